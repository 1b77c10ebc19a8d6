//! The language of the app's page: the `lang` cookie that the header's menu sets, else the
//! best of the browser's Accept-Language that the app has a catalogue for, else English.
//!
//! The page names it in `<html lang>`, from which the app's `i18n/i18n.js` loads its
//! catalogue (`web/i18n/*.js`). Only the primary subtag counts: the app has one catalogue
//! a language, so `ru-RU` and `ru` are Russian, and every `zh` is the simplified Chinese
//! one. The header's grammar is small enough (RFC 9110 §12.5.4: tags with an optional
//! `;q=`) that it is read here rather than through a crate that would also negotiate
//! regions and scripts the app does not have.

use axum::http::{header, HeaderMap};

/// The languages the app has a catalogue for; the first is the source and the fallback.
pub const LANGUAGES: [&str; 4] = ["en", "ru", "ja", "zh"];

/// The cookie that keeps the visitor's choice from the header's menu.
pub const COOKIE: &str = "lang";

/// The page's language for a request's headers.
pub fn pick(headers: &HeaderMap) -> &'static str {
    let cookie = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .and_then(|(_, value)| supported(value));
    cookie
        .or_else(|| {
            let accept = headers
                .get_all(header::ACCEPT_LANGUAGE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .collect::<Vec<_>>()
                .join(",");
            from_accept_language(&accept)
        })
        .unwrap_or(LANGUAGES[0])
}

/// The catalogue for a language tag, by its primary subtag, in any case.
fn supported(tag: &str) -> Option<&'static str> {
    let primary = tag.trim().split(['-', '_']).next()?;
    LANGUAGES
        .into_iter()
        .find(|l| l.eq_ignore_ascii_case(primary))
}

/// The supported language of highest weight in an Accept-Language value; on equal
/// weights the one listed first. A weight of 0 means "not this one"; a malformed weight
/// leaves its tag out rather than guessing.
pub fn from_accept_language(value: &str) -> Option<&'static str> {
    let mut best: Option<(&'static str, f32)> = None;
    for item in value.split(',') {
        let mut parts = item.split(';');
        let Some(lang) = parts.next().and_then(supported) else {
            continue;
        };
        let mut q = Some(1.0f32);
        for p in parts {
            if let Some((k, v)) = p.trim().split_once('=') {
                if k.trim().eq_ignore_ascii_case("q") {
                    q = v
                        .trim()
                        .parse::<f32>()
                        .ok()
                        .filter(|q| (0.0..=1.0).contains(q));
                }
            }
        }
        let Some(q) = q.filter(|q| *q > 0.0) else {
            continue;
        };
        if best.is_none_or(|(_, b)| q > b) {
            best = Some((lang, q));
        }
    }
    best.map(|(lang, _)| lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn accept_language_is_read_by_weight_then_order() {
        assert_eq!(from_accept_language("ru-RU,ru;q=0.9,en;q=0.8"), Some("ru"));
        assert_eq!(from_accept_language("en;q=0.5, ja;q=0.8"), Some("ja"));
        assert_eq!(from_accept_language("zh-CN"), Some("zh"));
        assert_eq!(from_accept_language("zh-Hans-CN;q=1, ru"), Some("zh"));
        assert_eq!(
            from_accept_language("de-DE, fr;q=0.9, ja;q=0.1"),
            Some("ja")
        );
        assert_eq!(from_accept_language("JA"), Some("ja"));
        // Refused or malformed weights leave their tag out.
        assert_eq!(from_accept_language("ru;q=0, en;q=0.1"), Some("en"));
        assert_eq!(from_accept_language("ru;q=abc, ja;q=0.2"), Some("ja"));
        assert_eq!(from_accept_language("ru;q=2"), None);
        assert_eq!(from_accept_language("de, fr"), None);
        assert_eq!(from_accept_language(""), None);
        assert_eq!(from_accept_language("*"), None);
    }

    #[test]
    fn the_cookie_wins_over_the_browser_and_english_is_the_fallback() {
        let mut h = HeaderMap::new();
        assert_eq!(pick(&h), "en");
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("ja,en;q=0.5"),
        );
        assert_eq!(pick(&h), "ja");
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("pearls_guest=x; lang=ru"),
        );
        assert_eq!(pick(&h), "ru");
        // A cookie naming a language the app lacks is ignored, not obeyed as English.
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("lang=xx; flang=ru"),
        );
        assert_eq!(pick(&h), "ja");
    }
}
