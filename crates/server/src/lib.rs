//! Pearls' game server: live games in the browser, between people or against the engine,
//! with clocks.
//!
//! The parts, by role:
//! - [`routes`]: the JSON API by resource, the layers every request passes (origin,
//!   identity, CSRF) and the browser app (compiled in from `web/`);
//! - [`messages`]: everything the server sends, as types;
//! - [`ws`]: socket sessions, one per game watched, fed by the game's broadcast channel;
//! - [`services`]: what players do, one file per action (play, takeback, resign, draw,
//!   create and join, private challenges);
//! - [`lobby`]: open seeks in memory, pushed to lobby sockets, gone with their creator;
//! - [`game`]: a game's state in memory (seats, status, clock, the refereed game),
//!   rebuilt from the store by replaying its actions through `pearls_rules::Game`;
//! - [`hub`]: the registry of live games; every change is committed to the store before
//!   it is applied and broadcast;
//! - [`clock`]: clocks stored with the instant they started, and so with a deadline; the
//!   hub's sweeper flags games whose deadline passed;
//! - [`time`]: the time source, the wall clock or (in tests) a manual one;
//! - [`store`]: storage behind a trait, with portable SQL migrations;
//! - [`engine_pool`]: engine searches on a bounded pool of workers, each keeping its
//!   engine, which send their moves back over a channel;
//! - [`accounts`]: registration, login and sessions ([`identity`] has guests and cookies);
//! - [`limits`]: rate limits by address, identity, name and socket, on `governor`;
//! - [`listen`]: the accept loop: header timeouts, connections per address, and a quick
//!   refusal when file descriptors run out;
//! - [`forwarded`]: the client's address behind trusted reverse proxies, which every
//!   per-address limit counts;
//! - [`export`]: finished games as PSQ and SGF files;
//! - [`explorer`]: the opening explorer over a `pearls db` library and the site's games;
//! - [`loadtest`]: simulated players for the load benchmark (`pearls bench server`), who
//!   speak to the server through [`client`], as the server's tests do;
//! - [`correspondence`]: turns, conditional moves and vacations for games of days a
//!   move; [`mail`]: e-mail through an SMTP server, off the request path;
//! - [`matches`]: handicap matches (the club match), game after game; [`chat`]: the
//!   players' and spectators' chats, moderation, rematches and in-app notifications;
//! - [`cluster`]: several nodes on one PostgreSQL and one Redis: game owners by lease,
//!   actions forwarded to the owner, events relayed to every node, takeover of a dead
//!   node's games.

pub mod accounts;
pub mod chat;
pub mod client;
pub mod clock;
pub mod cluster;
pub mod competition;
pub mod correspondence;
pub mod engine_pool;
pub mod error;
pub mod explorer;
pub mod export;
pub mod forwarded;
pub mod game;
pub mod hub;
pub mod identity;
pub mod limits;
pub mod listen;
pub mod loadtest;
pub mod lobby;
pub mod mail;
pub mod matches;
pub mod messages;
pub mod puzzles;
pub mod routes;
pub mod services;
pub mod store;
pub mod time;
pub mod view;
pub mod ws;

use engine_pool::{EngineBudget, EnginePool};
use hub::Hub;
use identity::Signer;
use lobby::{Lobby, LobbyLimits};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use store::sql::SqlStore;
use store::Store;
use time::{TimeSource, WallClock};

