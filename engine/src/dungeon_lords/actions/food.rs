//! Get Food (ACT-FOOD-*): paying gold or evil on the food space for food; owns no option builder.

use super::super::state::*;

impl Game {
    /// Performs Get Food from `pe.slot` for `pe.seat` (`who`, as the log names it).
    pub(super) fn apply_get_food(&mut self, pe: &ExecPending, who: Who) {
        let seat = pe.seat;
        let slot_no = pe.slot + 1;
        let (gold, evil, food, gain_gold) = match pe.slot {
            0 => (1, 0, 2, 0), // RULE ACT-FOOD-1
            1 => (0, 1, 3, 0), // RULE ACT-FOOD-2
            _ => (0, 2, 3, 1), // RULE ACT-FOOD-3
        };
        let p = &mut self.players[seat];
        p.gold -= gold;
        p.food += food;
        p.gold += gain_gold;
        self.public(LogEvent::FoodGained {
            who,
            n: food,
            slot: slot_no,
        });
        self.pay_evil(seat, evil); // RULE ACT-FOOD-4
    }
}
