//! Group commit: one queue of command appends for the whole server, drained by a few writer
//! tasks. A writer takes everything that is waiting (up to [`MAX_BATCH`]), writes it in one
//! transaction and commits once, then answers every lobby in the batch. A lobby still waits for
//! its own command to be durable before anyone sees it; what changes is that a thousand lobbies
//! share a handful of commits (and fsyncs) instead of queueing for one each.

use std::sync::Arc;

use tokio::sync::{mpsc, oneshot, Mutex};

use super::{append_batch, NewCommand, Pool, Result, StoreError};

/// The most appends written in one transaction.
const MAX_BATCH: usize = 512;

/// Appends that may wait for a writer before `append` itself waits (back-pressure).
const QUEUE: usize = 16_384;

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
    pub(super) fn start(pool: Arc<Pool>, writers: usize) -> Writer {
        let (tx, rx) = mpsc::channel(QUEUE);
        let rx = Arc::new(Mutex::new(rx));
        for _ in 0..writers.max(1) {
            tokio::spawn(run(pool.clone(), rx.clone()));
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

async fn run(pool: Arc<Pool>, rx: Arc<Mutex<mpsc::Receiver<Job>>>) {
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
        write(&pool, batch).await;
    }
}

/// Writes one batch and answers every job in it.
async fn write(pool: &Pool, batch: Vec<Job>) {
    let (commands, dones): (Vec<NewCommand>, Vec<oneshot::Sender<Result<()>>>) =
        batch.into_iter().map(|j| (j.command, j.done)).unzip();
    match append_batch(pool, &commands).await {
        Ok(()) => {
            for done in dones {
                let _ = done.send(Ok(()));
            }
        }
        // The database refused a row (e.g. a sequence number already taken): that command must
        // not fail the others, so each is written again on its own.
        Err(StoreError::Db(sqlx::Error::Database(_))) if commands.len() > 1 => {
            for (command, done) in commands.iter().zip(dones) {
                let result = append_batch(pool, std::slice::from_ref(command)).await;
                let _ = done.send(result);
            }
        }
        Err(e) if dones.len() == 1 => {
            if let Some(done) = dones.into_iter().next() {
                let _ = done.send(Err(e));
            }
        }
        // The database is unreachable: every command in the batch failed the same way.
        Err(e) => {
            let reason = e.to_string();
            for done in dones {
                let _ = done.send(Err(StoreError::Batch(reason.clone())));
            }
        }
    }
}
