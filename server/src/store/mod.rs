//! Durable state: lobbies, seats, games, the command log, chat and results, in PostgreSQL or an
//! embedded SQLite file. Owns the SQL and the migrations; knows nothing of sockets or game rules.
//!
//! One [`Store`] type serves both back ends: every query is written once with `$N` placeholders
//! (which both PostgreSQL and SQLite accept) and compiled once per back end by the `on_pool!`
//! macro, so the two implementations cannot drift apart. The PostgreSQL migrations live in
//! `migrations/`, the SQLite twins in `server/migrations-sqlite/`; both run at start-up.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use protocol::bots::Level;
use protocol::messages::BotSeat;
use serde_json::Value;
use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::types::Json;
use sqlx::Row;
use uuid::Uuid;

mod leases;
mod writer;

use leases::{fence_in, Fence};
pub use leases::{LeaseOwner, NodeIdentity, NodeLoad};

static PG_MIGRATOR: Migrator = sqlx::migrate!("../migrations");
static SQLITE_MIGRATOR: Migrator = sqlx::migrate!("./migrations-sqlite");

/// How long a query waits for a pooled connection before failing, so `not_stored` replies and
/// `/readyz` answer within a second while the database is down.
const ACQUIRE_TIMEOUT: Duration = Duration::from_millis(700);

/// After [`CIRCUIT_FAILURES`] connection failures in a row, how long operations fail at once
/// (without trying the database) before one operation tries it again. A success closes the
/// circuit.
const CIRCUIT_OPEN: Duration = Duration::from_millis(500);

/// Connection failures in a row that open the circuit. One is not enough: a single connection
/// cut in flight is followed at once by reads that learn its outcome, and they must be tried.
const CIRCUIT_FAILURES: u32 = 2;

/// The longest [`Store::settle`] waits for a lost transaction to finish.
const SETTLE_WAIT: Duration = Duration::from_secs(2);

/// PostgreSQL's `statement_timeout` on every connection: the database cancels a statement that
/// runs longer (nothing of it is then stored).
const STATEMENT_TIMEOUT: Duration = Duration::from_secs(5);

/// The longest any store operation is waited for, whatever the connection does: a statement
/// sent on a half-open connection never gets its reply, and the database's own timeout cannot
/// send one. Past it the operation fails with [`StoreError::TimedOut`] (its outcome unknown) and
/// the lobby goes on (docs/multi-node.md § Bounds).
pub const STORE_BOUND: Duration = Duration::from_secs(6);

/// The database's TCP keepalive on our connections (seconds: idle, interval, count): it drops a
/// connection whose client vanished, and with it the locks of a transaction lost with it.
const PG_KEEPALIVE: (u32, u32, u32) = (10, 5, 3);

/// PostgreSQL connections in the pool: the group-commit writers plus room for lobby, seat, chat
/// and read queries.
const PG_POOL: u32 = 16;

/// Connections of the read pool ([`Store::reads`]): replay and export reads queue here, never
/// in the main pool. Replay work itself runs one job per two cores (`replay.rs`), so a few
/// connections are enough.
const READ_POOL: u32 = 3;

/// Concurrent group-commit transactions on PostgreSQL. While one batch waits for its commit the
/// next one is already being collected and written, so a command waits for at most about one
/// commit before its own starts.
const PG_WRITERS: usize = 4;

/// A store operation failed; the caller must treat the change as not made.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database refused or could not be reached.
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    /// Running the migrations failed.
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A stored row could not be understood.
    #[error("corrupt row: {0}")]
    Corrupt(String),
    /// The group-commit transaction holding this command failed (the reason is copied from the
    /// database error).
    #[error("{0}")]
    Batch(String),
    /// No connection could be had (or the transaction could not begin): nothing was sent.
    #[error("database connection: {0}")]
    Connect(#[source] sqlx::Error),
    /// The store's writer has stopped (the server is shutting down).
    #[error("the store is closed")]
    Closed,
    /// The database failed moments ago and is not tried again yet (the circuit is open); nothing
    /// was sent to it.
    #[error("the store is unavailable")]
    Unavailable,
    /// The command's sequence number is already taken by another command: the caller's view of
    /// the log is behind and must be read again. Nothing of this command was stored.
    #[error("sequence conflict: {0}")]
    Conflict(String),
    /// The connection failed while the write was in flight and the store could not be read
    /// afterwards to learn whether it was committed: the outcome is unknown.
    #[error("outcome unknown: {0}")]
    InDoubt(String),
    /// This node does not hold the lobby's lease (any more): another node owns it now, and
    /// nothing was written (docs/multi-node.md).
    #[error("fenced: {0}")]
    Fenced(String),
    /// No reply within [`STORE_BOUND`] (a half-open connection, a database that stopped
    /// answering): the operation was given up and its outcome is unknown.
    #[error("no answer from the database within {0:?}")]
    TimedOut(Duration),
}

/// Runs a store operation for at most [`STORE_BOUND`].
async fn bounded<T>(op: impl std::future::Future<Output = Result<T>>) -> Result<T> {
    tokio::time::timeout(STORE_BOUND, op)
        .await
        .unwrap_or(Err(StoreError::TimedOut(STORE_BOUND)))
}

/// [`bounded`] on PostgreSQL; SQLite runs in this process, with no connection to go half-open
/// (its writes wait for the file lock at most its busy timeout), so its operations run as they
/// are.
async fn bounded_on<T>(pool: &Pool, op: impl std::future::Future<Output = Result<T>>) -> Result<T> {
    match pool {
        Pool::Pg(_) => bounded(op).await,
        Pool::Sqlite(_) => op.await,
    }
}

impl StoreError {
    /// Whether nothing can have been stored by the failed operation (so the caller may say so).
    /// False when the connection failed while a write may have been in flight.
    pub fn nothing_stored(&self) -> bool {
        match self {
            StoreError::InDoubt(_) | StoreError::TimedOut(_) => false,
            StoreError::Db(e) => !matches!(
                e,
                sqlx::Error::Io(_)
                    | sqlx::Error::Tls(_)
                    | sqlx::Error::Protocol(_)
                    | sqlx::Error::WorkerCrashed
            ),
            _ => true,
        }
    }

    /// Whether the database certainly never received the operation: the circuit was open, the
    /// store is closed, or no connection could be had.
    fn never_sent(&self) -> bool {
        matches!(
            self,
            StoreError::Unavailable
                | StoreError::Closed
                | StoreError::Connect(_)
                | StoreError::Db(sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed)
        )
    }
}

/// Remembers that the database failed recently (a circuit breaker), so that while it is down
/// callers are refused at once instead of each waiting for a connection.
#[derive(Default)]
struct Health {
    state: std::sync::Mutex<Circuit>,
}

#[derive(Default)]
struct Circuit {
    /// Connection failures since the last success.
    failures: u32,
    /// When the circuit opened (or the last probe went through); `None` while closed.
    down_at: Option<std::time::Instant>,
}

impl Health {
    /// Refuses at once while the circuit is open. When it has been open for [`CIRCUIT_OPEN`], lets
    /// this one caller through as a probe and keeps refusing the others for another period.
    fn gate(&self) -> Result<()> {
        let Ok(mut state) = self.state.lock() else {
            return Ok(());
        };
        match state.down_at {
            Some(at) if at.elapsed() < CIRCUIT_OPEN => Err(StoreError::Unavailable),
            Some(_) => {
                state.down_at = Some(std::time::Instant::now());
                Ok(())
            }
            None => Ok(()),
        }
    }

    /// Records the outcome of an operation that reached for the database: a success closes the
    /// circuit, a connection failure opens it. A refusal by the database (a constraint, a bad
    /// query) says the database is up.
    fn observe<T>(&self, pool: &Pool, result: &Result<T>) {
        let failed = match result {
            Ok(_) => false,
            Err(StoreError::Db(e) | StoreError::Connect(e)) => is_connection_failure(pool, e),
            Err(StoreError::TimedOut(_)) => true,
            Err(_) => false,
        };
        if let Ok(mut state) = self.state.lock() {
            if failed {
                state.failures = state.failures.saturating_add(1);
                if state.failures >= CIRCUIT_FAILURES {
                    state.down_at = Some(std::time::Instant::now());
                }
            } else if result.is_ok() {
                *state = Circuit::default();
            }
        }
    }
}

/// Whether `e` means the database could not be reached (rather than that it refused something).
/// A pool timeout while every connection is busy is load, not an outage.
fn is_connection_failure(pool: &Pool, e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::PoolTimedOut => {
            let (size, max) = match pool {
                Pool::Pg(p) => (p.size(), p.options().get_max_connections()),
                Pool::Sqlite(p) => (p.size(), p.options().get_max_connections()),
            };
            size < max
        }
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::WorkerCrashed => true,
        _ => false,
    }
}

