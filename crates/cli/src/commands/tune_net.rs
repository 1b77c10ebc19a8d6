//! `pearls tune selfplay`, `pearls tune pack`, `pearls tune train` and `pearls tune
//! policy`: the learned evaluation's training data, made by self-play at fixed nodes or
//! packed from finished games, and stored packed, the network trained on it, and its
//! policy fitted to games' moves (the work itself is `pearls-tune`'s `selfplay`, `pack`,
//! `packed`, `train` and `policy`).

use crate::progress;
use crate::Failure;
use pearls_engine::Rule;
use pearls_tune::packed::Writer;
use pearls_tune::selfplay::{self, Rejection, SelfPlayOptions};
use std::path::PathBuf;

#[derive(clap::Subcommand)]
pub enum NetCommand {
    /// Play the engine against itself at fixed nodes and keep its quiet positions, with the
    /// search's score and the game's result, as packed training data.
    Selfplay(SelfplayArgs),
    /// Pack finished games (SGF or any record file) of one rule as training positions,
    /// each with its game's result and, with `--nodes`, a short search's score.
    Pack(PackArgs),
    /// Train the network on packed positions and write it, with the tables of its rules,
    /// as a weights file for `pearls engine --evalfile`, and its check values beside it.
    Train(TrainArgs),
    /// Fit a network's policy (an addition to move ordering that reads the whole board
    /// through the network) to the moves of finished games, and write the weights file
    /// with it.
    Policy(PolicyArgs),
}

