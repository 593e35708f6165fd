//! Combat behaviour (reference §15–§18, §24.1, §24.2, §24.4): each test is a rule sentence with
//! `// RULE <ID>` above the assertion that proves it. Scenarios are laid out with the helpers
//! of `support` and put into combat with `combat::start_combat_for_test`.

mod support;

use engine::dungeon_lords::combat::{AttackOption as A, Stage};
use engine::dungeon_lords::defs::{
    AdventurerClass as C, MonsterKind as M, RoomFunction as R, SpellKind as S, TrapKind as T,
};
use engine::dungeon_lords::state::{PaladinAt, Pos, Tile, TileKind};
use engine::dungeon_lords::{Command, Game, Phase, RulesVersion, MAX_TAKEBACKS};
use support::*;

fn legal(g: &Game, seat: usize) -> Vec<Command> {
    g.legal_commands(seat)
}

/// A fatigue-0 round-1 card that no party without magic can cast (training examples that ignore
/// fatigue).
fn no_fatigue_city(g: &mut Game) {
    set_city(
        g,
        &[
            S::Invisibility,
            S::Invisibility,
            S::Invisibility,
            S::Invisibility,
        ],
    );
    let inv = g.city[0];
    g.city = vec![inv; 4];
}

mod training_scenarios {
    use super::*;

    fn scenario_one(g: &mut Game) -> (u16, u16, u16) {
        let a = join(g, 0, C::Warrior, 3, 0);
        let b = join(g, 0, C::Warrior, 4, 0);
        let p = join(g, 0, C::Priest, 3, 1);
        (a, b, p)
    }

    #[test]
    fn scenario_one_simplest_solution_concedes_one_tile() {
        let mut g = blank_game(2, false);
        let (a, b, p) = scenario_one(&mut g);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let troll = give_monster(&mut g, 0, M::Troll);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[stone], &[troll]);
        attack(&mut g, 0, troll, A::Fed, None);
        // RULE EX-SCEN1-A
        assert_eq!(g.players[0].prison, vec![a, b]);
        assert_eq!(damage(&g, 0), vec![(p, 2)]);
        assert!(conquered(&g, 0, t(1)));
        assert_eq!(g.players[0].food, 0);
        assert!(knocked_out(&g, 0, troll));
        // RULE TRAP-NOTE-3
        assert!(g.trap_discard.contains(&stone));
        plan(&mut g, 0, &[], &[goblin]);
        attack(&mut g, 0, goblin, A::Standard, None);
        // RULE EX-SCEN1-A
        assert_eq!(g.players[0].prison, vec![a, b, p]);
        assert!(!conquered(&g, 0, t(2)));
    }

    #[test]
    fn scenario_one_variant_sending_nothing_in_round_two_gives_the_same_result() {
        let mut g = blank_game(2, false);
        let (_, _, p) = scenario_one(&mut g);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let troll = give_monster(&mut g, 0, M::Troll);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[stone], &[troll]);
        attack(&mut g, 0, troll, A::Fed, None);
        plan(&mut g, 0, &[], &[]);
        // RULE EX-SCEN1-A
        assert!(g.players[0].prison.contains(&p));
        assert!(!conquered(&g, 0, t(2)));
    }

    #[test]
    fn scenario_one_more_efficient_solution_saves_the_food() {
        let mut g = blank_game(2, false);
        let (a, b, p) = scenario_one(&mut g);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let troll = give_monster(&mut g, 0, M::Troll);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[stone], &[troll]);
        attack(&mut g, 0, troll, A::Standard, None);
        // RULE EX-SCEN1-B
        assert_eq!(g.players[0].prison, vec![a, b]);
        assert_eq!(damage(&g, 0), vec![(p, 0)]);
        assert!(conquered(&g, 0, t(1)));
        plan(&mut g, 0, &[], &[goblin]);
        attack(&mut g, 0, goblin, A::Standard, None);
        // RULE EX-SCEN1-B
        assert_eq!(g.players[0].prison, vec![a, b, p]);
        assert!(!conquered(&g, 0, t(2)));
        assert_eq!(g.players[0].food, 1);
    }

    #[test]
    fn scenario_two_keeps_the_poisoned_meal_for_the_last_thief() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 4, 0);
        let ta = join(&mut g, 0, C::Thief, 4, 1);
        let tb = join(&mut g, 0, C::Thief, 3, 2);
        let meal = give_trap(&mut g, 0, T::PoisonedMeal);
        let witch = give_monster(&mut g, 0, M::Witch);
        let ghost = give_monster(&mut g, 0, M::Ghost);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[], &[ghost, witch]);
        // RULE MON-GHOST-1
        let at_first = Command::Attack {
            monster: ghost,
            option: A::Any,
            target: Some(w),
        };
        assert!(!legal(&g, 0).contains(&at_first));
        assert_eq!(
            g.apply(0, &at_first).unwrap_err().rule(),
            Some("MON-GHOST-1")
        );
        attack(&mut g, 0, ghost, A::Any, Some(ta));
        attack(&mut g, 0, witch, A::Standard, None);
        // RULE EX-SCEN2
        assert_eq!(g.players[0].prison, vec![w, ta]);
        assert_eq!(damage(&g, 0), vec![(tb, 0)]);
        assert!(conquered(&g, 0, t(1)));
        plan(&mut g, 0, &[meal], &[]);
        // RULE EX-SCEN2
        assert_eq!(g.players[0].prison, vec![w, ta, tb]);
        assert!(!conquered(&g, 0, t(2)));
        assert_eq!(g.players[0].food, 0);
        // RULE CAT-5
        let meal_line = log_pos(&g, "Poisoned Meal");
        assert!(public_log(&g)[meal_line + 1..]
            .iter()
            .any(|l| l.contains("takes 1 damage (1/3)")));
    }

    #[test]
    fn scenario_two_counter_case_the_witch_first_leaves_the_ghost_only_the_last_thief() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 4, 0);
        let ta = join(&mut g, 0, C::Thief, 4, 1);
        let tb = join(&mut g, 0, C::Thief, 3, 2);
        let witch = give_monster(&mut g, 0, M::Witch);
        let ghost = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[ghost, witch]);
        attack(&mut g, 0, witch, A::Standard, None);
        // The ghost's only target left is Thief B; it hits him without asking.
        // RULE EX-SCEN2
        assert_eq!(damage(&g, 0), vec![(ta, 2), (tb, 2)]);
    }

    #[test]
    fn scenario_three_uses_ring_bite_and_flee_then_the_pendulum() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 5, 0);
        let p = join(&mut g, 0, C::Priest, 4, 1);
        let th = join(&mut g, 0, C::Thief, 4, 2);
        let ring = give_trap(&mut g, 0, T::CursedRing);
        let pendulum = give_trap(&mut g, 0, T::Pendulum);
        let vampire = give_monster(&mut g, 0, M::Vampire);
        g.players[0].gold = 1;
        start(&mut g);
        plan(&mut g, 0, &[ring], &[vampire]);
        attack(&mut g, 0, vampire, A::Flee, Some(th));
        // RULE EX-SCEN3
        assert_eq!(damage(&g, 0), vec![(w, 0), (p, 0), (th, 2)]);
        assert!(!conquered(&g, 0, t(1)));
        assert!(!knocked_out(&g, 0, vampire));
        assert_eq!(g.players[0].gold, 0);
        plan(&mut g, 0, &[], &[vampire]);
        attack(&mut g, 0, vampire, A::Flee, Some(th));
        // RULE EX-SCEN3
        assert_eq!(g.players[0].prison, vec![th]);
        assert_eq!(damage(&g, 0), vec![(w, 2), (p, 0)]);
        assert!(conquered(&g, 0, t(1)));
        plan(&mut g, 0, &[pendulum], &[vampire]);
        attack(&mut g, 0, vampire, A::Any, Some(w));
        // RULE EX-SCEN3
        assert_eq!(g.players[0].prison, vec![th, w, p]);
        assert!(!conquered(&g, 0, t(2)));
    }

    #[test]
    fn scenario_four_wall_of_fire_then_dart_and_slime() {
        let mut g = blank_game(2, false);
        let pa = join(&mut g, 0, C::Priest, 3, 2);
        let th = join(&mut g, 0, C::Thief, 3, 1);
        let pb = join(&mut g, 0, C::Priest, 4, 2);
        let wall = give_trap(&mut g, 0, T::WallOfFire);
        let dart = give_trap(&mut g, 0, T::AntiMagicDart);
        let slime = give_monster(&mut g, 0, M::Slime);
        start(&mut g);
        plan(&mut g, 0, &[wall], &[]);
        // RULE EX-SCEN4
        assert_eq!(damage(&g, 0), vec![(pa, 2), (th, 1), (pb, 2)]);
        assert!(conquered(&g, 0, t(1)));
        plan(&mut g, 0, &[dart], &[slime]);
        act(&mut g, 0, Command::AimTrap { adventurer: pb });
        // RULE TRAP-NOTE-2
        assert_eq!(damage(&g, 0), vec![(pa, 2), (th, 1), (pb, 2)]);
        attack(&mut g, 0, slime, A::Each, None);
        // RULE EX-SCEN4
        assert_eq!(g.players[0].prison, vec![pa, th, pb]);
        assert!(!conquered(&g, 0, t(2)));
        // RULE HEAL-3
        assert!(public_log(&g).iter().any(|l| l.contains("cannot heal")));
    }

    fn room_at_entrance(g: &mut Game) {
        put_room(
            g,
            0,
            t(1),
            R::Production {
                imps: 3,
                food: 0,
                yields: engine::dungeon_lords::defs::Production::Food { amount: 1 },
            },
        );
    }

    #[test]
    fn combat_in_a_room_wipes_the_party_with_bait_troll_and_goblin() {
        let mut g = blank_game(2, false);
        let (a, b, p) = scenario_one(&mut g);
        room_at_entrance(&mut g);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let troll = give_monster(&mut g, 0, M::Troll);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        g.players[0].food = 1;
        g.players[0].gold = 1;
        start(&mut g);
        plan(&mut g, 0, &[stone], &[troll, goblin]);
        // RULE COMBAT-PLAN-6
        assert_eq!(g.players[0].gold, 0);
        attack(&mut g, 0, troll, A::Fed, None);
        attack(&mut g, 0, goblin, A::Standard, None);
        // RULE EX-SCEN-ROOM
        assert_eq!(g.players[0].prison, vec![a, b, p]);
        assert!(!conquered(&g, 0, t(1)));
        assert_eq!((g.players[0].food, g.players[0].gold), (0, 0));
    }

    #[test]
    fn combat_in_a_room_with_the_goblin_first_lets_the_priest_conquer() {
        let mut g = blank_game(2, false);
        scenario_one(&mut g);
        room_at_entrance(&mut g);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let troll = give_monster(&mut g, 0, M::Troll);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        g.players[0].food = 1;
        g.players[0].gold = 1;
        start(&mut g);
        plan(&mut g, 0, &[stone], &[troll, goblin]);
        attack(&mut g, 0, goblin, A::Standard, None);
        attack(&mut g, 0, troll, A::Fed, None);
        // RULE EX-SCEN-ROOM
        assert!(conquered(&g, 0, t(1)));
    }

    #[test]
    fn combat_in_a_room_with_an_unfed_troll_lets_the_priest_conquer() {
        let mut g = blank_game(2, false);
        scenario_one(&mut g);
        room_at_entrance(&mut g);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let troll = give_monster(&mut g, 0, M::Troll);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        g.players[0].food = 1;
        g.players[0].gold = 1;
        start(&mut g);
        plan(&mut g, 0, &[stone], &[troll, goblin]);
        attack(&mut g, 0, troll, A::Standard, None);
        attack(&mut g, 0, goblin, A::Standard, None);
        // RULE EX-SCEN-ROOM
        assert!(conquered(&g, 0, t(1)));
    }
}

