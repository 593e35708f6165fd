//! Ratings of rated lobbies and the history behind the profile (issue #39 items 3 and 4), on
//! both stores: a rated game among accounts changes their ratings exactly as the crate's
//! Weng-Lin says, once; bots and guests make a game unrated; conceded and timed-out seats count
//! as losses; the start-up sweep settles a game a stop cut off; a deleted account's games stay
//! with its name anonymous.

#[macro_use]
mod support;

use serde_json::{json, Value};
use server::account::ratings::{self, Outcome, Settled};
use server::store::{AccountRow, NewGame, NewLobby, PasskeyRow, SeatEventRow, SeatRow, Store};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use uuid::Uuid;

/// A new account named `name`.
async fn account(store: &Store, name: &str) -> Uuid {
    let id = Uuid::new_v4();
    let row = AccountRow {
        id,
        name: name.into(),
        email: None,
        created_at_ms: 1_000,
    };
    let key = PasskeyRow {
        cred_id: format!("cred-{id}"),
        account_id: id,
        name: "Passkey".into(),
        passkey: "{}".into(),
        created_at_ms: 1_000,
    };
    store
        .create_account_with_passkey(&row, &key)
        .await
        .expect("account");
    id
}

/// Who sits in a seat of a test lobby.
#[derive(Clone, Copy)]
enum Sitter {
    Player(Uuid),
    Guest,
    Bot,
}

/// A started Dungeon Lords lobby with these seats (its options `options`); returns the lobby
/// and game ids.
async fn started(store: &Store, options: Value, sitters: &[Sitter]) -> (Uuid, Uuid) {
    let id = Uuid::new_v4();
    let row = |seat: usize, s: Sitter| SeatRow {
        seat,
        name: match s {
            Sitter::Bot => format!("Bot {seat}"),
            _ => format!("P{seat}"),
        },
        token_hash: format!("hash-{id}-{seat}"),
        is_bot: matches!(s, Sitter::Bot),
        bot_level: matches!(s, Sitter::Bot).then(|| "hard".to_owned()),
    };
    store
        .create_lobby(&NewLobby {
            id,
            kind: "dungeon-lords".into(),
            options,
            n_seats: sitters.len(),
            public: true,
            host_seat: 0,
            host: row(0, sitters[0]),
            at_ms: 1_000,
        })
        .await
        .expect("lobby");
    for (seat, s) in sitters.iter().enumerate().skip(1) {
        store
            .add_seat(id, &row(seat, *s), 1 + seat as u64, 1_100)
            .await
            .expect("seat");
    }
    for (seat, s) in sitters.iter().enumerate() {
        if let Sitter::Player(a) = s {
            store.claim_seat(id, seat, *a, 1_200).await.expect("claim");
        }
    }
    let game = NewGame {
        id: Uuid::new_v4(),
        version_stamp: "stamp".into(),
        seed: 7,
    };
    store.start_game(id, &game, 10, 1_500).await.expect("start");
    (id, game.id)
}

/// A Dungeon Lords result: `ranking` as groups of tied seats, totals by seat.
fn result(ranking: Value, totals: &[i64]) -> Value {
    let winners = ranking[0].clone();
    json!({
        "ranking": ranking,
        "winners": winners,
        "sheets": totals.iter().enumerate().map(|(s, t)| json!({"seat": s, "total": t})).collect::<Vec<_>>(),
        "titles": [{"title": "Lord of Halls", "seats": [0], "points": 3}],
    })
}

async fn finish(store: &Store, lobby: Uuid, game: Uuid, result: &Value) {
    store
        .finish_game(lobby, game, result, 9_000)
        .await
        .expect("finish");
}

/// What the crate itself computes for fresh players at these places.
fn expected(places: &[usize]) -> Vec<WengLinRating> {
    let teams: Vec<[WengLinRating; 1]> = places.iter().map(|_| [WengLinRating::new()]).collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(t, p)| (&t[..], MultiTeamOutcome::new(*p)))
        .collect();
    weng_lin_multi_team(&input, &WengLinConfig::new())
        .into_iter()
        .map(|t| t[0])
        .collect()
}

#[track_caller]
fn check_rating(store_rating: (f64, f64), want: WengLinRating) {
    assert!(
        (store_rating.0 - want.rating).abs() < 1e-9
            && (store_rating.1 - want.uncertainty).abs() < 1e-9,
        "stored {store_rating:?}, Weng-Lin says {want:?}"
    );
}

