//! Rate limits, one kind for the whole server: a [`Limiter`] keeps one budget per key (an
//! address, an identity, a user name, a socket) on `governor`'s GCRA, which behaves as a
//! token bucket: up to `capacity` actions at once, regained evenly over `period`. An
//! action takes one; when none is left it is refused with the wait until the next.
//!
//! The clock is the server's time source ([`ServerClock`]); unit tests drive a
//! [`FakeRelativeClock`](governor::clock::FakeRelativeClock) instead of sleeping.

use crate::time::TimeSource;
use governor::clock::Clock;
use governor::middleware::NoOpMiddleware;
use governor::nanos::Nanos;
use governor::state::keyed::ShrinkableKeyedStateStore;
use governor::state::StateStore;
use governor::{Quota, RateLimiter};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Duration;

/// Budgets kept before those that are full again are forgotten, so that a flood of keys
/// cannot grow the map without bound (a full budget is the same as none kept).
const PRUNE_AT: usize = 10_000;

/// A key, and whether a decision about it is to be kept (`take`) or only seen (`allows`).
/// governor has no way to look without taking, so the store below skips the write for a
/// look; both go through the one limiter, so they measure time from the same start.
#[derive(Clone, Debug)]
struct Probe {
    key: String,
    keep: bool,
}

impl PartialEq for Probe {
    fn eq(&self, other: &Probe) -> bool {
        self.key == other.key
    }
}

impl Eq for Probe {}

impl Hash for Probe {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.key.hash(h)
    }
}

/// Each key's theoretical arrival time (GCRA's state), behind one lock.
#[derive(Default)]
struct Budgets(Mutex<HashMap<String, Nanos>>);

impl StateStore for Budgets {
    type Key = Probe;

    fn measure_and_replace<T, F, E>(&self, probe: &Probe, f: F) -> Result<T, E>
    where
        F: Fn(Option<Nanos>) -> Result<(T, Nanos), E>,
    {
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let (out, next) = f(map.get(&probe.key).copied())?;
        if probe.keep {
            map.insert(probe.key.clone(), next);
        }
        Ok(out)
    }
}

impl ShrinkableKeyedStateStore<Probe> for Budgets {
    fn retain_recent(&self, drop_below: Nanos) {
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        map.retain(|_, at| *at > drop_below);
    }

