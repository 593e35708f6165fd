//! Event tiles and special events (catalog §8, §9).

use serde::{Deserialize, Serialize};

use super::ids::*;

use super::common::Provenance;

// Events

/// An event tile (catalog §9). The same 3 are used every year.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventTile {
    /// Stable id.
    pub id: EventTileId,
    /// English name.
    pub name: String,
    /// What it does.
    pub effect: EventTileEffect,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// What an event tile does. Closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum EventTileEffect {
    /// Pay every monster and ghost its `payday_cost` or release it for `release_evil` evil
    /// (EVENT-PAYDAY-*).
    Payday {
        /// Evil gained per released monster or ghost.
        release_evil: u8,
    },
    /// Owe 1 gold per `tiles_per_gold` dungeon tiles, rounded up; each unpaid gold is
    /// `dead_letters_per_unpaid_gold` dead letters (EVENT-TAX-*).
    Taxes {
        /// Tiles per gold owed.
        tiles_per_gold: u8,
        /// Dead letters per unpaid gold.
        dead_letters_per_unpaid_gold: u8,
    },
    /// First game: nothing. Full game: resolve this year's special event card.
    SpecialEvent,
}

/// A special event card (catalog header table 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialEvent {
    /// Stable id, e.g. `"witch-hunt"`.
    pub id: SpecialEventId,
    /// English name.
    pub name: String,
    /// What it does; decisions are taken in turn order (EVENT-2).
    pub effect: SpecialEventEffect,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// What a special event does to each player, in turn order. Closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SpecialEventEffect {
    /// Discard one of your monsters (not a ghost) or gain `evil` (Witch Hunt).
    DiscardMonsterOrGainEvil {
        /// Evil gained instead.
        evil: u8,
    },
    /// For each monster (not ghosts) pay `food` or it goes on strike: knocked out through this
    /// year's combat (Monster Strike, EVENT-SPECIAL-3).
    PayFoodPerMonsterOrStrike {
        /// Food per monster.
        food: u8,
    },
    /// Lose gold / `divisor`, rounded down (Ministry Levy: half).
    LoseGoldFraction {
        /// 2 for half.
        divisor: u8,
    },
    /// You may pay `gold` to lose `evil` (VIP Visit).
    MayPayGoldToLoseEvil {
        /// Gold paid.
        gold: u8,
        /// Evil lost.
        evil: u8,
    },
    /// Flip `count` of your unconquered tunnels to the conquered side (rooms if you have fewer
    /// tunnels); evil does not change (Earthquake).
    CollapseTiles {
        /// Tiles collapsed.
        count: u8,
    },
}