async fn rating_of(store: &Store, account: Uuid) -> Option<(f64, f64, i64)> {
    store
        .account_ratings(account)
        .await
        .expect("ratings")
        .into_iter()
        .find(|r| r.kind == "dungeon-lords")
        .map(|r| (r.rating, r.uncertainty, r.n_games))
}

async fn a_rated_game_changes_both_ratings_as_weng_lin_says_once(store: Store) {
    let (ann, bob) = (account(&store, "Ann").await, account(&store, "Bob").await);
    let (lobby, game) = started(
        &store,
        json!({"rated": true}),
        &[Sitter::Player(ann), Sitter::Player(bob)],
    )
    .await;
    // Bob (seat 1) wins.
    finish(&store, lobby, game, &result(json!([[1], [0]]), &[10, 20])).await;
    assert_eq!(
        ratings::settle(&store, game).await.expect("settle"),
        Settled::Now(Outcome::Rated)
    );
    let want = expected(&[2, 1]);
    let a = rating_of(&store, ann).await.expect("Ann rated");
    let b = rating_of(&store, bob).await.expect("Bob rated");
    check_rating((a.0, a.1), want[0]);
    check_rating((b.0, b.1), want[1]);
    assert!(
        b.0 > 25.0 && a.0 < 25.0,
        "the winner gains, the loser loses"
    );
    assert_eq!((a.2, b.2), (1, 1));

    // Settling again (a second node, the sweep, a retry) changes nothing.
    assert_eq!(
        ratings::settle(&store, game).await.expect("settle"),
        Settled::Already
    );
    assert_eq!(ratings::sweep(&store).await.expect("sweep"), 0);
    assert_eq!(rating_of(&store, ann).await, Some(a));
    assert_eq!(rating_of(&store, bob).await, Some(b));

    // The history shows the game with its score, place, title and rating change.
    let history = store.account_history(ann).await.expect("history");
    assert_eq!(history.len(), 1);
    let h = &history[0];
    assert_eq!((h.game_id, h.seat), (game, 0));
    assert_eq!(h.rating_outcome.as_deref(), Some("rated"));
    let change = h.change.as_ref().expect("a change");
    assert_eq!((change.place, change.forfeited), (2, false));
    assert!((change.before - 25.0).abs() < 1e-9 && (change.after - a.0).abs() < 1e-9);
}

async fn a_lobby_with_a_bot_or_a_guest_is_unrated(store: Store) {
    let ann = account(&store, "Ann").await;
    for (sitter, outcome) in [(Sitter::Bot, Outcome::Bot), (Sitter::Guest, Outcome::Guest)] {
        let (lobby, game) = started(
            &store,
            json!({"rated": true}),
            &[Sitter::Player(ann), sitter],
        )
        .await;
        let listed = store.lobby_ratings(Some(lobby)).await.expect("lobby");
        assert_eq!(listed[&lobby].seats.len(), 2);
        finish(&store, lobby, game, &result(json!([[0], [1]]), &[20, 10])).await;
        assert_eq!(
            ratings::settle(&store, game).await.expect("settle"),
            Settled::Now(outcome)
        );
        assert_eq!(
            rating_of(&store, ann).await,
            None,
            "no rating for {outcome:?}"
        );
        let history = store.account_history(ann).await.expect("history");
        let h = history.iter().find(|h| h.game_id == game).expect("listed");
        assert_eq!(h.rating_outcome.as_deref(), Some(outcome.as_str()));
        assert!(h.change.is_none());
    }
    // One account in both seats does not count either.
    let (lobby, game) = started(
        &store,
        json!({"rated": true}),
        &[Sitter::Player(ann), Sitter::Player(ann)],
    )
    .await;
    finish(&store, lobby, game, &result(json!([[0], [1]]), &[20, 10])).await;
    assert_eq!(
        ratings::settle(&store, game).await.expect("settle"),
        Settled::Now(Outcome::SameAccount)
    );
    // A lobby that is not rated is never settled, whoever plays.
    let bob = account(&store, "Bob").await;
    let (lobby, game) = started(
        &store,
        json!({}),
        &[Sitter::Player(ann), Sitter::Player(bob)],
    )
    .await;
    finish(&store, lobby, game, &result(json!([[0], [1]]), &[20, 10])).await;
    assert_eq!(
        ratings::settle(&store, game).await.expect("settle"),
        Settled::NotRated
    );
    assert_eq!(rating_of(&store, bob).await, None);
}

