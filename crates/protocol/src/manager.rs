//! The manager side: runs an engine as a child process and talks to it with timeouts.
//! A reader thread collects the engine's output, so a slow or silent engine costs a
//! timeout, never a hang.

use crate::{format_point, parse_point};
use pearls_rules::Point;
use std::ffi::OsStr;
use std::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

#[derive(Debug)]
pub enum ManagerError {
    Io(io::Error),
    /// No answer within the time allowed.
    Timeout(Duration),
    /// The engine closed its output (it exited or crashed).
    Exited,
    /// The engine answered `ERROR …`.
    Refused(String),
    /// An answer that does not fit the command.
    Unexpected(String),
}

impl fmt::Display for ManagerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManagerError::Io(e) => write!(f, "engine i/o: {e}"),
            ManagerError::Timeout(d) => write!(f, "no answer within {} ms", d.as_millis()),
            ManagerError::Exited => f.write_str("the engine has exited"),
            ManagerError::Refused(m) => write!(f, "the engine refused: {m}"),
            ManagerError::Unexpected(m) => write!(f, "unexpected answer '{m}'"),
        }
    }
}

impl std::error::Error for ManagerError {}

impl From<io::Error> for ManagerError {
    fn from(e: io::Error) -> ManagerError {
        ManagerError::Io(e)
    }
}

pub type Result<T> = std::result::Result<T, ManagerError>;

/// Who a stone of a `BOARD` command belongs to, from the engine's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    Own = 1,
    Opponent = 2,
    Neutral = 3,
    /// Pearls' extension for `+bomb` and `+neutral`: a bomb dropped by the engine.
    OwnBomb = 4,
    OpponentBomb = 5,
    /// A neutral stone played by the engine.
    OwnNeutral = 6,
    OpponentNeutral = 7,
}

/// An engine's answer in a game with bombs or neutral stones (Pearls' extension): a
/// stone (`x,y`), a bomb (`BOMB x,y`) or a neutral stone (`NEUTRAL x,y`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reply {
    Stone(Point),
    Bomb(Point),
    Neutral(Point),
}

impl Reply {
    /// Reads an answer line; `None` when it is none of the three.
    pub fn parse(line: &str, size: u8) -> Option<Reply> {
        let line = line.trim();
        match line.split_once(' ') {
            Some((w, p)) if w.eq_ignore_ascii_case("BOMB") => {
                parse_point(p.trim(), size).map(Reply::Bomb)
            }
            Some((w, p)) if w.eq_ignore_ascii_case("NEUTRAL") => {
                parse_point(p.trim(), size).map(Reply::Neutral)
            }
            _ => parse_point(line, size).map(Reply::Stone),
        }
    }
}

/// An engine process speaking the Gomocup protocol.
pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    size: u8,
    /// MESSAGE, DEBUG and SUGGEST lines seen while waiting for answers.
    pub messages: Vec<String>,
}

