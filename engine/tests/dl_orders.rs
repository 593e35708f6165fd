//! Rule tests for the orders phase: choosing, revealing and placing minions (ORDERS-*), executing
//! the action spaces (EXEC-*), the dummy colours (DUMMY3-*, DUMMY2-*) and the first-order hire
//! cost (FULL-4). Rulebook examples of section 24.3 are golden tests named after their IDs.

mod common;

use common::*;
use engine::common::Viewer;
use engine::dungeon_lords::flow::{Command, Phase};
use engine::dungeon_lords::state::Minion;
use engine::dungeon_lords::{Action, Game, RulesVersion, Variant, MAX_TAKEBACKS};

use Action::*;

fn p(seat: usize) -> Option<Minion> {
    Some(Minion::Player { seat })
}

fn dummy(d: usize) -> Option<Minion> {
    Some(Minion::Dummy { dummy: d })
}

/// Checks who stands on the three slots of `action`.
#[track_caller]
fn check(g: &Game, action: Action, expected: [Option<Minion>; 3]) {
    assert_eq!(g.slots[action.index()], expected, "slots of {action:?}");
}

mod choosing {
    use super::*;

    #[test]
    fn each_player_starts_a_season_with_six_cards_in_hand_and_two_inaccessible() {
        let g = game(4, Variant::FirstGame);
        for pl in &g.players {
            // RULE ORDERS-1, ORDERS-2, FIRSTGAME-1, SETUP-15
            assert_eq!((pl.hand.len(), pl.inaccessible.len()), (6, 2));
            let mut all: Vec<Action> = pl.hand.iter().chain(&pl.inaccessible).copied().collect();
            all.sort();
            all.dedup();
            // RULE ORDERS-1: one card per action space, each in exactly one place.
            assert_eq!(all.len(), 8);
        }
        // RULE ORDERS-1: inaccessible cards are face up for everyone.
        let v = g.view(Viewer::Spectator);
        assert_eq!(v.players[1].inaccessible, g.players[1].inaccessible);
    }

    #[test]
    fn an_inaccessible_card_cannot_be_chosen() {
        let mut g = game(4, Variant::FirstGame);
        let card = g.players[0].inaccessible[0];
        let err = g
            .apply(0, &Command::ChooseOrder { action: card })
            .expect_err("inaccessible");
        // RULE ORDERS-2
        assert_eq!(err.rule(), Some("ORDERS-2"));
    }

    #[test]
    fn a_player_chooses_exactly_three_different_cards() {
        let mut g = game(4, Variant::FirstGame);
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        ok(&mut g, 0, Command::ChooseOrder { action: GetFood });
        // RULE ORDERS-3: the same card cannot be chosen twice.
        assert!(g
            .apply(0, &Command::ChooseOrder { action: GetFood })
            .is_err());
        ok(&mut g, 0, Command::ChooseOrder { action: MineGold });
        // RULE ORDERS-3: two cards are not enough; the seat still owes its choice.
        assert!(g.waiting_for().contains(&0));
        ok(&mut g, 0, Command::ChooseOrder { action: BuildRoom });
        // RULE ORDERS-3: after three cards no fourth may be chosen.
        assert!(!g.waiting_for().contains(&0));
        assert!(g.legal_commands(0).is_empty());
    }

    #[test]
    fn chosen_orders_stay_secret_until_everybody_has_chosen() {
        let mut g = game(4, Variant::FirstGame);
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        for a in [GetFood, MineGold, BuildRoom] {
            ok(&mut g, 0, Command::ChooseOrder { action: a });
        }
        let other = g.view(Viewer::Seat { seat: 1 });
        // RULE ORDERS-3: others see that seat 0 chose, not what.
        assert_eq!(other.players[0].n_orders_chosen, 3);
        assert_eq!(other.players[0].chosen_orders, None);
        let own = g.view(Viewer::Seat { seat: 0 });
        assert_eq!(
            own.players[0].chosen_orders,
            Some(vec![GetFood, MineGold, BuildRoom])
        );
    }

