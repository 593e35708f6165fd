//! Issue #17 with a paused clock: a Dungeon Lords decision times out, the others vote the seat
//! to a bot, the bot plays it to the end of a season, its owner reclaims it mid-season, and a
//! restart reproduces every seat, clock and view. Time moves only by `tokio::time::advance`: a
//! blocking task held for the whole test keeps tokio from advancing the paused clock on its own
//! while the store's worker thread answers.

use std::time::Duration;

use protocol::bots::random::RandomBot;
use protocol::bots::Level;
use protocol::seats::{ClockOption, Control, SeatEvent, SeatsStatus};
use protocol::{GameKind, ServerToClient};
use serde_json::{json, Value};
use tokio::sync::{mpsc, oneshot};
use uuid::Uuid;

use super::{
    create_with_clock, hash_token, protocol_factory, resume_all, Joined, LobbyDeps, LobbyEvent,
    LobbyHandle, Outbound, Registry, SeatAction,
};
use crate::store::Store;

const BOT_DELAY: Duration = Duration::from_millis(100);

fn deps(store: Store) -> LobbyDeps {
    LobbyDeps {
        store,
        factory: protocol_factory(),
        bot_delay: BOT_DELAY,
        max_spectators: 8,
        open_lobby_ttl: Duration::from_secs(24 * 3600),
        rematch_hold: Duration::from_secs(300),
        unload_after: Duration::from_secs(24 * 3600),
        mailer: None,
        game_limits: crate::limits::GameLimits::default(),
        build: std::sync::Arc::from("test"),
    }
}

/// What every paused-clock test starts with: a fresh embedded store, and a blocking task held
/// until [`Paused::end`] that keeps tokio from advancing the paused clock on its own while the
/// store's worker thread answers.
struct Paused {
    hold_tx: std::sync::mpsc::Sender<()>,
    hold: tokio::task::JoinHandle<()>,
    dir: tempfile::TempDir,
    store: Store,
}

impl Paused {
    async fn start() -> Self {
        let (hold_tx, hold_rx) = std::sync::mpsc::channel::<()>();
        let hold = tokio::task::spawn_blocking(move || {
            let _ = hold_rx.recv();
        });
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open_sqlite(dir.path()).await.expect("store");
        Self {
            hold_tx,
            hold,
            dir,
            store,
        }
    }

    async fn end(self) {
        drop(self.hold_tx);
        self.hold.await.expect("hold task");
    }
}

/// One simulated socket.
struct Client {
    conn_id: u64,
    rx: mpsc::Receiver<Outbound>,
    view: Value,
    seats: Option<SeatsStatus>,
    errors: Vec<String>,
    closed: bool,
    bot: RandomBot,
}

impl Client {
    fn drain(&mut self) {
        while let Ok(out) = self.rx.try_recv() {
            match out {
                Outbound::Close(..) => self.closed = true,
                Outbound::Text(t) => self.read(&t),
                Outbound::Shared(t) => self.read(t.as_str()),
            }
        }
    }

    fn read(&mut self, t: &str) {
        match serde_json::from_str::<ServerToClient>(t) {
            Ok(ServerToClient::Welcome { view, .. } | ServerToClient::Update { view, .. }) => {
                self.view = view;
            }
            Ok(ServerToClient::Seats { status }) => self.seats = Some(status),
            Ok(ServerToClient::Error { code, .. }) => self.errors.push(code),
            Ok(_) => {}
            Err(e) => panic!("unreadable server message {t}: {e}"),
        }
    }

    fn status(&self) -> &SeatsStatus {
        self.seats.as_ref().expect("a seats message")
    }
}

struct World {
    handle: LobbyHandle,
    next_conn: u64,
    seq: u64,
}

impl World {
    async fn ask<T>(&self, make: impl FnOnce(oneshot::Sender<T>) -> LobbyEvent) -> T {
        let (tx, rx) = oneshot::channel();
        self.handle.tx.send(make(tx)).await.expect("lobby alive");
        rx.await.expect("lobby answered")
    }

