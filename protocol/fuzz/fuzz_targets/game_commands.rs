//! Fuzz target: an arbitrary command, as JSON, sent by an arbitrary seat to an arbitrary reachable
//! state of either game, through the path the server takes (`HostedGame::check`, then `apply`).
//!
//! The state is derived from the input: game, seats, options and seed, then a number of random
//! legal steps drawn with an RNG seeded from the input. The command is raw JSON text, or a
//! command one of the seats is offered with one field replaced or one field added. Asserted: no
//! panic; `check` and `apply` agree; a rejection changes no view and no log; an accepted command
//! is one the seat's `legal_commands` listed (absent optional fields read as null).
#![no_main]

use arbitrary::Arbitrary;
use engine::common::Viewer;
use engine::dungeon_lords::{Command as DlCommand, Game as DlGame};
use libfuzzer_sys::fuzz_target;
use protocol::games::dungeon_lords;
use protocol::{new_game, GameKind, HostedGame};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Map, Number, Value};

/// The most random legal steps taken before the fuzzed command (enough to reach year two's
/// combat in a two-player Dungeon Lords game, and the end of most Welcome games).
const MAX_STEPS: u16 = 2_500;

#[derive(Debug, Arbitrary)]
struct Input {
    welcome: bool,
    n_seats: u8,
    options: u8,
    seed: u64,
    steps: u16,
    seat: u8,
    command: Fuzzed,
}

#[derive(Debug, Arbitrary)]
enum Fuzzed {
    /// Raw JSON text, as a client could send it.
    Text(String),
    /// An offered command with one field (by sorted key order, `type` included) replaced.
    Tweaked { pick: u16, field: u8, value: Leaf },
    /// An offered command with one more field.
    Extra { pick: u16, key: String, value: Leaf },
}

#[derive(Debug, Arbitrary)]
enum Leaf {
    Null,
    Bool(bool),
    Int(i64),
    Small(u8),
    Float(f64),
    Str(String),
    Pos { row: i64, col: i64 },
    Array(Vec<i64>),
}

impl Leaf {
    fn json(&self) -> Value {
        match self {
            Leaf::Null => Value::Null,
            Leaf::Bool(b) => json!(b),
            Leaf::Int(i) => json!(i),
            Leaf::Small(n) => json!(n),
            Leaf::Float(f) => Number::from_f64(*f).map_or(Value::Null, Value::Number),
            Leaf::Str(s) => json!(s),
            Leaf::Pos { row, col } => json!({"row": row, "col": col}),
            Leaf::Array(v) => json!(v),
        }
    }
}

fn options(welcome: bool, bits: u8) -> Value {
    let bit = |i: u8| bits & (1 << i) != 0;
    if welcome {
        let hero = ["random", "knight", "barbarian", "mage", "rogue"][usize::from(bits >> 4) % 5];
        json!({
            "forced_opening": bit(0),
            "forced_opening_every_round": bit(0) && bit(1),
            "three_wins": bit(2),
            "first_hero": hero,
        })
    } else {
        let first_game = bit(0);
        json!({
            "variant": if first_game { "first_game" } else { "full" },
            "special_events": !first_game && !bit(1),
            "simultaneous": bit(2),
        })
    }
}

fn legal(view: &Value) -> Vec<Value> {
    view.get("prompt")
        .and_then(|p| p.get("legal_commands"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}

fn waiting_for(view: &Value) -> Vec<usize> {
    view.get("waiting_for")
        .and_then(Value::as_array)
        .map(|v| {
            v.iter()
                .filter_map(Value::as_u64)
                .map(|s| s as usize)
                .collect()
        })
        .unwrap_or_default()
}

/// A command with its null fields dropped: `{"type":"hire","monster":5}` is the offered
/// `{"type":"hire","monster":5,"pay_trap":null,"feed":null}`.
fn normal(cmd: &Value) -> Value {
    match cmd {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect::<Map<_, _>>(),
        ),
        other => other.clone(),
    }
}

fn viewers(n: usize) -> Vec<Viewer> {
    let mut out: Vec<Viewer> = (0..n).map(|seat| Viewer::Seat { seat }).collect();
    out.push(Viewer::Spectator);
    out
}

/// Whether a command only takes back earlier choices; the walk skips them when there is anything
/// else to do, so it goes forward.
fn is_take_back(cmd: &Value) -> bool {
    matches!(cmd["type"].as_str(), Some("clear_orders" | "reset_plan"))
}

/// Picks a forward command from `offered`, or a take-back when that is all there is.
fn choose_forward<'a>(offered: &'a [Value], rng: &mut ChaCha8Rng) -> Option<&'a Value> {
    let forward: Vec<&Value> = offered.iter().filter(|c| !is_take_back(c)).collect();
    forward.choose(rng).copied().or_else(|| offered.choose(rng))
}

/// Plays up to `steps` random legal commands, choosing among the prompt's `legal_commands`.
fn walk(game: &mut dyn HostedGame, steps: u16, rng: &mut ChaCha8Rng) {
    for _ in 0..steps.min(MAX_STEPS) {
        if game.is_finished() {
            return;
        }
        let waiting = waiting_for(&game.view(Viewer::Spectator));
        let Some(&seat) = waiting.choose(rng) else {
            panic!("an unfinished game waits for nobody");
        };
        let offered = legal(&game.view(Viewer::Seat { seat }));
        let Some(cmd) = choose_forward(&offered, rng).cloned() else {
            panic!("seat {seat} is waited for but offered nothing");
        };
        if let Err(e) = game.apply(seat, &cmd) {
            panic!("offered command {cmd} refused: {e:?}");
        }
    }
}

