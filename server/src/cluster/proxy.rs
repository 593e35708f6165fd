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

fn is_upgrade(req: &Request) -> bool {
    req.headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}

/// Forwards `req` to the node at `addr` and returns its answer (or 503 when it cannot be
/// reached or does not answer within a lease: its lease is about to expire and another node
/// will take the lobby over).
pub async fn forward(mut req: Request, addr: &str, me: &str, lease: Duration) -> Response {
    let connect_timeout = CONNECT_TIMEOUT.min(lease / 2);
    let answer_wait = lease.max(MIN_ANSWER_WAIT);
    let peer = req
        .extensions()
        .get::<ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0.ip());
    let stream = match tokio::time::timeout(connect_timeout, TcpStream::connect(addr)).await {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => {
            tracing::debug!(%addr, error = %e, "cannot reach the lobby's owner");
            return bad_gateway("the lobby's server node is unreachable; try again");
        }
        Err(_) => return bad_gateway("the lobby's server node does not answer; try again"),
    };
    let _ = stream.set_nodelay(true);
    let handshake = tokio::time::timeout(
        connect_timeout,
        hyper::client::conn::http1::handshake(TokioIo::new(stream)),
    )
    .await;
    let (mut sender, conn) = match handshake {
        Ok(Ok(pair)) => pair,
        Ok(Err(e)) => {
            tracing::debug!(%addr, error = %e, "handshake with the lobby's owner failed");
            return bad_gateway("the lobby's server node is unreachable; try again");
        }
        Err(_) => return bad_gateway("the lobby's server node does not answer; try again"),
    };
    tokio::spawn(async move {
        if let Err(e) = conn.with_upgrades().await {
            tracing::debug!(error = %e, "forwarded connection ended with an error");
        }
    });
    let upgrade = is_upgrade(&req);
    let client_side = upgrade.then(|| hyper::upgrade::on(&mut req));
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
    let sent = tokio::time::timeout(answer_wait, sender.send_request(req)).await;
    let mut resp = match sent {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => {
            tracing::debug!(%addr, error = %e, "forwarded request failed");
            return bad_gateway("the lobby's server node failed; try again");
        }
        Err(_) => return bad_gateway("the lobby's server node did not answer in time"),
    };
    if upgrade && resp.status() == StatusCode::SWITCHING_PROTOCOLS {
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
