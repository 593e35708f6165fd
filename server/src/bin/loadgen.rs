//! `loadgen`: a load generator for the server, over the real HTTP + WebSocket protocol.
//!
//! It creates `--lobbies N` four-seat Dungeon Lords lobbies over HTTP, joins four random
//! players to each (one WebSocket per seat; each picks uniformly among its prompt's
//! `legal_commands`, as [`protocol::bots::RandomBot`] does, reading only the fields it needs), starts them and plays
//! with a think time, replacing every finished game with a new lobby until `--duration-secs` or
//! `--max-commands` is reached. It reports commands/s, the latency from sending a command to the
//! LAST seat of the lobby receiving the resulting `update` (p50/p95/p99/max), errors, message
//! sizes, and — with `--server-pid` — the server's RSS and CPU read from `/proc`.
//!
//! Loopback only: any `--addr` that is not a loopback address is refused. `loadgen --help` lists
//! every option; a bad option or value, or a bound exceeded, exits with code 2.
//!
//! ```text
//! loadgen [--addr 127.0.0.1:8080] [--lobbies 10] [--think-ms 200] [--duration-secs 30]
//!         [--warmup-secs 0] [--max-commands 10000000] [--server-pid PID] [--seed 1] [--threads 1]
//!         [--setup-concurrency 32] [--options JSON] [--whole-views]
//! ```
//!
//! Like a browser, every seat asks for `patch` messages by default and keeps its view up to date
//! by applying them (`protocol::patch::apply`); the bytes reported per update then count the
//! `patch` messages. `--whole-views` asks for a whole view in every `update` instead, as the load
//! generator did by default before issue 34 (`--patches`, the old way to ask for patches, is
//! still accepted and changes nothing).
//!
//! The server's per-socket rate limit (100 messages/s sustained, burst 200) bounds how short the
//! think time may be: a seat that answers faster than that gets `rate_limited` errors, which are
//! counted.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

const SEATS: usize = 4;
/// Longest wait for any single reply before the lobby is counted as an error and abandoned.
const STEP_TIMEOUT: Duration = Duration::from_secs(30);

#[derive(Clone, Debug)]
struct Args {
    addr: SocketAddr,
    lobbies: usize,
    think_ms: u64,
    duration: Duration,
    warmup: Duration,
    max_commands: u64,
    server_pid: Option<u32>,
    seed: u64,
    threads: usize,
    setup_concurrency: usize,
    options: Value,
    patches: bool,
    spectators: usize,
}

/// Load generator for the game server over HTTP + WebSocket, loopback only: plays random
/// four-seat Dungeon Lords games and reports commands/s, latency, errors and server figures.
#[derive(Parser, Debug)]
#[command(name = "loadgen", version, args_override_self = true)]
struct Cli {
    /// Server address; only loopback addresses are accepted.
    #[arg(long, default_value = "127.0.0.1:8080", value_parser = parse_loopback)]
    addr: SocketAddr,
    /// Concurrent four-seat lobbies (1 to 5000).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=5_000))]
    lobbies: u64,
    /// Mean think time per decision in milliseconds (each wait is uniform in [T/2, 3T/2]).
    #[arg(long, default_value_t = 200)]
    think_ms: u64,
    /// Length of the measurement window in seconds (at most 3600).
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(..=3_600))]
    duration_secs: u64,
    /// Seconds of play left out of the summary before the window opens (at most 600).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(..=600))]
    warmup_secs: u64,
    /// Stop once this many commands have been sent.
    #[arg(long, default_value_t = 10_000_000)]
    max_commands: u64,
    /// The server's process id, to report its RSS and CPU from /proc.
    #[arg(long, value_name = "PID")]
    server_pid: Option<u32>,
    /// Seed of the players' random choices and think times.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Tokio worker threads of the load generator (clamped to 1..=64; 1 is a current-thread
    /// runtime).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Lobbies set up at once (clamped to 1..=1000).
    #[arg(long, default_value_t = 32)]
    setup_concurrency: usize,
    /// Game options for every lobby, as a JSON object.
    #[arg(long, value_name = "JSON", default_value = "{}", value_parser = parse_json)]
    options: Value,
    /// Ask for a whole view in every `update` instead of `patch` messages (the default, as
    /// browsers do: each seat keeps its view and applies the patches).
    #[arg(long, conflicts_with = "patches")]
    whole_views: bool,
    /// Ask for `patch` messages: the default since issue 34; kept so that older command lines
    /// still work.
    #[arg(long, hide = true)]
    patches: bool,
    /// Spectator sockets per lobby besides its four seats (0 to 64), each reading every update:
    /// what delivering one update to more sockets costs (docs/performance.md §13).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(..=64))]
    spectators: u64,
}

