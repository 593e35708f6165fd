//! Idempotency keys (issue #32 item 7; protocol/README.md § Idempotency keys): the HTTP calls
//! that create state — create, join, re-invite, rematch — sent again with the same
//! `Idempotency-Key` get the same answer and the same token, also after a restart and after the
//! stored answer is gone; the same key with another request is a 422; nothing is made twice.
//! The commit-reply-lost case (PostgreSQL) is in `pg_outage.rs`.

mod support;

use serde_json::{json, Value};
use server::store::Store;
use support::{sqlite_store, Client, TestServer};

const K_CREATE: &str = "create-key-0123456789";
const K_JOIN: &str = "6f1c2a4e-93b1-4d0e-8d4c-2b1a9e0f7c55";

fn create_body(name: &str) -> Value {
    json!({ "game": "dungeon-lords", "seats": 3, "options": {}, "public": true, "name": name })
}

async fn open_lobbies(http: &support::Http) -> usize {
    let (_, list) = http.get("/api/lobbies").await;
    list["lobbies"].as_array().map_or(0, Vec::len)
}

#[tokio::test]
async fn create_and_join_sent_again_get_the_same_answer_and_token_even_after_a_restart() {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::with_store(store.clone()).await;
    let http = srv.http();

    let (status, first, replayed) = http
        .post_keyed("/api/lobbies", create_body("Host"), K_CREATE)
        .await;
    assert_eq!((status, replayed), (201, false), "{first}");
    let (status, again, replayed) = http
        .post_keyed("/api/lobbies", create_body("Host"), K_CREATE)
        .await;
    assert_eq!((status, replayed), (201, true), "{again}");
    assert_eq!(again, first, "same lobby, same host token");
    assert_eq!(open_lobbies(&http).await, 1, "one lobby made");
    let lobby = first["lobby_id"].as_str().expect("lobby id").to_owned();

    // The same key with another request is refused, and makes nothing.
    let (status, refused, _) = http
        .post_keyed("/api/lobbies", create_body("Other"), K_CREATE)
        .await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (422, Some("idempotency_key_reused")),
        "{refused}"
    );
    assert_eq!(open_lobbies(&http).await, 1);

    let join = format!("/api/lobbies/{lobby}/join");
    let (status, joined, _) = http
        .post_keyed(&join, json!({ "name": "Bea" }), K_JOIN)
        .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["seat"], 1);
    let (status, again, replayed) = http
        .post_keyed(&join, json!({ "name": "Bea" }), K_JOIN)
        .await;
    assert_eq!((status, replayed), (200, true));
    assert_eq!(again, joined, "same seat, same token");
    let (status, refused, _) = http
        .post_keyed(&join, json!({ "name": "Cid" }), K_JOIN)
        .await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (422, Some("idempotency_key_reused")),
        "{refused}"
    );
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert!(details["seats"][2]["name"].is_null(), "{details}");

    // After a restart the stored answer is still given.
    srv.stop().await;
    let store = Store::open_sqlite(dir.path()).await.expect("reopen");
    let srv = TestServer::with_store(store.clone()).await;
    let http = srv.http();
    let (status, after, replayed) = http
        .post_keyed(&join, json!({ "name": "Bea" }), K_JOIN)
        .await;
    assert_eq!((status, replayed), (200, true), "{after}");
    assert_eq!(after, joined);

    // Even with the stored answers gone (a crash between the seat's commit and storing the
    // answer leaves the key only claimed; old keys are deleted after a day), the seat and the
    // lobby are found again from the key: the token is derived from it.
    store.prune_idempotency_keys(i64::MAX).await.expect("prune");
    let (status, rebuilt, replayed) = http
        .post_keyed(&join, json!({ "name": "Bea" }), K_JOIN)
        .await;
    assert_eq!((status, replayed), (200, false), "{rebuilt}");
    assert_eq!(rebuilt, joined, "the same seat and token, not a new seat");
    let (status, rebuilt, _) = http
        .post_keyed("/api/lobbies", create_body("Host"), K_CREATE)
        .await;
    assert_eq!(status, 201, "{rebuilt}");
    assert_eq!(rebuilt, first, "the same lobby, not a new one");
    assert_eq!(open_lobbies(&http).await, 1);

    // The token answered works.
    let token = joined["token"].as_str().expect("token");
    let (_, welcome) = Client::hello(srv.addr, &lobby, Some(token)).await;
    assert_eq!(welcome["seat"], 1, "{welcome}");

    // Without a key nothing changes: two calls take two seats.
    let (seat, _) = http.join(&lobby, "Dan").await;
    assert_eq!(seat, 2);
    srv.stop().await;
}

