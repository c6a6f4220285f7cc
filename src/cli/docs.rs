//! `slider completions` and `slider man`: shell completions and manual pages generated from the clap
//! definitions themselves, so they never drift from the flags; resolved into the files to write.

use std::path::PathBuf;

use anyhow::Result;
use clap::CommandFactory;

use crate::cli::Args;
use crate::config::{Config, Emitted};

/// `slider completions`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider completions bash > ~/.local/share/bash-completion/completions/slider
  slider completions zsh > ~/.zfunc/_slider")]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

impl CompletionsArgs {
    /// The completion script, for standard output.
    ///
    /// # Errors
    /// None in practice; the signature matches the other commands.
    pub fn config(&self) -> Result<Config> {
        let mut command = Args::command();
        let mut script = Vec::new();
        clap_complete::generate(self.shell, &mut command, "slider", &mut script);
        Ok(Config::Emit(vec![Emitted { path: None, bytes: script }]))
    }
}

/// `slider man`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider man | man -l -                                  read it now
  slider man --out-dir ~/.local/share/man/man1          slider.1 and a page per subcommand")]
pub struct ManArgs {
    /// Write slider.1 and slider-SUBCOMMAND.1 here instead of printing slider.1.
    #[arg(long, value_name = "DIR")]
    pub out_dir: Option<PathBuf>,
}

impl ManArgs {
    /// The pages, for standard output or the folder.
    ///
    /// # Errors
    /// A page that cannot be rendered.
    pub fn config(&self) -> Result<Config> {
        let command = Args::command();
        let mut pages = vec![("slider.1".to_string(), page(command.clone())?)];
        if self.out_dir.is_some() {
            for sub in command.get_subcommands() {
                let name = format!("slider-{}", sub.get_name());
                pages.push((format!("{name}.1"), page(sub.clone().name(name))?));
            }
        }
        let emitted = match &self.out_dir {
            None => pages.into_iter().take(1).map(|(_, bytes)| Emitted { path: None, bytes }).collect(),
            Some(dir) => pages.into_iter().map(|(file, bytes)| Emitted { path: Some(dir.join(file)), bytes }).collect(),
        };
        Ok(Config::Emit(emitted))
    }
}

fn page(command: clap::Command) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    clap_mangen::Man::new(command).render(&mut bytes)?;
    Ok(bytes)
}
