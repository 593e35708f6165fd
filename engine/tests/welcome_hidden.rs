//! Hidden information: what each seat and a spectator may see, moment by moment (section 14),
//! including the reference's TEST-25 and TEST-26 and the per-viewer log.

mod welcome_common;

use engine::common::Viewer;
use engine::welcome::catalog::MONSTER_DECK;
use engine::welcome::setup::WelcomeOptions;
use engine::welcome::{Command, FirstHero, Game, Hero, MonsterType, Phase, Tile, WelcomeSetup};
use welcome_common::*;

const A: Viewer = Viewer::Seat { seat: 0 };
const B: Viewer = Viewer::Seat { seat: 1 };
const S: Viewer = Viewer::Spectator;

/// A 2-player Knight game whose first deck starts with `top` (top card first).
fn game_with_top(top: &[MonsterType]) -> Game {
    let mut pool = MONSTER_DECK.to_vec();
    for t in top {
        let i = pool.iter().position(|m| m == t).unwrap();
        pool.remove(i);
    }
    let mut deck = top.to_vec();
    deck.extend(pool);
    Game::new(WelcomeSetup {
        n_players: 2,
        seed: 3,
        options: WelcomeOptions {
            first_hero: FirstHero::Fixed(Hero::Knight),
            ..Default::default()
        },
        first_player: Some(0),
        stacked_decks: vec![deck],
    })
    .unwrap()
}

fn json(game: &Game, v: Viewer) -> String {
    serde_json::to_string(&game.view(v)).unwrap()
        + &serde_json::to_string(&game.log_view(v, 0)).unwrap()
}

// Reference TEST-25.

#[test]
fn views_follow_a_drawn_card_through_sacrifice_and_end_of_round() {
    let mut g = game_with_top(&[Dragon]);
    ok(&mut g, 0, Command::Draw);
    let drawn = |g: &Game, v| match g.view(v).phase {
        engine::welcome::view::PhaseView::Preparation {
            is_holding_card,
            drawn,
            ..
        } => (is_holding_card, drawn),
        _ => panic!("not preparing"),
    };
    // RULE HIDDEN-3 DRAW-1 HIDDEN-12 HIDDEN-13
    assert_eq!(drawn(&g, A).1.map(|c| c.monster), Some(Dragon));
    assert_eq!(drawn(&g, B), (true, None));
    assert_eq!(drawn(&g, S), (true, None));
    assert!(!json(&g, B).contains("\"monster\":\"dragon\"") && !json(&g, B).contains("Dragon (9)"));
    ok(&mut g, 0, Command::Sacrifice { tile: Tile::Torch });
    for v in [A, B, S] {
        let view = g.view(v);
        // RULE HIDDEN-5 SACRIFICE-2 DRAW-4 HIDDEN-1
        assert_eq!(view.players[0].sacrifices.len(), 1);
        assert_eq!(view.players[0].sacrifices[0].tile, Tile::Torch);
        assert_eq!(view.deck_count, 12);
        assert_eq!(view.dungeon.len(), 0);
        let face = view.players[0].sacrifices[0].card.map(|c| c.monster);
        // RULE HIDDEN-5 HIDDEN-13
        assert_eq!(face, if v == A { Some(Dragon) } else { None });
    }
    // Finish the round: B passes at once, A raids the empty dungeon.
    ok(&mut g, 1, Command::Pass);
    while let Phase::Raid { .. } = g.phase() {
        ok(
            &mut g,
            0,
            Command::NameType {
                monster_type: Goblin,
            },
        );
    }
    for v in [A, B, S] {
        // RULE ENDROUND-1 HIDDEN-8 HIDDEN-5
        assert_eq!(
            g.view(v).players[0].sacrifices[0].card.map(|c| c.monster),
            Some(Dragon)
        );
    }
    // RULE HIDDEN-8
    let mut va = g.view(A);
    let mut vb = g.view(B);
    va.viewer = S;
    vb.viewer = S;
    va.prompt = None;
    vb.prompt = None;
    assert_eq!(va, vb);
}

