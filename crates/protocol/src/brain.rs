//! The engine side of the protocol. A reader thread owns the input and passes every line
//! through a channel, so nothing that arrives during a search is lost; a STOP, YXSTOP or
//! END raises the stop flag of the search running at the time (or of the next one, when
//! the line was sent after that search's command but read before it started).
//!
//! The clock of a move starts when its command's first line is read, not when the search
//! starts: the manager's clock ran from when it sent the line, and setting up the
//! position, a sub-search of SWAP2BOARD or completing a line to the five all count.

use crate::{format_point, parse_point};
use pearls_engine::balance::balance;
use pearls_engine::weights::{self, WeightSet};
use pearls_engine::{params, Board, Engine, Limits, Options, Rule, SearchResult, TimeControl};
use pearls_rules::{Board as Position, Color, Point, Stone};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Transposition table size when the manager sets no memory limit.
const DEFAULT_HASH_MIB: usize = 128;
/// Share of `max_memory` given to the transposition table, in percent.
const HASH_SHARE_PERCENT: u64 = 60;
/// `time_left` value that means no limit.
const UNLIMITED: i64 = 2_147_483_647;
/// Time an opening proposal keeps back, beyond two searches' shares, for its answer.
const PROPOSAL_SLACK_MS: u64 = 10;

/// Runs the protocol on standard input and output until END or the end of input.
pub fn run_stdio() -> io::Result<()> {
    run_stdio_with(WeightSet::default())
}

/// [`run_stdio`] evaluating with `weights` until an `INFO evalfile` loads others.
pub fn run_stdio_with(weights: WeightSet) -> io::Result<()> {
    run_with(io::stdin(), io::stdout().lock(), weights)
}

/// Runs the protocol on any input and output until END or the end of input.
pub fn run<R: Read + Send + 'static, W: Write>(input: R, output: W) -> io::Result<()> {
    run_with(input, output, WeightSet::default())
}

/// [`run`] evaluating with `weights` until an `INFO evalfile` loads others.
pub fn run_with<R: Read + Send + 'static, W: Write>(
    input: R,
    output: W,
    weights: WeightSet,
) -> io::Result<()> {
    let stops = Arc::new(Mutex::new(Stops::default()));
    let (tx, rx) = mpsc::channel::<(u64, Instant, String)>();
    let reader_stops = Arc::clone(&stops);
    std::thread::spawn(move || {
        let mut reader = BufReader::new(input);
        let mut buf = Vec::new();
        let mut seq = 0u64;
        loop {
            buf.clear();
            match reader.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            seq += 1;
            let read = Instant::now();
            let line = String::from_utf8_lossy(&buf).trim().to_string();
            let word = line
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_ascii_uppercase();
            if matches!(word.as_str(), "STOP" | "YXSTOP" | "END") {
                reader_stops.lock().expect("stop state").request(seq);
            }
            if tx.send((seq, read, line)).is_err() {
                break;
            }
        }
    });
    let mut brain = Brain::new(output, stops);
    brain.weights = weights;
    while let Ok((seq, read, line)) = rx.recv() {
        brain.received = read;
        if !brain.handle(seq, &line, &rx)? {
            break;
        }
    }
    Ok(())
}

#[derive(Default)]
struct Stops {
    /// Sequence number of the latest stop request.
    last: u64,
    /// The running search: the sequence number of its command, and its flag.
    current: Option<(u64, Arc<AtomicBool>)>,
}

impl Stops {
    fn request(&mut self, seq: u64) {
        self.last = seq;
        if let Some((start, flag)) = &self.current {
            if *start < seq {
                flag.store(true, Ordering::Relaxed);
            }
        }
    }

    fn begin(&mut self, seq: u64) -> Arc<AtomicBool> {
        let flag = Arc::new(AtomicBool::new(self.last > seq));
        self.current = Some((seq, Arc::clone(&flag)));
        flag
    }
}