#[derive(clap::Args)]
pub struct PolicyArgs {
    /// Game records (any format `pearls convert` reads, such as `pearls tune selfplay
    /// --records`) or folders of them, all of one rule.
    #[arg(required = true, value_name = "GAMES")]
    games: Vec<PathBuf>,
    /// Rule the games were played under (freestyle, standard, renju).
    #[arg(long, default_value = "freestyle")]
    rule: String,
    /// The weights file whose network the policy is for (default: the shipped one of the
    /// rule, on 15×15).
    #[arg(long)]
    evalfile: Option<PathBuf>,
    /// Positions before this many moves are left out (they come from the opening book).
    #[arg(long, default_value_t = 6)]
    skip: usize,
    /// Full passes of the fit over the positions.
    #[arg(long, default_value_t = 6)]
    epochs: usize,
    /// Positions a step of Adam.
    #[arg(long, default_value_t = 1024)]
    batch: usize,
    /// Adam's step size at the start, in logits.
    #[arg(long, default_value_t = 0.01)]
    rate: f32,
    /// The step size at the end, reached along half a cosine.
    #[arg(long, default_value_t = 0.001)]
    final_rate: f32,
    /// Pull of every number towards zero (per number squared).
    #[arg(long, default_value_t = 1e-6)]
    l2: f64,
    /// Seed of the order of the positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How much the policy counts in the search's ordering, where the killers, the
    /// counter move and the history add to the static score too: 1 gives it the weight
    /// the fit found beside the static score alone.
    #[arg(long, default_value_t = 1.0)]
    weight: f64,
    /// Every Nth game is held out of the fit and only measured.
    #[arg(long, default_value_t = 10)]
    holdout: usize,
    /// The weights file to write: the network's file with the policy in it. Without it,
    /// only the losses are printed.
    #[arg(long)]
    out: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct TrainArgs {
    /// Packed position files (`pearls tune selfplay --out`), all of one rule family.
    #[arg(required = true, value_name = "DATA")]
    data: Vec<PathBuf>,
    /// Full passes over the positions.
    #[arg(long, default_value_t = 20)]
    epochs: usize,
    /// Positions a step of Adam.
    #[arg(long, default_value_t = 256)]
    batch: usize,
    /// Adam's step size at the start.
    #[arg(long, default_value_t = 0.002)]
    rate: f32,
    /// The step size at the end, reached along half a cosine (by default the same as
    /// `--rate`: a constant step).
    #[arg(long)]
    final_rate: Option<f32>,
    /// The search score's share of each target, from 0 to 1; the game's result has the
    /// rest.
    #[arg(long, default_value_t = 0.7)]
    lambda: f32,
    /// Evaluation units of an output of 1.0; by default the scale on which the data's
    /// search scores best predict its results.
    #[arg(long)]
    scale: Option<f32>,
    /// Seed of the starting numbers and the order of the positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Decoupled weight decay: each step moves every weight it touches toward zero by this
    /// share of the step size (0: none), against learning a small data set by heart.
    #[arg(long, default_value_t = 0.0)]
    weight_decay: f32,
    /// Every Nth block of 64 positions is held out of training and only measured.
    #[arg(long, default_value_t = 10)]
    holdout: usize,
    /// Positions whose quantised evaluation is written to the check file.
    #[arg(long, default_value_t = 64)]
    checks: usize,
    /// Train a network whose output is added to the pattern tables' evaluation (it learns
    /// what they miss, starting from them) rather than one in their place.
    #[arg(long)]
    with_tables: bool,
    /// The network's widths, `ACC,H1,H2`: numbers an accumulator holds (a multiple of 16,
    /// up to 256), then the outputs of the two dense layers (up to 64 each).
    #[arg(long, default_value = "32,16,16", conflicts_with = "init")]
    widths: pearls_engine::nnue::Widths,
    /// Starts from the network of this weights file (the generation before, say) instead
    /// of seeded random numbers, and trains it on with the data: its widths, its kind
    /// (`--with-tables` or not) and, unless `--scale` is given, its scale are the file's.
    /// The file written holds no policy, as no trained file does: fit one to the new
    /// network with `pearls tune policy`.
    #[arg(long, value_name = "WEIGHTS", conflicts_with_all = ["import", "export"])]
    init: Option<PathBuf>,
    /// Threads that share each batch. The same count always trains the same network; a
    /// different count, one a little different (its sums are added in another order).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Writes the positions, split and scaled, for the trainer on a GPU
    /// (`crates/tune/gpu/train.py`) to this file, and trains nothing here.
    #[arg(long, value_name = "SAMPLES", conflicts_with = "import")]
    export: Option<PathBuf>,
    /// Takes the network from this file, as `crates/tune/gpu/train.py` trained it on the
    /// samples `--export` wrote from the same data and flags, instead of training one
    /// here; it is measured and written as `--out` as a network trained here is.
    #[arg(long, value_name = "NETWORK")]
    import: Option<PathBuf>,
    /// The weights file to write; the check values go to the same path with `.check`.
    #[arg(long, required_unless_present = "export")]
    out: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct PackArgs {
    /// Record files (or folders of them) of games with results, all of one rule.
    #[arg(required = true, value_name = "GAMES")]
    games: Vec<PathBuf>,
    /// Rule the games were played under (freestyle, standard, renju, caro).
    #[arg(long, default_value = "freestyle")]
    rule: String,
    /// Nodes of the search that scores each position; 0 scores none, and the trainer fits
    /// those positions to their results alone.
    #[arg(long, default_value_t = 0)]
    nodes: u64,
    /// Positions whose search score lies beyond this bound are left out.
    #[arg(long, default_value_t = 2500)]
    max_score: i32,
    /// Games searched side by side (default: one per core); the file is the same for any.
    #[arg(long)]
    threads: Option<usize>,
    /// The weights file the scoring search evaluates with (as `pearls engine --evalfile`)
    /// instead of the shipped one of the rule.
    #[arg(long)]
    evalfile: Option<PathBuf>,
    /// The packed file to write.
    #[arg(long)]
    out: PathBuf,
}

#[derive(clap::Args)]
pub struct SelfplayArgs {
    /// Rule to play (any the engine plays: freestyle, standard, renju, caro, pente,
    /// keryo-pente, ninuki-renju, anti-renju, anti-pente).
    #[arg(long, default_value = "freestyle")]
    rule: String,
    /// Board size (default: the rule's own, 19 in pente and its kin).
    #[arg(long)]
    size: Option<u8>,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Game i opens from the seed SEED + i: the same command gives the same file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Nodes a move.
    #[arg(long, default_value_t = 12000)]
    nodes: u64,
    /// Positions whose search score lies beyond this bound are left out.
    #[arg(long, default_value_t = 2500)]
    max_score: i32,
    /// Games end as draws after this many moves.
    #[arg(long, default_value_t = 200)]
    max_moves: usize,
    /// Games played side by side (default: one per core); the file is the same for any.
    #[arg(long)]
    threads: Option<usize>,
    /// The packed file to write (not in the capture games: a packed position keeps no
    /// captured stones).
    #[arg(long, required_unless_present = "records")]
    out: Option<PathBuf>,
    /// Also writes the games themselves to this SGF file: the capture games' terms are
    /// fitted to games replayed (`pearls tune --captures`), since a packed position keeps
    /// no captured stones.
    #[arg(long)]
    records: Option<PathBuf>,
    /// Opens each game from this book, as `pearls match` does (a shipped book by name or
    /// a file), under a symmetry and with a random stone for each side near its stones,
    /// instead of from random stones near the centre.
    #[arg(long)]
    book: Option<String>,
}

pub fn run(cmd: NetCommand) -> Result<(), Failure> {
    match cmd {
        NetCommand::Selfplay(a) => run_selfplay(a),
        NetCommand::Train(a) => run_train(a),
        NetCommand::Pack(a) => run_pack(a),
        NetCommand::Policy(a) => run_policy(a),
    }
}

fn run_pack(a: PackArgs) -> Result<(), Failure> {
    use pearls_tune::pack::{self, PackOptions};
    let rule = Rule::from_name(&a.rule)
        .ok_or_else(|| Failure::input(format!("unknown rule '{}'", a.rule)))?;
    if rule.is_capture_game() {
        return Err(Failure::input(format!(
            "--rule {}: a packed position keeps no captured stones",
            rule.name()
        )));
    }
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let weights = crate::options::weight_set(a.evalfile.as_deref())?;
    let games = pearls_tune::dataset::read_games(&a.games).map_err(Failure::input)?;
    if games.is_empty() {
        return Err(Failure::input("no finished games in the files given"));
    }
    let o = PackOptions {
        rule,
        nodes: a.nodes,
        max_score: a.max_score,
        threads,
        weights,
    };
    let bar = progress::bar(games.len() as u64, "games");
    let packed = pack::pack(&games, o, &|| bar.inc(1)).map_err(Failure::input)?;
    bar.finish_and_clear();
    let out = &a.out;
    let cannot = |e: std::io::Error| Failure::input(format!("cannot write {}: {e}", out.display()));
    let file = std::fs::File::create(out).map_err(cannot)?;
    let mut w = Writer::new(std::io::BufWriter::new(file)).map_err(cannot)?;
    for p in &packed.positions {
        w.write(p).map_err(cannot)?;
    }
    w.finish().map_err(cannot)?;
    println!(
        "games: {}, positions kept: {}",
        packed.games,
        packed.positions.len()
    );
    for (why, n) in Rejection::ALL.iter().zip(packed.forced) {
        if a.nodes > 0 || matches!(why, Rejection::OwnFour | Rejection::FacingFour) {
            println!("left out, {}: {n}", why.describe());
        }
    }
    if a.nodes == 0 {
        println!(
            "left out, the side to move can make an open four: {}",
            packed.open_four
        );
    }
    println!(
        "left out, seen before (or a mirror image or turn of it): {}",
        packed.repeated
    );
    println!("written to {}", out.display());
    Ok(())
}

fn run_train(a: TrainArgs) -> Result<(), Failure> {
    use pearls_engine::weights::{self, Family};
    use pearls_tune::exchange;
    use pearls_tune::train;
    if !(0.0..=1.0).contains(&a.lambda) {
        return Err(Failure::input(format!(
            "--lambda {} is not a share (a number from 0 to 1)",
            a.lambda
        )));
    }
    if !(a.weight_decay.is_finite() && a.weight_decay >= 0.0) {
        return Err(Failure::input(format!(
            "--weight-decay {} is not a share of the step size (a number from 0 up)",
            a.weight_decay
        )));
    }
    let final_rate = a.final_rate.unwrap_or(a.rate);
    for (flag, r) in [("--rate", a.rate), ("--final-rate", final_rate)] {
        if !(r.is_finite() && r > 0.0) {
            return Err(Failure::input(format!(
                "{flag} {r} is not a step size above 0"
            )));
        }
    }
    let mut positions = Vec::new();
    for f in &a.data {
        positions.extend(pearls_tune::packed::read_file(f).map_err(Failure::input)?);
    }
    let Some(first) = positions.first() else {
        return Err(Failure::input("no positions in the data files"));
    };
    let family = Family::of(first.rule);
    if let Some(p) = positions.iter().find(|p| Family::of(p.rule) != family) {
        return Err(Failure::input(format!(
            "the data mixes rule families: {} and {}",
            first.rule, p.rule
        )));
    }
    let init = a
        .init
        .as_deref()
        .map(|path| init_network(path, family, a.with_tables))
        .transpose()?;
    let scale = match (&init, a.scale) {
        (_, Some(scale)) => scale,
        (Some(init), None) => init.scale,
        (None, None) => train::best_scale(&positions),
    };
    if !(scale.is_finite() && scale > 0.0) {
        return Err(Failure::input(format!("--scale {scale} is not above 0")));
    }
    let holdout = a.holdout.max(1);
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for (i, p) in positions.iter().enumerate() {
        let s = train::sample(p, family, scale, a.lambda, a.with_tables);
        if holdout > 1 && (i / 64) % holdout == holdout - 1 {
            held.push(s);
        } else {
            fit.push(s);
        }
    }
    if fit.is_empty() {
        return Err(Failure::input(format!(
            "no positions left to train on: all {} are held out (--holdout {} holds out every \
             {}th block of 64)",
            held.len(),
            a.holdout,
            a.holdout
        )));
    }
    println!(
        "positions: {} to train, {} held out; scale: {scale:.1}",
        fit.len(),
        held.len()
    );
    let layout = train::Layout {
        tables: family.tables(),
        widths: init
            .as_ref()
            .map_or(a.widths, |init| init.net.layout.widths),
    };
    if let Some(path) = &a.export {
        return export(path, layout, a.with_tables, scale, &fit, &held);
    }
    let out = a.out.clone().expect("clap requires --out without --export");
    let (net, how) = match &a.import {
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
            let samples = exchange::samples_checksum(layout, a.with_tables, scale, &fit, &held);
            let (net, note) = exchange::read_net(&bytes, layout, a.with_tables, samples)
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
            let how = format!("--import {} (trained by {note})", path.display());
            (net, how)
        }
        None => train_here(&a, init.as_ref(), layout, final_rate, &fit, &held),
    };
    println!(
        "trained: loss {:.5}, held out {:.5}",
        net.loss(&fit),
        net.loss(&held)
    );
    let q = net.quantise(scale);
    let mut w = weights::embedded(family).clone();
    let step = pearls_tune::provenance::network_step(&format!(
        "pearls tune train {how} --lambda {} --scale {scale:.1} --holdout {}{}{} over {} positions of {}",
        a.lambda,
        a.holdout,
        if a.with_tables { " --with-tables" } else { "" },
        if layout.widths == pearls_engine::nnue::Widths::SMALL || init.is_some() {
            String::new()
        } else {
            format!(
                " --widths {},{},{}",
                layout.widths.acc, layout.widths.h1, layout.widths.h2
            )
        },
        positions.len(),
        paths(&a.data)
    ));
    // A network trained on from another keeps that one's steps before its own.
    let before = match &init {
        Some(init) => pearls_tune::provenance::without_policy(&init.provenance),
        None => pearls_tune::provenance::tables_only(&w.provenance),
    };
    w.provenance = pearls_tune::provenance::extend(&before, &[step]);
    let check = train::check_values(&q, family, &positions[..positions.len().min(a.checks)]);
    w.network = Some(Box::new(q));
    let bytes = pearls_tune::write::weights_file(&w);
    // The engine reads the file as it will be shipped and must give the trainer's values:
    // a network that does not is not written at all.
    let wrong = train::verify(&bytes, &check).map_err(Failure::input)?;
    if let Some((line, want, got)) = wrong.first() {
        return Err(Failure::input(format!(
            "the engine evaluates {} of the {} check positions otherwise than the trainer: \
             '{line}' is {want} by the trainer and {got} by the engine",
            wrong.len(),
            a.checks.min(positions.len())
        )));
    }
    let check_path = out.with_extension("check");
    std::fs::write(&out, &bytes)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))?;
    std::fs::write(&check_path, &check)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", check_path.display())))?;
    println!(
        "the engine gives the trainer's evaluation of all {} check positions",
        a.checks.min(positions.len())
    );
    println!("written to {} and {}", out.display(), check_path.display());
    Ok(())
}

