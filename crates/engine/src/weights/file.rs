//! Reading a weights file (`.pwt`): the format is laid out byte by byte in
//! `docs/engine/weights.md`. In short: a header (magic, format version, rule set), typed
//! and shaped sections, and a CRC-32 of everything before it. The engine only reads these
//! files; `pearls-tune` writes them.

use super::{Family, Masks, Pairs, Table, Weights, MASKS};
use crate::pattern::{COMBOS, THREATS};
use std::fmt;

/// The first eight bytes of every weights file.
pub const MAGIC: [u8; 8] = *b"PEARLSWT";
/// The format version of a file of pattern tables alone.
pub const VERSION: u16 = 1;
/// The format version of a file that holds a network beside the tables (see
/// [`crate::nnue`]): its sections are refused in a file of version 1.
pub const NETWORK_VERSION: u16 = 3;
/// The first format of a network, without [`NET_WITH_TABLES`]: still read, its network
/// evaluating in the tables' place.
pub const FIRST_NETWORK_VERSION: u16 = 2;
/// The format of a network that may carry a policy ([`POLICY_SECTIONS`]), which a file
/// of an earlier version may not.
pub const POLICY_VERSION: u16 = 4;
/// Bytes before the first section: magic, version, rule set, a reserved byte, the number
/// of sections.
pub const HEADER_LEN: usize = 16;
/// Bytes of the checksum at the end.
pub const CHECKSUM_LEN: usize = 4;

/// The sections of the pattern evaluation, by name.
pub const TABLES: &str = "tables";
pub const PAIRS: &str = "pairs";
pub const MASKS_SECTION: &str = "masks";
pub const BEFORE: &str = "before";
pub const PROVENANCE: &str = "provenance";

/// The sections of a network (version 2), in the order the writer writes them.
pub const NET_FT: &str = "nnue.ft";
pub const NET_FT_BIAS: &str = "nnue.ft_bias";
pub const NET_L1: &str = "nnue.l1";
pub const NET_L1_BIAS: &str = "nnue.l1_bias";
pub const NET_L2: &str = "nnue.l2";
pub const NET_L2_BIAS: &str = "nnue.l2_bias";
pub const NET_OUT: &str = "nnue.out";
pub const NET_OUT_BIAS: &str = "nnue.out_bias";
pub const NET_SCALE: &str = "nnue.scale";
/// Whether the network's output is added to the tables' evaluation (1) or stands in its
/// place (0). Version 3 on.
pub const NET_WITH_TABLES: &str = "nnue.with_tables";
pub const NETWORK_SECTIONS: [&str; 10] = [
    NET_FT,
    NET_FT_BIAS,
    NET_L1,
    NET_L1_BIAS,
    NET_L2,
    NET_L2_BIAS,
    NET_OUT,
    NET_OUT_BIAS,
    NET_SCALE,
    NET_WITH_TABLES,
];
/// A network's policy (see [`crate::nnue::Policy`]), version 4 on: both sections or
/// neither.
pub const POLICY_OWN: &str = "policy.own";
pub const POLICY_THEIR: &str = "policy.their";
pub const POLICY_SECTIONS: [&str; 2] = [POLICY_OWN, POLICY_THEIR];

/// What a section's elements are. The codes are the file's; a quantised network's layers
/// will be sections of `I8` and `I16` (and `I32` biases) beside the pattern tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Element {
    I8,
    I16,
    I32,
    F32,
    /// UTF-8 text, one byte an element.
    Text,
}

impl Element {
    pub const ALL: [Element; 5] = [
        Element::I8,
        Element::I16,
        Element::I32,
        Element::F32,
        Element::Text,
    ];

    pub fn code(self) -> u8 {
        match self {
            Element::I8 => 1,
            Element::I16 => 2,
            Element::I32 => 3,
            Element::F32 => 4,
            Element::Text => 5,
        }
    }

    pub fn from_code(code: u8) -> Option<Element> {
        Element::ALL.into_iter().find(|e| e.code() == code)
    }

