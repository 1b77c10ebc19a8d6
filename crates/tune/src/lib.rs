//! Pearls' training: fitting the engine's evaluation tables and its move ordering to
//! finished games, and writing the tables as a weights file. The engine only reads what
//! this crate writes.
//!
//! - [`dataset`]: games read from record files, replayed into samples of positions.
//! - [`label`]: a search's verdicts on those positions, and the labels file that keeps them.
//! - [`capture`]: the same fit of the capture games' evaluation terms, a rule at a time.
//! - [`fit`]: the logistic regression of the evaluation's tables.
//! - [`order`]: the fit of move ordering's static part.
//! - [`provenance`]: the steps that made a set of tables, as the weights file records them.
//! - [`write`]: the weights file.
//! - [`packed`]: packed training positions for the network, read and written.
//! - [`selfplay`]: self-play at fixed nodes that makes them.
//! - [`pack`]: finished games packed as them.
//! - [`train`]: the network trained on them, quantised, and its check values.
//! - [`exchange`]: the samples and the network exchanged with the trainer for a GPU.

pub mod capture;
pub mod dataset;
pub mod exchange;
pub mod fit;
pub mod label;
pub mod order;
pub mod pack;
pub mod packed;
pub mod policy;
pub mod provenance;
pub mod selfplay;
pub mod train;
pub mod write;
