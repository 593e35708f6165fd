//! The game log as data: one `LogEvent` per line, a kind with typed arguments and no words.
//! The engine pushes events; words are chosen by whoever reads them: the client in the reader's
//! language (`web-client/locales/*.ftl`, message `log-<kind>`), the English renderer in
//! `view::log` for the golden tests and the server's text export. A line private to one seat
//! carries the owner's event and, at the same index, the redacted event everyone else reads.
//!
//! On the wire an event is `{"kind": "monster_hired", "args": {...}}`; argument shapes name
//! their type (`{"seat": 1}`, `{"action": "get_food"}`, `{"pos": {...}}`, a card
//! `{"card": "m12"}`, which the view completes to `{"def": "goblin", "id": "m12"}`), so the
//! client words each argument without knowing the kind (protocol/README.md).

use super::board::Pos;
use super::pieces::{EventTile, Season};
use super::Variant;
use crate::common::Seat;
use crate::dungeon_lords::defs::Action;
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

/// A seat named in an event: `{"seat": n}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Who(pub Seat);

impl Serialize for Who {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(1))?;
        m.serialize_entry("seat", &self.0)?;
        m.end()
    }
}

/// An action space or order card: `{"action": "get_food"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Act(pub Action);

impl Serialize for Act {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(1))?;
        m.serialize_entry("action", &self.0)?;
        m.end()
    }
}

/// A dungeon position: `{"pos": {"row": r, "col": c}}` (0-based; words add 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At(pub Pos);

impl Serialize for At {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(1))?;
        m.serialize_entry("pos", &self.0)?;
        m.end()
    }
}

/// The kinds of card an event can name, with the letter of their wire ids (`m12`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardKind {
    /// `m`
    Monster,
    /// `r`
    Room,
    /// `t`
    Trap,
    /// `a`
    Adventurer,
    /// `c`
    Combat,
    /// `s`
    Special,
}

impl CardKind {
    /// The wire id's letter.
    pub fn letter(self) -> u8 {
        match self {
            CardKind::Monster => b'm',
            CardKind::Room => b'r',
            CardKind::Trap => b't',
            CardKind::Adventurer => b'a',
            CardKind::Combat => b'c',
            CardKind::Special => b's',
        }
    }

    /// The kind of a wire id's letter.
    pub fn from_letter(l: u8) -> Option<CardKind> {
        Some(match l {
            b'm' => CardKind::Monster,
            b'r' => CardKind::Room,
            b't' => CardKind::Trap,
            b'a' => CardKind::Adventurer,
            b'c' => CardKind::Combat,
            b's' => CardKind::Special,
            _ => return None,
        })
    }
}

/// A card instance named in an event. English names it by its printed name, or (`Adventurer`
/// in combat, see `Fighter`) with its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// Kind.
    pub kind: CardKind,
    /// Instance id.
    pub id: u16,
}

impl Card {
    /// A monster instance.
    pub fn monster(id: u16) -> Card {
        Card {
            kind: CardKind::Monster,
            id,
        }
    }
    /// A room instance.
    pub fn room(id: u16) -> Card {
        Card {
            kind: CardKind::Room,
            id,
        }
    }
    /// A trap instance.
    pub fn trap(id: u16) -> Card {
        Card {
            kind: CardKind::Trap,
            id,
        }
    }
    /// An adventurer instance (or `ILLUSION`).
    pub fn adventurer(id: u16) -> Card {
        Card {
            kind: CardKind::Adventurer,
            id,
        }
    }
    /// A combat card instance.
    pub fn combat(id: u16) -> Card {
        Card {
            kind: CardKind::Combat,
            id,
        }
    }
    /// A special event card instance.
    pub fn special(id: u16) -> Card {
        Card {
            kind: CardKind::Special,
            id,
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("card", &char::from(self.kind.letter()))?;
        m.serialize_entry("n", &self.id)?;
        m.end()
    }
}

/// An adventurer in combat: English adds its number ("Warrior #12") or says "the illusion".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fighter(pub u16);

impl Serialize for Fighter {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Card::adventurer(self.0).serialize(s)
    }
}

