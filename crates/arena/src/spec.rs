//! An engine as the arena runs it: a command line and the settings it is given.
//!
//! Written as one string of `key=value` items, quoted as in a shell:
//! `name=weak cmd="pearls engine" threads=1 hash=16 memory=350 info.strength=40`.
//! `cmd` is the command line (program and arguments, quoted again where a word holds a
//! space: `cmd="'/opt/my engine/pbrain' --fast"`), `arg` adds one argument; `hash` is in MiB (sent as
//! `INFO hash_size` in KiB); `memory` is in MiB (sent as `INFO max_memory`, and the
//! process loses when it uses more); `info.KEY=VALUE` sends `INFO KEY VALUE`. A string
//! without `=` in its first word is taken as the whole command line.

use std::path::Path;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSpec {
    pub name: String,
    pub program: String,
    pub args: Vec<String>,
    pub threads: Option<u32>,
    /// Hash size in MiB.
    pub hash_mib: Option<u64>,
    /// Memory limit in MiB.
    pub memory_mib: Option<u64>,
    /// Extra `INFO` settings, in order.
    pub info: Vec<(String, String)>,
}

/// Splits a line into words as a POSIX shell does (without expansions): spaces separate,
/// single and double quotes group, a backslash escapes the next character, and a word that
/// starts with `#` begins a comment to the end of the line.
pub fn split_words(s: &str) -> Result<Vec<String>, String> {
    shlex::split(s).ok_or_else(|| {
        // The splitter fails on two things only; say which.
        let trailing = s.len() - s.trim_end_matches('\\').len();
        if trailing % 2 == 1 {
            format!("a backslash at the end of '{s}'")
        } else {
            format!("an unclosed quote in '{s}'")
        }
    })
}

impl EngineSpec {
    pub fn parse(s: &str) -> Result<EngineSpec, String> {
        let words = split_words(s)?;
        let first = words.first().ok_or("an empty engine")?;
        let mut spec = EngineSpec {
            name: String::new(),
            program: String::new(),
            args: Vec::new(),
            threads: None,
            hash_mib: None,
            memory_mib: None,
            info: Vec::new(),
        };
        if !first.contains('=') {
            spec.program = first.clone();
            spec.args = words[1..].to_vec();
        } else {
            for w in &words {
                let (k, v) = w
                    .split_once('=')
                    .ok_or_else(|| format!("engine setting '{w}' is not key=value"))?;
                let number = |what: &str| {
                    v.parse::<u64>()
                        .map_err(|_| format!("engine {what}: '{v}' is not a whole number"))
                };
                match k {
                    "name" => spec.name = v.to_string(),
                    "cmd" => {
                        let mut cmd = split_words(v)?.into_iter();
                        spec.program = cmd.next().ok_or("an empty cmd")?;
                        spec.args = cmd.collect();
                    }
                    "arg" => spec.args.push(v.to_string()),
                    "threads" => spec.threads = Some(number("threads")?.clamp(1, 1024) as u32),
                    "hash" => spec.hash_mib = Some(number("hash")?),
                    "memory" => spec.memory_mib = Some(number("memory")?),
                    _ => match k.strip_prefix("info.") {
                        Some(key) if !key.is_empty() => {
                            spec.info.push((key.to_string(), v.to_string()))
                        }
                        _ => {
                            return Err(format!(
                                "unknown engine setting '{k}' (name, cmd, arg, threads, hash, \
                                 memory, info.KEY)"
                            ))
                        }
                    },
                }
            }
        }
        if spec.program.is_empty() {
            return Err(format!("engine '{s}' has no command (cmd=...)"));
        }
        if spec.name.is_empty() {
            spec.name = Path::new(&spec.program)
                .file_stem()
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_else(|| spec.program.clone());
            if spec.name == "pearls" && !spec.args.is_empty() && spec.args[0] != "engine" {
                spec.name = format!("pearls-{}", spec.args[0]);
            }
        }
        Ok(spec)
    }

    /// The command line as one string.
    pub fn command_line(&self) -> String {
        std::iter::once(&self.program)
            .chain(&self.args)
            .map(|w| {
                if w.is_empty() || w.contains(|c: char| c.is_whitespace() || "'\"\\".contains(c)) {
                    format!("'{}'", w.replace('\'', "'\\''"))
                } else {
                    w.clone()
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The `INFO` lines this engine gets, besides the time control and the rule.
    pub fn info_lines(&self) -> Vec<(String, String)> {
        let mut v = Vec::new();
        if let Some(t) = self.threads {
            v.push(("thread_num".to_string(), t.to_string()));
        }
        if let Some(h) = self.hash_mib {
            v.push(("hash_size".to_string(), (h * 1024).to_string()));
        }
        if let Some(m) = self.memory_mib {
            v.push(("max_memory".to_string(), (m << 20).to_string()));
        }
        v.extend(self.info.iter().cloned());
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_with_quotes() {
        assert_eq!(
            split_words(r#"a "b c" 'd "e"' f\ g  "#).unwrap(),
            ["a", "b c", "d \"e\"", "f g"]
        );
        assert_eq!(split_words("x=\"\"").unwrap(), ["x="]);
        assert_eq!(
            split_words("'open").unwrap_err(),
            "an unclosed quote in ''open'"
        );
        assert_eq!(
            split_words("a b\\").unwrap_err(),
            "a backslash at the end of 'a b\\'"
        );
        // Escaped backslashes end nothing.
        assert_eq!(split_words(r"a\\\\").unwrap(), [r"a\\"]);
        // In double quotes a backslash escapes only what a shell's would.
        assert_eq!(split_words(r#""a\"b" "c\d""#).unwrap(), [r#"a"b"#, r"c\d"]);
        assert_eq!(split_words("a #b c").unwrap(), ["a"]);
    }

    #[test]
    fn key_value_specs() {
        let s = EngineSpec::parse(
            "name=weak cmd=\"'/opt/my engine/pearls'\" arg=engine threads=2 hash=16 memory=350 info.strength=40",
        )
        .unwrap();
        assert_eq!(s.name, "weak");
        assert_eq!(s.program, "/opt/my engine/pearls");
        assert_eq!(s.args, ["engine"]);
        assert_eq!(
            s.info_lines(),
            [
                ("thread_num".into(), "2".into()),
                ("hash_size".into(), "16384".into()),
                ("max_memory".into(), "367001600".into()),
                ("strength".into(), "40".into()),
            ]
        );
        assert_eq!(s.command_line(), "'/opt/my engine/pearls' engine");
        let t = EngineSpec::parse("cmd=\"pearls engine\"").unwrap();
        assert_eq!((t.name.as_str(), t.args.len()), ("pearls", 1));
    }

    #[test]
    fn a_bare_command_line() {
        let s = EngineSpec::parse("/opt/engines/pbrain-rapfi").unwrap();
        assert_eq!(s.name, "pbrain-rapfi");
        assert!(s.args.is_empty() && s.info.is_empty());
    }

    #[test]
    fn bad_specs() {
        for bad in [
            "",
            "name=x",
            "cmd=a threads=two",
            "cmd=a colour=red",
            "cmd=a info.=1",
        ] {
            assert!(EngineSpec::parse(bad).is_err(), "{bad}");
        }
    }
}