    /// Bytes an element.
    pub fn size(self) -> usize {
        match self {
            Element::I8 | Element::Text => 1,
            Element::I16 => 2,
            Element::I32 | Element::F32 => 4,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Element::I8 => "i8",
            Element::I16 => "i16",
            Element::I32 => "i32",
            Element::F32 => "f32",
            Element::Text => "text",
        }
    }
}

/// The element type and shape each section of the pattern evaluation must have, for a
/// file of `family`'s rules and a network of `widths`.
pub fn expected_shape(
    family: Family,
    widths: crate::nnue::Widths,
    name: &str,
) -> Option<(Element, Vec<usize>)> {
    match name {
        TABLES => Some((Element::I16, vec![family.tables(), COMBOS, 2])),
        PAIRS => Some((Element::I16, vec![2, THREATS, THREATS])),
        MASKS_SECTION | BEFORE => Some((Element::I16, vec![2, MASKS])),
        _ => network_shape(family, widths, name),
    }
}

/// The element type and shape each section of a network of `widths` must have, for a
/// file of `family`'s rules.
pub fn network_shape(
    family: Family,
    widths: crate::nnue::Widths,
    name: &str,
) -> Option<(Element, Vec<usize>)> {
    use crate::nnue::FEATURES;
    let t = family.tables();
    let (acc, h1, h2) = (widths.acc, widths.h1, widths.h2);
    match name {
        POLICY_OWN | POLICY_THEIR => Some((Element::I16, vec![t, FEATURES, widths.context()])),
        NET_FT => Some((Element::I16, vec![t, FEATURES, acc])),
        NET_FT_BIAS => Some((Element::I16, vec![t, acc])),
        NET_L1 => Some((Element::I8, vec![h1, 2 * acc])),
        NET_L1_BIAS => Some((Element::I32, vec![h1])),
        NET_L2 => Some((Element::I8, vec![h2, h1])),
        NET_L2_BIAS => Some((Element::I32, vec![h2])),
        NET_OUT => Some((Element::I8, vec![1, h2])),
        NET_OUT_BIAS | NET_SCALE | NET_WITH_TABLES => Some((Element::I32, vec![1])),
        _ => None,
    }
}

/// The sections whose shapes give a network's widths, with their ranks and the dimension
/// that gives it: the accumulator's is the input vectors' last, each dense layer's its
/// first.
const WIDTH_SECTIONS: [(&str, usize, usize); 3] = [(NET_FT, 3, 2), (NET_L1, 2, 0), (NET_L2, 2, 0)];

