//! Rule tests for the eight actions (ACT-*), the dungeon grid (DUNGEON-*), costs (COST-*), imps
//! (IMP-*) and the evilometer (EVIL-*), each scenario putting seat 0 on one slot of one action.

mod common;

use common::*;
use engine::common::Viewer;
use engine::dungeon_lords::defs::MonsterKind;
use engine::dungeon_lords::flow::{Command, ExecSub, Phase};
use engine::dungeon_lords::state::{Dungeon, Minion, PaladinAt};
use engine::dungeon_lords::{Action, Game, Variant};

use Action::*;

/// Seat 0 of a 4-player game of `variant`, deciding `action` on slot `slot` (0-based), after
/// `setup` prepared the state. Lower slots are held by a dummy minion that never acts.
fn at(variant: Variant, action: Action, slot: usize, setup: impl FnOnce(&mut Game)) -> Game {
    let mut g = game(4, variant);
    setup(&mut g);
    for k in 0..slot {
        g.slots[action.index()][k] = Some(Minion::Dummy { dummy: 0 });
    }
    let fill: Vec<Action> = Action::ALL
        .iter()
        .copied()
        .filter(|a| *a != action)
        .collect();
    let others = [fill[0], fill[1], fill[2]];
    choose_orders(
        &mut g,
        &[[action, fill[3], fill[4]], others, others, others],
    );
    g
}

/// Like `at`, then waits for seat 0's decision (which must come).
fn deciding(variant: Variant, action: Action, slot: usize, setup: impl FnOnce(&mut Game)) -> Game {
    let mut g = at(variant, action, slot, setup);
    until_turn(&mut g, 0, action);
    g
}

/// Whether seat 0 is ever asked to decide `action` (it is skipped when it cannot pay).
fn is_asked(g: &mut Game, action: Action) -> bool {
    while let Some((s, a, _, _)) = pending(g) {
        if s == 0 && a == action {
            return true;
        }
        ok(g, s, Command::Decline);
    }
    false
}

/// Checks seat 0's evil, food, gold and imps.
#[track_caller]
fn check(g: &Game, evil: u8, food: u8, gold: u8, imps: u8) {
    let p = &g.players[0];
    assert_eq!(
        (p.evil, p.food, p.gold, p.imps),
        (evil, food, gold, imps),
        "evil food gold imps"
    );
}

fn digs(g: &Game) -> Vec<engine::dungeon_lords::state::Pos> {
    g.legal_commands(0)
        .into_iter()
        .filter_map(|c| match c {
            Command::Dig { pos } => Some(pos),
            _ => None,
        })
        .collect()
}

fn mines(g: &Game) -> Vec<engine::dungeon_lords::state::Pos> {
    g.legal_commands(0)
        .into_iter()
        .filter_map(|c| match c {
            Command::Mine { pos } => Some(pos),
            _ => None,
        })
        .collect()
}

mod get_food {
    use super::*;

    #[test]
    fn slot_1_buys_two_food_for_one_gold() {
        let mut g = deciding(Variant::Full, GetFood, 0, |_| {});
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-FOOD-1, COST-1: the gold goes back to the bank.
        check(&g, 5, 5, 2, 3);
    }

    #[test]
    fn slot_2_pays_one_evil_for_three_food() {
        let mut g = deciding(Variant::Full, GetFood, 1, |_| {});
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-FOOD-2, COST-3, EVIL-2
        check(&g, 6, 6, 3, 3);
    }

    #[test]
    fn slot_3_pays_two_evil_for_three_food_and_one_gold() {
        let mut g = deciding(Variant::Full, GetFood, 2, |_| {});
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-FOOD-3, EVIL-2
        check(&g, 7, 6, 4, 3);
    }

    #[test]
    fn in_the_full_game_evil_cannot_be_paid_past_the_top() {
        let mut g = at(Variant::Full, GetFood, 2, |g| g.players[0].evil = 14);
        // RULE ACT-FOOD-4, COST-4, FULL-5: 2 evil do not fit on space 14 of 15.
        assert!(!is_asked(&mut g, GetFood));
        assert_eq!(g.players[0].evil, 14);
        let mut g = deciding(Variant::Full, GetFood, 1, |g| g.players[0].evil = 14);
        ok(&mut g, 0, Command::Perform);
        // RULE COST-4: 1 evil fits exactly.
        assert_eq!(g.players[0].evil, 15);
    }

    #[test]
    fn in_the_first_game_evil_may_be_paid_at_the_top_and_the_excess_is_ignored() {
        let mut g = deciding(Variant::FirstGame, GetFood, 2, |g| g.players[0].evil = 14);
        ok(&mut g, 0, Command::Perform);
        // RULE COST-5, FIRSTGAME-4, EVIL-4
        check(&g, 15, 6, 4, 3);
    }

