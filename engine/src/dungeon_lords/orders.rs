//! The start of a building season and its orders (SEASON-*, ORDERS-*, DUMMY2-*, DUMMY3-*):
//! cards and adventurers drawn, dummy orders, the secret choice, the reveal that puts minions on
//! the action spaces, and inaccessible cards.

use super::defs::*;
use super::state::*;
use crate::common::Seat;
use rand::seq::SliceRandom;
use std::sync::Arc;

impl Game {
    /// NEWSEASON-*, then the dummy orders and the order choice.
    pub(crate) fn start_season(&mut self) {
        self.public(LogEvent::SeasonBegins {
            year: self.year,
            season: self.season,
        });
        // RULE NEWSEASON-1: leftover offer is discarded.
        let inn = std::mem::take(&mut self.inn);
        self.discarded_monsters.extend(inn);
        let shop = std::mem::take(&mut self.shop);
        self.discarded_rooms.extend(shop);
        // RULE NEWSEASON-2: 3 monsters and 2 rooms.
        for _ in 0..3 {
            if let Some(m) = self.monster_stack.pop() {
                self.inn.push(m);
            }
        }
        for _ in 0..2 {
            if let Some(r) = self.room_stack.pop() {
                self.shop.push(r);
            }
        }
        // RULE NEWSEASON-4: forecast for the next season, except in autumn.
        if self.season != Season::Autumn {
            self.draw_adventurers();
            self.events_revealed = self.season.index() + 1;
            let tile = self.event_tiles[self.season.index()];
            self.public(LogEvent::NextEvent { event: tile });
        }
        for p in self.players.iter_mut() {
            p.played.clear();
            p.minions_home = 3;
        }
        self.slots = [[None; 3]; 8];
        self.dummy_orders();
        let n = self.n_players();
        self.phase = Phase::Orders {
            picks: vec![vec![]; n],
        };
    }

    /// ADV-DRAW-1..3.
    pub(crate) fn draw_adventurers(&mut self) {
        let y = (self.year - 1) as usize;
        let count = if self.n_players() == 4 { 4 } else { 3 };
        let mut row: Vec<u16> = vec![];
        for _ in 0..count {
            if let Some(a) = self.adventurer_stacks[y].pop() {
                row.push(a);
            }
        }
        // RULE ADV-DRAW-3: all the same glyph: the last drawn goes to the bottom, draw again.
        let mut guard = 0;
        while row.len() > 1 && guard < 32 {
            let lvl = |g: &Game, a: u16| g.defs.adventurer(&g.inst, a).level;
            let first = lvl(self, row[0]);
            if row.iter().any(|&a| lvl(self, a) != first) {
                break;
            }
            let Some(last) = row.pop() else { break };
            self.adventurer_stacks[y].insert(0, last);
            match self.adventurer_stacks[y].pop() {
                Some(a) => row.push(a),
                None => break,
            }
            guard += 1;
        }
        // RULE ADV-DRAW-2: stable sort, weakest first.
        let defs = Arc::clone(&self.defs);
        row.sort_by_key(|&a| defs.adventurer(&self.inst, a).level);
        self.public(LogEvent::NextAdventurers {
            adventurers: row.iter().map(|&a| Card::adventurer(a)).collect(),
        });
        // RULE ADV-DRAW-1, ADV-ASSIGN-1: the row is laid out behind this season's row, which is
        // still waiting for this season's adventurers phase.
        self.next_adventurers.extend(row);
    }

    /// DUMMY3-2..3 and DUMMY2-2: random dummy orders before players choose.
    pub(crate) fn dummy_orders(&mut self) {
        let two = self.n_players() == 2;
        for d in 0..self.dummies.len() {
            let mut deck = std::mem::take(&mut self.dummies[d].deck);
            deck.shuffle(&mut self.rng);
            let k = if two { 2 } else { 3 };
            let revealed: Vec<Action> = deck.split_off(deck.len() - k);
            let dummy = &mut self.dummies[d];
            dummy.revealed = revealed.clone();
            dummy.chosen = None;
            if two {
                // RULE DUMMY2-3: the other 3 deck cards are its handler's to choose from.
                dummy.hand = deck;
            } else {
                // RULE DUMMY3-2: the old inaccessible cards go back into the deck.
                let old = std::mem::take(&mut dummy.inaccessible);
                deck.extend(old);
                dummy.deck = deck;
                dummy.inaccessible = revealed.clone();
            }
            for a in &revealed {
                // RULE DUMMY3-3, DUMMY2-2, D21: slot 2, else slot 3.
                let sp = a.index();
                let slot = [1usize, 2]
                    .into_iter()
                    .find(|&s| self.slots[sp][s].is_none());
                if let Some(s) = slot {
                    self.slots[sp][s] = Some(Minion::Dummy { dummy: d });
                }
            }
            self.public(LogEvent::DummyReveals {
                dummy: d + 1,
                actions: revealed.iter().map(|&a| Act(a)).collect(),
            });
        }
    }