/// Writes the samples for `crates/tune/gpu/train.py` (`--export`).
fn export(
    path: &std::path::Path,
    layout: pearls_tune::train::Layout,
    with_tables: bool,
    scale: f32,
    fit: &[pearls_tune::train::Sample],
    held: &[pearls_tune::train::Sample],
) -> Result<(), Failure> {
    let cannot =
        |e: std::io::Error| Failure::input(format!("cannot write {}: {e}", path.display()));
    let file = std::fs::File::create(path).map_err(cannot)?;
    let mut w = std::io::BufWriter::new(file);
    let written =
        pearls_tune::exchange::write_samples(&mut w, layout, with_tables, scale, fit, held)
            .and_then(|()| std::io::Write::flush(&mut w));
    if let Err(e) = written {
        // Half a samples file would be read as a fault far from its cause.
        drop(w);
        let _ = std::fs::remove_file(path);
        return Err(cannot(e));
    }
    println!(
        "written to {}, for crates/tune/gpu/train.py {} NETWORK; then the same command with \
         --import NETWORK --out FILE in place of --export",
        path.display(),
        path.display()
    );
    Ok(())
}

/// The network `--init` starts from, with its file's scale and provenance.
struct Init {
    net: pearls_tune::train::FloatNet,
    scale: f32,
    provenance: String,
}

