//! Lobbies and play over real sockets: an axum server on port 0 with the fixture game, driven
//! by tokio-tungstenite clients.

mod support;

use serde_json::{json, Value};
use support::{sqlite_store, Client, Closed, Http, TestServer};

async fn server() -> (TestServer, tempfile::TempDir) {
    let (store, dir) = sqlite_store().await;
    (TestServer::with_store(store).await, dir)
}

fn secrets_in(welcome_view: &Value) -> Option<String> {
    welcome_view["my_secret"].as_str().map(str::to_owned)
}

#[tokio::test]
async fn random_players_finish_a_game_and_nobody_sees_another_seats_secret() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(3, json!({ "rounds": 2 })).await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    let (spectator, welcome) = Client::hello(srv.addr, &lobby, None).await;
    assert!(welcome.get("seat").is_none(), "a spectator has no seat");
    let mut watchers = vec![spectator];
    let n = support::play_to_end(&mut seats, &mut watchers, 1000).await;
    assert_eq!(n, 3 + 3 * 2, "three picks and two rounds of guesses");

    // Every seat's own candidates may reach only that seat.
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["status"], "finished");
    let secrets: Vec<String> = seats
        .iter()
        .map(|c| secrets_in(&c.view).expect("own secret visible"))
        .collect();
    for (owner, secret) in secrets.iter().enumerate() {
        for (seat, c) in seats.iter().enumerate() {
            if seat != owner {
                assert!(
                    !c.seen.iter().any(|m| m.contains(secret)),
                    "seat {seat} saw seat {owner}'s secret"
                );
            }
        }
        assert!(
            !watchers[0].seen.iter().any(|m| m.contains(secret)),
            "spectator saw seat {owner}'s secret"
        );
        assert!(
            seats[owner].seen.iter().any(|m| m.contains(secret)),
            "owner sees its secret"
        );
    }

    // The finished game is listed and replayable.
    let (status, games) = http.get("/api/games").await;
    assert_eq!(status, 200);
    let game_id = games["games"][0]["game_id"]
        .as_str()
        .expect("game listed")
        .to_owned();
    assert_eq!(
        games["games"][0]["players"],
        json!(["Host", "Player 1", "Player 2"])
    );
    let (status, replay) = http.get(&format!("/api/games/{game_id}/replay")).await;
    assert_eq!(status, 200, "{replay}");
    assert_eq!(replay["commands"].as_array().map(Vec::len), Some(n));
    assert_eq!(replay["n_seats"], 3);
    assert!(replay["seed"]
        .as_str()
        .is_some_and(|s| s.parse::<u64>().is_ok()));
    assert_eq!(replay["full_disclosure"]["secrets"], json!(secrets));
    assert_eq!(replay["result"]["scores"], seats[0].view["scores"]);
    srv.stop().await;
}

#[tokio::test]
async fn bots_fill_seats_and_play_to_the_end() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby(3, json!({ "rounds": 3 })).await;
    for expected in [1, 2] {
        let (status, body) = http
            .post(
                &format!("/api/lobbies/{lobby}/bots"),
                json!({ "token": host }),
            )
            .await;
        assert_eq!(
            (status, body["seat"].as_u64()),
            (200, Some(expected)),
            "{body}"
        );
    }
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/bots"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("lobby_full"))
    );
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);
    let (mut me, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    // The host plays whenever it is prompted; bots answer on their own.
    for _ in 0..500 {
        if me.view["phase"] == "over" {
            break;
        }
        if let Some(cmd) = me.legal().first().cloned() {
            let reply = me.command(cmd).await;
            assert_ne!(reply["type"], "error", "{reply}");
        } else {
            me.next_of("update").await;
        }
    }
    assert_eq!(me.view["phase"], "over");
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["status"], "finished");
    assert_eq!(details["seats"][1]["is_bot"], true);
    srv.stop().await;
}

