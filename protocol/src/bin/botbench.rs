//! `botbench`: plays many headless games between bots, exactly as the server drives them
//! (`HostedGame::bot_command`, which hands each bot its own seat's view only), and prints the
//! tested bot's win rate and mean score with 95% confidence intervals, the others' mean score,
//! and the decision time (p50, p99, max) of the tested bot on this one thread.
//!
//! Example: `botbench --game dungeon-lords --games 500 --bot hard --field random`
//! (`--field` is `random`, `easy`, `normal` or `hard`; the tested bot's seat rotates).
//! Every command a bot sends goes through `apply`; a refused one is counted and reported as
//! illegal, and the run fails.

use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};
use engine::common::Viewer;
use protocol::bots::dungeon_lords::Tuning;
use protocol::bots::{Level, RandomBot};
use protocol::{new_game, GameKind, HostedGame};
use serde_json::Value;

/// The server binary's allocator, so timings match what the server pays.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Which game the bench plays.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum GameArg {
    /// Dungeon Lords (full game, special events).
    DungeonLords,
    /// Welcome to the Dungeon.
    Welcome,
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum PlayerArg {
    /// Uniform among the legal commands of its view.
    Random,
    /// `Level::Easy`.
    Easy,
    /// `Level::Normal`.
    Normal,
    /// `Level::Hard`.
    Hard,
    /// `Level::Hard` as issue 18 left it: Dungeon Lords with its one-step combat heuristics,
    /// Welcome without the other raider's stakes and Polymorph in its raid model.
    HardClassic,
}

impl PlayerArg {
    fn level(self) -> Option<Level> {
        match self {
            PlayerArg::Random => None,
            PlayerArg::Easy => Some(Level::Easy),
            PlayerArg::Normal => Some(Level::Normal),
            PlayerArg::Hard | PlayerArg::HardClassic => Some(Level::Hard),
        }
    }
}

/// Bot benchmark: win rates, scores and decision times over many headless games.
#[derive(Parser, Debug)]
#[command(name = "botbench", version)]
struct Args {
    /// The game.
    #[arg(long, value_enum, default_value = "dungeon-lords")]
    game: GameArg,
    /// Number of games.
    #[arg(long, default_value_t = 200)]
    games: u64,
    /// Seats per game.
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// The bot under test (one seat, rotating with the game number).
    #[arg(long, value_enum, default_value = "hard")]
    bot: PlayerArg,
    /// Who fills the other seats.
    #[arg(long, value_enum, default_value = "random")]
    field: PlayerArg,
    /// First game seed; game `i` uses `seed + i`.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop a game after this many commands (a stalled game is reported as an error).
    #[arg(long, default_value_t = 20_000)]
    max_commands: u64,
    /// Dungeon Lords weights for every hard bot (`b0,…,b7,dig1,dig2,traps`, then optionally
    /// `combat,defence,trap_room,evil,plan,set,year_card,hand_slot,title,dig_tax`; see
    /// `bots::dungeon_lords::Tuning`); the other levels keep the defaults.
    #[arg(long, value_name = "WEIGHTS", value_parser = Tuning::parse)]
    tune: Option<Tuning>,
    /// Print the tested seat's game log of every game (for tuning; use with few games).
    #[arg(long)]
    trace: bool,
    /// Write one line per game (`seed won score others conquered`) to this file, for a later
    /// `--compare`.
    #[arg(long, value_name = "FILE")]
    games_out: Option<std::path::PathBuf>,
    /// Compare game by game with a `--games-out` file of another run on the same seeds: the
    /// mean paired difference (this run minus that one) of wins, score margin and conquered
    /// points, with 95% confidence intervals (the same deals on both sides, so the intervals
    /// are much narrower than comparing the two runs' own intervals).
    #[arg(long, value_name = "FILE")]
    compare: Option<std::path::PathBuf>,
}

/// One finished game from the tested seat's side.
struct Outcome {
    /// Sole or shared winner.
    won: bool,
    /// Won together with others.
    shared: bool,
    /// Its score (Dungeon Lords points; Welcome: victory cards).
    score: f64,
    /// Mean of the other seats' scores.
    others: f64,
    /// Dungeon Lords: the tested seat's score sheet, line by line.
    sheet: Vec<(String, f64)>,
}

