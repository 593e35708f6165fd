//! Combat as data: `CombatState`, the round's plans, the battle and its steps, `AttackOption`.
//! The rules that move it live in `combat/`; nothing here changes the game.

use super::board::*;
use crate::common::Seat;
use crate::dungeon_lords::defs::*;
use serde::{Deserialize, Serialize};

/// How a monster attacks (COMBAT-MON-2, COMBAT-MON-5). Wire form: snake case, e.g. `"fed"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackOption {
    /// Standard attack on the first adventurer (goblin, troll, witch, golem).
    Standard,
    /// Troll: pay 1 food for standard attack 4 (MON-TROLL-1).
    Fed,
    /// Attack each adventurer (slime 1, dragon 2).
    Each,
    /// Slime: glue the party (no conquest, no fatigue; not an attack, MON-SLIME-1).
    Glue,
    /// Attack any target (ghost 2, vampire 3, demon 7); `target` names the adventurer.
    Any,
    /// Vampire: bite for 2 and flee face up (MON-VAMPIRE-2).
    Flee,
    /// Witch: the first of two "any target 1" attacks (MON-WITCH-1).
    Hits,
    /// Witch: the second of the two "any target 1" attacks.
    SecondHit,
    /// The monster or ghost cannot attack (COMBAT-MON-3): it only takes its turn.
    Idle,
}

/// A step of a battle (COMBAT-BATTLE-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// 1. Trap step.
    #[default]
    Trap,
    /// 2. Fast-spell step.
    FastSpell,
    /// 3. Monster step.
    Monsters,
    /// 4. Slow-spell step.
    SlowSpell,
    /// 5. Healing step.
    Heal,
    /// 6. Fatigue and conquest.
    Conquest,
    /// 7. End-of-battle effects.
    EndOfBattle,
    /// The battle is over.
    Over,
}

/// A spell decision owed by the dungeon lord.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SpellPending {
    /// Suggestion: pay the cost of each of these monsters (front first) or withdraw it.
    Suggestion {
        /// Monsters still to decide.
        monsters: Vec<u16>,
    },
    /// Word of Peace: withdraw all monsters or gain 2 evil.
    WordOfPeace,
    /// Aura of Fear, Metamorphosis, Dimensional Gate: choose one of these monsters.
    PickMonster {
        /// The spell.
        spell: SpellKind,
        /// Candidates.
        monsters: Vec<u16>,
    },
    /// Detect Treasure: choose the trap card to lose.
    LoseTrap,
}

/// The battle being resolved now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Battle {
    /// The dungeon's owner.
    pub seat: Seat,
    /// The current step.
    pub step: Step,
    /// The target tile.
    pub target: Pos,
    /// The target's combat-room function, if it is an unconquered room (ROOM-COMBAT-1).
    pub room: Option<RoomFunction>,
    /// The plan's remaining traps (secret until sprung) and reservations.
    pub plan: Plan,
    /// A sprung trap waiting for its target (Poisoned Dart, Anti-magic Dart).
    pub aiming: Option<u16>,
    /// Disarm points already used in this battle (ROOM-LAB-2).
    pub disarm_used: u8,
    /// No fatigue and no conquest this round.
    pub no_conquest: bool,
    /// No healing this round (Anti-magic Dart on a priest, dragon).
    pub no_heal: bool,
    /// No spell this round (Anti-magic Dart on a wizard).
    pub no_spell: bool,
    /// A monster or ghost attacked (COMBAT-MON-7).
    pub attacked: bool,
    /// Poisoned Dart targets owed 2 damage at the end of the battle.
    pub poison: Vec<u16>,
    /// Invisibility: wizards cannot be harmed this round.
    pub invisible: bool,
    /// Magic Shield: the next point of damage is absorbed.
    pub shield: bool,
    /// Blind Rage: targeted monster attacks must hit the first adventurer.
    pub blind_rage: bool,
    /// Song of Courage: paladin and warriors take 1 less per monster attack.
    pub song: bool,
    /// Magic Key: conquering costs 1 gold (else 1 food).
    pub magic_key: bool,
    /// Aura of Fear: this monster deals 2 less per attack.
    pub aura: Option<u16>,
    /// Metamorphosis: these monsters are sheep.
    pub sheep: Vec<u16>,
    /// Committed monsters and ghosts that have not yet had their turn.
    pub to_attack: Vec<u16>,
    /// A witch owes its second hit.
    pub second_hit: Option<u16>,
    /// A spell decision owed.
    pub pending: Option<SpellPending>,
    /// The fast-spell step has been resolved.
    pub fast_done: bool,
    /// The slow-spell step has been resolved.
    pub slow_done: bool,
}

/// What a seat committed to this round's battle (COMBAT-PLAN-*).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Plan {
    /// The target tile (COMBAT-PLAN-2).
    pub target: Option<Pos>,
    /// Trap cards, face down (secret).
    pub traps: Vec<u16>,
    /// Monsters and ghosts, face up.
    pub monsters: Vec<u16>,
    /// Bait gold on room traps (COMBAT-PLAN-6).
    pub bait: u8,
    /// Reserved extra trap costs (COMBAT-PLAN-7): gold.
    pub gold: u8,
    /// Reserved food.
    pub food: u8,
    /// Reserved imps.
    pub imps: u8,
}

/// One seat's combat bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatCombat {
    /// The seat's combat has ended (COMBAT-END-1, COMBAT-END-2); it may resume (COMBAT-PAL-3).
    pub ended: bool,
    /// The seat has planned this round (or owes no plan).
    pub planned: bool,
    /// The plan's resources have been set aside (turn order) or applied (D24 option).
    pub committed: bool,
    /// This round's plan.
    pub plan: Plan,
}

/// Where the combat stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// Planning phase.
    #[default]
    Planning,
    /// Battle phase: the battle of the seat at this index in turn order.
    Battle {
        /// Index into the turn order.
        order_idx: usize,
        /// The battle being resolved (None between battles).
        battle: Option<Box<Battle>>,
    },
}

/// Everything about the combat in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CombatState {
    /// Combat round 1..=4.
    pub round: u8,
    /// Per seat.
    pub seats: Vec<SeatCombat>,
    /// Stage of the round.
    pub stage: Stage,
}

impl CombatState {
    /// The battle being resolved, if any.
    pub fn battle(&self) -> Option<&Battle> {
        match &self.stage {
            Stage::Battle {
                battle: Some(b), ..
            } => Some(b),
            _ => None,
        }
    }
}
