//! Replays step by step (issue #21) over real HTTP: a 4-seat Dungeon Lords game played by bots
//! is imported from its record, then viewed at every kind of step by every viewer; the bad
//! inputs (step out of range, a viewer that is not a seat, full disclosure of a running game,
//! malformed and foreign records) get typed errors and store nothing; a running game's replay is
//! the spectator's view only.

mod support;

use engine::common::Viewer;
use protocol::GameKind;
use serde_json::{json, Value};
use support::{bot_record, sqlite_store, Client, TestServer};

async fn real_server() -> (TestServer, tempfile::TempDir) {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    (srv, dir)
}

fn code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or("")
}

async fn n_games(http: &support::Http) -> usize {
    let (status, body) = http.get("/api/games").await;
    assert_eq!(status, 200);
    body["games"].as_array().map_or(0, Vec::len)
}

#[tokio::test]
async fn a_finished_game_is_replayed_step_by_step_for_every_viewer() {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let record = bot_record(4, 7);
    let n_commands = record["commands"].as_array().map_or(0, Vec::len);
    let (status, imported) = http.post("/api/games/import", record.clone()).await;
    assert_eq!(status, 201, "import: {imported}");
    assert_eq!(imported["imported"], true);
    let id = imported["game_id"].as_str().expect("game id").to_owned();
    let (_, list) = http.get("/api/games").await;
    assert_eq!(list["games"][0]["imported"], true);

    // The index: markers from the spectator view, one per change of place.
    let (status, index) = http.get(&format!("/api/games/{id}/steps?viewer=all")).await;
    assert_eq!(status, 200, "{index}");
    assert_eq!(index["n_steps"], n_commands);
    let markers = index["markers"].as_array().expect("markers");
    assert_eq!(markers[0]["step"], 0);
    let seasons: std::collections::HashSet<String> = markers
        .iter()
        .filter_map(|m| Some(format!("{}-{}", m["year"], m["season"].as_str()?)))
        .collect();
    assert!(seasons.len() >= 8, "two years of four seasons: {seasons:?}");
    let combat = markers
        .iter()
        .find(|m| m["phase"] == "combat" && m["round"].as_u64() == Some(2))
        .expect("a marker of a second combat round");
    let step = combat["step"].as_u64().expect("step");

    for viewer in ["spectator", "seat:0", "seat:1", "seat:2", "seat:3", "all"] {
        let (status, body) = http
            .get(&format!("/api/games/{id}/steps/{step}?viewer={viewer}"))
            .await;
        assert_eq!(status, 200, "{viewer}: {body}");
        assert_eq!(body["step"], step);
        assert_eq!(body["viewer"], viewer);
        assert_eq!(body["view"]["phase"], "combat", "{viewer}");
        assert_eq!(body["view"]["combat"]["round"], 2, "{viewer}");
        assert_eq!(body["place"]["round"], 2);
        assert!(body["log"].as_array().is_some_and(|l| !l.is_empty()));
        let players = body["view"]["players"].as_array().expect("players");
        for (seat, p) in players.iter().enumerate() {
            let own = viewer == "all" || viewer == format!("seat:{seat}");
            // RULE ORDERS-3, ACT-TRAP-2: a seat's traps are its own secret.
            assert_eq!(
                p.get("traps").is_some(),
                own,
                "{viewer} sees seat {seat}'s traps"
            );
        }
    }
    // The start and the end.
    let (status, start) = http.get(&format!("/api/games/{id}/steps/0")).await;
    assert_eq!(status, 200);
    assert_eq!(start["view"]["year"], 1);
    assert_eq!(start["finished_here"], false);
    let (status, end) = http
        .get(&format!("/api/games/{id}/steps/{n_commands}?viewer=all"))
        .await;
    assert_eq!(status, 200);
    assert_eq!(end["finished_here"], true);

    // Bad inputs: typed errors.
    for (path, status, want) in [
        (
            format!("/api/games/{id}/steps/{}", n_commands + 1),
            400,
            "bad_step",
        ),
        (format!("/api/games/{id}/steps/-1"), 400, "bad_step"),
        (format!("/api/games/{id}/steps/x"), 400, "bad_step"),
        (
            format!("/api/games/{id}/steps/1?viewer=seat:4"),
            400,
            "bad_viewer",
        ),
        (
            format!("/api/games/{id}/steps/1?viewer=seat:-1"),
            400,
            "bad_viewer",
        ),
        (
            format!("/api/games/{id}/steps?viewer=player"),
            400,
            "bad_viewer",
        ),
        ("/api/games/nope/steps".to_owned(), 400, "bad_id"),
        (
            format!("/api/games/{}/steps/1", uuid::Uuid::new_v4()),
            404,
            "not_found",
        ),
        (
            format!("/api/games/{}/export", uuid::Uuid::new_v4()),
            404,
            "not_found",
        ),
    ] {
        let (got, body) = http.get(&path).await;
        assert_eq!((got, code(&body)), (status, want), "{path}: {body}");
    }

    // Export gives back the record; the text log names every line.
    let (status, exported) = http.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(status, 200);
    assert_eq!(exported["commands"], record["commands"]);
    assert_eq!(exported["seed"], record["seed"]);
    assert_eq!(exported["players"], record["players"]);
    let text = reqwest::get(format!("{}/api/games/{id}/log.txt?viewer=all", http.base))
        .await
        .expect("log")
        .text()
        .await
        .expect("text");
    assert!(text.lines().count() > n_commands / 4, "{}", text.len());
    srv.stop().await;
}

