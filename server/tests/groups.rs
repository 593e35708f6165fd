//! Groups (issue #39 item 5) over real sockets, on both stores: "play again with this group"
//! from a finished game makes the group and its new lobby exactly once, keeps a seat for each
//! member that only that member takes (with their account, without a token), renames, lists
//! the group's games, and deleting an account takes it out of its groups.

#[macro_use]
mod support;

use serde_json::{json, Value};
use server::store::{AccountRow, PasskeyRow, Store};
use support::{guess_factory, play_out, test_settings, Client, TestServer, STAMP};
use uuid::Uuid;

/// One signed-in browser: its session cookie and CSRF token.
struct Browser {
    base: String,
    client: reqwest::Client,
    cookie: String,
    csrf: String,
}

impl Browser {
    /// An account named `name` made in the store, and a browser signed in to it.
    async fn signed_in(srv: &TestServer, store: &Store, name: &str) -> (Browser, Uuid) {
        Browser::with_email(srv, store, name, None).await
    }

    /// [`Browser::signed_in`] with the account's e-mail address.
    async fn with_email(
        srv: &TestServer,
        store: &Store,
        name: &str,
        email: Option<&str>,
    ) -> (Browser, Uuid) {
        let id = Uuid::new_v4();
        let now = server::lobby::now_ms();
        let account = AccountRow {
            id,
            name: name.into(),
            email: email.map(str::to_owned),
            created_at_ms: now,
        };
        let passkey = PasskeyRow {
            cred_id: format!("cred-{id}"),
            account_id: id,
            name: "test".into(),
            passkey: "{}".into(),
            created_at_ms: now,
        };
        store
            .create_account_with_passkey(&account, &passkey)
            .await
            .expect("account");
        let cookie = format!("{}{}", Uuid::new_v4().simple(), Uuid::new_v4().simple());
        store
            .create_session(
                &server::lobby::hash_token(&cookie),
                id,
                now,
                now + 3_600_000,
            )
            .await
            .expect("session");
        let mut b = Browser {
            base: format!("http://{}", srv.addr),
            client: reqwest::Client::new(),
            cookie,
            csrf: String::new(),
        };
        let (_, me) = b.get("/api/account").await;
        b.csrf = me["csrf"].as_str().expect("csrf").to_owned();
        (b, id)
    }

    async fn send(&mut self, method: reqwest::Method, path: &str, body: Value) -> (u16, Value) {
        let r = self
            .client
            .request(method, format!("{}{path}", self.base))
            .header("cookie", format!("dlo_session={}", self.cookie))
            .header("x-csrf-token", &self.csrf)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("request");
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    async fn post(&mut self, path: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::POST, path, body).await
    }

    async fn get(&mut self, path: &str) -> (u16, Value) {
        let r = self
            .client
            .get(format!("{}{path}", self.base))
            .header("cookie", format!("dlo_session={}", self.cookie))
            .send()
            .await
            .expect("request");
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }
}

/// A finished three-seat game: Ada (host) and Bob, each claimed by their account, and a bot.
/// Returns the server, the lobby and both browsers.
async fn finished_game(store: &Store) -> (TestServer, String, Browser, Browser, Uuid) {
    finished_game_with(store, test_settings(), None).await
}

