//! The engine's working copy of the catalog: compact, index-addressed definitions the rules code
//! reads on every step. Built once from a validated catalog; never mutated during a game.

use serde::Serialize;

/// The eight action spaces, in board (execution) order (EXEC-1).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Action {
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

impl Action {
    /// All actions in board order (EXEC-1).
    pub const ALL: [Action; 8] = [
        Action::GetFood,
        Action::ImproveReputation,
        Action::DigTunnels,
        Action::MineGold,
        Action::RecruitImps,
        Action::BuyTraps,
        Action::HireMonster,
        Action::BuildRoom,
    ];

    /// Position on the board, 0..8.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The action at board position `idx`.
    pub fn from_index(idx: usize) -> Action {
        Action::ALL[idx % 8]
    }

    /// Human-readable name.
    pub fn name(self) -> &'static str {
        match self {
            Action::GetFood => "Get Food",
            Action::ImproveReputation => "Improve Reputation",
            Action::DigTunnels => "Dig Tunnels",
            Action::MineGold => "Mine Gold",
            Action::RecruitImps => "Recruit Imps",
            Action::BuyTraps => "Buy Traps",
            Action::HireMonster => "Hire Monster",
            Action::BuildRoom => "Build Room",
        }
    }

    /// Whether slots resolve 3, 2, 1 instead of 1, 2, 3 (EXEC-2).
    pub fn is_reverse(self) -> bool {
        matches!(self, Action::HireMonster | Action::BuildRoom)
    }
}

/// The monster kinds whose abilities the engine implements (MON-*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MonsterKind {
    /// MON-GOBLIN-1.
    Goblin,
    /// MON-SLIME-1.
    Slime,
    /// MON-GHOST-1 (not a monster for most rules).
    Ghost,
    /// MON-TROLL-1.
    Troll,
    /// MON-WITCH-1.
    Witch,
    /// MON-VAMPIRE-1.
    Vampire,
    /// MON-GOLEM-1.
    Golem,
    /// MON-DRAGON-1.
    Dragon,
    /// MON-DEMON-1.
    Demon,
}

impl MonsterKind {
    /// Ghosts are not monsters (MON-GHOST-2).
    pub fn is_ghost(self) -> bool {
        self == MonsterKind::Ghost
    }
}

/// A monster's hiring cost, paid again on payday.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MonsterCost {
    /// Food.
    pub food: u8,
    /// Gold.
    pub gold: u8,
    /// Evil paid (COST-3).
    pub evil: u8,
    /// Discard one trap card (golem, MON-GOLEM-1).
    pub trap: bool,
    /// Discard one other monster, never a ghost (demon, MON-DEMON-1).
    pub monster: bool,
}

/// Definition of a monster tile kind.
#[derive(Clone, Debug, Serialize)]
pub struct MonsterDef {
    /// Stable catalog id, e.g. `goblin`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Ability family.
    pub kind: MonsterKind,
    /// Hire and payday cost.
    pub cost: MonsterCost,
    /// Tiles of this kind per year: `[year1, year2]`.
    pub copies: [u8; 2],
    /// Card text for clients.
    pub text: String,
    /// Provenance of the values (printed / rulebook / faq / secondary / reconstructed).
    pub provenance: String,
}

/// What a production room yields per use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Production {
    /// Food.
    Food { amount: u8 },
    /// Gold.
    Gold { amount: u8 },
    /// Draw trap cards (never the year-2 extra draw, ACT-TRAP-4).
    Trap { amount: u8 },
    /// Dig one tunnel under the normal placement rules (ROOM-TOOLSHED-1).
    Tunnel,
    /// Lose evil (ROOM-PRESS-1).
    LoseEvil { amount: u8 },
    /// One new imp, usable at once (ROOM-MAGIC-1).
    Imp,
}

/// What a room does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RoomFunction {
    /// A year-1 production room.
    Production {
        /// Imps (or troll tokens) needed per use.
        imps: u8,
        /// Food paid per use.
        food: u8,
        /// Yield per use.
        yields: Production,
    },
    /// Training Room (ROOM-TRAIN-1).
    Training,
    /// Dark Room (ROOM-DARK-1).
    Dark,
    /// Labyrinth (ROOM-LAB-1).
    Labyrinth,
    /// Anti-magic Room (ROOM-ANTI-1).
    AntiMagic,
    /// Cafeteria (ROOM-DINING-1).
    Cafeteria,
    /// Chapel (ROOM-CHAPEL-1).
    Chapel,
    /// Pandemonium (ROOM-PANDEMONIUM-1).
    Pandemonium,
    /// Hall of Fame (ROOM-HALL-1).
    HallOfFame,
}

