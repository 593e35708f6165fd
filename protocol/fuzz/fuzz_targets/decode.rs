//! Fuzz target: arbitrary bytes through the protocol decoder, as the server reads a WebSocket
//! text frame (`ClientToServer` from JSON text), then a decoded game command into both games.
//!
//! Asserted: no panic; a decoded message encodes and decodes back to itself; `check` and
//! `apply` agree on the command; a rejection leaves the game's views unchanged.
#![no_main]

use engine::common::Viewer;
use libfuzzer_sys::fuzz_target;
use protocol::{new_game, ClientToServer, GameKind, ServerToClient};
use serde_json::Value;

/// Whether a JSON value holds a float, which the default float parser may not read back to
/// exactly the same bits.
fn has_float(v: &Value) -> bool {
    match v {
        Value::Number(n) => n.is_f64(),
        Value::Array(a) => a.iter().any(has_float),
        Value::Object(m) => m.values().any(has_float),
        _ => false,
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = serde_json::from_str::<ServerToClient>(text);
    let Ok(msg) = serde_json::from_str::<ClientToServer>(text) else {
        return;
    };
    let encoded = serde_json::to_string(&msg).expect("a decoded message encodes");
    let back: ClientToServer = serde_json::from_str(&encoded).expect("an encoded message decodes");
    let ClientToServer::Command { command, .. } = &msg else {
        assert_eq!(back, msg);
        return;
    };
    if !has_float(command) {
        assert_eq!(back, msg);
    }
    for kind in GameKind::ALL {
        let Ok(game) = new_game(kind, &Value::Null, 2, 1) else {
            panic!("default options are valid");
        };
        for seat in 0..3 {
            let checked = game.check(seat, command);
            let mut after = game.clone_box();
            let applied = after.apply(seat, command);
            assert_eq!(checked, applied, "check and apply disagree on {command}");
            if applied.is_err() {
                assert_eq!(after.view(Viewer::Spectator), game.view(Viewer::Spectator));
            }
        }
    }
});
