//! The golden Dungeon Lords log: one bot game (3 players, full game, special events, seed 20)
//! played to its end, its whole log as seat 0 reads it on the wire, in
//! `web-client/tests/data/dl-golden-log.json`. The web client's tests render that file in
//! English, Czech and Polish (`web-client/tests/log-golden.test.mjs`); this test keeps it true
//! to the engine. After a deliberate change to the log, rewrite it with
//! `DLO_UPDATE_GOLDEN=1 cargo test -p protocol --test dl_log_golden` and review the diff.

use engine::common::Viewer;
use protocol::bots::Level;
use protocol::{new_game, GameKind, HostedGame};
use serde_json::{json, Value};

const SEED: u64 = 20;
const PLAYERS: usize = 3;

fn golden_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../web-client/tests/data/dl-golden-log.json")
}

/// Plays the golden game with normal bots in every seat; returns the finished game.
fn play() -> Box<dyn HostedGame> {
    let options = json!({"variant": "full", "special_events": true});
    let mut game = new_game(GameKind::DungeonLords, &options, PLAYERS, SEED).expect("setup");
    let mut step = 0u64;
    while !game.is_finished() {
        assert!(step < 5_000, "the golden game did not end");
        let waiting: Vec<usize> = game.view(Viewer::Spectator)["waiting_for"]
            .as_array()
            .map(|w| {
                w.iter()
                    .filter_map(Value::as_u64)
                    .map(|s| s as usize)
                    .collect()
            })
            .unwrap_or_default();
        let seat = waiting[(step as usize) % waiting.len()];
        let seed = SEED.wrapping_mul(1_000_003).wrapping_add(step);
        let command = game
            .bot_command(seat, Level::Normal, seed)
            .expect("a bot decision");
        game.apply(seat, &command)
            .expect("bots play legal commands");
        step += 1;
    }
    game
}

/// The file's text: a header object, then one entry per line (reviewable diffs).
fn golden_text(game: &dyn HostedGame) -> String {
    let log = game.log(Viewer::Seat { seat: 0 }, 0);
    let names: Vec<String> = ["Alena", "Bohdan", "Celina"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut out = String::from("{\"seed\": ");
    out.push_str(&format!(
        "{SEED}, \"players\": {PLAYERS}, \"viewer\": 0, \"names\": {},\n\"log\": [\n",
        serde_json::to_string(&names).expect("names")
    ));
    for (i, e) in log.iter().enumerate() {
        out.push_str(&serde_json::to_string(e).expect("entry"));
        out.push_str(if i + 1 < log.len() { ",\n" } else { "\n" });
    }
    out.push_str("],\n\"english\": [\n");
    let english = game.log_english(Viewer::Seat { seat: 0 });
    for (i, l) in english.iter().enumerate() {
        out.push_str(&serde_json::to_string(l).expect("line"));
        out.push_str(if i + 1 < english.len() { ",\n" } else { "\n" });
    }
    out.push_str("]}\n");
    out
}

#[test]
fn the_golden_log_file_is_the_engines_log_of_the_golden_game() {
    let game = play();
    let text = golden_text(game.as_ref());
    let path = golden_path();
    if std::env::var_os("DLO_UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &text).expect("write the golden log");
        return;
    }
    let stored = std::fs::read_to_string(&path).expect("the golden log file");
    assert!(
        stored == text,
        "{} differs from the engine's log of the golden game; if the change is deliberate, \
         rewrite it with DLO_UPDATE_GOLDEN=1 and review the diff",
        path.display()
    );
}

#[test]
fn every_entry_of_the_golden_game_is_an_event_with_its_cards_named() {
    let game = play();
    for viewer in [Viewer::Seat { seat: 0 }, Viewer::Spectator] {
        let log = game.log(viewer, 0);
        assert_eq!(log.len(), game.log_len(), "one entry per index");
        for e in &log {
            let ev = &e["event"];
            assert!(ev["kind"].is_string(), "{e}");
            // Every card an event names carries its catalog id (no `{"card": …}` left over).
            let text = ev.to_string();
            assert!(
                !text.contains("\"card\":\"") || text.contains("\"def\""),
                "{e}"
            );
            assert!(
                !text.contains("\"def\":\"\""),
                "a card without its catalog id: {e}"
            );
        }
        // The English rendering has one line per entry and never falls back to a number.
        let english = game.log_english(viewer);
        assert_eq!(english.len(), log.len());
        assert!(english.iter().all(|l| !l.contains("card #")), "{english:?}");
    }
}