/// [`finished_game`] on a server with these settings, Bob's account having `bob_email`.
async fn finished_game_with(
    store: &Store,
    settings: server::config::Settings,
    bob_email: Option<&str>,
) -> (TestServer, String, Browser, Browser, Uuid) {
    let srv = TestServer::start(store.clone(), guess_factory(STAMP), settings).await;
    let http = srv.http();
    let (lobby, ada_token) = http.create_lobby(3, json!({ "rounds": 2 })).await;
    let (_, bob_token) = http.join(&lobby, "Bob").await;
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/bots"),
            json!({ "token": ada_token, "level": "easy" }),
        )
        .await;
    assert_eq!(status, 200);
    let (mut ada, _) = Browser::signed_in(&srv, store, "Ada").await;
    let (mut bob, bob_id) = Browser::with_email(&srv, store, "Bob", bob_email).await;
    for (b, token) in [(&mut ada, &ada_token), (&mut bob, &bob_token)] {
        let (status, body) = b
            .post(
                &format!("/api/lobbies/{lobby}/claim"),
                json!({ "token": token }),
            )
            .await;
        assert_eq!(status, 200, "{body}");
    }
    // Not before the end.
    let (status, body) = ada
        .post(&format!("/api/lobbies/{lobby}/group"), json!({}))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("not_finished")),
        "{body}"
    );
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": ada_token }),
        )
        .await;
    assert_eq!(status, 200);
    play_out(&srv, &lobby, &ada_token, &bob_token).await;
    (srv, lobby, ada, bob, bob_id)
}

async fn play_again_makes_the_group_and_its_lobby_once(store: Store) {
    let (srv, lobby, mut ada, mut bob, _) = finished_game(&store).await;
    let (status, offer) = ada.get(&format!("/api/lobbies/{lobby}/group")).await;
    assert_eq!(status, 200, "{offer}");
    assert_eq!(offer["possible"], true);
    assert_eq!(offer["lobby_id"], Value::Null);

    // Ada plays again: a new unlisted lobby she hosts, with the same options and seats.
    let (status, first) = ada
        .post(
            &format!("/api/lobbies/{lobby}/group"),
            json!({ "lang": "cs" }),
        )
        .await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["host"], true);
    assert_eq!(first["seat"], 0);
    let new = first["lobby_id"].as_str().expect("lobby").to_owned();
    let group = first["group_id"].as_str().expect("group").to_owned();
    let (_, details) = srv.http().get(&format!("/api/lobbies/{new}")).await;
    let d = details.get("lobby").unwrap_or(&details).clone();
    assert_eq!(d["options"]["rounds"], 2, "{d}");
    assert_eq!(d["n_seats"], 3);
    assert_eq!(d["public"], false);
    assert_eq!(d["seats"][1]["kept_for"], "Bob", "{d}");
    assert_eq!(d["seats"][2]["is_bot"], true, "{d}");

    // Asking again (Ada again, or Bob) finds the same group and lobby: it happens once.
    let (status, offer) = bob.get(&format!("/api/lobbies/{lobby}/group")).await;
    assert_eq!(status, 200);
    assert_eq!(offer["lobby_id"], new.as_str());
    assert_eq!(offer["group_id"], group.as_str());
    let (status, again) = ada
        .post(&format!("/api/lobbies/{lobby}/group"), json!({}))
        .await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["lobby_id"], new.as_str());
    assert_eq!(again["seat"], 0, "the host's own seat, a new token of it");

    // Bob's group page shows the invitation; his account takes the kept seat without a token.
    let (status, list) = bob.get("/api/account/groups").await;
    assert_eq!(status, 200, "{list}");
    let g = &list["groups"][0];
    assert_eq!(g["id"], group.as_str());
    assert_eq!(g["name"], "Ada, Bob");
    assert_eq!(g["current"]["lobby_id"], new.as_str());
    assert_eq!(g["current"]["invited"], true);
    let (status, seat) = bob
        .post(&format!("/api/lobbies/{new}/group-seat"), json!({}))
        .await;
    assert_eq!(status, 200, "{seat}");
    assert_eq!(seat["seat"], 1);
    assert_eq!(seat["host"], false);
    let token = seat["token"].as_str().expect("token").to_owned();
    let (_c, welcome) = Client::hello(srv.addr, &new, Some(&token)).await;
    assert_eq!(welcome["seat"], 1);
    let (_, games) = bob.get("/api/account/games").await;
    assert!(
        games["games"]
            .as_array()
            .is_some_and(|g| g.iter().any(|g| g["lobby_id"] == new.as_str())),
        "the seat is the account's: {games}"
    );
    let (_, list) = bob.get("/api/account/groups").await;
    assert_eq!(list["groups"][0]["current"]["invited"], false);
    assert_eq!(list["groups"][0]["current"]["seated"], true);
    srv.stop().await;
}

