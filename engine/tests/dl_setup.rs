//! Rule tests for the game's shape and setup: GAME-*, the components of the built-in game
//! (COMP-*, CAT-*), SETUP-*, turn order and niceness (TURN-*), and the first-game / full-game
//! differences that show at setup (FIRSTGAME-*, FULL-1, FULL-2).

mod common;

use common::*;
use engine::common::Viewer;
use engine::dungeon_lords::defs::{AdventurerClass, MonsterKind};
use engine::dungeon_lords::flow::{Command, Phase, SetupError};
use engine::dungeon_lords::state::{
    PaladinAt, Season, COLS, ENTRANCE, EVIL_MAX, EVIL_PALADIN, EVIL_START, ROWS,
};
use engine::dungeon_lords::{Action, Config, Defs, Game, Variant};

fn config(n_players: usize, variant: Variant, special_events: bool) -> Config {
    Config {
        n_players,
        variant,
        special_events,
        simultaneous: false,
    }
}

fn new(n: usize, variant: Variant, seed: u64) -> Game {
    Game::new(config(n, variant, false), Defs::builtin(), seed).expect("setup")
}

/// The year (1 or 2) of a monster instance: each def's year-1 copies come first.
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

/// Checks a seat's starting resources: evil, food, gold, imps, tiles, minions.
#[track_caller]
fn check(g: &Game, seat: usize, expected: (u8, u8, u8, u8, usize, u8)) {
    let p = &g.players[seat];
    assert_eq!(
        (
            p.evil,
            p.food,
            p.gold,
            p.imps,
            p.dungeon.n_tiles(),
            p.minions_home
        ),
        expected
    );
}

mod game {
    use super::*;

    #[test]
    fn a_game_has_two_to_four_players() {
        for n in [0, 1, 5] {
            // RULE GAME-1
            assert_eq!(
                Game::new(config(n, Variant::Full, false), Defs::builtin(), 1).err(),
                Some(SetupError::PlayerCount(n))
            );
        }
        for n in 2..=4 {
            assert!(Game::new(config(n, Variant::Full, false), Defs::builtin(), 1).is_ok());
        }
    }

    #[test]
    fn a_game_is_two_years_and_ends_after_the_second() {
        let mut g = game(3, Variant::FirstGame);
        quiet_until(&mut g, 2, Season::Winter);
        // RULE GAME-2, YEAR-1
        assert_eq!(g.year, 2);
        let mut guard = 0;
        while !g.is_finished() {
            quiet_orders_and_production(&mut g);
            settle_events(&mut g);
            guard += 1;
            assert!(guard < 5);
        }
        // RULE GAME-2: after the building of year 2 (and its combat) the game is over.
        assert_eq!((g.year, g.season), (2, Season::Autumn));
    }

    #[test]
    fn there_are_two_rule_sets_and_special_events_need_the_full_game() {
        // RULE GAME-3, FIRSTGAME-2
        assert_eq!(
            Game::new(config(4, Variant::FirstGame, true), Defs::builtin(), 1).err(),
            Some(SetupError::SpecialEventsInFirstGame)
        );
        // RULE GAME-3, FIRSTGAME-1, FULL-1: only the full game starts by choosing orders.
        assert!(matches!(
            new(4, Variant::Full, 1).phase,
            Phase::InitialOrders { .. }
        ));
        assert!(matches!(
            new(4, Variant::FirstGame, 1).phase,
            Phase::Orders { .. }
        ));
    }

    #[test]
    fn fewer_than_four_players_add_dummy_colours() {
        // RULE GAME-4, SETUP-16: 4 colours are always on the table.
        for (n, dummies) in [(2, 2), (3, 1), (4, 0)] {
            let g = new(n, Variant::FirstGame, 1);
            assert_eq!(g.dummies.len(), dummies);
            assert_eq!(g.players.len() + g.dummies.len(), 4);
        }
    }

    #[test]
    fn apart_from_the_marked_rules_both_games_set_up_alike() {
        for seed in 0..4 {
            let a = new(4, Variant::FirstGame, seed);
            let b = new(4, Variant::Full, seed);
            // RULE FIRSTGAME-5: same shuffles, tiles, cards and starting player.
            assert_eq!(a.city, b.city);
            assert_eq!(a.event_tiles, b.event_tiles);
            assert_eq!(a.starting_player, b.starting_player);
            assert_eq!(a.trap_deck, b.trap_deck);
        }
    }