    #[test]
    fn ex_paladin_1_paying_evil_on_get_food_brings_the_paladin_before_reputation_is_improved() {
        let mut g = game(4, Variant::FirstGame);
        g.players[0].evil = 9;
        g.slots[GetFood.index()][0] = Some(Minion::Dummy { dummy: 0 });
        g.slots[ImproveReputation.index()][0] = Some(Minion::Dummy { dummy: 0 });
        choose_orders(
            &mut g,
            &[
                [GetFood, ImproveReputation, BuyTraps],
                [RecruitImps, HireMonster, BuildRoom],
                [RecruitImps, HireMonster, BuildRoom],
                [RecruitImps, HireMonster, BuildRoom],
            ],
        );
        until_turn(&mut g, 0, GetFood);
        ok(&mut g, 0, Command::Perform);
        // RULE EX-PALADIN-1, ACT-FOOD-4, PALADIN-3, EVIL-5: he comes at once.
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 0 });
        until_turn(&mut g, 0, ImproveReputation);
        ok(&mut g, 0, Command::Perform);
        assert_eq!(g.players[0].evil, 8);
        // RULE EX-PALADIN-1, PALADIN-3: moving back down does not send him away.
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 0 });
        assert_eq!(g.players[0].party.len(), 1);
    }
}

mod reputation {
    use super::*;

    #[test]
    fn slot_1_loses_one_evil_and_may_spy() {
        let mut g = deciding(Variant::Full, ImproveReputation, 0, |_| {});
        // RULE ACT-REP-5: spying is optional and any of the 4 city cards may be chosen.
        let cmds = g.legal_commands(0);
        assert!(cmds.contains(&Command::Perform));
        for card in 0..4 {
            assert!(cmds.contains(&Command::PerformAndSpy { card }));
        }
        ok(&mut g, 0, Command::PerformAndSpy { card: 2 });
        // RULE ACT-REP-1
        check(&g, 4, 3, 3, 3);
        // RULE ACT-REP-5: the spied card is private to the spy, and the stack keeps its order.
        let own = g.view(Viewer::Seat { seat: 0 });
        let spied = own.players[0].spied.clone().expect("own spied cards");
        assert_eq!(spied.len(), 1);
        assert_eq!(spied[0].index, 2);
        let other = g.view(Viewer::Seat { seat: 1 });
        assert_eq!(other.players[0].spied, None);
        let cities_equal = g.city.len() == 4;
        assert!(cities_equal);
    }

    #[test]
    fn slot_2_loses_two_evil_without_spying() {
        let mut g = deciding(Variant::Full, ImproveReputation, 1, |_| {});
        // RULE ACT-REP-2: no spying on slot 2.
        assert_eq!(
            g.legal_commands(0),
            vec![Command::Perform, Command::Decline]
        );
        ok(&mut g, 0, Command::Perform);
        check(&g, 3, 3, 3, 3);
    }

    #[test]
    fn slot_3_pays_one_gold_to_lose_two_evil_and_spy() {
        let mut g = deciding(Variant::Full, ImproveReputation, 2, |_| {});
        ok(&mut g, 0, Command::PerformAndSpy { card: 0 });
        // RULE ACT-REP-3
        check(&g, 3, 3, 2, 3);
        assert_eq!(g.players[0].spied, vec![0]);
    }

    #[test]
    fn the_marker_never_goes_below_the_bottom_space() {
        let mut g = deciding(Variant::Full, ImproveReputation, 1, |g| {
            g.players[0].evil = 2
        });
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-REP-4, EVIL-3: 2 smileys from space 2 stop on space 1.
        assert_eq!(g.players[0].evil, 1);
        let mut g = deciding(Variant::Full, ImproveReputation, 0, |g| {
            g.players[0].evil = 1
        });
        ok(&mut g, 0, Command::Perform);
        // RULE EVIL-3
        assert_eq!(g.players[0].evil, 1);
    }
}

mod digging {
    use super::*;
    use engine::dungeon_lords::state::Pos;

    #[test]
    fn the_grid_has_five_columns_four_rows_and_three_starting_tunnels_below_the_entrance() {
        let g = game(4, Variant::FirstGame);
        let tiles: Vec<Pos> = g.players[0].dungeon.tiles().map(|(q, _)| q).collect();
        // RULE DUNGEON-1, SETUP-14: entrance square and the two squares below it.
        assert_eq!(tiles, vec![sq(1, 3), sq(2, 3), sq(3, 3)]);
        assert_eq!(Pos::all().count(), 20);
        assert!(!Pos::new(4, 0).is_on_grid() && !Pos::new(0, 5).is_on_grid());
        assert_eq!(engine::dungeon_lords::state::ENTRANCE, sq(1, 3));
    }

