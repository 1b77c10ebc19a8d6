//! Text encodings. Files from the renju world's Windows programs are in a code page
//! (Windows-1252 in the west, 1251 in Russia and Estonia, GBK in China); newer ones are
//! UTF-8. Reading can guess (UTF-8 when the bytes are valid UTF-8, else Windows-1252) or
//! be told; a told encoding rejects bytes that are invalid in it, with their offset.

use crate::error::{ErrorKind, ReadError};
use crate::format::Format;
use encoding_rs::{DecoderResult, EncoderResult, Encoding};
use std::fmt;

/// How text in a record is encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TextEncoding {
    /// UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (reading only;
    /// writing uses UTF-8).
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
            Err(_) => Ok(decode_with(bytes, encoding_rs::WINDOWS_1252, format, base)?),
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
