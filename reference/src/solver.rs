//! [`Solver`]: the assignment's A* search, with the choices the Princeton API leaves open made explicit in
//! [`SolverOptions`]: the heuristic, the neighbour order, and how unsolvable boards are detected
//! ([`UnsolvableMode`]).

use std::fmt;
use std::str::FromStr;

use crate::board::{Board, PackingKind};
use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::heuristic::Heuristic;
use crate::packing::{Bytes, Nibbles, Packing, Wide};
use crate::search::{
    Estimator, Frontier, HammingCost, LinearConflictCost, Log, ManhattanCost, NoObserver, Observer, Progress, QueueOp,
};
use crate::solution::Solution;
use crate::stats::SearchStats;

/// How the solver finds out that a board cannot be solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum UnsolvableMode {
    /// Test the inversion parity first and do not search an unsolvable board.
    #[default]
    Parity,
    /// The Princeton API's way: search the board and its twin in lockstep, one `delMin` and expansion on
    /// each queue a round, board first; whichever dequeues a goal first decides.
    Twin,
}

impl UnsolvableMode {
    /// The mode's name on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            UnsolvableMode::Parity => "parity",
            UnsolvableMode::Twin => "twin",
        }
    }
}

impl fmt::Display for UnsolvableMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for UnsolvableMode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "parity" => Ok(UnsolvableMode::Parity),
            "twin" => Ok(UnsolvableMode::Twin),
            other => Err(format!("unknown unsolvable mode `{other}`; use `parity` or `twin`")),
        }
    }
}

/// The choices of an A* run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SolverOptions {
    /// The priority is moves + this heuristic (Manhattan by default).
    pub heuristic: Heuristic,
    /// The order in which neighbours are inserted.
    pub order: NeighborOrder,
    /// How unsolvable boards are detected.
    pub unsolvable: UnsolvableMode,
    /// Stop with [`SearchError::NodeLimit`] once a queue has stored this many nodes.
    pub node_limit: Option<u64>,
}

/// The assignment's A* solver: its answer and what the search did.
#[derive(Debug, Clone)]
pub struct Solver {
    solution: Option<Solution>,
    stats: SearchStats,
}

impl Solver {
    /// Solves `initial` with the default options (Manhattan, checklist order, parity test).
    #[must_use]
    pub fn new(initial: &Board) -> Solver {
        Solver::with_options(initial, &SolverOptions::default()).expect("a search without a node limit completes")
    }

    /// Solves `initial` with the given options.
    ///
    /// # Errors
    /// [`SearchError::NodeLimit`] when the node limit is reached first.
    pub fn with_options(initial: &Board, options: &SolverOptions) -> Result<Solver, SearchError> {
        let (solution, stats, NoObserver) = search(initial, options, NoObserver)?;
        Ok(Solver { solution, stats })
    }

    /// Solves `initial`, calling `log(op, board, moves, priority)` for every insert and delMin on the
    /// board's own queue (the twin's queue, in twin mode, is not logged): the SLIDER_TRACE protocol.
    ///
    /// # Errors
    /// [`SearchError::NodeLimit`] when the node limit is reached first.
    pub fn with_log(
        initial: &Board,
        options: &SolverOptions,
        log: impl FnMut(QueueOp, &Board, u32, u32),
    ) -> Result<Solver, SearchError> {
        let (solution, stats, _) = search(initial, options, Log::new(log))?;
        Ok(Solver { solution, stats })
    }

    /// Whether the board can reach the goal.
    #[must_use]
    pub fn is_solvable(&self) -> bool {
        self.solution.is_some()
    }

    /// The number of moves of a shortest solution, or `None` if unsolvable (where Princeton returns -1).
    #[must_use]
    pub fn moves(&self) -> Option<usize> {
        self.solution.as_ref().map(Solution::moves)
    }

    /// A shortest solution, or `None` if unsolvable.
    #[must_use]
    pub fn solution(&self) -> Option<&Solution> {
        self.solution.as_ref()
    }

    /// What the search did.
    #[must_use]
    pub fn stats(&self) -> &SearchStats {
        &self.stats
    }
}

/// Runs A* with `observer` on the board's queue; returns the solution, the counts and the observer.
pub(crate) fn search<O: Observer>(
    initial: &Board,
    options: &SolverOptions,
    observer: O,
) -> Result<(Option<Solution>, SearchStats, O), SearchError> {
    match initial.packing() {
        PackingKind::Nibbles => with_heuristic::<Nibbles, O>(initial, options, observer),
        PackingKind::Bytes => with_heuristic::<Bytes, O>(initial, options, observer),
        PackingKind::Wide => with_heuristic::<Wide, O>(initial, options, observer),
    }
}

type Outcome<O> = Result<(Option<Solution>, SearchStats, O), SearchError>;

fn with_heuristic<P: Packing, O: Observer>(initial: &Board, options: &SolverOptions, observer: O) -> Outcome<O> {
    match options.heuristic {
        Heuristic::Hamming => run::<P, HammingCost, O>(initial, options, observer),
        Heuristic::Manhattan => run::<P, ManhattanCost, O>(initial, options, observer),
        Heuristic::LinearConflict => run::<P, LinearConflictCost, O>(initial, options, observer),
    }
}