#[tokio::test]
async fn bad_records_are_refused_and_nothing_is_stored() {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let record = bot_record(2, 11);
    let before = n_games(&http).await;
    let mut cases: Vec<(Value, u16, &str)> = Vec::new();
    let mut other = record.clone();
    other["version_stamp"] = json!("dl-engine-0/catalog-0");
    cases.push((other, 409, "version_mismatch"));
    let mut unfinished = record.clone();
    if let Some(c) = unfinished["commands"].as_array_mut() {
        c.truncate(c.len() / 2);
    }
    cases.push((unfinished, 400, "bad_record"));
    let mut tampered = record.clone();
    if let Some(c) = tampered["commands"].as_array_mut() {
        c.swap(0, 1);
        c.swap(2, 5);
    }
    cases.push((tampered, 400, "bad_record"));
    let mut seatless = record.clone();
    seatless["commands"][0]["seat"] = json!(9);
    cases.push((seatless, 400, "bad_record"));
    let mut format = record.clone();
    format["format"] = json!("something-else");
    cases.push((format, 400, "bad_record"));
    let mut seed = record.clone();
    seed["seed"] = json!(12);
    cases.push((seed, 400, "bad_record"));
    cases.push((json!({ "commands": [] }), 400, "bad_record"));
    cases.push((json!([1, 2, 3]), 400, "bad_record"));
    for (body, status, want) in cases {
        let (got, reply) = http.post("/api/games/import", body).await;
        assert_eq!((got, code(&reply)), (status, want), "{reply}");
    }
    let (got, reply) = http.post_raw("/api/games/import", "{not json").await;
    assert_eq!((got, code(&reply)), (400, "bad_record"), "{reply}");
    assert_eq!(
        n_games(&http).await,
        before,
        "a refused import stored nothing"
    );
    // The good record is still accepted.
    let (got, reply) = http.post("/api/games/import", record).await;
    assert_eq!(got, 201, "{reply}");
    assert_eq!(n_games(&http).await, before + 1);
    srv.stop().await;
}

/// A started two-seat Dungeon Lords game, both seats connected, `steps` commands played:
/// the lobby, the seats' clients and the number of commands played.
async fn running_game(
    srv: &TestServer,
    http: &support::Http,
    steps: usize,
) -> (String, Vec<Client>, usize) {
    let (lobby, tokens) = http.started_lobby_of("dungeon-lords", 2, json!({})).await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    let played = support::play_steps(&mut seats, &mut [], steps).await;
    (lobby, seats, played)
}

