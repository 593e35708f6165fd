//! Optional accounts (issue #39) over real sockets, on both stores: passkey sign-up and sign-in
//! with a software authenticator producing real attestations and assertions, e-mail link
//! sign-in through a test SMTP receiver, CSRF and origin refusals, the sign-in rate limit, no
//! account enumeration, claiming seats, a device token opening the seat on a second device, a
//! re-invite revoking it, deleting an account, and guests untouched.

#[macro_use]
mod support;

use std::time::Duration;

use serde_json::json;
use server::config::Settings;
use server::store::Store;
use support::accounts::{sign_in, sign_up, Browser, Device};
use support::{guess_factory, test_settings, Client, Closed, TestServer, STAMP};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

/// The public URL of the e-mail tests.
const PUBLIC: &str = "https://dlo.example.org";

async fn start(store: Store, settings: Settings) -> TestServer {
    TestServer::start(store, guess_factory(STAMP), settings).await
}

async fn passkey_sign_up_and_sign_in_on_a_second_browser(store: Store) {
    let srv = start(store, test_settings()).await;
    let mut device = Device::new(srv.addr.port());
    let mut first = Browser::new(&srv);
    let (_, before) = first.get("/api/account").await;
    assert_eq!(before["signed_in"], false);
    assert_eq!(before["email_sign_in"], false);
    let account = sign_up(&mut first, &mut device, "Ada").await;
    assert_eq!(account["name"], "Ada");
    assert_eq!(account["passkeys"].as_array().map(Vec::len), Some(1));
    let me = first.account().await;
    assert_eq!(me["signed_in"], true);
    assert_eq!(me["account"]["id"], account["id"]);

    let mut second = Browser::new(&srv);
    let (status, body) = sign_in(&mut second, &mut device).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["account"]["id"], account["id"]);
    assert_eq!(second.account().await["account"]["name"], "Ada");

    // A challenge is finished once: the same assertion again fails like any failure.
    let (_, started) = second
        .post("/api/account/passkey/login/start", json!({}))
        .await;
    let credential = device.get(&started["options"]);
    let body = json!({ "challenge": started["challenge"], "credential": credential });
    let (status, _) = second
        .post("/api/account/passkey/login/finish", body.clone())
        .await;
    assert_eq!(status, 200);
    // A new session: the page reads its CSRF token again.
    second.account().await;
    let (status, again) = second.post("/api/account/passkey/login/finish", body).await;
    assert_eq!(
        (status, again["error"]["code"].as_str()),
        (401, Some("sign_in_failed"))
    );

    // Renaming needs the CSRF token; signing out ends only this browser's session.
    let (status, renamed, _) = second
        .send(
            reqwest::Method::PATCH,
            "/api/account",
            Some(json!({ "name": "Ada L." })),
            true,
        )
        .await;
    assert_eq!(status, 200, "{renamed}");
    assert_eq!(renamed["account"]["name"], "Ada L.");
    let (status, out) = second.post("/api/account/signout", json!({})).await;
    assert_eq!((status, &out), (200, &json!({ "signed_in": false })));
    assert!(second.cookie.is_none(), "the cookie is cleared");
    assert_eq!(first.account().await["signed_in"], true);
    srv.stop().await;
}

async fn csrf_and_origin_are_checked_on_cookie_authorized_changes(store: Store) {
    let srv = start(store, test_settings()).await;
    let mut device = Device::new(srv.addr.port());
    let mut b = Browser::new(&srv);
    sign_up(&mut b, &mut device, "Ada").await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby(2, json!({})).await;
    let claim = format!("/api/lobbies/{lobby}/claim");

    // No header.
    let (status, body, _) = b
        .send(
            reqwest::Method::POST,
            &claim,
            Some(json!({ "token": host })),
            false,
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("csrf"))
    );
    // A wrong header.
    let right = b.csrf.clone();
    b.csrf = Some("0".repeat(64));
    let (status, body) = b.post(&claim, json!({ "token": host })).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("csrf"))
    );
    b.csrf = right;
    // The right header from a foreign origin.
    b.origin = Some("https://evil.example".into());
    let (status, body) = b.post(&claim, json!({ "token": host })).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("csrf"))
    );
    let (status, body) = b.post("/api/account/signout", json!({})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("csrf"))
    );
    // From this server's own origin it works.
    b.origin = Some(format!("http://{}", srv.addr));
    let (status, body) = b.post(&claim, json!({ "token": host })).await;
    assert_eq!(status, 200, "{body}");
    // Signed out: 401.
    let mut guest = Browser::new(&srv);
    let (status, body) = guest.post(&claim, json!({ "token": host })).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (401, Some("signed_out"))
    );
    srv.stop().await;
}