/// Reads the tested seat's outcome from the game's JSON result.
fn outcome(kind: GameKind, result: &Value, seat: usize) -> Option<Outcome> {
    match kind {
        GameKind::DungeonLords => {
            let winners: Vec<u64> = result
                .get("winners")?
                .as_array()?
                .iter()
                .filter_map(Value::as_u64)
                .collect();
            let totals: Vec<f64> = result
                .get("sheets")?
                .as_array()?
                .iter()
                .filter_map(|s| s.get("total").and_then(Value::as_f64))
                .collect();
            let score = *totals.get(seat)?;
            let sheet = result
                .get("sheets")?
                .as_array()?
                .get(seat)?
                .as_object()?
                .iter()
                .filter(|(k, _)| k.as_str() != "seat")
                .filter_map(|(k, v)| Some((k.clone(), v.as_f64()?)))
                .collect();
            let n_others = totals.len().saturating_sub(1).max(1) as f64;
            let others = (totals.iter().sum::<f64>() - score) / n_others;
            Some(Outcome {
                won: winners.contains(&(seat as u64)),
                shared: winners.len() > 1 && winners.contains(&(seat as u64)),
                score,
                others,
                sheet,
            })
        }
        GameKind::WelcomeToTheDungeon => {
            let table = result.get("players")?.as_array()?;
            let winner = table
                .iter()
                .find(|r| r.get("place").and_then(Value::as_u64) == Some(1))
                .and_then(|r| r.get("seat"))
                .and_then(Value::as_u64)?;
            let victories = |r: &Value| r.get("victories").and_then(Value::as_f64).unwrap_or(0.0);
            let mine = table
                .iter()
                .find(|r| r.get("seat").and_then(Value::as_u64) == Some(seat as u64))?;
            let score = victories(mine);
            let n_others = table.len().saturating_sub(1).max(1) as f64;
            let others = (table.iter().map(victories).sum::<f64>() - score) / n_others;
            Some(Outcome {
                won: winner == seat as u64,
                shared: false,
                score,
                others,
                sheet: vec![],
            })
        }
    }
}

/// Wilson score interval for `k` successes in `n` trials at 95%.
fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (centre - half, centre + half)
}

