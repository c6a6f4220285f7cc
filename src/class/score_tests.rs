//! Scores, table-driven: credit `all` and `each`, the build, and the assessment's own worked example;
//! and the tests a recorded submission has, with their worths, adding up to its score.

use std::time::Duration;

use super::{score, tests};
use crate::assess::{Assessment, SectionKind};
use crate::class::model::{BuildRecord, CategoryInfo, ClassReport, RunOutcome, SCHEMA, SubmissionRecord};
use crate::class::plan::{Plan, PlannedGroup};
use crate::class::worth::{Points, sheet};
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
    let text = crate::config::PRINCETON.replacen(
        "enabled = false",
        "enabled = true\ntiming_puzzles = [\"a\", \"b\", \"c\"]\nmemory_puzzles = [\"d\", \"e\"]",
        1,
    );
    let profile = crate::config::Profile::parse(&text, &dir.path().join("slider.toml")).expect("valid");
    let plan = Plan { groups: Vec::new(), runs: Vec::new(), assessment: profile.assessment, digest: String::new() };
    let passed = [
        (SectionKind::BoardCorrectness, 26),
        (SectionKind::BoardMemory, 7),
        (SectionKind::SolverCorrectness, 20),
        (SectionKind::SolverMemory, 4),
        (SectionKind::Timing, 11),
        // Feedback: no points, whatever it found.
        (SectionKind::Style, 4),
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
                "assess-timing",
                "assess-style"
            ]
        );
        assert_eq!((groups[6].tests_passed, groups[6].tests, groups[6].points), (4, 9, 0.0));
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
        .replacen("enabled = false", "enabled = true\ntiming_puzzles = [\"puzzle20.txt\", \"puzzle31.txt\"]", 1)
        .replace("# [assessment.points]\n# api = 1", "[assessment.points]\napi = 3");
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::create_dir(dir.path().join("puzzles")).expect("a corpus folder");
    let profile = Profile::parse(&text, &dir.path().join("slider.toml")).expect("valid");
    let assessment = profile.assessment.expect("enabled");
    assert_eq!(part_points(&assessment, Part::Api), 3.0);
    assert_eq!(part_points(&assessment, Part::Section(SectionKind::Timing)), 10.0, "5 tests on each of 2 puzzles");
    assert_eq!(part_points(&assessment, Part::Section(SectionKind::SolverMemory)), 12.0, "2 tests on each of 6");
    assert_eq!(part_points(&assessment, Part::Section(SectionKind::Style)), 0.0, "feedback unless weighed");
}

#[test]
fn style_counts_once_the_categories_weigh_it_and_its_points_need_the_weight() {
    use crate::class::score::part_points;
    use crate::config::{PRINCETON, Part, Profile, SectionKind};
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::create_dir(dir.path().join("puzzles")).expect("a corpus folder");
    let on = PRINCETON.replacen("enabled = false", "enabled = true", 1);
    let weighed = on.replace("memory = 10\n", "memory = 10\nstyle = 5\n");
    let profile = Profile::parse(&weighed, &dir.path().join("slider.toml")).expect("valid");
    let assessment = profile.assessment.expect("enabled");
    assert_eq!(part_points(&assessment, Part::Section(SectionKind::Style)), 9.0, "a point a rule");
    let points = weighed.replace("# [assessment.points]\n# api = 1", "[assessment.points]\nstyle = 2");
    let assessment = Profile::parse(&points, &dir.path().join("slider.toml")).expect("valid").assessment.expect("on");
    assert_eq!(part_points(&assessment, Part::Section(SectionKind::Style)), 2.0);
    let unweighed = on.replace("# [assessment.points]\n# api = 1", "[assessment.points]\nstyle = 2");
    let error = Profile::parse(&unweighed, &dir.path().join("slider.toml")).expect_err("points without a weight");
    assert!(format!("{error:#}").contains("add `style = 5` (say) to [categories]"), "{error:#}");
}