type Result<T> = std::result::Result<T, StoreError>;

enum Pool {
    Pg(PgPool),
    Sqlite(SqlitePool),
}

/// A connection pool to PostgreSQL or SQLite with the lobby/game schema. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    pool: std::sync::Arc<Pool>,
    /// The pool of [`Store::reads`]: replay and export reads, kept apart so that they cannot
    /// take the connections (or, on SQLite, the lock) that commands and lobby changes need.
    read_pool: std::sync::Arc<Pool>,
    /// The circuit of the read pool (its failures say nothing about the write path).
    read_health: std::sync::Arc<Health>,
    health: std::sync::Arc<Health>,
    writer: writer::Writer,
    /// Lease epochs this node writes under; empty and off on a single node.
    fence: std::sync::Arc<Fence>,
}

/// Runs `$body` with `$p` bound to the concrete pool, compiling it once per back end. The
/// circuit ([`Health`]) refuses at once while the database is known to be down, and learns from
/// the outcome. The `probe` form skips the refusal.
macro_rules! on_pool {
    ($self:expr, $p:ident => $body:expr) => {{
        $self.health.gate()?;
        on_pool!(probe $self, $p => $body)
    }};
    (probe $self:expr, $p:ident => $body:expr) => {{
        let result: Result<_> = crate::store::bounded_on(&$self.pool, async {
            Ok(match &*$self.pool {
                Pool::Pg($p) => $body,
                Pool::Sqlite($p) => $body,
            })
        })
        .await;
        $self.health.observe(&$self.pool, &result);
        result?
    }};
}

/// Marks a game finished and stores its result (kept if one is already stored), inside the
/// transaction `$tx`.
macro_rules! finish_in {
    ($tx:ident, $game_id:expr, $result:expr, $at_ms:expr) => {{
        sqlx::query(
            "UPDATE games SET status = 'finished', finished_at_ms = $2 WHERE id = $1 AND status <> 'finished'",
        )
        .bind($game_id)
        .bind($at_ms)
        .execute(&mut *$tx)
            .await?;
        sqlx::query(
            "INSERT INTO results (game_id, result) VALUES ($1, $2) ON CONFLICT (game_id) DO NOTHING",
        )
        .bind($game_id)
        .bind(Json($result))
        .execute(&mut *$tx)
        .await?;
    }};
}

/// A [`CommandRow`] from a row with `seq, seat, command, client_id, version` (either back end).
macro_rules! command_row {
    ($c:expr) => {{
        let c = $c;
        let seat: i32 = c.try_get("seat")?;
        let Json(command): Json<Value> = c.try_get("command")?;
        let version: Option<i64> = c.try_get("version")?;
        CommandRow {
            seq: c.try_get("seq")?,
            seat: to_usize(i64::from(seat))?,
            command,
            client_id: c.try_get("client_id")?,
            version: version.and_then(|v| u64::try_from(v).ok()),
        }
    }};
}

/// A lobby about to be created, with its host in seat `host_seat`.
#[derive(Clone, Debug)]
pub struct NewLobby {
    /// Lobby id.
    pub id: Uuid,
    /// GameKind wire id.
    pub kind: String,
    /// Game options.
    pub options: Value,
    /// Number of seats.
    pub n_seats: usize,
    /// Whether it is listed.
    pub public: bool,
    /// The host's seat (0).
    pub host_seat: usize,
    /// The host's seat row.
    pub host: SeatRow,
    /// Creation time, ms since the epoch.
    pub at_ms: i64,
}

/// A filled seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// Seat index.
    pub seat: usize,
    /// Display name.
    pub name: String,
    /// Hex SHA-256 of the token.
    pub token_hash: String,
    /// Whether a server-side bot plays it.
    pub is_bot: bool,
    /// The bot's level (`easy`, `normal`, `hard`); `None` for players and for bots seated
    /// before levels existed (they play at `normal`).
    pub bot_level: Option<String>,
}

/// A game being started. Its `Debug` leaves the seed out (a running game's seed is secret).
#[derive(Clone)]
pub struct NewGame {
    /// Game id.
    pub id: Uuid,
    /// Engine version stamp.
    pub version_stamp: String,
    /// The seed.
    pub seed: u64,
}

/// One accepted command to append, with the lobby version it produces.
#[derive(Clone, Debug)]
pub struct NewCommand {
    /// The lobby.
    pub lobby_id: Uuid,
    /// The game.
    pub game_id: Uuid,
    /// Sequence number, 0-based, gap-free.
    pub seq: i64,
    /// Sending seat.
    pub seat: usize,
    /// The command as sent.
    pub command: Value,
    /// Lobby version after the command.
    pub version: u64,
    /// The final result when this command ends the game.
    pub result: Option<Value>,
    /// Time, ms since the epoch.
    pub at_ms: i64,
    /// The client's command id (unique per game and seat), `None` for bots.
    pub client_id: Option<String>,
}

/// A stored command.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct CommandRow {
    /// Sequence number.
    pub seq: i64,
    /// Sending seat.
    pub seat: usize,
    /// The command.
    pub command: Value,
    /// The client's command id, when one was stored (not part of replays).
    #[serde(skip)]
    pub client_id: Option<String>,
    /// The lobby version the command produced, when stored (not part of replays).
    #[serde(skip)]
    pub version: Option<u64>,
}

/// A stored chat line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    /// Sender seat, none for spectators.
    pub seat: Option<usize>,
    /// Sender name.
    pub name: String,
    /// Text.
    pub text: String,
    /// Time, ms since the epoch.
    pub at_ms: i64,
}

/// A stored game with its command log. Its `Debug` leaves the seed out, so no log line can
/// carry a running game's seed.
#[derive(Clone)]
pub struct GameRow {
    /// Game id.
    pub id: Uuid,
    /// Lobby id.
    pub lobby_id: Uuid,
    /// GameKind wire id.
    pub kind: String,
    /// Engine version stamp at creation.
    pub version_stamp: String,
    /// The seed.
    pub seed: u64,
    /// Seats.
    pub n_seats: usize,
    /// Options.
    pub options: Value,
    /// `playing` or `finished`.
    pub status: String,
    /// Creation time.
    pub created_at_ms: i64,
    /// Finish time.
    pub finished_at_ms: Option<i64>,
    /// The final result, once finished.
    pub result: Option<Value>,
    /// Every accepted command in order.
    pub commands: Vec<CommandRow>,
    /// Whether the game came from an imported record rather than being played here.
    pub imported: bool,
}

impl std::fmt::Debug for NewGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewGame")
            .field("id", &self.id)
            .field("version_stamp", &self.version_stamp)
            .finish_non_exhaustive()
    }
}

impl std::fmt::Debug for GameRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameRow")
            .field("id", &self.id)
            .field("lobby_id", &self.lobby_id)
            .field("kind", &self.kind)
            .field("version_stamp", &self.version_stamp)
            .field("n_seats", &self.n_seats)
            .field("status", &self.status)
            .field("commands", &self.commands.len())
            .field("imported", &self.imported)
            .finish_non_exhaustive()
    }
}

/// A stored lobby with its seats and game (if started).
#[derive(Clone, Debug)]
pub struct LobbyRow {
    /// Lobby id.
    pub id: Uuid,
    /// GameKind wire id.
    pub kind: String,
    /// Options.
    pub options: Value,
    /// Seats.
    pub n_seats: usize,
    /// Listed or not.
    pub public: bool,
    /// Host seat.
    pub host_seat: usize,
    /// Status.
    pub status: String,
    /// Lobby version.
    pub version: u64,
    /// Creation time.
    pub created_at_ms: i64,
    /// Filled seats.
    pub seats: Vec<SeatRow>,
    /// The game, once started.
    pub game: Option<GameRow>,
}

/// An open public lobby as listed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct OpenLobby {
    /// Lobby id.
    pub lobby_id: Uuid,
    /// GameKind wire id.
    pub game: String,
    /// Seats.
    pub n_seats: usize,
    /// Filled seats.
    pub n_filled: usize,
    /// The host's name.
    pub host_name: String,
    /// Creation time.
    pub created_at_ms: i64,
}

/// A finished game as listed.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct FinishedGame {
    /// Game id.
    pub game_id: Uuid,
    /// Lobby id.
    pub lobby_id: Uuid,
    /// GameKind wire id.
    pub game: String,
    /// Seats.
    pub n_seats: usize,
    /// Player names by seat.
    pub players: Vec<String>,
    /// The server bots by seat (`null` for players), so clients name them in their language.
    pub bots: Vec<Option<BotSeat>>,
    /// Finish time.
    pub finished_at_ms: i64,
    /// The final result.
    pub result: Value,
    /// Whether the game came from an imported record.
    pub imported: bool,
}

