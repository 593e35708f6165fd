//! The checked game state and its flow: preparation turns, the raid, the result, the end of the
//! round and new rounds. It owns every rules decision; it must not build views or do any I/O.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::catalog::{Hero, MonsterType, Tile, TileEffect, MONSTER_DECK, N_MONSTERS};
use super::rules::{Command, RuleError};
use super::setup::{is_full_monster_set, ForcedOpening, SetupError, WelcomeOptions, WelcomeSetup};
use crate::common::Seat;

/// A monster card instance. Ids are fresh every round (the 13 cards of round `r` have the ids
/// `13·(r−1) … 13·r − 1`), so an id seen in one round never identifies a card in a later one
/// (HIDDEN-12). Within a round an id determines the type, so views show an id only together
/// with a face the viewer may see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct CardId(pub u32);

impl CardId {
    /// The card's monster type.
    pub fn monster(self) -> MonsterType {
        MONSTER_DECK[self.0 as usize % N_MONSTERS]
    }
}

/// Where one equipment tile of the current hero is (SACRIFICE-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum TileStatus {
    /// On the hero and working (ITEM-GEN-1).
    OnHero,
    /// Sacrificed by a player this round (SACRIFICE-3).
    Sacrificed {
        /// The seat that sacrificed it.
        by: Seat,
    },
    /// A once-per-round tile used up in this raid (ITEM-GEN-2).
    UsedUp,
}

/// One (monster, tile) pair in front of a player (SACRIFICE-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sacrifice {
    /// The face-down monster.
    pub card: CardId,
    /// The tile laid on it.
    pub tile: Tile,
}

/// A card on the dungeon pile with the seat that added it (HIDDEN-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DungeonCard {
    /// The card.
    pub card: CardId,
    /// The seat that added it.
    pub added_by: Seat,
}

/// One player's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    /// Successful raids (victory cards, COMP-11).
    pub victories: u32,
    /// Whether the help card shows its dark side (one failure, COMP-10).
    pub is_dark: bool,
    /// Whether the player has been eliminated (RESULT-3).
    pub is_eliminated: bool,
    /// The round in which the player was eliminated.
    pub eliminated_in_round: Option<u32>,
    /// Whether the player has passed this round (PASS-1).
    pub has_passed: bool,
    /// Turns completed this round (for VARIANT-1).
    pub n_turns: u32,
    /// This round's sacrificed pairs, oldest first.
    pub sacrifices: Vec<Sacrifice>,
}

/// How one resolved dungeon card came out (RAID-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CardOutcome {
    /// Defeated by a tile still on the hero (step d).
    DefeatedByTile {
        /// The first tile in hero order that defeats it.
        tile: Tile,
    },
    /// Defeated by the Magic Axe (step e).
    DefeatedByAxe,
    /// Defeated by the Demon Pact's follow-up (step c).
    DefeatedByPact,
    /// Not defeated: it dealt damage (step f).
    Damage {
        /// HP lost.
        amount: i32,
    },
    /// Revealed after the hero had died; nothing happens (RAID-9).
    AfterDeath,
}

/// One card resolved in the raid, in reveal order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResolvedCard {
    /// The card.
    pub card: CardId,
    /// What happened to it.
    pub outcome: CardOutcome,
    /// HP gained from the Ring of Power on this card (ITEM-RING-1).
    pub ring_bonus: i32,
    /// Whether the Resurrection Potion fired on this card (ITEM-POTION-1).
    pub is_potion_used: bool,
    /// HP after the card.
    pub hp_after: i32,
}

/// The raid in progress or just finished (section 7). It stays visible until the next round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Raid {
    /// The raider.
    pub raider: Seat,
    /// Starting HP (RAID-2).
    pub start_hp: i32,
    /// Current HP.
    pub hp: i32,
    /// Whether the hero has died for good (RAID-8).
    pub is_dead: bool,
    /// The type named for the Magic Sword or Dagger (ITEM-VORPAL-1).
    pub named_type: Option<MonsterType>,
    /// Whether the Demon Pact's follow-up waits for the next card (ITEM-PACT-1).
    pub is_pact_pending: bool,
    /// The revealed card waiting for a Polymorph or Axe decision.
    pub revealing: Option<CardId>,
    /// Resolved cards in reveal order (RAID-5 step h).
    pub resolved: Vec<ResolvedCard>,
    /// Cards set aside by Polymorph (ITEM-POLY-3).
    pub set_aside: Vec<CardId>,
    /// `Some(true)` for a success, `Some(false)` for a failure, once the pile is empty.
    pub outcome: Option<bool>,
    /// Whether Omnipotence's condition was met at the end (ITEM-OMNI-1), when it was on the hero.
    pub omnipotence: Option<bool>,
}

