//! Unchecked game setup (`WelcomeSetup`) and its validation into a [`crate::welcome::Game`].
//! It owns the lobby options and the variants; it must not run any game flow.

use serde::{Deserialize, Serialize};

use super::catalog::{Hero, MonsterType, N_MONSTERS};
use crate::common::Seat;

/// Which hero the first round uses (SETUP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstHero {
    /// Drawn at random from the 4 heroes with the game's RNG (the default).
    #[default]
    Random,
    /// A fixed hero, e.g. the Knight for a first game.
    Fixed(Hero),
}

/// Scope of the forced-opening variant (VARIANT-1, DECISION D18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ForcedOpening {
    /// The variant is off.
    #[default]
    Off,
    /// Each player's first turn of the game's first round is a forced draw and add.
    FirstRoundOnly,
    /// Each player's first turn of every round is a forced draw and add.
    EveryRound,
}

/// The rulebook's variants and lobby choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct WelcomeOptions {
    /// VARIANT-1: forced opening and its scope.
    pub forced_opening: ForcedOpening,
    /// VARIANT-2: three successful raids win, and all 8 victory cards are in the supply.
    pub three_wins: bool,
    /// SETUP-2: the first round's hero.
    pub first_hero: FirstHero,
}

impl WelcomeOptions {
    /// Victory cards needed to win (WIN-1): 2, or 3 with VARIANT-2.
    pub fn victory_target(&self) -> u32 {
        if self.three_wins {
            3
        } else {
            2
        }
    }

    /// Victory cards put out as the supply (SETUP-7): 5, or all 8 with VARIANT-2.
    pub fn victory_supply(&self) -> u32 {
        if self.three_wins {
            8
        } else {
            5
        }
    }
}

/// Everything needed to start a game, not yet validated. [`crate::welcome::Game::new`] checks it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WelcomeSetup {
    /// Number of players, 2–4 (SETUP-1).
    pub n_players: usize,
    /// Seed of the game's ChaCha8 RNG.
    pub seed: u64,
    /// Variants and lobby choices.
    pub options: WelcomeOptions,
    /// The first round's starting player; `None` draws it at random (SETUP-8).
    pub first_player: Option<Seat>,
    /// Prearranged monster decks for the first rounds, top card first: round `r` (1-based) uses
    /// `stacked_decks[r - 1]` instead of a shuffle. For tutorials and tests; each must be a
    /// permutation of the 13-card monster set.
    pub stacked_decks: Vec<Vec<MonsterType>>,
}

/// Why a [`WelcomeSetup`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// SETUP-1: the game needs 2–4 players.
    #[error("welcome to the dungeon needs 2 to 4 players, not {n_players} (SETUP-1)")]
    PlayerCount {
        /// The number asked for.
        n_players: usize,
    },
    /// SETUP-8: the starting player must be one of the seats.
    #[error("first player {seat} is not a seat of a {n_players}-player game (SETUP-8)")]
    FirstPlayer {
        /// The seat asked for.
        seat: Seat,
        /// The number of players.
        n_players: usize,
    },
    /// SETUP-4: a stacked deck must be the 13-card monster set.
    #[error("stacked deck for round {round} is not the 13-card monster set (SETUP-4)")]
    StackedDeck {
        /// The round (1-based) whose deck is wrong.
        round: usize,
    },
}

impl SetupError {
    /// The rule ID this error cites.
    pub fn rule(&self) -> &'static str {
        match self {
            SetupError::PlayerCount { .. } => "SETUP-1",
            SetupError::FirstPlayer { .. } => "SETUP-8",
            SetupError::StackedDeck { .. } => "SETUP-4",
        }
    }
}

/// Whether `deck` holds exactly the 13 monster cards of COMP-2.
pub(crate) fn is_full_monster_set(deck: &[MonsterType]) -> bool {
    deck.len() == N_MONSTERS
        && MonsterType::ALL
            .iter()
            .all(|&t| deck.iter().filter(|&&m| m == t).count() == t.count())
}
