//! What a solver and the grader say to each other, written and read in one place: the answer a solver
//! prints ([`answer`]: the Solver.main and PuzzleChecker formats, read by [`answer_reader`] with
//! [`board_reader`]) and the priority-queue trace it may write ([`trace`]: the SLIDER_TRACE protocol).
//! `slider solve` writes both; the grader reads both, line by line ([`lines`]).

pub mod answer;
pub mod answer_reader;
mod board_reader;
pub mod lines;
pub mod trace;
