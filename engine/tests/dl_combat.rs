//! Combat behaviour (reference §15–§18, §24.1, §24.2, §24.4): each test is a rule sentence with
//! `// RULE <ID>` above the assertion that proves it. Scenarios are laid out with the helpers
//! of `support` and put into combat with `combat::start_combat_for_test`.

mod support;

use engine::dungeon_lords::combat::{AttackOption as A, Stage};
use engine::dungeon_lords::defs::{
    AdventurerClass as C, MonsterKind as M, RoomFunction as R, SpellKind as S, TrapKind as T,
};
use engine::dungeon_lords::state::{PaladinAt, Pos, Tile, TileKind};
use engine::dungeon_lords::{Command, Game, Phase};
use support::*;

fn legal(g: &Game, seat: usize) -> Vec<Command> {
    g.legal_commands(seat)
}

fn n_planned_monster_options(g: &Game, seat: usize) -> usize {
    legal(g, seat)
        .iter()
        .filter(|c| matches!(c, Command::PlanMonster { .. }))
        .count()
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
        assert!(!legal(&g, 0).contains(&Command::Attack {
            monster: ghost,
            option: A::Any,
            target: Some(w)
        }));
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
        let targets: Vec<Option<u16>> = legal(&g, 0)
            .into_iter()
            .filter_map(|c| match c {
                Command::Attack { target, .. } => Some(target),
                _ => None,
            })
            .collect();
        // RULE EX-SCEN2
        assert_eq!(targets, vec![Some(tb)]);
        let _ = ta;
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

    /// Plans `traps` plus a goblin so the battle pauses at the monster step.
    fn trap_then_pause(g: &mut Game, kind: T) -> u16 {
        let trap = give_trap(g, 0, kind);
        let goblin = give_monster(g, 0, M::Goblin);
        start(g);
        plan(g, 0, &[trap], &[goblin]);
        goblin
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
        assert_eq!(n_planned_monster_options(&g, 0), 0);
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
