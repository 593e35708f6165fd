//! Combat decisions owed and their legal commands: planning (COMBAT-PLAN-*) and battle choices.

use super::lookup::{is_ghost, room_at, trap_def};
use super::monsters::{attack_options, second_hit_targets};
use super::round::{nearest_targets, planners, release_candidates};
use super::traps::{bait_for, trap_choice_needed};
use crate::common::Seat;
use crate::dungeon_lords::command::Command;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

/// Seats that owe a combat decision.
pub(crate) fn waiting_for(game: &Game, c: &CombatState) -> Vec<Seat> {
    match &c.stage {
        Stage::Planning => planners(game, c),
        Stage::Battle {
            battle: Some(b), ..
        } => {
            if battle_decision(game, b) {
                vec![b.seat]
            } else {
                vec![]
            }
        }
        Stage::Battle { battle: None, .. } => vec![],
    }
}

pub(crate) fn battle_decision(game: &Game, b: &Battle) -> bool {
    !battle_options(game, b).is_empty()
}

pub(crate) fn battle_options(game: &Game, b: &Battle) -> Vec<Command> {
    let seat = b.seat;
    let p = &game.players[seat];
    match b.step {
        Step::Trap => {
            if b.aiming.is_some() {
                return p
                    .party
                    .iter()
                    .map(|m| Command::AimTrap { adventurer: m.id })
                    .collect();
            }
            if trap_choice_needed(game, b) {
                return b
                    .plan
                    .traps
                    .iter()
                    .map(|&t| Command::UseTrap { trap: t })
                    .collect();
            }
            vec![]
        }
        Step::FastSpell | Step::SlowSpell => match &b.pending {
            Some(SpellPending::Suggestion { monsters }) => {
                let Some(&m) = monsters.first() else {
                    return vec![];
                };
                let mut out = pay_options(game, b, m);
                out.push(Command::Withdraw { monster: m });
                out
            }
            Some(SpellPending::WordOfPeace) => vec![Command::WithdrawAll, Command::AcceptEvil],
            Some(SpellPending::PickMonster { monsters, .. }) => monsters
                .iter()
                .map(|&m| Command::ChooseMonster { monster: m })
                .collect(),
            Some(SpellPending::LoseTrap) => p
                .traps
                .iter()
                .map(|&t| Command::DiscardTrap { trap: t })
                .collect(),
            None => vec![],
        },
        Step::Monsters => {
            if let Some(m) = b.second_hit {
                return second_hit_targets(game, b)
                    .into_iter()
                    .map(|t| Command::Attack {
                        monster: m,
                        option: AttackOption::SecondHit,
                        target: Some(t),
                    })
                    .collect();
            }
            let mut out = vec![];
            let all_idle = b
                .to_attack
                .iter()
                .all(|&m| attack_options(game, b, m).is_empty());
            if all_idle {
                return out;
            }
            for &m in &b.to_attack {
                let opts = attack_options(game, b, m);
                if opts.is_empty() {
                    out.push(Command::Attack {
                        monster: m,
                        option: AttackOption::Idle,
                        target: None,
                    });
                }
                for (option, target) in opts {
                    out.push(Command::Attack {
                        monster: m,
                        option,
                        target,
                    });
                }
            }
            out
        }
        _ => vec![],
    }
}

/// SPELL-7: ways to pay monster `m`'s cost for the Suggestion spell.
pub(crate) fn pay_options(game: &Game, b: &Battle, m: u16) -> Vec<Command> {
    let seat = b.seat;
    let p = &game.players[seat];
    let Some(def) = game
        .inst
        .monsters
        .get(m as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
    else {
        return vec![];
    };
    let cost = def.cost;
    if p.food < cost.food || p.gold < cost.gold || !game.can_pay_evil(seat, cost.evil) {
        return vec![];
    }
    p.special_payments(cost, |o| {
        o.id != m && !is_ghost(game, o.id) && !b.to_attack.contains(&o.id)
    })
    .into_iter()
    .map(|(pay_trap, feed)| Command::PayMonster {
        monster: m,
        pay_trap,
        feed,
    })
    .collect()
}

pub(crate) fn plan_options(game: &Game, c: &CombatState, seat: Seat) -> Vec<Command> {
    let sc = &c.seats[seat];
    let p = &game.players[seat];
    let Some(target) = sc.plan.target else {
        let targets = nearest_targets(game, seat);
        if targets.is_empty() {
            return release_candidates(game, seat)
                .into_iter()
                .map(|a| Command::ReleasePrisoner { adventurer: a })
                .collect();
        }
        return targets
            .into_iter()
            .map(|pos| Command::ChooseTarget { pos })
            .collect();
    };
    let plan = &sc.plan;
    let (max_traps, max_monsters) = limits(game, seat, target);
    let bait = bait_for(game, seat, target);
    let mut out = vec![];
    if plan.traps.len() < max_traps {
        let gold = p.gold.saturating_sub(plan.bait.saturating_add(plan.gold));
        let food = p.food.saturating_sub(plan.food);
        let imps = p.imps.saturating_sub(plan.imps);
        for &t in &p.traps {
            if plan.traps.contains(&t) {
                continue;
            }
            let Some(d) = trap_def(game, t) else { continue };
            // RULE COMBAT-PLAN-6, COMBAT-PLAN-7: bait and extra cost must be affordable now.
            if gold >= bait.saturating_add(d.extra_gold)
                && food >= d.extra_food
                && imps >= d.extra_imp
            {
                out.push(Command::PlanTrap { trap: t });
            }
        }
    }
    let n_monsters = plan
        .monsters
        .iter()
        .filter(|&&m| !is_ghost(game, m))
        .count();
    for om in &p.monsters {
        // RULE COMBAT-PLAN-5: only face-up monsters in the lair.
        if om.knocked_out || om.on_strike || om.banished || plan.monsters.contains(&om.id) {
            continue;
        }
        if is_ghost(game, om.id) || n_monsters < max_monsters {
            out.push(Command::PlanMonster { monster: om.id });
        }
    }
    // RULE TAKEBACK-1: a bounded number of plan resets per combat round.
    if (!plan.traps.is_empty()
        || !plan.monsters.is_empty()
        || nearest_targets(game, seat).len() > 1)
        && game.may_take_back(seat, c.round)
    {
        out.push(Command::ResetPlan);
    }
    out.push(Command::FinishPlanning);
    out
}

/// COMBAT-PLAN-4, ROOM-LAB-1: (traps, monsters) allowed on the target tile.
pub(crate) fn limits(game: &Game, seat: Seat, pos: Pos) -> (usize, usize) {
    match game.players[seat].dungeon.at(pos) {
        Some(Tile {
            kind: TileKind::Room(_),
            ..
        }) => {
            if room_at(game, seat, pos) == Some(RoomFunction::Labyrinth) {
                (2, 1)
            } else {
                (1, 2)
            }
        }
        _ => (1, 1),
    }
}

/// Legal combat commands for `seat`.
pub(crate) fn legal_commands(game: &Game, c: &CombatState, seat: Seat) -> Vec<Command> {
    match &c.stage {
        Stage::Planning => {
            if planners(game, c).contains(&seat) {
                plan_options(game, c, seat)
            } else {
                vec![]
            }
        }
        // `waiting_for` is `[b.seat]` exactly when these options are not empty, so they are
        // built once instead of twice.
        Stage::Battle {
            battle: Some(b), ..
        } if b.seat == seat => battle_options(game, b),
        Stage::Battle { .. } => vec![],
    }
}
