//! Rules engines for the games this server hosts. Pure and deterministic: no I/O, no clock,
//! randomness only from a seeded RNG stored in the game state.

pub mod common;
pub mod dungeon_lords;
pub mod welcome;
