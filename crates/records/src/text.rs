//! Text encodings. Files from the renju world's Windows programs are in a code page
//! (Windows-1252 in the west, 1251 in Russia and Estonia, GBK in China); newer ones are
//! UTF-8. Reading can guess (UTF-8 when the bytes are valid UTF-8, else the legacy
//! encoding a detector finds most likely) or be told; in text formats a told encoding
//! rejects bytes that are invalid in it, with their offset (RenLib libraries decode them
//! as replacement characters, with a warning).

use crate::error::{ErrorKind, ReadError};
use crate::format::Format;
use encoding_rs::{DecoderResult, EncoderResult, Encoding};
use std::fmt;

/// How text in a record is encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TextEncoding {
    /// UTF-8 when the bytes are valid UTF-8, otherwise the legacy encoding that a
    /// detector finds most likely (reading only; writing uses UTF-8).
    #[default]
    Auto,
    /// UTF-8, strictly.
    Utf8,
    /// A legacy encoding: Windows code pages, GBK, Shift_JIS, Big5, …
    Legacy(&'static Encoding),
}

impl TextEncoding {
    /// An encoding by name: `auto`, `utf-8`, a WHATWG label (`gbk`, `windows-1251`,
    /// `shift_jis`, …) or a code page number as `cpNNNN`.
    pub fn parse(label: &str) -> Option<TextEncoding> {
        let l = label.trim().to_ascii_lowercase();
        match l.as_str() {
            "auto" => return Some(TextEncoding::Auto),
            "utf-8" | "utf8" | "cp65001" => return Some(TextEncoding::Utf8),
            _ => {}
        }
        let mapped = match l.as_str() {
            "cp936" | "gb2312" => "gbk".to_string(),
            "cp932" => "shift_jis".to_string(),
            "cp949" => "euc-kr".to_string(),
            "cp950" => "big5".to_string(),
            s if s.starts_with("cp") && s[2..].chars().all(|c| c.is_ascii_digit()) => {
                format!("windows-{}", &s[2..])
            }
            s => s.to_string(),
        };
        let e = Encoding::for_label(mapped.as_bytes())?;
        if e == encoding_rs::UTF_8 {
            Some(TextEncoding::Utf8)
        } else if e.is_single_byte() || e == encoding_rs::GBK || e.output_encoding() == e {
            Some(TextEncoding::Legacy(e))
        } else {
            // UTF-16 and replacement encodings cannot stand for byte strings here.
            None
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            TextEncoding::Auto => "auto",
            TextEncoding::Utf8 => "utf-8",
            TextEncoding::Legacy(e) => e.name(),
        }
    }
}

impl fmt::Display for TextEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Decodes `bytes` found at byte `base` of a `format` file.
pub(crate) fn decode(
    bytes: &[u8],
    encoding: TextEncoding,
    format: Format,
    base: usize,
) -> Result<String, ReadError> {
    match encoding {
        TextEncoding::Auto => match std::str::from_utf8(bytes) {
            Ok(s) => Ok(s.to_string()),
            Err(_) => {
                let guess = detect(std::iter::once(bytes));
                // The detector only guesses encodings the bytes are valid in, but its
                // fallback may not be; Windows-1252 takes any byte.
                decode_with(bytes, guess, format, base)
                    .or_else(|_| decode_with(bytes, encoding_rs::WINDOWS_1252, format, base))
            }
        },
        TextEncoding::Utf8 => std::str::from_utf8(bytes).map(str::to_string).map_err(|e| {
            ReadError::at_byte(
                format,
                base + e.valid_up_to(),
                ErrorKind::Encoding,
                "text is not valid UTF-8",
            )
        }),
        TextEncoding::Legacy(e) => decode_with(bytes, e, format, base),
    }
}

fn decode_with(
    bytes: &[u8],
    encoding: &'static Encoding,
    format: Format,
    base: usize,
) -> Result<String, ReadError> {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let capacity = decoder
        .max_utf8_buffer_length_without_replacement(bytes.len())
        .unwrap_or(bytes.len().saturating_mul(3));
    let mut out = String::with_capacity(capacity);
    let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut out, true);
    match result {
        DecoderResult::InputEmpty => Ok(out),
        DecoderResult::Malformed(bad, after) => Err(ReadError::at_byte(
            format,
            base + read - bad as usize - after as usize,
            ErrorKind::Encoding,
            format!("text is not valid {}", encoding.name()),
        )),
        DecoderResult::OutputFull => Err(ReadError::at_byte(
            format,
            base + read,
            ErrorKind::Encoding,
            "text could not be decoded",
        )),
    }
}

