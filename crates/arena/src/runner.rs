//! A match: the schedule of game pairs, the workers that play them, the results log, the
//! game records, the statistics and the summary.
//!
//! Game `g` belongs to pair `g / 2`; pair `k` puts the engines of pairing `k mod P` (every
//! two engines meet, in order) on opening `k / P` of the book, shuffled by the seed, under
//! a symmetry drawn from the seed; the first game gives the first engine black, the second
//! gives it white. The schedule depends on the seed alone, so `--resume` replays it and
//! plays only the games missing from the results log.

use crate::book::Opening;
use crate::game::{self, GameOutcome, GameSettings, Player};
use crate::spec::EngineSpec;
use crate::stats::{elo_estimate, GameScore, Pentanomial, Sprt, Verdict, Wdl};
use pearls_records::{Document, Format, GameRecord, GameResult, WriteOptions};
use pearls_rules::random::Rng;
use pearls_rules::{Color, Move, Notation, Point};
use serde_json::{json, Value};
use std::collections::{BTreeMap, VecDeque};
use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};

pub const LOG: &str = "results.jsonl";
pub const SUMMARY: &str = "summary.json";
pub const GAMES_DIR: &str = "games";

#[derive(Debug, Clone)]
pub struct MatchConfig {
    pub engines: Vec<EngineSpec>,
    pub settings: GameSettings,
    /// The book's name (a shipped book's rule name, or the file).
    pub book_name: String,
    pub book: Vec<Opening>,
    /// Games to play at most (rounded up to whole pairs).
    pub games: u64,
    pub concurrency: usize,
    pub sprt: Option<Sprt>,
    pub seed: u64,
    pub out: PathBuf,
    /// Continue the match saved in `out`.
    pub resume: bool,
}

/// One finished game as the log keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct LoggedGame {
    pub game: u64,
    pub black: usize,
    pub white: usize,
    /// `black`, `white` or `draw`.
    pub result: String,
    pub reason: String,
}

impl LoggedGame {
    /// The engine that lost on time, if the game ended so.
    fn lost_on_time(&self) -> Option<usize> {
        (self.reason == "time").then(|| {
            if self.winner() == Some(self.black) {
                self.white
            } else {
                self.black
            }
        })
    }

    fn winner(&self) -> Option<usize> {
        match self.result.as_str() {
            "black" => Some(self.black),
            "white" => Some(self.white),
            _ => None,
        }
    }

    /// The score of engine `e` (which played it).
    fn score_of(&self, e: usize) -> GameScore {
        match self.winner() {
            Some(w) if w == e => GameScore::Win,
            Some(_) => GameScore::Loss,
            None => GameScore::Draw,
        }
    }
}

/// The two engines of each pairing, in order: (0,1), (0,2), …, (1,2), …
pub fn pairings(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect()
}

/// What game `g` is: black's and white's engine, the opening (transformed) and its
/// symmetry index.
pub fn scheduled(cfg: &MatchConfig, g: u64) -> (usize, usize, Opening, usize) {
    let pairs = pairings(cfg.engines.len());
    let k = g / 2;
    let (a, b) = pairs[(k % pairs.len() as u64) as usize];
    let round = k / pairs.len() as u64;
    let mut order: Vec<usize> = (0..cfg.book.len()).collect();
    let mut rng = Rng::new(cfg.seed);
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let opening = if order.is_empty() {
        Opening(Vec::new())
    } else {
        cfg.book[order[(round % order.len() as u64) as usize]].clone()
    };
    let mut sym_rng = Rng::new(cfg.seed ^ round.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5EED);
    let symmetry = sym_rng.below(8);
    let (black, white) = if g.is_multiple_of(2) { (a, b) } else { (b, a) };
    (black, white, opening.transformed(symmetry), symmetry)
}

/// The statistics of one pairing, from its first engine's side.
#[derive(Debug, Clone, Default)]
pub struct PairStats {
    pub wdl: Wdl,
    pub penta: Pentanomial,
}

