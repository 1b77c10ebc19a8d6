//! The lobby's seeks across the nodes of a cluster. Each seek is a Redis key
//! `NAME:seek:ID` (its record as JSON, with a time to live of one lease that its node
//! renews), listed in the sets `NAME:seeks` (all), `NAME:seeks:who:IDENTITY` and
//! `NAME:seeks:from:ADDRESS`, which are cleaned as they are read; so the per-identity,
//! per-address and total caps count every node's seeks, and a dead node's seeks go with
//! its lease. Every node keeps a copy of the others' seeks for its lobby sockets, told on
//! `NAME:lobby` (`a` a seek added, `r` one taken out, `x` one accepted, for its creator
//! wherever their socket is) and put right every third of a lease from the keys.
//! Accepting takes the key out first, in one step, so that one acceptance wins. With
//! Redis down, a node's lobby is its own until Redis is back.

use super::{Cluster, Outgoing};
use crate::error::ApiError;
use crate::hub::Hub;
use crate::identity::Identity;
use crate::lobby::{Lobby, NewSeek, Seek};
use serde::Deserialize;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

/// Adds a seek within the caps: `{0}` when added, else `{WHICH, COUNT}` (1 the identity's
/// cap, 2 the address's, 3 the total). KEYS: all, who, from, the seek; ARGV: id, record,
/// ttl, per identity, per address, total, the seek keys' prefix.
const ADD: &str = r"
local function live(set)
  local n = 0
  for _, m in ipairs(redis.call('SMEMBERS', set)) do
    if redis.call('EXISTS', ARGV[7] .. m) == 1 then n = n + 1 else redis.call('SREM', set, m) end
  end
  return n
end
local mine = live(KEYS[2])
if tonumber(ARGV[4]) > 0 and mine >= tonumber(ARGV[4]) then return {1, mine} end
local from = live(KEYS[3])
if tonumber(ARGV[5]) > 0 and from >= tonumber(ARGV[5]) then return {2, from} end
local all = live(KEYS[1])
if tonumber(ARGV[6]) > 0 and all >= tonumber(ARGV[6]) then return {3, all} end
redis.call('SET', KEYS[4], ARGV[2], 'PX', ARGV[3])
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[1])
return {0}
";

/// Renews a seek's key, writing it again when Redis lost it (a restart).
const RENEW: &str = r"
if redis.call('PEXPIRE', KEYS[4], ARGV[3]) == 0 then
  redis.call('SET', KEYS[4], ARGV[2], 'PX', ARGV[3])
  redis.call('SADD', KEYS[1], ARGV[1])
  redis.call('SADD', KEYS[2], ARGV[1])
  redis.call('SADD', KEYS[3], ARGV[1])
end
return 1
";

/// Takes a seek out: its record, or nothing when another took it first.
const TAKE: &str = r"
local r = redis.call('GET', KEYS[1])
if r then redis.call('DEL', KEYS[1]) end
return r
";

/// Every seek's record, dropping the ids whose key is gone.
const LIST: &str = r"
local out = {}
for _, m in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local r = redis.call('GET', ARGV[1] .. m)
  if r then table.insert(out, r) else redis.call('SREM', KEYS[1], m) end
end
return out
";

/// A seek as the nodes pass it on ([`Seek::record`]).
#[derive(Debug, Deserialize)]
struct Record {
    id: String,
    owner: String,
    address: String,
    name: String,
    guest: bool,
    created_ms: i64,
    req: serde_json::Value,
}

impl Record {
    fn seek(self) -> Result<Seek, ApiError> {
        let req: NewSeek = serde_json::from_value(self.req)
            .map_err(|e| ApiError::Storage(format!("seek {}: {e}", self.id)))?;
        let who = Identity {
            id: self.owner,
            name: self.name,
            guest: self.guest,
        };
        Seek::new(self.id, &who, &self.address, self.created_ms, req, true)
    }
}

/// This node's part of the cluster's lobby.
#[derive(Default)]
pub(crate) struct SharedLobby {
    lobby: std::sync::OnceLock<Arc<Lobby>>,
    /// This node's seeks that are (or are to be, once Redis is back) in Redis.
    shared: std::sync::Mutex<HashSet<String>>,
}

impl Cluster {
    fn seek_key(&self, id: &str) -> String {
        self.key(&["seek", id])
    }

    fn seek_keys(&self, seek: &Seek) -> [String; 4] {
        [
            self.key(&["seeks"]),
            self.key(&["seeks", "who", seek.owner()]),
            self.key(&["seeks", "from", seek.address()]),
            self.seek_key(&seek.id),
        ]
    }

