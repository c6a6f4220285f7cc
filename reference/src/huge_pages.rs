//! Big buffers backed by 2 MiB pages where Linux offers them (transparent huge pages in `madvise`
//! mode, the common default): the pattern databases and their build's state marks, and the A* node
//! arena and heap once they grow past a few megabytes. A random access into a 250 MB table otherwise
//! misses the TLB almost every time; with huge pages the 100-board IDA* benchmark runs about a third
//! faster. Elsewhere, or when the kernel declines, these are plain vectors.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// Tables below this size fit the TLB's reach anyway.
const WORTH_IT: usize = 16 << 20;

/// A vector of `len` copies of `value`, its memory advised before it is first touched.
pub(crate) fn filled<T: Copy>(len: usize, value: T) -> Vec<T> {
    let mut buffer = Vec::with_capacity(len);
    advise(&mut buffer);
    buffer.resize(len, value);
    buffer
}

/// The whole file, read into advised memory.
pub(crate) fn read(path: &Path) -> io::Result<Vec<u8>> {
    let mut file = File::open(path)?;
    let len = usize::try_from(file.metadata()?.len()).unwrap_or(usize::MAX);
    let mut buffer = Vec::with_capacity(len);
    advise(&mut buffer);
    file.read_to_end(&mut buffer)?;
    Ok(buffer)
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
    use super::{WORTH_IT, filled, read};

    #[test]
    fn advised_buffers_hold_what_plain_ones_would() {
        let big = filled(WORTH_IT + 12_345, 0xABu8);
        assert_eq!(big.len(), WORTH_IT + 12_345);
        assert!(big.iter().all(|&b| b == 0xAB));
        let words = filled(WORTH_IT / 8 + 3, 7u64);
        assert!(words.len() == WORTH_IT / 8 + 3 && words.iter().all(|&w| w == 7));
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("table.bin");
        let contents: Vec<u8> = (0..WORTH_IT + 3).map(|i| (i % 251) as u8).collect();
        std::fs::write(&path, &contents).expect("writable");
        assert_eq!(read(&path).expect("readable"), contents);
        assert!(read(&dir.path().join("missing")).is_err());
    }
}
