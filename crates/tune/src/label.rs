//! Labelling: a search's verdict on each position, to fit to beside the game's result, and
//! the labels file that keeps the verdicts so that a fit with other settings need not
//! search again. Verdicts are matched to positions by their order alone, so the file's
//! headers carry a fingerprint of the games they are for.

use crate::dataset::{self, sample, Game, Sample};
use crate::fit::{sigmoid, Layout};
use pearls_engine::{Board, Engine, Limits, Options, Proof, Rule};
use pearls_records::{Fnv1a, GameRecord};
use pearls_rules::{Color, Move};
use std::hash::Hasher;
use std::path::Path;

/// A search's verdict on a position, for its side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Score(i32),
    Win,
    Loss,
}

impl Verdict {
    /// One line of a labels file.
    pub fn to_line(self) -> String {
        match self {
            Verdict::Win => "win".to_string(),
            Verdict::Loss => "loss".to_string(),
            Verdict::Score(s) => s.to_string(),
        }
    }

    pub fn from_line(line: &str) -> Option<Verdict> {
        match line {
            "win" => Some(Verdict::Win),
            "loss" => Some(Verdict::Loss),
            s => s.parse().ok().map(Verdict::Score),
        }
    }

    /// The chance of a win it stands for, a score read on the scale `k`.
    pub fn chance(self, k: f64) -> f64 {
        match self {
            Verdict::Win => 1.0,
            Verdict::Loss => 0.0,
            Verdict::Score(s) => sigmoid(s as f64 / k),
        }
    }

    /// Whether a table of quiet values may learn from it: a score within `bound`, not a
    /// proven result or one that tactics decide.
    pub fn is_quiet(self, bound: i32) -> bool {
        matches!(self, Verdict::Score(x) if x.abs() <= bound)
    }
}

/// A game's samples, each with the search's verdict where one was asked for.
pub type Labelled = Vec<(Sample, Option<Verdict>)>;

/// Searches positions a fixed number of nodes each, one game's positions sharing a table.
pub struct Labeller {
    engine: Engine,
    limits: Limits,
}

impl Labeller {
    pub fn new(nodes: u64) -> Labeller {
        Labeller {
            engine: Engine::new(Options {
                threads: 1,
                hash_mib: 16,
                ..Options::default()
            }),
            limits: Limits {
                nodes: Some(nodes),
                ..Limits::default()
            },
        }
    }

    /// Empties the table, as before each game.
    pub fn clear(&mut self) {
        self.engine.clear();
    }

    pub fn verdict(&mut self, board: &Board) -> Verdict {
        let r = self.engine.think(board, &self.limits, &mut |_| {});
        match r.proof {
            Proof::Win => Verdict::Win,
            Proof::Loss => Verdict::Loss,
            Proof::Unknown => Verdict::Score(r.score),
        }
    }
}

/// Plays the game on an engine board, keeping a sample of each position from move `skip`
/// on, with the labeller's verdict where there is one.
pub fn label_game(
    g: &GameRecord,
    rule: Rule,
    layout: Layout,
    skip: usize,
    mut labeller: Option<&mut Labeller>,
) -> Result<Labelled, String> {
    let winner: Option<Color> = g.result.winner();
    if let Some(l) = labeller.as_deref_mut() {
        l.engine.clear();
    }
    let mut out = Vec::new();
    dataset::replay(g, rule, |n, board, _| {
        if n >= skip {
            if let Some(s) = sample(board, winner, layout) {
                let verdict = labeller.as_deref_mut().map(|l| l.verdict(board));
                out.push((s, verdict));
            }
        }
    })?;
    Ok(out)
}

/// [`label_game`] for every game on `threads` threads, searching each position `nodes`
/// nodes (none where 0), in the games' order. `done` hears each game finished.
pub fn label_games(
    games: &[Game],
    rule: Rule,
    layout: Layout,
    skip: usize,
    nodes: u64,
    threads: usize,
    done: &(dyn Fn() + Sync),
) -> Result<Vec<(usize, Labelled)>, String> {
    let threads = threads.clamp(1, games.len().max(1));
    let labelled = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut labeller = (nodes > 0).then(|| Labeller::new(nodes));
                    games
                        .iter()
                        .enumerate()
                        .skip(t)
                        .step_by(threads)
                        .map(|(i, (name, g))| {
                            let out = label_game(g, rule, layout, skip, labeller.as_mut())
                                .map(|s| (i, s))
                                .map_err(|m| format!("{name}: {m}"));
                            done();
                            out
                        })
                        .collect::<Result<Vec<_>, String>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a labelling thread panicked"))
            .collect::<Result<Vec<_>, String>>()
    })?;
    let mut labelled: Vec<_> = labelled.into_iter().flatten().collect();
    labelled.sort_by_key(|(i, _)| *i);
    Ok(labelled)
}

