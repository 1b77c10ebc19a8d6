//! Diagrams: `/api/games/{id}/diagram.svg` and `/api/games/{id}/diagram.png`, a game
//! drawn by `pearls_diagram` with its stones numbered as on a record sheet.

use super::guard::privacy;
use super::reply::Answer;
use crate::error::ApiError;
use crate::identity::Identity;
use crate::App;
use axum::body::Body;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Extension, Path, Query, State};
use axum::http::header;
use axum::response::Response;
use pearls_diagram::{Diagram, Options};
use serde::Deserialize;
use std::sync::Arc;

/// The largest PNG scale asked for: a 15x15 board is then about 2000 pixels wide.
const MAX_SCALE: f32 = 4.0;

/// What to draw; every field is optional, as a link writes it.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct DiagramQuery {
    /// `numbers=false` (or `0`) draws a position without move numbers.
    numbers: Option<String>,
    /// The first move numbered; the earlier stones are drawn plain.
    from: Option<u32>,
    /// The game after its first N moves.
    to: Option<u32>,
    /// `last=true` rings the last stone.
    last: Option<String>,
    /// `coordinates=false` leaves out the edges' letters and numbers.
    coordinates: Option<String>,
    /// PNG pixels per SVG unit (a square is 32 units): from 0.25 to 4, 2 by default.
    scale: Option<f32>,
}

fn flag(name: &str, value: &Option<String>, default: bool) -> Result<bool, ApiError> {
    match value.as_deref() {
        None => Ok(default),
        Some("1" | "true" | "yes" | "on") => Ok(true),
        Some("0" | "false" | "no" | "off") => Ok(false),
        Some(v) => Err(ApiError::BadRequest(format!(
            "{name} must be true or false, not '{}'",
            v.chars().take(20).collect::<String>()
        ))),
    }
}

impl DiagramQuery {
    fn options(&self) -> Result<Options, ApiError> {
        let from = self.from.unwrap_or(1);
        if from == 0 {
            return Err(ApiError::BadRequest("from counts moves from 1".into()));
        }
        Ok(Options {
            numbers: flag("numbers", &self.numbers, true)?,
            from,
            to: self.to,
            last_mark: flag("last", &self.last, false)?,
            coordinates: flag("coordinates", &self.coordinates, true)?,
        })
    }
}

/// The game drawn as SVG text; its id for the file's name.
async fn draw(
    app: &App,
    who: &Identity,
    id: &str,
    query: Result<Query<DiagramQuery>, QueryRejection>,
) -> Result<(String, String), ApiError> {
    let Query(q) = query.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    let options = q.options()?;
    // Whoever may have a game's record may have its picture.
    let live = app.hub.get(id).await?;
    let st = live.state.lock().await;
    privacy::check(&st, who)?;
    let mut d = Diagram::from_moves(st.variant.size, st.game.moves(), &options)
        .map_err(|e| ApiError::Storage(format!("game {}: {e}", st.id)))?;
    if options.to.is_none() {
        // Under rules with captures, only the stones still on the board.
        d.keep_only(st.game.board());
    }
    Ok((pearls_diagram::svg(&d), st.id.clone()))
}

fn picture(kind: &str, name: String, bytes: Vec<u8>) -> Answer {
    Ok(Response::builder()
        .header(header::CONTENT_TYPE, kind)
        .header(
            header::CONTENT_DISPOSITION,
            format!("inline; filename=\"{name}\""),
        )
        .header("x-content-type-options", "nosniff")
        .body(Body::from(bytes))
        .expect("a valid response"))
}

pub async fn svg(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    query: Result<Query<DiagramQuery>, QueryRejection>,
) -> Answer {
    let (svg, id) = draw(&app, &who, &id, query).await?;
    picture(
        "image/svg+xml",
        format!("pearls-{id}.svg"),
        svg.into_bytes(),
    )
}

pub async fn png(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    query: Result<Query<DiagramQuery>, QueryRejection>,
) -> Answer {
    let scale = match &query {
        Ok(Query(q)) => q.scale.unwrap_or(2.0),
        Err(_) => 2.0,
    };
    if !(0.25..=MAX_SCALE).contains(&scale) {
        return Err(ApiError::BadRequest(format!(
            "scale must be from 0.25 to {MAX_SCALE}, not {scale}"
        )));
    }
    let (svg, id) = draw(&app, &who, &id, query).await?;
    // Rendering takes some milliseconds of CPU: off the async workers.
    let bytes = tokio::task::spawn_blocking(move || pearls_diagram::png(&svg, scale))
        .await
        .map_err(|e| ApiError::Unwritable(format!("the picture of game {id}: {e}")))?
        .map_err(|e| ApiError::Unwritable(format!("the picture of game {id}: {e}")))?;
    picture("image/png", format!("pearls-{id}.png"), bytes)
}
