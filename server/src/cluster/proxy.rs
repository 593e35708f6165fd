//! Forwarding a request to the node that owns its lobby: one HTTP/1.1 connection to the owner's
//! advertised address per forwarded request. A plain request's response is streamed back; a
//! WebSocket upgrade is forwarded as is and, once both sides have switched protocols, the two
//! connections are spliced byte for byte, so frames, pings and close codes pass unchanged. When
//! the owner dies, its side of the splice closes and so does the client's socket: the client
//! reconnects (through any node) and lands on the new owner.

use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

use super::FORWARDED_HEADER;

/// How long connecting to the owner may take, at most (and at most half a lease).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

/// The least time the owner is given to answer a forwarded request (otherwise one lease: an
/// owner silent that long may have lost its lease, and the client is told to try again).
const MIN_ANSWER_WAIT: Duration = Duration::from_secs(1);

fn bad_gateway(why: &str) -> Response {
    let mut r = (
        StatusCode::SERVICE_UNAVAILABLE,
        axum::Json(serde_json::json!({ "error": { "code": "lobby_moving", "message": why } })),
    )
        .into_response();
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    r
}

/// A change the silent owner received and may have carried out before it went silent: the
/// client is told so (503 `in_doubt`: look at the lobby, or send it again with its idempotency
/// key), never that nothing changed.
fn in_doubt() -> Response {
    let mut r = (
        StatusCode::SERVICE_UNAVAILABLE,
        axum::Json(serde_json::json!({ "error": {
            "code": "in_doubt",
            "message": "the lobby's server node took the change but did not answer; it may or may not have happened: look at the lobby before trying again"
        } })),
    )
        .into_response();
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    r
}

fn is_upgrade(req: &Request) -> bool {
    req.headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}

/// The outcome of [`forward`].
pub enum Forwarded {
    /// The owner answered (or the request could not be sent again elsewhere): pass this on.
    Answer(Response),
    /// The owner could not be reached or did not answer in time, and the request is one that
    /// may be sent again (a `GET`/`HEAD`, a WebSocket upgrade included, or any request that
    /// never reached the owner): here it is, untouched, to route anew after re-reading the
    /// lease; `Response` is the 503 `lobby_moving` to give when no other owner is found.
    NoAnswer(Box<Request>, Response),
}

/// Whether `req` may be sent to another node after the first owner took it but did not answer:
/// a read (`GET`, `HEAD`; a WebSocket upgrade is a `GET` that changes nothing until the socket
/// says hello).
fn repeatable(req: &Request) -> bool {
    req.method() == axum::http::Method::GET || req.method() == axum::http::Method::HEAD
}

/// A connection to the owner at `addr`, ready for one request; `Err` is the 503 to answer.
async fn open(
    addr: &str,
    connect_timeout: Duration,
) -> Result<hyper::client::conn::http1::SendRequest<Body>, Response> {
    let stream = match tokio::time::timeout(connect_timeout, TcpStream::connect(addr)).await {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => {
            tracing::debug!(%addr, error = %e, "cannot reach the lobby's owner");
            return Err(bad_gateway(
                "the lobby's server node is unreachable; try again",
            ));
        }
        Err(_) => {
            return Err(bad_gateway(
                "the lobby's server node does not answer; try again",
            ))
        }
    };
    let _ = stream.set_nodelay(true);
    let handshake = tokio::time::timeout(
        connect_timeout,
        hyper::client::conn::http1::handshake(TokioIo::new(stream)),
    )
    .await;
    let (sender, conn) = match handshake {
        Ok(Ok(pair)) => pair,
        Ok(Err(e)) => {
            tracing::debug!(%addr, error = %e, "handshake with the lobby's owner failed");
            return Err(bad_gateway(
                "the lobby's server node is unreachable; try again",
            ));
        }
        Err(_) => {
            return Err(bad_gateway(
                "the lobby's server node does not answer; try again",
            ))
        }
    };
    tokio::spawn(async move {
        if let Err(e) = conn.with_upgrades().await {
            tracing::debug!(error = %e, "forwarded connection ended with an error");
        }
    });
    Ok(sender)
}

