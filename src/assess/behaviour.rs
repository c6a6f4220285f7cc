//! [`diagnoses`]: what a Solver's operation counts on one puzzle say about its search, held against
//! the reference's counts on the same puzzle: a priority recomputed on each comparison (manhattan()
//! called many times a node, what timing 4b counts), Hamming's priority (timing 3), no critical
//! optimization (equals() never called), a debugging toString(); and, where the timing phase read
//! how its queues started and ended (`startSame`, `startDifferent`, `goalDequeued`), the initial
//! board inserted twice, the board and its twin in one queue, and the goal taken when enqueued.
//! Every line comes from what the code did, never from how it is written or named; a search whose
//! counts fit none of them gets none. The timing section's notes and `slider trace-diff` both say them.

use std::collections::BTreeMap;

use npuzzle::SearchStats;

use crate::assess::timing::RATIO;

/// The bug shapes counts can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// The priority is moves + hamming().
    Hamming,
    /// The priority is recomputed on each comparison.
    Uncached,
    /// The critical optimization is missing.
    NoCriticalOptimization,
    /// toString() is called during the search.
    ToString,
    /// A queue starts with the initial board twice.
    InitialTwice,
    /// The board and its twin share one queue.
    SingleQueue,
    /// The search stops at a goal it enqueued, not one it dequeued.
    GoalOnEnqueue,
}

/// One shape the counts bear out, and the line that says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// Which shape.
    pub shape: Shape,
    /// What the counts show and what the assignment asks for.
    pub line: String,
}

/// The shapes the counts `got` (the driver's names: `insert`, `manhattan`, ...) bear out against the
/// reference's `reference`, most telling first.
#[must_use]
pub fn diagnoses(got: &BTreeMap<String, u64>, reference: &SearchStats) -> Vec<Finding> {
    let count = |key: &str| got.get(key).copied().unwrap_or(0);
    let (inserts, manhattan, hamming) = (count("insert"), count("manhattan"), count("hamming"));
    let mut found = Vec::new();
    let mut say = |shape, line: String| found.push(Finding { shape, line });
    if hamming > 0 && manhattan == 0 {
        say(
            Shape::Hamming,
            format!(
                "hamming() is called {hamming} times and manhattan() never: the priority must be moves + manhattan()"
            ),
        );
    } else if hamming > 0 {
        say(Shape::Hamming, format!("hamming() is called {hamming} times; the assignment's A* never needs it"));
    }
    if let Some(line) = uncached(inserts, manhattan, reference) {
        say(Shape::Uncached, line);
    }
    if count("equals") == 0 && reference.equals_calls > 0 && inserts > 2 {
        say(
            Shape::NoCriticalOptimization,
            "equals() is never called: without the critical optimization each node's parent comes back as its child; \
             skip the neighbour equal to the board of the node's parent"
                .into(),
        );
    }
    let to_string = count("toString");
    if to_string > 0 {
        say(
            Shape::ToString,
            format!("toString() is called {to_string} times during the search (debugging output left in?)"),
        );
    }
    for (shape, line) in queue_shapes(got) {
        say(shape, line);
    }
    found
}

/// What the queues' starts and ends show (none where the driver did not read them).
fn queue_shapes(got: &BTreeMap<String, u64>) -> Vec<(Shape, String)> {
    let said = |key: &str, value: u64| got.get(key) == Some(&value);
    let mut found = Vec::new();
    if said("startSame", 1) {
        let inserts = got.get("startInserts").copied().unwrap_or(2);
        found.push((
            Shape::InitialTwice,
            format!(
                "a queue receives the initial board twice ({inserts} inserts before its first delMin): insert the \
                 initial search node once"
            ),
        ));
    }
    if said("startDifferent", 1) {
        found.push((
            Shape::SingleQueue,
            "the board and its twin start in one MinPQ: give the twin a queue of its own and take one delMin from \
             each in turn"
                .into(),
        ));
    }
    if said("goalDequeued", 0) {
        found.push((
            Shape::GoalOnEnqueue,
            "the search stops without dequeuing a goal board (the goal is taken when it is enqueued): stop when \
             delMin() returns the goal"
                .into(),
        ));
    }
    found
}