    #[test]
    fn the_item_tiles_are_used_by_no_rule() {
        let g = game(4, Variant::Full);
        let json = serde_json::to_string(&g.view(Viewer::Seat { seat: 0 })).expect("json");
        // RULE COMP-16: no item appears anywhere in the game.
        assert!(!json.to_lowercase().contains("item"));
    }
}

mod components {
    use super::*;

    #[test]
    fn the_built_in_game_has_the_printed_component_counts() {
        let g = game(4, Variant::Full);
        let d = &g.defs;
        // RULE COMP-1: 8 action spaces with 3 slots each.
        assert_eq!((g.slots.len(), g.slots[0].len()), (8, 3));
        assert_eq!(Action::ALL.len(), 8);
        // RULE COMP-6, CAT-4: 9 + 9 combat cards; fatigue 0/1×4/2×4 and 1/2×4/3×4.
        for (year, fatigue) in [(1, [1, 4, 4, 0]), (2, [0, 1, 4, 4])] {
            let mut f = [0; 4];
            for c in d.combat_cards.iter().filter(|c| c.year == year) {
                f[c.fatigue as usize] += 1;
            }
            assert_eq!(f, fatigue, "year {year}");
        }
        // RULE COMP-7, CAT-5: one trap deck, nine trap kinds.
        assert_eq!(d.traps.len(), 9);
        assert_eq!(
            g.trap_deck.len(),
            d.traps.iter().map(|t| t.copies as usize).sum::<usize>()
        );
        // RULE COMP-9, CAT-11: at least 12 monsters a year.
        let per_year = |y: usize| {
            d.monsters
                .iter()
                .map(|m| m.copies[y] as usize)
                .sum::<usize>()
        };
        assert!(per_year(0) >= 12 && per_year(1) >= 12);
        // RULE COMP-10, CAT-11: 8 rooms a year.
        assert_eq!(d.rooms.iter().filter(|r| r.year == 1).count(), 8);
        assert_eq!(d.rooms.iter().filter(|r| r.year == 2).count(), 8);
        // RULE COMP-11, CAT-11: 12 adventurers a year plus spares for redraws.
        assert!(g.adventurer_stacks[0].len() + g.next_adventurers.len() > 12);
        assert!(g.adventurer_stacks[1].len() > 12);
        // RULE COMP-12, CAT-9: two paladins, not of the four classes.
        let pals: Vec<_> = d
            .adventurers
            .iter()
            .filter(|a| a.class == AdventurerClass::Paladin)
            .collect();
        assert_eq!(pals.len(), 2);
        assert_eq!(
            (pals[0].hp, pals[0].disarm, pals[0].heal, pals[0].magic),
            (5, 2, 2, 2)
        );
        assert_eq!(
            (pals[1].hp, pals[1].disarm, pals[1].heal, pals[1].magic),
            (8, 3, 3, 3)
        );
        // RULE COMP-5: 8 order cards and 3 minions per colour.
        assert_eq!(g.players[0].hand.len() + g.players[0].inaccessible.len(), 8);
        assert_eq!(g.players[0].minions_home, 3);
        // RULE COMP-8, CAT-10: the catalog's five reconstructed special events.
        assert_eq!(d.special_events.len(), 5);
        // RULE COMP-15, TROLL-1: one troll token per troll tile, 3 in all.
        let trolls: usize = d
            .monsters
            .iter()
            .filter(|m| m.kind == MonsterKind::Troll)
            .map(|m| m.copies.iter().map(|&c| c as usize).sum::<usize>())
            .sum();
        assert_eq!(trolls, 3);
        let v = g.view(Viewer::Spectator);
        // RULE COMP-2: three event spaces (spring, summer, autumn); a row of 4 adventurer
        // spaces per season.
        assert_eq!(v.events.len(), 3);
        assert_eq!(v.next_adventurers.len(), 4);
        // RULE COMP-3: the Distant Lands board holds the stacks and the discard piles.
        assert!(v.discarded_monsters.is_empty() && v.distant_adventurers.is_empty());
        assert_eq!(v.stacks.monsters + v.inn.len(), 24);
    }

