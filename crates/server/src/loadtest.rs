//! A load benchmark: simulated players on loopback, each with its own guest cookie and
//! WebSocket, playing many live games at once. Games are created over HTTP like the
//! browser does, and each player opens its socket on the game; the second player joins
//! over its socket only when the game's own task begins to play, since joining starts the
//! game and its wait for a first stone. Every move goes over the mover's socket, and its
//! round trip is the time from sending the move to receiving the state that contains it
//! (stored, applied and broadcast by the server).
//!
//! A node may die during a run ([`Kill`]): a player whose socket closes opens it again on
//! another node, and a move refused while its game changes hands is sent again (the ply
//! it names makes that safe) until it is accepted. At the end every game is read back
//! from a node still running, and the actions the players saw accepted that the store
//! does not hold are counted as lost.
//!
//! The players are driven by as little as possible, so that the figures measure the
//! server and not the generator: one task a game (its two players take turns, so one
//! timer and one loop serve both), every message the players send written before the
//! clock starts, and of each message received only the four fields read (`type` and the
//! game's `ply`, `status` and `decider`), without building a JSON tree; the type is read
//! from the message's head, and only a state is parsed further.
//!
//! The players can sit on several nodes of a cluster: the two players of game `i` are
//! seated on nodes `i` and `i + 1` (modulo their number), so with two nodes every game
//! has a player on each. Each simulated player names its own address in
//! `X-Forwarded-For`; a node run with `--trusted-proxy 127.0.0.1` counts each as a
//! visitor of its own, and one run without it ignores the header.

use crate::client::{request, Ws};
use futures_util::{SinkExt, StreamExt};
use hdrhistogram::Histogram;
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Notation, RuleSet, Variant};
use serde::Deserialize;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Barrier, Semaphore};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

/// What to simulate.
#[derive(Debug, Clone)]
pub struct LoadSpec {
    /// Live games at the same time.
    pub games: usize,
    /// Moves in each game; then the player to move resigns.
    pub moves: usize,
    /// Each player's mean thinking time before a move (uniform from half to one and a
    /// half times it); 0 plays as fast as the server answers.
    pub think_ms: u64,
    /// Connections opened at once while the games are set up.
    pub connect_parallelism: usize,
}

impl Default for LoadSpec {
    fn default() -> Self {
        LoadSpec {
            games: 1000,
            moves: 40,
            think_ms: 1000,
            connect_parallelism: 64,
        }
    }
}

/// What was measured over the moves, from the first move to the last.
#[derive(Debug, Clone)]
pub struct LoadReport {
    pub games: usize,
    /// Games that both players saw end.
    pub finished: usize,
    /// Moves whose round trip was measured.
    pub moves: usize,
    pub seconds: f64,
    pub setup_seconds: f64,
    /// Round trips in microseconds.
    pub round_trips: Histogram<u64>,
    /// The games played, by id, in the order of [`game_moves`].
    pub game_ids: Vec<String>,
    pub errors: Vec<String>,
    /// When a node was killed, from the first move.
    pub killed: Option<Duration>,
    /// From the kill to the last disturbed move's acceptance: how long the dead node's
    /// games took to go on elsewhere. `None` when no move was disturbed.
    pub takeover: Option<Duration>,
    /// Moves refused while their game changed hands, or sent on a socket that closed.
    pub disturbed: usize,
    /// The round trips of the moves neither disturbed nor sent during the takeover.
    pub steady: Histogram<u64>,
    /// Actions the players saw accepted that the stored games do not hold, counted when
    /// a node was killed.
    pub lost_moves: Option<u64>,
}

/// Microseconds from 1 to an hour, to 3 significant digits.
fn histogram() -> Histogram<u64> {
    Histogram::<u64>::new_with_bounds(1, 3_600_000_000, 3).expect("valid histogram bounds")
}

fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX).max(1)
}

impl LoadReport {
    fn new(
        games: usize,
        finished: usize,
        seconds: f64,
        setup_seconds: f64,
        game_ids: Vec<String>,
    ) -> LoadReport {
        LoadReport {
            games,
            finished,
            moves: 0,
            seconds,
            setup_seconds,
            round_trips: histogram(),
            game_ids,
            errors: Vec::new(),
            killed: None,
            takeover: None,
            disturbed: 0,
            steady: histogram(),
            lost_moves: None,
        }
    }

