//! The lobby: open seeks, pushed to everyone on the home page through the lobby socket.
//! Seeks live in memory only, as they are worth nothing once their creator has left: a
//! seek goes when it is accepted or cancelled, or when its creator has had no lobby socket
//! open for the grace period (so that a reload keeps it).

use crate::competition::rating::RatingRange;
use crate::error::ApiError;
use crate::game::Seat;
use crate::hub::Hub;
use crate::identity::{random_hex, Identity};
use crate::matches::MatchSeek;
use crate::messages::{SeekMatchView, SeekView};
use crate::services::games::needs_account;
use crate::services::setup::{setup_request, GameSetup};
use crate::store::rating_in;
use crate::time::TimeSource;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// How many seeks there may be, and how long a seek outlives its creator's connection.
#[derive(Debug, Clone, Copy)]
pub struct LobbyLimits {
    pub per_identity: usize,
    /// Open seeks of every identity from one address together, so that throwaway guests
    /// cannot fill the lobby; 0 for no limit.
    pub per_address: usize,
    pub total: usize,
    pub grace_ms: i64,
}

impl Default for LobbyLimits {
    fn default() -> Self {
        LobbyLimits {
            per_identity: 3,
            per_address: 20,
            total: 1000,
            grace_ms: 30_000,
        }
    }
}

setup_request! {
    /// A request to post a seek: the game wanted against anyone.
    pub struct NewSeek {
        /// The ratings that may accept a rated seek, `[low, high]`, both ends included.
        #[serde(default)]
        pub rating_range: Option<[u32; 2]>,
        /// A handicap match instead of one game: casual, its clocks its own.
        #[serde(default)]
        pub handicap_match: Option<crate::matches::MatchSeek>,
    }
}

/// An open seek.
#[derive(Debug)]
pub struct Seek {
    pub id: String,
    /// The creator's identity: never shown to others.
    owner: String,
    /// The creator's address: never shown either.
    address: String,
    name: String,
    created_ms: i64,
    setup: GameSetup,
    range: Option<RatingRange>,
    /// The range as asked, shown to others.
    range_asked: Option<[u32; 2]>,
    /// A handicap match asked for, and how it is shown.
    handicap: Option<(MatchSeek, SeekMatchView)>,
    /// Whether the creator is a guest.
    owner_guest: bool,
    /// A copy of a seek posted on another node of a cluster, which sweeps it.
    pub(crate) remote: bool,
}

impl Seek {
    /// A seek as asked for, checked.
    pub(crate) fn new(
        id: String,
        who: &Identity,
        address: &str,
        created_ms: i64,
        req: NewSeek,
        remote: bool,
    ) -> Result<Seek, ApiError> {
        let setup = req.setup()?;
        if setup.rated() {
            needs_account(who)?;
        }
        let range = match req.rating_range {
            Some(_) if !setup.rated() => {
                return Err(ApiError::BadRequest(
                    "a rating_range is for a rated seek: add \"rated\": true".into(),
                ))
            }
            Some([low, high]) => Some(
                RatingRange::new(f64::from(low), f64::from(high))
                    .map_err(|e| ApiError::BadRequest(e.to_string()))?,
            ),
            None => None,
        };
        let handicap = match &req.handicap_match {
            Some(_) if setup.rated() => {
                return Err(ApiError::BadRequest(
                    "a handicap match is casual: leave \"rated\" out".into(),
                ))
            }
            Some(m) => Some((m.clone(), m.view(&setup.rule, &req.opening, req.size)?)),
            None => None,
        };
        Ok(Seek {
            id,
            owner: who.id.clone(),
            address: address.to_string(),
            name: who.name.clone(),
            created_ms,
            setup,
            range,
            range_asked: req.rating_range,
            handicap,
            owner_guest: who.guest,
            remote,
        })
    }

    /// The seek as the other nodes of a cluster copy it: its creator, address and the
    /// request that makes it again.
    pub(crate) fn record(&self) -> serde_json::Value {
        serde_json::json!({
            "id": self.id,
            "owner": self.owner,
            "address": self.address,
            "name": self.name,
            "guest": self.owner_guest,
            "created_ms": self.created_ms,
            "req": {
                "rule": self.setup.rule,
                "opening": self.setup.variant.opening.name(),
                "size": self.setup.variant.size,
                "clock": self.setup.clock,
                "side": self.setup.side.name(),
                "rated": self.setup.rated(),
                "rating_range": self.range_asked,
                "handicap_match": self.handicap.as_ref().map(|h| &h.0),
            },
        })
    }

