//! The HTTP tier: JSON API under `/api`, health probes, the WebSocket upgrade and the static web
//! client. Handlers validate input and forward to lobby tasks or the store; they own no state.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use protocol::bots::Level;
use protocol::{GameKind, HostedGame};
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tower_http::services::ServeDir;
use tower_http::trace::TraceLayer;
use uuid::Uuid;

use crate::config::Settings;
use crate::error::AppError;
use crate::lobby::{self, check_name, hash_token, LobbyDeps, LobbyEvent, LobbyHandle, Registry};
use crate::store::Store;

/// Shared state of every handler.
#[derive(Clone)]
pub struct AppState {
    /// The store.
    pub store: Store,
    /// Running lobbies.
    pub registry: Registry,
    /// What lobby tasks need.
    pub deps: LobbyDeps,
    /// Runtime settings.
    pub settings: Arc<Settings>,
}

/// The whole HTTP application.
pub fn router(state: AppState) -> Router {
    let web = ServeDir::new(&state.settings.web_dir).append_index_html_on_directories(true);
    let mut router = Router::new();
    if !state.settings.web_dir.join("index.html").is_file() {
        tracing::warn!(web_dir = %state.settings.web_dir.display(), "no index.html in the web directory; serving a placeholder at /");
        router = router.route("/", get(placeholder_index));
    } else if !state
        .settings
        .web_dir
        .join("node_modules/@fluent/bundle/esm/index.js")
        .is_file()
    {
        // The client loads its translation library from node_modules (no build step); without
        // it the page only shows a message asking for `npm ci`.
        tracing::warn!(web_dir = %state.settings.web_dir.display(), "the web client's dependencies are missing (no node_modules/@fluent/bundle); run `npm ci --prefix web-client`");
    }
    router
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/api/lobbies", post(create_lobby).get(list_lobbies))
        .route("/api/lobbies/{id}", get(lobby_details))
        .route("/api/lobbies/{id}/join", post(join))
        .route("/api/lobbies/{id}/leave", post(leave))
        .route("/api/lobbies/{id}/start", post(start))
        .route("/api/lobbies/{id}/bots", post(add_bot))
        .route("/api/lobbies/{id}/ws", get(websocket))
        .route("/api/games", get(list_games))
        .route("/api/games/{id}/replay", get(replay))
        .fallback_service(web)
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

/// Served at `/` only when the web client directory has no `index.html`.
const PLACEHOLDER_INDEX: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<title>Dungeon Lords Online</title></head><body><h1>Dungeon Lords Online</h1>\
<p>The server is running, but no web client was found (set <code>--web-dir</code> / <code>WEB_DIR</code>).</p>\
<p>API: <a href=\"/api/lobbies\">/api/lobbies</a>, <a href=\"/api/games\">/api/games</a>, \
<a href=\"/readyz\">/readyz</a>.</p></body></html>\n";

async fn placeholder_index() -> axum::response::Html<&'static str> {
    axum::response::Html(PLACEHOLDER_INDEX)
}

async fn healthz() -> Json<Value> {
    Json(json!({ "status": "alive" }))
}

async fn readyz(State(state): State<AppState>) -> Response {
    let ready = tokio::time::timeout(Duration::from_secs(5), state.store.is_ready()).await;
    match ready {
        Ok(Ok(true)) => {
            Json(json!({ "status": "ready", "store": state.store.backend() })).into_response()
        }
        Ok(Ok(false)) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "status": "not_ready", "reason": "migrations not applied" })),
        )
            .into_response(),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "readiness check failed");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(json!({ "status": "not_ready", "reason": "store unreachable" })),
            )
                .into_response()
        }
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "status": "not_ready", "reason": "store timeout" })),
        )
            .into_response(),
    }
}

fn body<T>(payload: Result<Json<T>, JsonRejection>) -> Result<T, AppError> {
    payload
        .map(|Json(v)| v)
        .map_err(|e| AppError::bad_request("bad_json", e.body_text()))
}

fn parse_id(raw: &str) -> Result<Uuid, AppError> {
    Uuid::parse_str(raw).map_err(|_| AppError::bad_request("bad_id", "not a valid id"))
}

async fn lobby_handle(state: &AppState, raw: &str) -> Result<LobbyHandle, AppError> {
    let id = parse_id(raw)?;
    lobby::find(&state.registry, &state.deps, id)
        .await?
        .ok_or(AppError::NotFound("lobby"))
}

async fn ask<T>(
    handle: &LobbyHandle,
    make: impl FnOnce(oneshot::Sender<T>) -> LobbyEvent,
) -> Result<T, AppError> {
    let (tx, rx) = oneshot::channel();
    handle
        .tx
        .send(make(tx))
        .await
        .map_err(|_| AppError::Internal("lobby task gone".into()))?;
    rx.await
        .map_err(|_| AppError::Internal("lobby task dropped the reply".into()))
}

