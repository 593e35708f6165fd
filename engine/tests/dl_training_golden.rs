//! The rulebook's combat training scenarios (reference §24.2) and worked combat examples (§24.1)
//! from the one fixture file `engine/data/dl-training.txt` (loaded by
//! `engine::dungeon_lords::training`, whose header cites the source): each position is laid out,
//! the book's solution played step by step and every `expect` line checked; each scenario, made
//! a training game, ends with its combat (an example: with its one round) and reports the book's
//! result; and each example's alternative, the one the rulebook contrasts, does worse.

mod support;

use engine::common::Viewer;
use engine::dungeon_lords::defs::{MonsterKind, TrapKind};
use engine::dungeon_lords::state::{AttackOption, TrainingMeasure, TrainingOutcome};
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
            "EX-SCEN-ROOM",
            "EX-TRAIN-TRAP-4",
            "EX-TRAIN-TRAP-6",
            "EX-TRAIN-HEAL-3",
            "EX-TRAIN-MON-1",
            "EX-TRAIN-MON-3",
            "EX-TRAIN-HEAL-1",
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
            // RULE EX-TRAIN-TRAP-4
            // RULE EX-TRAIN-TRAP-6
            // RULE EX-TRAIN-HEAL-3
            // RULE EX-TRAIN-MON-1
            // RULE EX-TRAIN-MON-3
            // RULE EX-TRAIN-HEAL-1
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
/// concedes none; of the one-round examples (§24.1) only the Trap Door's stops the conquest.
fn book_tiles(id: &str) -> u8 {
    if id == "EX-SCEN-ROOM" || id == "EX-TRAIN-TRAP-6" {
        0
    } else {
        1
    }
}

