//! Game review: `POST /api/games/{id}/review` asks the engine to go over a finished game,
//! `GET /api/games/{id}/review` reads how far it got and what it found. The review runs
//! in the background on the engine pool at low priority (one position queued at a time,
//! for every review on the server together), each position for at most
//! [`REVIEW_MS`] (and the pool's cap), and is stored as it goes, so that a page follows
//! it by asking again. A review marks each stone whose player's winning chance dropped by
//! [`MISTAKE`] or more as a mistake, by [`BLUNDER`] or more as a blunder, and points out
//! where a player had a proven win (a VCF, a VCT, a five) and played a stone after which
//! they no longer had one; each such win the puzzle solver proves becomes that player's
//! personal puzzle (`puzzles/personal.rs`). A private game's review is for its players
//! only.

use super::reply::{rate_limited, Answer};
use super::study::{moves_to_five, take_analysis_budget, win_chance};
use super::Caller;
use crate::engine_pool::{Analysis, BackgroundJob};
use crate::error::ApiError;
use crate::game::{State as GameState, Status};
use crate::identity::Identity;
use crate::messages::studies::{ReviewPosition, ReviewView};
use crate::puzzles::personal::{self, GameStones};
use crate::store::puzzles as pstore;
use crate::store::ReviewRow;
use crate::App;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use pearls_engine::{Proof, Rule};
use pearls_rules::{Action, Board, Color, Game, Notation};
use std::sync::Arc;

/// The thinking time of each position, ms (less where the pool's cap is less).
pub const REVIEW_MS: u64 = 500;
/// The drop in the mover's winning chance (0 to 1) that marks a mistake.
pub const MISTAKE: f64 = 0.15;
/// The drop that marks a blunder.
pub const BLUNDER: f64 = 0.30;

/// A position to analyse, or none for a final position that needs no engine (a five on
/// the board, a full board), whose value is known.
type Work = Option<(Board, Color)>;

/// The positions of a review: the one before each stone, and the last.
fn plan(st: &GameState, time_ms: u64) -> Result<(ReviewView, Vec<Work>), ApiError> {
    let n = Notation::new(st.variant.size);
    let broken = |e: String| ApiError::Storage(format!("game {} does not replay: {e}", st.id));
    let mut g = Game::new(st.variant).map_err(|e| broken(e.to_string()))?;
    let mut positions = Vec::new();
    let mut work = Vec::new();
    // The stone that made the position to come, while nothing else changed the board.
    let mut made_by: Option<(String, Color)> = None;
    let mut push = |g: &Game, made_by: Option<(String, Color)>, w: Work| {
        positions.push(ReviewPosition {
            number: positions.len(),
            mv: made_by.as_ref().map(|m| m.0.clone()),
            color: made_by.as_ref().map(|m| m.1.name().to_string()),
            to_move: g.to_move().name().to_string(),
            black_win_chance: None,
            best: Vec::new(),
            outcome: None,
            moves_to_five: None,
            judgement: None,
            missed_win: None,
        });
        work.push(w);
    };
    for a in st.game.actions() {
        match a {
            Action::Place(p) | Action::Choose(p) => {
                push(&g, made_by.take(), Some((g.board().clone(), g.to_move())));
                let color = g.to_move();
                g.apply(a.clone()).map_err(|e| broken(e.to_string()))?;
                made_by = Some((n.format(*p), color));
            }
            other => {
                let before = g.board().clone();
                g.apply(other.clone()).map_err(|e| broken(e.to_string()))?;
                if *g.board() != before {
                    made_by = None;
                }
            }
        }
    }
    // The last position: won by a five, full, or one to analyse (a resignation, a flag).
    let last = g.last_move();
    let five = last.and_then(|p| {
        let c = g.board().color_at(p)?;
        st.variant.rules.line_win(g.board(), p, c).map(|_| c)
    });
    let full = g.board().is_full();
    let final_work = if five.is_some() || full {
        None
    } else {
        Some((g.board().clone(), g.to_move()))
    };
    push(&g, made_by.take(), final_work);
    if let Some(last) = positions.last_mut() {
        if let Some(c) = five {
            last.black_win_chance = Some(if c == Color::Black { 1.0 } else { 0.0 });
            last.outcome = Some(c.name().to_string());
        } else if full {
            last.black_win_chance = Some(0.5);
        }
    }
    let view = ReviewView {
        game: st.id.clone(),
        status: "running".into(),
        done: 0,
        total: positions.len(),
        time_ms,
        mistake: MISTAKE,
        blunder: BLUNDER,
        positions,
    };
    Ok((view, work))
}

fn stored(row: &ReviewRow) -> Result<ReviewView, ApiError> {
    serde_json::from_str(&row.result)
        .map_err(|e| ApiError::Storage(format!("the review of game {}: {e}", row.game_id)))
}

async fn save(app: &App, view: &ReviewView, created_ms: i64) -> Result<(), ApiError> {
    let row = ReviewRow {
        game_id: view.game.clone(),
        status: view.status.clone(),
        result: serde_json::to_string(view).expect("a review serializes"),
        created_ms,
        updated_ms: app.hub.time.now_ms(),
    };
    app.hub.store.save_review(&row).await?;
    Ok(())
}

