//! What each viewer was last sent, for `patch` messages: its view (in parts), the version it
//! is at, and its last patch messages, so a `hello` with `last_version` can be resumed.
//!
//! One [`ViewState`] per viewer (a seat, or all spectators together) that has a socket asking
//! for patches. An update builds the views of all its viewers at once, in parts that viewers
//! who see the same thing share (`HostedGame::view_parts`); each viewer's patch is the diff of
//! its own previous and new view, part by part, with the operations of a shared part computed
//! once (`protocol::parts::diff_parts`). The encoded message is shared by every socket of the
//! viewer and by the history; the kept views share their parts' texts too. A viewer whose
//! sockets all left keeps being followed for [`HISTORY_UPDATES`] more updates, so it can resume
//! after a short disconnection; then its state is dropped.

use std::collections::{HashMap, VecDeque};

use axum::extract::ws::Utf8Bytes;
use engine::common::Viewer;
use protocol::messages::{patch_text, update_text};
use protocol::parts::{diff_parts, PartDiffs, ViewParts};
use protocol::{HostedGame, ServerToClient, PROTOCOL_VERSION};
use serde_json::Value;

use super::actor::{to_text, Lobby};
use super::Outbound;

/// How many of its last patch messages a viewer keeps for resuming (protocol/README.md).
pub(super) const HISTORY_UPDATES: usize = 16;
/// The most bytes of patch messages a viewer keeps; older ones go first.
pub(super) const HISTORY_BYTES: usize = 6 * 1024;

/// One viewer's last view and patch history.
pub(super) struct ViewState {
    /// The lobby version `view` is at.
    version: u64,
    /// The view this viewer's sockets hold.
    view: ViewParts,
    /// The last patch messages, oldest first: (base, message).
    history: VecDeque<(u64, Utf8Bytes)>,
    history_bytes: usize,
    /// Updates since the viewer last had a socket.
    idle: usize,
}

impl ViewState {
    fn new(version: u64, view: ViewParts) -> Self {
        ViewState {
            version,
            view,
            history: VecDeque::new(),
            history_bytes: 0,
            idle: 0,
        }
    }

    fn push(&mut self, base: u64, msg: Utf8Bytes) {
        self.history_bytes += msg.len();
        self.history.push_back((base, msg));
        while self.history.len() > HISTORY_UPDATES || self.history_bytes > HISTORY_BYTES {
            match self.history.pop_front() {
                Some((_, old)) => self.history_bytes -= old.len(),
                None => break,
            }
        }
    }

    /// The patch messages that take a client from version `from` to this state's version, or
    /// `None` when the history does not reach back that far.
    fn since(&self, from: u64) -> Option<Vec<Utf8Bytes>> {
        if from == self.version {
            return Some(Vec::new());
        }
        let start = self.history.iter().position(|(base, _)| *base == from)?;
        Some(
            self.history
                .iter()
                .skip(start)
                .map(|(_, m)| m.clone())
                .collect(),
        )
    }
}

/// Every followed viewer's state.
#[derive(Default)]
pub(super) struct Views {
    by_viewer: HashMap<Viewer, ViewState>,
}

/// The messages one update produced for a viewer.
#[derive(Default)]
struct ForViewer {
    full: Option<Utf8Bytes>,
    patch: Option<Utf8Bytes>,
}

impl Views {
    /// Moves every viewer in `wants` (viewer → (wants whole views, wants patches)) and every
    /// followed viewer to `version`, the game's current state, and returns the messages each
    /// gets. `old_log_len` is the log length before the change.
    fn advance(
        &mut self,
        game: &dyn HostedGame,
        version: u64,
        old_log_len: usize,
        wants: &HashMap<Viewer, (bool, bool)>,
    ) -> HashMap<Viewer, ForViewer> {
        let mut viewers: Vec<Viewer> = wants.keys().copied().collect();
        viewers.extend(
            self.by_viewer
                .keys()
                .filter(|v| !wants.contains_key(v))
                .copied(),
        );
        let mut out: HashMap<Viewer, ForViewer> = HashMap::with_capacity(viewers.len());
        let views = game.view_parts(&viewers);
        let mut diffs = PartDiffs::default();
        // This update's patch messages: viewers whose patch and log came out alike share one.
        let mut patches: Vec<Utf8Bytes> = Vec::new();
        for (viewer, view) in viewers.into_iter().zip(views) {
            let (full, patch) = wants.get(&viewer).copied().unwrap_or_default();
            let log = game.log_text(viewer, old_log_len);
            let mut msgs = ForViewer::default();
            if full {
                msgs.full = Some(Utf8Bytes::from(update_text(version, &view.text(), &log)));
            }
            match self.by_viewer.get_mut(&viewer) {
                Some(state) => {
                    // An unchanged view gives `[]` (each part compared once).
                    let diff = diff_parts(&state.view, &view, &mut diffs);
                    let msg = shared(
                        &mut patches,
                        patch_text(version, state.version, &diff, &log),
                    );
                    state.push(state.version, msg.clone());
                    state.version = version;
                    state.view = view;
                    state.idle = if patch { 0 } else { state.idle + 1 };
                    msgs.patch = Some(msg);
                }
                None if patch => {
                    // A first view (the start): the whole view, also to patch sockets.
                    if msgs.full.is_none() {
                        msgs.full = Some(Utf8Bytes::from(update_text(version, &view.text(), &log)));
                    }
                    self.by_viewer.insert(viewer, ViewState::new(version, view));
                }
                None => {}
            }
            out.insert(viewer, msgs);
        }
        self.by_viewer
            .retain(|_, state| state.idle <= HISTORY_UPDATES);
        out
    }
}

