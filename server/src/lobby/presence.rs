//! Presence: sockets joining a lobby (`welcome`), who is connected, and presence broadcasts.

use engine::common::{Seat, Viewer};
use protocol::messages::{Presence, SeatPresence};
use protocol::{ServerToClient, PROTOCOL_VERSION};
use serde_json::Value;
use tokio::sync::mpsc;

use super::actor::{to_text, Conn, Lobby};
use super::{close_code, LobbyStatus, Outbound};

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
                    })
                })
                .collect(),
            spectators: self
                .conns
                .values()
                .filter(|c| c.viewer == Viewer::Spectator)
                .count(),
        }
    }

    pub(super) fn connect(
        &mut self,
        conn_id: u64,
        token_hash: Option<String>,
        outbound: mpsc::Sender<Outbound>,
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
        let viewer = match token_hash {
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
        let (view, log) = match &self.game {
            Some(g) => (g.game.view(viewer), g.game.log(viewer, 0)),
            None => (Value::Null, Vec::new()),
        };
        let welcome = ServerToClient::Welcome {
            protocol_version: PROTOCOL_VERSION,
            lobby_id: self.id.to_string(),
            game: self.kind,
            seat: viewer.seat(),
            version: self.version,
            view,
            log,
            presence: self.presence(),
            chat: self.chat.iter().cloned().collect(),
        };
        if outbound
            .try_send(Outbound::Text(to_text(&welcome)))
            .is_err()
        {
            return;
        }
        tracing::debug!(conn_id, ?viewer, "socket joined");
        self.conns.insert(conn_id, Conn { viewer, outbound });
        self.broadcast_presence();
    }

    pub(super) fn broadcast_presence(&mut self) {
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
