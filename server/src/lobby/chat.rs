//! Lobby chat: a line is stored, kept in the recent history and sent to every socket.

use protocol::messages::ChatLine;
use protocol::ServerToClient;

use super::actor::{to_text, Lobby};
use super::{now_ms, CHAT_HISTORY};
use crate::store::ChatRow;

impl Lobby {
    pub(super) async fn chat(&mut self, conn_id: u64, text: String) {
        let Some(viewer) = self.conns.get(&conn_id).map(|c| c.viewer) else {
            return;
        };
        let seat = viewer.seat();
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
        let started = std::time::Instant::now();
        let stored = self.deps.store.append_chat(self.id, &row).await;
        crate::store::observe("append_chat", started, stored.is_ok());
        if let Err(e) = stored {
            tracing::warn!(error = %e, "chat not stored");
            let text = to_text(&ServerToClient::Error {
                code: "not_stored".into(),
                message: "chat line could not be stored; try again".into(),
            });
            self.send_to(conn_id, text);
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