    #[test]
    fn new_tunnels_go_next_to_a_tile_on_the_grid() {
        let g = deciding(Variant::FirstGame, DigTunnels, 0, |_| {});
        let mut d = digs(&g);
        d.sort();
        // RULE DUNGEON-5, ACT-DIG-5: empty squares orthogonally next to a tile, on the grid.
        assert_eq!(
            d,
            vec![
                sq(1, 2),
                sq(1, 4),
                sq(2, 2),
                sq(2, 4),
                sq(3, 2),
                sq(3, 4),
                sq(4, 3)
            ]
        );
    }

    #[test]
    fn diagonal_contact_is_not_adjacency() {
        let mut d = Dungeon::default();
        put_tunnel_in(&mut d, sq(1, 3));
        // RULE DUNGEON-2
        assert!(!d.can_dig(sq(2, 2)));
        assert!(d.can_dig(sq(2, 3)));
    }

    fn put_tunnel_in(d: &mut Dungeon, pos: Pos) {
        d.set(
            pos,
            Some(engine::dungeon_lords::state::Tile {
                kind: engine::dungeon_lords::state::TileKind::Tunnel,
                conquered: false,
            }),
        );
    }

    #[test]
    fn ex_dig_2_no_tunnel_completes_a_2x2_block_but_conquered_tiles_are_neighbours() {
        let mut g = deciding(Variant::FirstGame, DigTunnels, 1, |g| {
            put_tunnel(g, 0, sq(2, 2), true);
        });
        // Tiles (1,3), (2,3), (2,2) form an L; (1,2) would fill the block.
        // RULE EX-DIG-2, DUNGEON-3
        assert!(!digs(&g).contains(&sq(1, 2)));
        // RULE EX-DIG-2, DUNGEON-6: the conquered tunnel (2,2) is a neighbour for (2,1).
        assert!(digs(&g).contains(&sq(2, 1)));
        ok(&mut g, 0, Command::Dig { pos: sq(2, 1) });
        // RULE ACT-DIG-5: tunnels are dug one at a time and may extend this action's tunnels.
        assert!(digs(&g).contains(&sq(1, 1)));
        assert!(
            !digs(&g).contains(&sq(3, 2)),
            "(2,1)(2,2)(3,1)... keeps 2x2 rule"
        );
    }

    #[test]
    fn slot_1_permits_two_tunnels_and_slot_2_three() {
        let mut g = deciding(Variant::FirstGame, DigTunnels, 0, |g| g.players[0].imps = 5);
        ok(&mut g, 0, Command::Dig { pos: sq(1, 2) });
        ok(&mut g, 0, Command::Dig { pos: sq(4, 3) });
        // RULE ACT-DIG-1: the permit of slot 1 is spent after 2 tunnels.
        assert!(!matches!(pending(&g), Some((0, DigTunnels, _, _))));
        assert_eq!(g.players[0].dungeon.n_tiles(), 5);
        // RULE ACT-DIG-2: each tunnel used one imp.
        assert_eq!(g.players[0].busy_imps, 2);
        let mut g = deciding(Variant::FirstGame, DigTunnels, 1, |g| g.players[0].imps = 5);
        for pos in [sq(1, 2), sq(4, 3), sq(1, 4)] {
            assert_eq!(pending(&g).map(|x| x.0), Some(0));
            ok(&mut g, 0, Command::Dig { pos });
        }
        // RULE ACT-DIG-1: slot 2 permits 3.
        assert_eq!(g.players[0].dungeon.n_tiles(), 6);
        assert!(!matches!(pending(&g), Some((0, DigTunnels, _, _))));
    }

    #[test]
    fn digging_stops_when_the_imps_run_out() {
        let mut g = deciding(Variant::FirstGame, DigTunnels, 1, |g| g.players[0].imps = 1);
        ok(&mut g, 0, Command::Dig { pos: sq(1, 2) });
        // RULE ACT-DIG-2, IMP-1: one imp, one tunnel.
        assert!(!matches!(pending(&g), Some((0, DigTunnels, _, _))));
        assert_eq!(g.players[0].free_imps(), 0);
    }

