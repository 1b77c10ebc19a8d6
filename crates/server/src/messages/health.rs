//! The answer of `GET /healthz`, for a reverse proxy or a monitor.

use serde::Serialize;

/// Whether this node serves, and how it stands in its cluster.
#[derive(Debug, Serialize)]
pub struct Health {
    /// `ok`, or `store-down` (with status 503) when the database does not answer.
    pub status: &'static str,
    /// The node's name in its cluster; `null` for a server on its own.
    pub node: Option<String>,
    /// `up` or `down` in a cluster (a node without Redis still serves the games it
    /// owns); `null` for a server on its own.
    pub redis: Option<&'static str>,
    /// Whether this node does the cluster's once-only work now.
    pub leader: bool,
    /// Unfinished games in this node's memory, and how many of them it owns.
    pub games: usize,
    pub owned: usize,
}
