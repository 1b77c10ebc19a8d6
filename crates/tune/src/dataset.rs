//! The data set: games read from record files, replayed on the engine's board, and the
//! positions they pass through as samples of the evaluation's entries.

use crate::fit::Layout;
use pearls_engine::pattern::{Threat, THREATS};
use pearls_engine::{Board, Rule, Sq};
use pearls_records::{files_under, read_file, GameRecord, GameResult, ReadOptions};
use pearls_rules::{Color, Move};
use std::path::PathBuf;

/// A game to learn from, and where it came from (`FILE: game N`) for messages.
pub type Game = (String, GameRecord);

/// The games with a result in the record files under `paths` (files, or folders of them),
/// read in sorted order of their paths: a game without a result teaches nothing, and one
/// set up from stones is not replayed.
pub fn read_games(paths: &[PathBuf]) -> Result<Vec<Game>, String> {
    let mut files = files_under(paths, false).map_err(|e| e.to_string())?;
    files.sort();
    let mut games = Vec::new();
    for path in &files {
        let (_, doc) = read_file(path, None, &ReadOptions::default()).map_err(|e| e.to_string())?;
        for (i, g) in doc.into_games().into_iter().enumerate() {
            if g.result == GameResult::Unknown || !g.setup.is_empty() {
                continue;
            }
            games.push((format!("{}: game {}", path.display(), i + 1), g));
        }
    }
    Ok(games)
}

/// Plays the game on an engine board, showing `visit` each position, by its move number
/// from 0, with the stone played from it (none for a pass) before it is played.
pub fn replay(
    g: &GameRecord,
    rule: Rule,
    visit: impl FnMut(usize, &mut Board, Option<Sq>),
) -> Result<(), String> {
    replay_with(g, rule, None, visit)
}

/// [`replay`] on a board evaluated with `weights` (the shipped ones for the game's rule
/// and size where `None`).
pub fn replay_with(
    g: &GameRecord,
    rule: Rule,
    weights: Option<&'static pearls_engine::weights::Weights>,
    mut visit: impl FnMut(usize, &mut Board, Option<Sq>),
) -> Result<(), String> {
    if !(5..=26).contains(&g.size) {
        return Err(format!("board size {} is not one the engine plays", g.size));
    }
    let mut board = match weights {
        Some(w) => Board::with_weights(g.size, rule, w),
        None => Board::new(g.size, rule),
    };
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

/// Splits the games' items into those to fit and those held out (every `holdout`th game;
/// none where it is 0), keeping their order.
pub fn split<T>(
    items: impl IntoIterator<Item = (usize, Vec<T>)>,
    holdout: usize,
) -> (Vec<T>, Vec<T>) {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, v) in items {
        if held_out(i, holdout) {
            held.extend(v);
        } else {
            train.extend(v);
        }
    }
    (train, held)
}

/// Whether the `i`th game is held out of the fit (every `holdout`th).
pub fn held_out(i: usize, holdout: usize) -> bool {
    holdout > 0 && i % holdout == holdout - 1
}

/// One position: how often each entry counts in its evaluation (negative for the side
/// waiting), and the result for the side to move (1 a win, 0.5 a draw, 0 a loss).
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    counts: Vec<(u16, i16)>,
    target: f32,
}