    /// After every seat chose: DUMMY2-4/5 and the three waves of ORDERS-4.
    pub(crate) fn reveal_orders(&mut self, picks: Vec<Vec<Action>>) {
        for (s, cards) in picks.into_iter().enumerate() {
            let p = &mut self.players[s];
            p.hand.retain(|a| !cards.contains(a));
            p.played = cards
                .into_iter()
                .map(|action| PlayedOrder {
                    action,
                    minion_on_card: false,
                    revealed: false,
                })
                .collect();
        }
        if self.n_players() == 2 {
            for d in 0..self.dummies.len() {
                let Some(chosen) = self.dummies[d].chosen else {
                    continue;
                };
                // RULE DUMMY2-4, D21: a chosen dummy card takes the lowest free slot from 1.
                let sp = chosen.index();
                if let Some(s) = (0..3).find(|&s| self.slots[sp][s].is_none()) {
                    self.slots[sp][s] = Some(Minion::Dummy { dummy: d });
                }
                self.public(LogEvent::DummyOrder {
                    dummy: d + 1,
                    action: Act(chosen),
                });
                // RULE DUMMY2-5: deck = old inaccessible + 2 unused hand cards.
                let dummy = &mut self.dummies[d];
                let mut deck = std::mem::take(&mut dummy.inaccessible);
                deck.extend(dummy.hand.iter().copied().filter(|a| *a != chosen));
                dummy.hand.clear();
                dummy.deck = deck;
                let mut inacc = dummy.revealed.clone();
                inacc.push(chosen);
                dummy.inaccessible = inacc;
            }
        }
        let order = self.turn_order();
        for wave in 0..3 {
            for &s in &order {
                let action = self.players[s].played[wave].action;
                self.players[s].played[wave].revealed = true;
                let sp = action.index();
                let free = (0..3).find(|&k| self.slots[sp][k].is_none());
                // RULE FULL-4, D23, D26: Hire Monster as the 1st order costs 1 gold when a slot is free.
                if wave == 0
                    && action == Action::HireMonster
                    && self.config.variant == Variant::Full
                    && free.is_some()
                {
                    if self.players[s].gold == 0 {
                        self.players[s].played[wave].minion_on_card = true;
                        self.players[s].minions_home -= 1;
                        self.public(LogEvent::HireFirstNoGold { who: Who(s) });
                        continue;
                    }
                    self.players[s].gold -= 1;
                    self.public(LogEvent::HireFirstPaid { who: Who(s) });
                }
                self.players[s].minions_home -= 1;
                match free {
                    Some(k) => {
                        // RULE ORDERS-4: lowest free slot.
                        self.slots[sp][k] = Some(Minion::Player { seat: s });
                        self.public(LogEvent::MinionPlaced {
                            who: Who(s),
                            action: Act(action),
                            slot: k + 1,
                        });
                    }
                    None => {
                        // RULE ORDERS-5: blocked.
                        self.players[s].played[wave].minion_on_card = true;
                        self.public(LogEvent::OrderBlocked {
                            who: Who(s),
                            action: Act(action),
                        });
                    }
                }
            }
        }
        self.phase = Phase::Execute {
            space: 0,
            step: 0,
            pending: None,
        };
        self.advance_execute();
    }

    /// The minion of `seat` on `action` goes onto its order card (EXEC-3).
    pub(crate) fn minion_to_card(&mut self, seat: Seat, action: Action) {
        if let Some(o) = self.players[seat]
            .played
            .iter_mut()
            .find(|o| o.action == action)
        {
            o.minion_on_card = true;
        }
    }

    pub(crate) fn dummy_of(&self, seat: Seat) -> Option<usize> {
        self.dummies.iter().position(|d| d.handler == Some(seat))
    }

    pub(crate) fn orders_complete(&self, seat: Seat, picks: &[Action]) -> bool {
        picks.len() == 3
            && self
                .dummy_of(seat)
                .is_none_or(|d| self.dummies[d].chosen.is_some())
    }

    pub(crate) fn after_order_pick(&mut self, seat: Seat) {
        let Phase::Orders { picks } = &self.phase else {
            return;
        };
        if self.orders_complete(seat, &picks[seat]) {
            self.public(LogEvent::OrdersChosen { who: Who(seat) });
        }
        let Phase::Orders { picks } = &self.phase else {
            return;
        };
        if (0..self.n_players()).all(|s| self.orders_complete(s, &picks[s])) {
            let picks = picks.clone();
            self.reveal_orders(picks);
        }
    }
}
