//! [`plural`]: a count and a noun, agreeing ("1 puzzle", "2 puzzles", "1 pass", "3 passes"), for every
//! message that counts something.

/// `count` and `word`, with the plural ending when the count is not one.
#[must_use]
pub fn plural(count: impl Into<u64>, word: &str) -> String {
    let count = count.into();
    match count {
        1 => format!("1 {word}"),
        _ if word.ends_with('s') => format!("{count} {word}es"),
        _ => format!("{count} {word}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::plural;

    #[test]
    fn nouns_agree_with_their_count() {
        assert_eq!(plural(1u32, "puzzle"), "1 puzzle");
        assert_eq!(plural(0u32, "puzzle"), "0 puzzles");
        assert_eq!(plural(2u64, "pass"), "2 passes");
        assert_eq!(plural(1u64, "pass"), "1 pass");
    }
}
