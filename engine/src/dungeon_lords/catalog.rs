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

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The catalog file compiled into the engine.
pub const BUILTIN_JSON: &str = include_str!("../../data/dungeon-lords-catalog.json");

// ---------------------------------------------------------------------------------------------
// Identifiers
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Shared small types
// ---------------------------------------------------------------------------------------------

/// Where a value comes from (catalog header, decision 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Provenance {
    /// Read off a scan of the printed component.
    Printed,
    /// Stated or derived in the rulebook text (PL/CZ).
    Rulebook,
    /// Official CGE FAQ or errata.
    Faq,
    /// A secondary source: another implementation's data, a product page, a play report.
    Secondary,
    /// No source gives the value; this is our decision (catalog header, table 3). The browser
    /// shows a "reconstructed" mark on such cards.
    Reconstructed,
}

impl Provenance {
    /// Whether the browser must show the "reconstructed" mark.
    pub fn is_reconstructed(self) -> bool {
        self == Provenance::Reconstructed
    }
}

/// Year 1 (silver backs) or year 2 (gold backs). Written as `1` or `2` in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum Year {
    /// The first year: silver-backed tiles and cards.
    One,
    /// The second year: gold-backed tiles and cards.
    Two,
}

impl Year {
    /// Both years, in play order.
    pub const ALL: [Year; 2] = [Year::One, Year::Two];

    /// 1 or 2.
    pub fn number(self) -> u8 {
        match self {
            Year::One => 1,
            Year::Two => 2,
        }
    }
}

impl TryFrom<u8> for Year {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        match n {
            1 => Ok(Year::One),
            2 => Ok(Year::Two),
            _ => Err(format!("year must be 1 or 2, found {n}")),
        }
    }
}

impl From<Year> for u8 {
    fn from(year: Year) -> u8 {
        year.number()
    }
}

impl fmt::Display for Year {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "year {}", self.number())
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A price. Every part must be paid in full (COST-2). `evil` is *paying with evil* (COST-3):
/// the payer's marker moves up, and in the full game it may not pass the top (COST-4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Cost {
    /// Food tokens returned to the bank.
    #[serde(skip_serializing_if = "is_zero")]
    pub food: u8,
    /// Gold tokens returned to the bank.
    #[serde(skip_serializing_if = "is_zero")]
    pub gold: u8,
    /// Evil paid: the marker moves up this many spaces.
    #[serde(skip_serializing_if = "is_zero")]
    pub evil: u8,
    /// Imps returned to the bank (Kamikaze Imp).
    #[serde(skip_serializing_if = "is_zero")]
    pub imps: u8,
    /// Trap cards of the payer's choice discarded face down (Golem).
    #[serde(skip_serializing_if = "is_zero")]
    pub trap_cards: u8,
    /// Other monsters (never ghosts) of the payer's choice discarded (Demon, MON-DEMON-1).
    #[serde(skip_serializing_if = "is_zero")]
    pub monsters: u8,
}

impl Cost {
    /// Whether nothing has to be paid.
    pub fn is_free(&self) -> bool {
        *self == Cost::default()
    }

    fn parts(&self) -> [(&'static str, u8); 6] {
        [
            ("food", self.food),
            ("gold", self.gold),
            ("evil", self.evil),
            ("imps", self.imps),
            ("trap_cards", self.trap_cards),
            ("monsters", self.monsters),
        ]
    }
}

/// A square of the dungeon grid. 0-based; `row` 0 is the row at the surface (entrance side),
/// `column` 0 is the leftmost column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Square {
    /// 0-based column, left to right.
    pub column: u8,
    /// 0-based row, surface first.
    pub row: u8,
}

/// A resource that an effect takes away, in the order written on the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    /// A gold token.
    Gold,
    /// A food token.
    Food,
    /// A trap card of the owner's choice.
    Trap,
    /// An imp.
    Imp,
}

// ---------------------------------------------------------------------------------------------
// The catalog
// ---------------------------------------------------------------------------------------------

/// The whole Dungeon Lords catalog. Build it with [`Catalog::builtin`] or
/// [`Catalog::from_json`]; both validate it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalog {
    /// Catalog version, e.g. `"dl-catalog-1"`; stored with every game started from it.
    #[serde(default)]
    pub version: String,
    /// The research document every `source` refers to.
    pub reference: String,
    /// Component counts from the box (catalog §1).
    pub components: Components,
    /// Per-player starting resources (catalog §2).
    pub setup: Setup,
    /// The evilometer (catalog §2).
    pub evilometer: Evilometer,
    /// The construction-site grid, entrance and starting tunnels (catalog §2, §17.4).
    pub dungeon: DungeonGrid,
    /// Numbers of the building part (offers, seasons, production uses).
    pub building: BuildingRules,
    /// The 8 action spaces, in board order (catalog §3).
    pub actions: Vec<ActionSpace>,
    /// Order cards (catalog §3).
    pub order_cards: OrderCardRules,
    /// Monster and ghost kinds (catalog §4).
    pub monsters: Vec<Monster>,
    /// Room tiles of both years (catalog §5).
    pub rooms: Vec<Room>,
    /// Trap card kinds (catalog §6).
    pub traps: Vec<Trap>,
    /// Adventurer tile kinds of both years (catalog §10a, §10b).
    pub adventurers: Vec<Adventurer>,
    /// The two paladins (catalog §10c).
    pub paladins: Vec<Paladin>,
    /// Combat numbers (catalog §11).
    pub combat: CombatRules,
    /// The 18 combat cards (catalog §7, §17.2).
    pub combat_cards: Vec<CombatCard>,
    /// The 3 event tiles (catalog §9).
    pub event_tiles: Vec<EventTile>,
    /// The special event cards in use (catalog header table 3, §8, §17.3).
    pub special_events: Vec<SpecialEvent>,
    /// End-game points (catalog §12).
    pub scoring: Scoring,
    /// The seven titles (catalog §12).
    pub titles: Vec<Title>,
    /// What changes with 2, 3 and 4 players (catalog §13).
    pub player_counts: Vec<PlayerCountRules>,
}

/// Component counts (catalog §1). The lists of the catalog must add up to these.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Components {
    /// Colours in the box (dungeon boards, minion sets, order-card sets): 4.
    pub colours: u8,
    /// Order cards per colour: 8, one per action space.
    pub order_cards_per_colour: u8,
    /// Minion figures per colour: 3.
    pub minions_per_colour: u8,
    /// Combat cards per year: 9.
    pub combat_cards_per_year: u8,
    /// Trap cards in the single deck: 27.
    pub trap_cards: u8,
    /// Special event cards printed: 9 (the catalog may provide fewer, FULL-2).
    pub special_event_cards_printed: u8,
    /// Monster and ghost tiles per year: 12.
    pub monster_tiles_per_year: u8,
    /// Room tiles per year: 8.
    pub room_tiles_per_year: u8,
    /// Adventurer tiles per year: 16.
    pub adventurer_tiles_per_year: u8,
    /// Paladin tiles: 2.
    pub paladins: u8,
    /// Event tiles: 3.
    pub event_tiles: u8,
    /// Troll tokens: 3.
    pub troll_tokens: u8,
    /// Tunnel tiles: 42 (the bank is treated as unlimited).
    pub tunnel_tiles: u8,
    /// Item tiles: 20, used by no base-game rule (COMP-16).
    pub item_tiles: u8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// Per-player starting resources (SETUP-14).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Starting food: 3.
    pub food: u8,
    /// Starting gold: 3.
    pub gold: u8,
    /// Starting imps: 3.
    pub imps: u8,
    /// Starting tunnels: 3 (their squares are [`DungeonGrid::starting_tunnels`]).
    pub tunnels: u8,
    /// Minions per player: 3.
    pub minions: u8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// The evilometer (EVIL-1). Spaces are numbered 1 (bottom, nicest) to `spaces` (top).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evilometer {
    /// Number of spaces: 15; the top one is Absolute Evil.
    pub spaces: u8,
    /// Start space of every evil marker: 5.
    pub start: u8,
    /// A marker on this space or above brings the paladin: 10.
    pub paladin_space: u8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// The construction site (DUNGEON-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DungeonGrid {
    /// Columns: 5.
    pub columns: u8,
    /// Rows: 4.
    pub rows: u8,
    /// The entrance square: top of the middle column.
    pub entrance: Square,
    /// The squares of the starting tunnels (the entrance square and the two below it).
    pub starting_tunnels: Vec<Square>,
    /// Provenance of `starting_tunnels` (reconstructed: the printed marks were never seen).
    pub starting_tunnels_provenance: Provenance,
    /// Catalog line cited.
    pub source: String,
    /// Where the grid and entrance come from.
    pub provenance: Provenance,
}

