#![cfg(unix)]
//! A server out of file descriptors refuses at once and keeps serving once some are free,
//! rather than leaving clients in the backlog. Alone in its test binary, as it lowers the
//! descriptor limit of its whole process.

mod common;

use common::*;
use std::fs::File;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Lowers this process's soft limit on open descriptors to `n`.
fn limit_descriptors(n: u64) {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    unsafe {
        assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim), 0);
        lim.rlim_cur = n.min(lim.rlim_max);
        assert_eq!(libc::setrlimit(libc::RLIMIT_NOFILE, &lim), 0);
    }
}

/// Opens descriptors until there is none left.
fn exhaust() -> Vec<File> {
    let mut held = Vec::new();
    loop {
        match File::open("/dev/null") {
            Ok(f) => held.push(f),
            Err(e) if e.raw_os_error() == Some(libc::EMFILE) => return held,
            Err(e) => panic!("opening /dev/null: {e}"),
        }
    }
}

#[tokio::test]
async fn a_server_out_of_descriptors_refuses_at_once_and_recovers() {
    limit_descriptors(512);
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let addr = server.addr;
    assert_eq!(request(addr, "GET", "/api/me", &[], None).await.status, 200);

    let mut held = exhaust();
    // One free descriptor, for the client's end of the connection.
    held.pop();
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(format!("GET /api/me HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut raw))
        .await
        .expect("refused at once, not left waiting")
        .unwrap();
    let text = String::from_utf8_lossy(&raw);
    assert!(text.starts_with("HTTP/1.1 503"), "{text}");
    assert!(text.contains("no-descriptors"), "{text}");
    assert!(text.contains("Retry-After:"), "{text}");
    drop(s);

    // With descriptors free again, the server serves as before.
    drop(held);
    let r = request(addr, "GET", "/api/me", &[], None).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let a = Client::new(addr).await;
    a.create(serde_json::json!({"rule": "freestyle"})).await;
    server.stop();
}
