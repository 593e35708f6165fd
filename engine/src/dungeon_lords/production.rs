//! Production and order retrieval (PROD-*, RETRIEVE-*), in turn order or, with the D24 option,
//! on simultaneous private drafts.

use super::command::Command;
use super::defs::*;
use super::state::*;
use crate::common::Seat;

pub(crate) fn placeholder_player() -> Player {
    Player {
        evil: EVIL_START,
        food: 0,
        gold: 0,
        imps: 0,
        busy_imps: 0,
        busy_trolls: 0,
        foreman: false,
        mined: vec![],
        imps_on: vec![],
        room_uses: vec![],
        dungeon: Dungeon::default(),
        monsters: vec![],
        traps: vec![],
        hand: vec![],
        inaccessible: vec![],
        played: vec![],
        minions_home: 0,
        party: vec![],
        prison: vec![],
        dead_letters: 0,
        spied: vec![],
    }
}

impl Game {
    pub(crate) fn start_production(&mut self) {
        let queue = self.turn_order();
        let n = self.n_players();
        let drafts = if self.config.simultaneous {
            (0..n)
                .map(|s| Some((Box::new(self.players[s].clone()), vec![])))
                .collect()
        } else {
            vec![None; n]
        };
        self.public(LogEvent::ProductionBegins);
        self.phase = Phase::Production { queue, drafts };
    }

    /// The uses a player could make of its production rooms now (PROD-*).
    pub(crate) fn production_options(&self, p: &Player) -> Vec<Command> {
        let mut out = vec![];
        let n_trolls_total = p.n_trolls(&self.defs, &self.inst);
        let free_trolls = n_trolls_total.saturating_sub(p.busy_trolls);
        let max_uses = if self.year == 1 { 1 } else { 2 }; // RULE PROD-4
        for (q, t) in p.dungeon.tiles() {
            let TileKind::Room(r) = t.kind else { continue };
            if t.conquered {
                continue; // RULE PROD-5
            }
            let def = self.defs.room(&self.inst, r);
            let RoomFunction::Production { imps, food, yields } = def.function else {
                continue;
            };
            let used = p
                .room_uses
                .iter()
                .find(|(pp, _)| *pp == q)
                .map(|e| e.1)
                .unwrap_or(0);
            if used >= max_uses || p.food < food {
                continue;
            }
            let digs: Vec<Option<Pos>> = if yields == Production::Tunnel {
                let v: Vec<Option<Pos>> = Pos::all()
                    .filter(|&d| p.dungeon.can_dig(d))
                    .map(Some)
                    .collect();
                if v.is_empty() {
                    continue;
                }
                v
            } else {
                vec![None]
            };
            for trolls in 0..=free_trolls.min(imps) {
                if p.free_imps() < imps - trolls {
                    continue;
                }
                for &dig in &digs {
                    out.push(Command::UseRoom {
                        pos: q,
                        trolls,
                        dig,
                    });
                }
            }
        }
        out
    }

    /// Applies one room use to `p` (own state only); shared effects go to `deferred`.
    pub(crate) fn use_room(
        &self,
        p: &mut Player,
        pos: Pos,
        trolls: u8,
        dig: Option<Pos>,
        deferred: &mut Vec<Deferred>,
    ) -> Option<(u16, Yield)> {
        let Some(Tile {
            kind: TileKind::Room(r),
            ..
        }) = p.dungeon.at(pos)
        else {
            return None;
        };
        let def = self.defs.room(&self.inst, r);
        let RoomFunction::Production { imps, food, yields } = def.function else {
            return None;
        };
        let n_imps = imps - trolls;
        p.busy_imps += n_imps;
        p.busy_trolls += trolls;
        p.food -= food;
        p.put_imps(pos, n_imps);
        match p.room_uses.iter_mut().find(|(q, _)| *q == pos) {
            Some(e) => e.1 += 1,
            None => p.room_uses.push((pos, 1)),
        }
        let what = match yields {
            Production::Food { amount } => {
                p.food += amount;
                Yield::YieldFood { n: amount }
            }
            Production::Gold { amount } => {
                p.gold += amount;
                Yield::YieldGold { n: amount }
            }
            Production::Trap { amount } => {
                deferred.push(Deferred::DrawTraps(amount));
                Yield::YieldTrap { n: amount }
            }
            Production::Tunnel => {
                if let Some(d) = dig {
                    // RULE ROOM-TOOLSHED-1: no imp is placed on the new tunnel.
                    p.dungeon.set(
                        d,
                        Some(Tile {
                            kind: TileKind::Tunnel,
                            conquered: false,
                        }),
                    );
                }
                Yield::YieldTunnel
            }
            Production::LoseEvil { amount } => {
                deferred.push(Deferred::LoseEvil(amount));
                Yield::YieldLessEvil { n: amount }
            }
            Production::Imp => {
                // RULE ROOM-MAGIC-1, PROD-7: the new imp is usable at once.
                p.imps += 1;
                Yield::YieldImp
            }
        };
        Some((r, what))
    }

    pub(crate) fn apply_deferred(&mut self, seat: Seat, deferred: Vec<Deferred>) {
        for d in deferred {
            match d {
                Deferred::DrawTraps(n) => {
                    for _ in 0..n {
                        // RULE ACT-TRAP-4: the Workshop never draws extra or discards.
                        self.draw_trap(seat);
                    }
                }
                Deferred::LoseEvil(n) => self.change_evil(seat, -(n as i8)),
            }
        }
    }

    /// RETRIEVE-2: the cards a player may take back.
    pub(crate) fn retrieve_options(p: &Player) -> Vec<Action> {
        p.played
            .iter()
            .enumerate()
            .filter(|(i, o)| *i == 0 || o.minion_on_card)
            .map(|(_, o)| o.action)
            .collect()
    }

    pub(crate) fn retrieve(p: &mut Player, action: Action) {
        // RULE RETRIEVE-1, RETRIEVE-3, RETRIEVE-4.
        let mut hand: Vec<Action> = std::mem::take(&mut p.inaccessible);
        hand.extend(p.hand.iter().copied());
        hand.push(action);
        p.inaccessible = p
            .played
            .iter()
            .map(|o| o.action)
            .filter(|a| *a != action)
            .collect();
        hand.sort();
        p.hand = hand;
        p.played.clear();
        p.minions_home = 3;
    }

    pub(crate) fn finish_production(&mut self) {
        // The D24 drafts are applied in turn order, shared effects one at a time (GAME-5).
        let Phase::Production { drafts, .. } = &mut self.phase else {
            return;
        };
        let mut drafts = std::mem::take(drafts);
        let order = self.turn_order();
        // A draft holds only its owner's own changes; every shared effect is deferred. So all
        // drafts are installed first: an earlier player's deferred effect may move the paladin
        // into a later player's party, and installing that player's draft afterwards would
        // erase him (PALADIN-5).
        let mut deferred_by_seat = vec![];
        for &s in &order {
            if let Some((player, deferred)) = drafts[s].take() {
                self.players[s] = *player;
                deferred_by_seat.push((s, deferred));
            }
        }
        for (s, deferred) in deferred_by_seat {
            self.public(LogEvent::ProductionFinished { who: Who(s) });
            self.apply_deferred(s, deferred);
        }
        self.start_event();
    }

    pub(crate) fn mark_sim_done(&mut self, seat: Seat) {
        let Phase::Production { queue, .. } = &mut self.phase else {
            return;
        };
        queue.retain(|&s| s != seat);
        if queue.is_empty() {
            self.finish_production();
        }
    }
}
