//! `Points` and `apportion`: parts that add up to exactly the whole, rounding in one place.

use super::{Points, apportion};

#[test]
fn parts_add_up_to_the_whole() {
    let table: [(f64, &[f64]); 6] = [
        (20.0, &[1.0; 7]),
        (60.0, &[2.0, 1.0, 3.0]),
        (85.0, &[1.0; 3]),
        (1.0, &[1.0; 3]),
        (5.0, &[0.0, 0.0]),
        (10.0, &[1.0, 0.0]),
    ];
    for (whole, shares) in table {
        let parts = apportion(Points::of(whole), shares);
        assert_eq!(parts.len(), shares.len());
        assert_eq!(parts.iter().copied().sum::<Points>(), Points::of(whole), "{whole} over {shares:?}");
        assert_eq!(parts.iter().copied().sum::<Points>().value(), whole, "exactly {whole}");
    }
}

#[test]
fn the_leftover_goes_to_the_largest_remainders_first() {
    assert_eq!(apportion(Points::of(1.0), &[1.0; 3]), [Points(3334), Points(3333), Points(3333)]);
    assert_eq!(apportion(Points::of(1.0), &[1.0, 2.0]), [Points(3333), Points(6667)]);
    assert_eq!(apportion(Points::of(10.0), &[1.0, 0.0]), [Points(100_000), Points(0)]);
    assert_eq!(apportion(Points::of(5.0), &[0.0, 0.0]), [Points(25_000), Points(25_000)]);
    assert!(apportion(Points::of(5.0), &[]).is_empty());
}

#[test]
fn text_has_no_trailing_zeros() {
    let table = [(1.0, 4, "1"), (0.0, 2, "0"), (23.5, 2, "23.5"), (1.0 / 3.0, 2, "0.33"), (0.0385, 4, "0.0385")];
    for (value, places, text) in table {
        assert_eq!(Points::of(value).text(places), text, "{value} to {places}");
    }
    assert_eq!(Points::of(20.0 / 7.0).text(9), "2.8571", "at most four places");
}

#[test]
fn a_sum_of_thirds_is_exact() {
    let thirds: Points = apportion(Points::of(85.0), &[1.0; 51]).into_iter().sum();
    assert_eq!(serde_json::to_string(&thirds.value()).unwrap(), "85.0");
}