/// One defender in a combat plan: a monster or trap, or a trap the reader may not see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defender {
    /// A face-up card.
    Card(Card),
    /// A face-down trap: `{"hidden": "trap"}`.
    HiddenTrap,
}

impl Serialize for Defender {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Defender::Card(c) => c.serialize(s),
            Defender::HiddenTrap => {
                let mut m = s.serialize_map(Some(1))?;
                m.serialize_entry("hidden", "trap")?;
                m.end()
            }
        }
    }
}

/// Amounts paid: `{"cost": {"food": 1, "gold": 2}}`, zero amounts left out (the client words
/// each with its plural form; `{"cost": {}}` is nothing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Amounts {
    /// Food.
    pub food: u8,
    /// Gold.
    pub gold: u8,
    /// Gold laid as bait.
    pub bait: u8,
    /// Evil.
    pub evil: u8,
    /// Imps.
    pub imps: u8,
    /// Trap cards.
    pub trap_cards: u8,
}

impl Serialize for Amounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Inner<'a>(&'a Amounts);
        impl Serialize for Inner<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let a = self.0;
                let mut m = s.serialize_map(None)?;
                for (k, v) in [
                    ("bait", a.bait),
                    ("food", a.food),
                    ("gold", a.gold),
                    ("evil", a.evil),
                    ("imps", a.imps),
                    ("trap_cards", a.trap_cards),
                ] {
                    if v > 0 {
                        m.serialize_entry(k, &v)?;
                    }
                }
                m.end()
            }
        }
        let mut m = s.serialize_map(Some(1))?;
        m.serialize_entry("cost", &Inner(self))?;
        m.end()
    }
}

/// What a production room yielded (PROD-*): a nested event, worded `log-<kind>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "args", rename_all = "snake_case")]
pub enum Yield {
    /// `n` food.
    YieldFood {
        /// Amount.
        n: u8,
    },
    /// `n` gold.
    YieldGold {
        /// Amount.
        n: u8,
    },
    /// `n` traps drawn.
    YieldTrap {
        /// Amount.
        n: u8,
    },
    /// A tunnel dug.
    YieldTunnel,
    /// `n` less evil.
    YieldLessEvil {
        /// Amount.
        n: u8,
    },
    /// A new imp.
    YieldImp,
}

/// One part of a payday settlement: a nested event, worded `log-<kind>`; parts are joined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "args", rename_all = "snake_case")]
pub enum PaydayPart {
    /// Paid the salaries of `monsters`.
    PaydayKeep {
        /// Food, gold, evil and trap cards paid.
        cost: Amounts,
        /// Monsters kept.
        monsters: Vec<Card>,
    },
    /// Fed `monsters` to a demon.
    PaydayFeed {
        /// Monsters eaten.
        monsters: Vec<Card>,
    },
    /// Released `monsters`.
    PaydayRelease {
        /// Monsters released.
        monsters: Vec<Card>,
    },
}

/// Whether a spell is cast before or after the traps (SPELL-3): `"fast"` or `"slow"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Before traps.
    Fast,
    /// After traps.
    Slow,
}

