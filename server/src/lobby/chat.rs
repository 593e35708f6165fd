//! Lobby chat: a line is stored, kept in the recent history and sent to every socket. A line
//! sent again with the same id (scoped to the sender's seat, or a spectator's socket) is stored
//! and shown once; the sender gets the original line back.

use protocol::messages::ChatLine;
use protocol::ServerToClient;

use super::actor::{to_text, ChatScope, Lobby};
use super::{now_ms, CHAT_HISTORY};
use crate::store::ChatRow;

impl Lobby {
    pub(super) async fn chat(&mut self, conn_id: u64, text: String, id: Option<String>) {
        let Some(viewer) = self.conns.get(&conn_id).map(|c| c.viewer) else {
            return;
        };
        let seat = viewer.seat();
        let scope = seat.map_or(ChatScope::Socket(conn_id), ChatScope::Seat);
        if let Some(id) = &id {
            let known = self
                .chat_ids
                .iter()
                .find(|(s, i, _)| *s == scope && i == id)
                .map(|(_, _, line)| line.clone());
            if let Some(line) = known {
                self.send_to(conn_id, to_text(&ServerToClient::Chat { line }));
                return;
            }
        }
        let name = seat
            .and_then(|s| self.seats.get(s))
            .and_then(Option::as_ref)
            .map_or_else(|| "spectator".to_owned(), |s| s.name.clone());
        let line = ChatLine {
            seat,
            name,
            text,
            at_ms: now_ms(),
        };
        let row = ChatRow {
            seat,
            name: line.name.clone(),
            text: line.text.clone(),
            at_ms: line.at_ms,
        };
        let stored = self
            .deps
            .store
            .append_chat_with_id(self.id, &row, id.as_deref())
            .await;
        let fresh = match stored {
            Ok(fresh) => fresh,
            Err(e) => {
                tracing::warn!(error = %e, "chat not stored");
                let (code, message) = if e.nothing_stored() {
                    ("not_stored", "chat line could not be stored; try again")
                } else {
                    (
                        "in_doubt",
                        "the store did not confirm the chat line; send it again with the same id",
                    )
                };
                let text = to_text(&ServerToClient::Error {
                    code: code.into(),
                    message: message.into(),
                    id,
                });
                self.send_to(conn_id, text);
                return;
            }
        };
        if let Some(id) = id {
            self.chat_ids.push_back((scope, id, line.clone()));
            while self.chat_ids.len() > CHAT_HISTORY {
                self.chat_ids.pop_front();
            }
        }
        if !fresh {
            // Stored before (the id was sent again after a restart): only the sender hears it.
            self.send_to(conn_id, to_text(&ServerToClient::Chat { line }));
            return;
        }
        self.chat.push_back(line.clone());
        while self.chat.len() > CHAT_HISTORY {
            self.chat.pop_front();
        }
        let text = to_text(&ServerToClient::Chat { line });
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        let mut dropped = false;
        for id in ids {
            dropped |= !self.send_to(id, text.clone());
        }
        if dropped {
            self.broadcast_presence();
        }
    }
}