/// `text` as a message, sharing the bytes of an equal one already in `made` (the seats that
/// did not act usually get the very same patch: the same shared parts changed, and the same
/// log entries).
fn shared(made: &mut Vec<Utf8Bytes>, text: String) -> Utf8Bytes {
    if let Some(same) = made.iter().find(|m| m.as_str() == text) {
        return same.clone();
    }
    let msg = Utf8Bytes::from(text);
    made.push(msg.clone());
    msg
}

impl Lobby {
    /// Sends the game's change to every socket: the whole view to sockets that did not ask for
    /// patches, a patch to those that did (the whole view when their viewer has no base yet).
    /// `old_log_len` is the log length before the change.
    pub(super) fn broadcast_update(&mut self, old_log_len: usize) {
        let Some(g) = &self.game else { return };
        // Which viewers need which form.
        let mut wants: HashMap<Viewer, (bool, bool)> = HashMap::new();
        for c in self.conns.values() {
            let w = wants.entry(c.viewer).or_default();
            if c.patches {
                w.1 = true;
            } else {
                w.0 = true;
            }
        }
        let out = self
            .views
            .advance(g.game.as_ref(), self.version, old_log_len, &wants);
        let sends: Vec<(u64, Option<Utf8Bytes>)> = self
            .conns
            .iter()
            .map(|(id, c)| {
                let msgs = out.get(&c.viewer);
                let msg = if c.patches {
                    msgs.and_then(|m| m.patch.clone().or_else(|| m.full.clone()))
                } else {
                    msgs.and_then(|m| m.full.clone())
                };
                (*id, msg)
            })
            .collect();
        let mut dropped = false;
        for (id, msg) in sends {
            if let Some(msg) = msg {
                dropped |= !self.send_shared(id, msg);
            }
        }
        if dropped {
            self.broadcast_presence();
        }
    }

    /// Sends a shared message to one socket; a full queue disconnects it. Returns whether it
    /// was kept.
    pub(super) fn send_shared(&mut self, conn_id: u64, msg: Utf8Bytes) -> bool {
        let Some(conn) = self.conns.get(&conn_id) else {
            return false;
        };
        if conn.outbound.try_send(Outbound::Shared(msg)).is_ok() {
            return true;
        }
        tracing::info!(conn_id, "socket too slow; disconnecting");
        self.conns.remove(&conn_id);
        false
    }

    /// The `welcome` for a socket of `viewer`, and the patch messages that follow it when it
    /// resumes. A socket with `patches` resumes from `last_version` when the viewer's history
    /// reaches back that far; otherwise it gets the whole view and log, and its viewer's state
    /// starts (or stays) at the current version.
    pub(super) fn welcome_for(
        &mut self,
        viewer: Viewer,
        patches: bool,
        last_version: Option<u64>,
    ) -> (String, Vec<Utf8Bytes>) {
        let version = self.version;
        let mut resumed = None;
        if let (true, Some(from), Some(_)) = (patches, last_version, &self.game) {
            if let Some(state) = self.views.by_viewer.get(&viewer) {
                if state.version == version {
                    resumed = state.since(from).map(|chain| (from, chain));
                }
            }
        }
        let is_resumed = resumed.is_some();
        let (version, view, log, chain) = match (resumed, &self.game) {
            (Some((from, chain)), _) => (from, Value::Null, Vec::new(), chain),
            (None, Some(g)) => {
                if patches {
                    let fresh = self
                        .views
                        .by_viewer
                        .get(&viewer)
                        .is_some_and(|s| s.version == version);
                    if !fresh {
                        let view = g.game.view_parts(&[viewer]).pop().unwrap_or_default();
                        self.views
                            .by_viewer
                            .insert(viewer, ViewState::new(version, view));
                    }
                }
                (
                    version,
                    g.game.view(viewer),
                    g.game.log(viewer, 0),
                    Vec::new(),
                )
            }
            (None, None) => (version, Value::Null, Vec::new(), Vec::new()),
        };
        let welcome = ServerToClient::Welcome {
            protocol_version: PROTOCOL_VERSION,
            build: self.deps.build.to_string(),
            lobby_id: self.id.to_string(),
            game: self.kind,
            seat: viewer.seat(),
            version,
            resumed: is_resumed,
            view,
            log,
            presence: self.presence(),
            chat: self.chat.iter().cloned().collect(),
        };
        (to_text(&welcome), chain)
    }

