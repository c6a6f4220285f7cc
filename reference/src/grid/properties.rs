//! The grid search's laws on random grids with random walls, held against a breadth-first search of the
//! test's own: w = 0 and w = 1 find shortest routes, w = 2 a route at most twice as long, breadth-first
//! expands at least as many squares as A*, and every search expands each square at most once.

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;

use super::{Cell, Grid, GridOutcome, GridSearch};

/// A grid of 1 to 14 squares each way, about a third of them walls, with an open start and goal.
fn arb_case() -> impl Strategy<Value = (Grid, Cell, Cell)> {
    (1usize..=14, 1usize..=14)
        .prop_flat_map(|(width, height)| {
            let squares = width * height;
            let walls = proptest::collection::vec(proptest::bool::weighted(0.35), squares);
            (Just(width), walls, 0..squares, 0..squares)
        })
        .prop_map(|(width, walls, start, goal)| {
            let height = walls.len() / width;
            let mut grid = Grid::new(width, height).expect("1 to 14 squares each way");
            for (index, &wall) in walls.iter().enumerate() {
                grid.set_wall(Cell::new(index % width, index / width), wall).expect("inside");
            }
            let (start, goal) = (Cell::new(start % width, start / width), Cell::new(goal % width, goal / width));
            grid.set_wall(start, false).expect("inside");
            grid.set_wall(goal, false).expect("inside");
            (grid, start, goal)
        })
}

/// Steps from `start` to every square it can reach, by a plain breadth-first search.
fn distances(grid: &Grid, start: Cell) -> Vec<Vec<Option<usize>>> {
    let mut distance = vec![vec![None; grid.width()]; grid.height()];
    distance[start.y][start.x] = Some(0);
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        let d = distance[cell.y][cell.x].expect("queued squares have a distance");
        let steps = [(0, -1), (1, 0), (0, 1), (-1, 0)];
        for next in steps.iter().filter_map(|&(dx, dy)| {
            let x = cell.x.checked_add_signed(dx)?;
            let y = cell.y.checked_add_signed(dy)?;
            Some(Cell::new(x, y))
        }) {
            if grid.contains(next) && !grid.is_wall(next) && distance[next.y][next.x].is_none() {
                distance[next.y][next.x] = Some(d + 1);
                queue.push_back(next);
            }
        }
    }
    distance
}

/// The route's moves, after checking it runs from start to goal through open squares a step apart.
fn route_length(grid: &Grid, start: Cell, goal: Cell, path: &[Cell]) -> Result<usize, TestCaseError> {
    prop_assert_eq!(path.first(), Some(&start));
    prop_assert_eq!(path.last(), Some(&goal));
    prop_assert!(path.iter().all(|&cell| !grid.is_wall(cell)), "a route through a wall: {:?}", path);
    prop_assert!(path.windows(2).all(|pair| pair[0].manhattan(pair[1]) == 1), "a jump: {:?}", path);
    Ok(path.len() - 1)
}

fn search(grid: &Grid, start: Cell, goal: Cell, weight: f64) -> GridOutcome {
    GridSearch::new(grid, start, goal, weight).expect("open start and goal, a good weight").run()
}

proptest! {
    #[test]
    fn breadth_first_and_astar_find_shortest_routes((grid, start, goal) in arb_case()) {
        let distance = distances(&grid, start);
        let shortest = distance[goal.y][goal.x];
        let reachable = distance.iter().flatten().filter(|d| d.is_some()).count();
        for weight in [0.0, 1.0] {
            let outcome = search(&grid, start, goal, weight);
            match (&outcome.path, shortest) {
                (Some(path), Some(moves)) => prop_assert_eq!(route_length(&grid, start, goal, path)?, moves),
                (None, None) => {
                    prop_assert_eq!(outcome.expanded, reachable);
                    prop_assert_eq!(outcome.frontier_left, 0);
                }
                (found, _) => prop_assert!(false, "w = {}: found {:?}, shortest {:?}", weight, found, shortest),
            }
        }
    }

    #[test]
    fn weight_two_stays_within_twice_the_shortest((grid, start, goal) in arb_case()) {
        let shortest = distances(&grid, start)[goal.y][goal.x];
        let outcome = search(&grid, start, goal, 2.0);
        prop_assert_eq!(outcome.path.is_some(), shortest.is_some());
        if let (Some(path), Some(moves)) = (&outcome.path, shortest) {
            prop_assert!(route_length(&grid, start, goal, path)? <= 2 * moves);
        }
    }

    #[test]
    fn breadth_first_expands_at_least_as_many_as_astar((grid, start, goal) in arb_case()) {
        let breadth_first = search(&grid, start, goal, 0.0);
        let astar = search(&grid, start, goal, 1.0);
        prop_assert!(breadth_first.expanded >= astar.expanded);
    }

    #[test]
    fn each_square_is_expanded_once_after_being_added(
        (grid, start, goal) in arb_case(),
        weight in prop_oneof![Just(0.0), Just(0.5), Just(1.0), Just(1.5), Just(3.0), 0.0..10.0f64],
    ) {
        let outcome = search(&grid, start, goal, weight);
        prop_assert_eq!(outcome.expanded, outcome.steps.len());
        let mut added = HashSet::from([start]);
        let mut expanded = HashSet::new();
        for step in &outcome.steps {
            prop_assert!(added.contains(&step.expanded), "{:?} expanded before it was added", step.expanded);
            prop_assert!(expanded.insert(step.expanded), "{:?} expanded twice", step.expanded);
            for &cell in &step.added {
                prop_assert!(added.insert(cell), "{:?} added twice", cell);
            }
        }
        prop_assert_eq!(added.len() - expanded.len(), outcome.frontier_left);
        let found = outcome.steps.iter().filter(|step| step.found).count();
        prop_assert_eq!(found, usize::from(outcome.path.is_some()));
    }
}
