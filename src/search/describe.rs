//! What the grader calls the library's choices and results, in one place: the command-line names of
//! heuristics and neighbour orders, a strategy's label in tables (`A* (manhattan)`, `IDA* (pdb 7-8)`),
//! the one-line summary `slider solve --stats` prints, and the line for each step of a pattern-database
//! load or build. The library writes none of this text.

use std::time::Duration;

use npuzzle::ida_star::IdaHeuristic;
use npuzzle::pattern_db::{PdbEvent, Verified};
use npuzzle::{Detail, Heuristic, NeighborOrder, Report, SearchStats, Strategy};

use crate::formatting::format_millis;
use crate::plural::plural;

/// `hamming`, `manhattan`, `linear-conflict`: the names of `--heuristic`.
#[must_use]
pub fn heuristic_name(heuristic: Heuristic) -> &'static str {
    match heuristic {
        Heuristic::Hamming => "hamming",
        Heuristic::Manhattan => "manhattan",
        Heuristic::LinearConflict => "linear-conflict",
    }
}

/// `checklist` or `princeton`: the names of `--order`.
#[must_use]
pub fn order_name(order: NeighborOrder) -> &'static str {
    match order {
        NeighborOrder::Checklist => "checklist",
        NeighborOrder::Princeton => "princeton",
    }
}

/// IDA*'s heuristic: `manhattan`, `linear-conflict` or `pdb 7-8`.
#[must_use]
fn ida_heuristic_name(heuristic: &IdaHeuristic<'_>) -> String {
    match heuristic {
        IdaHeuristic::Manhattan => heuristic_name(Heuristic::Manhattan).to_string(),
        IdaHeuristic::LinearConflict => heuristic_name(Heuristic::LinearConflict).to_string(),
        IdaHeuristic::Pdb(pdb) => format!("pdb {}", pdb.partition().name()),
        IdaHeuristic::PdbMax(pdbs) => {
            let names: Vec<String> = pdbs.iter().map(|pdb| pdb.partition().name()).collect();
            format!("pdb max({})", names.join(", "))
        }
    }
}

/// A strategy's label in tables and progress messages.
#[must_use]
pub fn label(strategy: &Strategy<'_>) -> String {
    match strategy {
        Strategy::AStar(options) => format!("A* ({})", heuristic_name(options.heuristic)),
        Strategy::IdaStar(options) => format!("IDA* ({})", ida_heuristic_name(&options.heuristic)),
        Strategy::Weighted(options) => match options.weight {
            Some(weight) => format!("weighted A* (w = {weight})"),
            None => "weighted A*".to_string(),
        },
        Strategy::BreadthFirst => "breadth-first".to_string(),
        Strategy::Bidirectional => "bidirectional BFS".to_string(),
        Strategy::Layers => "layer by layer".to_string(),
    }
}

/// What a search did, in one line (`slider solve --stats`).
#[must_use]
pub fn summary(strategy: &Strategy<'_>, report: &Report) -> String {
    let ms = format_millis(report.elapsed);
    match (&report.detail, strategy) {
        (Detail::AStar(stats), _) => astar_counts(stats, report.elapsed),
        (Detail::IdaStar { passes }, Strategy::IdaStar(options)) => {
            let passes: Vec<String> = passes.iter().map(|p| format!("{}:{}", p.threshold, p.expanded)).collect();
            format!(
                "IDA* ({}): {} expanded, {} generated, {ms}; passes (threshold:expanded) {}",
                ida_heuristic_name(&options.heuristic),
                report.expanded,
                report.generated,
                passes.join(" ")
            )
        }
        (Detail::Weighted { weight, restarts }, Strategy::Weighted(options)) => format!(
            "weighted A* ({}, w = {weight}, {restarts} restarts): {} expanded, {} stored, {ms}",
            heuristic_name(options.heuristic),
            report.expanded,
            report.stored
        ),
        (Detail::BreadthFirst, _) => {
            format!("breadth-first: {} expanded, {} stored, {ms}", report.expanded, report.stored)
        }
        (Detail::Bidirectional, _) => {
            format!("bidirectional breadth-first: {} expanded, {} stored, {ms}", report.expanded, report.stored)
        }
        (Detail::Layers { phases }, _) => {
            let moves = report.moves().map_or_else(|| "no route".to_string(), |m| plural(m as u64, "move"));
            format!("layer by layer: {moves}, {}, {ms}", plural(phases.len() as u64, "phase"))
        }
        (Detail::IdaStar { .. } | Detail::Weighted { .. }, _) => {
            format!("{}: {} expanded, {} stored, {ms}", label(strategy), report.expanded, report.stored)
        }
    }
}

/// The assignment's A* counts, named as the Princeton autograder names them.
#[must_use]
fn astar_counts(s: &SearchStats, elapsed: Duration) -> String {
    format!(
        "insert() {}, delMin() {}, max PQ size {}, Board() {}, equals() {}, heuristic {}, {}",
        s.inserts,
        s.del_mins,
        s.max_pq_size,
        s.boards_constructed,
        s.equals_calls,
        s.heuristic_calls,
        format_millis(elapsed)
    )
}

/// What only some strategies add to a comparison row: IDA*'s passes, weighted A*'s restarts.
#[must_use]
pub fn remark(report: &Report) -> Option<String> {
    match &report.detail {
        Detail::IdaStar { passes } => Some(plural(passes.len() as u64, "pass")),
        Detail::Weighted { weight, restarts } if *restarts > 0 => {
            Some(format!("{}, finished with w = {weight}", plural(*restarts, "restart")))
        }
        Detail::Layers { phases } if !phases.is_empty() => Some(plural(phases.len() as u64, "phase")),
        Detail::Weighted { .. }
        | Detail::AStar(_)
        | Detail::BreadthFirst
        | Detail::Bidirectional
        | Detail::Layers { .. } => None,
    }
}

/// A pattern-database step, in one line for a log or a progress display.
#[must_use]
pub fn pdb_event(event: &PdbEvent<'_>) -> String {
    let mib = |bytes: u64| bytes as f64 / 1_048_576.0;
    match *event {
        PdbEvent::Loaded { pattern, path, verified } => {
            let checked = match verified {
                Verified::Now => "checksum verified",
                Verified::ByStamp => "checksum verified before, per its stamp",
            };
            format!("pattern {pattern}: mapped {} ({checked})", path.display())
        }
        PdbEvent::Rejected { pattern, path, reason } => {
            format!("pattern {pattern}: not using {}: {reason}; rebuilding it", path.display())
        }
        PdbEvent::Building { pattern, layer, fraction } => format!(
            "pattern {pattern}: building ({} entries), layer {layer}, {:.1}% known",
            pattern.placements(),
            100.0 * fraction
        ),
        PdbEvent::Built { pattern, info } => {
            let working_set = info.build_peak_bytes.map(|peak| format!(" (build working set {:.1} MiB)", mib(peak)));
            format!(
                "pattern {pattern}: built in {:.1} s, {} entries x {} bits = {:.1} MiB{}",
                info.elapsed.as_secs_f64(),
                info.entries,
                info.bits_per_entry,
                mib(info.table_bytes),
                working_set.unwrap_or_default()
            )
        }
        PdbEvent::Saved { pattern, path, bytes } => {
            format!("pattern {pattern}: wrote {} ({bytes} bytes)", path.display())
        }
        PdbEvent::SaveFailed { pattern, path, reason } => {
            format!("pattern {pattern}: cannot write {}: {reason}; using it without caching", path.display())
        }
    }
}
