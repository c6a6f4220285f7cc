//! [`numbered`]: the lines of a solver's output or trace with their 1-based numbers, whatever ends
//! them: `\n`, `\r\n`, or a bare `\r` (old Mac files), so that every message names the right line.

/// The lines of `text`, numbered from 1, without their line endings.
pub fn numbered(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = Some(text);
    let mut number = 0;
    std::iter::from_fn(move || {
        let text = rest?;
        if text.is_empty() {
            rest = None;
            return None;
        }
        number += 1;
        let Some(end) = text.find(['\n', '\r']) else {
            rest = None;
            return Some((number, text));
        };
        let skip = if text[end..].starts_with("\r\n") { 2 } else { 1 };
        rest = Some(&text[end + skip..]);
        Some((number, &text[..end]))
    })
}

#[cfg(test)]
mod tests {
    use super::numbered;

    #[track_caller]
    fn case(text: &str, expected: &[(usize, &str)]) {
        assert_eq!(numbered(text).collect::<Vec<_>>(), expected, "{text:?}");
    }

    #[test]
    fn every_line_ending_ends_a_line() {
        case("", &[]);
        case("a", &[(1, "a")]);
        case("a\nb\n", &[(1, "a"), (2, "b")]);
        case("a\r\nb\r\n", &[(1, "a"), (2, "b")]);
        case("a\rb\rc", &[(1, "a"), (2, "b"), (3, "c")]);
        case("a\n\nb", &[(1, "a"), (2, ""), (3, "b")]);
        case("a\r\rb", &[(1, "a"), (2, ""), (3, "b")]);
    }
}
