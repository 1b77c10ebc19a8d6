//! The seeds' variations on top of any game the engine plays: the common centre stone
//! (`+centre`), the atomic bomb (`+bomb`), repensi (`+repensi`) and neutral stones
//! (`+neutral`).
//!
//! The board carries what changes the position ([`Board::from_game`] reads the game's
//! rule set): neutral stones and bomb craters block both colours as the board's edge
//! does; the common centre stone is each side's own in its own patterns; under repensi
//! a bracketed run turns colour, so that any game with it is searched by the capture
//! games' search, which follows the turned stones and undoes them.
//!
//! The bomb and the neutral stones are decided at the root only ([`choose`]): the
//! candidate actions (a bomb on a point whose 3x3 holds the opponent's threatening
//! stones, a neutral stone on the opponent's threat points) each get a short search of
//! the position the referee makes of them, and the best is compared with the best
//! ordinary move. Inside the tree neither side has them: a branch factor of every empty
//! point twice more, for pieces used once a game, would cost the search its depth. So a
//! proof is reported only where that does not matter: a win while the opponent still
//! holds a bomb or a neutral stone, or a loss while the engine does, is not a proof.

use crate::search::{Proof, SearchResult, WIN, WIN_MIN};
use crate::tt::Bound;
use crate::{pattern::Threat, Board, Engine, Limits, Rule, TimeControl};
use pearls_rules::{Action, Color, Game, Point, RuleSet, Stone};
use std::fmt;

/// Why the engine does not play a rule set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The rule set's full name, as `pearls rules` writes it.
    pub rules: String,
    pub reason: String,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the engine does not play {}: {}",
            self.rules, self.reason
        )
    }
}

impl std::error::Error for Refusal {}

/// The engine's base game for a rule set with any variations, or why it does not play
/// it. The position of a game with variations must come from the game
/// ([`Board::from_game`]), not from stones set up.
pub fn engine_rule(rules: &RuleSet) -> Result<Rule, Refusal> {
    let refuse = |reason: String| Refusal {
        rules: rules.full_name(),
        reason,
    };
    let rule = Rule::from_name(rules.name).ok_or_else(|| {
        refuse(
            "it plays freestyle, standard, renju, caro, pente, keryo-pente, ninuki-renju, \
             anti-renju and anti-pente"
                .to_string(),
        )
    })?;
    Ok(rule)
}

/// Whether a rule set has a variation the engine needs the game's moves for.
pub fn has_variations(rules: &RuleSet) -> bool {
    rules.modifiers != Default::default()
}

/// The engine's choice at the root of a refereed game: a stone, or a bomb or a neutral
/// stone where the game gives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// `None` only when nothing is legal.
    pub action: Option<Action>,
    /// From the side to move's point of view, as [`SearchResult::score`].
    pub score: i32,
    pub depth: i32,
    /// The line: the action, then the stones of the search after it.
    pub pv: Vec<Action>,
    /// Whether `score` is exact or a bound: `Exact` or `Lower` for a stone, as
    /// [`SearchResult::bound`]; after a bomb or a neutral stone, the bound of the search
    /// after it seen from this side (`Exact` or `Upper`).
    pub bound: Bound,
    pub proof: Proof,
    pub nodes: u64,
}

/// A bomb or neutral stone is used where the best stone scores this much below even
/// and the piece this much better, or where it saves a lost game: a piece kept is worth
/// about this much later.
pub const PIECE_MARGIN: i32 = 300;

/// At most this many candidates of each kind get a search.
pub const CANDIDATES: usize = 6;

/// The engine's choice for the side to move of `game`, whose rule set's base game is
/// `rule`, within `limits`; bombs and neutral stones are weighed where the side to move
/// holds them (see the module's notes).
pub fn choose(engine: &mut Engine, rule: Rule, game: &Game, limits: &Limits) -> Choice {
    let us = game.to_move();
    let them = us.opposite();
    let board = Board::from_game(game, rule);
    let bombs = game.bombs_left(us) > 0;
    let neutral = game.neutral_left(us) > 0;
    // Only when the opponent threatens to win: a four to block, a straight four or a
    // four-three to come. In a quiet position a piece is kept for later.
    let threatened = board.count_at_least(them, Threat::Block4Flex3) > 0;
    let pieces = (bombs || neutral) && piece_turn(game);
    let split = pieces && threatened;
    let ordinary_limits = if split {
        share(limits, 2)
    } else {
        limits.clone()
    };
    let r = engine.think(&board, &ordinary_limits, &mut |_| {});
    let mut best = ordinary(&r, game, us);
    let lost = r.score <= -WIN_MIN;
    if !pieces || r.score >= WIN_MIN || !(threatened || lost) {
        return best;
    }
    let mut candidates = Vec::new();
    if bombs {
        candidates.extend(bomb_candidates(game, &board, them));
    }
    if neutral {
        candidates.extend(neutral_candidates(&board, them));
    }
    if candidates.is_empty() {
        return best;
    }
    let each = share(limits, 2 * candidates.len());
    for action in candidates {
        let Some(c) = after(engine, rule, game, action, &each) else {
            continue;
        };
        if worth_a_piece(&best, &c) {
            best = c;
        }
    }
    best
}