#[tokio::test]
async fn bot_levels_are_chosen_per_seat_stored_and_kept_across_a_restart() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = server::store::Store::open_sqlite(dir.path())
        .await
        .expect("sqlite");
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby(3, json!({ "rounds": 2 })).await;
    let bots = format!("/api/lobbies/{lobby}/bots");
    let (status, body) = http
        .post(&bots, json!({ "token": host, "level": "expert" }))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("bad_json")),
        "{body}"
    );
    let (status, body) = http
        .post(&bots, json!({ "token": host, "level": "hard" }))
        .await;
    assert_eq!(
        (status, body["level"].as_str()),
        (200, Some("hard")),
        "{body}"
    );
    // No level: normal.
    let (status, body) = http.post(&bots, json!({ "token": host })).await;
    assert_eq!(
        (status, body["level"].as_str()),
        (200, Some("normal")),
        "{body}"
    );
    let levels = |d: &Value| {
        d["seats"]
            .as_array()
            .map(|s| s.iter().map(|x| x["bot_level"].clone()).collect::<Vec<_>>())
    };
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    let expected = Some(vec![Value::Null, json!("hard"), json!("normal")]);
    assert_eq!(levels(&details), expected, "{details}");
    srv.stop().await;

    let store = server::store::Store::open_sqlite(dir.path())
        .await
        .expect("sqlite");
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(levels(&details), expected, "{details}");
    // Each bot seat says which bot it is, as data, so a client names it in its reader's
    // language (issue #36): the number of its server name and its level; players have none.
    let expected_bots = vec![
        Value::Null,
        json!({ "number": 1, "level": "hard" }),
        json!({ "number": 2, "level": "normal" }),
    ];
    let bots_of = |seats: &Value| {
        seats
            .as_array()
            .map(|s| s.iter().map(|x| x["bot"].clone()).collect::<Vec<_>>())
    };
    assert_eq!(
        bots_of(&details["seats"]),
        Some(expected_bots.clone()),
        "{details}"
    );
    assert_eq!(details["seats"][1]["name"], "Bot 1 (hard)", "{details}");
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);
    let (mut me, welcome) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    assert_eq!(
        bots_of(&welcome["presence"]["seats"]),
        Some(expected_bots.clone()),
        "{welcome}"
    );
    for _ in 0..500 {
        if me.view["phase"] == "over" {
            break;
        }
        if let Some(cmd) = me.legal().first().cloned() {
            let reply = me.command(cmd).await;
            assert_ne!(reply["type"], "error", "{reply}");
        } else {
            me.next_of("update").await;
        }
    }
    assert_eq!(me.view["phase"], "over");
    // The finished-games list says the same by seat.
    let mut listed = Value::Null;
    for _ in 0..100 {
        let (_, games) = http.get("/api/games").await;
        if let Some(g) = games["games"]
            .as_array()
            .and_then(|g| g.iter().find(|g| g["lobby_id"] == lobby.as_str()))
        {
            listed = g.clone();
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(listed["bots"], json!(expected_bots), "{listed}");
    srv.stop().await;
}

#[tokio::test]
async fn reconnecting_seat_gets_its_full_view_and_log_and_chat() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({})).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let pick = a.legal()[0].clone();
    assert_eq!(a.command(pick.clone()).await["type"], "accepted");
    a.send(json!({ "type": "chat", "text": "hello there" }))
        .await;
    let chat = a.next_of("chat").await;
    assert_eq!(chat["line"]["text"], "hello there");
    assert_eq!(chat["line"]["seat"], 0);
    let version = a.version;
    drop(a);

    let mut b = Client::open(srv.addr, &lobby).await;
    b.send(json!({ "type": "hello", "token": tokens[0], "last_version": 1 }))
        .await;
    let welcome = b.next_of("welcome").await;
    assert_eq!(welcome["seat"], 0);
    assert_eq!(welcome["version"], version);
    assert_eq!(welcome["view"]["my_secret"], pick["pick"]);
    assert_eq!(
        welcome["log"].as_array().map(Vec::len),
        Some(1),
        "the full log is resent"
    );
    assert_eq!(welcome["chat"][0]["text"], "hello there");
    assert_eq!(welcome["protocol_version"], protocol::PROTOCOL_VERSION);
    srv.stop().await;
}

#[tokio::test]
async fn out_of_turn_and_illegal_commands_are_rejected_and_change_nothing() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({})).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let version = a.version;
    let reply = a.command(json!({ "guess": 0 })).await;
    assert_eq!(reply["type"], "rejected");
    assert_eq!(reply["error"]["code"], "not_your_turn");
    let reply = a.command(json!({ "pick": "not-a-candidate" })).await;
    assert_eq!(reply["error"]["code"], "rule_violation");
    let reply = a.command(json!("nonsense")).await;
    assert_eq!(reply["error"]["code"], "malformed");
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(
        details["version"], version,
        "rejections do not bump the version"
    );

    let (mut spectator, _) = Client::hello(srv.addr, &lobby, None).await;
    let reply = spectator.command(json!({ "pick": "x" })).await;
    assert_eq!(reply["type"], "rejected", "spectators cannot play");
    srv.stop().await;
}

#[tokio::test]
async fn commands_before_the_start_are_rejected() {
    let (srv, _dir) = server().await;
    let (lobby, host) = srv.http().create_lobby(2, json!({})).await;
    let (mut a, welcome) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    assert_eq!(welcome["view"], Value::Null);
    let reply = a.command(json!({ "pick": "x" })).await;
    assert_eq!(reply["type"], "rejected");
    srv.stop().await;
}

