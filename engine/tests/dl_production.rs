//! Rule tests for the production and order-retrieval phase: production rooms (PROD-*, ROOM-*),
//! troll tokens in production (IMP-3), turn order versus the simultaneous option (TURN-4) and
//! order retrieval (RETRIEVE-*).

mod common;

use common::*;
use engine::common::Viewer;
use engine::dungeon_lords::defs::MonsterKind;
use engine::dungeon_lords::flow::{Command, Phase};
use engine::dungeon_lords::state::{Pos, Season};
use engine::dungeon_lords::{Action, Config, Defs, Game, Variant};

use Action::*;

/// A 4-player first game in the production phase of winter, seat 0 deciding first, after
/// `setup` prepared the state and every order was declined.
fn producing(setup: impl FnOnce(&mut Game)) -> Game {
    let mut g = game(4, Variant::FirstGame);
    setup(&mut g);
    choose_orders(&mut g, &[[GetFood, ImproveReputation, DigTunnels]; 4]);
    decline_rest(&mut g);
    assert!(matches!(g.phase, Phase::Production { .. }));
    g
}

fn use_room(pos: Pos, trolls: u8) -> Command {
    Command::UseRoom {
        pos,
        trolls,
        dig: None,
    }
}

fn room_uses(g: &Game, seat: usize) -> Vec<Command> {
    legal_where(g, seat, |c| matches!(c, Command::UseRoom { .. }))
}

/// Checks seat 0's food, gold, imps and busy imps.
#[track_caller]
fn check(g: &Game, food: u8, gold: u8, imps: u8, busy: u8) {
    let p = &g.players[0];
    assert_eq!(
        (p.food, p.gold, p.imps, p.busy_imps),
        (food, gold, imps, busy),
        "food gold imps busy"
    );
}

mod rooms {
    use super::*;

    #[test]
    fn a_food_room_turns_three_imps_into_one_food() {
        let mut g = producing(|g| {
            put_room(g, 0, sq(1, 3), "Chicken Coop");
        });
        ok(&mut g, 0, use_room(sq(1, 3), 0));
        // RULE ROOM-FOOD-1, PROD-2, CAT-7
        check(&g, 4, 3, 3, 3);
    }

    #[test]
    fn the_mushroom_bed_lies_deep_and_the_coop_near_the_surface() {
        let g = game(4, Variant::FirstGame);
        let coop = g.defs.room(&g.inst, room_named(&g, "Chicken Coop"));
        let bed = g.defs.room(&g.inst, room_named(&g, "Mushroom Bed"));
        // RULE ROOM-FOOD-1, CAT-2: zones from the catalog.
        assert!(coop.zone[0].iter().all(|&z| z) && !coop.zone[3][0]);
        assert!(bed.zone[3].iter().all(|&z| z) && !bed.zone[0][0]);
    }

    #[test]
    fn gold_rooms_turn_imps_into_gold() {
        let mut g = producing(|g| {
            put_room(g, 0, sq(1, 3), "Souvenir Shop");
            g.players[0].imps = 6;
            put_room(g, 0, sq(3, 3), "Mint");
        });
        ok(&mut g, 0, use_room(sq(1, 3), 0));
        // RULE PROD-6: a second, different room in the same season.
        ok(&mut g, 0, use_room(sq(3, 3), 0));
        // RULE ROOM-GOLD-1, PROD-6
        check(&g, 3, 5, 6, 6);
    }

    #[test]
    fn the_workshop_draws_one_trap_for_four_imps_and_never_discards_in_year_two() {
        let mut g = producing(|g| {
            g.year = 2;
            put_room(g, 0, sq(1, 3), "Workshop");
            g.players[0].imps = 4;
        });
        ok(&mut g, 0, use_room(sq(1, 3), 0));
        // RULE ROOM-WORKSHOP-1, ACT-TRAP-4, EX-YEAR2-TRAP-1: exactly one trap, no discard.
        assert_eq!(g.players[0].traps.len(), 1);
        assert!(g.trap_discard.is_empty());
        assert_eq!(g.players[0].busy_imps, 4);
    }

