//! Every test of the class, CSV, a row each: the student, the group and its category, the test's
//! stable name, whether it passed, the points it earned of those it could (its part of its group's
//! points, read from the submission's [`sheet`], so that a group's rows add up to exactly its points),
//! and why it failed. The gradebook's columns add up from these rows; a spreadsheet's pivot table
//! shows which tests a class fails most.

use std::io::{self, Write};

use crate::class::model::ClassReport;
use crate::class::worth::sheet;
use crate::report::class::cases::case;

/// Writes `tests.csv`.
pub(crate) fn write(report: &ClassReport, out: &mut dyn Write) -> io::Result<()> {
    let mut csv = csv::Writer::from_writer(out);
    csv.write_record(["student", "group", "category", "test", "passed", "points", "max_points", "verdict", "message"])?;
    for record in &report.submissions {
        let sheet = sheet(report, record);
        let build = &record.build;
        let verdict = build.verdict.clone().unwrap_or_default();
        let message = if build.passed { "passed" } else { build.reason.as_str() };
        csv.write_record([
            record.name.as_str(),
            "compilation",
            "compilation",
            "compilation",
            if build.passed { "1" } else { "0" },
            &sheet.build.earned_points().text(4),
            &sheet.build.points.text(4),
            &verdict,
            message,
        ])?;
        for (group, tested) in report.groups.iter().zip(&sheet.groups) {
            for entry in tested {
                let case = case(record, group, &entry.tested);
                csv.write_record([
                    record.name.as_str(),
                    &group.name,
                    &group.category,
                    &case.id,
                    if case.passed { "1" } else { "0" },
                    &entry.worth.earned_points().text(4),
                    &entry.worth.points.text(4),
                    case.verdict.as_deref().unwrap_or_default(),
                    &case.message,
                ])?;
            }
        }
    }
    csv.flush()
}
