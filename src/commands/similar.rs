//! `slider similar`: the class's similarity found (`similarity::check`), the table or a listing on
//! standard output, and with `--out-dir` every report written.

use anyhow::Result;

use crate::config::{Listing, SimilarConfig};
use crate::report::similarity::{self, table};
use crate::report::to_stdout;
use crate::similarity::check;
use crate::{exit_code, interrupt};

/// Runs `slider similar`.
///
/// # Errors
/// A base folder that cannot be read, or a report that cannot be written.
pub fn run(config: &SimilarConfig) -> Result<i32> {
    let interrupted = interrupt::install()?;
    let found =
        check(&config.settings, &config.submissions, &config.prior, config.max_zip_bytes, config.jobs, &interrupted)?;
    if interrupted.load(std::sync::atomic::Ordering::Acquire) {
        eprintln!("slider similar: interrupted; nothing written");
        return Ok(exit_code::INTERRUPTED);
    }
    if let Some(dir) = &config.out_dir {
        similarity::write_all(&found, dir, None)?;
    }
    match config.listing {
        Listing::Table => {
            let mut text = table(&found.report, config.top);
            if let Some(dir) = &config.out_dir {
                text.push_str(&format!(
                    "Reports in {}: similarity.html, similarity.csv, similarity.json\n",
                    dir.display()
                ));
            }
            to_stdout(&text)?;
        }
        Listing::Json => {
            let mut bytes = Vec::new();
            similarity::json(&found, &mut bytes)?;
            to_stdout(&String::from_utf8_lossy(&bytes))?;
        }
        Listing::Csv => {
            let mut bytes = Vec::new();
            similarity::csv(&found, &mut bytes)?;
            to_stdout(&String::from_utf8_lossy(&bytes))?;
        }
    }
    Ok(exit_code::SUCCESS)
}