/// Parses `--addr`, refusing anything but a loopback address.
fn parse_loopback(text: &str) -> Result<SocketAddr, String> {
    let addr: SocketAddr = text
        .parse()
        .map_err(|e| format!("not an IP address with port: {e}"))?;
    if !addr.ip().is_loopback() {
        return Err(format!(
            "refusing {addr}: loadgen only talks to loopback addresses"
        ));
    }
    Ok(addr)
}

/// Parses `--options` text as JSON.
fn parse_json(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))
}

impl From<Cli> for Args {
    fn from(cli: Cli) -> Self {
        Args {
            addr: cli.addr,
            // The parser bounds it to 1..=5000, so it fits any usize.
            lobbies: usize::try_from(cli.lobbies).unwrap_or(5_000),
            think_ms: cli.think_ms,
            duration: Duration::from_secs(cli.duration_secs),
            warmup: Duration::from_secs(cli.warmup_secs),
            max_commands: cli.max_commands,
            server_pid: cli.server_pid,
            seed: cli.seed,
            threads: cli.threads.clamp(1, 64),
            setup_concurrency: cli.setup_concurrency.clamp(1, 1_000),
            options: cli.options,
            patches: !cli.whole_views,
            // The parser bounds it to 0..=64.
            spectators: usize::try_from(cli.spectators).unwrap_or(64),
        }
    }
}

/// Counters shared by every task.
#[derive(Default)]
struct Stats {
    commands_sent: AtomicU64,
    accepted: AtomicU64,
    rejected: AtomicU64,
    server_errors: AtomicU64,
    lobby_errors: AtomicU64,
    games_finished: AtomicU64,
    lobbies_created: AtomicU64,
    updates_received: AtomicU64,
    /// Messages the spectator sockets received after their welcome.
    spectator_messages: AtomicU64,
    update_bytes: AtomicU64,
    welcome_bytes: AtomicU64,
    welcomes: AtomicU64,
    /// Command → last seat's update, in microseconds (only samples inside the window).
    latencies_us: Mutex<Vec<u32>>,
    /// Set when the measurement window is open.
    measuring: AtomicBool,
    /// Set when every task should stop.
    stop: AtomicBool,
}

/// Per-lobby bookkeeping that pairs a command with the moment its update reached every seat.
#[derive(Default)]
struct Tracker {
    /// version → (seats that received its update, time of the last one).
    arrivals: HashMap<u64, (usize, Instant)>,
    /// version → send time of the command that produced it (known once `accepted` arrives).
    sent: HashMap<u64, Instant>,
}

impl Tracker {
    fn complete(&mut self, version: u64, stats: &Stats) {
        let done = matches!(self.arrivals.get(&version), Some((n, _)) if *n >= SEATS);
        if !done {
            return;
        }
        let Some(sent) = self.sent.remove(&version) else {
            return;
        };
        if let Some((_, last)) = self.arrivals.remove(&version) {
            if stats.measuring.load(Ordering::Relaxed) {
                let us = last.saturating_duration_since(sent).as_micros();
                if let Ok(mut v) = stats.latencies_us.lock() {
                    v.push(us.min(u32::MAX as u128) as u32);
                }
            }
        }
    }

    fn arrived(&mut self, version: u64, stats: &Stats) {
        let now = Instant::now();
        let e = self.arrivals.entry(version).or_insert((0, now));
        e.0 += 1;
        e.1 = now;
        self.complete(version, stats);
        // Versions with no command of ours (the start) are dropped once everyone saw them.
        if self.arrivals.len() > 64 {
            let newest = version;
            self.arrivals.retain(|v, _| v + 32 > newest);
            self.sent.retain(|v, _| v + 32 > newest);
        }
    }