mod training_examples {
    use super::*;

    /// Plans a trap plus a witch (two attacks to choose from) so the battle pauses at the
    /// monster step.
    fn trap_then_pause(g: &mut Game, kind: T) -> u16 {
        let trap = give_trap(g, 0, kind);
        let witch = give_monster(g, 0, M::Witch);
        start(g);
        plan(g, 0, &[trap], &[witch]);
        witch
    }

    #[test]
    fn wall_of_fire_hits_each_and_the_last_twice() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 3, 0);
        let b = join(&mut g, 0, C::Warrior, 4, 0);
        let p = join(&mut g, 0, C::Priest, 3, 1);
        trap_then_pause(&mut g, T::WallOfFire);
        // RULE EX-TRAIN-TRAP-1
        // RULE COMBAT-TRAP-1
        // RULE COMBAT-TRAP-2
        assert_eq!(damage(&g, 0), vec![(a, 1), (b, 1), (p, 2)]);
    }

    #[test]
    fn rolling_stone_eliminates_the_first_warrior_who_goes_to_prison() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 3, 0);
        let b = join(&mut g, 0, C::Warrior, 4, 0);
        let p = join(&mut g, 0, C::Priest, 3, 1);
        trap_then_pause(&mut g, T::RollingStone);
        // RULE EX-TRAIN-TRAP-2
        // RULE DMG-1
        assert_eq!(g.players[0].prison, vec![a]);
        assert_eq!(damage(&g, 0), vec![(b, 0), (p, 0)]);
    }

    #[test]
    fn disarm_reduces_the_rolling_stone_on_the_warrior() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 5, 0);
        let p = join(&mut g, 0, C::Priest, 4, 1);
        let th = join(&mut g, 0, C::Thief, 4, 2);
        trap_then_pause(&mut g, T::RollingStone);
        // RULE EX-TRAIN-TRAP-3
        // RULE COMBAT-TRAP-3
        assert_eq!(damage(&g, 0), vec![(w, 1), (p, 0), (th, 0)]);
    }

    #[test]
    fn disarm_is_used_front_first_against_the_wall_of_fire() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 5, 0);
        let p = join(&mut g, 0, C::Priest, 4, 1);
        let th = join(&mut g, 0, C::Thief, 4, 2);
        trap_then_pause(&mut g, T::WallOfFire);
        // RULE EX-TRAIN-TRAP-4
        // RULE COMBAT-TRAP-3
        assert_eq!(damage(&g, 0), vec![(w, 0), (p, 0), (th, 2)]);
    }

    #[test]
    fn two_thieves_stop_the_whole_rolling_stone() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 4, 0);
        join(&mut g, 0, C::Thief, 4, 1);
        join(&mut g, 0, C::Thief, 3, 2);
        trap_then_pause(&mut g, T::RollingStone);
        // RULE EX-TRAIN-TRAP-5
        assert!(damage(&g, 0).iter().all(|&(_, d)| d == 0));
    }

    #[test]
    fn a_disarmed_trap_door_still_stops_fatigue_and_conquest() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 4, 0);
        join(&mut g, 0, C::Thief, 4, 1);
        join(&mut g, 0, C::Thief, 3, 2);
        let door = give_trap(&mut g, 0, T::TrapDoor);
        start(&mut g);
        plan(&mut g, 0, &[door], &[]);
        // RULE EX-TRAIN-TRAP-6
        // RULE COMBAT-TRAP-4
        // RULE FATIGUE-3
        assert!(damage(&g, 0).iter().all(|&(_, d)| d == 0));
        assert!(!conquered(&g, 0, t(1)));
    }

    #[test]
    fn a_standard_attack_puts_all_its_damage_on_the_first_adventurer() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 4, 0);
        let p = join(&mut g, 0, C::Priest, 3, 1);
        g.players[0].party[0].damage = 2;
        let witch = give_monster(&mut g, 0, M::Witch);
        start(&mut g);
        plan(&mut g, 0, &[], &[witch]);
        attack(&mut g, 0, witch, A::Standard, None);
        // RULE EX-TRAIN-MON-1
        // RULE COMBAT-MON-5
        // RULE DMG-2
        assert_eq!(g.players[0].prison, vec![w]);
        assert!(public_log(&g)
            .iter()
            .any(|l| l.contains("takes 4 damage (6/4)")));
        let _ = p;
    }

    #[test]
    fn attack_any_target_offers_every_adventurer_but_priests() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 3, 0);
        let t1 = join(&mut g, 0, C::Thief, 4, 1);
        let t2 = join(&mut g, 0, C::Thief, 3, 2);
        let vampire = give_monster(&mut g, 0, M::Vampire);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[vampire]);
        let any: Vec<Option<u16>> = legal(&g, 0)
            .into_iter()
            .filter_map(|c| match c {
                Command::Attack {
                    option: A::Any,
                    target,
                    ..
                } => Some(target),
                _ => None,
            })
            .collect();
        // RULE EX-TRAIN-MON-2
        assert_eq!(any, vec![Some(w), Some(t1), Some(t2)]);
        attack(&mut g, 0, vampire, A::Any, Some(t1));
        // RULE EX-TRAIN-MON-2
        assert_eq!(damage(&g, 0), vec![(w, 0), (t1, 3), (t2, 0)]);
    }

    #[test]
    fn slime_attacks_each_adventurer_and_finishes_a_weak_warrior() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 3, 0);
        let th = join(&mut g, 0, C::Thief, 4, 1);
        let p = join(&mut g, 0, C::Priest, 4, 1);
        g.players[0].party[0].damage = 2;
        let slime = give_monster(&mut g, 0, M::Slime);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[slime]);
        attack(&mut g, 0, slime, A::Each, None);
        // RULE EX-TRAIN-MON-3
        assert_eq!(g.players[0].prison, vec![w]);
        // Priest heals 1 front first: the thief.
        assert_eq!(damage(&g, 0), vec![(th, 0), (p, 1)]);
    }

    #[test]
    fn a_monster_that_attacked_is_knocked_out_until_combat_ends() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        join(&mut g, 0, C::Warrior, 4, 0);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[goblin]);
        attack(&mut g, 0, goblin, A::Standard, None);
        // RULE EX-TRAIN-STUN-1
        // RULE COMBAT-MON-3
        assert!(knocked_out(&g, 0, goblin));
        assert!(!legal(&g, 0).contains(&Command::PlanMonster { monster: goblin }));
        finish_combat(&mut g);
        // RULE EX-TRAIN-STUN-1
        // RULE COMBAT-END-5
        assert_eq!(g.year, 2);
        assert!(!knocked_out(&g, 0, goblin));
    }

    #[test]
    fn the_priest_heals_the_warrior_after_a_troll_attack() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 5, 0);
        join(&mut g, 0, C::Priest, 4, 1);
        join(&mut g, 0, C::Thief, 4, 2);
        let troll = give_monster(&mut g, 0, M::Troll);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[troll]);
        attack(&mut g, 0, troll, A::Standard, None);
        // RULE EX-TRAIN-HEAL-1
        // RULE HEAL-2
        assert_eq!(damage(&g, 0)[0], (w, 2));
    }

    #[test]
    fn healing_happens_with_nothing_to_heal_after_the_vampire_kills_the_thief() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Priest, 3, 2);
        let th = join(&mut g, 0, C::Thief, 3, 1);
        join(&mut g, 0, C::Priest, 4, 2);
        let vampire = give_monster(&mut g, 0, M::Vampire);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[vampire]);
        attack(&mut g, 0, vampire, A::Any, Some(th));
        // RULE EX-TRAIN-HEAL-2
        // RULE HEAL-1
        assert!(damage(&g, 0).iter().all(|&(_, d)| d == 0));
        assert!(public_log(&g).iter().any(|l| l.contains("heals 0 damage")));
    }

    fn scenario_four_hurt(g: &mut Game) -> (u16, u16, u16) {
        let pa = join(g, 0, C::Priest, 3, 2);
        let th = join(g, 0, C::Thief, 3, 1);
        let pb = join(g, 0, C::Priest, 4, 2);
        g.players[0].party[1].damage = 1;
        g.players[0].party[2].damage = 2;
        no_fatigue_city(g);
        (pa, th, pb)
    }

    #[test]
    fn healing_is_applied_front_first_after_a_goblin_attack() {
        let mut g = blank_game(2, false);
        let (pa, th, pb) = scenario_four_hurt(&mut g);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[goblin]);
        attack(&mut g, 0, goblin, A::Standard, None);
        // RULE EX-TRAIN-HEAL-3
        // RULE HEAL-2
        assert_eq!(damage(&g, 0), vec![(pa, 0), (th, 0), (pb, 1)]);
    }

    #[test]
    fn without_a_monster_attack_there_is_no_healing() {
        let mut g = blank_game(2, false);
        let (pa, th, pb) = scenario_four_hurt(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE EX-TRAIN-HEAL-3
        // RULE HEAL-1
        assert_eq!(damage(&g, 0), vec![(pa, 0), (th, 1), (pb, 2)]);
    }

    #[test]
    fn fatigue_spills_point_by_point_and_a_survivor_conquers() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 3, 0);
        let b = join(&mut g, 0, C::Warrior, 4, 0);
        g.players[0].party[0].damage = 2;
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE EX-TRAIN-FATIGUE-1
        // RULE FATIGUE-1
        // RULE FATIGUE-2
        // RULE CONQUEST-1
        assert_eq!(g.players[0].prison, vec![a]);
        assert_eq!(damage(&g, 0), vec![(b, 1)]);
        assert!(conquered(&g, 0, t(1)));
        assert_eq!(g.players[0].evil, 4);
    }

    #[test]
    fn fatigue_that_eliminates_the_whole_party_conquers_nothing() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 3, 0);
        g.players[0].party[0].damage = 1;
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE EX-TRAIN-FATIGUE-1
        // RULE CONQUEST-2
        assert!(!conquered(&g, 0, t(1)));
        assert_eq!(g.players[0].evil, 5);
        // RULE COMBAT-END-1
        assert!(g.waiting_for().is_empty() || g.year == 2);
    }
}

