//! The Java front end: a file's tree (from `tree-sitter-java`) made into tokens that what copying
//! changes does not reach. Names, literals, comments and layout make no token; a class's fields and
//! its other members are each put in a canonical order (by their own tokens), so reordering them
//! changes nothing; `for (init; cond; update) body` makes the tokens of `init; while (cond) { body;
//! update; }`, so the two loops read the same, and a `for (T x : xs)` makes those of the iterator
//! loop the language defines it as; dead code (see [`DeadCode`]) and empty statements make
//! none. The kinds are those of JPlag's Java front end in spirit: one token a declaration, call,
//! assignment or control structure.

use tree_sitter::Node;

use super::dead_code::{DeadCode, constant};
use super::token::Kind;

/// One token as the front end makes it: its kind and its first and last lines.
pub type Token = (Kind, u32, u32);

/// The tokens of the file `text`, parsed as `root`, with `dead` counted over the whole program.
#[must_use]
pub fn tokens(root: Node<'_>, text: &[u8], dead: &DeadCode) -> Vec<Token> {
    let mut emitter = Emitter { text, dead, out: Vec::new() };
    emitter.children(root);
    emitter.out
}

struct Emitter<'a> {
    text: &'a [u8],
    dead: &'a DeadCode,
    out: Vec<Token>,
}

fn first(node: Node<'_>) -> u32 {
    u32::try_from(node.start_position().row + 1).unwrap_or(u32::MAX)
}

fn last(node: Node<'_>) -> u32 {
    u32::try_from(node.end_position().row + 1).unwrap_or(u32::MAX)
}

