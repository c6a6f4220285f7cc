//! The library's error types: [`ParseBoardError`] for puzzle text, [`LoadBoardError`] for puzzle files,
//! [`TilesError`] for boards built from tile lists, [`SearchError`] for searches cut short, [`PdbError`]
//! for patterns that cannot have a database and [`GridError`] for what the grid search cannot take.
//!
//! Messages are lowercase and read well after "failed to ...". Where the fix is in the input (a puzzle
//! file, a pattern) they say it; where it is a choice of the caller's (a budget, a strategy), the caller
//! says it, in its own terms.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

/// What is wrong with a puzzle's text (the first integer n, then n*n tiles, row-major, 0 = blank).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseBoardError {
    /// No tokens at all.
    #[error("the file is empty: expected the size n followed by n*n tiles")]
    Empty,
    /// A token that is not a non-negative integer.
    #[error("line {line}: `{token}` is not a whole number; a puzzle holds only the size and the tiles")]
    NotANumber {
        /// 1-based line of the token.
        line: usize,
        /// The offending token (shortened if long).
        token: String,
    },
    /// The size is outside 2..=127.
    #[error("line {line}: size {size} is out of range; n must be between 2 and 127")]
    SizeOutOfRange {
        /// 1-based line of the size.
        line: usize,
        /// The size as written.
        size: String,
    },
    /// Fewer than n*n tiles follow the size.
    #[error("line {line}: a {n}x{n} board needs {expected} tiles, found only {found}")]
    TooFewTiles {
        /// The line where the input ended.
        line: usize,
        /// Board size.
        n: usize,
        /// n*n.
        expected: usize,
        /// Tiles present.
        found: usize,
    },
    /// Something follows the n*n tiles.
    #[error("line {line}: unexpected `{token}` after the {expected} tiles of a {n}x{n} board")]
    TrailingToken {
        /// 1-based line of the first extra token.
        line: usize,
        /// The extra token.
        token: String,
        /// Board size.
        n: usize,
        /// n*n.
        expected: usize,
    },
    /// A tile outside 0..n*n.
    #[error("line {line}: tile {tile} is out of range for a {n}x{n} board (tiles are 0 to {max})")]
    TileOutOfRange {
        /// 1-based line of the tile.
        line: usize,
        /// The tile as written.
        tile: String,
        /// Board size.
        n: usize,
        /// n*n - 1.
        max: usize,
    },
    /// A tile given twice, which leaves another one missing.
    #[error("line {line}: tile {tile} appears twice (first on line {first}), so tile {missing} is missing")]
    DuplicateTile {
        /// 1-based line of the second occurrence.
        line: usize,
        /// 1-based line of the first occurrence.
        first: usize,
        /// The repeated tile.
        tile: u16,
        /// The smallest tile that does not appear.
        missing: u16,
    },
}

/// A puzzle file that could not be read or parsed; the message names the file.
///
/// The message already includes the cause, so the cause is not also exposed as `source()` (which would
/// print it twice in an error chain).
#[derive(Debug, Error)]
#[error("{}: {kind}", path.display())]
pub struct LoadBoardError {
    /// The file.
    pub path: PathBuf,
    /// What went wrong.
    pub kind: LoadErrorKind,
}

/// Why a puzzle file failed to load.
#[derive(Debug, Error)]
pub enum LoadErrorKind {
    /// The file could not be read.
    #[error("cannot read the file: {0}")]
    Io(io::Error),
    /// The file's text is not a puzzle.
    #[error(transparent)]
    Parse(ParseBoardError),
}

/// A tile list that is not a board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TilesError {
    /// The size is outside 2..=127.
    #[error("size {0} is out of range; n must be between 2 and 127")]
    SizeOutOfRange(usize),
    /// The list does not hold n*n tiles.
    #[error("a {n}x{n} board needs {expected} tiles, got {found}")]
    WrongCount {
        /// Board size.
        n: usize,
        /// n*n.
        expected: usize,
        /// Tiles given.
        found: usize,
    },
    /// The list is not a permutation of 0..n*n.
    #[error("the tiles are not a permutation of 0..{cells}: tile {tile} is {problem}")]
    NotAPermutation {
        /// n*n.
        cells: usize,
        /// The first offending tile.
        tile: usize,
        /// "repeated" or "out of range".
        problem: &'static str,
    },
}

/// A search that stopped before it found an answer. The messages say what happened; what to do about
/// it (a flag, another strategy) is the caller's to say.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SearchError {
    /// The search's tables grew past the memory budget.
    #[error("the search needed more than its memory budget of {budget} bytes")]
    MemoryBudget {
        /// The budget, in bytes.
        budget: u64,
    },
    /// The search expanded more positions than its budget allows.
    #[error("the search expanded {limit} positions without reaching the goal")]
    ExpansionLimit {
        /// The limit that was reached.
        limit: u64,
    },
    /// The search stored as many nodes as it was allowed to (a trace's limit).
    #[error("the search created more than {limit} search nodes")]
    NodeLimit {
        /// The limit that was reached.
        limit: u64,
    },
    /// The strategy does not take boards this large.
    #[error("the board is {board}x{board}; this search takes boards up to {most}x{most}")]
    TooLarge {
        /// The board's size.
        board: usize,
        /// The largest size the strategy takes.
        most: usize,
    },
    /// A path grew longer than the node format can record.
    #[error("a path grew beyond {0} moves, more than a search node can record")]
    PathTooLong(u32),
    /// The caller's progress callback asked the search to stop.
    #[error("the search was cancelled before it found a solution")]
    Cancelled,
    /// A heuristic made for one board size was given a board of another.
    #[error("the heuristic is for {heuristic}x{heuristic} boards, the board is {board}x{board}")]
    WrongSize {
        /// The heuristic's board size.
        heuristic: usize,
        /// The board's size.
        board: usize,
    },
    /// [`IdaHeuristic::PdbMax`](crate::IdaHeuristic::PdbMax) was given no set of pattern databases
    /// or more than it takes.
    #[error("IDA* takes the largest estimate of 1 to {most} sets of pattern databases, not {given}")]
    TooManyPdbs {
        /// The number given.
        given: usize,
        /// The most it takes.
        most: usize,
    },
}