    /// Records the moves' round trips, of a run that began at `start` and in which a
    /// node was killed `killed` later.
    fn record(&mut self, times: &[MoveTime], start: Instant, killed: Option<Duration>) {
        let kill_at = killed.map(|k| start + k);
        let settled = times
            .iter()
            .filter(|t| t.disturbed)
            .map(|t| t.sent + t.round_trip)
            .max();
        self.killed = killed;
        self.takeover = kill_at
            .zip(settled)
            .map(|(k, s)| s.saturating_duration_since(k));
        self.disturbed = times.iter().filter(|t| t.disturbed).count();
        for t in times {
            self.round_trips.saturating_record(micros(t.round_trip));
            let during =
                matches!((kill_at, settled), (Some(k), Some(s)) if t.sent >= k && t.sent <= s);
            if !t.disturbed && !during {
                self.steady.saturating_record(micros(t.round_trip));
            }
        }
        self.moves = self.round_trips.len() as usize;
    }

    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.seconds.max(1e-9)
    }

    /// The `q` quantile (0 to 1) of the round trips; zero when none was measured.
    pub fn quantile(&self, q: f64) -> Duration {
        quantile(&self.round_trips, q)
    }

    /// The `q` quantile of the round trips of the moves outside the takeover.
    pub fn steady_quantile(&self, q: f64) -> Duration {
        quantile(&self.steady, q)
    }
}

fn quantile(h: &Histogram<u64>, q: f64) -> Duration {
    if h.is_empty() {
        return Duration::ZERO;
    }
    Duration::from_micros(h.value_at_quantile(q))
}

/// The node that seats player `seat` (0 or 1) of game `game`, of `nodes` nodes: the two
/// players of a game on two different nodes whenever there are two or more.
pub fn node_of(game: usize, seat: usize, nodes: usize) -> usize {
    (game + seat) % nodes.max(1)
}

/// The address simulated player `player` says it comes from: one of 2^24 in 10.0.0.0/8.
fn player_address(player: usize) -> String {
    let n = player % (1 << 24);
    format!("10.{}.{}.{}", n >> 16, (n >> 8) & 0xff, n & 0xff)
}

/// A browser of the benchmark: its node, cookie, address and CSRF token.
#[derive(Clone)]
struct Guest {
    addr: SocketAddr,
    cookie: String,
    forwarded: String,
    csrf: String,
}

impl Guest {
    async fn new(addr: SocketAddr, player: usize) -> Result<Guest, String> {
        let forwarded = player_address(player);
        let r = request(
            addr,
            "GET",
            "/api/me",
            &[("X-Forwarded-For", &forwarded)],
            None,
        )
        .await?;
        if r.status != 200 {
            return Err(format!("GET /api/me on {addr}: {} {}", r.status, r.body));
        }
        let cookie = r
            .header("set-cookie")
            .and_then(|c| c.split(';').next())
            .ok_or_else(|| format!("no guest cookie in the reply to /api/me on {addr}"))?
            .to_string();
        let csrf = r.json()["csrf"]
            .as_str()
            .ok_or_else(|| format!("no CSRF token in the reply to /api/me on {addr}"))?
            .to_string();
        Ok(Guest {
            addr,
            cookie,
            forwarded,
            csrf,
        })
    }

    async fn post(&self, path: &str, body: &Value) -> Result<crate::client::Reply, String> {
        let headers = [
            ("Cookie", self.cookie.as_str()),
            ("Content-Type", "application/json"),
            ("X-CSRF-Token", self.csrf.as_str()),
            ("X-Forwarded-For", self.forwarded.as_str()),
        ];
        request(self.addr, "POST", path, &headers, Some(&body.to_string())).await
    }

    async fn websocket(&self, path: &str) -> Result<Ws, String> {
        let url = format!("ws://{}{path}", self.addr);
        let mut req = url
            .as_str()
            .into_client_request()
            .map_err(|e| format!("{url}: {e}"))?;
        let value = |v: &str| {
            v.parse()
                .map_err(|_| format!("'{v}' cannot be a header's value"))
        };
        req.headers_mut().insert("cookie", value(&self.cookie)?);
        req.headers_mut()
            .insert("x-forwarded-for", value(&self.forwarded)?);
        // The socket layer zeroes the free part of its read buffer before every read:
        // with its default of 128 KiB, that was nearly half the generator's CPU.
        let config = WebSocketConfig::default().read_buffer_size(crate::ws::READ_BUFFER);
        let (ws, _) = tokio_tungstenite::connect_async_with_config(req, Some(config), false)
            .await
            .map_err(|e| format!("{url}: {e}"))?;
        Ok(ws)
    }
}

