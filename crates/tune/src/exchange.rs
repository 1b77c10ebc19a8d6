//! What this crate exchanges with the trainer that runs on a GPU
//! (`crates/tune/gpu/train.py`: CuPy there, numpy and scipy on a CPU): the training
//! samples written as flat arrays ([`write_samples`]), and the network in `f32` read back
//! ([`read_net`]). Reading the data, splitting it, choosing the scale, quantising and
//! writing the weights file and its check values stay here, so that a network trained
//! outside is written exactly as one trained by [`crate::train`].
//!
//! Both files are little-endian, every array padded to 8 bytes.
//!
//! Samples: `PRLSSMP1`; `u32` features, tables, accumulator width, H1, H2, whether the
//! network adds to the tables (1) or not (0); `f32` scale; a byte a feature, 1 where the
//! network learns its vector ([`learned`]); then the training set and the held-out set,
//! each `u64` samples `n` and entries `nnz`, `u64` offsets (`2n + 1`: row `2i` is sample
//! `i`'s side to move, `2i + 1` the other side), `u32` rows (`table * features + feature`)
//! and `f32` counts (`nnz` each), `u32` each row's table (`2n`), `f32` targets and `f32`
//! starting logits (the tables' evaluation on the scale, `n` each).
//!
//! Network: `PRLSNET1`; the same six `u32`; the CRC-32 of the samples file it was trained
//! on (`u32`, so that the import, which makes the samples again from its data and flags,
//! knows they are the same: the scale, the targets and the split are theirs); `u32`
//! length and the UTF-8 note of how it was trained; `u64` length and the `f32` numbers laid
//! out as [`Layout`] lays them.

use crate::train::{learned, FloatNet, Layout, Sample};
use pearls_engine::nnue::{Widths, FEATURES};
use std::io::{self, Write};

pub const SAMPLES_MAGIC: [u8; 8] = *b"PRLSSMP1";
pub const NET_MAGIC: [u8; 8] = *b"PRLSNET1";

/// The six numbers both files begin with, after the magic.
fn shape(layout: Layout, with_tables: bool) -> [u32; 6] {
    let Widths { acc, h1, h2 } = layout.widths;
    [
        FEATURES,
        layout.tables,
        acc,
        h1,
        h2,
        usize::from(with_tables),
    ]
    .map(|v| v as u32)
}

/// A number as the files hold it.
trait Le {
    type Bytes: AsRef<[u8]>;
    fn le(self) -> Self::Bytes;
}

macro_rules! le {
    ($($t:ty),*) => {$(
        impl Le for $t {
            type Bytes = [u8; std::mem::size_of::<$t>()];
            fn le(self) -> Self::Bytes {
                self.to_le_bytes()
            }
        }
    )*};
}
le!(u32, u64, f32);

struct Out<'a, W: Write> {
    w: &'a mut W,
    at: u64,
}

impl<W: Write> Out<'_, W> {
    fn bytes(&mut self, b: &[u8]) -> io::Result<()> {
        self.at += b.len() as u64;
        self.w.write_all(b)
    }

    fn pad(&mut self) -> io::Result<()> {
        let n = (8 - self.at % 8) % 8;
        self.bytes(&[0u8; 8][..n as usize])
    }

    /// An array of little-endian numbers, padded.
    fn array<T: Le>(&mut self, v: impl IntoIterator<Item = T>) -> io::Result<()> {
        for x in v {
            self.bytes(x.le().as_ref())?;
        }
        self.pad()
    }
}

/// Writes the samples file: `train` to learn from, `held` only to measure.
pub fn write_samples(
    w: &mut impl Write,
    layout: Layout,
    with_tables: bool,
    scale: f32,
    train: &[Sample],
    held: &[Sample],
) -> io::Result<()> {
    let mut o = Out { w, at: 0 };
    o.bytes(&SAMPLES_MAGIC)?;
    o.array(shape(layout, with_tables))?;
    o.array([scale])?;
    let mask: Vec<u8> = (0..FEATURES).map(|f| u8::from(learned(f))).collect();
    o.bytes(&mask)?;
    o.pad()?;
    for set in [train, held] {
        let rows = || set.iter().flat_map(|s| [0, 1].map(|k| (s, k)));
        let nnz: usize = set
            .iter()
            .map(|s| s.features[0].len() + s.features[1].len())
            .sum();
        o.array([set.len() as u64, nnz as u64])?;
        let mut at = 0u64;
        o.array(std::iter::once(0).chain(rows().map(|(s, k)| {
            at += s.features[k].len() as u64;
            at
        })))?;
        o.array(rows().flat_map(|(s, k)| {
            let t = s.tables[k] * FEATURES;
            s.features[k]
                .iter()
                .map(move |&(f, _)| (t + f as usize) as u32)
        }))?;
        o.array(rows().flat_map(|(s, k)| s.features[k].iter().map(|&(_, n)| f32::from(n))))?;
        o.array(rows().map(|(s, k)| s.tables[k] as u32))?;
        o.array(set.iter().map(|s| s.target))?;
        o.array(set.iter().map(|s| s.base_logit))?;
    }
    Ok(())
}

