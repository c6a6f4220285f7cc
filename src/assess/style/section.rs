//! [`section`]: what the style checks found, as the assessment's style section: a test a rule, passed
//! when the rule found nothing, its findings as `file:line: message` lines (the first
//! [`SHOWN`], then how many more), and a test not run, with the reason, when its tool could not run.

use crate::assess::model::{Section, Test};
use crate::assess::style::check::Checked;
use crate::assess::style::finding::{Finding, Rule, Tool};
use crate::config::SectionKind;

/// The findings of a rule shown; the rest are counted.
pub const SHOWN: usize = 20;

/// The style section of what `checked` found.
#[must_use]
pub fn section(checked: &Checked) -> Section {
    let tests = Rule::ALL
        .into_iter()
        .map(|rule| {
            let found = match rule.tool() {
                Tool::Checkstyle => &checked.checkstyle,
                Tool::Slider => &checked.rules,
            };
            test(rule, found)
        })
        .collect();
    let findings: usize =
        [&checked.checkstyle, &checked.rules].iter().filter_map(|r| r.as_ref().ok()).map(Vec::len).sum();
    let notes = vec![format!(
        "Feedback: {findings} finding{} by the rules that ran; they count only where the course's profile weighs style.",
        if findings == 1 { "" } else { "s" }
    )];
    Section { kind: SectionKind::Style, tests, tables: Vec::new(), notes }
}

fn test(rule: Rule, found: &Result<Vec<Finding>, String>) -> Test {
    let (passed, details) = match found {
        Err(why) => (false, vec![why.clone()]),
        Ok(findings) => {
            let mine: Vec<&Finding> = findings.iter().filter(|f| f.rule == rule).collect();
            let mut details: Vec<String> = mine.iter().take(SHOWN).map(ToString::to_string).collect();
            if mine.len() > SHOWN {
                details.push(format!("and {} more", mine.len() - SHOWN));
            }
            (mine.is_empty(), details)
        }
    };
    Test {
        id: rule.id().to_string(),
        subject: None,
        title: rule.title().to_string(),
        inputs: Vec::new(),
        passed,
        details,
        cells: Vec::new(),
        cpu_ms: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::{SHOWN, section};
    use crate::assess::style::check::Checked;
    use crate::assess::style::finding::{Finding, Rule};

    fn finding(rule: Rule, line: u32) -> Finding {
        Finding { rule, file: "Board.java".into(), line, message: format!("{} here", rule.id()) }
    }

    #[test]
    fn a_rule_passes_when_it_found_nothing_and_lists_what_it_found() {
        let braces: Vec<Finding> = (1..=25).map(|line| finding(Rule::Braces, line)).collect();
        let checked = Checked { checkstyle: Ok(braces), rules: Ok(vec![finding(Rule::StaticBoardField, 4)]) };
        let section = section(&checked);
        assert_eq!(section.tests.len(), Rule::ALL.len());
        let failed: Vec<&str> = section.tests.iter().filter(|t| !t.passed).map(|t| t.id.as_str()).collect();
        assert_eq!(failed, ["braces", "static-board-field"]);
        let braces = section.tests.iter().find(|t| t.id == "braces").expect("braces");
        assert_eq!(braces.details.len(), SHOWN + 1);
        assert_eq!(braces.details[0], "Board.java:1: braces here");
        assert_eq!(braces.details[SHOWN], "and 5 more");
        assert!(section.notes[0].starts_with("Feedback: 26 findings"), "{:?}", section.notes);
    }

    #[test]
    fn without_checkstyle_its_rules_are_not_run_and_slider_s_still_are() {
        let checked = Checked { checkstyle: Err("not run: checkstyle not found".into()), rules: Ok(Vec::new()) };
        let section = section(&checked);
        for test in &section.tests {
            let checkstyle = Rule::parse(&test.id).expect("a rule").tool() == super::Tool::Checkstyle;
            assert_eq!(test.passed, !checkstyle, "{}", test.id);
            if checkstyle {
                assert_eq!(test.details, ["not run: checkstyle not found"]);
            }
        }
    }
}
