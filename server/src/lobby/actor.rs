//! The lobby task: its state, its event loop, seats before the start, and the command path
//! (check, store, apply, broadcast).

use std::collections::{HashMap, VecDeque};
use std::time::Instant;

use engine::common::{Seat, Viewer};
use protocol::bots::Level;
use protocol::messages::{BotSeat, ChatLine};
use protocol::{CheckedCommand, GameKind, HostedGame, Rejection, RejectionCode, ServerToClient};
use serde_json::Value;
use tokio::sync::mpsc;
use uuid::Uuid;

use super::{
    close_code, hash_token, new_token, now_ms, Joined, LobbyDeps, LobbyDetails, LobbyEvent,
    LobbyStatus, Outbound, RematchPlan, RematchSeat, SeatDetails,
};
use crate::error::AppError;
use crate::store::{GameRow, KeptSeat, NewCommand, NewGame, SeatRow, StoreError};

pub(super) struct SeatState {
    pub(super) name: String,
    pub(super) token_hash: String,
    pub(super) is_bot: bool,
    /// The level a bot seat plays at (`Normal` for players, never read).
    pub(super) bot_level: Level,
}

pub(super) struct Conn {
    pub(super) viewer: Viewer,
    pub(super) outbound: mpsc::Sender<Outbound>,
    /// The socket asked for `patch` messages (`hello` `patches`).
    pub(super) patches: bool,
    /// It opened its seat with a device token of an account (`devices.rs`).
    pub(super) device: bool,
}

/// Whose chat line ids a line id is scoped to: a seat, or (for spectators) one socket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ChatScope {
    /// A seated player (all of that seat's sockets).
    Seat(Seat),
    /// A spectator's socket.
    Socket(u64),
}

