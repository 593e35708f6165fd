//! The server's fast paths must say exactly what the reference paths say:
//! - `view_text` / `log_text` (serialized straight from the engine) parse to the same JSON as
//!   `view` / `log` (built as `serde_json::Value`);
//! - `check` answers exactly what `apply` would, without changing the game;
//! - `view_parts`, each viewer's view built in shared parts, puts together exactly its view;
//! - `owes_decision` says exactly whether the seat's view has a prompt with commands;
//! - `update_text` parses to the `ServerToClient::Update` it stands for.
//!
//! Random games of both games, every viewer, every step.

use engine::common::Viewer;
use protocol::messages::{update_text, ServerToClient};
use protocol::{new_game, GameKind, HostedGame};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn legal(view: &Value) -> Vec<Value> {
    view["prompt"]["legal_commands"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn viewers(n: usize) -> Vec<Viewer> {
    let mut all: Vec<Viewer> = (0..n).map(|seat| Viewer::Seat { seat }).collect();
    all.push(Viewer::Spectator);
    all
}

/// `check` and `apply` on a copy agree, and `check` leaves the game as it was.
fn assert_check_agrees(game: &dyn HostedGame, seat: usize, command: &Value) {
    let before = game.view_text(Viewer::Seat { seat });
    let checked = game.check(seat, command);
    let applied = game.clone_box().apply(seat, command);
    assert_eq!(checked, applied, "seat {seat}, command {command}");
    assert_eq!(
        before,
        game.view_text(Viewer::Seat { seat }),
        "check changed the game"
    );
}

fn play(kind: GameKind, options: &Value, n: usize, seed: u64) -> usize {
    let mut game = new_game(kind, options, n, seed).expect("valid options");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut steps = 0;
    while !game.is_finished() {
        steps += 1;
        assert!(steps < 20_000, "game did not end");
        let Some((seat, options)) = (0..n)
            .map(|seat| (seat, legal(&game.view(Viewer::Seat { seat }))))
            .find(|(_, l)| !l.is_empty())
        else {
            panic!("nobody owes a decision in an unfinished game");
        };
        let command = options.choose(&mut rng).cloned().expect("non-empty");
        assert_check_agrees(game.as_ref(), seat, &command);
        // Refusals too: another seat sending it, and a command that is not one.
        assert_check_agrees(game.as_ref(), (seat + 1) % n, &command);
        assert_check_agrees(game.as_ref(), seat, &json!({"type": "no_such_command"}));
        let old_len = game.log_len();
        game.apply(seat, &command)
            .expect("a checked command applies");
        for seat in 0..n {
            assert_eq!(
                game.owes_decision(seat),
                !legal(&game.view(Viewer::Seat { seat })).is_empty(),
                "owes_decision differs from the view's prompt for seat {seat} at step {steps}"
            );
        }
        let all = viewers(n);
        let parts = game.view_parts(&all);
        assert_eq!(parts.len(), all.len());
        for (viewer, parts) in all.iter().zip(&parts) {
            let assembled: Value =
                serde_json::from_str(&parts.text()).expect("view_parts make JSON");
            assert_eq!(
                assembled,
                game.view(*viewer),
                "view_parts differ for {viewer:?}"
            );
        }
        for viewer in all {
            let text: Value =
                serde_json::from_str(&game.view_text(viewer)).expect("view_text is JSON");
            assert_eq!(text, game.view(viewer), "view_text differs for {viewer:?}");
            let log: Value =
                serde_json::from_str(&game.log_text(viewer, old_len)).expect("log_text is JSON");
            assert_eq!(
                log,
                Value::Array(game.log(viewer, old_len)),
                "log_text differs for {viewer:?}"
            );
        }
        let seat0 = Viewer::Seat { seat: 0 };
        let update = update_text(
            steps as u64,
            &game.view_text(seat0),
            &game.log_text(seat0, old_len),
        );
        let parsed: ServerToClient = serde_json::from_str(&update).expect("update parses");
        assert_eq!(
            parsed,
            ServerToClient::Update {
                version: steps as u64,
                view: game.view(seat0),
                log: game.log(seat0, old_len),
            }
        );
    }
    assert_check_agrees(game.as_ref(), 0, &json!({"type": "pass"}));
    steps
}

#[test]
fn dungeon_lords_fast_paths_match_the_reference_paths() {
    for (n, options, seed) in [
        (2, json!({"variant": "first_game"}), 1),
        (3, json!({"variant": "full", "simultaneous": true}), 2),
        (4, json!({}), 3),
    ] {
        assert!(play(GameKind::DungeonLords, &options, n, seed) > 50);
    }
}

#[test]
fn welcome_fast_paths_match_the_reference_paths() {
    for (n, seed) in [(2, 4), (3, 5), (4, 6)] {
        assert!(play(GameKind::WelcomeToTheDungeon, &json!({}), n, seed) > 5);
    }
}
