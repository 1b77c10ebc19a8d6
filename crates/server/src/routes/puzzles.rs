//! The puzzle trainer: `GET /api/puzzles` (the catalogue), `GET /api/puzzles/next`,
//! `POST /api/puzzles/{id}/solve` and `GET /api/puzzles/{id}/hint`.
//!
//! The server keeps no attempt in progress: each request sends the moves so far, and the
//! defender's replies in it must be the ones the server gives (they are recomputed, the
//! solver being deterministic). A player's first attempt at a puzzle ends at the first
//! wrong move, at the five, or at the first hint; it is recorded then, and for an account
//! rates both the player and the puzzle (Glicko-2, the puzzle as the opponent). Guests
//! may solve puzzles unrated: their attempts are recorded only so that the same puzzle is
//! not served to them again.

use super::reply::{json_body, Answer};
use crate::competition::rating::{rate_game, Score, START_RATING};
use crate::error::ApiError;
use crate::identity::Identity;
use crate::messages::{
    AwardedGradeView, HintReply, PersonalPuzzleList, PersonalPuzzleView, PuzzleCatalog,
    PuzzleStanding, PuzzleView, RatingChange, RuleCatalog, SolveReply,
};
use crate::puzzles::grades::Grade;
use crate::puzzles::{choose, parse_points, personal, Puzzle};
use crate::store::puzzles::{self as pstore, Attempt, PuzzleRating, RatedAttempt};
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, RawQuery, State};
use axum::response::IntoResponse;
use axum::{Extension, Json};
use pearls_rules::Point;
use serde::Deserialize;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// The most moves an attempt may send: 30 of the solver's with the replies between, far
/// beyond a puzzle's line, and a bound on the solver's work for one request (each move
/// is judged again at each request).
pub const MAX_ATTEMPT_MOVES: usize = 59;

/// The value of `key` in a query string, percent-decoded where it needs to be.
fn query_value(query: &Option<String>, key: &str) -> Option<String> {
    query
        .as_deref()
        .unwrap_or("")
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v.replace("%20", " ").replace("%2C", ",").replace('+', " "))
}

pub async fn catalog(State(app): State<Arc<App>>) -> Json<PuzzleCatalog> {
    let mut rules = std::collections::BTreeMap::new();
    for p in app.puzzles.all() {
        let entry = rules.entry(p.rule.clone()).or_insert_with(|| RuleCatalog {
            winning: 0,
            themes: Default::default(),
        });
        if p.is_winning() {
            entry.winning += 1;
        }
        for t in &p.themes {
            *entry.themes.entry(t.clone()).or_insert(0) += 1;
        }
    }
    Json(PuzzleCatalog { rules })
}

/// A player's puzzle rating: a newcomer's before the first rated attempt.
async fn player_rating(app: &App, who: &Identity) -> Result<PuzzleRating, ApiError> {
    if who.guest {
        return Ok(PuzzleRating::new(START_RATING));
    }
    Ok(pstore::of(&*app.hub.store)
        .puzzle_rating_of(&who.id)
        .await?
        .unwrap_or_else(|| PuzzleRating::new(START_RATING)))
}

/// A puzzle's rating: its start rating before its first rated attempt.
async fn puzzle_rating(app: &App, puzzle: &Puzzle) -> Result<PuzzleRating, ApiError> {
    let stats = pstore::of(&*app.hub.store).puzzle_stats().await?;
    Ok(stats
        .into_iter()
        .find(|s| s.puzzle_id == puzzle.id)
        .map_or_else(|| PuzzleRating::new(puzzle.start_rating()), |s| s.rating))
}

/// The puzzle standing of an account, for its profile.
pub async fn standing(app: &App, user_id: &str) -> Result<PuzzleStanding, ApiError> {
    let store = pstore::of(&*app.hub.store);
    // Grades are awarded when a competition is scored, which its first read after the
    // deadline does: those past it are scored here too, so that the profile has them.
    let now = app.hub.time.now_ms();
    for c in store.competitions().await? {
        if c.scored_ms.is_none() && c.deadline_ms <= now {
            super::competitions::scored(app, c).await?;
        }
    }
    let r = store.puzzle_rating_of(user_id).await?;
    let attempts = r.map_or(0, |r| r.attempts);
    let r = r.unwrap_or_else(|| PuzzleRating::new(START_RATING));
    let awarded = store
        .awarded_grades(user_id)
        .await?
        .into_iter()
        .map(|a| AwardedGradeView {
            competition: a.competition_id,
            title: a.title,
            grade: a.grade,
        })
        .collect();
    Ok(PuzzleStanding {
        rating: r.rating,
        deviation: r.deviation,
        attempts,
        grade: (attempts > 0).then(|| Grade::of(r.rating).to_string()),
        provisional: r.glicko().provisional(),
        awarded,
    })
}

