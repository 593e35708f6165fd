//! `simulate`: plays N complete games headless with random bots that see only their own view,
//! and prints games/s, commands per game and a result histogram. Deterministic for a seed.
//!
//! Usage: `simulate [--game dungeon-lords|welcome-to-the-dungeon] [--players 2..4] [--games N]
//!                   [--seed S] [--options JSON]`
//!
//! `simulate --typed [--players 2..4] [--games N] [--seed S] [--views] [--phases]
//! [--digest]` is the engine
//! benchmark: it drives `engine::dungeon_lords::Game` directly (`waiting_for`, `legal_commands`,
//! `apply`) with one seeded RNG, no JSON, and prints games/s on one thread. `--views` also builds
//! every seat's view after each command (what the server does) and reports its cost and its JSON
//! size; `--phases` times each `apply` and reports the mean cost per phase; `--digest` hashes every
//! game's log and result so that two builds can be shown to play the same games.
//!
//! `simulate --help` lists every option; a bad option or value exits with code 2.

use std::collections::BTreeMap;
use std::time::Instant;

use clap::{Parser, ValueEnum};
use engine::common::Viewer;
use protocol::bots::RandomBot;
use protocol::{new_game, GameKind};

/// The server binary's allocator, so engine figures match what the server pays.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use serde_json::Value;

/// Which game to play; the names are the wire ids of [`GameKind`].
#[derive(Clone, Copy, Debug, ValueEnum)]
enum GameArg {
    /// Dungeon Lords.
    DungeonLords,
    /// Welcome to the Dungeon.
    WelcomeToTheDungeon,
}

impl GameArg {
    fn kind(self) -> GameKind {
        match self {
            GameArg::DungeonLords => GameKind::DungeonLords,
            GameArg::WelcomeToTheDungeon => GameKind::WelcomeToTheDungeon,
        }
    }
}

/// Plays many headless games with random bots and prints games/s, commands per game and the
/// winners; `--typed` is the engine benchmark (Dungeon Lords only, no JSON on the hot path).
#[derive(Parser, Debug)]
#[command(name = "simulate", version, args_override_self = true)]
struct Cli {
    /// The game to play.
    #[arg(long, value_enum, default_value = "dungeon-lords")]
    game: GameArg,
    /// Seats per game (2 to 4).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// First game seed; game `i` uses `seed + i`.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Game options as a JSON value, as a lobby sends them (default: none).
    #[arg(long, value_name = "JSON", value_parser = parse_json)]
    options: Option<Value>,
    /// Engine benchmark: drive `engine::dungeon_lords::Game` directly with one seeded RNG.
    #[arg(long)]
    typed: bool,
    /// With --typed: build every seat's view after each command and report its cost and size.
    #[arg(long)]
    views: bool,
    /// With --typed: time each `apply` and report the mean cost per phase.
    #[arg(long)]
    phases: bool,
    /// With --typed: hash every game's log and result, to show two builds play the same games.
    #[arg(long)]
    digest: bool,
}

/// Parses `--options` text as JSON.
fn parse_json(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))
}

/// The run's settings, resolved from [`Cli`].
struct Args {
    game: GameKind,
    players: usize,
    games: u64,
    seed: u64,
    options: Value,
    typed: bool,
    views: bool,
    phases: bool,
    digest: bool,
}

impl From<Cli> for Args {
    fn from(cli: Cli) -> Self {
        Args {
            game: cli.game.kind(),
            players: cli.players,
            games: cli.games,
            seed: cli.seed,
            options: cli.options.unwrap_or(Value::Null),
            typed: cli.typed,
            views: cli.views,
            phases: cli.phases,
            digest: cli.digest,
        }
    }
}

