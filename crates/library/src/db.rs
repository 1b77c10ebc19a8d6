//! The database: games, the positions they pass through, and per-position statistics of
//! the moves played next.
//!
//! Schema (SQLite, one file):
//!
//! - `games`: one row per game, integer id, the metadata as columns, the moves as one
//!   packed blob (a byte per move up to 15x15), and a 64-bit digest of the game that a
//!   unique index uses to find a game already stored (see `digest`: it leaves out what
//!   a re-import may correct, so that the re-import replaces the row).
//! - `positions (hash, game, ply)`, a WITHOUT ROWID table keyed by (hash, game): every
//!   position of every game under its canonical key ([`crate::key`]), so one index
//!   seek finds the games that reached a position, whatever the symmetry.
//! - `position_stats (hash, next, games, black, white, draws, example)`: for positions
//!   reached by many games, the moves played next (in the canonical orientation) with
//!   their counts and results, so that the opening explorer answers the popular positions
//!   without visiting every game. Positions with fewer games are explored from their
//!   games directly.
//!
//! Importing a file inserts its games in one transaction: a file that fails to read or
//! check adds nothing. The position index is derived from the games and is brought up to
//! date after the files of an import (`index`): games are read in id order, every (key,
//! game, ply) is computed in memory, sorted, and appended to the table in key order,
//! which is what a B-tree loads fastest. A query first indexes any games not indexed yet.

use crate::key::{captures, replay_captures, Position, SymmetryMaps, END_CODE};
use crate::pack;
use pearls_records::{
    read_file_with_warnings, Fnv1a, Format, GameRecord, GameResult, GameTree, ReadError,
    ReadOptions, Warning,
};
use pearls_rules::{Color, Move};
use rusqlite::{params, Connection, OptionalExtension};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::hash::Hasher;
use std::path::Path;

/// Version 2: the digest no longer holds the result, the date or which player had which
/// colour, so that a corrected re-import finds the row it corrects (see [`digest`]).
const SCHEMA_VERSION: i64 = 2;
/// Positions reached by at least this many games in one indexing pass get statistics.
pub const STATS_THRESHOLD: usize = 64;
/// Rows of the position index computed in memory at once (16 bytes each).
pub const DEFAULT_CHUNK_ROWS: usize = 64 << 20;
/// Games longer than this are refused (the index keeps the ply in 12 bits).
pub const MAX_PLIES: usize = 4000;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    digest INTEGER NOT NULL,
    size INTEGER NOT NULL,
    result INTEGER NOT NULL,
    plies INTEGER NOT NULL,
    black TEXT,
    white TEXT,
    event TEXT,
    round TEXT,
    date TEXT,
    rule TEXT,
    comment TEXT,
    moves BLOB NOT NULL,
    setup BLOB,
    offers BLOB,
    extra TEXT,
    source TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS games_digest ON games (digest);
CREATE INDEX IF NOT EXISTS games_black ON games (black COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS games_white ON games (white COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS games_event ON games (event COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS games_date ON games (date);
CREATE TABLE IF NOT EXISTS positions (
    hash INTEGER NOT NULL,
    game INTEGER NOT NULL,
    ply INTEGER NOT NULL,
    PRIMARY KEY (hash, game)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS position_stats (
    hash INTEGER NOT NULL,
    next INTEGER NOT NULL,
    games INTEGER NOT NULL,
    black INTEGER NOT NULL,
    white INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    example INTEGER NOT NULL,
    PRIMARY KEY (hash, next)
) WITHOUT ROWID;
";

/// What can go wrong with the database.
#[derive(Debug)]
pub enum LibraryError {
    Sql(rusqlite::Error),
    /// A file that could not be read (the error names the file and where).
    Read(ReadError),
    /// A game or position that cannot be stored or looked up.
    Invalid(String),
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::Sql(e) => write!(f, "database: {e}"),
            LibraryError::Read(e) => e.fmt(f),
            LibraryError::Invalid(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for LibraryError {}

impl From<rusqlite::Error> for LibraryError {
    fn from(e: rusqlite::Error) -> Self {
        LibraryError::Sql(e)
    }
}

impl From<rusqlite::types::FromSqlError> for LibraryError {
    fn from(e: rusqlite::types::FromSqlError) -> Self {
        LibraryError::Invalid(format!("a stored value is damaged: {e}"))
    }
}

impl From<ReadError> for LibraryError {
    fn from(e: ReadError) -> Self {
        LibraryError::Read(e)
    }
}

pub type Result<T> = std::result::Result<T, LibraryError>;

/// Which games an explorer counts, by the rule they record (`None`: none recorded).
pub type RuleFilter<'a> = &'a dyn Fn(Option<&str>) -> bool;

/// Games added, and games already in the library (`duplicates`), of which `replaced`
/// were stored with other details (a result, colours, a date, a rule) that the new read
/// replaced.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Added {
    pub added: u64,
    pub duplicates: u64,
    pub replaced: u64,
}

/// What an indexing pass did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct IndexReport {
    pub games: u64,
    pub positions: u64,
    /// Positions that received or updated statistics.
    pub stats_positions: u64,
}

/// Results of a set of games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u64,
    pub black: u64,
    pub white: u64,
    pub draws: u64,
}

impl Tally {
    pub fn add(&mut self, result: GameResult) {
        self.games += 1;
        match result {
            GameResult::BlackWins => self.black += 1,
            GameResult::WhiteWins => self.white += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::Unknown => {}
        }
    }

    fn merge(&mut self, o: &Tally) {
        self.games += o.games;
        self.black += o.black;
        self.white += o.white;
        self.draws += o.draws;
    }

    /// Percentages of black wins, white wins and draws among all games.
    pub fn rates(&self) -> (f64, f64, f64) {
        let n = self.games.max(1) as f64;
        (
            100.0 * self.black as f64 / n,
            100.0 * self.white as f64 / n,
            100.0 * self.draws as f64 / n,
        )
    }
}

/// One move played next in an explored position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextMove {
    /// In the orientation of the position as it was asked.
    pub mv: Move,
    pub tally: Tally,
    /// A game in which it was played.
    pub example: i64,
}

/// The opening explorer's answer.
#[derive(Debug, Clone)]
pub struct Explored {
    pub key: i64,
    /// Every game that reached the position.
    pub tally: Tally,
    /// Games that ended in the position.
    pub ended: Tally,
    /// Moves played next, the most played first.
    pub moves: Vec<NextMove>,
    pub examples: Vec<GameSummary>,
}

/// A game as a search lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    pub id: i64,
    pub black: Option<String>,
    pub white: Option<String>,
    pub event: Option<String>,
    pub round: Option<String>,
    pub date: Option<String>,
    pub rule: Option<String>,
    pub result: GameResult,
    pub plies: u32,
    /// When searching by position: the ply at which the game reached it.
    pub ply: Option<u32>,
}

/// A search: every given condition must hold. Names match without regard to case,
/// whole, unless they hold `*` or `%` wildcards.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// Either player.
    pub player: Option<String>,
    pub black: Option<String>,
    pub white: Option<String>,
    pub event: Option<String>,
    pub rule: Option<String>,
    pub result: Option<GameResult>,
    /// Dates compare as text (`2004-05-12`, `2004.05.12`, `2004` all work within one style).
    pub date_from: Option<String>,
    pub date_to: Option<String>,
    pub position: Option<Position>,
    /// At most this many games (0: no limit).
    pub limit: usize,
    pub offset: usize,
}

