//! Group commit: one queue of command appends for the whole server, drained by a few writer
//! tasks. A writer takes everything that is waiting (up to [`MAX_BATCH`]), writes it in one
//! transaction and commits once, then answers every lobby in the batch. A lobby still waits for
//! its own command to be durable before anyone sees it; what changes is that a thousand lobbies
//! share a handful of commits (and fsyncs) instead of queueing for one each.
//!
//! Every append is answered with what is true in the store: stored, certainly not stored, or a
//! sequence conflict. When the connection fails while a batch is in flight (the commit may or
//! may not have happened) each command is written again idempotently ([`super::reappend`]) and
//! the store is read before anyone is answered; only if that fails too is the answer "in doubt".

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, oneshot, Mutex};
use tokio::time::Instant;

use super::leases::{fenced, Fence};
use super::{
    append_batch, bounded_on, reappend, Health, NewCommand, Pool, Reappended, Result, StoreError,
};

/// The most appends written in one transaction.
const MAX_BATCH: usize = 512;

/// Appends that may wait for a writer before `append` itself waits (back-pressure).
const QUEUE: usize = 16_384;

/// Attempts to learn the outcome of an append whose reply was lost, and the pause between them.
const RESOLVE_ATTEMPTS: u32 = 3;
const RESOLVE_PAUSE: Duration = Duration::from_millis(100);

/// The longest the outcome of a failed batch is sought before its commands are answered
/// `in_doubt`: the answer comes within a second of the failure, and the lobbies of the batch
/// (whose tasks wait for it) are held no longer than that.
const RESOLVE_BUDGET: Duration = Duration::from_millis(600);

struct Job {
    command: NewCommand,
    done: oneshot::Sender<Result<()>>,
}

/// The sending side of the append queue; cheap to clone. The writer tasks stop when the last
/// clone is dropped.
#[derive(Clone)]
pub(super) struct Writer {
    tx: mpsc::Sender<Job>,
}

impl Writer {
    /// Starts `writers` tasks (at least one) on the current Tokio runtime.
    pub(super) fn start(
        pool: Arc<Pool>,
        health: Arc<Health>,
        fence: Arc<Fence>,
        writers: usize,
    ) -> Writer {
        let (tx, rx) = mpsc::channel(QUEUE);
        let rx = Arc::new(Mutex::new(rx));
        for _ in 0..writers.max(1) {
            tokio::spawn(run(pool.clone(), health.clone(), fence.clone(), rx.clone()));
        }
        Writer { tx }
    }

    /// Queues one append and waits until it is committed (or has failed).
    pub(super) async fn append(&self, command: NewCommand) -> Result<()> {
        let (done, wait) = oneshot::channel();
        self.tx
            .send(Job { command, done })
            .await
            .map_err(|_| StoreError::Closed)?;
        wait.await.map_err(|_| StoreError::Closed)?
    }
}

async fn run(
    pool: Arc<Pool>,
    health: Arc<Health>,
    fence: Arc<Fence>,
    rx: Arc<Mutex<mpsc::Receiver<Job>>>,
) {
    loop {
        // Only one writer collects at a time; while it writes, the next one collects.
        let batch = {
            let mut rx = rx.lock().await;
            let Some(first) = rx.recv().await else {
                return;
            };
            let mut batch = vec![first];
            while batch.len() < MAX_BATCH {
                match rx.try_recv() {
                    Ok(job) => batch.push(job),
                    Err(_) => break,
                }
            }
            batch
        };
        write(&pool, &health, &fence, batch).await;
    }
}

/// A refusal by the database: a taken sequence number is a [`StoreError::Conflict`].
fn refusal(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.kind() == sqlx::error::ErrorKind::UniqueViolation => {
            StoreError::Conflict(db.message().to_owned())
        }
        _ => StoreError::Db(e),
    }
}

