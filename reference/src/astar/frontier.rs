//! [`Frontier`]: one A* priority queue and its node arena, advanced one `delMin` at a time, exactly as the
//! assignment describes: take the minimum; stop if it is the goal; otherwise insert every neighbour except
//! the one equal to the node's parent (the critical optimization), with moves + 1.
//!
//! Twin mode runs two frontiers in lockstep, which is why the loop is exposed a step at a time.

use std::cmp::Ordering;

use crate::astar::{Arena, Created, Estimator, Events, Meta, NO_PARENT, Removed, same_board};
use crate::board::Board;
use crate::direction::Direction;
use crate::error::SearchError;
use crate::min_pq::{Compare, MinPq};
use crate::packing::Packing;
use crate::stats::SearchStats;

/// A queue item: a node's priority and its arena index.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub priority: u32,
    pub node: u32,
}

/// Orders entries by priority alone: ties are not broken, as in the assignment.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct ByPriority;

impl Compare<Entry> for ByPriority {
    #[inline]
    fn compare(&self, a: &Entry, b: &Entry) -> Ordering {
        a.priority.cmp(&b.priority)
    }
}

/// What one step did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// A node was expanded.
    Expanded,
    /// The dequeued node is the goal.
    Goal(u32),
    /// The queue is empty: the goal is unreachable.
    Exhausted,
}

/// One A* search in progress.
pub(crate) struct Frontier<P: Packing, E, O> {
    n: usize,
    directions: [Direction; 4],
    estimator: E,
    events: O,
    arena: Arena<P>,
    pq: MinPq<Entry, ByPriority>,
    goal: Vec<P::Word>,
    parent: Vec<P::Word>,
    child: Vec<P::Word>,
    node_limit: u64,
    stats: SearchStats,
}

impl<P: Packing, E: Estimator<P>, O: Events> Frontier<P, E, O> {
    /// A search from `start` with its root inserted (one board constructed, one insert).
    pub(crate) fn new(start: &Board, directions: [Direction; 4], estimator: E, events: O, node_limit: u64) -> Self {
        let n = start.dimension();
        let root = start.pack::<P>();
        let mut frontier = Frontier {
            n,
            directions,
            events,
            arena: Arena::new(n),
            pq: MinPq::with_comparator(ByPriority),
            goal: Board::goal(n).pack::<P>(),
            parent: root.clone(),
            child: root.clone(),
            node_limit,
            stats: SearchStats { boards_constructed: 1, ..SearchStats::default() },
            estimator,
        };
        let h = frontier.estimator.full(&root);
        frontier.stats.heuristic_calls += 1;
        // Cannot truncate: the blank's cell is below 127 * 127.
        frontier.add(&root, Meta::root(start.blank() as u16), h);
        frontier
    }

    /// The counts so far.
    pub(crate) fn stats(&self) -> SearchStats {
        self.stats
    }

    /// Nodes stored so far.
    pub(crate) fn stored(&self) -> u64 {
        self.arena.len() as u64
    }

    /// Bytes held by the stored nodes and the queue.
    pub(crate) fn bytes(&self) -> u64 {
        (self.arena.bytes() + self.pq.size() * std::mem::size_of::<Entry>()) as u64
    }

    /// The event receiver, to collect what it recorded.
    pub(crate) fn into_events(self) -> O {
        self.events
    }

    /// The boards from the initial board to node `i`.
    pub(crate) fn path_to(&self, i: u32) -> Vec<Board> {
        self.arena.path_to(i)
    }

    /// One `delMin`, then the goal test, then the expansion.
    pub(crate) fn step(&mut self) -> Result<Step, SearchError> {
        let Some(entry) = self.pq.del_min() else {
            return Ok(Step::Exhausted);
        };
        self.stats.del_mins += 1;
        if let Some(next) = self.pq.min() {
            // Most often the next node out: its record loads while this one is expanded.
            self.arena.prefetch(next.node);
        }
        if O::ACTIVE {
            let board = self.arena.board(entry.node);
            let moves = u32::from(self.arena.meta(entry.node).moves);
            let removed = Removed { node: entry.node, board, moves, priority: entry.priority };
            self.events.removed(removed, &self.pq);
        }
        if same_board(self.arena.words(entry.node), &self.goal) {
            return Ok(Step::Goal(entry.node));
        }
        self.expand(entry)?;
        Ok(Step::Expanded)
    }

    /// Inserts every neighbour of the entry's node except its parent's board.
    fn expand(&mut self, entry: Entry) -> Result<(), SearchError> {
        let meta = self.arena.meta(entry.node);
        let moves = meta.moves.checked_add(1).ok_or(SearchError::PathTooLong(u32::from(u16::MAX)))?;
        let h = entry.priority - u32::from(meta.moves);
        let blank = usize::from(meta.blank);
        copy_board(&mut self.parent, self.arena.words(entry.node));
        for dir in self.directions {
            let Some(cell) = dir.step(blank, self.n) else { continue };
            let tile = P::get(&self.parent, cell);
            copy_board(&mut self.child, &self.parent);
            P::set(&mut self.child, blank, tile);
            P::set(&mut self.child, cell, 0);
            self.stats.boards_constructed += 1;
            if meta.parent != NO_PARENT {
                self.stats.equals_calls += 1;
                // The neighbour equals the parent's board exactly when the blank goes back to the
                // parent's blank cell: the same answer as comparing the boards, without reading the
                // parent's record (a cache miss per expansion).
                if cell == usize::from(meta.from) {
                    if O::ACTIVE {
                        let estimate = self.estimator.after_move(h, &self.parent, &self.child, tile, cell, blank);
                        let board = Board::unpack::<P>(self.n, &self.child);
                        self.report(board, moves, estimate, Some(entry.node), None);
                    }
                    continue;
                }
            }
            if self.arena.len() as u64 >= self.node_limit {
                return Err(SearchError::NodeLimit { limit: self.node_limit });
            }
            let estimate = self.estimator.after_move(h, &self.parent, &self.child, tile, cell, blank);
            self.stats.heuristic_calls += 1;
            // Cannot truncate: the cell is below 127 * 127.
            let child_meta = Meta { parent: entry.node, moves, blank: cell as u16, from: meta.blank };
            let child = std::mem::take(&mut self.child);
            self.add(&child, child_meta, estimate);
            self.child = child;
        }
        Ok(())
    }

    /// Stores a node and inserts it into the queue.
    fn add(&mut self, words: &[P::Word], meta: Meta, estimate: u32) {
        let node = self.arena.push(words, meta);
        if O::ACTIVE {
            let parent = (meta.parent != NO_PARENT).then_some(meta.parent);
            self.report(Board::unpack::<P>(self.n, words), meta.moves, estimate, parent, Some(node));
        }
        self.pq.insert(Entry { priority: u32::from(meta.moves) + estimate, node });
        self.stats.inserts += 1;
        self.stats.max_pq_size = self.stats.max_pq_size.max(self.pq.size() as u64);
        if O::ACTIVE {
            self.events.inserted(node, &self.pq);
        }
    }

    /// Tells the event receiver about a generated node.
    fn report(&mut self, board: Board, moves: u16, estimate: u32, parent: Option<u32>, node: Option<u32>) {
        let moves = u32::from(moves);
        self.events.created(Created { board, moves, estimate, parent, node });
    }
}

/// Copies a packed board; a single word (every board up to 4x4) is moved without a `memcpy` call.
#[inline(always)]
fn copy_board<W: Copy>(to: &mut [W], from: &[W]) {
    if let ([t], [f]) = (&mut *to, from) {
        *t = *f;
    } else {
        to.copy_from_slice(from);
    }
}
