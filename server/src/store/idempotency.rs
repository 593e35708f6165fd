//! The store's part of idempotency keys (issue #32 item 7): which keys were used, with which
//! request, and the answer of the call that succeeded. The key and the token it yields are never
//! stored, only hashes (`crate::idempotency`). Table of migration 20261126000060.

use serde_json::Value;
use sqlx::Row;

use super::{Pool, Result, Store, StoreError};

/// What the store holds for a key, as [`Store::claim_idempotency_key`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IdempotencyClaim {
    /// The key was unknown and is claimed now for this request.
    New,
    /// The key was claimed before, for the request with this hash; no call with it has
    /// succeeded yet (it failed, its outcome is unknown, or it is still running).
    Pending {
        /// Hash of the request the key was first sent with.
        request_hash: String,
    },
    /// A call with this key succeeded with this answer.
    Done {
        /// Hash of the request the key was first sent with.
        request_hash: String,
        /// The HTTP status of the answer.
        status: u16,
        /// The answer's body, as stored (without the token).
        response: Value,
    },
}

impl Store {
    /// Claims `key_hash` for the request `request_hash` unless it is claimed already, and says
    /// what was there.
    ///
    /// # Errors
    /// Fails when the database fails (nothing is then claimed) or a stored answer is not JSON.
    pub async fn claim_idempotency_key(
        &self,
        key_hash: &str,
        request_hash: &str,
        at_ms: i64,
    ) -> Result<IdempotencyClaim> {
        let (inserted, row) = on_pool!(self, p => {
            let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
            let inserted = sqlx::query(
                "INSERT INTO idempotency_keys (key_hash, request_hash, created_at_ms) \
                 VALUES ($1, $2, $3) ON CONFLICT (key_hash) DO NOTHING",
            )
            .bind(key_hash)
            .bind(request_hash)
            .bind(at_ms)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            let row = if inserted == 1 {
                None
            } else {
                sqlx::query(
                    "SELECT request_hash, status, response FROM idempotency_keys WHERE key_hash = $1",
                )
                .bind(key_hash)
                .fetch_optional(&mut *conn)
                .await?
                .map(|r| -> Result<(String, Option<i32>, Option<String>)> {
                    Ok((r.try_get("request_hash")?, r.try_get("status")?, r.try_get("response")?))
                })
                .transpose()?
            };
            (inserted, row)
        });
        let Some((request_hash, status, response)) = row else {
            // Inserted now, or deleted (pruned) between the two statements: unknown either way.
            let _ = inserted;
            return Ok(IdempotencyClaim::New);
        };
        Ok(match (status, response) {
            (Some(status), Some(text)) => IdempotencyClaim::Done {
                request_hash,
                status: u16::try_from(status)
                    .map_err(|_| StoreError::Corrupt(format!("idempotency status {status}")))?,
                response: serde_json::from_str(&text)
                    .map_err(|e| StoreError::Corrupt(format!("idempotency response: {e}")))?,
            },
            _ => IdempotencyClaim::Pending { request_hash },
        })
    }

    /// Stores the answer of the call that succeeded with the claimed `key_hash`.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn finish_idempotency_key(
        &self,
        key_hash: &str,
        status: u16,
        response: &Value,
    ) -> Result<()> {
        let text = response.to_string();
        on_pool!(self, p => {
            let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "UPDATE idempotency_keys SET status = $2, response = $3 WHERE key_hash = $1",
            )
            .bind(key_hash)
            .bind(i32::from(status))
            .bind(&text)
            .execute(&mut *conn)
            .await?;
        });
        Ok(())
    }

    /// Deletes the keys claimed before `before_ms`; answers how many.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn prune_idempotency_keys(&self, before_ms: i64) -> Result<u64> {
        Ok(on_pool!(self, p => {
            let mut conn = p.acquire().await.map_err(StoreError::Connect)?;
            sqlx::query("DELETE FROM idempotency_keys WHERE created_at_ms < $1")
                .bind(before_ms)
                .execute(&mut *conn)
                .await?
                .rows_affected()
        }))
    }
}
