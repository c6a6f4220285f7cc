//! What a solver and the grader say to each other, written and read in one place: the answer a solver
//! prints ([`answer`]: the Solver.main and PuzzleChecker formats) and the priority-queue trace it may
//! write ([`trace`]: the SLIDER_TRACE protocol). `slider solve` writes both; the grader reads both.

pub mod answer;
pub mod trace;
