//! Rule tests for the event phase: the event tiles (EVENT-*), payday (EVENT-PAYDAY-*), taxes
//! (EVENT-TAX-*) and special events (EVENT-SPECIAL-*, FULL-2, FULL-3, FIRSTGAME-2).

mod common;

use common::*;
use engine::common::Viewer;
use engine::dungeon_lords::defs::{MonsterKind, SpecialEventKind};
use engine::dungeon_lords::flow::{Command, Phase};
use engine::dungeon_lords::state::{EventTile, PaladinAt, Season};
use engine::dungeon_lords::{Game, Variant};

use MonsterKind::*;

/// A 4-player game in spring's event phase with `tile` as spring's event; `setup` runs at the
/// start of spring, before the quiet orders.
fn at_event(variant: Variant, tile: EventTile, setup: impl FnOnce(&mut Game)) -> Game {
    let mut g = game(4, variant);
    let mut tiles = vec![tile];
    for t in [EventTile::Payday, EventTile::Taxes, EventTile::SpecialEvent] {
        if t != tile {
            tiles.push(t);
        }
    }
    g.event_tiles = [tiles[0], tiles[1], tiles[2]];
    quiet_orders_and_production(&mut g);
    assert_eq!(g.season, Season::Spring);
    g.starting_player = 0;
    setup(&mut g);
    quiet_orders_and_production(&mut g);
    g
}

/// Checks seat 0's evil, food, gold and the kinds of monsters it keeps.
#[track_caller]
fn check(g: &Game, evil: u8, food: u8, gold: u8, kept: &[MonsterKind]) {
    let p = &g.players[0];
    let kinds: Vec<MonsterKind> = p
        .monsters
        .iter()
        .map(|m| g.defs.monster(&g.inst, m.id).kind)
        .collect();
    assert_eq!(
        (p.evil, p.food, p.gold, kinds.as_slice()),
        (evil, food, gold, kept)
    );
}

fn pay(m: u16) -> Command {
    Command::PayMonster {
        monster: m,
        pay_trap: None,
        feed: None,
    }
}

fn release(m: u16) -> Command {
    Command::ReleaseMonster { monster: m }
}

mod tiles {
    use super::*;

    #[test]
    fn the_three_event_tiles_lie_on_spring_summer_and_autumn() {
        for seed in 0..5 {
            let g = game_with(4, Variant::FirstGame, false, seed);
            let mut t = g.event_tiles.to_vec();
            t.sort_by_key(|e| *e as u8);
            // RULE EVENT-1, SETUP-10, COMP-13
            assert_eq!(
                t,
                vec![EventTile::Payday, EventTile::Taxes, EventTile::SpecialEvent]
            );
        }
    }

    #[test]
    fn a_tile_is_flipped_one_season_early_and_removed_after_it_is_resolved() {
        let mut g = game(4, Variant::FirstGame);
        // RULE EVENT-1, NEWSEASON-4, SETUP-10: in winter spring's tile is face up, the rest not.
        let v = g.view(Viewer::Spectator);
        assert_eq!(v.events, vec![Some(g.event_tiles[0]), None, None]);
        quiet_orders_and_production(&mut g);
        quiet_orders_and_production(&mut g);
        settle_events(&mut g);
        assert_eq!(g.season, Season::Summer);
        // RULE EVENT-3: spring's tile is gone; summer's and autumn's are face up.
        let v = g.view(Viewer::Spectator);
        assert_eq!(
            v.events,
            vec![None, Some(g.event_tiles[1]), Some(g.event_tiles[2])]
        );
    }

    #[test]
    fn winter_has_no_event_phase() {
        let mut g = game(4, Variant::FirstGame);
        quiet_orders_and_production(&mut g);
        // RULE EVENT-4, SEASON-2: straight from winter's production to spring's orders.
        assert_eq!(g.season, Season::Spring);
        assert!(matches!(g.phase, Phase::Orders { .. }));
    }

    #[test]
    fn event_decisions_are_taken_one_player_at_a_time_in_turn_order() {
        let mut g = at_event(Variant::FirstGame, EventTile::Taxes, |g| {
            g.starting_player = 2
        });
        // RULE EVENT-2, TURN-3
        assert_eq!(g.waiting_for(), vec![2]);
        ok(&mut g, 2, Command::PayTax { gold: 2 });
        assert_eq!(g.waiting_for(), vec![3]);
    }
}

mod payday {
    use super::*;

