//! The hub in a cluster: a player's action on a game another node owns goes to that node;
//! a game whose owner is dead is taken over from the store; every message to a game's
//! watchers goes to the other nodes too. Without a cluster, all of this is nothing.

use super::relay::Op;
use super::Outgoing;
use crate::error::ApiError;
use crate::game::{Actor, State, Status};
use crate::hub::{Hub, LiveGame};
use std::sync::Arc;

impl Hub {
    /// Where an action on game `id` is carried out: `None` here (no cluster, this node
    /// owns the game or has just taken it over, or the game is over or unknown, which the
    /// action itself answers); else the answer of the owner the action was forwarded to.
    pub(crate) async fn routed(self: &Arc<Hub>, id: &str, op: Op) -> Option<Result<(), ApiError>> {
        let cluster = self.cluster.get()?;
        if cluster.owns(id) {
            return None;
        }
        // A copy's status is enough, read again or not: a game once over stays over.
        let live = match self.loaded(id) {
            Some(live) => live,
            None => self.get(id).await.ok()?,
        };
        if live.state.lock().await.status == Status::Over {
            return None;
        }
        if let Some(o) = cluster.known_owner(id) {
            match cluster.call_if_heard(&o, id, op.clone()).await {
                Some(Ok(())) => return Some(Ok(())),
                // A refusal may be the game's having moved: the next action asks Redis.
                Some(Err(e)) => {
                    if matches!(e, ApiError::NodeUnavailable(_)) {
                        cluster.forget_owner(id);
                    }
                    return Some(Err(e));
                }
                // Its owner died: nothing was done, and Redis names the owner now.
                None => cluster.forget_owner(id),
            }
        }
        match cluster.owner_of(id).await {
            Ok(o) if o == cluster.node => self.take_over(id).await.err().map(Err),
            Ok(o) => Some(cluster.call(&o, id, op).await),
            Err(e) => Some(Err(ApiError::NodeUnavailable(format!(
                "cannot reach Redis to find the node that holds game {id} ({e}): try again shortly"
            )))),
        }
    }

    /// [`Hub::routed`] for an action of a person (the engine and the clock act only on
    /// the owner).
    pub(crate) async fn forward(
        self: &Arc<Hub>,
        id: &str,
        actor: &Actor,
        op: impl FnOnce(String) -> Op,
    ) -> Option<Result<(), ApiError>> {
        let Actor::Person(p) = actor else {
            return None;
        };
        self.cluster.get()?;
        self.routed(id, op(p.clone())).await
    }

    /// Makes this node the owner of game `id` as the store has it: its clock armed on the
    /// stored (absolute) deadline, the engine woken if it is to move, and its state
    /// published for the other nodes' watchers. The caller has claimed the game in Redis.
    pub(crate) async fn take_over(self: &Arc<Hub>, id: &str) -> Result<(), ApiError> {
        let Some(cluster) = self.cluster.get() else {
            return Ok(());
        };
        if cluster.owns(id) {
            return Ok(());
        }
        let live = self.get(id).await?;
        self.hold(&live);
        // Under the game's lock, so that a second takeover (the work lease's sweep and an
        // action at once) finds the game owned, and an action waits for the state read
        // here, not an older one.
        let mut st = live.state.lock().await;
        if cluster.owns(id) {
            return Ok(());
        }
        let stored = self
            .store
            .load_game(id)
            .await?
            .ok_or_else(|| ApiError::NotFound(format!("there is no game {id}")))?;
        let mut state = State::from_stored(stored).map_err(ApiError::Storage)?;
        state.handicap = self.match_of(id).await?;
        let over = state.status == Status::Over;
        let deadline = st.deadline;
        *st = state;
        st.deadline = deadline;
        if over {
            drop(st);
            cluster.send(Outgoing::Release {
                game: id.to_string(),
            });
            self.unload(id);
            return Ok(());
        }
        cluster.set_owned(id, true);
        self.after_change(&live, &mut st);
        Ok(())
    }

    /// What a player is told when the store refused a commit. In a cluster the refusal
    /// may be the fence between two owners: a node cut off from Redis while its lease ran
    /// out, and the node that took the game over from the store meanwhile. The store's
    /// row decides: when it is ahead of this node's copy, this node reads the game again
    /// and gives it up, and the player sends again, to the owner.
    pub(crate) async fn fenced(&self, st: &mut State, e: crate::store::StoreError) -> ApiError {
        let Some(cluster) = self.cluster.get() else {
            return e.into();
        };
        let Ok(Some(stored)) = self.store.load_game(&st.id).await else {
            return e.into();
        };
        let Ok(mut fresh) = State::from_stored(stored) else {
            return e.into();
        };
        if fresh.texts.len() == st.texts.len() && fresh.status == st.status {
            return e.into();
        }
        fresh.handicap = st.handicap.take();
        fresh.deadline = st.deadline;
        *st = fresh;
        cluster.set_owned(&st.id, false);
        ApiError::NodeUnavailable(format!(
            "game {} was moved on by another node, which holds it now: send it again",
            st.id
        ))
    }