    #[test]
    fn ex_dig_1_slot_3_needs_a_foreman_even_for_one_tunnel() {
        let mut g = deciding(Variant::FirstGame, DigTunnels, 2, |g| g.players[0].imps = 2);
        ok(&mut g, 0, Command::Dig { pos: sq(1, 2) });
        // RULE EX-DIG-1, ACT-DIG-3: 2 imps dig exactly 1 tunnel: digger + foreman.
        assert!(!matches!(pending(&g), Some((0, DigTunnels, _, _))));
        assert_eq!(g.players[0].busy_imps, 2);
        assert!(g.players[0].foreman);
        let mut g = deciding(Variant::FirstGame, DigTunnels, 2, |g| g.players[0].imps = 5);
        for pos in [sq(1, 2), sq(4, 3), sq(1, 4), sq(3, 2)] {
            ok(&mut g, 0, Command::Dig { pos });
        }
        // RULE EX-DIG-1, ACT-DIG-1: 5 imps dig 4 tunnels (4 + foreman).
        assert_eq!(g.players[0].busy_imps, 5);
        assert_eq!(g.players[0].dungeon.n_tiles(), 7);
        let mut g = at(Variant::FirstGame, DigTunnels, 2, |g| g.players[0].imps = 1);
        // RULE EX-DIG-1, ACT-DIG-3: one imp cannot dig from slot 3.
        assert!(!is_asked(&mut g, DigTunnels));
    }

    #[test]
    fn digging_nothing_is_declining_and_places_no_foreman() {
        let mut g = deciding(Variant::FirstGame, DigTunnels, 2, |_| {});
        ok(&mut g, 0, Command::Decline);
        // RULE ACT-DIG-4, EX-DIG-1
        assert!(!g.players[0].foreman);
        assert_eq!(g.players[0].busy_imps, 0);
        assert!(g.players[0].played[0].minion_on_card);
    }

    #[test]
    fn trolls_never_dig() {
        let mut g = at(Variant::FirstGame, DigTunnels, 0, |g| {
            g.players[0].imps = 0;
            give_monster(g, 0, MonsterKind::Troll);
        });
        // RULE IMP-3, ACT-DIG-2: a troll token is no imp.
        assert!(!is_asked(&mut g, DigTunnels));
    }
}

mod mining {
    use super::*;

    #[test]
    fn each_miner_takes_one_gold_from_its_own_unconquered_tunnel() {
        let mut g = deciding(Variant::FirstGame, MineGold, 1, |g| {
            put_tunnel(g, 0, sq(3, 3), true);
            put_room(g, 0, sq(2, 3), "Printing Press");
            put_tunnel(g, 0, sq(2, 2), false);
            put_tunnel(g, 0, sq(1, 2), false);
            g.players[0].imps = 5;
        });
        let mut m = mines(&g);
        m.sort();
        // RULE ACT-MINE-2, DUNGEON-6, DUNGEON-7: never a room, never a conquered tunnel.
        assert_eq!(m, vec![sq(1, 2), sq(1, 3), sq(2, 2)]);
        ok(&mut g, 0, Command::Mine { pos: sq(1, 3) });
        // RULE ACT-MINE-3: no tunnel holds two miners.
        assert!(!mines(&g).contains(&sq(1, 3)));
        ok(&mut g, 0, Command::Mine { pos: sq(2, 2) });
        ok(&mut g, 0, Command::Mine { pos: sq(1, 2) });
        // RULE ACT-MINE-1: slot 2 permits 3 miners; 1 gold each.
        assert_eq!(g.players[0].gold, 6);
        assert!(!matches!(pending(&g), Some((0, MineGold, _, _))));
    }

    #[test]
    fn slot_1_permits_two_miners_and_fewer_may_be_used() {
        let mut g = deciding(Variant::FirstGame, MineGold, 0, |_| {});
        ok(&mut g, 0, Command::Mine { pos: sq(1, 3) });
        // RULE ACT-MINE-4: stopping after one is allowed.
        assert!(g.legal_commands(0).contains(&Command::StopWork));
        ok(&mut g, 0, Command::Mine { pos: sq(2, 3) });
        // RULE ACT-MINE-1: slot 1 stops at 2.
        assert!(!matches!(pending(&g), Some((0, MineGold, _, _))));
        assert_eq!(g.players[0].gold, 5);
    }

    #[test]
    fn slot_3_needs_a_foreman() {
        let mut g = deciding(Variant::FirstGame, MineGold, 2, |g| {
            g.players[0].imps = 6;
            put_tunnel(g, 0, sq(1, 2), false);
            put_tunnel(g, 0, sq(1, 4), false);
        });
        for pos in [sq(1, 2), sq(1, 3), sq(1, 4), sq(2, 3)] {
            ok(&mut g, 0, Command::Mine { pos });
        }
        // RULE ACT-MINE-1: up to 4 miners plus a foreman.
        assert_eq!(g.players[0].busy_imps, 5);
        assert_eq!(g.players[0].gold, 7);
        assert!(g.players[0].foreman);
    }

