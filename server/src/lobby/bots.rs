//! Server-side bots: after each change every bot with a prompt is scheduled; when its delay
//! elapses (and the lobby has not moved on) the game builds the bot's own seat view into a
//! thinker that runs on tokio's blocking pool, so a thinking bot never delays the lobby task,
//! and the chosen command comes back as [`LobbyEvent::BotDecided`] and is played like a
//! player's, if the lobby is still at the same version.

use std::time::Duration;

use engine::common::Seat;
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
        for seat in 0..self.seats.len() {
            if self.bot_level(seat).is_none() {
                continue;
            }
            // Answered from the engine: no view is built just to read its prompt.
            if !g.game.owes_decision(seat) {
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

    /// A bot's delay elapsed: start its thinking off the lobby task.
    pub(super) fn bot_turn(&mut self, seat: Seat, version: u64) {
        if version != self.version {
            return;
        }
        let Some(g) = &self.game else { return };
        let Some(level) = self.bot_level(seat) else {
            return;
        };
        // Deterministic for a game and position: the same game id, command count and seat give
        // the same choice (resume and replay safety).
        let seed = bot_seed(g.id, g.next_seq, seat);
        let think = g.game.bot_thinker(seat, level, seed);
        let Some(tx) = self.self_tx.upgrade() else {
            return;
        };
        tokio::spawn(async move {
            match tokio::task::spawn_blocking(think).await {
                Ok(Some(command)) => {
                    let _ = tx
                        .send(LobbyEvent::BotDecided {
                            seat,
                            version,
                            command,
                        })
                        .await;
                }
                Ok(None) => {}
                Err(e) => tracing::error!(seat, error = %e, "a bot's thinking task failed"),
            }
        });
    }

    /// A bot's decision came back from the blocking pool: play it if nothing moved meanwhile.
    pub(super) async fn bot_decided(&mut self, seat: Seat, version: u64, command: Value) {
        if self.resync {
            // The stored log may be ahead of this position: read it first. A decision made on an
            // older position is then dropped below (catching up schedules the bots again).
            self.catch_up().await;
        }
        if version != self.version || self.game.is_none() || self.bot_level(seat).is_none() {
            return;
        }
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

/// The seed of one bot decision, from the game id, the next command's sequence number and the
/// seat.
pub(super) fn bot_seed(game_id: uuid::Uuid, next_seq: i64, seat: Seat) -> u64 {
    let (hi, lo) = game_id.as_u64_pair();
    (hi ^ lo)
        .wrapping_add((next_seq as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(seat as u64)
}

/// The `legal_commands` array of a view's prompt (empty when there is no prompt).
pub fn legal_commands(view: &Value) -> Vec<Value> {
    view.get("prompt")
        .and_then(|p| p.get("legal_commands"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}
