//! Action resolution (EXEC-*, ACT-*): the action spaces in board order, what each slot can do
//! (food, reputation, tunnels, gold, imps, traps, monsters, rooms) and performing it.

use super::command::Command;
use super::defs::*;
use super::state::*;
use crate::common::Seat;

impl Game {
    pub(crate) fn draw_trap(&mut self, seat: Seat) -> Option<u16> {
        // RULE ACT-TRAP-5: an exhausted deck is not reshuffled.
        let t = self.trap_deck.pop()?;
        self.players[seat].traps.push(t);
        let name = self.defs.trap(&self.inst, t).name.clone();
        self.private(
            seat,
            format!("You drew the trap {name}."),
            Some(format!("{} drew a trap.", self.seat_name(seat))),
        );
        Some(t)
    }

    /// EXEC-1..2: walks the slots until one needs a decision.
    pub(crate) fn advance_execute(&mut self) {
        loop {
            let Phase::Execute {
                space,
                step,
                pending,
            } = &mut self.phase
            else {
                return;
            };
            if pending.is_some() {
                return;
            }
            if *space >= 8 {
                self.start_production();
                return;
            }
            let action = Action::from_index(*space);
            let slot = if action.is_reverse() {
                2 - *step
            } else {
                *step
            };
            *step += 1;
            if *step >= 3 {
                *step = 0;
                *space += 1;
            }
            let Some(minion) = self.slots[action.index()][slot].take() else {
                continue;
            };
            match minion {
                Minion::Dummy { .. } => {} // RULE EXEC-7
                Minion::Player { seat } => {
                    if self.can_perform(seat, action, slot) {
                        if let Phase::Execute { pending, .. } = &mut self.phase {
                            *pending = Some(ExecPending {
                                seat,
                                action,
                                slot,
                                sub: ExecSub::Choose,
                            });
                        }
                        // Keep the minion visible on its slot while its owner decides.
                        self.slots[action.index()][slot] = Some(minion);
                        return;
                    }
                    // RULE EXEC-3: a player who cannot pay must decline.
                    self.minion_to_card(seat, action);
                    self.public(format!(
                        "{} cannot use {} slot {}; the minion returns to its order card.",
                        self.seat_name(seat),
                        action.name(),
                        slot + 1
                    ));
                }
            }
        }
    }

