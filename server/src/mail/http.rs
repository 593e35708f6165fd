//! The HTTP side of e-mail (protocol/README.md, "Turn e-mails"): a seat gives, removes or looks
//! at its address (JSON, with the seat's token), and the two links every e-mail may carry, which
//! need no seat token: confirming an address, and unsubscribing. A link's `GET` only shows a small
//! page with a button (so that mail scanners that open links change nothing); its `POST` acts.
//! The unsubscribe `POST` is also the one-click unsubscribe of RFC 8058. The pages are HTML in
//! English, Czech or Polish (from `Accept-Language`, else the address's language).

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::Value;
use uuid::Uuid;

use super::words::{self, text};
use crate::api::{ask, body, lobby_handle, parse_id, AppState};
use crate::error::{AppError, HumanPage};
use crate::lobby::{hash_token, now_ms, EmailAnswer, EmailOp, LobbyEvent};
use crate::store::Unsubscribe;

/// The routes of this module.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/lobbies/{id}/email", post(set_email))
        .route("/api/lobbies/{id}/email/status", post(email_status))
        .route(
            "/api/lobbies/{id}/email/confirm",
            get(confirm_page).post(confirm),
        )
        .route(
            "/api/lobbies/{id}/email/unsubscribe",
            get(unsubscribe_page).post(unsubscribe),
        )
}

/// Body of `POST /api/lobbies/{id}/email`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct EmailBody {
    token: String,
    /// An address, or `null` to remove it. Required.
    email: Value,
    /// The language of the e-mails; absent: from `Accept-Language`.
    #[serde(default)]
    lang: Option<String>,
}

/// Body of `POST /api/lobbies/{id}/email/status`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatusBody {
    token: String,
}

/// The token of a link.
#[derive(Debug, Deserialize)]
struct LinkQuery {
    #[serde(default)]
    t: String,
}

/// The language of a link's page: the reader's browser's, else the one stored with the address.
fn page_lang(headers: &HeaderMap, stored: Option<&str>) -> &'static str {
    words::negotiate(
        accept_language(headers),
        stored.and_then(words::known).unwrap_or(words::LANGS[0]),
    )
}

fn accept_language(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
}

/// `POST /api/lobbies/{id}/email`: a player gives the address of their own seat (stored
/// unconfirmed, with a confirmation request sent to it), or with `null` removes it.
async fn set_email(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    payload: Result<Json<EmailBody>, JsonRejection>,
) -> Result<Json<EmailAnswer>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let EmailBody { token, email, lang } = body(payload)?;
    let op = match email {
        Value::Null => EmailOp::Remove,
        Value::String(raw) => {
            let address =
                super::check_address(&raw).map_err(|m| AppError::bad_request("bad_email", m))?;
            let lang = match lang {
                Some(l) => words::known(&l).ok_or_else(|| {
                    AppError::bad_request("bad_lang", "lang is one of en, cs, pl")
                })?,
                None => words::negotiate(accept_language(&headers), words::LANGS[0]),
            };
            EmailOp::Set {
                email: address.to_string(),
                lang,
            }
        }
        _ => {
            return Err(AppError::bad_request(
                "bad_email",
                "email is an address, or null to remove yours",
            ))
        }
    };
    let token_hash = hash_token(&token);
    let answer = ask(&handle, |reply| LobbyEvent::Email {
        token_hash,
        op,
        reply,
    })
    .await??;
    Ok(Json(answer))
}

/// `POST /api/lobbies/{id}/email/status`: the address of the caller's seat and whether it is
/// confirmed.
async fn email_status(
    State(state): State<AppState>,
    Path(id): Path<String>,
    payload: Result<Json<StatusBody>, JsonRejection>,
) -> Result<Json<EmailAnswer>, AppError> {
    let handle = lobby_handle(&state, &id).await?;
    let StatusBody { token } = body(payload)?;
    let token_hash = hash_token(&token);
    let answer = ask(&handle, |reply| LobbyEvent::Email {
        token_hash,
        op: EmailOp::Status,
        reply,
    })
    .await??;
    Ok(Json(answer))
}

/// The oldest request time whose confirmation link still works.
fn confirm_not_before() -> i64 {
    now_ms() - super::CONFIRM_HOURS * 3_600_000
}

/// `GET …/email/confirm?t=`: a page with the button that confirms.
async fn confirm_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<LinkQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let lobby_id = parse_id(&id)?;
    let link = state
        .store
        .confirm_link(lobby_id, &hash_token(&q.t))
        .await?;
    let lang = page_lang(&headers, link.as_ref().map(|l| l.lang.as_str()));
    Ok(match link {
        Some(l) if l.confirmed => confirmed_page(lang, lobby_id),
        Some(l) if l.requested_at_ms > confirm_not_before() => Page {
            lang,
            title: "page-confirm-title",
            text: text(lang, "page-confirm-text", &[]),
            buttons: vec![(text(lang, "page-confirm-button", &[]), None)],
            token: Some(&q.t),
            game: None,
            status: StatusCode::OK,
        }
        .render(),
        _ => invalid_page(lang),
    })
}

/// `POST …/email/confirm?t=`: confirms the address; the lobby reads its addresses again.
async fn confirm(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<LinkQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let lobby_id = parse_id(&id)?;
    let hash = hash_token(&q.t);
    let seat = state
        .store
        .confirm_email(lobby_id, &hash, confirm_not_before(), now_ms())
        .await?;
    let link = state.store.confirm_link(lobby_id, &hash).await?;
    let lang = page_lang(&headers, link.as_ref().map(|l| l.lang.as_str()));
    if seat.is_none() {
        return Ok(invalid_page(lang));
    }
    tell_lobby(&state, lobby_id).await;
    Ok(confirmed_page(lang, lobby_id))
}

