//! Start-up resume: every open or playing lobby is rebuilt from the store, its game from
//! `new_game(seed, options)` plus a replay of its command log.

use std::collections::{HashMap, VecDeque};

use protocol::bots::Level;
use protocol::messages::ChatLine;
use protocol::{GameKind, HostedGame};
use serde_json::Value;
use tokio::sync::mpsc;

use super::actor::{Lobby, Pacing, Running, SeatState};
use super::registry::spawn;
use super::{now_ms, LobbyDeps, LobbyEvent, LobbyStatus, Registry, CHAT_HISTORY};
use crate::store::{LobbyRow, SeatRow};

/// Resumes every open or playing lobby from the store: each game is rebuilt from
/// `new_game(seed, options)` on the rules version of its stamp plus a replay of its command log.
/// A game whose stamp names rules this build cannot run, or whose replay fails, is marked
/// `incompatible` and not played.
///
/// # Errors
/// Fails when the store cannot be read.
pub async fn resume_all(
    registry: &Registry,
    deps: &LobbyDeps,
) -> Result<usize, crate::store::StoreError> {
    let rows = deps.store.load_active_lobbies().await?;
    let n = rows.len();
    for row in rows {
        let id = row.id;
        match rebuild(row, deps).await {
            Ok(build) => spawn(registry, id, build),
            Err(e) => tracing::error!(lobby = %id, error = %e, "cannot resume lobby"),
        }
    }
    Ok(n)
}

/// Brings back to life every lobby marked `incompatible` whose game this build can run on the
/// rules version it began with (an earlier build marked it when its engine stamp changed):
/// the lobby goes back to `playing` (or `finished`) and is resumed like any other. Lobbies whose
/// rules are still unknown stay incompatible. Returns how many came back.
///
/// # Errors
/// Fails when the store cannot be read.
pub async fn revive_incompatible(deps: &LobbyDeps) -> Result<usize, crate::store::StoreError> {
    let mut revived = 0;
    for id in deps.store.incompatible_lobby_ids().await? {
        let Some(row) = deps.store.load_lobby(id).await? else {
            continue;
        };
        let (Some(g), Ok(kind)) = (
            row.game.as_ref(),
            serde_json::from_value::<GameKind>(Value::String(row.kind.clone())),
        ) else {
            continue;
        };
        match replay(deps, kind, g) {
            Ok(_) => {
                let status = if g.status == "finished" {
                    LobbyStatus::Finished
                } else {
                    LobbyStatus::Playing
                };
                if deps
                    .store
                    .revive_lobby(id, status.as_str(), now_ms())
                    .await?
                {
                    tracing::info!(lobby = %id, game = %g.id, stamp = %g.version_stamp, "a game marked incompatible runs on its own rules version again");
                    revived += 1;
                }
            }
            Err(reason) => {
                tracing::warn!(lobby = %id, game = %g.id, %reason, "a game marked incompatible stays so");
            }
        }
    }
    Ok(revived)
}

/// Whether this build runs the rules version of the stored game `g`: its kind is known and its
/// stamp names rules this build can play (a cluster node takes over only such lobbies).
pub fn runs_rules_of(deps: &LobbyDeps, g: &crate::store::GameRow) -> bool {
    let Ok(kind) = serde_json::from_value::<GameKind>(Value::String(g.kind.clone())) else {
        return false;
    };
    (deps.factory)(kind, &g.options, g.n_seats, g.seed)
        .is_ok_and(|mut game| game.use_rules_of(&g.version_stamp).is_ok())
}

/// The seat table from stored seat rows.
pub(super) fn seats_from_rows(n_seats: usize, rows: &[SeatRow]) -> Vec<Option<SeatState>> {
    let mut seats: Vec<Option<SeatState>> = (0..n_seats).map(|_| None).collect();
    for s in rows {
        if let Some(slot) = seats.get_mut(s.seat) {
            *slot = Some(SeatState {
                name: s.name.clone(),
                token_hash: s.token_hash.clone(),
                is_bot: s.is_bot,
                // An unknown or missing level (bots seated before levels) plays at normal.
                bot_level: s
                    .bot_level
                    .as_deref()
                    .and_then(Level::parse)
                    .unwrap_or_default(),
            });
        }
    }
    seats
}

/// A stored lobby status (unknown spellings read as `open`).
pub(super) fn parse_status(status: &str) -> LobbyStatus {
    match status {
        "playing" => LobbyStatus::Playing,
        "finished" => LobbyStatus::Finished,
        "closed" => LobbyStatus::Closed,
        "incompatible" => LobbyStatus::Incompatible,
        _ => LobbyStatus::Open,
    }
}

pub(super) type Build = Box<dyn FnOnce(mpsc::WeakSender<LobbyEvent>) -> Lobby + Send>;

