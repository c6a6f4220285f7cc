//! [`Observer`]: what the caller of a search watches and allows. It holds a [`Budget`] (how much
//! memory and how many expansions the search may use), an optional progress callback (called with a
//! [`Progress`] snapshot at intervals and at IDA*'s pass boundaries; a `Break` cancels the search), and
//! an optional queue log (every insert and delMin on the board's own queue of the assignment's A*, with
//! the node's moves and priority: what the SLIDER_TRACE protocol records).
//!
//! The callbacks are separate closures rather than one trait object so that the search can hold the
//! queue log deep in its inner loop while the progress callback is called from the outer one.

use std::ops::ControlFlow;
use std::time::Duration;

use crate::board::Board;
use crate::ida_star::Pass;

/// How far a search may go. `None` is no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Budget {
    /// Bytes the search's own tables may hold: its stored positions, seen-set and queue (the
    /// pattern databases a search reads are the caller's). Past it the search stops with
    /// [`SearchError::MemoryBudget`](crate::SearchError::MemoryBudget). IDA* holds only its route.
    pub memory_bytes: Option<u64>,
    /// Positions the search may expand (over all of IDA*'s passes and weighted A*'s restarts). Past it
    /// the search stops with [`SearchError::ExpansionLimit`](crate::SearchError::ExpansionLimit).
    pub expansions: Option<u64>,
}

/// A priority-queue operation of the assignment's A*.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum QueueOp {
    /// `insert`.
    Insert,
    /// `delMin`.
    DelMin,
}

/// Why the progress callback is being called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// Another stretch of expansions is done (see [`Observer::report_every`]).
    Working,
    /// An IDA* pass with a new threshold begins.
    PassStarted,
    /// An IDA* pass ended without reaching the goal.
    PassFinished,
}

/// A snapshot of a running search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// What happened.
    pub event: Event,
    /// Positions expanded so far, over every pass and restart.
    pub expanded: u64,
    /// Positions the search holds now.
    pub stored: u64,
    /// Bytes its tables hold now (what the memory budget is held against).
    pub memory_bytes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// IDA*'s current pass so far: its threshold and its work.
    pub pass: Option<Pass>,
}

/// The progress callback: a `Break` cancels the search.
type OnProgress<'a> = Box<dyn FnMut(&Progress) -> ControlFlow<()> + 'a>;
/// The queue log: operation, board, moves, priority.
type OnQueue<'a> = Box<dyn FnMut(QueueOp, &Board, u32, u32) + 'a>;

/// What the caller watches and allows; [`Observer::new`] watches nothing and allows everything.
pub struct Observer<'a> {
    /// The limits of the search.
    pub budget: Budget,
    /// Expansions between two [`Event::Working`] calls of the progress callback.
    pub report_every: u64,
    pub(crate) on_progress: Option<OnProgress<'a>>,
    pub(crate) on_queue: Option<OnQueue<'a>>,
}

impl Default for Observer<'_> {
    fn default() -> Self {
        Observer { budget: Budget::default(), report_every: 1 << 22, on_progress: None, on_queue: None }
    }
}

impl<'a> Observer<'a> {
    /// No budget, no callbacks.
    #[must_use]
    pub fn new() -> Self {
        Observer::default()
    }

    /// Sets the budget.
    #[must_use]
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.budget = budget;
        self
    }

    /// Calls `progress` every `every` expansions and at IDA*'s pass boundaries; returning `Break`
    /// stops the search with [`SearchError::Cancelled`](crate::SearchError::Cancelled).
    #[must_use]
    pub fn on_progress(mut self, every: u64, progress: impl FnMut(&Progress) -> ControlFlow<()> + 'a) -> Self {
        self.report_every = every.max(1);
        self.on_progress = Some(Box::new(progress));
        self
    }

    /// Calls `log(op, board, moves, priority)` for every insert and delMin on the board's own queue of
    /// the assignment's A* (in lockstep mode the twin's queue is not logged). Other strategies have no
    /// such queue and never call it.
    #[must_use]
    pub fn on_queue(mut self, log: impl FnMut(QueueOp, &Board, u32, u32) + 'a) -> Self {
        self.on_queue = Some(Box::new(log));
        self
    }
}

impl std::fmt::Debug for Observer<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Observer")
            .field("budget", &self.budget)
            .field("report_every", &self.report_every)
            .field("on_progress", &self.on_progress.is_some())
            .field("on_queue", &self.on_queue.is_some())
            .finish()
    }
}