    #[test]
    fn the_tool_shed_digs_one_legal_tunnel_with_no_imp_on_it() {
        let mut g = producing(|g| {
            put_room(g, 0, sq(1, 3), "Tool Shed");
        });
        let digs: Vec<Pos> = room_uses(&g, 0)
            .into_iter()
            .filter_map(|c| match c {
                Command::UseRoom { dig, .. } => dig,
                _ => None,
            })
            .collect();
        // RULE ROOM-TOOLSHED-1: the normal digging rules choose the square.
        assert!(digs.iter().all(|&q| g.players[0].dungeon.can_dig(q)));
        assert_eq!(digs.len(), 7);
        ok(
            &mut g,
            0,
            Command::UseRoom {
                pos: sq(1, 3),
                trolls: 0,
                dig: Some(sq(4, 3)),
            },
        );
        // RULE ROOM-TOOLSHED-1, CAT-7: 2 imps, 1 new tunnel, no imp on it.
        assert_eq!(g.players[0].dungeon.n_tiles(), 4);
        assert_eq!(g.players[0].busy_imps, 2);
        let v = g.view(Viewer::Spectator);
        let t = v.players[0]
            .dungeon
            .iter()
            .find(|t| t.pos == sq(4, 3))
            .expect("tile");
        assert_eq!(t.imps, 0);
    }

    #[test]
    fn the_printing_press_lowers_evil() {
        let mut g = producing(|g| {
            put_room(g, 0, sq(2, 3), "Printing Press");
            g.players[0].evil = 7;
        });
        ok(&mut g, 0, use_room(sq(2, 3), 0));
        // RULE ROOM-PRESS-1
        assert_eq!(g.players[0].evil, 6);
    }

    #[test]
    fn the_magic_room_makes_an_imp_that_works_at_once() {
        let mut g = producing(|g| {
            g.year = 2;
            put_room(g, 0, sq(2, 3), "Magic Room");
            g.players[0].imps = 3;
            g.players[0].food = 2;
        });
        ok(&mut g, 0, use_room(sq(2, 3), 0));
        // RULE ROOM-MAGIC-1, CAT-7: 2 imps and 1 food make 1 imp.
        check(&g, 1, 3, 4, 2);
        // RULE PROD-7: the new imp works at once, even in the same room's second use (year 2).
        ok(&mut g, 0, use_room(sq(2, 3), 0));
        check(&g, 0, 3, 5, 4);
    }

    #[test]
    fn troll_tokens_may_replace_imps_in_every_production_room() {
        let mut g = producing(|g| {
            put_room(g, 0, sq(2, 3), "Magic Room");
            g.players[0].imps = 0;
            give_monster(g, 0, MonsterKind::Troll);
            give_monster(g, 0, MonsterKind::Troll);
        });
        // RULE ROOM-PROD-1, IMP-3: two troll tokens run the Magic Room.
        assert_eq!(room_uses(&g, 0), vec![use_room(sq(2, 3), 2)]);
        ok(&mut g, 0, use_room(sq(2, 3), 2));
        assert_eq!(g.players[0].imps, 1);
        // RULE IMP-3: troll tokens are used once per season and never count as imps.
        assert_eq!(g.players[0].busy_trolls, 2);
        assert_eq!(g.players[0].busy_imps, 0);
    }

    #[test]
    fn ex_prod_1_a_room_runs_once_in_year_one_with_unused_imps_or_a_troll() {
        let mut g = producing(|g| {
            put_room(g, 0, sq(1, 3), "Chicken Coop");
            g.players[0].imps = 5;
            give_monster(g, 0, MonsterKind::Troll);
        });
        // Two imps mined this season.
        g.players[0].busy_imps = 2;
        // RULE EX-PROD-1, PROD-3, IMP-3: 3 unused imps, or 2 imps + the troll token.
        assert_eq!(
            room_uses(&g, 0),
            vec![use_room(sq(1, 3), 0), use_room(sq(1, 3), 1)]
        );
        ok(&mut g, 0, use_room(sq(1, 3), 1));
        // RULE EX-PROD-1, PROD-4: never twice in year 1.
        assert!(room_uses(&g, 0).is_empty());
        assert_eq!(g.players[0].food, 4);
    }

    #[test]
    fn ex_year2_prod_1_six_imps_use_a_food_room_twice_and_year_two_rooms_produce_nothing() {
        let mut g = producing(|g| {
            g.year = 2;
            put_room(g, 0, sq(1, 3), "Chicken Coop");
            put_room(g, 0, sq(3, 3), "Training Room");
            g.players[0].imps = 6;
        });
        // RULE EX-YEAR2-PROD-1, PROD-5, YEAR2-2: only the year-1 room offers a use.
        assert_eq!(room_uses(&g, 0), vec![use_room(sq(1, 3), 0)]);
        ok(&mut g, 0, use_room(sq(1, 3), 0));
        ok(&mut g, 0, use_room(sq(1, 3), 0));
        // RULE EX-YEAR2-PROD-1, PROD-4: 6 imps → 2 food; no third use.
        assert_eq!(g.players[0].food, 5);
        assert!(room_uses(&g, 0).is_empty());
    }

