//! Every trained network kept in `data/nets`, and every shipped weights file that holds a
//! network (`crates/engine/weights`), evaluates, in the engine, the positions of its check
//! file as the trainer wrote that the quantised network does: the file, the reader, the
//! board's accumulators and the network's arithmetic agree with the trainer's own.

use std::path::Path;

/// Checks every network in `dir` against its check file; returns how many.
fn check_dir(dir: &Path) -> usize {
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).expect("a folder of weights files") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "pwt") {
            let bytes = std::fs::read(&path).unwrap();
            let weights = pearls_engine::weights::Weights::read(&bytes)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            if weights.network.is_none() {
                continue;
            }
            let check_path = path.with_extension("check");
            let check = std::fs::read_to_string(&check_path)
                .unwrap_or_else(|e| panic!("{}: {e}", check_path.display()));
            let wrong = pearls_tune::train::verify(&bytes, &check)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(wrong.is_empty(), "{}: {wrong:?}", path.display());
            let positions = check.lines().filter(|l| !l.starts_with('#')).count();
            assert!(positions >= 32, "{}: {positions} positions", path.display());
            checked += 1;
        }
    }
    checked
}

#[test]
fn the_kept_networks_give_their_check_values() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/nets");
    assert!(check_dir(&dir) > 0, "no network in {}", dir.display());
}

#[test]
fn the_shipped_networks_give_their_check_values() {
    use pearls_engine::weights::{self, Family};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../crates/engine/weights");
    let with_network = Family::ALL
        .into_iter()
        .filter(|&f| weights::embedded(f).network.is_some())
        .count();
    // And free-style's file for 20x20.
    assert!(weights::embedded_freestyle_20().network.is_some());
    assert_eq!(check_dir(&dir), with_network + 1);
}
