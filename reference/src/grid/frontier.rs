//! The grid search's [`Frontier`]: the squares seen but not yet expanded, taken lowest f = g + w x h
//! first, ties to the smaller h (the square nearer the goal), then to the square added earlier.
//!
//! f is compared exactly, as an integer: the weight is held in millionths, so a weight written with up to
//! six decimals gives the ties decimal arithmetic promises (at w = 0.1, g = 1 and h = 33 tie with g = 0
//! and h = 43, where floating point puts the first above the second). The queue holds an entry each
//! time a square's g improves; the search says which entries are still current and the rest are
//! skipped.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Millionths: the fixed-point scale of the weight and of f.
const SCALE: f64 = 1_000_000.0;

/// Weights above this order the frontier as this one does: g is below 40,000 on the largest grid, so f
/// is already decided by h, with g breaking ties. Capping keeps f well inside a `u64`.
const WEIGHT_CAP: f64 = 1_000_000.0;

/// One queue entry; the derived order is the frontier's (f, then h, then the order of adding).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    /// g x 10^6 + w x 10^6 x h.
    f: u64,
    h: u32,
    /// Counts up from 0 over the run: the first-in, first-out tie rule.
    added: u64,
    square: u32,
    g: u32,
}

/// The open squares of one search.
#[derive(Debug, Clone)]
pub(super) struct Frontier {
    heap: BinaryHeap<Reverse<Entry>>,
    /// The weight in millionths.
    weight: u64,
    /// The next entry's place in the first-in, first-out order.
    next: u64,
    /// Squares on the frontier (entries of improved squares counted once).
    len: usize,
}

impl Frontier {
    /// An empty frontier for weight `weight` (finite and at least 0, checked by the caller).
    pub(super) fn new(weight: f64) -> Frontier {
        // Rounding to millionths is the point (see the module's docs); the cap keeps the cast in range.
        let weight = (weight.min(WEIGHT_CAP) * SCALE).round() as u64;
        Frontier { heap: BinaryHeap::new(), weight, next: 0, len: 0 }
    }

    /// Squares on the frontier.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Puts a square not yet seen on the frontier.
    pub(super) fn add(&mut self, square: usize, g: u32, h: u32) {
        self.len += 1;
        self.queue(square, g, h);
    }

    /// Queues a square already on the frontier again, with the smaller g a new route gave it; the old
    /// entry becomes stale. It counts as added now for the first-in, first-out rule.
    pub(super) fn improve(&mut self, square: usize, g: u32, h: u32) {
        self.queue(square, g, h);
    }

    /// Takes the frontier's first square with its g, skipping entries `current(square, g)` calls stale.
    pub(super) fn pop(&mut self, current: impl Fn(usize, u32) -> bool) -> Option<usize> {
        while let Some(Reverse(entry)) = self.heap.pop() {
            let square = entry.square as usize;
            if current(square, entry.g) {
                self.len -= 1;
                return Some(square);
            }
        }
        None
    }

    fn queue(&mut self, square: usize, g: u32, h: u32) {
        let scale = SCALE as u64;
        let f = u64::from(g) * scale + self.weight * u64::from(h);
        let square = u32::try_from(square).expect("a grid has at most 40,000 squares");
        self.heap.push(Reverse(Entry { f, h, added: self.next, square, g }));
        self.next += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::Frontier;

    /// The order in which a frontier of weight `weight` gives back squares queued as (square, g, h).
    fn order(weight: f64, queued: &[(usize, u32, u32)]) -> Vec<usize> {
        let mut frontier = Frontier::new(weight);
        for &(square, g, h) in queued {
            frontier.add(square, g, h);
        }
        std::iter::from_fn(|| frontier.pop(|_, _| true)).collect()
    }

    #[test]
    fn takes_the_lowest_f_then_the_smaller_h_then_the_earlier() {
        // At w = 1: f = 5, 4, 4 and 4; of the 4s, h = 1 goes first, then the two with h = 3 in order.
        assert_eq!(order(1.0, &[(0, 2, 3), (1, 1, 3), (2, 3, 1), (3, 1, 3)]), [2, 1, 3, 0]);
        // At w = 0 only g counts, then h.
        assert_eq!(order(0.0, &[(0, 2, 0), (1, 1, 9), (2, 1, 4)]), [2, 1, 0]);
        // At w = 2: f = 2 + 2 = 4 beats 0 + 2 x 3 = 6.
        assert_eq!(order(2.0, &[(0, 0, 3), (1, 2, 1)]), [1, 0]);
    }

    #[test]
    fn decimal_weights_tie_exactly() {
        // At w = 0.1 both have f = 4.3, so the smaller h goes first, whichever was added first; in
        // floating point 1.0 + 0.1 * 33.0 > 0.0 + 0.1 * 43.0, which would put the h = 43 square first.
        let w = std::hint::black_box(0.1_f64);
        assert!(1.0 + w * 33.0 > w * 43.0);
        assert_eq!(order(0.1, &[(0, 1, 33), (1, 0, 43)]), [0, 1]);
        assert_eq!(order(0.1, &[(0, 0, 43), (1, 1, 33)]), [1, 0]);
    }

    #[test]
    fn huge_weights_order_by_h_then_g() {
        assert_eq!(order(1e300, &[(0, 5, 2), (1, 9, 1), (2, 4, 2)]), [1, 2, 0]);
    }

    #[test]
    fn skips_stale_entries_and_counts_squares() {
        let mut frontier = Frontier::new(1.0);
        frontier.add(0, 5, 1);
        frontier.add(1, 4, 1);
        frontier.improve(0, 3, 1);
        assert_eq!(frontier.len(), 2);
        let current = |square: usize, g: u32| g == [3, 4][square];
        assert_eq!(frontier.pop(current), Some(0));
        assert_eq!(frontier.pop(current), Some(1));
        assert_eq!(frontier.len(), 0);
        assert_eq!(frontier.pop(current), None);
    }
}
