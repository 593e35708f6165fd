//! The authoritative game server: HTTP + WebSocket tiers ([`api`], [`ws`]), one task per lobby
//! ([`lobby`]), persistence ([`store`]) and start-up/shutdown ([`run`], [`start`]). Game rules
//! live in `engine` behind `protocol::HostedGame`; this crate never interprets a command itself.

pub mod account;
pub mod api;
pub mod backup;
pub mod build;
pub mod cluster;
pub mod config;
pub mod error;
pub mod idempotency;
pub mod limits;
pub mod lobby;
pub mod mail;
pub mod net;
pub mod observe;
pub mod replay;
pub mod store;
pub mod text;
pub mod web;
pub mod ws;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use tokio::net::TcpListener;

use crate::api::AppState;
use crate::config::{Config, LogFormat, Settings};
use crate::lobby::{GameFactory, LobbyDeps, Registry};
use crate::store::Store;

/// How long shutdown waits for lobbies to finish their current event.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The store could not be opened, migrated or read.
    #[error("store: {0}")]
    Store(#[from] store::StoreError),
    /// The listener failed.
    #[error("io: {0}")]
    Io(#[from] std::io::Error),
    /// The settings cannot work together (e.g. e-mail without a public URL).
    #[error("configuration: {0}")]
    Config(String),
}

/// Installs the tracing subscriber: `RUST_LOG` filtering (default `info`), text or JSON lines.
pub fn init_tracing(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,tower_http=info,sqlx=warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().try_init(),
    };
}

/// Opens the configured store (PostgreSQL when `database_url` is set, else SQLite in
/// `data_dir`) and runs its migrations.
///
/// # Errors
/// Fails when the store cannot be opened or migrated.
pub async fn open_store(config: &Config) -> Result<Store, store::StoreError> {
    match &config.database_url {
        Some(url) => Store::connect_postgres(url).await,
        None => Store::open_sqlite(&config.data_dir).await,
    }
}

/// A server started by [`start`]: its address and a way to stop it.
pub struct Running {
    /// The bound address.
    pub addr: SocketAddr,
    /// Completes when the server has stopped.
    pub done: tokio::task::JoinHandle<Result<(), RunError>>,
}

