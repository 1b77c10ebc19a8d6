//! The messages between nodes, over Redis pub/sub. A game's events go on `NAME:game:ID`
//! as `NODE\nKIND\nTEXT` (KIND `s` for a state, which a node that holds a copy of the game
//! reads again from the store, `n` for a notice such as a chat line), TEXT being the very
//! socket message the watchers get. Calls to a game's owner and their replies go on
//! `NAME:node:NODE` as JSON.

use super::{Cluster, Outgoing};
use crate::error::ApiError;
use crate::game::Actor;
use crate::hub::Hub;
use crate::identity::Identity;
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

/// What a player asked of a game that another node owns.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum Op {
    Act {
        person: String,
        ply: i64,
        text: String,
    },
    Resign {
        person: String,
    },
    Draw {
        person: String,
    },
    Takeback {
        person: String,
    },
    Decline {
        person: String,
    },
    Join {
        id: String,
        name: String,
        guest: bool,
    },
    /// Taking the open seat of a private game through its challenge link.
    Accept {
        id: String,
        name: String,
        guest: bool,
        token: String,
    },
}

/// The owner's answer: nothing, or the refusal's code and message.
pub type Answer = Result<(), (String, String)>;

#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum NodeMessage {
    Call {
        call: u64,
        reply_to: String,
        game: String,
        #[serde(flatten)]
        op: Op,
    },
    Reply {
        call: u64,
        #[serde(default)]
        code: Option<String>,
        #[serde(default)]
        message: String,
    },
}

fn unavailable(what: String) -> ApiError {
    ApiError::NodeUnavailable(what)
}

impl Cluster {
    /// Sends a socket message of game `game` to the other nodes.
    pub(crate) fn publish_event(&self, game: &str, state: bool, text: &str) {
        let kind = if state { 's' } else { 'n' };
        self.send(Outgoing::Publish {
            channel: self.game_channel(game),
            payload: format!("{}\n{kind}\n{text}", self.node),
        });
    }

    /// Forwards `op` on game `game` to its owner `node` and waits for the answer, at most
    /// a lease: an owner that does not answer in that time is dead or cut off.
    pub(crate) async fn call(&self, node: &str, game: &str, op: Op) -> Result<(), ApiError> {
        self.call_if_heard(node, game, op).await.unwrap_or_else(|| {
            Err(unavailable(format!(
                "node {node}, which holds game {game}, is not listening: try again in a few seconds"
            )))
        })
    }

    /// [`Cluster::call`], or `None` when no node listens on `node`'s channel (it is dead,
    /// or was never there): nothing was carried out, so the call may go elsewhere.
    pub(crate) async fn call_if_heard(
        &self,
        node: &str,
        game: &str,
        op: Op,
    ) -> Option<Result<(), ApiError>> {
        let call = self.next_call.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = oneshot::channel();
        self.pending.lock().unwrap().insert(call, tx);
        let message = NodeMessage::Call {
            call,
            reply_to: self.node.clone(),
            game: game.to_string(),
            op,
        };
        let payload = serde_json::to_string(&message).expect("a call is JSON");
        let mut conn = self.conn.clone();
        let sent: redis::RedisResult<i64> = self
            .quick(
                redis::cmd("PUBLISH")
                    .arg(self.node_channel(node))
                    .arg(payload)
                    .query_async(&mut conn),
            )
            .await;
        let answer = match sent {
            Ok(0) => None,
            Err(e) => Some(Err(unavailable(format!(
                "cannot reach the node that holds game {game} (Redis: {e}): try again shortly"
            )))),
            Ok(_) => Some(
                match tokio::time::timeout(Duration::from_millis(self.lease_ms), rx).await {
                    Ok(Ok(Ok(()))) => Ok(()),
                    Ok(Ok(Err((code, message)))) => {
                        Err(ApiError::from_code(&code, message.clone())
                            .unwrap_or_else(|| unavailable(format!("{code}: {message}"))))
                    }
                    _ => Err(unavailable(format!(
                        "node {node}, which holds game {game}, did not answer in time: try again"
                    ))),
                },
            ),
        };
        self.pending.lock().unwrap().remove(&call);
        answer
    }