/// Writes one batch and answers every job in it.
async fn write(pool: &Pool, health: &Health, fence: &Fence, batch: Vec<Job>) {
    let (commands, dones): (Vec<NewCommand>, Vec<oneshot::Sender<Result<()>>>) =
        batch.into_iter().map(|j| (j.command, j.done)).unzip();
    if health.gate().is_err() {
        for done in dones {
            let _ = done.send(Err(StoreError::Unavailable));
        }
        return;
    }
    let result = bounded_on(pool, append_batch(pool, fence, &commands)).await;
    health.observe(pool, &result);
    match result {
        Ok(refused) => {
            for (command, done) in commands.iter().zip(dones) {
                let _ = done.send(if refused.contains(&command.lobby_id) {
                    Err(fenced(command.lobby_id))
                } else {
                    Ok(())
                });
            }
        }
        // The database refused a row (e.g. a sequence number already taken) and rolled the
        // batch back: that command must not fail the others, so each is written again alone.
        Err(StoreError::Db(sqlx::Error::Database(e))) => {
            if commands.len() == 1 {
                if let Some(done) = dones.into_iter().next() {
                    let _ = done.send(Err(refusal(sqlx::Error::Database(e))));
                }
                return;
            }
            for (command, done) in commands.iter().zip(dones) {
                let _ = done.send(append_one(pool, health, fence, command).await);
            }
        }
        // Nothing reached the database: every command in the batch is certainly not stored.
        Err(e) if e.never_sent() => {
            let reason = e.to_string();
            for done in dones {
                let _ = done.send(Err(if matches!(e, StoreError::Unavailable) {
                    StoreError::Unavailable
                } else {
                    StoreError::Batch(reason.clone())
                }));
            }
        }
        // The connection failed in flight: the commit may have happened. Ask the store.
        Err(e) => {
            tracing::warn!(error = %e, n = commands.len(), "append batch failed in flight; resolving from the store");
            let deadline = Instant::now() + RESOLVE_BUDGET;
            for (command, done) in commands.iter().zip(dones) {
                let _ = done.send(resolve(pool, health, fence, command, deadline).await);
            }
        }
    }
}

/// Writes one command alone, resolving an in-flight failure like a batch.
async fn append_one(
    pool: &Pool,
    health: &Health,
    fence: &Fence,
    command: &NewCommand,
) -> Result<()> {
    let result = bounded_on(
        pool,
        append_batch(pool, fence, std::slice::from_ref(command)),
    )
    .await;
    health.observe(pool, &result);
    match result {
        Ok(refused) if refused.is_empty() => Ok(()),
        Ok(_) => Err(fenced(command.lobby_id)),
        Err(StoreError::Db(sqlx::Error::Database(e))) => Err(refusal(sqlx::Error::Database(e))),
        Err(e) if e.never_sent() => Err(e),
        Err(_) => {
            resolve(
                pool,
                health,
                fence,
                command,
                Instant::now() + RESOLVE_BUDGET,
            )
            .await
        }
    }
}

/// Learns whether `command` is stored after a failure in flight, writing it idempotently if it
/// is not, so the answer is definite: stored (`Ok`), or another command holds its number
/// (`Conflict`). Gives `InDoubt` when the store cannot be reached for the answer before
/// `deadline`.
async fn resolve(
    pool: &Pool,
    health: &Health,
    fence: &Fence,
    command: &NewCommand,
    deadline: Instant,
) -> Result<()> {
    let mut last = String::from("no answer from the store in time");
    for attempt in 0..RESOLVE_ATTEMPTS {
        if attempt > 0 {
            if Instant::now() + RESOLVE_PAUSE >= deadline {
                break;
            }
            tokio::time::sleep(RESOLVE_PAUSE).await;
        }
        // Past the deadline the attempt is dropped (its transaction rolls back unless it
        // committed, which the next read of the log learns either way).
        let Ok(result) = tokio::time::timeout_at(deadline, reappend(pool, fence, command)).await
        else {
            last = String::from("no answer from the store in time");
            break;
        };
        health.observe(pool, &result);
        match result {
            Err(e @ StoreError::Fenced(_)) => return Err(e),
            Ok(Reappended::Ours) => {
                tracing::info!(game = %command.game_id, seq = command.seq, "append resolved: stored");
                return Ok(());
            }
            Ok(Reappended::Other) => {
                return Err(StoreError::Conflict(format!(
                    "sequence number {} of game {} holds another command",
                    command.seq, command.game_id
                )))
            }
            Err(e) => last = e.to_string(),
        }
    }
    tracing::error!(game = %command.game_id, seq = command.seq, error = %last, "append outcome unknown");
    Err(StoreError::InDoubt(last))
}
