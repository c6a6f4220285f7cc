//! The game-tree drawing: [`layout`] places every node label and branch as a [`Glyph`].
//!
//! Under an expanded parent at column c comes a `|` at c, a row of dashes, then a row of slashes and bars
//! over the children's labels. The checklist's three fans are the templates: two children at c-4 and
//! c+4; three at c-4, c and c+4; four at c-5, c-2, c+2 and c+5. When subtrees would touch, later children
//! are pushed right and the fan widens, so a tree of hundreds of nodes stays readable; each subtree is
//! placed by its contour (the leftmost and rightmost column it uses on every row), as in the classic
//! tidy-tree layouts. The root sits at column 38 unless the tree needs more room on the left.

use crate::trace::label::label;
use crate::trace::model::{NodeId, Trace};

/// A piece of text at a row and column of the drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glyph {
    /// 0-based row: node labels on rows 0, 4, 8, ..., branches between.
    pub row: usize,
    /// 0-based column of the first character.
    pub col: usize,
    /// The text: a label (`[M]` for the goal), `|`, `/`, `\` or a run of dashes.
    pub text: String,
    /// The node, for labels.
    pub node: Option<NodeId>,
}

/// The root's column in the checklist.
const ROOT_COLUMN: i64 = 38;
/// The least distance between the last column of one subtree and the first of the next (two spaces).
const GAP: i64 = 3;

/// A subtree drawn relative to its root's label (row 0, column 0).
struct Shape {
    glyphs: Vec<(usize, i64, String, Option<NodeId>)>,
    /// (leftmost, rightmost) column on each row.
    contour: Vec<(i64, i64)>,
}

impl Shape {
    fn put(&mut self, row: usize, col: i64, text: String, node: Option<NodeId>) {
        let end = col + text.chars().count() as i64 - 1;
        if self.contour.len() <= row {
            self.contour.resize(row + 1, (i64::MAX, i64::MIN));
        }
        let span = &mut self.contour[row];
        *span = (span.0.min(col), span.1.max(end));
        self.glyphs.push((row, col, text, node));
    }
}

/// Places the first `count` nodes of the trace (the tree after a step).
#[must_use]
pub fn layout(trace: &Trace, count: usize) -> Vec<Glyph> {
    let mut children = vec![Vec::new(); count];
    for id in 1..count {
        if let Some(parent) = trace.nodes[id].parent {
            children[parent].push(id);
        }
    }
    let goal = (trace.goal < count).then_some(trace.goal);
    let shape = subtree(trace, &children, goal, 0);
    let leftmost = shape.contour.iter().map(|span| span.0).min().unwrap_or(0);
    let root = ROOT_COLUMN.max(-leftmost);
    let mut glyphs: Vec<Glyph> = shape
        .glyphs
        .into_iter()
        // Cannot be negative: the root column makes room for the leftmost glyph.
        .map(|(row, col, text, node)| Glyph { row, col: (root + col) as usize, text, node })
        .collect();
    glyphs.sort_by_key(|g| (g.row, g.col));
    glyphs
}

/// The drawing of `id`'s subtree.
fn subtree(trace: &Trace, children: &[Vec<NodeId>], goal: Option<NodeId>, id: NodeId) -> Shape {
    let mut shape = Shape { glyphs: Vec::new(), contour: Vec::new() };
    let name = label(id, trace.nodes[id].rejected);
    if goal == Some(id) {
        shape.put(0, -1, format!("[{name}]"), Some(id));
    } else {
        shape.put(0, 0, name, Some(id));
    }
    let kids = &children[id];
    if kids.is_empty() {
        return shape;
    }
    let shapes: Vec<Shape> = kids.iter().map(|&kid| subtree(trace, children, goal, kid)).collect();
    let offsets = place(&shapes);
    fan(&mut shape, &offsets);
    for (kid, offset) in shapes.into_iter().zip(&offsets) {
        for (row, col, text, node) in kid.glyphs {
            shape.put(row + 4, col + offset, text, node);
        }
    }
    shape
}

/// The children's columns relative to the parent: the checklist template, pushed apart where subtrees
/// would touch, then centred under the parent.
fn place(shapes: &[Shape]) -> Vec<i64> {
    // A board has at most four neighbours, so at most four children.
    let template: &[i64] = match shapes.len() {
        1 => &[0],
        2 => &[-4, 4],
        3 => &[-4, 0, 4],
        _ => &[-5, -2, 2, 5],
    };
    let mut offsets: Vec<i64> = Vec::with_capacity(shapes.len());
    let mut placed: Vec<(i64, i64)> = Vec::new();
    for (i, shape) in shapes.iter().enumerate() {
        let mut x = if i == 0 { template[0] } else { offsets[i - 1] + template[i] - template[i - 1] };
        for (row, span) in shape.contour.iter().enumerate() {
            if let Some(left) = placed.get(row) {
                x = x.max(left.1 + GAP - span.0);
            }
        }
        for (row, span) in shape.contour.iter().enumerate() {
            if placed.len() <= row {
                placed.resize(row + 1, (i64::MAX, i64::MIN));
            }
            placed[row] = (placed[row].0.min(span.0 + x), placed[row].1.max(span.1 + x));
        }
        offsets.push(x);
    }
    let centre = (offsets[0] + offsets[offsets.len() - 1]).div_euclid(2);
    offsets.iter().map(|x| x - centre).collect()
}

/// The branches from a parent at column 0 to children at `offsets` (rows 1 to 3).
fn fan(shape: &mut Shape, offsets: &[i64]) {
    shape.put(1, 0, "|".to_string(), None);
    let (first, last) = (offsets[0], offsets[offsets.len() - 1]);
    if offsets.len() == 1 {
        shape.put(2, 0, "|".to_string(), None);
        shape.put(3, 0, "|".to_string(), None);
        return;
    }
    // The outer slashes sit two columns inside the outer labels, or one in the four-child fan.
    let inset = if offsets.len() == 4 { 1 } else { 2 };
    let (slash, backslash) = (first + inset, last - inset);
    // Cannot be negative: the outer children are at least four columns apart from the parent.
    let dashes = (backslash - slash - 1) as usize;
    shape.put(2, slash + 1, "-".repeat(dashes), None);
    shape.put(3, slash, "/".to_string(), None);
    for &inner in &offsets[1..offsets.len() - 1] {
        shape.put(3, inner, "|".to_string(), None);
    }
    shape.put(3, backslash, "\\".to_string(), None);
}

/// The drawing as lines of text, trailing spaces trimmed.
#[must_use]
pub fn draw(glyphs: &[Glyph]) -> Vec<String> {
    let rows = glyphs.iter().map(|g| g.row + 1).max().unwrap_or(0);
    let mut lines = vec![Vec::<char>::new(); rows];
    for glyph in glyphs {
        let line = &mut lines[glyph.row];
        for (i, ch) in glyph.text.chars().enumerate() {
            let col = glyph.col + i;
            if line.len() <= col {
                line.resize(col + 1, ' ');
            }
            line[col] = ch;
        }
    }
    lines.into_iter().map(|line| line.into_iter().collect::<String>().trim_end().to_string()).collect()
}
