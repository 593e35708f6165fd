//! The wire contract between the server and its clients: message envelopes named by direction,
//! the game-agnostic [`HostedGame`] trait every hosted game implements, and the game registry.
//! Changing anything here is a compatibility decision; bump [`PROTOCOL_VERSION`] when you do.

pub mod bots;
pub mod game;
pub mod games;
pub mod messages;
pub mod parts;
pub mod patch;
pub mod seats;

pub use game::{
    is_rated, new_game, takeover_level, BotThinker, CheckedCommand, GameKind, HostedGame,
    Rejection, RejectionCode, SetupError, RATED_OPTION, TAKEOVER_BOT_OPTION,
};
pub use messages::{ClientToServer, ServerToClient};

/// Version of the wire protocol. Sent in `welcome`; clients may refuse a version they don't know.
pub const PROTOCOL_VERSION: u32 = 3;
