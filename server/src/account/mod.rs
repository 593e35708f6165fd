//! Optional accounts (issue #39): sign-in with a passkey ([`passkey`]) or an e-mail link
//! ([`email`]), sessions in an HttpOnly cookie, CSRF checks on every state change a cookie
//! authorizes, the seats an account claimed and their device tokens ([`seats`]), and the
//! account's data and deletion. Guests never meet any of it: seat tokens work as before.
//!
//! Sessions: the cookie `dlo_session` holds 256 random bits; the store keeps their SHA-256 only,
//! for 30 days from the sign-in (fixed, not sliding). The CSRF token is derived from the cookie's
//! value (a SHA-256 under its own label), so every node computes it alike and nothing more is
//! stored; a page of another origin can read neither.

pub mod email;
// Groups (issue #39 item 5).
pub mod groups;
pub mod passkey;
pub mod seats;
// Ratings and the profile's history (issue #39 items 3 and 4).
pub mod ratings;

use std::net::IpAddr;
use std::num::NonZeroU32;

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use rand::RngCore;
use serde::Deserialize;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::api::{body, AppState};
use crate::error::AppError;
use crate::lobby::{hash_token, now_ms, LobbyEvent};
use crate::store::AccountRow;

/// The session cookie's name.
pub const COOKIE: &str = "dlo_session";
/// The header that carries the CSRF token.
pub const CSRF_HEADER: &str = "x-csrf-token";
/// How long a session lasts, in seconds (fixed from the sign-in).
pub const SESSION_SECS: i64 = 30 * 24 * 3600;
/// The name a seat of a deleted account is shown under.
pub const ANONYMOUS: &str = "Anonymous";

/// The numbers of the account limits (docs/security.md).
#[derive(Clone, Debug)]
pub struct AccountSettings {
    /// Sign-in and sign-up requests (starts and finishes) per client address per minute.
    pub sign_ins_per_min: u32,
    /// Sign-in e-mails to one address per hour.
    pub sign_in_emails_per_hour: u32,
}

impl Default for AccountSettings {
    fn default() -> Self {
        AccountSettings {
            sign_ins_per_min: 30,
            sign_in_emails_per_hour: 5,
        }
    }
}

/// What the account endpoints share: the WebAuthn relying party and the sign-in limits.
pub struct Accounts {
    /// `None` when the public URL cannot be a relying party (an IP address, say): passkeys are
    /// then off and their endpoints answer 503 `passkeys_off`; e-mail sign-in still works.
    webauthn: Option<webauthn_rs::Webauthn>,
    /// The origin state changes must come from, when `--public-url` names it; without it the
    /// request's own `Host` is the origin.
    origin: Option<String>,
    sign_ins: DefaultKeyedRateLimiter<IpAddr>,
    emails: DefaultKeyedRateLimiter<String>,
}

impl std::fmt::Debug for Accounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Accounts")
            .field("origin", &self.origin)
            .finish()
    }
}