impl DungeonGrid {
    /// Whether the square lies on the grid.
    pub fn contains(&self, square: Square) -> bool {
        square.column < self.columns && square.row < self.rows
    }
}

/// Numbers of the building part of a year.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuildingRules {
    /// Years in a game: 2.
    pub years: u8,
    /// Seasons per year: 4 (winter, spring, summer, autumn).
    pub seasons_per_year: u8,
    /// Monsters put in the Underground Inn each season: 3 (NEWSEASON-2).
    pub monsters_offered_per_season: u8,
    /// Rooms put in the room shop each season: 2 (NEWSEASON-2).
    pub rooms_offered_per_season: u8,
    /// Uses of each production room per season in year 1: 1 (PROD-4).
    pub production_uses_year_1: u8,
    /// Uses of each production room per season in year 2: 2 (PROD-4).
    pub production_uses_year_2: u8,
    /// Special event cards drawn at setup in the full game: 2 (FULL-2).
    pub special_events_per_game: u8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

// ---------------------------------------------------------------------------------------------
// Action spaces and order cards
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Monsters
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------

/// What a room is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomKind {
    /// Year-1 production room (PROD-*).
    Production,
    /// Year-2 combat room (ROOM-COMBAT-1).
    Combat,
    /// Year-2 scoring room (ROOM-SCORE-1).
    Scoring,
}

/// A room tile (catalog §5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Room {
    /// Stable id, e.g. `"chicken-coop"`.
    pub id: RoomId,
    /// English name.
    pub name: String,
    /// Which stack it is in.
    pub year: Year,
    /// Tiles in the box: 1.
    pub count: u8,
    /// Production, combat or scoring.
    pub kind: RoomKind,
    /// Year-1 rooms: the legal squares (ACT-ROOM-3). `None`: anywhere (year-2 rooms).
    #[serde(default)]
    pub zone: Option<RoomZone>,
    /// What the room does.
    pub effect: RoomEffect,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

impl Room {
    /// Whether the room may be built on this square (zone only; adjacency is the engine's).
    pub fn allows(&self, square: Square) -> bool {
        self.zone.as_ref().is_none_or(|zone| zone.contains(square))
    }
}

/// A placement zone as printed on a year-1 room: one string per row, surface first, one
/// character per column, `#` legal and `.` not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoomZone(pub Vec<String>);

impl RoomZone {
    /// Whether the square is legal for the room.
    pub fn contains(&self, square: Square) -> bool {
        self.0
            .get(usize::from(square.row))
            .and_then(|row| row.as_bytes().get(usize::from(square.column)))
            .is_some_and(|&c| c == b'#')
    }

    /// All legal squares.
    pub fn squares(&self) -> Vec<Square> {
        let mut out = Vec::new();
        for (row, line) in self.0.iter().enumerate() {
            for (column, c) in line.bytes().enumerate() {
                if c == b'#' {
                    if let (Ok(column), Ok(row)) = (u8::try_from(column), u8::try_from(row)) {
                        out.push(Square { column, row });
                    }
                }
            }
        }
        out
    }
}

/// What a room does. Closed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum RoomEffect {
    /// Production (PROD-2): put `imps` unused imps or troll tokens in the room, pay
    /// `extra_cost`, take `product`. Uses per season: [`BuildingRules`].
    Produce {
        /// Imps (or troll tokens) per use.
        imps: u8,
        /// Paid per use on top of the imps (Magic Room: 1 food).
        #[serde(default)]
        extra_cost: Cost,
        /// What one use yields.
        product: Product,
    },
    /// Combat: the listed monsters deal `bonus` more with every strike in a battle here
    /// (Training Room, Dark Room).
    AttackBonus {
        /// Monster kinds affected.
        monsters: Vec<MonsterId>,
        /// Extra damage per strike.
        bonus: u8,
    },
    /// Combat: defence limits in a battle here replace the room limits (Labyrinth).
    DefenceLimits {
        /// Most traps.
        max_traps: u8,
        /// Most monsters (ghosts are unlimited).
        max_monsters: u8,
        /// Bait gold per trap.
        trap_bait_gold: u8,
    },
    /// Combat: both spell steps are skipped in a battle here (Anti-magic Room).
    NoSpells,
    /// Scoring: `points` per owned monster of the listed kinds (Cafeteria, Chapel, Pandemonium).
    PointsPerMonster {
        /// Kinds that score (may include the ghost).
        monsters: Vec<MonsterId>,
        /// Points per tile.
        points: u8,
    },
    /// Scoring: points per exclusive title, scored with the titles (Hall of Fame).
    PointsPerExclusiveTitle {
        /// Points with 4 players.
        four_players: u8,
        /// Points with 2 or 3 players.
        fewer_players: u8,
    },
}

/// What one use of a production room yields. Closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Product {
    /// Food tokens.
    Food {
        /// Food gained.
        amount: u8,
    },
    /// Gold tokens.
    Gold {
        /// Gold gained.
        amount: u8,
    },
    /// Trap cards drawn, never with the year-2 extra draw and discard (ACT-TRAP-4).
    Traps {
        /// Cards drawn.
        count: u8,
    },
    /// Tunnels dug under the normal rules, with no imp left on them (ROOM-TOOLSHED-1).
    Tunnels {
        /// Tunnels dug.
        count: u8,
    },
    /// Evil lost (Printing Press).
    LoseEvil {
        /// Spaces down.
        amount: u8,
    },
    /// New imps, usable at once (Magic Room, PROD-7).
    Imps {
        /// Imps gained.
        count: u8,
    },
}

// ---------------------------------------------------------------------------------------------
// Traps
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Adventurers and paladins
// ---------------------------------------------------------------------------------------------

/// The four adventurer classes. The paladin belongs to none (PALADIN-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdventurerClass {
    /// Pushes to the front of the party (PARTY-2).
    Warrior,
    /// Disarm symbols.
    Thief,
    /// Heal symbols.
    Priest,
    /// Magic symbols.
    Wizard,
}

/// An adventurer tile kind (catalog §10a, §10b). `count` identical tiles are in the stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Adventurer {
    /// Stable id, `"{class}-y{year}-s{strength}-hp{hp}"`.
    pub id: AdventurerId,
    /// Which stack.
    pub year: Year,
    /// Class.
    pub class: AdventurerClass,
    /// Glyph rank used for sorting and the redraw rule (ADV-DRAW-2/3): year 1 uses 1..=3 (silver
    /// F with 1–3 dots), year 2 uses 4..=7 (gold 1–3 dots, then ff). Same rank = same glyph.
    pub strength: u8,
    /// Hit points.
    pub hit_points: u8,
    /// Disarm symbols (thieves).
    #[serde(default)]
    pub disarm: u8,
    /// Heal symbols (priests).
    #[serde(default)]
    pub heal: u8,
    /// Magic symbols (wizards).
    #[serde(default)]
    pub magic: u8,
    /// Identical tiles in the stack.
    pub count: u8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// A paladin tile (catalog §10c). Exactly one per year.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Paladin {
    /// Stable id.
    pub id: PaladinId,
    /// English name.
    pub name: String,
    /// The year he serves.
    pub year: Year,
    /// Hit points.
    pub hit_points: u8,
    /// Disarm symbols.
    pub disarm: u8,
    /// Heal symbols.
    pub heal: u8,
    /// Magic symbols.
    pub magic: u8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

