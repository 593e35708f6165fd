//! Preparation, result, new-round and end-of-game flow, setup and variants (sections 4–6 and
//! 9–13), including the reference's TEST-19 … TEST-24, TEST-27 and TEST-28.

mod welcome_common;

use engine::welcome::catalog::MONSTER_DECK;
use engine::welcome::setup::WelcomeOptions;
use engine::welcome::{
    Command, FirstHero, ForcedOpening, Game, Hero, Phase, RaidStep, RuleError, SetupError, Tile,
    TileStatus, WelcomeSetup,
};
use welcome_common::*;

const DRAW: Command = Command::Draw;
const PASS: Command = Command::Pass;
const ADD: Command = Command::Add;

fn sac(tile: Tile) -> Command {
    Command::Sacrifice { tile }
}

#[track_caller]
fn rejects(game: &Game, seat: usize, cmd: Command, rule: &str) {
    let mut copy = game.clone();
    let before = format!("{game:?}");
    match copy.apply(seat, cmd) {
        Ok(_) => panic!("{cmd:?} by {seat} was accepted"),
        Err(e) => assert_eq!(e.rule(), rule, "{e}"),
    }
    assert_eq!(format!("{copy:?}"), before, "state changed on Err");
}

/// The seat's own game with a stacked first deck, a fixed Knight and seat 0 starting.
fn stacked(n: usize, deck: Vec<engine::welcome::MonsterType>) -> Game {
    Game::new(WelcomeSetup {
        n_players: n,
        seed: 1,
        options: WelcomeOptions {
            first_hero: FirstHero::Fixed(Hero::Knight),
            ..Default::default()
        },
        first_player: Some(0),
        stacked_decks: vec![deck],
    })
    .expect("valid setup")
}

/// Finishes any raid decisions with fixed answers (name Goblin, decline everything).
fn finish_raid(game: &mut Game) {
    while let Phase::Raid { step } = game.phase() {
        let raider = raid(game).raider;
        let cmd = match step {
            RaidStep::NameType => Command::NameType {
                monster_type: Goblin,
            },
            RaidStep::Polymorph => Command::Polymorph { use_it: false },
            RaidStep::Axe => Command::Axe { use_it: false },
        };
        ok(game, raider, cmd);
    }
}

/// The starting player draws and adds one card; everybody else passes; the Knight (full) raids
/// and must succeed (11 HP against one card of at most 9).
fn win_round(game: &mut Game) -> usize {
    let a = to_move(game);
    ok(game, a, DRAW);
    ok(game, a, ADD);
    while matches!(game.phase(), Phase::Preparation { .. }) {
        let s = to_move(game);
        ok(game, s, PASS);
    }
    finish_raid(game);
    a
}

mod setup {
    use super::*;

    #[test]
    fn player_counts_outside_two_to_four_are_refused() {
        for n in [0, 1, 5] {
            let e = Game::new(WelcomeSetup {
                n_players: n,
                ..Default::default()
            })
            .unwrap_err();
            // RULE SETUP-1
            assert_eq!(e, SetupError::PlayerCount { n_players: n });
            assert_eq!(e.rule(), "SETUP-1");
        }
        for n in 2..=4 {
            // RULE SETUP-1 GAME-1
            assert!(Game::new(WelcomeSetup {
                n_players: n,
                ..Default::default()
            })
            .is_ok());
        }
    }

    #[test]
    fn a_first_player_outside_the_table_and_a_wrong_stacked_deck_are_refused() {
        let e = Game::new(WelcomeSetup {
            n_players: 2,
            first_player: Some(2),
            ..Default::default()
        });
        // RULE SETUP-8
        assert_eq!(e.unwrap_err().rule(), "SETUP-8");
        let e = Game::new(WelcomeSetup {
            n_players: 2,
            stacked_decks: vec![vec![Goblin; 13]],
            ..Default::default()
        });
        // RULE SETUP-4
        assert_eq!(e.unwrap_err(), SetupError::StackedDeck { round: 1 });
    }