    /// A Dungeon Lords lobby with this clock and seat count, hosted by "Host".
    async fn open(
        registry: &Registry,
        deps: &LobbyDeps,
        clock: ClockOption,
        seats: usize,
    ) -> (World, Uuid, Joined) {
        let (lobby_id, host) = create_with_clock(
            registry,
            deps,
            GameKind::DungeonLords,
            json!({}),
            clock,
            seats,
            false,
            "Host".into(),
        )
        .await
        .expect("lobby");
        let w = World {
            handle: registry.get(lobby_id).expect("running"),
            next_conn: 0,
            seq: 0,
        };
        (w, lobby_id, host)
    }

    /// A player named `name` takes the next free seat.
    async fn join(&self, name: &str) -> Joined {
        self.ask(|reply| LobbyEvent::Join {
            name: name.into(),
            reply,
        })
        .await
        .expect("join")
    }

    /// Every event sent so far is handled (and its after-event work done).
    async fn sync(&self) {
        for _ in 0..2 {
            let _ = self.ask(|reply| LobbyEvent::Details { reply }).await;
        }
    }

    async fn connect(&mut self, token: Option<&str>) -> Client {
        self.next_conn += 1;
        let (tx, rx) = mpsc::channel(4096);
        self.handle
            .tx
            .send(LobbyEvent::Connect {
                conn_id: self.next_conn,
                token_hash: token.map(hash_token),
                outbound: tx,
                patches: false,
                last_version: None,
            })
            .await
            .expect("lobby alive");
        self.sync().await;
        let mut c = Client {
            conn_id: self.next_conn,
            rx,
            view: Value::Null,
            seats: None,
            errors: Vec::new(),
            closed: false,
            bot: RandomBot::new(self.next_conn),
        };
        c.drain();
        c
    }

    async fn disconnect(&self, c: &Client) {
        self.handle
            .tx
            .send(LobbyEvent::Disconnect { conn_id: c.conn_id })
            .await
            .expect("lobby alive");
        self.sync().await;
    }

    async fn act(&self, c: &mut Client, action: SeatAction) {
        self.handle
            .tx
            .send(LobbyEvent::SeatAction {
                conn_id: c.conn_id,
                action,
            })
            .await
            .expect("lobby alive");
        self.sync().await;
        c.drain();
    }

    /// Plays every pending decision of these clients (without time passing), then lets the
    /// bots play for `steps` bot delays.
    async fn play(&mut self, clients: &mut [&mut Client], steps: usize) {
        for _ in 0..steps.max(1) {
            for _ in 0..200 {
                let mut sent = false;
                for c in clients.iter_mut() {
                    c.drain();
                    if let Some(command) = c.bot.choose(&c.view) {
                        self.seq += 1;
                        self.handle
                            .tx
                            .send(LobbyEvent::Command {
                                conn_id: c.conn_id,
                                id: format!("t{}", self.seq),
                                command,
                            })
                            .await
                            .expect("lobby alive");
                        self.sync().await;
                        sent = true;
                    }
                }
                if !sent {
                    break;
                }
            }
            if steps > 0 {
                advance(BOT_DELAY).await;
                self.sync().await;
                // The bot's thinking runs on the blocking pool; its answer comes back as an event.
                for _ in 0..50 {
                    tokio::time::sleep(Duration::from_millis(0)).await;
                    tokio::task::yield_now().await;
                }
                tokio::task::spawn_blocking(|| std::thread::sleep(Duration::from_millis(30)))
                    .await
                    .expect("sleep");
                self.sync().await;
            }
        }
        for c in clients.iter_mut() {
            c.drain();
        }
    }
}

async fn advance(d: Duration) {
    tokio::time::advance(d).await;
    tokio::task::yield_now().await;
}

fn season(view: &Value) -> String {
    view.get("season")
        .or_else(|| view.get("public").and_then(|p| p.get("season")))
        .map(ToString::to_string)
        .unwrap_or_default()
}

fn year_season(view: &Value) -> (String, String) {
    let year = view
        .get("year")
        .or_else(|| view.get("public").and_then(|p| p.get("year")))
        .map(ToString::to_string)
        .unwrap_or_default();
    (year, season(view))
}

