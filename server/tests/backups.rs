//! Backups while the server runs (docs/backups.md): seats keep playing real games while a
//! backup is taken; the backup is restored into a fresh store and a server started on it. Every
//! command acknowledged before the backup began must be in it, every restored game must be a
//! prefix of what was played (no command invented or reordered), and every game must resume at
//! the backup point: each seat's view equals a replay of the restored log and the next legal
//! command is accepted. Once on SQLite (`VACUUM INTO`), once on PostgreSQL (`pg_dump` /
//! `pg_restore`; skipped without `TEST_DATABASE_URL` outside CI).

mod support;

use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use engine::common::Viewer;
use protocol::GameKind;
use rand::seq::SliceRandom;
use serde_json::{json, Value};
use server::backup::{self, Location};
use server::store::Store;
use support::{Client, Http, TestServer};

/// One lobby's acknowledged commands, each with the moment its `accepted` arrived.
struct Played {
    lobby: String,
    kind: GameKind,
    tokens: Vec<String>,
    acked: Vec<(usize, Value, Instant)>,
}

/// Plays random legal commands in `lobby` until `stop` is set or nobody owes a decision.
async fn play_until(
    addr: std::net::SocketAddr,
    lobby: String,
    kind: GameKind,
    tokens: Vec<String>,
    stop: Arc<AtomicBool>,
) -> Played {
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(addr, &lobby, Some(t)).await.0);
    }
    let mut acked = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let movers: Vec<usize> = (0..seats.len())
            .filter(|&s| !seats[s].legal().is_empty())
            .collect();
        let Some(&seat) = movers.choose(&mut rand::thread_rng()) else {
            break;
        };
        let command = seats[seat]
            .legal()
            .choose(&mut rand::thread_rng())
            .cloned()
            .expect("non-empty");
        let reply = seats[seat].command(command.clone()).await;
        assert_eq!(reply["type"], "accepted", "{command} refused: {reply}");
        acked.push((seat, command, Instant::now()));
        let version = reply["version"].as_u64().expect("version");
        for c in &mut seats {
            c.catch_up(version).await;
        }
    }
    Played {
        lobby,
        kind,
        tokens,
        acked,
    }
}

