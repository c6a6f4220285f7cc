//! [`Kind`] and [`Program`]: what a front end makes of a submission. A program is one stream of token
//! kinds (a byte each, so that windows hash and compare fast) with, beside it, where each token came
//! from (its file and lines), for the pair pages. Kinds are the same for every language: copying
//! between languages is rare, but one matcher and one page serve them all.

/// A token's kind: the structure a statement or declaration has, nothing of its names or values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    /// Between two files; it matches nothing, so that no run of shared code crosses files.
    Separator = 0,
    ClassBegin,
    ClassEnd,
    Field,
    MethodBegin,
    MethodEnd,
    VarDef,
    Assign,
    Apply,
    New,
    NewArray,
    ArrayInit,
    If,
    Else,
    IfEnd,
    Loop,
    LoopEnd,
    Switch,
    Case,
    SwitchEnd,
    Try,
    Catch,
    Finally,
    TryEnd,
    Return,
    Break,
    Continue,
    Throw,
    Cond,
    Lambda,
}

impl Kind {
    /// Its stable name, as `similarity.json` could show it.
    #[must_use]
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 30] = [
            "separator",
            "class",
            "class-end",
            "field",
            "method",
            "method-end",
            "var",
            "assign",
            "apply",
            "new",
            "new-array",
            "array-init",
            "if",
            "else",
            "if-end",
            "loop",
            "loop-end",
            "switch",
            "case",
            "switch-end",
            "try",
            "catch",
            "finally",
            "try-end",
            "return",
            "break",
            "continue",
            "throw",
            "cond",
            "lambda",
        ];
        NAMES[self as usize]
    }
}

/// Where one token came from: a file of its program and the lines (1-based, inclusive) it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Origin {
    pub file: u16,
    pub first_line: u32,
    pub last_line: u32,
}

/// One file a program was made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// Its path inside the submission, escaped for showing.
    pub name: String,
    /// Its text (lossless: the front end only read UTF-8 files).
    pub text: String,
}

/// A submission's token stream: the kinds, their origins, the files they came from, and what the
/// front end noted on the way (a file that did not parse, a binary or oversized file skipped).
#[derive(Debug, Clone, Default)]
pub struct Program {
    pub kinds: Vec<u8>,
    pub origins: Vec<Origin>,
    pub files: Vec<SourceFile>,
    pub notes: Vec<String>,
}

impl Program {
    /// Appends one file's tokens, after a separator when the program has tokens already.
    pub fn push_file(&mut self, file: SourceFile, tokens: &[(Kind, u32, u32)]) {
        let index = u16::try_from(self.files.len()).unwrap_or(u16::MAX);
        if !self.kinds.is_empty() && !tokens.is_empty() {
            self.kinds.push(Kind::Separator as u8);
            self.origins.push(Origin { file: index, first_line: 1, last_line: 1 });
        }
        for &(kind, first_line, last_line) in tokens {
            self.kinds.push(kind as u8);
            self.origins.push(Origin { file: index, first_line, last_line });
        }
        self.files.push(file);
    }

    /// How many tokens the program has, separators aside.
    #[must_use]
    pub fn len(&self) -> usize {
        self.kinds.iter().filter(|&&k| k != Kind::Separator as u8).count()
    }

    /// Whether it has no token at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
