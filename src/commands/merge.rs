//! `slider merge`: the journals of `slider grade --shard` runs joined into the reports one run over the
//! whole class would have written.

use std::fs;

use anyhow::{Context, Result, bail};

use crate::class::journal::Journal;
use crate::class::model::ClassReport;
use crate::config::MergeConfig;
use crate::exit_code;
use crate::report::class::{table, write_all};
use crate::report::to_stdout;

/// Merges and writes the reports; returns the exit status.
pub fn run(config: &MergeConfig) -> Result<i32> {
    let mut header = None;
    let mut records = Vec::new();
    for input in &config.inputs {
        let (this, graded) = Journal::read(input)?;
        let first = header.get_or_insert_with(|| this.clone());
        if this.digest != first.digest || this.class != first.class {
            bail!(
                "{}: graded under another profile, corpus or class than {}; merge the shards of one class",
                input.display(),
                config.inputs[0].display()
            );
        }
        for record in graded {
            if records.iter().any(|r: &crate::class::model::SubmissionRecord| r.name == record.name) {
                bail!("{} is graded in more than one input; give each shard once", record.name);
            }
            records.push(record);
        }
    }
    let Some(header) = header else { bail!("no inputs to merge") };
    fs::create_dir_all(&config.out_dir)
        .with_context(|| format!("cannot create --out-dir {}", config.out_dir.display()))?;
    let report = ClassReport::assemble(&header, records, &header.class);
    write_all(&report, &config.out_dir, None)?;
    to_stdout(&table(&report, &config.out_dir))?;
    if report.missing.is_empty() {
        return Ok(exit_code::SUCCESS);
    }
    let (label, status, advice) = if config.allow_partial {
        ("warning", exit_code::SUCCESS, "")
    } else {
        ("error", exit_code::INCOMPLETE, "; the reports are written; merge every shard, or pass --allow-partial")
    };
    eprintln!(
        "slider: {label}: {} of the class have no record in these inputs (a shard missing or unfinished?): {}{advice}",
        report.missing.len(),
        report.missing.join(", ")
    );
    Ok(status)
}
