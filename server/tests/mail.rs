//! E-mail (issues #17 and #30) against a real SMTP server started by the test: a small SMTP
//! receiver on a local port (greeting, EHLO, MAIL, RCPT, DATA, QUIT) that hands each message to
//! the test, which reads it with a MIME parser as a mail client would. The game server sends
//! through `lettre` to it. The fixture game (`support/guess.rs`) plays the turns: every seat
//! picks at once, then the seats take turns.

mod support;

use std::time::Duration;

use serde_json::{json, Value};
use server::config::Settings;
use server::store::Store;
use support::{guess_factory, sqlite_store, test_settings, Client, Http, TestServer, STAMP};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

const PUBLIC: &str = "https://dlo.example.org";

/// One received message: the envelope recipients and the data.
#[derive(Debug)]
struct Received {
    rcpt: Vec<String>,
    data: String,
}

impl Received {
    /// The message as a mail client reads it.
    fn parsed(&self) -> mail_parser::Message<'_> {
        mail_parser::MessageParser::default()
            .parse(self.data.as_bytes())
            .expect("a readable message")
    }

    /// The decoded text.
    fn text(&self) -> String {
        self.parsed()
            .body_text(0)
            .expect("a text body")
            .into_owned()
    }

    /// The first link in the text that contains `part`.
    fn link(&self, part: &str) -> String {
        self.text()
            .split_whitespace()
            .find(|w| w.starts_with(PUBLIC) && w.contains(part))
            .unwrap_or_else(|| panic!("no {part} link in {}", self.data))
            .to_owned()
    }
}

