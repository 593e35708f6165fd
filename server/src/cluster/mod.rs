//! Several server nodes on one PostgreSQL (docs/multi-node.md). Off unless `--node-id` is given.
//!
//! - **Ownership.** Every lobby that runs (open, playing, and finished ones someone looks at) is
//!   run by exactly one node: the holder of its lease in `lobby_leases` ([`crate::store`]'s
//!   leases). The store refuses every game write of a lobby whose lease this node does not hold
//!   under the epoch it acquired (fencing), so two nodes can never both write one lobby.
//! - **Routing.** Any node accepts any request: [`route`] looks at the lobby in the path; when
//!   another live node owns it, the request (a WebSocket included) is forwarded to that node's
//!   advertised address ([`proxy`]); when nobody does (no lease, or an expired one), this node
//!   takes it over and serves it.
//! - **Failover.** A background task renews this node's leases every quarter lease, stops the
//!   lobbies whose lease was lost, and takes over lobbies whose owner stopped renewing (rebuilt
//!   from the stored log, as at start-up).
//! - **Drain.** On SIGTERM the node stops its lobbies (sockets get 1001 and reconnect through
//!   any node) and releases their leases, so others take them over at once.
//! - **Rebalance.** Every node writes a heartbeat row (`cluster_nodes`) with each renewal and,
//!   every few leases, reads the live nodes and their lease counts; a node holding more than
//!   its fair share by over `--rebalance-percent` hands lobbies to the least busy node, one at a
//!   time, through the drain path ([`rebalance_target`]).

pub mod proxy;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use uuid::Uuid;

use crate::lobby::{self, LobbyDeps, Registry};
use crate::store::{NodeIdentity, NodeLoad, Store, StoreError};

/// The header a node puts on a request it forwards; a node never forwards such a request again.
pub const FORWARDED_HEADER: &str = "x-dlo-forwarded-by";

/// Lobbies without any lease row are only taken over after this long without a change, so a
/// lobby being created (its lease is written with its row) is never taken by another node.
const NO_LEASE_GRACE_MS: i64 = 10_000;

/// Orphaned lobbies one node takes over per look.
const TAKEOVER_BATCH: i64 = 64;

/// The flags of a cluster node.
#[derive(Clone, Debug)]
pub struct ClusterSettings {
    /// This node's id, unique in the cluster.
    pub node_id: String,
    /// `host:port` at which the other nodes reach this node.
    pub advertise: String,
    /// How long a lease lasts after each renewal; renewals happen every quarter of it.
    pub lease: Duration,
    /// How far above (or below) its fair share of the lobbies a node may be before lobbies are
    /// handed over (0.3: ±30 %); `None` turns rebalancing off.
    pub rebalance: Option<f64>,
}

/// How often (in renewal ticks, a quarter lease each) a balanced node looks at the loads.
const REBALANCE_EVERY_TICKS: u32 = 8;

/// A lobby this node handed over is not chosen again for this many leases (it may come back if
/// the other node cannot run it).
const HANDED_MEMORY_LEASES: u32 = 20;

/// Whether a node should hand a lobby over, and to whom: `loads` are the live nodes with their
/// lease counts, `me` this node, `tolerance` the allowed distance from a fair share (0.3 for
/// ±30 %). The fair share is the lobbies over the live nodes. This node hands one lobby over
/// when it holds more than its fair share rounded up, someone is out of the band (this node
/// above `fair × (1 + tolerance)`, or the least busy node below `fair × (1 − tolerance)`), and
/// the least busy node holds at least two fewer (so one lobby never bounces between two
/// nodes). The target is the least busy other node. Repeated after each handover, this ends
/// with every node within the band.
pub fn rebalance_target<'a>(
    loads: &'a [NodeLoad],
    me: &str,
    tolerance: f64,
) -> Option<&'a NodeLoad> {
    if loads.len() < 2 {
        return None;
    }
    let mine = loads.iter().find(|l| l.node_id == me)?.leases;
    let target = loads
        .iter()
        .filter(|l| l.node_id != me)
        .min_by_key(|l| (l.leases, l.node_id.clone()))?;
    let total: i64 = loads.iter().map(|l| l.leases).sum();
    let fair = total as f64 / loads.len() as f64;
    let (mine_f, least) = (mine as f64, target.leases as f64);
    let out_of_band = mine_f > fair * (1.0 + tolerance) || least < fair * (1.0 - tolerance);
    (out_of_band && mine_f > fair.ceil() && mine - target.leases >= 2).then_some(target)
}