    #[test]
    fn orders_chosen_so_far_can_be_taken_back_before_the_reveal() {
        let mut g = game(4, Variant::FirstGame);
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        ok(&mut g, 0, Command::ChooseOrder { action: GetFood });
        ok(&mut g, 0, Command::ClearOrders);
        // RULE ORDERS-3: the secret choice is only final when all have chosen.
        assert!(g
            .legal_commands(0)
            .contains(&Command::ChooseOrder { action: GetFood }));
    }

    #[test]
    fn orders_can_be_taken_back_a_bounded_number_of_times_per_season() {
        let mut g = game(4, Variant::FirstGame);
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        for _ in 0..MAX_TAKEBACKS {
            ok(&mut g, 0, Command::ChooseOrder { action: GetFood });
            ok(&mut g, 0, Command::ClearOrders);
        }
        ok(&mut g, 0, Command::ChooseOrder { action: GetFood });
        // RULE TAKEBACK-1: no take-back is offered once they are used up, and one is refused
        // with the rule and changes nothing.
        assert!(!g.legal_commands(0).contains(&Command::ClearOrders));
        let before = g.log.len();
        let err = g.apply(0, &Command::ClearOrders).expect_err("used up");
        assert_eq!(err.rule(), Some("TAKEBACK-1"));
        assert_eq!(g.log.len(), before);
        // Other seats keep their own allowance.
        let first = g.players[1].hand[0];
        ok(&mut g, 1, Command::ChooseOrder { action: first });
        assert!(g.legal_commands(1).contains(&Command::ClearOrders));
        // The next season's orders phase starts a new allowance.
        ok(&mut g, 0, Command::ChooseOrder { action: MineGold });
        ok(&mut g, 0, Command::ChooseOrder { action: BuildRoom });
        ok(&mut g, 1, Command::ClearOrders);
        let orders: Vec<[Action; 3]> = (1..4)
            .map(|_| [GetFood, ImproveReputation, DigTunnels])
            .collect();
        for (i, o) in orders.iter().enumerate() {
            hand_with(&mut g, i + 1, o);
            for &a in o {
                ok(&mut g, i + 1, Command::ChooseOrder { action: a });
            }
        }
        decline_rest(&mut g);
        retrieve_all(&mut g);
        settle_events(&mut g);
        assert!(matches!(g.phase, Phase::Orders { .. }), "{:?}", g.phase);
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        ok(&mut g, 0, Command::ChooseOrder { action: GetFood });
        // RULE TAKEBACK-1
        assert!(g.legal_commands(0).contains(&Command::ClearOrders));
    }

    #[test]
    fn games_of_the_rules_before_takeback_1_take_back_orders_without_bound() {
        // New games run the newest rules, which bound take-backs (TAKEBACK-1).
        assert_eq!(game(4, Variant::FirstGame).rules, RulesVersion::Engine3);
        let mut g = game(4, Variant::FirstGame);
        g.rules = RulesVersion::Engine2;
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        // A dl-engine-2 game stored before TAKEBACK-1 goes on as it was played (issue #33).
        for _ in 0..3 * usize::from(MAX_TAKEBACKS) {
            ok(&mut g, 0, Command::ChooseOrder { action: GetFood });
            assert!(g.legal_commands(0).contains(&Command::ClearOrders));
            ok(&mut g, 0, Command::ClearOrders);
        }
        // The rules of a game never change once it has begun.
        assert_eq!(g.use_rules(RulesVersion::Engine3), Err(g.n_commands));
        assert_eq!(g.rules, RulesVersion::Engine2);
    }

    #[test]
    fn other_viewers_read_a_redacted_line_at_the_index_of_a_private_choice() {
        let mut g = game(4, Variant::FirstGame);
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        let from = g.log.len();
        ok(&mut g, 0, Command::ChooseOrder { action: GetFood });
        ok(&mut g, 0, Command::ClearOrders);
        let indexes = |viewer| -> Vec<usize> {
            g.log_for(viewer, from)
                .into_iter()
                .map(|l| l.index)
                .collect()
        };
        let all: Vec<usize> = (from..g.log.len()).collect();
        assert_eq!(all.len(), 2);
        // RULE ORDERS-3: the others learn that Seat 1 chose, never what.
        assert_eq!(indexes(Viewer::Seat { seat: 0 }), all);
        assert_eq!(indexes(Viewer::Seat { seat: 1 }), all);
        assert_eq!(indexes(Viewer::Spectator), all);
        let others = g.log_for(Viewer::Spectator, from);
        assert!(others
            .iter()
            .all(|l| !l.private && !l.event.to_string().contains("get_food")));
        assert!(g
            .log_text_for(Viewer::Spectator, from)
            .iter()
            .all(|l| !l.contains("Get Food")));
    }
}

