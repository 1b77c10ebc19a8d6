//! Synthetic corpora: legal games by a seeded playout policy, refereed move by move by
//! `pearls_rules::Game`, with made-up players, events and dates, written to files in any
//! record format. No real database can be downloaded; these stand in for one in tests
//! and benchmarks.
//!
//! The policy: the first stone on the centre, then random empty points within two of a
//! stone; black never plays a forbidden point; a move that makes five is taken one time
//! in four, so that some games end with a five and the rest go on to their planned
//! length and end by resignation (or, rarely, a draw).

use pearls_records::{write, Document, Format, GameRecord, GameResult, WriteOptions};
use pearls_rules::random::Rng;
use pearls_rules::{Action, Color, Game, Move, OpeningRule, Point, RuleSet, Variant};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

const FIRST: [&str; 20] = [
    "Ants", "Yusui", "Ana", "Bo", "Chen", "Dmitri", "Eva", "Fumi", "Gao", "Hanna", "Igor", "Jaan",
    "Kai", "Lin", "Mari", "Nao", "Olga", "Pavel", "Qi", "Rin",
];
const LAST: [&str; 20] = [
    "Soosorv",
    "Nakayama",
    "Lindqvist",
    "Ek",
    "Wei",
    "Sushkov",
    "Kask",
    "Tamm",
    "Sato",
    "Ivanova",
    "Okabe",
    "Rand",
    "Zhou",
    "Mets",
    "Kolk",
    "Hara",
    "Petrov",
    "Tanaka",
    "Li",
    "Saar",
];
const CITIES: [&str; 10] = [
    "Tallinn",
    "Tokyo",
    "Moscow",
    "Beijing",
    "Stockholm",
    "Prague",
    "Taipei",
    "Riga",
    "Kyiv",
    "Budapest",
];

/// Settings of a synthetic corpus.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub variant: Variant,
    /// Game lengths are uniform in this range (in moves), unless a five ends one earlier.
    pub min_moves: usize,
    pub max_moves: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: Variant::new(RuleSet::renju()).with_opening(OpeningRule::Free),
            min_moves: 40,
            max_moves: 80,
        }
    }
}

/// Plays one game from a seed.
pub fn game(settings: &Settings, seed: u64) -> GameRecord {
    let mut rng = Rng::new(seed);
    let variant = settings.variant.with_opening(OpeningRule::Free);
    let size = variant.size;
    let mut g = Game::new(variant).expect("a supported size");
    let n = size as usize * size as usize;
    let mut near = vec![false; n];
    let mut cands: Vec<Point> = Vec::new();
    let span = settings.max_moves.saturating_sub(settings.min_moves) + 1;
    let target = (settings.min_moves + rng.below(span)).min(n);
    let mut resigned = false;
    while !g.is_over() {
        let color = g.to_move();
        let board = g.board();
        let mut choice = None;
        if board.is_empty() {
            choice = Some(Point::centre(size));
        } else if g.moves().len() >= target {
            // At the planned length: finish with a five if there is one, else resign.
            choice = cands
                .iter()
                .copied()
                .find(|&p| board.is_empty_at(p) && makes_five(&g, p, color));
            if choice.is_none() {
                resigned = true;
                break;
            }
        } else {
            for _ in 0..64 {
                if cands.is_empty() {
                    break;
                }
                let i = rng.below(cands.len());
                let p = cands[i];
                if !board.is_empty_at(p) {
                    cands.swap_remove(i);
                    continue;
                }
                if variant.rules.foul_at(board, p, color).is_some() {
                    continue;
                }
                if makes_five(&g, p, color) && rng.below(4) != 0 {
                    continue;
                }
                choice = Some(p);
                break;
            }
        }
        let Some(p) = choice else {
            resigned = true;
            break;
        };
        if g.apply(Action::Place(p)).is_err() {
            resigned = true;
            break;
        }
        for dr in -2..=2 {
            for dc in -2..=2 {
                if let Some(q) = p.offset(dc, dr, size) {
                    let i = q.index(size);
                    if !near[i] && g.board().is_empty_at(q) {
                        near[i] = true;
                        cands.push(q);
                    }
                }
            }
        }
    }
    let mut rec = GameRecord::with_moves(size, g.moves().to_vec());
    rec.result = match g.outcome().map(|o| o.winner) {
        Some(Some(Color::Black)) => GameResult::BlackWins,
        Some(Some(Color::White)) => GameResult::WhiteWins,
        Some(None) => GameResult::Draw,
        None if resigned || !g.is_over() => match rng.below(100) {
            0..=44 => GameResult::BlackWins,
            45..=89 => GameResult::WhiteWins,
            _ => GameResult::Draw,
        },
        None => GameResult::Unknown,
    };
    let black = rng.below(FIRST.len() * LAST.len());
    let mut white = rng.below(FIRST.len() * LAST.len() - 1);
    if white >= black {
        white += 1;
    }
    let name = |k: usize| format!("{} {}", FIRST[k % FIRST.len()], LAST[k / FIRST.len()]);
    rec.black = Some(name(black));
    rec.white = Some(name(white));
    let year = 1990 + rng.below(35);
    rec.event = Some(format!("{} Open {year}", CITIES[rng.below(CITIES.len())]));
    rec.round = Some((1 + rng.below(9)).to_string());
    rec.date = Some(format!(
        "{year}-{:02}-{:02}",
        1 + rng.below(12),
        1 + rng.below(28)
    ));
    rec.rule = Some(variant.rules.name.to_string());
    rec
}