/// The same walk for Dungeon Lords, choosing from the engine's typed legal list (building a JSON
/// view per step would cost most of each execution); every step still goes into the hosted game
/// as JSON.
fn walk_dungeon_lords(
    game: &mut dyn HostedGame,
    options: &Value,
    n: usize,
    seed: u64,
    steps: u16,
    rng: &mut ChaCha8Rng,
) {
    let Ok(options) = serde_json::from_value::<dungeon_lords::Options>(options.clone()) else {
        panic!("the hosted game accepted options the engine refuses");
    };
    let Ok(mut typed) = DlGame::new(options.config(n), dungeon_lords::defs(), seed) else {
        panic!("the hosted game accepted a setup the engine refuses");
    };
    for _ in 0..steps.min(MAX_STEPS) {
        if typed.is_finished() {
            break;
        }
        let Some(&seat) = typed.waiting_for().choose(rng) else {
            panic!("an unfinished game waits for nobody");
        };
        let offered: Vec<Value> = typed
            .legal_commands(seat)
            .iter()
            .filter_map(|c| serde_json::to_value(c).ok())
            .collect();
        let Some(cmd) = choose_forward(&offered, rng).cloned() else {
            panic!("seat {seat} is waited for but offered nothing");
        };
        let Ok(typed_cmd) = serde_json::from_value::<DlCommand>(cmd.clone()) else {
            panic!("an offered command does not read back: {cmd}");
        };
        if let Err(e) = typed.apply(seat, &typed_cmd) {
            panic!("offered command {cmd} refused by the engine: {e:?}");
        }
        if let Err(e) = game.apply(seat, &cmd) {
            panic!("offered command {cmd} refused: {e:?}");
        }
    }
    assert_eq!(game.is_finished(), typed.is_finished());
}

fn fuzzed_command(input: &Input, offered: &[Value]) -> Option<Value> {
    let pick = |p: u16| offered.get(usize::from(p) % offered.len().max(1)).cloned();
    match &input.command {
        Fuzzed::Text(text) => serde_json::from_str(text).ok(),
        Fuzzed::Tweaked {
            pick: p,
            field,
            value,
        } => {
            let mut cmd = pick(*p)?;
            if let Value::Object(m) = &mut cmd {
                let keys: Vec<String> = m.keys().cloned().collect();
                let key = keys.get(usize::from(*field) % keys.len().max(1))?.clone();
                m.insert(key, value.json());
            }
            Some(cmd)
        }
        Fuzzed::Extra {
            pick: p,
            key,
            value,
        } => {
            let mut cmd = pick(*p)?;
            if let Value::Object(m) = &mut cmd {
                m.insert(key.clone(), value.json());
            }
            Some(cmd)
        }
    }
}

fuzz_target!(|input: Input| {
    let kind = if input.welcome {
        GameKind::WelcomeToTheDungeon
    } else {
        GameKind::DungeonLords
    };
    let n = 2 + usize::from(input.n_seats % 3);
    let options = options(input.welcome, input.options);
    let Ok(mut game) = new_game(kind, &options, n, input.seed) else {
        return;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(input.seed ^ u64::from(input.steps));
    if input.welcome {
        walk(game.as_mut(), input.steps, &mut rng);
    } else {
        walk_dungeon_lords(
            game.as_mut(),
            &options,
            n,
            input.seed,
            input.steps,
            &mut rng,
        );
    }

    let viewers = viewers(n);
    let views: Vec<Value> = viewers.iter().map(|&v| game.view(v)).collect();
    let offered_to: Vec<Vec<Value>> = views.iter().map(legal).collect();
    let all_offered: Vec<Value> = offered_to.iter().flatten().cloned().collect();
    let Some(cmd) = fuzzed_command(&input, &all_offered) else {
        return;
    };
    // Seats one and two past the last are no seats at all.
    let seat = usize::from(input.seat) % (n + 2);
    let log_len = game.log_len();

    let checked = game.check(seat, &cmd);
    let mut after = game.clone_box();
    let applied = after.apply(seat, &cmd);
    assert_eq!(checked, applied, "check and apply disagree on {cmd}");
    match applied {
        Err(_) => {
            for (v, before) in viewers.iter().zip(&views) {
                assert_eq!(&after.view(*v), before, "a rejected {cmd} changed the view");
            }
            assert_eq!(
                after.log_len(),
                log_len,
                "a rejected {cmd} wrote to the log"
            );
        }
        Ok(()) => {
            let listed = offered_to
                .get(seat)
                .is_some_and(|l| l.iter().any(|c| normal(c) == normal(&cmd)));
            assert!(listed, "seat {seat} had {cmd} accepted but not offered");
            for &v in &viewers {
                let log = after.log(v, log_len);
                for (i, e) in log.iter().enumerate() {
                    assert_eq!(e["index"].as_u64(), Some((log_len + i) as u64), "log gap");
                }
                let _ = after.view_text(v);
                let _ = after.log_text(v, 0);
            }
            if after.is_finished() {
                assert!(after.result().is_some());
                assert!(after.full_disclosure().is_some());
            }
        }
    }
});
