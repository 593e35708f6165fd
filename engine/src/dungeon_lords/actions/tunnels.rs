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
        // RULE ACT-DIG-3: the foreman is needed as soon as one tunnel is dug.
        self.employ_imp(seat, pos, foreman && dug == 0);
        self.players[seat].dungeon.set(
            pos,
            Some(Tile {
                kind: TileKind::Tunnel,
                conquered: false,
            }),
        );
        self.public(LogEvent::TunnelDug { who, pos: At(pos) });
        self.continue_work(
            seat,
            ExecSub::Digging {
                dug: dug + 1,
                max,
                foreman,
            },
        )
    }
}