/// Mean and the half-width of its 95% confidence interval (normal approximation).
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n < 2.0 {
        return (xs.first().copied().unwrap_or(0.0), 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// Prints the paired differences between this run's games and those of a `--games-out` file
/// (games matched by seed; lines that do not parse are skipped).
fn compare(mine: &[(u64, f64, f64, f64, f64)], other: &str) {
    let theirs: std::collections::HashMap<u64, [f64; 4]> = other
        .lines()
        .filter_map(|l| {
            let xs: Vec<&str> = l.split_whitespace().collect();
            let seed = xs.first()?.parse().ok()?;
            let mut v = [0.0; 4];
            for (slot, x) in v.iter_mut().zip(xs.get(1..5)?) {
                *slot = x.parse().ok()?;
            }
            Some((seed, v))
        })
        .collect();
    let (mut dw, mut dm, mut dc) = (vec![], vec![], vec![]);
    for (seed, w, s, o, c) in mine {
        if let Some([w2, s2, o2, c2]) = theirs.get(seed) {
            dw.push(w - w2);
            dm.push((s - o) - (s2 - o2));
            dc.push(c - c2);
        }
    }
    let (w, wh) = mean_ci(&dw);
    let (m, mh) = mean_ci(&dm);
    let (c, ch) = mean_ci(&dc);
    println!(
        "paired with the other run over {} games (this minus that, 95% CI): win rate {:+.1} ± {:.1} points, score margin {m:+.2} ± {mh:.2}, conquered {c:+.2} ± {ch:.2}",
        dw.len(),
        100.0 * w,
        100.0 * wh
    );
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted.get(i).copied().unwrap_or(Duration::ZERO)
}

/// Plays one game; returns the outcome for `tested`, and adds the tested bot's decision times.
fn play(
    args: &Args,
    kind: GameKind,
    seed: u64,
    tested: usize,
    times: &mut Vec<Duration>,
    illegal: &mut u64,
) -> Result<Outcome, String> {
    let mut game: Box<dyn HostedGame> =
        new_game(kind, &Value::Null, args.players, seed).map_err(|e| e.message)?;
    let mut step = 0u64;
    while !game.is_finished() {
        if step >= args.max_commands {
            return Err(format!("game {seed} did not end after {step} commands"));
        }
        let waiting = game.view(Viewer::Spectator)["waiting_for"]
            .as_array()
            .map(|w| w.iter().filter_map(Value::as_u64).collect::<Vec<_>>())
            .unwrap_or_default();
        let Some(&seat) = waiting.get((step as usize) % waiting.len().max(1)) else {
            return Err(format!("game {seed} stalled: nobody owes a decision"));
        };
        let seat = seat as usize;
        let who = if seat == tested { args.bot } else { args.field };
        // Each decision gets its own seed from the game seed, seat and step, as the server does.
        let decision_seed = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(step.wrapping_mul(31))
            .wrapping_add(seat as u64);
        let command = match who.level() {
            Some(level) => {
                protocol::bots::dungeon_lords::set_classic_combat(who == PlayerArg::HardClassic);
                protocol::bots::welcome::set_classic(who == PlayerArg::HardClassic);
                let t = Instant::now();
                let c = game.bot_command(seat, level, decision_seed);
                if seat == tested {
                    times.push(t.elapsed());
                }
                c
            }
            None => RandomBot::new(decision_seed).choose(&game.view(Viewer::Seat { seat })),
        };
        let Some(command) = command else {
            return Err(format!(
                "game {seed}: seat {seat} owes a decision but chose nothing"
            ));
        };
        if let Err(r) = game.apply(seat, &command) {
            *illegal += 1;
            return Err(format!(
                "game {seed}: seat {seat} ({who:?}) sent an illegal command {command}: {}",
                r.message
            ));
        }
        step += 1;
    }
    if args.trace {
        for line in game.log_english(Viewer::Seat { seat: tested }) {
            println!("{line}");
        }
    }
    let result = game.result().ok_or("finished game without a result")?;
    if args.trace {
        println!("{result}");
    }
    outcome(kind, &result, tested).ok_or_else(|| format!("game {seed}: unreadable result"))
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    let kind = match args.game {
        GameArg::DungeonLords => GameKind::DungeonLords,
        GameArg::Welcome => GameKind::WelcomeToTheDungeon,
    };
    if let Some(t) = args.tune.clone() {
        if let Err(e) = protocol::bots::dungeon_lords::set_hard_tuning(t) {
            eprintln!("bad --tune: {e}");
            return std::process::ExitCode::FAILURE;
        }
    }
    let (mut wins, mut shared, mut illegal, mut errors) = (0u64, 0u64, 0u64, 0u64);
    let (mut scores, mut others) = (vec![], vec![]);
    let mut times = vec![];
    let mut sheet_lines: Vec<(String, Vec<f64>)> = vec![];
    // Per game: seed, won, score, others' mean, conquered points.
    let mut per_game: Vec<(u64, f64, f64, f64, f64)> = vec![];
    let start = Instant::now();
    for g in 0..args.games {
        let seed = args.seed.wrapping_add(g);
        let tested = (g as usize) % args.players.max(1);
        match play(&args, kind, seed, tested, &mut times, &mut illegal) {
            Ok(o) => {
                let conquered = o
                    .sheet
                    .iter()
                    .find(|(k, _)| k == "conquered")
                    .map_or(0.0, |(_, v)| *v);
                per_game.push((
                    seed,
                    f64::from(u8::from(o.won)),
                    o.score,
                    o.others,
                    conquered,
                ));
                wins += u64::from(o.won);
                shared += u64::from(o.shared);
                scores.push(o.score);
                others.push(o.others);
                for (k, v) in o.sheet {
                    match sheet_lines.iter_mut().find(|(name, _)| *name == k) {
                        Some(e) => e.1.push(v),
                        None => sheet_lines.push((k, vec![v])),
                    }
                }
            }
            Err(e) => {
                errors += 1;
                eprintln!("error: {e}");
            }
        }
    }
    let n = scores.len() as u64;
    let (lo, hi) = wilson(wins, n);
    let (mean, half) = mean_ci(&scores);
    let (omean, ohalf) = mean_ci(&others);
    times.sort_unstable();
    println!(
        "game {:?}, {} players, {:?} vs {} x {:?}, {} games (seeds {}..{}), {:.1}s",
        args.game,
        args.players,
        args.bot,
        args.players.saturating_sub(1),
        args.field,
        n,
        args.seed,
        args.seed.wrapping_add(args.games),
        start.elapsed().as_secs_f64()
    );
    println!(
        "win rate {:.1}% (95% CI {:.1}-{:.1}%), {} wins of which {} shared; chance {:.1}%",
        100.0 * wins as f64 / n.max(1) as f64,
        100.0 * lo,
        100.0 * hi,
        wins,
        shared,
        100.0 / args.players.max(1) as f64
    );
    println!("mean score {mean:.2} ± {half:.2}; the other seats {omean:.2} ± {ohalf:.2} (95% CI)");
    println!(
        "decision time over {} decisions: p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times.last().copied().unwrap_or(Duration::ZERO)
    );
    if !sheet_lines.is_empty() {
        let lines: Vec<String> = sheet_lines
            .iter()
            .map(|(k, v)| {
                let (m, h) = mean_ci(v);
                format!("{k} {m:.2} ± {h:.2}")
            })
            .collect();
        println!(
            "tested seat's mean score sheet (95% CI): {}",
            lines.join(", ")
        );
    }
    println!("illegal commands {illegal}, failed games {errors}");
    if let Some(path) = &args.games_out {
        let text: String = per_game
            .iter()
            .map(|(seed, w, s, o, c)| format!("{seed} {w} {s} {o} {c}\n"))
            .collect();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("cannot write {}: {e}", path.display());
            return std::process::ExitCode::FAILURE;
        }
    }
    if let Some(path) = &args.compare {
        match std::fs::read_to_string(path) {
            Ok(text) => compare(&per_game, &text),
            Err(e) => {
                eprintln!("cannot read {}: {e}", path.display());
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    if illegal > 0 || errors > 0 {
        std::process::ExitCode::FAILURE
    } else {
        std::process::ExitCode::SUCCESS
    }
}
