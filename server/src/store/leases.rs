//! Lobby leases for several server nodes on one PostgreSQL (docs/multi-node.md).
//!
//! A node that runs a lobby holds its row in `lobby_leases`: its node id, its advertised
//! address, an expiry (the database's clock) and an epoch. Acquiring a lease (free, expired, or
//! held under this node's own id by an earlier process) always increments the epoch. The epoch
//! is the fencing token: once fencing is enabled ([`Store::enable_leases`]), every write of a
//! lobby's game — command appends above all, but also seats and the start — runs in a statement
//! or transaction that locks the lease row `FOR SHARE` and checks that it still carries this
//! node's id and the epoch the node acquired. A takeover's `UPDATE` of the row waits for such a
//! write to commit, and every write after the takeover sees the new epoch and is refused. So a
//! node paused past its lease, or cut off from the others, can never write again, whatever the
//! clocks say; the expiry only decides when others may take over.
//!
//! A single-node server never enables fencing: its statements are the ones it always ran.

use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

use sqlx::Row;
use uuid::Uuid;

use super::{Pool, Result, Store, StoreError};

/// The database's clock in milliseconds since the Unix epoch (`clock_timestamp`, not the
/// transaction's start, so a long transaction cannot renew into the past).
pub(super) const DB_NOW_MS: &str = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

/// Who this node is, as written into its leases.
#[derive(Clone, Debug)]
pub struct NodeIdentity {
    /// The node's id (`--node-id`); unique in the cluster.
    pub id: String,
    /// The address other nodes forward to (`--advertise`, `host:port`).
    pub addr: String,
    /// How long a lease lasts after each renewal, in milliseconds.
    pub ttl_ms: i64,
}

/// The lease table's view of one lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaseOwner {
    /// The owner's node id.
    pub node_id: String,
    /// The owner's advertised address.
    pub node_addr: String,
    /// The lease's epoch.
    pub epoch: i64,
    /// Whether the lease has not expired yet (by the database's clock).
    pub live: bool,
}

/// This node's identity (once leases are enabled) and the epochs of the leases it holds.
#[derive(Default)]
pub(super) struct Fence {
    node: OnceLock<NodeIdentity>,
    epochs: RwLock<HashMap<Uuid, i64>>,
}

impl Fence {
    /// The node id when fencing is on.
    pub(super) fn node(&self) -> Option<&NodeIdentity> {
        self.node.get()
    }

    /// The epoch under which this node may write `lobby`: `None` when fencing is off,
    /// `Some(None)` when it is on and the lease is not held.
    pub(super) fn epoch(&self, lobby: Uuid) -> Option<Option<i64>> {
        self.node.get()?;
        Some(self.epochs.read().ok().and_then(|m| m.get(&lobby).copied()))
    }

    fn set(&self, lobby: Uuid, epoch: i64) {
        if let Ok(mut m) = self.epochs.write() {
            m.insert(lobby, epoch);
        }
    }

    pub(super) fn forget_epoch(&self, lobby: Uuid) {
        self.forget(lobby);
    }

    fn forget(&self, lobby: Uuid) {
        if let Ok(mut m) = self.epochs.write() {
            m.remove(&lobby);
        }
    }

    fn held(&self) -> Vec<(Uuid, i64)> {
        self.epochs
            .read()
            .map(|m| m.iter().map(|(k, v)| (*k, *v)).collect())
            .unwrap_or_default()
    }
}

/// The refusal of a write whose lease this node does not hold (any more).
pub(super) fn fenced(lobby: Uuid) -> StoreError {
    StoreError::Fenced(format!(
        "this node does not hold the lease of lobby {lobby}"
    ))
}

/// Inside the transaction `$tx` (PostgreSQL), locks the lease row of `$lobby` `FOR SHARE` and
/// checks that this node still holds it under the epoch it acquired; returns `Fenced` from the
/// enclosing function when not. Does nothing when fencing is off.
macro_rules! fence_in {
    ($self:expr, $tx:ident, $lobby:expr) => {{
        if let Some(epoch) = $self.fence.epoch($lobby) {
            let node = $self.fence.node().map(|n| n.id.clone()).unwrap_or_default();
            let Some(epoch) = epoch else {
                return Err(crate::store::leases::fenced($lobby));
            };
            let held = sqlx::query(
                "SELECT 1 AS held FROM lobby_leases WHERE lobby_id = $1 AND node_id = $2 AND epoch = $3 FOR SHARE",
            )
            .bind($lobby)
            .bind(node)
            .bind(epoch)
            .fetch_optional(&mut *$tx)
            .await?;
            if held.is_none() {
                return Err(crate::store::leases::fenced($lobby));
            }
        }
    }};
}
pub(super) use fence_in;

