//! Applying a legal combat command, settling decisions that offer no choice, and naming the
//! rule a refused command breaks.

use super::lookup::{monster_kind, stats, trap_def};
use super::monsters::do_attack;
use super::options::{legal_commands, limits, waiting_for};
use super::round::{commit, nearest_targets, release, run, start_round};
use super::spells::{lose_trap, non_ghosts, spell_on_monster, withdraw};
use super::traps::{bait_for, spring, trap_effect};
use crate::common::Seat;
use crate::dungeon_lords::command::Command;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

/// COMBAT-SETUP-*: called when autumn ends.
pub(crate) fn start_combat(game: &mut Game) {
    // RULE COMBAT-SETUP-1: the city's four cards become rounds 1..4 in order.
    // RULE COMBAT-SETUP-3: the starting player of autumn starts every combat step.
    game.public(LogEvent::CombatBegins {
        year: game.year,
        who: Who(game.starting_player),
    });
    // RULE COMBAT-SETUP-2: monsters are face up except those on strike.
    for p in game.players.iter_mut() {
        for m in p.monsters.iter_mut() {
            m.knocked_out = m.on_strike;
        }
    }
    let mut c = CombatState {
        round: 0,
        seats: vec![SeatCombat::default(); game.n_players()],
        stage: Stage::Planning,
    };
    start_round(game, &mut c);
    game.phase = Phase::Combat(Box::new(c));
    drive(game);
}

/// Test support: puts a hand-built game straight into combat (COMBAT-SETUP-*), exactly as the
/// end of autumn does. Tests set parties, monsters, traps, dungeons and the city first.
pub fn start_combat_for_test(game: &mut Game) {
    start_combat(game);
}

/// Takes the combat state out, runs the machine, and puts it back unless combat ended.
pub(crate) fn drive(game: &mut Game) {
    let Phase::Combat(_) = &game.phase else {
        return;
    };
    let placeholder = Phase::Combat(Box::default());
    let Phase::Combat(mut c) = std::mem::replace(&mut game.phase, placeholder) else {
        return;
    };
    if !settle(game, &mut c) {
        game.phase = Phase::Combat(c);
    }
}

/// The rule a refused combat command breaks.
pub(crate) fn explain(game: &Game, seat: Seat, cmd: &Command) -> (&'static str, String) {
    let c = match &game.phase {
        Phase::Combat(c) => Some(c.as_ref()),
        _ => None,
    };
    let p = game.players.get(seat);
    let plan = c.and_then(|c| c.seats.get(seat)).map(|sc| &sc.plan);
    // A command of a kind the current decision does not take names the step that is under way.
    if let Some(c) = c {
        let planning_kind = matches!(
            cmd,
            Command::ChooseTarget { .. }
                | Command::PlanTrap { .. }
                | Command::PlanMonster { .. }
                | Command::ResetPlan
                | Command::FinishPlanning
                | Command::ReleasePrisoner { .. }
        );
        if planning_kind == c.battle().is_some() {
            return match c.battle() {
                None => (
                    "COMBAT-PLAN-8",
                    format!(
                        "combat round {} is being planned: choose a target, traps and monsters, or finish planning",
                        c.round
                    ),
                ),
                Some(b) => (
                    "COMBAT-BATTLE-1",
                    format!(
                        "{}'s battle is at its {:?} step",
                        game.seat_name(b.seat),
                        b.step
                    ),
                ),
            };
        }
    }
    let (rule, msg) = match cmd {
        Command::ChooseTarget { .. } => (
            "COMBAT-PLAN-2",
            "the target must be an unconquered tile nearest to the entrance",
        ),
        Command::PlanTrap { trap } => {
            let owned = p.is_some_and(|p| p.traps.contains(trap));
            let target = plan.and_then(|pl| pl.target);
            let bait = target.map_or(0, |t| bait_for(game, seat, t));
            let full = match (plan, target) {
                (Some(pl), Some(t)) => pl.traps.len() >= limits(game, seat, t).0,
                _ => false,
            };
            let d = trap_def(game, *trap);
            let gold = match (p, plan) {
                (Some(p), Some(pl)) => p.gold.saturating_sub(pl.bait.saturating_add(pl.gold)),
                _ => 0,
            };
            if !owned || full {
                (
                    "COMBAT-PLAN-4",
                    "a tile takes at most 1 of your trap cards (2 in a labyrinth)",
                )
            } else if bait > 0 && gold < bait {
                ("COMBAT-PLAN-6", "a trap in a room needs 1 gold as bait")
            } else if d.is_some() {
                (
                    "COMBAT-PLAN-7",
                    "the trap's extra cost must be affordable when it is planned",
                )
            } else {
                ("COMBAT-PLAN-4", "that is not one of your trap cards")
            }
        }
        Command::PlanMonster { monster } => {
            let own = p.and_then(|p| p.monsters.iter().find(|o| o.id == *monster));
            match own {
                Some(o) if o.knocked_out || o.on_strike || o.banished => (
                    "COMBAT-PLAN-5",
                    "only face-up monsters in your lair can be committed",
                ),
                Some(_) => (
                    "COMBAT-PLAN-4",
                    "at most 1 monster in a tunnel or labyrinth and 2 in a room (ghosts unlimited)",
                ),
                None => ("COMBAT-PLAN-5", "that monster is not in your lair"),
            }
        }
        Command::ReleasePrisoner { .. } => {
            ("COMBAT-END-4", "free a regular prisoner before a paladin")
        }
        Command::ResetPlan if c.is_some_and(|c| !game.may_take_back(seat, c.round)) => (
            "TAKEBACK-1",
            "a combat plan may be reset at most 16 times per round",
        ),
        Command::UseTrap { .. } => ("COMBAT-TRAP-5", "choose one of your planned traps"),
        Command::AimTrap { .. } => ("TRAP-NOTE-1", "aim the dart at an adventurer of the party"),
        Command::Attack {
            monster,
            option,
            target,
        } => {
            let first = c
                .and_then(|c| c.battle())
                .and_then(|b| game.players.get(b.seat))
                .and_then(|p| p.party.first())
                .map(|m| m.id);
            let kind = monster_kind(game, *monster);
            let target_class = target.and_then(|t| stats(game, t).class);
            match (kind, option) {
                (Some(MonsterKind::Ghost), _) if *target == first && first.is_some() => {
                    ("MON-GHOST-1", "a ghost never attacks the first adventurer")
                }
                (Some(MonsterKind::Vampire), _)
                    if target_class == Some(AdventurerClass::Priest) =>
                {
                    ("MON-VAMPIRE-1", "a vampire never attacks priests")
                }
                (Some(MonsterKind::Troll), AttackOption::Fed) => (
                    "MON-TROLL-1",
                    "feeding the troll needs 1 food not set aside for a trap",
                ),
                (_, AttackOption::Idle) => {
                    ("COMBAT-MON-3", "a committed monster must attack if it can")
                }
                _ => (
                    "COMBAT-MON-2",
                    "choose one of the attacks shown on the monster's tile, on a legal target",
                ),
            }
        }
        Command::PayMonster { .. } | Command::Withdraw { .. } => {
            ("SPELL-7", "pay the monster's full cost or withdraw it")
        }
        Command::ChooseMonster { .. } => ("SPELL-5", "choose one of your monsters in this battle"),
        _ => (
            "COMBAT-1",
            "that command does not fit the combat decision you owe now",
        ),
    };
    (rule, msg.into())
}

