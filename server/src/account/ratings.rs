//! Ratings of rated lobbies and the account's profile (issue #39 items 3 and 4): which finished
//! game counts and how each seat placed (conceded, timed-out and taken-over seats last), the
//! Weng-Lin update from the `skillratings` crate, settling a game once (right after its finish,
//! and by the start-up sweep for a game whose rating a stop cut off), the ratings shown in the
//! lobby list and details, and `GET /api/account/history`. The store writes a game's rating in
//! one transaction (`store/ratings.rs`); nothing here touches a running lobby.

use std::collections::{BTreeMap, HashSet};

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Map, Value};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use uuid::Uuid;

use super::{rfc3339, session};
use crate::api::AppState;
use crate::error::AppError;
use crate::lobby::now_ms;
use crate::store::{
    HistoryGame, LobbyRatings, MuSigma, RatedSeat, RatingFacts, RatingRow, SeatEventRow, Settling,
    Store,
};

/// Why a rated lobby's game did or did not count (`rating_games.outcome`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every seat was a distinct account's: the ratings changed.
    Rated,
    /// A seat was a bot the host seated.
    Bot,
    /// A seat no account claimed.
    Guest,
    /// One account held two seats.
    SameAccount,
    /// The result names no places (a game without a ranking).
    NoResult,
}

impl Outcome {
    /// The stored and wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Rated => "rated",
            Outcome::Bot => "bot",
            Outcome::Guest => "guest",
            Outcome::SameAccount => "same_account",
            Outcome::NoResult => "no_result",
        }
    }
}

/// The rating a new account starts with in a game kind (Weng-Lin's defaults: 25 ± 25/3).
pub fn default_rating() -> MuSigma {
    let r = WengLinRating::new();
    (r.rating, r.uncertainty)
}

/// The new ratings of one free-for-all game: `before[i]` placed `places[i]` (1 = best, equal
/// places tie), by Weng-Lin with the crate's default parameters (beta 25/6).
pub fn weng_lin(before: &[MuSigma], places: &[usize]) -> Vec<MuSigma> {
    let teams: Vec<[WengLinRating; 1]> = before
        .iter()
        .map(|&(rating, uncertainty)| {
            [WengLinRating {
                rating,
                uncertainty,
            }]
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(p)))
        .collect();
    weng_lin_multi_team(&input, &WengLinConfig::new())
        .into_iter()
        .map(|team| {
            team.first()
                .map_or((0.0, 0.0), |r| (r.rating, r.uncertainty))
        })
        .collect()
}

/// Each seat's place (1 = best, equal places tie) in a stored result: Dungeon Lords' `ranking`
/// is a list of groups of tied seats, Welcome to the Dungeon's a list of seats. `None` when the
/// result places not every seat.
pub fn result_places(result: &Value, n_seats: usize) -> Option<Vec<usize>> {
    let ranking = result.get("ranking")?.as_array()?;
    let mut places = vec![0usize; n_seats];
    for (i, entry) in ranking.iter().enumerate() {
        let seats: Vec<&Value> = match entry.as_array() {
            Some(group) => group.iter().collect(),
            None => vec![entry],
        };
        for s in seats {
            let seat = usize::try_from(s.as_u64()?).ok()?;
            *places.get_mut(seat)? = i + 1;
        }
    }
    places.iter().all(|&p| p > 0).then_some(places)
}

/// The seats that count as losses: conceded, timed out, or still played by a bot after a
/// takeover at the end.
pub fn forfeited_seats(events: &[SeatEventRow], n_seats: usize) -> Vec<bool> {
    let mut lost = vec![false; n_seats];
    let mut taken = vec![false; n_seats];
    for e in events {
        let kind = e.event.get("kind").and_then(Value::as_str).unwrap_or("");
        match kind {
            "concede" | "timeout" => {
                if let Some(l) = lost.get_mut(e.seat) {
                    *l = true;
                }
            }
            "takeover" => {
                if let Some(t) = taken.get_mut(e.seat) {
                    *t = true;
                }
            }
            "reclaim" => {
                if let Some(t) = taken.get_mut(e.seat) {
                    *t = false;
                }
            }
            _ => {}
        }
    }
    lost.iter().zip(&taken).map(|(l, t)| *l || *t).collect()
}

