//! The profile's checks: the default profile reads, and each mistake is one line naming the file, the
//! line, the key and the fix.

use std::path::Path;

use super::{COMPILATION, Credit, PRINCETON, Profile, Visibility};

/// The profile `text` in a folder that has a `puzzles` corpus folder.
fn read(text: &str) -> anyhow::Result<Profile> {
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::create_dir(dir.path().join("puzzles")).expect("a corpus folder");
    Profile::parse(text, &dir.path().join("slider.toml")).map(|mut p| {
        p.file = Path::new("slider.toml").to_path_buf();
        p
    })
}

#[test]
fn the_default_profile_reads() {
    let profile = read(PRINCETON).expect("the default profile is valid");
    let names: Vec<(&str, f64)> = profile.categories.iter().map(|c| (c.name.as_str(), c.weight)).collect();
    assert_eq!(names, [(COMPILATION, 5.0), ("api", 5.0), ("correctness", 60.0), ("timing", 20.0), ("memory", 10.0)]);
    assert!(profile.assessment.is_none(), "the assessment is off by default");
    assert!(profile.similarity.is_none(), "the similarity check is off by default");
    assert_eq!(profile.groups.len(), 8);
    let timing = profile.groups.last().expect("groups");
    assert_eq!(
        (timing.name.as_str(), timing.credit, timing.points, timing.puzzles.len()),
        ("timing", Credit::Each, 25.0, 25)
    );
    assert_eq!(timing.visibility, Visibility::Visible);
    assert_eq!(profile.java.as_ref().map(|j| j.main.as_str()), Some("Solver"));
    assert_eq!(profile.limits.time.as_secs(), 5);
}

/// Each mistake (the default profile's text `from` replaced by `to`), what its message must contain,
/// and a piece of the line it must name ("" when the mistake is the lack of a line).
const MISTAKES: &[(&str, &str, &str, &str)] = &[
    ("[limits]\ntime = \"5s\"", "[limits]\ntme = \"5s\"", "unknown field `tme`", "tme ="),
    ("points = 25\n", "", "missing field `points`", ""),
    ("category = \"timing\"", "category = \"timeing\"", "category \"timeing\" is not one of", "\"timeing\""),
    ("time = \"5s\"", "time = \"5 parsecs\"", "limits.time: unknown time unit", "parsecs"),
    ("corpus = \"puzzles\"", "corpus = \"nowhere\"", "assignment.corpus", "nowhere"),
    ("points = 25\ncredit = \"each\"", "points = 25\ncredit = \"some\"", "\"all\" or \"each\"", "\"some\""),
    (
        "name = \"files-3x3\"",
        "name = \"files-2x2\"",
        "group name \"files-2x2\" is used twice",
        "name = \"files-2x2\"\ntitle = \"moves() and solution() for puzzle3x3",
    ),
    ("timing = 20\n", "timing = -1\n", "categories.timing: the weight must be", "timing = -1"),
    ("points = 25\n", "points = 0\n", "group \"timing\": points must be above 0", "points = 0"),
    ("\"puzzle45.txt\",\n]", "]\nvisibility = \"secret\"", "one of \"visible\"", "\"secret\""),
    (
        "enabled = false",
        "enabled = true\nsections = [\"bord\"]",
        "\"bord\" is not a part of the assessment",
        "\"bord\"",
    ),
    (
        "# [assessment.points]\n# api = 1",
        "[assessment.points]\napi = 0",
        "assessment.points.api: points must be above 0",
        "api = 0",
    ),
    ("test_limit = \"5s\"", "test_limit = \"5 fortnights\"", "assessment.test_limit", "fortnights"),
    ("section_budget = \"20s\"", "section_budget = \"half\"", "assessment.section_budget", "half"),
    ("name = \"solvable\"", "name = \"assess-timing\"", "are the assessment's", "\"assess-timing\""),
    ("enabled = false", "enabeld = false", "unknown field `enabeld`", "enabeld"),
    (
        "replaces = [\"timing\"]",
        "replaces = [\"timeing\"]",
        "assessment.replaces: no [[group]] is named \"timeing\"; name one of files-00-13,",
        "\"timeing\"",
    ),
    (
        "replaces = [\"timing\"]",
        "replaces = [\"files-2x2\"]\nsections = [\"api\", \"timing\"]",
        "group \"files-2x2\" counts towards \"correctness\", which no part assessed counts towards",
        "\"files-2x2\"]",
    ),
    (
        "min_tokens = 9",
        "min_tokens = 1",
        "similarity.min_tokens 1: give a minimum match length from 2",
        "min_tokens = 1",
    ),
    (
        "threshold = 60",
        "threshold = 160",
        "similarity.threshold 160: give a percentage from 0 to 100",
        "threshold = 160",
    ),
    ("# base = [\"skeleton\", \"algs4-src\"]", "base = [\"skeleton\"]", "similarity.base: ", "\"skeleton\"]"),
];

