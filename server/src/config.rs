//! Command-line flags and environment variables of the `server` binary, and the runtime
//! [`Settings`] derived from them. Parsing only; nothing here opens sockets or files.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::limits::QuotaSettings;

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
    /// `web-client/`, falling back to `./web-client`. Its built copy (`dist/`, made by
    /// `npm ci --prefix web-client`) is served instead while it is up to date with the sources.
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
    /// The address friends reach the server at, e.g. `https://dlo.example.org` (scheme, host and
    /// optional port; no path). Invite links use it and WebSocket upgrades must come from this
    /// origin. When absent, invite links are relative and a browser's `Origin` must match the
    /// `Host` it connected to.
    #[arg(long, env = "PUBLIC_URL", value_parser = parse_public_url)]
    pub public_url: Option<String>,
    /// Addresses of reverse proxies whose `X-Forwarded-For` is believed (comma-separated). Their
    /// connections are exempt from --max-connections-per-ip; their clients are rate-limited.
    #[arg(long, env = "TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<IpAddr>,
    /// Open TCP connections at once (HTTP and WebSocket). Keep it below the process's
    /// descriptor limit (`ulimit -n`; the server raises its soft limit to the hard one).
    #[arg(long, env = "MAX_CONNECTIONS", default_value_t = 4096)]
    pub max_connections: usize,
    /// Open TCP connections at once from one address.
    #[arg(long, env = "MAX_CONNECTIONS_PER_IP", default_value_t = 64)]
    pub max_connections_per_ip: usize,
    /// Seconds a client has to send a request's headers; also how long an idle keep-alive
    /// connection is kept.
    #[arg(long, env = "HEADER_TIMEOUT_SECS", default_value_t = 10)]
    pub header_timeout_secs: u64,
    /// Seconds a write to a client may stay blocked before the connection is closed.
    #[arg(long, env = "WRITE_TIMEOUT_SECS", default_value_t = 10)]
    pub write_timeout_secs: u64,
    /// Lobbies one client address may create per minute.
    #[arg(long, env = "LOBBY_CREATES_PER_MIN", default_value_t = 10)]
    pub lobby_creates_per_min: u32,
    /// Lobby joins one client address may make per minute.
    #[arg(long, env = "JOINS_PER_MIN", default_value_t = 30)]
    pub joins_per_min: u32,
    /// Chat lines one client address may send per minute, over all its sockets.
    #[arg(long, env = "CHAT_PER_MIN", default_value_t = 60)]
    pub chat_per_min: u32,
    /// Open (not yet started) lobbies one client address may have at once.
    #[arg(long, env = "MAX_OPEN_LOBBIES_PER_IP", default_value_t = 5)]
    pub max_open_lobbies_per_ip: usize,
    /// Replay requests (steps, step index, export, text log, finished-game replay) one client
    /// address may make per minute.
    #[arg(long, env = "REPLAY_READS_PER_MIN", default_value_t = 600)]
    pub replay_reads_per_min: u32,
    /// Game records one client address may import per hour.
    #[arg(long, env = "IMPORTS_PER_HOUR", default_value_t = 20)]
    pub imports_per_hour: u32,
    /// Spectator sockets one lobby accepts at once.
    #[arg(long, env = "MAX_SPECTATORS", default_value_t = 50)]
    pub max_spectators: usize,
    /// Minutes an open lobby may wait with no socket connected before it expires (closed).
    #[arg(long, env = "OPEN_LOBBY_TTL_MINS", default_value_t = 30)]
    pub open_lobby_ttl_mins: u64,
    /// Seconds a rematch lobby keeps a seat for each player of the finished game; a seat nobody
    /// claimed by then is free for anyone with the link.
    #[arg(long, env = "REMATCH_HOLD_SECS", default_value_t = 300)]
    pub rematch_hold_secs: u64,
    /// Seconds a finished, closed or incompatible lobby stays in memory after its last socket
    /// closed; it is loaded again from the store on demand (results, rematch, replays).
    #[arg(long, env = "UNLOAD_IDLE_SECS", default_value_t = 60)]
    pub unload_idle_secs: u64,
    /// Runs this server as one node of several on one PostgreSQL, under this id (unique among
    /// the nodes). Needs --database-url and --advertise. Without it the server is a single node
    /// (docs/multi-node.md).
    #[arg(long, env = "NODE_ID", requires = "advertise")]
    pub node_id: Option<String>,
    /// `host:port` at which the other nodes reach this node (requests for lobbies this node
    /// owns are forwarded there). Only with --node-id.
    #[arg(long, env = "ADVERTISE", requires = "node_id")]
    pub advertise: Option<String>,
    /// Milliseconds a node's lease on a lobby lasts without renewal (renewed every quarter of
    /// it): a dead node's lobbies are taken over by the others after about this long.
    #[arg(long, env = "LEASE_MS", default_value_t = 3000)]
    pub lease_ms: u64,
    /// Percent a cluster node may hold above (or below) its fair share of the lobbies (the
    /// lobbies over the live nodes) before the busiest nodes hand lobbies to the least busy one,
    /// one at a time through the drain path; 0 turns rebalancing off. Only with --node-id.
    #[arg(long, env = "REBALANCE_PERCENT", default_value_t = 30)]
    pub rebalance_percent: u32,
    /// SMTP relay for turn e-mails of turn-based lobbies, `host:port` (plain SMTP: use a local
    /// relay that handles TLS and authentication). Without it no e-mail is sent. Needs
    /// --public-url: the links in e-mails must be absolute.
    #[arg(long, env = "SMTP_RELAY", requires = "public_url")]
    pub smtp_relay: Option<String>,
    /// The sender of turn e-mails.
    #[arg(
        long,
        env = "MAIL_FROM",
        default_value = "Dungeon Lords Online <noreply@localhost>"
    )]
    pub mail_from: String,
    /// E-mails (of every kind) one address may get in any hour; more are not sent.
    #[arg(long, env = "MAIL_PER_ADDRESS_PER_HOUR", default_value_t = crate::mail::DEFAULT_LIMITS.per_address_per_hour)]
    pub mail_per_address_per_hour: u32,
    /// E-mails (of every kind) one lobby may send in any hour; more are not sent.
    #[arg(long, env = "MAIL_PER_LOBBY_PER_HOUR", default_value_t = crate::mail::DEFAULT_LIMITS.per_lobby_per_hour)]
    pub mail_per_lobby_per_hour: u32,
    /// Confirmation requests one address may get in any 24 hours.
    #[arg(long, env = "MAIL_CONFIRMS_PER_ADDRESS_PER_DAY", default_value_t = crate::mail::DEFAULT_LIMITS.confirms_per_address_per_day)]
    pub mail_confirms_per_address_per_day: u32,
    /// Account sign-in and sign-up requests (passkey and e-mail, starts and finishes) one
    /// client address may make per minute (docs/security.md).
    #[arg(long, env = "SIGN_INS_PER_MIN", default_value_t = 30)]
    pub sign_ins_per_min: u32,
    /// Sign-in e-mails one address may get per hour; more are not sent (the answer stays the
    /// same, so it tells nothing about the address).
    #[arg(long, env = "SIGN_IN_EMAILS_PER_HOUR", default_value_t = 5)]
    pub sign_in_emails_per_hour: u32,
    /// The build this server announces to browsers (`welcome.build`, the `dlo-build` meta tag of
    /// the page); a page loaded from another build reloads itself. Default: the server's
    /// version, the protocol version and a digest of the web client's files. Tests set it to
    /// pretend an upgrade; operators may name their builds with it.
    #[arg(long, env = "BUILD_ID")]
    pub build_id: Option<String>,
    /// An administrative task to run instead of serving (`backup`, `restore`;
    /// docs/backups.md). Without one the server runs.
    #[command(subcommand)]
    pub admin: Option<crate::backup::Admin>,
}

