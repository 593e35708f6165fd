//! Several server nodes on one PostgreSQL (issue #23, docs/multi-node.md).
//!
//! - Fencing at the store: a node whose lease was taken over cannot append, add a seat or
//!   start a game, whatever it believes.
//! - A node paused (SIGSTOP) past its lease never writes after it wakes up.
//! - Three server processes: games played by clients spread over the nodes (most sockets are
//!   forwarded), one node `kill -9`ed mid-play; every acknowledged command is kept, none is
//!   applied twice, every game finishes, and the views equal a replay of the stored log. The
//!   takeover time and the cost of a forwarded connection are measured and printed.
//!
//! The child processes are this test binary re-run with `DLO_CLUSTER_CHILD` set, running
//! `server::run` with the binary's own `Config` and the fixture game. PostgreSQL is required
//! (the tests skip without `TEST_DATABASE_URL`, and fail under `CI=true`).

mod support;

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use engine::common::Viewer;
use futures_util::{SinkExt, StreamExt};
use protocol::{GameKind, HostedGame};
use rand::seq::SliceRandom;
use serde_json::{json, Value};
use server::store::{NewCommand, NewGame, NewLobby, NodeIdentity, SeatRow, Store, StoreError};
use support::Http;
use tokio_tungstenite::tungstenite::Message;
use uuid::Uuid;

const CHILD_ENV: &str = "DLO_CLUSTER_CHILD";
const CHILD_TEST: &str = "child_server_process_entry_point";

/// Lease of the test nodes, in milliseconds.
const LEASE_MS: u64 = 1500;

/// Not a test on its own: when spawned with `DLO_CLUSTER_CHILD` (flags, one per line) it runs a
/// server node until killed or signalled; otherwise it returns at once.
#[test]
fn child_server_process_entry_point() {
    let Ok(flags) = std::env::var(CHILD_ENV) else {
        return;
    };
    let mut args = vec!["server"];
    args.extend(flags.lines());
    let config = server::config::Config::parse_from(args);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let result = rt.block_on(server::run(config, support::guess_factory(support::STAMP)));
    assert!(result.is_ok(), "child server failed: {result:?}");
}

fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    l.local_addr().expect("addr").port()
}

/// One server node in its own process.
struct Node {
    child: Child,
    addr: SocketAddr,
    id: String,
}

