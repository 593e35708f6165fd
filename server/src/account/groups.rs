//! Groups (issue #39 item 5): a named set of accounts with the history of its games. "Play
//! again with this group" from a finished game finds or makes the group of the accounts that
//! claimed its seats and starts, once per finished game, a new unlisted lobby with the same
//! game, options, clock and seat count: the asker hosts it, a seat is kept for each other
//! member for [`group_hold`], the bots sit again. A member takes their kept seat with their
//! account (no token); the others hear of it by e-mail when they have an address and want it,
//! and on their group page. Nothing here is seen by guests.
//!
//! The two calls that touch a lobby live under `/api/lobbies/{id}/` (like the rematch), so with
//! several nodes they reach the lobby's owner; the group's own pages live under
//! `/api/account/groups`. Every state change needs the session cookie and its CSRF token.

use std::collections::HashMap;
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};
use uuid::Uuid;

use super::{changing_session, players_json, rfc3339, session, status_name, Session};
use crate::api::{ask, body, lobby_handle, parse_id, AppState};
use crate::error::AppError;
use crate::limits::ClientIp;
use crate::lobby::{self, hash_token, now_ms, LobbyEvent, LobbyStatus, RematchSeat};
use crate::mail::GroupInvite;
use crate::store::{GroupGame, GroupRow};

/// The group routes: reading and renaming under `/api/account/groups`, playing again and taking
/// a kept seat under `/api/lobbies/{id}/`.
pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/account/groups", get(list))
        .route("/api/account/groups/{id}", get(one).patch(change))
        .route("/api/lobbies/{id}/group", get(offer).post(play_again))
        .route("/api/lobbies/{id}/group-seat", post(take_seat))
}

/// How long a group's new lobby keeps each member's seat: as long as an open lobby nobody
/// visits lives (`--open-lobby-ttl-mins`, 30 minutes by default), and never less than a
/// rematch keeps its seats. Members are told by e-mail and may need that long to come.
pub fn group_hold(state: &AppState) -> Duration {
    state.deps.open_lobby_ttl.max(state.deps.rematch_hold)
}

/// The languages e-mails are written in.
fn known_lang(lang: Option<&str>) -> Option<&'static str> {
    lang.and_then(crate::mail::words::known)
}

