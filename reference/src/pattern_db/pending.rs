//! [`Pending`]: the last few children a build thread generated, whose marks are still on their way
//! from memory.
//!
//! Settling a child reads its state's mark, at an effectively random place in a table far larger
//! than the caches (1 GiB of marks for the 15-puzzle's 8-tile pattern).
//! One miss at a time leaves the core waiting on DRAM most of the build; asking for each child's
//! memory when it is generated and settling it only [`DEPTH`] children later keeps that many misses in
//! flight. The order children are settled in within a layer does not matter to the result.

/// Children generated but not yet settled; enough to cover a DRAM miss with the work of generating
/// the next ones.
pub(crate) const DEPTH: usize = 16;

/// A generated child: its state, its placement and its entry if this layer is the first to reach it.
#[derive(Clone, Copy, Default)]
pub(crate) struct Child {
    pub(crate) state: u64,
    pub(crate) rank: u32,
    pub(crate) value: u8,
}

/// A ring of [`DEPTH`] children, oldest first.
pub(crate) struct Pending {
    children: [Child; DEPTH],
    count: usize,
}

impl Pending {
    pub(crate) fn new() -> Self {
        Pending { children: [Child::default(); DEPTH], count: 0 }
    }

    /// Adds `child` (whose memory the caller has asked for); returns the oldest child once the ring
    /// is full, for the caller to settle.
    #[inline(always)]
    pub(crate) fn push(&mut self, child: Child) -> Option<Child> {
        let slot = &mut self.children[self.count % DEPTH];
        let oldest = (self.count >= DEPTH).then_some(*slot);
        *slot = child;
        self.count += 1;
        oldest
    }

    /// Takes every child still held, oldest first, leaving the ring empty.
    pub(crate) fn drain(&mut self) -> impl Iterator<Item = Child> + '_ {
        let held = self.count.min(DEPTH);
        let start = self.count - held;
        self.count = 0;
        (start..start + held).map(|i| self.children[i % DEPTH])
    }
}

/// Asks for the cache line holding `*p`, to be read soon; a hint only, so any address is safe.
#[inline(always)]
pub(crate) fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch never faults and does not change memory, whatever the address.
    unsafe {
        core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(p.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

#[cfg(test)]
mod tests {
    use super::{Child, DEPTH, Pending};

    fn child(i: u64) -> Child {
        Child { state: i, ..Child::default() }
    }

    #[test]
    fn the_ring_hands_back_every_child_once_oldest_first() {
        let mut ring = Pending::new();
        let mut out = Vec::new();
        for i in 0..(DEPTH as u64 + 5) {
            out.extend(ring.push(child(i)).map(|c| c.state));
        }
        assert_eq!(out, (0..5).collect::<Vec<u64>>());
        out.extend(ring.drain().map(|c| c.state));
        assert_eq!(out, (0..DEPTH as u64 + 5).collect::<Vec<u64>>());
        assert_eq!(ring.drain().count(), 0, "drained");
        assert!(ring.push(child(7)).is_none());
        assert_eq!(ring.drain().map(|c| c.state).collect::<Vec<_>>(), [7]);
    }
}
