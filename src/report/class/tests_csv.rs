//! Every test of the class, CSV, a row each: the student, the group and its category, the test's
//! stable name, whether it passed, the points it earned of those it could (a group's points apportioned among its tests, so they
//! add up to exactly the group's), and why it failed. The
//! gradebook's columns add up from these rows; a spreadsheet's pivot table shows which tests a
//! class fails most.

use std::io::{self, Write};

use crate::class::model::ClassReport;
use crate::class::worth::{Points, apportion};
use crate::report::class::cases::cases;

/// Writes `tests.csv`.
pub(crate) fn write(report: &ClassReport, out: &mut dyn Write) -> io::Result<()> {
    let mut csv = csv::Writer::from_writer(out);
    csv.write_record(["student", "group", "category", "test", "passed", "points", "max_points", "verdict", "message"])?;
    for record in &report.submissions {
        let build = &record.build;
        let verdict = build.verdict.clone().unwrap_or_default();
        let passed = u8::from(build.passed).to_string();
        let message = if build.passed { "passed" } else { build.reason.as_str() };
        csv.write_record([
            &record.name,
            "compilation",
            "compilation",
            "compilation",
            &passed,
            &passed,
            "1",
            &verdict,
            message,
        ])?;
        for group in &report.groups {
            let cases = cases(record, group);
            let shares: Vec<f64> = cases.iter().map(|c| c.share).collect();
            for (case, worth) in cases.iter().zip(apportion(Points::of(group.points), &shares)) {
                csv.write_record([
                    record.name.as_str(),
                    &group.name,
                    &group.category,
                    &case.id,
                    if case.passed { "1" } else { "0" },
                    &if case.passed { worth } else { Points::ZERO }.text(4),
                    &worth.text(4),
                    case.verdict.as_deref().unwrap_or_default(),
                    &case.message,
                ])?;
            }
        }
    }
    csv.flush()
}
