//! `slider serve`: the explorer page and its API on a local address until Ctrl-C.

use std::sync::Arc;

use anyhow::{Context, Result};

use crate::config::ServeConfig;
use crate::exit_code;
use crate::serve::{AppState, router};

/// Serves until interrupted; the URL is printed (and flushed) once the server listens.
///
/// # Errors
/// The address cannot be bound (in use, or not this machine's).
pub fn run(config: &ServeConfig) -> Result<i32> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_io()
        .enable_time()
        .build()
        .context("cannot start the server's runtime")?;
    runtime.block_on(serve(config))
}

async fn serve(config: &ServeConfig) -> Result<i32> {
    let listener = tokio::net::TcpListener::bind(config.address).await.with_context(|| {
        format!("cannot listen on {}: is the port in use? Try --port 0 for any free one", config.address)
    })?;
    let address = listener.local_addr().context("cannot read the address listened on")?;
    crate::report::to_stdout(&format!("slider: the page is at http://{address}/ (Ctrl-C stops)\n"))?;
    let state = Arc::new(AppState::new(&config.board));
    axum::serve(listener, router(state))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .context("the server stopped")?;
    Ok(exit_code::SUCCESS)
}
