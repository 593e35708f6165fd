//! Room tiles, placement zones, room effects and production products (catalog §5).

use serde::{Deserialize, Serialize};

use super::ids::*;

use super::common::{Cost, Provenance, Square, Year};

// Rooms

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
