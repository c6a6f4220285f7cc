//! Fixture submissions laid over the correct submission they vary. A fixture keeps only its change:
//! whole files (`tests/fixtures/class/NAME/`) or a unified diff (`tests/fixtures/java/assess/NAME.patch`),
//! so that it shows what its bug is, and a change to the correct submission reaches every fixture. A
//! patch that no longer applies fails the test that lays it out, naming the fixture.

use std::path::Path;

use diffy::patch_set::{FileOperation, ParseOptions, PatchSet};

use super::{fixtures, root};

/// The fixture submissions of `tests/fixtures/class/`, each the correct Java submission
/// (`tests/fixtures/java/solver`) with its own files laid over it (`native` has only its own), as
/// folders of `class`.
pub fn fixture_class(class: &Path, names: &[&str]) {
    for name in names {
        let own = fixtures().join("class").join(name);
        let base = (*name != "native").then(|| fixtures().join("java/solver"));
        // `correct` has no folder of its own: it is the base alone.
        lay(&class.join(name), base.as_deref(), own.is_dir().then_some(own.as_path()));
    }
}

/// The assessment's fixture submission `name` (`tests/fixtures/java/assess/`) laid out as the folder
/// `submission`: `correct/`, with `name.patch` applied unless `name` is `correct`.
pub fn assess_fixture(submission: &Path, name: &str) {
    let dir = fixtures().join("java/assess");
    let patch = (name != "correct").then(|| dir.join(format!("{name}.patch")));
    lay(submission, Some(&dir.join("correct")), patch.as_deref());
}

/// The similarity fixture `name` (`tests/fixtures/similar/`) laid out as the folder `submission`: an
/// independent solution (`independent/NAME/`, or `assess-correct`, the assessment's `correct/`), or a planted copy (`copies/NAME.patch` over
/// `independent/flat-two-queues/`); either with the base class every student was given (the
/// project's algs4-like `MinPQ.java`) beside it.
pub fn similar_fixture(submission: &Path, name: &str) {
    let dir = fixtures().join("similar");
    let independent = dir.join("independent").join(name);
    if name == "assess-correct" {
        // The assessment's correct submission is one more independent design (a 2D array, two queues).
        lay(submission, Some(&fixtures().join("java/assess/correct")), None);
    } else if independent.is_dir() {
        lay(submission, Some(&independent), None);
    } else {
        let patch = dir.join("copies").join(format!("{name}.patch"));
        assert!(patch.is_file(), "no similarity fixture {name}");
        lay(submission, Some(&dir.join("independent/flat-two-queues")), Some(&patch));
    }
    std::fs::copy(similar_base().join("MinPQ.java"), submission.join("MinPQ.java")).expect("the base class copied");
}

/// The base code of the similarity fixtures: the project's algs4-like sources.
pub fn similar_base() -> std::path::PathBuf {
    fixtures().join("java/algs4/edu/princeton/cs/algs4")
}

/// Lays out `submission`: the files of `base`, then `change` over them, a folder whose files replace
/// or join the base's, or a `.patch` file applied to them.
fn lay(submission: &Path, base: Option<&Path>, change: Option<&Path>) {
    std::fs::create_dir_all(submission).expect("a submission folder");
    for layer in base.into_iter().chain(change.filter(|c| c.is_dir())) {
        for entry in std::fs::read_dir(layer).expect("a fixture folder") {
            let file = entry.expect("a fixture file").path();
            std::fs::copy(&file, submission.join(file.file_name().expect("a name"))).expect("a fixture file copied");
        }
    }
    if let Some(patch) = change.filter(|c| !c.is_dir()) {
        apply(patch, submission);
    }
}

/// Applies `patch`, a unified diff of one or more files (`--- a/NAME`, `+++ b/NAME`), to the files of
/// `dir` in place. Every failure names the patch, so that a test says which fixture to remake.
fn apply(patch: &Path, dir: &Path) {
    let fixture = patch.strip_prefix(root()).unwrap_or(patch).display();
    let text = std::fs::read_to_string(patch).unwrap_or_else(|e| panic!("fixture {fixture}: {e}"));
    for file in PatchSet::parse(&text, ParseOptions::unidiff()) {
        let file = file.unwrap_or_else(|e| panic!("fixture {fixture} is not a unified diff: {e}"));
        let operation = file.operation().strip_prefix(1);
        let FileOperation::Modify { original, modified } = &operation else {
            panic!("fixture {fixture}: a fixture changes the correct submission's files, it does not {operation:?}");
        };
        assert_eq!(original, modified, "fixture {fixture}: a fixture changes files, it does not rename them");
        let diff = file.patch().as_text().unwrap_or_else(|| panic!("fixture {fixture}: {original} is a binary diff"));
        let target = dir.join(&**original);
        let before = std::fs::read_to_string(&target).unwrap_or_else(|e| {
            panic!("fixture {fixture} changes {original}, which the correct submission lacks: {e}")
        });
        let after = diffy::apply(&before, diff).unwrap_or_else(|e| {
            panic!(
                "fixture {fixture} no longer applies to the correct submission's {original} ({e}): make it again \
                 from the fixture as it should be (tests/fixtures/java/assess/README.md says how)"
            )
        });
        std::fs::write(&target, after).expect("the patched file written");
    }
}