mod placing {
    use super::*;

    #[test]
    fn ex_orders_1_the_fourth_player_revealing_mine_gold_is_blocked() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(&mut g, &[[MineGold, RecruitImps, BuyTraps]; 4]);
        // RULE EX-ORDERS-1, ORDERS-4: A, B, C take slots 1, 2, 3 in turn order.
        check(&g, MineGold, [p(0), p(1), p(2)]);
        // RULE EX-ORDERS-1, ORDERS-5: D's minion stands on its Mine Gold card.
        assert!(g.players[3].played[0].minion_on_card);
        assert!(!g.players[2].played[0].minion_on_card);
    }

    #[test]
    fn ex_orders_2_later_waves_take_the_next_free_slots() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [RecruitImps, DigTunnels, BuyTraps],
                [DigTunnels, RecruitImps, BuyTraps],
                [BuyTraps, DigTunnels, RecruitImps],
                [RecruitImps, BuyTraps, HireMonster],
            ],
        );
        // RULE EX-ORDERS-2, ORDERS-4, ORDERS-6: B from wave 1 keeps slot 1; in wave 2 A (the
        // starting player) comes before C.
        check(&g, DigTunnels, [p(1), p(0), p(2)]);
    }

    #[test]
    fn a_blocked_order_in_a_later_wave_can_be_taken_back() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [RecruitImps, MineGold, BuyTraps],
                [BuyTraps, MineGold, RecruitImps],
                [HireMonster, MineGold, RecruitImps],
                [RecruitImps, MineGold, BuyTraps],
            ],
        );
        // RULE ORDERS-5: whoever arrives at a full action in any wave is blocked.
        assert!(g.players[3].played[1].minion_on_card);
        decline_rest(&mut g);
        while g.waiting_for() != vec![3] {
            let s = g.waiting_for()[0];
            let cmd = g.legal_commands(s).into_iter().last().expect("retrieve");
            ok(&mut g, s, cmd);
        }
        // RULE ORDERS-5, RETRIEVE-2: a blocked order counts as unused.
        assert!(g
            .legal_commands(3)
            .contains(&Command::Retrieve { action: MineGold }));
    }

    #[test]
    fn ex_full_hire_1_hiring_first_costs_one_gold_and_no_gold_means_blocked() {
        let mut g = game(4, Variant::Full);
        g.players[1].gold = 0;
        choose_orders(
            &mut g,
            &[
                [HireMonster, RecruitImps, BuyTraps],
                [HireMonster, RecruitImps, BuyTraps],
                [RecruitImps, HireMonster, BuyTraps],
                [RecruitImps, BuyTraps, GetFood],
            ],
        );
        // RULE EX-FULL-HIRE-1, FULL-4, ORDERS-7: with gold the player pays 1 on reveal.
        assert_eq!(g.players[0].gold, 2);
        // RULE EX-FULL-HIRE-1, FULL-4: without gold the minion stands on the card and the slot
        // stays free for the next arrival (C, in wave 2).
        assert!(g.players[1].played[0].minion_on_card);
        check(&g, HireMonster, [p(0), p(2), None]);
        // RULE FULL-4: a Hire Monster card played 2nd costs nothing.
        assert_eq!(g.players[2].gold, 3);
    }

    #[test]
    fn ex_full_hire_1_no_gold_is_paid_when_no_hire_slot_is_free() {
        let mut g = game(4, Variant::Full);
        choose_orders(&mut g, &[[HireMonster, RecruitImps, BuyTraps]; 4]);
        // RULE EX-FULL-HIRE-1, FULL-4 (DECISION D26): three paid, the fourth is blocked for free.
        assert_eq!(
            g.players.iter().map(|p| p.gold).collect::<Vec<_>>(),
            [2, 2, 2, 3]
        );
        assert!(g.players[3].played[0].minion_on_card);
    }

    #[test]
    fn in_the_first_game_hiring_first_costs_nothing() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(&mut g, &[[HireMonster, RecruitImps, BuyTraps]; 4]);
        // RULE FIRSTGAME-3
        assert_eq!(g.players[0].gold, 3);
    }
}