// ---------------------------------------------------------------------------------------------
// Combat
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Scoring, titles, player counts
// ---------------------------------------------------------------------------------------------

/// End-game points (SCORE-3..6). Points per monster are [`Monster::points`] (SCORE-2), title
/// points are in [`PlayerCountRules`] (TITLE-1, TITLE-2), scoring rooms in [`RoomEffect`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scoring {
    /// Per adventurer in prison: +2.
    pub per_prisoner: i8,
    /// Per paladin in prison: +5.
    pub per_paladin_prisoner: i8,
    /// Per unconquered room: +2.
    pub per_unconquered_room: i8,
    /// Per conquered tile: −2.
    pub per_conquered_tile: i8,
    /// Per dead letter: −3.
    pub per_dead_letter: i8,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// What a title measures (TITLE-3..9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TitleCriterion {
    /// Highest evil.
    MostEvil,
    /// Most rooms, conquered included.
    MostRooms,
    /// Most tunnels, conquered included.
    MostTunnels,
    /// Most monsters, ghosts excluded.
    MostMonsters,
    /// Most imps, troll tokens excluded.
    MostImps,
    /// Most gold + food + unused trap cards.
    MostRiches,
    /// Fewest conquered tiles.
    FewestConqueredTiles,
}

/// A title (catalog §12).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Title {
    /// Stable id.
    pub id: TitleId,
    /// English name.
    pub name: String,
    /// What it measures.
    pub criterion: TitleCriterion,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// Who holds the starting-player token at the start of year 2 (END-YEAR-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum YearTwoStart {
    /// The player opposite the year-1 starter (one seat counter-clockwise from the holder).
    Opposite,
    /// One seat clockwise, as after any season.
    NextClockwise,
    /// The token does not move.
    Stays,
}

/// Rules that depend on the number of players (catalog §13).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerCountRules {
    /// 2, 3 or 4.
    pub players: u8,
    /// Dummy colours: 2, 1 or 0.
    pub dummy_colours: u8,
    /// Adventurers drawn each season (ADV-DRAW-1).
    pub adventurers_per_season: u8,
    /// Points of an exclusive title.
    pub title_exclusive: u8,
    /// Points of a shared title.
    pub title_shared: u8,
    /// Starting-player token at the start of year 2.
    pub year_two_start: YearTwoStart,
    /// Dummy procedure, if any.
    #[serde(default)]
    pub dummy: Option<DummyRules>,
    /// Catalog line cited.
    pub source: String,
    /// Where the values come from.
    pub provenance: Provenance,
}

/// The dummy-colour procedure (DUMMY3-*, DUMMY2-*).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DummyRules {
    /// Initial inaccessible cards of a dummy: 3 (SETUP-17).
    pub inaccessible: u8,
    /// Cards each dummy reveals at random each season (3 with 3 players, 2 with 2).
    pub revealed_orders: u8,
    /// Slot a revealed dummy card takes (the lowest free from here): 2.
    pub revealed_slot: u8,
    /// Cards a player secretly chooses for their dummy each season (2 players: 1).
    pub chosen_orders: u8,
    /// Slot a chosen dummy card takes (the lowest free from here): 1 (DECISION D21).
    pub chosen_slot: u8,
    /// Whether a dummy evil marker is used (2 players).
    pub evil_marker: bool,
    /// Evil the dummy marker gains before each adventurer assignment: 1.
    pub marker_gain_per_assignment: u8,
    /// Evil the dummy marker loses at the year transition: 2.
    pub marker_loss_at_year_end: u8,
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// Why a catalog file was refused. Messages are lower-case and name the entry.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CatalogError {
    /// The text is not JSON.
    #[error("catalog is not valid json: {message}")]
    Json {
        /// The parser's message (with line and column).
        message: String,
    },
    /// An entry does not have the expected shape (unknown field, wrong type, negative count…).
    #[error("catalog {section} entry {entry}: {message}")]
    Malformed {
        /// Top-level key, e.g. `monsters`.
        section: String,
        /// Id of the entry (or `#index`).
        entry: String,
        /// The parser's message.
        message: String,
    },
    /// The file as a whole has the wrong shape (not an object, an unknown top-level key…).
    #[error("catalog top level: {message}")]
    TopLevel {
        /// The parser's message.
        message: String,
    },
    /// `version` is missing or empty.
    #[error("catalog version is missing or empty")]
    MissingVersion,
    /// Two entries share an id.
    #[error("catalog {section} entry {entry}: duplicate id")]
    DuplicateId {
        /// Top-level key.
        section: String,
        /// The repeated id.
        entry: String,
    },
    /// An id is not lowercase kebab-case.
    #[error("catalog {section} entry {entry}: id must be lowercase letters, digits and hyphens")]
    BadId {
        /// Top-level key.
        section: String,
        /// The id.
        entry: String,
    },
    /// A reference names no entry.
    #[error("catalog {section} entry {entry}: {field} refers to unknown {kind} {reference}")]
    UnknownReference {
        /// Top-level key.
        section: String,
        /// Id of the referring entry.
        entry: String,
        /// The referring field.
        field: String,
        /// What kind of entry was expected.
        kind: String,
        /// The unknown id.
        reference: String,
    },
    /// A number is outside its allowed range.
    #[error("catalog {section} entry {entry}: {field} is {value}, expected {min}..={max}")]
    OutOfRange {
        /// Top-level key.
        section: String,
        /// Id of the entry.
        entry: String,
        /// The field, e.g. `year_1.effects[0].amount`.
        field: String,
        /// The value found.
        value: i64,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// Entries disagree with each other or with the component counts.
    #[error("catalog {section} entry {entry}: {message}")]
    Inconsistent {
        /// Top-level key.
        section: String,
        /// Id of the entry.
        entry: String,
        /// What is wrong.
        message: String,
    },
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

impl Catalog {
    /// The catalog compiled into the engine, parsed and validated once.
    ///
    /// # Panics
    /// Never in a released build: the unit test `builtin_catalog_loads_and_validates` proves the
    /// compiled-in file is valid.
    pub fn builtin() -> &'static Catalog {
        static BUILTIN: OnceLock<Catalog> = OnceLock::new();
        BUILTIN.get_or_init(|| match Catalog::from_json(BUILTIN_JSON) {
            Ok(catalog) => catalog,
            Err(e) => panic!("the built-in dungeon lords catalog is invalid: {e}"),
        })
    }

    /// Parses and validates a catalog file (the built-in one or a host's override).
    ///
    /// # Errors
    /// [`CatalogError`] naming the first broken entry.
    pub fn from_json(text: &str) -> Result<Catalog, CatalogError> {
        let value: Value = serde_json::from_str(text).map_err(|e| CatalogError::Json {
            message: e.to_string(),
        })?;
        let catalog = match Catalog::deserialize(&value) {
            Ok(catalog) => catalog,
            Err(e) => return Err(locate_malformed(&value, &e.to_string())),
        };
        catalog.validate()?;
        Ok(catalog)
    }

    /// The catalog as pretty JSON (for storing next to a game).
    ///
    /// # Errors
    /// Never in practice; serde_json's error is passed on.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }
}

