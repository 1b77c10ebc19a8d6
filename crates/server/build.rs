//! The browser app is embedded from `web/`: rebuild when any of its files changes or a
//! folder of it gains one, which the embedding alone does not tell cargo. Its tests, with
//! their `node_modules`, are not watched: they are not embedded.

fn main() {
    let web = std::path::Path::new("../../web");
    if let Ok(entries) = std::fs::read_dir(web) {
        for entry in entries.flatten() {
            if entry.file_name() != "tests" {
                println!("cargo:rerun-if-changed={}", entry.path().display());
            }
        }
    }
}