/// A game library in one SQLite file.
pub struct Library {
    conn: Connection,
    chunk_rows: usize,
}

/// The key that finds a game already stored: its moves, set-up, event, round and the two
/// players without their colours. What a faulty reader may have got wrong is left out,
/// so that re-reading the file with a corrected reader finds the row to correct rather
/// than adding a second copy: the result, which player had black (Gomocup PSQs listed
/// in match order), the date's style (pente.org's `MM/DD/YYYY`) and the rule's name.
fn digest(
    size: u8,
    moves: &[u8],
    setup: &[u8],
    players: [Option<&str>; 2],
    event: Option<&str>,
    round: Option<&str>,
) -> i64 {
    let mut h = Fnv1a::default();
    let mut eat = |bytes: &[u8]| {
        h.write(bytes);
        h.write(&[0xFF]);
    };
    eat(&[size]);
    eat(moves);
    eat(setup);
    let mut players = players.map(|p| p.unwrap_or("\u{0}"));
    players.sort_unstable();
    for f in [
        players[0],
        players[1],
        event.unwrap_or("\u{0}"),
        round.unwrap_or("\u{0}"),
    ] {
        eat(f.as_bytes());
    }
    h.finish() as i64
}

fn game_digest(g: &GameRecord, moves: &[u8], setup: &[u8]) -> i64 {
    digest(
        g.size,
        moves,
        setup,
        [g.black.as_deref(), g.white.as_deref()],
        g.event.as_deref(),
        g.round.as_deref(),
    )
}

/// One row of the index in memory: key (sign bit flipped, so that unsigned order is the
/// order of the signed key), game, ply, next move code and result.
#[inline]
fn entry(key: i64, game: u32, ply: u32, next: i64, result: u8) -> u128 {
    let k = (key as u64) ^ (1 << 63);
    ((k as u128) << 64)
        | ((game as u128) << 32)
        | ((ply as u128 & 0xFFF) << 20)
        | ((((next + 2) as u128) & 0xFFF) << 8)
        | (result as u128 & 3)
}

#[inline]
fn entry_key(e: u128) -> i64 {
    (((e >> 64) as u64) ^ (1 << 63)) as i64
}

#[inline]
fn entry_game(e: u128) -> u32 {
    (e >> 32) as u32
}

#[inline]
fn entry_ply(e: u128) -> u32 {
    ((e >> 20) & 0xFFF) as u32
}

#[inline]
fn entry_next(e: u128) -> i64 {
    ((e >> 8) & 0xFFF) as i64 - 2
}

#[inline]
fn entry_result(e: u128) -> GameResult {
    GameResult::from_code((e & 3) as u8)
}

struct Maps(HashMap<u8, SymmetryMaps>);

impl Maps {
    fn get(&mut self, size: u8) -> &SymmetryMaps {
        self.0
            .entry(size)
            .or_insert_with(|| SymmetryMaps::new(size))
    }
}

/// The stones each move of a stored game captured under its rule (empty without
/// captures).
fn stored_captures(
    id: i64,
    size: u8,
    rule: Option<&str>,
    setup: &[(pearls_rules::Point, Color)],
    moves: &[Move],
) -> Result<Vec<Vec<pearls_rules::Point>>> {
    captures(size, rule, setup, moves)
        .map_err(|m| LibraryError::Invalid(format!("game {id}: its stored moves are damaged: {m}")))
}

fn text(s: &Option<String>) -> Option<&str> {
    s.as_deref()
}

impl Library {
    /// Opens (creating if needed) the library in `path`.
    pub fn open(path: &Path) -> Result<Library> {
        Library::init(Connection::open(path)?)
    }

