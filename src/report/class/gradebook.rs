//! The class gradebook, CSV: a row per student (in class order, missing ones marked), a column per
//! test group (points earned), per category that carries points (percent of its points) and the aggregate score (percent).

use std::io::{self, Write};

use crate::class::model::ClassReport;
use crate::class::score::category_percent;
use crate::class::worth::Points;

/// Writes the gradebook.
pub(crate) fn write(report: &ClassReport, out: &mut dyn Write) -> io::Result<()> {
    let mut csv = csv::Writer::from_writer(out);
    let mut header = vec!["student".to_string(), "status".into(), "language".into(), "compiled".into()];
    header.extend(report.groups.iter().map(|g| g.name.clone()));
    // A category without points (the assessment's while it is off) would be a column of zeros.
    let scored: Vec<&str> = report.scored_categories().map(|c| c.name.as_str()).collect();
    header.extend(scored.iter().map(|c| format!("{c}_percent")));
    header.push("score_percent".into());
    csv.write_record(&header)?;
    let names: Vec<&str> =
        report.submissions.iter().map(|s| s.name.as_str()).chain(report.missing.iter().map(String::as_str)).collect();
    for name in names {
        let Some(record) = report.submissions.iter().find(|s| s.name == name) else {
            let mut row = vec![name.to_string(), "missing".into()];
            row.resize(header.len(), String::new());
            csv.write_record(&row)?;
            continue;
        };
        let mut row =
            vec![record.name.clone(), "graded".into(), record.language.clone(), record.build.passed.to_string()];
        row.extend(record.groups.iter().map(|g| Points::of(g.earned).text(2)));
        row.extend(
            record
                .categories
                .iter()
                .filter(|c| scored.contains(&c.name.as_str()))
                .map(|c| format!("{:.2}", category_percent(c))),
        );
        row.push(format!("{:.2}", record.score_percent));
        csv.write_record(&row)?;
    }
    csv.flush()
}