    #[test]
    fn ex_mine_1_a_new_tunnel_is_mined_by_another_imp() {
        let mut g = game(4, Variant::FirstGame);
        g.players[0].dungeon = Dungeon::default();
        put_tunnel(&mut g, 0, sq(1, 3), true);
        choose_orders(
            &mut g,
            &[
                [DigTunnels, MineGold, RecruitImps],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
            ],
        );
        g.players[0].imps = 2;
        until_turn(&mut g, 0, DigTunnels);
        ok(&mut g, 0, Command::Dig { pos: sq(2, 3) });
        ok(&mut g, 0, Command::StopWork);
        until_turn(&mut g, 0, MineGold);
        // RULE EX-MINE-1, ACT-MINE-3: the conquered entrance cannot be mined, the new tunnel can.
        assert_eq!(mines(&g), vec![sq(2, 3)]);
        ok(&mut g, 0, Command::Mine { pos: sq(2, 3) });
        // RULE EX-MINE-1, IMP-1: the digger was used; a second imp mined; none is left.
        assert_eq!(g.players[0].busy_imps, 2);
        assert_eq!(g.players[0].gold, 4);
        let v = g.view(Viewer::Spectator);
        let tile = v.players[0]
            .dungeon
            .iter()
            .find(|t| t.pos == sq(2, 3))
            .expect("tile");
        assert_eq!(tile.imps, 2);
    }

    #[test]
    fn imps_that_dug_cannot_mine_in_the_same_season() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [DigTunnels, MineGold, RecruitImps],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
            ],
        );
        g.slots[DigTunnels.index()] = [None, Some(Minion::Player { seat: 0 }), None];
        until_turn(&mut g, 0, DigTunnels);
        for pos in [sq(1, 2), sq(4, 3), sq(1, 4)] {
            ok(&mut g, 0, Command::Dig { pos });
        }
        // RULE IMP-1: all three imps worked; Mine Gold cannot be used this season.
        assert!(!is_asked(&mut g, MineGold));
    }
}

mod recruiting {
    use super::*;

    #[test]
    fn the_three_slots_sell_one_or_two_imps() {
        let mut g = deciding(Variant::FirstGame, RecruitImps, 0, |_| {});
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-IMP-1, ACT-IMP-4
        check(&g, 5, 2, 3, 4);
        let mut g = deciding(Variant::FirstGame, RecruitImps, 1, |_| {});
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-IMP-2
        check(&g, 5, 1, 3, 5);
        let mut g = deciding(Variant::FirstGame, RecruitImps, 2, |_| {});
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-IMP-3
        check(&g, 5, 2, 2, 5);
    }

    #[test]
    fn imps_recruited_this_season_can_only_work_in_production() {
        let mut g = game(4, Variant::FirstGame);
        g.players[0].imps = 0;
        put_room(&mut g, 0, sq(1, 4), "Tool Shed");
        choose_orders(
            &mut g,
            &[
                [DigTunnels, RecruitImps, MineGold],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
            ],
        );
        g.slots[RecruitImps.index()] = [None, Some(Minion::Player { seat: 0 }), None];
        // RULE IMP-2: with no imp yet, digging and mining come before recruiting.
        assert!(is_asked(&mut g, RecruitImps));
        assert!(g.players[0].played[0].minion_on_card);
        assert!(g.players[0].played[2].minion_on_card);
        ok(&mut g, 0, Command::Perform);
        decline_rest(&mut g);
        // RULE IMP-2: the two new imps can run the Tool Shed.
        assert!(g
            .legal_commands(0)
            .iter()
            .any(|c| matches!(c, Command::UseRoom { trolls: 0, .. })));
    }
}

mod traps {
    use super::*;

    #[test]
    fn the_three_slots_draw_one_one_and_two_traps() {
        for (slot, gold, n) in [(0, 2, 1), (1, 3, 1), (2, 1, 2)] {
            let mut g = deciding(Variant::FirstGame, BuyTraps, slot, |_| {});
            let top: Vec<u16> = g.trap_deck.iter().rev().take(n).copied().collect();
            ok(&mut g, 0, Command::Perform);
            // RULE ACT-TRAP-1
            assert_eq!(g.players[0].gold, gold);
            // RULE ACT-TRAP-2: drawn from the top of the deck into the trap storage.
            assert_eq!(g.players[0].traps, top);
        }
    }

    #[test]
    fn traps_are_hidden_from_the_other_players() {
        let mut g = deciding(Variant::FirstGame, BuyTraps, 1, |_| {});
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-TRAP-2
        let other = g.view(Viewer::Seat { seat: 1 });
        assert_eq!(other.players[0].traps, None);
        assert_eq!(other.players[0].n_traps, 1);
        let own = g.view(Viewer::Seat { seat: 0 });
        assert_eq!(own.players[0].traps.clone().map(|t| t.len()), Some(1));
    }

