//! Presence: sockets joining a lobby (`welcome`), who is connected, and presence broadcasts.

use std::time::{Duration, Instant};

use engine::common::{Seat, Viewer};
use protocol::messages::{Presence, SeatPresence};
use protocol::ServerToClient;
use tokio::sync::mpsc;

use super::actor::{to_text, Conn, Lobby};
use super::{close_code, LobbyEvent, LobbyStatus, Outbound};

/// Shortest interval between two presence broadcasts of a lobby.
const PRESENCE_WINDOW: Duration = Duration::from_millis(250);

impl Lobby {
    pub(super) fn is_connected(&self, seat: Seat) -> bool {
        let bot = self
            .seats
            .get(seat)
            .and_then(Option::as_ref)
            .is_some_and(|s| s.is_bot);
        bot || self
            .conns
            .values()
            .any(|c| c.viewer == Viewer::Seat { seat })
    }

    pub(super) fn presence(&self) -> Presence {
        Presence {
            seats: self
                .seats
                .iter()
                .enumerate()
                .filter_map(|(seat, s)| {
                    s.as_ref().map(|s| SeatPresence {
                        seat,
                        name: s.name.clone(),
                        connected: self.is_connected(seat),
                        bot: self.bot_seat(seat),
                    })
                })
                .collect(),
            spectators: self.n_spectators(),
        }
    }

    pub(super) fn n_spectators(&self) -> usize {
        self.conns
            .values()
            .filter(|c| c.viewer == Viewer::Spectator)
            .count()
    }

    pub(super) fn connect(
        &mut self,
        conn_id: u64,
        token_hash: Option<String>,
        outbound: mpsc::Sender<Outbound>,
        patches: bool,
        last_version: Option<u64>,
    ) {
        let refuse = |code: &str, message: &str, close: u16| {
            let _ = outbound.try_send(Outbound::Text(to_text(&ServerToClient::Error {
                code: code.to_owned(),
                message: message.to_owned(),
                id: None,
            })));
            let _ = outbound.try_send(Outbound::Close(close, "refused"));
        };
        match self.status {
            LobbyStatus::Closed => {
                return refuse(
                    "lobby_closed",
                    "the host closed this lobby",
                    close_code::LOBBY_GONE,
                )
            }
            LobbyStatus::Incompatible => {
                return refuse(
                    "incompatible",
                    "this game was made by another engine version and cannot be resumed",
                    close_code::LOBBY_GONE,
                )
            }
            _ => {}
        }
        let device = token_hash
            .as_ref()
            .is_some_and(|hash| self.devices.contains_key(hash));
        let viewer = match token_hash {
            None if self.n_spectators() >= self.deps.max_spectators => {
                metrics::counter!("dlo_limits_hit_total", "limit" => "spectators").increment(1);
                return refuse(
                    "too_many_spectators",
                    "this lobby has as many spectators as it accepts; try again later",
                    close_code::SPECTATORS_FULL,
                );
            }
            None => Viewer::Spectator,
            Some(hash) => match self.seat_of(&hash) {
                Some(seat) => Viewer::Seat { seat },
                None => {
                    return refuse(
                        "bad_token",
                        "this token holds no seat in this lobby",
                        close_code::BAD_TOKEN,
                    )
                }
            },
        };
        let (welcome, resumed) = self.welcome_for(viewer, patches, last_version);
        if outbound.try_send(Outbound::Text(welcome)).is_err() {
            return;
        }
        for msg in resumed {
            if outbound.try_send(Outbound::Shared(msg)).is_err() {
                return;
            }
        }
        // A finished game's rematch, started before this socket came (or before a restart).
        if let Some((lobby_id, by)) = &self.rematch {
            let text = to_text(&ServerToClient::Rematch {
                lobby_id: lobby_id.to_string(),
                by: by.clone(),
            });
            if outbound.try_send(Outbound::Text(text)).is_err() {
                return;
            }
        }
        tracing::debug!(conn_id, ?viewer, "socket joined");
        self.conns.insert(
            conn_id,
            Conn {
                viewer,
                outbound,
                patches,
                device,
            },
        );
        self.broadcast_presence();
    }

    /// Tells every socket who is connected now, at most once per [`PRESENCE_WINDOW`]: a change
    /// inside the window is sent when it ends, together with any others, so a crowd arriving
    /// at once costs one message per socket per window instead of one per arrival.
    pub(super) fn broadcast_presence(&mut self) {
        if self.pacing.presence_due {
            return;
        }
        let since = self.pacing.presence_sent_at.map(|at| at.elapsed());
        match since {
            Some(since) if since < PRESENCE_WINDOW => {
                self.pacing.presence_due = true;
                self.schedule(LobbyEvent::FlushPresence, PRESENCE_WINDOW - since);
            }
            _ => self.send_presence(),
        }
    }

    /// Sends the current presence to every socket now.
    pub(super) fn send_presence(&mut self) {
        self.pacing.presence_sent_at = Some(Instant::now());
        let text = to_text(&ServerToClient::Presence {
            presence: self.presence(),
        });
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        let mut dropped = false;
        for id in ids {
            dropped |= !self.send_to(id, text.clone());
        }
        if dropped {
            // Presence changed because of the drop; one more round tells the rest.
            let text = to_text(&ServerToClient::Presence {
                presence: self.presence(),
            });
            let ids: Vec<u64> = self.conns.keys().copied().collect();
            for id in ids {
                self.send_to(id, text.clone());
            }
        }
    }
}
