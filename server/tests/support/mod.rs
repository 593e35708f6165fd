//! Shared test support: the fixture game, servers on port 0, HTTP and WebSocket clients, fresh
//! PostgreSQL databases, and a driver that plays any game to its end with random legal commands.
#![allow(dead_code)]

pub mod accounts;
pub mod guess;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use protocol::GameKind;
use rand::seq::SliceRandom;
use serde_json::{json, Value};
use server::config::Settings;
use server::lobby::GameFactory;
use server::store::Store;
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The version stamp of the fixture game.
pub const STAMP: &str = "guess-1";

/// How long a test waits for any single message.
pub const WAIT: Duration = Duration::from_secs(10);

/// A factory making the fixture game (for every kind) with version stamp `stamp`.
pub fn guess_factory(stamp: &'static str) -> GameFactory {
    Arc::new(
        move |kind: GameKind, options: &Value, n: usize, seed: u64| {
            guess::Guess::create(kind, options, n, seed, stamp)
                .map(|g| Box::new(g) as Box<dyn protocol::HostedGame>)
        },
    )
}

/// Settings with short timings for tests. Every test client comes from 127.0.0.1, so the
/// per-client quotas are lifted here; `server/tests/hostile.rs` sets them small on purpose.
pub fn test_settings() -> Settings {
    Settings {
        bot_delay: Duration::from_millis(5),
        web_dir: std::env::temp_dir().join("dlo-no-web-client"),
        max_connections_per_ip: 4096,
        quotas: server::limits::QuotaSettings {
            lobby_creates_per_min: 100_000,
            joins_per_min: 100_000,
            chat_per_min: 100_000,
            max_open_lobbies: 100_000,
            replay_reads_per_min: 100_000,
            imports_per_hour: 100_000,
        },
        max_spectators: 10_000,
        ..Settings::default()
    }
}

/// A fresh SQLite store in a temporary directory (kept alive by the returned guard).
pub async fn sqlite_store() -> (Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open_sqlite(dir.path()).await.expect("open sqlite");
    (store, dir)
}

/// Whether PostgreSQL-backed tests must run (CI) rather than skip.
pub fn pg_required() -> bool {
    std::env::var("CI")
        .map(|v| v == "true" || v == "1")
        .unwrap_or(false)
}

/// The URL of a fresh, empty PostgreSQL database for one test, or `None` (after a notice) when
/// `TEST_DATABASE_URL` is unset outside CI. Under `CI=true` a missing database panics.
pub async fn fresh_pg_url() -> Option<String> {
    let Ok(base) = std::env::var("TEST_DATABASE_URL") else {
        if pg_required() {
            panic!("CI=true but TEST_DATABASE_URL is not set: PostgreSQL-backed tests cannot run");
        }
        eprintln!("NOTICE: TEST_DATABASE_URL is not set; skipping a PostgreSQL-backed test (run scripts/test)");
        return None;
    };
    let name = format!("dlo_test_{}", uuid::Uuid::new_v4().simple());
    let mut admin = <sqlx::PgConnection as sqlx::Connection>::connect(&base)
        .await
        .unwrap_or_else(|e| panic!("TEST_DATABASE_URL={base} is not reachable: {e}"));
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("create database");
    let (without_query, query) = match base.split_once('?') {
        Some((a, q)) => (a.to_owned(), format!("?{q}")),
        None => (base.clone(), String::new()),
    };
    let scheme_end = without_query.find("://").map_or(0, |i| i + 3);
    let prefix = match without_query[scheme_end..].find('/') {
        Some(i) => without_query[..scheme_end + i].to_owned(),
        None => without_query.clone(),
    };
    Some(format!("{prefix}/{name}{query}"))
}

/// A test database that is dropped (forcibly) when this guard drops.
pub struct PgDb {
    /// The database URL.
    pub url: String,
}

impl Drop for PgDb {
    fn drop(&mut self) {
        let (Ok(base), Some(name)) = (
            std::env::var("TEST_DATABASE_URL"),
            self.url.rsplit('/').next(),
        ) else {
            return;
        };
        let name = name.split('?').next().unwrap_or_default().to_owned();
        // Drop runs inside a tokio test runtime; a separate thread with its own runtime avoids
        // blocking it.
        let _ = std::thread::spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            rt.block_on(async move {
                if let Ok(mut admin) =
                    <sqlx::PgConnection as sqlx::Connection>::connect(&base).await
                {
                    let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                        .execute(&mut admin)
                        .await;
                }
            });
        })
        .join();
    }
}

