//! The memory sections. A Board's bytes by size are fitted as a polynomial in n and each size is held
//! to the assignment's limit, [`board_limit`]; a Solver should keep its solution and not its game
//! tree ([`solver_limit`]), and its queues should hold little more than their search nodes
//! ([`queue_limit`]).

use npuzzle::SearchStats;

use crate::assess::model::{Section, Table, Test};
use crate::assess::results::{BoardMemoryRecord, SolverMemoryRecord};
use crate::config::SectionKind;

/// The most bytes a Board of size n may take: 4n² + 32n + 64.
#[must_use]
pub fn board_limit(n: u64) -> u64 {
    4 * n * n + 32 * n + 64
}

/// The bytes of the reference Board of size n (the assignment's own: 192 at n = 3).
#[must_use]
pub fn reference_board(n: u64) -> u64 {
    4 * n * n + 32 * n + 48
}

/// The most a Solver may keep after solving an n x n board in `moves`: its solution's boards, with
/// room for a list and a node per board, four times over.
#[must_use]
pub fn solver_limit(n: u64, moves: u64) -> u64 {
    4 * (moves + 1) * (board_limit(n) + 64) + 8192
}

/// The most a Solver's queues may hold in all at the end: a search node (its board and 64 bytes of
/// node and heap slot) for each node the reference inserts, twice over.
#[must_use]
pub fn queue_limit(n: u64, reference: &SearchStats) -> u64 {
    2 * reference.inserts * (reference_board(n) + 64) + 65_536
}

/// The Board memory section: a test per size, the fitted formulas as notes.
#[must_use]
pub fn board_section(records: &[BoardMemoryRecord]) -> Section {
    let tests = records.iter().map(board_test).collect();
    let points: Vec<(f64, f64)> = records.iter().filter_map(|r| Some((f64::from(r.n), as_f64(r.bytes?)))).collect();
    let mut notes = Vec::new();
    if let Some(fit) = fit_quadratic(&points) {
        notes.push(format!("student   memory of a Board = {}", formula(fit)));
    }
    notes.push("reference memory of a Board = 4.00 n^2 + 32.00 n + 48.00 bytes".into());
    notes.push("limit                       = 4.00 n^2 + 32.00 n + 64.00 bytes".into());
    let table = Table {
        id: "1".into(),
        title: "memory of a Board".into(),
        columns: cols(&["n", "student (bytes)", "reference (bytes)"]),
    };
    Section { kind: SectionKind::BoardMemory, tests, tables: vec![table], notes }
}

fn board_test(record: &BoardMemoryRecord) -> Test {
    let n = u64::from(record.n);
    let limit = board_limit(n);
    let details = match (record.bytes, &record.error) {
        (_, Some(error)) => vec![error.clone()],
        (Some(bytes), None) if bytes > limit => {
            vec![format!("a {n}-by-{n} Board takes {bytes} bytes, over the limit of {limit}")]
        }
        (Some(_), None) => Vec::new(),
        (None, None) => vec!["not measured".into()],
    };
    Test {
        id: "1".into(),
        subject: Some(format!("n = {n}")),
        title: "memory of a Board".into(),
        inputs: Vec::new(),
        passed: details.is_empty(),
        details,
        cells: vec![n.to_string(), record.bytes.map_or("-".into(), |b| b.to_string()), reference_board(n).to_string()],
        cpu_ms: 0.0,
    }
}

/// One memory puzzle: the driver's record, the board's size, the reference's counts.
pub struct SolverMeasured<'a> {
    /// What the driver reported.
    pub record: &'a SolverMemoryRecord,
    /// The board's size.
    pub n: u64,
    /// The optimal moves.
    pub expected: u64,
    /// The reference's counts.
    pub reference: SearchStats,
}

