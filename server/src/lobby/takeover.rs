//! Seats whose player is away (issue #17): who plays each seat (its player, a bot for an away
//! player, a bot after a concession), takeover votes, reclaiming a seat by reconnecting, the
//! host's re-invitation (a new token), and the `seats` status everyone sees. Every change of who
//! plays a seat is a seat event stored in the game's log before it takes effect, so a restart
//! (or a replay of the log) reproduces it; votes in progress are not stored.

use std::collections::{BTreeSet, HashSet};

use engine::common::{Seat, Viewer};
use protocol::bots::Level;
use protocol::seats::{ClockOption, Control, SeatEvent, SeatEventLine, SeatStatus, SeatsStatus};
use protocol::ServerToClient;
use tokio::time::Instant;

use super::actor::{to_text, Lobby};
use super::{close_code, hash_token, new_token, now_ms, Joined, LobbyStatus, Outbound, SeatAction};
use crate::error::AppError;
use crate::store::{SeatEventRow, StoreError};

/// The lobby's state about away players. Per-seat vectors are indexed by seat.
pub(super) struct Absence {
    /// The clock the host chose.
    pub(super) clock: ClockOption,
    /// Who plays each seat.
    pub(super) control: Vec<Control>,
    /// Time left per seat (ms); meaningless without a clock.
    pub(super) remaining: Vec<u64>,
    /// Since when each running clock has been charged.
    pub(super) running_since: Vec<Option<Instant>>,
    /// Whether each seat owes a decision, as of `owes_at_seq` commands.
    pub(super) owes: Vec<bool>,
    /// The command count `owes` was computed at; `None` before the first decision point.
    pub(super) owes_at_seq: Option<i64>,
    /// Seats whose commands were applied since the last decision point.
    pub(super) acted: Vec<Seat>,
    /// The seat's clock ran out on its current decision.
    pub(super) timed_out: Vec<bool>,
    /// Since when a player seat has had no socket.
    pub(super) disconnected_since: Vec<Option<Instant>>,
    /// Disconnected for longer than the grace period.
    pub(super) away: Vec<bool>,
    /// Takeover votes per target seat.
    pub(super) votes: Vec<BTreeSet<Seat>>,
    /// Number of the next seat event of the game.
    pub(super) next_event: i64,
    /// The game's seat events so far, for the live log (sent in every `seats` status).
    pub(super) events: Vec<SeatEventLine>,
    /// The status changed: send `seats` to everyone.
    pub(super) dirty: bool,
    /// The clocks changed since the last checkpoint.
    pub(super) checkpoint_due: bool,
    /// When the clocks were last checkpointed.
    pub(super) checkpointed_at: Instant,
    /// Sockets that have been sent the status.
    pub(super) told: HashSet<u64>,
    /// A timeout could not be stored: the clocks are looked at again no sooner than this.
    pub(super) retry_at: Option<Instant>,
    /// The confirmed e-mail address of each player (turn-based lobbies), private to the server.
    pub(super) emails: Vec<Option<super::turnmail::MailTo>>,
    /// "Your turn" e-mails due after the last decision point: seat, and the commands stored
    /// when the decision became its.
    pub(super) turn_mails: Vec<(Seat, i64)>,
    /// When each seat's reminder is due (once per decision).
    pub(super) remind_at: Vec<Option<Instant>>,
    /// The reminder of each seat's open decision has been sent (kept in the clock checkpoint,
    /// so a restart does not send it again).
    pub(super) reminded: Vec<bool>,
}

impl Absence {
    /// A lobby's state before any seat event: everyone plays their own seat, full banks.
    pub(super) fn new(clock: ClockOption, n_seats: usize) -> Absence {
        let bank = clock.spec().map_or(0, |s| s.bank_ms);
        Absence {
            clock,
            control: vec![Control::Player; n_seats],
            remaining: vec![bank; n_seats],
            running_since: vec![None; n_seats],
            owes: vec![false; n_seats],
            owes_at_seq: None,
            acted: Vec::new(),
            timed_out: vec![false; n_seats],
            disconnected_since: vec![None; n_seats],
            away: vec![false; n_seats],
            votes: vec![BTreeSet::new(); n_seats],
            next_event: 0,
            events: Vec::new(),
            dirty: true,
            checkpoint_due: false,
            checkpointed_at: Instant::now(),
            told: HashSet::new(),
            retry_at: None,
            emails: vec![None; n_seats],
            turn_mails: Vec::new(),
            remind_at: vec![None; n_seats],
            reminded: vec![false; n_seats],
        }
    }

