//! Big buffers backed by 2 MiB pages where Linux offers them (transparent huge pages in `madvise`
//! mode, the common default): a pattern database being built and its build's state marks, a private
//! copy of loaded tables for a long search, and the A* heap once it grows past a few megabytes. A
//! random access into a 250 MB table otherwise misses the TLB almost every time; with huge pages the
//! 100-board IDA* benchmark runs about a third faster. Elsewhere, or when the kernel declines, these
//! are plain vectors. Loaded tables are file mappings, advised the same way in `pattern_db::mapped`.

/// Tables below this size fit the TLB's reach anyway.
const WORTH_IT: usize = 16 << 20;

/// A vector of `len` copies of `value`, its memory advised before it is first touched.
pub(crate) fn filled<T: Copy>(len: usize, value: T) -> Vec<T> {
    let mut buffer = Vec::with_capacity(len);
    advise(&mut buffer);
    buffer.resize(len, value);
    buffer
}

/// A copy of `bytes` in advised memory.
pub(crate) fn copied(bytes: &[u8]) -> Vec<u8> {
    let mut buffer = Vec::with_capacity(bytes.len());
    advise(&mut buffer);
    buffer.extend_from_slice(bytes);
    buffer
}

/// Asks for huge pages over the 2 MiB-aligned part of the vector's capacity (vectors below 16 MiB are
/// left alone); a refusal changes nothing but speed, so it is ignored. Call it right after the vector
/// (re)allocates, before its new memory is touched.
#[cfg(target_os = "linux")]
pub(crate) fn advise<T>(buffer: &mut Vec<T>) {
    const HUGE: usize = 2 << 20;
    let bytes = buffer.capacity() * std::mem::size_of::<T>();
    if bytes < WORTH_IT {
        return;
    }
    let start = buffer.as_mut_ptr() as usize;
    let aligned = start.next_multiple_of(HUGE);
    let end = (start + bytes) / HUGE * HUGE;
    if end > aligned {
        // SAFETY: the range lies inside this vector's allocation; MADV_HUGEPAGE changes only how
        // the kernel backs it, never its contents or validity.
        unsafe {
            libc::madvise(aligned as *mut libc::c_void, end - aligned, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
pub(crate) fn advise<T>(_: &mut Vec<T>) {}

#[cfg(test)]
mod tests {
    use super::{WORTH_IT, copied, filled};

    #[test]
    fn advised_buffers_hold_what_plain_ones_would() {
        let big = filled(WORTH_IT + 12_345, 0xABu8);
        assert_eq!(big.len(), WORTH_IT + 12_345);
        assert!(big.iter().all(|&b| b == 0xAB));
        let words = filled(WORTH_IT / 8 + 3, 7u64);
        assert!(words.len() == WORTH_IT / 8 + 3 && words.iter().all(|&w| w == 7));
        let bytes: Vec<u8> = (0..WORTH_IT + 5).map(|i| (i % 251) as u8).collect();
        assert_eq!(copied(&bytes), bytes);
    }
}
