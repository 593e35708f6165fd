//! Per-viewer views and logs. OPT-IN: every field of a view is copied here on purpose from the
//! state, for one viewer; nothing is produced by serializing the state and removing secrets.
//! Secrets (other seats' traps and face-down orders, spied cards, deck contents and order, the
//! RNG) are simply never copied into a view of someone who may not see them.

use serde::Serialize;

use super::command::Command;
use super::defs::{Action, MonsterKind};
use super::state::*;
use crate::common::{Seat, Viewer};

mod card;
mod combat;
mod log;

use card::card_id;
pub use card::CardView;
pub use combat::{BattleView, CombatView, SeatCombatView};
pub use log::{FullLogEntry, LogText, LogView};

/// A monster in a lair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MonsterView {
    /// The tile.
    #[serde(flatten)]
    pub card: CardView,
    /// Ability family.
    pub kind: MonsterKind,
    /// Face down (knocked out).
    pub knocked_out: bool,
    /// On strike this year.
    pub on_strike: bool,
}

/// An adventurer in a party or prison.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AdventurerView {
    /// The tile (`illusion` for an illusory adventurer).
    #[serde(flatten)]
    pub card: CardView,
    /// Damage markers.
    pub damage: u8,
    /// Hit points including bonuses.
    pub hp: u8,
}

/// A square of a dungeon.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileView {
    /// Where.
    pub pos: Pos,
    /// `tunnel` or `room`.
    pub kind: &'static str,
    /// The room, if a room.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub room: Option<CardView>,
    /// Flipped to its conquered side.
    pub conquered: bool,
    /// Working imps standing on it this season.
    pub imps: u8,
}

/// One played order slot as this viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OrderView {
    /// The card, once revealed (or always, for its owner).
    pub action: Option<Action>,
    /// Revealed to everyone.
    pub revealed: bool,
    /// The minion stands on the card.
    pub minion_on_card: bool,
}

/// What this viewer may know about one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Seat.
    pub seat: Seat,
    /// Evilometer space.
    pub evil: u8,
    /// Food.
    pub food: u8,
    /// Gold.
    pub gold: u8,
    /// Imps owned.
    pub imps: u8,
    /// Imps busy this season.
    pub busy_imps: u8,
    /// Troll tokens owned.
    pub trolls: u8,
    /// Troll tokens busy this season.
    pub busy_trolls: u8,
    /// A foreman stands at the entrance.
    pub foreman: bool,
    /// Tiles of the dungeon.
    pub dungeon: Vec<TileView>,
    /// Monsters and ghosts.
    pub monsters: Vec<MonsterView>,
    /// Number of trap cards held (public).
    pub n_traps: usize,
    /// The trap cards themselves: only in the owner's view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub traps: Option<Vec<CardView>>,
    /// Order cards in hand (all cards but the inaccessible and played ones: public knowledge).
    pub hand: Vec<Action>,
    /// Inaccessible order cards (public).
    pub inaccessible: Vec<Action>,
    /// How many orders this seat has chosen this season (others see only the count).
    pub n_orders_chosen: usize,
    /// The orders chosen but not yet revealed: only in the owner's view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen_orders: Option<Vec<Action>>,
    /// This season's played orders.
    pub played: Vec<OrderView>,
    /// Minions in the office.
    pub minions_home: u8,
    /// The party at the entrance, front first.
    pub party: Vec<AdventurerView>,
    /// Prisoners.
    pub prison: Vec<AdventurerView>,
    /// Dead letters.
    pub dead_letters: u8,
    /// Combat cards this seat spied, by city index: only in the owner's view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spied: Option<Vec<SpiedView>>,
    /// Production rooms used this season: (square, uses).
    pub room_uses: Vec<(Pos, u8)>,
}

/// A combat card a seat spied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpiedView {
    /// City index (0 = round 1).
    pub index: u8,
    /// The card.
    pub card: CardView,
}

