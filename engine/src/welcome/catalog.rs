//! The Welcome to the Dungeon component catalog as data: monsters, heroes and equipment tiles.
//! It owns printed values only; it must not hold any game state or rules flow.
//!
//! Every entry cites its line in `shared/rules/welcome-to-the-dungeon.md` (sections 3.1–3.3).

use serde::{Deserialize, Serialize};

/// One of the 8 monster types (MON-1 … MON-8). The wire name is the snake_case English name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MonsterType {
    /// MON-1, Goblin, strength 1, 2 cards.
    Goblin,
    /// MON-2, Skeleton (Kostlivec), strength 2, 2 cards.
    Skeleton,
    /// MON-3, Orc (Ork), strength 3, 2 cards.
    Orc,
    /// MON-4, Vampire (Upír), strength 4, 2 cards.
    Vampire,
    /// MON-5, Golem, strength 5, 2 cards.
    Golem,
    /// MON-6, Lich (Kostěj), strength 6, 1 card.
    Lich,
    /// MON-7, Demon (Démon), strength 7, 1 card.
    Demon,
    /// MON-8, Dragon (Drak), strength 9, 1 card.
    Dragon,
}

impl MonsterType {
    /// All 8 types in strength order.
    pub const ALL: [MonsterType; 8] = [
        MonsterType::Goblin,
        MonsterType::Skeleton,
        MonsterType::Orc,
        MonsterType::Vampire,
        MonsterType::Golem,
        MonsterType::Lich,
        MonsterType::Demon,
        MonsterType::Dragon,
    ];

    /// The printed strength `s(m)` (section 3.1).
    pub fn strength(self) -> i32 {
        match self {
            MonsterType::Goblin => 1,
            MonsterType::Skeleton => 2,
            MonsterType::Orc => 3,
            MonsterType::Vampire => 4,
            MonsterType::Golem => 5,
            MonsterType::Lich => 6,
            MonsterType::Demon => 7,
            MonsterType::Dragon => 9,
        }
    }

    /// How many cards of this type the deck holds (COMP-2, DECISION D1).
    pub fn count(self) -> usize {
        match self {
            MonsterType::Lich | MonsterType::Demon | MonsterType::Dragon => 1,
            _ => 2,
        }
    }

    /// The English display name used in log text.
    pub fn name(self) -> &'static str {
        match self {
            MonsterType::Goblin => "Goblin",
            MonsterType::Skeleton => "Skeleton",
            MonsterType::Orc => "Orc",
            MonsterType::Vampire => "Vampire",
            MonsterType::Golem => "Golem",
            MonsterType::Lich => "Lich",
            MonsterType::Demon => "Demon",
            MonsterType::Dragon => "Dragon",
        }
    }
}

/// Number of monster cards in the game (COMP-1).
pub const N_MONSTERS: usize = 13;

/// The 13 monster cards in card-id order: card `i` always has type `MONSTER_DECK[i]`.
/// Card ids are physical and therefore identity-bearing; views never show the id of a hidden card.
pub const MONSTER_DECK: [MonsterType; N_MONSTERS] = [
    MonsterType::Goblin,
    MonsterType::Goblin,
    MonsterType::Skeleton,
    MonsterType::Skeleton,
    MonsterType::Orc,
    MonsterType::Orc,
    MonsterType::Vampire,
    MonsterType::Vampire,
    MonsterType::Golem,
    MonsterType::Golem,
    MonsterType::Lich,
    MonsterType::Demon,
    MonsterType::Dragon,
];

/// One of the 4 heroes (HERO-1 … HERO-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hero {
    /// HERO-1, Knight (Rytíř), printed HP 3.
    Knight,
    /// HERO-2, Barbarian (Barbar), printed HP 4.
    Barbarian,
    /// HERO-3, Mage (Čaroděj), printed HP 2.
    Mage,
    /// HERO-4, Rogue (Zlodějka), printed HP 3.
    Rogue,
}

impl Hero {
    /// All 4 heroes in table order.
    pub const ALL: [Hero; 4] = [Hero::Knight, Hero::Barbarian, Hero::Mage, Hero::Rogue];

    /// The printed HP on the hero tile (COMP-5).
    pub fn printed_hp(self) -> i32 {
        match self {
            Hero::Knight => 3,
            Hero::Barbarian => 4,
            Hero::Mage => 2,
            Hero::Rogue => 3,
        }
    }