#[tokio::test]
async fn a_running_games_replay_is_the_spectators_view_only() {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let (lobby, mut seats, played) = running_game(&srv, &http, 12).await;
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    let id = details["game_id"].as_str().expect("game id").to_owned();

    let (status, index) = http.get(&format!("/api/games/{id}/steps")).await;
    assert_eq!(status, 200, "{index}");
    assert_eq!(index["finished"], false);
    assert_eq!(index["n_steps"], played);
    assert_eq!(index["result"], Value::Null);
    let (status, body) = http
        .get(&format!("/api/games/{id}/steps/{played}?viewer=spectator"))
        .await;
    assert_eq!(status, 200, "{body}");
    for p in body["view"]["players"].as_array().expect("players") {
        // RULE ORDERS-3: nobody's secret orders or traps reach a spectator.
        assert!(p.get("traps").is_none() && p.get("chosen_orders").is_none());
    }
    for path in [
        format!("/api/games/{id}/steps?viewer=all"),
        format!("/api/games/{id}/steps/1?viewer=all"),
        format!("/api/games/{id}/steps/1?viewer=seat:0"),
        format!("/api/games/{id}/export"),
        format!("/api/games/{id}/log.txt?viewer=all"),
    ] {
        let (got, body) = http.get(&path).await;
        assert_eq!(
            (got, code(&body)),
            (409, "game_not_finished"),
            "{path}: {body}"
        );
    }
    // The log grows as the game goes on, and the replay follows.
    let more = support::play_steps(&mut seats, &mut [], 3).await;
    let (_, index) = http.get(&format!("/api/games/{id}/steps")).await;
    assert_eq!(index["n_steps"], played + more);
    srv.stop().await;
}

/// Measures scrubbing over HTTP (docs/replays.md): the first request of a 4-seat game (the walk
/// that builds checkpoints and markers), then every step in order and 200 random steps, each as
/// a separate request, against rebuilding the last step from the start. A measurement, not a
/// check, so it only runs when asked: `DLO_SCRUB_TIMING=1 cargo nextest run -p server --test
/// replays scrub_timing --no-capture`.
#[tokio::test]
async fn scrub_timing() {
    if std::env::var_os("DLO_SCRUB_TIMING").is_none() {
        eprintln!("scrub_timing measures only with DLO_SCRUB_TIMING=1");
        return;
    }
    use rand::Rng;
    use std::time::Instant;
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let record = bot_record(4, 7);
    let n = record["commands"].as_array().map_or(0, Vec::len);
    let (_, imported) = http.post("/api/games/import", record.clone()).await;
    let id = imported["game_id"].as_str().expect("game id").to_owned();
    let t = Instant::now();
    let (status, _) = http.get(&format!("/api/games/{id}/steps")).await;
    assert_eq!(status, 200);
    let first = t.elapsed();
    let per_step = |label: &str, steps: Vec<usize>, viewer: &'static str| {
        let http = http.clone();
        let id = id.clone();
        let label = label.to_owned();
        async move {
            let mut worst = std::time::Duration::ZERO;
            let t = Instant::now();
            for s in &steps {
                let one = Instant::now();
                let (status, _) = http
                    .get(&format!("/api/games/{id}/steps/{s}?viewer={viewer}"))
                    .await;
                assert_eq!(status, 200);
                worst = worst.max(one.elapsed());
            }
            let mean = t.elapsed() / u32::try_from(steps.len()).unwrap_or(1);
            println!(
                "{label} ({viewer}): {} requests, mean {mean:?}, worst {worst:?}",
                steps.len()
            );
        }
    };
    per_step("every step in order", (0..=n).collect(), "spectator").await;
    let mut rng = rand::thread_rng();
    per_step(
        "random steps",
        (0..200).map(|_| rng.gen_range(0..=n)).collect(),
        "spectator",
    )
    .await;
    per_step(
        "random steps",
        (0..200).map(|_| rng.gen_range(0..=n)).collect(),
        "all",
    )
    .await;
    // The same step rebuilt from the start, in process, for comparison.
    let t = Instant::now();
    let mut game = protocol::new_game(GameKind::DungeonLords, &json!({}), 4, 7).expect("game");
    for c in record["commands"].as_array().into_iter().flatten() {
        let seat = c["seat"].as_u64().unwrap_or(0) as usize;
        game.apply(seat, &c["command"]).expect("legal");
    }
    let _ = game.view(Viewer::Spectator);
    println!(
        "{n} steps; first request (walk, checkpoints, markers) {first:?}; the last step rebuilt from the start in process: {:?}",
        t.elapsed()
    );
    srv.stop().await;
}