async fn a_claimed_seat_opens_on_a_second_device_until_a_reinvite(store: Store) {
    let srv = start(store, test_settings()).await;
    let mut device = Device::new(srv.addr.port());
    let http = srv.http();
    let (lobby, host) = http.create_lobby(3, json!({})).await;
    let (bob_seat, bob) = http.join(&lobby, "Bob").await;
    let (_, carol) = http.join(&lobby, "Carol").await;

    let mut laptop = Browser::new(&srv);
    sign_up(&mut laptop, &mut device, "Bob").await;
    let claim = format!("/api/lobbies/{lobby}/claim");
    let (status, body) = laptop.post(&claim, json!({ "token": bob })).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({ "seat": bob_seat, "claimed": true }));
    // Idempotent for the same account; a wrong token is refused.
    let (status, _) = laptop.post(&claim, json!({ "token": bob })).await;
    assert_eq!(status, 200);
    let (status, body) = laptop.post(&claim, json!({ "token": "00" })).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("bad_token"))
    );
    // Another account cannot take the seat.
    let mut other_device = Device::new(srv.addr.port());
    let mut eve = Browser::new(&srv);
    sign_up(&mut eve, &mut other_device, "Eve").await;
    let (status, body) = eve.post(&claim, json!({ "token": bob })).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("claimed_by_other"))
    );
    let (status, body) = eve
        .post(&format!("/api/lobbies/{lobby}/device"), json!({}))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("not_your_seat"))
    );

    // The game starts; on a phone signed in to the same account, "my games" lists it.
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);
    let mut phone = Browser::new(&srv);
    let (status, _) = sign_in(&mut phone, &mut device).await;
    assert_eq!(status, 200);
    let (status, games) = phone.get("/api/account/games").await;
    assert_eq!(status, 200, "{games}");
    let game = &games["games"][0];
    assert_eq!(game["lobby_id"], lobby.as_str());
    assert_eq!(game["seat"], bob_seat);
    assert_eq!(game["status"], "running");
    assert_eq!(game["name"], "Host");
    assert_eq!(game["players"].as_array().map(Vec::len), Some(3));
    assert!(game["game_id"].is_string(), "{game}");
    // Whose turn it is: the lobby's details name the seats that owe a decision.
    let (status, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(status, 200);
    let waiting = details["waiting_for"].as_array().expect("waiting_for");
    assert!(!waiting.is_empty(), "{details}");
    assert!(
        waiting.iter().all(|s| s.as_u64().is_some_and(|s| s < 3)),
        "{details}"
    );

    // The phone gets its own token of the seat, which opens the seat over the WebSocket; the
    // laptop's token keeps working.
    let (status, body) = phone
        .post(&format!("/api/lobbies/{lobby}/device"), json!({}))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["seat"], bob_seat);
    let phone_token = body["token"].as_str().expect("token").to_owned();
    assert_ne!(phone_token, bob);
    let (mut on_phone, welcome) = Client::hello(srv.addr, &lobby, Some(&phone_token)).await;
    assert_eq!(welcome["seat"], bob_seat);
    let (_on_laptop, welcome) = Client::hello(srv.addr, &lobby, Some(&bob)).await;
    assert_eq!(welcome["seat"], bob_seat);

    // The host re-invites Bob's seat: every token of the seat stops, and the claim goes.
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/seats/{bob_seat}/reinvite"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (how, _) = on_phone.closed().await;
    assert_eq!(how, Closed::Code(4001));
    let mut again = Client::open(srv.addr, &lobby).await;
    again
        .send(json!({ "type": "hello", "token": phone_token }))
        .await;
    let (how, _) = again.closed().await;
    assert_eq!(how, Closed::Code(4001));
    let (_, games) = phone.get("/api/account/games").await;
    assert_eq!(games["games"], json!([]));
    let (status, _) = phone
        .post(&format!("/api/lobbies/{lobby}/device"), json!({}))
        .await;
    assert_eq!(status, 403);
    // Guests are untouched: Carol's token opens her seat as before.
    let (_c, welcome) = Client::hello(srv.addr, &lobby, Some(&carol)).await;
    assert_eq!(welcome["seat"], 2);
    srv.stop().await;
}

async fn sign_in_attempts_are_rate_limited(store: Store) {
    let mut settings = test_settings();
    settings.accounts.sign_ins_per_min = 3;
    let srv = start(store, settings).await;
    let mut b = Browser::new(&srv);
    for _ in 0..3 {
        let (status, _) = b.post("/api/account/passkey/login/start", json!({})).await;
        assert_eq!(status, 200);
    }
    let (status, body, _) = b
        .send(
            reqwest::Method::POST,
            "/api/account/passkey/login/start",
            Some(json!({})),
            false,
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (429, Some("rate_limited"))
    );
    let r = reqwest::Client::new()
        .post(format!("http://{}/api/account/email/finish", srv.addr))
        .header("content-type", "application/json")
        .body(json!({ "token": "x" }).to_string())
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 429);
    assert!(r.headers().get("retry-after").is_some());
    srv.stop().await;
}

