//! The TCP front door: accepts connections under a global and a per-address limit, serves each
//! one with hyper's HTTP/1 server (a header-read timeout that also ends idle keep-alive
//! connections), and closes any socket whose writes stay blocked past the write timeout. It
//! knows nothing of lobbies or games; the router it is given does.
//!
//! Connection pressure (issue #32 item 6; docs/security.md § Connection pressure): an IPv6 peer
//! counts per /64 network (one host usually owns a whole /64); from three quarters of the global
//! cap on, new connections get a shorter first-request timeout; and at the cap, the oldest
//! connection that has not yet sent a complete request head is closed to make room, so idle
//! sockets cannot keep players out.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::future::Future;
use std::io;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;
use tracing::Instrument;

/// Largest request head (request line and headers) hyper buffers, in bytes.
const MAX_HEAD_BYTES: usize = 16 * 1024;

/// Kernel send buffer per connection, in bytes (Linux doubles it for bookkeeping).
const SEND_BUFFER_BYTES: usize = 64 * 1024;

/// How long shutdown waits for HTTP requests in flight.
const HTTP_GRACE: Duration = Duration::from_secs(5);

/// The first-request timeout under connection pressure: a quarter of the usual one, at least
/// one second (a browser sends its request head within milliseconds of connecting).
pub fn pressure_header_timeout(header_timeout: Duration) -> Duration {
    (header_timeout / 4)
        .max(Duration::from_secs(1))
        .min(header_timeout)
}

/// Connection-level limits of [`serve`].
#[derive(Clone, Debug)]
pub struct NetLimits {
    /// Open TCP connections at once (plain HTTP and WebSocket alike).
    pub max_connections: usize,
    /// Open TCP connections at once from one peer address (not applied to trusted proxies).
    pub max_connections_per_ip: usize,
    /// Time a client has to send a complete request head; also how long an idle keep-alive
    /// connection stays open.
    pub header_timeout: Duration,
    /// [`NetLimits::header_timeout`] of connections accepted while three quarters of
    /// `max_connections` or more are open.
    pub pressure_header_timeout: Duration,
    /// A connection whose writes make no progress for this long is closed.
    pub write_timeout: Duration,
    /// Peers whose connections are exempt from the per-IP limit (their clients are counted by
    /// the rate limits instead, through `X-Forwarded-For`).
    pub trusted_proxies: Vec<IpAddr>,
}

/// What one peer address counts as for the per-address limit (and for the rate quotas,
/// [`crate::limits::Quotas`]): an IPv4 address (also inside an IPv4-mapped IPv6 one), or the
/// /64 network of an IPv6 address (one host usually owns a whole /64).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// One open connection as the [`Tracker`] knows it.
struct Conn {
    /// Its per-address key; `None` for a trusted proxy.
    key: Option<IpAddr>,
    /// Fired to close it when it is evicted.
    evict: Option<oneshot::Sender<()>>,
}

#[derive(Default)]
struct Table {
    next_id: u64,
    /// Open connections by id (ids grow with accept time).
    open: BTreeMap<u64, Conn>,
    /// Ids of the open connections that have not sent a complete request head yet.
    fresh: BTreeSet<u64>,
    per_key: HashMap<IpAddr, usize>,
}

impl Table {
    fn remove(&mut self, id: u64) -> Option<Conn> {
        let conn = self.open.remove(&id)?;
        self.fresh.remove(&id);
        if let Some(key) = conn.key {
            if let Some(n) = self.per_key.get_mut(&key) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    self.per_key.remove(&key);
                }
            }
        }
        metrics::gauge!("dlo_tcp_connections").decrement(1.0);
        Some(conn)
    }
}

/// Counts open connections, globally and per address, and picks the ones closed under pressure.
struct Tracker {
    table: Mutex<Table>,
    limits: NetLimits,
}

