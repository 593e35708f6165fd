//! Replays step by step (issue #21): the view of a stored game at any step for one viewer, an
//! index of season, phase and combat-round markers, the exported game record and its import, and
//! the log as text. Step `k` is the state after the first `k` stored commands (0 = the start).
//!
//! Scrubbing is cheap because each game's [`Timeline`] keeps copies of the game (checkpoints):
//! a step is rebuilt from the nearest checkpoint at or before it, never from the start. What a
//! replay may cost is bounded (issue #30; docs/replays.md has the figures): checkpoints by count
//! ([`MAX_CHECKPOINTS`]) and by bytes ([`TIMELINE_BYTES`]), the cache of timelines by bytes
//! ([`CACHE_BYTES`]), replay work to a few jobs at once, stopped when its request ends, and
//! reads through the store's read pool.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use engine::common::Viewer;
use protocol::bots::Level;
use protocol::messages::BotSeat;
use protocol::{GameKind, HostedGame};
use serde::Deserialize;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::api::AppState;
use crate::error::AppError;
use crate::limits::{ClientIp, GameLimits, MAX_SEAT_EVENTS};
use crate::lobby::{now_ms, GameFactory};
use crate::store::{GameRow, ImportedGame, SeatEventRow};
use crate::text::check_name;
use protocol::seats::{Control, SeatEvent};

/// Checkpoints are kept every this many steps at first; the spacing doubles whenever a
/// timeline would pass [`MAX_CHECKPOINTS`] or [`TIMELINE_BYTES`].
pub const CHECKPOINT_EVERY: usize = 16;
/// Most checkpoints one timeline keeps.
pub const MAX_CHECKPOINTS: usize = 64;
/// Most bytes of one timeline's checkpoints (each counted by `HostedGame::approx_bytes`).
pub const TIMELINE_BYTES: usize = 24 * 1024 * 1024;
/// Most bytes of all cached timelines (checkpoints, head and commands); the least recently
/// used are dropped first.
pub const CACHE_BYTES: usize = 96 * 1024 * 1024;
/// Steps a walk takes between two looks at whether its request is still there.
const CANCEL_CHECK_EVERY: usize = 32;
/// The `format` of an exported game record.
pub const RECORD_FORMAT: &str = "dlo-game-record";
/// The version of the record format this server writes and reads.
pub const RECORD_FORMAT_VERSION: u64 = 1;
/// Largest `options` object of an imported record, serialized: a lobby's options come in a
/// request body of at most 16 KiB.
pub const MAX_OPTIONS_BYTES: usize = 16 * 1024;
/// Largest import body, in bytes (every other request body is limited far lower in `api`).
pub const MAX_IMPORT_BYTES: usize = 4 * 1024 * 1024;

/// The routes of this module, merged into the API router.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/games/{id}/steps", get(index))
        .route("/api/games/{id}/steps/{step}", get(step_view))
        .route("/api/games/{id}/export", get(export))
        .route("/api/games/{id}/log.txt", get(log_text))
        .route(
            "/api/games/import",
            post(import).layer(DefaultBodyLimit::max(MAX_IMPORT_BYTES)),
        )
        .route("/api/training/{scenario}/book", get(training_book))
}

// ------------------------------------------------------------ the book's solutions (issue 38)

/// The seed of every book replay. A training position does not depend on its seed (its pieces
/// are picked by kind), and the book's commands are worked out for the seed they are played on.
pub const BOOK_SEED: u64 = 38;
/// The first bytes of a book replay's game id: no stored game has them (stored ids are random
/// version-4 UUIDs; a book id is version 8, "custom").
const BOOK_ID_PREFIX: &[u8; 6] = b"dlo-bk";

/// The game id of the book's solution of training scenario `scenario`: the same on every server
/// and every start (a link to it keeps working), made from the scenario id (FNV-1a, 64 bits).
pub fn book_game_id(scenario: &str) -> Uuid {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in scenario.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    let mut bytes = [0u8; 16];
    bytes[..6].copy_from_slice(BOOK_ID_PREFIX);
    // Version 8 in the high nibble of byte 6, the RFC 9562 variant in byte 8.
    bytes[6] = 0x80;
    bytes[8..].copy_from_slice(&hash.to_be_bytes());
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    Uuid::from_bytes(bytes)
}

/// The training scenario whose book replay has this id, if any.
fn book_scenario(id: Uuid) -> Option<String> {
    if !id.as_bytes().starts_with(BOOK_ID_PREFIX) {
        return None;
    }
    engine::dungeon_lords::training::scenarios()
        .ok()?
        .into_iter()
        .map(|s| s.id)
        .find(|s| book_game_id(s) == id)
}

/// The book's solution of `scenario` as a finished game that is never stored: its row (the
/// options of the training game, [`BOOK_SEED`], the result its commands reach) and its
/// commands, taken from the fixture (`engine/data/dl-training.txt`).
fn book_game(factory: &GameFactory, scenario: &str) -> Result<Loaded, AppError> {
    let options = json!({ "training": scenario });
    let kind = GameKind::DungeonLords;
    let training = engine::dungeon_lords::training::new_game(
        protocol::games::dungeon_lords::defs(),
        scenario,
        BOOK_SEED,
    )
    .map_err(|e| AppError::Internal(e.to_string()))?;
    let commands: Vec<(usize, Value)> = training
        .training
        .as_ref()
        .map(|t| {
            t.book_commands
                .iter()
                .map(|b| (b.seat, b.command.clone()))
                .collect()
        })
        .unwrap_or_default();
    let mut game = factory(kind, &options, 2, BOOK_SEED).map_err(|e| incompatible(&e.message))?;
    for (n, (seat, command)) in commands.iter().enumerate() {
        game.apply(*seat, command)
            .map_err(|r| stored_rejected(n, &r.message))?;
    }
    let result = game.result().filter(|_| game.is_finished());
    if result.is_none() {
        return Err(AppError::Internal(format!(
            "the book's solution of {scenario} does not finish its game"
        )));
    }
    let kind_name = serde_json::to_value(kind)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default();
    Ok(Loaded {
        row: GameRow {
            id: book_game_id(scenario),
            lobby_id: Uuid::nil(),
            kind: kind_name,
            version_stamp: game.version_stamp(),
            seed: BOOK_SEED,
            n_seats: 2,
            options,
            status: "finished".into(),
            created_at_ms: 0,
            finished_at_ms: None,
            result,
            commands: vec![],
            imported: false,
        },
        kind,
        seat_events: vec![],
        finished: true,
        book: Some((scenario.to_owned(), commands)),
    })
}