/// This node's part of the cluster; cheap to clone.
#[derive(Clone)]
pub struct Cluster {
    inner: Arc<Inner>,
}

struct Inner {
    settings: ClusterSettings,
    store: Store,
    registry: Registry,
    deps: LobbyDeps,
    /// One takeover at a time on this node, so a lobby is never acquired twice over.
    taking: tokio::sync::Mutex<()>,
    /// Set when the node drains: it takes nothing over any more.
    draining: AtomicBool,
    /// Owners of other nodes' lobbies seen moments ago, so a forwarded request does not cost a
    /// database round trip each time. An entry lives a quarter lease and is dropped as soon as
    /// forwarding to it fails.
    owners: std::sync::Mutex<std::collections::HashMap<Uuid, (String, Instant)>>,
    /// Lobbies this node handed over lately, not chosen again for a while.
    handed: std::sync::Mutex<std::collections::HashMap<Uuid, Instant>>,
    /// The lobby being handed over right now, if any.
    handing: std::sync::Mutex<Option<Uuid>>,
}

/// Where a lobby's requests go.
#[derive(Debug)]
enum Place {
    /// This node holds the lease.
    Here,
    /// Another live node does, at this address.
    There(String),
    /// No such lobby.
    Missing,
    /// Nobody runs it, and this node cannot: its rules version is a newer release's.
    NotHere,
    /// This node is handing it over to another node right now.
    Moving,
}

impl Cluster {
    /// Turns on leases and fencing in `store` and starts the renew/takeover task.
    ///
    /// # Errors
    /// Fails on SQLite (several nodes need PostgreSQL).
    pub fn start(
        settings: ClusterSettings,
        store: Store,
        registry: Registry,
        deps: LobbyDeps,
    ) -> Result<Cluster, StoreError> {
        store.enable_leases(NodeIdentity {
            id: settings.node_id.clone(),
            addr: settings.advertise.clone(),
            ttl_ms: i64::try_from(settings.lease.as_millis()).unwrap_or(i64::MAX),
        })?;
        let cluster = Cluster {
            inner: Arc::new(Inner {
                settings,
                store,
                registry,
                deps,
                taking: tokio::sync::Mutex::new(()),
                draining: AtomicBool::new(false),
                owners: std::sync::Mutex::default(),
                handed: std::sync::Mutex::default(),
                handing: std::sync::Mutex::default(),
            }),
        };
        let weak = Arc::downgrade(&cluster.inner);
        tokio::spawn(async move {
            let mut last_renewed = Instant::now();
            let mut ticks = 0u32;
            loop {
                let Some(inner) = weak.upgrade() else { return };
                let tick = inner.settings.lease / 4;
                let cluster = Cluster { inner };
                cluster.maintain(&mut last_renewed).await;
                ticks += 1;
                if ticks >= REBALANCE_EVERY_TICKS {
                    // Right after a handover look again at the next tick, until balanced.
                    ticks = if cluster.rebalance().await {
                        REBALANCE_EVERY_TICKS
                    } else {
                        0
                    };
                }
                drop(cluster);
                tokio::time::sleep(tick).await;
            }
        });
        tracing::info!(node = %cluster.inner.settings.node_id, advertise = %cluster.inner.settings.advertise, "cluster node: lobbies are leased in PostgreSQL");
        Ok(cluster)
    }

