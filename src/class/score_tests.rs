//! Scores, table-driven: credit `all` and `each`, the build, and the assessment's own worked example.

use std::time::Duration;

use super::score;
use crate::assess::{Assessment, SectionKind};
use crate::class::model::RunOutcome;
use crate::class::plan::{Plan, PlannedGroup};
use crate::config::{Category, Credit, Group, Visibility};

/// A group `name` in `category` over `count` puzzles named `name-0`, `name-1`, ...
fn group(name: &str, category: &str, count: usize, points: f64, credit: Credit) -> PlannedGroup {
    let group = Group {
        name: name.into(),
        title: name.into(),
        category: category.into(),
        puzzles: Vec::new(),
        points,
        credit,
        time: None,
        visibility: Visibility::Visible,
    };
    let puzzles = (0..count).map(|i| format!("{name}-{i}")).collect();
    PlannedGroup { group, puzzles, time: Duration::from_secs(5) }
}

/// Runs of `group`'s puzzles, the first `failing` of them failing.
fn runs(group: &PlannedGroup, failing: usize) -> Vec<RunOutcome> {
    group
        .puzzles
        .iter()
        .enumerate()
        .map(|(i, puzzle)| RunOutcome {
            puzzle: puzzle.clone(),
            size: 3,
            time_limit_ms: 5000,
            verdict: if i < failing { "wrong-moves" } else { "ok" }.into(),
            kind: if i < failing { "wrong-answer" } else { "pass" }.into(),
            passed: i >= failing,
            reason: if i < failing { "printed 5 moves, the shortest solution has 4" } else { "correct" }.into(),
            notes: Vec::new(),
            moves_printed: Some(4),
            moves_expected: 4,
            cpu_ms: Some(1),
            wall_ms: Some(1),
            max_rss_kib: Some(1),
            stdout_excerpt: None,
            stderr_excerpt: None,
            rerun: false,
        })
        .collect()
}

fn category(name: &str, weight: f64) -> Category {
    Category { name: name.into(), weight }
}

#[test]
fn the_assessments_worked_example_is_94_72_percent() {
    // 5 + 5 + 60 x 46/47 + 10 + 20 x 100/125 = 94.72%.
    let groups = vec![
        group("api", "api", 1, 1.0, Credit::Each),
        group("correctness", "correctness", 47, 47.0, Credit::Each),
        group("memory", "memory", 10, 10.0, Credit::Each),
        group("timing", "timing", 125, 125.0, Credit::Each),
    ];
    let all_runs: Vec<RunOutcome> =
        [(0, 0), (1, 1), (2, 0), (3, 25)].iter().flat_map(|&(g, failing)| runs(&groups[g], failing)).collect();
    let plan = Plan { groups, runs: Vec::new(), assessment: None, digest: String::new() };
    let weights = [("compilation", 5.0), ("api", 5.0), ("correctness", 60.0), ("memory", 10.0), ("timing", 20.0)];
    let categories: Vec<Category> = weights.iter().map(|&(n, w)| category(n, w)).collect();
    let (groups, categories, percent) = score(&plan, &categories, true, &all_runs, None);
    assert!((percent - 94.723_404).abs() < 1e-4, "{percent}");
    let tests: Vec<(usize, usize)> = categories.iter().map(|c| (c.tests_passed, c.tests)).collect();
    assert_eq!(tests, [(1, 1), (1, 1), (46, 47), (10, 10), (100, 125)]);
    assert_eq!(
        groups[1].first_failure.as_deref(),
        Some("correctness-0: wrong-moves: printed 5 moves, the shortest solution has 4")
    );
    assert_eq!(groups[0].first_failure, None);
}

#[test]
fn credit_all_is_one_test_and_a_failed_build_scores_nothing() {
    let groups =
        vec![group("files", "correctness", 4, 2.0, Credit::All), group("timing", "timing", 4, 4.0, Credit::Each)];
    let plan = Plan { groups: groups.clone(), runs: Vec::new(), assessment: None, digest: String::new() };
    let categories = [category("compilation", 10.0), category("correctness", 60.0), category("timing", 30.0)];
    let one_wrong: Vec<RunOutcome> = runs(&groups[0], 1).into_iter().chain(runs(&groups[1], 1)).collect();
    let (scored, per_category, percent) = score(&plan, &categories, true, &one_wrong, None);
    assert_eq!((scored[0].earned, scored[0].tests_passed, scored[0].tests), (0.0, 0, 1));
    assert_eq!((scored[1].earned, scored[1].tests_passed, scored[1].tests), (3.0, 3, 4));
    assert!((percent - (10.0 + 30.0 * 0.75)).abs() < 1e-9, "{percent}");
    assert_eq!(per_category[0].earned, 1.0);
    let (scored, _, percent) = score(&plan, &categories, false, &[], None);
    assert_eq!(percent, 0.0);
    assert_eq!(scored[0].first_failure.as_deref(), Some("not graded: the submission did not build"));
}

