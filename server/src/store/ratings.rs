//! The store's part of ratings and history (issue #39 items 3 and 4; migration
//! 20261127000020): what a finished game of a rated lobby needs to be rated, the one
//! transaction that rates it (at most once per game), the ratings of accounts, the seats of
//! lobbies with their players' ratings, and an account's finished games. Knows nothing of the
//! rating system: `crate::account::ratings` computes the new ratings and hands them in.

use std::collections::HashMap;

use serde_json::Value;
use sqlx::types::Json;
use sqlx::Row;
use uuid::Uuid;

use super::seats::SeatEventRow;
use super::{to_i32, to_usize, Pool, Result, Store, StoreError};

/// A seat of a finished game as rating it needs: who sat there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingSeat {
    /// Seat index.
    pub seat: usize,
    /// A bot seated by the host.
    pub is_bot: bool,
    /// The account that claimed the seat, if any.
    pub account_id: Option<Uuid>,
}

/// Everything rating a finished game reads.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingFacts {
    /// The game.
    pub game_id: Uuid,
    /// GameKind wire id.
    pub kind: String,
    /// The lobby's options (where `rated` is).
    pub options: Value,
    /// Number of seats.
    pub n_seats: usize,
    /// The stored result, once the game finished.
    pub result: Option<Value>,
    /// The filled seats, by seat.
    pub seats: Vec<RatingSeat>,
    /// The game's seat events (concessions, timeouts, takeovers), in order.
    pub events: Vec<SeatEventRow>,
    /// How the game was settled already (`rated`, or why not), when it was.
    pub settled: Option<String>,
}

/// One seat's part in rating a game, as it is written.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedSeat {
    /// Seat index.
    pub seat: usize,
    /// Its account.
    pub account_id: Uuid,
    /// 1 = best; equal places tie.
    pub place: usize,
    /// Conceded, timed out or handed to a bot.
    pub forfeited: bool,
}

/// One game's rating, as [`Store::settle_rating`] writes it.
#[derive(Clone, Debug)]
pub struct Settling<'a> {
    /// The game.
    pub game_id: Uuid,
    /// GameKind wire id.
    pub kind: &'a str,
    /// `rated`, or why the game does not count.
    pub outcome: &'a str,
    /// Each seat's part (empty unless `rated`).
    pub seats: &'a [RatedSeat],
    /// The rating of an account without one yet.
    pub default: MuSigma,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

/// A rating: skill estimate and uncertainty (Weng-Lin mu and sigma).
pub type MuSigma = (f64, f64);

/// An account's rating in one game kind.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    /// GameKind wire id.
    pub kind: String,
    /// Skill estimate.
    pub rating: f64,
    /// Its uncertainty.
    pub uncertainty: f64,
    /// Rated games finished.
    pub n_games: i64,
}

/// A filled seat of a lobby with its player's rating in the lobby's game kind.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRating {
    /// Seat index.
    pub seat: usize,
    /// The seat's name.
    pub name: String,
    /// A bot seated by the host.
    pub is_bot: bool,
    /// The account that claimed the seat, if any.
    pub account_id: Option<Uuid>,
    /// That account's rating in this kind, when it has one.
    pub rating: Option<RatingRow>,
}

/// A lobby's rated option and its seats with ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct LobbyRatings {
    /// GameKind wire id.
    pub kind: String,
    /// The lobby's options.
    pub options: Value,
    /// Number of seats.
    pub n_seats: usize,
    /// The filled seats, by seat.
    pub seats: Vec<SeatRating>,
}

/// A finished game of an account, for its history.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryGame {
    /// The game.
    pub game_id: Uuid,
    /// Its lobby.
    pub lobby_id: Uuid,
    /// GameKind wire id.
    pub kind: String,
    /// The account's seat.
    pub seat: usize,
    /// Finished at, ms since the epoch.
    pub finished_at_ms: i64,
    /// The stored result.
    pub result: Value,
    /// Every seat's name and whether a bot sat there, by seat.
    pub players: Vec<(usize, String, bool)>,
    /// How the rating was settled (`rated`, or why not); `None`: not a rated lobby's game (or
    /// not settled yet).
    pub rating_outcome: Option<String>,
    /// This seat's rating change: place, forfeited, before, after (mu) and uncertainty after.
    pub change: Option<HistoryChange>,
}

