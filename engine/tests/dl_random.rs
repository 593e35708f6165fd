//! Property tests over random Dungeon Lords games: every listed command is accepted, commands not
//! listed are refused with a rule error and leave the game untouched, invariants hold after every
//! step, and every game reaches its end.
//! `DL_GAMES` sets the number of games per configuration (default 100).

use engine::common::Viewer;
use engine::dungeon_lords::flow::{Command, Phase};
use engine::dungeon_lords::state::{Minion, Pos, Season, TileKind};
use engine::dungeon_lords::{Action, Config, Defs, Game, Variant};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn games_per_config() -> u64 {
    std::env::var("DL_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
}

fn configs() -> Vec<Config> {
    let mut v = vec![];
    for n in 2..=4 {
        for (variant, special_events) in [
            (Variant::FirstGame, false),
            (Variant::Full, true),
            (Variant::Full, false),
        ] {
            for simultaneous in [false, true] {
                v.push(Config {
                    n_players: n,
                    variant,
                    special_events,
                    simultaneous,
                });
            }
        }
    }
    v
}

#[track_caller]
fn check_invariants(g: &Game) {
    // Every monster and room tile is in exactly one place; trap cards too, outside combat (where
    // planned traps sit in the combat state).
    let mut monsters: Vec<u16> = g.monster_stack.clone();
    monsters.extend(&g.inn);
    monsters.extend(&g.discarded_monsters);
    let mut rooms: Vec<u16> = g.room_stack.clone();
    rooms.extend(&g.shop);
    rooms.extend(&g.discarded_rooms);
    let mut traps: Vec<u16> = g.trap_deck.clone();
    traps.extend(&g.trap_discard);
    for p in &g.players {
        monsters.extend(p.monsters.iter().map(|m| m.id));
        traps.extend(&p.traps);
        for (_, t) in p.dungeon.tiles() {
            if let TileKind::Room(r) = t.kind {
                rooms.push(r);
            }
        }
    }
    for (what, mut ids, total) in [
        ("monster", monsters, g.inst.monsters.len()),
        ("room", rooms, g.inst.rooms.len()),
    ] {
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), total, "{what} tiles not conserved");
    }
    if !matches!(g.phase, Phase::Combat(_)) {
        traps.sort_unstable();
        traps.dedup();
        assert_eq!(traps.len(), g.inst.traps.len(), "trap cards not conserved");
    }
    for (s, p) in g.players.iter().enumerate() {
        // RULE SETUP-13: three minions per colour, in the office, on a slot or on an order card.
        let on_slots = g
            .slots
            .iter()
            .flatten()
            .filter(|m| **m == Some(Minion::Player { seat: s }))
            .count();
        let on_cards = p.played.iter().filter(|o| o.minion_on_card).count();
        assert_eq!(
            p.minions_home as usize + on_slots + on_cards,
            3,
            "seat {s} minions"
        );
        // RULE ORDERS-1: every order card is in exactly one place.
        let mut cards: Vec<Action> = p.hand.clone();
        cards.extend(&p.inaccessible);
        cards.extend(p.played.iter().map(|o| o.action));
        cards.sort();
        cards.dedup();
        assert_eq!(
            cards.len(),
            8,
            "seat {s} order cards {:?} / {:?} / {:?}",
            p.hand,
            p.inaccessible,
            p.played
        );
        assert!(
            (1..=15).contains(&p.evil),
            "RULE EVIL-1: evil {} out of range",
            p.evil
        );
        assert!(p.busy_imps <= p.imps, "IMP-1: more busy imps than imps");
        // RULE DUNGEON-3: no filled 2x2 block; DUNGEON-4: no adjacent rooms.
        for r in 0..3 {
            for c in 0..4 {
                let full =
                    (0..2).all(|i| (0..2).all(|j| p.dungeon.at(Pos::new(r + i, c + j)).is_some()));
                assert!(!full, "seat {s} has a filled 2x2 block at {r},{c}");
            }
        }
        for (q, t) in p.dungeon.tiles() {
            if let TileKind::Room(_) = t.kind {
                for n in q.neighbours() {
                    assert!(
                        !matches!(p.dungeon.at(n).map(|t| t.kind), Some(TileKind::Room(_))),
                        "seat {s}: adjacent rooms at {q:?} and {n:?}"
                    );
                }
            }
        }
    }
}

fn bogus_commands(g: &Game, rng: &mut ChaCha8Rng) -> Vec<Command> {
    let pos = Pos::new(rng.gen_range(0..4), rng.gen_range(0..5));
    vec![
        Command::ChooseOrder {
            action: Action::ALL[rng.gen_range(0..8)],
        },
        Command::Perform,
        Command::Decline,
        Command::Dig { pos },
        Command::Mine { pos },
        Command::PayTax { gold: 9 },
        Command::Retrieve {
            action: Action::ALL[rng.gen_range(0..8)],
        },
        Command::Hire {
            monster: 999,
            pay_trap: None,
            feed: None,
        },
        Command::DiscardTrap {
            trap: g.trap_deck.first().copied().unwrap_or(0),
        },
    ]
}

