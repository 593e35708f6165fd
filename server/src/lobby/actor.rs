//! The lobby task: its state, its event loop, seats before the start, and the command path
//! (check, store, apply, broadcast).

use std::collections::{HashMap, VecDeque};
use std::time::Instant;

use engine::common::{Seat, Viewer};
use protocol::messages::ChatLine;
use protocol::{GameKind, HostedGame, Rejection, RejectionCode, ServerToClient};
use serde_json::Value;
use tokio::sync::mpsc;
use uuid::Uuid;

use super::{
    close_code, hash_token, new_token, now_ms, Joined, LobbyDeps, LobbyDetails, LobbyEvent,
    LobbyStatus, Outbound, SeatDetails,
};
use crate::error::AppError;
use crate::store::{NewCommand, NewGame, SeatRow};

pub(super) struct SeatState {
    pub(super) name: String,
    pub(super) token_hash: String,
    pub(super) is_bot: bool,
}

pub(super) struct Conn {
    pub(super) viewer: Viewer,
    pub(super) outbound: mpsc::Sender<Outbound>,
}

pub(super) struct Running {
    pub(super) id: Uuid,
    pub(super) game: Box<dyn HostedGame>,
    pub(super) next_seq: i64,
}

pub(super) struct Lobby {
    pub(super) id: Uuid,
    pub(super) kind: GameKind,
    pub(super) options: Value,
    pub(super) public: bool,
    pub(super) host_seat: Seat,
    pub(super) seats: Vec<Option<SeatState>>,
    pub(super) status: LobbyStatus,
    pub(super) version: u64,
    pub(super) game: Option<Running>,
    pub(super) conns: HashMap<u64, Conn>,
    pub(super) chat: VecDeque<ChatLine>,
    pub(super) deps: LobbyDeps,
    pub(super) self_tx: mpsc::WeakSender<LobbyEvent>,
    pub(super) pacing: Pacing,
}

/// The lobby's clocks: presence coalescing and open-lobby expiry.
pub(super) struct Pacing {
    /// When presence was last sent to every socket.
    pub(super) presence_sent_at: Option<Instant>,
    /// A [`LobbyEvent::FlushPresence`] is scheduled.
    pub(super) presence_due: bool,
    /// Last socket or seat change; an open lobby with no socket expires a TTL after it.
    pub(super) quiet_since: Instant,
}

impl Default for Pacing {
    fn default() -> Self {
        Pacing {
            presence_sent_at: None,
            presence_due: false,
            quiet_since: Instant::now(),
        }
    }
}

pub(super) enum PlayError {
    Rejected(Rejection),
    NotStored,
}

pub(super) fn rejection(code: RejectionCode, message: &str) -> Rejection {
    Rejection {
        code,
        rule: None,
        message: message.to_owned(),
    }
}

