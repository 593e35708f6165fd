//! Welcome to the Dungeon (Masato Uesugi), 2–4 players: catalog, checked setup, rules flow and
//! per-viewer views. Pure and deterministic: no I/O, no clock; the RNG is a seeded ChaCha8 in
//! the state. Rule IDs refer to `shared/rules/welcome-to-the-dungeon.md`.

pub mod catalog;
pub mod game;
pub mod rules;
pub mod setup;
pub mod view;

pub use catalog::{Hero, MonsterType, Tile, TileEffect};
pub use game::{CardId, CardOutcome, CardZone, Event, Game, Phase, RaidStep, TileStatus};
pub use rules::{Command, RuleError};
pub use setup::{FirstHero, ForcedOpening, SetupError, WelcomeOptions, WelcomeSetup};
pub use view::{LogEntryView, WelcomeView};
