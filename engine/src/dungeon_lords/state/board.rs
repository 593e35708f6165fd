//! The dungeon grid as data: squares, tiles, the entrance and the evilometer's bounds
//! (DUNGEON-*, EVIL-1). Plain data and grid queries; no rules flow.

use serde::{Deserialize, Serialize};

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
