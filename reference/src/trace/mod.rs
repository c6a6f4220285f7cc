//! Traces of the assignment's A*: [`Trace`] is what the search did, as data (every node, every
//! priority-queue operation with the heap's slots after it); [`render`] writes it as the checklist's
//! "detailed trace" text (node table, then per step the game tree and the heap after each operation).

mod label;
mod model;
mod record;
mod render;
mod tree;

pub use label::label;
pub use model::{NodeId, PqOp, PqOpKind, Trace, TraceNode, TraceStep};
pub use render::{render, render_op};
pub use tree::{Glyph, draw, layout};
