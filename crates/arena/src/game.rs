//! One game between two engine processes, refereed by `pearls_rules::Game`: the engines'
//! own word counts for nothing. A five, a forbidden move, an illegal or malformed move, a
//! crash, a hang, too much memory, a time forfeit, a full board or too few empty points
//! end it.

use crate::spec::EngineSpec;
use pearls_protocol::manager::{EngineProcess, ManagerError, Owner};
use pearls_rules::{Action, Color, Point, Reason, Variant};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// `INFO time_left` value meaning no limit.
const UNLIMITED: i64 = 2_147_483_647;

/// How long thinking may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeControl {
    /// A fixed time per move (`INFO timeout_turn`).
    PerMove { ms: u64 },
    /// Time for the whole game plus an increment after each move (`INFO timeout_match`,
    /// `INFO time_left` before each move), and a move's own limit (`INFO timeout_turn`;
    /// without one, the whole game's time).
    PerGame {
        ms: u64,
        increment_ms: u64,
        turn_ms: Option<u64>,
    },
    /// A node budget per move (`INFO max_node`).
    Nodes(u64),
    /// A depth limit per move (`INFO max_depth`).
    Depth(u32),
}

impl TimeControl {
    pub fn describe(&self) -> String {
        match self {
            TimeControl::PerMove { ms } => format!("{ms} ms per move"),
            TimeControl::PerGame {
                ms,
                increment_ms,
                turn_ms,
            } => {
                let turn = turn_ms.map_or(String::new(), |t| format!(", at most {t} ms a move"));
                format!("{ms} ms per game + {increment_ms} ms per move{turn}")
            }
            TimeControl::Nodes(n) => format!("{n} nodes per move"),
            TimeControl::Depth(d) => format!("depth {d} per move"),
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        match *self {
            TimeControl::PerMove { ms } => json!({"kind": "move", "ms": ms}),
            TimeControl::PerGame {
                ms,
                increment_ms,
                turn_ms: None,
            } => {
                json!({"kind": "game", "ms": ms, "increment_ms": increment_ms})
            }
            TimeControl::PerGame {
                ms,
                increment_ms,
                turn_ms: Some(turn),
            } => {
                json!({"kind": "game", "ms": ms, "increment_ms": increment_ms, "turn_ms": turn})
            }
            TimeControl::Nodes(n) => json!({"kind": "nodes", "nodes": n}),
            TimeControl::Depth(d) => json!({"kind": "depth", "depth": d}),
        }
    }
}

/// Everything about a game but the engines and the opening.
#[derive(Debug, Clone, Copy)]
pub struct GameSettings {
    pub variant: Variant,
    pub time: TimeControl,
    /// Extra time allowed beyond the limit before a move loses on time.
    pub margin_ms: u64,
    /// The longest wait for a move when nodes or depth limit the search (a hang).
    pub move_timeout_ms: u64,
    /// How long START (or RESTART) may take.
    pub start_timeout_ms: u64,
    /// The game is drawn when this many empty points or fewer remain (0: when the board
    /// is full).
    pub draw_empty: usize,
}

impl GameSettings {
    /// The `INFO rule` value: 0 free-style, 1 standard, 4 renju, 9 caro.
    pub fn gomocup_rule(&self) -> u32 {
        match self.variant.rules.name {
            "standard" => 1,
            "renju" => 4,
            "caro" => 9,
            _ => 0,
        }
    }
}

/// How and why a game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOutcome {
    pub winner: Option<Color>,
    /// `five`, `overline`, `forbidden`, `board-full`, `empty-points`, `illegal`, `garbage`,
    /// `crash`, `hang`, `time`, `memory` or `error`.
    pub reason: String,
    pub detail: String,
    /// Every stone, the opening's included.
    pub moves: Vec<Point>,
    /// Milliseconds per move (0 for the opening's stones).
    pub times_ms: Vec<u32>,
}

/// A misbehaviour that loses the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub reason: &'static str,
    pub detail: String,
}

impl Fault {
    fn new(reason: &'static str, detail: impl Into<String>) -> Fault {
        Fault {
            reason,
            detail: detail.into(),
        }
    }
}