    #[test]
    fn the_catalog_costs_match_what_the_rulebook_text_reveals() {
        let g = game(4, Variant::Full);
        let cost = |k: MonsterKind| {
            g.defs
                .monsters
                .iter()
                .find(|m| m.kind == k)
                .map(|m| m.cost)
                .expect("kind")
        };
        // RULE CAT-6: vampire 2 evil; witch 1 food + 1 evil; golem 1 gold + a trap; demon 1 evil
        // + a monster.
        assert_eq!(
            (
                cost(MonsterKind::Vampire).evil,
                cost(MonsterKind::Vampire).food
            ),
            (2, 0)
        );
        assert_eq!(
            (cost(MonsterKind::Witch).food, cost(MonsterKind::Witch).evil),
            (1, 1)
        );
        assert!(cost(MonsterKind::Golem).trap && cost(MonsterKind::Golem).gold == 1);
        assert!(cost(MonsterKind::Demon).monster && cost(MonsterKind::Demon).evil == 1);
        // RULE CAT-8: the training parties' adventurers exist in the year-1 pool.
        let has = |class: AdventurerClass, hp: u8, d: u8, h: u8| {
            g.defs.adventurers.iter().any(|a| {
                a.year == 1 && a.class == class && a.hp == hp && a.disarm == d && a.heal == h
            })
        };
        assert!(has(AdventurerClass::Warrior, 3, 0, 0) && has(AdventurerClass::Warrior, 4, 0, 0));
        assert!(has(AdventurerClass::Thief, 4, 1, 0) && has(AdventurerClass::Thief, 3, 2, 0));
        assert!(has(AdventurerClass::Priest, 3, 0, 1) && has(AdventurerClass::Priest, 4, 0, 1));
    }

    #[test]
    fn the_evilometer_and_grid_have_their_printed_sizes() {
        // RULE CAT-1, EVIL-1, SETUP-3, COMP-1: 15 spaces, start 5, paladin 10.
        assert_eq!((EVIL_START, EVIL_PALADIN, EVIL_MAX), (5, 10, 15));
        // RULE CAT-2, COMP-4, DUNGEON-1: 5 columns × 4 rows, entrance top of the middle column.
        assert_eq!((COLS, ROWS), (5, 4));
        assert_eq!(ENTRANCE, sq(1, 3));
        let g = game(4, Variant::Full);
        let zone = |n: &str| g.defs.room(&g.inst, room_named(&g, n)).zone;
        // RULE CAT-2: the press and the magic room in the middle, the workshop on the edge.
        assert!(zone("Printing Press")[1][2] && !zone("Printing Press")[0][2]);
        assert!(zone("Magic Room")[2][1] && !zone("Magic Room")[3][1]);
        assert!(zone("Workshop")[0][2] && !zone("Workshop")[1][2]);
    }

    #[test]
    fn the_board_values_of_the_actions_are_the_printed_ones() {
        // RULE CAT-3, ACT-TRAP-1, ACT-DIG-1: a spot check of the printed values through play
        // (the full set is exercised in dl_actions.rs).
        let mut g = game(4, Variant::FirstGame);
        g.slots[Action::BuyTraps.index()][0] =
            Some(engine::dungeon_lords::state::Minion::Dummy { dummy: 0 });
        g.slots[Action::BuyTraps.index()][1] =
            Some(engine::dungeon_lords::state::Minion::Dummy { dummy: 0 });
        choose_orders(
            &mut g,
            &[[Action::BuyTraps, Action::GetFood, Action::MineGold]; 4],
        );
        until_turn(&mut g, 0, Action::BuyTraps);
        ok(&mut g, 0, Command::Perform);
        assert_eq!((g.players[0].gold, g.players[0].traps.len()), (1, 2));
    }
}

mod setup {
    use super::*;

    #[test]
    fn the_starting_player_is_chosen_at_random() {
        let seats: std::collections::BTreeSet<usize> = (0..20)
            .map(|s| new(4, Variant::FirstGame, s).starting_player)
            .collect();
        // RULE SETUP-1
        assert_eq!(seats.len(), 4);
    }

