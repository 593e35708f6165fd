//! Passkeys (WebAuthn, through `webauthn-rs`): sign-up (a new account, or one more passkey for
//! the signed-in account) and sign-in with a discoverable credential, so no user name is asked
//! and nothing tells whether an account exists. Each ceremony's state is kept in the store
//! between its start and its finish (5 minutes, finished once), so with several nodes the finish
//! may reach another node than the start.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use base64::Engine;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use uuid::Uuid;
use webauthn_rs::prelude::{
    DiscoverableAuthentication, DiscoverableKey, Passkey, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential,
};

use super::{check_csrf, random_token, session, signed_in};
use crate::api::{body, AppState};
use crate::error::AppError;
use crate::limits::ClientIp;
use crate::lobby::now_ms;
use crate::store::{AccountRow, ChallengeRow, PasskeyRow};

/// How long a ceremony may take, in ms.
const CEREMONY_MS: i64 = 5 * 60 * 1000;
/// Passkeys an account may have.
const MAX_PASSKEYS: usize = 20;

/// The one answer of every failed sign-in, whatever failed.
fn failed() -> AppError {
    metrics::counter!("dlo_sign_ins_total", "method" => "passkey", "outcome" => "failed")
        .increment(1);
    AppError::unauthorized("sign_in_failed", "sign-in failed")
}

/// A credential id as the store and the API name it: base64url without padding.
fn cred_id_text(raw: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw)
}

/// Keeps a ceremony's state (`kind` `register` or `login`) in the store until its finish, for
/// [`CEREMONY_MS`]; answers the challenge id the client sends back with the finish.
async fn keep_ceremony(
    state: &AppState,
    kind: &str,
    ceremony: &impl Serialize,
    account_id: Uuid,
    name: String,
    existing: bool,
) -> Result<String, AppError> {
    let challenge = random_token();
    let now = now_ms();
    let row = ChallengeRow {
        id: challenge.clone(),
        kind: kind.to_owned(),
        state: serde_json::to_string(ceremony).map_err(|e| AppError::Internal(e.to_string()))?,
        account_id,
        name,
        existing,
        expires_at_ms: now + CEREMONY_MS,
    };
    state.store.put_challenge(&row, now).await?;
    Ok(challenge)
}

/// The ceremony `challenge` of `kind` kept by [`keep_ceremony`], taken (it finishes once), with
/// its state; an unknown, spent or expired one is the usual failed sign-in.
async fn take_ceremony<T: DeserializeOwned>(
    state: &AppState,
    challenge: &str,
    kind: &str,
    now: i64,
) -> Result<(ChallengeRow, T), AppError> {
    let Some(c) = state.store.take_challenge(challenge, kind, now).await? else {
        return Err(failed());
    };
    let ceremony = serde_json::from_str(&c.state).map_err(|_| failed())?;
    Ok((c, ceremony))
}

/// WebAuthn options as JSON, for the client.
fn to_json(options: &impl Serialize) -> Result<Value, AppError> {
    serde_json::to_value(options).map_err(|e| AppError::Internal(e.to_string()))
}

/// Body of `POST /api/account/passkey/register/start`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RegisterStart {
    #[serde(default)]
    name: Option<String>,
}

/// `POST /api/account/passkey/register/start`: the creation options of a new passkey. Signed
/// out, it is for a new account named `name`; signed in (CSRF applies), one more passkey of
/// the account, named `name` (or "Passkey").
pub(super) async fn register_start(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    payload: Result<Json<RegisterStart>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    state.accounts.check_sign_in(ip)?;
    state.accounts.check_origin(&headers)?;
    let req = body(payload)?;
    let current = session(&state, &headers).await?;
    let (account_id, name, existing, exclude) = match &current {
        Some(s) => {
            check_csrf(&state, &headers, s)?;
            let name = match req.name.as_deref() {
                Some(n) => crate::text::check_name(n)?,
                None => "Passkey".to_owned(),
            };
            let keys = state.store.passkeys(s.account_id).await?;
            if keys.len() >= MAX_PASSKEYS {
                return Err(AppError::conflict(
                    "too_many_passkeys",
                    "this account has as many passkeys as it may",
                ));
            }
            let exclude = keys
                .iter()
                .filter_map(|k| serde_json::from_str::<Passkey>(&k.passkey).ok())
                .map(|k| k.cred_id().clone())
                .collect::<Vec<_>>();
            (s.account_id, name, true, Some(exclude))
        }
        None => {
            let name = crate::text::check_name(req.name.as_deref().unwrap_or_default())?;
            (Uuid::new_v4(), name, false, None)
        }
    };
    let (options, reg) = state
        .accounts
        .webauthn()?
        .start_passkey_registration(account_id, &name, &name, exclude)
        .map_err(|e| AppError::Internal(format!("passkey registration: {e}")))?;
    let challenge = keep_ceremony(&state, "register", &reg, account_id, name, existing).await?;
    let mut options = to_json(&options)?;
    // A discoverable credential (resident key), so signing in needs no user name.
    if let Some(sel) = options.pointer_mut("/publicKey/authenticatorSelection") {
        if let Some(sel) = sel.as_object_mut() {
            sel.insert("residentKey".into(), json!("required"));
            sel.insert("requireResidentKey".into(), json!(true));
        }
    }
    Ok(Json(json!({ "challenge": challenge, "options": options })))
}