mod executing {
    use super::*;

    fn pendings(g: &mut Game) -> Vec<(usize, Action, usize)> {
        let mut seen = vec![];
        while let Some((s, a, k, _)) = pending(g) {
            seen.push((s, a, k));
            ok(g, s, Command::Decline);
        }
        seen
    }

    #[test]
    fn action_spaces_resolve_in_board_order_and_slot_order() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [BuildRoom, GetFood, DigTunnels],
                [HireMonster, ImproveReputation, MineGold],
                [RecruitImps, BuyTraps, HireMonster],
                [GetFood, BuildRoom, HireMonster],
            ],
        );
        let seen = pendings(&mut g);
        // RULE EXEC-1, EXEC-2: top row then bottom row; Hire Monster and Build Room 3, 2, 1.
        assert_eq!(
            seen,
            vec![
                (3, GetFood, 0),
                (0, GetFood, 1),
                (1, ImproveReputation, 0),
                (0, DigTunnels, 0),
                (1, MineGold, 0),
                (2, RecruitImps, 0),
                (2, BuyTraps, 0),
                (3, HireMonster, 2),
                (2, HireMonster, 1),
                (1, HireMonster, 0),
                (3, BuildRoom, 1),
                (0, BuildRoom, 0),
            ]
        );
        // RULE EXEC-8: when all 8 spaces are resolved the production phase begins.
        assert!(matches!(g.phase, Phase::Production { .. }));
    }

    #[test]
    fn ex_exec_1_slot_3_hires_first_and_pays_one_extra_food() {
        use engine::dungeon_lords::defs::MonsterKind::*;
        let mut g = game(4, Variant::FirstGame);
        let inn = set_inn(&mut g, &[Goblin, Troll, Slime]);
        choose_orders(
            &mut g,
            &[
                [HireMonster, GetFood, DigTunnels],
                [HireMonster, GetFood, DigTunnels],
                [HireMonster, GetFood, DigTunnels],
                [BuildRoom, BuyTraps, GetFood],
            ],
        );
        until_turn(&mut g, 2, HireMonster);
        // RULE EX-EXEC-1, ACT-MON-1: C on slot 3 chooses first, among all three.
        assert_eq!(pending(&g).map(|x| x.2), Some(2));
        assert_eq!(
            legal_where(&g, 2, |c| matches!(c, Command::Hire { .. })).len(),
            3
        );
        // RULE EX-EXEC-1: Hire Monster comes after Buy Traps (D's 2nd order was resolved).
        assert!(g.players[3].played[1].minion_on_card);
        let troll = inn[1];
        ok(
            &mut g,
            2,
            Command::Hire {
                monster: troll,
                pay_trap: None,
                feed: None,
            },
        );
        // RULE EX-EXEC-1, ACT-MON-3: troll costs 2 food, +1 on slot 3.
        assert_eq!(g.players[2].food, 0);
        // RULE EX-EXEC-1, ACT-MON-4: B chooses from the remaining two at plain cost.
        assert_eq!(pending(&g).map(|x| (x.0, x.2)), Some((1, 1)));
        assert_eq!(
            legal_where(&g, 1, |c| matches!(c, Command::Hire { .. })).len(),
            2
        );
        ok(
            &mut g,
            1,
            Command::Hire {
                monster: inn[0],
                pay_trap: None,
                feed: None,
            },
        );
        assert_eq!(g.players[1].food, 2);
        // RULE EX-EXEC-1: A takes the last one.
        assert_eq!(
            legal_where(&g, 0, |c| matches!(c, Command::Hire { .. })),
            vec![Command::Hire {
                monster: inn[2],
                pay_trap: None,
                feed: None
            }]
        );
        ok(&mut g, 0, Command::Decline);
        // RULE EX-EXEC-1: Build Room comes after Hire Monster.
        assert_eq!(pending(&g).map(|x| (x.0, x.1)), Some((3, BuildRoom)));
    }

    #[test]
    fn a_declined_order_puts_the_minion_on_its_card_and_a_performed_one_sends_it_home() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [GetFood, RecruitImps, BuyTraps],
                [GetFood, RecruitImps, BuyTraps],
                [MineGold, RecruitImps, BuyTraps],
                [MineGold, RecruitImps, BuyTraps],
            ],
        );
        ok(&mut g, 0, Command::Decline);
        // RULE EXEC-3: declined: the minion is on the card.
        assert!(g.players[0].played[0].minion_on_card);
        // RULE EXEC-6: the emptied slot stays empty; the next minion does not shift.
        check(&g, GetFood, [None, p(1), None]);
        ok(&mut g, 1, Command::Perform);
        // RULE EXEC-3: performed: the minion returns to the office.
        assert!(!g.players[1].played[0].minion_on_card);
        assert_eq!(g.players[1].minions_home, 1);
        assert_eq!(g.players[0].minions_home, 0);
        decline_rest(&mut g);
        // RULE EXEC-8: performers' minions are home, the others on their cards.
        assert_eq!(g.players[1].minions_home, 1);
        assert!(g.players[1].played[1].minion_on_card);
    }

    #[test]
    fn a_player_who_cannot_pay_must_decline() {
        let mut g = game(4, Variant::FirstGame);
        g.players[0].gold = 0;
        g.players[1].food = 1;
        choose_orders(
            &mut g,
            &[
                [GetFood, MineGold, BuyTraps],
                [MineGold, RecruitImps, BuyTraps],
                [MineGold, HireMonster, BuyTraps],
                [GetFood, ImproveReputation, BuyTraps],
            ],
        );
        // RULE EXEC-3: seat 0 cannot pay 1 gold on Get Food slot 1 and is never asked.
        assert_ne!(pending(&g).map(|x| x.0), Some(0));
        assert!(g.players[0].played[0].minion_on_card);
        until_turn(&mut g, 2, BuyTraps);
        // RULE EXEC-4, COST-2: 1 food cannot buy half of slot 2's pair of imps (2 food).
        assert!(g.players[1].played[1].minion_on_card);
        assert_eq!(g.players[1].imps, 3);
    }

    #[test]
    fn dummy_minions_are_removed_without_effect() {
        let mut g = game(3, Variant::FirstGame);
        let before: Vec<(u8, u8, u8)> =
            g.players.iter().map(|p| (p.food, p.gold, p.evil)).collect();
        choose_orders(&mut g, &[[GetFood, ImproveReputation, DigTunnels]; 3]);
        decline_rest(&mut g);
        // RULE EXEC-7, DUMMY3-5: after execution no dummy minion is left and nobody was affected.
        assert!(g.slots.iter().all(|s| s.iter().all(|m| m.is_none())));
        let after: Vec<(u8, u8, u8)> = g.players.iter().map(|p| (p.food, p.gold, p.evil)).collect();
        assert_eq!(before, after);
    }

    #[test]
    fn permits_may_be_used_partly_but_other_gains_are_all_or_nothing() {
        let mut g = game(4, Variant::FirstGame);
        choose_orders(
            &mut g,
            &[
                [DigTunnels, GetFood, BuyTraps],
                [MineGold, RecruitImps, BuyTraps],
                [MineGold, HireMonster, BuyTraps],
                [GetFood, ImproveReputation, BuyTraps],
            ],
        );
        until_turn(&mut g, 0, GetFood);
        // RULE EXEC-5: an ordinary action is performed whole or declined.
        assert_eq!(
            g.legal_commands(0),
            vec![Command::Perform, Command::Decline]
        );
        until_turn(&mut g, 0, DigTunnels);
        let dig = legal_where(&g, 0, |c| matches!(c, Command::Dig { .. }))[0].clone();
        ok(&mut g, 0, dig);
        // RULE EXEC-5: a permit may stop after one tunnel.
        assert!(g.legal_commands(0).contains(&Command::StopWork));
        ok(&mut g, 0, Command::StopWork);
        assert_eq!(g.players[0].dungeon.n_tiles(), 4);
    }
}

