//! `similarity.html`: the class's similarity at a glance: the numbers, the clusters, the most similar
//! pairs ranked (each with its figures explained and a link to its page), and the notes on
//! submissions that could not be read in full.

use std::fmt::Write as _;

use super::explain::{explain, percent};
use super::style::SIMILARITY_STYLE;
use crate::chart::escape;
use crate::report::class::page::{foot, head};
use crate::similarity::SimilarityReport;

/// How many pairs the page lists at least (all flagged pairs are listed).
const LISTED: usize = 100;

/// The page; `back` links to the class report when there is one.
#[must_use]
pub fn index_page(report: &SimilarityReport, back: Option<&str>) -> String {
    let mut html = head("Similarity");
    let _ = writeln!(html, "<style>\n{SIMILARITY_STYLE}</style>");
    if let Some(back) = back {
        let _ = writeln!(html, "<p><a href=\"{}\">Class report</a></p>", escape(back));
    }
    html.push_str("<h1>Similarity</h1>\n<div class=\"cards\">\n");
    let class = report.submissions.iter().filter(|s| !s.prior).count();
    let flagged = report.pairs.iter().filter(|p| p.flagged).count();
    for (id, value, label) in [
        ("submissions", class.to_string(), "submissions".to_string()),
        ("compared", report.compared_pairs.to_string(), "pairs compared".to_string()),
        ("flagged", flagged.to_string(), format!("pairs at a mean of {} or more", percent(report.threshold))),
        ("clusters", report.clusters.len().to_string(), "clusters of three or more".to_string()),
    ] {
        let _ = writeln!(
            html,
            "<div class=\"card\" id=\"card-{id}\"><span class=\"value\">{value}</span><span class=\"label\">{}</span></div>",
            escape(&label)
        );
    }
    html.push_str("</div>\n");
    clusters(&mut html, report);
    pairs(&mut html, report, flagged.max(LISTED));
    notes(&mut html, report);
    let _ = writeln!(
        html,
        "<p class=\"note\">A share is the part of a program's tokens (declarations, calls, assignments, control \
         structures; base code aside) in runs of at least {} tokens that both programs have.</p>",
        report.min_tokens
    );
    html.push_str(&foot());
    html
}

fn clusters(html: &mut String, report: &SimilarityReport) {
    if report.clusters.is_empty() {
        return;
    }
    html.push_str("<section id=\"clusters\"><h2>Clusters</h2>\n<ul>\n");
    for cluster in &report.clusters {
        let members: Vec<String> = cluster.members.iter().map(|m| escape(m)).collect();
        let _ = writeln!(
            html,
            "<li>{}: {} flagged pairs, the highest mean {}</li>",
            members.join(", "),
            cluster.pairs,
            percent(cluster.highest)
        );
    }
    html.push_str("</ul></section>\n");
}

fn pairs(html: &mut String, report: &SimilarityReport, listed: usize) {
    html.push_str("<section id=\"pairs\"><h2>Pairs, most similar first</h2>\n");
    if report.pairs.is_empty() {
        html.push_str("<p>No pair shares a run of the minimum length.</p></section>\n");
        return;
    }
    html.push_str(
        "<table class=\"sortable\" id=\"pair-table\"><thead><tr><th>#</th><th>Pair</th><th>Mean</th><th>Max</th>\
         <th>What they share</th></tr></thead><tbody>\n",
    );
    for (rank, pair) in report.pairs.iter().take(listed).enumerate() {
        let names = format!("{} ~ {}", escape(&pair.a), escape(&pair.b));
        let linked =
            pair.page.as_ref().map_or(names.clone(), |page| format!("<a href=\"{}\">{names}</a>", escape(page)));
        let _ = writeln!(
            html,
            "<tr{}><td>{}</td><td>{linked}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            if pair.flagged { " class=\"flagged\"" } else { "" },
            rank + 1,
            percent(pair.mean),
            percent(pair.max),
            escape(&explain(pair, report.min_tokens))
        );
    }
    html.push_str("</tbody></table>\n");
    if report.pairs.len() > listed {
        let _ = writeln!(html, "<p class=\"note\">{} more pairs in similarity.csv.</p>", report.pairs.len() - listed);
    }
    html.push_str("</section>\n");
}

fn notes(html: &mut String, report: &SimilarityReport) {
    let notes: Vec<String> =
        report.submissions.iter().flat_map(|s| s.notes.iter().map(move |n| format!("{}: {n}", s.name))).collect();
    if notes.is_empty() {
        return;
    }
    html.push_str("<section id=\"notes\"><h2>Notes</h2>\n<ul>\n");
    for note in notes {
        let _ = writeln!(html, "<li>{}</li>", escape(&note));
    }
    html.push_str("</ul></section>\n");
}

/// The class report's panel on similarity: the flagged pairs and clusters in numbers, the five most
/// similar pairs, and the link to `similarity.html`.
#[must_use]
pub fn summary(report: &SimilarityReport) -> String {
    let flagged = report.pairs.iter().filter(|p| p.flagged).count();
    let mut html = String::from("<section id=\"similarity\"><h2>Similarity</h2>\n<div class=\"panel\">\n");
    let _ = writeln!(
        html,
        "<p>{flagged} of {} pairs at a mean share of {} or more; {} of three or more students. \
         <a href=\"similarity.html\">The similarity report</a></p>",
        report.compared_pairs,
        percent(report.threshold),
        crate::plural::plural(report.clusters.len() as u64, "cluster")
    );
    html.push_str("<ol>\n");
    for pair in report.pairs.iter().take(5) {
        let names = format!("{} ~ {}", escape(&pair.a), escape(&pair.b));
        let linked =
            pair.page.as_ref().map_or(names.clone(), |page| format!("<a href=\"{}\">{names}</a>", escape(page)));
        let _ = writeln!(html, "<li>{linked}: {}</li>", escape(&explain(pair, report.min_tokens)));
    }
    html.push_str("</ol>\n</div></section>\n");
    html
}