/// A dummy colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DummyView {
    /// Index.
    pub dummy: usize,
    /// Its inaccessible cards (face up).
    pub inaccessible: Vec<Action>,
    /// Cards revealed this season.
    pub revealed: Vec<Action>,
    /// Cards in its deck (count only).
    pub n_deck: usize,
    /// 2 players: the handler's 3 cards to choose from (public: they are the 8 minus 5 visible).
    pub hand: Vec<Action>,
    /// 2 players: the handler's secret pick, only in the handler's view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen: Option<Action>,
    /// Whether the handler has picked (public).
    pub has_chosen: bool,
    /// The seat that handles it (2 players).
    pub handler: Option<Seat>,
}

/// The decision this viewer owes now, with every legal command.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PromptView {
    /// The seat deciding.
    pub seat: Seat,
    /// What is being decided, e.g. `orders`, `execute`, `production`, `payday`.
    pub decision: String,
    /// A sentence for the player.
    pub text: String,
    /// Every command accepted now, verbatim.
    pub legal_commands: Vec<Command>,
}

/// Counts of face-down stacks: their contents and order are never shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StacksView {
    /// Monster tiles left.
    pub monsters: usize,
    /// Room tiles left.
    pub rooms: usize,
    /// Adventurers left this year.
    pub adventurers: usize,
    /// Trap cards left.
    pub traps: usize,
    /// Trap cards discarded (face down).
    pub trap_discard: usize,
    /// Combat cards in the city.
    pub city: usize,
}

/// Which training dungeon a training game fights (the view's `training`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrainingView {
    /// The scenario's rule id, e.g. `EX-SCEN2`.
    pub scenario: String,
    /// Tiles the book's solution lets the party conquer: the goal to match.
    pub book_conquered: u8,
    /// What the position is judged by (`conquered`, `damage`, `imprisoned`).
    pub measure: TrainingMeasure,
    /// The book's count of that measure: the goal to match.
    pub book_value: u8,
    /// Combat rounds the training lasts (0: the whole combat; 1: one round of a rulebook
    /// example).
    pub rounds: u8,
}

/// The whole game as one viewer may see it: what everyone sees alike (its members are read
/// through the view too, e.g. `view.year`), the seats' boards as this viewer may see them, and
/// this viewer's own members.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameView {
    /// What every viewer sees alike; its members are members of the view.
    #[serde(flatten)]
    pub shared: SharedView,
    /// Who this view is for.
    pub viewer: Viewer,
    /// Seats.
    pub players: Vec<PlayerView>,
    /// Dummy colours.
    pub dummies: Vec<DummyView>,
    /// Combat, while it lasts.
    pub combat: Option<CombatView>,
    /// Your decision now, if any.
    pub prompt: Option<PromptView>,
}

impl std::ops::Deref for GameView {
    type Target = SharedView;

    fn deref(&self) -> &SharedView {
        &self.shared
    }
}

