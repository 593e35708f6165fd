//! Conventions shared by every game engine: viewers, seats and the seeded RNG.

use serde::{Deserialize, Serialize};

/// A seat index, 0-based, in the order seats were filled in the lobby.
pub type Seat = usize;

/// Who is looking at the game. Views are built per viewer; a spectator sees only public facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Viewer {
    /// The player sitting at this seat.
    Seat { seat: Seat },
    /// Anyone watching; sees only what is face up on the table.
    Spectator,
}

impl Viewer {
    /// The seat this viewer sits at, if any.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat { seat } => Some(seat),
            Viewer::Spectator => None,
        }
    }

    /// Whether this viewer may see the private things of `seat`.
    pub fn is_owner_of(self, seat: Seat) -> bool {
        self.seat() == Some(seat)
    }
}