    #[test]
    fn slot_3_cannot_be_paid_half_for_one_trap() {
        let mut g = at(Variant::FirstGame, BuyTraps, 2, |g| g.players[0].gold = 1);
        // RULE ACT-TRAP-1, COST-2
        assert!(!is_asked(&mut g, BuyTraps));
        assert!(g.players[0].traps.is_empty());
    }

    #[test]
    fn ex_year2_trap_1_year_two_draws_one_extra_and_discards_one() {
        let mut g = deciding(Variant::FirstGame, BuyTraps, 2, |g| {
            g.year = 2;
            let t = g.trap_deck.remove(0);
            g.players[0].traps.push(t);
        });
        let old = g.players[0].traps[0];
        ok(&mut g, 0, Command::Perform);
        // RULE EX-YEAR2-TRAP-1, ACT-TRAP-3, YEAR2-3: 2 gold, 3 drawn, then one of the 4 goes.
        assert_eq!(g.players[0].gold, 1);
        assert_eq!(g.players[0].traps.len(), 4);
        assert!(matches!(
            pending(&g),
            Some((0, BuyTraps, _, ExecSub::DiscardTrap))
        ));
        assert_eq!(g.legal_commands(0).len(), 4);
        ok(&mut g, 0, Command::DiscardTrap { trap: old });
        // RULE EX-YEAR2-TRAP-1: an old trap may be the one discarded, face down.
        assert_eq!(g.players[0].traps.len(), 3);
        assert_eq!(g.trap_discard, vec![old]);
    }

    #[test]
    fn an_exhausted_trap_deck_is_not_reshuffled() {
        let mut g = deciding(Variant::FirstGame, BuyTraps, 2, |g| {
            let keep = g.trap_deck.pop().expect("card");
            g.trap_discard = std::mem::take(&mut g.trap_deck);
            g.trap_deck = vec![keep];
        });
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-TRAP-5, SETUP-12: the draw takes what is left; discards never return.
        assert_eq!(g.players[0].traps.len(), 1);
        assert!(g.trap_deck.is_empty());
        let mut g = deciding(Variant::FirstGame, BuyTraps, 1, |g| {
            g.year = 2;
            g.trap_deck.clear();
        });
        ok(&mut g, 0, Command::Perform);
        // RULE ACT-TRAP-5: nothing drawn in year 2, so nothing to discard.
        assert!(!matches!(pending(&g), Some((0, BuyTraps, _, _))));
    }
}

mod hiring {
    use super::*;
    use MonsterKind::*;

    #[test]
    fn a_hired_monster_is_paid_and_goes_face_up_into_the_lair() {
        let mut g = deciding(Variant::FirstGame, HireMonster, 0, |g| {
            set_inn(g, &[Witch, Goblin, Troll]);
        });
        let witch = g.inn[0];
        ok(
            &mut g,
            0,
            Command::Hire {
                monster: witch,
                pay_trap: None,
                feed: None,
            },
        );
        // RULE ACT-MON-2, ACT-MON-5, COST-3: 1 food and 1 evil.
        check(&g, 6, 2, 3, 3);
        assert_eq!(g.players[0].monsters.len(), 1);
        assert!(!g.players[0].monsters[0].knocked_out);
        assert!(!g.inn.contains(&witch));
    }

    #[test]
    fn evil_in_a_hiring_cost_must_fit_below_the_top_in_the_full_game() {
        let g = deciding(Variant::Full, HireMonster, 0, |g| {
            g.players[0].evil = 14;
            set_inn(g, &[Vampire, Goblin, Ghost]);
        });
        let hires = legal_where(&g, 0, |c| matches!(c, Command::Hire { .. }));
        // RULE ACT-MON-5, COST-4: the vampire's 2 evil do not fit; the ghost's 1 does.
        assert_eq!(hires.len(), 2);
        assert!(!hires
            .iter()
            .any(|c| matches!(c, Command::Hire { monster, .. } if *monster == g.inn[0])));
    }

    #[test]
    fn a_player_who_can_afford_no_offered_monster_cannot_hire() {
        let mut g = at(Variant::Full, HireMonster, 2, |g| {
            g.players[0].food = 2;
            set_inn(g, &[Troll, Troll, Goblin]);
            g.players[0].evil = 5;
        });
        // 2 food pay a goblin (1) + the slot-3 food (1).
        assert!(is_asked(&mut g, HireMonster));
        let mut g = at(Variant::Full, HireMonster, 2, |g| {
            g.players[0].food = 1;
            set_inn(g, &[Troll, Troll, Goblin]);
        });
        // RULE ACT-MON-4, ACT-MON-3: with 1 food, the slot-3 surcharge makes every cost too high.
        assert!(!is_asked(&mut g, HireMonster));
        assert!(g.players[0].played[0].minion_on_card);
    }