    /// Replays a game's stored seat events (in order) and its clock checkpoint: who plays each
    /// seat, and whether a seat timed out on the decision still open after `next_seq` commands.
    pub(super) fn restore(
        &mut self,
        events: &[crate::store::SeatEventRow],
        clocks: Option<&crate::store::ClockRow>,
        next_seq: i64,
    ) {
        for e in events {
            let Ok(event) = serde_json::from_value::<SeatEvent>(e.event.clone()) else {
                tracing::warn!(n = e.n, "unknown seat event kind; skipped");
                continue;
            };
            self.events.push(SeatEventLine {
                step: e.after_seq,
                log_index: stored_log_index(&e.event),
                seat: e.seat,
                event: event.clone(),
                at_ms: e.at_ms,
            });
            if let Some(c) = self.control.get_mut(e.seat) {
                match event {
                    SeatEvent::Takeover { .. } => *c = Control::Takeover,
                    SeatEvent::Concede => *c = Control::Conceded,
                    SeatEvent::Reclaim => *c = Control::Player,
                    SeatEvent::Timeout | SeatEvent::Reinvite => {}
                }
            }
            if let Some(t) = self.timed_out.get_mut(e.seat) {
                match event {
                    SeatEvent::Timeout => *t = e.after_seq == next_seq,
                    SeatEvent::Reinvite => {}
                    _ => *t = false,
                }
            }
            self.next_event = self.next_event.max(e.n + 1);
        }
        if let Some(c) = clocks.filter(|c| c.remaining.len() == self.remaining.len()) {
            self.remaining.clone_from(&c.remaining);
            // Every reminder rewrites the checkpoint, so a seat not marked here was not reminded
            // since; a seat marked here may have moved on to a new decision since, and then
            // misses that one's reminder rather than getting one twice.
            if c.reminded.len() == self.reminded.len() {
                self.reminded.clone_from(&c.reminded);
            }
        }
    }
}

/// The most seat events a `seats` status carries (the newest).
const MAX_STATUS_EVENTS: usize = 100;

/// The log length a stored seat event was recorded with (`None` for events stored before).
fn stored_log_index(event: &serde_json::Value) -> Option<usize> {
    event
        .get("log_index")
        .and_then(serde_json::Value::as_u64)
        .and_then(|n| usize::try_from(n).ok())
}

impl Lobby {
    /// The level a bot plays this seat at, when a bot plays it: a bot seat at the level the host
    /// chose; a player's seat taken over or conceded at hard, so an absent friend's dungeon is
    /// defended as well as a bot can (issue 35 item 4).
    pub(super) fn bot_level(&self, seat: Seat) -> Option<Level> {
        let s = self.seats.get(seat)?.as_ref()?;
        if s.is_bot {
            return Some(s.bot_level);
        }
        match self.absence.control.get(seat) {
            Some(Control::Takeover | Control::Conceded) => Some(Level::Hard),
            _ => None,
        }
    }

    fn is_bot_seat(&self, seat: Seat) -> bool {
        self.seats
            .get(seat)
            .and_then(Option::as_ref)
            .is_some_and(|s| s.is_bot)
    }

    /// Whether the others may vote to hand this seat to a bot now.
    fn votable(&self, seat: Seat) -> bool {
        let a = &self.absence;
        self.status == LobbyStatus::Playing
            && !self.is_bot_seat(seat)
            && a.control.get(seat) == Some(&Control::Player)
            && (a.timed_out.get(seat).copied().unwrap_or(false)
                || a.away.get(seat).copied().unwrap_or(false))
    }