/// A player of the benchmark: its browser, the node it sits on, and its socket on the game.
struct Player {
    guest: Guest,
    node: usize,
    ws: Ws,
}

/// Sets up game `i`: two guests on their nodes, a game created by one, and a socket on it
/// for each. The second player does not join yet: joining starts the game, and a live
/// game without its first stone after a minute is aborted, while setting up thousands of
/// games on a busy machine can take longer than that. Each game's own task joins just
/// before it plays ([`Table::play`]).
async fn set_up(nodes: &[SocketAddr], i: usize) -> Result<(String, [Player; 2]), String> {
    let seats = [node_of(i, 0, nodes.len()), node_of(i, 1, nodes.len())];
    let a = Guest::new(nodes[seats[0]], 2 * i).await?;
    let b = Guest::new(nodes[seats[1]], 2 * i + 1).await?;
    let spec = json!({
        "rule": "freestyle",
        "opening": "free",
        "side": "first",
        "opponent": "person",
        "clock": {"initial_ms": [3_600_000u64, 3_600_000u64], "increment_ms": [0, 0]},
    });
    let r = a.post("/api/games", &spec).await?;
    if r.status != 201 {
        return Err(format!(
            "creating a game on {}: {} {}",
            a.addr, r.status, r.body
        ));
    }
    let id = r.json()["id"]
        .as_str()
        .ok_or_else(|| format!("no game id in {}", r.body))?
        .to_string();
    let socket = format!("/api/games/{id}/ws");
    let sa = a.websocket(&socket).await?;
    let sb = b.websocket(&socket).await?;
    let players = [
        Player {
            guest: a,
            node: seats[0],
            ws: sa,
        },
        Player {
            guest: b,
            node: seats[1],
            ws: sb,
        },
    ];
    Ok((id, players))
}

fn jitter(rng: &mut Rng, think_ms: u64) -> Duration {
    if think_ms == 0 {
        return Duration::ZERO;
    }
    let spread = rng.below(think_ms as usize + 1) as u64;
    Duration::from_millis(think_ms / 2 + spread)
}

/// Of a message from the server, its type; the rest is passed over unread.
#[derive(Deserialize)]
struct Head<'a> {
    #[serde(rename = "type", borrow)]
    kind: std::borrow::Cow<'a, str>,
}

/// A message's type. The server writes it first (`{"type":"state",...`), so it is read
/// from there without parsing the rest, which would double what reading a state costs
/// the generator; a message written otherwise is parsed for it.
fn kind(text: &str) -> Result<std::borrow::Cow<'_, str>, serde_json::Error> {
    let tagged = text
        .strip_prefix(r#"{"type":""#)
        .and_then(|rest| rest.split_once('"'))
        .map(|(kind, _)| kind)
        .filter(|kind| !kind.contains('\\'));
    match tagged {
        Some(kind) => Ok(kind.into()),
        None => Ok(serde_json::from_str::<Head>(text)?.kind),
    }
}

/// Of a `state` message, what the players read.
#[derive(Deserialize)]
struct StateFields<'a> {
    #[serde(borrow)]
    game: GameFields<'a>,
}

#[derive(Deserialize)]
struct GameFields<'a> {
    #[serde(default)]
    ply: u64,
    #[serde(borrow)]
    status: std::borrow::Cow<'a, str>,
    #[serde(default)]
    decider: Option<usize>,
}

/// Of an `error` message, what it says.
#[derive(Deserialize)]
struct ErrorFields {
    #[serde(default)]
    code: String,
    #[serde(default)]
    message: String,
}

/// Where a game stands, as the last state one socket received says.
#[derive(Clone, Copy, Debug)]
struct Seen {
    ply: u64,
    live: bool,
    over: bool,
    decider: Option<usize>,
}

/// What a socket brought.
enum Event {
    State(Seen),
    Refused {
        code: String,
        message: String,
    },
    /// The socket closed: its node stopped, or died.
    Closed,
    /// Nothing came in the time waited.
    Quiet,
}