/// Results so far.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    pub games: BTreeMap<u64, LoggedGame>,
    pub reasons: BTreeMap<String, u64>,
}

impl Tally {
    pub fn add(&mut self, g: LoggedGame) {
        *self.reasons.entry(g.reason.clone()).or_default() += 1;
        self.games.insert(g.game, g);
    }

    /// W/D/L and the pentanomial of each pairing, from its first engine's side. Only
    /// pairs with both games finished count in the pentanomial.
    pub fn pair_stats(&self, engines: usize) -> Vec<PairStats> {
        let pairs = pairings(engines);
        let mut out = vec![PairStats::default(); pairs.len()];
        for g in self.games.values() {
            let k = g.game / 2;
            let pi = (k % pairs.len() as u64) as usize;
            let first = pairs[pi].0;
            out[pi].wdl.add(g.score_of(first));
            if g.game % 2 == 0 {
                if let Some(h) = self.games.get(&(g.game + 1)) {
                    out[pi].penta.add(g.score_of(first), h.score_of(first));
                }
            }
        }
        out
    }
}

/// Where the match stands, for a progress line.
#[derive(Debug, Clone)]
pub struct Progress {
    pub played: u64,
    pub planned: u64,
    pub wdl: Wdl,
    pub penta: Pentanomial,
    pub llr: Option<f64>,
    pub line: String,
}

fn progress(cfg: &MatchConfig, tally: &Tally) -> Progress {
    let stats = tally.pair_stats(cfg.engines.len());
    let s = &stats[0];
    let mut line = format!(
        "games {}/{}  {} vs {}: {:.1}/{} (+{} ={} -{})",
        tally.games.len(),
        cfg.games,
        cfg.engines[0].name,
        cfg.engines[1].name,
        s.wdl.points(),
        s.wdl.games(),
        s.wdl.wins,
        s.wdl.draws,
        s.wdl.losses
    );
    match elo_estimate(&s.penta) {
        Some(e) => line.push_str(&format!("  Elo {e}")),
        None => line.push_str("  Elo -"),
    }
    let llr = cfg.sprt.map(|sp| sp.llr(&s.penta));
    if let (Some(sp), Some(l)) = (cfg.sprt, llr) {
        let (lo, hi) = sp.bounds();
        line.push_str(&format!("  LLR {l:.2} ({lo:.2}, {hi:.2})"));
    }
    Progress {
        played: tally.games.len() as u64,
        planned: cfg.games,
        wdl: s.wdl,
        penta: s.penta,
        llr,
        line,
    }
}

fn header(cfg: &MatchConfig) -> Value {
    json!({
        "type": "match",
        "engines": cfg.engines.iter().map(|e| e.name.clone()).collect::<Vec<_>>(),
        "rule": cfg.settings.variant.rules.name,
        "size": cfg.settings.variant.size,
        "book": cfg.book_name,
        "seed": cfg.seed,
    })
}

/// Reads the log of an earlier run: its header and its games (a torn last line, from an
/// interrupted write, is skipped).
fn read_log(path: &Path) -> Result<(Value, Vec<LoggedGame>), String> {
    let f = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut head = Value::Null;
    let mut games = Vec::new();
    for line in BufReader::new(f).lines() {
        let line = line.map_err(|e| format!("{}: {e}", path.display()))?;
        let Ok(v) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        match v["type"].as_str() {
            Some("match") => head = v,
            Some("game") => {
                let (Some(game), Some(black), Some(white), Some(result), Some(reason)) = (
                    v["game"].as_u64(),
                    v["black_engine"].as_u64(),
                    v["white_engine"].as_u64(),
                    v["result"].as_str(),
                    v["reason"].as_str(),
                ) else {
                    continue;
                };
                games.push(LoggedGame {
                    game,
                    black: black as usize,
                    white: white as usize,
                    result: result.to_string(),
                    reason: reason.to_string(),
                });
            }
            _ => {}
        }
    }
    Ok((head, games))
}

