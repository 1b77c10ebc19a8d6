//! Who is asking: a guest identity carried in a cookie signed with the server's secret
//! (HMAC-SHA256), so that nobody can take another's identity by editing the cookie.

use hmac::{Hmac, Mac};
use sha2::Sha256;

pub const COOKIE: &str = "pearls_guest";

/// Random bytes as lowercase hex.
pub fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the system's random source works");
    hex(&buf)
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[derive(Clone)]
pub struct Signer {
    key: Vec<u8>,
}

impl Signer {
    pub fn new(secret: &str) -> Signer {
        Signer {
            key: secret.as_bytes().to_vec(),
        }
    }

    fn mac(&self, value: &str) -> Hmac<Sha256> {
        let mut m = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length works");
        m.update(value.as_bytes());
        m
    }

    /// `value.signature`.
    pub fn sign(&self, value: &str) -> String {
        format!("{value}.{}", hex(&self.mac(value).finalize().into_bytes()))
    }

    /// The value of a signed text, if the signature is right (compared in constant time).
    pub fn verify(&self, signed: &str) -> Option<String> {
        let (value, sig) = signed.rsplit_once('.')?;
        if sig.len() != 64 || !sig.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let raw: Vec<u8> = (0..32)
            .map(|i| u8::from_str_radix(&sig[2 * i..2 * i + 2], 16).unwrap_or(0))
            .collect();
        self.mac(value).verify_slice(&raw).ok()?;
        Some(value.to_string())
    }
}

/// A person: a guest id (32 hex digits) and the name shown to others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub id: String,
    pub name: String,
}

impl Identity {
    pub fn new_guest() -> Identity {
        Identity::guest(random_hex(16))
    }

    pub fn guest(id: String) -> Identity {
        let name = format!("guest-{}", &id[..6.min(id.len())]);
        Identity { id, name }
    }
}

/// The value of cookie `name` in a Cookie header.
pub fn cookie_value<'a>(header: &'a str, name: &str) -> Option<&'a str> {
    header.split(';').find_map(|kv| {
        let (k, v) = kv.trim().split_once('=')?;
        (k == name).then_some(v)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_checked() {
        let s = Signer::new("secret");
        let signed = s.sign("abc");
        assert_eq!(s.verify(&signed).as_deref(), Some("abc"));
        assert_eq!(s.verify(&signed.replace("abc", "abd")), None);
        assert_eq!(Signer::new("other").verify(&signed), None);
        assert_eq!(s.verify("abc"), None);
        assert_eq!(
            cookie_value("a=1; pearls_guest=x.y; b=2", COOKIE),
            Some("x.y")
        );
    }
}
