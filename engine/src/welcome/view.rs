//! Opt-in per-viewer views and the per-viewer log. Every view is built field by field from the
//! state for one viewer; it must never serialize the state and strip fields (HIDDEN-12).

use serde::Serialize;

use super::catalog::{Hero, MonsterType, Tile};
use super::game::{CardId, CardOutcome, Event, Game, Phase, RaidStep, TileStatus, WinReason};
use super::rules::Command;
use super::setup::WelcomeOptions;
use crate::common::{Seat, Viewer};

/// A card face the viewer may see: its id for this round and its identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardFace {
    /// The card id (fresh every round, HIDDEN-12).
    pub card_id: CardId,
    /// The monster type.
    pub monster: MonsterType,
    /// The printed strength.
    pub strength: i32,
}

impl CardFace {
    fn of(card: CardId) -> CardFace {
        CardFace {
            card_id: card,
            monster: card.monster(),
            strength: card.monster().strength(),
        }
    }
}

/// Who the view is for, after HIDDEN-11: an eliminated player sees what a spectator sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Perspective {
    /// A seat still in the game, or `None` for a spectator.
    Viewer(Option<Seat>),
    /// Everything (full disclosure after the game).
    All,
}

impl Perspective {
    fn of(game: &Game, viewer: Viewer) -> Perspective {
        Perspective::Viewer(
            viewer
                .seat()
                .filter(|&s| game.players.get(s).is_some_and(|p| !p.is_eliminated)),
        )
    }

    fn sees_own(self, owner: Seat) -> bool {
        match self {
            Perspective::Viewer(s) => s == Some(owner),
            Perspective::All => true,
        }
    }

    fn seat(self) -> Option<Seat> {
        match self {
            Perspective::Viewer(s) => s,
            Perspective::All => None,
        }
    }

    fn face(self, owner: Seat, card: CardId) -> Option<CardFace> {
        self.sees_own(owner).then(|| CardFace::of(card))
    }
}

/// The whole table as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WelcomeView {
    /// Who this view is for.
    pub viewer: Viewer,
    /// The round, from 1.
    pub round: u32,
    /// The flow state.
    pub phase: PhaseView,
    /// The shared hero and its tiles.
    pub hero: HeroView,
    /// Every player, by seat.
    pub players: Vec<PlayerView>,
    /// Cards in the monster deck (never their order or identity, HIDDEN-2).
    pub deck_count: usize,
    /// The face-down dungeon pile, bottom first.
    pub dungeon: Vec<DungeonSlotView>,
    /// The raid in progress or just finished.
    pub raid: Option<RaidView>,
    /// Victory cards needed to win.
    pub victory_target: u32,
    /// Victory cards left in the supply.
    pub victory_supply: u32,
    /// The public composition of the monster set (HIDDEN-1).
    pub monster_set: Vec<MonsterSetEntry>,
    /// The game's options.
    pub options: WelcomeOptions,
    /// What this viewer may do now, if anything.
    pub prompt: Option<Prompt>,
    /// Seats that owe a decision now.
    pub waiting_for: Vec<Seat>,
}

/// The flow state as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PhaseView {
    /// Preparation phase.
    Preparation {
        /// Whose turn it is.
        to_move: Seat,
        /// Whether that player holds a drawn card (public, HIDDEN-3).
        is_holding_card: bool,
        /// The held card, for its drawer only.
        drawn: Option<CardFace>,
        /// Whether this turn is a forced opening (VARIANT-1).
        is_forced_opening: bool,
    },
    /// The raid waits for the raider.
    Raid {
        /// The raider.
        raider: Seat,
        /// The decision asked for: `name_type`, `polymorph` or `axe`.
        decision: &'static str,
    },
    /// The next round's hero is being chosen.
    ChooseHero {
        /// Who chooses: the previous raider, even if just eliminated (NEWROUND-2).
        chooser: Seat,
        /// Who will start the new round (NEWROUND-4).
        starter: Seat,
    },
    /// The game is over.
    GameOver {
        /// The winner.
        winner: Seat,
    },
}

