//! The command surface on top of the phases: who owes a decision, `legal_commands` (the single
//! legality source), `check`, `apply`, the rule named in a refusal, and the dispatch of a legal
//! command to its phase. No other module of the rules imports this one.

use super::command::{illegal, Command, RuleError};
use super::defs::*;
use super::production::placeholder_player;
use super::state::*;
use crate::common::Seat;

/// A command [`Game::check`] found legal for one seat at one moment of the game: what
/// [`Game::apply_checked`] plays without checking it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    seat: Seat,
    cmd: Command,
    /// The game's command count when it was checked: the proof holds only until the game moves.
    at: u32,
}

impl Checked {
    /// The seat the command was checked for.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The command that was checked.
    #[must_use]
    pub fn command(&self) -> &Command {
        &self.cmd
    }
}

impl Game {
    /// Seats that owe a decision now.
    pub fn waiting_for(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::InitialOrders { chosen, .. } => (0..self.n_players())
                .filter(|&s| chosen[s].is_none())
                .collect(),
            Phase::Orders { picks } => (0..self.n_players())
                .filter(|&s| !self.orders_complete(s, &picks[s]))
                .collect(),
            Phase::Execute {
                pending: Some(p), ..
            } => vec![p.seat],
            Phase::Execute { .. } => vec![],
            Phase::Production { queue, drafts } => {
                if drafts.iter().any(|d| d.is_some()) {
                    // D24: everyone still in the queue decides at once.
                    queue.clone()
                } else {
                    queue.first().copied().into_iter().collect()
                }
            }
            Phase::Payday { state, .. } => {
                if state.undecided.is_empty() {
                    vec![]
                } else {
                    vec![state.seat]
                }
            }
            Phase::Taxes { queue } => queue.first().copied().into_iter().collect(),
            Phase::Special(st) => st.queue.first().copied().into_iter().collect(),
            Phase::Combat(c) => super::combat::waiting_for(self, c),
            Phase::Finished(_) => vec![],
        }
    }

    /// Whether `seat` is in [`Game::waiting_for`], without building the list. Combat answers
    /// `true` here: `combat::legal_commands` checks its own decision owers.
    pub(crate) fn owes_decision(&self, seat: Seat) -> bool {
        match &self.phase {
            Phase::InitialOrders { chosen, .. } => chosen.get(seat).is_some_and(|c| c.is_none()),
            Phase::Orders { picks } => picks
                .get(seat)
                .is_some_and(|p| !self.orders_complete(seat, p)),
            Phase::Execute {
                pending: Some(p), ..
            } => p.seat == seat,
            Phase::Execute { .. } => false,
            Phase::Production { queue, drafts } => {
                if drafts.iter().any(|d| d.is_some()) {
                    queue.contains(&seat)
                } else {
                    queue.first() == Some(&seat)
                }
            }
            Phase::Payday { state, .. } => !state.undecided.is_empty() && state.seat == seat,
            Phase::Taxes { queue } => queue.first() == Some(&seat),
            Phase::Special(st) => st.queue.first() == Some(&seat),
            Phase::Combat(_) => true,
            Phase::Finished(_) => false,
        }
    }

    /// Every command `seat` may send now. `apply` accepts exactly these.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        if seat >= self.n_players() || !self.owes_decision(seat) {
            return vec![];
        }
        match &self.phase {
            Phase::InitialOrders { drawn, .. } => {
                let d = &drawn[seat];
                vec![
                    Command::ChooseInaccessible {
                        cards: [d[0], d[1]],
                    },
                    Command::ChooseInaccessible {
                        cards: [d[0], d[2]],
                    },
                    Command::ChooseInaccessible {
                        cards: [d[1], d[2]],
                    },
                ]
            }
            Phase::Orders { picks } => {
                let mine = &picks[seat];
                let mut out = vec![];
                if mine.len() < 3 {
                    for &a in &self.players[seat].hand {
                        if !mine.contains(&a) {
                            out.push(Command::ChooseOrder { action: a });
                        }
                    }
                }
                if let Some(d) = self.dummy_of(seat) {
                    if self.dummies[d].chosen.is_none() {
                        for &a in &self.dummies[d].hand {
                            out.push(Command::ChooseDummyOrder { action: a });
                        }
                    }
                }
                // RULE TAKEBACK-1: a bounded number of take-backs per orders phase.
                if (!mine.is_empty()
                    || self
                        .dummy_of(seat)
                        .is_some_and(|d| self.dummies[d].chosen.is_some()))
                    && self.may_take_back(seat, 0)
                {
                    out.push(Command::ClearOrders);
                }
                out
            }
            Phase::Execute {
                pending: Some(pe), ..
            } => self.exec_options(pe),
            Phase::Execute { .. } => vec![],
            Phase::Production { drafts, .. } => {
                let p: &Player = match &drafts[seat] {
                    Some((d, _)) => d,
                    None => &self.players[seat],
                };
                let mut out = self.production_options(p);
                for a in Self::retrieve_options(p) {
                    out.push(Command::Retrieve { action: a });
                }
                out
            }
            Phase::Payday { state, .. } => self.payday_options(state),
            Phase::Taxes { .. } => {
                let p = &self.players[seat];
                let tax = p.dungeon.n_tiles().div_ceil(2) as u8;
                (0..=tax.min(p.gold))
                    .map(|g| Command::PayTax { gold: g })
                    .collect()
            }
            Phase::Special(st) => {
                let p = &self.players[seat];
                match st.kind {
                    SpecialEventKind::WitchHunt => {
                        let mut out: Vec<Command> = p
                            .monsters
                            .iter()
                            .filter(|m| !self.defs.monster(&self.inst, m.id).kind.is_ghost())
                            .map(|m| Command::SacrificeMonster { monster: m.id })
                            .collect();
                        out.push(Command::AcceptEvil);
                        out
                    }
                    SpecialEventKind::MonsterStrike => {
                        let Some(&m) = st.undecided.first() else {
                            return vec![];
                        };
                        let mut out = vec![];
                        if p.food >= 1 {
                            out.push(Command::PayStrike { monster: m });
                        }
                        out.push(Command::LetStrike { monster: m });
                        out
                    }
                    SpecialEventKind::VipVisit => vec![Command::PayVip, Command::SkipVip],
                    SpecialEventKind::Earthquake => self
                        .quake_options(seat)
                        .into_iter()
                        .map(|pos| Command::Collapse { pos })
                        .collect(),
                    SpecialEventKind::MinistryLevy => vec![],
                }
            }
            Phase::Combat(c) => super::combat::legal_commands(self, c, seat),
            Phase::Finished(_) => vec![],
        }
    }

    /// Applies `cmd` from `seat`. On error the game is unchanged.
    ///
    /// # Errors
    /// [`RuleError`] naming the rule when the command is not legal now.
    pub fn apply(&mut self, seat: Seat, cmd: &Command) -> Result<(), RuleError> {
        let checked = self.check(seat, cmd)?;
        self.apply_checked(checked)
    }

    /// Plays a command that [`Game::check`] accepted, without working out its legality again
    /// (shakmaty's `play_unchecked` after `is_legal`). A proof made before this game moved on
    /// is checked again first, so a stale proof is refused exactly as `apply` would refuse it.
    /// The proof must come from this game: one made on another game at the same command count
    /// is not told apart.
    ///
    /// # Errors
    /// [`RuleError`] when the proof is stale and the command is no longer legal.
    pub fn apply_checked(&mut self, checked: Checked) -> Result<(), RuleError> {
        let Checked { seat, cmd, at } = checked;
        if at != self.n_commands {
            self.check(seat, &cmd)?;
        }
        self.n_commands += 1;
        self.apply_legal(seat, cmd);
        Ok(())
    }

    /// Whether [`Game::apply`] would accept `cmd` from `seat` now; the game is not touched. The
    /// answer is a proof that [`Game::apply_checked`] consumes, so a caller that checks, does
    /// something else (stores the command), then plays, works out legality once.
    ///
    /// # Errors
    /// The [`RuleError`] that `apply` would return.
    pub fn check(&self, seat: Seat, cmd: &Command) -> Result<Checked, RuleError> {
        if self.is_finished() {
            return Err(RuleError::GameOver);
        }
        // The legal list is empty for a seat that owes nothing, so one list answers both checks
        // on the accepted path; refusals keep their order (not your turn, then illegal).
        if !self.legal_commands(seat).contains(cmd) {
            if !self.waiting_for().contains(&seat) {
                return Err(RuleError::NotYourTurn {
                    rule: self.phase_rule(),
                });
            }
            return Err(self.explain(seat, cmd));
        }
        Ok(Checked {
            seat,
            cmd: cmd.clone(),
            at: self.n_commands,
        })
    }

    /// The rule that governs who decides in the current phase.
    pub(crate) fn phase_rule(&self) -> &'static str {
        match &self.phase {
            Phase::InitialOrders { .. } => "FULL-1",
            Phase::Orders { .. } => "ORDERS-3",
            Phase::Execute { .. } => "EXEC-1",
            Phase::Production { .. } => "TURN-4",
            Phase::Payday { .. } => "EVENT-2",
            Phase::Taxes { .. } => "EVENT-2",
            Phase::Special(_) => "EVENT-2",
            Phase::Combat(_) => "COMBAT-1",
            Phase::Finished(_) => "SCORE-1",
        }
    }

    /// A rule error for a command that is not in the legal list (the list is the authority; this
    /// only names the most relevant rule).
    pub(crate) fn explain(&self, seat: Seat, cmd: &Command) -> RuleError {
        let (rule, msg): (&'static str, String) = match (&self.phase, cmd) {
            (Phase::InitialOrders { .. }, Command::ChooseInaccessible { .. }) => {
                ("FULL-1", "choose two different cards among the three you drew".into())
            }
            (Phase::Orders { .. }, Command::ChooseOrder { action }) => {
                if self.players[seat].inaccessible.contains(action) {
                    ("ORDERS-2", format!("{} is inaccessible this season", action.name()))
                } else {
                    ("ORDERS-3", "choose 3 different cards from your hand".into())
                }
            }
            (Phase::Orders { .. }, Command::ClearOrders) if !self.may_take_back(seat, 0) => (
                "TAKEBACK-1",
                format!("orders may be taken back at most {MAX_TAKEBACKS} times per season"),
            ),
            (Phase::Orders { .. }, Command::ClearOrders) => {
                ("ORDERS-3", "you have chosen no order to take back".into())
            }
            (Phase::Orders { .. }, Command::ChooseDummyOrder { .. }) => {
                ("DUMMY2-3", "pick one of your dummy's three hand cards, once".into())
            }
            (Phase::Execute { .. }, Command::Dig { .. }) => (
                "DUNGEON-5",
                "a tunnel needs an empty square next to a tile that completes no 2x2 block, and a free imp".into(),
            ),
            (Phase::Execute { .. }, Command::Mine { .. }) => {
                ("ACT-MINE-2", "each miner needs its own unconquered tunnel and a free imp".into())
            }
            (Phase::Execute { .. }, Command::Hire { .. }) => {
                ("ACT-MON-2", "that monster is not offered or you cannot pay its cost".into())
            }
            (Phase::Execute { .. }, Command::Build { .. }) => (
                "ACT-ROOM-3",
                "a room needs an offered room on your unconquered tunnel, in its zone, not next to a room".into(),
            ),
            (Phase::Execute { .. }, Command::PerformAndSpy { .. }) => {
                ("ACT-REP-5", "only slots 1 and 3 spy, on one of the 4 city cards".into())
            }
            (Phase::Execute { .. }, _) => ("EXEC-3", "perform the action you can pay for, or decline".into()),
            (Phase::Production { .. }, Command::UseRoom { .. }) => (
                "PROD-2",
                "a production room needs enough unused imps or troll tokens, its cost, and an unused use this season".into(),
            ),
            (Phase::Production { .. }, Command::Retrieve { .. }) => {
                ("RETRIEVE-2", "take back the 1st card or one with your minion on it".into())
            }
            (Phase::Payday { .. }, _) => ("EVENT-PAYDAY-1", "pay the salary in full or release the monster".into()),
            (Phase::Taxes { .. }, _) => ("EVENT-TAX-3", "pay between 0 and the tax, at most your gold".into()),
            (Phase::Special(_), _) => ("EVENT-SPECIAL-2", "that choice is not offered by this special event".into()),
            (Phase::Combat(_), _) => super::combat::explain(self, seat, cmd),
            _ => (self.phase_rule(), "that command does not fit the decision you owe now".into()),
        };
        illegal(rule, msg)
    }

    pub(crate) fn apply_legal(&mut self, seat: Seat, cmd: Command) {
        let who = Who(seat);
        match (&mut self.phase, cmd) {
            (Phase::InitialOrders { chosen, .. }, Command::ChooseInaccessible { cards }) => {
                chosen[seat] = Some(cards);
                self.public(LogEvent::InaccessibleChosen { who });
                if let Phase::InitialOrders { chosen, .. } = &self.phase {
                    if chosen.iter().all(|c| c.is_some()) {
                        let all: Vec<[Action; 2]> = chosen.iter().flatten().copied().collect();
                        for (s, c) in all.into_iter().enumerate() {
                            self.set_inaccessible(s, &c);
                            self.public(LogEvent::InaccessibleRevealed {
                                who: Who(s),
                                actions: [Act(c[0]), Act(c[1])],
                            });
                        }
                        self.start_season();
                    }
                }
            }
            (Phase::Orders { picks }, Command::ChooseOrder { action }) => {
                picks[seat].push(action);
                let n = picks[seat].len();
                self.private(
                    seat,
                    LogEvent::OrderPutOwn {
                        action: Act(action),
                        n,
                    },
                    None,
                );
                self.after_order_pick(seat);
            }
            (Phase::Orders { .. }, Command::ChooseDummyOrder { action }) => {
                if let Some(d) = self.dummy_of(seat) {
                    self.dummies[d].chosen = Some(action);
                }
                self.private(
                    seat,
                    LogEvent::DummyOrderOwn {
                        action: Act(action),
                    },
                    None,
                );
                self.after_order_pick(seat);
            }
            (Phase::Orders { picks }, Command::ClearOrders) => {
                picks[seat].clear();
                self.note_take_back(seat, 0);
                if let Some(d) = self.dummy_of(seat) {
                    self.dummies[d].chosen = None;
                }
                self.private(seat, LogEvent::OrdersTakenBackOwn, None);
            }
            (
                Phase::Execute {
                    pending: Some(pe), ..
                },
                cmd,
            ) => {
                let pe = pe.clone();
                self.apply_exec(pe, cmd);
            }
            (Phase::Production { queue, drafts }, cmd) => {
                let sim = drafts[seat].is_some();
                let mut done = false;
                if sim {
                    let Some((mut draft, mut deferred)) = drafts[seat].take() else {
                        return;
                    };
                    match cmd {
                        Command::UseRoom { pos, trolls, dig } => {
                            if let Some((r, what)) =
                                self.use_room(&mut draft, pos, trolls, dig, &mut deferred)
                            {
                                let room = Card::room(r);
                                self.private(seat, LogEvent::RoomUsedOwn { room, what }, None);
                            }
                        }
                        Command::Retrieve { action } => {
                            Self::retrieve(&mut draft, action);
                            let action = Act(action);
                            self.private(seat, LogEvent::OrderRetrievedOwn { action }, None);
                            done = true;
                        }
                        _ => {}
                    }
                    if let Phase::Production { drafts, .. } = &mut self.phase {
                        drafts[seat] = Some((draft, deferred));
                        if done {
                            // A finished draft waits, hidden, until everyone is done.
                            if let Some(d) = drafts[seat].as_mut() {
                                d.0.minions_home = 3;
                            }
                        }
                    }
                    if done {
                        self.mark_sim_done(seat);
                    }
                } else {
                    let _ = queue;
                    let mut deferred = vec![];
                    let mut p = std::mem::replace(&mut self.players[seat], placeholder_player());
                    match cmd {
                        Command::UseRoom { pos, trolls, dig } => {
                            let used = self.use_room(&mut p, pos, trolls, dig, &mut deferred);
                            self.players[seat] = p;
                            if let Some((r, what)) = used {
                                let room = Card::room(r);
                                self.public(LogEvent::RoomUsed { who, room, what });
                            }
                            self.apply_deferred(seat, deferred);
                        }
                        Command::Retrieve { action } => {
                            Self::retrieve(&mut p, action);
                            self.players[seat] = p;
                            let action = Act(action);
                            self.public(LogEvent::OrderRetrieved { who, action });
                            done = true;
                        }
                        _ => self.players[seat] = p,
                    }
                    if done {
                        if let Phase::Production { queue, .. } = &mut self.phase {
                            queue.retain(|&s| s != seat);
                            if queue.is_empty() {
                                self.finish_production();
                            }
                        }
                    }
                }
            }
            (Phase::Payday { state, .. }, cmd) => {
                let Some(&m) = state.undecided.first() else {
                    return;
                };
                state.undecided.remove(0);
                match cmd {
                    Command::PayMonster { pay_trap, feed, .. } => {
                        let cost = self.defs.monster(&self.inst, m).cost;
                        state.food += cost.food;
                        state.gold += cost.gold;
                        state.evil += cost.evil;
                        state.kept.push(m);
                        if let Some(t) = pay_trap {
                            state.traps.push(t);
                        }
                        if let Some(f) = feed {
                            state.undecided.retain(|&o| o != f);
                            state.fed.push(f);
                        }
                    }
                    Command::ReleaseMonster { .. } => state.released.push(m),
                    _ => {}
                }
                if state.undecided.is_empty() {
                    let st = std::mem::take(state);
                    self.settle_payday(st);
                    self.next_payday();
                }
            }
            (Phase::Taxes { queue }, Command::PayTax { gold }) => {
                queue.remove(0);
                let empty = queue.is_empty();
                let p = &mut self.players[seat];
                let tax = p.dungeon.n_tiles().div_ceil(2) as u8;
                p.gold -= gold;
                // RULE EVENT-TAX-4.
                let unpaid = tax - gold;
                p.dead_letters += unpaid;
                self.public(LogEvent::TaxesPaid {
                    who,
                    n: gold,
                    tax,
                    unpaid,
                });
                if empty {
                    self.start_adventurers();
                }
            }
            (Phase::Special(st), cmd) => {
                match cmd {
                    Command::SacrificeMonster { monster } => {
                        st.queue.remove(0);
                        self.players[seat].monsters.retain(|m| m.id != monster);
                        self.players[seat].release_troll_tokens(&self.defs, &self.inst);
                        self.discarded_monsters.push(monster);
                        let monster = Card::monster(monster);
                        self.public(LogEvent::WitchHuntSacrifice { who, monster });
                    }
                    Command::AcceptEvil => {
                        st.queue.remove(0);
                        self.public(LogEvent::WitchHuntEvil { who });
                        self.change_evil(seat, 3);
                    }
                    Command::PayStrike { monster } => {
                        st.undecided.retain(|&m| m != monster);
                        self.players[seat].food -= 1;
                        self.public(LogEvent::StrikePaid { who });
                    }
                    Command::LetStrike { monster } => {
                        st.undecided.retain(|&m| m != monster);
                        if let Some(m) = self.players[seat]
                            .monsters
                            .iter_mut()
                            .find(|m| m.id == monster)
                        {
                            m.on_strike = true;
                            m.knocked_out = true;
                        }
                        let monster = Card::monster(monster);
                        self.public(LogEvent::Strike { who, monster });
                    }
                    Command::PayVip => {
                        st.queue.remove(0);
                        self.players[seat].gold -= 1;
                        self.public(LogEvent::VipPaid { who });
                        self.change_evil(seat, -1);
                    }
                    Command::SkipVip => {
                        st.queue.remove(0);
                        self.public(LogEvent::VipSkipped { who });
                    }
                    Command::Collapse { pos } => {
                        st.collapsed += 1;
                        if let Some(mut t) = self.players[seat].dungeon.at(pos) {
                            t.conquered = true;
                            self.players[seat].dungeon.set(pos, Some(t));
                        }
                        self.public(LogEvent::TileCollapses { who, pos: At(pos) });
                    }
                    _ => {}
                }
                self.next_special();
            }
            (Phase::Combat(_), cmd) => super::combat::apply(self, seat, cmd),
            _ => {}
        }
    }
}
