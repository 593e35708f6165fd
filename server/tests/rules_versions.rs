//! Rules versions are kept, not replaced (issue #33): a stored game goes on under the rules
//! version its stamp names, a game an earlier build marked `incompatible` comes back to life
//! when this build runs its version, only a stamp this build does not know stays incompatible,
//! and new games start on the newest version.
//!
//! The games are stored the way an older release stored them: a lobby started through the API,
//! its game's stamp set to the older version and its command log appended with store calls.

mod support;

use engine::common::Viewer;
use protocol::{GameKind, HostedGame};
use serde_json::{json, Value};
use server::store::{NewCommand, Store};
use support::{Client, Http, TestServer};

/// The stamp `dl-engine-2` games were stored under (built-in catalog).
const ENGINE_2: &str = "dl-engine-2/dl-catalog-1";

fn real(store: Store) -> impl std::future::Future<Output = TestServer> {
    TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
}

/// A command of `seat`'s legal list whose `type` is `ty`.
fn legal_of(game: &dyn HostedGame, seat: usize, ty: &str) -> Value {
    let view = game.view(Viewer::Seat { seat });
    server::lobby::legal_commands(&view)
        .into_iter()
        .find(|c| c["type"] == ty)
        .unwrap_or_else(|| panic!("seat {seat} has no {ty} in {}", view["prompt"]))
}

/// Starts a two-seat Dungeon Lords lobby, stops the server, and rewrites the stored game as a
/// game of `stamp` whose seat 0 chose an order and took it back `n_takebacks` times (legal under
/// `dl-engine-2`, which had no bound). Returns (lobby id, tokens, the stored commands).
async fn stored_game_of(
    store: &Store,
    dir: &std::path::Path,
    stamp: &str,
    n_takebacks: usize,
    status: &str,
) -> (String, Vec<String>, Vec<(usize, Value)>) {
    let srv = real(store.clone()).await;
    let (lobby, tokens) = srv
        .http()
        .started_lobby_of(GameKind::DungeonLords.id(), 2, json!({}))
        .await;
    srv.stop().await;
    let id = lobby.parse().expect("uuid");
    let row = store.load_lobby(id).await.expect("load").expect("lobby");
    let g = row.game.expect("started");
    let mut game = protocol::new_game(GameKind::DungeonLords, &g.options, 2, g.seed).expect("game");
    game.use_rules_of(ENGINE_2).expect("dl-engine-2 runs");
    let mut commands = Vec::new();
    for _ in 0..n_takebacks {
        for ty in ["choose_order", "clear_orders"] {
            let c = legal_of(game.as_ref(), 0, ty);
            game.apply(0, &c).expect("legal under dl-engine-2");
            commands.push((0, c));
        }
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
    store
        .set_lobby_status(id, status, 2)
        .await
        .expect("status");
    (lobby, tokens, commands)
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
async fn a_game_marked_incompatible_by_the_last_upgrade_resumes_on_its_own_rules_version() {
    let (store, dir) = support::sqlite_store().await;
    // More take-backs than TAKEBACK-1 allows now: today's rules would refuse this log.
    let n = usize::from(engine::dungeon_lords::MAX_TAKEBACKS) + 4;
    let (lobby, tokens, commands) = stored_game_of(&store, dir.path(), ENGINE_2, n, "incompatible").await;
    let srv = real(store.clone()).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "playing", "{details}");

    let row = store
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    let g = row.game.expect("game");
    assert_eq!(g.version_stamp, ENGINE_2, "the stamp is kept, not rewritten");
    let mut replayed = protocol::new_game(GameKind::DungeonLords, &g.options, 2, g.seed).expect("game");
    replayed.use_rules_of(ENGINE_2).expect("runs");
    for (seat, c) in &commands {
        replayed.apply(*seat, c).expect("replays");
    }
    let (mut seat0, welcome) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    assert_eq!(welcome["view"], replayed.view(Viewer::Seat { seat: 0 }));
    // Still dl-engine-2: one more take-back than today's limit is offered and accepted.
    let choose = seat0
        .legal()
        .into_iter()
        .find(|c| c["type"] == "choose_order")
        .expect("an order to choose");
    assert_eq!(seat0.command(choose).await["type"], "accepted");
    let take_back = json!({ "type": "clear_orders" });
    assert!(seat0.legal().contains(&take_back), "{:?}", seat0.legal());
    assert_eq!(seat0.command(take_back).await["type"], "accepted");
    srv.stop().await;
}

#[tokio::test]
async fn a_game_of_a_stamp_this_server_never_knew_is_marked_incompatible() {
    let (store, dir) = support::sqlite_store().await;
    let (lobby, tokens, _) =
        stored_game_of(&store, dir.path(), "dl-engine-99/dl-catalog-1", 1, "playing").await;
    let srv = real(store.clone()).await;
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
    let srv = real(store.clone()).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "incompatible", "{details}");
    srv.stop().await;
}

#[tokio::test]
async fn a_game_of_a_retired_stamp_stays_incompatible_and_says_why() {
    let mut game =
        protocol::new_game(GameKind::DungeonLords, &json!({}), 2, 7).expect("game");
    let why = game
        .use_rules_of("dl-engine-1/dl-catalog-1")
        .expect_err("dl-engine-1 cannot run");
    assert!(why.contains("retired"), "{why}");
    let why = game
        .use_rules_of("dl-engine-2/dl-catalog-0")
        .expect_err("another catalog");
    assert!(why.contains("catalog"), "{why}");
}

#[tokio::test]
async fn new_games_start_on_the_newest_rules_version_and_keep_it() {
    let (store, _dir) = support::sqlite_store().await;
    let srv = real(store.clone()).await;
    let (lobby, _) = srv
        .http()
        .started_lobby_of(GameKind::DungeonLords.id(), 2, json!({}))
        .await;
    srv.stop().await;
    let row = store
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    let stamp = row.game.expect("game").version_stamp;
    assert_eq!(
        stamp,
        format!("{}/dl-catalog-1", protocol::games::dungeon_lords::ENGINE_VERSION)
    );
    assert!(stamp.starts_with("dl-engine-3/"), "{stamp}");
}

#[test]
fn dl_engine_2_allows_take_backs_beyond_takeback_1_and_dl_engine_3_does_not() {
    for (stamp, unbounded) in [(ENGINE_2, true), ("dl-engine-3/dl-catalog-1", false)] {
        let mut game =
            protocol::new_game(GameKind::DungeonLords, &json!({}), 2, 11).expect("game");
        game.use_rules_of(stamp).expect("known");
        assert_eq!(game.version_stamp(), stamp);
        for _ in 0..engine::dungeon_lords::MAX_TAKEBACKS {
            for ty in ["choose_order", "clear_orders"] {
                let c = legal_of(game.as_ref(), 0, ty);
                game.apply(0, &c).expect("legal");
            }
        }
        let c = legal_of(game.as_ref(), 0, "choose_order");
        game.apply(0, &c).expect("legal");
        // RULE TAKEBACK-1 (dl-engine-3 on): the seventeenth take-back.
        let result = game.apply(0, &json!({ "type": "clear_orders" }));
        assert_eq!(result.is_ok(), unbounded, "{stamp}");
    }
}