#[tokio::test(flavor = "current_thread", start_paused = true)]
async fn timeout_vote_takeover_reclaim_and_restart() {
    let paused = Paused::start().await;

    let store = paused.store.clone();
    let deps = deps(store.clone());
    let registry = Registry::default();
    let (mut w, lobby_id, host) = World::open(&registry, &deps, ClockOption::Fast, 4).await;
    let p2: Joined = w.join("Petra").await;
    let away: Joined = w.join("Away").await;
    let host_hash = hash_token(&host.token);
    let _bot = w
        .ask(|reply| LobbyEvent::AddBot {
            token_hash: host_hash.clone(),
            level: Level::Easy,
            reply,
        })
        .await
        .expect("bot");
    let details = w.ask(|reply| LobbyEvent::Details { reply }).await;
    assert_eq!(details.clock, ClockOption::Fast);
    w.ask(|reply| LobbyEvent::Start {
        token_hash: host_hash.clone(),
        reply,
    })
    .await
    .expect("start");
    let mut h = w.connect(Some(&host.token)).await;
    let mut p = w.connect(Some(&p2.token)).await;
    let mut spectator = w.connect(None).await;
    let a = away.seat;
    assert_eq!(h.status().seats.len(), 4);
    assert_eq!(h.status().seats[a].remaining_ms, Some(120_000));

    // The present players decide at once; the away seat's decision is still owed.
    w.play(&mut [&mut h, &mut p], 3).await;
    assert!(
        h.status().seats[a].owes,
        "the away seat owes its first decision"
    );
    assert!(h.status().seats[a].running);

    // Bad votes before the seat is votable: refused, nothing changed.
    w.act(&mut h, SeatAction::Vote(a)).await;
    assert_eq!(h.errors.pop().as_deref(), Some("not_votable"));

    // The bank runs out: a stored timeout.
    advance(Duration::from_millis(119_000)).await;
    w.sync().await;
    h.drain();
    assert!(!h.status().seats[a].timed_out);
    advance(Duration::from_millis(1_500)).await;
    w.sync().await;
    h.drain();
    let s = h.status().seats[a].clone();
    assert!(s.timed_out && s.votable && !s.running, "{s:?}");
    assert_eq!(s.remaining_ms, Some(0));
    assert_eq!(s.votes_needed, 2);
    let game_id = details_game(&w).await;
    let events = store.seat_events(game_id).await.expect("events");
    assert_eq!(events.len(), 1);
    assert_eq!(without_place(&events[0].event), json!({"kind": "timeout"}));
    assert_eq!(events[0].seat, a);
    // Stored with its place in the log, and shown to everyone as a line of the live log there.
    let place = events[0].event["log_index"]
        .as_u64()
        .expect("log_index stored");
    spectator.drain();
    let lines = &spectator.status().events;
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0].seat, a);
    assert_eq!(lines[0].event, SeatEvent::Timeout);
    assert_eq!(lines[0].log_index, usize::try_from(place).ok());
    assert!(
        place > 0,
        "the game had logged its start before the timeout"
    );

    // Refusals: a spectator, the absent seat itself, a bot seat, a double vote.
    w.act(&mut spectator, SeatAction::Vote(a)).await;
    assert_eq!(spectator.errors.pop().as_deref(), Some("not_a_player"));
    let mut back = w.connect(Some(&away.token)).await;
    w.act(&mut back, SeatAction::Vote(a)).await;
    assert_eq!(back.errors.pop().as_deref(), Some("own_seat"));
    w.disconnect(&back).await;
    w.act(&mut h, SeatAction::Vote(3)).await;
    assert_eq!(h.errors.pop().as_deref(), Some("not_votable"));
    w.act(&mut h, SeatAction::Vote(9)).await;
    assert_eq!(h.errors.pop().as_deref(), Some("no_such_seat"));
    w.act(&mut h, SeatAction::Vote(a)).await;
    assert!(h.errors.is_empty(), "{:?}", h.errors);
    assert_eq!(h.status().seats[a].votes, vec![0]);
    w.act(&mut h, SeatAction::Vote(a)).await;
    assert_eq!(h.errors.pop().as_deref(), Some("already_voted"));
    assert_eq!(h.status().seats[a].control, Control::Player);
    assert_eq!(store.seat_events(game_id).await.expect("events").len(), 1);

    // The second vote carries it: a bot plays the seat.
    w.act(&mut p, SeatAction::Vote(a)).await;
    h.drain();
    assert_eq!(h.status().seats[a].control, Control::Takeover);
    let events = store.seat_events(game_id).await.expect("events");
    assert_eq!(
        without_place(&events[1].event),
        json!({"kind": "takeover", "voters": [0, 1]})
    );

    // The bot plays the seat to the end of the season.
    let start = year_season(&h.view);
    let mut guard = 0;
    while year_season(&h.view) == start {
        w.play(&mut [&mut h, &mut p], 1).await;
        guard += 1;
        assert!(
            guard < 400,
            "the season never ended: {:?}",
            year_season(&h.view)
        );
    }
    eprintln!(
        "bot played seat {a} from {start:?} to {:?} in {guard} rounds",
        year_season(&h.view)
    );
    assert_eq!(h.status().seats[a].control, Control::Takeover);
    assert!(store.seat_events(game_id).await.expect("events").len() == 2);
    // A little into the next season.
    w.play(&mut [&mut h, &mut p], 3).await;
    assert_ne!(year_season(&h.view), start);

    // Its owner comes back on "another browser" (a new socket with the token): reclaimed.
    let mut owner = w.connect(Some(&away.token)).await;
    h.drain();
    assert_eq!(h.status().seats[a].control, Control::Player);
    assert_eq!(owner.status().seats[a].control, Control::Player);
    let events = store.seat_events(game_id).await.expect("events");
    assert_eq!(events.len(), 3);
    assert_eq!(without_place(&events[2].event), json!({"kind": "reclaim"}));
    let kinds: Vec<&str> = h.status().events.iter().map(|l| l.event.kind()).collect();
    assert_eq!(kinds, ["timeout", "takeover", "reclaim"]);
    w.play(&mut [&mut h, &mut p, &mut owner], 0).await;
    advance(Duration::from_millis(2_345)).await;
    w.sync().await;

    // Concede: refused for spectators, then the seat is a bot's to the end.
    w.act(&mut spectator, SeatAction::Concede).await;
    assert_eq!(spectator.errors.pop().as_deref(), Some("not_a_player"));

    // Restart: everything the table shows is the same afterwards.
    let before = snapshot(&mut w, &[&host.token, &p2.token, &away.token]).await;
    registry.shutdown(Duration::from_secs(5)).await;
    let registry2 = Registry::default();
    let store2 = Store::open_sqlite(paused.dir.path())
        .await
        .expect("store again");
    let deps2 = self::deps(store2);
    resume_all(&registry2, &deps2).await.expect("resume");
    let mut w2 = World {
        handle: registry2.get(lobby_id).expect("resumed"),
        next_conn: 100,
        seq: 1000,
    };
    let after = snapshot(&mut w2, &[&host.token, &p2.token, &away.token]).await;
    assert_eq!(before, after);

    // After the restart the clocks go on from where they were: the owner concedes now.
    let mut owner2 = w2.connect(Some(&away.token)).await;
    w2.act(&mut owner2, SeatAction::Concede).await;
    assert!(owner2.errors.is_empty(), "{:?}", owner2.errors);
    assert_eq!(owner2.status().seats[a].control, Control::Conceded);
    w2.act(&mut owner2, SeatAction::Concede).await;
    assert_eq!(owner2.errors.pop().as_deref(), Some("already_conceded"));
    let events = store.seat_events(game_id).await.expect("events");
    assert_eq!(
        events.last().map(|e| without_place(&e.event)),
        Some(json!({"kind": "concede"}))
    );

    registry2.shutdown(Duration::from_secs(5)).await;
    paused.end().await;
}

