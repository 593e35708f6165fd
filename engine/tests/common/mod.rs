//! Scenario helpers shared by the Dungeon Lords rule tests: building a game, putting cards and
//! tiles in place, and driving the phase machine through the public API only.
#![allow(dead_code)]

use engine::dungeon_lords::defs::{MonsterKind, RoomFunction};
use engine::dungeon_lords::flow::{Command, ExecSub, Phase};
use engine::dungeon_lords::state::{OwnedMonster, Pos, Tile, TileKind};
use engine::dungeon_lords::{Action, Config, Defs, Game, Variant};

/// A game at its first orders phase, seat 0 holding the starting-player token.
pub fn game(n_players: usize, variant: Variant) -> Game {
    game_with(n_players, variant, false, 1)
}

/// A game with special events and seed chosen, at its first orders phase, seat 0 starting.
pub fn game_with(n_players: usize, variant: Variant, special_events: bool, seed: u64) -> Game {
    let config = Config {
        n_players,
        variant,
        special_events,
        simultaneous: false,
    };
    let mut g = Game::new(config, Defs::builtin(), seed).expect("valid setup");
    if let Phase::InitialOrders { drawn, .. } = &g.phase {
        let drawn = drawn.clone();
        for (s, d) in drawn.iter().enumerate() {
            g.apply(
                s,
                &Command::ChooseInaccessible {
                    cards: [d[0], d[1]],
                },
            )
            .expect("initial choice");
        }
    }
    g.starting_player = 0;
    g
}

/// Parses a square written as "r,c" (1-based row and column as the log prints them).
pub fn sq(row: usize, col: usize) -> Pos {
    Pos::new(row - 1, col - 1)
}

/// Applies a command that must be legal.
#[track_caller]
pub fn ok(g: &mut Game, seat: usize, cmd: Command) {
    if let Err(e) = g.apply(seat, &cmd) {
        panic!(
            "{cmd:?} from seat {seat} refused: {e}; legal: {:?}",
            g.legal_commands(seat)
        );
    }
}

/// Makes `wanted` available in `seat`'s hand (the inaccessible cards are two others).
pub fn hand_with(g: &mut Game, seat: usize, wanted: &[Action]) {
    let p = &mut g.players[seat];
    let others: Vec<Action> = Action::ALL
        .iter()
        .copied()
        .filter(|a| !wanted.contains(a))
        .collect();
    p.inaccessible = others[..2].to_vec();
    p.hand = Action::ALL
        .iter()
        .copied()
        .filter(|a| !p.inaccessible.contains(a))
        .collect();
}

/// Every seat chooses its three orders (seat order), with dummies' first hand card.
pub fn choose_orders(g: &mut Game, orders: &[[Action; 3]]) {
    for (s, o) in orders.iter().enumerate() {
        hand_with(g, s, o);
    }
    for (s, o) in orders.iter().enumerate() {
        if let Some(d) = g.dummies.iter().position(|d| d.handler == Some(s)) {
            let a = g.dummies[d].hand[0];
            ok(g, s, Command::ChooseDummyOrder { action: a });
        }
        for &a in o {
            ok(g, s, Command::ChooseOrder { action: a });
        }
    }
}

/// The slot decision owed now: (seat, action, slot index 0..3, sub-decision).
pub fn pending(g: &Game) -> Option<(usize, Action, usize, ExecSub)> {
    match &g.phase {
        Phase::Execute {
            pending: Some(pe), ..
        } => Some((pe.seat, pe.action, pe.slot, pe.sub.clone())),
        _ => None,
    }
}

/// Declines every slot decision until `seat` decides `action`; panics if it never comes.
#[track_caller]
pub fn until_turn(g: &mut Game, seat: usize, action: Action) {
    while let Some((s, a, _, _)) = pending(g) {
        if s == seat && a == action {
            return;
        }
        ok(g, s, Command::Decline);
    }
    panic!("seat {seat} never got to decide {action:?}");
}

/// Declines every remaining slot decision of the orders phase.
pub fn decline_rest(g: &mut Game) {
    while let Some((s, _, _, sub)) = pending(g) {
        let cmd = match sub {
            ExecSub::Choose => Command::Decline,
            ExecSub::DiscardTrap => g.legal_commands(s)[0].clone(),
            _ => Command::StopWork,
        };
        ok(g, s, cmd);
    }
}

/// Every seat still owing production takes back its first legal retrieval, in turn order.
pub fn retrieve_all(g: &mut Game) {
    while let Phase::Production { .. } = g.phase {
        let s = g.waiting_for()[0];
        let cmd = g
            .legal_commands(s)
            .into_iter()
            .find(|c| matches!(c, Command::Retrieve { .. }))
            .expect("a retrieval is always possible");
        ok(g, s, cmd);
    }
}

/// Plays a season's orders phase and production with fillers: everybody declines.
pub fn quiet_orders_and_production(g: &mut Game) {
    let n = g.n_players();
    let orders: Vec<[Action; 3]> = (0..n)
        .map(|_| {
            [
                Action::GetFood,
                Action::ImproveReputation,
                Action::DigTunnels,
            ]
        })
        .collect();
    choose_orders(g, &orders);
    decline_rest(g);
    retrieve_all(g);
}

