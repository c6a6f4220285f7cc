//! The front end of the other languages a class may use (C, C++, Python): a token for each node of
//! their trees that is a declaration, a call, an assignment or a control structure, by the node's
//! kind, with names, literals, comments and layout making none, as in Java. No reordering or dead
//! code here: these submissions are rare in this assignment, and what they get is JPlag's level.

use tree_sitter::Node;

use super::java::Token;
use super::token::Kind;

/// The tokens of a file parsed as `root`.
#[must_use]
pub fn tokens(root: Node<'_>) -> Vec<Token> {
    let mut out = Vec::new();
    walk(root, &mut out);
    out
}

fn line(row: usize) -> u32 {
    u32::try_from(row + 1).unwrap_or(u32::MAX)
}

fn walk(node: Node<'_>, out: &mut Vec<Token>) {
    let (first, last) = (line(node.start_position().row), line(node.end_position().row));
    let shape = shape(node.kind());
    match shape {
        Some((kind, None)) => out.push((kind, first, last)),
        Some((kind, Some(_))) => out.push((kind, first, first)),
        None => {}
    }
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        if !child.kind().contains("comment") {
            walk(child, out);
        }
    }
    if let Some((_, Some(end))) = shape {
        out.push((end, last, last));
    }
}

/// The token a node of this kind makes, and the one that closes it for a structure.
fn shape(kind: &str) -> Option<(Kind, Option<Kind>)> {
    Some(match kind {
        "class_definition" | "class_specifier" | "struct_specifier" => (Kind::ClassBegin, Some(Kind::ClassEnd)),
        "function_definition" => (Kind::MethodBegin, Some(Kind::MethodEnd)),
        "field_declaration" => (Kind::Field, None),
        "declaration" | "init_declarator" | "parameter_declaration" | "typed_parameter" | "default_parameter" => {
            (Kind::VarDef, None)
        }
        "assignment" | "augmented_assignment" | "assignment_expression" | "update_expression" => (Kind::Assign, None),
        "call" | "call_expression" => (Kind::Apply, None),
        "new_expression" => (Kind::New, None),
        "list" | "dictionary" | "initializer_list" => (Kind::ArrayInit, None),
        "if_statement" => (Kind::If, Some(Kind::IfEnd)),
        "else_clause" | "elif_clause" => (Kind::Else, None),
        "for_statement" | "while_statement" | "do_statement" | "for_range_loop" | "for_in_clause" => {
            (Kind::Loop, Some(Kind::LoopEnd))
        }
        "switch_statement" | "match_statement" => (Kind::Switch, Some(Kind::SwitchEnd)),
        "case_statement" | "case_clause" => (Kind::Case, None),
        "try_statement" => (Kind::Try, Some(Kind::TryEnd)),
        "except_clause" | "catch_clause" => (Kind::Catch, None),
        "finally_clause" => (Kind::Finally, None),
        "return_statement" => (Kind::Return, None),
        "break_statement" => (Kind::Break, None),
        "continue_statement" => (Kind::Continue, None),
        "raise_statement" | "throw_statement" => (Kind::Throw, None),
        "conditional_expression" => (Kind::Cond, None),
        "lambda" | "lambda_expression" => (Kind::Lambda, None),
        _ => return None,
    })
}