pub(super) struct Running {
    pub(super) id: Uuid,
    pub(super) game: Box<dyn HostedGame>,
    pub(super) next_seq: i64,
    /// Accepted client command ids, scoped by seat, with the lobby version each produced.
    pub(super) ids: HashMap<(Seat, String), u64>,
    /// Client command ids whose write outcome is unknown (answered `in_doubt`), until the log is
    /// read again: a retry of one of them is `in_doubt` again, never `not_stored`.
    pub(super) in_doubt: Vec<(Seat, String)>,
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
    /// Ids of recent chat lines, by sender, with the line each produced.
    pub(super) chat_ids: VecDeque<(ChatScope, String, ChatLine)>,
    /// The stored log may be ahead of the game (a write's outcome was unknown, or a sequence
    /// conflict): read it before the next command.
    pub(super) resync: bool,
    pub(super) deps: LobbyDeps,
    pub(super) self_tx: mpsc::WeakSender<LobbyEvent>,
    pub(super) pacing: Pacing,
    /// What each viewer was last sent, for patches (`views.rs`).
    pub(super) views: super::views::Views,
    /// Clocks, takeovers and votes (`takeover`, `clock`).
    pub(super) absence: super::takeover::Absence,
    /// Extra tokens (hashes) of seats claimed by an account, one per device (`devices.rs`);
    /// each opens its seat like the seat's own token.
    pub(super) devices: HashMap<String, Seat>,
    /// The rematch lobby of this finished game and who started it, once a seat did (stored in
    /// `lobby_rematches`, loaded again after a restart).
    pub(super) rematch: Option<(Uuid, String)>,
    /// A rematch lobby's seats kept for the players of the finished game (stored in
    /// `lobby_kept_seats`); one counts while its seat is free and its time has not run out.
    pub(super) kept: Vec<KeptSeat>,
    /// The registry this task runs in (set when spawned), to leave it when unloaded.
    pub(super) home: Option<super::Registry>,
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

impl Running {
    /// A stored game rebuilt by `replay`, with its sequence number and the client command ids
    /// of its log (remembered for the whole game, across restarts).
    pub(super) fn stored(g: &GameRow, game: Box<dyn HostedGame>) -> Running {
        Running {
            id: g.id,
            game,
            next_seq: i64::try_from(g.commands.len()).unwrap_or(i64::MAX),
            ids: g
                .commands
                .iter()
                .filter_map(|c| Some(((c.seat, c.client_id.clone()?), c.version?)))
                .collect(),
            in_doubt: Vec::new(),
        }
    }
}

pub(super) enum PlayError {
    /// The game refused the command; nothing changed.
    Rejected(Rejection),
    /// Nothing was stored; nothing changed.
    NotStored,
    /// The store could not say whether the command was stored.
    InDoubt,
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

/// Records a played command's latency and outcome (and a rejection's code) in the metrics.
fn record_command(started: Instant, reply: &Result<usize, PlayError>) {
    metrics::histogram!("dlo_command_seconds").record(started.elapsed().as_secs_f64());
    let outcome = match reply {
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
        Err(PlayError::InDoubt) => "in_doubt",
    };
    metrics::counter!("dlo_commands_total", "outcome" => outcome).increment(1);
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
        Box::pin(self.absence_after_event()).await;
        let mut reported = self.status;
        metrics::gauge!("dlo_lobbies", "status" => reported.as_str()).increment(1.0);
        // On a cluster node a lobby runs under its lease; once the store has forgotten it (a
        // write was refused by the lease check, or a renewal found it taken), another node owns
        // the lobby and this task stops at once (docs/multi-node.md).
        let leased = self.deps.store.holds_lease(self.id);
        loop {
            if leased && !self.deps.store.holds_lease(self.id) {
                tracing::warn!("lease lost to another node; closing this lobby's sockets");
                metrics::counter!("dlo_cluster_lobbies_stopped_total", "why" => "lease_lost")
                    .increment(1);
                for conn in self.conns.values() {
                    let _ = conn.outbound.try_send(Outbound::Close(
                        close_code::GOING_AWAY,
                        "the lobby moved to another server node",
                    ));
                }
                self.conns.clear();
                break;
            }
            if self.status != reported {
                metrics::gauge!("dlo_lobbies", "status" => reported.as_str()).decrement(1.0);
                reported = self.status;
                metrics::gauge!("dlo_lobbies", "status" => reported.as_str()).increment(1.0);
            }
            let expiry = self.expires_at();
            let absence = self.absence_deadline();
            let unload = self.unload_at();
            let kept = self.kept_deadline();
            let event = tokio::select! {
                // A clock deadline that has passed is handled before the next event.
                biased;
                () = sleep_until(absence) => {
                    Box::pin(self.absence_tick()).await;
                    continue;
                }
                event = rx.recv() => event,
                () = sleep_until(expiry) => {
                    Box::pin(self.expire()).await;
                    continue;
                }
                () = sleep_until(unload) => {
                    if Box::pin(self.unload(&mut rx)).await {
                        break;
                    }
                    continue;
                }
                () = sleep_until(kept) => {
                    // A kept seat opened up: the waiting room reads the details again.
                    tracing::info!("a kept rematch seat is free for anyone now");
                    self.send_presence();
                    continue;
                }
            };
            let Some(event) = event else { break };
            if matches!(event, LobbyEvent::Shutdown) {
                Box::pin(self.absence_shutdown()).await;
                for conn in self.conns.values() {
                    let _ = conn.outbound.try_send(Outbound::Close(
                        close_code::GOING_AWAY,
                        "server shutting down",
                    ));
                }
                self.conns.clear();
                break;
            }
            // The work of one event runs in a future of its own, allocated while it runs: held
            // inline, its largest state (several KiB) would stay in every lobby task for good
            // (docs/performance.md §12).
            Box::pin(self.handle(event)).await;
            Box::pin(self.absence_after_event()).await;
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

    /// When the next kept seat of an open rematch lobby opens up for anyone.
    fn kept_deadline(&self) -> Option<tokio::time::Instant> {
        if self.status != LobbyStatus::Open {
            return None;
        }
        let now = now_ms();
        let next = self
            .kept
            .iter()
            .filter(|k| k.until_ms > now && !self.is_filled(k.seat))
            .map(|k| k.until_ms)
            .min()?;
        let wait = u64::try_from(next - now).unwrap_or(0);
        Some(tokio::time::Instant::now() + std::time::Duration::from_millis(wait))
    }

    /// The seat kept for someone now: free, and its time not run out.
    pub(super) fn kept_now(&self, seat: Seat) -> Option<&KeptSeat> {
        let now = now_ms();
        self.kept
            .iter()
            .find(|k| k.seat == seat && k.until_ms > now && !self.is_filled(seat))
    }

    /// When this lobby leaves memory: one that can no longer be played (finished, closed,
    /// incompatible), with no socket, [`LobbyDeps::unload_after`] after the last socket left.
    fn unload_at(&self) -> Option<tokio::time::Instant> {
        let done = matches!(
            self.status,
            LobbyStatus::Finished | LobbyStatus::Closed | LobbyStatus::Incompatible
        );
        (done && self.conns.is_empty() && self.home.is_some()).then(|| {
            tokio::time::Instant::from_std(self.pacing.quiet_since + self.deps.unload_after)
        })
    }

    /// Leaves the registry if nobody holds this lobby (see [`super::Registry`]), answers what
    /// was sent before, and returns `true`: the task then ends and the lobby leaves memory. It
    /// is loaded again from the store the next time someone asks for it. Returns `false` (and
    /// tries again later) while someone still holds it.
    async fn unload(&mut self, rx: &mut mpsc::Receiver<LobbyEvent>) -> bool {
        let (Some(home), Some(me)) = (self.home.clone(), self.self_tx.upgrade()) else {
            return false;
        };
        if !home.remove_if_unused(self.id, &me) {
            self.pacing.quiet_since = Instant::now();
            return false;
        }
        drop(me);
        // No sender is left but those of events already on their way: answer them.
        while let Some(event) = rx.recv().await {
            if !matches!(event, LobbyEvent::Shutdown) {
                self.handle(event).await;
            }
        }
        if self.deps.store.holds_lease(self.id) {
            // Another node may serve it from now on.
            if let Err(e) = self.deps.store.release_leases(&[self.id]).await {
                tracing::debug!(error = %e, "cannot release the lease of an unloaded lobby");
            }
        }
        metrics::counter!("dlo_lobbies_unloaded_total").increment(1);
        tracing::info!("lobby unloaded from memory");
        true
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
                let _ = reply.send(self.join(name, None).await);
            }
            LobbyEvent::JoinKeyed { name, token, reply } => {
                self.pacing.quiet_since = Instant::now();
                let _ = reply.send(self.join_with(name, None, Some(token)).await);
            }
            LobbyEvent::Leave { token_hash, reply } => {
                let _ = reply.send(self.leave(&token_hash).await);
            }
            LobbyEvent::Start { token_hash, reply } => {
                let _ = reply.send(self.start(&token_hash).await);
            }
            LobbyEvent::AddBot {
                token_hash,
                level,
                reply,
            } => {
                let result = match self.check_host(&token_hash) {
                    Ok(()) => self.add_bot(level, None).await,
                    Err(e) => Err(e),
                };
                let _ = reply.send(result);
            }
            LobbyEvent::SeatRematch { seats, hold, reply } => {
                let _ = reply.send(self.seat_rematch(seats, hold).await);
            }
            LobbyEvent::ClaimKept {
                old_seat,
                name,
                token,
                reply,
            } => {
                self.pacing.quiet_since = Instant::now();
                let _ = reply.send(self.claim_kept(old_seat, name, token).await);
            }
            LobbyEvent::Details { reply } => {
                let _ = reply.send(self.details());
            }
            LobbyEvent::Rematch { token_hash, reply } => {
                let _ = reply.send(self.rematch_plan(&token_hash));
            }
            LobbyEvent::RematchCreated {
                lobby_id,
                by,
                reply,
            } => {
                let _ = reply.send(self.rematch_created(lobby_id, by));
            }
            LobbyEvent::Connect {
                conn_id,
                token_hash,
                outbound,
                patches,
                last_version,
            } => {
                self.pacing.quiet_since = Instant::now();
                self.connect(conn_id, token_hash, outbound, patches, last_version);
            }
            LobbyEvent::Resync { conn_id } => self.resync(conn_id),
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
            LobbyEvent::Chat { conn_id, text, id } => self.chat(conn_id, text, id).await,
            LobbyEvent::BotTurn { seat, version } => self.bot_turn(seat, version),
            LobbyEvent::BotDecided {
                seat,
                version,
                command,
            } => self.bot_decided(seat, version, command).await,
            LobbyEvent::SeatAction { conn_id, action } => self.seat_action(conn_id, action).await,
            LobbyEvent::Reinvite {
                token_hash,
                seat,
                token,
                reply,
            } => {
                let _ = reply.send(self.reinvite(&token_hash, seat, token).await);
            }
            LobbyEvent::Email {
                token_hash,
                op,
                reply,
            } => {
                let _ = reply.send(self.email_request(&token_hash, op).await);
            }
            LobbyEvent::EmailsChanged { reply } => {
                self.reload_emails().await;
                let _ = reply.send(());
            }
            LobbyEvent::ClaimSeat {
                token_hash,
                account_id,
                reply,
            } => {
                let _ = reply.send(self.claim_seat(&token_hash, account_id).await);
            }
            LobbyEvent::AddDevice { account_id, reply } => {
                let _ = reply.send(self.add_device(account_id).await);
            }
            LobbyEvent::AccountGone { seat, name } => self.account_gone(seat, name),
            LobbyEvent::Shutdown => {}
        }
    }