/// Why a weights file cannot be read, and at which byte of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    /// The byte offset where the fault was found.
    pub at: usize,
    pub kind: FileErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileErrorKind {
    /// The file ends before what it says it holds.
    Truncated {
        needed: usize,
        len: usize,
    },
    WrongMagic {
        found: Vec<u8>,
    },
    UnknownVersion {
        found: u16,
    },
    UnknownRuleSet {
        code: u8,
    },
    ChecksumMismatch {
        stored: u32,
        computed: u32,
    },
    UnknownElement {
        section: String,
        code: u8,
    },
    /// A section's length is not its shape's elements times the element's size.
    WrongLength {
        section: String,
        length: usize,
        shape_bytes: usize,
    },
    WrongShape {
        section: String,
        found: (Element, Vec<usize>),
        expected: (Element, Vec<usize>),
    },
    BadName,
    UnknownSection {
        section: String,
    },
    DuplicateSection {
        section: String,
    },
    MissingSection {
        section: &'static str,
    },
    BadText {
        section: String,
    },
    /// A section holds a number outside the values it may take.
    BadValue {
        section: &'static str,
        found: i64,
        allowed: &'static str,
    },
    /// Bytes after the last section and before the checksum.
    TrailingBytes {
        count: usize,
    },
    /// A network whose widths this engine cannot run.
    BadWidths {
        section: &'static str,
        found: crate::nnue::Widths,
        allowed: &'static str,
    },
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shape = |(e, dims): &(Element, Vec<usize>)| format!("{} {dims:?}", e.name());
        match &self.kind {
            FileErrorKind::Truncated { needed, len } => write!(
                f,
                "the file is cut short: {needed} bytes needed, {len} there"
            )?,
            FileErrorKind::WrongMagic { found } => write!(
                f,
                "not a weights file: it starts {found:02x?}, not {:?}",
                std::str::from_utf8(&MAGIC).unwrap_or_default()
            )?,
            FileErrorKind::UnknownVersion { found } => write!(
                f,
                "format version {found}, which this engine does not read (it reads {VERSION} to {NETWORK_VERSION})"
            )?,
            FileErrorKind::UnknownRuleSet { code } => write!(
                f,
                "unknown rule set {code} (1 the rules with equal colours, 2 renju)"
            )?,
            FileErrorKind::ChecksumMismatch { stored, computed } => write!(
                f,
                "checksum mismatch: the file says {stored:08x}, its bytes give {computed:08x}"
            )?,
            FileErrorKind::UnknownElement { section, code } => {
                write!(f, "section '{section}': unknown element type {code}")?
            }
            FileErrorKind::WrongLength {
                section,
                length,
                shape_bytes,
            } => write!(
                f,
                "section '{section}': {length} bytes of data, but its shape makes {shape_bytes}"
            )?,
            FileErrorKind::WrongShape {
                section,
                found,
                expected,
            } => write!(
                f,
                "section '{section}' is {}, this engine needs {}",
                shape(found),
                shape(expected)
            )?,
            FileErrorKind::BadName => write!(f, "a section name that is empty or not ASCII")?,
            FileErrorKind::UnknownSection { section } => write!(f, "unknown section '{section}'")?,
            FileErrorKind::DuplicateSection { section } => {
                write!(f, "section '{section}' a second time")?
            }
            FileErrorKind::MissingSection { section } => write!(f, "no section '{section}'")?,
            FileErrorKind::BadText { section } => {
                write!(f, "section '{section}' is not UTF-8 text")?
            }
            FileErrorKind::BadValue {
                section,
                found,
                allowed,
            } => write!(f, "section '{section}' holds {found}, not {allowed}")?,
            FileErrorKind::TrailingBytes { count } => {
                write!(f, "{count} bytes after the last section")?
            }
            FileErrorKind::BadWidths {
                section,
                found,
                allowed,
            } => write!(
                f,
                "section '{section}' makes a network of widths {found}, but this engine runs {allowed}"
            )?,
        }
        write!(f, " (at byte {})", self.at)
    }
}

impl std::error::Error for FileError {}

/// A cursor over the file's bytes that reports where it ran short.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], FileError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let Some(end) = end else {
            return Err(FileError {
                at: self.at,
                kind: FileErrorKind::Truncated {
                    needed: self.at.saturating_add(n) + CHECKSUM_LEN,
                    len: self.bytes.len() + CHECKSUM_LEN,
                },
            });
        };
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn u8(&mut self) -> Result<u8, FileError> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, FileError> {
        Ok(u16::from_le_bytes(
            self.take(2)?.try_into().expect("2 bytes"),
        ))
    }

    fn u32(&mut self) -> Result<u32, FileError> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().expect("4 bytes"),
        ))
    }
}

/// One section as the file holds it.
struct Section<'a> {
    name: String,
    at: usize,
    element: Element,
    dims: Vec<usize>,
    data: &'a [u8],
}

