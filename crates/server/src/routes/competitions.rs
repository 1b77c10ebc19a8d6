//! Problems competitions: `GET` and `POST /api/competitions`, `GET
//! /api/competitions/{id}`, `POST /api/competitions/{id}/entries` and `GET
//! /api/competitions/{id}/results`.
//!
//! An organiser (an account) publishes problems, each proved by the solver when
//! published, with a start and a deadline on the server's clock. Entrants (accounts)
//! submit an answer to each problem while the competition is open, as often as they
//! like: the last submission counts. No one sees anyone's answers, nor the solutions,
//! before the deadline. The first request after the deadline scores every entry once
//! (`puzzles::contest`), and the results are ranked; entrants whose score reaches the
//! threshold receive the competition's grade.

use super::reply::{json_body, Answer};
use crate::error::ApiError;
use crate::identity::{random_hex, Identity};
use crate::messages::{
    CompetitionList, CompetitionResults, CompetitionSummary, CompetitionView, EntryReceipt,
    ProblemView, ResultRow,
};
use crate::puzzles::contest::{self, Problem, DEFAULT_THRESHOLD, PROBLEM_POINTS};
use crate::puzzles::grades::Grade;
use crate::puzzles::{parse_points, PuzzleSet};
use crate::store::puzzles::{self as pstore, CompetitionRow, EntryRow, EntryScore};
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use pearls_rules::Notation;
use serde::Deserialize;
use std::sync::Arc;

pub const MAX_PROBLEMS: usize = 20;
pub const MAX_TITLE: usize = 100;
/// The longest a competition may run: 90 days.
pub const MAX_DURATION_MS: i64 = 90 * 24 * 3600 * 1000;

fn needs_account(who: &Identity, what: &str) -> Result<(), ApiError> {
    if who.guest {
        return Err(ApiError::AccountNeeded(format!(
            "only accounts {what}: register or log in first"
        )));
    }
    Ok(())
}

fn status(c: &CompetitionRow, now: i64) -> &'static str {
    if now < c.starts_ms {
        "upcoming"
    } else if now < c.deadline_ms {
        "open"
    } else {
        "closed"
    }
}

fn problems_of(c: &CompetitionRow) -> Result<Vec<Problem>, ApiError> {
    serde_json::from_str(&c.problems)
        .map_err(|e| ApiError::Storage(format!("competition {}'s problems: {e}", c.id)))
}

fn summary(c: &CompetitionRow, problems: usize, now: i64) -> CompetitionSummary {
    CompetitionSummary {
        id: c.id.clone(),
        title: c.title.clone(),
        organiser: c.organiser.clone(),
        starts_ms: c.starts_ms,
        deadline_ms: c.deadline_ms,
        status: status(c, now),
        problems,
        entrants: c.entrants,
        grade: c.grade.clone(),
        threshold: c.threshold,
    }
}

async fn load(app: &App, id: &str) -> Result<CompetitionRow, ApiError> {
    pstore::of(&*app.hub.store)
        .competition(id)
        .await?
        .ok_or_else(|| ApiError::NotFound(format!("there is no competition '{id}'")))
}

pub async fn list(State(app): State<Arc<App>>) -> Answer {
    let now = app.hub.time.now_ms();
    let rows = pstore::of(&*app.hub.store).competitions().await?;
    let mut competitions = Vec::with_capacity(rows.len());
    for c in &rows {
        competitions.push(summary(c, problems_of(c)?.len(), now));
    }
    Ok(Json(CompetitionList {
        now_ms: now,
        competitions,
    })
    .into_response())
}

/// A problem as the organiser gives it: a shipped puzzle by id, or a position.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProblemRequest {
    puzzle: Option<String>,
    rule: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    title: String,
    problems: Vec<ProblemRequest>,
    /// The start; now when left out.
    starts_ms: Option<i64>,
    /// The deadline, or how long after the start it is.
    deadline_ms: Option<i64>,
    duration_ms: Option<i64>,
    grade: Option<String>,
    threshold: Option<i64>,
}

/// The problem, proved: a shipped puzzle's line, or the solver's for a position.
fn prove(set: &PuzzleSet, i: usize, p: ProblemRequest) -> Result<Problem, ApiError> {
    let at = |m: String| ApiError::BadRequest(format!("problem {}: {m}", i + 1));
    if let Some(id) = p.puzzle {
        if p.rule.is_some() || !p.moves.is_empty() {
            return Err(at("give a puzzle's id or a position, not both".into()));
        }
        let z = set
            .get(&id)
            .ok_or_else(|| at(format!("there is no puzzle '{id}'")))?;
        return Ok(Problem {
            rule: z.rule.clone(),
            moves: z.moves.clone(),
            solution: z.solution.clone(),
        });
    }
    let rule = p
        .rule
        .ok_or_else(|| at("give a puzzle's id, or a rule and moves".into()))?;
    let variant = pearls_rules::Variant::named(&rule).map_err(|e| at(e.to_string()))?;
    let n = Notation::new(variant.size);
    let moves = parse_points(&n, &p.moves).map_err(at)?;
    let moves: Vec<String> = moves.iter().map(|&q| n.format(q)).collect();
    let line = pearls_puzzles::main_line(&rule, variant.size, &moves)
        .map_err(at)?
        .ok_or_else(|| {
            ApiError::Unproven(format!(
                "problem {}: the solver finds no forced win for the side to move",
                i + 1
            ))
        })?;
    Ok(Problem {
        rule,
        moves: p.moves,
        solution: line,
    })
}

