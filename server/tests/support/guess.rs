//! A tiny hidden-number game implementing `HostedGame`, used only by the server's tests.
//! Every seat secretly picks one of three candidate strings at the same time (simultaneous
//! secret picks), then seats take turns guessing the next seat's pick by index. The candidate
//! strings are distinctive so tests can assert they never reach another viewer.

use engine::common::{Seat, Viewer};
use protocol::{GameKind, HostedGame, Rejection, RejectionCode, SetupError};
use serde_json::{json, Value};

/// Candidates per seat.
pub const N_CANDIDATES: usize = 3;

#[derive(Clone, Debug)]
enum Entry {
    Picked {
        seat: Seat,
        k: usize,
    },
    Guessed {
        seat: Seat,
        target: Seat,
        k: usize,
        correct: bool,
    },
}

/// The fixture game.
#[derive(Clone, Debug)]
pub struct Guess {
    kind: GameKind,
    n: usize,
    total_turns: usize,
    candidates: Vec<Vec<String>>,
    secrets: Vec<Option<usize>>,
    turn: usize,
    scores: Vec<u32>,
    log: Vec<Entry>,
    stamp: String,
}

fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl Guess {
    /// Creates a game; options: `{"rounds": 1..=10}` (default 2).
    pub fn create(
        kind: GameKind,
        options: &Value,
        n: usize,
        seed: u64,
        stamp: &str,
    ) -> Result<Self, SetupError> {
        if !(2..=4).contains(&n) {
            return Err(SetupError {
                message: "seats must be 2 to 4".into(),
            });
        }
        let rounds = match options.get("rounds") {
            None => 2,
            Some(v) => match v.as_u64() {
                Some(r @ 1..=10) => r as usize,
                _ => {
                    return Err(SetupError {
                        message: "rounds must be 1 to 10".into(),
                    })
                }
            },
        };
        let candidates = (0..n)
            .map(|seat| {
                (0..N_CANDIDATES)
                    .map(|k| {
                        format!(
                            "secret-{:016x}",
                            mix(seed ^ mix((seat * 16 + k) as u64 + 1))
                        )
                    })
                    .collect()
            })
            .collect();
        Ok(Guess {
            kind,
            n,
            total_turns: rounds * n,
            candidates,
            secrets: vec![None; n],
            turn: 0,
            scores: vec![0; n],
            log: Vec::new(),
            stamp: stamp.to_owned(),
        })
    }

    /// Every candidate string of `seat` (the secrets a test must never see elsewhere).
    pub fn candidates_of(&self, seat: Seat) -> &[String] {
        &self.candidates[seat]
    }

    fn picking(&self) -> bool {
        self.secrets.iter().any(Option::is_none)
    }

    fn current(&self) -> Seat {
        self.turn % self.n
    }

    fn legal(&self, seat: Seat) -> Vec<Value> {
        if self.is_finished() {
            return Vec::new();
        }
        if self.picking() {
            if self.secrets[seat].is_some() {
                return Vec::new();
            }
            return self.candidates[seat]
                .iter()
                .map(|c| json!({ "pick": c }))
                .collect();
        }
        if seat == self.current() {
            return (0..N_CANDIDATES).map(|k| json!({ "guess": k })).collect();
        }
        Vec::new()
    }

    fn waiting_for(&self) -> Vec<Seat> {
        (0..self.n).filter(|&s| !self.legal(s).is_empty()).collect()
    }

    fn entry(&self, index: usize, e: &Entry, viewer: Viewer) -> Value {
        match e {
            Entry::Picked { seat, k } => {
                let mut v = json!({ "index": index, "event": "picked", "seat": seat });
                if viewer.is_owner_of(*seat) {
                    v["secret"] = json!(self.candidates[*seat][*k]);
                }
                v
            }
            Entry::Guessed {
                seat,
                target,
                k,
                correct,
            } => json!({
                "index": index, "event": "guessed", "seat": seat, "target": target, "guess": k, "correct": correct
            }),
        }
    }
}

