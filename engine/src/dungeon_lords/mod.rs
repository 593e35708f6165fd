//! Dungeon Lords (Vlaada Chvátil, CGE): the complete rules for 2–4 players, both years, first
//! game and full game. Pure: no I/O, no clock; randomness only from the seeded RNG in the state.
//!
//! Entry points: [`Game::new`] from a checked [`Config`], [`Game::legal_commands`],
//! [`Game::apply`], [`Game::view`] and [`Game::log_for`].

pub mod catalog;
pub mod combat;
pub mod defs;
pub mod flow;
pub mod from_catalog;
pub mod scoring;
pub mod state;
pub mod view;

pub use defs::Action;
pub use flow::{Command, Phase, RuleError};
pub use state::{Config, Game, Variant};

use defs::{AdventurerDef, CombatCardDef, MonsterDef, RoomDef, SpecialEventDef, TrapDef};
use state::Instances;

/// The definitions the engine plays with, built from a validated catalog.
#[derive(Clone, Debug)]
pub struct Defs {
    /// Catalog version, stored with every game.
    pub version: String,
    /// Monster kinds.
    pub monsters: Vec<MonsterDef>,
    /// Room tiles.
    pub rooms: Vec<RoomDef>,
    /// Adventurer tiles, then the two paladins (class `Paladin`, years 1 and 2).
    pub adventurers: Vec<AdventurerDef>,
    /// Trap kinds.
    pub traps: Vec<TrapDef>,
    /// Combat cards.
    pub combat_cards: Vec<CombatCardDef>,
    /// Special event cards.
    pub special_events: Vec<SpecialEventDef>,
}

impl Defs {
    /// Definition of monster instance `id`.
    pub fn monster(&self, inst: &Instances, id: u16) -> &MonsterDef {
        &self.monsters[inst.monsters[id as usize] as usize]
    }
    /// Definition of room instance `id`.
    pub fn room(&self, inst: &Instances, id: u16) -> &RoomDef {
        &self.rooms[inst.rooms[id as usize] as usize]
    }
    /// Definition of adventurer instance `id`.
    pub fn adventurer(&self, inst: &Instances, id: u16) -> &AdventurerDef {
        &self.adventurers[inst.adventurers[id as usize] as usize]
    }
    /// Definition of trap instance `id`.
    pub fn trap(&self, inst: &Instances, id: u16) -> &TrapDef {
        &self.traps[inst.traps[id as usize] as usize]
    }
    /// Definition of combat card instance `id`.
    pub fn combat_card(&self, inst: &Instances, id: u16) -> &CombatCardDef {
        &self.combat_cards[inst.combat_cards[id as usize] as usize]
    }
    /// Definition of special event instance `id`.
    pub fn special_event(&self, inst: &Instances, id: u16) -> &SpecialEventDef {
        &self.special_events[inst.special_events[id as usize] as usize]
    }
}