/// Definition of a room tile.
#[derive(Clone, Debug, Serialize)]
pub struct RoomDef {
    /// Stable catalog id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// 1 or 2.
    pub year: u8,
    /// Legal squares for a year-1 room: `zone[row][col]`; year-2 rooms allow every square.
    pub zone: [[bool; 5]; 4],
    /// Function.
    pub function: RoomFunction,
    /// Card text.
    pub text: String,
    /// Provenance.
    pub provenance: String,
}

/// The four adventurer classes (COMP-11); the paladin is none of them (PALADIN-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdventurerClass {
    /// Pushes to the front (PARTY-2).
    Warrior,
    /// Disarm symbols.
    Thief,
    /// Heal symbols.
    Priest,
    /// Magic symbols.
    Wizard,
    /// The paladin (no class).
    Paladin,
}

/// Definition of an adventurer tile (or a paladin).
#[derive(Clone, Debug, Serialize)]
pub struct AdventurerDef {
    /// Stable catalog id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Class.
    pub class: AdventurerClass,
    /// 1 or 2.
    pub year: u8,
    /// Hit points.
    pub hp: u8,
    /// Disarm symbols.
    pub disarm: u8,
    /// Heal symbols.
    pub heal: u8,
    /// Magic symbols.
    pub magic: u8,
    /// Strength level for sorting (ADV-DRAW-2); equal level = same glyph (ADV-DRAW-3).
    pub level: u8,
    /// Copies of this tile.
    pub copies: u8,
    /// Provenance.
    pub provenance: String,
}

/// The trap effects the engine implements (catalog §6, reference CAT-5, TRAP-NOTE-*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrapKind {
    /// N damage to the first adventurer (3 in year 1, 4 in year 2).
    RollingStone,
    /// 3 damage to the second adventurer.
    Pendulum,
    /// 2 damage to the first adventurer; no conquest this round.
    TrapDoor,
    /// 1 damage to each adventurer, +1 more to the last.
    WallOfFire,
    /// 1 damage to a chosen adventurer, +2 unpreventable at the end of the battle (TRAP-NOTE-1).
    PoisonedDart,
    /// 1 damage to a chosen adventurer; stops spells or healing (TRAP-NOTE-2).
    AntiMagicDart,
    /// 1 damage to each adventurer; no conquest this round.
    CursedRing,
    /// Damage equal to the first adventurer's printed hit points.
    PoisonedMeal,
    /// 3 damage to the first adventurer, 1 to each other.
    KamikazeImp,
}

/// Definition of a trap card kind.
#[derive(Clone, Debug, Serialize)]
pub struct TrapDef {
    /// Stable catalog id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Effect family.
    pub kind: TrapKind,
    /// Main damage in year 1 and year 2 (meaning depends on `kind`).
    pub damage: [u8; 2],
    /// Copies in the deck.
    pub copies: u8,
    /// Extra cost paid on reveal (COMBAT-PLAN-7).
    pub extra_food: u8,
    /// Extra gold cost.
    pub extra_gold: u8,
    /// Extra imp cost.
    pub extra_imp: u8,
    /// Card text (year 1).
    pub text: String,
    /// Provenance.
    pub provenance: String,
}

/// When a combat card's spell is cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SpellTiming {
    /// After the trap step.
    Fast,
    /// After the monster step.
    Slow,
}