/// The verdict of the SPRT (or `None` without one) for the first pairing.
fn verdict(cfg: &MatchConfig, tally: &Tally) -> Option<Verdict> {
    let sp = cfg.sprt?;
    Some(sp.verdict(&tally.pair_stats(cfg.engines.len())[0].penta))
}

/// A game's record for PSQ and SGF.
fn record(cfg: &MatchConfig, g: u64, black: usize, white: usize, o: &GameOutcome) -> GameRecord {
    let size = cfg.settings.variant.size;
    let mut r = GameRecord::with_moves(size, o.moves.iter().map(|&p| Move::Place(p)).collect());
    r.black = Some(cfg.engines[black].name.clone());
    r.white = Some(cfg.engines[white].name.clone());
    r.event = Some("pearls match".to_string());
    r.round = Some((g + 1).to_string());
    r.rule = Some(cfg.settings.variant.rules.name.to_string());
    r.result = match o.winner {
        Some(Color::Black) => GameResult::BlackWins,
        Some(Color::White) => GameResult::WhiteWins,
        None => GameResult::Draw,
    };
    r.comment = Some(format!("{}: {}", o.reason, o.detail));
    r.times_ms = o.times_ms.clone();
    r
}

fn write_records(cfg: &MatchConfig, g: u64, rec: &GameRecord) -> Result<(), String> {
    let dir = cfg.out.join(GAMES_DIR);
    let doc = Document::Games(vec![rec.clone()]);
    for format in [Format::Psq, Format::Sgf] {
        let bytes = pearls_records::write(format, &doc, &WriteOptions::default())
            .map_err(|e| format!("game {}: {e}", g + 1))?;
        let path = dir.join(format!("{:05}.{}", g + 1, format.extension()));
        fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

/// Runs (or resumes) a match; `on_progress` hears after every game. Returns the summary,
/// also written to `out/summary.json`.
pub fn run(cfg: &MatchConfig, on_progress: &mut dyn FnMut(&Progress)) -> Result<Value, String> {
    if cfg.engines.len() < 2 {
        return Err("a match needs two engines or more".into());
    }
    if cfg.sprt.is_some() && cfg.engines.len() != 2 {
        return Err("an SPRT compares exactly two engines".into());
    }
    if cfg.book.is_empty() {
        return Err("the opening book is empty".into());
    }
    let mut cfg = cfg.clone();
    cfg.games = cfg.games.div_ceil(2) * 2;
    fs::create_dir_all(cfg.out.join(GAMES_DIR))
        .map_err(|e| format!("{}: {e}", cfg.out.display()))?;
    let log_path = cfg.out.join(LOG);
    let mut tally = Tally::default();
    let head = header(&cfg);
    if log_path.exists() {
        if !cfg.resume {
            return Err(format!(
                "{} already holds a match: add --resume to continue it, or choose another --out",
                cfg.out.display()
            ));
        }
        let (old, games) = read_log(&log_path)?;
        for key in ["engines", "rule", "size", "book", "seed"] {
            if old[key] != head[key] {
                return Err(format!(
                    "cannot resume: the saved match has {key} {}, this one {}",
                    old[key], head[key]
                ));
            }
        }
        for g in games {
            if g.game < cfg.games {
                tally.add(g);
            }
        }
    }
    let mut log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log_path)
        .map_err(|e| format!("{}: {e}", log_path.display()))?;
    let old = fs::read(&log_path).map_err(|e| format!("{}: {e}", log_path.display()))?;
    if old.is_empty() {
        writeln!(log, "{head}").map_err(|e| e.to_string())?;
    } else if old.last() != Some(&b'\n') {
        // End the line an interruption tore, so the next result starts a line of its own.
        writeln!(log).map_err(|e| e.to_string())?;
    }
    on_progress(&progress(&cfg, &tally));

    let stop = Arc::new(AtomicBool::new(matches!(
        verdict(&cfg, &tally),
        Some(Verdict::H0 | Verdict::H1)
    )));
    let queue: VecDeque<u64> = (0..cfg.games)
        .filter(|g| !tally.games.contains_key(g))
        .collect();
    let workers = cfg.concurrency.max(1).min(queue.len().max(1));
    let queue = Arc::new(Mutex::new(queue));
    let (tx, rx) = mpsc::channel::<(u64, usize, usize, Opening, usize, GameOutcome)>();
    let mut handles = Vec::new();
    if !stop.load(Ordering::Relaxed) {
        for _ in 0..workers {
            let (cfg, queue, stop, tx) = (cfg.clone(), queue.clone(), stop.clone(), tx.clone());
            handles.push(std::thread::spawn(move || {
                let mut players: Vec<Option<Player>> = cfg.engines.iter().map(|_| None).collect();
                loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let Some(g) = queue.lock().expect("queue").pop_front() else {
                        break;
                    };
                    let (b, w, opening, sym) = scheduled(&cfg, g);
                    let points: Vec<Point> = opening
                        .points(cfg.settings.variant.size)
                        .expect("the book was checked");
                    for e in [b, w] {
                        if players[e].is_none() {
                            players[e] = Some(Player::new(cfg.engines[e].clone()));
                        }
                    }
                    let (pb, pw) = two_mut(&mut players, b, w);
                    let (pb, pw) = (pb.as_mut().expect("made"), pw.as_mut().expect("made"));
                    let Some(outcome) = game::play(&cfg.settings, &points, pb, pw, &stop) else {
                        break;
                    };
                    if tx.send((g, b, w, opening, sym, outcome)).is_err() {
                        break;
                    }
                }
            }));
        }
    }
    drop(tx);
    let notation = Notation::new(cfg.settings.variant.size);
    let mut failure = None;
    for (g, b, w, opening, sym, outcome) in rx {
        // A game a worker finished after the verdict (one that ended at once, while the
        // verdict was being reached) is left out, as the games the stop cut short are:
        // the match is the games up to its verdict.
        if stop.load(Ordering::Relaxed) {
            continue;
        }
        let result = match outcome.winner {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "draw",
        };
        let rec = record(&cfg, g, b, w, &outcome);
        if let Err(e) = write_records(&cfg, g, &rec) {
            failure.get_or_insert(e);
        }
        let line = json!({
            "type": "game",
            "game": g,
            "pair": g / 2,
            "black": cfg.engines[b].name,
            "white": cfg.engines[w].name,
            "black_engine": b,
            "white_engine": w,
            "opening": opening.to_string(),
            "symmetry": sym,
            "result": result,
            "reason": outcome.reason,
            "detail": outcome.detail,
            "plies": outcome.moves.len(),
            "moves": outcome.moves.iter().map(|&p| notation.format(p)).collect::<Vec<_>>().join(" "),
        });
        if let Err(e) = writeln!(log, "{line}").and_then(|()| log.flush()) {
            failure.get_or_insert(format!("{}: {e}", log_path.display()));
        }
        tally.add(LoggedGame {
            game: g,
            black: b,
            white: w,
            result: result.to_string(),
            reason: outcome.reason.clone(),
        });
        on_progress(&progress(&cfg, &tally));
        if matches!(verdict(&cfg, &tally), Some(Verdict::H0 | Verdict::H1)) || failure.is_some() {
            stop.store(true, Ordering::Relaxed);
        }
    }
    for h in handles {
        let _ = h.join();
    }
    if let Some(e) = failure {
        return Err(e);
    }
    let summary = summary(&cfg, &tally);
    let path = cfg.out.join(SUMMARY);
    let text = serde_json::to_string_pretty(&summary).expect("JSON") + "\n";
    fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(summary)
}

