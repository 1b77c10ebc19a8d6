//! Handicap matches played on the server: the pure rules of [`crate::competition::handicap`]
//! (N games, each with its own clock for each side, colours alternating, optionally
//! "must win every game"), wired to real games. A match begins as a game with an open
//! seat (or a private challenge); when one of its games ends, the next is made at once
//! with both players seated, until the match is decided. Matches are casual: their
//! clocks differ between the sides.
//!
//! The match is stored as a record (JSON) that the games point to; each game's view
//! carries where the match stands ([`MatchView`]).

use crate::clock::ClockSpec;
use crate::competition::handicap::{GameOutcome, GameTimes, MatchSpec, MatchState, Side};
use crate::error::ApiError;
use crate::game::{player_index, Seat, State, Status};
use crate::hub::Hub;
use crate::identity::{random_hex, Identity};
use crate::messages::{MatchScore, MatchView, SeekMatchView};
use crate::services::setup::GameSetup;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Experienced => "experienced",
        Side::Beginner => "beginner",
    }
}

fn side_of(name: &str) -> Result<Side, ApiError> {
    match name {
        "experienced" => Ok(Side::Experienced),
        "beginner" => Ok(Side::Beginner),
        other => Err(ApiError::BadRequest(format!(
            "unknown side '{}' (experienced or beginner)",
            other.chars().take(40).collect::<String>()
        ))),
    }
}

/// One game's times as a request and the record name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Times {
    pub experienced_ms: u64,
    pub beginner_ms: u64,
    #[serde(default)]
    pub increment_ms: u64,
}

/// A match as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchRecord {
    pub rule: String,
    pub opening: String,
    pub size: i64,
    pub games: Vec<Times>,
    /// `experienced` or `beginner`, or none.
    pub must_win_every_game: Option<String>,
    /// The side that moves first in the first game.
    pub first_black: String,
    /// The games made so far, in order.
    pub game_ids: Vec<String>,
    /// The results of the games finished so far: `experienced`, `beginner` or `draw`.
    pub results: Vec<String>,
}

impl MatchRecord {
    fn spec(&self) -> Result<MatchSpec, ApiError> {
        let games = self
            .games
            .iter()
            .map(|t| GameTimes {
                experienced_ms: t.experienced_ms,
                beginner_ms: t.beginner_ms,
                increment_ms: t.increment_ms,
            })
            .collect();
        let must = self
            .must_win_every_game
            .as_deref()
            .map(side_of)
            .transpose()?;
        MatchSpec::new(games, must, side_of(&self.first_black)?)
            .map_err(|e| ApiError::BadRequest(e.to_string()))
    }

    fn outcomes(&self) -> Vec<GameOutcome> {
        self.results
            .iter()
            .map(|r| match r.as_str() {
                "experienced" => GameOutcome::Won(Side::Experienced),
                "beginner" => GameOutcome::Won(Side::Beginner),
                _ => GameOutcome::Draw,
            })
            .collect()
    }

    /// The clock of game `n` (0 the first), by player index: the first player is the
    /// side that moves first in it.
    fn clock(&self, spec: &MatchSpec, n: usize) -> ClockSpec {
        let t = self.games[n];
        let (first, second) = match spec.black_in(n) {
            Side::Experienced => (t.experienced_ms, t.beginner_ms),
            Side::Beginner => (t.beginner_ms, t.experienced_ms),
        };
        ClockSpec {
            initial_ms: [first, second],
            ..ClockSpec::fischer(0, t.increment_ms)
        }
    }

    /// Game `n` as its players see it; `next` the next game's id, once made.
    fn view(&self, spec: &MatchSpec, id: &str, n: usize) -> MatchView {
        let mut score = MatchScore {
            experienced: 0.0,
            beginner: 0.0,
        };
        for r in self.outcomes() {
            match r {
                GameOutcome::Won(Side::Experienced) => score.experienced += 1.0,
                GameOutcome::Won(Side::Beginner) => score.beginner += 1.0,
                GameOutcome::Draw => {
                    score.experienced += 0.5;
                    score.beginner += 0.5;
                }
            }
        }
        let (status, winner) = match spec.state(&self.outcomes()) {
            MatchState::Playing { .. } => ("playing", None),
            MatchState::Won { winner, .. } => ("won", Some(side_name(winner))),
            MatchState::Drawn => ("drawn", None),
        };
        MatchView {
            id: id.to_string(),
            game: n + 1,
            of: self.games.len(),
            experienced: if spec.black_in(n) == Side::Experienced {
                0
            } else {
                1
            },
            must_win_every_game: spec.must_win_every_game.map(side_name),
            score,
            status,
            winner,
            next_game: self.game_ids.get(n + 1).cloned(),
        }
    }
}

