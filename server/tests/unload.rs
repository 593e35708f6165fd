//! Issue #32 item 9: lobbies that can no longer be played (finished, closed by expiry) leave
//! memory soon after their last socket closes, and come back from the store on demand: details
//! and result, a socket's `welcome`, the rematch. Checked by the `dlo_lobbies` gauge of
//! `/metrics` (lobby tasks in memory by status); this binary holds this one test, so the gauge
//! counts only its server.

mod support;

use std::time::Duration;

use serde_json::json;
use server::config::Settings;
use support::{sqlite_store, Client, TestServer};

/// The `dlo_lobbies` gauge for `status` (0 when absent).
async fn in_memory(http: &support::Http, status: &str) -> f64 {
    let res = reqwest::get(format!("{}/metrics", http.base))
        .await
        .expect("metrics");
    let text = res.text().await.expect("metrics text");
    let want = format!("dlo_lobbies{{status=\"{status}\"}} ");
    text.lines()
        .find_map(|l| l.strip_prefix(want.as_str()))
        .map_or(0.0, |v| v.trim().parse().expect("gauge value"))
}

async fn wait_for(http: &support::Http, status: &str, want: f64) {
    for _ in 0..100 {
        if (in_memory(http, status).await - want).abs() < 0.5 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "dlo_lobbies{{status={status}}} stayed at {} (want {want})",
        in_memory(http, status).await
    );
}

#[tokio::test]
async fn finished_and_expired_lobbies_leave_memory_and_come_back_on_demand() {
    let (store, _dir) = sqlite_store().await;
    let settings = Settings {
        unload_after: Duration::from_millis(300),
        open_lobby_ttl: Duration::from_millis(300),
        ..support::test_settings()
    };
    let srv = TestServer::start(store, support::guess_factory(support::STAMP), settings).await;
    let http = srv.http();

    // A game played to the end, its sockets still open: it stays.
    let (lobby, tokens) = http.started_lobby(2, json!({ "rounds": 2 })).await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    support::play_to_end(&mut seats, &mut [], 100).await;
    let final_view = seats[0].view.clone();
    wait_for(&http, "finished", 1.0).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    let kept = in_memory(&http, "finished").await;
    assert!((kept - 1.0).abs() < 0.5, "kept while watched: {kept}");

    // The last socket closes: the lobby leaves memory.
    drop(seats);
    wait_for(&http, "finished", 0.0).await;

    // An open lobby nobody comes to expires (closed), then leaves memory too.
    let (abandoned, _) = http.create_lobby(2, json!({})).await;
    wait_for(&http, "open", 0.0).await;
    wait_for(&http, "closed", 0.0).await;
    let (_, details) = http.get(&format!("/api/lobbies/{abandoned}")).await;
    assert_eq!(details["status"], "closed", "{details}");

    // On demand: details with the result, a seat's socket with the final view, the rematch.
    let (status, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(
        (status, details["status"].as_str()),
        (200, Some("finished")),
        "{details}"
    );
    let (mut again, welcome) = Client::hello(srv.addr, &lobby, Some(&tokens[0])).await;
    assert_eq!(
        welcome["view"], final_view,
        "the final view, rebuilt from the store"
    );
    let (status, body) = http
        .post(
            &format!("/api/lobbies/{lobby}/rematch"),
            json!({ "token": tokens[0] }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let msg = again.next_of("rematch").await;
    assert_eq!(msg["lobby_id"], body["lobby_id"], "{msg}");
    drop(again);

    // Unloaded once more, the rematch comes back with it.
    wait_for(&http, "finished", 0.0).await;
    let (mut late, _) = Client::hello(srv.addr, &lobby, None).await;
    let msg = late.next_of("rematch").await;
    assert_eq!(msg["lobby_id"], body["lobby_id"], "{msg}");
    srv.stop().await;
}