#[tokio::test]
async fn a_malformed_key_is_a_400_and_makes_nothing() {
    let (store, _dir) = sqlite_store().await;
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    for key in ["short", "has spaces in the key!!", &"k".repeat(129)] {
        let (status, body, _) = http
            .post_keyed("/api/lobbies", create_body("Host"), key)
            .await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (400, Some("bad_idempotency_key")),
            "{key}: {body}"
        );
    }
    assert_eq!(open_lobbies(&http).await, 0);
    srv.stop().await;
}

#[tokio::test]
async fn a_reinvite_sent_again_keeps_the_new_token_working() {
    let (store, _dir) = sqlite_store().await;
    let srv = TestServer::with_store(store.clone()).await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby(3, json!({})).await;
    let (_, old) = http.join(&lobby, "Bea").await;
    let path = format!("/api/lobbies/{lobby}/seats/1/reinvite");
    let key = "reinvite-key-0123456789";

    let (status, first, _) = http.post_keyed(&path, json!({ "token": host }), key).await;
    assert_eq!(status, 200, "{first}");
    let token = first["token"].as_str().expect("token").to_owned();
    assert_ne!(token, old);
    assert!(first["seat_url"]
        .as_str()
        .is_some_and(|u| u.ends_with(&token)));
    // The stored answer is given again, and the seat keeps this token.
    let (status, again, replayed) = http.post_keyed(&path, json!({ "token": host }), key).await;
    assert_eq!((status, replayed, &again), (200, true, &first));
    // Run again from the key (stored answer gone): the seat already holds the derived token,
    // so nothing is revoked.
    let (mut player, _) = Client::hello(srv.addr, &lobby, Some(&token)).await;
    store.prune_idempotency_keys(i64::MAX).await.expect("prune");
    let (status, rerun, replayed) = http.post_keyed(&path, json!({ "token": host }), key).await;
    assert_eq!((status, replayed, &rerun), (200, false, &first));
    player
        .send(json!({ "type": "chat", "text": "still here" }))
        .await;
    let line = player.next_of("chat").await;
    assert_eq!(
        line["line"]["text"], "still here",
        "the re-invited seat's socket stays open"
    );
    srv.stop().await;
}

#[tokio::test]
async fn a_rematch_sent_again_gets_the_same_lobby_seat_and_token() {
    let (store, _dir) = sqlite_store().await;
    let srv = TestServer::with_store(store.clone()).await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({ "rounds": 2 })).await;
    let mut players = Vec::new();
    for t in &tokens {
        players.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    support::play_to_end(&mut players, &mut [], 500).await;

    let path = format!("/api/lobbies/{lobby}/rematch");
    let (key_a, key_b) = ("rematch-key-of-seat-0", "rematch-key-of-seat-1");
    let (status, first, _) = http
        .post_keyed(&path, json!({ "token": tokens[0] }), key_a)
        .await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["host"], true);
    let (status, again, replayed) = http
        .post_keyed(&path, json!({ "token": tokens[0] }), key_a)
        .await;
    assert_eq!((status, replayed, &again), (200, true, &first));
    // Run again from the key with the stored answer gone: still the same lobby, seat and token.
    store.prune_idempotency_keys(i64::MAX).await.expect("prune");
    let (status, rerun, replayed) = http
        .post_keyed(&path, json!({ "token": tokens[0] }), key_a)
        .await;
    assert_eq!((status, replayed, &rerun), (200, false, &first));

    let (status, joined, _) = http
        .post_keyed(&path, json!({ "token": tokens[1] }), key_b)
        .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(
        (&joined["lobby_id"], &joined["seat"]),
        (&first["lobby_id"], &json!(1))
    );
    let (status, again, _) = http
        .post_keyed(&path, json!({ "token": tokens[1] }), key_b)
        .await;
    assert_eq!((status, &again), (200, &joined));
    let rematch = first["lobby_id"].as_str().expect("id");
    let (_, details) = http.get(&format!("/api/lobbies/{rematch}")).await;
    assert_eq!(
        details["seats"].as_array().map(Vec::len),
        Some(2),
        "{details}"
    );
    srv.stop().await;
}
