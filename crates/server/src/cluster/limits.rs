//! The rate limits across a cluster. Each node keeps its own budgets (governor's, in
//! memory) and tells the others of every action it lets through, on `NAME:rate` as
//! `NODE\nLIMIT\nKEY`; each node takes that action from its own budget for the key too. So
//! an address or an identity spends one budget, wherever its requests land; two requests
//! on two nodes within the same few milliseconds may both pass, which is the price of
//! keeping the limit off Redis's round trip. With Redis down, each node counts its own.

use super::{Cluster, Outgoing};
use crate::App;
use std::sync::{Arc, Weak};

impl Cluster {
    pub(crate) fn rate_channel(&self) -> String {
        self.key(&["rate"])
    }

    /// A message on `NAME:rate`, from the subscriber.
    pub(crate) fn on_rate_message(&self, payload: &str) {
        let Some(app) = self.app.get().and_then(Weak::upgrade) else {
            return;
        };
        let mut parts = payload.splitn(3, '\n');
        let (Some(from), Some(limit), Some(key)) = (parts.next(), parts.next(), parts.next())
        else {
            return;
        };
        if from == self.node {
            return;
        }
        let shared = app.limits.shared();
        if let Some((_, l)) = shared.iter().find(|(n, _)| *n == limit) {
            l.taken_elsewhere(key);
        }
    }
}

/// Shares the rate limits of a node's server with the other nodes. Without a cluster,
/// nothing.
pub fn attach(app: &Arc<App>) {
    let Some(cluster) = app.hub.cluster.get() else {
        return;
    };
    let _ = cluster.app.set(Arc::downgrade(app));
    for (name, limiter) in app.limits.shared() {
        let c = cluster.clone();
        limiter.share(move |key| {
            c.send(Outgoing::Publish {
                channel: c.rate_channel(),
                payload: format!("{}\n{name}\n{key}", c.node),
            })
        });
    }
}