/// `GET /api/training/{scenario}/book`: the id of the book's solution of a training scenario,
/// a finished game the replay routes serve like any other (built from the fixture on demand,
/// never stored, listed or counted as an import).
async fn training_book(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(scenario): Path<String>,
) -> Result<Json<Value>, AppError> {
    state.quotas.check_replay_read(ip)?;
    let known = engine::dungeon_lords::training::scenario(&scenario)
        .map_err(|e| AppError::bad_request("unknown_scenario", e.to_string()))?;
    let g = book_game(&state.deps.factory, &known.id)?;
    Ok(Json(json!({
        "scenario": known.id,
        "game_id": g.row.id,
        "n_steps": g.book.as_ref().map_or(0, |(_, c)| c.len()),
    })))
}

/// Who a replay is shown to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayViewer {
    /// One seat, as that seat saw the game.
    Seat(usize),
    /// The spectator.
    Spectator,
    /// Everything (finished games only): each player's panel from that player's own view.
    All,
}

impl ReplayViewer {
    /// Parses `spectator`, `seat:N` or `all`, for a game of `n_seats`.
    ///
    /// # Errors
    /// 400 `bad_viewer` for anything else or a seat the game does not have.
    pub fn parse(raw: &str, n_seats: usize) -> Result<ReplayViewer, AppError> {
        let bad = || {
            AppError::bad_request(
                "bad_viewer",
                format!(
                    "viewer must be spectator, all or seat:0 to seat:{}",
                    n_seats.saturating_sub(1)
                ),
            )
        };
        match raw {
            "spectator" => Ok(ReplayViewer::Spectator),
            "all" => Ok(ReplayViewer::All),
            _ => {
                let seat: usize = raw
                    .strip_prefix("seat:")
                    .and_then(|n| n.parse().ok())
                    .ok_or_else(bad)?;
                if seat < n_seats {
                    Ok(ReplayViewer::Seat(seat))
                } else {
                    Err(bad())
                }
            }
        }
    }

    fn name(self) -> String {
        match self {
            ReplayViewer::Seat(s) => format!("seat:{s}"),
            ReplayViewer::Spectator => "spectator".to_owned(),
            ReplayViewer::All => "all".to_owned(),
        }
    }
}

/// One marker of the step index: where a year, season, phase or combat round begins, read from
/// the spectator's view (public for everyone).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Marker {
    /// The first step with this position.
    pub step: usize,
    /// The year (Dungeon Lords), if the view has one.
    pub year: Option<u64>,
    /// The season (Dungeon Lords), if the view has one.
    pub season: Option<String>,
    /// The phase name.
    pub phase: Option<String>,
    /// The round: the combat round in Dungeon Lords, the game round in Welcome to the Dungeon.
    pub round: Option<u64>,
}

impl Marker {
    /// From a game's [`protocol::HostedGame::place`] (or any view with those members).
    fn from_view(step: usize, v: &Value) -> Marker {
        let text = |x: &Value| match x {
            Value::String(s) => Some(s.clone()),
            Value::Object(m) => m
                .get("kind")
                .or_else(|| m.get("type"))
                .and_then(Value::as_str)
                .map(str::to_owned)
                .or_else(|| m.keys().next().cloned()),
            _ => None,
        };
        Marker {
            step,
            year: v.get("year").and_then(Value::as_u64),
            season: v.get("season").and_then(text),
            phase: v.get("phase").and_then(text),
            round: v
                .get("combat")
                .and_then(|c| c.get("round"))
                .and_then(Value::as_u64)
                .or_else(|| v.get("round").and_then(Value::as_u64)),
        }
    }

    fn same_place(&self, o: &Marker) -> bool {
        (&self.year, &self.season, &self.phase, &self.round)
            == (&o.year, &o.season, &o.phase, &o.round)
    }
}

/// One checkpoint: the game at `step`, and what a copy of it takes.
struct Checkpoint {
    step: usize,
    game: Box<dyn HostedGame>,
    bytes: usize,
}

/// One game's replay state: its commands, checkpoints and markers, built by one walk through
/// the log and extended when a running game's log grows.
pub struct Timeline {
    /// The stored commands read so far, as (seat, command).
    commands: Vec<(usize, Value)>,
    /// Bytes of `commands` (their JSON text).
    command_bytes: usize,
    /// Checkpoints by step, the first at step 0; all at multiples of `every`.
    checkpoints: Vec<Checkpoint>,
    /// The spacing of new checkpoints.
    every: usize,
    /// The game at step `walked`.
    head: Box<dyn HostedGame>,
    /// Steps walked so far.
    walked: usize,
    /// Markers for steps `0..=walked`.
    markers: Vec<Marker>,
    /// Most checkpoints kept ([`MAX_CHECKPOINTS`]).
    max_checkpoints: usize,
    /// Most bytes of checkpoints kept ([`TIMELINE_BYTES`]).
    max_bytes: usize,
}