/// Sleeps until `at`, or forever when there is no deadline.
async fn sleep_until(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

pub(super) fn to_text(msg: &ServerToClient) -> String {
    // Serializing our own enum of JSON values cannot fail; fall back to an error message anyway.
    serde_json::to_string(msg).unwrap_or_else(|_| {
        r#"{"type":"error","code":"internal","message":"serialization failed"}"#.to_owned()
    })
}

impl Lobby {
    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<LobbyEvent>) {
        tracing::info!(
            status = self.status.as_str(),
            version = self.version,
            "lobby task started"
        );
        self.schedule_bots();
        let mut reported = self.status;
        metrics::gauge!("dlo_lobbies", "status" => reported.as_str()).increment(1.0);
        loop {
            if self.status != reported {
                metrics::gauge!("dlo_lobbies", "status" => reported.as_str()).decrement(1.0);
                reported = self.status;
                metrics::gauge!("dlo_lobbies", "status" => reported.as_str()).increment(1.0);
            }
            let expiry = self.expires_at();
            let event = tokio::select! {
                event = rx.recv() => event,
                () = sleep_until(expiry) => {
                    self.expire().await;
                    continue;
                }
            };
            let Some(event) = event else { break };
            if matches!(event, LobbyEvent::Shutdown) {
                for conn in self.conns.values() {
                    let _ = conn.outbound.try_send(Outbound::Close(
                        close_code::GOING_AWAY,
                        "server shutting down",
                    ));
                }
                self.conns.clear();
                break;
            }
            self.handle(event).await;
        }
        metrics::gauge!("dlo_lobbies", "status" => reported.as_str()).decrement(1.0);
        tracing::info!("lobby task stopped");
    }

    /// When this lobby expires: an open lobby that nobody is connected to, a TTL after the
    /// last socket or seat change.
    fn expires_at(&self) -> Option<tokio::time::Instant> {
        (self.status == LobbyStatus::Open && self.conns.is_empty()).then(|| {
            tokio::time::Instant::from_std(self.pacing.quiet_since + self.deps.open_lobby_ttl)
        })
    }

    /// Closes an open lobby nobody came back to, as if its host had left.
    async fn expire(&mut self) {
        if let Err(e) = self
            .deps
            .store
            .set_lobby_status(self.id, LobbyStatus::Closed.as_str(), now_ms())
            .await
        {
            // Try again after another TTL rather than spin on a failing store.
            tracing::warn!(error = %e, "could not expire the lobby");
            self.pacing.quiet_since = Instant::now();
            return;
        }
        self.status = LobbyStatus::Closed;
        self.version += 1;
        metrics::counter!("dlo_lobbies_expired_total").increment(1);
        tracing::info!("open lobby expired: nobody connected for the TTL");
    }

    pub(super) async fn handle(&mut self, event: LobbyEvent) {
        match event {
            LobbyEvent::FlushPresence => {
                self.pacing.presence_due = false;
                self.send_presence();
            }
            LobbyEvent::Join { name, reply } => {
                self.pacing.quiet_since = Instant::now();
                let _ = reply.send(self.join(name, false).await);
            }
            LobbyEvent::Leave { token_hash, reply } => {
                let _ = reply.send(self.leave(&token_hash).await);
            }
            LobbyEvent::Start { token_hash, reply } => {
                let _ = reply.send(self.start(&token_hash).await);
            }
            LobbyEvent::AddBot { token_hash, reply } => {
                let result = match self.check_host(&token_hash) {
                    Ok(()) => {
                        let n = self
                            .seats
                            .iter()
                            .filter(|s| s.as_ref().is_some_and(|s| s.is_bot))
                            .count();
                        self.join(format!("Bot {}", n + 1), true)
                            .await
                            .map(|j| j.seat)
                    }
                    Err(e) => Err(e),
                };
                let _ = reply.send(result);
            }
            LobbyEvent::Details { reply } => {
                let _ = reply.send(self.details());
            }
            LobbyEvent::Connect {
                conn_id,
                token_hash,
                outbound,
            } => {
                self.pacing.quiet_since = Instant::now();
                self.connect(conn_id, token_hash, outbound);
            }
            LobbyEvent::Disconnect { conn_id } => {
                self.pacing.quiet_since = Instant::now();
                if self.conns.remove(&conn_id).is_some() {
                    self.broadcast_presence();
                }
            }
            LobbyEvent::Command {
                conn_id,
                id,
                command,
            } => self.command(conn_id, id, command).await,
            LobbyEvent::Chat { conn_id, text } => self.chat(conn_id, text).await,
            LobbyEvent::BotTurn { seat, version } => self.bot_turn(seat, version).await,
            LobbyEvent::Shutdown => {}
        }
    }

    pub(super) fn seat_of(&self, token_hash: &str) -> Option<Seat> {
        self.seats.iter().position(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_bot && s.token_hash == token_hash)
        })
    }

    pub(super) fn check_host(&self, token_hash: &str) -> Result<(), AppError> {
        match self.seat_of(token_hash) {
            None => Err(AppError::forbidden(
                "bad_token",
                "this token holds no seat in this lobby",
            )),
            Some(seat) if seat != self.host_seat => {
                Err(AppError::forbidden("not_host", "only the host may do this"))
            }
            Some(_) => Ok(()),
        }
    }

    pub(super) fn check_open(&self) -> Result<(), AppError> {
        match self.status {
            LobbyStatus::Open => Ok(()),
            LobbyStatus::Closed => Err(AppError::conflict("lobby_closed", "the lobby was closed")),
            _ => Err(AppError::conflict(
                "already_started",
                "the game has already started",
            )),
        }
    }

    pub(super) async fn join(&mut self, name: String, is_bot: bool) -> Result<Joined, AppError> {
        self.check_open()?;
        let Some(seat) = self.seats.iter().position(Option::is_none) else {
            return Err(AppError::conflict("lobby_full", "every seat is taken"));
        };
        let token = new_token();
        let row = SeatRow {
            seat,
            name: name.clone(),
            token_hash: hash_token(&token),
            is_bot,
        };
        self.deps
            .store
            .add_seat(self.id, &row, self.version + 1, now_ms())
            .await?;
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = Some(SeatState {
                name,
                token_hash: row.token_hash,
                is_bot,
            });
        }
        self.version += 1;
        tracing::info!(seat, is_bot, "seat filled");
        self.broadcast_presence();
        Ok(Joined { seat, token })
    }

    pub(super) async fn leave(&mut self, token_hash: &str) -> Result<(), AppError> {
        let Some(seat) = self.seat_of(token_hash) else {
            return Err(AppError::forbidden(
                "bad_token",
                "this token holds no seat in this lobby",
            ));
        };
        self.check_open()?;
        if seat == self.host_seat {
            self.deps
                .store
                .set_lobby_status(self.id, LobbyStatus::Closed.as_str(), now_ms())
                .await?;
            self.status = LobbyStatus::Closed;
            self.version += 1;
            tracing::info!("host left; lobby closed");
            for conn in self.conns.values() {
                let _ = conn
                    .outbound
                    .try_send(Outbound::Text(to_text(&ServerToClient::Error {
                        code: "lobby_closed".into(),
                        message: "the host left and closed the lobby".into(),
                    })));
                let _ = conn
                    .outbound
                    .try_send(Outbound::Close(close_code::LOBBY_GONE, "lobby closed"));
            }
            self.conns.clear();
            return Ok(());
        }
        self.deps
            .store
            .remove_seat(self.id, seat, self.version + 1, now_ms())
            .await?;
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = None;
        }
        self.version += 1;
        // The seat's token is void now, so its sockets are closed as if the token were bad.
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
                    .try_send(Outbound::Close(close_code::BAD_TOKEN, "seat left"));
            }
        }
        self.broadcast_presence();
        Ok(())
    }

    pub(super) async fn start(&mut self, token_hash: &str) -> Result<(), AppError> {
        self.check_host(token_hash)?;
        self.check_open()?;
        if self.seats.iter().any(Option::is_none) {
            return Err(AppError::conflict(
                "seats_not_filled",
                "every seat must be filled before the start",
            ));
        }
        let seed: u64 = rand::random();
        let game = (self.deps.factory)(self.kind, &self.options, self.seats.len(), seed)
            .map_err(|e| AppError::bad_request("bad_options", e.message))?;
        let new = NewGame {
            id: Uuid::new_v4(),
            version_stamp: game.version_stamp(),
            seed,
        };
        self.deps
            .store
            .start_game(self.id, &new, self.version + 1, now_ms())
            .await?;
        self.game = Some(Running {
            id: new.id,
            game,
            next_seq: 0,
        });
        self.status = LobbyStatus::Playing;
        self.version += 1;
        tracing::info!(game = %new.id, "game started");
        self.broadcast_update(0);
        self.schedule_bots();
        Ok(())
    }

    pub(super) fn details(&self) -> LobbyDetails {
        LobbyDetails {
            lobby_id: self.id,
            game: self.kind,
            options: self.options.clone(),
            public: self.public,
            status: self.status,
            host_seat: self.host_seat,
            n_seats: self.seats.len(),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(seat, s)| SeatDetails {
                    seat,
                    filled: s.is_some(),
                    name: s.as_ref().map(|s| s.name.clone()),
                    is_bot: s.as_ref().is_some_and(|s| s.is_bot),
                    connected: self.is_connected(seat),
                })
                .collect(),
            version: self.version,
            game_id: self.game.as_ref().map(|g| g.id),
            spectators: self
                .conns
                .values()
                .filter(|c| c.viewer == Viewer::Spectator)
                .count(),
        }
    }

    /// Sends to one socket; a full queue disconnects it. Returns whether it was kept.
    pub(super) fn send_to(&mut self, conn_id: u64, text: String) -> bool {
        let Some(conn) = self.conns.get(&conn_id) else {
            return false;
        };
        if conn.outbound.try_send(Outbound::Text(text)).is_ok() {
            return true;
        }
        tracing::info!(conn_id, "socket too slow; disconnecting");
        // Dropping the only sender makes the connection task close with TOO_SLOW.
        self.conns.remove(&conn_id);
        false
    }

    pub(super) fn broadcast_update(&mut self, old_log_len: usize) {
        let Some(g) = &self.game else { return };
        let mut cache: HashMap<Viewer, String> = HashMap::new();
        let targets: Vec<(u64, Viewer)> =
            self.conns.iter().map(|(id, c)| (*id, c.viewer)).collect();
        let mut sends = Vec::with_capacity(targets.len());
        for (id, viewer) in targets {
            let text = cache
                .entry(viewer)
                .or_insert_with(|| {
                    protocol::messages::update_text(
                        self.version,
                        &g.game.view_text(viewer),
                        &g.game.log_text(viewer, old_log_len),
                    )
                })
                .clone();
            sends.push((id, text));
        }
        let mut dropped = false;
        for (id, text) in sends {
            dropped |= !self.send_to(id, text);
        }
        if dropped {
            self.broadcast_presence();
        }
    }

    pub(super) async fn command(&mut self, conn_id: u64, id: String, command: Value) {
        let Some(viewer) = self.conns.get(&conn_id).map(|c| c.viewer) else {
            return;
        };
        let started = Instant::now();
        let reply = match viewer.seat() {
            None => Err(PlayError::Rejected(rejection(
                RejectionCode::NotYourTurn,
                "spectators cannot send commands",
            ))),
            Some(seat) => self.play(seat, command).await,
        };
        metrics::histogram!("dlo_command_seconds").record(started.elapsed().as_secs_f64());
        let outcome = match &reply {
            Ok(_) => "accepted",
            Err(PlayError::Rejected(r)) => {
                let code = serde_json::to_value(r.code)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_else(|| "unknown".to_owned());
                metrics::counter!("dlo_rejections_total", "code" => code).increment(1);
                "rejected"
            }
            Err(PlayError::NotStored) => "not_stored",
        };
        metrics::counter!("dlo_commands_total", "outcome" => outcome).increment(1);
        match reply {
            Ok(old_len) => {
                let text = to_text(&ServerToClient::Accepted {
                    id,
                    version: self.version,
                });
                self.send_to(conn_id, text);
                self.broadcast_update(old_len);
                self.schedule_bots();
            }
            Err(PlayError::Rejected(error)) => {
                self.send_to(conn_id, to_text(&ServerToClient::Rejected { id, error }));
            }
            Err(PlayError::NotStored) => {
                let text = to_text(&ServerToClient::Error {
                    code: "not_stored".into(),
                    message: format!(
                        "command {id} could not be stored; nothing changed, try again"
                    ),
                });
                self.send_to(conn_id, text);
            }
        }
    }

    /// Checks, stores, then applies: the game is only changed once the command is durable, and
    /// no copy of the game is needed. Returns the log length before the change.
    pub(super) async fn play(&mut self, seat: Seat, command: Value) -> Result<usize, PlayError> {
        let Some(g) = self.game.as_mut() else {
            return Err(PlayError::Rejected(rejection(
                RejectionCode::NotYourTurn,
                "the game has not started",
            )));
        };
        if self.status == LobbyStatus::Finished || g.game.is_finished() {
            return Err(PlayError::Rejected(rejection(
                RejectionCode::GameOver,
                "the game is over",
            )));
        }
        if self.status != LobbyStatus::Playing {
            return Err(PlayError::Rejected(rejection(
                RejectionCode::GameOver,
                "this lobby's game cannot be played",
            )));
        }
        g.game.check(seat, &command).map_err(PlayError::Rejected)?;
        let new = NewCommand {
            lobby_id: self.id,
            game_id: g.id,
            seq: g.next_seq,
            seat,
            command,
            version: self.version + 1,
            result: None,
            at_ms: now_ms(),
        };
        let stored_at = Instant::now();
        let stored = self.deps.store.append_command(&new).await;
        crate::store::observe("append_command", stored_at, stored.is_ok());
        if let Err(e) = stored {
            tracing::warn!(error = %e, seq = new.seq, "command not stored");
            return Err(PlayError::NotStored);
        }
        let old_len = g.game.log_len();
        if let Err(r) = g.game.apply(seat, &new.command) {
            // `check` promised acceptance; a stored command the engine then refuses would make
            // the stored log unreplayable, so the lobby stops rather than diverge.
            tracing::error!(seq = new.seq, message = %r.message, "engine refused a checked command; lobby marked incompatible");
            self.status = LobbyStatus::Incompatible;
            if let Err(e) = self
                .deps
                .store
                .set_lobby_status(self.id, LobbyStatus::Incompatible.as_str(), now_ms())
                .await
            {
                tracing::error!(error = %e, "cannot mark lobby incompatible");
            }
            return Err(PlayError::Rejected(r));
        }
        g.next_seq += 1;
        self.version += 1;
        if g.game.is_finished() {
            // The command that ended the game is already stored, so the game is final; the
            // result is written before anyone sees it. If this write fails, the next start-up
            // replays the game, finds it finished and writes the result then.
            let result = g.game.result().unwrap_or(Value::Null);
            if let Err(e) = self
                .deps
                .store
                .finish_game(self.id, g.id, &result, now_ms())
                .await
            {
                tracing::error!(error = %e, "result not stored; it is written again at the next start-up");
            }
            self.status = LobbyStatus::Finished;
            tracing::info!("game finished");
        }
        Ok(old_len)
    }
}
