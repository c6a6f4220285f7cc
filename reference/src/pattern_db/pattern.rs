//! [`Pattern`]: the tiles one pattern database tracks, and [`Partition`]: disjoint patterns whose
//! databases add up, with the standard 15- and 24-puzzle partitions.
//!
//! Databases are offered for boards of 2x2 to 5x5: positions are kept as `u32` cell masks and ranks.

use std::fmt;

use crate::error::PdbError;

/// The largest board size with pattern databases.
pub const MAX_PDB_SIZE: usize = 5;
/// The most entries one database may have (the 15-puzzle's 8-tile pattern has 518,918,400).
pub const MAX_PLACEMENTS: u64 = 1 << 30;
/// The most patterns in one partition.
pub const MAX_PARTS: usize = 8;

/// A set of tiles of an n x n board, kept sorted; its database stores, for every placement of these
/// tiles, the fewest moves of these tiles that bring them home (the other tiles move for free).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern {
    n: usize,
    tiles: Vec<u16>,
}

impl Pattern {
    /// The pattern of `tiles` on an n x n board.
    ///
    /// # Errors
    /// [`PdbError`] if n is outside 2..=5, a tile is outside 1..n*n or repeated, the list is empty, or
    /// the database would have more than [`MAX_PLACEMENTS`] entries.
    pub fn new(n: usize, tiles: &[u16]) -> Result<Pattern, PdbError> {
        if !(2..=MAX_PDB_SIZE).contains(&n) {
            return Err(PdbError::SizeOutOfRange(n));
        }
        let mut sorted = tiles.to_vec();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Err(PdbError::EmptyPattern);
        }
        if let Some(&tile) = sorted.iter().find(|&&t| t == 0 || usize::from(t) >= n * n) {
            return Err(PdbError::TileOutOfRange { tile, n });
        }
        if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
            return Err(PdbError::RepeatedTile(w[0]));
        }
        let pattern = Pattern { n, tiles: sorted };
        if pattern.placements() > MAX_PLACEMENTS {
            return Err(PdbError::TooLarge { tiles: pattern.tiles.len(), n, placements: pattern.placements() });
        }
        Ok(pattern)
    }

    /// The board size n.
    #[must_use]
    pub fn dimension(&self) -> usize {
        self.n
    }

    /// The tiles, ascending.
    #[must_use]
    pub fn tiles(&self) -> &[u16] {
        &self.tiles
    }

    /// The number of entries of its database: the placements of its tiles on the n*n cells.
    #[must_use]
    pub fn placements(&self) -> u64 {
        let cells = (self.n * self.n) as u64;
        (0..self.tiles.len() as u64).map(|i| cells - i).product()
    }

    /// The name of its cache file, e.g. `pdb-4x4-1-2-3-4-5-6-7.bin`.
    #[must_use]
    pub fn file_name(&self) -> String {
        format!("pdb-{0}x{0}-{1}.bin", self.n, self)
    }

    /// The pattern reflected about the main diagonal: each tile replaced by the tile whose goal cell
    /// is its own goal cell's mirror image. The blank's goal (the last cell) is its own mirror image,
    /// so the reflected problem has the same distances.
    #[must_use]
    pub fn reflected(&self) -> Pattern {
        let tiles: Vec<u16> = self.tiles.iter().map(|&t| reflect_tile(t, self.n)).collect();
        Pattern::new(self.n, &tiles).expect("reflecting a valid pattern keeps it valid")
    }
}

impl fmt::Display for Pattern {
    /// The tiles joined by `-`, e.g. `1-2-3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.tiles.iter().map(u16::to_string).collect();
        f.write_str(&names.join("-"))
    }
}

/// The cell mirrored about the main diagonal.
#[inline]
pub(crate) fn reflect_cell(cell: usize, n: usize) -> usize {
    (cell % n) * n + cell / n
}

/// The tile whose goal cell mirrors `tile`'s goal cell (the blank stays the blank).
#[inline]
pub(crate) fn reflect_tile(tile: u16, n: usize) -> u16 {
    if tile == 0 {
        return 0;
    }
    // Cannot truncate: tiles of a 5x5 board are below 25.
    (reflect_cell(usize::from(tile) - 1, n) + 1) as u16
}

/// Disjoint patterns of one board size. Their databases count disjoint sets of moves, so their sum is
/// admissible; with reflection, the sum is also taken on the board mirrored about the main diagonal and
/// the larger of the two is used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Partition {
    n: usize,
    parts: Vec<Pattern>,
    reflect: bool,
    /// The name where the part sizes alone would be ambiguous.
    label: Option<&'static str>,
}

