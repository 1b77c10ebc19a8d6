//! Dates as the formats write them, normalised to ISO 8601 (`YYYY-MM-DD`) on reading so
//! that a search by date finds games from every source.

/// `YYYY-MM-DD` from the date styles records use: `2004-05-12`, `2004.05.12`,
/// `2004/05/12`, pente.org's `05/12/2004` (month first), `12.05.2004` (day first, as
/// European programs write it), with a time of day after it kept as `YYYY-MM-DD hh:mm…`.
/// A year, or a year and month, stays as it is; text in no known style is kept as
/// written.
pub fn iso(date: &str) -> String {
    let d = date.trim();
    let (day, time) = match d.split_once([' ', 'T']) {
        Some((day, time)) if !time.trim().is_empty() => (day, Some(time.trim())),
        _ => (d, None),
    };
    let Some(ymd) = ymd(day) else {
        return d.to_string();
    };
    match time {
        Some(t) => format!("{ymd} {t}"),
        None => ymd,
    }
}

fn ymd(day: &str) -> Option<String> {
    let sep = day.chars().find(|c| matches!(c, '-' | '.' | '/'))?;
    let parts: Vec<&str> = day.split(sep).collect();
    if parts.len() != 3
        || parts
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let num = |s: &str| s.parse::<u32>().ok();
    let (y, m, d) = if parts[0].len() == 4 {
        (num(parts[0])?, num(parts[1])?, num(parts[2])?)
    } else if parts[2].len() == 4 && sep == '/' {
        (num(parts[2])?, num(parts[0])?, num(parts[1])?)
    } else if parts[2].len() == 4 {
        (num(parts[2])?, num(parts[1])?, num(parts[0])?)
    } else {
        return None;
    };
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then(|| format!("{y:04}-{m:02}-{d:02}"))
}

/// pente.org's `MM/DD/YYYY` from an ISO date (a time after it kept); other text as is.
pub fn us(date: &str) -> String {
    let (day, time) = match date.split_once(' ') {
        Some((day, time)) => (day, Some(time)),
        None => (date, None),
    };
    let b = day.as_bytes();
    if b.len() == 10 && b[4] == b'-' && b[7] == b'-' && ymd(day).is_some() {
        let us = format!("{}/{}/{}", &day[5..7], &day[8..10], &day[..4]);
        return match time {
            Some(t) => format!("{us} {t}"),
            None => us,
        };
    }
    date.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn styles_become_iso() {
        assert_eq!(iso("05/12/2004"), "2004-05-12");
        assert_eq!(iso("12/31/2006 23:59:00"), "2006-12-31 23:59:00");
        assert_eq!(iso("2004.05.12"), "2004-05-12");
        assert_eq!(iso("2004/5/2"), "2004-05-02");
        assert_eq!(iso("12.05.2004"), "2004-05-12");
        assert_eq!(iso("2004-05-12"), "2004-05-12");
        // What is not a full date in a known style is kept.
        assert_eq!(iso("2004"), "2004");
        assert_eq!(iso("May 2004"), "May 2004");
        assert_eq!(iso("13/13/2004"), "13/13/2004");
        assert_eq!(us("2004-05-12"), "05/12/2004");
        assert_eq!(us("2006-12-31 23:59:00"), "12/31/2006 23:59:00");
        assert_eq!(us("May 2004"), "May 2004");
    }
}
