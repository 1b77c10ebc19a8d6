//! `pearls convert INPUT OUTPUT`: from any readable record format to any writable one,
//! each chosen by the file's extension or named with --from / --to.

use crate::Failure;
use pearls_records::{
    read_with_warnings, write, Document, Format, ReadOptions, TextEncoding, WriteOptions,
};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
#[command(after_help = formats_help())]
pub struct Args {
    /// The file to read (`-`: standard input, with --from).
    pub input: PathBuf,
    /// The file to write (`-`: standard output, with --to).
    pub output: PathBuf,
    /// Format of the input, when its extension does not say.
    #[arg(long)]
    pub from: Option<String>,
    /// Format of the output, when its extension does not say.
    #[arg(long)]
    pub to: Option<String>,
    #[command(flatten)]
    pub text: TextOptions,
    /// Write RenLib version 3.0 (no root record) instead of 3.4.
    #[arg(long)]
    pub renlib_v30: bool,
    /// Move strings count rows from the top (c-gomoku-cli's "pos" opening files).
    #[arg(long)]
    pub rows_from_top: bool,
}

/// Options of reading and writing record text, shared with `pearls db`.
#[derive(clap::Args, Clone, Debug)]
pub struct TextOptions {
    /// Text encoding of input files: auto (UTF-8, else detected), utf-8, gbk,
    /// cp1251, shift_jis, …
    #[arg(long, default_value = "auto")]
    pub encoding: String,
    /// Text encoding of output files (RenLib and the text formats).
    #[arg(long, default_value = "utf-8")]
    pub out_encoding: String,
    /// Board size for input formats that do not record it (move strings, opening lists).
    #[arg(long, default_value_t = 15)]
    pub size: u8,
    /// Move strings use column letters that skip I.
    #[arg(long)]
    pub skip_i: bool,
}

impl TextOptions {
    pub fn read_options(&self) -> Result<ReadOptions, Failure> {
        pearls_rules::Board::try_new(self.size as u32)
            .map_err(|e| Failure::input(e.to_string()))?;
        Ok(ReadOptions {
            encoding: encoding(&self.encoding)?,
            size: self.size,
            skip_i: self.skip_i,
            ..ReadOptions::default()
        })
    }

    pub fn write_options(&self) -> Result<WriteOptions, Failure> {
        Ok(WriteOptions {
            encoding: encoding(&self.out_encoding)?,
            ..WriteOptions::default()
        })
    }
}

pub fn formats_help() -> String {
    let mut s = String::from("Formats (--from, --to, or the file's extension):\n");
    for f in Format::ALL {
        s.push_str(&format!("  {:<10} {}\n", f.name(), f.description()));
    }
    s
}

pub fn encoding(name: &str) -> Result<TextEncoding, Failure> {
    TextEncoding::parse(name).ok_or_else(|| {
        Failure::input(format!(
            "unknown text encoding '{name}' (auto, utf-8, gbk, cp1252, cp1251, shift_jis, …)"
        ))
    })
}

pub fn format_named(name: &str) -> Result<Format, Failure> {
    Format::parse(name).ok_or_else(|| {
        let known: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        Failure::input(format!(
            "unknown format '{name}' (known: {})",
            known.join(", ")
        ))
    })
}

/// The format of `path`: named, or implied by the extension.
pub fn format_of(path: &Path, named: Option<&str>) -> Result<Format, Failure> {
    match named {
        Some(n) => format_named(n),
        None => Format::from_path(path).ok_or_else(|| {
            Failure::input(format!(
                "{}: unknown format: use a known extension or name it (--from/--to)",
                path.display()
            ))
        }),
    }
}

pub fn run(a: Args) -> Result<(), Failure> {
    let from = format_of(&a.input, a.from.as_deref())?;
    let to = format_of(&a.output, a.to.as_deref())?;
    if !to.writable() {
        return Err(Failure::input(format!(
            "{} can be read but not written",
            to.name()
        )));
    }
    let mut ropts = a.text.read_options()?;
    ropts.rows_from_top = a.rows_from_top;
    let mut wopts = a.text.write_options()?;
    if a.renlib_v30 {
        wopts.renlib_minor = 0;
    }
    let stdin = a.input.as_os_str() == "-";
    let bytes = if stdin {
        let mut b = Vec::new();
        std::io::stdin()
            .read_to_end(&mut b)
            .map_err(|e| Failure::input(format!("cannot read standard input: {e}")))?;
        b
    } else {
        std::fs::read(&a.input)
            .map_err(|e| Failure::input(format!("{}: {e}", a.input.display())))?
    };
    let (doc, warnings) = read_with_warnings(from, &bytes, &ropts).map_err(|e| {
        let e = if stdin { e } else { e.with_path(&a.input) };
        Failure::input(e.to_string())
    })?;
    for w in &warnings {
        eprintln!("warning: {}: {w}", a.input.display());
    }
    let out = write(to, &doc, &wopts).map_err(|e| Failure::input(e.to_string()))?;
    if a.output.as_os_str() == "-" {
        std::io::stdout()
            .write_all(&out)
            .map_err(|e| Failure::input(format!("cannot write standard output: {e}")))?;
    } else {
        std::fs::write(&a.output, &out)
            .map_err(|e| Failure::input(format!("{}: {e}", a.output.display())))?;
        let what = match &doc {
            Document::Tree(t) => format!("a tree of {} moves", t.len() - 1),
            Document::Games(g) if g.len() == 1 => "1 game".to_string(),
            Document::Games(g) => format!("{} games", g.len()),
        };
        println!(
            "{} ({}) -> {} ({}): {what}",
            a.input.display(),
            from.name(),
            a.output.display(),
            to.name()
        );
    }
    Ok(())
}