    #[test]
    fn every_monster_and_ghost_is_paid_again_or_released() {
        let mut g = at_event(Variant::FirstGame, EventTile::Payday, |g| {
            give_monster(g, 0, Ghost);
            give_monster(g, 0, Goblin);
        });
        let ghost = g.players[0].monsters[0].id;
        let goblin = g.players[0].monsters[1].id;
        // RULE EVENT-PAYDAY-1: the ghost too.
        assert_eq!(g.legal_commands(0), vec![pay(ghost), release(ghost)]);
        ok(&mut g, 0, pay(ghost));
        ok(&mut g, 0, release(goblin));
        // RULE EVENT-PAYDAY-1, EVENT-PAYDAY-2: ghost paid 1 evil, goblin released for +1 evil.
        check(&g, 7, 3, 3, &[Ghost]);
        // RULE EVENT-PAYDAY-2, SETUP-12: released monsters go face up to the discard pile.
        assert!(g.discarded_monsters.contains(&goblin));
    }

    fn ex_payday_1(choice: [bool; 3]) -> Game {
        let mut g = at_event(Variant::FirstGame, EventTile::Payday, |g| {
            g.players[0].evil = 7;
            give_monster(g, 0, Witch);
            give_monster(g, 0, Vampire);
            give_monster(g, 0, Goblin);
        });
        let ids: Vec<u16> = g.players[0].monsters.iter().map(|m| m.id).collect();
        for (m, keep) in ids.into_iter().zip(choice) {
            ok(&mut g, 0, if keep { pay(m) } else { release(m) });
        }
        g
    }

    #[test]
    fn ex_payday_1_only_releasing_the_vampire_keeps_the_paladin_away() {
        let g = ex_payday_1([true, true, true]);
        // RULE EX-PAYDAY-1, EVENT-PAYDAY-1: all three cost 2 food and 3 evil.
        check(&g, 10, 1, 3, &[Witch, Vampire, Goblin]);
        // RULE EX-PAYDAY-1, PALADIN-3: space 10 brings the paladin.
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 0 });
        let g = ex_payday_1([false, true, true]);
        // RULE EX-PAYDAY-1: releasing the witch: 1 food, 2 + 1 evil: still the paladin.
        check(&g, 10, 2, 3, &[Vampire, Goblin]);
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 0 });
        let g = ex_payday_1([true, false, true]);
        // RULE EX-PAYDAY-1: releasing the vampire: 2 food, 1 + 1 evil: space 9, no paladin.
        check(&g, 9, 1, 3, &[Witch, Goblin]);
        assert_eq!(g.paladin.1, PaladinAt::Tent);
    }

    #[test]
    fn ex_payday_2_at_absolute_evil_one_salary_must_be_released_and_the_release_is_capped() {
        let mut g = at_event(Variant::Full, EventTile::Payday, |g| {
            g.players[0].evil = 13;
            give_monster(g, 0, Vampire);
            give_monster(g, 0, Witch);
        });
        let vampire = g.players[0].monsters[0].id;
        let witch = g.players[0].monsters[1].id;
        ok(&mut g, 0, pay(vampire));
        // RULE EX-PAYDAY-2, COST-4, EVENT-PAYDAY-3: 2 + 1 evil do not fit below the top.
        assert_eq!(g.legal_commands(0), vec![release(witch)]);
        ok(&mut g, 0, release(witch));
        // RULE EX-PAYDAY-2, EVENT-PAYDAY-4, EVIL-4: pay first (space 15), then +1 is ignored.
        check(&g, 15, 3, 3, &[Vampire]);
    }

    #[test]
    fn ex_payday_3_a_troll_fed_to_the_demon_is_no_release_and_takes_its_token() {
        let mut g = at_event(Variant::Full, EventTile::Payday, |g| {
            give_monster(g, 0, Troll);
            give_monster(g, 0, Demon);
        });
        let troll = g.players[0].monsters[0].id;
        let demon = g.players[0].monsters[1].id;
        // RULE EVENT-PAYDAY-5: the demon is settled first, fed an other monster.
        assert_eq!(
            g.legal_commands(0),
            vec![
                Command::PayMonster {
                    monster: demon,
                    pay_trap: None,
                    feed: Some(troll)
                },
                release(demon)
            ]
        );
        ok(
            &mut g,
            0,
            Command::PayMonster {
                monster: demon,
                pay_trap: None,
                feed: Some(troll),
            },
        );
        // RULE EX-PAYDAY-3, EVENT-PAYDAY-5: the troll is not paid and gives no +1 evil.
        check(&g, 6, 3, 3, &[Demon]);
        assert!(g.discarded_monsters.contains(&troll));
        // RULE EX-PAYDAY-3, EVENT-PAYDAY-6: the troll token is gone.
        assert_eq!(g.view(Viewer::Spectator).players[0].trolls, 0);
    }

    #[test]
    fn a_golem_salary_needs_a_trap_card() {
        let mut g = at_event(Variant::Full, EventTile::Payday, |g| {
            give_monster(g, 0, Golem);
        });
        let golem = g.players[0].monsters[0].id;
        // RULE EVENT-PAYDAY-5: no trap card, no salary.
        assert_eq!(g.legal_commands(0), vec![release(golem)]);
        let mut g2 = at_event(Variant::Full, EventTile::Payday, |g| {
            give_monster(g, 0, Golem);
            let t = g.trap_deck.pop().expect("trap");
            g.players[0].traps.push(t);
        });
        let golem = g2.players[0].monsters[0].id;
        let trap = g2.players[0].traps[0];
        ok(
            &mut g2,
            0,
            Command::PayMonster {
                monster: golem,
                pay_trap: Some(trap),
                feed: None,
            },
        );
        // RULE EVENT-PAYDAY-5: 1 gold and the trap card, discarded face down.
        check(&g2, 5, 3, 2, &[Golem]);
        assert_eq!(g2.trap_discard, vec![trap]);
        ok(&mut g, 0, release(golem));
    }

    #[test]
    fn releasing_a_troll_returns_its_token() {
        let mut g = at_event(Variant::FirstGame, EventTile::Payday, |g| {
            give_monster(g, 0, Troll);
        });
        let troll = g.players[0].monsters[0].id;
        ok(&mut g, 0, release(troll));
        // RULE EVENT-PAYDAY-6
        assert_eq!(g.view(Viewer::Spectator).players[0].trolls, 0);
        assert_eq!(g.players[0].evil, 6);
    }

    #[test]
    fn releasing_a_working_troll_takes_its_token_off_the_job_too() {
        let mut g = at_event(Variant::FirstGame, EventTile::Payday, |g| {
            give_monster(g, 0, Troll);
        });
        // The troll worked in a production room this season (PROD-2).
        g.players[0].busy_trolls = 1;
        let troll = g.players[0].monsters[0].id;
        ok(&mut g, 0, release(troll));
        let v = g.view(Viewer::Seat { seat: 0 });
        // RULE EVENT-PAYDAY-6
        assert_eq!((v.players[0].trolls, v.players[0].busy_trolls), (0, 0));
    }

    #[test]
    fn a_monster_on_strike_is_still_paid_on_payday() {
        let mut g = at_event(Variant::FirstGame, EventTile::Payday, |g| {
            give_monster(g, 0, Goblin);
            g.players[0].monsters[0].knocked_out = true;
            g.players[0].monsters[0].on_strike = true;
        });
        let goblin = g.players[0].monsters[0].id;
        // RULE EVENT-PAYDAY-7
        assert_eq!(g.legal_commands(0), vec![pay(goblin), release(goblin)]);
        ok(&mut g, 0, pay(goblin));
        assert!(g.players[0].monsters[0].on_strike);
    }
}

