//! The e-mail part of the store contract (issue #30), run against both back ends like
//! `store_contract.rs`: every test runs once on a fresh SQLite file and once on a fresh
//! PostgreSQL database (`TEST_DATABASE_URL`; skipped with a notice outside CI when unset).

mod support;

use serde_json::json;
use server::store::{
    MailGate, MailQuota, MailRecord, NewLobby, PendingEmail, SeatRow, Store, Unsubscribe,
};
use uuid::Uuid;

const HOUR: i64 = 3_600_000;
const T0: i64 = 1_800_000_000_000;

const QUOTA: MailQuota = MailQuota {
    per_address_per_hour: 3,
    per_lobby_per_hour: 5,
    confirms_per_address_per_day: 2,
};

async fn lobby(store: &Store) -> Uuid {
    let id = Uuid::new_v4();
    let new = NewLobby {
        id,
        kind: "dungeon-lords".into(),
        options: json!({}),
        n_seats: 2,
        public: false,
        host_seat: 0,
        host: SeatRow {
            seat: 0,
            name: "Ann".into(),
            token_hash: "hash-0".into(),
            is_bot: false,
            bot_level: None,
        },
        at_ms: 1_000,
    };
    store.create_lobby(&new).await.expect("create lobby");
    id
}

fn mail<'a>(
    key: &'a str,
    lobby_id: Uuid,
    kind: &'static str,
    decision: Option<i64>,
    at_ms: i64,
) -> MailRecord<'a> {
    MailRecord {
        address_key: key,
        lobby_id,
        seat: 1,
        kind,
        decision,
        at_ms,
    }
}

async fn record(store: &Store, rec: &MailRecord<'_>) -> MailGate {
    store.record_mail(rec, &QUOTA, None).await.expect("store")
}

/// Asks for a confirmation of `email` for seat 1 of `lobby_id`, with this link token hash.
async fn request(
    store: &Store,
    lobby_id: Uuid,
    key: &str,
    email: &str,
    hash: &str,
    at_ms: i64,
) -> MailGate {
    let pending = PendingEmail {
        email,
        confirm_hash: hash,
        unsubscribe_token: &format!("unsub-{hash}"),
        lang: "cs",
    };
    store
        .record_mail(
            &mail(key, lobby_id, "confirm", None, at_ms),
            &QUOTA,
            Some(&pending),
        )
        .await
        .expect("store")
}

async fn mail_is_counted_per_address_and_per_lobby(store: Store) {
    let l = lobby(&store).await;
    for i in 0..3 {
        let gate = record(&store, &mail("a", l, "your_turn", Some(i), T0 + i)).await;
        assert_eq!(gate, MailGate::Send, "e-mail {i} to a");
    }
    let gate = record(&store, &mail("a", l, "your_turn", Some(9), T0 + 100)).await;
    assert_eq!(
        gate,
        MailGate::Limited {
            retry_after_ms: HOUR - 100
        }
    );
    for i in 0..2 {
        let gate = record(&store, &mail("b", l, "reminder", None, T0 + 200 + i)).await;
        assert_eq!(gate, MailGate::Send, "e-mail {i} to b");
    }
    let gate = record(&store, &mail("c", l, "reminder", None, T0 + 300)).await;
    assert_eq!(
        gate,
        MailGate::Limited {
            retry_after_ms: HOUR - 300
        },
        "the lobby had its 5 e-mails of the hour"
    );
    let other = lobby(&store).await;
    assert_eq!(
        record(&store, &mail("c", other, "reminder", None, T0 + 300)).await,
        MailGate::Send,
        "another lobby is not limited by this one"
    );
    // An hour after the first e-mail, the window has moved on.
    assert_eq!(
        record(
            &store,
            &mail("a", other, "your_turn", Some(9), T0 + HOUR + 1)
        )
        .await,
        MailGate::Send
    );
    assert_eq!(store.mails_sent(l).await.expect("sent").len(), 5);
}

async fn a_decision_is_announced_once(store: Store) {
    let l = lobby(&store).await;
    assert_eq!(
        record(&store, &mail("a", l, "your_turn", Some(0), T0)).await,
        MailGate::Send
    );
    assert_eq!(
        record(&store, &mail("a", l, "your_turn", Some(0), T0 + 1)).await,
        MailGate::Duplicate
    );
    assert_eq!(
        record(&store, &mail("a", l, "your_turn", Some(4), T0 + 2)).await,
        MailGate::Send
    );
    assert_eq!(store.mails_sent(l).await.expect("sent").len(), 2);
}

