//! The `--catalog` flag: a host's override file is validated at start-up; an invalid one stops
//! the server with a message naming the problem, a valid one is installed and announced.

use std::process::{Command, Stdio};
use std::time::Duration;

fn server() -> Command {
    Command::new(env!("CARGO_BIN_EXE_server"))
}

#[test]
fn an_invalid_catalog_file_stops_the_server_with_a_clear_message() {
    let dir = tempfile_dir();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"version":"broken"}"#).expect("write");
    let out = server()
        .args(["--bind", "127.0.0.1:0", "--catalog"])
        .arg(&bad)
        .arg("--data-dir")
        .arg(dir.join("data"))
        .output()
        .expect("server runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("invalid catalog"), "stderr: {stderr}");
}

#[test]
fn a_valid_catalog_file_is_installed_with_its_version() {
    let dir = tempfile_dir();
    let mut cat: serde_json::Value =
        serde_json::from_str(include_str!("../../engine/data/dungeon-lords-catalog.json"))
            .expect("json");
    cat["version"] = serde_json::json!("host-override-7");
    let path = dir.join("good.json");
    std::fs::write(&path, cat.to_string()).expect("write");
    let mut child = server()
        .args(["--bind", "127.0.0.1:0", "--catalog"])
        .arg(&path)
        .arg("--data-dir")
        .arg(dir.join("data"))
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("server starts");
    // The announcement comes right after start-up; a server still running after 3 s accepted it.
    std::thread::sleep(Duration::from_secs(3));
    let exited = child.try_wait().expect("status").is_some();
    let _ = child.kill();
    let out = child.wait_with_output().expect("output");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!exited, "server exited: {log}");
    assert!(log.contains("host-override-7"), "log: {log}");
}

fn tempfile_dir() -> std::path::PathBuf {
    tempfile::tempdir().expect("temp dir").keep()
}
