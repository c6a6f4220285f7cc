//! `slider`: parse the command line, resolve it into checked settings, carry them out, and exit with
//! the status [`exit_code`](slider::exit_code) documents. The work is in the `slider` library.

use std::process::ExitCode;

use clap::Parser;
use slider::{cli, commands, exit_code};

fn main() -> ExitCode {
    let args = cli::Args::parse();
    let status = args.command.config().and_then(|config| commands::run(&config)).unwrap_or_else(|error| {
        let status = exit_code::for_error(&error);
        if status != exit_code::SUCCESS {
            // A message of several lines (several bad files) gets the prefix on each.
            for line in format!("{error:#}").lines() {
                eprintln!("slider: {line}");
            }
        }
        status
    });
    // Cannot truncate: every status is below 256.
    ExitCode::from(status as u8)
}
