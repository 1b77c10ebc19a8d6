//! Finding game records under folders, for every command that reads many at once.

use crate::Format;
use std::fmt;
use std::path::PathBuf;

/// A folder or file that could not be read while looking for records.
#[derive(Debug)]
pub struct WalkError {
    pub path: PathBuf,
    pub error: std::io::Error,
}

impl fmt::Display for WalkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read {}: {}", self.path.display(), self.error)
    }
}

impl std::error::Error for WalkError {}

/// The files under `paths`, each folder's in name order and its subfolders' in theirs:
/// a path that is a file is taken as it is; under a folder, only files of a format
/// [`Format::from_path`] knows are taken, or every file where `any_file`.
pub fn files_under(paths: &[PathBuf], any_file: bool) -> Result<Vec<PathBuf>, WalkError> {
    let mut out = Vec::new();
    for p in paths {
        if !p.is_dir() {
            out.push(p.clone());
            continue;
        }
        let mut found = Vec::new();
        for entry in walkdir::WalkDir::new(p).follow_links(true) {
            let entry = entry.map_err(|e| WalkError {
                path: e.path().unwrap_or(p).to_path_buf(),
                error: e.into(),
            })?;
            let path = entry.path();
            if entry.file_type().is_file() && (any_file || Format::from_path(path).is_some()) {
                found.push(path.to_path_buf());
            }
        }
        found.sort();
        out.extend(found);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_give_their_records_in_name_order_and_files_stand_as_given() {
        let dir = std::env::temp_dir().join(format!("pearls-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("b")).unwrap();
        for f in ["b/2.psq", "a.sgf", "notes.md", "b/1.psq", "c.lib"] {
            std::fs::write(dir.join(f), "").unwrap();
        }
        let names = |v: Vec<PathBuf>| -> Vec<String> {
            v.iter()
                .map(|p| p.strip_prefix(&dir).unwrap_or(p).display().to_string())
                .collect()
        };
        let records = files_under(std::slice::from_ref(&dir), false).unwrap();
        assert_eq!(names(records), ["a.sgf", "b/1.psq", "b/2.psq", "c.lib"]);
        let all = files_under(std::slice::from_ref(&dir), true).unwrap();
        assert_eq!(all.len(), 5);
        // A file named on its own is kept whatever its name.
        let named = files_under(&[dir.join("notes.md")], false).unwrap();
        assert_eq!(names(named), ["notes.md"]);
        let missing = files_under(&[dir.join("nowhere")], false).unwrap();
        assert_eq!(names(missing), ["nowhere"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
