//! [`Control`]: the checkpoints every search passes through. A search counts its expansions and asks
//! [`Control::due`] (one comparison) after each; at a checkpoint it hands over a [`Gauge`] of its
//! state, and the control holds it against the [`Budget`], calls the caller's progress callback when a
//! report is due, and turns a `Break` into [`SearchError::Cancelled`].

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use crate::error::SearchError;
use crate::ida_star::Pass;
use crate::search::observer::{Budget, Event, Progress};

/// Expansions between two memory checks when a memory budget is set: a few megabytes of growth at
/// most, and a negligible cost.
const MEMORY_EVERY: u64 = 1 << 12;

/// What a search holds at a checkpoint.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Gauge {
    /// Positions expanded so far.
    pub expanded: u64,
    /// Positions held now.
    pub stored: u64,
    /// Bytes held now.
    pub memory_bytes: u64,
    /// IDA*'s current pass.
    pub pass: Option<Pass>,
}

/// The progress callback, borrowed from the caller's observer.
type Callback<'o> = &'o mut dyn FnMut(&Progress) -> ControlFlow<()>;

/// The budget, the progress callback and the schedule of checkpoints of one search.
pub(crate) struct Control<'o> {
    budget: Budget,
    report_every: u64,
    progress: Option<Callback<'o>>,
    started: Instant,
    next_report: u64,
    next: u64,
}

impl<'o> Control<'o> {
    /// A control starting now.
    pub(crate) fn new(budget: Budget, report_every: u64, progress: Option<Callback<'o>>) -> Self {
        let report_every = report_every.max(1);
        let mut control =
            Control { budget, report_every, progress, started: Instant::now(), next_report: report_every, next: 0 };
        control.schedule(0);
        control
    }

    /// A control with no budget and no callback, for searches run on the library's own behalf.
    pub(crate) fn unlimited() -> Control<'static> {
        Control::new(Budget::default(), u64::MAX, None)
    }

    /// Time since the search started.
    pub(crate) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Whether a checkpoint is due after `expanded` expansions.
    #[inline]
    pub(crate) fn due(&self, expanded: u64) -> bool {
        expanded >= self.next
    }

    /// The expansion count at which the next checkpoint is due.
    pub(crate) fn next_due(&self) -> u64 {
        self.next
    }

    /// Holds `gauge` against the budget and reports progress when a report is due.
    ///
    /// # Errors
    /// [`SearchError::ExpansionLimit`], [`SearchError::MemoryBudget`] or [`SearchError::Cancelled`].
    #[cold]
    pub(crate) fn checkpoint(&mut self, gauge: Gauge) -> Result<(), SearchError> {
        if let Some(limit) = self.budget.expansions
            && gauge.expanded > limit
        {
            return Err(SearchError::ExpansionLimit { limit });
        }
        self.check_memory(gauge.memory_bytes)?;
        if gauge.expanded >= self.next_report {
            self.next_report = gauge.expanded.saturating_add(self.report_every);
            self.report(Event::Working, gauge)?;
        }
        self.schedule(gauge.expanded);
        Ok(())
    }

    /// Fails when `bytes` are over the memory budget (for a search about to allocate them).
    ///
    /// # Errors
    /// [`SearchError::MemoryBudget`].
    pub(crate) fn check_memory(&self, bytes: u64) -> Result<(), SearchError> {
        match self.budget.memory_bytes {
            Some(budget) if bytes > budget => Err(SearchError::MemoryBudget { budget }),
            _ => Ok(()),
        }
    }

    /// Calls the progress callback now (IDA*'s pass boundaries).
    ///
    /// # Errors
    /// [`SearchError::Cancelled`] when the callback breaks.
    pub(crate) fn report(&mut self, event: Event, gauge: Gauge) -> Result<(), SearchError> {
        let Some(progress) = self.progress.as_mut() else { return Ok(()) };
        let snapshot = Progress {
            event,
            expanded: gauge.expanded,
            stored: gauge.stored,
            memory_bytes: gauge.memory_bytes,
            elapsed: self.started.elapsed(),
            pass: gauge.pass,
        };
        match progress(&snapshot) {
            ControlFlow::Continue(()) => Ok(()),
            ControlFlow::Break(()) => Err(SearchError::Cancelled),
        }
    }

    /// The expansion count of the next checkpoint after `expanded`.
    fn schedule(&mut self, expanded: u64) {
        let mut next = if self.progress.is_some() { self.next_report } else { u64::MAX };
        if let Some(limit) = self.budget.expansions {
            next = next.min(limit.saturating_add(1));
        }
        if self.budget.memory_bytes.is_some() {
            next = next.min(expanded.saturating_add(MEMORY_EVERY));
        }
        self.next = next;
    }
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use super::{Control, Gauge};
    use crate::error::SearchError;
    use crate::search::{Budget, Event};

    fn gauge(expanded: u64, memory_bytes: u64) -> Gauge {
        Gauge { expanded, memory_bytes, ..Gauge::default() }
    }

    #[test]
    fn without_a_budget_or_a_callback_no_checkpoint_is_ever_due() {
        let control = Control::unlimited();
        assert!(!control.due(u64::MAX - 1));
    }

    #[test]
    fn the_budget_stops_a_search_past_either_limit() {
        let budget = Budget { memory_bytes: Some(1000), expansions: Some(50) };
        let mut control = Control::new(budget, u64::MAX, None);
        assert!(!control.due(50) && control.due(51));
        assert_eq!(control.checkpoint(gauge(51, 10)), Err(SearchError::ExpansionLimit { limit: 50 }));
        assert_eq!(control.checkpoint(gauge(10, 1001)), Err(SearchError::MemoryBudget { budget: 1000 }));
        assert_eq!(control.checkpoint(gauge(10, 1000)), Ok(()));
        assert_eq!(control.check_memory(1001), Err(SearchError::MemoryBudget { budget: 1000 }));
    }

    #[test]
    fn reports_come_every_so_many_expansions_and_a_break_cancels() {
        let mut seen = Vec::new();
        let mut callback = |p: &crate::search::Progress| {
            seen.push((p.event, p.expanded));
            if p.expanded >= 300 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        };
        let mut control = Control::new(Budget::default(), 100, Some(&mut callback));
        let mut result = Ok(());
        for expanded in 1..=1000 {
            if control.due(expanded) {
                result = control.checkpoint(gauge(expanded, 0));
                if result.is_err() {
                    break;
                }
            }
        }
        assert_eq!(result, Err(SearchError::Cancelled));
        assert_eq!(seen, [(Event::Working, 100), (Event::Working, 200), (Event::Working, 300)]);
    }
}
