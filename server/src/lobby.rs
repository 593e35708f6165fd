//! The lobby task: one tokio task per lobby owns its seats, its `Box<dyn HostedGame>` and its
//! sockets' outbound queues, and consumes a closed [`LobbyEvent`] enum. It is the only place
//! where a game changes. Order of work for a command: the engine validates it on a clone, the
//! store appends it, then the state is swapped and views go out (durable before visible).
//! It must not parse client JSON envelopes (connection tasks do) nor write SQL (the store does).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use engine::common::{Seat, Viewer};
use protocol::messages::{ChatLine, Presence, SeatPresence};
use protocol::{
    GameKind, HostedGame, Rejection, RejectionCode, ServerToClient, SetupError, PROTOCOL_VERSION,
};
use rand::seq::SliceRandom;
use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;
use tracing::Instrument;
use uuid::Uuid;

use crate::error::AppError;
use crate::store::{ChatRow, LobbyRow, NewCommand, NewGame, NewLobby, SeatRow, Store};

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

/// Capacity of a lobby's event channel.
const LOBBY_QUEUE: usize = 1024;

/// How long a bot waits before retrying a move the store refused.
const BOT_RETRY: Duration = Duration::from_secs(1);

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
    /// Whether a socket plays it now.
    pub connected: bool,
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
        /// Answer: the bot's seat.
        reply: oneshot::Sender<Result<Seat, AppError>>,
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
    },
    /// A bot's delay elapsed; it plays if the lobby is still at `version`.
    BotTurn {
        /// The bot's seat.
        seat: Seat,
        /// Lobby version when the turn was scheduled.
        version: u64,
    },
    /// The server is shutting down: close sockets and stop after the current event.
    Shutdown,
}

/// A handle to send events to a lobby task.
#[derive(Clone, Debug)]
pub struct LobbyHandle {
    /// The lobby's event channel.
    pub tx: mpsc::Sender<LobbyEvent>,
}

/// All lobby tasks of the process, by id.
#[derive(Clone, Default)]
pub struct Registry {
    lobbies: Arc<RwLock<HashMap<Uuid, LobbyHandle>>>,
    tasks: Arc<Mutex<Vec<JoinHandle<()>>>>,
    /// Serializes on-demand loading so a lobby is never loaded twice.
    loading: Arc<tokio::sync::Mutex<()>>,
}

impl Registry {
    /// The lobby with this id, if a task runs for it.
    pub fn get(&self, id: Uuid) -> Option<LobbyHandle> {
        self.lobbies.read().ok()?.get(&id).cloned()
    }

    fn insert(&self, id: Uuid, handle: LobbyHandle, task: JoinHandle<()>) {
        if let Ok(mut map) = self.lobbies.write() {
            map.insert(id, handle);
        }
        if let Ok(mut tasks) = self.tasks.lock() {
            tasks.retain(|t| !t.is_finished());
            tasks.push(task);
        }
    }

    /// Tells every lobby to shut down and waits (up to `grace`) until each has finished its
    /// current event, so in-flight writes complete.
    pub async fn shutdown(&self, grace: Duration) {
        let handles: Vec<LobbyHandle> = self
            .lobbies
            .read()
            .map(|m| m.values().cloned().collect())
            .unwrap_or_default();
        for h in handles {
            let _ = h.tx.send(LobbyEvent::Shutdown).await;
        }
        let tasks: Vec<JoinHandle<()>> = self
            .tasks
            .lock()
            .map(|mut t| t.drain(..).collect())
            .unwrap_or_default();
        let all = futures_util::future::join_all(tasks);
        if tokio::time::timeout(grace, all).await.is_err() {
            tracing::warn!("some lobbies did not stop within the shutdown grace period");
        }
    }
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
}

struct SeatState {
    name: String,
    token_hash: String,
    is_bot: bool,
}

struct Conn {
    viewer: Viewer,
    outbound: mpsc::Sender<Outbound>,
}

struct Running {
    id: Uuid,
    game: Box<dyn HostedGame>,
    next_seq: i64,
}

struct Lobby {
    id: Uuid,
    kind: GameKind,
    options: Value,
    public: bool,
    host_seat: Seat,
    seats: Vec<Option<SeatState>>,
    status: LobbyStatus,
    version: u64,
    game: Option<Running>,
    conns: HashMap<u64, Conn>,
    chat: VecDeque<ChatLine>,
    deps: LobbyDeps,
    self_tx: mpsc::WeakSender<LobbyEvent>,
}