/// One log line. `_own` kinds are private to their seat (and redacted for the others by the
/// kind named in the same entry's `public`); `private_choice` is the generic redaction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "args", rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum LogEvent {
    // ---- flow
    GameBegins {
        n: usize,
        variant: Variant,
        who: Who,
    },
    SeasonBegins {
        year: u8,
        season: Season,
    },
    NextEvent {
        event: EventTile,
    },
    NextAdventurers {
        adventurers: Vec<Card>,
    },
    AutumnEnds,
    YearEnds {
        year: u8,
    },
    PrivateChoice {
        who: Who,
    },
    // ---- orders
    InaccessibleChosen {
        who: Who,
    },
    InaccessibleRevealed {
        who: Who,
        actions: [Act; 2],
    },
    OrderPutOwn {
        action: Act,
        n: usize,
    },
    DummyOrderOwn {
        action: Act,
    },
    OrdersTakenBackOwn,
    OrdersChosen {
        who: Who,
    },
    DummyReveals {
        dummy: usize,
        actions: Vec<Act>,
    },
    DummyOrder {
        dummy: usize,
        action: Act,
    },
    HireFirstNoGold {
        who: Who,
    },
    HireFirstPaid {
        who: Who,
    },
    MinionPlaced {
        who: Who,
        action: Act,
        slot: usize,
    },
    OrderBlocked {
        who: Who,
        action: Act,
    },
    // ---- actions
    SlotUnusable {
        who: Who,
        action: Act,
        slot: usize,
    },
    SlotDeclined {
        who: Who,
        action: Act,
        slot: usize,
    },
    WorkStopped {
        who: Who,
        action: Act,
    },
    FoodGained {
        who: Who,
        n: u8,
        slot: usize,
    },
    ReputationImproved {
        who: Who,
        n: i8,
        slot: usize,
    },
    SpiedOwn {
        n: usize,
        card: Card,
    },
    Spied {
        who: Who,
    },
    TunnelDug {
        who: Who,
        pos: At,
    },
    GoldMined {
        who: Who,
        pos: At,
    },
    ImpsRecruited {
        who: Who,
        n: u8,
    },
    TrapDrawnOwn {
        trap: Card,
    },
    TrapDrawn {
        who: Who,
    },
    TrapDiscardedOwn {
        trap: Card,
    },
    TrapDiscarded {
        who: Who,
    },
    MonsterHired {
        who: Who,
        monster: Card,
        slot: usize,
    },
    RoomBuilt {
        who: Who,
        room: Card,
        pos: At,
    },
    // ---- production
    ProductionBegins,
    RoomUsedOwn {
        room: Card,
        what: Yield,
    },
    RoomUsed {
        who: Who,
        room: Card,
        what: Yield,
    },
    OrderRetrievedOwn {
        action: Act,
    },
    OrderRetrieved {
        who: Who,
        action: Act,
    },
    ProductionFinished {
        who: Who,
    },
    // ---- events
    PaydayBegins,
    TaxesDue,
    SpecialEvent {
        event: Card,
    },
    SpecialEventNoEffect,
    Payday {
        who: Who,
        parts: Vec<PaydayPart>,
    },
    TaxesPaid {
        who: Who,
        n: u8,
        tax: u8,
        unpaid: u8,
    },
    MinistryLevy {
        who: Who,
        n: u8,
    },
    WitchHuntNoMonster {
        who: Who,
    },
    WitchHuntSacrifice {
        who: Who,
        monster: Card,
    },
    WitchHuntEvil {
        who: Who,
    },
    StrikePaid {
        who: Who,
    },
    Strike {
        who: Who,
        monster: Card,
    },
    VipPaid {
        who: Who,
    },
    VipSkipped {
        who: Who,
    },
    TileCollapses {
        who: Who,
        pos: At,
    },
    // ---- adventurers
    PaladinMoves {
        from: Who,
        to: Who,
    },
    PaladinLeavesTent {
        to: Who,
    },
    AdventurerToDummy {
        adventurer: Card,
    },
    AdventurerQueues {
        adventurer: Card,
        who: Who,
    },
    // ---- combat: planning
    CombatBegins {
        year: u8,
        who: Who,
    },
    CombatRound {
        round: u8,
    },
    CombatResumes {
        who: Who,
    },
    TargetChosenOwn {
        pos: At,
    },
    TrapPlannedOwn {
        trap: Card,
    },
    TrapPlanned {
        who: Who,
    },
    MonsterCommittedOwn {
        monster: Card,
    },
    MonsterCommitted {
        who: Who,
        monster: Card,
    },
    PlanClearedOwn,
    PlanningFinishedOwn,
    PlanningFinished {
        who: Who,
    },
    PrisonerFreed {
        who: Who,
        adventurer: Fighter,
    },
    NoBattle {
        who: Who,
    },
    DefenceOwn {
        pos: Option<At>,
        defenders: Vec<Defender>,
        n: usize,
        bait: u8,
    },
    Defence {
        who: Who,
        pos: Option<At>,
        defenders: Vec<Defender>,
        n: usize,
        bait: u8,
    },
    CombatCard {
        round: u8,
        card: Card,
        timing: Timing,
        magic: u8,
        fatigue: u8,
    },
    CombatCardNone {
        round: u8,
    },
    // ---- combat: battle
    NoPartyLeft {
        who: Who,
    },
    BattleBegins {
        who: Who,
    },
    PartyGone {
        who: Who,
    },
    CombatOver {
        year: u8,
    },
    KeepMonstersEvil {
        who: Who,
    },
    MonsterCostPaid {
        who: Who,
        monster: Card,
    },
    TrapRevealed {
        who: Who,
        trap: Card,
    },
    TrapRevealedPaying {
        who: Who,
        trap: Card,
        paid: Amounts,
    },
    AntiMagicWizard,
    AntiMagicPriest,
    TrapNoDamage,
    SheepIdle {
        monster: Card,
    },
    MonsterIdle {
        who: Who,
        monster: Card,
    },
    MonsterGlues {
        who: Who,
        monster: Card,
    },
    StandardAttack {
        who: Who,
        monster: Card,
        n: u8,
    },
    StandardAttackFed {
        who: Who,
        monster: Card,
        n: u8,
    },
    AttacksAgain {
        monster: Card,
        n: u8,
    },
    AttacksEach {
        who: Who,
        monster: Card,
        n: u8,
    },
    Attacks {
        who: Who,
        monster: Card,
        target: Fighter,
        n: u8,
    },
    Hits {
        who: Who,
        monster: Card,
        target: Fighter,
        n: u8,
    },
    SpellStopped {
        spell: Card,
    },
    SpellBlocked {
        spell: Card,
    },
    SpellTooWeak {
        magic: u8,
        spell: Card,
    },
    SpellCast {
        spell: Card,
    },
    SpellNoEffect,
    Invisibility,
    DetectTreasureGold,
    DetectTreasureFood,
    DetectTreasureTrapOwn {
        trap: Card,
    },
    DetectTreasureTrap,
    FistOfJustice,
    Regeneration,
    AuraOfFear {
        monster: Card,
    },
    Metamorphosis {
        monster: Card,
    },
    DimensionalGate {
        monster: Card,
    },
    Withdrawn {
        monster: Card,
    },
    ShieldAbsorbs,
    NoDamage {
        adventurer: Fighter,
    },
    Damage {
        adventurer: Fighter,
        n: u8,
        damage: u8,
        hp: u8,
    },
    IllusionVanishes {
        adventurer: Fighter,
    },
    Imprisoned {
        adventurer: Fighter,
        who: Who,
    },
    Poison {
        adventurer: Fighter,
    },
    NoHealNoAttack,
    NoHeal,
    PartyHeals {
        n: u8,
    },
    NoConquest,
    Fatigue {
        adventurer: Fighter,
    },
    FatigueFinishes,
    TileConquered {
        who: Who,
        pos: At,
    },
    MagicKeyGold,
    MagicKeyFood,
    // ---- scoring
    Scored {
        who: Who,
        total: i32,
        monsters: i32,
        prisoners: i32,
        rooms: i32,
        conquered: i32,
        dead_letters: i32,
        scoring_rooms: i32,
        titles: i32,
        hall_of_fame: i32,
    },
    Underlord {
        who: Vec<Who>,
    },
}

/// A line of the game log: an event for everyone, or one for a seat alone with the redaction
/// the others read at the same index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LogEntry {
    /// What everyone may read, if anything.
    pub public: Option<LogEvent>,
    /// The owner and what only they may read.
    pub private: Option<(Seat, LogEvent)>,
}