/// Reads a weights file.
pub fn read(bytes: &[u8]) -> Result<Weights, FileError> {
    let err = |at: usize, kind: FileErrorKind| FileError { at, kind };
    if bytes.len() < HEADER_LEN + CHECKSUM_LEN {
        if !bytes.starts_with(&MAGIC[..bytes.len().min(MAGIC.len())]) {
            let found = bytes[..bytes.len().min(MAGIC.len())].to_vec();
            return Err(err(0, FileErrorKind::WrongMagic { found }));
        }
        return Err(err(
            bytes.len(),
            FileErrorKind::Truncated {
                needed: HEADER_LEN + CHECKSUM_LEN,
                len: bytes.len(),
            },
        ));
    }
    if bytes[..MAGIC.len()] != MAGIC {
        let found = bytes[..MAGIC.len()].to_vec();
        return Err(err(0, FileErrorKind::WrongMagic { found }));
    }
    let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM_LEN);
    let mut r = Reader {
        bytes: body,
        at: MAGIC.len(),
    };
    let version = r.u16()?;
    if !(VERSION..=POLICY_VERSION).contains(&version) {
        return Err(err(
            MAGIC.len(),
            FileErrorKind::UnknownVersion { found: version },
        ));
    }
    // The checksum is checked after the version, so that a file of another version is
    // named as such, and before anything else, so that damage is named as damage.
    let stored = u32::from_le_bytes(sum.try_into().expect("4 bytes"));
    let computed = crc32fast::hash(body);
    if stored != computed {
        return Err(err(
            body.len(),
            FileErrorKind::ChecksumMismatch { stored, computed },
        ));
    }
    let family_at = r.at;
    let code = r.u8()?;
    let family = Family::from_code(code)
        .ok_or_else(|| err(family_at, FileErrorKind::UnknownRuleSet { code }))?;
    r.u8()?;
    let count = r.u32()?;
    let mut sections: Vec<Section> = Vec::new();
    for _ in 0..count {
        let at = r.at;
        let n = r.u8()? as usize;
        let name = r.take(n)?;
        if name.is_empty() || !name.is_ascii() {
            return Err(err(at, FileErrorKind::BadName));
        }
        let name = String::from_utf8(name.to_vec()).expect("ASCII");
        let code = r.u8()?;
        let element = Element::from_code(code).ok_or_else(|| {
            err(
                at,
                FileErrorKind::UnknownElement {
                    section: name.clone(),
                    code,
                },
            )
        })?;
        let rank = r.u8()? as usize;
        let mut dims = Vec::with_capacity(rank);
        for _ in 0..rank {
            dims.push(r.u32()? as usize);
        }
        let length = r.u32()? as usize;
        let shape_bytes = dims
            .iter()
            .try_fold(element.size(), |n, &d| n.checked_mul(d))
            .unwrap_or(usize::MAX);
        if shape_bytes != length {
            return Err(err(
                at,
                FileErrorKind::WrongLength {
                    section: name,
                    length,
                    shape_bytes,
                },
            ));
        }
        let data = r.take(length)?;
        if sections.iter().any(|s| s.name == name) {
            return Err(err(at, FileErrorKind::DuplicateSection { section: name }));
        }
        sections.push(Section {
            name,
            at,
            element,
            dims,
            data,
        });
    }
    if r.at != body.len() {
        return Err(err(
            r.at,
            FileErrorKind::TrailingBytes {
                count: body.len() - r.at,
            },
        ));
    }
    let with_network = version >= FIRST_NETWORK_VERSION;
    // A file of version 1 holds no network: its network sections are unknown below, not
    // of a width.
    let widths = if with_network {
        network_widths(&sections)?
    } else {
        crate::nnue::Widths::SMALL
    };
    for s in &sections {
        let network = network_shape(family, widths, &s.name).is_some();
        let in_version = match s.name.as_str() {
            NET_WITH_TABLES => version >= NETWORK_VERSION,
            POLICY_OWN | POLICY_THEIR => version >= POLICY_VERSION,
            _ if network => with_network,
            _ => true,
        };
        let known = s.name == PROVENANCE
            || (expected_shape(family, widths, &s.name).is_some() && in_version);
        if !known {
            return Err(err(
                s.at,
                FileErrorKind::UnknownSection {
                    section: s.name.clone(),
                },
            ));
        }
    }
    let find = |name: &'static str| -> Result<&Section, FileError> {
        sections
            .iter()
            .find(|s| s.name == name)
            .ok_or_else(|| err(body.len(), FileErrorKind::MissingSection { section: name }))
    };
    let shaped = |name: &'static str| -> Result<&[u8], FileError> {
        let s = find(name)?;
        let expected = expected_shape(family, widths, name).expect("a known section");
        if (s.element, &s.dims) != (expected.0, &expected.1) {
            return Err(err(
                s.at,
                FileErrorKind::WrongShape {
                    section: s.name.clone(),
                    found: (s.element, s.dims.clone()),
                    expected,
                },
            ));
        }
        Ok(s.data)
    };
    let numbers = |name: &'static str| -> Result<Vec<i16>, FileError> {
        Ok(shaped(name)?
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect())
    };
    let with_tables = if version >= NETWORK_VERSION {
        let s = shaped(NET_WITH_TABLES)?;
        match i32::from_le_bytes([s[0], s[1], s[2], s[3]]) {
            0 => false,
            1 => true,
            found => {
                return Err(err(
                    find(NET_WITH_TABLES)?.at,
                    FileErrorKind::BadValue {
                        section: NET_WITH_TABLES,
                        found: i64::from(found),
                        allowed: "0 (the network alone) or 1 (added to the tables)",
                    },
                ))
            }
        }
    } else {
        false
    };
    let network = if with_network {
        let mut net = read_network(family, widths, with_tables, &shaped, &numbers)?;
        if POLICY_SECTIONS.iter().any(|&n| find(n).is_ok()) {
            net.policy = Some(Box::new(crate::nnue::Policy {
                width: widths.context(),
                own: numbers(POLICY_OWN)?,
                their: numbers(POLICY_THEIR)?,
            }));
        }
        Some(Box::new(net))
    } else {
        None
    };
    let text = find(PROVENANCE)?;
    if text.element != Element::Text || text.dims.len() != 1 {
        return Err(err(
            text.at,
            FileErrorKind::WrongShape {
                section: PROVENANCE.to_string(),
                found: (text.element, text.dims.clone()),
                expected: (Element::Text, vec![text.data.len()]),
            },
        ));
    }
    let provenance = std::str::from_utf8(text.data)
        .map_err(|_| {
            err(
                text.at,
                FileErrorKind::BadText {
                    section: PROVENANCE.to_string(),
                },
            )
        })?
        .to_string();
    let tables = numbers(TABLES)?
        .chunks_exact(COMBOS * 2)
        .map(|t| -> Table { std::array::from_fn(|c| [t[c * 2], t[c * 2 + 1]]) })
        .collect();
    let pairs = numbers(PAIRS)?;
    let pairs: Pairs = std::array::from_fn(|m| {
        std::array::from_fn(|a| std::array::from_fn(|b| pairs[(m * THREATS + a) * THREATS + b]))
    });
    let masks_of = |name| -> Result<Box<Masks>, FileError> {
        let v = numbers(name)?;
        Ok(Box::new(std::array::from_fn(|m| {
            std::array::from_fn(|i| v[m * MASKS + i])
        })))
    };
    Ok(Weights {
        family,
        tables,
        pairs: Box::new(pairs),
        masks: masks_of(MASKS_SECTION)?,
        before: masks_of(BEFORE)?,
        provenance,
        network,
    })
}