/// A finished game to store from an imported record (see [`Store::import_game`]).
#[derive(Clone, Debug)]
pub struct ImportedGame {
    /// The new game's id.
    pub game_id: Uuid,
    /// The new lobby's id (every game lives in a lobby).
    pub lobby_id: Uuid,
    /// GameKind wire id.
    pub kind: String,
    /// Engine version stamp (equal to the running engine's, checked by the caller).
    pub version_stamp: String,
    /// The seed.
    pub seed: u64,
    /// Seats.
    pub n_seats: usize,
    /// Options.
    pub options: Value,
    /// Player names by seat.
    pub players: Vec<String>,
    /// The level of each seat a server bot played (by seat; `None` for players).
    pub bots: Vec<Option<Level>>,
    /// Every command in order, as (seat, command).
    pub commands: Vec<(usize, Value)>,
    /// The final result the replay produced.
    pub result: Value,
    /// The seat events of the record (timeouts, takeovers, concessions...), in order.
    pub seat_events: Vec<SeatEventRow>,
    /// Import time, ms since the epoch.
    pub at_ms: i64,
}

/// The server bot of each seat row (`name`, `is_bot`, `bot_level`, in seat order), as data;
/// `None` for players.
fn bot_seats<R: Row>(rows: &[R]) -> Result<Vec<Option<BotSeat>>>
where
    for<'r> &'r str: sqlx::ColumnIndex<R>,
    for<'r> bool: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let mut bots = Vec::with_capacity(rows.len());
    for r in rows {
        let is_bot: bool = r.try_get("is_bot")?;
        if !is_bot {
            bots.push(None);
            continue;
        }
        let name: String = r.try_get("name")?;
        let level: Option<String> = r.try_get("bot_level")?;
        let level = level.as_deref().and_then(Level::parse).unwrap_or_default();
        let rank = u32::try_from(bots.iter().flatten().count() + 1).unwrap_or(u32::MAX);
        bots.push(Some(BotSeat::from_name(&name, level, rank)));
    }
    Ok(bots)
}

fn to_usize(v: i64) -> Result<usize> {
    usize::try_from(v).map_err(|_| StoreError::Corrupt(format!("negative count {v}")))
}

fn to_i64(v: usize) -> i64 {
    // Seat counts and indices are tiny; saturate rather than panic on absurd input.
    i64::try_from(v).unwrap_or(i64::MAX)
}

fn to_i32(v: usize) -> i32 {
    i32::try_from(v).unwrap_or(i32::MAX)
}

