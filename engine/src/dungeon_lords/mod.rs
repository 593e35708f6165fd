//! Dungeon Lords (Vlaada Chvátil, CGE): the complete rules for 2–4 players, both years, first
//! game and full game. Pure: no I/O, no clock; randomness only from the seeded RNG in the state.
//!
//! Entry points: [`Game::new`] from a checked [`Config`], [`Game::legal_commands`],
//! [`Game::apply`], [`Game::view`] and [`Game::log_for`].
//!
//! Module stack, bottom to top; each module imports only modules below it:
//! `catalog` < `defs` < `from_catalog` (definitions); `state` (the game as data, with `Phase`
//! and card ids) < `command` (`Command`, `RuleError`) < `scoring` < `combat` < `setup` <
//! `orders` < `actions` < `production` < `events` < `adventurers` < `year_end` < `rules`
//! (`legal_commands`/`apply` dispatch) < `view`. The parts of the year are `impl Game` blocks in
//! their own modules; calls along the year's cycle (combat ends by calling `start_year_two`, a
//! method of `year_end`) need no import. `flow` keeps the old public paths.

pub mod catalog;
pub mod defs;
pub mod from_catalog;

pub mod state;

pub mod command;

pub mod scoring;

pub mod combat;

mod actions;
mod adventurers;
mod events;
mod orders;
mod production;
mod setup;
mod year_end;

mod rules;

pub mod training;

pub mod view;

pub mod flow;

pub use command::{Command, RuleError};
pub use defs::Action;
pub use rules::Checked;
pub use state::{Config, Game, Phase, RulesVersion, Variant, MAX_TAKEBACKS};

pub use defs::Defs;
