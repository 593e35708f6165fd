//! Monster attacks (COMBAT-MON-*, MON-*): targets, the attacks a monster can make and resolving
//! its turn.

use super::damage::{deal, Source};
use super::lookup::{monster_kind, stats};
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

/// Adventurers a targeted attack may hit.
pub(crate) fn any_targets(game: &Game, b: &Battle, not_first: bool, not_priests: bool) -> Vec<u16> {
    let party = &game.players[b.seat].party;
    party
        .iter()
        .enumerate()
        .filter(|(i, m)| {
            let st = stats(game, m.id);
            let excluded = (not_first && *i == 0)
                || (not_priests && st.class == Some(AdventurerClass::Priest))
                || (b.invisible && st.class == Some(AdventurerClass::Wizard));
            !excluded
        })
        .map(|(_, m)| m.id)
        .collect()
}

/// Targets of a witch's second hit (Blind Rage keeps it on the first adventurer).
pub(crate) fn second_hit_targets(game: &Game, b: &Battle) -> Vec<u16> {
    let first = game.players[b.seat].party.first().map(|x| x.id);
    any_targets(game, b, false, false)
        .into_iter()
        .filter(|&t| !b.blind_rage || Some(t) == first)
        .collect()
}

/// The attacks monster `m` can make now (COMBAT-MON-2, COMBAT-MON-5, COMBAT-MON-6). Empty when
/// it cannot attack.
pub(crate) fn attack_options(game: &Game, b: &Battle, m: u16) -> Vec<(AttackOption, Option<u16>)> {
    let party = &game.players[b.seat].party;
    if party.is_empty() || b.sheep.contains(&m) {
        return vec![];
    }
    let Some(kind) = monster_kind(game, m) else {
        return vec![];
    };
    let first = party[0].id;
    // Blind Rage: targeted monster attacks (not ghosts) must hit the first adventurer.
    let restrict = |v: Vec<u16>| -> Vec<u16> {
        if b.blind_rage {
            v.into_iter().filter(|&t| t == first).collect()
        } else {
            v
        }
    };
    let mut out = vec![];
    match kind {
        MonsterKind::Goblin | MonsterKind::Golem => out.push((AttackOption::Standard, None)),
        MonsterKind::Slime => {
            out.push((AttackOption::Each, None));
            out.push((AttackOption::Glue, None));
        }
        MonsterKind::Dragon => out.push((AttackOption::Each, None)),
        MonsterKind::Troll => {
            out.push((AttackOption::Standard, None));
            if game.players[b.seat].food >= 1 {
                out.push((AttackOption::Fed, None));
            }
        }
        MonsterKind::Ghost => {
            // RULE MON-GHOST-1: never the first adventurer.
            for t in any_targets(game, b, true, false) {
                out.push((AttackOption::Any, Some(t)));
            }
        }
        MonsterKind::Witch => {
            out.push((AttackOption::Standard, None));
            for t in restrict(any_targets(game, b, false, false)) {
                out.push((AttackOption::Hits, Some(t)));
            }
        }
        MonsterKind::Vampire => {
            // RULE MON-VAMPIRE-1: never priests.
            for t in restrict(any_targets(game, b, false, true)) {
                out.push((AttackOption::Any, Some(t)));
                out.push((AttackOption::Flee, Some(t)));
            }
        }
        MonsterKind::Demon => {
            for t in restrict(any_targets(game, b, false, false)) {
                out.push((AttackOption::Any, Some(t)));
            }
        }
    }
    out
}

