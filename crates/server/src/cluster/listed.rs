//! The list of live games across a cluster: each node writes the public live games it owns
//! (`GET /api/games` as it would answer alone) to `NAME:listed:NODE`, a key with a time to
//! live of one lease, at each renewal; a node answering the list reads every node's and
//! merges them. So the list is a third of a lease behind at most, and a dead node's games
//! leave it with its lease (to come back from the node that takes them over). With Redis
//! down, a node lists its own games.

use super::Cluster;
use crate::hub::Hub;
use redis::AsyncCommands;
use serde_json::Value;

/// As many games as a node writes: the most `GET /api/games` lists.
const WRITTEN: usize = 100;

impl Cluster {
    /// Writes the public live games this node owns, for the other nodes' lists.
    pub(crate) async fn write_listed(&self, hub: &Hub) -> redis::RedisResult<()> {
        let games = serde_json::to_string(&hub.list_live(WRITTEN)).expect("summaries are JSON");
        let mut conn = self.conn.clone();
        conn.pset_ex(self.key(&["listed", &self.node]), games, self.lease_ms)
            .await
    }

    async fn read_listed(&self) -> redis::RedisResult<Vec<Value>> {
        let mut conn = self.conn.clone();
        let nodes: Vec<String> = conn.smembers(self.key(&["nodes"])).await?;
        let others: Vec<String> = nodes
            .into_iter()
            .filter(|n| *n != self.node)
            .map(|n| self.key(&["listed", &n]))
            .collect();
        if others.is_empty() {
            return Ok(Vec::new());
        }
        let lists: Vec<Option<String>> = redis::cmd("MGET")
            .arg(&others)
            .query_async(&mut conn)
            .await?;
        Ok(lists
            .into_iter()
            .flatten()
            .filter_map(|l| serde_json::from_str::<Vec<Value>>(&l).ok())
            .flatten()
            .collect())
    }
}

impl Hub {
    /// The newest public live games of the whole cluster, at most `limit`; `None` for a
    /// server on its own, or one that cannot reach Redis (it lists its own then).
    pub async fn list_live_everywhere(&self, limit: usize) -> Option<Vec<Value>> {
        let cluster = self.cluster.get()?;
        let others = cluster.quick(cluster.read_listed()).await.ok()?;
        let mine = serde_json::to_value(self.list_live(limit)).expect("summaries are JSON");
        let mut games: Vec<Value> = match mine {
            Value::Array(a) => a,
            _ => Vec::new(),
        };
        // A game that moved between two writes is in two lists: the owner's copy is newer.
        let here: std::collections::HashSet<String> = games
            .iter()
            .filter_map(|g| g["id"].as_str().map(str::to_string))
            .collect();
        games.extend(
            others
                .into_iter()
                .filter(|g| g["id"].as_str().is_some_and(|id| !here.contains(id))),
        );
        let key = |g: &Value| {
            (
                g["created_ms"].as_i64().unwrap_or(0),
                g["id"].as_str().unwrap_or("").to_string(),
            )
        };
        games.sort_by_key(|g| std::cmp::Reverse(key(g)));
        games.dedup_by(|a, b| a["id"] == b["id"]);
        games.truncate(limit);
        Some(games)
    }
}