/// Starts the SMTP receiver (announcing 8BITMIME when `eight_bit`, never SMTPUTF8); returns its
/// port and the received messages.
async fn smtp_server(eight_bit: bool) -> (u16, mpsc::UnboundedReceiver<Received>) {
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
                        if eight_bit {
                            b"250-test.local\r\n250 8BITMIME\r\n"
                        } else {
                            b"250 test.local\r\n"
                        }
                    } else if upper.starts_with("MAIL FROM") {
                        rcpt.clear();
                        if !eight_bit && upper.contains("BODY=8BITMIME") {
                            b"555 no 8BITMIME here\r\n"
                        } else {
                            b"250 ok\r\n"
                        }
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
                            if !eight_bit {
                                assert!(l.is_ascii(), "8-bit data without 8BITMIME: {l}");
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
                    } else if upper.starts_with("RSET") || upper.starts_with("NOOP") {
                        b"250 ok\r\n"
                    } else {
                        b"502 not implemented\r\n"
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

/// Test settings that mail through the receiver on `port`, with the default limits.
fn mail_settings(port: u16) -> Settings {
    Settings {
        mail: Some(server::mail::MailSettings {
            relay: format!("127.0.0.1:{port}"),
            from: "Dungeon Lords Online <noreply@dlo.test>".into(),
            limits: server::mail::DEFAULT_LIMITS,
        }),
        public_url: Some(PUBLIC.into()),
        ..test_settings()
    }
}

/// A server with the fixture game mailing through the receiver on `port`.
async fn start(store: Store, port: u16) -> TestServer {
    TestServer::start(store, guess_factory(STAMP), mail_settings(port)).await
}

/// The next e-mail (waits up to 20 s).
async fn next_mail(inbox: &mut mpsc::UnboundedReceiver<Received>) -> Received {
    tokio::time::timeout(Duration::from_secs(20), inbox.recv())
        .await
        .expect("an e-mail arrives at the SMTP server")
        .expect("message")
}

/// A turn-based lobby of the fixture game hosted by "Host"; returns its id and the host token.
async fn turn_based_lobby(http: &Http, rounds: u64) -> (String, String) {
    let (status, body) = http
        .post(
            "/api/lobbies",
            json!({"game": "dungeon-lords", "seats": 2, "name": "Host",
                   "options": {"rounds": rounds},
                   "clock": {"mode": "turn_based", "days": 2}}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    (
        body["lobby_id"].as_str().expect("id").to_owned(),
        body["token"].as_str().expect("token").to_owned(),
    )
}

async fn set_email(http: &Http, lobby: &str, token: &str, email: Value) -> (u16, Value) {
    http.post(
        &format!("/api/lobbies/{lobby}/email"),
        json!({"token": token, "email": email}),
    )
    .await
}

/// A page a person opens: status, content type and text.
async fn page(method: &str, url: &str, form: &str) -> (u16, String, String) {
    let client = reqwest::Client::new();
    let request = match method {
        "GET" => client.get(url),
        _ => client
            .post(url)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form.to_owned()),
    };
    let r = request
        .header("accept-language", "cs-CZ,cs;q=0.9")
        .send()
        .await
        .expect("page");
    let status = r.status().as_u16();
    let content_type = r
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (status, content_type, r.text().await.expect("text"))
}

/// A link from an e-mail, pointed at the test server instead of the public URL.
fn local(http: &Http, link: &str) -> String {
    link.replacen(PUBLIC, &http.base, 1)
}

/// Confirms the address from the confirmation request `mail`, as its owner would: opens the
/// link (a page with a button), then presses the button.
async fn confirm_from(http: &Http, mail: &Received) {
    let url = local(http, &mail.link("/email/confirm?t="));
    let (status, content_type, html) = page("GET", &url, "").await;
    assert_eq!(status, 200, "{html}");
    assert!(content_type.starts_with("text/html"), "{content_type}");
    assert!(html.contains("<form method=\"post\""), "{html}");
    let (status, _, html) = page("POST", &url, "").await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("Adresa potvrzena"), "Czech page: {html}");
}

/// Plays one legal command for seat 1 (token `token`) from a fresh socket, then goes away, and
/// waits until the lobby says that seat is not connected, then until `host` has the update.
async fn play_once_and_leave(srv: &TestServer, lobby: &str, token: &str, host: &mut Client) {
    let (mut c, _) = Client::hello(srv.addr, lobby, Some(token)).await;
    let command = c.legal().first().cloned().expect("the seat has a decision");
    let reply = c.command(command).await;
    assert_eq!(reply["type"], "accepted", "{reply}");
    let version = reply["version"].as_u64().expect("version");
    drop(c);
    let http = srv.http();
    for _ in 0..1000 {
        let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
        if details["seats"][1]["connected"] == false {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    host.catch_up(version).await;
}

/// The host plays its one legal command.
async fn host_plays(host: &mut Client) {
    let command = host
        .legal()
        .first()
        .cloned()
        .expect("the host has a decision");
    let reply = host.command(command).await;
    assert_eq!(reply["type"], "accepted", "{reply}");
    host.catch_up(reply["version"].as_u64().expect("version"))
        .await;
}

#[tokio::test]
async fn a_turn_based_player_who_gave_an_address_gets_a_turn_email() {
    let (port, mut inbox) = smtp_server(true).await;
    let (store, _dir) = sqlite_store().await;
    let srv = start(store, port).await;
    let http = srv.http();
    let (lobby, host) = turn_based_lobby(&http, 2).await;
    let (_, bob) = http.join(&lobby, "Bob").await;

    // Bad addresses are refused; a bad token too; the address is never shown to others.
    let (status, body) = set_email(
        &http,
        &lobby,
        &bob,
        json!("bob@example.org\r\nBcc: eve@example.org"),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("bad_email"))
    );
    let (status, _) = set_email(&http, &lobby, "00", json!("bob@example.org")).await;
    assert_eq!(status, 403);
    let (status, body) = set_email(&http, &lobby, &bob, json!("bob@example.org")).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"email_set": true, "email": "bob@example.org", "confirmed": false,
               "confirmation_sent": true})
    );
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert!(!details.to_string().contains("bob@example.org"));
    let request = next_mail(&mut inbox).await;
    assert_eq!(request.rcpt, vec!["<bob@example.org>".to_owned()]);
    confirm_from(&http, &request).await;
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/email/status"),
            json!({"token": bob}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["confirmed"], true, "{body}");

    // The host is connected; Bob is not. The game starts: Bob's first decision is mailed.
    let (_host_socket, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({"token": host}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let mail = next_mail(&mut inbox).await;
    assert_eq!(mail.rcpt, vec!["<bob@example.org>".to_owned()]);
    assert_eq!(
        mail.parsed().subject(),
        Some("Dungeon Lords Online: your turn")
    );
    assert!(
        mail.text().contains(&format!("{PUBLIC}/?lobby={lobby}")),
        "{}",
        mail.data
    );
    assert!(!mail.data.contains(&bob), "no seat token in an e-mail");
    srv.stop().await;
}

#[tokio::test]
async fn an_address_gets_nothing_until_its_owner_confirms_it() {
    let (port, mut inbox) = smtp_server(true).await;
    let (store, dir) = sqlite_store().await;
    let srv = start(store.clone(), port).await;
    let http = srv.http();
    let (lobby, host_token) = turn_based_lobby(&http, 2).await;
    let (_, bob) = http.join(&lobby, "Bob").await;
    let (status, body) = set_email(&http, &lobby, &bob, json!("bob@example.org")).await;
    assert_eq!(status, 200, "{body}");
    let request = next_mail(&mut inbox).await;
    assert!(
        request.text().contains("/email/confirm?t="),
        "{}",
        request.data
    );

    // Bob is away and owes his pick, but his address is not confirmed: nothing is sent.
    let (mut host, _) = Client::hello(srv.addr, &lobby, Some(&host_token)).await;
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({"token": host_token}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    host.next_of("update").await;
    // The lobby answers this after the start's e-mails are decided.
    http.get(&format!("/api/lobbies/{lobby}")).await;
    let lobby_id = uuid::Uuid::parse_str(&lobby).expect("uuid");
    let counted = |store: Store| async move { store.mails_sent(lobby_id).await.expect("store") };
    assert_eq!(
        counted(store.clone()).await,
        vec![(1, "confirm".to_owned())]
    );

    // Nor after a restart, which announces the open decisions of a game nobody has played yet.
    drop(host);
    srv.stop().await;
    let store = Store::open_sqlite(dir.path())
        .await
        .expect("the store again");
    let srv = start(store.clone(), port).await;
    let http = srv.http();
    let (mut host, _) = Client::hello(srv.addr, &lobby, Some(&host_token)).await;
    assert_eq!(
        counted(store.clone()).await,
        vec![(1, "confirm".to_owned())]
    );

    // Bob confirms; his next decision is mailed.
    confirm_from(&http, &request).await;
    play_once_and_leave(&srv, &lobby, &bob, &mut host).await;
    host_plays(&mut host).await; // the host's pick
    host_plays(&mut host).await; // the host's guess: now Bob guesses
    let mail = next_mail(&mut inbox).await;
    assert_eq!(
        mail.parsed().subject(),
        Some("Dungeon Lords Online: your turn")
    );
    assert_eq!(
        counted(store.clone()).await,
        vec![(1, "confirm".to_owned()), (1, "your_turn".to_owned())]
    );
    srv.stop().await;
}

#[tokio::test]
async fn every_email_is_mime_utf8_with_a_message_id_and_one_click_unsubscribe() {
    // Through a relay that takes 8-bit text, and through one that does not.
    for eight_bit in [true, false] {
        let (port, mut inbox) = smtp_server(eight_bit).await;
        let (store, _dir) = sqlite_store().await;
        let srv = start(store, port).await;
        let http = srv.http();
        let (lobby, host_token) = turn_based_lobby(&http, 2).await;
        let (_, zofie) = http.join(&lobby, "Žofie Dvořáková").await;
        let (status, body) = set_email(&http, &lobby, &zofie, json!("zofie@example.cz")).await;
        assert_eq!(status, 200, "{body}");
        let request = next_mail(&mut inbox).await;
        confirm_from(&http, &request).await;
        let (_host, _) = Client::hello(srv.addr, &lobby, Some(&host_token)).await;
        let (status, body) = http
            .post(
                &format!("/api/lobbies/{lobby}/start"),
                json!({"token": host_token}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        let turn = next_mail(&mut inbox).await;
        let mut ids = Vec::new();
        for mail in [&request, &turn] {
            let raw = &mail.data;
            assert!(raw.contains("\r\nMIME-Version: 1.0\r\n"), "{raw}");
            assert!(
                raw.contains("\r\nContent-Type: text/plain; charset=utf-8\r\n"),
                "{raw}"
            );
            assert!(
                !raw.contains("=3D"),
                "no quoted-printable '=' anywhere: {raw}"
            );
            let parsed = mail.parsed();
            let id = parsed.message_id().expect("a Message-ID").to_owned();
            assert!(id.ends_with("@dlo.example.org"), "{id}");
            ids.push(id);
            let text = mail.text();
            assert!(text.contains("Hello Žofie Dvořáková,"), "{text}");
            assert_eq!(
                parsed.to().and_then(|to| to.first()).and_then(|a| a.name()),
                Some("Žofie Dvořáková")
            );
            let unsubscribe = mail.link("/email/unsubscribe?t=");
            assert_eq!(
                parsed.header_raw("List-Unsubscribe").map(str::trim),
                Some(format!("<{unsubscribe}>").as_str())
            );
            assert_eq!(
                parsed.header_raw("List-Unsubscribe-Post").map(str::trim),
                Some("List-Unsubscribe=One-Click")
            );
            assert!(!raw.contains(&zofie), "no seat token in an e-mail");
        }
        assert!(
            request
                .link("/email/confirm?t=")
                .starts_with(&format!("{PUBLIC}/api/lobbies/{lobby}/")),
            "{}",
            request.data
        );
        assert_eq!(turn.link("/?lobby="), format!("{PUBLIC}/?lobby={lobby}"));
        assert!(raw_lines_read_right(&turn, eight_bit, &lobby));
        assert_ne!(ids[0], ids[1], "each e-mail has its own Message-ID");
        srv.stop().await;
    }
}

/// Through a relay that takes 8-bit text even the raw message reads right (the name and the
/// link as they are); through one that does not, the text is base64 under its MIME headers,
/// which every mail client decodes (and no `=3D` can appear in it).
fn raw_lines_read_right(mail: &Received, eight_bit: bool, lobby: &str) -> bool {
    let raw = &mail.data;
    if eight_bit {
        raw.contains("Content-Transfer-Encoding: 8bit")
            && raw.contains("Žofie Dvořáková,")
            && raw.contains(&format!("{PUBLIC}/?lobby={lobby}"))
    } else {
        raw.is_ascii() && raw.contains("Content-Transfer-Encoding: base64")
    }
}

#[tokio::test]
async fn the_unsubscribe_link_works_without_a_seat_token() {
    let (port, mut inbox) = smtp_server(true).await;
    let (store, _dir) = sqlite_store().await;
    let srv = start(store, port).await;
    let http = srv.http();
    let (lobby, _) = turn_based_lobby(&http, 2).await;
    let (_, bob) = http.join(&lobby, "Bob").await;
    set_email(&http, &lobby, &bob, json!("bob@example.org")).await;
    let request = next_mail(&mut inbox).await;
    let url = local(&http, &request.link("/email/unsubscribe?t="));

    // Opening the link changes nothing; it shows two buttons.
    let (status, content_type, html) = page("GET", &url, "").await;
    assert_eq!(status, 200, "{html}");
    assert!(content_type.starts_with("text/html"));
    assert!(html.contains("name=\"scope\" value=\"game\""), "{html}");
    assert!(html.contains("name=\"scope\" value=\"all\""), "{html}");
    let status_of = |token: String| {
        let http = http.clone();
        let lobby = lobby.clone();
        async move {
            http.post(
                &format!("/api/lobbies/{lobby}/email/status"),
                json!({"token": token}),
            )
            .await
            .1
        }
    };
    assert_eq!(status_of(bob.clone()).await["email_set"], true);

    // The mail client's one-click POST (RFC 8058) stops this game's e-mail to the address.
    let (status, _, html) = page("POST", &url, "List-Unsubscribe=One-Click").await;
    assert_eq!(status, 200, "{html}");
    assert_eq!(status_of(bob.clone()).await["email_set"], false);
    let (status, body) = set_email(&http, &lobby, &bob, json!("Bob+again@example.org")).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("email_refused")),
        "{body}"
    );
    // A used or unknown link is a page for a person, not JSON.
    let (status, content_type, html) = page("GET", &url, "").await;
    assert_eq!(status, 404);
    assert!(content_type.starts_with("text/html"), "{content_type}");
    assert!(html.contains("Neplatný odkaz"), "{html}");

    // Another game may still ask; from its request the owner refuses this server for good.
    let (lobby2, _) = turn_based_lobby(&http, 2).await;
    let (_, bob2) = http.join(&lobby2, "Bob").await;
    let (status, body) = set_email(&http, &lobby2, &bob2, json!("bob@example.org")).await;
    assert_eq!(status, 200, "{body}");
    let request2 = next_mail(&mut inbox).await;
    let url2 = local(&http, &request2.link("/email/unsubscribe?t="));
    let (status, _, html) = page("POST", &url2, "scope=all").await;
    assert_eq!(status, 200, "{html}");
    let (lobby3, _) = turn_based_lobby(&http, 2).await;
    let (_, bob3) = http.join(&lobby3, "Bob").await;
    let (status, body) = set_email(&http, &lobby3, &bob3, json!("bob@example.org")).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("email_refused")),
        "{body}"
    );
    srv.stop().await;
}

#[tokio::test]
async fn every_address_the_api_accepts_is_sent_and_a_blank_one_is_refused() {
    let (port, mut inbox) = smtp_server(true).await;
    let (store, _dir) = sqlite_store().await;
    let srv = start(store, port).await;
    let http = srv.http();
    let (lobby, _) = turn_based_lobby(&http, 2).await;
    let (_, bob) = http.join(&lobby, "Bob").await;

    for blank in ["", "   "] {
        let (status, body) = set_email(&http, &lobby, &bob, json!(blank)).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (400, Some("bad_email")),
            "{blank:?}: {body}"
        );
    }
    for not_an_address in [json!(7), json!(["a@b.cz"])] {
        let (status, body) = set_email(&http, &lobby, &bob, not_an_address).await;
        assert_eq!(status, 400, "{body}");
    }
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/email"),
            json!({"token": bob}),
        )
        .await;
    assert_eq!(status, 400, "a missing email is not a removal: {body}");

    // Every address accepted arrives at the relay (which has no SMTPUTF8), as the API said.
    let tried = [
        "ann@example.org",
        "Ann.Lee+dlo@Example.ORG",
        "o'neil@mail.example.co.uk",
        "zofie@příklad.cz",
        "žofie@example.org",
        "\"ann lee\"@example.org",
        "ann@[127.0.0.1]",
        "ann@localhost",
        "Ann <ann@example.org>",
        "ann..lee@example.org",
    ];
    let mut accepted = 0;
    for raw in tried {
        // A fresh lobby each time: one lobby's e-mails are limited too.
        let (lobby, _) = turn_based_lobby(&http, 2).await;
        let (_, token) = http.join(&lobby, "Ann").await;
        let (status, body) = set_email(&http, &lobby, &token, json!(raw)).await;
        match status {
            200 => {
                accepted += 1;
                let stored = body["email"].as_str().expect("the stored address");
                let mail = next_mail(&mut inbox).await;
                assert_eq!(mail.rcpt, vec![format!("<{stored}>")], "{raw}");
            }
            400 => assert_eq!(body["error"]["code"], "bad_email", "{raw}: {body}"),
            _ => panic!("{raw}: {status} {body}"),
        }
    }
    assert_eq!(accepted, 4, "the first four are addresses any relay takes");

    // null removes the address.
    let (status, body) = set_email(&http, &lobby, &bob, Value::Null).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["email_set"], false);
    srv.stop().await;
}

