//! Grading a class (`slider grade`): the submissions found ([`submissions`]) and unpacked
//! ([`archive`]), each graded under the assignment profile.

pub mod archive;
pub mod assessment;
pub mod calibrate;
pub mod eta;
pub mod journal;
pub mod model;
pub mod plan;
pub mod progress;
pub mod record;
pub mod score;
pub mod session;
pub mod submissions;
pub mod work;
pub mod worth;

pub use submissions::discover;
