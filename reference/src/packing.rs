//! Compact tile storage shared by [`Board`](crate::Board) and the search arenas.
//!
//! A board of up to 16 cells (2x2, 3x3, 4x4) packs into one `u64`, four bits a tile; boards up to 15x15
//! use one byte a tile, and larger ones two. The searches store every board they keep in one of these
//! forms, as a fixed number of words per board in one flat vector, so a 4x4 search node costs eight bytes
//! of board and no allocation of its own.

use std::fmt::Debug;
use std::hash::Hash;

/// One way of packing tiles into words. Implemented by [`Nibbles`], [`Bytes`] and [`Wide`].
pub(crate) trait Packing: Copy + Default + Debug + 'static {
    /// The storage unit.
    type Word: Copy + Eq + Hash + Default + Debug + Send + Sync + 'static;

    /// How many words a board of `cells` cells takes.
    fn words(cells: usize) -> usize;

    /// The tile in cell `i`.
    fn get(words: &[Self::Word], i: usize) -> u16;

    /// Puts `tile` into cell `i`.
    fn set(words: &mut [Self::Word], i: usize, tile: u16);

    /// How many words hold a `u64` (a search node's metadata, stored beside its board).
    fn u64_words() -> usize;

    /// Writes `value` into `words[..u64_words()]`.
    fn put_u64(words: &mut [Self::Word], value: u64);

    /// Reads what [`Packing::put_u64`] wrote.
    fn take_u64(words: &[Self::Word]) -> u64;
}

/// Four bits a tile in a single `u64`: boards of at most 16 cells.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Nibbles;

/// One byte a tile: boards up to 15x15 (the largest tile, 224, fits a byte).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Bytes;

/// Two bytes a tile: boards from 16x16 up to 127x127.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Wide;

impl Packing for Nibbles {
    type Word = u64;

    fn words(_cells: usize) -> usize {
        1
    }

    #[inline]
    fn get(words: &[u64], i: usize) -> u16 {
        ((words[0] >> (4 * i)) & 0xF) as u16
    }

    #[inline]
    fn set(words: &mut [u64], i: usize, tile: u16) {
        let shift = 4 * i;
        words[0] = (words[0] & !(0xF << shift)) | (u64::from(tile) << shift);
    }

    fn u64_words() -> usize {
        1
    }

    #[inline]
    fn put_u64(words: &mut [u64], value: u64) {
        words[0] = value;
    }

    #[inline]
    fn take_u64(words: &[u64]) -> u64 {
        words[0]
    }
}

impl Packing for Bytes {
    type Word = u8;

    fn words(cells: usize) -> usize {
        cells
    }

    #[inline]
    fn get(words: &[u8], i: usize) -> u16 {
        u16::from(words[i])
    }

    #[inline]
    fn set(words: &mut [u8], i: usize, tile: u16) {
        // Cannot truncate: `Bytes` is only chosen when every tile is below 256.
        words[i] = tile as u8;
    }

    fn u64_words() -> usize {
        8
    }

    #[inline]
    fn put_u64(words: &mut [u8], value: u64) {
        words[..8].copy_from_slice(&value.to_le_bytes());
    }

    #[inline]
    fn take_u64(words: &[u8]) -> u64 {
        u64::from_le_bytes(words[..8].try_into().expect("eight bytes"))
    }
}

impl Packing for Wide {
    type Word = u16;

    fn words(cells: usize) -> usize {
        cells
    }

    #[inline]
    fn get(words: &[u16], i: usize) -> u16 {
        words[i]
    }

    #[inline]
    fn set(words: &mut [u16], i: usize, tile: u16) {
        words[i] = tile;
    }

    fn u64_words() -> usize {
        4
    }

    #[inline]
    fn put_u64(words: &mut [u16], value: u64) {
        for (k, word) in words[..4].iter_mut().enumerate() {
            // Cannot truncate: the mask keeps 16 bits.
            *word = ((value >> (16 * k)) & 0xFFFF) as u16;
        }
    }

    #[inline]
    fn take_u64(words: &[u16]) -> u64 {
        words[..4].iter().enumerate().map(|(k, &w)| u64::from(w) << (16 * k)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::{Bytes, Nibbles, Packing, Wide};

    fn round_trip<P: Packing>(cells: usize) {
        let mut words = vec![P::Word::default(); P::words(cells)];
        let max = if cells <= 16 { 15 } else { 255 };
        for i in 0..cells {
            P::set(&mut words, i, (i % (max + 1)) as u16);
        }
        for i in 0..cells {
            assert_eq!(P::get(&words, i), (i % (max + 1)) as u16, "cell {i}");
        }
        // Overwriting one cell leaves the others alone.
        P::set(&mut words, 0, 7);
        assert_eq!(P::get(&words, 0), 7);
        assert_eq!(P::get(&words, 1), 1);
    }

    #[test]
    fn every_packing_stores_and_returns_each_tile() {
        round_trip::<Nibbles>(16);
        round_trip::<Nibbles>(9);
        round_trip::<Bytes>(225);
        round_trip::<Wide>(300);
    }
}
