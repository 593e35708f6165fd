//! One contract for the `Store`, run against both back ends: every test below runs once on a
//! fresh SQLite file and once on a fresh PostgreSQL database (`TEST_DATABASE_URL`; skipped with a
//! notice outside CI when unset, failing under `CI=true`).

#[macro_use]
mod support;

use serde_json::json;
use server::store::{
    AccountRow, ChallengeRow, ChatRow, ClaimOutcome, ClockRow, IdempotencyClaim, ImportedGame,
    KeptSeat, NewCommand, NewGame, NewLobby, PasskeyRow, SeatRow, Store,
};
use uuid::Uuid;

fn seat(seat: usize, name: &str) -> SeatRow {
    SeatRow {
        seat,
        name: name.into(),
        token_hash: format!("hash-{seat}"),
        is_bot: seat == 2,
        bot_level: (seat == 2).then(|| "hard".to_owned()),
    }
}

async fn lobby(store: &Store, public: bool) -> Uuid {
    let id = Uuid::new_v4();
    let new = NewLobby {
        id,
        kind: "dungeon-lords".into(),
        options: json!({ "rounds": 2, "nested": { "a": [1, 2] } }),
        n_seats: 3,
        public,
        host_seat: 0,
        host: seat(0, "Ann"),
        at_ms: 1_000,
    };
    store.create_lobby(&new).await.expect("create lobby");
    id
}

fn command(
    lobby_id: Uuid,
    game_id: Uuid,
    seq: i64,
    result: Option<serde_json::Value>,
) -> NewCommand {
    NewCommand {
        lobby_id,
        game_id,
        seq,
        seat: usize::try_from(seq).unwrap_or(0) % 3,
        command: json!({ "n": seq }),
        version: 10 + u64::try_from(seq).unwrap_or(0),
        result,
        at_ms: 2_000 + seq,
        client_id: None,
    }
}

/// The lobby is stored as finished and is no longer among the lobbies resumed at start-up.
async fn assert_lobby_finished(store: &Store, id: Uuid) {
    let row = store.load_lobby(id).await.expect("load").expect("exists");
    assert_eq!(row.status, "finished");
    assert!(!store
        .load_active_lobbies()
        .await
        .expect("active")
        .iter()
        .any(|l| l.id == id));
}

async fn store_is_ready_after_migrations(store: Store) {
    assert!(store.is_ready().await.expect("ready query"));
}

async fn lobby_round_trips_with_seats(store: Store) {
    let id = lobby(&store, true).await;
    store
        .add_seat(id, &seat(1, "Bob"), 2, 1_100)
        .await
        .expect("add seat");
    store
        .add_seat(id, &seat(2, "Bot"), 3, 1_200)
        .await
        .expect("add seat");
    assert!(
        store.add_seat(id, &seat(2, "Dup"), 4, 1_300).await.is_err(),
        "a seat is filled once"
    );
    store
        .remove_seat(id, 1, 4, 1_400)
        .await
        .expect("remove seat");
    let row = store.load_lobby(id).await.expect("load").expect("exists");
    assert_eq!(row.kind, "dungeon-lords");
    assert_eq!(
        row.options,
        json!({ "rounds": 2, "nested": { "a": [1, 2] } })
    );
    assert_eq!(
        (row.n_seats, row.public, row.host_seat, row.version),
        (3, true, 0, 4)
    );
    assert_eq!(row.status, "open");
    assert_eq!(row.seats, vec![seat(0, "Ann"), seat(2, "Bot")]);
    assert!(row.game.is_none());
    assert!(store
        .load_lobby(Uuid::new_v4())
        .await
        .expect("load")
        .is_none());
}

async fn only_open_public_lobbies_are_listed(store: Store) {
    let public = lobby(&store, true).await;
    let private = lobby(&store, false).await;
    let closed = lobby(&store, true).await;
    store
        .set_lobby_status(closed, "closed", 5)
        .await
        .expect("status");
    let listed = store.list_open_lobbies().await.expect("list");
    let ids: Vec<Uuid> = listed.iter().map(|l| l.lobby_id).collect();
    assert!(ids.contains(&public));
    assert!(!ids.contains(&private));
    assert!(!ids.contains(&closed));
    let entry = listed
        .iter()
        .find(|l| l.lobby_id == public)
        .expect("listed");
    assert_eq!((entry.n_filled, entry.host_name.as_str()), (1, "Ann"));
}

