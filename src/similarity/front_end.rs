//! [`tokenize`]: a submission's source files made into one [`Program`], each file by its language's
//! front end, in name order. A file that does not parse is tokenized anyway (tree-sitter recovers
//! around the error), with a note naming the line.

use tree_sitter::{Node, Parser, Tree};

use super::dead_code::DeadCode;
use super::language::Language;
use super::token::{Program, SourceFile};
use super::{generic, java};

/// The program of `files` (each its path, escaped, and its text), with `notes` already made.
#[must_use]
pub fn tokenize(files: Vec<(String, String)>, notes: Vec<String>) -> Program {
    let mut program = Program { notes, ..Program::default() };
    let mut parser = Parser::new();
    let mut parsed = Vec::new();
    for (name, text) in files {
        let Some(language) = Language::of(std::path::Path::new(&name)) else { continue };
        let tree = parser.set_language(&language.grammar()).ok().and_then(|()| parser.parse(&text, None));
        let Some(tree) = tree else {
            program.notes.push(format!("{name}: cannot be parsed; left out"));
            continue;
        };
        if let Some(line) = first_error(tree.root_node()) {
            program.notes.push(format!("{name}: does not parse at line {line}; tokenized as far as it goes"));
        }
        parsed.push((name, text, language, tree));
    }
    let mut dead = DeadCode::default();
    for (_, text, language, tree) in &parsed {
        if *language == Language::Java {
            dead.count(tree.root_node(), text.as_bytes());
        }
    }
    for (name, text, language, tree) in parsed {
        let tokens = file_tokens(&tree, &text, language, &dead);
        program.push_file(SourceFile { name, text }, &tokens);
    }
    program
}

fn file_tokens(tree: &Tree, text: &str, language: Language, dead: &DeadCode) -> Vec<java::Token> {
    match language {
        Language::Java => java::tokens(tree.root_node(), text.as_bytes(), dead),
        Language::C | Language::Cpp | Language::Python => generic::tokens(tree.root_node()),
    }
}

/// The line of the first syntax error under `root`, if there is one.
fn first_error(root: Node<'_>) -> Option<usize> {
    if !root.has_error() {
        return None;
    }
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if node.is_error() || node.is_missing() {
            return Some(node.start_position().row + 1);
        }
        let mut cursor = node.walk();
        let children: Vec<Node<'_>> = node.children(&mut cursor).filter(Node::has_error).collect();
        stack.extend(children.into_iter().rev());
    }
    Some(root.start_position().row + 1)
}

#[cfg(test)]
#[path = "java_tests.rs"]
mod tests;