/// Finds the entry that failed to deserialize, to name it in the message.
fn locate_malformed(value: &Value, message: &str) -> CatalogError {
    let Some(object) = value.as_object() else {
        return CatalogError::TopLevel {
            message: "expected a json object".to_owned(),
        };
    };
    let probes: [(&str, Probe); 21] = [
        ("version", probe_one::<String>),
        ("reference", probe_one::<String>),
        ("components", probe_one::<Components>),
        ("setup", probe_one::<Setup>),
        ("evilometer", probe_one::<Evilometer>),
        ("dungeon", probe_one::<DungeonGrid>),
        ("building", probe_one::<BuildingRules>),
        ("actions", probe_list::<ActionSpace>),
        ("order_cards", probe_order_cards),
        ("monsters", probe_list::<Monster>),
        ("rooms", probe_list::<Room>),
        ("traps", probe_list::<Trap>),
        ("adventurers", probe_list::<Adventurer>),
        ("paladins", probe_list::<Paladin>),
        ("combat", probe_one::<CombatRules>),
        ("combat_cards", probe_list::<CombatCard>),
        ("event_tiles", probe_list::<EventTile>),
        ("special_events", probe_list::<SpecialEvent>),
        ("scoring", probe_one::<Scoring>),
        ("titles", probe_list::<Title>),
        ("player_counts", probe_list::<PlayerCountRules>),
    ];
    for (section, probe) in probes {
        if let Some(entry) = object.get(section) {
            if let Some(error) = probe(section, entry) {
                return error;
            }
        }
    }
    CatalogError::TopLevel {
        message: message.to_owned(),
    }
}

type Probe = fn(&str, &Value) -> Option<CatalogError>;

fn malformed(section: &str, entry: &str, message: &str) -> CatalogError {
    CatalogError::Malformed {
        section: section.to_owned(),
        entry: entry.to_owned(),
        message: message.to_owned(),
    }
}

fn probe_one<T: DeserializeOwned>(section: &str, value: &Value) -> Option<CatalogError> {
    T::deserialize(value)
        .err()
        .map(|e| malformed(section, section, &e.to_string()))
}

fn entry_name(value: &Value, index: usize) -> String {
    for key in ["id", "action", "players"] {
        match value.get(key) {
            Some(Value::String(s)) => return s.clone(),
            Some(Value::Number(n)) => return format!("{key} {n}"),
            _ => {}
        }
    }
    format!("#{index}")
}

fn probe_list<T: DeserializeOwned>(section: &str, value: &Value) -> Option<CatalogError> {
    let Some(items) = value.as_array() else {
        return Some(malformed(section, section, "expected a list"));
    };
    items.iter().enumerate().find_map(|(index, item)| {
        T::deserialize(item)
            .err()
            .map(|e| malformed(section, &entry_name(item, index), &e.to_string()))
    })
}

fn probe_order_cards(section: &str, value: &Value) -> Option<CatalogError> {
    if let Some(error) = value
        .get("cards")
        .and_then(|cards| probe_list::<OrderCard>(section, cards))
    {
        return Some(error);
    }
    probe_one::<OrderCardRules>(section, value)
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

/// The entry being validated; builds errors that name it.
struct At<'a> {
    section: &'a str,
    entry: String,
}

impl<'a> At<'a> {
    fn new(section: &'a str, entry: impl fmt::Display) -> Self {
        At {
            section,
            entry: entry.to_string(),
        }
    }

    fn range(
        &self,
        field: &str,
        value: impl Into<i64>,
        min: i64,
        max: i64,
    ) -> Result<(), CatalogError> {
        let value = value.into();
        if (min..=max).contains(&value) {
            Ok(())
        } else {
            Err(CatalogError::OutOfRange {
                section: self.section.to_owned(),
                entry: self.entry.clone(),
                field: field.to_owned(),
                value,
                min,
                max,
            })
        }
    }

    fn positive(&self, field: &str, value: u8) -> Result<(), CatalogError> {
        self.range(field, value, 1, i64::from(u8::MAX))
    }

    fn fail(&self, message: impl Into<String>) -> CatalogError {
        CatalogError::Inconsistent {
            section: self.section.to_owned(),
            entry: self.entry.clone(),
            message: message.into(),
        }
    }

    fn check(&self, ok: bool, message: impl Into<String>) -> Result<(), CatalogError> {
        if ok {
            Ok(())
        } else {
            Err(self.fail(message))
        }
    }

    fn source(&self, source: &str) -> Result<(), CatalogError> {
        self.check(
            source.starts_with("catalog "),
            "source must cite the catalog reference (\"catalog §n Lnnn…\")",
        )
    }

    fn cost(&self, field: &str, cost: &Cost) -> Result<(), CatalogError> {
        for (part, amount) in cost.parts() {
            self.range(&format!("{field}.{part}"), amount, 0, MAX_COST)?;
        }
        Ok(())
    }

    fn unknown(&self, field: &str, kind: &str, reference: &str) -> CatalogError {
        CatalogError::UnknownReference {
            section: self.section.to_owned(),
            entry: self.entry.clone(),
            field: field.to_owned(),
            kind: kind.to_owned(),
            reference: reference.to_owned(),
        }
    }
}

/// Largest single cost part, damage, heal, etc. accepted from a catalog file.
const MAX_COST: i64 = 5;
const MAX_DAMAGE: i64 = 10;
const MAX_HIT_POINTS: i64 = 12;
const MAX_SYMBOLS: i64 = 5;
const MAX_FATIGUE: i64 = 5;

/// Collects ids and refuses duplicates across every kind of card (ids are global on the wire).
struct IdSet(BTreeSet<String>);

impl IdSet {
    fn insert(&mut self, section: &str, id: &str) -> Result<(), CatalogError> {
        let well_formed = !id.is_empty()
            && !id.starts_with('-')
            && !id.ends_with('-')
            && id
                .bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-');
        if !well_formed {
            return Err(CatalogError::BadId {
                section: section.to_owned(),
                entry: id.to_owned(),
            });
        }
        if self.0.insert(id.to_owned()) {
            Ok(())
        } else {
            Err(CatalogError::DuplicateId {
                section: section.to_owned(),
                entry: id.to_owned(),
            })
        }
    }
}

impl Catalog {
    /// Checks the whole catalog: version present, counts positive, ids unique and well formed,
    /// references resolved, every effect parameter in range, lists adding up to the component
    /// counts. Run by [`Catalog::builtin`] and [`Catalog::from_json`].
    ///
    /// # Errors
    /// The first problem found, naming its entry.
    pub fn validate(&self) -> Result<(), CatalogError> {
        if self.version.trim().is_empty() {
            return Err(CatalogError::MissingVersion);
        }
        At::new("reference", "reference")
            .check(!self.reference.trim().is_empty(), "reference is empty")?;
        let mut ids = IdSet(BTreeSet::new());
        self.validate_tables()?;
        self.validate_actions()?;
        self.validate_monsters(&mut ids)?;
        self.validate_rooms(&mut ids)?;
        self.validate_traps(&mut ids)?;
        self.validate_adventurers(&mut ids)?;
        self.validate_combat_cards(&mut ids)?;
        self.validate_events(&mut ids)?;
        self.validate_titles_and_counts(&mut ids)?;
        Ok(())
    }

