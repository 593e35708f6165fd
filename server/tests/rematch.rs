//! `POST /api/lobbies/{id}/rematch`: a finished game's seats get a new unlisted lobby with the
//! same game, options, seat count and bots; the first request creates it and the old lobby's
//! sockets hear of it; it keeps a seat for each other player (issue #37), which only that player
//! takes (through the old lobby), until the hold runs out; nobody else may ask, and nobody
//! before the end.

mod support;

use std::time::Duration;

use serde_json::{json, Value};
use server::store::Store;
use support::{guess_factory, play_out, sqlite_store, test_settings, Client, TestServer};

/// The `seats` entry of a lobby's details.
fn seat(details: &Value, n: usize) -> &Value {
    &details["seats"][n]
}

/// A two-round, three-seat lobby: the host, a guest called "Guest" and a hard bot, not started.
/// Returns (lobby, host token, guest token).
async fn host_guest_and_hard_bot(http: &support::Http) -> (String, String, String) {
    let (lobby, host) = http.create_lobby(3, json!({ "rounds": 2 })).await;
    let (_, guest) = http.join(&lobby, "Guest").await;
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/bots"),
            json!({ "token": host, "level": "hard" }),
        )
        .await;
    assert_eq!(status, 200);
    (lobby, host, guest)
}

#[tokio::test]
async fn a_finished_game_rematches_with_the_same_options_seats_and_bots() {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (lobby, host, guest) = host_guest_and_hard_bot(&http).await;

    // Not before the end of the game.
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("not_finished")),
        "{body}"
    );
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);

    // Host and guest play to the end; the bot answers on its own.
    let mut players = play_out(&srv, &lobby, &host, &guest).await;

    // A token of another lobby (or none) may not ask.
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": "not-a-seat" }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("bad_token"))
    );

    // The guest asks first: a new unlisted lobby with the same game and options, the guest
    // hosting it, seat 1 kept for the host (the old seat 0) and the bot seated again at its
    // level in seat 2.
    let asked_at = server::lobby::now_ms();
    let (status, first) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": guest }),
        )
        .await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["host"], true);
    let new_lobby = first["lobby_id"].as_str().expect("lobby id").to_owned();
    assert_ne!(new_lobby, lobby);
    let (_, details) = http.get(&format!("/api/lobbies/{new_lobby}")).await;
    assert_eq!(details["status"], "open");
    assert_eq!(details["n_seats"], 3);
    assert_eq!(details["options"], json!({ "rounds": 2 }));
    assert_eq!(details["public"], false, "a rematch is unlisted");
    assert_eq!(seat(&details, 0)["name"], "Guest");
    assert_eq!(seat(&details, 1)["filled"], false);
    assert_eq!(seat(&details, 1)["kept_for"], "Host");
    let until = seat(&details, 1)["kept_until_ms"]
        .as_i64()
        .expect("kept until");
    // The default hold: five minutes from the request.
    assert!(
        (asked_at + 299_000..=server::lobby::now_ms() + 300_000).contains(&until),
        "{until}"
    );
    assert_eq!(seat(&details, 2)["is_bot"], true);
    assert_eq!(seat(&details, 2)["bot_level"], "hard");
    assert!(seat(&details, 2).get("kept_for").is_none());
    let (_, listed) = http.get("/api/lobbies").await;
    assert!(
        !listed.to_string().contains(&new_lobby),
        "a rematch is not listed: {listed}"
    );

    // Nobody else takes the kept seat: neither a stranger with the link nor a bot of the host.
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{new_lobby}/join"),
            json!({ "name": "Stranger" }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("lobby_full")),
        "{body}"
    );
    let new_host = first["token"].as_str().expect("token");
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{new_lobby}/bots"),
            json!({ "token": new_host }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("lobby_full")),
        "{body}"
    );

    // Every socket of the old lobby hears of it.
    let msg = players[0].next_of("rematch").await;
    assert_eq!(msg["lobby_id"], new_lobby.as_str());
    assert_eq!(msg["by"], "Guest");

    // The rematch is stored: after a restart a socket opening the old lobby hears of it right
    // after its welcome, the seat is still kept until the same time, and the host's request
    // takes it.
    drop(players);
    srv.stop().await;
    let store = Store::open_sqlite(dir.path()).await.expect("reopen");
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (mut late, _) = Client::hello(srv.addr, &lobby, None).await;
    let msg = late.next_of("rematch").await;
    assert_eq!(msg["lobby_id"], new_lobby.as_str());
    assert_eq!(msg["by"], "Guest");
    let (_, details) = http.get(&format!("/api/lobbies/{new_lobby}")).await;
    assert_eq!(seat(&details, 1)["kept_for"], "Host");
    assert_eq!(seat(&details, 1)["kept_until_ms"], until);
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{new_lobby}/join"),
            json!({ "name": "Stranger" }),
        )
        .await;
    assert_eq!(status, 409);

    // The host's request takes the seat kept for them; the table is full and can start.
    let (status, second) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200, "{second}");
    assert_eq!(second["lobby_id"], new_lobby.as_str());
    assert_eq!(second["host"], false);
    assert_eq!(second["seat"], 1);
    let (_, details) = http.get(&format!("/api/lobbies/{new_lobby}")).await;
    assert_eq!(seat(&details, 1)["name"], "Host");
    assert!(seat(&details, 1).get("kept_for").is_none());
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{new_lobby}/start"),
            json!({ "token": new_host }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    srv.stop().await;
}

