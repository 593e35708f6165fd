//! The complete state of a Dungeon Lords game: every component, every secret, the RNG and the
//! phase machine's position. Nothing here is ever sent to a client as is: views are built from it
//! by `view.rs`, per viewer, field by field.

use std::sync::Arc;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::defs::Action;
use super::Defs;
use crate::common::Seat;

/// Grid height (DUNGEON-1).
pub const ROWS: usize = 4;
/// Grid width (DUNGEON-1).
pub const COLS: usize = 5;
/// The entrance square: top of the middle column (DUNGEON-1).
pub const ENTRANCE: Pos = Pos { row: 0, col: 2 };
/// Evilometer bottom, start, paladin and top spaces (EVIL-1).
pub const EVIL_MIN: u8 = 1;
/// Start space (SETUP-3).
pub const EVIL_START: u8 = 5;
/// Paladin space (PALADIN-3).
pub const EVIL_PALADIN: u8 = 10;
/// Top space, Absolute Evil (EVIL-4).
pub const EVIL_MAX: u8 = 15;

/// A square of the dungeon grid, row 0 at the surface.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Pos {
    /// 0..4, 0 = nearest the surface.
    pub row: u8,
    /// 0..5, 2 = the entrance column.
    pub col: u8,
}

impl Pos {
    /// A square; callers guarantee it lies on the grid.
    pub fn new(row: usize, col: usize) -> Pos {
        Pos {
            row: row as u8,
            col: col as u8,
        }
    }

    /// Whether the square lies on the 4×5 grid.
    pub fn is_on_grid(self) -> bool {
        (self.row as usize) < ROWS && (self.col as usize) < COLS
    }

    /// Orthogonal neighbours on the grid (DUNGEON-2).
    pub fn neighbours(self) -> impl Iterator<Item = Pos> {
        let (r, c) = (self.row as i8, self.col as i8);
        [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            .into_iter()
            .filter(|&(r, c)| r >= 0 && c >= 0 && (r as usize) < ROWS && (c as usize) < COLS)
            .map(|(r, c)| Pos::new(r as usize, c as usize))
    }

    /// Every square of the grid, row by row.
    pub fn all() -> impl Iterator<Item = Pos> {
        (0..ROWS).flat_map(|r| (0..COLS).map(move |c| Pos::new(r, c)))
    }
}

/// What occupies a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TileKind {
    /// A tunnel tile.
    Tunnel,
    /// A room tile, by room instance id.
    Room(u16),
}

/// A tile in a dungeon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    /// Tunnel or room.
    pub kind: TileKind,
    /// Flipped to its conquered side (DUNGEON-6).
    pub conquered: bool,
}

/// A dungeon grid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dungeon {
    /// `grid[row][col]`.
    pub grid: [[Option<Tile>; COLS]; ROWS],
}

impl Dungeon {
    /// The tile on `pos`.
    pub fn at(&self, pos: Pos) -> Option<Tile> {
        self.grid[pos.row as usize][pos.col as usize]
    }

    /// Puts `tile` on `pos`.
    pub fn set(&mut self, pos: Pos, tile: Option<Tile>) {
        self.grid[pos.row as usize][pos.col as usize] = tile;
    }