/// Runs games on `live` (at `from`), backs it up to a file in the middle of play, restores the
/// file into `to` and checks the restored store with a server started on it.
async fn back_up_under_load_and_restore(
    live: Store,
    from: Location,
    to: Location,
    open_restored: impl std::future::Future<Output = Store>,
) {
    let srv = TestServer::start(
        live,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let http = srv.http();
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    for kind in [
        GameKind::DungeonLords,
        GameKind::DungeonLords,
        GameKind::WelcomeToTheDungeon,
        GameKind::WelcomeToTheDungeon,
    ] {
        let (lobby, tokens) = http.started_lobby_of(kind.id(), 2, json!({})).await;
        tasks.push(tokio::spawn(play_until(
            srv.addr,
            lobby,
            kind,
            tokens,
            stop.clone(),
        )));
    }
    tokio::time::sleep(Duration::from_millis(700)).await;

    let files = tempfile::tempdir().expect("tempdir");
    let file = files.path().join("dlo.backup");
    let began = Instant::now();
    let summary = backup::backup(&from, &file)
        .await
        .expect("the backup succeeds while games are played");
    let took = began.elapsed();
    // A backup never overwrites another.
    assert!(matches!(
        backup::backup(&from, &file).await,
        Err(backup::BackupError::TargetExists(_))
    ));
    tokio::time::sleep(Duration::from_millis(300)).await;
    stop.store(true, Ordering::Relaxed);
    let mut played = Vec::new();
    for t in tasks {
        played.push(t.await.expect("a player task"));
    }
    srv.stop().await;
    eprintln!(
        "backup took {took:?}: {summary:?}; acknowledged per game: {:?}",
        played.iter().map(|p| p.acked.len()).collect::<Vec<_>>()
    );

    let restored_summary = backup::restore(&to, &file).await.expect("restore");
    if let Some(s) = summary {
        assert_eq!(
            s, restored_summary,
            "the restore holds what the backup held"
        );
    }
    // A second restore into the same (now full) store is refused.
    assert!(matches!(
        backup::restore(&to, &file).await,
        Err(backup::BackupError::NotEmpty(_))
    ));

    let restored = open_restored.await;
    let mut stored_logs = Vec::new();
    for p in &played {
        let row = restored
            .load_lobby(p.lobby.parse().expect("uuid"))
            .await
            .expect("load")
            .expect("the lobby is in the backup");
        let game = row.game.expect("its game is in the backup");
        let stored: Vec<(usize, Value)> = game
            .commands
            .iter()
            .map(|c| (c.seat, c.command.clone()))
            .collect();
        let n_before = p.acked.iter().filter(|(_, _, at)| *at < began).count();
        assert!(
            stored.len() >= n_before,
            "{}: {} commands acknowledged before the backup, {} in it",
            p.lobby,
            n_before,
            stored.len()
        );
        assert!(
            stored.len() <= p.acked.len(),
            "{}: more than played",
            p.lobby
        );
        let played_log: Vec<(usize, Value)> = p.acked[..stored.len()]
            .iter()
            .map(|(s, c, _)| (*s, c.clone()))
            .collect();
        assert_eq!(
            stored, played_log,
            "{}: the backup is what was played",
            p.lobby
        );
        stored_logs.push((game.options.clone(), game.seed, stored));
    }

    let srv = TestServer::start(
        restored,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    for (p, (options, seed, log)) in played.iter().zip(&stored_logs) {
        let mut replayed = protocol::new_game(p.kind, options, 2, *seed).expect("new game");
        for (seat, command) in log {
            replayed
                .apply(*seat, command)
                .expect("the stored log replays");
        }
        let (_, details) = Http::new(srv.addr)
            .get(&format!("/api/lobbies/{}", p.lobby))
            .await;
        // A short game may have ended before the backup: it is restored finished.
        let expected = if replayed.is_finished() {
            "finished"
        } else {
            "playing"
        };
        assert_eq!(details["status"], expected, "{}: {details}", p.lobby);
        if replayed.is_finished() {
            continue;
        }
        let mut seats = Vec::new();
        for (seat, token) in p.tokens.iter().enumerate() {
            let (c, welcome) = Client::hello(srv.addr, &p.lobby, Some(token)).await;
            assert_eq!(
                welcome["view"],
                replayed.view(Viewer::Seat { seat }),
                "{}: seat {seat} resumes at the backup point",
                p.lobby
            );
            seats.push(c);
        }
        let mover = (0..seats.len())
            .find(|&s| !seats[s].legal().is_empty())
            .expect("someone owes a decision");
        let command = seats[mover].legal()[0].clone();
        let reply = seats[mover].command(command).await;
        assert_eq!(reply["type"], "accepted", "{}: {reply}", p.lobby);
    }
    srv.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sqlite_backup_taken_during_play_restores_every_game_at_its_backup_point() {
    let (live, live_dir) = support::sqlite_store().await;
    let fresh = tempfile::tempdir().expect("tempdir");
    let fresh_path = fresh.path().join("data");
    back_up_under_load_and_restore(
        live,
        Location::Sqlite(live_dir.path().to_owned()),
        Location::Sqlite(fresh_path.clone()),
        async {
            Store::open_sqlite(&fresh_path)
                .await
                .expect("open restored")
        },
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_backup_taken_during_play_restores_every_game_at_its_backup_point() {
    let Some((live, live_db)) = support::pg_store().await else {
        return;
    };
    let Some(fresh_url) = support::fresh_pg_url().await else {
        return;
    };
    let fresh_db = support::PgDb {
        url: fresh_url.clone(),
    };
    back_up_under_load_and_restore(
        live,
        Location::Postgres(live_db.url.clone()),
        Location::Postgres(fresh_url.clone()),
        async {
            Store::connect_postgres(&fresh_url)
                .await
                .expect("open restored")
        },
    )
    .await;
    drop(fresh_db);
}

#[test]
fn the_backup_subcommand_copies_a_sqlite_store_and_refuses_to_overwrite() {
    let live = tempfile::tempdir().expect("tempdir");
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(async {
        let store = Store::open_sqlite(live.path()).await.expect("open");
        store.close().await;
    });
    let out = tempfile::tempdir().expect("tempdir");
    let file = out.path().join("nightly.sqlite3");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_server"))
            .arg("--data-dir")
            .arg(live.path())
            .args(args)
            .env_remove("DATABASE_URL")
            .output()
            .expect("run server")
    };
    let first = run(&["backup", "--to", &file.to_string_lossy()]);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert!(String::from_utf8_lossy(&first.stdout).contains("0 lobbies"));
    assert!(file.is_file());
    let second = run(&["backup", "--to", &file.to_string_lossy()]);
    assert!(!second.status.success());
    assert!(String::from_utf8_lossy(&second.stderr).contains("already exists"));

    let restored = out.path().join("restored");
    let restore = Command::new(env!("CARGO_BIN_EXE_server"))
        .arg("--data-dir")
        .arg(&restored)
        .args(["restore", "--from", &file.to_string_lossy()])
        .env_remove("DATABASE_URL")
        .output()
        .expect("run server");
    assert!(
        restore.status.success(),
        "{}",
        String::from_utf8_lossy(&restore.stderr)
    );
    assert!(restored.join("dlo.sqlite3").is_file());
}