/// How to run a server.
#[derive(Debug, Clone)]
pub struct Config {
    pub listen: SocketAddr,
    /// A database URL (`sqlite:PATH` or `postgres://user@host/db`); `None` for
    /// `pearls.sqlite` in `data_dir`.
    pub database: Option<String>,
    /// The most connections this server opens to PostgreSQL.
    pub database_connections: usize,
    pub data_dir: PathBuf,
    pub engine: EngineBudget,
    /// The server is reached over https (behind a proxy that ends TLS): cookies are marked
    /// `Secure`. Off, plain http on localhost works.
    pub secure_cookies: bool,
    pub limits: limits::Policy,
    pub lobby: LobbyLimits,
    /// Connections per address and how long a request's head may take.
    pub connections: listen::ConnectionLimits,
    /// The most unfinished games held in memory at once (0: no limit); a new game beyond
    /// is refused with `server-full`.
    pub max_games: usize,
    /// Where the server's time comes from: the wall clock, or a test's manual clock.
    pub time: Arc<dyn TimeSource>,
    /// A game library made with `pearls db`, opened read-only for the opening explorer.
    pub library: Option<PathBuf>,
    /// A puzzle set (JSON Lines, as `pearls puzzles generate` writes) to offer instead of
    /// the shipped starter set.
    pub puzzles: Option<PathBuf>,
    /// The mail server, when the server sends e-mail (`--smtp`).
    pub mail: Option<mail::MailConfig>,
    /// The accounts that moderate the chats, by name.
    pub moderators: Vec<String>,
    /// The networks of the reverse proxies in front (`--trusted-proxy`), whose forwarded
    /// client addresses are believed.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// The cluster this node belongs to (`--redis`, `--node-id`); `None` for a server on
    /// its own.
    pub cluster: Option<cluster::ClusterConfig>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            database: None,
            database_connections: store::postgres::DEFAULT_CONNECTIONS,
            data_dir: PathBuf::from("pearls-data"),
            engine: EngineBudget::default(),
            secure_cookies: false,
            limits: limits::Policy::default(),
            lobby: LobbyLimits::default(),
            connections: listen::ConnectionLimits::default(),
            // About 13 kB each: some 650 MB at most.
            max_games: 50_000,
            time: Arc::new(WallClock),
            library: None,
            puzzles: None,
            mail: None,
            moderators: Vec::new(),
            trusted_proxies: Vec::new(),
            cluster: None,
        }
    }
}

/// What the handlers share.
pub struct App {
    pub hub: Arc<Hub>,
    pub signer: Signer,
    pub limits: limits::Limits,
    pub secure_cookies: bool,
    pub lobby: Arc<Lobby>,
    pub tournaments: Arc<services::tournaments::Tournaments>,
    pub leagues: services::leagues::Leagues,
    /// Chats, moderation and rematches.
    pub social: chat::Social,
    /// The puzzles of the trainer and the competitions.
    pub puzzles: Arc<puzzles::PuzzleSet>,
}

/// A running server.
pub struct Running {
    pub addr: SocketAddr,
    pub hub: Arc<Hub>,
    pub lobby: Arc<Lobby>,
    server: tokio::task::JoinHandle<()>,
    sweeper: tokio::task::JoinHandle<()>,
    engine_player: tokio::task::JoinHandle<()>,
    lobby_sweeper: tokio::task::JoinHandle<()>,
    tournaments: tokio::task::JoinHandle<()>,
    /// The cluster's tasks (publisher, subscriber, leases), when there is a cluster.
    cluster_tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Stops at once, as a killed process would: nothing is flushed that was not
    /// already committed.
    pub fn stop(self) {
        self.server.abort();
        self.sweeper.abort();
        self.engine_player.abort();
        self.lobby_sweeper.abort();
        self.tournaments.abort();
        for t in &self.cluster_tasks {
            t.abort();
        }
    }

    /// Runs until the server task ends.
    pub async fn wait(self) {
        let _ = self.server.await;
    }
}

/// Opens the store a configuration names: `postgres://…` (or `postgresql://…`), or
/// `sqlite:PATH`, a bare path, or nothing for `pearls.sqlite` in the data directory.
pub async fn open_store(config: &Config) -> Result<Arc<dyn Store>, String> {
    let url = config.database.clone().unwrap_or_default();
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let backend = store::postgres::Postgres::connect(&url, config.database_connections)
            .map_err(|e| e.to_string())?;
        return Ok(Arc::new(SqlStore::new(backend)));
    }
    let path = match url.strip_prefix("sqlite:") {
        Some(p) => PathBuf::from(p.trim_start_matches("//")),
        None if url.is_empty() => {
            std::fs::create_dir_all(&config.data_dir)
                .map_err(|e| format!("{}: {e}", config.data_dir.display()))?;
            config.data_dir.join("pearls.sqlite")
        }
        None => PathBuf::from(&url),
    };
    let backend =
        store::sqlite::Sqlite::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(Arc::new(SqlStore::new(backend)))
}