pub async fn start(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
    Path(id): Path<String>,
) -> Answer {
    let time_ms = REVIEW_MS.min(app.hub.engine.max_ms());
    let (view, work, rule) = {
        let live = app.hub.get(&id).await?;
        let st = live.state.lock().await;
        crate::routes::guard::privacy::check(&st, &who)?;
        if st.status != Status::Over {
            return Err(ApiError::NotFinished(format!(
                "game {id} is still in play: it is reviewed once it is over"
            )));
        }
        let rule = Rule::for_stones(&st.variant.rules).map_err(ApiError::BadRequest)?;
        let (view, work) = plan(&st, time_ms)?;
        (view, work, (rule, GameStones::of(&st, rule)))
    };
    if let Some(row) = app.hub.store.review(&id).await? {
        if row.status == "done" {
            return Ok(Json(stored(&row)?).into_response());
        }
    }
    let Some(job) = app.hub.engine.start_background(&format!("review:{id}")) else {
        // Under way: how far it got.
        return match app.hub.store.review(&id).await? {
            Some(row) => Ok((StatusCode::ACCEPTED, Json(stored(&row)?)).into_response()),
            None => Ok((StatusCode::ACCEPTED, Json(view)).into_response()),
        };
    };
    if let Err((message, wait)) = take_analysis_budget(&app, &who, &caller) {
        return Ok(rate_limited(message, wait));
    }
    let created_ms = app.hub.time.now_ms();
    save(&app, &view, created_ms).await?;
    let answer = view.clone();
    tokio::spawn(run(app.clone(), job, view, work, rule, created_ms));
    Ok((StatusCode::ACCEPTED, Json(answer)).into_response())
}

pub async fn get(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    {
        let live = app.hub.get(&id).await?;
        let st = live.state.lock().await;
        crate::routes::guard::privacy::check(&st, &who)?;
    }
    match app.hub.store.review(&id).await? {
        Some(row) => Ok(Json(stored(&row)?).into_response()),
        // No review is a state of the game, not a missing resource: a finished game's
        // page asks on every visit, and a 404 there reads as an error in the console.
        None => Ok(Json(ReviewView {
            game: id,
            status: "none".into(),
            done: 0,
            total: 0,
            time_ms: REVIEW_MS,
            mistake: MISTAKE,
            blunder: BLUNDER,
            positions: Vec::new(),
        })
        .into_response()),
    }
}

/// Analyses each position in turn, storing the review after each.
async fn run(
    app: Arc<App>,
    _job: BackgroundJob,
    mut view: ReviewView,
    work: Vec<Work>,
    (rule, stones): (Rule, GameStones),
    created_ms: i64,
) {
    let n = Notation::new(work.iter().flatten().next().map_or(15, |(b, _)| b.size()));
    for (i, w) in work.into_iter().enumerate() {
        if let Some((board, to_move)) = w {
            let job = Analysis {
                board: pearls_engine::Board::from_position(&board, to_move, rule),
                multipv: 1,
                time_ms: view.time_ms,
            };
            let Some(found) = app.hub.engine.background(job).await else {
                view.status = "failed".into();
                let _ = save(&app, &view, created_ms).await;
                return;
            };
            // Lines come best first by search order; the best score is the position's.
            let (score, line) = found
                .lines
                .iter()
                .max_by_key(|l| l.score)
                .map_or((0, Vec::new()), |l| (l.score, l.moves.clone()));
            let p = &mut view.positions[i];
            let mine = win_chance(score);
            p.black_win_chance = Some(if to_move == Color::Black {
                mine
            } else {
                1.0 - mine
            });
            p.best = line.iter().map(|&q| n.format(q)).collect();
            p.outcome = match Proof::of(score) {
                Proof::Win => Some(to_move.name().to_string()),
                Proof::Loss => Some(to_move.opposite().name().to_string()),
                Proof::Unknown => None,
            };
            p.moves_to_five = moves_to_five(score);
        }
        judge(&mut view, i);
        view.done = i + 1;
        let _ = save(&app, &view, created_ms).await;
    }
    // The missed wins become their players' puzzles before the review says it is
    // done, so that whoever reads "done" finds them.
    let (v, now) = (view.clone(), app.hub.time.now_ms());
    let rows = tokio::task::spawn_blocking(move || personal::mine(&stones, &v, now))
        .await
        .unwrap_or_default();
    if !rows.is_empty() {
        let _ = pstore::of(&*app.hub.store)
            .save_personal_puzzles(rows)
            .await;
    }
    view.status = "done".into();
    let _ = save(&app, &view, created_ms).await;
}

/// Marks the stone that made position `i`, now that both it and the one before are known.
fn judge(view: &mut ReviewView, i: usize) {
    if i == 0 {
        return;
    }
    let (before, after) = view.positions.split_at_mut(i);
    let (before, after) = (&before[i - 1], &mut after[0]);
    let (Some(color), Some(b), Some(a)) = (
        after.color.clone(),
        before.black_win_chance,
        after.black_win_chance,
    ) else {
        return;
    };
    let mine = |black: f64| if color == "black" { black } else { 1.0 - black };
    let drop = mine(b) - mine(a);
    after.judgement = if drop >= BLUNDER {
        Some("blunder".into())
    } else if drop >= MISTAKE {
        Some("mistake".into())
    } else {
        None
    };
    if before.outcome.as_deref() == Some(color.as_str())
        && after.outcome.as_deref() != Some(color.as_str())
    {
        after.missed_win = Some(before.best.clone());
    }
}
