//! Writes the longest game record the rules let players make (issue #30, docs/security.md): a
//! 4-seat Dungeon Lords game of easy bots in which every seat, at every orders phase and every
//! combat-planning round, takes its choice back as often as TAKEBACK-1 allows before deciding.
//! `scripts/replay_attack.py` imports it and measures what replaying it costs.
//!
//! ```text
//! cargo run -p server --example padded_record -- [SEED] > record.json
//! ```

use std::collections::HashSet;

use engine::common::Viewer;
use protocol::bots::Level;
use protocol::{new_game, GameKind};
use serde_json::{json, Value};

fn legal(view: &Value) -> Vec<Value> {
    view["prompt"]["legal_commands"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn apply(
    game: &mut Box<dyn protocol::HostedGame>,
    commands: &mut Vec<Value>,
    seat: usize,
    c: Value,
) -> Result<(), String> {
    game.apply(seat, &c)
        .map_err(|r| format!("{c} refused: {}", r.message))?;
    commands.push(json!({ "seat": seat, "command": c }));
    Ok(())
}

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("padded_record: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(11);
    let mut game = new_game(GameKind::DungeonLords, &json!({}), 4, seed)
        .map_err(|e| format!("cannot set up the game: {}", e.message))?;
    let mut commands: Vec<Value> = Vec::new();
    let mut padded = HashSet::new();
    while !game.is_finished() {
        for seat in 0..4 {
            let view = game.view(Viewer::Seat { seat });
            let l = legal(&view);
            let has = |t: &str| l.iter().any(|c| c["type"] == t);
            // Orders: choose one card and take it back; planning: plan something and reset.
            let (pick, undo) = if has("choose_order") && !has("clear_orders") {
                (
                    l.iter().find(|c| c["type"] == "choose_order"),
                    "clear_orders",
                )
            } else if has("finish_planning") && !has("reset_plan") {
                (
                    l.iter()
                        .find(|c| c["type"] == "plan_monster" || c["type"] == "plan_trap"),
                    "reset_plan",
                )
            } else {
                (None, "")
            };
            let Some(pick) = pick.cloned() else {
                continue;
            };
            let key = (
                seat,
                view["year"].clone(),
                view["season"].clone(),
                view["combat"]["round"].clone(),
                undo,
            );
            if !padded.insert(key) {
                continue;
            }
            let kind = pick["type"].clone();
            for _ in 0..engine::dungeon_lords::MAX_TAKEBACKS {
                // As many choices of that kind as the decision takes (orders: two, as the third
                // of the last seat to choose reveals everyone's), then take them all back.
                let mut n = 0;
                while let Some(c) = legal(&game.view(Viewer::Seat { seat }))
                    .into_iter()
                    .find(|c| {
                        c["type"] == kind || (undo == "reset_plan" && c["type"] == "plan_trap")
                    })
                {
                    if undo == "clear_orders" && n == 2 {
                        break;
                    }
                    apply(&mut game, &mut commands, seat, c)?;
                    n += 1;
                }
                apply(&mut game, &mut commands, seat, json!({ "type": undo }))?;
            }
        }
        let view = game.view(Viewer::Spectator);
        let seat = view["waiting_for"][0]
            .as_u64()
            .map(|s| s as usize)
            .ok_or("nobody owes a decision")?;
        let c = game
            .bot_command(seat, Level::Easy, seed ^ commands.len() as u64)
            .ok_or("the bot has no command")?;
        apply(&mut game, &mut commands, seat, c)?;
    }
    eprintln!(
        "padded_record: {} commands, {} log entries",
        commands.len(),
        game.log_len()
    );
    let record = json!({
        "format": "dlo-game-record",
        "format_version": 1,
        "kind": "dungeon-lords",
        "version_stamp": game.version_stamp(),
        "options": {},
        "n_seats": 4,
        "seed": seed.to_string(),
        "players": ["Ann", "Bob", "Cyril", "Dana"],
        "commands": commands,
        "result": game.result(),
    });
    println!("{record}");
    Ok(())
}
