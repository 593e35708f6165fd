//! The store's part of accounts (issue #39): accounts, their passkeys and sessions, passkey
//! ceremonies between start and finish, e-mail sign-in links, the seats an account claimed and
//! their per-device tokens (migration 20261127000010). Knows nothing of WebAuthn, cookies or
//! HTTP; `crate::account` decides. Every token is kept as its hash only.

use std::collections::HashMap;

use sqlx::Row;
use uuid::Uuid;

use super::leases::fence_in;
use super::{to_i32, to_usize, Pool, Result, Store, StoreError};

/// Inserts a passkey row inside the transaction `tx` (either store).
macro_rules! insert_passkey {
    ($tx:ident, $k:expr) => {{
        let k = $k;
        sqlx::query(
            "INSERT INTO account_passkeys (cred_id, account_id, name, passkey, created_at_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&k.cred_id)
        .bind(k.account_id)
        .bind(&k.name)
        .bind(&k.passkey)
        .bind(k.created_at_ms)
        .execute(&mut *$tx)
        .await?;
    }};
}

/// A passkey row read from either store.
macro_rules! passkey_row {
    ($r:expr) => {{
        let r = $r;
        PasskeyRow {
            cred_id: r.try_get("cred_id")?,
            account_id: r.try_get("account_id")?,
            name: r.try_get("name")?,
            passkey: r.try_get("passkey")?,
            created_at_ms: r.try_get("created_at_ms")?,
        }
    }};
}

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRow {
    /// Its id (also the WebAuthn user handle of its passkeys).
    pub id: Uuid,
    /// Display name.
    pub name: String,
    /// The address it signs in with by e-mail, if any.
    pub email: Option<String>,
    /// Created at, ms since the epoch.
    pub created_at_ms: i64,
}

/// A passkey of an account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PasskeyRow {
    /// Credential id, base64url.
    pub cred_id: String,
    /// The account it signs in.
    pub account_id: Uuid,
    /// The name the owner gave it.
    pub name: String,
    /// webauthn-rs's `Passkey` as JSON.
    pub passkey: String,
    /// Registered at, ms since the epoch.
    pub created_at_ms: i64,
}

/// A passkey ceremony between its start and its finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRow {
    /// Its id (random, given to the client).
    pub id: String,
    /// `register` or `login`.
    pub kind: String,
    /// The ceremony state as JSON.
    pub state: String,
    /// Registration: the account the passkey is for.
    pub account_id: Uuid,
    /// Registration: the account's name (a new account's) or the passkey's.
    pub name: String,
    /// Registration: adds a passkey to an existing account.
    pub existing: bool,
    /// Valid until, ms since the epoch.
    pub expires_at_ms: i64,
}

/// What claiming a seat found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimOutcome {
    /// The seat is this account's now (or was already).
    Claimed,
    /// Another account claimed it before.
    ClaimedByOther,
}

/// A seat an account claimed, with its lobby, for "my games".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountGame {
    /// The lobby.
    pub lobby_id: Uuid,
    /// The account's seat in it.
    pub seat: usize,
    /// The game's wire id.
    pub game: String,
    /// The lobby's status (`open`, `playing`, `finished`).
    pub status: String,
    /// The host's name (lobbies have no name of their own).
    pub host_name: String,
    /// The lobby's game once started.
    pub game_id: Option<Uuid>,
    /// Every filled seat: number and name.
    pub players: Vec<(usize, String)>,
    /// Created at, ms since the epoch.
    pub created_at_ms: i64,
    /// Last change, ms since the epoch.
    pub updated_at_ms: i64,
}

