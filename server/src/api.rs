//! The HTTP tier: JSON API under `/api`, health probes, the WebSocket upgrade and the static web
//! client. Handlers validate input and forward to lobby tasks or the store; they own no state.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::handler::HandlerWithoutStateExt;
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use metrics_exporter_prometheus::PrometheusHandle;
use protocol::bots::Level;
use protocol::seats::ClockOption;
use protocol::{GameKind, HostedGame};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tower::ServiceBuilder;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;
use uuid::Uuid;

use crate::config::Settings;
use crate::error::{json_errors, AppError};
use crate::idempotency::{self, Idem, IdempotencyKey};
use crate::limits::{ClientIp, Quotas};
use crate::lobby::{
    self, hash_token, LobbyDeps, LobbyEvent, LobbyHandle, LobbyStatus, Registry, RematchPlan,
};
use crate::store::Store;
use crate::text::check_name;

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
    /// Per-client rate limits and quotas.
    pub quotas: Arc<Quotas>,
    /// The Prometheus recorder behind `/metrics`, when one could be installed.
    pub metrics: Option<PrometheusHandle>,
    /// Accounts: the passkey relying party and the sign-in limits (issue #39).
    pub accounts: Arc<crate::account::Accounts>,
}

/// Largest accepted API request body, in bytes.
const MAX_BODY_BYTES: usize = 16 * 1024;

/// Content-Security-Policy of every response: scripts, styles and sockets from this origin only,
/// no inline script or style markup, no framing.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The security headers every response carries.
fn security_headers() -> [(HeaderName, HeaderValue); 5] {
    [
        (
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ),
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
        (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
        (
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin"),
        ),
    ]
}

/// The whole HTTP application.
pub fn router(state: AppState) -> Router {
    let files = ServeDir::new(&state.settings.web_dir)
        .append_index_html_on_directories(true)
        .call_fallback_on_method_not_allowed(true)
        .fallback(static_fallback.into_service());
    // The client's modules are not fingerprinted, so browsers revalidate them (ServeDir answers
    // If-Modified-Since with 304) instead of caching them blindly.
    let web = ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .layer(CompressionLayer::new())
        .service(files);
    let mut router = Router::new();
    if !state.settings.web_dir.join("index.html").is_file() {
        tracing::warn!(web_dir = %state.settings.web_dir.display(), "no index.html in the web directory; serving a placeholder at /");
        router = router.route("/", get(placeholder_index));
    } else {
        // The page carries the build it was loaded from (issue #33: a page of an older build
        // reloads itself after an upgrade).
        router = router
            .route("/", get(index_page))
            .route("/index.html", get(index_page));
    }
    if state.settings.web_dir.join("index.html").is_file()
        && !state
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
        .route("/metrics", get(metrics_text))
        .route("/api/lobbies", post(create_lobby).get(list_lobbies))
        .route("/api/lobbies/{id}", get(lobby_details))
        .route("/api/lobbies/{id}/join", post(join))
        .route("/api/lobbies/{id}/leave", post(leave))
        .route("/api/lobbies/{id}/start", post(start))
        .route("/api/lobbies/{id}/bots", post(add_bot))
        .route("/api/lobbies/{id}/seats/{seat}/reinvite", post(reinvite))
        .route("/api/lobbies/{id}/rematch", post(rematch))
        .route("/api/lobbies/{id}/ws", get(websocket))
        .route("/api/games", get(list_games))
        .route("/api/games/{id}/replay", get(replay))
        .merge(crate::replay::routes())
        .merge(crate::mail::http::routes())
        .merge(crate::account::routes())
        .fallback_service(web)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            state.settings.request_timeout,
        ))
        .layer(middleware::from_fn(json_errors))
        .layer(middleware::map_response(with_security_headers))
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

async fn with_security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in security_headers() {
        headers.insert(name, value);
    }
    response
}

/// What the static file service answers when no file matches: the documented JSON 404, or 405
/// for methods other than GET and HEAD.
async fn static_fallback(method: Method) -> Response {
    if method == Method::GET || method == Method::HEAD {
        AppError::NotFound("page").into_response()
    } else {
        let mut response = (
            StatusCode::METHOD_NOT_ALLOWED,
            Json(json!({ "error": { "code": "method_not_allowed", "message": "method not allowed" } })),
        )
            .into_response();
        response
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        response
    }
}