async fn commands_append_in_order_and_seq_is_unique(store: Store) {
    let id = lobby(&store, true).await;
    let game = NewGame {
        id: Uuid::new_v4(),
        version_stamp: "stamp-1".into(),
        seed: u64::MAX - 5,
    };
    store.start_game(id, &game, 5, 1_500).await.expect("start");
    for seq in 0..5 {
        store
            .append_command(&command(id, game.id, seq, None))
            .await
            .expect("append");
    }
    assert!(
        store
            .append_command(&command(id, game.id, 3, None))
            .await
            .is_err(),
        "seq is unique per game"
    );
    let row = store.load_lobby(id).await.expect("load").expect("exists");
    assert_eq!(row.status, "playing");
    assert_eq!(row.version, 14);
    let g = row.game.expect("game");
    assert_eq!(
        g.seed,
        u64::MAX - 5,
        "the u64 seed survives the i64 bit-cast"
    );
    assert_eq!(
        (g.version_stamp.as_str(), g.n_seats, g.status.as_str()),
        ("stamp-1", 3, "playing")
    );
    assert_eq!(g.options, row.options);
    let seqs: Vec<i64> = g.commands.iter().map(|c| c.seq).collect();
    assert_eq!(seqs, vec![0, 1, 2, 3, 4]);
    assert_eq!(g.commands[4].command, json!({ "n": 4 }));
    let active = store.load_active_lobbies().await.expect("active");
    assert!(active.iter().any(|l| l.id == id));
}

async fn the_final_command_finishes_game_and_lobby_atomically(store: Store) {
    let id = lobby(&store, true).await;
    let game = NewGame {
        id: Uuid::new_v4(),
        version_stamp: "s".into(),
        seed: 7,
    };
    store.start_game(id, &game, 2, 1_500).await.expect("start");
    store
        .append_command(&command(id, game.id, 0, None))
        .await
        .expect("append");
    store
        .append_command(&command(id, game.id, 1, Some(json!({ "winner": 1 }))))
        .await
        .expect("final");
    let g = store
        .load_game(game.id)
        .await
        .expect("load")
        .expect("exists");
    assert_eq!(g.status, "finished");
    assert_eq!(g.result, Some(json!({ "winner": 1 })));
    assert_eq!(g.finished_at_ms, Some(2_001));
    assert_lobby_finished(&store, id).await;
    let finished = store.list_finished_games().await.expect("finished");
    let entry = finished
        .iter()
        .find(|f| f.game_id == game.id)
        .expect("listed");
    assert_eq!(entry.players, vec!["Ann".to_owned()]);
    assert_eq!(entry.result, json!({ "winner": 1 }));
}

async fn a_failed_final_command_stores_nothing(store: Store) {
    let id = lobby(&store, true).await;
    let game = NewGame {
        id: Uuid::new_v4(),
        version_stamp: "s".into(),
        seed: 7,
    };
    store.start_game(id, &game, 2, 1_500).await.expect("start");
    store
        .append_command(&command(id, game.id, 0, None))
        .await
        .expect("append");
    // A duplicate seq with a result must roll back entirely: no result, still playing.
    assert!(store
        .append_command(&command(id, game.id, 0, Some(json!({}))))
        .await
        .is_err());
    let g = store
        .load_game(game.id)
        .await
        .expect("load")
        .expect("exists");
    assert_eq!(
        (g.status.as_str(), g.result.clone(), g.commands.len()),
        ("playing", None, 1)
    );
}

async fn started_game(store: &Store) -> (Uuid, Uuid) {
    let id = lobby(store, true).await;
    let game = NewGame {
        id: Uuid::new_v4(),
        version_stamp: "s".into(),
        seed: 7,
    };
    store.start_game(id, &game, 2, 1_500).await.expect("start");
    (id, game.id)
}

