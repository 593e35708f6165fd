//! Adventurers and the paladin: the paladin's arrival on the evilometer (PALADIN-*), party order
//! (PARTY-*) and adventurers going to dungeons at the end of a season (ADV-*).

use super::defs::*;
use super::state::*;
use crate::common::Seat;

/// PARTY-3/PARTY-4: the paladin stands first (behind an illusion, PARTY-6).
pub(crate) fn insert_paladin(party: &mut Vec<PartyMember>, member: PartyMember) {
    let at = usize::from(party.first().is_some_and(|m| m.id == ILLUSION));
    party.insert(at, member);
}

/// PARTY-1..4: warriors push to the front (behind the paladin and an illusion), others queue.
pub(crate) fn insert_adventurer(
    party: &mut Vec<PartyMember>,
    member: PartyMember,
    class: AdventurerClass,
    paladin: u16,
) {
    if class == AdventurerClass::Warrior {
        let at = party
            .iter()
            .take_while(|m| m.id == ILLUSION || m.id == paladin)
            .count();
        party.insert(at, member);
    } else {
        party.push(member);
    }
}

impl Game {
    /// PALADIN-3..6: the paladin arrives at or moves to the most evil qualifying player.
    pub(crate) fn check_paladin(&mut self) {
        let (pal, at) = self.paladin;
        let host_evil = match at {
            PaladinAt::Tent => None,
            PaladinAt::Party { seat } => Some(self.players[seat].evil),
            PaladinAt::Prison { .. } | PaladinAt::Gone => return,
        };
        // RULE PALADIN-12: only players' markers count, never the dummy's.
        let mut best: Option<Seat> = None;
        for s in 0..self.n_players() {
            let e = self.players[s].evil;
            if e < EVIL_PALADIN {
                continue;
            }
            if let (Some(h), PaladinAt::Party { seat }) = (host_evil, at) {
                if s == seat || e <= h {
                    continue;
                }
            }
            best = match best {
                None => Some(s),
                Some(b) => {
                    let be = self.players[b].evil;
                    // RULE PALADIN-6: most evil; among equals the least nice (latest in turn order).
                    if e > be || (e == be && self.turn_pos(s) > self.turn_pos(b)) {
                        Some(s)
                    } else {
                        Some(b)
                    }
                }
            };
        }
        let Some(to) = best else { return };
        let mut member = PartyMember {
            id: pal,
            damage: 0,
            bonus_hp: 0,
        };
        if let PaladinAt::Party { seat } = at {
            if let Some(i) = self.players[seat].party.iter().position(|m| m.id == pal) {
                member = self.players[seat].party.remove(i);
            }
            self.public(LogEvent::PaladinMoves {
                from: Who(seat),
                to: Who(to),
            });
        } else {
            self.public(LogEvent::PaladinLeavesTent { to: Who(to) });
        }
        self.paladin.1 = PaladinAt::Party { seat: to };
        insert_paladin(&mut self.players[to].party, member);
        if let Phase::Combat(_) = self.phase {
            super::combat::on_paladin_moved(self, at, to);
        }
    }

    /// TURN-2: seats from nicest to most evil.
    pub fn niceness_order(&self) -> Vec<Seat> {
        let mut v = self.turn_order();
        v.sort_by_key(|&s| self.players[s].evil); // stable: turn order breaks ties
        v
    }

    pub(crate) fn start_adventurers(&mut self) {
        // RULE ADV-ASSIGN-1..4.
        // The row drawn one season earlier comes first; the row drawn this season stays out for
        // the next season (ADV-ASSIGN-1).
        let count = if self.n_players() == 4 { 4 } else { 3 };
        let row: Vec<u16> = self
            .next_adventurers
            .drain(..count.min(self.next_adventurers.len()))
            .collect();
        let mut order: Vec<Option<Seat>> = self.niceness_order().into_iter().map(Some).collect();
        if let Some(dummy) = self.dummy_evil.as_mut() {
            // RULE DUMMY2-6: the dummy moves up 1 and is nicer than any player on its space.
            *dummy = (*dummy + 1).min(EVIL_MAX);
            let de = *dummy;
            let pos = order
                .iter()
                .position(|s| s.is_some_and(|s| self.players[s].evil >= de))
                .unwrap_or(order.len());
            order.insert(pos, None);
        }
        for (a, who) in row.into_iter().zip(order) {
            match who {
                None => {
                    self.distant_adventurers.push(a);
                    self.public(LogEvent::AdventurerToDummy {
                        adventurer: Card::adventurer(a),
                    });
                }
                Some(s) => {
                    let class = self.defs.adventurer(&self.inst, a).class;
                    insert_adventurer(
                        &mut self.players[s].party,
                        PartyMember {
                            id: a,
                            damage: 0,
                            bonus_hp: 0,
                        },
                        class,
                        self.paladin.0,
                    );
                    self.public(LogEvent::AdventurerQueues {
                        adventurer: Card::adventurer(a),
                        who: Who(s),
                    });
                }
            }
        }
        self.end_season();
    }
}
