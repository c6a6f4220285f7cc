//! [`bars_svg`]: a horizontal bar chart on a logarithmic scale as a standalone SVG document, for
//! `slider compare --svg` (positions expanded by each strategy, as in the seed's comparison table).

use std::fmt::Write;

/// One bar: a label and a value (values below 1 are drawn as 1).
pub struct Bar {
    /// The strategy's name.
    pub label: String,
    /// Positions expanded.
    pub value: u64,
    /// Text after the bar (the value, the path length).
    pub note: String,
}

const WIDTH: f64 = 760.0;
const LABEL_WIDTH: f64 = 230.0;
const NOTE_WIDTH: f64 = 150.0;
const ROW: f64 = 26.0;
const TOP: f64 = 44.0;

/// Escapes text for XML.
pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The chart, with a title, one bar per row and a tick at every power of ten.
#[must_use]
pub fn bars_svg(title: &str, bars: &[Bar]) -> String {
    let max = bars.iter().map(|b| b.value.max(1)).max().unwrap_or(1);
    let decades = ((max as f64).log10().ceil() as u32).max(1);
    let plot = WIDTH - LABEL_WIDTH - NOTE_WIDTH;
    let x = |v: u64| LABEL_WIDTH + plot * (v.max(1) as f64).log10() / f64::from(decades);
    let height = TOP + ROW * bars.len() as f64 + 36.0;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="13">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(svg, r#"<text x="10" y="22" font-size="15" font-weight="bold">{}</text>"#, escape(title));
    let bottom = TOP + ROW * bars.len() as f64;
    for decade in 0..=decades {
        let at = LABEL_WIDTH + plot * f64::from(decade) / f64::from(decades);
        let _ = writeln!(svg, r##"<line x1="{at:.1}" y1="{TOP}" x2="{at:.1}" y2="{bottom}" stroke="#ddd"/>"##);
        let _ = writeln!(
            svg,
            r##"<text x="{at:.1}" y="{:.1}" text-anchor="middle" fill="#555">10^{decade}</text>"##,
            bottom + 16.0
        );
    }
    for (i, bar) in bars.iter().enumerate() {
        let y = TOP + ROW * i as f64;
        let end = x(bar.value);
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
            LABEL_WIDTH - 8.0,
            y + 17.0,
            escape(&bar.label)
        );
        let _ = writeln!(
            svg,
            r##"<rect x="{LABEL_WIDTH}" y="{:.1}" width="{:.1}" height="{:.1}" fill="#4a7ab5"><title>{}</title></rect>"##,
            y + 4.0,
            (end - LABEL_WIDTH).max(1.0),
            ROW - 8.0,
            bar.value
        );
        let _ = writeln!(svg, r#"<text x="{:.1}" y="{:.1}">{}</text>"#, end + 6.0, y + 17.0, escape(&bar.note));
    }
    let _ = writeln!(
        svg,
        r##"<text x="{LABEL_WIDTH}" y="{:.1}" fill="#555">positions expanded (log scale)</text>"##,
        bottom + 32.0
    );
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::{Bar, bars_svg};

    fn bar(label: &str, value: u64) -> Bar {
        Bar { label: label.to_string(), value, note: format!("{value}") }
    }

    #[test]
    fn bars_grow_with_the_logarithm_of_their_value() {
        let svg = bars_svg("a <b> & c", &[bar("BFS", 100_000), bar("A*", 1_000), bar("IDA*", 10)]);
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
        assert!(svg.contains("a &lt;b&gt; &amp; c"));
        let widths: Vec<f64> = svg
            .lines()
            .filter(|l| l.starts_with("<rect x=\"230\""))
            .map(|l| {
                l.split("width=\"")
                    .nth(1)
                    .and_then(|w| w.split('"').next())
                    .and_then(|w| w.parse().ok())
                    .expect("a width")
            })
            .collect();
        // 10^5, 10^3, 10^1 on a five-decade axis: widths in the ratio 5 : 3 : 1.
        assert_eq!(widths.len(), 3);
        assert!((widths[0] / widths[2] - 5.0).abs() < 0.01 && (widths[1] / widths[2] - 3.0).abs() < 0.01, "{widths:?}");
        assert_eq!(svg.matches("10^").count(), 6);
    }
}