    #[test]
    fn conquered_rooms_produce_nothing() {
        let g = producing(|g| {
            put_room(g, 0, sq(1, 3), "Chicken Coop");
            if let Some(mut t) = g.players[0].dungeon.at(sq(1, 3)) {
                t.conquered = true;
                g.players[0].dungeon.set(sq(1, 3), Some(t));
            }
        });
        // RULE PROD-5, DUNGEON-6
        assert!(room_uses(&g, 0).is_empty());
    }

    #[test]
    fn a_room_built_this_season_produces_at_once() {
        let mut g = game(4, Variant::FirstGame);
        set_shop(&mut g, &["Chicken Coop", "Souvenir Shop"]);
        choose_orders(
            &mut g,
            &[
                [BuildRoom, GetFood, ImproveReputation],
                [GetFood, ImproveReputation, DigTunnels],
                [GetFood, ImproveReputation, DigTunnels],
                [GetFood, ImproveReputation, DigTunnels],
            ],
        );
        until_turn(&mut g, 0, BuildRoom);
        let room = g.shop[0];
        ok(
            &mut g,
            0,
            Command::Build {
                room,
                pos: sq(2, 3),
            },
        );
        decline_rest(&mut g);
        // RULE PROD-1
        assert_eq!(room_uses(&g, 0), vec![use_room(sq(2, 3), 0)]);
    }

    #[test]
    fn only_year_one_rooms_are_production_rooms() {
        let g = game(4, Variant::FirstGame);
        for r in 0..g.inst.rooms.len() as u16 {
            // RULE ROOM-PROD-1, COMP-10, YEAR2-2
            assert_eq!(
                is_production(&g, r),
                g.defs.room(&g.inst, r).year == 1,
                "{}",
                g.defs.room(&g.inst, r).name
            );
        }
    }
}

mod turns {
    use super::*;

    #[test]
    fn by_default_players_produce_one_at_a_time_in_turn_order_seeing_earlier_results() {
        let mut g = producing(|g| {
            put_room(g, 0, sq(1, 3), "Chicken Coop");
            g.starting_player = 0;
        });
        // RULE TURN-4, PROD-1, TURN-3: only the starting player decides first.
        assert_eq!(g.waiting_for(), vec![0]);
        ok(&mut g, 0, use_room(sq(1, 3), 0));
        // RULE TURN-4: the next player sees the result at once.
        assert_eq!(g.view(Viewer::Seat { seat: 1 }).players[0].food, 4);
        let cmd = legal_where(&g, 0, |c| matches!(c, Command::Retrieve { .. }))[0].clone();
        ok(&mut g, 0, cmd);
        assert_eq!(g.waiting_for(), vec![1]);
    }

    #[test]
    fn with_the_simultaneous_option_choices_are_hidden_until_all_are_done() {
        let config = Config {
            n_players: 4,
            variant: Variant::FirstGame,
            special_events: false,
            simultaneous: true,
        };
        let mut g = Game::new(config, Defs::builtin(), 3).expect("setup");
        g.starting_player = 0;
        put_room(&mut g, 0, sq(1, 3), "Chicken Coop");
        choose_orders(&mut g, &[[GetFood, ImproveReputation, DigTunnels]; 4]);
        decline_rest(&mut g);
        // RULE TURN-4: everybody decides at once.
        assert_eq!(g.waiting_for(), vec![0, 1, 2, 3]);
        ok(&mut g, 0, use_room(sq(1, 3), 0));
        // RULE TURN-4: others do not see seat 0's choice yet; the owner does.
        assert_eq!(g.view(Viewer::Seat { seat: 1 }).players[0].food, 3);
        assert_eq!(g.view(Viewer::Seat { seat: 0 }).players[0].food, 4);
        retrieve_all(&mut g);
        // RULE TURN-4: then the choices are applied.
        assert_eq!(g.players[0].food, 4);
    }
}

mod simultaneous_effects {
    use super::*;
    use engine::dungeon_lords::state::{PaladinAt, PartyMember};