/// The three answers to a swap2 position.
enum Swap2Answer {
    Swap,
    Play,
    /// A white and a black stone, after which the opponent chooses a colour.
    Add(Vec<Point>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Own,
    Opponent,
    Neutral,
    /// Pearls' extension for `+bomb` and `+neutral` (fields 4 to 7): a bomb or a neutral
    /// stone, by the engine or by its opponent.
    OwnBomb,
    OpponentBomb,
    OwnNeutral,
    OpponentNeutral,
}

impl Field {
    /// The field of a `BOARD` line (1 own, 2 opponent, 3 neutral; 4 and 5 a bomb and 6
    /// and 7 a neutral stone, the engine's and its opponent's).
    fn parse(text: &str) -> Option<Field> {
        Some(match text {
            "1" => Field::Own,
            "2" => Field::Opponent,
            "3" => Field::Neutral,
            "4" => Field::OwnBomb,
            "5" => Field::OpponentBomb,
            "6" => Field::OwnNeutral,
            "7" => Field::OpponentNeutral,
            _ => return None,
        })
    }
}

struct Brain<W: Write> {
    out: W,
    stops: Arc<Mutex<Stops>>,
    size: u8,
    rule: Rule,
    /// The rule `INFO rule_name` named: it stands over the numeric `INFO rule`, which
    /// cannot name it.
    named_rule: Option<Rule>,
    /// The rule set `INFO rule_name` named, with its variations (`pente+bomb`).
    named_rules: Option<pearls_rules::RuleSet>,
    /// Stones in the order they came.
    stones: Vec<(Point, Field)>,
    engine: Option<Engine>,
    turn_ms: u64,
    match_ms: u64,
    left_ms: Option<i64>,
    max_memory: u64,
    hash_kib: Option<u64>,
    threads: usize,
    max_depth: Option<i32>,
    max_nodes: Option<u64>,
    strength: u8,
    show_detail: bool,
    blocked: Vec<Point>,
    /// The evaluation's tables for each rule: the shipped ones unless a file was loaded.
    weights: WeightSet,
    /// When the command being handled was read: its move's clock runs from then.
    received: Instant,
    /// How far recent moves ran past the limit the engine aimed at, in milliseconds: on
    /// a busy machine a process waits for a processor after the search stops, and so does
    /// the manager reading the answer. Later moves aim that much lower.
    lag_ms: u64,
}

/// Why a command cannot be carried out; answered with `ERROR`.
type Refusal = String;

impl<W: Write> Brain<W> {
    fn new(out: W, stops: Arc<Mutex<Stops>>) -> Brain<W> {
        Brain {
            out,
            stops,
            size: 0,
            rule: Rule::Freestyle,
            named_rule: None,
            named_rules: None,
            stones: Vec::new(),
            engine: None,
            turn_ms: 5000,
            match_ms: 0,
            left_ms: None,
            max_memory: 0,
            hash_kib: None,
            threads: 1,
            max_depth: None,
            max_nodes: None,
            strength: 100,
            show_detail: false,
            blocked: Vec::new(),
            weights: WeightSet::default(),
            received: Instant::now(),
            lag_ms: 0,
        }
    }

    fn say(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{text}")?;
        self.out.flush()
    }

    /// Handles one command; `false` after END.
    fn handle(
        &mut self,
        seq: u64,
        line: &str,
        rx: &Receiver<(u64, Instant, String)>,
    ) -> io::Result<bool> {
        let line = line.trim();
        if line.is_empty() {
            return Ok(true);
        }
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        let word = word.to_ascii_uppercase();
        let result: Result<(), Refusal> = match word.as_str() {
            "END" => return Ok(false),
            "START" => self.start(rest, None),
            "RECTSTART" => self.start(rest, Some(())),
            "RESTART" => self.started().map(|_| self.stones.clear()).and_then(|_| {
                self.say("OK").map_err(|e| e.to_string())
            }),
            "ABOUT" => self
                .say(&format!(
                    "name=\"Pearls\", version=\"{}\", author=\"Pearls contributors\", country=\"-\"",
                    env!("CARGO_PKG_VERSION")
                ))
                .map_err(|e| e.to_string()),
            "INFO" => self.info(rest),
            "BEGIN" => self.started().and_then(|_| {
                if self.stones.is_empty() {
                    self.think(seq, 1, true)
                } else {
                    Err("BEGIN on a board that is not empty".into())
                }
            }),
            "TURN" => self.turn(seq, rest),
            "BOARD" | "YXBOARD" => {
                let lines = read_block(rx);
                self.board(&lines).and_then(|_| {
                    if word == "BOARD" {
                        self.think(seq, 1, true)
                    } else {
                        Ok(())
                    }
                })
            }
            "SWAP2BOARD" => {
                let lines = read_block(rx);
                self.swap2(seq, &lines)
            }
            "TAKEBACK" => self.takeback(rest),
            "PLAY" => self.play(rest),
            "STOP" | "YXSTOP" => Ok(()),
            "YXNBEST" => match rest.parse::<usize>() {
                Ok(n) if n >= 1 => self.think(seq, n.min(64), false),
                _ => Err(format!("YXNBEST needs a count, not '{rest}'")),
            },
            "YXSHOWFORBID" => self.show_forbidden(),
            "YXBALANCEONE" | "YXBALANCETWO" => {
                let count = if word == "YXBALANCEONE" { 1 } else { 2 };
                match rest {
                    "" => self.balance(seq, count, 0),
                    _ => match rest.parse::<i32>() {
                        Ok(bias) => self.balance(seq, count, bias),
                        Err(_) => Err(format!("{word} takes a bias (an integer), not '{rest}'")),
                    },
                }
            }
            "YXHASHCLEAR" => {
                if let Some(e) = &mut self.engine {
                    e.clear();
                }
                Ok(())
            }
            "YXBLOCK" => self.started().and_then(|_| {
                let p = self.point(rest)?;
                self.blocked.push(p);
                Ok(())
            }),
            "YXBLOCKUNDO" => {
                self.blocked.pop();
                Ok(())
            }
            "YXBLOCKRESET" => {
                self.blocked.clear();
                Ok(())
            }
            "YXSHOWINFO" => self
                .say(&format!(
                    "MESSAGE INFO rule {} size {} threads {} strength {}",
                    self.rule, self.size, self.threads, self.strength
                ))
                .map_err(|e| e.to_string()),
            _ => {
                let shown: String = line.chars().take(60).collect();
                self.say(&format!("UNKNOWN command '{shown}'"))?;
                return Ok(true);
            }
        };
        if let Err(why) = result {
            self.say(&format!("ERROR {why}"))?;
        }
        Ok(true)
    }