mod three_players {
    use super::*;

    #[test]
    fn the_dummy_has_no_dungeon_marker_or_resources_and_only_blocks_slots() {
        let g = game(3, Variant::FirstGame);
        // RULE DUMMY3-1, GAME-4: three players and one dummy colour with no handler seat needed.
        assert_eq!((g.players.len(), g.dummies.len()), (3, 1));
        assert_eq!(g.dummy_evil, None);
        // RULE SETUP-18, DUMMY3-1: one player handles the dummy by hand at the table; online the
        // engine does it, and no seat owes a dummy decision.
        assert!(g
            .legal_commands(0)
            .iter()
            .all(|c| !matches!(c, Command::ChooseDummyOrder { .. })));
    }

    #[test]
    fn the_dummy_reveals_three_cards_and_stands_on_slot_2_before_players_choose() {
        let g = game(3, Variant::FirstGame);
        let d = &g.dummies[0];
        // RULE DUMMY3-2: three face-up cards; the old inaccessible ones went back into the deck.
        assert_eq!(d.revealed.len(), 3);
        assert_eq!(d.deck.len(), 5);
        // RULE DUMMY3-3: those cards are now the dummy's inaccessible cards.
        assert_eq!(d.inaccessible, d.revealed);
        for a in &d.revealed {
            // RULE DUMMY3-3: a dummy minion on slot 2 of each revealed action.
            check(&g, *a, [None, dummy(0), None]);
        }
        // RULE DUMMY3-2, SETUP-17: the 8 cards are in deck and on the board.
        let mut all: Vec<Action> = d.deck.iter().chain(&d.inaccessible).copied().collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 8);
    }

    #[test]
    fn ex_dummy3_1_players_get_slot_1_then_slot_3_next_to_a_dummy() {
        let mut g = game(3, Variant::FirstGame);
        g.slots = Default::default();
        for a in [GetFood, MineGold, BuyTraps] {
            g.slots[a.index()][1] = dummy(0);
        }
        choose_orders(&mut g, &[[GetFood, RecruitImps, HireMonster]; 3]);
        // RULE EX-DUMMY3-1, DUMMY3-4: first player slot 1, second slot 3, third blocked.
        check(&g, GetFood, [p(0), dummy(0), p(1)]);
        assert!(g.players[2].played[0].minion_on_card);
    }

    #[test]
    fn three_adventurers_are_drawn_each_season() {
        let g = game(3, Variant::FirstGame);
        // RULE DUMMY3-6, ADV-DRAW-1
        assert_eq!(g.next_adventurers.len(), 3);
    }
}