impl Store {
    /// Creates an account and its first passkey in one transaction.
    ///
    /// # Errors
    /// Fails when the database fails (a taken credential id is a database error).
    pub async fn create_account_with_passkey(
        &self,
        account: &AccountRow,
        passkey: &PasskeyRow,
    ) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO accounts (id, name, email, created_at_ms, updated_at_ms) \
                 VALUES ($1, $2, $3, $4, $4)",
            )
            .bind(account.id)
            .bind(&account.name)
            .bind(&account.email)
            .bind(account.created_at_ms)
            .execute(&mut *tx)
            .await?;
            insert_passkey!(tx, passkey);
            tx.commit().await?;
        });
        Ok(())
    }

    /// Adds a passkey to an existing account.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn add_passkey(&self, passkey: &PasskeyRow) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            insert_passkey!(tx, passkey);
            tx.commit().await?;
        });
        Ok(())
    }

    /// The account with this id.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn account(&self, id: Uuid) -> Result<Option<AccountRow>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT id, name, email, created_at_ms FROM accounts WHERE id = $1",
            )
            .bind(id)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => Some(AccountRow {
                    id: r.try_get("id")?,
                    name: r.try_get("name")?,
                    email: r.try_get("email")?,
                    created_at_ms: r.try_get("created_at_ms")?,
                }),
                None => None,
            }
        }))
    }

    /// Renames an account.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn rename_account(&self, id: Uuid, name: &str, at_ms: i64) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query("UPDATE accounts SET name = $2, updated_at_ms = $3 WHERE id = $1")
                .bind(id)
                .bind(name)
                .bind(at_ms)
                .execute(p)
                .await?;
        });
        Ok(())
    }

    /// The account that signs in with `email`, created (named `name`) when there is none.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn account_for_email(
        &self,
        email: &str,
        name: &str,
        at_ms: i64,
    ) -> Result<AccountRow> {
        let id = Uuid::new_v4();
        on_pool!(self, p => {
            // Two first sign-ins with one address at once: the second insert does nothing.
            sqlx::query(
                "INSERT INTO accounts (id, name, email, created_at_ms, updated_at_ms) \
                 VALUES ($1, $2, $3, $4, $4) ON CONFLICT (email) DO NOTHING",
            )
            .bind(id)
            .bind(name)
            .bind(email)
            .bind(at_ms)
            .execute(p)
            .await?;
        });
        Ok(on_pool!(self, p => {
            let r = sqlx::query(
                "SELECT id, name, email, created_at_ms FROM accounts WHERE email = $1",
            )
            .bind(email)
            .fetch_one(p)
            .await?;
            AccountRow {
                id: r.try_get("id")?,
                name: r.try_get("name")?,
                email: r.try_get("email")?,
                created_at_ms: r.try_get("created_at_ms")?,
            }
        }))
    }

    /// The passkeys of an account, oldest first.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn passkeys(&self, account_id: Uuid) -> Result<Vec<PasskeyRow>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT cred_id, account_id, name, passkey, created_at_ms FROM account_passkeys \
                 WHERE account_id = $1 ORDER BY created_at_ms, cred_id",
            )
            .bind(account_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                out.push(passkey_row!(&r));
            }
            out
        }))
    }

    /// The passkey with this credential id.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn passkey(&self, cred_id: &str) -> Result<Option<PasskeyRow>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT cred_id, account_id, name, passkey, created_at_ms FROM account_passkeys \
                 WHERE cred_id = $1",
            )
            .bind(cred_id)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => Some(passkey_row!(&r)),
                None => None,
            }
        }))
    }

    /// Stores a passkey's new state (its counter) after a sign-in.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn update_passkey(&self, cred_id: &str, passkey: &str, at_ms: i64) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query(
                "UPDATE account_passkeys SET passkey = $2, used_at_ms = $3 WHERE cred_id = $1",
            )
            .bind(cred_id)
            .bind(passkey)
            .bind(at_ms)
            .execute(p)
            .await?;
        });
        Ok(())
    }

    /// Stores a ceremony's state until its finish; deletes expired ones on the way.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn put_challenge(&self, c: &ChallengeRow, now_ms: i64) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query("DELETE FROM account_challenges WHERE expires_at_ms < $1")
                .bind(now_ms)
                .execute(p)
                .await?;
            sqlx::query(
                "INSERT INTO account_challenges (id, kind, state, account_id, name, existing, expires_at_ms) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(&c.id)
            .bind(&c.kind)
            .bind(&c.state)
            .bind(c.account_id)
            .bind(&c.name)
            .bind(c.existing)
            .bind(c.expires_at_ms)
            .execute(p)
            .await?;
        });
        Ok(())
    }

    /// Takes (deletes and returns) a ceremony of this kind that has not expired: each is
    /// finished at most once.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn take_challenge(
        &self,
        id: &str,
        kind: &str,
        now_ms: i64,
    ) -> Result<Option<ChallengeRow>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "DELETE FROM account_challenges WHERE id = $1 AND kind = $2 \
                 RETURNING id, kind, state, account_id, name, existing, expires_at_ms",
            )
            .bind(id)
            .bind(kind)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => {
                    let c = ChallengeRow {
                        id: r.try_get("id")?,
                        kind: r.try_get("kind")?,
                        state: r.try_get("state")?,
                        account_id: r.try_get("account_id")?,
                        name: r.try_get("name")?,
                        existing: r.try_get("existing")?,
                        expires_at_ms: r.try_get("expires_at_ms")?,
                    };
                    (c.expires_at_ms >= now_ms).then_some(c)
                }
                None => None,
            }
        }))
    }

    /// Stores a session (the hash of its cookie) for an account.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn create_session(
        &self,
        token_hash: &str,
        account_id: Uuid,
        at_ms: i64,
        expires_at_ms: i64,
    ) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query("DELETE FROM account_sessions WHERE account_id = $1 AND expires_at_ms < $2")
                .bind(account_id)
                .bind(at_ms)
                .execute(p)
                .await?;
            sqlx::query(
                "INSERT INTO account_sessions (token_hash, account_id, created_at_ms, expires_at_ms) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(token_hash)
            .bind(account_id)
            .bind(at_ms)
            .bind(expires_at_ms)
            .execute(p)
            .await?;
        });
        Ok(())
    }

    /// The account of an unexpired session.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn session_account(&self, token_hash: &str, now_ms: i64) -> Result<Option<Uuid>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT account_id FROM account_sessions WHERE token_hash = $1 AND expires_at_ms >= $2",
            )
            .bind(token_hash)
            .bind(now_ms)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => Some(r.try_get("account_id")?),
                None => None,
            }
        }))
    }

    /// Ends a session.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn delete_session(&self, token_hash: &str) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query("DELETE FROM account_sessions WHERE token_hash = $1")
                .bind(token_hash)
                .execute(p)
                .await?;
        });
        Ok(())
    }

    /// Stores an e-mail sign-in link (its token's hash); deletes expired ones on the way.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn put_email_link(
        &self,
        token_hash: &str,
        email: &str,
        now_ms: i64,
        expires_at_ms: i64,
    ) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query("DELETE FROM account_email_links WHERE expires_at_ms < $1")
                .bind(now_ms)
                .execute(p)
                .await?;
            sqlx::query(
                "INSERT INTO account_email_links (token_hash, email, expires_at_ms) VALUES ($1, $2, $3)",
            )
            .bind(token_hash)
            .bind(email)
            .bind(expires_at_ms)
            .execute(p)
            .await?;
        });
        Ok(())
    }

    /// Takes (deletes) an unexpired sign-in link and answers its address: each link works once.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn take_email_link(&self, token_hash: &str, now_ms: i64) -> Result<Option<String>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "DELETE FROM account_email_links WHERE token_hash = $1 RETURNING email, expires_at_ms",
            )
            .bind(token_hash)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => {
                    let expires: i64 = r.try_get("expires_at_ms")?;
                    let email: String = r.try_get("email")?;
                    (expires >= now_ms).then_some(email)
                }
                None => None,
            }
        }))
    }

    /// Claims a lobby's seat for an account (idempotent for the same account).
    ///
    /// # Errors
    /// Fails when the database fails, or with `Fenced` when this node lost the lobby.
    pub async fn claim_seat(
        &self,
        lobby_id: Uuid,
        seat: usize,
        account_id: Uuid,
        at_ms: i64,
    ) -> Result<ClaimOutcome> {
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_in!(self, tx, lobby_id);
            sqlx::query(
                "INSERT INTO seat_claims (lobby_id, seat, account_id, claimed_at_ms) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (lobby_id, seat) DO NOTHING",
            )
            .bind(lobby_id)
            .bind(to_i32(seat))
            .bind(account_id)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?;
            let owner: Uuid = sqlx::query(
                "SELECT account_id FROM seat_claims WHERE lobby_id = $1 AND seat = $2",
            )
            .bind(lobby_id)
            .bind(to_i32(seat))
            .fetch_one(&mut *tx)
            .await?
            .try_get("account_id")?;
            tx.commit().await?;
            if owner == account_id {
                ClaimOutcome::Claimed
            } else {
                ClaimOutcome::ClaimedByOther
            }
        }))
    }

    /// The seat an account claimed in a lobby.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn claimed_seat(&self, lobby_id: Uuid, account_id: Uuid) -> Result<Option<usize>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT seat FROM seat_claims WHERE lobby_id = $1 AND account_id = $2 ORDER BY seat",
            )
            .bind(lobby_id)
            .bind(account_id)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => {
                    let seat: i32 = r.try_get("seat")?;
                    Some(to_usize(i64::from(seat))?)
                }
                None => None,
            }
        }))
    }

    /// Adds a device token (its hash) to a seat.
    ///
    /// # Errors
    /// Fails when the database fails, or with `Fenced` when this node lost the lobby.
    pub async fn add_seat_device(
        &self,
        lobby_id: Uuid,
        seat: usize,
        token_hash: &str,
        at_ms: i64,
    ) -> Result<()> {
        on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            fence_in!(self, tx, lobby_id);
            sqlx::query(
                "INSERT INTO seat_devices (lobby_id, seat, token_hash, created_at_ms) VALUES ($1, $2, $3, $4)",
            )
            .bind(lobby_id)
            .bind(to_i32(seat))
            .bind(token_hash)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// The device tokens (hashes) of a lobby's seats.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn seat_devices(&self, lobby_id: Uuid) -> Result<Vec<(usize, String)>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT seat, token_hash FROM seat_devices WHERE lobby_id = $1 ORDER BY seat, created_at_ms",
            )
            .bind(lobby_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seat: i32 = r.try_get("seat")?;
                out.push((to_usize(i64::from(seat))?, r.try_get("token_hash")?));
            }
            out
        }))
    }

    /// The seats an account claimed in lobbies that are open, playing or finished, with their
    /// players; the most recently changed lobby first (at most 200).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn account_games(&self, account_id: Uuid) -> Result<Vec<AccountGame>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT c.lobby_id, c.seat, l.kind, l.status, l.created_at_ms, l.updated_at_ms, \
                 (SELECT s.name FROM seats s WHERE s.lobby_id = l.id AND s.seat = l.host_seat) AS host_name, \
                 (SELECT g.id FROM games g WHERE g.lobby_id = l.id) AS game_id \
                 FROM seat_claims c JOIN lobbies l ON l.id = c.lobby_id \
                 WHERE c.account_id = $1 AND l.status IN ('open', 'playing', 'finished') \
                 ORDER BY l.updated_at_ms DESC LIMIT 200",
            )
            .bind(account_id)
            .fetch_all(p)
            .await?;
            let seats = sqlx::query(
                "SELECT s.lobby_id, s.seat, s.name FROM seats s \
                 JOIN seat_claims c ON c.lobby_id = s.lobby_id \
                 WHERE c.account_id = $1 ORDER BY s.lobby_id, s.seat",
            )
            .bind(account_id)
            .fetch_all(p)
            .await?;
            let mut players: HashMap<Uuid, Vec<(usize, String)>> = HashMap::new();
            for r in seats {
                let seat: i32 = r.try_get("seat")?;
                let entry = players.entry(r.try_get("lobby_id")?).or_default();
                let seat = to_usize(i64::from(seat))?;
                // One lobby's seats come once per claim of it: keep each seat once.
                if !entry.iter().any(|(s, _)| *s == seat) {
                    entry.push((seat, r.try_get("name")?));
                }
            }
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let lobby_id: Uuid = r.try_get("lobby_id")?;
                let seat: i32 = r.try_get("seat")?;
                let host_name: Option<String> = r.try_get("host_name")?;
                out.push(AccountGame {
                    lobby_id,
                    seat: to_usize(i64::from(seat))?,
                    game: r.try_get("kind")?,
                    status: r.try_get("status")?,
                    host_name: host_name.unwrap_or_default(),
                    game_id: r.try_get("game_id")?,
                    players: players.get(&lobby_id).cloned().unwrap_or_default(),
                    created_at_ms: r.try_get("created_at_ms")?,
                    updated_at_ms: r.try_get("updated_at_ms")?,
                });
            }
            out
        }))
    }

    /// Deletes an account with its passkeys, sessions and claims, its device tokens and its
    /// group memberships; the seats it claimed keep playing under their own tokens and their names
    /// become `anonymous` (the games stay replayable). Answers whether there was such an account.
    ///
    /// # Errors
    /// Fails when the database fails; then nothing is changed.
    pub async fn delete_account(&self, account_id: Uuid, anonymous: &str) -> Result<bool> {
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "UPDATE seats SET name = $2 WHERE EXISTS (SELECT 1 FROM seat_claims c \
                 WHERE c.lobby_id = seats.lobby_id AND c.seat = seats.seat AND c.account_id = $1)",
            )
            .bind(account_id)
            .bind(anonymous)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "DELETE FROM seat_devices WHERE EXISTS (SELECT 1 FROM seat_claims c \
                 WHERE c.lobby_id = seat_devices.lobby_id AND c.seat = seat_devices.seat AND c.account_id = $1)",
            )
            .bind(account_id)
            .execute(&mut *tx)
            .await?;
            for table in ["seat_claims", "account_sessions", "account_passkeys"] {
                sqlx::query(&format!("DELETE FROM {table} WHERE account_id = $1"))
                    .bind(account_id)
                    .execute(&mut *tx)
                    .await?;
            }
            // Groups (store/groups.rs): the account leaves them; they keep their games.
            for sql in super::groups::LEAVE_GROUPS {
                sqlx::query(sql).bind(account_id).execute(&mut *tx).await?;
            }
            let gone = sqlx::query("DELETE FROM accounts WHERE id = $1")
                .bind(account_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            gone == 1
        }))
    }
}