/// Many lobbies appending at once share the group-commit writer: every command is stored, in
/// order per game, and each lobby's version is its own newest.
async fn concurrent_appends_from_many_lobbies_are_all_stored(store: Store) {
    let mut games = Vec::new();
    for _ in 0..40 {
        games.push(started_game(&store).await);
    }
    let mut tasks = tokio::task::JoinSet::new();
    for &(id, game) in &games {
        let store = store.clone();
        tasks.spawn(async move {
            for seq in 0..12 {
                store
                    .append_command(&command(id, game, seq, None))
                    .await
                    .expect("append");
            }
        });
    }
    while let Some(done) = tasks.join_next().await {
        done.expect("task");
    }
    for &(id, game) in &games {
        let row = store.load_lobby(id).await.expect("load").expect("exists");
        assert_eq!((row.status.as_str(), row.version), ("playing", 21));
        let g = store.load_game(game).await.expect("load").expect("exists");
        let seqs: Vec<i64> = g.commands.iter().map(|c| c.seq).collect();
        assert_eq!(seqs, (0..12).collect::<Vec<i64>>());
    }
}

/// A command the database refuses (its seq is taken) fails alone, even when it was written in
/// the same group commit as other lobbies' commands.
async fn a_refused_append_does_not_fail_its_batch(store: Store) {
    let mut games = Vec::new();
    for _ in 0..20 {
        games.push(started_game(&store).await);
    }
    let (dup_lobby, dup_game) = games[0];
    store
        .append_command(&command(dup_lobby, dup_game, 0, None))
        .await
        .expect("first append");
    let mut tasks = tokio::task::JoinSet::new();
    for (i, &(id, game)) in games.iter().enumerate() {
        let store = store.clone();
        // Lobby 0 repeats seq 0 (refused); every other lobby appends its seq 0 (accepted).
        tasks.spawn(async move {
            let ok = store
                .append_command(&command(id, game, 0, None))
                .await
                .is_ok();
            (i, ok)
        });
    }
    while let Some(done) = tasks.join_next().await {
        let (i, ok) = done.expect("task");
        assert_eq!(ok, i != 0, "lobby {i}");
    }
    for &(_, game) in &games {
        let g = store.load_game(game).await.expect("load").expect("exists");
        assert_eq!(g.commands.len(), 1);
    }
}

/// The server stores the command that ends a game first and its result right after;
/// `finish_game` marks game and lobby finished and keeps the first result if called again
/// (the start-up repair path).
async fn finish_game_stores_the_result_once(store: Store) {
    let (id, game) = started_game(&store).await;
    store
        .append_command(&command(id, game, 0, None))
        .await
        .expect("append");
    store
        .finish_game(id, game, &json!({ "winner": 0 }), 3_000)
        .await
        .expect("finish");
    store
        .finish_game(id, game, &json!({ "winner": 1 }), 4_000)
        .await
        .expect("finish again");
    let g = store.load_game(game).await.expect("load").expect("exists");
    assert_eq!(g.status, "finished");
    assert_eq!(g.result, Some(json!({ "winner": 0 })));
    assert_lobby_finished(&store, id).await;
}

async fn recent_chat_keeps_the_last_lines_oldest_first(store: Store) {
    let id = lobby(&store, true).await;
    for i in 0..60 {
        let line = ChatRow {
            seat: if i % 2 == 0 { Some(0) } else { None },
            name: "Ann".into(),
            text: format!("line {i}"),
            at_ms: i,
        };
        store.append_chat(id, &line).await.expect("chat");
    }
    let lines = store.recent_chat(id, 50).await.expect("recent");
    assert_eq!(lines.len(), 50);
    assert_eq!(lines[0].text, "line 10");
    assert_eq!(lines[49].text, "line 59");
    assert_eq!(lines[49].seat, None);
    assert_eq!(lines[48].seat, Some(0));
}

/// A taken sequence number is a `Conflict` (the lobby re-reads its log), and nothing of the
/// refused command is stored.
async fn a_taken_seq_is_a_conflict_that_stores_nothing(store: Store) {
    let (id, game) = started_game(&store).await;
    store
        .append_command(&command(id, game, 0, None))
        .await
        .expect("first append");
    let mut other = command(id, game, 0, None);
    other.command = json!({ "other": true });
    let err = store.append_command(&other).await.expect_err("seq taken");
    assert!(
        matches!(err, server::store::StoreError::Conflict(_)),
        "{err:?}"
    );
    assert!(err.nothing_stored());
    let g = store.load_game(game).await.expect("load").expect("exists");
    assert_eq!(g.commands.len(), 1);
    assert_eq!(g.commands[0].command, json!({ "n": 0 }));
}