    /// Every occupied square with its tile.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Tile)> + '_ {
        Pos::all().filter_map(|p| self.at(p).map(|t| (p, t)))
    }

    /// Number of tiles, conquered or not (EVENT-TAX-2).
    pub fn n_tiles(&self) -> usize {
        self.tiles().count()
    }

    /// Whether a new tile on `pos` would complete a filled 2×2 block (DUNGEON-3).
    pub fn would_fill_2x2(&self, pos: Pos) -> bool {
        let (r, c) = (pos.row as i8, pos.col as i8);
        for dr in [-1i8, 0] {
            for dc in [-1i8, 0] {
                let (r0, c0) = (r + dr, c + dc);
                if r0 < 0 || c0 < 0 || (r0 as usize) + 1 >= ROWS || (c0 as usize) + 1 >= COLS {
                    continue;
                }
                let full = (0..2).all(|i| {
                    (0..2).all(|j| {
                        let q = Pos::new((r0 + i) as usize, (c0 + j) as usize);
                        q == pos || self.at(q).is_some()
                    })
                });
                if full {
                    return true;
                }
            }
        }
        false
    }

    /// Whether a tunnel may be dug on `pos` (DUNGEON-3, DUNGEON-5).
    pub fn can_dig(&self, pos: Pos) -> bool {
        pos.is_on_grid()
            && self.at(pos).is_none()
            && pos.neighbours().any(|n| self.at(n).is_some())
            && !self.would_fill_2x2(pos)
    }

    /// Whether a room may stand on `pos` without touching another room (DUNGEON-4).
    pub fn room_fits(&self, pos: Pos) -> bool {
        pos.neighbours().all(|n| {
            !matches!(
                self.at(n),
                Some(Tile {
                    kind: TileKind::Room(_),
                    ..
                })
            )
        })
    }

    /// Walking distance from the entrance to every reachable square (DECISION D12: the entrance
    /// square is 1; steps go only through tiles, conquered or not).
    pub fn distances(&self) -> [[Option<u8>; COLS]; ROWS] {
        let mut dist = [[None; COLS]; ROWS];
        if self.at(ENTRANCE).is_none() {
            return dist;
        }
        // Breadth-first over the grid array, with the queue in a fixed array (each square is
        // queued at most once): no allocation and no iterator chains on this hot path.
        let mut queue = [(0usize, 0usize); ROWS * COLS];
        let (mut head, mut tail) = (0, 1);
        queue[0] = (ENTRANCE.row as usize, ENTRANCE.col as usize);
        dist[queue[0].0][queue[0].1] = Some(1u8);
        while head < tail {
            let (r, c) = queue[head];
            head += 1;
            let d = dist[r][c].unwrap_or(1);
            // Up, down, left, right (the order of `Pos::neighbours`).
            let mut visit = |nr: usize, nc: usize| {
                if self.grid[nr][nc].is_some() && dist[nr][nc].is_none() {
                    dist[nr][nc] = Some(d + 1);
                    queue[tail] = (nr, nc);
                    tail += 1;
                }
            };
            if r > 0 {
                visit(r - 1, c);
            }
            if r + 1 < ROWS {
                visit(r + 1, c);
            }
            if c > 0 {
                visit(r, c - 1);
            }
            if c + 1 < COLS {
                visit(r, c + 1);
            }
        }
        dist
    }
}

/// A monster or ghost owned by a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedMonster {
    /// Monster instance id.
    pub id: u16,
    /// Knocked out: lying face down in the lair (COMBAT-MON-3).
    pub knocked_out: bool,
    /// On strike through this year's combat (EVENT-SPECIAL-3).
    pub on_strike: bool,
    /// Sent through the Dimensional Gate: cannot fight again this year (SPELL-4).
    pub banished: bool,
}

/// An adventurer in a party, with its damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartyMember {
    /// Adventurer instance id (paladins included). `u16::MAX` marks an illusion (PARTY-6).
    pub id: u16,
    /// Damage markers on the tile.
    pub damage: u8,
    /// Extra max HP from the Create Food spell this combat.
    pub bonus_hp: u8,
}

/// One of the three order slots on a player's board this season.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedOrder {
    /// The order card.
    pub action: Action,
    /// The minion stands on the card: the order was blocked, declined or not performed
    /// (ORDERS-5, EXEC-3); such a card may be retrieved (RETRIEVE-2).
    pub minion_on_card: bool,
    /// Revealed to everyone (ORDERS-4).
    pub revealed: bool,
}