/// The places the rating system is given: the result's order among the seats that played to
/// the end (made dense: 1, 2, 3…), then every forfeited seat tied last.
pub fn rated_places(places: &[usize], forfeited: &[bool]) -> Vec<usize> {
    let mut kept: Vec<usize> = places
        .iter()
        .zip(forfeited)
        .filter(|(_, f)| !**f)
        .map(|(p, _)| *p)
        .collect();
    kept.sort_unstable();
    kept.dedup();
    let last = kept.len() + 1;
    places
        .iter()
        .zip(forfeited)
        .map(|(p, f)| {
            if *f {
                last
            } else {
                kept.iter().position(|k| k == p).map_or(last, |i| i + 1)
            }
        })
        .collect()
}

/// Whether the seats of a lobby make a rated game count: `Ok(accounts by seat)` when every one
/// of the `n_seats` seats is filled by a distinct account; otherwise why not.
///
/// # Errors
/// The [`Outcome`] that says why the game does not count.
pub fn eligibility(
    seats: impl IntoIterator<Item = (usize, bool, Option<Uuid>)>,
    n_seats: usize,
) -> Result<Vec<Uuid>, Outcome> {
    let mut accounts: Vec<Option<Uuid>> = vec![None; n_seats];
    let mut bot = false;
    for (seat, is_bot, account) in seats {
        bot |= is_bot;
        if let Some(slot) = accounts.get_mut(seat) {
            *slot = account;
        }
    }
    if bot {
        return Err(Outcome::Bot);
    }
    let accounts: Vec<Uuid> = accounts
        .into_iter()
        .collect::<Option<_>>()
        .ok_or(Outcome::Guest)?;
    let distinct: HashSet<&Uuid> = accounts.iter().collect();
    if distinct.len() < accounts.len() {
        return Err(Outcome::SameAccount);
    }
    Ok(accounts)
}

/// What settling a game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// Not a rated lobby's game, or not finished: nothing to settle.
    NotRated,
    /// Settled before; nothing changed.
    Already,
    /// Settled now with this outcome.
    Now(Outcome),
}

/// Settles the rating of a finished game of a rated lobby, at most once.
///
/// # Errors
/// The store's error; nothing is then changed (the start-up sweep tries again).
pub async fn settle(store: &Store, game_id: Uuid) -> Result<Settled, crate::store::StoreError> {
    let Some(facts) = store.rating_facts(game_id).await? else {
        return Ok(Settled::NotRated);
    };
    if !protocol::is_rated(&facts.options).unwrap_or(false) {
        return Ok(Settled::NotRated);
    }
    let Some(result) = facts.result.clone() else {
        return Ok(Settled::NotRated);
    };
    if facts.settled.is_some() {
        return Ok(Settled::Already);
    }
    let (outcome, seats) = plan(&facts, &result);
    let places: Vec<usize> = seats.iter().map(|s| s.place).collect();
    let compute = move |before: &[MuSigma]| weng_lin(before, &places);
    let fresh = store
        .settle_rating(
            &Settling {
                game_id,
                kind: &facts.kind,
                outcome: outcome.as_str(),
                seats: &seats,
                default: default_rating(),
                at_ms: now_ms(),
            },
            &compute,
        )
        .await?;
    Ok(if fresh {
        tracing::info!(game = %game_id, outcome = outcome.as_str(), "rated game settled");
        Settled::Now(outcome)
    } else {
        Settled::Already
    })
}

