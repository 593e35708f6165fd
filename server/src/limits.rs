//! Per-client quotas: who the client is ([`ClientIp`], honouring a trusted proxy's
//! `X-Forwarded-For`), rate limits on lobby creation, joins and chat (token buckets from
//! `governor`), and the cap on open lobbies per client. A client is keyed as connections are
//! ([`crate::net::address_key`]): an IPv4 address, or the /64 network of an IPv6 address, so
//! the many addresses of one IPv6 host share one allowance. Refusals are [`AppError::TooMany`]
//! (429 with `Retry-After`). It holds no game state.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use uuid::Uuid;

use crate::api::AppState;
use crate::error::AppError;
use crate::net::address_key;

/// The address a request is attributed to: the TCP peer, or, when the peer is a trusted proxy,
/// the right-most `X-Forwarded-For` entry that is not itself a trusted proxy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientIp(pub IpAddr);

/// Resolves the client address of a request from its peer and `X-Forwarded-For` header.
pub fn client_ip(peer: Option<IpAddr>, forwarded_for: Option<&str>, trusted: &[IpAddr]) -> IpAddr {
    let Some(peer) = peer else {
        return IpAddr::V4(Ipv4Addr::UNSPECIFIED);
    };
    if !trusted.contains(&peer) {
        return peer;
    }
    let Some(header) = forwarded_for else {
        return peer;
    };
    // Each proxy appends the address it received from, so the right-most untrusted entry is the
    // first one no trusted party vouches for; anything left of it may be forged by the client.
    let mut client = peer;
    for entry in header.rsplit(',') {
        match entry.trim().parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => client = ip,
            Ok(ip) => return ip,
            Err(_) => return client,
        }
    }
    client
}

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = crate::net::peer_of(parts).map(|a| a.ip());
        let header = parts
            .headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok());
        Ok(ClientIp(client_ip(
            peer,
            header,
            &state.settings.trusted_proxies,
        )))
    }
}

/// The longest game this server plays or imports, in stored commands (issue #30). The rules
/// bound a game's length once take-backs are bounded (TAKEBACK-1): a 4-seat Dungeon Lords game
/// that takes back every decision as often as it may stays under about 8,000 commands (16
/// take-backs of up to 4 orders in each of 8 orders phases, and of a plan of up to about 10
/// commands in each of 8 combat rounds, for each of 4 seats, plus the game itself, at most 485
/// commands in 300 random games); Welcome to the Dungeon games are a few hundred at most. So
/// only a padded record or a hostile client meets it (docs/security.md).
pub const MAX_GAME_COMMANDS: usize = 20_000;

/// The longest game log this server keeps, in entries: each command adds a few entries (about 2
/// on average, 971 entries for the longest of those 300 games).
pub const MAX_GAME_LOG: usize = 60_000;

/// The most seat events (timeouts, takeovers, concessions, reclaims, re-invites) an imported
/// record may carry: each needs a clock running out, a vote or a reconnection, so a real game
/// has a handful.
pub const MAX_SEAT_EVENTS: usize = 2_000;

/// How long a game may grow, live and on import ([`MAX_GAME_COMMANDS`], [`MAX_GAME_LOG`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLimits {
    /// Most stored commands of one game.
    pub max_commands: usize,
    /// Most log entries of one game.
    pub max_log: usize,
}

impl Default for GameLimits {
    fn default() -> Self {
        GameLimits {
            max_commands: MAX_GAME_COMMANDS,
            max_log: MAX_GAME_LOG,
        }
    }
}

impl GameLimits {
    /// Whether a game with `n_commands` stored commands and `log_len` log entries may take
    /// one more command.
    pub fn has_room(&self, n_commands: usize, log_len: usize) -> bool {
        n_commands < self.max_commands && log_len < self.max_log
    }
}

/// Per-client quotas, shared by every handler and socket.
pub struct Quotas {
    create: DefaultKeyedRateLimiter<IpAddr>,
    join: DefaultKeyedRateLimiter<IpAddr>,
    chat: DefaultKeyedRateLimiter<IpAddr>,
    replay_reads: DefaultKeyedRateLimiter<IpAddr>,
    imports: DefaultKeyedRateLimiter<IpAddr>,
    max_open_lobbies: usize,
    /// Lobbies each client created, checked for still being open at the next creation.
    created: tokio::sync::Mutex<HashMap<IpAddr, Vec<Uuid>>>,
}

/// The numbers behind [`Quotas`].
#[derive(Clone, Debug)]
pub struct QuotaSettings {
    /// Lobbies one client may create per minute (also the burst).
    pub lobby_creates_per_min: u32,
    /// Joins one client may make per minute (also the burst).
    pub joins_per_min: u32,
    /// Chat lines one client may send per minute over all its sockets (also the burst).
    pub chat_per_min: u32,
    /// Open lobbies one client may have at once.
    pub max_open_lobbies: usize,
    /// Replay, export and text-log requests one client may make per minute (also the burst).
    pub replay_reads_per_min: u32,
    /// Game records one client may import per hour (also the burst).
    pub imports_per_hour: u32,
}

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN))
}