/// The next state or refusal on `ws`, waiting at most `wait`.
async fn next_event(ws: &mut Ws, id: &str, wait: Duration) -> Result<Event, String> {
    loop {
        let Ok(msg) = tokio::time::timeout(wait, ws.next()).await else {
            return Ok(Event::Quiet);
        };
        let text = match msg {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return Ok(Event::Closed),
            Some(Ok(_)) => continue,
        };
        let text = text.as_str();
        let bad = |e: serde_json::Error| format!("game {id}: a message unread: {e}");
        match kind(text).map_err(bad)?.as_ref() {
            "state" => {
                let g = serde_json::from_str::<StateFields>(text).map_err(bad)?.game;
                let live = g.status == "live";
                return Ok(Event::State(Seen {
                    ply: g.ply,
                    live,
                    over: g.status == "over",
                    decider: if live { g.decider } else { None },
                }));
            }
            "error" => {
                let e = serde_json::from_str::<ErrorFields>(text).map_err(bad)?;
                return Ok(Event::Refused {
                    code: e.code,
                    message: e.message,
                });
            }
            _ => {}
        }
    }
}

/// How long a player waits for a message before it gives its game up.
const PATIENCE: Duration = Duration::from_secs(60);

/// How soon a player whose move was refused while its game changes hands sends it again.
const RESEND: Duration = Duration::from_millis(500);

/// How long a player whose move was disturbed waits for an answer before it asks again.
const PROBE: Duration = Duration::from_secs(5);

/// How long a move may stay unaccepted while its game changes hands (the dead owner's
/// lease runs out, then another node reads its games again, each in turn) before its
/// player gives the game up; a busy machine takes minutes over thousands of games.
const TAKEOVER: Duration = Duration::from_secs(300);

/// Whether a refusal with `code` is one that an action sent again can bring: its game
/// changing hands (`node-unavailable`), an action already accepted, or sent to a node
/// whose copy of the game still lags, or sent again too often.
fn resent_refusal(code: &str) -> bool {
    matches!(
        code,
        "node-unavailable" | "stale-ply" | "game-over" | "already-seated" | "rate-limited"
    )
}

/// One move's round trip.
#[derive(Debug, Clone, Copy)]
pub struct MoveTime {
    /// When it was first sent.
    pub sent: Instant,
    /// From then to the state that held it.
    pub round_trip: Duration,
    /// Whether it was refused while its game changed hands, or its socket closed, before
    /// it was accepted.
    pub disturbed: bool,
}

/// What became of one game.
struct Played {
    moves: Vec<MoveTime>,
    /// The highest ply of any state received: the actions the players saw accepted.
    seen: u64,
    error: Option<String>,
}

/// One game and its two players.
struct Table {
    id: String,
    players: [Player; 2],
    nodes: Arc<[SocketAddr]>,
    seen: u64,
}

impl Table {
    fn saw(&mut self, s: &Seen) {
        self.seen = self.seen.max(s.ply);
    }

    /// Opens `seat`'s socket on the game again after it closed, on the next node that
    /// answers (its own last, as a node that died refuses at once), for [`PATIENCE`].
    async fn reconnect(&mut self, seat: usize) -> Result<(), String> {
        let started = Instant::now();
        let path = format!("/api/games/{}/ws", self.id);
        let n = self.nodes.len();
        loop {
            for k in 1..=n {
                let node = (self.players[seat].node + k) % n;
                let mut guest = self.players[seat].guest.clone();
                guest.addr = self.nodes[node];
                if let Ok(ws) = guest.websocket(&path).await {
                    self.players[seat] = Player { guest, node, ws };
                    return Ok(());
                }
            }
            if started.elapsed() > PATIENCE {
                return Err(format!(
                    "game {}: player {seat}'s socket closed, and no node took it again in {PATIENCE:?}",
                    self.id
                ));
            }
            tokio::time::sleep(RESEND).await;
        }
    }

    /// Reads `seat`'s socket until a state that satisfies `enough`, opening it again on
    /// another node when it closes.
    async fn follow(
        &mut self,
        seat: usize,
        enough: impl Fn(&Seen) -> bool,
    ) -> Result<Seen, String> {
        loop {
            // The other player's node may wait for the game to be taken over.
            match next_event(&mut self.players[seat].ws, &self.id, TAKEOVER).await? {
                Event::State(s) => {
                    self.saw(&s);
                    if enough(&s) {
                        return Ok(s);
                    }
                }
                // The answer to a move sent again after it was accepted.
                Event::Refused { code, .. } if resent_refusal(&code) => {}
                Event::Refused { code, message } => {
                    return Err(format!("game {}: refused: {code}: {message}", self.id))
                }
                Event::Closed => self.reconnect(seat).await?,
                Event::Quiet => {
                    return Err(format!("game {}: no message for {TAKEOVER:?}", self.id))
                }
            }
        }
    }

