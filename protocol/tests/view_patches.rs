//! Per-viewer patches (`protocol::parts`, `protocol::patch`), the way the server sends them: for
//! random games of both games, every viewer starts from its welcome view and applies, after
//! every command, the patch between its previous and its new view, diffed part by part with the
//! operations of shared parts computed once per update (and, for comparison, the patch between
//! the whole texts). At every version the patched document must be exactly the viewer's full
//! view, and no patch may carry a card id that the viewer's own full view at that version does
//! not show.

use std::collections::BTreeSet;

use engine::common::Viewer;
use protocol::parts::{self, PartDiffs, ViewParts};
use protocol::{new_game, patch, GameKind};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn legal(view: &Value) -> Vec<Value> {
    view["prompt"]["legal_commands"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

/// Every card id in a value: Dungeon Lords cards are `{"id": "m5", …}`, Welcome to the Dungeon
/// faces `{"card_id": 12, …}`.
fn card_ids(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                if (k == "id" || k == "card_id") && !x.is_object() && !x.is_array() {
                    out.insert(format!("{k}={x}"));
                }
                card_ids(x, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|x| card_ids(x, out)),
        _ => {}
    }
}

/// The card ids a patch carries: inside its values, and a scalar value set at an `id` path.
fn patch_card_ids(patch: &Value) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for op in patch.as_array().into_iter().flatten() {
        let Some(value) = op.get("value") else {
            continue;
        };
        card_ids(value, &mut ids);
        let path = op["path"].as_str().unwrap_or("");
        for key in ["id", "card_id"] {
            if path.ends_with(&format!("/{key}")) && !value.is_object() && !value.is_array() {
                ids.insert(format!("{key}={value}"));
            }
        }
    }
    ids
}

struct Stats {
    versions: usize,
    full_bytes: usize,
    /// Patches part by part (what the server sends).
    patch_bytes: usize,
    /// Patches of the whole texts, for comparison.
    whole_patch_bytes: usize,
}

fn play(kind: GameKind, options: &Value, n: usize, seed: u64, stats: &mut Stats) {
    let mut game = new_game(kind, options, n, seed).expect("valid options");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut viewers: Vec<Viewer> = (0..n).map(|seat| Viewer::Seat { seat }).collect();
    viewers.push(Viewer::Spectator);
    // Each viewer's welcome: the view it was sent, in parts, and the client's document.
    let mut sent: Vec<ViewParts> = game.view_parts(&viewers);
    let mut docs: Vec<Value> = viewers.iter().map(|v| game.view(*v)).collect();
    let mut steps = 0;
    while !game.is_finished() {
        steps += 1;
        assert!(steps < 20_000, "game did not end");
        let Some((seat, commands)) = (0..n)
            .map(|seat| (seat, legal(&game.view(Viewer::Seat { seat }))))
            .find(|(_, l)| !l.is_empty())
        else {
            panic!("nobody owes a decision in an unfinished game");
        };
        let command = commands.choose(&mut rng).cloned().expect("non-empty");
        game.apply(seat, &command).expect("a legal command applies");
        // The server's path: every viewer's new view in shared parts, diffed part by part,
        // each changed part's operations computed once for the viewers that share it.
        let views = game.view_parts(&viewers);
        let mut diffs = PartDiffs::default();
        for (i, viewer) in viewers.iter().enumerate() {
            let full = game.view(*viewer);
            let patch_text = parts::diff_parts(&sent[i], &views[i], &mut diffs);
            let whole_patch = patch::diff_text(&sent[i].text(), &views[i].text());
            for text in [&patch_text, &whole_patch] {
                let patch: Value = serde_json::from_str(text).expect("a patch is JSON");
                let mut doc = docs[i].clone();
                patch::apply(&mut doc, &patch).expect("the patch applies");
                assert_eq!(
                    doc, full,
                    "{kind:?} seed {seed}, step {steps}, {viewer:?}: patched view differs; patch {text}"
                );
                let mut visible = BTreeSet::new();
                card_ids(&full, &mut visible);
                let carried = patch_card_ids(&patch);
                let leaked: Vec<&String> = carried.difference(&visible).collect();
                assert!(
                    leaked.is_empty(),
                    "{kind:?} seed {seed}, step {steps}, {viewer:?}: the patch carries {leaked:?}"
                );
            }
            stats.versions += 1;
            stats.full_bytes += views[i].text().len();
            stats.patch_bytes += patch_text.len();
            stats.whole_patch_bytes += whole_patch.len();
            docs[i] = full;
        }
        sent = views;
    }
}

fn report(name: &str, s: &Stats) {
    println!(
        "{name}: {} viewer-versions, mean full view {} bytes, mean patch {} bytes (of the whole texts: {})",
        s.versions,
        s.full_bytes / s.versions.max(1),
        s.patch_bytes / s.versions.max(1),
        s.whole_patch_bytes / s.versions.max(1)
    );
}

#[test]
fn dungeon_lords_patches_rebuild_every_view_and_leak_nothing() {
    let mut stats = Stats {
        versions: 0,
        full_bytes: 0,
        patch_bytes: 0,
        whole_patch_bytes: 0,
    };
    for (n, options, seed) in [
        (2, json!({"variant": "first_game"}), 11),
        (3, json!({"variant": "full", "simultaneous": true}), 12),
        (4, json!({}), 13),
        (4, json!({"special_events": true}), 14),
    ] {
        play(GameKind::DungeonLords, &options, n, seed, &mut stats);
    }
    report("dungeon-lords", &stats);
    assert!(
        stats.patch_bytes * 4 < stats.full_bytes,
        "patches are small"
    );
}

#[test]
fn welcome_patches_rebuild_every_view_and_leak_nothing() {
    let mut stats = Stats {
        versions: 0,
        full_bytes: 0,
        patch_bytes: 0,
        whole_patch_bytes: 0,
    };
    for (n, seed) in [(2, 21), (3, 22), (4, 23), (4, 24)] {
        play(
            GameKind::WelcomeToTheDungeon,
            &json!({}),
            n,
            seed,
            &mut stats,
        );
    }
    report("welcome-to-the-dungeon", &stats);
}

/// A scalar changed inside a card is seen as a card id by the leak check (the check is not
/// blind to patches that set an id alone).
#[test]
fn the_leak_check_sees_ids_set_alone() {
    let patch = json!([{"op": "replace", "path": "/players/1/hand/0/id", "value": "m7"}]);
    assert!(patch_card_ids(&patch).contains("id=\"m7\""));
}