/// Holds a connection's place in the [`Tracker`]; dropping it (when the socket closes, also
/// after a WebSocket upgrade) gives it back.
struct Admission {
    tracker: Arc<Tracker>,
    id: u64,
}

impl Drop for Admission {
    fn drop(&mut self) {
        if let Ok(mut table) = self.tracker.table.lock() {
            table.remove(self.id);
        }
    }
}

/// Why a connection was refused at accept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refused {
    Global,
    PerIp,
}

/// A connection let in: its place, whether the server was under pressure when it came, and
/// what fires when it is evicted.
struct Admitted {
    admission: Admission,
    pressured: bool,
    evicted: oneshot::Receiver<()>,
}

impl Tracker {
    fn new(limits: NetLimits) -> Arc<Tracker> {
        Arc::new(Tracker {
            table: Mutex::new(Table::default()),
            limits,
        })
    }

    /// Whether `open` connections put the server under pressure (three quarters of the cap).
    fn is_pressure(&self, open: usize) -> bool {
        open.saturating_mul(4) >= self.limits.max_connections.saturating_mul(3)
    }

    /// Lets a connection from `ip` in, closing the oldest connection that has not sent a
    /// request yet when the global cap is reached.
    fn admit(self: &Arc<Self>, ip: IpAddr) -> Result<Admitted, Refused> {
        let mut table = self.table.lock().map_err(|_| Refused::Global)?;
        let key = (!self.limits.trusted_proxies.contains(&ip)).then(|| address_key(ip));
        if let Some(key) = key {
            if table.per_key.get(&key).copied().unwrap_or(0) >= self.limits.max_connections_per_ip {
                return Err(Refused::PerIp);
            }
        }
        if table.open.len() >= self.limits.max_connections {
            let Some(oldest) = table.fresh.first().copied() else {
                return Err(Refused::Global);
            };
            if let Some(mut victim) = table.remove(oldest) {
                if let Some(evict) = victim.evict.take() {
                    let _ = evict.send(());
                }
                metrics::counter!("dlo_connections_evicted_total").increment(1);
            }
        }
        let pressured = self.is_pressure(table.open.len() + 1);
        let id = table.next_id;
        table.next_id += 1;
        let (evict, evicted) = oneshot::channel();
        table.open.insert(
            id,
            Conn {
                key,
                evict: Some(evict),
            },
        );
        table.fresh.insert(id);
        if let Some(key) = key {
            *table.per_key.entry(key).or_insert(0) += 1;
        }
        metrics::gauge!("dlo_tcp_connections").increment(1.0);
        Ok(Admitted {
            admission: Admission {
                tracker: self.clone(),
                id,
            },
            pressured,
            evicted,
        })
    }

    /// The connection `id` sent a complete request head: it is no longer closed first.
    fn served(&self, id: u64) {
        if let Ok(mut table) = self.table.lock() {
            table.fresh.remove(&id);
        }
    }
}

/// A TCP stream with a write timeout that carries its [`Admission`], so the limits are released
/// exactly when the socket is closed.
struct Guarded {
    inner: Pin<Box<TimeoutStream<TcpStream>>>,
    _admission: Admission,
}