    /// Whether `seat` can perform `action` from `slot` at all (EXEC-3, COST-2).
    pub(crate) fn can_perform(&self, seat: Seat, action: Action, slot: usize) -> bool {
        let p = &self.players[seat];
        match (action, slot) {
            (Action::GetFood, 0) => p.gold >= 1,
            (Action::GetFood, 1) => self.can_pay_evil(seat, 1),
            (Action::GetFood, _) => self.can_pay_evil(seat, 2),
            (Action::ImproveReputation, 2) => p.gold >= 1,
            (Action::ImproveReputation, _) => true,
            (Action::DigTunnels, s) => {
                let need = if s == 2 { 2 } else { 1 };
                p.free_imps() >= need && Pos::all().any(|q| p.dungeon.can_dig(q))
            }
            (Action::MineGold, s) => {
                let need = if s == 2 { 2 } else { 1 };
                p.free_imps() >= need && !self.mineable(seat).is_empty()
            }
            (Action::RecruitImps, 0) => p.food >= 1,
            (Action::RecruitImps, 1) => p.food >= 2,
            (Action::RecruitImps, _) => p.food >= 1 && p.gold >= 1,
            (Action::BuyTraps, 0) => p.gold >= 1,
            (Action::BuyTraps, 1) => true,
            (Action::BuyTraps, _) => p.gold >= 2,
            (Action::HireMonster, s) => !self.hire_options(seat, s).is_empty(),
            (Action::BuildRoom, s) => {
                (s == 0 || p.gold >= 1) && !self.build_options(seat).is_empty()
            }
        }
    }

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
            let traps: Vec<Option<u16>> = if cost.trap {
                p.traps.iter().map(|&t| Some(t)).collect()
            } else {
                vec![None]
            };
            let feeds: Vec<Option<u16>> = if cost.monster {
                p.monsters
                    .iter()
                    .filter(|o| !self.defs.monster(&self.inst, o.id).kind.is_ghost())
                    .map(|o| Some(o.id))
                    .collect()
            } else {
                vec![None]
            };
            for &t in &traps {
                for &f in &feeds {
                    out.push(Command::Hire {
                        monster: m,
                        pay_trap: t,
                        feed: f,
                    });
                }
            }
        }
        out
    }

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

    pub(crate) fn exec_options(&self, pe: &ExecPending) -> Vec<Command> {
        let p = &self.players[pe.seat];
        match &pe.sub {
            ExecSub::Choose => {
                let mut out = match pe.action {
                    Action::DigTunnels => Pos::all()
                        .filter(|&q| p.dungeon.can_dig(q))
                        .map(|pos| Command::Dig { pos })
                        .collect(),
                    Action::MineGold => self
                        .mineable(pe.seat)
                        .into_iter()
                        .map(|pos| Command::Mine { pos })
                        .collect(),
                    Action::HireMonster => self.hire_options(pe.seat, pe.slot),
                    Action::BuildRoom => self.build_options(pe.seat),
                    Action::ImproveReputation if pe.slot != 1 => {
                        // RULE ACT-REP-5: spying is optional.
                        let mut v = vec![Command::Perform];
                        for i in 0..self.city.len() {
                            v.push(Command::PerformAndSpy { card: i as u8 });
                        }
                        v
                    }
                    _ => vec![Command::Perform],
                };
                out.push(Command::Decline);
                out
            }
            ExecSub::Digging { dug, max, foreman } => {
                let need = if *foreman && *dug == 0 { 2 } else { 1 };
                let mut out = vec![];
                if dug < max && p.free_imps() >= need {
                    out.extend(
                        Pos::all()
                            .filter(|&q| p.dungeon.can_dig(q))
                            .map(|pos| Command::Dig { pos }),
                    );
                }
                out.push(Command::StopWork);
                out
            }
            ExecSub::Mining {
                mined,
                max,
                foreman,
            } => {
                let need = if *foreman && *mined == 0 { 2 } else { 1 };
                let mut out = vec![];
                if mined < max && p.free_imps() >= need {
                    out.extend(
                        self.mineable(pe.seat)
                            .into_iter()
                            .map(|pos| Command::Mine { pos }),
                    );
                }
                out.push(Command::StopWork);
                out
            }
            ExecSub::DiscardTrap => p
                .traps
                .iter()
                .map(|&t| Command::DiscardTrap { trap: t })
                .collect(),
        }
    }

    pub(crate) fn apply_exec(&mut self, pe: ExecPending, cmd: Command) {
        let seat = pe.seat;
        let name = self.seat_name(seat);
        let slot_no = pe.slot + 1;
        let mut done = true;
        let mut performed = true;
        match (pe.action, &pe.sub, cmd) {
            (_, _, Command::Decline) => {
                performed = false;
                self.public(format!(
                    "{name} declines {} slot {slot_no}.",
                    pe.action.name()
                ));
            }
            (Action::GetFood, _, Command::Perform) => {
                let (gold, evil, food, gain_gold) = match pe.slot {
                    0 => (1, 0, 2, 0), // RULE ACT-FOOD-1
                    1 => (0, 1, 3, 0), // RULE ACT-FOOD-2
                    _ => (0, 2, 3, 1), // RULE ACT-FOOD-3
                };
                let p = &mut self.players[seat];
                p.gold -= gold;
                p.food += food;
                p.gold += gain_gold;
                self.public(format!("{name} gets {food} food on slot {slot_no}."));
                self.pay_evil(seat, evil); // RULE ACT-FOOD-4
            }
            (
                Action::ImproveReputation,
                _,
                cmd @ (Command::Perform | Command::PerformAndSpy { .. }),
            ) => {
                let lose = match pe.slot {
                    0 => 1, // RULE ACT-REP-1
                    _ => 2, // RULE ACT-REP-2, ACT-REP-3
                };
                if pe.slot == 2 {
                    self.players[seat].gold -= 1;
                }
                self.public(format!(
                    "{name} improves reputation by {lose} on slot {slot_no}."
                ));
                self.change_evil(seat, -lose);
                if let Command::PerformAndSpy { card } = cmd {
                    let cid = self.city[card as usize];
                    let cname = self.defs.combat_card(&self.inst, cid).name.clone();
                    let p = &mut self.players[seat];
                    if !p.spied.contains(&card) {
                        p.spied.push(card);
                    }
                    self.private(
                        seat,
                        format!("You spy combat card {}: {cname}.", card + 1),
                        Some(format!("{name} spies on a combat card.")),
                    );
                }
            }
            (Action::DigTunnels, sub, Command::Dig { pos }) => {
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
                self.public(format!(
                    "{name} digs a tunnel at row {}, column {}.",
                    pos.row + 1,
                    pos.col + 1
                ));
                let sub = ExecSub::Digging {
                    dug: dug + 1,
                    max,
                    foreman,
                };
                done = !self.keep_working(seat, &sub);
                if !done {
                    self.set_sub(sub);
                }
            }
            (Action::MineGold, sub, Command::Mine { pos }) => {
                let (mined, max, foreman) = match sub {
                    ExecSub::Mining {
                        mined,
                        max,
                        foreman,
                    } => (*mined, *max, *foreman),
                    _ => (0, [2, 3, 4][pe.slot], pe.slot == 2), // RULE ACT-MINE-1
                };
                let p = &mut self.players[seat];
                if foreman && mined == 0 {
                    p.busy_imps += 1;
                    p.foreman = true;
                }
                p.busy_imps += 1;
                p.gold += 1;
                p.mined.push(pos);
                p.put_imps(pos, 1);
                self.public(format!(
                    "{name} mines 1 gold at row {}, column {}.",
                    pos.row + 1,
                    pos.col + 1
                ));
                let sub = ExecSub::Mining {
                    mined: mined + 1,
                    max,
                    foreman,
                };
                done = !self.keep_working(seat, &sub);
                if !done {
                    self.set_sub(sub);
                }
            }
            (_, _, Command::StopWork) => {
                self.public(format!("{name} stops work on {}.", pe.action.name()));
            }
            (Action::RecruitImps, _, Command::Perform) => {
                let (food, gold, imps) = match pe.slot {
                    0 => (1, 0, 1), // RULE ACT-IMP-1
                    1 => (2, 0, 2), // RULE ACT-IMP-2
                    _ => (1, 1, 2), // RULE ACT-IMP-3
                };
                let p = &mut self.players[seat];
                p.food -= food;
                p.gold -= gold;
                p.imps += imps;
                self.public(format!("{name} recruits {imps} imp(s)."));
            }
            (Action::BuyTraps, _, Command::Perform) => {
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
            }
            (Action::BuyTraps, ExecSub::DiscardTrap, Command::DiscardTrap { trap }) => {
                self.players[seat].traps.retain(|&t| t != trap);
                self.trap_discard.push(trap);
                let tname = self.defs.trap(&self.inst, trap).name.clone();
                self.private(
                    seat,
                    format!("You discard the trap {tname}."),
                    Some(format!("{name} discards a trap face down.")),
                );
            }
            (
                Action::HireMonster,
                _,
                Command::Hire {
                    monster,
                    pay_trap,
                    feed,
                },
            ) => {
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
                self.public(format!("{name} hires a {} on slot {slot_no}.", def.name));
                self.pay_evil(seat, def.cost.evil); // RULE ACT-MON-5
            }
            (Action::BuildRoom, _, Command::Build { room, pos }) => {
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
                let rname = self.defs.room(&self.inst, room).name.clone();
                self.public(format!(
                    "{name} builds the {rname} at row {}, column {}.",
                    pos.row + 1,
                    pos.col + 1
                ));
            }
            _ => {}
        }
        if done {
            if performed {
                // RULE EXEC-3: the performer's minion returns to the office.
                self.players[seat].minions_home += 1;
            } else {
                self.minion_to_card(seat, pe.action);
            }
            // The minion leaves the board: home after performing, onto the card after declining.
            self.slots[pe.action.index()][pe.slot] = None;
            if let Phase::Execute { pending, .. } = &mut self.phase {
                *pending = None;
            }
            self.advance_execute();
        }
    }

    pub(crate) fn keep_working(&self, seat: Seat, sub: &ExecSub) -> bool {
        let p = &self.players[seat];
        match sub {
            ExecSub::Digging { dug, max, .. } => {
                dug < max && p.free_imps() >= 1 && Pos::all().any(|q| p.dungeon.can_dig(q))
            }
            ExecSub::Mining { mined, max, .. } => {
                mined < max && p.free_imps() >= 1 && !self.mineable(seat).is_empty()
            }
            _ => false,
        }
    }

    pub(crate) fn set_sub(&mut self, sub: ExecSub) {
        if let Phase::Execute {
            pending: Some(pe), ..
        } = &mut self.phase
        {
            pe.sub = sub;
        }
    }
}
