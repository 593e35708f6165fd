//! The season's event (EVENT-*): payday (EVENT-PAYDAY-*), taxes (EVENT-TAX-*) and special
//! events (EVENT-SPECIAL-*).

use super::command::Command;
use super::defs::*;
use super::state::*;
use crate::common::Seat;

impl Game {
    pub(crate) fn start_event(&mut self) {
        if self.season == Season::Winter {
            // RULE SEASON-2, EVENT-4.
            self.end_season();
            return;
        }
        let tile = self.event_tiles[self.season.index() - 1];
        let queue = self.turn_order();
        match tile {
            EventTile::Payday => {
                self.public(LogEvent::PaydayBegins);
                self.phase = Phase::Payday {
                    queue,
                    state: PaydayState::default(),
                };
                self.next_payday();
            }
            EventTile::Taxes => {
                self.public(LogEvent::TaxesDue);
                self.phase = Phase::Taxes { queue };
            }
            EventTile::SpecialEvent => {
                let card = self.special_events[(self.year - 1) as usize];
                match (self.config.special_events, card) {
                    (true, Some(c)) => {
                        let def = self.defs.special_event(&self.inst, c);
                        let kind = def.kind;
                        self.public(LogEvent::SpecialEvent {
                            event: Card::special(c),
                        });
                        self.phase = Phase::Special(SpecialState {
                            kind,
                            queue,
                            undecided: vec![],
                            collapsed: 0,
                        });
                        self.next_special();
                    }
                    _ => {
                        // RULE EVENT-SPECIAL-1: no effect.
                        self.public(LogEvent::SpecialEventNoEffect);
                        self.start_adventurers();
                    }
                }
            }
        }
    }

    /// Moves payday to the next seat with monsters, or on to the adventurers.
    pub(crate) fn next_payday(&mut self) {
        loop {
            let Phase::Payday { queue, state } = &mut self.phase else {
                return;
            };
            if !state.undecided.is_empty() {
                return;
            }
            if queue.is_empty() {
                self.start_adventurers();
                return;
            }
            let seat = queue.remove(0);
            let mut ids: Vec<(u8, u16)> = self.players[seat]
                .monsters
                .iter()
                .map(|m| {
                    let k = self.defs.monster(&self.inst, m.id).kind;
                    let rank = match k {
                        MonsterKind::Demon => 0,
                        MonsterKind::Golem => 1,
                        _ => 2,
                    };
                    (rank, m.id)
                })
                .collect();
            ids.sort_by_key(|e| e.0);
            let undecided: Vec<u16> = ids.into_iter().map(|e| e.1).collect();
            if let Phase::Payday { state, .. } = &mut self.phase {
                *state = PaydayState {
                    seat,
                    undecided,
                    ..PaydayState::default()
                };
            }
            if let Phase::Payday { state, .. } = &self.phase {
                if state.undecided.is_empty() {
                    continue;
                }
            }
            return;
        }
    }

    pub(crate) fn payday_options(&self, st: &PaydayState) -> Vec<Command> {
        let Some(&m) = st.undecided.first() else {
            return vec![];
        };
        let p = &self.players[st.seat];
        let cost = self.defs.monster(&self.inst, m).cost;
        let mut out = vec![];
        let food_ok = p.food >= st.food + cost.food;
        let gold_ok = p.gold >= st.gold + cost.gold;
        let evil_ok = self.can_pay_evil(st.seat, st.evil + cost.evil);
        if food_ok && gold_ok && evil_ok {
            let traps: Vec<Option<u16>> = if cost.trap {
                p.traps
                    .iter()
                    .filter(|t| !st.traps.contains(t))
                    .map(|&t| Some(t))
                    .collect()
            } else {
                vec![None]
            };
            let feeds: Vec<Option<u16>> = if cost.monster {
                // RULE MON-DEMON-2: feed an undecided monster (never a ghost, never itself).
                st.undecided
                    .iter()
                    .filter(|&&o| o != m && !self.defs.monster(&self.inst, o).kind.is_ghost())
                    .map(|&o| Some(o))
                    .collect()
            } else {
                vec![None]
            };
            for &t in &traps {
                for &f in &feeds {
                    out.push(Command::PayMonster {
                        monster: m,
                        pay_trap: t,
                        feed: f,
                    });
                }
            }
        }
        out.push(Command::ReleaseMonster { monster: m });
        out
    }