    /// Sends `text` from `seat`, the game standing at `ply`, until its socket receives a
    /// state that holds it (`done`). While the game changes hands (its owner died) the
    /// move is refused (`node-unavailable`), or the socket closes: it is sent again,
    /// which the ply it names makes safe, until it is accepted. One send is answered
    /// before the next: a node holds a socket's messages while it waits for a dead
    /// owner, so that sends heaped up meanwhile would each wait in turn.
    async fn deliver(
        &mut self,
        seat: usize,
        text: &Utf8Text,
        ply: u64,
        done: impl Fn(&Seen) -> bool,
    ) -> Result<(Seen, bool), String> {
        let first = Instant::now();
        let mut disturbed = false;
        let mut behind: Option<Seen> = None;
        let mut send_at = Some(first);
        loop {
            if disturbed && first.elapsed() > TAKEOVER {
                // Never played again from where a node stands behind: a move seen
                // accepted and then missing stays missing, for the count at the end.
                let stands = match behind {
                    Some(s) => format!("the node stands at ply {}", s.ply),
                    None => "no node answers".into(),
                };
                return Err(format!(
                    "game {}: the action at ply {ply} was not accepted in {TAKEOVER:?} ({stands})",
                    self.id
                ));
            }
            let now = Instant::now();
            if send_at.is_some_and(|t| t <= now) {
                send_at = None;
                let sent = self.players[seat]
                    .ws
                    .send(Message::Text(text.clone()))
                    .await;
                if sent.is_err() {
                    disturbed = true;
                    self.reconnect(seat).await?;
                    send_at = Some(Instant::now());
                    continue;
                }
            }
            let wait = match send_at {
                Some(t) => t
                    .saturating_duration_since(now)
                    .max(Duration::from_millis(1)),
                None if disturbed => PROBE,
                None => PATIENCE,
            };
            match next_event(&mut self.players[seat].ws, &self.id, wait).await? {
                Event::State(s) => {
                    self.saw(&s);
                    if done(&s) {
                        return Ok((s, disturbed));
                    }
                    // A node's copy of a game another node owned can lag behind it until
                    // the game is taken over; a state behind the move says so.
                    behind = (s.ply < ply).then_some(s);
                }
                Event::Refused { code, .. } if resent_refusal(&code) => {
                    disturbed = true;
                    // Refused before it was played: sent again soon. Else it was
                    // played already (its state comes), or the node lags: asked again
                    // only if nothing comes.
                    let again = if matches!(code.as_str(), "node-unavailable" | "rate-limited") {
                        RESEND
                    } else {
                        PROBE
                    };
                    send_at = Some(Instant::now() + again);
                }
                Event::Refused { code, message } => {
                    return Err(format!("game {}: refused: {code}: {message}", self.id))
                }
                Event::Closed => {
                    disturbed = true;
                    self.reconnect(seat).await?;
                    send_at = Some(Instant::now());
                }
                Event::Quiet if send_at.is_some() => {}
                Event::Quiet if !disturbed => {
                    return Err(format!("game {}: no message for {PATIENCE:?}", self.id))
                }
                // No answer while the game changes hands: asked again.
                Event::Quiet => send_at = Some(Instant::now()),
            }
        }
    }

    /// The game: the second player joins (its clock starts), then the player to move
    /// thinks, sends the next move and waits for the state that holds it, which the other
    /// player receives too; after `moves.len()` moves the player to move resigns. Each
    /// move's round trip goes to `times`.
    async fn play(
        &mut self,
        moves: &[Utf8Text],
        resign: &Utf8Text,
        join: &Utf8Text,
        think_ms: u64,
        seed: u64,
        times: &mut Vec<MoveTime>,
    ) -> Result<(), String> {
        let mut rng = Rng::new(seed);
        // Every socket is greeted with the game as it stands: waiting for its second
        // player, who joins over the socket.
        self.follow(0, |_| true).await?;
        self.follow(1, |_| true).await?;
        let started = |s: &Seen| s.live || s.over;
        let (mut seen, _) = self.deliver(1, join, 0, started).await?;
        self.follow(0, started).await?;
        loop {
            if seen.over {
                return Err(format!("game {}: over after {} moves", self.id, seen.ply));
            }
            let mover = seen
                .decider
                .filter(|&d| d < 2)
                .ok_or_else(|| format!("game {}: nobody to move at ply {}", self.id, seen.ply))?;
            let ply = seen.ply;
            let other = 1 - mover;
            let Some(message) = moves.get(ply as usize) else {
                self.deliver(mover, resign, ply, |s| s.over).await?;
                self.follow(other, |s| s.over).await?;
                return Ok(());
            };
            tokio::time::sleep(jitter(&mut rng, think_ms)).await;
            let sent = Instant::now();
            let (s, disturbed) = self
                .deliver(mover, message, ply, |s| s.over || s.ply > ply)
                .await?;
            times.push(MoveTime {
                sent,
                round_trip: sent.elapsed(),
                disturbed,
            });
            seen = s;
            self.follow(other, |s| s.over || s.ply > ply).await?;
        }
    }
}