    pub(super) fn seat_of(&self, token_hash: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| {
                s.as_ref()
                    .is_some_and(|s| !s.is_bot && s.token_hash == token_hash)
            })
            .or_else(|| {
                self.devices.get(token_hash).copied().filter(|&seat| {
                    self.seats
                        .get(seat)
                        .and_then(Option::as_ref)
                        .is_some_and(|s| !s.is_bot)
                })
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

    /// What a seat's rematch request leads to: the existing rematch, or a lobby to create with
    /// the same game, options, seat count, listing and bots. Only seated players of a finished
    /// game may ask.
    fn rematch_plan(&self, token_hash: &str) -> Result<RematchPlan, AppError> {
        let Some(seat) = self.seat_of(token_hash) else {
            return Err(AppError::forbidden(
                "bad_token",
                "this token holds no seat in this lobby",
            ));
        };
        if self.status != LobbyStatus::Finished {
            return Err(AppError::conflict(
                "not_finished",
                "a rematch is possible once the game is over",
            ));
        }
        let name = self.seats[seat]
            .as_ref()
            .map(|s| s.name.clone())
            .unwrap_or_default();
        if let Some((lobby_id, _)) = self.rematch {
            return Ok(RematchPlan::Join {
                lobby_id,
                name,
                old_seat: seat,
            });
        }
        Ok(RematchPlan::Create {
            kind: self.kind,
            options: self.options.clone(),
            n_seats: self.seats.len(),
            name,
            old_seat: seat,
            seats: self
                .seats
                .iter()
                .enumerate()
                .filter(|(old_seat, _)| *old_seat != seat)
                .filter_map(|(old_seat, s)| {
                    let s = s.as_ref()?;
                    Some(if s.is_bot {
                        RematchSeat::Bot(s.bot_level)
                    } else {
                        RematchSeat::Player {
                            old_seat,
                            name: s.name.clone(),
                        }
                    })
                })
                .collect(),
        })
    }

    /// Seats a new rematch lobby like its finished game: seat `1 + i` is kept for the `i`-th
    /// other player for `hold` (`rematch_hold` by default; stored first), or given to the bot
    /// at its level.
    async fn seat_rematch(
        &mut self,
        seats: Vec<RematchSeat>,
        hold: Option<std::time::Duration>,
    ) -> Result<(), AppError> {
        let hold = hold.unwrap_or(self.deps.rematch_hold);
        let hold = i64::try_from(hold.as_millis()).unwrap_or(i64::MAX);
        let until_ms = now_ms().saturating_add(hold);
        let kept: Vec<KeptSeat> = seats
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                RematchSeat::Player { old_seat, name } => Some(KeptSeat {
                    seat: i + 1,
                    old_seat: *old_seat,
                    name: name.clone(),
                    until_ms,
                }),
                RematchSeat::Bot(_) => None,
            })
            .filter(|k| k.seat < self.seats.len())
            .collect();
        // A retry (same idempotency key) of a rematch whose first call died part way finds
        // some of this done already: the kept seats are stored in one transaction (all or
        // none), and each bot's seat is filled or not; only what is missing is added.
        if !kept.is_empty() && self.kept.is_empty() {
            let stored = self.deps.store.keep_seats(self.id, &kept).await;
            self.check_stored(stored).await?;
            self.kept = kept;
        }
        for (i, s) in seats.iter().enumerate() {
            if let RematchSeat::Bot(level) = s {
                if !self.is_filled(i + 1) {
                    self.add_bot(*level, Some(i + 1)).await?;
                }
            }
        }
        self.broadcast_presence();
        Ok(())
    }