mod setup_and_planning {
    use super::*;

    #[test]
    fn round_one_uses_the_first_city_card_revealed_after_planning() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        set_city(
            &mut g,
            &[S::Fireball, S::Graffiti, S::Graffiti, S::Graffiti],
        );
        start(&mut g);
        // RULE COMBAT-1
        // RULE COMBAT-SETUP-1
        assert_eq!(cs(&g).round, 1);
        assert!(matches!(cs(&g).stage, Stage::Planning));
        let planned_before = public_log(&g).iter().any(|l| l.contains("combat card"));
        // RULE COMBAT-REVEAL-1
        assert!(!planned_before);
        plan(&mut g, 0, &[], &[]);
        // RULE COMBAT-REVEAL-1
        // RULE COMBAT-SETUP-1
        assert!(log_pos(&g, "Round 1 combat card: Fireball") > log_pos(&g, "defends"));
        // RULE COMBAT-REVEAL-2
        assert_eq!(damage(&g, 0)[0].1, 1);
    }

    #[test]
    fn monsters_on_strike_stay_knocked_out_and_others_are_face_up() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        let striker = give_monster(&mut g, 0, M::Goblin);
        let tired = give_monster(&mut g, 0, M::Troll);
        g.players[0].monsters[0].knocked_out = true;
        g.players[0].monsters[0].on_strike = true;
        g.players[0].monsters[1].knocked_out = true;
        start(&mut g);
        let l = legal(&g, 0);
        // RULE COMBAT-SETUP-2
        assert!(!l.contains(&Command::PlanMonster { monster: striker }));
        assert!(l.contains(&Command::PlanMonster { monster: tired }));
    }

    #[test]
    fn the_autumn_starting_player_plans_and_battles_first() {
        let mut g = blank_game(3, false);
        for s in 0..3 {
            join(&mut g, s, C::Warrior, 5 + s as u8, 0);
            give_monster(&mut g, s, M::Ghost);
        }
        g.starting_player = 2;
        start(&mut g);
        // RULE COMBAT-SETUP-3
        // RULE COMBAT-PLAN-8
        assert_eq!(g.waiting_for(), vec![2]);
        plan(&mut g, 2, &[], &[]);
        assert_eq!(g.waiting_for(), vec![0]);
        plan(&mut g, 0, &[], &[]);
        plan(&mut g, 1, &[], &[]);
        // RULE COMBAT-BATTLE-1
        assert!(log_pos(&g, "Seat 3's battle") < log_pos(&g, "Seat 1's battle"));
        assert!(log_pos(&g, "Seat 1's battle") < log_pos(&g, "Seat 2's battle"));
    }

    #[test]
    fn simultaneous_plans_are_collected_at_once_and_kept_private() {
        let mut g = blank_game(2, true);
        join(&mut g, 0, C::Warrior, 5, 0);
        join(&mut g, 1, C::Warrior, 5, 0);
        let g0 = give_monster(&mut g, 0, M::Goblin);
        let g1 = give_monster(&mut g, 1, M::Goblin);
        let trap = give_trap(&mut g, 1, T::RollingStone);
        start(&mut g);
        // RULE COMBAT-PLAN-8
        assert_eq!(g.waiting_for(), vec![0, 1]);
        act(&mut g, 1, Command::PlanTrap { trap });
        act(&mut g, 1, Command::PlanMonster { monster: g1 });
        act(&mut g, 1, Command::FinishPlanning);
        // RULE COMBAT-PLAN-8
        assert!(!public_log(&g)
            .iter()
            .any(|l| l.contains("Goblin") || l.contains("trap")));
        assert_eq!(g.waiting_for(), vec![0]);
        act(&mut g, 0, Command::PlanMonster { monster: g0 });
        act(&mut g, 0, Command::FinishPlanning);
        // RULE COMBAT-PLAN-8
        assert!(log_pos(&g, "Seat 1 defends") < log_pos(&g, "Seat 2 defends"));
        // Face-down traps stay secret in the public log until sprung.
        let defends = &public_log(&g)[log_pos(&g, "Seat 2 defends")];
        assert!(defends.contains("a face-down trap") && !defends.contains("Rolling"));
    }

    #[test]
    fn the_target_is_the_nearest_unconquered_tile_and_ties_are_the_owners_choice() {
        let mut g = blank_game(2, false);
        let mut d = engine::dungeon_lords::state::Dungeon::default();
        let e = Pos::new(0, 2);
        let tun = Pos::new(0, 1);
        let room = Pos::new(0, 3);
        d.set(
            e,
            Some(Tile {
                kind: TileKind::Tunnel,
                conquered: false,
            }),
        );
        d.set(
            tun,
            Some(Tile {
                kind: TileKind::Tunnel,
                conquered: false,
            }),
        );
        g.players[0].dungeon = d;
        put_room(&mut g, 0, room, R::Chapel);
        join(&mut g, 0, C::Warrior, 5, 0);
        let w8 = adventurer_opt(&g, C::Warrior, 2, 8, 0).unwrap();
        g.players[0]
            .party
            .push(engine::dungeon_lords::state::PartyMember {
                id: w8,
                damage: 0,
                bonus_hp: 0,
            });
        let slime = give_monster(&mut g, 0, M::Slime);
        start(&mut g);
        // RULE COMBAT-PLAN-2
        assert!(!legal(&g, 0)
            .iter()
            .any(|c| matches!(c, Command::ChooseTarget { .. })));
        plan(&mut g, 0, &[], &[]);
        // RULE EX-TILE-1
        assert!(conquered(&g, 0, e));
        // RULE COMBAT-PLAN-3
        assert_eq!(
            legal(&g, 0),
            vec![
                Command::ChooseTarget { pos: tun },
                Command::ChooseTarget { pos: room }
            ]
        );
        act(&mut g, 0, Command::ChooseTarget { pos: room });
        plan(&mut g, 0, &[], &[slime]);
        attack(&mut g, 0, slime, A::Glue, None);
        // RULE EX-TILE-1
        // RULE MON-SLIME-1
        assert!(!conquered(&g, 0, room));
        assert!(knocked_out(&g, 0, slime));
        act(&mut g, 0, Command::ChooseTarget { pos: tun });
        plan(&mut g, 0, &[], &[]);
        assert!(conquered(&g, 0, tun));
        // RULE EX-TILE-1
        assert_eq!(cs(&g).seats[0].plan.target, Some(room));
    }

    #[test]
    fn a_battle_command_during_planning_is_refused_naming_the_planning_rule() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 8, 0);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        let before = g.log.len();
        let err = g
            .apply(
                0,
                &Command::Attack {
                    monster: gob,
                    option: A::Standard,
                    target: None,
                },
            )
            .unwrap_err();
        // RULE COMBAT-PLAN-8
        assert_eq!(err.rule(), Some("COMBAT-PLAN-8"));
        assert_eq!(g.log.len(), before);
        let err = g.apply(1, &Command::FinishPlanning).unwrap_err();
        assert_eq!(err.rule(), Some("COMBAT-1"));
    }

    #[test]
    fn a_seat_with_nothing_to_commit_is_not_asked_to_plan() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 8, 0);
        join(&mut g, 1, C::Warrior, 7, 0);
        let gob = give_monster(&mut g, 1, M::Witch);
        combat_start_without_spare(&mut g);
        // RULE COMBAT-PLAN-8
        assert_eq!(g.waiting_for(), vec![1]);
        assert!(cs(&g).seats[0].planned);
        act(&mut g, 1, Command::PlanMonster { monster: gob });
        act(&mut g, 1, Command::FinishPlanning);
        assert_eq!(g.waiting_for(), vec![1]);
    }

    #[test]
    fn a_target_chosen_among_equals_can_be_chosen_again() {
        let mut g = blank_game(2, false);
        g.players[0].dungeon.set(
            Pos::new(0, 1),
            Some(Tile {
                kind: TileKind::Tunnel,
                conquered: false,
            }),
        );
        g.players[0].dungeon.set(
            t(1),
            Some(Tile {
                kind: TileKind::Tunnel,
                conquered: true,
            }),
        );
        join(&mut g, 0, C::Warrior, 8, 0);
        start(&mut g);
        act(&mut g, 0, Command::ChooseTarget { pos: t(2) });
        // RULE COMBAT-PLAN-2
        assert!(legal(&g, 0).contains(&Command::ResetPlan));
        act(&mut g, 0, Command::ResetPlan);
        assert!(legal(&g, 0).contains(&Command::ChooseTarget {
            pos: Pos::new(0, 1)
        }));
    }

    #[test]
    fn a_plan_can_be_reset_a_bounded_number_of_times_per_round() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        for _ in 0..MAX_TAKEBACKS {
            act(&mut g, 0, Command::PlanMonster { monster: gob });
            act(&mut g, 0, Command::ResetPlan);
        }
        act(&mut g, 0, Command::PlanMonster { monster: gob });
        // RULE TAKEBACK-1
        assert!(!legal(&g, 0).contains(&Command::ResetPlan));
        let refused = g.apply(0, &Command::ResetPlan).unwrap_err();
        assert_eq!(refused.rule(), Some("TAKEBACK-1"));
        assert!(legal(&g, 0).contains(&Command::FinishPlanning));
    }

    #[test]
    fn a_plan_of_the_rules_before_takeback_1_is_reset_without_bound() {
        let mut g = blank_game(2, false);
        // A dl-engine-2 game (issue #33): the rules before TAKEBACK-1.
        g.rules = RulesVersion::Engine2;
        join(&mut g, 0, C::Warrior, 5, 0);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        for _ in 0..3 * usize::from(MAX_TAKEBACKS) {
            act(&mut g, 0, Command::PlanMonster { monster: gob });
            assert!(legal(&g, 0).contains(&Command::ResetPlan));
            act(&mut g, 0, Command::ResetPlan);
        }
        act(&mut g, 0, Command::PlanMonster { monster: gob });
        act(&mut g, 0, Command::FinishPlanning);
    }

    #[test]
    fn a_tunnel_takes_one_trap_one_monster_and_any_number_of_ghosts() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        let t1 = give_trap(&mut g, 0, T::RollingStone);
        let t2 = give_trap(&mut g, 0, T::Pendulum);
        let gob = give_monster(&mut g, 0, M::Goblin);
        let tro = give_monster(&mut g, 0, M::Troll);
        let gh1 = give_monster(&mut g, 0, M::Ghost);
        let gh2 = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        act(&mut g, 0, Command::PlanTrap { trap: t1 });
        act(&mut g, 0, Command::PlanMonster { monster: gob });
        act(&mut g, 0, Command::PlanMonster { monster: gh1 });
        let l = legal(&g, 0);
        // RULE COMBAT-PLAN-4
        // RULE MON-GHOST-2
        assert!(!l.contains(&Command::PlanTrap { trap: t2 }));
        assert!(!l.contains(&Command::PlanMonster { monster: tro }));
        assert!(l.contains(&Command::PlanMonster { monster: gh2 }));
        let refused = g
            .apply(0, &Command::PlanMonster { monster: tro })
            .unwrap_err();
        assert_eq!(refused.rule(), Some("COMBAT-PLAN-4"));
        act(&mut g, 0, Command::ResetPlan);
        // RULE COMBAT-PLAN-4
        assert!(legal(&g, 0).contains(&Command::PlanMonster { monster: tro }));
    }

    #[test]
    fn a_room_takes_two_monsters_and_a_trap_only_with_bait_gold() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        put_room(&mut g, 0, t(1), R::Chapel);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let gob = give_monster(&mut g, 0, M::Goblin);
        let tro = give_monster(&mut g, 0, M::Troll);
        start(&mut g);
        // RULE COMBAT-PLAN-6
        assert!(!legal(&g, 0).contains(&Command::PlanTrap { trap: stone }));
        let refused = g.apply(0, &Command::PlanTrap { trap: stone }).unwrap_err();
        assert_eq!(refused.rule(), Some("COMBAT-PLAN-6"));
        act(&mut g, 0, Command::PlanMonster { monster: gob });
        // RULE COMBAT-PLAN-4
        assert!(legal(&g, 0).contains(&Command::PlanMonster { monster: tro }));
    }

    #[test]
    fn bait_gold_is_spent_even_if_the_trap_does_nothing() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        put_room(&mut g, 0, t(1), R::Chapel);
        let pendulum = give_trap(&mut g, 0, T::Pendulum);
        g.players[0].gold = 2;
        start(&mut g);
        act(&mut g, 0, Command::PlanTrap { trap: pendulum });
        act(&mut g, 0, Command::FinishPlanning);
        // RULE COMBAT-PLAN-6
        // RULE COMBAT-TRAP-1
        assert_eq!(g.players[0].gold, 1);
        assert!(g.trap_discard.contains(&pendulum));
    }

    #[test]
    fn a_trap_whose_extra_cost_cannot_be_paid_cannot_be_planned() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        let ring = give_trap(&mut g, 0, T::CursedRing);
        let meal = give_trap(&mut g, 0, T::PoisonedMeal);
        let imp = give_trap(&mut g, 0, T::KamikazeImp);
        g.players[0].imps = 0;
        start(&mut g);
        let l = legal(&g, 0);
        // RULE COMBAT-PLAN-7
        assert!(!l.contains(&Command::PlanTrap { trap: ring }));
        assert!(!l.contains(&Command::PlanTrap { trap: meal }));
        assert!(!l.contains(&Command::PlanTrap { trap: imp }));
        let refused = g.apply(0, &Command::PlanTrap { trap: ring }).unwrap_err();
        assert_eq!(refused.rule(), Some("COMBAT-PLAN-7"));
    }

    #[test]
    fn planned_costs_are_reserved_so_the_troll_cannot_eat_the_meals_food() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 8, 0);
        let meal = give_trap(&mut g, 0, T::PoisonedMeal);
        let troll = give_monster(&mut g, 0, M::Troll);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[meal], &[troll]);
        // RULE COMBAT-PLAN-7
        assert!(!legal(&g, 0).contains(&Command::Attack {
            monster: troll,
            option: A::Fed,
            target: None
        }));
    }

    #[test]
    fn knocked_out_monsters_cannot_be_committed() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        join(&mut g, 0, C::Warrior, 4, 0);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob]);
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE COMBAT-PLAN-5
        assert!(!legal(&g, 0).contains(&Command::PlanMonster { monster: gob }));
    }

    #[test]
    fn a_seat_whose_combat_ended_does_not_plan() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 3, 0);
        g.players[0].party[0].damage = 2;
        join(&mut g, 1, C::Warrior, 5, 0);
        give_monster(&mut g, 1, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        plan(&mut g, 1, &[], &[]);
        // RULE COMBAT-PLAN-1
        // RULE COMBAT-END-1
        assert_eq!(g.waiting_for(), vec![1]);
        assert!(cs(&g).seats[0].ended);
    }
}

