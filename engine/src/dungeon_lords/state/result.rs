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
}