/// Two distinct elements of a slice, mutably.
fn two_mut<T>(v: &mut [T], a: usize, b: usize) -> (&mut T, &mut T) {
    assert_ne!(a, b);
    if a < b {
        let (x, y) = v.split_at_mut(b);
        (&mut x[a], &mut y[0])
    } else {
        let (x, y) = v.split_at_mut(a);
        (&mut y[0], &mut x[b])
    }
}

fn elo_json(p: &Pentanomial) -> Value {
    match elo_estimate(p) {
        Some(e) => json!({
            "elo": e.elo,
            "lower": e.lower,
            "upper": e.upper,
            "plus_minus": e.plus_minus(),
        }),
        None => Value::Null,
    }
}

/// The summary of a match as JSON.
pub fn summary(cfg: &MatchConfig, tally: &Tally) -> Value {
    let stats = tally.pair_stats(cfg.engines.len());
    let s = &stats[0];
    let verdict = verdict(cfg, tally);
    let result = match verdict {
        Some(Verdict::H1) => "H1 accepted".to_string(),
        Some(Verdict::H0) => "H0 accepted".to_string(),
        _ if (tally.games.len() as u64) < cfg.games => "incomplete".to_string(),
        _ => "completed".to_string(),
    };
    let engines: Vec<Value> = cfg
        .engines
        .iter()
        .enumerate()
        .map(|(i, e)| {
            json!({
                "name": e.name,
                "time_losses": tally
                    .games
                    .values()
                    .filter(|g| g.lost_on_time() == Some(i))
                    .count(),
                "command": e.command_line(),
                "threads": e.threads,
                "hash_mib": e.hash_mib,
                "memory_mib": e.memory_mib,
                "info": e.info.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
            })
        })
        .collect();
    let pairs: Vec<Value> = pairings(cfg.engines.len())
        .into_iter()
        .zip(&stats)
        .map(|((a, b), st)| {
            json!({
                "engines": [cfg.engines[a].name, cfg.engines[b].name],
                "wins": st.wdl.wins,
                "draws": st.wdl.draws,
                "losses": st.wdl.losses,
                "pentanomial": st.penta.0,
                "elo": elo_json(&st.penta),
            })
        })
        .collect();
    let s_set = &cfg.settings;
    let mut out = json!({
        "engines": engines,
        "settings": {
            "rule": s_set.variant.rules.name,
            "size": s_set.variant.size,
            "time_control": s_set.time.to_json(),
            "time_margin_ms": s_set.margin_ms,
            "move_timeout_ms": s_set.move_timeout_ms,
            "draw_empty": s_set.draw_empty,
            "book": cfg.book_name,
            "book_openings": cfg.book.len(),
            "games": cfg.games,
            "concurrency": cfg.concurrency,
            "seed": cfg.seed,
        },
        "games": tally.games.len(),
        "wins": s.wdl.wins,
        "draws": s.wdl.draws,
        "losses": s.wdl.losses,
        "score": if s.wdl.games() > 0 { s.wdl.points() / s.wdl.games() as f64 } else { 0.5 },
        "pentanomial": s.penta.0,
        "elo": elo_json(&s.penta),
        "terminations": tally.reasons,
        "result": result,
    });
    if let Some(sp) = cfg.sprt {
        let (lo, hi) = sp.bounds();
        out["sprt"] = json!({
            "elo0": sp.elo0,
            "elo1": sp.elo1,
            "alpha": sp.alpha,
            "beta": sp.beta,
            "model": sp.model.name(),
            "llr": sp.llr(&s.penta),
            "lower_bound": lo,
            "upper_bound": hi,
            "verdict": verdict.map(|v| v.name()),
        });
    }
    if cfg.engines.len() > 2 {
        out["pairs"] = Value::Array(pairs);
        let mut table: Vec<Wdl> = vec![Wdl::default(); cfg.engines.len()];
        for g in tally.games.values() {
            table[g.black].add(g.score_of(g.black));
            table[g.white].add(g.score_of(g.white));
        }
        out["standings"] = Value::Array(
            cfg.engines
                .iter()
                .zip(&table)
                .map(|(e, w)| {
                    json!({"name": e.name, "games": w.games(), "points": w.points(),
                           "wins": w.wins, "draws": w.draws, "losses": w.losses})
                })
                .collect(),
        );
    }
    out
}