mod traps {
    use super::*;

    #[test]
    fn the_poisoned_dart_adds_two_unpreventable_damage_after_conquest() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 4, 0);
        let th = join(&mut g, 0, C::Thief, 3, 1);
        let p = join(&mut g, 0, C::Priest, 3, 1);
        let dart = give_trap(&mut g, 0, T::PoisonedDart);
        start(&mut g);
        plan(&mut g, 0, &[dart], &[]);
        act(&mut g, 0, Command::AimTrap { adventurer: p });
        // RULE EX-DART-1
        // RULE TRAP-NOTE-1
        // RULE COMBAT-BATTLE-4
        assert_eq!(damage(&g, 0), vec![(w, 2), (th, 0), (p, 2)]);
        assert!(conquered(&g, 0, t(1)));
        assert!(log_pos(&g, "conquers") < log_pos(&g, "poison"));
    }

    #[test]
    fn the_poisoned_dart_can_eliminate_after_conquest() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 4, 0);
        let th = join(&mut g, 0, C::Thief, 3, 1);
        join(&mut g, 0, C::Priest, 3, 1);
        g.players[0].party[1].damage = 2;
        let dart = give_trap(&mut g, 0, T::PoisonedDart);
        start(&mut g);
        plan(&mut g, 0, &[dart], &[]);
        act(&mut g, 0, Command::AimTrap { adventurer: th });
        // RULE EX-DART-1
        // RULE COMBAT-TRAP-6
        assert!(conquered(&g, 0, t(1)));
        assert_eq!(g.players[0].prison, vec![th]);
    }

    #[test]
    fn a_cursed_ring_hurts_everyone_costs_gold_and_stops_conquest() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 3, 0);
        let b = join(&mut g, 0, C::Warrior, 4, 0);
        let p = join(&mut g, 0, C::Priest, 3, 1);
        let ring = give_trap(&mut g, 0, T::CursedRing);
        g.players[0].gold = 1;
        start(&mut g);
        plan(&mut g, 0, &[ring], &[]);
        // RULE EX-RING-1
        assert_eq!(damage(&g, 0), vec![(a, 1), (b, 1), (p, 1)]);
        assert!(!conquered(&g, 0, t(1)));
        assert_eq!(g.players[0].gold, 0);
    }

    #[test]
    fn the_kamikaze_imp_costs_an_imp_and_hits_first_three_and_others_one() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 5, 0);
        let b = join(&mut g, 0, C::Warrior, 4, 0);
        let imp = give_trap(&mut g, 0, T::KamikazeImp);
        let gob = give_monster(&mut g, 0, M::Witch);
        start(&mut g);
        plan(&mut g, 0, &[imp], &[gob]);
        // RULE COMBAT-PLAN-7
        assert_eq!(g.players[0].imps, 2);
        assert_eq!(damage(&g, 0), vec![(a, 3), (b, 1)]);
    }

    #[test]
    fn an_anti_magic_dart_on_a_wizard_stops_the_spell() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        let wiz = join(&mut g, 0, C::Wizard, 4, 2);
        set_city(
            &mut g,
            &[S::DetectEvil, S::Graffiti, S::Graffiti, S::Graffiti],
        );
        let dart = give_trap(&mut g, 0, T::AntiMagicDart);
        start(&mut g);
        plan(&mut g, 0, &[dart], &[]);
        act(&mut g, 0, Command::AimTrap { adventurer: wiz });
        // RULE TRAP-NOTE-2
        // RULE SPELL-6
        assert_eq!(g.players[0].evil, 4);
        assert!(public_log(&g).iter().any(|l| l.contains("Nobody can cast")));
    }

    #[test]
    fn year_two_rolling_stone_deals_four() {
        let mut g = blank_game(2, false);
        g.year = 2;
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let gob = give_monster(&mut g, 0, M::Witch);
        start(&mut g);
        plan(&mut g, 0, &[stone], &[gob]);
        // RULE TRAP-NOTE-4
        assert_eq!(damage(&g, 0), vec![(w, 4)]);
    }

    #[test]
    fn the_poisoned_meal_deals_the_first_adventurers_printed_hp_less_disarm() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 4, 0);
        join(&mut g, 0, C::Thief, 4, 1);
        join(&mut g, 0, C::Thief, 3, 2);
        g.players[0].party[0].damage = 1;
        let meal = give_trap(&mut g, 0, T::PoisonedMeal);
        let gob = give_monster(&mut g, 0, M::Witch);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[meal], &[gob]);
        // RULE CAT-5
        assert_eq!(damage(&g, 0)[0], (w, 2));
    }
}