impl Node {
    async fn spawn(url: &str, id: &str) -> Node {
        let exe = std::env::current_exe().expect("current exe");
        for _attempt in 0..5 {
            let port = free_port();
            let bind = format!("127.0.0.1:{port}");
            let lease = LEASE_MS.to_string();
            let flags = [
                "--bind",
                &bind,
                "--database-url",
                url,
                "--node-id",
                id,
                "--advertise",
                &bind,
                "--lease-ms",
                &lease,
                "--bot-delay-ms",
                "5",
                "--trusted-proxies",
                "127.0.0.1",
                "--max-connections-per-ip",
                "4096",
                "--lobby-creates-per-min",
                "100000",
                "--joins-per-min",
                "100000",
                "--max-open-lobbies-per-ip",
                "100000",
            ]
            .join("\n");
            let mut child = Command::new(&exe)
                .args(["--exact", CHILD_TEST, "--nocapture", "--test-threads", "1"])
                .env(CHILD_ENV, flags)
                .env("RUST_LOG", "warn")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("spawn child server");
            let addr: SocketAddr = ([127, 0, 0, 1], port).into();
            for _ in 0..200 {
                if let Ok(Some(_)) = child.try_wait() {
                    break;
                }
                if reqwest::get(format!("http://{addr}/readyz"))
                    .await
                    .is_ok_and(|r| r.status().is_success())
                {
                    return Node {
                        child,
                        addr,
                        id: id.to_owned(),
                    };
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        panic!("child server node {id} did not become ready");
    }

    fn signal(&self, sig: &str) {
        let status = Command::new("kill")
            .args([sig, &self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(status.success(), "kill {sig}");
    }

    fn kill9(&mut self) {
        // std's Child::kill sends SIGKILL on Unix: no graceful shutdown at all.
        self.child.kill().expect("SIGKILL");
        let _ = self.child.wait();
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Two nodes on a fresh database, an observer store, and a started two-seat Dungeon Lords
/// lobby created on node a. `_db` comes first so that a destructuring test drops it last.
struct TwoNodes {
    _db: support::PgDb,
    a: Node,
    b: Node,
    store: Store,
    lobby: String,
    id: Uuid,
    tokens: Vec<String>,
}

impl TwoNodes {
    /// `None` when no PostgreSQL is configured for the tests.
    async fn with_a_game_on_a() -> Option<TwoNodes> {
        let url = support::fresh_pg_url().await?;
        let _db = support::PgDb { url: url.clone() };
        let a = Node::spawn(&url, "a").await;
        let b = Node::spawn(&url, "b").await;
        let store = Store::connect_postgres(&url).await.expect("observer store");
        let (lobby, tokens) = Http::new(a.addr)
            .started_lobby_of("dungeon-lords", 2, json!({ "rounds": 3 }))
            .await;
        let id: Uuid = lobby.parse().expect("uuid");
        Some(TwoNodes {
            _db,
            a,
            b,
            store,
            lobby,
            id,
            tokens,
        })
    }
}

async fn lease_holder(store: &Store, lobby: Uuid) -> Option<String> {
    store
        .lease_owner(lobby)
        .await
        .expect("lease")
        .filter(|o| o.live)
        .map(|o| o.node_id)
}

// ---------------------------------------------------------------------------------------------
// Fencing at the store.

fn command(lobby: Uuid, game: Uuid, seq: i64, seat: usize, id: &str) -> NewCommand {
    NewCommand {
        lobby_id: lobby,
        game_id: game,
        seq,
        seat,
        command: json!({ "guess": seq }),
        version: 10 + seq as u64,
        result: None,
        at_ms: 1,
        client_id: Some(id.to_owned()),
    }
}

#[tokio::test]
async fn a_node_whose_lease_was_taken_over_cannot_write() {
    let Some(url) = support::fresh_pg_url().await else {
        return;
    };
    let _db = support::PgDb { url: url.clone() };
    let a = Store::connect_postgres(&url).await.expect("a");
    let b = Store::connect_postgres(&url).await.expect("b");
    let node = |id: &str| NodeIdentity {
        id: id.to_owned(),
        addr: format!("{id}:1"),
        ttl_ms: 1000,
    };
    a.enable_leases(node("a")).expect("leases a");
    b.enable_leases(node("b")).expect("leases b");
    let lobby = Uuid::new_v4();
    let seat = |s: usize| SeatRow {
        seat: s,
        name: format!("P{s}"),
        token_hash: format!("h{s}"),
        is_bot: false,
        bot_level: None,
    };
    a.create_lobby(&NewLobby {
        id: lobby,
        kind: "dungeon-lords".into(),
        options: json!({}),
        n_seats: 3,
        public: false,
        host_seat: 0,
        host: seat(0),
        at_ms: 1,
    })
    .await
    .expect("create");
    assert!(a.holds_lease(lobby), "the creating node owns the lobby");
    a.add_seat(lobby, &seat(1), 2, 1).await.expect("seat 1");
    let game = Uuid::new_v4();
    a.start_game(
        lobby,
        &NewGame {
            id: game,
            version_stamp: "guess-1".into(),
            seed: 7,
        },
        3,
        1,
    )
    .await
    .expect("start");
    a.append_command(&command(lobby, game, 0, 0, "a0"))
        .await
        .expect("a appends under its lease");
    // While a's lease is live (just renewed), b cannot take it.
    assert!(a.renew_leases().await.expect("renew").is_empty());
    assert_eq!(b.acquire_lease(lobby).await.expect("acquire"), None);
    // a stops renewing (paused); its lease runs out and b takes over.
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let epoch = b
        .acquire_lease(lobby)
        .await
        .expect("acquire")
        .expect("taken");
    assert_eq!(epoch, 2);
    // a still believes it holds the lease, but every write is refused.
    assert!(a.holds_lease(lobby));
    let refused = a.append_command(&command(lobby, game, 1, 1, "a1")).await;
    assert!(matches!(refused, Err(StoreError::Fenced(_))), "{refused:?}");
    assert!(!a.holds_lease(lobby), "a learns that it lost the lease");
    let refused = a.add_seat(lobby, &seat(2), 4, 1).await;
    assert!(matches!(refused, Err(StoreError::Fenced(_))), "{refused:?}");
    // b writes the same sequence number without any conflict: a wrote nothing.
    b.append_command(&command(lobby, game, 1, 1, "b1"))
        .await
        .expect("b appends");
    assert_eq!(a.renew_leases().await.expect("renew"), Vec::<Uuid>::new());
    let stored = b.load_game(game).await.expect("load").expect("game");
    let ids: Vec<_> = stored
        .commands
        .iter()
        .map(|c| c.client_id.clone().unwrap_or_default())
        .collect();
    assert_eq!(ids, ["a0", "b1"]);
    a.close().await;
    b.close().await;
}

// ---------------------------------------------------------------------------------------------
// A robust seat: reconnects through any node and resends its pending command with the same id.

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// What one seat saw.
struct SeatLog {
    /// (client id, version) of every `accepted`.
    acked: Vec<(String, u64)>,
    /// When each `accepted` arrived.
    acked_at: Vec<Instant>,
    /// The last view.
    view: Value,
    /// Sockets opened.
    connects: usize,
}

async fn connect(addr: SocketAddr, lobby: &str, token: Option<&str>) -> Option<(Ws, Value)> {
    let url = format!("ws://{addr}/api/lobbies/{lobby}/ws");
    let (mut ws, _) = tokio::time::timeout(
        Duration::from_secs(3),
        tokio_tungstenite::connect_async(url),
    )
    .await
    .ok()?
    .ok()?;
    ws.send(Message::Text(
        json!({ "type": "hello", "token": token })
            .to_string()
            .into(),
    ))
    .await
    .ok()?;
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .ok()??
            .ok()?;
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(t.as_str()).ok()?;
            if v["type"] == "welcome" {
                return Some((ws, v));
            }
        }
    }
}

fn legal(view: &Value) -> Vec<Value> {
    server::lobby::legal_commands(view)
}

/// Plays one seat to the end of its game, starting at node `first`, moving to the next node
/// whenever the socket breaks.
async fn play_seat(
    nodes: Vec<SocketAddr>,
    first: usize,
    lobby: String,
    token: String,
    tag: String,
    acked_total: Arc<AtomicUsize>,
) -> SeatLog {
    let mut log = SeatLog {
        acked: Vec::new(),
        acked_at: Vec::new(),
        view: Value::Null,
        connects: 0,
    };
    let mut k = first;
    let mut next_id = 0u64;
    let mut pending: Option<(String, Value)> = None;
    let deadline = Instant::now() + Duration::from_secs(90);
    'connection: loop {
        assert!(Instant::now() < deadline, "seat {tag} did not finish");
        let Some((mut ws, welcome)) = connect(nodes[k % nodes.len()], &lobby, Some(&token)).await
        else {
            k += 1;
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        log.connects += 1;
        log.view = welcome["view"].clone();
        let mut version = welcome["version"].as_u64().unwrap_or(0);
        let mut wait_for = 0u64;
        loop {
            if log.view["phase"] == "over" {
                return log;
            }
            if pending.is_none() && version >= wait_for {
                if let Some(c) = legal(&log.view).choose(&mut rand::thread_rng()).cloned() {
                    next_id += 1;
                    pending = Some((format!("{tag}-{next_id}"), c));
                }
            }
            if let Some((id, c)) = &pending {
                let sent = ws
                    .send(Message::Text(
                        json!({ "type": "command", "id": id, "command": c })
                            .to_string()
                            .into(),
                    ))
                    .await;
                if sent.is_err() {
                    k += 1;
                    continue 'connection;
                }
            }
            // Read until something changes what this seat should do.
            loop {
                let msg = match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
                    Ok(Some(Ok(m))) => m,
                    _ => {
                        k += 1;
                        continue 'connection;
                    }
                };
                let Message::Text(t) = msg else {
                    if matches!(msg, Message::Close(_)) {
                        k += 1;
                        continue 'connection;
                    }
                    continue;
                };
                let v: Value = serde_json::from_str(t.as_str()).expect("json");
                let ty = v["type"].as_str().unwrap_or_default().to_owned();
                let ours = pending
                    .as_ref()
                    .is_some_and(|(id, _)| v["id"] == id.as_str());
                match ty.as_str() {
                    "update" | "welcome" => {
                        log.view = v["view"].clone();
                        version = v["version"].as_u64().unwrap_or(version);
                        if pending.is_none() {
                            break;
                        }
                    }
                    "accepted" if ours => {
                        let (id, _) = pending.take().expect("pending");
                        let at = v["version"].as_u64().expect("version");
                        log.acked.push((id, at));
                        log.acked_at.push(Instant::now());
                        acked_total.fetch_add(1, Ordering::Relaxed);
                        wait_for = at;
                        if version >= wait_for {
                            break;
                        }
                    }
                    "rejected" if ours => {
                        // Not stored, and no longer legal (the view moved): choose again.
                        pending = None;
                        break;
                    }
                    "error" if ours => {
                        // not_stored / in_doubt: send the same id again shortly.
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        break;
                    }
                    _ => {}
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------

/// Median of durations, in microseconds.
fn median_us(mut v: Vec<Duration>) -> u128 {
    v.sort();
    v.get(v.len() / 2).map_or(0, Duration::as_micros)
}

/// Round trips of WebSocket pings through a spectator socket opened at `addr`.
async fn ping_rtts(addr: SocketAddr, lobby: &str, n: usize) -> Vec<Duration> {
    let (mut ws, _) = connect(addr, lobby, None).await.expect("spectator");
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let payload = format!("p{i}");
        let t = Instant::now();
        ws.send(Message::Ping(payload.clone().into_bytes().into()))
            .await
            .expect("ping");
        loop {
            match tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
                Ok(Some(Ok(Message::Pong(p)))) if p.as_ref() == payload.as_bytes() => break,
                Ok(Some(Ok(_))) => continue,
                other => panic!("no pong: {other:?}"),
            }
        }
        out.push(t.elapsed());
    }
    let _ = ws.close(None).await;
    out
}

async fn get_rtts(addr: SocketAddr, lobby: &str, n: usize) -> Vec<Duration> {
    let http = Http::new(addr);
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        let (status, _) = http.get(&format!("/api/lobbies/{lobby}")).await;
        assert_eq!(status, 200);
        out.push(t.elapsed());
    }
    out
}

#[tokio::test]
async fn three_nodes_survive_a_kill_9_mid_play() {
    let Some(url) = support::fresh_pg_url().await else {
        return;
    };
    let _db = support::PgDb { url: url.clone() };
    let mut nodes = Vec::new();
    for i in 0..3 {
        nodes.push(Node::spawn(&url, &format!("node{i}")).await);
    }
    let addrs: Vec<SocketAddr> = nodes.iter().map(|n| n.addr).collect();
    let store = Store::connect_postgres(&url).await.expect("observer store");

    // Lobbies created through every node, joined and started through other nodes.
    const GAMES: usize = 9;
    let mut lobbies = Vec::new();
    for g in 0..GAMES {
        let http = Http::new(addrs[g % 3]);
        let (lobby, host) = http
            .create_lobby_of("dungeon-lords", 2, json!({ "rounds": 10 }))
            .await;
        let (_, guest) = Http::new(addrs[(g + 1) % 3]).join(&lobby, "Guest").await;
        let (status, body) = Http::new(addrs[(g + 2) % 3])
            .post(
                &format!("/api/lobbies/{lobby}/start"),
                json!({ "token": host }),
            )
            .await;
        assert_eq!(status, 200, "start: {body}");
        lobbies.push((lobby, vec![host, guest]));
    }
    for (g, (lobby, _)) in lobbies.iter().enumerate() {
        assert_eq!(
            lease_holder(&store, lobby.parse().expect("uuid")).await,
            Some(format!("node{}", g % 3)),
            "the creating node owns the lobby"
        );
    }

    // The cost of forwarding: a lobby of node 0 reached directly and through node 1.
    let (probe, _) = &lobbies[0];
    let direct_ws = median_us(ping_rtts(addrs[0], probe, 200).await);
    let forwarded_ws = median_us(ping_rtts(addrs[1], probe, 200).await);
    let direct_get = median_us(get_rtts(addrs[0], probe, 100).await);
    let forwarded_get = median_us(get_rtts(addrs[1], probe, 100).await);
    let t = Instant::now();
    let _ = connect(addrs[1], probe, None)
        .await
        .expect("forwarded connect");
    let forwarded_connect = t.elapsed();
    let t = Instant::now();
    let _ = connect(addrs[0], probe, None)
        .await
        .expect("direct connect");
    let direct_connect = t.elapsed();
    eprintln!(
        "FORWARDING: ws ping rtt median {direct_ws} us direct, {forwarded_ws} us forwarded; \
         GET /api/lobbies/id median {direct_get} us direct, {forwarded_get} us forwarded; \
         connect+hello+welcome {} us direct, {} us forwarded",
        direct_connect.as_micros(),
        forwarded_connect.as_micros()
    );

    // Every seat plays from a node other than its lobby's owner half the time.
    let acked_total = Arc::new(AtomicUsize::new(0));
    let mut seats = Vec::new();
    for (g, (lobby, tokens)) in lobbies.iter().enumerate() {
        for (s, token) in tokens.iter().enumerate() {
            seats.push(tokio::spawn(play_seat(
                addrs.clone(),
                g + s,
                lobby.clone(),
                token.clone(),
                format!("g{g}s{s}"),
                acked_total.clone(),
            )));
        }
    }

    // Mid-play: kill -9 node 1.
    let total_expected = GAMES * 22;
    let until = Instant::now() + Duration::from_secs(30);
    while acked_total.load(Ordering::Relaxed) < total_expected / 3 {
        assert!(Instant::now() < until, "no progress before the kill");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let mut owned_by_victim = Vec::new();
    for (lobby, _) in &lobbies {
        let id: Uuid = lobby.parse().expect("uuid");
        if lease_holder(&store, id).await.as_deref() == Some("node1") {
            owned_by_victim.push(id);
        }
    }
    assert!(!owned_by_victim.is_empty(), "node 1 owns some lobbies");
    let acked_at_kill = acked_total.load(Ordering::Relaxed);
    let killed_at = Instant::now();
    nodes[1].kill9();
    // How long until every lobby of the dead node has a live lease elsewhere.
    let mut moved = HashMap::new();
    while moved.len() < owned_by_victim.len() {
        assert!(
            killed_at.elapsed() < Duration::from_secs(20),
            "takeover too slow"
        );
        for id in &owned_by_victim {
            if !moved.contains_key(id) {
                if let Some(holder) = lease_holder(&store, *id).await {
                    if holder != "node1" {
                        moved.insert(*id, killed_at.elapsed());
                    }
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let mut logs = Vec::new();
    for s in seats {
        logs.push(s.await.expect("seat task"));
    }
    let takeover_max = moved.values().max().copied().unwrap_or_default();
    let takeover_min = moved.values().min().copied().unwrap_or_default();
    // Per lobby of the dead node: the first command accepted after the kill.
    let mut resumed_after = Vec::new();
    for (g, (lobby, _)) in lobbies.iter().enumerate() {
        if !owned_by_victim.contains(&lobby.parse().expect("uuid")) {
            continue;
        }
        let first = logs[2 * g..2 * g + 2]
            .iter()
            .flat_map(|l| l.acked_at.iter())
            .filter(|at| **at > killed_at)
            .min()
            .map(|at| at.duration_since(killed_at));
        if let Some(d) = first {
            resumed_after.push(d);
        }
    }
    eprintln!(
        "TAKEOVER: {} lobbies of the killed node (lease {LEASE_MS} ms); leases moved after {}..{} ms; \
         first command accepted again after max {} ms; {} commands acknowledged before the kill",
        owned_by_victim.len(),
        takeover_min.as_millis(),
        takeover_max.as_millis(),
        resumed_after.iter().max().copied().unwrap_or_default().as_millis(),
        acked_at_kill,
    );

    // Every game finished; every acknowledged command is stored exactly once with its version;
    // nothing unacknowledged is stored; the views equal a replay of the log.
    for (g, (lobby, _)) in lobbies.iter().enumerate() {
        let row = store
            .load_lobby(lobby.parse().expect("uuid"))
            .await
            .expect("load")
            .expect("lobby");
        assert_eq!(row.status, "finished", "game {g}");
        let game = row.game.expect("game");
        assert!(game.result.is_some(), "game {g} has its result");
        let stored: Vec<(String, u64)> = game
            .commands
            .iter()
            .map(|c| {
                (
                    c.client_id.clone().expect("client id"),
                    c.version.expect("version"),
                )
            })
            .collect();
        let unique: HashSet<&String> = stored.iter().map(|(id, _)| id).collect();
        assert_eq!(
            unique.len(),
            stored.len(),
            "game {g}: a command id stored twice"
        );
        let mut acked: Vec<(String, u64)> = logs[2 * g..2 * g + 2]
            .iter()
            .flat_map(|l| l.acked.iter().cloned())
            .collect();
        acked.sort_by_key(|(_, v)| *v);
        assert_eq!(
            stored, acked,
            "game {g}: stored log differs from the acknowledged commands"
        );
        let mut replayed = support::guess::Guess::create(
            GameKind::DungeonLords,
            &game.options,
            2,
            game.seed,
            support::STAMP,
        )
        .expect("create");
        for c in &game.commands {
            replayed.apply(c.seat, &c.command).expect("replay");
        }
        for s in 0..2 {
            assert_eq!(
                logs[2 * g + s].view,
                replayed.view(Viewer::Seat { seat: s }),
                "game {g} seat {s}: the last view differs from a replay"
            );
        }
    }
    let reconnects: usize = logs.iter().map(|l| l.connects.saturating_sub(1)).sum();
    eprintln!(
        "RECONNECTS: {reconnects} socket reconnects over {} seats",
        logs.len()
    );
    store.close().await;
}

// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn a_node_paused_past_its_lease_never_writes_again() {
    let Some(TwoNodes {
        _db,
        a,
        b,
        store,
        lobby,
        id,
        tokens,
    }) = TwoNodes::with_a_game_on_a().await
    else {
        return;
    };
    assert_eq!(
        lease_holder(&store, id).await.as_deref(),
        Some(a.id.as_str())
    );

    // Both seats play a few commands on node a.
    let mut clients = Vec::new();
    for t in &tokens {
        clients.push(support::Client::hello(a.addr, &lobby, Some(t)).await.0);
    }
    support::play_steps(&mut clients, &mut [], 3).await;
    let before = stored_ids(&store, id).await;

    // a freezes with a command on its way in; its lease runs out and b takes the lobby over.
    a.signal("-STOP");
    let mover = (0..2)
        .find(|&s| !clients[s].legal().is_empty())
        .expect("someone to move");
    let pick = clients[mover].legal()[0].clone();
    clients[mover]
        .send(json!({ "type": "command", "id": "while-paused", "command": pick }))
        .await;
    tokio::time::sleep(Duration::from_millis(LEASE_MS + 500)).await;
    let (status, details) = Http::new(b.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(status, 200, "{details}");
    assert_eq!(
        lease_holder(&store, id).await.as_deref(),
        Some(b.id.as_str())
    );

    // a wakes up: whatever it does, the command sent to it is never stored or acknowledged.
    a.signal("-CONT");
    let (how, msgs) = clients[mover].closed_or_quiet(Duration::from_secs(3)).await;
    assert!(
        !msgs
            .iter()
            .any(|m| m["type"] == "accepted" && m["id"] == "while-paused"),
        "the paused node acknowledged a command after losing its lease: {msgs:?} ({how:?})"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = stored_ids(&store, id).await;
    assert_eq!(
        after, before,
        "the paused node wrote after losing its lease"
    );

    // The game goes on at b (through a or b alike) and ends equal to a replay.
    let mut clients = Vec::new();
    for t in &tokens {
        clients.push(support::Client::hello(b.addr, &lobby, Some(t)).await.0);
    }
    support::play_to_end(&mut clients, &mut [], 100).await;
    let row = store.load_lobby(id).await.expect("load").expect("lobby");
    assert_eq!(row.status, "finished");
    let game = row.game.expect("game");
    let mut replayed = support::guess::Guess::create(
        GameKind::DungeonLords,
        &game.options,
        2,
        game.seed,
        support::STAMP,
    )
    .expect("create");
    for c in &game.commands {
        replayed.apply(c.seat, &c.command).expect("replay");
    }
    for (s, c) in clients.iter().enumerate() {
        assert_eq!(c.view, replayed.view(Viewer::Seat { seat: s }));
    }
    assert!(game
        .commands
        .iter()
        .all(|c| c.client_id.as_deref() != Some("while-paused")));
    store.close().await;
}

/// Issue #32 item 2: a node paused past its lease whose first act on waking is a write to the
/// lobby it lost (refused by the lease check) stops that lobby: the sockets it still holds are
/// closed with 1001 within one lease of waking, instead of staying open with no updates and
/// `not_stored` for every command. The clients then reconnect to the owner.
#[tokio::test]
async fn a_paused_node_closes_the_sockets_of_a_lobby_it_lost_within_a_lease() {
    let Some(TwoNodes {
        _db,
        a,
        b,
        store,
        lobby,
        id,
        tokens,
    }) = TwoNodes::with_a_game_on_a().await
    else {
        return;
    };
    let mut clients = Vec::new();
    for t in &tokens {
        clients.push(support::Client::hello(a.addr, &lobby, Some(t)).await.0);
    }
    support::play_steps(&mut clients, &mut [], 2).await;

    a.signal("-STOP");
    let mover = (0..2)
        .find(|&s| !clients[s].legal().is_empty())
        .expect("someone to move");
    let pick = clients[mover].legal()[0].clone();
    // Queued in the socket while a is frozen: the first thing a does on waking is this write.
    clients[mover]
        .send(json!({ "type": "command", "id": "while-paused", "command": pick }))
        .await;
    tokio::time::sleep(Duration::from_millis(LEASE_MS + 500)).await;
    let (status, details) = Http::new(b.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(status, 200, "{details}");
    assert_eq!(
        lease_holder(&store, id).await.as_deref(),
        Some(b.id.as_str())
    );

    a.signal("-CONT");
    let woke = Instant::now();
    let limit = Duration::from_millis(LEASE_MS);
    for (s, c) in clients.iter_mut().enumerate() {
        let left = limit.saturating_sub(woke.elapsed()) + Duration::from_millis(200);
        let (how, msgs) = c.closed_or_quiet(left).await;
        assert_eq!(
            how,
            Some(support::Closed::Code(1001)),
            "seat {s}: the socket of the lost lobby was not closed with 1001 within a lease of waking ({msgs:?})"
        );
    }
    let took = woke.elapsed();
    assert!(
        took < limit + Duration::from_millis(200),
        "closed after {took:?}"
    );

    // Reconnecting through a reaches the owner, and play goes on.
    let mut clients = Vec::new();
    for t in &tokens {
        clients.push(support::Client::hello(a.addr, &lobby, Some(t)).await.0);
    }
    let more = support::play_steps(&mut clients, &mut [], 2).await;
    assert_eq!(more, 2);
    assert_eq!(
        lease_holder(&store, id).await.as_deref(),
        Some(b.id.as_str())
    );
    store.close().await;
}

/// Issue #32 item 3: a request forwarded to an owner that is paused (its lease not run out
/// yet) is answered 503 `lobby_moving` within about a lease, not after the proxy's old 20 s.
#[tokio::test]
async fn a_request_forwarded_to_a_paused_owner_is_answered_within_a_lease() {
    let Some(TwoNodes {
        _db, a, b, lobby, ..
    }) = TwoNodes::with_a_game_on_a().await
    else {
        return;
    };
    a.signal("-STOP");
    let at = Instant::now();
    let (status, body) = Http::new(b.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    let took = at.elapsed();
    a.signal("-CONT");
    assert!(
        took < Duration::from_millis(LEASE_MS + 1000),
        "a forwarded request waited {took:?} for a paused owner"
    );
    assert!(
        status == 200 || (status == 503 && body["error"]["code"] == "lobby_moving"),
        "{status} {body}"
    );
}

/// Issue #32 item 3: a read forwarded to an owner that went silent (SIGSTOP) is routed anew
/// after re-reading the lease: once the paused owner's lease has run out, the lobby is taken
/// over (here by the forwarding node) and the request is answered by the new owner, not with
/// a 503 and never from the paused node's copy. A WebSocket opened at the same moment reaches
/// the new owner too, and a command on it is accepted while the old owner is still frozen.
#[tokio::test]
async fn a_read_forwarded_to_a_paused_owner_is_routed_to_the_new_owner() {
    let Some(TwoNodes {
        _db,
        a,
        b,
        store,
        lobby,
        id,
        tokens,
    }) = TwoNodes::with_a_game_on_a().await
    else {
        return;
    };
    assert_eq!(lease_holder(&store, id).await.as_deref(), Some("a"));
    let before = stored_ids(&store, id).await;

    a.signal("-STOP");
    let at = Instant::now();
    let path = format!("/api/lobbies/{lobby}");
    let via_b = Http::new(b.addr);
    let ((status, body), (mut client, welcome)) = tokio::join!(
        via_b.get(&path),
        support::Client::hello(b.addr, &lobby, Some(&tokens[0]))
    );
    let took = at.elapsed();
    assert_eq!(status, 200, "a read for a paused owner's lobby: {body}");
    assert_eq!(welcome["type"], "welcome");
    assert!(
        took < Duration::from_millis(LEASE_MS * 2 + 500),
        "answered after {took:?}"
    );
    assert_eq!(
        lease_holder(&store, id).await.as_deref(),
        Some("b"),
        "answered by a node that does not own the lobby"
    );
    eprintln!(
        "REROUTE: a read and a socket for a paused owner's lobby answered by the new owner after {} ms (lease {LEASE_MS} ms)",
        took.as_millis()
    );
    // The new owner serves the game: seat 0 plays while a is still frozen.
    let mut other = support::Client::hello(b.addr, &lobby, Some(&tokens[1]))
        .await
        .0;
    let mover = if client.legal().is_empty() {
        &mut other
    } else {
        &mut client
    };
    let pick = mover.legal()[0].clone();
    let reply = mover.command(pick).await;
    assert_eq!(reply["type"], "accepted", "{reply}");
    let after = stored_ids(&store, id).await;
    assert_eq!(after.len(), before.len() + 1);
    assert_eq!(&after[..before.len()], &before[..]);
    a.signal("-CONT");
    store.close().await;
}

/// A lobby's stored (sequence number, client id) pairs, for before/after comparisons.
async fn stored_ids(store: &Store, lobby: Uuid) -> Vec<(i64, Option<String>)> {
    let row = store.load_lobby(lobby).await.expect("load").expect("lobby");
    row.game
        .map(|g| {
            g.commands
                .into_iter()
                .map(|c| (c.seq, c.client_id))
                .collect()
        })
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn sigterm_drains_a_node_and_hands_its_lobbies_over() {
    let Some(url) = support::fresh_pg_url().await else {
        return;
    };
    let _db = support::PgDb { url: url.clone() };
    let mut a = Node::spawn(&url, "a").await;
    let b = Node::spawn(&url, "b").await;
    let store = Store::connect_postgres(&url).await.expect("observer store");
    let mut games = Vec::new();
    for _ in 0..3 {
        let (lobby, tokens) = Http::new(a.addr)
            .started_lobby_of("dungeon-lords", 2, json!({ "rounds": 3 }))
            .await;
        // Seat 0 straight to the owner, seat 1 forwarded through b.
        let mut clients = vec![
            support::Client::hello(a.addr, &lobby, Some(&tokens[0]))
                .await
                .0,
            support::Client::hello(b.addr, &lobby, Some(&tokens[1]))
                .await
                .0,
        ];
        support::play_steps(&mut clients, &mut [], 2).await;
        games.push((lobby, tokens, clients));
    }

    let stopped_at = Instant::now();
    a.signal("-TERM");
    for (lobby, _, clients) in &mut games {
        for (s, c) in clients.iter_mut().enumerate() {
            let (how, _) = c.closed().await;
            assert_eq!(how, support::Closed::Code(1001), "lobby {lobby} seat {s}");
        }
    }
    // Drained: a released its leases as soon as its lobbies stopped, while it still runs
    // (without the release they would stay live, renewed, until a lease after it exits).
    let ids: Vec<Uuid> = games
        .iter()
        .map(|(l, _, _)| l.parse().expect("uuid"))
        .collect();
    loop {
        let mut held_by_a = 0;
        for id in &ids {
            if lease_holder(&store, *id).await.as_deref() == Some("a") {
                held_by_a += 1;
            }
        }
        if held_by_a == 0 {
            break;
        }
        assert!(
            stopped_at.elapsed() < Duration::from_millis(LEASE_MS),
            "a still holds {held_by_a} leases"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let released = stopped_at.elapsed();
    // b has them all, without a client asking.
    let mut pending = ids.clone();
    while !pending.is_empty() {
        assert!(
            stopped_at.elapsed() < Duration::from_secs(10),
            "handover too slow"
        );
        let mut left = Vec::new();
        for id in pending {
            if lease_holder(&store, id).await.as_deref() != Some("b") {
                left.push(id);
            }
        }
        pending = left;
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    eprintln!(
        "DRAIN: after SIGTERM, leases released in {} ms, all lobbies owned by the other node in {} ms",
        released.as_millis(),
        stopped_at.elapsed().as_millis()
    );
    let exit = a.child.wait().expect("wait");
    assert!(exit.success(), "{exit:?}");

    // The games go on at b and end equal to a replay.
    for (lobby, tokens, _) in &games {
        let mut clients = Vec::new();
        for t in tokens {
            clients.push(support::Client::hello(b.addr, lobby, Some(t)).await.0);
        }
        support::play_to_end(&mut clients, &mut [], 100).await;
        let row = store
            .load_lobby(lobby.parse().expect("uuid"))
            .await
            .expect("load")
            .expect("lobby");
        assert_eq!(row.status, "finished");
        let game = row.game.expect("game");
        let mut replayed = support::guess::Guess::create(
            GameKind::DungeonLords,
            &game.options,
            2,
            game.seed,
            support::STAMP,
        )
        .expect("create");
        for c in &game.commands {
            replayed.apply(c.seat, &c.command).expect("replay");
        }
        for (s, c) in clients.iter().enumerate() {
            assert_eq!(c.view, replayed.view(Viewer::Seat { seat: s }));
        }
    }
    store.close().await;
}

// ---------------------------------------------------------------------------------------------

/// Issue #32 item 5: lobbies spread over the live nodes. Node a owns every lobby; node b joins;
/// within a bounded time a hands lobbies over (through the drain path) until each node owns
/// within ±30 % of a fair share. The lobbies a kept were never interrupted (their sockets play
/// on); the sockets of the lobbies handed over were closed with 1001 and reconnect through
/// either node; every lobby plays on, and nothing stored before is lost or stored twice.
#[tokio::test]
async fn lobbies_spread_over_the_nodes_after_a_node_joins() {
    let Some(url) = support::fresh_pg_url().await else {
        return;
    };
    let _db = support::PgDb { url: url.clone() };
    let a = Node::spawn(&url, "a").await;
    let store = Store::connect_postgres(&url).await.expect("observer store");
    const N: usize = 8;
    let mut games = Vec::new();
    for _ in 0..N {
        let (lobby, tokens) = Http::new(a.addr)
            .started_lobby_of("dungeon-lords", 2, json!({ "rounds": 3 }))
            .await;
        let mut clients = Vec::new();
        for t in &tokens {
            clients.push(support::Client::hello(a.addr, &lobby, Some(t)).await.0);
        }
        support::play_steps(&mut clients, &mut [], 2).await;
        let id: Uuid = lobby.parse().expect("uuid");
        assert_eq!(lease_holder(&store, id).await.as_deref(), Some("a"));
        games.push((id, lobby, tokens, clients));
    }
    let mut before = HashMap::new();
    for (id, ..) in &games {
        before.insert(*id, stored_ids(&store, *id).await);
    }

    let b = Node::spawn(&url, "b").await;
    let joined = Instant::now();
    let fair = N as f64 / 2.0;
    let bound = Duration::from_millis(LEASE_MS * 10);
    let (on_a, on_b) = loop {
        let (mut on_a, mut on_b) = (0usize, 0usize);
        for (id, ..) in &games {
            match lease_holder(&store, *id).await.as_deref() {
                Some("a") => on_a += 1,
                Some("b") => on_b += 1,
                _ => {}
            }
        }
        let within = |n: usize| (n as f64) >= fair * 0.7 && (n as f64) <= fair * 1.3;
        if on_a + on_b == N && within(on_a) && within(on_b) {
            break (on_a, on_b);
        }
        assert!(
            joined.elapsed() < bound,
            "not balanced {bound:?} after b joined: a owns {on_a}, b owns {on_b} of {N}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    eprintln!(
        "REBALANCE: {N} lobbies, lease {LEASE_MS} ms: within ±30 % of a fair share {} ms after the second node was ready (a {on_a}, b {on_b})",
        joined.elapsed().as_millis()
    );
    // Settled: nothing moves any more for a while.
    tokio::time::sleep(Duration::from_millis(LEASE_MS * 2)).await;

    for (k, (id, lobby, tokens, clients)) in games.iter_mut().enumerate() {
        let owner = lease_holder(&store, *id).await;
        if owner.as_deref() == Some("a") {
            // Kept by a: its sockets were never interrupted and play on.
            let played = support::play_steps(clients, &mut [], 2).await;
            assert_eq!(played, 2, "lobby {lobby} kept by a");
        } else {
            assert_eq!(owner.as_deref(), Some("b"), "lobby {lobby}");
            for (s, c) in clients.iter_mut().enumerate() {
                let (how, _) = c.closed().await;
                assert_eq!(
                    how,
                    support::Closed::Code(1001),
                    "lobby {lobby} seat {s}: a handed-over lobby's socket closes with 1001"
                );
            }
            // Reconnect through either node (through a the socket is forwarded to b).
            let via = if k % 2 == 0 { a.addr } else { b.addr };
            let mut again = Vec::new();
            for t in tokens.iter() {
                again.push(support::Client::hello(via, lobby, Some(t)).await.0);
            }
            let played = support::play_steps(&mut again, &mut [], 2).await;
            assert_eq!(played, 2, "lobby {lobby} handed to b");
        }
        let after = stored_ids(&store, *id).await;
        let was = &before[&*id];
        assert_eq!(
            after.len(),
            was.len() + 2,
            "lobby {lobby}: {was:?} then {after:?}"
        );
        assert_eq!(
            &after[..was.len()],
            &was[..],
            "lobby {lobby}: the stored log changed"
        );
    }
    store.close().await;
}

/// Issue #39 with two nodes: a player signs in on the node that does not run the lobby; the
/// claim and the device token reach the owner through the proxy (cookie and CSRF header
/// forwarded), "my games" lists the seat on either node, and the device token opens the seat
/// through either node.
#[tokio::test]
async fn an_account_claims_a_seat_and_opens_it_through_the_node_that_does_not_run_it() {
    use support::accounts::{sign_in, sign_up, Browser, Device};
    let Some(TwoNodes {
        _db,
        a,
        b,
        store,
        lobby,
        id,
        tokens,
    }) = TwoNodes::with_a_game_on_a().await
    else {
        return;
    };
    assert_eq!(lease_holder(&store, id).await.as_deref(), Some("a"));
    let mut device = Device::new(b.addr.port());
    let mut on_b = Browser::at(b.addr);
    sign_up(&mut on_b, &mut device, "Bob").await;
    let (status, body) = on_b
        .post(
            &format!("/api/lobbies/{lobby}/claim"),
            json!({ "token": tokens[1] }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({ "seat": 1, "claimed": true }));
    let (status, body) = on_b
        .post(&format!("/api/lobbies/{lobby}/device"), json!({}))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["seat"], 1);
    let device_token = body["token"].as_str().expect("token").to_owned();

    // The same passkey on the other node: the same game, the same seat.
    let mut on_a = Browser::at(a.addr);
    let (status, _) = sign_in(&mut on_a, &mut device).await;
    assert_eq!(status, 200);
    for browser in [&mut on_a, &mut on_b] {
        let (status, games) = browser.get("/api/account/games").await;
        assert_eq!(status, 200, "{games}");
        assert_eq!(games["games"][0]["lobby_id"], lobby.as_str(), "{games}");
        assert_eq!(games["games"][0]["seat"], 1);
    }
    for addr in [a.addr, b.addr] {
        let (_ws, welcome) = connect(addr, &lobby, Some(&device_token))
            .await
            .expect("the device token opens the seat");
        assert_eq!(welcome["seat"], 1, "{welcome}");
    }
    // The lobby's details, read through the node that does not run it, name whose turn it is.
    let (status, details) = Http::new(b.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(status, 200);
    assert!(details["waiting_for"].is_array(), "{details}");
}
