//! Grading a class (`slider grade`): the submissions found ([`submissions`]) and unpacked
//! ([`archive`]), each graded under the assignment profile.

pub mod archive;
pub mod submissions;

pub use submissions::{Source, Submission, discover};