/// Client command ids and versions are stored with the commands and read back, in the log and
/// from a sequence number on; they are not part of the replay JSON.
async fn client_ids_and_versions_round_trip(store: Store) {
    let (id, game) = started_game(&store).await;
    for seq in 0..4 {
        let mut c = command(id, game, seq, None);
        c.client_id = (seq != 2).then(|| format!("c-{seq}"));
        store.append_command(&c).await.expect("append");
    }
    let g = store.load_game(game).await.expect("load").expect("exists");
    let ids: Vec<Option<&str>> = g.commands.iter().map(|c| c.client_id.as_deref()).collect();
    assert_eq!(ids, [Some("c-0"), Some("c-1"), None, Some("c-3")]);
    let versions: Vec<Option<u64>> = g.commands.iter().map(|c| c.version).collect();
    assert_eq!(versions, [Some(10), Some(11), Some(12), Some(13)]);
    let since = store.commands_since(game, 2).await.expect("since");
    let seqs: Vec<i64> = since.iter().map(|c| c.seq).collect();
    assert_eq!(seqs, [2, 3]);
    assert_eq!(since[1].client_id.as_deref(), Some("c-3"));
    let replay = serde_json::to_value(&g.commands[0]).expect("json");
    assert_eq!(
        replay,
        json!({ "seq": 0, "seat": 0, "command": { "n": 0 } })
    );
    store.settle(id).await.expect("settle");
}

/// A chat line id from a seat is stored once; the same id from another seat or from a
/// spectator is another line.
async fn a_chat_id_is_stored_once_per_seat(store: Store) {
    let id = lobby(&store, true).await;
    let line = |seat: Option<usize>, text: &str| ChatRow {
        seat,
        name: "Ann".into(),
        text: text.into(),
        at_ms: 5,
    };
    let first = store
        .append_chat_with_id(id, &line(Some(0), "one"), Some("m1"))
        .await
        .expect("chat");
    let again = store
        .append_chat_with_id(id, &line(Some(0), "one"), Some("m1"))
        .await
        .expect("chat again");
    let other_seat = store
        .append_chat_with_id(id, &line(Some(1), "two"), Some("m1"))
        .await
        .expect("other seat");
    let spectator = store
        .append_chat_with_id(id, &line(None, "three"), Some("m1"))
        .await
        .expect("spectator");
    assert_eq!(
        (first, again, other_seat, spectator),
        (true, false, true, true)
    );
    let texts: Vec<String> = store
        .recent_chat(id, 50)
        .await
        .expect("recent")
        .into_iter()
        .map(|l| l.text)
        .collect();
    assert_eq!(texts, ["one", "two", "three"]);
}

/// A clock checkpoint round-trips with its time left and the reminders already sent, and a
/// later one replaces it.
async fn a_clock_checkpoint_keeps_the_reminders_sent(store: Store) {
    let (_, game) = started_game(&store).await;
    assert_eq!(store.load_clocks(game).await.expect("load"), None);
    let first = ClockRow {
        remaining: vec![86_400_000, 43_000_000],
        reminded: vec![false, true],
        after_seq: 3,
        at_ms: 1_700,
    };
    store.save_clocks(game, &first).await.expect("save");
    assert_eq!(store.load_clocks(game).await.expect("load"), Some(first));
    let second = ClockRow {
        remaining: vec![80_000_000, 86_400_000],
        reminded: vec![false, false],
        after_seq: 4,
        at_ms: 1_800,
    };
    store.save_clocks(game, &second).await.expect("save");
    assert_eq!(store.load_clocks(game).await.expect("load"), Some(second));
}

/// A finished lobby keeps its first rematch: a second one stored later (another player asking
/// at the same moment, or on another node) is answered with the first.
async fn the_first_rematch_stored_is_the_one_that_counts(store: Store) {
    let old = lobby(&store, true).await;
    assert_eq!(store.rematch_of(old).await.expect("read"), None);
    let (first, second) = (Uuid::new_v4(), Uuid::new_v4());
    let kept = store
        .set_rematch(old, first, "Ann", 10)
        .await
        .expect("store");
    assert_eq!(kept, (first, "Ann".to_owned()));
    let kept = store
        .set_rematch(old, second, "Bob", 11)
        .await
        .expect("store");
    assert_eq!(kept, (first, "Ann".to_owned()));
    assert_eq!(
        store.rematch_of(old).await.expect("read"),
        Some((first, "Ann".to_owned()))
    );
}

