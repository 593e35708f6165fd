//! Traps in battle (COMBAT-TRAP-*, ROOM-LAB-*): which trap goes first, bait, springing and each
//! trap's effect.

use super::damage::{deal, Source};
use super::lookup::{room_at, stats, trap_def};
use crate::common::Seat;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

pub(crate) fn trap_choice_needed(game: &Game, b: &Battle) -> bool {
    // RULE COMBAT-TRAP-5: two traps are used in the order the owner chooses.
    if b.plan.traps.len() < 2 {
        return false;
    }
    let kinds: Vec<Option<usize>> = b
        .plan
        .traps
        .iter()
        .map(|&t| game.inst.traps.get(t as usize).map(|&d| d as usize))
        .collect();
    kinds.iter().any(|k| *k != kinds[0])
}

/// Bait gold a trap on this tile needs (COMBAT-PLAN-6, ROOM-LAB-1).
pub(crate) fn bait_for(game: &Game, seat: Seat, pos: Pos) -> u8 {
    match game.players[seat].dungeon.at(pos) {
        Some(Tile {
            kind: TileKind::Room(_),
            ..
        }) => {
            if room_at(game, seat, pos) == Some(RoomFunction::Labyrinth) {
                0
            } else {
                1
            }
        }
        _ => 0,
    }
}

/// COMBAT-TRAP-1: reveal, pay, then (unless it needs a target) apply.
pub(crate) fn spring(game: &mut Game, b: &mut Battle, t: u16) {
    let seat = b.seat;
    let Some(def) = trap_def(game, t).cloned() else {
        b.plan.traps.retain(|&x| x != t);
        return;
    };
    let bait = bait_for(game, seat, b.target);
    {
        let plan = &mut b.plan;
        plan.traps.retain(|&x| x != t);
        // RULE COMBAT-PLAN-6: the bait gold is discarded; RULE COMBAT-PLAN-7: extra costs paid.
        plan.bait = plan.bait.saturating_sub(bait);
        plan.gold = plan.gold.saturating_sub(def.extra_gold);
        plan.food = plan.food.saturating_sub(def.extra_food);
        plan.imps = plan.imps.saturating_sub(def.extra_imp);
    }
    let (who, trap) = (Who(seat), Card::trap(t));
    game.public(
        if bait > 0 || def.extra_gold > 0 || def.extra_food > 0 || def.extra_imp > 0 {
            LogEvent::TrapRevealedPaying {
                who,
                trap,
                paid: Amounts {
                    bait,
                    gold: def.extra_gold,
                    food: def.extra_food,
                    imps: def.extra_imp,
                    ..Amounts::default()
                },
            }
        } else {
            LogEvent::TrapRevealed { who, trap }
        },
    );
    if matches!(def.kind, TrapKind::PoisonedDart | TrapKind::AntiMagicDart) {
        let party = &game.players[seat].party;
        if party.len() == 1 {
            let id = party[0].id;
            trap_effect(game, b, &def, Some(id));
        } else {
            // The card lies face up until its target is chosen, then is discarded.
            b.aiming = Some(t);
            return;
        }
    } else {
        trap_effect(game, b, &def, None);
    }
    // The card goes to the discard pile face down.
    game.trap_discard.push(t);
}

/// Applies a trap's effect (catalog §6, CAT-5), disarm front first (COMBAT-TRAP-3).
pub(crate) fn trap_effect(game: &mut Game, b: &mut Battle, def: &TrapDef, aim: Option<u16>) {
    let seat = b.seat;
    let year = usize::from(game.year >= 2);
    let n = def.damage.get(year).copied().unwrap_or(0);
    let ids: Vec<u16> = game.players[seat].party.iter().map(|m| m.id).collect();
    let mut dmg: Vec<u8> = vec![0; ids.len()];
    match def.kind {
        TrapKind::RollingStone => {
            if let Some(d) = dmg.first_mut() {
                *d = n;
            }
        }
        TrapKind::Pendulum => {
            if let Some(d) = dmg.get_mut(1) {
                *d = n;
            }
        }
        TrapKind::TrapDoor => {
            if let Some(d) = dmg.first_mut() {
                *d = n;
            }
            // RULE COMBAT-TRAP-4: the no-conquest effect stands even if disarm stops the damage.
            b.no_conquest = true;
        }
        TrapKind::WallOfFire => {
            for d in dmg.iter_mut() {
                *d = n;
            }
            if let Some(d) = dmg.last_mut() {
                *d = d.saturating_add(1);
            }
        }
        TrapKind::CursedRing => {
            for d in dmg.iter_mut() {
                *d = n;
            }
            b.no_conquest = true;
        }
        TrapKind::PoisonedMeal => {
            if let Some(first) = game.players[seat].party.first() {
                let hp = stats(game, first.id).hp.saturating_add(first.bonus_hp);
                dmg[0] = hp;
            }
        }
        TrapKind::KamikazeImp => {
            for (i, d) in dmg.iter_mut().enumerate() {
                *d = if i == 0 { n } else { 1 };
            }
        }
        TrapKind::PoisonedDart | TrapKind::AntiMagicDart => {
            if let Some(i) = aim.and_then(|a| ids.iter().position(|&x| x == a)) {
                dmg[i] = n;
                let id = ids[i];
                if def.kind == TrapKind::PoisonedDart {
                    // RULE TRAP-NOTE-1: 2 more at the end of the battle.
                    b.poison.push(id);
                } else {
                    // RULE TRAP-NOTE-2: a wizard hit stops the spell, a priest hit the healing.
                    match stats(game, id).class {
                        Some(AdventurerClass::Wizard) => {
                            b.no_spell = true;
                            game.public(LogEvent::AntiMagicWizard);
                        }
                        Some(AdventurerClass::Priest) => {
                            b.no_heal = true;
                            game.public(LogEvent::AntiMagicPriest);
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    // RULE COMBAT-TRAP-3: the party's disarm prevents damage front first, across a Labyrinth's
    // two traps (ROOM-LAB-2).
    let total: u8 = ids
        .iter()
        .map(|&id| stats(game, id).disarm)
        .fold(0u8, u8::saturating_add);
    let mut pool = total.saturating_sub(b.disarm_used);
    for d in dmg.iter_mut() {
        let stop = (*d).min(pool);
        *d -= stop;
        pool -= stop;
        b.disarm_used += stop;
    }
    let mut any = false;
    for (id, d) in ids.iter().zip(dmg) {
        if d > 0 {
            any = true;
            deal(game, b, *id, d, Source::Trap);
        }
    }
    if !any {
        game.public(LogEvent::TrapNoDamage);
    }
}
