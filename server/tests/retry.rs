//! Retries are safe (issue #15): a command id is stored with its command, scoped to the seat,
//! so sending the same id again (after a timeout, a reconnect, a restart or `not_stored`) is
//! answered with the original `accepted` and version and never applied twice; chat line ids
//! likewise. And a lobby never stays stuck on a sequence conflict: when the store already holds
//! a command at the lobby's next number (the aftermath of a commit whose reply was lost), the
//! lobby re-reads its log, catches everyone up and carries on.

mod support;

use serde_json::{json, Value};
use server::store::{NewCommand, Store};
use support::{sqlite_store, Client, Http, TestServer};
use uuid::Uuid;

/// Sends a command with an explicit id and returns the reply to it (skipping updates).
async fn send_command(c: &mut Client, id: &str, command: &Value) -> Value {
    c.send(json!({ "type": "command", "id": id, "command": command }))
        .await;
    loop {
        let v = c.next().await;
        let ty = v["type"].as_str().unwrap_or_default();
        if matches!(ty, "accepted" | "rejected" | "error") {
            return v;
        }
    }
}

async fn lobby_version(http: &Http, lobby: &str) -> u64 {
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    details["version"].as_u64().expect("version")
}

async fn stored_commands(store: &Store, lobby: &str) -> Vec<Value> {
    let row = store
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    row.game
        .expect("game")
        .commands
        .into_iter()
        .map(|c| c.command)
        .collect()
}

#[tokio::test]
async fn a_repeated_command_id_gets_the_original_accepted_and_is_never_applied_twice() {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::with_store(store.clone()).await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({ "rounds": 2 })).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let (mut b, _) = Client::hello(srv.addr, &lobby, Some(&tokens[1])).await;

    let pick = a.legal()[0].clone();
    let first = send_command(&mut a, "x1", &pick).await;
    assert_eq!(first["type"], "accepted", "{first}");
    let version = first["version"].as_u64().expect("version");
    a.catch_up(version).await;
    b.catch_up(version).await;

    // The same id again, on the same socket: the original answer, nothing applied.
    let again = send_command(&mut a, "x1", &pick).await;
    assert_eq!(again, first);
    // Even with another body: the id names the command already taken.
    let other = send_command(&mut a, "x1", &json!({ "pick": "anything" })).await;
    assert_eq!(other, first);
    // From a new socket of the same seat (a reconnect).
    let (mut a2, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    assert_eq!(send_command(&mut a2, "x1", &pick).await, first);
    assert_eq!(lobby_version(&http, &lobby).await, version);
    assert_eq!(stored_commands(&store, &lobby).await, vec![pick.clone()]);

    // Ids are scoped per seat: the other seat's "x1" is its own command.
    let b_pick = b.legal()[0].clone();
    let theirs = send_command(&mut b, "x1", &b_pick).await;
    assert_eq!(theirs["type"], "accepted", "{theirs}");
    assert_eq!(theirs["version"], version + 1);
    a.catch_up(version + 1).await;

    // Remembered across a restart: the ids are stored with the commands.
    drop((a, a2, b));
    srv.stop().await;
    let store = Store::open_sqlite(dir.path()).await.expect("reopen");
    let srv = TestServer::with_store(store.clone()).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    assert_eq!(send_command(&mut a, "x1", &pick).await, first);
    let http = srv.http();
    assert_eq!(lobby_version(&http, &lobby).await, version + 1);
    assert_eq!(stored_commands(&store, &lobby).await, vec![pick, b_pick]);
    srv.stop().await;
}

#[tokio::test]
async fn a_repeated_chat_id_is_stored_and_shown_once() {
    let (store, _dir) = sqlite_store().await;
    let srv = TestServer::with_store(store.clone()).await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({})).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let (mut b, _) = Client::hello(srv.addr, &lobby, Some(&tokens[1])).await;

    for _ in 0..2 {
        a.send(json!({ "type": "chat", "id": "m1", "text": "hello" }))
            .await;
        let line = a.next_of("chat").await;
        assert_eq!(line["line"]["text"], "hello");
    }
    // B's own "m1" is a different line (ids are scoped per seat).
    b.send(json!({ "type": "chat", "id": "m1", "text": "hi" }))
        .await;
    // B sees A's line once, then its own.
    assert_eq!(b.next_of("chat").await["line"]["text"], "hello");
    assert_eq!(b.next_of("chat").await["line"]["text"], "hi");
    let lines = store
        .recent_chat(lobby.parse::<Uuid>().expect("uuid"), 50)
        .await
        .expect("chat");
    let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(texts, ["hello", "hi"]);
    srv.stop().await;
}

/// Before the fix, a command stored without the lobby knowing (its commit reply was lost) made
/// every later command of the lobby fail on the duplicate `(game_id, seq)` until a restart.
async fn a_sequence_conflict_is_caught_up_and_play_goes_on(store: Store) {
    let srv = TestServer::with_store(store.clone()).await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({ "rounds": 1 })).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let (mut b, _) = Client::hello(srv.addr, &lobby, Some(&tokens[1])).await;

    // A's pick lands in the store behind the lobby's back, at the lobby's next number.
    let row = store
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    let game = row.game.expect("game");
    let a_pick = a.legal()[0].clone();
    store
        .append_command(&NewCommand {
            lobby_id: row.id,
            game_id: game.id,
            seq: 0,
            seat: 0,
            command: a_pick.clone(),
            version: row.version + 1,
            result: None,
            at_ms: 1,
            client_id: Some("lost".into()),
        })
        .await
        .expect("inject");

    // B's command meets the taken number: not stored (and says which id), the lobby reads its
    // log, and everyone gets the update with A's pick.
    let b_pick = b.legal()[0].clone();
    let reply = send_command(&mut b, "b1", &b_pick).await;
    assert_eq!(
        (
            reply["type"].as_str(),
            reply["code"].as_str(),
            reply["id"].as_str()
        ),
        (Some("error"), Some("not_stored"), Some("b1")),
        "{reply}"
    );
    a.catch_up(row.version + 1).await;
    b.catch_up(row.version + 1).await;
    assert!(a.legal().is_empty(), "A's pick was applied: {}", a.view);
    // A resending the lost command's id learns it was accepted.
    let lost = send_command(&mut a, "lost", &a_pick).await;
    assert_eq!(
        (lost["type"].as_str(), lost["version"].as_u64()),
        (Some("accepted"), Some(row.version + 1))
    );
    // B's retry goes through, and the game plays to its end.
    let retry = send_command(&mut b, "b1", &b_pick).await;
    assert_eq!(retry["type"], "accepted", "{retry}");
    let version = retry["version"].as_u64().expect("version");
    a.catch_up(version).await;
    b.catch_up(version).await;
    let mut seats = vec![a, b];
    let more = support::play_to_end(&mut seats, &mut [], 100).await;
    let stored = stored_commands(&store, &lobby).await;
    assert_eq!(stored.len(), 2 + more);
    assert_eq!(stored[..2], [a_pick, b_pick]);
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["status"], "finished");
    srv.stop().await;
}

#[tokio::test]
async fn sqlite_a_sequence_conflict_is_caught_up_and_play_goes_on() {
    let (store, _dir) = sqlite_store().await;
    a_sequence_conflict_is_caught_up_and_play_goes_on(store).await;
}

#[tokio::test]
async fn postgres_a_sequence_conflict_is_caught_up_and_play_goes_on() {
    let Some((store, _db)) = support::pg_store().await else {
        return;
    };
    a_sequence_conflict_is_caught_up_and_play_goes_on(store).await;
}
