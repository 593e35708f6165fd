//! The round's spell (SPELL-*): magic totals, casting, and the spells that act on monsters.

use super::lookup::{card, is_ghost, stats};
use crate::common::Seat;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

pub(crate) fn magic_total(game: &Game, seat: Seat) -> u8 {
    game.players[seat]
        .party
        .iter()
        .map(|m| stats(game, m.id).magic)
        .fold(0u8, u8::saturating_add)
}

/// SPELL-1..7: the round's spell in the fast or slow step.
pub(crate) fn spell_step(game: &mut Game, round: u8, b: &mut Battle, timing: SpellTiming) {
    let Some((card_timing, card_spell)) = card(game, round).map(|c| (c.timing, c.spell)) else {
        return;
    };
    if card_timing != timing {
        return;
    }
    let Some(spell) = (round as usize)
        .checked_sub(1)
        .and_then(|i| game.city.get(i))
        .map(|&id| Card::combat(id))
    else {
        return;
    };
    // RULE SPELL-6, ROOM-ANTI-1: no spell in an Anti-magic Room.
    if b.room == Some(RoomFunction::AntiMagic) {
        game.public(LogEvent::SpellStopped { spell });
        return;
    }
    if b.no_spell {
        // RULE TRAP-NOTE-2.
        game.public(LogEvent::SpellBlocked { spell });
        return;
    }
    // RULE SPELL-1, SPELL-2: magic counted now, at least the round number.
    let magic = magic_total(game, b.seat);
    if magic < round {
        game.public(LogEvent::SpellTooWeak { magic, spell });
        return;
    }
    game.public(LogEvent::SpellCast { spell });
    cast(game, b, card_spell);
}

pub(crate) fn non_ghosts(game: &Game, b: &Battle) -> Vec<u16> {
    // RULE SPELL-5, MON-GHOST-2: spells about monsters treat ghosts as absent.
    b.to_attack
        .iter()
        .copied()
        .filter(|&m| !is_ghost(game, m))
        .collect()
}

pub(crate) fn cast(game: &mut Game, b: &mut Battle, spell: SpellKind) {
    let seat = b.seat;
    match spell {
        SpellKind::Fireball | SpellKind::Graffiti => {
            game.public(LogEvent::SpellNoEffect);
        }
        SpellKind::Invisibility => {
            b.invisible = true;
            let party = std::mem::take(&mut game.players[seat].party);
            let (wiz, mut rest): (Vec<PartyMember>, Vec<PartyMember>) = party
                .into_iter()
                .partition(|m| stats(game, m.id).class == Some(AdventurerClass::Wizard));
            rest.extend(wiz);
            game.players[seat].party = rest;
            game.public(LogEvent::Invisibility);
        }
        SpellKind::MagicShield => b.shield = true,
        SpellKind::DetectTreasure => {
            let p = &mut game.players[seat];
            if p.gold > 0 {
                p.gold -= 1;
                game.public(LogEvent::DetectTreasureGold);
            } else if p.food > 0 {
                p.food -= 1;
                game.public(LogEvent::DetectTreasureFood);
            } else if !p.traps.is_empty() {
                let first = p.traps[0];
                let same = p.traps.iter().all(|&t| {
                    game.inst.traps.get(t as usize) == game.inst.traps.get(first as usize)
                });
                if same {
                    lose_trap(game, seat, first);
                } else {
                    b.pending = Some(SpellPending::LoseTrap);
                }
            }
        }
        SpellKind::FistOfJustice => {
            let p = &mut game.players[seat];
            if p.imps > 0 {
                p.imps -= 1;
                game.public(LogEvent::FistOfJustice);
            }
        }
        SpellKind::Suggestion => {
            let ms = non_ghosts(game, b);
            if !ms.is_empty() {
                b.pending = Some(SpellPending::Suggestion { monsters: ms });
            }
        }
        SpellKind::WordOfPeace => {
            if !non_ghosts(game, b).is_empty() {
                b.pending = Some(SpellPending::WordOfPeace);
            }
        }
        SpellKind::DetectEvil => {
            // RULE COMBAT-PAL-5: this gain may bring the paladin into this very battle.
            game.change_evil(seat, 2);
        }
        SpellKind::Regeneration => {
            for m in game.players[seat].party.iter_mut() {
                m.damage = m.damage.saturating_sub(1);
            }
            game.public(LogEvent::Regeneration);
        }
        SpellKind::Illusion => {
            let party = &mut game.players[seat].party;
            if !party.iter().any(|m| m.id == ILLUSION) {
                // RULE PARTY-6: the illusion stands first, even before the paladin.
                party.insert(
                    0,
                    PartyMember {
                        id: ILLUSION,
                        damage: 0,
                        bonus_hp: 0,
                    },
                );
            }
        }
        SpellKind::CreateFood => {
            if let Some(m) = game.players[seat].party.first_mut() {
                m.bonus_hp = m.bonus_hp.saturating_add(1);
            }
        }
        SpellKind::BlindRage => b.blind_rage = true,
        SpellKind::SongOfCourage => b.song = true,
        SpellKind::MagicKey => b.magic_key = true,
        SpellKind::AuraOfFear | SpellKind::Metamorphosis | SpellKind::DimensionalGate => {
            let ms = non_ghosts(game, b);
            match ms.len() {
                0 => {}
                1 => spell_on_monster(game, b, spell, ms[0]),
                _ => {
                    b.pending = Some(SpellPending::PickMonster {
                        spell,
                        monsters: ms,
                    })
                }
            }
        }
    }
}

pub(crate) fn lose_trap(game: &mut Game, seat: Seat, t: u16) {
    let p = &mut game.players[seat];
    if let Some(i) = p.traps.iter().position(|&x| x == t) {
        p.traps.remove(i);
        game.trap_discard.push(t);
        game.private(
            seat,
            LogEvent::DetectTreasureTrapOwn {
                trap: Card::trap(t),
            },
            Some(LogEvent::DetectTreasureTrap),
        );
    }
}

pub(crate) fn spell_on_monster(game: &mut Game, b: &mut Battle, spell: SpellKind, m: u16) {
    let monster = Card::monster(m);
    match spell {
        SpellKind::AuraOfFear => {
            b.aura = Some(m);
            game.public(LogEvent::AuraOfFear { monster });
        }
        SpellKind::Metamorphosis => {
            b.sheep.push(m);
            game.public(LogEvent::Metamorphosis { monster });
        }
        SpellKind::DimensionalGate => {
            // RULE SPELL-4: withdrawn face up, but it cannot fight again this year.
            b.to_attack.retain(|&x| x != m);
            if let Some(om) = game.players[b.seat].monsters.iter_mut().find(|o| o.id == m) {
                om.banished = true;
            }
            game.public(LogEvent::DimensionalGate { monster });
        }
        _ => {}
    }
}

pub(crate) fn withdraw(game: &mut Game, b: &mut Battle, m: u16) {
    // RULE SPELL-4: back to the lair face up, as if never sent.
    b.to_attack.retain(|&x| x != m);
    game.public(LogEvent::Withdrawn {
        monster: Card::monster(m),
    });
}