/// The members of [`GameView`] that every viewer sees alike (see [`Game::shared_view`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SharedView {
    /// Which game.
    pub game: &'static str,
    /// Number of players.
    pub n_players: usize,
    /// `first_game` or `full`.
    pub variant: Variant,
    /// Special events in play.
    pub special_events: bool,
    /// D24 lobby option.
    pub simultaneous: bool,
    /// 1 or 2.
    pub year: u8,
    /// Season.
    pub season: Season,
    /// Phase name: `initial_orders`, `orders`, `execute`, `production`, `payday`, `taxes`,
    /// `special_event`, `combat`, `finished`.
    pub phase: &'static str,
    /// The action space and slot being resolved, in the execute phase.
    pub resolving: Option<(Action, u8)>,
    /// Starting player.
    pub starting_player: Seat,
    /// Turn order this season.
    pub turn_order: Vec<Seat>,
    /// 2 players: the dummy's evil marker.
    pub dummy_evil: Option<u8>,
    /// Minions on the 8 action spaces (board order) × 3 slots.
    pub slots: Vec<Vec<Option<Minion>>>,
    /// The Underground Inn.
    pub inn: Vec<CardView>,
    /// The room shop.
    pub shop: Vec<CardView>,
    /// Adventurers on the progress board, row by row: the coming adventurers phase's row, then
    /// (spring and summer) the next season's row; 4 per row with 4 players, else 3; each row
    /// weakest first.
    pub next_adventurers: Vec<CardView>,
    /// Event tiles of spring, summer, autumn: shown once flipped.
    pub events: Vec<Option<EventTile>>,
    /// This year's special event card, once its tile is flipped (full game).
    pub special_event: Option<CardView>,
    /// In a training game (lobby option `training`), which training dungeon is being fought;
    /// absent in every other game. Public: the scenario is chosen in the lobby.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub training: Option<TrainingView>,
    /// The paladin and where he is.
    pub paladin: CardView,
    /// Where the paladin is.
    pub paladin_at: PaladinAt,
    /// Stack sizes.
    pub stacks: StacksView,
    /// Discarded monsters (face up).
    pub discarded_monsters: Vec<CardView>,
    /// Discarded rooms (face up).
    pub discarded_rooms: Vec<CardView>,
    /// Adventurers on the Distant Lands board.
    pub distant_adventurers: Vec<CardView>,
    /// Seats that owe a decision now.
    pub waiting_for: Vec<Seat>,
    /// The result, once the game is over.
    pub result: Option<FinalResult>,
}

/// Where a game stands: the members of every view that name the moment (see [`Game::place`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Place {
    /// See [`SharedView::year`].
    pub year: u8,
    /// See [`SharedView::season`].
    pub season: Season,
    /// See [`SharedView::phase`].
    pub phase: &'static str,
    /// The combat round while a combat is on (the view's `combat.round`).
    pub combat_round: Option<u8>,
}

/// The members of [`GameView`] that depend on the viewer, other than the seats' boards (see
/// [`Game::own_view`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OwnView {
    /// See [`GameView::viewer`].
    pub viewer: Viewer,
    /// See [`GameView::dummies`].
    pub dummies: Vec<DummyView>,
    /// See [`GameView::combat`].
    pub combat: Option<CombatView>,
    /// See [`GameView::prompt`].
    pub prompt: Option<PromptView>,
}

impl Game {
    /// Card views by kind.
    pub fn monster_card(&self, id: u16) -> CardView {
        let d = self.defs.monster(&self.inst, id);
        CardView {
            id: card_id(b'm', id),
            def: d.id.clone(),
            name: d.name.clone(),
        }
    }
    /// A room card.
    pub fn room_card(&self, id: u16) -> CardView {
        let d = self.defs.room(&self.inst, id);
        CardView {
            id: card_id(b'r', id),
            def: d.id.clone(),
            name: d.name.clone(),
        }
    }
    /// A trap card.
    pub fn trap_card(&self, id: u16) -> CardView {
        let d = self.defs.trap(&self.inst, id);
        CardView {
            id: card_id(b't', id),
            def: d.id.clone(),
            name: d.name.clone(),
        }
    }
    /// An adventurer tile.
    pub fn adventurer_card(&self, id: u16) -> CardView {
        if id == ILLUSION {
            // PARTY-6: the illusion has the adventurer id the commands name it by (`a65535`).
            return CardView {
                id: card_id(b'a', id),
                def: "illusion".into(),
                name: "Illusion".into(),
            };
        }
        let d = self.defs.adventurer(&self.inst, id);
        CardView {
            id: card_id(b'a', id),
            def: d.id.clone(),
            name: d.name.clone(),
        }
    }
    /// A combat card.
    pub fn combat_card_view(&self, id: u16) -> CardView {
        let d = self.defs.combat_card(&self.inst, id);
        CardView {
            id: card_id(b'c', id),
            def: d.id.clone(),
            name: d.name.clone(),
        }
    }
    /// A special event card.
    pub fn special_event_card(&self, id: u16) -> CardView {
        let d = self.defs.special_event(&self.inst, id);
        CardView {
            id: card_id(b's', id),
            def: d.id.clone(),
            name: d.name.clone(),
        }
    }