fn makes_five(g: &Game, p: Point, color: Color) -> bool {
    (0..4).any(|dir| g.board().run_through(p, dir, color) >= 5)
}

/// The moves of a game, checked again by a fresh referee: every move is accepted.
pub fn replays(settings: &Settings, moves: &[Move]) -> bool {
    let mut g = Game::new(settings.variant.with_opening(OpeningRule::Free)).expect("size");
    moves.iter().all(|&m| g.apply(Action::from(m)).is_ok())
}

/// Where and how to write a corpus.
#[derive(Debug, Clone)]
pub struct Corpus {
    pub dir: PathBuf,
    pub games: usize,
    pub per_file: usize,
    pub format: Format,
    pub seed: u64,
    pub threads: usize,
}

/// Writes the corpus's games, `per_file` to a file, into its folder as
/// `games-NNNNN.EXT`, on its threads. File k holds the games of seeds
/// `seed + k * per_file ..`, so the corpus does not depend on the number of threads.
/// `progress` hears the number of files written so far and the number of files.
pub fn write_corpus(
    corpus: &Corpus,
    settings: &Settings,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<PathBuf>, String> {
    let Corpus {
        dir,
        games,
        per_file,
        format,
        seed,
        threads,
    } = corpus.clone();
    let dir = dir.as_path();
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let per_file = per_file.max(1);
    let files = games.div_ceil(per_file);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let paths: Vec<PathBuf> = (0..files)
        .map(|k| dir.join(format!("games-{k:05}.{}", format.extension())))
        .collect();
    let work = || -> Result<(), String> {
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            if k >= files {
                return Ok(());
            }
            let first = k * per_file;
            let count = per_file.min(games - first);
            let batch: Vec<GameRecord> = (0..count)
                .map(|i| game(settings, seed.wrapping_add((first + i) as u64)))
                .collect();
            let bytes = write(format, &Document::Games(batch), &WriteOptions::default())
                .map_err(|e| e.to_string())?;
            std::fs::write(&paths[k], bytes).map_err(|e| format!("{}: {e}", paths[k].display()))?;
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, files);
        }
    };
    let results: Vec<Result<(), String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads.max(1)).map(|_| s.spawn(work)).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a generator thread failed".into()))
            })
            .collect()
    });
    results.into_iter().collect::<Result<(), String>>()?;
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_legal_varied_and_reproducible() {
        let s = Settings::default();
        let mut lengths = Vec::new();
        for seed in 0..40 {
            let g = game(&s, seed);
            assert!(replays(&s, &g.moves), "seed {seed}");
            assert!(g.check().is_ok());
            assert_ne!(g.result, GameResult::Unknown);
            assert_ne!(g.black, g.white);
            lengths.push(g.moves.len());
            assert_eq!(game(&s, seed), g);
        }
        assert!(lengths.iter().all(|&n| n <= 80));
        assert!(lengths.iter().filter(|&&n| n >= 40).count() > 20);
        lengths.sort();
        lengths.dedup();
        assert!(lengths.len() > 10);
    }
}
