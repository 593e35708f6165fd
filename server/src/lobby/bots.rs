//! Server-side bots: after each change every bot with a prompt is scheduled, and plays a random
//! legal command when its delay elapses if the lobby has not moved on.

use std::time::Duration;

use engine::common::{Seat, Viewer};
use rand::seq::SliceRandom;
use serde_json::Value;

use super::actor::{Lobby, PlayError};
use super::LobbyEvent;
use super::LobbyStatus;

/// How long a bot waits before retrying a move the store refused.
const BOT_RETRY: Duration = Duration::from_secs(1);

impl Lobby {
    pub(super) fn schedule_bots(&self) {
        let Some(g) = &self.game else { return };
        if self.status != LobbyStatus::Playing {
            return;
        }
        for (seat, s) in self.seats.iter().enumerate() {
            if !s.as_ref().is_some_and(|s| s.is_bot) {
                continue;
            }
            if legal_commands(&g.game.view(Viewer::Seat { seat })).is_empty() {
                continue;
            }
            self.schedule(
                LobbyEvent::BotTurn {
                    seat,
                    version: self.version,
                },
                self.deps.bot_delay,
            );
        }
    }

    pub(super) fn schedule(&self, event: LobbyEvent, delay: Duration) {
        let Some(tx) = self.self_tx.upgrade() else {
            return;
        };
        tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            let _ = tx.send(event).await;
        });
    }

    pub(super) async fn bot_turn(&mut self, seat: Seat, version: u64) {
        if version != self.version {
            return;
        }
        let Some(g) = &self.game else { return };
        let legal = legal_commands(&g.game.view(Viewer::Seat { seat }));
        let Some(command) = legal.choose(&mut rand::thread_rng()).cloned() else {
            return;
        };
        match self.play(seat, command, None).await {
            Ok(old_len) => {
                self.broadcast_update(old_len);
                self.schedule_bots();
            }
            Err(PlayError::NotStored | PlayError::InDoubt) => {
                self.schedule(
                    LobbyEvent::BotTurn {
                        seat,
                        version: self.version,
                    },
                    BOT_RETRY,
                );
            }
            Err(PlayError::Rejected(r)) => {
                tracing::error!(seat, message = %r.message, "engine rejected one of its own legal commands");
            }
        }
    }
}

/// The `legal_commands` array of a view's prompt (empty when there is no prompt).
pub fn legal_commands(view: &Value) -> Vec<Value> {
    view.get("prompt")
        .and_then(|p| p.get("legal_commands"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}