    fn started(&self) -> Result<(), Refusal> {
        if self.size == 0 {
            Err("no board yet: START first".into())
        } else {
            Ok(())
        }
    }

    fn point(&self, text: &str) -> Result<Point, Refusal> {
        parse_point(text, self.size).ok_or_else(|| {
            format!(
                "'{text}' is not a point x,y on the {0}x{0} board",
                self.size
            )
        })
    }

    fn start(&mut self, rest: &str, rect: Option<()>) -> Result<(), Refusal> {
        let size = match rect {
            None => rest.parse::<u32>().ok(),
            Some(()) => match rest.split_once(',') {
                Some((w, h)) if w.trim() == h.trim() => w.trim().parse::<u32>().ok(),
                Some(_) => return Err("only square boards are supported".into()),
                None => None,
            },
        };
        match size {
            Some(n @ 5..=26) => {
                self.size = n as u8;
                self.stones.clear();
                self.blocked.clear();
                self.warm_up();
                self.say("OK").map_err(|e| e.to_string())
            }
            Some(n) => Err(format!("board size {n} is not supported (5 to 26)")),
            None => Err(format!("START needs a board size, not '{rest}'")),
        }
    }

    /// Builds the pattern tables and the hash table before the clock runs. Every rule's
    /// tables, the engine's and the referee's (which judges the engine's move): managers
    /// send `INFO rule` after START and the first move right after it, so tables built on
    /// the INFO would be built on the first move's clock.
    fn warm_up(&mut self) {
        if self.size != 0 {
            for rule in Rule::every() {
                let _ = Board::new(self.size, rule);
            }
            let _ = pearls_rules::forbidden::table(true);
            let _ = pearls_rules::forbidden::table(false);
        }
        self.engine();
    }

    /// Sizes an existing engine's table for the memory settings; before START there is
    /// no engine yet, and START builds it.
    fn resize_table(&mut self) {
        if self.engine.is_some() {
            self.engine();
        }
    }

    fn engine(&mut self) -> &mut Engine {
        let mut mib = self
            .hash_kib
            .map_or(DEFAULT_HASH_MIB, |k| (k / 1024).max(1) as usize);
        if self.max_memory > 0 {
            let cap = (self.max_memory * HASH_SHARE_PERCENT / 100) >> 20;
            mib = mib.min(cap.max(1) as usize);
        }
        let engine = self.engine.get_or_insert_with(|| {
            // A manager plays games: the root's VCT costs more than it finds there.
            Engine::new(Options {
                hash_mib: mib,
                root_vct: false,
                ..Options::default()
            })
        });
        engine.set_hash_mib(mib);
        engine.set_threads(self.threads);
        engine.set_strength(self.strength);
        engine
    }

    fn info(&mut self, rest: &str) -> Result<(), Refusal> {
        let (key, value) = match rest.split_once(char::is_whitespace) {
            Some((k, v)) => (k.to_ascii_lowercase(), v.trim()),
            None => (rest.to_ascii_lowercase(), ""),
        };
        let int = value.parse::<i64>().ok();
        match (key.as_str(), int) {
            ("timeout_turn", Some(v)) => self.turn_ms = v.max(0) as u64,
            ("timeout_match", Some(v)) => self.match_ms = v.max(0) as u64,
            ("time_left", Some(v)) => self.left_ms = (v != UNLIMITED).then_some(v),
            // The table is resized now, off the clock, not on the next move's.
            ("max_memory", Some(v)) => {
                self.max_memory = v.max(0) as u64;
                self.resize_table();
            }
            ("hash_size", Some(v)) => {
                self.hash_kib = (v > 0).then_some(v as u64);
                self.resize_table();
            }
            ("thread_num", Some(v)) => self.threads = v.clamp(1, 256) as usize,
            ("max_depth", Some(v)) => self.max_depth = (v > 0).then_some(v.min(100) as i32),
            ("max_node", Some(v)) => self.max_nodes = (v > 0).then_some(v as u64),
            ("strength", Some(v)) => self.strength = v.clamp(0, 100) as u8,
            ("show_detail", Some(v)) => self.show_detail = v != 0,
            ("rule_name", _) => {
                let rules = pearls_rules::RuleSet::by_name(value)
                    .ok_or_else(|| format!("INFO rule_name: unknown rule '{value}'"))?;
                let rule = pearls_engine::variation::engine_rule(&rules)
                    .map_err(|e| format!("INFO rule_name: {e}"))?;
                self.named_rule = Some(rule);
                self.named_rules = Some(rules);
                self.rule = rule;
            }
            ("rule", Some(v)) => {
                self.rule = self
                    .named_rule
                    .unwrap_or_else(|| Rule::from_gomocup(v.max(0) as u32));
                if self.size != 0 {
                    let _ = Board::new(self.size, self.rule);
                }
            }
            ("evalfile", _) => return self.load_weights(value),
            // game_type, evaluate, folder, caution_factor, pondering, max_moves and keys
            // yet to come need nothing from us.
            _ => {}
        }
        Ok(())
    }

