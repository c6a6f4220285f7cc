//! `slider completions` and `slider man`: the generated text written to standard output or to files.

use anyhow::Result;

use crate::config::Emitted;
use crate::exit_code::{self, WriteError};
use crate::report::{atomically, to_stdout};

/// Writes each piece; returns the exit status.
pub fn run(files: &[Emitted]) -> Result<i32> {
    for file in files {
        match &file.path {
            None => to_stdout(&String::from_utf8_lossy(&file.bytes))?,
            Some(path) => {
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).map_err(|e| WriteError::new(dir.display().to_string(), e))?;
                }
                atomically(path, |out| out.write_all(&file.bytes))?;
                to_stdout(&format!("wrote {}\n", path.display()))?;
            }
        }
    }
    Ok(exit_code::SUCCESS)
}
