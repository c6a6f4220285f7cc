//! `slider serve`: the explorer page and its API on a local address until Ctrl-C or SIGTERM. Either
//! stops every search at once (a search checks its flag as it goes) and ends the server within
//! [`GRACE`], open connections or not.

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};
use tokio::signal::unix::{SignalKind, signal};

use crate::config::ServeConfig;
use crate::exit_code;
use crate::serve::{AppState, router};

/// How long a stopping server waits for requests in flight (their searches already cancelled).
pub const GRACE: Duration = Duration::from_millis(500);

/// Serves until interrupted; the URL is printed (and flushed) once the server listens.
///
/// # Errors
/// The address cannot be bound (in use, or not this machine's), or the signals cannot be watched.
pub fn run(config: &ServeConfig) -> Result<i32> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_io()
        .enable_time()
        .build()
        .context("cannot start the server's runtime")?;
    let served = runtime.block_on(serve(config));
    // Not a plain drop, which would wait for every blocking task (a search) to return.
    runtime.shutdown_timeout(GRACE);
    served
}

async fn serve(config: &ServeConfig) -> Result<i32> {
    let listener = tokio::net::TcpListener::bind(config.address).await.with_context(|| {
        format!("cannot listen on {}: is the port in use? Try --port 0 for any free one", config.address)
    })?;
    let address = listener.local_addr().context("cannot read the address listened on")?;
    let mut terminate = signal(SignalKind::terminate()).context("cannot watch for SIGTERM")?;
    crate::report::to_stdout(&format!("slider: the page is at http://{address}/ (Ctrl-C stops)\n"))?;
    let state = Arc::new(AppState::new(&config.board));
    let (stopped, mut stopping) = tokio::sync::watch::channel(false);
    let jobs = Arc::clone(&state);
    let server = axum::serve(listener, router(state)).with_graceful_shutdown(async move {
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = terminate.recv() => {}
        }
        jobs.jobs.stop_all();
        let _ = stopped.send(true);
    });
    let deadline = async {
        let _ = stopping.wait_for(|stopped| *stopped).await;
        tokio::time::sleep(GRACE).await;
    };
    tokio::select! {
        served = server => served.context("the server stopped")?,
        () = deadline => {}
    }
    Ok(exit_code::SUCCESS)
}