/// The assessment of a submission whose sections passed the first `passed` tests of each.
fn assessment(api: bool, passed: &[(SectionKind, usize)]) -> Assessment {
    let why = Err("not run".to_string());
    let mut assessment = Assessment {
        compilation: Ok(()),
        api: if api { Ok(()) } else { why },
        sections: Vec::new(),
        problems: Vec::new(),
        cpu_seconds: 0.0,
    };
    for &(kind, count) in passed {
        let total = crate::assess::expected_tests(crate::assess::Part::Section(kind), 3, 2);
        let test = |i: usize| crate::assess::Test {
            id: i.to_string(),
            subject: None,
            title: String::new(),
            inputs: Vec::new(),
            passed: i < count,
            details: vec![format!("detail of {i}")],
            cells: Vec::new(),
            cpu_ms: 0.0,
        };
        let tests = (0..total).map(test).collect();
        assessment.sections.push(crate::assess::Section { kind, tests, tables: Vec::new(), notes: Vec::new() });
    }
    assessment
}

#[test]
fn a_profile_weighed_like_the_assessment_scores_its_aggregate() {
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::create_dir(dir.path().join("puzzles")).expect("a corpus folder");
    let text = crate::config::PRINCETON.replace(
        "enabled = false",
        "enabled = true\ntiming_puzzles = [\"a\", \"b\", \"c\"]\nmemory_puzzles = [\"d\", \"e\"]",
    );
    let profile = crate::config::Profile::parse(&text, &dir.path().join("slider.toml")).expect("valid");
    let plan = Plan { groups: Vec::new(), runs: Vec::new(), assessment: profile.assessment, digest: String::new() };
    let passed = [
        (SectionKind::BoardCorrectness, 26),
        (SectionKind::BoardMemory, 7),
        (SectionKind::SolverCorrectness, 20),
        (SectionKind::SolverMemory, 4),
        (SectionKind::Timing, 11),
    ];
    for api in [true, false] {
        let assessment = assessment(api, &passed);
        let (groups, _, percent) = score(&plan, &profile.categories, true, &[], Some(&assessment));
        assert!((percent - assessment.aggregate()).abs() < 1e-9, "{percent} against {}", assessment.aggregate());
        let names: Vec<&str> = groups.iter().map(|g| g.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "assess-api",
                "assess-board",
                "assess-board-memory",
                "assess-solver",
                "assess-solver-memory",
                "assess-timing"
            ]
        );
        assert_eq!((groups[5].tests_passed, groups[5].tests, groups[5].earned), (11, 15, 11.0));
        assert_eq!(groups[3].first_failure.as_deref(), Some("20: detail of 20"));
    }
    // A submission without an assessment has the tests and no points.
    let (groups, _, percent) = score(&plan, &profile.categories, true, &[], None);
    assert_eq!((groups[1].tests_passed, groups[1].tests, groups[1].earned), (0, 26, 0.0));
    assert!((percent - 100.0 * 5.0 / 100.0).abs() < 1e-9, "only the build: {percent}");
}

#[test]
fn an_assessment_part_is_worth_a_point_a_test_unless_the_profile_says() {
    use crate::class::score::part_points;
    use crate::config::{PRINCETON, Part, Profile, SectionKind};
    let text = PRINCETON
        .replace("enabled = false", "enabled = true\ntiming_puzzles = [\"puzzle20.txt\", \"puzzle31.txt\"]")
        .replace("# [assessment.points]\n# api = 1", "[assessment.points]\napi = 3");
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::create_dir(dir.path().join("puzzles")).expect("a corpus folder");
    let profile = Profile::parse(&text, &dir.path().join("slider.toml")).expect("valid");
    let assessment = profile.assessment.expect("enabled");
    assert_eq!(part_points(&assessment, Part::Api), 3.0);
    assert_eq!(part_points(&assessment, Part::Section(SectionKind::Timing)), 10.0, "5 tests on each of 2 puzzles");
    assert_eq!(part_points(&assessment, Part::Section(SectionKind::SolverMemory)), 12.0, "2 tests on each of 6");
}
