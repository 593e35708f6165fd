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
        assert!(game.version_stamp().starts_with("dl-engine-3/"));
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

/// The legal commands `seat` is offered.
fn legal(game: &dyn protocol::HostedGame, seat: usize) -> Vec<Value> {
    game.view(Viewer::Seat { seat })["prompt"]["legal_commands"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

/// Plays the first listed command of whoever owes one until seat 0 may take back an order;
/// returns a command that puts an order back on its slot.
fn to_a_take_back(game: &mut dyn protocol::HostedGame) -> Value {
    let clear = json!({"type": "clear_orders"});
    for _ in 0..200 {
        let mine = legal(game, 0);
        if mine.contains(&clear) {
            game.apply(0, &clear).expect("a listed take-back");
            return legal(game, 0)
                .into_iter()
                .find(|c| c["type"] == "choose_order")
                .expect("an order to choose again");
        }
        let (seat, c) = (0..game.n_seats())
            .find_map(|s| legal(game, s).into_iter().next().map(|c| (s, c)))
            .expect("someone owes a decision");
        game.apply(seat, &c).expect("a listed command");
    }
    panic!("no take-back offered in 200 commands");
}

#[test]
fn new_games_run_dl_engine_3_and_stored_dl_engine_2_games_keep_their_rules() {
    let mut new = new_game(GameKind::DungeonLords, &json!({}), 2, 7).expect("game");
    assert_eq!(new.version_stamp(), "dl-engine-3/dl-catalog-1");
    // RULE TAKEBACK-1: from dl-engine-3 on, the 17th take-back of a decision is refused.
    let order = to_a_take_back(new.as_mut());
    let clear = json!({"type": "clear_orders"});
    for _ in 1..16 {
        new.apply(0, &order).expect("order");
        new.apply(0, &clear).expect("take-backs 2 to 16");
    }
    new.apply(0, &order).expect("order");
    assert!(!legal(new.as_ref(), 0).contains(&clear));
    let refused = new.apply(0, &clear).expect_err("the 17th");
    assert_eq!(refused.rule.as_deref(), Some("TAKEBACK-1"));

    // A dl-engine-2 game (stored before TAKEBACK-1) goes on without the bound (issue #33).
    let mut old = new_game(GameKind::DungeonLords, &json!({}), 2, 7).expect("game");
    old.use_rules_of("dl-engine-2/dl-catalog-1")
        .expect("dl-engine-2 runs");
    assert_eq!(old.version_stamp(), "dl-engine-2/dl-catalog-1");
    let order = to_a_take_back(old.as_mut());
    for _ in 1..40 {
        old.apply(0, &order).expect("order");
        old.apply(0, &clear).expect("unbounded take-backs");
    }
    // The stamp names rules this build runs, the catalog included, and a game's rules never
    // change once it has begun.
    assert!(old.use_rules_of("dl-engine-3/dl-catalog-1").is_err());
    let mut fresh = new_game(GameKind::DungeonLords, &json!({}), 2, 7).expect("game");
    for stamp in [
        "dl-engine-1/dl-catalog-1",
        "dl-engine-4/dl-catalog-1",
        "dl-engine-2/dl-catalog-9",
        "dl-engine-2",
        "",
    ] {
        assert!(fresh.use_rules_of(stamp).is_err(), "{stamp}");
    }
    assert_eq!(fresh.version_stamp(), "dl-engine-3/dl-catalog-1");
    fresh
        .use_rules_of("dl-engine-3/dl-catalog-1")
        .expect("its own stamp");
}

/// What the server does with a command — check it (keeping the proof), store it, play the proof
/// — gives the same game as `apply`, for both hosted games; `place` says what the spectator's view
/// says about where the game stands; a proof handed to another kind of game is refused.
#[test]
fn a_checked_command_plays_like_apply_and_place_matches_the_view() {
    for kind in [GameKind::DungeonLords, GameKind::WelcomeToTheDungeon] {
        let mut game = new_game(kind, &json!({}), 3, 9).expect("valid options");
        let mut twin = new_game(kind, &json!({}), 3, 9).expect("valid options");
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut steps = 0;
        while !game.is_finished() {
            steps += 1;
            assert!(steps < 20_000, "game did not end");
            let spectator = game.view(Viewer::Spectator);
            let place = game.place();
            for key in ["year", "season", "phase", "round"] {
                assert_eq!(place.get(key), spectator.get(key), "{key} at step {steps}");
            }
            assert_eq!(
                place.get("combat").and_then(|c| c.get("round")),
                spectator.get("combat").and_then(|c| c.get("round")),
                "combat round at step {steps}"
            );
            let seat = *waiting(&spectator).choose(&mut rng).expect("someone owes");
            let view = game.view(Viewer::Seat { seat });
            let legal = view["prompt"]["legal_commands"]
                .as_array()
                .expect("legal")
                .clone();
            let cmd = legal.choose(&mut rng).expect("non-empty").clone();
            let checked = game
                .check_command(seat, &cmd)
                .expect("a listed command is legal");
            game.apply_checked(checked)
                .expect("a fresh proof is played");
            twin.apply(seat, &cmd)
                .expect("a listed command is accepted");
            assert_eq!(game.log_len(), twin.log_len());
        }
        assert_eq!(game.result(), twin.result());
        assert_eq!(
            game.log(Viewer::Spectator, 0),
            twin.log(Viewer::Spectator, 0)
        );
    }
    let dl = new_game(GameKind::DungeonLords, &json!({}), 3, 9).expect("valid options");
    let mut wttd = new_game(GameKind::WelcomeToTheDungeon, &json!({}), 3, 9).expect("valid");
    let seat = waiting(&dl.view(Viewer::Spectator))[0];
    let view = dl.view(Viewer::Seat { seat });
    let cmd = view["prompt"]["legal_commands"][0].clone();
    let proof = dl.check_command(seat, &cmd).expect("legal");
    let refused = wttd.apply_checked(proof).expect_err("another game's proof");
    assert_eq!(refused.code, RejectionCode::Malformed);
}