/// `GET …/email/unsubscribe?t=`: a page with two buttons (this game; this server).
async fn unsubscribe_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<LinkQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let lobby_id = parse_id(&id)?;
    let stored = state.store.unsubscribe_link(lobby_id, &q.t).await?;
    let lang = page_lang(&headers, stored.as_deref());
    if stored.is_none() {
        return Ok(invalid_page(lang));
    }
    Ok(Page {
        lang,
        title: "page-unsubscribe-title",
        text: text(lang, "page-unsubscribe-text", &[]),
        buttons: vec![
            (text(lang, "page-unsubscribe-game", &[]), Some("game")),
            (text(lang, "page-unsubscribe-all", &[]), Some("all")),
        ],
        token: Some(&q.t),
        game: None,
        status: StatusCode::OK,
    }
    .render())
}

/// `POST …/email/unsubscribe?t=`: stops this game's e-mails to the address (every body,
/// `List-Unsubscribe=One-Click` included), or every e-mail from this server with the form field
/// `scope=all`.
async fn unsubscribe(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<LinkQuery>,
    headers: HeaderMap,
    form: String,
) -> Result<Response, AppError> {
    let lobby_id = parse_id(&id)?;
    let all = form.split('&').any(|field| field == "scope=all");
    let what = if all {
        Unsubscribe::All
    } else {
        Unsubscribe::Lobby
    };
    let stored = state
        .store
        .unsubscribe(lobby_id, &q.t, what, now_ms())
        .await?;
    let lang = page_lang(&headers, stored.as_deref());
    if stored.is_none() {
        return Ok(invalid_page(lang));
    }
    tell_lobby(&state, lobby_id).await;
    let done = if all {
        "page-unsubscribed-all"
    } else {
        "page-unsubscribed-game"
    };
    Ok(Page {
        lang,
        title: "page-unsubscribe-title",
        text: text(lang, done, &[]),
        buttons: Vec::new(),
        token: None,
        game: None,
        status: StatusCode::OK,
    }
    .render())
}

/// A running lobby reads its addresses again. (With several nodes this request was routed to
/// the lobby's owner, so a running lobby is here.)
async fn tell_lobby(state: &AppState, lobby_id: Uuid) {
    if let Some(handle) = state.registry.get(lobby_id) {
        if ask(&handle, |reply| LobbyEvent::EmailsChanged { reply })
            .await
            .is_err()
        {
            tracing::warn!(lobby = %lobby_id, "lobby gone before reading its addresses again");
        }
    }
}

fn confirmed_page(lang: &'static str, lobby_id: Uuid) -> Response {
    Page {
        lang,
        title: "page-confirmed-title",
        text: text(lang, "page-confirmed-text", &[]),
        buttons: Vec::new(),
        token: None,
        game: Some(lobby_id),
        status: StatusCode::OK,
    }
    .render()
}

fn invalid_page(lang: &'static str) -> Response {
    Page {
        lang,
        title: "page-invalid-title",
        text: text(lang, "page-invalid-text", &[]),
        buttons: Vec::new(),
        token: None,
        game: None,
        status: StatusCode::NOT_FOUND,
    }
    .render()
}

/// A small HTML page for a person who opened a link from an e-mail.
struct Page<'a> {
    lang: &'static str,
    /// Message id of the title.
    title: &'static str,
    text: String,
    /// Buttons that POST to this URL: label, and the `scope` field they send.
    buttons: Vec<(String, Option<&'static str>)>,
    /// The link's token (the buttons' form action keeps it).
    token: Option<&'a str>,
    /// A link to this lobby's table.
    game: Option<Uuid>,
    status: StatusCode,
}

/// Escapes text for HTML.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

impl Page<'_> {
    fn render(self) -> Response {
        let title = escape(&text(self.lang, self.title, &[]));
        let mut html = format!(
            "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>{title} · Dungeon Lords Online</title>\
             <link rel=\"stylesheet\" href=\"/css/style.css\">\
             <link rel=\"stylesheet\" href=\"/css/mail.css\"></head>\n<body>\
             <header id=\"topbar\"><a class=\"brand\" href=\"/\">Dungeon Lords <span>Online</span></a>\
             </header>\n<main class=\"mail-page narrow panel\">\
             <h1>{title}</h1>\n<p>{text}</p>\n",
            lang = self.lang,
            text = escape(&self.text),
        );
        let action = self
            .token
            .map(|t| format!("?t={}", escape(t)))
            .unwrap_or_default();
        for (i, (label, scope)) in self.buttons.iter().enumerate() {
            html.push_str(&format!("<form method=\"post\" action=\"{action}\">"));
            if let Some(scope) = scope {
                html.push_str(&format!(
                    "<input type=\"hidden\" name=\"scope\" value=\"{scope}\">"
                ));
            }
            // The first button is the one most people want.
            let class = if i == 0 { " class=\"primary\"" } else { "" };
            html.push_str(&format!(
                "<button type=\"submit\"{class}>{}</button></form>\n",
                escape(label)
            ));
        }
        if let Some(lobby_id) = self.game {
            html.push_str(&format!(
                "<p><a class=\"button primary\" href=\"/?lobby={lobby_id}\">{}</a></p>\n",
                escape(&text(self.lang, "page-open-game", &[]))
            ));
        }
        html.push_str("</main></body></html>\n");
        let mut response = (self.status, html).into_response();
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        );
        headers.insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(self.lang),
        );
        // A link's page is about one address: never kept by a cache.
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        response.extensions_mut().insert(HumanPage);
        response
    }
}
