//! The style section: Checkstyle with the course's configuration and slider's own rules for this
//! assignment's bug patterns, on the student's sources; feedback, a test a rule.

mod check;
mod checkstyle;
mod finding;
mod rules;
mod section;

pub use check::{Checked, check};
pub use checkstyle::program as checkstyle_program;
pub use finding::{Finding, Rule, Tool};
pub use section::section;