    pub(crate) fn owner(&self) -> &str {
        &self.owner
    }

    pub(crate) fn address(&self) -> &str {
        &self.address
    }

    /// The seek as `viewer` sees it: the creator by name, and whether it is the viewer's.
    pub fn view(&self, viewer: &str) -> SeekView {
        SeekView {
            id: self.id.clone(),
            name: self.name.clone(),
            rule: self.setup.rule.clone(),
            opening: self.setup.variant.opening.name().to_string(),
            size: self.setup.variant.size as i64,
            clock: self.setup.clock,
            side: self.setup.side.name().to_string(),
            rated: self.setup.rated(),
            rating_range: self.range_asked,
            created_ms: self.created_ms,
            mine: self.owner == viewer,
            handicap_match: self.handicap.as_ref().map(|h| h.1.clone()),
        }
    }
}

/// What lobby sockets hear.
#[derive(Debug, Clone)]
pub enum Event {
    Added(Arc<Seek>),
    Removed(String),
    /// A seek of `owner`'s was accepted: game `game` has begun.
    Accepted {
        owner: String,
        seek: String,
        game: String,
    },
}

#[derive(Default)]
struct Presence {
    sockets: usize,
    /// When the last socket closed (or the first seek came without one).
    gone_ms: i64,
    /// Accepted seeks the creator has not heard of, with the instant each was accepted.
    unheard: Vec<(String, String, i64)>,
}

#[derive(Default)]
struct Inner {
    /// In the order posted.
    seeks: Vec<Arc<Seek>>,
    presence: HashMap<String, Presence>,
}

pub struct Lobby {
    pub limits: LobbyLimits,
    time: Arc<dyn TimeSource>,
    inner: Mutex<Inner>,
    tx: broadcast::Sender<Event>,
}

/// A lobby socket's start: the open seeks, the accepted seeks it has to hear of, and its
/// feed of changes from that moment on.
pub struct Joined {
    pub seeks: Vec<Arc<Seek>>,
    pub accepted: Vec<(String, String)>,
    pub rx: broadcast::Receiver<Event>,
}

impl Lobby {
    pub fn new(limits: LobbyLimits, time: Arc<dyn TimeSource>) -> Arc<Lobby> {
        Arc::new(Lobby {
            limits,
            time,
            inner: Mutex::new(Inner::default()),
            tx: broadcast::channel(256).0,
        })
    }

    fn send(&self, e: Event) {
        let _ = self.tx.send(e);
    }

    pub fn seeks(&self) -> Vec<Arc<Seek>> {
        self.inner.lock().unwrap().seeks.clone()
    }

    pub(crate) fn find(&self, id: &str) -> Option<Arc<Seek>> {
        let inner = self.inner.lock().unwrap();
        inner.seeks.iter().find(|s| s.id == id).cloned()
    }

    /// A copy of another node's seek, posted there within the cluster's limits.
    pub(crate) fn add_remote(&self, seek: Seek) {
        let mut inner = self.inner.lock().unwrap();
        if inner.seeks.iter().any(|s| s.id == seek.id) {
            return;
        }
        let seek = Arc::new(seek);
        inner.seeks.push(seek.clone());
        self.send(Event::Added(seek));
    }

    /// Takes out a seek that another node took out (the other nodes are not told); the
    /// seek, if it was here.
    pub(crate) fn remove_quietly(&self, id: &str) -> Option<Arc<Seek>> {
        let mut inner = self.inner.lock().unwrap();
        let i = inner.seeks.iter().position(|s| s.id == id)?;
        let seek = inner.seeks.remove(i);
        self.send(Event::Removed(seek.id.clone()));
        Some(seek)
    }