impl Partition {
    /// Disjoint patterns of an n x n board, with reflection on. Tiles left out count their Manhattan
    /// distance.
    ///
    /// # Errors
    /// [`PdbError`] for an invalid pattern, a tile in two patterns, or more than [`MAX_PARTS`] parts.
    pub fn new(n: usize, parts: &[&[u16]]) -> Result<Partition, PdbError> {
        if parts.is_empty() || parts.len() > MAX_PARTS {
            return Err(PdbError::PartCount(parts.len()));
        }
        let parts = parts.iter().map(|tiles| Pattern::new(n, tiles)).collect::<Result<Vec<_>, _>>()?;
        let mut seen = vec![false; n * n];
        for &tile in parts.iter().flat_map(Pattern::tiles) {
            if std::mem::replace(&mut seen[usize::from(tile)], true) {
                return Err(PdbError::Overlap(tile));
            }
        }
        Ok(Partition { n, parts, reflect: true, label: None })
    }

    /// This partition with the reflected lookup switched on or off.
    #[must_use]
    pub fn with_reflection(mut self, reflect: bool) -> Partition {
        self.reflect = reflect;
        self
    }

    /// The 15-puzzle's 7-8 partition: the first seven tiles (top row and three of the second) and the
    /// other eight.
    #[must_use]
    pub fn fifteen_7_8() -> Partition {
        Partition::new(4, &[&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]]).expect("a valid partition")
    }

    /// The 15-puzzle's 8-7 partition: the top-left block of eight tiles (1-3, 5-7, 9, 10) and the seven
    /// along the right column and bottom row. Both parts are their own mirror images, so the
    /// reflected lookup is off (it would give the same sum).
    #[must_use]
    pub fn fifteen_8_7() -> Partition {
        Partition::new(4, &[&[1, 2, 3, 5, 6, 7, 9, 10], &[4, 8, 11, 12, 13, 14, 15]]).expect("a valid partition")
    }

    /// The 15-puzzle's corner 7-8 partition: the top row and left column (1-5, 9, 13), and the block
    /// of eight around the blank's goal. Its own mirror image, like [`Partition::fifteen_8_7`].
    #[must_use]
    pub fn fifteen_7_8_corner() -> Partition {
        let mut corner =
            Partition::new(4, &[&[1, 2, 3, 4, 5, 9, 13], &[6, 7, 8, 10, 11, 12, 14, 15]]).expect("a valid partition");
        corner.label = Some("corner 7-8");
        corner
    }

    /// Three 15-puzzle partitions whose largest estimate ([`IdaHeuristic::PdbMax`](crate::IdaHeuristic::PdbMax))
    /// is the strongest this crate offers: [`Partition::fifteen_7_8`] (with its reflection),
    /// [`Partition::fifteen_8_7`] and [`Partition::fifteen_7_8_corner`]. They split the board along
    /// different lines, so each often counts interactions the others miss. Three times the tables of
    /// 7-8 (825 MiB, built once).
    #[must_use]
    pub fn fifteen_7_8_max() -> [Partition; 3] {
        [Partition::fifteen_7_8(), Partition::fifteen_8_7(), Partition::fifteen_7_8_corner()]
    }

    /// The 15-puzzle's 6-6-3 partition: the left two columns, the right block, and 2-3-4.
    #[must_use]
    pub fn fifteen_6_6_3() -> Partition {
        Partition::new(4, &[&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]]).expect("a valid partition")
    }

    /// The 15-puzzle's 5-5-5 partition: three compact blocks, quick to build.
    #[must_use]
    pub fn fifteen_5_5_5() -> Partition {
        Partition::new(4, &[&[1, 2, 3, 5, 6], &[4, 7, 8, 11, 12], &[9, 10, 13, 14, 15]]).expect("a valid partition")
    }

    /// The 24-puzzle's 6-6-6-6 partition. It is its own mirror image (one part is the reflection of
    /// another, two are symmetric), so only three databases are built and the reflected lookup, which
    /// would give the same sum, is off.
    #[must_use]
    pub fn twenty_four_6_6_6_6() -> Partition {
        Partition::new(
            5,
            &[&[1, 2, 3, 6, 7, 11], &[4, 5, 8, 9, 10, 15], &[12, 16, 17, 21, 22, 23], &[13, 14, 18, 19, 20, 24]],
        )
        .expect("a valid partition")
    }

    /// The partition the optimal solver uses by default: 7-8 for 4x4, 6-6-6-6 for 5x5, none otherwise
    /// (3x3 and smaller are solved quickly without one).
    #[must_use]
    pub fn default_for(n: usize) -> Option<Partition> {
        match n {
            4 => Some(Partition::fifteen_7_8()),
            5 => Some(Partition::twenty_four_6_6_6_6()),
            _ => None,
        }
    }

    /// The board size n.
    #[must_use]
    pub fn dimension(&self) -> usize {
        self.n
    }

    /// The patterns.
    #[must_use]
    pub fn parts(&self) -> &[Pattern] {
        &self.parts
    }

    /// Whether the reflected lookup is wanted.
    #[must_use]
    pub fn reflects(&self) -> bool {
        self.reflect
    }

    /// Whether reflecting every part gives the same set of parts (then the reflected sum equals the plain
    /// one, and the lookup is skipped).
    #[must_use]
    pub fn is_symmetric(&self) -> bool {
        self.parts.iter().all(|p| self.parts.contains(&p.reflected()))
    }

    /// The part sizes joined by `-`, e.g. `7-8` (`corner 7-8` for [`Partition::fifteen_7_8_corner`]).
    #[must_use]
    pub fn name(&self) -> String {
        if let Some(label) = self.label {
            return label.to_string();
        }
        let sizes: Vec<String> = self.parts.iter().map(|p| p.tiles().len().to_string()).collect();
        sizes.join("-")
    }
}