/// A stored seat event without the log length it was stored with.
fn without_place(event: &Value) -> Value {
    let mut event = event.clone();
    if let Some(fields) = event.as_object_mut() {
        fields.remove("log_index");
    }
    event
}

async fn details_game(w: &World) -> uuid::Uuid {
    w.ask(|reply| LobbyEvent::Details { reply })
        .await
        .game_id
        .expect("started")
}

/// Each seat's welcome view and the seats status, from fresh sockets (then closed).
async fn snapshot(w: &mut World, tokens: &[&str]) -> (Vec<Value>, Value) {
    let mut views = Vec::new();
    for t in tokens {
        let c = w.connect(Some(t)).await;
        views.push(c.view.clone());
        w.disconnect(&c).await;
    }
    let spectator = w.connect(None).await;
    let status = serde_json::to_value(spectator.status()).expect("json");
    w.disconnect(&spectator).await;
    (views, status)
}

type Sent = crate::mail::Sink;

/// Deps whose mailer records the e-mails instead of sending them.
fn mailing_deps(store: Store) -> (LobbyDeps, Sent) {
    let mut mailer = crate::mail::Mailer::new(
        &crate::mail::MailSettings {
            relay: "127.0.0.1:9".into(),
            from: "Dungeon Lords Online <noreply@dlo.test>".into(),
            limits: crate::mail::DEFAULT_LIMITS,
        },
        Some("https://dlo.test".into()),
    )
    .expect("mailer");
    let sent = Sent::default();
    mailer.sink = Some(sent.clone());
    (
        LobbyDeps {
            mailer: Some(mailer),
            ..deps(store)
        },
        sent,
    )
}

