//! Connection tasks: one per WebSocket. A connection parses client messages, authenticates the
//! `hello` (by hashing its token), enforces size and rate limits and the heartbeat, and forwards
//! [`LobbyEvent`]s. It never validates game commands and never touches the game or the store.
//! Its outbound queue is bounded; the lobby drops a socket whose queue is full.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::SinkExt;
use protocol::{ClientToServer, ServerToClient};
use tokio::sync::mpsc;
use tracing::Instrument;

use crate::config::Settings;
use crate::limits::Quotas;
use crate::lobby::{
    close_code, hash_token, LobbyEvent, LobbyHandle, Outbound, SeatAction, ShutdownPhase,
};
use crate::text::clean_chat;

static NEXT_CONN_ID: AtomicU64 = AtomicU64::new(1);

/// Longest accepted client command id.
pub const MAX_COMMAND_ID: usize = 64;
/// Longest accepted chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// A token bucket: `rate` tokens per second up to `burst`.
#[derive(Debug)]
struct Bucket {
    rate: f64,
    burst: f64,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(rate: f64, burst: f64) -> Self {
        Bucket {
            rate,
            burst,
            tokens: burst,
            at: Instant::now(),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.at).as_secs_f64() * self.rate).min(self.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn text(msg: &ServerToClient) -> Message {
    Message::Text(serde_json::to_string(msg).unwrap_or_default().into())
}

/// The frame for a queued message, or the close it asks for.
fn frame(out: Outbound) -> Result<Message, (u16, &'static str)> {
    match out {
        Outbound::Text(t) => Ok(Message::Text(t.into())),
        Outbound::Shared(t) => Ok(Message::Text(t)),
        Outbound::Close(code, reason) => Err((code, reason)),
    }
}

fn error(code: &str, message: impl Into<String>) -> Message {
    text(&ServerToClient::Error {
        code: code.to_owned(),
        message: message.into(),
        id: None,
    })
}

fn close(code: u16, reason: &'static str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

/// How long a closing socket waits for the peer's close reply.
const CLOSE_LINGER: std::time::Duration = std::time::Duration::from_secs(2);

/// Sends a close frame and waits (briefly) for the peer's reply, so the peer reliably reads the
/// code instead of a reset connection.
async fn finish(socket: &mut WebSocket, code: u16, reason: &'static str) {
    if socket.send(close(code, reason)).await.is_err() {
        return;
    }
    let _ = tokio::time::timeout(CLOSE_LINGER, async {
        while let Some(Ok(msg)) = socket.recv().await {
            if matches!(msg, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// The close a socket error calls for (RFC 6455 section 7.4.1): 1009 for a message or frame
/// over the size limit, 1007 for a text message that is not UTF-8, 1002 for any other protocol
/// violation; none when the connection itself failed (nothing can be sent then).
fn close_for(error: axum::Error) -> Option<(u16, &'static str)> {
    use tungstenite::Error;
    let inner = error.into_inner();
    match inner.downcast_ref::<Error>() {
        Some(Error::Capacity(_)) => Some((close_code::TOO_BIG, "message too big")),
        Some(Error::Utf8(_)) => Some((close_code::INVALID_DATA, "text is not utf-8")),
        Some(Error::Protocol(_)) => Some((close_code::PROTOCOL, "protocol error")),
        _ => None,
    }
}

/// Ends the socket after a receive error, with the close code it calls for.
async fn fail(socket: &mut WebSocket, error: axum::Error) {
    tracing::debug!(error = %error, "socket error");
    if let Some((code, reason)) = close_for(error) {
        metrics::counter!("dlo_ws_closes_total", "code" => code.to_string()).increment(1);
        finish(socket, code, reason).await;
    }
}

/// Completes once the server tells sockets to close (or the registry is gone).
async fn closing(phase: &mut tokio::sync::watch::Receiver<ShutdownPhase>) {
    let _ = phase
        .wait_for(|p| *p == ShutdownPhase::ClosingSockets)
        .await;
}

/// Serves one upgraded socket of `lobby`, opened from `ip`, until it closes.
pub async fn serve(
    socket: WebSocket,
    lobby: LobbyHandle,
    settings: std::sync::Arc<Settings>,
    quotas: std::sync::Arc<Quotas>,
    ip: IpAddr,
) {
    let conn_id = NEXT_CONN_ID.fetch_add(1, Ordering::Relaxed);
    let span = tracing::info_span!("socket", conn_id, %ip);
    metrics::gauge!("dlo_sockets").increment(1.0);
    session(socket, lobby, settings, &quotas, ip, conn_id)
        .instrument(span)
        .await;
    metrics::gauge!("dlo_sockets").decrement(1.0);
}

async fn session(
    mut socket: WebSocket,
    lobby: LobbyHandle,
    settings: std::sync::Arc<Settings>,
    quotas: &Quotas,
    ip: IpAddr,
    conn_id: u64,
) {
    let mut limiter = Bucket::new(settings.rate_per_sec, settings.rate_burst);
    let mut chat_limiter = Bucket::new(settings.chat_per_sec, settings.chat_burst);
    let mut violations = 0u32;
    // Held for the whole session: shutdown waits until every socket has closed.
    let mut phase = lobby.shutdown_phase();
    let stopping = phase.clone();
    // The close code when the lobby cannot be reached: 1001 once the server is stopping.
    let lobby_gone = |phase: &tokio::sync::watch::Receiver<ShutdownPhase>| {
        if *phase.borrow() == ShutdownPhase::Running {
            (1011, "lobby unavailable")
        } else {
            (close_code::GOING_AWAY, "server shutting down")
        }
    };

    // Phase 1: wait for hello.
    let deadline = tokio::time::Instant::now() + settings.hello_timeout;
    let (token_hash, patches, last_version) = loop {
        let received = tokio::select! {
            received = tokio::time::timeout_at(deadline, socket.recv()) => received,
            () = closing(&mut phase) => {
                finish(&mut socket, close_code::GOING_AWAY, "server shutting down").await;
                return;
            }
        };
        let msg = match received {
            Err(_) => {
                finish(&mut socket, close_code::NO_HELLO, "hello expected").await;
                return;
            }
            Ok(None) => return,
            Ok(Some(Err(e))) => {
                fail(&mut socket, e).await;
                return;
            }
            Ok(Some(Ok(msg))) => msg,
        };
        // The rate limit holds before `hello` too: a socket cannot flood while unauthenticated.
        if matches!(msg, Message::Text(_) | Message::Binary(_)) && !limiter.take() {
            violations += 1;
            if violations > settings.max_rate_violations {
                let _ = socket
                    .send(error("rate_limited", "too many messages; closing"))
                    .await;
                finish(&mut socket, close_code::FLOODING, "flooding").await;
                return;
            }
            let _ = socket
                .send(error(
                    "rate_limited",
                    "too many messages; this one was dropped",
                ))
                .await;
            continue;
        }
        match msg {
            Message::Text(t) => match serde_json::from_str::<ClientToServer>(t.as_str()) {
                Ok(ClientToServer::Hello {
                    token,
                    last_version,
                    patches,
                }) => break (token.map(|t| hash_token(&t)), patches, last_version),
                Ok(ClientToServer::Ping) => {
                    let _ = socket.send(text(&ServerToClient::Pong)).await;
                }
                Ok(_) => {
                    let _ = socket.send(error("bad_message", "send hello first")).await;
                }
                Err(e) => {
                    let _ = socket
                        .send(error("bad_message", format!("not a client message: {e}")))
                        .await;
                }
            },
            Message::Binary(_) => {
                let _ = socket
                    .send(error("bad_message", "binary messages are not supported"))
                    .await;
            }
            Message::Close(_) => return,
            Message::Ping(_) | Message::Pong(_) => {}
        }
    };

    let (out_tx, mut out_rx) = mpsc::channel::<Outbound>(settings.outbound_queue);
    if lobby
        .tx
        .send(LobbyEvent::Connect {
            conn_id,
            token_hash,
            outbound: out_tx,
            patches,
            last_version,
        })
        .await
        .is_err()
    {
        let (code, reason) = lobby_gone(&stopping);
        finish(&mut socket, code, reason).await;
        return;
    }

    // Phase 2: the session.
    let mut heartbeat = tokio::time::interval(settings.heartbeat);
    heartbeat.tick().await;
    let mut last_seen = Instant::now();
    loop {
        tokio::select! {
            out = out_rx.recv() => match out.map(frame) {
                Some(Ok(first)) => {
                    // Whatever else is already queued (typically `accepted` + `update`) goes out
                    // with this message in one write instead of one system call each.
                    let mut ok = socket.feed(first).await.is_ok();
                    let mut close = None;
                    while ok {
                        match out_rx.try_recv().map(frame) {
                            Ok(Ok(m)) => ok = socket.feed(m).await.is_ok(),
                            Ok(Err(c)) => {
                                close = Some(c);
                                break;
                            }
                            // Empty, or dropped by the lobby (the next `recv` sees that).
                            Err(_) => break,
                        }
                    }
                    if !ok || socket.flush().await.is_err() { break; }
                    if let Some((code, reason)) = close {
                        finish(&mut socket, code, reason).await;
                        break;
                    }
                }
                Some(Err((code, reason))) => {
                    finish(&mut socket, code, reason).await;
                    break;
                }
                None => {
                    // The lobby dropped us: our queue overflowed (or the lobby is gone).
                    finish(&mut socket, close_code::TOO_SLOW, "too slow").await;
                    break;
                }
            },
            () = closing(&mut phase) => {
                // The lobby stopped without closing us (it was stuck past the grace period).
                finish(&mut socket, close_code::GOING_AWAY, "server shutting down").await;
                break;
            },
            _ = heartbeat.tick() => {
                if last_seen.elapsed() >= settings.idle_timeout {
                    finish(&mut socket, close_code::IDLE, "idle timeout").await;
                    break;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() { break; }
            },
            incoming = socket.recv() => {
                let msg = match incoming {
                    None => break,
                    Some(Err(e)) => {
                        // Oversized, non-UTF-8 and malformed messages surface here; tell the peer
                        // why before closing.
                        fail(&mut socket, e).await;
                        break;
                    }
                    Some(Ok(msg)) => msg,
                };
                last_seen = Instant::now();
                let t = match msg {
                    Message::Text(t) => t,
                    Message::Binary(_) => {
                        if socket.send(error("bad_message", "binary messages are not supported")).await.is_err() { break; }
                        continue;
                    }
                    Message::Ping(_) | Message::Pong(_) => continue,
                    Message::Close(_) => break,
                };
                if !limiter.take() {
                    violations += 1;
                    if violations > settings.max_rate_violations {
                        let _ = socket.send(error("rate_limited", "too many messages; closing")).await;
                        finish(&mut socket, close_code::FLOODING, "flooding").await;
                        break;
                    }
                    if socket.send(error("rate_limited", "too many messages; this one was dropped")).await.is_err() { break; }
                    continue;
                }
                let event = match serde_json::from_str::<ClientToServer>(t.as_str()) {
                    Err(e) => {
                        if socket.send(error("bad_message", format!("not a client message: {e}"))).await.is_err() { break; }
                        continue;
                    }
                    Ok(ClientToServer::Hello { .. }) => {
                        if socket.send(error("bad_message", "hello was already received")).await.is_err() { break; }
                        continue;
                    }
                    Ok(ClientToServer::Ping) => {
                        if socket.send(text(&ServerToClient::Pong)).await.is_err() { break; }
                        continue;
                    }
                    Ok(ClientToServer::Resync) => LobbyEvent::Resync { conn_id },
                    Ok(ClientToServer::Command { id, command }) => {
                        if id.chars().count() > MAX_COMMAND_ID {
                            if socket.send(error("bad_message", "command id longer than 64 characters")).await.is_err() { break; }
                            continue;
                        }
                        LobbyEvent::Command { conn_id, id, command }
                    }
                    Ok(ClientToServer::Chat { text: line, id }) => {
                        if id.as_ref().is_some_and(|id| id.chars().count() > MAX_COMMAND_ID) {
                            if socket.send(error("bad_message", "chat id longer than 64 characters")).await.is_err() { break; }
                            continue;
                        }
                        let line = clean_chat(&line);
                        if line.is_empty() || line.chars().count() > MAX_CHAT_CHARS {
                            if socket.send(error("bad_chat", "chat lines must be 1 to 500 printable characters")).await.is_err() { break; }
                            continue;
                        }
                        if !chat_limiter.take() || !quotas.allow_chat(ip) {
                            if socket.send(error("rate_limited", "chatting too fast; line dropped")).await.is_err() { break; }
                            continue;
                        }
                        LobbyEvent::Chat { conn_id, text: line, id }
                    }
                    Ok(ClientToServer::VoteTakeover { seat }) => LobbyEvent::SeatAction { conn_id, action: SeatAction::Vote(seat) },
                    Ok(ClientToServer::Concede) => LobbyEvent::SeatAction { conn_id, action: SeatAction::Concede },
                };
                if lobby.tx.send(event).await.is_err() {
                    let (code, reason) = lobby_gone(&stopping);
                    finish(&mut socket, code, reason).await;
                    break;
                }
            },
        }
    }
    let _ = lobby.tx.send(LobbyEvent::Disconnect { conn_id }).await;
}
