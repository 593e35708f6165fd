//! Online backup and restore of either store (`server backup --to FILE`, `server restore --from
//! FILE`; docs/backups.md). Owns the snapshot and the checks around it; it never touches a
//! running server's state other than through the database's own consistent-snapshot reads.
//!
//! SQLite is copied with `VACUUM INTO` on a read-only connection of its own: one read
//! transaction, so the copy is a consistent snapshot of every transaction committed before it
//! began (the server keeps writing meanwhile; WAL readers do not block the writer). A plain file
//! copy of a live database is never made. PostgreSQL is dumped with `pg_dump --format=custom`
//! (one repeatable-read snapshot) and restored with `pg_restore`. Because a command is
//! acknowledged only after its transaction commits (durable before visible), every command
//! acknowledged before a backup starts is in it.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{Connection, Row};

/// The administrative subcommands of the `server` binary.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum Admin {
    /// Writes a consistent backup of the configured store to FILE while the server runs
    /// (SQLite: `VACUUM INTO`; PostgreSQL: `pg_dump --format=custom`), then exits.
    Backup {
        /// The backup file to create; it must not exist yet.
        #[arg(long)]
        to: PathBuf,
    },
    /// Restores a backup made by `server backup` into the configured store, which must be
    /// empty (SQLite: no `dlo.sqlite3` in --data-dir; PostgreSQL: a database without our
    /// tables). Run it with the server stopped, then start the server.
    Restore {
        /// The backup file to read.
        #[arg(long)]
        from: PathBuf,
    },
}

/// Which store a backup is taken from or restored into.
#[derive(Clone, Debug)]
pub enum Location {
    /// The SQLite file `dlo.sqlite3` in this directory.
    Sqlite(PathBuf),
    /// A PostgreSQL database URL.
    Postgres(String),
}

impl Location {
    /// The store the flags name: PostgreSQL when `--database-url` is set, else SQLite.
    pub fn of(config: &crate::config::Config) -> Location {
        match &config.database_url {
            Some(url) => Location::Postgres(url.clone()),
            None => Location::Sqlite(config.data_dir.clone()),
        }
    }
}

/// What a backup or restore holds, counted in the copy itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Lobbies.
    pub n_lobbies: i64,
    /// Games (started lobbies, finished or not, and imports).
    pub n_games: i64,
    /// Stored commands of all games.
    pub n_commands: i64,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} lobbies, {} games, {} commands",
            self.n_lobbies, self.n_games, self.n_commands
        )
    }
}

/// Why a backup or restore did not happen. Nothing is left at the target when it fails.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The target file or store already exists or holds data; it is never overwritten.
    #[error("{0} already exists; choose a new name (a backup never overwrites one)")]
    TargetExists(String),
    /// The store to back up does not exist.
    #[error("no store at {0}")]
    NoStore(String),
    /// The store to restore into already holds data.
    #[error("{0} is not empty; restore only into a fresh store (move the old one aside first)")]
    NotEmpty(String),
    /// The copy failed SQLite's integrity check or lacks our tables.
    #[error("the backup {0} is not a sound store: {1}")]
    Unsound(String, String),
    /// The database refused or failed.
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    /// A file operation failed.
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    /// `pg_dump` or `pg_restore` could not run or failed.
    #[error("{0}")]
    Tool(String),
}

/// Runs one administrative subcommand against the store the flags name and returns the line to
/// print.
///
/// # Errors
/// See [`backup`] and [`restore`].
pub async fn run(admin: &Admin, location: &Location) -> Result<String, BackupError> {
    match admin {
        Admin::Backup { to } => {
            let summary = backup(location, to).await?;
            Ok(match summary {
                Some(s) => format!("backup written to {}: {s}", to.display()),
                None => format!("backup written to {}", to.display()),
            })
        }
        Admin::Restore { from } => {
            let summary = restore(location, from).await?;
            Ok(format!("restored {}: {summary}", from.display()))
        }
    }
}

/// Writes a consistent backup of the store at `location` to the new file `to` while the server
/// may be running. On SQLite the copy is checked (`PRAGMA integrity_check`) and counted before it
/// is given its name, so a file named `to` is always a complete backup.
///
/// # Errors
/// Fails when `to` exists, the store is missing or unreadable, the copy is unsound, or
/// `pg_dump` fails; a partial file is removed.
pub async fn backup(location: &Location, to: &Path) -> Result<Option<Summary>, BackupError> {
    if to.exists() {
        return Err(BackupError::TargetExists(to.display().to_string()));
    }
    let partial = partial_name(to);
    let _ = std::fs::remove_file(&partial);
    let result = match location {
        Location::Sqlite(dir) => backup_sqlite(dir, &partial).await.map(Some),
        Location::Postgres(url) => pg_tool(
            "pg_dump",
            &[
                "--format=custom",
                "--no-owner",
                "--file",
                &partial.to_string_lossy(),
                "--dbname",
                url,
            ],
        )
        .await
        .map(|()| None),
    };
    let finished = result.and_then(|summary| {
        sync_file(&partial)?;
        std::fs::rename(&partial, to).map_err(|e| BackupError::Io(to.display().to_string(), e))?;
        if let Some(parent) = to.parent() {
            sync_dir(parent);
        }
        Ok(summary)
    });
    if finished.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    finished
}