/// `GET /metrics`: the Prometheus text format.
async fn metrics_text(State(state): State<AppState>) -> Response {
    match &state.metrics {
        Some(handle) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; version=0.0.4"),
            )],
            handle.render(),
        )
            .into_response(),
        None => AppError::Internal("no metrics recorder".into()).into_response(),
    }
}

/// Served at `/` only when the web client directory has no `index.html`.
const PLACEHOLDER_INDEX: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<title>Dungeon Lords Online</title></head><body><h1>Dungeon Lords Online</h1>\
<p>The server is running, but no web client was found (set <code>--web-dir</code> / <code>WEB_DIR</code>).</p>\
<p>API: <a href=\"/api/lobbies\">/api/lobbies</a>, <a href=\"/api/games\">/api/games</a>, \
<a href=\"/readyz\">/readyz</a>.</p></body></html>\n";

/// `GET /` and `/index.html`: the web client's page with the `dlo-build` meta tag of this
/// server's build ([`crate::build::page_with_build`]).
async fn index_page(State(state): State<AppState>) -> Response {
    let file = state.settings.web_dir.join("index.html");
    match tokio::fs::read_to_string(&file).await {
        Ok(html) => (
            [(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"))],
            axum::response::Html(crate::build::page_with_build(&html, &state.deps.build)),
        )
            .into_response(),
        Err(_) => AppError::NotFound("page").into_response(),
    }
}

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

pub(crate) fn body<T>(payload: Result<Json<T>, JsonRejection>) -> Result<T, AppError> {
    payload
        .map(|Json(v)| v)
        .map_err(|e| AppError::bad_request("bad_json", e.body_text()))
}

pub(crate) fn parse_id(raw: &str) -> Result<Uuid, AppError> {
    Uuid::parse_str(raw).map_err(|_| AppError::bad_request("bad_id", "not a valid id"))
}

pub(crate) async fn lobby_handle(state: &AppState, raw: &str) -> Result<LobbyHandle, AppError> {
    let id = parse_id(raw)?;
    lobby::find(&state.registry, &state.deps, id)
        .await?
        .ok_or(AppError::NotFound("lobby"))
}

pub(crate) async fn ask<T>(
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
#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct CreateLobby {
    game: GameKind,
    seats: usize,
    #[serde(default = "empty_object")]
    options: Value,
    #[serde(default)]
    public: bool,
    name: String,
    /// The clock (`protocol::seats::ClockOption`), absent or null for none.
    #[serde(default)]
    clock: Value,
}

fn empty_object() -> Value {
    json!({})
}

async fn create_lobby(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    key: IdempotencyKey,
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
    let clock =
        ClockOption::parse(&req.clock).map_err(|e| AppError::bad_request("bad_clock", e.0))?;
    let name = check_name(&req.name)?;
    let request = serde_json::to_value(&req).map_err(|e| AppError::Internal(e.to_string()))?;
    let store = state.store.clone();
    idempotency::once(&store, key, "create".to_owned(), &request, |idem| {
        create_lobby_once(state, ip, req, clock, name, idem)
    })
    .await
}

/// [`create_lobby`] once: with an idempotency key the lobby's id and host token come from it,
/// and a lobby with that id existing already is the answer.
async fn create_lobby_once(
    state: AppState,
    ip: std::net::IpAddr,
    req: CreateLobby,
    clock: ClockOption,
    name: String,
    idem: Option<Idem>,
) -> Result<(StatusCode, Value), AppError> {
    let fixed = idem.map(|i| (i.lobby_id(), i.token()));
    if let Some((id, token)) = &fixed {
        // Made by an earlier call with this key (whose answer was lost): answer it again.
        if state.store.load_lobby(*id).await?.is_some() {
            let body = json!({
                "lobby_id": id,
                "seat": 0,
                "token": token,
                "invite_url": invite_url(&state.settings, *id),
            });
            return Ok((StatusCode::CREATED, body));
        }
    }
    state.quotas.check_create(ip)?;
    let registry = &state.registry;
    let is_open = |id: Uuid| async move { is_open_lobby(registry, id).await };
    let (lobby_id, joined) = state
        .quotas
        .with_open_lobby_quota(ip, is_open, || async {
            let (id, joined) = lobby::create_fixed(
                &state.registry,
                &state.deps,
                req.game,
                req.options,
                clock,
                req.seats,
                req.public,
                name,
                fixed,
            )
            .await?;
            Ok(((id, joined), id))
        })
        .await?;
    let body = json!({
        "lobby_id": lobby_id,
        "seat": joined.seat,
        "token": joined.token,
        "invite_url": invite_url(&state.settings, lobby_id),
    });
    Ok((StatusCode::CREATED, body))
}

/// The link that invites friends to `lobby_id`: absolute when the public URL is configured.
fn invite_url(settings: &Settings, lobby_id: Uuid) -> String {
    format!(
        "{}/?lobby={lobby_id}",
        settings.public_url.as_deref().unwrap_or("")
    )
}

/// Whether the lobby's task runs and it is still waiting for players.
async fn is_open_lobby(registry: &Registry, id: Uuid) -> bool {
    let Some(handle) = registry.get(id) else {
        return false;
    };
    let asked = tokio::time::timeout(
        Duration::from_secs(2),
        ask(&handle, |reply| LobbyEvent::Details { reply }),
    )
    .await;
    matches!(asked, Ok(Ok(d)) if d.status == LobbyStatus::Open)
}

async fn list_lobbies(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    let lobbies = state.store.list_open_lobbies().await?;
    let mut lobbies =
        serde_json::to_value(lobbies).map_err(|e| AppError::Internal(e.to_string()))?;
    // Whether each lobby is rated, and its players with their ratings (issue #39 item 4).
    crate::account::ratings::decorate_list(&state, &mut lobbies).await?;
    Ok(Json(json!({ "lobbies": lobbies })))
}

async fn lobby_details(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let details = ask(&handle, |reply| LobbyEvent::Details { reply }).await?;
    let lobby_id = details.lobby_id;
    let mut value = serde_json::to_value(details).map_err(|e| AppError::Internal(e.to_string()))?;
    if let Some(fields) = value.as_object_mut() {
        fields.insert(
            "invite_url".to_owned(),
            Value::String(invite_url(&state.settings, lobby_id)),
        );
    }
    // The lobby's rating state and its players' ratings (issue #39 item 4). The details come
    // from the lobby task and answer while the store is down; the ratings are left out then.
    if let Err(e) = crate::account::ratings::decorate_details(&state, lobby_id, &mut value).await {
        tracing::debug!(error = %e, "lobby details without ratings");
    }
    Ok(Json(value))
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
    ClientIp(ip): ClientIp,
    key: IdempotencyKey,
    Path(id): Path<String>,
    payload: Result<Json<JoinBody>, JsonRejection>,
) -> Result<Response, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let name = check_name(&body(payload)?.name)?;
    let scope = format!("join:{}", parse_id(&id)?);
    let request = json!({ "name": name });
    let store = state.store.clone();
    idempotency::once(&store, key, scope, &request, |idem| async move {
        state.quotas.check_join(ip)?;
        let joined = join_seat(&handle, name, idem.as_ref()).await?;
        Ok((
            StatusCode::OK,
            json!({ "seat": joined.seat, "token": joined.token }),
        ))
    })
    .await
}

/// Asks `handle` for a seat; with an idempotency key, under the token derived from it (a seat
/// holding it already is the answer).
async fn join_seat(
    handle: &LobbyHandle,
    name: String,
    idem: Option<&Idem>,
) -> Result<lobby::Joined, AppError> {
    match idem {
        Some(idem) => {
            let token = idem.token();
            ask(handle, |reply| LobbyEvent::JoinKeyed { name, token, reply }).await?
        }
        None => ask(handle, |reply| LobbyEvent::Join { name, reply }).await?,
    }
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

/// `POST /api/lobbies/{id}/seats/{seat}/reinvite`: the host gives a player's seat a new token
/// (the old one stops working). The answer's `seat_url` carries the token in its fragment, which
/// browsers never send to a server.
async fn reinvite(
    State(state): State<AppState>,
    key: IdempotencyKey,
    Path((id, seat)): Path<(String, String)>,
    payload: Result<Json<TokenBody>, JsonRejection>,
) -> Result<Response, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let seat: usize = seat
        .parse()
        .map_err(|_| AppError::bad_request("no_such_seat", "the seat must be a seat number"))?;
    let token_hash = hash_token(&body(payload)?.token);
    let lobby_id = parse_id(&id)?;
    let scope = format!("reinvite:{lobby_id}:{seat}");
    let request = json!({ "host": token_hash });
    let store = state.store.clone();
    idempotency::once(&store, key, scope, &request, |idem| async move {
        let token = idem.map(|i| i.token());
        let joined = ask(&handle, |reply| LobbyEvent::Reinvite {
            token_hash,
            seat,
            token,
            reply,
        })
        .await??;
        Ok((StatusCode::OK, reinvite_answer(&state, lobby_id, joined)))
    })
    .await
}

/// The answer of a re-invitation.
fn reinvite_answer(state: &AppState, lobby_id: Uuid, joined: lobby::Joined) -> Value {
    let seat_url = format!(
        "{}/?lobby={lobby_id}#seat={}",
        state.settings.public_url.as_deref().unwrap_or(""),
        joined.token
    );
    json!({ "seat": joined.seat, "token": joined.token, "seat_url": seat_url })
}

/// `POST /api/lobbies/{id}/rematch`: a seated player of a finished game gets a seat in its
/// rematch, a new unlisted lobby with the same game, options, seat count and bots, which keeps a
/// seat for every other player for `--rematch-hold-secs`. The first request creates it (the
/// asker hosts it) and the old lobby tells its sockets (`rematch`); later requests take the seat
/// kept for the asker. Answers `{lobby_id, seat, token, host}` like create/join.
async fn rematch(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    key: IdempotencyKey,
    Path(id): Path<String>,
    payload: Result<Json<TokenBody>, JsonRejection>,
) -> Result<Response, AppError> {
    let old = lobby_handle(&state, &id).await?;
    let token_hash = hash_token(&body(payload)?.token);
    let scope = format!("rematch:{}", parse_id(&id)?);
    let request = json!({ "token": token_hash });
    let store = state.store.clone();
    idempotency::once(&store, key, scope, &request, |idem| async move {
        let Json(body) = rematch_once(state, ip, id, old, token_hash, idem).await?;
        Ok((StatusCode::OK, body))
    })
    .await
}

/// [`rematch`] once: with an idempotency key, the new lobby's id and the asker's token come
/// from it, so a retry finds the lobby or seat the first call made.
async fn rematch_once(
    state: AppState,
    ip: std::net::IpAddr,
    id: String,
    old: LobbyHandle,
    token_hash: String,
    idem: Option<Idem>,
) -> Result<Json<Value>, AppError> {
    let plan = ask(&old, |reply| LobbyEvent::Rematch { token_hash, reply }).await??;
    let (lobby_id, name, old_seat) = match plan {
        RematchPlan::Join {
            lobby_id,
            name,
            old_seat,
        } => (lobby_id, name, old_seat),
        RematchPlan::Create {
            kind,
            options,
            n_seats,
            name,
            old_seat,
            seats,
        } => {
            state.quotas.check_create(ip)?;
            let made = idem.as_ref().map(|i| (i.lobby_id(), i.token()));
            let (new_id, host) = match made {
                Some((id, token))
                    if lobby::find(&state.registry, &state.deps, id)
                        .await?
                        .is_some() =>
                {
                    (id, lobby::Joined { seat: 0, token })
                }
                made => {
                    let (id, host) = lobby::create_fixed(
                        &state.registry,
                        &state.deps,
                        kind,
                        options,
                        ClockOption::None,
                        n_seats,
                        false,
                        name.clone(),
                        made,
                    )
                    .await?;
                    (id, host)
                }
            };
            let new = lobby_handle(&state, &new_id.to_string()).await?;
            let host_hash = hash_token(&host.token);
            // The others' seats are kept for them (stored) and the bots seated, before anyone
            // hears of the rematch. A lobby a call with the same key made already has some or
            // all of them (the first call may have died while seating bots): only the missing
            // ones are added.
            ask(&new, |reply| LobbyEvent::SeatRematch {
                seats,
                hold: None,
                reply,
            })
            .await??;
            // The store decides which rematch counts (two players may ask at once, on two
            // nodes); the old lobby then tells its sockets.
            let old_id = parse_id(&id)?;
            let (first, by) = state
                .store
                .set_rematch(old_id, new_id, &name, lobby::now_ms())
                .await?;
            let first = ask(&old, |reply| LobbyEvent::RematchCreated {
                lobby_id: first,
                by,
                reply,
            })
            .await?;
            if first == new_id {
                return Ok(Json(json!({
                    "lobby_id": new_id,
                    "seat": host.seat,
                    "token": host.token,
                    "host": true,
                    "invite_url": invite_url(&state.settings, new_id),
                })));
            }
            // Another player's rematch was created first: leave this one (it closes) and join
            // theirs.
            let token_hash = host_hash;
            ask(&new, |reply| LobbyEvent::Leave { token_hash, reply }).await??;
            (first, name, old_seat)
        }
    };
    let handle = lobby_handle(&state, &lobby_id.to_string()).await?;
    state.quotas.check_join(ip)?;
    let token = idem.as_ref().map(|i| i.token());
    let joined = ask(&handle, |reply| LobbyEvent::ClaimKept {
        old_seat,
        name,
        token,
        reply,
    })
    .await??;
    // A retry whose first call created the rematch finds its own host seat.
    let host = idem.is_some_and(|i| i.lobby_id() == lobby_id);
    Ok(Json(json!({
        "lobby_id": lobby_id,
        "seat": joined.seat,
        "token": joined.token,
        "host": host,
        "invite_url": invite_url(&state.settings, lobby_id),
    })))
}

/// Initial read buffer of each WebSocket, in bytes: a client message (a command, a chat line)
/// fits; a larger one grows it. At 4 KiB it was 12 % of a playing lobby's heap
/// (docs/performance.md §12).
const WS_READ_BUFFER: usize = 1024;

/// Whether a WebSocket upgrade may proceed: clients that send no `Origin` (not browsers) may;
/// a browser's `Origin` must be the configured public URL or the host it connected to, so a
/// page on another site cannot open sockets with its visitors' browsers.
fn is_allowed_origin(headers: &HeaderMap, public_url: Option<&str>) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    if public_url.is_some_and(|p| p.eq_ignore_ascii_case(origin)) {
        return true;
    }
    let authority = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    matches!((authority, host), (Some(a), Some(h)) if a.eq_ignore_ascii_case(h))
}

