//! The `loadgen` command line: `--help` lists every option, the invocation of
//! `scripts/loadtest.sh` parses, and a bad option, a bad value or a non-loopback address is
//! clap's usage error (exit code 2), never a panic.

use std::process::{Command, Output};

/// Runs the `loadgen` binary of this build with `args`.
fn loadgen(args: &[&str]) -> Output {
    match Command::new(env!("CARGO_BIN_EXE_loadgen"))
        .args(args)
        .output()
    {
        Ok(out) => out,
        Err(e) => panic!("cannot run loadgen: {e}"),
    }
}

#[track_caller]
fn check_usage_error(args: &[&str]) {
    let out = loadgen(args);
    assert_eq!(out.status.code(), Some(2), "loadgen {args:?}: {out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error:"), "loadgen {args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "loadgen {args:?}: {stderr}");
}

#[test]
fn help_lists_every_option() {
    let out = loadgen(&["--help"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let help = String::from_utf8_lossy(&out.stdout);
    for option in [
        "--addr",
        "--lobbies",
        "--think-ms",
        "--duration-secs",
        "--warmup-secs",
        "--max-commands",
        "--server-pid",
        "--seed",
        "--threads",
        "--setup-concurrency",
        "--options",
        "--help",
        "--version",
    ] {
        assert!(help.contains(option), "--help lacks {option}:\n{help}");
    }
}

#[test]
fn version_names_loadgen() {
    let out = loadgen(&["--version"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.trim(),
        format!("loadgen {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn unknown_option_is_a_usage_error() {
    check_usage_error(&["--no-such-option"]);
}

#[test]
fn bad_values_and_out_of_bounds_are_usage_errors() {
    check_usage_error(&["--lobbies", "ten"]);
    check_usage_error(&["--lobbies", "0"]);
    check_usage_error(&["--lobbies", "5001"]);
    check_usage_error(&["--duration-secs", "3601"]);
    check_usage_error(&["--warmup-secs", "601"]);
    check_usage_error(&["--server-pid", "-3"]);
    check_usage_error(&["--options", "{not json"]);
    check_usage_error(&["--think-ms"]);
}

#[test]
fn non_loopback_address_is_refused() {
    check_usage_error(&["--addr", "192.0.2.1:8080"]);
    check_usage_error(&["--addr", "localhost"]);
    let out = loadgen(&["--addr", "192.0.2.1:8080"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("loopback"), "{stderr}");
}

#[test]
fn loadtest_script_invocation_parses_and_reports() {
    // The exact option set of scripts/loadtest.sh, aimed at a loopback port with nothing
    // listening: every lobby setup fails at once, and loadgen still ends with its report.
    let port = match std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()) {
        Ok(addr) => addr.port().to_string(),
        Err(e) => panic!("no free port: {e}"),
    };
    let addr = format!("127.0.0.1:{port}");
    let pid = std::process::id().to_string();
    let out = loadgen(&[
        "--addr",
        &addr,
        "--lobbies",
        "2",
        "--think-ms",
        "0",
        "--duration-secs",
        "1",
        "--warmup-secs",
        "0",
        "--server-pid",
        &pid,
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(&format!("loadgen: addr {addr}  lobbies 2  think 0 ms")),
        "{text}"
    );
}
