//! Monster and ghost kinds, their attack options, strikes and abilities (catalog §4).

use serde::{Deserialize, Serialize};

use super::ids::*;

use super::common::{Cost, Provenance, Year};

// Monsters

/// A monster or ghost kind (catalog §4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Monster {
    /// Stable id, e.g. `"goblin"`.
    pub id: MonsterId,
    /// English name.
    pub name: String,
    /// Tiles of this kind in the silver (year-1) stack.
    pub count_year_1: u8,
    /// Tiles of this kind in the gold (year-2) stack.
    pub count_year_2: u8,
    /// Provenance of the two counts (one code source plus the 3-troll check).
    pub counts_provenance: Provenance,
    /// Hiring price printed in the corner (ACT-MON-2).
    pub cost: Cost,
    /// Wage paid again on payday; the printed cost (EVENT-PAYDAY-1, DECISION D18).
    pub payday_cost: Cost,
    /// A ghost is not a monster (MON-GHOST-2): no monster limit, ignored by "monster" effects,
    /// no points, no Lord of Monsters credit, cannot feed a demon.
    pub is_ghost: bool,
    /// End-game points for owning it (SCORE-2): 1 for monsters, 0 for ghosts.
    pub points: u8,
    /// The attacks printed on the tile; the owner chooses one each time it attacks
    /// (COMBAT-MON-2).
    pub attacks: Vec<AttackOption>,
    /// Abilities that hold whatever attack is chosen.
    #[serde(default)]
    pub abilities: Vec<MonsterAbility>,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

impl Monster {
    /// Tiles of this kind in the given year's stack.
    pub fn count_in(&self, year: Year) -> u8 {
        match year {
            Year::One => self.count_year_1,
            Year::Two => self.count_year_2,
        }
    }

    /// Whether the monster has this ability.
    pub fn has_ability(&self, ability: MonsterAbility) -> bool {
        self.abilities.contains(&ability)
    }
}

/// One attack choice of a monster tile. An option without strikes is not an attack (the
/// slime's glue, DECISION D25).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackOption {
    /// Paid at the moment of attacking (the troll's 1 food for standard 4).
    #[serde(default)]
    pub cost: Cost,
    /// The hits, in order (the witch's second option has two).
    pub strikes: Vec<Strike>,
    /// What else happens with this option.
    #[serde(default)]
    pub effects: Vec<AttackEffect>,
}

impl AttackOption {
    /// Whether choosing this option counts as an attack (opens the healing step, HEAL-1).
    pub fn is_attack(&self) -> bool {
        !self.strikes.is_empty()
    }
}

/// One hit of an attack (COMBAT-MON-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Strike {
    /// Who is hit.
    pub target: AttackTarget,
    /// Damage dealt.
    pub damage: u8,
}

/// Attack kinds printed on monster tiles (COMBAT-MON-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackTarget {
    /// Standard attack: the first adventurer.
    First,
    /// Attack any target: the owner chooses (subject to [`MonsterAbility`] restrictions).
    Any,
    /// Attack each adventurer.
    Each,
}

/// Extra effects of an attack option. Closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum AttackEffect {
    /// Goblin: if the strike eliminates the first adventurer, a standard attack of `damage` on
    /// the next one (MON-GOBLIN-1). Room bonuses apply to it too.
    FollowUpOnElimination {
        /// Damage of the follow-up standard attack.
        damage: u8,
    },
    /// The monster returns face up instead of being knocked out (vampire's bite and flee,
    /// golem; COMBAT-MON-3).
    ReturnsFaceUp,
    /// The party does not conquer this round and takes no fatigue (slime's glue, demon).
    NoConquest,
    /// The party skips the healing step of this battle (dragon; not the Regeneration spell).
    NoHealing,
}

/// Abilities of a monster kind that hold for every option. Closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum MonsterAbility {
    /// Hiring it gives a troll token; losing it returns the token (TROLL-1).
    TrollToken,
    /// Never attacks priests (the paladin may be attacked); with only priests left it cannot
    /// attack and returns face up (MON-VAMPIRE-1, DECISION D27).
    CannotAttackPriests,
    /// Never attacks the first adventurer; alone, the first adventurer cannot be attacked at
    /// all (MON-GHOST-1).
    CannotAttackFirst,
}
