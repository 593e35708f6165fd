//! Small catalog types shared by every section: provenance, year, cost, square and resource.

use std::fmt;

use serde::{Deserialize, Serialize};

// Shared small types

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

pub(super) fn is_zero(n: &u8) -> bool {
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

    pub(super) fn parts(&self) -> [(&'static str, u8); 6] {
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