/// A request to start a match (`POST /api/matches`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewMatch {
    #[serde(default = "crate::services::setup::default_rule")]
    pub rule: String,
    #[serde(default)]
    pub opening: String,
    #[serde(default)]
    pub size: i64,
    /// `club`: the seeds' club match. Without it, `games` says the times.
    #[serde(default)]
    pub preset: Option<String>,
    #[serde(default)]
    pub games: Vec<Times>,
    #[serde(default)]
    pub must_win_every_game: Option<String>,
    #[serde(default)]
    pub first_black: Option<String>,
    /// The creator's side: `experienced` or `beginner`.
    pub role: String,
    /// Only the holder of the challenge link may join the first game.
    #[serde(default)]
    pub private: bool,
}

/// A handicap match asked for in the lobby: what `POST /api/matches` takes but the rule,
/// the opening and the size, which the seek gives, and privacy, a seek being public.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchSeek {
    #[serde(default)]
    pub preset: Option<String>,
    #[serde(default)]
    pub games: Vec<Times>,
    #[serde(default)]
    pub must_win_every_game: Option<String>,
    #[serde(default)]
    pub first_black: Option<String>,
    /// The seek's creator's side: `experienced` or `beginner`.
    pub role: String,
}

impl MatchSeek {
    /// The match as `POST /api/matches` would ask for it.
    pub fn request(&self, rule: &str, opening: &str, size: i64) -> NewMatch {
        NewMatch {
            rule: rule.to_string(),
            opening: opening.to_string(),
            size,
            preset: self.preset.clone(),
            games: self.games.clone(),
            must_win_every_game: self.must_win_every_game.clone(),
            first_black: self.first_black.clone(),
            role: self.role.clone(),
            private: false,
        }
    }

    /// The match as the lobby shows it, checked: its games' clocks and its condition.
    pub fn view(&self, rule: &str, opening: &str, size: i64) -> Result<SeekMatchView, ApiError> {
        let record = match_record(&self.request(rule, opening, size))?;
        Ok(SeekMatchView {
            role: self.role.clone(),
            games: record.games,
            must_win_every_game: record.must_win_every_game,
        })
    }
}

/// A match just started: its id and its first game's.
#[derive(Debug, Clone)]
pub struct StartedMatch {
    pub id: String,
    pub game: crate::services::games::Created,
}

/// The record of the match `req` asks for, checked: its games, clocks and condition.
pub(crate) fn match_record(req: &NewMatch) -> Result<MatchRecord, ApiError> {
    let record = match req.preset.as_deref() {
        Some("club") => {
            if !req.games.is_empty() || req.must_win_every_game.is_some() {
                return Err(ApiError::BadRequest(
                    "the club preset sets the games and the condition: leave them out".into(),
                ));
            }
            let club = MatchSpec::club();
            MatchRecord {
                rule: req.rule.clone(),
                opening: req.opening.clone(),
                size: req.size,
                games: club
                    .games
                    .iter()
                    .map(|g| Times {
                        experienced_ms: g.experienced_ms,
                        beginner_ms: g.beginner_ms,
                        increment_ms: g.increment_ms,
                    })
                    .collect(),
                must_win_every_game: club.must_win_every_game.map(|s| side_name(s).into()),
                first_black: side_name(club.first_black).into(),
                game_ids: Vec::new(),
                results: Vec::new(),
            }
        }
        Some(other) => {
            return Err(ApiError::BadRequest(format!(
                "unknown preset '{}' (club)",
                other.chars().take(40).collect::<String>()
            )))
        }
        None => MatchRecord {
            rule: req.rule.clone(),
            opening: req.opening.clone(),
            size: req.size,
            games: req.games.clone(),
            must_win_every_game: req.must_win_every_game.clone(),
            first_black: req.first_black.clone().unwrap_or_else(|| "beginner".into()),
            game_ids: Vec::new(),
            results: Vec::new(),
        },
    };
    record.spec()?;
    side_of(&req.role)?;
    Ok(record)
}

impl Hub {
    /// Starts a match with `who` on the side asked: its first game waits for the other.
    pub async fn start_match(
        self: &Arc<Hub>,
        who: &Identity,
        req: NewMatch,
    ) -> Result<StartedMatch, ApiError> {
        let role = side_of(&req.role)?;
        let record = match_record(&req)?;
        let spec = record.spec()?;
        let clock = record.clock(&spec, 0);
        let side = if spec.black_in(0) == role {
            "first"
        } else {
            "second"
        };
        let body = serde_json::json!({
            "rule": record.rule, "opening": record.opening, "size": record.size,
            "clock": clock, "side": side, "opponent": "person", "private": req.private,
        });
        let new_game = serde_json::from_value(body)
            .map_err(|e| ApiError::BadRequest(format!("the match's first game: {e}")))?;
        let game = self.create_game(who, new_game).await?;
        let id = random_hex(8);
        let mut record = record;
        record.game_ids.push(game.id.clone());
        self.save_record(&id, &record).await?;
        self.store.add_match_game(&id, &game.id, 0).await?;
        self.show_match(&game.id, record.view(&spec, &id, 0))
            .await?;
        Ok(StartedMatch { id, game })
    }

