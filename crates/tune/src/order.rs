//! Fitting move ordering's static part ([`Ordering`]) to the moves played in
//! finished games. The ordering score is linear in the entries, so the chance that a
//! position's played move is the one chosen, modelled as a softmax of the candidates'
//! scores over a temperature, is a multinomial logistic regression in them: the fit
//! minimises its log loss, pulled gently towards the ordering it starts from (which also
//! settles the constant that can be added to a whole table without changing any choice).

use crate::dataset::{self, Game};
use crate::fit::{self, FitOptions};
use pearls_engine::board::{Board, Sq, RELATIONS};
use pearls_engine::movepick::{self, Scope};
use pearls_engine::params::Ordering;
use pearls_engine::pattern::{PATTERNS, THREATS};
use pearls_engine::Rule;
use pearls_records::GameRecord;

/// One candidate of a position, as the ordering score reads it.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    attack: u8,
    defend: u8,
    own: [u8; 4],
    their: [u8; 4],
    own_value: i16,
    their_value: i16,
    last: u8,
    own_last: u8,
}

/// A position's candidates and which of them was played.
#[derive(Debug, Clone)]
pub struct Choice {
    candidates: Vec<Candidate>,
    played: usize,
}

const ATTACK: usize = 0;
const DEFEND: usize = ATTACK + THREATS;
const OWN_LINE: usize = DEFEND + THREATS;
const THEIR_LINE: usize = OWN_LINE + PATTERNS;
const OWN_VALUE: usize = THEIR_LINE + PATTERNS;
const THEIR_VALUE: usize = OWN_VALUE + 1;
const LAST: usize = THEIR_VALUE + 1;
const OWN_LAST: usize = LAST + RELATIONS;
/// How many numbers an ordering is.
pub const ENTRIES: usize = OWN_LAST + RELATIONS;

/// The choice of `played` in `board`, where the side to move had the full choice of the
/// points near the stones (not a forced defence) and `played` was among them.
pub fn choice(board: &mut Board, played: Sq) -> Option<Choice> {
    if movepick::scope(board) != Scope::All || board.last_move().is_none() {
        return None;
    }
    let mut moves = Vec::new();
    movepick::generate(board, Scope::All, &mut moves);
    let us = board.to_move();
    let them = us.opposite();
    let played = moves.iter().position(|m| m.0 == played)?;
    let relation = |s: Sq, l: Option<Sq>| l.map_or(0, |l| board.relation(s, l) as u8);
    let (last, own_last) = (board.last_move(), board.own_last_move());
    let candidates = moves
        .iter()
        .map(|&(s, _)| Candidate {
            attack: board.threat(s, us) as u8,
            defend: board.threat(s, them) as u8,
            own: std::array::from_fn(|d| board.pattern(s, us, d) as u8),
            their: std::array::from_fn(|d| board.pattern(s, them, d) as u8),
            own_value: board.value(s, us).clamp(-32768, 32767) as i16,
            their_value: board.value(s, them).clamp(-32768, 32767) as i16,
            last: relation(s, last),
            own_last: relation(s, own_last),
        })
        .collect();
    Some(Choice { candidates, played })
}

/// The ordering as numbers, for the fit.
pub fn to_vec(o: &Ordering) -> Vec<f64> {
    let mut w = Vec::with_capacity(ENTRIES);
    w.extend(o.attack.iter().map(|&x| x as f64));
    w.extend(o.defend.iter().map(|&x| x as f64));
    w.extend(o.own_line.iter().map(|&x| x as f64));
    w.extend(o.their_line.iter().map(|&x| x as f64));
    w.push(o.own_value as f64);
    w.push(o.their_value as f64);
    w.extend(o.last.iter().map(|&x| x as f64));
    w.extend(o.own_last.iter().map(|&x| x as f64));
    w
}

/// The numbers as an ordering, rounded.
pub fn from_vec(w: &[f64]) -> Ordering {
    let r = |i: usize| w[i].round() as i32;
    Ordering {
        attack: std::array::from_fn(|i| r(ATTACK + i)),
        defend: std::array::from_fn(|i| r(DEFEND + i)),
        own_line: std::array::from_fn(|i| r(OWN_LINE + i)),
        their_line: std::array::from_fn(|i| r(THEIR_LINE + i)),
        own_value: r(OWN_VALUE),
        their_value: r(THEIR_VALUE),
        last: std::array::from_fn(|i| r(LAST + i)),
        own_last: std::array::from_fn(|i| r(OWN_LAST + i)),
    }
}

