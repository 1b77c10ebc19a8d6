//! The opening explorer: next moves with their results over two sets of games, through
//! `pearls_library` (positions meet in any of their eight orientations):
//!
//! - a library built with `pearls db`, opened read-only (`pearls serve --library FILE`);
//! - the site's own rated games, added as each ends to a library the server keeps in
//!   `explorer-site.db` in its data directory. It is derived data: removing the file
//!   forgets the games indexed so far, and the games ending afterwards are indexed again.

use crate::error::ApiError;
use crate::game::State;
use crate::messages::{ExplorerGame, ExplorerMove, ExplorerReply};
use pearls_library::{Explored, Library, Position};
use pearls_records::GameResult;
use pearls_rules::opening::{opening_japanese, opening_name};
use pearls_rules::{Move, Notation, Point, Variant};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Mutex;

/// The name of the site's games library in the data directory.
pub const SITE_FILE: &str = "explorer-site.db";

/// How many example games an answer gives.
pub const EXAMPLES: usize = 5;

/// The event the site's records carry (see `export::record_of`), before the game's id.
const SITE_EVENT: &str = "Pearls game ";

/// Which games to explore.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Both,
    Library,
    Site,
}

pub struct Explorer {
    library: Option<Mutex<Library>>,
    /// The rules the library's games record: when each is the rule asked, or none, the
    /// library's kept statistics answer without looking at every game.
    library_rules: Vec<Option<String>>,
    site: Mutex<Library>,
}

/// The rule set a record's rule names, by its canonical name: a name `Variant::named`
/// knows, `gomoku` for free-style, or a renju opening rule (RenjuNet's databases name their games' rule so:
/// `RIF`, `Yamaguchi`, `Soosyrv-8`…); `None` for a name that says neither.
fn rule_of(stored: &str) -> Option<&'static str> {
    let name = stored.trim().to_ascii_lowercase();
    // Records from elsewhere call free-style gomoku so (pente.org, many SGFs).
    if matches!(name.as_str(), "gomoku" | "free-style" | "free style") {
        return Some("freestyle");
    }
    if let Ok(v) = Variant::named(&name) {
        return Some(v.rules.name);
    }
    use pearls_rules::OpeningRule as O;
    match O::parse(&name)? {
        O::Rif
        | O::Sapronov
        | O::SapronovChoice
        | O::Yamaguchi
        | O::Soosorv(_)
        | O::Taraguchi(_) => Some("renju"),
        _ => None,
    }
}

impl Explorer {
    /// Opens the library at `library`, if any, read-only, and the site's games library in
    /// `data_dir`, made if missing.
    pub fn open(library: Option<&Path>, data_dir: &Path) -> Result<Explorer, String> {
        let (library, library_rules) = match library {
            None => (None, Vec::new()),
            Some(p) => {
                let lib = Library::open_read_only(p).map_err(|e| e.to_string())?;
                let rules = lib
                    .rules()
                    .map_err(|e| format!("{}: {e}", p.display()))?
                    .into_iter()
                    .map(|(r, _)| r)
                    .collect();
                (Some(Mutex::new(lib)), rules)
            }
        };
        std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
        let site_path = data_dir.join(SITE_FILE);
        let site =
            Library::open(&site_path).map_err(|e| format!("{}: {e}", site_path.display()))?;
        Ok(Explorer {
            library,
            library_rules,
            site: Mutex::new(site),
        })
    }

    pub fn has_library(&self) -> bool {
        self.library.is_some()
    }

    /// Indexes a finished game of the site. A failure is reported, not raised: the game
    /// itself is stored already, and the explorer only misses it.
    pub fn add_site_game(&self, st: &State) {
        let record = crate::export::record_of(st);
        let mut site = self.site.lock().unwrap();
        let added = site
            .add_games(&[record], Some("site"))
            .and_then(|_| site.index(&mut |_, _| {}));
        if let Err(e) = added {
            eprintln!(
                "pearls serve: the explorer could not index game {}: {e}",
                st.id
            );
        }
    }