pub async fn next(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    RawQuery(query): RawQuery,
) -> Answer {
    let rule = query_value(&query, "rule")
        .ok_or_else(|| ApiError::BadRequest("name the rule: ?rule=renju".into()))?;
    pearls_rules::Variant::named(&rule).map_err(|e| ApiError::BadRequest(e.to_string()))?;
    let theme = query_value(&query, "theme").filter(|t| !t.is_empty());
    let store = pstore::of(&*app.hub.store);
    let ratings: HashMap<String, f64> = store
        .puzzle_stats()
        .await?
        .into_iter()
        .map(|s| (s.puzzle_id, s.rating.rating))
        .collect();
    let source = query_value(&query, "source").filter(|s| !s.is_empty());
    let own: Vec<Puzzle> = match source.as_deref() {
        None | Some(SHIPPED) => Vec::new(),
        Some(MINE) => personal_puzzles(&app, &who).await?,
        Some(other) => {
            return Err(ApiError::BadRequest(format!(
                "there is no source '{other}': the sources are '{SHIPPED}' and '{MINE}'"
            )))
        }
    };
    let pool: Vec<&Puzzle> = if source.as_deref() == Some(MINE) {
        own.iter()
            .filter(|p| p.matches(&rule, theme.as_deref()))
            .collect()
    } else {
        app.puzzles.matching(&rule, theme.as_deref()).collect()
    };
    let candidates: Vec<(&Puzzle, f64)> = pool
        .into_iter()
        .map(|p| {
            let r = ratings
                .get(&p.id)
                .copied()
                .unwrap_or_else(|| p.start_rating());
            (p, r)
        })
        .collect();
    let seen: HashSet<String> = store
        .attempted_puzzles(&who.id)
        .await?
        .into_iter()
        .collect();
    let me = player_rating(&app, &who).await?;
    let Some(p) = choose(&candidates, &seen, me.rating) else {
        let whose = if source.as_deref() == Some(MINE) {
            "personal "
        } else {
            ""
        };
        return Err(ApiError::NotFound(match theme {
            Some(t) => format!("there are no {whose}{rule} puzzles with the theme '{t}'"),
            None => format!("there are no {whose}{rule} puzzles"),
        }));
    };
    let rating = candidates
        .iter()
        .find(|(c, _)| c.id == p.id)
        .map_or(p.start_rating(), |(_, r)| *r);
    Ok(Json(view(p, rating)).into_response())
}

fn view(p: &Puzzle, rating: f64) -> PuzzleView {
    PuzzleView {
        id: p.id.clone(),
        rule: p.rule.clone(),
        size: p.size(),
        moves: p.moves.clone(),
        to_move: p.attacker().name(),
        themes: p.themes.clone(),
        rating,
    }
}

/// `next`'s sources: the server's set, or the caller's personal puzzles.
const SHIPPED: &str = "shipped";
const MINE: &str = "mine";

/// The caller's personal puzzles, oldest first.
async fn personal_puzzles(app: &App, who: &Identity) -> Result<Vec<Puzzle>, ApiError> {
    pstore::of(&*app.hub.store)
        .personal_puzzles(&who.id)
        .await?
        .iter()
        .map(|r| personal::puzzle_of(r).map_err(ApiError::Storage))
        .collect()
}

/// The puzzle, shared with the solver's thread, and whether it is a personal one (which
/// only its owner may see).
async fn find(app: &App, who: &Identity, id: &str) -> Result<(Arc<Puzzle>, bool), ApiError> {
    if let Some(p) = app.puzzles.get(id) {
        return Ok((Arc::new(p.clone()), false));
    }
    let row = pstore::of(&*app.hub.store)
        .personal_puzzle(id)
        .await?
        .filter(|r| r.owner_id == who.id);
    match row {
        Some(r) => Ok((
            Arc::new(personal::puzzle_of(&r).map_err(ApiError::Storage)?),
            true,
        )),
        None => Err(ApiError::NotFound(format!("there is no puzzle '{id}'"))),
    }
}

