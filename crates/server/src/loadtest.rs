//! A load benchmark: simulated players on loopback, each with its own guest cookie and
//! WebSocket, playing many live games at once. Games are created and joined over HTTP
//! like the browser does; every move goes over the mover's socket, and its round trip is
//! the time from sending the move to receiving the state that contains it (stored,
//! applied and broadcast by the server).

use futures_util::{SinkExt, StreamExt};
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Notation, RuleSet, Variant};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::{Barrier, Semaphore};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
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
    pub moves: usize,
    pub seconds: f64,
    pub setup_seconds: f64,
    /// Round trips, sorted.
    pub round_trips: Vec<Duration>,
    pub errors: Vec<String>,
}

impl LoadReport {
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.seconds.max(1e-9)
    }

    /// The `q` quantile (0 to 1) of the round trips.
    pub fn quantile(&self, q: f64) -> Duration {
        if self.round_trips.is_empty() {
            return Duration::ZERO;
        }
        let i = ((self.round_trips.len() - 1) as f64 * q).round() as usize;
        self.round_trips[i]
    }
}

/// An HTTP/1.1 reply.
struct Reply {
    status: u16,
    set_cookie: Option<String>,
    body: String,
}

/// One request over a fresh connection; enough for a benchmark's few set-up calls.
async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    who: Option<&Guest>,
    body: Option<&Value>,
) -> Result<Reply, String> {
    let mut s = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?;
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if let Some(g) = who {
        req.push_str(&format!(
            "Cookie: {}\r\nX-CSRF-Token: {}\r\n",
            g.cookie, g.csrf
        ));
    }
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    if !body.is_empty() {
        req.push_str("Content-Type: application/json\r\n");
    }
    req.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    s.write_all(req.as_bytes())
        .await
        .map_err(|e| format!("{method} {path}: {e}"))?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw)
        .await
        .map_err(|e| format!("{method} {path}: {e}"))?;
    let text = String::from_utf8_lossy(&raw);
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let set_cookie = head
        .lines()
        .filter_map(|l| l.split_once(':'))
        .find(|(k, _)| k.eq_ignore_ascii_case("set-cookie"))
        .map(|(_, v)| v.trim().split(';').next().unwrap_or("").to_string());
    Ok(Reply {
        status,
        set_cookie,
        body: rest.to_string(),
    })
}

/// A browser: its guest cookie and the CSRF token the page reads.
struct Guest {
    cookie: String,
    csrf: String,
}

async fn guest(addr: SocketAddr) -> Result<Guest, String> {
    let r = request(addr, "GET", "/api/me", None, None).await?;
    let cookie = r
        .set_cookie
        .ok_or_else(|| "no guest cookie in the reply to /api/me".to_string())?;
    let me: Value = serde_json::from_str(&r.body).map_err(|e| format!("/api/me: {e}"))?;
    let csrf = me["csrf"].as_str().unwrap_or_default().to_string();
    Ok(Guest { cookie, csrf })
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

async fn socket(addr: SocketAddr, id: &str, who: &Guest) -> Result<Ws, String> {
    let mut req = format!("ws://{addr}/api/games/{id}/ws")
        .into_client_request()
        .map_err(|e| e.to_string())?;
    req.headers_mut().insert(
        "cookie",
        who.cookie.parse().map_err(|_| "a bad cookie".to_string())?,
    );
    let (ws, _) = tokio_tungstenite::connect_async(req)
        .await
        .map_err(|e| format!("socket for game {id}: {e}"))?;
    Ok(ws)
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
    let r = request(addr, "POST", "/api/games", Some(&a), Some(&spec)).await?;
    if r.status != 201 {
        return Err(format!("creating a game: {} {}", r.status, r.body));
    }
    let v: Value = serde_json::from_str(&r.body).map_err(|e| e.to_string())?;
    let id = v["id"].as_str().ok_or("no game id")?.to_string();
    let r = request(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&b),
        Some(&json!({})),
    )
    .await?;
    if r.status != 200 {
        return Err(format!("joining game {id}: {} {}", r.status, r.body));
    }
    let sa = socket(addr, &id, &a).await?;
    let sb = socket(addr, &id, &b).await?;
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
    let variant = Variant::new(RuleSet::freestyle());
    let notation = Notation::new(variant.size);
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
    for (i, (id, sockets)) in games.into_iter().enumerate() {
        // A game that cannot end early: random moves that never make five.
        let g = random_game(variant, &mut Rng::new(0x10AD_0000 + i as u64), spec.moves);
        let moves =
            Arc::new(order_moves(&g, &notation).ok_or("a random game that is not all placements")?);
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
    let mut round_trips = Vec::new();
    let mut errors = Vec::new();
    for p in players {
        match p.await {
            Ok(Ok(r)) => round_trips.extend(r),
            Ok(Err(e)) => errors.push(e),
            Err(e) => errors.push(e.to_string()),
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    round_trips.sort();
    Ok(LoadReport {
        games: spec.games,
        moves: round_trips.len(),
        seconds,
        setup_seconds,
        round_trips,
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

/// The game's moves in the order they were played.
fn order_moves(g: &pearls_rules::Game, n: &Notation) -> Option<Vec<String>> {
    g.actions()
        .iter()
        .map(|a| match a {
            pearls_rules::Action::Place(p) => Some(n.format(*p)),
            _ => None,
        })
        .collect()
}