async fn a_kept_seat_is_for_its_member_only(store: Store) {
    let (srv, lobby, mut ada, _bob, _) = finished_game(&store).await;
    let (status, first) = ada
        .post(&format!("/api/lobbies/{lobby}/group"), json!({}))
        .await;
    assert_eq!(status, 200, "{first}");
    let new = first["lobby_id"].as_str().expect("lobby").to_owned();
    // A guest with the invite link cannot take Bob's kept seat (the only free one).
    let (status, body) = srv
        .http()
        .post(
            &format!("/api/lobbies/{new}/join"),
            json!({ "name": "Mallory" }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("lobby_full")),
        "{body}"
    );
    // Nor can another account that is not a member, nor play again from a game it did not play.
    let (mut eve, _) = Browser::signed_in(&srv, &store, "Eve").await;
    let (status, body) = eve
        .post(&format!("/api/lobbies/{new}/group-seat"), json!({}))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("not_member"))
    );
    let (status, body) = eve
        .post(&format!("/api/lobbies/{lobby}/group"), json!({}))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("not_in_game"))
    );
    let (status, offer) = eve.get(&format!("/api/lobbies/{lobby}/group")).await;
    assert_eq!((status, &offer["possible"]), (200, &json!(false)));
    let group = first["group_id"].as_str().expect("group");
    let (status, _) = eve.get(&format!("/api/account/groups/{group}")).await;
    assert_eq!(status, 403);
    srv.stop().await;
}

async fn members_rename_the_group_and_see_its_history(store: Store) {
    let (srv, lobby, mut ada, mut bob, _) = finished_game(&store).await;
    let (_, first) = ada
        .post(&format!("/api/lobbies/{lobby}/group"), json!({}))
        .await;
    let group = first["group_id"].as_str().expect("group").to_owned();
    let new = first["lobby_id"].as_str().expect("lobby").to_owned();
    let path = format!("/api/account/groups/{group}");
    let (status, renamed) = bob
        .send(
            reqwest::Method::PATCH,
            &path,
            json!({ "name": "Tuesday club" }),
        )
        .await;
    assert_eq!(status, 200, "{renamed}");
    assert_eq!(renamed["group"]["name"], "Tuesday club");
    assert_eq!(renamed["group"]["named"], true);
    let (status, page) = ada.get(&path).await;
    assert_eq!(status, 200, "{page}");
    let g = &page["group"];
    assert_eq!(g["name"], "Tuesday club");
    let names: Vec<&str> = g["members"]
        .as_array()
        .expect("members")
        .iter()
        .filter_map(|m| m["name"].as_str())
        .collect();
    assert_eq!(names, vec!["Ada", "Bob"]);
    // Its games: the open new one first, then the finished one with its result.
    let games = g["games"].as_array().expect("games");
    assert_eq!(games.len(), 2, "{g}");
    assert_eq!(games[0]["lobby_id"], new.as_str());
    assert_eq!(games[0]["status"], "open");
    assert_eq!(games[1]["lobby_id"], lobby.as_str());
    assert_eq!(games[1]["status"], "finished");
    assert!(games[1]["game_id"].is_string());
    assert!(games[1]["result"].is_object(), "{}", games[1]);
    // An empty name gives back the members' names; the e-mail choice is the member's own.
    let (_, back) = ada
        .send(
            reqwest::Method::PATCH,
            &path,
            json!({ "name": "", "invite_email": false }),
        )
        .await;
    assert_eq!(back["group"]["name"], "Ada, Bob");
    assert_eq!(back["group"]["invite_email"], false);
    let (_, theirs) = bob.get(&path).await;
    assert_eq!(theirs["group"]["invite_email"], true);
    // A change needs the CSRF token.
    bob.csrf = "0".repeat(64);
    let (status, _) = bob
        .send(reqwest::Method::PATCH, &path, json!({ "name": "X" }))
        .await;
    assert_eq!(status, 403);
    srv.stop().await;
}