impl EngineProcess {
    /// Starts `program` with `args`; its standard error is passed through.
    pub fn spawn<S: AsRef<OsStr>>(program: impl AsRef<OsStr>, args: &[S]) -> Result<EngineProcess> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).trim().to_string();
                        if tx.send(line).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        Ok(EngineProcess {
            child,
            stdin,
            lines: rx,
            size: 0,
            messages: Vec::new(),
        })
    }

    /// The engine's process id (to watch its memory, or to stop it from outside).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Sends one command line (CRLF-terminated, as managers do).
    pub fn send(&mut self, line: &str) -> Result<()> {
        write!(self.stdin, "{line}\r\n")?;
        self.stdin.flush()?;
        Ok(())
    }

    /// The next line of output, whatever it is.
    pub fn recv(&mut self, timeout: Duration) -> Result<String> {
        match self.lines.recv_timeout(timeout) {
            Ok(l) => Ok(l),
            Err(RecvTimeoutError::Timeout) => Err(ManagerError::Timeout(timeout)),
            Err(RecvTimeoutError::Disconnected) => Err(ManagerError::Exited),
        }
    }

    /// The next answer, skipping informational lines; `ERROR` becomes an error.
    pub fn answer(&mut self, timeout: Duration) -> Result<String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.recv(left).map_err(|e| match e {
                ManagerError::Timeout(_) => ManagerError::Timeout(timeout),
                e => e,
            })?;
            let word = line
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_ascii_uppercase();
            match word.as_str() {
                "" => continue,
                "MESSAGE" | "DEBUG" | "SUGGEST" => self.messages.push(line),
                "ERROR" => return Err(ManagerError::Refused(line[5..].trim().to_string())),
                _ => return Ok(line),
            }
        }
    }

    fn answer_move(&mut self, timeout: Duration) -> Result<Point> {
        let line = self.answer(timeout)?;
        parse_point(&line, self.size).ok_or(ManagerError::Unexpected(line))
    }

    fn expect_ok(&mut self, timeout: Duration) -> Result<()> {
        match self.answer(timeout)? {
            l if l.eq_ignore_ascii_case("OK") => Ok(()),
            l => Err(ManagerError::Unexpected(l)),
        }
    }

    /// `START size`, expecting `OK`.
    pub fn start(&mut self, size: u8, timeout: Duration) -> Result<()> {
        self.size = size;
        self.send(&format!("START {size}"))?;
        self.expect_ok(timeout)
    }

    /// `RESTART`, expecting `OK`.
    pub fn restart(&mut self, timeout: Duration) -> Result<()> {
        self.send("RESTART")?;
        self.expect_ok(timeout)
    }

    /// `INFO key value` (no answer).
    pub fn info(&mut self, key: &str, value: impl fmt::Display) -> Result<()> {
        self.send(&format!("INFO {key} {value}"))
    }

    /// `ABOUT`: the engine's description line.
    pub fn about(&mut self, timeout: Duration) -> Result<String> {
        self.send("ABOUT")?;
        self.answer(timeout)
    }

    /// `BEGIN`: the engine's first move.
    pub fn begin(&mut self, timeout: Duration) -> Result<Point> {
        self.send("BEGIN")?;
        self.answer_move(timeout)
    }

    /// `TURN`: tells the opponent's move, returns the engine's.
    pub fn turn(&mut self, p: Point, timeout: Duration) -> Result<Point> {
        self.send(&format!("TURN {}", format_point(p, self.size)))?;
        self.answer_move(timeout)
    }

    /// `BOARD`: a whole position in the order played; returns the engine's move.
    pub fn board(&mut self, stones: &[(Point, Owner)], timeout: Duration) -> Result<Point> {
        self.send("BOARD")?;
        for &(p, o) in stones {
            self.send(&format!("{},{}", format_point(p, self.size), o as u8))?;
        }
        self.send("DONE")?;
        self.answer_move(timeout)
    }

    /// `BOARD` in a game with bombs or neutral stones: the history with their fields
    /// (see [`Owner`]); the answer may be a bomb or a neutral stone.
    pub fn board_reply(&mut self, stones: &[(Point, Owner)], timeout: Duration) -> Result<Reply> {
        self.send("BOARD")?;
        for &(p, o) in stones {
            self.send(&format!("{},{}", format_point(p, self.size), o as u8))?;
        }
        self.send("DONE")?;
        let line = self.answer(timeout)?;
        Reply::parse(&line, self.size).ok_or(ManagerError::Unexpected(line))
    }

    /// `TAKEBACK`, expecting `OK`.
    pub fn takeback(&mut self, p: Point, timeout: Duration) -> Result<()> {
        self.send(&format!("TAKEBACK {}", format_point(p, self.size)))?;
        self.expect_ok(timeout)
    }

    /// `END`, then waits up to `grace` for the process to exit and kills it otherwise.
    pub fn end(mut self, grace: Duration) -> Result<ExitStatus> {
        let _ = self.send("END");
        let deadline = Instant::now() + grace;
        loop {
            if let Some(status) = self.child.try_wait()? {
                return Ok(status);
            }
            if Instant::now() >= deadline {
                self.child.kill()?;
                return Ok(self.child.wait()?);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn the_process_id_is_the_childs() {
        let mut e = EngineProcess::spawn("cat", &[] as &[&str]).expect("cat runs");
        assert!(std::path::Path::new(&format!("/proc/{}", e.id())).exists());
        e.send("hello").unwrap();
        assert_eq!(e.recv(Duration::from_secs(5)).unwrap(), "hello");
    }
}
