//! The capture games: pente, keryo-pente and ninuki-renju, and anti-renju and anti-pente
//! where neither side may make an open four. The board keeps their captures, their
//! restrictions and each move's result as the referee settles it
//! ([`Board::outcome`](crate::Board::outcome)); [`search`] plays them, with
//! [`eval`]'s terms for captures.
//!
//! The main search, its threat searches (VCF, VCT) and its pruning know nothing of
//! captures: a four there is won unless blocked, which a capture can undo. So these rules
//! get a search of their own that reads every result from the board, and no threat search
//! proves a win in them.

pub mod eval;
pub mod search;
