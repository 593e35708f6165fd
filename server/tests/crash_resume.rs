//! Durability across crashes: a server process with a SQLite data dir is SIGKILLed at random
//! points while seats play; after each restart every command acknowledged (`accepted`) before
//! the kill must be in the resumed game, and the resumed game must equal a replay of the log.
//!
//! The child process is this test binary re-run with `DLO_CHILD_DATA_DIR` set: it calls
//! `server::run` with flags parsed by the binary's own `Config` (so flag parsing, store opening,
//! migrations, resume and signal handling are the binary's), but with the fixture game factory,
//! because the real games are not required for this test.

mod support;

use std::io::BufRead;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use clap::Parser;
use engine::common::Viewer;
use protocol::{GameKind, HostedGame};
use rand::Rng;
use serde_json::{json, Value};
use support::{Client, Http};

const CHILD_ENV: &str = "DLO_CHILD_DATA_DIR";
const CHILD_TEST: &str = "child_server_process_entry_point";

/// Not a test on its own: when spawned with `DLO_CHILD_DATA_DIR` (by the test below) it runs
/// the server until killed; otherwise it returns at once.
#[test]
fn child_server_process_entry_point() {
    let Ok(dir) = std::env::var(CHILD_ENV) else {
        return;
    };
    let Ok(bind) = std::env::var("DLO_CHILD_BIND") else {
        return;
    };
    let config = server::config::Config::parse_from([
        "server",
        "--bind",
        &bind,
        "--data-dir",
        &dir,
        "--bot-delay-ms",
        "5",
    ]);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let result = rt.block_on(server::run(config, support::guess_factory(support::STAMP)));
    assert!(result.is_ok(), "child server failed: {result:?}");
}

fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    l.local_addr().expect("addr").port()
}

struct ChildServer {
    child: Child,
    addr: std::net::SocketAddr,
}

impl ChildServer {
    async fn spawn(dir: &std::path::Path) -> ChildServer {
        let exe = std::env::current_exe().expect("current exe");
        for _attempt in 0..5 {
            let port = free_port();
            let mut child = Command::new(&exe)
                .args(["--exact", CHILD_TEST, "--nocapture", "--test-threads", "1"])
                .env(CHILD_ENV, dir)
                .env("DLO_CHILD_BIND", format!("127.0.0.1:{port}"))
                .env("RUST_LOG", "warn")
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn child server");
            let addr: std::net::SocketAddr = ([127, 0, 0, 1], port).into();
            let http = Http::new(addr);
            for _ in 0..200 {
                if let Ok(Some(_)) = child.try_wait() {
                    break;
                }
                if reqwest::get(format!("{}/readyz", http.base))
                    .await
                    .is_ok_and(|r| r.status().is_success())
                {
                    return ChildServer { child, addr };
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            let _ = child.kill();
            if let Some(err) = child.stderr.take() {
                for line in std::io::BufReader::new(err)
                    .lines()
                    .map_while(Result::ok)
                    .take(20)
                {
                    eprintln!("child: {line}");
                }
            }
            let _ = child.wait();
        }
        panic!("child server did not become ready");
    }

    fn kill(mut self) {
        // std's Child::kill sends SIGKILL on Unix: no graceful shutdown at all.
        self.child.kill().expect("SIGKILL");
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn acknowledged_commands_survive_sigkill_at_random_points() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut rng = rand::thread_rng();
    let mut srv = ChildServer::spawn(dir.path()).await;
    let http = Http::new(srv.addr);
    let (lobby, tokens) = http.started_lobby(2, json!({ "rounds": 10 })).await;
    let mut acked: Vec<(usize, Value)> = Vec::new();

    for round in 0..5 {
        let mut seats = Vec::new();
        for t in &tokens {
            seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
        }
        let n_moves = rng.gen_range(1..5);
        for _ in 0..n_moves {
            let movers: Vec<usize> = (0..2).filter(|&s| !seats[s].legal().is_empty()).collect();
            let Some(&seat) = movers.first() else { break };
            let legal = seats[seat].legal();
            let command = legal[rng.gen_range(0..legal.len())].clone();
            let reply = seats[seat].command(command.clone()).await;
            assert_eq!(reply["type"], "accepted", "{reply}");
            acked.push((seat, command));
            let version = reply["version"].as_u64().expect("version");
            for c in &mut seats {
                c.catch_up(version).await;
            }
        }
        // Half the time, kill with one more command in flight (it may or may not be stored).
        if round % 2 == 1 {
            if let Some(seat) = (0..2).find(|&s| !seats[s].legal().is_empty()) {
                let command = seats[seat].legal()[0].clone();
                seats[seat]
                    .send(json!({ "type": "command", "id": "in-flight", "command": command }))
                    .await;
                tokio::time::sleep(Duration::from_millis(rng.gen_range(0..3))).await;
            }
        }
        srv.kill();
        srv = ChildServer::spawn(dir.path()).await;

        // Every acknowledged command is stored, in order; at most one more (the in-flight one).
        let store = server::store::Store::open_sqlite(dir.path())
            .await
            .expect("open store");
        let row = store
            .load_lobby(lobby.parse().expect("uuid"))
            .await
            .expect("load")
            .expect("lobby");
        store.close().await;
        let game = row.game.expect("game stored");
        let stored: Vec<(usize, Value)> = game
            .commands
            .iter()
            .map(|c| (c.seat, c.command.clone()))
            .collect();
        assert!(
            stored.len() >= acked.len() && stored.len() <= acked.len() + 1,
            "round {round}: {} stored, {} acked",
            stored.len(),
            acked.len()
        );
        assert_eq!(
            stored[..acked.len()],
            acked[..],
            "round {round}: acknowledged commands differ"
        );
        acked = stored;

        // The resumed game equals a replay of the stored log.
        let mut replayed = support::guess::Guess::create(
            GameKind::DungeonLords,
            &game.options,
            2,
            game.seed,
            support::STAMP,
        )
        .expect("create");
        for (seat, command) in &acked {
            replayed.apply(*seat, command).expect("replay");
        }
        for (seat, token) in tokens.iter().enumerate() {
            let (_, welcome) = Client::hello(srv.addr, &lobby, Some(token)).await;
            assert_eq!(
                welcome["view"],
                replayed.view(Viewer::Seat { seat }),
                "round {round}: resumed view of seat {seat}"
            );
        }
    }

    // The game can still be played to its end.
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    support::play_to_end(&mut seats, &mut [], 200).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "finished");
    srv.kill();
}
