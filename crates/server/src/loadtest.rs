//! A load benchmark: simulated players on loopback, each with its own guest cookie and
//! WebSocket, playing many live games at once. Games are created and joined over HTTP
//! like the browser does; every move goes over the mover's socket, and its round trip is
//! the time from sending the move to receiving the state that contains it (stored,
//! applied and broadcast by the server).

use crate::client::{Client, Ws};
use futures_util::{SinkExt, StreamExt};
use hdrhistogram::Histogram;
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Notation, RuleSet, Variant};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Barrier, Semaphore};
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

/// A browser of the benchmark: its cookies and the CSRF token its page reads once.
struct Guest {
    client: Client,
    csrf: String,
}

async fn guest(addr: SocketAddr) -> Result<Guest, String> {
    let client = Client::new(addr).await?;
    let csrf = client.csrf().await?;
    Ok(Guest { client, csrf })
}

/// Sets up one game: two guests, a game created by one and joined by the other, and a
/// socket for each. Returns the game id and the two sockets by seat.
async fn set_up(addr: SocketAddr) -> Result<(String, [Ws; 2]), String> {
    let a = guest(addr).await?;
    let b = guest(addr).await?;
    let spec = json!({
        "rule": "freestyle",
        "opening": "free",
        "side": "first",
        "opponent": "person",
        "clock": {"initial_ms": [3_600_000u64, 3_600_000u64], "increment_ms": [0, 0]},
    });
    let r = a
        .client
        .post_with_csrf("/api/games", &spec, &a.csrf)
        .await?;
    if r.status != 201 {
        return Err(format!("creating a game: {} {}", r.status, r.body));
    }
    let id = r.json()["id"]
        .as_str()
        .ok_or_else(|| format!("no game id in {}", r.body))?
        .to_string();
    let join = format!("/api/games/{id}/join");
    let r = b.client.post_with_csrf(&join, &json!({}), &b.csrf).await?;
    if r.status != 200 {
        return Err(format!("joining game {id}: {} {}", r.status, r.body));
    }
    let socket = format!("/api/games/{id}/ws");
    let sa = a.client.websocket(&socket).await?;
    let sb = b.client.websocket(&socket).await?;
    Ok((id, [sa, sb]))
}

fn jitter(rng: &mut Rng, think_ms: u64) -> Duration {
    if think_ms == 0 {
        return Duration::ZERO;
    }
    let spread = rng.below(think_ms as usize + 1) as u64;
    Duration::from_millis(think_ms / 2 + spread)
}

/// One player: moves when it is their turn, until the game has `moves.len()` moves; then
/// the player to move resigns. Returns the round trips of this player's moves.
async fn play(
    mut ws: Ws,
    seat: usize,
    id: String,
    moves: Arc<Vec<String>>,
    think_ms: u64,
    seed: u64,
) -> Result<Vec<Duration>, String> {
    let mut rng = Rng::new(seed);
    let mut rtts = Vec::new();
    let mut sent: Option<(u64, Instant)> = None;
    let mut resigned = false;
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
        let v: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        match v["type"].as_str() {
            Some("state") => {}
            Some("error") => return Err(format!("game {id}: refused: {}", v["message"])),
            _ => continue,
        }
        let g = &v["game"];
        let ply = g["ply"].as_u64().unwrap_or(0);
        if let Some((at, t0)) = sent {
            if ply > at {
                rtts.push(t0.elapsed());
                sent = None;
            }
        }
        if g["status"] == "over" {
            return Ok(rtts);
        }
        let mine = g["decider"].as_u64() == Some(seat as u64) && g["status"] == "live";
        if !mine || sent.is_some() || resigned {
            continue;
        }
        let message = match moves.get(ply as usize) {
            Some(m) => {
                tokio::time::sleep(jitter(&mut rng, think_ms)).await;
                sent = Some((ply, Instant::now()));
                json!({"type": "act", "game": id, "action": m, "ply": ply})
            }
            None => {
                resigned = true;
                json!({"type": "resign", "game": id})
            }
        };
        ws.send(Message::Text(message.to_string().into()))
            .await
            .map_err(|e| format!("game {id}: {e}"))?;
    }
}

/// Runs the load against a server at `addr`.
pub async fn run(addr: SocketAddr, spec: &LoadSpec) -> Result<LoadReport, String> {
    if spec.games == 0 || spec.moves == 0 {
        return Err("games and moves must be at least 1".into());
    }
    let setup_start = Instant::now();
    let gate = Arc::new(Semaphore::new(spec.connect_parallelism.max(1)));
    let mut setups = Vec::with_capacity(spec.games);
    for _ in 0..spec.games {
        let gate = gate.clone();
        setups.push(tokio::spawn(async move {
            let _permit = gate.acquire_owned().await.map_err(|e| e.to_string())?;
            set_up(addr).await
        }));
    }
    let mut games = Vec::with_capacity(spec.games);
    for s in setups {
        games.push(s.await.map_err(|e| e.to_string())??);
    }
    let setup_seconds = setup_start.elapsed().as_secs_f64();
    let barrier = Arc::new(Barrier::new(2 * spec.games + 1));
    let mut players = Vec::with_capacity(2 * spec.games);
    let mut game_ids = Vec::with_capacity(spec.games);
    for (i, (id, sockets)) in games.into_iter().enumerate() {
        let moves = Arc::new(game_moves(i, spec.moves)?);
        game_ids.push(id.clone());
        for (seat, ws) in sockets.into_iter().enumerate() {
            let (id, moves, barrier) = (id.clone(), moves.clone(), barrier.clone());
            let (think, seed) = (spec.think_ms, (i * 2 + seat) as u64);
            players.push(tokio::spawn(async move {
                barrier.wait().await;
                play(ws, seat, id, moves, think, seed).await
            }));
        }
    }
    barrier.wait().await;
    let start = Instant::now();
    // Microseconds from 1 to an hour, to 3 significant digits.
    let mut round_trips = Histogram::<u64>::new_with_bounds(1, 3_600_000_000, 3)
        .map_err(|e| format!("a histogram of round trips: {e}"))?;
    let mut errors = Vec::new();
    let mut ended = vec![0; spec.games];
    for (i, p) in players.into_iter().enumerate() {
        match p.await {
            Ok(Ok(r)) => {
                ended[i / 2] += 1;
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
        finished: ended.iter().filter(|&&n| n == 2).count(),
        moves: round_trips.len() as usize,
        seconds,
        setup_seconds,
        round_trips,
        game_ids,
        errors,
    })
}

/// Starts a server on loopback with a fresh database in a temporary directory, runs the
/// load against it and removes the directory.
pub fn run_blocking(spec: &LoadSpec) -> Result<LoadReport, String> {
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