/// A message's text, cloned without copying.
type Utf8Text = tokio_tungstenite::tungstenite::Utf8Bytes;

/// A node killed in the middle of a run (`pearls bench server --kill-node-after`).
pub struct Kill {
    /// How long after the first move.
    pub after: Duration,
    /// The node's place in the list the run was given.
    pub node: usize,
    /// Kills it, at once and without warning (`kill -9`).
    pub kill: Box<dyn FnOnce() -> Result<(), String> + Send>,
}

/// Runs the load against a server at `addr`.
pub async fn run(addr: SocketAddr, spec: &LoadSpec) -> Result<LoadReport, String> {
    run_on(&[addr], spec).await
}

/// Runs the load against the nodes of a cluster, or one server, at `nodes`.
pub async fn run_on(nodes: &[SocketAddr], spec: &LoadSpec) -> Result<LoadReport, String> {
    prepare(nodes, spec).await?.play(None).await
}

/// Games set up and waiting for their second player: [`Prepared::play`] plays them.
pub struct Prepared {
    nodes: Arc<[SocketAddr]>,
    spec: LoadSpec,
    games: Vec<(String, [Player; 2])>,
    setup_seconds: f64,
}

/// Sets the games of a run up: guests, games and sockets, on `nodes`.
pub async fn prepare(nodes: &[SocketAddr], spec: &LoadSpec) -> Result<Prepared, String> {
    if spec.games == 0 || spec.moves == 0 {
        return Err("games and moves must be at least 1".into());
    }
    if nodes.is_empty() {
        return Err("no node to run the load against".into());
    }
    let nodes: Arc<[SocketAddr]> = nodes.into();
    let setup_start = Instant::now();
    let gate = Arc::new(Semaphore::new(spec.connect_parallelism.max(1)));
    let mut setups = Vec::with_capacity(spec.games);
    for i in 0..spec.games {
        let (gate, nodes) = (gate.clone(), nodes.clone());
        setups.push(tokio::spawn(async move {
            let _permit = gate.acquire_owned().await.map_err(|e| e.to_string())?;
            set_up(&nodes, i).await
        }));
    }
    let mut games = Vec::with_capacity(spec.games);
    for s in setups {
        games.push(s.await.map_err(|e| e.to_string())??);
    }
    Ok(Prepared {
        nodes,
        spec: spec.clone(),
        games,
        setup_seconds: setup_start.elapsed().as_secs_f64(),
    })
}