    /// `INFO evalfile PATH`: evaluates with the weights file at `PATH` from the next
    /// search on, for the rules it is for; a file that cannot be read is refused and the
    /// tables stay as they were. INFO has no answer in the protocol, so only the refusal
    /// (an ERROR) and the success (a MESSAGE) are said.
    fn load_weights(&mut self, path: &str) -> Result<(), Refusal> {
        if path.is_empty() {
            return Err("INFO evalfile needs the path of a weights file".into());
        }
        let loaded = weights::load(std::path::Path::new(path))
            .map_err(|e| format!("evalfile {e}; the evaluation stays as it was"))?;
        self.weights = self.weights.with(loaded);
        // Scores the old tables gave must not stand in for the new ones'.
        if let Some(e) = &mut self.engine {
            e.clear();
        }
        self.say(&format!(
            "MESSAGE evalfile {path}: evaluating {} with it",
            loaded.family.rules()
        ))
        .map_err(|e| e.to_string())
    }

    /// The engine's board of `position` with `to_move` to move, under the current rule
    /// and tables.
    fn engine_board(&self, position: &Position, to_move: Color) -> Board {
        Board::from_position_with(
            position,
            to_move,
            self.rule,
            self.weights.for_board(self.rule, position.size()),
        )
    }

    fn add_stone(&mut self, p: Point, field: Field) -> Result<(), Refusal> {
        if self.refereed() {
            // The history may hold a point a capture freed: the position decides.
            let (game, _) = self.replayed()?;
            if !game.board().is_empty_at(p) {
                return Err(format!(
                    "{} is already occupied",
                    format_point(p, self.size)
                ));
            }
            self.stones.push((p, field));
            return Ok(());
        }
        if self.stones.iter().any(|&(q, _)| q == p) {
            return Err(format!(
                "{} is already occupied",
                format_point(p, self.size)
            ));
        }
        self.stones.push((p, field));
        Ok(())
    }

    fn turn(&mut self, seq: u64, rest: &str) -> Result<(), Refusal> {
        self.started()?;
        // Pearls' extension: `TURN BOMB x,y` and `TURN NEUTRAL x,y` for the opponent's
        // bomb and neutral stone.
        let (field, rest) = match rest.split_once(' ') {
            Some((w, p)) if w.eq_ignore_ascii_case("BOMB") => (Field::OpponentBomb, p),
            Some((w, p)) if w.eq_ignore_ascii_case("NEUTRAL") => (Field::OpponentNeutral, p),
            _ => (Field::Opponent, rest),
        };
        let p = self.point(rest.trim())?;
        self.check_piece(field)?;
        self.add_stone(p, field)?;
        self.think(seq, 1, true)
    }

    /// Refuses a bomb or a neutral stone where the rule named has none.
    fn check_piece(&self, field: Field) -> Result<(), Refusal> {
        let m = self.variations().map(|r| r.modifiers).unwrap_or_default();
        let (none, what) = match field {
            Field::OwnBomb | Field::OpponentBomb => (m.bombs == 0, "a bomb"),
            Field::OwnNeutral | Field::OpponentNeutral => {
                (m.neutral_stones == 0, "a neutral stone")
            }
            _ => (false, ""),
        };
        if none {
            return Err(format!(
                "{what}, and {} has none (INFO rule_name names a rule with +bomb or +neutral)",
                self.rule
            ));
        }
        Ok(())
    }

    /// Whether the moves are replayed by the referee: the capture games, the games with
    /// the open four barred, and any game with variations.
    fn refereed(&self) -> bool {
        self.rule.is_capture_game() || self.variations().is_some()
    }

    /// The rule set named with its variations, where it has any.
    fn variations(&self) -> Option<pearls_rules::RuleSet> {
        self.named_rules
            .filter(pearls_engine::variation::has_variations)
            .filter(|r| Rule::from_name(r.name) == Some(self.rule))
    }

    fn play(&mut self, rest: &str) -> Result<(), Refusal> {
        self.started()?;
        let p = self.point(rest)?;
        self.add_stone(p, Field::Own)?;
        self.say(&format_point(p, self.size))
            .map_err(|e| e.to_string())
    }

