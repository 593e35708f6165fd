//! The registry of running lobby tasks: creating a lobby, finding one (loading it on demand),
//! spawning its task, and shutting every task down.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use protocol::bots::Level;
use protocol::seats::ClockOption;
use protocol::GameKind;
use serde_json::Value;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;
use tracing::Instrument;
use uuid::Uuid;

use super::actor::{Lobby, Pacing, SeatState};
use super::resume::rebuild;
use super::takeover::Absence;
use super::{
    hash_token, new_token, now_ms, Joined, LobbyDeps, LobbyEvent, LobbyHandle, LobbyStatus,
    ShutdownPhase,
};
use crate::error::AppError;
use crate::store::{NewLobby, SeatRow};

/// Capacity of a lobby's event channel.
const LOBBY_QUEUE: usize = 1024;

/// How long shutdown waits for sockets to finish their close handshake after the lobbies stop.
pub const SOCKET_CLOSE_WAIT: Duration = Duration::from_secs(3);

/// All lobby tasks of the process, by id.
#[derive(Clone)]
pub struct Registry {
    lobbies: Arc<RwLock<HashMap<Uuid, LobbyHandle>>>,
    tasks: Arc<Mutex<Vec<JoinHandle<()>>>>,
    /// Serializes on-demand loading so a lobby is never loaded twice.
    loading: Arc<tokio::sync::Mutex<()>>,
    /// The shutdown phase; every open socket holds a receiver.
    phase: Arc<watch::Sender<ShutdownPhase>>,
}

impl Default for Registry {
    fn default() -> Self {
        let (phase, _) = watch::channel(ShutdownPhase::Running);
        Registry {
            lobbies: Arc::default(),
            tasks: Arc::default(),
            loading: Arc::default(),
            phase: Arc::new(phase),
        }
    }
}

impl Registry {
    /// The lobby with this id, if a task runs for it.
    pub fn get(&self, id: Uuid) -> Option<LobbyHandle> {
        self.lobbies.read().ok()?.get(&id).cloned()
    }

    /// The shutdown phase, for tasks that act once the lobbies have stopped (a cluster node
    /// releases its leases then). Holding the receiver delays the end of shutdown, as a socket's
    /// does; drop it when done.
    pub fn watch_phase(&self) -> watch::Receiver<ShutdownPhase> {
        self.phase.subscribe()
    }

    /// The ids of the lobbies whose tasks run here.
    pub fn ids(&self) -> Vec<Uuid> {
        self.lobbies
            .read()
            .map(|m| m.keys().copied().collect())
            .unwrap_or_default()
    }

    /// Removes the lobby `id` whose task holds `me` from the registry, if nothing but the
    /// registry holds a sender of it (no socket, no request in flight, no timer about to send):
    /// then nobody can send to it any more. Returns whether it was removed.
    pub(super) fn remove_if_unused(&self, id: Uuid, me: &mpsc::Sender<LobbyEvent>) -> bool {
        let Ok(mut map) = self.lobbies.write() else {
            return false;
        };
        // Senders: the registry's and `me`.
        let unused = map
            .get(&id)
            .is_some_and(|h| h.tx.same_channel(me) && me.strong_count() == 2);
        if unused {
            map.remove(&id);
        }
        unused
    }

    /// Removes the lobby `id` from the registry and tells its task to stop (closing its sockets
    /// with 1001): another node owns it now. Returns whether a task ran for it.
    pub fn stop_one(&self, id: Uuid) -> bool {
        let handle = self.lobbies.write().ok().and_then(|mut m| m.remove(&id));
        match handle {
            Some(h) => {
                tokio::spawn(async move {
                    let _ = h.tx.send(LobbyEvent::Shutdown).await;
                });
                true
            }
            None => false,
        }
    }