    #[test]
    fn a_new_game_has_a_full_hero_a_full_deck_white_help_cards_and_an_empty_dungeon() {
        let g = new_game(3, 11, WelcomeOptions::default());
        // RULE SETUP-3 ITEM-GEN-5
        assert_eq!(g.tiles().len(), 6);
        assert!(g
            .tiles()
            .iter()
            .all(|&(t, s)| s == TileStatus::OnHero && g.hero().tiles().contains(&t)));
        // RULE SETUP-4
        assert_eq!(g.deck_count(), 13);
        // RULE SETUP-5
        assert!(g.players().iter().all(|p| !p.is_dark && p.victories == 0));
        // RULE SETUP-6
        assert_eq!(g.dungeon_count(), 0);
        // RULE SETUP-7 COMP-11
        assert_eq!(g.view(engine::common::Viewer::Spectator).victory_supply, 5);
        // RULE ROUND-2
        assert!(g.players().iter().all(|p| !p.has_passed));
    }

    #[test]
    fn hero_and_starting_player_are_random_by_seed_unless_fixed() {
        let heroes: std::collections::BTreeSet<Hero> = (0..40)
            .map(|seed| {
                Game::new(WelcomeSetup {
                    n_players: 2,
                    seed,
                    ..Default::default()
                })
                .unwrap()
                .hero()
            })
            .collect();
        // RULE SETUP-2
        assert_eq!(heroes.len(), 4);
        let starters: std::collections::BTreeSet<usize> = (0..40)
            .map(|seed| {
                let g = Game::new(WelcomeSetup {
                    n_players: 4,
                    seed,
                    ..Default::default()
                })
                .unwrap();
                g.waiting_for()[0]
            })
            .collect();
        // RULE SETUP-8
        assert_eq!(starters.len(), 4);
        let fixed = WelcomeOptions {
            first_hero: FirstHero::Fixed(Hero::Knight),
            ..Default::default()
        };
        // RULE SETUP-2
        assert!((0..10).all(|seed| new_game(2, seed, fixed).hero() == Hero::Knight));
        // RULE ENGINE-4
        let a = Game::new(WelcomeSetup {
            n_players: 3,
            seed: 5,
            ..Default::default()
        })
        .unwrap();
        let b = Game::new(WelcomeSetup {
            n_players: 3,
            seed: 5,
            ..Default::default()
        })
        .unwrap();
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
    }
}

mod preparation {
    use super::*;

    #[test]
    fn a_turn_offers_draw_or_pass_and_only_the_player_to_move_acts() {
        let g = new_game(3, 2, WelcomeOptions::default());
        // RULE TURN-2 TURN-1
        assert_eq!(g.legal_commands(0), vec![DRAW, PASS]);
        assert!(g.legal_commands(1).is_empty());
        // RULE TURN-1
        rejects(&g, 1, DRAW, "TURN-1");
    }

    #[test]
    fn a_drawn_card_must_be_placed_by_add_or_sacrifice() {
        let mut g = new_game(2, 3, WelcomeOptions::default());
        ok(&mut g, 0, DRAW);
        // RULE DRAW-2 DRAW-1
        rejects(&g, 0, PASS, "DRAW-2");
        rejects(&g, 0, DRAW, "DRAW-2");
        let legal = g.legal_commands(0);
        assert_eq!(legal[0], ADD);
        // RULE SACRIFICE-2
        assert_eq!(legal.len(), 7);
        // RULE ADD-1
        rejects(&new_game(2, 3, WelcomeOptions::default()), 0, ADD, "ADD-1");
        // RULE SACRIFICE-5
        rejects(
            &new_game(2, 3, WelcomeOptions::default()),
            0,
            sac(g.hero().tiles()[0]),
            "SACRIFICE-5",
        );
    }

    #[test]
    fn adding_puts_the_card_on_the_pile_and_hands_the_turn_on() {
        let mut g = new_game(3, 4, WelcomeOptions::default());
        ok(&mut g, 0, DRAW);
        ok(&mut g, 0, ADD);
        // RULE ADD-1 ADD-2 TURN-4
        assert_eq!(g.dungeon_count(), 1);
        assert_eq!(g.deck_count(), 12);
        assert_eq!(g.waiting_for(), vec![1]);
    }

