//! Damage and elimination (DMG-*): the one place an adventurer loses hit points or leaves its
//! party for a prison.

use super::lookup::stats;
use crate::common::Seat;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

/// Damage sources, for the effects that reduce damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Trap,
    Monster(u16),
    Fatigue,
    Poison,
}

/// Deals damage to adventurer `id`. Returns whether it was eliminated (DMG-1).
pub(crate) fn deal(game: &mut Game, b: &mut Battle, id: u16, amount: u8, source: Source) -> bool {
    let seat = b.seat;
    let Some(i) = game.players[seat].party.iter().position(|m| m.id == id) else {
        return false;
    };
    let st = stats(game, id);
    let mut amount = amount;
    if matches!(source, Source::Monster(_) | Source::Fatigue) {
        if b.invisible && st.class == Some(AdventurerClass::Wizard) {
            amount = 0;
        }
        if let Source::Monster(m) = source {
            if b.aura == Some(m) {
                amount = amount.saturating_sub(2);
            }
            if b.song
                && matches!(
                    st.class,
                    Some(AdventurerClass::Warrior | AdventurerClass::Paladin)
                )
            {
                amount = amount.saturating_sub(1);
            }
        }
        if b.shield && amount > 0 {
            amount -= 1;
            b.shield = false;
            game.public(LogEvent::ShieldAbsorbs);
        }
    }
    let adventurer = Fighter(id);
    if amount == 0 {
        game.public(LogEvent::NoDamage { adventurer });
        return false;
    }
    let m = &mut game.players[seat].party[i];
    m.damage = m.damage.saturating_add(amount);
    let hp = st.hp.saturating_add(m.bonus_hp);
    let dmg = m.damage;
    game.public(LogEvent::Damage {
        adventurer,
        n: amount,
        damage: dmg,
        hp,
    });
    if dmg >= hp {
        eliminate(game, seat, i);
        true
    } else {
        false
    }
}

/// DMG-1: the adventurer goes to the owner's prison (an illusion just vanishes, PARTY-6).
pub(crate) fn eliminate(game: &mut Game, seat: Seat, idx: usize) {
    if idx >= game.players[seat].party.len() {
        return;
    }
    let m = game.players[seat].party.remove(idx);
    let adventurer = Fighter(m.id);
    if m.id == ILLUSION {
        game.public(LogEvent::IllusionVanishes { adventurer });
        return;
    }
    game.players[seat].prison.push(m.id);
    if m.id == game.paladin.0 {
        // RULE COMBAT-PAL-4, PALADIN-9.
        game.paladin.1 = PaladinAt::Prison { seat };
    }
    game.public(LogEvent::Imprisoned {
        adventurer,
        who: Who(seat),
    });
}
