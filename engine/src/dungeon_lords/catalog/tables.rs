//! The `Catalog` itself and its rule tables: components, setup, evilometer, grid, building
//! rules, scoring, titles and per-player-count rules.

use serde::{Deserialize, Serialize};

use super::ids::*;

use super::actions::{ActionSpace, OrderCardRules};
use super::adventurers::{Adventurer, Paladin};
use super::combat::{CombatCard, CombatRules};
use super::common::{Provenance, Square};
use super::events::{EventTile, SpecialEvent};
use super::monsters::Monster;
use super::rooms::Room;
use super::traps::Trap;

// The catalog

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