// Reference TEST-26.

#[test]
fn each_adder_sees_only_their_own_dungeon_card_and_its_position() {
    let mut g = game_with_top(&[Goblin, Dragon]);
    ok(&mut g, 0, Command::Draw);
    ok(&mut g, 0, Command::Add);
    ok(&mut g, 1, Command::Draw);
    ok(&mut g, 1, Command::Add);
    let slots = |v| {
        g.view(v)
            .dungeon
            .iter()
            .map(|d| (d.position, d.added_by, d.card.map(|c| c.monster)))
            .collect::<Vec<_>>()
    };
    // RULE HIDDEN-4 ADD-2 HIDDEN-13
    assert_eq!(slots(A), vec![(1, 0, Some(Goblin)), (2, 1, None)]);
    assert_eq!(slots(B), vec![(1, 0, None), (2, 1, Some(Dragon))]);
    assert_eq!(slots(S), vec![(1, 0, None), (2, 1, None)]);
    ok(&mut g, 0, Command::Pass);
    // RULE RAID-4 HIDDEN-7
    ok(&mut g, 1, Command::NameType { monster_type: Orc });
    let r = g.view(S).raid.unwrap();
    assert_eq!(
        r.resolved
            .iter()
            .map(|x| x.card.monster)
            .collect::<Vec<_>>(),
        vec![Dragon, Goblin]
    );
}

#[test]
fn the_raider_does_not_see_face_down_cards_added_by_others() {
    let mut g = game_with_top(&[Goblin, Dragon, Orc]);
    // A adds the Goblin, B adds the Dragon, A adds the Orc, B passes: A raids. Barbarian-free
    // Knight: the Sword asks for a type before anything is revealed.
    ok(&mut g, 0, Command::Draw);
    ok(&mut g, 0, Command::Add);
    ok(&mut g, 1, Command::Draw);
    ok(&mut g, 1, Command::Add);
    ok(&mut g, 0, Command::Draw);
    ok(&mut g, 0, Command::Add);
    ok(&mut g, 1, Command::Pass);
    let view = g.view(A);
    // RULE HIDDEN-7 RAID-4 HIDDEN-6
    assert_eq!(view.dungeon[1].card, None);
    assert_eq!(view.dungeon[0].card.map(|c| c.monster), Some(Goblin));
    assert_eq!(g.view(B).dungeon[1].card.map(|c| c.monster), Some(Dragon));
    // RULE RAID-3 HIDDEN-7
    assert!(g.view(A).raid.unwrap().resolved.is_empty());
}

#[test]
fn the_log_is_redacted_for_everyone_but_the_owner() {
    let mut g = game_with_top(&[Goblin, Vampire]);
    ok(&mut g, 0, Command::Draw);
    ok(&mut g, 0, Command::Add);
    ok(&mut g, 1, Command::Draw);
    ok(&mut g, 1, Command::Sacrifice { tile: Tile::Torch });
    let text = |v| {
        g.log_view(v, 1)
            .into_iter()
            .map(|e| e.text)
            .collect::<Vec<_>>()
    };
    // RULE HIDDEN-10 HIDDEN-3 HIDDEN-4 HIDDEN-5
    assert_eq!(
        text(A),
        vec![
            "You drew a Goblin (1)",
            "You added the Goblin (1) to the dungeon (position 1)",
            "Player 2 drew a monster",
            "Player 2 sacrificed the Torch",
        ]
    );
    assert_eq!(
        text(S),
        vec![
            "Player 1 drew a monster",
            "Player 1 added a monster to the dungeon (dungeon: 1)",
            "Player 2 drew a monster",
            "Player 2 sacrificed the Torch",
        ]
    );
    assert_eq!(text(B)[3], "You sacrificed the Torch with the Vampire (4)");
    // RULE HIDDEN-10
    let log = g.log_view(S, 0);
    assert!(log.iter().enumerate().all(|(i, e)| e.index == i));
    assert!(log.iter().all(|e| e.cards.is_empty()));
}