impl Accounts {
    /// The relying party of `public_url` (its host is the RP id), or, without one, `localhost`
    /// on any port (development and tests on `http://localhost:PORT`).
    ///
    /// # Errors
    /// A message when the public URL cannot be a WebAuthn origin.
    pub fn new(public_url: Option<&str>, settings: &AccountSettings) -> Result<Accounts, String> {
        use webauthn_rs::prelude::Url;
        let (origin, rp_id, any_port) = match public_url {
            Some(url) => {
                let origin = Url::parse(url).map_err(|e| format!("--public-url: {e}"))?;
                let host = origin
                    .host_str()
                    .ok_or("--public-url has no host")?
                    .to_owned();
                (origin, host, false)
            }
            None => (
                Url::parse("http://localhost").map_err(|e| e.to_string())?,
                "localhost".to_owned(),
                true,
            ),
        };
        // WebAuthn takes only a domain name as the relying party: a server reached at an IP
        // address (a home network's `--public-url http://192.168.1.5:8080`) still starts, with
        // passkeys off (docs/accounts.md).
        let webauthn = webauthn_rs::WebauthnBuilder::new(&rp_id, &origin)
            .map(|b| b.rp_name("Dungeon Lords Online").allow_any_port(any_port))
            .and_then(webauthn_rs::WebauthnBuilder::build)
            .map_err(|e| {
                tracing::warn!(%origin, error = %e, "passkeys are off: this origin cannot be a WebAuthn relying party");
            })
            .ok();
        let per = |n: u32, quota: fn(NonZeroU32) -> Quota| {
            quota(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN))
        };
        Ok(Accounts {
            webauthn,
            origin: public_url.map(|u| u.trim_end_matches('/').to_owned()),
            sign_ins: RateLimiter::dashmap(per(settings.sign_ins_per_min, Quota::per_minute)),
            emails: RateLimiter::dashmap(per(settings.sign_in_emails_per_hour, Quota::per_hour)),
        })
    }

    /// Takes one sign-in request from `ip`'s allowance.
    ///
    /// # Errors
    /// [`AppError::TooMany`] over the limit.
    pub fn check_sign_in(&self, ip: IpAddr) -> Result<(), AppError> {
        self.sign_ins
            .check_key(&crate::net::address_key(ip))
            .map_err(|not_until| {
                metrics::counter!("dlo_limits_hit_total", "limit" => "sign_ins").increment(1);
                AppError::too_many(
                    "too many sign-in attempts; try again later",
                    not_until.wait_time_from(DefaultClock::default().now()),
                )
            })
    }

    /// Takes one sign-in e-mail from the allowance of the address `key`; `false` over it.
    pub fn may_email(&self, key: &str) -> bool {
        let ok = self.emails.check_key(&key.to_owned()).is_ok();
        if !ok {
            metrics::counter!("dlo_limits_hit_total", "limit" => "sign_in_emails").increment(1);
        }
        ok
    }

    /// Refuses a request whose `Origin` header is present and is not this server's origin.
    ///
    /// # Errors
    /// 403 `csrf`.
    pub fn check_origin(&self, headers: &HeaderMap) -> Result<(), AppError> {
        let Some(origin) = headers.get(header::ORIGIN) else {
            return Ok(());
        };
        let origin = origin.to_str().unwrap_or_default().trim_end_matches('/');
        let same = match &self.origin {
            Some(expected) => origin == expected,
            None => {
                let host = headers
                    .get(header::HOST)
                    .and_then(|h| h.to_str().ok())
                    .unwrap_or_default();
                origin.split_once("://").is_some_and(|(scheme, authority)| {
                    matches!(scheme, "http" | "https") && authority == host
                })
            }
        };
        if same {
            Ok(())
        } else {
            Err(csrf_refused("the request came from another origin"))
        }
    }

    /// Whether passkeys can be used on this server.
    pub fn passkeys_on(&self) -> bool {
        self.webauthn.is_some()
    }

    /// The WebAuthn relying party.
    ///
    /// # Errors
    /// 503 `passkeys_off` when the public URL cannot be one.
    pub fn webauthn(&self) -> Result<&webauthn_rs::Webauthn, AppError> {
        self.webauthn.as_ref().ok_or_else(|| {
            AppError::off(
                "passkeys_off",
                "passkeys need a server reached by a host name (its --public-url)",
            )
        })
    }
}

fn csrf_refused(message: &str) -> AppError {
    metrics::counter!("dlo_csrf_refused_total").increment(1);
    AppError::forbidden("csrf", message.to_owned())
}

/// A lobby's stored status as the account API names it (`playing` is `running`).
pub(crate) fn status_name(stored: &str) -> &str {
    match stored {
        "playing" => "running",
        other => other,
    }
}

/// A lobby's filled seats as the account API lists them: `[{"seat", "name"}]`.
pub(crate) fn players_json(players: &[(usize, String)]) -> Vec<Value> {
    players
        .iter()
        .map(|(seat, name)| json!({ "seat": seat, "name": name }))
        .collect()
}

/// The account routes under `/api/account` (the seat routes are in [`seats::routes`]).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/api/account",
            get(get_account).patch(rename).delete(delete_account),
        )
        .route("/api/account/data", get(account_data))
        .route("/api/account/games", get(seats::games))
        .route("/api/account/signout", post(sign_out))
        .route(
            "/api/account/passkey/register/start",
            post(passkey::register_start),
        )
        .route(
            "/api/account/passkey/register/finish",
            post(passkey::register_finish),
        )
        .route(
            "/api/account/passkey/login/start",
            post(passkey::login_start),
        )
        .route(
            "/api/account/passkey/login/finish",
            post(passkey::login_finish),
        )
        .route("/api/account/email/start", post(email::start))
        .route("/api/account/email/finish", post(email::finish))
        .merge(seats::routes())
        // Groups (issue #39 item 5).
        .merge(groups::routes())
        // Ratings and the profile's history (issue #39 items 3 and 4).
        .route("/api/account/history", get(ratings::history))
}