    /// Seats that may vote about `target`: the other players who play their own seat and are not
    /// themselves away or timed out.
    fn voters(&self, target: Seat) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| {
                s != target
                    && self.is_filled_seat(s)
                    && !self.is_bot_seat(s)
                    && self.absence.control.get(s) == Some(&Control::Player)
                    && !self.votable(s)
            })
            .collect()
    }

    fn is_filled_seat(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(Option::is_some)
    }

    /// A strict majority of the voters (the one other player, in a two-player game).
    fn votes_needed(&self, target: Seat) -> usize {
        self.voters(target).len() / 2 + 1
    }

    /// The status everyone sees.
    pub(super) fn seats_status(&self) -> SeatsStatus {
        let now = Instant::now();
        let a = &self.absence;
        let has_clock = a.clock.spec().is_some();
        let seats = (0..self.seats.len())
            .filter(|&s| self.is_filled_seat(s))
            .map(|seat| {
                let running = a.running_since[seat].is_some();
                let remaining = a.running_since[seat].map_or(a.remaining[seat], |at| {
                    let used = u64::try_from(now.saturating_duration_since(at).as_millis())
                        .unwrap_or(u64::MAX);
                    a.remaining[seat].saturating_sub(used)
                });
                SeatStatus {
                    seat,
                    control: if self.is_bot_seat(seat) {
                        Control::Bot
                    } else {
                        a.control[seat]
                    },
                    owes: a.owes[seat],
                    remaining_ms: has_clock.then_some(remaining),
                    running,
                    timed_out: a.timed_out[seat],
                    away: a.away[seat],
                    votable: self.votable(seat),
                    votes: a.votes[seat].iter().copied().collect(),
                    votes_needed: self.votes_needed(seat),
                }
            })
            .collect();
        SeatsStatus {
            clock: a.clock,
            grace_ms: a.clock.grace_ms(),
            seats,
            // The newest events only: a host re-inviting a seat again and again must not make
            // every status message grow without end.
            events: a.events[a.events.len().saturating_sub(MAX_STATUS_EVENTS)..].to_vec(),
        }
    }

    /// Stores a seat event for the running game (durable before visible).
    pub(super) async fn store_seat_event(
        &mut self,
        seat: Seat,
        event: &SeatEvent,
    ) -> Result<(), StoreError> {
        let Some(g) = &self.game else {
            return Err(StoreError::Corrupt("no game".into()));
        };
        // The event is stored with the log's length, so every later live log places it there.
        let log_index = g.game.log_len();
        let mut stored = serde_json::to_value(event).unwrap_or_default();
        if let Some(fields) = stored.as_object_mut() {
            fields.insert("log_index".to_owned(), log_index.into());
        }
        let row = SeatEventRow {
            n: self.absence.next_event,
            after_seq: g.next_seq,
            seat,
            event: stored,
            at_ms: now_ms(),
        };
        match self.deps.store.append_seat_event(g.id, &row).await {
            Ok(()) => {
                self.absence.next_event += 1;
                self.absence.events.push(SeatEventLine {
                    step: row.after_seq,
                    log_index: Some(log_index),
                    seat,
                    event: event.clone(),
                    at_ms: row.at_ms,
                });
                self.absence.dirty = true;
                tracing::info!(seat, kind = event.kind(), "seat event stored");
                Ok(())
            }
            Err(e) => {
                tracing::warn!(seat, kind = event.kind(), error = %e, "seat event not stored");
                if !e.nothing_stored() || matches!(e, StoreError::Db(sqlx::Error::Database(_))) {
                    // The number may be taken: read the events again before the next one.
                    self.reload_seat_event_count().await;
                }
                Err(e)
            }
        }
    }

    async fn reload_seat_event_count(&mut self) {
        let Some(g) = &self.game else { return };
        if let Ok(events) = self.deps.store.seat_events(g.id).await {
            let next_seq = g.next_seq;
            let mut fresh = Absence::new(self.absence.clock, self.seats.len());
            fresh.restore(&events, None, next_seq);
            self.absence.next_event = fresh.next_event;
            self.absence.control = fresh.control;
            self.absence.events = fresh.events;
            self.absence.dirty = true;
        }
    }

    /// Updates who has been disconnected for how long.
    pub(super) fn update_away(&mut self, now: Instant) {
        let grace = std::time::Duration::from_millis(self.absence.clock.grace_ms());
        for seat in 0..self.seats.len() {
            let watched = self.status == LobbyStatus::Playing
                && self.is_filled_seat(seat)
                && !self.is_bot_seat(seat)
                && self.absence.control[seat] == Control::Player;
            let connected = self
                .conns
                .values()
                .any(|c| c.viewer == Viewer::Seat { seat });
            let a = &mut self.absence;
            if !watched || connected {
                a.disconnected_since[seat] = None;
            } else if a.disconnected_since[seat].is_none() {
                a.disconnected_since[seat] = Some(now);
            }
            let away = a.disconnected_since[seat].is_some_and(|t| now >= t + grace);
            if away != a.away[seat] {
                a.away[seat] = away;
                a.dirty = true;
            }
        }
    }

    /// Runs after every lobby event (and once when the task starts): reclaims taken-over seats
    /// whose player connected again, handles a decision point, restarts the clocks, drops votes
    /// that no longer apply, checkpoints and tells the sockets.
    pub(super) async fn absence_after_event(&mut self) {
        let now = Instant::now();
        if self.game.is_some() {
            // A new socket of a taken-over seat: its player is back.
            let back: Vec<Seat> = self
                .conns
                .iter()
                .filter(|(id, _)| !self.absence.told.contains(*id))
                .filter_map(|(_, c)| c.viewer.seat())
                .filter(|&s| self.absence.control.get(s) == Some(&Control::Takeover))
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect();
            for seat in back {
                self.reclaim(seat, now).await;
            }
            self.decision_point(now);
            self.send_turn_mails().await;
        }
        self.update_away(now);
        self.restart_clocks(now);
        for seat in 0..self.seats.len() {
            if !self.votable(seat) && !self.absence.votes[seat].is_empty() {
                self.absence.votes[seat].clear();
                self.absence.dirty = true;
            }
        }
        self.absence_flush().await;
    }

    /// Saves a due checkpoint and sends the status: to everyone when it changed, else to sockets
    /// that have not had it yet.
    pub(super) async fn absence_flush(&mut self) {
        self.save_clocks().await;
        let new: Vec<u64> = self
            .conns
            .keys()
            .filter(|id| !self.absence.told.contains(*id))
            .copied()
            .collect();
        if !self.absence.dirty && new.is_empty() {
            return;
        }
        if self.game.is_none() && self.absence.clock == ClockOption::None {
            // Nothing to show before the start of a lobby without a clock.
            self.absence.told = self.conns.keys().copied().collect();
            self.absence.dirty = false;
            return;
        }
        let text = to_text(&ServerToClient::Seats {
            status: self.seats_status(),
        });
        let targets: Vec<u64> = if self.absence.dirty {
            self.conns.keys().copied().collect()
        } else {
            new
        };
        for id in targets {
            self.send_to(id, text.clone());
        }
        self.absence.dirty = false;
        self.absence.told = self.conns.keys().copied().collect();
    }

    /// The player of a taken-over seat is back: stored, then the seat is theirs again with at
    /// least one increment on its clock.
    async fn reclaim(&mut self, seat: Seat, now: Instant) {
        if self
            .store_seat_event(seat, &SeatEvent::Reclaim)
            .await
            .is_err()
        {
            return;
        }
        self.settle_clocks(now);
        let inc = self.absence.clock.spec().map_or(0, |s| s.increment_ms);
        let a = &mut self.absence;
        a.control[seat] = Control::Player;
        a.timed_out[seat] = false;
        a.disconnected_since[seat] = None;
        a.away[seat] = false;
        a.remaining[seat] = a.remaining[seat].max(inc);
        a.votes[seat].clear();
        a.checkpoint_due = true;
        a.dirty = true;
        tracing::info!(seat, "player reclaimed their seat");
    }

    /// A player's command for a seat a bot plays: a taken-over seat is reclaimed first, a
    /// conceded one refuses. Returns whether the command may go on.
    pub(super) async fn before_player_command(&mut self, seat: Seat) -> bool {
        match self.absence.control.get(seat) {
            Some(Control::Conceded) => false,
            Some(Control::Takeover) => {
                self.reclaim(seat, Instant::now()).await;
                self.absence.control.get(seat) == Some(&Control::Player)
            }
            _ => true,
        }
    }

    fn refuse(&mut self, conn_id: u64, code: &str, message: &str) {
        let text = to_text(&ServerToClient::Error {
            code: code.to_owned(),
            message: message.to_owned(),
            id: None,
        });
        self.send_to(conn_id, text);
    }

    /// A vote or a concession from a socket. Refusals are typed `error`s and change nothing.
    pub(super) async fn seat_action(&mut self, conn_id: u64, action: SeatAction) {
        let Some(viewer) = self.conns.get(&conn_id).map(|c| c.viewer) else {
            return;
        };
        let Some(me) = viewer.seat() else {
            return self.refuse(conn_id, "not_a_player", "spectators cannot vote or concede");
        };
        if self.status != LobbyStatus::Playing || self.game.is_none() {
            return self.refuse(conn_id, "not_playing", "the game is not being played");
        }
        match action {
            SeatAction::Vote(target) => self.vote(conn_id, me, target).await,
            SeatAction::Concede => self.concede(conn_id, me).await,
        }
    }

    async fn vote(&mut self, conn_id: u64, me: Seat, target: Seat) {
        if !self.is_filled_seat(target) {
            return self.refuse(conn_id, "no_such_seat", "there is no player in that seat");
        }
        if target == me {
            return self.refuse(conn_id, "own_seat", "you cannot vote about your own seat");
        }
        if !self.votable(target) {
            return self.refuse(
                conn_id,
                "not_votable",
                "that seat's player is neither out of time nor away",
            );
        }
        let voters = self.voters(target);
        if !voters.contains(&me) {
            return self.refuse(conn_id, "not_a_voter", "only players present may vote");
        }
        if self.absence.votes[target].contains(&me) {
            return self.refuse(
                conn_id,
                "already_voted",
                "you already voted about that seat",
            );
        }
        let mut votes = self.absence.votes[target].clone();
        votes.insert(me);
        if votes.len() < voters.len() / 2 + 1 {
            self.absence.votes[target] = votes;
            self.absence.dirty = true;
            return;
        }
        let event = SeatEvent::Takeover {
            voters: votes.iter().copied().collect(),
        };
        if self.store_seat_event(target, &event).await.is_err() {
            return self.refuse(
                conn_id,
                "not_stored",
                "the vote could not be stored; try again",
            );
        }
        let now = Instant::now();
        self.settle_clocks(now);
        let a = &mut self.absence;
        a.control[target] = Control::Takeover;
        a.timed_out[target] = false;
        a.votes[target].clear();
        a.checkpoint_due = true;
        a.dirty = true;
        tracing::info!(seat = target, "seat handed to a bot by vote");
        self.schedule_bots();
    }

    async fn concede(&mut self, conn_id: u64, me: Seat) {
        if self.absence.control.get(me) == Some(&Control::Conceded) {
            return self.refuse(conn_id, "already_conceded", "you already conceded");
        }
        if self
            .store_seat_event(me, &SeatEvent::Concede)
            .await
            .is_err()
        {
            return self.refuse(conn_id, "not_stored", "could not be stored; try again");
        }
        let now = Instant::now();
        self.settle_clocks(now);
        let a = &mut self.absence;
        a.control[me] = Control::Conceded;
        a.timed_out[me] = false;
        a.votes[me].clear();
        a.checkpoint_due = true;
        a.dirty = true;
        tracing::info!(
            seat = me,
            "player conceded; a bot plays the seat to the end"
        );
        self.schedule_bots();
    }

    /// The host gives a player's seat a new token: the old token stops working at once (its
    /// sockets are closed), and a started game records a `reinvite` seat event.
    pub(super) async fn reinvite(
        &mut self,
        token_hash: &str,
        seat: Seat,
        token: Option<String>,
    ) -> Result<Joined, AppError> {
        self.check_host(token_hash)?;
        if !matches!(self.status, LobbyStatus::Open | LobbyStatus::Playing) {
            return Err(AppError::conflict(
                "not_playing",
                "the lobby is neither open nor playing",
            ));
        }
        if !self.is_filled_seat(seat) || self.is_bot_seat(seat) {
            return Err(AppError::bad_request(
                "no_such_seat",
                "that seat holds no player",
            ));
        }
        if seat == self.host_seat {
            return Err(AppError::bad_request(
                "own_seat",
                "use continue on another device for your own seat",
            ));
        }
        if let Some(token) = token.as_ref() {
            let same = self
                .seats
                .get(seat)
                .and_then(Option::as_ref)
                .is_some_and(|s| s.token_hash == hash_token(token));
            if same {
                // The same re-invitation came before: answer it again, revoke nothing.
                return Ok(Joined {
                    seat,
                    token: token.clone(),
                });
            }
        }
        let token = token.unwrap_or_else(new_token);
        let hash = hash_token(&token);
        let event = self.game.as_ref().map(|g| SeatEventRow {
            n: self.absence.next_event,
            after_seq: g.next_seq,
            seat,
            event: serde_json::to_value(SeatEvent::Reinvite).unwrap_or_default(),
            at_ms: now_ms(),
        });
        let game_id = self.game.as_ref().map(|g| g.id);
        let stored = self
            .deps
            .store
            .replace_seat_token(self.id, seat, &hash, game_id.zip(event.as_ref()))
            .await;
        if let Err(e) = stored {
            if !e.nothing_stored() {
                self.reload_seat_event_count().await;
            }
            return Err(e.into());
        }
        if event.is_some() {
            self.absence.next_event += 1;
        }
        if let Some(Some(s)) = self.seats.get_mut(seat) {
            s.token_hash = hash;
        }
        // The seat's device tokens and its claim went with the old token (same transaction).
        self.devices.retain(|_, s| *s != seat);
        let gone: Vec<u64> = self
            .conns
            .iter()
            .filter(|(_, c)| c.viewer == Viewer::Seat { seat })
            .map(|(id, _)| *id)
            .collect();
        for id in gone {
            if let Some(c) = self.conns.remove(&id) {
                let _ = c
                    .outbound
                    .try_send(Outbound::Close(close_code::BAD_TOKEN, "token revoked"));
            }
        }
        self.absence.dirty = true;
        self.broadcast_presence();
        tracing::info!(seat, "host re-invited a seat; its old token is revoked");
        Ok(Joined { seat, token })
    }
}

