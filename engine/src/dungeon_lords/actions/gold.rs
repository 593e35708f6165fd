//! Mine Gold (ACT-MINE-*): which tunnels can be mined and one gold per `Mine` command.

use super::super::state::*;
use crate::common::Seat;

impl Game {
    pub(crate) fn mineable(&self, seat: Seat) -> Vec<Pos> {
        let p = &self.players[seat];
        p.dungeon
            .tiles()
            .filter(|(q, t)| {
                // RULE ACT-MINE-2, DUNGEON-6, DUNGEON-7: unconquered tunnels only, one miner each.
                t.kind == TileKind::Tunnel && !t.conquered && !p.mined.contains(q)
            })
            .map(|(q, _)| q)
            .collect()
    }

    /// Mines one gold at `pos`; returns whether the slot is done (no further mining owed).
    pub(super) fn apply_mine_gold(
        &mut self,
        pe: &ExecPending,
        who: Who,
        sub: &ExecSub,
        pos: Pos,
    ) -> bool {
        let seat = pe.seat;
        let (mined, max, foreman) = match sub {
            ExecSub::Mining {
                mined,
                max,
                foreman,
            } => (*mined, *max, *foreman),
            _ => (0, [2, 3, 4][pe.slot], pe.slot == 2), // RULE ACT-MINE-1
        };
        self.employ_imp(seat, pos, foreman && mined == 0);
        let p = &mut self.players[seat];
        p.gold += 1;
        p.mined.push(pos);
        self.public(LogEvent::GoldMined { who, pos: At(pos) });
        self.continue_work(
            seat,
            ExecSub::Mining {
                mined: mined + 1,
                max,
                foreman,
            },
        )
    }
}
