//! Action resolution (EXEC-*, ACT-*): the execute-phase driver that walks the action spaces in
//! board order, decides what each slot can do and dispatches a decision to its family's file.

mod food;
mod gold;
mod imps;
mod monsters;
mod reputation;
mod rooms;
mod traps;
mod tunnels;

use super::command::Command;
use super::defs::*;
use super::state::*;
use crate::common::Seat;

impl Game {
    pub(crate) fn draw_trap(&mut self, seat: Seat) -> Option<u16> {
        // RULE ACT-TRAP-5: an exhausted deck is not reshuffled.
        let t = self.trap_deck.pop()?;
        self.players[seat].traps.push(t);
        self.private(
            seat,
            LogEvent::TrapDrawnOwn {
                trap: Card::trap(t),
            },
            Some(LogEvent::TrapDrawn { who: Who(seat) }),
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
                    self.public(LogEvent::SlotUnusable {
                        who: Who(seat),
                        action: Act(action),
                        slot: slot + 1,
                    });
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
        let who = Who(seat);
        let slot_no = pe.slot + 1;
        let mut performed = true;
        let done = match (pe.action, &pe.sub, cmd) {
            (_, _, Command::Decline) => {
                performed = false;
                self.public(LogEvent::SlotDeclined {
                    who,
                    action: Act(pe.action),
                    slot: slot_no,
                });
                true
            }
            (Action::GetFood, _, Command::Perform) => {
                self.apply_get_food(&pe, who);
                true
            }
            (
                Action::ImproveReputation,
                _,
                cmd @ (Command::Perform | Command::PerformAndSpy { .. }),
            ) => {
                self.apply_improve_reputation(&pe, who, cmd);
                true
            }
            (Action::DigTunnels, sub, Command::Dig { pos }) => {
                self.apply_dig_tunnels(&pe, who, sub, pos)
            }
            (Action::MineGold, sub, Command::Mine { pos }) => {
                self.apply_mine_gold(&pe, who, sub, pos)
            }
            (_, _, Command::StopWork) => {
                self.public(LogEvent::WorkStopped {
                    who,
                    action: Act(pe.action),
                });
                true
            }
            (Action::RecruitImps, _, Command::Perform) => {
                self.apply_recruit_imps(&pe, who);
                true
            }
            (Action::BuyTraps, _, Command::Perform) => self.apply_buy_traps(&pe),
            (Action::BuyTraps, ExecSub::DiscardTrap, Command::DiscardTrap { trap }) => {
                self.apply_discard_trap(&pe, who, trap);
                true
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
                self.apply_hire_monster(&pe, who, monster, pay_trap, feed);
                true
            }
            (Action::BuildRoom, _, Command::Build { room, pos }) => {
                self.apply_build_room(&pe, who, room, pos);
                true
            }
            _ => true,
        };
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

    /// Sends one imp to work at `pos`, and the foreman with it when `foreman_too` (the first
    /// tunnel or gold of a third-slot action, ACT-DIG-3, ACT-MINE-1).
    pub(crate) fn employ_imp(&mut self, seat: Seat, pos: Pos, foreman_too: bool) {
        let p = &mut self.players[seat];
        if foreman_too {
            p.busy_imps += 1;
            p.foreman = true;
        }
        p.busy_imps += 1;
        p.put_imps(pos, 1);
    }

    /// After one tunnel or one gold: keeps the slot on `sub` while more work is owed and
    /// possible; returns whether the slot is done.
    pub(crate) fn continue_work(&mut self, seat: Seat, sub: ExecSub) -> bool {
        let done = !self.keep_working(seat, &sub);
        if !done {
            self.set_sub(sub);
        }
        done
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