/// The outcome of a finished game's rating and, when it counts, each seat's part.
fn plan(facts: &RatingFacts, result: &Value) -> (Outcome, Vec<RatedSeat>) {
    let seats = facts.seats.iter().map(|s| (s.seat, s.is_bot, s.account_id));
    let accounts = match eligibility(seats, facts.n_seats) {
        Ok(a) => a,
        Err(o) => return (o, Vec::new()),
    };
    let Some(places) = result_places(result, facts.n_seats) else {
        return (Outcome::NoResult, Vec::new());
    };
    let forfeited = forfeited_seats(&facts.events, facts.n_seats);
    let rated = rated_places(&places, &forfeited);
    let seats = accounts
        .into_iter()
        .enumerate()
        .map(|(seat, account_id)| RatedSeat {
            seat,
            account_id,
            place: rated.get(seat).copied().unwrap_or(facts.n_seats),
            forfeited: forfeited.get(seat).copied().unwrap_or(false),
        })
        .collect();
    (Outcome::Rated, seats)
}

/// Settles a rated lobby's game in the background right after its finish was stored (a few
/// tries; a game still unsettled is settled by the next start-up's sweep).
pub fn settle_soon(store: Store, game_id: Uuid) {
    tokio::spawn(async move {
        for attempt in 0..3u64 {
            match settle(&store, game_id).await {
                Ok(_) => return,
                Err(e) => {
                    tracing::warn!(game = %game_id, attempt, error = %e, "rating not settled; trying again");
                    tokio::time::sleep(std::time::Duration::from_millis(500 * (attempt + 1))).await;
                }
            }
        }
    });
}

/// Settles every finished rated game whose rating a stop cut off (at start-up). Answers how
/// many were settled.
///
/// # Errors
/// The store's error.
pub async fn sweep(store: &Store) -> Result<usize, crate::store::StoreError> {
    let mut n = 0;
    for game_id in store.unsettled_rated_games().await? {
        if matches!(settle(store, game_id).await?, Settled::Now(_)) {
            n += 1;
        }
    }
    Ok(n)
}

/// How often [`spawn_sweeps`] looks for finished rated games left unsettled.
const SWEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// Runs [`sweep`] every [`SWEEP_EVERY`] for as long as the runtime lives. Settling is
/// idempotent, so several nodes sweeping at once change nothing twice.
pub fn spawn_sweeps(store: Store) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(SWEEP_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // The first tick is immediate, and start-up has just swept.
        every.tick().await;
        loop {
            every.tick().await;
            match sweep(&store).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(n, "rated games settled late"),
                Err(e) => tracing::debug!(error = %e, "could not look for rated games to settle"),
            }
        }
    });
}

/// A rating as the API shows it.
fn rating_json(r: &RatingRow) -> Value {
    json!({ "rating": round1(r.rating), "uncertainty": round1(r.uncertainty), "n_games": r.n_games })
}

/// A rating to one decimal (what players see; the store keeps the full value).
fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// The `rating` object of a lobby: whether it is rated, whether its seats make it count now
/// (`counts`), why not (`unrated_reason`: `bot`, `guest`, `same_account`; `null` while seats
/// are free or when it counts), and each claimed seat's rating in the lobby's game kind.
fn lobby_rating_json(l: &LobbyRatings) -> Value {
    let rated = protocol::is_rated(&l.options).unwrap_or(false);
    let filled = l.seats.iter().map(|s| (s.seat, s.is_bot, s.account_id));
    let (counts, reason) = match eligibility(filled, l.n_seats) {
        Ok(_) => (true, Value::Null),
        // A free seat is not a guest yet: the lobby may still count once it fills.
        Err(Outcome::Guest)
            if l.seats.len() < l.n_seats && l.seats.iter().all(|s| s.account_id.is_some()) =>
        {
            (false, Value::Null)
        }
        Err(o) => (false, Value::String(o.as_str().to_owned())),
    };
    json!({
        "rated": rated,
        "counts": rated && counts,
        "unrated_reason": if rated { reason } else { Value::Null },
    })
}