fn version_i64(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// Records one store call that started at `started` in the `dlo_store_seconds` histogram and,
/// when it failed, the `dlo_store_errors_total` counter (both labelled with `op`).
pub fn observe(op: &'static str, started: std::time::Instant, ok: bool) {
    metrics::histogram!("dlo_store_seconds", "op" => op).record(started.elapsed().as_secs_f64());
    if !ok {
        metrics::counter!("dlo_store_errors_total", "op" => op).increment(1);
    }
}

impl Store {
    /// Connects to PostgreSQL at `url` and runs the PostgreSQL migrations.
    ///
    /// # Errors
    /// Fails when the database cannot be reached or a migration fails.
    pub async fn connect_postgres(url: &str) -> Result<Store> {
        let (idle, interval, count) = PG_KEEPALIVE;
        let options = PgConnectOptions::from_str(url)?.options([
            (
                "statement_timeout",
                STATEMENT_TIMEOUT.as_millis().to_string(),
            ),
            ("tcp_keepalives_idle", idle.to_string()),
            ("tcp_keepalives_interval", interval.to_string()),
            ("tcp_keepalives_count", count.to_string()),
        ]);
        let pool = PgPoolOptions::new()
            .max_connections(PG_POOL)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            .connect_with(options.clone())
            .await?;
        PG_MIGRATOR.run(&pool).await?;
        let reads = PgPoolOptions::new()
            .max_connections(READ_POOL)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            .connect_with(options)
            .await?;
        Ok(Store::with_writers(
            Pool::Pg(pool),
            Pool::Pg(reads),
            PG_WRITERS,
        ))
    }

    /// Opens (creating if needed) the SQLite database `dlo.sqlite3` in `data_dir`, creating the
    /// directory too, and runs the SQLite migrations.
    ///
    /// # Errors
    /// Fails when the directory or file cannot be created or a migration fails.
    pub async fn open_sqlite(data_dir: &Path) -> Result<Store> {
        std::fs::create_dir_all(data_dir).map_err(|e| {
            StoreError::Corrupt(format!("cannot create {}: {e}", data_dir.display()))
        })?;
        let options = SqliteConnectOptions::from_str("sqlite://")?
            .filename(data_dir.join("dlo.sqlite3"))
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: an acknowledged command survives power loss, not just a process kill.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            .connect_with(options.clone())
            .await?;
        SQLITE_MIGRATOR.run(&pool).await?;
        // Read-only connections for replays and exports: in WAL mode they read a snapshot
        // without blocking the writer or being blocked by it, and cannot take the write lock.
        let reads = SqlitePoolOptions::new()
            .max_connections(READ_POOL)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            .connect_with(options.read_only(true).create_if_missing(false))
            .await?;
        // SQLite has one writer at a time anyway; one batching task keeps it busy.
        Ok(Store::with_writers(
            Pool::Sqlite(pool),
            Pool::Sqlite(reads),
            1,
        ))
    }

    /// Wraps a migrated pool and starts `writers` group-commit tasks (they stop when the last
    /// clone of the store is dropped).
    fn with_writers(pool: Pool, read_pool: Pool, writers: usize) -> Store {
        let pool = std::sync::Arc::new(pool);
        let health = std::sync::Arc::new(Health::default());
        let fence = std::sync::Arc::new(Fence::default());
        let writer = writer::Writer::start(pool.clone(), health.clone(), fence.clone(), writers);
        Store {
            pool,
            read_pool: std::sync::Arc::new(read_pool),
            read_health: std::sync::Arc::new(Health::default()),
            health,
            writer,
            fence,
        }
    }

    /// Which back end this is: `"postgres"` or `"sqlite"`.
    pub fn backend(&self) -> &'static str {
        match &*self.pool {
            Pool::Pg(_) => "postgres",
            Pool::Sqlite(_) => "sqlite",
        }
    }

    /// Whether the store answers and every known migration is applied. While the circuit is
    /// open it answers at once; otherwise it asks the database (so it is one of the probes that
    /// close the circuit once the database is back), giving up after [`ACQUIRE_TIMEOUT`] plus a
    /// little.
    ///
    /// # Errors
    /// Fails when the database cannot be queried in time.
    pub async fn is_ready(&self) -> Result<bool> {
        let limit = ACQUIRE_TIMEOUT + Duration::from_millis(200);
        match tokio::time::timeout(limit, self.check_ready()).await {
            Ok(ready) => ready,
            Err(_) => Err(StoreError::Unavailable),
        }
    }

    async fn check_ready(&self) -> Result<bool> {
        let (applied, expected): (i64, usize) = on_pool!(self, p => {
            let row = sqlx::query("SELECT COUNT(*) AS n FROM _sqlx_migrations WHERE success")
                .fetch_one(p)
                .await?;
            (row.try_get("n")?, match &*self.pool {
                Pool::Pg(_) => PG_MIGRATOR.iter().count(),
                Pool::Sqlite(_) => SQLITE_MIGRATOR.iter().count(),
            })
        });
        Ok(applied == to_i64(expected))
    }

    /// Closes the pools, waiting for checked-out connections to be returned.
    pub async fn close(&self) {
        for pool in [&self.pool, &self.read_pool] {
            match &**pool {
                Pool::Pg(p) => p.close().await,
                Pool::Sqlite(p) => p.close().await,
            }
        }
    }

    /// This store as seen through its read pool: for replay, export and listing reads, which
    /// then queue for their own few connections (read-only ones on SQLite) instead of those that
    /// commands need (issue #30). Only reads may be made through it.
    pub fn reads(&self) -> Store {
        Store {
            pool: self.read_pool.clone(),
            read_pool: self.read_pool.clone(),
            read_health: self.read_health.clone(),
            health: self.read_health.clone(),
            writer: self.writer.clone(),
            fence: self.fence.clone(),
        }
    }

    /// Creates a lobby with its host seat, atomically.
    ///
    /// # Errors
    /// Fails when the database fails; nothing is then stored.
    pub async fn create_lobby(&self, lobby: &NewLobby) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO lobbies (id, kind, options, n_seats, public, host_seat, status, version, \
                 created_at_ms, updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6, 'open', 1, $7, $7)",
            )
            .bind(lobby.id)
            .bind(&lobby.kind)
            .bind(Json(&lobby.options))
            .bind(to_i32(lobby.n_seats))
            .bind(lobby.public)
            .bind(to_i32(lobby.host_seat))
            .bind(lobby.at_ms)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO seats (lobby_id, seat, name, token_hash, is_bot, bot_level) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(lobby.id)
            .bind(to_i32(lobby.host.seat))
            .bind(&lobby.host.name)
            .bind(&lobby.host.token_hash)
            .bind(lobby.host.is_bot)
            .bind(&lobby.host.bot_level)
            .execute(&mut *tx)
            .await?;
            // With several nodes, the creating node owns the lobby from its first moment.
            if let Some(node) = self.fence.node() {
                sqlx::query(&format!(
                    "INSERT INTO lobby_leases (lobby_id, node_id, node_addr, epoch, expires_at_ms) \
                     VALUES ($1, $2, $3, 1, {} + $4)",
                    leases::DB_NOW_MS
                ))
                .bind(lobby.id)
                .bind(&node.id)
                .bind(&node.addr)
                .bind(node.ttl_ms)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
        });
        if self.fence.node().is_some() {
            leases::record_new_lease(&self.fence, lobby.id, 1);
        }
        Ok(())
    }

    /// Fills a seat and sets the lobby version, atomically.
    ///
    /// # Errors
    /// Fails when the database fails or the seat is taken.
    pub async fn add_seat(
        &self,
        lobby_id: Uuid,
        seat: &SeatRow,
        version: u64,
        at_ms: i64,
    ) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_in!(self, tx, lobby_id);
            sqlx::query(
                "INSERT INTO seats (lobby_id, seat, name, token_hash, is_bot, bot_level) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(lobby_id)
            .bind(to_i32(seat.seat))
            .bind(&seat.name)
            .bind(&seat.token_hash)
            .bind(seat.is_bot)
            .bind(&seat.bot_level)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE lobbies SET version = $2, updated_at_ms = $3 WHERE id = $1")
                .bind(lobby_id)
                .bind(version_i64(version))
                .bind(at_ms)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Frees a seat and sets the lobby version, atomically.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn remove_seat(
        &self,
        lobby_id: Uuid,
        seat: usize,
        version: u64,
        at_ms: i64,
    ) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_in!(self, tx, lobby_id);
            sqlx::query("DELETE FROM seats WHERE lobby_id = $1 AND seat = $2")
                .bind(lobby_id)
                .bind(to_i32(seat))
                .execute(&mut *tx)
                .await?;
            // The address of the player who leaves is theirs, not the seat's next player's.
            sqlx::query("DELETE FROM seat_emails WHERE lobby_id = $1 AND seat = $2")
                .bind(lobby_id)
                .bind(to_i32(seat))
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE lobbies SET version = $2, updated_at_ms = $3 WHERE id = $1")
                .bind(lobby_id)
                .bind(version_i64(version))
                .bind(at_ms)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Sets a lobby's status (e.g. `closed`, `incompatible`).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn set_lobby_status(&self, lobby_id: Uuid, status: &str, at_ms: i64) -> Result<()> {
        on_pool!(self, p => {
            let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
            sqlx::query("UPDATE lobbies SET status = $2, updated_at_ms = $3 WHERE id = $1")
                .bind(lobby_id)
                .bind(status)
                .bind(at_ms)
                .execute(&mut *conn)
                .await?;
        });
        Ok(())
    }

    /// The game of lobby `lobby_id` without its commands (kind, options, seed, stamp), if it
    /// has one.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn lobby_game_head(&self, lobby_id: Uuid) -> Result<Option<GameRow>> {
        let game_id: Option<Uuid> = on_pool!(self, p => {
            sqlx::query("SELECT id FROM games WHERE lobby_id = $1")
                .bind(lobby_id)
                .fetch_optional(p)
                .await?
                .map(|r| r.try_get("id"))
                .transpose()?
        });
        match game_id {
            Some(id) => self.load_game_head(id).await,
            None => Ok(None),
        }
    }

    /// Lobbies marked `incompatible` that hold a game, oldest first: at start-up each comes
    /// back to life when this build runs its rules version (issue #33).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn incompatible_lobby_ids(&self) -> Result<Vec<Uuid>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT l.id FROM lobbies l JOIN games g ON g.lobby_id = l.id \
                 WHERE l.status = 'incompatible' ORDER BY l.created_at_ms",
            )
            .fetch_all(p)
            .await?;
            rows.iter().map(|r| r.try_get("id")).collect::<std::result::Result<Vec<Uuid>, _>>()?
        }))
    }

    /// Moves a lobby that is still `incompatible` to `status`; false when it was not
    /// incompatible any more (another node revived it first).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn revive_lobby(&self, lobby_id: Uuid, status: &str, at_ms: i64) -> Result<bool> {
        Ok(on_pool!(self, p => {
            sqlx::query(
                "UPDATE lobbies SET status = $2, updated_at_ms = $3 \
                 WHERE id = $1 AND status = 'incompatible'",
            )
            .bind(lobby_id)
            .bind(status)
            .bind(at_ms)
            .execute(p)
            .await?
            .rows_affected()
                == 1
        }))
    }

    /// Records a started game and moves the lobby to `playing`, atomically.
    ///
    /// # Errors
    /// Fails when the database fails; the game is then not started.
    pub async fn start_game(
        &self,
        lobby_id: Uuid,
        game: &NewGame,
        version: u64,
        at_ms: i64,
    ) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_in!(self, tx, lobby_id);
            sqlx::query(
                "INSERT INTO games (id, lobby_id, kind, version_stamp, seed, n_seats, options, status, created_at_ms) \
                 SELECT $1, id, kind, $3, $4, n_seats, options, 'playing', $5 FROM lobbies WHERE id = $2",
            )
            .bind(game.id)
            .bind(lobby_id)
            .bind(&game.version_stamp)
            // The u64 seed is stored bit-cast to i64 (BIGINT has no unsigned form).
            .bind(game.seed as i64)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE lobbies SET status = 'playing', version = $2, updated_at_ms = $3 WHERE id = $1")
                .bind(lobby_id)
                .bind(version_i64(version))
                .bind(at_ms)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Appends one accepted command and sets the lobby version; when the command ends the game,
    /// also stores the result and marks game and lobby finished. All in one transaction, and
    /// durable when this returns.
    ///
    /// Appends from every lobby go through the group-commit writer ([`writer`]): whatever is
    /// waiting is written in one transaction with one commit, so concurrent lobbies share an
    /// fsync instead of queueing for one each.
    ///
    /// # Errors
    /// Fails when the database fails or `seq` is already taken; nothing is then stored.
    pub async fn append_command(&self, c: &NewCommand) -> Result<()> {
        self.writer.append(c.clone()).await
    }

    /// Stores the result of a game whose last command is already stored, and marks the game and
    /// its lobby finished. Idempotent: a result already stored is kept.
    ///
    /// # Errors
    /// Fails when the database fails; nothing is then changed.
    pub async fn finish_game(
        &self,
        lobby_id: Uuid,
        game_id: Uuid,
        result: &Value,
        at_ms: i64,
    ) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            finish_in!(tx, game_id, result, at_ms);
            sqlx::query("UPDATE lobbies SET status = 'finished', updated_at_ms = $2 WHERE id = $1")
                .bind(lobby_id)
                .bind(at_ms)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Stores a chat line.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn append_chat(&self, lobby_id: Uuid, line: &ChatRow) -> Result<()> {
        self.append_chat_with_id(lobby_id, line, None)
            .await
            .map(|_| ())
    }

    /// Stores a chat line with the sender's line id (scoped to the sender's seat; spectator
    /// ids are not stored). Returns `false` when a line with this id from this seat is already
    /// stored, in which case nothing is written. A write whose outcome is unknown is sent once
    /// more when it has an id (the id makes that safe).
    ///
    /// # Errors
    /// Fails when the database fails; `InDoubt` when the outcome stays unknown.
    pub async fn append_chat_with_id(
        &self,
        lobby_id: Uuid,
        line: &ChatRow,
        client_id: Option<&str>,
    ) -> Result<bool> {
        let client_id = client_id.filter(|_| line.seat.is_some());
        let first = self.insert_chat(lobby_id, line, client_id).await;
        match first {
            Err(e) if !e.never_sent() && !matches!(e, StoreError::Db(sqlx::Error::Database(_))) => {
                if client_id.is_none() {
                    return Err(StoreError::InDoubt(e.to_string()));
                }
                tracing::warn!(error = %e, "chat write failed in flight; sending it again");
                match self.insert_chat(lobby_id, line, client_id).await {
                    Ok(_) => Ok(true),
                    Err(again) if again.never_sent() => Err(StoreError::InDoubt(e.to_string())),
                    Err(again) => Err(StoreError::InDoubt(again.to_string())),
                }
            }
            other => other,
        }
    }

    async fn insert_chat(
        &self,
        lobby_id: Uuid,
        line: &ChatRow,
        client_id: Option<&str>,
    ) -> Result<bool> {
        let inserted = on_pool!(self, p => {
            let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO chat (lobby_id, seat, name, text, at_ms, client_id) VALUES ($1, $2, $3, $4, $5, $6) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(lobby_id)
            .bind(line.seat.map(to_i32))
            .bind(&line.name)
            .bind(&line.text)
            .bind(line.at_ms)
            .bind(client_id)
            .execute(&mut *conn)
            .await?
            .rows_affected()
        });
        Ok(inserted > 0)
    }

    /// The last `limit` chat lines of a lobby, oldest first.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn recent_chat(&self, lobby_id: Uuid, limit: usize) -> Result<Vec<ChatRow>> {
        let mut lines = on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT seat, name, text, at_ms FROM chat WHERE lobby_id = $1 ORDER BY id DESC LIMIT $2",
            )
            .bind(lobby_id)
            .bind(to_i64(limit))
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                let seat: Option<i32> = row.try_get("seat")?;
                out.push(ChatRow {
                    seat: seat.map(|s| to_usize(i64::from(s))).transpose()?,
                    name: row.try_get("name")?,
                    text: row.try_get("text")?,
                    at_ms: row.try_get("at_ms")?,
                });
            }
            out
        });
        lines.reverse();
        Ok(lines)
    }

    /// Open public lobbies, newest first.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn list_open_lobbies(&self) -> Result<Vec<OpenLobby>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT l.id, l.kind, l.n_seats, l.created_at_ms, \
                 (SELECT COUNT(*) FROM seats s WHERE s.lobby_id = l.id) AS n_filled, \
                 (SELECT s.name FROM seats s WHERE s.lobby_id = l.id AND s.seat = l.host_seat) AS host_name \
                 FROM lobbies l WHERE l.status = 'open' AND l.public ORDER BY l.created_at_ms DESC LIMIT 200",
            )
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                let n_seats: i32 = row.try_get("n_seats")?;
                let host_name: Option<String> = row.try_get("host_name")?;
                out.push(OpenLobby {
                    lobby_id: row.try_get("id")?,
                    game: row.try_get("kind")?,
                    n_seats: to_usize(i64::from(n_seats))?,
                    n_filled: to_usize(row.try_get("n_filled")?)?,
                    host_name: host_name.unwrap_or_default(),
                    created_at_ms: row.try_get("created_at_ms")?,
                });
            }
            out
        }))
    }

    /// Every lobby whose status is `open` or `playing`, with seats and game (including the full
    /// command log), for resuming after a restart.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn load_active_lobbies(&self) -> Result<Vec<LobbyRow>> {
        let ids: Vec<Uuid> = on_pool!(self, p => {
            let rows = sqlx::query("SELECT id FROM lobbies WHERE status IN ('open', 'playing') ORDER BY created_at_ms")
                .fetch_all(p)
                .await?;
            rows.iter().map(|r| r.try_get("id")).collect::<std::result::Result<_, _>>()?
        });
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(lobby) = self.load_lobby(id).await? {
                out.push(lobby);
            }
        }
        Ok(out)
    }

    /// One lobby with its seats and game, if it exists.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn load_lobby(&self, id: Uuid) -> Result<Option<LobbyRow>> {
        let lobby = on_pool!(self, p => {
            let Some(row) = sqlx::query(
                "SELECT id, kind, options, n_seats, public, host_seat, status, version, created_at_ms \
                 FROM lobbies WHERE id = $1",
            )
            .bind(id)
            .fetch_optional(p)
            .await?
            else {
                return Ok(None);
            };
            let Json(options): Json<Value> = row.try_get("options")?;
            let n_seats: i32 = row.try_get("n_seats")?;
            let host_seat: i32 = row.try_get("host_seat")?;
            let version: i64 = row.try_get("version")?;
            let seat_rows = sqlx::query("SELECT seat, name, token_hash, is_bot, bot_level FROM seats WHERE lobby_id = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(p)
                .await?;
            let mut seats = Vec::with_capacity(seat_rows.len());
            for s in seat_rows {
                let seat: i32 = s.try_get("seat")?;
                seats.push(SeatRow {
                    seat: to_usize(i64::from(seat))?,
                    name: s.try_get("name")?,
                    token_hash: s.try_get("token_hash")?,
                    is_bot: s.try_get("is_bot")?,
                    bot_level: s.try_get("bot_level")?,
                });
            }
            let game_id: Option<Uuid> = sqlx::query("SELECT id FROM games WHERE lobby_id = $1")
                .bind(id)
                .fetch_optional(p)
                .await?
                .map(|r| r.try_get("id"))
                .transpose()?;
            Some((
                LobbyRow {
                    id,
                    kind: row.try_get("kind")?,
                    options,
                    n_seats: to_usize(i64::from(n_seats))?,
                    public: row.try_get("public")?,
                    host_seat: to_usize(i64::from(host_seat))?,
                    status: row.try_get("status")?,
                    version: u64::try_from(version).map_err(|_| StoreError::Corrupt("negative version".into()))?,
                    created_at_ms: row.try_get("created_at_ms")?,
                    seats,
                    game: None,
                },
                game_id,
            ))
        });
        let Some((mut lobby, game_id)) = lobby else {
            return Ok(None);
        };
        if let Some(game_id) = game_id {
            lobby.game = self.load_game(game_id).await?;
        }
        Ok(Some(lobby))
    }

    /// One game with its command log and result, if it exists.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn load_game(&self, id: Uuid) -> Result<Option<GameRow>> {
        self.load_game_with(id, true).await
    }

    /// One game and its result, without its command log (`commands` is empty): what a replay
    /// reads before the commands it has not seen yet ([`Store::commands_since`]).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn load_game_head(&self, id: Uuid) -> Result<Option<GameRow>> {
        self.load_game_with(id, false).await
    }

    async fn load_game_with(&self, id: Uuid, with_commands: bool) -> Result<Option<GameRow>> {
        Ok(on_pool!(self, p => {
            let Some(row) = sqlx::query(
                "SELECT g.id, g.lobby_id, g.kind, g.version_stamp, g.seed, g.n_seats, g.options, g.status, \
                 g.created_at_ms, g.finished_at_ms, g.imported, r.result FROM games g \
                 LEFT JOIN results r ON r.game_id = g.id WHERE g.id = $1",
            )
            .bind(id)
            .fetch_optional(p)
            .await?
            else {
                return Ok(None);
            };
            let cmd_rows = if with_commands {
                sqlx::query("SELECT seq, seat, command, client_id, version FROM commands WHERE game_id = $1 ORDER BY seq")
                    .bind(id)
                    .fetch_all(p)
                    .await?
            } else {
                Vec::new()
            };
            let mut commands = Vec::with_capacity(cmd_rows.len());
            for c in cmd_rows {
                commands.push(command_row!(&c));
            }
            let Json(options): Json<Value> = row.try_get("options")?;
            let result: Option<Json<Value>> = row.try_get("result")?;
            let seed: i64 = row.try_get("seed")?;
            let n_seats: i32 = row.try_get("n_seats")?;
            Some(GameRow {
                id,
                lobby_id: row.try_get("lobby_id")?,
                kind: row.try_get("kind")?,
                version_stamp: row.try_get("version_stamp")?,
                // Undo the bit-cast made when storing.
                seed: seed as u64,
                n_seats: to_usize(i64::from(n_seats))?,
                options,
                status: row.try_get("status")?,
                created_at_ms: row.try_get("created_at_ms")?,
                finished_at_ms: row.try_get("finished_at_ms")?,
                result: result.map(|Json(v)| v),
                commands,
                imported: row.try_get("imported")?,
            })
        }))
    }

    /// Waits until no transaction that changes this lobby is still in flight, so a read that
    /// follows sees the outcome of a write whose reply was lost. Every lobby write updates the
    /// lobby's row; on PostgreSQL this takes that row's lock (waiting at most [`SETTLE_WAIT`])
    /// and lets it go. SQLite has no such writes in flight: nothing to wait for.
    ///
    /// # Errors
    /// Fails when the database fails or the wait times out.
    pub async fn settle(&self, lobby_id: Uuid) -> Result<()> {
        self.health.gate()?;
        let result: Result<()> = bounded(async {
            if let Pool::Pg(p) = &*self.pool {
                let mut tx = p.begin().await.map_err(StoreError::Connect)?;
                sqlx::query(&format!(
                    "SET LOCAL lock_timeout = {}",
                    SETTLE_WAIT.as_millis()
                ))
                .execute(&mut *tx)
                .await?;
                sqlx::query("SELECT 1 FROM lobbies WHERE id = $1 FOR UPDATE")
                    .bind(lobby_id)
                    .fetch_optional(&mut *tx)
                    .await?;
                tx.rollback().await?;
            }
            Ok(())
        })
        .await;
        self.health.observe(&self.pool, &result);
        result
    }

    /// The stored commands of a game from sequence number `from` on, in order: what a lobby
    /// reads to catch up after a sequence conflict or a write whose outcome was unknown.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn commands_since(&self, game_id: Uuid, from: i64) -> Result<Vec<CommandRow>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT seq, seat, command, client_id, version FROM commands WHERE game_id = $1 AND seq >= $2 ORDER BY seq",
            )
            .bind(game_id)
            .bind(from)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for c in rows {
                out.push(command_row!(&c));
            }
            out
        }))
    }

    /// Finished games, newest first (at most 200).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn list_finished_games(&self) -> Result<Vec<FinishedGame>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT g.id, g.lobby_id, g.kind, g.n_seats, g.finished_at_ms, g.imported, r.result FROM games g \
                 JOIN results r ON r.game_id = g.id WHERE g.status = 'finished' \
                 ORDER BY g.finished_at_ms DESC LIMIT 200",
            )
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                let lobby_id: Uuid = row.try_get("lobby_id")?;
                let names = sqlx::query("SELECT name, is_bot, bot_level FROM seats WHERE lobby_id = $1 ORDER BY seat")
                    .bind(lobby_id)
                    .fetch_all(p)
                    .await?;
                let bots = bot_seats(&names)?;
                let n_seats: i32 = row.try_get("n_seats")?;
                let finished: Option<i64> = row.try_get("finished_at_ms")?;
                let Json(result): Json<Value> = row.try_get("result")?;
                out.push(FinishedGame {
                    game_id: row.try_get("id")?,
                    lobby_id,
                    game: row.try_get("kind")?,
                    n_seats: to_usize(i64::from(n_seats))?,
                    players: names.iter().map(|r| r.try_get("name")).collect::<std::result::Result<_, _>>()?,
                    bots,
                    finished_at_ms: finished.unwrap_or_default(),
                    result,
                    imported: row.try_get("imported")?,
                });
            }
            out
        }))
    }
}

