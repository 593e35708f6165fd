//! Every released version's stored games stay playable (issue #33): `fixtures/releases/<release>/`
//! holds a store recorded by that release (`sqlite.sqlite3`, and `postgres.pgdump` from
//! `pg_dump`) with a manifest of its lobbies (`sqlite.json`, `postgres.json`: kind, seat tokens,
//! commands stored, result). This test restores each into a fresh store with the backup
//! subcommand's code and opens it with today's server: every unfinished game resumes where it
//! stood and accepts its next legal command; every finished game replays, command by command, to
//! its recorded result, and its replay is served.
//!
//! A release adds its own fixtures with the recorder below (docs/backups.md, "Release fixtures"):
//!
//! ```sh
//! DLO_RECORD_FIXTURES=server/tests/fixtures/releases/2026-11-26 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres cargo nextest run -p server --test release_fixtures record_fixtures_of_this_release
//! ```

mod support;

use std::path::{Path, PathBuf};

use protocol::{GameKind, HostedGame};
use serde_json::{json, Value};
use server::backup::{self, Location};
use server::store::Store;
use support::{Client, Http, TestServer};

fn releases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/releases")
}

/// The games a release records: (kind, seats, commands to play; `None` plays to the end).
const GAMES: &[(GameKind, usize, Option<usize>)] = &[
    (GameKind::DungeonLords, 2, Some(0)),
    (GameKind::DungeonLords, 2, Some(12)),
    (GameKind::DungeonLords, 3, Some(90)),
    (GameKind::DungeonLords, 2, Some(130)),
    (GameKind::DungeonLords, 2, None),
    (GameKind::WelcomeToTheDungeon, 2, Some(0)),
    (GameKind::WelcomeToTheDungeon, 3, Some(7)),
    (GameKind::WelcomeToTheDungeon, 2, None),
];

