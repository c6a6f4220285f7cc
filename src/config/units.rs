//! Durations (`5s`, `500ms`, `1.5m`: always with a unit) and sizes (`1GiB`, `512MiB`, `16M`, `4096`) on the command line.

use std::time::Duration;

/// Parses a duration: a number and its unit, `ms`, `s`, `m` or `h`. A bare number is refused, not
/// taken as seconds: `5` in a profile is as likely meant as milliseconds or minutes.
///
/// # Errors
/// A message saying what is accepted.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    if text.starts_with('-') {
        return Err(format!("`{text}` is negative; a limit must be above 0, e.g. 5s"));
    }
    let split = text.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let value: f64 = number.parse().map_err(|_| format!("`{text}` is not a duration; write e.g. 5s, 500ms or 2m"))?;
    let seconds = match unit.trim() {
        "" => return Err(format!("`{text}` has no unit; write {text}s for seconds (or {text}ms, {text}m)")),
        "ms" => value / 1000.0,
        "s" | "sec" => value,
        "m" | "min" => value * 60.0,
        "h" => value * 3600.0,
        other => return Err(format!("unknown time unit `{other}` in `{text}`; use ms, s, m or h")),
    };
    if !(seconds > 0.0 && seconds <= 86_400.0) {
        return Err(format!("`{text}` is out of range; a limit must be above 0 and at most 24h"));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// Parses a size in bytes: a number with an optional unit (`K`, `M`, `G` or `KiB`, `MiB`, `GiB`, all
/// powers of 1024; `B` or none for bytes).
///
/// # Errors
/// A message saying what is accepted.
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let value: f64 = number.parse().map_err(|_| format!("`{text}` is not a size; write e.g. 1GiB, 512MiB or 16M"))?;
    let scale: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        other => return Err(format!("unknown size unit `{other}` in `{text}`; use K, M or G (powers of 1024)")),
    };
    let bytes = value * scale as f64;
    if !(bytes >= 1.0 && bytes <= (1u64 << 50) as f64) {
        return Err(format!("`{text}` is out of range; a size must be at least one byte"));
    }
    // Cannot truncate: checked to be below 2^50 above.
    Ok(bytes as u64)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{parse_bytes, parse_duration};

    #[track_caller]
    fn duration(text: &str, expected: Result<Duration, &str>) {
        assert_eq!(parse_duration(text), expected.map_err(str::to_string), "{text}");
    }

    #[test]
    fn durations() {
        duration("5", Err("`5` has no unit; write 5s for seconds (or 5ms, 5m)"));
        duration("5s", Ok(Duration::from_secs(5)));
        duration("250ms", Ok(Duration::from_millis(250)));
        duration("1.5m", Ok(Duration::from_secs(90)));
        duration("1h", Ok(Duration::from_secs(3600)));
        duration("fast", Err("`fast` is not a duration; write e.g. 5s, 500ms or 2m"));
        duration("5parsecs", Err("unknown time unit `parsecs` in `5parsecs`; use ms, s, m or h"));
        duration("0s", Err("`0s` is out of range; a limit must be above 0 and at most 24h"));
        duration("25h", Err("`25h` is out of range; a limit must be above 0 and at most 24h"));
        duration("-3s", Err("`-3s` is negative; a limit must be above 0, e.g. 5s"));
    }

    #[track_caller]
    fn size(text: &str, expected: Result<u64, &str>) {
        assert_eq!(parse_bytes(text), expected.map_err(str::to_string), "{text}");
    }

    #[test]
    fn sizes() {
        size("4096", Ok(4096));
        size("1GiB", Ok(1 << 30));
        size("512MiB", Ok(512 << 20));
        size("16M", Ok(16 << 20));
        size("1.5g", Ok(3 << 29));
        size("64k", Ok(64 << 10));
        size("lots", Err("`lots` is not a size; write e.g. 1GiB, 512MiB or 16M"));
        size("3 furlongs", Err("unknown size unit `furlongs` in `3 furlongs`; use K, M or G (powers of 1024)"));
        size("0", Err("`0` is out of range; a size must be at least one byte"));
    }
}
