//! Welcome to the Dungeon (Masato Uesugi), 2–4 players: catalog, checked setup, rules flow and
//! per-viewer views. Pure and deterministic: no I/O, no clock; the RNG is a seeded ChaCha8 in
//! the state. Rule IDs refer to `shared/rules/welcome-to-the-dungeon.md`.
//!
//! Module stack, bottom to top; each imports only modules below it: `catalog` < `rules`
//! (`Command`, `RuleError`) < `setup` < `state` (the game as data) < `game` (new game, rounds,
//! read access) < `turns` (bidding) < `raid` < `legality` (`legal_commands`, `check`, `apply`)
//! < `view`. The flow's parts are `impl Game` blocks; a turn that ends in a raid, or a raid that
//! starts the next round, calls a method and needs no import.

pub mod catalog;
pub mod rules;
pub mod setup;

mod state;

pub mod game;

mod turns;

mod raid;

mod legality;

pub mod view;

pub use catalog::{Hero, MonsterType, Tile, TileEffect};
pub use game::{CardId, CardOutcome, CardZone, Event, Game, Phase, RaidStep, TileStatus};
pub use rules::{Command, RuleError};
pub use setup::{FirstHero, ForcedOpening, SetupError, WelcomeOptions, WelcomeSetup};
pub use view::{LogEntryView, WelcomeView};