impl Timeline {
    /// A timeline at step 0 of a fresh game.
    fn new(game: Box<dyn HostedGame>) -> Timeline {
        Timeline::with_limits(game, MAX_CHECKPOINTS, TIMELINE_BYTES)
    }

    /// A timeline at step 0 keeping at most `max_checkpoints` checkpoints of `max_bytes`.
    fn with_limits(
        game: Box<dyn HostedGame>,
        max_checkpoints: usize,
        max_bytes: usize,
    ) -> Timeline {
        let first = Marker::from_view(0, &game.place());
        Timeline {
            commands: Vec::new(),
            command_bytes: 0,
            checkpoints: vec![Checkpoint {
                step: 0,
                bytes: game.approx_bytes(),
                game: game.clone_box(),
            }],
            every: CHECKPOINT_EVERY,
            head: game,
            walked: 0,
            markers: vec![first],
            max_checkpoints,
            max_bytes,
        }
    }

    /// What the timeline holds, about: checkpoints, head and commands.
    fn bytes(&self) -> usize {
        self.checkpoint_bytes() + self.head.approx_bytes() + self.command_bytes
    }

    fn checkpoint_bytes(&self) -> usize {
        self.checkpoints.iter().map(|c| c.bytes).sum()
    }

    /// Adds the commands stored after those already read (`new` starts at stored sequence
    /// number `first`; any it shares with what is held are skipped) and walks to the end,
    /// keeping checkpoints and markers on the way. Stops (keeping what was walked) when
    /// `cancelled` is set: the request that asked is gone.
    fn extend(
        &mut self,
        first: usize,
        new: Vec<(usize, Value)>,
        cancelled: &AtomicBool,
    ) -> Result<(), AppError> {
        let skip = self.commands.len().saturating_sub(first);
        if first > self.commands.len() {
            return Err(AppError::Internal("replay read a log with a gap".into()));
        }
        for c in new.into_iter().skip(skip) {
            self.command_bytes += c.1.to_string().len() + 16;
            self.commands.push(c);
        }
        while self.walked < self.commands.len() {
            if self.walked.is_multiple_of(CANCEL_CHECK_EVERY) && cancelled.load(Ordering::Relaxed) {
                return Err(AppError::Internal("replay request ended".into()));
            }
            let (seat, command) = self
                .commands
                .get(self.walked)
                .ok_or_else(|| AppError::Internal("replay walked past the log".into()))?;
            self.head
                .apply(*seat, command)
                .map_err(|r| stored_rejected(self.walked, &r.message))?;
            self.walked += 1;
            if self.walked.is_multiple_of(self.every) {
                self.checkpoints.push(Checkpoint {
                    step: self.walked,
                    bytes: self.head.approx_bytes(),
                    game: self.head.clone_box(),
                });
                self.thin();
            }
            let m = Marker::from_view(self.walked, &self.head.place());
            if self.markers.last().is_none_or(|last| !last.same_place(&m)) {
                self.markers.push(m);
            }
        }
        Ok(())
    }

    /// Keeps the checkpoints within [`MAX_CHECKPOINTS`] and [`TIMELINE_BYTES`]: while either is
    /// passed, the spacing doubles and the checkpoints off it are dropped (the one at step 0,
    /// the smallest, always stays).
    fn thin(&mut self) {
        while (self.checkpoints.len() > self.max_checkpoints
            || self.checkpoint_bytes() > self.max_bytes)
            && self.checkpoints.len() > 1
        {
            self.every = self.every.saturating_mul(2);
            let every = self.every;
            self.checkpoints.retain(|c| c.step.is_multiple_of(every));
        }
    }

    /// The game at `step` (at most the steps walked): the nearest checkpoint at or before it,
    /// then the commands after it (fewer than the spacing of checkpoints).
    fn at(&self, step: usize) -> Result<Box<dyn HostedGame>, AppError> {
        if step == self.walked {
            return Ok(self.head.clone_box());
        }
        let i = self
            .checkpoints
            .partition_point(|c| c.step <= step)
            .saturating_sub(1);
        let cp = self
            .checkpoints
            .get(i)
            .ok_or_else(|| AppError::Internal("timeline has no checkpoint".into()))?;
        let mut game = cp.game.clone_box();
        for n in cp.step..step {
            let (seat, command) = self
                .commands
                .get(n)
                .ok_or_else(|| AppError::Internal("replay step past the log".into()))?;
            game.apply(*seat, command)
                .map_err(|r| stored_rejected(n, &r.message))?;
        }
        Ok(game)
    }
}

fn stored_rejected(n: usize, why: &str) -> AppError {
    AppError::Internal(format!("stored command {n} rejected on replay: {why}"))
}

/// One game's timeline as the cache holds it, with what can be read without its lock (a walk
/// may hold the lock for a while).
struct Cached {
    timeline: Mutex<Timeline>,
    /// Commands the timeline holds.
    n_commands: AtomicUsize,
    /// `Timeline::bytes` after its last extension.
    bytes: AtomicUsize,
}

/// Cached timelines by game, the most recently used first.
type Recent = VecDeque<(Uuid, Arc<Cached>)>;

/// The replay timelines of the most recently viewed games, at most [`CACHE_BYTES`] of them.
#[derive(Clone, Default)]
pub struct ReplayCache {
    games: Arc<Mutex<Recent>>,
}

impl ReplayCache {
    /// The timeline of `id`, made by `make` when not cached; it becomes the most recent.
    fn get_or(
        &self,
        id: Uuid,
        make: impl FnOnce() -> Result<Timeline, AppError>,
    ) -> Result<Arc<Cached>, AppError> {
        let mut games = self
            .games
            .lock()
            .map_err(|_| AppError::Internal("replay cache poisoned".into()))?;
        if let Some(pos) = games.iter().position(|(g, _)| *g == id) {
            if let Some(entry) = games.remove(pos) {
                let t = entry.1.clone();
                games.push_front(entry);
                return Ok(t);
            }
        }
        let timeline = make()?;
        let bytes = timeline.bytes();
        let t = Arc::new(Cached {
            timeline: Mutex::new(timeline),
            n_commands: AtomicUsize::new(0),
            bytes: AtomicUsize::new(bytes),
        });
        games.push_front((id, t.clone()));
        Ok(t)
    }