impl Store {
    /// The player names of a lobby, by seat (free seats are absent), and the server bot of
    /// each seat (`None` for players).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn seat_names(&self, lobby_id: Uuid) -> Result<(Vec<String>, Vec<Option<BotSeat>>)> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query("SELECT name, is_bot, bot_level FROM seats WHERE lobby_id = $1 ORDER BY seat")
                .bind(lobby_id)
                .fetch_all(p)
                .await?;
            let names = rows.iter().map(|r| r.try_get("name")).collect::<std::result::Result<Vec<String>, _>>()?;
            (names, bot_seats(&rows)?)
        }))
    }

    /// Stores an imported finished game in short transactions, so that it never holds the
    /// database's write lock (SQLite has one for the whole file) for more than one chunk of
    /// [`IMPORT_CHUNK`] rows while every lobby's commands wait: first a private lobby with one
    /// seat row per player (tokens nobody holds) and the game, both marked `importing` (listed
    /// nowhere, resumed never, and their ids are not known to anyone yet); then the commands and
    /// seat events chunk by chunk; then the result, and the game and lobby become `finished` in
    /// the last transaction. When a step fails, what was written is deleted again; an import
    /// cut short by a crash is deleted at the next start-up ([`Store::sweep_imports`]).
    ///
    /// # Errors
    /// Fails when the database fails; nothing is then left stored.
    pub async fn import_game(&self, g: &ImportedGame) -> Result<()> {
        let result = self.import_chunks(g).await;
        if result.is_err() {
            if let Err(e) = self.delete_import(g.game_id, g.lobby_id).await {
                tracing::warn!(game = %g.game_id, error = %e, "could not delete a failed import; the next start-up will");
            }
        }
        result
    }

    async fn import_chunks(&self, g: &ImportedGame) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO lobbies (id, kind, options, n_seats, public, host_seat, status, version, \
                 created_at_ms, updated_at_ms) VALUES ($1, $2, $3, $4, FALSE, 0, 'importing', 1, $5, $5)",
            )
            .bind(g.lobby_id)
            .bind(&g.kind)
            .bind(Json(&g.options))
            .bind(to_i32(g.n_seats))
            .bind(g.at_ms)
            .execute(&mut *tx)
            .await?;
            for (seat, name) in g.players.iter().enumerate() {
                let bot = g.bots.get(seat).copied().flatten();
                sqlx::query(
                    "INSERT INTO seats (lobby_id, seat, name, token_hash, is_bot, bot_level) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(g.lobby_id)
                .bind(to_i32(seat))
                .bind(name)
                // No token hashes to this: nobody can act in an imported lobby.
                .bind("imported")
                .bind(bot.is_some())
                .bind(bot.map(|level| level.to_string()))
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query(
                "INSERT INTO games (id, lobby_id, kind, version_stamp, seed, n_seats, options, status, \
                 created_at_ms, finished_at_ms, imported) VALUES ($1, $2, $3, $4, $5, $6, $7, 'importing', $8, $8, TRUE)",
            )
            .bind(g.game_id)
            .bind(g.lobby_id)
            .bind(&g.kind)
            .bind(&g.version_stamp)
            .bind(g.seed as i64)
            .bind(to_i32(g.n_seats))
            .bind(Json(&g.options))
            .bind(g.at_ms)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        for (chunk_n, chunk) in g.commands.chunks(IMPORT_CHUNK).enumerate() {
            let first = chunk_n * IMPORT_CHUNK;
            let turn = self.sqlite_turn().await;
            on_pool!(self, p => {
                let mut tx = p.begin().await.map_err(StoreError::Connect)?;
                let mut q = sqlx::QueryBuilder::new(
                    "INSERT INTO commands (game_id, seq, seat, command, at_ms) ",
                );
                q.push_values(chunk.iter().enumerate(), |mut row, (i, (seat, command))| {
                    row.push_bind(g.game_id)
                        .push_bind(to_i64(first + i))
                        .push_bind(to_i32(*seat))
                        .push_bind(Json(command))
                        .push_bind(g.at_ms);
                });
                q.build().execute(&mut *tx).await?;
                tx.commit().await?;
            });
            drop(turn);
            // Let the commands of running games take the lock between two chunks.
            tokio::task::yield_now().await;
        }
        for chunk in g.seat_events.chunks(IMPORT_CHUNK) {
            let turn = self.sqlite_turn().await;
            on_pool!(self, p => {
                let mut tx = p.begin().await.map_err(StoreError::Connect)?;
                for e in chunk {
                    seats::insert_seat_event!(tx, g.game_id, e);
                }
                tx.commit().await?;
            });
            drop(turn);
            tokio::task::yield_now().await;
        }
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query("INSERT INTO results (game_id, result) VALUES ($1, $2)")
                .bind(g.game_id)
                .bind(Json(&g.result))
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE games SET status = 'finished' WHERE id = $1")
                .bind(g.game_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE lobbies SET status = 'finished' WHERE id = $1")
                .bind(g.lobby_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// The SQLite write turn ([`SQLITE_WRITE_TURN`]); none on PostgreSQL, which locks rows.
    async fn sqlite_turn(&self) -> Option<tokio::sync::MutexGuard<'static, ()>> {
        match &*self.pool {
            Pool::Sqlite(_) => Some(SQLITE_WRITE_TURN.lock().await),
            Pool::Pg(_) => None,
        }
    }

    /// Deletes an import that did not finish: its rows of every table, in one transaction.
    async fn delete_import(&self, game_id: Uuid, lobby_id: Uuid) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            for table in ["results", "seat_events", "commands"] {
                sqlx::query(&format!("DELETE FROM {table} WHERE game_id = $1"))
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            sqlx::query("DELETE FROM games WHERE id = $1 AND status = 'importing'")
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM seats WHERE lobby_id = $1")
                .bind(lobby_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM lobbies WHERE id = $1 AND status = 'importing'")
                .bind(lobby_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Deletes every import that a crash cut short: games still `importing` that were begun
    /// before `before_ms` (an import takes seconds; with several nodes another node may be
    /// importing right now). Run at start-up. Returns how many.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn sweep_imports(&self, before_ms: i64) -> Result<usize> {
        let rows: Vec<(Uuid, Uuid)> = on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT id, lobby_id FROM games WHERE status = 'importing' AND created_at_ms < $1",
            )
            .bind(before_ms)
            .fetch_all(p)
                .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                out.push((r.try_get("id")?, r.try_get("lobby_id")?));
            }
            out
        });
        for (game_id, lobby_id) in &rows {
            self.delete_import(*game_id, *lobby_id).await?;
        }
        Ok(rows.len())
    }
}

