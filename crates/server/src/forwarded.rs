//! The client's address behind reverse proxies (`pearls serve --trusted-proxy CIDR`).
//!
//! A proxy in front of the server makes every visitor come from the proxy's address, and
//! names the visitor in `X-Forwarded-For` (or `Forwarded: for=`). Anyone can send those
//! headers, so they are believed only from a peer inside a configured network, and then
//! read from the right: each address added by a trusted proxy is passed over until the
//! first that is not trusted, which is the client (as nginx's `real_ip_recursive` does).
//! A header that names no address the server can read leaves the nearest trusted hop as
//! the client, never an address the client wrote itself.
//!
//! `X-Forwarded-For` is read first; `Forwarded` only when there is none, and only its
//! simple form (`for=` with an address, an address and port, or a bracketed IPv6).
//! Configure the proxy to set the header it is read from, and to replace (or append to)
//! whatever the client sent.

use axum::http::HeaderMap;
use ipnet::IpNet;
use std::net::{IpAddr, SocketAddr};

/// The networks whose peers are believed when they forward a client's address.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    pub fn new(nets: Vec<IpNet>) -> TrustedProxies {
        TrustedProxies(nets)
    }

    /// A network as written on the command line: `10.0.0.0/8`, `::1/128`, or a bare
    /// address for that one host.
    pub fn parse_net(text: &str) -> Result<IpNet, String> {
        let text = text.trim();
        if let Ok(net) = text.parse::<IpNet>() {
            return Ok(net);
        }
        text.parse::<IpAddr>().map(IpNet::from).map_err(|_| {
            format!("'{text}' is neither a network (such as 10.0.0.0/8) nor an address")
        })
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `ip` is one of the proxies.
    pub fn trusts(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The address of the client whose request came from `peer` with `headers`: `peer`
    /// itself unless it is a trusted proxy that forwarded another.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = peer.to_canonical();
        if !self.trusts(client) {
            return client;
        }
        let hops = forwarded_for(headers);
        for hop in hops.iter().rev() {
            match hop {
                Some(ip) => client = ip.to_canonical(),
                None => break,
            }
            if !self.trusts(client) {
                break;
            }
        }
        client
    }
}

/// The addresses a request was forwarded for, nearest the client first, from
/// `X-Forwarded-For` or else `Forwarded`; `None` for an entry that names no address
/// (`unknown`, an obfuscated name, garbage).
fn forwarded_for(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let values = |name: &str| -> Vec<String> {
        headers
            .get_all(name)
            .iter()
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
            .collect()
    };
    let xff = values("x-forwarded-for");
    if !xff.is_empty() {
        return xff.iter().flat_map(|v| v.split(',')).map(address).collect();
    }
    values("forwarded")
        .iter()
        .flat_map(|v| v.split(','))
        .map(|element| {
            element
                .split(';')
                .filter_map(|pair| pair.split_once('='))
                .find(|(k, _)| k.trim().eq_ignore_ascii_case("for"))
                .and_then(|(_, v)| address(v))
        })
        .collect()
}

/// One forwarded address: `192.0.2.1`, `192.0.2.1:4711`, `2001:db8::1`,
/// `[2001:db8::1]` or `[2001:db8::1]:4711`, quoted or not.
fn address(text: &str) -> Option<IpAddr> {
    let text = text.trim().trim_matches('"').trim();
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Ok(sa) = text.parse::<SocketAddr>() {
        return Some(sa.ip());
    }
    let inner = text.strip_prefix('[')?.split(']').next()?;
    inner.parse::<IpAddr>().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn proxies(nets: &[&str]) -> TrustedProxies {
        TrustedProxies::new(
            nets.iter()
                .map(|n| TrustedProxies::parse_net(n).unwrap())
                .collect(),
        )
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_says() {
        let p = proxies(&["10.0.0.0/8"]);
        let h = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(p.client(ip("198.51.100.7"), &h), ip("198.51.100.7"));
        let none = TrustedProxies::default();
        assert_eq!(none.client(ip("10.0.0.1"), &h), ip("10.0.0.1"));
    }

    #[test]
    fn a_trusted_peer_names_the_client_and_its_own_hops_are_passed_over() {
        let p = proxies(&["10.0.0.0/8", "::1"]);
        let h = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(p.client(ip("10.1.2.3"), &h), ip("203.0.113.9"));
        assert_eq!(p.client(ip("::1"), &h), ip("203.0.113.9"));
        // What the client wrote itself is left of what the proxies added.
        let h = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.9, 10.0.0.5")]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("203.0.113.9"));
        // Headers repeated are one list, in order.
        let h = headers(&[
            ("x-forwarded-for", "1.1.1.1"),
            ("x-forwarded-for", "203.0.113.9"),
        ]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("203.0.113.9"));
        // Only proxies: the farthest one.
        let h = headers(&[("x-forwarded-for", "10.9.9.9, 10.0.0.5")]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("10.9.9.9"));
    }

    #[test]
    fn an_unreadable_hop_stops_at_the_nearest_trusted_one() {
        let p = proxies(&["10.0.0.0/8"]);
        let h = headers(&[("x-forwarded-for", "203.0.113.9, unknown, 10.0.0.5")]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("10.0.0.5"));
        let h = headers(&[("x-forwarded-for", "")]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("10.0.0.1"));
        assert_eq!(p.client(ip("10.0.0.1"), &HeaderMap::new()), ip("10.0.0.1"));
    }

    #[test]
    fn forwarded_is_read_in_its_simple_forms_when_there_is_no_x_forwarded_for() {
        let p = proxies(&["10.0.0.0/8"]);
        for (value, client) in [
            ("for=192.0.2.60;proto=http;by=203.0.113.43", "192.0.2.60"),
            ("for=\"192.0.2.60:4711\"", "192.0.2.60"),
            ("For=\"[2001:db8:cafe::17]:4711\"", "2001:db8:cafe::17"),
            ("for=198.51.100.1, for=192.0.2.60", "192.0.2.60"),
            ("for=_hidden", "10.0.0.1"),
        ] {
            let h = headers(&[("forwarded", value)]);
            assert_eq!(p.client(ip("10.0.0.1"), &h), ip(client), "{value}");
        }
        // X-Forwarded-For first.
        let h = headers(&[
            ("forwarded", "for=192.0.2.60"),
            ("x-forwarded-for", "203.0.113.9"),
        ]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("203.0.113.9"));
    }

    #[test]
    fn mapped_ipv4_peers_match_ipv4_networks() {
        let p = proxies(&["127.0.0.1"]);
        let h = headers(&[("x-forwarded-for", "::ffff:203.0.113.9")]);
        assert_eq!(p.client(ip("::ffff:127.0.0.1"), &h), ip("203.0.113.9"));
    }

    #[test]
    fn networks_are_read_with_or_without_a_prefix() {
        assert!(TrustedProxies::parse_net("10.0.0.0/8").is_ok());
        assert_eq!(
            TrustedProxies::parse_net("192.0.2.1").unwrap().to_string(),
            "192.0.2.1/32"
        );
        let e = TrustedProxies::parse_net("10.0.0.0/40").unwrap_err();
        assert!(e.contains("10.0.0.0/40"), "{e}");
    }
}