/// A fresh PostgreSQL store (see [`fresh_pg_url`]) and the guard that drops its database.
pub async fn pg_store() -> Option<(Store, PgDb)> {
    let url = fresh_pg_url().await?;
    let store = Store::connect_postgres(&url)
        .await
        .expect("connect to fresh database");
    Some((store, PgDb { url }))
}

/// A server on port 0.
pub struct TestServer {
    /// Its address.
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    done: Option<tokio::task::JoinHandle<Result<(), server::RunError>>>,
}

impl TestServer {
    /// Starts a server with `store`, `factory` and `settings`.
    pub async fn start(store: Store, factory: GameFactory, settings: Settings) -> TestServer {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let (stop, rx) = oneshot::channel::<()>();
        let running = server::start(listener, store, factory, settings, async move {
            let _ = rx.await;
        })
        .await
        .expect("start server");
        TestServer {
            addr: running.addr,
            stop: Some(stop),
            done: Some(running.done),
        }
    }

    /// Starts a server with the fixture game and test settings.
    pub async fn with_store(store: Store) -> TestServer {
        Self::start(store, guess_factory(STAMP), test_settings()).await
    }

    /// Stops it gracefully and waits.
    pub async fn stop(mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        if let Some(d) = self.done.take() {
            let _ = tokio::time::timeout(Duration::from_secs(20), d).await;
        }
    }

    /// An HTTP client for it.
    pub fn http(&self) -> Http {
        Http {
            base: format!("http://{}", self.addr),
            client: reqwest::Client::new(),
        }
    }
}

/// A tiny JSON HTTP client.
#[derive(Clone)]
pub struct Http {
    /// `http://addr`.
    pub base: String,
    client: reqwest::Client,
}

impl Http {
    /// A client for `addr`.
    pub fn new(addr: SocketAddr) -> Http {
        Http {
            base: format!("http://{addr}"),
            client: reqwest::Client::new(),
        }
    }

    /// GET `path`; returns status and JSON body (null when not JSON).
    pub async fn get(&self, path: &str) -> (u16, Value) {
        let r = self
            .client
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("GET");
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    /// POST raw `body` with a JSON content type.
    pub async fn post_raw(&self, path: &str, body: &str) -> (u16, Value) {
        let r = self
            .client
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/json")
            .body(body.to_owned())
            .send()
            .await
            .expect("POST");
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    /// POST JSON with an `Idempotency-Key`; returns status, JSON body and whether the answer
    /// was given again from the store (`Idempotent-Replayed`).
    pub async fn post_keyed(&self, path: &str, body: Value, key: &str) -> (u16, Value, bool) {
        let r = self
            .client
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/json")
            .header("idempotency-key", key)
            .body(body.to_string())
            .send()
            .await
            .expect("POST");
        let status = r.status().as_u16();
        let replayed = r.headers().get("idempotent-replayed").is_some();
        (status, r.json().await.unwrap_or(Value::Null), replayed)
    }

    /// POST JSON.
    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.post_raw(path, &body.to_string()).await
    }

    /// Creates a lobby; returns (lobby id, host token).
    pub async fn create_lobby(&self, seats: usize, options: Value) -> (String, String) {
        self.create_lobby_of("dungeon-lords", seats, options).await
    }

    /// Creates a lobby of game `kind` (wire id); returns (lobby id, host token).
    pub async fn create_lobby_of(
        &self,
        kind: &str,
        seats: usize,
        options: Value,
    ) -> (String, String) {
        let body = json!({ "game": kind, "seats": seats, "options": options, "public": true, "name": "Host" });
        let (status, body) = self.post("/api/lobbies", body).await;
        assert_eq!(status, 201, "create lobby: {body}");
        (
            body["lobby_id"].as_str().expect("id").to_owned(),
            body["token"].as_str().expect("token").to_owned(),
        )
    }

    /// Joins a lobby; returns (seat, token).
    pub async fn join(&self, lobby: &str, name: &str) -> (usize, String) {
        let (status, body) = self
            .post(
                &format!("/api/lobbies/{lobby}/join"),
                json!({ "name": name }),
            )
            .await;
        assert_eq!(status, 200, "join: {body}");
        (
            body["seat"].as_u64().expect("seat") as usize,
            body["token"].as_str().expect("token").to_owned(),
        )
    }

    /// Creates a full lobby of `seats` humans and starts it; returns (lobby id, tokens by seat).
    pub async fn started_lobby(&self, seats: usize, options: Value) -> (String, Vec<String>) {
        self.started_lobby_of("dungeon-lords", seats, options).await
    }

    /// Like [`Http::started_lobby`] for game `kind` (wire id).
    pub async fn started_lobby_of(
        &self,
        kind: &str,
        seats: usize,
        options: Value,
    ) -> (String, Vec<String>) {
        let (lobby, host) = self.create_lobby_of(kind, seats, options).await;
        let mut tokens = vec![host.clone()];
        for i in 1..seats {
            let (seat, token) = self.join(&lobby, &format!("Player {i}")).await;
            assert_eq!(seat, i);
            tokens.push(token);
        }
        let (status, body) = self
            .post(
                &format!("/api/lobbies/{lobby}/start"),
                json!({ "token": host }),
            )
            .await;
        assert_eq!(status, 200, "start: {body}");
        (lobby, tokens)
    }
}

/// A WebSocket client that records every JSON message it receives.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every text message received, in order (for secrecy checks).
    pub seen: Vec<String>,
    /// The latest view.
    pub view: Value,
    /// The latest version.
    pub version: u64,
    next_id: u64,
    /// Makes this client's command ids unique across reconnects: the server remembers a seat's
    /// ids for the whole game and answers a repeated id with its original `accepted`.
    id_tag: u32,
}

