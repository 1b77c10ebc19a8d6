//! `pearls bench rules`: full-board forbidden-point scans over fixed mid-game renju
//! positions. The positions come from a fixed seed, so the counts printed are the same on
//! every machine and only the rates vary.

use crate::Failure;
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Color, RuleSet, Variant};
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// What to measure: `rules` (forbidden-point scans).
    #[arg(default_value = "rules")]
    target: String,
    /// Number of positions.
    #[arg(long, default_value_t = 64)]
    positions: usize,
    /// Stones per position.
    #[arg(long, default_value_t = 100)]
    stones: usize,
    /// Seconds to keep scanning.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
}

pub fn run(a: Args) -> Result<(), Failure> {
    if a.target != "rules" {
        return Err(Failure::input(format!(
            "unknown bench target '{}' (known: rules)",
            a.target
        )));
    }
    let rules = RuleSet::renju();
    let variant = Variant::new(rules);
    let boards: Vec<_> = (0..a.positions as u64)
        .map(|i| {
            random_game(variant, &mut Rng::new(0x5EED_0000 + i), a.stones)
                .board()
                .clone()
        })
        .collect();
    let stones: usize = boards.iter().map(|b| b.stone_count()).sum();
    let restrictions = rules.restrictions(Color::Black);
    // One pass to count, which also warms the tables.
    let forbidden: usize = boards
        .iter()
        .map(|b| pearls_rules::forbidden::forbidden_points(b, Color::Black, restrictions).len())
        .sum();
    let start = Instant::now();
    let mut scans = 0u64;
    let mut found = 0usize;
    while start.elapsed().as_secs_f64() < a.seconds {
        for b in &boards {
            found += pearls_rules::forbidden::forbidden_points(b, Color::Black, restrictions).len();
            scans += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    std::hint::black_box(found);
    println!(
        "positions: {} (average {:.1} stones), forbidden points: {forbidden}",
        boards.len(),
        stones as f64 / boards.len().max(1) as f64
    );
    println!("scans: {scans} in {secs:.2} s");
    println!("scans/s: {:.0}", scans as f64 / secs);
    Ok(())
}