/// [`fence_in!`] for a write that names a game rather than its lobby (seat events, clock
/// checkpoints): the game's lobby is read in the same transaction first.
macro_rules! fence_game_in {
    ($self:expr, $tx:ident, $game:expr) => {{
        if $self.fence.node().is_some() {
            let lobby: Option<Uuid> = sqlx::query("SELECT lobby_id FROM games WHERE id = $1")
                .bind($game)
                .fetch_optional(&mut *$tx)
                .await?
                .map(|r| r.try_get("lobby_id"))
                .transpose()?;
            let Some(lobby) = lobby else {
                return Err(StoreError::Corrupt(format!("no game {}", $game)));
            };
            crate::store::leases::fence_in!($self, $tx, lobby);
        }
    }};
}
pub(super) use fence_game_in;

impl Store {
    /// Turns on leases and fencing for this node (PostgreSQL only): from now on a lobby's game
    /// writes are refused unless this node holds the lobby's lease, and [`Store::create_lobby`]
    /// takes the lease of the lobby it creates.
    ///
    /// # Errors
    /// `Corrupt` on SQLite (one node only) or when called twice.
    pub fn enable_leases(&self, node: NodeIdentity) -> Result<()> {
        if !matches!(&*self.pool, Pool::Pg(_)) {
            return Err(StoreError::Corrupt(
                "several nodes need PostgreSQL (--database-url)".into(),
            ));
        }
        self.fence
            .node
            .set(node)
            .map_err(|_| StoreError::Corrupt("leases already enabled".into()))
    }

    /// This node's identity, when leases are enabled.
    pub fn node(&self) -> Option<&NodeIdentity> {
        self.fence.node()
    }

    /// Whether this node holds (as far as it knows) the lease of `lobby`.
    pub fn holds_lease(&self, lobby: Uuid) -> bool {
        matches!(self.fence.epoch(lobby), Some(Some(_)))
    }

    /// The lobbies whose leases this node holds, with their epochs.
    pub fn held_leases(&self) -> Vec<(Uuid, i64)> {
        self.fence.held()
    }

    /// Forgets the lease of `lobby` locally (its writes are refused from now on).
    pub fn forget_lease(&self, lobby: Uuid) {
        self.fence.forget(lobby);
    }

    fn pg(&self) -> Result<&sqlx::PgPool> {
        match &*self.pool {
            Pool::Pg(p) => Ok(p),
            Pool::Sqlite(_) => Err(StoreError::Corrupt("leases need PostgreSQL".into())),
        }
    }

    fn identity(&self) -> Result<&NodeIdentity> {
        self.fence
            .node()
            .ok_or_else(|| StoreError::Corrupt("leases are not enabled".into()))
    }

