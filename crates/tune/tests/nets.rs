//! Every trained network kept in `data/nets` evaluates, in the engine, the positions of its
//! check file as the trainer wrote that the quantised network does: the file, the reader,
//! the board's accumulators and the network's arithmetic agree with the trainer's own.

use std::path::Path;

#[test]
fn the_kept_networks_give_their_check_values() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/nets");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).expect("data/nets") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "pwt") {
            let check_path = path.with_extension("check");
            let check = std::fs::read_to_string(&check_path)
                .unwrap_or_else(|e| panic!("{}: {e}", check_path.display()));
            let bytes = std::fs::read(&path).unwrap();
            let wrong = pearls_tune::train::verify(&bytes, &check)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(wrong.is_empty(), "{}: {wrong:?}", path.display());
            let positions = check.lines().filter(|l| !l.starts_with('#')).count();
            assert!(positions >= 32, "{}: {positions} positions", path.display());
            checked += 1;
        }
    }
    assert!(checked > 0, "no network in {}", dir.display());
}
