//! A rolling upgrade of a cluster (issue #33, docs/multi-node.md): while nodes of two releases
//! share one PostgreSQL, an older node never takes over a lobby whose rules version only the
//! newer release runs: it neither plays it nor marks it `incompatible`, and answers its requests
//! with `lobby_moving` until a node that runs it takes it over, and the game goes on there.
//!
//! The two releases are two game factories of the fixture game, with stamps `guess-1` (older)
//! and `guess-2` (newer); nodes run in this process. PostgreSQL is required (skipped without
//! `TEST_DATABASE_URL`, failing under `CI=true`).

mod support;

use std::time::{Duration, Instant};

use serde_json::json;
use server::cluster::ClusterSettings;
use server::store::Store;
use support::{Client, Http};
use tokio::sync::oneshot;

const LEASE: Duration = Duration::from_millis(800);

struct Node {
    addr: std::net::SocketAddr,
    stop: oneshot::Sender<()>,
    done: tokio::task::JoinHandle<Result<(), server::RunError>>,
}

async fn node(url: &str, id: &str, stamp: &'static str) -> Node {
    let store = Store::connect_postgres(url).await.expect("connect");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let mut settings = support::test_settings();
    settings.trusted_proxies = vec![[127, 0, 0, 1].into()];
    settings.cluster = Some(ClusterSettings {
        node_id: id.to_owned(),
        advertise: addr.to_string(),
        lease: LEASE,
        rebalance: Some(0.3),
    });
    let (stop, rx) = oneshot::channel::<()>();
    let running = server::start(
        listener,
        store,
        support::guess_factory(stamp),
        settings,
        async move {
            let _ = rx.await;
        },
    )
    .await
    .expect("start node");
    Node {
        addr,
        stop,
        done: running.done,
    }
}

impl Node {
    /// Stops the node as SIGTERM does: it drains and hands its lobbies over.
    async fn stop(self) {
        let _ = self.stop.send(());
        let _ = tokio::time::timeout(Duration::from_secs(20), self.done).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_older_node_never_takes_over_a_lobby_of_a_newer_rules_version() {
    let Some(url) = support::fresh_pg_url().await else {
        return;
    };
    let _db = support::PgDb { url: url.clone() };
    let store = Store::connect_postgres(&url).await.expect("connect");
    let old = node(&url, "old", "guess-1").await;
    let new = node(&url, "new", "guess-2").await;

    // A game begun on the newer node, under the newer rules.
    let (lobby, tokens) = Http::new(new.addr)
        .started_lobby(2, json!({ "rounds": 3 }))
        .await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(new.addr, &lobby, Some(t)).await.0);
    }
    support::play_steps(&mut seats, &mut [], 2).await;
    drop(seats);

    // Drain the newer node (the first step of upgrading it): its lobbies are released at once.
    new.stop().await;
    let id: uuid::Uuid = lobby.parse().expect("uuid");
    let until = Instant::now() + LEASE * 5;
    while Instant::now() < until {
        let owner = store
            .lease_owner(id)
            .await
            .expect("lease")
            .filter(|o| o.live);
        assert!(
            owner.as_ref().is_none_or(|o| o.node_id != "old"),
            "the older node took the lobby over"
        );
        tokio::time::sleep(LEASE / 4).await;
    }
    let (status, body) = Http::new(old.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["error"]["code"], "lobby_moving", "{body}");
    let row = store.load_lobby(id).await.expect("load").expect("lobby");
    assert_eq!(row.status, "playing", "never marked incompatible");

    // The upgraded node rejoins and the game goes on there, reached through either node.
    let upgraded = node(&url, "new-2", "guess-2").await;
    let until = Instant::now() + LEASE * 10;
    loop {
        let (status, _) = Http::new(old.addr)
            .get(&format!("/api/lobbies/{lobby}"))
            .await;
        if status == 200 {
            break;
        }
        assert!(Instant::now() < until, "nobody took the lobby over");
        tokio::time::sleep(LEASE / 4).await;
    }
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(old.addr, &lobby, Some(t)).await.0);
    }
    assert_eq!(support::play_steps(&mut seats, &mut [], 2).await, 2);
    drop(seats);
    upgraded.stop().await;
    old.stop().await;
}