    fn validate_tables(&self) -> Result<(), CatalogError> {
        let c = &self.components;
        let at = At::new("components", "components");
        at.source(&c.source)?;
        for (field, n) in [
            ("colours", c.colours),
            ("order_cards_per_colour", c.order_cards_per_colour),
            ("minions_per_colour", c.minions_per_colour),
            ("combat_cards_per_year", c.combat_cards_per_year),
            ("trap_cards", c.trap_cards),
            ("special_event_cards_printed", c.special_event_cards_printed),
            ("monster_tiles_per_year", c.monster_tiles_per_year),
            ("room_tiles_per_year", c.room_tiles_per_year),
            ("adventurer_tiles_per_year", c.adventurer_tiles_per_year),
            ("paladins", c.paladins),
            ("event_tiles", c.event_tiles),
            ("troll_tokens", c.troll_tokens),
            ("tunnel_tiles", c.tunnel_tiles),
        ] {
            at.positive(field, n)?;
        }

        let s = &self.setup;
        let at = At::new("setup", "setup");
        at.source(&s.source)?;
        at.range("food", s.food, 0, 20)?;
        at.range("gold", s.gold, 0, 20)?;
        at.range("imps", s.imps, 0, 20)?;
        at.positive("tunnels", s.tunnels)?;
        at.positive("minions", s.minions)?;
        at.check(
            s.minions == c.minions_per_colour,
            "minions differs from components.minions_per_colour",
        )?;

        let e = &self.evilometer;
        let at = At::new("evilometer", "evilometer");
        at.source(&e.source)?;
        at.range("spaces", e.spaces, 2, 30)?;
        at.range("start", e.start, 1, i64::from(e.spaces))?;
        at.range(
            "paladin_space",
            e.paladin_space,
            i64::from(e.start) + 1,
            i64::from(e.spaces),
        )?;

        let d = &self.dungeon;
        let at = At::new("dungeon", "dungeon");
        at.source(&d.source)?;
        at.range("columns", d.columns, 1, 10)?;
        at.range("rows", d.rows, 1, 10)?;
        at.check(d.contains(d.entrance), "entrance lies outside the grid")?;
        at.check(
            d.starting_tunnels.iter().all(|&sq| d.contains(sq)),
            "a starting tunnel lies outside the grid",
        )?;
        at.check(
            d.starting_tunnels.contains(&d.entrance),
            "starting tunnels must include the entrance square",
        )?;
        let distinct: BTreeSet<Square> = d.starting_tunnels.iter().copied().collect();
        at.check(
            distinct.len() == d.starting_tunnels.len(),
            "starting tunnels repeat a square",
        )?;
        at.check(
            d.starting_tunnels.len() == usize::from(s.tunnels),
            "starting tunnels differ from setup.tunnels",
        )?;

        let b = &self.building;
        let at = At::new("building", "building");
        at.source(&b.source)?;
        at.range("years", b.years, 2, 2)?;
        at.positive("seasons_per_year", b.seasons_per_year)?;
        at.positive("monsters_offered_per_season", b.monsters_offered_per_season)?;
        at.positive("rooms_offered_per_season", b.rooms_offered_per_season)?;
        at.range("production_uses_year_1", b.production_uses_year_1, 1, 4)?;
        at.range("production_uses_year_2", b.production_uses_year_2, 1, 4)?;
        at.range("special_events_per_game", b.special_events_per_game, 0, 2)?;

        let k = &self.combat;
        let at = At::new("combat", "combat");
        at.source(&k.source)?;
        at.range("rounds", k.rounds, 1, 10)?;
        at.range(
            "cards_per_year",
            k.cards_per_year,
            i64::from(k.rounds),
            i64::from(c.combat_cards_per_year),
        )?;
        at.check(
            k.magic_needed.len() == usize::from(k.rounds),
            "magic_needed needs one entry per round",
        )?;
        for (i, &m) in k.magic_needed.iter().enumerate() {
            at.range(&format!("magic_needed[{i}]"), m, 0, 10)?;
        }
        for (name, limits) in [("tunnel", k.tunnel), ("room", k.room)] {
            at.range(&format!("{name}.max_traps"), limits.max_traps, 0, 3)?;
            at.range(&format!("{name}.max_monsters"), limits.max_monsters, 0, 3)?;
            at.range(
                &format!("{name}.trap_bait_gold"),
                limits.trap_bait_gold,
                0,
                i64::from(MAX_COST as u8),
            )?;
        }
        at.range("conquest_evil_loss", k.conquest_evil_loss, 0, 3)?;

        let p = &self.scoring;
        let at = At::new("scoring", "scoring");
        at.source(&p.source)?;
        for (field, n) in [
            ("per_prisoner", p.per_prisoner),
            ("per_paladin_prisoner", p.per_paladin_prisoner),
            ("per_unconquered_room", p.per_unconquered_room),
            ("per_conquered_tile", p.per_conquered_tile),
            ("per_dead_letter", p.per_dead_letter),
        ] {
            at.range(field, n, -10, 10)?;
        }
        Ok(())
    }

    fn validate_actions(&self) -> Result<(), CatalogError> {
        let at = At::new("actions", "actions");
        at.check(
            self.actions.len() == ActionId::ALL.len(),
            "there must be exactly 8 action spaces",
        )?;
        let mut seen = BTreeSet::new();
        let mut orders = BTreeSet::new();
        for action in &self.actions {
            let at = At::new("actions", action.id);
            at.source(&action.source)?;
            if !seen.insert(action.id) {
                return Err(CatalogError::DuplicateId {
                    section: "actions".into(),
                    entry: action.id.to_string(),
                });
            }
            at.range("board_order", action.board_order, 1, 8)?;
            at.check(
                orders.insert(action.board_order),
                "board_order repeats another action's",
            )?;
            at.check(
                action.slots.len() == 3,
                "an action space has exactly 3 slots",
            )?;
            for (i, slot) in action.slots.iter().enumerate() {
                let field = format!("slots[{i}]");
                at.range(
                    &format!("{field}.slot"),
                    slot.slot,
                    i as i64 + 1,
                    i as i64 + 1,
                )?;
                at.cost(&format!("{field}.cost"), &slot.cost)?;
                at.check(!slot.gains.is_empty(), format!("{field} gains nothing"))?;
                for (j, gain) in slot.gains.iter().enumerate() {
                    let f = format!("{field}.gains[{j}]");
                    match *gain {
                        ActionGain::Food { amount }
                        | ActionGain::Gold { amount }
                        | ActionGain::Imps { amount }
                        | ActionGain::LoseEvil { amount } => {
                            at.range(&format!("{f}.amount"), amount, 1, MAX_COST)?
                        }
                        ActionGain::Spy { count } => {
                            at.range(&format!("{f}.count"), count, 1, 4)?
                        }
                        ActionGain::DigTunnels { max_tunnels, .. } => {
                            at.range(&format!("{f}.max_tunnels"), max_tunnels, 1, 10)?
                        }
                        ActionGain::MineGold {
                            max_imps,
                            gold_per_imp,
                            ..
                        } => {
                            at.range(&format!("{f}.max_imps"), max_imps, 1, 10)?;
                            at.range(&format!("{f}.gold_per_imp"), gold_per_imp, 1, MAX_COST)?;
                        }
                        ActionGain::DrawTraps {
                            count,
                            year_2_extra_draw,
                            year_2_discard,
                        } => {
                            at.range(&format!("{f}.count"), count, 1, MAX_COST)?;
                            at.range(
                                &format!("{f}.year_2_extra_draw"),
                                year_2_extra_draw,
                                0,
                                MAX_COST,
                            )?;
                            at.range(
                                &format!("{f}.year_2_discard"),
                                year_2_discard,
                                0,
                                i64::from(count) + 1,
                            )?;
                        }
                        ActionGain::HireMonster | ActionGain::BuildRoom => {}
                    }
                }
            }
        }

        let o = &self.order_cards;
        let at = At::new("order_cards", "order_cards");
        at.source(&o.source)?;
        at.check(
            o.cards.len() == usize::from(self.components.order_cards_per_colour),
            "cards differ from components.order_cards_per_colour",
        )?;
        at.positive("programmed_per_season", o.programmed_per_season)?;
        at.check(
            usize::from(o.hand_size) + usize::from(o.inaccessible) == o.cards.len(),
            "hand_size + inaccessible must equal the cards of a colour",
        )?;
        at.range(
            "programmed_per_season",
            o.programmed_per_season,
            1,
            i64::from(o.hand_size),
        )?;
        at.range(
            "full_game_initial_draw",
            o.full_game_initial_draw,
            i64::from(o.inaccessible),
            i64::from(o.hand_size),
        )?;
        let mut seen = BTreeSet::new();
        for card in &o.cards {
            let at = At::new("order_cards", card.action);
            at.source(&card.source)?;
            if !seen.insert(card.action) {
                return Err(CatalogError::DuplicateId {
                    section: "order_cards".into(),
                    entry: card.action.to_string(),
                });
            }
            at.cost("first_order_cost", &card.first_order_cost)?;
        }
        Ok(())
    }

