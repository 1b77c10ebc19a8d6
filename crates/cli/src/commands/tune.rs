//! `pearls tune`: fits the engine's evaluation tables to the results of finished games,
//! and to a search's verdict on their positions where asked, and writes them as a module
//! of the engine's `weights`.

use crate::Failure;
use pearls_engine::fit_order;
use pearls_engine::tune::{self, FitOptions, Layout, Sample};
use pearls_engine::{Board, Engine, Limits, Options, Proof, Rule, Sq};
use pearls_records::{read_file, Fnv1a, Format, GameRecord, GameResult, ReadOptions};
use pearls_rules::{Color, Move};
use std::hash::Hasher;
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
    /// Rule the games were played under (freestyle, standard, renju, caro).
    #[arg(long, default_value = "freestyle")]
    rule: String,
    /// Positions before this many moves are left out (they come from the opening book).
    #[arg(long, default_value_t = 6)]
    skip: usize,
    /// Full passes of the fit over the positions.
    #[arg(long, default_value_t = 400)]
    epochs: usize,
    /// Step size of the fit, in evaluation units.
    #[arg(long, default_value_t = 1.0)]
    rate: f64,
    /// Pull towards the current table (per entry and evaluation unit squared). Renju's
    /// tenth fit played 16 Elo better than the engine before at 1e-8, where the same fit
    /// at 1e-7 played 6 worse: the stronger pull kept the tables from moving far enough
    /// in one fit.
    #[arg(long, default_value_t = 1e-8)]
    l2: f64,
    /// Scales the side to move's surplus over the side waiting's value (the worth of
    /// having the move) in the starting table; 1 keeps it.
    #[arg(long, default_value_t = 1.0)]
    tempo: f64,
    /// Every Nth game is held out of the fit and only measured.
    #[arg(long, default_value_t = 10)]
    holdout: usize,
    /// Searches every position this many nodes and fits to its verdict as well as to the
    /// game's result (see `--share`); 0 fits to the results alone.
    #[arg(long, default_value_t = 0)]
    label_nodes: u64,
    /// The search's share of each target, from 0 to 1, where `--label-nodes` is given.
    /// Renju's tables fitted at 0.55 played 47 Elo better than the same fit at 0.7, and
    /// 0.85 played worse still.
    #[arg(long, default_value_t = 0.55)]
    share: f64,
    /// Positions whose search verdict is a proven result or a score beyond this bound
    /// are left out of the fit, where `--label-nodes` is given.
    #[arg(long, default_value_t = 2500)]
    label_max: i32,
    /// Keeps the search's verdicts in this file: read where it exists (for the same
    /// games, skip and nodes), written otherwise, so that a fit with other settings need
    /// not search again.
    #[arg(long)]
    labels: Option<PathBuf>,
    /// Searches run side by side while labelling (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Where to write the tables (the engine's `src/weights/shared.rs`, or
    /// `src/weights/renju.rs` for renju's table a colour); without it only the losses are
    /// printed.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Fits move ordering's static part (the engine's `params::Ordering`) to the moves
    /// the games played, instead of the evaluation, and prints it for `params.rs`.
    #[arg(long, conflicts_with_all = ["out", "label_nodes", "labels", "tempo"])]
    order: bool,
    /// With `--order`: keeps the bonuses by where a point lies from each side's last stone
    /// as they are.
    #[arg(long, requires = "order")]
    hold_last_stones: bool,
    /// Game records (any format `pearls convert` reads) or folders of them.
    #[arg(required = true, value_name = "GAMES")]
    games: Vec<PathBuf>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let rule = Rule::from_name(&a.rule)
        .ok_or_else(|| Failure::input(format!("unknown rule '{}'", a.rule)))?;
    if !(a.tempo.is_finite() && a.tempo >= 0.0) {
        return Err(Failure::input(format!(
            "--tempo {} is not a scale (a number from 0 up)",
            a.tempo
        )));
    }
    if !(0.0..=1.0).contains(&a.share) {
        return Err(Failure::input(format!(
            "--share {} is not a share (a number from 0 to 1)",
            a.share
        )));
    }
    // Without a node count the verdicts would be neither read nor written, and the fit
    // would quietly learn from the results alone.
    if a.labels.is_some() && a.label_nodes == 0 {
        return Err(Failure::input(
            "--labels needs --label-nodes: the nodes its verdicts were or are to be searched with",
        ));
    }
    let layout = Layout::of(rule);
    let mut files = Vec::new();
    for p in &a.games {
        collect(p, &mut files)?;
    }
    files.sort();
    let mut games = Vec::new();
    for path in &files {
        let (_, doc) = read_file(path, None, &ReadOptions::default())
            .map_err(|e| Failure::input(e.to_string()))?;
        for (i, g) in doc.into_games().into_iter().enumerate() {
            // A game without a result teaches nothing; one set up from stones is not replayed.
            if g.result == GameResult::Unknown || !g.setup.is_empty() {
                continue;
            }
            games.push((format!("{}: game {}", path.display(), i + 1), g));
        }
    }
    if a.order {
        return run_order(&a, rule, &games);
    }
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, games.len().max(1));
    // Verdicts kept from an earlier run stand in for the searches.
    let kept = match &a.labels {
        Some(f) if f.exists() => Some(read_verdicts(f, &games)?),
        _ => None,
    };
    let label_nodes = if kept.is_some() { 0 } else { a.label_nodes };
    let replayed = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let games = &games;
                let (skip, nodes) = (a.skip, label_nodes);
                scope.spawn(move || {
                    let mut labeller = (nodes > 0).then(|| Labeller::new(nodes));
                    games
                        .iter()
                        .enumerate()
                        .skip(t)
                        .step_by(threads)
                        .map(|(i, (name, g))| {
                            replay(g, rule, layout, skip, labeller.as_mut())
                                .map(|s| (i, s))
                                .map_err(|m| Failure::input(format!("{name}: {m}")))
                        })
                        .collect::<Result<Vec<_>, Failure>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a labelling thread panicked"))
            .collect::<Result<Vec<_>, Failure>>()
    })?;
    let mut replayed: Vec<_> = replayed.into_iter().flatten().collect();
    replayed.sort_by_key(|(i, _)| *i);
    if let Some(kept) = kept {
        let file = a.labels.as_deref().expect("read from it");
        let mut verdicts = kept.into_iter();
        for (_, samples) in replayed.iter_mut() {
            for (_, v) in samples.iter_mut() {
                *v = Some(verdicts.next().ok_or_else(|| stale(file))?);
            }
        }
        if verdicts.next().is_some() {
            return Err(stale(file));
        }
    } else if let Some(f) = &a.labels {
        let header = format!("# {} games {:016x}\n", games.len(), fingerprint(&games));
        let text: String = std::iter::once(header)
            .chain(
                replayed
                    .iter()
                    .flat_map(|(_, samples)| samples.iter().filter_map(|(_, v)| *v))
                    .map(|v| v.to_line() + "\n"),
            )
            .collect();
        std::fs::write(f, text)
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", f.display())))?;
    }
    // A table of quiet values should not learn from positions that tactics decide.
    if a.label_nodes > 0 {
        for (_, samples) in replayed.iter_mut() {
            samples.retain(|(_, v)| matches!(v, Some(Verdict::Score(x)) if x.abs() <= a.label_max));
        }
    }
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, samples) in replayed {
        if a.held_out(i) {
            held.extend(samples);
        } else {
            train.extend(samples);
        }
    }
    let games = games.len();
    if train.is_empty() {
        return Err(Failure::input(
            "no positions: the games need a result (black, white or draw)",
        ));
    }
    println!(
        "games: {games}, positions: {} to fit, {} held out",
        train.len(),
        held.len()
    );
    let current = tune::current(rule);
    // The table's entries are whole numbers, so a scale of 1 leaves it as it is.
    let start = tune::with_tempo(&current, layout, a.tempo);
    let (mut train, train_verdicts): (Vec<Sample>, Vec<_>) = train.into_iter().unzip();
    let (mut held, held_verdicts): (Vec<Sample>, Vec<_>) = held.into_iter().unzip();
    let k = tune::best_scale(&train, &start);
    println!("scale: {k:.1}");
    // The search's scores become chances on the scale that fits the results.
    for (s, v) in train
        .iter_mut()
        .zip(train_verdicts)
        .chain(held.iter_mut().zip(held_verdicts))
    {
        if let Some(v) = v {
            s.blend(v.chance(k), a.share);
        }
    }
    let report = |name: &str, w: &[f64]| {
        println!(
            "{name}: loss {:.5}, held out {:.5}",
            tune::loss(&train, w, k),
            tune::loss(&held, w, k)
        );
    };
    report("current table", &current);
    if a.tempo != 1.0 {
        report("with the tempo scaled", &start);
    }
    let w = tune::fit(&train, &start, k, a.fit_options(), &mut print_epoch);
    report("fitted table", &w);
    if let Some(out) = &a.out {
        let mut provenance = pearls_engine::weights::for_rule(rule)
            .provenance
            .to_string();
        if a.tempo != 1.0 {
            provenance.push_str(&format!(
                "\nThe side to move's surplus scaled by {} (`pearls tune --tempo {}`).",
                a.tempo, a.tempo
            ));
        }
        if a.epochs > 0 {
            let labels = if a.label_nodes > 0 {
                format!(
                    " --label-nodes {} --label-max {} --share {}",
                    a.label_nodes, a.label_max, a.share
                )
            } else {
                String::new()
            };
            provenance.push_str(&format!(
                "\nFitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule {} --skip {} --epochs {} --rate {} --l2 {}{labels}` \
                 to {} positions of {games} games.",
                rule.name(),
                a.skip,
                a.epochs,
                a.rate,
                a.l2,
                train.len()
            ));
        }
        std::fs::write(out, tune::source(&w, layout, &provenance))
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))?;
        println!("written to {}", out.display());
    }
    Ok(())
}

