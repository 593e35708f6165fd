//! Rule tests for the season cycle around the actions: the new-season phase (NEWSEASON-*,
//! ADV-DRAW-*), the adventurers phase (ADV-ASSIGN-*, PARTY-*), the paladin during building
//! (PALADIN-*), the end of a season (ENDSEASON-*), the year structure (YEAR-*, SEASON-*) and the
//! year transition (END-YEAR-*, YEAR2-*).

mod common;

use common::*;
use engine::common::Viewer;
use engine::dungeon_lords::defs::{AdventurerClass, MonsterKind, SpecialEventKind};
use engine::dungeon_lords::flow::{Command, Phase};
use engine::dungeon_lords::state::{EventTile, Minion, PaladinAt, PartyMember, Season};
use engine::dungeon_lords::{Action, Game, Variant};

use Action::*;

/// A first game of `n` players at spring's orders phase, seat 0 holding the token, with the
/// (ineffective) Special Event tile on spring; `setup` runs then.
fn spring(n: usize, setup: impl FnOnce(&mut Game)) -> Game {
    let mut g = game(n, Variant::FirstGame);
    g.event_tiles = [EventTile::SpecialEvent, EventTile::Taxes, EventTile::Payday];
    quiet_orders_and_production(&mut g);
    assert_eq!(g.season, Season::Spring);
    g.starting_player = 0;
    setup(&mut g);
    g
}

/// A full game with special events at spring's special event `kind`, seat 0 starting.
fn special(kind: SpecialEventKind, setup: impl FnOnce(&mut Game)) -> Game {
    let mut g = game_with(4, Variant::Full, true, 4);
    g.event_tiles = [EventTile::SpecialEvent, EventTile::Taxes, EventTile::Payday];
    let e = (0..g.inst.special_events.len() as u16)
        .find(|&e| g.defs.special_event(&g.inst, e).kind == kind)
        .expect("event");
    g.special_events[0] = Some(e);
    quiet_orders_and_production(&mut g);
    g.starting_player = 0;
    setup(&mut g);
    quiet_orders_and_production(&mut g);
    g
}

fn finish_season(g: &mut Game) {
    quiet_orders_and_production(g);
    settle_events(g);
}

/// Empties every party and the rows still to come, so the year's combat has no battle and the
/// year transition can be observed on an unchanged board (COMBAT-END-1).
fn without_battles(g: &mut Game) {
    for p in g.players.iter_mut() {
        p.party.clear();
    }
    g.next_adventurers.clear();
}

/// Gives every seat a spare monster, so combat waits for planning and parties stay as they arrived.
fn hold_combat_at_planning(g: &mut Game) {
    let kinds = [
        MonsterKind::Ghost,
        MonsterKind::Goblin,
        MonsterKind::Slime,
        MonsterKind::Witch,
    ];
    for s in 0..g.n_players() {
        give_monster(g, s, kinds[s % kinds.len()]);
    }
    // Autumn's event becomes Taxes, so no payday or special event takes the monsters away
    // (the swapped tile belongs to a season already resolved).
    if let Some(i) = g.event_tiles.iter().position(|&t| t == EventTile::Taxes) {
        g.event_tiles.swap(i, 2);
    }
}

/// Year-1 adventurers of `class` still in the stack, taken out of it.
fn take(g: &mut Game, class: AdventurerClass, n: usize) -> Vec<u16> {
    let ids: Vec<u16> = g.adventurer_stacks[0]
        .iter()
        .chain(&g.next_adventurers)
        .copied()
        .filter(|&a| g.defs.adventurer(&g.inst, a).class == class)
        .take(n)
        .collect();
    assert_eq!(ids.len(), n, "not enough {class:?}");
    g.adventurer_stacks[0].retain(|a| !ids.contains(a));
    g.next_adventurers.retain(|a| !ids.contains(a));
    ids
}

/// Lays `ids` out as the row for this season's adventurers phase (the next row, if any, is left
/// behind it).
fn set_row(g: &mut Game, ids: Vec<u16>) {
    let k = ids.len().min(g.next_adventurers.len());
    let displaced: Vec<u16> = g.next_adventurers.drain(..k).collect();
    g.adventurer_stacks[0].splice(0..0, displaced);
    g.next_adventurers.splice(0..0, ids);
}