    #[test]
    fn the_trap_deck_is_shuffled_and_nothing_is_discarded_yet() {
        let a = new(4, Variant::FirstGame, 1);
        let b = new(4, Variant::FirstGame, 2);
        // RULE SETUP-2: all trap cards in one shuffled deck.
        assert_eq!(a.trap_deck.len(), 27);
        assert_ne!(a.trap_deck, b.trap_deck);
        // RULE SETUP-12: discard piles start empty.
        assert!(a.trap_discard.is_empty() && a.discarded_rooms.is_empty());
    }

    #[test]
    fn every_player_starts_with_the_same_dungeon_and_resources() {
        let g = new(4, Variant::FirstGame, 1);
        for s in 0..4 {
            // RULE SETUP-3, SETUP-13, SETUP-14: evil 5, 3 food, 3 gold, 3 imps, 3 tunnels,
            // 3 minions in the office.
            check(&g, s, (5, 3, 3, 3, 3, 3));
            // RULE SETUP-14, COMP-14: the tunnels are dark side (unconquered) up.
            assert!(g.players[s].dungeon.tiles().all(|(_, t)| !t.conquered));
            let v = g.view(Viewer::Spectator);
            assert!(v.players[s]
                .dungeon
                .iter()
                .all(|t| t.kind == "tunnel" && !t.conquered));
        }
    }

    #[test]
    fn both_paladins_wait_in_the_tent_year_one_on_top() {
        let g = new(4, Variant::FirstGame, 1);
        // RULE SETUP-4, PALADIN-1
        assert_eq!(g.paladin.1, PaladinAt::Tent);
        assert_eq!(g.defs.adventurer(&g.inst, g.paladin.0).year, 1);
        assert_eq!(g.defs.adventurer(&g.inst, g.paladin_2).year, 2);
    }

    #[test]
    fn four_combat_cards_of_each_year_are_set_aside_and_five_go_to_the_box() {
        let g = new(4, Variant::FirstGame, 1);
        // RULE SETUP-5
        assert_eq!(g.city.len(), 4);
        assert!(g
            .city
            .iter()
            .all(|&c| g.defs.combat_card(&g.inst, c).year == 1));
        // RULE SETUP-6
        assert_eq!(g.next_year_combat.len(), 4);
        assert!(g
            .next_year_combat
            .iter()
            .all(|&c| g.defs.combat_card(&g.inst, c).year == 2));
        // RULE SETUP-20: 10 combat cards stay in the box.
        assert_eq!(
            g.inst.combat_cards.len() - g.city.len() - g.next_year_combat.len(),
            10
        );
    }

    #[test]
    fn monster_and_room_stacks_put_year_one_on_top_of_year_two() {
        let g = new(4, Variant::FirstGame, 1);
        let years: Vec<u8> = g
            .monster_stack
            .iter()
            .map(|&m| monster_year(&g, m))
            .collect();
        // RULE SETUP-7: stack top is the end: 12 gold-backed at the bottom, silver above.
        assert!(years[..12].iter().all(|&y| y == 2));
        assert!(years[12..].iter().all(|&y| y == 1));
        // RULE SETUP-8
        let rooms: Vec<u8> = g
            .room_stack
            .iter()
            .map(|&r| g.defs.room(&g.inst, r).year)
            .collect();
        assert!(rooms[..8].iter().all(|&y| y == 2));
        assert!(rooms[8..].iter().all(|&y| y == 1));
        let h = new(4, Variant::FirstGame, 2);
        assert_ne!(g.monster_stack, h.monster_stack);
    }

    #[test]
    fn adventurers_form_two_separate_shuffled_stacks() {
        let g = new(4, Variant::FirstGame, 1);
        for (y, stack) in g.adventurer_stacks.iter().enumerate() {
            // RULE SETUP-9, ADV-ASSIGN-5: by year, and the paladins are not in them.
            assert!(stack.iter().all(|&a| {
                let d = g.defs.adventurer(&g.inst, a);
                d.year as usize == y + 1 && d.class != AdventurerClass::Paladin
            }));
        }
        // RULE SETUP-11: no adventurer is in any party yet; only the forecast row is out.
        assert!(g.players.iter().all(|p| p.party.is_empty()));
        assert_eq!(g.adventurer_stacks[0].len() + g.next_adventurers.len(), 16);
    }

