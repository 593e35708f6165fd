//! The rulebook's combat training scenarios (reference §24.2, EX-SCEN1..4, EX-SCEN-ROOM) as a
//! benchmark for the hard Dungeon Lords bot (issue 35 item 3): the bot plans and fights every
//! decision of seat 0 from its own seat view, and the tiles it loses are compared with the
//! book's solution (one tile in every scenario; none in the room training).
//!
//! `TRAINING_LOG=1` prints each scenario's game log.
//!
//! The positions are built with the engine's scenario helpers (`engine/tests/support`). Training
//! mode fixes the fatigue at 2 and the player knows it, so the seat is given the four combat
//! cards as spied (its view then shows them, as a spy would).

#[path = "../../engine/tests/support/mod.rs"]
mod support;

use engine::common::Viewer;
use engine::dungeon_lords::defs::{
    AdventurerClass, MonsterKind, Production, RoomFunction, TrapKind,
};
use engine::dungeon_lords::{Game, Phase};
use protocol::bots::dungeon_lords::decide;
use protocol::bots::{decision_rng, Level};
use support::*;

struct Scenario {
    id: &'static str,
    party: &'static [(AdventurerClass, u8, u8)],
    lair: &'static [MonsterKind],
    traps: &'static [TrapKind],
    food: u8,
    gold: u8,
    room: bool,
    /// Tiles the book's solution loses.
    book: usize,
}

use AdventurerClass::{Priest, Thief, Warrior};

const SCENARIOS: &[Scenario] = &[
    // RULE EX-SCEN1-A, EX-SCEN1-B
    Scenario {
        id: "EX-SCEN1",
        party: &[(Warrior, 3, 0), (Warrior, 4, 0), (Priest, 3, 1)],
        lair: &[MonsterKind::Troll, MonsterKind::Goblin],
        traps: &[TrapKind::RollingStone],
        food: 1,
        gold: 0,
        room: false,
        book: 1,
    },
    // RULE EX-SCEN2
    Scenario {
        id: "EX-SCEN2",
        party: &[(Warrior, 4, 0), (Thief, 4, 1), (Thief, 3, 2)],
        lair: &[MonsterKind::Witch, MonsterKind::Ghost],
        traps: &[TrapKind::PoisonedMeal],
        food: 1,
        gold: 0,
        room: false,
        book: 1,
    },
    // RULE EX-SCEN3
    Scenario {
        id: "EX-SCEN3",
        party: &[(Warrior, 5, 0), (Priest, 4, 1), (Thief, 4, 2)],
        lair: &[MonsterKind::Vampire],
        traps: &[TrapKind::CursedRing, TrapKind::Pendulum],
        food: 0,
        gold: 1,
        room: false,
        book: 1,
    },
    // RULE EX-SCEN4
    Scenario {
        id: "EX-SCEN4",
        party: &[(Priest, 3, 2), (Thief, 3, 1), (Priest, 4, 2)],
        lair: &[MonsterKind::Slime],
        traps: &[TrapKind::WallOfFire, TrapKind::AntiMagicDart],
        food: 0,
        gold: 0,
        room: false,
        book: 1,
    },
    // RULE EX-SCEN-ROOM
    Scenario {
        id: "EX-SCEN-ROOM",
        party: &[(Warrior, 3, 0), (Warrior, 4, 0), (Priest, 3, 1)],
        lair: &[MonsterKind::Troll, MonsterKind::Goblin],
        traps: &[TrapKind::RollingStone],
        food: 1,
        gold: 1,
        room: true,
        book: 0,
    },
];

/// Plays the scenario's combat with the hard bot at seat 0; returns the tiles it lost.
fn play(s: &Scenario) -> usize {
    let mut g: Game = blank_game(2, false);
    for &(class, hp, sym) in s.party {
        join(&mut g, 0, class, hp, sym);
    }
    for &k in s.lair {
        give_monster(&mut g, 0, k);
    }
    for &k in s.traps {
        give_trap(&mut g, 0, k);
    }
    g.players[0].food = s.food;
    g.players[0].gold = s.gold;
    if s.room {
        put_room(
            &mut g,
            0,
            t(1),
            RoomFunction::Production {
                imps: 3,
                food: 0,
                yields: Production::Food { amount: 1 },
            },
        );
    }
    g.players[0].spied = vec![0, 1, 2, 3];
    combat_start_without_spare(&mut g);
    let defs = g.defs.clone();
    for step in 0..200u64 {
        if !matches!(g.phase, Phase::Combat(_)) {
            break;
        }
        let Some(&seat) = g.waiting_for().first() else {
            break;
        };
        let view = g.view(Viewer::Seat { seat });
        let mut rng = decision_rng(step);
        let cmd = decide(&view, &defs, Level::Hard, &mut rng).expect("a decision");
        act(&mut g, seat, cmd);
    }
    if std::env::var_os("TRAINING_LOG").is_some() {
        println!("{}:\n{}", s.id, public_log(&g).join("\n"));
    }
    (1..=3).filter(|&i| conquered(&g, 0, t(i))).count()
}

#[test]
fn the_hard_bot_defends_the_training_dungeons_as_well_as_the_book() {
    let mut report = vec![];
    let mut as_good = 0;
    for s in SCENARIOS {
        let lost = play(s);
        if lost <= s.book {
            as_good += 1;
        }
        report.push(format!("{}: lost {lost}, book {}", s.id, s.book));
    }
    println!("{}", report.join("\n"));
    // Issue 35's goal is at least 80 % of them; the bot matches the book in every one.
    assert!(
        as_good == SCENARIOS.len(),
        "too many training dungeons lost more than the book:\n{}",
        report.join("\n")
    );
}
