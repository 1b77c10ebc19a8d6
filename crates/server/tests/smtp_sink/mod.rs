//! A local SMTP sink for the tests: a listener on 127.0.0.1 that speaks just enough SMTP
//! (220, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to take messages and keep them,
//! so that no mail server need be installed. It can refuse the first messages, to test
//! retries.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// A message as the sink took it.
#[derive(Debug, Clone)]
pub struct Mail {
    pub from: String,
    pub to: Vec<String>,
    /// The headers and body, with quoted-printable undone.
    pub text: String,
}

impl Mail {
    pub fn subject(&self) -> &str {
        self.text
            .lines()
            .find_map(|l| l.strip_prefix("Subject: "))
            .unwrap_or("")
    }

    /// The first link in the text whose path starts with `path`, up to the end of its
    /// line or a space.
    pub fn link(&self, path: &str) -> Option<String> {
        let at = self.text.find(path)?;
        let end = self.text[at..]
            .find(|c: char| c.is_whitespace())
            .map_or(self.text.len(), |e| at + e);
        Some(self.text[at..end].to_string())
    }
}

#[derive(Clone)]
pub struct Sink {
    pub addr: SocketAddr,
    mails: Arc<Mutex<Vec<Mail>>>,
    refuse: Arc<AtomicUsize>,
    /// Messages refused so far.
    pub refused: Arc<AtomicUsize>,
}

impl Sink {
    pub async fn start() -> Sink {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let sink = Sink {
            addr: listener.local_addr().unwrap(),
            mails: Default::default(),
            refuse: Default::default(),
            refused: Default::default(),
        };
        let s = sink.clone();
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                tokio::spawn(s.clone().session(socket));
            }
        });
        sink
    }

    /// The `--smtp` URL of the sink.
    pub fn url(&self) -> String {
        format!("smtp://{}", self.addr)
    }

    /// Answers the next `n` messages with a temporary failure.
    pub fn refuse_next(&self, n: usize) {
        self.refuse.store(n, Ordering::SeqCst);
    }

    pub fn mails(&self) -> Vec<Mail> {
        self.mails.lock().unwrap().clone()
    }

    /// Waits until a message to `to` whose subject contains `subject` has come; panics
    /// when none comes in time.
    pub async fn wait_for(&self, to: &str, subject: &str) -> Mail {
        let found = || {
            self.mails()
                .into_iter()
                .find(|m| m.to.iter().any(|t| t == to) && m.subject().contains(subject))
        };
        tokio::time::timeout(Duration::from_secs(20), async {
            loop {
                if let Some(m) = found() {
                    return m;
                }
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
        .await
        .unwrap_or_else(|_| {
            panic!(
                "no mail to {to} about '{subject}' came; the sink has {:?}",
                self.mails()
            )
        })
    }

    async fn session(self, socket: tokio::net::TcpStream) {
        let (read, mut write) = socket.into_split();
        let mut lines = BufReader::new(read).lines();
        say(&mut write, "220 sink ESMTP").await;
        let (mut from, mut to) = (String::new(), Vec::new());
        while let Ok(Some(line)) = lines.next_line().await {
            let upper = line.to_ascii_uppercase();
            if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                say(&mut write, "250 sink").await;
            } else if upper.starts_with("MAIL FROM:") {
                from = address(&line[10..]);
                to.clear();
                say(&mut write, "250 OK").await;
            } else if upper.starts_with("RCPT TO:") {
                to.push(address(&line[8..]));
                say(&mut write, "250 OK").await;
            } else if upper == "DATA" {
                say(&mut write, "354 end with a dot").await;
                let mut data = Vec::new();
                while let Ok(Some(l)) = lines.next_line().await {
                    if l == "." {
                        break;
                    }
                    data.push(l.strip_prefix('.').map_or(l.clone(), str::to_string));
                }
                let refuse = self
                    .refuse
                    .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                    .is_ok();
                if refuse {
                    self.refused.fetch_add(1, Ordering::SeqCst);
                    say(&mut write, "451 try again later").await;
                } else {
                    let text = unquote(&data.join("\r\n"));
                    self.mails.lock().unwrap().push(Mail {
                        from: from.clone(),
                        to: to.clone(),
                        text,
                    });
                    say(&mut write, "250 queued").await;
                }
            } else if upper == "RSET" || upper == "NOOP" {
                say(&mut write, "250 OK").await;
            } else if upper == "QUIT" {
                say(&mut write, "221 bye").await;
                break;
            } else {
                say(&mut write, "502 not here").await;
            }
        }
    }
}

async fn say(w: &mut tokio::net::tcp::OwnedWriteHalf, s: &str) {
    let _ = w.write_all(format!("{s}\r\n").as_bytes()).await;
}

fn address(s: &str) -> String {
    let s = s.trim();
    let s = s.split_whitespace().next().unwrap_or("");
    s.trim_start_matches('<').trim_end_matches('>').to_string()
}

/// Undoes quoted-printable (soft line breaks and `=XX`) where the message says it is so.
fn unquote(text: &str) -> String {
    if !text
        .to_ascii_lowercase()
        .contains("content-transfer-encoding: quoted-printable")
    {
        return text.to_string();
    }
    let joined = text.replace("=\r\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok());
        if let (b'=', Some(hex)) = (bytes[i], hex) {
            if let Ok(b) = u8::from_str_radix(hex, 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
