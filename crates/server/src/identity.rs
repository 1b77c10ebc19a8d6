//! Who is asking: a guest identity carried in a cookie signed with the server's secret
//! (HMAC-SHA256), so that nobody can take another's identity by editing the cookie, or an
//! account's session, carried as a random token whose SHA-256 alone is stored.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

pub const COOKIE: &str = "pearls_guest";
pub const SESSION_COOKIE: &str = "pearls_session";

/// Random bytes as lowercase hex.
pub fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the system's random source works");
    hex(&buf)
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Bytes of a hex text of even length (checked by the caller).
fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).unwrap_or(0))
        .collect()
}

/// The SHA-256 of a session token, as stored.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
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

    /// A CSRF token bound to `binding` (a guest id or a session): the page reads it from
    /// `/api/me`, and another site can neither read nor compute it.
    pub fn csrf(&self, binding: &str) -> String {
        hex(&self
            .mac(&format!("csrf\n{binding}"))
            .finalize()
            .into_bytes())
    }

    /// Whether `token` is the CSRF token of `binding` (compared in constant time).
    pub fn csrf_ok(&self, binding: &str, token: &str) -> bool {
        token.len() == 64
            && token.bytes().all(|b| b.is_ascii_hexdigit())
            && self
                .mac(&format!("csrf\n{binding}"))
                .verify_slice(&unhex(token))
                .is_ok()
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
        self.mac(value).verify_slice(&unhex(sig)).ok()?;
        Some(value.to_string())
    }
}

/// A person: a guest id (32 hex digits) or an account id, and the name shown to others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub id: String,
    pub name: String,
    pub guest: bool,
}

impl Identity {
    pub fn new_guest() -> Identity {
        Identity::guest(random_hex(16))
    }

    pub fn guest(id: String) -> Identity {
        let name = format!("guest-{}", &id[..6.min(id.len())]);
        Identity {
            id,
            name,
            guest: true,
        }
    }

    pub fn account(id: String, name: String) -> Identity {
        Identity {
            id,
            name,
            guest: false,
        }
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
        let t = s.csrf("guest-1");
        assert!(s.csrf_ok("guest-1", &t));
        assert!(!s.csrf_ok("guest-2", &t));
        assert!(!Signer::new("other").csrf_ok("guest-1", &t));
        assert!(!s.csrf_ok("guest-1", "zz"));
        assert_eq!(
            cookie_value("a=1; pearls_guest=x.y; b=2", COOKIE),
            Some("x.y")
        );
    }
}