    /// The lease row of `lobby`, if any.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn lease_owner(&self, lobby: Uuid) -> Result<Option<LeaseOwner>> {
        self.health.gate()?;
        let p = self.pg()?;
        let row = super::bounded(async {
            sqlx::query(&format!(
                "SELECT node_id, node_addr, epoch, expires_at_ms > {DB_NOW_MS} AS live FROM lobby_leases WHERE lobby_id = $1"
            ))
            .bind(lobby)
            .fetch_optional(p)
            .await
            .map_err(StoreError::Db)
        })
        .await;
        let result: Result<Option<LeaseOwner>> = match row {
            Ok(Some(r)) => Ok(Some(LeaseOwner {
                node_id: r.try_get("node_id")?,
                node_addr: r.try_get("node_addr")?,
                epoch: r.try_get("epoch")?,
                live: r.try_get("live")?,
            })),
            Ok(None) => Ok(None),
            Err(e) => Err(e),
        };
        self.health.observe(&self.pool, &result);
        result
    }

    /// Takes the lease of `lobby` when it is free, expired, or held under this node's own id
    /// (an earlier process of this node), incrementing its epoch; records the epoch for
    /// fencing. `None` when another node holds a live lease or the lobby does not exist.
    ///
    /// # Errors
    /// Fails when the database fails (nothing is then held).
    pub async fn acquire_lease(&self, lobby: Uuid) -> Result<Option<i64>> {
        self.health.gate()?;
        let node = self.identity()?.clone();
        let p = self.pg()?;
        let sql = format!(
            "INSERT INTO lobby_leases (lobby_id, node_id, node_addr, epoch, expires_at_ms) \
             SELECT $1, $2, $3, 1, {DB_NOW_MS} + $4 WHERE EXISTS (SELECT 1 FROM lobbies WHERE id = $1) \
             ON CONFLICT (lobby_id) DO UPDATE SET node_id = EXCLUDED.node_id, node_addr = EXCLUDED.node_addr, \
               epoch = lobby_leases.epoch + 1, expires_at_ms = EXCLUDED.expires_at_ms \
             WHERE lobby_leases.expires_at_ms <= {DB_NOW_MS} OR lobby_leases.node_id = EXCLUDED.node_id \
             RETURNING epoch"
        );
        let row = super::bounded(async {
            sqlx::query(&sql)
                .bind(lobby)
                .bind(&node.id)
                .bind(&node.addr)
                .bind(node.ttl_ms)
                .fetch_optional(p)
                .await
                .map_err(StoreError::Db)
        })
        .await;
        let result: Result<Option<i64>> = match row {
            Ok(Some(r)) => Ok(Some(r.try_get("epoch")?)),
            Ok(None) => Ok(None),
            Err(e) => Err(e),
        };
        self.health.observe(&self.pool, &result);
        if let Ok(Some(epoch)) = result {
            self.fence.set(lobby, epoch);
        }
        result
    }

    /// Renews every lease this node holds, in one statement. Returns the lobbies whose lease was
    /// lost (taken over after it expired): they are forgotten locally, so their writes are
    /// refused from now on.
    ///
    /// # Errors
    /// Fails when the database fails (nothing is then known about the leases).
    pub async fn renew_leases(&self) -> Result<Vec<Uuid>> {
        let node = self.identity()?.clone();
        let held = self.fence.held();
        if held.is_empty() {
            return Ok(Vec::new());
        }
        self.health.gate()?;
        let p = self.pg()?;
        let (ids, epochs): (Vec<Uuid>, Vec<i64>) = held.iter().copied().unzip();
        let rows = super::bounded(async {
            sqlx::query(&format!(
                "UPDATE lobby_leases AS l SET expires_at_ms = {DB_NOW_MS} + $4 \
                 FROM UNNEST($1::uuid[], $2::int8[]) AS t(id, ep) \
                 WHERE l.lobby_id = t.id AND l.epoch = t.ep AND l.node_id = $3 RETURNING l.lobby_id"
            ))
            .bind(&ids)
            .bind(&epochs)
            .bind(&node.id)
            .bind(node.ttl_ms)
            .fetch_all(p)
            .await
            .map_err(StoreError::Db)
        })
        .await;
        let result: Result<Vec<Uuid>> = match rows {
            Ok(rows) => rows
                .iter()
                .map(|r| r.try_get("lobby_id").map_err(StoreError::Db))
                .collect(),
            Err(e) => Err(e),
        };
        self.health.observe(&self.pool, &result);
        let renewed: std::collections::HashSet<Uuid> = result?.into_iter().collect();
        let lost: Vec<Uuid> = ids.into_iter().filter(|id| !renewed.contains(id)).collect();
        for id in &lost {
            self.fence.forget(*id);
        }
        Ok(lost)
    }

    /// Gives up the leases of these lobbies (their tasks have stopped): they expire at once, so
    /// another node takes them over at its next look. The epoch stays, so it is never reused.
    ///
    /// # Errors
    /// Fails when the database fails; the leases then expire on their own.
    pub async fn release_leases(&self, lobbies: &[Uuid]) -> Result<()> {
        let node = self.identity()?.clone();
        for id in lobbies {
            self.fence.forget(*id);
        }
        let p = self.pg()?;
        sqlx::query(&format!(
            "UPDATE lobby_leases SET expires_at_ms = {DB_NOW_MS} - 1 WHERE node_id = $1 AND lobby_id = ANY($2)"
        ))
        .bind(&node.id)
        .bind(lobbies)
        .execute(p)
        .await?;
        Ok(())
    }

    /// Open or playing lobbies nobody runs: their lease expired, or they have none and were
    /// last changed more than `grace_ms` ago (a lobby being created gets its lease with its
    /// row, so only lobbies from a single-node past or a lost write lack one). At most `limit`,
    /// in random order so that nodes looking at once spread them.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn orphaned_lobbies(&self, grace_ms: i64, limit: i64) -> Result<Vec<Uuid>> {
        self.health.gate()?;
        let p = self.pg()?;
        let rows = super::bounded(async {
            sqlx::query(&format!(
                "SELECT l.id FROM lobbies l LEFT JOIN lobby_leases ll ON ll.lobby_id = l.id \
                 WHERE l.status IN ('open', 'playing') \
                   AND ((ll.lobby_id IS NULL AND l.updated_at_ms < {DB_NOW_MS} - $1) OR ll.expires_at_ms <= {DB_NOW_MS}) \
                 ORDER BY random() LIMIT $2"
            ))
            .bind(grace_ms)
            .bind(limit)
            .fetch_all(p)
            .await
            .map_err(StoreError::Db)
        })
        .await;
        self.observe_ids(rows, "id")
    }

    /// Reads one UUID column of each row, and records the outcome in the store's health.
    fn observe_ids(
        &self,
        rows: Result<Vec<sqlx::postgres::PgRow>>,
        column: &str,
    ) -> Result<Vec<Uuid>> {
        let result: Result<Vec<Uuid>> = rows.and_then(|rows| {
            rows.iter()
                .map(|r| r.try_get(column).map_err(StoreError::Db))
                .collect()
        });
        self.health.observe(&self.pool, &result);
        result
    }
}

