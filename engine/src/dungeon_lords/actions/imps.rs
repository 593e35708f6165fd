//! Recruit Imps (ACT-IMP-*): paying food (and gold) for imps; owns no option builder.

use super::super::state::*;

impl Game {
    /// Performs Recruit Imps from `pe.slot` for `pe.seat` (`who`, as the log names it).
    pub(super) fn apply_recruit_imps(&mut self, pe: &ExecPending, who: Who) {
        let seat = pe.seat;
        let (food, gold, imps) = match pe.slot {
            0 => (1, 0, 1), // RULE ACT-IMP-1
            1 => (2, 0, 2), // RULE ACT-IMP-2
            _ => (1, 1, 2), // RULE ACT-IMP-3
        };
        let p = &mut self.players[seat];
        p.food -= food;
        p.gold -= gold;
        p.imps += imps;
        self.public(LogEvent::ImpsRecruited { who, n: imps });
    }
}