pub async fn create(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<CreateRequest>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    needs_account(&who, "organise competitions")?;
    let bad = ApiError::BadRequest;
    let title = req.title.trim().to_string();
    if title.is_empty() || title.chars().count() > MAX_TITLE {
        return Err(bad(format!("a title has 1 to {MAX_TITLE} characters")));
    }
    if req.problems.is_empty() || req.problems.len() > MAX_PROBLEMS {
        return Err(bad(format!(
            "a competition has 1 to {MAX_PROBLEMS} problems, not {}",
            req.problems.len()
        )));
    }
    let now = app.hub.time.now_ms();
    let starts_ms = req.starts_ms.unwrap_or(now);
    let deadline_ms = match (req.deadline_ms, req.duration_ms) {
        (Some(d), None) => d,
        (None, Some(d)) => starts_ms.saturating_add(d),
        _ => return Err(bad("give either deadline_ms or duration_ms".into())),
    };
    if starts_ms < now - 60_000 {
        return Err(bad("the start has passed".into()));
    }
    if deadline_ms <= starts_ms || deadline_ms - starts_ms > MAX_DURATION_MS {
        return Err(bad(
            "the deadline comes after the start, at most 90 days after".into(),
        ));
    }
    let threshold = req.threshold.unwrap_or(DEFAULT_THRESHOLD);
    if !(0..=100).contains(&threshold) {
        return Err(bad(format!(
            "the threshold is a percentage, 0 to 100, not {threshold}"
        )));
    }
    let grade = match req
        .grade
        .as_deref()
        .map(str::trim)
        .filter(|g| !g.is_empty())
    {
        None => None,
        Some(g) => Some(
            Grade::parse(g)
                .ok_or_else(|| {
                    bad(format!(
                        "'{g}' is no grade: 30 kyu to 1 kyu, 1 dan to 9 dan"
                    ))
                })?
                .to_string(),
        ),
    };
    let asked = req.problems;
    let set = app.puzzles.clone();
    let problems = tokio::task::spawn_blocking(move || {
        asked
            .into_iter()
            .enumerate()
            .map(|(i, p)| prove(&set, i, p))
            .collect::<Result<Vec<_>, _>>()
    })
    .await
    .map_err(|_| ApiError::EngineFailed("the solver failed on a problem".into()))??;
    let row = CompetitionRow {
        id: random_hex(8),
        title,
        organiser_id: who.id.clone(),
        organiser: who.name.clone(),
        problems: serde_json::to_string(&problems).expect("problems serialise"),
        grade,
        threshold,
        starts_ms,
        deadline_ms,
        created_ms: now,
        scored_ms: None,
        entrants: 0,
    };
    pstore::of(&*app.hub.store).create_competition(&row).await?;
    Ok((
        StatusCode::CREATED,
        Json(summary(&row, problems.len(), now)),
    )
        .into_response())
}

/// Scores the entries once the deadline has passed, unless they are; the row as it is
/// after.
pub(crate) async fn scored(app: &App, c: CompetitionRow) -> Result<CompetitionRow, ApiError> {
    if c.scored_ms.is_some() || app.hub.time.now_ms() < c.deadline_ms {
        return Ok(c);
    }
    let store = pstore::of(&*app.hub.store);
    let problems = problems_of(&c)?;
    let entries = store.entries(&c.id).await?;
    let (grade, threshold) = (c.grade.clone(), c.threshold);
    let scores = tokio::task::spawn_blocking(move || {
        let max = PROBLEM_POINTS * problems.len() as i64;
        entries
            .iter()
            .map(|e| {
                let answers: Vec<Option<contest::Answer>> =
                    serde_json::from_str(&e.answers).unwrap_or_default();
                let points: Vec<i64> = problems
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        answers
                            .get(i)
                            .and_then(Option::as_ref)
                            .map_or(0, |a| contest::score(p, a))
                    })
                    .collect();
                let score = points.iter().sum();
                EntryScore {
                    player_id: e.player_id.clone(),
                    score,
                    points: serde_json::to_string(&points).expect("numbers serialise"),
                    awarded: grade
                        .clone()
                        .filter(|_| contest::reaches(score, max, threshold)),
                }
            })
            .collect::<Vec<_>>()
    })
    .await
    .map_err(|_| ApiError::EngineFailed("the solver failed on an answer".into()))?;
    // Another request may have scored it meanwhile: then its scores stand.
    if let Err(e) = store
        .score_competition(&c.id, app.hub.time.now_ms(), scores)
        .await
    {
        let again = load(app, &c.id).await?;
        if again.scored_ms.is_none() {
            return Err(e.into());
        }
        return Ok(again);
    }
    load(app, &c.id).await
}

