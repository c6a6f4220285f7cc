//! `slider serve`: its arguments, resolved into [`ServeConfig`].

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;

use anyhow::{Result, bail};

use crate::config::{Config, ServeConfig, existing_file};

/// `slider serve`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider serve                          the page on http://127.0.0.1:8000/, opening on puzzle04
  slider serve puzzles/puzzle04.txt     opening on that board
  slider serve --port 0                 on a free port (the URL is printed)

The page explains the searches with the reference library: slide tiles and watch the heuristics,
the next moves' f = g + h, the assignment's A* step by step with its heap, A* on a grid, every
strategy side by side. It never runs student code. Ctrl-C stops the server.")]
pub struct ServeArgs {
    /// A puzzle file the page opens with (default: the checklist's puzzle04).
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The port (0: any free port).
    #[arg(long, default_value_t = 8000)]
    pub port: u16,
    /// The address to listen on; the default keeps the page on this machine.
    #[arg(long, value_name = "ADDRESS", default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub host: IpAddr,
}

impl ServeArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// A puzzle file that is missing or not one board.
    pub fn config(&self) -> Result<Config> {
        let board = match &self.file {
            None => crate::serve::PUZZLE04.parse().map_err(|e| anyhow::anyhow!("{e}"))?,
            Some(file) => {
                let path = existing_file(file, "puzzle file")?;
                let parsed = crate::corpus::parse(std::slice::from_ref(&path))?;
                let boards: Vec<_> = parsed.boards().cloned().collect();
                match boards.as_slice() {
                    [board] => board.clone(),
                    _ => bail!("{}: expected one board", path.display()),
                }
            }
        };
        Ok(Config::Serve(Box::new(ServeConfig { address: SocketAddr::new(self.host, self.port), board })))
    }
}