impl Args {
    /// Whether the `i`th game is held out of the fit (every `--holdout`th).
    fn held_out(&self, i: usize) -> bool {
        self.holdout > 0 && i % self.holdout == self.holdout - 1
    }

    fn fit_options(&self) -> FitOptions {
        FitOptions {
            epochs: self.epochs,
            rate: self.rate,
            l2: self.l2,
        }
    }
}

fn print_epoch(epoch: usize, loss: f64) {
    eprintln!("epoch {epoch}: loss {loss:.5}");
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) -> Result<(), Failure> {
    if path.is_dir() {
        let entries = std::fs::read_dir(path)
            .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
        for e in entries {
            let e =
                e.map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
            let p = e.path();
            if p.is_dir() || Format::from_path(&p).is_some() {
                collect(&p, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

/// A search's verdict on a position, for its side to move.
#[derive(Debug, Clone, Copy)]
enum Verdict {
    Score(i32),
    Win,
    Loss,
}

impl Verdict {
    /// One line of a `--labels` file.
    fn to_line(self) -> String {
        match self {
            Verdict::Win => "win".to_string(),
            Verdict::Loss => "loss".to_string(),
            Verdict::Score(s) => s.to_string(),
        }
    }

    fn from_line(line: &str) -> Option<Verdict> {
        match line {
            "win" => Some(Verdict::Win),
            "loss" => Some(Verdict::Loss),
            s => s.parse().ok().map(Verdict::Score),
        }
    }

    /// The chance of a win it stands for, a score read on the scale `k`.
    fn chance(self, k: f64) -> f64 {
        match self {
            Verdict::Win => 1.0,
            Verdict::Loss => 0.0,
            Verdict::Score(s) => tune::sigmoid(s as f64 / k),
        }
    }
}

/// A fingerprint of the games' moves in the order they are read, for a `--labels` file's
/// header: verdicts are matched to positions by their order alone, so verdicts kept for
/// other games, or for the same games in another order (files are read in sorted order,
/// not as given), would otherwise be fitted to the wrong positions without a word.
fn fingerprint(games: &[(String, GameRecord)]) -> u64 {
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

/// Reads a `--labels` file. Each header line (`# N games FINGERPRINT`) covers the verdicts
/// after it and the next N games, so that the files of consecutive sets of games can be
/// joined; a file without one (written before headers were) is matched by its count.
fn read_verdicts(f: &Path, games: &[(String, GameRecord)]) -> Result<Vec<Verdict>, Failure> {
    let text = std::fs::read_to_string(f)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", f.display())))?;
    let at =
        |i: usize, what: String| Failure::input(format!("{}: line {}: {what}", f.display(), i + 1));
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
                at(
                    i,
                    format!("'{l}' is not a header ('# N games FINGERPRINT')"),
                )
            })?;
            if headers == 0 && !verdicts.is_empty() {
                return Err(at(i, "a header after verdicts that have none".to_string()));
            }
            let Some(part) = games[covered..].get(..n) else {
                return Err(at(
                    i,
                    format!(
                        "the verdicts after it are for {n} games from game {}, but {} games are read",
                        covered + 1,
                        games.len()
                    ),
                ));
            };
            let here = fingerprint(part);
            if here != fp {
                return Err(at(
                    i,
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
        verdicts.push(
            Verdict::from_line(l)
                .ok_or_else(|| at(i, format!("'{l}' is not a verdict (a score, win or loss)")))?,
        );
    }
    if headers > 0 && covered != games.len() {
        return Err(Failure::input(format!(
            "{}: its headers cover {covered} games, but {} are read",
            f.display(),
            games.len()
        )));
    }
    Ok(verdicts)
}

fn stale(f: &Path) -> Failure {
    Failure::input(format!(
        "{}: the verdicts do not match these games' positions (other games or --skip?); \
         remove the file to search again",
        f.display()
    ))
}

/// Searches positions a fixed number of nodes each, one game's positions sharing a table.
struct Labeller {
    engine: Engine,
    limits: Limits,
}

impl Labeller {
    fn new(nodes: u64) -> Labeller {
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

    fn verdict(&mut self, board: &Board) -> Verdict {
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
fn replay(
    g: &GameRecord,
    rule: Rule,
    layout: Layout,
    skip: usize,
    mut labeller: Option<&mut Labeller>,
) -> Result<Vec<(Sample, Option<Verdict>)>, String> {
    let winner: Option<Color> = g.result.winner();
    if let Some(l) = labeller.as_deref_mut() {
        l.engine.clear();
    }
    let mut out = Vec::new();
    walk(g, rule, |n, board, _| {
        if n >= skip {
            if let Some(s) = tune::sample(board, winner, layout) {
                let verdict = labeller.as_deref_mut().map(|l| l.verdict(board));
                out.push((s, verdict));
            }
        }
    })?;
    Ok(out)
}

/// Plays the game on an engine board, showing `visit` each position, by its move number
/// from 0, with the stone played from it (none for a pass) before it is played.
fn walk(
    g: &GameRecord,
    rule: Rule,
    mut visit: impl FnMut(usize, &mut Board, Option<Sq>),
) -> Result<(), String> {
    if !(5..=26).contains(&g.size) {
        return Err(format!("board size {} is not one the engine plays", g.size));
    }
    let mut board = Board::new(g.size, rule);
    for (n, m) in g.moves.iter().enumerate() {
        match *m {
            Move::Pass => {
                visit(n, &mut board, None);
                board.pass()
            }
            Move::Place(p) => {
                if p.col >= g.size || p.row >= g.size {
                    return Err(format!("move {}: {p} is off the board", n + 1));
                }
                let s = board.sq(p);
                if !board.is_empty(s) {
                    return Err(format!("move {}: {p} is already taken", n + 1));
                }
                visit(n, &mut board, Some(s));
                board.play(s);
            }
        }
    }
    Ok(())
}

/// `--order`: fits the ordering to the played moves and prints it.
fn run_order(a: &Args, rule: Rule, games: &[(String, GameRecord)]) -> Result<(), Failure> {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, (name, g)) in games.iter().enumerate() {
        let choices =
            replay_choices(g, rule, a.skip).map_err(|m| Failure::input(format!("{name}: {m}")))?;
        if a.held_out(i) {
            held.extend(choices);
        } else {
            train.extend(choices);
        }
    }
    println!(
        "games: {}, positions: {} to fit, {} held out",
        games.len(),
        train.len(),
        held.len()
    );
    let start = fit_order::to_vec(pearls_engine::params::ordering(rule));
    let t = fit_order::best_temperature(&train, &start);
    println!("temperature: {t:.1}");
    let report = |name: &str, w: &[f64]| {
        println!(
            "{name}: loss {:.5}, held out {:.5}, played move first {:.4}, held out {:.4}",
            fit_order::loss(&train, w, t),
            fit_order::loss(&held, w, t),
            fit_order::first_share(&train, w),
            fit_order::first_share(&held, w),
        );
    };
    report("current ordering", &start);
    let w = fit_order::fit(
        &train,
        &start,
        t,
        a.fit_options(),
        a.hold_last_stones,
        &mut print_epoch,
    );
    report("fitted ordering", &w);
    println!("ordering: {:?}", fit_order::from_vec(&w));
    Ok(())
}

/// The choices of the game's moves from move `skip` on (see [`fit_order::choice`]).
fn replay_choices(
    g: &GameRecord,
    rule: Rule,
    skip: usize,
) -> Result<Vec<fit_order::Choice>, String> {
    let mut out = Vec::new();
    walk(g, rule, |n, board, played| {
        if let (true, Some(s)) = (n >= skip, played) {
            out.extend(fit_order::choice(board, s));
        }
    })?;
    Ok(out)
}