    /// The node id.
    pub fn node_id(&self) -> &str {
        &self.inner.settings.node_id
    }

    /// `app` with every lobby request routed to the lobby's owner.
    pub fn wrap(&self, app: Router) -> Router {
        app.layer(middleware::from_fn_with_state(self.clone(), route))
    }

    /// One renew/takeover round.
    async fn maintain(&self, last_renewed: &mut Instant) {
        let store = &self.inner.store;
        match store.renew_leases().await {
            Ok(lost) => {
                *last_renewed = Instant::now();
                for id in lost {
                    tracing::warn!(lobby = %id, "lease lost to another node; stopping the lobby here");
                    metrics::counter!("dlo_cluster_leases_lost_total").increment(1);
                    self.inner.registry.stop_one(id);
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot renew leases");
                if last_renewed.elapsed() >= self.inner.settings.lease {
                    // Every lease may have expired and been taken by now; the store refuses
                    // their writes anyway, so stop the lobbies and let clients find the owner.
                    for (id, _) in store.held_leases() {
                        store.forget_lease(id);
                        self.inner.registry.stop_one(id);
                    }
                }
            }
        }
        // A lobby task whose lease is no longer held here (a write refused by the lease
        // check forgets it at once, without waiting for a renewal) stops: its sockets get 1001
        // and reconnect to the owner. The task also stops on its own at its next event.
        for id in self.inner.registry.ids() {
            if !store.holds_lease(id) && self.inner.registry.stop_one(id) {
                tracing::warn!(lobby = %id, "lobby runs here without its lease; stopping it");
                metrics::counter!("dlo_cluster_lobbies_stopped_total", "why" => "not_leased")
                    .increment(1);
            }
        }
        if self.inner.draining.load(Ordering::Relaxed) {
            return;
        }
        if let Err(e) = store.node_heartbeat().await {
            tracing::debug!(error = %e, "cannot write this node's heartbeat");
        }
        // Lobbies another node handed over to this one: acquire and load them now, so their
        // bots play on and clients forwarded here find them running.
        match store.handed_to_me().await {
            Ok(ids) => {
                for id in ids {
                    self.adopt(id).await;
                }
            }
            Err(e) => tracing::debug!(error = %e, "cannot look for lobbies handed to this node"),
        }
        let orphans = match store
            .orphaned_lobbies(NO_LEASE_GRACE_MS, TAKEOVER_BATCH)
            .await
        {
            Ok(ids) => ids,
            Err(e) => {
                tracing::debug!(error = %e, "cannot look for orphaned lobbies");
                return;
            }
        };
        for id in orphans {
            match self.take_over(id).await {
                Ok(true) => {
                    metrics::counter!("dlo_cluster_takeovers_total").increment(1);
                    // Load it now: its bots play on, and the first reconnecting client does not
                    // wait for the rebuild.
                    match lobby::find(&self.inner.registry, &self.inner.deps, id).await {
                        Ok(_) => tracing::info!(lobby = %id, "took over an orphaned lobby"),
                        Err(e) => {
                            tracing::warn!(lobby = %id, error = %e, "took over a lobby but cannot load it yet")
                        }
                    }
                }
                Ok(false) => {}
                Err(e) => tracing::debug!(lobby = %id, error = %e, "cannot take over"),
            }
        }
    }

    /// Takes over a lobby whose lease another node handed to this one. One whose rules version
    /// this node cannot run is released at once, so a node that runs it takes it over.
    async fn adopt(&self, id: Uuid) {
        match self.take_over(id).await {
            Ok(true) => {
                metrics::counter!("dlo_cluster_lobbies_received_total").increment(1);
                match lobby::find(&self.inner.registry, &self.inner.deps, id).await {
                    Ok(_) => tracing::info!(lobby = %id, "took over a lobby handed to this node"),
                    Err(e) => {
                        tracing::warn!(lobby = %id, error = %e, "took over a handed lobby but cannot load it yet")
                    }
                }
            }
            Ok(false) => {
                if !self.inner.draining.load(Ordering::Relaxed) {
                    if let Err(e) = self.inner.store.release_leases(&[id]).await {
                        tracing::debug!(lobby = %id, error = %e, "cannot release a handed lobby");
                    }
                }
            }
            Err(e) => tracing::debug!(lobby = %id, error = %e, "cannot take over a handed lobby"),
        }
    }

    /// One look at the loads: when this node holds more than its share ([`rebalance_target`]),
    /// hands one lobby over to the least busy node through the drain path: the lobby's task
    /// stops after its current event (its sockets get 1001 and reconnect through any node),
    /// then its lease is written in the target's name, so requests go there and the target
    /// loads it from the store at its next renewal tick. Returns whether a lobby was handed.
    async fn rebalance(&self) -> bool {
        let Some(tolerance) = self.inner.settings.rebalance else {
            return false;
        };
        if self.inner.draining.load(Ordering::Relaxed) {
            return false;
        }
        let store = &self.inner.store;
        let loads = match store.node_loads().await {
            Ok(l) => l,
            Err(e) => {
                tracing::debug!(error = %e, "cannot read the nodes' loads");
                return false;
            }
        };
        let Some(target) = rebalance_target(&loads, self.node_id(), tolerance).cloned() else {
            return false;
        };
        let memory = self.inner.settings.lease * HANDED_MEMORY_LEASES;
        let skip: Vec<Uuid> = match self.inner.handed.lock() {
            Ok(mut handed) => {
                handed.retain(|_, at| at.elapsed() < memory);
                handed.keys().copied().collect()
            }
            Err(_) => Vec::new(),
        };
        // One takeover or handover at a time on this node.
        let _one = self.inner.taking.lock().await;
        let id = match store.handover_candidate(&skip).await {
            Ok(Some(id)) => id,
            Ok(None) => return false,
            Err(e) => {
                tracing::debug!(error = %e, "cannot choose a lobby to hand over");
                return false;
            }
        };
        if let Ok(mut handed) = self.inner.handed.lock() {
            handed.insert(id, Instant::now());
        }
        if let Ok(mut handing) = self.inner.handing.lock() {
            *handing = Some(id);
        }
        // The drain path for one lobby: its current event (a command being stored) completes
        // and is answered, then its sockets close with 1001. Requests for it meanwhile are
        // answered 503 `lobby_moving` (Place::Moving) and come back to the new owner.
        self.inner
            .registry
            .stop_and_wait(id, self.inner.settings.lease)
            .await;
        let handed = store.hand_over_lease(id, &target).await;
        if let Ok(mut handing) = self.inner.handing.lock() {
            *handing = None;
        }
        match handed {
            Ok(true) => {
                metrics::counter!("dlo_cluster_lobbies_handed_over_total").increment(1);
                tracing::info!(lobby = %id, to = %target.node_id, "handed a lobby over to a less busy node");
                true
            }
            Ok(false) => false,
            Err(e) => {
                tracing::warn!(lobby = %id, error = %e, "cannot hand a lobby over; its lease expires and moves as after a failover");
                false
            }
        }
    }

    /// Acquires the lease of `id` unless this node already holds it; any stale local task of
    /// the lobby (from an earlier ownership) is stopped first, so the lobby is rebuilt from the
    /// store. `true` when this node holds the lease afterwards.
    async fn take_over(&self, id: Uuid) -> Result<bool, StoreError> {
        let _one = self.inner.taking.lock().await;
        let store = &self.inner.store;
        if store.holds_lease(id) {
            return Ok(true);
        }
        if self.inner.draining.load(Ordering::Relaxed) {
            return Ok(false);
        }
        // A rolling upgrade: a node never takes over a lobby whose rules version it cannot run
        // (a newer release's game); it waits for a node that runs it, and never marks the lobby
        // incompatible.
        if !self.runs(id).await? {
            tracing::debug!(lobby = %id, "not taking over a lobby of rules this node cannot run");
            return Ok(false);
        }
        self.inner.registry.stop_one(id);
        Ok(store.acquire_lease(id).await?.is_some())
    }

    /// Whether this node runs the rules version of lobby `id`'s game (true for a lobby without
    /// a game).
    async fn runs(&self, id: Uuid) -> Result<bool, StoreError> {
        Ok(match self.inner.store.lobby_game_head(id).await? {
            Some(g) => lobby::runs_rules_of(&self.inner.deps, &g),
            None => true,
        })
    }

    /// Where requests for lobby `id` go.
    async fn locate(&self, id: Uuid) -> Result<Place, StoreError> {
        let store = &self.inner.store;
        if store.holds_lease(id) {
            // While its task stops for a handover, nothing may load it here again.
            let handing = self.inner.handing.lock().is_ok_and(|h| *h == Some(id));
            return Ok(if handing { Place::Moving } else { Place::Here });
        }
        if let Some(addr) = self.cached_owner(id) {
            return Ok(Place::There(addr));
        }
        for _ in 0..2 {
            match store.lease_owner(id).await? {
                Some(o) if o.live && o.node_id != self.inner.settings.node_id => {
                    if let Ok(mut owners) = self.inner.owners.lock() {
                        if owners.len() > 100_000 {
                            owners.clear();
                        }
                        owners.insert(id, (o.node_addr.clone(), Instant::now()));
                    }
                    return Ok(Place::There(o.node_addr));
                }
                _ => {}
            }
            if self.take_over(id).await? {
                return Ok(Place::Here);
            }
            if store.lease_owner(id).await?.is_none() {
                if !self.runs(id).await? {
                    return Ok(Place::NotHere);
                }
                return Ok(Place::Missing);
            }
        }
        Err(StoreError::Unavailable)
    }

    /// Whether the lease table still names this node as the owner of `id`; when it does not,
    /// the lease is forgotten and the lobby stopped here (its sockets get 1001). A database that
    /// cannot be asked is taken as a yes: every write is fenced anyway.
    async fn still_owner(&self, id: Uuid) -> bool {
        let store = &self.inner.store;
        match store.lease_owner(id).await {
            Ok(Some(o)) if o.node_id == self.inner.settings.node_id => true,
            Ok(_) => {
                tracing::warn!(lobby = %id, "a forwarded request finds the lobby owned elsewhere; stopping it here");
                store.forget_lease(id);
                self.inner.registry.stop_one(id);
                false
            }
            Err(_) => true,
        }
    }

    fn cached_owner(&self, id: Uuid) -> Option<String> {
        let owners = self.inner.owners.lock().ok()?;
        let (addr, at) = owners.get(&id)?;
        (at.elapsed() < self.inner.settings.lease / 4).then(|| addr.clone())
    }

    fn forget_owner(&self, id: Uuid) {
        if let Ok(mut owners) = self.inner.owners.lock() {
            owners.remove(&id);
        }
    }

    /// Stops taking lobbies over (the node is draining).
    pub fn stop_taking_over(&self) {
        self.inner.draining.store(true, Ordering::Relaxed);
    }

    /// Releases every lease this node holds (after its lobbies stopped), so the other nodes
    /// take them over at once instead of after the lease runs out, and leaves the list of live
    /// nodes (nothing is handed to it any more).
    pub async fn release_all(&self) {
        if let Err(e) = self.inner.store.leave_cluster().await {
            tracing::debug!(error = %e, "cannot leave the list of live nodes; the row ages out");
        }
        let held: Vec<Uuid> = self
            .inner
            .store
            .held_leases()
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        if held.is_empty() {
            return;
        }
        match self.inner.store.release_leases(&held).await {
            Ok(()) => tracing::info!(n = held.len(), "released the leases of this node's lobbies"),
            Err(e) => {
                tracing::warn!(error = %e, "cannot release leases; they expire on their own")
            }
        }
    }
}

/// The lobby id in a `/api/lobbies/{id}/…` path.
fn lobby_in_path(path: &str) -> Option<Uuid> {
    let rest = path.strip_prefix("/api/lobbies/")?;
    let id = rest.split('/').next()?;
    Uuid::parse_str(id).ok()
}

fn unavailable(why: &str) -> Response {
    let mut r = (
        StatusCode::SERVICE_UNAVAILABLE,
        axum::Json(serde_json::json!({ "error": { "code": "lobby_moving", "message": why } })),
    )
        .into_response();
    r.headers_mut().insert(
        axum::http::header::RETRY_AFTER,
        axum::http::HeaderValue::from_static("1"),
    );
    r
}

/// The routing middleware: requests for a lobby owned by another node are forwarded there;
/// the rest are served here.
async fn route(State(cluster): State<Cluster>, req: Request, next: Next) -> Response {
    let Some(id) = lobby_in_path(req.uri().path()) else {
        return next.run(req).await;
    };
    match cluster.locate(id).await {
        Ok(Place::Here) if req.headers().contains_key(FORWARDED_HEADER) => {
            // Another node sent this here because the lease table named this node: make sure
            // it still does before answering (a node woken from a pause may not know yet that
            // it lost the lobby, and would answer from a stale copy).
            if cluster.still_owner(id).await {
                next.run(req).await
            } else {
                unavailable("the lobby is moving between server nodes; try again")
            }
        }
        Ok(Place::Here | Place::Missing) => next.run(req).await,
        Ok(Place::NotHere) => {
            unavailable("this server node cannot run the lobby's rules version; try again")
        }
        Ok(Place::Moving) => unavailable("the lobby is moving between server nodes; try again"),
        Ok(Place::There(addr)) => {
            if req.headers().contains_key(FORWARDED_HEADER) {
                // Forwarded to us, yet another node owns it: the lease moved in between.
                return unavailable("the lobby is moving between server nodes; try again");
            }
            // A task of this lobby may still run here from before the lease moved: stop it,
            // so its sockets reconnect to the owner instead of waiting on a stale copy.
            cluster.inner.registry.stop_one(id);
            metrics::counter!("dlo_cluster_forwarded_total").increment(1);
            let lease = cluster.inner.settings.lease;
            let (req, moving) = match proxy::forward(req, &addr, cluster.node_id(), lease).await {
                proxy::Forwarded::Answer(response) => {
                    if response.status() == StatusCode::SERVICE_UNAVAILABLE {
                        // The owner is unreachable or no longer the owner: ask the database
                        // next time.
                        cluster.forget_owner(id);
                    }
                    return response;
                }
                proxy::Forwarded::NoAnswer(req, moving) => (*req, moving),
            };
            // The owner did not answer: re-read the lease (a silent owner's runs out within
            // about the lease we waited, then the lobby is taken over, by this node if nobody
            // else did) and send the request to whoever owns the lobby now, never to a copy
            // the silent owner may still hold.
            cluster.forget_owner(id);
            metrics::counter!("dlo_cluster_forwards_rerouted_total").increment(1);
            for look in 0..3 {
                if look > 0 {
                    tokio::time::sleep(lease / 4).await;
                }
                match cluster.locate(id).await {
                    Ok(Place::Here) => return next.run(req).await,
                    Ok(Place::There(other)) if other != addr => {
                        return match proxy::forward(req, &other, cluster.node_id(), lease).await {
                            proxy::Forwarded::Answer(response) => response,
                            proxy::Forwarded::NoAnswer(_, moving) => {
                                cluster.forget_owner(id);
                                moving
                            }
                        };
                    }
                    Ok(Place::There(_)) => cluster.forget_owner(id),
                    Ok(Place::Missing | Place::NotHere | Place::Moving) | Err(_) => break,
                }
            }
            moving
        }
        Err(e) => {
            tracing::warn!(lobby = %id, error = %e, "cannot locate the lobby's node");
            unavailable("the lobby's server node cannot be found right now; try again")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{lobby_in_path, rebalance_target};
    use crate::store::NodeLoad;

    fn loads(counts: &[i64]) -> Vec<NodeLoad> {
        counts
            .iter()
            .enumerate()
            .map(|(i, &leases)| NodeLoad {
                node_id: format!("n{i}"),
                node_addr: format!("10.0.0.{i}:8080"),
                leases,
            })
            .collect()
    }

    /// Runs the rule on every node, one handover at a time, until nobody hands anything over;
    /// returns the final counts and the number of handovers.
    fn settle(counts: &[i64]) -> (Vec<i64>, usize) {
        let mut l = loads(counts);
        let mut moves = 0;
        'again: loop {
            for i in 0..l.len() {
                let me = l[i].node_id.clone();
                if let Some(t) = rebalance_target(&l, &me, 0.3).map(|t| t.node_id.clone()) {
                    l[i].leases -= 1;
                    if let Some(t) = l.iter_mut().find(|n| n.node_id == t) {
                        t.leases += 1;
                    }
                    moves += 1;
                    assert!(moves < 1000, "no end: {l:?}");
                    continue 'again;
                }
            }
            return (l.iter().map(|n| n.leases).collect(), moves);
        }
    }

    #[test]
    fn rebalancing_ends_with_every_node_within_30_percent_of_a_fair_share() {
        for counts in [
            vec![12, 0],
            vec![10, 2],
            vec![8, 0],
            vec![12, 0, 0],
            vec![10, 10, 0],
            vec![40, 1, 1, 0],
            vec![100, 0],
            vec![7, 1, 0],
        ] {
            let total: i64 = counts.iter().sum();
            let (after, moves) = settle(&counts);
            assert_eq!(after.iter().sum::<i64>(), total, "{counts:?}");
            let fair = total as f64 / counts.len() as f64;
            for n in &after {
                assert!(
                    (*n as f64) <= fair * 1.3 && (*n as f64) >= fair * 0.7,
                    "{counts:?} ended as {after:?}"
                );
            }
            // No more moves than needed to bring the busiest ones down to the band.
            assert!(moves as i64 <= total, "{counts:?}: {moves} moves");
        }
    }

    #[test]
    fn balanced_or_tiny_clusters_hand_nothing_over() {
        for counts in [
            vec![5],
            vec![1, 0],
            vec![2, 1],
            vec![6, 5],
            vec![7, 5],
            vec![0, 0],
            vec![3, 2, 2],
        ] {
            let l = loads(&counts);
            for n in &l {
                assert!(
                    rebalance_target(&l, &n.node_id, 0.3).is_none(),
                    "{counts:?}: {} would hand over",
                    n.node_id
                );
            }
        }
        // A node not in the list (its heartbeat not seen) does nothing.
        assert!(rebalance_target(&loads(&[9, 0]), "other", 0.3).is_none());
        // The least busy node is the target.
        let l = loads(&[10, 3, 1]);
        assert_eq!(
            rebalance_target(&l, "n0", 0.3).map(|t| t.node_id.as_str()),
            Some("n2")
        );
    }

    #[test]
    fn the_lobby_is_read_from_the_path() {
        let id = "0b6e3c2a-8f1e-4d0e-9f43-3a1d2b4c5e6f";
        assert_eq!(
            lobby_in_path(&format!("/api/lobbies/{id}/ws")).map(|u| u.to_string()),
            Some(id.to_owned())
        );
        assert!(lobby_in_path(&format!("/api/lobbies/{id}")).is_some());
        assert!(lobby_in_path("/api/lobbies").is_none());
        assert!(lobby_in_path("/api/lobbies/not-a-uuid/join").is_none());
        assert!(lobby_in_path("/api/games").is_none());
    }
}
