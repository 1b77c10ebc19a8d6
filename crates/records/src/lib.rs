//! Game records of the five-in-a-row family, read and written: move strings, Piskvork
//! PSQ, RenLib `.lib` trees (v3.0 and v3.4), RenjuNet XML (read only), SGF, `.pos`,
//! ShowRenju `.bdt`, pente.org game records and Gomocup opening lists.
//!
//! Every reader returns an error rather than panicking on bad input, and the error says
//! where (byte offset or line). Writing then reading gives back the same games or tree.

pub mod date;
pub mod digest;
pub mod error;
pub mod files;
pub mod format;
pub mod formats;
pub mod record;
pub mod text;
pub mod tree;

pub use digest::Fnv1a;
pub use error::{ErrorKind, Location, ReadError, WriteError};
pub use files::{files_under, WalkError};
pub use format::{
    read, read_file, read_file_with_warnings, read_with_warnings, write, Document, Format,
    ReadOptions, Warning, WriteOptions,
};
pub use record::{GameRecord, GameResult};
pub use text::TextEncoding;
pub use tree::{GameTree, Node, NodeId, OriginalText};
