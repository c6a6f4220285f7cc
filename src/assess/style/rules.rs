//! [`findings`]: slider's own style rules, for the bug patterns of this assignment that Checkstyle
//! 8.36 has no check for, read from the parsed sources (`tree-sitter-java`) so each finding has its
//! line and nothing of the student's runs:
//! - a `static` field of Board that is not `final` (every Board would share it);
//! - an `equals(Object)` that casts its argument but never checks its class (`instanceof` or
//!   `getClass()`), or an `equals` that only overloads `equals(Object)`;
//! - a local variable, or a private field, whose name is never used again in its scope.

use tree_sitter::{Node, Parser};

use crate::assess::style::finding::{Finding, Rule};
use crate::escape;

/// The findings in the source `text` of the student's `file` (`Board.java` or `Solver.java`), or
/// why there are none to be had (`not run: ...`): a file that does not parse would only have its
/// rules pass for want of code to read.
///
/// # Errors
/// The `not run` reason, for a file with a syntax error.
pub fn findings(file: &str, text: &str) -> Result<Vec<Finding>, String> {
    let mut parser = Parser::new();
    let unparsed = || format!("not run: {file} does not parse");
    parser.set_language(&tree_sitter_java::LANGUAGE.into()).map_err(|_| unparsed())?;
    let tree = parser.parse(text, None).ok_or_else(unparsed)?;
    if tree.root_node().has_error() {
        return Err(unparsed());
    }
    let mut found = Rules { file, text: text.as_bytes(), out: Vec::new() };
    found.walk(tree.root_node());
    found.out.sort_by_key(|f| (f.line, Rule::ALL.iter().position(|r| *r == f.rule)));
    Ok(found.out)
}

struct Rules<'a> {
    file: &'a str,
    text: &'a [u8],
    out: Vec<Finding>,
}

impl Rules<'_> {
    fn walk(&mut self, node: Node<'_>) {
        match node.kind() {
            "class_declaration" => self.class(node),
            "method_declaration" => self.method(node),
            "local_variable_declaration" => self.local(node),
            _ => {}
        }
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            self.walk(child);
        }
    }

    fn found(&mut self, rule: Rule, node: Node<'_>, message: String) {
        let line = u32::try_from(node.start_position().row + 1).unwrap_or(u32::MAX);
        self.out.push(Finding { rule, file: self.file.to_string(), line, message });
    }

    fn text(&self, node: Node<'_>) -> &str {
        node.utf8_text(self.text).unwrap_or_default()
    }

    /// A class's fields: the static ones of Board, and the private ones no code names.
    fn class(&mut self, class: Node<'_>) {
        let is_board = class.child_by_field_name("name").is_some_and(|n| self.text(n) == "Board");
        let Some(body) = class.child_by_field_name("body") else { return };
        let mut cursor = body.walk();
        for field in body.named_children(&mut cursor).filter(|n| n.kind() == "field_declaration") {
            let modifiers = modifiers(field, self.text);
            for name in declared(field) {
                let shown = escape::shown(self.text(name));
                if is_board && modifiers.contains(&"static") && !modifiers.contains(&"final") {
                    let message = format!(
                        "static field '{shown}' is shared by every Board; make it an instance field (or a final constant)"
                    );
                    self.found(Rule::StaticBoardField, name, message);
                }
                if modifiers.contains(&"private") && uses(class, name, self.text) == 0 {
                    self.found(Rule::UnusedVariables, name, format!("private field '{shown}' is never used"));
                }
            }
        }
    }

    /// An `equals` method: whether it overrides `equals(Object)`, and checks the class before a cast.
    fn method(&mut self, method: Node<'_>) {
        let Some(name) = method.child_by_field_name("name").filter(|n| self.text(*n) == "equals") else { return };
        let parameters: Vec<Node<'_>> = method
            .child_by_field_name("parameters")
            .map(|p| {
                let mut cursor = p.walk();
                p.named_children(&mut cursor).filter(|n| n.kind() == "formal_parameter").collect()
            })
            .unwrap_or_default();
        let [parameter] = parameters.as_slice() else { return };
        let Some(kind) = parameter.child_by_field_name("type") else { return };
        let kind = self.text(kind).to_string();
        if kind != "Object" && kind != "java.lang.Object" {
            let message = format!(
                "equals({}) overloads equals(Object) instead of overriding it: a HashSet or x.equals((Object) y) never calls it",
                escape::shown(&kind)
            );
            self.found(Rule::EqualsClassCheck, name, message);
            return;
        }
        let Some(body) = method.child_by_field_name("body") else { return };
        let checks = any(body, &|n| {
            n.kind() == "instanceof_expression"
                || (n.kind() == "method_invocation"
                    && n.child_by_field_name("name").is_some_and(|m| self.text(m) == "getClass"))
        });
        if !checks && any(body, &|n| n.kind() == "cast_expression") {
            let message = "equals(Object) casts its argument without checking its class, so x.equals(a String) throws \
                           ClassCastException; compare getClass() (or use instanceof) first"
                .to_string();
            self.found(Rule::EqualsClassCheck, name, message);
        }
    }

    /// A local variable declaration: each name used nowhere else in the enclosing block.
    fn local(&mut self, declaration: Node<'_>) {
        let Some(scope) = declaration.parent() else { return };
        for name in declared(declaration) {
            if uses(scope, name, self.text) == 0 {
                let message = format!("local variable '{}' is never used", escape::shown(self.text(name)));
                self.found(Rule::UnusedVariables, name, message);
            }
        }
    }
}