fn main() {
    let args = Args::from(Cli::parse());
    if args.typed {
        if let Err((code, message)) = typed(&args) {
            eprintln!("simulate: {message}");
            std::process::exit(code);
        }
        return;
    }
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

/// The phase a command is applied in, for `--phases`.
fn phase_label(game: &engine::dungeon_lords::Game) -> &'static str {
    use engine::dungeon_lords::Phase;
    match &game.phase {
        Phase::InitialOrders { .. } => "initial_orders",
        Phase::Orders { .. } => "orders",
        Phase::Execute { .. } => "execute",
        Phase::Production { .. } => "production",
        Phase::Payday { .. } => "payday",
        Phase::Taxes { .. } => "taxes",
        Phase::Special(_) => "special",
        Phase::Combat(_) => "combat",
        Phase::Finished(_) => "finished",
    }
}

/// The engine benchmark: typed commands, no JSON on the hot path.
/// # Errors
/// The exit code and message when a game cannot be set up or stalls.
fn typed(args: &Args) -> Result<(), (i32, String)> {
    use engine::dungeon_lords::{Config, Defs, Game, Variant};
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use std::time::Duration;

    if args.game != GameKind::DungeonLords {
        return Err((2, "--typed drives dungeon-lords only".to_string()));
    }
    let config = Config {
        n_players: args.players,
        variant: Variant::Full,
        special_events: true,
        simultaneous: false,
    };
    let defs = Defs::builtin();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let mut commands = 0u64;
    let mut legal_total = 0u64;
    let mut checksum = 0xcbf2_9ce4_8422_2325u64;
    // (count, total time) per phase label, for --phases.
    let mut per_phase: BTreeMap<&'static str, (u64, Duration)> = BTreeMap::new();
    let (mut view_count, mut view_time, mut view_bytes) = (0u64, Duration::ZERO, 0u64);
    let mut view_max_bytes = 0usize;
    let (mut clone_time, mut encode_time, mut enc_samples) = (Duration::ZERO, Duration::ZERO, 0u64);
    let (mut direct_time, mut parts_time) = (Duration::ZERO, Duration::ZERO);
    // Every 97th command is sampled for the JSON figures.
    let mut sample_in = 97u32;
    let start = Instant::now();
    for g in 0..args.games {
        let seed = args.seed.wrapping_add(g);
        let mut game = match Game::new(config.clone(), defs.clone(), seed) {
            Ok(game) => game,
            Err(e) => {
                return Err((2, e.to_string()));
            }
        };
        let mut turn = 0usize;
        while !game.is_finished() {
            let waiting = game.waiting_for();
            let Some(&seat) = waiting.get(turn % waiting.len().max(1)) else {
                return Err((1, format!("game {seed} stalled: nobody owes a decision")));
            };
            turn += 1;
            let legal = game.legal_commands(seat);
            legal_total += legal.len() as u64;
            let Some(cmd) = legal.choose(&mut rng) else {
                return Err((1, format!("game {seed}: seat {seat} has no legal command")));
            };
            let result = if args.phases {
                let label = phase_label(&game);
                let t = Instant::now();
                let r = game.apply(seat, cmd);
                let e = per_phase.entry(label).or_default();
                e.0 += 1;
                e.1 += t.elapsed();
                r
            } else {
                game.apply(seat, cmd)
            };
            if let Err(e) = result {
                return Err((1, format!("game {seed}: listed command refused: {e}")));
            }
            commands += 1;
            if args.views {
                let t = Instant::now();
                for s in 0..args.players {
                    let v = game.view(engine::common::Viewer::Seat { seat: s });
                    checksum = checksum.wrapping_add(v.waiting_for.len() as u64);
                }
                view_time += t.elapsed();
                view_count += args.players as u64;
                sample_in -= 1;
                if sample_in == 0 {
                    sample_in = 97;
                    // Sampled: the JSON size of one seat's view.
                    let v = game.view(engine::common::Viewer::Seat {
                        seat: seat % args.players,
                    });
                    let n = serde_json::to_vec(&v).map(|b| b.len()).unwrap_or(0);
                    view_bytes += n as u64;
                    view_max_bytes = view_max_bytes.max(n);
                    // The server's per-command work besides `apply`, old and new. Before
                    // 7b0fca5: clone the game (validate on a clone), then for every seat
                    // view -> Value -> text. Now: no clone (`check` first), views straight to
                    // text (`HostedGame::view_text`).
                    let t = Instant::now();
                    let copy = game.clone();
                    clone_time += t.elapsed();
                    checksum = checksum.wrapping_add(copy.n_commands as u64);
                    drop(copy);
                    let t = Instant::now();
                    for s in 0..args.players {
                        let v = game.view(engine::common::Viewer::Seat { seat: s });
                        let text = serde_json::to_value(v)
                            .map(|v| v.to_string())
                            .unwrap_or_default();
                        checksum = checksum.wrapping_add(text.len() as u64);
                    }
                    encode_time += t.elapsed();
                    let t = Instant::now();
                    for s in 0..args.players {
                        let v = game.view(engine::common::Viewer::Seat { seat: s });
                        let text = serde_json::to_string(&v).unwrap_or_default();
                        checksum = checksum.wrapping_add(text.len() as u64);
                    }
                    direct_time += t.elapsed();
                    // Now: the views of all seats at once, in shared parts, then each put
                    // together as text (what a whole-view socket is sent).
                    let t = Instant::now();
                    let seats: Vec<engine::common::Viewer> = (0..args.players)
                        .map(|seat| engine::common::Viewer::Seat { seat })
                        .collect();
                    for parts in protocol::games::dungeon_lords::view_parts(&game, &seats) {
                        checksum = checksum.wrapping_add(parts.text().len() as u64);
                    }
                    parts_time += t.elapsed();
                    enc_samples += 1;
                }
            }
        }
        if args.digest {
            // FNV-1a over the whole log and the result: equal digests before and after an
            // optimisation mean the same games were played.
            let mut fnv = |bytes: &[u8]| {
                for &b in bytes {
                    checksum = (checksum ^ b as u64).wrapping_mul(0x100_0000_01b3);
                }
            };
            fnv(&game.n_commands.to_le_bytes());
            // Each line in English, shaped as the log lines were before they became events
            // (`{"public": "…", "private": [seat, "…"]}`), so digests compare across that change.
            for e in &game.log {
                fnv(serde_json::to_string(&game.log_text(e))
                    .unwrap_or_default()
                    .as_bytes());
            }
            fnv(serde_json::to_string(&game.result())
                .unwrap_or_default()
                .as_bytes());
        }
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "typed dungeon-lords  players: {}  games: {}  seed: {}  checksum: {checksum}",
        args.players, args.games, args.seed
    );
    println!("games/s: {:.1}", args.games as f64 / secs);
    println!(
        "commands/game: {:.1}",
        commands as f64 / args.games.max(1) as f64
    );
    println!("commands/s: {:.0}", commands as f64 / secs);
    println!(
        "legal commands/decision: {:.1}",
        legal_total as f64 / commands.max(1) as f64
    );
    if args.views {
        let samples = (commands / 97).max(1);
        println!(
            "view(): {:.2} us each ({} views), JSON {:.0} bytes mean, {} max (sampled)",
            view_time.as_secs_f64() * 1e6 / view_count.max(1) as f64,
            view_count,
            view_bytes as f64 / samples as f64,
            view_max_bytes
        );
        println!(
            "old server path per command (sampled {enc_samples}): Game::clone {:.2} us, {} x (view + to_value + to_string) {:.2} us",
            clone_time.as_secs_f64() * 1e6 / enc_samples.max(1) as f64,
            args.players,
            encode_time.as_secs_f64() * 1e6 / enc_samples.max(1) as f64
        );
        println!(
            "  then: the same {} views serialized straight to text (no Value, no clone): {:.2} us",
            args.players,
            direct_time.as_secs_f64() * 1e6 / enc_samples.max(1) as f64
        );
        println!(
            "  in shared parts (view_parts, then each view's text): {:.2} us",
            parts_time.as_secs_f64() * 1e6 / enc_samples.max(1) as f64
        );
    }
    if args.phases {
        println!("apply() per phase (mean, incl. timer overhead):");
        for (k, (n, t)) in per_phase {
            println!(
                "  {k:<15} {n:>9} commands  {:>8.2} us",
                t.as_secs_f64() * 1e6 / n.max(1) as f64
            );
        }
    }
    Ok(())
}