fn party(g: &Game, seat: usize) -> Vec<u16> {
    g.players[seat].party.iter().map(|m| m.id).collect()
}

/// Puts the paladin into `seat`'s party as its host (a scenario shortcut).
fn host(g: &mut Game, seat: usize, damage: u8) {
    let id = g.paladin.0;
    g.players[seat].party.insert(
        0,
        PartyMember {
            id,
            damage,
            bonus_hp: 0,
        },
    );
    g.paladin.1 = PaladinAt::Party { seat };
}

/// Checks where the paladin is.
#[track_caller]
fn check(g: &Game, at: PaladinAt) {
    assert_eq!(g.paladin.1, at, "paladin");
}

mod new_season {
    use super::*;

    #[test]
    fn every_season_offers_three_new_monsters_and_two_new_rooms() {
        let mut g = game(4, Variant::FirstGame);
        // RULE NEWSEASON-2, NEWSEASON-3: winter too.
        assert_eq!((g.inn.len(), g.shop.len()), (3, 2));
        let (inn, shop) = (g.inn.clone(), g.shop.clone());
        finish_season(&mut g);
        // RULE NEWSEASON-1: last season's leftovers are discarded face up.
        assert!(inn.iter().all(|m| g.discarded_monsters.contains(m)));
        assert!(shop.iter().all(|r| g.discarded_rooms.contains(r)));
        // RULE NEWSEASON-2: a completely new selection.
        assert_eq!((g.inn.len(), g.shop.len()), (3, 2));
        assert!(g.inn.iter().all(|m| !inn.contains(m)));
    }

    #[test]
    fn the_next_seasons_adventurers_and_event_are_prepared_except_in_autumn() {
        let mut g = game(4, Variant::FirstGame);
        let mut stack = vec![];
        let mut revealed = vec![];
        for _ in 0..4 {
            stack.push(g.adventurer_stacks[0].len());
            revealed.push(
                g.view(Viewer::Spectator)
                    .events
                    .iter()
                    .filter(|e| e.is_some())
                    .count(),
            );
            if g.season != Season::Autumn {
                finish_season(&mut g);
            }
        }
        assert_eq!(g.season, Season::Autumn);
        // RULE NEWSEASON-4, SEASON-3, ADV-DRAW-1: winter, spring and summer each draw 4 for the
        // next season; autumn draws none.
        assert_eq!(stack[0] - stack[1], 4);
        assert_eq!(stack[1] - stack[2], 4);
        assert_eq!(stack[2], stack[3]);
        // RULE NEWSEASON-4: the next season's tile is flipped (resolved ones leave, EVENT-3).
        assert_eq!(revealed, vec![1, 2, 2, 1]);
    }

    #[test]
    fn ex_draw_1_a_row_of_one_glyph_is_redrawn_and_then_sorted_weakest_first() {
        let mut g = game(3, Variant::FirstGame);
        let lvl = |g: &Game, a: u16| g.defs.adventurer(&g.inst, a).level;
        let twos: Vec<u16> = g.adventurer_stacks[0]
            .iter()
            .copied()
            .filter(|&a| lvl(&g, a) == 2)
            .take(3)
            .collect();
        let one = g.adventurer_stacks[0]
            .iter()
            .copied()
            .find(|&a| lvl(&g, a) == 1)
            .expect("a level-1 adventurer");
        let (x1, x2, x3, x4) = (twos[0], twos[1], twos[2], one);
        g.adventurer_stacks[0].retain(|a| ![x1, x2, x3, x4].contains(a));
        g.adventurer_stacks[0].extend([x4, x3, x2, x1]);
        finish_season(&mut g);
        // RULE EX-DRAW-1, ADV-DRAW-3: x3 went to the bottom and x4 was drawn.
        assert_eq!(g.adventurer_stacks[0][0], x3);
        // RULE EX-DRAW-1, ADV-DRAW-2: sorted, equal strengths keep their draw order.
        assert_eq!(g.next_adventurers[3..], [x4, x1, x2]);
    }