/// `GET /api/me/puzzles`: the caller's personal puzzles, the forced wins they let go in
/// their reviewed games, oldest first, each with the caller's first attempt.
pub async fn mine(State(app): State<Arc<App>>, Extension(who): Extension<Identity>) -> Answer {
    let store = pstore::of(&*app.hub.store);
    let rows = store.personal_puzzles(&who.id).await?;
    let mut list = Vec::with_capacity(rows.len());
    for r in &rows {
        let p = personal::puzzle_of(r).map_err(ApiError::Storage)?;
        let attempt = store.attempt(&who.id, &p.id).await?;
        list.push(PersonalPuzzleView {
            id: p.id.clone(),
            rule: p.rule.clone(),
            size: p.size(),
            game: r.game_id.clone(),
            ply: r.ply,
            to_move: p.attacker().name(),
            themes: p.themes.clone(),
            multi_answer: p.multi_answer,
            solved: attempt.map(|a| a.solved),
        });
    }
    Ok(Json(PersonalPuzzleList { puzzles: list }).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    moves: Vec<String>,
}

/// What the solver makes of an attempt's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judgement {
    pub correct: bool,
    pub reply: Option<Point>,
    pub done: bool,
}

/// Judges an attempt's moves (the solver's moves, the server's replies between them):
/// each of the solver's moves in turn by `pearls_puzzles::solve_step`, the one solver of
/// the puzzles, whose reply each of the attempt's replies must be.
pub fn judge(p: &Puzzle, moves: &[String]) -> Result<Judgement, ApiError> {
    let bad = ApiError::BadRequest;
    let n = p.notation();
    let mine = parse_points(&n, moves).map_err(|e| bad(format!("in the moves, {e}")))?;
    if mine.len().is_multiple_of(2) {
        return Err(bad(format!(
            "{} moves end with a defender's reply: send the solver's move after it",
            mine.len()
        )));
    }
    if mine.len() > MAX_ATTEMPT_MOVES {
        return Err(bad(format!(
            "{} moves: an attempt has at most {MAX_ATTEMPT_MOVES}",
            mine.len()
        )));
    }
    if !p.is_winning() && mine.len() != 1 {
        return Err(bad(format!(
            "a defence puzzle takes one move, not {}",
            mine.len()
        )));
    }
    let puzzle = p.for_solver();
    let names: Vec<String> = mine.iter().map(|&m| n.format(m)).collect();
    for i in (0..names.len()).step_by(2) {
        let step = pearls_puzzles::solve_step(&puzzle, &names[..=i])
            .map_err(|e| bad(format!("puzzle {}: {e}", p.id)))?;
        let reply = step
            .reply
            .as_deref()
            .map(|r| n.parse_point(r))
            .transpose()
            .map_err(|e| bad(format!("puzzle {}: the reply: {e}", p.id)))?;
        if i + 1 == names.len() {
            return Ok(Judgement {
                correct: step.correct,
                reply,
                done: step.done,
            });
        }
        if !step.correct || step.done {
            return Err(bad(format!(
                "move {} ({}) {}: the attempt ended there",
                i + 1,
                names[i],
                if step.done {
                    "made the five"
                } else {
                    "does not win"
                }
            )));
        }
        if reply != Some(mine[i + 1]) {
            return Err(bad(format!(
                "move {}: the defender's reply here is {}, not {}",
                i + 2,
                step.reply.as_deref().unwrap_or("none"),
                names[i + 1]
            )));
        }
    }
    unreachable!("an odd number of moves ends with the solver's")
}

/// Records the caller's first attempt at `p` unless there is one; the rating change for
/// an account.
async fn first_attempt(
    app: &App,
    who: &Identity,
    (p, personal): (&Puzzle, bool),
    solved: bool,
) -> Result<Option<RatingChange>, ApiError> {
    let store = pstore::of(&*app.hub.store);
    if store.attempt(&who.id, &p.id).await?.is_some() {
        return Ok(None);
    }
    let at_ms = app.hub.time.now_ms();
    // A personal puzzle is its owner's alone: its rating would have one opponent.
    let rated = if who.guest || personal {
        None
    } else {
        let before = player_rating(app, who).await?;
        let puzzle = puzzle_rating(app, p).await?;
        let score = if solved { Score::Win } else { Score::Loss };
        let (a, b) = rate_game(&before.glicko(), &puzzle.glicko(), score);
        Some(RatedAttempt {
            player_before: before,
            player_after: PuzzleRating::from_glicko(&a),
            puzzle_after: PuzzleRating::from_glicko(&b),
        })
    };
    let change = rated.as_ref().map(|r| RatingChange {
        before: r.player_before.rating,
        after: r.player_after.rating,
    });
    let written = store
        .record_attempt(Attempt {
            player_id: who.id.clone(),
            puzzle_id: p.id.clone(),
            solved,
            at_ms,
            rated,
        })
        .await;
    match written {
        Ok(()) => Ok(change),
        // Another request of the same player ended the first attempt meanwhile: it
        // stands, and this one is a retry.
        Err(_) if store.attempt(&who.id, &p.id).await?.is_some() => Ok(None),
        Err(e) => Err(e.into()),
    }
}

