//! The style rules the assessment reports on ([`Rule`]: a test each in the style section) and one
//! thing a rule found ([`Finding`]: file, line, message). Checkstyle's rules are named by the `id`
//! of their checks in `checkstyle.xml`; slider's own are found by [`rules`](super::rules).

use std::fmt;

/// Who checks a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Checkstyle, with the project's `checkstyle.xml`.
    Checkstyle,
    /// slider's own rules, on the parsed sources.
    Slider,
}

/// A style rule: one test of the style section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs, reason = "each rule's title says what it asks for")]
pub enum Rule {
    Naming,
    UnusedImports,
    UnusedVariables,
    MagicNumbers,
    Braces,
    LongMethods,
    StringEquality,
    StaticBoardField,
    EqualsClassCheck,
}

impl Rule {
    /// Every rule, in report order (Checkstyle's first, so a section without Checkstyle says so
    /// once).
    pub const ALL: [Rule; 9] = [
        Rule::Naming,
        Rule::UnusedImports,
        Rule::MagicNumbers,
        Rule::Braces,
        Rule::LongMethods,
        Rule::StringEquality,
        Rule::UnusedVariables,
        Rule::StaticBoardField,
        Rule::EqualsClassCheck,
    ];

    /// Its id: the test's id, and the `id` of its checks in `checkstyle.xml`.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Rule::Naming => "naming",
            Rule::UnusedImports => "unused-imports",
            Rule::UnusedVariables => "unused-variables",
            Rule::MagicNumbers => "magic-numbers",
            Rule::Braces => "braces",
            Rule::LongMethods => "long-methods",
            Rule::StringEquality => "string-equality",
            Rule::StaticBoardField => "static-board-field",
            Rule::EqualsClassCheck => "equals-class-check",
        }
    }

    /// What the rule asks for.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Rule::Naming => "names follow Java's conventions (camelCase, CONSTANT_CASE, PascalCase types)",
            Rule::UnusedImports => "no unused or repeated imports",
            Rule::UnusedVariables => "no local variable or private field that is never used",
            Rule::MagicNumbers => "no magic numbers (other than -1, 0, 1 and 2): name them as constants",
            Rule::Braces => "every if, else, for, while and do has braces",
            Rule::LongMethods => "no method longer than 50 lines (blank lines and comments not counted)",
            Rule::StringEquality => "Strings are compared with equals(), not == or !=",
            Rule::StaticBoardField => {
                "Board has no static field that is not a constant (each board keeps its own state)"
            }
            Rule::EqualsClassCheck => "equals(Object) checks its argument's class before casting it",
        }
    }

    /// Who checks it.
    #[must_use]
    pub fn tool(self) -> Tool {
        match self {
            Rule::UnusedVariables | Rule::StaticBoardField | Rule::EqualsClassCheck => Tool::Slider,
            _ => Tool::Checkstyle,
        }
    }

    /// The rule of an id.
    #[must_use]
    pub fn parse(id: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.id() == id)
    }
}

/// One thing a rule found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule.
    pub rule: Rule,
    /// The student's file (`Board.java`).
    pub file: String,
    /// Its line (1-based).
    pub line: u32,
    /// What is wrong, escaped (it quotes the student's names).
    pub message: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::Rule;

    #[test]
    fn ids_read_back_and_are_kebab_case() {
        for rule in Rule::ALL {
            assert_eq!(Rule::parse(rule.id()), Some(rule));
            assert!(rule.id().chars().all(|c| c.is_ascii_lowercase() || c == '-'), "{}", rule.id());
        }
        assert_eq!(Rule::parse("Naming"), None);
    }
}
