//! [`prefetch`]: a hint that memory will be read soon, for the searches' random accesses into arrays
//! far larger than the caches (the A* heap's next levels, the next node's record). A hint never
//! faults and never changes results; on processors without one it does nothing.

/// Starts loading the cache line at `ptr` into the caches. `ptr` may point anywhere, even past the
/// end of an allocation: it is never dereferenced.
#[inline(always)]
pub(crate) fn prefetch<T>(ptr: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: PREFETCHT0 is a hint available on every x86-64 processor; it does not access memory
    // architecturally, so any address is allowed.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(ptr.cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = ptr;
}

#[cfg(test)]
mod tests {
    use super::prefetch;

    #[test]
    fn any_address_is_accepted() {
        let v = vec![1u64, 2, 3];
        prefetch(v.as_ptr());
        prefetch(v.as_ptr().wrapping_add(1 << 40));
        prefetch(std::ptr::null::<u8>());
        assert_eq!(v, [1, 2, 3]);
    }
}
