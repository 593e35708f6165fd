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
        assert_eq!(refused.rule(), Some("COMBAT-PLAN-5"));
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
        assert_eq!(refused.rule(), Some("COMBAT-PLAN-4"));
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
        let gob = give_monster(&mut g, 0, M::Goblin);
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
        let gob = give_monster(&mut g, 0, M::Goblin);
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
        let gob = give_monster(&mut g, 0, M::Goblin);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[meal], &[gob]);
        // RULE CAT-5
        assert_eq!(damage(&g, 0)[0], (w, 2));
    }
}