/// What a rated game did to one seat's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryChange {
    /// The place rated.
    pub place: usize,
    /// Counted as a loss.
    pub forfeited: bool,
    /// Skill estimate before.
    pub before: f64,
    /// Skill estimate after.
    pub after: f64,
    /// Uncertainty after.
    pub uncertainty_after: f64,
}

impl Store {
    /// What rating the game `game_id` needs; `None` when there is no such game.
    ///
    /// # Errors
    /// Fails when the database fails or a row is corrupt.
    pub async fn rating_facts(&self, game_id: Uuid) -> Result<Option<RatingFacts>> {
        let events = self.seat_events(game_id).await?;
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT g.lobby_id, g.kind, g.n_seats, l.options, r.result, \
                 (SELECT rg.outcome FROM rating_games rg WHERE rg.game_id = g.id) AS settled \
                 FROM games g JOIN lobbies l ON l.id = g.lobby_id \
                 LEFT JOIN results r ON r.game_id = g.id WHERE g.id = $1",
            )
            .bind(game_id)
            .fetch_optional(p)
            .await?;
            match row {
                None => None,
                Some(row) => {
                    let lobby_id: Uuid = row.try_get("lobby_id")?;
                    let seats = sqlx::query(
                        "SELECT s.seat, s.is_bot, c.account_id FROM seats s \
                         LEFT JOIN seat_claims c ON c.lobby_id = s.lobby_id AND c.seat = s.seat \
                         WHERE s.lobby_id = $1 ORDER BY s.seat",
                    )
                    .bind(lobby_id)
                    .fetch_all(p)
                    .await?;
                    let mut out = Vec::with_capacity(seats.len());
                    for s in seats {
                        let seat: i32 = s.try_get("seat")?;
                        out.push(RatingSeat {
                            seat: to_usize(i64::from(seat))?,
                            is_bot: s.try_get("is_bot")?,
                            account_id: s.try_get("account_id")?,
                        });
                    }
                    let n_seats: i32 = row.try_get("n_seats")?;
                    let Json(options): Json<Value> = row.try_get("options")?;
                    let result: Option<Json<Value>> = row.try_get("result")?;
                    Some(RatingFacts {
                        game_id,
                        kind: row.try_get("kind")?,
                        options,
                        n_seats: to_usize(i64::from(n_seats))?,
                        result: result.map(|Json(v)| v),
                        seats: out,
                        events: events.clone(),
                        settled: row.try_get("settled")?,
                    })
                }
            }
        }))
    }

    /// Settles the rating of a finished game, at most once: writes its `rating_games` row with
    /// its outcome, and when that is `rated`, reads the current ratings of the seats' accounts
    /// (an account without one starts at the default), asks `compute` for the new ones (in the
    /// order of the seats) and writes them with one `rating_changes` row per seat, all in one
    /// transaction. Answers whether this call settled it (`false`: it was settled before, and
    /// nothing changed).
    ///
    /// # Errors
    /// Fails when the database fails; nothing is then changed.
    pub async fn settle_rating(
        &self,
        s: &Settling<'_>,
        compute: &(dyn Fn(&[MuSigma]) -> Vec<MuSigma> + Send + Sync),
    ) -> Result<bool> {
        let Settling {
            game_id,
            kind,
            outcome,
            seats,
            default,
            at_ms,
        } = *s;
        let is_pg = self.backend() == "postgres";
        let mut accounts: Vec<Uuid> = seats.iter().map(|s| s.account_id).collect();
        accounts.sort_unstable();
        accounts.dedup();
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            // The row is the game's "rated once" mark; a second settling finds it and stops.
            let fresh = sqlx::query(
                "INSERT INTO rating_games (game_id, kind, outcome, at_ms) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (game_id) DO NOTHING",
            )
            .bind(game_id)
            .bind(kind)
            .bind(outcome)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            if !fresh || outcome != "rated" {
                tx.commit().await?;
                fresh
            } else {
                // Accounts in one order in every transaction, so two games sharing players
                // wait for each other instead of deadlocking.
                for a in &accounts {
                    sqlx::query(
                        "INSERT INTO account_ratings (account_id, kind, rating, uncertainty, n_games, updated_at_ms) \
                         VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (account_id, kind) DO NOTHING",
                    )
                    .bind(a)
                    .bind(kind)
                    .bind(default.0)
                    .bind(default.1)
                    .bind(at_ms)
                    .execute(&mut *tx)
                    .await?;
                }
                let mut current: HashMap<Uuid, MuSigma> = HashMap::new();
                for a in &accounts {
                    // PostgreSQL locks the row until the commit; SQLite's transaction holds the
                    // whole file's write lock since its first insert.
                    let sql = if is_pg {
                        "SELECT rating, uncertainty FROM account_ratings WHERE account_id = $1 AND kind = $2 FOR UPDATE"
                    } else {
                        "SELECT rating, uncertainty FROM account_ratings WHERE account_id = $1 AND kind = $2"
                    };
                    let r = sqlx::query(sql).bind(a).bind(kind).fetch_one(&mut *tx).await?;
                    current.insert(*a, (r.try_get("rating")?, r.try_get("uncertainty")?));
                }
                let before: Vec<MuSigma> = seats
                    .iter()
                    .map(|s| current.get(&s.account_id).copied().unwrap_or(default))
                    .collect();
                let after = compute(&before);
                for ((s, b), a) in seats.iter().zip(&before).zip(&after) {
                    sqlx::query(
                        "UPDATE account_ratings SET rating = $3, uncertainty = $4, n_games = n_games + 1, \
                         updated_at_ms = $5 WHERE account_id = $1 AND kind = $2",
                    )
                    .bind(s.account_id)
                    .bind(kind)
                    .bind(a.0)
                    .bind(a.1)
                    .bind(at_ms)
                    .execute(&mut *tx)
                    .await?;
                    sqlx::query(
                        "INSERT INTO rating_changes (game_id, seat, account_id, place, forfeited, \
                         rating_before, uncertainty_before, rating_after, uncertainty_after) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                    )
                    .bind(game_id)
                    .bind(to_i32(s.seat))
                    .bind(s.account_id)
                    .bind(to_i32(s.place))
                    .bind(s.forfeited)
                    .bind(b.0)
                    .bind(b.1)
                    .bind(a.0)
                    .bind(a.1)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                true
            }
        }))
    }

    /// Finished games of rated lobbies whose rating was never settled (the server stopped
    /// between the finish and the rating), oldest first.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn unsettled_rated_games(&self) -> Result<Vec<Uuid>> {
        // The options are JSONB in PostgreSQL and JSON text in SQLite.
        let rated = if self.backend() == "postgres" {
            "(l.options ->> 'rated') = 'true'"
        } else {
            "json_extract(l.options, '$.rated') = 1"
        };
        let sql = format!(
            "SELECT g.id FROM games g JOIN lobbies l ON l.id = g.lobby_id \
             WHERE g.status = 'finished' AND {rated} \
             AND EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id) \
             AND NOT EXISTS (SELECT 1 FROM rating_games rg WHERE rg.game_id = g.id) \
             ORDER BY g.finished_at_ms"
        );
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(&sql).fetch_all(p).await?;
            rows.iter()
                .map(|r| r.try_get("id"))
                .collect::<std::result::Result<Vec<Uuid>, _>>()?
        }))
    }

    /// An account's ratings, one per game kind it finished a rated game of.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn account_ratings(&self, account_id: Uuid) -> Result<Vec<RatingRow>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT kind, rating, uncertainty, n_games FROM account_ratings \
                 WHERE account_id = $1 ORDER BY kind",
            )
            .bind(account_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                out.push(RatingRow {
                    kind: r.try_get("kind")?,
                    rating: r.try_get("rating")?,
                    uncertainty: r.try_get("uncertainty")?,
                    n_games: r.try_get("n_games")?,
                });
            }
            out
        }))
    }

    /// The seats of lobbies with their players' ratings: of one lobby (`Some(id)`), or of every
    /// lobby `GET /api/lobbies` lists (open and public).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn lobby_ratings(&self, lobby: Option<Uuid>) -> Result<HashMap<Uuid, LobbyRatings>> {
        let filter = if lobby.is_some() {
            "l.id = $1"
        } else {
            "l.status = 'open' AND l.public"
        };
        let sql = format!(
            "SELECT l.id AS lobby_id, l.kind, l.options, l.n_seats, s.seat, s.name, s.is_bot, c.account_id, \
             r.rating, r.uncertainty, r.n_games FROM lobbies l \
             JOIN seats s ON s.lobby_id = l.id \
             LEFT JOIN seat_claims c ON c.lobby_id = s.lobby_id AND c.seat = s.seat \
             LEFT JOIN account_ratings r ON r.account_id = c.account_id AND r.kind = l.kind \
             WHERE {filter} ORDER BY l.id, s.seat"
        );
        Ok(on_pool!(self, p => {
            let mut q = sqlx::query(&sql);
            if let Some(id) = lobby {
                q = q.bind(id);
            }
            let rows = q.fetch_all(p).await?;
            let mut out: HashMap<Uuid, LobbyRatings> = HashMap::new();
            for r in rows {
                let lobby_id: Uuid = r.try_get("lobby_id")?;
                let kind: String = r.try_get("kind")?;
                let entry = match out.entry(lobby_id) {
                    std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                    std::collections::hash_map::Entry::Vacant(v) => {
                        let Json(options): Json<Value> = r.try_get("options")?;
                        let n_seats: i32 = r.try_get("n_seats")?;
                        v.insert(LobbyRatings {
                            kind: kind.clone(),
                            options,
                            n_seats: to_usize(i64::from(n_seats))?,
                            seats: Vec::new(),
                        })
                    }
                };
                let seat: i32 = r.try_get("seat")?;
                let rating: Option<f64> = r.try_get("rating")?;
                let rating = match rating {
                    Some(rating) => Some(RatingRow {
                        kind,
                        rating,
                        uncertainty: r.try_get("uncertainty")?,
                        n_games: r.try_get("n_games")?,
                    }),
                    None => None,
                };
                entry.seats.push(SeatRating {
                    seat: to_usize(i64::from(seat))?,
                    name: r.try_get("name")?,
                    is_bot: r.try_get("is_bot")?,
                    account_id: r.try_get("account_id")?,
                    rating,
                });
            }
            out
        }))
    }

    /// The finished games of the seats an account claimed, newest first (at most 500), with
    /// their results, players and what each did to the account's rating.
    ///
    /// # Errors
    /// Fails when the database fails or a row is corrupt.
    pub async fn account_history(&self, account_id: Uuid) -> Result<Vec<HistoryGame>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT c.seat, g.id, g.lobby_id, g.kind, g.finished_at_ms, r.result, rg.outcome, \
                 rc.place, rc.forfeited, rc.rating_before, rc.rating_after, rc.uncertainty_after \
                 FROM seat_claims c JOIN games g ON g.lobby_id = c.lobby_id \
                 JOIN results r ON r.game_id = g.id \
                 LEFT JOIN rating_games rg ON rg.game_id = g.id \
                 LEFT JOIN rating_changes rc ON rc.game_id = g.id AND rc.seat = c.seat \
                 WHERE c.account_id = $1 AND g.status = 'finished' \
                 ORDER BY g.finished_at_ms DESC LIMIT 500",
            )
            .bind(account_id)
            .fetch_all(p)
            .await?;
            let seats = sqlx::query(
                "SELECT s.lobby_id, s.seat, s.name, s.is_bot FROM seats s \
                 JOIN seat_claims c ON c.lobby_id = s.lobby_id \
                 WHERE c.account_id = $1 ORDER BY s.lobby_id, s.seat",
            )
            .bind(account_id)
            .fetch_all(p)
            .await?;
            let mut players: HashMap<Uuid, Vec<(usize, String, bool)>> = HashMap::new();
            for r in seats {
                let seat: i32 = r.try_get("seat")?;
                let seat = to_usize(i64::from(seat))?;
                let entry = players.entry(r.try_get("lobby_id")?).or_default();
                // One lobby's seats come once per claim of it: keep each seat once.
                if !entry.iter().any(|(s, _, _)| *s == seat) {
                    entry.push((seat, r.try_get("name")?, r.try_get("is_bot")?));
                }
            }
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let lobby_id: Uuid = r.try_get("lobby_id")?;
                let seat: i32 = r.try_get("seat")?;
                let Json(result): Json<Value> = r.try_get("result")?;
                let finished: Option<i64> = r.try_get("finished_at_ms")?;
                let place: Option<i32> = r.try_get("place")?;
                let change = match place {
                    Some(place) => Some(HistoryChange {
                        place: to_usize(i64::from(place))?,
                        forfeited: r.try_get("forfeited")?,
                        before: r.try_get("rating_before")?,
                        after: r.try_get("rating_after")?,
                        uncertainty_after: r.try_get("uncertainty_after")?,
                    }),
                    None => None,
                };
                out.push(HistoryGame {
                    game_id: r.try_get("id")?,
                    lobby_id,
                    kind: r.try_get("kind")?,
                    seat: to_usize(i64::from(seat))?,
                    finished_at_ms: finished.unwrap_or_default(),
                    result,
                    players: players.get(&lobby_id).cloned().unwrap_or_default(),
                    rating_outcome: r.try_get("outcome")?,
                    change,
                });
            }
            out
        }))
    }
}