    /// Posts a seek for `who`, asking from `address`.
    pub fn post(&self, who: &Identity, address: &str, req: NewSeek) -> Result<Arc<Seek>, ApiError> {
        let seek = Seek::new(random_hex(8), who, address, self.time.now_ms(), req, false)?;
        let now = self.time.now_ms();
        let mut inner = self.inner.lock().unwrap();
        let mine = inner.seeks.iter().filter(|s| s.owner == who.id).count();
        if mine >= self.limits.per_identity {
            return Err(ApiError::TooManySeeks(format!(
                "you have {mine} open seeks, the most allowed: cancel one first"
            )));
        }
        let per_address = self.limits.per_address;
        let from_address = inner.seeks.iter().filter(|s| s.address == address).count();
        if per_address > 0 && from_address >= per_address {
            return Err(ApiError::TooManySeeks(format!(
                "{from_address} open seeks come from this address, the most allowed: \
                 wait for one to be accepted or cancelled"
            )));
        }
        if inner.seeks.len() >= self.limits.total {
            return Err(ApiError::LobbyFull(
                "the lobby is full: accept a seek, or try again later".into(),
            ));
        }
        let seek = Arc::new(seek);
        inner.seeks.push(seek.clone());
        // A seek posted with no lobby socket open gets the grace period from now.
        let p = inner.presence.entry(who.id.clone()).or_insert(Presence {
            gone_ms: now,
            ..Presence::default()
        });
        if p.sockets == 0 {
            p.gone_ms = p.gone_ms.max(now);
        }
        self.send(Event::Added(seek.clone()));
        Ok(seek)
    }

    /// Takes a seek out of the lobby, if `may` allows it.
    fn take(
        &self,
        id: &str,
        may: impl FnOnce(&Seek) -> Result<(), ApiError>,
    ) -> Result<Arc<Seek>, ApiError> {
        let mut inner = self.inner.lock().unwrap();
        let i = inner.seeks.iter().position(|s| s.id == id).ok_or_else(|| {
            ApiError::NotFound(
                "there is no such seek: it was accepted, cancelled or expired".into(),
            )
        })?;
        may(&inner.seeks[i])?;
        let seek = inner.seeks.remove(i);
        self.send(Event::Removed(seek.id.clone()));
        Ok(seek)
    }

    /// Cancels one of `who`'s seeks.
    pub fn cancel(&self, who: &Identity, id: &str) -> Result<(), ApiError> {
        self.take(id, |s| {
            if s.owner == who.id {
                Ok(())
            } else {
                Err(ApiError::NotYourSeek(
                    "only its creator may cancel a seek".into(),
                ))
            }
        })
        .map(|_| ())
    }

    /// Accepts someone else's seek: the game begins, live, with both seated; its id. The
    /// creator hears of it on the lobby socket.
    pub async fn accept(
        &self,
        hub: &Arc<Hub>,
        who: &Identity,
        id: &str,
    ) -> Result<String, ApiError> {
        let wanted = self
            .inner
            .lock()
            .unwrap()
            .seeks
            .iter()
            .find(|s| s.id == id)
            .cloned();
        if let Some(seek) = wanted.filter(|s| s.owner != who.id) {
            if let Some(pool) = &seek.setup.pool {
                needs_account(who)?;
                if let Some(range) = seek.range {
                    let pool = pool.to_string();
                    let mine = hub.store.ratings_of(&who.id).await?;
                    let rating = rating_in(&mine, &pool);
                    if !range.admits(&rating) {
                        return Err(ApiError::OutOfRatingRange(format!(
                            "this seek is for ratings {} to {} in {pool}; yours is {}",
                            range.low,
                            range.high,
                            rating.rating.round()
                        )));
                    }
                }
            }
        }
        let own = |s: &Seek| {
            if s.owner == who.id {
                Err(ApiError::OwnSeek("you cannot accept your own seek".into()))
            } else {
                Ok(())
            }
        };
        // In a cluster, one acceptance of a seek wins on every node.
        if let Some(seek) = self.find(id) {
            own(&seek)?;
            hub.claim_seek(self, &seek).await?;
        }
        let seek = self.take(id, own)?;
        let game = match &seek.handicap {
            // A match: the creator starts it as from the home page, and the acceptor
            // takes the first game's open seat.
            Some((m, _)) => {
                let owner = Identity {
                    id: seek.owner.clone(),
                    name: seek.name.clone(),
                    guest: seek.owner_guest,
                };
                let opening = seek.setup.variant.opening.name();
                let size = i64::from(seek.setup.variant.size);
                let req = m.request(&seek.setup.rule, &opening, size);
                let started = hub.start_match(&owner, req).await?;
                hub.join_game(who, &started.game.id).await?;
                started.game.id
            }
            None => self.open_seek_game(hub, &seek, who).await?,
        };
        self.tell_creator(&seek, &game);
        hub.seek_accepted(&seek, &game);
        Ok(game)
    }

