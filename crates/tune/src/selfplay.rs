//! Self-play for training data: the engine against itself at a fixed node count, each game
//! from a seeded random opening, every position it searched kept with the search's score
//! and the game's result, except those a forced sequence decides (see [`reject`]), as
//! NNUE trainers leave out positions in check: a network of quiet values should not learn
//! what tactics decide, as the table fits found (two renju fits that kept such positions
//! lost 90 and 42 Elo; see `docs/engine/tuning.md`).

use crate::packed::Position;
use pearls_engine::pattern::Threat;
use pearls_engine::{Board, Engine, Limits, Options, Proof, Rule};
use pearls_rules::opening::OpeningRule;
use pearls_rules::random::Rng;
use pearls_rules::{Color, Point};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What a run plays.
#[derive(Debug, Clone)]
pub struct SelfPlayOptions {
    pub rule: Rule,
    pub size: u8,
    pub games: usize,
    /// Game `i` opens from the seed `seed + i`, so a run is the same on any machine and
    /// any number of threads, and a second run with another seed gives other games.
    pub seed: u64,
    /// Nodes a move.
    pub nodes: u64,
    /// Positions whose search score lies beyond this bound are left out.
    pub max_score: i32,
    /// Games end as draws after this many moves.
    pub max_moves: usize,
    pub threads: usize,
    /// Openings to start from, each game one of them chosen by its seed and followed by
    /// a random stone of each side near the stones (see [`open`]); empty for the random
    /// stones near the centre.
    pub openings: Vec<Vec<Point>>,
}

/// Why a position was left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rejection {
    /// The side to move has a four: it wins at once.
    OwnFour,
    /// The side to move faces a four: its move is forced.
    FacingFour,
    /// The search proved a win or a loss.
    Proven,
    /// The search's score lies beyond the bound: tactics decide it.
    Beyond,
}

impl Rejection {
    pub const ALL: [Rejection; 4] = [
        Rejection::OwnFour,
        Rejection::FacingFour,
        Rejection::Proven,
        Rejection::Beyond,
    ];

    pub fn describe(self) -> &'static str {
        match self {
            Rejection::OwnFour => "the side to move has a four",
            Rejection::FacingFour => "the side to move faces a four",
            Rejection::Proven => "a proven win or loss",
            Rejection::Beyond => "a score beyond the bound",
        }
    }
}

/// Why the position on `board` is no quiet training position, given the search's score
/// and proof; `None` where it is one. The rules are checked in this order.
pub fn reject(board: &Board, score: i32, proof: Proof, max_score: i32) -> Option<Rejection> {
    let us = board.to_move();
    if board.count(us, Threat::Five) > 0 {
        Some(Rejection::OwnFour)
    } else if board.count(us.opposite(), Threat::Five) > 0 {
        Some(Rejection::FacingFour)
    } else if proof != Proof::Unknown {
        Some(Rejection::Proven)
    } else if score.abs() > max_score {
        Some(Rejection::Beyond)
    } else {
        None
    }
}

/// One game's yield.
#[derive(Debug, Clone, Default)]
pub struct GameData {
    pub positions: Vec<Position>,
    /// Positions left out, by [`Rejection::ALL`]'s order.
    pub rejected: [usize; 4],
    pub moves: usize,
    pub winner: Option<Color>,
    /// The game's moves in order from the first, so that the games themselves can be
    /// kept as records: a packed position holds no captured stones, so the capture games'
    /// evaluation is fitted to the games replayed (`pearls tune --captures`).
    pub played: Vec<Point>,
}

/// Sets up a game's opening on the empty `board`: from the run's openings where it has
/// some, else from random stones near the centre.
fn open(o: &SelfPlayOptions, board: &mut Board, rng: &mut Rng) {
    if o.openings.is_empty() {
        open_at_random(o, board, rng);
    } else {
        open_from_book(&o.openings, board, rng);
    }
}

/// One of `openings`, then one random stone for each side within two points of a stone:
/// a book's openings are few and the search at fixed nodes is deterministic, so without
/// the two the games from one opening would all be the same, while a stone for each side
/// keeps the book's balance about as it was.
fn open_from_book(openings: &[Vec<Point>], board: &mut Board, rng: &mut Rng) {
    for &p in &openings[rng.below(openings.len())] {
        let s = board.sq(p);
        if board.is_empty(s) && board.is_legal(s, board.to_move()) {
            board.play(s);
        }
    }
    let size = board.size();
    let mut near: Vec<Point> = board
        .moves()
        .iter()
        .map(|&s| board.point(s))
        .flat_map(|q| (-2..=2).flat_map(move |dc| (-2..=2).map(move |dr| (q, dc, dr))))
        .filter_map(|(q, dc, dr)| q.offset(dc, dr, size))
        .collect();
    // In a fixed order, so that the seed alone picks the stones.
    near.sort_unstable_by_key(|p| (p.row, p.col));
    near.dedup();
    for _ in 0..2 {
        let mut free = Vec::new();
        for &p in &near {
            let s = board.sq(p);
            if board.is_empty(s) && board.is_legal(s, board.to_move()) {
                free.push(s);
            }
        }
        if free.is_empty() {
            break;
        }
        board.play(free[rng.below(free.len())]);
    }
}