/// Plays [`GAMES`] on a server over `store` and returns the manifest of what was stored.
async fn record(store: Store) -> Value {
    let srv = TestServer::start(
        store.clone(),
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let http = srv.http();
    let mut lobbies = Vec::new();
    for &(kind, n_seats, steps) in GAMES {
        let (lobby, tokens) = http.started_lobby_of(kind.id(), n_seats, json!({})).await;
        let mut seats = Vec::new();
        for t in &tokens {
            seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
        }
        let played = match steps {
            Some(n) => support::play_steps(&mut seats, &mut [], n).await,
            None => support::play_to_end(&mut seats, &mut [], 20_000).await,
        };
        let place = seats[0].view.get("phase").cloned().unwrap_or(Value::Null);
        lobbies.push(json!({
            "lobby_id": lobby, "kind": kind.id(), "n_seats": n_seats, "tokens": tokens,
            "n_commands": played, "finished": steps.is_none(), "place": place,
        }));
    }
    // Read while the server runs: stopping it closes the store (every command read here was
    // acknowledged, so it is committed).
    for l in &mut lobbies {
        let id = l["lobby_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("uuid");
        let row = store.load_lobby(id).await.expect("load").expect("lobby");
        let game = row.game.expect("started");
        assert_eq!(
            game.commands.len() as u64,
            l["n_commands"].as_u64().expect("n")
        );
        l["game_id"] = json!(game.id.to_string());
        l["version_stamp"] = json!(game.version_stamp);
        // A random game may end before its planned number of commands.
        l["finished"] = json!(game.status == "finished");
        l["result"] = game.result.unwrap_or(Value::Null);
    }
    srv.stop().await;
    json!({ "lobbies": lobbies })
}

/// Not a check: records this release's fixtures into `DLO_RECORD_FIXTURES` (a directory) when
/// that variable is set; PostgreSQL too when `TEST_DATABASE_URL` is set.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn record_fixtures_of_this_release() {
    let Ok(out) = std::env::var("DLO_RECORD_FIXTURES") else {
        return;
    };
    let out = PathBuf::from(out);
    std::fs::create_dir_all(&out).expect("fixture directory");
    let (store, dir) = support::sqlite_store().await;
    let manifest = record(store.clone()).await;
    store.close().await;
    backup::backup(
        &Location::Sqlite(dir.path().to_owned()),
        &out.join("sqlite.sqlite3"),
    )
    .await
    .expect("sqlite fixture");
    std::fs::write(
        out.join("sqlite.json"),
        serde_json::to_string_pretty(&manifest).expect("json"),
    )
    .expect("write manifest");
    if let Some((store, db)) = support::pg_store().await {
        let manifest = record(store.clone()).await;
        store.close().await;
        backup::backup(
            &Location::Postgres(db.url.clone()),
            &out.join("postgres.pgdump"),
        )
        .await
        .expect("postgres fixture");
        std::fs::write(
            out.join("postgres.json"),
            serde_json::to_string_pretty(&manifest).expect("json"),
        )
        .expect("write manifest");
    }
}

/// A stored game rebuilt the way the server rebuilds it: on the rules of its stamp.
fn rebuild(game: &server::store::GameRow) -> Result<Box<dyn HostedGame>, String> {
    let kind: GameKind =
        serde_json::from_value(json!(game.kind)).map_err(|e| format!("kind: {e}"))?;
    let mut g =
        protocol::new_game(kind, &game.options, game.n_seats, game.seed).map_err(|e| e.message)?;
    g.use_rules_of(&game.version_stamp)?;
    Ok(g)
}

/// Opens a restored fixture store with today's server and checks every lobby of `manifest`.
async fn check_release(release: &str, store: Store, manifest: &Value) {
    let lobbies = manifest["lobbies"].as_array().expect("lobbies");
    // Finished games replay at every step to their recorded result.
    for l in lobbies.iter().filter(|l| l["finished"] == true) {
        let id = l["game_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("uuid");
        let game = store.load_game(id).await.expect("load").expect("game");
        let mut g = rebuild(&game)
            .unwrap_or_else(|e| panic!("{release}: {} does not rebuild: {e}", game.id));
        for c in &game.commands {
            assert!(
                !g.is_finished(),
                "{release}: finished before step {}",
                c.seq
            );
            g.apply(c.seat, &c.command).unwrap_or_else(|r| {
                panic!(
                    "{release}: step {} of {} refused: {}",
                    c.seq, game.id, r.message
                )
            });
        }
        assert!(g.is_finished(), "{release}: {} ends", game.id);
        assert_eq!(
            g.result(),
            Some(l["result"].clone()),
            "{release}: {} result",
            game.id
        );
    }
    let srv = TestServer::start(
        store.clone(),
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let http = Http::new(srv.addr);
    for l in lobbies {
        let lobby = l["lobby_id"].as_str().expect("id");
        let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
        if l["finished"] == true {
            assert_eq!(details["status"], "finished", "{release}: {details}");
            let game = l["game_id"].as_str().expect("game id");
            let (status, replay) = http.get(&format!("/api/games/{game}/replay")).await;
            assert_eq!(status, 200, "{release}: replay of {game}: {replay}");
            assert_eq!(replay["result"], l["result"], "{release}: {game}");
            assert!(
                !replay["full_disclosure"].is_null(),
                "{release}: {game} is run by today's engine"
            );
            let n = l["n_commands"].as_u64().expect("n");
            for step in [0, n / 2, n] {
                let (status, body) = http
                    .get(&format!("/api/games/{game}/steps/{step}?viewer=all"))
                    .await;
                assert_eq!(status, 200, "{release}: {game} step {step}: {body}");
            }
            continue;
        }
        assert_eq!(details["status"], "playing", "{release}: {details}");
        let mut seats = Vec::new();
        for t in l["tokens"].as_array().expect("tokens") {
            seats.push(Client::hello(srv.addr, lobby, t.as_str()).await.0);
        }
        let mover = (0..seats.len())
            .find(|&s| !seats[s].legal().is_empty())
            .unwrap_or_else(|| panic!("{release}: nobody owes a decision in {lobby}"));
        let command = seats[mover].legal()[0].clone();
        let reply = seats[mover].command(command.clone()).await;
        assert_eq!(
            reply["type"], "accepted",
            "{release}: {lobby} refuses its next legal command {command}: {reply}"
        );
        // It goes on under the rules it began with: its stamp is kept.
        let row = store
            .load_lobby(lobby.parse().expect("uuid"))
            .await
            .expect("load")
            .expect("lobby");
        assert_eq!(
            json!(row.game.expect("game").version_stamp),
            l["version_stamp"],
            "{release}: {lobby} keeps its rules version"
        );
    }
    // New games start on the newest rules version, whatever the stored games run.
    for kind in [GameKind::DungeonLords, GameKind::WelcomeToTheDungeon] {
        let (lobby, _) = http.started_lobby_of(kind.id(), 2, json!({})).await;
        let row = store
            .load_lobby(lobby.parse().expect("uuid"))
            .await
            .expect("load")
            .expect("lobby");
        let newest = protocol::new_game(kind, &json!({}), 2, 1)
            .expect("game")
            .version_stamp();
        assert_eq!(row.game.expect("game").version_stamp, newest, "{release}");
    }
    srv.stop().await;
}

fn releases() -> Vec<(String, PathBuf)> {
    let mut found: Vec<(String, PathBuf)> = std::fs::read_dir(releases_dir())
        .expect("fixtures/releases")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .collect();
    found.sort();
    assert!(!found.is_empty(), "no release fixtures");
    found
}

fn manifest(file: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(file).expect("manifest")).expect("json")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_release_s_sqlite_games_resume_and_replay_on_today_s_server() {
    for (release, dir) in releases() {
        let fresh = tempfile::tempdir().expect("tempdir");
        backup::restore(
            &Location::Sqlite(fresh.path().to_owned()),
            &dir.join("sqlite.sqlite3"),
        )
        .await
        .expect("restore the fixture");
        let store = Store::open_sqlite(fresh.path()).await.expect("open");
        check_release(&release, store, &manifest(&dir.join("sqlite.json"))).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_release_s_postgres_games_resume_and_replay_on_today_s_server() {
    for (release, dir) in releases() {
        let dump = dir.join("postgres.pgdump");
        if !dump.is_file() {
            continue;
        }
        let Some(url) = support::fresh_pg_url().await else {
            return;
        };
        let db = support::PgDb { url: url.clone() };
        backup::restore(&Location::Postgres(url.clone()), &dump)
            .await
            .expect("restore the fixture");
        let store = Store::connect_postgres(&url).await.expect("open");
        check_release(&release, store, &manifest(&dir.join("postgres.json"))).await;
        drop(db);
    }
}
