//! Writes the generated opening books (standard, caro) into `crates/arena/books/`:
//! `cargo run --release -p pearls-arena --example make-books`. The free-style book is
//! not the generator's: its shallow searches left every opening favouring black, and the
//! shipped one was chosen by a deeper search (its header says how), which this would
//! overwrite.

use pearls_engine::Rule;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("books");
    for rule in [Rule::Standard, Rule::Caro] {
        let path = dir.join(format!("{}.txt", rule.name()));
        std::fs::write(&path, pearls_arena::book::generate(rule)).expect("writes the book");
        println!("{}", path.display());
    }
}