    fn lobby(&self) -> Option<&Arc<Lobby>> {
        self.seeks.lobby.get()
    }

    fn publish_lobby(&self, payload: String) {
        self.send(Outgoing::Publish {
            channel: self.lobby_channel(),
            payload,
        });
    }

    pub(crate) fn lobby_channel(&self) -> String {
        self.key(&["lobby"])
    }

    /// A message on `NAME:lobby`, from the subscriber.
    pub(crate) fn on_lobby_message(&self, payload: &str) {
        let Some(lobby) = self.lobby() else {
            return;
        };
        let mut parts = payload.splitn(3, '\n');
        let (Some(kind), Some(from), Some(rest)) = (parts.next(), parts.next(), parts.next())
        else {
            return;
        };
        if from == self.node {
            return;
        }
        match kind {
            "a" => {
                if let Some(seek) = serde_json::from_str::<Record>(rest)
                    .ok()
                    .and_then(|r| r.seek().ok())
                {
                    lobby.add_remote(seek);
                }
            }
            "r" if lobby.remove_quietly(rest).is_some() => {
                self.seeks.shared.lock().unwrap().remove(rest);
            }
            "x" => {
                let mut p = rest.splitn(3, '\n');
                if let (Some(owner), Some(seek), Some(game)) = (p.next(), p.next(), p.next()) {
                    lobby.tell_owner(owner, seek, game);
                }
            }
            _ => {}
        }
    }

    /// Puts a seek posted here in Redis within the cluster's caps, and tells the other
    /// nodes. With Redis down it stays this node's, shared once Redis is back.
    async fn share(&self, lobby: &Lobby, seek: &Arc<Seek>) -> Result<(), ApiError> {
        let record = seek.record().to_string();
        let limits = lobby.limits;
        let [all, who, from, key] = self.seek_keys(seek);
        let mut conn = self.conn.clone();
        let added: redis::RedisResult<Vec<i64>> = self
            .quick(
                redis::Script::new(ADD)
                    .key(all)
                    .key(who)
                    .key(from)
                    .key(key)
                    .arg(&seek.id)
                    .arg(&record)
                    .arg(self.lease_ms)
                    .arg(limits.per_identity)
                    .arg(limits.per_address)
                    .arg(limits.total)
                    .arg(self.seek_key(""))
                    .invoke_async(&mut conn),
            )
            .await;
        let refusal = match added.as_deref() {
            Ok([0]) | Err(_) => None,
            Ok([1, n]) => Some(ApiError::TooManySeeks(format!(
                "you have {n} open seeks, the most allowed: cancel one first"
            ))),
            Ok([2, n]) => Some(ApiError::TooManySeeks(format!(
                "{n} open seeks come from this address, the most allowed: \
                 wait for one to be accepted or cancelled"
            ))),
            Ok(_) => Some(ApiError::LobbyFull(
                "the lobby is full: accept a seek, or try again later".into(),
            )),
        };
        if let Some(e) = refusal {
            lobby.remove_quietly(&seek.id);
            return Err(e);
        }
        self.seeks.shared.lock().unwrap().insert(seek.id.clone());
        if added.is_ok() {
            self.publish_lobby(format!("a\n{}\n{record}", self.node));
        }
        Ok(())
    }

    /// Every third of a lease: renews this node's seeks in Redis (writing again those
    /// posted while Redis was down), takes out those gone here, and puts the copies of
    /// the other nodes' seeks right.
    async fn sync_lobby(&self, lobby: &Lobby) -> redis::RedisResult<()> {
        let mut conn = self.conn.clone();
        // What was shared before the list is read: a seek posted meanwhile is not gone.
        let shared = self.seeks.shared.lock().unwrap().clone();
        let here = lobby.seeks();
        let now: HashSet<&str> = here
            .iter()
            .filter(|s| !s.remote)
            .map(|s| s.id.as_str())
            .collect();
        let gone: Vec<String> = shared
            .iter()
            .filter(|id| !now.contains(id.as_str()))
            .cloned()
            .collect();
        {
            let mut s = self.seeks.shared.lock().unwrap();
            for id in &gone {
                s.remove(id);
            }
        }
        for id in gone {
            redis::cmd("DEL")
                .arg(self.seek_key(&id))
                .query_async::<i64>(&mut conn)
                .await?;
            self.publish_lobby(format!("r\n{}\n{id}", self.node));
        }
        for seek in here.iter().filter(|s| !s.remote && shared.contains(&s.id)) {
            let [all, who, from, key] = self.seek_keys(seek);
            redis::Script::new(RENEW)
                .key(all)
                .key(who)
                .key(from)
                .key(key)
                .arg(&seek.id)
                .arg(seek.record().to_string())
                .arg(self.lease_ms)
                .invoke_async::<i64>(&mut conn)
                .await?;
        }
        let records: Vec<String> = redis::Script::new(LIST)
            .key(self.key(&["seeks"]))
            .arg(self.seek_key(""))
            .invoke_async(&mut conn)
            .await?;
        let mut listed = HashSet::new();
        for r in records {
            let Ok(record) = serde_json::from_str::<Record>(&r) else {
                continue;
            };
            listed.insert(record.id.clone());
            if now.contains(record.id.as_str()) || here.iter().any(|s| s.id == record.id) {
                continue;
            }
            if let Ok(seek) = record.seek() {
                lobby.add_remote(seek);
            }
        }
        for s in here.iter().filter(|s| s.remote && !listed.contains(&s.id)) {
            lobby.remove_quietly(&s.id);
        }
        Ok(())
    }
}