async fn deleting_an_account_keeps_its_games_and_anonymises_its_seats(store: Store) {
    let srv = start(store.clone(), test_settings()).await;
    let mut device = Device::new(srv.addr.port());
    let http = srv.http();
    let (lobby, host) = http.create_lobby(2, json!({})).await;
    let (_, bob) = http.join(&lobby, "Bob").await;
    let mut b = Browser::new(&srv);
    sign_up(&mut b, &mut device, "Bob").await;
    let (status, _) = b
        .post(
            &format!("/api/lobbies/{lobby}/claim"),
            json!({ "token": bob }),
        )
        .await;
    assert_eq!(status, 200);
    // A second device of the account holds the seat too, with a socket open.
    let (status, body) = b
        .post(&format!("/api/lobbies/{lobby}/device"), json!({}))
        .await;
    assert_eq!(status, 200, "{body}");
    let device_token = body["token"].as_str().expect("token").to_owned();
    let (mut on_device, welcome) = Client::hello(srv.addr, &lobby, Some(&device_token)).await;
    assert_eq!(welcome["seat"], 1);
    let (status, data) = b.get("/api/account/data").await;
    assert_eq!(status, 200, "{data}");
    assert_eq!(data["account"]["name"], "Bob");
    assert_eq!(data["games"].as_array().map(Vec::len), Some(1));
    let (status, body, _) = b
        .send(reqwest::Method::DELETE, "/api/account", None, false)
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("csrf"))
    );
    let (status, body, _) = b
        .send(reqwest::Method::DELETE, "/api/account", None, true)
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(b.account().await["signed_in"], false);
    let lobby_id = uuid::Uuid::parse_str(&lobby).expect("id");
    let row = store
        .load_lobby(lobby_id)
        .await
        .expect("load")
        .expect("lobby");
    let names: Vec<&str> = row.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, vec!["Host", "Anonymous"]);
    // The running lobby forgot the device at once: its socket is closed, its token opens
    // nothing, and the lobby shows the seat as anonymous without waiting for a reload.
    let (how, _) = on_device.closed().await;
    assert_eq!(how, Closed::Code(4001));
    let mut again = Client::open(srv.addr, &lobby).await;
    again
        .send(json!({ "type": "hello", "token": device_token }))
        .await;
    let (how, _) = again.closed().await;
    assert_eq!(how, Closed::Code(4001));
    let (status, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(status, 200);
    assert_eq!(details["seats"][1]["name"], "Anonymous");
    // The seat still plays under its own token.
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);
    let (_c, welcome) = Client::hello(srv.addr, &lobby, Some(&bob)).await;
    assert_eq!(welcome["seat"], 1);
    // The passkey signs in nobody now.
    let mut again = Browser::new(&srv);
    let (status, _) = sign_in(&mut again, &mut device).await;
    assert_eq!(status, 401);
    srv.stop().await;
}

/// One received e-mail.
#[derive(Debug)]
struct Received {
    rcpt: Vec<String>,
    data: String,
}

impl Received {
    fn text(&self) -> String {
        mail_parser::MessageParser::default()
            .parse(self.data.as_bytes())
            .expect("a readable message")
            .body_text(0)
            .expect("a text body")
            .into_owned()
    }
}