    fn accepted(&mut self, version: u64, sent: Instant, stats: &Stats) {
        self.sent.insert(version, sent);
        self.complete(version, stats);
    }
}

fn http_base(addr: SocketAddr) -> String {
    format!("http://{addr}")
}

async fn post(client: &reqwest::Client, url: String, body: Value) -> Result<Value, String> {
    let resp = tokio::time::timeout(STEP_TIMEOUT, client.post(&url).json(&body).send())
        .await
        .map_err(|_| format!("timeout on {url}"))?
        .map_err(|e| format!("{url}: {e}"))?;
    let status = resp.status();
    let v: Value = resp.json().await.map_err(|e| format!("{url}: {e}"))?;
    if !status.is_success() {
        return Err(format!("{url}: {status} {v}"));
    }
    Ok(v)
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A lobby with its four seats connected and welcomed, not yet started.
struct ReadyLobby {
    id: String,
    host_token: String,
    sockets: Vec<Ws>,
    spectators: Vec<Ws>,
}

async fn setup_lobby(
    client: &reqwest::Client,
    args: &Args,
    stats: &Stats,
    n: u64,
) -> Result<ReadyLobby, String> {
    let base = http_base(args.addr);
    let created = post(
        client,
        format!("{base}/api/lobbies"),
        json!({"game": "dungeon-lords", "seats": SEATS, "options": args.options,
               "public": false, "name": format!("lg{n}-0")}),
    )
    .await?;
    stats.lobbies_created.fetch_add(1, Ordering::Relaxed);
    let id = created["lobby_id"]
        .as_str()
        .ok_or("no lobby_id in create reply")?
        .to_owned();
    let host_token = created["token"]
        .as_str()
        .ok_or("no token in create reply")?
        .to_owned();
    let mut tokens = vec![host_token.clone()];
    for s in 1..SEATS {
        let joined = post(
            client,
            format!("{base}/api/lobbies/{id}/join"),
            json!({"name": format!("lg{n}-{s}")}),
        )
        .await?;
        tokens.push(
            joined["token"]
                .as_str()
                .ok_or("no token in join reply")?
                .to_owned(),
        );
    }
    let mut sockets = Vec::with_capacity(SEATS);
    for token in &tokens {
        sockets.push(open_socket(args, stats, &id, Some(token)).await?);
    }
    let mut spectators = Vec::with_capacity(args.spectators);
    for _ in 0..args.spectators {
        spectators.push(open_socket(args, stats, &id, None).await?);
    }
    Ok(ReadyLobby {
        id,
        host_token,
        sockets,
        spectators,
    })
}

/// Opens a socket to lobby `id`, says hello with `token` (none: a spectator) and waits for the
/// welcome.
async fn open_socket(
    args: &Args,
    stats: &Stats,
    id: &str,
    token: Option<&str>,
) -> Result<Ws, String> {
    let url = format!("ws://{}/api/lobbies/{id}/ws", args.addr);
    let (mut ws, _) = tokio::time::timeout(
        STEP_TIMEOUT,
        tokio_tungstenite::connect_async_with_config(
            url,
            // A small read buffer (the default 128 KiB is zero-filled per socket) and
            // TCP_NODELAY, so that the client adds neither memory nor Nagle delays.
            Some(
                tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
                    .read_buffer_size(16 * 1024),
            ),
            true,
        ),
    )
    .await
    .map_err(|_| "websocket connect timeout".to_string())?
    .map_err(|e| format!("websocket connect: {e}"))?;
    let hello = if args.patches {
        json!({"type": "hello", "token": token, "patches": true})
    } else {
        json!({"type": "hello", "token": token})
    }
    .to_string();
    ws.send(Message::Text(hello.into()))
        .await
        .map_err(|e| format!("hello: {e}"))?;
    // Wait for the welcome.
    loop {
        let msg = tokio::time::timeout(STEP_TIMEOUT, ws.next())
            .await
            .map_err(|_| "welcome timeout".to_string())?
            .ok_or("socket closed before welcome")?
            .map_err(|e| format!("welcome: {e}"))?;
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(t.as_str()).map_err(|e| e.to_string())?;
            if v["type"] == "welcome" {
                stats.welcomes.fetch_add(1, Ordering::Relaxed);
                stats
                    .welcome_bytes
                    .fetch_add(t.len() as u64, Ordering::Relaxed);
                break;
            }
        }
    }
    Ok(ws)
}

