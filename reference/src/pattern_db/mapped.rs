//! Mapping a cache file's table read-only, advised for fast random lookups. The mapping shares the page
//! cache's copy of the file, so every process using the tables on the machine holds one copy between
//! them, and opening costs a system call instead of a quarter-second read.
//!
//! A lookup into a 250 MB table misses the TLB almost every time unless the table sits on 2 MiB pages,
//! so the mapping asks for them. `MADV_HUGEPAGE` makes the kernel read the file into the page cache in
//! 2 MiB folios when a fault through this mapping reads it (file systems with large folios, such as
//! ext4 on Linux 6.16+), and map them with one TLB entry each; a page cache already filled by a plain
//! `read` (an older build, `cat`) keeps its smaller folios until it is evicted, and lookups through them
//! are slower (measured 5-20% on the 100-board bench; [`AdditivePdb::into_private`] is the way out
//! for a long search). `MADV_COLLAPSE` (Linux 6.1+) would turn such pages into 2 MiB folios once, for
//! every process, but needs the kernel's read-only file THP (`CONFIG_READ_ONLY_THP_FOR_FS`): where it
//! is missing it fails with `EINVAL`. `MADV_WILLNEED` is not given: it read only a few MiB ahead
//! (measured) and in small folios, which would then stay small; `MADV_RANDOM` changes nothing for a
//! huge-page mapping, whose faults read whole 2 MiB folios anyway. Refusals change only speed, so they
//! are ignored.
//!
//! [`AdditivePdb::into_private`]: crate::pattern_db::AdditivePdb::into_private

use std::fs::File;
use std::io;

use memmap2::{Mmap, MmapOptions};

/// Tables below this size fit the TLB's reach anyway.
const WORTH_IT: usize = 16 << 20;

/// Maps `len` bytes of `file` from `offset`, read-only.
///
/// # Errors
/// The I/O error of `mmap`.
pub(crate) fn map(file: &File, offset: u64, len: usize) -> io::Result<Mmap> {
    // SAFETY: `Mmap::map` is unsafe because the bytes behind the slice it hands out can change, or
    // vanish (SIGBUS), if the file is modified or truncated in place while mapped. The file is opened
    // read-only and nothing in this project writes a table file in place: tables are replaced by
    // rename, which leaves a mapped (unlinked) inode intact. Another program truncating or rewriting
    // the cache file in place while a search runs is outside what can be defended against, and
    // documented in the file format's module.
    let map = unsafe { MmapOptions::new().offset(offset).len(len).map(file)? };
    advise(&map);
    Ok(map)
}

/// Advises huge pages and collapses the mapping into them; refusals change only speed.
#[cfg(target_os = "linux")]
fn advise(map: &Mmap) {
    if map.len() < WORTH_IT {
        return;
    }
    let _ = map.advise(memmap2::Advice::HugePage);
    // Not every libc target defines MADV_COLLAPSE; its value is fixed by the kernel's ABI.
    const MADV_COLLAPSE: libc::c_int = 25;
    const HUGE: usize = 2 << 20;
    let start = map.as_ptr() as usize;
    let aligned = start.next_multiple_of(HUGE);
    let end = (start + map.len()) / HUGE * HUGE;
    if end > aligned {
        // SAFETY: the range lies inside the mapping; MADV_COLLAPSE only changes how the kernel backs
        // it (the same file bytes, on 2 MiB pages), never its contents or validity.
        unsafe {
            libc::madvise(aligned as *mut libc::c_void, end - aligned, MADV_COLLAPSE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise(_: &Mmap) {}

#[cfg(test)]
mod tests {
    use super::{WORTH_IT, map};

    #[test]
    fn mappings_hold_the_file_bytes_from_the_offset() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("table.bin");
        let contents: Vec<u8> = (0..WORTH_IT + 100).map(|i| (i % 251) as u8).collect();
        std::fs::write(&path, &contents).expect("writable");
        let file = std::fs::File::open(&path).expect("readable");
        for (offset, len) in [(64, WORTH_IT + 36), (64, 3), (0, 10)] {
            let mapped = map(&file, offset as u64, len).expect("mappable");
            assert_eq!(&mapped[..], &contents[offset..offset + len], "offset {offset}, {len} bytes");
        }
    }
}
