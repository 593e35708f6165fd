//! The seats of an account: claiming the seat a token holds, a new token of a claimed seat for
//! one more device, and "my games". Claim and device live under `/api/lobbies/{id}/`, so with
//! several nodes they reach the lobby's owner (`cluster/proxy.rs` forwards the cookie and the
//! CSRF header with the request); the lobby task decides (`lobby/devices.rs`).

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};
use uuid::Uuid;

use super::{changing_session, players_json, rfc3339, session, status_name};
use crate::api::{ask, body, lobby_handle, AppState};
use crate::error::AppError;
use crate::lobby::{hash_token, LobbyEvent};

/// The seat routes under `/api/lobbies/{id}/`.
pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/lobbies/{id}/claim", post(claim))
        .route("/api/lobbies/{id}/device", post(device))
}

/// Body of `POST /api/lobbies/{id}/claim`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimBody {
    token: String,
}

/// `POST /api/lobbies/{id}/claim` (cookie + CSRF): the seat `token` holds belongs to the
/// account from now on.
async fn claim(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    payload: Result<Json<ClaimBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let session = changing_session(&state, &headers).await?;
    let token_hash = hash_token(&body(payload)?.token);
    let handle = lobby_handle(&state, &id).await?;
    let account_id = session.account_id;
    let seat = ask(&handle, |reply| LobbyEvent::ClaimSeat {
        token_hash,
        account_id,
        reply,
    })
    .await??;
    Ok(Json(json!({ "seat": seat, "claimed": true })))
}

/// `POST /api/lobbies/{id}/device` (cookie + CSRF): a new token of the account's seat in that
/// lobby, for this device; the seat's other tokens stay valid.
async fn device(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<Value>, AppError> {
    let session = changing_session(&state, &headers).await?;
    let handle = lobby_handle(&state, &id).await?;
    let account_id = session.account_id;
    let joined = ask(&handle, |reply| LobbyEvent::AddDevice { account_id, reply }).await??;
    Ok(Json(json!({ "seat": joined.seat, "token": joined.token })))
}

/// The account's games as the API shows them.
///
/// # Errors
/// The store's error.
pub(super) async fn games_json(state: &AppState, account_id: Uuid) -> Result<Vec<Value>, AppError> {
    let games = state.store.account_games(account_id).await?;
    Ok(games
        .into_iter()
        .map(|g| {
            json!({
                "lobby_id": g.lobby_id,
                "game_id": g.game_id,
                "seat": g.seat,
                "game": g.game,
                "name": g.host_name,
                "status": status_name(&g.status),
                "players": players_json(&g.players),
                "created_at": rfc3339(g.created_at_ms),
                "updated_at": rfc3339(g.updated_at_ms),
            })
        })
        .collect())
}

/// `GET /api/account/games` (cookie): the seats the account claimed, newest activity first.
pub(super) async fn games(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<Value>, AppError> {
    let Some(session) = session(&state, &headers).await? else {
        return Err(AppError::unauthorized("signed_out", "sign in first"));
    };
    Ok(Json(
        json!({ "games": games_json(&state, session.account_id).await? }),
    ))
}