/// A raid decision the raider owes now (RAID-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaidStep {
    /// Name a type for the Magic Sword or Dagger (RAID-3).
    NameType,
    /// Polymorph yes/no on the card just revealed (RAID-5 step b).
    Polymorph,
    /// Axe yes/no on the card just revealed (RAID-5 step e).
    Axe,
}

/// The flow state (ENGINE-1). Automatic steps never rest here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Preparation: `to_move` acts; `drawn` is the card they hold, if any.
    Preparation {
        /// Whose turn it is.
        to_move: Seat,
        /// The card drawn and not yet placed.
        drawn: Option<CardId>,
    },
    /// The raid waits for a decision of the raider.
    Raid {
        /// The decision asked for.
        step: RaidStep,
    },
    /// Between rounds: `chooser`, the raider of the round just played, picks the next hero
    /// (NEWROUND-2); `starter` starts the new round (NEWROUND-4). The Czech rulebook gives the
    /// choice to the previous raider even when that raider was just eliminated, so `chooser`
    /// may be an eliminated seat (see `Game::check`).
    ChooseHero {
        /// The previous raider, who chooses.
        chooser: Seat,
        /// The seat that will start the round.
        starter: Seat,
    },
    /// The game is over (WIN-3).
    GameOver {
        /// The winner.
        winner: Seat,
    },
}

/// How a defeat happened, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WinReason {
    /// WIN-1: the target number of victory cards.
    VictoryCards,
    /// WIN-2: the last player in the game.
    LastPlayerStanding,
}

/// One thing that happened, with everything needed to render it for any viewer. Views redact
/// the hidden parts per viewer; the stored event is complete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A round began with this hero and starting player.
    RoundStarted {
        /// The round number, from 1.
        round: u32,
        /// The hero.
        hero: Hero,
        /// The seat that chose the hero (none in round 1).
        chosen_by: Option<Seat>,
        /// The starting player.
        starter: Seat,
    },
    /// A seat drew a card (secret: the card).
    Drew {
        /// The drawer.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Cards left in the deck.
        deck_count: usize,
    },
    /// A seat added its card to the dungeon (secret: the card).
    Added {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
        /// 1-based position from the bottom, which is also the new pile size.
        position: usize,
    },
    /// A seat sacrificed a tile with its card (secret: the card).
    Sacrificed {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
        /// The tile.
        tile: Tile,
    },
    /// A seat passed.
    Passed {
        /// The seat.
        seat: Seat,
    },
    /// The raid began.
    RaidStarted {
        /// The raider.
        raider: Seat,
        /// Starting HP.
        hp: i32,
        /// Cards in the dungeon.
        dungeon_size: usize,
    },
    /// The raider named a type.
    Named {
        /// The raider.
        raider: Seat,
        /// The type.
        monster_type: MonsterType,
    },
    /// A dungeon card was revealed.
    Revealed {
        /// The card.
        card: CardId,
    },
    /// Polymorph set a card aside and revealed the deck's top card.
    Polymorphed {
        /// The card set aside.
        set_aside: CardId,
        /// The replacement.
        replacement: CardId,
    },
    /// The raider declined Polymorph on a card.
    PolymorphDeclined {
        /// The card.
        card: CardId,
    },
    /// A card was resolved.
    Resolved {
        /// The card and its outcome.
        resolved: ResolvedCard,
    },
    /// The raider declined the Axe on a card.
    AxeDeclined {
        /// The card.
        card: CardId,
    },
    /// The hero died for good.
    HeroDied,
    /// Omnipotence was checked.
    OmnipotenceChecked {
        /// Whether all resolved types differed.
        is_met: bool,
    },
    /// The raid ended.
    RaidEnded {
        /// The raider.
        raider: Seat,
        /// Success or failure.
        is_success: bool,
        /// Final HP.
        hp: i32,
    },
    /// The raider took a victory card.
    VictoryCard {
        /// The raider.
        seat: Seat,
        /// Victory cards now held.
        victories: u32,
    },
    /// The raider's help card turned dark.
    HelpCardFlipped {
        /// The raider.
        seat: Seat,
    },
    /// The raider was eliminated.
    Eliminated {
        /// The raider.
        seat: Seat,
    },
    /// End of round: every sacrificed monster turned face up.
    SacrificesRevealed {
        /// (seat, tile, card) for each pair, by seat.
        pairs: Vec<(Seat, Tile, CardId)>,
    },
    /// The game ended.
    GameWon {
        /// The winner.
        winner: Seat,
        /// Why.
        reason: WinReason,
    },
}

