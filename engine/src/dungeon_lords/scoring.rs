//! Final scoring (SCORE-*), titles (TITLE-*) and the winner (WIN-*). The result types live in
//! `state` and are re-exported here.

use super::defs::*;
use super::state::*;

pub use super::state::{FinalResult, ScoreSheet, TitleAward};

/// The seven titles in the order of the overview card (TITLE-3..9).
const TITLES: [&str; 7] = [
    "Lord of Dark Deeds",
    "Lord of Halls",
    "Lord of Tunnels",
    "Lord of Monsters",
    "Lord of Imps",
    "Lord of Riches",
    "Lord of Battle",
];

fn kind_of(game: &Game, id: u16) -> Option<MonsterKind> {
    game.inst
        .monsters
        .get(id as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
        .map(|m| m.kind)
}

fn room_fn(game: &Game, id: u16) -> Option<RoomFunction> {
    game.inst
        .rooms
        .get(id as usize)
        .and_then(|&d| game.defs.rooms.get(d as usize))
        .map(|r| r.function)
}

/// The values each title compares, per seat, oriented so that higher is better.
fn title_values(game: &Game, seat: usize) -> [i32; 7] {
    let p = &game.players[seat];
    let tiles: Vec<_> = p.dungeon.tiles().collect();
    let rooms = tiles
        .iter()
        .filter(|(_, t)| matches!(t.kind, TileKind::Room(_)))
        .count() as i32;
    let tunnels = tiles
        .iter()
        .filter(|(_, t)| t.kind == TileKind::Tunnel)
        .count() as i32;
    let conquered = tiles.iter().filter(|(_, t)| t.conquered).count() as i32;
    let monsters = p
        .monsters
        .iter()
        .filter(|m| kind_of(game, m.id).is_some_and(|k| !k.is_ghost()))
        .count() as i32;
    [
        // RULE TITLE-3: highest evil.
        i32::from(p.evil),
        // RULE TITLE-4: most rooms, conquered included.
        rooms,
        // RULE TITLE-5: most tunnels, conquered included.
        tunnels,
        // RULE TITLE-6: most monsters, ghosts not counted.
        monsters,
        // RULE TITLE-7: most imp figures; troll tokens are not imps.
        i32::from(p.imps),
        // RULE TITLE-8: gold + food + unused trap cards.
        i32::from(p.gold) + i32::from(p.food) + p.traps.len() as i32,
        // RULE TITLE-9: fewest conquered tiles.
        -conquered,
    ]
}

/// Scores one seat's sheet without titles (SCORE-2..7).
pub fn score_sheet(game: &Game, seat: usize) -> ScoreSheet {
    let p = &game.players[seat];
    let kinds: Vec<MonsterKind> = p
        .monsters
        .iter()
        .filter_map(|m| kind_of(game, m.id))
        .collect();
    // RULE SCORE-2: +1 per monster, ghosts 0.
    let monsters = kinds.iter().filter(|k| !k.is_ghost()).count() as i32;
    // RULE SCORE-3: +2 per prisoner, +5 per paladin.
    let prisoners = p
        .prison
        .iter()
        .map(|&a| {
            let class = game
                .inst
                .adventurers
                .get(a as usize)
                .and_then(|&d| game.defs.adventurers.get(d as usize))
                .map(|d| d.class);
            if class == Some(AdventurerClass::Paladin) {
                5
            } else {
                2
            }
        })
        .sum();
    let mut rooms = 0;
    let mut conquered = 0;
    let mut scoring_rooms = 0;
    for (_, t) in p.dungeon.tiles() {
        if t.conquered {
            // RULE SCORE-5: -2 per conquered tile; RULE SCORE-8 follows.
            conquered -= 2;
            continue;
        }
        if let TileKind::Room(r) = t.kind {
            // RULE SCORE-4: +2 per unconquered room.
            rooms += 2;
            // RULE SCORE-7, ROOM-SCORE-1: unconquered scoring rooms.
            let count =
                |f: &dyn Fn(MonsterKind) -> bool| kinds.iter().filter(|&&k| f(k)).count() as i32;
            scoring_rooms += match room_fn(game, r) {
                // RULE ROOM-DINING-1: trolls, goblins, slimes, witches (not dragons).
                Some(RoomFunction::Cafeteria) => count(&|k| {
                    matches!(
                        k,
                        MonsterKind::Troll
                            | MonsterKind::Goblin
                            | MonsterKind::Slime
                            | MonsterKind::Witch
                    )
                }),
                // RULE ROOM-CHAPEL-1: 2 per vampire and per ghost.
                Some(RoomFunction::Chapel) => {
                    2 * count(&|k| matches!(k, MonsterKind::Vampire | MonsterKind::Ghost))
                }
                // RULE ROOM-PANDEMONIUM-1: 2 per golem, dragon, demon.
                Some(RoomFunction::Pandemonium) => {
                    2 * count(&|k| {
                        matches!(
                            k,
                            MonsterKind::Golem | MonsterKind::Dragon | MonsterKind::Demon
                        )
                    })
                }
                _ => 0,
            };
        }
    }
    // RULE SCORE-6: -3 per dead letter.
    let dead_letters = -3 * i32::from(p.dead_letters);
    let mut sheet = ScoreSheet {
        seat,
        monsters,
        prisoners,
        rooms,
        conquered,
        dead_letters,
        scoring_rooms,
        ..ScoreSheet::default()
    };
    // RULE SCORE-9: every line is summed.
    sheet.total = sheet.monsters
        + sheet.prisoners
        + sheet.rooms
        + sheet.conquered
        + sheet.dead_letters
        + sheet.scoring_rooms;
    sheet
}

fn has_hall_of_fame(game: &Game, seat: usize) -> bool {
    game.players[seat].dungeon.tiles().any(|(_, t)| {
        !t.conquered
            && matches!(t.kind, TileKind::Room(r) if room_fn(game, r) == Some(RoomFunction::HallOfFame))
    })
}

/// Scores the whole game: sheets, titles, Hall of Fame, ranking and winners.
pub fn compute(game: &Game) -> FinalResult {
    let n = game.n_players();
    let mut sheets: Vec<ScoreSheet> = (0..n).map(|s| score_sheet(game, s)).collect();
    // RULE TITLE-1, TITLE-2: 3/2 points, or 2/1 with two players (dummies ignored).
    let (excl, shared) = if n == 2 { (2, 1) } else { (3, 2) };
    let values: Vec<[i32; 7]> = (0..n).map(|s| title_values(game, s)).collect();
    let mut titles = vec![];
    let mut exclusive = vec![0i32; n];
    for (t, name) in TITLES.iter().enumerate() {
        // RULE TITLE-11: awarded even when the best value is 0. RULE TITLE-12: no title for the
        // lowest evil.
        let Some(best) = values.iter().map(|v| v[t]).max() else {
            continue;
        };
        let seats: Vec<usize> = (0..n).filter(|&s| values[s][t] == best).collect();
        let points = if seats.len() == 1 { excl } else { shared };
        if seats.len() == 1 {
            exclusive[seats[0]] += 1;
        }
        for &s in &seats {
            sheets[s].titles += points;
        }
        titles.push(TitleAward {
            title: (*name).to_string(),
            seats,
            points,
        });
    }
    // RULE TITLE-10, ROOM-HALL-1: +2 per exclusive title with 4 players, +1 with 2 or 3.
    let per = if n == 4 { 2 } else { 1 };
    for (s, sheet) in sheets.iter_mut().enumerate() {
        if has_hall_of_fame(game, s) {
            sheet.hall_of_fame = per * exclusive[s];
        }
        sheet.total += sheet.titles + sheet.hall_of_fame;
    }
    // RULE WIN-1: most points wins; ties share.
    let mut totals: Vec<i32> = sheets.iter().map(|s| s.total).collect();
    totals.sort_unstable_by(|a, b| b.cmp(a));
    totals.dedup();
    let ranking: Vec<Vec<usize>> = totals
        .iter()
        .map(|&t| (0..n).filter(|&s| sheets[s].total == t).collect())
        .collect();
    let winners = ranking.first().cloned().unwrap_or_default();
    FinalResult {
        sheets,
        titles,
        ranking,
        winners,
        training: None,
    }
}

/// SCORE-1: scores the game and ends it.
pub(crate) fn finish(game: &mut Game) {
    // RULE SCORE-1, ROOM-SCORE-1: monsters face up before scoring.
    for p in game.players.iter_mut() {
        for m in p.monsters.iter_mut() {
            m.knocked_out = false;
        }
    }
    let result = compute(game);
    for sheet in &result.sheets {
        game.public(LogEvent::Scored {
            who: Who(sheet.seat),
            total: sheet.total,
            monsters: sheet.monsters,
            prisoners: sheet.prisoners,
            rooms: sheet.rooms,
            conquered: sheet.conquered,
            dead_letters: sheet.dead_letters,
            scoring_rooms: sheet.scoring_rooms,
            titles: sheet.titles,
            hall_of_fame: sheet.hall_of_fame,
        });
    }
    game.public(LogEvent::Underlord {
        who: result.winners.iter().map(|&s| Who(s)).collect(),
    });
    game.phase = Phase::Finished(Box::new(result));
}

/// A training dungeon's combat is over (issue 38): the game ends, and its result says what the
/// combat cost, next to the book's solution. `outcome` was counted before the survivors left.
pub(crate) fn finish_training(game: &mut Game, outcome: TrainingOutcome) {
    let Some(setup) = game.training.clone() else {
        return;
    };
    let mut result = compute(game);
    result.training = Some(Box::new(TrainingResult {
        scenario: setup.scenario.clone(),
        measure: setup.measure,
        rounds: setup.rounds,
        yours: outcome,
        book: setup.book.clone(),
        book_commands: setup.book_commands.clone(),
    }));
    game.phase = Phase::Finished(Box::new(result));
}

/// What the combat cost seat 0's dungeon so far (a training dungeon: the trainee is seat 0).
pub(crate) fn training_outcome(game: &Game) -> TrainingOutcome {
    let (food, gold) = game.training.as_ref().map_or((0, 0), |t| (t.food, t.gold));
    let Some(p) = game.players.first() else {
        return TrainingOutcome::default();
    };
    let count = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
    TrainingOutcome {
        conquered: count(p.dungeon.tiles().filter(|(_, t)| t.conquered).count()),
        imprisoned: count(p.prison.len()),
        survived: count(p.party.iter().filter(|m| m.id != ILLUSION).count()),
        damage: p
            .party
            .iter()
            .filter(|m| m.id != ILLUSION)
            .fold(0u8, |a, m| a.saturating_add(m.damage)),
        food_spent: food.saturating_sub(p.food),
        gold_spent: gold.saturating_sub(p.gold),
    }
}