/// Two to five random stones near the centre.
fn open_at_random(o: &SelfPlayOptions, board: &mut Board, rng: &mut Rng) {
    // Two to five stones near the centre, as the puzzles' self-play opens, so that games
    // differ from the first move on; under the pente rule three to five, so that the
    // restricted third move is one of them (the engine does not play the opening rule).
    let pente = o.rule.rule_set().default_opening == OpeningRule::Pente;
    let opening = if pente {
        3 + rng.below(3)
    } else {
        2 + rng.below(4)
    };
    let centre = o.size as i32 / 2;
    while board.moves().len() < opening {
        let n = board.moves().len();
        let (col, row) = if pente && n == 0 {
            // The pente tournament rule: the first stone on the centre...
            (centre, centre)
        } else if pente && n == 2 {
            // ...and the first player's second stone outside the central 5x5, here
            // within the central 9x9.
            let (dc, dr) = loop {
                let (dc, dr) = (rng.below(9) as i32 - 4, rng.below(9) as i32 - 4);
                if dc.abs().max(dr.abs()) > 2 {
                    break (dc, dr);
                }
            };
            (centre + dc, centre + dr)
        } else {
            (
                centre - 2 + rng.below(5) as i32,
                centre - 2 + rng.below(5) as i32,
            )
        };
        let s = board.sq_at(col, row).expect("near the centre");
        if board.is_empty(s) && board.is_legal(s, board.to_move()) {
            board.play(s);
        }
    }
}

/// Plays game `index` of a run.
pub fn play_game(o: &SelfPlayOptions, index: usize, engine: &mut Engine) -> GameData {
    let mut rng = Rng::new(o.seed.wrapping_add(index as u64));
    let mut board = Board::new(o.size, o.rule);
    open(o, &mut board, &mut rng);
    engine.clear();
    let limits = Limits {
        nodes: Some(o.nodes),
        ..Limits::default()
    };
    let mut kept: Vec<(Position, Color)> = Vec::new();
    let mut out = GameData::default();
    while board.moves().len() < o.max_moves && board.empties() > 0 {
        let r = engine.think(&board, &limits, &mut |_| {});
        let Some(p) = r.best else { break };
        match reject(&board, r.score, r.proof, o.max_score) {
            Some(why) => out.rejected[why as usize] += 1,
            None => {
                let score = r.score.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
                kept.push((
                    Position::from_board(&board, score, 0, Some(p)),
                    board.to_move(),
                ));
            }
        }
        let s = board.sq(p);
        let mover = board.to_move();
        let five = board.threat(s, mover) == Threat::Five;
        board.play(s);
        if o.rule.is_capture_game() {
            // A five there may be broken by a capture, and captures win too: the board
            // settles each move as the referee would.
            if let Some(end) = board.outcome() {
                out.winner = end.winner;
                break;
            }
        } else if five {
            out.winner = Some(mover);
            break;
        }
    }
    out.moves = board.moves().len();
    out.played = board.moves().iter().map(|&s| board.point(s)).collect();
    out.positions = kept
        .into_iter()
        .map(|(mut p, side)| {
            p.result = match out.winner {
                None => 0,
                Some(w) if w == side => 1,
                Some(_) => -1,
            };
            p
        })
        .collect();
    out
}

/// A game of the run as a record: its moves from the first and its result, under the
/// rule's name; nothing more, to keep the files small.
pub fn record(o: &SelfPlayOptions, g: &GameData) -> pearls_records::GameRecord {
    let mut r = pearls_records::GameRecord::new(o.size);
    r.rule = Some(o.rule.name().to_string());
    r.result = match g.winner {
        Some(Color::Black) => pearls_records::GameResult::BlackWins,
        Some(Color::White) => pearls_records::GameResult::WhiteWins,
        // A game cut off at the move limit is a draw, as its positions were labelled.
        None => pearls_records::GameResult::Draw,
    };
    r.moves = g
        .played
        .iter()
        .map(|&p| pearls_rules::Move::Place(p))
        .collect();
    r
}