mod two_players {
    use super::*;
    use engine::dungeon_lords::state::Dummy;

    #[test]
    fn each_player_handles_one_dummy_with_two_revealed_cards() {
        let g = game(2, Variant::FirstGame);
        // RULE DUMMY2-1, SETUP-18: each seat handles one dummy colour.
        assert_eq!(g.dummies.len(), 2);
        assert_eq!(g.dummies[0].handler, Some(0));
        assert_eq!(g.dummies[1].handler, Some(1));
        // RULE DUMMY2-1, SETUP-19: one dummy evil marker on the start space.
        assert_eq!(g.dummy_evil, Some(5));
        for (i, d) in g.dummies.iter().enumerate() {
            // RULE DUMMY2-2, DUMMY2-3: 2 revealed, 3 in the handler's hand, 3 inaccessible.
            assert_eq!(
                (d.revealed.len(), d.hand.len(), d.inaccessible.len()),
                (2, 3, 3)
            );
            for a in &d.revealed {
                // RULE DUMMY2-2: dummy minions on slot 2 (slot 3 if the other dummy is there).
                let sp = &g.slots[a.index()];
                assert!(sp[1] == dummy(i) || (sp[2] == dummy(i) && sp[1].is_some()));
            }
        }
    }

    #[test]
    fn two_dummies_revealing_the_same_action_take_slots_2_and_3() {
        let mut seen = 0;
        for seed in 0..60 {
            let g = game_with(2, Variant::FirstGame, false, seed);
            for a in Action::ALL {
                let sp = g.slots[a.index()];
                if sp.iter().filter(|m| m.is_some()).count() == 2 {
                    seen += 1;
                    // RULE DUMMY2-2: one dummy on slot 2, the other on slot 3.
                    assert_eq!(sp[0], None);
                    assert!(sp[1].is_some() && sp[2].is_some() && sp[1] != sp[2]);
                }
            }
        }
        assert!(seen > 0, "no seed revealed the same action twice");
    }