    #[test]
    fn drawn_rows_are_always_sorted_weakest_first() {
        for seed in 0..10 {
            let g = game_with(4, Variant::FirstGame, false, seed);
            let lv: Vec<u8> = g
                .next_adventurers
                .iter()
                .map(|&a| g.defs.adventurer(&g.inst, a).level)
                .collect();
            // RULE ADV-DRAW-2, ADV-DRAW-1
            assert_eq!(lv.len(), 4);
            assert!(lv.windows(2).all(|w| w[0] <= w[1]), "{lv:?}");
        }
        // RULE ADV-DRAW-1: 3 with two players.
        assert_eq!(game(2, Variant::FirstGame).next_adventurers.len(), 3);
    }
}

mod assignment {
    use super::*;

    #[test]
    fn ex_adv_1_the_weakest_adventurer_goes_to_the_nicest_player() {
        let mut g = spring(4, |g| {
            for (s, e) in [(0, 3), (1, 5), (2, 3), (3, 7)] {
                g.players[s].evil = e;
            }
            let r = take(g, AdventurerClass::Thief, 4);
            set_row(g, r);
        });
        let a: Vec<u16> = g.next_adventurers[..4].to_vec();
        finish_season(&mut g);
        // RULE EX-ADV-1, ADV-ASSIGN-1, ADV-ASSIGN-2, ADV-ASSIGN-3, TURN-2
        assert_eq!(party(&g, 0), vec![a[0]]);
        assert_eq!(party(&g, 2), vec![a[1]]);
        assert_eq!(party(&g, 1), vec![a[2]]);
        assert_eq!(party(&g, 3), vec![a[3]]);
    }

    #[test]
    fn evil_is_read_after_the_event_phase() {
        let mut g = spring(4, |g| {
            g.event_tiles[0] = EventTile::Payday;
            give_monster(g, 0, MonsterKind::Goblin);
            let r = take(g, AdventurerClass::Priest, 4);
            set_row(g, r);
        });
        let a: Vec<u16> = g.next_adventurers[..4].to_vec();
        // settle_events releases the goblin: seat 0 goes from 5 to 6 evil.
        finish_season(&mut g);
        // RULE ADV-ASSIGN-4
        assert_eq!(g.players[0].evil, 6);
        assert_eq!(party(&g, 0), vec![a[3]]);
        assert_eq!(party(&g, 1), vec![a[0]]);
    }

    #[test]
    fn ex_adv_2_the_dummy_moves_up_and_takes_an_adventurer_to_the_distant_lands() {
        let mut g = spring(2, |g| {
            g.players[0].evil = 6;
            g.players[1].evil = 7;
            let r = take(g, AdventurerClass::Wizard, 3);
            set_row(g, r);
        });
        let b: Vec<u16> = g.next_adventurers[..3].to_vec();
        finish_season(&mut g);
        // RULE EX-ADV-2, DUMMY2-6: the dummy marker moved 5 → 6 and is nicer than A on 6.
        assert_eq!(g.dummy_evil, Some(6));
        assert!(g.distant_adventurers.contains(&b[0]));
        assert_eq!(party(&g, 0), vec![b[1]]);
        assert_eq!(party(&g, 1), vec![b[2]]);
    }

    #[test]
    fn the_dummy_marker_never_brings_the_paladin() {
        let mut g = spring(2, |g| g.dummy_evil = Some(9));
        finish_season(&mut g);
        // RULE DUMMY2-9, PALADIN-12
        assert_eq!(g.dummy_evil, Some(10));
        check(&g, PaladinAt::Tent);
    }
}

mod parties {
    use super::*;

