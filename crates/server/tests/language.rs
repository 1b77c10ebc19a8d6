//! The app's page in the visitor's language, through the real server: the `lang` cookie
//! of the header's menu, else Accept-Language by weight, else English, named in
//! `<html lang>`, with caches told that the page depends on both.

mod common;

use common::*;

/// A request's path and headers, and the language its page should be in.
type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], &'a str);

/// The language the page names, and the answer's Vary header.
async fn page_language(server: &Server, path: &str, headers: &[(&str, &str)]) -> (String, String) {
    let r = request(server.addr, "GET", path, headers, None).await;
    assert_eq!(r.status, 200, "{path}: {}", r.body);
    assert!(
        r.body.contains("/static/app.js"),
        "{path} is the app's page"
    );
    let start = r
        .body
        .find("<html lang=\"")
        .expect("the page names a language")
        + 12;
    let end = start + r.body[start..].find('"').unwrap();
    let vary = r.header("vary").unwrap_or_default().to_string();
    (r.body[start..end].to_string(), vary)
}

#[tokio::test]
async fn the_page_is_in_the_cookies_language_else_the_browsers_else_english() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;

    let cases: &[Case] = &[
        ("/", &[], "en"),
        ("/", &[("Accept-Language", "ru-RU,ru;q=0.9,en;q=0.8")], "ru"),
        (
            "/",
            &[("Accept-Language", "en;q=0.4, ja;q=0.7, zh-CN;q=0.6")],
            "ja",
        ),
        ("/analysis", &[("Accept-Language", "zh-Hans-CN")], "zh"),
        ("/", &[("Accept-Language", "de-DE, fr;q=0.9")], "en"),
        ("/", &[("Accept-Language", "ru;q=0, ja;q=0.1")], "ja"),
        // The menu's choice wins over the browser's...
        (
            "/",
            &[
                ("Accept-Language", "ja"),
                ("Cookie", "pearls_guest=abc; lang=ru"),
            ],
            "ru",
        ),
        ("/game/00ff", &[("Cookie", "lang=zh")], "zh"),
        // ...unless it names a language the app has no catalogue for.
        (
            "/",
            &[("Accept-Language", "ja"), ("Cookie", "lang=xx")],
            "ja",
        ),
    ];
    for (path, headers, want) in cases {
        let (lang, vary) = page_language(&server, path, headers).await;
        assert_eq!(&lang, want, "{path} with {headers:?}");
        let vary = vary.to_ascii_lowercase();
        assert!(
            vary.contains("accept-language") && vary.contains("cookie"),
            "Vary names both what the language follows: {vary}"
        );
    }

    // The catalogues are served as the app's modules.
    for lang in ["en", "ru", "ja", "zh"] {
        let r = request(
            server.addr,
            "GET",
            &format!("/static/i18n/{lang}.js"),
            &[],
            None,
        )
        .await;
        assert_eq!(r.status, 200, "{lang}");
        assert!(r
            .header("content-type")
            .unwrap()
            .starts_with("text/javascript"));
    }
    server.stop();
}