    /// Drops the least recently used timelines until the rest fit in `budget` bytes (the most
    /// recent one always stays).
    fn trim(&self, budget: usize) {
        let Ok(mut games) = self.games.lock() else {
            return;
        };
        let mut total: usize = games
            .iter()
            .map(|(_, t)| t.bytes.load(Ordering::Relaxed))
            .sum();
        while total > budget && games.len() > 1 {
            if let Some((_, t)) = games.pop_back() {
                total = total.saturating_sub(t.bytes.load(Ordering::Relaxed));
            }
        }
    }

    /// The bytes the cached timelines hold, about, and how many there are.
    pub fn usage(&self) -> (usize, usize) {
        self.games.lock().map_or((0, 0), |g| {
            (
                g.iter().map(|(_, t)| t.bytes.load(Ordering::Relaxed)).sum(),
                g.len(),
            )
        })
    }
}

/// The process-wide replay cache (one per server process; timelines are keyed by game id, which
/// is unique across stores).
pub fn cache() -> &'static ReplayCache {
    static CACHE: std::sync::OnceLock<ReplayCache> = std::sync::OnceLock::new();
    CACHE.get_or_init(ReplayCache::default)
}

/// Replay jobs (walks and step rebuilds) that run at once: one per two cores, so replays
/// leave the other cores to the games being played. Others queue (within the request timeout).
fn jobs() -> &'static tokio::sync::Semaphore {
    static JOBS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    JOBS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        tokio::sync::Semaphore::new((cores / 2).max(1))
    })
}

/// Set when the request that started a replay job ends (answered, timed out or dropped by its
/// client), so the job stops walking.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs `job` on the blocking pool as one of the replay [`jobs`]; `cancelled` is set if the
/// request is dropped before it ends.
async fn run_job<T: Send + 'static>(
    job: impl FnOnce(&AtomicBool) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    let permit = jobs()
        .acquire()
        .await
        .map_err(|_| AppError::Internal("replay jobs closed".into()))?;
    let cancelled = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(cancelled.clone());
    let result = tokio::task::spawn_blocking(move || job(&cancelled))
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    drop(permit);
    result
}

/// A stored game as the replay needs it: its row without commands (the timeline holds them).
struct Loaded {
    row: GameRow,
    kind: GameKind,
    /// The game's seat events (issue #17), in order; each happened after `after_seq` commands.
    seat_events: Vec<SeatEventRow>,
    finished: bool,
    /// The book's solution of a training scenario (never stored): the scenario and its
    /// commands.
    book: Option<(String, Vec<(usize, Value)>)>,
}

async fn load(state: &AppState, raw_id: &str) -> Result<Loaded, AppError> {
    let id =
        Uuid::parse_str(raw_id).map_err(|_| AppError::bad_request("bad_id", "not a valid id"))?;
    if let Some(scenario) = book_scenario(id) {
        return book_game(&state.deps.factory, &scenario);
    }
    let reads = state.store.reads();
    let row = reads
        .load_game_head(id)
        .await?
        .ok_or(AppError::NotFound("game"))?;
    // An import still being written is nobody's game yet.
    if row.status == "importing" {
        return Err(AppError::NotFound("game"));
    }
    let kind: GameKind = serde_json::from_value(Value::String(row.kind.clone()))
        .map_err(|_| incompatible(&format!("unknown game kind {}", row.kind)))?;
    let finished = row.status == "finished";
    let seat_events = reads.seat_events(id).await?;
    Ok(Loaded {
        row,
        kind,
        seat_events,
        finished,
        book: None,
    })
}

/// A seat event as replays and records show it: the step it happened at (after that many
/// commands), the seat, the event (`protocol::seats::SeatEvent`) and when.
fn seat_event_json(e: &SeatEventRow) -> Value {
    json!({"step": e.after_seq, "seat": e.seat, "event": e.event, "at_ms": e.at_ms})
}

/// The seat events up to `step` (those at `step` happened before the next command), and who
/// played each seat once they had happened.
fn seat_events_at(
    events: &[SeatEventRow],
    n_seats: usize,
    step: usize,
) -> (Vec<Value>, Vec<Control>) {
    let mut control = vec![Control::Player; n_seats];
    let mut shown = Vec::new();
    for e in events
        .iter()
        .filter(|e| usize::try_from(e.after_seq).is_ok_and(|s| s <= step))
    {
        if let (Ok(event), Some(c)) = (
            serde_json::from_value::<SeatEvent>(e.event.clone()),
            control.get_mut(e.seat),
        ) {
            match event {
                SeatEvent::Takeover { .. } => *c = Control::Takeover,
                SeatEvent::Concede => *c = Control::Conceded,
                SeatEvent::Reclaim => *c = Control::Player,
                SeatEvent::Timeout | SeatEvent::Reinvite => {}
            }
        }
        shown.push(seat_event_json(e));
    }
    (shown, control)
}

fn incompatible(why: &str) -> AppError {
    AppError::conflict(
        "incompatible",
        format!("this server's engine cannot replay the game: {why}"),
    )
}

/// Checks what `viewer` may see of this game: `all` and seats only once it is finished.
fn allowed(viewer: ReplayViewer, finished: bool) -> Result<(), AppError> {
    if finished || viewer == ReplayViewer::Spectator {
        Ok(())
    } else {
        Err(AppError::conflict(
            "game_not_finished",
            "the game is still running: its replay is the spectator's view only",
        ))
    }
}