async fn deleting_an_account_removes_it_from_its_groups(store: Store) {
    let (srv, lobby, mut ada, mut bob, bob_id) = finished_game(&store).await;
    let (_, first) = ada
        .post(&format!("/api/lobbies/{lobby}/group"), json!({}))
        .await;
    let group = Uuid::parse_str(first["group_id"].as_str().expect("group")).expect("uuid");
    let (status, _) = bob
        .send(reqwest::Method::DELETE, "/api/account", json!(null))
        .await;
    assert_eq!(status, 200);
    let g = store.group(group).await.expect("read").expect("group");
    assert!(g.members.iter().all(|m| m.account_id != bob_id));
    assert_eq!(g.members.len(), 1);
    // The group keeps its games and now shows its remaining member's name.
    let (status, page) = ada.get(&format!("/api/account/groups/{group}")).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["group"]["name"], "Ada");
    assert_eq!(page["group"]["games"].as_array().map(Vec::len), Some(2));
    srv.stop().await;
}

/// A minimal SMTP receiver: answers its port and each message's data.
async fn smtp_server() -> (u16, tokio::sync::mpsc::UnboundedReceiver<String>) {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind smtp");
    let port = listener.local_addr().expect("addr").port();
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((sock, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (r, mut w) = sock.into_split();
                let mut lines = BufReader::new(r).lines();
                let _ = w.write_all(b"220 test.local ESMTP ready\r\n").await;
                while let Ok(Some(line)) = lines.next_line().await {
                    let upper = line.to_ascii_uppercase();
                    let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                        b"250-test.local\r\n250 8BITMIME\r\n"
                    } else if upper == "DATA" {
                        let _ = w.write_all(b"354 go ahead\r\n").await;
                        let mut data = String::new();
                        while let Ok(Some(l)) = lines.next_line().await {
                            if l == "." {
                                break;
                            }
                            data.push_str(&l);
                            data.push('\n');
                        }
                        let _ = tx.send(data);
                        b"250 queued\r\n"
                    } else if upper == "QUIT" {
                        let _ = w.write_all(b"221 bye\r\n").await;
                        break;
                    } else {
                        b"250 ok\r\n"
                    };
                    if w.write_all(reply).await.is_err() {
                        break;
                    }
                }
            });
        }
    });
    (port, rx)
}

async fn a_member_with_an_address_is_invited_by_email(store: Store) {
    let (port, mut inbox) = smtp_server().await;
    let mut settings = test_settings();
    settings.mail = Some(server::mail::MailSettings {
        relay: format!("127.0.0.1:{port}"),
        from: "Dungeon Lords Online <noreply@dlo.test>".into(),
        limits: server::mail::DEFAULT_LIMITS,
    });
    settings.public_url = Some("https://dlo.example.org".into());
    let (srv, lobby, mut ada, _bob, _) =
        finished_game_with(&store, settings, Some("bob@example.org")).await;
    let (status, first) = ada
        .post(&format!("/api/lobbies/{lobby}/group"), json!({}))
        .await;
    assert_eq!(status, 200, "{first}");
    let group = first["group_id"].as_str().expect("group");
    let mail = tokio::time::timeout(std::time::Duration::from_secs(20), inbox.recv())
        .await
        .expect("an invitation arrives")
        .expect("message");
    assert!(mail.contains("bob@example.org"), "{mail}");
    assert!(mail.contains("plays again"), "{mail}");
    assert!(
        mail.contains(&format!("https://dlo.example.org/#/group/{group}")),
        "{mail}"
    );
    srv.stop().await;
}

both_stores!(
    a_member_with_an_address_is_invited_by_email,
    play_again_makes_the_group_and_its_lobby_once,
    a_kept_seat_is_for_its_member_only,
    members_rename_the_group_and_see_its_history,
    deleting_an_account_removes_it_from_its_groups,
);