/// A seat's `rating` member: its account's rating in this kind (the starting rating when the
/// account has none yet); `None` for a seat no account claimed.
fn seat_rating(l: &LobbyRatings, seat: usize) -> Option<Value> {
    let s = l.seats.iter().find(|s| s.seat == seat)?;
    s.account_id?;
    let (rating, uncertainty) = default_rating();
    let row = s.rating.clone().unwrap_or(RatingRow {
        kind: l.kind.clone(),
        rating,
        uncertainty,
        n_games: 0,
    });
    Some(rating_json(&row))
}

/// Adds the ratings to `GET /api/lobbies`: each lobby gets `rated` and `players` (its filled
/// seats: `seat`, `name`, `is_bot`, and `rating` for a seat an account claimed).
///
/// # Errors
/// The store's error.
pub async fn decorate_list(state: &AppState, lobbies: &mut Value) -> Result<(), AppError> {
    let ratings = state.store.reads().lobby_ratings(None).await?;
    let Some(list) = lobbies.as_array_mut() else {
        return Ok(());
    };
    for entry in list {
        let Some(id) = entry
            .get("lobby_id")
            .and_then(Value::as_str)
            .and_then(|s| Uuid::parse_str(s).ok())
        else {
            continue;
        };
        let Some(l) = ratings.get(&id) else { continue };
        let players: Vec<Value> = l
            .seats
            .iter()
            .map(|s| {
                json!({ "seat": s.seat, "name": s.name, "is_bot": s.is_bot, "rating": seat_rating(l, s.seat) })
            })
            .collect();
        if let Some(obj) = entry.as_object_mut() {
            obj.insert(
                "rated".to_owned(),
                Value::Bool(protocol::is_rated(&l.options).unwrap_or(false)),
            );
            obj.insert("players".to_owned(), Value::Array(players));
        }
    }
    Ok(())
}

/// Adds the ratings to `GET /api/lobbies/{id}`: the lobby's `rating` object and each claimed
/// seat's `rating`.
///
/// # Errors
/// The store's error.
pub async fn decorate_details(
    state: &AppState,
    lobby_id: Uuid,
    details: &mut Value,
) -> Result<(), AppError> {
    let ratings = state.store.reads().lobby_ratings(Some(lobby_id)).await?;
    let Some(l) = ratings.get(&lobby_id) else {
        return Ok(());
    };
    let mut rating = lobby_rating_json(l);
    let rated = protocol::is_rated(&l.options).unwrap_or(false);
    if let Some(game_id) = details
        .get("game_id")
        .and_then(Value::as_str)
        .and_then(|s| Uuid::parse_str(s).ok())
        .filter(|_| rated)
    {
        // A finished game says how its rating was settled.
        if let Some(facts) = state.store.reads().rating_facts(game_id).await? {
            if let Some(obj) = rating.as_object_mut() {
                obj.insert(
                    "outcome".to_owned(),
                    facts.settled.map_or(Value::Null, Value::String),
                );
            }
        }
    }
    let Some(obj) = details.as_object_mut() else {
        return Ok(());
    };
    if let Some(seats) = obj.get_mut("seats").and_then(Value::as_array_mut) {
        for s in seats {
            let Some(seat) = s
                .get("seat")
                .and_then(Value::as_u64)
                .and_then(|n| usize::try_from(n).ok())
            else {
                continue;
            };
            if let (Some(r), Some(o)) = (seat_rating(l, seat), s.as_object_mut()) {
                o.insert("rating".to_owned(), r);
            }
        }
    }
    obj.insert("rating".to_owned(), rating);
    Ok(())
}

/// One seat's score in a stored result: Dungeon Lords' sheet total, Welcome to the Dungeon's
/// victories.
fn score_of(result: &Value, seat: usize) -> Option<i64> {
    if let Some(sheets) = result.get("sheets").and_then(Value::as_array) {
        return sheets
            .iter()
            .find(|s| s.get("seat").and_then(Value::as_u64) == Some(seat as u64))
            .and_then(|s| s.get("total"))
            .and_then(Value::as_i64);
    }
    result
        .get("players")
        .and_then(Value::as_array)?
        .iter()
        .find(|p| p.get("seat").and_then(Value::as_u64) == Some(seat as u64))
        .and_then(|p| p.get("victories"))
        .and_then(Value::as_i64)
}