    #[test]
    fn sacrificing_takes_the_tile_off_the_hero_and_leaves_a_pair_in_front_of_the_player() {
        let mut g = new_game(2, 5, WelcomeOptions::default());
        let tiles = g.hero().tiles();
        ok(&mut g, 0, DRAW);
        ok(&mut g, 0, sac(tiles[0]));
        // RULE SACRIFICE-1 SACRIFICE-3
        assert_eq!(g.players()[0].sacrifices.len(), 1);
        assert_eq!(g.tiles()[0].1, TileStatus::Sacrificed { by: 0 });
        assert_eq!(g.dungeon_count(), 0);
        ok(&mut g, 1, DRAW);
        // RULE SACRIFICE-2
        rejects(&g, 1, sac(tiles[0]), "SACRIFICE-2");
        rejects(&g, 1, sac(Tile::Polymorph), "SACRIFICE-2");
        ok(&mut g, 1, ADD);
        ok(&mut g, 0, DRAW);
        ok(&mut g, 0, sac(tiles[1]));
        // RULE SACRIFICE-4 SACRIFICE-6
        assert_eq!(g.players()[0].sacrifices.len(), 2);
        let n_sacrificed = g
            .tiles()
            .iter()
            .filter(|t| matches!(t.1, TileStatus::Sacrificed { .. }))
            .count();
        assert_eq!(n_sacrificed, 2);
        assert_eq!(
            g.tiles()
                .iter()
                .filter(|t| t.1 == TileStatus::OnHero)
                .count(),
            4
        );
    }

    #[test]
    fn passing_leaves_the_round_and_later_turns_skip_the_player() {
        let mut g = new_game(3, 6, WelcomeOptions::default());
        ok(&mut g, 0, PASS);
        // RULE PASS-1 PASS-2 TURN-4
        assert!(g.players()[0].has_passed);
        assert_eq!(g.waiting_for(), vec![1]);
        ok(&mut g, 1, DRAW);
        ok(&mut g, 1, ADD);
        ok(&mut g, 2, DRAW);
        ok(&mut g, 2, ADD);
        // RULE PASS-1 TURN-1
        assert_eq!(g.waiting_for(), vec![1]);
        // RULE PASS-4
        assert_eq!(g.dungeon_count(), 2);
    }

    // Reference TEST-22.

    #[test]
    fn an_immediate_pass_sends_the_opponent_into_an_empty_dungeon() {
        let mut g = new_game(
            2,
            7,
            WelcomeOptions {
                first_hero: FirstHero::Fixed(Hero::Knight),
                ..Default::default()
            },
        );
        ok(&mut g, 0, PASS);
        // RULE PREPEND-1 PREPEND-2 PREPEND-3 RAID-11 TURN-5
        assert_eq!(raid(&g).raider, 1);
        assert!(raid(&g).named_type.is_none());
        assert_eq!(raid(&g).outcome, Some(true));
        assert_eq!(g.players()[1].victories, 1);
        assert_eq!(g.players()[1].n_turns, 0);
    }

    // Reference TEST-23.

    #[test]
    fn an_empty_deck_forces_passes_that_still_wait_for_commands() {
        let mut g = Game::new(WelcomeSetup {
            n_players: 3,
            seed: 8,
            options: WelcomeOptions {
                first_hero: FirstHero::Fixed(Hero::Knight),
                ..Default::default()
            },
            first_player: Some(2),
            stacked_decks: Vec::new(),
        })
        .unwrap();
        for _ in 0..13 {
            let s = to_move(&g);
            ok(&mut g, s, DRAW);
            ok(&mut g, s, ADD);
        }
        // RULE PASS-3 TURN-3
        assert_eq!(g.waiting_for(), vec![0]);
        assert_eq!(g.legal_commands(0), vec![PASS]);
        rejects(&g, 0, DRAW, "TURN-3");
        ok(&mut g, 0, PASS);
        // RULE PASS-3
        assert_eq!(g.legal_commands(1), vec![PASS]);
        ok(&mut g, 1, PASS);
        // RULE PREPEND-2
        assert_eq!(raid(&g).raider, 2);
    }

    // Reference TEST-24.