    async fn save_record(&self, id: &str, record: &MatchRecord) -> Result<(), ApiError> {
        let json = serde_json::to_string(record).expect("a match serialises");
        Ok(self.store.save_match(id, &json, self.time.now_ms()).await?)
    }

    async fn load_record(&self, id: &str) -> Result<MatchRecord, ApiError> {
        let json = self
            .store
            .load_match(id)
            .await?
            .ok_or_else(|| ApiError::NotFound(format!("there is no match {id}")))?;
        serde_json::from_str(&json).map_err(|e| ApiError::Storage(format!("match {id}: {e}")))
    }

    /// A match as a whole: its record's view from the last game made.
    pub async fn match_view(&self, id: &str) -> Result<(MatchView, Vec<String>), ApiError> {
        let record = self.load_record(id).await?;
        let spec = record.spec()?;
        let last = record.game_ids.len().saturating_sub(1);
        Ok((record.view(&spec, id, last), record.game_ids.clone()))
    }

    /// Where the match of game `game_id` stands, if it is a match game.
    pub(crate) async fn match_of(&self, game_id: &str) -> Result<Option<MatchView>, ApiError> {
        let Some((id, n)) = self.store.match_of_game(game_id).await? else {
            return Ok(None);
        };
        let record = self.load_record(&id).await?;
        let spec = record.spec()?;
        Ok(Some(record.view(&spec, &id, n.max(0) as usize)))
    }

    /// Shows `view` in game `game_id` to everyone watching it.
    async fn show_match(&self, game_id: &str, view: MatchView) -> Result<(), ApiError> {
        let live = self.get(game_id).await?;
        let mut st = live.state.lock().await;
        st.handicap = Some(view);
        self.announce(&live, &st);
        Ok(())
    }

    /// After a match game ends: records its result and makes the next game, if the
    /// match goes on.
    pub(crate) fn match_game_over(self: &Arc<Hub>, st: &State) {
        let Some(view) = &st.handicap else { return };
        let result = match st.game.outcome().and_then(|o| o.winner) {
            Some(c) if player_index(st.game.player(c)) == view.experienced => "experienced",
            Some(_) => "beginner",
            None => "draw",
        };
        let (hub, id, n, seats) = (
            self.clone(),
            view.id.clone(),
            view.game - 1,
            st.seats.clone(),
        );
        let experienced = view.experienced;
        tokio::spawn(async move {
            if let Err(e) = hub
                .next_match_game(&id, n, result, seats, experienced)
                .await
            {
                eprintln!("pearls: match {id}: {e}");
            }
        });
    }

    async fn next_match_game(
        self: &Arc<Hub>,
        id: &str,
        n: usize,
        result: &str,
        seats: [Seat; 2],
        experienced: usize,
    ) -> Result<(), ApiError> {
        let mut record = self.load_record(id).await?;
        if record.results.len() != n {
            // Recorded already (a replay): nothing more to do.
            return Ok(());
        }
        record.results.push(result.to_string());
        let spec = record.spec()?;
        if let MatchState::Playing { next } = spec.state(&record.outcomes()) {
            let (exp, beg) = (seats[experienced].clone(), seats[1 - experienced].clone());
            let seats = if spec.black_in(next) == Side::Experienced {
                [exp, beg]
            } else {
                [beg, exp]
            };
            let setup = GameSetup::new(
                &record.rule,
                &record.opening,
                record.size,
                record.clock(&spec, next),
                "first",
                false,
            )?;
            let game = self.open_scheduled_game(&setup, seats).await?;
            record.game_ids.push(game.clone());
            self.save_record(id, &record).await?;
            self.store.add_match_game(id, &game, next as i64).await?;
            self.show_match(&game, record.view(&spec, id, next)).await?;
        } else {
            self.save_record(id, &record).await?;
        }
        self.show_match(&record.game_ids[n], record.view(&spec, id, n))
            .await
    }
}

/// Whether a change ended a match game.
pub(crate) fn ends_match_game(was: Status, st: &State) -> bool {
    st.handicap.is_some() && was != Status::Over && st.status == Status::Over
}
