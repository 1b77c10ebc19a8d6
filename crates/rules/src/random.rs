//! Seeded random games, for benchmarks, property tests and synthetic corpora. The
//! generator is a SplitMix64: small, fast and the same on every platform.

use crate::game::{Action, Game};
use crate::point::Point;
use crate::rules::Variant;

/// SplitMix64's output for state `x`: the state advanced by the golden-ratio step, then
/// mixed. A `const fn`, so that tables of random keys can be built at compile time.
pub const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        let z = splitmix64(self.0);
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// Plays up to `stones` random moves from the start under `variant` with a free opening:
/// each move lies within two points of a stone already down, and moves that would end the
/// game are avoided while others exist. The game may still end early when every candidate
/// ends it.
pub fn random_game(variant: Variant, rng: &mut Rng, stones: usize) -> Game {
    let variant = variant.with_opening(crate::opening::OpeningRule::Free);
    let mut game = Game::new(variant).expect("valid size");
    let size = variant.size;
    while game.board().stone_count() < stones && !game.is_over() {
        let mut candidates: Vec<Point> = if game.board().is_empty() {
            vec![Point::centre(size)]
        } else {
            game.board()
                .empty_points()
                .filter(|&p| game.board().stones().any(|(q, _)| q.distance(p) <= 2))
                .collect()
        };
        let mut fallback = None;
        let mut placed = false;
        while !candidates.is_empty() {
            let i = rng.below(candidates.len());
            let p = candidates.swap_remove(i);
            let mut next = game.clone();
            if next.apply(Action::Place(p)).is_err() {
                continue;
            }
            if next.is_over() {
                fallback.get_or_insert(next);
                continue;
            }
            game = next;
            placed = true;
            break;
        }
        if !placed {
            match fallback {
                Some(g) => game = g,
                None => break,
            }
        }
    }
    game
}