/// Joins the lobby of this node to the cluster's: the seeks are kept in step for the
/// server's life. Without a cluster, nothing.
pub fn attach(hub: &Hub, lobby: &Arc<Lobby>) -> Option<tokio::task::JoinHandle<()>> {
    let cluster = hub.cluster.get()?.clone();
    let _ = cluster.seeks.lobby.set(lobby.clone());
    let lobby = lobby.clone();
    Some(tokio::spawn(async move {
        let period = Duration::from_millis(cluster.lease_ms / 3);
        loop {
            if cluster.redis_up() {
                let _ = cluster.sync_lobby(&lobby).await;
            }
            tokio::time::sleep(period).await;
        }
    }))
}

impl Hub {
    /// Shares a seek just posted on this node with the cluster (see [`share`](Cluster)):
    /// refused when the cluster's caps are reached.
    pub(crate) async fn share_seek(&self, lobby: &Lobby, seek: &Arc<Seek>) -> Result<(), ApiError> {
        match self.cluster.get() {
            Some(c) => c.share(lobby, seek).await,
            None => Ok(()),
        }
    }

    /// Takes a seek out of the cluster before it is accepted here, so that one
    /// acceptance wins; refused when another node's acceptance or cancellation came
    /// first, or when a copy of another node's seek cannot be checked (Redis down).
    pub(crate) async fn claim_seek(&self, lobby: &Lobby, seek: &Seek) -> Result<(), ApiError> {
        let Some(c) = self.cluster.get() else {
            return Ok(());
        };
        let mut conn = c.conn.clone();
        let taken: redis::RedisResult<Option<String>> = c
            .quick(
                redis::Script::new(TAKE)
                    .key(c.seek_key(&seek.id))
                    .invoke_async(&mut conn),
            )
            .await;
        match taken {
            Ok(Some(_)) => {
                c.seeks.shared.lock().unwrap().remove(&seek.id);
                c.publish_lobby(format!("r\n{}\n{}", c.node, seek.id));
                Ok(())
            }
            // One of this node's seeks that never reached Redis.
            Ok(None) | Err(_) if !seek.remote => Ok(()),
            Ok(None) => {
                lobby.remove_quietly(&seek.id);
                Err(ApiError::NotFound(
                    "there is no such seek: it was accepted, cancelled or expired".into(),
                ))
            }
            Err(e) => Err(ApiError::NodeUnavailable(format!(
                "this seek was posted on another node, which cannot be reached now \
                 (Redis: {e}): try again shortly"
            ))),
        }
    }

    /// Tells the creator of an accepted seek, on whichever node their socket is.
    pub(crate) fn seek_accepted(&self, seek: &Seek, game: &str) {
        if let Some(c) = self.cluster.get() {
            c.publish_lobby(format!(
                "x\n{}\n{}\n{}\n{game}",
                c.node,
                seek.owner(),
                seek.id
            ));
        }
    }

    /// A seek cancelled here: out of the cluster at once.
    pub(crate) async fn seek_cancelled(&self, id: &str) {
        let Some(c) = self.cluster.get() else {
            return;
        };
        c.seeks.shared.lock().unwrap().remove(id);
        let mut conn = c.conn.clone();
        let _: redis::RedisResult<i64> = c
            .quick(redis::cmd("DEL").arg(c.seek_key(id)).query_async(&mut conn))
            .await;
        c.publish_lobby(format!("r\n{}\n{id}", c.node));
    }
}