/// The checksum of a samples file's bytes, as a network file names it.
pub fn checksum(samples_file: &[u8]) -> u32 {
    crc32fast::hash(samples_file)
}

/// The CRC-32 of the samples file [`write_samples`] writes for these arguments, without
/// writing it: what a network file must name to be imported with them.
pub fn samples_checksum(
    layout: Layout,
    with_tables: bool,
    scale: f32,
    train: &[Sample],
    held: &[Sample],
) -> u32 {
    struct Crc(crc32fast::Hasher);
    impl Write for Crc {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            self.0.update(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let mut crc = io::BufWriter::with_capacity(1 << 16, Crc(crc32fast::Hasher::new()));
    write_samples(&mut crc, layout, with_tables, scale, train, held).expect("hashing in memory");
    let crc = crc.into_inner().map_err(|_| ()).expect("hashing in memory");
    crc.0.finalize()
}

/// The network file's bytes for `net` trained on the samples file of CRC-32 `samples`,
/// with `note` saying how (the outside trainer writes these; here for the tests).
pub fn net_file(net: &FloatNet, samples: u32, note: &str) -> Vec<u8> {
    let mut b = Vec::new();
    let mut o = Out { w: &mut b, at: 0 };
    let write = |o: &mut Out<Vec<u8>>| -> io::Result<()> {
        o.bytes(&NET_MAGIC)?;
        o.array(shape(net.layout, net.with_tables))?;
        o.array([samples, note.len() as u32])?;
        o.bytes(note.as_bytes())?;
        o.pad()?;
        o.array([net.p.len() as u64])?;
        o.array(net.p.iter().copied())
    };
    write(&mut o).expect("writing to memory");
    b
}

/// A reader of a file's bytes that names where it ran short.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], String> {
        let start = self.at;
        let end = start
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(|| {
                format!(
                    "the file ends at byte {} where {what} ({n} bytes) begins at byte {start}",
                    self.bytes.len()
                )
            })?;
        self.at = end;
        Ok(&self.bytes[start..end])
    }

    fn align(&mut self) -> Result<(), String> {
        self.take((8 - self.at % 8) % 8, "padding").map(|_| ())
    }

    fn u32(&mut self, what: &str) -> Result<u32, String> {
        Ok(u32::from_le_bytes(
            self.take(4, what)?.try_into().expect("4 bytes"),
        ))
    }
}

