//! What a seat can tell the engine (`Command`) and why the engine refuses (`RuleError`,
//! `SetupError`). Plain types; deciding and applying them is `rules` and the per-phase modules.

use super::defs::*;
use super::state::*;
use serde::{Deserialize, Serialize};

/// Everything a seat can tell the engine. Wire form: `{"type": "choose_order", "action": "dig_tunnels"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// FULL-1: keep these two of the three drawn cards as the initial inaccessible orders.
    ChooseInaccessible {
        /// The two cards made inaccessible.
        cards: [Action; 2],
    },
    /// ORDERS-3: put this card from hand on the next free order slot (1st, 2nd, then 3rd).
    ChooseOrder {
        /// The order card.
        action: Action,
    },
    /// DUMMY2-3: secretly pick your dummy's third order from its hand.
    ChooseDummyOrder {
        /// The dummy's order card.
        action: Action,
    },
    /// Take back the orders chosen so far this season (before all are chosen).
    ClearOrders,
    /// Perform the action on your slot as shown (pay, then gain).
    Perform,
    /// Improve Reputation slots 1 and 3: perform and spy on combat card `card` (0 = round 1).
    PerformAndSpy {
        /// Index of the face-down combat card in the city, 0..4.
        card: u8,
    },
    /// EXEC-3: do not perform; the minion goes onto its order card.
    Decline,
    /// ACT-DIG: dig one tunnel here.
    Dig {
        /// Where.
        pos: Pos,
    },
    /// ACT-MINE: put one imp to mine this unconquered tunnel.
    Mine {
        /// Where.
        pos: Pos,
    },
    /// Stop digging or mining: the permit is used as far as it went.
    StopWork,
    /// ACT-TRAP-3: discard this trap card (year 2, after buying).
    DiscardTrap {
        /// Trap instance id.
        trap: u16,
    },
    /// ACT-MON-2: hire this monster from the Underground Inn.
    Hire {
        /// Monster instance id.
        monster: u16,
        /// Golem: the trap card discarded as part of the cost.
        #[serde(default)]
        pay_trap: Option<u16>,
        /// Demon: the monster discarded as part of the cost.
        #[serde(default)]
        feed: Option<u16>,
    },
    /// ACT-ROOM-3: build this room from the room shop on this unconquered tunnel.
    Build {
        /// Room instance id.
        room: u16,
        /// The tunnel square it replaces.
        pos: Pos,
    },
    /// PROD-2: use the production room on `pos` once, with `trolls` troll tokens among the
    /// workers; a Tool Shed also names the square it digs.
    UseRoom {
        /// The room's square.
        pos: Pos,
        /// Troll tokens used instead of imps.
        trolls: u8,
        /// Tool Shed only: where the new tunnel goes.
        #[serde(default)]
        dig: Option<Pos>,
    },
    /// RETRIEVE-2: take back this played card (the 1st, or one with your minion on it). Ends
    /// your production and retrieval.
    Retrieve {
        /// The card taken back.
        action: Action,
    },
    /// EVENT-PAYDAY-1: pay this monster's salary (golem: with `pay_trap`; demon: with `feed`).
    PayMonster {
        /// Monster instance id.
        monster: u16,
        /// Golem: trap card discarded.
        #[serde(default)]
        pay_trap: Option<u16>,
        /// Demon: the monster fed to it.
        #[serde(default)]
        feed: Option<u16>,
    },
    /// EVENT-PAYDAY-2: release this monster (+1 evil).
    ReleaseMonster {
        /// Monster instance id.
        monster: u16,
    },
    /// EVENT-TAX-3: pay this much of the tax; each unpaid gold is a dead letter.
    PayTax {
        /// Gold paid.
        gold: u8,
    },
    /// Witch Hunt: discard this monster.
    SacrificeMonster {
        /// Monster instance id.
        monster: u16,
    },
    /// Witch Hunt: gain 3 evil instead.
    AcceptEvil,
    /// Monster Strike: pay 1 food for this monster.
    PayStrike {
        /// Monster instance id.
        monster: u16,
    },
    /// Monster Strike: let this monster strike.
    LetStrike {
        /// Monster instance id.
        monster: u16,
    },
    /// VIP Visit: pay 1 gold to lose 1 evil.
    PayVip,
    /// VIP Visit: do not pay.
    SkipVip,
    /// Earthquake: this tile collapses (becomes conquered).
    Collapse {
        /// Where.
        pos: Pos,
    },
    /// COMBAT-PLAN-2: the party attacks this tile (one of the equally near unconquered tiles).
    ChooseTarget {
        /// The target tile.
        pos: Pos,
    },
    /// COMBAT-PLAN-4: put this trap card face down on the target tile.
    PlanTrap {
        /// Trap instance id.
        trap: u16,
    },
    /// COMBAT-PLAN-4, COMBAT-PLAN-5: commit this face-up monster or ghost to the battle.
    PlanMonster {
        /// Monster instance id.
        monster: u16,
    },
    /// Take back the traps and monsters planned so far this round (the target stays).
    ResetPlan,
    /// COMBAT-PLAN-8: this round's plan is complete.
    FinishPlanning,
    /// COMBAT-END-4: free this prisoner to the Distant Lands (nothing left to conquer).
    ReleasePrisoner {
        /// Adventurer instance id.
        adventurer: u16,
    },
    /// COMBAT-TRAP-5, ROOM-LAB-2: use this of the two planned traps first.
    UseTrap {
        /// Trap instance id.
        trap: u16,
    },
    /// TRAP-NOTE-1, TRAP-NOTE-2: aim the revealed dart at this adventurer.
    AimTrap {
        /// Adventurer instance id (`65535` = the illusion).
        adventurer: u16,
    },
    /// COMBAT-MON-1, COMBAT-MON-2: this committed monster or ghost attacks now.
    Attack {
        /// Monster instance id.
        monster: u16,
        /// Which of its attacks.
        option: AttackOption,
        /// The adventurer hit by an "any target" attack.
        #[serde(default)]
        target: Option<u16>,
    },
    /// SPELL-4 (Suggestion): withdraw this monster to the lair face up.
    Withdraw {
        /// Monster instance id.
        monster: u16,
    },
    /// SPELL (Word of Peace): withdraw all committed monsters.
    WithdrawAll,
    /// SPELL (Aura of Fear, Metamorphosis, Dimensional Gate): the spell affects this monster.
    ChooseMonster {
        /// Monster instance id.
        monster: u16,
    },
}

/// Why a command was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The seat owes no decision now.
    #[error("it is not your turn to decide (rule {rule})")]
    NotYourTurn {
        /// The rule that orders decisions now.
        rule: &'static str,
    },
    /// The command breaks a rule.
    #[error("{message} (rule {rule})")]
    Illegal {
        /// The rule ID from the reference.
        rule: &'static str,
        /// Lower-case explanation.
        message: String,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
}

impl RuleError {
    /// The rule ID, when there is one.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            RuleError::NotYourTurn { rule } | RuleError::Illegal { rule, .. } => Some(rule),
            RuleError::GameOver => None,
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Player count outside 2..=4 (GAME-1).
    #[error("a game needs 2 to 4 players, not {0} (rule GAME-1)")]
    PlayerCount(usize),
    /// Special events need the full game (FIRSTGAME-2).
    #[error("special events are used only in the full game (rule FIRSTGAME-2)")]
    SpecialEventsInFirstGame,
    /// The catalog cannot supply a legal game.
    #[error("the catalog cannot supply this game: {0}")]
    Catalog(String),
}

pub(crate) fn illegal(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::Illegal {
        rule,
        message: message.into(),
    }
}