    #[test]
    fn with_no_tiles_left_the_drawn_card_must_be_added() {
        let mut g = stacked(2, MONSTER_DECK.to_vec());
        for tile in Hero::Knight.tiles() {
            let s = to_move(&g);
            ok(&mut g, s, DRAW);
            ok(&mut g, s, sac(tile));
        }
        let s = to_move(&g);
        ok(&mut g, s, DRAW);
        // RULE DRAW-3
        assert_eq!(g.legal_commands(s), vec![ADD]);
        rejects(&g, s, sac(Tile::Torch), "DRAW-3");
    }

    #[test]
    fn the_legal_options_do_not_depend_on_the_drawn_monster() {
        let mut a = stacked(2, MONSTER_DECK.to_vec());
        let mut b = stacked(2, MONSTER_DECK.iter().rev().copied().collect());
        ok(&mut a, 0, DRAW);
        ok(&mut b, 0, DRAW);
        // RULE DRAW-5 HIDDEN-12
        assert_ne!(a.card_zones(), b.card_zones());
        assert_eq!(a.legal_commands(0), b.legal_commands(0));
    }

    #[test]
    fn commands_outside_the_preparation_phase_are_refused() {
        let t = Table {
            hero: Some(Hero::Knight),
            holds: Hero::Knight.tiles().to_vec(),
            reveal: vec![Orc],
            ..Table::default()
        };
        let (g, raider) = t.play();
        // RULE PREPEND-1 RAID-1
        rejects(&g, raider, DRAW, "PREPEND-1");
        rejects(
            &g,
            1 - raider,
            Command::NameType { monster_type: Orc },
            "RAID-1",
        );
        // RULE RAID-12
        rejects(&g, raider, Command::Axe { use_it: true }, "RAID-12");
    }
}

mod result {
    use super::*;

    /// Round 1: the raider fails with a Knight holding only the Great Shield against a Lich.
    fn failing_round_one(n: usize, later: Vec<Vec<engine::welcome::MonsterType>>) -> (Game, usize) {
        let t = Table {
            n_players: n,
            hero: Some(Hero::Knight),
            holds: vec![Tile::GreatShield],
            reveal: vec![Lich],
            later_decks: later,
            ..Table::default()
        };
        let (g, raider) = t.play();
        assert_eq!(raid(&g).outcome, Some(false));
        (g, raider)
    }

    fn deck_with_top(top: &[engine::welcome::MonsterType]) -> Vec<engine::welcome::MonsterType> {
        let mut pool = MONSTER_DECK.to_vec();
        for t in top {
            let i = pool.iter().position(|m| m == t).unwrap();
            pool.remove(i);
        }
        let mut d = top.to_vec();
        d.extend(pool);
        d
    }

    // Reference TEST-19.

    #[test]
    fn elimination_leaves_the_last_player_as_the_winner() {
        let (mut g, a) = failing_round_one(2, vec![deck_with_top(&[Demon, Goblin, Orc])]);
        let b = 1 - a;
        // RULE RESULT-2 NEWROUND-2 NEWROUND-4
        assert!(g.players()[a].is_dark);
        assert_eq!(
            g.phase(),
            Phase::ChooseHero {
                chooser: a,
                starter: a
            }
        );
        ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
        ok(&mut g, a, DRAW);
        ok(&mut g, a, ADD);
        ok(&mut g, b, DRAW);
        ok(&mut g, b, sac(Tile::PlateArmour));
        ok(&mut g, a, DRAW);
        ok(&mut g, a, ADD);
        ok(&mut g, b, PASS);
        ok(
            &mut g,
            a,
            Command::NameType {
                monster_type: Goblin,
            },
        );
        // RULE RESULT-3 RESULT-4 WIN-2 WIN-3
        assert!(g.players()[a].is_eliminated);
        assert_eq!(g.phase(), Phase::GameOver { winner: b });
        assert!(g.legal_commands(b).is_empty());
        rejects(&g, b, Command::ChooseHero { hero: Hero::Mage }, "WIN-3");
        // RULE ENDROUND-1 HIDDEN-8
        for v in [
            engine::common::Viewer::Seat { seat: a },
            engine::common::Viewer::Seat { seat: b },
            engine::common::Viewer::Spectator,
        ] {
            let view = g.view(v);
            let m = view.players[b].sacrifices[0].card.expect("face up");
            assert_eq!(m.monster, Goblin);
        }
        // RULE RESULT-3
        rejects(&g, a, DRAW, "WIN-3");
    }

