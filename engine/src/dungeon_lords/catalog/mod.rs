//! The Dungeon Lords card catalog as data: every printed (or reconstructed) number the rules
//! engine needs, loaded from `engine/data/dungeon-lords-catalog.json` or from a host-supplied
//! override file, and validated before use.
//!
//! This module owns the *types* and the *validation* of the catalog. It must not interpret
//! effects: every effect is a closed enum (`TrapEffect`, `SpellEffect`, `AttackEffect`,
//! `RoomEffect`, …) that the engine matches on. It does no I/O: the built-in file is compiled in
//! with `include_str!` and an override arrives as a string.
//!
//! Every entry carries `source` (the line of `shared/rules/dungeon-lords-catalog.md` it cites,
//! written `catalog §4 L173`, plus the primary source tags of that line) and `provenance`.
//!
//! Map: [`Catalog`] holds the tables ([`Components`], [`Setup`], [`Evilometer`], [`DungeonGrid`],
//! [`BuildingRules`], [`CombatRules`], [`Scoring`]) and the card lists ([`ActionSpace`] with its
//! [`ActionSlot`]s and [`ActionGain`]s, [`OrderCardRules`], [`Monster`] with [`AttackOption`],
//! [`Strike`], [`AttackEffect`] and [`MonsterAbility`], [`Room`] with [`RoomZone`] and
//! [`RoomEffect`], [`Trap`] with one [`TrapSide`] per year of [`TrapEffect`]s, [`Adventurer`],
//! [`Paladin`], [`CombatCard`] with [`SpellEffect`], [`EventTile`], [`SpecialEvent`], [`Title`],
//! [`PlayerCountRules`]). Ids are string newtypes ([`MonsterId`], …) except [`ActionId`], a
//! closed enum. [`Cost`] is every price; [`Year`] is `1` or `2` in the file.

//!
//! Files by concern: `ids` and `common` (small shared types) < the card sections `actions`,
//! `monsters`, `rooms`, `traps`, `adventurers`, `combat`, `events` < `tables` (`Catalog`) <
//! `error` < `load`, `check` < `validate`, `validate_cards` < `lookup`. Every public name is
//! re-exported here, so `catalog::Monster` and friends keep their paths.

mod actions;
mod adventurers;
mod check;
mod combat;
mod common;
mod error;
mod events;
mod ids;
mod load;
mod lookup;
mod monsters;
mod rooms;
mod tables;
mod traps;
mod validate;
mod validate_cards;

pub use actions::*;
pub use adventurers::*;
pub use combat::*;
pub use common::*;
pub use error::*;
pub use events::*;
pub use ids::*;
pub use load::BUILTIN_JSON;
pub use monsters::*;
pub use rooms::*;
pub use tables::*;
pub use traps::*;