/// Validates a display name: trimmed, 1 to 32 characters, no control characters.
///
/// # Errors
/// `bad_name` when it is empty, too long or has control characters.
pub fn check_name(name: &str) -> Result<String, AppError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 32 || name.chars().any(char::is_control) {
        return Err(AppError::bad_request(
            "bad_name",
            "name must be 1 to 32 printable characters",
        ));
    }
    Ok(name.to_owned())
}

/// Creates a lobby: validates the options with the factory, stores it, and spawns its task.
///
/// # Errors
/// `bad_options` when the game refuses the options or seat count; 503 when the store fails.
pub async fn create(
    registry: &Registry,
    deps: &LobbyDeps,
    kind: GameKind,
    options: Value,
    n_seats: usize,
    public: bool,
    host_name: String,
) -> Result<(Uuid, Joined), AppError> {
    // Creating a throwaway game checks options and seat count up front, so a lobby that could
    // never start is refused at once.
    (deps.factory)(kind, &options, n_seats, 0)
        .map_err(|e| AppError::bad_request("bad_options", e.message))?;
    let id = Uuid::new_v4();
    let token = new_token();
    let host = SeatRow {
        seat: 0,
        name: host_name,
        token_hash: hash_token(&token),
        is_bot: false,
    };
    let new = NewLobby {
        id,
        kind: kind.id().to_owned(),
        options: options.clone(),
        n_seats,
        public,
        host_seat: 0,
        host: host.clone(),
        at_ms: now_ms(),
    };
    deps.store.create_lobby(&new).await?;
    let mut seats: Vec<Option<SeatState>> = (0..n_seats).map(|_| None).collect();
    if let Some(slot) = seats.get_mut(0) {
        *slot = Some(SeatState {
            name: host.name,
            token_hash: host.token_hash,
            is_bot: false,
        });
    }
    let lobby = |self_tx| Lobby {
        id,
        kind,
        options,
        public,
        host_seat: 0,
        seats,
        status: LobbyStatus::Open,
        version: 1,
        game: None,
        conns: HashMap::new(),
        chat: VecDeque::new(),
        deps: deps.clone(),
        self_tx,
    };
    spawn(registry, id, lobby);
    Ok((id, Joined { seat: 0, token }))
}

/// The lobby `id`: its running task, or else (for lobbies not resumed at start-up, such as
/// finished or closed ones) a task loaded on demand from the store. `None` when it does not exist.
///
/// # Errors
/// Fails when the store cannot be read.
pub async fn find(
    registry: &Registry,
    deps: &LobbyDeps,
    id: Uuid,
) -> Result<Option<LobbyHandle>, crate::store::StoreError> {
    if let Some(handle) = registry.get(id) {
        return Ok(Some(handle));
    }
    let _guard = registry.loading.lock().await;
    if let Some(handle) = registry.get(id) {
        return Ok(Some(handle));
    }
    let Some(row) = deps.store.load_lobby(id).await? else {
        return Ok(None);
    };
    match rebuild(row, deps).await {
        Ok(build) => {
            spawn(registry, id, build);
            Ok(registry.get(id))
        }
        Err(e) => {
            tracing::error!(lobby = %id, error = %e, "cannot load lobby");
            Ok(None)
        }
    }
}

/// Resumes every open or playing lobby from the store: each game is rebuilt from
/// `new_game(seed, options)` plus a replay of its command log. A game whose engine version
/// stamp differs, or whose replay fails, is marked `incompatible` and not played.
///
/// # Errors
/// Fails when the store cannot be read.
pub async fn resume_all(
    registry: &Registry,
    deps: &LobbyDeps,
) -> Result<usize, crate::store::StoreError> {
    let rows = deps.store.load_active_lobbies().await?;
    let n = rows.len();
    for row in rows {
        let id = row.id;
        match rebuild(row, deps).await {
            Ok(build) => spawn(registry, id, build),
            Err(e) => tracing::error!(lobby = %id, error = %e, "cannot resume lobby"),
        }
    }
    Ok(n)
}

type Build = Box<dyn FnOnce(mpsc::WeakSender<LobbyEvent>) -> Lobby + Send>;

