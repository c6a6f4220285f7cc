//! The assessment's vocabulary, which the profile's `[assessment]` names and the assessment uses:
//! its six sections ([`SectionKind`]), the pieces a class profile weighs ([`Part`]: the API test or
//! a section) and the default timing and memory puzzles. Names only: the assessment itself is in
//! `assess/`, which uses these as its own.

use serde::{Deserialize, Serialize};

/// The six sections of the assessment, in report order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SectionKind {
    /// Board's API tests, run on the student's Board.
    BoardCorrectness,
    /// Bytes of a student Board by size.
    BoardMemory,
    /// Solver's API tests, with the reference Board substituted.
    SolverCorrectness,
    /// What a Solver keeps, with the reference Board substituted.
    SolverMemory,
    /// CPU time and operation counts on the timing puzzles.
    Timing,
    /// Checkstyle's and slider's style rules on the sources: feedback, weighed only when the
    /// profile's `[categories]` has `style`.
    Style,
}

impl SectionKind {
    /// Every section, in report order.
    pub const ALL: [SectionKind; 6] = [
        SectionKind::BoardCorrectness,
        SectionKind::BoardMemory,
        SectionKind::SolverCorrectness,
        SectionKind::SolverMemory,
        SectionKind::Timing,
        SectionKind::Style,
    ];

    /// The section's short name on the command line: `board`, `board-memory`, `solver`,
    /// `solver-memory`, `timing`, `style`.
    #[must_use]
    pub fn short_name(self) -> &'static str {
        match self {
            SectionKind::BoardCorrectness => "board",
            SectionKind::BoardMemory => "board-memory",
            SectionKind::SolverCorrectness => "solver",
            SectionKind::SolverMemory => "solver-memory",
            SectionKind::Timing => "timing",
            SectionKind::Style => "style",
        }
    }

    /// The section's heading.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            SectionKind::BoardCorrectness => "Testing correctness of Board",
            SectionKind::BoardMemory => "Analyzing memory of Board",
            SectionKind::SolverCorrectness => "Testing correctness of Solver (reference Board substituted)",
            SectionKind::SolverMemory => "Analyzing memory of Solver (reference Board substituted)",
            SectionKind::Timing => "Timing Solver (reference Board substituted)",
            SectionKind::Style => "Checking style of Board and Solver (Checkstyle and slider's rules; feedback)",
        }
    }

    /// The score category the section counts towards (the profile's weights name these).
    #[must_use]
    pub fn category(self) -> &'static str {
        match self {
            SectionKind::BoardCorrectness | SectionKind::SolverCorrectness => "correctness",
            SectionKind::BoardMemory | SectionKind::SolverMemory => "memory",
            SectionKind::Timing => "timing",
            SectionKind::Style => STYLE,
        }
    }
}

/// The category of the style section: feedback unless the profile's `[categories]` weighs it.
pub const STYLE: &str = "style";

/// The timing puzzles, in the assessment's report order.
pub const TIMING_PUZZLES: [&str; 25] = [
    "puzzle20.txt",
    "puzzle22.txt",
    "puzzle21.txt",
    "puzzle23.txt",
    "puzzle24.txt",
    "puzzle25.txt",
    "puzzle27.txt",
    "puzzle29.txt",
    "puzzle26.txt",
    "puzzle28.txt",
    "puzzle30.txt",
    "puzzle31.txt",
    "puzzle39.txt",
    "puzzle41.txt",
    "puzzle34.txt",
    "puzzle37.txt",
    "puzzle44.txt",
    "puzzle32.txt",
    "puzzle35.txt",
    "puzzle33.txt",
    "puzzle43.txt",
    "puzzle46.txt",
    "puzzle40.txt",
    "puzzle36.txt",
    "puzzle45.txt",
];

/// The puzzles a Solver's retained memory is measured on.
pub const MEMORY_PUZZLES: [&str; 6] =
    ["puzzle10.txt", "puzzle15.txt", "puzzle20.txt", "puzzle25.txt", "puzzle30.txt", "puzzle35.txt"];

/// The API test, or a section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Whether Board and Solver have the assignment's API (one test).
    Api,
    /// One section's tests.
    Section(SectionKind),
}

impl Part {
    /// Every part, in report order.
    pub const ALL: [Part; 7] = [
        Part::Api,
        Part::Section(SectionKind::BoardCorrectness),
        Part::Section(SectionKind::BoardMemory),
        Part::Section(SectionKind::SolverCorrectness),
        Part::Section(SectionKind::SolverMemory),
        Part::Section(SectionKind::Timing),
        Part::Section(SectionKind::Style),
    ];

    /// `api`, or the section's short name (`board`, `board-memory`, ...).
    #[must_use]
    pub fn short_name(self) -> &'static str {
        match self {
            Part::Api => "api",
            Part::Section(kind) => kind.short_name(),
        }
    }

    /// The part of a short name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Part> {
        Part::ALL.into_iter().find(|p| p.short_name() == name)
    }

    /// The category its tests count towards: `api`, `correctness`, `memory`, `timing` or `style`.
    #[must_use]
    pub fn category(self) -> &'static str {
        match self {
            Part::Api => "api",
            Part::Section(kind) => kind.category(),
        }
    }

    /// What it tests, for people.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Part::Api => "Board and Solver have the assignment's API",
            Part::Section(kind) => kind.title(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Part;

    #[test]
    fn short_names_read_back_and_name_a_category() {
        for part in Part::ALL {
            assert_eq!(Part::parse(part.short_name()), Some(part));
            assert!(["api", "correctness", "memory", "timing", "style"].contains(&part.category()));
        }
        assert_eq!(Part::parse("boards"), None);
    }
}
