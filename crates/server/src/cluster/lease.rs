//! Leases in Redis. Each node renews its own lease (`NAME:alive:NODE`, a key with a time
//! to live) a few times per lease; a game's owner is a key naming a node
//! (`NAME:owner:GAME`), which holds only while that node's lease does, so that a node
//! renews one key however many games it owns. The set `NAME:owned:NODE` lists a node's
//! games, for whoever takes them over when it dies. The work done once per cluster has a
//! lease of its own (`NAME:lease:work`).

use super::Cluster;
use crate::hub::Hub;
use redis::AsyncCommands;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

/// The owner of a game after the call: this node when the game had no owner or its owner
/// is dead (it is then claimed), else the living owner.
const OWNER: &str = r"
local o = redis.call('GET', KEYS[1])
if o == ARGV[1] then return o end
if (not o) or redis.call('EXISTS', ARGV[2] .. o) == 0 then
  redis.call('SET', KEYS[1], ARGV[1])
  redis.call('SADD', KEYS[2], ARGV[3])
  return ARGV[1]
end
return o
";

/// A game that ended leaves its owner's list, and its owner key goes if it is still ours.
const RELEASE: &str = r"
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('SREM', KEYS[2], ARGV[2])
return 1
";

/// Takes or renews a lease held by one node at a time: 1 if this node holds it now.
const LEASE: &str = r"
local o = redis.call('GET', KEYS[1])
if o == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not o then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0
";

impl Cluster {
    fn alive_prefix(&self) -> String {
        self.key(&["alive", ""])
    }

    /// The node that owns game `id`, claiming it for this node when it has no living
    /// owner; an error when Redis does not answer.
    pub async fn owner_of(&self, id: &str) -> redis::RedisResult<String> {
        let mut conn = self.conn.clone();
        self.quick(
            redis::Script::new(OWNER)
                .key(self.key(&["owner", id]))
                .key(self.key(&["owned", &self.node]))
                .arg(&self.node)
                .arg(self.alive_prefix())
                .arg(id)
                .invoke_async(&mut conn),
        )
        .await
    }

    /// Records a game this node has just created as its own.
    pub async fn claim_new(&self, id: &str) -> redis::RedisResult<()> {
        let mut conn = self.conn.clone();
        self.quick(
            redis::pipe()
                .set(self.key(&["owner", id]), &self.node)
                .ignore()
                .sadd(self.key(&["owned", &self.node]), id)
                .ignore()
                .query_async(&mut conn),
        )
        .await
    }

    pub(crate) async fn release(&self, id: &str) -> redis::RedisResult<()> {
        let mut conn = self.conn.clone();
        redis::Script::new(RELEASE)
            .key(self.key(&["owner", id]))
            .key(self.key(&["owned", &self.node]))
            .arg(&self.node)
            .arg(id)
            .invoke_async::<i64>(&mut conn)
            .await
            .map(|_| ())
    }

    /// Renews this node's lease and its place in the list of nodes.
    async fn renew(&self) -> redis::RedisResult<()> {
        let mut conn = self.conn.clone();
        redis::pipe()
            .pset_ex(self.key(&["alive", &self.node]), 1, self.lease_ms)
            .ignore()
            .sadd(self.key(&["nodes"]), &self.node)
            .ignore()
            .query_async(&mut conn)
            .await
    }

    pub(crate) async fn renew_once(&self) {
        let up = self.renew().await.is_ok();
        self.redis_up.store(up, Ordering::Relaxed);
    }

    /// Takes or renews the lease on the once-per-cluster work; whether this node holds it.
    async fn work_lease(&self) -> redis::RedisResult<bool> {
        let mut conn = self.conn.clone();
        let held: i64 = redis::Script::new(LEASE)
            .key(self.key(&["lease", "work"]))
            .arg(&self.node)
            .arg(self.lease_ms)
            .invoke_async(&mut conn)
            .await?;
        Ok(held == 1)
    }

    /// The nodes whose lease has run out, with the games they owned.
    async fn dead_nodes(&self) -> redis::RedisResult<Vec<(String, Vec<String>)>> {
        let mut conn = self.conn.clone();
        let nodes: Vec<String> = conn.smembers(self.key(&["nodes"])).await?;
        let mut dead = Vec::new();
        for n in nodes.into_iter().filter(|n| *n != self.node) {
            let alive: bool = conn.exists(self.key(&["alive", &n])).await?;
            if !alive {
                let games: Vec<String> = conn.smembers(self.key(&["owned", &n])).await?;
                dead.push((n, games));
            }
        }
        Ok(dead)
    }

    async fn forget_node(&self, node: &str) -> redis::RedisResult<()> {
        let mut conn = self.conn.clone();
        redis::pipe()
            .del(self.key(&["owned", node]))
            .ignore()
            .srem(self.key(&["nodes"]), node)
            .ignore()
            .query_async(&mut conn)
            .await
    }

    /// Renews the leases a few times per lease, for the server's life: this node's, and
    /// the work lease, whose holder takes over the games of dead nodes (so that their
    /// clocks fall even when nobody plays in them). After Redis was lost, the node claims
    /// its games again and publishes them as they stand, for the other nodes to catch up.
    pub fn spawn_leases(self: &Arc<Cluster>, hub: Arc<Hub>) -> tokio::task::JoinHandle<()> {
        let cluster = self.clone();
        tokio::spawn(async move {
            let period = Duration::from_millis(cluster.lease_ms / 3);
            loop {
                let was_up = cluster.redis_up();
                match cluster.renew().await {
                    Ok(()) => {
                        cluster.redis_up.store(true, Ordering::Relaxed);
                        if !was_up {
                            hub.catch_up().await;
                        }
                        let _ = cluster.write_listed(&hub).await;
                        let leader = cluster.work_lease().await.unwrap_or(false);
                        cluster.set_leader(leader);
                        if leader {
                            cluster.sweep_dead(&hub).await;
                        }
                    }
                    Err(_) => {
                        cluster.redis_up.store(false, Ordering::Relaxed);
                        cluster.set_leader(false);
                    }
                }
                tokio::time::sleep(period).await;
            }
        })
    }

    /// Takes over every game of every dead node, from the store.
    async fn sweep_dead(&self, hub: &Arc<Hub>) {
        let Ok(dead) = self.dead_nodes().await else {
            return;
        };
        for (node, games) in dead {
            let mut all = true;
            for g in games {
                match self.owner_of(&g).await {
                    Ok(o) if o == self.node => {
                        if hub.take_over(&g).await.is_err() {
                            all = false;
                        }
                    }
                    Ok(_) => {}
                    Err(_) => all = false,
                }
            }
            if all {
                let _ = self.forget_node(&node).await;
            }
        }
    }
}