pub async fn solve(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    body: Result<Json<SolveRequest>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    let (p, personal) = find(&app, &who, &id).await?;
    // The solver's work is for a CPU, not for the runtime's threads.
    let moves = req.moves;
    let q = p.clone();
    let j = tokio::task::spawn_blocking(move || judge(&q, &moves))
        .await
        .map_err(|_| ApiError::EngineFailed("the solver failed on this position".into()))??;
    let rating = if !j.correct || j.done {
        first_attempt(&app, &who, (&p, personal), j.correct).await?
    } else {
        None
    };
    let n = p.notation();
    Ok(Json(SolveReply {
        correct: j.correct,
        reply: j.reply.map(|r| n.format(r)),
        done: j.done,
        rating,
    })
    .into_response())
}

/// The attacker's next winning move after `moves` (the attempt so far, ending with a
/// defender's reply, or empty): the stored line's while the attempt follows it.
pub fn hint_after(p: &Puzzle, moves: &[String]) -> Result<Option<Point>, ApiError> {
    let bad = ApiError::BadRequest;
    let line = p.solution_points().map_err(bad)?;
    let mine = parse_points(&p.notation(), moves).map_err(|e| bad(format!("in the moves, {e}")))?;
    if mine.len() % 2 == 1 {
        return Err(bad(
            "a hint is for the solver's turn: the moves end with the solver's own".into(),
        ));
    }
    if mine.len() < line.len() && line[..mine.len()] == *mine {
        return Ok(Some(line[mine.len()]));
    }
    let n = p.notation();
    let played: Vec<String> = p
        .moves
        .iter()
        .cloned()
        .chain(mine.iter().map(|&m| n.format(m)))
        .collect();
    let found = pearls_puzzles::winning_move(&p.rule, p.size(), &played).map_err(bad)?;
    found
        .map(|m| n.parse_point(&m).map_err(|e| bad(e.to_string())))
        .transpose()
}

pub async fn hint(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
) -> Answer {
    let (p, personal) = find(&app, &who, &id).await?;
    let moves: Vec<String> = query_value(&query, "moves")
        .unwrap_or_default()
        .split([',', ' '])
        .filter(|m| !m.is_empty())
        .map(str::to_string)
        .collect();
    let q = p.clone();
    let mv = tokio::task::spawn_blocking(move || hint_after(&q, &moves))
        .await
        .map_err(|_| ApiError::EngineFailed("the solver failed on this position".into()))??;
    let rating = first_attempt(&app, &who, (&p, personal), false).await?;
    Ok(Json(HintReply {
        mv: mv.map(|m| p.notation().format(m)),
        rating,
    })
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Black's four along row 8 (g8 is white's): white must block at l8.
    fn defence() -> Puzzle {
        let moves = "h8 g8 i8 a1 j8 a3 k8";
        Puzzle {
            id: "d1".into(),
            rule: "freestyle".into(),
            size: None,
            moves: moves.split(' ').map(str::to_string).collect(),
            to_move: "white".into(),
            solution: vec!["l8".into()],
            themes: vec![crate::puzzles::DEFENCE.into()],
            multi_answer: false,
        }
    }

    #[test]
    fn a_defence_puzzle_is_solved_by_the_one_move_that_does_not_lose() {
        let p = defence();
        let ok = judge(&p, &["l8".into()]).unwrap();
        assert_eq!((ok.correct, ok.done, ok.reply), (true, true, None));
        // A wrong defence is answered with the attacker's next move: its five.
        let lost = judge(&p, &["a15".into()]).unwrap();
        assert_eq!((lost.correct, lost.done), (false, false));
        assert_eq!(
            lost.reply.map(|m| p.notation().format(m)),
            Some("l8".into())
        );
        assert!(judge(&p, &["l8".into(), "a15".into(), "b15".into()]).is_err());
        assert_eq!(
            hint_after(&p, &[]).unwrap().map(|m| p.notation().format(m)),
            Some("l8".into())
        );
    }
}