/// The parts of a server message a seat needs, read without building a `serde_json::Value` of
/// the whole view (the loadgen shares the machine with the server, so its parsing cost counts).
#[derive(serde::Deserialize)]
struct Incoming<'a> {
    #[serde(rename = "type", borrow)]
    kind: std::borrow::Cow<'a, str>,
    #[serde(default)]
    version: u64,
    #[serde(default)]
    view: Option<LightView>,
}

#[derive(serde::Deserialize)]
struct LightView {
    #[serde(default)]
    prompt: Option<LightPrompt>,
    #[serde(default)]
    result: Option<serde::de::IgnoredAny>,
}

#[derive(serde::Deserialize)]
struct LightPrompt {
    #[serde(default)]
    legal_commands: Vec<Box<serde_json::value::RawValue>>,
}

/// A server message as a seat that asked for patches reads it: it keeps its whole view.
#[derive(serde::Deserialize)]
struct PatchIncoming<'a> {
    #[serde(rename = "type", borrow)]
    kind: std::borrow::Cow<'a, str>,
    #[serde(default)]
    version: u64,
    #[serde(default)]
    base: u64,
    #[serde(default)]
    view: Value,
    #[serde(default)]
    patch: Value,
}

/// A seat's view kept up to date from `update` and `patch` messages (the default).
struct KeptView {
    view: Value,
    version: u64,
}

impl KeptView {
    /// Takes one message; returns the version reached when it changed the view.
    fn absorb(&mut self, text: &str) -> Result<Option<(&'static str, u64)>, String> {
        let m: PatchIncoming = serde_json::from_str(text).map_err(|e| e.to_string())?;
        match m.kind.as_ref() {
            "update" => {
                self.view = m.view;
                self.version = m.version;
                Ok(Some(("update", m.version)))
            }
            "patch" => {
                if m.base != self.version {
                    return Err(format!(
                        "patch base {} but view at {}",
                        m.base, self.version
                    ));
                }
                protocol::patch::apply(&mut self.view, &m.patch).map_err(|e| e.to_string())?;
                self.version = m.version;
                Ok(Some(("update", m.version)))
            }
            _ => Ok(None),
        }
    }

    fn legal(&self) -> Vec<Box<serde_json::value::RawValue>> {
        self.view["prompt"]["legal_commands"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| serde_json::value::to_raw_value(c).ok())
            .collect()
    }
}

