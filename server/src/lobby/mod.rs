//! Lobbies: one tokio task per lobby owns its seats, its `Box<dyn HostedGame>` and its sockets'
//! outbound queues, and consumes a closed [`LobbyEvent`] enum. It is the only place where a game
//! changes. Order of work for a command: the engine validates it, the store appends it, then the
//! state is changed and views go out (durable before visible). A lobby must not parse client JSON
//! envelopes (connection tasks do) nor write SQL (the store does).
//!
//! This module holds the public types; `registry` creates and finds lobby tasks, `resume`
//! rebuilds them from the store, `actor` is the task loop and command path, `bots`, `chat` and
//! `presence` are the lobby's bots, chat and socket presence.

use std::sync::Arc;
use std::time::Duration;

use engine::common::Seat;
use protocol::bots::Level;
use protocol::messages::BotSeat;
use protocol::{GameKind, HostedGame, SetupError};
use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};
use tokio::sync::{mpsc, oneshot, watch};
use uuid::Uuid;

use crate::error::AppError;
use crate::store::Store;

mod actor;
mod bots;
mod chat;
mod clock;
mod devices;
mod presence;
mod registry;
mod resume;
mod takeover;
#[cfg(test)]
mod takeover_tests;
mod turnmail;
pub use turnmail::{EmailAnswer, EmailOp};
mod views;

pub use bots::legal_commands;
pub use registry::{create, create_fixed, create_with_clock, find, Registry, SOCKET_CLOSE_WAIT};
pub use resume::{replay, resume_all, revive_incompatible, runs_rules_of};

/// Creates a game: `protocol::new_game` in production, a fixture game in tests.
pub type GameFactory = Arc<
    dyn Fn(GameKind, &Value, usize, u64) -> Result<Box<dyn HostedGame>, SetupError> + Send + Sync,
>;

/// The production factory, [`protocol::new_game`].
pub fn protocol_factory() -> GameFactory {
    Arc::new(protocol::new_game)
}

/// Chat lines kept in memory and sent in `welcome`.
pub const CHAT_HISTORY: usize = 50;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// Hex SHA-256 of a seat token, the only form in which tokens are kept.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// A fresh seat token: 256 random bits, hex.
pub fn new_token() -> String {
    hex::encode(rand::random::<[u8; 32]>())
}

/// Where a lobby is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LobbyStatus {
    /// Waiting for players.
    Open,
    /// The game runs.
    Playing,
    /// The game ended.
    Finished,
    /// The host left before the start.
    Closed,
    /// The stored game was made by another engine version and cannot be resumed.
    Incompatible,
}

impl LobbyStatus {
    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            LobbyStatus::Open => "open",
            LobbyStatus::Playing => "playing",
            LobbyStatus::Finished => "finished",
            LobbyStatus::Closed => "closed",
            LobbyStatus::Incompatible => "incompatible",
        }
    }
}