/// Resumes stored lobbies and serves `listener` until `shutdown` completes; then stops accepting,
/// lets every lobby finish its current event (in-flight writes) and closes the store.
///
/// # Errors
/// Fails when stored lobbies cannot be read, or e-mail is configured without what it needs
/// (`--public-url`, a readable relay and sender).
pub async fn start(
    listener: TcpListener,
    store: Store,
    factory: GameFactory,
    settings: Settings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<Running, RunError> {
    let addr = listener.local_addr()?;
    // The built (minified) client when it is up to date with its sources, else the sources.
    let settings = Settings {
        web_dir: web::serving_dir(&settings.web_dir),
        ..settings
    };
    let registry = Registry::default();
    let deps = LobbyDeps {
        store: store.clone(),
        factory,
        bot_delay: settings.bot_delay,
        max_spectators: settings.max_spectators,
        open_lobby_ttl: settings.open_lobby_ttl,
        rematch_hold: settings.rematch_hold,
        unload_after: settings.unload_after,
        game_limits: settings.game_limits,
        build: build::announced(&settings),
        // Configured e-mail that cannot work refuses the start rather than sending nothing.
        mailer: match &settings.mail {
            Some(m) => {
                Some(mail::Mailer::new(m, settings.public_url.clone()).map_err(RunError::Config)?)
            }
            None => None,
        },
    };
    // Games an earlier build marked incompatible come back when this one runs their rules.
    match lobby::revive_incompatible(&deps).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(n, "games marked incompatible resume on their rules version"),
        Err(e) => tracing::warn!(error = %e, "could not look for games marked incompatible"),
    }
    // Several nodes: lobbies are leased, and the cluster task takes over the ones nobody runs
    // (all of them at the first start) instead of this node resuming every stored lobby.
    let cluster = match settings.cluster.clone() {
        Some(c) => Some(cluster::Cluster::start(
            c,
            store.clone(),
            registry.clone(),
            deps.clone(),
        )?),
        None => None,
    };
    let resumed = match &cluster {
        None => lobby::resume_all(&registry, &deps).await?,
        Some(_) => 0,
    };
    // Imports a crash cut short (an import is written in chunks; docs/security.md).
    let ten_minutes_ago = lobby::now_ms().saturating_sub(10 * 60 * 1000);
    match store.sweep_imports(ten_minutes_ago).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(n, "deleted imports cut short by a stop"),
        Err(e) => tracing::warn!(error = %e, "could not look for imports cut short"),
    }
    // Rated games whose rating a stop cut off between the finish and the rating (issue #39).
    match crate::account::ratings::sweep(&store).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(n, "rated games settled after a stop"),
        Err(e) => tracing::warn!(error = %e, "could not look for rated games to settle"),
    }
    // And every few minutes: a rating whose retries all failed (the store was down when the
    // game finished) is settled once the store is back, without waiting for a restart.
    crate::account::ratings::spawn_sweeps(store.clone());
    tracing::info!(%addr, resumed, store = store.backend(), web_dir = %settings.web_dir.display(), "listening");
    let net_limits = net::NetLimits {
        max_connections: settings.max_connections,
        max_connections_per_ip: settings.max_connections_per_ip,
        header_timeout: settings.header_timeout,
        pressure_header_timeout: net::pressure_header_timeout(settings.header_timeout),
        write_timeout: settings.write_timeout,
        trusted_proxies: settings.trusted_proxies.clone(),
    };
    let accounts = Arc::new(
        account::Accounts::new(settings.public_url.as_deref(), &settings.accounts)
            .map_err(RunError::Config)?,
    );
    let quotas = Arc::new(limits::Quotas::new(&settings.quotas));
    quotas.spawn_housekeeping();
    let state = AppState {
        store: store.clone(),
        registry: registry.clone(),
        deps,
        settings: Arc::new(settings),
        quotas,
        metrics: observe::recorder(),
        accounts,
    };
    let mut app = api::router(state);
    if let Some(c) = &cluster {
        app = c.wrap(app);
    }
    let done = tokio::spawn(async move {
        net::serve(listener, app, net_limits, shutdown).await;
        tracing::info!("stopping lobbies");
        // Drain a cluster node: once its lobbies have stopped (their sockets are being closed
        // with 1001), hand them to the other nodes at once.
        let release = cluster.map(|c| {
            c.stop_taking_over();
            let mut phase = registry.watch_phase();
            tokio::spawn(async move {
                let _ = phase
                    .wait_for(|p| *p == lobby::ShutdownPhase::ClosingSockets)
                    .await;
                drop(phase);
                c.release_all().await;
            })
        });
        registry.shutdown(SHUTDOWN_GRACE).await;
        if let Some(release) = release {
            let _ = release.await;
        }
        store.close().await;
        tracing::info!("stopped");
        Ok(())
    });
    Ok(Running { addr, done })
}

/// Raises the soft limit on open descriptors to the hard limit, and warns when it still cannot
/// hold `max_connections` sockets plus the store's and the process's own files.
fn raise_descriptor_limit(max_connections: usize) {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => {
            let needed = max_connections as u64 + 64;
            if limit < needed {
                tracing::warn!(limit, max_connections, "the descriptor limit is below --max-connections + 64; lower --max-connections or raise `ulimit -n`");
            } else {
                tracing::info!(limit, "descriptor limit");
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not read or raise the descriptor limit"),
    }
}

/// Completes on SIGINT or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutdown signal received");
}

/// Runs the server as configured, with `factory` creating games, until SIGINT/SIGTERM.
///
/// # Errors
/// Fails when the store cannot be opened or the address cannot be bound.
pub async fn run(config: Config, factory: GameFactory) -> Result<(), RunError> {
    raise_descriptor_limit(config.max_connections);
    let store = open_store(&config).await?;
    let listener = TcpListener::bind(config.bind).await?;
    let running = start(
        listener,
        store,
        factory,
        config.settings(),
        shutdown_signal(),
    )
    .await?;
    match running.done.await {
        Ok(result) => result,
        Err(e) => Err(RunError::Io(std::io::Error::other(e.to_string()))),
    }
}