/// The timeline of a loaded game walked to its last stored step: the commands stored since
/// the cached timeline's last look are read (through the read pool) and walked as a replay job.
async fn timeline(state: &AppState, g: &Loaded) -> Result<Arc<Cached>, AppError> {
    let factory = state.deps.factory.clone();
    let (kind, options, n_seats, seed, stamp, id) = (
        g.kind,
        g.row.options.clone(),
        g.row.n_seats,
        g.row.seed,
        g.row.version_stamp.clone(),
        g.row.id,
    );
    let cached = cache().get_or(id, || {
        let mut game =
            factory(kind, &options, n_seats, seed).map_err(|e| incompatible(&e.message))?;
        // Replayed on the rules version it was played on (issue #33).
        game.use_rules_of(&stamp)
            .map_err(|why| incompatible(&why))?;
        Ok(Timeline::new(game))
    })?;
    let have = cached.n_commands.load(Ordering::Relaxed);
    // A book's solution has all its commands at hand (the timeline skips those it holds).
    let (first, new): (usize, Vec<(usize, Value)>) = match &g.book {
        Some((_, commands)) => (0, commands.clone()),
        None => (
            have,
            state
                .store
                .reads()
                .commands_since(id, i64::try_from(have).unwrap_or(i64::MAX))
                .await?
                .into_iter()
                .map(|c| (c.seat, c.command))
                .collect(),
        ),
    };
    let job = cached.clone();
    run_job(move |cancelled| {
        let mut tl = job
            .timeline
            .lock()
            .map_err(|_| AppError::Internal("timeline poisoned".into()))?;
        let walked = tl.extend(first, new, cancelled);
        job.n_commands.store(tl.commands.len(), Ordering::Relaxed);
        job.bytes.store(tl.bytes(), Ordering::Relaxed);
        walked
    })
    .await?;
    cache().trim(CACHE_BYTES);
    Ok(cached)
}

/// `?viewer=` (default `spectator`).
#[derive(Debug, Deserialize)]
struct ViewerQuery {
    viewer: Option<String>,
}

fn viewer_of(q: &ViewerQuery, g: &Loaded) -> Result<ReplayViewer, AppError> {
    let v = ReplayViewer::parse(q.viewer.as_deref().unwrap_or("spectator"), g.row.n_seats)?;
    allowed(v, g.finished)?;
    Ok(v)
}

async fn index(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
    Query(q): Query<ViewerQuery>,
) -> Result<Json<Value>, AppError> {
    state.quotas.check_replay_read(ip)?;
    let g = load(&state, &id).await?;
    let viewer = viewer_of(&q, &g)?;
    let t = timeline(&state, &g).await?;
    let (n_steps, markers) = run_job(move |_| {
        let tl = t
            .timeline
            .lock()
            .map_err(|_| AppError::Internal("timeline poisoned".into()))?;
        Ok((tl.walked, tl.markers.clone()))
    })
    .await?;
    Ok(Json(json!({
        "game_id": g.row.id,
        // A book's solution was never played at a lobby.
        "lobby_id": if g.book.is_some() { Value::Null } else { json!(g.row.lobby_id) },
        "kind": g.row.kind,
        "n_seats": g.row.n_seats,
        "finished": g.finished,
        "imported": g.row.imported,
        "training_book": g.book.as_ref().map(|(scenario, _)| scenario),
        "viewer": viewer.name(),
        "n_steps": n_steps,
        "markers": markers,
        "seat_events": g.seat_events.iter().map(seat_event_json).collect::<Vec<_>>(),
        "result": if g.finished { g.row.result.clone() } else { None },
    })))
}

/// The view of `game` for `viewer`; `all` merges each player's own entry (and own combat
/// entry) from that player's view into the spectator's.
fn view_for(game: &dyn HostedGame, viewer: ReplayViewer) -> Value {
    match viewer {
        ReplayViewer::Seat(seat) => game.view(Viewer::Seat { seat }),
        ReplayViewer::Spectator => game.view(Viewer::Spectator),
        ReplayViewer::All => {
            let mut v = game.view(Viewer::Spectator);
            for seat in 0..game.n_seats() {
                let own = game.view(Viewer::Seat { seat });
                if let (Some(slot), Some(p)) = (
                    v.get_mut("players").and_then(|p| p.get_mut(seat)),
                    own.get("players").and_then(|p| p.get(seat)),
                ) {
                    *slot = p.clone();
                }
                let own_combat = own
                    .get("combat")
                    .and_then(|c| c.get("seats"))
                    .and_then(|s| s.get(seat))
                    .cloned();
                if let (Some(slot), Some(c)) = (
                    v.get_mut("combat")
                        .and_then(|c| c.get_mut("seats"))
                        .and_then(|s| s.get_mut(seat)),
                    own_combat,
                ) {
                    *slot = c;
                }
            }
            if let Some(o) = v.as_object_mut() {
                o.insert("prompt".into(), Value::Null);
            }
            v
        }
    }
}

/// The log of `game` for `viewer`; `all` is the finished game's full log cut at this step.
fn log_for(game: &dyn HostedGame, viewer: ReplayViewer, full: Option<&Value>) -> Vec<Value> {
    match viewer {
        ReplayViewer::Seat(seat) => game.log(Viewer::Seat { seat }, 0),
        ReplayViewer::Spectator => game.log(Viewer::Spectator, 0),
        ReplayViewer::All => match full.and_then(|f| f.get("log")).and_then(Value::as_array) {
            Some(all) => all.iter().take(game.log_len()).cloned().collect(),
            None => game.log(Viewer::Spectator, 0),
        },
    }
}