/// The network of `--init`'s file, held to what the training needs: a network of the
/// data's family, of the kind `--with-tables` asks for, on the shipped tables (which give
/// the samples' base and the written file's tables).
fn init_network(
    path: &std::path::Path,
    family: pearls_engine::weights::Family,
    with_tables: bool,
) -> Result<Init, Failure> {
    use pearls_engine::weights;
    let loaded = weights::load(path).map_err(|e| Failure::input(format!("--init {e}")))?;
    let wrong = |what: String| Failure::input(format!("--init {}: {what}", path.display()));
    if loaded.family != family {
        return Err(wrong(format!(
            "a weights file of {}, but the data is of {}",
            loaded.family.rules(),
            family.rules()
        )));
    }
    let Some(net) = &loaded.network else {
        return Err(wrong(
            "the file holds tables and no network to start from".into(),
        ));
    };
    if net.with_tables != with_tables {
        return Err(wrong(if net.with_tables {
            "its network adds to the tables' evaluation: train it on with --with-tables".into()
        } else {
            "its network stands in the tables' place: train it on without --with-tables".into()
        }));
    }
    let shipped = weights::embedded_tables(family);
    let same_tables = loaded.tables == shipped.tables
        && loaded.pairs == shipped.pairs
        && loaded.masks == shipped.masks
        && loaded.before == shipped.before;
    if !same_tables {
        return Err(wrong(
            "its network was trained on other tables than the shipped ones, which the \
             training reads"
                .into(),
        ));
    }
    let float = pearls_tune::train::FloatNet::from_network(net).map_err(wrong)?;
    Ok(Init {
        net: float,
        scale: net.scale as f32,
        provenance: loaded.provenance.clone(),
    })
}