    /// Publishes what the hub queues, in order, for the server's life. What cannot be
    /// sent while Redis is down is dropped: when it is back, each owner publishes its
    /// games as they stand.
    pub fn spawn_publisher(self: &Arc<Cluster>) -> tokio::task::JoinHandle<()> {
        let cluster = self.clone();
        let mut rx = self
            .outgoing_rx
            .lock()
            .unwrap()
            .take()
            .expect("one publisher a cluster");
        tokio::spawn(async move {
            let mut conn = cluster.conn.clone();
            let mut batch = Vec::new();
            // What queued while the last batch was sent goes in one pipeline: under load a
            // round trip to Redis for each message would make the queue the bottleneck.
            while rx.recv_many(&mut batch, 512).await > 0 {
                let mut pipe = redis::pipe();
                for o in batch.drain(..) {
                    match o {
                        Outgoing::Publish { channel, payload } => {
                            pipe.cmd("PUBLISH").arg(channel).arg(payload).ignore();
                        }
                        Outgoing::Release { game } => {
                            // In order: what was published before the release goes first.
                            cluster.flush(&mut conn, &mut pipe).await;
                            let _ = cluster.release(&game).await;
                        }
                    }
                }
                cluster.flush(&mut conn, &mut pipe).await;
            }
        })
    }

    async fn flush(&self, conn: &mut redis::aio::ConnectionManager, pipe: &mut redis::Pipeline) {
        if pipe.is_empty() {
            return;
        }
        if self.redis_up() {
            let _: redis::RedisResult<()> = pipe.query_async(conn).await;
        }
        pipe.clear();
    }

    /// Listens to every game's channel and this node's, for the server's life; after a
    /// lost connection, listens again and reads every copy of a game again.
    pub fn spawn_subscriber(self: &Arc<Cluster>, hub: Arc<Hub>) -> tokio::task::JoinHandle<()> {
        let cluster = self.clone();
        tokio::spawn(async move {
            let mut lost = false;
            loop {
                let mut pubsub = match cluster.client.get_async_pubsub().await {
                    Ok(p) => p,
                    Err(_) => {
                        lost = true;
                        tokio::time::sleep(Duration::from_millis(cluster.lease_ms / 5)).await;
                        continue;
                    }
                };
                let games = cluster.key(&["game", "*"]);
                let mine = cluster.node_channel(&cluster.node);
                let work = cluster.work_channel();
                let lobby = cluster.lobby_channel();
                let rate = cluster.rate_channel();
                if pubsub.psubscribe(&games).await.is_err()
                    || pubsub.subscribe(&mine).await.is_err()
                    || pubsub.subscribe(&work).await.is_err()
                    || pubsub.subscribe(&lobby).await.is_err()
                    || pubsub.subscribe(&rate).await.is_err()
                {
                    lost = true;
                    continue;
                }
                if lost {
                    hub.refresh_copies().await;
                    // The tournaments' changes of the meantime were not heard either.
                    cluster.work_event(super::work::WorkEvent::Lead(cluster.is_leader()));
                }
                let mut stream = pubsub.into_on_message();
                while let Some(msg) = stream.next().await {
                    let channel = msg.get_channel_name().to_string();
                    let Ok(payload) = msg.get_payload::<String>() else {
                        continue;
                    };
                    if channel == mine {
                        cluster.on_node_message(&hub, &payload);
                    } else if channel == work {
                        cluster.on_work_message(&payload);
                    } else if channel == lobby {
                        cluster.on_lobby_message(&payload);
                    } else if channel == rate {
                        cluster.on_rate_message(&payload);
                    } else if let Some(game) = channel.rsplit(':').next() {
                        on_game_event(&cluster, &hub, game, &payload);
                    }
                }
                lost = true;
            }
        })
    }