    /// Opens a library for reading only, as a server does: nothing is written, so it
    /// must be of this program's schema and fully indexed (any `pearls db` command that
    /// reads it indexes what an import left).
    pub fn open_read_only(path: &Path) -> Result<Library> {
        use rusqlite::OpenFlags;
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        let version: Option<i64> = conn
            .query_row("SELECT value FROM meta WHERE key = 'schema'", [], |r| {
                r.get(0)
            })
            .optional()
            .map_err(|e| {
                LibraryError::Invalid(format!("{} is not a game library: {e}", path.display()))
            })?;
        if version != Some(SCHEMA_VERSION) {
            return Err(LibraryError::Invalid(format!(
                "{} has schema version {}; read-only, only version {SCHEMA_VERSION} can be read (open it once with `pearls db` to bring it up to date)",
                path.display(),
                version.map_or("none".to_string(), |v| v.to_string())
            )));
        }
        let lib = Library {
            conn,
            chunk_rows: DEFAULT_CHUNK_ROWS,
        };
        let pending = lib.pending()?;
        if pending > 0 {
            return Err(LibraryError::Invalid(format!(
                "{} has {pending} games not yet indexed: run `pearls db --db {} explore` once to index them",
                path.display(),
                path.display()
            )));
        }
        Ok(lib)
    }

    /// The rules the games record, each with its number of games; `None` for the games
    /// that record none.
    pub fn rules(&self) -> Result<Vec<(Option<String>, u64)>> {
        let mut stmt = self
            .conn
            .prepare("SELECT rule, COUNT(*) FROM games GROUP BY rule ORDER BY rule")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn open_in_memory() -> Result<Library> {
        Library::init(Connection::open_in_memory()?)
    }

    fn init(conn: Connection) -> Result<Library> {
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "cache_size", -262_144)?;
        conn.pragma_update(None, "temp_store", "MEMORY")?;
        conn.execute_batch(SCHEMA)?;
        let version: Option<i64> = conn
            .query_row("SELECT value FROM meta WHERE key = 'schema'", [], |r| {
                r.get(0)
            })
            .optional()?;
        match version {
            None => {
                conn.execute(
                    "INSERT INTO meta (key, value) VALUES ('schema', ?1), ('indexed_up_to', 0)",
                    [SCHEMA_VERSION],
                )?;
            }
            Some(SCHEMA_VERSION) => {}
            Some(1) => migrate_from_1(&conn)?,
            Some(v) => {
                return Err(LibraryError::Invalid(format!(
                "this library has schema version {v}; this program reads version {SCHEMA_VERSION}"
            )))
            }
        }
        Ok(Library {
            conn,
            chunk_rows: DEFAULT_CHUNK_ROWS,
        })
    }

    /// The SQLite connection, for inspection.
    pub fn connection(&self) -> &Connection {
        &self.conn
    }

    /// How many index rows are computed in memory at once (16 bytes each).
    pub fn set_chunk_rows(&mut self, rows: usize) {
        self.chunk_rows = rows.max(1);
    }

    /// The page cache, in MiB.
    pub fn set_cache_mib(&self, mib: i64) -> Result<()> {
        self.conn.pragma_update(None, "cache_size", -(mib * 1024))?;
        Ok(())
    }

    /// Copies the write-ahead log into the database file and empties it.
    pub fn checkpoint(&self) -> Result<()> {
        self.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        Ok(())
    }

