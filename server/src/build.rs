//! The build a server announces to browsers (issue #33, item 4): a page keeps the build it was
//! loaded with (the `dlo-build` meta tag this module adds to `index.html`) and compares it with
//! the `build` of every `welcome`; after an upgrade the two differ and the page reloads itself at
//! a safe moment (protocol/README.md § Upgrades).

use std::path::Path;
use std::sync::Arc;

use sha2::{Digest, Sha256};

use crate::config::Settings;

/// The build this server announces: `--build-id` when given, else
/// `<server version>-p<protocol version>-<digest of the web client's files>`. It changes when
/// the protocol or any file a browser loads changes, so a page of the old client learns it.
pub fn announced(settings: &Settings) -> Arc<str> {
    if let Some(id) = settings.build_id.as_deref().map(str::trim) {
        if !id.is_empty() {
            return Arc::from(id);
        }
    }
    let digest = web_digest(&settings.web_dir);
    Arc::from(format!(
        "{}-p{}-{}",
        env!("CARGO_PKG_VERSION"),
        protocol::PROTOCOL_VERSION,
        &digest[..12]
    ))
}

/// SHA-256 (hex) over the relative path and contents of every file a browser may load from the
/// web directory: everything but its dependencies' sources, its tests and tools, its built copy
/// (`dist/`, [`crate::web`]) and dot files (the client's dependencies are named by
/// `package-lock.json`, which is included). A directory that cannot be read adds nothing.
/// `web-client/tools/build.mjs` computes the same digest of the sources it builds from (its
/// `webDigest`); `server/tests/web_build.rs` and `web-client/tests/build.unit.test.mjs` pin both
/// to one value.
pub fn web_digest(dir: &Path) -> String {
    let mut files = Vec::new();
    collect(dir, Path::new(""), &mut files);
    files.sort();
    let mut hash = Sha256::new();
    for rel in files {
        let Ok(bytes) = std::fs::read(dir.join(&rel)) else {
            continue;
        };
        hash.update(rel.to_string_lossy().as_bytes());
        hash.update([0]);
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(&bytes);
    }
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Directories of the web client no browser loads from (`dist` is the built copy, a digest of
/// its own when it is served). The same list as `SKIPPED` in `web-client/tools/build.mjs`.
const SKIPPED: &[&str] = &["node_modules", "tests", "tools", "test-artifacts", "dist"];

fn collect(root: &Path, rel: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(root.join(rel)) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name_text = name.to_string_lossy();
        if name_text.starts_with('.') {
            continue;
        }
        let path = rel.join(&name);
        match entry.file_type() {
            Ok(t) if t.is_dir() && !SKIPPED.contains(&name_text.as_ref()) => {
                collect(root, &path, out);
            }
            Ok(t) if t.is_file() => out.push(path),
            _ => {}
        }
    }
}

/// `html` (the client's `index.html`) with `<meta name="dlo-build" content="…">` before its
/// `</head>` (or at its start when it has none), the build escaped for an attribute.
pub fn page_with_build(html: &str, build: &str) -> String {
    let escaped: String = build
        .chars()
        .map(|c| match c {
            '&' => "&amp;".to_owned(),
            '"' => "&quot;".to_owned(),
            '\'' => "&#39;".to_owned(),
            '<' => "&lt;".to_owned(),
            '>' => "&gt;".to_owned(),
            c => c.to_string(),
        })
        .collect();
    let meta = format!("<meta name=\"dlo-build\" content=\"{escaped}\">\n");
    match html.find("</head>") {
        Some(at) => format!("{}{meta}{}", &html[..at], &html[at..]),
        None => format!("{meta}{html}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_carries_the_build_escaped() {
        let page = page_with_build(
            "<html><head><title>x</title></head><body></body></html>",
            "a\"<b>&",
        );
        assert_eq!(
            page,
            "<html><head><title>x</title><meta name=\"dlo-build\" content=\"a&quot;&lt;b&gt;&amp;\">\n</head><body></body></html>"
        );
    }

    #[test]
    fn the_default_build_follows_the_web_client_s_files() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir_all(dir.path().join("js")).expect("js");
        std::fs::create_dir_all(dir.path().join("node_modules/x")).expect("deps");
        std::fs::write(dir.path().join("index.html"), "<head></head>").expect("write");
        std::fs::write(dir.path().join("js/main.js"), "1").expect("write");
        let settings = Settings {
            web_dir: dir.path().to_owned(),
            ..Settings::default()
        };
        let first = announced(&settings);
        assert!(first.starts_with(&format!(
            "{}-p{}-",
            env!("CARGO_PKG_VERSION"),
            protocol::PROTOCOL_VERSION
        )));
        // A dependency's source is not the client's own file.
        std::fs::write(dir.path().join("node_modules/x/a.js"), "2").expect("write");
        assert_eq!(announced(&settings), first);
        std::fs::write(dir.path().join("js/main.js"), "2").expect("write");
        assert_ne!(announced(&settings), first);
        let named = Settings {
            build_id: Some("release-42".into()),
            ..settings
        };
        assert_eq!(&*announced(&named), "release-42");
    }
}