/// A stored lobby's clock, seat events and clock checkpoint, as its task starts again.
///
/// # Errors
/// The store's error, as text, when it cannot be read.
pub(super) async fn load(
    row: &crate::store::LobbyRow,
    running: Option<&super::actor::Running>,
    deps: &super::LobbyDeps,
) -> Result<Absence, String> {
    let clock = match deps.store.lobby_clock(row.id).await {
        Ok(Some(v)) => ClockOption::parse(&v).unwrap_or_else(|e| {
            tracing::warn!(lobby = %row.id, error = %e, "stored clock unreadable; no clock");
            ClockOption::None
        }),
        Ok(None) => ClockOption::None,
        Err(e) => return Err(e.to_string()),
    };
    let mut absence = Absence::new(clock, row.n_seats);
    absence.emails = super::turnmail::confirmed(
        deps.store
            .seat_emails(row.id)
            .await
            .map_err(|e| e.to_string())?,
        row.n_seats,
    );
    if let Some(g) = running {
        let events = deps
            .store
            .seat_events(g.id)
            .await
            .map_err(|e| e.to_string())?;
        let clocks = deps
            .store
            .load_clocks(g.id)
            .await
            .map_err(|e| e.to_string())?;
        absence.restore(&events, clocks.as_ref(), g.next_seq);
    }
    Ok(absence)
}