/// Accepts `scheme://host[:port]` with an http(s) scheme and no path, and returns it without a
/// trailing slash.
fn parse_public_url(raw: &str) -> Result<String, String> {
    let url = raw.trim().trim_end_matches('/');
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .ok_or("must start with https:// or http://")?;
    if rest.is_empty() || rest.contains(['/', '?', '#', '@', ' ']) {
        return Err("must be scheme://host[:port] with no path".to_owned());
    }
    Ok(url.to_owned())
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
            build_id: self.build_id.clone(),
            bot_delay: Duration::from_millis(self.bot_delay_ms),
            heartbeat,
            idle_timeout: heartbeat * 3,
            public_url: self.public_url.clone(),
            mail: self
                .smtp_relay
                .as_ref()
                .map(|relay| crate::mail::MailSettings {
                    relay: relay.clone(),
                    from: self.mail_from.clone(),
                    limits: crate::store::MailQuota {
                        per_address_per_hour: self.mail_per_address_per_hour,
                        per_lobby_per_hour: self.mail_per_lobby_per_hour,
                        confirms_per_address_per_day: self.mail_confirms_per_address_per_day,
                    },
                }),
            accounts: crate::account::AccountSettings {
                sign_ins_per_min: self.sign_ins_per_min,
                sign_in_emails_per_hour: self.sign_in_emails_per_hour,
            },
            trusted_proxies: self.trusted_proxies.clone(),
            max_connections: self.max_connections.max(1),
            max_connections_per_ip: self.max_connections_per_ip.max(1),
            header_timeout: Duration::from_secs(self.header_timeout_secs.max(1)),
            write_timeout: Duration::from_secs(self.write_timeout_secs.max(1)),
            quotas: QuotaSettings {
                lobby_creates_per_min: self.lobby_creates_per_min,
                joins_per_min: self.joins_per_min,
                chat_per_min: self.chat_per_min,
                max_open_lobbies: self.max_open_lobbies_per_ip,
                replay_reads_per_min: self.replay_reads_per_min,
                imports_per_hour: self.imports_per_hour,
            },
            max_spectators: self.max_spectators,
            open_lobby_ttl: Duration::from_secs(self.open_lobby_ttl_mins.max(1) * 60),
            unload_after: Duration::from_secs(self.unload_idle_secs),
            rematch_hold: Duration::from_secs(self.rematch_hold_secs),
            cluster: match (&self.node_id, &self.advertise) {
                (Some(node_id), Some(advertise)) => Some(crate::cluster::ClusterSettings {
                    node_id: node_id.clone(),
                    advertise: advertise.clone(),
                    lease: Duration::from_millis(self.lease_ms.max(200)),
                    rebalance: (self.rebalance_percent > 0)
                        .then(|| f64::from(self.rebalance_percent) / 100.0),
                }),
                _ => None,
            },
            ..Settings::default()
        }
    }
}

