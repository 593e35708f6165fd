//! Final scoring (reference §20, §24.5): sheets line by line, titles, Hall of Fame, winners.

mod support;

use engine::dungeon_lords::defs::{AdventurerClass as C, MonsterKind as M, RoomFunction as R};
use engine::dungeon_lords::scoring::{compute, score_sheet};
use engine::dungeon_lords::state::{Pos, Tile, TileKind};
use engine::dungeon_lords::{Game, Phase};
use support::*;

fn conquer(g: &mut Game, seat: usize, pos: Pos) {
    if let Some(mut t) = g.players[seat].dungeon.at(pos) {
        t.conquered = true;
        g.players[seat].dungeon.set(pos, Some(t));
    }
}

fn tunnel(g: &mut Game, seat: usize, pos: Pos) {
    g.players[seat].dungeon.set(
        pos,
        Some(Tile {
            kind: TileKind::Tunnel,
            conquered: false,
        }),
    );
}

fn title<'a>(
    r: &'a engine::dungeon_lords::scoring::FinalResult,
    name: &str,
) -> &'a engine::dungeon_lords::scoring::TitleAward {
    r.titles.iter().find(|t| t.title == name).unwrap()
}

#[test]
fn a_conquered_room_is_worth_four_points_less_than_an_unconquered_one() {
    let mut g = blank_game(2, false);
    put_room(&mut g, 0, Pos::new(1, 1), R::Training);
    put_room(&mut g, 1, Pos::new(1, 1), R::Training);
    conquer(&mut g, 1, Pos::new(1, 1));
    let a = score_sheet(&g, 0);
    let b = score_sheet(&g, 1);
    // RULE EX-SCORE-1
    // RULE SCORE-4
    // RULE SCORE-5
    // RULE SCORE-8
    assert_eq!(a.rooms, 2);
    assert_eq!(b.conquered, -2);
    assert_eq!(a.total - b.total, 4);
}

#[test]
fn a_full_sheet_adds_monsters_prisoners_rooms_conquests_letters_and_the_chapel() {
    let mut g = blank_game(2, false);
    for k in [M::Goblin, M::Troll, M::Vampire, M::Ghost, M::Ghost] {
        give_monster(&mut g, 0, k);
    }
    let mut prison = vec![];
    for (c, hp, s) in [
        (C::Warrior, 3, 0),
        (C::Thief, 3, 1),
        (C::Priest, 3, 1),
        (C::Wizard, 3, 1),
    ] {
        prison.push(adventurer_opt(&g, c, 1, hp, s).unwrap());
    }
    prison.push(g.paladin.0);
    g.players[0].prison = prison;
    // Tiles: 3 starting tunnels, all conquered; 3 unconquered rooms, one a Chapel.
    for i in 1..=3 {
        conquer(&mut g, 0, t(i));
    }
    put_room(&mut g, 0, Pos::new(0, 0), R::Chapel);
    put_room(&mut g, 0, Pos::new(2, 0), R::Training);
    put_room(&mut g, 0, Pos::new(0, 4), R::Labyrinth);
    g.players[0].dead_letters = 1;
    let s = score_sheet(&g, 0);
    // RULE EX-SCORE-2
    // RULE SCORE-2
    assert_eq!(s.monsters, 3);
    // RULE SCORE-3
    assert_eq!(s.prisoners, 13);
    // RULE ROOM-LAB-3
    assert_eq!(s.rooms, 6);
    assert_eq!(s.conquered, -6);
    // RULE SCORE-6
    assert_eq!(s.dead_letters, -3);
    // RULE SCORE-7
    // RULE ROOM-CHAPEL-1
    assert_eq!(s.scoring_rooms, 6);
    // RULE SCORE-9
    assert_eq!(s.total, 19);
}

#[test]
fn scoring_rooms_count_only_when_unconquered() {
    let mut g = blank_game(2, false);
    for k in [
        M::Troll,
        M::Goblin,
        M::Slime,
        M::Witch,
        M::Dragon,
        M::Golem,
        M::Demon,
    ] {
        give_monster(&mut g, 0, k);
    }
    put_room(&mut g, 0, Pos::new(0, 0), R::Cafeteria);
    put_room(&mut g, 0, Pos::new(2, 0), R::Pandemonium);
    // RULE ROOM-DINING-1
    // RULE ROOM-PANDEMONIUM-1
    assert_eq!(score_sheet(&g, 0).scoring_rooms, 4 + 2 * 3);
    conquer(&mut g, 0, Pos::new(2, 0));
    // RULE ROOM-SCORE-1
    assert_eq!(score_sheet(&g, 0).scoring_rooms, 4);
}

#[test]
fn lord_of_battle_goes_to_the_fewest_conquered_tiles_and_ties_share() {
    let mut g = blank_game(4, false);
    for (seat, n) in [(0, 2), (1, 2), (2, 4), (3, 5)] {
        for c in 0..5 {
            tunnel(&mut g, seat, Pos::new(3, c));
        }
        let all: Vec<Pos> = g.players[seat].dungeon.tiles().map(|(p, _)| p).collect();
        for p in all.into_iter().take(n) {
            conquer(&mut g, seat, p);
        }
    }
    let r = compute(&g);
    // RULE EX-TITLE-1
    // RULE TITLE-1
    // RULE TITLE-9
    assert_eq!(title(&r, "Lord of Battle").seats, vec![0, 1]);
    assert_eq!(title(&r, "Lord of Battle").points, 2);
}

