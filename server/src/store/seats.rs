//! The store's part of seats whose player is away (issue #17): a lobby's clock option, the
//! seat events of a game's log, the clock checkpoint, and a seat's token replaced by the host.
//! Separate tables (migration 20261123000020), so nothing here touches the command path.

use serde_json::Value;
use sqlx::types::Json;
use sqlx::Row;
use uuid::Uuid;

use super::leases::{fence_game_in, fence_in};
use super::{to_i32, to_usize, Pool, Result, Store, StoreError};

/// A stored seat event.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SeatEventRow {
    /// Number within the game, from 0.
    pub n: i64,
    /// Commands stored before it.
    pub after_seq: i64,
    /// The seat it is about.
    pub seat: usize,
    /// The event (`protocol::seats::SeatEvent`).
    pub event: Value,
    /// Time, ms since the epoch.
    pub at_ms: i64,
}

/// A seat of a rematch lobby kept for a player of the finished game (issue #37).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptSeat {
    /// The seat in the rematch lobby.
    pub seat: usize,
    /// The player's seat in the finished game.
    pub old_seat: usize,
    /// The player's name.
    pub name: String,
    /// Kept until then (ms since the epoch); an ordinary free seat afterwards.
    pub until_ms: i64,
}

/// A game's clock checkpoint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRow {
    /// Time left per seat, ms.
    pub remaining: Vec<u64>,
    /// Per seat: the reminder of the decision it owed at this checkpoint was sent (empty when
    /// none ever was; migration 20261124000010).
    pub reminded: Vec<bool>,
    /// Commands stored when it was taken.
    pub after_seq: i64,
    /// Time, ms since the epoch.
    pub at_ms: i64,
}

