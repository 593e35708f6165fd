//! Combat (COMBAT-*): planning, the round's combat card, battles, the paladin in combat and the
//! end of combat. Owns `CombatState` and every combat decision; it must not touch the building
//! seasons. The rest of the rules call only `start_combat`, `waiting_for`, `legal_commands`,
//! `explain`, `apply` and `on_paladin_moved`; the view also reads `lookup` and `round`.
//!
//! Shape: every decision is a small command (`ChooseTarget`, `PlanTrap`, `Attack`, ...). Steps
//! that offer no choice resolve at once inside `run`, which drives the machine until a seat owes
//! a decision or combat is over; a decision with a single legal command is taken by `settle`
//! without prompting.
//!
//! Secrets held here: the traps of every plan (`Plan::traps`, `Battle::plan`) until each is
//! sprung, and, with the D24 option, every plan until all seats have planned. The combat view
//! (`view`) copies them only for their owner.
//!
//! Readings beyond the reference (reported, not DECISIONs): Invisibility keeps wizards out of
//! targeted attacks and spares them monster damage and fatigue this round (fatigue skips them);
//! Magic Shield absorbs the first point of monster or fatigue damage after it is cast; the
//! Poisoned Dart's poison ignores both; a vampire that cannot attack (only priests, or a priest
//! first under Blind Rage) returns face up (D27 extended); the dungeon lord picks the monster for
//! Aura of Fear, Metamorphosis and Dimensional Gate and the trap lost to Detect Treasure; Labyrinth
//! trap order and dart targets are chosen when the traps are sprung; traps never sprung and plans
//! of a dungeon whose party vanished are returned with what they reserved.
//!
//! Layers, each importing only those before it: `lookup` < `damage` < `traps`, `spells`,
//! `monsters` < `battle` < `round` < `options` < `commands`. The plain types (`CombatState`,
//! `Battle`, `Plan`, `AttackOption`, ...) live in `state` and are re-exported here.

mod battle;
mod commands;
mod damage;
pub(crate) mod lookup;
mod monsters;
mod options;
pub(crate) mod round;
mod spells;
mod traps;

pub use super::state::{
    AttackOption, Battle, CombatState, Plan, SeatCombat, SpellPending, Stage, Step,
};
pub use commands::start_combat_for_test;
pub(crate) use commands::{apply, explain, start_combat};
pub(crate) use options::{legal_commands, waiting_for};
pub use round::nearest_targets;
pub(crate) use round::on_paladin_moved;