    #[test]
    fn a_paladin_moved_by_an_earlier_players_press_stays_in_the_later_players_party() {
        let config = Config {
            n_players: 4,
            variant: Variant::FirstGame,
            special_events: false,
            simultaneous: true,
        };
        let mut g = Game::new(config, Defs::builtin(), 3).expect("setup");
        g.starting_player = 0;
        put_room(&mut g, 0, sq(2, 3), "Printing Press");
        g.players[0].evil = 12;
        g.players[1].evil = 12;
        let pal = g.paladin.0;
        g.players[0].party.push(PartyMember {
            id: pal,
            damage: 0,
            bonus_hp: 0,
        });
        g.paladin.1 = PaladinAt::Party { seat: 0 };
        choose_orders(&mut g, &[[GetFood, ImproveReputation, DigTunnels]; 4]);
        decline_rest(&mut g);
        ok(&mut g, 0, use_room(sq(2, 3), 0));
        retrieve_all_at_once(&mut g);
        // RULE TURN-4, GAME-5, PALADIN-5: the choices are applied in turn order; seat 0's press
        // leaves seat 1 strictly higher, so the paladin moves into seat 1's party and stays.
        assert_eq!(g.players[0].evil, 11);
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 1 });
        assert_eq!(
            g.players[1].party.iter().map(|m| m.id).collect::<Vec<_>>(),
            vec![pal]
        );
        assert!(g.players[0].party.is_empty());
    }

    fn retrieve_all_at_once(g: &mut Game) {
        for s in g.waiting_for() {
            let cmd = legal_where(g, s, |c| matches!(c, Command::Retrieve { .. }))[0].clone();
            ok(g, s, cmd);
        }
    }
}

mod retrieval {
    use super::*;

    #[test]
    fn ex_retrieve_1_the_first_card_or_an_unused_one_comes_back() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [GetFood, BuyTraps, RecruitImps],
                [MineGold, ImproveReputation, DigTunnels],
                [MineGold, ImproveReputation, DigTunnels],
                [MineGold, ImproveReputation, DigTunnels],
            ],
        );
        let x_y = g.players[0].inaccessible.clone();
        until_turn(&mut g, 0, GetFood);
        ok(&mut g, 0, Command::Perform);
        until_turn(&mut g, 0, RecruitImps);
        ok(&mut g, 0, Command::Perform);
        until_turn(&mut g, 0, BuyTraps);
        ok(&mut g, 0, Command::Decline);
        decline_rest(&mut g);
        // RULE EX-RETRIEVE-1, RETRIEVE-2: P (1st) or Q (minion on it); never R.
        assert_eq!(
            legal_where(&g, 0, |c| matches!(c, Command::Retrieve { .. })),
            vec![
                Command::Retrieve { action: GetFood },
                Command::Retrieve { action: BuyTraps }
            ]
        );
        let err = g
            .apply(
                0,
                &Command::Retrieve {
                    action: RecruitImps,
                },
            )
            .expect_err("R");
        assert_eq!(err.rule(), Some("RETRIEVE-2"));
        ok(&mut g, 0, Command::Retrieve { action: BuyTraps });
        let p = &g.players[0];
        // RULE EX-RETRIEVE-1, RETRIEVE-1: X and Y are back in hand.
        assert!(x_y.iter().all(|a| p.hand.contains(a)));
        // RULE EX-RETRIEVE-1, RETRIEVE-3: the other two become inaccessible, face up.
        assert_eq!(p.inaccessible, vec![GetFood, RecruitImps]);
        // RULE RETRIEVE-4: 6 in hand, 2 inaccessible, minions back in the office.
        assert_eq!(
            (p.hand.len(), p.inaccessible.len(), p.minions_home),
            (6, 2, 3)
        );
    }

    #[test]
    fn playing_an_action_first_lets_it_be_used_again_next_season() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [GetFood, BuyTraps, RecruitImps],
                [MineGold, ImproveReputation, DigTunnels],
                [MineGold, ImproveReputation, DigTunnels],
                [MineGold, ImproveReputation, DigTunnels],
            ],
        );
        until_turn(&mut g, 0, GetFood);
        ok(&mut g, 0, Command::Perform);
        decline_rest(&mut g);
        ok(&mut g, 0, Command::Retrieve { action: GetFood });
        retrieve_all(&mut g);
        // RULE RETRIEVE-6: the performed 1st card came back and can be played next season.
        assert_eq!(g.season, Season::Spring);
        assert!(g
            .legal_commands(0)
            .contains(&Command::ChooseOrder { action: GetFood }));
    }

    #[test]
    fn autumns_inaccessible_cards_stay_inaccessible_in_winter_of_year_two() {
        let mut g = game(4, Variant::FirstGame);
        quiet_until(&mut g, 1, Season::Autumn);
        quiet_orders_and_production(&mut g);
        let autumn: Vec<Vec<Action>> = g.players.iter().map(|p| p.inaccessible.clone()).collect();
        settle_events(&mut g);
        assert_eq!((g.year, g.season), (2, Season::Winter));
        // RULE RETRIEVE-5, END-YEAR-6
        let winter: Vec<Vec<Action>> = g.players.iter().map(|p| p.inaccessible.clone()).collect();
        assert_eq!(autumn, winter);
    }
}