/// Body of `POST /api/lobbies`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateLobby {
    game: GameKind,
    seats: usize,
    #[serde(default = "empty_object")]
    options: Value,
    #[serde(default)]
    public: bool,
    name: String,
}

fn empty_object() -> Value {
    json!({})
}

async fn create_lobby(
    State(state): State<AppState>,
    payload: Result<Json<CreateLobby>, JsonRejection>,
) -> Result<Response, AppError> {
    let req = body(payload)?;
    if !(2..=4).contains(&req.seats) {
        return Err(AppError::bad_request("bad_seats", "seats must be 2 to 4"));
    }
    if !req.options.is_object() {
        return Err(AppError::bad_request(
            "bad_options",
            "options must be a JSON object",
        ));
    }
    let name = check_name(&req.name)?;
    let (lobby_id, joined) = lobby::create(
        &state.registry,
        &state.deps,
        req.game,
        req.options,
        req.seats,
        req.public,
        name,
    )
    .await?;
    let body = json!({
        "lobby_id": lobby_id,
        "seat": joined.seat,
        "token": joined.token,
        "invite_url": format!("/?lobby={lobby_id}"),
    });
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

async fn list_lobbies(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    let lobbies = state.store.list_open_lobbies().await?;
    Ok(Json(json!({ "lobbies": lobbies })))
}

async fn lobby_details(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let details = ask(&handle, |reply| LobbyEvent::Details { reply }).await?;
    serde_json::to_value(details)
        .map(Json)
        .map_err(|e| AppError::Internal(e.to_string()))
}

/// Body of `POST /api/lobbies/{id}/join`.
#[derive(Debug, Deserialize)]
struct JoinBody {
    name: String,
}

/// Body of the token-authenticated lobby calls.
#[derive(Debug, Deserialize)]
struct TokenBody {
    token: String,
}

async fn join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    payload: Result<Json<JoinBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let name = check_name(&body(payload)?.name)?;
    let joined = ask(&handle, |reply| LobbyEvent::Join { name, reply }).await??;
    Ok(Json(json!({ "seat": joined.seat, "token": joined.token })))
}

async fn leave(
    State(state): State<AppState>,
    Path(id): Path<String>,
    payload: Result<Json<TokenBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let token_hash = hash_token(&body(payload)?.token);
    ask(&handle, |reply| LobbyEvent::Leave { token_hash, reply }).await??;
    Ok(Json(json!({ "left": true })))
}

async fn start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    payload: Result<Json<TokenBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let token_hash = hash_token(&body(payload)?.token);
    ask(&handle, |reply| LobbyEvent::Start { token_hash, reply }).await??;
    Ok(Json(json!({ "started": true })))
}

/// `POST /api/lobbies/{id}/bots`: the host's token and the bot's level (default `normal`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AddBotBody {
    token: String,
    #[serde(default)]
    level: Level,
}

async fn add_bot(
    State(state): State<AppState>,
    Path(id): Path<String>,
    payload: Result<Json<AddBotBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let AddBotBody { token, level } = body(payload)?;
    let token_hash = hash_token(&token);
    let seat = ask(&handle, |reply| LobbyEvent::AddBot {
        token_hash,
        level,
        reply,
    })
    .await??;
    Ok(Json(json!({ "seat": seat, "level": level })))
}

/// Initial read buffer of each WebSocket, in bytes.
const WS_READ_BUFFER: usize = 4 * 1024;

async fn websocket(
    State(state): State<AppState>,
    Path(id): Path<String>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let settings = state.settings.clone();
    let max = settings.max_message_bytes;
    Ok(upgrade
        .max_message_size(max)
        .max_frame_size(max)
        // Client messages are small; tungstenite's default 128 KiB read buffer per socket was
        // ~95% of the memory of an idle lobby (docs/performance.md). It grows for larger frames.
        .read_buffer_size(WS_READ_BUFFER)
        .on_upgrade(move |socket| crate::ws::serve(socket, handle, settings)))
}

async fn list_games(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    let games = state.store.list_finished_games().await?;
    Ok(Json(json!({ "games": games })))
}

async fn replay(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, AppError> {
    let id = parse_id(&id)?;
    let game = state
        .store
        .load_game(id)
        .await?
        .ok_or(AppError::NotFound("game"))?;
    if game.status != "finished" {
        return Err(AppError::NotFound("finished game"));
    }
    let kind: Option<GameKind> = serde_json::from_value(Value::String(game.kind.clone())).ok();
    // Full disclosure needs the rebuilt game; a game from another engine version has none.
    let disclosure = kind
        .and_then(|k| lobby::replay(&state.deps, k, &game).ok())
        .and_then(|g: Box<dyn HostedGame>| g.full_disclosure());
    Ok(Json(json!({
        "game_id": game.id,
        "lobby_id": game.lobby_id,
        "kind": game.kind,
        "options": game.options,
        "n_seats": game.n_seats,
        "seed": game.seed.to_string(),
        "version_stamp": game.version_stamp,
        "commands": game.commands,
        "result": game.result,
        "full_disclosure": disclosure,
    })))
}