    /// An adventurer as it stands in a party.
    pub fn adventurer_view(&self, m: &PartyMember) -> AdventurerView {
        let hp = if m.id == ILLUSION {
            1
        } else {
            self.defs.adventurer(&self.inst, m.id).hp + m.bonus_hp
        };
        AdventurerView {
            card: self.adventurer_card(m.id),
            damage: m.damage,
            hp,
        }
    }

    /// Seat `seat`'s board as its owner (`owner`) or as anybody else sees it: every viewer
    /// other than the owner sees the same board, so a server may build it once for all of them.
    pub fn player_view(&self, seat: Seat, owner: bool) -> PlayerView {
        // D24: while production is collected at once, the owner sees their private draft and
        // everyone else sees the state from before the phase.
        let p: &Player = match (&self.phase, owner) {
            (Phase::Production { drafts, .. }, true) => match &drafts[seat] {
                Some((d, _)) => d,
                None => &self.players[seat],
            },
            _ => &self.players[seat],
        };
        let imps_at = |q: Pos| {
            p.imps_on
                .iter()
                .find(|(x, _)| *x == q)
                .map(|e| e.1)
                .unwrap_or(0)
        };
        let dungeon = p
            .dungeon
            .tiles()
            .map(|(q, t)| TileView {
                pos: q,
                kind: match t.kind {
                    TileKind::Tunnel => "tunnel",
                    TileKind::Room(_) => "room",
                },
                room: match t.kind {
                    TileKind::Room(r) => Some(self.room_card(r)),
                    TileKind::Tunnel => None,
                },
                conquered: t.conquered,
                imps: imps_at(q),
            })
            .collect();
        let chosen: Vec<Action> = match &self.phase {
            Phase::Orders { picks } => picks[seat].clone(),
            _ => vec![],
        };
        PlayerView {
            seat,
            evil: p.evil,
            food: p.food,
            gold: p.gold,
            imps: p.imps,
            busy_imps: p.busy_imps,
            trolls: p.n_trolls(&self.defs, &self.inst),
            busy_trolls: p.busy_trolls,
            foreman: p.foreman,
            dungeon,
            monsters: p
                .monsters
                .iter()
                .map(|m| MonsterView {
                    card: self.monster_card(m.id),
                    kind: self.defs.monster(&self.inst, m.id).kind,
                    knocked_out: m.knocked_out,
                    on_strike: m.on_strike,
                })
                .collect(),
            n_traps: p.traps.len(),
            traps: owner.then(|| p.traps.iter().map(|&t| self.trap_card(t)).collect()),
            hand: p.hand.clone(),
            inaccessible: p.inaccessible.clone(),
            n_orders_chosen: chosen.len(),
            chosen_orders: owner.then(|| chosen.clone()),
            played: p
                .played
                .iter()
                .map(|o| OrderView {
                    action: (o.revealed || owner).then_some(o.action),
                    revealed: o.revealed,
                    minion_on_card: o.minion_on_card,
                })
                .collect(),
            minions_home: p.minions_home,
            party: p.party.iter().map(|m| self.adventurer_view(m)).collect(),
            prison: p
                .prison
                .iter()
                .map(|&a| {
                    self.adventurer_view(&PartyMember {
                        id: a,
                        damage: 0,
                        bonus_hp: 0,
                    })
                })
                .collect(),
            dead_letters: p.dead_letters,
            spied: owner.then(|| {
                p.spied
                    .iter()
                    .filter_map(|&i| {
                        self.city.get(i as usize).map(|&c| SpiedView {
                            index: i,
                            card: self.combat_card_view(c),
                        })
                    })
                    .collect()
            }),
            room_uses: p.room_uses.clone(),
        }
    }

    /// Where the game stands, as every view says it (year, season, phase, combat round), worked
    /// out without building a view: what a replay's timeline marks step by step.
    #[must_use]
    pub fn place(&self) -> Place {
        Place {
            year: self.year,
            season: self.season,
            phase: self.phase_name(),
            combat_round: match &self.phase {
                Phase::Combat(c) => Some(c.round),
                _ => None,
            },
        }
    }

