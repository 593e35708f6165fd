//! The store's part of e-mail (issue #30): the address each seat gave and whether its owner
//! confirmed it, the count of every e-mail sent (per address and per lobby, for the rate limits,
//! and once per decision for "your turn"), and the owners' refusals (migration
//! 20261126000040). Knows nothing of SMTP or of what an e-mail says; `crate::mail` decides.
//!
//! Only `seat_emails` holds addresses; the other tables hold an address's key (a hash), so a
//! count or a refusal names nobody.

use sqlx::Row;
use uuid::Uuid;

use super::{to_i32, to_usize, Pool, Result, Store, StoreError};

/// One hour, the window of the hourly limits, in ms.
const HOUR_MS: i64 = 3_600_000;
/// One day, the window of the confirmation limit, in ms.
const DAY_MS: i64 = 24 * HOUR_MS;

/// The address a seat gave, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatEmailRow {
    /// The seat.
    pub seat: usize,
    /// The address (as `crate::mail::check_address` answered it).
    pub email: String,
    /// Its owner confirmed it; until then it gets nothing but the confirmation request.
    pub confirmed: bool,
    /// The language of its e-mails (`en`, `cs`, `pl`).
    pub lang: String,
    /// The token of the unsubscribe link its e-mails carry.
    pub unsubscribe_token: String,
}

/// A new (unconfirmed) address for a seat, stored together with its confirmation e-mail.
#[derive(Clone, Debug)]
pub struct PendingEmail<'a> {
    /// The address.
    pub email: &'a str,
    /// Hash of the confirmation link's token.
    pub confirm_hash: &'a str,
    /// The unsubscribe link's token.
    pub unsubscribe_token: &'a str,
    /// The language of its e-mails.
    pub lang: &'a str,
}

/// One e-mail about to be sent.
#[derive(Clone, Debug)]
pub struct MailRecord<'a> {
    /// The key of the address (`crate::mail::address_key`).
    pub address_key: &'a str,
    /// The lobby it is about.
    pub lobby_id: Uuid,
    /// The seat it goes to.
    pub seat: usize,
    /// `confirm`, `your_turn`, `reminder` or `group_invite` (`Mailer::send_group_invite`).
    pub kind: &'static str,
    /// For e-mails sent once per decision: the commands stored when the decision became the
    /// seat's. A second e-mail of the same kind for the same decision is refused.
    pub decision: Option<i64>,
    /// Now, ms since the epoch.
    pub at_ms: i64,
}

/// The rate limits of e-mail (counted over the stored e-mails, so they hold across restarts
/// and nodes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MailQuota {
    /// E-mails (of every kind) to one address in any hour.
    pub per_address_per_hour: u32,
    /// E-mails (of every kind) about one lobby in any hour.
    pub per_lobby_per_hour: u32,
    /// Confirmation requests to one address in any 24 hours.
    pub confirms_per_address_per_day: u32,
}

/// Whether an e-mail may go out; when it may, it is already counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MailGate {
    /// Recorded: send it.
    Send,
    /// This e-mail was already sent for this decision.
    Duplicate,
    /// The address's owner asked for no e-mail from this lobby, or from this server.
    OptedOut,
    /// A rate limit: the next e-mail of this kind may go out in this many ms.
    Limited {
        /// Milliseconds until the oldest e-mail counted leaves its window.
        retry_after_ms: i64,
    },
}

/// What an unsubscribe link stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsubscribe {
    /// Every e-mail about this lobby to this address.
    Lobby,
    /// Every e-mail from this server to this address.
    All,
}

/// What a confirmation link finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfirmLink {
    /// The seat whose address it confirms.
    pub seat: usize,
    /// The language of that address's e-mails.
    pub lang: String,
    /// Already confirmed.
    pub confirmed: bool,
    /// Requested at, ms since the epoch.
    pub requested_at_ms: i64,
}