/// The fixture class's shape: two groups of credit `all` sharing a category by their points (2 and 1),
/// a group of credit `each` over three puzzles, and a weighed category without groups (`api`).
fn class_plan() -> (Plan, Vec<Category>) {
    let groups = vec![
        group("small", "correctness", 3, 2.0, Credit::All),
        group("unsolvable", "correctness", 2, 1.0, Credit::All),
        group("timing", "timing", 3, 2.0, Credit::Each),
    ];
    let weights = [("compilation", 5.0), ("api", 5.0), ("correctness", 60.0), ("timing", 20.0)];
    let plan = Plan { groups, runs: Vec::new(), assessment: None, digest: String::new() };
    (plan, weights.iter().map(|&(n, w)| category(n, w)).collect())
}

/// The class report of one submission that built (or not) and failed the first `failing[g]` puzzles
/// of each group, scored by [`score`].
fn scored(plan: &Plan, categories: &[Category], built: bool, failing: &[usize]) -> ClassReport {
    let runs: Vec<RunOutcome> =
        if built { plan.groups.iter().zip(failing).flat_map(|(g, &f)| runs(g, f)).collect() } else { Vec::new() };
    let (groups, scores, score_percent) = score(plan, categories, built, &runs, None);
    let build = BuildRecord {
        passed: built,
        verdict: (!built).then(|| "compile-error".into()),
        reason: if built { "compiled" } else { "Solver.java:1: error" }.into(),
        errors: Vec::new(),
        errors_total: 0,
    };
    let record = SubmissionRecord {
        name: "student".into(),
        source: String::new(),
        language: "java".into(),
        build,
        runs,
        groups,
        categories: scores,
        score_percent,
        time_factor: 1.0,
        wall_ms: 0,
        assessment: None,
    };
    ClassReport {
        schema: SCHEMA.into(),
        assignment: "made up".into(),
        digest: String::new(),
        categories: categories.iter().map(|c| CategoryInfo { name: c.name.clone(), weight: c.weight }).collect(),
        groups: plan.group_infos(),
        submissions: vec![record],
        missing: Vec::new(),
    }
}

#[test]
fn each_test_is_worth_its_part_of_its_category_and_of_its_group() {
    let (plan, categories) = class_plan();
    let report = scored(&plan, &categories, true, &[0, 0, 0]);
    let sheet = sheet(&report, &report.submissions[0]);
    let text = |of: &dyn Fn(&crate::class::worth::Worth) -> Points| -> Vec<String> {
        let tests = sheet.groups.iter().flatten().map(|t| &t.worth);
        std::iter::once(&sheet.build).chain(tests).map(|w| of(w).text(4)).collect()
    };
    // Correctness's 60 split 2:1 by the groups' points; timing's 20 and 2 points in thirds.
    assert_eq!(text(&|w| w.weight), ["5", "40", "20", "6.6667", "6.6667", "6.6666"]);
    assert_eq!(text(&|w| w.points), ["1", "2", "1", "0.6667", "0.6667", "0.6666"]);
    assert!(sheet.build_weighed);
    assert_eq!(sheet.earned_weight(), Points::of(85.0), "the weights with points, not api's");
}

#[test]
fn a_submissions_tests_add_up_to_its_score_whatever_failed() {
    let (plan, categories) = class_plan();
    for built in [true, false] {
        for failing in [0, 1, 3].into_iter().flat_map(|s| [0, 2].map(|u| (s, u))) {
            for timing in 0..=3 {
                let failing = [failing.0, failing.1, timing];
                let report = scored(&plan, &categories, built, &failing);
                let record = &report.submissions[0];
                let sheet = sheet(&report, record);
                for ((info, score), worths) in report.groups.iter().zip(&record.groups).zip(&sheet.groups) {
                    let listed = tests(record, info);
                    let passed = listed.iter().filter(|t| t.decided.passed()).count();
                    assert_eq!((passed, listed.len()), (score.tests_passed, score.tests), "{failing:?}");
                    let points: Points = worths.iter().map(|t| t.worth.points).sum();
                    assert_eq!(points, Points::of(info.points), "a group's tests add up to its points");
                }
                // Each test's worth is within a ten-thousandth of its exact share.
                let slack = 6.0 * 1e-4;
                let weight = sheet.earned_weight().value();
                assert!((weight - record.score_percent * 85.0 / 100.0).abs() <= slack, "{failing:?}: {weight}");
                let points = record.categories[0].earned + record.groups.iter().map(|g| g.earned).sum::<f64>();
                let earned = sheet.earned_points().value();
                assert!((earned - points).abs() <= slack, "{built} {failing:?}: {earned} of {points}");
            }
        }
    }
}