mod monsters {
    use super::*;

    fn attacks_of(g: &Game, m: u16) -> Vec<(A, Option<u16>)> {
        legal(g, 0)
            .into_iter()
            .filter_map(|c| match c {
                Command::Attack {
                    monster,
                    option,
                    target,
                } if monster == m => Some((option, target)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_goblin_attacks_the_next_adventurer_after_eliminating_the_first() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 3, 0);
        let b = join(&mut g, 0, C::Warrior, 5, 0);
        g.players[0].party[0].damage = 1;
        let gob = give_monster(&mut g, 0, M::Goblin);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob]);
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE MON-GOBLIN-1
        // RULE COMBAT-2
        assert_eq!(g.players[0].prison, vec![a]);
        assert_eq!(damage(&g, 0), vec![(b, 1)]);
        assert!(conquered(&g, 0, t(1)));
    }

    #[test]
    fn monsters_attack_in_the_order_the_owner_chooses() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        join(&mut g, 0, C::Warrior, 4, 0);
        let tro = give_monster(&mut g, 0, M::Troll);
        let gh = give_monster(&mut g, 0, M::Ghost);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[], &[tro, gh]);
        // RULE COMBAT-MON-1
        assert!(!attacks_of(&g, tro).is_empty() && !attacks_of(&g, gh).is_empty());
        // RULE COMBAT-MON-2
        // RULE MON-TROLL-1
        assert_eq!(
            attacks_of(&g, tro),
            vec![(A::Standard, None), (A::Fed, None)]
        );
        g.players[0].food = 0;
        assert_eq!(attacks_of(&g, tro), vec![(A::Standard, None)]);
    }

    #[test]
    fn a_ghost_facing_a_lone_adventurer_cannot_attack_and_is_knocked_out() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 5, 0);
        let gh = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[gh]);
        // RULE MON-GHOST-1
        // RULE COMBAT-MON-3
        // RULE COMBAT-MON-6
        assert!(knocked_out(&g, 0, gh));
        assert_eq!(damage(&g, 0), vec![(w, 2)]);
    }

    #[test]
    fn the_witch_may_hit_the_same_adventurer_twice() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 5, 0);
        let th = join(&mut g, 0, C::Thief, 4, 1);
        let witch = give_monster(&mut g, 0, M::Witch);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[witch]);
        attack(&mut g, 0, witch, A::Hits, Some(th));
        // RULE MON-WITCH-1
        assert!(attacks_of(&g, witch).contains(&(A::SecondHit, Some(th))));
        attack(&mut g, 0, witch, A::SecondHit, Some(th));
        assert_eq!(damage(&g, 0)[1], (th, 2));
    }

    #[test]
    fn a_witch_whose_first_hit_ends_the_battle_is_knocked_out() {
        let mut g = blank_game(2, false);
        // Seat 0's long combat keeps the year's combat going after seat 1's battle.
        join(&mut g, 0, C::Warrior, 8, 0);
        let w = join(&mut g, 1, C::Warrior, 3, 0);
        g.players[1].party[0].damage = 2;
        let witch = give_monster(&mut g, 1, M::Witch);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        plan(&mut g, 1, &[], &[witch]);
        attack(&mut g, 1, witch, A::Hits, Some(w));
        assert!(g.players[1].party.is_empty());
        // RULE COMBAT-MON-3
        // RULE MON-WITCH-1
        assert!(knocked_out(&g, 1, witch));
        assert!(!legal(&g, 1).contains(&Command::PlanMonster { monster: witch }));
    }

    #[test]
    fn a_vampire_facing_only_priests_returns_face_up_and_opens_no_healing() {
        let mut g = blank_game(2, false);
        let pa = join(&mut g, 0, C::Priest, 3, 1);
        let pb = join(&mut g, 0, C::Priest, 4, 1);
        g.players[0].party[0].damage = 1;
        let vampire = give_monster(&mut g, 0, M::Vampire);
        start(&mut g);
        plan(&mut g, 0, &[], &[vampire]);
        // RULE EX-VAMPIRE-1
        // RULE MON-VAMPIRE-1
        assert!(!knocked_out(&g, 0, vampire));
        assert_eq!(g.players[0].prison, vec![pa]);
        assert_eq!(damage(&g, 0), vec![(pb, 0)]);
        assert!(conquered(&g, 0, t(1)));
        assert!(legal(&g, 0).contains(&Command::PlanMonster { monster: vampire }));
    }

    #[test]
    fn bite_and_flee_returns_the_vampire_face_up() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 5, 0);
        let vampire = give_monster(&mut g, 0, M::Vampire);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[vampire]);
        attack(&mut g, 0, vampire, A::Flee, Some(w));
        // RULE MON-VAMPIRE-2
        assert!(!knocked_out(&g, 0, vampire));
        assert_eq!(damage(&g, 0), vec![(w, 2)]);
    }

    #[test]
    fn the_golem_hits_for_four_and_stays_face_up() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        let golem = give_monster(&mut g, 0, M::Golem);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[golem]);
        attack(&mut g, 0, golem, A::Standard, None);
        // RULE MON-GOLEM-2
        assert_eq!(damage(&g, 0), vec![(w, 4)]);
        assert!(!knocked_out(&g, 0, golem));
    }

    #[test]
    fn the_dragon_hits_everyone_for_two_and_stops_healing() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        let p = join(&mut g, 0, C::Priest, 6, 3);
        let dragon = give_monster(&mut g, 0, M::Dragon);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[dragon]);
        attack(&mut g, 0, dragon, A::Each, None);
        // RULE MON-DRAGON-1
        // RULE HEAL-3
        assert_eq!(damage(&g, 0), vec![(w, 2), (p, 2)]);
    }

    #[test]
    fn the_demon_hits_any_target_for_seven_and_stops_conquest() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        let demon = give_monster(&mut g, 0, M::Demon);
        start(&mut g);
        plan(&mut g, 0, &[], &[demon]);
        attack(&mut g, 0, demon, A::Any, Some(w));
        // RULE MON-DEMON-3
        assert_eq!(damage(&g, 0), vec![(w, 7)]);
        assert!(!conquered(&g, 0, t(1)));
    }

    #[test]
    fn every_catalog_monster_kind_can_fight() {
        for kind in [
            M::Goblin,
            M::Slime,
            M::Ghost,
            M::Troll,
            M::Witch,
            M::Vampire,
            M::Golem,
            M::Dragon,
            M::Demon,
        ] {
            let mut g = blank_game(2, false);
            join(&mut g, 0, C::Warrior, 8, 0);
            join(&mut g, 0, C::Warrior, 7, 0);
            let m = give_monster(&mut g, 0, kind);
            start(&mut g);
            plan(&mut g, 0, &[], &[m]);
            // A monster with a single possible attack makes it without prompting.
            let name = g.defs.monster(&g.inst, m).name.clone();
            let attacked = public_log(&g)
                .iter()
                .any(|l| l.contains(&format!("Seat 1's {name} ")));
            // RULE MON-1
            assert!(!attacks_of(&g, m).is_empty() || attacked, "{kind:?}");
        }
    }

    #[test]
    fn monsters_not_reached_before_the_party_is_wiped_stay_face_up() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 3, 0);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[stone], &[gob]);
        // RULE COMBAT-MON-4
        // RULE COMBAT-BATTLE-2
        assert!(!knocked_out(&g, 0, gob));
        assert!(!public_log(&g).iter().any(|l| l.contains("Fatigue")));
    }

    #[test]
    fn an_attack_whose_damage_is_prevented_still_opens_healing() {
        let mut g = blank_game(2, false);
        g.year = 2;
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        join(&mut g, 0, C::Priest, 6, 3);
        join(&mut g, 0, C::Wizard, 4, 2);
        g.players[0].party[0].damage = 3;
        set_city(
            &mut g,
            &[S::AuraOfFear, S::Graffiti, S::Graffiti, S::Graffiti],
        );
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob]);
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE COMBAT-MON-7
        // Aura: 0 damage; healing 3 clears the warrior; fatigue 3 follows.
        assert_eq!(damage(&g, 0)[0], (w, 3));
    }

    #[test]
    fn ghosts_may_be_sent_besides_the_tunnels_monster() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 8, 0);
        join(&mut g, 0, C::Warrior, 7, 0);
        let gob = give_monster(&mut g, 0, M::Goblin);
        let g1 = give_monster(&mut g, 0, M::Ghost);
        let g2 = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob, g1, g2]);
        // RULE MON-GHOST-2
        assert_eq!(cs(&g).battle().map(|b| b.to_attack.len()), Some(3));
    }
}