    fn takeback(&mut self, rest: &str) -> Result<(), Refusal> {
        self.started()?;
        let p = self.point(rest)?;
        let i = self
            .stones
            .iter()
            .rposition(|&(q, _)| q == p)
            .ok_or_else(|| format!("no stone on {rest}"))?;
        self.stones.remove(i);
        self.say("OK").map_err(|e| e.to_string())
    }

    /// Reads `x,y,field` lines (field 1 own, 2 opponent, 3 neutral).
    fn board(&mut self, lines: &[String]) -> Result<(), Refusal> {
        self.started()?;
        let mut stones: Vec<(Point, Field)> = Vec::new();
        for l in lines {
            let parts: Vec<&str> = l.split(',').map(str::trim).collect();
            let bad = || format!("bad stone line '{l}' (want x,y,field)");
            if parts.len() != 3 {
                return Err(bad());
            }
            let p = self.point(&format!("{},{}", parts[0], parts[1]))?;
            let field = Field::parse(parts[2]).ok_or_else(bad)?;
            self.check_piece(field)
                .map_err(|e| format!("stone line '{l}': {e}"))?;
            if stones.iter().any(|&(q, _)| q == p) && !self.refereed() {
                return Err(format!("{l}: the point is given twice"));
            }
            stones.push((p, field));
        }
        self.stones = stones;
        Ok(())
    }

    /// The capture games: the stones are the moves in the order played, first player's
    /// first, replayed by the referee so that captures are made (a point a capture freed
    /// may come again); a turn a side skipped is a pass. Returns the game with the engine
    /// to move, and the engine's colour.
    fn replayed(&self) -> Result<(pearls_rules::Game, Color), Refusal> {
        let me = match self.stones.first() {
            Some(&(_, Field::Opponent | Field::OpponentBomb | Field::OpponentNeutral)) => {
                Color::White
            }
            _ => Color::Black,
        };
        let rules = self.variations().unwrap_or_else(|| self.rule.rule_set());
        let variant = pearls_rules::Variant::new(rules)
            .with_opening(pearls_rules::OpeningRule::Free)
            .with_size(self.size);
        let mut game = pearls_rules::Game::new(variant).map_err(|e| e.to_string())?;
        let play = |game: &mut pearls_rules::Game, action: pearls_rules::Action| {
            game.apply(action.clone())
                .map_err(|e| format!("replaying the moves under {}: {e}", self.rule))
        };
        use pearls_rules::Action;
        for &(p, f) in &self.stones {
            let (color, action) = match f {
                Field::Own => (me, Action::Place(p)),
                Field::Opponent => (me.opposite(), Action::Place(p)),
                Field::OwnBomb => (me, Action::Bomb(p)),
                Field::OpponentBomb => (me.opposite(), Action::Bomb(p)),
                Field::OwnNeutral => (me, Action::Neutral(p)),
                Field::OpponentNeutral => (me.opposite(), Action::Neutral(p)),
                Field::Neutral => {
                    return Err(format!("no neutral stones in {}", self.rule));
                }
            };
            if game.to_move() != color {
                play(&mut game, Action::Pass)?;
            }
            play(&mut game, action)?;
        }
        if !game.is_over() && game.to_move() != me {
            play(&mut game, pearls_rules::Action::Pass)?;
        }
        Ok((game, me))
    }

    /// The position as the referee sees it, and the colour the engine plays next.
    fn position(&self) -> (Position, Color) {
        if self.refereed() {
            // A history the referee refuses is reported by the search's own replay.
            return match self.replayed() {
                Ok((game, me)) => (game.board().clone(), me),
                Err(_) => (Position::new(self.size), Color::Black),
            };
        }
        let own = self.stones.iter().filter(|s| s.1 == Field::Own).count();
        let opp = self
            .stones
            .iter()
            .filter(|s| s.1 == Field::Opponent)
            .count();
        let me = if own < opp {
            Color::White
        } else {
            Color::Black
        };
        let mut board = Position::new(self.size);
        for &(p, f) in &self.stones {
            let stone = match f {
                Field::Own => Stone::from(me),
                Field::Opponent => Stone::from(me.opposite()),
                Field::Neutral | Field::OwnNeutral | Field::OpponentNeutral => Stone::Neutral,
                Field::OwnBomb | Field::OpponentBomb => Stone::Bomb,
            };
            board.put(p, stone);
        }
        (board, me)
    }

    /// The time control of the command being handled, less what has been spent on it
    /// since it was read.
    fn clock(&self) -> TimeControl {
        self.control(self.received.elapsed().as_millis() as u64 + self.lag_ms)
    }

    /// The time control as the manager set it, less `spent` milliseconds.
    fn control(&self, spent: u64) -> TimeControl {
        let timed = self.match_ms > 0;
        TimeControl {
            turn_ms: Some(self.turn_ms.saturating_sub(spent)),
            match_ms: timed.then_some(self.match_ms),
            left_ms: if timed {
                self.left_ms.map(|l| l.saturating_sub(spent as i64))
            } else {
                None
            },
        }
    }

