//! WebSocket message envelopes, named by direction. Each is a JSON object with a `"type"` tag.
//! `protocol/README.md` documents every message with an example.

use engine::common::Seat;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::bots::Level;
use crate::game::{GameKind, Rejection};

/// Everything a client may send over the lobby WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientToServer {
    /// First message on a socket. With a seat token the socket plays that seat; without one it
    /// spectates. `last_version` asks for only what was missed since that version.
    Hello {
        /// The seat token returned by the join call, or absent for a spectator.
        #[serde(default)]
        token: Option<String>,
        /// The last lobby version this client saw, when reconnecting. With `patches`, the
        /// server resumes from there when its patch history reaches back that far.
        #[serde(default)]
        last_version: Option<u64>,
        /// Ask for `patch` messages (what changed in your view) instead of whole views in
        /// `update`. Absent or false: every update carries the whole view, as before.
        #[serde(default)]
        patches: bool,
    },
    /// Asks for the whole current view and log again (a `welcome`), e.g. after a `patch`
    /// whose `base` is not the version this client holds.
    Resync,
    /// A game command. `id` is chosen by the client and echoed in `accepted` or `rejected`.
    Command {
        /// Client-chosen id (at most 64 characters).
        id: String,
        /// One of the `legal_commands` from the viewer's prompt.
        command: Value,
    },
    /// A chat line to everyone in the lobby.
    Chat {
        /// The text, at most 500 characters.
        text: String,
        /// Optional client-chosen line id (at most 64 characters): a line sent again with the
        /// same id is stored and shown once.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
    },
    /// Keep-alive; answered with `pong`.
    Ping,
    /// A seated player votes to hand an away or timed-out seat to a bot (see `seats`).
    VoteTakeover {
        /// The seat to hand over.
        seat: Seat,
    },
    /// The sender's seat concedes: a bot plays it to the end of the game.
    Concede,
}

/// Who is connected, shown to everyone in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Presence {
    /// For each seat: its player's name and whether at least one socket plays it now.
    pub seats: Vec<SeatPresence>,
    /// Number of spectator sockets.
    pub spectators: usize,
}

/// One seat's entry in [`Presence`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPresence {
    /// Seat index.
    pub seat: Seat,
    /// The name the player joined with (a server bot's is `Bot N (level)`, see [`BotSeat`]).
    pub name: String,
    /// Whether a socket plays this seat now.
    pub connected: bool,
    /// The server bot seated here, for clients that name it in their reader's language; absent
    /// for players (also while a bot plays a player's seat for them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotSeat>,
}

/// A server bot in a seat, as data: a client words its name itself ("Bot 2 (těžký)") instead of
/// showing the server's English `name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotSeat {
    /// The bot's number in its lobby: 1 for the first bot added, 2 for the next…
    pub number: u32,
    /// How well it plays.
    pub level: Level,
}

impl BotSeat {
    /// The name the server gives this bot's seat (`Bot 2 (hard)`), which API users see.
    pub fn name(self) -> String {
        format!("Bot {} ({})", self.number, self.level)
    }

    /// The bot a seat stands for, from the name the server gave it ([`BotSeat::name`]); a seat
    /// whose name does not read so (older stores) takes `rank`, its place among the lobby's bot
    /// seats counted from 1.
    pub fn from_name(name: &str, level: Level, rank: u32) -> BotSeat {
        let number = name
            .strip_prefix("Bot ")
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|&n| n > 0)
            .unwrap_or(rank);
        BotSeat { number, level }
    }
}

/// A chat line as delivered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// The sender's seat, or absent for a spectator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    /// The sender's display name (`"spectator"` for spectators).
    pub name: String,
    /// The text.
    pub text: String,
    /// Milliseconds since the Unix epoch, as the server's clock saw it.
    pub at_ms: i64,
}