/// One player (seat) of the game.
#[derive(Clone, Debug)]
pub struct Player {
    /// Evilometer space 1..=15.
    pub evil: u8,
    /// Food in the pantry.
    pub food: u8,
    /// Gold in the treasury.
    pub gold: u8,
    /// Imp figures owned.
    pub imps: u8,
    /// Imps that already did a job this season (IMP-1).
    pub busy_imps: u8,
    /// Troll tokens already used this season (IMP-3).
    pub busy_trolls: u8,
    /// Whether a foreman stands at the entrance this season (for display).
    pub foreman: bool,
    /// Squares mined this season (ACT-MINE-3).
    pub mined: Vec<Pos>,
    /// Working imps shown on squares this season (diggers, miners, producers).
    pub imps_on: Vec<(Pos, u8)>,
    /// Uses of each production room this season (PROD-4), by square.
    pub room_uses: Vec<(Pos, u8)>,
    /// The dungeon grid.
    pub dungeon: Dungeon,
    /// Monsters and ghosts in the lair.
    pub monsters: Vec<OwnedMonster>,
    /// Trap cards in storage (secret to others).
    pub traps: Vec<u16>,
    /// Order cards in hand (secret? no: a hand is the 8 cards minus the public ones, so public).
    pub hand: Vec<Action>,
    /// The two inaccessible order cards (public, ORDERS-1).
    pub inaccessible: Vec<Action>,
    /// This season's three played orders, in slot order.
    pub played: Vec<PlayedOrder>,
    /// Minions still in the office (3 at season start).
    pub minions_home: u8,
    /// The party at the entrance, front first (PARTY-4).
    pub party: Vec<PartyMember>,
    /// Prisoners (adventurer instance ids, paladins included).
    pub prison: Vec<u16>,
    /// Dead letters (EVENT-TAX-4).
    pub dead_letters: u8,
    /// Indices into the city stack (0 = round 1) of combat cards this player spied this year.
    pub spied: Vec<u8>,
}

impl Player {
    /// Troll tokens owned: one per troll in the lair (TROLL-1).
    pub fn n_trolls(&self, defs: &Defs, inst: &Instances) -> u8 {
        self.monsters
            .iter()
            .filter(|m| defs.monster(inst, m.id).kind == super::defs::MonsterKind::Troll)
            .count() as u8
    }

    /// Imps free for a job now.
    pub fn free_imps(&self) -> u8 {
        self.imps.saturating_sub(self.busy_imps)
    }

    /// Puts `n` working imps on `pos` for display.
    pub fn put_imps(&mut self, pos: Pos, n: u8) {
        if let Some(e) = self.imps_on.iter_mut().find(|(p, _)| *p == pos) {
            e.1 += n;
        } else {
            self.imps_on.push((pos, n));
        }
    }
}

/// Who stands on an action slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Minion {
    /// A player's minion.
    Player { seat: Seat },
    /// A dummy colour's minion (index into `Game::dummies`).
    Dummy { dummy: usize },
}

/// A dummy colour (DUMMY3-*, DUMMY2-*).
#[derive(Clone, Debug, Default)]
pub struct Dummy {
    /// Face-down order deck (5 cards between seasons).
    pub deck: Vec<Action>,
    /// The inaccessible cards, face up (D2).
    pub inaccessible: Vec<Action>,
    /// Cards revealed this season.
    pub revealed: Vec<Action>,
    /// 2 players: the 3 cards its handler picks from this season (DUMMY2-3).
    pub hand: Vec<Action>,
    /// 2 players: the card its handler picked, secret until revealed (DUMMY2-4).
    pub chosen: Option<Action>,
    /// 2 players: the seat handling this dummy.
    pub handler: Option<Seat>,
}

/// Where the current year's paladin is (PALADIN-*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum PaladinAt {
    /// In the tent.
    Tent,
    /// In a player's party.
    Party { seat: Seat },
    /// In a player's prison (PALADIN-9).
    Prison { seat: Seat },
    /// Left the game this year (survived combat, or removed at the year's end).
    Gone,
}

/// The four seasons of a building year.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Season {
    /// No event or adventurers phase (SEASON-2).
    Winter,
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Autumn.
    Autumn,
}

impl Season {
    /// Index 0..4.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The three event tiles (EVENT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventTile {
    /// EVENT-PAYDAY.
    Payday,
    /// EVENT-TAX.
    Taxes,
    /// EVENT-SPECIAL.
    SpecialEvent,
}

/// The table of card instances: an instance id indexes these to find its definition.
#[derive(Clone, Debug, Default)]
pub struct Instances {
    /// Monster instance → monster def index.
    pub monsters: Vec<u8>,
    /// Room instance → room def index.
    pub rooms: Vec<u8>,
    /// Trap instance → trap def index.
    pub traps: Vec<u8>,
    /// Adventurer instance → adventurer def index (paladins included).
    pub adventurers: Vec<u8>,
    /// Combat card instance → combat card def index.
    pub combat_cards: Vec<u8>,
    /// Special event instance → special event def index.
    pub special_events: Vec<u8>,
}