#[test]
fn with_two_players_titles_are_worth_two_and_one() {
    let mut g = blank_game(2, false);
    conquer(&mut g, 0, t(1));
    conquer(&mut g, 0, t(2));
    conquer(&mut g, 1, t(1));
    conquer(&mut g, 1, t(2));
    conquer(&mut g, 1, t(3));
    let r = compute(&g);
    // RULE EX-TITLE-1
    // RULE TITLE-2
    assert_eq!(title(&r, "Lord of Battle").seats, vec![0]);
    assert_eq!(title(&r, "Lord of Battle").points, 2);
    assert_eq!(title(&r, "Lord of Tunnels").points, 1);
}

#[test]
fn each_title_compares_its_own_category() {
    let mut g = blank_game(3, false);
    g.players[0].evil = 9;
    g.players[1].evil = 9;
    put_room(&mut g, 1, Pos::new(0, 0), R::Chapel);
    tunnel(&mut g, 2, Pos::new(0, 1));
    give_monster(&mut g, 0, M::Goblin);
    give_monster(&mut g, 1, M::Ghost);
    give_monster(&mut g, 1, M::Ghost);
    g.players[2].imps = 5;
    give_monster(&mut g, 2, M::Troll);
    give_monster(&mut g, 0, M::Troll);
    g.players[1].gold = 2;
    g.players[1].food = 1;
    g.players[2].gold = 2;
    let r = compute(&g);
    // RULE TITLE-3
    assert_eq!(title(&r, "Lord of Dark Deeds").seats, vec![0, 1]);
    // RULE TITLE-4
    assert_eq!(title(&r, "Lord of Halls").seats, vec![1]);
    // RULE TITLE-5
    assert_eq!(title(&r, "Lord of Tunnels").seats, vec![2]);
    // RULE TITLE-6
    assert_eq!(title(&r, "Lord of Monsters").seats, vec![0]);
    // RULE TITLE-7
    assert_eq!(title(&r, "Lord of Imps").seats, vec![2]);
    // RULE TITLE-8
    assert_eq!(title(&r, "Lord of Riches").seats, vec![1]);
    // RULE TITLE-12
    assert_eq!(r.titles.len(), 7);
}

#[test]
fn a_title_is_awarded_even_when_the_best_value_is_zero() {
    let g = blank_game(3, false);
    let r = compute(&g);
    // RULE TITLE-11
    assert_eq!(title(&r, "Lord of Monsters").seats, vec![0, 1, 2]);
    assert_eq!(title(&r, "Lord of Monsters").points, 2);
}

#[test]
fn the_hall_of_fame_pays_per_exclusive_title() {
    for (n, per) in [(4, 2), (3, 1), (2, 1)] {
        let mut g = blank_game(n, false);
        put_room(&mut g, 0, Pos::new(0, 0), R::HallOfFame);
        // Exclusive: Halls (the Hall itself) and Imps; shared: everything else but Dark Deeds.
        g.players[0].imps = 9;
        g.players[1].evil = 9;
        for s in 2..n {
            g.players[s].evil = 9;
        }
        let r = compute(&g);
        let excl = r.titles.iter().filter(|t| t.seats == vec![0]).count() as i32;
        // RULE EX-HALL-1
        // RULE ROOM-HALL-1
        // RULE TITLE-10
        assert_eq!(excl, 2);
        assert_eq!(r.sheets[0].hall_of_fame, per * 2, "{n} players");
    }
}

#[test]
fn the_most_points_wins_and_ties_share_the_victory() {
    let mut g = blank_game(3, false);
    let r = compute(&g);
    // RULE WIN-1
    assert_eq!(r.winners, vec![0, 1, 2]);
    assert_eq!(r.ranking, vec![vec![0, 1, 2]]);
    give_monster(&mut g, 1, M::Goblin);
    let r = compute(&g);
    assert_eq!(r.winners, vec![1]);
    // RULE WIN-2
    assert!(r.sheets.iter().all(|s| s.total > 0));
}

#[test]
fn finishing_the_game_turns_monsters_face_up_and_records_the_result() {
    let mut g = blank_game(2, false);
    g.year = 2;
    join(&mut g, 0, C::Warrior, 8, 0);
    let gob = give_monster(&mut g, 0, M::Goblin);
    g.players[0].monsters[0].knocked_out = true;
    start(&mut g);
    finish_combat(&mut g);
    // RULE SCORE-1
    let Phase::Finished(r) = &g.phase else {
        panic!("game not finished")
    };
    assert!(!knocked_out(&g, 0, gob));
    assert_eq!(r.sheets[0].monsters, 1);
    assert_eq!(r.sheets.len(), 2);
}