    /// A per-move limit of `part` of what is left of this command's time: the share of
    /// one of several searches made for one answer (SWAP2BOARD, the opening proposal).
    /// `per_turn` is the share of `timeout_turn` it had before there was a clock, which
    /// it never exceeds.
    fn share(&self, per_turn: u64, part: (u64, u64), empties: usize) -> TimeControl {
        let left = self.remaining_ms(empties);
        TimeControl::per_move(per_turn.min(left.saturating_mul(part.0) / part.1))
    }

    /// What is left of the hard limit of the command being handled, in milliseconds
    /// (`u64::MAX` without a limit).
    fn remaining_ms(&self, empties: usize) -> u64 {
        self.control(self.lag_ms)
            .budget(empties)
            .map_or(u64::MAX, |b| {
                b.maximum
                    .saturating_sub(self.received.elapsed())
                    .as_millis() as u64
            })
    }

    fn limits(&self, stop: Arc<AtomicBool>) -> Limits {
        Limits {
            time: self.clock(),
            nodes: self.max_nodes,
            depth: self.max_depth,
            stop: Some(stop),
            exclude: self.blocked.clone(),
        }
    }

    /// After an answer to a command on the clock: how far it ran past the hard limit it
    /// aimed at goes into the lag that later moves keep back (at most a quarter of a
    /// move's limit); a move in time lets the lag fade.
    fn measure_lag(&mut self, empties: usize) {
        let Some(aimed) = self.control(self.lag_ms).budget(empties) else {
            return;
        };
        let over = self
            .received
            .elapsed()
            .saturating_sub(aimed.maximum)
            .as_millis() as u64;
        self.lag_ms = over.max(self.lag_ms * 7 / 8).min(self.turn_ms / 4);
    }

    /// Searches the position for the engine's colour. `commit` plays the move found.
    fn think(&mut self, seq: u64, multipv: usize, commit: bool) -> Result<(), Refusal> {
        self.started()?;
        if self.variations().is_some() {
            return self.think_variation(seq, commit);
        }
        let (position, me) = self.position();
        let empties = position.empty_points().count();
        if position.is_full() {
            return Err("the board is full".into());
        }
        let mut referee = None;
        let board = if self.refereed() {
            let (game, _) = self.replayed()?;
            if let Some(o) = game.outcome() {
                return Err(format!("the game is over: {o}"));
            }
            let b = Board::from_game(&game, self.rule);
            referee = Some(game);
            b
        } else {
            self.engine_board(&position, me)
        };
        let flag = self.stops.lock().expect("stop state").begin(seq);
        let limits = self.limits(flag);
        let show = self.show_detail || multipv > 1;
        let size = self.size;
        let result = {
            let engine = self.engine();
            engine.set_multipv(multipv);
            let mut lines: Vec<String> = Vec::new();
            let r = engine.think(&board, &limits, &mut |rep| {
                if show {
                    let pv: Vec<String> = rep.pv.iter().map(|&p| format_point(p, size)).collect();
                    lines.push(format!(
                        "MESSAGE depth {} multipv {} ev {} n {} tm {} pv {}",
                        rep.depth,
                        rep.multipv,
                        rep.score,
                        rep.nodes,
                        rep.elapsed.as_millis(),
                        pv.join(" ")
                    ));
                }
            });
            engine.set_multipv(1);
            (r, lines)
        };
        self.stops.lock().expect("stop state").current = None;
        let (r, lines) = result;
        for l in lines {
            self.say(&l).map_err(|e| e.to_string())?;
        }
        let p = match &referee {
            Some(game) => self.checked_game_move(&r, game)?,
            None => self.checked_move(&r, &position, me)?,
        };
        if commit {
            self.stones.push((p, Field::Own));
        }
        let said = self
            .say(&format_point(p, self.size))
            .map_err(|e| e.to_string());
        self.measure_lag(empties);
        said
    }

    /// A game with variations: the engine's choice may be a bomb (`BOMB x,y`) or a
    /// neutral stone (`NEUTRAL x,y`), weighed at the root (`variation::choose`).
    fn think_variation(&mut self, seq: u64, commit: bool) -> Result<(), Refusal> {
        use pearls_rules::Action;
        let (game, _) = self.replayed()?;
        if let Some(o) = game.outcome() {
            return Err(format!("the game is over: {o}"));
        }
        let flag = self.stops.lock().expect("stop state").begin(seq);
        let limits = self.limits(flag);
        let rule = self.rule;
        let choice = pearls_engine::variation::choose(self.engine(), rule, &game, &limits);
        self.stops.lock().expect("stop state").current = None;
        let accepted = choice.action.filter(|a| {
            let mut g = game.clone();
            g.apply(a.clone()).is_ok()
        });
        let (field, p, text) = match accepted {
            Some(Action::Bomb(p)) => (Field::OwnBomb, p, "BOMB "),
            Some(Action::Neutral(p)) => (Field::OwnNeutral, p, "NEUTRAL "),
            _ => {
                let r = SearchResult {
                    best: None,
                    score: 0,
                    depth: 0,
                    pv: Vec::new(),
                    bound: pearls_engine::Bound::Exact,
                    proof: pearls_engine::Proof::Unknown,
                    nodes: 0,
                    elapsed: std::time::Duration::ZERO,
                    lines: Vec::new(),
                };
                let best = match accepted {
                    Some(Action::Place(p)) => Some(p),
                    _ => None,
                };
                let p = self.checked_game_move(&SearchResult { best, ..r }, &game)?;
                (Field::Own, p, "")
            }
        };
        if commit {
            self.stones.push((p, field));
        }
        self.say(&format!("{text}{}", format_point(p, self.size)))
            .map_err(|e| e.to_string())
    }