mod spells {
    use super::*;

    /// Party [Warrior 8, Wizard 4 (2 magic)] against `spell` in round 1.
    fn wizard_party(g: &mut Game, spell: S) -> (u16, u16) {
        let w = join(g, 0, C::Warrior, 8, 0);
        let wiz = join(g, 0, C::Wizard, 4, 2);
        set_city(g, &[spell, S::Graffiti, S::Graffiti, S::Graffiti]);
        (w, wiz)
    }

    #[test]
    fn a_spell_needs_magic_at_least_the_round_number_counted_when_its_step_comes() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Wizard, 3, 1);
        join(&mut g, 0, C::Wizard, 4, 2);
        set_city(
            &mut g,
            &[S::Graffiti, S::Graffiti, S::WordOfPeace, S::Graffiti],
        );
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        set_round(&mut g, 3);
        plan(&mut g, 0, &[stone], &[gob]);
        // RULE EX-SPELL-1
        // RULE SPELL-1
        // RULE SPELL-2
        assert!(!legal(&g, 0).contains(&Command::WithdrawAll));
        assert!(public_log(&g)
            .iter()
            .any(|l| l.contains("2 magic, too little")));
    }

    #[test]
    fn with_enough_magic_word_of_peace_asks_for_withdrawal_or_evil() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Wizard, 3, 1);
        join(&mut g, 0, C::Wizard, 4, 2);
        set_city(
            &mut g,
            &[S::Graffiti, S::Graffiti, S::WordOfPeace, S::Graffiti],
        );
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        set_round(&mut g, 3);
        plan(&mut g, 0, &[], &[gob]);
        // RULE SPELL-1
        assert_eq!(
            legal(&g, 0),
            vec![Command::WithdrawAll, Command::AcceptEvil]
        );
        act(&mut g, 0, Command::AcceptEvil);
        // RULE SPELL-3
        assert!(public_log(&g).iter().any(|l| l.contains("gains 2 evil")));
        // 5 + 2, then -1 for the conquered tile.
        assert_eq!(g.players[0].evil, 6);
    }

    #[test]
    fn word_of_peace_withdraws_monsters_face_up_but_not_ghosts() {
        let mut g = blank_game(2, false);
        let (w, wiz) = wizard_party(&mut g, S::WordOfPeace);
        let gob = give_monster(&mut g, 0, M::Goblin);
        let gh = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob, gh]);
        act(&mut g, 0, Command::WithdrawAll);
        // RULE SPELL-4
        // RULE SPELL-5
        attack(&mut g, 0, gh, A::Any, Some(wiz));
        assert_eq!(damage(&g, 0)[1], (wiz, 2));
        assert!(!knocked_out(&g, 0, gob));
        assert!(knocked_out(&g, 0, gh));
        let _ = w;
    }

    #[test]
    fn word_of_peace_with_only_ghosts_asks_nothing() {
        let mut g = blank_game(2, false);
        let (_, wiz) = wizard_party(&mut g, S::WordOfPeace);
        let gh = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[gh]);
        // RULE SPELL-5
        // RULE MON-GHOST-2
        assert!(!public_log(&g).iter().any(|l| l.contains("gains 2 evil")));
        assert_eq!(damage(&g, 0)[1], (wiz, 2));
    }

    #[test]
    fn suggestion_pays_the_monster_cost_or_withdraws_it() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::Suggestion);
        let gob = give_monster(&mut g, 0, M::Goblin);
        let vam = give_monster(&mut g, 0, M::Vampire);
        g.players[0].food = 1;
        put_room(&mut g, 0, t(1), R::Chapel);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob, vam]);
        // RULE SPELL-7
        assert_eq!(
            legal(&g, 0),
            vec![
                Command::PayMonster {
                    monster: gob,
                    pay_trap: None,
                    feed: None
                },
                Command::Withdraw { monster: gob }
            ]
        );
        act(
            &mut g,
            0,
            Command::PayMonster {
                monster: gob,
                pay_trap: None,
                feed: None,
            },
        );
        assert_eq!(g.players[0].food, 0);
        act(
            &mut g,
            0,
            Command::PayMonster {
                monster: vam,
                pay_trap: None,
                feed: None,
            },
        );
        // RULE SPELL-7
        assert_eq!(g.players[0].evil, 7);
    }

    #[test]
    fn suggestion_makes_a_golem_cost_a_trap_card() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::Suggestion);
        let golem = give_monster(&mut g, 0, M::Golem);
        let trap = give_trap(&mut g, 0, T::Pendulum);
        g.players[0].gold = 1;
        start(&mut g);
        plan(&mut g, 0, &[], &[golem]);
        let pay = Command::PayMonster {
            monster: golem,
            pay_trap: Some(trap),
            feed: None,
        };
        // RULE MON-GOLEM-1
        assert_eq!(
            legal(&g, 0),
            vec![pay.clone(), Command::Withdraw { monster: golem }]
        );
        act(&mut g, 0, pay);
        assert!(g.players[0].traps.is_empty() && g.players[0].gold == 0);
    }

    #[test]
    fn suggestion_feeds_another_monster_but_never_a_ghost_to_the_demon() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::Suggestion);
        let demon = give_monster(&mut g, 0, M::Demon);
        let troll = give_monster(&mut g, 0, M::Troll);
        give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[demon]);
        let feed = Command::PayMonster {
            monster: demon,
            pay_trap: None,
            feed: Some(troll),
        };
        // RULE MON-DEMON-1
        assert_eq!(
            legal(&g, 0),
            vec![feed.clone(), Command::Withdraw { monster: demon }]
        );
        assert_eq!(g.players[0].n_trolls(&g.defs, &g.inst), 1);
        act(&mut g, 0, feed);
        // RULE MON-DEMON-2
        assert_eq!(g.players[0].evil, 6);
        // RULE TROLL-1
        assert_eq!(g.players[0].n_trolls(&g.defs, &g.inst), 0);
    }

    #[test]
    fn invisibility_sends_wizards_to_the_back_out_of_reach() {
        let mut g = blank_game(2, false);
        let wiz = join(&mut g, 0, C::Wizard, 4, 2);
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        let th = join(&mut g, 0, C::Thief, 4, 1);
        set_city(
            &mut g,
            &[S::Invisibility, S::Graffiti, S::Graffiti, S::Graffiti],
        );
        let gh = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[gh]);
        // The ghost's only target is the thief: neither the first adventurer nor the hidden wizard.
        // RULE SPELL-3
        assert_eq!(damage(&g, 0), vec![(w, 0), (th, 2), (wiz, 0)]);
    }

    #[test]
    fn magic_shield_absorbs_the_first_point() {
        let mut g = blank_game(2, false);
        let (w, _) = wizard_party(&mut g, S::MagicShield);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob]);
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE SPELL-3
        assert_eq!(damage(&g, 0)[0], (w, 2));
    }

    #[test]
    fn detect_treasure_takes_gold_then_food_then_a_chosen_trap() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::DetectTreasure);
        let a = give_trap(&mut g, 0, T::Pendulum);
        let b = give_trap(&mut g, 0, T::WallOfFire);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE SPELL-3
        assert_eq!(
            legal(&g, 0),
            vec![
                Command::DiscardTrap { trap: a },
                Command::DiscardTrap { trap: b }
            ]
        );
        act(&mut g, 0, Command::DiscardTrap { trap: b });
        assert_eq!(g.players[0].traps, vec![a]);
    }

    #[test]
    fn fist_of_justice_and_detect_evil_cost_an_imp_and_evil() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::FistOfJustice);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE SPELL-3
        assert_eq!(g.players[0].imps, 2);
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::DetectEvil);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        assert_eq!(g.players[0].evil, 5 + 2 - 1);
    }

    #[test]
    fn fireball_and_graffiti_do_nothing() {
        for s in [S::Fireball, S::Graffiti] {
            let mut g = blank_game(2, false);
            wizard_party(&mut g, s);
            g.players[0].gold = 2;
            start(&mut g);
            plan(&mut g, 0, &[], &[]);
            // RULE SPELL-3
            assert!(public_log(&g).iter().any(|l| l.contains("no effect")));
            assert_eq!(g.players[0].gold, 2);
        }
    }

    #[test]
    fn illusion_puts_a_one_hp_adventurer_first_even_before_the_paladin() {
        let mut g = blank_game(2, false);
        g.year = 2;
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        let wiz = join(&mut g, 0, C::Wizard, 4, 2);
        paladin_joins(&mut g, 0);
        let pal = g.paladin.0;
        set_city(
            &mut g,
            &[S::Illusion, S::Graffiti, S::Graffiti, S::Graffiti],
        );
        let gh = give_monster(&mut g, 0, M::Ghost);
        start(&mut g);
        plan(&mut g, 0, &[], &[gh]);
        // RULE PARTY-6
        assert_eq!(
            g.players[0].party[0].id,
            engine::dungeon_lords::flow::ILLUSION
        );
        assert!(legal(&g, 0).contains(&Command::Attack {
            monster: gh,
            option: A::Any,
            target: Some(pal)
        }));
        attack(&mut g, 0, gh, A::Any, Some(wiz));
        // Fatigue 1 eliminates the illusion, which vanishes (no prisoner).
        assert_eq!(g.players[0].party[0].id, pal);
        assert!(g.players[0].prison.is_empty());
        let _ = w;
    }

    #[test]
    fn every_offered_attack_on_the_illusion_names_an_adventurer_in_the_view() {
        let mut g = blank_game(2, false);
        g.year = 2;
        join(&mut g, 0, C::Warrior, 8, 0);
        join(&mut g, 0, C::Wizard, 4, 2);
        set_city(
            &mut g,
            &[S::Illusion, S::Graffiti, S::Graffiti, S::Graffiti],
        );
        let vampire = give_monster(&mut g, 0, M::Vampire);
        start(&mut g);
        plan(&mut g, 0, &[], &[vampire]);
        let view = g.view(engine::common::Viewer::Seat { seat: 0 });
        let ids: Vec<String> = view.players[0]
            .party
            .iter()
            .map(|a| a.card.id.clone())
            .collect();
        let illusion = engine::dungeon_lords::flow::ILLUSION;
        assert!(ids.contains(&format!("a{illusion}")), "{ids:?}");
        let targets: Vec<u16> = legal(&g, 0)
            .iter()
            .filter_map(|c| match c {
                Command::Attack {
                    target: Some(t), ..
                } => Some(*t),
                _ => None,
            })
            .collect();
        assert!(targets.contains(&illusion));
        // RULE PARTY-6: the illusion is an adventurer the commands can name, like every other.
        for t in targets {
            assert!(ids.contains(&format!("a{t}")), "target {t} not in {ids:?}");
        }
    }

    #[test]
    fn regeneration_heals_each_adventurer_one() {
        let mut g = blank_game(2, false);
        let (w, wiz) = wizard_party(&mut g, S::Regeneration);
        g.players[0].party[0].damage = 3;
        g.players[0].party[1].damage = 1;
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE SPELL-3
        assert_eq!(damage(&g, 0), vec![(w, 2 + 2), (wiz, 0)]);
    }

    #[test]
    fn create_food_gives_the_first_adventurer_one_more_hit_point() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::CreateFood);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE SPELL-3
        assert_eq!(g.players[0].party[0].bonus_hp, 1);
    }

    #[test]
    fn song_of_courage_softens_monster_attacks_on_warriors() {
        let mut g = blank_game(2, false);
        let (w, _) = wizard_party(&mut g, S::SongOfCourage);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob]);
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE SPELL-3
        assert_eq!(damage(&g, 0)[0], (w, 1 + 2));
    }

    #[test]
    fn magic_key_costs_gold_when_the_party_conquers() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::MagicKey);
        g.players[0].gold = 1;
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        // RULE SPELL-3
        assert!(conquered(&g, 0, t(1)));
        assert_eq!(g.players[0].gold, 0);
    }

    #[test]
    fn blind_rage_forces_targeted_attacks_on_the_first_adventurer() {
        let mut g = blank_game(2, false);
        let (w, _) = wizard_party(&mut g, S::BlindRage);
        let vam = give_monster(&mut g, 0, M::Vampire);
        start(&mut g);
        plan(&mut g, 0, &[], &[vam]);
        // RULE SPELL-3
        assert_eq!(
            legal(&g, 0),
            vec![
                Command::Attack {
                    monster: vam,
                    option: A::Any,
                    target: Some(w)
                },
                Command::Attack {
                    monster: vam,
                    option: A::Flee,
                    target: Some(w)
                }
            ]
        );
    }

    #[test]
    fn metamorphosis_turns_a_chosen_monster_into_a_knocked_out_sheep() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::Metamorphosis);
        put_room(&mut g, 0, t(1), R::Chapel);
        let golem = give_monster(&mut g, 0, M::Golem);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[golem, gob]);
        // RULE SPELL-5
        assert_eq!(
            legal(&g, 0),
            vec![
                Command::ChooseMonster { monster: golem },
                Command::ChooseMonster { monster: gob }
            ]
        );
        act(&mut g, 0, Command::ChooseMonster { monster: golem });
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE SPELL-3
        assert!(knocked_out(&g, 0, golem));
    }

    #[test]
    fn dimensional_gate_withdraws_a_monster_for_the_rest_of_the_year() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::DimensionalGate);
        let gob = give_monster(&mut g, 0, M::Goblin);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob]);
        // RULE SPELL-4
        assert!(!knocked_out(&g, 0, gob));
        assert!(!legal(&g, 0).contains(&Command::PlanMonster { monster: gob }));
    }

    #[test]
    fn no_spell_is_cast_in_an_anti_magic_room_but_the_witch_still_works() {
        let mut g = blank_game(2, false);
        wizard_party(&mut g, S::DetectEvil);
        put_room(&mut g, 0, t(1), R::AntiMagic);
        let witch = give_monster(&mut g, 0, M::Witch);
        start(&mut g);
        plan(&mut g, 0, &[], &[witch]);
        attack(&mut g, 0, witch, A::Standard, None);
        // RULE ROOM-ANTI-1
        // RULE SPELL-6
        assert_eq!(g.players[0].evil, 4);
        assert!(public_log(&g)
            .iter()
            .any(|l| l.contains("Anti-magic Room stops")));
    }
}

