//! `simulate`: plays N complete games headless with random bots that see only their own view,
//! and prints games/s, commands per game and a result histogram. Deterministic for a seed.
//!
//! Usage: `simulate [--game dungeon-lords|welcome-to-the-dungeon] [--players 2..4] [--games N]
//!                   [--seed S] [--options JSON]`

use std::collections::BTreeMap;
use std::time::Instant;

use engine::common::Viewer;
use protocol::bot::RandomBot;
use protocol::{new_game, GameKind};
use serde_json::Value;

struct Args {
    game: GameKind,
    players: usize,
    games: u64,
    seed: u64,
    options: Value,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        game: GameKind::DungeonLords,
        players: 4,
        games: 100,
        seed: 1,
        options: Value::Null,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        let val = argv
            .get(i + 1)
            .cloned()
            .ok_or_else(|| format!("{} needs a value", argv[i]))?;
        match argv[i].as_str() {
            "--game" => {
                a.game = serde_json::from_value(Value::String(val.clone()))
                    .map_err(|_| format!("unknown game {val}"))?
            }
            "--players" => a.players = val.parse().map_err(|_| "bad --players".to_string())?,
            "--games" => a.games = val.parse().map_err(|_| "bad --games".to_string())?,
            "--seed" => a.seed = val.parse().map_err(|_| "bad --seed".to_string())?,
            "--options" => {
                a.options = serde_json::from_str(&val).map_err(|e| format!("bad --options: {e}"))?
            }
            other => return Err(format!("unknown argument {other}")),
        }
        i += 2;
    }
    Ok(a)
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("simulate: {e}");
            std::process::exit(2);
        }
    };
    let start = Instant::now();
    let mut commands = 0u64;
    let mut winners: BTreeMap<String, u64> = BTreeMap::new();
    for g in 0..args.games {
        let seed = args.seed.wrapping_add(g);
        let mut game = match new_game(args.game, &args.options, args.players, seed) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("simulate: {e}");
                std::process::exit(2);
            }
        };
        let mut bots: Vec<RandomBot> = (0..args.players)
            .map(|s| RandomBot::new(seed.wrapping_mul(31).wrapping_add(s as u64)))
            .collect();
        let mut turn = 0usize;
        while !game.is_finished() {
            let spectator = game.view(Viewer::Spectator);
            let waiting: Vec<usize> = spectator
                .get("waiting_for")
                .and_then(Value::as_array)
                .map(|v| {
                    v.iter()
                        .filter_map(Value::as_u64)
                        .map(|s| s as usize)
                        .collect()
                })
                .unwrap_or_default();
            let Some(&seat) = waiting.get(turn % waiting.len().max(1)) else {
                eprintln!("simulate: game {seed} stalled: nobody owes a decision");
                std::process::exit(1);
            };
            turn += 1;
            let view = game.view(Viewer::Seat { seat });
            let Some(cmd) = bots[seat].choose(&view) else {
                eprintln!("simulate: game {seed}: seat {seat} has an empty prompt");
                std::process::exit(1);
            };
            if let Err(e) = game.apply(seat, &cmd) {
                eprintln!(
                    "simulate: game {seed}: listed command refused: {}",
                    e.message
                );
                std::process::exit(1);
            }
            commands += 1;
        }
        let key = game
            .result()
            .and_then(|r| r.get("winners").cloned())
            .map(|w| w.to_string())
            .unwrap_or_else(|| "none".into());
        *winners.entry(key).or_default() += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "game: {}  players: {}  games: {}  seed: {}",
        args.game.id(),
        args.players,
        args.games,
        args.seed
    );
    println!("games/s: {:.1}", args.games as f64 / secs.max(1e-9));
    println!(
        "commands/game: {:.1}",
        commands as f64 / args.games.max(1) as f64
    );
    println!("commands/s: {:.0}", commands as f64 / secs.max(1e-9));
    println!("winners (seats):");
    for (k, v) in winners {
        println!("  {k}: {v}");
    }
}