fn run<P: Packing, E: Estimator<P>, O: Observer>(initial: &Board, options: &SolverOptions, observer: O) -> Outcome<O> {
    let n = initial.dimension();
    let directions = options.order.directions();
    let limit = options.node_limit.unwrap_or(u64::MAX);
    if options.unsolvable == UnsolvableMode::Parity && !initial.is_solvable() {
        let stats = SearchStats { boards_constructed: 1, ..SearchStats::default() };
        return Ok((None, stats, observer));
    }
    let mut main = Frontier::<P, E, O>::new(initial, directions, E::for_size(n), observer, limit);
    let mut twin = match options.unsolvable {
        UnsolvableMode::Parity => None,
        UnsolvableMode::Twin => {
            Some(Frontier::<P, E, NoObserver>::new(&initial.twin(), directions, E::for_size(n), NoObserver, limit))
        }
    };
    let solution = loop {
        match main.step()? {
            Progress::Expanded => {}
            Progress::Goal(node) => break Some(Solution::new(main.path_to(node))),
            Progress::Exhausted => break None,
        }
        if let Some(other) = twin.as_mut() {
            match other.step()? {
                Progress::Expanded => {}
                Progress::Goal(_) => break None,
                // The twin's space ran out, so the board itself is the solvable one: search on alone.
                Progress::Exhausted => twin = None,
            }
        }
    };
    let mut stats = main.stats();
    if let Some(other) = &twin {
        stats += other.stats();
    }
    Ok((solution, stats, main.into_observer()))
}

#[cfg(test)]
mod tests {
    use super::{Solver, SolverOptions, UnsolvableMode};
    use crate::board::Board;
    use crate::direction::NeighborOrder;
    use crate::heuristic::Heuristic;
    use crate::search::QueueOp;
    use crate::solution::check_path;

    fn board(text: &str) -> Board {
        text.parse().expect("valid test board")
    }

    fn all_options() -> Vec<SolverOptions> {
        let mut all = Vec::new();
        for heuristic in Heuristic::ALL {
            for order in [NeighborOrder::Checklist, NeighborOrder::Princeton] {
                for unsolvable in [UnsolvableMode::Parity, UnsolvableMode::Twin] {
                    all.push(SolverOptions { heuristic, order, unsolvable, node_limit: None });
                }
            }
        }
        all
    }

    #[track_caller]
    fn solves(text: &str, moves: Option<usize>) {
        let start = board(text);
        for options in all_options() {
            let solver = Solver::with_options(&start, &options).expect("no limit");
            assert_eq!(solver.moves(), moves, "{text} with {options:?}");
            assert_eq!(solver.is_solvable(), moves.is_some());
            if let Some(solution) = solver.solution() {
                assert_eq!(check_path(&start, solution.boards()), Ok(()), "{text} with {options:?}");
            }
        }
    }

    #[test]
    fn finds_shortest_solutions_and_detects_unsolvable_boards() {
        solves("3 1 2 3 4 5 6 7 8 0", Some(0));
        solves("3 0 1 3 4 2 5 7 8 6", Some(4));
        solves("3 1 2 3 0 7 6 5 4 8", Some(7));
        solves("2 1 2 3 0", Some(0));
        solves("2 0 1 3 2", Some(2));
        solves("2 1 0 2 3", None);
        solves("3 1 2 3 4 5 6 8 7 0", None);
        solves("4 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", None);
        solves("4 1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12", Some(2));
    }

    #[test]
    fn the_log_sees_every_insert_and_del_min_of_the_board_queue() {
        let start = board("3 0 1 3 4 2 5 7 8 6");
        let mut ops = Vec::new();
        let solver = Solver::with_log(&start, &SolverOptions::default(), |op, b, moves, priority| {
            ops.push((op, b.clone(), moves, priority));
        })
        .expect("no limit");
        let stats = solver.stats();
        let inserts = ops.iter().filter(|o| o.0 == QueueOp::Insert).count() as u64;
        assert_eq!((inserts, ops.len() as u64 - inserts), (stats.inserts, stats.del_mins));
        assert_eq!(ops[0], (QueueOp::Insert, start.clone(), 0, 4));
        let last = ops.last().expect("the search logged operations");
        assert_eq!((last.0, last.1.is_goal(), last.2, last.3), (QueueOp::DelMin, true, 4, 4));
        for (op, b, moves, priority) in &ops {
            assert_eq!(*priority, moves + b.manhattan(), "{op:?} {b:?}");
        }
        // Twin mode logs the board's queue only: the same operations.
        let twin = SolverOptions { unsolvable: UnsolvableMode::Twin, ..SolverOptions::default() };
        let mut count = 0;
        Solver::with_log(&start, &twin, |_, _, _, _| count += 1).expect("no limit");
        assert_eq!(count, ops.len());
    }

    #[test]
    fn node_limit_stops_the_search() {
        let options = SolverOptions { node_limit: Some(10), ..SolverOptions::default() };
        let hard = board("3 8 6 7 2 5 4 3 0 1");
        assert!(Solver::with_options(&hard, &options).is_err());
        assert!(Solver::with_options(&board("3 1 2 3 4 5 6 7 8 0"), &options).is_ok());
    }

    #[test]
    fn counts_follow_the_princeton_definitions_on_puzzle04() {
        let solver = Solver::new(&board("3 0 1 3 4 2 5 7 8 6"));
        let stats = solver.stats();
        // The checklist trace: 13 nodes created, 3 of them rejected, 5 delMins.
        assert_eq!(stats.boards_constructed, 13);
        assert_eq!(stats.inserts, 10);
        assert_eq!(stats.del_mins, 5);
        assert_eq!(stats.equals_calls, 13 - 1 - 2);
        assert_eq!(stats.max_pq_size, 6);
    }
}
