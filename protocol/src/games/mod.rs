//! One adapter per hosted game, turning its pure engine into a [`crate::HostedGame`].

pub mod dungeon_lords;
pub mod welcome;