/// Variant of the rules (GAME-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// The simplified first game (FIRSTGAME-*).
    FirstGame,
    /// The full game (FULL-*).
    Full,
}

/// A checked game configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2..=4 players.
    pub n_players: usize,
    /// Rules variant.
    pub variant: Variant,
    /// Special events in play (full game only; FULL-3 allows leaving them out).
    pub special_events: bool,
    /// DECISION D24 lobby option: production/retrieval and combat planning collected at once.
    pub simultaneous: bool,
}

/// A line of the game log. Public text for everyone, or a private text for one seat with an
/// optional public redaction for the others.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LogEntry {
    /// What everyone may read, if anything.
    pub public: Option<String>,
    /// The owner and what only they may read.
    pub private: Option<(Seat, String)>,
}

/// Everything about the game.
#[derive(Clone, Debug)]
pub struct Game {
    /// Definitions (catalog), shared.
    pub defs: Arc<Defs>,
    /// The checked configuration.
    pub config: Config,
    /// The RNG; never in any view.
    pub rng: ChaCha8Rng,
    /// Card instance table.
    pub inst: Instances,
    /// 1 or 2.
    pub year: u8,
    /// Current season (building) or autumn during combat.
    pub season: Season,
    /// Holder of the starting-player token.
    pub starting_player: Seat,
    /// Players by seat.
    pub players: Vec<Player>,
    /// Dummy colours (0, 1 or 2).
    pub dummies: Vec<Dummy>,
    /// 2 players: the dummy evil marker (SETUP-19).
    pub dummy_evil: Option<u8>,
    /// Minions on the 8 action spaces × 3 slots.
    pub slots: [[Option<Minion>; 3]; 8],
    /// Monster offer (Underground Inn), monster instance ids.
    pub inn: Vec<u16>,
    /// Room offer (room shop), room instance ids.
    pub shop: Vec<u16>,
    /// Monster stack, top = last.
    pub monster_stack: Vec<u16>,
    /// Room stack, top = last.
    pub room_stack: Vec<u16>,
    /// Adventurer stacks for year 1 and 2, top = last.
    pub adventurer_stacks: [Vec<u16>; 2],
    /// Adventurers laid out on the progress board, row by row in season order: first the row for
    /// the coming adventurers phase, then (in spring and summer) the row drawn this season for the
    /// next one (ADV-DRAW-1, ADV-ASSIGN-1). Each row holds 4 (4 players) or 3 adventurers,
    /// weakest first (ADV-DRAW-2).
    pub next_adventurers: Vec<u16>,
    /// Trap deck, top = last.
    pub trap_deck: Vec<u16>,
    /// Discarded traps (face down; their identities are secret).
    pub trap_discard: Vec<u16>,
    /// Discarded monsters, rooms and adventurers (face up).
    pub discarded_monsters: Vec<u16>,
    /// Discarded rooms.
    pub discarded_rooms: Vec<u16>,
    /// Adventurers on the Distant Lands board (discarded, freed or survived).
    pub distant_adventurers: Vec<u16>,
    /// The city: this year's 4 face-down combat cards, round 1 first.
    pub city: Vec<u16>,
    /// Next year's 4 combat cards, face down.
    pub next_year_combat: Vec<u16>,
    /// The special event card of each year (full game), face down until its tile is flipped.
    pub special_events: [Option<u16>; 2],
    /// Event tiles on spring, summer, autumn.
    pub event_tiles: [EventTile; 3],
    /// How many of the event tiles are face up (flipped in the previous season).
    pub events_revealed: usize,
    /// The current year's paladin instance id and where he is.
    pub paladin: (u16, PaladinAt),
    /// The year-2 paladin instance id, in the tent under the year-1 paladin.
    pub paladin_2: u16,
    /// Where the phase machine stands.
    pub phase: super::flow::Phase,
    /// The game log.
    pub log: Vec<LogEntry>,
    /// Number of commands applied (for diagnostics and replays).
    pub n_commands: u32,
}
