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
use protocol::{ServerToClient, PROTOCOL_VERSION};
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

impl Lobby {
    /// Sends the game's change to every socket: the whole view to sockets that did not ask for
    /// patches, a patch to those that did (the whole view when their viewer has no base yet).
    /// `old_log_len` is the log length before the change.
    pub(super) fn broadcast_update(&mut self, old_log_len: usize) {
        let Some(g) = &self.game else { return };
        let version = self.version;
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
        let mut viewers: Vec<Viewer> = wants.keys().copied().collect();
        viewers.extend(
            self.views
                .by_viewer
                .keys()
                .filter(|v| !wants.contains_key(v))
                .copied(),
        );
        let mut out: HashMap<Viewer, ForViewer> = HashMap::with_capacity(viewers.len());
        let views = g.game.view_parts(&viewers);
        let mut diffs = PartDiffs::default();
        for (viewer, view) in viewers.into_iter().zip(views) {
            let (full, patch) = wants.get(&viewer).copied().unwrap_or_default();
            let log = g.game.log_text(viewer, old_log_len);
            let mut msgs = ForViewer::default();
            if full {
                msgs.full = Some(Utf8Bytes::from(update_text(version, &view.text(), &log)));
            }
            match self.views.by_viewer.get_mut(&viewer) {
                Some(state) => {
                    // An unchanged view gives `[]` (each part compared once).
                    let diff = diff_parts(&state.view, &view, &mut diffs);
                    let msg = Utf8Bytes::from(patch_text(version, state.version, &diff, &log));
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
                    self.views
                        .by_viewer
                        .insert(viewer, ViewState::new(version, view));
                }
                None => {}
            }
            out.insert(viewer, msgs);
        }
        self.views
            .by_viewer
            .retain(|_, state| state.idle <= HISTORY_UPDATES);
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
