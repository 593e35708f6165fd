//! The combat training lobby option (issue 38): `{"training": "EX-SCEN2"}` makes a two-seat
//! Dungeon Lords game standing at a training dungeon's combat (engine/data/dl-training.txt). The
//! trainee plays the real combat commands over the socket, the game ends with the combat, its
//! result compares the trainee's outcome with the book's, and the book's solution imports as a
//! replay of the same position. A rulebook example ends after its one round. The book's solution
//! of every scenario is also one shared replay the server builds from the fixture
//! (`GET /api/training/{id}/book`): never stored, listed or counted as an import. A bad scenario
//! is a typed `bad_options` error.

mod support;

use serde_json::{json, Value};
use support::{sqlite_store, Client, TestServer};

async fn server() -> (TestServer, tempfile::TempDir) {
    let (store, dir) = sqlite_store().await;
    let srv = TestServer::start(
        store,
        server::lobby::protocol_factory(),
        support::test_settings(),
    )
    .await;
    (srv, dir)
}

fn code(v: &Value) -> String {
    v["error"]["code"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn a_bad_training_lobby_is_refused_with_a_typed_error() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let create = |seats: usize, options: Value| json!({ "game": "dungeon-lords", "seats": seats, "name": "Ann", "options": options });
    let (s, b) = http
        .post("/api/lobbies", create(2, json!({ "training": "EX-SCEN9" })))
        .await;
    assert_eq!((s, code(&b)), (400, "bad_options".into()), "{b}");
    let message = b["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("unknown training scenario") && message.contains("EX-SCEN2"),
        "the error names the known scenarios: {message}"
    );
    let (s, b) = http
        .post("/api/lobbies", create(3, json!({ "training": "EX-SCEN2" })))
        .await;
    assert_eq!((s, code(&b)), (400, "bad_options".into()), "{b}");
    let (s, b) = http
        .post(
            "/api/lobbies",
            create(2, json!({ "training": "EX-SCEN2", "simultaneous": true })),
        )
        .await;
    assert_eq!((s, code(&b)), (400, "bad_options".into()), "{b}");
    let (s, b) = http
        .post("/api/lobbies", create(2, json!({ "training": 2 })))
        .await;
    assert_eq!((s, code(&b)), (400, "bad_options".into()), "{b}");
    srv.stop().await;
}

#[tokio::test]
async fn the_trainee_fights_the_book_solution_over_the_socket_and_it_imports_as_a_replay() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, mut me) = training_lobby(&srv, "EX-SCEN2").await;
    // The book's solution, as the engine plays it from this position.
    let game = engine::dungeon_lords::training::new_game(
        engine::dungeon_lords::Defs::builtin(),
        "EX-SCEN2",
        1,
    )
    .expect("a training game");
    let book = game.training.expect("a set-up").book_commands;
    assert!(!book.is_empty());
    // The combat screen's first decision is the trainee's.
    assert_eq!(me.view["waiting_for"], json!([0]), "{}", me.view);
    for b in &book {
        let reply = me.command(b.command.clone()).await;
        assert_eq!(reply["type"], "accepted", "{} -> {reply}", b.command);
    }
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(details["status"], "finished", "{details}");
    let game_id = details["game_id"].as_str().expect("game id").to_owned();
    let (s, replay) = http.get(&format!("/api/games/{game_id}/replay")).await;
    assert_eq!(s, 200);
    // RULE EX-SCEN2: one tile, the whole party imprisoned, the food spent on the meal.
    let t = &replay["result"]["training"];
    assert_eq!(t["scenario"], "EX-SCEN2", "{replay}");
    assert_eq!(t["yours"], t["book"]);
    assert_eq!(t["yours"]["conquered"], 1);
    assert_eq!(t["yours"]["imprisoned"], 3);
    assert_eq!(t["yours"]["food_spent"], 1);
    // The book's solution as a replay: the export of this game with the book's commands.
    let (s, mut record) = http.get(&format!("/api/games/{game_id}/export")).await;
    assert_eq!(s, 200, "{record}");
    record["commands"] = t["book_commands"].clone();
    if let Some(r) = record.as_object_mut() {
        r.remove("result");
        r.remove("seat_events");
    }
    let (s, imported) = http.post("/api/games/import", record).await;
    assert_eq!(s, 201, "{imported}");
    assert_eq!(imported["n_steps"], json!(book.len()));
    let id = imported["game_id"].as_str().expect("id");
    let (s, steps) = http.get(&format!("/api/games/{id}/steps?viewer=all")).await;
    assert_eq!(s, 200, "{steps}");
    assert_eq!(steps["result"]["training"]["yours"], t["book"]);
    srv.stop().await;
}