/// The import and a step of every viewer on PostgreSQL (skipped without `TEST_DATABASE_URL`
/// unless `pg_required`).
#[tokio::test]
async fn import_and_replay_on_postgres() {
    let Some((store, _db)) = support::pg_store().await else {
        assert!(!support::pg_required(), "PostgreSQL is required");
        return;
    };
    let srv = TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let http = srv.http();
    let record = bot_record(3, 5);
    let (status, imported) = http.post("/api/games/import", record.clone()).await;
    assert_eq!(status, 201, "{imported}");
    let id = imported["game_id"].as_str().expect("game id").to_owned();
    let (_, list) = http.get("/api/games").await;
    assert_eq!(list["games"][0]["imported"], true);
    assert_eq!(list["games"][0]["players"], record["players"]);
    for viewer in ["spectator", "seat:2", "all"] {
        let (status, body) = http
            .get(&format!("/api/games/{id}/steps/10?viewer={viewer}"))
            .await;
        assert_eq!(status, 200, "{viewer}: {body}");
    }
    let mut bad = record;
    bad["version_stamp"] = json!("another");
    let (status, body) = http.post("/api/games/import", bad).await;
    assert_eq!((status, code(&body)), (409, "version_mismatch"));
    let (_, after) = http.get("/api/games").await;
    assert_eq!(after["games"].as_array().map_or(0, Vec::len), 1);
    srv.stop().await;
}