/// Inserts one seat event row inside the transaction `tx` (either store).
macro_rules! insert_seat_event {
    ($tx:ident, $game_id:expr, $e:expr) => {
        sqlx::query(
            "INSERT INTO seat_events (game_id, n, after_seq, seat, event, at_ms) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind($game_id)
        .bind($e.n)
        .bind($e.after_seq)
        .bind(to_i32($e.seat))
        .bind(Json(&$e.event))
        .bind($e.at_ms)
        .execute(&mut *$tx)
        .await?
    };
}
pub(super) use insert_seat_event;

impl Store {
    /// Stores the clock a host chose for a lobby.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn set_lobby_clock(&self, lobby_id: Uuid, clock: &Value) -> Result<()> {
        on_pool!(self, p => {
            let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO lobby_clocks (lobby_id, clock) VALUES ($1, $2) \
                 ON CONFLICT (lobby_id) DO UPDATE SET clock = excluded.clock",
            )
            .bind(lobby_id)
            .bind(Json(clock))
            .execute(&mut *conn)
            .await?;
        });
        Ok(())
    }

    /// Stores `rematch_id`, started by `by`, as the rematch of the finished lobby `lobby_id`
    /// unless one is stored already, and answers the rematch that counts (the first one stored)
    /// with the name of who started it.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn set_rematch(
        &self,
        lobby_id: Uuid,
        rematch_id: Uuid,
        by: &str,
        at_ms: i64,
    ) -> Result<(Uuid, String)> {
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO lobby_rematches (lobby_id, rematch_id, by_name, at_ms) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (lobby_id) DO NOTHING",
            )
            .bind(lobby_id)
            .bind(rematch_id)
            .bind(by)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?;
            let row = sqlx::query("SELECT rematch_id, by_name FROM lobby_rematches WHERE lobby_id = $1")
                .bind(lobby_id)
                .fetch_one(&mut *tx)
                .await?;
            let first = (row.try_get("rematch_id")?, row.try_get("by_name")?);
            tx.commit().await?;
            first
        }))
    }

    /// The rematch of a finished lobby and who started it, if one was started.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn rematch_of(&self, lobby_id: Uuid) -> Result<Option<(Uuid, String)>> {
        Ok(on_pool!(self, p => {
            match sqlx::query("SELECT rematch_id, by_name FROM lobby_rematches WHERE lobby_id = $1")
                .bind(lobby_id)
                .fetch_optional(p)
                .await?
            {
                Some(r) => Some((r.try_get("rematch_id")?, r.try_get("by_name")?)),
                None => None,
            }
        }))
    }

    /// Keeps seats of the rematch lobby `lobby_id` for the players of the finished game
    /// (issue #37), all at once. Fenced like every seat change.
    ///
    /// # Errors
    /// Fails when the database fails or a seat is kept already.
    pub async fn keep_seats(&self, lobby_id: Uuid, kept: &[KeptSeat]) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_in!(self, tx, lobby_id);
            for k in kept {
                sqlx::query(
                    "INSERT INTO lobby_kept_seats (lobby_id, seat, old_seat, name, until_ms) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(lobby_id)
                .bind(to_i32(k.seat))
                .bind(to_i32(k.old_seat))
                .bind(&k.name)
                .bind(k.until_ms)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// The seats kept in a rematch lobby, by seat (filled or not, expired or not: the lobby
    /// decides what still counts).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn kept_seats(&self, lobby_id: Uuid) -> Result<Vec<KeptSeat>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT seat, old_seat, name, until_ms FROM lobby_kept_seats WHERE lobby_id = $1 ORDER BY seat",
            )
            .bind(lobby_id)
            .fetch_all(p)
            .await?;
            let mut kept = Vec::with_capacity(rows.len());
            for r in rows {
                let seat: i32 = r.try_get("seat")?;
                let old_seat: i32 = r.try_get("old_seat")?;
                kept.push(KeptSeat {
                    seat: to_usize(i64::from(seat))?,
                    old_seat: to_usize(i64::from(old_seat))?,
                    name: r.try_get("name")?,
                    until_ms: r.try_get("until_ms")?,
                });
            }
            kept
        }))
    }

    /// The clock of a lobby, if one was stored.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn lobby_clock(&self, lobby_id: Uuid) -> Result<Option<Value>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query("SELECT clock FROM lobby_clocks WHERE lobby_id = $1")
                .bind(lobby_id)
                .fetch_optional(p)
                .await?;
            match row {
                Some(r) => {
                    let Json(v): Json<Value> = r.try_get("clock")?;
                    Some(v)
                }
                None => None,
            }
        }))
    }

    /// Appends a seat event; `n` must be the next number of the game's seat events.
    ///
    /// # Errors
    /// Fails when the database fails or `n` is taken; nothing is then stored.
    pub async fn append_seat_event(&self, game_id: Uuid, e: &SeatEventRow) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            // Several nodes: only the lobby's lease holder writes its game's log.
            fence_game_in!(self, tx, game_id);
            insert_seat_event!(tx, game_id, e);
            tx.commit().await?;
        });
        Ok(())
    }

    /// Every seat event of a game, in order.
    ///
    /// # Errors
    /// Fails when the database fails or a row is corrupt.
    pub async fn seat_events(&self, game_id: Uuid) -> Result<Vec<SeatEventRow>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT n, after_seq, seat, event, at_ms FROM seat_events WHERE game_id = $1 ORDER BY n",
            )
            .bind(game_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seat: i32 = r.try_get("seat")?;
                let Json(event): Json<Value> = r.try_get("event")?;
                out.push(SeatEventRow {
                    n: r.try_get("n")?,
                    after_seq: r.try_get("after_seq")?,
                    seat: to_usize(i64::from(seat))?,
                    event,
                    at_ms: r.try_get("at_ms")?,
                });
            }
            out
        }))
    }

    /// Replaces a game's clock checkpoint.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn save_clocks(&self, game_id: Uuid, c: &ClockRow) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_game_in!(self, tx, game_id);
            sqlx::query(
                "INSERT INTO seat_clocks (game_id, remaining, reminded, after_seq, at_ms) \
                 VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (game_id) DO UPDATE SET remaining = excluded.remaining, \
                 reminded = excluded.reminded, after_seq = excluded.after_seq, at_ms = excluded.at_ms",
            )
            .bind(game_id)
            .bind(Json(&c.remaining))
            .bind(Json(&c.reminded))
            .bind(c.after_seq)
            .bind(c.at_ms)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// A game's clock checkpoint, if one was stored.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn load_clocks(&self, game_id: Uuid) -> Result<Option<ClockRow>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query("SELECT remaining, reminded, after_seq, at_ms FROM seat_clocks WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(p)
                .await?;
            match row {
                Some(r) => {
                    let Json(remaining): Json<Vec<u64>> = r.try_get("remaining")?;
                    let reminded: Option<Json<Vec<bool>>> = r.try_get("reminded")?;
                    Some(ClockRow {
                        remaining,
                        reminded: reminded.map(|Json(v)| v).unwrap_or_default(),
                        after_seq: r.try_get("after_seq")?,
                        at_ms: r.try_get("at_ms")?,
                    })
                }
                None => None,
            }
        }))
    }

    /// Gives a filled seat a new token hash (the old token, its device tokens and its claim by an
    /// account stop working) and, for a started game, appends the seat event that records it;
    /// all in one transaction.
    ///
    /// # Errors
    /// Fails when the database fails; nothing is then changed.
    pub async fn replace_seat_token(
        &self,
        lobby_id: Uuid,
        seat: usize,
        token_hash: &str,
        event: Option<(Uuid, &SeatEventRow)>,
    ) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_in!(self, tx, lobby_id);
            let changed = sqlx::query("UPDATE seats SET token_hash = $3 WHERE lobby_id = $1 AND seat = $2")
                .bind(lobby_id)
                .bind(to_i32(seat))
                .bind(token_hash)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if changed != 1 {
                return Err(StoreError::Corrupt(format!("seat {seat} has no row")));
            }
            // The seat's device tokens and its claim by an account (issue #39) go with the old
            // token: the re-invited player is someone else.
            for table in ["seat_devices", "seat_claims"] {
                sqlx::query(&format!("DELETE FROM {table} WHERE lobby_id = $1 AND seat = $2"))
                    .bind(lobby_id)
                    .bind(to_i32(seat))
                    .execute(&mut *tx)
                    .await?;
            }
            if let Some((game_id, e)) = event {
                insert_seat_event!(tx, game_id, e);
            }
            tx.commit().await?;
        });
        Ok(())
    }
}
