//! The writer of weights files (`.pwt`), the format the engine reads
//! ([`pearls_engine::weights::file`], laid out in `docs/engine/weights.md`).

use pearls_engine::weights::file::{
    self as format, Element, BEFORE, MAGIC, MASKS_SECTION, NETWORK_VERSION, PAIRS, PROVENANCE,
    TABLES, VERSION,
};
use pearls_engine::weights::Weights;

/// One section to write: its name, element type, shape and data (little-endian).
struct Section {
    name: &'static str,
    element: Element,
    dims: Vec<usize>,
    data: Vec<u8>,
}

fn i8s(values: impl IntoIterator<Item = i8>) -> Vec<u8> {
    values.into_iter().map(|v| v as u8).collect()
}

fn i32s(values: impl IntoIterator<Item = i32>) -> Vec<u8> {
    values.into_iter().flat_map(i32::to_le_bytes).collect()
}

fn i16s(values: impl IntoIterator<Item = i16>) -> Vec<u8> {
    values.into_iter().flat_map(i16::to_le_bytes).collect()
}

/// The weights file of `w`.
pub fn weights_file(w: &Weights) -> Vec<u8> {
    let family = w.family;
    let shape = |name| {
        format::expected_shape(family, pearls_engine::nnue::Widths::SMALL, name)
            .expect("a table section")
            .1
    };
    assert_eq!(w.tables.len(), family.tables(), "tables of {family:?}");
    let mut sections = vec![
        Section {
            name: TABLES,
            element: Element::I16,
            dims: shape(TABLES),
            data: i16s(w.tables.iter().flatten().flatten().copied()),
        },
        Section {
            name: PAIRS,
            element: Element::I16,
            dims: shape(PAIRS),
            data: i16s(w.pairs.iter().flatten().flatten().copied()),
        },
        Section {
            name: MASKS_SECTION,
            element: Element::I16,
            dims: shape(MASKS_SECTION),
            data: i16s(w.masks.iter().flatten().copied()),
        },
        Section {
            name: BEFORE,
            element: Element::I16,
            dims: shape(BEFORE),
            data: i16s(w.before.iter().flatten().copied()),
        },
        Section {
            name: PROVENANCE,
            element: Element::Text,
            dims: vec![w.provenance.len()],
            data: w.provenance.as_bytes().to_vec(),
        },
    ];
    if let Some(n) = &w.network {
        let net = |name: &'static str, data: Vec<u8>| {
            let (element, dims) =
                format::network_shape(family, n.widths, name).expect("a network section");
            Section {
                name,
                element,
                dims,
                data,
            }
        };
        sections.extend([
            net(format::NET_FT, i16s(n.ft.iter().copied())),
            net(format::NET_FT_BIAS, i16s(n.ft_bias.iter().copied())),
            net(format::NET_L1, i8s(n.l1.iter().copied())),
            net(format::NET_L1_BIAS, i32s(n.l1_bias.iter().copied())),
            net(format::NET_L2, i8s(n.l2.iter().copied())),
            net(format::NET_L2_BIAS, i32s(n.l2_bias.iter().copied())),
            net(format::NET_OUT, i8s(n.out.iter().copied())),
            net(format::NET_OUT_BIAS, i32s([n.out_bias])),
            net(format::NET_SCALE, i32s([n.scale])),
            net(format::NET_WITH_TABLES, i32s([i32::from(n.with_tables)])),
        ]);
        if let Some(p) = &n.policy {
            sections.extend([
                net(format::POLICY_OWN, i16s(p.own.iter().copied())),
                net(format::POLICY_THEIR, i16s(p.their.iter().copied())),
            ]);
        }
    }
    let version = match &w.network {
        Some(n) if n.policy.is_some() => format::POLICY_VERSION,
        Some(_) => NETWORK_VERSION,
        None => VERSION,
    };
    let mut out = Vec::new();
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&version.to_le_bytes());
    out.push(family.code());
    out.push(0);
    out.extend_from_slice(&(sections.len() as u32).to_le_bytes());
    for s in &sections {
        out.push(s.name.len() as u8);
        out.extend_from_slice(s.name.as_bytes());
        out.push(s.element.code());
        out.push(s.dims.len() as u8);
        for &d in &s.dims {
            out.extend_from_slice(&(d as u32).to_le_bytes());
        }
        let len = u32::try_from(s.data.len()).expect("a section under 4 GiB");
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&s.data);
    }
    let sum = crc32fast::hash(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_engine::nnue::{Network, Widths, FEATURES};
    use pearls_engine::weights::{self, Family, FileErrorKind};

    #[test]
    fn the_shipped_files_are_what_the_writer_writes_for_the_tables_in_use() {
        for family in Family::ALL {
            let written = weights_file(weights::embedded(family));
            assert!(
                written == weights::shipped(family),
                "crates/engine/weights/{}.pwt differs from what the writer writes for its \
                 tables ({} bytes written, {} shipped)",
                family.name(),
                written.len(),
                weights::shipped(family).len()
            );
        }
    }

    #[test]
    fn a_written_file_reads_back_and_damage_is_named() {
        let mut w = weights::embedded(Family::Renju).clone();
        w.tables[1][7] = [-3, 1234];
        w.before[0][5] = 77;
        w.provenance.push_str("\nOne more step, with an é.");
        let bytes = weights_file(&w);
        assert_eq!(Weights::read(&bytes).as_ref(), Ok(&w));
        // A flipped bit in the data is caught by the checksum.
        let mut bad = bytes.clone();
        bad[200] ^= 1;
        let e = Weights::read(&bad).unwrap_err();
        assert!(
            matches!(e.kind, FileErrorKind::ChecksumMismatch { .. }),
            "{e}"
        );
        assert_eq!(e.at, bytes.len() - 4);
    }

    /// Arbitrary numbers `-(m / 2)..m - m / 2` by index.
    fn n(i: usize, m: usize) -> i32 {
        (i * 7919 % m) as i32 - (m / 2) as i32
    }

    /// The shared tables with a network of `widths` of arbitrary numbers.
    fn with_network_of(widths: Widths) -> Weights {
        let Widths { acc, h1, h2 } = widths;
        let mut w = weights::embedded(Family::Shared).clone();
        let i16s = |len: usize, m: usize| (0..len).map(|i| n(i, m) as i16).collect();
        let i8s = |len: usize, from: usize| (0..len).map(|i| n(from + i, 255) as i8).collect();
        let i32s = |len: usize, m: usize| (0..len).map(|i| n(i, m)).collect();
        w.network = Some(Box::new(Network {
            tables: 1,
            widths,
            ft: i16s(FEATURES * acc, 61),
            ft_bias: i16s(acc, 301),
            l1: i8s(h1 * 2 * acc, 0),
            l1_bias: i32s(h1, 9999),
            l2: i8s(h2 * h1, 0),
            l2_bias: i32s(h2, 999),
            out: i8s(h2, h2),
            out_bias: -77,
            scale: 420,
            with_tables: true,
            policy: None,
        }));
        w
    }

    fn with_network() -> Weights {
        with_network_of(Widths::SMALL)
    }

    /// `bytes` (a written file of `n` bytes before its checksum) with the checksum made
    /// to hold again.
    fn reseal_at(mut b: Vec<u8>, n: usize) -> Vec<u8> {
        b.truncate(n);
        let sum = crc32fast::hash(&b);
        b.extend_from_slice(&sum.to_le_bytes());
        b
    }

    #[test]
    fn a_network_is_written_as_version_3_and_reads_back() {
        let w = with_network();
        let bytes = weights_file(&w);
        assert_eq!(&bytes[8..10], &NETWORK_VERSION.to_le_bytes());
        assert_eq!(Weights::read(&bytes).as_ref(), Ok(&w));
        let reseal = |b: Vec<u8>| reseal_at(b, bytes.len() - 4);
        // Under version 1 the network's sections are unknown; under version 2, the first
        // network format, `nnue.with_tables` is.
        for (version, unknown) in [(VERSION, "nnue.ft"), (2, "nnue.with_tables")] {
            let mut old = bytes.clone();
            old[8..10].copy_from_slice(&version.to_le_bytes());
            let e = Weights::read(&reseal(old)).unwrap_err();
            assert!(
                matches!(&e.kind, FileErrorKind::UnknownSection { section } if section == unknown),
                "version {version}: {e}"
            );
        }
        // The flag is 0 or 1, nothing else.
        let mut bad = bytes.clone();
        let name = b"nnue.with_tables";
        let at = bad.windows(name.len()).position(|w| w == name).unwrap();
        // name, type, rank, one dimension, length, then the number.
        let value = at + name.len() + 1 + 1 + 4 + 4;
        bad[value..value + 4].copy_from_slice(&2i32.to_le_bytes());
        let e = Weights::read(&reseal(bad)).unwrap_err();
        assert!(
            matches!(e.kind, FileErrorKind::BadValue { found: 2, .. }),
            "{e}"
        );
        assert_eq!(e.at, at - 1, "{e}");
        assert!(e.to_string().contains("'nnue.with_tables' holds 2"), "{e}");
    }

    #[test]
    fn a_policy_is_written_as_version_4_and_both_its_sections_are_needed() {
        use pearls_engine::nnue::Policy;
        let mut w = with_network();
        let width = Widths::SMALL.context();
        let vectors = |from: usize| -> Vec<i16> {
            (0..FEATURES * width)
                .map(|k| n(from + k, 4001) as i16)
                .collect()
        };
        w.network.as_mut().expect("a network").policy = Some(Box::new(Policy {
            width,
            own: vectors(0),
            their: vectors(1),
        }));
        let bytes = weights_file(&w);
        assert_eq!(&bytes[8..10], &format::POLICY_VERSION.to_le_bytes());
        assert_eq!(Weights::read(&bytes).as_ref(), Ok(&w));
        // Under version 3 the policy is unknown.
        let mut old = bytes.clone();
        old[8..10].copy_from_slice(&NETWORK_VERSION.to_le_bytes());
        let e = Weights::read(&reseal_at(old, bytes.len() - 4)).unwrap_err();
        assert!(
            matches!(&e.kind, FileErrorKind::UnknownSection { section } if section == "policy.own"),
            "{e}"
        );
        // The last section is the opponent's vectors: a file without it lacks it.
        let name = b"policy.their";
        let at = bytes.windows(name.len()).position(|x| x == name).unwrap() - 1;
        let mut cut = bytes[..at].to_vec();
        let count = u32::from_le_bytes(cut[12..16].try_into().unwrap()) - 1;
        cut[12..16].copy_from_slice(&count.to_le_bytes());
        let e = Weights::read(&reseal_at(cut, at)).unwrap_err();
        assert!(
            matches!(
                e.kind,
                FileErrorKind::MissingSection {
                    section: "policy.their"
                }
            ),
            "{e}"
        );
    }

    #[test]
    fn networks_of_other_widths_read_back_and_widths_the_engine_cannot_run_are_refused() {
        for widths in [
            Widths {
                acc: 64,
                h1: 32,
                h2: 32,
            },
            Widths {
                acc: 16,
                h1: 1,
                h2: 64,
            },
            Widths {
                acc: 256,
                h1: 64,
                h2: 8,
            },
        ] {
            let w = with_network_of(widths);
            let bytes = weights_file(&w);
            let read = Weights::read(&bytes).unwrap_or_else(|e| panic!("{widths}: {e}"));
            assert_eq!(read.network.as_ref().map(|n| n.widths), Some(widths));
            assert_eq!(read, w);
        }
        // An accumulator the registers cannot take, and a dense layer too wide: refused at
        // the section that gives the width.
        for (widths, section, says) in [
            (
                Widths {
                    acc: 40,
                    h1: 16,
                    h2: 16,
                },
                "nnue.ft",
                "40x16x16, but this engine runs an accumulator of 16 to 256 numbers",
            ),
            (
                Widths {
                    acc: 32,
                    h1: 16,
                    h2: 65,
                },
                "nnue.l2",
                "32x16x65, but this engine runs a second dense layer of 1 to 64",
            ),
        ] {
            let w = with_network_of(widths);
            let bytes = weights_file(&w);
            let e = Weights::read(&bytes).unwrap_err();
            let name = section.as_bytes();
            let at = bytes.windows(name.len()).position(|x| x == name).unwrap() - 1;
            assert!(
                matches!(e.kind, FileErrorKind::BadWidths { section: s, found, .. } if s == section && found == widths),
                "{e}"
            );
            assert_eq!(e.at, at, "{e}");
            assert!(e.to_string().contains(says), "{e}");
        }
        // Sections that disagree on the widths: a first layer of 32 outputs with the 16
        // biases of another network's.
        let wide = weights_file(&with_network_of(Widths {
            acc: 64,
            h1: 32,
            h2: 16,
        }));
        let narrow = weights_file(&with_network_of(Widths {
            acc: 64,
            h1: 16,
            h2: 16,
        }));
        let (head, mut parts) = split(&wide);
        let (_, theirs) = split(&narrow);
        let bias =
            |p: &[(String, Vec<u8>)]| p.iter().position(|(n, _)| n == "nnue.l1_bias").unwrap();
        let k = bias(&parts);
        parts[k] = theirs[bias(&theirs)].clone();
        let mut spliced = head;
        for (_, b) in &parts {
            spliced.extend_from_slice(b);
        }
        let n = spliced.len();
        spliced.extend_from_slice(&[0; 4]);
        let e = Weights::read(&reseal_at(spliced, n)).unwrap_err();
        assert!(
            matches!(&e.kind, FileErrorKind::WrongShape { section, found, expected }
                if section == "nnue.l1_bias" && found.1 == vec![16] && expected.1 == vec![32]),
            "{e}"
        );
    }

    /// A written file's header, and its sections by name with their bytes (the checksum
    /// left off).
    fn split(bytes: &[u8]) -> (Vec<u8>, Vec<(String, Vec<u8>)>) {
        let mut at = 16;
        let mut out = Vec::new();
        while at < bytes.len() - 4 {
            let name_len = usize::from(bytes[at]);
            let name = String::from_utf8(bytes[at + 1..at + 1 + name_len].to_vec()).unwrap();
            let rank = usize::from(bytes[at + 2 + name_len]);
            let len_at = at + 3 + name_len + 4 * rank;
            let len = u32::from_le_bytes(bytes[len_at..len_at + 4].try_into().unwrap());
            let end = len_at + 4 + len as usize;
            out.push((name, bytes[at..end].to_vec()));
            at = end;
        }
        (bytes[..16].to_vec(), out)
    }
}
