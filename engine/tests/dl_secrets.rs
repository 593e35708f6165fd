//! Random building-phase games checked at every step for the secrets the building rules keep:
//! trap cards (ACT-TRAP-2), chosen orders (ORDERS-3), the 2-player dummy pick (DUMMY2-3), spied
//! combat cards (ACT-REP-5), the initial inaccessible choice (FULL-1) and the face-down combat
//! and special event cards (SETUP-5, SETUP-6, FULL-2).

use engine::common::Viewer;
use engine::dungeon_lords::flow::{Command, Phase};
use engine::dungeon_lords::{Config, Defs, Game, Variant};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Checks every secret `viewer` must not see in the current state.
#[track_caller]
fn check(g: &Game, viewer: Viewer) {
    let v = g.view(viewer);
    // Every viewer reads one entry per log index, a redacted one for another seat's private line
    // (protocol README, "Log entries").
    let indexes: Vec<usize> = g.log_for(viewer, 0).iter().map(|l| l.index).collect();
    assert_eq!(indexes, (0..g.log.len()).collect::<Vec<_>>());
    let json = serde_json::to_string(&v).expect("view serialises");
    // The log in English, and as the wire carries it (events naming cards by catalog id).
    let log = g.log_text_for(viewer, 0).join("\n");
    let wire = serde_json::to_string(&g.log_for(viewer, 0)).expect("log serialises");
    let defs = &g.defs;
    for s in 0..g.n_players() {
        if viewer.is_owner_of(s) {
            continue;
        }
        let p = &v.players[s];
        // RULE ACT-TRAP-2: another player's traps are hidden; only their number shows.
        assert_eq!(p.traps, None);
        // RULE ORDERS-3: chosen orders are secret until revealed.
        assert_eq!(p.chosen_orders, None);
        assert!(p.played.iter().all(|o| o.revealed || o.action.is_none()));
        // RULE ACT-REP-5: what another player spied is private.
        assert_eq!(p.spied, None);
    }
    for d in &v.dummies {
        if d.handler.is_none() || d.handler != viewer.seat() {
            // RULE DUMMY2-3: the dummy's third order is secret until the reveal.
            assert_eq!(d.chosen, None);
        }
    }
    if viewer.seat().is_none() {
        // RULE ACT-TRAP-2: no trap card's name reaches a spectator, in the view or the log.
        for t in &defs.traps {
            assert!(!json.contains(&t.name), "spectator sees trap {}", t.name);
            assert!(
                !log.contains(&t.name),
                "spectator log shows trap {}",
                t.name
            );
            assert!(
                !wire.contains(&format!("\"def\":\"{}\"", t.id)),
                "spectator log event names trap {}",
                t.id
            );
        }
        // RULE SETUP-5, SETUP-6, ACT-REP-5: combat cards stay face down during building.
        for c in &defs.combat_cards {
            assert!(
                !json.contains(&format!("\"{}\"", c.name)),
                "combat card {}",
                c.name
            );
            assert!(
                !log.contains(&format!(": {}.", c.name)),
                "combat card {}",
                c.name
            );
        }
        // RULE FULL-2, FULL-3: a special event card is known only once its tile is flipped.
        if v.special_event.is_none() {
            let year_card = g.special_events[(g.year - 1) as usize];
            if let Some(e) = year_card {
                let name = &g.defs.special_event(&g.inst, e).name;
                assert!(!json.contains(name), "special event {name} shown early");
            }
        }
    }
    if let Phase::InitialOrders { chosen, .. } = &g.phase {
        if chosen.iter().any(|c| c.is_none()) {
            for s in 0..g.n_players() {
                // RULE FULL-1: nothing of the initial choice is shown before all have chosen.
                assert!(v.players[s].inaccessible.is_empty());
            }
        }
    }
}

#[test]
fn no_building_secret_reaches_another_viewer_in_random_games() {
    for (n, variant, special_events, simultaneous, seed) in [
        (4, Variant::Full, true, false, 1),
        (3, Variant::FirstGame, false, true, 2),
        (2, Variant::Full, true, false, 3),
        (2, Variant::Full, false, true, 4),
    ] {
        let config = Config {
            n_players: n,
            variant,
            special_events,
            simultaneous,
        };
        let mut g = Game::new(config, Defs::builtin(), seed).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut steps = 0;
        // Building secrets only: combat reveals traps at their trap step (COMBAT-TRAP-1), and the
        // whole game, combat included, is covered by the no-leak oracle in dl_no_leak.rs.
        while !g.is_finished() && g.year == 1 && !matches!(g.phase, Phase::Combat(_)) {
            steps += 1;
            assert!(steps < 5_000);
            if steps % 3 == 0 {
                check(&g, Viewer::Spectator);
                for s in 0..n {
                    check(&g, Viewer::Seat { seat: s });
                }
            }
            let waiting = g.waiting_for();
            let seat = *waiting.choose(&mut rng).expect("someone decides");
            let legal = g.legal_commands(seat);
            let mut cmd = legal.choose(&mut rng).expect("a command").clone();
            if cmd == Command::ClearOrders {
                cmd = legal[0].clone();
            }
            g.apply(seat, &cmd).expect("legal");
        }
    }
}