#[tokio::test]
async fn malformed_json_gets_bad_message_and_the_socket_stays_open() {
    let (srv, _dir) = server().await;
    let (lobby, host) = srv.http().create_lobby(2, json!({})).await;
    let mut c = Client::open(srv.addr, &lobby).await;
    c.send_text("{not json").await;
    assert_eq!(c.next().await["code"], "bad_message");
    c.send(json!({ "type": "hello", "token": host })).await;
    c.next_of("welcome").await;
    c.send_text(r#"{"type":"fly"}"#).await;
    assert_eq!(c.next_of("error").await["code"], "bad_message");
    c.send(json!({ "type": "ping" })).await;
    assert_eq!(c.next_of("pong").await["type"], "pong");
    srv.stop().await;
}

#[tokio::test]
async fn oversized_message_closes_the_socket_with_1009() {
    let (srv, _dir) = server().await;
    let (lobby, host) = srv.http().create_lobby(2, json!({})).await;
    let (mut c, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    let big = format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(70 * 1024));
    c.send_text(&big).await;
    let (how, _) = c.closed().await;
    assert!(
        matches!(how, Closed::Code(1009) | Closed::Abrupt),
        "{how:?}"
    );
    srv.stop().await;
}

#[tokio::test]
async fn forged_or_other_lobby_tokens_are_refused_with_4001() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, _) = http.create_lobby(2, json!({})).await;
    let (_, other_token) = http.create_lobby(2, json!({})).await;
    for token in ["forged".to_owned(), other_token] {
        let mut c = Client::open(srv.addr, &lobby).await;
        c.send(json!({ "type": "hello", "token": token })).await;
        let (how, msgs) = c.closed().await;
        assert_eq!(how, Closed::Code(4001));
        assert_eq!(msgs[0]["code"], "bad_token");
    }
    srv.stop().await;
}

#[tokio::test]
async fn flooding_gets_rate_limited_then_closed_with_4004() {
    let (srv, _dir) = server().await;
    let (lobby, host) = srv.http().create_lobby(2, json!({})).await;
    let (mut c, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    for _ in 0..1_000 {
        c.send(json!({ "type": "ping" })).await;
    }
    let (how, msgs) = c.closed().await;
    assert_eq!(how, Closed::Code(4004));
    assert!(msgs.iter().any(|m| m["code"] == "rate_limited"));
    srv.stop().await;
}

#[tokio::test]
async fn chat_is_checked_and_broadcast_with_presence() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby(2, json!({})).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    let (_, token) = http.join(&lobby, "Bea").await;
    let mut presence = a.next_of("presence").await;
    while presence["presence"]["seats"].as_array().map(Vec::len) != Some(2) {
        presence = a.next_of("presence").await;
    }
    assert_eq!(presence["presence"]["seats"][1]["name"], "Bea");
    let (mut b, _) = Client::hello(srv.addr, &lobby, Some(&token)).await;
    let presence = a.next_of("presence").await;
    assert_eq!(presence["presence"]["seats"][1]["connected"], true);
    a.send(json!({ "type": "chat", "text": "y".repeat(501) }))
        .await;
    assert_eq!(a.next_of("error").await["code"], "bad_chat");
    a.send(json!({ "type": "chat", "text": "gl hf" })).await;
    assert_eq!(b.next_of("chat").await["line"]["name"], "Host");
    drop(b);
    let presence = a.next_of("presence").await;
    assert_eq!(presence["presence"]["seats"][1]["connected"], false);
    srv.stop().await;
}