impl Emitter<'_> {
    /// A token standing for the first line of `node` (a structure's head).
    fn head(&mut self, kind: Kind, node: Node<'_>) {
        self.out.push((kind, first(node), first(node)));
    }

    /// A token standing for the last line of `node` (a structure's end).
    fn tail(&mut self, kind: Kind, node: Node<'_>) {
        self.out.push((kind, last(node), last(node)));
    }

    /// A token standing for all of `node`'s lines (a statement).
    fn whole(&mut self, kind: Kind, node: Node<'_>) {
        self.out.push((kind, first(node), last(node)));
    }

    fn children(&mut self, node: Node<'_>) {
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            self.node(child);
        }
    }

    fn field(&mut self, node: Node<'_>, name: &str) {
        let mut cursor = node.walk();
        for child in node.children_by_field_name(name, &mut cursor) {
            self.node(child);
        }
    }

    fn node(&mut self, node: Node<'_>) {
        match node.kind() {
            "line_comment"
            | "block_comment"
            | "package_declaration"
            | "import_declaration"
            | "modifiers"
            | "marker_annotation"
            | "annotation" => {}
            "class_declaration" | "interface_declaration" | "enum_declaration" | "record_declaration" => {
                self.head(Kind::ClassBegin, node);
                self.field(node, "body");
                self.tail(Kind::ClassEnd, node);
            }
            "class_body" | "interface_body" | "enum_body" | "enum_body_declarations" => self.members(node),
            "method_declaration" | "constructor_declaration" | "compact_constructor_declaration" => self.method(node),
            "static_initializer" => self.method(node),
            "local_variable_declaration" => self.variables(node),
            "formal_parameter" | "spread_parameter" | "catch_formal_parameter" => self.whole(Kind::VarDef, node),
            "block" | "constructor_body" => self.block(node),
            _ => self.statement(node),
        }
    }

    fn statement(&mut self, node: Node<'_>) {
        match node.kind() {
            "if_statement" => self.if_statement(node),
            "for_statement" => self.for_statement(node),
            "enhanced_for_statement" => self.for_each(node),
            "while_statement" | "do_statement" => self.while_statement(node),
            "switch_expression" | "switch_statement" => self.wrapped(node, Kind::Switch, Kind::SwitchEnd),
            "switch_label" => self.head(Kind::Case, node),
            "try_statement" | "try_with_resources_statement" => self.wrapped(node, Kind::Try, Kind::TryEnd),
            "catch_clause" => self.opened(node, Kind::Catch),
            "finally_clause" => self.opened(node, Kind::Finally),
            "lambda_expression" => self.opened(node, Kind::Lambda),
            "ternary_expression" => self.opened(node, Kind::Cond),
            "object_creation_expression" => self.opened(node, Kind::New),
            "array_creation_expression" => self.opened(node, Kind::NewArray),
            "array_initializer" => self.opened(node, Kind::ArrayInit),
            _ => self.expression(node),
        }
    }

    fn expression(&mut self, node: Node<'_>) {
        let kind = match node.kind() {
            "assignment_expression" | "update_expression" => Kind::Assign,
            "method_invocation" | "explicit_constructor_invocation" => Kind::Apply,
            "return_statement" => Kind::Return,
            "break_statement" | "yield_statement" => Kind::Break,
            "continue_statement" => Kind::Continue,
            "throw_statement" => Kind::Throw,
            _ => return self.children(node),
        };
        self.whole(kind, node);
        self.children(node);
    }

    /// A token for `node`'s head, then its parts.
    fn opened(&mut self, node: Node<'_>, kind: Kind) {
        self.head(kind, node);
        self.children(node);
    }

    /// Tokens for `node`'s head and end around its parts.
    fn wrapped(&mut self, node: Node<'_>, begin: Kind, end: Kind) {
        self.head(begin, node);
        self.children(node);
        self.tail(end, node);
    }

    fn method(&mut self, node: Node<'_>) {
        if node.kind() == "method_declaration" && self.dead.is_unused_method(node, self.text) {
            return;
        }
        self.head(Kind::MethodBegin, node);
        self.field(node, "parameters");
        self.field(node, "body");
        if node.kind() == "static_initializer" {
            self.children(node);
        }
        self.tail(Kind::MethodEnd, node);
    }

    /// A local declaration: a token a declarator that is used, then its initializer's.
    fn variables(&mut self, node: Node<'_>) {
        let mut cursor = node.walk();
        for declarator in node.children_by_field_name("declarator", &mut cursor) {
            if !self.dead.is_unused_variable(declarator, self.text) {
                self.whole(Kind::VarDef, declarator);
                self.field(declarator, "value");
            }
        }
    }

    /// One declarator of the field declaration `field`, unless it is private and unused.
    fn field_declarator(&mut self, field: Node<'_>, declarator: Node<'_>) {
        if !(self.dead.is_private_field(field, self.text) && self.dead.is_unused_variable(declarator, self.text)) {
            self.whole(Kind::Field, declarator);
            self.field(declarator, "value");
        }
    }

    /// The tokens `emit` makes, kept apart from those made so far.
    fn apart(&mut self, emit: impl FnOnce(&mut Self)) -> Vec<Token> {
        let outer = std::mem::take(&mut self.out);
        emit(self);
        std::mem::replace(&mut self.out, outer)
    }

    /// A block's statements up to the first that jumps away (what follows never runs).
    fn block(&mut self, node: Node<'_>) {
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            self.node(child);
            if matches!(child.kind(), "return_statement" | "throw_statement" | "break_statement" | "continue_statement")
            {
                break;
            }
        }
    }

    fn if_statement(&mut self, node: Node<'_>) {
        let condition = node.child_by_field_name("condition");
        let alternative = node.child_by_field_name("alternative");
        match condition.and_then(constant) {
            Some(true) => self.field(node, "consequence"),
            Some(false) => {
                if let Some(alternative) = alternative {
                    self.node(alternative);
                }
            }
            None => {
                self.head(Kind::If, node);
                self.field(node, "condition");
                self.field(node, "consequence");
                // An empty `else {}` is padding: no `else` token for it.
                let otherwise = alternative.map(|a| (a, self.apart(|emitter| emitter.node(a))));
                if let Some((alternative, tokens)) = otherwise.filter(|(_, tokens)| !tokens.is_empty()) {
                    self.head(Kind::Else, alternative);
                    self.out.extend(tokens);
                }
                self.tail(Kind::IfEnd, node);
            }
        }
    }

    /// `for (init; cond; update) body` as `init; while (cond) { body; update; }`.
    fn for_statement(&mut self, node: Node<'_>) {
        self.field(node, "init");
        if node.child_by_field_name("condition").and_then(constant) == Some(false) {
            return;
        }
        self.head(Kind::Loop, node);
        self.field(node, "condition");
        self.field(node, "body");
        self.field(node, "update");
        self.tail(Kind::LoopEnd, node);
    }

    /// `for (T x : xs) body` as the JLS defines it for an `Iterable`: `Iterator<T> i = xs.iterator();
    /// while (i.hasNext()) { T x = i.next(); body }`, so that a copy that spells it out reads the same.
    fn for_each(&mut self, node: Node<'_>) {
        self.head(Kind::VarDef, node);
        self.head(Kind::Apply, node);
        self.field(node, "value");
        self.head(Kind::Loop, node);
        self.head(Kind::Apply, node);
        self.head(Kind::VarDef, node);
        self.head(Kind::Apply, node);
        self.field(node, "body");
        self.tail(Kind::LoopEnd, node);
    }

    fn while_statement(&mut self, node: Node<'_>) {
        let condition = node.child_by_field_name("condition");
        if node.kind() == "while_statement" && condition.and_then(constant) == Some(false) {
            return;
        }
        self.head(Kind::Loop, node);
        self.field(node, "condition");
        self.field(node, "body");
        self.tail(Kind::LoopEnd, node);
    }

    /// A class body: its fields in a canonical order, then its other members in one.
    fn members(&mut self, node: Node<'_>) {
        let mut fields = Vec::new();
        let mut others = Vec::new();
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            if child.kind() == "field_declaration" {
                // One member a declarator: `int a, b;` and `int a; int b;` are the same fields.
                let mut cursor = child.walk();
                for declarator in child.children_by_field_name("declarator", &mut cursor) {
                    fields.push(self.apart(|emitter| emitter.field_declarator(child, declarator)));
                }
            } else {
                others.push(self.apart(|emitter| emitter.node(child)));
            }
        }
        fields.retain(|tokens| !tokens.is_empty());
        others.retain(|tokens| !tokens.is_empty());
        for group in [&mut fields, &mut others] {
            group.sort_by(|a, b| a.iter().map(|t| t.0).cmp(b.iter().map(|t| t.0)));
            for tokens in group.drain(..) {
                self.out.extend(tokens);
            }
        }
    }
}