/// A pattern or partition that cannot have a pattern database.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PdbError {
    /// The board size is outside 2..=5.
    #[error("pattern databases are for boards of 2x2 to 5x5, not {0}x{0}")]
    SizeOutOfRange(usize),
    /// No tiles.
    #[error("a pattern needs at least one tile")]
    EmptyPattern,
    /// A tile that is not a tile of the board (the blank, 0, is never part of a pattern).
    #[error("tile {tile} is not a tile of a {n}x{n} board (tiles are 1 to n*n-1)")]
    TileOutOfRange {
        /// The tile.
        tile: u16,
        /// Board size.
        n: usize,
    },
    /// A tile listed twice.
    #[error("tile {0} is listed twice in the pattern")]
    RepeatedTile(u16),
    /// A pattern whose database would be too large.
    #[error(
        "{tiles} tiles of a {n}x{n} board have {placements} placements, too many for one database; use fewer tiles"
    )]
    TooLarge {
        /// Tiles in the pattern.
        tiles: usize,
        /// Board size.
        n: usize,
        /// Placements (entries).
        placements: u64,
    },
    /// A tile in two patterns of a partition (their sum would not be admissible).
    #[error("tile {0} is in two patterns; the patterns of a partition must be disjoint")]
    Overlap(u16),
    /// Too few or too many patterns.
    #[error("a partition needs 1 to 8 patterns, not {0}")]
    PartCount(usize),
}

/// Why a trace could not be recorded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TraceError {
    /// The board cannot reach the goal, so there is no search to show.
    #[error("the board is unsolvable (by inversion parity), so there is no search to trace")]
    Unsolvable,
    /// The search grew past the trace's node limit.
    #[error(
        "the search creates more than {limit} search nodes, too many to trace readably; \
         trace a board that needs fewer moves (puzzles of up to about 12 moves trace well)"
    )]
    TooLarge {
        /// The node limit.
        limit: u64,
    },
    /// Another search failure.
    #[error(transparent)]
    Search(SearchError),
}

/// Why a sequence of boards is not a solution of a given board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PathError {
    /// No boards at all.
    #[error("the solution has no boards; it should start with the initial board")]
    Empty,
    /// The first board is not the initial board.
    #[error("board 0 is not the initial board")]
    WrongStart,
    /// A board of another size.
    #[error("board {index} is {found}x{found}, the puzzle is {n}x{n}")]
    WrongSize {
        /// 0-based position in the path.
        index: usize,
        /// That board's size.
        found: usize,
        /// The puzzle's size.
        n: usize,
    },
    /// Two consecutive boards that are not one move apart.
    #[error("board {index} is not one move from board {}", index - 1)]
    NotOneMove {
        /// 0-based position of the second board.
        index: usize,
    },
    /// The last board is not the goal.
    #[error("the last board (board {index}) is not the goal")]
    NotGoal {
        /// 0-based position of the last board.
        index: usize,
    },
}

/// Why a board at a given distance could not be generated.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GenerateError {
    /// No board of this size is that far from the goal.
    #[error("no {n}x{n} board needs {k} moves; the most any needs is {diameter}")]
    Unreachable {
        /// Board size.
        n: usize,
        /// The distance asked for.
        k: u32,
        /// The size's diameter.
        diameter: u32,
    },
    /// The optimal solver that proves the distance failed.
    #[error("proving the distance failed: {0}")]
    Search(SearchError),
}

/// A grid, a square or a weight the grid search ([`crate::grid`]) cannot take.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum GridError {
    /// A side outside 1..=200.
    #[error("a {width}x{height} grid is out of range; a grid is 1 to 200 squares wide and 1 to 200 high")]
    SizeOutOfRange {
        /// Squares across, as asked for.
        width: usize,
        /// Squares down, as asked for.
        height: usize,
    },
    /// A square beyond the grid's edge.
    #[error(
        "square ({x}, {y}) is outside the {width}x{height} grid; columns are 0 to {} and rows 0 to {}",
        width - 1,
        height - 1
    )]
    Outside {
        /// The column asked for.
        x: usize,
        /// The row asked for.
        y: usize,
        /// The grid's width.
        width: usize,
        /// The grid's height.
        height: usize,
    },
    /// The start or the goal is not a square of the grid.
    #[error(
        "the {end} ({x}, {y}) is outside the {width}x{height} grid; columns are 0 to {} and rows 0 to {}",
        width - 1,
        height - 1
    )]
    EndOutside {
        /// "start" or "goal".
        end: &'static str,
        /// Its column.
        x: usize,
        /// Its row.
        y: usize,
        /// The grid's width.
        width: usize,
        /// The grid's height.
        height: usize,
    },
    /// The start or the goal is on a wall.
    #[error("the {end} ({x}, {y}) is on a wall; clear the wall or move the {end}")]
    EndOnWall {
        /// "start" or "goal".
        end: &'static str,
        /// Its column.
        x: usize,
        /// Its row.
        y: usize,
    },
    /// A weight that is negative, infinite or not a number.
    #[error(
        "the weight {0} is not a finite number of at least 0; use 0 for breadth-first, 1 for A*, more for weighted A*"
    )]
    BadWeight(f64),
}
