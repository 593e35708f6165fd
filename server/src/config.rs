//! Command-line flags and environment variables of the `server` binary, and the runtime
//! [`Settings`] derived from them. Parsing only; nothing here opens sockets or files.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, ValueEnum};

/// How log lines are written to stderr.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object per line.
    Json,
}

/// The `server` command line. Every flag can also be set through the named environment variable.
#[derive(Clone, Debug, Parser)]
#[command(name = "server", about = "Dungeon Lords Online game server", version)]
pub struct Config {
    /// Address to listen on.
    #[arg(long, env = "BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,
    /// PostgreSQL URL (postgres://user@host/db). When absent, an embedded SQLite file in
    /// --data-dir is used.
    #[arg(long, env = "DATABASE_URL")]
    pub database_url: Option<String>,
    /// Directory for the embedded SQLite database; created on first run.
    #[arg(long, env = "DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,
    /// Directory of the static web client served at `/`. Defaults to the repository's
    /// `web-client/`, falling back to `./web-client`.
    #[arg(long, env = "WEB_DIR")]
    pub web_dir: Option<PathBuf>,
    /// Log format.
    #[arg(long, env = "LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,
    /// Delay before a server-side bot plays, in milliseconds.
    #[arg(long, env = "BOT_DELAY_MS", default_value_t = 300)]
    pub bot_delay_ms: u64,
    /// Interval between WebSocket pings, in seconds; a socket silent for three intervals is closed.
    #[arg(long, env = "HEARTBEAT_SECS", default_value_t = 20)]
    pub heartbeat_secs: u64,
    /// A Dungeon Lords catalog file replacing the built-in one (same JSON format as
    /// `engine/data/dungeon-lords-catalog.json`). It is validated at start-up; an invalid file
    /// stops the server with a message naming the bad entry. New games record its version.
    #[arg(long, env = "CATALOG_FILE")]
    pub catalog: Option<std::path::PathBuf>,
}

impl Config {
    /// The web client directory: the flag, else `<repo>/web-client` when it exists, else
    /// `./web-client`.
    pub fn resolved_web_dir(&self) -> PathBuf {
        if let Some(dir) = &self.web_dir {
            return dir.clone();
        }
        let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("web-client");
        if repo.is_dir() {
            repo
        } else {
            PathBuf::from("web-client")
        }
    }

    /// The runtime settings these flags describe.
    pub fn settings(&self) -> Settings {
        let heartbeat = Duration::from_secs(self.heartbeat_secs.max(1));
        Settings {
            web_dir: self.resolved_web_dir(),
            bot_delay: Duration::from_millis(self.bot_delay_ms),
            heartbeat,
            idle_timeout: heartbeat * 3,
            ..Settings::default()
        }
    }
}

/// Runtime knobs of the HTTP and WebSocket tiers. Tests shorten the timings.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Directory served at `/`.
    pub web_dir: PathBuf,
    /// Delay before a bot plays.
    pub bot_delay: Duration,
    /// Interval between server pings.
    pub heartbeat: Duration,
    /// A socket that sends nothing (not even a pong) for this long is closed with code 4003.
    pub idle_timeout: Duration,
    /// Time a new socket has to send `hello`.
    pub hello_timeout: Duration,
    /// Largest accepted WebSocket message in bytes (larger ones close the socket with 1009).
    pub max_message_bytes: usize,
    /// Capacity of each socket's outbound queue; a socket whose queue is full is disconnected.
    pub outbound_queue: usize,
    /// Sustained messages per second a socket may send.
    pub rate_per_sec: f64,
    /// Burst of messages a socket may send at once.
    pub rate_burst: f64,
    /// Messages dropped for rate limiting after which the socket is closed with code 4004.
    pub max_rate_violations: u32,
    /// Sustained chat lines per second per socket.
    pub chat_per_sec: f64,
    /// Burst of chat lines per socket.
    pub chat_burst: f64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            web_dir: PathBuf::from("web-client"),
            bot_delay: Duration::from_millis(300),
            heartbeat: Duration::from_secs(20),
            idle_timeout: Duration::from_secs(60),
            hello_timeout: Duration::from_secs(10),
            max_message_bytes: 64 * 1024,
            outbound_queue: 256,
            rate_per_sec: 100.0,
            rate_burst: 200.0,
            max_rate_violations: 20,
            chat_per_sec: 1.0,
            chat_burst: 5.0,
        }
    }
}