#[tokio::test]
async fn http_errors_are_typed_json() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let code = |v: &Value| v["error"]["code"].as_str().unwrap_or_default().to_owned();
    let (s, b) = http.get("/api/lobbies/not-a-uuid").await;
    assert_eq!((s, code(&b)), (400, "bad_id".into()));
    let (s, b) = http
        .get("/api/lobbies/00000000-0000-0000-0000-000000000000")
        .await;
    assert_eq!((s, code(&b)), (404, "not_found".into()));
    let (s, b) = http.post_raw("/api/lobbies", "{oops").await;
    assert_eq!((s, code(&b)), (400, "bad_json".into()));
    let (s, b) = http
        .post(
            "/api/lobbies",
            json!({ "game": "dungeon-lords", "seats": 9, "name": "A" }),
        )
        .await;
    assert_eq!((s, code(&b)), (400, "bad_seats".into()));
    let (s, b) = http
        .post(
            "/api/lobbies",
            json!({ "game": "dungeon-lords", "seats": 2, "name": " " }),
        )
        .await;
    assert_eq!((s, code(&b)), (400, "bad_name".into()));
    let (s, b) =
        http.post("/api/lobbies", json!({ "game": "dungeon-lords", "seats": 2, "name": "A", "options": { "rounds": 99 } })).await;
    assert_eq!((s, code(&b)), (400, "bad_options".into()));

    let (lobby, host) = http.create_lobby(2, json!({})).await;
    let (s, b) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!((s, code(&b)), (409, "seats_not_filled".into()));
    let (_, guest) = http.join(&lobby, "Guest").await;
    let (s, b) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": guest }),
        )
        .await;
    assert_eq!((s, code(&b)), (403, "not_host".into()));
    let (s, b) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": "forged" }),
        )
        .await;
    assert_eq!((s, code(&b)), (403, "bad_token".into()));
    let (s, b) = http
        .post(
            &format!("/api/lobbies/{lobby}/join"),
            json!({ "name": "Third" }),
        )
        .await;
    assert_eq!((s, code(&b)), (409, "lobby_full".into()));
    let (s, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/leave"),
            json!({ "token": guest }),
        )
        .await;
    assert_eq!(s, 200);
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["seats"][1]["filled"], false);
    let (s, list) = http.get("/api/lobbies").await;
    assert_eq!(s, 200);
    assert!(list["lobbies"]
        .as_array()
        .is_some_and(|l| l.iter().any(|x| x["lobby_id"] == lobby.as_str())));
    let (s, b) = http
        .get("/api/games/00000000-0000-0000-0000-000000000000/replay")
        .await;
    assert_eq!((s, code(&b)), (404, "not_found".into()));
    let (s, b) = http.get("/healthz").await;
    assert_eq!((s, b["status"].as_str()), (200, Some("alive")));
    let (s, _) = http.get("/readyz").await;
    assert_eq!(s, 200);
    let page = reqwest::get(format!("{}/", http.base))
        .await
        .expect("GET /");
    assert_eq!(page.status().as_u16(), 200);
    srv.stop().await;
}

#[tokio::test]
async fn a_game_survives_a_graceful_restart() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = server::store::Store::open_sqlite(dir.path())
        .await
        .expect("sqlite");
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby(2, json!({ "rounds": 1 })).await;
    let (mut a, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let pick = a.legal()[0].clone();
    let reply = a.command(pick.clone()).await;
    assert_eq!(reply["type"], "accepted");
    let before = reply["version"].as_u64().expect("version");
    srv.stop().await;
    let (how, _) = a.closed().await;
    assert!(
        matches!(how, Closed::Code(1001) | Closed::Abrupt),
        "{how:?}"
    );

    let store = server::store::Store::open_sqlite(dir.path())
        .await
        .expect("sqlite");
    let srv = TestServer::with_store(store).await;
    let (a, welcome) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    assert_eq!(welcome["version"], before);
    assert_eq!(welcome["view"]["my_secret"], pick["pick"]);
    let (b, _) = Client::hello(srv.addr, &lobby, Some(&tokens[1])).await;
    let mut seats = vec![a, b];
    support::play_to_end(&mut seats, &mut [], 100).await;
    let (_, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(details["status"], "finished");
    srv.stop().await;

    // A finished lobby is not resumed at start-up but is loaded on demand.
    let store = server::store::Store::open_sqlite(dir.path())
        .await
        .expect("sqlite");
    let srv = TestServer::with_store(store).await;
    let (status, details) = Http::new(srv.addr)
        .get(&format!("/api/lobbies/{lobby}"))
        .await;
    assert_eq!(
        (status, details["status"].as_str()),
        (200, Some("finished")),
        "{details}"
    );
    let (_, welcome) = Client::hello(srv.addr, &lobby, Some(&tokens[1])).await;
    assert_eq!(welcome["view"]["phase"], "over");
    srv.stop().await;
}

#[tokio::test]
async fn a_game_from_another_engine_version_is_marked_incompatible() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = server::store::Store::open_sqlite(dir.path())
        .await
        .expect("sqlite");
    let srv = TestServer::with_store(store).await;
    let (lobby, tokens) = srv.http().started_lobby(2, json!({})).await;
    srv.stop().await;

    let store = server::store::Store::open_sqlite(dir.path())
        .await
        .expect("sqlite");
    let srv = TestServer::start(
        store,
        support::guess_factory("guess-2"),
        support::test_settings(),
    )
    .await;
    let (_, details) = srv.http().get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["status"], "incompatible");
    let mut c = Client::open(srv.addr, &lobby).await;
    c.send(json!({ "type": "hello", "token": tokens[0] })).await;
    let (how, msgs) = c.closed().await;
    assert_eq!(how, Closed::Code(4006));
    assert_eq!(msgs[0]["code"], "incompatible");
    srv.stop().await;
}