    /// Records a game just created on this node as its own.
    pub(crate) async fn claim_created(&self, id: &str) {
        if let Some(cluster) = self.cluster.get() {
            cluster.set_owned(id, true);
            // With Redis down the game is still ours: the claim is made again when Redis
            // is back.
            let _ = cluster.claim_new(id).await;
        }
    }

    /// Whether this node should run game `id`, found unfinished in the store at start:
    /// always alone; in a cluster when it has no living owner (it is then claimed).
    pub(crate) async fn runs_recovered(&self, id: &str) -> bool {
        let Some(cluster) = self.cluster.get() else {
            return true;
        };
        match cluster.owner_of(id).await {
            Ok(o) if o == cluster.node => {
                cluster.set_owned(id, true);
                true
            }
            _ => false,
        }
    }

    /// Sends a socket message to a game's watchers here and on the other nodes: `state`
    /// for a change of the game (published by its owner only), else a notice.
    pub(crate) fn relay(&self, id: &str, state: bool, text: &str) {
        let Some(cluster) = self.cluster.get() else {
            return;
        };
        if state && !cluster.owns(id) {
            return;
        }
        cluster.publish_event(id, state, text);
    }

    /// A notice (a chat line, a rematch) to a game's watchers on every node.
    pub(crate) fn notice(&self, live: &LiveGame, text: String) {
        self.relay(&live.id, false, &text);
        let _ = live.tx.send(text.into());
    }

    /// A game that ended needs no owner: it leaves this node's list in Redis.
    pub(crate) fn released(&self, id: &str) {
        if let Some(cluster) = self.cluster.get() {
            cluster.set_owned(id, false);
            cluster.send(Outgoing::Release {
                game: id.to_string(),
            });
        }
    }

    /// Reads a copy of another node's game again from the store if its owner announced a
    /// change since the last reading.
    ///
    /// The store is read under the game's lock, and only while the game is still another
    /// node's: readings follow one another, so a slow one cannot write an older state over
    /// a newer, and none can write over the game once this node has taken it over from the
    /// store (the owner's copy is the truth; a reading begun before the takeover would set
    /// it back to the moves its event announced).
    pub(crate) async fn fresh(&self, live: &LiveGame) {
        use std::sync::atomic::Ordering;
        if !live.stale.load(Ordering::Acquire) {
            return;
        }
        let mut st = live.state.lock().await;
        if self.cluster.get().is_some_and(|c| c.owns(&live.id)) {
            live.stale.store(false, Ordering::Release);
            return;
        }
        // Cleared before the reading, so that an event that comes during it marks the
        // copy for the next one; a reader that waited on the lock finds it read.
        if !live.stale.swap(false, Ordering::AcqRel) {
            return;
        }
        let stored = match self.store.load_game(&live.id).await {
            Ok(Some(stored)) => stored,
            _ => {
                live.stale.store(true, Ordering::Release);
                return;
            }
        };
        let Ok(mut state) = State::from_stored(stored) else {
            return;
        };
        if let Ok(h) = self.match_of(&live.id).await {
            state.handicap = h;
        }
        let over = state.status == Status::Over;
        *st = state;
        drop(st);
        if over {
            self.unload(&live.id);
        }
    }

    /// Drops a copy of another node's game that nobody here watches.
    pub(crate) fn forget_copy(&self, id: &str) {
        self.unload(id);
    }

    /// Reads every copy of another node's game again (events may have been missed while
    /// Redis was away) and tells its watchers here.
    pub(crate) async fn refresh_copies(self: &Arc<Hub>) {
        let Some(cluster) = self.cluster.get() else {
            return;
        };
        for live in self.in_memory() {
            if cluster.owns(&live.id) {
                continue;
            }
            if live.tx.receiver_count() == 0 {
                self.unload(&live.id);
                continue;
            }
            live.stale.store(true, std::sync::atomic::Ordering::Release);
            self.fresh(&live).await;
            let st = live.state.lock().await;
            let _ = live
                .tx
                .send(crate::view::state_message(&st, self.time.now_ms()).into());
        }
    }

    /// When Redis is back after a loss: claims this node's games again (one another node
    /// took over meanwhile becomes a copy), publishes each as it stands, and reads the
    /// copies again.
    pub(crate) async fn catch_up(self: &Arc<Hub>) {
        let Some(cluster) = self.cluster.get() else {
            return;
        };
        for id in cluster.owned() {
            let Ok(owner) = cluster.owner_of(&id).await else {
                return;
            };
            let Some(live) = self.loaded(&id) else {
                continue;
            };
            if owner == cluster.node {
                let st = live.state.lock().await;
                let text = crate::view::state_message(&st, self.time.now_ms());
                cluster.publish_event(&id, true, &text);
            } else {
                cluster.set_owned(&id, false);
            }
        }
        self.refresh_copies().await;
    }
}
