//! Which copy of the web client the server sends (issue #31, the shipped-size budget).
//!
//! `npm ci --prefix web-client` builds `web-client/dist/`: the same files at the same paths,
//! minified (`web-client/tools/build.mjs`), with `dist/build.json` naming the digest of the sources
//! it was built from. The server sends that copy only while the digest is the sources' digest as
//! they are at start-up ([`crate::build::web_digest`], the same digest the announced build is
//! made of); otherwise it sends the sources themselves and says so in the log, so a developer who
//! edits `js/` and restarts never gets a stale client.

use std::path::{Path, PathBuf};

/// The built copy's folder inside the web client directory.
pub const BUILT_DIR: &str = "dist";
/// The file of a built copy that names the sources it was built from.
pub const MANIFEST: &str = "build.json";

/// Why the sources are sent rather than a built copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fallback {
    /// There is no `dist/build.json` (never built, or `npm ci --ignore-scripts`).
    NotBuilt,
    /// `dist/` was built from other sources than the ones there now (edited since, or another
    /// checkout), or its `build.json` cannot be read.
    Outdated,
}

/// The directory to serve and, when it is the sources, why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The directory the static file service and `index.html` are read from.
    pub dir: PathBuf,
    /// `None` when `dir` is a built copy.
    pub fallback: Option<Fallback>,
}

/// Chooses what to serve for the web client directory `dir` (`--web-dir`): its `dist/` when
/// that was built from `dir`'s files as they are now, else `dir` itself. A `dir` that is itself a
/// built copy (it has a `build.json`) is served as given.
pub fn choose(dir: &Path) -> Choice {
    if dir.join(MANIFEST).is_file() {
        return Choice {
            dir: dir.to_owned(),
            fallback: None,
        };
    }
    let built = dir.join(BUILT_DIR);
    let sources = |fallback| Choice {
        dir: dir.to_owned(),
        fallback: Some(fallback),
    };
    let Ok(text) = std::fs::read_to_string(built.join(MANIFEST)) else {
        return sources(Fallback::NotBuilt);
    };
    let recorded = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v.get("sources")?.as_str().map(str::to_owned));
    match recorded {
        Some(digest) if digest == crate::build::web_digest(dir) => Choice {
            dir: built,
            fallback: None,
        },
        _ => sources(Fallback::Outdated),
    }
}

/// [`choose`], telling the log what was chosen: a warning when the sources are sent although
/// `dir` is a web client (it has an `index.html`).
pub fn serving_dir(dir: &Path) -> PathBuf {
    let choice = choose(dir);
    let is_client = dir.join("index.html").is_file();
    match &choice.fallback {
        None => tracing::info!(dir = %choice.dir.display(), "serving the built web client"),
        Some(Fallback::NotBuilt) if is_client => tracing::warn!(
            web_dir = %dir.display(),
            "the web client is not built (no dist/build.json): serving its sources as written, \
             unminified; `npm ci --prefix web-client` builds it"
        ),
        Some(Fallback::Outdated) if is_client => tracing::warn!(
            web_dir = %dir.display(),
            "the built web client (dist/) is older than its sources: serving the sources as \
             written, unminified; `npm run build --prefix web-client` (or `npm ci`) rebuilds it"
        ),
        Some(_) => {}
    }
    choice.dir
}