    /// The one game of an accepted seek, live with both seated; its id.
    async fn open_seek_game(
        &self,
        hub: &Arc<Hub>,
        seek: &Seek,
        who: &Identity,
    ) -> Result<String, ApiError> {
        let creator = Seat::Person {
            id: seek.owner.clone(),
            name: seek.name.clone(),
        };
        let acceptor = Seat::Person {
            id: who.id.clone(),
            name: who.name.clone(),
        };
        let seats = seek.setup.seats(creator, acceptor);
        hub.open_game(&seek.setup, seats, None).await
    }

    /// Tells the creator of an accepted seek where its game is, now or when they are back.
    pub(crate) fn tell_creator(&self, seek: &Seek, game: &str) {
        self.tell_owner(&seek.owner, &seek.id, game);
    }

    /// Tells `owner` that their seek `seek` was accepted, with game `game`.
    pub(crate) fn tell_owner(&self, owner: &str, seek: &str, game: &str) {
        let game = game.to_string();
        let mut inner = self.inner.lock().unwrap();
        let p = inner.presence.entry(owner.to_string()).or_default();
        if p.sockets > 0 {
            self.send(Event::Accepted {
                owner: owner.to_string(),
                seek: seek.to_string(),
                game: game.clone(),
            });
        } else {
            // The creator is between two pages: told when a lobby socket opens again.
            p.unheard.push((seek.to_string(), game, self.time.now_ms()));
        }
    }

    /// A lobby socket of `who` opens.
    pub fn connect(&self, who: &str) -> Joined {
        let mut inner = self.inner.lock().unwrap();
        // Subscribed under the lock: no change falls between the list and the feed.
        let rx = self.tx.subscribe();
        let p = inner.presence.entry(who.to_string()).or_default();
        p.sockets += 1;
        let accepted = p.unheard.drain(..).map(|(s, g, _)| (s, g)).collect();
        Joined {
            seeks: inner.seeks.clone(),
            accepted,
            rx,
        }
    }

    /// A lobby socket of `who` closed.
    pub fn disconnect(&self, who: &str) {
        let mut inner = self.inner.lock().unwrap();
        if let Some(p) = inner.presence.get_mut(who) {
            p.sockets = p.sockets.saturating_sub(1);
            if p.sockets == 0 {
                p.gone_ms = self.time.now_ms();
            }
        }
    }

    /// Removes the seeks of creators gone for longer than the grace period, and forgets
    /// who is gone and has nothing left here.
    pub fn sweep(&self, now: i64) {
        let grace = self.limits.grace_ms;
        let mut inner = self.inner.lock().unwrap();
        let Inner { seeks, presence } = &mut *inner;
        let gone = |owner: &str| match presence.get(owner) {
            Some(p) => p.sockets == 0 && now - p.gone_ms >= grace,
            None => true,
        };
        let (expired, kept): (Vec<_>, Vec<_>) =
            seeks.drain(..).partition(|s| !s.remote && gone(&s.owner));
        *seeks = kept;
        for s in expired {
            self.send(Event::Removed(s.id.clone()));
        }
        for p in presence.values_mut() {
            p.unheard.retain(|(_, _, at)| now - at < grace);
        }
        presence.retain(|owner, p| {
            p.sockets > 0 || !p.unheard.is_empty() || seeks.iter().any(|s| s.owner == *owner)
        });
    }

    /// Sweeps a few times per grace period. The server aborts it when it stops.
    pub fn spawn_sweeper(self: &Arc<Lobby>) -> tokio::task::JoinHandle<()> {
        let lobby = self.clone();
        let tick = (lobby.limits.grace_ms / 4).clamp(50, 1000);
        tokio::spawn(async move {
            // The next sweep is a tick after the instant last swept, not after the instant
            // the sweeper looks again, so that no instant the time source reaches between
            // two looks goes unswept.
            let mut swept = lobby.time.now_ms();
            loop {
                lobby.time.sleep_until(swept + tick).await;
                swept = lobby.time.now_ms();
                lobby.sweep(swept);
            }
        })
    }

    /// How many lobby sockets `who` has open.
    pub fn sockets(&self, who: &str) -> usize {
        let inner = self.inner.lock().unwrap();
        inner.presence.get(who).map_or(0, |p| p.sockets)
    }
}