/// Restores the backup `from` into the empty store at `location` (the server must be stopped).
/// On SQLite the backup is checked first and written under a temporary name, then renamed to
/// `dlo.sqlite3`.
///
/// # Errors
/// Fails when the target store is not empty, the backup is unsound, or `pg_restore` fails.
pub async fn restore(location: &Location, from: &Path) -> Result<Summary, BackupError> {
    if !from.is_file() {
        return Err(BackupError::NoStore(from.display().to_string()));
    }
    match location {
        Location::Sqlite(dir) => {
            let db = dir.join("dlo.sqlite3");
            // A leftover write-ahead log would be replayed onto the restored file.
            for file in [db.clone(), dir.join("dlo.sqlite3-wal")] {
                if file.exists() {
                    return Err(BackupError::NotEmpty(file.display().to_string()));
                }
            }
            let summary = check_sqlite(from).await?;
            std::fs::create_dir_all(dir)
                .map_err(|e| BackupError::Io(dir.display().to_string(), e))?;
            let partial = partial_name(&db);
            let copied = std::fs::copy(from, &partial)
                .map_err(|e| BackupError::Io(partial.display().to_string(), e))
                .and_then(|_| sync_file(&partial))
                .and_then(|()| {
                    std::fs::rename(&partial, &db)
                        .map_err(|e| BackupError::Io(db.display().to_string(), e))
                });
            if copied.is_err() {
                let _ = std::fs::remove_file(&partial);
            }
            copied?;
            let _ = std::fs::remove_file(dir.join("dlo.sqlite3-shm"));
            sync_dir(dir);
            Ok(summary)
        }
        Location::Postgres(url) => {
            let mut conn = sqlx::PgConnection::connect(url).await?;
            let has_tables: bool =
                sqlx::query("SELECT to_regclass('public.lobbies') IS NOT NULL AS t")
                    .fetch_one(&mut conn)
                    .await?
                    .try_get("t")?;
            if has_tables {
                return Err(BackupError::NotEmpty(redact(url)));
            }
            pg_tool(
                "pg_restore",
                &[
                    "--no-owner",
                    "--exit-on-error",
                    "--single-transaction",
                    "--dbname",
                    url,
                    &from.to_string_lossy(),
                ],
            )
            .await?;
            let summary = count_pg(&mut conn).await?;
            conn.close().await?;
            Ok(summary)
        }
    }
}

/// `VACUUM INTO` from a read-only connection of its own, then the check of the copy.
async fn backup_sqlite(dir: &Path, partial: &Path) -> Result<Summary, BackupError> {
    let db = dir.join("dlo.sqlite3");
    if !db.is_file() {
        return Err(BackupError::NoStore(db.display().to_string()));
    }
    let options = SqliteConnectOptions::new()
        .filename(db)
        .read_only(true)
        .busy_timeout(Duration::from_secs(30));
    let mut conn = sqlx::SqliteConnection::connect_with(&options).await?;
    sqlx::query("VACUUM INTO $1")
        .bind(partial.to_string_lossy().into_owned())
        .execute(&mut conn)
        .await?;
    conn.close().await?;
    check_sqlite(partial).await
}

/// Opens a SQLite backup read-only, runs its integrity check and counts what it holds.
async fn check_sqlite(file: &Path) -> Result<Summary, BackupError> {
    let unsound = |why: String| BackupError::Unsound(file.display().to_string(), why);
    let options = SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .immutable(true);
    let mut conn = sqlx::SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| unsound(e.to_string()))?;
    let check: String = sqlx::query("PRAGMA integrity_check")
        .fetch_one(&mut conn)
        .await
        .and_then(|r| r.try_get(0))
        .map_err(|e| unsound(e.to_string()))?;
    if check != "ok" {
        return Err(unsound(check));
    }
    let summary = count_sqlite(&mut conn)
        .await
        .map_err(|e| unsound(format!("not a game store ({e})")))?;
    conn.close().await?;
    Ok(summary)
}

/// Counts lobbies, games and commands (either back end).
macro_rules! count {
    ($conn:expr) => {{
        let row = sqlx::query(
            "SELECT (SELECT COUNT(*) FROM lobbies) AS l, (SELECT COUNT(*) FROM games) AS g, \
             (SELECT COUNT(*) FROM commands) AS c",
        )
        .fetch_one($conn)
        .await?;
        Summary {
            n_lobbies: row.try_get("l")?,
            n_games: row.try_get("g")?,
            n_commands: row.try_get("c")?,
        }
    }};
}

async fn count_sqlite(conn: &mut sqlx::SqliteConnection) -> Result<Summary, sqlx::Error> {
    Ok(count!(conn))
}

async fn count_pg(conn: &mut sqlx::PgConnection) -> Result<Summary, sqlx::Error> {
    Ok(count!(conn))
}

/// The temporary name a file is written under before it is complete.
fn partial_name(target: &Path) -> PathBuf {
    let mut name = target.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    target.with_file_name(name)
}

/// Flushes a written file to disk.
fn sync_file(file: &Path) -> Result<(), BackupError> {
    std::fs::File::open(file)
        .and_then(|f| f.sync_all())
        .map_err(|e| BackupError::Io(file.display().to_string(), e))
}

/// Flushes a directory entry (a rename) to disk where the platform allows it.
fn sync_dir(dir: &Path) {
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// A database URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let user_part = &url[s + 3..at];
            let user = user_part.split(':').next().unwrap_or_default();
            format!("{}{user}@{}", &url[..s + 3], &url[at + 1..])
        }
        _ => url.to_owned(),
    }
}

/// Runs a PostgreSQL client tool; its error output becomes the error (without the URL's
/// password).
async fn pg_tool(tool: &str, args: &[&str]) -> Result<(), BackupError> {
    let output = tokio::process::Command::new(tool)
        .args(args)
        .output()
        .await
        .map_err(|e| BackupError::Tool(format!("cannot run {tool} (is it installed?): {e}")))?;
    if output.status.success() {
        Ok(())
    } else {
        let stderr = String::from_utf8_lossy(&output.stderr);
        Err(BackupError::Tool(format!(
            "{tool} failed ({}): {}",
            output.status,
            stderr.trim()
        )))
    }
}
