//! [`Table`]: a database's entries, four bits each when every entry fits (the usual case: they hold half
//! the excess over Manhattan), otherwise one byte each. The bytes are either owned (a table just built)
//! or a read-only mapping of the cache file, which every process on the machine shares through the page
//! cache; either way they are never written again, so clones share them.

use std::sync::Arc;

use memmap2::Mmap;

/// Where a table's bytes live.
#[derive(Debug)]
enum Bytes {
    /// In this process's memory.
    Owned(Vec<u8>),
    /// A read-only mapping of exactly the table's bytes (the file's header is not in it).
    Mapped(Mmap),
}

/// The entries of one pattern database.
#[derive(Debug, Clone)]
pub(crate) struct Table {
    bits: u8,
    len: u64,
    /// The bytes of `owner`, cached: going through the `Arc` and the enum on every lookup made the
    /// 100-board IDA* bench 5% slower (measured; see `Table::get`).
    data: *const [u8],
    owner: Arc<Bytes>,
}

// SAFETY: `data` points into `owner`'s bytes, which are never written (an owned table's vector is not
// touched after packing; the mapping is read-only) and are freed only with the last clone's `Arc`, so
// sharing or sending a `Table` shares or sends nothing but immutable bytes, as `Arc<Bytes>` does
// (`Vec<u8>` and `Mmap` are both `Send` and `Sync`).
unsafe impl Send for Table {}
// SAFETY: as for `Send`: only `&[u8]` to immutable bytes is ever handed out.
unsafe impl Sync for Table {}

/// Tables are equal when their entries are, wherever the bytes live.
impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        (self.bits, self.len) == (other.bits, other.len) && self.data() == other.data()
    }
}

impl Eq for Table {}

impl Table {
    /// Packs one-byte entries into nibbles where they all fit, reusing the vector's memory.
    pub(crate) fn pack(mut entries: Vec<u8>) -> Table {
        let len = entries.len() as u64;
        if entries.iter().any(|&e| e > 0xF) {
            return Table::owned(8, len, entries);
        }
        let half = entries.len().div_ceil(2);
        for j in 0..half {
            // Writes slot j after reading slots 2j and 2j + 1, which are never behind it.
            let high = entries.get(2 * j + 1).copied().unwrap_or(0);
            entries[j] = entries[2 * j] | (high << 4);
        }
        entries.truncate(half);
        entries.shrink_to_fit();
        Table::owned(4, len, entries)
    }

    fn owned(bits: u8, len: u64, data: Vec<u8>) -> Table {
        Table::wrap(bits, len, Bytes::Owned(data))
    }

    /// A table over a mapped file's table bytes; `map` must have [`Table::byte_len`] bytes.
    pub(crate) fn mapped(bits: u8, len: u64, map: Mmap) -> Table {
        debug_assert_eq!(map.len() as u64, Table::byte_len(bits, len));
        Table::wrap(bits, len, Bytes::Mapped(map))
    }

    fn wrap(bits: u8, len: u64, bytes: Bytes) -> Table {
        let owner = Arc::new(bytes);
        // Taken from inside the `Arc`: moving a `Vec` or an `Mmap` never moves the bytes themselves,
        // but taking the pointer after the move says so without needing that argument.
        let data: *const [u8] = match &*owner {
            Bytes::Owned(data) => data.as_slice(),
            Bytes::Mapped(map) => &map[..],
        };
        Table { bits, len, data, owner }
    }

    /// The same table in this process's own memory, on 2 MiB pages where the kernel offers them (a
    /// clone if it is owned already).
    pub(crate) fn to_private(&self) -> Table {
        if self.is_mapped() {
            Table::owned(self.bits, self.len, crate::huge_pages::copied(self.data()))
        } else {
            self.clone()
        }
    }

    /// Whether the bytes are a mapping of a file (shared with other processes) rather than owned.
    pub(crate) fn is_mapped(&self) -> bool {
        matches!(*self.owner, Bytes::Mapped(_))
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
    #[inline(always)]
    pub(crate) fn data(&self) -> &[u8] {
        // SAFETY: `data` points into `owner`'s bytes, which `self` keeps alive and nothing writes.
        unsafe { &*self.data }
    }

    /// Entry `i`.
    #[inline(always)]
    pub(crate) fn get(&self, i: u32) -> u8 {
        let i = i as usize;
        let data = self.data();
        if self.bits == 4 { (data[i >> 1] >> ((i & 1) << 2)) & 0xF } else { data[i] }
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
        let copy = table.clone();
        drop(table);
        assert_eq!((copy.data(), copy.get(1), copy.is_mapped()), (&large[..], 16, false), "clones share the bytes");
        assert_eq!(copy.to_private(), copy);
    }
}
