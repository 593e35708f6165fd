//! The Welcome to the Dungeon adapter as the server sees it: options parsing, the JSON command
//! and view contract of `HostedGame`, rejections, results and disclosure.

use engine::common::Viewer;
use protocol::{new_game, GameKind, HostedGame, RejectionCode};
use serde_json::{json, Value};

fn game(options: Value, n: usize, seed: u64) -> Box<dyn HostedGame> {
    new_game(GameKind::WelcomeToTheDungeon, &options, n, seed).expect("valid options")
}

fn waiting(g: &dyn HostedGame) -> Vec<usize> {
    let v = g.view(Viewer::Spectator);
    v["waiting_for"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_u64().unwrap() as usize)
        .collect()
}

#[test]
fn unknown_or_ill_typed_options_are_refused() {
    for bad in [
        json!({"colour": "red"}),
        json!({"three_wins": "yes"}),
        json!({"first_hero": "paladin"}),
        json!({"forced_opening_every_round": true}),
        json!([1, 2]),
    ] {
        // RULE SETUP-2 VARIANT-1 VARIANT-2
        assert!(
            new_game(GameKind::WelcomeToTheDungeon, &bad, 2, 1).is_err(),
            "{bad}"
        );
    }
    // RULE SETUP-1
    assert!(new_game(GameKind::WelcomeToTheDungeon, &json!({}), 5, 1).is_err());
    assert!(new_game(GameKind::WelcomeToTheDungeon, &Value::Null, 2, 1).is_ok());
    let g = game(
        json!({"forced_opening": true, "forced_opening_every_round": true, "three_wins": true, "first_hero": "mage"}),
        4,
        1,
    );
    let v = g.view(Viewer::Spectator);
    assert_eq!(v["hero"]["hero"], "mage");
    assert_eq!(v["victory_target"], 3);
    assert_eq!(v["options"]["forced_opening"], "every_round");
    assert_eq!(g.kind(), GameKind::WelcomeToTheDungeon);
    assert_eq!(g.n_seats(), 4);
    assert!(g.version_stamp().starts_with("wttd-engine-1"));
}

#[test]
fn every_view_has_a_prompt_and_waiting_for() {
    let g = game(json!({}), 3, 4);
    let w = waiting(g.as_ref());
    assert_eq!(w.len(), 1);
    for seat in 0..3 {
        let v = g.view(Viewer::Seat { seat });
        assert!(v.get("prompt").is_some() && v.get("waiting_for").is_some());
        if seat == w[0] {
            assert_eq!(
                v["prompt"]["legal_commands"],
                json!([{"type": "draw"}, {"type": "pass"}])
            );
        } else {
            assert!(v["prompt"].is_null());
        }
    }
    assert!(g.view(Viewer::Spectator)["prompt"].is_null());
}

#[test]
fn rejections_carry_a_code_and_a_rule() {
    let mut g = game(json!({}), 2, 5);
    let me = waiting(g.as_ref())[0];
    let other = 1 - me;
    let e = g.apply(other, &json!({"type": "draw"})).unwrap_err();
    // RULE TURN-1
    assert_eq!(e.code, RejectionCode::NotYourTurn);
    assert_eq!(e.rule.as_deref(), Some("TURN-1"));
    let e = g.apply(me, &json!({"type": "add"})).unwrap_err();
    // RULE ADD-1
    assert_eq!(e.code, RejectionCode::RuleViolation);
    assert_eq!(e.rule.as_deref(), Some("ADD-1"));
    for bad in [
        json!({"type": "fly"}),
        json!({"type": "draw", "extra": 1}),
        json!("draw"),
    ] {
        assert_eq!(
            g.apply(me, &bad).expect_err(&bad.to_string()).code,
            RejectionCode::Malformed,
            "{bad}"
        );
    }
    g.apply(me, &json!({"type": "draw"})).unwrap();
    let e = g
        .apply(me, &json!({"type": "sacrifice", "tile": "polymorph_x"}))
        .unwrap_err();
    assert_eq!(e.code, RejectionCode::Malformed);
}

#[test]
fn random_games_through_json_accept_every_listed_command_verbatim() {
    let games: u64 = std::env::var("WTTD_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    for seed in 0..games {
        let n = 2 + (seed % 3) as usize;
        let mut g = game(json!({"forced_opening": seed % 2 == 0}), n, seed);
        let mut x = seed.wrapping_mul(2_654_435_761) | 1;
        let mut log_len = 0;
        while !g.is_finished() {
            assert!(g.result().is_none() && g.full_disclosure().is_none());
            let seat = waiting(g.as_ref())[0];
            let view = g.view(Viewer::Seat { seat });
            let legal = view["prompt"]["legal_commands"].as_array().unwrap().clone();
            for cmd in &legal {
                // RULE ENGINE-2
                assert!(g.clone_box().apply(seat, cmd).is_ok(), "{cmd}");
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            g.apply(seat, &legal[(x % legal.len() as u64) as usize])
                .unwrap();
            let new = g.log(Viewer::Spectator, log_len);
            for (i, e) in new.iter().enumerate() {
                assert_eq!(e["index"], json!(log_len + i));
                assert!(e["text"].is_string());
            }
            log_len = g.log_len();
        }
        let result = g.result().unwrap();
        let winner = result["winner"].as_u64().unwrap();
        assert_eq!(result["ranking"][0], json!(winner));
        assert_eq!(result["players"].as_array().unwrap().len(), n);
        assert!(g.full_disclosure().is_some());
        let e = g
            .apply(winner as usize, &json!({"type": "pass"}))
            .unwrap_err();
        // RULE WIN-3
        assert_eq!(e.code, RejectionCode::GameOver);
    }
}