/// The modifier keywords of a declaration (`private`, `static`, `final`, ...).
fn modifiers<'t>(declaration: Node<'_>, text: &'t [u8]) -> Vec<&'t str> {
    let mut cursor = declaration.walk();
    let Some(modifiers) = declaration.children(&mut cursor).find(|n| n.kind() == "modifiers") else {
        return Vec::new();
    };
    let mut cursor = modifiers.walk();
    modifiers.children(&mut cursor).filter_map(|n| n.utf8_text(text).ok()).collect()
}

/// The names a field or local variable declaration declares.
fn declared(declaration: Node<'_>) -> Vec<Node<'_>> {
    let mut cursor = declaration.walk();
    declaration
        .children_by_field_name("declarator", &mut cursor)
        .filter_map(|d| d.child_by_field_name("name"))
        .collect()
}

/// How many identifiers under `scope` other than `name` itself spell `name`.
fn uses(scope: Node<'_>, name: Node<'_>, text: &[u8]) -> usize {
    let spelled = name.utf8_text(text).unwrap_or_default();
    let mut count = 0;
    let mut stack = vec![scope];
    while let Some(node) = stack.pop() {
        if node.kind() == "identifier" && node.id() != name.id() && node.utf8_text(text) == Ok(spelled) {
            count += 1;
        }
        let mut cursor = node.walk();
        stack.extend(node.named_children(&mut cursor));
    }
    count
}

/// Whether any node under `root` is one `wanted` says.
fn any(root: Node<'_>, wanted: &dyn Fn(Node<'_>) -> bool) -> bool {
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if wanted(node) {
            return true;
        }
        let mut cursor = node.walk();
        stack.extend(node.named_children(&mut cursor));
    }
    false
}

#[cfg(test)]
mod tests {
    use super::findings;

    /// (what, file, source, the findings as `rule line`).
    const CASES: &[(&str, &str, &str, &[&str])] = &[
        (
            "a static counter in Board",
            "Board.java",
            "public class Board {\n  private static int made;\n  private final int[] tiles;\n  static final int N = 3;\n  \
             Board() { made++; tiles = new int[N]; }\n}\n",
            &["static-board-field 2"],
        ),
        ("a static field in Solver is not Board's", "Solver.java", "class Solver { static int calls; }\n", &[]),
        (
            "equals that casts unchecked",
            "Board.java",
            "class Board { int n;\n  public boolean equals(Object y) {\n    Board that = (Board) y;\n    return n == that.n;\n  }\n}\n",
            &["equals-class-check 2"],
        ),
        (
            "equals checking getClass()",
            "Board.java",
            "class Board { int n;\n  public boolean equals(Object y) {\n    if (y == null || y.getClass() != getClass()) return false;\n    \
             return n == ((Board) y).n;\n  }\n}\n",
            &[],
        ),
        (
            "equals with instanceof",
            "Board.java",
            "class Board { int n;\n  public boolean equals(Object y) {\n    return y instanceof Board && n == ((Board) y).n;\n  }\n}\n",
            &[],
        ),
        (
            "equals that overloads",
            "Board.java",
            "class Board { int n;\n  public boolean equals(Board y) { return n == y.n; }\n}\n",
            &["equals-class-check 2"],
        ),
        (
            "a local never used and a private field never used",
            "Solver.java",
            "class Solver {\n  private int moves;\n  private int steps;\n  int f() {\n    int unused = 3;\n    int used = 4;\n    \
             return used + steps;\n  }\n}\n",
            &["unused-variables 2", "unused-variables 5"],
        ),
        (
            "a name used in a nested lambda or this.field counts",
            "Solver.java",
            "class Solver {\n  private int moves;\n  int f() {\n    int k = 2;\n    Runnable r = () -> System.out.println(k);\n    \
             r.run();\n    return this.moves;\n  }\n}\n",
            &[],
        ),
    ];

    #[test]
    fn each_rule_finds_its_pattern_and_only_it() {
        for (what, file, source, expected) in CASES {
            let found = findings(file, source).unwrap_or_else(|why| panic!("{what}: {why}"));
            let got: Vec<String> = found.iter().map(|f| format!("{} {}", f.rule.id(), f.line)).collect();
            assert_eq!(&got, expected, "{what}");
        }
    }

    #[test]
    fn a_file_that_does_not_parse_has_its_rules_not_run() {
        let why = findings("Solver.java", "class Solver { int f( { }\n").expect_err("a syntax error");
        assert_eq!(why, "not run: Solver.java does not parse");
    }
}