/// How many e-mails of this kind went out.
fn count(sent: &Sent, kind: &str) -> usize {
    sent.lock()
        .expect("sink")
        .iter()
        .filter(|m| m.letter.kind() == kind)
        .count()
}

fn reminders(sent: &Sent) -> usize {
    count(sent, "reminder")
}

/// The player of `seat` gives `email`, and confirms it from the link of the request it got.
async fn give_confirmed_email(w: &World, store: &Store, sent: &Sent, lobby_id: Uuid, token: &str) {
    w.ask(|reply| LobbyEvent::Email {
        token_hash: hash_token(token),
        op: super::EmailOp::Set {
            email: "away@example.org".into(),
            lang: "en",
        },
        reply,
    })
    .await
    .expect("email");
    let link_token = sent
        .lock()
        .expect("sink")
        .iter()
        .rev()
        .find_map(|m| match &m.letter {
            crate::mail::Letter::Confirm { token } => Some(token.clone()),
            _ => None,
        })
        .expect("a confirmation request");
    let seat = store
        .confirm_email(lobby_id, &hash_token(&link_token), 0, super::now_ms())
        .await
        .expect("store");
    assert!(seat.is_some(), "the link confirms");
    w.ask(|reply| LobbyEvent::EmailsChanged { reply }).await;
}