/// A rematch lobby's kept seats (issue #37) are stored with their old seat, name and time, read
/// back by seat; a seat kept twice is refused and leaves the first.
async fn a_rematch_keeps_seats_until_their_time(store: Store) {
    let id = lobby(&store, false).await;
    assert_eq!(store.kept_seats(id).await.expect("read"), vec![]);
    let kept = vec![
        KeptSeat {
            seat: 2,
            old_seat: 0,
            name: "Ann".to_owned(),
            until_ms: 300_000,
        },
        KeptSeat {
            seat: 1,
            old_seat: 3,
            name: "Bób".to_owned(),
            until_ms: 300_000,
        },
    ];
    store.keep_seats(id, &kept).await.expect("store");
    let mut by_seat = kept.clone();
    by_seat.sort_by_key(|k| k.seat);
    assert_eq!(store.kept_seats(id).await.expect("read"), by_seat);
    let again = KeptSeat {
        seat: 1,
        old_seat: 1,
        name: "Eve".to_owned(),
        until_ms: 1,
    };
    assert!(store.keep_seats(id, &[again]).await.is_err());
    assert_eq!(store.kept_seats(id).await.expect("read"), by_seat);
    // Another lobby keeps none.
    let other = lobby(&store, false).await;
    assert_eq!(store.kept_seats(other).await.expect("read"), vec![]);
}

/// A large import is written in short transactions: another game's command is stored while
/// the import is still being written (issue #30: one import held SQLite's write lock for
/// seconds), the import is listed nowhere until its last transaction, and then it is whole.
async fn an_import_lets_other_games_commands_in_between_its_chunks(store: Store) {
    let (lobby_id, game_id) = started_game(&store).await;
    let n = 6_000;
    let import = ImportedGame {
        game_id: Uuid::new_v4(),
        lobby_id: Uuid::new_v4(),
        kind: "dungeon-lords".into(),
        version_stamp: "s".into(),
        seed: 9,
        n_seats: 2,
        options: json!({}),
        players: vec!["Ann".into(), "Bot 1 (hard)".into()],
        bots: vec![None, Some(protocol::bots::Level::Hard)],
        commands: (0..n)
            .map(|i| (i % 2, json!({ "type": "x", "n": i })))
            .collect(),
        result: json!({ "winner": 0 }),
        seat_events: Vec::new(),
        at_ms: 1_000,
    };
    let writer = store.clone();
    let importing = import.clone();
    let task = tokio::spawn(async move { writer.import_game(&importing).await });
    // Wait until the import has begun (its game row exists, still `importing`).
    for _ in 0..500 {
        if store
            .load_game_head(import.game_id)
            .await
            .expect("read")
            .is_some()
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    }
    store
        .append_command(&command(lobby_id, game_id, 0, None))
        .await
        .expect("append");
    let written = store
        .load_game(import.game_id)
        .await
        .expect("read")
        .map_or(0, |g| g.commands.len());
    assert!(
        written < n / 2,
        "the command waited for the import's commands to be written ({written} of {n})"
    );
    let listed =
        |games: Vec<server::store::FinishedGame>| games.iter().any(|g| g.game_id == import.game_id);
    assert!(!listed(store.list_finished_games().await.expect("list")));
    task.await.expect("task").expect("import");
    assert!(listed(store.list_finished_games().await.expect("list")));
    // The bot stays a bot (so that clients name it in their reader's language).
    let games = store.list_finished_games().await.expect("list");
    let imported = games
        .iter()
        .find(|g| g.game_id == import.game_id)
        .expect("listed");
    assert_eq!(
        imported.bots,
        vec![
            None,
            Some(protocol::messages::BotSeat {
                number: 1,
                level: protocol::bots::Level::Hard
            })
        ]
    );
    assert_eq!(
        store.seat_names(import.lobby_id).await.expect("seats").1,
        imported.bots
    );
    let row = store
        .load_game(import.game_id)
        .await
        .expect("load")
        .expect("imported");
    assert_eq!((row.status.as_str(), row.commands.len()), ("finished", n));
}

