//! Several server nodes on one PostgreSQL and one Redis (`pearls serve --redis URL
//! --node-id NAME`); why it is built this way: [ADR 0004](../../../../docs/adr/0004-cluster-on-redis.md).
//!
//! - [`lease`]: each node's lease (a Redis key with a time to live, renewed by the node),
//!   the owner of each live game (a key naming a node, valid while that node's lease is),
//!   and the one lease on the work done once per cluster;
//! - [`relay`]: the Redis connections: every change of a game the owner publishes on that
//!   game's channel, every node relays to its own sockets; calls forwarded to an owner
//!   and their replies, on a channel per node;
//! - [`route`]: the hub's side: which node acts on a game, forwarding a player's action to
//!   it, taking a game over from the store when its owner is gone;
//! - [`limits`]: the rate limits, each action let through told to the other nodes;
//! - [`listed`]: the list of live games, written by each node for the others;
//! - [`lobby`]: the lobby's seeks in Redis, within caps that count every node's seeks;
//! - [`work`]: the work done once per cluster (tournament pairings), by the holder of the
//!   work lease, and what the other nodes learn of it.
//!
//! The store stays the one truth: every change is committed there before it is applied or
//! published, with the ply it expects, so two nodes that both believe they own a game (a
//! node cut off from Redis, say) cannot both commit the same move.

pub mod lease;
pub mod limits;
pub mod listed;
pub mod lobby;
pub mod relay;
pub mod route;
pub mod work;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// How a node joins a cluster.
#[derive(Debug, Clone)]
pub struct ClusterConfig {
    /// `redis://host:port[/db]`.
    pub redis: String,
    /// This node's name, unique in the cluster.
    pub node_id: String,
    /// The prefix of every Redis key and channel, so that several clusters can share a
    /// Redis.
    pub name: String,
    /// How long a node's lease lasts unrenewed: a dead node's games move after this long.
    pub lease_ms: u64,
}

impl ClusterConfig {
    pub fn new(redis: &str, node_id: &str) -> ClusterConfig {
        ClusterConfig {
            redis: redis.to_string(),
            node_id: node_id.to_string(),
            name: "pearls".into(),
            lease_ms: 10_000,
        }
    }
}

/// Joins the cluster: the first renewal of this node's lease (so that the games it claims
/// while recovering hold), then the tasks that publish, listen and renew.
pub async fn start(
    hub: &std::sync::Arc<crate::hub::Hub>,
    config: &ClusterConfig,
) -> Result<Vec<tokio::task::JoinHandle<()>>, String> {
    let cluster = std::sync::Arc::new(Cluster::new(config)?);
    let _ = hub.cluster.set(cluster.clone());
    let publisher = cluster.spawn_publisher();
    let subscriber = cluster.spawn_subscriber(hub.clone());
    // Waits for one renewal, so that this node's claims hold from the start; without
    // Redis it starts all the same, owning the games it creates.
    cluster.renew_once().await;
    let leases = cluster.spawn_leases(hub.clone());
    Ok(vec![publisher, subscriber, leases])
}

/// A node names its Redis keys with letters, digits, `-`, `_` and `.` only, so that no
/// name can reach into another's keys.
pub fn check_name(what: &str, name: &str) -> Result<(), String> {
    let ok = !name.is_empty()
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{what} '{}': use 1 to 64 letters, digits, '-', '_' or '.'",
            name.chars().take(70).collect::<String>()
        ))
    }
}

/// What the publisher task sends to Redis, in the order the hub asked.
pub(crate) enum Outgoing {
    /// A message on a channel.
    Publish { channel: String, payload: String },
    /// A game that ended: it needs no owner any more.
    Release { game: String },
}

/// This node's part in the cluster.
pub struct Cluster {
    pub node: String,
    pub(crate) name: String,
    pub(crate) lease_ms: u64,
    pub(crate) client: redis::Client,
    pub(crate) conn: redis::aio::ConnectionManager,
    /// The games this node owns (and so commits, times and publishes).
    owned: Mutex<HashSet<String>>,
    /// The owner of each copy of another node's game held here, as its last event named
    /// it: an action on it goes straight there, without asking Redis first.
    pub(crate) owners: Mutex<HashMap<String, String>>,
    /// Calls forwarded to other nodes, waiting for their replies.
    pub(crate) pending: Mutex<HashMap<u64, oneshot::Sender<relay::Answer>>>,
    pub(crate) next_call: AtomicU64,
    outgoing: mpsc::UnboundedSender<Outgoing>,
    pub(crate) outgoing_rx: Mutex<Option<mpsc::UnboundedReceiver<Outgoing>>>,
    /// Whether Redis answered the last renewal.
    pub(crate) redis_up: AtomicBool,
    /// Whether this node holds the lease on the work done once per cluster.
    pub(crate) leader: AtomicBool,
    /// What this node's tournaments hear of the cluster's work.
    pub(crate) work_events: tokio::sync::broadcast::Sender<work::WorkEvent>,
    /// This node's part of the cluster's lobby.
    pub(crate) seeks: lobby::SharedLobby,
    /// The server, for what the other nodes tell of its rate limits.
    pub(crate) app: std::sync::OnceLock<std::sync::Weak<crate::App>>,
}

