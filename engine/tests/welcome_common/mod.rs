//! Shared fixtures for the Welcome to the Dungeon tests: stacked-deck tables that reach a given
//! raid by legal play, and small command helpers. It must not assert rules itself.
#![allow(dead_code)]

use engine::common::Seat;
use engine::welcome::catalog::MONSTER_DECK;
use engine::welcome::game::{CardOutcome, Raid};
use engine::welcome::{
    Command, FirstHero, ForcedOpening, Game, Hero, MonsterType, Phase, Tile, WelcomeOptions,
    WelcomeSetup,
};

#[allow(unused_imports)]
pub use MonsterType::{Demon, Dragon, Goblin, Golem, Lich, Orc, Skeleton, Vampire};

/// A table to reach by legal play in round 1: the hero keeps `holds`, the other tiles are
/// sacrificed (on `sacrificed` cards if given), the dungeon is `reveal` (first revealed first)
/// and the deck's next cards after the preparation are `deck_next`.
#[derive(Clone, Debug, Default)]
pub struct Table {
    pub n_players: usize,
    pub hero: Option<Hero>,
    pub holds: Vec<Tile>,
    pub sacrificed: Vec<MonsterType>,
    pub reveal: Vec<MonsterType>,
    pub deck_next: Vec<MonsterType>,
    pub options: WelcomeOptions,
    /// Decks for rounds after the first (top first).
    pub later_decks: Vec<Vec<MonsterType>>,
}

/// Removes one `t` from `pool`, panicking with a clear message when the set has none left.
#[track_caller]
fn take(pool: &mut Vec<MonsterType>, t: MonsterType) -> MonsterType {
    let i = pool
        .iter()
        .position(|&m| m == t)
        .unwrap_or_else(|| panic!("no {t:?} left in the set"));
    pool.remove(i)
}

impl Table {
    /// The stacked round-1 deck (top first) and the number of sacrifices.
    #[track_caller]
    pub fn deck(&self) -> (Vec<MonsterType>, Vec<Tile>) {
        let hero = self.hero.unwrap_or(Hero::Knight);
        let to_sacrifice: Vec<Tile> = hero
            .tiles()
            .into_iter()
            .filter(|t| !self.holds.contains(t))
            .collect();
        let mut pool: Vec<MonsterType> = MONSTER_DECK.to_vec();
        let adds: Vec<MonsterType> = self
            .reveal
            .iter()
            .rev()
            .map(|&t| take(&mut pool, t))
            .collect();
        let next: Vec<MonsterType> = self.deck_next.iter().map(|&t| take(&mut pool, t)).collect();
        let mut sacs: Vec<MonsterType> = self
            .sacrificed
            .iter()
            .map(|&t| take(&mut pool, t))
            .collect();
        while sacs.len() < to_sacrifice.len() {
            sacs.push(pool.remove(0));
        }
        let mut deck = sacs;
        deck.extend(adds);
        deck.extend(next);
        deck.extend(pool);
        (deck, to_sacrifice)
    }

    /// Plays round 1 up to the raid: seat 0 starts; players take turns drawing, first
    /// sacrificing, then adding; then everybody but the raider passes. Returns the game and
    /// the raider.
    #[track_caller]
    pub fn play(&self) -> (Game, Seat) {
        let n = self.n_players.max(2);
        let hero = self.hero.unwrap_or(Hero::Knight);
        let (deck, to_sacrifice) = self.deck();
        let mut decks = vec![deck];
        decks.extend(self.later_decks.iter().cloned());
        let mut options = self.options;
        options.first_hero = FirstHero::Fixed(hero);
        let mut game = Game::new(WelcomeSetup {
            n_players: n,
            seed: 7,
            options,
            first_player: Some(0),
            stacked_decks: decks,
        })
        .expect("valid setup");
        for &tile in &to_sacrifice {
            let s = to_move(&game);
            ok(&mut game, s, Command::Draw);
            ok(&mut game, s, Command::Sacrifice { tile });
        }
        for _ in &self.reveal {
            let s = to_move(&game);
            ok(&mut game, s, Command::Draw);
            ok(&mut game, s, Command::Add);
        }
        while matches!(game.phase(), Phase::Preparation { .. }) {
            let s = to_move(&game);
            ok(&mut game, s, Command::Pass);
        }
        let raider = game.raid().expect("raid").raider;
        (game, raider)
    }
}

/// The seat to move in the preparation phase.
#[track_caller]
pub fn to_move(game: &Game) -> Seat {
    match game.phase() {
        Phase::Preparation { to_move, .. } => to_move,
        other => panic!("not in preparation: {other:?}"),
    }
}

/// Applies a command that must be accepted.
#[track_caller]
pub fn ok(game: &mut Game, seat: Seat, cmd: Command) {
    if let Err(e) = game.apply(seat, cmd) {
        panic!("{cmd:?} by seat {seat} refused: {e}");
    }
}

/// The raid (must exist).
#[track_caller]
pub fn raid(game: &Game) -> &Raid {
    game.raid().expect("a raid")
}

/// HP after each resolved card, in reveal order.
pub fn hp_trail(game: &Game) -> Vec<i32> {
    game.raid()
        .map(|r| r.resolved.iter().map(|x| x.hp_after).collect())
        .unwrap_or_default()
}

/// (type, outcome) of each resolved card.
pub fn outcomes(game: &Game) -> Vec<(MonsterType, CardOutcome)> {
    game.raid()
        .map(|r| {
            r.resolved
                .iter()
                .map(|x| (x.card.monster(), x.outcome))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the raid succeeded (panics if it has not finished).
#[track_caller]
pub fn is_success(game: &Game) -> bool {
    raid(game).outcome.expect("the raid has finished")
}

/// A game with default options and a fixed first player.
pub fn new_game(n_players: usize, seed: u64, options: WelcomeOptions) -> Game {
    Game::new(WelcomeSetup {
        n_players,
        seed,
        options,
        first_player: Some(0),
        stacked_decks: Vec::new(),
    })
    .expect("valid setup")
}

/// Options with the forced opening in its default scope.
pub fn forced_opening() -> WelcomeOptions {
    WelcomeOptions {
        forced_opening: ForcedOpening::FirstRoundOnly,
        ..WelcomeOptions::default()
    }
}

/// A deterministic xorshift for picking random legal commands without extra crates.
pub struct Pick(pub u64);

impl Pick {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
