//! `pearls serve`: the game server, for play in the browser.

use crate::Failure;
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// The database: `sqlite:PATH` or `postgres://user@host/db`; by default
    /// `pearls.sqlite` in the data directory.
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// The most connections to PostgreSQL this server opens at once (each is a process of
    /// the database's): more for many cores, fewer when the database shares a small machine.
    #[arg(long, value_name = "N", default_value_t = pearls_server::store::postgres::DEFAULT_CONNECTIONS)]
    database_connections: usize,
    /// The data directory.
    #[arg(long, value_name = "DIR", default_value = "pearls-data")]
    data_dir: PathBuf,
    /// Engine searches that may run at once (one thread each).
    #[arg(long)]
    engine_threads: Option<usize>,
    /// Hash table of each engine search, in MiB.
    #[arg(long, default_value_t = 16)]
    engine_hash: usize,
    /// The longest the engine thinks about one move, in milliseconds.
    #[arg(long, default_value_t = 3000)]
    engine_max_ms: u64,
    /// The server is reached over https (a proxy ends TLS): mark cookies Secure.
    #[arg(long)]
    secure_cookies: bool,
    /// For tests only: the server's time is the wall clock plus the milliseconds written
    /// in FILE, read at every reading, so that a test moves time on by writing it.
    #[arg(long, value_name = "FILE", hide = true)]
    test_clock_file: Option<PathBuf>,
    /// Connections one address may hold open at once; 0 for no limit (behind a reverse
    /// proxy every visitor comes from the proxy's address).
    #[arg(long, value_name = "N", default_value_t = pearls_server::listen::ConnectionLimits::default().per_address)]
    max_connections_per_address: usize,
    /// A game library made with `pearls db`, opened read-only for the opening explorer.
    #[arg(long, value_name = "FILE")]
    library: Option<PathBuf>,
    /// A puzzle set (JSON Lines, as `pearls puzzles generate` writes) to offer instead of
    /// the shipped starter set.
    #[arg(long, value_name = "FILE")]
    puzzles: Option<PathBuf>,
    /// The SMTP server that sends e-mail (address verification, password resets,
    /// notifications): `smtp://[user:password@]host[:port]`; without it, no e-mail.
    #[arg(long, value_name = "URL")]
    smtp: Option<String>,
    /// The sender of the server's e-mail.
    #[arg(
        long,
        value_name = "ADDRESS",
        default_value = "Pearls <pearls@localhost>"
    )]
    mail_from: String,
    /// The server's address as players reach it, for the links in e-mail (by default
    /// http:// and the address listened on).
    #[arg(long, value_name = "URL")]
    public_url: Option<String>,
    /// An account that moderates the chats (sees reports, mutes); repeat for several.
    #[arg(long = "moderator", value_name = "NAME")]
    moderators: Vec<String>,
    /// A reverse proxy's network (`10.0.0.0/8`, or one address): from a peer in it, the
    /// client's address is read from X-Forwarded-For (or Forwarded) and counted by every
    /// per-address limit; repeat for several.
    #[arg(long = "trusted-proxy", value_name = "CIDR")]
    trusted_proxies: Vec<String>,
    /// Run as one node of a cluster: the Redis that carries game events between the
    /// nodes and holds their leases, `redis://host:port[/db]`. The nodes share one
    /// PostgreSQL database (`--database`); without it, the server is on its own.
    #[arg(long, value_name = "URL", requires = "node_id")]
    redis: Option<String>,
    /// This node's name in its cluster, unique there (letters, digits, '-', '_', '.').
    #[arg(long, value_name = "NAME", requires = "redis")]
    node_id: Option<String>,
    /// The prefix of the cluster's Redis keys and channels, so that several clusters can
    /// share one Redis.
    #[arg(long, value_name = "NAME", default_value = "pearls")]
    cluster_name: String,
    /// How long a node's lease lasts unrenewed, in milliseconds: a dead node's games move
    /// to another node after about this long.
    #[arg(long, value_name = "MS", default_value_t = 10_000)]
    lease_ms: u64,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let mut engine = pearls_server::engine_pool::EngineBudget::default();
    if let Some(t) = a.engine_threads {
        engine.threads = t.max(1);
    }
    engine.hash_mib = a.engine_hash.max(1);
    engine.max_ms = a.engine_max_ms.max(10);
    let mail = a
        .smtp
        .as_deref()
        .map(|url| pearls_server::mail::MailConfig {
            from: a.mail_from.clone(),
            public_url: a.public_url.clone(),
            ..pearls_server::mail::MailConfig::new(url)
        });
    let trusted_proxies = a
        .trusted_proxies
        .iter()
        .map(|n| pearls_server::forwarded::TrustedProxies::parse_net(n))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Failure::input(format!("--trusted-proxy: {e}")))?;
    let mut config = pearls_server::Config {
        listen: a.listen,
        database: a.database,
        database_connections: a.database_connections,
        data_dir: a.data_dir,
        engine,
        secure_cookies: a.secure_cookies,
        connections: pearls_server::listen::ConnectionLimits {
            per_address: a.max_connections_per_address,
            ..Default::default()
        },
        library: a.library,
        puzzles: a.puzzles,
        mail,
        moderators: a.moderators,
        trusted_proxies,
        cluster: match (&a.redis, &a.node_id) {
            (Some(redis), Some(node)) => Some(pearls_server::cluster::ClusterConfig {
                name: a.cluster_name.clone(),
                lease_ms: a.lease_ms,
                ..pearls_server::cluster::ClusterConfig::new(redis, node)
            }),
            _ => None,
        },
        ..pearls_server::Config::default()
    };
    if let Some(file) = a.test_clock_file {
        config.time = std::sync::Arc::new(pearls_server::time::FileOffsetClock::new(file));
    }
    pearls_server::serve_blocking(config).map_err(Failure::input)
}