impl Store {
    /// Decides whether the e-mail `rec` may go out and, when it may, counts it — in one
    /// transaction that first writes the address's row, so concurrent e-mails to one address
    /// are counted one after the other. With `pending`, the seat's address is replaced by that
    /// unconfirmed one in the same transaction (a confirmation request).
    ///
    /// # Errors
    /// Fails when the database fails; then nothing was counted or stored.
    pub async fn record_mail(
        &self,
        rec: &MailRecord<'_>,
        quota: &MailQuota,
        pending: Option<&PendingEmail<'_>>,
    ) -> Result<MailGate> {
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            let blocked: Option<i64> = sqlx::query(
                "INSERT INTO mail_addresses (address_key, last_at_ms) VALUES ($1, $2) \
                 ON CONFLICT (address_key) DO UPDATE SET last_at_ms = excluded.last_at_ms \
                 RETURNING blocked_at_ms",
            )
            .bind(rec.address_key)
            .bind(rec.at_ms)
            .fetch_one(&mut *tx)
            .await?
            .try_get("blocked_at_ms")?;
            let opted_out = sqlx::query(
                "SELECT 1 AS x FROM mail_optouts WHERE address_key = $1 AND lobby_id = $2",
            )
            .bind(rec.address_key)
            .bind(rec.lobby_id)
            .fetch_optional(&mut *tx)
            .await?
            .is_some();
            let duplicate = match rec.decision {
                Some(decision) => sqlx::query(
                    "SELECT 1 AS x FROM mail_sent \
                     WHERE lobby_id = $1 AND seat = $2 AND kind = $3 AND decision = $4",
                )
                .bind(rec.lobby_id)
                .bind(to_i32(rec.seat))
                .bind(rec.kind)
                .bind(decision)
                .fetch_optional(&mut *tx)
                .await?
                .is_some(),
                None => false,
            };
            let mut limits = vec![
                (
                    "SELECT COUNT(*) AS n, MIN(at_ms) AS oldest FROM mail_sent \
                     WHERE address_key = $1 AND at_ms > $2",
                    HOUR_MS,
                    quota.per_address_per_hour,
                ),
            ];
            if rec.kind == "confirm" {
                limits.push((
                    "SELECT COUNT(*) AS n, MIN(at_ms) AS oldest FROM mail_sent \
                     WHERE address_key = $1 AND at_ms > $2 AND kind = 'confirm'",
                    DAY_MS,
                    quota.confirms_per_address_per_day,
                ));
            }
            let mut retry_after_ms = None::<i64>;
            for (sql, span, max) in limits {
                let row = sqlx::query(sql)
                    .bind(rec.address_key)
                    .bind(rec.at_ms - span)
                    .fetch_one(&mut *tx)
                    .await?;
                let (n, oldest): (i64, Option<i64>) = (row.try_get("n")?, row.try_get("oldest")?);
                if n >= i64::from(max) {
                    let wait = oldest.map_or(span, |o| o + span - rec.at_ms).max(1);
                    retry_after_ms = Some(retry_after_ms.map_or(wait, |r| r.max(wait)));
                }
            }
            let row = sqlx::query(
                "SELECT COUNT(*) AS n, MIN(at_ms) AS oldest FROM mail_sent \
                 WHERE lobby_id = $1 AND at_ms > $2",
            )
            .bind(rec.lobby_id)
            .bind(rec.at_ms - HOUR_MS)
            .fetch_one(&mut *tx)
            .await?;
            let (n, oldest): (i64, Option<i64>) = (row.try_get("n")?, row.try_get("oldest")?);
            if n >= i64::from(quota.per_lobby_per_hour) {
                let wait = oldest.map_or(HOUR_MS, |o| o + HOUR_MS - rec.at_ms).max(1);
                retry_after_ms = Some(retry_after_ms.map_or(wait, |r| r.max(wait)));
            }
            let gate = if blocked.is_some() || opted_out {
                MailGate::OptedOut
            } else if duplicate {
                MailGate::Duplicate
            } else if let Some(retry_after_ms) = retry_after_ms {
                MailGate::Limited { retry_after_ms }
            } else {
                MailGate::Send
            };
            if gate == MailGate::Send {
                sqlx::query(
                    "INSERT INTO mail_sent (address_key, lobby_id, seat, kind, decision, at_ms) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(rec.address_key)
                .bind(rec.lobby_id)
                .bind(to_i32(rec.seat))
                .bind(rec.kind)
                .bind(rec.decision)
                .bind(rec.at_ms)
                .execute(&mut *tx)
                .await?;
                if let Some(new) = pending {
                    sqlx::query(
                        "INSERT INTO seat_emails (lobby_id, seat, email, confirmed_at_ms, confirm_hash, \
                         requested_at_ms, unsubscribe_token, address_key, lang) \
                         VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8) \
                         ON CONFLICT (lobby_id, seat) DO UPDATE SET email = excluded.email, \
                         confirmed_at_ms = NULL, confirm_hash = excluded.confirm_hash, \
                         requested_at_ms = excluded.requested_at_ms, \
                         unsubscribe_token = excluded.unsubscribe_token, \
                         address_key = excluded.address_key, lang = excluded.lang",
                    )
                    .bind(rec.lobby_id)
                    .bind(to_i32(rec.seat))
                    .bind(new.email)
                    .bind(new.confirm_hash)
                    .bind(rec.at_ms)
                    .bind(new.unsubscribe_token)
                    .bind(rec.address_key)
                    .bind(new.lang)
                    .execute(&mut *tx)
                    .await?;
                }
            }
            tx.commit().await?;
            gate
        }))
    }

    /// The e-mails counted for a lobby, oldest first: seat and kind. (Every e-mail is counted
    /// before it goes out, so this is everything the lobby sent, or tried to send.)
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn mails_sent(&self, lobby_id: Uuid) -> Result<Vec<(usize, String)>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT seat, kind FROM mail_sent WHERE lobby_id = $1 ORDER BY at_ms, seat",
            )
            .bind(lobby_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seat: i32 = r.try_get("seat")?;
                out.push((to_usize(i64::from(seat))?, r.try_get("kind")?));
            }
            out
        }))
    }

    /// Removes the address of a seat (its player removed it, or left the seat).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn remove_seat_email(&self, lobby_id: Uuid, seat: usize) -> Result<()> {
        on_pool!(self, p => {
            let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
            sqlx::query("DELETE FROM seat_emails WHERE lobby_id = $1 AND seat = $2")
                .bind(lobby_id)
                .bind(to_i32(seat))
                .execute(&mut *conn)
                .await?;
        });
        Ok(())
    }

    /// The addresses of a lobby's seats, confirmed or not, by seat.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn seat_emails(&self, lobby_id: Uuid) -> Result<Vec<SeatEmailRow>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT seat, email, confirmed_at_ms, lang, unsubscribe_token FROM seat_emails \
                 WHERE lobby_id = $1 ORDER BY seat",
            )
            .bind(lobby_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seat: i32 = r.try_get("seat")?;
                let confirmed: Option<i64> = r.try_get("confirmed_at_ms")?;
                let token: Option<String> = r.try_get("unsubscribe_token")?;
                out.push(SeatEmailRow {
                    seat: to_usize(i64::from(seat))?,
                    email: r.try_get("email")?,
                    confirmed: confirmed.is_some(),
                    lang: r.try_get("lang")?,
                    unsubscribe_token: token.unwrap_or_default(),
                });
            }
            out
        }))
    }

    /// What the confirmation link whose token hashes to `confirm_hash` is about, if it is one of
    /// this lobby's.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn confirm_link(
        &self,
        lobby_id: Uuid,
        confirm_hash: &str,
    ) -> Result<Option<ConfirmLink>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT seat, lang, confirmed_at_ms, requested_at_ms FROM seat_emails \
                 WHERE lobby_id = $1 AND confirm_hash = $2",
            )
            .bind(lobby_id)
            .bind(confirm_hash)
            .fetch_optional(p)
            .await?;
            match row {
                None => None,
                Some(r) => {
                    let seat: i32 = r.try_get("seat")?;
                    let confirmed: Option<i64> = r.try_get("confirmed_at_ms")?;
                    Some(ConfirmLink {
                        seat: to_usize(i64::from(seat))?,
                        lang: r.try_get("lang")?,
                        confirmed: confirmed.is_some(),
                        requested_at_ms: r.try_get("requested_at_ms")?,
                    })
                }
            }
        }))
    }

    /// Confirms the address whose confirmation token hashes to `confirm_hash`, when it was
    /// requested after `not_before_ms`; answers its seat (also when it was confirmed already).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn confirm_email(
        &self,
        lobby_id: Uuid,
        confirm_hash: &str,
        not_before_ms: i64,
        at_ms: i64,
    ) -> Result<Option<usize>> {
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "UPDATE seat_emails SET confirmed_at_ms = $3 \
                 WHERE lobby_id = $1 AND confirm_hash = $2 AND confirmed_at_ms IS NULL \
                 AND requested_at_ms > $4",
            )
            .bind(lobby_id)
            .bind(confirm_hash)
            .bind(at_ms)
            .bind(not_before_ms)
            .execute(&mut *tx)
            .await?;
            let row = sqlx::query(
                "SELECT seat FROM seat_emails \
                 WHERE lobby_id = $1 AND confirm_hash = $2 AND confirmed_at_ms IS NOT NULL",
            )
            .bind(lobby_id)
            .bind(confirm_hash)
            .fetch_optional(&mut *tx)
            .await?;
            tx.commit().await?;
            match row {
                Some(r) => {
                    let seat: i32 = r.try_get("seat")?;
                    Some(to_usize(i64::from(seat))?)
                }
                None => None,
            }
        }))
    }

    /// The language of the address whose unsubscribe token is `token`, if it is one of this
    /// lobby's.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn unsubscribe_link(&self, lobby_id: Uuid, token: &str) -> Result<Option<String>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT lang FROM seat_emails WHERE lobby_id = $1 AND unsubscribe_token = $2",
            )
            .bind(lobby_id)
            .bind(token)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => Some(r.try_get::<String, _>("lang")?),
                None => None,
            }
        }))
    }

    /// Stops e-mail to the address whose unsubscribe token is `token`: from this lobby (every
    /// seat of the lobby with that address loses it, and the lobby will not take it again), or
    /// from this server. Answers the address's language, or `None` when the token is unknown.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn unsubscribe(
        &self,
        lobby_id: Uuid,
        token: &str,
        what: Unsubscribe,
        at_ms: i64,
    ) -> Result<Option<String>> {
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            let row = sqlx::query(
                "SELECT address_key, lang FROM seat_emails WHERE lobby_id = $1 AND unsubscribe_token = $2",
            )
            .bind(lobby_id)
            .bind(token)
            .fetch_optional(&mut *tx)
            .await?;
            match row {
                None => None,
                Some(r) => {
                    let key: String = r.try_get("address_key")?;
                    let lang: String = r.try_get("lang")?;
                    sqlx::query("DELETE FROM seat_emails WHERE lobby_id = $1 AND address_key = $2")
                        .bind(lobby_id)
                        .bind(&key)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query(
                        "INSERT INTO mail_optouts (address_key, lobby_id, at_ms) VALUES ($1, $2, $3) \
                         ON CONFLICT (address_key, lobby_id) DO NOTHING",
                    )
                    .bind(&key)
                    .bind(lobby_id)
                    .bind(at_ms)
                    .execute(&mut *tx)
                    .await?;
                    if what == Unsubscribe::All {
                        sqlx::query(
                            "INSERT INTO mail_addresses (address_key, last_at_ms, blocked_at_ms) \
                             VALUES ($1, $2, $2) ON CONFLICT (address_key) \
                             DO UPDATE SET blocked_at_ms = excluded.blocked_at_ms",
                        )
                        .bind(&key)
                        .bind(at_ms)
                        .execute(&mut *tx)
                        .await?;
                    }
                    tx.commit().await?;
                    Some(lang)
                }
            }
        }))
    }
}