mod taxes {
    use super::*;

    #[test]
    fn ex_tax_1_one_gold_per_two_tiles_rounded_up_conquered_included() {
        let g = at_event(Variant::FirstGame, EventTile::Taxes, |_| {});
        let max = |g: &Game| match g.legal_commands(0).last() {
            Some(Command::PayTax { gold }) => *gold,
            _ => 99,
        };
        // RULE EX-TAX-1, EVENT-TAX-1: 3 starting tunnels → 2 gold.
        assert_eq!(max(&g), 2);
        let g = at_event(Variant::FirstGame, EventTile::Taxes, |g| {
            put_tunnel(g, 0, sq(1, 2), false);
            g.players[0].gold = 9;
        });
        // RULE EX-TAX-1: 4 tiles → 2.
        assert_eq!(max(&g), 2);
        let g = at_event(Variant::FirstGame, EventTile::Taxes, |g| {
            put_tunnel(g, 0, sq(1, 2), true);
            put_room(g, 0, sq(1, 4), "Chicken Coop");
            g.players[0].gold = 9;
        });
        // RULE EX-TAX-1, EVENT-TAX-2, DUNGEON-6: 5 tiles, one conquered → 3.
        assert_eq!(max(&g), 3);
    }

    #[test]
    fn ex_tax_1_each_unpaid_gold_is_a_dead_letter() {
        let mut g = at_event(Variant::FirstGame, EventTile::Taxes, |_| {});
        // RULE EVENT-TAX-3: any amount from 0 to the tax, even when all could be paid.
        assert_eq!(
            g.legal_commands(0),
            vec![
                Command::PayTax { gold: 0 },
                Command::PayTax { gold: 1 },
                Command::PayTax { gold: 2 }
            ]
        );
        ok(&mut g, 0, Command::PayTax { gold: 1 });
        // RULE EX-TAX-1, EVENT-TAX-4
        assert_eq!((g.players[0].gold, g.players[0].dead_letters), (2, 1));
    }

