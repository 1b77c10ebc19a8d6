//! The accept loop: every connection the server takes, with the limits that keep one host
//! from holding them all. It is the server's own because `axum::serve` sets none of them:
//! it has no header timeout, counts no connections, and on `EMFILE` sleeps a second with
//! the clients left waiting in the backlog. Each connection is served by hyper as
//! `axum::serve` does it, with hyper's own timeout.
//!
//! - **Header timeout**: hyper's own `header_read_timeout`, which runs whenever a
//!   connection waits for a request's head: before the first byte, in the middle of a
//!   header, and between requests on a kept-alive connection. A connection that sends no
//!   whole head in time is closed. It is wall time (socket reads cannot run on the
//!   server's time source); a WebSocket, once upgraded, is no longer under it.
//! - **Connections per address**: at most `per_address` open at once (WebSockets
//!   included, as the count is released only when the socket itself is dropped); one more
//!   is answered `429 too-many-connections` with a `Retry-After` and closed.
//!   A connection from a trusted proxy (`--trusted-proxy`) carries other people's
//!   requests, so it is counted not against the proxy but against the client its latest
//!   request was forwarded for (see [`crate::forwarded`]), from that request on; a
//!   WebSocket upgraded over it stays that client's. A request whose client is over the
//!   limit is answered `429 too-many-connections` and leaves the connection counted
//!   against nobody.
//! - **Out of descriptors**: when `accept` fails with `EMFILE` or `ENFILE`, a descriptor
//!   kept in reserve is let go, the connections waiting are taken, answered
//!   `503 no-descriptors` and closed, and the reserve taken again; so clients are refused
//!   at once instead of waiting in the backlog, and the loop neither spins (it waits 50 ms
//!   before trying again) nor stops.

use crate::error::ApiError;
use crate::forwarded::TrustedProxies;
use axum::extract::ConnectInfo;
use axum::response::IntoResponse;
use axum::Router;
use futures_util::FutureExt;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

/// The limits on connections.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// Connections open at once from one address; 0 for no limit (a benchmark, or a
    /// reverse proxy in front, comes from one address).
    pub per_address: usize,
    /// The longest a connection may take to send a request's head, or stay idle between
    /// requests.
    pub header_timeout: Duration,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        ConnectionLimits {
            // A browser opens about six connections and a socket a tab; this leaves room
            // for a household or an office behind one address.
            per_address: 256,
            header_timeout: Duration::from_secs(20),
        }
    }
}

/// What `Retry-After` says to a refused connection, seconds.
const RETRY_SECS: u64 = 5;

/// Open connections by address.
#[derive(Default)]
struct Counts(Mutex<HashMap<IpAddr, usize>>);

/// One open connection of an address, given back when dropped.
struct Slot {
    counts: Arc<Counts>,
    ip: IpAddr,
}

impl Counts {
    fn take(self: &Arc<Self>, ip: IpAddr, cap: usize) -> Option<Slot> {
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let n = map.entry(ip).or_insert(0);
        if cap > 0 && *n >= cap {
            return None;
        }
        *n += 1;
        Some(Slot {
            counts: self.clone(),
            ip,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut map = self.counts.0.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = map.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// A connection that holds its address's slot for as long as it is open, through an
/// upgrade to a WebSocket too.
struct Counted {
    stream: TcpStream,
    _slot: SharedSlot,
}

/// The slot a connection holds: taken at accept for a direct peer, and at each request
/// for a trusted proxy's connection, as it changes hands between clients.
type SharedSlot = Arc<Mutex<Option<Slot>>>;

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// A whole HTTP reply to a connection refused before any request is read, with the
/// headers every answer carries (which the router's layer adds to the others).
fn refusal(e: &ApiError) -> Vec<u8> {
    let body = serde_json::to_string(&crate::messages::ErrorReply {
        error: e.code(),
        message: e.message(),
    })
    .expect("an error serialises");
    let status = e.status();
    format!(
        "HTTP/1.1 {} {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\
         Retry-After: {RETRY_SECS}\r\nContent-Security-Policy: {}\r\n\
         X-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n{body}",
        status.as_str(),
        status.canonical_reason().unwrap_or(""),
        body.len(),
        crate::routes::guard::headers::policy(None),
    )
    .into_bytes()
}

/// Answers a connection over its address's limit and closes it. The request is read
/// (for a second at most) so that closing does not reset the connection before the
/// client has read the answer.
async fn refuse_over_limit(mut stream: TcpStream, cap: usize) {
    let e = ApiError::TooManyConnections(format!(
        "this address has {cap} connections open, the most allowed: close some first"
    ));
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        stream.write_all(&refusal(&e)).await?;
        stream.shutdown().await?;
        let mut sink = [0u8; 1024];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<(), io::Error>(())
    })
    .await;
}

/// Whether `accept` failed for want of file descriptors, in the process or the system.
fn out_of_descriptors(e: &io::Error) -> bool {
    // EMFILE and ENFILE, the same numbers on Linux, the BSDs and macOS.
    matches!(e.raw_os_error(), Some(23 | 24))
}

/// A descriptor held in reserve, to be let go when the process has run out.
fn reserve() -> Option<std::fs::File> {
    std::fs::File::open(if cfg!(windows) { "NUL" } else { "/dev/null" }).ok()
}

/// With no descriptor left: lets the reserve go, refuses at once every connection
/// already waiting, and takes the reserve again. Linux fails `accept` for want of a
/// descriptor even with no connection waiting, so the loop then waits a little before
/// it tries again, rather than spinning on the same error; connections that come
/// meanwhile wait in the backlog, and are served if descriptors are free by then.
async fn refuse_for_descriptors(listener: &TcpListener, spare: &mut Option<std::fs::File>) {
    let e = ApiError::NoDescriptors(
        "the server has run out of file descriptors: try again shortly".into(),
    );
    let reply = refusal(&e);
    drop(spare.take());
    // Each connection refused frees its descriptor for the next.
    while let Some(Ok((stream, _))) = listener.accept().now_or_never() {
        // What the client has sent is read first: closing with unread data would reset
        // the connection and lose the reply, which a fresh socket's buffer takes at once.
        let mut sink = [0u8; 4096];
        while matches!(stream.try_read(&mut sink), Ok(n) if n > 0) {}
        let _ = stream.try_write(&reply);
    }
    *spare = reserve();
    tokio::time::sleep(Duration::from_millis(50)).await;
}

/// Serves `router` on `listener` until the task is aborted; the requests of peers in
/// `proxies` are taken to come from the client they were forwarded for.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnectionLimits,
    proxies: Arc<TrustedProxies>,
) {
    let counts = Arc::new(Counts::default());
    let mut spare = reserve();
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) if out_of_descriptors(&e) => {
                refuse_for_descriptors(&listener, &mut spare).await;
                continue;
            }
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset
                ) =>
            {
                continue
            }
            Err(e) => {
                eprintln!("pearls serve: accepting a connection: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let proxied = proxies.trusts(peer.ip());
        let slot = if proxied {
            None
        } else {
            let Some(slot) = counts.take(peer.ip(), limits.per_address) else {
                tokio::spawn(refuse_over_limit(stream, limits.per_address));
                continue;
            };
            Some(slot)
        };
        let slot = Arc::new(Mutex::new(slot));
        let via = proxied.then(|| Proxied {
            proxies: proxies.clone(),
            counts: counts.clone(),
            slot: slot.clone(),
            cap: limits.per_address,
        });
        tokio::spawn(serve_connection(
            Counted {
                stream,
                _slot: slot,
            },
            peer,
            via,
            router.clone(),
            limits.header_timeout,
        ));
    }
}