/// What ended a socket.
#[derive(Debug, PartialEq, Eq)]
pub enum Closed {
    /// A close frame with this code.
    Code(u16),
    /// The stream ended or failed without a close frame.
    Abrupt,
}

impl Client {
    /// Opens a socket to `lobby` without saying hello.
    pub async fn open(addr: SocketAddr, lobby: &str) -> Client {
        let (ws, _) =
            tokio_tungstenite::connect_async(format!("ws://{addr}/api/lobbies/{lobby}/ws"))
                .await
                .expect("ws connect");
        Client {
            ws,
            seen: Vec::new(),
            view: Value::Null,
            version: 0,
            next_id: 0,
            id_tag: rand::random(),
        }
    }

    /// Opens a socket and says hello; returns the client and the `welcome` message.
    pub async fn hello(addr: SocketAddr, lobby: &str, token: Option<&str>) -> (Client, Value) {
        let mut c = Client::open(addr, lobby).await;
        c.send(json!({ "type": "hello", "token": token })).await;
        let welcome = c.next_of("welcome").await;
        (c, welcome)
    }

    /// Opens a socket and says hello asking for patches (and resuming from `last_version`);
    /// returns the client and the `welcome` message.
    pub async fn hello_patches(
        addr: SocketAddr,
        lobby: &str,
        token: Option<&str>,
        last_version: Option<u64>,
    ) -> (Client, Value) {
        let mut c = Client::open(addr, lobby).await;
        c.send(json!({ "type": "hello", "token": token, "patches": true, "last_version": last_version }))
            .await;
        let welcome = c.next_of("welcome").await;
        (c, welcome)
    }

    /// Sends a JSON message.
    pub async fn send(&mut self, msg: Value) {
        self.ws
            .send(Message::Text(msg.to_string().into()))
            .await
            .expect("ws send");
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: &str) {
        self.ws
            .send(Message::Text(text.to_owned().into()))
            .await
            .expect("ws send");
    }

