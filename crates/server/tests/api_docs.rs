//! The manual's table of error codes (docs/server/api.md) is the contract clients read:
//! it must list every code the server can answer, with the status the server gives it.

use pearls_server::error::ApiError;

const API_MD: &str = include_str!("../../../docs/server/api.md");

/// The rows of the error-code table: (code, status).
fn documented() -> Vec<(String, u16)> {
    let start = API_MD
        .find("## Error codes")
        .expect("api.md has a section '## Error codes'");
    API_MD[start..]
        .lines()
        .skip_while(|l| !l.starts_with("| code"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let code = cells[1].trim_matches('`').to_string();
            let status = cells[2]
                .parse()
                .unwrap_or_else(|_| panic!("api.md: '{}' is not a status in row {l}", cells[2]));
            (code, status)
        })
        .collect()
}

#[test]
fn every_error_code_is_documented_with_its_status() {
    let documented = documented();
    assert!(!documented.is_empty(), "api.md's error table has no rows");
    for (code, status) in ApiError::CODES {
        let row = documented.iter().find(|(c, _)| c == code);
        assert_eq!(
            row.map(|(_, s)| *s),
            Some(status.as_u16()),
            "docs/server/api.md: {code} should be listed with status {}",
            status.as_u16()
        );
    }
    for (code, _) in &documented {
        assert!(
            ApiError::CODES.iter().any(|(c, _)| c == code),
            "docs/server/api.md lists {code}, which the server never answers"
        );
    }
}
