//! Buy Traps (ACT-TRAP-*): drawing traps, and the year-2 discard of one drawn trap.

use super::super::state::*;

impl Game {
    /// Performs Buy Traps from `pe.slot`; returns whether the slot is done (no discard owed).
    pub(super) fn apply_buy_traps(&mut self, pe: &ExecPending) -> bool {
        let seat = pe.seat;
        let mut done = true;
        let (gold, n) = match pe.slot {
            0 => (1, 1), // RULE ACT-TRAP-1
            1 => (0, 1),
            _ => (2, 2),
        };
        self.players[seat].gold -= gold;
        let extra = if self.year == 2 { 1 } else { 0 }; // RULE ACT-TRAP-3
        let mut drew = 0;
        for _ in 0..n + extra {
            if self.draw_trap(seat).is_some() {
                drew += 1;
            }
        }
        if self.year == 2 && drew > 0 {
            self.set_sub(ExecSub::DiscardTrap);
            done = false;
        }
        done
    }

    /// Discards `trap` face down after a year-2 Buy Traps.
    pub(super) fn apply_discard_trap(&mut self, pe: &ExecPending, who: Who, trap: u16) {
        let seat = pe.seat;
        self.players[seat].traps.retain(|&t| t != trap);
        self.trap_discard.push(trap);
        self.private(
            seat,
            LogEvent::TrapDiscardedOwn {
                trap: Card::trap(trap),
            },
            Some(LogEvent::TrapDiscarded { who }),
        );
    }
}
