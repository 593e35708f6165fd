//! The server stores the command that ends a game first and the game's result right after it.
//! If the process stops between the two writes, the next start-up replays the game, finds it
//! finished and stores the result then: the finished game is listed with its result and its
//! lobby is no longer resumed as playing.

mod support;

use engine::common::Viewer;
use protocol::{GameKind, HostedGame};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::{json, Value};
use server::store::{NewCommand, Store};
use support::{guess::Guess, TestServer, STAMP};
use uuid::Uuid;

#[tokio::test]
async fn a_result_lost_between_writes_is_stored_at_the_next_start() {
    let (store, dir) = support::sqlite_store().await;
    let server = TestServer::with_store(store.clone()).await;
    let (lobby, _tokens) = server.http().started_lobby(2, json!({ "rounds": 1 })).await;
    server.stop().await;
    // Stopping the server closes its store; open the file again.
    let store = Store::open_sqlite(dir.path()).await.expect("reopen");

    let lobby_id: Uuid = lobby.parse().expect("lobby id");
    let row = store
        .load_lobby(lobby_id)
        .await
        .expect("load")
        .expect("lobby");
    let game_row = row.game.clone().expect("started game");

    // Play the stored game to its end here and store every command without the result, as the
    // server would have if it had stopped right after storing the last command.
    let mut game = Guess::create(
        GameKind::DungeonLords,
        &game_row.options,
        game_row.n_seats,
        game_row.seed,
        STAMP,
    )
    .expect("fixture game");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    let mut seq = 0i64;
    while !game.is_finished() {
        let (seat, command) = (0..game.n_seats())
            .find_map(|seat| {
                let view = game.view(Viewer::Seat { seat });
                let legal = view["prompt"]["legal_commands"].as_array()?.clone();
                legal.choose(&mut rng).cloned().map(|c| (seat, c))
            })
            .expect("someone owes a decision");
        game.apply(seat, &command).expect("legal command");
        store
            .append_command(&NewCommand {
                lobby_id,
                game_id: game_row.id,
                seq,
                seat,
                command,
                version: row.version + u64::try_from(seq).unwrap_or(0) + 1,
                result: None,
                at_ms: 5_000 + seq,
                client_id: None,
            })
            .await
            .expect("append");
        seq += 1;
    }
    let expected: Value = game.result().expect("result");
    let before = store
        .load_game(game_row.id)
        .await
        .expect("load")
        .expect("game");
    assert_eq!((before.status.as_str(), before.result), ("playing", None));

    let server = TestServer::with_store(store.clone()).await;
    let after = store
        .load_game(game_row.id)
        .await
        .expect("load")
        .expect("game");
    assert_eq!(after.status, "finished");
    assert_eq!(after.result, Some(expected));
    let lobby_row = store
        .load_lobby(lobby_id)
        .await
        .expect("load")
        .expect("lobby");
    assert_eq!(lobby_row.status, "finished");
    let (status, games) = server.http().get("/api/games").await;
    assert_eq!(status, 200);
    assert!(
        games.to_string().contains(&game_row.id.to_string()),
        "the repaired game is listed: {games}"
    );
    server.stop().await;
}