impl AsyncRead for Guarded {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.inner.as_mut().poll_read(cx, buf)
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.inner.as_mut().poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.inner.as_mut().poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.inner.as_mut().poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.inner.as_mut().poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

/// Accept errors that concern one connection only (the listener itself is fine).
fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// Serves `app` on `listener` under `limits` until `shutdown` completes; then stops accepting
/// and gives HTTP requests in flight a short grace period. Upgraded WebSockets are not waited
/// for: their lobbies close them.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: NetLimits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let tracker = Tracker::new(limits.clone());
    // Every connection task holds a receiver; shutdown sends `true` and waits for all of them
    // to be dropped.
    let (stopping, stop_rx) = tokio::sync::watch::channel(false);
    // HTTP/1.1 only, served by hyper's own HTTP/1 connection: its header-read timeout starts
    // as soon as the connection is accepted. (hyper-util's protocol-sniffing `auto` server, which
    // `axum::serve` uses, first waits for bytes without any timer, so a silent socket is kept
    // forever.) Browsers and reverse proxies speak HTTP/1.1 to us.
    let builder = |header_timeout: Duration| {
        let mut http = hyper::server::conn::http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(header_timeout)
            .keep_alive(true)
            .max_buf_size(MAX_HEAD_BYTES);
        Arc::new(http)
    };
    let relaxed = builder(limits.header_timeout);
    let pressured = builder(limits.pressure_header_timeout.min(limits.header_timeout));
    tokio::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(e) if is_connection_error(&e) => continue,
                Err(e) => {
                    // Typically EMFILE: out of descriptors. Back off instead of spinning.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let admitted = match tracker.admit(peer.ip()) {
            Ok(a) => a,
            Err(why) => {
                let limit = match why {
                    Refused::Global => "connections",
                    Refused::PerIp => "connections_per_ip",
                };
                metrics::counter!("dlo_limits_hit_total", "limit" => limit).increment(1);
                tracing::debug!(%peer, limit, "connection refused");
                // Dropping the stream closes it at once: the descriptor is freed now.
                drop(tcp);
                continue;
            }
        };
        // TCP_NODELAY: without it Nagle holds the `update` written right after `accepted` until
        // the client's delayed ACK (~40 ms on Linux); see docs/performance.md.
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "could not set TCP_NODELAY");
        }
        // A bounded kernel send buffer: a client that stops reading blocks our writes after
        // this much instead of after the several megabytes Linux's autotuning allows, so the
        // write timeout notices it and its memory stays small.
        if let Err(e) = socket2::SockRef::from(&tcp).set_send_buffer_size(SEND_BUFFER_BYTES) {
            tracing::debug!(error = %e, "could not set SO_SNDBUF");
        }
        let mut io = TimeoutStream::new(tcp);
        io.set_write_timeout(Some(limits.write_timeout));
        let Admitted {
            admission,
            pressured: under_pressure,
            evicted,
        } = admitted;
        let conn_id = admission.id;
        let io = TokioIo::new(Guarded {
            inner: Box::pin(io),
            _admission: admission,
        });
        let first = Arc::new(AtomicBool::new(true));
        let marks = tracker.clone();
        let svc = app
            .clone()
            .map_request(move |mut req: axum::extract::Request<Incoming>| {
                if first.swap(false, Ordering::Relaxed) {
                    marks.served(conn_id);
                }
                req.extensions_mut().insert(ConnectInfo(peer));
                req
            });
        let http = if under_pressure {
            pressured.clone()
        } else {
            relaxed.clone()
        };
        let mut stop_rx = stop_rx.clone();
        let span = tracing::info_span!("connection", %peer);
        tokio::spawn(
            async move {
                let conn = http
                    .serve_connection(io, TowerToHyperService::new(svc))
                    .with_upgrades();
                tokio::pin!(conn);
                let ended = tokio::select! {
                    ended = conn.as_mut() => ended,
                    Ok(()) = evicted => {
                        // Closed to make room under pressure (it had sent no request).
                        tracing::debug!("idle connection closed under connection pressure");
                        return;
                    }
                    _ = stop_rx.changed() => {
                        // Finish the request in flight, then close instead of keeping alive.
                        conn.as_mut().graceful_shutdown();
                        conn.await
                    }
                };
                if let Err(e) = ended {
                    tracing::debug!(error = %e, "connection ended with an error");
                }
            }
            .instrument(span),
        );
    }
    drop(listener);
    drop(stop_rx);
    let _ = stopping.send(true);
    if tokio::time::timeout(HTTP_GRACE, stopping.closed())
        .await
        .is_err()
    {
        tracing::warn!("some HTTP requests did not finish within the grace period");
    }
}