/// What a successful [`Game::apply`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    /// Indices of the log entries the command produced.
    pub log_range: std::ops::Range<usize>,
}

/// Where a card is right now (ENGINE-3 card conservation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardZone {
    /// In the monster deck; 0 is the bottom.
    Deck {
        /// Index from the bottom.
        index: usize,
    },
    /// Drawn and not yet placed.
    Drawn {
        /// The holder.
        seat: Seat,
    },
    /// Face down on the dungeon pile.
    Dungeon {
        /// Index from the bottom.
        index: usize,
        /// Who added it.
        added_by: Seat,
    },
    /// Under a sacrificed tile.
    Sacrificed {
        /// The sacrificing seat.
        seat: Seat,
        /// Whether ENDROUND-1 has turned it face up.
        is_face_up: bool,
    },
    /// Revealed and waiting for a raid decision.
    Revealing,
    /// Resolved in the raid (face up).
    Resolved,
    /// Set aside by Polymorph (face up).
    SetAside,
}

/// A game of Welcome to the Dungeon: the complete, checked state (`WelcomeSetup` → `Game`).
#[derive(Clone, Debug)]
pub struct Game {
    pub(super) options: WelcomeOptions,
    pub(super) stacked_decks: Vec<Vec<MonsterType>>,
    pub(super) seed: u64,
    pub(super) rng: ChaCha8Rng,
    pub(super) round: u32,
    pub(super) hero: Hero,
    pub(super) tiles: Vec<(Tile, TileStatus)>,
    pub(super) players: Vec<PlayerState>,
    /// Top card last.
    pub(super) deck: Vec<CardId>,
    /// Bottom card first (ADD-3).
    pub(super) dungeon: Vec<DungeonCard>,
    pub(super) raid: Option<Raid>,
    pub(super) are_sacrifices_face_up: bool,
    pub(super) phase: Phase,
    pub(super) log: Vec<Event>,
}

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

    // ----- read access -----

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

    // ----- legality -----

    /// Every command `seat` may send now, in a stable order. This is the single legality source:
    /// [`Game::apply`] accepts exactly these.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        self.candidates()
            .into_iter()
            .filter(|&c| self.check(seat, c).is_ok())
            .collect()
    }

    /// All commands that could ever be legal in this round, in prompt order.
    fn candidates(&self) -> Vec<Command> {
        let mut out = vec![Command::Draw, Command::Pass, Command::Add];
        out.extend(
            self.hero
                .tiles()
                .into_iter()
                .map(|tile| Command::Sacrifice { tile }),
        );
        out.extend(
            MonsterType::ALL
                .into_iter()
                .map(|monster_type| Command::NameType { monster_type }),
        );
        out.extend([true, false].map(|use_it| Command::Polymorph { use_it }));
        out.extend([true, false].map(|use_it| Command::Axe { use_it }));
        out.extend(
            Hero::ALL
                .into_iter()
                .map(|hero| Command::ChooseHero { hero }),
        );
        out
    }

    /// Whether `seat` may send `cmd` now.
    ///
    /// # Errors
    /// Returns the [`RuleError`] that forbids it.
    pub fn check(&self, seat: Seat, cmd: Command) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        let Some(player) = self.players.get(seat) else {
            return Err(RuleError::UnknownSeat { seat });
        };
        // NEWROUND-2 read literally: the previous raider chooses the hero even if that raider
        // was just eliminated; that is the one decision an eliminated seat still takes.
        let is_choosing = matches!(self.phase, Phase::ChooseHero { chooser, .. } if chooser == seat)
            && matches!(cmd, Command::ChooseHero { .. });
        if player.is_eliminated && !is_choosing {
            return Err(RuleError::Eliminated { seat });
        }
        match self.phase {
            Phase::Preparation { to_move, drawn } => {
                let is_prep_cmd = matches!(
                    cmd,
                    Command::Draw | Command::Pass | Command::Add | Command::Sacrifice { .. }
                );
                if !is_prep_cmd {
                    return Err(match cmd {
                        Command::ChooseHero { .. } => RuleError::NotChoosingHero,
                        _ => RuleError::DecisionNotOffered,
                    });
                }
                if seat != to_move {
                    return Err(RuleError::NotYourTurn { seat, to_move });
                }
                let is_forced = self.is_forced_opening(seat);
                match cmd {
                    Command::Draw | Command::Pass if drawn.is_some() => {
                        Err(RuleError::CardMustBePlaced)
                    }
                    Command::Draw if self.deck.is_empty() => Err(RuleError::DeckEmpty),
                    Command::Pass if is_forced => Err(RuleError::ForcedOpening),
                    Command::Add if drawn.is_none() => Err(RuleError::NothingToAdd),
                    Command::Sacrifice { tile } => {
                        if drawn.is_none() {
                            Err(RuleError::NothingToSacrifice)
                        } else if !self.tiles.iter().any(|&(_, s)| s == TileStatus::OnHero) {
                            Err(RuleError::NoTilesLeft)
                        } else if is_forced {
                            Err(RuleError::ForcedOpening)
                        } else if !self.is_on_hero(tile) {
                            Err(RuleError::TileNotOnHero { tile })
                        } else {
                            Ok(())
                        }
                    }
                    _ => Ok(()),
                }
            }
            Phase::Raid { step } => {
                let raider = self.raid.as_ref().map_or(seat, |r| r.raider);
                match cmd {
                    Command::Draw | Command::Pass | Command::Add | Command::Sacrifice { .. } => {
                        return Err(RuleError::NotPreparation);
                    }
                    Command::ChooseHero { .. } => return Err(RuleError::NotChoosingHero),
                    _ => {}
                }
                if seat != raider {
                    return Err(RuleError::NotRaider { seat, raider });
                }
                match (step, cmd) {
                    (RaidStep::NameType, Command::NameType { .. })
                    | (RaidStep::Polymorph, Command::Polymorph { .. })
                    | (RaidStep::Axe, Command::Axe { .. }) => Ok(()),
                    _ => Err(RuleError::DecisionNotOffered),
                }
            }
            Phase::ChooseHero { chooser, .. } => match cmd {
                Command::ChooseHero { .. } if seat == chooser => Ok(()),
                Command::ChooseHero { .. } => Err(RuleError::NotChooser { seat, chooser }),
                Command::Draw | Command::Pass | Command::Add | Command::Sacrifice { .. } => {
                    Err(RuleError::NotPreparation)
                }
                _ => Err(RuleError::DecisionNotOffered),
            },
            Phase::GameOver { .. } => Err(RuleError::GameOver),
        }
    }

    // ----- transitions -----

    /// Applies `cmd` sent by `seat`, then runs every automatic step that follows.
    ///
    /// # Errors
    /// Returns the [`RuleError`] from [`Game::check`]; the game is then unchanged.
    pub fn apply(&mut self, seat: Seat, cmd: Command) -> Result<Applied, RuleError> {
        self.check(seat, cmd)?;
        let start = self.log.len();
        match cmd {
            Command::Draw => self.draw(seat),
            Command::Pass => self.pass(seat),
            Command::Add => self.add(seat),
            Command::Sacrifice { tile } => self.sacrifice(seat, tile),
            Command::NameType { monster_type } => {
                if let Some(r) = self.raid.as_mut() {
                    r.named_type = Some(monster_type);
                }
                self.log.push(Event::Named {
                    raider: seat,
                    monster_type,
                });
                self.continue_raid();
            }
            Command::Polymorph { use_it } => self.polymorph(use_it),
            Command::Axe { use_it } => self.axe(use_it),
            Command::ChooseHero { hero } => {
                let starter = match self.phase {
                    Phase::ChooseHero { starter, .. } => starter,
                    _ => seat,
                };
                self.begin_round(hero, starter, Some(seat));
            }
        }
        Ok(Applied {
            log_range: start..self.log.len(),
        })
    }

    fn draw(&mut self, seat: Seat) {
        let Some(card) = self.deck.pop() else { return };
        self.phase = Phase::Preparation {
            to_move: seat,
            drawn: Some(card),
        };
        self.log.push(Event::Drew {
            seat,
            card,
            deck_count: self.deck.len(),
        });
    }

    fn take_drawn(&mut self) -> Option<CardId> {
        match &mut self.phase {
            Phase::Preparation { drawn, .. } => drawn.take(),
            _ => None,
        }
    }

    fn add(&mut self, seat: Seat) {
        let Some(card) = self.take_drawn() else {
            return;
        };
        self.dungeon.push(DungeonCard {
            card,
            added_by: seat,
        });
        self.log.push(Event::Added {
            seat,
            card,
            position: self.dungeon.len(),
        });
        self.end_turn(seat);
    }

    fn sacrifice(&mut self, seat: Seat, tile: Tile) {
        let Some(card) = self.take_drawn() else {
            return;
        };
        for entry in &mut self.tiles {
            if entry.0 == tile {
                entry.1 = TileStatus::Sacrificed { by: seat };
            }
        }
        self.players[seat].sacrifices.push(Sacrifice { card, tile });
        self.log.push(Event::Sacrificed { seat, card, tile });
        self.end_turn(seat);
    }

    fn pass(&mut self, seat: Seat) {
        self.players[seat].has_passed = true;
        self.players[seat].n_turns += 1;
        self.log.push(Event::Passed { seat });
        self.hand_on_turn(seat);
    }

    fn end_turn(&mut self, seat: Seat) {
        self.players[seat].n_turns += 1;
        self.hand_on_turn(seat);
    }

    /// TURN-4/TURN-5: check PREPEND-1, then give the turn to the next player in the round.
    fn hand_on_turn(&mut self, from: Seat) {
        let in_round: Vec<Seat> = (0..self.players.len())
            .filter(|&s| !self.players[s].is_eliminated && !self.players[s].has_passed)
            .collect();
        if let [raider] = in_round[..] {
            self.start_raid(raider);
            return;
        }
        let n = self.players.len();
        let next = (1..=n)
            .map(|k| (from + k) % n)
            .find(|&s| !self.players[s].is_eliminated && !self.players[s].has_passed)
            .unwrap_or(from);
        self.phase = Phase::Preparation {
            to_move: next,
            drawn: None,
        };
    }

    fn start_raid(&mut self, raider: Seat) {
        let start_hp = self.hero.printed_hp()
            + self
                .tiles
                .iter()
                .filter(|&&(_, s)| s == TileStatus::OnHero)
                .map(|&(t, _)| t.hp_bonus())
                .sum::<i32>();
        self.raid = Some(Raid {
            raider,
            start_hp,
            hp: start_hp,
            is_dead: false,
            named_type: None,
            is_pact_pending: false,
            revealing: None,
            resolved: Vec::new(),
            set_aside: Vec::new(),
            outcome: None,
            omnipotence: None,
        });
        self.log.push(Event::RaidStarted {
            raider,
            hp: start_hp,
            dungeon_size: self.dungeon.len(),
        });
        let has_vorpal = self
            .tiles
            .iter()
            .any(|&(t, s)| s == TileStatus::OnHero && t.effect() == TileEffect::Vorpal);
        if has_vorpal && !self.dungeon.is_empty() {
            self.phase = Phase::Raid {
                step: RaidStep::NameType,
            };
        } else {
            self.continue_raid();
        }
    }

    /// Reveals and resolves cards until a decision is needed or the pile is empty (RAID-4/5/9).
    fn continue_raid(&mut self) {
        loop {
            let Some(top) = self.dungeon.pop() else {
                self.finish_raid();
                return;
            };
            let card = top.card;
            self.log.push(Event::Revealed { card });
            if self.is_polymorph_offered() {
                if let Some(r) = self.raid.as_mut() {
                    r.revealing = Some(card);
                }
                self.phase = Phase::Raid {
                    step: RaidStep::Polymorph,
                };
                return;
            }
            if self.resolve(card) {
                return;
            }
        }
    }

    /// RAID-5 step b's conditions, including RAID-9 after death.
    fn is_polymorph_offered(&self) -> bool {
        let Some(r) = &self.raid else { return false };
        self.is_on_hero(Tile::Polymorph)
            && !self.deck.is_empty()
            && (!r.is_dead || self.is_on_hero(Tile::Omnipotence))
    }

    /// Resolves `card` from RAID-5 step c on. Returns `true` when it waits for an Axe decision.
    fn resolve(&mut self, card: CardId) -> bool {
        let monster = card.monster();
        let on_hero: Vec<Tile> = self
            .tiles
            .iter()
            .filter(|&&(_, s)| s == TileStatus::OnHero)
            .map(|&(t, _)| t)
            .collect();
        let Some(r) = self.raid.as_mut() else {
            return false;
        };
        r.revealing = None;
        if r.is_dead {
            let resolved = ResolvedCard {
                card,
                outcome: CardOutcome::AfterDeath,
                ring_bonus: 0,
                is_potion_used: false,
                hp_after: r.hp,
            };
            r.resolved.push(resolved);
            self.log.push(Event::Resolved { resolved });
            return false;
        }
        if r.is_pact_pending {
            r.is_pact_pending = false;
            let resolved = ResolvedCard {
                card,
                outcome: CardOutcome::DefeatedByPact,
                ring_bonus: 0,
                is_potion_used: false,
                hp_after: r.hp,
            };
            r.resolved.push(resolved);
            self.log.push(Event::Resolved { resolved });
            return false;
        }
        let named = r.named_type;
        let by = on_hero.iter().copied().find(|t| t.defeats(monster, named));
        let mut ring_bonus = 0;
        if on_hero.contains(&Tile::RingOfPower) && monster.strength() <= 2 {
            ring_bonus = monster.strength();
            r.hp += ring_bonus;
        }
        if monster == MonsterType::Demon && on_hero.contains(&Tile::DemonPact) {
            r.is_pact_pending = true;
        }
        if let Some(tile) = by {
            let resolved = ResolvedCard {
                card,
                outcome: CardOutcome::DefeatedByTile { tile },
                ring_bonus,
                is_potion_used: false,
                hp_after: r.hp,
            };
            r.resolved.push(resolved);
            self.log.push(Event::Resolved { resolved });
            return false;
        }
        if on_hero.contains(&Tile::MagicAxe) {
            r.revealing = Some(card);
            self.phase = Phase::Raid {
                step: RaidStep::Axe,
            };
            return true;
        }
        self.take_damage(card);
        false
    }

    /// RAID-5 steps f, g and h for an undefeated card.
    fn take_damage(&mut self, card: CardId) {
        let amount = card.monster().strength();
        let has_potion = self.is_on_hero(Tile::ResurrectionPotion);
        let printed = self.hero.printed_hp();
        let Some(r) = self.raid.as_mut() else { return };
        r.revealing = None;
        r.hp -= amount;
        let mut is_potion_used = false;
        let mut has_died = false;
        if r.hp <= 0 {
            if has_potion {
                r.hp = printed;
                is_potion_used = true;
            } else {
                r.is_dead = true;
                has_died = true;
            }
        }
        let resolved = ResolvedCard {
            card,
            outcome: CardOutcome::Damage { amount },
            ring_bonus: 0,
            is_potion_used,
            hp_after: r.hp,
        };
        r.resolved.push(resolved);
        if is_potion_used {
            self.use_up(Tile::ResurrectionPotion);
        }
        self.log.push(Event::Resolved { resolved });
        if has_died {
            self.log.push(Event::HeroDied);
        }
    }

    fn use_up(&mut self, tile: Tile) {
        for entry in &mut self.tiles {
            if entry.0 == tile && entry.1 == TileStatus::OnHero {
                entry.1 = TileStatus::UsedUp;
            }
        }
    }

    fn revealing(&self) -> Option<CardId> {
        self.raid.as_ref().and_then(|r| r.revealing)
    }

    fn polymorph(&mut self, use_it: bool) {
        let Some(card) = self.revealing() else { return };
        let target = if use_it {
            let Some(replacement) = self.deck.pop() else {
                return;
            };
            self.use_up(Tile::Polymorph);
            if let Some(r) = self.raid.as_mut() {
                r.set_aside.push(card);
                r.revealing = Some(replacement);
            }
            self.log.push(Event::Polymorphed {
                set_aside: card,
                replacement,
            });
            replacement
        } else {
            self.log.push(Event::PolymorphDeclined { card });
            card
        };
        if !self.resolve(target) {
            self.continue_raid();
        }
    }

    fn axe(&mut self, use_it: bool) {
        let Some(card) = self.revealing() else { return };
        if use_it {
            self.use_up(Tile::MagicAxe);
            if let Some(r) = self.raid.as_mut() {
                r.revealing = None;
                let resolved = ResolvedCard {
                    card,
                    outcome: CardOutcome::DefeatedByAxe,
                    ring_bonus: 0,
                    is_potion_used: false,
                    hp_after: r.hp,
                };
                r.resolved.push(resolved);
                self.log.push(Event::Resolved { resolved });
            }
        } else {
            self.log.push(Event::AxeDeclined { card });
            self.take_damage(card);
        }
        self.continue_raid();
    }

    /// RAID-10, section 9 and ENDROUND-1 as one transition (ENGINE-1).
    fn finish_raid(&mut self) {
        let has_omni = self.is_on_hero(Tile::Omnipotence);
        let Some(r) = self.raid.as_mut() else { return };
        let mut types: Vec<MonsterType> = r.resolved.iter().map(|x| x.card.monster()).collect();
        let n_resolved = types.len();
        types.sort();
        types.dedup();
        let is_all_different = types.len() == n_resolved;
        if has_omni {
            r.omnipotence = Some(is_all_different);
        }
        let is_success = !r.is_dead || (has_omni && is_all_different);
        r.outcome = Some(is_success);
        // A Pact follow-up left over after the last card does nothing (ITEM-PACT-1).
        r.is_pact_pending = false;
        let raider = r.raider;
        let hp = r.hp;
        if has_omni {
            self.log.push(Event::OmnipotenceChecked {
                is_met: is_all_different,
            });
        }
        self.log.push(Event::RaidEnded {
            raider,
            is_success,
            hp,
        });
        let mut winner = None;
        let p = &mut self.players[raider];
        if is_success {
            p.victories += 1;
            let victories = p.victories;
            self.log.push(Event::VictoryCard {
                seat: raider,
                victories,
            });
            if victories >= self.options.victory_target() {
                winner = Some((raider, WinReason::VictoryCards));
            }
        } else if p.is_dark {
            p.is_eliminated = true;
            p.eliminated_in_round = Some(self.round);
            self.log.push(Event::Eliminated { seat: raider });
            let in_game: Vec<Seat> = (0..self.players.len())
                .filter(|&s| !self.players[s].is_eliminated)
                .collect();
            if let [last] = in_game[..] {
                winner = Some((last, WinReason::LastPlayerStanding));
            }
        } else {
            p.is_dark = true;
            self.log.push(Event::HelpCardFlipped { seat: raider });
        }
        self.are_sacrifices_face_up = true;
        let pairs: Vec<(Seat, Tile, CardId)> = self
            .players
            .iter()
            .enumerate()
            .flat_map(|(seat, p)| p.sacrifices.iter().map(move |s| (seat, s.tile, s.card)))
            .collect();
        self.log.push(Event::SacrificesRevealed { pairs });
        if let Some((winner, reason)) = winner {
            self.phase = Phase::GameOver { winner };
            self.log.push(Event::GameWon { winner, reason });
            return;
        }
        // NEWROUND-4: the raider starts the next round, or the next player to the left still
        // in the game if the raider was eliminated. NEWROUND-2: the raider chooses the hero.
        let n = self.players.len();
        let starter = (0..n)
            .map(|k| (raider + k) % n)
            .find(|&s| !self.players[s].is_eliminated)
            .unwrap_or(raider);
        self.phase = Phase::ChooseHero {
            chooser: raider,
            starter,
        };
    }

    /// NEWROUND-1 … NEWROUND-6 (and SETUP-3 … SETUP-6 for round 1).
    fn begin_round(&mut self, hero: Hero, starter: Seat, chosen_by: Option<Seat>) {
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