/// The hero and its tiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HeroView {
    /// The hero.
    pub hero: Hero,
    /// Display name.
    pub name: &'static str,
    /// Printed HP.
    pub printed_hp: i32,
    /// HP the hero would enter the dungeon with now (RAID-2).
    pub hp_with_tiles: i32,
    /// The 6 tiles.
    pub tiles: Vec<TileView>,
}

/// One equipment tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TileView {
    /// The tile.
    pub tile: Tile,
    /// Display name.
    pub name: &'static str,
    /// Where it is.
    #[serde(flatten)]
    pub status: TileStatus,
    /// HP bonus (0 for non-HP tiles).
    pub hp_bonus: i32,
    /// Whether it is marked "1× za kolo".
    pub is_once_per_round: bool,
}

/// One player as shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Victory cards.
    pub victories: u32,
    /// `"white"` or `"dark"` (COMP-10).
    pub help_card: &'static str,
    /// Whether eliminated.
    pub is_eliminated: bool,
    /// Whether passed this round.
    pub has_passed: bool,
    /// The (monster, tile) pairs in front of the player.
    pub sacrifices: Vec<SacrificeView>,
}

/// One sacrificed pair: the tile is public, the monster only for its owner until ENDROUND-1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SacrificeView {
    /// The tile.
    pub tile: Tile,
    /// The monster, when this viewer may see it.
    pub card: Option<CardFace>,
}

/// One face-down card on the dungeon pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DungeonSlotView {
    /// 1-based position from the bottom.
    pub position: usize,
    /// Who added it.
    pub added_by: Seat,
    /// The card, for the viewer who added it (HIDDEN-4).
    pub card: Option<CardFace>,
}

/// The raid, all public (HIDDEN-7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RaidView {
    /// The raider.
    pub raider: Seat,
    /// Starting HP.
    pub start_hp: i32,
    /// Current HP.
    pub hp: i32,
    /// Whether the hero is dead.
    pub is_dead: bool,
    /// The Vorpal type named.
    pub named_type: Option<MonsterType>,
    /// Whether the Demon Pact's follow-up waits.
    pub is_pact_pending: bool,
    /// The card revealed and waiting for a decision.
    pub revealing: Option<CardFace>,
    /// Resolved cards in reveal order.
    pub resolved: Vec<ResolvedView>,
    /// Cards set aside by Polymorph.
    pub set_aside: Vec<CardFace>,
    /// `"success"` or `"failure"` once finished.
    pub outcome: Option<&'static str>,
    /// Whether Omnipotence's condition held, when it was on the hero.
    pub omnipotence: Option<bool>,
}

/// One resolved card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ResolvedView {
    /// The card.
    pub card: CardFace,
    /// What happened.
    pub outcome: CardOutcome,
    /// Ring of Power HP gained.
    pub ring_bonus: i32,
    /// Whether the Potion fired.
    pub is_potion_used: bool,
    /// HP after the card.
    pub hp_after: i32,
}

/// One monster type in the public set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MonsterSetEntry {
    /// The type.
    pub monster_type: MonsterType,
    /// Its strength.
    pub strength: i32,
    /// Cards of this type.
    pub count: usize,
}

/// What the viewer may do now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Prompt {
    /// Every command the viewer may send now; each is accepted verbatim.
    pub legal_commands: Vec<Command>,
}

/// One log entry as one viewer may see it. Hidden identities are left out for non-owners.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LogEntryView {
    /// The entry's index (shared by all viewers).
    pub index: usize,
    /// The kind of event, e.g. `drew`, `added`, `revealed`.
    pub kind: &'static str,
    /// Human-readable text for this viewer.
    pub text: String,
    /// The seat acting or concerned, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    /// Card faces this viewer may see in this entry.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardFace>,
    /// The tile concerned, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tile: Option<Tile>,
    /// The type named (Vorpal), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster_type: Option<MonsterType>,
    /// The hero, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hero: Option<Hero>,
    /// HP after the event, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// A count or position: dungeon position, deck count, victories or round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u64>,
    /// `round_started`: who chose the hero, if anyone did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen_by: Option<Seat>,
    /// `resolved`: what happened to the card (`{"kind": "damage", "amount": 3}`, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<CardOutcome>,
    /// `resolved`: HP gained from the Ring of Power on this card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ring_bonus: Option<i32>,
    /// `resolved`: whether the Resurrection Potion fired on this card.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub is_potion_used: bool,
    /// `raid_ended`: whether the raid succeeded; `omnipotence`: whether every monster differed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_success: Option<bool>,
    /// `game_won`: why the game was won.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<WinReason>,
    /// `sacrifices_revealed`: each sacrificed monster with who sacrificed which tile.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sacrifices: Vec<RevealedSacrifice>,
}

