//! Improve Reputation (ACT-REP-*): lowering evil, with the optional spy on a combat card.

use super::super::command::Command;
use super::super::state::*;

impl Game {
    /// Performs Improve Reputation from `pe.slot`; `cmd` is `Perform` or `PerformAndSpy`.
    pub(super) fn apply_improve_reputation(&mut self, pe: &ExecPending, who: Who, cmd: Command) {
        let seat = pe.seat;
        let slot_no = pe.slot + 1;
        let lose = match pe.slot {
            0 => 1, // RULE ACT-REP-1
            _ => 2, // RULE ACT-REP-2, ACT-REP-3
        };
        if pe.slot == 2 {
            self.players[seat].gold -= 1;
        }
        self.public(LogEvent::ReputationImproved {
            who,
            n: lose,
            slot: slot_no,
        });
        self.change_evil(seat, -lose);
        if let Command::PerformAndSpy { card } = cmd {
            let cid = self.city[card as usize];
            let p = &mut self.players[seat];
            if !p.spied.contains(&card) {
                p.spied.push(card);
            }
            self.private(
                seat,
                LogEvent::SpiedOwn {
                    n: card as usize + 1,
                    card: Card::combat(cid),
                },
                Some(LogEvent::Spied { who }),
            );
        }
    }
}