async fn websocket(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, AppError> {
    if !is_allowed_origin(&headers, state.settings.public_url.as_deref()) {
        return Err(AppError::forbidden(
            "bad_origin",
            "websocket connections are only accepted from this site's own pages",
        ));
    }
    let handle = lobby_handle(&state, &id).await?;
    let upgrade = upgrade.map_err(|e| AppError::bad_request("not_websocket", e.body_text()))?;
    let settings = state.settings.clone();
    let quotas = state.quotas.clone();
    let max = settings.max_message_bytes;
    Ok(upgrade
        .max_message_size(max)
        .max_frame_size(max)
        // Client messages are small; tungstenite's default 128 KiB read buffer per socket was
        // ~95% of the memory of an idle lobby (docs/performance.md). It grows for larger frames.
        .read_buffer_size(WS_READ_BUFFER)
        .on_upgrade(move |socket| crate::ws::serve(socket, handle, settings, quotas, ip)))
}

async fn list_games(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    let games = state.store.reads().list_finished_games().await?;
    Ok(Json(json!({ "games": games })))
}

async fn replay(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
) -> Result<Json<Value>, AppError> {
    state.quotas.check_replay_read(ip)?;
    let id = parse_id(&id)?;
    let game = state
        .store
        .reads()
        .load_game(id)
        .await?
        .ok_or(AppError::NotFound("game"))?;
    if game.status != "finished" {
        return Err(AppError::NotFound("finished game"));
    }
    let kind: Option<GameKind> = serde_json::from_value(Value::String(game.kind.clone())).ok();
    // Full disclosure needs the rebuilt game (on the blocking pool: it replays the whole log);
    // a game from another engine version has none.
    let (deps, row) = (state.deps.clone(), game.clone());
    let disclosure = tokio::task::spawn_blocking(move || {
        kind.and_then(|k| lobby::replay(&deps, k, &row).ok())
            .and_then(|g: Box<dyn HostedGame>| g.full_disclosure())
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?;
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
