//! The no-leak oracle: random games, and at every step every viewer's serialized view and log is
//! searched for the ids of cards that viewer may not know. `DL_LEAK_GAMES` sets the number of
//! games per configuration (default 15).

use std::collections::HashSet;

use engine::common::Viewer;
use engine::dungeon_lords::flow::Phase;
use engine::dungeon_lords::{Config, Defs, Game, Variant};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn games() -> u64 {
    std::env::var("DL_LEAK_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15)
}

/// Tokens (`"t17"` with quotes) of every card that is face down somewhere right now, with the
/// seat that may see it (None: nobody).
fn hidden_tokens(g: &Game) -> Vec<(String, Option<usize>)> {
    let mut v = vec![];
    for &t in &g.trap_deck {
        v.push((format!("\"t{t}\""), None));
    }
    for &t in &g.trap_discard {
        v.push((format!("\"t{t}\""), None));
    }
    for (s, p) in g.players.iter().enumerate() {
        for &t in &p.traps {
            v.push((format!("\"t{t}\""), Some(s)));
        }
    }
    for &m in &g.monster_stack {
        v.push((format!("\"m{m}\""), None));
    }
    for &r in &g.room_stack {
        v.push((format!("\"r{r}\""), None));
    }
    for stack in &g.adventurer_stacks {
        for &a in stack {
            v.push((format!("\"a{a}\""), None));
        }
    }
    for &c in g.city.iter().chain(&g.next_year_combat) {
        v.push((format!("\"c{c}\""), None));
    }
    for s in g.special_events.iter().flatten() {
        v.push((format!("\"s{s}\""), None));
    }
    v
}

/// Every JSON string in `text` shaped like a card id (`"t17"`), with its quotes.
fn card_ids(text: &str) -> HashSet<String> {
    let b = text.as_bytes();
    let mut out = HashSet::new();
    let mut i = 0;
    while i + 2 < b.len() {
        if b[i] == b'"' && matches!(b[i + 1], b't' | b'm' | b'r' | b'a' | b'c' | b's') {
            let mut j = i + 2;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            if j > i + 2 && j < b.len() && b[j] == b'"' {
                out.insert(text[i..=j].to_string());
                i = j;
            }
        }
        i += 1;
    }
    out
}

fn tokens_in(text: &str, candidates: &[(String, Option<usize>)]) -> Vec<String> {
    let ids = card_ids(text);
    candidates
        .iter()
        .filter(|(t, _)| ids.contains(t))
        .map(|(t, _)| t.clone())
        .collect()
}

fn check_game(config: Config, seed: u64) {
    let mut g = Game::new(config.clone(), Defs::builtin(), seed).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = g.n_players();
    let mut viewers: Vec<Viewer> = (0..n).map(|seat| Viewer::Seat { seat }).collect();
    viewers.push(Viewer::Spectator);
    // What each viewer legitimately knows (last entry: the public, i.e. the spectator).
    let mut known: Vec<HashSet<String>> = vec![HashSet::new(); n + 1];
    let mut steps = 0;
    let mut seen_log = 0;
    loop {
        let hidden = hidden_tokens(&g);
        // Public knowledge first: whatever the spectator is shown is public from now on.
        let spectator = serde_json::to_string(&(
            g.view(Viewer::Spectator),
            g.log_for(Viewer::Spectator, seen_log),
        ))
        .expect("serializable");
        for t in tokens_in(&spectator, &hidden) {
            known[n].insert(t);
        }
        for (vi, &viewer) in viewers.iter().enumerate() {
            if let Some(seat) = viewer.seat() {
                for &t in &g.players[seat].traps {
                    known[vi].insert(format!("\"t{t}\""));
                }
                for &i in &g.players[seat].spied {
                    if let Some(c) = g.city.get(i as usize) {
                        known[vi].insert(format!("\"c{c}\""));
                    }
                }
            }
            let view = g.view(viewer);
            let new_log = g.log_for(viewer, seen_log);
            let text = serde_json::to_string(&(&view, &new_log)).expect("serializable");
            for t in tokens_in(&text, &hidden) {
                assert!(
                    known[vi].contains(&t) || known[n].contains(&t),
                    "seed {seed} {config:?}: {viewer:?} sees hidden card {t} at step {steps}"
                );
            }
            // RULE ORDERS-3: face-down orders of others stay hidden until revealed.
            for (s, pv) in view.players.iter().enumerate() {
                if !viewer.is_owner_of(s) {
                    assert!(pv.traps.is_none() && pv.chosen_orders.is_none() && pv.spied.is_none());
                    assert!(pv.played.iter().all(|o| o.revealed || o.action.is_none()));
                }
            }
            // DUMMY2-3: the handler's secret dummy pick.
            for d in &view.dummies {
                if d.handler != viewer.seat() {
                    assert!(d.chosen.is_none());
                }
            }
            assert!(!text.contains("\"rng\"") && !text.contains("\"seed\""));
            // Private log lines of another seat never reach this viewer: at that index the viewer
            // reads the public redaction or nothing.
            for l in new_log {
                let e = &g.log[l.index];
                if let Some((owner, _)) = &e.private {
                    if !viewer.is_owner_of(*owner) {
                        assert_eq!(
                            Some(&l.event),
                            e.public.as_ref().map(|p| g.wire_event(p)).as_ref(),
                            "private line leaked"
                        );
                        assert!(!l.private);
                    }
                }
            }
        }
        seen_log = g.log.len();
        if g.is_finished() {
            break;
        }
        let waiting = g.waiting_for();
        let Some(&seat) = waiting.choose(&mut rng) else {
            panic!("nobody to act")
        };
        let legal = g.legal_commands(seat);
        let Some(cmd) = legal.choose(&mut rng).cloned() else {
            panic!("no legal command")
        };
        g.apply(seat, &cmd).expect("legal");
        steps += 1;
        // Sanity: the oracle must have something to protect in every game.
        if steps == 1 {
            assert!(!hidden_tokens(&g).is_empty());
        }
        let _ = matches!(g.phase, Phase::Finished(_));
    }
}

#[test]
fn no_view_or_log_shows_a_viewer_a_card_it_may_not_know() {
    for n in 2..=4 {
        for (variant, special_events, simultaneous) in [
            (Variant::FirstGame, false, false),
            (Variant::Full, true, true),
            (Variant::Full, true, false),
        ] {
            for seed in 0..games() {
                check_game(
                    Config {
                        n_players: n,
                        variant,
                        special_events,
                        simultaneous,
                    },
                    1000 + seed,
                );
            }
        }
    }
}
