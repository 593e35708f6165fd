//! The Dungeon Lords adapter: JSON commands in, the engine's per-viewer views out.

use serde_json::Value;

use crate::game::{HostedGame, SetupError};

/// Creates a Dungeon Lords game.
///
/// # Errors
/// Returns a [`SetupError`] for invalid options.
pub fn new(options: &Value, n_seats: usize, seed: u64) -> Result<Box<dyn HostedGame>, SetupError> {
    let _ = (options, n_seats, seed);
    Err(SetupError {
        message: "dungeon lords is not available yet".into(),
    })
}