/// The shown name of a group: its own, or its members' names.
fn group_name(g: &GroupRow) -> String {
    match &g.name {
        Some(name) => name.clone(),
        None => g
            .members
            .iter()
            .map(|m| m.name.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    }
}

fn not_member() -> AppError {
    AppError::forbidden("not_member", "your account is not a member of this group")
}

/// The group `id` when the session's account is a member of it.
async fn member_group(state: &AppState, id: Uuid, account_id: Uuid) -> Result<GroupRow, AppError> {
    let group = state
        .store
        .group(id)
        .await?
        .ok_or(AppError::NotFound("group"))?;
    if group.members.iter().any(|m| m.account_id == account_id) {
        Ok(group)
    } else {
        Err(not_member())
    }
}

/// A game of a group as the API shows it.
fn game_json(g: &GroupGame) -> Value {
    json!({
        "lobby_id": g.lobby_id,
        "game": g.game,
        "status": status_name(&g.status),
        "game_id": g.game_id,
        "players": players_json(&g.players),
        "result": g.result,
        "at": rfc3339(g.at_ms),
    })
}

/// The game of the group to join: the newest one that is open or running.
fn current(games: &[GroupGame]) -> Option<&GroupGame> {
    games
        .iter()
        .find(|g| matches!(g.status.as_str(), "open" | "playing"))
}

/// A group as the API shows it to `account_id`; with `games`, its history too.
async fn group_json(
    state: &AppState,
    g: &GroupRow,
    account_id: Uuid,
    with_games: bool,
) -> Result<Value, AppError> {
    let games = state.store.group_games(g.id).await?;
    let members: Vec<Value> = g
        .members
        .iter()
        .map(|m| json!({ "name": m.name, "you": m.account_id == account_id }))
        .collect();
    let current = match current(&games) {
        Some(c) => {
            let seated = state
                .store
                .claimed_seat(c.lobby_id, account_id)
                .await?
                .is_some();
            json!({
                "lobby_id": c.lobby_id,
                "game": c.game,
                "status": if c.status == "playing" { "running" } else { c.status.as_str() },
                "seated": seated,
                // The invitation: an open game of the group where this member has no seat yet.
                "invited": !seated && c.status == "open",
            })
        }
        None => Value::Null,
    };
    let me = g.members.iter().find(|m| m.account_id == account_id);
    let mut out = json!({
        "id": g.id,
        "name": group_name(g),
        "named": g.name.is_some(),
        "members": members,
        "current": current,
        "n_games": games.len(),
        "invite_email": me.is_some_and(|m| m.invite_email),
        "has_email": me.is_some_and(|m| m.email.is_some()),
        "created_at": rfc3339(g.created_at_ms),
    });
    if with_games {
        out["games"] = games.iter().map(game_json).collect();
    }
    Ok(out)
}

/// The signed-in session of a reading request.
async fn reading_session(state: &AppState, headers: &HeaderMap) -> Result<Session, AppError> {
    session(state, headers)
        .await?
        .ok_or_else(|| AppError::unauthorized("signed_out", "sign in first"))
}

/// `GET /api/account/groups` (cookie): the account's groups, the most recently active first.
async fn list(State(state): State<AppState>, headers: HeaderMap) -> Result<Json<Value>, AppError> {
    let session = reading_session(&state, &headers).await?;
    let mut groups = Vec::new();
    for id in state.store.account_group_ids(session.account_id).await? {
        if let Some(g) = state.store.group(id).await? {
            groups.push(group_json(&state, &g, session.account_id, false).await?);
        }
    }
    Ok(Json(json!({ "groups": groups })))
}

/// `GET /api/account/groups/{id}` (cookie, members only): the group with its games.
async fn one(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<Value>, AppError> {
    let session = reading_session(&state, &headers).await?;
    let group = member_group(&state, parse_id(&id)?, session.account_id).await?;
    Ok(Json(json!({
        "group": group_json(&state, &group, session.account_id, true).await?,
    })))
}

/// Body of `PATCH /api/account/groups/{id}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ChangeBody {
    /// A new name; empty: the members' names again.
    #[serde(default)]
    name: Option<String>,
    /// Whether this member wants an e-mail when the group plays again.
    #[serde(default)]
    invite_email: Option<bool>,
    /// The language of this member's e-mails.
    #[serde(default)]
    lang: Option<String>,
}

/// `PATCH /api/account/groups/{id}` (CSRF, members only): renames the group (for everyone),
/// or changes this member's e-mail choice or language.
async fn change(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    payload: Result<Json<ChangeBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let session = changing_session(&state, &headers).await?;
    let id = parse_id(&id)?;
    let b = body(payload)?;
    member_group(&state, id, session.account_id).await?;
    if let Some(name) = &b.name {
        let name = match name.trim() {
            "" => None,
            raw => Some(crate::text::check_name(raw)?),
        };
        state
            .store
            .rename_group(id, name.as_deref(), now_ms())
            .await?;
    }
    if b.invite_email.is_some() || b.lang.is_some() {
        state
            .store
            .set_group_member(
                id,
                session.account_id,
                b.invite_email,
                known_lang(b.lang.as_deref()),
            )
            .await?;
    }
    let group = member_group(&state, id, session.account_id).await?;
    Ok(Json(json!({
        "group": group_json(&state, &group, session.account_id, true).await?,
    })))
}

/// `GET /api/lobbies/{id}/group` (cookie): whether the signed-in player may play again with
/// this game's group: their account and at least one other claimed a seat. Answers the
/// members' names, and the group and lobby when "play again" happened already.
async fn offer(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<Value>, AppError> {
    let from = parse_id(&id)?;
    let Some(session) = session(&state, &headers).await? else {
        return Ok(Json(json!({ "possible": false })));
    };
    let claims = state.store.lobby_claims(from).await?;
    let mut accounts: Vec<Uuid> = claims.iter().map(|c| c.account_id).collect();
    accounts.sort();
    accounts.dedup();
    let possible = accounts.len() >= 2 && accounts.contains(&session.account_id);
    if !possible {
        return Ok(Json(json!({ "possible": false })));
    }
    let again = state.store.group_game_from(from).await?;
    let mut names: Vec<&str> = Vec::new();
    for c in &claims {
        if !names.contains(&c.name.as_str()) {
            names.push(&c.name);
        }
    }
    Ok(Json(json!({
        "possible": true,
        "members": names,
        "group_id": again.map(|(g, _)| g),
        "lobby_id": again.map(|(_, l)| l),
    })))
}

/// Body of the two seat calls: the asker's page language (their group e-mails' language).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct LangBody {
    #[serde(default)]
    lang: Option<String>,
}

/// `POST /api/lobbies/{id}/group` (CSRF): "play again with this group" from the finished game
/// `id`. The first call for a finished game makes the group (or finds the group of the same
/// accounts) and the new lobby, hosted by the asker; every later call, by any member, takes the
/// seat kept there for the caller. Answers `{group_id, lobby_id, seat, token, host}`.
async fn play_again(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(id): Path<String>,
    payload: Result<Json<LangBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let session = changing_session(&state, &headers).await?;
    let lang = known_lang(body(payload)?.lang.as_deref());
    let from = parse_id(&id)?;
    let me = session.account_id;
    let claims = state.store.lobby_claims(from).await?;
    let mut accounts: Vec<Uuid> = claims.iter().map(|c| c.account_id).collect();
    accounts.sort();
    accounts.dedup();
    let Some(mine) = claims.iter().find(|c| c.account_id == me) else {
        return Err(AppError::forbidden(
            "not_in_game",
            "your account has no seat in this game",
        ));
    };
    if accounts.len() < 2 {
        return Err(AppError::conflict(
            "no_group",
            "a group needs at least two players signed in to their accounts",
        ));
    }
    if let Some((group_id, lobby_id)) = state.store.group_game_from(from).await? {
        return seat_in(&state, ip, group_id, lobby_id, me, lang).await;
    }
    let old = lobby_handle(&state, &id).await?;
    let details = ask(&old, |reply| LobbyEvent::Details { reply }).await?;
    if details.status != LobbyStatus::Finished {
        return Err(AppError::conflict(
            "not_finished",
            "playing again is possible once the game is over",
        ));
    }
    let at = now_ms();
    let group_id = state
        .store
        .group_for_accounts(&accounts, lang.unwrap_or("en"), from, at)
        .await?;
    state.quotas.check_create(ip)?;
    let (new_id, host) = lobby::create_fixed(
        &state.registry,
        &state.deps,
        details.game,
        details.options.clone(),
        details.clock,
        details.n_seats,
        false,
        mine.name.clone(),
        None,
    )
    .await?;
    let new = lobby_handle(&state, &new_id.to_string()).await?;
    let host_hash = hash_token(&host.token);
    let token_hash = host_hash.clone();
    ask(&new, |reply| LobbyEvent::ClaimSeat {
        token_hash,
        account_id: me,
        reply,
    })
    .await??;
    // Seats 1, 2, … : each other member's seat of the finished game kept for them, each bot
    // again at its level; a guest's seat is left free for anyone.
    let mut plan = Vec::new();
    let mut kept_for: HashMap<Uuid, usize> = HashMap::new();
    for s in details
        .seats
        .iter()
        .filter(|s| s.filled && s.seat != mine.seat)
    {
        let claim = claims
            .iter()
            .find(|c| c.seat == s.seat && c.account_id != me);
        match claim {
            Some(c) if !kept_for.contains_key(&c.account_id) => {
                kept_for.insert(c.account_id, plan.len() + 1);
                plan.push(RematchSeat::Player {
                    old_seat: s.seat,
                    name: c.name.clone(),
                });
            }
            Some(_) => {}
            None if s.is_bot => plan.push(RematchSeat::Bot(s.bot_level.unwrap_or_default())),
            None => {}
        }
    }
    let hold = Some(group_hold(&state));
    ask(&new, |reply| LobbyEvent::SeatRematch {
        seats: plan,
        hold,
        reply,
    })
    .await??;
    // The store decides which new lobby counts when two members asked at once (on two nodes).
    let (group_id, lobby_id) = state
        .store
        .set_group_game(group_id, new_id, from, now_ms())
        .await?;
    if lobby_id != new_id {
        let token_hash = host_hash;
        ask(&new, |reply| LobbyEvent::Leave { token_hash, reply }).await??;
        return seat_in(&state, ip, group_id, lobby_id, me, lang).await;
    }
    state.store.touch_group(group_id, now_ms()).await?;
    tracing::info!(group = %group_id, lobby = %new_id, "a group plays again");
    invite(&state, group_id, new_id, &kept_for, &mine.name).await;
    Ok(Json(json!({
        "group_id": group_id,
        "lobby_id": new_id,
        "seat": host.seat,
        "token": host.token,
        "host": true,
    })))
}

/// Tells each member a seat was kept for by e-mail, when the server sends e-mail, their account
/// has an address and they did not turn it off. A failure is logged: the group page still
/// shows the invitation.
async fn invite(
    state: &AppState,
    group_id: Uuid,
    lobby_id: Uuid,
    kept_for: &HashMap<Uuid, usize>,
    by: &str,
) {
    let Some(mailer) = state.deps.mailer.as_ref() else {
        return;
    };
    let group = match state.store.group(group_id).await {
        Ok(Some(g)) => g,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(error = %e, "group invitations not sent");
            return;
        }
    };
    let name = group_name(&group);
    let link = format!("{}/#/group/{group_id}", mailer.public_url());
    for m in &group.members {
        let (Some(&seat), Some(address)) = (kept_for.get(&m.account_id), m.email.as_deref()) else {
            continue;
        };
        if !m.invite_email {
            continue;
        }
        let invite = GroupInvite {
            address,
            name: &m.name,
            lang: &m.lang,
            group: &name,
            by,
            link: &link,
        };
        if let Err(e) = mailer
            .send_group_invite(&state.store, lobby_id, seat, &invite)
            .await
        {
            tracing::warn!(error = %e, "a group invitation was not sent");
        }
    }
}