async fn an_address_is_confirmed_from_its_latest_request_only(store: Store) {
    let l = lobby(&store).await;
    assert_eq!(
        request(&store, l, "z", "zofie@example.cz", "h1", T0).await,
        MailGate::Send
    );
    let rows = store.seat_emails(l).await.expect("rows");
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0].seat, rows[0].confirmed, rows[0].lang.as_str()),
        (1, false, "cs")
    );
    assert_eq!(rows[0].unsubscribe_token, "unsub-h1");
    let link = store
        .confirm_link(l, "h1")
        .await
        .expect("link")
        .expect("known");
    assert_eq!(
        (link.seat, link.confirmed, link.requested_at_ms),
        (1, false, T0)
    );

    // A newer request replaces the first; its link stops working.
    assert_eq!(
        request(&store, l, "z", "zofie@example.cz", "h2", T0 + 10).await,
        MailGate::Send
    );
    assert_eq!(store.confirm_link(l, "h1").await.expect("link"), None);
    assert_eq!(
        store
            .confirm_email(l, "h1", 0, T0 + 20)
            .await
            .expect("confirm"),
        None
    );
    // Expired: requested before the oldest time still allowed.
    assert_eq!(
        store
            .confirm_email(l, "h2", T0 + 10, T0 + 20)
            .await
            .expect("confirm"),
        None
    );
    assert_eq!(
        store
            .confirm_email(l, "h2", T0, T0 + 20)
            .await
            .expect("confirm"),
        Some(1)
    );
    assert_eq!(
        store
            .confirm_email(l, "h2", T0, T0 + 30)
            .await
            .expect("again"),
        Some(1)
    );
    assert!(store.seat_emails(l).await.expect("rows")[0].confirmed);
    // A third request for the address within a day is refused (2 per day here).
    assert!(matches!(
        request(&store, l, "z", "zofie@example.cz", "h3", T0 + 40).await,
        MailGate::Limited { .. }
    ));
    assert!(
        store.seat_emails(l).await.expect("rows")[0].confirmed,
        "nothing changed"
    );
    store.remove_seat_email(l, 1).await.expect("remove");
    assert!(store.seat_emails(l).await.expect("rows").is_empty());
}

async fn unsubscribing_refuses_the_address(store: Store) {
    let l = lobby(&store).await;
    let other = lobby(&store).await;
    request(&store, l, "u", "u@example.org", "h1", T0).await;
    assert_eq!(
        store
            .unsubscribe_link(l, "unsub-h1")
            .await
            .expect("link")
            .as_deref(),
        Some("cs")
    );
    assert_eq!(
        store
            .unsubscribe_link(other, "unsub-h1")
            .await
            .expect("link"),
        None
    );
    assert_eq!(
        store
            .unsubscribe(l, "unsub-h1", Unsubscribe::Lobby, T0 + 1)
            .await
            .expect("unsub")
            .as_deref(),
        Some("cs")
    );
    assert!(store.seat_emails(l).await.expect("rows").is_empty());
    assert_eq!(
        store
            .unsubscribe(l, "unsub-h1", Unsubscribe::Lobby, T0 + 2)
            .await
            .expect("again"),
        None
    );
    assert_eq!(
        record(&store, &mail("u", l, "reminder", None, T0 + 3)).await,
        MailGate::OptedOut
    );
    assert_eq!(
        record(&store, &mail("u", other, "reminder", None, T0 + 3)).await,
        MailGate::Send
    );

    request(&store, other, "u", "u@example.org", "h2", T0 + 4).await;
    store
        .unsubscribe(other, "unsub-h2", Unsubscribe::All, T0 + 5)
        .await
        .expect("unsub");
    let third = lobby(&store).await;
    assert_eq!(
        record(&store, &mail("u", third, "reminder", None, T0 + 6)).await,
        MailGate::OptedOut
    );
    assert_eq!(
        request(&store, third, "u", "u@example.org", "h3", T0 + 7).await,
        MailGate::OptedOut
    );
    assert!(
        store.seat_emails(third).await.expect("rows").is_empty(),
        "a refused request stores nothing"
    );
}

async fn concurrent_mail_to_one_address_never_exceeds_its_limit(store: Store) {
    let mut lobbies = Vec::new();
    for _ in 0..12 {
        lobbies.push(lobby(&store).await);
    }
    let tasks: Vec<_> = lobbies
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let store = store.clone();
            tokio::spawn(async move {
                let rec = MailRecord {
                    address_key: "shared",
                    lobby_id: l,
                    seat: 1,
                    kind: "reminder",
                    decision: None,
                    at_ms: T0 + i64::try_from(i).unwrap_or(0),
                };
                store.record_mail(&rec, &QUOTA, None).await.expect("store")
            })
        })
        .collect();
    let mut sent = 0;
    for t in tasks {
        if t.await.expect("task") == MailGate::Send {
            sent += 1;
        }
    }
    assert_eq!(sent, 3, "exactly the hourly limit of one address");
}

macro_rules! contract {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    let (store, _dir) = super::support::sqlite_store().await;
                    super::$name(store).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some((store, _db)) = super::support::pg_store().await {
                        super::$name(store.clone()).await;
                        store.close().await;
                    }
                }
            )*
        }
    };
}

contract!(
    mail_is_counted_per_address_and_per_lobby,
    a_decision_is_announced_once,
    an_address_is_confirmed_from_its_latest_request_only,
    unsubscribing_refuses_the_address,
    concurrent_mail_to_one_address_never_exceeds_its_limit,
);
