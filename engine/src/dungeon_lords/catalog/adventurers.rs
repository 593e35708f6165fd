//! Adventurer tiles, classes and the two paladins (catalog §10).

use serde::{Deserialize, Serialize};

use super::ids::*;

use super::common::{Provenance, Year};

// Adventurers and paladins

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