/// Issue #32 item 7: an idempotency key is claimed once, for one request; its answer, once
/// stored, is found again; old keys are deleted.
async fn an_idempotency_key_is_claimed_once_and_keeps_its_answer(store: Store) {
    let claim = store
        .claim_idempotency_key("key-a", "req-1", 1_000)
        .await
        .expect("claim");
    assert_eq!(claim, IdempotencyClaim::New);
    let again = store
        .claim_idempotency_key("key-a", "req-2", 1_001)
        .await
        .expect("claim again");
    assert_eq!(
        again,
        IdempotencyClaim::Pending {
            request_hash: "req-1".into()
        },
        "the first request keeps the key"
    );
    let answer = json!({ "seat": 1, "token": "\u{0}token\u{0}", "nested": [1, "two"] });
    store
        .finish_idempotency_key("key-a", 201, &answer)
        .await
        .expect("finish");
    let done = store
        .claim_idempotency_key("key-a", "req-1", 1_002)
        .await
        .expect("claim done");
    assert_eq!(
        done,
        IdempotencyClaim::Done {
            request_hash: "req-1".into(),
            status: 201,
            response: answer,
        }
    );
    assert_eq!(
        store
            .claim_idempotency_key("key-b", "req-1", 5_000)
            .await
            .expect("claim b"),
        IdempotencyClaim::New
    );
    assert_eq!(store.prune_idempotency_keys(2_000).await.expect("prune"), 1);
    assert_eq!(
        store
            .claim_idempotency_key("key-a", "req-3", 6_000)
            .await
            .expect("claim after prune"),
        IdempotencyClaim::New,
        "a deleted key is free again"
    );
    assert!(matches!(
        store
            .claim_idempotency_key("key-b", "req-1", 6_000)
            .await
            .expect("claim b again"),
        IdempotencyClaim::Pending { .. }
    ));
}

async fn accounts_sessions_and_sign_in_links_round_trip(store: Store) {
    let account = AccountRow {
        id: Uuid::new_v4(),
        name: "Ada".into(),
        email: None,
        created_at_ms: 1_000,
    };
    let key = PasskeyRow {
        cred_id: "cred-1".into(),
        account_id: account.id,
        name: "Passkey".into(),
        passkey: "{}".into(),
        created_at_ms: 1_000,
    };
    store
        .create_account_with_passkey(&account, &key)
        .await
        .expect("create");
    assert_eq!(
        store.account(account.id).await.expect("read"),
        Some(account.clone())
    );
    assert_eq!(
        store.passkey("cred-1").await.expect("key"),
        Some(key.clone())
    );
    store
        .update_passkey("cred-1", "{\"n\":1}", 2_000)
        .await
        .expect("update");
    assert_eq!(
        store.passkeys(account.id).await.expect("keys")[0].passkey,
        "{\"n\":1}"
    );
    // A credential id is taken once.
    assert!(store.add_passkey(&key).await.is_err());

    // Sessions: by hash, until they expire, deleted at sign-out.
    store
        .create_session("s1", account.id, 1_000, 5_000)
        .await
        .expect("session");
    assert_eq!(
        store.session_account("s1", 4_000).await.expect("s"),
        Some(account.id)
    );
    assert_eq!(store.session_account("s1", 6_000).await.expect("s"), None);
    store.delete_session("s1").await.expect("delete");
    assert_eq!(store.session_account("s1", 2_000).await.expect("s"), None);

    // A ceremony is finished once and only before it expires.
    let c = ChallengeRow {
        id: "ch".into(),
        kind: "login".into(),
        state: "{}".into(),
        account_id: Uuid::nil(),
        name: String::new(),
        existing: false,
        expires_at_ms: 10_000,
    };
    store.put_challenge(&c, 1_000).await.expect("put");
    assert_eq!(
        store
            .take_challenge("ch", "register", 2_000)
            .await
            .expect("t"),
        None
    );
    assert_eq!(
        store.take_challenge("ch", "login", 2_000).await.expect("t"),
        Some(c.clone())
    );
    assert_eq!(
        store.take_challenge("ch", "login", 2_000).await.expect("t"),
        None
    );
    store.put_challenge(&c, 1_000).await.expect("put");
    assert_eq!(
        store
            .take_challenge("ch", "login", 20_000)
            .await
            .expect("t"),
        None
    );

    // A sign-in link works once; its address gets one account, made at the first sign-in.
    store
        .put_email_link("l1", "ada@example.org", 1_000, 9_000)
        .await
        .expect("link");
    assert_eq!(
        store
            .take_email_link("l1", 2_000)
            .await
            .expect("l")
            .as_deref(),
        Some("ada@example.org")
    );
    assert_eq!(store.take_email_link("l1", 2_000).await.expect("l"), None);
    store
        .put_email_link("l2", "ada@example.org", 1_000, 9_000)
        .await
        .expect("link");
    assert_eq!(store.take_email_link("l2", 10_000).await.expect("l"), None);
    let first = store
        .account_for_email("ada@example.org", "ada", 3_000)
        .await
        .expect("a");
    let again = store
        .account_for_email("ada@example.org", "other", 4_000)
        .await
        .expect("a");
    assert_eq!(first, again);
    assert_eq!(first.email.as_deref(), Some("ada@example.org"));
}

