//! Finished games packed as training positions (`pearls tune pack`): every position a game
//! passed through, with the game's result for its side to move and, where asked, the
//! score of a short search, in the packed format of [`crate::packed`]. The games the
//! tables were fitted to are tens of thousands of the engine's own games at tens of
//! thousands of nodes a move, more than self-play on a small machine makes in days.
//!
//! Positions in forced sequences are left out as self-play leaves them out
//! ([`crate::selfplay::reject`]); without a search, a position where the side to move can
//! make an open four stands for the proven win a search would have found. A position that
//! an earlier game (or an earlier move) already gave, or one of its seven mirror images
//! and turns, is left out too, so that the openings every game shares count once.

use crate::dataset::{self, Game};
use crate::packed::{Position, NO_SCORE};
use crate::selfplay::{reject, Rejection};
use pearls_engine::pattern::Threat;
use pearls_engine::weights::WeightSet;
use pearls_engine::{Board, Engine, Limits, Options, Proof, Rule};
use pearls_rules::Point;
use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};

/// What a pack keeps.
#[derive(Debug, Clone, Copy)]
pub struct PackOptions {
    pub rule: Rule,
    /// Nodes of the search that scores each position; 0 scores none ([`NO_SCORE`]).
    pub nodes: u64,
    /// Positions whose search score lies beyond this bound are left out.
    pub max_score: i32,
    pub threads: usize,
    /// What the scoring search evaluates with: the shipped weights unless a file was
    /// loaded, so that the scores can come from another evaluation than the one that
    /// played the games.
    pub weights: WeightSet,
}

/// Why a position is left out whatever its search says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Left {
    /// A four to play or to answer, as self-play leaves out.
    Forced(Rejection),
    /// The side to move can make an open four (without a search only).
    OpenFour,
}

/// What a pack kept and left out.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Packed {
    pub positions: Vec<Position>,
    pub games: usize,
    /// Positions left out for a forced sequence, by [`Rejection::ALL`]'s order.
    pub forced: [usize; 4],
    pub open_four: usize,
    pub repeated: usize,
}

/// One of the square's symmetries: the image of column and row on a board whose last
/// index is the first argument.
type Symmetry = fn(u8, u8, u8) -> (u8, u8);

/// A key of the position that its mirror images and turns share: the least, over the
/// square's eight symmetries, of its stones' sorted codes, with the side to move.
pub fn symmetry_key(p: &Position) -> u64 {
    let n = p.size - 1;
    let maps: [Symmetry; 8] = [
        |_, c, r| (c, r),
        |n, c, r| (n - c, r),
        |n, c, r| (c, n - r),
        |n, c, r| (n - c, n - r),
        |_, c, r| (r, c),
        |n, c, r| (n - r, c),
        |n, c, r| (r, n - c),
        |n, c, r| (n - r, n - c),
    ];
    let best = maps
        .iter()
        .map(|m| {
            let mut codes: Vec<u16> = p
                .stones
                .iter()
                .map(|&(q, c)| {
                    let (col, row) = m(n, q.col, q.row);
                    (row as u16 * p.size as u16 + col as u16) | (c.index() as u16) << 15
                })
                .collect();
            codes.sort_unstable();
            codes
        })
        .min()
        .unwrap_or_default();
    let mut h = DefaultHasher::new();
    (p.rule as u8, p.size, p.to_move.index(), best).hash(&mut h);
    h.finish()
}

/// One position of a game before the search: what is known of it from the board alone.
struct Seen {
    position: Position,
    left: Option<Left>,
    key: u64,
}

