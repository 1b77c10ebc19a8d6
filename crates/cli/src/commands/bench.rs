//! `pearls bench` (`engine`): fixed positions searched to a fixed depth; with one thread
//! the node count is the same on every machine. `pearls bench rules`: full-board
//! forbidden-point scans over fixed mid-game renju positions. The positions come from a
//! fixed seed, so the counts printed are the same on every machine and only the rates vary.
//! `pearls bench server`: a server on loopback with a fresh database (or the running
//! nodes `--nodes` names), and simulated players in live games over WebSocket; moves per
//! second and the move round trip.

use crate::Failure;
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Color, RuleSet, Variant};
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// What to measure: `engine` (search nodes), `rules` (forbidden-point scans) or
    /// `server` (live games over WebSocket).
    #[arg(default_value = "engine")]
    target: String,
    /// Engine: search depth for each position.
    #[arg(long, default_value_t = pearls_engine::bench::DEPTH)]
    depth: i32,
    /// Engine: search threads (node counts are reproducible with one).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Engine: evaluate the positions of this weights file's rules with it instead of the
    /// shipped tables (as `pearls engine --evalfile`), to time one network against another.
    #[arg(long, value_name = "PATH")]
    evalfile: Option<std::path::PathBuf>,
    /// Engine: only the positions of these rules (by default every rule's).
    #[arg(long, value_name = "RULE,RULE", value_delimiter = ',')]
    rule: Vec<String>,
    /// Engine: search these positions instead, one a line (the moves from the empty
    /// board, as `pearls analyze` takes them; `#` starts a comment), under the one rule
    /// `--rule` names.
    #[arg(long, value_name = "PATH", requires = "rule")]
    positions_file: Option<std::path::PathBuf>,
    /// Engine: stop each search after about this many nodes instead of at `--depth`.
    #[arg(long, value_name = "N")]
    node_limit: Option<u64>,
    /// Number of positions.
    #[arg(long, default_value_t = 64)]
    positions: usize,
    /// Stones per position.
    #[arg(long, default_value_t = 100)]
    stones: usize,
    /// Seconds to keep scanning.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Server: live games at the same time.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Server: moves in each game.
    #[arg(long, default_value_t = 40)]
    moves: usize,
    /// Server: each player's mean thinking time per move, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    think_ms: u64,
    /// Server: run against these running servers (`http://host:port` or `host:port`)
    /// instead of a server of its own; the two players of each game sit on different
    /// nodes when there are two or more.
    #[arg(
        long,
        value_name = "URL,URL",
        value_delimiter = ',',
        conflicts_with = "spawn_nodes"
    )]
    nodes: Vec<String>,
    /// Server: start this many `pearls serve` nodes of one cluster on loopback (this
    /// executable, on `--database` and `--redis`) and run against them.
    #[arg(long, value_name = "N", requires_all = ["database", "redis"])]
    spawn_nodes: Option<usize>,
    /// Server: the PostgreSQL the spawned nodes share (`postgres://...`).
    #[arg(long, value_name = "URL", requires = "spawn_nodes")]
    database: Option<String>,
    /// Server: the Redis the spawned nodes share (`redis://host:port`).
    #[arg(long, value_name = "URL", requires = "spawn_nodes")]
    redis: Option<String>,
    /// Server: the spawned nodes' lease, in milliseconds: a dead node's games move to
    /// another node after about this long.
    #[arg(
        long,
        value_name = "MS",
        default_value_t = 10_000,
        requires = "spawn_nodes"
    )]
    lease_ms: u64,
    /// Server: kill (SIGKILL) the last spawned node this many seconds after the first
    /// move; its players open their sockets again on another node, and every game is read
    /// back at the end to count the moves lost.
    #[arg(long, value_name = "SECS", requires = "spawn_nodes")]
    kill_node_after: Option<f64>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    if a.target == "engine" {
        return engine(&a);
    }
    if a.target == "server" {
        return server(&a);
    }
    if a.target != "rules" {
        return Err(Failure::input(format!(
            "unknown bench target '{}' (known: engine, rules, server)",
            a.target
        )));
    }
    let rules = RuleSet::renju();
    let variant = Variant::new(rules);
    let boards: Vec<_> = (0..a.positions as u64)
        .map(|i| {
            random_game(variant, &mut Rng::new(0x5EED_0000 + i), a.stones)
                .board()
                .clone()
        })
        .collect();
    let stones: usize = boards.iter().map(|b| b.stone_count()).sum();
    let restrictions = rules.restrictions(Color::Black);
    // One pass to count, which also warms the tables.
    let forbidden: usize = boards
        .iter()
        .map(|b| pearls_rules::forbidden::forbidden_points(b, Color::Black, restrictions).len())
        .sum();
    let start = Instant::now();
    let mut scans = 0u64;
    let mut found = 0usize;
    while start.elapsed().as_secs_f64() < a.seconds {
        for b in &boards {
            found += pearls_rules::forbidden::forbidden_points(b, Color::Black, restrictions).len();
            scans += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    std::hint::black_box(found);
    println!(
        "positions: {} (average {:.1} stones), forbidden points: {forbidden}",
        boards.len(),
        stones as f64 / boards.len().max(1) as f64
    );
    println!("scans: {scans} in {secs:.2} s");
    println!("scans/s: {:.0}", scans as f64 / secs);
    Ok(())
}

fn engine(a: &Args) -> Result<(), Failure> {
    if !(1..=60).contains(&a.depth) {
        return Err(Failure::input("--depth must be 1 to 60"));
    }
    let set = crate::options::weight_set(a.evalfile.as_deref())?;
    let rules = if a.rule.is_empty() {
        pearls_engine::Rule::ALL.to_vec()
    } else {
        a.rule
            .iter()
            .map(|name| {
                pearls_engine::Rule::from_name(name)
                    .filter(|r| pearls_engine::Rule::ALL.contains(r))
                    .ok_or_else(|| {
                        Failure::input(format!(
                            "--rule {name}: the bench has positions of freestyle, standard, renju and caro"
                        ))
                    })
            })
            .collect::<Result<Vec<_>, _>>()?
    };
    let positions = match &a.positions_file {
        None => pearls_engine::bench::positions_with(set, &rules),
        Some(path) => {
            let [rule] = rules[..] else {
                return Err(Failure::input("--positions-file takes one --rule"));
            };
            positions_from_file(path, rule, set)?
        }
    };
    let (limits, limit) = match a.node_limit {
        Some(n) => (
            pearls_engine::Limits {
                nodes: Some(n),
                ..pearls_engine::Limits::default()
            },
            format!("{n} nodes each"),
        ),
        None => (
            pearls_engine::Limits {
                depth: Some(a.depth),
                ..pearls_engine::Limits::default()
            },
            format!("depth {}", a.depth),
        ),
    };
    pearls_engine::stats::take();
    let start = Instant::now();
    let nodes = pearls_engine::bench::nodes_within(&positions, &limits, a.threads);
    let secs = start.elapsed().as_secs_f64();
    println!("positions: {} at {limit}", positions.len());
    println!("nodes: {nodes}");
    println!("time: {secs:.2} s");
    println!("nodes/s: {:.0}", nodes as f64 / secs.max(1e-9));
    // A build with the engine's `search-stats`: where the nodes went, over every position.
    let counts = pearls_engine::stats::take();
    if counts.nodes() > 0 {
        print!("{counts}");
    }
    Ok(())
}

/// The positions of `path`, a line each, for `pearls bench --positions-file`.
fn positions_from_file(
    path: &std::path::Path,
    rule: pearls_engine::Rule,
    set: pearls_engine::weights::WeightSet,
) -> Result<Vec<pearls_engine::Board>, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    let size = Variant::new(rule.rule_set()).size;
    let notation = pearls_rules::Notation::new(size);
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let at =
            |e: Failure| Failure::input(format!("{}:{}: {}", path.display(), i + 1, e.message));
        let moves = crate::options::parse_moves(line, &notation).map_err(at)?;
        let (position, _) = crate::options::setup_board(size, &moves).map_err(at)?;
        out.push(pearls_engine::Board::from_position_with(
            &position,
            Color::after_plies(moves.len()),
            rule,
            set.for_board(rule, size),
        ));
    }
    if out.is_empty() {
        return Err(Failure::input(format!(
            "{} holds no position",
            path.display()
        )));
    }
    Ok(out)
}