/// One live node of the cluster and how many live leases it holds ([`Store::node_loads`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeLoad {
    /// The node's id.
    pub node_id: String,
    /// Its advertised address.
    pub node_addr: String,
    /// The live leases it holds (the lobbies it runs).
    pub leases: i64,
}

impl Store {
    /// Writes this node's row in `cluster_nodes` (seen now, by the database's clock): the other
    /// nodes count it as live for a lease from now.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn node_heartbeat(&self) -> Result<()> {
        let node = self.identity()?.clone();
        self.health.gate()?;
        let p = self.pg()?;
        let result = super::bounded(async {
            sqlx::query(&format!(
                "INSERT INTO cluster_nodes (node_id, node_addr, seen_at_ms) VALUES ($1, $2, {DB_NOW_MS}) \
                 ON CONFLICT (node_id) DO UPDATE SET node_addr = EXCLUDED.node_addr, seen_at_ms = EXCLUDED.seen_at_ms"
            ))
            .bind(&node.id)
            .bind(&node.addr)
            .execute(p)
            .await
            .map(|_| ())
            .map_err(StoreError::Db)
        })
        .await;
        self.health.observe(&self.pool, &result);
        result
    }

    /// Deletes this node's row in `cluster_nodes` (it drains): the others stop counting it.
    ///
    /// # Errors
    /// Fails when the database fails; the row then ages out after a lease.
    pub async fn leave_cluster(&self) -> Result<()> {
        let node = self.identity()?.clone();
        let p = self.pg()?;
        sqlx::query("DELETE FROM cluster_nodes WHERE node_id = $1")
            .bind(&node.id)
            .execute(p)
            .await?;
        Ok(())
    }

    /// The live nodes (seen within a lease) with the number of live leases each holds, this
    /// node included once it has written its heartbeat; ordered by node id.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn node_loads(&self) -> Result<Vec<NodeLoad>> {
        let node = self.identity()?.clone();
        self.health.gate()?;
        let p = self.pg()?;
        let rows = super::bounded(async {
            sqlx::query(&format!(
                "SELECT n.node_id, n.node_addr, \
                   (SELECT count(*) FROM lobby_leases l WHERE l.node_id = n.node_id AND l.expires_at_ms > {DB_NOW_MS}) AS leases \
                 FROM cluster_nodes n WHERE n.seen_at_ms > {DB_NOW_MS} - $1 ORDER BY n.node_id"
            ))
            .bind(node.ttl_ms)
            .fetch_all(p)
            .await
            .map_err(StoreError::Db)
        })
        .await;
        let result: Result<Vec<NodeLoad>> = match rows {
            Ok(rows) => rows
                .iter()
                .map(|r| {
                    Ok(NodeLoad {
                        node_id: r.try_get("node_id")?,
                        node_addr: r.try_get("node_addr")?,
                        leases: r.try_get("leases")?,
                    })
                })
                .collect(),
            Err(e) => Err(e),
        };
        self.health.observe(&self.pool, &result);
        result
    }

    /// Of the lobbies whose leases this node holds (leaving out `skip`), the one to hand over
    /// first: a lobby nobody is playing (open, finished, closed) before a playing one, then
    /// the one idle longest (its last stored change oldest). `None` when none is left.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn handover_candidate(&self, skip: &[Uuid]) -> Result<Option<Uuid>> {
        let held: Vec<Uuid> = self
            .fence
            .held()
            .into_iter()
            .map(|(id, _)| id)
            .filter(|id| !skip.contains(id))
            .collect();
        if held.is_empty() {
            return Ok(None);
        }
        self.health.gate()?;
        let p = self.pg()?;
        let row = super::bounded(async {
            sqlx::query(
                "SELECT id FROM lobbies WHERE id = ANY($1) \
                 ORDER BY CASE WHEN status = 'playing' THEN 1 ELSE 0 END, updated_at_ms LIMIT 1",
            )
            .bind(&held)
            .fetch_optional(p)
            .await
            .map_err(StoreError::Db)
        })
        .await;
        let result: Result<Option<Uuid>> = match row {
            Ok(Some(r)) => Ok(Some(r.try_get("id")?)),
            Ok(None) => Ok(None),
            Err(e) => Err(e),
        };
        self.health.observe(&self.pool, &result);
        result
    }

    /// Hands the lease of `lobby` (whose task here has stopped) to node `to`: the lease row
    /// names `to` as the owner, live for a lease, under a new epoch (so it is never 1, the
    /// epoch of a lobby just created, which [`Store::handed_to_me`] leaves alone), so no other node takes
    /// the lobby meanwhile and requests for it are forwarded to `to`, which acquires it (a
    /// new epoch) at its next look ([`Store::handed_to_me`]) or at the first request. This node
    /// forgets the lease first: its writes of the lobby are refused from now on. A `to` that
    /// never acquires it lets it expire, and any node takes it over as after a failover.
    /// `false` when this node no longer held the lease.
    ///
    /// # Errors
    /// Fails when the database fails (the lease then expires on its own, as after a failover).
    pub async fn hand_over_lease(&self, lobby: Uuid, to: &NodeLoad) -> Result<bool> {
        let node = self.identity()?.clone();
        let Some(Some(epoch)) = self.fence.epoch(lobby) else {
            return Ok(false);
        };
        self.fence.forget(lobby);
        self.health.gate()?;
        let p = self.pg()?;
        let result = super::bounded(async {
            sqlx::query(&format!(
                "UPDATE lobby_leases SET node_id = $4, node_addr = $5, epoch = epoch + 1, expires_at_ms = {DB_NOW_MS} + $6 \
                 WHERE lobby_id = $1 AND node_id = $2 AND epoch = $3"
            ))
            .bind(lobby)
            .bind(&node.id)
            .bind(epoch)
            .bind(&to.node_id)
            .bind(&to.node_addr)
            .bind(node.ttl_ms)
            .execute(p)
            .await
            .map(|r| r.rows_affected() == 1)
            .map_err(StoreError::Db)
        })
        .await;
        self.health.observe(&self.pool, &result);
        result
    }

    /// Live leases that name this node but that it does not hold: lobbies another node handed
    /// over to it ([`Store::hand_over_lease`]), or left by an earlier process of this node id.
    /// Epoch 1 is left out: a lobby this node is creating has its lease committed a moment
    /// before the node records it.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn handed_to_me(&self) -> Result<Vec<Uuid>> {
        let node = self.identity()?.clone();
        let held: Vec<Uuid> = self.fence.held().into_iter().map(|(id, _)| id).collect();
        self.health.gate()?;
        let p = self.pg()?;
        let rows = super::bounded(async {
            sqlx::query(&format!(
                "SELECT lobby_id FROM lobby_leases WHERE node_id = $1 AND expires_at_ms > {DB_NOW_MS} \
                 AND epoch > 1 AND NOT (lobby_id = ANY($2)) LIMIT 64"
            ))
            .bind(&node.id)
            .bind(&held)
            .fetch_all(p)
            .await
            .map_err(StoreError::Db)
        })
        .await;
        self.observe_ids(rows, "lobby_id")
    }
}

/// Records the epoch of a lease taken with its lobby's creation.
pub(super) fn record_new_lease(fence: &Fence, lobby: Uuid, epoch: i64) {
    fence.set(lobby, epoch);
}