mod rooms {
    use super::*;

    #[test]
    fn the_training_room_adds_one_to_goblins_and_trolls() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 3, 0);
        let b = join(&mut g, 0, C::Warrior, 8, 0);
        put_room(&mut g, 0, t(1), R::Training);
        let gob = give_monster(&mut g, 0, M::Goblin);
        let tro = give_monster(&mut g, 0, M::Troll);
        g.players[0].food = 1;
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob, tro]);
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE EX-TRAINROOM-1
        // RULE ROOM-TRAIN-1
        assert_eq!(g.players[0].prison, vec![a]);
        assert_eq!(damage(&g, 0), vec![(b, 2)]);
        attack(&mut g, 0, tro, A::Fed, None);
        assert_eq!(damage(&g, 0), vec![(b, 7)]);
    }

    #[test]
    fn a_combat_room_does_nothing_for_battles_elsewhere() {
        let mut g = blank_game(2, false);
        let b = join(&mut g, 0, C::Warrior, 8, 0);
        put_room(&mut g, 0, Pos::new(1, 1), R::Training);
        let gob = give_monster(&mut g, 0, M::Goblin);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[gob]);
        attack(&mut g, 0, gob, A::Standard, None);
        // RULE ROOM-COMBAT-1
        assert_eq!(damage(&g, 0), vec![(b, 2)]);
    }

    #[test]
    fn the_dark_room_adds_one_to_witches_and_vampires_who_still_spare_priests() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 8, 0);
        let b = join(&mut g, 0, C::Warrior, 7, 0);
        let p = join(&mut g, 0, C::Priest, 6, 3);
        put_room(&mut g, 0, t(1), R::Dark);
        let witch = give_monster(&mut g, 0, M::Witch);
        let vam = give_monster(&mut g, 0, M::Vampire);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[witch, vam]);
        // RULE ROOM-DARK-1
        // RULE MON-VAMPIRE-1
        let at_priest = Command::Attack {
            monster: vam,
            option: A::Any,
            target: Some(p),
        };
        assert!(!legal(&g, 0).contains(&at_priest));
        assert_eq!(
            g.apply(0, &at_priest).unwrap_err().rule(),
            Some("MON-VAMPIRE-1")
        );
        attack(&mut g, 0, witch, A::Standard, None);
        attack(&mut g, 0, vam, A::Any, Some(b));
        // RULE EX-DARKROOM-1
        // Priest heals 3 front first afterwards: 5 - 3 = 2 on the first warrior.
        assert_eq!(damage(&g, 0), vec![(a, 2), (b, 4), (p, 0)]);
    }

    #[test]
    fn the_labyrinth_takes_two_traps_without_bait_and_shares_disarm() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        join(&mut g, 0, C::Thief, 4, 2);
        put_room(&mut g, 0, t(1), R::Labyrinth);
        let dart = give_trap(&mut g, 0, T::AntiMagicDart);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let gob = give_monster(&mut g, 0, M::Witch);
        let tro = give_monster(&mut g, 0, M::Troll);
        start(&mut g);
        act(&mut g, 0, Command::PlanTrap { trap: stone });
        act(&mut g, 0, Command::PlanMonster { monster: gob });
        // RULE ROOM-LAB-1
        assert!(legal(&g, 0).contains(&Command::PlanTrap { trap: dart }));
        assert!(!legal(&g, 0).contains(&Command::PlanMonster { monster: tro }));
        act(&mut g, 0, Command::PlanTrap { trap: dart });
        act(&mut g, 0, Command::FinishPlanning);
        // RULE COMBAT-TRAP-5
        assert_eq!(
            legal(&g, 0),
            vec![
                Command::UseTrap { trap: stone },
                Command::UseTrap { trap: dart }
            ]
        );
        act(&mut g, 0, Command::UseTrap { trap: dart });
        act(&mut g, 0, Command::AimTrap { adventurer: w });
        // RULE EX-LAB-1
        // RULE ROOM-LAB-2
        assert_eq!(damage(&g, 0)[0], (w, 2));
        assert_eq!(g.players[0].gold, 0);
    }
}

