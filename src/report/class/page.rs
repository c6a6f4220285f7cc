//! What every page of the HTML class report shares: the head with its style sheet, the foot with the
//! script that sorts tables, and the colour of a pass rate, which the heat map, the bars and a
//! student's groups all use so that one colour means one rate everywhere.

use crate::chart::escape;

/// The style sheet, inline so that a page opens alone from a folder, a CI artifact or a web server.
const STYLE: &str = include_str!("class.css");

/// Sorting of `table.sortable` by a click on a heading; pages read fine without it.
const SORT: &str = include_str!("sort.js");

/// The page's opening, up to and including `<body>`.
#[must_use]
pub(crate) fn head(title: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n\
         <style>\n{STYLE}</style>\n</head>\n<body>\n",
        escape(title)
    )
}

/// The page's close, with the sorting script.
#[must_use]
pub(crate) fn foot() -> String {
    format!("<script>\n{SORT}</script>\n</body>\n</html>\n")
}

/// Red, amber and green: the stops of a pass rate's colour (ColorBrewer's RdYlGn ends and middle).
const STOPS: [(f64, [f64; 3]); 3] =
    [(0.0, [215.0, 48.0, 39.0]), (0.5, [254.0, 224.0, 139.0]), (1.0, [26.0, 152.0, 80.0])];

/// The colour of a pass rate in `0..=1`, as CSS, and a text colour that reads on it.
#[must_use]
pub(crate) fn rate_colour(rate: f64) -> (String, &'static str) {
    let rate = if rate.is_finite() { rate.clamp(0.0, 1.0) } else { 0.0 };
    let (low, high) = if rate <= STOPS[1].0 { (STOPS[0], STOPS[1]) } else { (STOPS[1], STOPS[2]) };
    let t = (rate - low.0) / (high.0 - low.0);
    let rgb: Vec<f64> = (0..3).map(|i| low.1[i] + (high.1[i] - low.1[i]) * t).collect();
    // Relative luminance, roughly: dark text on the light middle, white on the dark ends.
    let light = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 150.0;
    (format!("rgb({:.0},{:.0},{:.0})", rgb[0], rgb[1], rgb[2]), if light { "#111" } else { "#fff" })
}

/// A share as a rate, `None` for nothing to share (a group with no tests).
#[must_use]
pub(crate) fn rate(passed: usize, total: usize) -> Option<f64> {
    (total > 0).then(|| passed as f64 / total as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_is_coloured_from_red_through_amber_to_green() {
        let table = [
            (0.0, "rgb(215,48,39)", "#fff"),
            (0.5, "rgb(254,224,139)", "#111"),
            (1.0, "rgb(26,152,80)", "#fff"),
            (-1.0, "rgb(215,48,39)", "#fff"),
            (2.0, "rgb(26,152,80)", "#fff"),
            (f64::NAN, "rgb(215,48,39)", "#fff"),
            (0.25, "rgb(234,136,89)", "#111"),
        ];
        for (rate, fill, text) in table {
            assert_eq!(rate_colour(rate), (fill.to_string(), text), "rate {rate}");
        }
    }

    #[test]
    fn a_group_without_tests_has_no_rate() {
        assert_eq!(rate(0, 0), None);
        assert_eq!(rate(3, 4), Some(0.75));
    }
}