    /// A player of the finished game comes to the rematch: the seat kept for them, even once
    /// its time ran out if nobody took it meanwhile; else the lowest free seat, like `join`.
    async fn claim_kept(
        &mut self,
        old_seat: Seat,
        name: String,
        token: Option<String>,
    ) -> Result<Joined, AppError> {
        let mine = self
            .kept
            .iter()
            .find(|k| k.old_seat == old_seat && !self.is_filled(k.seat))
            .map(|k| k.seat);
        match mine {
            Some(seat) => self.join_at(name, None, Some(seat), token).await,
            None => self.join_at(name, None, None, token).await,
        }
    }

    /// Seats a server-side bot named `Bot N (level)`: at `seat`, or the lowest free one.
    async fn add_bot(&mut self, level: Level, seat: Option<Seat>) -> Result<Seat, AppError> {
        let n = self
            .seats
            .iter()
            .filter(|s| s.as_ref().is_some_and(|s| s.is_bot))
            .count();
        let number = u32::try_from(n + 1).unwrap_or(u32::MAX);
        self.join_at(BotSeat { number, level }.name(), Some(level), seat, None)
            .await
            .map(|j| j.seat)
    }

    /// Remembers the rematch lobby the store kept (the first one stored wins) and tells every
    /// socket about it when it is news.
    fn rematch_created(&mut self, lobby_id: Uuid, by: String) -> Uuid {
        if self.rematch.as_ref().is_some_and(|(id, _)| *id == lobby_id) {
            return lobby_id;
        }
        let text = to_text(&ServerToClient::Rematch {
            lobby_id: lobby_id.to_string(),
            by: by.clone(),
        });
        self.rematch = Some((lobby_id, by));
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        for id in ids {
            self.send_to(id, text.clone());
        }
        lobby_id
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

    /// Seats a player, or a bot at `bot` level.
    pub(super) async fn join(
        &mut self,
        name: String,
        bot: Option<Level>,
    ) -> Result<Joined, AppError> {
        self.join_at(name, bot, None, None).await
    }

    /// [`Lobby::join`] under a given seat token (a player's, derived from an idempotency key):
    /// a seat already holding it is answered again instead of taking another.
    pub(super) async fn join_with(
        &mut self,
        name: String,
        bot: Option<Level>,
        token: Option<String>,
    ) -> Result<Joined, AppError> {
        self.join_at(name, bot, None, token).await
    }

    /// Fills `seat` (a free one), or else the lowest free seat that is not kept for a player
    /// of the finished game (a rematch's kept seats are taken only through `claim_kept`).
    /// Under a given seat `token`, a seat already holding it is answered again instead.
    pub(super) async fn join_at(
        &mut self,
        name: String,
        bot: Option<Level>,
        seat: Option<Seat>,
        token: Option<String>,
    ) -> Result<Joined, AppError> {
        if let Some(token) = token.as_ref().filter(|_| bot.is_none()) {
            if let Some(seat) = self.seat_of(&hash_token(token)) {
                return Ok(Joined {
                    seat,
                    token: token.clone(),
                });
            }
        }
        let is_bot = bot.is_some();
        self.check_open()?;
        let free = |s: Seat| !self.is_filled(s) && s < self.seats.len();
        let seat = match seat {
            Some(s) if free(s) => Some(s),
            Some(_) => None,
            None => (0..self.seats.len()).find(|&s| free(s) && self.kept_now(s).is_none()),
        };
        let Some(seat) = seat else {
            if (0..self.seats.len()).any(|s| self.kept_now(s).is_some()) {
                return Err(AppError::conflict(
                    "lobby_full",
                    "every free seat is kept for a player of the last game for a few minutes",
                ));
            }
            return Err(AppError::conflict("lobby_full", "every seat is taken"));
        };
        let token = token.unwrap_or_else(new_token);
        let row = SeatRow {
            seat,
            name: name.clone(),
            token_hash: hash_token(&token),
            is_bot,
            bot_level: bot.map(|l| l.as_str().to_owned()),
        };
        let stored = self
            .deps
            .store
            .add_seat(self.id, &row, self.version + 1, now_ms())
            .await;
        self.check_stored(stored).await?;
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = Some(SeatState {
                name,
                token_hash: row.token_hash,
                is_bot,
                bot_level: bot.unwrap_or_default(),
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
            let stored = self
                .deps
                .store
                .set_lobby_status(self.id, LobbyStatus::Closed.as_str(), now_ms())
                .await;
            self.check_stored(stored).await?;
            self.status = LobbyStatus::Closed;
            self.version += 1;
            tracing::info!("host left; lobby closed");
            for conn in self.conns.values() {
                let _ = conn
                    .outbound
                    .try_send(Outbound::Text(to_text(&ServerToClient::Error {
                        code: "lobby_closed".into(),
                        message: "the host left and closed the lobby".into(),
                        id: None,
                    })));
                let _ = conn
                    .outbound
                    .try_send(Outbound::Close(close_code::LOBBY_GONE, "lobby closed"));
            }
            self.conns.clear();
            return Ok(());
        }
        let stored = self
            .deps
            .store
            .remove_seat(self.id, seat, self.version + 1, now_ms())
            .await;
        self.check_stored(stored).await?;
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = None;
        }
        // Its device tokens left with the seat's row (deleted with it in the store).
        self.devices.retain(|_, s| *s != seat);
        // Its player's address left with them (removed in the same transaction).
        if let Some(slot) = self.absence.emails.get_mut(seat) {
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
        self.close_seat_left(gone);
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
        let stored = self
            .deps
            .store
            .start_game(self.id, &new, self.version + 1, now_ms())
            .await;
        self.check_stored(stored).await?;
        self.game = Some(Running {
            id: new.id,
            game,
            next_seq: 0,
            ids: HashMap::new(),
            in_doubt: Vec::new(),
        });
        self.status = LobbyStatus::Playing;
        self.version += 1;
        tracing::info!(game = %new.id, "game started");
        self.broadcast_update(0);
        self.schedule_bots();
        Ok(())
    }

    /// Passes a lobby write's result on. When the write's outcome is unknown, or the database
    /// refused it (the store may be ahead of this task after an earlier unknown outcome), the
    /// lobby first takes its state from the store, so it never stays stuck on a stale view.
    async fn check_stored(&mut self, stored: Result<(), StoreError>) -> Result<(), AppError> {
        let Err(e) = stored else {
            return Ok(());
        };
        if !e.nothing_stored() || matches!(e, StoreError::Db(sqlx::Error::Database(_))) {
            self.reload_from_store().await;
        }
        Err(e.into())
    }

    /// Takes seats, status, version and a started game from the store, and tells the sockets.
    pub(super) async fn reload_from_store(&mut self) {
        if let Err(e) = self.deps.store.settle(self.id).await {
            tracing::warn!(error = %e, "cannot wait for the lobby's writes to settle");
            return;
        }
        let row = match self.deps.store.load_lobby(self.id).await {
            Ok(Some(row)) => row,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(error = %e, "cannot reload the lobby from the store");
                return;
            }
        };
        tracing::info!(
            version = row.version,
            status = %row.status,
            "lobby reloaded from the store"
        );
        let was_started = self.game.is_some();
        self.seats = super::resume::seats_from_rows(self.seats.len(), &row.seats);
        self.status = super::resume::parse_status(&row.status);
        self.version = row.version;
        if let (None, Some(g)) = (&self.game, &row.game) {
            match super::resume::replay(&self.deps, self.kind, g) {
                Ok(game) => self.game = Some(Running::stored(g, game)),
                Err(reason) => {
                    tracing::error!(%reason, "stored game cannot be rebuilt");
                    self.status = LobbyStatus::Incompatible;
                }
            }
        }
        if self.status == LobbyStatus::Closed {
            // The host's leave was stored after all: the lobby is gone for everyone.
            for (_, conn) in self.conns.drain() {
                let _ = conn
                    .outbound
                    .try_send(Outbound::Close(close_code::LOBBY_GONE, "lobby closed"));
            }
            return;
        }
        // Sockets of seats that are no longer held are closed as if their token were bad.
        let gone: Vec<u64> = self
            .conns
            .iter()
            .filter(|(_, c)| c.viewer.seat().is_some_and(|s| !self.is_filled(s)))
            .map(|(id, _)| *id)
            .collect();
        self.close_seat_left(gone);
        self.broadcast_presence();
        if !was_started && self.game.is_some() {
            self.broadcast_update(0);
            self.schedule_bots();
        }
    }

    /// The server bot in `seat`, as data (`None` for players): its number read from the name
    /// the server gave it, else its rank among the lobby's bot seats.
    pub(super) fn bot_seat(&self, seat: Seat) -> Option<BotSeat> {
        let s = self.seats.get(seat)?.as_ref().filter(|s| s.is_bot)?;
        let below = self
            .seats
            .iter()
            .take(seat)
            .flatten()
            .filter(|s| s.is_bot)
            .count();
        let rank = u32::try_from(below + 1).unwrap_or(u32::MAX);
        Some(BotSeat::from_name(&s.name, s.bot_level, rank))
    }

    fn is_filled(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(Option::is_some)
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
                    bot_level: s.as_ref().filter(|s| s.is_bot).map(|s| s.bot_level),
                    bot: self.bot_seat(seat),
                    connected: self.is_connected(seat),
                    kept_for: self.kept_now(seat).map(|k| k.name.clone()),
                    kept_until_ms: self.kept_now(seat).map(|k| k.until_ms),
                })
                .collect(),
            version: self.version,
            game_id: self.game.as_ref().map(|g| g.id),
            spectators: self
                .conns
                .values()
                .filter(|c| c.viewer == Viewer::Spectator)
                .count(),
            clock: self.absence.clock,
            waiting_for: self.waiting_for(),
        }
    }

    /// The seats that owe a decision in the running game (none before the start or after the end).
    fn waiting_for(&self) -> Vec<Seat> {
        match &self.game {
            Some(g) if !g.game.is_finished() => (0..self.seats.len())
                .filter(|&seat| g.game.owes_decision(seat))
                .collect(),
            _ => Vec::new(),
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

    pub(super) async fn command(&mut self, conn_id: u64, id: String, command: Value) {
        let Some(viewer) = self.conns.get(&conn_id).map(|c| c.viewer) else {
            return;
        };
        let Some(seat) = viewer.seat() else {
            let error = rejection(
                RejectionCode::NotYourTurn,
                "spectators cannot send commands",
            );
            self.send_to(conn_id, to_text(&ServerToClient::Rejected { id, error }));
            return;
        };
        if self.resync {
            // A write's outcome was unknown or the log moved: read it first, so a resent id
            // whose command was stored after all is found below.
            self.catch_up().await;
        }
        let known = self
            .game
            .as_ref()
            .and_then(|g| g.ids.get(&(seat, id.clone())).copied());
        if let Some(version) = known {
            // The same id again (a retry): the original answer, never a second application.
            tracing::debug!(seat, %id, version, "repeated command id answered from the log");
            self.send_to(conn_id, to_text(&ServerToClient::Accepted { id, version }));
            return;
        }
        if self.resync {
            // The log could not be read (the store is still down): nothing can be stored now,
            // and a command whose outcome was unknown is still unknown, so its retry is
            // `in_doubt` again, never "nothing changed".
            let unresolved = self
                .game
                .as_ref()
                .is_some_and(|g| g.in_doubt.iter().any(|(s, i)| *s == seat && *i == id));
            let reply = Err(if unresolved {
                PlayError::InDoubt
            } else {
                PlayError::NotStored
            });
            record_command(Instant::now(), &reply);
            self.answer(conn_id, id, reply);
            return;
        }
        if !self.before_player_command(seat).await {
            let error = rejection(
                RejectionCode::NotYourTurn,
                "a bot plays this seat (conceded, or its return could not be stored)",
            );
            self.send_to(conn_id, to_text(&ServerToClient::Rejected { id, error }));
            return;
        }
        let started = Instant::now();
        let reply = self.play(seat, command, Some(id.clone())).await;
        record_command(started, &reply);
        self.answer(conn_id, id, reply);
    }

    /// Answers a player's command on its socket; an accepted one is broadcast.
    fn answer(&mut self, conn_id: u64, id: String, reply: Result<usize, PlayError>) {
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
                    id: Some(id),
                });
                self.send_to(conn_id, text);
            }
            Err(PlayError::InDoubt) => {
                let text = to_text(&ServerToClient::Error {
                    code: "in_doubt".into(),
                    message: format!(
                        "the store did not confirm command {id}; send it again with the same id to learn its outcome"
                    ),
                    id: Some(id),
                });
                self.send_to(conn_id, text);
            }
        }
    }

    /// Checks, stores, then applies: the game is only changed once the command is durable, and
    /// no copy of the game is needed. Returns the log length before the change.
    pub(super) async fn play(
        &mut self,
        seat: Seat,
        command: Value,
        client_id: Option<String>,
    ) -> Result<usize, PlayError> {
        if self.resync {
            self.catch_up().await;
            if self.resync {
                // The log could not be read: appending now could take a number already used.
                return Err(PlayError::NotStored);
            }
        }
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
        // Parsed and checked once: the proof is played below once the command is stored.
        let checked = g
            .game
            .check_command(seat, &command)
            .map_err(PlayError::Rejected)?;
        let limits = self.deps.game_limits;
        let n_commands = usize::try_from(g.next_seq).unwrap_or(usize::MAX);
        if !limits.has_room(n_commands, g.game.log_len()) {
            // Never met by a game the rules allow (docs/security.md); it bounds what a hostile
            // seat can make every replay of this game cost.
            return Err(PlayError::Rejected(Rejection {
                code: RejectionCode::RuleViolation,
                rule: Some("LENGTH-1".to_owned()),
                message: format!(
                    "this game reached the longest game this server plays ({} commands or {} log entries)",
                    limits.max_commands, limits.max_log
                ),
            }));
        }
        let new = NewCommand {
            lobby_id: self.id,
            game_id: g.id,
            seq: g.next_seq,
            seat,
            command,
            version: self.version + 1,
            result: None,
            at_ms: now_ms(),
            client_id,
        };
        let old_len = g.game.log_len();
        let stored_at = Instant::now();
        let stored = self.deps.store.append_command(&new).await;
        crate::store::observe("append_command", stored_at, stored.is_ok());
        match stored {
            Ok(()) => {}
            Err(StoreError::Conflict(reason)) => {
                // Another command holds this number: our log is behind. Read it and carry on;
                // this command was not stored, so the sender may send it again.
                tracing::warn!(seq = new.seq, %reason, "sequence conflict; reading the log again");
                self.resync = true;
                self.catch_up().await;
                return Err(PlayError::NotStored);
            }
            Err(e) if e.nothing_stored() => {
                tracing::warn!(error = %e, seq = new.seq, "command not stored");
                return Err(PlayError::NotStored);
            }
            Err(e) => {
                tracing::error!(error = %e, seq = new.seq, "command outcome unknown; the log is read again before the next command");
                self.resync = true;
                if let Some(id) = new.client_id {
                    g.in_doubt.push((seat, id));
                }
                return Err(PlayError::InDoubt);
            }
        }
        self.apply_stored(
            new.seat,
            &new.command,
            Some(checked),
            new.client_id,
            new.version,
        )
        .await
        .map_err(PlayError::Rejected)?;
        Ok(old_len)
    }

    /// Applies a command that is already stored (it produced lobby `version`): the game, the
    /// sequence number, the version and the id map move on, and a game that ends is finished.
    /// `checked` is the game's proof when this lobby checked the command before storing it;
    /// a command read back from the store is checked as it is applied. A stored command the
    /// engine refuses marks the lobby incompatible.
    async fn apply_stored(
        &mut self,
        seat: Seat,
        command: &Value,
        checked: Option<CheckedCommand>,
        client_id: Option<String>,
        version: u64,
    ) -> Result<(), Rejection> {
        let Some(g) = self.game.as_mut() else {
            return Err(rejection(
                RejectionCode::NotYourTurn,
                "the game has not started",
            ));
        };
        let applied = match checked {
            Some(checked) => g.game.apply_checked(checked),
            None => g.game.apply(seat, command),
        };
        if let Err(r) = applied {
            // `check` promised acceptance; a stored command the engine then refuses would make
            // the stored log unreplayable, so the lobby stops rather than diverge.
            tracing::error!(seq = g.next_seq, message = %r.message, "engine refused a stored command; lobby marked incompatible");
            self.status = LobbyStatus::Incompatible;
            if let Err(e) = self
                .deps
                .store
                .set_lobby_status(self.id, LobbyStatus::Incompatible.as_str(), now_ms())
                .await
            {
                tracing::error!(error = %e, "cannot mark lobby incompatible");
            }
            return Err(r);
        }
        g.next_seq += 1;
        self.absence.acted.push(seat);
        self.version = version;
        if let Some(id) = client_id {
            g.ids.insert((seat, id), version);
        }
        if g.game.is_finished() && self.status != LobbyStatus::Finished {
            // The command that ended the game is already stored, so the game is final; the
            // result is written before anyone sees it. If this write fails, the next start-up
            // replays the game, finds it finished and writes the result then.
            let result = g.game.result().unwrap_or(Value::Null);
            match self
                .deps
                .store
                .finish_game(self.id, g.id, &result, now_ms())
                .await
            {
                Err(e) => {
                    tracing::error!(error = %e, "result not stored; it is written again at the next start-up");
                }
                // A rated lobby's game changes its players' ratings (issue #39 item 4), once.
                Ok(()) if protocol::is_rated(&self.options).unwrap_or(false) => {
                    crate::account::ratings::settle_soon(self.deps.store.clone(), g.id);
                }
                Ok(()) => {}
            }
            self.status = LobbyStatus::Finished;
            tracing::info!("game finished");
        }
        Ok(())
    }

    /// Closes these sockets as if their token were bad: the seat they played is no longer theirs.
    fn close_seat_left(&mut self, gone: Vec<u64>) {
        for id in gone {
            if let Some(c) = self.conns.remove(&id) {
                let _ = c
                    .outbound
                    .try_send(Outbound::Close(close_code::BAD_TOKEN, "seat left"));
            }
        }
    }

    /// Reads the stored log past our last command and applies what is there (commands whose
    /// write reported a conflict or an unknown outcome), then tells everyone. Leaves `resync`
    /// set when the store cannot be read, to try again before the next command.
    pub(super) async fn catch_up(&mut self) {
        let Some((game_id, from)) = self.game.as_ref().map(|g| (g.id, g.next_seq)) else {
            self.resync = false;
            return;
        };
        let read = match self.deps.store.settle(self.id).await {
            Ok(()) => self.deps.store.commands_since(game_id, from).await,
            Err(e) => Err(e),
        };
        let rows = match read {
            Ok(rows) => rows,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the log to catch up; trying again later");
                return;
            }
        };
        self.resync = false;
        if let Some(g) = self.game.as_mut() {
            // Whatever those commands were, the log read now settles them: stored ones are
            // applied below (their ids answered from it), the others were not stored.
            g.in_doubt.clear();
        }
        let old_len = self.game.as_ref().map_or(0, |g| g.game.log_len());
        let mut applied = 0usize;
        for (expected, row) in (from..).zip(rows) {
            if row.seq != expected {
                tracing::error!(seq = row.seq, expected, "gap in the stored log");
                break;
            }
            let version = row.version.unwrap_or(self.version + 1);
            if self
                .apply_stored(row.seat, &row.command, None, row.client_id, version)
                .await
                .is_err()
            {
                break;
            }
            applied += 1;
        }
        if applied > 0 {
            tracing::info!(
                applied,
                version = self.version,
                "caught up with the stored log"
            );
            self.broadcast_update(old_len);
            self.schedule_bots();
        }
    }
}