pub(super) async fn rebuild(row: LobbyRow, deps: &LobbyDeps) -> Result<Build, String> {
    let kind: GameKind = serde_json::from_value(Value::String(row.kind.clone()))
        .map_err(|_| format!("unknown game kind {}", row.kind))?;
    let seats = seats_from_rows(row.n_seats, &row.seats);
    let mut status = parse_status(&row.status);
    let mut running = None;
    // A lobby already marked incompatible stays so; it is not replayed again.
    let game = row
        .game
        .as_ref()
        .filter(|_| status != LobbyStatus::Incompatible);
    if let Some(g) = game {
        match replay(deps, kind, g) {
            Ok(game) => {
                if game.is_finished() && status != LobbyStatus::Finished {
                    // The last command was stored but the result was not (the server stopped
                    // or the store failed in between): write it now.
                    let result = game.result().unwrap_or(Value::Null);
                    match deps
                        .store
                        .finish_game(row.id, g.id, &result, now_ms())
                        .await
                    {
                        Ok(()) => {
                            tracing::info!(lobby = %row.id, game = %g.id, "stored the result of a game finished before the restart")
                        }
                        Err(e) => {
                            tracing::error!(lobby = %row.id, game = %g.id, error = %e, "cannot store the result; trying again at the next start-up")
                        }
                    }
                }
                if game.is_finished() {
                    status = LobbyStatus::Finished;
                }
                running = Some(Running::stored(g, game));
            }
            Err(reason) if status == LobbyStatus::Finished => {
                // A finished game from an older engine stays finished (its replay data is
                // intact); it is only shown without a live view.
                tracing::warn!(lobby = %row.id, game = %g.id, %reason, "finished game cannot be rebuilt by this engine");
            }
            Err(reason) => {
                tracing::error!(lobby = %row.id, game = %g.id, %reason, "stored game is incompatible with this engine; marking the lobby incompatible");
                status = LobbyStatus::Incompatible;
                if let Err(e) = deps
                    .store
                    .set_lobby_status(row.id, LobbyStatus::Incompatible.as_str(), now_ms())
                    .await
                {
                    tracing::error!(lobby = %row.id, error = %e, "cannot mark lobby incompatible");
                }
            }
        }
    }
    let chat = deps
        .store
        .recent_chat(row.id, CHAT_HISTORY)
        .await
        .map_err(|e| e.to_string())?
        .into_iter()
        .map(|c| ChatLine {
            seat: c.seat,
            name: c.name,
            text: c.text,
            at_ms: c.at_ms,
        })
        .collect();
    let absence = super::takeover::load(&row, running.as_ref(), deps).await?;
    let devices = deps
        .store
        .seat_devices(row.id)
        .await
        .map_err(|e| e.to_string())?
        .into_iter()
        .map(|(seat, hash)| (hash, seat))
        .collect();
    let rematch = if status == LobbyStatus::Finished {
        deps.store
            .rematch_of(row.id)
            .await
            .map_err(|e| e.to_string())?
    } else {
        None
    };
    // A rematch lobby still open keeps its seats (until their stored time) across a restart.
    let kept = if status == LobbyStatus::Open {
        deps.store
            .kept_seats(row.id)
            .await
            .map_err(|e| e.to_string())?
    } else {
        Vec::new()
    };
    let deps = deps.clone();
    Ok(Box::new(move |self_tx| Lobby {
        id: row.id,
        kind,
        options: row.options,
        public: row.public,
        host_seat: row.host_seat,
        seats,
        status,
        version: row.version,
        game: running,
        conns: HashMap::new(),
        chat,
        chat_ids: VecDeque::new(),
        resync: false,
        deps,
        self_tx,
        pacing: Pacing::default(),
        views: Default::default(),
        absence,
        devices,
        rematch,
        kept,
        home: None,
    }))
}

/// Rebuilds a stored game: `new_game` on the rules version its stamp names, then a replay of
/// every command.
///
/// # Errors
/// A reason when this build cannot run the stamp's rules, the factory refuses, or a stored
/// command is rejected.
pub fn replay(
    deps: &LobbyDeps,
    kind: GameKind,
    g: &crate::store::GameRow,
) -> Result<Box<dyn HostedGame>, String> {
    let mut game = (deps.factory)(kind, &g.options, g.n_seats, g.seed).map_err(|e| e.message)?;
    // The game goes on under the rules version it began with (issue #33).
    game.use_rules_of(&g.version_stamp)?;
    for c in &g.commands {
        game.apply(c.seat, &c.command)
            .map_err(|r| format!("replay of command {} rejected: {}", c.seq, r.message))?;
    }
    Ok(game)
}
