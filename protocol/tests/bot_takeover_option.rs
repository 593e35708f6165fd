//! The lobby option for the level of the bot that takes over an absent player's seat (issue 35
//! item 4): hard unless the host chose otherwise, checked when the game is made and never passed
//! to the game's own options.

use protocol::bots::Level;
use protocol::{new_game, takeover_level, GameKind};
use serde_json::json;

#[test]
fn takeover_level_is_hard_unless_the_host_chose_another() {
    assert_eq!(takeover_level(&json!(null)).ok(), Some(Level::Hard));
    assert_eq!(takeover_level(&json!({})).ok(), Some(Level::Hard));
    assert_eq!(
        takeover_level(&json!({"variant": "full"})).ok(),
        Some(Level::Hard)
    );
    for level in Level::ALL {
        assert_eq!(
            takeover_level(&json!({"takeover_bot": level.as_str()})).ok(),
            Some(level)
        );
    }
    assert!(takeover_level(&json!({"takeover_bot": "expert"})).is_err());
    assert!(takeover_level(&json!({"takeover_bot": 3})).is_err());
}

#[test]
fn both_games_accept_the_option_and_refuse_a_bad_level() {
    for kind in [GameKind::DungeonLords, GameKind::WelcomeToTheDungeon] {
        assert!(new_game(kind, &json!({"takeover_bot": "easy"}), 4, 1).is_ok());
        assert!(new_game(kind, &json!({"takeover_bot": "normal"}), 4, 1).is_ok());
        assert!(new_game(kind, &json!({"takeover_bot": "expert"}), 4, 1).is_err());
    }
    assert!(new_game(
        GameKind::DungeonLords,
        &json!({"variant": "full", "special_events": true, "takeover_bot": "hard"}),
        4,
        1
    )
    .is_ok());
    // The game's own options are still checked.
    assert!(new_game(
        GameKind::DungeonLords,
        &json!({"takeover_bot": "hard", "bogus": 1}),
        4,
        1
    )
    .is_err());
}
