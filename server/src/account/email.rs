//! E-mail sign-in links, the fallback to passkeys (needs `--smtp-relay`): the start always
//! answers the same (no account enumeration); the link carries its single-use token in the URL
//! fragment (`<public-url>/#/signin/<token>`), so no server log, proxy or mail scanner that
//! fetches the link consumes it; the page posts it to the finish. A new address gets an account
//! at its first sign-in.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use super::{random_token, signed_in};
use crate::api::{body, AppState};
use crate::error::AppError;
use crate::limits::ClientIp;
use crate::lobby::{hash_token, now_ms};
use crate::mail::{address_key, check_address, words};

/// How long a sign-in link works, in minutes.
pub const LINK_MINUTES: i64 = 15;

/// Body of `POST /api/account/email/start`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Start {
    email: String,
    #[serde(default)]
    lang: Option<String>,
}

/// `POST /api/account/email/start`: a sign-in link to the address, whether or not an account
/// has it; always 202 `{"sent": true}` (over the per-address limit nothing is sent).
pub(super) async fn start(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    payload: Result<Json<Start>, JsonRejection>,
) -> Result<Response, AppError> {
    let Some(mailer) = state.deps.mailer.clone() else {
        return Err(AppError::off("mail_off", "this server sends no e-mail"));
    };
    state.accounts.check_sign_in(ip)?;
    state.accounts.check_origin(&headers)?;
    let req = body(payload)?;
    let address = check_address(&req.email)
        .map_err(|e| AppError::bad_request("bad_email", e.to_string()))?;
    let lang = req
        .lang
        .as_deref()
        .and_then(words::known)
        .unwrap_or_else(|| {
            words::negotiate(
                headers
                    .get(axum::http::header::ACCEPT_LANGUAGE)
                    .and_then(|v| v.to_str().ok()),
                "en",
            )
        });
    let sent = || (StatusCode::ACCEPTED, Json(json!({ "sent": true }))).into_response();
    if !state.accounts.may_email(&address_key(&address)) {
        return Ok(sent());
    }
    let token = random_token();
    let now = now_ms();
    let email = address.to_string();
    state
        .store
        .put_email_link(&hash_token(&token), &email, now, now + LINK_MINUTES * 60_000)
        .await?;
    let link = format!("{}/#/signin/{token}", mailer.public_url());
    if let Err(e) = mailer.send_sign_in(&email, lang, &link, LINK_MINUTES) {
        tracing::warn!(error = %e, "sign-in e-mail not built");
    }
    Ok(sent())
}

/// Body of `POST /api/account/email/finish`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FinishBody {
    token: String,
}

/// `POST /api/account/email/finish`: the link's token taken (once, before it expires); the
/// address's account (made now for a new address) is signed in.
pub(super) async fn finish(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    payload: Result<Json<FinishBody>, JsonRejection>,
) -> Result<Response, AppError> {
    state.accounts.check_sign_in(ip)?;
    state.accounts.check_origin(&headers)?;
    let failed = || {
        metrics::counter!("dlo_sign_ins_total", "method" => "email", "outcome" => "failed")
            .increment(1);
        AppError::unauthorized("sign_in_failed", "sign-in failed")
    };
    let req = body(payload).map_err(|_| failed())?;
    let now = now_ms();
    let Some(email) = state
        .store
        .take_email_link(&hash_token(&req.token), now)
        .await?
    else {
        return Err(failed());
    };
    // A new account is named after the address's local part when that is a valid name.
    let local = email.split('@').next().unwrap_or_default();
    let name = crate::text::check_name(local).unwrap_or_else(|_| "Player".to_owned());
    let account = state.store.account_for_email(&email, &name, now).await?;
    metrics::counter!("dlo_sign_ins_total", "method" => "email", "outcome" => "ok").increment(1);
    signed_in(&state, &account).await
}
