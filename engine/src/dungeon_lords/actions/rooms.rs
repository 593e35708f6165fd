//! Build Room (ACT-ROOM-*): where each room in the shop fits, and building one.

use super::super::command::Command;
use super::super::state::*;
use crate::common::Seat;

impl Game {
    pub(crate) fn build_options(&self, seat: Seat) -> Vec<Command> {
        let p = &self.players[seat];
        let mut out = vec![];
        for &r in &self.shop {
            let def = self.defs.room(&self.inst, r);
            for (q, t) in p.dungeon.tiles() {
                // RULE ACT-ROOM-3: an unconquered tunnel, in the zone (year-1 rooms), no room beside it.
                if t.kind != TileKind::Tunnel || t.conquered {
                    continue;
                }
                if def.year == 1 && !def.zone[q.row as usize][q.col as usize] {
                    continue;
                }
                if !p.dungeon.room_fits(q) {
                    continue;
                }
                out.push(Command::Build { room: r, pos: q });
            }
        }
        out
    }

    /// Builds `room` at `pos` from `pe.slot`, paying the gold the later slots cost.
    pub(super) fn apply_build_room(&mut self, pe: &ExecPending, who: Who, room: u16, pos: Pos) {
        let seat = pe.seat;
        if pe.slot != 0 {
            self.players[seat].gold -= 1; // RULE ACT-ROOM-2
        }
        self.shop.retain(|&r| r != room);
        self.players[seat].dungeon.set(
            pos,
            Some(Tile {
                kind: TileKind::Room(room),
                conquered: false,
            }),
        );
        self.public(LogEvent::RoomBuilt {
            who,
            room: Card::room(room),
            pos: At(pos),
        });
    }
}
