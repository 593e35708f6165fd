//! A random-legal-move bot for any hosted game. It sees only what its seat sees: the view's
//! `prompt.legal_commands` list, and picks one uniformly with its own seeded RNG.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// A seeded random player.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    /// A bot whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The legal commands offered by a view's prompt (empty when no decision is owed).
    pub fn legal_commands(view: &Value) -> &[Value] {
        view.get("prompt")
            .and_then(|p| p.get("legal_commands"))
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// Picks a command from the view's prompt, or `None` when this seat owes nothing.
    pub fn choose(&mut self, view: &Value) -> Option<Value> {
        Self::legal_commands(view).choose(&mut self.rng).cloned()
    }
}