/// The widths of the network in `sections` ([`WIDTH_SECTIONS`]), where they run; the
/// widths of the first networks where a section is missing or of another rank, so that
/// the shape check then names it.
fn network_widths(sections: &[Section]) -> Result<crate::nnue::Widths, FileError> {
    let mut widths = crate::nnue::Widths::SMALL;
    let mut at = [0; 3];
    for (k, (name, rank, dim)) in WIDTH_SECTIONS.into_iter().enumerate() {
        let Some(s) = sections.iter().find(|s| s.name == name) else {
            continue;
        };
        if s.dims.len() != rank {
            continue;
        }
        let found = s.dims[dim];
        match k {
            0 => widths.acc = found,
            1 => widths.h1 = found,
            _ => widths.h2 = found,
        }
        at[k] = s.at;
    }
    match widths.fault() {
        Some((k, allowed)) => Err(FileError {
            at: at[k],
            kind: FileErrorKind::BadWidths {
                section: WIDTH_SECTIONS[k].0,
                found: widths,
                allowed,
            },
        }),
        None => Ok(widths),
    }
}

/// The network of a file of version 2 or later, its sections' shapes checked by
/// `shaped`; `with_tables` is read by the caller, which knows the version.
fn read_network<'a>(
    family: Family,
    widths: crate::nnue::Widths,
    with_tables: bool,
    shaped: &dyn Fn(&'static str) -> Result<&'a [u8], FileError>,
    numbers: &dyn Fn(&'static str) -> Result<Vec<i16>, FileError>,
) -> Result<crate::nnue::Network, FileError> {
    let bytes = |name| -> Result<Vec<i8>, FileError> {
        Ok(shaped(name)?.iter().map(|&b| b as i8).collect())
    };
    let words = |name| -> Result<Vec<i32>, FileError> {
        Ok(shaped(name)?
            .chunks_exact(4)
            .map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect())
    };
    Ok(crate::nnue::Network {
        tables: family.tables(),
        widths,
        ft: numbers(NET_FT)?,
        ft_bias: numbers(NET_FT_BIAS)?,
        l1: bytes(NET_L1)?,
        l1_bias: words(NET_L1_BIAS)?,
        l2: bytes(NET_L2)?,
        l2_bias: words(NET_L2_BIAS)?,
        out: bytes(NET_OUT)?,
        out_bias: words(NET_OUT_BIAS)?[0],
        scale: words(NET_SCALE)?[0],
        with_tables,
        policy: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nnue::Widths;
    use crate::weights::shipped;

    /// The bytes a section of `element` and `dims` takes: name, type, rank, dims, length
    /// and data.
    fn section_len(name: &str, element: Element, dims: &[usize]) -> usize {
        1 + name.len() + 2 + 4 * dims.len() + 4 + element.size() * dims.iter().product::<usize>()
    }

    #[test]
    fn the_shipped_files_have_the_sizes_of_their_sections_and_a_checksum_that_holds() {
        for family in Family::ALL {
            let bytes = shipped(family);
            let w = read(bytes).unwrap_or_else(|e| panic!("{}.pwt: {e}", family.name()));
            assert_eq!(w.family, family);
            assert_eq!(w.tables.len(), family.tables());
            let network: &[&str] = if w.network.is_some() {
                &NETWORK_SECTIONS
            } else {
                &[]
            };
            let has_policy = w.network.as_ref().is_some_and(|n| n.policy.is_some());
            let policy: &[&str] = if has_policy { &POLICY_SECTIONS } else { &[] };
            let sections: usize = [TABLES, PAIRS, MASKS_SECTION, BEFORE]
                .iter()
                .chain(network)
                .chain(policy)
                .map(|&name| {
                    let widths = w.network.as_ref().map_or(Widths::SMALL, |n| n.widths);
                    let (element, dims) = expected_shape(family, widths, name).expect("a section");
                    section_len(name, element, &dims)
                })
                .sum();
            let text = section_len(PROVENANCE, Element::Text, &[w.provenance.len()]);
            assert_eq!(bytes.len(), HEADER_LEN + sections + text + CHECKSUM_LEN);
            let version = if has_policy {
                POLICY_VERSION
            } else if w.network.is_some() {
                NETWORK_VERSION
            } else {
                VERSION
            };
            assert_eq!(bytes[8..10], version.to_le_bytes());
            let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM_LEN);
            assert_eq!(sum, crc32fast::hash(body).to_le_bytes());
            assert_eq!(bytes[10], family.code());
            assert!(w.provenance.starts_with("Starting values:"));
        }
    }

    /// `bytes` with its checksum made right again after an edit.
    fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
        let n = bytes.len() - CHECKSUM_LEN;
        let sum = crc32fast::hash(&bytes[..n]);
        bytes[n..].copy_from_slice(&sum.to_le_bytes());
        bytes
    }

    fn kind(bytes: &[u8]) -> (usize, FileErrorKind) {
        let e = read(bytes).expect_err("a bad file");
        (e.at, e.kind)
    }

    /// `bytes` with the network's and the policy's sections taken out, as a file of
    /// version 1: the tables alone, whose layout the damage below is placed by.
    fn tables_only(bytes: &[u8]) -> Vec<u8> {
        let mut out = bytes[..HEADER_LEN].to_vec();
        out[8..10].copy_from_slice(&VERSION.to_le_bytes());
        let mut at = HEADER_LEN;
        let mut kept = 0u32;
        while at < bytes.len() - CHECKSUM_LEN {
            let name_len = usize::from(bytes[at]);
            let name = &bytes[at + 1..at + 1 + name_len];
            let rank = usize::from(bytes[at + 2 + name_len]);
            let len_at = at + 3 + name_len + 4 * rank;
            let len = u32::from_le_bytes(bytes[len_at..len_at + 4].try_into().unwrap());
            let end = len_at + 4 + len as usize;
            if !name.starts_with(b"nnue.") && !POLICY_SECTIONS.iter().any(|p| name == p.as_bytes())
            {
                out.extend_from_slice(&bytes[at..end]);
                kept += 1;
            }
            at = end;
        }
        out[12..16].copy_from_slice(&kept.to_le_bytes());
        out.extend_from_slice(&[0; CHECKSUM_LEN]);
        resealed(out)
    }

    #[test]
    fn a_bad_file_is_named_by_what_and_where() {
        let good = tables_only(shipped(Family::Shared));
        let mut b = good.clone();
        b[0] = b'X';
        assert!(matches!(kind(&b), (0, FileErrorKind::WrongMagic { .. })));
        let mut b = good.clone();
        b[8] = 9;
        assert_eq!(kind(&b), (8, FileErrorKind::UnknownVersion { found: 9 }));
        let mut b = good.clone();
        b[500] ^= 0x10;
        let (at, k) = kind(&b);
        assert!(matches!(k, FileErrorKind::ChecksumMismatch { .. }));
        assert_eq!(at, good.len() - CHECKSUM_LEN);
        let e = read(&b).unwrap_err().to_string();
        assert!(e.starts_with("checksum mismatch: the file says "), "{e}");
        assert!(e.ends_with(&format!("(at byte {})", good.len() - 4)), "{e}");
        // The rule set.
        let mut b = good.clone();
        b[10] = 7;
        assert_eq!(
            kind(&resealed(b)),
            (10, FileErrorKind::UnknownRuleSet { code: 7 })
        );
        // A renju header on tables of one colour's shapes: the tables' shape is wrong.
        let mut b = good.clone();
        b[10] = Family::Renju.code();
        let (at, k) = kind(&resealed(b));
        assert_eq!(at, HEADER_LEN);
        assert!(
            matches!(&k, FileErrorKind::WrongShape { section, .. } if section == TABLES),
            "{k:?}"
        );
        // The first section's first dimension, 1, made 2: its length no longer fits.
        let mut b = good.clone();
        let dims_at = HEADER_LEN + 1 + TABLES.len() + 2;
        b[dims_at] = 2;
        let (at, k) = kind(&resealed(b));
        assert_eq!(at, HEADER_LEN);
        assert!(matches!(k, FileErrorKind::WrongLength { .. }), "{k:?}");
        // Cut short, the checksum no longer holds; cut to nothing, there is no header.
        let (_, k) = kind(&good[..good.len() - 10]);
        assert!(matches!(k, FileErrorKind::ChecksumMismatch { .. }));
        assert!(matches!(
            kind(&good[..12]).1,
            FileErrorKind::Truncated { .. }
        ));
        assert!(matches!(kind(b"").1, FileErrorKind::Truncated { .. }));
        // A section count past the sections there are.
        let mut b = good.clone();
        b[12] = 6;
        let (_, k) = kind(&resealed(b));
        assert!(matches!(k, FileErrorKind::Truncated { .. }), "{k:?}");
        // The first section renamed to one this engine does not know.
        let mut b = good.clone();
        b[HEADER_LEN + 1] = b'x';
        let (at, k) = kind(&resealed(b));
        assert_eq!(at, HEADER_LEN);
        assert_eq!(
            k,
            FileErrorKind::UnknownSection {
                section: "xables".to_string()
            }
        );
        assert_eq!(
            read(&good).as_ref(),
            Ok(crate::weights::embedded_tables(Family::Shared))
        );
    }
}
