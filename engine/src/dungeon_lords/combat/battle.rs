//! One battle, step by step (COMBAT-BATTLE-1): traps, spells, monsters, healing, fatigue and
//! conquest.

use super::damage::{deal, Source};
use super::lookup::{card, stats};
use super::monsters::{attack_options, do_attack, second_hit_targets};
use super::spells::spell_step;
use super::traps::{spring, trap_choice_needed};
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

/// Advances the battle by one step or sub-step. Returns true when a decision is owed.
pub(crate) fn battle_step(game: &mut Game, c: &mut CombatState, b: &mut Battle) -> bool {
    let seat = b.seat;
    if game.players[seat].party.is_empty() && b.step != Step::Over {
        // RULE COMBAT-BATTLE-2: the remaining steps are skipped.
        b.step = Step::Over;
        return false;
    }
    match b.step {
        Step::Trap => {
            if b.aiming.is_some() {
                return true;
            }
            if b.plan.traps.is_empty() {
                b.step = Step::FastSpell;
                return false;
            }
            if trap_choice_needed(game, b) {
                return true;
            }
            let t = b.plan.traps[0];
            spring(game, b, t);
            false
        }
        Step::FastSpell => {
            if b.pending.is_some() {
                return true;
            }
            if !b.fast_done {
                b.fast_done = true;
                spell_step(game, c.round, b, SpellTiming::Fast);
                if b.pending.is_some() {
                    return true;
                }
            }
            b.step = Step::Monsters;
            false
        }
        Step::Monsters => {
            if b.second_hit.is_some() {
                if second_hit_targets(game, b).is_empty() {
                    b.second_hit = None;
                } else {
                    return true;
                }
            }
            if b.to_attack.is_empty() {
                b.step = Step::SlowSpell;
                return false;
            }
            // Monsters that cannot attack take their turn at once when nobody else can attack.
            if b.to_attack
                .iter()
                .all(|&m| attack_options(game, b, m).is_empty())
            {
                let m = b.to_attack[0];
                do_attack(game, b, m, AttackOption::Idle, None);
                return false;
            }
            true
        }
        Step::SlowSpell => {
            if b.pending.is_some() {
                return true;
            }
            if !b.slow_done {
                b.slow_done = true;
                spell_step(game, c.round, b, SpellTiming::Slow);
                if b.pending.is_some() {
                    return true;
                }
            }
            b.step = Step::Heal;
            false
        }
        Step::Heal => {
            heal_step(game, b);
            b.step = Step::Conquest;
            false
        }
        Step::Conquest => {
            conquest_step(game, c.round, b);
            b.step = Step::EndOfBattle;
            false
        }
        Step::EndOfBattle => {
            // RULE COMBAT-BATTLE-4, TRAP-NOTE-1: the poison's 2 damage, unpreventable.
            for id in std::mem::take(&mut b.poison) {
                if game.players[seat].party.iter().any(|m| m.id == id) {
                    game.public(LogEvent::Poison {
                        adventurer: Fighter(id),
                    });
                    deal(game, b, id, 2, Source::Poison);
                }
            }
            b.step = Step::Over;
            false
        }
        Step::Over => false,
    }
}

/// HEAL-1..3.
pub(crate) fn heal_step(game: &mut Game, b: &Battle) {
    let seat = b.seat;
    let heal: u8 = game.players[seat]
        .party
        .iter()
        .map(|m| stats(game, m.id).heal)
        .fold(0u8, u8::saturating_add);
    if heal == 0 {
        return;
    }
    if !b.attacked {
        // RULE HEAL-1: no monster or ghost attacked, so no healing.
        game.public(LogEvent::NoHealNoAttack);
        return;
    }
    if b.no_heal {
        // RULE HEAL-3.
        game.public(LogEvent::NoHeal);
        return;
    }
    // RULE HEAL-2: front first.
    let mut pool = heal;
    let mut healed = 0;
    for m in game.players[seat].party.iter_mut() {
        let h = m.damage.min(pool);
        m.damage -= h;
        pool -= h;
        healed += h;
    }
    game.public(LogEvent::PartyHeals { n: healed });
}

/// FATIGUE-*, CONQUEST-*.
pub(crate) fn conquest_step(game: &mut Game, round: u8, b: &mut Battle) {
    let seat = b.seat;
    if b.no_conquest {
        // RULE FATIGUE-3: no conquest, no fatigue.
        game.public(LogEvent::NoConquest);
        return;
    }
    let fatigue = card(game, round).map_or(0, |k| k.fatigue);
    // RULE FATIGUE-2: one point at a time to the current first adventurer.
    for _ in 0..fatigue {
        let invisible = b.invisible;
        let next = game.players[seat]
            .party
            .iter()
            .find(|m| !(invisible && stats(game, m.id).class == Some(AdventurerClass::Wizard)))
            .map(|m| m.id);
        let Some(id) = next else { break };
        game.public(LogEvent::Fatigue {
            adventurer: Fighter(id),
        });
        deal(game, b, id, 1, Source::Fatigue);
        if game.players[seat].party.is_empty() {
            // RULE CONQUEST-2.
            game.public(LogEvent::FatigueFinishes);
            return;
        }
    }
    let pos = b.target;
    if let Some(mut t) = game.players[seat].dungeon.at(pos) {
        // RULE CONQUEST-1, CONQUEST-3: flipped for good; the owner loses 1 evil.
        t.conquered = true;
        game.players[seat].dungeon.set(pos, Some(t));
        game.public(LogEvent::TileConquered {
            who: Who(seat),
            pos: At(pos),
        });
        if b.magic_key {
            let p = &mut game.players[seat];
            if p.gold > 0 {
                p.gold -= 1;
                game.public(LogEvent::MagicKeyGold);
            } else if p.food > 0 {
                p.food -= 1;
                game.public(LogEvent::MagicKeyFood);
            }
        }
        // RULE COMBAT-PAL-1: this may move the paladin.
        game.change_evil(seat, -1);
    }
}