/// Something a lobby's socket should do: send a JSON text message, or close.
#[derive(Clone, Debug)]
pub enum Outbound {
    /// A serialized [`ServerToClient`] message.
    Text(String),
    /// A serialized message shared by several sockets (and the lobby's patch history) without
    /// a copy.
    Shared(axum::extract::ws::Utf8Bytes),
    /// Close the socket with this code and reason.
    Close(u16, &'static str),
}

/// Close codes the server uses (besides 1000 normal).
pub mod close_code {
    /// The peer broke the WebSocket protocol (RFC 6455).
    pub const PROTOCOL: u16 = 1002;
    /// A text message was not valid UTF-8 (RFC 6455).
    pub const INVALID_DATA: u16 = 1007;
    /// A message or frame was larger than the limit (RFC 6455).
    pub const TOO_BIG: u16 = 1009;
    /// The server is shutting down.
    pub const GOING_AWAY: u16 = 1001;
    /// The seat token matches no seat of this lobby.
    pub const BAD_TOKEN: u16 = 4001;
    /// The socket's outbound queue overflowed (client too slow).
    pub const TOO_SLOW: u16 = 4002;
    /// Nothing was received for the idle timeout (heartbeat).
    pub const IDLE: u16 = 4003;
    /// The client kept flooding after `rate_limited` errors.
    pub const FLOODING: u16 = 4004;
    /// No `hello` arrived in time.
    pub const NO_HELLO: u16 = 4005;
    /// The lobby already has as many spectators as it accepts.
    pub const SPECTATORS_FULL: u16 = 4007;
    /// The lobby cannot be played (closed or incompatible).
    pub const LOBBY_GONE: u16 = 4006;
}

/// Answer to a successful join or bot fill.
#[derive(Clone, Debug, Serialize)]
pub struct Joined {
    /// The seat taken.
    pub seat: Seat,
    /// The seat token, shown once.
    pub token: String,
}

/// What a rematch request leads to ([`LobbyEvent::Rematch`]).
#[derive(Debug)]
pub enum RematchPlan {
    /// Nobody started the rematch yet: create a lobby like this one, the asker as its host.
    Create {
        /// Game kind.
        kind: GameKind,
        /// Game options.
        options: Value,
        /// Number of seats.
        n_seats: usize,
        /// The asker's name.
        name: String,
        /// The asker's seat in the finished game.
        old_seat: Seat,
        /// The other seats of the finished game, in order: seats 1, 2, … of the rematch (the
        /// asker hosts it at seat 0).
        seats: Vec<RematchSeat>,
    },
    /// The rematch exists: take the seat kept there for the asker (or a free one).
    Join {
        /// The rematch lobby.
        lobby_id: Uuid,
        /// The asker's name.
        name: String,
        /// The asker's seat in the finished game.
        old_seat: Seat,
    },
}

/// A seat of a finished game seen from its rematch ([`RematchPlan::Create`]).
#[derive(Clone, Debug)]
pub enum RematchSeat {
    /// A player: the rematch keeps a seat for them.
    Player {
        /// Their seat in the finished game.
        old_seat: Seat,
        /// Their name.
        name: String,
    },
    /// A bot, seated again at its level.
    Bot(Level),
}

/// One seat in [`LobbyDetails`].
#[derive(Clone, Debug, Serialize)]
pub struct SeatDetails {
    /// Seat index.
    pub seat: Seat,
    /// Whether a player or bot sits here.
    pub filled: bool,
    /// The player's name, when filled.
    pub name: Option<String>,
    /// Whether a server-side bot plays it.
    pub is_bot: bool,
    /// The bot's level, for bot seats.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot_level: Option<Level>,
    /// The bot's number and level, for bot seats (clients name it in their reader's language).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotSeat>,
    /// Whether a socket plays it now.
    pub connected: bool,
    /// A free seat of a rematch kept for this player of the finished game (issue #37).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept_for: Option<String>,
    /// Until when it is kept (ms since the epoch), with `kept_for`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept_until_ms: Option<i64>,
}

/// The public description of a lobby (`GET /api/lobbies/{id}`).
#[derive(Clone, Debug, Serialize)]
pub struct LobbyDetails {
    /// Lobby id.
    pub lobby_id: Uuid,
    /// Game kind.
    pub game: GameKind,
    /// Game options.
    pub options: Value,
    /// Whether it is listed.
    pub public: bool,
    /// Status.
    pub status: LobbyStatus,
    /// Host seat.
    pub host_seat: Seat,
    /// Number of seats.
    pub n_seats: usize,
    /// The seats.
    pub seats: Vec<SeatDetails>,
    /// Lobby version.
    pub version: u64,
    /// The game id once started.
    pub game_id: Option<Uuid>,
    /// Number of spectator sockets.
    pub spectators: usize,
    /// The clock the host chose.
    pub clock: protocol::seats::ClockOption,
    /// The seats that owe a decision now (empty unless a game is running). Public, as in every
    /// view's `waiting_for`; "My games" marks a game where the reader's seat is among them.
    pub waiting_for: Vec<Seat>,
}

/// Everything a lobby task reacts to. HTTP handlers and connection tasks send these; the lobby
/// answers through the enclosed channels.
#[derive(Debug)]
pub enum LobbyEvent {
    /// A player asks for a free seat.
    Join {
        /// Display name (validated).
        name: String,
        /// Answer.
        reply: oneshot::Sender<Result<Joined, AppError>>,
    },
    /// A player asks for a free seat under `token`, derived from an idempotency key
    /// (`crate::idempotency`): when a seat already holds it (the same call came before), that
    /// seat is the answer again, whatever the lobby's state now.
    JoinKeyed {
        /// Display name (validated).
        name: String,
        /// The seat token to give.
        token: String,
        /// Answer.
        reply: oneshot::Sender<Result<Joined, AppError>>,
    },
    /// A seated player leaves before the start.
    Leave {
        /// Hash of the seat token.
        token_hash: String,
        /// Answer.
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    /// The host starts the game.
    Start {
        /// Hash of the host's token.
        token_hash: String,
        /// Answer.
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    /// The host fills a free seat with a bot.
    AddBot {
        /// Hash of the host's token.
        token_hash: String,
        /// How well the bot plays.
        level: Level,
        /// Answer: the bot's seat.
        reply: oneshot::Sender<Result<Seat, AppError>>,
    },
    /// A seated player of the finished game asks for a rematch: what to create, or the rematch
    /// lobby that already exists.
    Rematch {
        /// Hash of the player's token.
        token_hash: String,
        /// Answer.
        reply: oneshot::Sender<Result<RematchPlan, AppError>>,
    },
    /// The rematch lobby `by` started is stored (`Store::set_rematch` answers the one that
    /// counts when two players asked at once): remember it and tell every socket. The answer is
    /// that lobby.
    RematchCreated {
        /// The new lobby.
        lobby_id: Uuid,
        /// Who asked for it.
        by: String,
        /// Answer.
        reply: oneshot::Sender<Uuid>,
    },
    /// Seats a new rematch lobby like its finished game: a kept seat for each player, the bots
    /// at their levels ([`RematchPlan::Create`]).
    SeatRematch {
        /// Seats 1, 2, … of the rematch.
        seats: Vec<RematchSeat>,
        /// How long the players' seats are kept; `None` is `--rematch-hold-secs` (a group's
        /// "play again" keeps them longer, `crate::account::groups`).
        hold: Option<Duration>,
        /// Answer.
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    /// A player of the finished game takes the seat the rematch kept for them (or, when there
    /// is none any more, the lowest free seat).
    ClaimKept {
        /// Their seat in the finished game.
        old_seat: Seat,
        /// Their name.
        name: String,
        /// The seat token to use (derived from an idempotency key): a seat already holding it
        /// is answered again.
        token: Option<String>,
        /// Answer: the seat and its token.
        reply: oneshot::Sender<Result<Joined, AppError>>,
    },
    /// Lobby details request.
    Details {
        /// Answer.
        reply: oneshot::Sender<LobbyDetails>,
    },
    /// A socket said `hello`.
    Connect {
        /// Socket id, unique in the process.
        conn_id: u64,
        /// Hash of the token, or none for a spectator.
        token_hash: Option<String>,
        /// The socket's bounded outbound queue.
        outbound: mpsc::Sender<Outbound>,
        /// The socket asked for `patch` messages instead of whole views.
        patches: bool,
        /// The `hello`'s `last_version`: with `patches`, resume from the patch history.
        last_version: Option<u64>,
    },
    /// A socket asks for the whole view and log again (`resync`).
    Resync {
        /// Socket id.
        conn_id: u64,
    },
    /// A socket closed.
    Disconnect {
        /// Socket id.
        conn_id: u64,
    },
    /// A socket sent a game command.
    Command {
        /// Socket id.
        conn_id: u64,
        /// Client command id.
        id: String,
        /// The command.
        command: Value,
    },
    /// A socket sent a chat line (already length- and rate-checked).
    Chat {
        /// Socket id.
        conn_id: u64,
        /// The text.
        text: String,
        /// Client line id, if the client sent one.
        id: Option<String>,
    },
    /// A bot's delay elapsed; it plays if the lobby is still at `version`.
    BotTurn {
        /// The bot's seat.
        seat: Seat,
        /// Lobby version when the turn was scheduled.
        version: u64,
    },
    /// The coalescing window after a presence broadcast ended: send the latest presence now.
    FlushPresence,
    /// A bot finished thinking on the blocking pool; its command is played if the lobby is
    /// still at `version`.
    BotDecided {
        /// The bot's seat.
        seat: Seat,
        /// Lobby version the bot decided at.
        version: u64,
        /// The command (from the seat's legal list).
        command: Value,
    },
    /// A socket asks for a seat action (vote, concede); see `takeover`.
    SeatAction {
        /// Socket id.
        conn_id: u64,
        /// What it asks.
        action: SeatAction,
    },
    /// The host gives a seat a new token (the old one stops working); answers the new token.
    Reinvite {
        /// Hash of the host's token.
        token_hash: String,
        /// The seat.
        seat: Seat,
        /// The new token, derived from an idempotency key; drawn at random when `None`. When the
        /// seat holds it already (the same call came before), the seat is answered again.
        token: Option<String>,
        /// Answer.
        reply: oneshot::Sender<Result<Joined, AppError>>,
    },
    /// A player gives, removes or asks about the e-mail address of their seat.
    Email {
        /// Hash of the seat's token.
        token_hash: String,
        /// What they ask.
        op: EmailOp,
        /// Answer.
        reply: oneshot::Sender<Result<EmailAnswer, AppError>>,
    },
    /// An address of this lobby was confirmed or unsubscribed (in the store): read them again.
    EmailsChanged {
        /// Answered once read.
        reply: oneshot::Sender<()>,
    },
    /// A signed-in player claims the seat of `token_hash` for their account (issue #39).
    ClaimSeat {
        /// Hash of the seat's token (its own or a device token).
        token_hash: String,
        /// The account.
        account_id: Uuid,
        /// Answer: the seat.
        reply: oneshot::Sender<Result<Seat, AppError>>,
    },
    /// A signed-in player asks for a new device token of the seat their account claimed.
    AddDevice {
        /// The account.
        account_id: Uuid,
        /// Answer: the seat and the new token.
        reply: oneshot::Sender<Result<Joined, AppError>>,
    },
    /// The account that claimed `seat` was deleted (the store already dropped its claim and
    /// device tokens and renamed the seat): forget the device tokens, close the sockets they
    /// opened, and show the seat as `name`.
    AccountGone {
        /// The account's seat here.
        seat: Seat,
        /// The seat's name from now on (anonymous).
        name: String,
    },
    /// The server is shutting down: close sockets and stop after the current event.
    Shutdown,
}

/// A seat action a socket asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatAction {
    /// Vote to hand this seat to a bot.
    Vote(Seat),
    /// The sender's seat concedes.
    Concede,
}

/// A handle to send events to a lobby task.
#[derive(Clone, Debug)]
pub struct LobbyHandle {
    /// The lobby's event channel.
    pub tx: mpsc::Sender<LobbyEvent>,
    /// The server's shutdown phase, shared by every lobby of the registry.
    phase: Arc<watch::Sender<ShutdownPhase>>,
}

impl LobbyHandle {
    /// The shutdown phase, for a socket task to watch. The socket counts as open while it holds
    /// the receiver: shutdown waits (briefly) until every socket has sent its close frame.
    pub fn shutdown_phase(&self) -> watch::Receiver<ShutdownPhase> {
        self.phase.subscribe()
    }
}

/// Where the server is in a graceful shutdown, as socket tasks see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ShutdownPhase {
    /// Serving.
    Running,
    /// Lobbies are finishing their current event and closing their sockets with 1001; a socket
    /// whose lobby is gone closes with 1001 too.
    StoppingLobbies,
    /// Every socket still open closes now with 1001.
    ClosingSockets,
}

/// What a lobby task needs from the rest of the server.
#[derive(Clone)]
pub struct LobbyDeps {
    /// The store.
    pub store: Store,
    /// Game factory.
    pub factory: GameFactory,
    /// Bot delay.
    pub bot_delay: Duration,
    /// Spectator sockets a lobby accepts at once.
    pub max_spectators: usize,
    /// An open lobby with no socket connected and no seat change for this long expires.
    pub open_lobby_ttl: Duration,
    /// A finished, closed or incompatible lobby leaves memory this long after its last socket
    /// (it is loaded again from the store when someone asks for it).
    pub unload_after: Duration,
    /// How long a rematch lobby keeps a seat for each player of the finished game before it
    /// becomes an ordinary free seat (`--rematch-hold-secs`).
    pub rematch_hold: Duration,
    /// Turn e-mails of turn-based lobbies; `None` sends none.
    pub mailer: Option<crate::mail::Mailer>,
    /// The longest game a lobby plays (commands and log entries).
    pub game_limits: crate::limits::GameLimits,
    /// The build this server announces in `welcome` ([`crate::build::announced`]).
    pub build: Arc<str>,
}

/// Display names are checked by [`crate::text::check_name`]; re-exported for callers that
/// reach it through the lobby.
pub use crate::text::check_name;
