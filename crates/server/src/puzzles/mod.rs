//! Puzzles: positions where the side to move wins by force, served one at a time to the
//! trainer (`routes/puzzles.rs`) and set in problems competitions
//! (`routes/competitions.rs`).
//!
//! - [`source`]: where the puzzles come from (the one function to change for another set);
//! - the solver is `pearls_puzzles`' (the one that proves the shipped set): it judges
//!   the attacker's moves, gives the defender's replies and the hints;
//! - [`grades`]: the puzzle rating as a kyu or dan grade;
//! - [`contest`]: a problems competition's answers scored by the solver;
//! - [`personal`]: the forced wins a player let go in their games, as their puzzles.

pub mod contest;
pub mod grades;
pub mod personal;
pub mod source;

use pearls_rules::{Color, Notation, Point};
use serde::Deserialize;
use std::collections::HashMap;

/// The theme of puzzles where the side to move must defend; served only when asked for.
pub const DEFENCE: &str = "defence";

/// One puzzle, as the source gives it: moves in `pearls` notation (`h8`), placed
/// alternately from black; the side to move wins by `solution`, its main line to its
/// own five.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Puzzle {
    pub id: String,
    pub rule: String,
    /// The board's size: the rule's own when the source leaves it out.
    #[serde(default)]
    pub size: Option<u8>,
    pub moves: Vec<String>,
    pub to_move: String,
    pub solution: Vec<String>,
    #[serde(default)]
    pub themes: Vec<String>,
    /// A second first move wins as well: any winning first move is right. Otherwise the
    /// first move must be the solution's, proven unique.
    #[serde(default)]
    pub multi_answer: bool,
}

impl Puzzle {
    /// The board size: the puzzle's own, else its rule's.
    pub fn size(&self) -> u8 {
        self.size.unwrap_or_else(|| rule_size(&self.rule))
    }

    /// The puzzle as the solver takes it.
    pub fn for_solver(&self) -> pearls_puzzles::Puzzle {
        pearls_puzzles::Puzzle {
            id: self.id.clone(),
            rule: self.rule.clone(),
            size: self.size(),
            moves: self.moves.clone(),
            to_move: self.to_move.clone(),
            solution: self.solution.clone(),
            alternatives: Vec::new(),
            themes: self.themes.clone(),
            difficulty: 0,
            multi_answer: self.multi_answer,
        }
    }

    pub fn notation(&self) -> Notation {
        Notation::new(self.size())
    }

    /// The position's moves as points.
    pub fn points(&self) -> Result<Vec<Point>, String> {
        parse_points(&self.notation(), &self.moves)
    }

    /// The main line as points.
    pub fn solution_points(&self) -> Result<Vec<Point>, String> {
        parse_points(&self.notation(), &self.solution)
    }

    /// The side to move, the attacker.
    pub fn attacker(&self) -> Color {
        Color::after_plies(self.moves.len())
    }

    /// Whether it is of `rule` and has `theme`, or is a winning puzzle when no theme is
    /// given.
    pub fn matches(&self, rule: &str, theme: Option<&str>) -> bool {
        self.rule == rule
            && match theme {
                Some(t) => self.themes.iter().any(|x| x == t),
                None => self.is_winning(),
            }
    }

    /// Whether the trainer serves it when no theme is asked for: not a defence puzzle.
    pub fn is_winning(&self) -> bool {
        !self.themes.iter().any(|t| t == DEFENCE)
    }

    /// The rating a puzzle starts at before anyone has tried it: longer lines are harder,
    /// 1100 for a five in one and 100 more for each further attacking move, up to 2300.
    pub fn start_rating(&self) -> f64 {
        let attacking = self.solution.len().div_ceil(2) as f64;
        (1000.0 + 100.0 * attacking).min(2300.0)
    }
}

impl From<pearls_puzzles::Puzzle> for Puzzle {
    fn from(p: pearls_puzzles::Puzzle) -> Puzzle {
        Puzzle {
            id: p.id,
            rule: p.rule,
            size: Some(p.size),
            moves: p.moves,
            to_move: p.to_move,
            solution: p.solution,
            themes: p.themes,
            multi_answer: p.multi_answer,
        }
    }
}

/// The board size of a rule by its name (15 for a name no rule has).
pub fn rule_size(rule: &str) -> u8 {
    pearls_rules::Variant::named(rule).map_or(15, |v| v.size)
}

/// Points in `pearls` notation, each one point.
pub fn parse_points(n: &Notation, items: &[String]) -> Result<Vec<Point>, String> {
    items
        .iter()
        .enumerate()
        .map(|(i, t)| {
            n.parse_point(t).map_err(|e| {
                format!(
                    "move {} ('{}'): {e}",
                    i + 1,
                    t.chars().take(20).collect::<String>()
                )
            })
        })
        .collect()
}