    /// [`Registry::stop_one`], then waits (up to `wait`) until the lobby's task has finished
    /// the event it was handling and ended, so a write in flight is stored and answered before
    /// the caller hands the lobby to another node. Returns whether a task ran for it.
    pub async fn stop_and_wait(&self, id: Uuid, wait: Duration) -> bool {
        let handle = self.lobbies.write().ok().and_then(|mut m| m.remove(&id));
        let Some(h) = handle else { return false };
        let stopped = async {
            let _ = h.tx.send(LobbyEvent::Shutdown).await;
            h.tx.closed().await;
        };
        if tokio::time::timeout(wait, stopped).await.is_err() {
            tracing::warn!(lobby = %id, "the lobby's task did not stop in time");
        }
        true
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
    /// current event, so in-flight writes complete and their replies are queued; then tells
    /// every socket still open to close, and waits (up to [`SOCKET_CLOSE_WAIT`]) until every
    /// socket has sent its 1001 close frame, so none is cut off by the process exiting.
    pub async fn shutdown(&self, grace: Duration) {
        self.phase.send_replace(ShutdownPhase::StoppingLobbies);
        self.stop_lobbies(grace).await;
        self.phase.send_replace(ShutdownPhase::ClosingSockets);
        if tokio::time::timeout(SOCKET_CLOSE_WAIT, self.phase.closed())
            .await
            .is_err()
        {
            tracing::warn!(
                open = self.phase.receiver_count(),
                "some sockets did not finish closing"
            );
        }
    }

    async fn stop_lobbies(&self, grace: Duration) {
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
    create_with_clock(
        registry,
        deps,
        kind,
        options,
        ClockOption::None,
        n_seats,
        public,
        host_name,
    )
    .await
}

/// [`create`] with the clock the host chose (issue #17); the clock is stored with the lobby.
///
/// # Errors
/// As [`create`].
#[allow(clippy::too_many_arguments)]
pub async fn create_with_clock(
    registry: &Registry,
    deps: &LobbyDeps,
    kind: GameKind,
    options: Value,
    clock: ClockOption,
    n_seats: usize,
    public: bool,
    host_name: String,
) -> Result<(Uuid, Joined), AppError> {
    create_fixed(
        registry, deps, kind, options, clock, n_seats, public, host_name, None,
    )
    .await
}

/// [`create_with_clock`] with the lobby id and host token given (`fixed`) instead of drawn:
/// a call with an idempotency key derives both from its key (`crate::idempotency`), so a retry
/// finds what the first call made.
///
/// # Errors
/// As [`create`]; a lobby with the given id existing already is a store error.
#[allow(clippy::too_many_arguments)]
pub async fn create_fixed(
    registry: &Registry,
    deps: &LobbyDeps,
    kind: GameKind,
    options: Value,
    clock: ClockOption,
    n_seats: usize,
    public: bool,
    host_name: String,
    fixed: Option<(Uuid, String)>,
) -> Result<(Uuid, Joined), AppError> {
    // Creating a throwaway game checks options and seat count up front, so a lobby that could
    // never start is refused at once.
    (deps.factory)(kind, &options, n_seats, 0)
        .map_err(|e| AppError::bad_request("bad_options", e.message))?;
    let (id, token) = fixed.unwrap_or_else(|| (Uuid::new_v4(), new_token()));
    let host = SeatRow {
        seat: 0,
        name: host_name,
        token_hash: hash_token(&token),
        is_bot: false,
        bot_level: None,
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
    let started = std::time::Instant::now();
    let stored = deps.store.create_lobby(&new).await;
    crate::store::observe("create_lobby", started, stored.is_ok());
    stored?;
    if clock != ClockOption::None {
        let value = serde_json::to_value(clock).unwrap_or_default();
        if let Err(e) = deps.store.set_lobby_clock(id, &value).await {
            // A lobby without its clock would run without one: close it instead.
            let _ = deps
                .store
                .set_lobby_status(id, LobbyStatus::Closed.as_str(), now_ms())
                .await;
            return Err(e.into());
        }
    }
    let mut seats: Vec<Option<SeatState>> = (0..n_seats).map(|_| None).collect();
    if let Some(slot) = seats.get_mut(0) {
        *slot = Some(SeatState {
            name: host.name,
            token_hash: host.token_hash,
            is_bot: false,
            bot_level: Level::Normal,
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
        chat_ids: VecDeque::new(),
        resync: false,
        deps: deps.clone(),
        self_tx,
        pacing: Pacing::default(),
        views: Default::default(),
        absence: Absence::new(clock, n_seats),
        devices: HashMap::new(),
        rematch: None,
        kept: Vec::new(),
        home: None,
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

pub(super) fn spawn<F>(registry: &Registry, id: Uuid, build: F)
where
    F: FnOnce(mpsc::WeakSender<LobbyEvent>) -> Lobby,
{
    let (tx, rx) = mpsc::channel(LOBBY_QUEUE);
    let mut lobby = build(tx.downgrade());
    lobby.home = Some(registry.clone());
    // A root span: the lobby outlives the HTTP connection that happened to create or load it.
    let span = tracing::info_span!(parent: None, "lobby", id = %id);
    let task = tokio::spawn(lobby.run(rx).instrument(span));
    let handle = LobbyHandle {
        tx,
        phase: registry.phase.clone(),
    };
    registry.insert(id, handle, task);
}