/// Whether `seat` won: among Dungeon Lords' `winners`, or Welcome to the Dungeon's `winner`.
fn won(result: &Value, seat: usize) -> bool {
    let seat = seat as u64;
    if let Some(w) = result.get("winners").and_then(Value::as_array) {
        return w.iter().any(|s| s.as_u64() == Some(seat));
    }
    result.get("winner").and_then(Value::as_u64) == Some(seat)
}

/// The titles `seat` won (Dungeon Lords' `titles`), by their names.
fn titles_of(result: &Value, seat: usize) -> Vec<Value> {
    result
        .get("titles")
        .and_then(Value::as_array)
        .map(|titles| {
            titles
                .iter()
                .filter(|t| {
                    t.get("seats")
                        .and_then(Value::as_array)
                        .is_some_and(|s| s.iter().any(|x| x.as_u64() == Some(seat as u64)))
                })
                .filter_map(|t| t.get("title").cloned())
                .collect()
        })
        .unwrap_or_default()
}

/// One finished game of the history as the API shows it.
fn history_game_json(g: &HistoryGame) -> Value {
    let places = result_places(&g.result, g.players.len().max(g.seat + 1));
    let players: Vec<Value> = g
        .players
        .iter()
        .map(|(seat, name, is_bot)| json!({ "seat": seat, "name": name, "is_bot": is_bot }))
        .collect();
    let rating = g.rating_outcome.as_ref().map(|outcome| {
        let mut r = Map::new();
        r.insert("outcome".to_owned(), Value::String(outcome.clone()));
        if let Some(c) = &g.change {
            r.insert("place".to_owned(), json!(c.place));
            r.insert("forfeited".to_owned(), json!(c.forfeited));
            r.insert("before".to_owned(), json!(round1(c.before)));
            r.insert("after".to_owned(), json!(round1(c.after)));
            r.insert("change".to_owned(), json!(round1(c.after - c.before)));
        }
        Value::Object(r)
    });
    json!({
        "game_id": g.game_id,
        "lobby_id": g.lobby_id,
        "game": g.kind,
        "seat": g.seat,
        "finished_at": rfc3339(g.finished_at_ms),
        "place": places.as_ref().and_then(|p| p.get(g.seat)),
        "score": score_of(&g.result, g.seat),
        "won": won(&g.result, g.seat),
        "titles": titles_of(&g.result, g.seat),
        "players": players,
        "replay": format!("#/replay/{}", g.game_id),
        "rating": rating,
    })
}

/// Per game kind: games played, wins, and the average score (of games with a score).
fn stats_json(games: &[HistoryGame]) -> Vec<Value> {
    let mut by_kind: BTreeMap<&str, (u64, u64, i64, u64)> = BTreeMap::new();
    for g in games {
        let e = by_kind.entry(g.kind.as_str()).or_default();
        e.0 += 1;
        e.1 += u64::from(won(&g.result, g.seat));
        if let Some(s) = score_of(&g.result, g.seat) {
            e.2 += s;
            e.3 += 1;
        }
    }
    by_kind
        .into_iter()
        .map(|(kind, (played, wins, total, n_scored))| {
            let average = (n_scored > 0).then(|| round1(total as f64 / n_scored as f64));
            json!({ "game": kind, "played": played, "wins": wins, "average_score": average })
        })
        .collect()
}