async fn claims_and_device_tokens_go_with_a_reinvite(store: Store) {
    let id = lobby(&store, false).await;
    store
        .add_seat(id, &seat(1, "Bob"), 2, 1_100)
        .await
        .expect("seat");
    let account = AccountRow {
        id: Uuid::new_v4(),
        name: "Bob".into(),
        email: None,
        created_at_ms: 1_000,
    };
    let key = PasskeyRow {
        cred_id: "cred-b".into(),
        account_id: account.id,
        name: "Passkey".into(),
        passkey: "{}".into(),
        created_at_ms: 1_000,
    };
    store
        .create_account_with_passkey(&account, &key)
        .await
        .expect("create");
    let other = Uuid::new_v4();
    assert_eq!(
        store
            .claim_seat(id, 1, account.id, 2_000)
            .await
            .expect("claim"),
        ClaimOutcome::Claimed
    );
    assert_eq!(
        store
            .claim_seat(id, 1, account.id, 2_001)
            .await
            .expect("claim"),
        ClaimOutcome::Claimed
    );
    assert_eq!(
        store.claimed_seat(id, account.id).await.expect("seat"),
        Some(1)
    );
    assert_eq!(store.claimed_seat(id, other).await.expect("seat"), None);
    store
        .add_seat_device(id, 1, "dev-1", 2_100)
        .await
        .expect("device");
    assert_eq!(
        store.seat_devices(id).await.expect("devices"),
        vec![(1, "dev-1".to_owned())]
    );
    let games = store.account_games(account.id).await.expect("games");
    assert_eq!(games.len(), 1);
    assert_eq!(
        (
            games[0].lobby_id,
            games[0].seat,
            games[0].host_name.as_str()
        ),
        (id, 1, "Ann")
    );
    assert_eq!(
        games[0].players,
        vec![(0, "Ann".to_owned()), (1, "Bob".to_owned())]
    );

    store
        .replace_seat_token(id, 1, "new-hash", None)
        .await
        .expect("reinvite");
    assert_eq!(store.seat_devices(id).await.expect("devices"), vec![]);
    assert_eq!(
        store.claimed_seat(id, account.id).await.expect("seat"),
        None
    );
    assert!(store
        .account_games(account.id)
        .await
        .expect("games")
        .is_empty());

    // Deleting the account anonymises the seats it claimed; the lobby stays.
    store
        .claim_seat(id, 1, account.id, 3_000)
        .await
        .expect("claim");
    assert!(store
        .delete_account(account.id, "Anonymous")
        .await
        .expect("delete"));
    let row = store.load_lobby(id).await.expect("load").expect("lobby");
    assert_eq!(row.seats[1].name, "Anonymous");
    assert_eq!(store.account(account.id).await.expect("read"), None);
    assert_eq!(store.passkey("cred-b").await.expect("key"), None);
}

both_stores!(
    store_is_ready_after_migrations,
    lobby_round_trips_with_seats,
    only_open_public_lobbies_are_listed,
    commands_append_in_order_and_seq_is_unique,
    the_final_command_finishes_game_and_lobby_atomically,
    a_failed_final_command_stores_nothing,
    recent_chat_keeps_the_last_lines_oldest_first,
    concurrent_appends_from_many_lobbies_are_all_stored,
    a_refused_append_does_not_fail_its_batch,
    finish_game_stores_the_result_once,
    a_taken_seq_is_a_conflict_that_stores_nothing,
    client_ids_and_versions_round_trip,
    a_chat_id_is_stored_once_per_seat,
    a_clock_checkpoint_keeps_the_reminders_sent,
    the_first_rematch_stored_is_the_one_that_counts,
    a_rematch_keeps_seats_until_their_time,
    an_import_lets_other_games_commands_in_between_its_chunks,
    an_idempotency_key_is_claimed_once_and_keeps_its_answer,
    accounts_sessions_and_sign_in_links_round_trip,
    claims_and_device_tokens_go_with_a_reinvite,
);