/// A signed-in request: the account and the cookie's value.
#[derive(Clone, Debug)]
pub struct Session {
    /// The account.
    pub account_id: Uuid,
    /// The cookie's value (the session token).
    pub token: String,
}

impl Session {
    /// The CSRF token of this session.
    pub fn csrf(&self) -> String {
        csrf_of(&self.token)
    }
}

/// The CSRF token of a session token.
fn csrf_of(token: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"dlo-csrf\0");
    h.update(token.as_bytes());
    hex::encode(h.finalize())
}

/// The `dlo_session` cookie's value in `headers`, if any.
fn cookie_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.trim().to_owned())
        .filter(|v| !v.is_empty() && v.len() <= 128)
}

/// The session of the request's cookie, when it is a live one.
///
/// # Errors
/// The store's error.
pub async fn session(state: &AppState, headers: &HeaderMap) -> Result<Option<Session>, AppError> {
    let Some(token) = cookie_token(headers) else {
        return Ok(None);
    };
    let account = state
        .store
        .session_account(&hash_token(&token), now_ms())
        .await?;
    Ok(account.map(|account_id| Session { account_id, token }))
}

/// The session of a state-changing request: signed in, from this origin, with the session's
/// CSRF token.
///
/// # Errors
/// 401 `signed_out` without a live session; 403 `csrf` from another origin or without the
/// right `X-CSRF-Token`.
pub async fn changing_session(state: &AppState, headers: &HeaderMap) -> Result<Session, AppError> {
    let Some(session) = session(state, headers).await? else {
        return Err(AppError::unauthorized("signed_out", "sign in first"));
    };
    check_csrf(state, headers, &session)?;
    Ok(session)
}

/// Checks a cookie-authorized state change's origin and CSRF token.
///
/// # Errors
/// 403 `csrf`.
pub fn check_csrf(
    state: &AppState,
    headers: &HeaderMap,
    session: &Session,
) -> Result<(), AppError> {
    state.accounts.check_origin(headers)?;
    let sent = headers
        .get(CSRF_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let expected = session.csrf();
    // Compared through hashes, so the time taken says nothing about the expected token.
    if Sha256::digest(sent.as_bytes()) == Sha256::digest(expected.as_bytes()) {
        Ok(())
    } else {
        Err(csrf_refused("missing or wrong X-CSRF-Token"))
    }
}

/// 256 random bits, hex.
pub(crate) fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// Starts a session for `account_id`: stored (hash only), then the cookie that carries it.
///
/// # Errors
/// The store's error.
pub async fn start_session(state: &AppState, account_id: Uuid) -> Result<HeaderValue, AppError> {
    let token = random_token();
    let now = now_ms();
    state
        .store
        .create_session(
            &hash_token(&token),
            account_id,
            now,
            now + SESSION_SECS * 1000,
        )
        .await?;
    HeaderValue::from_str(&format!(
        "{COOKIE}={token}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age={SESSION_SECS}"
    ))
    .map_err(|e| AppError::Internal(e.to_string()))
}

/// The cookie that clears the session cookie.
fn cleared_cookie() -> HeaderValue {
    HeaderValue::from_static("dlo_session=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0")
}

/// The `account` object of the answers.
///
/// # Errors
/// The store's error.
pub async fn account_json(state: &AppState, account: &AccountRow) -> Result<Value, AppError> {
    let passkeys = state.store.passkeys(account.id).await?;
    let passkeys: Vec<Value> = passkeys
        .iter()
        .map(|k| json!({ "id": k.cred_id, "name": k.name, "created_at": rfc3339(k.created_at_ms) }))
        .collect();
    Ok(json!({
        "id": account.id,
        "name": account.name,
        "email": account.email,
        "passkeys": passkeys,
    }))
}

/// A time in ms since the epoch as RFC 3339 (UTC, seconds).
pub(crate) fn rfc3339(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        (rem % 3600) / 60,
        rem % 60
    )
}

/// The answer of a successful sign-in: the account, and the cookie of the new session.
///
/// # Errors
/// The store's error.
pub async fn signed_in(state: &AppState, account: &AccountRow) -> Result<Response, AppError> {
    let cookie = start_session(state, account.id).await?;
    let body = json!({ "account": account_json(state, account).await? });
    Ok(([(header::SET_COOKIE, cookie)], Json(body)).into_response())
}