/// What a connection from a trusted proxy needs to move its slot to each request's
/// client.
struct Proxied {
    proxies: Arc<TrustedProxies>,
    counts: Arc<Counts>,
    slot: SharedSlot,
    cap: usize,
}

impl Proxied {
    /// Counts the connection against `client` from now on; false when `client` is at its
    /// limit already (and then against nobody).
    fn admit(&self, client: IpAddr) -> bool {
        let mut slot = self.slot.lock().unwrap_or_else(|p| p.into_inner());
        if slot.as_ref().is_some_and(|s| s.ip == client) {
            return true;
        }
        // Given back first: a connection never counts twice.
        *slot = None;
        *slot = self.counts.take(client, self.cap);
        slot.is_some()
    }
}

async fn serve_connection(
    io: Counted,
    peer: SocketAddr,
    via: Option<Proxied>,
    router: Router,
    timeout: Duration,
) {
    let via = via.map(Arc::new);
    let service = tower::service_fn(move |req: axum::http::Request<Incoming>| {
        let mut req = req.map(axum::body::Body::new);
        // The client's address keys the per-address rate limits, as axum's ConnectInfo:
        // the peer's, or the one a trusted proxy forwarded (its port unknown).
        let mut client = peer;
        if let Some(via) = &via {
            let ip = via.proxies.client(peer.ip(), req.headers());
            if ip != peer.ip().to_canonical() {
                client = SocketAddr::new(ip, 0);
            }
            if !via.admit(ip) {
                let e = ApiError::TooManyConnections(format!(
                    "this address has {} connections open, the most allowed: close some first",
                    via.cap
                ));
                let mut resp = e.into_response();
                resp.headers_mut().insert(
                    axum::http::header::RETRY_AFTER,
                    axum::http::HeaderValue::from(RETRY_SECS),
                );
                return futures_util::future::Either::Left(std::future::ready(Ok(resp)));
            }
        }
        req.extensions_mut().insert(ConnectInfo(client));
        futures_util::future::Either::Right(router.clone().oneshot(req))
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(timeout)
        .serve_connection(TokioIo::new(io), TowerToHyperService::new(service))
        .with_upgrades();
    // Errors are the client's doing (a timeout, a reset, a malformed request) and end
    // only this connection.
    let _ = conn.await;
}

/// Raises this process's soft limit on open files to its hard limit, so that a server or
/// a benchmark holding thousands of sockets is not stopped by a low default; returns the
/// limit now in force, or `None` where there is none to read.
pub fn raise_descriptor_limit() -> Result<Option<u64>, String> {
    #[cfg(unix)]
    {
        rlimit::increase_nofile_limit(u64::MAX)
            .map(Some)
            .map_err(|e| format!("raising the limit on open files: {e}"))
    }
    #[cfg(not(unix))]
    {
        Ok(None)
    }
}