/// Plays one seat until the game ends, the socket fails or the run stops. Returns whether the
/// game finished.
async fn play_seat(
    mut ws: Ws,
    seat: usize,
    mut bot: rand_chacha::ChaCha8Rng,
    mut rng: rand_chacha::ChaCha8Rng,
    args: Arc<Args>,
    tracker: Arc<Mutex<Tracker>>,
    stats: Arc<Stats>,
) -> Result<bool, String> {
    let (think, patches) = (args.think_ms, args.patches);
    let mut kept = patches.then_some(KeptView {
        view: Value::Null,
        version: 0,
    });
    // From the newest view: the prompt's legal commands (as raw JSON) and whether it is over.
    let mut legal: Vec<Box<serde_json::value::RawValue>> = Vec::new();
    let mut finished = false;
    let mut view_version = 0u64;
    // Our command in flight: (id, send time); then the version we must see before deciding.
    let mut in_flight: Option<(String, Instant)> = None;
    let mut need_version = 0u64;
    let mut next_id = 0u64;
    let mut decide_at: Option<tokio::time::Instant> = None;
    let mut last_activity = Instant::now();
    loop {
        if stats.stop.load(Ordering::Relaxed) {
            let _ = ws.close(None).await;
            return Ok(false);
        }
        if last_activity.elapsed() > STEP_TIMEOUT * 2 {
            return Err(format!("seat {seat}: no progress for 60 s"));
        }
        if finished {
            let _ = ws.close(None).await;
            return Ok(true);
        }
        let can_decide = in_flight.is_none() && view_version >= need_version && !legal.is_empty();
        if can_decide && decide_at.is_none() {
            let ms = if think == 0 {
                0
            } else {
                rng.gen_range(think / 2..=think + think / 2)
            };
            decide_at = Some(tokio::time::Instant::now() + Duration::from_millis(ms));
        }
        if !can_decide {
            decide_at = None;
        }
        let sleep_until =
            decide_at.unwrap_or_else(|| tokio::time::Instant::now() + Duration::from_secs(1));
        tokio::select! {
            _ = tokio::time::sleep_until(sleep_until) => {
                if decide_at.is_some() {
                    decide_at = None;
                    // Uniform among the legal commands, as protocol::bots::RandomBot picks.
                    let Some(cmd) = legal.choose(&mut bot) else { continue };
                    next_id += 1;
                    let id = format!("s{seat}c{next_id}");
                    let text = format!(r#"{{"type":"command","id":"{id}","command":{}}}"#, cmd.get());
                    let sent = Instant::now();
                    ws.send(Message::Text(text.into())).await.map_err(|e| format!("send: {e}"))?;
                    stats.commands_sent.fetch_add(1, Ordering::Relaxed);
                    in_flight = Some((id, sent));
                }
            }
            msg = ws.next() => {
                let msg = match msg {
                    None => return Err(format!("seat {seat}: socket closed")),
                    Some(Err(e)) => return Err(format!("seat {seat}: {e}")),
                    Some(Ok(m)) => m,
                };
                let Message::Text(t) = msg else {
                    if let Message::Close(c) = msg {
                        return Err(format!("seat {seat}: closed by server {c:?}"));
                    }
                    continue;
                };
                last_activity = Instant::now();
                if let Some(kept) = kept.as_mut() {
                    if let Some((_, version)) = kept.absorb(t.as_str()).map_err(|e| format!("seat {seat}: {e}"))? {
                        stats.updates_received.fetch_add(1, Ordering::Relaxed);
                        stats.update_bytes.fetch_add(t.len() as u64, Ordering::Relaxed);
                        if let Ok(mut tr) = tracker.lock() {
                            tr.arrived(version, &stats);
                        }
                        view_version = version;
                        finished = !kept.view["result"].is_null();
                        legal = kept.legal();
                        continue;
                    }
                }
                let v: Incoming = serde_json::from_str(t.as_str()).map_err(|e| e.to_string())?;
                match v.kind.as_ref() {
                    "update" => {
                        stats.updates_received.fetch_add(1, Ordering::Relaxed);
                        stats.update_bytes.fetch_add(t.len() as u64, Ordering::Relaxed);
                        let version = v.version;
                        if let Ok(mut tr) = tracker.lock() {
                            tr.arrived(version, &stats);
                        }
                        if version >= view_version {
                            view_version = version;
                            let view = v.view.unwrap_or(LightView { prompt: None, result: None });
                            finished = view.result.is_some();
                            legal = view.prompt.map(|p| p.legal_commands).unwrap_or_default();
                        }
                    }
                    "accepted" => {
                        stats.accepted.fetch_add(1, Ordering::Relaxed);
                        let version = v.version;
                        if let Some((_, sent)) = in_flight.take() {
                            if let Ok(mut tr) = tracker.lock() {
                                tr.accepted(version, sent, &stats);
                            }
                        }
                        need_version = version;
                    }
                    "rejected" => {
                        stats.rejected.fetch_add(1, Ordering::Relaxed);
                        in_flight = None;
                    }
                    "error" => {
                        stats.server_errors.fetch_add(1, Ordering::Relaxed);
                        // rate_limited / not_stored: the command was dropped; decide again.
                        in_flight = None;
                    }
                    _ => {}
                }
            }
        }
    }
}

async fn run_lobby(ready: ReadyLobby, args: Arc<Args>, stats: Arc<Stats>, n: u64) -> bool {
    let client = reqwest::Client::new();
    let tracker = Arc::new(Mutex::new(Tracker::default()));
    let mut tasks = Vec::with_capacity(SEATS);
    for (seat, ws) in ready.sockets.into_iter().enumerate() {
        let seed = args
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(n * 8 + seat as u64);
        tasks.push(tokio::spawn(play_seat(
            ws,
            seat,
            rand_chacha::ChaCha8Rng::seed_from_u64(seed),
            rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed),
            args.clone(),
            tracker.clone(),
            stats.clone(),
        )));
    }
    // Spectators only read; they stop with the seats.
    let watchers: Vec<_> = ready
        .spectators
        .into_iter()
        .map(|mut ws| {
            let stats = stats.clone();
            tokio::spawn(async move {
                while let Some(Ok(msg)) = ws.next().await {
                    if matches!(msg, Message::Text(_)) {
                        stats.spectator_messages.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    let base = http_base(args.addr);
    if let Err(e) = post(
        &client,
        format!("{base}/api/lobbies/{}/start", ready.id),
        json!({"token": ready.host_token}),
    )
    .await
    {
        eprintln!("loadgen: start {}: {e}", ready.id);
        stats.lobby_errors.fetch_add(1, Ordering::Relaxed);
        for t in &tasks {
            t.abort();
        }
        for w in &watchers {
            w.abort();
        }
        return false;
    }
    let mut finished = true;
    for t in tasks {
        match t.await {
            Ok(Ok(done)) => finished &= done,
            Ok(Err(e)) => {
                if !stats.stop.load(Ordering::Relaxed) {
                    eprintln!("loadgen: lobby {}: {e}", ready.id);
                    stats.lobby_errors.fetch_add(1, Ordering::Relaxed);
                }
                finished = false;
            }
            Err(_) => finished = false,
        }
    }
    for w in watchers {
        w.abort();
    }
    if finished {
        stats.games_finished.fetch_add(1, Ordering::Relaxed);
    }
    finished
}

/// Server process figures from /proc.
#[derive(Clone, Copy, Debug, Default)]
struct ProcSample {
    cpu_ticks: u64,
    rss_kib: u64,
    hwm_kib: u64,
    threads: u64,
}

fn proc_sample(pid: u32) -> Option<ProcSample> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name, which is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the full line: 12 and 13 after the name.
    let utime: u64 = f.get(11)?.parse().ok()?;
    let stime: u64 = f.get(12)?.parse().ok()?;
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| -> u64 {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    Some(ProcSample {
        cpu_ticks: utime + stime,
        rss_kib: field("VmRSS:"),
        hwm_kib: field("VmHWM:"),
        threads: field("Threads:"),
    })
}

/// Clock ticks per second for /proc CPU times (USER_HZ, 100 on Linux for every common arch).
const USER_HZ: f64 = 100.0;

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)] as f64 / 1000.0
}

async fn run(args: Args) {
    let args = Arc::new(args);
    let stats = Arc::new(Stats::default());
    let client = reqwest::Client::new();
    let base_sample = args.server_pid.and_then(proc_sample);

    // Phase 1: create and connect every lobby (idle: seats connected, game not started).
    let t_setup = Instant::now();
    let sem = Arc::new(tokio::sync::Semaphore::new(args.setup_concurrency));
    let mut setups = Vec::with_capacity(args.lobbies);
    for n in 0..args.lobbies as u64 {
        let (client, args, stats, sem) = (client.clone(), args.clone(), stats.clone(), sem.clone());
        setups.push(tokio::spawn(async move {
            let _permit = sem.acquire_owned().await.ok()?;
            match setup_lobby(&client, &args, &stats, n).await {
                Ok(r) => Some(r),
                Err(e) => {
                    eprintln!("loadgen: setup of lobby {n}: {e}");
                    stats.lobby_errors.fetch_add(1, Ordering::Relaxed);
                    None
                }
            }
        }));
    }
    let mut ready = Vec::with_capacity(args.lobbies);
    for s in setups {
        if let Ok(Some(r)) = s.await {
            ready.push(r);
        }
    }
    let setup_secs = t_setup.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let idle_sample = args.server_pid.and_then(proc_sample);
    eprintln!(
        "loadgen: {} lobbies ready ({} seats) in {setup_secs:.1} s",
        ready.len(),
        ready.len() * SEATS
    );

    // Phase 2: play. Each slot plays its lobby, then creates and plays new ones until stopped.
    // The measurement window opens after `--warmup-secs` (default 0): every lobby starts at the
    // same moment, so the first seconds are a synchronized burst that a warm-up can leave out.
    let play_start = Instant::now();
    let warmed_up = args.warmup.is_zero();
    stats.measuring.store(warmed_up, Ordering::Relaxed);
    let mut t0 = Instant::now();
    let mut cpu0 = args.server_pid.and_then(proc_sample);
    let mut self0 = proc_sample(std::process::id());
    let mut accepted0 = 0u64;
    let mut warmed_up = warmed_up;
    let next_lobby = Arc::new(AtomicU64::new(args.lobbies as u64));
    let mut slots = Vec::with_capacity(ready.len());
    for (i, r) in ready.into_iter().enumerate() {
        let (client, args, stats, next_lobby) = (
            client.clone(),
            args.clone(),
            stats.clone(),
            next_lobby.clone(),
        );
        slots.push(tokio::spawn(async move {
            let mut lobby = Some(r);
            let mut n = i as u64;
            loop {
                let Some(r) = lobby.take() else { break };
                let finished = run_lobby(r, args.clone(), stats.clone(), n).await;
                if stats.stop.load(Ordering::Relaxed) || !finished {
                    break;
                }
                n = next_lobby.fetch_add(1, Ordering::Relaxed);
                match setup_lobby(&client, &args, &stats, n).await {
                    Ok(r) => lobby = Some(r),
                    Err(e) => {
                        eprintln!("loadgen: setup of lobby {n}: {e}");
                        stats.lobby_errors.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
        }));
    }
    // Progress, bounds and the peak server RSS while playing.
    let mut peak_rss = 0u64;
    // (time of the previous progress line, commands sent by then)
    let mut last = (Instant::now(), 0u64);
    let mut window_from = 0usize;
    let mut ticks = 0u32;
    loop {
        tokio::time::sleep(Duration::from_millis(1000)).await;
        let sent = stats.commands_sent.load(Ordering::Relaxed);
        if let Some(s) = args.server_pid.and_then(proc_sample) {
            peak_rss = peak_rss.max(s.rss_kib);
        }
        ticks += 1;
        if ticks == 5 {
            ticks = 0;
            // Latency of the samples taken since the previous progress line.
            let mut window: Vec<u32> = stats
                .latencies_us
                .lock()
                .map(|v| v.get(window_from..).unwrap_or(&[]).to_vec())
                .unwrap_or_default();
            window_from += window.len();
            window.sort_unstable();
            eprintln!(
                "loadgen: t={:.0}s commands={sent} ({:.0}/s) finished={} errors={} last 5 s: p50 {:.2} ms p99 {:.2} ms max {:.2} ms",
                play_start.elapsed().as_secs_f64(),
                (sent - last.1) as f64 / last.0.elapsed().as_secs_f64().max(1e-9),
                stats.games_finished.load(Ordering::Relaxed),
                stats.lobby_errors.load(Ordering::Relaxed),
                percentile(&window, 0.50),
                percentile(&window, 0.99),
                f64::from(window.last().copied().unwrap_or(0)) / 1000.0,
            );
            last = (Instant::now(), sent);
        }
        if !warmed_up && play_start.elapsed() >= args.warmup {
            warmed_up = true;
            t0 = Instant::now();
            cpu0 = args.server_pid.and_then(proc_sample);
            self0 = proc_sample(std::process::id());
            accepted0 = stats.accepted.load(Ordering::Relaxed);
            window_from = stats.latencies_us.lock().map(|v| v.len()).unwrap_or(0);
            stats.measuring.store(true, Ordering::Relaxed);
            eprintln!("loadgen: warm-up over; measuring");
        }
        if (warmed_up && t0.elapsed() >= args.duration)
            || sent >= args.max_commands
            || slots.iter().all(|s| s.is_finished())
        {
            break;
        }
    }
    stats.measuring.store(false, Ordering::Relaxed);
    let secs = t0.elapsed().as_secs_f64();
    let cpu1 = args.server_pid.and_then(proc_sample);
    let self1 = proc_sample(std::process::id());
    stats.stop.store(true, Ordering::Relaxed);
    for s in slots {
        let _ = tokio::time::timeout(Duration::from_secs(5), s).await;
    }

    // Report.
    let mut lat = stats
        .latencies_us
        .lock()
        .map(|v| v.clone())
        .unwrap_or_default();
    lat.sort_unstable();
    let accepted = stats.accepted.load(Ordering::Relaxed) - accepted0;
    let updates = stats.updates_received.load(Ordering::Relaxed);
    let welcomes = stats.welcomes.load(Ordering::Relaxed);
    println!(
        "loadgen: addr {}  lobbies {}  think {} ms  warm-up {} s  window {secs:.1} s  setup {setup_secs:.1} s  updates as {}",
        args.addr,
        args.lobbies,
        args.think_ms,
        args.warmup.as_secs(),
        if args.patches { "patches" } else { "whole views" }
    );
    println!(
        "commands: sent {}  accepted {accepted}  accepted/s {:.1}  rejected {}  server errors {}  lobby errors {}",
        stats.commands_sent.load(Ordering::Relaxed),
        accepted as f64 / secs,
        stats.rejected.load(Ordering::Relaxed),
        stats.server_errors.load(Ordering::Relaxed),
        stats.lobby_errors.load(Ordering::Relaxed),
    );
    println!(
        "games finished {}  lobbies created {}",
        stats.games_finished.load(Ordering::Relaxed),
        stats.lobbies_created.load(Ordering::Relaxed)
    );
    println!(
        "latency command->last seat's update (ms): n {}  p50 {:.2}  p95 {:.2}  p99 {:.2}  max {:.2}",
        lat.len(),
        percentile(&lat, 0.50),
        percentile(&lat, 0.95),
        percentile(&lat, 0.99),
        percentile(&lat, 1.0)
    );
    println!(
        "bytes: update mean {:.0} ({} updates)  welcome mean {:.0}",
        stats.update_bytes.load(Ordering::Relaxed) as f64 / updates.max(1) as f64,
        updates,
        stats.welcome_bytes.load(Ordering::Relaxed) as f64 / welcomes.max(1) as f64
    );
    if args.spectators > 0 {
        println!(
            "spectators: {} per lobby  messages received {}",
            args.spectators,
            stats.spectator_messages.load(Ordering::Relaxed)
        );
    }
    if let (Some(a), Some(b)) = (self0, self1) {
        println!(
            "loadgen itself: CPU {:.0}% of one core  RSS {} KiB",
            100.0 * (b.cpu_ticks - a.cpu_ticks) as f64 / USER_HZ / secs,
            b.rss_kib
        );
    }
    if let Ok(l) = std::fs::read_to_string("/proc/loadavg") {
        println!("machine load average: {}", l.trim());
    }
    if let (Some(b), Some(i), Some(c0), Some(c1)) = (base_sample, idle_sample, cpu0, cpu1) {
        let cpu = (c1.cpu_ticks - c0.cpu_ticks) as f64 / USER_HZ;
        println!(
            "server: RSS before {} KiB  idle-with-lobbies {} KiB  end {} KiB  peak {} KiB  HWM {} KiB  threads {}",
            b.rss_kib, i.rss_kib, c1.rss_kib, peak_rss, c1.hwm_kib, c1.threads
        );
        println!(
            "server: CPU {cpu:.1} s in {secs:.1} s = {:.0}% of one core  ({:.1} us CPU per accepted command)",
            100.0 * cpu / secs,
            cpu * 1e6 / accepted.max(1) as f64
        );
    }
}

fn main() {
    let args = Args::from(Cli::parse());
    let rt = if args.threads == 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(args.threads)
            .enable_all()
            .build()
    };
    match rt {
        Ok(rt) => rt.block_on(run(args)),
        Err(e) => {
            eprintln!("loadgen: runtime: {e}");
            std::process::exit(1);
        }
    }
}