async fn step_view(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path((id, step)): Path<(String, String)>,
    Query(q): Query<ViewerQuery>,
) -> Result<Response, AppError> {
    state.quotas.check_replay_read(ip)?;
    let g = load(&state, &id).await?;
    let viewer = viewer_of(&q, &g)?;
    let t = timeline(&state, &g).await?;
    let n_steps = t.n_commands.load(Ordering::Relaxed);
    let step: usize =
        step.parse().ok().filter(|s| *s <= n_steps).ok_or_else(|| {
            AppError::bad_request("bad_step", format!("step must be 0 to {n_steps}"))
        })?;
    let (seat_events, control) = seat_events_at(&g.seat_events, g.row.n_seats, step);
    let (game_id, kind, n_seats) = (g.row.id, g.row.kind.clone(), g.row.n_seats);
    // The body is built and written out as text inside the job, so that serializing a long
    // log takes a replay job's place, not a worker the games need.
    let body = run_job(move |_| {
        let tl = t
            .timeline
            .lock()
            .map_err(|_| AppError::Internal("timeline poisoned".into()))?;
        let game = tl.at(step)?;
        let full = if viewer == ReplayViewer::All {
            tl.head.full_disclosure()
        } else {
            None
        };
        drop(tl);
        let place = Marker::from_view(step, &game.place());
        let body = json!({
            "game_id": game_id,
            "kind": kind,
            "n_seats": n_seats,
            "step": step,
            "n_steps": n_steps,
            "viewer": viewer.name(),
            "place": place,
            "view": view_for(game.as_ref(), viewer),
            "log": log_for(game.as_ref(), viewer, full.as_ref()),
            "finished_here": game.is_finished(),
            "seat_events": seat_events,
            "control": control,
        });
        serde_json::to_string(&body).map_err(|e| AppError::Internal(e.to_string()))
    })
    .await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

/// The export is offered for finished games only: a running game's commands hold secrets.
fn finished_only(g: &Loaded) -> Result<(), AppError> {
    if g.finished {
        Ok(())
    } else {
        Err(AppError::conflict(
            "game_not_finished",
            "only a finished game can be exported",
        ))
    }
}

async fn export(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    state.quotas.check_replay_read(ip)?;
    let g = load(&state, &id).await?;
    finished_only(&g)?;
    let ((players, bots), commands) = match &g.book {
        Some((_, commands)) => ((vec![], vec![]), commands.clone()),
        None => {
            let reads = state.store.reads();
            let seats = reads.seat_names(g.row.lobby_id).await?;
            let commands = reads.commands_since(g.row.id, 0).await?;
            (
                seats,
                commands
                    .into_iter()
                    .map(|c| (c.seat, c.command))
                    .collect::<Vec<_>>(),
            )
        }
    };
    let record = json!({
        "format": RECORD_FORMAT,
        "format_version": RECORD_FORMAT_VERSION,
        "kind": g.row.kind,
        "version_stamp": g.row.version_stamp,
        "options": g.row.options,
        "n_seats": g.row.n_seats,
        "seed": g.row.seed.to_string(),
        "players": players,
        "bots": bots,
        "commands": commands.iter().map(|(seat, command)| json!({"seat": seat, "command": command})).collect::<Vec<_>>(),
        "seat_events": g.seat_events.iter().map(seat_event_json).collect::<Vec<_>>(),
        "result": g.row.result,
    });
    let text =
        serde_json::to_string_pretty(&record).map_err(|e| AppError::Internal(e.to_string()))?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/json".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"game-{}.json\"", g.row.id),
            ),
        ],
        text,
    )
        .into_response())
}

/// One log entry as a line of text.
fn entry_line(e: &Value) -> String {
    let who = |s: &Value| {
        s.as_u64()
            .map_or("?".to_owned(), |n| format!("seat {}", n + 1))
    };
    let public = e
        .get("public")
        .or_else(|| e.get("text"))
        .and_then(Value::as_str);
    let private = e.get("private").and_then(Value::as_array).and_then(|p| {
        Some(format!(
            "[only {}: {}]",
            who(p.first()?),
            p.get(1)?.as_str()?
        ))
    });
    match (public, private) {
        (Some(p), Some(x)) => format!("{p}  {x}"),
        (Some(p), None) => p.to_owned(),
        (None, Some(x)) => x,
        (None, None) => match e {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        },
    }
}

/// The seed as the log's header shows it: `, seed N` once the game is over, nothing while it
/// runs. The seed decides every deck and draw still to come, so a running game's seed would tell
/// anyone every secret card (docs/replays.md, "What a replay reveals").
fn seed_note(g: &Loaded) -> String {
    if g.finished {
        format!(", seed {}", g.row.seed)
    } else {
        String::new()
    }
}

async fn log_text(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
    Query(q): Query<ViewerQuery>,
) -> Result<Response, AppError> {
    state.quotas.check_replay_read(ip)?;
    let g = load(&state, &id).await?;
    let viewer = viewer_of(&q, &g)?;
    let t = timeline(&state, &g).await?;
    let lines = run_job(move |_| {
        let tl = t
            .timeline
            .lock()
            .map_err(|_| AppError::Internal("timeline poisoned".into()))?;
        // A seat or the spectator reads its log in English (the engine renders events); `all`
        // reads the full disclosure's lines, which carry both sides in English.
        let lines: Vec<String> = match viewer {
            ReplayViewer::Seat(seat) => tl.head.log_english(Viewer::Seat { seat }),
            ReplayViewer::Spectator => tl.head.log_english(Viewer::Spectator),
            ReplayViewer::All => {
                let full = tl.head.full_disclosure();
                log_for(tl.head.as_ref(), viewer, full.as_ref())
                    .iter()
                    .map(entry_line)
                    .collect()
            }
        };
        Ok::<_, AppError>(lines)
    })
    .await?;
    let mut text = format!(
        "{} game {} ({} seats{}, {}), log as seen by {}\n",
        g.row.kind,
        g.row.id,
        g.row.n_seats,
        seed_note(&g),
        g.row.version_stamp,
        viewer.name()
    );
    for (i, e) in lines.iter().enumerate() {
        text.push_str(&format!("{}. {e}\n", i + 1));
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"game-{}.txt\"", g.row.id),
            ),
        ],
        text,
    )
        .into_response())
}

