//! Idempotency keys on the HTTP calls that create state: create, join, rematch and re-invite
//! (issue #32 item 7; the contract is protocol/README.md § Idempotency keys).
//!
//! A client sends a random `Idempotency-Key` header and, when it gets no answer (a lost reply,
//! a timeout, `in_doubt`, a restart), sends the same call with the same key again. Two things
//! make the retry safe:
//!
//! - **What the call makes is derived from the key.** The seat token (and, for a new lobby, its
//!   id) is a hash of the key and the call's scope, so a seat taken by a call whose reply was
//!   lost holds a token the retry computes again: the lobby recognises the seat and answers it
//!   (the seat row is the durable record, even when nothing else could be stored). No seat is
//!   left without a deliverable token.
//! - **The key is claimed in the store with a hash of its request** before the call runs, and
//!   the answer (without the token) is stored once the call succeeded: the same key with another
//!   request is refused (`422 idempotency_key_reused`), a retry after success gets the stored
//!   answer back with the token computed again.
//!
//! Neither the key nor the token is stored: only hashes, under separate domains.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::Value;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::error::AppError;
use crate::lobby::now_ms;
use crate::store::{IdempotencyClaim, Store};

/// The request header carrying the key.
pub const HEADER: &str = "idempotency-key";

/// The response header set on an answer given again from the store.
pub const REPLAYED: &str = "idempotent-replayed";

/// Shortest key accepted, in characters (a UUID has 36).
pub const MIN_KEY: usize = 16;

/// Longest key accepted, in characters.
pub const MAX_KEY: usize = 128;

/// How long a key's stored answer is kept. A retry after that runs the call again, which still
/// finds the seat or lobby the first call made (they are derived from the key).
pub const KEEP: Duration = Duration::from_secs(24 * 3600);

/// Old keys are deleted once every this many claims.
const PRUNE_EVERY: u64 = 256;

/// Marks where the token stood in a stored answer.
const TOKEN_MARK: &str = "\u{0}token\u{0}";

/// The checked `Idempotency-Key` header of a request, if it has one.
#[derive(Clone, Debug, Default)]
pub struct IdempotencyKey(pub Option<String>);