    pub fn game_count(&self) -> Result<u64> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get::<_, i64>(0))? as u64)
    }

    pub fn position_count(&self) -> Result<u64> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM positions", [], |r| r.get::<_, i64>(0))?
            as u64)
    }

    fn meta(&self, key: &str) -> Result<i64> {
        Ok(self
            .conn
            .query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
            .optional()?
            .unwrap_or(0))
    }

    /// Games not in the position index yet.
    pub fn pending(&self) -> Result<u64> {
        let up_to = self.meta("indexed_up_to")?;
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM games WHERE id > ?1", [up_to], |r| {
                r.get::<_, i64>(0)
            })? as u64)
    }

    /// Adds games in one transaction; a game that fails its check adds nothing at all.
    /// A game already in the library (same moves, set-up, event, round and the same two
    /// players, whichever had black) is not added again: its stored details are replaced
    /// by the new ones (a field the new read leaves empty keeps its stored value), and the
    /// position statistics follow a changed result. Re-importing a file after a reader
    /// was corrected so repairs what the faulty read stored.
    pub fn add_games(&mut self, games: &[GameRecord], source: Option<&str>) -> Result<Added> {
        for (i, g) in games.iter().enumerate() {
            if let Err((_, m)) = g.check() {
                return Err(LibraryError::Invalid(format!("game {}: {m}", i + 1)));
            }
            if g.moves.len() > MAX_PLIES {
                return Err(LibraryError::Invalid(format!(
                    "game {}: {} moves is more than {MAX_PLIES}",
                    i + 1,
                    g.moves.len()
                )));
            }
        }
        let indexed_up_to = self.meta("indexed_up_to")?;
        let tx = self.conn.transaction()?;
        let mut added = Added::default();
        let mut maps = Maps(HashMap::new());
        {
            let mut insert = tx.prepare_cached(
                "INSERT OR IGNORE INTO games (digest, size, result, plies, black, white, event, round, date, rule, comment, moves, setup, offers, extra, source)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
            )?;
            let mut stored = tx.prepare_cached(
                "SELECT id, result, black, white, date, rule, comment, offers, extra, source FROM games WHERE digest = ?1",
            )?;
            let mut replace = tx.prepare_cached(
                "UPDATE games SET result = ?2, black = ?3, white = ?4, date = ?5, rule = ?6, comment = ?7, offers = ?8, extra = ?9, source = ?10 WHERE id = ?1",
            )?;
            for g in games {
                let moves = pack::pack_moves(g.size, &g.moves);
                let setup = pack::pack_setup(g.size, &g.setup);
                let offers = pack::pack_points(g.size, &g.offers);
                let offers = (!offers.is_empty()).then_some(offers);
                let extra = pack::pack_extra(&g.extra);
                let key = game_digest(g, &moves, &setup);
                let n = insert.execute(params![
                    key,
                    g.size,
                    g.result.code(),
                    g.moves.len() as i64,
                    text(&g.black),
                    text(&g.white),
                    text(&g.event),
                    text(&g.round),
                    text(&g.date),
                    text(&g.rule),
                    text(&g.comment),
                    moves,
                    (!setup.is_empty()).then_some(&setup),
                    offers,
                    extra,
                    source,
                ])?;
                if n == 1 {
                    added.added += 1;
                    continue;
                }
                added.duplicates += 1;
                // The game is stored: the new read replaces its details, keeping what the
                // new one does not say.
                type Row = (
                    i64,
                    u8,
                    [Option<String>; 5],
                    Option<Vec<u8>>,
                    Option<String>,
                    Option<String>,
                );
                let (id, old_result, old_texts, old_offers, old_extra, old_source): Row = stored
                    .query_row([key], |r| {
                        Ok((
                            r.get(0)?,
                            r.get(1)?,
                            [r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?],
                            r.get(7)?,
                            r.get(8)?,
                            r.get(9)?,
                        ))
                    })?;
                let old_result = GameResult::from_code(old_result);
                let result = if g.result == GameResult::Unknown {
                    old_result
                } else {
                    g.result
                };
                let new_texts = [&g.black, &g.white, &g.date, &g.rule, &g.comment];
                let texts: Vec<Option<String>> = new_texts
                    .iter()
                    .zip(&old_texts)
                    .map(|(new, old)| new.as_ref().or(old.as_ref()).cloned())
                    .collect();
                let offers = offers.or(old_offers.clone());
                let extra = extra.or(old_extra.clone());
                let source = source.map(str::to_string).or(old_source.clone());
                let same = result == old_result
                    && texts.iter().eq(old_texts.iter())
                    && offers == old_offers
                    && extra == old_extra
                    && source == old_source;
                if same {
                    continue;
                }
                replace.execute(params![
                    id,
                    result.code(),
                    texts[0],
                    texts[1],
                    texts[2],
                    texts[3],
                    texts[4],
                    offers,
                    extra,
                    source
                ])?;
                added.replaced += 1;
                if result != old_result && id <= indexed_up_to {
                    retally(&tx, id, g, old_result, result, &mut maps)?;
                }
            }
        }
        tx.commit()?;
        Ok(added)
    }

    /// Reads a file whole and adds its games in one transaction: a file that fails to
    /// read adds nothing. A RenLib tree adds one game per line.
    pub fn import_file(
        &mut self,
        path: &Path,
        format: Option<Format>,
        opts: &ReadOptions,
    ) -> Result<(usize, Added)> {
        self.import_file_with_warnings(path, format, opts)
            .map(|(n, a, _)| (n, a))
    }

    /// [`Library::import_file`], with what the reader read but not as the file wrote it
    /// (text decoded with replacement characters, an SGF marked as Go).
    pub fn import_file_with_warnings(
        &mut self,
        path: &Path,
        format: Option<Format>,
        opts: &ReadOptions,
    ) -> Result<(usize, Added, Vec<Warning>)> {
        let (_, doc, warnings) = read_file_with_warnings(path, format, opts)?;
        let games = doc.into_games();
        let source = path.display().to_string();
        let added = self.add_games(&games, Some(&source)).map_err(|e| match e {
            LibraryError::Invalid(m) => LibraryError::Invalid(format!("{source}: {m}")),
            e => e,
        })?;
        Ok((games.len(), added, warnings))
    }

    /// Brings the position index up to date; `progress` hears (games done, games to do).
    pub fn index(&mut self, progress: &mut dyn FnMut(u64, u64)) -> Result<IndexReport> {
        let mut report = IndexReport::default();
        let total = self.pending()?;
        if total == 0 {
            return Ok(report);
        }
        let mut maps = Maps(HashMap::new());
        let mut stats_set: HashSet<i64> = {
            let mut s = self
                .conn
                .prepare("SELECT DISTINCT hash FROM position_stats")?;
            let rows = s.query_map([], |r| r.get(0))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        loop {
            let from = self.meta("indexed_up_to")?;
            let mut buf: Vec<u128> = Vec::new();
            let mut last = from;
            let mut games = 0u64;
            {
                let mut s = self.conn.prepare(
                    "SELECT id, size, result, moves, setup, rule FROM games WHERE id > ?1 ORDER BY id",
                )?;
                let mut rows = s.query([from])?;
                while let Some(r) = rows.next()? {
                    let id: i64 = r.get(0)?;
                    let size: u8 = r.get(1)?;
                    let result: u8 = r.get(2)?;
                    let blob = r.get_ref(3)?.as_blob()?;
                    let bad = || {
                        LibraryError::Invalid(format!("game {id}: its stored moves are damaged"))
                    };
                    let moves = pack::unpack_moves(size, blob).ok_or_else(bad)?;
                    let setup = match r.get_ref(4)?.as_blob_or_null()? {
                        Some(b) => pack::unpack_setup(size, b).ok_or_else(bad)?,
                        None => Vec::new(),
                    };
                    let game = u32::try_from(id).map_err(|_| {
                        LibraryError::Invalid(format!("game id {id} is beyond the index's range"))
                    })?;
                    let rule: Option<String> = r.get(5)?;
                    let taken = stored_captures(id, size, rule.as_deref(), &setup, &moves)?;
                    let m = maps.get(size);
                    let (mut keys, mut color) = replay_captures(m, &setup, &[], &[], 0);
                    for ply in 0..=moves.len() {
                        let next = match moves.get(ply) {
                            Some(&mv) => keys.next_code(m, mv),
                            None => END_CODE,
                        };
                        buf.push(entry(keys.key(color), game, ply as u32, next, result));
                        if let Some(Move::Place(p)) = moves.get(ply) {
                            keys.toggle(m, p.index(size), color);
                        }
                        for q in taken.get(ply).into_iter().flatten() {
                            keys.toggle(m, q.index(size), color.opposite());
                        }
                        color = color.opposite();
                    }
                    last = id;
                    games += 1;
                    if buf.len() >= self.chunk_rows {
                        break;
                    }
                }
            }
            if games == 0 {
                break;
            }
            buf.sort_unstable();
            // A position met twice in one game (passes) is kept at its first ply.
            buf.dedup_by(|b, a| entry_key(*a) == entry_key(*b) && entry_game(*a) == entry_game(*b));
            let tx = self.conn.transaction()?;
            report.positions += insert_positions(&tx, &buf)?;
            report.stats_positions += update_stats(&tx, &buf, &mut stats_set, from, &mut maps)?;
            tx.execute(
                "UPDATE meta SET value = ?1 WHERE key = 'indexed_up_to'",
                [last],
            )?;
            tx.commit()?;
            report.games += games;
            progress(report.games, total);
        }
        Ok(report)
    }

    fn ensure_indexed(&mut self) -> Result<()> {
        if self.pending()? > 0 {
            self.index(&mut |_, _| {})?;
        }
        Ok(())
    }

    /// The games that match a query, in id order.
    pub fn search(&mut self, q: &Query) -> Result<Vec<GameSummary>> {
        self.ensure_indexed()?;
        let mut sql = String::from(
            "SELECT g.id, g.black, g.white, g.event, g.round, g.date, g.rule, g.result, g.plies, ",
        );
        let mut args: Vec<rusqlite::types::Value> = Vec::new();
        if let Some(pos) = &q.position {
            let key = pos.key().map_err(LibraryError::Invalid)?;
            sql.push_str("p.ply FROM positions p JOIN games g ON g.id = p.game WHERE p.hash = ?");
            args.push(key.into());
        } else {
            sql.push_str("NULL FROM games g WHERE 1");
        }
        let name = |col: &str, v: &str, args: &mut Vec<rusqlite::types::Value>| -> String {
            if v.contains(['*', '%']) {
                args.push(v.replace('*', "%").into());
                format!("g.{col} LIKE ?")
            } else {
                args.push(v.to_string().into());
                format!("g.{col} = ? COLLATE NOCASE")
            }
        };
        if let Some(p) = &q.player {
            let a = name("black", p, &mut args);
            let b = name("white", p, &mut args);
            sql.push_str(&format!(" AND ({a} OR {b})"));
        }
        for (col, v) in [
            ("black", &q.black),
            ("white", &q.white),
            ("event", &q.event),
            ("rule", &q.rule),
        ] {
            if let Some(v) = v {
                let c = name(col, v, &mut args);
                sql.push_str(&format!(" AND {c}"));
            }
        }
        if let Some(r) = q.result {
            sql.push_str(" AND g.result = ?");
            args.push((r.code() as i64).into());
        }
        if let Some(d) = &q.date_from {
            sql.push_str(" AND g.date >= ?");
            args.push(d.clone().into());
        }
        if let Some(d) = &q.date_to {
            // A bare year or month includes all of it.
            sql.push_str(" AND g.date <= ?");
            args.push(format!("{d}\u{10FFFF}").into());
        }
        sql.push_str(if q.position.is_some() {
            " ORDER BY p.game"
        } else {
            " ORDER BY g.id"
        });
        sql.push_str(" LIMIT ? OFFSET ?");
        args.push((if q.limit == 0 { -1 } else { q.limit as i64 }).into());
        args.push((q.offset as i64).into());
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(rusqlite::params_from_iter(args), |r| {
            Ok(GameSummary {
                id: r.get(0)?,
                black: r.get(1)?,
                white: r.get(2)?,
                event: r.get(3)?,
                round: r.get(4)?,
                date: r.get(5)?,
                rule: r.get(6)?,
                result: GameResult::from_code(r.get::<_, u8>(7)?),
                plies: r.get(8)?,
                ply: r.get(9)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// One game, whole.
    pub fn game(&self, id: i64) -> Result<Option<GameRecord>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT size, result, black, white, event, round, date, rule, comment, moves, setup, offers, extra FROM games WHERE id = ?1",
        )?;
        let row = stmt
            .query_row([id], |r| {
                Ok((
                    r.get::<_, u8>(0)?,
                    r.get::<_, u8>(1)?,
                    [
                        r.get::<_, Option<String>>(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                        r.get(7)?,
                        r.get(8)?,
                    ],
                    r.get::<_, Vec<u8>>(9)?,
                    r.get::<_, Option<Vec<u8>>>(10)?,
                    r.get::<_, Option<Vec<u8>>>(11)?,
                    r.get::<_, Option<String>>(12)?,
                ))
            })
            .optional()?;
        let Some((size, result, texts, moves, setup, offers, extra)) = row else {
            return Ok(None);
        };
        let bad = || LibraryError::Invalid(format!("game {id}: its stored moves are damaged"));
        let [black, white, event, round, date, rule, comment] = texts;
        let mut g = GameRecord::new(size);
        g.result = GameResult::from_code(result);
        (
            g.black, g.white, g.event, g.round, g.date, g.rule, g.comment,
        ) = (black, white, event, round, date, rule, comment);
        g.moves = pack::unpack_moves(size, &moves).ok_or_else(bad)?;
        if let Some(s) = setup {
            g.setup = pack::unpack_setup(size, &s).ok_or_else(bad)?;
        }
        if let Some(o) = offers {
            g.offers = pack::unpack_points(size, &o).ok_or_else(bad)?;
        }
        if let Some(e) = extra {
            g.extra = pack::unpack_extra(&e);
        }
        Ok(Some(g))
    }

    /// The opening explorer: the games that reached a position (in any of its eight
    /// orientations), the moves played next with their results, and example games.
    pub fn explore(&mut self, pos: &Position, examples: usize) -> Result<Explored> {
        self.explore_games(pos, examples, None)
    }

    /// The opening explorer over the games whose rule `keep` accepts (it is given the
    /// stored rule's name, `None` for a game that records none). The statistics kept for
    /// popular positions count every game, so each game is looked at: slower than
    /// [`Library::explore`] on positions that many games reached.
    pub fn explore_where(
        &mut self,
        pos: &Position,
        examples: usize,
        keep: &dyn Fn(Option<&str>) -> bool,
    ) -> Result<Explored> {
        self.explore_games(pos, examples, Some(keep))
    }

    fn explore_games(
        &mut self,
        pos: &Position,
        examples: usize,
        keep: Option<RuleFilter>,
    ) -> Result<Explored> {
        self.ensure_indexed()?;
        let (keys, color) = pos.keys().map_err(LibraryError::Invalid)?;
        let key = keys.key(color);
        let mut next: BTreeMap<i64, (Tally, i64)> = BTreeMap::new();
        if let Some(keep) = keep {
            next = tally_games(&self.conn, key, None, &mut Maps(HashMap::new()), keep)?;
        } else {
            let mut stmt = self.conn.prepare_cached(
                "SELECT next, games, black, white, draws, example FROM position_stats WHERE hash = ?1",
            )?;
            let mut rows = stmt.query([key])?;
            while let Some(r) = rows.next()? {
                let t = Tally {
                    games: r.get::<_, i64>(1)? as u64,
                    black: r.get::<_, i64>(2)? as u64,
                    white: r.get::<_, i64>(3)? as u64,
                    draws: r.get::<_, i64>(4)? as u64,
                };
                next.insert(r.get(0)?, (t, r.get(5)?));
            }
        }
        if next.is_empty() && keep.is_none() {
            let mut maps = Maps(HashMap::new());
            next = tally_games(&self.conn, key, None, &mut maps, &|_| true)?;
            let total: u64 = next.values().map(|(t, _)| t.games).sum();
            if total as usize >= STATS_THRESHOLD {
                // Keep the answer for next time; a library opened read-only just skips it.
                let _ = self.store_stats(key, &next);
            }
        }
        let mut out = Explored {
            key,
            tally: Tally::default(),
            ended: Tally::default(),
            moves: Vec::new(),
            examples: Vec::new(),
        };
        for (&code, (t, example)) in &next {
            out.tally.merge(t);
            if code == END_CODE {
                out.ended = *t;
            } else if let Some(mv) = keys.point_of_code(code) {
                out.moves.push(NextMove {
                    mv,
                    tally: *t,
                    example: *example,
                });
            }
        }
        out.moves.sort_by(|a, b| {
            b.tally
                .games
                .cmp(&a.tally.games)
                .then(a.example.cmp(&b.example))
        });
        if examples > 0 {
            // With a rule filter, look a little further for games it keeps.
            let wanted = if keep.is_some() {
                examples * 50
            } else {
                examples
            };
            out.examples = self.search(&Query {
                position: Some(pos.clone()),
                limit: wanted,
                ..Query::default()
            })?;
            if let Some(keep) = keep {
                out.examples.retain(|g| keep(g.rule.as_deref()));
                out.examples.truncate(examples);
            }
        }
        Ok(out)
    }

    fn store_stats(&mut self, key: i64, next: &BTreeMap<i64, (Tally, i64)>) -> Result<()> {
        let tx = self.conn.transaction()?;
        for (&code, (t, ex)) in next {
            tx.execute(
                "INSERT OR REPLACE INTO position_stats (hash, next, games, black, white, draws, example) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![key, code, t.games as i64, t.black as i64, t.white as i64, t.draws as i64, ex],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// The games matching a query, whole.
    pub fn games(&mut self, q: &Query) -> Result<Vec<GameRecord>> {
        let ids: Vec<i64> = self.search(q)?.into_iter().map(|s| s.id).collect();
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(g) = self.game(id)? {
                out.push(g);
            }
        }
        Ok(out)
    }

    /// The explorer's subtree below a position, as a tree for RenLib: the position's own
    /// moves lead to it (marked as the start), and below it the continuations of every
    /// matching game up to `depth` moves, turned to the position's orientation. Branches
    /// played in fewer than `min_games` games are left out; each node's title gives its
    /// games and results.
    pub fn explore_tree(&mut self, q: &Query, depth: usize, min_games: u64) -> Result<GameTree> {
        let pos = q
            .position
            .clone()
            .unwrap_or_else(|| Position::new(15, Vec::new()));
        let (qkeys, _) = pos.keys().map_err(LibraryError::Invalid)?;
        let qsym = qkeys.canonical_symmetry().inverse();
        let size = pos.size;
        let mut full = GameTree::new(size);
        let trunk = full.add_line(&pos.moves);
        let mut tallies: HashMap<usize, Tally> = HashMap::new();
        let mut maps = Maps(HashMap::new());
        let matches = self.search(&Query {
            position: Some(pos.clone()),
            limit: q.limit,
            ..q.clone()
        })?;
        for s in matches {
            let Some(g) = self.game(s.id)? else { continue };
            let ply = s.ply.unwrap_or(0) as usize;
            let taken = stored_captures(s.id, size, g.rule.as_deref(), &g.setup, &g.moves)?;
            let m = maps.get(size);
            let (keys, _) = replay_captures(m, &g.setup, &g.moves, &taken, ply);
            let gsym = keys.canonical_symmetry();
            let mut at = trunk;
            tallies.entry(at).or_default().add(g.result);
            for mv in g.moves.iter().skip(ply).take(depth) {
                let mv = match *mv {
                    Move::Place(p) => Move::Place(qsym.apply(gsym.apply(p, size), size)),
                    Move::Pass => Move::Pass,
                };
                at = full.child(at, mv, false);
                tallies.entry(at).or_default().add(g.result);
            }
        }
        // Copy the branches played often enough, with their tallies as titles.
        let mut out = GameTree::new(size);
        let mut stack = vec![(GameTree::ROOT, GameTree::ROOT)];
        while let Some((from, to)) = stack.pop() {
            if let Some(t) = tallies.get(&from) {
                let (b, w, d) = t.rates();
                out.node_mut(to).title = Some(format!(
                    "{} games: black {b:.0}%, white {w:.0}%, draws {d:.0}%",
                    t.games
                ));
            }
            if from == trunk {
                out.node_mut(to).start = true;
            }
            let mut kept = Vec::new();
            for &c in full.node(from).children() {
                if tallies.get(&c).is_none_or(|t| t.games >= min_games) {
                    let mv = full.node(c).mv.expect("a child has a move");
                    kept.push((c, out.child(to, mv, false)));
                }
            }
            stack.extend(kept.into_iter().rev());
        }
        Ok(out)
    }
}

const INSERT_BATCH: usize = 128;

fn insert_positions(tx: &rusqlite::Transaction, buf: &[u128]) -> Result<u64> {
    let mut sql =
        String::from("INSERT OR IGNORE INTO positions (hash, game, ply) VALUES (?, ?, ?)");
    for _ in 1..INSERT_BATCH {
        sql.push_str(", (?, ?, ?)");
    }
    let mut many = tx.prepare_cached(&sql)?;
    let mut one =
        tx.prepare_cached("INSERT OR IGNORE INTO positions (hash, game, ply) VALUES (?1, ?2, ?3)")?;
    let mut n = 0u64;
    let mut chunks = buf.chunks_exact(INSERT_BATCH);
    for chunk in &mut chunks {
        for (i, &e) in chunk.iter().enumerate() {
            many.raw_bind_parameter(3 * i + 1, entry_key(e))?;
            many.raw_bind_parameter(3 * i + 2, entry_game(e) as i64)?;
            many.raw_bind_parameter(3 * i + 3, entry_ply(e) as i64)?;
        }
        n += many.raw_execute()? as u64;
    }
    for &e in chunks.remainder() {
        n += one.execute(params![
            entry_key(e),
            entry_game(e) as i64,
            entry_ply(e) as i64
        ])? as u64;
    }
    Ok(n)
}

/// Moves a stored, indexed game's result in the statistics of the positions it reached,
/// from `old` to `new`. Each position counts once per game, at its first ply, as the
/// index counts it.
fn retally(
    tx: &rusqlite::Transaction,
    id: i64,
    g: &GameRecord,
    old: GameResult,
    new: GameResult,
    maps: &mut Maps,
) -> Result<()> {
    let mut update = tx.prepare_cached(
        "UPDATE position_stats SET black = black + ?3, white = white + ?4, draws = draws + ?5 WHERE hash = ?1 AND next = ?2",
    )?;
    let delta = |r: GameResult| -> [i64; 3] {
        let mut d = [0; 3];
        match r {
            GameResult::BlackWins => d[0] = 1,
            GameResult::WhiteWins => d[1] = 1,
            GameResult::Draw => d[2] = 1,
            GameResult::Unknown => {}
        }
        d
    };
    let (o, n) = (delta(old), delta(new));
    let d: [i64; 3] = std::array::from_fn(|k| n[k] - o[k]);
    let taken = stored_captures(id, g.size, g.rule.as_deref(), &g.setup, &g.moves)?;
    let m = maps.get(g.size);
    let (mut keys, mut color) = replay_captures(m, &g.setup, &[], &[], 0);
    let mut seen = HashSet::new();
    for ply in 0..=g.moves.len() {
        let key = keys.key(color);
        if seen.insert(key) {
            let next = match g.moves.get(ply) {
                Some(&mv) => keys.next_code(m, mv),
                None => END_CODE,
            };
            update.execute(params![key, next, d[0], d[1], d[2]])?;
        }
        if let Some(Move::Place(p)) = g.moves.get(ply) {
            keys.toggle(m, p.index(g.size), color);
        }
        for q in taken.get(ply).into_iter().flatten() {
            keys.toggle(m, q.index(g.size), color.opposite());
        }
        color = color.opposite();
    }
    Ok(())
}

/// Schema 1 to 2: the games' digests again, by the new key. Games that the old key kept
/// apart and the new one finds to be the same (a file re-imported after its reader was
/// corrected: the colours or the result swapped) are one game: the latest import stays,
/// and the position index is rebuilt from the games left.
fn migrate_from_1(conn: &Connection) -> Result<()> {
    let tx = conn.unchecked_transaction()?;
    tx.execute_batch("DROP INDEX IF EXISTS games_digest")?;
    let mut by_key: HashMap<i64, Vec<i64>> = HashMap::new();
    {
        let mut s = tx.prepare(
            "SELECT id, size, moves, setup, black, white, event, round FROM games ORDER BY id",
        )?;
        let mut rows = s.query([])?;
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(0)?;
            let size: u8 = r.get(1)?;
            let moves = r.get_ref(2)?.as_blob()?.to_vec();
            let setup = r.get_ref(3)?.as_blob_or_null()?.unwrap_or(&[]).to_vec();
            let t = |k: usize| r.get::<_, Option<String>>(k);
            let (black, white, event, round) = (t(4)?, t(5)?, t(6)?, t(7)?);
            let key = digest(
                size,
                &moves,
                &setup,
                [black.as_deref(), white.as_deref()],
                event.as_deref(),
                round.as_deref(),
            );
            by_key.entry(key).or_default().push(id);
        }
    }
    let mut merged = false;
    {
        let mut set = tx.prepare("UPDATE games SET digest = ?2 WHERE id = ?1")?;
        let mut delete = tx.prepare("DELETE FROM games WHERE id = ?1")?;
        for (key, ids) in &by_key {
            let (last, older) = ids.split_last().expect("one id at least");
            for id in older {
                delete.execute([id])?;
                merged = true;
            }
            set.execute(params![last, key])?;
        }
    }
    if merged {
        tx.execute_batch(
            "DELETE FROM positions; DELETE FROM position_stats; UPDATE meta SET value = 0 WHERE key = 'indexed_up_to';",
        )?;
    }
    tx.execute_batch("CREATE UNIQUE INDEX games_digest ON games (digest)")?;
    tx.execute(
        "UPDATE meta SET value = ?1 WHERE key = 'schema'",
        [SCHEMA_VERSION],
    )?;
    tx.commit()?;
    Ok(())
}

/// Adds this chunk's next moves to the statistics of positions that have them, and
/// creates them for positions reached by many games.
fn update_stats(
    tx: &rusqlite::Transaction,
    buf: &[u128],
    stats_set: &mut HashSet<i64>,
    indexed_before: i64,
    maps: &mut Maps,
) -> Result<u64> {
    let mut upsert = tx.prepare_cached(
        "INSERT INTO position_stats (hash, next, games, black, white, draws, example) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (hash, next) DO UPDATE SET games = games + excluded.games, black = black + excluded.black,
         white = white + excluded.white, draws = draws + excluded.draws",
    )?;
    let mut touched = 0;
    let mut i = 0;
    while i < buf.len() {
        let key = entry_key(buf[i]);
        let mut j = i + 1;
        while j < buf.len() && entry_key(buf[j]) == key {
            j += 1;
        }
        let run = &buf[i..j];
        i = j;
        let known = stats_set.contains(&key);
        if !known && run.len() < STATS_THRESHOLD {
            continue;
        }
        let mut agg: BTreeMap<i64, (Tally, i64)> = BTreeMap::new();
        for &e in run {
            let a = agg
                .entry(entry_next(e))
                .or_insert((Tally::default(), entry_game(e) as i64));
            a.0.add(entry_result(e));
        }
        if !known && indexed_before > 0 {
            // Games indexed before this pass that reached the position count too.
            let older = tally_games(tx, key, Some(indexed_before), maps, &|_| true)?;
            for (code, (t, ex)) in older {
                let a = agg.entry(code).or_insert((Tally::default(), ex));
                a.0.merge(&t);
                a.1 = a.1.min(ex);
            }
        }
        stats_set.insert(key);
        for (code, (t, ex)) in agg {
            upsert.execute(params![
                key,
                code,
                t.games as i64,
                t.black as i64,
                t.white as i64,
                t.draws as i64,
                ex
            ])?;
        }
        touched += 1;
    }
    Ok(touched)
}

/// Tallies the moves played next from the games that reached `key` (those with ids up
/// to `max_game`, when given), by replaying each game to the position.
fn tally_games(
    conn: &Connection,
    key: i64,
    max_game: Option<i64>,
    maps: &mut Maps,
    keep: &dyn Fn(Option<&str>) -> bool,
) -> Result<BTreeMap<i64, (Tally, i64)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.game, p.ply, g.size, g.result, g.moves, g.setup, g.rule FROM positions p JOIN games g ON g.id = p.game
         WHERE p.hash = ?1 AND p.game <= ?2 ORDER BY p.game",
    )?;
    let mut rows = stmt.query(params![key, max_game.unwrap_or(i64::MAX)])?;
    let mut out: BTreeMap<i64, (Tally, i64)> = BTreeMap::new();
    while let Some(r) = rows.next()? {
        let game: i64 = r.get(0)?;
        let ply: usize = r.get(1)?;
        let size: u8 = r.get(2)?;
        let result = GameResult::from_code(r.get(3)?);
        let bad = || LibraryError::Invalid(format!("game {game}: its stored moves are damaged"));
        let moves = pack::unpack_moves(size, r.get_ref(4)?.as_blob()?).ok_or_else(bad)?;
        let setup = match r.get_ref(5)?.as_blob_or_null()? {
            Some(b) => pack::unpack_setup(size, b).ok_or_else(bad)?,
            None => Vec::new(),
        };
        let rule: Option<String> = r.get(6)?;
        if !keep(rule.as_deref()) {
            continue;
        }
        let taken = stored_captures(game, size, rule.as_deref(), &setup, &moves)?;
        let m = maps.get(size);
        let (keys, color) = replay_captures(m, &setup, &moves, &taken, ply);
        if keys.key(color) != key {
            continue;
        }
        let next = match moves.get(ply) {
            Some(&mv) => keys.next_code(m, mv),
            None => END_CODE,
        };
        out.entry(next)
            .or_insert((Tally::default(), game))
            .0
            .add(result);
    }
    Ok(out)
}