/// The account's ratings and its finished games with their rating changes, for the data
/// download (`GET /api/account/data`).
///
/// # Errors
/// The store's error.
pub async fn data_json(state: &AppState, account_id: Uuid) -> Result<Value, AppError> {
    let store = state.store.reads();
    let ratings: Vec<Value> = store
        .account_ratings(account_id)
        .await?
        .iter()
        .map(|r| json!({ "game": r.kind, "rating": r.rating, "uncertainty": r.uncertainty, "n_games": r.n_games }))
        .collect();
    let changes: Vec<Value> = store
        .account_history(account_id)
        .await?
        .iter()
        .filter_map(|g| {
            let c = g.change.as_ref()?;
            Some(json!({ "game_id": g.game_id, "place": c.place, "forfeited": c.forfeited, "before": c.before, "after": c.after }))
        })
        .collect();
    Ok(json!({ "current": ratings, "changes": changes }))
}

/// `GET /api/account/history` (cookie): the account's finished games (newest first, at most
/// 500) with scores, places, titles, replay links and rating changes; its stats and ratings
/// per game kind.
pub(super) async fn history(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let Some(session) = session(&state, &headers).await? else {
        return Err(AppError::unauthorized("signed_out", "sign in first"));
    };
    let store = state.store.reads();
    let games = store.account_history(session.account_id).await?;
    let ratings: Vec<Value> = store
        .account_ratings(session.account_id)
        .await?
        .iter()
        .map(|r| {
            let mut v = rating_json(r);
            if let Some(o) = v.as_object_mut() {
                o.insert("game".to_owned(), Value::String(r.kind.clone()));
            }
            v
        })
        .collect();
    let body = json!({
        "ratings": ratings,
        "stats": stats_json(&games),
        "games": games.iter().map(history_game_json).collect::<Vec<_>>(),
    });
    Ok((
        [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))],
        Json(body),
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forfeited_seats_are_placed_last_after_the_results_order() {
        // Seat 0 won, seat 1 second, seat 2 conceded while placed first by the engine.
        assert_eq!(
            rated_places(&[2, 3, 1], &[false, false, true]),
            vec![1, 2, 3]
        );
        // Ties stay ties; two forfeits tie last.
        assert_eq!(
            rated_places(&[1, 1, 2, 3], &[false, false, true, true]),
            vec![1, 1, 2, 2]
        );
    }

    #[test]
    fn both_ranking_shapes_give_places() {
        let dl = json!({"ranking": [[1], [0, 2]]});
        assert_eq!(result_places(&dl, 3), Some(vec![2, 1, 2]));
        let wt = json!({"ranking": [2, 0, 1]});
        assert_eq!(result_places(&wt, 3), Some(vec![2, 3, 1]));
        assert_eq!(result_places(&json!({"scores": [1, 2]}), 2), None);
        assert_eq!(result_places(&json!({"ranking": [0]}), 2), None);
    }

    #[test]
    fn a_takeover_counts_as_a_loss_unless_its_player_came_back() {
        let ev = |seat: usize, kind: &str| SeatEventRow {
            n: 0,
            after_seq: 0,
            seat,
            event: json!({ "kind": kind, "voters": [] }),
            at_ms: 0,
        };
        let events = [
            ev(0, "takeover"),
            ev(0, "reclaim"),
            ev(1, "takeover"),
            ev(2, "timeout"),
        ];
        assert_eq!(forfeited_seats(&events, 4), vec![false, true, true, false]);
    }

    #[test]
    fn only_distinct_accounts_in_every_seat_count() {
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(
            eligibility([(0, false, Some(a)), (1, false, Some(b))], 2),
            Ok(vec![a, b])
        );
        assert_eq!(
            eligibility([(0, false, Some(a)), (1, true, None)], 2),
            Err(Outcome::Bot)
        );
        assert_eq!(
            eligibility([(0, false, Some(a)), (1, false, None)], 2),
            Err(Outcome::Guest)
        );
        assert_eq!(eligibility([(0, false, Some(a))], 2), Err(Outcome::Guest));
        assert_eq!(
            eligibility([(0, false, Some(a)), (1, false, Some(a))], 2),
            Err(Outcome::SameAccount)
        );
    }
}