/// Plays a run's games on `o.threads` threads and hands each game's yield to `sink` in
/// game order, whatever the threads; `sink` may stop the run by returning an error.
pub fn run<E: Send>(
    o: &SelfPlayOptions,
    mut sink: impl FnMut(usize, GameData) -> Result<(), E>,
) -> Result<(), E> {
    let next = AtomicUsize::new(0);
    // Finished games wait here until every game before them has been handed on.
    let done: Mutex<std::collections::BTreeMap<usize, GameData>> = Mutex::default();
    let ready = std::sync::Condvar::new();
    std::thread::scope(|scope| {
        for _ in 0..o.threads.clamp(1, o.games.max(1)) {
            scope.spawn(|| {
                let mut engine = Engine::new(Options {
                    threads: 1,
                    hash_mib: 16,
                    ..Options::default()
                });
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= o.games {
                        break;
                    }
                    let g = play_game(o, i, &mut engine);
                    done.lock().expect("no thread panicked").insert(i, g);
                    ready.notify_one();
                }
            });
        }
        let mut result = Ok(());
        for i in 0..o.games {
            let mut waiting = done.lock().expect("no thread panicked");
            let g = loop {
                match waiting.remove(&i) {
                    Some(g) => break g,
                    None => waiting = ready.wait(waiting).expect("no thread panicked"),
                }
            };
            drop(waiting);
            if result.is_ok() {
                result = sink(i, g);
                if result.is_err() {
                    // The workers finish the games they hold and take no more.
                    next.store(o.games, Ordering::Relaxed);
                }
            }
        }
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_rules::Point;

    fn board(rule: Rule, moves: &[(i32, i32)]) -> Board {
        let mut b = Board::new(15, rule);
        for &(c, r) in moves {
            b.play(b.sq_at(c, r).unwrap());
        }
        b
    }

    #[test]
    fn positions_in_forced_sequences_are_rejected() {
        // Black's four h8-k8 (open at g8 and l8), white to move: white faces a four.
        let b = board(
            Rule::Freestyle,
            &[(7, 7), (0, 0), (8, 7), (0, 2), (9, 7), (0, 4), (10, 7)],
        );
        assert_eq!(
            reject(&b, 0, Proof::Unknown, 2500),
            Some(Rejection::FacingFour)
        );
        // After white's pass black has the four.
        let mut own = b.clone();
        own.pass();
        assert_eq!(
            reject(&own, 0, Proof::Unknown, 2500),
            Some(Rejection::OwnFour)
        );
        // A quiet position: rejected only by a proof or a score beyond the bound.
        let quiet = board(Rule::Freestyle, &[(7, 7), (8, 8)]);
        assert_eq!(reject(&quiet, 120, Proof::Unknown, 2500), None);
        assert_eq!(reject(&quiet, -2500, Proof::Unknown, 2500), None);
        assert_eq!(
            reject(&quiet, 2501, Proof::Unknown, 2500),
            Some(Rejection::Beyond)
        );
        assert_eq!(
            reject(&quiet, -2501, Proof::Unknown, 2500),
            Some(Rejection::Beyond)
        );
        assert_eq!(reject(&quiet, 0, Proof::Win, 2500), Some(Rejection::Proven));
        assert_eq!(
            reject(&quiet, 0, Proof::Loss, 2500),
            Some(Rejection::Proven)
        );
    }

    #[test]
    fn self_play_is_seeded_keeps_only_quiet_positions_and_labels_results() {
        let o = SelfPlayOptions {
            rule: Rule::Freestyle,
            size: 15,
            games: 3,
            seed: 5,
            nodes: 400,
            max_score: 2500,
            max_moves: 120,
            threads: 2,
            openings: Vec::new(),
        };
        let mut first = Vec::new();
        run::<()>(&o, |i, g| {
            first.push((i, g));
            Ok(())
        })
        .unwrap();
        assert_eq!(
            first.iter().map(|(i, _)| *i).collect::<Vec<_>>(),
            vec![0, 1, 2]
        );
        let one = SelfPlayOptions {
            threads: 1,
            ..o.clone()
        };
        let mut again = Vec::new();
        run::<()>(&one, |_, g| {
            again.push(g);
            Ok(())
        })
        .unwrap();
        for ((_, a), b) in first.iter().zip(&again) {
            assert_eq!(a.positions, b.positions, "the same games on one thread");
        }
        let mut kept = 0;
        for (_, g) in &first {
            // Every move after the opening's two to five stones was searched.
            let searched = g.positions.len() + g.rejected.iter().sum::<usize>();
            assert!(
                (2..=5).contains(&(g.moves - searched)),
                "{} moves, {searched} searched",
                g.moves
            );
            for p in &g.positions {
                kept += 1;
                let b = p.board();
                assert_eq!(reject(&b, p.score as i32, Proof::Unknown, 2500), None);
                let want = match g.winner {
                    None => 0,
                    Some(w) if w == p.to_move => 1,
                    Some(_) => -1,
                };
                assert_eq!(p.result, want);
                let played: Point = p.played.expect("a move");
                assert!(b.is_empty(b.sq(played)));
            }
        }
        assert!(kept > 0);
        assert_ne!(first[0].1.positions, first[1].1.positions, "seeds differ");
    }

    #[test]
    fn games_from_a_book_start_with_one_of_its_openings_and_a_stone_of_each_side_near_it() {
        let p = |col, row| Point::new(col, row);
        let book = vec![
            vec![p(7, 7), p(8, 6), p(7, 11)],
            vec![p(7, 7), p(6, 8), p(9, 9), p(8, 8)],
        ];
        let o = SelfPlayOptions {
            rule: Rule::Freestyle,
            size: 15,
            games: 24,
            seed: 9,
            nodes: 100,
            max_score: 2500,
            max_moves: 120,
            threads: 1,
            openings: book.clone(),
        };
        let mut starts = std::collections::BTreeSet::new();
        for i in 0..o.games {
            let mut rng = Rng::new(o.seed + i as u64);
            let mut board = Board::new(15, Rule::Freestyle);
            open(&o, &mut board, &mut rng);
            let stones: Vec<Point> = board.moves().iter().map(|&s| board.point(s)).collect();
            let opening = book
                .iter()
                .find(|b| stones.starts_with(b))
                .unwrap_or_else(|| panic!("{stones:?} starts with no opening of the book"));
            assert_eq!(stones.len(), opening.len() + 2, "{stones:?}");
            for (k, q) in stones[opening.len()..].iter().enumerate() {
                let before = &stones[..opening.len() + k];
                assert!(
                    before.iter().all(|b| b != q)
                        && before.iter().any(|b| {
                            (b.col as i32 - q.col as i32)
                                .abs()
                                .max((b.row as i32 - q.row as i32).abs())
                                <= 2
                        }),
                    "{q:?} is a free point within two of a stone in {stones:?}"
                );
            }
            let mut again = Board::new(15, Rule::Freestyle);
            open(&o, &mut again, &mut Rng::new(o.seed + i as u64));
            assert_eq!(again.moves(), board.moves(), "the seed alone decides");
            starts.insert(stones);
        }
        assert!(
            starts.len() > 12,
            "the added stones vary: {} starts",
            starts.len()
        );
        assert!(
            book.iter().all(|b| starts.iter().any(|s| s.starts_with(b))),
            "every opening is used"
        );
        // The games themselves begin there.
        let mut games = Vec::new();
        run::<()>(
            &SelfPlayOptions {
                games: 2,
                ..o.clone()
            },
            |_, g| {
                games.push(g);
                Ok(())
            },
        )
        .unwrap();
        for g in &games {
            assert!(
                book.iter().any(|b| g.played.starts_with(b)),
                "{:?}",
                g.played
            );
        }
    }

    #[test]
    fn capture_games_open_by_the_pente_rule_and_end_where_the_board_settles_them() {
        for rule in [Rule::Pente, Rule::NinukiRenju] {
            let o = SelfPlayOptions {
                rule,
                size: rule.rule_set().default_size,
                games: 4,
                seed: 3,
                nodes: 300,
                max_score: 2500,
                max_moves: 160,
                threads: 2,
                openings: Vec::new(),
            };
            let centre = o.size as i32 / 2;
            let mut games = Vec::new();
            run::<()>(&o, |_, g| {
                games.push(g);
                Ok(())
            })
            .unwrap();
            for g in &games {
                let off = |n: usize| {
                    let p = g.played[n];
                    (p.col as i32 - centre)
                        .abs()
                        .max((p.row as i32 - centre).abs())
                };
                if rule == Rule::Pente {
                    assert_eq!(off(0), 0, "the first stone on the centre");
                    assert!((3..=4).contains(&off(2)), "third move {}", g.played[2]);
                }
                // The record replays under the rule, captures and all, to the result.
                let r = record(&o, g);
                assert_eq!(r.moves.len(), g.moves);
                let mut b = Board::new(o.size, rule);
                for &p in &g.played {
                    let s = b.sq(p);
                    assert!(b.is_empty(s), "{p} is free when played");
                    b.play(s);
                }
                match b.outcome() {
                    Some(end) => assert_eq!(end.winner, g.winner),
                    None => assert_eq!((g.winner, g.moves), (None, o.max_moves)),
                }
                assert_eq!(r.result.winner(), g.winner);
            }
            assert!(
                games.iter().any(|g| g.winner.is_some()),
                "{rule:?}: no game won"
            );
        }
    }
}