fn server(a: &Args) -> Result<(), Failure> {
    use pearls_server::loadtest::{run_blocking, LoadSpec};
    let spec = LoadSpec {
        games: a.games,
        moves: a.moves,
        think_ms: a.think_ms,
        ..LoadSpec::default()
    };
    let mut spawned = match a.spawn_nodes {
        None => None,
        Some(count) => Some(super::bench_nodes::Nodes::start(
            &super::bench_nodes::Spec {
                count,
                database: a.database.as_deref().unwrap_or_default(),
                redis: a.redis.as_deref().unwrap_or_default(),
                lease_ms: a.lease_ms,
            },
        )?),
    };
    let nodes = match &spawned {
        Some(s) => s.addrs.clone(),
        None => a
            .nodes
            .iter()
            .map(|n| node_address(n))
            .collect::<Result<Vec<_>, _>>()?,
    };
    let kill = match (a.kill_node_after, spawned.as_mut()) {
        (Some(secs), Some(s)) => {
            if !(secs.is_finite() && secs >= 0.0) {
                return Err(Failure::input(
                    "--kill-node-after must be a number of seconds",
                ));
            }
            let last = s.addrs.len() - 1;
            Some(s.killer(last, std::time::Duration::from_secs_f64(secs)))
        }
        _ => None,
    };
    let result = if nodes.is_empty() {
        run_blocking(&spec)
    } else {
        pearls_server::loadtest::run_nodes_blocking(&nodes, &spec, kill)
    };
    drop(spawned);
    let r = result.map_err(Failure::input)?;
    println!(
        "games: {} live at once, {} moves each, thinking {} ms on average",
        r.games, a.moves, a.think_ms
    );
    if !nodes.is_empty() {
        let list: Vec<String> = nodes.iter().map(|n| n.to_string()).collect();
        println!("nodes: {}", list.join(", "));
    }
    println!("set-up: {:.1} s", r.setup_seconds);
    println!("moves: {} in {:.1} s", r.moves, r.seconds);
    println!("moves/s: {:.0}", r.moves_per_second());
    println!("round trip ms: {}", quantiles(|q| r.quantile(q)));
    if let Some(k) = r.killed {
        println!(
            "killed: node {} after {:.1} s of play",
            nodes.last().map(|n| n.to_string()).unwrap_or_default(),
            k.as_secs_f64()
        );
        match r.takeover {
            Some(t) => println!(
                "takeover: {:.1} s from the kill to the last disturbed move accepted; {} moves disturbed",
                t.as_secs_f64(),
                r.disturbed
            ),
            None => println!("takeover: no move was disturbed"),
        }
        println!(
            "round trip ms outside the takeover: {}",
            quantiles(|q| r.steady_quantile(q))
        );
    }
    println!("finished: {} of {} games", r.finished, r.games);
    if let Some(lost) = r.lost_moves {
        println!("lost moves: {lost}");
    }
    if !r.errors.is_empty() {
        for e in r.errors.iter().take(5) {
            eprintln!("error: {e}");
        }
        return Err(Failure::input(format!("{} players failed", r.errors.len())));
    }
    if r.lost_moves.is_some_and(|l| l > 0) {
        return Err(Failure::input("moves seen accepted were lost"));
    }
    Ok(())
}

