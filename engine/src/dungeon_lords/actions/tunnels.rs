//! Dig Tunnels (ACT-DIG-*): one tunnel per `Dig` command, with the foreman on the third slot.

use super::super::state::*;

impl Game {
    /// Digs one tunnel at `pos`; returns whether the slot is done (no further digging owed).
    pub(super) fn apply_dig_tunnels(
        &mut self,
        pe: &ExecPending,
        who: Who,
        sub: &ExecSub,
        pos: Pos,
    ) -> bool {
        let seat = pe.seat;
        let (dug, max, foreman) = match sub {
            ExecSub::Digging { dug, max, foreman } => (*dug, *max, *foreman),
            _ => (0, [2, 3, 4][pe.slot], pe.slot == 2), // RULE ACT-DIG-1
        };
        let p = &mut self.players[seat];
        if foreman && dug == 0 {
            // RULE ACT-DIG-3: the foreman is needed as soon as one tunnel is dug.
            p.busy_imps += 1;
            p.foreman = true;
        }
        p.busy_imps += 1;
        p.dungeon.set(
            pos,
            Some(Tile {
                kind: TileKind::Tunnel,
                conquered: false,
            }),
        );
        p.put_imps(pos, 1);
        self.public(LogEvent::TunnelDug { who, pos: At(pos) });
        let sub = ExecSub::Digging {
            dug: dug + 1,
            max,
            foreman,
        };
        let done = !self.keep_working(seat, &sub);
        if !done {
            self.set_sub(sub);
        }
        done
    }
}