/// One sacrificed monster revealed at the end of a round, with its sacrifice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RevealedSacrifice {
    /// Who sacrificed.
    pub seat: Seat,
    /// The tile taken off the hero.
    pub tile: Tile,
    /// The monster set aside with it.
    pub card: CardFace,
}

/// Everything, for replays once the game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FullDisclosure {
    /// The RNG seed.
    pub seed: u64,
    /// The leftover monster deck, top card first.
    pub deck: Vec<CardFace>,
    /// The unredacted log.
    pub log: Vec<LogEntryView>,
}

fn who(p: Perspective, seat: Seat) -> String {
    if p.seat() == Some(seat) {
        "You".to_string()
    } else {
        format!("Player {}", seat + 1)
    }
}

fn face_text(c: CardId) -> String {
    format!("{} ({})", c.monster().name(), c.monster().strength())
}

fn entry(index: usize, kind: &'static str, text: String) -> LogEntryView {
    LogEntryView {
        index,
        kind,
        text,
        seat: None,
        cards: Vec::new(),
        tile: None,
        monster_type: None,
        hero: None,
        hp: None,
        number: None,
        chosen_by: None,
        outcome: None,
        ring_bonus: None,
        is_potion_used: false,
        is_success: None,
        reason: None,
        sacrifices: Vec::new(),
    }
}