    #[test]
    fn a_troll_brings_a_troll_token() {
        let mut g = deciding(Variant::Full, HireMonster, 0, |g| {
            set_inn(g, &[Troll, Goblin, Slime]);
        });
        let troll = g.inn[0];
        ok(
            &mut g,
            0,
            Command::Hire {
                monster: troll,
                pay_trap: None,
                feed: None,
            },
        );
        // RULE ACT-MON-6
        assert_eq!(g.view(Viewer::Spectator).players[0].trolls, 1);
    }

    #[test]
    fn golems_cost_a_trap_card_and_demons_another_monster_never_a_ghost() {
        let g = deciding(Variant::Full, HireMonster, 0, |g| {
            set_inn(g, &[Golem, Demon, Goblin]);
            give_monster(g, 0, Ghost);
        });
        let hires = legal_where(&g, 0, |c| matches!(c, Command::Hire { .. }));
        // RULE COST-6: no trap card, no golem; only a ghost to feed, no demon.
        assert_eq!(hires.len(), 1);
        let mut g = deciding(Variant::Full, HireMonster, 0, |g| {
            set_inn(g, &[Golem, Demon, Goblin]);
            give_monster(g, 0, Slime);
            let t = g.trap_deck.pop().expect("trap");
            g.players[0].traps.push(t);
        });
        let demon = g.inn[1];
        let slime = g.players[0].monsters[0].id;
        // RULE COST-6: the golem takes the trap card, the demon the slime.
        assert_eq!(
            legal_where(&g, 0, |c| matches!(c, Command::Hire { .. })).len(),
            3
        );
        ok(
            &mut g,
            0,
            Command::Hire {
                monster: demon,
                pay_trap: None,
                feed: Some(slime),
            },
        );
        assert_eq!(g.players[0].monsters.len(), 1);
        assert!(g.discarded_monsters.contains(&slime));
        assert_eq!(g.players[0].evil, 6);
    }
}

mod building {
    use super::*;

    #[test]
    fn ex_room_1_slots_3_and_2_pay_a_gold_and_slot_1_gets_nothing() {
        let mut g = game(4, Variant::FirstGame);
        set_shop(&mut g, &["Chicken Coop", "Souvenir Shop"]);
        choose_orders(
            &mut g,
            &[
                [BuildRoom, GetFood, MineGold],
                [BuildRoom, GetFood, MineGold],
                [BuildRoom, GetFood, MineGold],
                [GetFood, MineGold, RecruitImps],
            ],
        );
        until_turn(&mut g, 2, BuildRoom);
        // RULE ACT-ROOM-1: slot 3 first.
        assert_eq!(pending(&g).map(|x| x.2), Some(2));
        let c = legal_where(&g, 2, |c| matches!(c, Command::Build { .. }))[0].clone();
        ok(&mut g, 2, c);
        let c = legal_where(&g, 1, |c| matches!(c, Command::Build { .. }))[0].clone();
        ok(&mut g, 1, c);
        // RULE EX-ROOM-1, ACT-ROOM-2: each paid 1 gold.
        assert_eq!((g.players[2].gold, g.players[1].gold), (2, 2));
        // RULE EX-ROOM-1, ACT-ROOM-2: nothing left for slot 1; its order is unused.
        assert!(matches!(g.phase, Phase::Production { .. }));
        assert!(g.players[0].played[0].minion_on_card);
        assert_eq!(g.players[0].gold, 3);
    }

    #[test]
    fn slot_1_builds_for_free() {
        let mut g = deciding(Variant::FirstGame, BuildRoom, 0, |g| {
            set_shop(g, &["Chicken Coop", "Souvenir Shop"]);
        });
        let room = g.shop[0];
        ok(
            &mut g,
            0,
            Command::Build {
                room,
                pos: sq(1, 3),
            },
        );
        // RULE ACT-ROOM-2
        assert_eq!(g.players[0].gold, 3);
    }

