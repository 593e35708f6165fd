//! The one HTTP error type, [`AppError`]: a typed JSON body `{"error": {"code", "message"}}` with
//! a proper status. Internal details are logged here and never sent to clients.

use std::time::Duration;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::store::StoreError;

/// Everything an HTTP handler can fail with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request is malformed or asks for something invalid (400).
    #[error("{message}")]
    BadRequest {
        /// Stable snake_case code, e.g. `bad_json`, `bad_id`, `bad_name`, `bad_options`.
        code: &'static str,
        /// Lower-case explanation safe to show to the user.
        message: String,
    },
    /// The token is missing, unknown or not allowed to do this (403).
    #[error("{message}")]
    Forbidden {
        /// Stable snake_case code, e.g. `bad_token`, `not_host`.
        code: &'static str,
        /// Lower-case explanation.
        message: String,
    },
    /// The request needs a signed-in account, or a sign-in failed (401).
    #[error("{message}")]
    Unauthorized {
        /// Stable snake_case code, e.g. `signed_out`, `sign_in_failed`.
        code: &'static str,
        /// Lower-case explanation.
        message: String,
    },
    /// A feature this server runs without, e.g. e-mail sign-in without a relay (503).
    #[error("{message}")]
    Off {
        /// Stable snake_case code, e.g. `mail_off`.
        code: &'static str,
        /// Lower-case explanation.
        message: String,
    },
    /// No such lobby or game (404).
    #[error("{0} not found")]
    NotFound(&'static str),
    /// The request conflicts with the lobby's state, e.g. it is full or already started (409).
    #[error("{message}")]
    Conflict {
        /// Stable snake_case code, e.g. `lobby_full`, `already_started`, `seats_not_filled`.
        code: &'static str,
        /// Lower-case explanation.
        message: String,
    },
    /// The request is well formed but cannot be accepted as sent, e.g. an idempotency key
    /// already used with another request (422).
    #[error("{message}")]
    Unprocessable {
        /// Stable snake_case code, e.g. `idempotency_key_reused`.
        code: &'static str,
        /// Lower-case explanation.
        message: String,
    },
    /// A rate limit or quota refused the request (429 with `Retry-After`).
    #[error("{message}")]
    TooMany {
        /// Lower-case explanation.
        message: String,
        /// When the client may try again.
        retry_after: Duration,
    },
    /// The store could not be reached (503): nothing was changed (`not_stored`), or the change
    /// may or may not have happened (`in_doubt`).
    #[error("store unavailable")]
    Unavailable(#[source] StoreError),
    /// A bug or an unexpected condition (500); the detail is only logged.
    #[error("internal error: {0}")]
    Internal(String),
}

impl AppError {
    /// A 400 with `code` and `message`.
    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        AppError::BadRequest {
            code,
            message: message.into(),
        }
    }

    /// A 409 with `code` and `message`.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Conflict {
            code,
            message: message.into(),
        }
    }

    /// A 422 with `code` and `message`.
    pub fn unprocessable(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Unprocessable {
            code,
            message: message.into(),
        }
    }

    /// A 429 `rate_limited` with `message`, retryable after `retry_after`.
    pub fn too_many(message: impl Into<String>, retry_after: Duration) -> Self {
        AppError::TooMany {
            message: message.into(),
            retry_after,
        }
    }

    /// A 403 with `code` and `message`.
    pub fn forbidden(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Forbidden {
            code,
            message: message.into(),
        }
    }

    /// A 401 with `code` and `message`.
    pub fn unauthorized(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Unauthorized {
            code,
            message: message.into(),
        }
    }

    /// A 503 with `code` and `message`: this server runs without the feature.
    pub fn off(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Off {
            code,
            message: message.into(),
        }
    }

    fn parts(&self) -> (StatusCode, &'static str, String) {
        match self {
            AppError::BadRequest { code, message } => {
                (StatusCode::BAD_REQUEST, code, message.clone())
            }
            AppError::Forbidden { code, message } => (StatusCode::FORBIDDEN, code, message.clone()),
            AppError::Unauthorized { code, message } => {
                (StatusCode::UNAUTHORIZED, code, message.clone())
            }
            AppError::Off { code, message } => {
                (StatusCode::SERVICE_UNAVAILABLE, code, message.clone())
            }
            AppError::NotFound(what) => (
                StatusCode::NOT_FOUND,
                "not_found",
                format!("{what} not found"),
            ),
            AppError::Conflict { code, message } => (StatusCode::CONFLICT, code, message.clone()),
            AppError::Unprocessable { code, message } => {
                (StatusCode::UNPROCESSABLE_ENTITY, code, message.clone())
            }
            AppError::TooMany { message, .. } => (
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                message.clone(),
            ),
            AppError::Unavailable(e) if !e.nothing_stored() => (
                StatusCode::SERVICE_UNAVAILABLE,
                "in_doubt",
                "the store failed during the change; it may or may not have happened: look at the lobby before trying again".to_owned(),
            ),
            AppError::Unavailable(_) => (
                StatusCode::SERVICE_UNAVAILABLE,
                "not_stored",
                "the store is unavailable; nothing was changed, try again".to_owned(),
            ),
            AppError::Internal(_) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal",
                "internal server error".to_owned(),
            ),
        }
    }
}