/// The network trained here, on the CPU (from `init`'s network where given, else from
/// seeded random numbers), and its flags as the provenance names them.
fn train_here(
    a: &TrainArgs,
    init: Option<&Init>,
    layout: pearls_tune::train::Layout,
    final_rate: f32,
    fit: &[pearls_tune::train::Sample],
    held: &[pearls_tune::train::Sample],
) -> (pearls_tune::train::FloatNet, String) {
    use pearls_tune::train::{self, FloatNet, TrainOptions};
    let mut net = match init {
        Some(init) => init.net.clone(),
        None => FloatNet::new(layout.tables, layout.widths, a.seed, a.with_tables),
    };
    println!(
        "start: loss {:.5}, held out {:.5}",
        net.loss(fit),
        net.loss(held)
    );
    let o = TrainOptions {
        epochs: a.epochs,
        batch: a.batch,
        rate: a.rate,
        final_rate,
        seed: a.seed,
        weight_decay: a.weight_decay,
        threads: a.threads.max(1),
    };
    let bar = progress::bar(a.epochs as u64, "epochs");
    train::train(&mut net, fit, o, &mut |epoch, loss| {
        bar.set_position(epoch as u64);
        bar.suspend(|| eprintln!("epoch {epoch}: loss {loss:.5}"));
    });
    bar.finish_and_clear();
    let optional = |on: bool, flag: String| if on { flag } else { String::new() };
    let how = format!(
        "{}--epochs {} --batch {} --rate {}{} --seed {}{}{}",
        optional(
            a.init.is_some(),
            format!(
                "--init {} ",
                a.init
                    .as_deref()
                    .unwrap_or(std::path::Path::new(""))
                    .display()
            )
        ),
        a.epochs,
        a.batch,
        a.rate,
        optional(
            a.final_rate.is_some(),
            format!(" --final-rate {final_rate}")
        ),
        a.seed,
        optional(
            a.weight_decay > 0.0,
            format!(" --weight-decay {}", a.weight_decay)
        ),
        optional(a.threads > 1, format!(" --threads {}", a.threads)),
    );
    (net, how)
}

