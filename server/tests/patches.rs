//! `patch` messages over real sockets (protocol/README.md, Patches): a socket that asked for
//! patches ends every version with exactly the view a socket of the same viewer that did not
//! ask receives whole; a reconnect with `last_version` resumes from the patch history (or gets
//! the whole view when the history does not reach back); `resync` answers with a whole
//! `welcome`; and nobody's patch carries another seat's secrets.

mod support;

use protocol::GameKind;
use serde_json::{json, Value};
use support::{sqlite_store, Client, TestServer};

async fn real_server() -> (TestServer, tempfile::TempDir) {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    (srv, dir)
}

/// Each pair is (patched, whole) sockets of one viewer: same version, same view.
fn assert_pairs_agree(pairs: &[(&Client, &Client)]) {
    for (i, (patched, whole)) in pairs.iter().enumerate() {
        assert_eq!(patched.version, whole.version, "pair {i}: versions differ");
        assert_eq!(
            patched.view, whole.view,
            "pair {i}: the patched view differs from the whole view at version {}",
            patched.version
        );
    }
}

/// The patch messages a socket received.
fn patches_of(c: &Client) -> Vec<Value> {
    c.seen
        .iter()
        .filter_map(|t| serde_json::from_str::<Value>(t).ok())
        .filter(|v| v["type"] == "patch")
        .collect()
}

async fn play_with_pairs(kind: GameKind, n_seats: usize) {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby_of(kind.id(), n_seats, json!({})).await;
    // Seats play through patch sockets; each seat also has a whole-view socket, and the
    // spectators one of each.
    let mut seats = Vec::new();
    let mut whole = Vec::new();
    for t in &tokens {
        let (c, welcome) = Client::hello_patches(srv.addr, &lobby, Some(t), None).await;
        assert!(
            welcome.get("resumed").is_none(),
            "a first hello is not resumed"
        );
        assert!(
            welcome["view"].is_object(),
            "a first welcome has the whole view"
        );
        seats.push(c);
        whole.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    let spectator_patched = Client::hello_patches(srv.addr, &lobby, None, None).await.0;
    let spectator_whole = Client::hello(srv.addr, &lobby, None).await.0;
    whole.push(spectator_whole);
    whole.push(spectator_patched);
    let mut steps = 0;
    loop {
        let played = support::play_steps(&mut seats, &mut whole, 1).await;
        steps += played;
        let (seat_whole, spectators) = whole.split_at(n_seats);
        let mut pairs: Vec<(&Client, &Client)> = seats.iter().zip(seat_whole).collect();
        if let [sw, sp] = spectators {
            pairs.push((sp, sw));
        }
        assert_pairs_agree(&pairs);
        if played == 0 {
            break;
        }
        assert!(steps < 50_000, "game did not end");
    }
    for c in seats.iter().chain(&whole[n_seats + 1..]) {
        let patches = patches_of(c);
        assert!(
            patches.len() + 2 >= steps,
            "a patch socket got {} patches for {steps} commands",
            patches.len()
        );
        assert!(
            c.seen
                .iter()
                .filter(|t| t.contains(r#""type":"update""#))
                .count()
                <= 1,
            "patch sockets get a whole view only at the start"
        );
    }
    for c in &whole[..=n_seats] {
        assert!(
            patches_of(c).is_empty(),
            "a socket that did not ask got patches"
        );
    }
    if kind == GameKind::DungeonLords {
        // No patch to a seat holds another seat's trap cards, chosen orders or spied cards.
        // RULE ORDERS-3, ACT-TRAP-2, ACT-REP-5
        for (seat, c) in seats.iter().enumerate() {
            for p in patches_of(c) {
                for op in p["patch"].as_array().into_iter().flatten() {
                    let path = op["path"].as_str().unwrap_or("");
                    for other in (0..n_seats).filter(|&s| s != seat) {
                        for secret in ["traps", "chosen_orders", "spied"] {
                            assert!(
                                !path.starts_with(&format!("/players/{other}/{secret}")),
                                "seat {seat} got a patch of seat {other}'s {secret}: {op}"
                            );
                        }
                    }
                }
            }
        }
    }
    srv.stop().await;
}

#[tokio::test]
async fn dungeon_lords_patched_views_equal_whole_views_at_every_version() {
    play_with_pairs(GameKind::DungeonLords, 3).await;
}

#[tokio::test]
async fn welcome_patched_views_equal_whole_views_at_every_version() {
    play_with_pairs(GameKind::WelcomeToTheDungeon, 4).await;
}

#[tokio::test]
async fn a_reconnect_resumes_from_the_patch_history_or_gets_the_whole_view() {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let (lobby, tokens) = http
        .started_lobby_of(GameKind::DungeonLords.id(), 2, json!({}))
        .await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(
            Client::hello_patches(srv.addr, &lobby, Some(t), None)
                .await
                .0,
        );
    }
    assert!(support::play_steps(&mut seats, &mut [], 5).await == 5);
    // Seat 1 goes away for a few commands, then resumes.
    let gone = seats.pop().expect("seat 1");
    let (held_view, held_version) = (gone.view.clone(), gone.version);
    drop(gone);
    // Seat 0 plays alone while it can; seat 1 is followed by a whole-view watcher.
    let mut watcher = vec![Client::hello(srv.addr, &lobby, Some(&tokens[1])).await.0];
    let mut played = 0;
    while played < 3 && !seats[0].legal().is_empty() {
        played += support::play_steps(&mut seats, &mut watcher, 1).await;
    }
    if played == 0 {
        // Seat 0 owes nothing now: let seat 1 move through its watcher instead.
        played = support::play_steps(&mut watcher, &mut seats, 1).await;
    }
    assert!(played > 0, "someone can move");
    let (mut back, welcome) =
        Client::hello_patches(srv.addr, &lobby, Some(&tokens[1]), Some(held_version)).await;
    assert_eq!(welcome["resumed"], true, "{welcome}");
    assert_eq!(welcome["version"].as_u64(), Some(held_version));
    assert!(welcome["view"].is_null() && welcome["log"] == json!([]));
    back.view = held_view;
    back.catch_up(watcher[0].version).await;
    assert_eq!(back.view, watcher[0].view, "resumed view differs");

    // A version the history does not hold: the whole view.
    let (stale, welcome) = Client::hello_patches(srv.addr, &lobby, Some(&tokens[1]), Some(1)).await;
    assert!(welcome.get("resumed").is_none(), "{welcome}");
    assert_eq!(stale.view, watcher[0].view);

    // `resync`: a whole welcome again, and patches go on from it.
    back.send(json!({"type": "resync"})).await;
    let again = back.next_of("welcome").await;
    assert!(again["view"].is_object() && again.get("resumed").is_none());
    assert_eq!(back.view, watcher[0].view);
    srv.stop().await;
}

#[tokio::test]
async fn a_hello_without_patches_still_gets_whole_views() {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let (lobby, tokens) = http
        .started_lobby_of(GameKind::WelcomeToTheDungeon.id(), 2, json!({}))
        .await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    support::play_steps(&mut seats, &mut [], 4).await;
    for c in &seats {
        assert!(patches_of(c).is_empty());
        assert!(c.seen.iter().any(|t| t.contains(r#""type":"update""#)));
    }
    srv.stop().await;
}