    #[test]
    fn ex_party_1_warriors_push_to_the_front_but_behind_the_paladin() {
        let mut g = spring(4, |g| {
            g.players[0].evil = 1;
            let thief = take(g, AdventurerClass::Thief, 1);
            let priests = take(g, AdventurerClass::Priest, 3);
            set_row(g, [thief, priests].concat());
        });
        let thief = g.next_adventurers[0];
        finish_season(&mut g);
        // RULE EX-PARTY-1, PARTY-1
        assert_eq!(party(&g, 0), vec![thief]);
        let warriors = take(&mut g, AdventurerClass::Warrior, 2);
        let wizards = take(&mut g, AdventurerClass::Wizard, 3);
        set_row(
            &mut g,
            vec![warriors[0], wizards[0], wizards[1], wizards[2]],
        );
        g.starting_player = 0;
        finish_season(&mut g);
        // RULE EX-PARTY-1, PARTY-2: the warrior goes in front of the thief.
        assert_eq!(party(&g, 0), vec![warriors[0], thief]);
        // Autumn: seat 0 pays 1 evil on Get Food slot 2 and reaches the paladin space.
        g.starting_player = 0;
        g.players[0].evil = 9;
        hold_combat_at_planning(&mut g);
        let others = take(&mut g, AdventurerClass::Thief, 3);
        set_row(&mut g, vec![others[0], others[1], others[2], warriors[1]]);
        g.slots[GetFood.index()][0] = Some(Minion::Dummy { dummy: 0 });
        choose_orders(
            &mut g,
            &[
                [GetFood, RecruitImps, BuyTraps],
                [RecruitImps, BuyTraps, MineGold],
                [RecruitImps, BuyTraps, MineGold],
                [RecruitImps, BuyTraps, MineGold],
            ],
        );
        until_turn(&mut g, 0, GetFood);
        ok(&mut g, 0, Command::Perform);
        let pal = g.paladin.0;
        // RULE EX-PARTY-1, PARTY-3: the paladin stands in front of everyone.
        assert_eq!(party(&g, 0), vec![pal, warriors[0], thief]);
        decline_rest(&mut g);
        retrieve_all(&mut g);
        settle_events(&mut g);
        assert!(matches!(g.phase, Phase::Combat(_)));
        // RULE EX-PARTY-1, PARTY-2, PARTY-4, PALADIN-2: the new warrior pushes in behind the
        // paladin, who is no warrior, and before the earlier warrior.
        assert_eq!(party(&g, 0), vec![pal, warriors[1], warriors[0], thief]);
    }

    #[test]
    fn after_autumn_every_dungeon_has_three_adventurers_and_the_year_one_row_is_used_up() {
        let mut g = game(4, Variant::FirstGame);
        quiet_until(&mut g, 1, Season::Autumn);
        // RULE ADV-DRAW-4: the row drawn in summer is autumn's and the last of the year.
        assert_eq!(g.next_adventurers.len(), 4);
        hold_combat_at_planning(&mut g);
        finish_season(&mut g);
        assert!(matches!(g.phase, Phase::Combat(_)));
        // RULE PARTY-5
        assert!(g.players.iter().all(|p| p.party.len() == 3));
        // RULE ADV-DRAW-4: nothing is left on the adventurer spaces after autumn.
        assert!(g.next_adventurers.is_empty());
    }
}

mod paladin {
    use super::*;

    #[test]
    fn the_first_player_to_reach_the_threshold_gets_the_paladin() {
        let g = special(SpecialEventKind::WitchHunt, |g| {
            g.players[0].evil = 8;
            g.players[1].evil = 8;
        });
        // Witch Hunt: nobody has a monster, so each gains 3 evil, in turn order.
        assert_eq!((g.players[0].evil, g.players[1].evil), (11, 11));
        // RULE PALADIN-4, GAME-5, PALADIN-5: seat 0 got there first; seat 1 only equals him.
        check(&g, PaladinAt::Party { seat: 0 });
        assert!(!party(&g, 1).contains(&g.paladin.0));
    }