#[tokio::test]
async fn a_silent_socket_is_closed_with_4003_after_the_idle_timeout() {
    let (store, _dir) = sqlite_store().await;
    let settings = server::config::Settings {
        heartbeat: std::time::Duration::from_millis(50),
        idle_timeout: std::time::Duration::from_millis(200),
        ..support::test_settings()
    };
    let srv = TestServer::start(store, support::guess_factory(support::STAMP), settings).await;
    let (lobby, host) = srv.http().create_lobby(2, json!({})).await;
    let (mut c, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    // Not reading means not answering pings, so the server hears nothing.
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    let (how, _) = c.closed().await;
    assert_eq!(how, Closed::Code(4003));
    srv.stop().await;
}

#[tokio::test]
async fn several_sockets_may_play_one_seat_and_all_get_updates() {
    let (srv, _dir) = server().await;
    let (lobby, tokens) = srv.http().started_lobby(2, json!({})).await;
    let (mut tab1, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let (mut tab2, _) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    let pick = tab1.legal()[0].clone();
    let reply = tab1.command(pick.clone()).await;
    assert_eq!(reply["type"], "accepted");
    tab2.catch_up(reply["version"].as_u64().expect("version"))
        .await;
    assert_eq!(tab2.view["my_secret"], pick["pick"]);
    assert!(
        tab2.legal().is_empty(),
        "the second tab sees the pick was made"
    );
    srv.stop().await;
}

#[tokio::test]
async fn a_socket_that_stops_reading_is_closed_with_4002_and_the_others_play_on() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;

    let (store, _dir) = sqlite_store().await;
    let settings = server::config::Settings {
        outbound_queue: 2,
        chat_per_sec: 100_000.0,
        chat_burst: 100_000.0,
        rate_per_sec: 100_000.0,
        rate_burst: 100_000.0,
        ..support::test_settings()
    };
    let srv = TestServer::start(store, support::guess_factory(support::STAMP), settings).await;
    let (lobby, host) = srv.http().create_lobby(2, json!({})).await;
    let (mut talker, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;

    // A spectator with a tiny receive buffer that reads its welcome and then nothing more.
    let socket = tokio::net::TcpSocket::new_v4().expect("socket");
    socket.set_recv_buffer_size(2_048).expect("small buffer");
    let stream = socket.connect(srv.addr).await.expect("connect");
    let (mut slow, _) = tokio_tungstenite::client_async(
        format!("ws://{}/api/lobbies/{lobby}/ws", srv.addr),
        stream,
    )
    .await
    .expect("handshake");
    slow.send(Message::Text(json!({ "type": "hello" }).to_string().into()))
        .await
        .expect("hello");
    loop {
        let msg = tokio::time::timeout(support::WAIT, slow.next())
            .await
            .expect("welcome in time")
            .expect("open")
            .expect("frame");
        if msg
            .to_text()
            .is_ok_and(|t| t.contains(r#""type":"welcome""#))
        {
            break;
        }
    }

    // The talker sees the spectator arrive, then chats until presence says it was dropped; it
    // reads its own copies, so it is never the slow one.
    while talker.next_of("presence").await["presence"]["spectators"] != 1 {}
    let line = "x".repeat(500);
    let mut dropped = false;
    for _ in 0..5_000 {
        talker.send(json!({ "type": "chat", "text": line })).await;
        loop {
            let msg = talker.next().await;
            if msg["type"] == "presence" && msg["presence"]["spectators"] == 0 {
                dropped = true;
            }
            if msg["type"] == "chat" {
                break;
            }
        }
        if dropped {
            break;
        }
    }
    assert!(dropped, "the server kept a socket that read nothing");

    // What the slow socket finally reads ends with the TOO_SLOW close code.
    let mut code = None;
    let mut seen = 0;
    let end = loop {
        match tokio::time::timeout(support::WAIT, slow.next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => {
                code = frame.map(|f| u16::from(f.code));
                break "close".to_owned();
            }
            Ok(Some(Ok(_))) => seen += 1,
            other => break format!("{other:?}"),
        }
    };
    assert_eq!(code, Some(4002), "after {seen} messages: {end}");

    // The talker's socket is unaffected.
    talker
        .send(json!({ "type": "chat", "text": "still here" }))
        .await;
    assert_eq!(talker.next_of("chat").await["line"]["text"], "still here");
    srv.stop().await;
}