/// The puzzles the server offers, by id, in the source's order.
pub struct PuzzleSet {
    list: Vec<Puzzle>,
    by_id: HashMap<String, usize>,
}

impl PuzzleSet {
    pub fn new(list: Vec<Puzzle>) -> PuzzleSet {
        let by_id = list
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.clone(), i))
            .collect();
        PuzzleSet { list, by_id }
    }

    /// The shipped starter set ([`source::starter_set`]).
    pub fn starter() -> PuzzleSet {
        PuzzleSet::new(source::starter_set())
    }

    /// The starter set, read once for every server of the process.
    pub fn shipped() -> std::sync::Arc<PuzzleSet> {
        static SET: std::sync::OnceLock<std::sync::Arc<PuzzleSet>> = std::sync::OnceLock::new();
        SET.get_or_init(|| std::sync::Arc::new(PuzzleSet::starter()))
            .clone()
    }

    /// The set of a JSON Lines file ([`source::from_file`]).
    pub fn from_file(path: &std::path::Path) -> Result<PuzzleSet, String> {
        source::from_file(path).map(PuzzleSet::new)
    }

    pub fn get(&self, id: &str) -> Option<&Puzzle> {
        self.by_id.get(id).map(|&i| &self.list[i])
    }

    pub fn all(&self) -> &[Puzzle] {
        &self.list
    }

    /// The puzzles of `rule` with `theme`, or the winning ones when no theme is given.
    pub fn matching<'a>(
        &'a self,
        rule: &'a str,
        theme: Option<&'a str>,
    ) -> impl Iterator<Item = &'a Puzzle> + 'a {
        self.list.iter().filter(move |p| p.matches(rule, theme))
    }
}

/// The puzzle to serve: of `candidates` (each with its rating), those not yet `seen`
/// (all of them when every one was), the one whose rating is nearest `rating`; ties go
/// to the first in the source's order.
pub fn choose<'a>(
    candidates: &[(&'a Puzzle, f64)],
    seen: &std::collections::HashSet<String>,
    rating: f64,
) -> Option<&'a Puzzle> {
    let fresh: Vec<&(&Puzzle, f64)> = candidates
        .iter()
        .filter(|(p, _)| !seen.contains(&p.id))
        .collect();
    let pool: Vec<&(&Puzzle, f64)> = if fresh.is_empty() {
        candidates.iter().collect()
    } else {
        fresh
    };
    pool.into_iter()
        .min_by(|a, b| {
            (a.1 - rating)
                .abs()
                .partial_cmp(&(b.1 - rating).abs())
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .map(|(p, _)| *p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, rule: &str, themes: &[&str]) -> Puzzle {
        Puzzle {
            id: id.into(),
            rule: rule.into(),
            size: None,
            moves: vec![],
            to_move: "black".into(),
            solution: vec!["h8".into()],
            themes: themes.iter().map(|t| t.to_string()).collect(),
            multi_answer: false,
        }
    }

    #[test]
    fn without_a_theme_only_winning_puzzles_are_served() {
        let set = PuzzleSet::new(vec![
            puzzle("a", "renju", &["vcf"]),
            puzzle("b", "renju", &[DEFENCE]),
            puzzle("c", "freestyle", &["vct"]),
        ]);
        let ids = |t: Option<&str>| -> Vec<String> {
            set.matching("renju", t).map(|p| p.id.clone()).collect()
        };
        assert_eq!(ids(None), ["a"]);
        assert_eq!(ids(Some(DEFENCE)), ["b"]);
        assert_eq!(ids(Some("vct")), Vec::<String>::new());
        assert_eq!(set.get("c").unwrap().rule, "freestyle");
        assert!(set.get("z").is_none());
    }

    #[test]
    fn the_nearest_unseen_puzzle_is_chosen_then_the_nearest_of_all() {
        let (a, b, c) = (
            puzzle("a", "renju", &[]),
            puzzle("b", "renju", &[]),
            puzzle("c", "renju", &[]),
        );
        let cands = vec![(&a, 1200.0), (&b, 1480.0), (&c, 1700.0)];
        let mut seen = std::collections::HashSet::new();
        assert_eq!(choose(&cands, &seen, 1500.0).unwrap().id, "b");
        seen.insert("b".to_string());
        assert_eq!(choose(&cands, &seen, 1500.0).unwrap().id, "c");
        seen.extend(["a".to_string(), "c".to_string()]);
        assert_eq!(choose(&cands, &seen, 1500.0).unwrap().id, "b");
        assert!(choose(&[], &seen, 1500.0).is_none());
    }

    #[test]
    fn longer_lines_start_harder() {
        let mut p = puzzle("a", "renju", &[]);
        assert_eq!(p.start_rating(), 1100.0);
        p.solution = vec!["h8".into(); 5];
        assert_eq!(p.start_rating(), 1300.0);
        p.solution = vec!["h8".into(); 99];
        assert_eq!(p.start_rating(), 2300.0);
    }
}
