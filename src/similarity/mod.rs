//! Similarity across a class (`slider similar`, and `slider grade` with `[similarity]`): whether a
//! submission is the student's own. The pipeline is JPlag's, offline: each submission's files are
//! read ([`sources`]) and tokenized by a real parser (tree-sitter; [`front_end`], [`java`] with
//! [`dead_code`], [`generic`]) into [`token`] streams that renaming, reformatting, reordering and
//! padding do not change; base code is marked ([`entrant`]); every pair is tiled ([`tiling`], greedy
//! string tiling with Karp-Rabin matching) after winnowed fingerprints ([`winnowing`]) have pruned
//! the pairs that share nothing ([`pairs`]); pairs are ranked and flagged, and flagged pairs joined
//! into [`cluster`]s. [`session::check`] does it all and returns the [`model`]; `report::similarity`
//! writes it.

pub mod cluster;
pub mod dead_code;
pub mod entrant;
pub mod front_end;
pub mod generic;
pub mod java;
pub mod language;
pub mod model;
pub mod pairs;
pub mod session;
pub mod sources;
pub mod tiling;
pub mod token;
pub mod winnowing;

pub use model::{Cluster, PairRecord, SCHEMA, SimilarityReport, SubmissionTokens};
pub use session::{Found, check};
pub use tiling::Tile;
pub use token::{Kind, Origin, Program, SourceFile};
