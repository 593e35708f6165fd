//! The TCP front door: accepts connections under a global and a per-IP limit, serves each one
//! with hyper's HTTP/1 server (a header-read timeout that also ends idle keep-alive connections),
//! and closes any socket whose writes stay blocked past the write timeout. It knows nothing of
//! lobbies or games; the router it is given does.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
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
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;
use tracing::Instrument;

/// Largest request head (request line and headers) hyper buffers, in bytes.
const MAX_HEAD_BYTES: usize = 16 * 1024;

/// Kernel send buffer per connection, in bytes (Linux doubles it for bookkeeping).
const SEND_BUFFER_BYTES: usize = 64 * 1024;

/// How long shutdown waits for HTTP requests in flight.
const HTTP_GRACE: Duration = Duration::from_secs(5);

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
    /// A connection whose writes make no progress for this long is closed.
    pub write_timeout: Duration,
    /// Peers whose connections are exempt from the per-IP limit (their clients are counted by
    /// the rate limits instead, through `X-Forwarded-For`).
    pub trusted_proxies: Vec<IpAddr>,
}

/// Counts open connections per peer address.
#[derive(Default)]
struct PerIp {
    open: Mutex<HashMap<IpAddr, usize>>,
}

/// Holds a connection's share of the limits; dropping it (when the socket closes, also after a
/// WebSocket upgrade) gives them back.
struct Admission {
    _global: OwnedSemaphorePermit,
    per_ip: Option<(Arc<PerIp>, IpAddr)>,
}

impl Drop for Admission {
    fn drop(&mut self) {
        metrics::gauge!("dlo_tcp_connections").decrement(1.0);
        if let Some((table, ip)) = self.per_ip.take() {
            if let Ok(mut open) = table.open.lock() {
                if let Some(n) = open.get_mut(&ip) {
                    *n = n.saturating_sub(1);
                    if *n == 0 {
                        open.remove(&ip);
                    }
                }
            }
        }
    }
}

/// Why a connection was refused at accept.
#[derive(Clone, Copy, Debug)]
enum Refused {
    Global,
    PerIp,
}

fn admit(
    global: &Arc<Semaphore>,
    table: &Arc<PerIp>,
    limits: &NetLimits,
    ip: IpAddr,
) -> Result<Admission, Refused> {
    let permit = global
        .clone()
        .try_acquire_owned()
        .map_err(|_| Refused::Global)?;
    let per_ip = if limits.trusted_proxies.contains(&ip) {
        None
    } else {
        let mut open = table.open.lock().map_err(|_| Refused::PerIp)?;
        let n = open.entry(ip).or_insert(0);
        if *n >= limits.max_connections_per_ip {
            return Err(Refused::PerIp);
        }
        *n += 1;
        Some((table.clone(), ip))
    };
    metrics::gauge!("dlo_tcp_connections").increment(1.0);
    Ok(Admission {
        _global: permit,
        per_ip,
    })
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
    let global = Arc::new(Semaphore::new(limits.max_connections));
    let table = Arc::new(PerIp::default());
    // Every connection task holds a receiver; shutdown sends `true` and waits for all of them
    // to be dropped.
    let (stopping, stop_rx) = tokio::sync::watch::channel(false);
    // HTTP/1.1 only, served by hyper's own HTTP/1 connection: its header-read timeout starts
    // as soon as the connection is accepted. (hyper-util's protocol-sniffing `auto` server, which
    // `axum::serve` uses, first waits for bytes without any timer, so a silent socket is kept
    // forever.) Browsers and reverse proxies speak HTTP/1.1 to us.
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .keep_alive(true)
        .max_buf_size(MAX_HEAD_BYTES);
    let http = Arc::new(http);
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
        let admission = match admit(&global, &table, &limits, peer.ip()) {
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
        let io = TokioIo::new(Guarded {
            inner: Box::pin(io),
            _admission: admission,
        });
        let svc = app
            .clone()
            .map_request(move |mut req: axum::extract::Request<Incoming>| {
                req.extensions_mut().insert(ConnectInfo(peer));
                req
            });
        let http = http.clone();
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