/// An exported game record, as imported.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    format: String,
    format_version: u64,
    kind: String,
    version_stamp: String,
    options: Value,
    n_seats: usize,
    seed: String,
    #[serde(default)]
    players: Vec<String>,
    /// The server bot of each seat (`null` for players); absent from records exported before
    /// it was kept (their bots import as players named "Bot 1 (hard)").
    #[serde(default)]
    bots: Vec<Option<BotSeat>>,
    commands: Vec<RecordCommand>,
    /// Absent from records exported before seat events were kept.
    #[serde(default)]
    seat_events: Vec<RecordSeatEvent>,
    #[serde(default)]
    #[allow(dead_code)]
    result: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordSeatEvent {
    step: usize,
    seat: usize,
    event: SeatEvent,
    #[serde(default)]
    at_ms: i64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordCommand {
    seat: usize,
    command: Value,
}

fn bad_record(message: impl Into<String>) -> AppError {
    AppError::bad_request("bad_record", message)
}

/// Checks a record with the rules lobby creation and live play apply (seat count, options,
/// names through `text::check_name`, the game length of `limits`) and replays it to its end:
/// the game to store, or a typed error.
fn check_record(
    factory: &GameFactory,
    limits: GameLimits,
    r: Record,
) -> Result<ImportedGame, AppError> {
    if r.format != RECORD_FORMAT || r.format_version != RECORD_FORMAT_VERSION {
        return Err(bad_record(format!(
            "not a {RECORD_FORMAT} version {RECORD_FORMAT_VERSION} file"
        )));
    }
    let kind: GameKind = serde_json::from_value(Value::String(r.kind.clone()))
        .map_err(|_| bad_record(format!("unknown game kind {}", r.kind)))?;
    if !r.options.is_object() {
        return Err(bad_record("options must be a JSON object"));
    }
    if r.options.to_string().len() > MAX_OPTIONS_BYTES {
        return Err(bad_record(format!(
            "options must be at most {MAX_OPTIONS_BYTES} bytes"
        )));
    }
    let seed: u64 = r
        .seed
        .parse()
        .map_err(|_| bad_record("seed must be a decimal u64 in a string"))?;
    if !(2..=4).contains(&r.n_seats) {
        return Err(bad_record("n_seats must be 2 to 4"));
    }
    if r.commands.len() > limits.max_commands {
        return Err(bad_record(format!(
            "more than {} commands: longer than any game this server plays",
            limits.max_commands
        )));
    }
    if r.seat_events.len() > MAX_SEAT_EVENTS {
        return Err(bad_record(format!(
            "more than {MAX_SEAT_EVENTS} seat events"
        )));
    }
    if r.players.len() > r.n_seats {
        return Err(bad_record("more player names than seats"));
    }
    if r.bots.len() > r.n_seats {
        return Err(bad_record("more bot entries than seats"));
    }
    let bots: Vec<Option<Level>> = (0..r.n_seats)
        .map(|s| r.bots.get(s).copied().flatten().map(|b| b.level))
        .collect();
    // The names every lobby checks when a player creates or joins it.
    let players: Vec<String> = (0..r.n_seats)
        .map(|s| match r.players.get(s) {
            Some(name) => check_name(name),
            None => Ok(format!("Player {}", s + 1)),
        })
        .collect::<Result<_, _>>()?;
    let mut game = factory(kind, &r.options, r.n_seats, seed).map_err(|e| bad_record(e.message))?;
    if let Err(why) = game.use_rules_of(&r.version_stamp) {
        return Err(AppError::conflict("version_mismatch", why));
    }
    // The stamp of the rules the record is kept under (the record's own).
    let engine = game.version_stamp();
    let mut commands = Vec::with_capacity(r.commands.len());
    for (n, c) in r.commands.into_iter().enumerate() {
        if c.seat >= r.n_seats {
            return Err(bad_record(format!("command {n}: no seat {}", c.seat)));
        }
        if !limits.has_room(n, game.log_len()) {
            return Err(bad_record(format!(
                "command {n}: the log is longer than any game this server plays ({} entries)",
                limits.max_log
            )));
        }
        game.apply(c.seat, &c.command).map_err(|rej| {
            bad_record(format!(
                "command {n} is refused by the rules: {}",
                rej.message
            ))
        })?;
        commands.push((c.seat, c.command));
    }
    let result = match game.result() {
        Some(res) if game.is_finished() => res,
        _ => return Err(bad_record("the record does not reach the end of the game")),
    };
    let mut seat_events = Vec::with_capacity(r.seat_events.len());
    let mut last_step = 0;
    for (n, e) in r.seat_events.into_iter().enumerate() {
        let voters_ok = match &e.event {
            SeatEvent::Takeover { voters } => voters.iter().all(|&v| v < r.n_seats && v != e.seat),
            _ => true,
        };
        if e.seat >= r.n_seats || !voters_ok {
            return Err(bad_record(format!("seat event {n}: no such seat")));
        }
        if e.step > commands.len() || e.step < last_step {
            return Err(bad_record(format!(
                "seat event {n}: step {} is out of order or past the last command",
                e.step
            )));
        }
        last_step = e.step;
        seat_events.push(SeatEventRow {
            n: i64::try_from(n).map_err(|_| bad_record("too many seat events"))?,
            after_seq: i64::try_from(e.step).map_err(|_| bad_record("bad step"))?,
            seat: e.seat,
            event: serde_json::to_value(&e.event).map_err(|e| AppError::Internal(e.to_string()))?,
            at_ms: e.at_ms,
        });
    }
    Ok(ImportedGame {
        game_id: Uuid::new_v4(),
        lobby_id: Uuid::new_v4(),
        kind: kind.id().to_owned(),
        version_stamp: engine,
        seed,
        n_seats: r.n_seats,
        options: r.options,
        players,
        bots,
        commands,
        result,
        seat_events,
        at_ms: now_ms(),
    })
}

async fn import(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    payload: Result<Json<Value>, JsonRejection>,
) -> Result<Response, AppError> {
    state.quotas.check_import(ip)?;
    let Json(raw) = payload.map_err(|e| bad_record(e.body_text()))?;
    let record: Record =
        serde_json::from_value(raw).map_err(|e| bad_record(format!("not a game record: {e}")))?;
    let factory = state.deps.factory.clone();
    let limits = state.settings.game_limits;
    let game = run_job(move |_| check_record(&factory, limits, record)).await?;
    state.store.import_game(&game).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({
            "game_id": game.game_id,
            "lobby_id": game.lobby_id,
            "imported": true,
            "n_steps": game.commands.len(),
        })),
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::bots::Level;

    /// A 4-seat Dungeon Lords game of easy bots whose every orders decision is padded with as
    /// many take-backs as TAKEBACK-1 allows: the longest kind of game the rules let a player
    /// make, as (seat, command) pairs.
    fn padded_game() -> Vec<(usize, Value)> {
        let mut game = fresh();
        let mut commands = Vec::new();
        let mut padded = std::collections::HashSet::new();
        while !game.is_finished() {
            for seat in 0..4 {
                let view = game.view(Viewer::Seat { seat });
                if !padded.insert((seat, view["year"].clone(), view["season"].clone())) {
                    continue;
                }
                let legal = view["prompt"]["legal_commands"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
                let fresh_orders = legal.iter().any(|c| c["type"] == "choose_order")
                    && !legal.iter().any(|c| c["type"] == "clear_orders");
                if let (true, Some(first)) = (fresh_orders, legal.first().cloned()) {
                    for _ in 0..engine::dungeon_lords::MAX_TAKEBACKS {
                        for c in [first.clone(), json!({"type": "clear_orders"})] {
                            game.apply(seat, &c).expect("legal");
                            commands.push((seat, c));
                        }
                    }
                }
            }
            let view = game.view(Viewer::Spectator);
            let seat = view["waiting_for"][0].as_u64().expect("someone decides") as usize;
            let c = game
                .bot_command(seat, Level::Easy, 7 ^ commands.len() as u64)
                .expect("the bot decides");
            game.apply(seat, &c).expect("legal");
            commands.push((seat, c));
        }
        commands
    }

    fn fresh() -> Box<dyn HostedGame> {
        protocol::new_game(GameKind::DungeonLords, &json!({}), 4, 11).expect("new game")
    }

    #[test]
    fn checkpoints_stay_within_their_count_and_bytes_and_every_step_is_still_right() {
        let commands = padded_game();
        let n = commands.len();
        assert!(n > 64 * CHECKPOINT_EVERY, "a long game: {n} commands");
        let budget = 4 * 1024 * 1024;
        let mut t = Timeline::with_limits(fresh(), 64, budget);
        t.extend(0, commands.clone(), &AtomicBool::new(false))
            .expect("walk");
        assert_eq!(t.walked, n);
        // Memory grows linearly: a bounded number of copies of at most the whole game.
        assert!(
            t.checkpoints.len() <= 64,
            "{} checkpoints",
            t.checkpoints.len()
        );
        assert!(
            t.checkpoint_bytes() <= budget,
            "{} bytes",
            t.checkpoint_bytes()
        );
        assert!(t.checkpoints.iter().all(|c| c.step.is_multiple_of(t.every)));
        // Any step is still the game after that many commands.
        for step in [0, 1, n / 3, n / 2 + 5, n - 1, n] {
            let mut truth = fresh();
            for (seat, c) in &commands[..step] {
                truth.apply(*seat, c).expect("legal");
            }
            let got = t.at(step).expect("step");
            assert_eq!(
                got.view(Viewer::Spectator),
                truth.view(Viewer::Spectator),
                "step {step}"
            );
            assert_eq!(got.log_len(), truth.log_len(), "step {step}");
        }
    }

    #[test]
    fn the_cache_keeps_as_many_games_as_fit_its_bytes() {
        let cache = ReplayCache::default();
        let ids: Vec<Uuid> = (0..12).map(|_| Uuid::new_v4()).collect();
        for id in &ids {
            cache
                .get_or(*id, || Ok(Timeline::new(fresh())))
                .expect("timeline");
        }
        cache.trim(CACHE_BYTES);
        // Twelve small games cycled through all stay (the old cache kept eight by count).
        assert_eq!(cache.usage().1, 12);
        let one = cache.usage().0 / 12;
        cache.trim(3 * one);
        let (bytes, kept) = cache.usage();
        assert!(bytes <= 3 * one && kept == 3, "{bytes} bytes in {kept}");
        // The most recently used stay.
        let recent = cache.games.lock().expect("cache");
        assert_eq!(recent.front().map(|(id, _)| *id), ids.last().copied());
    }

    #[test]
    fn a_walk_stops_when_its_request_is_gone_and_goes_on_at_the_next() {
        let commands = padded_game();
        let mut t = Timeline::new(fresh());
        let gone = AtomicBool::new(true);
        assert!(t.extend(0, commands.clone(), &gone).is_err());
        assert!(t.walked < commands.len());
        // The next request reads only what is new (nothing) and finishes the walk.
        t.extend(commands.len(), Vec::new(), &AtomicBool::new(false))
            .expect("walk");
        assert_eq!(t.walked, commands.len());
    }
}