    #[test]
    fn dummy_colours_get_three_face_up_inaccessible_cards_and_a_deck_of_five() {
        let g = new(2, Variant::Full, 1);
        for d in &g.dummies {
            // RULE SETUP-17 (DECISION D2): face up, so in every view.
            assert_eq!((d.inaccessible.len(), d.deck.len()), (3, 5));
        }
        let v = g.view(Viewer::Spectator);
        assert_eq!(v.dummies[1].inaccessible, g.dummies[1].inaccessible);
        // RULE SETUP-19: with 2 players one dummy evil marker on the start space.
        assert_eq!(g.dummy_evil, Some(5));
        // RULE SETUP-19, SETUP-20: with 3 players no dummy marker.
        assert_eq!(new(3, Variant::Full, 1).dummy_evil, None);
    }

    #[test]
    fn full_game_players_keep_two_of_three_drawn_cards_secretly_inaccessible() {
        let mut g = new(4, Variant::Full, 1);
        let Phase::InitialOrders { drawn, .. } = &g.phase else {
            panic!("initial orders");
        };
        let d = drawn[0].clone();
        // RULE FULL-1, SETUP-2: before the first monsters, rooms, adventurers and event are
        // revealed; the Underground Inn and the room shop are still empty.
        assert!(g.inn.is_empty() && g.shop.is_empty() && g.next_adventurers.is_empty());
        assert_eq!(g.view(Viewer::Spectator).events, vec![None, None, None]);
        // RULE FULL-1: the drawn cards are secret to their owner.
        let prompt = g
            .view(Viewer::Seat { seat: 1 })
            .prompt
            .expect("seat 1 chooses too");
        assert_eq!(
            (prompt.seat, prompt.legal_commands),
            (1, g.legal_commands(1))
        );
        assert!(g.view(Viewer::Spectator).prompt.is_none());
        // RULE FULL-1: two of the three drawn cards.
        assert_eq!(
            g.legal_commands(0),
            vec![
                Command::ChooseInaccessible {
                    cards: [d[0], d[1]]
                },
                Command::ChooseInaccessible {
                    cards: [d[0], d[2]]
                },
                Command::ChooseInaccessible {
                    cards: [d[1], d[2]]
                },
            ]
        );
        ok(
            &mut g,
            0,
            Command::ChooseInaccessible {
                cards: [d[1], d[2]],
            },
        );
        // RULE FULL-1: nothing is revealed until all have chosen.
        assert!(g.players[0].inaccessible.is_empty());
        assert!(matches!(g.phase, Phase::InitialOrders { .. }));
        for s in 1..4 {
            let c = g.legal_commands(s)[0].clone();
            ok(&mut g, s, c);
        }
        // RULE FULL-1, SETUP-15: revealed together; the hand is the other 6.
        assert_eq!(g.players[0].inaccessible, vec![d[1], d[2]]);
        assert_eq!(g.players[0].hand.len(), 6);
        assert!(g.players[0].hand.contains(&d[0]));
        assert!(matches!(g.phase, Phase::Orders { .. }));
    }

    #[test]
    fn the_full_game_draws_two_special_events_and_the_first_game_none() {
        let g = Game::new(config(4, Variant::Full, true), Defs::builtin(), 1).expect("setup");
        // RULE FULL-2, SETUP-20
        assert!(g.special_events.iter().all(|e| e.is_some()));
        assert_ne!(g.special_events[0], g.special_events[1]);
        // RULE FIRSTGAME-2
        assert_eq!(new(4, Variant::FirstGame, 1).special_events, [None, None]);
    }
}

mod turns {
    use super::*;

    #[test]
    fn turn_order_runs_clockwise_from_the_starting_player() {
        let mut g = new(4, Variant::FirstGame, 1);
        g.starting_player = 2;
        // RULE TURN-1, DOC-4
        assert_eq!(g.turn_order(), vec![2, 3, 0, 1]);
    }

    #[test]
    fn niceness_ranks_lower_evil_first_and_ties_by_turn_order() {
        let mut g = new(4, Variant::FirstGame, 1);
        g.starting_player = 1;
        for (s, e) in [(0, 4), (1, 6), (2, 4), (3, 3)] {
            g.players[s].evil = e;
        }
        // RULE TURN-2: 3 first; on 4, seat 2 comes before seat 0 (turn order 1, 2, 3, 0).
        assert_eq!(g.niceness_order(), vec![3, 2, 0, 1]);
    }
}