/// Resolves one monster's turn (COMBAT-MON-*, MON-*).
pub(crate) fn do_attack(
    game: &mut Game,
    b: &mut Battle,
    m: u16,
    option: AttackOption,
    target: Option<u16>,
) {
    let seat = b.seat;
    let kind = monster_kind(game, m);
    let who = Who(seat);
    let monster = Card::monster(m);
    // RULE ROOM-TRAIN-1, ROOM-DARK-1: +1 per attack in the right combat room.
    let bonus = match (b.room, kind) {
        (Some(RoomFunction::Training), Some(MonsterKind::Troll | MonsterKind::Goblin)) => 1,
        (Some(RoomFunction::Dark), Some(MonsterKind::Vampire | MonsterKind::Witch)) => 1,
        _ => 0,
    };
    b.to_attack.retain(|&x| x != m);
    let src = Source::Monster(m);
    let first = game.players[seat].party.first().map(|p| p.id);
    let mut face_up = false;
    match option {
        AttackOption::Idle => {
            if b.sheep.contains(&m) {
                game.public(LogEvent::SheepIdle { monster });
            } else {
                game.public(LogEvent::MonsterIdle { who, monster });
            }
            // RULE MON-VAMPIRE-1: a vampire that cannot attack returns face up (DECISION D27).
            face_up = kind == Some(MonsterKind::Vampire) && !b.sheep.contains(&m);
        }
        AttackOption::Glue => {
            // RULE MON-SLIME-1: the glue is no attack; no conquest and no fatigue.
            game.public(LogEvent::MonsterGlues { who, monster });
            b.no_conquest = true;
        }
        AttackOption::Standard | AttackOption::Fed => {
            b.attacked = true;
            let base = match kind {
                Some(MonsterKind::Goblin) => 2,
                Some(MonsterKind::Troll) => 3,
                _ => 4,
            };
            let n = base + bonus + u8::from(option == AttackOption::Fed);
            if option == AttackOption::Fed {
                let p = &mut game.players[seat];
                p.food = p.food.saturating_sub(1);
            }
            game.public(if option == AttackOption::Fed {
                LogEvent::StandardAttackFed { who, monster, n }
            } else {
                LogEvent::StandardAttack { who, monster, n }
            });
            if let Some(f) = first {
                let killed = deal(game, b, f, n, src);
                // RULE MON-GOBLIN-1: the goblin's bonus attack on the next adventurer.
                if killed && kind == Some(MonsterKind::Goblin) {
                    if let Some(next) = game.players[seat].party.first().map(|p| p.id) {
                        let n2 = 1 + bonus;
                        game.public(LogEvent::AttacksAgain { monster, n: n2 });
                        deal(game, b, next, n2, src);
                    }
                }
            }
            face_up = kind == Some(MonsterKind::Golem);
        }
        AttackOption::Each => {
            b.attacked = true;
            let n = if kind == Some(MonsterKind::Dragon) {
                // RULE MON-DRAGON-1: no healing this battle.
                b.no_heal = true;
                2
            } else {
                1
            };
            game.public(LogEvent::AttacksEach { who, monster, n });
            let ids: Vec<u16> = game.players[seat].party.iter().map(|p| p.id).collect();
            for id in ids {
                deal(game, b, id, n, src);
            }
        }
        AttackOption::Any | AttackOption::Flee => {
            b.attacked = true;
            let n = match (kind, option) {
                (Some(MonsterKind::Ghost), _) => 2,
                (Some(MonsterKind::Demon), _) => 7,
                (_, AttackOption::Flee) => 2 + bonus,
                _ => 3 + bonus,
            };
            if let Some(t) = target {
                let target = Fighter(t);
                game.public(LogEvent::Attacks {
                    who,
                    monster,
                    target,
                    n,
                });
                deal(game, b, t, n, src);
            }
            if kind == Some(MonsterKind::Demon) {
                // RULE MON-DEMON-3: the party is too shocked to conquer.
                b.no_conquest = true;
            }
            // RULE MON-VAMPIRE-2: bite and flee returns face up.
            face_up = option == AttackOption::Flee;
        }
        AttackOption::Hits | AttackOption::SecondHit => {
            b.attacked = true;
            let n = 1 + bonus;
            if let Some(t) = target {
                let target = Fighter(t);
                game.public(LogEvent::Hits {
                    who,
                    monster,
                    target,
                    n,
                });
                deal(game, b, t, n, src);
            }
            b.second_hit = (option == AttackOption::Hits).then_some(m);
        }
    }
    // RULE COMBAT-MON-3: knocked out after its turn, with the listed exceptions. The witch is
    // knocked out at her first hit already: her turn may end there, when the hit ends the battle
    // or leaves no target for the second (MON-WITCH-1; PL: "even if the attack was impossible").
    if let Some(om) = game.players[seat].monsters.iter_mut().find(|o| o.id == m) {
        om.knocked_out = !face_up;
    }
}
