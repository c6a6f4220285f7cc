//! How the grader shows a string a student controls: a submission's or a file's name, a zip entry, a
//! compiler message, a stack frame, a line of output. Every such string passes through here before
//! any report or the terminal sees it, so that a name holding `ESC [2J` or a newline reads as
//! `\u{1b}[2J` or `\u{a}` instead of clearing an instructor's screen or forging a line of a table.
//!
//! Escaped are the control characters (C0, DEL, C1) and the invisible characters that reorder or
//! hide text (bidirectional overrides and isolates, zero-width characters, the byte-order mark), as
//! Rust's `\u{..}` escapes; the backslash itself is left alone so that ordinary paths read as they are.

use std::path::Path;

/// `text` with every control and invisible character escaped, tabs and newlines included: for one
/// field of a report (a name, a reason).
#[must_use]
pub fn shown(text: &str) -> String {
    escaped(text, false)
}

/// [`shown`] of a path.
#[must_use]
pub fn path(path: &Path) -> String {
    shown(&path.to_string_lossy())
}

/// One line of a program's output for an excerpt: as [`shown`], but tabs kept, as a terminal would
/// show them harmlessly.
#[must_use]
pub fn line(text: &str) -> String {
    escaped(text, true)
}

/// `text` trimmed, escaped as [`shown`] and cut to `max_chars` characters of the original (with
/// `...` when it was longer): a line quoted in a one-line reason.
#[must_use]
pub fn cut(text: &str, max_chars: usize) -> String {
    let text = text.trim();
    let end = text.char_indices().nth(max_chars).map_or(text.len(), |(at, _)| at);
    let mut shown = shown(&text[..end]);
    if end < text.len() {
        shown.push_str("...");
    }
    shown
}

fn escaped(text: &str, keep_tabs: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if needs_escape(c) && !(keep_tabs && c == '\t') {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether a terminal, a spreadsheet or a browser could act on `c` or hide it, rather than show it.
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{200B}'..='\u{200F}' // zero-width space, joiners, direction marks
            | '\u{2028}' | '\u{2029}' // line and paragraph separators
            | '\u{202A}'..='\u{202E}' // bidirectional embeddings and overrides
            | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
            | '\u{2066}'..='\u{2069}' // bidirectional isolates
            | '\u{FEFF}' // byte-order mark
        )
}

#[cfg(test)]
mod tests {
    use super::{cut, line, shown};

    #[test]
    fn what_a_terminal_would_act_on_is_shown_escaped() {
        let table = [
            ("alice", "alice"),
            ("caf\u{e9} 100%", "caf\u{e9} 100%"),
            ("C:\\work\\x", "C:\\work\\x"),
            ("\u{1b}[2J\u{1b}[HALL PASSED", "\\u{1b}[2J\\u{1b}[HALL PASSED"),
            ("two\nlines", "two\\u{a}lines"),
            ("tab\there", "tab\\u{9}here"),
            ("bell\u{7}", "bell\\u{7}"),
            ("del\u{7f}", "del\\u{7f}"),
            ("csi\u{9b}31m", "csi\\u{9b}31m"),
            ("evil\u{202e}txt.exe", "evil\\u{202e}txt.exe"),
            ("zero\u{200b}width", "zero\\u{200b}width"),
            ("\u{feff}bom", "\\u{feff}bom"),
        ];
        for (raw, expected) in table {
            assert_eq!(shown(raw), expected, "{raw:?}");
        }
    }

    #[test]
    fn excerpt_lines_keep_tabs() {
        assert_eq!(line("a\tb\u{1b}c"), "a\tb\\u{1b}c");
    }

    #[test]
    fn cutting_counts_characters_of_the_original() {
        let table = [
            ("  short  ", 10, "short"),
            ("abcdef", 3, "abc..."),
            ("\u{1b}\u{1b}\u{1b}x", 3, "\\u{1b}\\u{1b}\\u{1b}..."),
            ("\u{e9}\u{e9}\u{e9}\u{e9}", 2, "\u{e9}\u{e9}..."),
            ("exact", 5, "exact"),
        ];
        for (raw, max, expected) in table {
            assert_eq!(cut(raw, max), expected, "{raw:?}");
        }
    }

    #[test]
    fn nothing_escaped_holds_a_control_character() {
        let every: String = (0u32..0x3000).filter_map(char::from_u32).collect();
        let escaped = shown(&every);
        assert!(!escaped.chars().any(super::needs_escape), "{escaped}");
    }
}
