//! The rulebook's combat training scenarios (reference §24.2) from the one fixture file
//! `engine/data/dl-training.txt` (loaded by `engine::dungeon_lords::training`, whose header
//! cites the source): each position is laid out, the book's solution played step by step and
//! every `expect` line checked; and each scenario, made a training game, ends with its combat
//! and reports the book's result.

mod support;

use engine::common::Viewer;
use engine::dungeon_lords::training::{self, Position, Step, TrainingError};
use engine::dungeon_lords::{Command, Phase};
use support::*;

fn tile(word: &str) -> engine::dungeon_lords::state::Pos {
    t(word.trim_start_matches('t').parse().expect("t1..t3"))
}

fn index(pos: &Position, i: &str) -> u16 {
    pos.party[i.parse::<usize>().expect("an index")]
}

fn monster(pos: &Position, word: &str) -> u16 {
    let k: engine::dungeon_lords::defs::MonsterKind =
        serde_json::from_value(serde_json::Value::String(word.into())).expect("a monster kind");
    pos.monsters
        .iter()
        .find(|(m, _)| *m == k)
        .expect("in lair")
        .1
}

#[track_caller]
fn check(pos: &Position, pairs: &[(String, String)]) {
    let g = &pos.game;
    let id = &pos.scenario.id;
    for (k, v) in pairs {
        match k.as_str() {
            "prison" => {
                let want: Vec<u16> = v.split(',').map(|i| index(pos, i)).collect();
                assert_eq!(g.players[0].prison, want, "{id}: {k}={v}");
            }
            "damage" => {
                for pair in v.split(',') {
                    let (i, d) = pair.split_once(':').expect("i:d");
                    let a = index(pos, i);
                    let got = g.players[0]
                        .party
                        .iter()
                        .find(|m| m.id == a)
                        .map(|m| m.damage);
                    assert_eq!(got, Some(d.parse().expect("damage")), "{id}: {k}={v}");
                }
            }
            "conquered" => {
                for w in v.split(',') {
                    assert!(conquered(g, 0, tile(w)), "{id}: {w} should be conquered");
                }
            }
            "unconquered" => {
                for w in v.split(',') {
                    assert!(!conquered(g, 0, tile(w)), "{id}: {w} should stand");
                }
            }
            "food" => assert_eq!(g.players[0].food.to_string(), *v, "{id}: food"),
            "gold" => assert_eq!(g.players[0].gold.to_string(), *v, "{id}: gold"),
            "knocked_out" => assert!(knocked_out(g, 0, monster(pos, v)), "{id}: {k}={v}"),
            "face_up" => assert!(!knocked_out(g, 0, monster(pos, v)), "{id}: {k}={v}"),
            other => panic!("{id}: unknown key {other}"),
        }
    }
}

#[test]
fn the_four_training_scenarios_and_the_room_training_reproduce_the_rulebook() {
    let scenarios = training::scenarios().expect("the fixture file parses");
    let ids: Vec<&str> = scenarios.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "EX-SCEN1-A",
            "EX-SCEN1-B",
            "EX-SCEN2",
            "EX-SCEN3",
            "EX-SCEN4",
            "EX-SCEN-ROOM"
        ]
    );
    for s in &scenarios {
        assert!(
            !s.source.is_empty(),
            "{}: every position cites its source",
            s.id
        );
        let mut pos = Position::build(catalog_defs(), s, 7).expect("the position lays out");
        for step in &s.steps {
            // RULE EX-SCEN1-A
            // RULE EX-SCEN1-B
            // RULE EX-SCEN2
            // RULE EX-SCEN3
            // RULE EX-SCEN4
            // RULE EX-SCEN-ROOM
            match step {
                Step::Expect(pairs) => check(&pos, pairs),
                _ => {
                    pos.play(step)
                        .unwrap_or_else(|e| panic!("{}: {e}\n{:#?}", s.id, tail(&pos.game)));
                }
            }
        }
    }
}

/// Every scenario the rulebook prints concedes exactly one tile (§24.2); the room training
/// concedes none.
fn book_tiles(id: &str) -> u8 {
    if id == "EX-SCEN-ROOM" {
        0
    } else {
        1
    }
}