fn run_selfplay(a: SelfplayArgs) -> Result<(), Failure> {
    let rule = Rule::from_name(&a.rule)
        .ok_or_else(|| Failure::input(format!("unknown rule '{}'", a.rule)))?;
    let size = a.size.unwrap_or(rule.rule_set().default_size);
    if !(5..=26).contains(&size) {
        return Err(Failure::input(format!(
            "--size {size} is not a board size (5 to 26)"
        )));
    }
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let openings = match &a.book {
        Some(name) => {
            let variant = pearls_rules::Variant::named(rule.name())
                .map_err(|e| Failure::input(e.to_string()))?
                .with_size(size);
            let book = pearls_arena::book::read(name, variant).map_err(Failure::input)?;
            pearls_arena::book::placements(&book, size)
        }
        None => Vec::new(),
    };
    let o = SelfPlayOptions {
        rule,
        size,
        games: a.games,
        seed: a.seed,
        nodes: a.nodes,
        max_score: a.max_score,
        max_moves: a.max_moves,
        threads,
        openings,
    };
    if rule.is_capture_game() && a.out.is_some() {
        return Err(Failure::input(format!(
            "--out: a packed position keeps no captured stones, so {} self-play is written \
             as games only (--records FILE)",
            rule.name()
        )));
    }
    let out = a.out.clone().unwrap_or_default();
    let cannot = |e: std::io::Error| Failure::input(format!("cannot write {}: {e}", out.display()));
    // Without --out the positions are counted and dropped.
    let sink: Box<dyn std::io::Write> = match &a.out {
        Some(path) => Box::new(std::fs::File::create(path).map_err(cannot)?),
        None => Box::new(std::io::sink()),
    };
    let mut w = Writer::new(std::io::BufWriter::new(sink)).map_err(cannot)?;
    let bar = progress::bar(a.games as u64, "games");
    let mut rejected = [0usize; 4];
    let mut wins = [0usize; 3];
    let mut records = Vec::new();
    let mut searched = 0;
    selfplay::run(&o, |_, g| {
        bar.inc(1);
        for (n, r) in rejected.iter_mut().zip(g.rejected) {
            *n += r;
        }
        wins[match g.winner {
            Some(pearls_rules::Color::Black) => 0,
            Some(pearls_rules::Color::White) => 1,
            None => 2,
        }] += 1;
        if a.records.is_some() {
            records.push(selfplay::record(&o, &g));
        }
        searched += g.positions.len();
        match a.out {
            Some(_) => g.positions.iter().try_for_each(|p| w.write(p)),
            None => Ok(()),
        }
    })
    .map_err(cannot)?;
    bar.finish_and_clear();
    let kept = searched;
    w.finish().map_err(cannot)?;
    println!(
        "games: {} (black won {}, white {}, drawn {}), positions kept: {kept}",
        a.games, wins[0], wins[1], wins[2]
    );
    for (why, n) in Rejection::ALL.iter().zip(rejected) {
        println!("left out, {}: {n}", why.describe());
    }
    if let Some(path) = &a.out {
        println!("written to {}", path.display());
    }
    if let Some(path) = &a.records {
        let doc = pearls_records::Document::Games(records);
        let bytes = pearls_records::write(
            pearls_records::Format::Sgf,
            &doc,
            &pearls_records::WriteOptions::default(),
        )
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
        std::fs::write(path, bytes)
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
        println!("games written to {}", path.display());
    }
    Ok(())
}

