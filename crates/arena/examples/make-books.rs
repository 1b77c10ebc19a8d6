//! Writes the generated opening books (free-style, standard, caro) into
//! `crates/arena/books/`: `cargo run --release -p pearls-arena --example make-books`.

use pearls_engine::Rule;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("books");
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Caro] {
        let path = dir.join(format!("{}.txt", rule.name()));
        std::fs::write(&path, pearls_arena::book::generate(rule)).expect("writes the book");
        println!("{}", path.display());
    }
}