#[test]
fn the_deck_is_never_shown_and_full_disclosure_waits_for_the_end() {
    let mut g = game_with_top(&[Goblin]);
    // RULE HIDDEN-2 HIDDEN-9
    assert!(g.full_disclosure().is_none());
    ok(&mut g, 0, Command::Pass);
    let s = json(&g, S);
    // RULE HIDDEN-2 HIDDEN-12
    assert!(!s.contains("card_id"), "{s}");
    assert!(!s.contains("seed") && !s.contains("rng"));
}

#[test]
fn card_ids_are_fresh_every_round() {
    let mut g = new_game(
        2,
        21,
        WelcomeOptions {
            first_hero: FirstHero::Fixed(Hero::Knight),
            ..Default::default()
        },
    );
    ok(&mut g, 0, Command::Pass);
    let Phase::ChooseHero { chooser, .. } = g.phase() else {
        panic!()
    };
    ok(&mut g, chooser, Command::ChooseHero { hero: Hero::Rogue });
    // RULE HIDDEN-12 NEWROUND-1
    assert!(g.card_zones().iter().all(|(c, _)| (13..26).contains(&c.0)));
}

#[test]
fn an_eliminated_player_gets_the_spectator_view() {
    let mut round_two = vec![Demon, Goblin, Goblin, Dragon];
    let mut pool = MONSTER_DECK.to_vec();
    for t in &round_two {
        let i = pool.iter().position(|m| m == t).unwrap();
        pool.remove(i);
    }
    round_two.extend(pool);
    let t = Table {
        n_players: 3,
        hero: Some(Hero::Knight),
        holds: vec![Tile::GreatShield],
        reveal: vec![Lich],
        later_decks: vec![round_two],
        ..Table::default()
    };
    let (mut g, a) = t.play();
    let (b, c) = ((a + 1) % 3, (a + 2) % 3);
    ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
    ok(&mut g, a, Command::Draw);
    ok(&mut g, a, Command::Add);
    ok(&mut g, b, Command::Draw);
    ok(
        &mut g,
        b,
        Command::Sacrifice {
            tile: Tile::PlateArmour,
        },
    );
    ok(&mut g, c, Command::Draw);
    ok(
        &mut g,
        c,
        Command::Sacrifice {
            tile: Tile::GreatShield,
        },
    );
    ok(&mut g, a, Command::Draw);
    ok(&mut g, a, Command::Add);
    ok(&mut g, b, Command::Pass);
    ok(&mut g, c, Command::Pass);
    let seen_before = g.log_view(Viewer::Seat { seat: a }, 0);
    ok(
        &mut g,
        a,
        Command::NameType {
            monster_type: Goblin,
        },
    );
    assert!(g.players()[a].is_eliminated);
    // RULE NEWROUND-2 HIDDEN-11
    assert!(g.view(Viewer::Seat { seat: a }).prompt.is_some());
    ok(&mut g, a, Command::ChooseHero { hero: Hero::Rogue });
    ok(&mut g, b, Command::Draw);
    let seat_a = Viewer::Seat { seat: a };
    let mut view = g.view(seat_a);
    view.viewer = S;
    // RULE HIDDEN-11 HIDDEN-9
    assert!(view.prompt.is_none());
    assert_eq!(view, g.view(S));
    let split = seen_before.len();
    let log_a = g.log_view(seat_a, 0);
    // The lines the seat read before its elimination stay as it read them (a reconnect reads the
    // live log), and it reads everything from that command on as a spectator does.
    assert_eq!(log_a[..split], seen_before[..]);
    assert!(seen_before
        .iter()
        .any(|e| e.text.starts_with("You drew a ")));
    let log_a = serde_json::to_string(&log_a[split..]).unwrap();
    let log_s = serde_json::to_string(&g.log_view(S, split)).unwrap();
    // RULE HIDDEN-11
    assert_eq!(
        log_a.replace("You", "Player"),
        log_s.replace("You", "Player")
    );
}
