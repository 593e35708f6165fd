//! Action spaces of the central board, their slots and gains, and the order cards (catalog §3).

use serde::{Deserialize, Serialize};

use super::common::{Cost, Provenance};
use super::ids::ActionId;

// Action spaces and order cards

/// Row of the central board; the top row is executed first (EXEC-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardRow {
    /// Get Food, Improve Reputation, Dig Tunnels, Mine Gold.
    Top,
    /// Recruit Imps, Buy Traps, Hire Monster, Build Room.
    Bottom,
}

/// In which order the slots of an action space are resolved (EXEC-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SlotOrder {
    /// Slot 1, then 2, then 3.
    Ascending,
    /// Slot 3, then 2, then 1 (Hire Monster, Build Room).
    Descending,
}

/// One action space of the central board (catalog §3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionSpace {
    /// Which action.
    pub id: ActionId,
    /// English name.
    pub name: String,
    /// Execution position, 1..=8 (EXEC-1).
    pub board_order: u8,
    /// Row on the central board.
    pub row: BoardRow,
    /// Slot resolution order (EXEC-2).
    pub slot_order: SlotOrder,
    /// Exactly 3 slots, numbered 1, 2, 3 in this order.
    pub slots: Vec<ActionSlot>,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

impl ActionSpace {
    /// The slot numbers in resolution order.
    pub fn resolution_order(&self) -> [u8; 3] {
        match self.slot_order {
            SlotOrder::Ascending => [1, 2, 3],
            SlotOrder::Descending => [3, 2, 1],
        }
    }

    /// The slot with this number (1..=3).
    pub fn slot(&self, slot: u8) -> Option<&ActionSlot> {
        self.slots.iter().find(|s| s.slot == slot)
    }
}

/// One slot of an action space: pay `cost` (left of the arrow), then take all of `gains`
/// (EXEC-3, EXEC-5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionSlot {
    /// 1, 2 or 3.
    pub slot: u8,
    /// Paid in full before the gains; `evil` here is paying with evil (ACT-FOOD-4).
    #[serde(default)]
    pub cost: Cost,
    /// What the slot gives, in printed order.
    pub gains: Vec<ActionGain>,
}

/// What an action slot gives. Closed: the engine implements each variant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ActionGain {
    /// Take food from the bank.
    Food {
        /// Food tokens gained.
        amount: u8,
    },
    /// Take gold from the bank.
    Gold {
        /// Gold tokens gained.
        amount: u8,
    },
    /// Take imps from the bank; they cannot dig or mine this season (IMP-2).
    Imps {
        /// Imps gained.
        amount: u8,
    },
    /// Move the evil marker down (ACT-REP-4); excess is ignored.
    LoseEvil {
        /// Spaces down.
        amount: u8,
    },
    /// Optionally look at one of this year's face-down combat cards (ACT-REP-5).
    Spy {
        /// Cards looked at.
        count: u8,
    },
    /// Permit to dig up to `max_tunnels` tunnels, one imp each (ACT-DIG-*).
    DigTunnels {
        /// Most tunnels dug.
        max_tunnels: u8,
        /// Whether one more imp must supervise as foreman when at least one tunnel is dug.
        foreman: bool,
    },
    /// Permit to mine with up to `max_imps` imps, 1 gold each (ACT-MINE-*).
    MineGold {
        /// Most mining imps.
        max_imps: u8,
        /// Gold per mining imp.
        gold_per_imp: u8,
        /// Whether one more imp must supervise as foreman when at least one imp mines.
        foreman: bool,
    },
    /// Draw trap cards (ACT-TRAP-*). In year 2 the action draws `year_2_extra_draw` more and
    /// then discards `year_2_discard` of the player's traps (never for the Workshop).
    DrawTraps {
        /// Cards drawn in year 1.
        count: u8,
        /// Extra cards drawn in year 2.
        year_2_extra_draw: u8,
        /// Traps discarded afterwards in year 2.
        year_2_discard: u8,
    },
    /// Hire one monster or ghost from the Underground Inn, paying its printed cost on top of
    /// the slot's cost (ACT-MON-*).
    HireMonster,
    /// Take one room from the room shop and place it on an unconquered tunnel (ACT-ROOM-*).
    /// On a free slot the player may find nothing left (ACT-ROOM-2).
    BuildRoom,
}

/// Order-card rules and the 8 cards of a colour (catalog §3, "Other order-card facts").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrderCardRules {
    /// Cards in hand at the start of each orders phase: 6 (ORDERS-2).
    pub hand_size: u8,
    /// Inaccessible cards: 2 (ORDERS-2).
    pub inaccessible: u8,
    /// Cards programmed each season: 3 (ORDERS-3).
    pub programmed_per_season: u8,
    /// Full game: cards drawn to choose the initial inaccessible ones from: 3 (FULL-1).
    pub full_game_initial_draw: u8,
    /// The 8 cards of a colour, one per action space.
    pub cards: Vec<OrderCard>,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// One order card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrderCard {
    /// The action space it sends a minion to.
    pub action: ActionId,
    /// Full game only: paid when this card is revealed as the 1st order (FULL-4: Hire Monster,
    /// 1 gold). Free for every other card.
    #[serde(default)]
    pub first_order_cost: Cost,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}