/// The encoding of texts in an unknown encoding (a file's comments, given one by one):
/// UTF-8 when they are all valid UTF-8, otherwise the legacy encoding a detector finds
/// most likely (GBK for Chinese, Windows-1251 for Russian, Windows-1252 for western
/// text, …). Each text votes by its count of non-ASCII bytes, so that one text with a
/// stray byte, which rules its true encoding out for the detector, does not decide for
/// the whole file.
pub(crate) fn detect<'a>(texts: impl IntoIterator<Item = &'a [u8]> + Clone) -> &'static Encoding {
    if texts
        .clone()
        .into_iter()
        .all(|t| std::str::from_utf8(t).is_ok())
    {
        return encoding_rs::UTF_8;
    }
    let mut votes: Vec<(&'static Encoding, usize)> = Vec::new();
    for t in texts {
        let weight = t.iter().filter(|b| !b.is_ascii()).count();
        if weight == 0 {
            continue;
        }
        let mut d = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
        d.feed(t, true);
        let e = d.guess(None, chardetng::Utf8Detection::Allow);
        match votes.iter_mut().find(|(v, _)| *v == e) {
            Some((_, n)) => *n += weight,
            None => votes.push((e, weight)),
        }
    }
    votes
        .into_iter()
        .max_by_key(|&(_, n)| n)
        .map_or(encoding_rs::WINDOWS_1252, |(e, _)| e)
}

/// Decodes a whole text file: a UTF-8 byte order mark is dropped first.
pub(crate) fn decode_file(
    bytes: &[u8],
    encoding: TextEncoding,
    format: Format,
) -> Result<String, ReadError> {
    match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) if encoding != TextEncoding::Auto || std::str::from_utf8(rest).is_ok() => {
            decode(rest, TextEncoding::Utf8, format, 3)
        }
        _ => decode(bytes, encoding, format, 0),
    }
}

/// Encodes `text` for writing; `Auto` writes UTF-8.
pub(crate) fn encode(text: &str, encoding: TextEncoding) -> Result<Vec<u8>, String> {
    match encoding {
        TextEncoding::Auto | TextEncoding::Utf8 => Ok(text.as_bytes().to_vec()),
        TextEncoding::Legacy(e) => {
            let mut encoder = e.new_encoder();
            let capacity = encoder
                .max_buffer_length_from_utf8_without_replacement(text.len())
                .unwrap_or(text.len().saturating_mul(4));
            let mut out = Vec::with_capacity(capacity);
            let (result, _) =
                encoder.encode_from_utf8_to_vec_without_replacement(text, &mut out, true);
            match result {
                EncoderResult::InputEmpty => Ok(out),
                EncoderResult::Unmappable(c) => Err(format!(
                    "the character '{c}' cannot be written in {}",
                    e.name()
                )),
                EncoderResult::OutputFull => Err("text too long to encode".to_string()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        assert_eq!(TextEncoding::parse("GBK").unwrap().name(), "GBK");
        assert_eq!(TextEncoding::parse("cp936").unwrap().name(), "GBK");
        assert_eq!(
            TextEncoding::parse("cp1251").unwrap().name(),
            "windows-1251"
        );
        assert_eq!(TextEncoding::parse("utf8"), Some(TextEncoding::Utf8));
        assert_eq!(TextEncoding::parse("auto"), Some(TextEncoding::Auto));
        assert!(TextEncoding::parse("utf-16le").is_none());
        assert!(TextEncoding::parse("klingon").is_none());
    }

    #[test]
    fn gbk_decodes_and_reports_bad_bytes() {
        let gbk = TextEncoding::parse("gbk").unwrap();
        // 连珠 (renju) in GBK.
        let bytes = [0xC1, 0xAC, 0xD6, 0xE9];
        assert_eq!(decode(&bytes, gbk, Format::RenLib, 0).unwrap(), "连珠");
        let bad = [b'a', 0x81, 0x20];
        let e = decode(&bad, gbk, Format::RenLib, 100).unwrap_err();
        assert_eq!(e.at, crate::Location::Byte(101));
        assert_eq!(encode("连珠", gbk).unwrap(), bytes);
        assert!(encode("连珠", TextEncoding::parse("cp1252").unwrap()).is_err());
    }

    #[test]
    fn auto_detects_chinese_and_russian_text() {
        let gbk = encode(
            "黑棋先下，白棋应对。花月是最强的开局",
            TextEncoding::parse("gbk").unwrap(),
        )
        .unwrap();
        assert_eq!(
            decode(&gbk, TextEncoding::Auto, Format::Pgn, 0).unwrap(),
            "黑棋先下，白棋应对。花月是最强的开局"
        );
        let cp1251 = encode(
            "Черные начинают и выигрывают",
            TextEncoding::parse("cp1251").unwrap(),
        )
        .unwrap();
        assert_eq!(
            decode(&cp1251, TextEncoding::Auto, Format::Pgn, 0).unwrap(),
            "Черные начинают и выигрывают"
        );
    }

    #[test]
    fn auto_falls_back_to_windows_1252() {
        assert_eq!(
            decode(b"Caf\xE9", TextEncoding::Auto, Format::Psq, 0).unwrap(),
            "Café"
        );
        assert_eq!(
            decode("Café".as_bytes(), TextEncoding::Auto, Format::Psq, 0).unwrap(),
            "Café"
        );
        let e = decode(b"ab\xE9", TextEncoding::Utf8, Format::Psq, 0).unwrap_err();
        assert_eq!(e.at, crate::Location::Byte(2));
    }
}
