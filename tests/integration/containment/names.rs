//! Names a student chooses: a submission folder whose name clears the screen and forges a line, a
//! zip whose name sets the terminal's title and whose entry holds escape codes. `slider grade` shows
//! every one of them escaped: on the terminal, in every report and in the names of the files it
//! writes.

use std::fs;
use std::io::Write;
use std::path::Path;

use walkdir::WalkDir;

use crate::grade::grade_with;
use crate::support::{algs4_jar, fixture_class, fixtures};

const FOLDER: &str = "\u{1b}[2J\u{1b}[HALL PASSED 100%\nmallory";
const ZIP: &str = "\u{1b}]0;pwned\u{7}eve.zip";

/// Whether `text` holds a character a terminal acts on (a newline only where `lines` allows it).
fn raw(text: &str, lines: bool) -> bool {
    text.chars().any(|c| c.is_control() && !(lines && (c == '\n' || c == '\t' || c == '\r')))
}

#[test]
fn a_submissions_name_reaches_no_report_and_no_terminal_raw() {
    let dir = tempfile::tempdir().expect("a folder");
    let class = dir.path().join("class");
    fixture_class(&class, &["native"]);
    fs::rename(class.join("native"), class.join(FOLDER)).expect("renamed");
    let mut zip = zip::ZipWriter::new(fs::File::create(class.join(ZIP)).expect("a zip"));
    zip.start_file("../\u{1b}[31mred.txt", zip::write::SimpleFileOptions::default()).expect("an entry");
    zip.write_all(b"climbs out").expect("written");
    zip.finish().expect("finished");
    let out = dir.path().join("report");
    let jar = algs4_jar(dir.path());
    let profile = fixtures().join("class/slider.toml");
    let (code, stdout, stderr) = grade_with(&profile, &class, &jar, &out, &[]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert!(!raw(&stdout, true) && !raw(&stderr, true), "{stdout:?}\n{stderr:?}");
    assert!(!stdout.lines().chain(stderr.lines()).any(|l| l.starts_with("mallory")), "a forged line: {stdout}");
    assert!(stdout.contains("\\u{1b}[2J\\u{1b}[HALL PASSED 100%\\u{a}mallory"), "{stdout}");
    let mut files = 0;
    for entry in WalkDir::new(&out).into_iter().flatten().filter(|e| e.file_type().is_file()) {
        let name = entry.path().strip_prefix(&out).expect("inside").to_string_lossy().into_owned();
        assert!(!raw(&name, false), "a file named raw: {name:?}");
        let bytes = fs::read(entry.path()).expect("a report");
        let text = String::from_utf8_lossy(&bytes);
        assert!(!raw(&text, true), "{name} holds a raw control character");
        files += 1;
    }
    assert!(files >= 5, "the reports were written: {files}");
    let class_json = fs::read_to_string(out.join("class.json")).expect("class.json");
    let report: serde_json::Value = serde_json::from_str(&class_json).expect("JSON");
    let names: Vec<&str> =
        report["submissions"].as_array().expect("submissions").iter().filter_map(|s| s["name"].as_str()).collect();
    assert_eq!(names, ["\\u{1b}[2J\\u{1b}[HALL PASSED 100%\\u{a}mallory", "\\u{1b}]0;pwned\\u{7}eve"]);
    assert!(class_json.contains("entry `../\\\\u{1b}[31mred.txt` escapes its folder"), "{class_json}");
    assert!(!dir.path().join("red.txt").exists() && !Path::new("/tmp/red.txt").exists());
}