    #[test]
    fn ex_paladin_3_two_players_tied_above_a_dropping_host_the_least_nice_gets_him() {
        let mut g = special(SpecialEventKind::VipVisit, |g| {
            for (s, e) in [(0, 11), (1, 11), (2, 11), (3, 1)] {
                g.players[s].evil = e;
            }
            host(g, 0, 2);
            let t = take(g, AdventurerClass::Thief, 1);
            g.players[2].party.push(PartyMember {
                id: t[0],
                damage: 0,
                bonus_hp: 0,
            });
        });
        assert_eq!(g.waiting_for(), vec![0]);
        ok(&mut g, 0, Command::PayVip);
        // RULE EX-PALADIN-3, PALADIN-6, PALADIN-7: X (seat 1) is nicer; he goes to Y (seat 2).
        check(&g, PaladinAt::Party { seat: 2 });
        // RULE PALADIN-8: he keeps his damage and takes the front space.
        assert_eq!(g.players[2].party[0].id, g.paladin.0);
        assert_eq!(g.players[2].party[0].damage, 2);
        assert!(g.players[0].party.is_empty());
    }

    #[test]
    fn ex_paladin_2_only_a_strictly_more_evil_player_takes_the_paladin_away() {
        let mut g = game(4, Variant::FirstGame);
        g.players[0].evil = 12;
        g.players[1].evil = 11;
        host(&mut g, 0, 0);
        put_room(&mut g, 0, sq(2, 3), "Printing Press");
        set_inn(
            &mut g,
            &[MonsterKind::Witch, MonsterKind::Goblin, MonsterKind::Slime],
        );
        g.slots[GetFood.index()][0] = Some(Minion::Dummy { dummy: 0 });
        choose_orders(
            &mut g,
            &[
                [RecruitImps, BuyTraps, MineGold],
                [GetFood, HireMonster, BuyTraps],
                [RecruitImps, BuyTraps, MineGold],
                [RecruitImps, BuyTraps, MineGold],
            ],
        );
        until_turn(&mut g, 1, GetFood);
        ok(&mut g, 1, Command::Perform);
        // RULE EX-PALADIN-2, PALADIN-5: X equals H on 12: he stays.
        assert_eq!(g.players[1].evil, 12);
        check(&g, PaladinAt::Party { seat: 0 });
        until_turn(&mut g, 1, HireMonster);
        let witch = g.inn[0];
        ok(
            &mut g,
            1,
            Command::Hire {
                monster: witch,
                pay_trap: None,
                feed: None,
            },
        );
        // RULE EX-PALADIN-2, PALADIN-5, EVIL-5: X rises to 13: he moves at once.
        check(&g, PaladinAt::Party { seat: 1 });
        assert_eq!(party(&g, 1), vec![g.paladin.0]);
        decline_rest(&mut g);
        ok(
            &mut g,
            0,
            Command::UseRoom {
                pos: sq(2, 3),
                trolls: 0,
                dig: None,
            },
        );
        // RULE EX-PALADIN-2, PALADIN-5: H dropping does not move him back.
        assert_eq!(g.players[0].evil, 11);
        check(&g, PaladinAt::Party { seat: 1 });
    }

    #[test]
    fn a_paladin_in_a_prison_never_moves_again() {
        let g = special(SpecialEventKind::WitchHunt, |g| {
            g.paladin.1 = PaladinAt::Prison { seat: 3 };
            g.players[1].evil = 9;
        });
        assert_eq!(g.players[1].evil, 12);
        // RULE PALADIN-9
        check(&g, PaladinAt::Prison { seat: 3 });
    }

    #[test]
    fn each_year_has_its_own_paladin() {
        let mut g = game(4, Variant::FirstGame);
        let (p1, p2) = (g.paladin.0, g.paladin_2);
        // RULE PALADIN-1, COMP-12
        assert_eq!(g.defs.adventurer(&g.inst, p1).year, 1);
        // RULE PALADIN-2: a class of his own.
        assert_eq!(
            g.defs.adventurer(&g.inst, p1).class,
            AdventurerClass::Paladin
        );
        quiet_until(&mut g, 2, Season::Winter);
        // RULE PALADIN-1, PALADIN-11, END-YEAR-3: only the year-2 paladin is in the tent; the
        // unused year-1 paladin went to the Distant Lands board.
        assert_eq!(g.paladin, (p2, PaladinAt::Tent));
        assert!(g.distant_adventurers.contains(&p1));
        assert!(g
            .view(Viewer::Spectator)
            .distant_adventurers
            .iter()
            .any(|c| c.name == "Paladin (year 1)"));
    }
}

