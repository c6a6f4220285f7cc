//! The journal: records survive, a second run neither mixes nor overwrites them by accident.

use super::{Header, Journal, file_name};
use crate::class::model::{BuildRecord, SCHEMA, SubmissionRecord};

fn header(digest: &str) -> Header {
    Header {
        schema: SCHEMA.into(),
        assignment: "8puzzle".into(),
        digest: digest.into(),
        shard: None,
        class: vec!["alice".into(), "bob".into()],
        categories: vec![],
        groups: vec![],
    }
}

fn record(name: &str) -> SubmissionRecord {
    SubmissionRecord {
        name: name.into(),
        source: format!("class/{name}"),
        language: "java".into(),
        build: BuildRecord { passed: true, verdict: None, reason: "compiled".into(), errors: vec![], errors_total: 0 },
        runs: vec![],
        groups: vec![],
        categories: vec![],
        score_percent: 50.0,
        time_factor: 1.0,
        wall_ms: 10,
        assessment: None,
    }
}

#[test]
fn records_are_kept_only_when_asked_and_only_for_the_same_profile() {
    let out = tempfile::tempdir().expect("a directory");
    let (journal, kept) = Journal::open(out.path(), &header("d1"), false, false).expect("a new journal");
    assert!(kept.is_empty());
    journal.write(&record("alice")).expect("written");
    let again = Journal::open(out.path(), &header("d1"), false, false).expect_err("records there");
    assert!(again.to_string().contains("already holds 1 graded submissions; add --resume"), "{again}");
    let (_, kept) = Journal::open(out.path(), &header("d1"), true, false).expect("resumed");
    assert_eq!(kept, [record("alice")]);
    let other = Journal::open(out.path(), &header("d2"), true, false).expect_err("another profile");
    assert!(other.to_string().contains("another profile or corpus"), "{other}");
    let (header_read, records) = Journal::read(out.path()).expect("readable");
    assert_eq!((header_read.digest.as_str(), records.len()), ("d1", 1));
    let (_, kept) = Journal::open(out.path(), &header("d2"), false, true).expect("fresh");
    assert!(kept.is_empty());
    assert!(Journal::read(out.path()).expect("readable").1.is_empty());
}

#[test]
fn file_names_stay_in_the_folder() {
    assert_eq!(file_name("alice.smith-2"), "alice.smith-2");
    assert_eq!(file_name("../x y"), "%2E.%2Fx%20y");
    assert!(!file_name("a/b\\c").contains(['/', '\\']));
}