fn render(p: Perspective, index: usize, event: &Event) -> LogEntryView {
    match *event {
        Event::RoundStarted {
            round,
            hero,
            chosen_by,
            starter,
        } => {
            let chosen = chosen_by
                .map(|s| format!(", chosen by {}", who(p, s)))
                .unwrap_or_default();
            let mut e = entry(
                index,
                "round_started",
                format!(
                    "Round {round}: the {}{chosen}; {} starts",
                    hero.name(),
                    who(p, starter)
                ),
            );
            e.seat = Some(starter);
            e.hero = Some(hero);
            e.number = Some(u64::from(round));
            e.chosen_by = chosen_by;
            e
        }
        Event::Drew {
            seat,
            card,
            deck_count,
        } => {
            let face = p.face(seat, card);
            let text = match face {
                Some(_) => format!("{} drew a {}", who(p, seat), face_text(card)),
                None => format!("{} drew a monster", who(p, seat)),
            };
            let mut e = entry(index, "drew", text);
            e.seat = Some(seat);
            e.cards.extend(face);
            e.number = Some(deck_count as u64);
            e
        }
        Event::Added {
            seat,
            card,
            position,
        } => {
            let face = p.face(seat, card);
            let text = match face {
                Some(_) => format!(
                    "{} added the {} to the dungeon (position {position})",
                    who(p, seat),
                    face_text(card)
                ),
                None => format!(
                    "{} added a monster to the dungeon (dungeon: {position})",
                    who(p, seat)
                ),
            };
            let mut e = entry(index, "added", text);
            e.seat = Some(seat);
            e.cards.extend(face);
            e.number = Some(position as u64);
            e
        }
        Event::Sacrificed { seat, card, tile } => {
            let face = p.face(seat, card);
            let text = match face {
                Some(_) => format!(
                    "{} sacrificed the {} with the {}",
                    who(p, seat),
                    tile.name(),
                    face_text(card)
                ),
                None => format!("{} sacrificed the {}", who(p, seat), tile.name()),
            };
            let mut e = entry(index, "sacrificed", text);
            e.seat = Some(seat);
            e.cards.extend(face);
            e.tile = Some(tile);
            e
        }
        Event::Passed { seat } => {
            let mut e = entry(index, "passed", format!("{} passed", who(p, seat)));
            e.seat = Some(seat);
            e
        }
        Event::RaidStarted {
            raider,
            hp,
            dungeon_size,
        } => {
            let mut e = entry(
                index,
                "raid_started",
                format!(
                    "{} enters the dungeon ({dungeon_size} cards) with {hp} HP",
                    who(p, raider)
                ),
            );
            e.seat = Some(raider);
            e.hp = Some(hp);
            e.number = Some(dungeon_size as u64);
            e
        }
        Event::Named {
            raider,
            monster_type,
        } => {
            let mut e = entry(
                index,
                "named",
                format!("{} named {}", who(p, raider), monster_type.name()),
            );
            e.seat = Some(raider);
            e.monster_type = Some(monster_type);
            e
        }
        Event::Revealed { card } => {
            let mut e = entry(index, "revealed", format!("Revealed {}", face_text(card)));
            e.cards.push(CardFace::of(card));
            e
        }
        Event::Polymorphed {
            set_aside,
            replacement,
        } => {
            let mut e = entry(
                index,
                "polymorphed",
                format!(
                    "Polymorph: {} set aside, {} revealed",
                    face_text(set_aside),
                    face_text(replacement)
                ),
            );
            e.cards = vec![CardFace::of(set_aside), CardFace::of(replacement)];
            e.tile = Some(Tile::Polymorph);
            e
        }
        Event::PolymorphDeclined { card } => {
            let mut e = entry(
                index,
                "polymorph_declined",
                format!("Polymorph not used on {}", face_text(card)),
            );
            e.cards.push(CardFace::of(card));
            e.tile = Some(Tile::Polymorph);
            e
        }
        Event::Resolved { resolved } => {
            let card = resolved.card;
            let what = match resolved.outcome {
                CardOutcome::DefeatedByTile { tile } => format!("defeated by the {}", tile.name()),
                CardOutcome::DefeatedByAxe => "defeated by the Magic Axe".to_string(),
                CardOutcome::DefeatedByPact => "defeated by the Demon Pact's follow-up".to_string(),
                CardOutcome::Damage { amount } => format!("deals {amount}"),
                CardOutcome::AfterDeath => "the hero is already dead".to_string(),
            };
            let mut text = format!("{}: {what}", face_text(card));
            if resolved.ring_bonus > 0 {
                text.push_str(&format!(", Ring of Power +{}", resolved.ring_bonus));
            }
            if resolved.is_potion_used {
                text.push_str(&format!(
                    ", Resurrection Potion: HP set to {}",
                    resolved.hp_after
                ));
            }
            text.push_str(&format!(" (HP {})", resolved.hp_after));
            let mut e = entry(index, "resolved", text);
            e.cards.push(CardFace::of(card));
            e.hp = Some(resolved.hp_after);
            e.outcome = Some(resolved.outcome);
            e.ring_bonus = (resolved.ring_bonus > 0).then_some(resolved.ring_bonus);
            e.is_potion_used = resolved.is_potion_used;
            if let CardOutcome::DefeatedByTile { tile } = resolved.outcome {
                e.tile = Some(tile);
            } else if resolved.outcome == CardOutcome::DefeatedByAxe {
                e.tile = Some(Tile::MagicAxe);
            }
            e
        }
        Event::AxeDeclined { card } => {
            let mut e = entry(
                index,
                "axe_declined",
                format!("Magic Axe not used on {}", face_text(card)),
            );
            e.cards.push(CardFace::of(card));
            e.tile = Some(Tile::MagicAxe);
            e
        }
        Event::HeroDied => entry(index, "hero_died", "The hero is dead".to_string()),
        Event::OmnipotenceChecked { is_met } => {
            let text = if is_met {
                "Omnipotence: every monster was different"
            } else {
                "Omnipotence: two monsters shared a type"
            };
            let mut e = entry(index, "omnipotence", text.to_string());
            e.tile = Some(Tile::Omnipotence);
            e.is_success = Some(is_met);
            e
        }
        Event::RaidEnded {
            raider,
            is_success,
            hp,
        } => {
            let word = if is_success { "success" } else { "failure" };
            let mut e = entry(
                index,
                "raid_ended",
                format!("Raid of {}: {word}", who(p, raider)),
            );
            e.seat = Some(raider);
            e.hp = Some(hp);
            e.is_success = Some(is_success);
            e
        }
        Event::VictoryCard { seat, victories } => {
            let mut e = entry(
                index,
                "victory_card",
                format!("{} took a victory card ({victories})", who(p, seat)),
            );
            e.seat = Some(seat);
            e.number = Some(u64::from(victories));
            e
        }
        Event::HelpCardFlipped { seat } => {
            let mut e = entry(
                index,
                "help_card_flipped",
                format!("{} turned the help card to the dark side", who(p, seat)),
            );
            e.seat = Some(seat);
            e
        }
        Event::Eliminated { seat } => {
            let mut e = entry(
                index,
                "eliminated",
                format!("{} is eliminated", who(p, seat)),
            );
            e.seat = Some(seat);
            e
        }
        Event::SacrificesRevealed { ref pairs } => {
            let list: Vec<String> = pairs
                .iter()
                .map(|&(s, t, c)| format!("{} ({}, {})", face_text(c), who(p, s), t.name()))
                .collect();
            let text = if list.is_empty() {
                "End of round: no sacrificed monsters".to_string()
            } else {
                format!("End of round: sacrificed monsters are {}", list.join(", "))
            };
            let mut e = entry(index, "sacrifices_revealed", text);
            e.cards = pairs.iter().map(|&(_, _, c)| CardFace::of(c)).collect();
            e.sacrifices = pairs
                .iter()
                .map(|&(seat, tile, c)| RevealedSacrifice {
                    seat,
                    tile,
                    card: CardFace::of(c),
                })
                .collect();
            e
        }
        Event::GameWon { winner, reason } => {
            let why = match reason {
                WinReason::VictoryCards => "with the victory cards",
                WinReason::LastPlayerStanding => "as the last player in the game",
            };
            let verb = if p.seat() == Some(winner) {
                "win"
            } else {
                "wins"
            };
            let mut e = entry(
                index,
                "game_won",
                format!("{} {verb} the game {why}", who(p, winner)),
            );
            e.seat = Some(winner);
            e.reason = Some(reason);
            e
        }
    }
}