/// Runtime knobs of the HTTP and WebSocket tiers. Tests shorten the timings.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The web client directory. [`crate::start`] serves its built copy instead when that is up
    /// to date ([`crate::web::choose`]).
    pub web_dir: PathBuf,
    /// The build announced to browsers instead of the default (`--build-id`).
    pub build_id: Option<String>,
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
    /// The public origin (`scheme://host[:port]`), when configured.
    pub public_url: Option<String>,
    /// Turn e-mails: the SMTP relay and sender; `None` sends none.
    pub mail: Option<crate::mail::MailSettings>,
    /// Reverse proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<IpAddr>,
    /// Open TCP connections at once.
    pub max_connections: usize,
    /// Open TCP connections at once per peer address.
    pub max_connections_per_ip: usize,
    /// Time to send a request head; idle keep-alive connections close after it too.
    pub header_timeout: Duration,
    /// A connection whose writes stay blocked this long is closed.
    pub write_timeout: Duration,
    /// Longest a whole API request (body included) may take.
    pub request_timeout: Duration,
    /// Per-client rate limits and quotas.
    pub quotas: QuotaSettings,
    /// Spectator sockets per lobby.
    pub max_spectators: usize,
    /// An open lobby with no socket connected for this long expires.
    pub open_lobby_ttl: Duration,
    /// A finished, closed or incompatible lobby leaves memory this long after its last socket.
    pub unload_after: Duration,
    /// A rematch lobby keeps each old player's seat this long.
    pub rematch_hold: Duration,
    /// Several nodes on one PostgreSQL: this node's id, address and lease; `None` for a
    /// single node.
    pub cluster: Option<crate::cluster::ClusterSettings>,
    /// The longest game played or imported (`limits::MAX_GAME_COMMANDS`, `MAX_GAME_LOG`).
    pub game_limits: crate::limits::GameLimits,
    /// Account sign-in limits (issue #39).
    pub accounts: crate::account::AccountSettings,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            web_dir: PathBuf::from("web-client"),
            build_id: None,
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
            public_url: None,
            mail: None,
            trusted_proxies: Vec::new(),
            max_connections: 4096,
            max_connections_per_ip: 64,
            header_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(15),
            quotas: QuotaSettings {
                lobby_creates_per_min: 10,
                joins_per_min: 30,
                chat_per_min: 60,
                max_open_lobbies: 5,
                replay_reads_per_min: 600,
                imports_per_hour: 20,
            },
            max_spectators: 50,
            open_lobby_ttl: Duration::from_secs(30 * 60),
            unload_after: Duration::from_secs(60),
            accounts: crate::account::AccountSettings::default(),
            rematch_hold: Duration::from_secs(5 * 60),
            cluster: None,
            game_limits: crate::limits::GameLimits::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_public_url;

    #[test]
    fn a_public_url_is_an_http_origin_without_a_path() {
        assert_eq!(
            parse_public_url("https://dlo.example.org/").as_deref(),
            Ok("https://dlo.example.org")
        );
        assert_eq!(
            parse_public_url("http://192.0.2.7:8080").as_deref(),
            Ok("http://192.0.2.7:8080")
        );
        assert!(parse_public_url("ftp://dlo.example.org").is_err());
        assert!(parse_public_url("https://dlo.example.org/game").is_err());
        assert!(parse_public_url("https://").is_err());
    }
}