/// Whether the line after a piece, `c`, is worth the piece against `best`, the best
/// line so far.
///
/// A piece is spent only where `best` leaves the game lost or clearly losing: gaining
/// material in an even game does not pay for it. A score that is only a bound (a
/// search cut short) shows no gain where it leans the wrong way: a ceiling for the
/// piece or a floor for `best`. Only a lost game is worth a piece on a ceiling, since
/// keeping the piece then keeps nothing.
fn worth_a_piece(best: &Choice, c: &Choice) -> bool {
    let best_known = best.bound != Bound::Lower;
    let c_known = c.bound != Bound::Upper;
    let saves = best.score <= -WIN_MIN && c.score > -WIN_MIN;
    let losing = best.score <= -PIECE_MARGIN;
    let gain = c.score - best.score;
    best_known && (saves || (c_known && losing && gain >= PIECE_MARGIN))
}

/// Whether bombs and neutral stones may be played now: after the opening.
fn piece_turn(game: &Game) -> bool {
    let mut g = game.clone();
    let free = game.board().empty_points().next();
    free.is_some_and(|p| {
        g.apply(Action::Bomb(p)).is_ok() || {
            let mut g = game.clone();
            g.apply(Action::Neutral(p)).is_ok()
        }
    })
}

/// `limits` with its time shared `n` ways.
fn share(limits: &Limits, n: usize) -> Limits {
    let mut l = limits.clone();
    if let Some(t) = l.time.turn_ms {
        l.time = TimeControl::per_move((t / n.max(1) as u64).max(10));
    }
    l
}

/// The choice of the search's best stone.
fn ordinary(r: &SearchResult, game: &Game, us: Color) -> Choice {
    let mut proof = r.proof;
    if game_holds_pieces(game, us.opposite()) && proof == Proof::Win {
        proof = Proof::Unknown;
    }
    if game_holds_pieces(game, us) && proof == Proof::Loss {
        proof = Proof::Unknown;
    }
    Choice {
        action: r.best.map(Action::Place),
        score: r.score,
        depth: r.depth,
        pv: r.pv.iter().map(|&p| Action::Place(p)).collect(),
        bound: r.bound,
        proof,
        nodes: r.nodes,
    }
}

fn game_holds_pieces(game: &Game, color: Color) -> bool {
    game.bombs_left(color) > 0 || game.neutral_left(color) > 0
}

/// The choice of playing `action` then searching briefly, or `None` if the referee
/// refuses it.
fn after(
    engine: &mut Engine,
    rule: Rule,
    game: &Game,
    action: Action,
    limits: &Limits,
) -> Option<Choice> {
    let us = game.to_move();
    let mut g = game.clone();
    g.apply(action.clone()).ok()?;
    if let Some(o) = g.outcome() {
        let score = match o.winner {
            Some(c) if c == us => WIN - 1,
            Some(_) => -(WIN - 1),
            None => 0,
        };
        return Some(Choice {
            action: Some(action.clone()),
            score,
            depth: 1,
            pv: vec![action],
            bound: Bound::Exact,
            proof: match o.winner {
                Some(c) if c == us => Proof::Win,
                Some(_) => Proof::Loss,
                None => Proof::Unknown,
            },
            nodes: 1,
        });
    }
    let board = Board::from_game(&g, rule);
    let r = engine.think(&board, limits, &mut |_| {});
    let mut proof = match r.proof {
        Proof::Win => Proof::Loss,
        Proof::Loss => Proof::Win,
        Proof::Unknown => Proof::Unknown,
    };
    if (proof == Proof::Win && game_holds_pieces(&g, us.opposite()))
        || (proof == Proof::Loss && game_holds_pieces(&g, us))
    {
        proof = Proof::Unknown;
    }
    let mut pv = vec![action.clone()];
    pv.extend(r.pv.iter().map(|&p| Action::Place(p)));
    Some(Choice {
        action: Some(action),
        score: -r.score,
        depth: r.depth + 1,
        pv,
        bound: r.bound.negated(),
        proof,
        nodes: r.nodes,
    })
}

