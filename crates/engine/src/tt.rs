//! The transposition table, shared by all search threads without locks: each slot is two
//! words, the key XOR-ed with the data and the data, so a torn write reads as a miss.

use crate::board::Sq;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    None = 0,
    Upper = 1,
    Lower = 2,
    Exact = 3,
}

impl Bound {
    /// The bound of a node's result `best`, searched with the window `alpha`..`beta`.
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// The bound of the negated value: the opponent's floor is the mover's ceiling.
    pub fn negated(self) -> Bound {
        match self {
            Bound::Lower => Bound::Upper,
            Bound::Upper => Bound::Lower,
            b => b,
        }
    }

    /// The bound's name in reports: `exact`, `lower` or `upper` (`none` for an empty
    /// slot's, which no report holds).
    pub fn name(self) -> &'static str {
        match self {
            Bound::None => "none",
            Bound::Exact => "exact",
            Bound::Lower => "lower",
            Bound::Upper => "upper",
        }
    }

    /// Whether a stored value `v` with this bound settles a node searched with the window
    /// `alpha`..`beta`.
    pub fn settles(self, v: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => v >= beta,
            Bound::Upper => v <= alpha,
            Bound::None => false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub mv: Sq,
    pub value: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct TranspositionTable {
    slots: Vec<[AtomicU64; 2]>,
    generation: AtomicU8,
}

fn pack(e: &Entry, generation: u8) -> u64 {
    e.mv as u64
        | ((e.value as i16 as u16 as u64) << 16)
        | ((e.eval as i16 as u16 as u64) << 32)
        | ((e.depth.clamp(-1, 254) as u8 as u64 + 1) << 48)
        | ((e.bound as u64) << 56)
        | (((generation & 63) as u64) << 58)
}

fn unpack(d: u64) -> (Entry, u8) {
    let bound = match (d >> 56) & 3 {
        1 => Bound::Upper,
        2 => Bound::Lower,
        3 => Bound::Exact,
        _ => Bound::None,
    };
    (
        Entry {
            mv: d as u16,
            value: (d >> 16) as u16 as i16 as i32,
            eval: (d >> 32) as u16 as i16 as i32,
            depth: ((d >> 48) & 0xFF) as i32 - 1,
            bound,
        },
        ((d >> 58) & 63) as u8,
    )
}

impl TranspositionTable {
    /// A table of about `mib` mebibytes (a power of two of 16-byte slots, at least one).
    pub fn new(mib: usize) -> TranspositionTable {
        let bytes = mib.max(1).saturating_mul(1 << 20);
        let n = (bytes / 16).next_power_of_two();
        let n = if n * 16 > bytes { n / 2 } else { n }.max(1024);
        let table = TranspositionTable {
            slots: (0..n)
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect(),
            generation: AtomicU8::new(0),
        };
        // The allocator may hand back pages the kernel has not backed yet (zeroed
        // memory needs no writing). The first write to each then faults and zeroes
        // it, up to 2 MiB at a time with huge pages: over a 128 MiB table, on a busy
        // machine, more than 100 ms on the first moves' clock. Writing every slot now
        // pays for it where the table is built, before the clock runs.
        table.clear();
        table
    }

    pub fn size_mib(&self) -> usize {
        (self.slots.len() * 16) >> 20
    }

    pub fn clear(&self) {
        for s in &self.slots {
            s[0].store(0, Relaxed);
            s[1].store(0, Relaxed);
        }
    }

    /// Marks entries of earlier searches as older, for replacement.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Relaxed);
    }

    #[inline]
    fn slot(&self, key: u64) -> &[AtomicU64; 2] {
        &self.slots[(key as usize) & (self.slots.len() - 1)]
    }

    /// Asks the processor to bring `key`'s slot into the cache, so that a probe soon
    /// after does not wait on memory.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let p = self.slot(key).as_ptr() as *const i8;
            // SAFETY: a prefetch is only a hint; it reads nothing and cannot fault.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(p) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let s = self.slot(key);
        let k = s[0].load(Relaxed);
        let d = s[1].load(Relaxed);
        (k ^ d == key && d != 0).then(|| unpack(d).0)
    }

    pub fn store(&self, key: u64, mut e: Entry) {
        let s = self.slot(key);
        let k = s[0].load(Relaxed);
        let d = s[1].load(Relaxed);
        let generation = self.generation.load(Relaxed);
        if d != 0 {
            let (old, old_gen) = unpack(d);
            if k ^ d == key {
                if e.mv == 0 {
                    e.mv = old.mv;
                }
                if e.bound != Bound::Exact && old.depth > e.depth + 2 && old_gen == generation & 63
                {
                    return;
                }
            } else if old_gen == generation & 63 && old.depth > e.depth + 3 {
                return;
            }
        }
        let data = pack(&e, generation);
        s[0].store(key ^ data, Relaxed);
        s[1].store(data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_and_probe() {
        let tt = TranspositionTable::new(1);
        assert_eq!(tt.size_mib(), 1);
        let e = Entry {
            mv: 123,
            value: -29_950,
            eval: 40,
            depth: 7,
            bound: Bound::Lower,
        };
        tt.store(0xDEAD_BEEF, e);
        assert_eq!(tt.probe(0xDEAD_BEEF), Some(e));
        assert_eq!(tt.probe(0xDEAD_BEEF ^ (1 << 40)), None);
        tt.clear();
        assert_eq!(tt.probe(0xDEAD_BEEF), None);
    }

    /// The memory the kernel backs for the mapping that holds `addr`, from the
    /// process's own map.
    #[cfg(target_os = "linux")]
    fn resident_kib(addr: usize) -> Option<u64> {
        let smaps = std::fs::read_to_string("/proc/self/smaps").ok()?;
        let mut inside = false;
        for line in smaps.lines() {
            if let Some((range, _)) = line.split_once(' ') {
                if let Some((a, b)) = range.split_once('-') {
                    if let (Ok(a), Ok(b)) =
                        (usize::from_str_radix(a, 16), usize::from_str_radix(b, 16))
                    {
                        inside = (a..b).contains(&addr);
                        continue;
                    }
                }
            }
            if inside {
                if let Some(kib) = line.strip_prefix("Rss:") {
                    return kib.trim().trim_end_matches("kB").trim().parse().ok();
                }
            }
        }
        None
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_new_table_is_backed_before_the_first_search() {
        let tt = TranspositionTable::new(32);
        let addr = tt.slots.as_ptr() as usize;
        let kib = resident_kib(addr).expect("the table's mapping");
        assert!(kib >= 31 << 10, "only {kib} KiB of 32 MiB backed");
    }

    #[test]
    fn bounds_settle_what_they_prove() {
        for (best, bound) in [(5, Bound::Upper), (10, Bound::Upper), (15, Bound::Exact)] {
            assert_eq!(Bound::of(best, 10, 20), bound);
        }
        assert_eq!(Bound::of(20, 10, 20), Bound::Lower);
        assert!(Bound::Lower.settles(25, 10, 20));
        assert!(!Bound::Lower.settles(15, 10, 20));
        assert!(Bound::Upper.settles(10, 10, 20));
        assert!(!Bound::Upper.settles(15, 10, 20));
        assert!(Bound::Exact.settles(15, 10, 20));
        assert!(!Bound::None.settles(15, 10, 20));
    }
}