    /// The moves played after `moves` under the rule named `rule`, from `source`.
    pub fn explore(
        &self,
        rule: &str,
        moves: &[Move],
        source: Source,
    ) -> Result<ExplorerReply, ApiError> {
        let variant = Variant::named(rule).map_err(|e| ApiError::BadRequest(e.to_string()))?;
        let n = Notation::new(variant.size);
        let pos = Position::new(variant.size, moves.to_vec());
        pos.keys()
            .map_err(|e| ApiError::BadRequest(format!("in the moves, {e}")))?;
        let mut found: Vec<(&'static str, Explored, Vec<Vec<Move>>)> = Vec::new();
        let asked = variant.rules.name;
        let keep_site = |r: Option<&str>| r.and_then(rule_of) == Some(asked);
        // Library games that record no rule (or none this server can name) count for
        // every rule on their board size; the position's key holds the size.
        let keep_library = |r: Option<&str>| r.and_then(rule_of).is_none_or(|r| r == asked);
        if source != Source::Library {
            let mut site = self.site.lock().unwrap();
            let e = site
                .explore_where(&pos, EXAMPLES, &keep_site)
                .map_err(|e| ApiError::Storage(format!("the site's games: {e}")))?;
            let lines = example_moves(&site, &e)?;
            found.push(("site", e, lines));
        }
        if source != Source::Site {
            if let Some(lib) = &self.library {
                let mut lib = lib.lock().unwrap();
                let every_game_fits = self
                    .library_rules
                    .iter()
                    .all(|r| keep_library(r.as_deref()));
                let e = if every_game_fits {
                    lib.explore(&pos, EXAMPLES)
                } else {
                    lib.explore_where(&pos, EXAMPLES, &keep_library)
                }
                .map_err(|e| ApiError::Storage(format!("the library: {e}")))?;
                let lines = example_moves(&lib, &e)?;
                found.push(("library", e, lines));
            }
        }
        // Both sources name a move in the orientation of the position asked, the same
        // point for the same class of equivalent moves, so they add up by point.
        let mut merged: HashMap<Move, ExplorerMove> = HashMap::new();
        let mut order: Vec<Move> = Vec::new();
        let mut games = 0;
        let mut examples = Vec::new();
        for (source, e, lines) in &found {
            games += e.tally.games;
            for m in &e.moves {
                let entry = merged.entry(m.mv).or_insert_with(|| {
                    order.push(m.mv);
                    ExplorerMove {
                        mv: n.format_move(m.mv),
                        games: 0,
                        black: 0,
                        white: 0,
                        draws: 0,
                        opening: third_move_opening(&variant, moves, m.mv),
                    }
                });
                entry.games += m.tally.games;
                entry.black += m.tally.black;
                entry.white += m.tally.white;
                entry.draws += m.tally.draws;
            }
            for (g, line) in e.examples.iter().zip(lines) {
                if examples.len() >= EXAMPLES {
                    break;
                }
                let site_id = (*source == "site")
                    .then(|| g.event.as_deref().and_then(|e| e.strip_prefix(SITE_EVENT)))
                    .flatten()
                    .map(str::to_string);
                examples.push(ExplorerGame {
                    source,
                    id: site_id,
                    black: g.black.clone(),
                    white: g.white.clone(),
                    result: match g.result {
                        GameResult::BlackWins => Some("black"),
                        GameResult::WhiteWins => Some("white"),
                        GameResult::Draw => Some("draw"),
                        GameResult::Unknown => None,
                    },
                    date: g.date.clone(),
                    event: g.event.clone(),
                    moves: line.iter().map(|&m| n.format_move(m)).collect(),
                });
            }
        }
        let mut out: Vec<ExplorerMove> = order
            .into_iter()
            .filter_map(|m| merged.remove(&m))
            .collect();
        out.sort_by_key(|m| std::cmp::Reverse(m.games));
        let opening = match moves {
            [a, b, c, ..] => renju_opening(&variant, *a, *b, *c),
            _ => None,
        };
        Ok(ExplorerReply {
            rule: variant.rules.name.to_string(),
            size: variant.size,
            position: moves.iter().map(|&m| n.format_move(m)).collect(),
            games,
            moves: out,
            opening_japanese: opening.and_then(opening_japanese).map(str::to_string),
            opening: opening.map(str::to_string),
            examples,
        })
    }
}

/// The moves of each example game, in the order of `e.examples`.
fn example_moves(lib: &Library, e: &Explored) -> Result<Vec<Vec<Move>>, ApiError> {
    e.examples
        .iter()
        .map(|g| {
            lib.game(g.id)
                .map(|r| r.map(|r| r.moves).unwrap_or_default())
                .map_err(|e| ApiError::Storage(format!("game {} of the library: {e}", g.id)))
        })
        .collect()
}

/// The name of the renju opening three stones make: on the 15x15 board, the first on
/// the centre.
fn renju_opening(v: &Variant, a: Move, b: Move, c: Move) -> Option<&'static str> {
    let (Move::Place(a), Move::Place(b), Move::Place(c)) = (a, b, c) else {
        return None;
    };
    (v.size == 15 && a == Point::centre(15))
        .then(|| opening_name(a, b, c))
        .flatten()
}

fn third_move_opening(v: &Variant, moves: &[Move], next: Move) -> Option<String> {
    match moves {
        [a, b] => renju_opening(v, *a, *b, next).map(str::to_string),
        _ => None,
    }
}