    /// The engine's move if the referee accepts it, else the legal point nearest the
    /// centre: an illegal move is never sent.
    fn checked_move(
        &self,
        r: &SearchResult,
        position: &Position,
        me: Color,
    ) -> Result<Point, Refusal> {
        let rules = self.rule.rule_set();
        let legal = |p: Point| position.is_empty_at(p) && rules.foul_at(position, p, me).is_none();
        if let Some(p) = r.best.filter(|&p| legal(p)) {
            return Ok(p);
        }
        let centre = Point::centre(self.size);
        let mut empties: Vec<Point> = position.empty_points().collect();
        empties.sort_by_key(|p| p.distance(centre));
        empties
            .iter()
            .copied()
            .find(|&p| legal(p) && !self.blocked.contains(&p))
            .or_else(|| empties.first().copied())
            .ok_or_else(|| "no move is possible".into())
    }

    /// As [`Brain::checked_move`], the referee of a capture game judging.
    fn checked_game_move(
        &self,
        r: &SearchResult,
        game: &pearls_rules::Game,
    ) -> Result<Point, Refusal> {
        let legal = |p: Point| {
            let mut g = game.clone();
            g.apply(pearls_rules::Action::Place(p)).is_ok()
        };
        if let Some(p) = r.best.filter(|&p| legal(p)) {
            return Ok(p);
        }
        let centre = Point::centre(self.size);
        let mut empties: Vec<Point> = game.board().empty_points().collect();
        empties.sort_by_key(|p| p.distance(centre));
        empties
            .into_iter()
            .find(|&p| legal(p) && !self.blocked.contains(&p))
            .ok_or_else(|| "no move is possible".into())
    }

    fn show_forbidden(&mut self) -> Result<(), Refusal> {
        self.started()?;
        let (position, _) = self.position();
        let mut text = String::from("FORBID ");
        if self.rule == Rule::Renju {
            let mut points: Vec<(u8, u8)> = self
                .rule
                .rule_set()
                .forbidden_points(&position, Color::Black)
                .into_iter()
                .map(|(p, _)| p.to_gomocup(self.size))
                .collect();
            points.sort_by_key(|&(x, y)| (y, x));
            for (x, y) in points {
                text.push_str(&format!("{x:02}{y:02}"));
            }
        }
        text.push('.');
        self.say(&text).map_err(|e| e.to_string())
    }

    /// Swap2: propose an opening, or decide on three or five stones.
    fn swap2(&mut self, seq: u64, lines: &[String]) -> Result<(), Refusal> {
        self.started()?;
        let mut points = Vec::new();
        for l in lines {
            // `x,y` or `x,y,field`: the order alone gives the colours.
            let mut it = l.split(',').map(str::trim);
            let xy = match (it.next(), it.next()) {
                (Some(x), Some(y)) => format!("{x},{y}"),
                _ => return Err(format!("bad stone line '{l}'")),
            };
            let p = self.point(&xy)?;
            if points.contains(&p) {
                return Err(format!("{l}: the point is given twice"));
            }
            points.push(p);
        }
        let size = self.size;
        match points.len() {
            0 => {
                let opening = self.propose_opening();
                self.stones.clear();
                let text: Vec<String> = opening.iter().map(|&p| format_point(p, size)).collect();
                self.say(&text.join(" ")).map_err(|e| e.to_string())
            }
            3 | 5 => {
                // White is to move. With three stones: play on as white when white stands
                // well, swap when white stands badly, and in between add two balancing
                // stones so that the opponent's choice of colour gains nothing. With five
                // stones: keep white unless it stands worse.
                self.stones = points
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| {
                        (
                            p,
                            if i % 2 == 0 {
                                Field::Opponent
                            } else {
                                Field::Own
                            },
                        )
                    })
                    .collect();
                let (position, me) = self.position();
                debug_assert_eq!(me, Color::White);
                let board = self.engine_board(&position, Color::White);
                let flag = self.stops.lock().expect("stop state").begin(seq);
                let limits = self.limits(flag);
                let three = points.len() == 3;
                let mut sub = limits.clone();
                let empties = position.empty_points().count();
                if three {
                    // The two-stone answer needs time of its own.
                    sub.time = self.share(self.turn_ms / 3, (1, 3), empties);
                }
                let r = self.engine().think(&board, &sub, &mut |_| {});
                let margin = if three { params::SWAP2_MARGIN } else { 0 };
                let answer = if r.score < -margin {
                    Swap2Answer::Swap
                } else if three && r.score <= margin {
                    let mut rest = limits.clone();
                    rest.time = self.share(self.turn_ms * 3 / 5, (9, 10), empties);
                    match balance(self.engine(), &board, 2, 0, &rest) {
                        Some(b) => Swap2Answer::Add(b.stones),
                        None => Swap2Answer::Play,
                    }
                } else {
                    Swap2Answer::Play
                };
                self.stops.lock().expect("stop state").current = None;
                match answer {
                    Swap2Answer::Swap => {
                        for s in &mut self.stones {
                            s.1 = if s.1 == Field::Own {
                                Field::Opponent
                            } else {
                                Field::Own
                            };
                        }
                        self.say("SWAP").map_err(|e| e.to_string())
                    }
                    Swap2Answer::Add(stones) => {
                        // White then black; the opponent now chooses a colour.
                        self.stones.push((stones[0], Field::Own));
                        self.stones.push((stones[1], Field::Opponent));
                        let text: Vec<String> =
                            stones.iter().map(|&p| format_point(p, size)).collect();
                        self.say(&text.join(" ")).map_err(|e| e.to_string())
                    }
                    Swap2Answer::Play => {
                        let p = self.checked_move(&r, &position, Color::White)?;
                        self.stones.push((p, Field::Own));
                        self.say(&format_point(p, size)).map_err(|e| e.to_string())
                    }
                }
            }
            n => Err(format!("SWAP2BOARD with {n} stones (0, 3 or 5 expected)")),
        }
    }