impl Prepared {
    /// Plays the games set up, all at once, and measures their moves; with `kill`, kills
    /// a node on the way, and then reads every game back from a node still running and
    /// counts the moves lost.
    pub async fn play(self, kill: Option<Kill>) -> Result<LoadReport, String> {
        let Prepared {
            nodes,
            spec,
            games,
            setup_seconds,
        } = self;
        let barrier = Arc::new(Barrier::new(spec.games + 1));
        let mut players = Vec::with_capacity(spec.games);
        let mut game_ids = Vec::with_capacity(spec.games);
        for (i, (id, sockets)) in games.into_iter().enumerate() {
            let moves: Vec<Utf8Text> = game_moves(i, spec.moves)?
                .iter()
                .enumerate()
                .map(|(ply, m)| {
                    json!({"type": "act", "game": id, "action": m, "ply": ply})
                        .to_string()
                        .into()
                })
                .collect();
            let resign: Utf8Text = json!({"type": "resign", "game": id}).to_string().into();
            let join: Utf8Text = json!({"type": "join", "game": id}).to_string().into();
            game_ids.push(id.clone());
            let mut table = Table {
                id,
                players: sockets,
                nodes: nodes.clone(),
                seen: 0,
            };
            let (barrier, think) = (barrier.clone(), spec.think_ms);
            players.push(tokio::spawn(async move {
                barrier.wait().await;
                let mut times = Vec::with_capacity(moves.len());
                let r = table
                    .play(&moves, &resign, &join, think, i as u64, &mut times)
                    .await;
                Played {
                    moves: times,
                    seen: table.seen,
                    error: r.err(),
                }
            }));
        }
        barrier.wait().await;
        let start = Instant::now();
        let killed_node = kill.as_ref().map(|k| k.node);
        let killer = kill.map(|k| {
            tokio::spawn(async move {
                tokio::time::sleep(k.after).await;
                let at = Instant::now();
                (k.kill)().map(|()| at)
            })
        });
        let mut errors = Vec::new();
        let mut finished = 0;
        let mut played = Vec::with_capacity(spec.games);
        for p in players {
            match p.await {
                Ok(p) => {
                    match &p.error {
                        None => finished += 1,
                        Some(e) => errors.push(e.clone()),
                    }
                    played.push(Some(p));
                }
                Err(e) => {
                    errors.push(e.to_string());
                    played.push(None);
                }
            }
        }
        let seconds = start.elapsed().as_secs_f64();
        let killed = match killer {
            None => None,
            Some(k) if k.is_finished() => {
                Some(k.await.map_err(|e| e.to_string())??.duration_since(start))
            }
            Some(k) => {
                k.abort();
                errors.push("the games ended before the node was to be killed".into());
                None
            }
        };
        let times: Vec<MoveTime> = played
            .iter()
            .flatten()
            .flat_map(|p| p.moves.clone())
            .collect();
        let mut report = LoadReport::new(spec.games, finished, seconds, setup_seconds, game_ids);
        report.errors = errors;
        report.record(&times, start, killed);
        if let Some(dead) = killed_node.filter(|_| killed.is_some()) {
            let alive = (0..nodes.len())
                .find(|&n| n != dead)
                .ok_or("the only node was killed: no node is left to read the games from")?;
            let lost = count_lost(nodes[alive], &report.game_ids, &played, &spec).await?;
            report.lost_moves = Some(lost);
        }
        Ok(report)
    }
}

/// Reads every game back from the node at `addr` and counts the actions the players saw
/// accepted that the store does not hold.
async fn count_lost(
    addr: SocketAddr,
    ids: &[String],
    played: &[Option<Played>],
    spec: &LoadSpec,
) -> Result<u64, String> {
    let gate = Arc::new(Semaphore::new(spec.connect_parallelism.max(1)));
    let mut reads = Vec::with_capacity(ids.len());
    for (i, id) in ids.iter().enumerate() {
        let (gate, path) = (gate.clone(), format!("/api/games/{id}"));
        reads.push(tokio::spawn(async move {
            let _permit = gate.acquire_owned().await.map_err(|e| e.to_string())?;
            let forwarded = player_address(2 * i);
            let r = request(addr, "GET", &path, &[("X-Forwarded-For", &forwarded)], None).await?;
            if r.status != 200 {
                return Err(format!("GET {path} on {addr}: {} {}", r.status, r.body));
            }
            r.json()["game"]["actions"]
                .as_array()
                .map(|a| a.len() as u64)
                .ok_or_else(|| format!("GET {path} on {addr}: no actions in {}", r.body))
        }));
    }
    let mut lost = 0;
    for (read, p) in reads.into_iter().zip(played) {
        let stored = read.await.map_err(|e| e.to_string())??;
        if let Some(p) = p {
            lost += p.seen.saturating_sub(stored);
        }
    }
    Ok(lost)
}

/// File descriptors a run needs in this process: two sockets a game for the players,
/// two more when the server runs in the same process (its end of each), the setup's
/// connections in flight at both ends, and some for the runtime, the database and the
/// standard streams.
pub fn descriptors_needed(spec: &LoadSpec, server_in_process: bool) -> u64 {
    let ends = if server_in_process { 2 } else { 1 };
    let games = spec.games as u64;
    let setup = spec.connect_parallelism.max(1) as u64;
    ends * (2 * games + 2 * setup) + 128
}

