//! [`Language`]: which front end reads a file, by its extension, and the tree-sitter grammar it parses
//! with. A file in no language here is not a source file and is left out (a class's `.class`
//! files, its README, its puzzles).

use std::path::Path;

/// A language slider can tokenize.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Java,
    C,
    Cpp,
    Python,
}

impl Language {
    /// The language of a file named `path`, if it is a source file.
    #[must_use]
    pub fn of(path: &Path) -> Option<Language> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match extension.as_str() {
            "java" => Language::Java,
            "c" | "h" => Language::C,
            "cc" | "cpp" | "cxx" | "hpp" | "hh" | "hxx" => Language::Cpp,
            "py" => Language::Python,
            _ => return None,
        })
    }

    /// Its grammar.
    #[must_use]
    pub fn grammar(self) -> tree_sitter::Language {
        match self {
            Language::Java => tree_sitter_java::LANGUAGE.into(),
            Language::C => tree_sitter_c::LANGUAGE.into(),
            Language::Cpp => tree_sitter_cpp::LANGUAGE.into(),
            Language::Python => tree_sitter_python::LANGUAGE.into(),
        }
    }
}