    /// The next JSON message (panics on timeout or close). Tracks view and version.
    pub async fn next(&mut self) -> Value {
        loop {
            let msg = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("timed out waiting for a message");
            match msg {
                Some(Ok(Message::Text(t))) => {
                    self.seen.push(t.to_string());
                    let v: Value = serde_json::from_str(t.as_str()).expect("server sent JSON");
                    match v["type"].as_str() {
                        Some("welcome") if v["resumed"] == true => {
                            // A resumed welcome: keep our view; the missed patches follow.
                            self.version = v["version"].as_u64().expect("version");
                        }
                        Some("welcome" | "update") => {
                            self.view = v["view"].clone();
                            self.version = v["version"].as_u64().expect("version");
                        }
                        Some("patch") => {
                            // protocol/README.md, Patches: applies to the view at `base`.
                            assert_eq!(
                                v["base"].as_u64(),
                                Some(self.version),
                                "a patch for another base: {v}"
                            );
                            protocol::patch::apply(&mut self.view, &v["patch"])
                                .expect("the patch applies");
                            self.version = v["version"].as_u64().expect("version");
                        }
                        _ => {}
                    }
                    return v;
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                other => panic!("socket ended unexpectedly: {other:?}"),
            }
        }
    }

    /// Skips messages until one of type `ty`.
    pub async fn next_of(&mut self, ty: &str) -> Value {
        loop {
            let v = self.next().await;
            if v["type"] == ty {
                return v;
            }
        }
    }

    /// Reads until the socket closes; returns how, and the messages read before.
    pub async fn closed(&mut self) -> (Closed, Vec<Value>) {
        let mut msgs = Vec::new();
        loop {
            match tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("timed out waiting for close")
            {
                Some(Ok(Message::Text(t))) => {
                    msgs.push(serde_json::from_str(t.as_str()).unwrap_or(Value::Null))
                }
                Some(Ok(Message::Close(frame))) => {
                    return (
                        frame.map_or(Closed::Abrupt, |f| Closed::Code(u16::from(f.code))),
                        msgs,
                    )
                }
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return (Closed::Abrupt, msgs),
            }
        }
    }

    /// Reads until the socket closes or stays silent for `quiet`; returns how it ended (`None`
    /// when it went quiet) and the messages read.
    pub async fn closed_or_quiet(&mut self, quiet: Duration) -> (Option<Closed>, Vec<Value>) {
        let mut msgs = Vec::new();
        loop {
            match tokio::time::timeout(quiet, self.ws.next()).await {
                Err(_) => return (None, msgs),
                Ok(Some(Ok(Message::Text(t)))) => {
                    msgs.push(serde_json::from_str(t.as_str()).unwrap_or(Value::Null))
                }
                Ok(Some(Ok(Message::Close(frame)))) => {
                    return (
                        Some(frame.map_or(Closed::Abrupt, |f| Closed::Code(u16::from(f.code)))),
                        msgs,
                    )
                }
                Ok(Some(Ok(_))) => continue,
                Ok(Some(Err(_)) | None) => return (Some(Closed::Abrupt), msgs),
            }
        }
    }

    /// Legal commands in the latest view.
    pub fn legal(&self) -> Vec<Value> {
        server::lobby::legal_commands(&self.view)
    }

    /// Sends `command` and waits for its `accepted`/`rejected`/`error` reply, reading (and
    /// tracking) everything before it.
    pub async fn command(&mut self, command: Value) -> Value {
        self.next_id += 1;
        let id = format!("c{:08x}-{}", self.id_tag, self.next_id);
        self.send(json!({ "type": "command", "id": id, "command": command }))
            .await;
        loop {
            let v = self.next().await;
            let ty = v["type"].as_str().unwrap_or_default();
            if (ty == "accepted" || ty == "rejected") && v["id"] == id.as_str() {
                return v;
            }
            if ty == "error" {
                return v;
            }
        }
    }

    /// Reads until the tracked version reaches `version`.
    pub async fn catch_up(&mut self, version: u64) {
        while self.version < version {
            self.next().await;
        }
    }
}

/// Plays up to `steps` random legal commands in a started lobby: seats (connected through
/// `clients`, indexed by seat) send commands from their prompts; every other client (e.g.
/// spectators in `watchers`) is kept in step. Returns the number of accepted commands; fewer
/// than `steps` means nobody owes a decision any more.
pub async fn play_steps(clients: &mut [Client], watchers: &mut [Client], steps: usize) -> usize {
    for accepted in 0..steps {
        let movers: Vec<usize> = (0..clients.len())
            .filter(|&s| !clients[s].legal().is_empty())
            .collect();
        let Some(&seat) = movers.choose(&mut rand::thread_rng()) else {
            return accepted;
        };
        // Each step sends exactly one command, so the step index counts accepted commands.
        let command = clients[seat]
            .legal()
            .choose(&mut rand::thread_rng())
            .cloned()
            .expect("non-empty");
        let reply = clients[seat].command(command.clone()).await;
        assert_eq!(
            reply["type"], "accepted",
            "legal command {command} refused: {reply}"
        );
        let version = reply["version"].as_u64().expect("version");
        for c in clients.iter_mut().chain(watchers.iter_mut()) {
            c.catch_up(version).await;
        }
    }
    steps
}

/// Plays a started lobby to its end with [`play_steps`]. Returns the number of accepted
/// commands.
pub async fn play_to_end(
    clients: &mut [Client],
    watchers: &mut [Client],
    max_steps: usize,
) -> usize {
    let accepted = play_steps(clients, watchers, max_steps).await;
    assert!(
        clients.iter().all(|c| c.legal().is_empty()),
        "game did not end within {max_steps} steps"
    );
    accepted
}

/// A finished Dungeon Lords game played by easy bots, as an exported record. `pad(game,
/// n_commands)` runs before each bot decision and may push extra (seat, command) pairs, applied in
/// order, to lengthen the record (the attack tests pad it with take-backs).
pub fn padded_bot_record(
    n_seats: usize,
    seed: u64,
    mut pad: impl FnMut(&dyn protocol::HostedGame, usize) -> Vec<(usize, Value)>,
) -> Value {
    use engine::common::Viewer;
    let mut game =
        protocol::new_game(GameKind::DungeonLords, &json!({}), n_seats, seed).expect("new game");
    let mut commands = Vec::new();
    while !game.is_finished() {
        for (seat, command) in pad(game.as_ref(), commands.len()) {
            game.apply(seat, &command)
                .expect("a padding command is legal");
            commands.push(json!({ "seat": seat, "command": command }));
        }
        let view = game.view(Viewer::Spectator);
        let seat = view["waiting_for"][0]
            .as_u64()
            .expect("someone owes a decision") as usize;
        let command = game
            .bot_command(
                seat,
                protocol::bots::Level::Easy,
                seed ^ commands.len() as u64,
            )
            .expect("the bot decides");
        game.apply(seat, &command)
            .expect("the bot's command is legal");
        commands.push(json!({ "seat": seat, "command": command }));
        assert!(commands.len() < 100_000, "the game does not end");
    }
    json!({
        "format": "dlo-game-record",
        "format_version": 1,
        "kind": "dungeon-lords",
        "version_stamp": game.version_stamp(),
        "options": {},
        "n_seats": n_seats,
        "seed": seed.to_string(),
        "players": (0..n_seats).map(|s| format!("Bot {s}")).collect::<Vec<_>>(),
        "commands": commands,
        "result": game.result(),
    })
}

/// A finished Dungeon Lords game played by easy bots, as an exported record.
pub fn bot_record(n_seats: usize, seed: u64) -> Value {
    padded_bot_record(n_seats, seed, |_, _| Vec::new())
}

/// One `#[tokio::test]` per store for each named `async fn(Store)` of the test file: a `sqlite`
/// module on a fresh file, and a `postgres` module on a fresh database when `TEST_DATABASE_URL`
/// is set (the store contract and the account tests).
#[allow(unused_macros)]
macro_rules! both_stores {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    let (store, _dir) = super::support::sqlite_store().await;
                    super::$name(store).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    if let Some((store, _db)) = super::support::pg_store().await {
                        super::$name(store.clone()).await;
                        store.close().await;
                    }
                }
            )*
        }
    };
}

/// Plays a started two-player fixture game to its end with the host's and the guest's sockets
/// (the bot of a third seat answers on its own); answers their clients (`rematch.rs`, `groups.rs`).
pub async fn play_out(srv: &TestServer, lobby: &str, host: &str, guest: &str) -> Vec<Client> {
    let mut players = vec![
        Client::hello(srv.addr, lobby, Some(host)).await.0,
        Client::hello(srv.addr, lobby, Some(guest)).await.0,
    ];
    for _ in 0..500 {
        if players[0].view["phase"] == "over" && players[1].view["phase"] == "over" {
            break;
        }
        let mover = (0..2).find(|&s| !players[s].legal().is_empty());
        match mover {
            Some(s) => {
                let cmd = players[s].legal()[0].clone();
                let reply = players[s].command(cmd).await;
                assert_eq!(reply["type"], "accepted", "{reply}");
                let v = reply["version"].as_u64().unwrap_or_default();
                for p in &mut players {
                    p.catch_up(v).await;
                }
            }
            None => {
                let msg = players[0].next_of("update").await;
                let v = msg["version"].as_u64().unwrap_or_default();
                players[1].catch_up(v).await;
            }
        }
    }
    assert_eq!(players[0].view["phase"], "over");
    players
}
