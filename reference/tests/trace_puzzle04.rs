//! The checklist trace of puzzle04: the reference's own text, byte for byte (`traces/puzzle04.txt`), and
//! the facts of the published trace, with exactly the documented deviation allowed (see
//! `traces/README.md`): the root's two children swap letters and step 1 inserts them in the other order.
//!
//! Run with `UPDATE_GOLDEN=1` to rewrite the golden file after an intended change.

use std::path::Path;

use npuzzle::trace::{PqOpKind, label, render};
use npuzzle::{Board, SolverOptions, Trace};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the crate sits in the workspace")
}

fn puzzle04() -> Trace {
    let board = Board::from_file(root().join("puzzles/puzzle04.txt")).expect("puzzle04 parses");
    Trace::record(&board, &SolverOptions::default(), u64::MAX).expect("puzzle04 traces")
}

#[test]
fn rendering_matches_the_golden_file_byte_for_byte() {
    let mut text = String::new();
    render(&puzzle04(), &mut text).expect("rendering to a string cannot fail");
    let golden = root().join("traces/puzzle04.txt");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&golden, &text).expect("golden file is writable");
    }
    let expected = std::fs::read_to_string(&golden).expect("traces/puzzle04.txt exists");
    if text != expected {
        let diff = similar::TextDiff::from_lines(&expected, &text);
        panic!("trace differs from {}:\n{}", golden.display(), diff.unified_diff().header("golden", "rendered"));
    }
}

/// A node of the published trace: label, board, Manhattan, moves, priority, parent.
type Published = (&'static str, [u16; 9], u32, u32, u32, Option<&'static str>);

/// The facts of the checklist's published trace.
const NODES: [Published; 13] = [
    ("A", [0, 1, 3, 4, 2, 5, 7, 8, 6], 4, 0, 4, None),
    ("B", [1, 0, 3, 4, 2, 5, 7, 8, 6], 3, 1, 4, Some("A")),
    ("C", [4, 1, 3, 0, 2, 5, 7, 8, 6], 5, 1, 6, Some("A")),
    ("d", [0, 1, 3, 4, 2, 5, 7, 8, 6], 4, 2, 6, Some("B")),
    ("E", [1, 2, 3, 4, 0, 5, 7, 8, 6], 2, 2, 4, Some("B")),
    ("F", [1, 3, 0, 4, 2, 5, 7, 8, 6], 4, 2, 6, Some("B")),
    ("g", [1, 0, 3, 4, 2, 5, 7, 8, 6], 3, 3, 6, Some("E")),
    ("H", [1, 2, 3, 0, 4, 5, 7, 8, 6], 3, 3, 6, Some("E")),
    ("I", [1, 2, 3, 4, 8, 5, 7, 0, 6], 3, 3, 6, Some("E")),
    ("J", [1, 2, 3, 4, 5, 0, 7, 8, 6], 1, 3, 4, Some("E")),
    ("K", [1, 2, 0, 4, 5, 3, 7, 8, 6], 2, 4, 6, Some("J")),
    ("l", [1, 2, 3, 4, 0, 5, 7, 8, 6], 2, 4, 6, Some("J")),
    ("M", [1, 2, 3, 4, 5, 6, 7, 8, 0], 0, 4, 4, Some("J")),
];

/// The published heap operations per step: the operation and the heap's slots afterwards.
const STEPS: [&[(&str, &str)]; 6] = [
    &[("new", ""), ("insert A", "A")],
    &[("delMin A", ""), ("insert B", "B"), ("insert C", "BC")],
    &[("delMin B", "C"), ("insert E", "EC"), ("insert F", "ECF")],
    &[("delMin E", "FC"), ("insert H", "FCH"), ("insert I", "FCHI"), ("insert J", "JFHIC")],
    &[("delMin J", "CFHI"), ("insert K", "CFHIK"), ("insert M", "MFCIKH")],
    &[("delMin M", "HFCIK")],
];

/// The deviation: the reference's B is the published C and the other way round.
fn published_name(ours: &str) -> String {
    match ours {
        "B" => "C".to_string(),
        "C" => "B".to_string(),
        other => other.to_string(),
    }
}

fn name(trace: &Trace, id: usize) -> String {
    published_name(&label(id, trace.nodes[id].rejected))
}

#[test]
fn nodes_match_the_published_facts_with_the_root_children_exchanged() {
    let trace = puzzle04();
    assert_eq!(trace.nodes.len(), NODES.len());
    for (id, node) in trace.nodes.iter().enumerate() {
        let ours = name(&trace, id);
        let (_, tiles, h, moves, priority, parent) =
            NODES.iter().find(|p| p.0 == ours).unwrap_or_else(|| panic!("no published node {ours}"));
        assert_eq!(node.board.tiles(), tiles, "board of {ours}");
        assert_eq!((node.estimate, node.moves, node.priority), (*h, *moves, *priority), "{ours}");
        assert_eq!(node.parent.map(|p| name(&trace, p)).as_deref(), *parent, "parent of {ours}");
    }
    // Creation order: the published order with B and C exchanged, and nothing else.
    let order: Vec<String> = (0..trace.nodes.len()).map(|id| name(&trace, id)).collect();
    let mut expected: Vec<String> = NODES.iter().map(|p| p.0.to_string()).collect();
    expected.swap(1, 2);
    assert_eq!(order, expected);
    let path: Vec<String> = trace.goal_path().into_iter().map(|id| name(&trace, id)).collect();
    assert_eq!(path, ["A", "B", "E", "J", "M"]);
}

#[test]
fn heap_after_every_operation_matches_from_step_two_on() {
    let trace = puzzle04();
    assert_eq!(trace.steps.len(), STEPS.len());
    let ops = |step: usize| -> Vec<(String, String)> {
        trace.steps[step]
            .ops
            .iter()
            .map(|op| {
                let what = match op.kind {
                    PqOpKind::New => "new".to_string(),
                    PqOpKind::Insert(id) => format!("insert {}", name(&trace, id)),
                    PqOpKind::DelMin(id) => format!("delMin {}", name(&trace, id)),
                };
                (what, op.heap.iter().map(|&id| name(&trace, id)).collect())
            })
            .collect()
    };
    let published = |step: usize| -> Vec<(String, String)> {
        STEPS[step].iter().map(|(a, b)| ((*a).to_string(), (*b).to_string())).collect()
    };
    for step in [0, 2, 3, 4, 5] {
        assert_eq!(ops(step), published(step), "step {step}");
    }
    // Step 1: the same delMin and the same final heap, with the two inserts in the other order.
    let (ours, theirs) = (ops(1), published(1));
    assert_eq!(ours[0], theirs[0]);
    assert_eq!(ours[1].0, theirs[2].0);
    assert_eq!(ours[2].0, theirs[1].0);
    assert_eq!(ours[2].1, theirs[2].1);
}

#[test]
fn tree_shape_matches_with_the_root_children_in_the_other_order() {
    let trace = puzzle04();
    let count = trace.nodes.len();
    let children = |parent: &str| -> Vec<String> {
        let id = (0..count).find(|&i| name(&trace, i) == parent).expect("node exists");
        trace.children(id, count).into_iter().map(|c| name(&trace, c)).collect()
    };
    assert_eq!(children("A"), ["C", "B"]);
    assert_eq!(children("B"), ["d", "E", "F"]);
    assert_eq!(children("E"), ["g", "H", "I", "J"]);
    assert_eq!(children("J"), ["K", "l", "M"]);
    for leaf in ["C", "d", "F", "g", "H", "I", "K", "l", "M"] {
        assert!(children(leaf).is_empty(), "{leaf} is a leaf");
    }
}
