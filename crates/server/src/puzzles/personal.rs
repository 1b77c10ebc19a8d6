//! Personal puzzles: the forced wins a player let go in their own games. A game's review
//! (`routes/review.rs`) points out each stone after which its player no longer had the
//! proven win they had before it; once the review is done, each such position goes to
//! the puzzle solver of `pearls_puzzles`, the one that proves the shipped set, and
//! becomes a puzzle for that player where the solver proves the win and plays it out to
//! the five (its first move unique, or the puzzle marked multi-answer). They are stored
//! (migration 010) and served by the trainer with `source=mine`, to their owner only.

use super::Puzzle;
use crate::game::{player_index, Seat, State as GameState};
use crate::messages::studies::ReviewView;
use crate::store::puzzles::PersonalPuzzleRow;
use pearls_rules::{Action, Color, Game};

/// Shorter wins than the starter set's are kept: a missed four-three (three plies) is
/// worth going over in one's own game.
pub const MIN_PLIES: usize = 3;

/// One stone of a game: where, which colour, and the identity that held that colour
/// when it was placed (none for the engine or an open seat).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stone {
    pub mv: String,
    pub color: Color,
    pub owner: Option<String>,
}

/// A finished game's stones, as personal puzzles need them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameStones {
    pub game_id: String,
    /// The engine's name of the game's rule (`renju`, `freestyle`...).
    pub rule: String,
    pub size: u8,
    pub stones: Vec<Stone>,
    /// Only stones changed the board, alternately from black: a puzzle's moves can say
    /// the position.
    pub plain: bool,
}

impl GameStones {
    /// The stones of `st`, replayed; `rule` is the engine's rule of the game.
    pub fn of(st: &GameState, rule: pearls_engine::Rule) -> GameStones {
        let n = st.notation();
        let mut stones = Vec::new();
        let mut plain = true;
        match Game::new(st.variant) {
            Ok(mut g) => {
                for a in st.game.actions() {
                    let before = g.board().clone();
                    if let Action::Place(p) | Action::Choose(p) = a {
                        let color = g.to_move();
                        let owner = match &st.seats[player_index(g.player(color))] {
                            Seat::Person { id, .. } => Some(id.clone()),
                            _ => None,
                        };
                        stones.push(Stone {
                            mv: n.format(*p),
                            color,
                            owner,
                        });
                    }
                    if g.apply(a.clone()).is_err() {
                        plain = false;
                        break;
                    }
                    if !matches!(a, Action::Place(_) | Action::Choose(_)) && *g.board() != before {
                        plain = false;
                    }
                }
            }
            Err(_) => plain = false,
        }
        plain &= stones.iter().enumerate().all(|(i, s)| {
            s.color
                == if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                }
        });
        GameStones {
            game_id: st.id.clone(),
            rule: rule.name().to_string(),
            size: st.variant.size,
            stones,
            plain,
        }
    }
}

/// The id of the personal puzzle of the position after `ply` stones of a game.
pub fn id_of(game_id: &str, ply: usize) -> String {
    format!("g-{game_id}-{ply}")
}

/// The personal puzzles of a reviewed game, proven by the solver: for each stone the
/// review marks as letting a win go, the position before it, for the player who held
/// that colour. Positions the solver does not prove, or whose win is shorter than
/// [`MIN_PLIES`], give none.
pub fn mine(game: &GameStones, review: &ReviewView, created_ms: i64) -> Vec<PersonalPuzzleRow> {
    if !game.plain {
        return Vec::new();
    }
    let settings = pearls_puzzles::Settings {
        min_plies: MIN_PLIES,
        ..pearls_puzzles::Settings::default()
    };
    let mut rows = Vec::new();
    for (i, pos) in review.positions.iter().enumerate().skip(1) {
        if pos.missed_win.is_none() {
            continue;
        }
        // Position i follows stone i - 1; the win was in the position before it.
        let ply = i - 1;
        let Some(stone) = game.stones.get(ply) else {
            continue;
        };
        let Some(owner) = &stone.owner else {
            continue;
        };
        if pos.color.as_deref() != Some(stone.color.name()) {
            continue;
        }
        let moves: Vec<String> = game.stones[..ply].iter().map(|s| s.mv.clone()).collect();
        let Ok(p) = pearls_puzzles::puzzle_at(&game.rule, game.size, &moves, settings) else {
            continue;
        };
        if p.to_move != stone.color.name() {
            continue;
        }
        rows.push(PersonalPuzzleRow {
            id: id_of(&game.game_id, ply),
            owner_id: owner.clone(),
            game_id: game.game_id.clone(),
            ply: ply as i64,
            rule: p.rule.clone(),
            puzzle: serde_json::to_string(&p).expect("a puzzle serialises"),
            created_ms,
        });
    }
    rows
}

/// The puzzle of a stored row, named by the row's id.
pub fn puzzle_of(row: &PersonalPuzzleRow) -> Result<Puzzle, String> {
    let p: pearls_puzzles::Puzzle = serde_json::from_str(&row.puzzle)
        .map_err(|e| format!("personal puzzle {}: {e}", row.id))?;
    Ok(Puzzle {
        id: row.id.clone(),
        ..Puzzle::from(p)
    })
}
