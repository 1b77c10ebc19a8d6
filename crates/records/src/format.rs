//! The formats by name and file extension, and reading or writing any of them.

use crate::error::{ErrorKind, Location, ReadError, WriteError};
use crate::formats;
use crate::record::GameRecord;
use crate::text::TextEncoding;
use crate::tree::GameTree;
use std::fmt;
use std::path::Path;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Move strings, one game per line (`h8 i9 j10`).
    Moves,
    /// Piskvork's PSQ.
    Psq,
    /// RenLib's binary `.lib` tree.
    RenLib,
    /// The RenjuNet / RIF XML database (read only).
    Rif,
    /// SGF, `GM[4]` (and `GM[5]` on reading).
    Sgf,
    /// RenLib / Yixin `.pos` position.
    Pos,
    /// ShowRenju `.bdt`.
    Bdt,
    /// pente.org game records (PGN-like).
    Pgn,
    /// Gomocup / Piskvork opening lists.
    Openings,
}

impl Format {
    pub const ALL: [Format; 9] = [
        Format::Moves,
        Format::Psq,
        Format::RenLib,
        Format::Rif,
        Format::Sgf,
        Format::Pos,
        Format::Bdt,
        Format::Pgn,
        Format::Openings,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Format::Moves => "moves",
            Format::Psq => "psq",
            Format::RenLib => "renlib",
            Format::Rif => "rif",
            Format::Sgf => "sgf",
            Format::Pos => "pos",
            Format::Bdt => "bdt",
            Format::Pgn => "pgn",
            Format::Openings => "openings",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Moves | Format::Openings => "txt",
            Format::Psq => "psq",
            Format::RenLib => "lib",
            Format::Rif => "rif",
            Format::Sgf => "sgf",
            Format::Pos => "pos",
            Format::Bdt => "bdt",
            Format::Pgn => "pgn",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            Format::Moves => "move strings, one game per line (.txt)",
            Format::Psq => "Piskvork PSQ, one game (.psq)",
            Format::RenLib => "RenLib library v3.0/v3.4, a tree with comments (.lib)",
            Format::Rif => "RenjuNet / RIF XML database, read only (.rif)",
            Format::Sgf => {
                "SGF GM[4], reads GM[5] and renju GM[1] too; a tree with variations (.sgf)"
            }
            Format::Pos => "RenLib / Yixin position, one game (.pos)",
            Format::Bdt => "ShowRenju, one game per line (.bdt)",
            Format::Pgn => "pente.org game records (.pgn)",
            Format::Openings => "Gomocup opening list (openings*.txt, or --from/--to openings)",
        }
    }

    /// A format by name or by extension.
    pub fn parse(s: &str) -> Option<Format> {
        let s = s.trim().trim_start_matches('.').to_ascii_lowercase();
        Format::ALL
            .iter()
            .copied()
            .find(|f| f.name() == s)
            .or(match s.as_str() {
                "txt" | "text" => Some(Format::Moves),
                "lib" => Some(Format::RenLib),
                "xml" => Some(Format::Rif),
                _ => None,
            })
    }

    /// The format a file name implies: its extension, with `.txt` files whose name starts
    /// with `openings` read as opening lists.
    pub fn from_path(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        if ext == "txt" {
            let stem = path.file_stem()?.to_str()?.to_ascii_lowercase();
            return Some(if stem.starts_with("opening") {
                Format::Openings
            } else {
                Format::Moves
            });
        }
        Format::parse(&ext)
    }

    pub fn writable(self) -> bool {
        self != Format::Rif
    }

    /// What a reader looks for, to say why a file held no game.
    fn what_a_game_is(self) -> &'static str {
        match self {
            Format::Moves => "no line is a move string such as 'h8 i9 j10'",
            Format::Psq => "no move line 'x,y,ms' after the header",
            Format::RenLib => "no RenLib header and no move",
            Format::Rif => "no <game> element with moves",
            Format::Sgf => "no game tree '(;' with a node",
            Format::Pos => "no stone",
            Format::Bdt => "no line 'Tournament=[Black,White,Result,Moves,...]'",
            Format::Pgn => "no '[Key \"value\"]' header or move",
            Format::Openings => "no line of 'dx, dy' pairs",
        }
    }

    /// Formats whose file holds exactly one game.
    pub fn single_game(self) -> bool {
        matches!(self, Format::Psq | Format::Pos)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a file holds: games, or a tree of moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Document {
    Games(Vec<GameRecord>),
    Tree(GameTree),
}

impl Document {
    /// The games: a tree gives one game per line from the root to a leaf.
    pub fn games(&self) -> Vec<GameRecord> {
        match self {
            Document::Games(g) => g.clone(),
            Document::Tree(t) => t.games(),
        }
    }

    pub fn into_games(self) -> Vec<GameRecord> {
        match self {
            Document::Games(g) => g,
            Document::Tree(t) => t.games(),
        }
    }

    /// A tree: games merge into one tree (their board sizes must agree).
    pub fn to_tree(&self) -> Result<GameTree, String> {
        match self {
            Document::Tree(t) => Ok(t.clone()),
            Document::Games(games) => {
                let size = games.first().map_or(15, |g| g.size);
                if let Some(g) = games.iter().find(|g| g.size != size) {
                    return Err(format!(
                        "games on {size}x{size} and {}x{} boards cannot share a tree",
                        g.size, g.size
                    ));
                }
                if games.iter().any(|g| !g.setup.is_empty()) {
                    return Err("a game with set-up stones cannot be put in a tree".into());
                }
                Ok(GameTree::from_games(size, games))
            }
        }
    }
}

/// Options for reading.
#[derive(Debug, Clone, Copy)]
pub struct ReadOptions {
    /// How text is encoded (comments, names).
    pub encoding: TextEncoding,
    /// Board size for formats that do not record it (move strings, opening lists).
    pub size: u8,
    /// Column letters skip I (move strings of older western texts).
    pub skip_i: bool,
    /// Move strings count rows from the top (c-gomoku-cli's `pos` opening files), not
    /// from the bottom as renju notation does.
    pub rows_from_top: bool,
    /// Files larger than this are refused.
    pub max_bytes: u64,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            encoding: TextEncoding::Auto,
            size: 15,
            skip_i: false,
            rows_from_top: false,
            max_bytes: 1 << 30,
        }
    }
}