/// The positions of game `g` replayed under `rule`, each with its static rejection.
fn positions_of(g: &Game, rule: Rule, searched: bool) -> Result<Vec<Seen>, String> {
    let (name, record) = g;
    if let Some(r) = &record.rule {
        match Rule::from_name(r) {
            Some(r) if r == rule => {}
            _ => {
                return Err(format!(
                    "{name}: played under {r}, not {}: pack one rule at a time",
                    rule.name()
                ))
            }
        }
    }
    let winner = record.result.winner();
    let mut out = Vec::new();
    dataset::replay(record, rule, |_, board, next| {
        let us = board.to_move();
        let left = if board.count(us, Threat::Five) > 0 {
            Some(Left::Forced(Rejection::OwnFour))
        } else if board.count(us.opposite(), Threat::Five) > 0 {
            Some(Left::Forced(Rejection::FacingFour))
        } else if !searched && board.count_at_least(us, Threat::Flex4) > 0 {
            Some(Left::OpenFour)
        } else {
            None
        };
        let result = match winner {
            None => 0,
            Some(w) if w == us => 1,
            Some(_) => -1,
        };
        let played: Option<Point> = next.map(|s| board.point(s));
        let position = Position::from_board(board, NO_SCORE, result, played);
        let key = symmetry_key(&position);
        out.push(Seen {
            position,
            left,
            key,
        });
    })
    .map_err(|m| format!("{name}: {m}"))?;
    Ok(out)
}

/// `work` on every item, on `threads` threads, the answers in the items' order.
fn in_order<T: Sync, U: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(usize, &T, &mut Option<Engine>) -> U + Sync,
    engine: impl Fn() -> Option<Engine> + Sync,
) -> Vec<U> {
    let next = AtomicUsize::new(0);
    let mut all: Vec<(usize, U)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.clamp(1, items.len().max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut e = engine();
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        out.push((i, work(i, item, &mut e)));
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a packing thread panicked"))
            .collect()
    });
    all.sort_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, u)| u).collect()
}