/// How often the limiters forget clients that are back to a full bucket.
const FORGET_EVERY: Duration = Duration::from_secs(60);

impl Quotas {
    /// Quotas with these numbers. Call [`Quotas::spawn_housekeeping`] once to bound memory.
    pub fn new(q: &QuotaSettings) -> Self {
        Quotas {
            create: RateLimiter::dashmap(per_minute(q.lobby_creates_per_min)),
            join: RateLimiter::dashmap(per_minute(q.joins_per_min)),
            chat: RateLimiter::dashmap(per_minute(q.chat_per_min)),
            replay_reads: RateLimiter::dashmap(per_minute(q.replay_reads_per_min)),
            imports: RateLimiter::dashmap(Quota::per_hour(
                NonZeroU32::new(q.imports_per_hour.max(1)).unwrap_or(NonZeroU32::MIN),
            )),
            max_open_lobbies: q.max_open_lobbies,
            created: tokio::sync::Mutex::new(HashMap::new()),
        }
    }

    /// Periodically drops limiter entries of clients that are back to a full bucket, so a
    /// stream of spoofed or passing addresses cannot grow memory without bound.
    pub fn spawn_housekeeping(self: &Arc<Self>) {
        let weak = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(FORGET_EVERY);
            tick.tick().await;
            loop {
                tick.tick().await;
                let Some(q) = weak.upgrade() else { break };
                for limiter in [&q.create, &q.join, &q.chat, &q.replay_reads, &q.imports] {
                    limiter.retain_recent();
                    limiter.shrink_to_fit();
                }
            }
        });
    }

    fn check(
        limiter: &DefaultKeyedRateLimiter<IpAddr>,
        ip: IpAddr,
        limit: &'static str,
        message: &str,
    ) -> Result<(), AppError> {
        limiter.check_key(&address_key(ip)).map_err(|not_until| {
            metrics::counter!("dlo_limits_hit_total", "limit" => limit).increment(1);
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            AppError::too_many(message.to_owned(), wait)
        })
    }

    /// Takes one lobby creation from `ip`'s allowance.
    ///
    /// # Errors
    /// [`AppError::TooMany`] when `ip` created too many lobbies recently.
    pub fn check_create(&self, ip: IpAddr) -> Result<(), AppError> {
        Self::check(
            &self.create,
            ip,
            "lobby_creates",
            "too many lobbies created; try again later",
        )
    }

    /// Takes one join from `ip`'s allowance.
    ///
    /// # Errors
    /// [`AppError::TooMany`] when `ip` joined too often recently.
    pub fn check_join(&self, ip: IpAddr) -> Result<(), AppError> {
        Self::check(&self.join, ip, "joins", "too many joins; try again later")
    }

    /// Takes one replay read (a step, the step index, an export or a text log) from `ip`'s
    /// allowance.
    ///
    /// # Errors
    /// [`AppError::TooMany`] when `ip` read too many replay pages recently.
    pub fn check_replay_read(&self, ip: IpAddr) -> Result<(), AppError> {
        Self::check(
            &self.replay_reads,
            ip,
            "replay_reads",
            "too many replay requests; try again later",
        )
    }

    /// Takes one import from `ip`'s allowance.
    ///
    /// # Errors
    /// [`AppError::TooMany`] when `ip` imported too many games recently.
    pub fn check_import(&self, ip: IpAddr) -> Result<(), AppError> {
        Self::check(
            &self.imports,
            ip,
            "imports",
            "too many games imported; try again later",
        )
    }

    /// Takes one chat line from `ip`'s allowance; false when it is used up.
    pub fn allow_chat(&self, ip: IpAddr) -> bool {
        let allowed = self.chat.check_key(&address_key(ip)).is_ok();
        if !allowed {
            metrics::counter!("dlo_limits_hit_total", "limit" => "chat_per_ip").increment(1);
        }
        allowed
    }

    /// Runs `create` unless `ip` already has the maximum number of open lobbies; `is_open`
    /// tells whether a lobby it created earlier is still open. Creations are serialized so two
    /// concurrent requests cannot both take the last place.
    ///
    /// # Errors
    /// [`AppError::TooMany`] when `ip` has too many open lobbies; else `create`'s error.
    pub async fn with_open_lobby_quota<F, Fut, T, O, OFut>(
        &self,
        ip: IpAddr,
        is_open: O,
        create: F,
    ) -> Result<T, AppError>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<(T, Uuid), AppError>>,
        O: Fn(Uuid) -> OFut,
        OFut: std::future::Future<Output = bool>,
    {
        let ip = address_key(ip);
        let mut created = self.created.lock().await;
        let mine = created.remove(&ip).unwrap_or_default();
        let mut still_open = Vec::with_capacity(mine.len());
        for id in mine {
            if is_open(id).await {
                still_open.push(id);
            }
        }
        if still_open.len() >= self.max_open_lobbies {
            created.insert(ip, still_open);
            metrics::counter!("dlo_limits_hit_total", "limit" => "open_lobbies").increment(1);
            return Err(AppError::too_many(
                format!(
                    "at most {} open lobbies per player; start or close one first",
                    self.max_open_lobbies
                ),
                Duration::from_secs(60),
            ));
        }
        let result = create().await;
        if let Ok((_, id)) = &result {
            still_open.push(*id);
        }
        if !still_open.is_empty() {
            created.insert(ip, still_open);
        }
        result.map(|(t, _)| t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tight() -> QuotaSettings {
        QuotaSettings {
            lobby_creates_per_min: 2,
            joins_per_min: 2,
            chat_per_min: 2,
            replay_reads_per_min: 2,
            imports_per_hour: 2,
            max_open_lobbies: 1,
        }
    }

    #[test]
    fn rate_quotas_count_an_ipv6_64_as_one_client() {
        let q = Quotas::new(&tight());
        // Two creates, joins and chat lines from two addresses of one /64 use up its allowance;
        // a third address of that /64 is refused, another /64 is not.
        for a in ["2001:db8:0:1::1", "2001:db8:0:1:ffff::2"] {
            assert!(q.check_create(ip(a)).is_ok());
            assert!(q.check_join(ip(a)).is_ok());
            assert!(q.allow_chat(ip(a)));
        }
        let third = ip("2001:db8:0:1:1234:5678:9abc:def0");
        assert!(q.check_create(third).is_err(), "creates per /64");
        assert!(q.check_join(third).is_err(), "joins per /64");
        assert!(!q.allow_chat(third), "chat per /64");
        let other = ip("2001:db8:0:2::1");
        assert!(q.check_create(other).is_ok());
        assert!(q.check_join(other).is_ok());
        assert!(q.allow_chat(other));
        // IPv4 (and IPv4-mapped IPv6) stays per address.
        assert!(q.check_create(ip("192.0.2.1")).is_ok());
        assert!(q.check_create(ip("::ffff:192.0.2.1")).is_ok());
        assert!(q.check_create(ip("192.0.2.1")).is_err());
        assert!(q.check_create(ip("192.0.2.2")).is_ok());
    }

    #[tokio::test]
    async fn the_open_lobby_cap_counts_an_ipv6_64_as_one_client() {
        let q = Quotas::new(&tight());
        let made = q
            .with_open_lobby_quota(
                ip("2001:db8:0:1::1"),
                |_| async { true },
                || async { Ok(((), Uuid::new_v4())) },
            )
            .await;
        assert!(made.is_ok());
        let again = q
            .with_open_lobby_quota(
                ip("2001:db8:0:1::99"),
                |_| async { true },
                || async { Ok(((), Uuid::new_v4())) },
            )
            .await;
        assert!(again.is_err(), "a second open lobby from the same /64");
        let elsewhere = q
            .with_open_lobby_quota(
                ip("2001:db8:0:2::1"),
                |_| async { true },
                || async { Ok(((), Uuid::new_v4())) },
            )
            .await;
        assert!(elsewhere.is_ok());
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        let got = client_ip(
            Some(ip("203.0.113.9")),
            Some("10.0.0.1"),
            &[ip("127.0.0.1")],
        );
        assert_eq!(got, ip("203.0.113.9"));
    }

    #[test]
    fn behind_a_trusted_proxy_the_right_most_untrusted_entry_is_the_client() {
        let trusted = [ip("127.0.0.1"), ip("10.0.0.2")];
        let got = client_ip(
            Some(ip("127.0.0.1")),
            Some("1.2.3.4, 198.51.100.7, 10.0.0.2"),
            &trusted,
        );
        assert_eq!(got, ip("198.51.100.7"));
    }

    #[test]
    fn a_trusted_proxy_without_the_header_is_the_client() {
        let got = client_ip(Some(ip("127.0.0.1")), None, &[ip("127.0.0.1")]);
        assert_eq!(got, ip("127.0.0.1"));
    }

    #[test]
    fn garbage_in_the_header_stops_at_the_last_vouched_address() {
        let got = client_ip(
            Some(ip("127.0.0.1")),
            Some("198.51.100.7, not-an-ip"),
            &[ip("127.0.0.1")],
        );
        assert_eq!(got, ip("127.0.0.1"));
    }
}
