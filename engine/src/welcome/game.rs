//! Starting the game and each round (SETUP-*, ROUND-*), and read access to the state. The types
//! live in `state` and are re-exported here so `welcome::game::*` paths keep working.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::catalog::{Hero, Tile, MONSTER_DECK, N_MONSTERS};
use super::setup::{is_full_monster_set, ForcedOpening, SetupError, WelcomeOptions, WelcomeSetup};
pub use super::state::{
    Applied, CardId, CardOutcome, CardZone, DungeonCard, Event, Game, Phase, PlayerState, Raid,
    RaidStep, ResolvedCard, Sacrifice, TileStatus, WinReason,
};
use crate::common::Seat;

impl Game {
    /// Checks `setup` and starts the first round (SETUP-1 … SETUP-8).
    ///
    /// # Errors
    /// Returns a [`SetupError`] for a player count outside 2–4, a first player that is not a
    /// seat, or a stacked deck that is not the monster set.
    pub fn new(setup: WelcomeSetup) -> Result<Game, SetupError> {
        let n = setup.n_players;
        if !(2..=4).contains(&n) {
            return Err(SetupError::PlayerCount { n_players: n });
        }
        if let Some(seat) = setup.first_player {
            if seat >= n {
                return Err(SetupError::FirstPlayer { seat, n_players: n });
            }
        }
        if let Some(i) = setup
            .stacked_decks
            .iter()
            .position(|d| !is_full_monster_set(d))
        {
            return Err(SetupError::StackedDeck { round: i + 1 });
        }
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        // Randomness is drawn in a fixed order (hero, starting player, shuffle) so that a seed
        // always gives the same game (ENGINE-4).
        let hero = match setup.options.first_hero {
            super::setup::FirstHero::Random => Hero::ALL[rng.gen_range(0..Hero::ALL.len())],
            super::setup::FirstHero::Fixed(h) => h,
        };
        let starter = match setup.first_player {
            Some(s) => s,
            None => rng.gen_range(0..n),
        };
        let player = PlayerState {
            victories: 0,
            is_dark: false,
            is_eliminated: false,
            eliminated_in_round: None,
            eliminated_at_log: None,
            has_passed: false,
            n_turns: 0,
            sacrifices: Vec::new(),
        };
        let mut game = Game {
            options: setup.options,
            stacked_decks: setup.stacked_decks,
            seed: setup.seed,
            rng,
            round: 0,
            hero,
            tiles: Vec::new(),
            players: vec![player; n],
            deck: Vec::new(),
            dungeon: Vec::new(),
            raid: None,
            are_sacrifices_face_up: false,
            phase: Phase::ChooseHero {
                chooser: starter,
                starter,
            },
            log: Vec::new(),
        };
        game.begin_round(hero, starter, None);
        Ok(game)
    }

    /// Number of players.
    pub fn n_players(&self) -> usize {
        self.players.len()
    }

    /// The options the game was created with.
    pub fn options(&self) -> &WelcomeOptions {
        &self.options
    }

    /// The current round, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The current hero.
    pub fn hero(&self) -> Hero {
        self.hero
    }

    /// The current hero's 6 tiles and where each is.
    pub fn tiles(&self) -> &[(Tile, TileStatus)] {
        &self.tiles
    }

    /// Every player's record, by seat.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }

    /// The flow state.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The raid in progress or just finished this round.
    pub fn raid(&self) -> Option<&Raid> {
        self.raid.as_ref()
    }

