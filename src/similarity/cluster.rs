//! [`clusters`]: the groups of three or more students that flagged pairs join (the connected
//! components of the graph whose edges are the flagged pairs). A pair alone is already in the table;
//! a cluster is what a table of pairs hides: code passed around a group.

use std::collections::BTreeMap;

use super::model::{Cluster, PairRecord};

/// The clusters of `pairs` (the flagged ones count), largest first, then by their first member.
#[must_use]
pub fn clusters(pairs: &[PairRecord]) -> Vec<Cluster> {
    let flagged: Vec<&PairRecord> = pairs.iter().filter(|p| p.flagged).collect();
    let mut names: Vec<&str> = flagged.iter().flat_map(|p| [p.a.as_str(), p.b.as_str()]).collect();
    names.sort_unstable();
    names.dedup();
    let index = |name: &str| names.binary_search(&name).unwrap_or(0);
    let mut parent: Vec<usize> = (0..names.len()).collect();
    for pair in &flagged {
        let (a, b) = (root(&mut parent, index(&pair.a)), root(&mut parent, index(&pair.b)));
        parent[a.max(b)] = a.min(b);
    }
    let mut groups: BTreeMap<usize, Cluster> = BTreeMap::new();
    for (i, name) in names.iter().enumerate() {
        let group =
            groups.entry(root(&mut parent, i)).or_insert(Cluster { members: Vec::new(), pairs: 0, highest: 0.0 });
        group.members.push((*name).to_string());
    }
    for pair in &flagged {
        let group = groups.get_mut(&root(&mut parent, index(&pair.a))).expect("every flagged name has a group");
        group.pairs += 1;
        group.highest = group.highest.max(pair.mean);
    }
    let mut found: Vec<Cluster> = groups.into_values().filter(|c| c.members.len() >= 3).collect();
    for cluster in &mut found {
        cluster.members.sort_by(|a, b| alphanumeric_sort::compare_str(a, b));
    }
    found.sort_by(|x, y| y.members.len().cmp(&x.members.len()).then_with(|| x.members.cmp(&y.members)));
    found
}

fn root(parent: &mut [usize], mut at: usize) -> usize {
    while parent[at] != at {
        parent[at] = parent[parent[at]];
        at = parent[at];
    }
    at
}

#[cfg(test)]
mod tests {
    use super::clusters;
    use crate::similarity::model::PairRecord;

    fn pair(a: &str, b: &str, mean: f64, flagged: bool) -> PairRecord {
        PairRecord {
            a: a.into(),
            b: b.into(),
            a_share: mean,
            b_share: mean,
            max: mean,
            mean,
            matched: 10,
            runs: 1,
            longest: 10,
            flagged,
            page: None,
        }
    }

    #[test]
    fn flagged_pairs_join_students_into_clusters_of_three_or_more() {
        let pairs = [
            pair("ann", "bob", 0.9, true),
            pair("bob", "cat", 0.8, true),
            pair("dan", "eve", 0.95, true),
            pair("cat", "dan", 0.3, false),
            pair("fay", "gus", 0.7, true),
            pair("gus", "hal", 0.6, true),
            pair("hal", "fay", 0.65, true),
            pair("ivy", "fay", 0.61, true),
        ];
        let found = clusters(&pairs);
        let members: Vec<Vec<&str>> = found.iter().map(|c| c.members.iter().map(String::as_str).collect()).collect();
        assert_eq!(members, [vec!["fay", "gus", "hal", "ivy"], vec!["ann", "bob", "cat"]]);
        assert_eq!((found[0].pairs, found[0].highest), (4, 0.7));
        assert_eq!((found[1].pairs, found[1].highest), (2, 0.9));
    }
}
