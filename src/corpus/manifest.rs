//! [`Manifest`]: a directory's `manifest.toml`, recording each puzzle file's size, expected moves (-1
//! for unsolvable) and provenance.
//!
//! ```toml
//! version = 1
//!
//! [[puzzle]]
//! file = "puzzle04.txt"
//! size = 3
//! moves = 4
//! source = "fact: the checklist's puzzle04"
//! ```

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use crate::corpus::directory_of;

/// The file name of a manifest.
pub const FILE_NAME: &str = "manifest.toml";

/// A parsed manifest.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// The format version (1).
    pub version: u32,
    /// One entry per puzzle file.
    #[serde(default, rename = "puzzle")]
    pub puzzles: Vec<ManifestEntry>,
}

/// One puzzle's record.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManifestEntry {
    /// The file name, relative to the manifest's directory.
    pub file: String,
    /// The board size n.
    pub size: usize,
    /// Moves of a shortest solution; -1 when unsolvable.
    pub moves: i64,
    /// How the board was made: a fact from the literature or the seeds, or the generator and its seed.
    #[expect(dead_code, reason = "provenance is required in every entry but only people and the corpus test read it")]
    pub source: String,
    /// The generator's seed, for generated boards.
    #[serde(default)]
    #[expect(dead_code, reason = "provenance: read by people and the corpus test, not by the grader")]
    pub seed: Option<u64>,
}

impl Manifest {
    /// Reads and checks `path`.
    ///
    /// # Errors
    /// Unreadable or invalid TOML, an unknown version, or a file listed twice.
    pub fn load(path: &Path) -> Result<Manifest> {
        let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        let manifest: Manifest =
            toml::from_str(&text).map_err(|e| crate::config::Spot { file: path, text: &text }.toml_error(&e))?;
        if manifest.version != 1 {
            bail!("{}: version {} is not supported (this slider reads version 1)", path.display(), manifest.version);
        }
        let mut seen = HashMap::new();
        for entry in &manifest.puzzles {
            if seen.insert(entry.file.as_str(), ()).is_some() {
                bail!("{}: {} is listed twice", path.display(), entry.file);
            }
            if entry.moves < -1 {
                bail!("{}: {} has moves = {}; use -1 for unsolvable", path.display(), entry.file, entry.moves);
            }
        }
        Ok(manifest)
    }

    /// The entry for a file name, if listed.
    #[must_use]
    pub fn entry(&self, file: &str) -> Option<&ManifestEntry> {
        self.puzzles.iter().find(|e| e.file == file)
    }
}

/// The manifests of the directories holding `files` (absent manifests are simply missing).
pub(crate) fn for_files<'a>(files: impl Iterator<Item = &'a Path>) -> Result<HashMap<PathBuf, Manifest>> {
    let mut manifests = HashMap::new();
    for file in files {
        let dir = directory_of(file);
        if manifests.contains_key(&dir) {
            continue;
        }
        let path = dir.join(FILE_NAME);
        if path.is_file() {
            manifests.insert(dir, Manifest::load(&path)?);
        }
    }
    Ok(manifests)
}

#[cfg(test)]
mod tests {
    use super::Manifest;

    fn load(text: &str) -> anyhow::Result<Manifest> {
        let dir = tempfile::tempdir().expect("a directory");
        let path = dir.path().join("manifest.toml");
        std::fs::write(&path, text).expect("a file");
        Manifest::load(&path)
    }

    #[test]
    fn reads_entries_and_rejects_mistakes() {
        let ok =
            load("version = 1\n[[puzzle]]\nfile = \"a.txt\"\nsize = 3\nmoves = 4\nsource = \"fact\"\n").expect("valid");
        assert_eq!(ok.entry("a.txt").map(|e| e.moves), Some(4));
        assert!(ok.entry("b.txt").is_none());
        // Each mistake is placed on its line (5) with the fix the message implies.
        let cases = [
            ("movse = 4", "unknown field `movse`"),
            ("moves = \"four\"", "moves: invalid type: string \"four\", expected i64; write the number without quotes"),
            ("moves = many", "moves: string values must be quoted, expected literal string; write true or false"),
            ("moves = four", "moves: invalid boolean, expected `false`; write true or false"),
        ];
        for (line, expected) in cases {
            let text = format!("version = 1\n[[puzzle]]\nfile = \"a.txt\"\nsize = 3\n{line}\nsource = \"x\"\n");
            let message = load(&text).expect_err(line).to_string();
            assert!(message.contains(&format!("manifest.toml:5: {expected}")), "{line}: {message}");
        }
        assert!(load("version = 2\n").is_err());
        let twice = "version = 1\n[[puzzle]]\nfile = \"a.txt\"\nsize = 3\nmoves = 4\nsource = \"x\"\n";
        assert!(load(&format!("{twice}{}", twice.trim_start_matches("version = 1\n"))).is_err());
    }
}