mod end_of_season {
    use super::*;

    #[test]
    fn imps_come_home_and_are_unused_again() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [MineGold, GetFood, ImproveReputation],
                [GetFood, ImproveReputation, DigTunnels],
                [GetFood, ImproveReputation, DigTunnels],
                [GetFood, ImproveReputation, DigTunnels],
            ],
        );
        until_turn(&mut g, 0, MineGold);
        ok(&mut g, 0, Command::Mine { pos: sq(1, 3) });
        ok(&mut g, 0, Command::Mine { pos: sq(2, 3) });
        assert_eq!(g.players[0].busy_imps, 2);
        decline_rest(&mut g);
        retrieve_all(&mut g);
        // RULE ENDSEASON-1
        let p = &g.players[0];
        assert_eq!(
            (p.busy_imps, p.busy_trolls, p.mined.len(), p.imps_on.len()),
            (0, 0, 0, 0)
        );
        assert_eq!(p.imps, 3);
    }

    fn starters(n: usize) -> Vec<usize> {
        let mut g = game(n, Variant::FirstGame);
        let mut seen = vec![];
        while !g.is_finished() {
            seen.push(g.starting_player);
            finish_season(&mut g);
        }
        seen
    }

    #[test]
    fn ex_start_1_the_starting_player_token_over_two_years() {
        // RULE EX-START-1, ENDSEASON-2, ENDSEASON-3, END-YEAR-8: A B C D, then C D A B.
        assert_eq!(starters(4), vec![0, 1, 2, 3, 2, 3, 0, 1]);
        // RULE EX-START-1, END-YEAR-8: 3 players: A B C A, then B C A B.
        assert_eq!(starters(3), vec![0, 1, 2, 0, 1, 2, 0, 1]);
        // RULE EX-START-1, END-YEAR-8, DUMMY2-7: 2 players: A B A B, then B A B A.
        assert_eq!(starters(2), vec![0, 1, 0, 1, 1, 0, 1, 0]);
    }
}

mod years {
    use super::*;

    fn monster_year(g: &Game, id: u16) -> u8 {
        let d = g.inst.monsters[id as usize];
        let before = g.inst.monsters[..id as usize]
            .iter()
            .filter(|&&x| x == d)
            .count();
        if before < g.defs.monsters[d as usize].copies[0] as usize {
            1
        } else {
            2
        }
    }

    #[test]
    fn a_year_is_four_seasons_in_order_and_each_year_uses_its_own_tiles() {
        let mut g = game(4, Variant::FirstGame);
        let mut seasons = vec![];
        while !g.is_finished() {
            seasons.push((g.year, g.season));
            for &m in &g.inn {
                // RULE YEAR-2, END-YEAR-5: silver monsters in year 1, gold ones in year 2.
                assert_eq!(monster_year(&g, m), g.year);
            }
            for &r in &g.shop {
                // RULE YEAR-2, END-YEAR-5
                assert_eq!(g.defs.room(&g.inst, r).year, g.year);
            }
            for &a in &g.next_adventurers {
                // RULE YEAR-2, YEAR2-4: year-2 adventurers are stronger than any of year 1.
                let d = g.defs.adventurer(&g.inst, a);
                assert_eq!(d.year, g.year);
                assert!(d.year == 1 || d.level > 3);
            }
            finish_season(&mut g);
        }
        use Season::*;
        // RULE YEAR-1, YEAR2-1, SEASON-1
        assert_eq!(
            seasons,
            vec![
                (1, Winter),
                (1, Spring),
                (1, Summer),
                (1, Autumn),
                (2, Winter),
                (2, Spring),
                (2, Summer),
                (2, Autumn)
            ]
        );
    }