/// The peer address of a request served by [`serve`], if any.
pub fn peer_of(parts: &axum::http::request::Parts) -> Option<SocketAddr> {
    parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(max: usize, per_ip: usize) -> NetLimits {
        NetLimits {
            max_connections: max,
            max_connections_per_ip: per_ip,
            header_timeout: Duration::from_secs(10),
            pressure_header_timeout: Duration::from_secs(2),
            write_timeout: Duration::from_secs(10),
            trusted_proxies: vec!["10.0.0.1".parse().expect("ip")],
        }
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("ip")
    }

    #[test]
    fn ipv6_peers_count_per_64_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            address_key(ip("2001:db8:1:2:aaaa::1")),
            address_key(ip("2001:db8:1:2:ffff:1:2:3"))
        );
        assert_ne!(
            address_key(ip("2001:db8:1:2::1")),
            address_key(ip("2001:db8:1:3::1"))
        );
        assert_eq!(address_key(ip("::ffff:192.0.2.7")), ip("192.0.2.7"));
        let tracker = Tracker::new(limits(100, 2));
        let _a = tracker.admit(ip("2001:db8::1")).expect("first");
        let _b = tracker.admit(ip("2001:db8::2")).expect("second");
        assert_eq!(
            tracker.admit(ip("2001:db8::3")).err(),
            Some(Refused::PerIp),
            "a third address of the same /64 is over the per-address limit"
        );
        let _c = tracker.admit(ip("2001:db8:0:1::1")).expect("another /64");
        // Trusted proxies are not limited per address.
        let _p: Vec<_> = (0..5)
            .map(|_| tracker.admit(ip("10.0.0.1")).expect("proxy"))
            .collect();
    }

    #[test]
    fn at_the_cap_the_oldest_connection_without_a_request_is_closed() {
        let tracker = Tracker::new(limits(4, 4));
        let mut a = tracker.admit(ip("192.0.2.1")).expect("a");
        let mut b = tracker.admit(ip("192.0.2.2")).expect("b");
        let mut c = tracker.admit(ip("192.0.2.3")).expect("c");
        assert!(
            !a.pressured && !b.pressured && c.pressured,
            "3 of 4 is pressure"
        );
        tracker.served(a.admission.id);
        let mut d = tracker.admit(ip("192.0.2.4")).expect("d");
        // Full: a has sent a request, so b (the oldest idle one) makes room.
        let mut e = tracker.admit(ip("192.0.2.5")).expect("e");
        assert!(a.evicted.try_recv().is_err(), "a served a request: kept");
        assert_eq!(b.evicted.try_recv(), Ok(()), "b closed");
        let f = tracker.admit(ip("192.0.2.6")).expect("f");
        assert_eq!(c.evicted.try_recv(), Ok(()), "then c");
        assert!(d.evicted.try_recv().is_err() && e.evicted.try_recv().is_err());
        tracker.served(d.admission.id);
        tracker.served(e.admission.id);
        tracker.served(f.admission.id);
        assert_eq!(
            tracker.admit(ip("192.0.2.7")).err(),
            Some(Refused::Global),
            "nobody idle to close: refused"
        );
        drop(f);
        let g = tracker
            .admit(ip("192.0.2.7"))
            .expect("a place was given back");
        tracker.served(g.admission.id);
        // The evicted connections' admissions, dropped later, give nothing back twice.
        drop(b);
        drop(c);
        assert_eq!(tracker.admit(ip("192.0.2.8")).err(), Some(Refused::Global));
    }

    #[test]
    fn the_pressure_timeout_is_shorter_but_never_below_a_second() {
        assert_eq!(
            pressure_header_timeout(Duration::from_secs(10)),
            Duration::from_millis(2500)
        );
        assert_eq!(
            pressure_header_timeout(Duration::from_secs(2)),
            Duration::from_secs(1)
        );
        assert_eq!(
            pressure_header_timeout(Duration::from_millis(500)),
            Duration::from_millis(500)
        );
    }
}