#[tokio::test]
async fn a_player_who_leaves_takes_their_address_along() {
    let (port, mut inbox) = smtp_server(true).await;
    let (store, _dir) = sqlite_store().await;
    let srv = start(store, port).await;
    let http = srv.http();
    let (lobby, _) = turn_based_lobby(&http, 2).await;
    let (_, bob) = http.join(&lobby, "Bob").await;
    set_email(&http, &lobby, &bob, json!("bob@example.org")).await;
    confirm_from(&http, &next_mail(&mut inbox).await).await;
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/leave"),
            json!({"token": bob}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (seat, carol) = http.join(&lobby, "Carol").await;
    assert_eq!(seat, 1, "Carol takes Bob's seat");
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/email/status"),
            json!({"token": carol}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["email_set"], false,
        "Bob's address is not Carol's: {body}"
    );
    srv.stop().await;
}

#[tokio::test]
async fn one_client_cannot_flood_an_address() {
    let (port, mut inbox) = smtp_server(true).await;
    let (store, _dir) = sqlite_store().await;
    let srv = start(store.clone(), port).await;
    let http = srv.http();
    let limits = server::mail::DEFAULT_LIMITS;

    // 1. One client holding both seats of a lobby asks 40 times for e-mail to a stranger's
    // address (in several spellings that reach one mailbox). Only confirmation requests go out,
    // and only a few.
    let (lobby, host) = turn_based_lobby(&http, 10).await;
    let (_, second) = http.join(&lobby, "Second").await;
    let mut answers = std::collections::BTreeMap::<u16, usize>::new();
    for i in 0..40 {
        let token = if i % 2 == 0 { &host } else { &second };
        let (status, body) = set_email(
            &http,
            &lobby,
            token,
            json!(format!("Victim+{i}@example.org")),
        )
        .await;
        if status == 429 {
            assert_eq!(body["error"]["code"], "rate_limited");
        }
        *answers.entry(status).or_default() += 1;
    }
    let sent = answers.get(&200).copied().unwrap_or(0);
    assert_eq!(
        sent, limits.confirms_per_address_per_day as usize,
        "{answers:?}"
    );
    for _ in 0..sent {
        let mail = next_mail(&mut inbox).await;
        assert!(
            mail.text().contains("/email/confirm?t="),
            "only confirmation requests"
        );
    }
    eprintln!("FLOOD 1: 40 requests for an unconfirmed address -> answers {answers:?}, {sent} e-mails (all confirmation requests)");

    // 2. A mailbox whose owner confirmed it in two games; one client holds both seats of each
    // and plays so that a decision becomes the mailbox's seat's again and again while it is away.
    let mut games = Vec::new();
    for _ in 0..2 {
        let (lobby, host_token) = turn_based_lobby(&http, 10).await;
        let (_, away) = http.join(&lobby, "Away").await;
        let (status, body) = set_email(&http, &lobby, &away, json!("player@example.org")).await;
        assert_eq!(status, 200, "{body}");
        confirm_from(&http, &next_mail(&mut inbox).await).await;
        games.push((lobby, host_token, away));
    }
    let mut triggers = 0;
    let mut counted = 0;
    for (lobby, host_token, away) in &games {
        let (mut host, _) = Client::hello(srv.addr, lobby, Some(host_token)).await;
        http.post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({"token": host_token}),
        )
        .await;
        host.next_of("update").await;
        triggers += 1; // both seats owe their picks at the start
        play_once_and_leave(&srv, lobby, away, &mut host).await;
        host_plays(&mut host).await;
        while !host.legal().is_empty() {
            host_plays(&mut host).await; // the host's guess: the away seat's turn again
            triggers += 1;
            play_once_and_leave(&srv, lobby, away, &mut host).await;
        }
        let lobby_id = uuid::Uuid::parse_str(lobby).expect("uuid");
        counted += store.mails_sent(lobby_id).await.expect("store").len();
    }
    assert!(
        triggers >= 20,
        "{triggers} decisions became the away seat's"
    );
    assert_eq!(
        counted, limits.per_address_per_hour as usize,
        "two confirmations and the turn e-mails, up to the hourly limit"
    );
    for _ in 2..counted {
        next_mail(&mut inbox).await;
    }
    eprintln!("FLOOD 2: {triggers} decisions became a confirmed mailbox's seat's in 2 games within minutes -> {counted} e-mails (2 confirmations + {} turn e-mails; limit {} per address per hour)", counted - 2, limits.per_address_per_hour);
    srv.stop().await;
}

