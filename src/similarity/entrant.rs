//! [`Entrant`]: one program made ready for all its pairs: its base code marked (every run of at
//! least the minimum length it shares with the base code, tiled as in a pair, so that code every
//! student was given never counts), its windows hashed, its fingerprints winnowed, once.

use super::tiling::{Windows, tiles};
use super::token::Program;
use super::winnowing::fingerprints;

/// Base code: the programs made of `--base` folders, with their windows.
pub struct Base {
    program: Program,
    windows: Windows,
}

impl Base {
    /// The base program `program` for a minimum match length of `min`.
    #[must_use]
    pub fn new(program: Program, min: usize) -> Base {
        let windows = Windows::new(&program.kinds, min);
        Base { program, windows }
    }
}

/// A submission's program, ready to be compared.
pub struct Entrant {
    /// The name reports use (escaped); an earlier term's is `prior/NAME`.
    pub name: String,
    /// Whether it is an earlier term's (compared with the class, never with another earlier one).
    pub prior: bool,
    pub program: Program,
    /// Which tokens are base code (and separators): they are in no tile and not counted.
    pub marks: Vec<bool>,
    /// How many tokens count: neither base code nor separators.
    pub counted: usize,
    pub windows: Windows,
    pub fingerprints: Vec<u64>,
}

impl Entrant {
    /// `program` made ready, with what it shares with `bases` marked.
    #[must_use]
    pub fn new(name: String, prior: bool, program: Program, bases: &[Base], min: usize) -> Entrant {
        let mut marks: Vec<bool> = program.kinds.iter().map(|&k| k == 0).collect();
        for base in bases {
            // Until nothing more is found: a student may have pasted the base code twice.
            loop {
                let mut base_marks: Vec<bool> = base.program.kinds.iter().map(|&k| k == 0).collect();
                if tiles(&program.kinds, &mut marks, &base.program.kinds, &mut base_marks, &base.windows).is_empty() {
                    break;
                }
            }
        }
        let counted = marks.iter().filter(|&&m| !m).count();
        let windows = Windows::new(&program.kinds, min);
        let fingerprints = fingerprints(&program.kinds, min);
        Entrant { name, prior, program, marks, counted, windows, fingerprints }
    }

    /// How many of its tokens are base code.
    #[must_use]
    pub fn base_tokens(&self) -> usize {
        self.program.len() - self.counted
    }
}
