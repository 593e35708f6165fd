//! Store failures with PostgreSQL: the database connection is cut (through a TCP proxy the test
//! controls) while seats are connected. `/readyz` turns 503, commands get `not_stored` with the
//! game unchanged and sockets kept, and everything recovers on its own when the database returns.

mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;
use support::{Client, TestServer};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::AbortHandle;

/// A TCP proxy that can drop every connection and refuse new ones, simulating a database outage.
struct Proxy {
    addr: std::net::SocketAddr,
    down: Arc<AtomicBool>,
    conns: Arc<Mutex<Vec<AbortHandle>>>,
}

impl Proxy {
    async fn start(upstream: String) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind proxy");
        let addr = listener.local_addr().expect("addr");
        let down = Arc::new(AtomicBool::new(false));
        let conns: Arc<Mutex<Vec<AbortHandle>>> = Arc::default();
        let (d, c) = (down.clone(), conns.clone());
        tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                if d.load(Ordering::SeqCst) {
                    continue; // Dropping the socket refuses the connection.
                }
                let upstream = upstream.clone();
                let task = tokio::spawn(async move {
                    if let Ok(mut out) = TcpStream::connect(upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut out).await;
                    }
                });
                if let Ok(mut list) = c.lock() {
                    list.push(task.abort_handle());
                }
            }
        });
        Proxy { addr, down, conns }
    }

    fn cut(&self) {
        self.down.store(true, Ordering::SeqCst);
        if let Ok(mut list) = self.conns.lock() {
            for c in list.drain(..) {
                c.abort();
            }
        }
    }

    fn restore(&self) {
        self.down.store(false, Ordering::SeqCst);
    }
}

/// Splits `scheme://user@host:port/db?q` into (`host:port`, URL with `host:port` replaced).
fn via_proxy(url: &str, proxy: std::net::SocketAddr) -> (String, String) {
    let scheme_end = url.find("://").map_or(0, |i| i + 3);
    let rest = &url[scheme_end..];
    let auth_end = rest.find('/').unwrap_or(rest.len());
    let authority = &rest[..auth_end];
    let (userinfo, hostport) = match authority.rfind('@') {
        Some(i) => (&authority[..=i], &authority[i + 1..]),
        None => ("", authority),
    };
    let hostport = if hostport.contains(':') {
        hostport.to_owned()
    } else {
        format!("{hostport}:5432")
    };
    let proxied = format!(
        "{}{userinfo}{proxy}{}",
        &url[..scheme_end],
        &rest[auth_end..]
    );
    (hostport, proxied)
}

async fn wait_ready(http: &support::Http, want: u16) {
    for _ in 0..100 {
        if http.get("/readyz").await.0 == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("/readyz never answered {want}");
}

#[tokio::test]
async fn a_database_outage_refuses_commands_keeps_sockets_and_recovers() {
    let Some(url) = support::fresh_pg_url().await else {
        return;
    };
    let _db = support::PgDb { url: url.clone() };
    let proxy_listener_placeholder = std::net::SocketAddr::from(([127, 0, 0, 1], 0));
    let (upstream, _) = via_proxy(&url, proxy_listener_placeholder);
    let proxy = Proxy::start(upstream).await;
    let (_, proxied) = via_proxy(&url, proxy.addr);
    let store = server::store::Store::connect_postgres(&proxied)
        .await
        .expect("connect via proxy");
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({})).await;
    let (mut a, welcome) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let version = welcome["version"].as_u64().expect("version");

    proxy.cut();
    wait_ready(&http, 503).await;
    let pick = a.legal()[0].clone();
    let reply = a.command(pick.clone()).await;
    assert_eq!(
        (reply["type"].as_str(), reply["code"].as_str()),
        (Some("error"), Some("not_stored")),
        "{reply}"
    );
    let (status, body) = http
        .post(
            "/api/lobbies",
            json!({ "game": "dungeon-lords", "seats": 2, "name": "X" }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (503, Some("not_stored"))
    );
    // The socket is kept and the game is unchanged.
    a.send(json!({ "type": "ping" })).await;
    a.next_of("pong").await;
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["version"], version);

    proxy.restore();
    wait_ready(&http, 200).await;
    let reply = a.command(pick).await;
    assert_eq!(reply["type"], "accepted", "{reply}");
    srv.stop().await;
}
