//! [`DeadCode`]: what a Java program holds that never runs or is never used, found before its tokens
//! are made so that padding a copy with it changes nothing: private methods no one calls, private
//! fields and local variables no one reads (with initializers that do nothing), and branches behind a
//! constant `true` or `false`. Judged by names across all the program's files, conservatively: a name
//! used anywhere keeps everything that bears it.

use std::collections::{HashMap, HashSet};

use tree_sitter::Node;

/// The names a program uses, counted over all its files.
#[derive(Debug, Default)]
pub struct DeadCode {
    /// How often each identifier occurs, declarations included.
    uses: HashMap<String, usize>,
    /// The names of every method called or referred to (`name(...)`, `x.name(...)`, `X::name`).
    called: HashSet<String>,
}

impl DeadCode {
    /// Counts the names of one file's tree.
    pub fn count(&mut self, root: Node<'_>, text: &[u8]) {
        let mut stack = vec![root];
        while let Some(node) = stack.pop() {
            if node.kind() == "identifier" {
                *self.uses.entry(source(node, text)).or_default() += 1;
            }
            if node.kind() == "method_invocation"
                && let Some(name) = node.child_by_field_name("name")
            {
                self.called.insert(source(name, text));
            }
            if node.kind() == "method_reference"
                && let Some(name) = node.named_child(node.named_child_count().saturating_sub(1))
            {
                self.called.insert(source(name, text));
            }
            let mut cursor = node.walk();
            stack.extend(node.children(&mut cursor));
        }
    }

    /// Whether `method` (a `method_declaration`) is private and never called.
    #[must_use]
    pub fn is_unused_method(&self, method: Node<'_>, text: &[u8]) -> bool {
        let Some(name) = method.child_by_field_name("name") else { return false };
        is_private(method, text) && !self.called.contains(&source(name, text))
    }

    /// Whether the declarator `name` (of a private field or a local variable) is never used again,
    /// and its initializer, if any, has no effect.
    #[must_use]
    pub fn is_unused_variable(&self, declarator: Node<'_>, text: &[u8]) -> bool {
        let Some(name) = declarator.child_by_field_name("name") else { return false };
        let once = self.uses.get(&source(name, text)).is_some_and(|&n| n == 1);
        once && declarator.child_by_field_name("value").is_none_or(|value| !has_effect(value))
    }

    /// Whether `field` (a `field_declaration`) is private.
    #[must_use]
    pub fn is_private_field(&self, field: Node<'_>, text: &[u8]) -> bool {
        is_private(field, text)
    }
}

/// The value of a condition that is a literal `true` or `false` (in its parentheses), if it is one.
#[must_use]
pub fn constant(condition: Node<'_>) -> Option<bool> {
    let mut node = condition;
    while node.kind() == "parenthesized_expression" && node.named_child_count() == 1 {
        node = node.named_child(0)?;
    }
    match node.kind() {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// Whether evaluating `node` could change anything: it calls, creates, assigns or increments.
fn has_effect(node: Node<'_>) -> bool {
    let mut stack = vec![node];
    while let Some(node) = stack.pop() {
        if matches!(
            node.kind(),
            "method_invocation" | "object_creation_expression" | "assignment_expression" | "update_expression"
        ) {
            return true;
        }
        let mut cursor = node.walk();
        stack.extend(node.named_children(&mut cursor));
    }
    false
}

fn is_private(declaration: Node<'_>, text: &[u8]) -> bool {
    let mut cursor = declaration.walk();
    let modifiers = declaration.children(&mut cursor).find(|c| c.kind() == "modifiers");
    modifiers.is_some_and(|m| {
        let mut cursor = m.walk();
        m.children(&mut cursor).any(|c| source(c, text) == "private")
    })
}

fn source(node: Node<'_>, text: &[u8]) -> String {
    String::from_utf8_lossy(&text[node.byte_range()]).into_owned()
}
