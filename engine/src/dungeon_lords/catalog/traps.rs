//! Trap cards, their per-year sides, targets and effects (catalog §6).

use serde::{Deserialize, Serialize};

use super::ids::*;

use super::common::{Cost, Provenance, Year};

// Traps

/// A trap card kind (catalog §6). One deck serves both years; the card shows both values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trap {
    /// Stable id, e.g. `"rolling-stone"`.
    pub id: TrapId,
    /// English name.
    pub name: String,
    /// Copies in the deck.
    pub copies: u8,
    /// Provenance of `copies` (reconstructed: 3 each).
    pub copies_provenance: Provenance,
    /// The card as used in year 1.
    pub year_1: TrapSide,
    /// The card as used in year 2 (TRAP-NOTE-4).
    pub year_2: TrapSide,
    /// Catalog line cited.
    pub source: String,
    /// Provenance of the card's name and existence; each side carries its own provenance.
    pub provenance: Provenance,
}

impl Trap {
    /// The values in force in the given year.
    pub fn side(&self, year: Year) -> &TrapSide {
        match year {
            Year::One => &self.year_1,
            Year::Two => &self.year_2,
        }
    }
}

/// A trap's cost and effects for one year.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrapSide {
    /// Paid when the trap is revealed, committed at planning (COMBAT-PLAN-7); the room bait
    /// gold is separate ([`CombatRules`]).
    #[serde(default)]
    pub extra_cost: Cost,
    /// Effects in printed order. Disarm reduces only `Damage` and `DamageEqualToHitPoints`
    /// (COMBAT-TRAP-4).
    pub effects: Vec<TrapEffect>,
    /// Catalog line cited.
    pub source: String,
    /// Where this year's values come from.
    pub provenance: Provenance,
}

/// Who a trap hits. `First`, `Second` and `Last` follow the party order at the moment of the
/// trap (the paladin and an illusion are first when present).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrapTarget {
    /// The first adventurer.
    First,
    /// The second adventurer in line (Pendulum).
    Second,
    /// The last adventurer in line.
    Last,
    /// An adventurer chosen by the dungeon's owner (one choice per trap).
    Chosen,
    /// Every adventurer.
    Each,
    /// Every adventurer except the first.
    EachButFirst,
}

/// What a trap does. Closed; the two darts are bespoke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum TrapEffect {
    /// Damage, reduced by disarm front first (COMBAT-TRAP-3).
    Damage {
        /// Damage dealt to each target.
        amount: u8,
        /// Who is hit.
        target: TrapTarget,
    },
    /// Damage equal to the target's full printed hit points, +1 with a Create Food token,
    /// reduced by disarm (Poisoned Meal, CAT-5).
    DamageEqualToHitPoints {
        /// Who is hit.
        target: TrapTarget,
    },
    /// The party does not conquer this round and takes no fatigue (never prevented by disarm).
    NoConquest,
    /// Poisoned Dart: the `Chosen` target of this trap takes `delayed_damage` more in the
    /// end-of-battle step, not preventable, lost if it was already eliminated (TRAP-NOTE-1).
    PoisonedDart {
        /// Damage dealt at the end of the battle.
        delayed_damage: u8,
    },
    /// Anti-magic Dart: if the `Chosen` target is a wizard no spell is cast this round; if a
    /// priest, no healing this round; the paladin: nothing (TRAP-NOTE-2).
    AntiMagicDart,
}