/// A fingerprint of the games' moves in the order they are read, for a labels file's
/// header: verdicts are matched to positions by their order alone, so verdicts kept for
/// other games, or for the same games in another order (files are read in sorted order,
/// not as given), would otherwise be fitted to the wrong positions without a word.
pub fn fingerprint(games: &[Game]) -> u64 {
    let mut h = Fnv1a::default();
    for (_, g) in games {
        for m in &g.moves {
            match *m {
                Move::Pass => h.write(&[0xff]),
                Move::Place(p) => h.write(&[p.col, p.row]),
            }
        }
        h.write(&[0xfe]);
    }
    h.finish()
}

/// The labels file for the games' verdicts: a header, then a verdict a line.
pub fn labels_text(games: &[Game], labelled: &[(usize, Labelled)]) -> String {
    let header = format!("# {} games {:016x}\n", games.len(), fingerprint(games));
    std::iter::once(header)
        .chain(
            labelled
                .iter()
                .flat_map(|(_, samples)| samples.iter().filter_map(|(_, v)| *v))
                .map(|v| v.to_line() + "\n"),
        )
        .collect()
}

/// Gives each sample its verdict from a labels file `file`, in order.
pub fn attach(
    labelled: &mut [(usize, Labelled)],
    kept: Vec<Verdict>,
    file: &Path,
) -> Result<(), String> {
    let mut verdicts = kept.into_iter();
    for (_, samples) in labelled.iter_mut() {
        for (_, v) in samples.iter_mut() {
            *v = Some(verdicts.next().ok_or_else(|| stale(file))?);
        }
    }
    if verdicts.next().is_some() {
        return Err(stale(file));
    }
    Ok(())
}

fn stale(f: &Path) -> String {
    format!(
        "{}: the verdicts do not match these games' positions (other games or --skip?); \
         remove the file to search again",
        f.display()
    )
}

/// Reads a labels file. Each header line (`# N games FINGERPRINT`) covers the verdicts
/// after it and the next N games, so that the files of consecutive sets of games can be
/// joined; a file without one (written before headers were) is matched by its count.
pub fn read_verdicts(f: &Path, games: &[Game]) -> Result<Vec<Verdict>, String> {
    let text =
        std::fs::read_to_string(f).map_err(|e| format!("cannot read {}: {e}", f.display()))?;
    parse_verdicts(&text, games).map_err(|(i, what)| match i {
        Some(i) => format!("{}: line {}: {what}", f.display(), i + 1),
        None => format!("{}: {what}", f.display()),
    })
}

/// The verdicts of a labels file's text, or the line (from 0) and what is wrong with it.
fn parse_verdicts(text: &str, games: &[Game]) -> Result<Vec<Verdict>, (Option<usize>, String)> {
    let mut verdicts = Vec::new();
    let (mut covered, mut headers) = (0usize, 0usize);
    for (i, l) in text.lines().enumerate() {
        let l = l.trim();
        if let Some(h) = l.strip_prefix('#') {
            let parsed = match h.split_whitespace().collect::<Vec<_>>()[..] {
                [n, "games", fp] => n
                    .parse::<usize>()
                    .ok()
                    .zip(u64::from_str_radix(fp, 16).ok()),
                _ => None,
            };
            let (n, fp) = parsed.ok_or_else(|| {
                (
                    Some(i),
                    format!("'{l}' is not a header ('# N games FINGERPRINT')"),
                )
            })?;
            if headers == 0 && !verdicts.is_empty() {
                return Err((
                    Some(i),
                    "a header after verdicts that have none".to_string(),
                ));
            }
            let Some(part) = games[covered..].get(..n) else {
                return Err((
                    Some(i),
                    format!(
                        "the verdicts after it are for {n} games from game {}, but {} games are read",
                        covered + 1,
                        games.len()
                    ),
                ));
            };
            let here = fingerprint(part);
            if here != fp {
                return Err((
                    Some(i),
                    format!(
                        "the verdicts after it are for other games than games {} to {} read here \
                         (fingerprint {fp:016x}, these {here:016x}): other files, or the same in \
                         another order (they are read in sorted order); remove the file to search again",
                        covered + 1,
                        covered + n
                    ),
                ));
            }
            covered += n;
            headers += 1;
            continue;
        }
        verdicts.push(Verdict::from_line(l).ok_or_else(|| {
            (
                Some(i),
                format!("'{l}' is not a verdict (a score, win or loss)"),
            )
        })?);
    }
    if headers > 0 && covered != games.len() {
        return Err((
            None,
            format!(
                "its headers cover {covered} games, but {} are read",
                games.len()
            ),
        ));
    }
    Ok(verdicts)
}