/// The games of a log file (for tools and tests).
pub fn logged_games(out: &Path) -> Result<Vec<LoggedGame>, String> {
    Ok(read_log(&out.join(LOG))?.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book;
    use crate::game::TimeControl;
    use pearls_rules::{RuleSet, Variant};
    use std::collections::BTreeSet;

    fn config(engines: usize) -> MatchConfig {
        let variant = Variant::new(RuleSet::renju());
        MatchConfig {
            engines: (0..engines)
                .map(|i| EngineSpec::parse(&format!("name=e{i} cmd=true")).unwrap())
                .collect(),
            settings: GameSettings {
                variant,
                time: TimeControl::PerMove { ms: 100 },
                margin_ms: 50,
                move_timeout_ms: 1000,
                start_timeout_ms: 1000,
                draw_empty: 25,
            },
            book_name: "renju".into(),
            book: book::load(book::shipped("renju").unwrap(), variant).unwrap(),
            games: 100,
            concurrency: 1,
            sprt: None,
            seed: 7,
            out: PathBuf::from("unused"),
            resume: false,
        }
    }

    #[test]
    fn pairs_share_an_opening_with_colours_swapped() {
        let cfg = config(2);
        let mut seen = BTreeSet::new();
        for k in 0..26 {
            let (b0, w0, o0, s0) = scheduled(&cfg, 2 * k);
            let (b1, w1, o1, s1) = scheduled(&cfg, 2 * k + 1);
            assert_eq!((b0, w0, b1, w1), (0, 1, 1, 0));
            assert_eq!((o0.clone(), s0), (o1, s1));
            // Undo the symmetry to find the book's opening.
            let base = (0..8)
                .map(|s| o0.transformed(s))
                .find(|o| cfg.book.contains(o))
                .expect("a book opening");
            seen.insert(base);
        }
        // The first 26 pairs cover the whole book once.
        assert_eq!(seen.len(), 26);
        // The schedule depends on the seed only.
        assert_eq!(scheduled(&cfg, 9), scheduled(&config(2), 9));
        let mut other = config(2);
        other.seed = 8;
        assert!((0..20).any(|g| scheduled(&cfg, g) != scheduled(&other, g)));
    }

    #[test]
    fn three_engines_meet_in_turn() {
        let cfg = config(3);
        let engines: Vec<(usize, usize)> = (0..6)
            .map(|k| {
                let (b, w, ..) = scheduled(&cfg, 2 * k);
                (b, w)
            })
            .collect();
        assert_eq!(engines, [(0, 1), (0, 2), (1, 2), (0, 1), (0, 2), (1, 2)]);
    }

    #[test]
    fn tally_counts_pairs_from_the_first_engines_side() {
        let g = |game, black, white, result: &str| LoggedGame {
            game,
            black,
            white,
            result: result.into(),
            reason: "five".into(),
        };
        let mut t = Tally::default();
        t.add(g(0, 0, 1, "black")); // engine 0 wins
        t.add(g(1, 1, 0, "black")); // engine 0 loses
        t.add(g(2, 0, 1, "draw"));
        t.add(g(3, 1, 0, "white")); // engine 0 wins
        t.add(g(4, 0, 1, "white")); // engine 0 loses; its pair is unfinished
        let s = &t.pair_stats(2)[0];
        assert_eq!((s.wdl.wins, s.wdl.draws, s.wdl.losses), (2, 1, 2));
        assert_eq!(s.penta, Pentanomial([0, 0, 1, 1, 0]));
        assert_eq!(t.reasons["five"], 5);
    }

    #[test]
    fn two_mut_gives_both() {
        let mut v = [1, 2, 3];
        let (a, b) = two_mut(&mut v, 2, 0);
        std::mem::swap(a, b);
        assert_eq!(v, [3, 2, 1]);
    }
}