/// A node as `--nodes` names it: `http://host:port`, `ws://host:port` or `host:port`,
/// with or without a trailing slash; the load speaks plain HTTP and WebSocket to it.
fn node_address(text: &str) -> Result<std::net::SocketAddr, Failure> {
    use std::net::ToSocketAddrs;
    let t = text.trim();
    if t.starts_with("https://") || t.starts_with("wss://") {
        return Err(Failure::input(format!(
            "--nodes {t}: the load speaks plain HTTP; name each node's own address, not a TLS proxy's"
        )));
    }
    let bare = t
        .strip_prefix("http://")
        .or_else(|| t.strip_prefix("ws://"))
        .unwrap_or(t)
        .trim_end_matches('/');
    bare.to_socket_addrs()
        .map_err(|e| Failure::input(format!("--nodes {t}: not a host:port ({e})")))?
        .next()
        .ok_or_else(|| Failure::input(format!("--nodes {t}: the name has no address")))
}

/// `p50 …, p90 …, p99 …, max …` in milliseconds, of the round trips `quantile` reads.
fn quantiles(quantile: impl Fn(f64) -> std::time::Duration) -> String {
    let ms = |q| quantile(q).as_secs_f64() * 1e3;
    format!(
        "p50 {:.1}, p90 {:.1}, p99 {:.1}, max {:.1}",
        ms(0.5),
        ms(0.9),
        ms(0.99),
        ms(1.0)
    )
}