    #[test]
    fn a_player_cannot_pay_more_gold_than_they_have() {
        let mut g = at_event(Variant::FirstGame, EventTile::Taxes, |g| {
            g.players[0].gold = 0
        });
        // RULE EVENT-TAX-3, COST-1
        assert_eq!(g.legal_commands(0), vec![Command::PayTax { gold: 0 }]);
        ok(&mut g, 0, Command::PayTax { gold: 0 });
        // RULE EVENT-TAX-4
        assert_eq!(g.players[0].dead_letters, 2);
    }
}

mod special {
    use super::*;

    fn event_of(g: &Game, kind: SpecialEventKind) -> u16 {
        (0..g.inst.special_events.len() as u16)
            .find(|&e| g.defs.special_event(&g.inst, e).kind == kind)
            .expect("event")
    }

    #[test]
    fn in_the_first_game_the_special_event_tile_has_no_effect() {
        let g = game(4, Variant::FirstGame);
        // RULE FIRSTGAME-2, SETUP-20: no special event cards are in play.
        assert_eq!(g.special_events, [None, None]);
        let before: Vec<(u8, u8, u8)> =
            g.players.iter().map(|p| (p.evil, p.food, p.gold)).collect();
        let g = at_event(Variant::FirstGame, EventTile::SpecialEvent, |_| {});
        // RULE EVENT-SPECIAL-1: straight on to the next season.
        assert_eq!(g.season, Season::Summer);
        let after: Vec<(u8, u8, u8)> = g.players.iter().map(|p| (p.evil, p.food, p.gold)).collect();
        assert_eq!(before, after);
    }

    #[test]
    fn a_full_game_without_special_events_plays_the_tile_as_in_the_first_game() {
        let mut g = game(4, Variant::Full);
        g.event_tiles = [EventTile::SpecialEvent, EventTile::Taxes, EventTile::Payday];
        quiet_orders_and_production(&mut g);
        quiet_orders_and_production(&mut g);
        // RULE FULL-3, FIRSTGAME-2, EVENT-SPECIAL-1: the group left special events out.
        assert_eq!(g.special_events, [None, None]);
        assert_eq!(g.season, Season::Summer);
    }

    #[test]
    fn the_full_game_draws_two_different_special_events() {
        let g = game_with(4, Variant::Full, true, 4);
        // RULE FULL-2, COMP-8, CAT-10: two of the catalog's five cards.
        assert_eq!(g.defs.special_events.len(), 5);
        let [Some(a), Some(b)] = g.special_events else {
            panic!("two cards expected");
        };
        assert_ne!(a, b);
    }

    #[test]
    fn the_special_event_is_shown_with_its_tile_and_resolved_in_its_season() {
        let mut g = game_with(4, Variant::Full, true, 4);
        g.starting_player = 0;
        let levy = event_of(&g, SpecialEventKind::MinistryLevy);
        g.special_events[0] = Some(levy);
        g.event_tiles = [EventTile::SpecialEvent, EventTile::Taxes, EventTile::Payday];
        // RULE FULL-3, NEWSEASON-4: face up by its tile one season early.
        let v = g.view(Viewer::Spectator);
        assert_eq!(
            v.special_event.as_ref().map(|c| c.name.clone()),
            Some("Ministry Levy".to_string())
        );
        quiet_orders_and_production(&mut g);
        g.players[0].gold = 5;
        quiet_orders_and_production(&mut g);
        // RULE EVENT-SPECIAL-2: each player loses half of their gold, rounded down.
        assert_eq!(g.players[0].gold, 3);
        assert_eq!(g.players[1].gold, 2);
        // RULE EVENT-SPECIAL-2, EVENT-3: the card is discarded with its tile.
        assert_eq!(g.view(Viewer::Spectator).special_event, None);
    }

    /// A 4-player full game in spring's special event `kind`, seat 0 starting.
    fn at_special(kind: SpecialEventKind, setup: impl FnOnce(&mut Game)) -> Game {
        let mut g = game_with(4, Variant::Full, true, 4);
        g.special_events[0] = Some(event_of(&g, kind));
        g.event_tiles = [EventTile::SpecialEvent, EventTile::Taxes, EventTile::Payday];
        quiet_orders_and_production(&mut g);
        g.starting_player = 0;
        setup(&mut g);
        quiet_orders_and_production(&mut g);
        g
    }

