//! The engine as a player: searches run on the blocking pool, at most `threads` at once
//! (a semaphore), one thread and a capped hash table each, with the thinking time taken
//! from the engine's clock and capped, so that no game can hold the pool for long.
//! Searches wait their turn in order; a game has at most one search queued.

use crate::error::ApiError;
use crate::game::{Actor, State};
use crate::hub::Hub;
use pearls_engine::{Engine, Options, Rule};
use pearls_rules::action::format_action;
use pearls_rules::Notation;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

#[derive(Debug, Clone, Copy)]
pub struct EngineBudget {
    /// Searches running at once (each on one thread).
    pub threads: usize,
    /// Hash table of each search, MiB.
    pub hash_mib: usize,
    /// The longest a search may think, ms.
    pub max_ms: u64,
}

impl Default for EngineBudget {
    fn default() -> Self {
        EngineBudget {
            threads: std::thread::available_parallelism().map_or(2, |n| n.get().max(2) / 2),
            hash_mib: 16,
            max_ms: 3000,
        }
    }
}

pub struct EnginePool {
    budget: EngineBudget,
    permits: Arc<Semaphore>,
    queued: Arc<Mutex<HashSet<(String, usize)>>>,
}

impl EnginePool {
    pub fn new(budget: EngineBudget) -> EnginePool {
        EnginePool {
            permits: Arc::new(Semaphore::new(budget.threads.max(1))),
            budget,
            queued: Arc::new(Mutex::new(HashSet::new())),
        }
    }

    /// Asks for the engine's decision in game `id` as it stands in `st`.
    pub(crate) fn request(&self, hub: Arc<Hub>, id: String, st: &State, strength: u8) {
        let ply = st.texts.len();
        if !self.queued.lock().unwrap().insert((id.clone(), ply)) {
            return;
        }
        let Some(rule) = Rule::from_rule_set(&st.variant.rules) else {
            return;
        };
        let game = st.game.clone();
        let seat = st.decider().unwrap_or(0);
        let left = st.clock.view(&st.spec, crate::hub::now_ms())[seat];
        let budget_ms = if left.main_ms > 0 {
            left.main_ms as u64 / 25 + st.spec.increment_ms[seat] * 3 / 4
        } else {
            left.period_ms as u64 * 3 / 5
        };
        // Weaker settings think less as well.
        let wanted = 150 + strength as u64 * 25;
        let time_ms = wanted.min(budget_ms).min(self.budget.max_ms).max(20);
        let permits = self.permits.clone();
        let queued = self.queued.clone();
        let hash_mib = self.budget.hash_mib;
        tokio::spawn(async move {
            let permit = permits.acquire_owned().await;
            let n = Notation::new(game.variant().size);
            let action = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                let mut engine = Engine::new(Options {
                    threads: 1,
                    hash_mib,
                    strength,
                    ..Options::default()
                });
                pearls_engine::decide::decide(&mut engine, rule, &game, time_ms)
            })
            .await;
            queued.lock().unwrap().remove(&(id.clone(), ply));
            let Ok(action) = action else { return };
            let text = format_action(&action, &n);
            if let Err(e) = hub.act(&id, &Actor::Engine, ply as i64, &text).await {
                if matches!(e, ApiError::Illegal(_) | ApiError::BadAction(_)) {
                    let _ = hub.resign(&id, &Actor::Engine).await;
                }
            }
        });
    }
}
