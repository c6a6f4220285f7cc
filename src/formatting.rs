//! Numbers for people, the same in every report, progress line and message: byte counts
//! ([`format_bytes`]), milliseconds ([`format_millis`]) and a time limit in seconds
//! ([`format_seconds`]). Parsing the units a user writes is `config/units.rs`'s.

use std::time::Duration;

/// A byte count for people: `512 B`, `12.3 MiB`, `1.0 GiB`.
#[must_use]
#[allow(clippy::cast_precision_loss, reason = "shown to one decimal")]
pub fn format_bytes(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

/// A duration in milliseconds with one decimal: `12.5 ms`.
#[must_use]
pub fn format_millis(elapsed: Duration) -> String {
    format!("{:.1} ms", elapsed.as_secs_f64() * 1e3)
}

/// Milliseconds as seconds without needless digits: `5s`, `2.5s`.
#[must_use]
#[allow(clippy::cast_precision_loss, reason = "limits are far below 2^52 ms")]
pub fn format_seconds(ms: u64) -> String {
    let text = format!("{:.3}", ms as f64 / 1000.0);
    format!("{}s", text.trim_end_matches('0').trim_end_matches('.'))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{format_bytes, format_millis, format_seconds};

    #[test]
    fn numbers_are_shown_for_people() {
        assert_eq!(format_bytes(512), "512 B");
        assert_eq!(format_bytes(12_900_000), "12.3 MiB");
        assert_eq!(format_bytes(1 << 30), "1.0 GiB");
        assert_eq!(format_millis(Duration::from_micros(12_540)), "12.5 ms");
        for (ms, shown) in [(5000, "5s"), (2500, "2.5s"), (1250, "1.25s"), (0, "0s")] {
            assert_eq!(format_seconds(ms), shown);
        }
    }
}
