//! The network's arithmetic, twice: with AVX2 where the processor has it (detected at run
//! time, so one binary runs everywhere) and portable Rust everywhere else. Both do the
//! same integer operations (wrapping 16-bit sums in the accumulators, exact 32-bit sums in
//! the layers), so they give the same numbers; the tests hold them equal.
//!
//! Accumulators are slices of the network's width, a multiple of [`ACC_STEP`]: the AVX2
//! path takes them a register at a time, and the lengths and widths are checked before
//! any pointer is read, so that a slice of another length, or a network of widths past
//! the buffers', is a panic and never a read or write out of bounds.

use super::{
    Change, Network, ACC_STEP, FEATURES, MAX_ACC, MAX_H1, MAX_H2, NO_FEATURE, ONE, WEIGHT_SHIFT,
};

#[inline]
fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Each colour's changes applied to its accumulator in `acc`, black's then white's
/// (wrapping sums, so that the order does not matter).
#[inline]
pub fn apply(acc: &mut [i16], net: &Network, changes: [&[Change]; 2]) {
    let w = net.widths.acc;
    assert!(
        acc.len() == 2 * w && w.is_multiple_of(ACC_STEP) && w <= MAX_ACC,
        "two accumulators of the network's width, a multiple of {ACC_STEP}"
    );
    assert!(
        net.ft.len() >= net.tables * FEATURES * w,
        "a whole input table"
    );
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: AVX2 is present, and the lengths were checked.
        unsafe { avx2::apply(acc, net, changes) };
        return;
    }
    apply_scalar(acc, net, changes);
}

pub fn apply_scalar(acc: &mut [i16], net: &Network, changes: [&[Change]; 2]) {
    let w = net.widths.acc;
    for (c, changes) in changes.into_iter().enumerate() {
        let a = &mut acc[c * w..][..w];
        for ch in changes {
            if ch.out != NO_FEATURE {
                sub_scalar(a, net.row(c, usize::from(ch.out)));
            }
            if ch.into != NO_FEATURE {
                add_scalar(a, net.row(c, usize::from(ch.into)));
            }
        }
    }
}

pub fn add_scalar(acc: &mut [i16], row: &[i16]) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*r);
    }
}

pub fn sub_scalar(acc: &mut [i16], row: &[i16]) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*r);
    }
}

#[inline]
fn clip(sum: i32) -> u8 {
    (sum >> WEIGHT_SHIFT).clamp(0, ONE) as u8
}

/// The layers after the first, which are small enough that the portable code serves both
/// paths.
#[inline]
fn tail(net: &Network, h1: &[u8; MAX_H1]) -> i32 {
    let (n1, n2) = (net.widths.h1, net.widths.h2);
    let mut h2 = [0u8; MAX_H2];
    for (k, h) in h2[..n2].iter_mut().enumerate() {
        let mut s = net.l2_bias[k];
        for (w, v) in net.l2[k * n1..][..n1].iter().zip(&h1[..n1]) {
            s += i32::from(*w) * i32::from(*v);
        }
        *h = clip(s);
    }
    let mut out = net.out_bias;
    for (w, v) in net.out.iter().zip(&h2[..n2]) {
        out += i32::from(*w) * i32::from(*v);
    }
    out
}

/// The output layer's sum for the side whose accumulator is `us`.
#[inline]
pub fn forward(net: &Network, us: &[i16], them: &[i16]) -> i32 {
    tail(net, &hidden(net, us, them))
}

pub fn forward_scalar(net: &Network, us: &[i16], them: &[i16]) -> i32 {
    tail(net, &hidden_scalar(net, us, them))
}

/// Holds the network's widths to those the registers and the buffers below take, and the
/// accumulators and the first layer to them: a network is a public struct, so widths the
/// weights file's reader would refuse can still be built in code.
#[inline]
fn inputs_of(net: &Network, us: &[i16], them: &[i16]) {
    let w = net.widths.acc;
    assert!(
        net.widths.fault().is_none()
            && us.len() == w
            && them.len() == w
            && net.l1.len() == net.widths.h1 * 2 * w,
        "a network of widths the engine runs, and accumulators of its width"
    );
}

/// The first dense layer's outputs for the side whose accumulator is `us`; those past
/// the network's [`super::Widths::h1`] are 0.
#[inline]
pub fn hidden(net: &Network, us: &[i16], them: &[i16]) -> [u8; MAX_H1] {
    inputs_of(net, us, them);
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: AVX2 is present, and the widths were checked.
        return unsafe { avx2::hidden(net, us, them) };
    }
    hidden_scalar(net, us, them)
}