/// Whether `key` is an acceptable key: 16 to 128 of `A-Z a-z 0-9 - _`.
fn is_valid_key(key: &str) -> bool {
    (MIN_KEY..=MAX_KEY).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl<S: Send + Sync> FromRequestParts<S> for IdempotencyKey {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, AppError> {
        let mut values = parts.headers.get_all(HEADER).iter();
        let Some(value) = values.next() else {
            return Ok(IdempotencyKey(None));
        };
        match value.to_str() {
            Ok(key) if values.next().is_none() && is_valid_key(key) => {
                Ok(IdempotencyKey(Some(key.to_owned())))
            }
            _ => Err(AppError::bad_request(
                "bad_idempotency_key",
                "the idempotency key must be one header of 16 to 128 letters, digits, - or _",
            )),
        }
    }
}

/// A key within the scope of one call (the endpoint and its path): what that call derives from
/// it.
#[derive(Clone, Debug)]
pub struct Idem {
    scope: String,
    key: String,
}

impl Idem {
    fn digest(&self, purpose: &str) -> [u8; 32] {
        let mut h = Sha256::new();
        for part in ["dlo-idempotency", purpose, &self.scope, &self.key] {
            h.update(part.as_bytes());
            h.update([0u8]);
        }
        h.finalize().into()
    }

    /// The seat token the call gives (hex, like a drawn token).
    pub fn token(&self) -> String {
        hex::encode(self.digest("token"))
    }

    /// The id of the lobby the call creates (a version-4 UUID).
    pub fn lobby_id(&self) -> Uuid {
        let digest = self.digest("lobby");
        let mut bytes = [0u8; 16];
        bytes.copy_from_slice(&digest[..16]);
        uuid::Builder::from_random_bytes(bytes).into_uuid()
    }

    /// What the store keeps of the key.
    fn key_hash(&self) -> String {
        hex::encode(self.digest("key"))
    }

    /// What the store keeps of a request made with the key.
    fn request_hash(&self, request: &Value) -> String {
        let mut h = Sha256::new();
        h.update(self.scope.as_bytes());
        h.update([0u8]);
        h.update(request.to_string().as_bytes());
        hex::encode(h.finalize())
    }
}

/// Replaces `from` by `to` inside every string of `value`.
fn replace_in(value: &mut Value, from: &str, to: &str) {
    match value {
        Value::String(s) if s.contains(from) => *s = s.replace(from, to),
        Value::Array(items) => items.iter_mut().for_each(|v| replace_in(v, from, to)),
        Value::Object(fields) => fields.values_mut().for_each(|v| replace_in(v, from, to)),
        _ => {}
    }
}

fn answer(status: StatusCode, body: Value, replayed: bool) -> Response {
    let mut response = (status, Json(body)).into_response();
    if replayed {
        response.headers_mut().insert(
            HeaderName::from_static(REPLAYED),
            HeaderValue::from_static("true"),
        );
    }
    response
}

static CLAIMS: AtomicU64 = AtomicU64::new(0);

/// Runs `call` once per key: without a key it just runs; with one, the key is claimed for
/// `request` in the store first, a stored answer is given again, and a key sent with another
/// request is refused. `call` gets the [`Idem`] to derive what it makes from, and must give the
/// same answer when what it would make exists already.
///
/// # Errors
/// `bad_idempotency_key` never (the extractor checks), `idempotency_key_reused` (422) for the
/// same key with another request, 503 when the key cannot be claimed (nothing was done), and
/// whatever `call` fails with (the key stays claimed for this request: the same call may be sent
/// again).
pub async fn once<F, Fut>(
    store: &Store,
    key: IdempotencyKey,
    scope: String,
    request: &Value,
    call: F,
) -> Result<Response, AppError>
where
    F: FnOnce(Option<Idem>) -> Fut,
    Fut: Future<Output = Result<(StatusCode, Value), AppError>>,
{
    let Some(key) = key.0 else {
        let (status, body) = call(None).await?;
        return Ok(answer(status, body, false));
    };
    let idem = Idem { scope, key };
    let key_hash = idem.key_hash();
    let request_hash = idem.request_hash(request);
    let claim = store
        .claim_idempotency_key(&key_hash, &request_hash, now_ms())
        .await?;
    if CLAIMS.fetch_add(1, Ordering::Relaxed) % PRUNE_EVERY == PRUNE_EVERY - 1 {
        let before = now_ms().saturating_sub(i64::try_from(KEEP.as_millis()).unwrap_or(i64::MAX));
        if let Err(e) = store.prune_idempotency_keys(before).await {
            tracing::warn!(error = %e, "could not delete old idempotency keys");
        }
    }
    match claim {
        IdempotencyClaim::Pending { request_hash: h }
        | IdempotencyClaim::Done {
            request_hash: h, ..
        } if h != request_hash => {
            metrics::counter!("dlo_idempotency_total", "outcome" => "reused").increment(1);
            Err(AppError::unprocessable(
                "idempotency_key_reused",
                "this idempotency key was used with another request; use a new key for a new request",
            ))
        }
        IdempotencyClaim::Done {
            status, response, ..
        } => {
            metrics::counter!("dlo_idempotency_total", "outcome" => "replayed").increment(1);
            let status = StatusCode::from_u16(status)
                .map_err(|_| AppError::Internal(format!("stored status {status}")))?;
            let mut body = response;
            replace_in(&mut body, TOKEN_MARK, &idem.token());
            Ok(answer(status, body, true))
        }
        IdempotencyClaim::New | IdempotencyClaim::Pending { .. } => {
            let token = idem.token();
            let (status, body) = call(Some(idem)).await?;
            let mut stored = body.clone();
            replace_in(&mut stored, &token, TOKEN_MARK);
            // The call is done: failing to store its answer only means a retry runs it again,
            // which finds what it made.
            if let Err(e) = store
                .finish_idempotency_key(&key_hash, status.as_u16(), &stored)
                .await
            {
                tracing::warn!(error = %e, "could not store an idempotent answer");
            }
            metrics::counter!("dlo_idempotency_total", "outcome" => "ran").increment(1);
            Ok(answer(status, body, false))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_checked() {
        assert!(is_valid_key("0123456789abcdef"));
        assert!(is_valid_key("6f1c2a4e-93b1-4d0e-8d4c-2b1a9e0f7c55"));
        assert!(!is_valid_key("short"));
        assert!(!is_valid_key(&"a".repeat(129)));
        assert!(!is_valid_key("0123456789abcdef "));
        assert!(!is_valid_key("0123456789abcdéf"));
    }

    #[test]
    fn derived_values_depend_on_scope_and_key() {
        let a = Idem {
            scope: "join:1".into(),
            key: "k".repeat(16),
        };
        let b = Idem {
            scope: "join:2".into(),
            key: "k".repeat(16),
        };
        assert_eq!(a.token(), a.clone().token());
        assert_ne!(a.token(), b.token());
        assert_ne!(a.token(), a.key_hash());
        assert_eq!(a.token().len(), 64);
        assert_eq!(a.lobby_id().get_version_num(), 4);
    }

    #[test]
    fn the_token_is_left_out_of_the_stored_answer() {
        let mut body =
            serde_json::json!({ "token": "abc", "seat_url": "/?l=1#seat=abc", "seat": 1 });
        replace_in(&mut body, "abc", TOKEN_MARK);
        assert!(!body.to_string().contains("abc"));
        replace_in(&mut body, TOKEN_MARK, "abc");
        assert_eq!(body["seat_url"], "/?l=1#seat=abc");
    }
}