impl Candidate {
    /// Each entry that counts in the score, with its factor.
    fn terms(&self) -> impl Iterator<Item = (usize, f64)> + '_ {
        [
            (ATTACK + self.attack as usize, 1.0),
            (DEFEND + self.defend as usize, 1.0),
            (OWN_VALUE, self.own_value as f64 / 16.0),
            (THEIR_VALUE, self.their_value as f64 / 16.0),
            (LAST + self.last as usize, 1.0),
            (OWN_LAST + self.own_last as usize, 1.0),
        ]
        .into_iter()
        .chain(self.own.iter().map(|&p| (OWN_LINE + p as usize, 1.0)))
        .chain(self.their.iter().map(|&p| (THEIR_LINE + p as usize, 1.0)))
    }

    fn score(&self, w: &[f64]) -> f64 {
        self.terms().map(|(i, f)| w[i] * f).sum()
    }
}

/// The chances the softmax gives each candidate, into `p`.
fn chances(c: &Choice, w: &[f64], t: f64, p: &mut Vec<f64>) {
    p.clear();
    p.extend(c.candidates.iter().map(|x| x.score(w) / t));
    fit::softmax(p);
}

/// Mean log loss of the played moves under the ordering `w` and temperature `t`.
pub fn loss(choices: &[Choice], w: &[f64], t: f64) -> f64 {
    let mut p = Vec::new();
    let total: f64 = choices
        .iter()
        .map(|c| {
            chances(c, w, t, &mut p);
            -p[c.played].max(1e-300).ln()
        })
        .sum();
    total / choices.len().max(1) as f64
}

/// Share of the positions whose played move the ordering `w` puts first.
pub fn first_share(choices: &[Choice], w: &[f64]) -> f64 {
    let hits = choices
        .iter()
        .filter(|c| {
            let best = c
                .candidates
                .iter()
                .map(|x| x.score(w))
                .fold(f64::NEG_INFINITY, f64::max);
            c.candidates[c.played].score(w) >= best
        })
        .count();
    hits as f64 / choices.len().max(1) as f64
}

/// The temperature that fits the ordering `w` best, by a golden-section search on its
/// logarithm.
pub fn best_temperature(choices: &[Choice], w: &[f64]) -> f64 {
    fit::golden_min(0.0, 12.0, 40, |x| loss(choices, w, x.exp())).exp()
}

/// Fits the ordering to the choices from `start` at temperature `t`, by full-batch Adam
/// (the rate in score units), keeping the bonuses by where a point lies from the last
/// stones as they start where `hold_last` says so. `progress` hears the epoch and the
/// loss now and then.
pub fn fit(
    choices: &[Choice],
    start: &[f64],
    t: f64,
    opts: FitOptions,
    hold_last: bool,
    progress: &mut dyn FnMut(usize, f64),
) -> Vec<f64> {
    let n = choices.len().max(1) as f64;
    let mut p = Vec::new();
    let gradient = |w: &[f64], grad: &mut [f64]| {
        for c in choices {
            chances(c, w, t, &mut p);
            for (i, x) in c.candidates.iter().enumerate() {
                let err = (p[i] - f64::from(u8::from(i == c.played))) / (t * n);
                if err != 0.0 {
                    for (j, f) in x.terms() {
                        grad[j] += err * f;
                    }
                }
            }
        }
        // With no gradient, Adam leaves an entry where it starts.
        if hold_last {
            grad[LAST..].fill(0.0);
        }
    };
    fit::adam(start, opts, gradient, |w| loss(choices, w, t), progress)
}

/// The choices of the game's moves from move `skip` on (see [`choice`]).
pub fn game_choices(g: &GameRecord, rule: Rule, skip: usize) -> Result<Vec<Choice>, String> {
    let mut out = Vec::new();
    dataset::replay(g, rule, |n, board, played| {
        if let (true, Some(s)) = (n >= skip, played) {
            out.extend(choice(board, s));
        }
    })?;
    Ok(out)
}