    fn len(&self) -> usize {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// How long until a refused key may act again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wait(pub Duration);

impl Wait {
    /// Whole seconds to wait, at least 1: what a `Retry-After` header says.
    pub fn secs(self) -> u64 {
        let d = self.0;
        (d.as_secs() + u64::from(d.subsec_nanos() > 0)).max(1)
    }
}

/// Whom a limiter tells of each action it lets through.
type Tell = Box<dyn Fn(&str) + Send + Sync>;

pub struct Limiter<C: Clock + Clone = ServerClock> {
    limiter: RateLimiter<Probe, Budgets, C, NoOpMiddleware<C::Instant>>,
    clock: C,
    /// Told of each action taken, in a cluster: the other nodes take it too.
    shared: std::sync::OnceLock<Tell>,
}

/// The server's time source as governor's clock, so that rate limits run on the same time
/// as clocks, seeks and sessions: virtual time in tests, the wall clock in production.
/// Milliseconds are fine enough for budgets counted in seconds and minutes.
#[derive(Debug, Clone)]
pub struct ServerClock(pub Arc<dyn TimeSource>);

impl Clock for ServerClock {
    type Instant = Nanos;

    fn now(&self) -> Nanos {
        // Before the epoch only on a broken clock: count from zero then.
        Nanos::from(Duration::from_millis(self.0.now_ms().max(0) as u64))
    }
}

impl<C: Clock + Clone> Limiter<C> {
    /// `capacity` actions, regained over `period`, on `clock`.
    pub fn with_clock(capacity: u32, period: Duration, clock: C) -> Limiter<C> {
        let burst = NonZeroU32::new(capacity).unwrap_or(NonZeroU32::MIN);
        let each = (period / burst.get()).max(Duration::from_nanos(1));
        let quota = Quota::with_period(each)
            .expect("the period is not zero")
            .allow_burst(burst);
        Limiter {
            limiter: RateLimiter::new(quota, Budgets::default(), clock.clone()),
            clock,
            shared: std::sync::OnceLock::new(),
        }
    }

    fn decide(&self, key: &str, keep: bool) -> Result<(), Wait> {
        let probe = Probe {
            key: key.to_string(),
            keep,
        };
        self.limiter
            .check_key(&probe)
            .map(|_| ())
            .map_err(|not| Wait(not.wait_time_from(self.clock.now())))
    }

    /// Whether `key` has an action left, without taking it; the wait if not.
    pub fn allows(&self, key: &str) -> Result<(), Wait> {
        self.decide(key, false)
    }

    /// Takes an action of `key`'s; when none is left, nothing is taken and the answer is
    /// the wait.
    pub fn take(&self, key: &str) -> Result<(), Wait> {
        self.prune();
        let taken = self.decide(key, true);
        if let (Ok(()), Some(tell)) = (taken, self.shared.get()) {
            tell(key);
        }
        taken
    }

    /// An action of `key`'s taken on another node of a cluster: it counts here too (when
    /// none is left here, there is nothing more to count).
    pub fn taken_elsewhere(&self, key: &str) {
        self.prune();
        let _ = self.decide(key, true);
    }

    /// Passes every action taken here to `tell`, for the other nodes of a cluster.
    pub fn share(&self, tell: impl Fn(&str) + Send + Sync + 'static) {
        let _ = self.shared.set(Box::new(tell));
    }

    /// Forgets full budgets once there are many.
    fn prune(&self) {
        if self.limiter.len() >= PRUNE_AT {
            self.limiter.retain_recent();
        }
    }
}

/// How many actions are allowed, and over which period.
#[derive(Debug, Clone, Copy)]
pub struct Rate {
    pub count: u32,
    pub period: Duration,
}

/// The limits of a server.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    /// Failed logins, counted per address and per user name.
    pub login_failures: Rate,
    /// Accounts created, per address.
    pub registrations: Rate,
    /// Games created, per identity.
    pub games_per_identity: Rate,
    /// Games created, per address (guests cost nothing to make, so an address counts too).
    pub games_per_address: Rate,
    /// Messages a client sends on one socket.
    pub socket_messages: Rate,
    /// Engine analyses asked for (`POST /api/analysis`), per identity.
    pub analyses_per_identity: Rate,
    /// Engine analyses asked for, per address (guests cost nothing to make).
    pub analyses_per_address: Rate,
    /// Seeks posted, per identity: posting and cancelling in a loop floods every lobby
    /// socket.
    pub seeks_per_identity: Rate,
    /// Seeks posted, per address.
    pub seeks_per_address: Rate,
    /// Engine games in play at once, per identity (0: no limit): the engine's workers are
    /// shared, and each game queues its searches behind the others'.
    pub engine_games_per_identity: usize,
    /// Engine games in play at once, per address (0: no limit).
    pub engine_games_per_address: usize,
}

impl Default for Policy {
    fn default() -> Self {
        let minute = Duration::from_secs(60);
        Policy {
            login_failures: Rate {
                count: 10,
                period: 10 * minute,
            },
            registrations: Rate {
                count: 10,
                period: 10 * minute,
            },
            games_per_identity: Rate {
                count: 30,
                period: minute,
            },
            games_per_address: Rate {
                count: 120,
                period: minute,
            },
            // 20 a second, in bursts of 40.
            socket_messages: Rate {
                count: 40,
                period: Duration::from_secs(2),
            },
            // Each takes at most the engine's per-search cap (3 s by default): a visitor
            // can keep a worker busy a third of the time at most.
            analyses_per_identity: Rate {
                count: 20,
                period: minute,
            },
            analyses_per_address: Rate {
                count: 60,
                period: minute,
            },
            seeks_per_identity: Rate {
                count: 20,
                period: minute,
            },
            seeks_per_address: Rate {
                count: 60,
                period: minute,
            },
            engine_games_per_identity: 3,
            engine_games_per_address: 10,
        }
    }
}

impl Policy {
    /// No practical limit on what counts by address or identity: for a benchmark whose
    /// players all share one address. Sockets keep their limit, which each player's socket
    /// has to itself.
    pub fn unlimited() -> Policy {
        let rate = Rate {
            count: u32::MAX,
            period: Duration::from_millis(1),
        };
        Policy {
            login_failures: rate,
            registrations: rate,
            games_per_identity: rate,
            games_per_address: rate,
            socket_messages: Policy::default().socket_messages,
            analyses_per_identity: rate,
            analyses_per_address: rate,
            seeks_per_identity: rate,
            seeks_per_address: rate,
            engine_games_per_identity: 0,
            engine_games_per_address: 0,
        }
    }
}

/// The limiters of a server.
pub struct Limits<C: Clock + Clone = ServerClock> {
    pub login_by_address: Limiter<C>,
    pub login_by_name: Limiter<C>,
    pub registrations: Limiter<C>,
    pub games_by_identity: Limiter<C>,
    pub games_by_address: Limiter<C>,
    /// Keyed by socket.
    pub socket_messages: Limiter<C>,
    pub analyses_by_identity: Limiter<C>,
    pub analyses_by_address: Limiter<C>,
    pub seeks_by_identity: Limiter<C>,
    pub seeks_by_address: Limiter<C>,
}

impl<C: Clock + Clone> Limits<C> {
    /// The limits that a cluster's nodes share, by name: all but the sockets', which are
    /// a node's own.
    pub fn shared(&self) -> [(&'static str, &Limiter<C>); 9] {
        [
            ("login-address", &self.login_by_address),
            ("login-name", &self.login_by_name),
            ("registrations", &self.registrations),
            ("games-identity", &self.games_by_identity),
            ("games-address", &self.games_by_address),
            ("analyses-identity", &self.analyses_by_identity),
            ("analyses-address", &self.analyses_by_address),
            ("seeks-identity", &self.seeks_by_identity),
            ("seeks-address", &self.seeks_by_address),
        ]
    }
}

impl Limits {
    /// The limits of `p`, on the server's time source.
    pub fn new(p: &Policy, time: Arc<dyn TimeSource>) -> Limits {
        Limits::with_clock(p, ServerClock(time))
    }
}

impl<C: Clock + Clone> Limits<C> {
    pub fn with_clock(p: &Policy, clock: C) -> Limits<C> {
        let l = |r: Rate| Limiter::with_clock(r.count, r.period, clock.clone());
        Limits {
            login_by_address: l(p.login_failures),
            login_by_name: l(p.login_failures),
            registrations: l(p.registrations),
            games_by_identity: l(p.games_per_identity),
            games_by_address: l(p.games_per_address),
            socket_messages: l(p.socket_messages),
            analyses_by_identity: l(p.analyses_per_identity),
            analyses_by_address: l(p.analyses_per_address),
            seeks_by_identity: l(p.seeks_per_identity),
            seeks_by_address: l(p.seeks_per_address),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use governor::clock::FakeRelativeClock;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn a_budget_empties_and_refills_on_its_clock() {
        let clock = FakeRelativeClock::default();
        // 3 actions, one regained every 100 ms.
        let l = Limiter::with_clock(3, ms(300), clock.clone());
        assert!(l.take("a").is_ok() && l.take("a").is_ok() && l.take("a").is_ok());
        assert_eq!(l.allows("a"), Err(Wait(ms(100))));
        assert_eq!(l.take("a"), Err(Wait(ms(100))));
        // Another key has its own budget.
        assert!(l.take("b").is_ok());
        clock.advance(ms(60));
        assert_eq!(l.take("a"), Err(Wait(ms(40))));
        clock.advance(ms(40));
        assert!(l.allows("a").is_ok());
        assert!(l.take("a").is_ok());
        assert_eq!(l.take("a"), Err(Wait(ms(100))));
        // A long wait refills the budget to its capacity and no further.
        clock.advance(ms(10_000));
        for _ in 0..3 {
            assert!(l.take("a").is_ok());
        }
        assert!(l.take("a").is_err());
    }

    #[test]
    fn looking_takes_nothing() {
        let clock = FakeRelativeClock::default();
        let l = Limiter::with_clock(2, Duration::from_secs(60), clock);
        for _ in 0..10 {
            assert!(l.allows("a").is_ok());
        }
        assert!(l.take("a").is_ok() && l.take("a").is_ok());
        assert!(l.allows("a").is_err());
    }

    #[test]
    fn waits_are_whole_seconds_of_at_least_one() {
        assert_eq!(Wait(ms(1)).secs(), 1);
        assert_eq!(Wait(ms(0)).secs(), 1);
        assert_eq!(Wait(ms(1000)).secs(), 1);
        assert_eq!(Wait(ms(1001)).secs(), 2);
        let clock = FakeRelativeClock::default();
        let l = Limiter::with_clock(10, Duration::from_secs(600), clock);
        for _ in 0..10 {
            assert!(l.take("x").is_ok());
        }
        assert_eq!(l.take("x").map_err(Wait::secs), Err(60));
    }

    #[test]
    fn full_budgets_are_forgotten_when_there_are_many() {
        let clock = FakeRelativeClock::default();
        let l = Limiter::with_clock(1, ms(10), clock.clone());
        for i in 0..PRUNE_AT {
            assert!(l.take(&i.to_string()).is_ok());
        }
        assert_eq!(l.limiter.len(), PRUNE_AT);
        assert!(l.take("0").is_err());
        clock.advance(ms(1000));
        assert!(l.take("new").is_ok());
        assert_eq!(l.limiter.len(), 1);
    }

    #[test]
    fn the_unlimited_policy_does_not_limit() {
        let l = Limiter::with_clock(u32::MAX, ms(1), FakeRelativeClock::default());
        for _ in 0..100_000 {
            assert!(l.take("one address").is_ok());
        }
    }
}