#[tokio::test]
async fn mail_refuses_to_start_without_a_public_url() {
    // The binary: a clear start-up error (a server that starts anyway is stopped after 30 s).
    let data = tempfile::tempdir().expect("dir");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["--bind", "127.0.0.1:0", "--smtp-relay", "127.0.0.1:25"])
        .env_remove("PUBLIC_URL")
        .env_remove("DATABASE_URL")
        .env("DATA_DIR", data.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run the server");
    let mut status = None;
    for _ in 0..300 {
        status = child.try_wait().expect("wait");
        if status.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    if status.is_none() {
        let _ = child.kill();
        let _ = child.wait();
        panic!("the server started with --smtp-relay and no --public-url");
    }
    assert!(status.is_some_and(|s| !s.success()));
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        std::io::Read::read_to_string(&mut pipe, &mut stderr).expect("stderr");
    }
    assert!(stderr.contains("--public-url"), "{stderr}");

    // The library: start() refuses the same settings.
    let (store, _dir) = sqlite_store().await;
    let settings = Settings {
        public_url: None,
        ..mail_settings(25)
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let started = server::start(
        listener,
        store,
        guess_factory(STAMP),
        settings,
        std::future::pending(),
    )
    .await;
    let Err(e) = started else {
        panic!("the server started without a public URL")
    };
    assert!(e.to_string().contains("--public-url"), "{e}");
}
