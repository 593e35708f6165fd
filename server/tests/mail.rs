//! Turn e-mails (issue #17) against a real SMTP server started by the test: a small SMTP
//! receiver on a local port (greeting, EHLO, MAIL, RCPT, DATA, QUIT) that hands each message to
//! the test. The game server sends through `lettre` to it.

mod support;

use std::time::Duration;

use serde_json::json;
use support::{sqlite_store, test_settings, Client, TestServer};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

/// One received message: the envelope recipients and the data.
#[derive(Debug)]
struct Received {
    rcpt: Vec<String>,
    data: String,
}

/// Starts the SMTP receiver; returns its port and the received messages.
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
                            data.push_str(&l);
                            data.push('\n');
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

#[tokio::test]
async fn a_turn_based_player_who_gave_an_address_gets_a_turn_email() {
    let (port, mut inbox) = smtp_server().await;
    let (store, _dir) = sqlite_store().await;
    let settings = server::config::Settings {
        mail: Some(server::mail::MailSettings {
            relay: format!("127.0.0.1:{port}"),
            from: "Dungeon Lords Online <noreply@dlo.test>".into(),
        }),
        public_url: Some("https://dlo.example.org".into()),
        ..test_settings()
    };
    let srv = TestServer::start(store, server::lobby::protocol_factory(), settings).await;
    let http = srv.http();

    let (status, body) = http
        .post(
            "/api/lobbies",
            json!({"game": "dungeon-lords", "seats": 2, "name": "Host",
                   "clock": {"mode": "turn_based", "days": 2}}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    let lobby = body["lobby_id"].as_str().expect("id").to_owned();
    let host = body["token"].as_str().expect("token").to_owned();
    let (_, bob) = http.join(&lobby, "Bob").await;

    // Bad addresses are refused; a bad token too; the address is never shown.
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/email"),
            json!({"token": bob, "email": "bob@example.org\r\nBcc: eve@example.org"}),
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("bad_email"))
    );
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/email"),
            json!({"token": "00", "email": "bob@example.org"}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/email"),
            json!({"token": bob, "email": "bob@example.org"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert!(!details.to_string().contains("bob@example.org"));

    // The host is connected; Bob is not. The game starts: Bob's first decision is mailed.
    let (_host_socket, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({"token": host}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let mail = tokio::time::timeout(Duration::from_secs(20), inbox.recv())
        .await
        .expect("an e-mail arrives at the SMTP server")
        .expect("message");
    assert_eq!(mail.rcpt, vec!["<bob@example.org>".to_owned()]);
    assert!(
        mail.data
            .contains("Subject: Dungeon Lords Online: your turn"),
        "{}",
        mail.data
    );
    assert!(
        mail.data
            .contains(&format!("https://dlo.example.org/?lobby={lobby}")),
        "{}",
        mail.data
    );
    assert!(!mail.data.contains(&bob), "no seat token in an e-mail");
    // The host, who is connected and gave no address, gets nothing.
    assert!(
        tokio::time::timeout(Duration::from_millis(500), inbox.recv())
            .await
            .is_err(),
        "only one e-mail"
    );
    srv.stop().await;
}
