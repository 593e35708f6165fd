//! Bots that fill a seat or stand in for an absent player, at three [`Level`]s.
//!
//! Honest by construction: a bot decides from its seat's view only. The game-specific entry
//! points ([`dungeon_lords::decide`], [`welcome::decide`]) take the engine's typed per-viewer
//! view (`engine::dungeon_lords::view::GameView`, `engine::welcome::view::WelcomeView`) and
//! public catalog data; neither signature mentions the engine's `Game`, and a view is owned data
//! with no reference back into the state, so no code path inside a bot can reach another seat's
//! secrets. The one place that holds a game, [`crate::HostedGame::bot_command`], builds the view
//! with `Viewer::Seat { seat }` for the bot's own seat and nothing else (tested in
//! `games::*::tests`).

mod combat_search;
pub mod dungeon_lords;
pub mod level;
pub mod random;
pub mod welcome;

pub use level::Level;
pub use random::RandomBot;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The RNG a bot decision uses: fixed by the caller's seed, so a bot is deterministic for a
/// given game seed and position (replays and resumes see the same choices).
pub fn decision_rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}