    // Reference TEST-20 (hero choice per the Czech rulebook, not D15).

    #[test]
    fn after_an_elimination_the_eliminated_raider_chooses_and_the_next_player_left_starts() {
        let (mut g, a) =
            failing_round_one(3, vec![deck_with_top(&[Demon, Goblin, Goblin, Dragon])]);
        let b = (a + 1) % 3;
        let c = (a + 2) % 3;
        ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
        ok(&mut g, a, DRAW);
        ok(&mut g, a, ADD);
        ok(&mut g, b, DRAW);
        ok(&mut g, b, sac(Tile::PlateArmour));
        ok(&mut g, c, DRAW);
        ok(&mut g, c, sac(Tile::GreatShield));
        ok(&mut g, a, DRAW);
        ok(&mut g, a, ADD);
        ok(&mut g, b, PASS);
        ok(&mut g, c, PASS);
        ok(
            &mut g,
            a,
            Command::NameType {
                monster_type: Goblin,
            },
        );
        // RULE RESULT-2 RESULT-3 NEWROUND-2 NEWROUND-4 ENDROUND-2
        assert!(g.players()[a].is_eliminated);
        // The Czech rulebook gives the hero choice to the previous raider without exception;
        // it overrides the reference's DECISION D15 (the new starter would choose).
        assert_eq!(
            g.phase(),
            Phase::ChooseHero {
                chooser: a,
                starter: b
            }
        );
        // RULE NEWROUND-2
        assert_eq!(g.waiting_for(), vec![a]);
        assert_eq!(g.legal_commands(a).len(), 4);
        rejects(
            &g,
            b,
            Command::ChooseHero { hero: Hero::Knight },
            "NEWROUND-2",
        );
        rejects(&g, a, DRAW, "RESULT-3");
        ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
        // RULE TURN-1 RESULT-3
        assert_eq!(g.waiting_for(), vec![b]);
        ok(&mut g, b, DRAW);
        ok(&mut g, b, ADD);
        assert_eq!(g.waiting_for(), vec![c]);
        ok(&mut g, c, DRAW);
        ok(&mut g, c, ADD);
        assert_eq!(g.waiting_for(), vec![b]);
        rejects(&g, a, PASS, "RESULT-3");
    }

    // Reference TEST-21.

    #[test]
    fn a_second_victory_ends_the_game_at_once() {
        let mut g = new_game(
            2,
            9,
            WelcomeOptions {
                first_hero: FirstHero::Fixed(Hero::Knight),
                ..Default::default()
            },
        );
        let a = win_round(&mut g);
        // RULE RESULT-1 RESULT-5
        assert_eq!(g.players()[a].victories, 1);
        assert!(g.players().iter().all(|p| !p.is_dark));
        assert_eq!(
            g.phase(),
            Phase::ChooseHero {
                chooser: a,
                starter: a
            }
        );
        ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
        // RULE NEWROUND-1 NEWROUND-3 NEWROUND-6 ROUND-2
        assert_eq!(g.deck_count(), 13);
        assert!(g.tiles().iter().all(|t| t.1 == TileStatus::OnHero));
        assert_eq!(g.players()[a].victories, 1);
        assert!(g
            .players()
            .iter()
            .all(|p| !p.has_passed && p.sacrifices.is_empty()));
        win_round(&mut g);
        // RULE WIN-1 WIN-3 GAME-2
        assert_eq!(g.phase(), Phase::GameOver { winner: a });
        rejects(&g, a, Command::ChooseHero { hero: Hero::Knight }, "WIN-3");
    }