    /// The hero's 6 equipment tiles in printed order (section 3.3, DECISION D2).
    pub fn tiles(self) -> [Tile; 6] {
        match self {
            Hero::Knight => [
                Tile::PlateArmour,
                Tile::GreatShield,
                Tile::MagicSword,
                Tile::DragonLance,
                Tile::HolyGrail,
                Tile::Torch,
            ],
            Hero::Barbarian => [
                Tile::ScaleArmour,
                Tile::BarbarianShield,
                Tile::WarHammer,
                Tile::Torch,
                Tile::MagicAxe,
                Tile::ResurrectionPotion,
            ],
            Hero::Mage => [
                Tile::FireWall,
                Tile::BraceletOfProtection,
                Tile::HolyGrail,
                Tile::Omnipotence,
                Tile::DemonPact,
                Tile::Polymorph,
            ],
            Hero::Rogue => [
                Tile::MithrilArmour,
                Tile::Buckler,
                Tile::RingOfPower,
                Tile::InvisibilityCloak,
                Tile::MagicDagger,
                Tile::ResurrectionPotion,
            ],
        }
    }

    /// The English display name.
    pub fn name(self) -> &'static str {
        match self {
            Hero::Knight => "Knight",
            Hero::Barbarian => "Barbarian",
            Hero::Mage => "Mage",
            Hero::Rogue => "Rogue",
        }
    }
}

/// One equipment tile design (21 designs; the Torch, the Holy Grail and the Resurrection Potion
/// each exist for two heroes and work identically, COMP-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tile {
    /// EQ-K1 Plate Armour, +5 HP.
    PlateArmour,
    /// EQ-K2 Great Shield, +3 HP.
    GreatShield,
    /// EQ-K3 Magic Sword: names a type before the raid (ITEM-VORPAL).
    MagicSword,
    /// EQ-K4 Dragon Lance: defeats the Dragon.
    DragonLance,
    /// EQ-K5 / EQ-M3 Holy Grail: defeats even strengths.
    HolyGrail,
    /// EQ-K6 / EQ-B4 Torch: defeats strength ≤ 3.
    Torch,
    /// EQ-B1 Scale Armour, +4 HP.
    ScaleArmour,
    /// EQ-B2 Barbarian Shield, +3 HP.
    BarbarianShield,
    /// EQ-B3 War Hammer: defeats Golems.
    WarHammer,
    /// EQ-B5 Magic Axe: once per round, defeats the card just revealed.
    MagicAxe,
    /// EQ-B6 / EQ-R6 Resurrection Potion: once per round, revives at printed HP.
    ResurrectionPotion,
    /// EQ-M1 Fire Wall, +6 HP.
    FireWall,
    /// EQ-M2 Bracelet of Protection, +3 HP (CARD, D2).
    BraceletOfProtection,
    /// EQ-M4 Omnipotence: all-different dungeon means success.
    Omnipotence,
    /// EQ-M5 Demon Pact: defeats the Demon and the next card.
    DemonPact,
    /// EQ-M6 Polymorph: once per round, replaces the card just revealed with the deck's top card.
    Polymorph,
    /// EQ-R1 Mithril Armour, +5 HP (CARD, D2).
    MithrilArmour,
    /// EQ-R2 Buckler, +3 HP (CARD, D2).
    Buckler,
    /// EQ-R3 Ring of Power: defeats strength ≤ 2 and adds it to HP.
    RingOfPower,
    /// EQ-R4 Invisibility Cloak: defeats strength ≥ 6 (CARD, D2).
    InvisibilityCloak,
    /// EQ-R5 Magic Dagger: same as the Magic Sword.
    MagicDagger,
}

/// What a tile does, as a closed set of effects interpreted by the raid code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileEffect {
    /// Adds HP to the starting HP (ITEM-HP-1).
    Hp(i32),
    /// Defeats every monster with strength ≤ the value (ITEM-TORCH-1).
    DefeatUpTo(i32),
    /// Defeats every monster with strength ≥ the value (ITEM-CLOAK-1).
    DefeatFrom(i32),
    /// Defeats every monster with even printed strength (ITEM-GRAIL-1).
    DefeatEven,
    /// Defeats every monster of one type (ITEM-LANCE-1, ITEM-HAMMER-1).
    DefeatType(MonsterType),
    /// Defeats strength ≤ 2 and adds the strength to HP (ITEM-RING-1).
    Ring,
    /// Defeats the type named before the first reveal (ITEM-VORPAL-1).
    Vorpal,
    /// Once per round, may defeat the card just revealed (ITEM-AXE-1).
    Axe,
    /// Once per round, revives the dead hero at printed HP (ITEM-POTION-1).
    Potion,
    /// All-different dungeon turns the raid into a success (ITEM-OMNI-1).
    Omnipotence,
    /// Defeats the Demon and the next card resolved (ITEM-PACT-1).
    DemonPact,
    /// Once per round, replaces the card just revealed (ITEM-POLY-1).
    Polymorph,
}