mod paladin_in_combat {
    use super::*;

    #[test]
    fn a_conquest_moves_the_paladin_into_a_later_battle_where_a_goblin_finishes_him() {
        let mut g = blank_game(2, false);
        let pal = paladin_joins(&mut g, 0);
        g.players[0].party[0].damage = 3;
        join(&mut g, 0, C::Warrior, 8, 0);
        join(&mut g, 1, C::Warrior, 7, 0);
        g.players[0].evil = 11;
        g.players[1].evil = 11;
        let gob = give_monster(&mut g, 1, M::Goblin);
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        act(&mut g, 1, Command::PlanMonster { monster: gob });
        act(&mut g, 1, Command::FinishPlanning);
        // RULE EX-PAL-COMBAT-1
        // RULE PALADIN-10
        // RULE COMBAT-PAL-1
        // RULE COMBAT-PAL-2
        // He kept his 3 damage: the goblin's 2 reach 5/5.
        attack(&mut g, 1, gob, A::Standard, None);
        assert!(public_log(&g)
            .iter()
            .any(|l| l.contains("takes 2 damage (5/5)")));
        // RULE EX-PAL-COMBAT-3
        // RULE COMBAT-PAL-4
        assert_eq!(g.players[1].prison, vec![pal]);
        assert_eq!(g.paladin.1, PaladinAt::Prison { seat: 1 });
    }

    fn wiped_b_and_paladin_with_a(g: &mut Game) {
        paladin_joins(g, 0);
        join(g, 0, C::Warrior, 8, 0);
        give_monster(g, 1, M::Ghost);
        join(g, 1, C::Warrior, 3, 0);
        g.players[1].party[0].damage = 2;
        g.players[0].evil = 10;
        g.players[1].evil = 10;
        for _ in 0..3 {
            give_trap(g, 0, T::TrapDoor);
        }
    }

    #[test]
    fn a_paladin_arriving_at_a_finished_dungeon_resumes_its_combat_next_round() {
        let mut g = blank_game(2, false);
        wiped_b_and_paladin_with_a(&mut g);
        start(&mut g);
        let door = g.players[0].traps[0];
        plan(&mut g, 0, &[door], &[]);
        plan(&mut g, 1, &[], &[]);
        assert!(cs(&g).seats[1].ended);
        plan(&mut g, 0, &[], &[]);
        // RULE EX-PAL-COMBAT-2
        // RULE COMBAT-PAL-3
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 1 });
        assert_eq!(cs(&g).round, 3);
        assert!(!cs(&g).seats[1].ended);
        plan(&mut g, 0, &[], &[]);
        assert_eq!(g.waiting_for(), vec![1]);
    }

    #[test]
    fn a_paladin_arriving_during_round_four_resumes_nothing() {
        let mut g = blank_game(2, false);
        wiped_b_and_paladin_with_a(&mut g);
        start(&mut g);
        for r in 0..3 {
            let door = g.players[0].traps[0];
            plan(&mut g, 0, &[door], &[]);
            if r == 0 {
                plan(&mut g, 1, &[], &[]);
            }
        }
        let pal = g.paladin.0;
        plan(&mut g, 0, &[], &[]);
        // RULE COMBAT-PAL-3
        // RULE COMBAT-END-3
        assert_eq!(g.year, 2);
        assert!(!public_log(&g).iter().any(|l| l.contains("combat resumes")));
        assert!(g.distant_adventurers.contains(&pal));
    }

    #[test]
    fn the_paladin_leaving_an_empty_party_ends_that_dungeons_combat() {
        let mut g = blank_game(2, false);
        paladin_joins(&mut g, 0);
        join(&mut g, 1, C::Warrior, 8, 0);
        give_monster(&mut g, 1, M::Ghost);
        g.players[0].evil = 10;
        g.players[1].evil = 10;
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        plan(&mut g, 1, &[], &[]);
        // RULE COMBAT-END-2
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 1 });
        assert!(cs(&g).seats[0].ended);
        assert_eq!(g.waiting_for(), vec![1]);
    }

    #[test]
    fn a_spell_that_raises_evil_brings_the_paladin_into_the_running_battle() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 4, 0);
        join(&mut g, 0, C::Wizard, 3, 2);
        g.players[0].evil = 9;
        set_city(
            &mut g,
            &[S::Invisibility, S::DetectEvil, S::Graffiti, S::Graffiti],
        );
        let pal = g.paladin.0;
        start(&mut g);
        plan(&mut g, 0, &[], &[]);
        assert_eq!(g.players[0].evil, 8);
        plan(&mut g, 0, &[], &[]);
        // RULE EX-PAL-COMBAT-4
        // RULE COMBAT-PAL-5
        // RULE COMBAT-BATTLE-3
        assert_eq!(g.paladin.1, PaladinAt::Party { seat: 0 });
        assert_eq!(damage(&g, 0)[0], (pal, 2));
        assert_eq!(g.players[0].evil, 9);
        assert!(conquered(&g, 0, t(2)));
        let _ = w;
    }
}

mod end_of_combat {
    use super::*;

    #[test]
    fn with_nothing_left_to_conquer_the_party_frees_regular_prisoners_before_the_paladin() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 8, 0);
        for p in [t(1), t(2), t(3)] {
            g.players[0].dungeon.set(
                p,
                Some(Tile {
                    kind: TileKind::Tunnel,
                    conquered: true,
                }),
            );
        }
        let pal = g.paladin.0;
        let th = adventurer_opt(&g, C::Thief, 1, 3, 1).unwrap();
        g.players[0].prison = vec![pal, th];
        g.paladin.1 = PaladinAt::Prison { seat: 0 };
        start(&mut g);
        // RULE EX-RELEASE-1
        // RULE COMBAT-END-4
        assert_eq!(g.year, 2);
        assert!(g.players[0].prison.is_empty());
        assert!(log_pos(&g, "frees Thief") < log_pos(&g, "frees Paladin"));
        let pos = |a: u16| g.distant_adventurers.iter().position(|&x| x == a).unwrap();
        assert!(pos(th) < pos(pal));
    }

    #[test]
    fn the_owner_chooses_which_regular_prisoner_goes_free() {
        let mut g = blank_game(2, false);
        join(&mut g, 0, C::Warrior, 8, 0);
        for p in [t(1), t(2), t(3)] {
            g.players[0].dungeon.set(
                p,
                Some(Tile {
                    kind: TileKind::Tunnel,
                    conquered: true,
                }),
            );
        }
        let a = adventurer_opt(&g, C::Thief, 1, 3, 1).unwrap();
        let b = adventurer_opt(&g, C::Priest, 1, 3, 1).unwrap();
        g.players[0].prison = vec![a, b];
        start(&mut g);
        // RULE COMBAT-END-4
        assert_eq!(
            legal(&g, 0),
            vec![
                Command::ReleasePrisoner { adventurer: a },
                Command::ReleasePrisoner { adventurer: b }
            ]
        );
        act(&mut g, 0, Command::ReleasePrisoner { adventurer: b });
        // The chosen prisoner goes first; the other one follows in the next round.
        let pos = |x: u16| g.distant_adventurers.iter().position(|&d| d == x);
        assert!(pos(b).is_some() && pos(a).is_some());
        assert!(pos(b) < pos(a));
        assert!(g.players[0].prison.is_empty());
    }

    #[test]
    fn survivors_leave_prisoners_stay_and_conquered_tiles_stay_conquered() {
        let mut g = blank_game(2, false);
        let w = join(&mut g, 0, C::Warrior, 8, 0);
        let th = join(&mut g, 0, C::Thief, 3, 1);
        g.players[0].party[1].damage = 2;
        let stone = give_trap(&mut g, 0, T::Pendulum);
        for p in [Pos::new(2, 1), Pos::new(2, 3)] {
            g.players[0].dungeon.set(
                p,
                Some(Tile {
                    kind: TileKind::Tunnel,
                    conquered: false,
                }),
            );
        }
        no_fatigue_city(&mut g);
        start(&mut g);
        plan(&mut g, 0, &[stone], &[]);
        finish_combat(&mut g);
        // RULE COMBAT-END-3
        assert!(g.distant_adventurers.contains(&w));
        // RULE COMBAT-END-6
        assert_eq!(g.players[0].prison, vec![th]);
        // RULE CONQUEST-3
        assert!(conquered(&g, 0, t(1)));
        assert_eq!(g.year, 2);
    }

    #[test]
    fn year_two_combat_ends_the_game_with_scores() {
        let mut g = blank_game(2, false);
        g.year = 2;
        join(&mut g, 0, C::Warrior, 8, 0);
        start(&mut g);
        finish_combat(&mut g);
        // RULE SCORE-1
        assert!(matches!(g.phase, Phase::Finished(_)));
    }
}