/// Body of the finish requests.
#[derive(Debug, Deserialize)]
pub(super) struct Finish<T> {
    challenge: String,
    credential: T,
}

/// `POST /api/account/passkey/register/finish`: the new passkey checked and stored (with its
/// new account), and a session started.
pub(super) async fn register_finish(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    payload: Result<Json<Finish<RegisterPublicKeyCredential>>, JsonRejection>,
) -> Result<Response, AppError> {
    state.accounts.check_sign_in(ip)?;
    state.accounts.check_origin(&headers)?;
    let req = body(payload)?;
    let now = now_ms();
    let (c, reg): (_, PasskeyRegistration) =
        take_ceremony(&state, &req.challenge, "register", now).await?;
    if c.existing {
        // Adding a passkey to an account is a change the session authorizes.
        match session(&state, &headers).await? {
            Some(s) if s.account_id == c.account_id => check_csrf(&state, &headers, &s)?,
            _ => return Err(failed()),
        }
    }
    let passkey = state
        .accounts
        .webauthn()?
        .finish_passkey_registration(&req.credential, &reg)
        .map_err(|e| {
            tracing::info!(error = %e, "passkey registration refused");
            failed()
        })?;
    let row = PasskeyRow {
        cred_id: cred_id_text(passkey.cred_id()),
        account_id: c.account_id,
        name: if c.existing {
            c.name.clone()
        } else {
            "Passkey".into()
        },
        passkey: serde_json::to_string(&passkey).map_err(|e| AppError::Internal(e.to_string()))?,
        created_at_ms: now,
    };
    let account = if c.existing {
        state.store.add_passkey(&row).await?;
        state
            .store
            .account(c.account_id)
            .await?
            .ok_or_else(failed)?
    } else {
        let account = AccountRow {
            id: c.account_id,
            name: c.name,
            email: None,
            created_at_ms: now,
        };
        state
            .store
            .create_account_with_passkey(&account, &row)
            .await?;
        account
    };
    metrics::counter!("dlo_sign_ins_total", "method" => "passkey_register", "outcome" => "ok")
        .increment(1);
    signed_in(&state, &account).await
}

/// `POST /api/account/passkey/login/start`: the request options of a discoverable sign-in (no
/// credential listed, so nothing about any account is revealed).
pub(super) async fn login_start(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
) -> Result<Json<Value>, AppError> {
    state.accounts.check_sign_in(ip)?;
    state.accounts.check_origin(&headers)?;
    let (options, auth) = state
        .accounts
        .webauthn()?
        .start_discoverable_authentication()
        .map_err(|e| AppError::Internal(format!("passkey sign-in: {e}")))?;
    let challenge =
        keep_ceremony(&state, "login", &auth, Uuid::nil(), String::new(), false).await?;
    let mut options = to_json(&options)?;
    // The client asks with a button, not the autofill (conditional) mediation.
    if let Some(o) = options.as_object_mut() {
        o.remove("mediation");
    }
    Ok(Json(json!({ "challenge": challenge, "options": options })))
}

/// `POST /api/account/passkey/login/finish`: the assertion checked against the stored passkey
/// it names; a session starts. Every failure is the same 401 `sign_in_failed`.
pub(super) async fn login_finish(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    payload: Result<Json<Finish<PublicKeyCredential>>, JsonRejection>,
) -> Result<Response, AppError> {
    state.accounts.check_sign_in(ip)?;
    state.accounts.check_origin(&headers)?;
    let req = body(payload).map_err(|_| failed())?;
    let now = now_ms();
    let (_, auth): (_, DiscoverableAuthentication) =
        take_ceremony(&state, &req.challenge, "login", now).await?;
    let webauthn = state.accounts.webauthn()?;
    let (user, raw_id) = webauthn
        .identify_discoverable_authentication(&req.credential)
        .map_err(|_| failed())?;
    let Some(row) = state.store.passkey(&cred_id_text(raw_id)).await? else {
        return Err(failed());
    };
    if row.account_id != user {
        return Err(failed());
    }
    let mut passkey: Passkey = serde_json::from_str(&row.passkey).map_err(|_| failed())?;
    let result = webauthn
        .finish_discoverable_authentication(
            &req.credential,
            auth,
            &[DiscoverableKey::from(&passkey)],
        )
        .map_err(|e| {
            tracing::info!(error = %e, "passkey sign-in refused");
            failed()
        })?;
    if passkey.update_credential(&result).is_some() {
        let text =
            serde_json::to_string(&passkey).map_err(|e| AppError::Internal(e.to_string()))?;
        state.store.update_passkey(&row.cred_id, &text, now).await?;
    }
    let Some(account) = state.store.account(row.account_id).await? else {
        return Err(failed());
    };
    metrics::counter!("dlo_sign_ins_total", "method" => "passkey", "outcome" => "ok").increment(1);
    signed_in(&state, &account).await
}