/// A seat kept for a player who does not come opens up when the hold runs out: the waiting
/// room's sockets hear of it (`presence`), a stranger with the link may take it, and the player
/// who comes late gets a free seat if one is left, or `lobby_full`.
#[tokio::test]
async fn a_kept_seat_nobody_claims_opens_up_after_the_hold() {
    let (store, _dir) = sqlite_store().await;
    let settings = server::config::Settings {
        rematch_hold: Duration::from_millis(1500),
        ..test_settings()
    };
    let srv = TestServer::start(store, guess_factory(support::STAMP), settings).await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby(2, json!({ "rounds": 1 })).await;
    let (_, guest) = http.join(&lobby, "Guest").await;
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);
    drop(play_out(&srv, &lobby, &host, &guest).await);

    let asked = std::time::Instant::now();
    let (status, first) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200, "{first}");
    let new_lobby = first["lobby_id"].as_str().expect("lobby id").to_owned();
    let new_host = first["token"].as_str().expect("token").to_owned();
    let (mut waiting, _) = Client::hello(srv.addr, &new_lobby, Some(&new_host)).await;
    let (_, details) = http.get(&format!("/api/lobbies/{new_lobby}")).await;
    assert_eq!(seat(&details, 1)["kept_for"], "Guest");
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{new_lobby}/join"),
            json!({ "name": "Stranger" }),
        )
        .await;
    assert_eq!(status, 409);

    // The hold runs out: the waiting room is told, and the seat is anyone's.
    // (A first `presence` may be the host's own socket arriving.)
    let mut details = Value::Null;
    for _ in 0..4 {
        let msg = waiting.next_of("presence").await;
        assert!(msg["presence"].is_object(), "{msg}");
        details = http.get(&format!("/api/lobbies/{new_lobby}")).await.1;
        if seat(&details, 1).get("kept_for").is_none() {
            break;
        }
    }
    assert!(seat(&details, 1).get("kept_for").is_none(), "{details}");
    assert!(asked.elapsed() >= Duration::from_millis(1400));
    let (status, joined) = http
        .post(
            &format!("/api/lobbies/{new_lobby}/join"),
            json!({ "name": "Stranger" }),
        )
        .await;
    assert_eq!(
        (status, joined["seat"].as_u64()),
        (200, Some(1)),
        "{joined}"
    );

    // The guest comes too late: the table is full.
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": guest }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("lobby_full")),
        "{body}"
    );
    srv.stop().await;
}

/// Issue #32 (idempotency keys): a keyed rematch whose first call died while seating the bots
/// (the store refused the bot's seat) leaves a rematch lobby without its bot; sent again with
/// the same key, the call finds that lobby and adds the missing bot, at its seat and level.
#[tokio::test]
async fn a_keyed_rematch_retried_after_dying_while_seating_bots_adds_the_missing_bot() {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (lobby, host, guest) = host_guest_and_hard_bot(&http).await;
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);
    play_out(&srv, &lobby, &host, &guest).await;

    // A fault in the store: seating a bot fails (a trigger refuses bot seats).
    let db = format!("sqlite://{}", dir.path().join("dlo.sqlite3").display());
    let mut raw = <sqlx::SqliteConnection as sqlx::Connection>::connect(&db)
        .await
        .expect("open the database file");
    sqlx::query(
        "CREATE TRIGGER no_bots BEFORE INSERT ON seats WHEN NEW.is_bot \
         BEGIN SELECT RAISE(ABORT, 'injected fault'); END",
    )
    .execute(&mut raw)
    .await
    .expect("trigger");
    let path = format!("/api/lobbies/{lobby}/rematch");
    let key = "rematch-dies-while-seating-bots";
    let (status, failed, _) = http.post_keyed(&path, json!({ "token": host }), key).await;
    assert!(
        status >= 500,
        "the first call should fail: {status} {failed}"
    );

    // The fault is gone; the same call again.
    sqlx::query("DROP TRIGGER no_bots")
        .execute(&mut raw)
        .await
        .expect("drop trigger");
    let (status, first, replayed) = http.post_keyed(&path, json!({ "token": host }), key).await;
    assert_eq!((status, replayed), (200, false), "{first}");
    assert_eq!(first["host"], true);
    let rematch = first["lobby_id"].as_str().expect("id");
    let (_, details) = http.get(&format!("/api/lobbies/{rematch}")).await;
    assert_eq!(seat(&details, 2)["is_bot"], true, "{details}");
    assert_eq!(seat(&details, 2)["bot_level"], "hard", "{details}");
    // The guest's seat is kept for the guest, and the guest takes it.
    let (status, joined) = http.post(&path, json!({ "token": guest })).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(
        (&joined["lobby_id"], &joined["seat"]),
        (&first["lobby_id"], &json!(1))
    );
    srv.stop().await;
}