/// Reads a network file trained for `layout` (and to add to the tables or not, as
/// `with_tables` says) on the samples file of CRC-32 `samples`: the network and the note
/// of how it was trained. Every fault names the byte it was found at or what was asked.
pub fn read_net(
    bytes: &[u8],
    layout: Layout,
    with_tables: bool,
    samples: u32,
) -> Result<(FloatNet, String), String> {
    let mut c = Cursor { bytes, at: 0 };
    if c.take(8, "the magic")? != NET_MAGIC {
        return Err(format!(
            "not a network file of `crates/tune/gpu/train.py`: it does not begin with {}",
            String::from_utf8_lossy(&NET_MAGIC)
        ));
    }
    let mut head = [0u32; 6];
    for h in &mut head {
        *h = c.u32("the shape")?;
    }
    c.align()?;
    let want = shape(layout, with_tables);
    if head[0] != want[0] {
        return Err(format!(
            "the network reads {} features; this engine's inputs are {}",
            head[0], want[0]
        ));
    }
    if head[1..5] != want[1..5] {
        return Err(format!(
            "the file holds a network of widths {}x{}x{} for {} table(s), and the data and \
             --widths ask for {} for {}",
            head[2], head[3], head[4], head[1], layout.widths, layout.tables
        ));
    }
    if head[5] != want[5] {
        return Err(format!(
            "the network was trained {} the tables, and --with-tables was {}",
            if head[5] == 1 { "on top of" } else { "without" },
            if with_tables { "given" } else { "not given" }
        ));
    }
    let trained_on = c.u32("the samples' checksum")?;
    if trained_on != samples {
        return Err(format!(
            "the network was trained on other samples (CRC-32 {trained_on:08x}) than these \
             data and flags give ({samples:08x}): export and import with the same data files, \
             --lambda, --scale, --holdout, --widths and --with-tables"
        ));
    }
    let n = c.u32("the note's length")? as usize;
    let at = c.at;
    let note = String::from_utf8(c.take(n, "the note")?.to_vec())
        .map_err(|_| format!("the note at byte {at} is not UTF-8"))?;
    if note.chars().any(char::is_control) {
        return Err(format!(
            "the note at byte {at} holds a control character; it goes into the weights \
             file's provenance, one step a line"
        ));
    }
    c.align()?;
    let len = u64::from_le_bytes(
        c.take(8, "the count of numbers")?
            .try_into()
            .expect("8 bytes"),
    );
    if len != layout.len() as u64 {
        return Err(format!(
            "the file holds {len} numbers; a network of these widths has {}",
            layout.len()
        ));
    }
    let start = c.at;
    let p: Vec<f32> = c
        .take(layout.len() * 4, "the numbers")?
        .chunks(4)
        .map(|b| f32::from_le_bytes(b.try_into().expect("4 bytes")))
        .collect();
    if let Some(k) = p.iter().position(|x| !x.is_finite()) {
        return Err(format!(
            "number {k} (byte {}) is {}, not a finite number",
            start + 4 * k,
            p[k]
        ));
    }
    let end = c.at;
    let padding = (8 - end % 8) % 8;
    if bytes.len() > end + padding || bytes[end..].iter().any(|&b| b != 0) {
        return Err(format!(
            "{} bytes follow the numbers, which end at byte {end}",
            bytes.len() - end
        ));
    }
    let net = FloatNet::from_numbers(layout, p, with_tables)?;
    Ok((net, note))
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_engine::nnue::Widths;

    fn layout(widths: Widths) -> Layout {
        Layout { tables: 2, widths }
    }

    fn sample(
        us: Vec<(u16, u16)>,
        them: Vec<(u16, u16)>,
        tables: [usize; 2],
        target: f32,
    ) -> Sample {
        Sample {
            features: [us, them],
            tables,
            target,
            base: 0,
            base_logit: -0.25,
        }
    }

    fn u64_at(b: &[u8], at: usize) -> u64 {
        u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
    }

    fn u32_at(b: &[u8], at: usize) -> u32 {
        u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
    }

    fn f32_at(b: &[u8], at: usize) -> f32 {
        f32::from_le_bytes(b[at..at + 4].try_into().unwrap())
    }

    #[test]
    fn samples_are_written_as_flat_arrays_each_row_an_accumulator() {
        let l = layout(Widths::SMALL);
        let train = [
            sample(vec![(3, 2), (70, 1)], vec![(5, 4)], [1, 0], 0.75),
            sample(vec![], vec![(2380, 1)], [0, 1], 0.5),
        ];
        let held = [sample(vec![(9, 1)], vec![], [0, 1], 0.0)];
        let mut b = Vec::new();
        write_samples(&mut b, l, true, 250.0, &train, &held).unwrap();
        assert_eq!(b[..8], SAMPLES_MAGIC);
        let head: Vec<u32> = (0..6).map(|k| u32_at(&b, 8 + 4 * k)).collect();
        assert_eq!(head, [FEATURES as u32, 2, 32, 16, 16, 1]);
        assert_eq!(f32_at(&b, 32), 250.0);
        let mask = &b[40..40 + FEATURES];
        assert!((0..FEATURES).all(|f| mask[f] == u8::from(learned(f))));
        let mut at = 40 + FEATURES.div_ceil(8) * 8;
        // The training set: 2 samples, 4 entries (the second's side to move has none).
        assert_eq!((u64_at(&b, at), u64_at(&b, at + 8)), (2, 4));
        at += 16;
        let offsets: Vec<u64> = (0..5).map(|k| u64_at(&b, at + 8 * k)).collect();
        assert_eq!(offsets, [0, 2, 3, 3, 4]);
        at += 40;
        let rows: Vec<u32> = (0..4).map(|k| u32_at(&b, at + 4 * k)).collect();
        let f = FEATURES as u32;
        assert_eq!(rows, [f + 3, f + 70, 5, f + 2380]);
        at += 16;
        let counts: Vec<f32> = (0..4).map(|k| f32_at(&b, at + 4 * k)).collect();
        assert_eq!(counts, [2.0, 1.0, 4.0, 1.0]);
        at += 16;
        let tables: Vec<u32> = (0..4).map(|k| u32_at(&b, at + 4 * k)).collect();
        assert_eq!(tables, [1, 0, 0, 1]);
        at += 16;
        assert_eq!((f32_at(&b, at), f32_at(&b, at + 4)), (0.75, 0.5));
        at += 8;
        assert_eq!((f32_at(&b, at), f32_at(&b, at + 4)), (-0.25, -0.25));
        at += 8;
        // The held-out set follows, and the file ends with it.
        assert_eq!((u64_at(&b, at), u64_at(&b, at + 8)), (1, 1));
        // n and nnz, 3 offsets, a row and a count (each padded), 2 tables, a target and a
        // starting logit (each padded).
        assert_eq!(b.len(), at + 16 + 24 + 8 + 8 + 8 + 8 + 8);
    }

    #[test]
    fn the_samples_checksum_is_the_written_file_s() {
        let train = [sample(vec![(3, 2)], vec![(5, 4)], [1, 0], 0.75)];
        let held = [sample(vec![(9, 1)], vec![], [0, 1], 0.0)];
        let l = layout(Widths::SMALL);
        let mut b = Vec::new();
        write_samples(&mut b, l, true, 250.0, &train, &held).unwrap();
        assert_eq!(
            samples_checksum(l, true, 250.0, &train, &held),
            checksum(&b)
        );
        assert_ne!(
            samples_checksum(l, true, 251.0, &train, &held),
            checksum(&b)
        );
    }

    fn trained(widths: Widths, with_tables: bool) -> FloatNet {
        let mut net = FloatNet::new(2, widths, 5, with_tables);
        // Numbers off the quantised grid, as a float trainer leaves them.
        for (k, x) in net.p.iter_mut().enumerate() {
            if *x != 0.0 {
                *x += (k % 7) as f32 * 1e-4;
            }
        }
        FloatNet::from_numbers(net.layout, net.p.clone(), with_tables).unwrap()
    }

    #[test]
    fn a_network_reads_back_with_its_note() {
        for widths in [
            Widths::SMALL,
            Widths {
                acc: 48,
                h1: 7,
                h2: 3,
            },
        ] {
            let net = trained(widths, true);
            let bytes = net_file(&net, 0x5eed, "train.py --epochs 3 (on the GPU)");
            assert_eq!(bytes.len() % 8, 0);
            let (back, note) = read_net(&bytes, layout(widths), true, 0x5eed).unwrap();
            assert_eq!(back, net);
            assert_eq!(note, "train.py --epochs 3 (on the GPU)");
            assert_eq!(back.quantise(300.0), net.quantise(300.0));
        }
    }

    #[test]
    fn a_network_file_that_does_not_fit_is_refused_saying_why() {
        let net = trained(Widths::SMALL, true);
        let bytes = net_file(&net, 7, "n");
        let err = |b: &[u8], l: Layout, t: bool| match read_net(b, l, t, 7) {
            Err(e) => e,
            Ok(_) => panic!("accepted"),
        };
        // Where the numbers end: the last array is padded to 8 bytes too.
        let end = bytes.len() - net.p.len() % 2 * 4;
        assert!(err(b"PRLSSMP1\0\0\0\0", layout(Widths::SMALL), true).contains("does not begin"));
        let wide = Widths {
            acc: 64,
            h1: 32,
            h2: 32,
        };
        let e = err(&bytes, layout(wide), true);
        assert!(
            e.contains("widths 32x16x16 for 2 table(s)") && e.contains("64x32x32"),
            "{e}"
        );
        let e = err(
            &bytes,
            Layout {
                tables: 1,
                widths: Widths::SMALL,
            },
            true,
        );
        assert!(e.contains("for 1"), "{e}");
        let e = err(&bytes, layout(Widths::SMALL), false);
        assert!(
            e.contains("on top of the tables") && e.contains("not given"),
            "{e}"
        );
        let e = err(&bytes[..end - 4], layout(Widths::SMALL), true);
        assert!(e.contains(&format!("ends at byte {}", end - 4)), "{e}");
        // A number that is not finite, named by its place and byte.
        let mut nan = bytes.clone();
        let last = end - 4;
        nan[last..end].copy_from_slice(&f32::NAN.to_le_bytes());
        let e = err(&nan, layout(Widths::SMALL), true);
        assert!(
            e.contains(&format!("number {} (byte {last})", net.p.len() - 1)),
            "{e}"
        );
        // Other samples than the import's, and what does not belong in a provenance.
        let e = read_net(&bytes, layout(Widths::SMALL), true, 8).unwrap_err();
        assert!(e.contains("00000007") && e.contains("00000008"), "{e}");
        let e = err(
            &net_file(&net, 7, "two\nlines"),
            layout(Widths::SMALL),
            true,
        );
        assert!(
            e.contains("note at byte 40 holds a control character"),
            "{e}"
        );
        // Bytes past the numbers' padding.
        let mut longer = bytes.clone();
        longer.extend_from_slice(&[0; 8]);
        let e = err(&longer, layout(Widths::SMALL), true);
        assert!(
            e.contains(&format!("{} bytes follow the numbers", longer.len() - end)),
            "{e}"
        );
        // A vector for a feature the network does not learn: the engine would count it.
        let unlearned = (0..FEATURES).find(|&f| !learned(f)).unwrap();
        let mut p = net.p.clone();
        p[(FEATURES + unlearned) * 32 + 5] = 0.5;
        let e = FloatNet::from_numbers(net.layout, p, true).unwrap_err();
        assert!(
            e.contains(&format!("feature {unlearned} of table 1")),
            "{e}"
        );
    }
}