fn play(config: Config, seed: u64) -> Game {
    let mut g = Game::new(config, Defs::builtin(), seed).expect("valid setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut steps = 0;
    while !g.is_finished() {
        steps += 1;
        assert!(steps < 20_000, "game did not end");
        let waiting = g.waiting_for();
        assert!(
            !waiting.is_empty(),
            "nobody owes a decision in phase {:?}",
            g.view(Viewer::Spectator).phase
        );
        let seat = *waiting.choose(&mut rng).expect("non-empty");
        let legal = g.legal_commands(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} is waited for but has no legal command in {:?}",
            g.phase
        );
        // Commands not listed are refused with a rule error and change nothing.
        for bogus in bogus_commands(&g, &mut rng) {
            if !legal.contains(&bogus) {
                let before = g.log.len();
                let err = g
                    .apply(seat, &bogus)
                    .expect_err("unlisted command must be refused");
                assert!(err.rule().is_some(), "refusal names a rule: {err}");
                assert_eq!(before, g.log.len());
            }
        }
        // A seat that owes nothing is refused.
        for other in 0..g.n_players() {
            if !waiting.contains(&other) {
                assert!(g.apply(other, &legal[0]).is_err());
            }
        }
        let cmd = legal.choose(&mut rng).expect("non-empty").clone();
        // Avoid endless order clearing in random play.
        let cmd = if cmd == Command::ClearOrders && legal.len() > 1 {
            legal[0].clone()
        } else {
            cmd
        };
        g.apply(seat, &cmd)
            .unwrap_or_else(|e| panic!("listed command {cmd:?} refused: {e}"));
        check_invariants(&g);
    }
    g
}

#[test]
fn random_games_reach_the_end_with_only_legal_commands() {
    for config in configs() {
        for seed in 0..games_per_config() {
            let g = play(config.clone(), seed);
            assert!(g.is_finished());
            assert_eq!(g.year, 2);
            assert_eq!(g.season, Season::Autumn);
        }
    }
}

#[test]
fn same_seed_and_commands_give_the_same_game() {
    let config = Config {
        n_players: 4,
        variant: Variant::Full,
        special_events: true,
        simultaneous: false,
    };
    let a = play(config.clone(), 7);
    let b = play(config, 7);
    assert_eq!(a.log, b.log);
}

/// A proof from `check` is played by `apply_checked` exactly as `apply` plays the command, and a
/// proof made before another seat moved is checked again: accepted or refused as `apply` would.
#[test]
fn a_checked_command_plays_as_apply_does_even_when_the_game_moved_on() {
    let config = Config {
        n_players: 4,
        variant: Variant::Full,
        special_events: true,
        simultaneous: true,
    };
    let (mut fresh, mut stale, mut stale_refused) = (0, 0, 0);
    for seed in 0..20 {
        let mut g = Game::new(config.clone(), Defs::builtin(), seed).expect("valid setup");
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xc0de);
        // A proof kept back from an earlier position, played later against the moved-on game.
        let mut kept: Option<engine::dungeon_lords::Checked> = None;
        let mut steps = 0;
        while !g.is_finished() {
            steps += 1;
            assert!(steps < 20_000, "game did not end");
            let waiting = g.waiting_for();
            let seat = *waiting.choose(&mut rng).expect("someone owes a decision");
            let legal = g.legal_commands(seat);
            let cmd = legal.choose(&mut rng).expect("non-empty").clone();
            let cmd = if cmd == Command::ClearOrders && legal.len() > 1 {
                legal[0].clone()
            } else {
                cmd
            };
            if let Some(old) = kept.take() {
                let mut by_apply = g.clone();
                let expected = by_apply.apply(old.seat(), old.command());
                let got = g.clone().apply_checked(old.clone());
                assert_eq!(
                    got, expected,
                    "a stale proof must be judged as apply judges it"
                );
                if expected.is_err() {
                    stale_refused += 1;
                }
                stale += 1;
            }
            let proof = g.check(seat, &cmd).expect("a listed command is legal");
            assert_eq!((proof.seat(), proof.command()), (seat, &cmd));
            if rng.gen_bool(0.2) {
                kept = Some(proof.clone());
            }
            let mut by_apply = g.clone();
            by_apply
                .apply(seat, &cmd)
                .expect("a listed command is accepted");
            g.apply_checked(proof).expect("a fresh proof is played");
            assert_eq!(g.log, by_apply.log);
            assert_eq!(g.n_commands, by_apply.n_commands);
            fresh += 1;
        }
    }
    assert!(fresh > 1000 && stale > 100, "fresh {fresh}, stale {stale}");
    assert!(stale_refused > 0, "no stale proof was ever refused");
}
