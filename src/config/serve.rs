//! [`ServeConfig`]: `slider serve`, checked: where to listen and the board the page opens with.

use std::net::SocketAddr;

use npuzzle::Board;

/// `slider serve`, checked.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    /// The address and port.
    pub address: SocketAddr,
    /// The board the page opens with.
    pub board: Board,
}
