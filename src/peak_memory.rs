//! This process's memory, from Linux's `/proc` and `getrusage`: the resident set now, its peak, and
//! the peak of one piece of work (reset through `/proc/self/clear_refs`), for `slider bench` and the
//! peak-memory column of `slider compare`.

use anyhow::{Context, Result, bail};

/// This process's resident set now, from `/proc/self/statm`.
///
/// # Errors
/// Without `/proc`.
pub fn current_rss_bytes() -> Result<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").context("cannot read /proc/self/statm")?;
    let pages: u64 = statm.split_whitespace().nth(1).context("statm has a resident field")?.parse()?;
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Ok(pages * u64::try_from(page)?)
}

/// This process's peak resident set so far, from `getrusage` (never reset).
///
/// # Errors
/// When `getrusage` fails.
pub fn peak_rss_bytes() -> Result<u64> {
    // SAFETY: getrusage fills the struct it is given; an all-zero rusage is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: RUSAGE_SELF with a valid pointer.
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &raw mut usage) } != 0 {
        bail!("getrusage failed: {}", std::io::Error::last_os_error());
    }
    // Linux reports ru_maxrss in KiB.
    Ok(u64::try_from(usage.ru_maxrss)? * 1024)
}

/// Runs `work` and returns its value and how far it raised the resident set at its peak, or `None`
/// where the peak cannot be reset (no writable `/proc/self/clear_refs`).
pub fn measure<T>(work: impl FnOnce() -> T) -> (T, Option<u64>) {
    // Memory an earlier piece of work freed but the allocator kept would otherwise be reused unseen.
    #[cfg(target_env = "gnu")]
    // SAFETY: malloc_trim only hands free heap pages back to the kernel.
    unsafe {
        libc::malloc_trim(0);
    }
    // "5" resets the peak resident set (VmHWM) to the current one (Linux 4.0 and later).
    let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
    let before = current_rss_bytes().ok();
    let value = work();
    let peak = reset.then(high_water_mark_bytes).flatten();
    (value, before.zip(peak).map(|(before, peak)| peak.saturating_sub(before)))
}

/// `VmHWM` of `/proc/self/status`: the peak resident set since the last reset.
fn high_water_mark_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::measure;

    #[test]
    fn the_peak_of_a_piece_of_work_counts_what_it_touched() {
        let size = 64 << 20;
        let ((), grown) = measure(|| {
            let block = vec![1u8; size];
            assert_eq!(block.iter().step_by(4096).map(|&b| usize::from(b)).sum::<usize>(), size / 4096);
        });
        let grown = grown.expect("Linux can reset the peak");
        assert!(grown >= size as u64 * 9 / 10, "64 MiB touched, {grown} bytes seen");
        let (_, small) = measure(|| std::hint::black_box(vec![0u8; 4096]).len());
        assert!(small.expect("measured") < size as u64 / 2, "the peak was reset: {small:?}");
    }
}
