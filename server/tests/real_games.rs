//! The real games behind `protocol::new_game`, hosted end to end over real sockets: two seats
//! and a spectator play a whole game with random legal commands from their prompts, then the
//! finished game is listed and replayable. A game whose engine is not available yet is skipped
//! with a notice. `DLO_REAL_GAMES` (default 1) sets how many games per kind are played.

mod support;

use protocol::GameKind;
use serde_json::json;
use support::{sqlite_store, Client, TestServer};

async fn play_one(kind: GameKind, n_seats: usize) {
    if let Err(e) = protocol::new_game(kind, &json!({}), n_seats, 1) {
        eprintln!(
            "NOTICE: {} is not available ({}); skipping",
            kind.id(),
            e.message
        );
        return;
    }
    let (store, _dir) = sqlite_store().await;
    let srv = TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let http = srv.http();
    let (lobby, tokens) = http.started_lobby_of(kind.id(), n_seats, json!({})).await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    let mut watchers = vec![Client::hello(srv.addr, &lobby, None).await.0];
    let n = support::play_to_end(&mut seats, &mut watchers, 50_000).await;
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(
        details["status"],
        "finished",
        "{} ended without finishing: {details}",
        kind.id()
    );
    let game_id = details["game_id"].as_str().expect("game id").to_owned();
    let (status, replay) = http.get(&format!("/api/games/{game_id}/replay")).await;
    assert_eq!(status, 200);
    assert_eq!(replay["commands"].as_array().map(Vec::len), Some(n));
    assert!(
        !replay["full_disclosure"].is_null(),
        "a finished game discloses everything"
    );
    srv.stop().await;
}

fn games_per_kind() -> usize {
    std::env::var("DLO_REAL_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
}

#[tokio::test]
async fn dungeon_lords_plays_to_the_end_over_sockets() {
    for i in 0..games_per_kind() {
        play_one(GameKind::DungeonLords, 2 + i % 3).await;
    }
}

#[tokio::test]
async fn welcome_to_the_dungeon_plays_to_the_end_over_sockets() {
    for i in 0..games_per_kind() {
        play_one(GameKind::WelcomeToTheDungeon, 2 + i % 3).await;
    }
}
