//! The assessment as text, in the shape students of this assignment know: a summary, then each
//! section's tests (`* input` lines, `- detail` lines, `==> passed` or `==> FAILED`) ending in
//! `Total: k/m tests passed!`; tests that share an id (timing, memory) as one table each.

use std::fmt::Write as _;

use crate::assess::model::WEIGHTS;
use crate::assess::{Assessment, Section, Table, Test};
use crate::config::STYLE;

const RULE: &str = "================================================================";

/// The whole assessment.
#[must_use]
pub fn render(assessment: &Assessment) -> String {
    let mut out = String::from("ASSESSMENT SUMMARY\n\n");
    let passed = |r: &Result<(), String>| if r.is_ok() { "PASSED" } else { "FAILED" };
    let _ = writeln!(out, "{:<13} {}", "Compilation:", passed(&assessment.compilation));
    let _ = writeln!(out, "{:<13} {}", "API:", passed(&assessment.api));
    let mut weights = vec!["Compilation: 5%".to_string(), "API: 5%".to_string()];
    for (category, weight) in &WEIGHTS[2..] {
        let (passed, total) = assessment.category_totals(category);
        if total == 0 {
            continue;
        }
        let label = format!("{}{}", category[..1].to_uppercase(), &category[1..]);
        let _ = writeln!(out, "{:<13} {passed}/{total} tests passed", format!("{label}:"));
        weights.push(format!("{label}: {weight}%"));
    }
    let (passed, total) = assessment.category_totals(STYLE);
    if total > 0 {
        let _ = writeln!(out, "{:<13} {passed}/{total} tests passed (feedback, not in the score)", "Style:");
    }
    let _ = writeln!(out, "\nAggregate score: {:.2}%\n[{}]", assessment.aggregate(), weights.join(", "));
    for why in [&assessment.compilation, &assessment.api].into_iter().filter_map(|r| r.as_ref().err()) {
        let _ = writeln!(out, "\n{why}");
    }
    for problem in &assessment.problems {
        let _ = writeln!(out, "Note: {problem}");
    }
    let _ = writeln!(out, "\n{RULE}");
    for section in &assessment.sections {
        out.push('\n');
        out.push_str(&render_section(section));
        let _ = writeln!(out, "\n{RULE}");
    }
    out
}

/// One section: heading, notes, tests or tables, total.
#[must_use]
pub fn render_section(section: &Section) -> String {
    let mut out = format!("{}\n*{}\n", section.kind.title(), "-".repeat(59));
    for note in &section.notes {
        let _ = writeln!(out, "{note}");
    }
    if !section.notes.is_empty() {
        out.push('\n');
    }
    let mut shown_tables: Vec<&str> = Vec::new();
    let mut rest = section.tests.as_slice();
    while let Some(test) = rest.first() {
        // Tests not run for one reason, in a row, are one entry (a test always counts itself).
        let skipped =
            not_run_with(test).map_or(1, |why| rest.iter().take_while(|t| not_run_with(t) == Some(why)).count());
        match section.tables.iter().find(|t| t.id == test.id && test.subject.is_some()) {
            Some(table) if !shown_tables.contains(&table.id.as_str()) => {
                shown_tables.push(&table.id);
                out.push_str(&render_table(table, &section.tests));
            }
            Some(_) => {}
            None if skipped > 1 => out.push_str(&render_not_run(&rest[..skipped])),
            None => out.push_str(&render_test(test)),
        }
        rest = &rest[skipped..];
    }
    let (passed, total) = section.totals();
    let _ = writeln!(out, "Total: {passed}/{total} tests passed!");
    out
}

/// The one reason a test was not run, if that is all it says.
fn not_run_with(test: &Test) -> Option<&str> {
    match test.details.as_slice() {
        [why] if !test.passed && test.subject.is_none() && why.starts_with("not run") => Some(why),
        _ => None,
    }
}

/// Tests in a row that were not run for one reason, as one entry: a submission that does not compile
/// reads as a few lines, not hundreds.
fn render_not_run(tests: &[Test]) -> String {
    let (first, last) = (&tests[0].id, &tests[tests.len() - 1].id);
    let why = not_run_with(&tests[0]).unwrap_or_default();
    format!("Tests {first} to {last} ({} tests)\n  - {why}\n==> FAILED\n\n", tests.len())
}

fn render_test(test: &Test) -> String {
    let title = if test.title.is_empty() { String::new() } else { format!(": {}", test.title) };
    let mut out = format!("Test {}{title}\n", test.id);
    for input in &test.inputs {
        let _ = writeln!(out, "  * {input}");
    }
    for detail in &test.details {
        if detail.starts_with(' ') {
            let _ = writeln!(out, "   {detail}");
        } else {
            let _ = writeln!(out, "  - {detail}");
        }
    }
    let _ = writeln!(out, "==> {}\n", if test.passed { "passed" } else { "FAILED" });
    out
}