/// Forwards `req` to the node at `addr`. Connecting (and the handshake) may take at most half
/// a lease (2 s at most), the answer at most a lease (1 s at least): an owner silent that long
/// may be paused or dead and losing its lease. Then a request that may be sent again comes back
/// as [`Forwarded::NoAnswer`], for the caller to re-read the lease and route it to the new
/// owner; a change (a `POST`) the owner took and never answered gets 503 `in_doubt` (it may
/// have been carried out before the owner went silent).
pub async fn forward(mut req: Request, addr: &str, me: &str, lease: Duration) -> Forwarded {
    let connect_timeout = CONNECT_TIMEOUT.min(lease / 2);
    let answer_wait = lease.max(MIN_ANSWER_WAIT);
    let mut sender = match open(addr, connect_timeout).await {
        Ok(s) => s,
        // Nothing was sent: any request may go elsewhere.
        Err(resp) => return Forwarded::NoAnswer(Box::new(req), resp),
    };
    let peer = req
        .extensions()
        .get::<ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0.ip());
    let upgrade = is_upgrade(&req);
    if repeatable(&req) {
        // Send a copy (a read has no body), keeping the client's request, and with it the
        // client's side of a WebSocket upgrade, for another owner should this one stay silent.
        let mut copy = Request::new(Body::empty());
        *copy.method_mut() = req.method().clone();
        *copy.uri_mut() = req.uri().clone();
        *copy.version_mut() = req.version();
        *copy.headers_mut() = req.headers().clone();
        mark(&mut copy, me, peer);
        let sent = tokio::time::timeout(answer_wait, sender.send_request(copy)).await;
        let resp = match sent {
            Ok(Ok(r)) => r,
            Ok(Err(e)) => {
                tracing::debug!(%addr, error = %e, "forwarded request failed");
                return Forwarded::NoAnswer(
                    Box::new(req),
                    bad_gateway("the lobby's server node failed; try again"),
                );
            }
            Err(_) => {
                return Forwarded::NoAnswer(
                    Box::new(req),
                    bad_gateway("the lobby's server node did not answer in time"),
                )
            }
        };
        let client_side = upgrade.then(|| hyper::upgrade::on(&mut req));
        return Forwarded::Answer(finish(resp, client_side));
    }
    mark(&mut req, me, peer);
    let client_side = upgrade.then(|| hyper::upgrade::on(&mut req));
    let sent = tokio::time::timeout(answer_wait, sender.send_request(req)).await;
    let resp = match sent {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => {
            tracing::debug!(%addr, error = %e, "forwarded request failed");
            return Forwarded::Answer(in_doubt());
        }
        Err(_) => return Forwarded::Answer(in_doubt()),
    };
    Forwarded::Answer(finish(resp, client_side))
}

/// Marks a request as forwarded by `me` and appends the client's address to
/// `X-Forwarded-For`.
fn mark<B>(req: &mut axum::http::Request<B>, me: &str, peer: Option<std::net::IpAddr>) {
    let headers = req.headers_mut();
    if let Ok(v) = HeaderValue::from_str(me) {
        headers.insert(FORWARDED_HEADER, v);
    }
    if let Some(ip) = peer {
        // The owner believes this only from addresses in its --trusted-proxies.
        let chain = match headers.get("x-forwarded-for").and_then(|v| v.to_str().ok()) {
            Some(prev) => format!("{prev}, {ip}"),
            None => ip.to_string(),
        };
        if let Ok(v) = HeaderValue::from_str(&chain) {
            headers.insert("x-forwarded-for", v);
        }
    }
}

/// The owner's answer, passed on; a switch to WebSocket splices the two connections.
fn finish(
    mut resp: axum::http::Response<hyper::body::Incoming>,
    client_side: Option<hyper::upgrade::OnUpgrade>,
) -> Response {
    if resp.status() == StatusCode::SWITCHING_PROTOCOLS {
        let owner_side = hyper::upgrade::on(&mut resp);
        if let Some(client_side) = client_side {
            tokio::spawn(async move {
                match tokio::join!(client_side, owner_side) {
                    (Ok(client), Ok(owner)) => {
                        let mut client = TokioIo::new(client);
                        let mut owner = TokioIo::new(owner);
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut owner).await;
                    }
                    (c, o) => {
                        tracing::debug!(
                            client = c.is_ok(),
                            owner = o.is_ok(),
                            "forwarded upgrade failed"
                        )
                    }
                }
            });
        }
    }
    resp.map(Body::new)
}
