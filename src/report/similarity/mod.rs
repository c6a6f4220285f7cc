//! The similarity reports, all made from one [`SimilarityReport`]: the table on the terminal,
//! `similarity.csv`, `similarity.json`, `similarity.html` and a page per pair that got one
//! (`similarity/pair-NNNN.html`).

mod csv;
mod explain;
mod index_page;
mod json;
mod pair_page;
mod style;
mod table;

pub use explain::explain;
pub use index_page::summary;
pub use table::table;

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::exit_code::WriteError;
use crate::report::Folder;
use crate::similarity::Found;

/// `similarity.json` written to `out`.
///
/// # Errors
/// When `out` fails.
pub fn json(found: &Found, out: &mut dyn Write) -> std::io::Result<()> {
    json::write(&found.report, out)
}

/// `similarity.csv` written to `out`.
///
/// # Errors
/// When `out` fails.
pub fn csv(found: &Found, out: &mut dyn Write) -> std::io::Result<()> {
    csv::write(&found.report, out)
}

/// Writes every similarity report into `out_dir`; `back` links `similarity.html` to the class report.
/// Returns the files written.
///
/// # Errors
/// The first file that cannot be written.
pub fn write_all(found: &Found, out_dir: &Path, back: Option<&str>) -> Result<Vec<PathBuf>, WriteError> {
    let mut folder = Folder::new(out_dir);
    let mut file = |name: &str, write: &dyn Fn(&mut dyn Write) -> std::io::Result<()>| folder.file(name, write);
    let report = &found.report;
    file("similarity.json", &|out| json::write(report, out))?;
    file("similarity.csv", &|out| csv::write(report, out))?;
    file("similarity.html", &|out| out.write_all(index_page::index_page(report, back).as_bytes()))?;
    let program = |name: &str| found.entrants.iter().find(|e| e.name == name).map(|e| &e.program);
    for (rank, tiles) in &found.paged {
        let pair = &report.pairs[*rank];
        let (Some(page), Some(a), Some(b)) = (&pair.page, program(&pair.a), program(&pair.b)) else { continue };
        let html = pair_page::pair_page(pair, report.min_tokens, a, b, tiles, "../similarity.html");
        file(page, &|out| out.write_all(html.as_bytes()))?;
    }
    Ok(folder.written())
}
