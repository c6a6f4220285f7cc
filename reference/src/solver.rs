//! [`Solver`]: the assignment's A* search, with the choices the Princeton API leaves open made explicit in
//! [`SolverOptions`]: the heuristic, the neighbour order, and how unsolvable boards are detected
//! ([`UnsolvableMode`]). It runs as [`Strategy::AStar`](crate::Strategy::AStar) through
//! [`solve`](crate::solve); [`Solver`] is the algs4-shaped view of that report.

use crate::astar::{
    Estimator, Events, Frontier, HammingCost, LinearConflictCost, ManhattanCost, NoEvents, QueueLog, Step,
};
use crate::board::{Board, PackingKind};
use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::heuristic::Heuristic;
use crate::packing::{Bytes, Nibbles, Packing, Wide};
use crate::search::{Control, Detail, Gauge, Observer, QueueOp, Report, Strategy};
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

/// The choices of an A* run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SolverOptions {
    /// The priority is moves + this heuristic (Manhattan by default).
    pub heuristic: Heuristic,
    /// The order in which neighbours are inserted.
    pub order: NeighborOrder,
    /// How unsolvable boards are detected.
    pub unsolvable: UnsolvableMode,
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
        Solver::with_options(initial, &SolverOptions::default()).expect("a search without a budget completes")
    }

    /// Solves `initial` with the given options and no budget.
    ///
    /// # Errors
    /// [`SearchError::PathTooLong`] for a route longer than a search node can record.
    pub fn with_options(initial: &Board, options: &SolverOptions) -> Result<Solver, SearchError> {
        let report = crate::search::solve(initial, &Strategy::AStar(*options), &mut Observer::new())?;
        let Detail::AStar(stats) = report.detail else { unreachable!("the A* strategy reports A* counts") };
        Ok(Solver { solution: report.solution, stats })
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

/// The queue log of an [`Observer`](crate::Observer), borrowed for one search.
pub(crate) type QueueCallback<'q> = &'q mut dyn FnMut(QueueOp, &Board, u32, u32);

/// [`Strategy::AStar`]: runs A*, logging the board's queue to `queue` if given.
pub(crate) fn run(
    initial: &Board,
    options: &SolverOptions,
    queue: Option<QueueCallback<'_>>,
    control: &mut Control<'_>,
) -> Result<Report, SearchError> {
    match queue {
        Some(log) => search(initial, options, QueueLog::new(log), u64::MAX, control).map(|(report, _)| report),
        None => search(initial, options, NoEvents, u64::MAX, control).map(|(report, _)| report),
    }
}

/// Runs A* with `events` on the board's queue, storing at most `node_limit` nodes a queue; returns the
/// report and the events' receiver (which holds what it recorded).
pub(crate) fn search<O: Events>(
    initial: &Board,
    options: &SolverOptions,
    events: O,
    node_limit: u64,
    control: &mut Control<'_>,
) -> Result<(Report, O), SearchError> {
    match initial.packing() {
        PackingKind::Nibbles => with_heuristic::<Nibbles, O>(initial, options, events, node_limit, control),
        PackingKind::Bytes => with_heuristic::<Bytes, O>(initial, options, events, node_limit, control),
        PackingKind::Wide => with_heuristic::<Wide, O>(initial, options, events, node_limit, control),
    }
}

type Outcome<O> = Result<(Report, O), SearchError>;

fn with_heuristic<P: Packing, O: Events>(
    initial: &Board,
    options: &SolverOptions,
    events: O,
    limit: u64,
    control: &mut Control<'_>,
) -> Outcome<O> {
    match options.heuristic {
        Heuristic::Hamming => lockstep::<P, HammingCost, O>(initial, options, events, limit, control),
        Heuristic::Manhattan => lockstep::<P, ManhattanCost, O>(initial, options, events, limit, control),
        Heuristic::LinearConflict => lockstep::<P, LinearConflictCost, O>(initial, options, events, limit, control),
    }
}

/// The search on the board's queue and, in twin mode, on its twin's, a round each in turn.
fn lockstep<P: Packing, E: Estimator<P>, O: Events>(
    initial: &Board,
    options: &SolverOptions,
    events: O,
    limit: u64,
    control: &mut Control<'_>,
) -> Outcome<O> {
    let n = initial.dimension();
    let directions = options.order.directions();
    if options.unsolvable == UnsolvableMode::Parity && !initial.is_solvable() {
        let stats = SearchStats { boards_constructed: 1, ..SearchStats::default() };
        return Ok((Report::unsolvable(Detail::AStar(stats), control.elapsed()), events));
    }
    let mut main = Frontier::<P, E, O>::new(initial, directions, E::for_size(n), events, limit);
    let mut twin = match options.unsolvable {
        UnsolvableMode::Parity => None,
        UnsolvableMode::Twin => {
            Some(Frontier::<P, E, NoEvents>::new(&initial.twin(), directions, E::for_size(n), NoEvents, limit))
        }
    };
    // Counted here rather than read from the queues, so that the loop keeps it in a register.
    let mut expanded = 0;
    let solution = loop {
        expanded += 1;
        match main.step()? {
            Step::Expanded => {}
            Step::Goal(node) => break Some(Solution::new(main.path_to(node))),
            Step::Exhausted => break None,
        }
        if let Some(other) = twin.as_mut() {
            expanded += 1;
            match other.step()? {
                Step::Expanded => {}
                Step::Goal(_) => break None,
                // The twin's space ran out, so the board itself is the solvable one: search on alone.
                Step::Exhausted => twin = None,
            }
        }
        if control.due(expanded) {
            checkpoint(control, &main, twin.as_ref(), expanded)?;
        }
    };
    let mut stats = main.stats();
    if let Some(other) = &twin {
        stats += other.stats();
    }
    let Gauge { memory_bytes, .. } = gauge(&main, twin.as_ref(), stats.del_mins);
    let roots = if twin.is_some() { 2 } else { 1 };
    let report = Report {
        solution,
        expanded: stats.del_mins,
        generated: stats.boards_constructed - roots,
        stored: stats.inserts,
        memory_bytes,
        elapsed: control.elapsed(),
        detail: Detail::AStar(stats),
    };
    Ok((report, main.into_events()))
}

/// Hands the control what the queues hold (kept out of the loop: it is rarely due).
#[cold]
#[inline(never)]
fn checkpoint<P: Packing, E: Estimator<P>, O: Events>(
    control: &mut Control<'_>,
    main: &Frontier<P, E, O>,
    twin: Option<&Frontier<P, E, NoEvents>>,
    expanded: u64,
) -> Result<(), SearchError> {
    control.checkpoint(gauge(main, twin, expanded))
}

/// What the two queues hold.
fn gauge<P: Packing, E: Estimator<P>, O: Events>(
    main: &Frontier<P, E, O>,
    twin: Option<&Frontier<P, E, NoEvents>>,
    expanded: u64,
) -> Gauge {
    let stored = main.stored() + twin.map_or(0, Frontier::stored);
    let memory_bytes = main.bytes() + twin.map_or(0, Frontier::bytes);
    Gauge { expanded, stored, memory_bytes, pass: None }
}

#[cfg(test)]
mod tests {
    use super::{Solver, SolverOptions, UnsolvableMode};
    use crate::board::Board;
    use crate::direction::NeighborOrder;
    use crate::error::SearchError;
    use crate::heuristic::Heuristic;
    use crate::search::{Budget, Detail, Observer, QueueOp, Strategy, solve};
    use crate::solution::check_path;
    use crate::stats::SearchStats;

    fn board(text: &str) -> Board {
        text.parse().expect("valid test board")
    }

    fn all_options() -> Vec<SolverOptions> {
        let mut all = Vec::new();
        for heuristic in Heuristic::ALL {
            for order in [NeighborOrder::Checklist, NeighborOrder::Princeton] {
                for unsolvable in [UnsolvableMode::Parity, UnsolvableMode::Twin] {
                    all.push(SolverOptions { heuristic, order, unsolvable });
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
                assert_eq!(
                    check_path(&start, &solution.boards().collect::<Vec<_>>()),
                    Ok(()),
                    "{text} with {options:?}"
                );
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

    /// Runs A* with a queue log; returns the logged operations and the counts.
    fn logged(start: &Board, options: SolverOptions) -> (Vec<(QueueOp, Board, u32, u32)>, SearchStats) {
        let mut ops = Vec::new();
        let mut observer = Observer::new().on_queue(|op, b: &Board, moves, priority| {
            ops.push((op, b.clone(), moves, priority));
        });
        let report = solve(start, &Strategy::AStar(options), &mut observer).expect("no budget");
        drop(observer);
        let Detail::AStar(stats) = report.detail else { panic!("A* reports its counts") };
        (ops, stats)
    }

    #[test]
    fn the_log_sees_every_insert_and_del_min_of_the_board_queue() {
        let start = board("3 0 1 3 4 2 5 7 8 6");
        let (ops, stats) = logged(&start, SolverOptions::default());
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
        assert_eq!(logged(&start, twin).0, ops);
    }

    #[test]
    fn the_budget_stops_the_search() {
        let hard = board("3 8 6 7 2 5 4 3 0 1");
        // Misplaced tiles expand about 1.5 million positions here, Manhattan about 15,000.
        let hamming = Strategy::AStar(SolverOptions { heuristic: Heuristic::Hamming, ..SolverOptions::default() });
        let manhattan = Strategy::AStar(SolverOptions::default());
        let run = |strategy, budget| solve(&hard, strategy, &mut Observer::new().with_budget(budget));
        let expansions = Budget { expansions: Some(10), ..Budget::default() };
        assert_eq!(run(&manhattan, expansions).err(), Some(SearchError::ExpansionLimit { limit: 10 }));
        let memory = Budget { memory_bytes: Some(1000), ..Budget::default() };
        assert_eq!(run(&hamming, memory).err(), Some(SearchError::MemoryBudget { budget: 1000 }));
        let report =
            run(&manhattan, Budget { memory_bytes: Some(1 << 20), expansions: Some(100_000) }).expect("enough");
        assert_eq!(report.moves(), Some(31));
        assert!(report.memory_bytes > 1000 && report.memory_bytes < 1 << 20, "{report:?}");
        let Detail::AStar(stats) = report.detail else { panic!("A* reports its counts") };
        assert_eq!(
            (report.expanded, report.stored, report.generated),
            (stats.del_mins, stats.inserts, stats.boards_constructed - 1)
        );
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
