//! Combat behaviour (reference §15–§18, §24.1, §24.2, §24.4): each test is a rule sentence with
//! `// RULE <ID>` above the assertion that proves it.

mod support;

use engine::dungeon_lords::combat::AttackOption;
use engine::dungeon_lords::defs::{AdventurerClass as C, MonsterKind as M, TrapKind as T};
use engine::dungeon_lords::Command;
use support::*;

mod training_scenarios {
    use super::*;

    #[test]
    fn scenario_one_simplest_solution_concedes_one_tile() {
        let mut g = blank_game(2, false);
        let a = join(&mut g, 0, C::Warrior, 3, 0);
        let b = join(&mut g, 0, C::Warrior, 4, 0);
        let p = join(&mut g, 0, C::Priest, 3, 1);
        let stone = give_trap(&mut g, 0, T::RollingStone);
        let troll = give_monster(&mut g, 0, M::Troll);
        let goblin = give_monster(&mut g, 0, M::Goblin);
        g.players[0].food = 1;
        start(&mut g);
        plan(&mut g, 0, &[stone], &[troll]);
        act(
            &mut g,
            0,
            Command::Attack {
                monster: troll,
                option: AttackOption::Fed,
                target: None,
            },
        );
        // RULE EX-SCEN1-A
        assert_eq!(g.players[0].prison, vec![a, b]);
        assert_eq!(damage(&g, 0), vec![(p, 2)]);
        assert!(conquered(&g, 0, t(1)));
        assert_eq!(g.players[0].food, 0);
        assert!(g.players[0].monsters.iter().any(|m| m.id == troll && m.knocked_out));
        plan(&mut g, 0, &[], &[goblin]);
        act(
            &mut g,
            0,
            Command::Attack {
                monster: goblin,
                option: AttackOption::Standard,
                target: None,
            },
        );
        // RULE EX-SCEN1-A
        assert_eq!(g.players[0].prison, vec![a, b, p]);
        assert!(!conquered(&g, 0, t(2)));
    }
}