async fn rebuild(row: LobbyRow, deps: &LobbyDeps) -> Result<Build, String> {
    let kind: GameKind = serde_json::from_value(Value::String(row.kind.clone()))
        .map_err(|_| format!("unknown game kind {}", row.kind))?;
    let mut seats: Vec<Option<SeatState>> = (0..row.n_seats).map(|_| None).collect();
    for s in &row.seats {
        if let Some(slot) = seats.get_mut(s.seat) {
            *slot = Some(SeatState {
                name: s.name.clone(),
                token_hash: s.token_hash.clone(),
                is_bot: s.is_bot,
            });
        }
    }
    let mut status = match row.status.as_str() {
        "playing" => LobbyStatus::Playing,
        "finished" => LobbyStatus::Finished,
        "closed" => LobbyStatus::Closed,
        "incompatible" => LobbyStatus::Incompatible,
        _ => LobbyStatus::Open,
    };
    let mut running = None;
    // A lobby already marked incompatible stays so; it is not replayed again.
    let game = row
        .game
        .as_ref()
        .filter(|_| status != LobbyStatus::Incompatible);
    if let Some(g) = game {
        match replay(deps, kind, g) {
            Ok(game) => {
                if game.is_finished() && status != LobbyStatus::Finished {
                    // The last command was stored but the result was not (the server stopped
                    // or the store failed in between): write it now.
                    let result = game.result().unwrap_or(Value::Null);
                    match deps
                        .store
                        .finish_game(row.id, g.id, &result, now_ms())
                        .await
                    {
                        Ok(()) => {
                            tracing::info!(lobby = %row.id, game = %g.id, "stored the result of a game finished before the restart")
                        }
                        Err(e) => {
                            tracing::error!(lobby = %row.id, game = %g.id, error = %e, "cannot store the result; trying again at the next start-up")
                        }
                    }
                }
                if game.is_finished() {
                    status = LobbyStatus::Finished;
                }
                running = Some(Running {
                    id: g.id,
                    game,
                    next_seq: i64::try_from(g.commands.len()).unwrap_or(i64::MAX),
                });
            }
            Err(reason) if status == LobbyStatus::Finished => {
                // A finished game from an older engine stays finished (its replay data is
                // intact); it is only shown without a live view.
                tracing::warn!(lobby = %row.id, game = %g.id, %reason, "finished game cannot be rebuilt by this engine");
            }
            Err(reason) => {
                tracing::error!(lobby = %row.id, game = %g.id, %reason, "stored game is incompatible with this engine; marking the lobby incompatible");
                status = LobbyStatus::Incompatible;
                if let Err(e) = deps
                    .store
                    .set_lobby_status(row.id, LobbyStatus::Incompatible.as_str(), now_ms())
                    .await
                {
                    tracing::error!(lobby = %row.id, error = %e, "cannot mark lobby incompatible");
                }
            }
        }
    }
    let chat = deps
        .store
        .recent_chat(row.id, CHAT_HISTORY)
        .await
        .map_err(|e| e.to_string())?
        .into_iter()
        .map(|c| ChatLine {
            seat: c.seat,
            name: c.name,
            text: c.text,
            at_ms: c.at_ms,
        })
        .collect();
    let deps = deps.clone();
    Ok(Box::new(move |self_tx| Lobby {
        id: row.id,
        kind,
        options: row.options,
        public: row.public,
        host_seat: row.host_seat,
        seats,
        status,
        version: row.version,
        game: running,
        conns: HashMap::new(),
        chat,
        deps,
        self_tx,
    }))
}

/// Rebuilds a stored game: `new_game` + replay of every command, checking the version stamp.
///
/// # Errors
/// A reason when the stamp differs, the factory refuses, or a stored command is rejected.
pub fn replay(
    deps: &LobbyDeps,
    kind: GameKind,
    g: &crate::store::GameRow,
) -> Result<Box<dyn HostedGame>, String> {
    let mut game = (deps.factory)(kind, &g.options, g.n_seats, g.seed).map_err(|e| e.message)?;
    let stamp = game.version_stamp();
    if stamp != g.version_stamp {
        return Err(format!(
            "stored version stamp {} differs from engine {stamp}",
            g.version_stamp
        ));
    }
    for c in &g.commands {
        game.apply(c.seat, &c.command)
            .map_err(|r| format!("replay of command {} rejected: {}", c.seq, r.message))?;
    }
    Ok(game)
}

fn spawn<F>(registry: &Registry, id: Uuid, build: F)
where
    F: FnOnce(mpsc::WeakSender<LobbyEvent>) -> Lobby,
{
    let (tx, rx) = mpsc::channel(LOBBY_QUEUE);
    let lobby = build(tx.downgrade());
    let span = tracing::info_span!("lobby", id = %id);
    let task = tokio::spawn(lobby.run(rx).instrument(span));
    registry.insert(id, LobbyHandle { tx }, task);
}

enum PlayError {
    Rejected(Rejection),
    NotStored,
}

fn rejection(code: RejectionCode, message: &str) -> Rejection {
    Rejection {
        code,
        rule: None,
        message: message.to_owned(),
    }
}

