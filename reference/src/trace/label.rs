//! Node labels: letters in creation order (A..Z, then AA, AB, ...), lower case for nodes the critical
//! optimization rejected.

/// The label of node `id`.
#[must_use]
pub fn label(id: usize, rejected: bool) -> String {
    // Bijective base 26, as spreadsheet columns: 0 -> A, 25 -> Z, 26 -> AA, 701 -> ZZ, 702 -> AAA.
    let mut letters = Vec::new();
    let mut rest = id + 1;
    while rest > 0 {
        rest -= 1;
        // Cannot truncate: the remainder is below 26.
        letters.push(b'A' + (rest % 26) as u8);
        rest /= 26;
    }
    letters.reverse();
    let text = String::from_utf8(letters).expect("letters are ASCII");
    if rejected { text.to_lowercase() } else { text }
}

#[cfg(test)]
mod tests {
    use super::label;

    #[track_caller]
    fn case(id: usize, rejected: bool, expected: &str) {
        assert_eq!(label(id, rejected), expected, "{id}");
    }

    #[test]
    fn letters_then_pairs_then_triples() {
        case(0, false, "A");
        case(3, true, "d");
        case(25, false, "Z");
        case(26, false, "AA");
        case(27, true, "ab");
        case(51, false, "AZ");
        case(52, false, "BA");
        case(701, false, "ZZ");
        case(702, false, "AAA");
    }
}