/// Everything the server may send over the lobby WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerToClient {
    /// Answer to `hello`: who you are and the whole current view.
    Welcome {
        /// Wire protocol version ([`crate::PROTOCOL_VERSION`]).
        protocol_version: u32,
        /// The build of the server and of the web client it serves: a browser page loaded from
        /// another build reloads itself at a safe moment (protocol/README.md § Upgrades).
        build: String,
        /// The lobby id.
        lobby_id: String,
        /// The game this lobby hosts.
        game: GameKind,
        /// Your seat, or absent for a spectator.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
        /// The lobby version this view reflects.
        version: u64,
        /// Your view of the game (see `HostedGame::view`), or null before the game starts.
        view: Value,
        /// Your whole visible game log.
        log: Vec<Value>,
        /// True when this welcome resumes a `hello` with `patches` and `last_version`: `version`
        /// is that `last_version`, `view` is null and `log` empty (keep your own), and the
        /// `patch` messages since then follow at once.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        resumed: bool,
        /// Who is connected.
        presence: Presence,
        /// The recent chat.
        chat: Vec<ChatLine>,
    },
    /// The game changed: your new view and the log entries added for you.
    Update {
        /// The new lobby version (one more than the previous update's).
        version: u64,
        /// Your view after the change.
        view: Value,
        /// Log entries added by this change that you may see.
        log: Vec<Value>,
    },
    /// The game changed, for a socket that asked for patches: apply `patch` (RFC 6902) to
    /// your view at version `base` to get your view at `version`.
    Patch {
        /// The new lobby version.
        version: u64,
        /// The version of the view the patch applies to.
        base: u64,
        /// JSON Patch operations (`add`, `remove`, `replace`) on your view.
        patch: Value,
        /// Log entries added by this change that you may see.
        log: Vec<Value>,
    },
    /// Your command `id` was stored and applied; the `update` for `version` follows.
    Accepted {
        /// The client's command id.
        id: String,
        /// The lobby version after the command.
        version: u64,
    },
    /// Your command `id` was refused; nothing changed.
    Rejected {
        /// The client's command id.
        id: String,
        /// Why.
        error: Rejection,
    },
    /// Who is connected changed.
    Presence {
        /// The new presence.
        presence: Presence,
    },
    /// A chat line.
    Chat {
        /// The line.
        line: ChatLine,
    },
    /// Answer to `ping`.
    Pong,
    /// Clocks, who plays each seat, and takeover votes; sent after `welcome` and whenever one
    /// of them changes.
    Seats {
        /// The status.
        status: crate::seats::SeatsStatus,
    },
    /// A seat of this finished game started a rematch: a new lobby with the same game, options
    /// and seats (bots at their levels). Join it with `POST /api/lobbies/{id}/rematch` on this
    /// lobby (protocol/README.md).
    Rematch {
        /// The new lobby's id.
        lobby_id: String,
        /// The name of the player who started it.
        by: String,
    },
    /// A problem with the socket or message itself (not a game command).
    Error {
        /// A stable snake_case code, e.g. `bad_message`, `bad_token`, `rate_limited`,
        /// `not_stored`, `in_doubt`, `too_large`.
        code: String,
        /// A lower-case explanation.
        message: String,
        /// The command or chat line id the error is about (`not_stored`, `in_doubt`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
    },
}

/// The text of a [`ServerToClient::Patch`] from a patch and a log that are already JSON text.
/// Parses back to exactly `ServerToClient::Patch { version, base, patch, log }`.
pub fn patch_text(version: u64, base: u64, patch_json: &str, log_json: &str) -> String {
    let mut out = String::with_capacity(patch_json.len() + log_json.len() + 64);
    out.push_str(r#"{"type":"patch","version":"#);
    out.push_str(&version.to_string());
    out.push_str(r#","base":"#);
    out.push_str(&base.to_string());
    out.push_str(r#","patch":"#);
    out.push_str(patch_json);
    out.push_str(r#","log":"#);
    out.push_str(log_json);
    out.push('}');
    out
}

/// The text of a [`ServerToClient::Update`] built from a view and a log that are already JSON
/// text (see `HostedGame::view_text`), so the server never builds a `serde_json::Value` of a
/// view. Parses back to exactly `ServerToClient::Update { version, view, log }`.
pub fn update_text(version: u64, view_json: &str, log_json: &str) -> String {
    let mut out = String::with_capacity(view_json.len() + log_json.len() + 48);
    out.push_str(r#"{"type":"update","version":"#);
    out.push_str(&version.to_string());
    out.push_str(r#","view":"#);
    out.push_str(view_json);
    out.push_str(r#","log":"#);
    out.push_str(log_json);
    out.push('}');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_seat_reads_back_from_the_name_the_server_gives_it() {
        let bot = BotSeat {
            number: 3,
            level: Level::Hard,
        };
        assert_eq!(bot.name(), "Bot 3 (hard)");
        assert_eq!(BotSeat::from_name(&bot.name(), Level::Hard, 1), bot);
    }

    #[test]
    fn a_bot_seat_with_another_name_takes_its_rank() {
        for name in ["Robot", "Bot", "Bot x (easy)", "Bot 0 (easy)", ""] {
            assert_eq!(
                BotSeat::from_name(name, Level::Easy, 2).number,
                2,
                "{name:?}"
            );
        }
    }

    #[test]
    fn presence_names_a_bot_seat_and_leaves_players_as_they_were() {
        let p = Presence {
            seats: vec![
                SeatPresence {
                    seat: 0,
                    name: "Ann".into(),
                    connected: true,
                    bot: None,
                },
                SeatPresence {
                    seat: 1,
                    name: "Bot 1 (normal)".into(),
                    connected: true,
                    bot: Some(BotSeat {
                        number: 1,
                        level: Level::Normal,
                    }),
                },
            ],
            spectators: 0,
        };
        let v = serde_json::to_value(&p).expect("presence serializes");
        assert!(v["seats"][0].get("bot").is_none());
        assert_eq!(
            v["seats"][1]["bot"],
            serde_json::json!({"number": 1, "level": "normal"})
        );
        let back: Presence = serde_json::from_value(v).expect("presence parses");
        assert_eq!(back, p);
    }
}
