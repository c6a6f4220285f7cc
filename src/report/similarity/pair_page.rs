//! A pair's page: both programs side by side, every file of each, with the lines of each shared run
//! in the run's own colour on both sides, and the runs listed at the top (each links to where it is
//! on either side). The text is the students', so every line is escaped twice: its control
//! characters for the eye, then for HTML.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::explain::explain;
use super::style::{SIMILARITY_STYLE, run_colours};
use crate::chart::escape;
use crate::report::class::page::{foot, head};
use crate::similarity::{PairRecord, Program, Tile};

/// One side of a pair: its name, its program, and where each tile starts in its tokens.
pub struct Side<'a> {
    pub name: &'a str,
    pub program: &'a Program,
    pub starts: Vec<u32>,
}

/// The page of `pair`, its tiles `tiles` over `a` and `b`, linking back to `index`.
#[must_use]
pub fn pair_page(
    pair: &PairRecord,
    min_tokens: usize,
    a: &Program,
    b: &Program,
    tiles: &[Tile],
    index: &str,
) -> String {
    let sides = [
        Side { name: &pair.a, program: a, starts: tiles.iter().map(|t| t.a).collect() },
        Side { name: &pair.b, program: b, starts: tiles.iter().map(|t| t.b).collect() },
    ];
    let lengths: Vec<u32> = tiles.iter().map(|t| t.len).collect();
    let mut html = head(&format!("{} ~ {}: shared code", pair.a, pair.b));
    let _ = writeln!(html, "<style>\n{SIMILARITY_STYLE}{}</style>", run_colours(tiles.len()));
    let _ = writeln!(html, "<p><a href=\"{}\">All pairs</a></p>", escape(index));
    let _ = writeln!(html, "<h1>{} ~ {}</h1>", escape(&pair.a), escape(&pair.b));
    let _ = writeln!(html, "<p id=\"explained\">{}.</p>", escape(&explain(pair, min_tokens)));
    runs(&mut html, &sides, &lengths);
    html.push_str("<div class=\"sides\">\n");
    for (which, side) in ["a", "b"].iter().zip(&sides) {
        code(&mut html, which, side, &lengths);
    }
    html.push_str("</div>\n");
    html.push_str(&foot());
    html
}

/// The lines a tile's tokens stand for, on one side, as (file, first, last) in token order.
fn lines_of(side: &Side<'_>, tile: usize, len: u32) -> Vec<(u16, u32, u32)> {
    let start = side.starts[tile] as usize;
    side.program.origins[start..start + len as usize].iter().map(|o| (o.file, o.first_line, o.last_line)).collect()
}

/// The table of runs: its colour, its length, and where it starts on each side.
fn runs(html: &mut String, sides: &[Side<'_>; 2], lengths: &[u32]) {
    html.push_str("<table class=\"runs sortable\"><thead><tr><th>Run</th><th>Tokens</th>");
    for side in sides {
        let _ = write!(html, "<th>{}</th>", escape(side.name));
    }
    html.push_str("</tr></thead><tbody>\n");
    for (tile, &len) in lengths.iter().enumerate() {
        let _ = write!(html, "<tr><td><span class=\"swatch r{tile}\"></span>{}</td><td>{len}</td>", tile + 1);
        for (which, side) in ["a", "b"].iter().zip(sides) {
            let lines = lines_of(side, tile, len);
            let (file, first) = lines.iter().map(|l| (l.0, l.1)).min().unwrap_or((0, 0));
            let last = lines.iter().filter(|l| l.0 == file).map(|l| l.2).max().unwrap_or(first);
            let name = side.program.files.get(usize::from(file)).map_or("", |f| f.name.as_str());
            let _ = write!(html, "<td><a href=\"#{which}-r{tile}\">{}:{first}-{last}</a></td>", escape(name));
        }
        html.push_str("</tr>\n");
    }
    html.push_str("</tbody></table>\n");
}

/// One side's files, each line numbered and coloured by the first run that covers it.
fn code(html: &mut String, which: &str, side: &Side<'_>, lengths: &[u32]) {
    let mut covered: Vec<Vec<Option<usize>>> =
        side.program.files.iter().map(|f| vec![None; f.text.lines().count() + 1]).collect();
    let runs: Vec<Vec<(u16, u32)>> = (0..lengths.len())
        .map(|tile| {
            let mut lines: Vec<(u16, u32)> = lines_of(side, tile, lengths[tile])
                .into_iter()
                .flat_map(|(file, first, last)| (first..=last).map(move |line| (file, line)))
                .collect();
            lines.sort_unstable();
            lines.dedup();
            lines
        })
        .collect();
    for (tile, lines) in runs.iter().enumerate() {
        for &(file, line) in lines {
            let slot = covered.get_mut(usize::from(file)).and_then(|f| f.get_mut(line as usize));
            if let Some(slot) = slot.filter(|s| s.is_none()) {
                *slot = Some(tile);
            }
        }
    }
    let anchors = anchors(&runs, &covered);
    let _ = writeln!(html, "<section class=\"side\" id=\"side-{which}\"><h2>{}</h2>", escape(side.name));
    for (index, file) in side.program.files.iter().enumerate() {
        let _ = writeln!(html, "<h3>{}</h3>\n<pre class=\"code\">", escape(&file.name));
        for (number, text) in (1u32..).zip(file.text.lines()) {
            let tile = covered[index].get(number as usize).copied().flatten();
            let class = tile.map_or(String::new(), |t| format!(" r{t}"));
            let anchor = anchors.get(&(u16::try_from(index).unwrap_or(u16::MAX), number));
            let id = anchor.map_or(String::new(), |t| format!(" id=\"{which}-r{t}\""));
            let shown = escape(&crate::escape::line(text));
            // No newline between lines: each is a block already, and a newline would double the spacing.
            let _ = write!(html, "<span class=\"line{class}\"{id}><span class=\"n\">{number}</span>{shown}</span>");
        }
        html.push_str("</pre>\n");
    }
    html.push_str("</section>\n");
}

/// Where each run's link lands: its first line shown in its own colour, or (when earlier runs
/// cover all its lines) its first line that no other run's link has taken.
fn anchors(runs: &[Vec<(u16, u32)>], covered: &[Vec<Option<usize>>]) -> HashMap<(u16, u32), usize> {
    let mut taken = HashMap::new();
    for (tile, lines) in runs.iter().enumerate() {
        let owner = |&&(file, line): &&(u16, u32)| {
            covered.get(usize::from(file)).and_then(|f| f.get(line as usize)).copied().flatten()
        };
        let own = lines.iter().find(|l| owner(l) == Some(tile) && !taken.contains_key(*l));
        if let Some(&line) = own.or_else(|| lines.iter().find(|l| !taken.contains_key(*l))) {
            taken.insert(line, tile);
        }
    }
    taken
}