/// A table: the header, a row per test (`=> passed` or `=> FAILED` and its cells), the first
/// failures' details, and the count.
fn render_table(table: &Table, tests: &[Test]) -> String {
    let rows: Vec<&Test> = tests.iter().filter(|t| t.id == table.id && t.subject.is_some()).collect();
    let widths: Vec<usize> = (0..table.columns.len())
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.cells.get(c))
                .map(String::len)
                .chain([table.columns[c].len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[String]| -> String {
        cells.iter().zip(&widths).map(|(cell, w)| format!("{cell:>w$}")).collect::<Vec<_>>().join("  ")
    };
    let mut out = format!("Test {}: {}\n\n", table.id, table.title);
    let why = rows.first().and_then(|r| r.details.first()).filter(|w| w.starts_with("not run"));
    if let Some(why) = why.filter(|why| rows.iter().all(|r| !r.passed && r.details.as_slice() == [why.to_string()])) {
        // Nothing ran: the rows would only repeat the reason.
        let _ = writeln!(out, "  - {why}\n==> 0/{} tests passed\n", rows.len());
        return out;
    }
    let _ = writeln!(out, "{:11}{}", "", line(&table.columns));
    let _ = writeln!(out, "{}", "=".repeat(11 + widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1)));
    for row in &rows {
        let _ = writeln!(out, "{:11}{}", if row.passed { "=> passed" } else { "=> FAILED" }, line(&row.cells));
    }
    for row in rows.iter().filter(|r| !r.passed).take(3) {
        for detail in &row.details {
            let _ = writeln!(out, "  - {}: {detail}", row.subject.as_deref().unwrap_or_default());
        }
    }
    let passed = rows.iter().filter(|r| r.passed).count();
    let _ = writeln!(out, "==> {passed}/{} tests passed\n", rows.len());
    out
}

#[cfg(test)]
mod tests {
    use super::render_section;
    use crate::assess::{Section, SectionKind, Table, Test};

    fn test(id: &str, subject: Option<&str>, passed: bool, details: &[&str], cells: &[&str]) -> Test {
        Test {
            id: id.into(),
            subject: subject.map(String::from),
            title: if subject.is_some() { String::new() } else { "hamming() with file inputs".into() },
            inputs: if subject.is_some() { Vec::new() } else { vec!["puzzle04.txt".into()] },
            passed,
            details: details.iter().map(|d| (*d).to_string()).collect(),
            cells: cells.iter().map(|c| (*c).to_string()).collect(),
            cpu_ms: 0.0,
        }
    }

    #[test]
    fn tests_and_tables_are_rendered_in_the_assessment_layout() {
        let section = Section {
            kind: SectionKind::Timing,
            tests: vec![
                test("1a", None, false, &["student hamming() = 5", "     3"], &[]),
                test("2", Some("puzzle20.txt"), true, &[], &["puzzle20.txt", "10 (0.6x)"]),
                test("2", Some("puzzle31.txt"), false, &["insert() over"], &["puzzle31.txt", "99999 (1.2x)"]),
            ],
            tables: vec![Table {
                id: "2".into(),
                title: "count MinPQ operations".into(),
                columns: vec!["filename".into(), "insert()".into()],
            }],
            notes: Vec::new(),
        };
        let expected = "\
Timing Solver (reference Board substituted)
*-----------------------------------------------------------
Test 1a: hamming() with file inputs
  * puzzle04.txt
  - student hamming() = 5
        3
==> FAILED

Test 2: count MinPQ operations

               filename      insert()
=====================================
=> passed  puzzle20.txt     10 (0.6x)
=> FAILED  puzzle31.txt  99999 (1.2x)
  - puzzle31.txt: insert() over
==> 1/2 tests passed

Total: 1/3 tests passed!
";
        let got = render_section(&section);
        assert_eq!(got, expected, "{}", similar::TextDiff::from_lines(expected, &got).unified_diff());
    }

    #[test]
    fn tests_not_run_for_one_reason_are_one_entry() {
        let why = "not run: the code did not compile (see above)";
        let tests =
            ["1a", "1b", "2", "3"].map(|id| Test { title: String::new(), ..test(id, None, false, &[why], &[]) });
        let mut tests = tests.to_vec();
        tests.push(test("4", None, false, &["not run: the assessment stopped before this test"], &[]));
        let section = Section { kind: SectionKind::BoardCorrectness, tests, tables: Vec::new(), notes: Vec::new() };
        let got = render_section(&section);
        let expected = format!(
            "Tests 1a to 3 (4 tests)\n  - {why}\n==> FAILED\n\nTest 4: hamming() with file inputs\n  * puzzle04.txt\n  \
             - not run: the assessment stopped before this test\n==> FAILED\n\nTotal: 0/5 tests passed!\n"
        );
        assert!(got.ends_with(&expected), "{}", similar::TextDiff::from_lines(&expected, &got).unified_diff());
        // A table none of whose rows ran is its title and the reason, once.
        let rows = ["puzzle20.txt", "puzzle28.txt"].map(|p| test("2", Some(p), false, &[why], &[p, "-"])).to_vec();
        let table = Table { id: "2".into(), title: "count MinPQ operations".into(), columns: vec!["filename".into()] };
        let section = Section { kind: SectionKind::Timing, tests: rows, tables: vec![table], notes: Vec::new() };
        let expected = format!("Test 2: count MinPQ operations\n\n  - {why}\n==> 0/2 tests passed\n\nTotal: 0/2");
        assert!(render_section(&section).contains(&expected), "{}", render_section(&section));
    }
}