/// The choices of every game, by the game's index.
pub fn choices(
    games: &[Game],
    rule: Rule,
    skip: usize,
) -> Result<Vec<(usize, Vec<Choice>)>, String> {
    games
        .iter()
        .enumerate()
        .map(|(i, (name, g))| {
            game_choices(g, rule, skip)
                .map(|c| (i, c))
                .map_err(|m| format!("{name}: {m}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_engine::movepick::Scorer;
    use pearls_engine::params;
    use pearls_engine::testing::random_boards;

    /// Positions of random games with every candidate near the stones to choose from.
    fn boards(rule: Rule, n: u64) -> Vec<Board> {
        let mut boards = random_boards(rule, n);
        boards.retain(|b| movepick::scope(b) == Scope::All);
        boards
    }

    #[test]
    fn a_choice_scores_its_candidates_as_the_search_orders_them() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let w = to_vec(params::ordering(rule));
            assert_eq!(w.len(), ENTRIES);
            let mut checked = 0;
            for mut b in boards(rule, 40) {
                let mut moves = Vec::new();
                movepick::generate(&mut b, Scope::All, &mut moves);
                let c = choice(&mut b, moves[0].0).expect("a full choice");
                assert_eq!(c.candidates.len(), moves.len());
                let scorer = Scorer::new(&b);
                // The fit is of the static part: a network's policy (every shipped file
                // has one) adds to it in the search, a term of its own fit.
                let order = params::ordering(rule);
                let fitted = Scorer::with(order, &b);
                for (x, &(s, score)) in c.candidates.iter().zip(&moves) {
                    assert_eq!(scorer.score(&b, s), score);
                    // The search rounds the sixteenths of values down.
                    let diff = x.score(&w) - f64::from(fitted.score(&b, s));
                    assert!((0.0..1.0).contains(&diff), "{b:?} {s}: {diff}");
                    checked += 1;
                }
            }
            assert!(checked > 500, "{rule:?}: only {checked} candidates");
        }
    }

    #[test]
    fn a_forced_answer_is_no_choice() {
        // White must stop black's open three h8-j8.
        let mut b = Board::new(15, Rule::Freestyle);
        for (c, r) in [(7, 7), (0, 0), (8, 7), (0, 2), (9, 7)] {
            let s = b.sq(pearls_rules::Point::new(c, r));
            b.play(s);
        }
        let g8 = b.sq(pearls_rules::Point::new(6, 7));
        assert_eq!(movepick::scope(&b), Scope::Defend);
        assert!(choice(&mut b, g8).is_none());
    }

    #[test]
    fn fitting_makes_the_played_moves_likelier_and_reads_back() {
        let start = to_vec(params::ordering(Rule::Freestyle));
        assert_eq!(from_vec(&start), *params::ordering(Rule::Freestyle));
        // The side to move always plays next to the opponent's last stone, as close as it
        // can and with the most value to itself: an ordering that knows it does better.
        let choices: Vec<Choice> = boards(Rule::Freestyle, 300)
            .into_iter()
            .filter_map(|mut b| {
                let last = b.last_move()?;
                let us = b.to_move();
                let mut moves = Vec::new();
                movepick::generate(&mut b, Scope::All, &mut moves);
                let best = moves
                    .iter()
                    .map(|m| m.0)
                    .filter(|&s| b.relation(s, last) == 1)
                    .max_by_key(|&s| b.value(s, us))?;
                choice(&mut b, best)
            })
            .collect();
        assert!(choices.len() > 50, "only {} choices", choices.len());
        let t = best_temperature(&choices, &start);
        let before = loss(&choices, &start, t);
        let opts = FitOptions {
            epochs: 100,
            rate: 20.0,
            l2: 1e-7,
        };
        let mut heard = 0;
        let w = fit(&choices, &start, t, opts, false, &mut |_, _| heard += 1);
        let after = loss(&choices, &w, t);
        assert!(after < before, "loss {before} -> {after}");
        assert!(heard > 0);
        assert!(first_share(&choices, &w) > first_share(&choices, &start));
        // Next to the last stone gained on farther along its lines.
        assert!(w[LAST + 1] - w[LAST + 4] > start[LAST + 1] - start[LAST + 4]);
        let o = from_vec(&w);
        assert_eq!(to_vec(&o), w.iter().map(|x| x.round()).collect::<Vec<_>>());
        // Held, the bonuses by the last stones stay as they were; the rest still moves.
        let held = fit(&choices, &start, t, opts, true, &mut |_, _| {});
        assert_eq!(held[LAST..], start[LAST..]);
        assert!(loss(&choices, &held, t) < before);
    }
}