    #[test]
    fn a_season_runs_orders_then_production_then_event_then_adventurers() {
        let mut g = spring(4, |g| g.event_tiles[0] = EventTile::Taxes);
        let phase = |g: &Game| g.view(Viewer::Spectator).phase;
        // RULE SEASON-1: the new-season phase is done; orders are chosen.
        assert_eq!(phase(&g), "orders");
        choose_orders(&mut g, &[[GetFood, RecruitImps, BuyTraps]; 4]);
        assert_eq!(phase(&g), "execute");
        decline_rest(&mut g);
        assert_eq!(phase(&g), "production");
        let n_party: usize = g.players.iter().map(|p| p.party.len()).sum();
        retrieve_all(&mut g);
        assert_eq!(phase(&g), "taxes");
        assert_eq!(n_party, 0);
        settle_events(&mut g);
        // RULE SEASON-1: adventurers arrive after the event, then the next season begins.
        assert!(g.players.iter().all(|p| p.party.len() == 1));
        assert_eq!((g.season, phase(&g)), (Season::Summer, "orders"));
    }

    #[test]
    fn the_year_transition_keeps_the_dungeons_and_resets_the_shared_board() {
        let mut g = game(4, Variant::FirstGame);
        g.event_tiles = [EventTile::Payday, EventTile::Taxes, EventTile::SpecialEvent];
        let next_combat = g.next_year_combat.clone();
        quiet_until(&mut g, 1, Season::Autumn);
        put_tunnel(&mut g, 0, sq(1, 2), true);
        g.players[0].food = 7;
        g.players[0].dead_letters = 2;
        g.players[0].evil = 8;
        let goblin = give_monster(&mut g, 0, MonsterKind::Goblin);
        without_battles(&mut g);
        finish_season(&mut g);
        assert_eq!((g.year, g.season), (2, Season::Winter));
        // RULE END-YEAR-1: the year-2 combat cards are in the city, in their order.
        assert_eq!(g.city, next_combat);
        // RULE END-YEAR-2, YEAR2-1: year 2 is played on the building side again.
        assert!(matches!(g.phase, Phase::Orders { .. }));
        // RULE END-YEAR-4, SETUP-10: the tiles are laid out again; only spring's is face up.
        let v = g.view(Viewer::Spectator);
        assert_eq!(v.events.iter().filter(|e| e.is_some()).count(), 1);
        // RULE END-YEAR-6, YEAR2-5: everything is kept; conquered tiles stay conquered.
        let p = &g.players[0];
        assert_eq!((p.food, p.dead_letters, p.evil), (7, 2, 8));
        assert!(p.monsters.iter().any(|m| m.id == goblin));
        assert_eq!(p.dungeon.at(sq(1, 2)).map(|t| t.conquered), Some(true));
        // RULE YEAR2-4: the year-2 combat cards have fatigue 1 to 3.
        assert!(g
            .city
            .iter()
            .all(|&c| (1..=3).contains(&g.defs.combat_card(&g.inst, c).fatigue)));
    }

    #[test]
    fn the_two_player_dummy_marker_moves_two_spaces_down_at_the_year_transition() {
        let mut g = game(2, Variant::FirstGame);
        quiet_until(&mut g, 2, Season::Winter);
        // 5 + 1 in each of spring, summer and autumn = 8; then 2 down.
        // RULE END-YEAR-7, DUMMY2-7
        assert_eq!(g.dummy_evil, Some(6));
    }

    #[test]
    fn the_year_two_paladin_goes_at_once_to_the_least_nice_of_the_most_evil() {
        let mut g = game(4, Variant::FirstGame);
        quiet_until(&mut g, 1, Season::Autumn);
        assert_eq!(g.starting_player, 3);
        g.players[1].evil = 11;
        g.players[2].evil = 11;
        without_battles(&mut g);
        finish_season(&mut g);
        assert_eq!((g.year, g.starting_player), (2, 2));
        // RULE END-YEAR-9, YEAR2-6, PALADIN-6, PALADIN-7: turn order is now 2, 3, 0, 1, so seat 1
        // is the least nice of the two on space 11.
        check(&g, PaladinAt::Party { seat: 1 });
        assert_eq!(g.players[1].party[0].id, g.paladin_2);
    }
}
