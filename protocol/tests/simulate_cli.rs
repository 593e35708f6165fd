//! The `simulate` command line: `--help` lists every option, documented invocations parse, and a
//! bad option or value is clap's usage error (exit code 2), never a panic.

use std::process::{Command, Output};

/// Runs the `simulate` binary of this build with `args`.
fn simulate(args: &[&str]) -> Output {
    match Command::new(env!("CARGO_BIN_EXE_simulate"))
        .args(args)
        .output()
    {
        Ok(out) => out,
        Err(e) => panic!("cannot run simulate: {e}"),
    }
}

#[track_caller]
fn check_usage_error(args: &[&str]) {
    let out = simulate(args);
    assert_eq!(out.status.code(), Some(2), "simulate {args:?}: {out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error:"), "simulate {args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "simulate {args:?}: {stderr}");
}

#[test]
fn help_lists_every_option() {
    let out = simulate(&["--help"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let help = String::from_utf8_lossy(&out.stdout);
    for option in [
        "--game",
        "--players",
        "--games",
        "--seed",
        "--options",
        "--typed",
        "--views",
        "--phases",
        "--digest",
        "--help",
        "--version",
        "dungeon-lords",
        "welcome-to-the-dungeon",
    ] {
        assert!(help.contains(option), "--help lacks {option}:\n{help}");
    }
}

#[test]
fn version_names_simulate() {
    let out = simulate(&["--version"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.trim(),
        format!("simulate {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn unknown_option_is_a_usage_error() {
    check_usage_error(&["--no-such-option"]);
}

#[test]
fn bad_values_are_usage_errors() {
    check_usage_error(&["--games", "many"]);
    check_usage_error(&["--seed", "-1"]);
    check_usage_error(&["--game", "chess"]);
    check_usage_error(&["--options", "{not json"]);
    check_usage_error(&["--players"]);
}

#[test]
fn documented_typed_invocations_run() {
    // The forms docs/performance.md gives, with a single game to stay quick.
    for extra in [["--digest"], ["--phases"], ["--views"]] {
        let mut args = vec!["--typed", "--games", "1"];
        args.extend(extra);
        let out = simulate(&args);
        assert_eq!(out.status.code(), Some(0), "simulate {args:?}: {out:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("typed dungeon-lords"), "{text}");
    }
}

#[test]
fn json_path_runs_both_games_with_options() {
    for args in [
        [
            "--game",
            "dungeon-lords",
            "--players",
            "2",
            "--games",
            "1",
            "--seed",
            "3",
        ]
        .as_slice(),
        [
            "--game",
            "welcome-to-the-dungeon",
            "--games",
            "2",
            "--options",
            "null",
        ]
        .as_slice(),
    ] {
        let out = simulate(args);
        assert_eq!(out.status.code(), Some(0), "simulate {args:?}: {out:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("commands/game"), "{text}");
    }
}
