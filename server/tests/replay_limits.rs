//! What a replay or an import may cost (issue #30): imports follow the rules lobby creation
//! and live play follow (names, seat and option sizes, the longest game, bounded take-backs),
//! a live game stops at the longest game, and replay reads and imports have per-client quotas.

mod support;

use std::cell::Cell;

use engine::common::Viewer;
use serde_json::{json, Value};
use server::config::Settings;
use server::limits::GameLimits;
use support::{bot_record, padded_bot_record, sqlite_store, Client, TestServer};

async fn server_with(settings: Settings) -> (TestServer, tempfile::TempDir) {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::start(store, server::lobby::protocol_factory(), settings).await;
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

/// The seat that owes a fresh orders decision (nothing chosen yet), and the first card it may
/// choose.
fn fresh_orders(game: &dyn protocol::HostedGame) -> Option<(usize, Value)> {
    (0..game.n_seats()).find_map(|seat| {
        let view = game.view(Viewer::Seat { seat });
        let legal = view["prompt"]["legal_commands"].as_array()?.clone();
        let has = |t: &str| legal.iter().any(|c| c["type"] == t);
        (has("choose_order") && !has("clear_orders")).then(|| {
            let first = legal.iter().find(|c| c["type"] == "choose_order").cloned();
            first.map(|c| (seat, c))
        })?
    })
}

#[tokio::test]
async fn an_import_follows_the_name_and_size_rules_of_lobbies() {
    let (srv, _dir) = server_with(support::test_settings()).await;
    let http = srv.http();
    let record = bot_record(2, 5);
    let mut cases: Vec<(Value, &str)> = Vec::new();
    for bad in [
        "Ann\u{0}",
        "\u{7}bell",
        "\u{1b}[31mred",
        "\u{202e}reversed",
        "\u{200b}\u{200b}",
        "",
        "a name that is far longer than thirty-two characters",
    ] {
        let mut r = record.clone();
        r["players"] = json!([bad, "Bob"]);
        cases.push((r, "bad_name"));
    }
    let mut r = record.clone();
    r["players"] = json!(["Ann", "Bob", "Cyril"]);
    cases.push((r, "bad_record"));
    let mut r = record.clone();
    r["options"] = json!({ "padding": "x".repeat(20 * 1024) });
    cases.push((r, "bad_record"));
    let before = n_games(&http).await;
    for (r, expected) in cases {
        let (status, body) = http.post("/api/games/import", r.clone()).await;
        // RULE: the same names as lobby creation and joins (server/src/text.rs).
        assert_eq!(
            (status, code(&body)),
            (400, expected),
            "{}: {body}",
            r["players"]
        );
    }
    assert_eq!(n_games(&http).await, before, "nothing was stored");
    // Good names are kept as given (trimmed); missing ones are numbered.
    let mut r = record.clone();
    r["players"] = json!(["  Žofie  "]);
    let (status, body) = http.post("/api/games/import", r).await;
    assert_eq!(status, 201, "{body}");
    let (_, games) = http.get("/api/games").await;
    assert_eq!(games["games"][0]["players"], json!(["Žofie", "Player 2"]));
    srv.stop().await;
}

#[tokio::test]
async fn an_import_longer_than_the_longest_game_or_with_unbounded_take_backs_is_refused() {
    let limits = GameLimits {
        max_commands: 100,
        max_log: 100_000,
    };
    let (srv, _dir) = server_with(Settings {
        game_limits: limits,
        ..support::test_settings()
    })
    .await;
    let http = srv.http();
    let long = bot_record(2, 5);
    assert!(long["commands"].as_array().map_or(0, Vec::len) > 100);
    let (status, body) = http.post("/api/games/import", long).await;
    assert_eq!((status, code(&body)), (400, "bad_record"), "{body}");
    assert!(body["error"]["message"]
        .as_str()
        .is_some_and(|m| m.contains("more than 100 commands")));
    srv.stop().await;

    let (srv, _dir) = server_with(Settings {
        game_limits: GameLimits {
            max_commands: 100_000,
            max_log: 100,
        },
        ..support::test_settings()
    })
    .await;
    let http = srv.http();
    let (status, body) = http.post("/api/games/import", bot_record(2, 5)).await;
    assert_eq!((status, code(&body)), (400, "bad_record"), "{body}");
    assert!(body["error"]["message"]
        .as_str()
        .is_some_and(|m| m.contains("log is longer")));

    srv.stop().await;

    // A record padded with as many take-backs as one decision allows imports; one more does
    // not (TAKEBACK-1: the engine refuses it).
    let (srv, _dir) = server_with(support::test_settings()).await;
    let http = srv.http();
    let at = Cell::new(None);
    let padded = padded_bot_record(2, 5, |game, n_commands| {
        if at.get().is_some() {
            return Vec::new();
        }
        let Some((seat, choose)) = fresh_orders(game) else {
            return Vec::new();
        };
        at.set(Some(n_commands));
        (0..engine::dungeon_lords::MAX_TAKEBACKS)
            .flat_map(|_| {
                [
                    (seat, choose.clone()),
                    (seat, json!({"type": "clear_orders"})),
                ]
            })
            .collect()
    });
    let (status, body) = http.post("/api/games/import", padded.clone()).await;
    assert_eq!(status, 201, "{body}");
    let mut one_more = padded;
    let first = at.get().expect("an orders decision was padded");
    let pair = one_more["commands"][first].clone();
    let clear = one_more["commands"][first + 1].clone();
    if let Some(commands) = one_more["commands"].as_array_mut() {
        commands.insert(first, clear);
        commands.insert(first, pair);
    }
    let (status, body) = http.post("/api/games/import", one_more).await;
    // RULE TAKEBACK-1
    assert_eq!((status, code(&body)), (400, "bad_record"), "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("TAKEBACK-1")),
        "{body}"
    );
    srv.stop().await;
}

#[tokio::test]
async fn a_live_game_stops_at_the_longest_game() {
    let (srv, _dir) = server_with(Settings {
        game_limits: GameLimits {
            max_commands: 6,
            max_log: 100_000,
        },
        ..support::test_settings()
    })
    .await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby_of("dungeon-lords", 2, json!({})).await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    assert_eq!(support::play_steps(&mut seats, &mut [], 6).await, 6);
    let seat = (0..2)
        .find(|&s| !seats[s].legal().is_empty())
        .expect("someone owes a decision");
    let command = seats[seat].legal()[0].clone();
    let reply = seats[seat].command(command).await;
    // RULE LENGTH-1: refused, nothing stored.
    assert_eq!(reply["type"], "rejected", "{reply}");
    assert_eq!(reply["error"]["rule"], "LENGTH-1", "{reply}");
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    let game = details["game_id"].as_str().expect("game id");
    let (_, index) = http.get(&format!("/api/games/{game}/steps")).await;
    assert_eq!(index["n_steps"], 6);
    srv.stop().await;
}

#[tokio::test]
async fn replay_reads_and_imports_have_per_client_quotas() {
    let mut settings = support::test_settings();
    settings.quotas.replay_reads_per_min = 4;
    settings.quotas.imports_per_hour = 1;
    let (srv, _dir) = server_with(settings).await;
    let http = srv.http();
    let record = bot_record(2, 5);
    let (status, body) = http.post("/api/games/import", record.clone()).await;
    assert_eq!(status, 201, "{body}");
    let game = body["game_id"].as_str().expect("id").to_owned();
    let (status, body) = http.post("/api/games/import", record).await;
    assert_eq!((status, code(&body)), (429, "rate_limited"), "{body}");
    let paths = [
        format!("/api/games/{game}/steps"),
        format!("/api/games/{game}/steps/3"),
        format!("/api/games/{game}/export"),
        format!("/api/games/{game}/log.txt"),
        format!("/api/games/{game}/replay"),
    ];
    let mut statuses = Vec::new();
    for p in &paths {
        let r = reqwest::get(format!("{}{p}", http.base))
            .await
            .expect("GET");
        statuses.push((r.status().as_u16(), r.headers().contains_key("retry-after")));
    }
    assert_eq!(
        statuses,
        vec![
            (200, false),
            (200, false),
            (200, false),
            (200, false),
            (429, true)
        ]
    );
    srv.stop().await;
}