impl From<StoreError> for AppError {
    fn from(err: StoreError) -> Self {
        AppError::Unavailable(err)
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        match &self {
            AppError::Unavailable(err) => tracing::warn!(error = %err, "store unavailable"),
            AppError::Internal(detail) => tracing::error!(%detail, "internal error"),
            _ => {}
        }
        let (status, code, message) = self.parts();
        metrics::counter!("dlo_http_errors_total", "code" => code).increment(1);
        let mut response = (
            status,
            axum::Json(json!({ "error": { "code": code, "message": message } })),
        )
            .into_response();
        if let AppError::TooMany { retry_after, .. } = &self {
            // Whole seconds, rounded up so a client that waits exactly this long gets in.
            let secs = retry_after.as_secs() + u64::from(retry_after.subsec_nanos() > 0);
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs.max(1)));
        }
        response
    }
}

/// The documented error code of a status produced outside our handlers (routing, extractors,
/// layers, the static file service).
fn code_of(status: StatusCode) -> &'static str {
    match status {
        StatusCode::NOT_FOUND => "not_found",
        StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
        StatusCode::REQUEST_TIMEOUT => "timeout",
        StatusCode::PAYLOAD_TOO_LARGE => "too_large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "bad_json",
        StatusCode::TOO_MANY_REQUESTS => "rate_limited",
        StatusCode::SERVICE_UNAVAILABLE => "unavailable",
        s if s.is_server_error() => "internal",
        _ => "bad_request",
    }
}

/// Marks a response as a page for a person (the pages e-mail links open, `crate::mail::http`):
/// [`json_errors`] leaves its HTML body alone, whatever its status.
#[derive(Clone, Copy, Debug)]
pub struct HumanPage;

/// Middleware: any error response that is not already JSON (a 404 from the file service, a 405
/// from the router, an extractor's plain-text rejection, a timeout) gets the documented body
/// `{"error": {"code", "message"}}`, keeping its status and headers such as `Allow`; a
/// [`HumanPage`] is left as it is.
pub async fn json_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error())
        || response.extensions().get::<HumanPage>().is_some()
    {
        return response;
    }
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if is_json {
        return response;
    }
    let (mut parts, _) = response.into_parts();
    let code = code_of(status);
    metrics::counter!("dlo_http_errors_total", "code" => code).increment(1);
    let message = status.canonical_reason().unwrap_or("error").to_lowercase();
    let body = json!({ "error": { "code": code, "message": message } }).to_string();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.remove(header::CONTENT_ENCODING);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    Response::from_parts(parts, Body::from(body))
}
