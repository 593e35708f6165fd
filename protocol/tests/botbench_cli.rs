//! The `botbench` command line: `--help` lists every option under the binary's own name, and a
//! bad option or value (including a malformed `--tune`) is clap's usage error, exit code 2.

use std::process::{Command, Output};

/// Runs the `botbench` binary of this build with `args`.
fn botbench(args: &[&str]) -> Output {
    match Command::new(env!("CARGO_BIN_EXE_botbench"))
        .args(args)
        .output()
    {
        Ok(out) => out,
        Err(e) => panic!("cannot run botbench: {e}"),
    }
}

#[track_caller]
fn check_usage_error(args: &[&str]) {
    let out = botbench(args);
    assert_eq!(out.status.code(), Some(2), "botbench {args:?}: {out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error:"), "botbench {args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "botbench {args:?}: {stderr}");
}

#[test]
fn help_lists_every_option_and_describes_the_tool() {
    let out = botbench(&["--help"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.starts_with("Bot benchmark"), "{help}");
    for option in [
        "--game",
        "--games",
        "--players",
        "--bot",
        "--field",
        "--seed",
        "--max-commands",
        "--tune",
        "--trace",
        "--help",
        "--version",
    ] {
        assert!(help.contains(option), "--help lacks {option}:\n{help}");
    }
}

#[test]
fn version_names_botbench() {
    let out = botbench(&["--version"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.trim(),
        format!("botbench {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn unknown_option_and_bad_values_are_usage_errors() {
    check_usage_error(&["--no-such-option"]);
    check_usage_error(&["--field", "expert"]);
    check_usage_error(&["--games", "-5"]);
    check_usage_error(&["--tune", "1,2,3"]);
}