/// The Solver memory section: what each Solver keeps, then its queues, a test each per puzzle.
#[must_use]
pub fn solver_section(measured: &[SolverMeasured<'_>]) -> Section {
    let mut tests: Vec<Test> = measured.iter().map(kept_test).collect();
    tests.extend(measured.iter().map(queue_test));
    let tables = vec![
        Table {
            id: "1".into(),
            title: "memory a Solver keeps after construction".into(),
            columns: cols(&["filename", "moves", "bytes", "limit"]),
        },
        Table {
            id: "2".into(),
            title: "memory of the Solver's MinPQs".into(),
            columns: cols(&["filename", "queues", "deep bytes", "max size", "final size"]),
        },
    ];
    Section { kind: SectionKind::SolverMemory, tests, tables, notes: Vec::new() }
}

fn kept_test(m: &SolverMeasured<'_>) -> Test {
    let limit = solver_limit(m.n, m.expected);
    let record = m.record;
    let details = match (record.solver_bytes, &record.error) {
        (_, Some(error)) => vec![error.clone()],
        (Some(bytes), None) if bytes > limit => vec![format!(
            "the Solver keeps {bytes} bytes after construction, {:.1}x the {limit} its solution needs; keep the solution, not the search",
            as_f64(bytes) / as_f64(limit)
        )],
        (Some(_), None) => Vec::new(),
        (None, None) => vec!["not measured".into()],
    };
    let moves = record.moves.map_or("-".into(), |v| v.to_string());
    let cells = vec![
        record.puzzle.clone(),
        moves,
        record.solver_bytes.map_or("-".into(), |b| b.to_string()),
        limit.to_string(),
    ];
    test("1", "memory a Solver keeps after construction", &record.puzzle, details, cells)
}

fn queue_test(m: &SolverMeasured<'_>) -> Test {
    let record = m.record;
    let limit = queue_limit(m.n, &m.reference);
    let deep: u64 = record.queues.iter().map(|q| q.deep_bytes).sum();
    let max: u64 = record.queues.iter().map(|q| q.max_size).sum();
    let last: u64 = record.queues.iter().map(|q| q.final_size).sum();
    let details = match &record.error {
        Some(error) => vec![error.clone()],
        None if record.queues.is_empty() => vec!["the Solver made no MinPQ; the assignment asks for algs4's".into()],
        None if deep > limit => vec![format!(
            "its MinPQs hold {deep} bytes, {:.1}x the {limit} of the reference's search nodes",
            as_f64(deep) / as_f64(limit)
        )],
        None => Vec::new(),
    };
    let cells = vec![
        record.puzzle.clone(),
        record.queues.len().to_string(),
        deep.to_string(),
        max.to_string(),
        last.to_string(),
    ];
    test("2", "memory of the Solver's MinPQs", &record.puzzle, details, cells)
}

fn test(id: &str, title: &str, subject: &str, details: Vec<String>, cells: Vec<String>) -> Test {
    Test {
        id: id.into(),
        subject: Some(subject.into()),
        title: title.into(),
        inputs: Vec::new(),
        passed: details.is_empty(),
        details,
        cells,
        cpu_ms: 0.0,
    }
}

fn cols(names: &[&str]) -> Vec<String> {
    names.iter().map(|s| (*s).to_string()).collect()
}

#[allow(clippy::cast_precision_loss, reason = "byte counts are far below 2^52")]
fn as_f64(bytes: u64) -> f64 {
    bytes as f64
}

/// `a n^2 + b n + c`, printed.
fn formula([a, b, c]: [f64; 3]) -> String {
    format!("{a:.2} n^2 + {b:.2} n + {c:.2} bytes")
}

/// The least-squares quadratic through `points` as `[a, b, c]` (a x² + b x + c), when there are at
/// least three distinct x.
#[must_use]
pub fn fit_quadratic(points: &[(f64, f64)]) -> Option<[f64; 3]> {
    if points.len() < 3 {
        return None;
    }
    // The normal equations: sums of x^k (k = 0..4) and of y x^k (k = 0..2).
    let mut sx = [0.0_f64; 5];
    let mut sy = [0.0_f64; 3];
    for &(x, y) in points {
        let mut p = 1.0;
        for (k, s) in sx.iter_mut().enumerate() {
            *s += p;
            if k < 3 {
                sy[k] += y * p;
            }
            p *= x;
        }
    }
    let m = [[sx[4], sx[3], sx[2]], [sx[3], sx[2], sx[1]], [sx[2], sx[1], sx[0]]];
    let det = det3(m);
    if det.abs() < 1e-9 {
        return None;
    }
    let rhs = [sy[2], sy[1], sy[0]];
    let solve = |col: usize| {
        let mut mc = m;
        for row in 0..3 {
            mc[row][col] = rhs[row];
        }
        det3(mc) / det
    };
    Some([solve(0), solve(1), solve(2)])
}

fn det3(m: [[f64; 3]; 3]) -> f64 {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

#[cfg(test)]
mod tests {
    use super::{board_limit, board_section, fit_quadratic};
    use crate::assess::results::BoardMemoryRecord;

    #[test]
    fn a_quadratic_is_fitted_exactly_from_its_own_points() {
        let points: Vec<(f64, f64)> =
            [2.0, 3.0, 8.0, 120.0].iter().map(|&n| (n, 4.0 * n * n + 32.0 * n + 48.0)).collect();
        let [a, b, c] = fit_quadratic(&points).expect("a fit");
        assert!((a - 4.0).abs() < 1e-6 && (b - 32.0).abs() < 1e-6 && (c - 48.0).abs() < 1e-4, "{a} {b} {c}");
        assert_eq!(fit_quadratic(&points[..2]), None);
    }

    #[test]
    fn each_size_is_held_to_the_limit_and_the_fit_is_a_note() {
        let record =
            |n: u32, extra: u64| BoardMemoryRecord { n, bytes: Some(board_limit(u64::from(n)) + extra), error: None };
        // A Board that keeps a second copy of its tiles: over the limit from n = 3 on.
        let records = [record(2, 0), record(3, 40), record(8, 260), record(20, 1700)];
        let section = board_section(&records);
        let passed: Vec<bool> = section.tests.iter().map(|t| t.passed).collect();
        assert_eq!(passed, [true, false, false, false]);
        assert_eq!(board_limit(3), 196);
        assert!(section.notes[0].starts_with("student   memory of a Board = "), "{:?}", section.notes);
    }
}