    #[test]
    fn the_chooser_may_pick_any_hero_including_the_same_one() {
        let mut g = new_game(
            2,
            10,
            WelcomeOptions {
                first_hero: FirstHero::Fixed(Hero::Knight),
                ..Default::default()
            },
        );
        let a = win_round(&mut g);
        // RULE NEWROUND-2 GAME-3 ROUND-1
        assert_eq!(g.legal_commands(a).len(), 4);
        assert!(g.legal_commands(1 - a).is_empty());
        rejects(
            &g,
            1 - a,
            Command::ChooseHero { hero: Hero::Mage },
            "NEWROUND-2",
        );
        ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
        assert_eq!(g.hero(), Hero::Knight);
        assert_eq!(g.round(), 2);
    }
}

mod variants {
    use super::*;

    // Reference TEST-27.

    #[test]
    fn forced_opening_makes_the_first_turn_a_draw_and_add() {
        let mut g = new_game(2, 12, forced_opening());
        // RULE VARIANT-1
        rejects(&g, 0, PASS, "VARIANT-1");
        ok(&mut g, 0, DRAW);
        let tile = g.hero().tiles()[0];
        rejects(&g, 0, sac(tile), "VARIANT-1");
        assert_eq!(g.legal_commands(0), vec![ADD]);
        ok(&mut g, 0, ADD);
        ok(&mut g, 1, DRAW);
        ok(&mut g, 1, ADD);
        // RULE VARIANT-1
        assert_eq!(g.legal_commands(0), vec![DRAW, PASS]);
        ok(&mut g, 0, PASS);
        finish_raid(&mut g);
        let Phase::ChooseHero { chooser, .. } = g.phase() else {
            panic!("expected a hero choice")
        };
        ok(&mut g, chooser, Command::ChooseHero { hero: Hero::Knight });
        // RULE VARIANT-1
        assert_eq!(g.legal_commands(chooser), vec![DRAW, PASS]);
    }

    #[test]
    fn forced_opening_every_round_applies_again_in_round_two() {
        let options = WelcomeOptions {
            forced_opening: ForcedOpening::EveryRound,
            ..Default::default()
        };
        let mut g = new_game(2, 13, options);
        ok(&mut g, 0, DRAW);
        ok(&mut g, 0, ADD);
        ok(&mut g, 1, DRAW);
        ok(&mut g, 1, ADD);
        ok(&mut g, 0, PASS);
        finish_raid(&mut g);
        let Phase::ChooseHero { chooser, .. } = g.phase() else {
            panic!("expected a hero choice")
        };
        ok(&mut g, chooser, Command::ChooseHero { hero: Hero::Knight });
        // RULE VARIANT-1
        assert_eq!(g.legal_commands(chooser), vec![DRAW]);
    }

    // Reference TEST-28.

    #[test]
    fn three_wins_needs_a_third_victory_card() {
        let options = WelcomeOptions {
            three_wins: true,
            first_hero: FirstHero::Fixed(Hero::Knight),
            ..Default::default()
        };
        let mut g = new_game(2, 14, options);
        // RULE VARIANT-2 SETUP-7 COMP-12
        assert_eq!(g.view(engine::common::Viewer::Spectator).victory_supply, 8);
        let a = win_round(&mut g);
        ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
        win_round(&mut g);
        // RULE VARIANT-2
        assert_eq!(g.players()[a].victories, 2);
        assert_eq!(
            g.phase(),
            Phase::ChooseHero {
                chooser: a,
                starter: a
            }
        );
        ok(&mut g, a, Command::ChooseHero { hero: Hero::Knight });
        win_round(&mut g);
        // RULE VARIANT-2 WIN-1 COMP-12
        assert_eq!(g.phase(), Phase::GameOver { winner: a });
        assert_eq!(g.view(engine::common::Viewer::Spectator).victory_supply, 5);
    }
}

#[test]
fn every_refusal_names_its_rule() {
    let all = [
        RuleError::GameOver,
        RuleError::UnknownSeat { seat: 9 },
        RuleError::NotYourTurn {
            seat: 1,
            to_move: 0,
        },
        RuleError::DecisionNotOffered,
    ];
    // RULE ENGINE-2
    for e in all {
        assert!(e.to_string().contains(e.rule()), "{e}");
    }
    rejects(
        &new_game(2, 1, WelcomeOptions::default()),
        7,
        DRAW,
        "SETUP-1",
    );
}
