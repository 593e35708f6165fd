//! The `server` binary: parses flags/environment, installs tracing, and runs the server with the
//! real games from `protocol::new_game`.

use clap::Parser;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let config = server::config::Config::parse();
    server::init_tracing(config.log_format);
    match server::run(config, server::lobby::protocol_factory()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = %e, "server failed");
            eprintln!("server: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