/// The sample of `board`, unless a five or a four is about to decide the game: a table of
/// quiet values should not learn from positions the search settles at once.
pub fn sample(board: &Board, winner: Option<Color>, layout: Layout) -> Option<Sample> {
    let us = board.to_move();
    let them = us.opposite();
    if board.count(us, Threat::Five) > 0
        || board.count(them, Threat::Five) > 0
        || board.count_at_least(us, Threat::Flex4) > 0
    {
        return None;
    }
    let mut dense = vec![0i16; layout.entries()];
    dense[layout.masks_for(us) + board.threat_mask()] = 1;
    if let Some(m) = board.threat_mask_before() {
        dense[layout.before_for(us) + m] = 1;
    }
    let (own, their) = (layout.offset(us), layout.offset(them));
    let pairs = layout.pairs_for(us);
    for &s in board.squares() {
        if !board.is_empty(s) {
            continue;
        }
        let (a, b) = (board.threat(s, us) as usize, board.threat(s, them) as usize);
        dense[pairs + a * THREATS + b] += 1;
        if let Some(c) = board.combo(s, us) {
            dense[own + c as usize * 2] += 1;
        }
        if let Some(c) = board.combo(s, them) {
            dense[their + c as usize * 2 + 1] -= 1;
        }
    }
    let counts = dense
        .iter()
        .enumerate()
        .filter(|(_, &n)| n != 0)
        .map(|(i, &n)| (i as u16, n))
        .collect();
    let target = match winner {
        Some(c) if c == us => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    Some(Sample { counts, target })
}

impl Sample {
    /// Each entry that counts in the evaluation, with how often (negative for the side
    /// waiting).
    pub fn counts(&self) -> &[(u16, i16)] {
        &self.counts
    }

    /// The result for the side to move, blended with a search's verdict where asked.
    pub fn target(&self) -> f32 {
        self.target
    }

    /// Moves the target towards a search's verdict: `share` of it becomes `p`, the
    /// chance of a win the search's score stands for.
    pub fn blend(&mut self, p: f64, share: f64) {
        self.target = ((1.0 - share) * self.target as f64 + share * p) as f32;
    }

    /// The evaluation under the table `w` (indexed as [`ENTRIES`]).
    pub fn eval(&self, w: &[f64]) -> f64 {
        self.counts
            .iter()
            .map(|&(i, n)| w[i as usize] * n as f64)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::{current, ENTRIES, MASK_ENTRIES};
    use pearls_engine::eval::tables_eval;
    use pearls_engine::testing::random_boards;

    #[test]
    fn a_sample_evaluates_as_the_board_does() {
        // The running sums the board keeps move by move against a count over every point.
        for rule in [Rule::Freestyle, Rule::Renju] {
            let layout = Layout::of(rule);
            let w = current(rule);
            assert_eq!(w.len(), layout.entries());
            let mut checked = 0;
            for b in random_boards(rule, 60) {
                if let Some(s) = sample(&b, None, layout) {
                    assert_eq!(s.eval(&w) as i32, tables_eval(&b), "{b:?}");
                    checked += 1;
                }
            }
            assert!(checked > 20, "{rule:?}: only {checked} quiet positions");
        }
    }

    #[test]
    fn every_empty_point_counts_once_in_the_side_to_move_s_threat_pairs() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let layout = Layout::of(rule);
            for b in random_boards(rule, 30) {
                let Some(s) = sample(&b, None, layout) else {
                    continue;
                };
                let own = layout.pairs_for(b.to_move());
                let mut pairs = 0;
                for &(i, n) in &s.counts {
                    let i = i as usize;
                    if (layout.pairs_at()..layout.masks_at()).contains(&i) {
                        assert!((own..own + THREATS * THREATS).contains(&i), "{b:?}");
                        pairs += n as usize;
                    }
                }
                assert_eq!(pairs, b.empties(), "{b:?}");
            }
        }
    }

    #[test]
    fn a_position_counts_once_in_the_side_to_move_s_threat_masks() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let layout = Layout::of(rule);
            let mut masks_seen = std::collections::HashSet::new();
            for b in random_boards(rule, 60) {
                let Some(s) = sample(&b, None, layout) else {
                    continue;
                };
                let in_table = |at: usize| -> Vec<_> {
                    s.counts
                        .iter()
                        .filter(|&&(i, _)| (at..at + MASK_ENTRIES).contains(&(i as usize)))
                        .collect()
                };
                let want = layout.masks_for(b.to_move()) + b.threat_mask();
                assert_eq!(in_table(layout.masks_at()), [&(want as u16, 1)], "{b:?}");
                // The mask before the last move, read on the board as it stood then.
                let mut before = b.clone();
                before.undo();
                let want = layout.before_for(b.to_move()) + before.threat_mask();
                assert_eq!(in_table(layout.before_at()), [&(want as u16, 1)], "{b:?}");
                masks_seen.insert(b.threat_mask());
            }
            // The random positions are varied enough to show several masks.
            assert!(masks_seen.len() > 3, "{rule:?}: masks {masks_seen:?}");
        }
    }

    #[test]
    fn a_colour_s_points_count_in_its_own_table() {
        // Black's table alone: a sum over black's points, plus when black is to move and
        // minus when white is.
        let mut w = current(Rule::Renju);
        w[ENTRIES..].fill(0.0);
        let mut checked = 0;
        for b in random_boards(Rule::Renju, 40) {
            let Some(s) = sample(&b, None, Layout::ByColor) else {
                continue;
            };
            let kind = usize::from(b.to_move() != Color::Black);
            let black: f64 = b
                .squares()
                .iter()
                .filter(|&&p| b.is_empty(p))
                .filter_map(|&p| b.combo(p, Color::Black))
                .map(|c| w[c as usize * 2 + kind])
                .sum();
            let sign = if kind == 0 { 1.0 } else { -1.0 };
            assert_eq!(s.eval(&w), sign * black, "{b:?}");
            checked += 1;
        }
        assert!(checked > 10);
    }

    #[test]
    fn blending_moves_the_target_by_the_share() {
        let b = Board::new(15, Rule::Freestyle);
        let mut s = sample(&b, Some(Color::Black), Layout::Shared).expect("quiet");
        s.blend(0.5, 0.25);
        assert_eq!(s.target, 0.875);
        s.blend(0.0, 1.0);
        assert_eq!(s.target, 0.0);
    }

    #[test]
    fn positions_a_five_or_a_four_decides_are_left_out() {
        let mut b = Board::new(15, Rule::Freestyle);
        for (c, r) in [(7, 7), (0, 0), (8, 7), (0, 2), (9, 7), (0, 4)] {
            b.play(b.sq(pearls_rules::Point::new(c, r)));
        }
        // Black to move with an open three: a straight four is one move away.
        assert!(sample(&b, Some(Color::Black), Layout::Shared).is_none());
        b.undo();
        assert!(sample(&b, Some(Color::Black), Layout::Shared).is_some());
    }
}
