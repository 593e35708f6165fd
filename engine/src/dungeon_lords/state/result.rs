//! The end of the game as data: score sheets, titles and the final result (computed by
//! `scoring`).

use serde::Serialize;

/// One seat's final score, line by line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    /// Seat.
    pub seat: usize,
    /// SCORE-2: +1 per monster (ghosts 0).
    pub monsters: i32,
    /// SCORE-3: +2 per prisoner, +5 per paladin.
    pub prisoners: i32,
    /// SCORE-4: +2 per unconquered room.
    pub rooms: i32,
    /// SCORE-5: −2 per conquered tile.
    pub conquered: i32,
    /// SCORE-6: −3 per dead letter.
    pub dead_letters: i32,
    /// SCORE-7: scoring rooms.
    pub scoring_rooms: i32,
    /// TITLE-*: titles.
    pub titles: i32,
    /// TITLE-10: Hall of Fame bonus.
    pub hall_of_fame: i32,
    /// Sum.
    pub total: i32,
}

/// A title and who won it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TitleAward {
    /// Title name, e.g. `Lord of Halls`.
    pub title: String,
    /// Winners; more than one = shared.
    pub seats: Vec<usize>,
    /// Points each winner gets.
    pub points: i32,
}

/// The end of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FinalResult {
    /// Score sheets by seat.
    pub sheets: Vec<ScoreSheet>,
    /// Titles awarded.
    pub titles: Vec<TitleAward>,
    /// Seats ranked best first; equal totals share a rank (WIN-1).
    pub ranking: Vec<Vec<usize>>,
    /// The winners.
    pub winners: Vec<usize>,
    /// A training dungeon (issue 38): what the combat cost, next to the book's solution.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub training: Option<Box<TrainingResult>>,
}

/// What a training dungeon's combat cost its lord, counted when the combat ends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TrainingOutcome {
    /// Tiles the party conquered.
    pub conquered: u8,
    /// Adventurers imprisoned.
    pub imprisoned: u8,
    /// Adventurers who survived the combat.
    pub survived: u8,
    /// Damage left on the survivors.
    pub damage: u8,
    /// Food spent (a fed troll, a trap's extra cost).
    pub food_spent: u8,
    /// Gold spent.
    pub gold_spent: u8,
}

/// What a training position is judged by (issue 38): the lesson of its rulebook example.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrainingMeasure {
    /// Tiles conquered, the fewer the better (then food and gold spent): a whole training
    /// combat (the scenarios, EX-SCEN*), or a round that can stop the conquest (EX-TRAIN-TRAP-6).
    #[default]
    Conquered,
    /// Damage left on the party's survivors, the more the better (EX-TRAIN-TRAP-4,
    /// EX-TRAIN-HEAL-*).
    Damage,
    /// Adventurers imprisoned, the more the better; with as many, the more damage left on the
    /// survivors (EX-TRAIN-MON-*: a kill by fatigue leaves the others unhurt).
    Imprisoned,
}

impl TrainingOutcome {
    /// This outcome's count for `measure`.
    pub fn value(&self, measure: TrainingMeasure) -> u8 {
        match measure {
            TrainingMeasure::Conquered => self.conquered,
            TrainingMeasure::Damage => self.damage,
            TrainingMeasure::Imprisoned => self.imprisoned,
        }
    }

    /// Whether this outcome is at least as good for the lord as `book` by `measure`.
    pub fn is_as_good_as(&self, book: &TrainingOutcome, measure: TrainingMeasure) -> bool {
        match measure {
            TrainingMeasure::Conquered => self.conquered <= book.conquered,
            TrainingMeasure::Damage => self.damage >= book.damage,
            TrainingMeasure::Imprisoned => {
                (self.imprisoned, self.damage) >= (book.imprisoned, book.damage)
            }
        }
    }
}

/// One command of the book's solution, as a game record lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BookCommand {
    /// The seat that plays it (the trainee, seat 0).
    pub seat: usize,
    /// The command in its wire form.
    pub command: serde_json::Value,
}

/// A training game's set-up: which scenario, what the trainee had, and the book's solution.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TrainingSetup {
    /// The scenario's rule id, e.g. `EX-SCEN2`.
    pub scenario: String,
    /// Food at the start of the combat.
    pub food: u8,
    /// Gold at the start of the combat.
    pub gold: u8,
    /// What the book's solution costs.
    pub book: TrainingOutcome,
    /// What the position is judged by.
    pub measure: TrainingMeasure,
    /// Combat rounds played before the training ends (0: the whole combat; 1: a rulebook
    /// example of one round, EX-TRAIN-*).
    pub rounds: u8,
    /// The book's solution: the commands a game of this position stores when it is played.
    pub book_commands: Vec<BookCommand>,
}

/// The end of a training dungeon: the trainee's outcome and the book's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TrainingResult {
    /// The scenario's rule id.
    pub scenario: String,
    /// What the position is judged by.
    pub measure: TrainingMeasure,
    /// Combat rounds the training lasts (0: the whole combat).
    pub rounds: u8,
    /// What the trainee's combat cost.
    pub yours: TrainingOutcome,
    /// What the book's solution costs.
    pub book: TrainingOutcome,
    /// The book's solution, to replay from the same position.
    pub book_commands: Vec<BookCommand>,
}