impl Tile {
    /// The tile's effect.
    pub fn effect(self) -> TileEffect {
        match self {
            Tile::PlateArmour | Tile::MithrilArmour => TileEffect::Hp(5),
            Tile::GreatShield
            | Tile::BarbarianShield
            | Tile::BraceletOfProtection
            | Tile::Buckler => TileEffect::Hp(3),
            Tile::ScaleArmour => TileEffect::Hp(4),
            Tile::FireWall => TileEffect::Hp(6),
            Tile::MagicSword | Tile::MagicDagger => TileEffect::Vorpal,
            Tile::DragonLance => TileEffect::DefeatType(MonsterType::Dragon),
            Tile::WarHammer => TileEffect::DefeatType(MonsterType::Golem),
            Tile::HolyGrail => TileEffect::DefeatEven,
            Tile::Torch => TileEffect::DefeatUpTo(3),
            Tile::InvisibilityCloak => TileEffect::DefeatFrom(6),
            Tile::RingOfPower => TileEffect::Ring,
            Tile::MagicAxe => TileEffect::Axe,
            Tile::ResurrectionPotion => TileEffect::Potion,
            Tile::Omnipotence => TileEffect::Omnipotence,
            Tile::DemonPact => TileEffect::DemonPact,
            Tile::Polymorph => TileEffect::Polymorph,
        }
    }

    /// Whether the tile carries the "1× za kolo" mark and is removed after one use (ITEM-GEN-2).
    pub fn is_once_per_round(self) -> bool {
        matches!(
            self,
            Tile::MagicAxe | Tile::ResurrectionPotion | Tile::Polymorph
        )
    }

    /// The HP bonus of an HP tile, 0 for every other tile (ITEM-HP-1).
    pub fn hp_bonus(self) -> i32 {
        match self.effect() {
            TileEffect::Hp(n) => n,
            _ => 0,
        }
    }

    /// Whether this tile, by itself, defeats `monster` (RAID-5 step d). `named` is the type named
    /// for a Vorpal weapon. The Demon Pact counts against the Demon only; its follow-up is state.
    pub fn defeats(self, monster: MonsterType, named: Option<MonsterType>) -> bool {
        let s = monster.strength();
        match self.effect() {
            TileEffect::DefeatUpTo(max) => s <= max,
            TileEffect::DefeatFrom(min) => s >= min,
            TileEffect::DefeatEven => s % 2 == 0,
            TileEffect::DefeatType(t) => t == monster,
            TileEffect::Ring => s <= 2,
            TileEffect::Vorpal => named == Some(monster),
            TileEffect::DemonPact => monster == MonsterType::Demon,
            TileEffect::Hp(_)
            | TileEffect::Axe
            | TileEffect::Potion
            | TileEffect::Omnipotence
            | TileEffect::Polymorph => false,
        }
    }

    /// The English display name.
    pub fn name(self) -> &'static str {
        match self {
            Tile::PlateArmour => "Plate Armour",
            Tile::GreatShield => "Great Shield",
            Tile::MagicSword => "Magic Sword",
            Tile::DragonLance => "Dragon Lance",
            Tile::HolyGrail => "Holy Grail",
            Tile::Torch => "Torch",
            Tile::ScaleArmour => "Scale Armour",
            Tile::BarbarianShield => "Barbarian Shield",
            Tile::WarHammer => "War Hammer",
            Tile::MagicAxe => "Magic Axe",
            Tile::ResurrectionPotion => "Resurrection Potion",
            Tile::FireWall => "Fire Wall",
            Tile::BraceletOfProtection => "Bracelet of Protection",
            Tile::Omnipotence => "Omnipotence",
            Tile::DemonPact => "Demon Pact",
            Tile::Polymorph => "Polymorph",
            Tile::MithrilArmour => "Mithril Armour",
            Tile::Buckler => "Buckler",
            Tile::RingOfPower => "Ring of Power",
            Tile::InvisibilityCloak => "Invisibility Cloak",
            Tile::MagicDagger => "Magic Dagger",
        }
    }

    /// Every tile design, in the order of section 3.3.
    pub const ALL: [Tile; 21] = [
        Tile::PlateArmour,
        Tile::GreatShield,
        Tile::MagicSword,
        Tile::DragonLance,
        Tile::HolyGrail,
        Tile::Torch,
        Tile::ScaleArmour,
        Tile::BarbarianShield,
        Tile::WarHammer,
        Tile::MagicAxe,
        Tile::ResurrectionPotion,
        Tile::FireWall,
        Tile::BraceletOfProtection,
        Tile::Omnipotence,
        Tile::DemonPact,
        Tile::Polymorph,
        Tile::MithrilArmour,
        Tile::Buckler,
        Tile::RingOfPower,
        Tile::InvisibilityCloak,
        Tile::MagicDagger,
    ];
}