#[tokio::test(flavor = "current_thread", start_paused = true)]
async fn a_reminder_goes_out_once_per_decision_even_across_a_restart() {
    let paused = Paused::start().await;
    const HOUR: Duration = Duration::from_secs(3600);

    let store = paused.store.clone();
    let (deps, sent) = mailing_deps(store.clone());
    let registry = Registry::default();
    let (mut w, lobby_id, host) =
        World::open(&registry, &deps, ClockOption::TurnBased { days: 1 }, 2).await;
    let away: Joined = w.join("Away").await;
    give_confirmed_email(&w, &store, &sent, lobby_id, &away.token).await;
    w.ask(|reply| LobbyEvent::Start {
        token_hash: hash_token(&host.token),
        reply,
    })
    .await
    .expect("start");
    let mut h = w.connect(Some(&host.token)).await;
    let a = away.seat;
    w.play(&mut [&mut h], 0).await;
    assert!(
        h.status().seats[a].owes,
        "the away seat owes its first orders"
    );
    assert_eq!(count(&sent, "your_turn"), 1, "the 'your turn' e-mail");

    // Half the day later: one reminder; later still: no second one.
    advance(11 * HOUR).await;
    w.sync().await;
    assert_eq!(reminders(&sent), 0, "not before half the decision's time");
    advance(2 * HOUR).await;
    w.sync().await;
    assert_eq!(reminders(&sent), 1, "the reminder at half time");
    advance(5 * HOUR).await;
    w.sync().await;
    assert_eq!(reminders(&sent), 1, "one reminder per decision");

    // A restart re-plans the clocks from the checkpoint, but the reminder was stored as sent.
    registry.shutdown(Duration::from_secs(5)).await;
    let registry2 = Registry::default();
    let store2 = Store::open_sqlite(paused.dir.path())
        .await
        .expect("store again");
    let (deps2, sent2) = mailing_deps(store2);
    resume_all(&registry2, &deps2).await.expect("resume");
    let mut w2 = World {
        handle: registry2.get(lobby_id).expect("resumed"),
        next_conn: 100,
        seq: 1000,
    };
    let mut h2 = w2.connect(Some(&host.token)).await;
    assert!(h2.status().seats[a].owes);
    advance(4 * HOUR).await;
    w2.sync().await;
    assert_eq!(
        sent2.lock().expect("sink").len(),
        0,
        "neither the 'your turn' e-mail nor the reminder again after a restart"
    );

    // The owner comes back and decides; the next decision of theirs gets its own reminder.
    let mut owner = w2.connect(Some(&away.token)).await;
    w2.play(&mut [&mut owner], 0).await;
    assert!(!owner.status().seats[a].owes, "the owner answered");
    w2.disconnect(&owner).await;
    for _ in 0..20 {
        h2.drain();
        if h2.status().seats[a].owes {
            break;
        }
        w2.play(&mut [&mut h2], 1).await;
    }
    assert!(
        h2.status().seats[a].owes,
        "a new decision for the away seat: {:?} {}",
        h2.status(),
        h2.view
    );
    let remaining = h2.status().seats[a].remaining_ms.expect("a clock");
    advance(Duration::from_millis(remaining / 2 + 1000)).await;
    w2.sync().await;
    assert_eq!(reminders(&sent2), 1, "the new decision's reminder");

    registry2.shutdown(Duration::from_secs(5)).await;
    paused.end().await;
}

#[tokio::test(flavor = "current_thread", start_paused = true)]
async fn a_restart_before_the_first_command_sends_no_second_turn_email() {
    let paused = Paused::start().await;
    let store = paused.store.clone();
    let (deps, sent) = mailing_deps(store.clone());
    let registry = Registry::default();
    let (w, lobby_id, host) =
        World::open(&registry, &deps, ClockOption::TurnBased { days: 1 }, 2).await;
    let away: Joined = w.join("Away").await;
    give_confirmed_email(&w, &store, &sent, lobby_id, &away.token).await;
    w.ask(|reply| LobbyEvent::Start {
        token_hash: hash_token(&host.token),
        reply,
    })
    .await
    .expect("start");
    w.sync().await;
    assert_eq!(
        count(&sent, "your_turn"),
        1,
        "the first orders are announced"
    );

    // Nobody has played yet when the server restarts (twice, for good measure).
    registry.shutdown(Duration::from_secs(5)).await;
    for round in 0..2 {
        let registry2 = Registry::default();
        let store2 = Store::open_sqlite(paused.dir.path())
            .await
            .expect("store again");
        let (deps2, sent2) = mailing_deps(store2);
        resume_all(&registry2, &deps2).await.expect("resume");
        let w2 = World {
            handle: registry2.get(lobby_id).expect("resumed"),
            next_conn: 100,
            seq: 1000,
        };
        w2.sync().await;
        assert_eq!(
            count(&sent2, "your_turn"),
            0,
            "restart {round}: the decision was announced before the restart"
        );
        registry2.shutdown(Duration::from_secs(5)).await;
    }
    paused.end().await;
}