/// Options for writing.
#[derive(Debug, Clone, Copy)]
pub struct WriteOptions {
    /// Encoding of text (UTF-8 unless told otherwise).
    pub encoding: TextEncoding,
    /// RenLib minor version: 4 (with a root record) or 0.
    pub renlib_minor: u8,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            encoding: TextEncoding::Utf8,
            renlib_minor: 4,
        }
    }
}

/// Something a reader read, but not as the file wrote it: text that is not valid in the
/// file's encoding, decoded with replacement characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub format: Format,
    pub at: Location,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.format.name(), self.at, self.message)
    }
}

/// Reads a document from bytes.
pub fn read(format: Format, bytes: &[u8], opts: &ReadOptions) -> Result<Document, ReadError> {
    read_with_warnings(format, bytes, opts).map(|(d, _)| d)
}

/// Reads a document from bytes, with what was read but not as written.
pub fn read_with_warnings(
    format: Format,
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<(Document, Vec<Warning>), ReadError> {
    let mut warnings = Vec::new();
    if bytes.len() as u64 > opts.max_bytes {
        return Err(ReadError::new(
            format,
            Location::Whole,
            ErrorKind::TooLarge,
            format!(
                "{} bytes is more than the limit of {}",
                bytes.len(),
                opts.max_bytes
            ),
        ));
    }
    let doc = match format {
        Format::RenLib => {
            let (tree, w) = formats::renlib::read_with_warnings(bytes, opts)?;
            warnings = w;
            Document::Tree(tree)
        }
        Format::Moves => Document::Games(formats::moves::read(bytes, opts)?),
        Format::Psq => Document::Games(vec![formats::psq::read(bytes, opts)?]),
        Format::Rif => Document::Games(formats::rif::read(bytes, opts)?),
        Format::Sgf => {
            let (doc, w) = formats::sgf::read_document(bytes, opts)?;
            warnings = w;
            doc
        }
        Format::Pos => Document::Games(vec![formats::pos::read(bytes, opts)?]),
        Format::Bdt => Document::Games(formats::bdt::read(bytes, opts)?),
        Format::Pgn => Document::Games(formats::pgn::read(bytes, opts)?),
        Format::Openings => Document::Games(formats::openings::read(bytes, opts)?),
    };
    // A file read as the wrong format (a binary file forced as text, say) often holds
    // nothing the reader knows; that is no empty success.
    let empty = match &doc {
        Document::Games(g) => g.is_empty(),
        // A library with its header and no move is one a program saved empty; without
        // the header, nothing says the bytes were a library at all.
        Document::Tree(t) => t.len() <= 1 && !bytes.starts_with(b"\xFFRenLib\xFF"),
    };
    if empty {
        return Err(ReadError::new(
            format,
            Location::Whole,
            ErrorKind::Malformed,
            format!("no game in the file: {}", format.what_a_game_is()),
        ));
    }
    Ok((doc, warnings))
}

/// Writes a document. A tree written to a game format gives one game per line; games
/// written to RenLib merge into a tree.
pub fn write(format: Format, doc: &Document, opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    if format == Format::RenLib {
        let tree = doc.to_tree().map_err(|m| WriteError::new(format, m))?;
        return formats::renlib::write(&tree, opts);
    }
    if let (Format::Sgf, Document::Tree(t)) = (format, doc) {
        return formats::sgf::write_tree(t, opts);
    }
    let games = doc.games();
    if format.single_game() && games.len() != 1 {
        return Err(WriteError::new(
            format,
            format!(
                "a {} file holds one game, not {}",
                format.name(),
                games.len()
            ),
        ));
    }
    match format {
        Format::Moves => formats::moves::write(&games, opts),
        Format::Psq => formats::psq::write(&games[0], opts),
        Format::Sgf => formats::sgf::write(&games, opts),
        Format::Pos => formats::pos::write(&games[0]),
        Format::Bdt => formats::bdt::write(&games, opts),
        Format::Pgn => formats::pgn::write(&games, opts),
        Format::Openings => formats::openings::write(&games),
        Format::Rif => Err(WriteError::new(format, "RenjuNet XML is read only")),
        Format::RenLib => unreachable!("handled above"),
    }
}

/// Reads a file in the given format, or the one its name implies. Errors name the file.
pub fn read_file(
    path: &Path,
    format: Option<Format>,
    opts: &ReadOptions,
) -> Result<(Format, Document), ReadError> {
    read_file_with_warnings(path, format, opts).map(|(f, d, _)| (f, d))
}

/// [`read_file`], with what was read but not as written.
pub fn read_file_with_warnings(
    path: &Path,
    format: Option<Format>,
    opts: &ReadOptions,
) -> Result<(Format, Document, Vec<Warning>), ReadError> {
    let format = match format.or_else(|| Format::from_path(path)) {
        Some(f) => f,
        None => {
            return Err(ReadError::new(
                Format::Moves,
                Location::Whole,
                ErrorKind::Io,
                "unknown format: name it (--from) or use a known extension",
            )
            .with_path(path))
        }
    };
    let io = |e: std::io::Error| {
        ReadError::new(format, Location::Whole, ErrorKind::Io, e.to_string()).with_path(path)
    };
    let len = std::fs::metadata(path).map_err(io)?.len();
    if len > opts.max_bytes {
        return Err(ReadError::new(
            format,
            Location::Whole,
            ErrorKind::TooLarge,
            format!("{len} bytes is more than the limit of {}", opts.max_bytes),
        )
        .with_path(path));
    }
    let bytes = std::fs::read(path).map_err(io)?;
    read_with_warnings(format, &bytes, opts)
        .map(|(d, w)| (format, d, w))
        .map_err(|e| e.with_path(path))
}

/// Checks a game read from a file: stones on the board and on empty points (under its
/// rule, when that rule captures). `at` says where the bad move is in the file (`None`:
/// a problem before the first move), and `name` writes a point in the file's notation.
pub(crate) fn checked(
    g: GameRecord,
    format: Format,
    at: impl FnOnce(Option<usize>) -> Location,
    name: impl Fn(pearls_rules::Point) -> String,
) -> Result<GameRecord, ReadError> {
    match g.check_named(&name) {
        Ok(_) => Ok(g),
        Err((i, msg)) => Err(ReadError::new(format, at(i), ErrorKind::Invalid, msg)),
    }
}

/// Encodes text for a format, or says why it cannot.
pub(crate) fn encode_text(
    text: &str,
    opts: &WriteOptions,
    format: Format,
) -> Result<Vec<u8>, WriteError> {
    crate::text::encode(text, opts.encoding).map_err(|m| WriteError::new(format, m))
}