/// Bombs whose 3x3 takes the opponent's stones of its threats: ranked by the threats
/// left to the opponent afterwards (fewest first), then by the stones taken from each
/// side.
fn bomb_candidates(game: &Game, board: &Board, them: Color) -> Vec<Action> {
    let size = game.variant().size;
    let position = game.board();
    let threat_stones = threat_stones(board, them);
    let mut ranked: Vec<(i32, Action)> = Vec::new();
    for p in position.empty_points() {
        let mut hit = 0;
        let mut mine = 0;
        for dc in -1..=1 {
            for dr in -1..=1 {
                let Some(q) = p.offset(dc, dr, size) else {
                    continue;
                };
                match position.get(q) {
                    Some(s) if s == Stone::from(them) => {
                        hit += if threat_stones.contains(&q) { 4 } else { 1 }
                    }
                    Some(s) if s.color().is_some() => mine += 1,
                    _ => {}
                }
            }
        }
        if hit >= 4 {
            ranked.push((hit - mine, Action::Bomb(p)));
        }
    }
    ranked.sort_by_key(|(v, _)| -v);
    ranked
        .into_iter()
        .take(CANDIDATES)
        .map(|(_, a)| a)
        .collect()
}

/// The opponent's stones within four points, along a line, of a point where it makes a
/// four or more: the stones of its threats.
fn threat_stones(board: &Board, them: Color) -> Vec<Point> {
    let mut out = Vec::new();
    for s in board.points_with(them, Threat::Block4Flex3) {
        for d in 0..4 {
            for k in -4..=4 {
                let t = board.step(s, d, k);
                if board.color_at(t) == Some(them) {
                    out.push(board.point(t));
                }
            }
        }
    }
    out
}

/// Neutral stones on the opponent's strongest threat points.
fn neutral_candidates(board: &Board, them: Color) -> Vec<Action> {
    let mut points: Vec<_> = board
        .points_with(them, Threat::Block4)
        .map(|s| (board.threat(s, them), board.point(s)))
        .collect();
    points.sort_by_key(|&(t, _)| std::cmp::Reverse(t));
    points
        .into_iter()
        .take(CANDIDATES)
        .map(|(_, p)| Action::Neutral(p))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXACT: Bound = Bound::Exact;
    const UPPER: Bound = Bound::Upper;
    const LOWER: Bound = Bound::Lower;

    /// [`worth_a_piece`] for the best line's and the piece's scores and bounds.
    fn worth(best: (i32, Bound), piece: (i32, Bound)) -> bool {
        let line = |(score, bound)| Choice {
            action: None,
            score,
            depth: 10,
            pv: Vec::new(),
            bound,
            proof: Proof::Unknown,
            nodes: 1,
        };
        worth_a_piece(&line(best), &line(piece))
    }

    #[test]
    fn a_piece_is_spent_on_a_clear_gain_in_a_losing_game() {
        let losing = (-600, EXACT);
        assert!(worth(losing, (-100, EXACT)));
        assert!(worth(losing, (-100, LOWER)));
        assert!(worth(losing, (-600 + PIECE_MARGIN, EXACT)));
        assert!(!worth(losing, (-601 + PIECE_MARGIN, EXACT)));
        assert!(!worth((0, EXACT), (800, EXACT)));
    }

    #[test]
    fn a_bound_leaning_the_wrong_way_shows_no_gain() {
        // The piece's score is a ceiling: its true score may be no better than the
        // stone's.
        assert!(!worth((-600, EXACT), (-100, UPPER)));
        // The stone's score is a floor: the stone may be as good as the piece.
        assert!(!worth((-600, LOWER), (-100, EXACT)));
        assert!(!worth((-600, LOWER), (-100, LOWER)));
        // Bounds that lean the right way only widen the gain.
        assert!(worth((-600, UPPER), (-100, EXACT)));
    }

    #[test]
    fn a_lost_game_takes_any_chance() {
        let lost = (-(WIN - 20), EXACT);
        assert!(worth(lost, (-900, EXACT)));
        assert!(worth(lost, (-900, UPPER)));
        assert!(!worth(lost, (-(WIN - 10), EXACT)));
    }
}