    fn phase_name(&self) -> &'static str {
        match &self.phase {
            Phase::InitialOrders { .. } => "initial_orders",
            Phase::Orders { .. } => "orders",
            Phase::Execute { .. } => "execute",
            Phase::Production { .. } => "production",
            Phase::Payday { .. } => "payday",
            Phase::Taxes { .. } => "taxes",
            Phase::Special(_) => "special_event",
            Phase::Combat(_) => "combat",
            Phase::Finished(_) => "finished",
        }
    }

    fn prompt_text(&self, seat: Seat) -> String {
        match &self.phase {
            Phase::InitialOrders { .. } => {
                "Choose two of your three drawn order cards to make inaccessible.".into()
            }
            Phase::Orders { picks } => match picks[seat].len() {
                n if n < 3 => format!("Choose your order {} of 3.", n + 1),
                _ => "Choose your dummy's order.".into(),
            },
            Phase::Execute {
                pending: Some(pe), ..
            } => format!(
                "{} slot {}: {}.",
                pe.action.name(),
                pe.slot + 1,
                match pe.sub {
                    ExecSub::Choose => "perform it or decline",
                    ExecSub::Digging { .. } => "dig another tunnel or stop",
                    ExecSub::Mining { .. } => "mine another tunnel or stop",
                    ExecSub::DiscardTrap => "discard one trap card",
                }
            ),
            Phase::Production { .. } => {
                "Use your production rooms, then take back an order card.".into()
            }
            Phase::Payday { state, .. } => match state.undecided.first() {
                Some(&m) => format!(
                    "Payday: pay or release your {}.",
                    self.defs.monster(&self.inst, m).name
                ),
                None => String::new(),
            },
            Phase::Taxes { .. } => {
                let tax = self.players[seat].dungeon.n_tiles().div_ceil(2);
                format!("Taxes: you owe {tax} gold; each unpaid gold is a dead letter.")
            }
            Phase::Special(st) => format!("Special event {:?}: make your choice.", st.kind),
            Phase::Combat(c) => combat::prompt(self, c, seat),
            _ => String::new(),
        }
    }

    /// The game as `viewer` may see it: the [`SharedView`], each seat's board as `viewer` may
    /// see it, and the [`OwnView`], put together.
    pub fn view(&self, viewer: Viewer) -> GameView {
        let own = self.own_view(viewer);
        GameView {
            shared: self.shared_view(),
            viewer: own.viewer,
            players: (0..self.n_players())
                .map(|seat| self.player_view(seat, viewer.is_owner_of(seat)))
                .collect(),
            dummies: own.dummies,
            combat: own.combat,
            prompt: own.prompt,
        }
    }

    /// What every viewer sees alike. It takes no viewer, so it cannot depend on one; a server
    /// builds it once for all the viewers of an update.
    pub fn shared_view(&self) -> SharedView {
        // RULE EVENT-3: a resolved tile leaves the progress board (tile i belongs to season
        // i + 1 and is resolved once that season is over); EVENT-SPECIAL-2: so does its card.
        let events: Vec<Option<EventTile>> = (0..3)
            .map(|i| {
                let resolved = self.season.index() > i + 1
                    || (i == 2 && matches!(self.phase, Phase::Combat(_) | Phase::Finished(_)));
                (i < self.events_revealed && !resolved).then_some(self.event_tiles[i])
            })
            .collect();
        let special_event = events
            .contains(&Some(EventTile::SpecialEvent))
            .then(|| self.special_events[(self.year - 1) as usize])
            .flatten()
            .filter(|_| self.config.special_events)
            .map(|s| self.special_event_card(s));
        let resolving = match &self.phase {
            Phase::Execute {
                pending: Some(pe), ..
            } => Some((pe.action, pe.slot as u8 + 1)),
            _ => None,
        };
        SharedView {
            game: "dungeon-lords",
            n_players: self.n_players(),
            variant: self.config.variant,
            special_events: self.config.special_events,
            simultaneous: self.config.simultaneous,
            year: self.year,
            season: self.season,
            phase: self.phase_name(),
            resolving,
            starting_player: self.starting_player,
            turn_order: self.turn_order(),
            dummy_evil: self.dummy_evil,
            slots: self.slots.iter().map(|s| s.to_vec()).collect(),
            inn: self.inn.iter().map(|&m| self.monster_card(m)).collect(),
            shop: self.shop.iter().map(|&r| self.room_card(r)).collect(),
            next_adventurers: self
                .next_adventurers
                .iter()
                .map(|&a| self.adventurer_card(a))
                .collect(),
            events,
            special_event,
            training: self.training.as_ref().map(|t| TrainingView {
                scenario: t.scenario.clone(),
                book_conquered: t.book.conquered,
                measure: t.measure,
                book_value: t.book.value(t.measure),
                rounds: t.rounds,
            }),
            paladin: self.adventurer_card(self.paladin.0),
            paladin_at: self.paladin.1,
            stacks: StacksView {
                monsters: self.monster_stack.len(),
                rooms: self.room_stack.len(),
                adventurers: self.adventurer_stacks[(self.year - 1) as usize].len(),
                traps: self.trap_deck.len(),
                trap_discard: self.trap_discard.len(),
                city: self.city.len(),
            },
            discarded_monsters: self
                .discarded_monsters
                .iter()
                .map(|&m| self.monster_card(m))
                .collect(),
            discarded_rooms: self
                .discarded_rooms
                .iter()
                .map(|&r| self.room_card(r))
                .collect(),
            distant_adventurers: self
                .distant_adventurers
                .iter()
                .map(|&a| self.adventurer_card(a))
                .collect(),
            waiting_for: self.waiting_for(),
            result: match &self.phase {
                Phase::Finished(r) => Some((**r).clone()),
                _ => None,
            },
        }
    }

    /// The members of `viewer`'s view that depend on the viewer, other than the seats' boards.
    pub fn own_view(&self, viewer: Viewer) -> OwnView {
        let waiting_for = self.waiting_for();
        let prompt = viewer
            .seat()
            .filter(|s| waiting_for.contains(s))
            .map(|s| PromptView {
                seat: s,
                decision: self.phase_name().to_string(),
                text: self.prompt_text(s),
                legal_commands: self.legal_commands(s),
            });
        OwnView {
            viewer,
            dummies: self
                .dummies
                .iter()
                .enumerate()
                .map(|(i, d)| {
                    let handler = d.handler.is_some() && d.handler == viewer.seat();
                    DummyView {
                        dummy: i,
                        inaccessible: d.inaccessible.clone(),
                        revealed: d.revealed.clone(),
                        n_deck: d.deck.len(),
                        hand: d.hand.clone(),
                        chosen: if handler { d.chosen } else { None },
                        has_chosen: d.chosen.is_some(),
                        handler: d.handler,
                    }
                })
                .collect(),
            combat: match &self.phase {
                Phase::Combat(c) => Some(combat::view(self, c, viewer)),
                _ => None,
            },
            prompt,
        }
    }
}

/// Everything, for replays of a finished game: each seat's own view and the whole log.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FullDisclosure {
    /// Each seat's view, as that seat saw it at the end.
    pub seats: Vec<GameView>,
    /// Every log line, private ones included, with the seat they belonged to: English text
    /// (`public`, `private`) and events (`event`, `private_event`).
    pub log: Vec<FullLogEntry>,
}

impl Game {
    /// The final result, once the game is over.
    pub fn result(&self) -> Option<&FinalResult> {
        match &self.phase {
            Phase::Finished(r) => Some(r),
            _ => None,
        }
    }

    /// Full disclosure for replays. Callers offer it only once the game is finished.
    pub fn full_disclosure(&self) -> serde_json::Value {
        let fd = FullDisclosure {
            seats: (0..self.n_players())
                .map(|s| self.view(Viewer::Seat { seat: s }))
                .collect(),
            log: self.full_log(),
        };
        serde_json::to_value(fd).unwrap_or(serde_json::Value::Null)
    }
}