#[cfg(test)]
mod tests {
    use super::{Partition, Pattern, reflect_tile};
    use crate::error::PdbError;

    #[test]
    fn patterns_are_validated_and_named() {
        let p = Pattern::new(4, &[3, 1, 2]).expect("valid");
        assert_eq!(p.tiles(), &[1, 2, 3]);
        assert_eq!(p.placements(), 16 * 15 * 14);
        assert_eq!(p.file_name(), "pdb-4x4-1-2-3.bin");
        assert_eq!(Pattern::new(6, &[1]), Err(PdbError::SizeOutOfRange(6)));
        assert_eq!(Pattern::new(3, &[9]), Err(PdbError::TileOutOfRange { tile: 9, n: 3 }));
        assert_eq!(Pattern::new(3, &[0]), Err(PdbError::TileOutOfRange { tile: 0, n: 3 }));
        assert_eq!(Pattern::new(3, &[2, 2]), Err(PdbError::RepeatedTile(2)));
        assert_eq!(Pattern::new(3, &[]), Err(PdbError::EmptyPattern));
        assert!(matches!(Pattern::new(5, &[1, 2, 3, 4, 5, 6, 7, 8]), Err(PdbError::TooLarge { .. })));
    }

    #[test]
    fn reflection_swaps_rows_and_columns_of_goal_cells() {
        // 4x4: tile 2 (goal (0,1)) mirrors to tile 5 (goal (1,0)); the diagonal stays.
        assert_eq!(reflect_tile(2, 4), 5);
        assert_eq!(reflect_tile(6, 4), 6);
        assert_eq!(reflect_tile(15, 4), 12);
        assert_eq!(reflect_tile(0, 4), 0);
        let seven = Pattern::new(4, &[1, 2, 3, 4, 5, 6, 7]).expect("valid");
        assert_eq!(seven.reflected().tiles(), &[1, 2, 5, 6, 9, 10, 13]);
    }

    #[test]
    fn partitions_are_disjoint_and_the_standard_ones_are_valid() {
        assert_eq!(Partition::new(3, &[&[1, 2], &[2, 3]]), Err(PdbError::Overlap(2)));
        assert_eq!(Partition::new(3, &[]), Err(PdbError::PartCount(0)));
        for (partition, name, symmetric) in [
            (Partition::fifteen_7_8(), "7-8", false),
            (Partition::fifteen_8_7(), "8-7", true),
            (Partition::fifteen_7_8_corner(), "corner 7-8", true),
            (Partition::fifteen_6_6_3(), "6-6-3", false),
            (Partition::fifteen_5_5_5(), "5-5-5", false),
            (Partition::twenty_four_6_6_6_6(), "6-6-6-6", true),
        ] {
            assert_eq!(partition.name(), name);
            assert_eq!(partition.is_symmetric(), symmetric, "{name}");
            let covered: usize = partition.parts().iter().map(|p| p.tiles().len()).sum();
            assert_eq!(covered, partition.dimension() * partition.dimension() - 1, "{name} covers every tile");
        }
        assert_eq!(Partition::default_for(4), Some(Partition::fifteen_7_8()));
        assert_eq!(Partition::default_for(3), None);
    }
}
