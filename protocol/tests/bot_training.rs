//! The rulebook's combat training scenarios (reference §24.2, EX-SCEN1..4, EX-SCEN-ROOM) as a
//! benchmark for the hard Dungeon Lords bot (issue 35 item 3): the bot plans and fights every
//! decision of seat 0 from its own seat view, and the tiles it loses are compared with the
//! book's solution (one tile in every scenario; none in the room training).
//!
//! `TRAINING_LOG=1` prints each scenario's game log.
//!
//! The positions are the training games of `engine/data/dl-training.txt`
//! (`engine::dungeon_lords::training`), the ones the combat training page plays: training mode
//! fixes the fatigue at 2 and the trainee knows it, so the seat has the four combat cards spied
//! (its view shows them, as a spy's would), and the book's cost comes with the position.

use engine::dungeon_lords::training;
use engine::dungeon_lords::{Game, Phase};
mod common;

/// Plays the scenario's combat with the hard bot at seat 0; returns its outcome next to the
/// book's, with the scenario's measure.
fn play(id: &str) -> engine::dungeon_lords::state::TrainingResult {
    let mut g: Game =
        training::new_game(engine::dungeon_lords::Defs::builtin(), id, 7).expect("a training game");
    common::play_combat(&mut g, &[], id);
    if std::env::var_os("TRAINING_LOG").is_some() {
        let log: Vec<String> = g
            .log
            .iter()
            .filter_map(|l| l.public.as_ref().map(|e| g.render_en(e)))
            .collect();
        println!("{id}:\n{}", log.join("\n"));
    }
    let Phase::Finished(result) = &g.phase else {
        panic!("{id}: the combat did not end");
    };
    let t = result.training.as_ref().expect("a training result");
    (**t).clone()
}

#[test]
fn the_hard_bot_defends_the_training_dungeons_as_well_as_the_book() {
    let mut report = vec![];
    let mut as_good = 0;
    let mut n = 0;
    // RULE EX-SCEN1-A, EX-SCEN1-B, EX-SCEN2, EX-SCEN3, EX-SCEN4, EX-SCEN-ROOM
    let scenarios = training::scenarios().expect("the fixture file parses");
    for s in scenarios.iter().filter(|s| s.rounds == 0) {
        let t = play(&s.id);
        let (lost, book) = (t.yours.conquered, t.book.conquered);
        n += 1;
        if lost <= book {
            as_good += 1;
        }
        report.push(format!("{}: lost {lost}, book {book}", s.id));
    }
    println!("{}", report.join("\n"));
    // Issue 35's goal is at least 80 % of them; the bot matches the book in every one.
    assert!(
        as_good == n,
        "too many training dungeons lost more than the book:\n{}",
        report.join("\n")
    );
}

/// Examples the hard bot plays at least as well as the book: all 6 since its search values the
/// damage left on the survivors when it stops before the combat's end (TRAP-4, HEAL-1 and
/// MON-3's tie-break were the last three; docs/bots.md, third pass).
const MIN_EXAMPLES_AS_GOOD: usize = 6;

/// The rulebook's one-round examples (§24.1, `rounds 1`), each judged by its own measure (the
/// damage left on the party, the adventurers imprisoned or the tile): the bot's round next to
/// the book's. A report for the hard bot's work (issue 35); the bound is what it reaches today.
#[test]
fn the_hard_bot_plays_the_rulebooks_one_round_examples() {
    let mut report = vec![];
    let mut as_good = 0;
    // RULE EX-TRAIN-TRAP-4, EX-TRAIN-TRAP-6, EX-TRAIN-HEAL-3, EX-TRAIN-MON-1, EX-TRAIN-MON-3,
    // EX-TRAIN-HEAL-1
    let examples: Vec<_> = training::scenarios()
        .expect("the fixture file parses")
        .into_iter()
        .filter(|s| s.rounds > 0)
        .collect();
    assert!(
        examples.len() >= 6,
        "the worked examples are in the fixture"
    );
    for s in &examples {
        let t = play(&s.id);
        assert_eq!(t.measure, s.measure, "{}", s.id);
        let good = t.yours.is_as_good_as(&t.book, t.measure);
        as_good += usize::from(good);
        report.push(format!(
            "{}: {:?} {} (book {}){}",
            s.id,
            t.measure,
            t.yours.value(t.measure),
            t.book.value(t.measure),
            if good { "" } else { " worse" }
        ));
    }
    println!("{}", report.join("\n"));
    assert!(
        as_good >= MIN_EXAMPLES_AS_GOOD,
        "fewer examples than before played as well as the book:\n{}",
        report.join("\n")
    );
}