/// Whose turn it is to write to SQLite, for the two writers that would otherwise take turns by
/// polling: the group commit and the import chunks. SQLite has one write lock per file, and a
/// writer refused it sleeps in growing steps (its busy handler) while a writer that releases and
/// takes it again at once keeps winning; this lock is fair (first come, first served), so a
/// batch of commands waits for at most the one import chunk in progress.
static SQLITE_WRITE_TURN: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Rows an import writes per transaction: small enough that a chunk holds SQLite's write lock
/// for a few milliseconds (docs/security.md has the measurement).
pub const IMPORT_CHUNK: usize = 200;

/// Writes a batch of appends in one transaction (the group-commit writer's unit of work).
/// Returns the lobbies whose commands were refused because this node does not hold their lease
/// (always none on a single node); every other command of the batch is stored.
async fn append_batch(pool: &Pool, fence: &Fence, batch: &[NewCommand]) -> Result<Vec<Uuid>> {
    if let (Pool::Pg(p), Some(node)) = (pool, fence.node()) {
        return append_batch_fenced(p, fence, &node.id, batch).await;
    }
    match pool {
        Pool::Pg(p) => {
            let mut games = Vec::with_capacity(batch.len());
            let mut seqs = Vec::with_capacity(batch.len());
            let mut seats = Vec::with_capacity(batch.len());
            let mut commands = Vec::with_capacity(batch.len());
            let mut ats = Vec::with_capacity(batch.len());
            let mut client_ids = Vec::with_capacity(batch.len());
            let mut command_versions = Vec::with_capacity(batch.len());
            for c in batch {
                games.push(c.game_id);
                seqs.push(c.seq);
                seats.push(to_i32(c.seat));
                commands.push(c.command.to_string());
                ats.push(c.at_ms);
                client_ids.push(c.client_id.clone());
                command_versions.push(version_i64(c.version));
            }
            // One row per lobby (the newest), so the UPDATE never sees a lobby twice.
            let mut newest: std::collections::HashMap<Uuid, &NewCommand> =
                std::collections::HashMap::with_capacity(batch.len());
            for c in batch {
                let e = newest.entry(c.lobby_id).or_insert(c);
                if c.version > e.version {
                    *e = c;
                }
            }
            let (mut ids, mut versions, mut statuses, mut lobby_ats) =
                (Vec::new(), Vec::new(), Vec::new(), Vec::new());
            for c in newest.values() {
                ids.push(c.lobby_id);
                versions.push(version_i64(c.version));
                statuses.push(if c.result.is_some() {
                    "finished"
                } else {
                    "playing"
                });
                lobby_ats.push(c.at_ms);
            }
            // Every command row and every lobby version in ONE statement: on its own it is
            // its own transaction, so the whole batch costs one round trip and one commit.
            let write = sqlx::query(
                "WITH appended AS ( \
                   INSERT INTO commands (game_id, seq, seat, command, at_ms, client_id, version) \
                   SELECT g, s, st, c::jsonb, a, ci, v \
                   FROM UNNEST($1::uuid[], $2::int8[], $3::int4[], $4::text[], $5::int8[], $10::text[], $11::int8[]) \
                     AS t(g, s, st, c, a, ci, v) \
                 ) \
                 UPDATE lobbies AS l SET version = t.v, status = t.st, updated_at_ms = t.a \
                 FROM UNNEST($6::uuid[], $7::int8[], $8::text[], $9::int8[]) AS t(id, v, st, a) \
                 WHERE l.id = t.id",
            )
            .bind(&games)
            .bind(&seqs)
            .bind(&seats)
            .bind(&commands)
            .bind(&ats)
            .bind(&ids)
            .bind(&versions)
            .bind(&statuses)
            .bind(&lobby_ats)
            .bind(&client_ids)
            .bind(&command_versions);
            if batch.iter().all(|c| c.result.is_none()) {
                let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
                write.execute(&mut *conn).await?;
            } else {
                let mut tx = p.begin().await.map_err(StoreError::Connect)?;
                write.execute(&mut *tx).await?;
                for c in batch {
                    if let Some(result) = &c.result {
                        finish_in!(tx, c.game_id, result, c.at_ms);
                    }
                }
                tx.commit().await?;
            }
        }
        Pool::Sqlite(p) => {
            let _turn = SQLITE_WRITE_TURN.lock().await;
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            for c in batch {
                sqlx::query("INSERT INTO commands (game_id, seq, seat, command, at_ms, client_id, version) VALUES ($1, $2, $3, $4, $5, $6, $7)")
                    .bind(c.game_id)
                    .bind(c.seq)
                    .bind(to_i32(c.seat))
                    .bind(Json(&c.command))
                    .bind(c.at_ms)
                    .bind(&c.client_id)
                    .bind(version_i64(c.version))
                    .execute(&mut *tx)
                    .await?;
                let status = if c.result.is_some() {
                    "finished"
                } else {
                    "playing"
                };
                sqlx::query("UPDATE lobbies SET version = $2, status = $3, updated_at_ms = $4 WHERE id = $1 AND version <= $2")
                    .bind(c.lobby_id)
                    .bind(version_i64(c.version))
                    .bind(status)
                    .bind(c.at_ms)
                    .execute(&mut *tx)
                    .await?;
                if let Some(result) = &c.result {
                    finish_in!(tx, c.game_id, result, c.at_ms);
                }
            }
            tx.commit().await?;
        }
    }
    Ok(Vec::new())
}