    /// YXBALANCEONE/YXBALANCETWO: the stones (the side to move's first) after which the
    /// side to move scores nearest `bias`; the position is not changed.
    fn balance(&mut self, seq: u64, count: usize, bias: i32) -> Result<(), Refusal> {
        self.started()?;
        let (position, me) = self.position();
        if position.empty_points().count() < count {
            return Err("the board is too full to balance".into());
        }
        let board = self.engine_board(&position, me);
        let flag = self.stops.lock().expect("stop state").begin(seq);
        let limits = self.limits(flag);
        let found = balance(self.engine(), &board, count, bias, &limits);
        self.stops.lock().expect("stop state").current = None;
        let b = found.ok_or("no legal stones to balance with")?;
        let text: Vec<String> = b
            .stones
            .iter()
            .map(|&p| format_point(p, self.size))
            .collect();
        self.say(&format!(
            "MESSAGE balance {} ev {}",
            text.join(" "),
            b.score
        ))
        .and_then(|_| self.say(&text.join(" ")))
        .map_err(|e| e.to_string())
    }

    /// Three opening stones (black, white, black) after which white's prospects look
    /// as even as a short search can tell.
    fn propose_opening(&mut self) -> [Point; 3] {
        let size = self.size;
        let c = Point::centre(size);
        let at = |dc: i32, dr: i32| c.offset(dc, dr, size);
        let mut candidates = Vec::new();
        for second in [at(1, 0), at(1, 1)].into_iter().flatten() {
            for dr in -2..=2 {
                for dc in -2..=2 {
                    if let Some(third) = at(dc, dr) {
                        if third != c && third != second {
                            candidates.push([c, second, third]);
                        }
                    }
                }
            }
        }
        let whole = 2 * candidates.len() as u64 + 1;
        let empties = size as usize * size as usize;
        let per = self.share(self.turn_ms / whole, (1, whole), empties);
        let per = per.turn_ms.unwrap_or(0).max(1);
        let mut best = (i32::MAX, candidates[0]);
        for cand in candidates {
            // Every search takes a little more than its share: on a short clock the
            // candidates looked at so far are all there is time for.
            if self.remaining_ms(empties) < 2 * per + PROPOSAL_SLACK_MS {
                break;
            }
            let mut position = Position::new(size);
            position.put(cand[0], Stone::Black);
            position.put(cand[1], Stone::White);
            position.put(cand[2], Stone::Black);
            let board = self.engine_board(&position, Color::White);
            let limits = Limits {
                time: TimeControl::per_move(per),
                depth: Some(6),
                ..Limits::default()
            };
            let r = self.engine().think(&board, &limits, &mut |_| {});
            if r.score.abs() < best.0 {
                best = (r.score.abs(), cand);
            }
        }
        best.1
    }
}

/// The lines of a BOARD-style block, up to DONE (or the end of input).
fn read_block(rx: &Receiver<(u64, Instant, String)>) -> Vec<String> {
    let mut lines = Vec::new();
    while let Ok((_, _, l)) = rx.recv() {
        let l = l.trim();
        if l.eq_ignore_ascii_case("DONE") {
            break;
        }
        if !l.is_empty() {
            lines.push(l.to_string());
        }
    }
    lines
}