/// A minimal SMTP receiver; answers its port and the received messages.
async fn smtp_server() -> (u16, mpsc::UnboundedReceiver<Received>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind smtp");
    let port = listener.local_addr().expect("addr").port();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((sock, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (r, mut w) = sock.into_split();
                let mut lines = BufReader::new(r).lines();
                let _ = w.write_all(b"220 test.local ESMTP ready\r\n").await;
                let mut rcpt = Vec::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    let upper = line.to_ascii_uppercase();
                    let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                        b"250-test.local\r\n250 8BITMIME\r\n"
                    } else if upper.starts_with("MAIL FROM") {
                        rcpt.clear();
                        b"250 ok\r\n"
                    } else if upper.starts_with("RCPT TO") {
                        rcpt.push(line[8..].trim().to_owned());
                        b"250 ok\r\n"
                    } else if upper == "DATA" {
                        let _ = w.write_all(b"354 go ahead\r\n").await;
                        let mut data = String::new();
                        while let Ok(Some(l)) = lines.next_line().await {
                            if l == "." {
                                break;
                            }
                            data.push_str(l.strip_prefix('.').unwrap_or(&l));
                            data.push_str("\r\n");
                        }
                        let _ = tx.send(Received {
                            rcpt: std::mem::take(&mut rcpt),
                            data,
                        });
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

fn mail_settings(port: u16) -> Settings {
    let mut s = test_settings();
    s.mail = Some(server::mail::MailSettings {
        relay: format!("127.0.0.1:{port}"),
        from: "Dungeon Lords Online <noreply@dlo.test>".into(),
        limits: server::mail::DEFAULT_LIMITS,
    });
    s.public_url = Some(PUBLIC.into());
    s.accounts.sign_in_emails_per_hour = 2;
    s
}

async fn next_mail(inbox: &mut mpsc::UnboundedReceiver<Received>) -> Received {
    tokio::time::timeout(Duration::from_secs(20), inbox.recv())
        .await
        .expect("an e-mail arrives at the SMTP server")
        .expect("message")
}

/// The sign-in token of an e-mail's link.
fn link_token(mail: &Received) -> String {
    let text = mail.text();
    let link = text
        .split_whitespace()
        .find(|w| w.starts_with(&format!("{PUBLIC}/#/signin/")))
        .unwrap_or_else(|| panic!("no sign-in link in {text}"));
    link.rsplit('/').next().expect("token").to_owned()
}

async fn email_link_sign_in_without_enumeration(store: Store) {
    let (port, mut inbox) = smtp_server().await;
    let srv = start(store, mail_settings(port)).await;
    let mut b = Browser::new(&srv);
    assert_eq!(b.account().await["email_sign_in"], true);
    b.origin = Some(PUBLIC.into());

    // A new address: the same answer as for a known one, and a link in Czech.
    let (status, body) = b
        .post(
            "/api/account/email/start",
            json!({ "email": "ada@example.org", "lang": "cs" }),
        )
        .await;
    assert_eq!((status, &body), (202, &json!({ "sent": true })));
    let mail = next_mail(&mut inbox).await;
    assert_eq!(mail.rcpt, vec!["<ada@example.org>".to_owned()]);
    assert!(
        mail.text().contains("Odkaz funguje jen jednou"),
        "{}",
        mail.text()
    );
    let token = link_token(&mail);
    let (status, body) = b
        .post("/api/account/email/finish", json!({ "token": token }))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["account"]["email"], "ada@example.org");
    let id = body["account"]["id"].clone();
    // The link works once.
    let mut other = Browser::new(&srv);
    let (status, body) = other
        .post("/api/account/email/finish", json!({ "token": token }))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (401, Some("sign_in_failed"))
    );

    // The known address now: the same answer; its link signs in the same account.
    let (status, body) = other
        .post(
            "/api/account/email/start",
            json!({ "email": "ada@example.org" }),
        )
        .await;
    assert_eq!((status, &body), (202, &json!({ "sent": true })));
    let mail = next_mail(&mut inbox).await;
    assert!(mail.text().contains("works once"), "{}", mail.text());
    let (status, body) = other
        .post(
            "/api/account/email/finish",
            json!({ "token": link_token(&mail) }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["account"]["id"], id);

    // Over the per-address limit: still the same answer, and nothing is sent.
    let (status, body) = other
        .post(
            "/api/account/email/start",
            json!({ "email": "ada@example.org" }),
        )
        .await;
    assert_eq!((status, &body), (202, &json!({ "sent": true })));
    let nothing = tokio::time::timeout(Duration::from_millis(500), inbox.recv()).await;
    assert!(nothing.is_err(), "no e-mail over the limit");

    // A foreign origin is refused before anything is sent.
    other.origin = Some("https://evil.example".into());
    let (status, body) = other
        .post(
            "/api/account/email/start",
            json!({ "email": "bob@example.org" }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("csrf"))
    );
    srv.stop().await;
}

async fn email_sign_in_is_off_without_a_relay(store: Store) {
    let srv = start(store, test_settings()).await;
    let mut b = Browser::new(&srv);
    let (status, body) = b
        .post(
            "/api/account/email/start",
            json!({ "email": "ada@example.org" }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (503, Some("mail_off"))
    );
    srv.stop().await;
}

both_stores!(
    passkey_sign_up_and_sign_in_on_a_second_browser,
    csrf_and_origin_are_checked_on_cookie_authorized_changes,
    a_claimed_seat_opens_on_a_second_device_until_a_reinvite,
    sign_in_attempts_are_rate_limited,
    deleting_an_account_keeps_its_games_and_anonymises_its_seats,
    email_link_sign_in_without_enumeration,
    email_sign_in_is_off_without_a_relay,
);