#[test]
fn a_training_game_ends_with_its_combat_and_its_book_solution_replays_to_the_books_result() {
    for s in training::scenarios().expect("the fixture file parses") {
        let game = training::new_game(catalog_defs(), &s.id, 11).expect("a training game");
        // The trainee owes the first decision of round 1; the empty dungeon owes nothing.
        assert!(matches!(game.phase, Phase::Combat(_)), "{}", s.id);
        assert_eq!(game.waiting_for(), vec![0], "{}", s.id);
        assert!(game.legal_commands(1).is_empty(), "{}", s.id);
        let setup = game.training.clone().expect("a training set-up");
        // Every viewer's view names the training dungeon and the book's goal (public).
        for viewer in [
            Viewer::Seat { seat: 0 },
            Viewer::Seat { seat: 1 },
            Viewer::Spectator,
        ] {
            let v = serde_json::to_value(game.view(viewer)).expect("a view");
            assert_eq!(v["training"]["scenario"], s.id.as_str(), "{}", s.id);
            assert_eq!(
                v["training"]["book_conquered"],
                u64::from(book_tiles(&s.id)),
                "{}",
                s.id
            );
        }
        // RULE EX-SCEN1-A, EX-SCEN1-B, EX-SCEN2, EX-SCEN3, EX-SCEN4, EX-SCEN-ROOM
        assert_eq!(setup.book.conquered, book_tiles(&s.id), "{}", s.id);
        assert_eq!(
            setup.book.imprisoned,
            u8::try_from(s.party.len()).expect("small"),
            "{}: the book's solution imprisons the whole party",
            s.id
        );
        // The book's commands, stored as a game record lists them, replay to the same end.
        let mut replay = game.clone();
        for b in &setup.book_commands {
            let cmd: Command = serde_json::from_value(b.command.clone()).expect("a command");
            replay
                .apply(b.seat, &cmd)
                .expect("the book's command is legal");
        }
        let Phase::Finished(result) = &replay.phase else {
            panic!("{}: the book's solution ends the game", s.id);
        };
        let t = result.training.as_ref().expect("a training result");
        assert_eq!(t.scenario, s.id);
        assert_eq!(t.yours, setup.book, "{}", s.id);
        // The result is in every viewer's view.
        let view = serde_json::to_value(replay.view(Viewer::Spectator)).expect("a view");
        assert_eq!(
            view["result"]["training"]["book"]["conquered"],
            u64::from(book_tiles(&s.id)),
            "{}",
            s.id
        );
    }
}

#[test]
fn a_game_that_concedes_everything_counts_every_tile() {
    // Seat 0 plans nothing, ever: fatigue alone works on the party (rules reference §24.2).
    let mut game = training::new_game(catalog_defs(), "EX-SCEN1-B", 3).expect("a training game");
    for _ in 0..50 {
        if !matches!(game.phase, Phase::Combat(_)) {
            break;
        }
        let legal = game.legal_commands(0);
        let cmd = if legal.contains(&Command::FinishPlanning) {
            Command::FinishPlanning
        } else {
            legal[0].clone()
        };
        act(&mut game, 0, cmd);
    }
    let Phase::Finished(result) = &game.phase else {
        panic!("the combat ended the game");
    };
    let t = result.training.as_ref().expect("a training result");
    assert!(t.yours.conquered > t.book.conquered, "{:?}", t.yours);
}

#[test]
fn an_unknown_scenario_is_a_typed_error_naming_the_known_ones() {
    let e = training::new_game(catalog_defs(), "EX-SCEN9", 1).expect_err("unknown");
    assert!(
        matches!(&e, TrainingError::Unknown(id, known) if id == "EX-SCEN9" && known.contains("EX-SCEN2"))
    );
    let bad = training::parse("scenario X\nparty wizard/three\nend\n").expect_err("bad fixture");
    assert!(
        matches!(bad, TrainingError::Fixture { line: 2, .. }),
        "{bad:?}"
    );
    let open = training::parse("scenario X\n").expect_err("no end");
    assert!(matches!(open, TrainingError::Fixture { .. }), "{open:?}");
}