    fn on_node_message(self: &Arc<Cluster>, hub: &Arc<Hub>, payload: &str) {
        let Ok(message) = serde_json::from_str::<NodeMessage>(payload) else {
            return;
        };
        match message {
            NodeMessage::Reply {
                call,
                code,
                message,
            } => {
                if let Some(tx) = self.pending.lock().unwrap().remove(&call) {
                    let _ = tx.send(match code {
                        None => Ok(()),
                        Some(c) => Err((c, message)),
                    });
                }
            }
            NodeMessage::Call {
                call,
                reply_to,
                game,
                op,
            } => {
                let (cluster, hub) = (self.clone(), hub.clone());
                tokio::spawn(async move {
                    let answer = cluster.answer(&hub, &game, op).await;
                    let (code, message) = match answer {
                        Ok(()) => (None, String::new()),
                        Err(e) => (Some(e.code().to_string()), e.message().to_string()),
                    };
                    let reply = NodeMessage::Reply {
                        call,
                        code,
                        message,
                    };
                    cluster.send(Outgoing::Publish {
                        channel: cluster.node_channel(&reply_to),
                        payload: serde_json::to_string(&reply).expect("a reply is JSON"),
                    });
                });
            }
        }
    }

    /// Carries out a call forwarded by another node, on a game this node owns or, its
    /// owner being dead, takes over; a game that has moved on to a living node is refused
    /// rather than forwarded again.
    async fn answer(&self, hub: &Arc<Hub>, game: &str, op: Op) -> Result<(), ApiError> {
        if !self.owns(game) {
            match self.owner_of(game).await {
                Ok(o) if o == self.node => hub.take_over(game).await?,
                Ok(o) => {
                    return Err(unavailable(format!(
                        "game {game} has moved to node {o}: try again"
                    )))
                }
                Err(e) => return Err(unavailable(format!("Redis: {e}"))),
            }
        }
        let person = |p: String| Actor::Person(p);
        match op {
            Op::Act {
                person: p,
                ply,
                text,
            } => hub.act(game, &person(p), ply, &text).await,
            Op::Resign { person: p } => hub.resign(game, &person(p)).await,
            Op::Draw { person: p } => hub.offer_draw(game, &person(p)).await,
            Op::Takeback { person: p } => hub.takeback(game, &person(p)).await,
            Op::Decline { person: p } => hub.decline(game, &person(p)).await,
            Op::Join { id, name, guest } => {
                hub.join_game(&Identity { id, name, guest }, game).await
            }
            Op::Accept {
                id,
                name,
                guest,
                token,
            } => {
                let live = hub.challenge(&token).await?;
                if live.id != game {
                    return Err(ApiError::NotFound(format!(
                        "the challenge is not for game {game}"
                    )));
                }
                hub.accept_challenge(&Identity { id, name, guest }, &token)
                    .await
                    .map(|_| ())
            }
        }
    }
}

/// An event of another node's game: a node that holds a copy with watchers marks it to be
/// read again from the store when next asked for, and passes the message on to them; a
/// copy nobody watches is dropped, to be read afresh when next asked for. Nothing here
/// waits on the store: one task hears every node's events and the replies to this node's
/// calls, so a store read here would hold them all back.
fn on_game_event(cluster: &Cluster, hub: &Arc<Hub>, game: &str, payload: &str) {
    let mut parts = payload.splitn(3, '\n');
    let (Some(from), Some(kind), Some(text)) = (parts.next(), parts.next(), parts.next()) else {
        return;
    };
    if from == cluster.node || cluster.owns(game) {
        return;
    }
    let Some(live) = hub.loaded(game) else {
        return;
    };
    if live.tx.receiver_count() == 0 {
        hub.forget_copy(game);
        return;
    }
    if kind == "s" {
        // Only a game's owner publishes its states.
        cluster.learn_owner(game, from);
        live.stale.store(true, std::sync::atomic::Ordering::Release);
    }
    let _ = live.tx.send(text.into());
}