    /// Cards in the monster deck.
    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }

    /// Cards on the dungeon pile.
    pub fn dungeon_count(&self) -> usize {
        self.dungeon.len()
    }

    /// The complete log (unredacted; views redact per viewer).
    pub fn events(&self) -> &[Event] {
        &self.log
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::GameOver { .. })
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Seat> {
        match self.phase {
            Phase::GameOver { winner } => Some(winner),
            _ => None,
        }
    }

    /// The seats that owe a decision now.
    pub fn waiting_for(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Preparation { to_move, .. } => vec![to_move],
            Phase::Raid { .. } => self.raid.iter().map(|r| r.raider).collect(),
            Phase::ChooseHero { chooser, .. } => vec![chooser],
            Phase::GameOver { .. } => Vec::new(),
        }
    }

    /// Where every card of the current round is (ENGINE-3). Exactly 13 entries, one per card.
    pub fn card_zones(&self) -> Vec<(CardId, CardZone)> {
        let mut out = Vec::with_capacity(N_MONSTERS);
        for (index, &c) in self.deck.iter().enumerate() {
            out.push((c, CardZone::Deck { index }));
        }
        if let Phase::Preparation {
            to_move,
            drawn: Some(c),
        } = self.phase
        {
            out.push((c, CardZone::Drawn { seat: to_move }));
        }
        for (index, d) in self.dungeon.iter().enumerate() {
            out.push((
                d.card,
                CardZone::Dungeon {
                    index,
                    added_by: d.added_by,
                },
            ));
        }
        for (seat, p) in self.players.iter().enumerate() {
            for s in &p.sacrifices {
                out.push((
                    s.card,
                    CardZone::Sacrificed {
                        seat,
                        is_face_up: self.are_sacrifices_face_up,
                    },
                ));
            }
        }
        if let Some(r) = &self.raid {
            if let Some(c) = r.revealing {
                out.push((c, CardZone::Revealing));
            }
            out.extend(r.resolved.iter().map(|x| (x.card, CardZone::Resolved)));
            out.extend(r.set_aside.iter().map(|&c| (c, CardZone::SetAside)));
        }
        out
    }

    /// Whether `tile` is on the hero and working (ITEM-GEN-1).
    pub fn is_on_hero(&self, tile: Tile) -> bool {
        self.tiles
            .iter()
            .any(|&(t, s)| t == tile && s == TileStatus::OnHero)
    }

    /// Number of players still in the game.
    pub fn n_in_game(&self) -> usize {
        self.players.iter().filter(|p| !p.is_eliminated).count()
    }

    /// Whether this turn of `seat` is a forced opening (VARIANT-1, DECISION D18).
    pub fn is_forced_opening(&self, seat: Seat) -> bool {
        let in_scope = match self.options.forced_opening {
            ForcedOpening::Off => false,
            ForcedOpening::FirstRoundOnly => self.round == 1,
            ForcedOpening::EveryRound => true,
        };
        in_scope && self.players.get(seat).is_some_and(|p| p.n_turns == 0)
    }

    /// NEWROUND-1 … NEWROUND-6 (and SETUP-3 … SETUP-6 for round 1).
    pub(super) fn begin_round(&mut self, hero: Hero, starter: Seat, chosen_by: Option<Seat>) {
        self.round += 1;
        let base = (self.round - 1) * N_MONSTERS as u32;
        let deck = match self.stacked_decks.get(self.round as usize - 1) {
            Some(types) => {
                let mut used = [false; N_MONSTERS];
                let mut deck: Vec<CardId> = types
                    .iter()
                    .map(|&t| {
                        let i = (0..N_MONSTERS)
                            .find(|&i| !used[i] && MONSTER_DECK[i] == t)
                            .unwrap_or(0);
                        used[i] = true;
                        CardId(base + i as u32)
                    })
                    .collect();
                // The stacked deck lists the top card first; the deck vector keeps it last.
                deck.reverse();
                deck
            }
            None => {
                let mut deck: Vec<CardId> =
                    (0..N_MONSTERS as u32).map(|i| CardId(base + i)).collect();
                deck.shuffle(&mut self.rng);
                deck
            }
        };
        self.deck = deck;
        self.hero = hero;
        self.tiles = hero
            .tiles()
            .into_iter()
            .map(|t| (t, TileStatus::OnHero))
            .collect();
        self.dungeon.clear();
        self.raid = None;
        self.are_sacrifices_face_up = false;
        for p in &mut self.players {
            p.has_passed = false;
            p.n_turns = 0;
            p.sacrifices.clear();
        }
        self.log.push(Event::RoundStarted {
            round: self.round,
            hero,
            chosen_by,
            starter,
        });
        self.phase = Phase::Preparation {
            to_move: starter,
            drawn: None,
        };
    }
}