impl Game {
    /// The view of the table for `viewer` (HIDDEN-1 … HIDDEN-13).
    pub fn view(&self, viewer: Viewer) -> WelcomeView {
        let p = Perspective::of(self, viewer);
        let phase = match self.phase {
            Phase::Preparation { to_move, drawn } => PhaseView::Preparation {
                to_move,
                is_holding_card: drawn.is_some(),
                drawn: drawn.and_then(|c| p.face(to_move, c)),
                is_forced_opening: self.is_forced_opening(to_move),
            },
            Phase::Raid { step } => PhaseView::Raid {
                raider: self.raid.as_ref().map_or(0, |r| r.raider),
                decision: match step {
                    RaidStep::NameType => "name_type",
                    RaidStep::Polymorph => "polymorph",
                    RaidStep::Axe => "axe",
                },
            },
            Phase::ChooseHero { chooser, starter } => PhaseView::ChooseHero { chooser, starter },
            Phase::GameOver { winner } => PhaseView::GameOver { winner },
        };
        let hp_with_tiles = self.hero.printed_hp()
            + self
                .tiles
                .iter()
                .filter(|&&(_, s)| s == TileStatus::OnHero)
                .map(|&(t, _)| t.hp_bonus())
                .sum::<i32>();
        let hero = HeroView {
            hero: self.hero,
            name: self.hero.name(),
            printed_hp: self.hero.printed_hp(),
            hp_with_tiles,
            tiles: self
                .tiles
                .iter()
                .map(|&(tile, status)| TileView {
                    tile,
                    name: tile.name(),
                    status,
                    hp_bonus: tile.hp_bonus(),
                    is_once_per_round: tile.is_once_per_round(),
                })
                .collect(),
        };
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(seat, pl)| PlayerView {
                seat,
                victories: pl.victories,
                help_card: if pl.is_dark { "dark" } else { "white" },
                is_eliminated: pl.is_eliminated,
                has_passed: pl.has_passed,
                sacrifices: pl
                    .sacrifices
                    .iter()
                    .map(|s| SacrificeView {
                        tile: s.tile,
                        card: if self.are_sacrifices_face_up {
                            Some(CardFace::of(s.card))
                        } else {
                            p.face(seat, s.card)
                        },
                    })
                    .collect(),
            })
            .collect();
        let dungeon = self
            .dungeon
            .iter()
            .enumerate()
            .map(|(i, d)| DungeonSlotView {
                position: i + 1,
                added_by: d.added_by,
                card: p.face(d.added_by, d.card),
            })
            .collect();
        let raid = self.raid.as_ref().map(|r| RaidView {
            raider: r.raider,
            start_hp: r.start_hp,
            hp: r.hp,
            is_dead: r.is_dead,
            named_type: r.named_type,
            is_pact_pending: r.is_pact_pending,
            revealing: r.revealing.map(CardFace::of),
            resolved: r
                .resolved
                .iter()
                .map(|x| ResolvedView {
                    card: CardFace::of(x.card),
                    outcome: x.outcome,
                    ring_bonus: x.ring_bonus,
                    is_potion_used: x.is_potion_used,
                    hp_after: x.hp_after,
                })
                .collect(),
            set_aside: r.set_aside.iter().copied().map(CardFace::of).collect(),
            outcome: r.outcome.map(|s| if s { "success" } else { "failure" }),
            omnipotence: r.omnipotence,
        });
        let taken: u32 = self.players.iter().map(|pl| pl.victories).sum();
        // The prompt follows the seat itself, not the perspective: an eliminated previous raider
        // still chooses the hero (NEWROUND-2) while seeing only public facts (HIDDEN-11).
        let prompt = viewer.seat().and_then(|s| {
            let legal_commands = self.legal_commands(s);
            (!legal_commands.is_empty()).then_some(Prompt { legal_commands })
        });
        WelcomeView {
            viewer,
            round: self.round,
            phase,
            hero,
            players,
            deck_count: self.deck.len(),
            dungeon,
            raid,
            victory_target: self.options.victory_target(),
            victory_supply: self.options.victory_supply().saturating_sub(taken),
            monster_set: MonsterType::ALL
                .iter()
                .map(|&t| MonsterSetEntry {
                    monster_type: t,
                    strength: t.strength(),
                    count: t.count(),
                })
                .collect(),
            options: self.options,
            prompt,
            waiting_for: self.waiting_for(),
        }
    }

    /// The log entries with index `>= from` as `viewer` may see them; secrets of other seats are
    /// redacted (HIDDEN-10).
    ///
    /// An eliminated seat reads the entries before its elimination as the seat it was, and the
    /// rest as a spectator (HIDDEN-11), so a reconnect reads exactly the lines sent live.
    pub fn log_view(&self, viewer: Viewer, from: usize) -> Vec<LogEntryView> {
        let now = Perspective::of(self, viewer);
        let as_seat = Perspective::Viewer(viewer.seat());
        let eliminated_at = viewer
            .seat()
            .and_then(|s| self.players.get(s))
            .and_then(|p| p.eliminated_at_log)
            .unwrap_or(0);
        self.log
            .iter()
            .enumerate()
            .skip(from)
            .map(|(i, e)| render(if i < eliminated_at { as_seat } else { now }, i, e))
            .collect()
    }

    /// Number of log entries.
    pub fn log_len(&self) -> usize {
        self.log.len()
    }

    /// Everything, including the leftover deck and the unredacted log; only once the game is
    /// over (HIDDEN-9).
    pub fn full_disclosure(&self) -> Option<FullDisclosure> {
        if !self.is_over() {
            return None;
        }
        Some(FullDisclosure {
            seed: self.seed,
            deck: self.deck.iter().rev().copied().map(CardFace::of).collect(),
            log: self
                .log
                .iter()
                .enumerate()
                .map(|(i, e)| render(Perspective::All, i, e))
                .collect(),
        })
    }
}