async fn results(app: &App, c: &CompetitionRow) -> Result<Vec<ResultRow>, ApiError> {
    let mut entries = pstore::of(&*app.hub.store).entries(&c.id).await?;
    entries.sort_by_key(|e| (std::cmp::Reverse(e.score.unwrap_or(0)), e.submitted_ms));
    let keys: Vec<(i64, i64)> = entries
        .iter()
        .map(|e| (e.score.unwrap_or(0), e.submitted_ms))
        .collect();
    let ranks = contest::ranks(&keys);
    Ok(entries
        .into_iter()
        .zip(ranks)
        .map(|(e, rank)| ResultRow {
            rank,
            name: e.name,
            score: e.score.unwrap_or(0),
            points: e
                .points
                .as_deref()
                .and_then(|p| serde_json::from_str(p).ok())
                .unwrap_or_default(),
            awarded: e.awarded,
            answers: serde_json::from_str(&e.answers).unwrap_or(serde_json::Value::Null),
        })
        .collect())
}

pub async fn show(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    let c = scored(&app, load(&app, &id).await?).await?;
    let now = app.hub.time.now_ms();
    let problems = problems_of(&c)?;
    let st = status(&c, now);
    let closed = st == "closed";
    let problems_list = if st == "upcoming" {
        Vec::new()
    } else {
        problems
            .iter()
            .map(|p| ProblemView {
                rule: p.rule.clone(),
                size: crate::puzzles::rule_size(&p.rule),
                moves: p.moves.clone(),
                to_move: pearls_rules::Color::after_plies(p.moves.len()).name(),
                solution: closed.then(|| p.solution.clone()),
            })
            .collect()
    };
    let my_answers = pstore::of(&*app.hub.store)
        .entries(&c.id)
        .await?
        .into_iter()
        .find(|e| e.player_id == who.id)
        .and_then(|e| serde_json::from_str(&e.answers).ok());
    let results = if closed {
        Some(results(&app, &c).await?)
    } else {
        None
    };
    Ok(Json(CompetitionView {
        summary: summary(&c, problems.len(), now),
        points_per_problem: PROBLEM_POINTS,
        problems_list,
        my_answers,
        results,
    })
    .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryRequest {
    /// One answer a problem, in order; `null` for a problem left unanswered.
    answers: Vec<Option<contest::Answer>>,
}

pub async fn enter(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    body: Result<Json<EntryRequest>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    needs_account(&who, "enter competitions")?;
    let c = load(&app, &id).await?;
    let now = app.hub.time.now_ms();
    match status(&c, now) {
        "upcoming" => {
            return Err(ApiError::CompetitionClosed(format!(
                "competition {id} has not started: it opens in {} s",
                (c.starts_ms - now + 999) / 1000
            )))
        }
        "closed" => {
            return Err(ApiError::CompetitionClosed(format!(
                "competition {id}'s deadline has passed"
            )))
        }
        _ => {}
    }
    let problems = problems_of(&c)?;
    if req.answers.len() != problems.len() {
        return Err(ApiError::BadRequest(format!(
            "give {} answers, one a problem (null for none), not {}",
            problems.len(),
            req.answers.len()
        )));
    }
    for (i, (a, p)) in req.answers.iter().zip(&problems).enumerate() {
        if let Some(a) = a {
            let size = pearls_rules::Variant::named(&p.rule).map_or(15, |v| v.size);
            a.check(&Notation::new(size))
                .map_err(|e| ApiError::BadRequest(format!("answer {}: {e}", i + 1)))?;
        }
    }
    let entry = EntryRow {
        competition_id: c.id.clone(),
        player_id: who.id.clone(),
        name: who.name.clone(),
        answers: serde_json::to_string(&req.answers).expect("answers serialise"),
        submitted_ms: now,
        score: None,
        points: None,
        awarded: None,
    };
    pstore::of(&*app.hub.store).submit_entry(&entry).await?;
    Ok(Json(EntryReceipt {
        competition: c.id,
        submitted_ms: now,
        answers: req.answers.iter().filter(|a| a.is_some()).count(),
    })
    .into_response())
}

pub async fn results_of(State(app): State<Arc<App>>, Path(id): Path<String>) -> Answer {
    let c = scored(&app, load(&app, &id).await?).await?;
    if c.scored_ms.is_none() {
        return Err(ApiError::ResultsHidden(format!(
            "competition {id}'s results are shown after its deadline"
        )));
    }
    let max_score = PROBLEM_POINTS * problems_of(&c)?.len() as i64;
    Ok(Json(CompetitionResults {
        id: c.id.clone(),
        max_score,
        results: results(&app, &c).await?,
    })
    .into_response())
}