    fn validate_monsters(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        let mut trolls = 0usize;
        for m in &self.monsters {
            ids.insert("monsters", m.id.as_str())?;
            let at = At::new("monsters", &m.id);
            at.source(&m.source)?;
            at.check(!m.name.trim().is_empty(), "name is empty")?;
            at.range("count_year_1", m.count_year_1, 0, 12)?;
            at.range("count_year_2", m.count_year_2, 0, 12)?;
            at.check(
                m.count_year_1 + m.count_year_2 > 0,
                "count_year_1 + count_year_2 must be positive",
            )?;
            per_year[0] += usize::from(m.count_year_1);
            per_year[1] += usize::from(m.count_year_2);
            at.cost("cost", &m.cost)?;
            at.cost("payday_cost", &m.payday_cost)?;
            at.check(!m.cost.is_free(), "cost is free")?;
            at.range("points", m.points, 0, 5)?;
            at.check(!m.attacks.is_empty(), "attacks is empty")?;
            for (i, option) in m.attacks.iter().enumerate() {
                let field = format!("attacks[{i}]");
                at.cost(&format!("{field}.cost"), &option.cost)?;
                at.check(
                    !option.strikes.is_empty() || !option.effects.is_empty(),
                    format!("{field} has neither strikes nor effects"),
                )?;
                for (j, strike) in option.strikes.iter().enumerate() {
                    at.range(
                        &format!("{field}.strikes[{j}].damage"),
                        strike.damage,
                        1,
                        MAX_DAMAGE,
                    )?;
                }
                for (j, effect) in option.effects.iter().enumerate() {
                    if let AttackEffect::FollowUpOnElimination { damage } = *effect {
                        at.range(
                            &format!("{field}.effects[{j}].damage"),
                            damage,
                            1,
                            MAX_DAMAGE,
                        )?;
                        at.check(
                            option
                                .strikes
                                .iter()
                                .any(|s| s.target == AttackTarget::First),
                            format!("{field}: a follow-up needs a standard strike"),
                        )?;
                    }
                }
            }
            if m.has_ability(MonsterAbility::TrollToken) {
                trolls += usize::from(m.count_year_1) + usize::from(m.count_year_2);
            }
        }
        let at = At::new("monsters", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.monster_tiles_per_year),
                format!(
                    "{year} has {n} tiles, components.monster_tiles_per_year says {}",
                    self.components.monster_tiles_per_year
                ),
            )?;
        }
        at.check(
            trolls == usize::from(self.components.troll_tokens),
            format!(
                "{trolls} troll-token monsters but {} troll tokens (TROLL-1)",
                self.components.troll_tokens
            ),
        )
    }

    fn validate_rooms(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        for r in &self.rooms {
            ids.insert("rooms", r.id.as_str())?;
            let at = At::new("rooms", &r.id);
            at.source(&r.source)?;
            at.positive("count", r.count)?;
            per_year[usize::from(r.year.number() - 1)] += usize::from(r.count);
            if let Some(zone) = &r.zone {
                at.check(
                    zone.0.len() == usize::from(self.dungeon.rows)
                        && zone
                            .0
                            .iter()
                            .all(|row| row.len() == usize::from(self.dungeon.columns)),
                    format!(
                        "zone must be {} rows of {} characters",
                        self.dungeon.rows, self.dungeon.columns
                    ),
                )?;
                at.check(
                    zone.0
                        .iter()
                        .all(|row| row.bytes().all(|c| c == b'#' || c == b'.')),
                    "zone may only hold '#' (legal) and '.'",
                )?;
                at.check(!zone.squares().is_empty(), "zone has no legal square")?;
            }
            let kind = match &r.effect {
                RoomEffect::Produce {
                    imps,
                    extra_cost,
                    product,
                } => {
                    at.range("effect.imps", *imps, 1, 10)?;
                    at.cost("effect.extra_cost", extra_cost)?;
                    let (field, n) = match *product {
                        Product::Food { amount }
                        | Product::Gold { amount }
                        | Product::LoseEvil { amount } => ("amount", amount),
                        Product::Traps { count }
                        | Product::Tunnels { count }
                        | Product::Imps { count } => ("count", count),
                    };
                    at.range(&format!("effect.product.{field}"), n, 1, MAX_COST)?;
                    at.check(r.zone.is_some(), "a production room needs a zone")?;
                    RoomKind::Production
                }
                RoomEffect::AttackBonus { monsters, bonus } => {
                    self.check_monster_refs(&at, "effect.monsters", monsters)?;
                    at.range("effect.bonus", *bonus, 1, MAX_DAMAGE)?;
                    RoomKind::Combat
                }
                RoomEffect::DefenceLimits {
                    max_traps,
                    max_monsters,
                    trap_bait_gold,
                } => {
                    at.range("effect.max_traps", *max_traps, 0, 3)?;
                    at.range("effect.max_monsters", *max_monsters, 0, 3)?;
                    at.range("effect.trap_bait_gold", *trap_bait_gold, 0, MAX_COST)?;
                    RoomKind::Combat
                }
                RoomEffect::NoSpells => RoomKind::Combat,
                RoomEffect::PointsPerMonster { monsters, points } => {
                    self.check_monster_refs(&at, "effect.monsters", monsters)?;
                    at.range("effect.points", *points, 1, 5)?;
                    RoomKind::Scoring
                }
                RoomEffect::PointsPerExclusiveTitle {
                    four_players,
                    fewer_players,
                } => {
                    at.range("effect.four_players", *four_players, 1, 5)?;
                    at.range("effect.fewer_players", *fewer_players, 1, 5)?;
                    RoomKind::Scoring
                }
            };
            at.check(
                kind == r.kind,
                format!("kind {:?} does not match its effect ({kind:?})", r.kind),
            )?;
        }
        let at = At::new("rooms", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.room_tiles_per_year),
                format!(
                    "{year} has {n} tiles, components.room_tiles_per_year says {}",
                    self.components.room_tiles_per_year
                ),
            )?;
        }
        Ok(())
    }

    fn check_monster_refs(
        &self,
        at: &At<'_>,
        field: &str,
        monsters: &[MonsterId],
    ) -> Result<(), CatalogError> {
        at.check(!monsters.is_empty(), format!("{field} is empty"))?;
        for id in monsters {
            if self.monster(id.as_str()).is_none() {
                return Err(at.unknown(field, "monster", id.as_str()));
            }
        }
        Ok(())
    }

    fn validate_traps(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut total = 0usize;
        for t in &self.traps {
            ids.insert("traps", t.id.as_str())?;
            let at = At::new("traps", &t.id);
            at.source(&t.source)?;
            at.positive("copies", t.copies)?;
            total += usize::from(t.copies);
            for (side_name, side) in [("year_1", &t.year_1), ("year_2", &t.year_2)] {
                at.source(&side.source)?;
                at.cost(&format!("{side_name}.extra_cost"), &side.extra_cost)?;
                at.check(
                    !side.effects.is_empty(),
                    format!("{side_name}.effects is empty"),
                )?;
                let chosen = side.effects.iter().any(|e| {
                    matches!(
                        e,
                        TrapEffect::Damage {
                            target: TrapTarget::Chosen,
                            ..
                        }
                    )
                });
                for (i, effect) in side.effects.iter().enumerate() {
                    let field = format!("{side_name}.effects[{i}]");
                    match *effect {
                        TrapEffect::Damage { amount, .. } => at.range(&format!("{field}.amount"), amount, 1, MAX_DAMAGE)?,
                        TrapEffect::PoisonedDart { delayed_damage } => {
                            at.range(&format!("{field}.delayed_damage"), delayed_damage, 1, MAX_DAMAGE)?;
                            at.check(chosen, format!("{field}: the poisoned dart needs a damage effect on a chosen target"))?;
                        }
                        TrapEffect::AntiMagicDart => {
                            at.check(chosen, format!("{field}: the anti-magic dart needs a damage effect on a chosen target"))?
                        }
                        TrapEffect::DamageEqualToHitPoints { .. } | TrapEffect::NoConquest => {}
                    }
                }
            }
        }
        At::new("traps", "(all)").check(
            total == usize::from(self.components.trap_cards),
            format!(
                "copies add up to {total}, components.trap_cards says {}",
                self.components.trap_cards
            ),
        )
    }

    fn validate_adventurers(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        for a in &self.adventurers {
            ids.insert("adventurers", a.id.as_str())?;
            let at = At::new("adventurers", &a.id);
            at.source(&a.source)?;
            at.positive("count", a.count)?;
            per_year[usize::from(a.year.number() - 1)] += usize::from(a.count);
            let (lo, hi) = match a.year {
                Year::One => (1, 3),
                Year::Two => (4, 7),
            };
            at.range("strength", a.strength, lo, hi)?;
            at.range("hit_points", a.hit_points, 1, MAX_HIT_POINTS)?;
            at.range("disarm", a.disarm, 0, MAX_SYMBOLS)?;
            at.range("heal", a.heal, 0, MAX_SYMBOLS)?;
            at.range("magic", a.magic, 0, MAX_SYMBOLS)?;
            let symbols = match a.class {
                AdventurerClass::Warrior => (0, 0, 0),
                AdventurerClass::Thief => (a.disarm, 0, 0),
                AdventurerClass::Priest => (0, a.heal, 0),
                AdventurerClass::Wizard => (0, 0, a.magic),
            };
            at.check(
                (a.disarm, a.heal, a.magic) == symbols,
                format!("a {:?} carries only its own class's symbols", a.class).to_lowercase(),
            )?;
            at.check(
                a.class == AdventurerClass::Warrior || a.disarm + a.heal + a.magic > 0,
                "has no ability symbol",
            )?;
        }
        let at = At::new("adventurers", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.adventurer_tiles_per_year),
                format!(
                    "{year} has {n} tiles, components.adventurer_tiles_per_year says {}",
                    self.components.adventurer_tiles_per_year
                ),
            )?;
        }

        let at = At::new("paladins", "(all)");
        at.check(
            self.paladins.len() == usize::from(self.components.paladins),
            "paladins differ from components.paladins",
        )?;
        for year in Year::ALL {
            at.check(
                self.paladins.iter().filter(|p| p.year == year).count() == 1,
                format!("{year} needs exactly one paladin"),
            )?;
        }
        for p in &self.paladins {
            ids.insert("paladins", p.id.as_str())?;
            let at = At::new("paladins", &p.id);
            at.source(&p.source)?;
            at.range("hit_points", p.hit_points, 1, MAX_HIT_POINTS)?;
            at.range("disarm", p.disarm, 0, MAX_SYMBOLS)?;
            at.range("heal", p.heal, 0, MAX_SYMBOLS)?;
            at.range("magic", p.magic, 0, MAX_SYMBOLS)?;
        }
        Ok(())
    }

    fn validate_combat_cards(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        for c in &self.combat_cards {
            ids.insert("combat_cards", c.id.as_str())?;
            let at = At::new("combat_cards", &c.id);
            at.source(&c.source)?;
            per_year[usize::from(c.year.number() - 1)] += 1;
            at.range("fatigue", c.fatigue, 0, MAX_FATIGUE)?;
            match &c.effect {
                SpellEffect::AbsorbDamage { amount }
                | SpellEffect::LoseImps { amount }
                | SpellEffect::GainEvil { amount }
                | SpellEffect::HealEach { amount }
                | SpellEffect::WeakenChosenMonster { amount } => {
                    at.range("effect.amount", *amount, 1, MAX_DAMAGE)?
                }
                SpellEffect::LoseFirstAvailable { resources, amount }
                | SpellEffect::LoseFirstAvailableOnConquest { resources, amount } => {
                    at.range("effect.amount", *amount, 1, MAX_COST)?;
                    at.check(!resources.is_empty(), "effect.resources is empty")?;
                }
                SpellEffect::WithdrawAllOrGainEvil { evil } => {
                    at.range("effect.evil", *evil, 1, MAX_COST)?
                }
                SpellEffect::Illusion { hit_points } => {
                    at.range("effect.hit_points", *hit_points, 1, MAX_HIT_POINTS)?
                }
                SpellEffect::CreateFood { extra_hit_points } => at.range(
                    "effect.extra_hit_points",
                    *extra_hit_points,
                    1,
                    MAX_HIT_POINTS,
                )?,
                SpellEffect::ProtectFromMonsters {
                    classes,
                    paladin,
                    amount,
                } => {
                    at.range("effect.amount", *amount, 1, MAX_DAMAGE)?;
                    at.check(!classes.is_empty() || *paladin, "effect protects nobody")?;
                }
                SpellEffect::NoEffect
                | SpellEffect::Invisibility
                | SpellEffect::PayCostOrWithdrawEach
                | SpellEffect::BlindRage
                | SpellEffect::Metamorphosis
                | SpellEffect::DimensionalGate => {}
            }
        }
        let at = At::new("combat_cards", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.combat_cards_per_year),
                format!(
                    "{year} has {n} cards, components.combat_cards_per_year says {}",
                    self.components.combat_cards_per_year
                ),
            )?;
        }
        Ok(())
    }

    fn validate_events(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let at = At::new("event_tiles", "(all)");
        at.check(
            self.event_tiles.len() == usize::from(self.components.event_tiles),
            "event tiles differ from components.event_tiles",
        )?;
        for (name, present) in [
            (
                "payday",
                self.event_tiles
                    .iter()
                    .any(|t| matches!(t.effect, EventTileEffect::Payday { .. })),
            ),
            (
                "taxes",
                self.event_tiles
                    .iter()
                    .any(|t| matches!(t.effect, EventTileEffect::Taxes { .. })),
            ),
            (
                "special event",
                self.event_tiles
                    .iter()
                    .any(|t| t.effect == EventTileEffect::SpecialEvent),
            ),
        ] {
            at.check(present, format!("no {name} tile"))?;
        }
        for t in &self.event_tiles {
            ids.insert("event_tiles", t.id.as_str())?;
            let at = At::new("event_tiles", &t.id);
            at.source(&t.source)?;
            match t.effect {
                EventTileEffect::Payday { release_evil } => {
                    at.range("effect.release_evil", release_evil, 0, MAX_COST)?
                }
                EventTileEffect::Taxes {
                    tiles_per_gold,
                    dead_letters_per_unpaid_gold,
                } => {
                    at.range("effect.tiles_per_gold", tiles_per_gold, 1, 10)?;
                    at.range(
                        "effect.dead_letters_per_unpaid_gold",
                        dead_letters_per_unpaid_gold,
                        1,
                        5,
                    )?;
                }
                EventTileEffect::SpecialEvent => {}
            }
        }

        let at = At::new("special_events", "(all)");
        at.range(
            "special_events.len",
            i64::try_from(self.special_events.len()).unwrap_or(i64::MAX),
            i64::from(self.building.special_events_per_game),
            i64::from(self.components.special_event_cards_printed),
        )?;
        for e in &self.special_events {
            ids.insert("special_events", e.id.as_str())?;
            let at = At::new("special_events", &e.id);
            at.source(&e.source)?;
            match e.effect {
                SpecialEventEffect::DiscardMonsterOrGainEvil { evil } => {
                    at.range("effect.evil", evil, 1, MAX_COST)?
                }
                SpecialEventEffect::PayFoodPerMonsterOrStrike { food } => {
                    at.range("effect.food", food, 1, MAX_COST)?
                }
                SpecialEventEffect::LoseGoldFraction { divisor } => {
                    at.range("effect.divisor", divisor, 2, 10)?
                }
                SpecialEventEffect::MayPayGoldToLoseEvil { gold, evil } => {
                    at.range("effect.gold", gold, 1, MAX_COST)?;
                    at.range("effect.evil", evil, 1, MAX_COST)?;
                }
                SpecialEventEffect::CollapseTiles { count } => {
                    at.range("effect.count", count, 1, MAX_COST)?
                }
            }
        }
        Ok(())
    }

    fn validate_titles_and_counts(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        At::new("titles", "(all)").check(!self.titles.is_empty(), "no titles")?;
        let mut criteria = BTreeMap::new();
        for t in &self.titles {
            ids.insert("titles", t.id.as_str())?;
            let at = At::new("titles", &t.id);
            at.source(&t.source)?;
            if let Some(other) = criteria.insert(format!("{:?}", t.criterion), t.id.clone()) {
                return Err(at.fail(format!("measures the same as {other}")));
            }
        }

        let mut players = BTreeSet::new();
        for p in &self.player_counts {
            let at = At::new("player_counts", format!("players {}", p.players));
            at.source(&p.source)?;
            at.range("players", p.players, 2, i64::from(self.components.colours))?;
            at.check(players.insert(p.players), "player count listed twice")?;
            at.check(
                p.players + p.dummy_colours <= self.components.colours,
                "players + dummy_colours exceed components.colours",
            )?;
            at.range(
                "adventurers_per_season",
                p.adventurers_per_season,
                1,
                i64::from(p.players) + 1,
            )?;
            at.range("title_exclusive", p.title_exclusive, 1, 10)?;
            at.range(
                "title_shared",
                p.title_shared,
                0,
                i64::from(p.title_exclusive),
            )?;
            at.check(
                p.dummy.is_some() == (p.dummy_colours > 0),
                "dummy rules are needed exactly when there are dummy colours",
            )?;
            if let Some(d) = &p.dummy {
                at.range("dummy.inaccessible", d.inaccessible, 1, 8)?;
                at.range(
                    "dummy.revealed_orders",
                    d.revealed_orders,
                    1,
                    i64::from(d.inaccessible),
                )?;
                at.range("dummy.revealed_slot", d.revealed_slot, 1, 3)?;
                at.range("dummy.chosen_orders", d.chosen_orders, 0, 3)?;
                at.range("dummy.chosen_slot", d.chosen_slot, 1, 3)?;
                at.range(
                    "dummy.marker_gain_per_assignment",
                    d.marker_gain_per_assignment,
                    0,
                    5,
                )?;
                at.range(
                    "dummy.marker_loss_at_year_end",
                    d.marker_loss_at_year_end,
                    0,
                    5,
                )?;
            }
        }
        let at = At::new("player_counts", "(all)");
        for n in 2..=self.components.colours {
            at.check(players.contains(&n), format!("no rules for {n} players"))?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------

impl Catalog {
    /// The action space of this action.
    pub fn action(&self, id: ActionId) -> Option<&ActionSpace> {
        self.actions.iter().find(|a| a.id == id)
    }

    /// Action spaces in execution order (EXEC-1).
    pub fn actions_in_board_order(&self) -> Vec<&ActionSpace> {
        let mut actions: Vec<&ActionSpace> = self.actions.iter().collect();
        actions.sort_by_key(|a| a.board_order);
        actions
    }

    /// The order card of this action.
    pub fn order_card(&self, id: ActionId) -> Option<&OrderCard> {
        self.order_cards.cards.iter().find(|c| c.action == id)
    }

    /// The monster or ghost kind with this id.
    pub fn monster(&self, id: &str) -> Option<&Monster> {
        self.monsters.iter().find(|m| m.id.as_str() == id)
    }

    /// The room with this id.
    pub fn room(&self, id: &str) -> Option<&Room> {
        self.rooms.iter().find(|r| r.id.as_str() == id)
    }

    /// The trap kind with this id.
    pub fn trap(&self, id: &str) -> Option<&Trap> {
        self.traps.iter().find(|t| t.id.as_str() == id)
    }

    /// The adventurer kind with this id.
    pub fn adventurer(&self, id: &str) -> Option<&Adventurer> {
        self.adventurers.iter().find(|a| a.id.as_str() == id)
    }

    /// The paladin of this year.
    pub fn paladin(&self, year: Year) -> Option<&Paladin> {
        self.paladins.iter().find(|p| p.year == year)
    }

    /// The combat card with this id.
    pub fn combat_card(&self, id: &str) -> Option<&CombatCard> {
        self.combat_cards.iter().find(|c| c.id.as_str() == id)
    }

    /// The event tile with this id.
    pub fn event_tile(&self, id: &str) -> Option<&EventTile> {
        self.event_tiles.iter().find(|t| t.id.as_str() == id)
    }

    /// The special event with this id.
    pub fn special_event(&self, id: &str) -> Option<&SpecialEvent> {
        self.special_events.iter().find(|e| e.id.as_str() == id)
    }

    /// The title with this id.
    pub fn title(&self, id: &str) -> Option<&Title> {
        self.titles.iter().find(|t| t.id.as_str() == id)
    }

    /// The rules for this number of players (2–4).
    pub fn player_count(&self, players: u8) -> Option<&PlayerCountRules> {
        self.player_counts.iter().find(|p| p.players == players)
    }

    /// The monster stack of a year, one id per tile (unshuffled, catalog order).
    pub fn monster_stack(&self, year: Year) -> Vec<&MonsterId> {
        self.monsters
            .iter()
            .flat_map(|m| std::iter::repeat_n(&m.id, usize::from(m.count_in(year))))
            .collect()
    }

    /// The room stack of a year, one id per tile (unshuffled).
    pub fn room_stack(&self, year: Year) -> Vec<&RoomId> {
        self.rooms
            .iter()
            .filter(|r| r.year == year)
            .flat_map(|r| std::iter::repeat_n(&r.id, usize::from(r.count)))
            .collect()
    }

    /// The adventurer stack of a year, one id per tile (unshuffled).
    pub fn adventurer_stack(&self, year: Year) -> Vec<&AdventurerId> {
        self.adventurers
            .iter()
            .filter(|a| a.year == year)
            .flat_map(|a| std::iter::repeat_n(&a.id, usize::from(a.count)))
            .collect()
    }

    /// The trap deck, one id per card (unshuffled).
    pub fn trap_deck(&self) -> Vec<&TrapId> {
        self.traps
            .iter()
            .flat_map(|t| std::iter::repeat_n(&t.id, usize::from(t.copies)))
            .collect()
    }

    /// The combat cards of a year (unshuffled).
    pub fn combat_deck(&self, year: Year) -> Vec<&CombatCard> {
        self.combat_cards
            .iter()
            .filter(|c| c.year == year)
            .collect()
    }
}