/// Packs the games: every position kept with its result, its search score where
/// `o.nodes` is not 0, in the games' order and each game's, the same for any thread count
/// (each game's searches share one table, emptied before the game). `done` hears each game
/// searched.
pub fn pack(games: &[Game], o: PackOptions, done: &(dyn Fn() + Sync)) -> Result<Packed, String> {
    let searched = o.nodes > 0;
    let seen = in_order(
        games,
        o.threads,
        |_, g, _| positions_of(g, o.rule, searched),
        || None,
    )
    .into_iter()
    .collect::<Result<Vec<_>, String>>()?;
    let mut out = Packed {
        games: games.len(),
        ..Packed::default()
    };
    // The first of each position wins, in the games' order, before any search, so that
    // which are searched does not hang on the threads.
    let mut keys = HashSet::new();
    let mut todo: Vec<Vec<Position>> = Vec::with_capacity(seen.len());
    for game in seen {
        let mut keep = Vec::new();
        for s in game {
            match s.left {
                Some(Left::Forced(r)) => out.forced[r as usize] += 1,
                Some(Left::OpenFour) => out.open_four += 1,
                None if !keys.insert(s.key) => out.repeated += 1,
                None => keep.push(s.position),
            }
        }
        todo.push(keep);
    }
    let limits = Limits {
        nodes: Some(o.nodes),
        ..Limits::default()
    };
    let scored = in_order(
        &todo,
        if searched { o.threads } else { 1 },
        |_, keep, engine| {
            let Some(engine) = engine.as_mut() else {
                done();
                return keep.iter().map(|p| Ok(p.clone())).collect::<Vec<_>>();
            };
            engine.clear();
            let r = keep
                .iter()
                .map(|p| {
                    let board: Board = p.board_with(o.weights.for_board(p.rule, p.size));
                    let r = engine.think(&board, &limits, &mut |_| {});
                    match reject(&board, r.score, r.proof, o.max_score) {
                        Some(why) => Err(why),
                        None => {
                            debug_assert_eq!(r.proof, Proof::Unknown);
                            let mut p = p.clone();
                            p.score = r.score.clamp(i16::MIN as i32 + 1, i16::MAX as i32) as i16;
                            Ok(p)
                        }
                    }
                })
                .collect();
            done();
            r
        },
        || {
            searched.then(|| {
                Engine::new(Options {
                    threads: 1,
                    hash_mib: 16,
                    ..Options::default()
                })
            })
        },
    );
    for game in scored {
        for r in game {
            match r {
                Ok(p) => out.positions.push(p),
                Err(why) => out.forced[why as usize] += 1,
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_records::{read, Format, ReadOptions};

    fn games(sgf: &str) -> Vec<Game> {
        read(Format::Sgf, sgf.as_bytes(), &ReadOptions::default())
            .unwrap()
            .into_games()
            .into_iter()
            .enumerate()
            .map(|(i, g)| (format!("game {}", i + 1), g))
            .collect()
    }

    /// Black's open three on row h becomes a four and a five while white plays on column
    /// a; then a game that repeats the first's openings, the last mirrored, and ends
    /// when white resigns.
    const TWO: &str = "(;GM[4]FF[4]SZ[15]RU[freestyle]RE[B+];B[hh];W[aa];B[ih];W[ac];B[jh];W[ae];B[kh];W[ag];B[lh])\
(;GM[4]FF[4]SZ[15]RU[freestyle]RE[W+];B[hh];W[aa];B[hi];W[oo];B[hj])";

    fn options(nodes: u64, threads: usize) -> PackOptions {
        PackOptions {
            rule: Rule::Freestyle,
            nodes,
            max_score: 2500,
            threads,
            weights: WeightSet::default(),
        }
    }

    #[test]
    fn a_pack_keeps_each_quiet_position_once_with_its_game_s_result() {
        let g = games(TWO);
        let p = pack(&g, options(0, 1), &|| {}).unwrap();
        // The first game: the position before black's k8 (an open four to make), before
        // white's a7 (facing a four) and before black's l8 (a four of its own) are forced.
        assert_eq!(p.forced, [1, 1, 0, 0]);
        assert_eq!(p.open_four, 1);
        // The second game's first four positions are the first's: the empty board, h8,
        // h8 a1, and h8 a1 h9, the mirror image of h8 a1 i8 over the diagonal.
        assert_eq!(p.repeated, 4);
        let kept: Vec<(u16, i8)> = p.positions.iter().map(|q| (q.ply, q.result)).collect();
        assert_eq!(
            kept,
            [(0, 1), (1, -1), (2, 1), (3, -1), (4, 1), (5, -1), (4, -1)]
        );
        assert!(p.positions.iter().all(|q| q.score == NO_SCORE));
        assert_eq!(p.positions[6].stones.len(), 4);
        assert_eq!(
            p.positions[6].played,
            Some(Point::new(7, 5)),
            "the move the game went on with, h10 read from the bottom"
        );
    }

    #[test]
    fn mirror_images_and_turns_share_a_key_and_nothing_else_does() {
        let g = games(TWO);
        let seen = positions_of(&g[0], Rule::Freestyle, false).unwrap();
        let again = positions_of(&g[1], Rule::Freestyle, false).unwrap();
        for i in 0..4 {
            assert_eq!(seen[i].key, again[i].key, "position {i}");
        }
        assert_ne!(seen[3].position, again[3].position);
        let mut keys: Vec<u64> = seen.iter().map(|s| s.key).collect();
        keys.push(again[4].key);
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), seen.len() + 1);
    }

    #[test]
    fn a_search_scores_what_it_keeps_the_same_on_any_thread_count() {
        let g = games(TWO);
        let one = pack(&g, options(300, 1), &|| {}).unwrap();
        let three = pack(&g, options(300, 3), &|| {}).unwrap();
        assert_eq!(one, three);
        assert!(!one.positions.is_empty());
        assert!(one
            .positions
            .iter()
            .all(|q| q.score != NO_SCORE && i32::from(q.score).abs() <= 2500));
        let unscored = pack(&g, options(0, 2), &|| {}).unwrap();
        assert_eq!(unscored, pack(&g, options(0, 1), &|| {}).unwrap());
    }

    #[test]
    fn a_game_of_another_rule_is_refused_by_name() {
        let g = games("(;GM[4]FF[4]SZ[15]RU[renju]RE[B+];B[hh];W[ii])");
        let e = pack(&g, options(0, 1), &|| {}).unwrap_err();
        assert!(e.contains("game 1") && e.contains("renju"), "{e}");
    }
}

#[cfg(test)]
mod files {
    use crate::dataset::read_games;

    #[test]
    fn a_damaged_record_file_is_refused_at_its_line() {
        let dir = std::env::temp_dir().join(format!("pearls-pack-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("bad.sgf");
        std::fs::write(&path, "(;GM[4]FF[4]SZ[15]RE[B+]\n;B[hh]\n;W[ii\n;B[hi])\n").unwrap();
        let e = read_games(std::slice::from_ref(&path)).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(e.contains("bad.sgf") && e.contains("line 3"), "{e}");
    }
}