pub fn hidden_scalar(net: &Network, us: &[i16], them: &[i16]) -> [u8; MAX_H1] {
    inputs_of(net, us, them);
    let w = net.widths.acc;
    // The network's inputs: the two accumulators clipped to 0..=127.
    let mut x = [0u8; 2 * MAX_ACC];
    for (i, v) in us.iter().chain(them).enumerate() {
        x[i] = (*v).clamp(0, ONE as i16) as u8;
    }
    let mut h1 = [0u8; MAX_H1];
    for (j, h) in h1[..net.widths.h1].iter_mut().enumerate() {
        let mut s = net.l1_bias[j];
        for (w, v) in net.l1[j * 2 * w..][..2 * w].iter().zip(&x) {
            s += i32::from(*w) * i32::from(*v);
        }
        *h = clip(s);
    }
    h1
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::super::{Change, Network, FEATURES, MAX_ACC, MAX_H1, NO_FEATURE, ONE};
    use std::arch::x86_64::*;

    // The callers have checked that the slices are of one length, a multiple of 16.

    #[target_feature(enable = "avx2")]
    pub unsafe fn apply(acc: &mut [i16], net: &Network, changes: [&[Change]; 2]) {
        let w = net.widths.acc;
        for (c, changes) in changes.into_iter().enumerate() {
            let a = acc[c * w..][..w].as_mut_ptr();
            let rows = net.ft[net.table_of(c) * FEATURES * w..].as_ptr();
            let mut j = 0;
            while j + 32 <= w {
                lanes::<2>(a.add(j), rows.add(j), w, changes);
                j += 32;
            }
            if j < w {
                lanes::<1>(a.add(j), rows.add(j), w, changes);
            }
        }
    }

    /// `R` registers of an accumulator, `a`, loaded once for all its changes; `rows` is
    /// its table's first row at the same lane, each row `w` lanes on.
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn lanes<const R: usize>(a: *mut i16, rows: *const i16, w: usize, changes: &[Change]) {
        let a = a as *mut __m256i;
        let mut r = [_mm256_setzero_si256(); R];
        for (k, v) in r.iter_mut().enumerate() {
            *v = _mm256_loadu_si256(a.add(k));
        }
        let row = |f: u16| {
            // Features index the table: anything else is a panic, never a read past it.
            assert!(usize::from(f) < FEATURES, "feature {f} past the table");
            rows.add(usize::from(f) * w) as *const __m256i
        };
        for ch in changes {
            if ch.out != NO_FEATURE {
                let p = row(ch.out);
                for (k, v) in r.iter_mut().enumerate() {
                    *v = _mm256_sub_epi16(*v, _mm256_loadu_si256(p.add(k)));
                }
            }
            if ch.into != NO_FEATURE {
                let p = row(ch.into);
                for (k, v) in r.iter_mut().enumerate() {
                    *v = _mm256_add_epi16(*v, _mm256_loadu_si256(p.add(k)));
                }
            }
        }
        for (k, v) in r.iter().enumerate() {
            _mm256_storeu_si256(a.add(k), *v);
        }
    }

    #[target_feature(enable = "avx2")]
    unsafe fn clipped(acc: &[i16], i: usize) -> __m128i {
        let p = acc.as_ptr().add(16 * i) as *const __m256i;
        let v = _mm256_loadu_si256(p);
        let zero = _mm256_setzero_si256();
        let top = _mm256_set1_epi16(ONE as i16);
        let v = _mm256_min_epi16(_mm256_max_epi16(v, zero), top);
        // Packing works within 128-bit lanes, so the lanes are put back in order.
        let packed = _mm256_packus_epi16(v, zero);
        _mm256_castsi256_si128(_mm256_permute4x64_epi64(packed, 0b11_01_10_00))
    }

    #[target_feature(enable = "avx2")]
    unsafe fn hsum(v: __m256i) -> i32 {
        let s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
        let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b01_00_11_10));
        let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b10_11_00_01));
        _mm_cvtsi128_si32(s)
    }

    #[target_feature(enable = "avx2")]
    pub unsafe fn hidden(net: &Network, us: &[i16], them: &[i16]) -> [u8; MAX_H1] {
        let w = net.widths.acc;
        let mut x = [0u8; 2 * MAX_ACC];
        for (k, acc) in [us, them].into_iter().enumerate() {
            for i in 0..w / 16 {
                _mm_storeu_si128(
                    x.as_mut_ptr().add(k * w + i * 16) as *mut __m128i,
                    clipped(acc, i),
                );
            }
        }
        let ones = _mm256_set1_epi16(1);
        let chunks = 2 * w / 32;
        let mut h1 = [0u8; MAX_H1];
        for (j, h) in h1[..net.widths.h1].iter_mut().enumerate() {
            let row = net.l1.as_ptr().add(j * 2 * w) as *const __m256i;
            let xs = x.as_ptr() as *const __m256i;
            let mut s = _mm256_setzero_si256();
            for c in 0..chunks {
                // Products of an input byte (0..=127) and a weight (-128..=127), two to a
                // 16-bit lane: at most 2 × 127 × 128, inside i16, so none saturates.
                let p = _mm256_maddubs_epi16(
                    _mm256_loadu_si256(xs.add(c)),
                    _mm256_loadu_si256(row.add(c)),
                );
                s = _mm256_add_epi32(s, _mm256_madd_epi16(p, ones));
            }
            *h = super::clip(net.l1_bias[j] + hsum(s));
        }
        h1
    }
}