/// The book's count of each example's measure (§24.1), after the round's fatigue 2 on the
/// first adventurer.
fn book_value(id: &str) -> Option<(TrainingMeasure, u8)> {
    Some(match id {
        // Wall of Fire: the thief keeps 2, the warrior takes the fatigue 2.
        "EX-TRAIN-TRAP-4" => (TrainingMeasure::Damage, 4),
        "EX-TRAIN-TRAP-6" => (TrainingMeasure::Conquered, 0),
        // No goblin: the party keeps its 3 and the first priest takes the fatigue 2.
        "EX-TRAIN-HEAL-3" => (TrainingMeasure::Damage, 5),
        "EX-TRAIN-MON-1" | "EX-TRAIN-MON-3" => (TrainingMeasure::Imprisoned, 1),
        // The troll's 3, healed 1, and the fatigue 2.
        "EX-TRAIN-HEAL-1" => (TrainingMeasure::Damage, 4),
        _ => return None,
    })
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
        if let Some((measure, value)) = book_value(&s.id) {
            // RULE EX-TRAIN-TRAP-4, EX-TRAIN-TRAP-6, EX-TRAIN-HEAL-3, EX-TRAIN-MON-1,
            // EX-TRAIN-MON-3, EX-TRAIN-HEAL-1: one round, judged by the example's lesson.
            assert_eq!((setup.measure, setup.rounds), (measure, 1), "{}", s.id);
            assert_eq!(setup.book.value(measure), value, "{}", s.id);
            for viewer in [Viewer::Seat { seat: 0 }, Viewer::Spectator] {
                let v = serde_json::to_value(game.view(viewer)).expect("a view");
                assert_eq!(v["training"]["rounds"], 1, "{}", s.id);
                assert_eq!(v["training"]["book_value"], u64::from(value), "{}", s.id);
                assert_eq!(
                    v["training"]["measure"],
                    serde_json::to_value(measure).expect("a measure"),
                    "{}",
                    s.id
                );
            }
        } else {
            assert_eq!(
                (setup.measure, setup.rounds),
                (TrainingMeasure::Conquered, 0)
            );
            assert_eq!(
                setup.book.imprisoned,
                u8::try_from(s.party.len()).expect("small"),
                "{}: the book's solution imprisons the whole party",
                s.id
            );
        }
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

/// Plays `steps` instead of the book's solution in the training game of `id`; returns the
/// outcome and the book's, and the damage left on the party by index.
fn instead(id: &str, steps: &[Step]) -> (TrainingOutcome, TrainingOutcome, Vec<u8>) {
    let s = training::scenario(id).expect("a scenario");
    let mut pos = Position::build(catalog_defs(), &s, 7).expect("the position lays out");
    pos.game.training = training::new_game(catalog_defs(), id, 7)
        .expect("a training game")
        .training;
    for step in steps {
        pos.play(step)
            .unwrap_or_else(|e| panic!("{id}: {e}\n{:#?}", tail(&pos.game)));
    }
    let Phase::Finished(result) = &pos.game.phase else {
        panic!("{id}: one round ends the training\n{:#?}", tail(&pos.game));
    };
    let t = result.training.as_ref().expect("a training result");
    // The survivors stay on the table.
    let left = pos
        .party
        .iter()
        .map(|a| {
            pos.game.players[0]
                .party
                .iter()
                .find(|m| m.id == *a)
                .map_or(u8::MAX, |m| m.damage)
        })
        .collect();
    assert!(
        !t.yours.is_as_good_as(&t.book, t.measure),
        "{id}: the alternative {:?} does as well as the book's {:?}",
        t.yours,
        t.book
    );
    (t.yours.clone(), t.book.clone(), left)
}

fn round(traps: &[TrapKind], monsters: &[MonsterKind]) -> Step {
    Step::Round {
        traps: traps.to_vec(),
        monsters: monsters.to_vec(),
    }
}

/// `u8::MAX` in a damage list: that adventurer was imprisoned.
const GONE: u8 = u8::MAX;

#[test]
fn the_worked_examples_do_worse_with_the_alternative_the_rulebook_contrasts() {
    // RULE EX-TRAIN-TRAP-3: the Rolling Stone's 3 less the thief's disarm 2 leaves the warrior 1
    // (3 after the fatigue), less than the Wall of Fire's 2 on the thief (EX-TRAIN-TRAP-4).
    let (yours, book, left) = instead("EX-TRAIN-TRAP-4", &[round(&[TrapKind::RollingStone], &[])]);
    assert_eq!(left, [3, 0, 0]);
    assert_eq!((yours.damage, book.damage), (3, 4));

    // RULE EX-TRAIN-TRAP-5: the two thieves' disarm 3 cancels the whole Rolling Stone, and with
    // no Trap Door the party takes its fatigue and conquers the tile (EX-TRAIN-TRAP-6).
    let (yours, book, left) = instead("EX-TRAIN-TRAP-6", &[round(&[TrapKind::RollingStone], &[])]);
    assert_eq!(left, [2, 0, 0]);
    assert_eq!((yours.conquered, book.conquered), (1, 0));

    // RULE EX-TRAIN-HEAL-3: with the goblin the priests heal 4 front first (2→0, 1→0, 2→1), so
    // the party keeps 1 (3 after the fatigue) instead of 3 (5).
    let (yours, book, left) = instead("EX-TRAIN-HEAL-3", &[round(&[], &[MonsterKind::Goblin])]);
    assert_eq!(left, [2, 0, 1]);
    assert_eq!((yours.damage, book.damage), (3, 5));

    // RULE EX-TRAIN-MON-1: the witch's two single hits cannot finish the warrior (2 + 2 of 5);
    // the fatigue does, but then the priest behind him is left unhurt.
    let (yours, book, left) = instead(
        "EX-TRAIN-MON-1",
        &[
            round(&[], &[MonsterKind::Witch]),
            Step::Attack {
                monster: MonsterKind::Witch,
                option: AttackOption::Hits,
                target: Some(0),
            },
            Step::Attack {
                monster: MonsterKind::Witch,
                option: AttackOption::SecondHit,
                target: Some(0),
            },
        ],
    );
    assert_eq!(left, [GONE, 0, 0]);
    assert_eq!((yours.imprisoned, book.imprisoned), (1, 1));
    assert_eq!((yours.damage, book.damage), (0, 2));
    // One hit each on the warrior and the priest: the priest heals the warrior, who survives.
    let (yours, _, left) = instead(
        "EX-TRAIN-MON-1",
        &[
            round(&[], &[MonsterKind::Witch]),
            Step::Attack {
                monster: MonsterKind::Witch,
                option: AttackOption::Hits,
                target: Some(0),
            },
            Step::Attack {
                monster: MonsterKind::Witch,
                option: AttackOption::SecondHit,
                target: Some(1),
            },
        ],
    );
    assert_ne!(left[0], GONE);
    assert_eq!(yours.imprisoned, 0);

    // RULE EX-TRAIN-MON-3: the slime's glue stops the conquest but eliminates nobody.
    let (yours, book, left) = instead(
        "EX-TRAIN-MON-3",
        &[
            round(&[], &[MonsterKind::Slime]),
            Step::Attack {
                monster: MonsterKind::Slime,
                option: AttackOption::Glue,
                target: None,
            },
        ],
    );
    assert_eq!(left, [2, 0, 0]);
    assert_eq!((yours.imprisoned, book.imprisoned), (0, 1));

    // RULE EX-TRAIN-HEAL-1: without the troll nobody attacks and the warrior has only the
    // fatigue 2; with it he keeps 3 − 1 healed = 2, and 4 after the fatigue.
    let (yours, book, left) = instead("EX-TRAIN-HEAL-1", &[round(&[], &[])]);
    assert_eq!(left, [2, 0, 0]);
    assert_eq!((yours.damage, book.damage), (2, 4));
}

#[test]
fn a_damaged_start_and_a_round_limit_are_fixture_lines() {
    let s = training::parse(
        "scenario X\nparty warrior/5 priest/4/1\ndamage 0:2,1:1\nrounds 1\nmeasure imprisoned\nend\n",
    )
    .expect("parses");
    assert_eq!(s[0].damage, [2, 1]);
    assert_eq!(
        (s[0].rounds, s[0].measure),
        (1, TrainingMeasure::Imprisoned)
    );
    // Old lines stay valid: no damage, the whole combat, judged by tiles.
    let old = training::parse("scenario Y\nparty warrior/5\nend\n").expect("parses");
    assert!(old[0].damage.is_empty());
    assert_eq!(
        (old[0].rounds, old[0].measure),
        (0, TrainingMeasure::Conquered)
    );
    let bad = training::parse("scenario Z\nparty warrior/5\ndamage 1:2\nend\n")
        .expect_err("no adventurer 1");
    assert!(
        matches!(bad, TrainingError::Fixture { line: 3, .. }),
        "{bad:?}"
    );
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