    pub(crate) fn settle_payday(&mut self, st: PaydayState) {
        let seat = st.seat;
        // RULE EVENT-PAYDAY-4, D8: pay every kept monster, then +1 evil per release.
        {
            let p = &mut self.players[seat];
            p.food -= st.food;
            p.gold -= st.gold;
            p.traps.retain(|t| !st.traps.contains(t));
        }
        self.trap_discard.extend(&st.traps);
        self.pay_evil(seat, st.evil);
        for &m in st.released.iter().chain(st.fed.iter()) {
            self.players[seat].monsters.retain(|o| o.id != m);
            self.discarded_monsters.push(m);
        }
        // RULE EVENT-PAYDAY-6: a released troll's token leaves its job as well.
        self.players[seat].release_troll_tokens(&self.defs, &self.inst);
        let cards = |v: &[u16]| -> Vec<Card> { v.iter().map(|&m| Card::monster(m)).collect() };
        let mut parts = vec![];
        if !st.kept.is_empty() {
            parts.push(PaydayPart::PaydayKeep {
                cost: Amounts {
                    food: st.food,
                    gold: st.gold,
                    evil: st.evil,
                    trap_cards: u8::try_from(st.traps.len()).unwrap_or(u8::MAX),
                    ..Amounts::default()
                },
                monsters: cards(&st.kept),
            });
        }
        if !st.fed.is_empty() {
            parts.push(PaydayPart::PaydayFeed {
                monsters: cards(&st.fed),
            });
        }
        if !st.released.is_empty() {
            parts.push(PaydayPart::PaydayRelease {
                monsters: cards(&st.released),
            });
        }
        self.public(LogEvent::Payday {
            who: Who(seat),
            parts,
        });
        for _ in &st.released {
            self.change_evil(seat, 1); // RULE EVENT-PAYDAY-2
        }
    }

    pub(crate) fn next_special(&mut self) {
        loop {
            let Phase::Special(st) = &mut self.phase else {
                return;
            };
            let Some(&seat) = st.queue.first() else {
                self.start_adventurers();
                return;
            };
            let kind = st.kind;
            match kind {
                SpecialEventKind::MinistryLevy => {
                    st.queue.remove(0);
                    let p = &mut self.players[seat];
                    let lost = p.gold / 2;
                    p.gold -= lost;
                    self.public(LogEvent::MinistryLevy {
                        who: Who(seat),
                        n: lost,
                    });
                    continue;
                }
                SpecialEventKind::WitchHunt => {
                    let has = self.players[seat]
                        .monsters
                        .iter()
                        .any(|m| !self.defs.monster(&self.inst, m.id).kind.is_ghost());
                    if !has {
                        st.queue.remove(0);
                        self.public(LogEvent::WitchHuntNoMonster { who: Who(seat) });
                        self.change_evil(seat, 3);
                        continue;
                    }
                    return;
                }
                SpecialEventKind::MonsterStrike => {
                    if st.undecided.is_empty() && st.collapsed == 0 {
                        let ids: Vec<u16> = self.players[seat]
                            .monsters
                            .iter()
                            .filter(|m| !self.defs.monster(&self.inst, m.id).kind.is_ghost())
                            .map(|m| m.id)
                            .collect();
                        if ids.is_empty() {
                            st.queue.remove(0);
                            continue;
                        }
                        st.undecided = ids;
                        st.collapsed = 1; // marks "this seat's list is loaded"
                    }
                    if st.undecided.is_empty() {
                        st.queue.remove(0);
                        st.collapsed = 0;
                        continue;
                    }
                    return;
                }
                SpecialEventKind::VipVisit => {
                    if self.players[seat].gold == 0 {
                        st.queue.remove(0);
                        continue;
                    }
                    return;
                }
                SpecialEventKind::Earthquake => {
                    let collapsed = st.collapsed;
                    let none_left = self.quake_options(seat).is_empty();
                    if collapsed >= 2 || none_left {
                        if let Phase::Special(st) = &mut self.phase {
                            st.queue.remove(0);
                            st.collapsed = 0;
                        }
                        continue;
                    }
                    return;
                }
            }
        }
    }

    pub(crate) fn quake_options(&self, seat: Seat) -> Vec<Pos> {
        let d = &self.players[seat].dungeon;
        let tunnels: Vec<Pos> = d
            .tiles()
            .filter(|(_, t)| t.kind == TileKind::Tunnel && !t.conquered)
            .map(|(q, _)| q)
            .collect();
        if !tunnels.is_empty() {
            return tunnels;
        }
        d.tiles()
            .filter(|(_, t)| !t.conquered)
            .map(|(q, _)| q)
            .collect()
    }
}
