//! The network's arithmetic, twice: with AVX2 where the processor has it (detected at run
//! time, so one binary runs everywhere) and portable Rust everywhere else. Both do the
//! same integer operations (wrapping 16-bit sums in the accumulators, exact 32-bit sums in
//! the layers), so they give the same numbers; the tests hold them equal.

use super::{Acc, Network, ACC, H1, H2, ONE, WEIGHT_SHIFT};

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

/// `acc += row`, wrapping.
#[inline]
pub fn add(acc: &mut Acc, row: &Acc) {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: AVX2 is present.
        unsafe { avx2::add(acc, row) };
        return;
    }
    add_scalar(acc, row);
}

/// `acc -= row`, wrapping.
#[inline]
pub fn sub(acc: &mut Acc, row: &Acc) {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: AVX2 is present.
        unsafe { avx2::sub_add(acc, row, &[0; ACC]) };
        return;
    }
    sub_scalar(acc, row);
}

/// `acc += new - old`, wrapping.
#[inline]
pub fn sub_add(acc: &mut Acc, old: &Acc, new: &Acc) {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: AVX2 is present.
        unsafe { avx2::sub_add(acc, old, new) };
        return;
    }
    sub_scalar(acc, old);
    add_scalar(acc, new);
}

pub fn add_scalar(acc: &mut Acc, row: &Acc) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*r);
    }
}

pub fn sub_scalar(acc: &mut Acc, row: &Acc) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*r);
    }
}

/// The network's inputs: the two accumulators clipped to 0..=127.
#[inline]
fn inputs(us: &Acc, them: &Acc) -> [u8; 2 * ACC] {
    let mut x = [0u8; 2 * ACC];
    for i in 0..ACC {
        x[i] = us[i].clamp(0, ONE as i16) as u8;
        x[ACC + i] = them[i].clamp(0, ONE as i16) as u8;
    }
    x
}

#[inline]
fn clip(sum: i32) -> u8 {
    (sum >> WEIGHT_SHIFT).clamp(0, ONE) as u8
}

/// The layers after the first, which are small enough that the portable code serves both
/// paths.
#[inline]
fn tail(net: &Network, h1: &[u8; H1]) -> i32 {
    let mut h2 = [0u8; H2];
    for (k, h) in h2.iter_mut().enumerate() {
        let mut s = net.l2_bias[k];
        for (w, v) in net.l2[k].iter().zip(h1) {
            s += i32::from(*w) * i32::from(*v);
        }
        *h = clip(s);
    }
    let mut out = net.out_bias;
    for (w, v) in net.out.iter().zip(&h2) {
        out += i32::from(*w) * i32::from(*v);
    }
    out
}

/// The output layer's sum for the side whose accumulator is `us`.
#[inline]
pub fn forward(net: &Network, us: &Acc, them: &Acc) -> i32 {
    tail(net, &hidden(net, us, them))
}

pub fn forward_scalar(net: &Network, us: &Acc, them: &Acc) -> i32 {
    tail(net, &hidden_scalar(net, us, them))
}

/// The first dense layer's outputs for the side whose accumulator is `us`.
#[inline]
pub fn hidden(net: &Network, us: &Acc, them: &Acc) -> [u8; H1] {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: AVX2 is present.
        return unsafe { avx2::hidden(net, us, them) };
    }
    hidden_scalar(net, us, them)
}

