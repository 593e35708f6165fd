//! Where the year stands, as data: `Phase` and the decisions pending in the building seasons
//! (an action slot, payday, a special event, deferred production effects).

use super::combat::*;
use super::pieces::*;
use super::result::*;
use crate::common::Seat;
use crate::dungeon_lords::defs::*;

/// A decision being made while an action slot resolves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExecSub {
    /// Perform or decline.
    Choose,
    /// Digging under a permit.
    Digging {
        /// Tunnels dug so far.
        dug: u8,
        /// Permit size.
        max: u8,
        /// Slot 3: a foreman is needed (ACT-DIG-3).
        foreman: bool,
    },
    /// Mining under a permit.
    Mining {
        /// Imps mining so far.
        mined: u8,
        /// Permit size.
        max: u8,
        /// Slot 3: a foreman is needed (ACT-MINE-1).
        foreman: bool,
    },
    /// Year 2 Buy Traps: discard one trap (ACT-TRAP-3).
    DiscardTrap,
}

/// The slot being resolved and the decision owed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExecPending {
    /// The deciding seat.
    pub seat: Seat,
    /// The action space.
    pub action: Action,
    /// Slot index 0..3 (slot number − 1).
    pub slot: usize,
    /// The decision.
    pub sub: ExecSub,
}

/// Payday bookkeeping for the seat deciding now (EVENT-PAYDAY-4, DECISION D8).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PaydayState {
    /// The deciding seat.
    pub seat: Seat,
    /// Monsters still to decide, in decision order (demons, golems, then the rest).
    pub undecided: Vec<u16>,
    /// Kept monsters.
    pub kept: Vec<u16>,
    /// Released monsters.
    pub released: Vec<u16>,
    /// Monsters fed to demons (not released, no evil, D9).
    pub fed: Vec<u16>,
    /// Traps set aside to pay golems.
    pub traps: Vec<u16>,
    /// Food, gold and evil committed so far.
    pub food: u8,
    /// Gold committed.
    pub gold: u8,
    /// Evil committed.
    pub evil: u8,
}

/// Special event bookkeeping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecialState {
    /// Which event.
    pub kind: SpecialEventKind,
    /// Seats still to decide, in turn order (front first).
    pub queue: Vec<Seat>,
    /// Monster Strike: monsters of the front seat still to decide.
    pub undecided: Vec<u16>,
    /// Earthquake: tiles collapsed so far by the front seat.
    pub collapsed: u8,
}

/// Production-phase effects that touch shared state, applied in turn order (GAME-5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deferred {
    /// Draw this many traps (Workshop).
    DrawTraps(u8),
    /// Lose this much evil (Printing Press).
    LoseEvil(u8),
}

/// Where the game stands.
#[derive(Clone, Debug)]
pub enum Phase {
    /// FULL-1: each seat keeps 2 of 3 drawn cards as inaccessible, secretly and at once.
    InitialOrders {
        /// The 3 cards each seat drew.
        drawn: Vec<Vec<Action>>,
        /// Each seat's choice, once made.
        chosen: Vec<Option<[Action; 2]>>,
    },
    /// ORDERS-3: secret, simultaneous choice of 3 orders (and, with 2 players, a dummy order).
    Orders {
        /// Cards chosen so far per seat, in slot order.
        picks: Vec<Vec<Action>>,
    },
    /// EXEC-*: resolving action spaces in board order.
    Execute {
        /// Action space index 0..8.
        space: usize,
        /// Resolution step 0..3 within the space.
        step: usize,
        /// The decision owed, if the current slot awaits one.
        pending: Option<ExecPending>,
    },
    /// PROD-*, RETRIEVE-*: production and order retrieval.
    Production {
        /// Seats still to act, in turn order.
        queue: Vec<Seat>,
        /// D24 option: all act at once on private drafts.
        drafts: Vec<Option<(Box<Player>, Vec<Deferred>)>>,
    },
    /// EVENT-PAYDAY.
    Payday {
        /// Seats still to decide after the current one, in turn order.
        queue: Vec<Seat>,
        /// The current seat's decisions.
        state: PaydayState,
    },
    /// EVENT-TAX.
    Taxes {
        /// Seats still to pay, in turn order; the front one decides.
        queue: Vec<Seat>,
    },
    /// EVENT-SPECIAL.
    Special(SpecialState),
    /// COMBAT-*.
    Combat(Box<CombatState>),
    /// SCORE-*: the game is over.
    Finished(Box<FinalResult>),
}
