//! Welcome to the Dungeon as data: card ids, equipment status, players, the raid, the phase,
//! events, card zones and the `Game` struct. No rules flow here.

use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::catalog::{Hero, MonsterType, Tile, MONSTER_DECK, N_MONSTERS};
use super::setup::WelcomeOptions;
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
    /// The index of the first log entry of the command that eliminated the player: it read the
    /// entries before it as a seat, and reads the rest as a spectator (HIDDEN-11).
    pub eliminated_at_log: Option<usize>,
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

impl Raid {
    /// Adds `card` to the resolved cards with no potion used and the HP as it stands, and
    /// returns the record for the log.
    pub(super) fn record(
        &mut self,
        card: CardId,
        outcome: CardOutcome,
        ring_bonus: i32,
    ) -> ResolvedCard {
        let resolved = ResolvedCard {
            card,
            outcome,
            ring_bonus,
            is_potion_used: false,
            hp_after: self.hp,
        };
        self.resolved.push(resolved);
        resolved
    }
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
