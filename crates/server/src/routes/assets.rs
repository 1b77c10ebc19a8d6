//! The browser app, compiled into the binary from `web/` as a whole (its tests and their
//! `node_modules` left out), so that a new module or page needs no change here.
//!
//! `/static/PATH` serves a file of the app. Every other GET outside `/api/` is a page of
//! the app: the app's router reads the path, so client-side routes such as `/game/ID` or
//! `/@/NAME` all answer with `index.html`.

use super::language;
use crate::error::ApiError;
use axum::body::Body;
use axum::extract::{Path, Request};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "../../web/"]
#[exclude = "tests/*"]
#[exclude = ".*"]
struct Web;

/// A file of the app, or 404.
pub async fn asset(Path(file): Path<String>) -> Response {
    let Some(found) = Web::get(&file) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let kind = content_type(&file);
    Response::builder()
        .header(header::CONTENT_TYPE, kind)
        .header(header::CACHE_CONTROL, "no-cache")
        .header("x-content-type-options", "nosniff")
        .body(Body::from(found.data.into_owned()))
        .expect("a valid response")
}

/// The app's page for any GET that names no API route or file: the client's router
/// decides what it shows, and says so itself when it knows no such page.
pub async fn page(req: Request) -> Response {
    let path = req.uri().path();
    if path.starts_with("/api/") || path == "/api" {
        return ApiError::NotFound(format!("there is no API route {} {path}", req.method()))
            .into_response();
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return StatusCode::NOT_FOUND.into_response();
    }
    // Browsers ask for it at the root whatever the page's <link rel=icon> says.
    if path == "/favicon.ico" {
        return asset(Path("favicon.ico".to_string())).await;
    }
    let mut resp = index_page(language::pick(req.headers()));
    // A challenge link carries its token in the path: never pass it on as a referrer.
    resp.headers_mut().insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    resp
}

/// `index.html` in `lang`: the page names its language in `<html lang>`, which the
/// app's catalogue loader reads, and screen readers and fonts follow. The answer depends
/// on the cookie and Accept-Language, so caches are told so.
fn index_page(lang: &str) -> Response {
    let html = Web::get("index.html").expect("the app's page is embedded");
    let html = String::from_utf8_lossy(&html.data).replacen(
        "<html lang=\"en\">",
        &format!("<html lang=\"{lang}\">"),
        1,
    );
    Response::builder()
        .header(header::CONTENT_TYPE, content_type("index.html"))
        .header(header::CACHE_CONTROL, "no-cache")
        .header(header::VARY, "Accept-Language, Cookie")
        .header("x-content-type-options", "nosniff")
        .body(Body::from(html))
        .expect("a valid response")
}

/// The content type by extension; the app has only these kinds of file, and anything
/// else is sent as bytes that the browser will not sniff into a script.
fn content_type(file: &str) -> &'static str {
    match file.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("woff2") => "font/woff2",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::Web;

    #[test]
    fn the_app_is_embedded_without_its_tests() {
        assert!(Web::get("index.html").is_some());
        assert!(Web::get("app.js").is_some());
        assert!(Web::iter().all(|f| !f.starts_with("tests/")));
        assert!(Web::iter().all(|f| !f.contains("node_modules")));
    }

    #[test]
    fn the_page_names_the_language_that_the_app_reads() {
        // The substitution must find its mark, or every page would stay English.
        let page = String::from_utf8(Web::get("index.html").unwrap().data.into_owned()).unwrap();
        assert!(page.contains("<html lang=\"en\">"));
        for lang in super::language::LANGUAGES {
            assert!(Web::get(&format!("i18n/{lang}.js")).is_some(), "{lang}");
        }
    }
}
