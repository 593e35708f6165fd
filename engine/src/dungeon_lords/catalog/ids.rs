//! Catalog identifiers: string newtypes for card ids and the closed `ActionId` of the eight
//! action spaces.

use std::fmt;

use serde::{Deserialize, Serialize};

// Identifiers

macro_rules! string_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub String);

        impl $name {
            /// The id as it appears in the catalog file and on the wire.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<&str> for $name {
            fn from(id: &str) -> Self {
                Self(id.to_owned())
            }
        }
    };
}

string_id!(
    /// Stable id of a monster or ghost kind, e.g. `"goblin"`.
    MonsterId
);
string_id!(
    /// Stable id of a room tile, e.g. `"chicken-coop"`.
    RoomId
);
string_id!(
    /// Stable id of a trap card kind, e.g. `"rolling-stone"`.
    TrapId
);
string_id!(
    /// Stable id of an adventurer tile kind, e.g. `"thief-y1-s2-hp3"`.
    AdventurerId
);
string_id!(
    /// Stable id of a paladin tile, `"paladin-y1"` or `"paladin-y2"`.
    PaladinId
);
string_id!(
    /// Stable id of a combat card, e.g. `"magic-shield"`.
    CombatCardId
);
string_id!(
    /// Stable id of an event tile: `"payday"`, `"taxes"`, `"special-event"`.
    EventTileId
);
string_id!(
    /// Stable id of a special event card, e.g. `"witch-hunt"`.
    SpecialEventId
);
string_id!(
    /// Stable id of a title, e.g. `"lord-of-dark-deeds"`.
    TitleId
);

/// The eight action spaces of the central board; also the eight order cards of each colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionId {
    /// Get Food (village).
    GetFood,
    /// Improve Reputation (city).
    ImproveReputation,
    /// Dig Tunnels (Ministry permit).
    DigTunnels,
    /// Mine Gold (Ministry permit).
    MineGold,
    /// Recruit Imps.
    RecruitImps,
    /// Buy Traps.
    BuyTraps,
    /// Hire Monster (Underground Inn).
    HireMonster,
    /// Build Room (room shop).
    BuildRoom,
}

impl ActionId {
    /// All eight actions, in board (execution) order.
    pub const ALL: [ActionId; 8] = [
        ActionId::GetFood,
        ActionId::ImproveReputation,
        ActionId::DigTunnels,
        ActionId::MineGold,
        ActionId::RecruitImps,
        ActionId::BuyTraps,
        ActionId::HireMonster,
        ActionId::BuildRoom,
    ];

    /// The id as written in the catalog file and on the wire, e.g. `"get-food"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ActionId::GetFood => "get-food",
            ActionId::ImproveReputation => "improve-reputation",
            ActionId::DigTunnels => "dig-tunnels",
            ActionId::MineGold => "mine-gold",
            ActionId::RecruitImps => "recruit-imps",
            ActionId::BuyTraps => "buy-traps",
            ActionId::HireMonster => "hire-monster",
            ActionId::BuildRoom => "build-room",
        }
    }
}

impl fmt::Display for ActionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
