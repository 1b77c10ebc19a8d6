//! Errors of reading and writing records. A read error says where: the byte offset in a
//! binary file, the line (and column) in a text file, and, once the file is known, its path.

use crate::format::Format;
use std::fmt;
use std::path::PathBuf;

/// Where in the input a problem lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    /// A byte offset from the start of the file (binary formats, and text that is not
    /// valid in its encoding).
    Byte(usize),
    /// A 1-based line and column (column in characters).
    Line { line: usize, column: usize },
    /// The input as a whole (for example, a file too large to read).
    Whole,
}

impl Location {
    /// The line and column of byte `offset` in `text`.
    pub fn in_text(text: &str, offset: usize) -> Location {
        let offset = offset.min(text.len());
        let before = &text.as_bytes()[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1;
        Location::Line { line, column }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Byte(b) => write!(f, "byte {b}"),
            Location::Line { line, column } => write!(f, "line {line}, column {column}"),
            Location::Whole => f.write_str("whole file"),
        }
    }
}

/// What kind of problem a read error is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input ends in the middle of something.
    Truncated,
    /// The bytes or text do not follow the format.
    Malformed,
    /// Text that is not valid in its encoding.
    Encoding,
    /// Well-formed, but describes something impossible (an occupied point, a point off
    /// the board, a stone count out of range).
    Invalid,
    /// The file could not be read at all.
    Io,
    /// Larger than the limits set for reading.
    TooLarge,
}

/// A failure to read a record, with where it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    pub path: Option<PathBuf>,
    pub format: Format,
    pub at: Location,
    pub kind: ErrorKind,
    pub message: String,
}

impl ReadError {
    pub fn new(format: Format, at: Location, kind: ErrorKind, message: impl Into<String>) -> Self {
        ReadError {
            path: None,
            format,
            at,
            kind,
            message: message.into(),
        }
    }

    pub fn at_byte(
        format: Format,
        offset: usize,
        kind: ErrorKind,
        message: impl Into<String>,
    ) -> Self {
        ReadError::new(format, Location::Byte(offset), kind, message)
    }

    /// An error at byte `offset` of `text`, located by line and column.
    pub fn in_text(
        format: Format,
        text: &str,
        offset: usize,
        kind: ErrorKind,
        message: impl Into<String>,
    ) -> Self {
        ReadError::new(format, Location::in_text(text, offset), kind, message)
    }

    pub fn with_path(mut self, path: impl Into<PathBuf>) -> Self {
        self.path = Some(path.into());
        self
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = &self.path {
            write!(f, "{}: ", p.display())?;
        }
        write!(f, "{} {}: {}", self.format.name(), self.at, self.message)
    }
}

impl std::error::Error for ReadError {}

/// A record that the chosen format cannot hold, or text its encoding cannot write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteError {
    pub format: Format,
    pub message: String,
}

impl WriteError {
    pub fn new(format: Format, message: impl Into<String>) -> Self {
        WriteError {
            format,
            message: message.into(),
        }
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot write {}: {}", self.format.name(), self.message)
    }
}

impl std::error::Error for WriteError {}
