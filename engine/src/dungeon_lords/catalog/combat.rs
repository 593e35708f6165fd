//! Combat rules, defence rules and combat cards with their spells (catalog §7).

use serde::{Deserialize, Serialize};

use super::ids::*;

use super::adventurers::AdventurerClass;
use super::common::{Provenance, Resource, Year};

// Combat

/// Combat numbers (catalog §11, §12).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatRules {
    /// Combat rounds per year: 4.
    pub rounds: u8,
    /// Combat cards dealt face down per year: 4 (SETUP-5).
    pub cards_per_year: u8,
    /// Magic needed to cast the spell in round r is `magic_needed[r - 1]`: 1, 2, 3, 4.
    pub magic_needed: Vec<u8>,
    /// Defence limits of a tunnel.
    pub tunnel: DefenceRules,
    /// Defence limits of a room (unless a combat room says otherwise).
    pub room: DefenceRules,
    /// Evil the owner loses when a tile is conquered: 1 (CONQUEST-1).
    pub conquest_evil_loss: u8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// What may defend one tile (COMBAT-PLAN-4). Ghosts are never limited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefenceRules {
    /// Most traps.
    pub max_traps: u8,
    /// Most monsters (not ghosts).
    pub max_monsters: u8,
    /// Bait gold per trap (COMBAT-PLAN-6).
    pub trap_bait_gold: u8,
}

/// When a spell resolves (SPELL-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpellTiming {
    /// After the trap, before the monsters.
    Fast,
    /// After the monsters, before healing.
    Slow,
}

/// A combat card (catalog §7, §17.2): a spell and the round's fatigue.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatCard {
    /// Stable id, e.g. `"magic-shield"`.
    pub id: CombatCardId,
    /// English name of the spell.
    pub name: String,
    /// Which deck.
    pub year: Year,
    /// Fatigue dealt in the conquest step (FATIGUE-1).
    pub fatigue: u8,
    /// Fast or slow.
    pub timing: SpellTiming,
    /// What the spell does when cast.
    pub effect: SpellEffect,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from (the weakest of name, fatigue, timing and effect).
    pub provenance: Provenance,
}

/// What a spell does. Closed; "monsters" never includes ghosts (SPELL-5), "this round" means
/// the current battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SpellEffect {
    /// Nothing happens (Fireball, Graffiti).
    NoEffect,
    /// Wizards move to the back of the party and cannot be harmed this round, not even by
    /// ghosts (Invisibility).
    Invisibility,
    /// The first `amount` points of damage dealt to the party this round are absorbed, ghost
    /// damage included (Magic Shield).
    AbsorbDamage {
        /// Points absorbed.
        amount: u8,
    },
    /// The owner loses `amount` of the first resource in the list that they have; nothing if
    /// they have none (Detect Treasure: gold, else food, else a trap).
    LoseFirstAvailable {
        /// Resources in priority order.
        resources: Vec<Resource>,
        /// How many are lost.
        amount: u8,
    },
    /// The owner loses `amount` imps (Fist of Justice).
    LoseImps {
        /// Imps lost.
        amount: u8,
    },
    /// For each committed monster the owner pays its cost (paying with evil, SPELL-7) or
    /// withdraws it (Suggestion).
    PayCostOrWithdrawEach,
    /// The owner withdraws all committed monsters or gains `evil` (Word of Peace).
    WithdrawAllOrGainEvil {
        /// Evil gained instead.
        evil: u8,
    },
    /// The owner gains `amount` evil (Detect Evil).
    GainEvil {
        /// Evil gained.
        amount: u8,
    },
    /// Each adventurer heals `amount` damage; not stopped by the dragon (Regeneration).
    HealEach {
        /// Damage healed per adventurer.
        amount: u8,
    },
    /// An illusory adventurer with `hit_points` HP and no class stands first, even before the
    /// paladin, until eliminated (Illusion, PARTY-6).
    Illusion {
        /// Hit points of the illusion.
        hit_points: u8,
    },
    /// The first adventurer gets a food token: +`extra_hit_points` max HP for the rest of
    /// this year's combat (Create Food).
    CreateFood {
        /// Extra maximum hit points.
        extra_hit_points: u8,
    },
    /// This round every attack of the owner's monsters that chooses a target must target the
    /// first adventurer (Blind Rage).
    BlindRage,
    /// The owner chooses one committed monster: each of its strikes deals `amount` less this
    /// round (Aura of Fear).
    WeakenChosenMonster {
        /// Damage reduction per strike.
        amount: u8,
    },
    /// One chosen committed monster becomes a sheep: no attack, no abilities, knocked out
    /// (Metamorphosis).
    Metamorphosis,
    /// One chosen committed monster is withdrawn face up and cannot be committed again this
    /// year (Dimensional Gate, SPELL-4 exception).
    DimensionalGate,
    /// This round the listed classes (and the paladin if `paladin`) take `amount` less damage
    /// from each monster strike (Song of Courage).
    ProtectFromMonsters {
        /// Classes protected.
        classes: Vec<AdventurerClass>,
        /// Whether the paladin is protected too.
        paladin: bool,
        /// Damage reduction per strike.
        amount: u8,
    },
    /// If the party conquers this round, the owner loses `amount` of the first resource in the
    /// list that they have (Magic Key: gold, else food).
    LoseFirstAvailableOnConquest {
        /// Resources in priority order.
        resources: Vec<Resource>,
        /// How many are lost.
        amount: u8,
    },
}