    #[test]
    fn witch_hunt_takes_a_monster_or_three_evil_in_turn_order() {
        let mut g = at_special(SpecialEventKind::WitchHunt, |g| {
            give_monster(g, 0, Goblin);
            give_monster(g, 1, Ghost);
        });
        let goblin = g.players[0].monsters[0].id;
        // RULE EVENT-SPECIAL-2, EVENT-2: seat 0 decides first: its goblin or 3 evil.
        assert_eq!(g.waiting_for(), vec![0]);
        assert_eq!(
            g.legal_commands(0),
            vec![
                Command::SacrificeMonster { monster: goblin },
                Command::AcceptEvil
            ]
        );
        ok(&mut g, 0, Command::SacrificeMonster { monster: goblin });
        assert!(g.players[0].monsters.is_empty());
        assert_eq!(g.players[0].evil, 5);
        // RULE EVENT-SPECIAL-2: a ghost is no monster, so seat 1 (and the others) gain 3 evil.
        assert_eq!(g.players[1].evil, 8);
        assert_eq!(g.players[3].evil, 8);
    }

    #[test]
    fn vip_visit_lets_each_player_buy_one_evil_off_for_a_gold() {
        let mut g = at_special(SpecialEventKind::VipVisit, |g| g.players[1].gold = 0);
        // RULE EVENT-SPECIAL-2
        assert_eq!(g.legal_commands(0), vec![Command::PayVip, Command::SkipVip]);
        ok(&mut g, 0, Command::PayVip);
        assert_eq!((g.players[0].gold, g.players[0].evil), (2, 4));
        // RULE EVENT-SPECIAL-2: a player with no gold is not asked.
        assert_eq!(g.waiting_for(), vec![2]);
    }

    #[test]
    fn earthquake_collapses_two_unconquered_tunnels() {
        let mut g = at_special(SpecialEventKind::Earthquake, |g| {
            put_room(g, 0, sq(1, 3), "Chicken Coop");
        });
        // RULE EVENT-SPECIAL-2: tunnels first (rooms only when tunnels run out).
        let tunnels = vec![
            Command::Collapse { pos: sq(2, 3) },
            Command::Collapse { pos: sq(3, 3) },
        ];
        assert_eq!(g.legal_commands(0), tunnels);
        ok(&mut g, 0, Command::Collapse { pos: sq(3, 3) });
        ok(&mut g, 0, Command::Collapse { pos: sq(2, 3) });
        let d = &g.players[0].dungeon;
        assert!(d.at(sq(2, 3)).is_some_and(|t| t.conquered));
        assert!(d.at(sq(1, 3)).is_some_and(|t| !t.conquered));
        // RULE EVENT-SPECIAL-2, DUNGEON-6: collapsed tiles stay in the dungeon.
        assert_eq!(d.n_tiles(), 3);
        assert_eq!(g.waiting_for(), vec![1]);
    }

    #[test]
    fn monster_strike_knocks_out_each_unpaid_monster_but_never_asks_about_ghosts() {
        let mut g = game_with(4, Variant::Full, true, 4);
        g.starting_player = 0;
        g.special_events[0] = Some(event_of(&g, SpecialEventKind::MonsterStrike));
        g.event_tiles = [EventTile::SpecialEvent, EventTile::Taxes, EventTile::Payday];
        quiet_orders_and_production(&mut g);
        let goblin = give_monster(&mut g, 1, Goblin);
        let slime = give_monster(&mut g, 1, Slime);
        give_monster(&mut g, 1, Ghost);
        quiet_orders_and_production(&mut g);
        assert_eq!(g.waiting_for(), vec![1]);
        // RULE EVENT-SPECIAL-3: 1 food or a strike, monster by monster.
        assert_eq!(
            g.legal_commands(1),
            vec![
                Command::PayStrike { monster: goblin },
                Command::LetStrike { monster: goblin }
            ]
        );
        ok(&mut g, 1, Command::PayStrike { monster: goblin });
        ok(&mut g, 1, Command::LetStrike { monster: slime });
        let p = &g.players[1];
        assert_eq!(p.food, 2);
        // RULE EVENT-SPECIAL-3: the striking slime is knocked out; the ghost was not asked.
        assert!(p.monsters[1].knocked_out && p.monsters[1].on_strike);
        assert!(!p.monsters[0].knocked_out && !p.monsters[2].knocked_out);
        assert_eq!(g.season, Season::Summer);
    }
}
