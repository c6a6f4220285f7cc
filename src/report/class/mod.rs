//! The class reports, all made from one [`ClassReport`]: per submission the assessment text and a
//! page; for the class the gradebook (CSV), every test (`tests.csv`), `class.json`, JUnit XML and the
//! HTML index; Gradescope's
//! `results.json` for one submission; and the table on the terminal.

mod assessment;
mod cases;
mod charts;
mod classroom;
mod gradebook;
mod gradescope;
mod heatmap;
mod histogram;
mod html;
mod json;
mod junit;
pub(crate) mod page;
mod student_page;
mod table;
mod tests_csv;

pub use assessment::assessment;
pub use charts::puzzle_rates;
pub use table::table;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::class::model::{ClassReport, SubmissionRecord};
use crate::exit_code::WriteError;
use crate::report::{Folder, atomically};
use crate::similarity::SimilarityReport;

/// A student's folder under `students/`: their name when it is made of letters, digits, `-`, `_` and
/// `.`; otherwise those characters with a fingerprint of the name, so that no name leaves the folder
/// and two names never share one.
#[must_use]
pub fn student_folder(name: &str) -> String {
    let safe: String = name.chars().map(|c| if c.is_alphanumeric() || "-_.".contains(c) { c } else { '_' }).collect();
    if safe == name && !name.starts_with('.') {
        return safe;
    }
    format!("_{safe}-{}", &crate::config::fingerprint(name.as_bytes())[..8])
}

/// Writes every class report into `out_dir`, the index linking to `similarity.html` when the class's
/// `similarity` was found; returns the files written.
///
/// # Errors
/// The first file that cannot be written.
pub fn write_all(
    report: &ClassReport,
    out_dir: &Path,
    similarity: Option<&SimilarityReport>,
) -> Result<Vec<PathBuf>, WriteError> {
    let mut folder = Folder::new(out_dir);
    let mut file = |name: &str, write: &dyn Fn(&mut dyn Write) -> std::io::Result<()>| folder.file(name, write);
    file("class.json", &|out| json::write(report, out))?;
    file("gradebook.csv", &|out| gradebook::write(report, out))?;
    file("tests.csv", &|out| tests_csv::write(report, out))?;
    file("junit.xml", &|out| junit::write(report, out))?;
    let page_of = |name: &str| format!("students/{}/index.html", student_folder(name));
    file("index.html", &|out| out.write_all(html::index(report, &page_of, similarity).as_bytes()))?;
    for record in &report.submissions {
        let folder = format!("students/{}", student_folder(&record.name));
        file(&format!("{folder}/assessment.txt"), &|out| out.write_all(assessment(report, record).as_bytes()))?;
        file(&format!("{folder}/index.html"), &|out| {
            out.write_all(student_page::student(report, record, "../../index.html").as_bytes())
        })?;
    }
    Ok(folder.written())
}

/// Appends GitHub Classroom's step outputs for `record` to `path` (`$GITHUB_OUTPUT`, which other steps
/// write to as well, so it is appended to rather than replaced).
///
/// # Errors
/// When it cannot be written.
pub fn write_classroom(report: &ClassReport, record: &SubmissionRecord, path: &Path) -> Result<(), WriteError> {
    let failed = |e| WriteError::new(path.display().to_string(), e);
    let mut file = fs::OpenOptions::new().create(true).append(true).open(path).map_err(failed)?;
    let mut text = Vec::new();
    classroom::write(report, record, &mut text).map_err(failed)?;
    file.write_all(&text).map_err(failed)
}

/// Writes Gradescope's `results.json` for `record` to `path`.
///
/// # Errors
/// When it cannot be written.
pub fn write_gradescope(report: &ClassReport, record: &SubmissionRecord, path: &Path) -> Result<(), WriteError> {
    atomically(path, |out| gradescope::write(report, record, out))
}