/// Kills the engine when its resident memory passes the limit.
struct Watchdog {
    stop: Arc<AtomicBool>,
    /// The resident size in bytes when the limit was passed; 0 while it has not been.
    tripped: Arc<AtomicU64>,
    thread: Option<JoinHandle<()>>,
}

impl Watchdog {
    fn start(pid: u32, limit_bytes: u64) -> Watchdog {
        let stop = Arc::new(AtomicBool::new(false));
        let tripped = Arc::new(AtomicU64::new(0));
        let (s, t) = (stop.clone(), tripped.clone());
        let thread = std::thread::spawn(move || {
            let path = format!("/proc/{pid}/status");
            while !s.load(Ordering::Relaxed) {
                let Some(rss) = resident_bytes(&path) else {
                    return;
                };
                if rss > limit_bytes {
                    t.store(rss, Ordering::SeqCst);
                    // The process is not reaped while the watchdog runs (the owner joins
                    // it first), so the id still names it.
                    #[cfg(unix)]
                    unsafe {
                        libc::kill(pid as libc::pid_t, libc::SIGKILL);
                    }
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        });
        Watchdog {
            stop,
            tripped,
            thread: Some(thread),
        }
    }

    fn tripped(&self) -> Option<u64> {
        match self.tripped.load(Ordering::SeqCst) {
            0 => None,
            b => Some(b),
        }
    }

    fn stop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// VmRSS from a `/proc/PID/status` file, in bytes.
fn resident_bytes(path: &str) -> Option<u64> {
    let text = std::fs::read_to_string(path).ok()?;
    let line = text.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// An engine as a player: its process, started on demand and restarted after it
/// misbehaves.
pub struct Player {
    pub spec: EngineSpec,
    process: Option<EngineProcess>,
    watchdog: Option<Watchdog>,
    /// Processes started so far.
    pub starts: u64,
}

impl Player {
    pub fn new(spec: EngineSpec) -> Player {
        Player {
            spec,
            process: None,
            watchdog: None,
            starts: 0,
        }
    }

    /// Stops the process (if any); the next game starts a new one.
    pub fn kill(&mut self) {
        if let Some(w) = self.watchdog.as_mut() {
            w.stop();
        }
        self.watchdog = None;
        if let Some(p) = self.process.take() {
            let _ = p.end(Duration::ZERO);
        }
    }

    /// Ready for a new game: `RESTART` for a running process, else a new process with
    /// `START`; then the settings.
    fn prepare(&mut self, s: &GameSettings) -> Result<(), Fault> {
        let wait = Duration::from_millis(s.start_timeout_ms);
        if let Some(p) = self.process.as_mut() {
            if p.restart(wait).is_err() {
                self.kill();
            }
        }
        if self.process.is_none() {
            let mut p = EngineProcess::spawn(&self.spec.program, &self.spec.args)
                .map_err(|e| Fault::new("crash", format!("cannot start: {e}")))?;
            self.starts += 1;
            if let Some(mib) = self.spec.memory_mib {
                self.watchdog = Some(Watchdog::start(p.id(), mib << 20));
            }
            let started = p.start(s.variant.size, wait);
            self.process = Some(p);
            if let Err(e) = started {
                return Err(self.fault(e, "START"));
            }
        }
        let mut lines: Vec<(String, String)> = vec![
            ("rule".into(), s.gomocup_rule().to_string()),
            ("game_type".into(), "1".into()),
        ];
        // The games Gomocup has no number for, and any game with variations, are named
        // (Pearls' protocol extension).
        if !["freestyle", "standard", "renju", "caro"].contains(&s.variant.rules.name)
            || s.variant.rules.modifiers != Default::default()
        {
            lines.push(("rule_name".into(), s.variant.rules.full_name()));
        }
        let (turn, game) = match s.time {
            TimeControl::PerMove { ms } => (ms, 0),
            TimeControl::PerGame { ms, turn_ms, .. } => (turn_ms.unwrap_or(ms), ms),
            TimeControl::Nodes(_) | TimeControl::Depth(_) => (s.move_timeout_ms, 0),
        };
        lines.push(("timeout_turn".into(), turn.to_string()));
        lines.push(("timeout_match".into(), game.to_string()));
        match s.time {
            TimeControl::Nodes(n) => lines.push(("max_node".into(), n.to_string())),
            TimeControl::Depth(d) => lines.push(("max_depth".into(), d.to_string())),
            _ => {}
        }
        lines.extend(self.spec.info_lines());
        let p = self.process.as_mut().expect("started");
        for (k, v) in lines {
            if let Err(e) = p.info(&k, v) {
                return Err(self.fault(e, "INFO"));
            }
        }
        Ok(())
    }

    /// The fault behind a manager error; the process is stopped.
    fn fault(&mut self, e: ManagerError, what: &str) -> Fault {
        let memory = self.watchdog.as_ref().and_then(|w| w.tripped());
        self.kill();
        if let Some(bytes) = memory {
            return Fault::new(
                "memory",
                format!(
                    "used {} MiB, more than the limit of {} MiB",
                    bytes >> 20,
                    self.spec.memory_mib.unwrap_or(0)
                ),
            );
        }
        match e {
            ManagerError::Timeout(d) => Fault::new(
                "hang",
                format!("no answer to {what} within {} ms", d.as_millis()),
            ),
            ManagerError::Exited => Fault::new("crash", format!("exited during {what}")),
            ManagerError::Io(err) => Fault::new("crash", format!("{what}: {err}")),
            ManagerError::Refused(m) => Fault::new("error", format!("{what}: ERROR {m}")),
            ManagerError::Unexpected(l) => {
                let mut l = l;
                if l.len() > 80 {
                    let mut cut = 80;
                    while !l.is_char_boundary(cut) {
                        cut -= 1;
                    }
                    l.truncate(cut);
                }
                Fault::new("garbage", format!("answered '{l}' to {what}"))
            }
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        self.kill();
    }
}

/// What an engine is asked for its move.
enum Ask {
    Begin,
    Turn(Point),
    Board(Vec<(Point, Owner)>),
}

/// Plays one game from `opening` (stones in order from black). `black` and `white` are
/// the players; `stop` abandons the game between moves (`None` is returned).
pub fn play(
    settings: &GameSettings,
    opening: &[Point],
    black: &mut Player,
    white: &mut Player,
    stop: &AtomicBool,
) -> Option<GameOutcome> {
    let mut game = pearls_rules::Game::new(
        settings
            .variant
            .with_opening(pearls_rules::OpeningRule::Free),
    )
    .expect("a supported size");
    let mut moves = Vec::new();
    let mut times = Vec::new();
    let end = |winner: Option<Color>, reason: &str, detail: String, moves, times| GameOutcome {
        winner,
        reason: reason.to_string(),
        detail,
        moves,
        times_ms: times,
    };
    for &p in opening {
        if let Err(e) = game.apply(Action::Place(p)) {
            return Some(end(
                None,
                "error",
                format!("bad opening: {e}"),
                moves,
                times,
            ));
        }
        moves.push(p);
        times.push(0);
    }
    // Start both; one that cannot start loses (both: a draw).
    let fb = black.prepare(settings).err();
    let fw = white.prepare(settings).err();
    match (fb, fw) {
        (None, None) => {}
        (Some(f), None) => {
            return Some(end(
                Some(Color::White),
                f.reason,
                format!("black {}", f.detail),
                moves,
                times,
            ))
        }
        (None, Some(f)) => {
            return Some(end(
                Some(Color::Black),
                f.reason,
                format!("white {}", f.detail),
                moves,
                times,
            ))
        }
        (Some(f), Some(g)) => {
            return Some(end(
                None,
                "error",
                format!("neither engine started: {}; {}", f.detail, g.detail),
                moves,
                times,
            ))
        }
    }
    let mut informed = [false, false];
    let mut left_ms: [i64; 2] = match settings.time {
        TimeControl::PerGame { ms, .. } => [ms as i64; 2],
        _ => [UNLIMITED; 2],
    };
    let size = settings.variant.size;
    loop {
        if let Some(o) = game.outcome() {
            let (reason, detail) = match o.reason {
                Reason::Forbidden(f) => ("forbidden", format!("black made a forbidden {f}")),
                Reason::BoardFull => ("board-full", "the board is full".to_string()),
                Reason::Overline => ("overline", o.to_string()),
                Reason::Five => ("five", o.to_string()),
                r => (r.name(), o.to_string()),
            };
            return Some(end(o.winner, reason, detail, moves, times));
        }
        let empty = game.board().empty_points().count();
        if settings.draw_empty > 0 && empty <= settings.draw_empty {
            return Some(end(
                None,
                "empty-points",
                format!("{empty} empty points left"),
                moves,
                times,
            ));
        }
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let color = game.to_move();
        let player: &mut Player = if color == Color::Black {
            &mut *black
        } else {
            &mut *white
        };
        let ci = color.index();
        let ask = if informed[ci] {
            Ask::Turn(*moves.last().expect("the opponent has moved"))
        } else if moves.is_empty() {
            Ask::Begin
        } else {
            // BOARD lists the stones in the order they were played.
            Ask::Board(
                moves
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| {
                        let mine = (i % 2 == 0) == (color == Color::Black);
                        (p, if mine { Owner::Own } else { Owner::Opponent })
                    })
                    .collect(),
            )
        };
        informed[ci] = true;
        let (limit_ms, wait_ms) = match settings.time {
            TimeControl::PerMove { ms } => (Some(ms), ms + settings.margin_ms),
            TimeControl::PerGame { turn_ms, .. } => {
                let left = left_ms[ci].max(0) as u64;
                let limit = turn_ms.map_or(left, |t| t.min(left));
                (Some(limit), limit + settings.margin_ms)
            }
            TimeControl::Nodes(_) | TimeControl::Depth(_) => {
                (None, settings.move_timeout_ms + settings.margin_ms)
            }
        };
        let wait = Duration::from_millis(wait_ms);
        let process = player.process.as_mut().expect("prepared");
        let what = match ask {
            Ask::Begin => "BEGIN",
            Ask::Turn(_) => "TURN",
            Ask::Board(_) => "BOARD",
        };
        let started = Instant::now();
        let mut answer = process
            .info("time_left", left_ms[ci])
            .and_then(|()| match ask {
                Ask::Begin => process.begin(wait),
                Ask::Turn(p) => process.turn(p, wait),
                Ask::Board(stones) => process.board(&stones, wait),
            });
        // An ERROR line is a complaint, not a move (some engines garble a command that
        // arrives while they finish their last move): the move may still come in time.
        let mut complaint = None;
        while let Err(ManagerError::Refused(m)) = &answer {
            complaint = Some(m.clone());
            let left = (started + wait).saturating_duration_since(Instant::now());
            answer = process.answer(left).and_then(|line| {
                pearls_protocol::parse_point(&line, size).ok_or(ManagerError::Unexpected(line))
            });
        }
        let said = complaint
            .map(|m| format!(" (it said ERROR {m})"))
            .unwrap_or_default();
        let used = started.elapsed().as_millis() as u64;
        let p = match answer {
            Ok(p) => p,
            Err(ManagerError::Timeout(_)) if limit_ms.is_some() => {
                player.kill();
                return Some(end(
                    Some(color.opposite()),
                    "time",
                    format!(
                        "{} did not answer {what} within {} ms{said}",
                        color.name(),
                        wait_ms
                    ),
                    moves,
                    times,
                ));
            }
            Err(e) => {
                let mut f = player.fault(e, what);
                f.detail.push_str(&said);
                return Some(end(
                    Some(color.opposite()),
                    f.reason,
                    format!("{} {}", color.name(), f.detail),
                    moves,
                    times,
                ));
            }
        };
        if let Some(limit) = limit_ms {
            if used > limit + settings.margin_ms {
                player.kill();
                return Some(end(
                    Some(color.opposite()),
                    "time",
                    format!(
                        "{} took {used} ms, the limit was {limit} ms (+{} ms margin)",
                        color.name(),
                        settings.margin_ms
                    ),
                    moves,
                    times,
                ));
            }
        }
        if let TimeControl::PerGame { increment_ms, .. } = settings.time {
            left_ms[ci] = left_ms[ci] - used as i64 + increment_ms as i64;
        }
        if let Err(e) = game.apply(Action::Place(p)) {
            // The engine's idea of the game is now wrong: start afresh next time.
            player.kill();
            let at = pearls_rules::Notation::new(size).format(p);
            return Some(end(
                Some(color.opposite()),
                "illegal",
                format!("{} played {at}: {e}", color.name()),
                moves,
                times,
            ));
        }
        moves.push(p);
        times.push(used.min(u32::MAX as u64) as u32);
    }
}