    #[test]
    fn a_player_must_secretly_pick_its_own_dummys_third_order() {
        let mut g = game(2, Variant::FirstGame);
        hand_with(&mut g, 0, &[GetFood, MineGold, BuildRoom]);
        for a in [GetFood, MineGold, BuildRoom] {
            ok(&mut g, 0, Command::ChooseOrder { action: a });
        }
        // RULE DUMMY2-3: the seat is not done until it picked its dummy's card.
        assert!(g.waiting_for().contains(&0));
        let own: Vec<Command> = g.dummies[0]
            .hand
            .iter()
            .map(|&a| Command::ChooseDummyOrder { action: a })
            .collect();
        assert_eq!(
            legal_where(&g, 0, |c| matches!(c, Command::ChooseDummyOrder { .. })),
            own
        );
        let pick = g.dummies[0].hand[0];
        ok(&mut g, 0, Command::ChooseDummyOrder { action: pick });
        // RULE DUMMY2-3: the pick is secret from the other player.
        let v = g.view(Viewer::Seat { seat: 1 });
        assert_eq!(v.dummies[0].chosen, None);
        assert!(v.dummies[0].has_chosen);
    }

    fn ex_dummy2_setup(g: &mut Game) {
        g.slots = Default::default();
        g.dummies[0] = Dummy {
            deck: vec![],
            inaccessible: vec![ImproveReputation, DigTunnels, BuyTraps],
            revealed: vec![GetFood, MineGold],
            hand: vec![BuildRoom, HireMonster, RecruitImps],
            chosen: None,
            handler: Some(0),
        };
        g.dummies[1] = Dummy {
            deck: vec![],
            inaccessible: vec![ImproveReputation, DigTunnels, RecruitImps],
            revealed: vec![MineGold, BuyTraps],
            hand: vec![BuildRoom, GetFood, HireMonster],
            chosen: None,
            handler: Some(1),
        };
        g.slots[GetFood.index()][1] = dummy(0);
        g.slots[MineGold.index()][1] = dummy(0);
        g.slots[MineGold.index()][2] = dummy(1);
        g.slots[BuyTraps.index()][1] = dummy(1);
    }

    #[test]
    fn ex_dummy2_1_chosen_dummy_cards_take_slots_1_and_2_before_the_players_reveal() {
        let mut g = game(2, Variant::FirstGame);
        ex_dummy2_setup(&mut g);
        choose_orders(
            &mut g,
            &[
                [MineGold, GetFood, BuildRoom],
                [MineGold, GetFood, BuyTraps],
            ],
        );
        // RULE EX-DUMMY2-1, DUMMY2-4: both dummies chose Build Room: slots 1 and 2.
        // RULE EX-DUMMY2-1: at Rooms the player's minion gets slot 3.
        check(&g, BuildRoom, [dummy(0), dummy(1), p(0)]);
        // RULE EX-DUMMY2-1, DUMMY2-2: the first to arrive at Gold gets slot 1, the second is
        // blocked.
        check(&g, MineGold, [p(0), dummy(0), dummy(1)]);
        assert!(g.players[1].played[0].minion_on_card);
        // RULE EX-DUMMY2-1: at Food players get slots 1 and then 3.
        assert_eq!(g.slots[GetFood.index()][1], dummy(0));
        assert_eq!(g.slots[GetFood.index()][2], p(1));
    }

    #[test]
    fn after_the_reveal_the_dummys_played_cards_become_inaccessible() {
        let mut g = game(2, Variant::FirstGame);
        ex_dummy2_setup(&mut g);
        choose_orders(
            &mut g,
            &[
                [MineGold, GetFood, BuildRoom],
                [MineGold, GetFood, BuyTraps],
            ],
        );
        let d = &g.dummies[0];
        // RULE DUMMY2-5: new inaccessible = the 2 revealed + the chosen card.
        assert_eq!(d.inaccessible, vec![GetFood, MineGold, BuildRoom]);
        // RULE DUMMY2-5: deck = 3 old inaccessible + 2 unused hand cards.
        let mut deck = d.deck.clone();
        deck.sort();
        assert_eq!(
            deck,
            vec![
                ImproveReputation,
                DigTunnels,
                RecruitImps,
                BuyTraps,
                HireMonster
            ]
        );
    }
}