    #[test]
    fn ex_room_2_a_room_replaces_an_unconquered_tunnel_dug_and_mined_this_season() {
        let mut g = game(4, Variant::FirstGame);
        set_shop(&mut g, &["Chicken Coop", "Souvenir Shop"]);
        put_room(&mut g, 0, sq(2, 2), "Tool Shed");
        choose_orders(
            &mut g,
            &[
                [DigTunnels, MineGold, BuildRoom],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
                [GetFood, BuyTraps, HireMonster],
            ],
        );
        until_turn(&mut g, 0, DigTunnels);
        ok(&mut g, 0, Command::Dig { pos: sq(1, 4) });
        ok(&mut g, 0, Command::StopWork);
        until_turn(&mut g, 0, MineGold);
        ok(&mut g, 0, Command::Mine { pos: sq(1, 4) });
        ok(&mut g, 0, Command::StopWork);
        until_turn(&mut g, 0, BuildRoom);
        let targets: Vec<_> = legal_where(&g, 0, |c| matches!(c, Command::Build { .. }))
            .into_iter()
            .filter_map(|c| match c {
                Command::Build { pos, .. } => Some(pos),
                _ => None,
            })
            .collect();
        // RULE EX-ROOM-2, DUNGEON-4: (2,3) is orthogonally next to the Tool Shed on (2,2).
        assert!(!targets.contains(&sq(2, 3)));
        // RULE EX-ROOM-2, DUNGEON-4: (1,3) touches the shed only at a corner: fine.
        assert!(targets.contains(&sq(1, 3)));
        // RULE EX-ROOM-2, ACT-ROOM-3: the tunnel dug and mined this season is a legal site.
        assert!(targets.contains(&sq(1, 4)));
        // RULE ACT-ROOM-3: year-1 rooms only in their zone (coop and shop: top two rows).
        assert!(!targets.contains(&sq(3, 3)));
        let room = g.shop[0];
        let tiles = g.players[0].dungeon.n_tiles();
        ok(
            &mut g,
            0,
            Command::Build {
                room,
                pos: sq(1, 4),
            },
        );
        // RULE ACT-ROOM-5: the tile count is unchanged; the room replaced the tunnel.
        assert_eq!(g.players[0].dungeon.n_tiles(), tiles);
        // RULE EX-ROOM-2: the digger and miner stay on the room, used.
        assert_eq!(g.players[0].busy_imps, 2);
        let v = g.view(Viewer::Spectator);
        let tile = v.players[0]
            .dungeon
            .iter()
            .find(|t| t.pos == sq(1, 4))
            .expect("tile");
        assert_eq!((tile.kind, tile.imps), ("room", 2));
    }

    #[test]
    fn conquered_tunnels_cannot_become_rooms() {
        let mut g = at(Variant::FirstGame, BuildRoom, 0, |g| {
            set_shop(g, &["Chicken Coop", "Souvenir Shop"]);
            put_tunnel(g, 0, sq(1, 3), true);
            put_tunnel(g, 0, sq(2, 3), true);
        });
        // RULE ACT-ROOM-4, DUNGEON-6: no legal tunnel in the top rows: the order is unused.
        assert!(!is_asked(&mut g, BuildRoom));
        assert!(g.players[0].played[0].minion_on_card);
    }

    #[test]
    fn rooms_count_as_tiles_for_digging_and_the_2x2_rule() {
        let mut g = deciding(Variant::FirstGame, DigTunnels, 0, |g| {
            put_room(g, 0, sq(2, 3), "Printing Press");
            put_tunnel(g, 0, sq(2, 2), false);
        });
        // RULE ACT-ROOM-5, DUNGEON-3: the room completes the block (1,2)(1,3)(2,2)(2,3).
        assert!(!digs(&g).contains(&sq(1, 2)));
        // RULE ACT-ROOM-5, DUNGEON-5: the room is a neighbour to dig from.
        assert!(digs(&g).contains(&sq(2, 4)));
        ok(&mut g, 0, Command::Decline);
    }
}

mod refusals {
    use super::*;

    #[test]
    fn an_illegal_tunnel_is_refused_naming_the_rule_and_changes_nothing() {
        let mut g = deciding(Variant::FirstGame, DigTunnels, 0, |_| {});
        let before = g.players[0].dungeon.clone();
        let log = g.log.len();
        let err = g
            .apply(0, &Command::Dig { pos: sq(4, 1) })
            .expect_err("not adjacent");
        // RULE DUNGEON-5
        assert_eq!(err.rule(), Some("DUNGEON-5"));
        assert_eq!(g.players[0].dungeon, before);
        assert_eq!(g.log.len(), log);
    }

    #[test]
    fn mining_a_room_is_refused_naming_the_rule() {
        let mut g = deciding(Variant::FirstGame, MineGold, 0, |g| {
            put_room(g, 0, sq(2, 3), "Printing Press");
        });
        let err = g
            .apply(0, &Command::Mine { pos: sq(2, 3) })
            .expect_err("a room");
        // RULE ACT-MINE-2, DUNGEON-7
        assert_eq!(err.rule(), Some("ACT-MINE-2"));
    }

    #[test]
    fn a_seat_that_owes_no_decision_is_refused() {
        let mut g = deciding(Variant::FirstGame, GetFood, 0, |_| {});
        let err = g
            .apply(1, &Command::Perform)
            .expect_err("not seat 1's turn");
        // RULE EXEC-1: slots are resolved one at a time in board order.
        assert_eq!(err.rule(), Some("EXEC-1"));
    }
}