/// `POST /api/lobbies/{id}/group-seat` (CSRF, members only): the caller's seat in the group's
/// lobby `id` — the one kept for them (or, when nobody keeps one any more, a free one), claimed
/// for their account; when the account has a seat there already, a new token of it for this
/// device. Answers `{group_id, lobby_id, seat, token, host}`.
async fn take_seat(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(id): Path<String>,
    payload: Result<Json<LangBody>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let session = changing_session(&state, &headers).await?;
    let lang = known_lang(body(payload)?.lang.as_deref());
    let lobby_id = parse_id(&id)?;
    let Some((group_id, _)) = state.store.group_game_of(lobby_id).await? else {
        return Err(AppError::NotFound("group game"));
    };
    seat_in(&state, ip, group_id, lobby_id, session.account_id, lang).await
}

/// The seat of member `account_id` in the group's lobby `lobby_id` (see [`take_seat`]).
async fn seat_in(
    state: &AppState,
    ip: std::net::IpAddr,
    group_id: Uuid,
    lobby_id: Uuid,
    account_id: Uuid,
    lang: Option<&str>,
) -> Result<Json<Value>, AppError> {
    let group = member_group(state, group_id, account_id).await?;
    if lang.is_some() {
        state
            .store
            .set_group_member(group_id, account_id, None, lang)
            .await?;
    }
    let handle = lobby_handle(state, &lobby_id.to_string()).await?;
    let joined = if state
        .store
        .claimed_seat(lobby_id, account_id)
        .await?
        .is_some()
    {
        ask(&handle, |reply| LobbyEvent::AddDevice { account_id, reply }).await??
    } else {
        // The kept seat is found by the member's seat in the finished game it was started from.
        let from = state
            .store
            .group_game_of(lobby_id)
            .await?
            .and_then(|(_, from)| from);
        let old_seat = match from {
            Some(from) => state.store.claimed_seat(from, account_id).await?,
            None => None,
        };
        let name = group
            .members
            .iter()
            .find(|m| m.account_id == account_id)
            .map(|m| m.name.clone())
            .unwrap_or_default();
        state.quotas.check_join(ip)?;
        let joined = ask(&handle, |reply| LobbyEvent::ClaimKept {
            // No seat of the finished game: no kept seat matches, a free one is taken.
            old_seat: old_seat.unwrap_or(usize::MAX),
            name,
            token: None,
            reply,
        })
        .await??;
        let token_hash = hash_token(&joined.token);
        ask(&handle, |reply| LobbyEvent::ClaimSeat {
            token_hash,
            account_id,
            reply,
        })
        .await??;
        joined
    };
    let details = ask(&handle, |reply| LobbyEvent::Details { reply }).await?;
    Ok(Json(json!({
        "group_id": group_id,
        "lobby_id": lobby_id,
        "seat": joined.seat,
        "token": joined.token,
        "host": details.host_seat == joined.seat,
    })))
}
