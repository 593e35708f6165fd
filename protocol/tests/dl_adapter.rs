//! The Dungeon Lords adapter as a client sees it: JSON options, JSON views with a prompt listing
//! every legal command, and commands accepted verbatim as JSON.

use engine::common::Viewer;
use protocol::{new_game, GameKind, RejectionCode};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn waiting(view: &Value) -> Vec<usize> {
    view["waiting_for"]
        .as_array()
        .map(|v| {
            v.iter()
                .filter_map(Value::as_u64)
                .map(|s| s as usize)
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn random_games_through_json_accept_every_listed_command_verbatim() {
    for (n, options) in [
        (2, json!({"variant": "first_game"})),
        (3, json!({"variant": "full", "simultaneous": true})),
        (4, json!({})),
    ] {
        let mut game = new_game(GameKind::DungeonLords, &options, n, 42).expect("valid options");
        let mut rng = ChaCha8Rng::seed_from_u64(n as u64);
        let mut steps = 0;
        while !game.is_finished() {
            steps += 1;
            assert!(steps < 20_000, "game did not end");
            let spectator = game.view(Viewer::Spectator);
            assert!(
                spectator["prompt"].is_null(),
                "a spectator never owes a decision"
            );
            let seats = waiting(&spectator);
            let seat = *seats.choose(&mut rng).expect("someone owes a decision");
            let view = game.view(Viewer::Seat { seat });
            assert_eq!(
                waiting(&view),
                seats,
                "every viewer sees the same waiting list"
            );
            let legal = view["prompt"]["legal_commands"]
                .as_array()
                .expect("a prompt with commands")
                .clone();
            assert!(!legal.is_empty());
            // A command round-tripped through text is still accepted verbatim.
            let cmd: Value =
                serde_json::from_str(&legal.choose(&mut rng).expect("non-empty").to_string())
                    .expect("json");
            game.apply(seat, &cmd)
                .unwrap_or_else(|e| panic!("listed command {cmd} refused: {}", e.message));
        }
        let result = game.result().expect("a finished game has a result");
        assert!(result["winners"].as_array().is_some_and(|w| !w.is_empty()));
        assert!(game.full_disclosure().is_some());
        assert!(game.version_stamp().starts_with("dl-engine-2/"));
    }
}

#[test]
fn bad_options_and_malformed_commands_are_refused_with_a_reason() {
    assert!(new_game(GameKind::DungeonLords, &json!({"variant": "party"}), 3, 1).is_err());
    assert!(new_game(GameKind::DungeonLords, &json!({"colour": "red"}), 3, 1).is_err());
    // RULE FIRSTGAME-2: special events are a full-game rule.
    let e = new_game(
        GameKind::DungeonLords,
        &json!({"variant": "first_game", "special_events": true}),
        3,
        1,
    )
    .err()
    .expect("refused");
    assert!(e.message.contains("FIRSTGAME-2"), "{}", e.message);
    // RULE GAME-1: 2 to 4 players.
    assert!(new_game(GameKind::DungeonLords, &json!({}), 5, 1).is_err());
    assert!(new_game(GameKind::DungeonLords, &json!({}), 1, 1).is_err());

    let mut game = new_game(
        GameKind::DungeonLords,
        &json!({"variant": "first_game"}),
        3,
        7,
    )
    .expect("game");
    for bad in [
        json!({"type": "fly"}),
        json!("perform"),
        json!({"type": "choose_order", "action": "nap"}),
        json!(null),
    ] {
        let e = game.apply(0, &bad).expect_err("malformed");
        assert_eq!(e.code, RejectionCode::Malformed);
    }
    // RULE ORDERS-2: an inaccessible card cannot be chosen.
    let view = game.view(Viewer::Seat { seat: 0 });
    let inaccessible = view["players"][0]["inaccessible"][0].clone();
    let e = game
        .apply(0, &json!({"type": "choose_order", "action": inaccessible}))
        .expect_err("refused");
    assert_eq!(e.code, RejectionCode::RuleViolation);
    assert_eq!(e.rule.as_deref(), Some("ORDERS-2"));
    // A seat outside the game owes nothing.
    let e = game
        .apply(9, &json!({"type": "perform"}))
        .expect_err("refused");
    assert_eq!(e.code, RejectionCode::NotYourTurn);
}

#[test]
fn a_command_without_fields_refuses_unknown_fields_like_every_other_command() {
    let mut game = new_game(
        GameKind::DungeonLords,
        &json!({"variant": "first_game"}),
        3,
        7,
    )
    .expect("game");
    let before = game.view(Viewer::Seat { seat: 0 });
    for kind in [
        "clear_orders",
        "decline",
        "perform",
        "stop_work",
        "finish_planning",
        "reset_plan",
        "withdraw_all",
        "accept_evil",
        "pay_vip",
        "skip_vip",
    ] {
        for bad in [
            json!({"type": kind, "card": 0}),
            json!({"type": kind, "extra": null}),
        ] {
            let e = game.check(0, &bad).expect_err("malformed");
            assert_eq!(e.code, RejectionCode::Malformed, "{bad}");
            let e = game.apply(0, &bad).expect_err("malformed");
            assert_eq!(e.code, RejectionCode::Malformed, "{bad}");
        }
    }
    // Fields a command does have stay optional where they are (`pay_trap`, `feed`, `target`).
    let e = game
        .apply(0, &json!({"type": "hire", "monster": 1, "spare": 1}))
        .expect_err("malformed");
    assert_eq!(e.code, RejectionCode::Malformed);
    let e = game
        .apply(0, &json!({"type": "hire", "monster": 1}))
        .expect_err("not now");
    assert_ne!(e.code, RejectionCode::Malformed);
    assert_eq!(game.view(Viewer::Seat { seat: 0 }), before);
}
