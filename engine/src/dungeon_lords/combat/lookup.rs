//! Combat's reads of the definitions, made defensively (no index can panic): adventurer stats,
//! names, monster kinds, traps, the round's card, rooms and seat order.

use crate::common::Seat;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Stats {
    pub(crate) class: Option<AdventurerClass>,
    pub(crate) hp: u8,
    pub(crate) disarm: u8,
    pub(crate) heal: u8,
    pub(crate) magic: u8,
}

pub(crate) fn stats(game: &Game, id: u16) -> Stats {
    if id == ILLUSION {
        // RULE PARTY-6: 1 HP, no class, no symbols.
        return Stats {
            hp: 1,
            ..Stats::default()
        };
    }
    match game
        .inst
        .adventurers
        .get(id as usize)
        .and_then(|&d| game.defs.adventurers.get(d as usize))
    {
        Some(a) => Stats {
            class: Some(a.class),
            hp: a.hp,
            disarm: a.disarm,
            heal: a.heal,
            magic: a.magic,
        },
        None => Stats {
            hp: 1,
            ..Stats::default()
        },
    }
}

pub(crate) fn monster_kind(game: &Game, id: u16) -> Option<MonsterKind> {
    game.inst
        .monsters
        .get(id as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
        .map(|m| m.kind)
}

pub(crate) fn is_ghost(game: &Game, id: u16) -> bool {
    monster_kind(game, id) == Some(MonsterKind::Ghost)
}

pub(crate) fn monster_name(game: &Game, id: u16) -> String {
    match game
        .inst
        .monsters
        .get(id as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
    {
        Some(m) => m.name.clone(),
        None => format!("monster #{id}"),
    }
}

pub(crate) fn trap_def(game: &Game, id: u16) -> Option<&TrapDef> {
    game.inst
        .traps
        .get(id as usize)
        .and_then(|&d| game.defs.traps.get(d as usize))
}

pub(crate) fn trap_name(game: &Game, id: u16) -> String {
    trap_def(game, id).map_or_else(|| format!("trap #{id}"), |t| t.name.clone())
}

pub(crate) fn card(game: &Game, round: u8) -> Option<&CombatCardDef> {
    let idx = (round as usize).checked_sub(1)?;
    let id = *game.city.get(idx)?;
    game.inst
        .combat_cards
        .get(id as usize)
        .and_then(|&d| game.defs.combat_cards.get(d as usize))
}

/// The function of the unconquered room on `pos`, if it is one (ROOM-COMBAT-1).
pub(crate) fn room_at(game: &Game, seat: Seat, pos: Pos) -> Option<RoomFunction> {
    let p = game.players.get(seat)?;
    if !pos.is_on_grid() {
        return None;
    }
    match p.dungeon.at(pos)? {
        Tile {
            kind: TileKind::Room(r),
            conquered: false,
        } => game
            .inst
            .rooms
            .get(r as usize)
            .and_then(|&d| game.defs.rooms.get(d as usize))
            .map(|d| d.function),
        _ => None,
    }
}

pub(crate) fn seat_order(game: &Game) -> Vec<Seat> {
    game.turn_order()
}