/// Resolves event decisions with the first legal command until the next orders phase.
pub fn settle_events(g: &mut Game) {
    loop {
        match g.phase {
            Phase::Payday { .. } | Phase::Taxes { .. } | Phase::Special(_) => {
                let s = g.waiting_for()[0];
                let cmd = g.legal_commands(s).last().cloned().expect("a choice");
                ok(g, s, cmd);
            }
            _ => return,
        }
    }
}

/// Plays whole quiet seasons until the game reaches `season` of `year` (orders phase).
pub fn quiet_until(g: &mut Game, year: u8, season: engine::dungeon_lords::state::Season) {
    let mut guard = 0;
    while !(g.is_finished() || g.year == year && g.season == season) {
        quiet_orders_and_production(g);
        settle_events(g);
        guard += 1;
        assert!(guard < 20, "never reached year {year} {season:?}");
    }
}

/// The instance id of a room tile by name that is still in the room stack or shop.
pub fn room_named(g: &Game, name: &str) -> u16 {
    (0..g.inst.rooms.len() as u16)
        .find(|&r| g.defs.room(&g.inst, r).name == name)
        .expect("room exists")
}

/// Puts a room tile on `pos` of `seat`'s dungeon (a scenario shortcut, no rules checked).
pub fn put_room(g: &mut Game, seat: usize, pos: Pos, name: &str) -> u16 {
    let r = room_named(g, name);
    g.room_stack.retain(|&x| x != r);
    g.shop.retain(|&x| x != r);
    g.players[seat].dungeon.set(
        pos,
        Some(Tile {
            kind: TileKind::Room(r),
            conquered: false,
        }),
    );
    r
}

/// Puts a tunnel on `pos` of `seat`'s dungeon.
pub fn put_tunnel(g: &mut Game, seat: usize, pos: Pos, conquered: bool) {
    g.players[seat].dungeon.set(
        pos,
        Some(Tile {
            kind: TileKind::Tunnel,
            conquered,
        }),
    );
}

/// Monster instance ids of `kind`, in instance order.
pub fn monsters_of(g: &Game, kind: MonsterKind) -> Vec<u16> {
    (0..g.inst.monsters.len() as u16)
        .filter(|&m| g.defs.monster(&g.inst, m).kind == kind)
        .collect()
}

/// Gives `seat` a monster of `kind` (taken out of the stacks and the inn).
pub fn give_monster(g: &mut Game, seat: usize, kind: MonsterKind) -> u16 {
    let used: Vec<u16> = g
        .players
        .iter()
        .flat_map(|p| p.monsters.iter().map(|m| m.id))
        .collect();
    let m = monsters_of(g, kind)
        .into_iter()
        .find(|m| !used.contains(m))
        .expect("a free monster of that kind");
    g.monster_stack.retain(|&x| x != m);
    g.inn.retain(|&x| x != m);
    g.players[seat].monsters.push(OwnedMonster {
        id: m,
        knocked_out: false,
        on_strike: false,
        banished: false,
    });
    m
}

/// Puts monsters of these kinds into the Underground Inn (replacing the offer).
pub fn set_inn(g: &mut Game, kinds: &[MonsterKind]) -> Vec<u16> {
    let mut out = vec![];
    g.monster_stack.append(&mut g.inn);
    for &k in kinds {
        let m = monsters_of(g, k)
            .into_iter()
            .find(|m| g.monster_stack.contains(m) && !out.contains(m))
            .expect("a monster of that kind in the stack");
        g.monster_stack.retain(|&x| x != m);
        out.push(m);
    }
    g.inn = out.clone();
    out
}

/// Puts rooms with these names into the room shop (replacing the offer).
pub fn set_shop(g: &mut Game, names: &[&str]) -> Vec<u16> {
    g.room_stack.append(&mut g.shop);
    let ids: Vec<u16> = names.iter().map(|n| room_named(g, n)).collect();
    g.room_stack.retain(|r| !ids.contains(r));
    g.shop = ids.clone();
    ids
}

/// Whether a room def is a production room.
pub fn is_production(g: &Game, r: u16) -> bool {
    matches!(
        g.defs.room(&g.inst, r).function,
        RoomFunction::Production { .. }
    )
}

/// The commands of a kind that `seat` may send now.
pub fn legal_where(g: &Game, seat: usize, f: impl Fn(&Command) -> bool) -> Vec<Command> {
    g.legal_commands(seat)
        .into_iter()
        .filter(|c| f(c))
        .collect()
}

/// Adventurer instance ids whose def satisfies `f`, year `year`, not paladins.
pub fn adventurers_where(
    g: &Game,
    f: impl Fn(&engine::dungeon_lords::defs::AdventurerDef) -> bool,
) -> Vec<u16> {
    (0..g.inst.adventurers.len() as u16)
        .filter(|&a| f(g.defs.adventurer(&g.inst, a)))
        .collect()
}