/// [`append_batch`] with fencing (several nodes): the same single statement, plus a `fence`
/// that locks the lease row of every lobby in the batch `FOR SHARE` and keeps those still held
/// by this node under the epoch it acquired. Only their commands are inserted and only their
/// lobbies updated; a takeover (which updates the lease row) waits for this statement to commit,
/// and a statement after a takeover sees the new epoch. One round trip, as without fencing.
async fn append_batch_fenced(
    p: &PgPool,
    fence: &Fence,
    node: &str,
    batch: &[NewCommand],
) -> Result<Vec<Uuid>> {
    let mut refused: Vec<Uuid> = Vec::new();
    let mut fence_ids = Vec::new();
    let mut fence_epochs = Vec::new();
    let mut kept: Vec<&NewCommand> = Vec::with_capacity(batch.len());
    for c in batch {
        match fence.epoch(c.lobby_id).flatten() {
            Some(epoch) => {
                if !fence_ids.contains(&c.lobby_id) {
                    fence_ids.push(c.lobby_id);
                    fence_epochs.push(epoch);
                }
                kept.push(c);
            }
            None => {
                if !refused.contains(&c.lobby_id) {
                    refused.push(c.lobby_id);
                }
            }
        }
    }
    if kept.is_empty() {
        return Ok(refused);
    }
    let n = kept.len();
    let (mut games, mut seqs, mut seats, mut commands, mut ats, mut client_ids, mut cvs, mut lobs) = (
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
    );
    for c in &kept {
        games.push(c.game_id);
        seqs.push(c.seq);
        seats.push(to_i32(c.seat));
        commands.push(c.command.to_string());
        ats.push(c.at_ms);
        client_ids.push(c.client_id.clone());
        cvs.push(version_i64(c.version));
        lobs.push(c.lobby_id);
    }
    let mut newest: std::collections::HashMap<Uuid, &NewCommand> =
        std::collections::HashMap::with_capacity(n);
    for c in &kept {
        let e = newest.entry(c.lobby_id).or_insert(c);
        if c.version > e.version {
            *e = c;
        }
    }
    let (mut ids, mut versions, mut statuses, mut lobby_ats) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for c in newest.values() {
        ids.push(c.lobby_id);
        versions.push(version_i64(c.version));
        statuses.push(if c.result.is_some() {
            "finished"
        } else {
            "playing"
        });
        lobby_ats.push(c.at_ms);
    }
    let write = sqlx::query(
        "WITH fence AS ( \
           SELECT ll.lobby_id FROM lobby_leases ll \
           JOIN UNNEST($12::uuid[], $13::int8[]) AS f(id, ep) ON ll.lobby_id = f.id AND ll.epoch = f.ep \
           WHERE ll.node_id = $14 FOR SHARE OF ll \
         ), appended AS ( \
           INSERT INTO commands (game_id, seq, seat, command, at_ms, client_id, version) \
           SELECT g, s, st, c::jsonb, a, ci, v \
           FROM UNNEST($1::uuid[], $2::int8[], $3::int4[], $4::text[], $5::int8[], $10::text[], $11::int8[], $15::uuid[]) \
             AS t(g, s, st, c, a, ci, v, lob) \
           WHERE t.lob IN (SELECT lobby_id FROM fence) \
         ), updated AS ( \
           UPDATE lobbies AS l SET version = t.v, status = t.st, updated_at_ms = t.a \
           FROM UNNEST($6::uuid[], $7::int8[], $8::text[], $9::int8[]) AS t(id, v, st, a) \
           WHERE l.id = t.id AND t.id IN (SELECT lobby_id FROM fence) \
         ) \
         SELECT lobby_id FROM fence",
    )
    .bind(&games)
    .bind(&seqs)
    .bind(&seats)
    .bind(&commands)
    .bind(&ats)
    .bind(&ids)
    .bind(&versions)
    .bind(&statuses)
    .bind(&lobby_ats)
    .bind(&client_ids)
    .bind(&cvs)
    .bind(&fence_ids)
    .bind(&fence_epochs)
    .bind(node)
    .bind(&lobs);
    let held: Vec<Uuid> = if kept.iter().all(|c| c.result.is_none()) {
        let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
        let rows = write.fetch_all(&mut *conn).await?;
        rows.iter()
            .map(|r| r.try_get("lobby_id"))
            .collect::<std::result::Result<_, _>>()?
    } else {
        let mut tx = p.begin().await.map_err(StoreError::Connect)?;
        let rows = write.fetch_all(&mut *tx).await?;
        let held: Vec<Uuid> = rows
            .iter()
            .map(|r| r.try_get("lobby_id"))
            .collect::<std::result::Result<_, _>>()?;
        for c in &kept {
            if let (Some(result), true) = (&c.result, held.contains(&c.lobby_id)) {
                finish_in!(tx, c.game_id, result, c.at_ms);
            }
        }
        tx.commit().await?;
        held
    };
    for id in fence_ids {
        if !held.contains(&id) {
            // The lease was taken over: forget it, so later writes are refused at once.
            fence.forget_epoch(id);
            refused.push(id);
        }
    }
    Ok(refused)
}

