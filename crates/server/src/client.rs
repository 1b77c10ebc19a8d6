//! A small HTTP/1.1 and WebSocket client for loopback, as a browser uses the server: a
//! guest cookie, the CSRF token the page reads, JSON posts and sockets. The load
//! benchmark plays through it and the server's tests drive the server with it.
//!
//! Each request opens its own connection (`Connection: close`), and headers are sent as
//! given, with nothing added but `Host` and `Content-Length`, so that tests can send what
//! a browser never would (no content type, a foreign Origin).

use serde_json::Value;
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// A client's WebSocket to the server.
pub type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// An HTTP reply.
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    /// The body as JSON; `null` when it is not JSON.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    /// The first header of `name`, in any case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// One request over a fresh connection.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> Result<Reply, String> {
    let what = |e: std::io::Error| format!("{method} {path} on {addr}: {e}");
    let mut s = TcpStream::connect(addr).await.map_err(what)?;
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    let body = body.unwrap_or("");
    req.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    s.write_all(req.as_bytes()).await.map_err(what)?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await.map_err(what)?;
    let text = String::from_utf8_lossy(&raw);
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| format!("{method} {path} on {addr}: no HTTP status in the reply"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    let body = if chunked {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    Ok(Reply {
        status,
        headers,
        body,
    })
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].trim_start_matches("\r\n");
    }
    out
}

/// A browser: its cookies, and requests made with them.
#[derive(Debug, Clone)]
pub struct Client {
    pub addr: SocketAddr,
    /// The Cookie header it sends: the guest cookie the server gave, and whatever a test
    /// adds.
    pub cookie: String,
}

impl Client {
    /// A new guest: the cookie the server sets on the first request.
    pub async fn new(addr: SocketAddr) -> Result<Client, String> {
        let r = request(addr, "GET", "/api/me", &[], None).await?;
        if r.status != 200 {
            return Err(format!("GET /api/me: {} {}", r.status, r.body));
        }
        let set = r
            .header("set-cookie")
            .ok_or("no guest cookie in the reply to /api/me")?;
        let cookie = set.split(';').next().unwrap_or("").to_string();
        Ok(Client { addr, cookie })
    }

    pub async fn get(&self, path: &str) -> Result<Reply, String> {
        request(self.addr, "GET", path, &[("Cookie", &self.cookie)], None).await
    }

    /// The CSRF token of this client's identity, as the page reads it.
    pub async fn csrf(&self) -> Result<String, String> {
        let me = self.get("/api/me").await?.json();
        me["csrf"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| format!("no CSRF token in the reply to /api/me: {me}"))
    }

    /// A POST as the browser app makes it: JSON, with the CSRF token read first.
    pub async fn post(&self, path: &str, body: &Value) -> Result<Reply, String> {
        let csrf = self.csrf().await?;
        self.post_with_csrf(path, body, &csrf).await
    }

    /// A JSON POST with `csrf` as its token (none when empty).
    pub async fn post_with_csrf(
        &self,
        path: &str,
        body: &Value,
        csrf: &str,
    ) -> Result<Reply, String> {
        let mut headers = vec![
            ("Cookie", self.cookie.as_str()),
            ("Content-Type", "application/json"),
        ];
        if !csrf.is_empty() {
            headers.push(("X-CSRF-Token", csrf));
        }
        request(self.addr, "POST", path, &headers, Some(&body.to_string())).await
    }

    /// A WebSocket to `path`, opened with this client's cookies.
    pub async fn websocket(&self, path: &str) -> Result<Ws, String> {
        let url = format!("ws://{}{path}", self.addr);
        let mut req = url
            .as_str()
            .into_client_request()
            .map_err(|e| format!("{url}: {e}"))?;
        let cookie = self
            .cookie
            .parse()
            .map_err(|_| format!("a cookie that is no header value: {}", self.cookie))?;
        req.headers_mut().insert("cookie", cookie);
        let (ws, _) = tokio_tungstenite::connect_async(req)
            .await
            .map_err(|e| format!("{url}: {e}"))?;
        Ok(ws)
    }
}
