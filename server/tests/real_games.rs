//! The real games behind `protocol::new_game`, hosted end to end over real sockets: every seat
//! and a spectator play a whole game with random legal commands from their prompts, then the
//! finished game is listed and replayable. Dungeon Lords is played with 2, 3 and 4 seats on the
//! embedded store and once on PostgreSQL; what each socket received is checked for another
//! seat's secrets. `DLO_REAL_GAMES` (default 1) sets how many rounds of games are played.

mod support;

use protocol::GameKind;
use rand::seq::SliceRandom;
use serde_json::{json, Value};
use support::{pg_store, sqlite_store, Client, TestServer};

/// Every Dungeon Lords view a socket received shows the secret fields (trap cards, chosen
/// orders, spied combat cards) of its own seat only, and a spectator's of nobody.
fn check_dungeon_lords_secrets(client: &Client, own_seat: Option<usize>) {
    for text in &client.seen {
        let Ok(msg) = serde_json::from_str::<Value>(text) else {
            continue;
        };
        let Some(players) = msg["view"]["players"].as_array() else {
            continue;
        };
        for (seat, p) in players.iter().enumerate() {
            if Some(seat) == own_seat {
                continue;
            }
            for secret in ["traps", "chosen_orders", "spied"] {
                // RULE ORDERS-3, ACT-TRAP-2, ACT-REP-5
                assert!(
                    p.get(secret).is_none(),
                    "seat {own_seat:?} received seat {seat}'s {secret}"
                );
            }
            for o in p["played"].as_array().into_iter().flatten() {
                assert!(
                    o["revealed"] == true || o["action"].is_null(),
                    "an unrevealed order arrived"
                );
            }
        }
    }
}

async fn play_one(kind: GameKind, n_seats: usize) {
    let (store, _dir) = sqlite_store().await;
    play_on(store, kind, n_seats).await;
}

async fn play_on(store: server::store::Store, kind: GameKind, n_seats: usize) {
    if let Err(e) = protocol::new_game(kind, &json!({}), n_seats, 1) {
        panic!(
            "{} with {n_seats} seats cannot be created: {}",
            kind.id(),
            e.message
        );
    }
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
    if kind == GameKind::DungeonLords {
        for (seat, c) in seats.iter().enumerate() {
            check_dungeon_lords_secrets(c, Some(seat));
        }
        for w in &watchers {
            check_dungeon_lords_secrets(w, None);
        }
    }
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
async fn dungeon_lords_plays_to_the_end_over_sockets_with_two_three_and_four_seats() {
    for _ in 0..games_per_kind() {
        for n in 2..=4 {
            play_one(GameKind::DungeonLords, n).await;
        }
    }
}

#[tokio::test]
async fn dungeon_lords_plays_to_the_end_over_sockets_on_postgresql() {
    let Some((store, _db)) = pg_store().await else {
        return;
    };
    play_on(store, GameKind::DungeonLords, 4).await;
}

#[tokio::test]
async fn welcome_to_the_dungeon_plays_to_the_end_over_sockets() {
    for i in 0..games_per_kind() {
        play_one(GameKind::WelcomeToTheDungeon, 2 + i % 3).await;
    }
}

/// A real game interrupted by a server restart resumes where it stopped: every seat reconnects
/// with its token, sees exactly the view it had before, and the game is played to the end.
async fn resume_after_restart(kind: GameKind, n_seats: usize) {
    let dir = tempfile::tempdir().expect("tempdir");
    let open = || async {
        server::store::Store::open_sqlite(dir.path())
            .await
            .expect("sqlite")
    };
    let srv = TestServer::start(
        open().await,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let (lobby, tokens) = srv
        .http()
        .started_lobby_of(kind.id(), n_seats, json!({}))
        .await;
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Client::hello(srv.addr, &lobby, Some(t)).await.0);
    }
    support::play_steps(&mut seats, &mut [], 40).await;
    let before: Vec<(u64, Value)> = seats.iter().map(|c| (c.version, c.view.clone())).collect();
    srv.stop().await;

    let srv = TestServer::start(
        open().await,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let mut seats = Vec::new();
    for (seat, t) in tokens.iter().enumerate() {
        let (c, welcome) = Client::hello(srv.addr, &lobby, Some(t)).await;
        assert_eq!(
            welcome["version"].as_u64(),
            Some(before[seat].0),
            "{} seat {seat} version",
            kind.id()
        );
        assert_eq!(
            welcome["view"],
            before[seat].1,
            "{} seat {seat} view after restart",
            kind.id()
        );
        seats.push(c);
    }
    support::play_to_end(&mut seats, &mut [], 50_000).await;
    let (_, details) = srv.http().get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["status"], "finished");
    srv.stop().await;
}

#[tokio::test]
async fn an_interrupted_dungeon_lords_game_resumes_after_a_restart() {
    resume_after_restart(GameKind::DungeonLords, 3).await;
}

#[tokio::test]
async fn an_interrupted_welcome_to_the_dungeon_game_resumes_after_a_restart() {
    resume_after_restart(GameKind::WelcomeToTheDungeon, 2).await;
}

/// One player and three server bots (easy, normal, hard) finish a Dungeon Lords game over
/// sockets: the bots think on the blocking pool and their commands are stored and broadcast like
/// a player's; the player's socket never receives a bot seat's secrets.
#[tokio::test]
async fn dungeon_lords_bots_of_every_level_finish_a_game_with_a_player() {
    let (store, _dir) = sqlite_store().await;
    let srv = TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    let http = srv.http();
    let (lobby, host) = http.create_lobby_of("dungeon-lords", 4, json!({})).await;
    for level in ["easy", "normal", "hard"] {
        let (status, body) = http
            .post(
                &format!("/api/lobbies/{lobby}/bots"),
                json!({ "token": host, "level": level }),
            )
            .await;
        assert_eq!(
            (status, body["level"].as_str()),
            (200, Some(level)),
            "{body}"
        );
    }
    let (status, _) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(status, 200);
    let (mut me, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    for _ in 0..20_000 {
        if me.view["phase"] == "finished" {
            break;
        }
        // A random legal command (always the first could undo and redo a plan forever).
        let pick = me.legal().choose(&mut rand::thread_rng()).cloned();
        if let Some(cmd) = pick {
            // Paced under the per-socket limit of 100 messages/s (the bots are not limited).
            tokio::time::sleep(std::time::Duration::from_millis(12)).await;
            let reply = me.command(cmd).await;
            assert_eq!(reply["type"], "accepted", "{reply}");
            me.catch_up(reply["version"].as_u64().expect("version"))
                .await;
        } else {
            me.next_of("update").await;
        }
    }
    assert_eq!(me.view["phase"], "finished");
    check_dungeon_lords_secrets(&me, Some(0));
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["status"], "finished", "{details}");
    srv.stop().await;
}