pub fn hidden_scalar(net: &Network, us: &Acc, them: &Acc) -> [u8; H1] {
    let x = inputs(us, them);
    let mut h1 = [0u8; H1];
    for (j, h) in h1.iter_mut().enumerate() {
        let mut s = net.l1_bias[j];
        for (w, v) in net.l1[j].iter().zip(&x) {
            s += i32::from(*w) * i32::from(*v);
        }
        *h = clip(s);
    }
    h1
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::super::{Acc, Network, ACC, H1, ONE};
    use std::arch::x86_64::*;

    const _: () = assert!(ACC == 32, "two 256-bit registers an accumulator");

    #[target_feature(enable = "avx2")]
    pub unsafe fn add(acc: &mut Acc, row: &Acc) {
        let a = acc.as_mut_ptr() as *mut __m256i;
        let r = row.as_ptr() as *const __m256i;
        for i in 0..2 {
            let v = _mm256_add_epi16(_mm256_loadu_si256(a.add(i)), _mm256_loadu_si256(r.add(i)));
            _mm256_storeu_si256(a.add(i), v);
        }
    }

    #[target_feature(enable = "avx2")]
    pub unsafe fn sub_add(acc: &mut Acc, old: &Acc, new: &Acc) {
        let a = acc.as_mut_ptr() as *mut __m256i;
        let o = old.as_ptr() as *const __m256i;
        let n = new.as_ptr() as *const __m256i;
        for i in 0..2 {
            let v = _mm256_sub_epi16(_mm256_loadu_si256(a.add(i)), _mm256_loadu_si256(o.add(i)));
            let v = _mm256_add_epi16(v, _mm256_loadu_si256(n.add(i)));
            _mm256_storeu_si256(a.add(i), v);
        }
    }

    #[target_feature(enable = "avx2")]
    unsafe fn clipped(acc: &Acc, i: usize) -> __m256i {
        // Sixteen numbers each from the two halves, clipped to 0..=127 and packed to
        // bytes; packing works within 128-bit lanes, so the lanes are put back in order.
        let p = acc.as_ptr() as *const __m256i;
        let lo = _mm256_loadu_si256(p.add(i));
        let zero = _mm256_setzero_si256();
        let top = _mm256_set1_epi16(ONE as i16);
        let lo = _mm256_min_epi16(_mm256_max_epi16(lo, zero), top);
        let packed = _mm256_packus_epi16(lo, zero);
        _mm256_permute4x64_epi64(packed, 0b11_01_10_00)
    }

    #[target_feature(enable = "avx2")]
    unsafe fn hsum(v: __m256i) -> i32 {
        let s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
        let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b01_00_11_10));
        let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b10_11_00_01));
        _mm_cvtsi128_si32(s)
    }

    #[target_feature(enable = "avx2")]
    pub unsafe fn hidden(net: &Network, us: &Acc, them: &Acc) -> [u8; H1] {
        // The 64 inputs as bytes: the low 16 of each of the four halves come first in
        // `clipped`'s result, so gather them into two registers of 32.
        let mut x = [0u8; 2 * ACC];
        for (k, acc) in [us, them].into_iter().enumerate() {
            for i in 0..2 {
                let v = clipped(acc, i);
                _mm_storeu_si128(
                    x.as_mut_ptr().add(k * ACC + i * 16) as *mut __m128i,
                    _mm256_castsi256_si128(v),
                );
            }
        }
        let x0 = _mm256_loadu_si256(x.as_ptr() as *const __m256i);
        let x1 = _mm256_loadu_si256(x.as_ptr().add(32) as *const __m256i);
        let ones = _mm256_set1_epi16(1);
        let mut h1 = [0u8; H1];
        for (j, h) in h1.iter_mut().enumerate() {
            let w = net.l1[j].as_ptr() as *const __m256i;
            // Products of an input byte (0..=127) and a weight (-128..=127), two to a
            // 16-bit lane: at most 2 × 127 × 128, inside i16, so none saturates.
            let a = _mm256_maddubs_epi16(x0, _mm256_loadu_si256(w));
            let b = _mm256_maddubs_epi16(x1, _mm256_loadu_si256(w.add(1)));
            let s = _mm256_add_epi32(_mm256_madd_epi16(a, ones), _mm256_madd_epi16(b, ones));
            *h = super::clip(net.l1_bias[j] + hsum(s));
        }
        h1
    }
}
