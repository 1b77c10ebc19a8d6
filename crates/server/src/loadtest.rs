//! A load benchmark: simulated players on loopback, each with its own guest cookie and
//! WebSocket, playing many live games at once. Games are created and joined over HTTP
//! like the browser does; every move goes over the mover's socket, and its round trip is
//! the time from sending the move to receiving the state that contains it (stored,
//! applied and broadcast by the server).
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
}

impl LoadReport {
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.seconds.max(1e-9)
    }

    /// The `q` quantile (0 to 1) of the round trips; zero when none was measured.
    pub fn quantile(&self, q: f64) -> Duration {
        if self.round_trips.is_empty() {
            return Duration::ZERO;
        }
        Duration::from_micros(self.round_trips.value_at_quantile(q))
    }
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

/// Sets up game `i`: two guests on their nodes, a game created by one and joined by the
/// other, and a socket for each. Returns the game id and the two sockets by seat.
async fn set_up(nodes: &[SocketAddr], i: usize) -> Result<(String, [Ws; 2]), String> {
    let a = Guest::new(nodes[node_of(i, 0, nodes.len())], 2 * i).await?;
    let b = Guest::new(nodes[node_of(i, 1, nodes.len())], 2 * i + 1).await?;
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
    let r = b.post(&format!("/api/games/{id}/join"), &json!({})).await?;
    if r.status != 200 {
        return Err(format!(
            "joining game {id} on {}: {} {}",
            b.addr, r.status, r.body
        ));
    }
    let socket = format!("/api/games/{id}/ws");
    let sa = a.websocket(&socket).await?;
    let sb = b.websocket(&socket).await?;
    Ok((id, [sa, sb]))
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
    message: String,
}

/// Where a game stands, as the last state one socket received says.
#[derive(Clone, Copy)]
struct Seen {
    ply: u64,
    over: bool,
    decider: Option<usize>,
}

/// Reads `ws` until a state that satisfies `enough`, and returns it.
async fn read_until(ws: &mut Ws, id: &str, enough: impl Fn(&Seen) -> bool) -> Result<Seen, String> {
    let timeout = Duration::from_secs(60);
    loop {
        let msg = tokio::time::timeout(timeout, ws.next())
            .await
            .map_err(|_| format!("game {id}: no message for {timeout:?}"))?;
        let text = match msg {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(Message::Close(_))) | None => return Err(format!("game {id}: closed")),
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(format!("game {id}: {e}")),
        };
        let text = text.as_str();
        let bad = |e: serde_json::Error| format!("game {id}: a message unread: {e}");
        match kind(text).map_err(bad)?.as_ref() {
            "state" => {
                let g = serde_json::from_str::<StateFields>(text).map_err(bad)?.game;
                let live = g.status == "live";
                let seen = Seen {
                    ply: g.ply,
                    over: g.status == "over",
                    decider: if live { g.decider } else { None },
                };
                if enough(&seen) {
                    return Ok(seen);
                }
            }
            "error" => {
                let why = serde_json::from_str::<ErrorFields>(text).map_err(bad)?;
                return Err(format!("game {id}: refused: {}", why.message));
            }
            _ => {}
        }
    }
}

/// One game: the player to move thinks, sends the next move and waits for the state that
/// holds it, which the other player receives too; after `moves.len()` moves the player
/// to move resigns. Returns the round trips of the moves.
async fn play(
    mut sockets: [Ws; 2],
    id: String,
    moves: Vec<Utf8Text>,
    resign: Utf8Text,
    think_ms: u64,
    seed: u64,
) -> Result<Vec<Duration>, String> {
    let mut rng = Rng::new(seed);
    let mut rtts = Vec::with_capacity(moves.len());
    // Every socket is greeted with the game as it stands: live, at ply 0.
    let mut seen = read_until(&mut sockets[0], &id, |_| true).await?;
    read_until(&mut sockets[1], &id, |_| true).await?;
    loop {
        if seen.over {
            return Err(format!("game {id}: over after {} moves", seen.ply));
        }
        let mover = seen
            .decider
            .filter(|&d| d < 2)
            .ok_or_else(|| format!("game {id}: nobody to move at ply {}", seen.ply))?;
        let ply = seen.ply;
        let other = 1 - mover;
        let Some(message) = moves.get(ply as usize) else {
            sockets[mover]
                .send(Message::Text(resign.clone()))
                .await
                .map_err(|e| format!("game {id}: {e}"))?;
            for s in &mut sockets {
                read_until(s, &id, |s| s.over).await?;
            }
            return Ok(rtts);
        };
        tokio::time::sleep(jitter(&mut rng, think_ms)).await;
        let sent = Instant::now();
        sockets[mover]
            .send(Message::Text(message.clone()))
            .await
            .map_err(|e| format!("game {id}: {e}"))?;
        seen = read_until(&mut sockets[mover], &id, |s| s.ply > ply || s.over).await?;
        rtts.push(sent.elapsed());
        read_until(&mut sockets[other], &id, |s| s.ply > ply || s.over).await?;
    }
}

/// A message's text, cloned without copying.
type Utf8Text = tokio_tungstenite::tungstenite::Utf8Bytes;

/// Runs the load against a server at `addr`.
pub async fn run(addr: SocketAddr, spec: &LoadSpec) -> Result<LoadReport, String> {
    run_on(&[addr], spec).await
}

/// Runs the load against the nodes of a cluster, or one server, at `nodes`.
pub async fn run_on(nodes: &[SocketAddr], spec: &LoadSpec) -> Result<LoadReport, String> {
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
    let setup_seconds = setup_start.elapsed().as_secs_f64();
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
        let resign = json!({"type": "resign", "game": id}).to_string().into();
        game_ids.push(id.clone());
        let (barrier, think) = (barrier.clone(), spec.think_ms);
        players.push(tokio::spawn(async move {
            barrier.wait().await;
            play(sockets, id, moves, resign, think, i as u64).await
        }));
    }
    barrier.wait().await;
    let start = Instant::now();
    // Microseconds from 1 to an hour, to 3 significant digits.
    let mut round_trips = Histogram::<u64>::new_with_bounds(1, 3_600_000_000, 3)
        .map_err(|e| format!("a histogram of round trips: {e}"))?;
    let mut errors = Vec::new();
    let mut finished = 0;
    for p in players {
        match p.await {
            Ok(Ok(r)) => {
                finished += 1;
                for d in r {
                    let micros = u64::try_from(d.as_micros()).unwrap_or(u64::MAX);
                    round_trips.saturating_record(micros.max(1));
                }
            }
            Ok(Err(e)) => errors.push(e),
            Err(e) => errors.push(e.to_string()),
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(LoadReport {
        games: spec.games,
        finished,
        moves: round_trips.len() as usize,
        seconds,
        setup_seconds,
        round_trips,
        game_ids,
        errors,
    })
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

/// Runs the load against running nodes (`pearls bench server --nodes`).
pub fn run_nodes_blocking(nodes: &[SocketAddr], spec: &LoadSpec) -> Result<LoadReport, String> {
    check_descriptors(spec, false)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(run_on(nodes, spec))
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
