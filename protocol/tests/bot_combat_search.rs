//! The hard Dungeon Lords bot's combat search decides like the rulebook's worked solutions
//! (issue 35 item 1): it holds a trap that the thieves would disarm, and it orders its attacks
//! (a ghost before the witch). Every decision is the bot's, made from seat 0's own view
//! (`Game::view(Viewer::Seat { seat: 0 })`), in the training positions of
//! `engine/data/dl-training.txt`.

use engine::common::Viewer;
use engine::dungeon_lords::defs::MonsterKind;
use engine::dungeon_lords::training;
use engine::dungeon_lords::{Command, Game, Phase};
mod common;

/// Seat 0's commands in the scenario's combat, each with the combat round it was made in and
/// the legal commands it was chosen from.
/// `forced` plays these planning commands for seat 0 first (the book's plan), in order, while
/// they are legal; every other decision is the bot's.
fn decisions(id: &str, forced: &[Command]) -> (Game, Vec<(u8, Command, Vec<Command>)>) {
    let mut g: Game =
        training::new_game(engine::dungeon_lords::Defs::builtin(), id, 7).expect("a training game");
    let made = common::play_combat(&mut g, forced, id);
    (g, made)
}

/// The id of seat 0's monster of `kind` (the number commands name it by).
fn monster_id(g: &Game, kind: MonsterKind) -> u16 {
    let view = g.view(Viewer::Seat { seat: 0 });
    view.players[0]
        .monsters
        .iter()
        .find(|m| m.kind == kind)
        .and_then(|m| m.card.id.get(1..).and_then(|n| n.parse().ok()))
        .expect("the monster is in the lair")
}

fn conquered(g: &Game) -> (u8, u8) {
    let Phase::Finished(result) = &g.phase else {
        panic!("the combat did not end");
    };
    let t = result.training.as_ref().expect("a training result");
    (t.yours.conquered, t.book.conquered)
}

#[test]
fn holds_the_poisoned_meal_until_the_thieves_are_gone() {
    // RULE EX-SCEN2, COMBAT-TRAP-3: the thieves' disarm (3) would reduce the meal to 1 damage
    // in round 1; it is kept for a round where it kills.
    let (g, made) = decisions("EX-SCEN2", &[]);
    let log = format!("{:?}", made.iter().map(|x| (x.0, &x.1)).collect::<Vec<_>>());
    assert!(
        !made
            .iter()
            .any(|(r, c, _)| *r == 1 && matches!(c, Command::PlanTrap { .. })),
        "the meal is planned in round 1 while the thieves can disarm it: {log}"
    );
    assert!(
        made.iter()
            .any(|(r, c, _)| *r == 2 && matches!(c, Command::PlanTrap { .. })),
        "the meal is not sprung in round 2: {log}"
    );
    let (lost, book) = conquered(&g);
    assert!(lost <= book, "lost {lost}, the book {book}: {log}");
}

#[test]
fn with_the_ghost_and_the_witch_committed_the_ghost_attacks_first() {
    // RULE EX-SCEN2, COMBAT-MON-1: the monsters attack in the order the player chooses. With the
    // book's round-1 plan (Ghost + Witch), the ghost (any target but the first, COMBAT-MON-5)
    // must hit Thief A before the witch kills the warrior; the other order leaves the ghost only
    // Thief B and the party keeps one more adventurer.
    let (probe, _) = decisions("EX-SCEN2", &[Command::FinishPlanning]);
    let ghost = monster_id(&probe, MonsterKind::Ghost);
    let witch = monster_id(&probe, MonsterKind::Witch);
    let plan = [
        Command::PlanMonster { monster: ghost },
        Command::PlanMonster { monster: witch },
        Command::FinishPlanning,
    ];
    let (g, made) = decisions("EX-SCEN2", &plan);
    let log = format!("{:?}", made.iter().map(|x| (x.0, &x.1)).collect::<Vec<_>>());
    // The choice is real: the first attack may be either monster's.
    let first = made
        .iter()
        .find(|(_, c, _)| matches!(c, Command::Attack { .. }))
        .expect("an attack");
    for m in [ghost, witch] {
        assert!(
            first
                .2
                .iter()
                .any(|c| matches!(c, Command::Attack { monster, .. } if *monster == m)),
            "monster {m} may not attack first: {:?}",
            first.2
        );
    }
    let attackers: Vec<u16> = made
        .iter()
        .filter(|(r, _, _)| *r == 1)
        .filter_map(|(_, c, _)| match c {
            Command::Attack { monster, .. } => Some(*monster),
            _ => None,
        })
        .collect();
    assert_eq!(
        attackers,
        vec![ghost, witch],
        "the ghost does not attack before the witch: {log}"
    );
    let (lost, book) = conquered(&g);
    assert!(lost <= book, "lost {lost}, the book {book}: {log}");
}

/// Plays seat 0's combat in a position given as fixture text (the format of
/// `engine/data/dl-training.txt`), every decision the hard bot's; returns the tiles conquered.
fn conquered_in(fixture: &str) -> u8 {
    let scenario = training::parse(fixture)
        .expect("the fixture parses")
        .pop()
        .expect("one scenario");
    let mut g = training::Position::build(engine::dungeon_lords::Defs::builtin(), &scenario, 7)
        .expect("the position builds")
        .game;
    common::play_combat(&mut g, &[], &scenario.id);
    let Phase::Finished(result) = &g.phase else {
        panic!("the combat did not end");
    };
    result
        .training
        .as_ref()
        .expect("a training result")
        .yours
        .conquered
}

#[test]
fn springs_a_trap_in_a_tunnel_when_the_room_behind_it_cannot_be_baited() {
    // RULE COMBAT-PLAN-6: a trap in a room needs 1 gold as bait. With no gold the Rolling
    // Stone defends the tunnels t1 and t2 only, not the room t3. Sprung in round 1 or 2 it
    // finishes the thief (3 less the 1 he disarms) and fatigue the priest by round 3: two tiles.
    // Kept for round 3, as a model without the bait would keep it (every round ties there), it
    // could not be planned in t3, and the priest would take t3 as well: three tiles.
    let fixture = "scenario BAIT\n\
                   source a bot test\n\
                   party thief/4/1 priest/4/1\n\
                   traps rolling_stone\n\
                   gold 0\n\
                   room t3\n\
                   end\n";
    assert_eq!(conquered_in(fixture), 2);
}