/// Raises this process's descriptor limit as far as it may go and checks that a run fits
/// in it, so that a run too large fails at once with what to do, instead of hanging when
/// the descriptors run out half-way.
pub fn check_descriptors(spec: &LoadSpec, server_in_process: bool) -> Result<(), String> {
    let need = descriptors_needed(spec, server_in_process);
    let Some(limit) = crate::listen::raise_descriptor_limit()? else {
        return Ok(());
    };
    if need <= limit {
        return Ok(());
    }
    let per_game = if server_in_process { 4 } else { 2 };
    let fits = limit.saturating_sub(need - per_game * spec.games as u64) / per_game;
    let hint = if server_in_process {
        "; or run the server on its own (`pearls serve`) and point --nodes at it, which \
         halves what this process needs"
    } else {
        ""
    };
    Err(format!(
        "{} games need about {need} open files in this process ({per_game} sockets a game, \
         and the setup's connections), but the limit is {limit}, which is also the hard \
         limit: run at most about {fits} games, or raise the hard limit (`ulimit -Hn` as \
         root, `LimitNOFILE=` in a systemd unit, or /etc/security/limits.conf){hint}",
        spec.games
    ))
}

/// Starts a server on loopback with a fresh database in a temporary directory, runs the
/// load against it and removes the directory.
pub fn run_blocking(spec: &LoadSpec) -> Result<LoadReport, String> {
    check_descriptors(spec, true)?;
    let dir = std::env::temp_dir().join(format!("pearls-load-{}", crate::identity::random_hex(6)));
    let config = crate::Config {
        listen: SocketAddr::from(([127, 0, 0, 1], 0)),
        database: None,
        data_dir: dir.clone(),
        // Every simulated player comes from this one address.
        limits: crate::limits::Policy::unlimited(),
        connections: crate::listen::ConnectionLimits {
            per_address: 0,
            ..Default::default()
        },
        ..crate::Config::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let result = runtime.block_on(async {
        let running = crate::start(config).await?;
        let report = run(running.addr, spec).await;
        running.stop();
        report
    });
    drop(runtime);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Runs the load against running nodes (`pearls bench server --nodes`, or the nodes it
/// spawned), killing one on the way when `kill` says so.
pub fn run_nodes_blocking(
    nodes: &[SocketAddr],
    spec: &LoadSpec,
    kill: Option<Kill>,
) -> Result<LoadReport, String> {
    check_descriptors(spec, false)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async { prepare(nodes, spec).await?.play(kill).await })
}

/// The moves of game `i` of a run, `moves` of them: random moves that never make five,
/// so that the game cannot end early.
pub fn game_moves(i: usize, moves: usize) -> Result<Vec<String>, String> {
    let variant = Variant::new(RuleSet::freestyle());
    let n = Notation::new(variant.size);
    let g = random_game(variant, &mut Rng::new(0x10AD_0000 + i as u64), moves);
    g.actions()
        .iter()
        .map(|a| match a {
            pearls_rules::Action::Place(p) => Ok(n.format(*p)),
            other => Err(format!(
                "game {i}: a random game with {other:?}, not a placement"
            )),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_players_of_a_game_sit_on_different_nodes() {
        for nodes in 2..5 {
            for game in 0..10 {
                assert_ne!(node_of(game, 0, nodes), node_of(game, 1, nodes));
                assert!(node_of(game, 1, nodes) < nodes);
            }
        }
        assert_eq!(node_of(7, 1, 1), 0);
        // Games spread over the nodes: each node creates as many as the next.
        let created: Vec<usize> = (0..6).map(|g| node_of(g, 0, 3)).collect();
        assert_eq!(created, [0, 1, 2, 0, 1, 2]);
    }

    #[test]
    fn each_player_names_an_address_of_its_own() {
        assert_eq!(player_address(0), "10.0.0.0");
        assert_eq!(player_address(70_000), "10.1.17.112");
        assert_ne!(player_address(1), player_address(2));
    }

    #[test]
    fn a_message_type_is_read_from_its_head_or_else_parsed() {
        let pong = crate::messages::ServerMessage::Pong.to_text();
        assert_eq!(kind(&pong).unwrap(), "pong");
        assert_eq!(
            kind(r#"{"type":"state","game":{"ply":3}}"#).unwrap(),
            "state"
        );
        // Written otherwise: the type comes later, or is escaped.
        assert_eq!(kind(r#"{"game":"g1", "type":"hello"}"#).unwrap(), "hello");
        assert_eq!(kind(r#"{"type":"st\u0061te"}"#).unwrap(), "state");
        assert!(kind(r#"{"game":"g1"}"#).is_err());
    }

    #[test]
    fn a_run_too_large_for_the_descriptors_says_so() {
        let spec = LoadSpec {
            games: 10_000,
            ..LoadSpec::default()
        };
        assert!(descriptors_needed(&spec, true) > 40_000);
        assert!(descriptors_needed(&spec, false) > 20_000);
        assert!(descriptors_needed(&spec, false) < descriptors_needed(&spec, true));
    }
}