fn run_policy(a: PolicyArgs) -> Result<(), Failure> {
    use pearls_tune::policy::{self, Layout};
    use pearls_tune::train::TrainOptions;
    let rule = Rule::from_name(&a.rule)
        .ok_or_else(|| Failure::input(format!("unknown rule '{}'", a.rule)))?;
    for (flag, r) in [("--rate", a.rate), ("--final-rate", a.final_rate)] {
        if !(r.is_finite() && r > 0.0) {
            return Err(Failure::input(format!(
                "{flag} {r} is not a step size above 0"
            )));
        }
    }
    if a.batch == 0 {
        return Err(Failure::input(
            "--batch 0 is not a number of positions above 0",
        ));
    }
    if !(a.weight.is_finite() && a.weight > 0.0) {
        return Err(Failure::input(format!(
            "--weight {} is not above 0",
            a.weight
        )));
    }
    if !(a.l2.is_finite() && a.l2 >= 0.0) {
        return Err(Failure::input(format!(
            "--l2 {} is not a number from 0 up",
            a.l2
        )));
    }
    let weights: &'static pearls_engine::weights::Weights = match &a.evalfile {
        Some(path) => pearls_engine::weights::load(path)
            .map_err(|e| Failure::input(format!("--evalfile {e}")))?,
        None => pearls_engine::weights::for_board(rule, 15),
    };
    let Some(net) = weights.network.as_deref() else {
        return Err(Failure::input(format!(
            "{} holds no network for a policy to read",
            a.evalfile
                .as_ref()
                .map_or(format!("the shipped weights of {}", rule.name()), |p| p
                    .display()
                    .to_string())
        )));
    };
    if weights.family != pearls_engine::weights::Family::of(rule) {
        return Err(Failure::input(format!(
            "the weights are for {}, not {}",
            weights.family.rules(),
            rule.name()
        )));
    }
    let games = pearls_tune::dataset::read_games(&a.games).map_err(Failure::input)?;
    let choices = policy::choices(&games, rule, a.skip, weights).map_err(Failure::input)?;
    let holdout = a.holdout.max(1);
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for (i, c) in choices {
        if holdout > 1 && i % holdout == holdout - 1 {
            held.extend(c);
        } else {
            fit.extend(c);
        }
    }
    if fit.is_empty() {
        return Err(Failure::input(
            "no positions to fit: the games have no move chosen freely after --skip",
        ));
    }
    let l = Layout::of(net);
    let t = policy::best_temperature(&fit, l);
    println!(
        "positions: {} to fit, {} held out; ordering's temperature {t:.1}",
        fit.len(),
        held.len()
    );
    let report = |name: &str, w: Option<&[f64]>| {
        let (loss, first) = policy::measure(&fit, l, w, t);
        let (hloss, hfirst) = policy::measure(&held, l, w, t);
        println!(
            "{name}: loss {loss:.5} (held out {hloss:.5}), played move first {:.1}% (held out {:.1}%)",
            100.0 * first,
            100.0 * hfirst
        );
    };
    report("ordering alone", None);
    let opts = TrainOptions {
        epochs: a.epochs,
        batch: a.batch,
        rate: a.rate,
        final_rate: a.final_rate,
        seed: a.seed,
        weight_decay: 0.0,
        threads: 1,
    };
    let bar = progress::bar(a.epochs as u64, "epochs");
    let w = policy::fit(&fit, l, t, opts, a.l2, &mut |epoch, loss| {
        bar.set_position(epoch as u64);
        bar.suspend(|| eprintln!("epoch {epoch}: loss {loss:.5}"));
    });
    bar.finish_and_clear();
    report("with the policy", Some(&w));
    let Some(out) = &a.out else {
        return Ok(());
    };
    let mut file = weights.clone();
    let mut net = net.clone();
    net.policy = Some(Box::new(
        policy::quantise(&w, l, t * a.weight).map_err(Failure::input)?,
    ));
    file.network = Some(Box::new(net));
    let step = pearls_tune::provenance::policy_step(&format!(
        "pearls tune policy --rule {} --skip {} --epochs {} --batch {} --rate {} --final-rate {} --l2 {} --seed {} --holdout {} --weight {} over {} positions of {}",
        rule.name(),
        a.skip,
        a.epochs,
        a.batch,
        a.rate,
        a.final_rate,
        a.l2,
        a.seed,
        a.holdout,
        a.weight,
        fit.len() + held.len(),
        paths(&a.games)
    ));
    file.provenance = pearls_tune::provenance::extend(
        &pearls_tune::provenance::without_policy(&file.provenance),
        &[step],
    );
    std::fs::write(out, pearls_tune::write::weights_file(&file))
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))?;
    println!("written to {}", out.display());
    Ok(())
}

/// The files a command read, as its provenance step names them.
fn paths(files: &[PathBuf]) -> String {
    files
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
