//! The work done once per cluster, by the node that holds the work lease
//! (`NAME:lease:work`): tournament pairings and round starts (league seasons and
//! competition standings are tournaments' steps), besides the takeover of dead nodes'
//! games. The work of one game (its clock, the expiry of an unjoined game or challenge,
//! its engine, the mail it sends) is its owner's, so it is once per cluster already.
//!
//! What the other nodes learn of that work goes on `NAME:work`, as `KIND\nNODE\nID`: `t`
//! when a node has stored a tournament (the others read it again), `e` when a game has
//! ended on a node that is not the leader (the leader looks at its tournament).

use super::{Cluster, Outgoing};
use crate::hub::Hub;
use tokio::sync::broadcast;

/// What the tournaments of a node hear from the cluster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WorkEvent {
    /// Another node stored tournament `id`: the copy here is old.
    Tournament(String),
    /// Game `id` ended on a node that does not do the cluster's work.
    Ended(String),
    /// This node took (`true`) or lost the work lease, or heard the cluster again after
    /// a loss: every tournament is to be read again (and advanced, by the leader).
    Lead(bool),
}

impl Cluster {
    pub(crate) fn work_channel(&self) -> String {
        self.key(&["work"])
    }

    /// Tells the tournaments of this node what happened.
    pub(crate) fn work_event(&self, e: WorkEvent) {
        // Nobody listens before the tournaments' task starts: nothing is lost that their
        // recovery does not read from the store.
        let _ = self.work_events.send(e);
    }

    /// Listens to the cluster's work events, for a node's tournaments.
    pub fn work_events(&self) -> broadcast::Receiver<WorkEvent> {
        self.work_events.subscribe()
    }

    fn publish_work(&self, kind: char, id: &str) {
        self.send(Outgoing::Publish {
            channel: self.work_channel(),
            payload: format!("{kind}\n{}\n{id}", self.node),
        });
    }

    /// A message on `NAME:work`, from the subscriber.
    pub(crate) fn on_work_message(&self, payload: &str) {
        let mut parts = payload.splitn(3, '\n');
        let (Some(kind), Some(from), Some(id)) = (parts.next(), parts.next(), parts.next()) else {
            return;
        };
        if from == self.node {
            return;
        }
        match kind {
            "t" => self.work_event(WorkEvent::Tournament(id.to_string())),
            "e" if self.is_leader() => self.work_event(WorkEvent::Ended(id.to_string())),
            _ => {}
        }
    }

    /// Records whether this node holds the work lease, telling the tournaments when that
    /// changes.
    pub(crate) fn set_leader(&self, leader: bool) {
        let was = self
            .leader
            .swap(leader, std::sync::atomic::Ordering::Relaxed);
        if was != leader {
            self.work_event(WorkEvent::Lead(leader));
        }
    }
}

impl Hub {
    /// Whether this node does the work done once per cluster: always on its own; in a
    /// cluster, while it holds the work lease.
    pub fn does_cluster_work(&self) -> bool {
        self.cluster.get().is_none_or(|c| c.is_leader())
    }

    /// Tells the other nodes that tournament `id` was stored, so that they read it again.
    pub(crate) fn tournament_stored(&self, id: &str) {
        if let Some(c) = self.cluster.get() {
            c.publish_work('t', id);
        }
    }

    /// Passes the end of game `id` on to the node that does the cluster's work; whether
    /// it was (false: this node does that work, or is on its own).
    pub(crate) fn pass_on_ended(&self, id: &str) -> bool {
        match self.cluster.get() {
            Some(c) if !c.is_leader() => {
                c.publish_work('e', id);
                true
            }
            _ => false,
        }
    }
}