#[test]
fn each_mistake_is_one_line_with_the_file_line_and_key() {
    for &(from, to, expected, marker) in MISTAKES {
        assert!(PRINCETON.contains(from), "the default profile has `{from}`");
        let text = PRINCETON.replacen(from, to, 1);
        let message = format!("{:#}", read(&text).expect_err(expected));
        assert!(message.contains(expected), "{expected}: got {message}");
        assert!(!message.contains('\n'), "one line: {message}");
        if !marker.is_empty() {
            let at = text.find(marker).unwrap_or_else(|| panic!("`{marker}` is in the text"));
            let line = text[..at].matches('\n').count() + 1;
            assert!(message.contains(&format!("slider.toml:{line}:")), "line {line}: {message}");
        }
    }
}

#[test]
fn a_profile_needs_a_way_to_build_and_weights() {
    let start = PRINCETON.find("[java]").expect("a java section");
    let end = start + PRINCETON[start..].find("\n[limits]").expect("limits after java");
    let without_java = format!("{}{}", &PRINCETON[..start], &PRINCETON[end..]);
    let message = format!("{:#}", read(&without_java).expect_err("neither"));
    assert!(message.contains("neither [java] nor [native]"), "{message}");
    let unweighted = PRINCETON.replace(
        "compilation = 5\napi = 5\ncorrectness = 60\ntiming = 20\nmemory = 10",
        "compilation = 0\napi = 0\ncorrectness = 0\ntiming = 0\nmemory = 0",
    );
    assert_ne!(unweighted, PRINCETON);
    assert!(format!("{:#}", read(&unweighted).expect_err("no weight")).contains("at least one weight above 0"));
}

#[test]
fn the_assessment_weighs_a_point_a_test_unless_the_profile_says() {
    use crate::config::{Part, SectionKind};
    let text = PRINCETON
        .replacen("enabled = false", "enabled = true\ntiming_puzzles = [\"puzzle20.txt\", \"puzzle31.txt\"]", 1)
        .replace("# [assessment.points]\n# api = 1", "[assessment.points]\napi = 3");
    let assessment = read(&text).expect("valid").assessment.expect("enabled");
    assert_eq!(assessment.parts, Part::ALL);
    assert_eq!(assessment.points_given(Part::Api), Some(3.0));
    assert_eq!(assessment.points_given(Part::Section(SectionKind::Timing)), None, "a point a test (class/score.rs)");
    assert_eq!(assessment.timing_puzzles, ["puzzle20.txt", "puzzle31.txt"]);
    // The timing group is the timing part's to stand in for, and no other part's.
    assert!(assessment.replaces_group("timing") && !assessment.replaces_group("files-2x2"));
    assert_eq!(assessment.replaced_by(Part::Section(SectionKind::Timing)), ["timing"]);
    assert!(assessment.replaced_by(Part::Api).is_empty());
    // Without the memory category, only the parts of the others may be named.
    let text = text.replace("memory = 10\n", "");
    let message = format!("{:#}", read(&text).expect_err("memory parts without a weight"));
    assert!(message.contains("part \"board-memory\" counts towards category \"memory\", which [categories] lacks"));
    let text = text.replace("enabled = true", "enabled = true\nsections = [\"api\", \"board\", \"timing\"]");
    let assessment = read(&text).expect("valid without memory").assessment.expect("enabled");
    let kinds = [SectionKind::BoardCorrectness, SectionKind::Timing];
    assert_eq!(assessment.parts, [Part::Api, Part::Section(kinds[0]), Part::Section(kinds[1])]);
    // An [assessment] that is off still lets its categories have weights without a group.
    assert!(read(&PRINCETON.replace("memory = 10\n", "memory = 10\nextra = 1\n")).is_err());
}
