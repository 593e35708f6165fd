//! Rules versions are kept, not replaced (issue #33): a stored game goes on under the rules
//! version its stamp names, a game an earlier build marked `incompatible` comes back to life
//! when this build runs its version, and only a stamp this build does not run stays
//! incompatible.
//!
//! The games are stored the way a release stored them: a lobby started through the API, its
//! game's stamp set and its command log appended with store calls.

mod support;

use engine::common::Viewer;
use protocol::GameKind;
use serde_json::{json, Value};
use server::store::{NewCommand, Store};
use support::{Client, Http, TestServer};

/// The stamp of today's Dungeon Lords games (built-in catalog).
const ENGINE_2: &str = "dl-engine-2/dl-catalog-1";

fn real(store: Store) -> impl std::future::Future<Output = TestServer> {
    TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
}

/// Starts a two-seat Dungeon Lords lobby, stops the server, and rewrites the stored game as a
/// game of `stamp` with `n_commands` legal commands (each the first a seat is offered), in
/// `status`. Returns (lobby id, tokens, the stored commands).
async fn stored_game_of(
    dir: &std::path::Path,
    stamp: &str,
    n_commands: usize,
    status: &str,
) -> (String, Vec<String>, Vec<(usize, Value)>) {
    let srv = real(open(dir).await).await;
    let (lobby, tokens) = srv
        .http()
        .started_lobby_of(GameKind::DungeonLords.id(), 2, json!({}))
        .await;
    // Stopping a server closes its store.
    srv.stop().await;
    let store = open(dir).await;
    let id = lobby.parse().expect("uuid");
    let row = store.load_lobby(id).await.expect("load").expect("lobby");
    let g = row.game.expect("started");
    let mut game = protocol::new_game(GameKind::DungeonLords, &g.options, 2, g.seed).expect("game");
    game.use_rules_of(ENGINE_2).expect("dl-engine-2 runs");
    let mut commands = Vec::new();
    for _ in 0..n_commands {
        let (seat, c) = (0..2)
            .find_map(|seat| {
                let view = game.view(Viewer::Seat { seat });
                let first = server::lobby::legal_commands(&view).into_iter().next();
                first.map(|c| (seat, c))
            })
            .expect("someone owes a decision");
        game.apply(seat, &c).expect("a listed command is legal");
        commands.push((seat, c));
    }
    set_stamp(dir, g.id, stamp).await;
    for (seq, (seat, command)) in commands.iter().enumerate() {
        store
            .append_command(&NewCommand {
                lobby_id: id,
                game_id: g.id,
                seq: seq as i64,
                seat: *seat,
                command: command.clone(),
                version: row.version + 1 + seq as u64,
                result: None,
                at_ms: 1,
                client_id: None,
            })
            .await
            .expect("append");
    }
    store.set_lobby_status(id, status, 2).await.expect("status");
    (lobby, tokens, commands)
}

async fn open(dir: &std::path::Path) -> Store {
    Store::open_sqlite(dir).await.expect("open store")
}

/// Rewrites a stored game's stamp through a connection of the test's own (the store has no
/// call that does it).
async fn set_stamp(dir: &std::path::Path, game_id: uuid::Uuid, stamp: &str) {
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&format!(
        "sqlite://{}",
        dir.join("dlo.sqlite3").display()
    ))
    .await
    .expect("connect");
    sqlx::query("UPDATE games SET version_stamp = $1 WHERE id = $2")
        .bind(stamp)
        .bind(game_id)
        .execute(&mut conn)
        .await
        .expect("stamp");
}

#[tokio::test]
async fn a_game_marked_incompatible_by_an_earlier_build_resumes_on_its_rules_version() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (lobby, tokens, commands) = stored_game_of(dir.path(), ENGINE_2, 3, "incompatible").await;
    let srv = real(open(dir.path()).await).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "playing", "{details}");

    let store = open(dir.path()).await;
    let row = store
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    let g = row.game.expect("game");
    assert_eq!(
        g.version_stamp, ENGINE_2,
        "the stamp is kept, not rewritten"
    );
    let mut replayed =
        protocol::new_game(GameKind::DungeonLords, &g.options, 2, g.seed).expect("game");
    replayed.use_rules_of(ENGINE_2).expect("runs");
    for (seat, c) in &commands {
        replayed.apply(*seat, c).expect("replays");
    }
    let (mut seat0, welcome) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    assert_eq!(welcome["view"], replayed.view(Viewer::Seat { seat: 0 }));
    let mut seat1 = Client::hello(srv.addr, &lobby, Some(&tokens[1])).await.0;
    let mover = if seat0.legal().is_empty() {
        &mut seat1
    } else {
        &mut seat0
    };
    let next = mover.legal()[0].clone();
    assert_eq!(mover.command(next).await["type"], "accepted");
    srv.stop().await;
}

#[tokio::test]
async fn a_game_of_a_stamp_this_server_never_knew_is_marked_incompatible() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (lobby, tokens, _) =
        stored_game_of(dir.path(), "dl-engine-99/dl-catalog-1", 1, "playing").await;
    let srv = real(open(dir.path()).await).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "incompatible", "{details}");
    let mut c = Client::open(srv.addr, &lobby).await;
    c.send(json!({ "type": "hello", "token": tokens[0] })).await;
    let (closed, msgs) = c.closed().await;
    assert_eq!(closed, support::Closed::Code(4006), "{msgs:?}");
    srv.stop().await;
    // And it stays so at the next start (nothing to revive it).
    let srv = real(open(dir.path()).await).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "incompatible", "{details}");
    srv.stop().await;
}