/// Starts a training lobby of `scenario` with a bot at the empty dungeon; the trainee's client.
async fn training_lobby(srv: &TestServer, scenario: &str) -> (String, Client) {
    let http = srv.http();
    let (lobby, host) = http.create_lobby(2, json!({ "training": scenario })).await;
    let (s, b) = http
        .post(
            &format!("/api/lobbies/{lobby}/bots"),
            json!({ "token": host, "level": "easy" }),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = http
        .post(
            &format!("/api/lobbies/{lobby}/start"),
            json!({ "token": host }),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    let (me, _) = Client::hello(srv.addr, &lobby, Some(&host)).await;
    (lobby, me)
}

#[tokio::test]
async fn a_rulebook_example_ends_after_its_one_round_judged_by_its_lesson() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (lobby, mut me) = training_lobby(&srv, "EX-TRAIN-TRAP-6").await;
    // Every viewer's view says: one round, judged by the tile, which the book keeps.
    assert_eq!(me.view["training"]["rounds"], 1, "{}", me.view);
    assert_eq!(me.view["training"]["measure"], "conquered");
    assert_eq!(me.view["training"]["book_value"], 0);
    // Plan the Rolling Stone instead of the Trap Door: the thieves cancel it all, and the party
    // takes its fatigue and conquers the tile (EX-TRAIN-TRAP-5).
    let stone = me.view["players"][0]["traps"]
        .as_array()
        .and_then(|t| t.iter().find(|c| c["def"] == "rolling-stone"))
        .and_then(|c| c["id"].as_str()?.strip_prefix('t')?.parse::<u64>().ok())
        .expect("a Rolling Stone in hand");
    let reply = me
        .command(json!({ "type": "plan_trap", "trap": stone }))
        .await;
    assert_eq!(reply["type"], "accepted", "{reply}");
    let reply = me.command(json!({ "type": "finish_planning" })).await;
    assert_eq!(reply["type"], "accepted", "{reply}");
    let (_, details) = http.get(&format!("/api/lobbies/{lobby}")).await;
    assert_eq!(
        details["status"], "finished",
        "one round ends it: {details}"
    );
    let game_id = details["game_id"].as_str().expect("game id").to_owned();
    let (s, replay) = http.get(&format!("/api/games/{game_id}/replay")).await;
    assert_eq!(s, 200);
    // RULE EX-TRAIN-TRAP-5, EX-TRAIN-TRAP-6
    let t = &replay["result"]["training"];
    assert_eq!(
        (t["measure"].clone(), t["rounds"].clone()),
        (json!("conquered"), json!(1))
    );
    assert_eq!(t["yours"]["conquered"], 1, "{t}");
    assert_eq!(t["book"]["conquered"], 0, "{t}");
    srv.stop().await;
}

#[tokio::test]
async fn the_books_solution_is_one_shared_replay_per_scenario_that_is_never_stored() {
    let (srv, _dir) = server().await;
    let http = srv.http();
    let (s, first) = http.get("/api/training/EX-TRAIN-HEAL-3/book").await;
    assert_eq!(s, 200, "{first}");
    let id = first["game_id"].as_str().expect("an id").to_owned();
    // More often than the import quota allows in an hour: the same replay every time.
    for _ in 0..25 {
        let (s, again) = http.get("/api/training/EX-TRAIN-HEAL-3/book").await;
        assert_eq!(s, 200, "{again}");
        assert_eq!(again["game_id"], first["game_id"]);
    }
    let (_, other) = http.get("/api/training/EX-SCEN2/book").await;
    assert_ne!(
        other["game_id"], first["game_id"],
        "one replay per scenario"
    );
    // A finished game the replay routes serve, from any seat.
    let (s, index) = http
        .get(&format!("/api/games/{id}/steps?viewer=seat:0"))
        .await;
    assert_eq!(s, 200, "{index}");
    assert_eq!(index["finished"], true);
    assert_eq!(index["imported"], false);
    assert_eq!(index["training_book"], "EX-TRAIN-HEAL-3");
    assert_eq!(index["n_steps"], first["n_steps"]);
    // RULE EX-TRAIN-HEAL-3: the book sends nothing; the party keeps its 3 and takes the fatigue 2.
    let t = &index["result"]["training"];
    assert_eq!(t["measure"], "damage", "{t}");
    assert_eq!(t["yours"], t["book"]);
    assert_eq!(t["book"]["damage"], 5, "{t}");
    let n = index["n_steps"].as_u64().expect("steps");
    let (s, last) = http
        .get(&format!("/api/games/{id}/steps/{n}?viewer=seat:0"))
        .await;
    assert_eq!(s, 200, "{last}");
    assert_eq!(last["finished_here"], true);
    assert_eq!(last["view"]["training"]["scenario"], "EX-TRAIN-HEAL-3");
    let (s, record) = http.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(s, 200, "{record}");
    assert_eq!(
        record["commands"].as_array().map(Vec::len),
        Some(n as usize)
    );
    // Not a finished game of this server, and no import was made.
    let (_, games) = http.get("/api/games").await;
    assert!(!games.to_string().contains(&id), "{games}");
    // Unknown scenarios and ids.
    let (s, b) = http.get("/api/training/EX-SCEN9/book").await;
    assert_eq!((s, code(&b)), (400, "unknown_scenario".into()), "{b}");
    let fake = format!("{}ffff", &id[..id.len() - 4]);
    let (s, _) = http.get(&format!("/api/games/{fake}/steps")).await;
    assert_eq!(s, 404, "an id like a book's that names no scenario");
    srv.stop().await;
}