fn to_text(msg: &ServerToClient) -> String {
    // Serializing our own enum of JSON values cannot fail; fall back to an error message anyway.
    serde_json::to_string(msg).unwrap_or_else(|_| {
        r#"{"type":"error","code":"internal","message":"serialization failed"}"#.to_owned()
    })
}

impl Lobby {
    async fn run(mut self, mut rx: mpsc::Receiver<LobbyEvent>) {
        tracing::info!(
            status = self.status.as_str(),
            version = self.version,
            "lobby task started"
        );
        self.schedule_bots();
        while let Some(event) = rx.recv().await {
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
        tracing::info!("lobby task stopped");
    }

    async fn handle(&mut self, event: LobbyEvent) {
        match event {
            LobbyEvent::Join { name, reply } => {
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
            } => self.connect(conn_id, token_hash, outbound),
            LobbyEvent::Disconnect { conn_id } => {
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

    fn seat_of(&self, token_hash: &str) -> Option<Seat> {
        self.seats.iter().position(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_bot && s.token_hash == token_hash)
        })
    }

    fn check_host(&self, token_hash: &str) -> Result<(), AppError> {
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

    fn check_open(&self) -> Result<(), AppError> {
        match self.status {
            LobbyStatus::Open => Ok(()),
            LobbyStatus::Closed => Err(AppError::conflict("lobby_closed", "the lobby was closed")),
            _ => Err(AppError::conflict(
                "already_started",
                "the game has already started",
            )),
        }
    }

    async fn join(&mut self, name: String, is_bot: bool) -> Result<Joined, AppError> {
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

    async fn leave(&mut self, token_hash: &str) -> Result<(), AppError> {
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

    async fn start(&mut self, token_hash: &str) -> Result<(), AppError> {
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

    fn details(&self) -> LobbyDetails {
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

    fn is_connected(&self, seat: Seat) -> bool {
        let bot = self
            .seats
            .get(seat)
            .and_then(Option::as_ref)
            .is_some_and(|s| s.is_bot);
        bot || self
            .conns
            .values()
            .any(|c| c.viewer == Viewer::Seat { seat })
    }

    fn presence(&self) -> Presence {
        Presence {
            seats: self
                .seats
                .iter()
                .enumerate()
                .filter_map(|(seat, s)| {
                    s.as_ref().map(|s| SeatPresence {
                        seat,
                        name: s.name.clone(),
                        connected: self.is_connected(seat),
                    })
                })
                .collect(),
            spectators: self
                .conns
                .values()
                .filter(|c| c.viewer == Viewer::Spectator)
                .count(),
        }
    }

    fn connect(
        &mut self,
        conn_id: u64,
        token_hash: Option<String>,
        outbound: mpsc::Sender<Outbound>,
    ) {
        let refuse = |code: &str, message: &str, close: u16| {
            let _ = outbound.try_send(Outbound::Text(to_text(&ServerToClient::Error {
                code: code.to_owned(),
                message: message.to_owned(),
            })));
            let _ = outbound.try_send(Outbound::Close(close, "refused"));
        };
        match self.status {
            LobbyStatus::Closed => {
                return refuse(
                    "lobby_closed",
                    "the host closed this lobby",
                    close_code::LOBBY_GONE,
                )
            }
            LobbyStatus::Incompatible => {
                return refuse(
                    "incompatible",
                    "this game was made by another engine version and cannot be resumed",
                    close_code::LOBBY_GONE,
                )
            }
            _ => {}
        }
        let viewer = match token_hash {
            None => Viewer::Spectator,
            Some(hash) => match self.seat_of(&hash) {
                Some(seat) => Viewer::Seat { seat },
                None => {
                    return refuse(
                        "bad_token",
                        "this token holds no seat in this lobby",
                        close_code::BAD_TOKEN,
                    )
                }
            },
        };
        let (view, log) = match &self.game {
            Some(g) => (g.game.view(viewer), g.game.log(viewer, 0)),
            None => (Value::Null, Vec::new()),
        };
        let welcome = ServerToClient::Welcome {
            protocol_version: PROTOCOL_VERSION,
            lobby_id: self.id.to_string(),
            game: self.kind,
            seat: viewer.seat(),
            version: self.version,
            view,
            log,
            presence: self.presence(),
            chat: self.chat.iter().cloned().collect(),
        };
        if outbound
            .try_send(Outbound::Text(to_text(&welcome)))
            .is_err()
        {
            return;
        }
        tracing::debug!(conn_id, ?viewer, "socket joined");
        self.conns.insert(conn_id, Conn { viewer, outbound });
        self.broadcast_presence();
    }

    /// Sends to one socket; a full queue disconnects it. Returns whether it was kept.
    fn send_to(&mut self, conn_id: u64, text: String) -> bool {
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

    fn broadcast_presence(&mut self) {
        let text = to_text(&ServerToClient::Presence {
            presence: self.presence(),
        });
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        let mut dropped = false;
        for id in ids {
            dropped |= !self.send_to(id, text.clone());
        }
        if dropped {
            // Presence changed because of the drop; one more round tells the rest.
            let text = to_text(&ServerToClient::Presence {
                presence: self.presence(),
            });
            let ids: Vec<u64> = self.conns.keys().copied().collect();
            for id in ids {
                self.send_to(id, text.clone());
            }
        }
    }

    fn broadcast_update(&mut self, old_log_len: usize) {
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

    async fn command(&mut self, conn_id: u64, id: String, command: Value) {
        let Some(viewer) = self.conns.get(&conn_id).map(|c| c.viewer) else {
            return;
        };
        let reply = match viewer.seat() {
            None => Err(PlayError::Rejected(rejection(
                RejectionCode::NotYourTurn,
                "spectators cannot send commands",
            ))),
            Some(seat) => self.play(seat, command).await,
        };
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
    async fn play(&mut self, seat: Seat, command: Value) -> Result<usize, PlayError> {
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
        if let Err(e) = self.deps.store.append_command(&new).await {
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

    fn schedule_bots(&self) {
        let Some(g) = &self.game else { return };
        if self.status != LobbyStatus::Playing {
            return;
        }
        for (seat, s) in self.seats.iter().enumerate() {
            if !s.as_ref().is_some_and(|s| s.is_bot) {
                continue;
            }
            if legal_commands(&g.game.view(Viewer::Seat { seat })).is_empty() {
                continue;
            }
            self.schedule(
                LobbyEvent::BotTurn {
                    seat,
                    version: self.version,
                },
                self.deps.bot_delay,
            );
        }
    }

    fn schedule(&self, event: LobbyEvent, delay: Duration) {
        let Some(tx) = self.self_tx.upgrade() else {
            return;
        };
        tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            let _ = tx.send(event).await;
        });
    }

    async fn bot_turn(&mut self, seat: Seat, version: u64) {
        if version != self.version {
            return;
        }
        let Some(g) = &self.game else { return };
        let legal = legal_commands(&g.game.view(Viewer::Seat { seat }));
        let Some(command) = legal.choose(&mut rand::thread_rng()).cloned() else {
            return;
        };
        match self.play(seat, command).await {
            Ok(old_len) => {
                self.broadcast_update(old_len);
                self.schedule_bots();
            }
            Err(PlayError::NotStored) => {
                self.schedule(
                    LobbyEvent::BotTurn {
                        seat,
                        version: self.version,
                    },
                    BOT_RETRY,
                );
            }
            Err(PlayError::Rejected(r)) => {
                tracing::error!(seat, message = %r.message, "engine rejected one of its own legal commands");
            }
        }
    }

    async fn chat(&mut self, conn_id: u64, text: String) {
        let Some(viewer) = self.conns.get(&conn_id).map(|c| c.viewer) else {
            return;
        };
        let seat = viewer.seat();
        let name = seat
            .and_then(|s| self.seats.get(s))
            .and_then(Option::as_ref)
            .map_or_else(|| "spectator".to_owned(), |s| s.name.clone());
        let line = ChatLine {
            seat,
            name,
            text,
            at_ms: now_ms(),
        };
        let row = ChatRow {
            seat,
            name: line.name.clone(),
            text: line.text.clone(),
            at_ms: line.at_ms,
        };
        if let Err(e) = self.deps.store.append_chat(self.id, &row).await {
            tracing::warn!(error = %e, "chat not stored");
            let text = to_text(&ServerToClient::Error {
                code: "not_stored".into(),
                message: "chat line could not be stored; try again".into(),
            });
            self.send_to(conn_id, text);
            return;
        }
        self.chat.push_back(line.clone());
        while self.chat.len() > CHAT_HISTORY {
            self.chat.pop_front();
        }
        let text = to_text(&ServerToClient::Chat { line });
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        let mut dropped = false;
        for id in ids {
            dropped |= !self.send_to(id, text.clone());
        }
        if dropped {
            self.broadcast_presence();
        }
    }
}

/// The `legal_commands` array of a view's prompt (empty when there is no prompt).
pub fn legal_commands(view: &Value) -> Vec<Value> {
    view.get("prompt")
        .and_then(|p| p.get("legal_commands"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}
