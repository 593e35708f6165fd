//! Clean shutdown: on SIGTERM every WebSocket gets a close frame with 1001 ("going away") before
//! the process exits, with PostgreSQL as with SQLite. Seen before the fix (issue #15): with
//! PostgreSQL the store closed so fast that the process exited before the socket tasks had
//! written their close frames, and clients saw 1006 (no close frame) in about a third of runs.
//!
//! The child process is this test binary re-run with `DLO_SHUTDOWN_CHILD` set: it runs
//! `server::run` with the binary's own `Config` (so signal handling and shutdown are the
//! binary's) and the fixture game factory.

mod support;

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use clap::Parser;
use serde_json::json;
use support::{Client, Closed, Http};

const CHILD_ENV: &str = "DLO_SHUTDOWN_CHILD";
const CHILD_TEST: &str = "child_server_process_entry_point";

/// Not a test on its own: when spawned with `DLO_SHUTDOWN_CHILD` (store flags, one per line)
/// it runs the server until it receives a signal; otherwise it returns at once.
#[test]
fn child_server_process_entry_point() {
    let (Ok(store_args), Ok(bind)) = (std::env::var(CHILD_ENV), std::env::var("DLO_SHUTDOWN_BIND"))
    else {
        return;
    };
    let mut args = vec!["server", "--bind", &bind, "--bot-delay-ms", "5"];
    args.extend(store_args.lines());
    let config = server::config::Config::parse_from(args);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let result = rt.block_on(server::run(config, support::guess_factory(support::STAMP)));
    assert!(result.is_ok(), "child server failed: {result:?}");
}

fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    l.local_addr().expect("addr").port()
}

/// Starts a child server with these store flags and waits until it is ready.
async fn spawn(store_args: &str) -> (Child, std::net::SocketAddr) {
    let exe = std::env::current_exe().expect("current exe");
    for _attempt in 0..5 {
        let port = free_port();
        let mut child = Command::new(&exe)
            .args(["--exact", CHILD_TEST, "--nocapture", "--test-threads", "1"])
            .env(CHILD_ENV, store_args)
            .env("DLO_SHUTDOWN_BIND", format!("127.0.0.1:{port}"))
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn child server");
        let addr: std::net::SocketAddr = ([127, 0, 0, 1], port).into();
        for _ in 0..200 {
            if let Ok(Some(_)) = child.try_wait() {
                break;
            }
            if reqwest::get(format!("http://{addr}/readyz"))
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return (child, addr);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let _ = child.kill();
        let _ = child.wait();
    }
    panic!("child server did not become ready");
}

/// Runs `rounds` servers with these store flags; in each, the sockets of five started lobbies
/// (two seats and two spectators each, commands in flight) must all see close code 1001 after
/// SIGTERM.
async fn every_socket_gets_1001(store_args: &str, rounds: usize) {
    for round in 0..rounds {
        let (mut child, addr) = spawn(store_args).await;
        let http = Http::new(addr);
        let mut clients = Vec::new();
        for _ in 0..5 {
            let (lobby, tokens) = http.started_lobby(2, json!({})).await;
            for t in &tokens {
                clients.push(Client::hello(addr, &lobby, Some(t)).await.0);
            }
            for _ in 0..2 {
                clients.push(Client::hello(addr, &lobby, None).await.0);
            }
        }
        // Commands in flight as the signal arrives.
        for c in &mut clients {
            if let Some(pick) = c.legal().first().cloned() {
                c.send(json!({ "type": "command", "id": "last", "command": pick }))
                    .await;
            }
        }
        let status = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
            .expect("kill -TERM");
        assert!(status.success());
        for (i, mut c) in clients.into_iter().enumerate() {
            let (how, _) = c.closed().await;
            assert_eq!(how, Closed::Code(1001), "round {round}, socket {i}");
            // Dropping the client ends the server's wait for the close reply.
        }
        let exit = child.wait().expect("wait");
        assert!(exit.success(), "round {round}: {exit:?}");
    }
}

#[tokio::test]
async fn sigterm_closes_every_socket_with_1001_on_postgres() {
    let Some(url) = support::fresh_pg_url().await else {
        return;
    };
    let _db = support::PgDb { url: url.clone() };
    every_socket_gets_1001(&format!("--database-url\n{url}"), 8).await;
}

#[tokio::test]
async fn sigterm_closes_every_socket_with_1001_on_sqlite() {
    let dir = tempfile::tempdir().expect("tempdir");
    let dir = dir.path().to_string_lossy().into_owned();
    every_socket_gets_1001(&format!("--data-dir\n{dir}"), 3).await;
}
