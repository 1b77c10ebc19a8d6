//! Accounts: registration and login with Argon2id password hashes, and sessions whose
//! random tokens are stored only as their SHA-256.

use crate::error::ApiError;
use crate::identity::{random_hex, token_hash};
use crate::store::{Store, UserRow};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use std::sync::OnceLock;

pub const NAME_MIN: usize = 3;
pub const NAME_MAX: usize = 20;
pub const PASSWORD_MIN: usize = 8;
/// Long enough for any passphrase, short enough that hashing one costs little.
pub const PASSWORD_MAX: usize = 128;
/// How long a session lasts.
pub const SESSION_MS: i64 = 30 * 24 * 3600 * 1000;

/// Checks a user name: 3 to 20 letters, digits, `_` or `-`, and not one that could pass
/// for a guest or the engine.
pub fn check_name(name: &str) -> Result<(), ApiError> {
    let bad = |m: String| Err(ApiError::BadName(m));
    let n = name.chars().count();
    if !(NAME_MIN..=NAME_MAX).contains(&n) {
        return bad(format!(
            "a user name has {NAME_MIN} to {NAME_MAX} characters, not {n}"
        ));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return bad(format!(
            "a user name has only letters, digits, '_' and '-', not {c:?}"
        ));
    }
    let key = skeleton(name);
    if key.starts_with(&skeleton("guest")) || RESERVED.iter().any(|r| key == skeleton(r)) {
        return bad(format!(
            "the name '{name}' is reserved, or looks like a reserved name"
        ));
    }
    Ok(())
}

/// Names nobody may take, nor one that looks like them: the engine's. Names that begin
/// like `guest` are reserved too, as guests are named `guest-…`.
pub const RESERVED: &[&str] = &["pearls"];

/// What a name looks like, for telling names that read alike: case folded, then the
/// characters that look like others folded too, so that `PearIs`, `Pear1s` and `pear_ls`
/// all read `pearls`. Names are ASCII letters, digits, `_` and `-`, so the folding is
/// this table rather than Unicode's confusables (TR39 skeletons keep case, which is how
/// `I` and `l` differ, and know nothing of `_` and `-` dropped):
///
/// - `0` → `o`; `1`, `i` (and so `I`) → `l`; `5` → `s`; `8` → `b`;
/// - `rn` → `m`, `vv` → `w`, `cl` → `d`;
/// - `_` and `-` are dropped.
pub fn skeleton(name: &str) -> String {
    let folded: String = name
        .chars()
        .filter(|c| *c != '_' && *c != '-')
        .map(|c| match c.to_ascii_lowercase() {
            '0' => 'o',
            '1' | 'i' => 'l',
            '5' => 's',
            '8' => 'b',
            c => c,
        })
        .collect();
    folded
        .replace("rn", "m")
        .replace("vv", "w")
        .replace("cl", "d")
}

pub fn check_password(password: &str) -> Result<(), ApiError> {
    let n = password.chars().count();
    if n < PASSWORD_MIN {
        return Err(ApiError::BadPassword(format!(
            "a password has at least {PASSWORD_MIN} characters"
        )));
    }
    if password.len() > PASSWORD_MAX {
        return Err(ApiError::BadPassword(format!(
            "a password has at most {PASSWORD_MAX} bytes"
        )));
    }
    Ok(())
}

/// An Argon2id PHC string of `password` with a fresh random salt.
pub fn hash_password(password: &str) -> Result<String, ApiError> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| ApiError::Storage(e.to_string()))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| ApiError::Storage(e.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| ApiError::Storage(format!("hashing the password: {e}")))
}

pub fn verify_password(password: &str, phc: &str) -> bool {
    PasswordHash::new(phc).is_ok_and(|h| {
        Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash to check passwords against when the name is unknown, so that a login for a
/// name that does not exist takes as long as one with a wrong password.
fn decoy_hash() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash_password(&random_hex(16)).unwrap_or_default())
}

/// Runs CPU-heavy hashing off the async workers.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ApiError::Storage(e.to_string()))
}

/// Creates an account.
pub async fn register(
    store: &dyn Store,
    name: &str,
    password: &str,
    now_ms: i64,
) -> Result<UserRow, ApiError> {
    check_name(name)?;
    check_password(password)?;
    let pw = password.to_string();
    let password_hash = blocking(move || hash_password(&pw)).await??;
    let user = UserRow {
        id: format!("u{}", random_hex(16)),
        name: name.to_string(),
        name_key: name.to_ascii_lowercase(),
        password_hash,
        created_ms: now_ms,
    };
    if !store.create_user(&user).await? {
        return Err(ApiError::NameTaken(format!("the name '{name}' is taken")));
    }
    Ok(user)
}

/// The account of a name and password. The refusal does not say which of the two was
/// wrong.
pub async fn login(store: &dyn Store, name: &str, password: &str) -> Result<UserRow, ApiError> {
    let wrong = || ApiError::WrongPassword("wrong user name or password".into());
    if name.len() > NAME_MAX * 4 || password.len() > PASSWORD_MAX {
        return Err(wrong());
    }
    let user = store.user_by_name(&name.to_ascii_lowercase()).await?;
    let phc = user
        .as_ref()
        .map_or_else(|| decoy_hash().to_string(), |u| u.password_hash.clone());
    let pw = password.to_string();
    let ok = blocking(move || verify_password(&pw, &phc)).await?;
    match user {
        Some(u) if ok => Ok(u),
        _ => Err(wrong()),
    }
}

/// Starts a session for `user`; its token, which only the cookie carries.
pub async fn start_session(
    store: &dyn Store,
    user: &UserRow,
    now: i64,
) -> Result<String, ApiError> {
    let token = random_hex(32);
    store
        .create_session(&token_hash(&token), &user.id, now, now + SESSION_MS)
        .await?;
    Ok(token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_passwords_are_checked() {
        assert!(check_name("alice").is_ok());
        assert!(check_name("A_b-9").is_ok());
        assert_eq!(check_name("al").unwrap_err().code(), "bad-name");
        assert!(check_name(&"a".repeat(21)).is_err());
        assert!(check_name("al ice").is_err());
        assert!(check_name("élise").is_err());
        assert!(check_name("Guest-abc").is_err());
        for lookalike in [
            "PearIs", "Pear1s", "pearls", "PEARLS", "pear_ls", "Pearl5", "Gue5t-x",
        ] {
            assert_eq!(
                check_name(lookalike).unwrap_err().code(),
                "bad-name",
                "{lookalike}"
            );
        }
        assert!(check_name("pearly").is_ok());
        assert!(check_password("short").is_err());
        assert!(check_password(&"x".repeat(129)).is_err());
        assert!(check_password("long enough").is_ok());
    }

    #[test]
    fn hashes_are_salted_argon2id() {
        let a = hash_password("correct horse").unwrap();
        let b = hash_password("correct horse").unwrap();
        assert!(a.starts_with("$argon2id$"), "{a}");
        assert_ne!(a, b);
        assert!(verify_password("correct horse", &a));
        assert!(!verify_password("correct horsE", &a));
        assert!(!verify_password("correct horse", "not a hash"));
    }
}
