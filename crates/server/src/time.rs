//! The server's time source: every instant the server stores or compares (game clocks,
//! deadlines, seeks, sessions) comes from one, passed in when the server starts. In
//! production it reads the wall clock; tests pass a [`ManualClock`], which moves only
//! when told to, so that flags fall, seeks expire and grace periods end on virtual time,
//! at once and in order. Only this module (and the load generator) reads the wall clock.

use std::fmt::Debug;
use std::future::Future;
use std::pin::Pin;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;

/// A future a time source returns.
pub type Wait<'a> = Pin<Box<dyn Future<Output = ()> + Send + 'a>>;

/// Where the time comes from.
pub trait TimeSource: Debug + Send + Sync {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64;

    /// Ends once the time is `deadline_ms` or later.
    fn sleep_until(&self, deadline_ms: i64) -> Wait<'_>;
}

/// The wall clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct WallClock;

impl TimeSource for WallClock {
    fn now_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }

    fn sleep_until(&self, deadline_ms: i64) -> Wait<'_> {
        Box::pin(async move {
            // Checked again after each sleep: the wall clock may be set back meanwhile.
            loop {
                let left = deadline_ms - self.now_ms();
                if left <= 0 {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(left as u64)).await;
            }
        })
    }
}

/// A clock that stands still until [`ManualClock::advance`] moves it; whoever sleeps
/// until an instant it reaches wakes then.
#[derive(Debug)]
pub struct ManualClock {
    now: watch::Sender<i64>,
}

impl ManualClock {
    pub fn new(start_ms: i64) -> ManualClock {
        ManualClock {
            now: watch::Sender::new(start_ms),
        }
    }

    /// Moves the clock `ms` milliseconds on.
    pub fn advance(&self, ms: i64) {
        assert!(ms >= 0, "a manual clock only moves on, not back by {ms} ms");
        self.now.send_modify(|t| *t += ms);
    }
}

impl TimeSource for ManualClock {
    fn now_ms(&self) -> i64 {
        *self.now.borrow()
    }

    fn sleep_until(&self, deadline_ms: i64) -> Wait<'_> {
        let mut now = self.now.subscribe();
        Box::pin(async move {
            // The sender lives as long as `self`, which outlives this future.
            let _ = now.wait_for(|&t| t >= deadline_ms).await;
        })
    }
}

/// The wall clock moved on by the milliseconds written in a file (a whole number, read
/// at every reading; none while the file is missing). For the browser tests only
/// (`pearls serve --test-clock-file`), which move a real server's time on, past a
/// competition's deadline say, by writing the file.
#[derive(Debug)]
pub struct FileOffsetClock {
    path: std::path::PathBuf,
}

impl FileOffsetClock {
    pub fn new(path: std::path::PathBuf) -> FileOffsetClock {
        FileOffsetClock { path }
    }

    fn offset_ms(&self) -> i64 {
        std::fs::read_to_string(&self.path)
            .ok()
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or(0)
    }
}

impl TimeSource for FileOffsetClock {
    fn now_ms(&self) -> i64 {
        WallClock.now_ms() + self.offset_ms()
    }

    fn sleep_until(&self, deadline_ms: i64) -> Wait<'_> {
        Box::pin(async move {
            // The file may move the time on at any moment: look again often.
            loop {
                let left = deadline_ms - self.now_ms();
                if left <= 0 {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(left.min(100) as u64)).await;
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[tokio::test]
    async fn a_manual_clock_wakes_its_sleepers_when_it_reaches_their_instant() {
        let clock = Arc::new(ManualClock::new(1_000));
        assert_eq!(clock.now_ms(), 1_000);
        let sleeper = {
            let clock = clock.clone();
            tokio::spawn(async move { clock.sleep_until(1_500).await })
        };
        tokio::task::yield_now().await;
        clock.advance(499);
        tokio::task::yield_now().await;
        assert!(!sleeper.is_finished());
        clock.advance(1);
        tokio::time::timeout(Duration::from_secs(10), sleeper)
            .await
            .expect("the sleeper wakes")
            .unwrap();
        // An instant already passed does not wait.
        clock.sleep_until(1_200).await;
        assert_eq!(clock.now_ms(), 1_500);
    }
}
