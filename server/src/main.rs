//! The `server` binary: parses flags/environment, installs tracing, and runs the server with the
//! real games from `protocol::new_game`.

use clap::Parser;

/// mimalloc instead of glibc malloc: the server allocates and frees many short strings per
/// command (views, log lines, messages); see docs/performance.md for the measured difference.
/// The `system-alloc` feature keeps the system allocator, for heap profilers.
#[cfg(not(feature = "system-alloc"))]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let config = server::config::Config::parse();
    server::init_tracing(config.log_format);
    if let Some(admin) = &config.admin {
        let location = server::backup::Location::of(&config);
        return match server::backup::run(admin, &location).await {
            Ok(line) => {
                println!("{line}");
                std::process::ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("server: {e}");
                std::process::ExitCode::FAILURE
            }
        };
    }
    if let Some(path) = &config.catalog {
        let loaded = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read catalog file {}: {e}", path.display()))
            .and_then(|text| protocol::games::dungeon_lords::set_catalog_override(&text));
        match loaded {
            Ok(version) => {
                tracing::info!(%version, file = %path.display(), "catalog override installed")
            }
            Err(e) => {
                eprintln!("server: refusing to start: invalid catalog: {e}");
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    match server::run(config, server::lobby::protocol_factory()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = %e, "server failed");
            eprintln!("server: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