    /// Answers `resync`: a whole `welcome` again.
    pub(super) fn resync(&mut self, conn_id: u64) {
        let Some((viewer, patches)) = self.conns.get(&conn_id).map(|c| (c.viewer, c.patches))
        else {
            return;
        };
        let (text, _) = self.welcome_for(viewer, patches, None);
        self.send_to(conn_id, text);
    }
}

/// What a [`Views`] holds, in bytes of text (the containers' own few words per entry aside).
#[cfg(test)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct HeldBytes {
    /// The last views' part texts, each text counted once however many viewers share it.
    pub(super) views: usize,
    /// The patch messages kept for resuming, as each viewer's bound counts them.
    pub(super) history: usize,
    /// The same, each allocation counted once (viewers share equal messages).
    pub(super) history_held: usize,
    /// Patch messages kept for resuming, all viewers together.
    pub(super) n_history: usize,
}

#[cfg(test)]
impl Views {
    /// What the followed viewers hold now (docs/performance.md §11).
    pub(super) fn held_bytes(&self) -> HeldBytes {
        let mut seen = std::collections::HashSet::new();
        let mut held = HeldBytes::default();
        for state in self.by_viewer.values() {
            for (_, text) in state.view.parts() {
                // A shared part is one allocation: count it once.
                if seen.insert(text.as_ptr() as usize) {
                    held.views += text.len();
                }
            }
            held.history += state.history_bytes;
            held.n_history += state.history.len();
            for (_, msg) in &state.history {
                if seen.insert(msg.as_str().as_ptr() as usize) {
                    held.history_held += msg.len();
                }
            }
        }
        held
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::bots::RandomBot;
    use protocol::GameKind;
    use serde_json::json;

    /// Plays a random four-seat Dungeon Lords game with a patch socket on every seat, moving
    /// the views after every command as the lobby does, and returns what the views held after
    /// each command, with the game's own size estimate and its log length.
    fn play_followed(seed: u64) -> Vec<(HeldBytes, usize, usize)> {
        let mut game = protocol::new_game(GameKind::DungeonLords, &json!({}), 4, seed)
            .expect("a four-seat game");
        let seats: Vec<Viewer> = (0..4).map(|seat| Viewer::Seat { seat }).collect();
        let wants: HashMap<Viewer, (bool, bool)> =
            seats.iter().map(|v| (*v, (false, true))).collect();
        let mut views = Views::default();
        let mut bots: Vec<RandomBot> = (0..4).map(|s| RandomBot::new(seed * 8 + s)).collect();
        let mut version = 1;
        views.advance(game.as_ref(), version, 0, &wants);
        let mut samples = Vec::new();
        while !game.is_finished() {
            let before = game.log_len();
            let mut played = false;
            for (seat, bot) in bots.iter_mut().enumerate() {
                let view = game.view(Viewer::Seat { seat });
                if let Some(command) = bot.choose(&view) {
                    game.apply(seat, &command).expect("a legal command");
                    played = true;
                    break;
                }
            }
            assert!(played, "someone owes a decision until the game ends");
            version += 1;
            views.advance(game.as_ref(), version, before, &wants);
            samples.push((views.held_bytes(), game.approx_bytes(), game.log_len()));
        }
        samples
    }

    #[test]
    fn a_followed_four_seat_game_keeps_its_history_within_the_documented_bounds() {
        let samples = play_followed(7);
        let n = samples.len();
        let at = |frac: f64| samples[((n as f64 - 1.0) * frac) as usize];
        for (label, frac) in [("quarter", 0.25), ("half", 0.5), ("end", 1.0)] {
            let (held, game, log) = at(frac);
            println!(
                "{label}: views {} B, history {} B in {} messages ({} B held), game approx {} B, log {log} entries",
                held.views, held.history, held.n_history, held.history_held, game
            );
        }
        let mean =
            |f: fn(&HeldBytes) -> usize| samples.iter().map(|(h, _, _)| f(h)).sum::<usize>() / n;
        println!(
            "mean over {n} commands: views {} B, history {} B ({} messages, {} B held)",
            mean(|h| h.views),
            mean(|h| h.history),
            mean(|h| h.n_history),
            mean(|h| h.history_held)
        );
        // protocol/README.md, Resuming: at most 16 patch messages and 6 KiB per viewer.
        for (held, _, _) in &samples {
            assert!(held.n_history <= 4 * HISTORY_UPDATES);
            assert!(held.history <= 4 * HISTORY_BYTES);
        }
    }
}