/// Applies a legal combat command.
pub(crate) fn apply(game: &mut Game, seat: Seat, cmd: Command) {
    let Phase::Combat(_) = &game.phase else {
        return;
    };
    let Phase::Combat(mut c) = std::mem::replace(&mut game.phase, Phase::Combat(Box::default()))
    else {
        return;
    };
    apply_inner(game, &mut c, seat, cmd);
    if !settle(game, &mut c) {
        game.phase = Phase::Combat(c);
    }
}

pub(crate) fn apply_inner(game: &mut Game, c: &mut CombatState, seat: Seat, cmd: Command) {
    match &mut c.stage {
        Stage::Planning => apply_plan(game, c, seat, cmd),
        Stage::Battle {
            battle: Some(b), ..
        } => {
            let mut b2 = std::mem::take(b);
            apply_battle(game, &mut b2, cmd);
            if let Stage::Battle {
                battle: Some(b), ..
            } = &mut c.stage
            {
                **b = *b2;
            }
        }
        Stage::Battle { battle: None, .. } => {}
    }
}

/// Runs the machine; a decision with exactly one legal command is no choice, so it is taken at
/// once (finishing a plan with nothing to commit, a lone goblin's standard attack, withdrawing a
/// monster whose cost cannot be paid). Returns true when combat is over.
pub(crate) fn settle(game: &mut Game, c: &mut CombatState) -> bool {
    for _ in 0..10_000 {
        if run(game, c) {
            return true;
        }
        let single = waiting_for(game, c).into_iter().find_map(|s| {
            let mut l = legal_commands(game, c, s);
            (l.len() == 1).then(|| (s, l.remove(0)))
        });
        let Some((s, cmd)) = single else {
            return false;
        };
        apply_inner(game, c, s, cmd);
    }
    false
}

