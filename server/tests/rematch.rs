//! `POST /api/lobbies/{id}/rematch`: a finished game's seats get a new lobby with the same game,
//! options, seat count and bots; the first request creates it and the old lobby's sockets hear
//! of it; the others join it; nobody else may ask, and nobody before the end.

mod support;

use serde_json::json;
use server::store::Store;
use support::{sqlite_store, Client, TestServer};

#[tokio::test]
async fn a_finished_game_rematches_with_the_same_options_seats_and_bots() {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby(3, json!({ "rounds": 2 })).await;
    let (_, guest) = http.join(&lobby, "Guest").await;
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/bots"),
            json!({ "token": host, "level": "hard" }),
        )
        .await;
    assert_eq!(status, 200);

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
    let mut players = vec![
        Client::hello(srv.addr, &lobby, Some(&host)).await.0,
        Client::hello(srv.addr, &lobby, Some(&guest)).await.0,
    ];
    for _ in 0..500 {
        if players[0].view["phase"] == "over" && players[1].view["phase"] == "over" {
            break;
        }
        let mover = (0..2).find(|&s| !players[s].legal().is_empty());
        match mover {
            Some(s) => {
                let cmd = players[s].legal()[0].clone();
                let reply = players[s].command(cmd).await;
                assert_eq!(reply["type"], "accepted", "{reply}");
                let v = reply["version"].as_u64().unwrap_or_default();
                for p in &mut players {
                    p.catch_up(v).await;
                }
            }
            None => {
                let msg = players[0].next_of("update").await;
                let v = msg["version"].as_u64().unwrap_or_default();
                players[1].catch_up(v).await;
            }
        }
    }
    assert_eq!(players[0].view["phase"], "over");

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

    // The guest asks first: a new lobby with the same game and options, the guest hosting it and
    // the bot seated again at its level.
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
    assert_eq!(details["seats"][0]["name"], "Guest");
    assert_eq!(details["seats"][1]["is_bot"], true);
    assert_eq!(details["seats"][1]["bot_level"], "hard");

    // Every socket of the old lobby hears of it.
    let msg = players[0].next_of("rematch").await;
    assert_eq!(msg["lobby_id"], new_lobby.as_str());
    assert_eq!(msg["by"], "Guest");

    // The rematch is stored: after a restart a socket opening the old lobby hears of it right
    // after its welcome, and the host's request still joins it.
    drop(players);
    srv.stop().await;
    let store = Store::open_sqlite(dir.path()).await.expect("reopen");
    let srv = TestServer::with_store(store).await;
    let http = srv.http();
    let (mut late, _) = Client::hello(srv.addr, &lobby, None).await;
    let msg = late.next_of("rematch").await;
    assert_eq!(msg["lobby_id"], new_lobby.as_str());
    assert_eq!(msg["by"], "Guest");

    // The host's request joins the same rematch; the table is full and can start.
    let (status, second) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200, "{second}");
    assert_eq!(second["lobby_id"], new_lobby.as_str());
    assert_eq!(second["host"], false);
    assert_eq!(second["seat"], 2);
    let new_host = first["token"].as_str().expect("token");
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{new_lobby}/start"),
            json!({ "token": new_host }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    srv.stop().await;
}