/// The spells the engine implements (catalog §7 and its reconstruction table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpellKind {
    /// Wizards go to the back and cannot be harmed this round.
    Invisibility,
    /// Absorbs the first point of damage dealt to the party this round.
    MagicShield,
    /// No effect.
    Fireball,
    /// Lose 1 gold, else 1 food, else 1 trap.
    DetectTreasure,
    /// Lose 1 imp.
    FistOfJustice,
    /// Pay each sent monster's cost or withdraw it.
    Suggestion,
    /// Withdraw all sent monsters or gain 2 evil.
    WordOfPeace,
    /// Gain 2 evil.
    DetectEvil,
    /// No effect (reconstructed year-1 card).
    Graffiti,
    /// Each adventurer heals 1.
    Regeneration,
    /// A 1-HP illusory adventurer stands first (PARTY-6).
    Illusion,
    /// The first adventurer gets +1 max HP for the rest of combat.
    CreateFood,
    /// Every targeted monster attack must target the first adventurer.
    BlindRage,
    /// One chosen monster deals 2 less per attack this round.
    AuraOfFear,
    /// One chosen monster becomes a sheep: no attack, knocked out.
    Metamorphosis,
    /// One chosen monster is withdrawn and cannot fight again this year.
    DimensionalGate,
    /// The paladin and warriors take 1 less from each monster attack this round.
    SongOfCourage,
    /// If the party conquers, lose 1 gold (else 1 food).
    MagicKey,
}

/// Definition of a combat card.
#[derive(Clone, Debug, Serialize)]
pub struct CombatCardDef {
    /// Stable catalog id.
    pub id: String,
    /// Spell name.
    pub name: String,
    /// Spell effect family.
    pub spell: SpellKind,
    /// 1 or 2.
    pub year: u8,
    /// Fatigue of the round (FATIGUE-1).
    pub fatigue: u8,
    /// Fast or slow.
    pub timing: SpellTiming,
    /// Spell text.
    pub text: String,
    /// Provenance.
    pub provenance: String,
}

/// The special events the engine implements (catalog reconstruction table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpecialEventKind {
    /// Discard a monster or gain 3 evil.
    WitchHunt,
    /// Pay 1 food per monster or it strikes (EVENT-SPECIAL-3).
    MonsterStrike,
    /// Lose half your gold, rounded down.
    MinistryLevy,
    /// May pay 1 gold to lose 1 evil.
    VipVisit,
    /// Two unconquered tunnels (rooms if fewer tunnels) become conquered.
    Earthquake,
}

/// Definition of a special event card.
#[derive(Clone, Debug, Serialize)]
pub struct SpecialEventDef {
    /// Stable catalog id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Effect family.
    pub kind: SpecialEventKind,
    /// Text.
    pub text: String,
    /// Provenance.
    pub provenance: String,
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

/// The definitions the engine plays with, built from a validated catalog.
#[derive(Clone, Debug)]
pub struct Defs {
    /// Catalog version, stored with every game.
    pub version: String,
    /// Monster kinds.
    pub monsters: Vec<MonsterDef>,
    /// Room tiles.
    pub rooms: Vec<RoomDef>,
    /// Adventurer tiles, then the two paladins (class `Paladin`, years 1 and 2).
    pub adventurers: Vec<AdventurerDef>,
    /// Trap kinds.
    pub traps: Vec<TrapDef>,
    /// Combat cards.
    pub combat_cards: Vec<CombatCardDef>,
    /// Special event cards.
    pub special_events: Vec<SpecialEventDef>,
}

impl Defs {
    /// Definition of monster instance `id`.
    pub fn monster(&self, inst: &Instances, id: u16) -> &MonsterDef {
        &self.monsters[inst.monsters[id as usize] as usize]
    }
    /// Definition of room instance `id`.
    pub fn room(&self, inst: &Instances, id: u16) -> &RoomDef {
        &self.rooms[inst.rooms[id as usize] as usize]
    }
    /// Definition of adventurer instance `id`.
    pub fn adventurer(&self, inst: &Instances, id: u16) -> &AdventurerDef {
        &self.adventurers[inst.adventurers[id as usize] as usize]
    }
    /// Definition of trap instance `id`.
    pub fn trap(&self, inst: &Instances, id: u16) -> &TrapDef {
        &self.traps[inst.traps[id as usize] as usize]
    }
    /// Definition of combat card instance `id`.
    pub fn combat_card(&self, inst: &Instances, id: u16) -> &CombatCardDef {
        &self.combat_cards[inst.combat_cards[id as usize] as usize]
    }
    /// Definition of special event instance `id`.
    pub fn special_event(&self, inst: &Instances, id: u16) -> &SpecialEventDef {
        &self.special_events[inst.special_events[id as usize] as usize]
    }
}
