//! Finished games as record files (PSQ, SGF), written by `pearls_records`.

use crate::error::ApiError;
use crate::game::{player_index, Seat, State, Status};
use pearls_records::{Document, Format, GameRecord, GameResult, WriteOptions};
use pearls_rules::Color;

/// The civil date (`YYYY-MM-DD`, UTC) of a Unix time in milliseconds.
pub fn date_of_ms(ms: i64) -> String {
    // Days to civil date, after Howard Hinnant's well-known algorithm.
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The name a seat shows.
pub fn seat_name(s: &Seat) -> Option<String> {
    match s {
        Seat::Open => None,
        Seat::Person { name, .. } => Some(name.clone()),
        Seat::Engine { strength } => Some(format!("Pearls ({strength})")),
    }
}

/// The record of a game, with its players by colour.
pub fn record_of(st: &State) -> GameRecord {
    let g = &st.game;
    let name_of = |c: Color| seat_name(&st.seats[player_index(g.player(c))]);
    let mut r = GameRecord::with_moves(st.variant.size, g.moves().to_vec());
    r.black = name_of(Color::Black);
    r.white = name_of(Color::White);
    r.event = Some(format!("Pearls game {}", st.id));
    r.date = Some(date_of_ms(st.created_ms));
    r.rule = Some(st.rule_name.clone());
    r.offers = g.offers().to_vec();
    r.result = match g.outcome() {
        None => GameResult::Unknown,
        Some(o) => match o.winner {
            Some(Color::Black) => GameResult::BlackWins,
            Some(Color::White) => GameResult::WhiteWins,
            None => GameResult::Draw,
        },
    };
    r
}

/// A finished game written in `format`. Games in progress are refused: a record is of
/// a game as it ended.
pub fn write_game(st: &State, format: Format) -> Result<Vec<u8>, ApiError> {
    if st.status != Status::Over {
        return Err(ApiError::NotFinished(format!(
            "game {} is not over yet: records are of finished games",
            st.id
        )));
    }
    let doc = Document::Games(vec![record_of(st)]);
    pearls_records::write(format, &doc, &WriteOptions::default())
        .map_err(|e| ApiError::Unwritable(format!("game {}: {e}", st.id)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil() {
        assert_eq!(date_of_ms(0), "1970-01-01");
        assert_eq!(date_of_ms(951_782_400_000), "2000-02-29");
        assert_eq!(date_of_ms(1_795_000_000_000), "2026-11-18");
        assert_eq!(date_of_ms(-86_400_000), "1969-12-31");
    }
}