/// Checks every command `seat` played in the stored game against what a bot of `level` chooses
/// at that position with the lobby's seed for it; returns how many were checked and how many a
/// hard bot would have played differently.
async fn bot_commands_match(
    store: &Store,
    deps: &LobbyDeps,
    game_id: Uuid,
    seat: usize,
    level: Level,
) -> (usize, usize) {
    let g = store.load_game(game_id).await.expect("load").expect("game");
    let mut game =
        (deps.factory)(GameKind::DungeonLords, &g.options, g.n_seats, g.seed).expect("game");
    game.use_rules_of(&g.version_stamp).expect("rules");
    let (mut checked, mut unlike_hard) = (0, 0);
    for c in &g.commands {
        if c.seat == seat {
            let seed = super::bots::bot_seed(game_id, c.seq, seat);
            let chosen = game.bot_command(seat, level, seed);
            assert_eq!(
                chosen.as_ref(),
                Some(&c.command),
                "command {} is not the {level} bot's",
                c.seq
            );
            checked += 1;
            if game.bot_command(seat, Level::Hard, seed).as_ref() != Some(&c.command) {
                unlike_hard += 1;
            }
        }
        game.apply(c.seat, &c.command)
            .expect("stored command replays");
    }
    (checked, unlike_hard)
}

/// Issue 35 item 4: the host chose an easy bot for absent players' seats (`takeover_bot`); the
/// bot that plays a conceded seat plays at easy, before and after a restart.
#[tokio::test(flavor = "current_thread", start_paused = true)]
async fn a_takeover_bot_plays_at_the_level_the_host_chose_even_after_a_restart() {
    let paused = Paused::start().await;
    let store = paused.store.clone();
    let deps = deps(store.clone());
    let registry = Registry::default();
    let (lobby_id, host) = create_with_clock(
        &registry,
        &deps,
        GameKind::DungeonLords,
        json!({"variant": "full", "takeover_bot": "easy"}),
        ClockOption::None,
        2,
        false,
        "Host".into(),
    )
    .await
    .expect("lobby");
    let mut w = World {
        handle: registry.get(lobby_id).expect("running"),
        next_conn: 0,
        seq: 0,
    };
    let gone = w.join("Gone").await;
    let host_hash = hash_token(&host.token);
    w.ask(|reply| LobbyEvent::Start {
        token_hash: host_hash.clone(),
        reply,
    })
    .await
    .expect("start");
    let mut h = w.connect(Some(&host.token)).await;
    let mut g = w.connect(Some(&gone.token)).await;
    w.act(&mut g, SeatAction::Concede).await;
    assert!(g.errors.is_empty(), "{:?}", g.errors);
    assert_eq!(g.status().seats[gone.seat].control, Control::Conceded);
    w.disconnect(&g).await;
    for _ in 0..30 {
        w.play(&mut [&mut h], 1).await;
    }
    let game_id = details_game(&w).await;
    let (before, unlike_before) =
        bot_commands_match(&store, &deps, game_id, gone.seat, Level::Easy).await;
    assert!(before > 0, "the bot played the conceded seat");

    // A restart keeps the choice: it is one of the lobby's stored options.
    registry.shutdown(Duration::from_secs(5)).await;
    let registry2 = Registry::default();
    let store2 = Store::open_sqlite(paused.dir.path())
        .await
        .expect("store again");
    let deps2 = self::deps(store2.clone());
    resume_all(&registry2, &deps2).await.expect("resume");
    let mut w2 = World {
        handle: registry2.get(lobby_id).expect("resumed"),
        next_conn: 100,
        seq: 1000,
    };
    let mut h2 = w2.connect(Some(&host.token)).await;
    for _ in 0..30 {
        w2.play(&mut [&mut h2], 1).await;
    }
    let (after, unlike_after) =
        bot_commands_match(&store2, &deps2, game_id, gone.seat, Level::Easy).await;
    assert!(after > before, "the bot went on playing after the restart");
    // Easy blunders on half its decisions: some of them are not what hard would play, so the
    // check above tells the levels apart.
    assert!(
        unlike_after > 0,
        "{unlike_before} of {before}, {unlike_after} of {after}"
    );

    registry2.shutdown(Duration::from_secs(5)).await;
    paused.end().await;
}

/// Without the option a conceded seat's bot plays at hard (issue 35 item 4).
#[test]
fn takeover_level_defaults_to_hard() {
    assert_eq!(protocol::takeover_level(&json!({})).ok(), Some(Level::Hard));
    assert!(protocol::takeover_level(&json!({"takeover_bot": "expert"})).is_err());
}