/// The caching line, when manhattan() is called more than [`RATIO`] times as often for each node
/// inserted as the reference calls it.
fn uncached(inserts: u64, manhattan: u64, reference: &SearchStats) -> Option<String> {
    if inserts == 0 || reference.inserts == 0 {
        return None;
    }
    let per_node = per(manhattan, inserts);
    let reference_per_node = per(reference.heuristic_calls, reference.inserts);
    (per_node > RATIO * reference_per_node).then(|| {
        format!(
            "manhattan() is called {manhattan} times for {inserts} nodes inserted ({per_node:.1} a node; the \
             reference: {reference_per_node:.1}): the priority is not kept in the search node; compute moves + \
             manhattan() once, when the node is made, and keep it in a field"
        )
    })
}

#[allow(clippy::cast_precision_loss, reason = "counts are far below 2^52")]
fn per(count: u64, nodes: u64) -> f64 {
    count as f64 / nodes as f64
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use npuzzle::SearchStats;

    use super::diagnoses;

    /// puzzle31's reference counts.
    fn reference() -> SearchStats {
        SearchStats {
            inserts: 46007,
            del_mins: 27805,
            max_pq_size: 18203,
            boards_constructed: 73809,
            equals_calls: 73801,
            heuristic_calls: 46007,
        }
    }

    #[test]
    fn each_shape_is_told_by_its_counts_alone() {
        let faithful =
            [("insert", 46007), ("delMin", 27805), ("board", 73809), ("equals", 73801), ("manhattan", 46007)];
        let with = |changes: &[(&str, u64)]| -> BTreeMap<String, u64> {
            let mut counts: BTreeMap<String, u64> = faithful.iter().map(|(k, v)| ((*k).to_string(), *v)).collect();
            counts.extend(changes.iter().map(|(k, v)| ((*k).to_string(), *v)));
            counts
        };
        /// Counts changed from the faithful ones, and how the lines found start.
        type Case<'a> = (&'a [(&'a str, u64)], &'a [&'a str]);
        let cases: [Case<'_>; 11] = [
            (&[], &[]),
            // Lower counts pass: a smarter tie-break.
            (&[("insert", 30000), ("manhattan", 30000)], &[]),
            // A priority recomputed in compareTo, whatever the node's fields are named.
            (&[("manhattan", 560_000)], &["manhattan() is called 560000 times for 46007 nodes inserted (12.2 a node"]),
            // Just within the ratio: twice a node would be over it, 1.7 is not.
            (&[("manhattan", 78_000)], &[]),
            (
                &[("manhattan", 0), ("hamming", 900_000), ("insert", 900_000)],
                &["hamming() is called 900000 times and manhattan() never"],
            ),
            (&[("equals", 0), ("insert", 3_000_000), ("manhattan", 3_000_000)], &["equals() is never called"]),
            (&[("toString", 3)], &["toString() is called 3 times"]),
            // The queues' starts and ends, as the timing phase reads them.
            (&[("queues", 2), ("startInserts", 1), ("startSame", 0), ("startDifferent", 0), ("goalDequeued", 1)], &[]),
            (&[("startInserts", 2), ("startSame", 1)], &["a queue receives the initial board twice (2 inserts"]),
            (
                &[("queues", 1), ("startInserts", 2), ("startDifferent", 1)],
                &["the board and its twin start in one MinPQ"],
            ),
            (&[("goalDequeued", 0)], &["the search stops without dequeuing a goal board"]),
        ];
        for (changes, expected) in cases {
            let found = diagnoses(&with(changes), &reference());
            assert_eq!(found.len(), expected.len(), "{changes:?}: {found:?}");
            for (finding, start) in found.iter().zip(expected) {
                assert!(finding.line.starts_with(start), "{changes:?}: {}", finding.line);
            }
        }
    }
}