/// Opens the store, migrates it, resumes every unfinished game and starts listening.
pub async fn start(config: Config) -> Result<Running, String> {
    let db = config.database.as_deref().unwrap_or("");
    if config.cluster.is_some()
        && !(db.starts_with("postgres://") || db.starts_with("postgresql://"))
    {
        return Err("a node of a cluster (--redis) needs the database its nodes share: --database postgres://…".into());
    }
    let store = open_store(&config).await?;
    store.migrate().await.map_err(|e| e.to_string())?;
    let secret = store
        .setting_or_insert("cookie_secret", &identity::random_hex(32))
        .await
        .map_err(|e| e.to_string())?;
    let (moves, engine_moves) = tokio::sync::mpsc::unbounded_channel();
    let hub = Hub::new(
        store,
        EnginePool::new(config.engine, moves).with_shares(engine_pool::Shares::new(
            config.limits.engine_games_per_identity,
            config.limits.engine_games_per_address,
        )),
        config.time.clone(),
    );
    hub.set_max_games(config.max_games);
    let explorer = explorer::Explorer::open(config.library.as_deref(), &config.data_dir)?;
    let _ = hub.explorer.set(Arc::new(explorer));
    // Listening to the games from before they are recovered: one that ends at once
    // still advances its tournament.
    let tournaments = services::tournaments::Tournaments::new(hub.clone());
    let sweeper = hub.spawn_sweeper();
    let engine_player = hub.spawn_engine_player(engine_moves);
    let mut cluster_tasks = match &config.cluster {
        Some(c) => cluster::start(&hub, c).await?,
        None => Vec::new(),
    };
    hub.recover().await?;
    tournaments.recover().await?;
    let tournament_task = tournaments.spawn();
    let lobby = Lobby::new(config.lobby, config.time.clone());
    let lobby_sweeper = lobby.spawn_sweeper();
    cluster_tasks.extend(cluster::lobby::attach(&hub, &lobby));
    let puzzles = match &config.puzzles {
        Some(path) => Arc::new(puzzles::PuzzleSet::from_file(path)?),
        None => puzzles::PuzzleSet::shipped(),
    };
    let app = Arc::new(App {
        hub: hub.clone(),
        signer: Signer::new(&secret),
        limits: limits::Limits::new(&config.limits, config.time.clone()),
        secure_cookies: config.secure_cookies,
        lobby: lobby.clone(),
        leagues: services::leagues::Leagues::new(tournaments.clone()),
        tournaments,
        social: chat::Social::new(&config.moderators, config.time.clone()),
        puzzles,
    });
    cluster::limits::attach(&app);
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("{}: {e}", config.listen))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    if let Some(mail) = &config.mail {
        let mailer = mail::Mailer::start(mail, addr)?;
        let _ = hub.mailer.set(Arc::new(mailer));
    }
    let server = tokio::spawn(listen::serve(
        listener,
        routes::router(app),
        config.connections,
        Arc::new(forwarded::TrustedProxies::new(
            config.trusted_proxies.clone(),
        )),
    ));
    Ok(Running {
        addr,
        hub,
        lobby,
        server,
        sweeper,
        engine_player,
        lobby_sweeper,
        tournaments: tournament_task,
        cluster_tasks,
    })
}

/// Runs a server until Ctrl-C (for `pearls serve`).
pub fn serve_blocking(config: Config) -> Result<(), String> {
    // Each socket is a descriptor: the soft limit's default (often 1024) would refuse
    // visitors long before the hard limit the system grants.
    if let Err(e) = listen::raise_descriptor_limit() {
        eprintln!("pearls serve: {e}");
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        let running = start(config).await?;
        println!("Pearls is serving on http://{}", running.addr);
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = running.server_finished() => {}
        }
        Ok(())
    })
}

impl Running {
    async fn server_finished(&self) {
        while !self.server.is_finished() {
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        }
    }
}