/// Seat events (issue #17) are part of a game's replay: the step index lists them, each step
/// says which happened so far and who played each seat, the export carries them and an import
/// restores them; records without them (older exports) still import, and bad ones are refused.
#[tokio::test]
async fn seat_events_are_replayed_exported_and_imported() {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let mut record = bot_record(3, 5);
    let n_commands = record["commands"].as_array().map_or(0, Vec::len);
    assert!(n_commands > 60);
    let events = json!([
        {"step": 5, "seat": 1, "event": {"kind": "timeout"}, "at_ms": 1000},
        {"step": 5, "seat": 1, "event": {"kind": "takeover", "voters": [0, 2]}, "at_ms": 1001},
        {"step": 40, "seat": 1, "event": {"kind": "reclaim"}, "at_ms": 2000},
        {"step": 60, "seat": 2, "event": {"kind": "concede"}, "at_ms": 3000},
    ]);
    record["seat_events"] = events.clone();
    // Seats 1 and 2 were server bots: the record says so, as data.
    record["players"] = json!(["Ann", "Bot 1 (hard)", "Bot 2 (easy)"]);
    let bots = json!([null, {"number": 1, "level": "hard"}, {"number": 2, "level": "easy"}]);
    record["bots"] = bots.clone();
    let (status, imported) = http.post("/api/games/import", record.clone()).await;
    assert_eq!(status, 201, "import: {imported}");
    let id = imported["game_id"].as_str().expect("game id").to_owned();
    let (_, list) = http.get("/api/games").await;
    let listed = list["games"]
        .as_array()
        .and_then(|g| g.iter().find(|g| g["game_id"] == id.as_str()))
        .expect("the import is listed");
    assert_eq!(listed["bots"], bots, "the bots stay bots: {listed}");

    let (_, index) = http.get(&format!("/api/games/{id}/steps")).await;
    assert_eq!(index["seat_events"], events);
    for (step, n_events, control) in [
        (4, 0, ["player", "player", "player"]),
        (5, 2, ["player", "takeover", "player"]),
        (39, 2, ["player", "takeover", "player"]),
        (40, 3, ["player", "player", "player"]),
        (60, 4, ["player", "player", "conceded"]),
        (n_commands, 4, ["player", "player", "conceded"]),
    ] {
        let (status, body) = http
            .get(&format!("/api/games/{id}/steps/{step}?viewer=spectator"))
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(
            body["seat_events"].as_array().map(Vec::len),
            Some(n_events),
            "step {step}"
        );
        assert_eq!(body["control"], json!(control), "step {step}");
    }

    // The export carries them; importing the export gives the same replay.
    let (status, exported) = http.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(status, 200);
    assert_eq!(exported["seat_events"], events);
    assert_eq!(exported["bots"], bots);
    // A bot entry for a seat the game does not have is refused.
    let mut too_many = record.clone();
    too_many["bots"] = json!([null, null, null, {"number": 1, "level": "hard"}]);
    let (status, body) = http.post("/api/games/import", too_many).await;
    assert_eq!((status, code(&body)), (400, "bad_record"), "{body}");
    let (status, again) = http.post("/api/games/import", exported).await;
    assert_eq!(status, 201, "{again}");
    let again = again["game_id"].as_str().expect("game id").to_owned();
    let (_, index2) = http.get(&format!("/api/games/{again}/steps")).await;
    assert_eq!(index2["seat_events"], events);

    // An older record without seat events imports with none.
    let mut old = record.clone();
    if let Some(o) = old.as_object_mut() {
        o.remove("seat_events");
    }
    let (status, body) = http.post("/api/games/import", old).await;
    assert_eq!(status, 201, "{body}");
    let old_id = body["game_id"].as_str().expect("game id").to_owned();
    let (_, index3) = http.get(&format!("/api/games/{old_id}/steps")).await;
    assert_eq!(index3["seat_events"], json!([]));

    // Bad seat events: refused, nothing stored.
    let before = n_games(&http).await;
    for bad in [
        json!([{"step": 5, "seat": 3, "event": {"kind": "concede"}}]),
        json!([{"step": 5, "seat": 1, "event": {"kind": "takeover", "voters": [1]}}]),
        json!([{"step": 5, "seat": 1, "event": {"kind": "takeover", "voters": [7]}}]),
        json!([{"step": n_commands + 1, "seat": 1, "event": {"kind": "concede"}}]),
        json!([
            {"step": 9, "seat": 1, "event": {"kind": "timeout"}},
            {"step": 8, "seat": 1, "event": {"kind": "concede"}}
        ]),
        json!([{"step": 5, "seat": 1, "event": {"kind": "explode"}}]),
        json!([{"step": 5, "seat": 1, "event": {"kind": "concede"}, "token": "x"}]),
    ] {
        let mut r = record.clone();
        r["seat_events"] = bad.clone();
        let (got, reply) = http.post("/api/games/import", r).await;
        assert_eq!((got, code(&reply)), (400, "bad_record"), "{bad}: {reply}");
    }
    assert_eq!(n_games(&http).await, before, "nothing stored");
    srv.stop().await;
}

/// A seat conceded in a running game shows in that game's replay at the step it happened.
#[tokio::test]
async fn a_concession_in_a_running_game_is_in_its_replay() {
    let (srv, _dir) = real_server().await;
    let http = srv.http();
    let (lobby, mut seats, played) = running_game(&srv, &http, 6).await;
    seats[1].send(json!({"type": "concede"})).await;
    let mut conceded = false;
    for _ in 0..50 {
        let m = seats[1].next_of("seats").await;
        if m["status"]["seats"][1]["control"] == "conceded" {
            conceded = true;
            break;
        }
    }
    assert!(conceded, "the seat is conceded");
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    let id = details["game_id"].as_str().expect("game id").to_owned();
    let (_, index) = http.get(&format!("/api/games/{id}/steps")).await;
    let events = index["seat_events"].as_array().expect("seat events");
    assert_eq!(events.len(), 1, "{index}");
    assert_eq!(events[0]["seat"], 1);
    assert_eq!(events[0]["event"]["kind"], "concede");
    // Where it stands in the game's log (the live log places it there too).
    assert!(events[0]["event"]["log_index"].is_u64(), "{index}");
    let step = events[0]["step"].as_u64().expect("step");
    assert!(step >= played as u64, "after the commands played before it");
    let (_, body) = http
        .get(&format!("/api/games/{id}/steps/{step}?viewer=spectator"))
        .await;
    assert_eq!(body["control"][1], "conceded");
    srv.stop().await;
}
