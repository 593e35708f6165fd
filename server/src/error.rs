//! The one HTTP error type, [`AppError`]: a typed JSON body `{"error": {"code", "message"}}` with
//! a proper status. Internal details are logged here and never sent to clients.

use axum::http::StatusCode;
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

    /// A 403 with `code` and `message`.
    pub fn forbidden(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Forbidden {
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
            AppError::NotFound(what) => (
                StatusCode::NOT_FOUND,
                "not_found",
                format!("{what} not found"),
            ),
            AppError::Conflict { code, message } => (StatusCode::CONFLICT, code, message.clone()),
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
        (
            status,
            axum::Json(json!({ "error": { "code": code, "message": message } })),
        )
            .into_response()
    }
}
