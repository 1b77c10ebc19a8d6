//! Rate limits: token buckets in memory, one per key (an address, an identity, a user
//! name). A bucket holds up to `capacity` tokens and regains `capacity` of them over
//! `period`; an action takes one, and is refused when none is left.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Buckets kept before full ones are forgotten, so that a flood of keys cannot grow the
/// map without bound (a full bucket is the same as no bucket).
const PRUNE_AT: usize = 10_000;

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

pub struct Limiter {
    capacity: f64,
    per_second: f64,
    buckets: Mutex<HashMap<String, Bucket>>,
}

impl Limiter {
    /// `capacity` actions, regained over `period`.
    pub fn new(capacity: u32, period: Duration) -> Limiter {
        let capacity = f64::from(capacity.max(1));
        Limiter {
            capacity,
            per_second: capacity / period.as_secs_f64().max(0.001),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    fn refilled(&self, b: Bucket, now: Instant) -> Bucket {
        let gained = now.saturating_duration_since(b.at).as_secs_f64() * self.per_second;
        Bucket {
            tokens: (b.tokens + gained).min(self.capacity),
            at: now,
        }
    }

    /// Whether `key` has a token left, without taking it.
    pub fn allows(&self, key: &str) -> bool {
        let now = Instant::now();
        let buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        !matches!(buckets.get(key), Some(b) if self.refilled(*b, now).tokens < 1.0)
    }

    /// Takes a token of `key`; `false` (and nothing taken) when none is left.
    pub fn take(&self, key: &str) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() >= PRUNE_AT && !buckets.contains_key(key) {
            buckets.retain(|_, b| self.refilled(*b, now).tokens < self.capacity);
        }
        let b = buckets.entry(key.to_string()).or_insert(Bucket {
            tokens: self.capacity,
            at: now,
        });
        *b = self.refilled(*b, now);
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Seconds until `key` has a token again (0 when it has one).
    pub fn wait_secs(&self, key: &str) -> u64 {
        let now = Instant::now();
        let buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        match buckets.get(key).map(|b| self.refilled(*b, now)) {
            Some(b) if b.tokens < 1.0 => ((1.0 - b.tokens) / self.per_second).ceil() as u64,
            _ => 0,
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
        }
    }
}

impl Policy {
    /// No practical limit: for a benchmark whose players all share one address.
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
        }
    }
}

/// The buckets of a server.
pub struct Limits {
    pub login_by_address: Limiter,
    pub login_by_name: Limiter,
    pub registrations: Limiter,
    pub games_by_identity: Limiter,
    pub games_by_address: Limiter,
}

impl Limits {
    pub fn new(p: &Policy) -> Limits {
        let l = |r: Rate| Limiter::new(r.count, r.period);
        Limits {
            login_by_address: l(p.login_failures),
            login_by_name: l(p.login_failures),
            registrations: l(p.registrations),
            games_by_identity: l(p.games_per_identity),
            games_by_address: l(p.games_per_address),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_empties_and_refills() {
        let l = Limiter::new(3, Duration::from_millis(300));
        assert!(l.take("a") && l.take("a") && l.take("a"));
        assert!(!l.allows("a"));
        assert!(!l.take("a"));
        assert!(l.wait_secs("a") >= 1);
        // Another key has its own bucket.
        assert!(l.take("b"));
        std::thread::sleep(Duration::from_millis(120));
        assert!(l.take("a"));
        assert!(!l.take("a"));
    }
}
