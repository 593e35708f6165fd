//! Hire Monster (ACT-MON-*): every affordable way to hire from the inn, and hiring one.

use super::super::command::Command;
use super::super::state::*;
use crate::common::Seat;

impl Game {
    /// Commands that hire a monster from `slot`, with every way to pay special costs.
    pub(crate) fn hire_options(&self, seat: Seat, slot: usize) -> Vec<Command> {
        let p = &self.players[seat];
        let extra_food = if slot == 2 { 1 } else { 0 }; // RULE ACT-MON-3
        let mut out = vec![];
        for &m in &self.inn {
            let cost = self.defs.monster(&self.inst, m).cost;
            if p.food < cost.food + extra_food
                || p.gold < cost.gold
                || !self.can_pay_evil(seat, cost.evil)
            {
                continue;
            }
            let payments = p.special_payments(cost, |o| {
                !self.defs.monster(&self.inst, o.id).kind.is_ghost()
            });
            out.extend(payments.into_iter().map(|(pay_trap, feed)| Command::Hire {
                monster: m,
                pay_trap,
                feed,
            }));
        }
        out
    }

    /// Hires `monster` from `pe.slot`, paying with `pay_trap` and feeding `feed` where asked.
    pub(super) fn apply_hire_monster(
        &mut self,
        pe: &ExecPending,
        who: Who,
        monster: u16,
        pay_trap: Option<u16>,
        feed: Option<u16>,
    ) {
        let seat = pe.seat;
        let slot_no = pe.slot + 1;
        let def = self.defs.monster(&self.inst, monster).clone();
        let extra = if pe.slot == 2 { 1 } else { 0 };
        self.inn.retain(|&m| m != monster);
        let p = &mut self.players[seat];
        p.food -= def.cost.food + extra;
        p.gold -= def.cost.gold;
        if let Some(t) = pay_trap {
            p.traps.retain(|&x| x != t);
            self.trap_discard.push(t);
        }
        if let Some(f) = feed {
            p.monsters.retain(|o| o.id != f);
            self.discarded_monsters.push(f);
        }
        self.players[seat].monsters.push(OwnedMonster {
            id: monster,
            knocked_out: false,
            on_strike: false,
            banished: false,
        });
        self.public(LogEvent::MonsterHired {
            who,
            monster: Card::monster(monster),
            slot: slot_no,
        });
        self.pay_evil(seat, def.cost.evil); // RULE ACT-MON-5
    }
}
