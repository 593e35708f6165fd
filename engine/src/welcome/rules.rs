//! Commands a seat may send and the typed errors that refuse them. It owns the command vocabulary
//! and the rule ID of every refusal; it must not decide legality (that is `Game::check`).

use serde::{Deserialize, Serialize};

use super::catalog::{Hero, MonsterType, Tile};
use crate::common::Seat;

/// One atomic decision of one seat (ENGINE-2). The wire form is tagged by `"type"`, e.g.
/// `{"type":"sacrifice","tile":"torch"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Draw the top monster card (DRAW-1).
    Draw,
    /// Leave the round (PASS-1).
    Pass,
    /// Put the drawn card face down on the dungeon pile (ADD-1).
    Add,
    /// Set the drawn card aside with one tile from the hero (SACRIFICE-1).
    Sacrifice {
        /// The tile to take off the hero.
        tile: Tile,
    },
    /// Name the type the Magic Sword or Magic Dagger defeats this raid (RAID-3).
    NameType {
        /// The named type.
        monster_type: MonsterType,
    },
    /// Use Polymorph on the card just revealed, or not (RAID-5 step b).
    Polymorph {
        /// Whether to use it.
        #[serde(rename = "use")]
        use_it: bool,
    },
    /// Use the Magic Axe on the card just revealed, or not (RAID-5 step e).
    Axe {
        /// Whether to use it.
        #[serde(rename = "use")]
        use_it: bool,
    },
    /// Choose the hero of the next round (NEWROUND-2).
    ChooseHero {
        /// The chosen hero.
        hero: Hero,
    },
}

/// Why a command was refused. Each variant names the rule it enforces ([`RuleError::rule`]);
/// the game is unchanged after any refusal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// WIN-3: the game is over and accepts no command.
    #[error("the game is over (WIN-3)")]
    GameOver,
    /// SETUP-1: no such seat.
    #[error("seat {seat} is not in this game (SETUP-1)")]
    UnknownSeat {
        /// The seat that sent the command.
        seat: Seat,
    },
    /// RESULT-3: an eliminated player takes no more decisions.
    #[error("seat {seat} has been eliminated (RESULT-3)")]
    Eliminated {
        /// The eliminated seat.
        seat: Seat,
    },
    /// TURN-1: it is another player's turn.
    #[error("it is seat {to_move}'s turn, not seat {seat}'s (TURN-1)")]
    NotYourTurn {
        /// The seat that sent the command.
        seat: Seat,
        /// The seat whose turn it is.
        to_move: Seat,
    },
    /// DRAW-2: the drawn card must be placed (add or sacrifice) before anything else.
    #[error("the drawn card must be added or sacrificed first (DRAW-2)")]
    CardMustBePlaced,
    /// TURN-3: the monster deck is empty, so the player must pass.
    #[error("the monster deck is empty (TURN-3)")]
    DeckEmpty,
    /// ADD-1: there is no drawn card to add.
    #[error("no card has been drawn to add (ADD-1)")]
    NothingToAdd,
    /// SACRIFICE-5: a sacrifice needs a card drawn this turn.
    #[error("no card has been drawn to sacrifice with (SACRIFICE-5)")]
    NothingToSacrifice,
    /// DRAW-3: the hero has no tiles left, so the card must be added.
    #[error("the hero has no equipment left, so the card must be added (DRAW-3)")]
    NoTilesLeft,
    /// SACRIFICE-2: only a tile still on the hero can be sacrificed.
    #[error("the {} is not on the hero (SACRIFICE-2)", tile.name())]
    TileNotOnHero {
        /// The tile asked for.
        tile: Tile,
    },
    /// VARIANT-1: on a forced-opening turn the player must draw and add.
    #[error("this turn is a forced opening: draw and add (VARIANT-1)")]
    ForcedOpening,
    /// PREPEND-1: the preparation phase is over; nobody takes another turn.
    #[error("the preparation phase is not running (PREPEND-1)")]
    NotPreparation,
    /// RAID-1: only the raider decides during the raid.
    #[error("seat {seat} is not the raider, seat {raider} is (RAID-1)")]
    NotRaider {
        /// The seat that sent the command.
        seat: Seat,
        /// The raider.
        raider: Seat,
    },
    /// RAID-12: this raid decision is not being asked for now.
    #[error("that raid decision is not asked for now (RAID-12)")]
    DecisionNotOffered,
    /// NEWROUND-2: another seat chooses the hero.
    #[error("seat {chooser} chooses the hero, not seat {seat} (NEWROUND-2)")]
    NotChooser {
        /// The seat that sent the command.
        seat: Seat,
        /// The seat that chooses.
        chooser: Seat,
    },
    /// NEWROUND-2: the hero is chosen only between rounds.
    #[error("no hero is being chosen now (NEWROUND-2)")]
    NotChoosingHero,
}

impl RuleError {
    /// The rule ID (from `welcome-to-the-dungeon.md`) that this refusal enforces.
    pub fn rule(&self) -> &'static str {
        match self {
            RuleError::GameOver => "WIN-3",
            RuleError::UnknownSeat { .. } => "SETUP-1",
            RuleError::Eliminated { .. } => "RESULT-3",
            RuleError::NotYourTurn { .. } => "TURN-1",
            RuleError::CardMustBePlaced => "DRAW-2",
            RuleError::DeckEmpty => "TURN-3",
            RuleError::NothingToAdd => "ADD-1",
            RuleError::NothingToSacrifice => "SACRIFICE-5",
            RuleError::NoTilesLeft => "DRAW-3",
            RuleError::TileNotOnHero { .. } => "SACRIFICE-2",
            RuleError::ForcedOpening => "VARIANT-1",
            RuleError::NotPreparation => "PREPEND-1",
            RuleError::NotRaider { .. } => "RAID-1",
            RuleError::DecisionNotOffered => "RAID-12",
            RuleError::NotChooser { .. } | RuleError::NotChoosingHero => "NEWROUND-2",
        }
    }

    /// Whether the refusal only means "not this seat's decision now" (as opposed to a rule the
    /// seat's own decision broke).
    pub fn is_not_your_turn(&self) -> bool {
        matches!(
            self,
            RuleError::NotYourTurn { .. }
                | RuleError::NotRaider { .. }
                | RuleError::NotChooser { .. }
                | RuleError::Eliminated { .. }
        )
    }
}