/// `GET /api/account`.
async fn get_account(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let email_sign_in = state.deps.mailer.is_some();
    let passkey_sign_in = state.accounts.passkeys_on();
    let session = session(&state, &headers).await?;
    let account = match &session {
        Some(s) => state.store.account(s.account_id).await?,
        None => None,
    };
    let (Some(session), Some(account)) = (session, account) else {
        return Ok(
            Json(json!({ "signed_in": false, "email_sign_in": email_sign_in, "passkey_sign_in": passkey_sign_in }))
                .into_response(),
        );
    };
    let body = json!({
        "signed_in": true,
        "csrf": session.csrf(),
        "email_sign_in": email_sign_in,
        "passkey_sign_in": passkey_sign_in,
        "account": account_json(&state, &account).await?,
    });
    Ok((
        [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))],
        Json(body),
    )
        .into_response())
}

/// Body of `PATCH /api/account`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RenameBody {
    name: String,
}

/// `PATCH /api/account` (CSRF): a new display name.
async fn rename(
    State(state): State<AppState>,
    headers: HeaderMap,
    payload: Result<Json<RenameBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let session = changing_session(&state, &headers).await?;
    let name = crate::text::check_name(&body(payload)?.name)?;
    state
        .store
        .rename_account(session.account_id, &name, now_ms())
        .await?;
    let account = state
        .store
        .account(session.account_id)
        .await?
        .ok_or_else(|| AppError::unauthorized("signed_out", "sign in first"))?;
    Ok(Json(
        json!({ "account": account_json(&state, &account).await? }),
    ))
}

/// `POST /api/account/signout` (CSRF): the session is deleted and its cookie cleared.
async fn sign_out(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, AppError> {
    let session = changing_session(&state, &headers).await?;
    state
        .store
        .delete_session(&hash_token(&session.token))
        .await?;
    Ok((
        [(header::SET_COOKIE, cleared_cookie())],
        Json(json!({ "signed_in": false })),
    )
        .into_response())
}

/// `GET /api/account/data`: everything the store keeps about the account, as JSON.
async fn account_data(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let Some(session) = session(&state, &headers).await? else {
        return Err(AppError::unauthorized("signed_out", "sign in first"));
    };
    let account = state
        .store
        .account(session.account_id)
        .await?
        .ok_or_else(|| AppError::unauthorized("signed_out", "sign in first"))?;
    let games = seats::games_json(&state, session.account_id).await?;
    let body = json!({
        "account": account_json(&state, &account).await?,
        "created_at": rfc3339(account.created_at_ms),
        "games": games,
        // Ratings and their changes per game (issue #39 item 4).
        "ratings": ratings::data_json(&state, session.account_id).await?,
    });
    Ok((
        StatusCode::OK,
        [
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_static("attachment; filename=\"dlo-account.json\""),
            ),
        ],
        Json(body),
    )
        .into_response())
}

/// `DELETE /api/account` (CSRF): the account, its passkeys, sessions, claims and device tokens
/// are deleted; its games stay (replayable), the seats it claimed show as anonymous.
async fn delete_account(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let session = changing_session(&state, &headers).await?;
    // The seats it claimed, read before the claims go: their lobbies running on this node
    // forget its device tokens at once (a lobby elsewhere, or not loaded, reads the store's
    // state when it next loads).
    let claimed = state.store.account_games(session.account_id).await?;
    state
        .store
        .delete_account(session.account_id, ANONYMOUS)
        .await?;
    for game in claimed {
        if let Some(handle) = state.registry.get(game.lobby_id) {
            let gone = LobbyEvent::AccountGone {
                seat: game.seat,
                name: ANONYMOUS.to_owned(),
            };
            // A lobby stopping meanwhile reloads from the store, which is already changed.
            let _ = handle.tx.send(gone).await;
        }
    }
    tracing::info!("an account was deleted");
    Ok((
        [(header::SET_COOKIE, cleared_cookie())],
        Json(json!({ "deleted": true, "signed_in": false })),
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::{AccountSettings, Accounts};

    #[test]
    fn a_server_reached_at_an_ip_address_starts_with_passkeys_off() {
        let settings = AccountSettings::default();
        let at_ip = Accounts::new(Some("http://192.168.1.5:8080"), &settings).expect("starts");
        assert!(!at_ip.passkeys_on());
        assert!(at_ip.webauthn().is_err());
        let named = Accounts::new(Some("https://dlo.example.org"), &settings).expect("starts");
        assert!(named.passkeys_on());
        let local = Accounts::new(None, &settings).expect("starts");
        assert!(local.passkeys_on());
    }
}