fn reject(code: RejectionCode, message: &str) -> Rejection {
    Rejection {
        code,
        rule: Some("GUESS-1".into()),
        message: message.into(),
    }
}

impl HostedGame for Guess {
    fn kind(&self) -> GameKind {
        self.kind
    }

    fn n_seats(&self) -> usize {
        self.n
    }

    fn apply(&mut self, seat: Seat, command: &Value) -> Result<(), Rejection> {
        if seat >= self.n {
            return Err(Rejection::malformed("no such seat"));
        }
        if self.is_finished() {
            return Err(reject(RejectionCode::GameOver, "the game is over"));
        }
        let obj = command
            .as_object()
            .ok_or_else(|| Rejection::malformed("command must be an object"))?;
        if obj.len() != 1 {
            return Err(Rejection::malformed("command must have exactly one field"));
        }
        if let Some(pick) = obj.get("pick") {
            if !self.picking() || self.secrets[seat].is_some() {
                return Err(reject(
                    RejectionCode::NotYourTurn,
                    "you have no pick to make",
                ));
            }
            let pick = pick
                .as_str()
                .ok_or_else(|| Rejection::malformed("pick must be a string"))?;
            let k = self.candidates[seat]
                .iter()
                .position(|c| c == pick)
                .ok_or_else(|| {
                    reject(RejectionCode::RuleViolation, "not one of your candidates")
                })?;
            self.secrets[seat] = Some(k);
            self.log.push(Entry::Picked { seat, k });
            return Ok(());
        }
        if let Some(guess) = obj.get("guess") {
            if self.picking() || seat != self.current() {
                return Err(reject(RejectionCode::NotYourTurn, "not your turn to guess"));
            }
            let k = guess
                .as_u64()
                .ok_or_else(|| Rejection::malformed("guess must be a number"))?
                as usize;
            if k >= N_CANDIDATES {
                return Err(reject(RejectionCode::RuleViolation, "guess out of range"));
            }
            let target = (seat + 1) % self.n;
            let correct = self.secrets[target] == Some(k);
            if correct {
                self.scores[seat] += 1;
            }
            self.log.push(Entry::Guessed {
                seat,
                target,
                k,
                correct,
            });
            self.turn += 1;
            return Ok(());
        }
        Err(Rejection::malformed("unknown command"))
    }

    fn clone_box(&self) -> Box<dyn HostedGame> {
        Box::new(self.clone())
    }

    fn view(&self, viewer: Viewer) -> Value {
        let phase = if self.is_finished() {
            "over"
        } else if self.picking() {
            "pick"
        } else {
            "guess"
        };
        let my_secret = viewer
            .seat()
            .and_then(|s| self.secrets[s].map(|k| self.candidates[s][k].clone()));
        let legal = viewer.seat().map(|s| self.legal(s)).unwrap_or_default();
        json!({
            "phase": phase,
            "turn": self.turn,
            "scores": self.scores,
            "picked": self.secrets.iter().map(Option::is_some).collect::<Vec<_>>(),
            "my_secret": my_secret,
            "prompt": if legal.is_empty() { Value::Null } else { json!({ "legal_commands": legal }) },
            "waiting_for": self.waiting_for(),
        })
    }

    fn log_len(&self) -> usize {
        self.log.len()
    }

    fn log(&self, viewer: Viewer, from: usize) -> Vec<Value> {
        self.log
            .iter()
            .enumerate()
            .skip(from)
            .map(|(i, e)| self.entry(i, e, viewer))
            .collect()
    }

    fn is_finished(&self) -> bool {
        self.turn >= self.total_turns
    }

    fn result(&self) -> Option<Value> {
        self.is_finished().then(|| json!({ "scores": self.scores }))
    }

    fn full_disclosure(&self) -> Option<Value> {
        self.is_finished().then(|| {
            json!({
                "secrets": (0..self.n).map(|s| self.secrets[s].map(|k| self.candidates[s][k].clone())).collect::<Vec<_>>()
            })
        })
    }

    fn version_stamp(&self) -> String {
        self.stamp.clone()
    }
}
