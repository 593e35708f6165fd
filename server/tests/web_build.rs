//! The built web client and its fallback (issue #31, the shipped-size budget): the server sends
//! `web-client/dist/` (made by `npm ci`, `web-client/tools/build.mjs`) only while it was built from
//! the sources as they are; missing or older than the sources, it sends the sources.

mod support;

use std::path::Path;

use server::config::Settings;
use server::web::{choose, Fallback, BUILT_DIR, MANIFEST};
use support::{guess_factory, sqlite_store, test_settings, TestServer, STAMP};

fn write(dir: &Path, rel: &str, text: &str) {
    let path = dir.join(rel);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("mkdir");
    }
    std::fs::write(path, text).expect("write");
}

/// A web client's sources: a page and one module.
fn sources() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    write(
        dir.path(),
        "index.html",
        "<html><head><script type=\"module\" src=\"js/main.js\"></script></head></html>",
    );
    write(
        dir.path(),
        "js/main.js",
        "// the source\nexport const answer = 42;\n",
    );
    write(dir.path(), "locales/en.ftl", "hello = Hello\n");
    dir
}

/// What `npm ci` does, in short: `dist/` with the minified module and a `build.json` naming the
/// digest of the sources as they are now.
fn build(dir: &Path) {
    write(
        dir,
        "dist/index.html",
        "<html><head><script type=\"module\" src=\"js/main.js\"></script></head></html>",
    );
    write(dir, "dist/js/main.js", "export const answer=42;");
    write(dir, "dist/locales/en.ftl", "hello = Hello\n");
    let digest = server::build::web_digest(dir);
    write(
        dir,
        &format!("{BUILT_DIR}/{MANIFEST}"),
        &format!("{{\"sources\": \"{digest}\", \"esbuild\": \"0.28.2\"}}\n"),
    );
}

#[test]
fn the_digest_of_the_sources_is_the_one_the_client_build_computes() {
    // The same tree and value as web-client/tests/build.unit.test.mjs: path order is component by
    // component (`js/a/` before `js/a-b/`); dot files, dependencies, tests and the built copy are
    // not sources.
    let dir = tempfile::tempdir().expect("tempdir");
    for (rel, text) in [
        ("index.html", "<head></head>"),
        ("js/a-b/x.js", "1"),
        ("js/a/y.js", "2"),
        ("js/main.js", "3"),
        (".hidden", "x"),
        ("node_modules/z.js", "z"),
        ("dist/build.json", "{}"),
        ("tests/t.js", "t"),
        ("locales/en.ftl", "hello = Hello\n"),
    ] {
        write(dir.path(), rel, text);
    }
    assert_eq!(
        server::build::web_digest(dir.path()),
        "d2e32f1f53bd15a9e069231267c5176ff4a3960533851a1187931e74b6287bb4"
    );
}

#[test]
fn a_client_never_built_is_served_from_its_sources() {
    let dir = sources();
    let choice = choose(dir.path());
    assert_eq!(choice.dir, dir.path());
    assert_eq!(choice.fallback, Some(Fallback::NotBuilt));
}

#[test]
fn the_built_copy_is_served_while_it_was_built_from_the_sources_as_they_are() {
    let dir = sources();
    build(dir.path());
    let choice = choose(dir.path());
    assert_eq!(choice.dir, dir.path().join(BUILT_DIR));
    assert_eq!(choice.fallback, None);
}

#[test]
fn an_edited_source_makes_the_built_copy_outdated_until_the_next_build() {
    let dir = sources();
    build(dir.path());
    write(dir.path(), "js/main.js", "export const answer = 43;\n");
    let choice = choose(dir.path());
    assert_eq!(choice.dir, dir.path());
    assert_eq!(choice.fallback, Some(Fallback::Outdated));
    // A new file counts too.
    build(dir.path());
    assert_eq!(choose(dir.path()).fallback, None);
    write(dir.path(), "js/new.js", "export {};\n");
    assert_eq!(choose(dir.path()).fallback, Some(Fallback::Outdated));
    // So does a file removed.
    build(dir.path());
    std::fs::remove_file(dir.path().join("js/new.js")).expect("rm");
    assert_eq!(choose(dir.path()).fallback, Some(Fallback::Outdated));
    // Rebuilding the copy brings it back; a dependency's or a test's file is not a source.
    build(dir.path());
    write(dir.path(), "node_modules/x/index.js", "export {};\n");
    write(dir.path(), "tests/a.test.mjs", "\n");
    assert_eq!(choose(dir.path()).dir, dir.path().join(BUILT_DIR));
}

#[test]
fn a_build_record_that_cannot_be_read_means_the_sources() {
    let dir = sources();
    build(dir.path());
    for bad in ["", "not json", "{\"sources\": 7}", "{}"] {
        write(dir.path(), &format!("{BUILT_DIR}/{MANIFEST}"), bad);
        assert_eq!(
            choose(dir.path()).fallback,
            Some(Fallback::Outdated),
            "{bad:?}"
        );
    }
}

#[test]
fn a_built_copy_named_by_web_dir_is_served_as_given() {
    let dir = sources();
    build(dir.path());
    let built = dir.path().join(BUILT_DIR);
    assert_eq!(choose(&built).dir, built);
    assert_eq!(choose(&built).fallback, None);
}

async fn get(srv: &TestServer, path: &str) -> String {
    let r = reqwest::get(format!("http://{}{path}", srv.addr))
        .await
        .expect("GET");
    assert_eq!(r.status().as_u16(), 200, "{path}");
    r.text().await.expect("body")
}

fn build_of(page: &str) -> String {
    let start = page.find("dlo-build\" content=\"").expect("dlo-build") + 20;
    page[start..]
        .split('"')
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test]
async fn a_restarted_server_sends_the_edited_sources_and_announces_another_build() {
    let dir = sources();
    build(dir.path());
    let settings = || Settings {
        web_dir: dir.path().to_owned(),
        ..test_settings()
    };
    let (store, _db) = sqlite_store().await;
    let srv = TestServer::start(store.clone(), guess_factory(STAMP), settings()).await;
    assert_eq!(get(&srv, "/js/main.js").await, "export const answer=42;");
    let built_build = build_of(&get(&srv, "/").await);
    srv.stop().await;

    // A developer edits a module and restarts: the edit is what the browser gets.
    write(
        dir.path(),
        "js/main.js",
        "// edited\nexport const answer = 43;\n",
    );
    let (store, _db2) = sqlite_store().await;
    let srv = TestServer::start(store, guess_factory(STAMP), settings()).await;
    assert_eq!(
        get(&srv, "/js/main.js").await,
        "// edited\nexport const answer = 43;\n"
    );
    let source_build = build_of(&get(&srv, "/").await);
    assert_ne!(
        source_build, built_build,
        "a page of the built copy must learn of the change"
    );
    srv.stop().await;

    // Built again: the new copy, under yet another build.
    build(dir.path());
    write(dir.path(), "dist/js/main.js", "export const answer=43;");
    let (store, _db3) = sqlite_store().await;
    let srv = TestServer::start(store, guess_factory(STAMP), settings()).await;
    assert_eq!(get(&srv, "/js/main.js").await, "export const answer=43;");
    let rebuilt = build_of(&get(&srv, "/").await);
    assert_ne!(rebuilt, built_build);
    assert_ne!(rebuilt, source_build);
    srv.stop().await;
}