async fn conceded_and_timed_out_seats_count_as_losses(store: Store) {
    let ids = [
        account(&store, "Ann").await,
        account(&store, "Bob").await,
        account(&store, "Cid").await,
    ];
    let (lobby, game) = started(&store, json!({"rated": true}), &ids.map(Sitter::Player)).await;
    // Ann conceded and Cid timed out, yet the engine placed Ann first: both rank after Bob.
    for (n, (seat, kind)) in [(0usize, "concede"), (2, "timeout")]
        .into_iter()
        .enumerate()
    {
        store
            .append_seat_event(
                game,
                &SeatEventRow {
                    n: n as i64,
                    after_seq: 0,
                    seat,
                    event: json!({ "kind": kind }),
                    at_ms: 2_000,
                },
            )
            .await
            .expect("event");
    }
    finish(
        &store,
        lobby,
        game,
        &result(json!([[0], [1], [2]]), &[30, 20, 10]),
    )
    .await;
    assert_eq!(
        ratings::settle(&store, game).await.expect("settle"),
        Settled::Now(Outcome::Rated)
    );
    let want = expected(&[2, 1, 2]);
    for (i, id) in ids.iter().enumerate() {
        let r = rating_of(&store, *id).await.expect("rated");
        check_rating((r.0, r.1), want[i]);
    }
    let ann = store.account_history(ids[0]).await.expect("history");
    let change = ann[0].change.as_ref().expect("change");
    assert_eq!((change.place, change.forfeited), (2, true));
}

async fn the_sweep_settles_a_rated_game_a_stop_cut_off(store: Store) {
    let (ann, bob) = (account(&store, "Ann").await, account(&store, "Bob").await);
    let (lobby, game) = started(
        &store,
        json!({"rated": true, "takeover_bot": "easy"}),
        &[Sitter::Player(ann), Sitter::Player(bob)],
    )
    .await;
    // Finished, and the server stopped before the rating was written.
    finish(&store, lobby, game, &result(json!([[0, 1]]), &[15, 15])).await;
    assert_eq!(
        store.unsettled_rated_games().await.expect("unsettled"),
        vec![game]
    );
    assert_eq!(ratings::sweep(&store).await.expect("sweep"), 1);
    assert!(store
        .unsettled_rated_games()
        .await
        .expect("unsettled")
        .is_empty());
    let want = expected(&[1, 1]);
    let a = rating_of(&store, ann).await.expect("rated");
    check_rating((a.0, a.1), want[0]);
}

async fn a_deleted_accounts_games_stay_and_its_name_is_anonymous(store: Store) {
    let (ann, bob) = (account(&store, "Ann").await, account(&store, "Bob").await);
    let (lobby, game) = started(
        &store,
        json!({"rated": true}),
        &[Sitter::Player(ann), Sitter::Player(bob)],
    )
    .await;
    finish(&store, lobby, game, &result(json!([[1], [0]]), &[10, 20])).await;
    ratings::settle(&store, game).await.expect("settle");
    let bob_before = rating_of(&store, bob).await;
    assert!(store
        .delete_account(ann, "Anonymous")
        .await
        .expect("delete"));
    assert_eq!(rating_of(&store, ann).await, None);
    assert_eq!(rating_of(&store, bob).await, bob_before);
    let history = store.account_history(bob).await.expect("history");
    assert_eq!(history.len(), 1);
    assert_eq!(
        history[0].players,
        vec![
            (0, "Anonymous".to_owned(), false),
            (1, "P1".to_owned(), false)
        ]
    );
    assert!(history[0].change.is_some(), "Bob keeps his rating change");
    // The game stays among the finished games (replayable).
    assert!(store
        .list_finished_games()
        .await
        .expect("games")
        .iter()
        .any(|g| g.game_id == game));
}

both_stores!(
    a_rated_game_changes_both_ratings_as_weng_lin_says_once,
    a_lobby_with_a_bot_or_a_guest_is_unrated,
    conceded_and_timed_out_seats_count_as_losses,
    the_sweep_settles_a_rated_game_a_stop_cut_off,
    a_deleted_accounts_games_stay_and_its_name_is_anonymous,
);
