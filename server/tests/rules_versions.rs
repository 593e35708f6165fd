//! Rules versions are kept, not replaced (issue #33): a stored game goes on under the rules
//! version its stamp names, a game an earlier build marked `incompatible` comes back to life
//! when this build runs its version, and only a stamp this build does not run stays
//! incompatible.
//!
//! The games are stored the way a release stored them: a lobby started through the API, its
//! game's stamp set and its command log appended with store calls.

mod support;

use engine::common::Viewer;
use protocol::{GameKind, HostedGame};
use serde_json::{json, Value};
use server::store::{NewCommand, Store};
use support::{Client, Http, TestServer};

/// The stamp of the Dungeon Lords games of the 2026-11-26 release (built-in catalog): the rules
/// before TAKEBACK-1.
const ENGINE_2: &str = "dl-engine-2/dl-catalog-1";

/// The stamp of new Dungeon Lords games (TAKEBACK-1 bounds take-backs).
const ENGINE_3: &str = "dl-engine-3/dl-catalog-1";

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
    stored_game_played(dir, stamp, status, |game| {
        (0..n_commands).map(|_| first_listed(game)).collect()
    })
    .await
}

/// Plays the first command listed to the first seat that owes one; returns it with its seat.
fn first_listed(game: &mut dyn HostedGame) -> (usize, Value) {
    let (seat, c) = (0..game.n_seats())
        .find_map(|seat| {
            let view = game.view(Viewer::Seat { seat });
            let first = server::lobby::legal_commands(&view).into_iter().next();
            first.map(|c| (seat, c))
        })
        .expect("someone owes a decision");
    game.apply(seat, &c).expect("a listed command is legal");
    (seat, c)
}

/// Like [`stored_game_of`], with the commands `play` applies to a dl-engine-2 game.
async fn stored_game_played(
    dir: &std::path::Path,
    stamp: &str,
    status: &str,
    play: impl FnOnce(&mut dyn HostedGame) -> Vec<(usize, Value)>,
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
    let commands = play(game.as_mut());
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

/// Plays first-listed commands until seat 0 is offered `clear_orders`, then takes its orders
/// back `n` times (choosing an order again between two); returns the commands.
fn take_backs(game: &mut dyn HostedGame, n: usize) -> Vec<(usize, Value)> {
    let clear = json!({"type": "clear_orders"});
    let mut commands = Vec::new();
    while !listed(game, 0).contains(&clear) {
        commands.push(first_listed(game));
    }
    for _ in 0..n {
        game.apply(0, &clear).expect("a take-back");
        commands.push((0, clear.clone()));
        let order = listed(game, 0)
            .into_iter()
            .find(|c| c["type"] == "choose_order")
            .expect("an order to choose");
        game.apply(0, &order).expect("an order");
        commands.push((0, order));
    }
    commands
}

fn listed(game: &dyn HostedGame, seat: usize) -> Vec<Value> {
    server::lobby::legal_commands(&game.view(Viewer::Seat { seat }))
}

#[tokio::test]
async fn a_dl_engine_2_game_with_more_than_16_take_backs_replays_and_resumes() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Stored before TAKEBACK-1 (the rules of dl-engine-2 did not bound take-backs): 30 in one
    // decision.
    let (lobby, tokens, commands) =
        stored_game_played(dir.path(), ENGINE_2, "playing", |g| take_backs(g, 30)).await;
    let srv = real(open(dir.path()).await).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "playing", "{details}");
    // It resumes where it stood: seat 0 sees the view of the log replayed on dl-engine-2.
    let row = open(dir.path())
        .await
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    let g = row.game.expect("game");
    let mut resumed =
        protocol::new_game(GameKind::DungeonLords, &g.options, 2, g.seed).expect("game");
    resumed.use_rules_of(ENGINE_2).expect("runs");
    for (seat, c) in &commands {
        resumed.apply(*seat, c).expect("replays on dl-engine-2");
    }
    let (mut seat0, welcome) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    assert_eq!(welcome["view"], resumed.view(Viewer::Seat { seat: 0 }));
    // And it goes on under its rules: the 31st take-back of the decision is accepted.
    let clear = json!({"type": "clear_orders"});
    assert!(seat0.legal().contains(&clear), "{:?}", seat0.legal());
    assert_eq!(seat0.command(clear).await["type"], "accepted");
    srv.stop().await;
    let store = open(dir.path()).await;
    let row = store
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    let g = row.game.expect("game");
    assert_eq!(g.version_stamp, ENGINE_2, "the stamp is kept");
    assert_eq!(g.commands.len(), commands.len() + 1);
    // The stored log replays step by step on dl-engine-2 rules, the last command included.
    let mut replayed =
        protocol::new_game(GameKind::DungeonLords, &g.options, 2, g.seed).expect("game");
    replayed.use_rules_of(&g.version_stamp).expect("runs");
    for c in &g.commands {
        replayed.apply(c.seat, &c.command).expect("replays");
    }
    // Under today's rules the same log is refused at the 17th take-back (RULE TAKEBACK-1).
    let mut today =
        protocol::new_game(GameKind::DungeonLords, &g.options, 2, g.seed).expect("game");
    assert_eq!(today.version_stamp(), ENGINE_3);
    let refused = g
        .commands
        .iter()
        .find_map(|c| today.apply(c.seat, &c.command).err())
        .expect("refused under dl-engine-3");
    assert_eq!(refused.rule.as_deref(), Some("TAKEBACK-1"));
}

#[tokio::test]
async fn a_new_game_runs_dl_engine_3_and_refuses_the_17th_take_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let srv = real(open(dir.path()).await).await;
    let (lobby, tokens) = srv
        .http()
        .started_lobby_of(GameKind::DungeonLords.id(), 2, json!({}))
        .await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    let clear = json!({"type": "clear_orders"});
    let mut steps = 0;
    while !seats[0].legal().contains(&clear) {
        steps += 1;
        assert!(steps < 200, "no take-back offered");
        let mover = (0..2)
            .find(|&s| !seats[s].legal().is_empty())
            .expect("someone owes a decision");
        let c = seats[mover].legal()[0].clone();
        sent(&mut seats, mover, c).await;
    }
    for n in 1..=16 {
        sent(&mut seats, 0, clear.clone()).await;
        let order = seats[0]
            .legal()
            .into_iter()
            .find(|c| c["type"] == "choose_order")
            .unwrap_or_else(|| panic!("an order to choose after take-back {n}"));
        sent(&mut seats, 0, order).await;
    }
    // RULE TAKEBACK-1: the 17th is neither offered nor accepted.
    assert!(!seats[0].legal().contains(&clear));
    let reply = seats[0].command(clear).await;
    assert_eq!(reply["type"], "rejected", "{reply}");
    assert_eq!(reply["error"]["rule"], "TAKEBACK-1", "{reply}");
    srv.stop().await;
    let store = open(dir.path()).await;
    let row = store
        .load_lobby(lobby.parse().expect("uuid"))
        .await
        .expect("load")
        .expect("lobby");
    assert_eq!(row.game.expect("game").version_stamp, ENGINE_3);
}

/// Sends `command` from `seat`, checks it is accepted and brings every client up to date.
async fn sent(seats: &mut [Client], seat: usize, command: Value) {
    let reply = seats[seat].command(command.clone()).await;
    assert_eq!(reply["type"], "accepted", "{command}: {reply}");
    let version = reply["version"].as_u64().expect("version");
    for c in seats.iter_mut() {
        c.catch_up(version).await;
    }
}
