//! One module per format.

pub mod bdt;
pub mod moves;
pub mod openings;
pub mod pgn;
pub mod pos;
pub mod psq;
pub mod renlib;
pub mod rif;
pub mod sgf;

/// Splits text into lines with the byte offset where each starts (`\n` or `\r\n`).
pub(crate) fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut offset = 0;
    text.split_inclusive('\n').map(move |l| {
        let start = offset;
        offset += l.len();
        (start, l.trim_end_matches(['\n', '\r']))
    })
}
