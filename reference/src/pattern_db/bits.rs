//! The two bit-gathering steps of the build's inner loop, each a single BMI2 instruction (PDEP,
//! PEXT) in the copy of the loop compiled for CPUs that have it, and a portable loop otherwise.
//!
//! The `BMI2` parameter is a constant so that each copy of the loop has one version inlined; it is
//! true only in the copy the build runs after checking the CPU (see `Search::work`).

use crate::pattern_db::index::nth_clear_bit;

/// The position of the `nth` (0-based) zero bit of `mask`.
#[inline(always)]
pub(crate) fn select<const BMI2: bool>(mask: u32, nth: u32) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if BMI2 {
        // SAFETY: `BMI2` is true only in the copy compiled for BMI2, run only on CPUs that have it.
        return unsafe { core::arch::x86_64::_pdep_u32(1 << nth, !mask) }.trailing_zeros();
    }
    nth_clear_bit(mask, nth)
}

/// Bit c of the result is bit 4c of `flags` (the other bits of `flags` are zero).
#[inline(always)]
pub(crate) fn gather_nibble_flags<const BMI2: bool>(flags: u64) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if BMI2 {
        // SAFETY: as in `select`. Cannot truncate: 16 bits gathered.
        return unsafe { core::arch::x86_64::_pext_u64(flags, 0x1111_1111_1111_1111) } as u32;
    }
    let (mut out, mut rest) = (0u32, flags);
    while rest != 0 {
        out |= 1 << (rest.trailing_zeros() / 4);
        rest &= rest - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{gather_nibble_flags, select};

    fn both_agree(mask: u32, nth: u32, flags: u64) {
        let portable = (select::<false>(mask, nth), gather_nibble_flags::<false>(flags));
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("bmi2") {
            assert_eq!((select::<true>(mask, nth), gather_nibble_flags::<true>(flags)), portable);
        }
        let _ = portable;
    }

    #[test]
    fn the_fast_and_portable_versions_agree() {
        assert_eq!(select::<false>(0b1011, 1), 4);
        assert_eq!(gather_nibble_flags::<false>(0x1001_0000_0000_0010), 0b1001_0000_0000_0010);
        for mask in [0u32, 0b1011, 0xF0F0, 0x1FF_FFFF, 0x00AA_5500] {
            for nth in 0..(!mask).count_ones().min(32) {
                both_agree(mask, nth, (u64::from(mask) * 0x1111) & 0x1111_1111_1111_1111);
            }
        }
    }
}