impl Cluster {
    /// A node of the cluster `config` names. Nothing is asked of Redis yet: the connection
    /// is made on first use and made again after a loss, so a node starts (and serves its
    /// own games) while Redis is down.
    pub fn new(config: &ClusterConfig) -> Result<Cluster, String> {
        check_name("--node-id", &config.node_id)?;
        check_name("the cluster name", &config.name)?;
        let client = redis::Client::open(config.redis.as_str())
            .map_err(|e| format!("--redis {}: {e}", config.redis))?;
        let timeout = Some(Duration::from_millis((config.lease_ms / 3).max(200)));
        let manager = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(timeout)
            .set_response_timeout(timeout)
            .set_number_of_retries(1)
            .set_max_delay(Duration::from_millis(500));
        let conn = client
            .get_connection_manager_lazy(manager)
            .map_err(|e| format!("--redis {}: {e}", config.redis))?;
        let (outgoing, rx) = mpsc::unbounded_channel();
        Ok(Cluster {
            node: config.node_id.clone(),
            name: config.name.clone(),
            lease_ms: config.lease_ms.max(300),
            client,
            conn,
            owned: Mutex::new(HashSet::new()),
            owners: Mutex::new(HashMap::new()),
            pending: Mutex::new(HashMap::new()),
            next_call: AtomicU64::new(1),
            outgoing,
            outgoing_rx: Mutex::new(Some(rx)),
            redis_up: AtomicBool::new(false),
            leader: AtomicBool::new(false),
            work_events: tokio::sync::broadcast::channel(1024).0,
            seeks: lobby::SharedLobby::default(),
            app: std::sync::OnceLock::new(),
        })
    }

    /// Whether this node owns game `id`.
    pub fn owns(&self, id: &str) -> bool {
        self.owned.lock().unwrap().contains(id)
    }

    pub(crate) fn set_owned(&self, id: &str, owned: bool) {
        let mut o = self.owned.lock().unwrap();
        if owned {
            o.insert(id.to_string());
        } else {
            o.remove(id);
        }
    }

    /// The owner a copy's last event named, if any.
    pub(crate) fn known_owner(&self, id: &str) -> Option<String> {
        self.owners.lock().unwrap().get(id).cloned()
    }

    pub(crate) fn learn_owner(&self, id: &str, node: &str) {
        let mut owners = self.owners.lock().unwrap();
        if owners.get(id).is_none_or(|o| o != node) {
            owners.insert(id.to_string(), node.to_string());
        }
    }

    pub(crate) fn forget_owner(&self, id: &str) {
        self.owners.lock().unwrap().remove(id);
    }

    pub(crate) fn owned(&self) -> Vec<String> {
        self.owned.lock().unwrap().iter().cloned().collect()
    }

    pub fn owned_count(&self) -> usize {
        self.owned.lock().unwrap().len()
    }

    /// Whether Redis answered this node's last renewal.
    pub fn redis_up(&self) -> bool {
        self.redis_up.load(Ordering::Relaxed)
    }

    /// Whether this node does the cluster's once-only work now.
    pub fn is_leader(&self) -> bool {
        self.leader.load(Ordering::Relaxed)
    }

    /// Runs a call to Redis that a player's request waits for: refused at once while
    /// Redis is known to be down, and given up after a short while, so that a request
    /// never hangs on Redis (the connection's own timeout, a third of a lease, is for the
    /// background tasks).
    pub(crate) async fn quick<T>(
        &self,
        call: impl std::future::Future<Output = redis::RedisResult<T>>,
    ) -> redis::RedisResult<T> {
        if !self.redis_up() {
            return Err((
                redis::ErrorKind::Io,
                "Redis did not answer this node's last renewal",
            )
                .into());
        }
        let limit = Duration::from_millis((self.lease_ms / 3).clamp(200, 1000));
        match tokio::time::timeout(limit, call).await {
            Ok(r) => r,
            Err(_) => Err((redis::ErrorKind::Io, "Redis did not answer in time").into()),
        }
    }

    pub(crate) fn key(&self, parts: &[&str]) -> String {
        let mut k = self.name.clone();
        for p in parts {
            k.push(':');
            k.push_str(p);
        }
        k
    }

    pub(crate) fn game_channel(&self, game: &str) -> String {
        self.key(&["game", game])
    }

    pub(crate) fn node_channel(&self, node: &str) -> String {
        self.key(&["node", node])
    }

    pub(crate) fn send(&self, o: Outgoing) {
        // The receiver lives as long as the server; after it, nothing is to be sent.
        let _ = self.outgoing.send(o);
    }
}