pub(crate) fn apply_plan(game: &mut Game, c: &mut CombatState, seat: Seat, cmd: Command) {
    let who = Who(seat);
    let sim = game.config.simultaneous;
    match cmd {
        Command::ChooseTarget { pos } => {
            c.seats[seat].plan.target = Some(pos);
            game.private(seat, LogEvent::TargetChosenOwn { pos: At(pos) }, None);
        }
        Command::ReleasePrisoner { adventurer } => {
            release(game, seat, adventurer);
            c.seats[seat].planned = true;
        }
        Command::PlanTrap { trap } => {
            let Some(d) = trap_def(game, trap).cloned() else {
                return;
            };
            let bait = c.seats[seat]
                .plan
                .target
                .map_or(0, |p| bait_for(game, seat, p));
            let plan = &mut c.seats[seat].plan;
            plan.traps.push(trap);
            plan.bait = plan.bait.saturating_add(bait);
            plan.gold = plan.gold.saturating_add(d.extra_gold);
            plan.food = plan.food.saturating_add(d.extra_food);
            plan.imps = plan.imps.saturating_add(d.extra_imp);
            game.private(
                seat,
                LogEvent::TrapPlannedOwn {
                    trap: Card::trap(trap),
                },
                (!sim).then_some(LogEvent::TrapPlanned { who }),
            );
        }
        Command::PlanMonster { monster } => {
            c.seats[seat].plan.monsters.push(monster);
            let monster = Card::monster(monster);
            game.private(
                seat,
                LogEvent::MonsterCommittedOwn { monster },
                (!sim).then_some(LogEvent::MonsterCommitted { who, monster }),
            );
        }
        Command::ResetPlan => {
            // A target chosen among equals may be chosen again.
            let target = c.seats[seat]
                .plan
                .target
                .filter(|_| nearest_targets(game, seat).len() == 1);
            c.seats[seat].plan = Plan {
                target,
                ..Plan::default()
            };
            game.note_take_back(seat, c.round);
            game.private(seat, LogEvent::PlanClearedOwn, None);
        }
        Command::FinishPlanning => {
            c.seats[seat].planned = true;
            if !sim {
                commit(game, c, seat);
            } else {
                game.private(
                    seat,
                    LogEvent::PlanningFinishedOwn,
                    Some(LogEvent::PlanningFinished { who }),
                );
            }
        }
        _ => {}
    }
}

pub(crate) fn apply_battle(game: &mut Game, b: &mut Battle, cmd: Command) {
    let seat = b.seat;
    match cmd {
        Command::UseTrap { trap } => {
            // RULE COMBAT-TRAP-5: the chosen trap is used first.
            spring(game, b, trap);
        }
        Command::AimTrap { adventurer } => {
            if let Some(t) = b.aiming.take() {
                if let Some(def) = trap_def(game, t).cloned() {
                    trap_effect(game, b, &def, Some(adventurer));
                }
                game.trap_discard.push(t);
            }
        }
        Command::Attack {
            monster,
            option,
            target,
        } => {
            if option == AttackOption::SecondHit {
                b.second_hit = None;
            }
            do_attack(game, b, monster, option, target);
        }
        Command::PayMonster {
            monster,
            pay_trap,
            feed,
        } => {
            pay_cost(game, seat, monster, pay_trap, feed);
            next_suggestion(b);
        }
        Command::Withdraw { monster } => {
            withdraw(game, b, monster);
            next_suggestion(b);
        }
        Command::WithdrawAll => {
            for m in non_ghosts(game, b) {
                withdraw(game, b, m);
            }
            b.pending = None;
        }
        Command::AcceptEvil => {
            b.pending = None;
            game.public(LogEvent::KeepMonstersEvil { who: Who(seat) });
            // RULE COMBAT-PAL-5: may bring the paladin at once.
            game.change_evil(seat, 2);
        }
        Command::ChooseMonster { monster } => {
            if let Some(SpellPending::PickMonster { spell, .. }) = b.pending.take() {
                spell_on_monster(game, b, spell, monster);
            }
        }
        Command::DiscardTrap { trap } => {
            b.pending = None;
            lose_trap(game, seat, trap);
        }
        _ => {}
    }
}

pub(crate) fn next_suggestion(b: &mut Battle) {
    if let Some(SpellPending::Suggestion { monsters }) = &mut b.pending {
        if !monsters.is_empty() {
            monsters.remove(0);
        }
        if monsters.is_empty() {
            b.pending = None;
        }
    }
}

/// SPELL-7, COST-3: pays monster `m`'s printed cost (evil paid this way is paying with evil).
pub(crate) fn pay_cost(
    game: &mut Game,
    seat: Seat,
    m: u16,
    pay_trap: Option<u16>,
    feed: Option<u16>,
) {
    let Some(cost) = game
        .inst
        .monsters
        .get(m as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
        .map(|d| d.cost)
    else {
        return;
    };
    let p = &mut game.players[seat];
    p.food = p.food.saturating_sub(cost.food);
    p.gold = p.gold.saturating_sub(cost.gold);
    if let Some(t) = pay_trap {
        if let Some(i) = p.traps.iter().position(|&x| x == t) {
            p.traps.remove(i);
            game.trap_discard.push(t);
        }
    }
    if let Some(f) = feed {
        let p = &mut game.players[seat];
        if let Some(i) = p.monsters.iter().position(|o| o.id == f) {
            p.monsters.remove(i);
            game.discarded_monsters.push(f);
        }
    }
    game.public(LogEvent::MonsterCostPaid {
        who: Who(seat),
        monster: Card::monster(m),
    });
    game.pay_evil(seat, cost.evil);
}