/// What the store holds at a command's sequence number after [`reappend`].
enum Reappended {
    /// This very command (written now or by the earlier attempt).
    Ours,
    /// Another command holds the number.
    Other,
}

/// Writes `c` again, idempotently, to learn the outcome of an attempt whose reply was lost: the
/// insert does nothing if the number is taken, and on PostgreSQL it first waits for a
/// transaction still writing that number, so the answer cannot race the lost commit. Then the
/// row at `seq` tells whether it is this command (same seat, time and version); if so the lobby
/// version and any result are brought up to date in the same transaction.
async fn reappend(pool: &Pool, fence: &Fence, c: &NewCommand) -> Result<Reappended> {
    macro_rules! body {
        ($p:ident, $pg:expr) => {{
            let mut tx = $p.begin().await.map_err(StoreError::Connect)?;
            if $pg {
                // The insert may wait for the lost transaction; not for ever.
                sqlx::query(&format!("SET LOCAL lock_timeout = {}", SETTLE_WAIT.as_millis()))
                    .execute(&mut *tx)
                    .await?;
            }
            // With several nodes: write only while still holding the lease. A takeover waited
            // for the lost transaction, so when the lease is gone the row below is final.
            let held = match (fence.node(), fence.epoch(c.lobby_id).flatten()) {
                (None, _) => true,
                (Some(_), None) => false,
                (Some(node), Some(epoch)) => sqlx::query(
                    "SELECT 1 AS held FROM lobby_leases WHERE lobby_id = $1 AND node_id = $2 AND epoch = $3 FOR SHARE",
                )
                .bind(c.lobby_id)
                .bind(&node.id)
                .bind(epoch)
                .fetch_optional(&mut *tx)
                .await?
                .is_some(),
            };
            if held {
            sqlx::query(
                "INSERT INTO commands (game_id, seq, seat, command, at_ms, client_id, version) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
            )
            .bind(c.game_id)
            .bind(c.seq)
            .bind(to_i32(c.seat))
            .bind(Json(&c.command))
            .bind(c.at_ms)
            .bind(&c.client_id)
            .bind(version_i64(c.version))
            .execute(&mut *tx)
            .await?;
            }
            let row = sqlx::query("SELECT seat, at_ms, version FROM commands WHERE game_id = $1 AND seq = $2")
                .bind(c.game_id)
                .bind(c.seq)
                .fetch_optional(&mut *tx)
                .await?;
            let ours = match row {
                Some(row) => {
                    let seat: i32 = row.try_get("seat")?;
                    let at_ms: i64 = row.try_get("at_ms")?;
                    let version: Option<i64> = row.try_get("version")?;
                    seat == to_i32(c.seat) && at_ms == c.at_ms && version == Some(version_i64(c.version))
                }
                None => false,
            };
            if !ours {
                tx.rollback().await?;
                return if held { Ok(Reappended::Other) } else { Err(leases::fenced(c.lobby_id)) };
            }
            if !held {
                // Stored by the lost attempt; the lobby row is the new owner's business now.
                tx.rollback().await?;
                return Ok(Reappended::Ours);
            }
            let status = if c.result.is_some() { "finished" } else { "playing" };
            sqlx::query("UPDATE lobbies SET version = $2, status = $3, updated_at_ms = $4 WHERE id = $1 AND version <= $2")
                .bind(c.lobby_id)
                .bind(version_i64(c.version))
                .bind(status)
                .bind(c.at_ms)
                .execute(&mut *tx)
                .await?;
            if let Some(result) = &c.result {
                finish_in!(tx, c.game_id, result, c.at_ms);
            }
            tx.commit().await?;
            Ok(Reappended::Ours)
        }};
    }
    match pool {
        Pool::Pg(p) => body!(p, true),
        Pool::Sqlite(p) => body!(p, false),
    }
}

mod seats;
pub use seats::{ClockRow, KeptSeat, SeatEventRow};
mod idempotency;
pub use idempotency::IdempotencyClaim;
mod accounts;
mod groups;
pub use groups::{members_key, GroupGame, GroupMember, GroupRow, LobbyClaim};
mod mail;
pub use accounts::{AccountGame, AccountRow, ChallengeRow, ClaimOutcome, PasskeyRow};
// Ratings and history (issue #39 items 3 and 4).
mod ratings;
pub use mail::{
    ConfirmLink, MailGate, MailQuota, MailRecord, PendingEmail, SeatEmailRow, Unsubscribe,
};
pub use ratings::{
    HistoryChange, HistoryGame, LobbyRatings, MuSigma, RatedSeat, RatingFacts, RatingRow,
    RatingSeat, SeatRating, Settling,
};

#[cfg(test)]
mod read_pool_tests {
    use super::*;

    /// Replay and export reads go through their own pool (read-only on SQLite): with every one
    /// of its connections taken, reads through it wait and give up, while lobby changes and
    /// commands go on, and nothing can be written through it (issue #30: replay reads took the
    /// connections commands needed and half of those were refused `not_stored`).
    #[tokio::test]
    async fn reads_cannot_take_the_connections_writes_need() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::open_sqlite(dir.path()).await.expect("open");
        let Pool::Sqlite(reads) = &*store.read_pool else {
            panic!("an SQLite store has an SQLite read pool");
        };
        let mut held = Vec::new();
        for _ in 0..READ_POOL {
            held.push(reads.acquire().await.expect("a read connection"));
        }
        let refused = store.reads().load_game_head(Uuid::new_v4()).await;
        assert!(
            matches!(refused, Err(StoreError::Db(sqlx::Error::PoolTimedOut))),
            "{refused:?}"
        );
        let lobby = NewLobby {
            id: Uuid::new_v4(),
            kind: "dungeon-lords".into(),
            options: serde_json::json!({}),
            n_seats: 2,
            public: false,
            host_seat: 0,
            host: SeatRow {
                seat: 0,
                name: "Ann".into(),
                token_hash: "h".into(),
                is_bot: false,
                bot_level: None,
            },
            at_ms: 1,
        };
        store.create_lobby(&lobby).await.expect("a write goes on");
        assert!(store.load_lobby(lobby.id).await.expect("read").is_some());
        drop(held);
        let another = NewLobby {
            id: Uuid::new_v4(),
            ..lobby
        };
        let written = store.reads().create_lobby(&another).await;
        assert!(written.is_err(), "the read pool is read-only");
    }
}
