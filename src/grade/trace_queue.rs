//! The priority queue a trace describes, rebuilt from its lines: which nodes wait, from which parents,
//! and the smallest priority among them. Each step costs a hash lookup and at most a logarithm of the
//! number of distinct priorities, never a scan of the queue, so a trace's check is linear in its length.

use std::collections::{BTreeMap, HashMap};

use npuzzle::Board;

/// A node as a trace line names it: board, moves, priority.
pub(crate) type Node = (Board, u32, u32);

/// The parents of the waiting copies of one node, with how many copies each: a node's parent is one
/// of its (at most four) neighbours, so this stays tiny however often the node is inserted.
#[derive(Default)]
struct Copies(Vec<(Option<Board>, usize)>);

impl Copies {
    fn add(&mut self, parent: Option<Board>) {
        match self.0.iter_mut().find(|(p, _)| *p == parent) {
            Some((_, count)) => *count += 1,
            None => self.0.push((parent, 1)),
        }
    }

    /// Takes one copy whose parent is among `parents`; false if there is none.
    fn take(&mut self, parents: &[Option<Board>]) -> bool {
        let Some(i) = self.0.iter().position(|(p, _)| parents.contains(p)) else { return false };
        self.0[i].1 -= 1;
        if self.0[i].1 == 0 {
            self.0.swap_remove(i);
        }
        true
    }
}

/// The queue as the trace describes it.
#[derive(Default)]
pub(crate) struct Queue {
    /// (board, moves, priority) -> the waiting copies.
    waiting: HashMap<Node, Copies>,
    /// priority -> how many nodes wait with it.
    priorities: BTreeMap<u32, usize>,
}

impl Queue {
    pub(crate) fn insert(&mut self, node: Node, parent: Option<Board>) {
        *self.priorities.entry(node.2).or_default() += 1;
        self.waiting.entry(node).or_default().add(parent);
    }

    /// The distinct parents of the copies of this node that are waiting (none if it is not queued).
    pub(crate) fn candidates(&self, node: &Node) -> Vec<Option<Board>> {
        self.waiting.get(node).map(|c| c.0.iter().map(|(p, _)| p.clone()).collect()).unwrap_or_default()
    }

    /// Removes one copy of the node, one whose parent is among `parents`.
    pub(crate) fn remove(&mut self, node: &Node, parents: &[Option<Board>]) {
        let Some(copies) = self.waiting.get_mut(node) else { return };
        if !copies.take(parents) {
            return;
        }
        if copies.0.is_empty() {
            self.waiting.remove(node);
        }
        if let Some(count) = self.priorities.get_mut(&node.2) {
            *count -= 1;
            if *count == 0 {
                self.priorities.remove(&node.2);
            }
        }
    }

    pub(crate) fn min_priority(&self) -> Option<u32> {
        self.priorities.keys().next().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::{Node, Queue};
    use npuzzle::Board;

    fn node(tiles: &str, moves: u32, priority: u32) -> Node {
        (tiles.parse::<Board>().expect("valid test board"), moves, priority)
    }

    #[test]
    fn copies_leave_by_parent_and_the_minimum_follows() {
        let root: Board = "2 1 2 3 0".parse().expect("valid");
        let other: Board = "2 1 2 0 3".parse().expect("valid");
        let (low, high) = (node("2 1 0 3 2", 1, 2), node("2 0 2 1 3", 1, 4));
        let mut queue = Queue::default();
        queue.insert(low.clone(), Some(root.clone()));
        queue.insert(low.clone(), Some(root.clone()));
        queue.insert(high.clone(), Some(other.clone()));
        assert_eq!(queue.min_priority(), Some(2));
        assert_eq!(queue.candidates(&low), vec![Some(root.clone())]);
        // A parent that has no copy waiting removes nothing.
        queue.remove(&low, &[Some(other.clone())]);
        assert_eq!(queue.min_priority(), Some(2));
        queue.remove(&low, &[Some(root.clone())]);
        assert_eq!(queue.min_priority(), Some(2), "one copy of the low node still waits");
        queue.remove(&low, &[Some(root)]);
        assert_eq!((queue.min_priority(), queue.candidates(&low)), (Some(4), vec![]));
        queue.remove(&high, &[Some(other)]);
        assert_eq!(queue.min_priority(), None);
    }
}
