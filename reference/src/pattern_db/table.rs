//! [`Table`]: a database's entries, four bits each when every entry fits (the usual case: they hold half
//! the excess over Manhattan), otherwise one byte each.

/// The entries of one pattern database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Table {
    bits: u8,
    len: u64,
    data: Vec<u8>,
}

impl Table {
    /// Packs one-byte entries into nibbles where they all fit, reusing the vector's memory.
    pub(crate) fn pack(mut entries: Vec<u8>) -> Table {
        let len = entries.len() as u64;
        if entries.iter().any(|&e| e > 0xF) {
            return Table { bits: 8, len, data: entries };
        }
        let half = entries.len().div_ceil(2);
        for j in 0..half {
            // Writes slot j after reading slots 2j and 2j + 1, which are never behind it.
            let high = entries.get(2 * j + 1).copied().unwrap_or(0);
            entries[j] = entries[2 * j] | (high << 4);
        }
        entries.truncate(half);
        entries.shrink_to_fit();
        Table { bits: 4, len, data: entries }
    }

    /// A table read from a file; `data` must have [`Table::byte_len`] bytes.
    pub(crate) fn from_parts(bits: u8, len: u64, data: Vec<u8>) -> Table {
        debug_assert_eq!(data.len() as u64, Table::byte_len(bits, len));
        Table { bits, len, data }
    }

    /// The bytes `len` entries of `bits` bits take.
    pub(crate) fn byte_len(bits: u8, len: u64) -> u64 {
        if bits == 4 { len.div_ceil(2) } else { len }
    }

    /// Bits per entry, 4 or 8.
    pub(crate) fn bits(&self) -> u8 {
        self.bits
    }

    /// The number of entries.
    pub(crate) fn len(&self) -> u64 {
        self.len
    }

    /// The stored bytes.
    pub(crate) fn data(&self) -> &[u8] {
        &self.data
    }

    /// Entry `i`.
    #[inline(always)]
    pub(crate) fn get(&self, i: u32) -> u8 {
        let i = i as usize;
        if self.bits == 4 { (self.data[i >> 1] >> ((i & 1) << 2)) & 0xF } else { self.data[i] }
    }
}

#[cfg(test)]
mod tests {
    use super::Table;

    #[test]
    fn small_entries_pack_into_nibbles_and_large_ones_stay_bytes() {
        let small: Vec<u8> = (0..11).map(|i| (i * 7 % 16) as u8).collect();
        let table = Table::pack(small.clone());
        assert_eq!((table.bits(), table.len(), table.data().len()), (4, 11, 6));
        for (i, &e) in small.iter().enumerate() {
            assert_eq!(table.get(i as u32), e);
        }
        let large = vec![3, 16, 200];
        let table = Table::pack(large.clone());
        assert_eq!((table.bits(), table.data()), (8, &large[..]));
        assert_eq!(table.get(2), 200);
    }
}
