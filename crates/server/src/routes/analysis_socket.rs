//! The analysis socket, `GET /api/analysis/socket`: the analysis board's engine lines,
//! streamed while the engine thinks. The page sends `analyse` with a position; the server
//! sends `info` with the lines after each iteration, then `done` with the final lines.
//! A new `analyse` (or `stop`) ends the search running; the next starts once it has
//! answered, so that a visitor never holds more than one of the pool's searches. Each
//! search is taken from the same budgets and checks as `POST /api/analysis`: the rate
//! limits, one search in flight per visitor, the pool's bound, the time cap, and no
//! analysis of one's own live game. `position` answers the side to move and the points
//! forbidden to each side, without the engine.

use super::reply::{limited, Answer};
use super::study::{
    analysis_line, analysis_reply, check_multipv, take_analysis_budget, MovesField, Setup,
};
use super::Caller;
use crate::engine_pool::{Analysis, Busy, Watch};
use crate::error::ApiError;
use crate::identity::Identity;
use crate::messages::analysis::{AnalysisMessage, Forbidden};
use crate::messages::AnalysisLine;
use crate::ws::{screen, Budget, Screened};
use crate::App;
use axum::extract::ws::{Message, WebSocket};
use axum::extract::{State, WebSocketUpgrade};
use axum::Extension;
use futures_util::{SinkExt, StreamExt};
use pearls_rules::Color;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tokio::sync::mpsc::{unbounded_channel, UnboundedSender};

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum Incoming {
    Analyse {
        id: Option<u64>,
        rule: String,
        size: Option<u32>,
        #[serde(default)]
        moves: MovesField,
        multipv: Option<usize>,
        time_ms: Option<u64>,
    },
    Position {
        id: Option<u64>,
        rule: String,
        size: Option<u32>,
        #[serde(default)]
        moves: MovesField,
    },
    Stop,
    Ping,
}

pub async fn socket(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
    ws: WebSocketUpgrade,
) -> Answer {
    Ok(limited(ws).on_upgrade(move |s| session(s, app, who, caller)))
}

/// A search asked for and checked, waiting for the one running to end.
struct Request {
    id: Option<u64>,
    setup: Setup,
    multipv: usize,
    time_ms: u64,
}

/// What a search sends back to its session: a message to pass on, or its last one.
enum Event {
    Info(String),
    Done(String),
}

async fn session(socket: WebSocket, app: Arc<App>, who: Identity, caller: Caller) {
    let (mut sink, mut stream) = socket.split();
    let budget = Budget::new(&app);
    let (events_tx, mut events) = unbounded_channel::<Event>();
    // The stop flag of the search running, if any, and the request waiting for it.
    let mut running: Option<Arc<AtomicBool>> = None;
    let mut waiting: Option<Request> = None;
    loop {
        let mut out = Vec::new();
        tokio::select! {
            incoming = stream.next() => {
                let text = match screen(incoming, &mut sink, &budget).await {
                    Screened::Text(t) => t,
                    Screened::Skip => continue,
                    Screened::Stop => break,
                };
                match serde_json::from_str::<Incoming>(text.as_str()) {
                    Err(e) => out.push(AnalysisMessage::error(None, &ApiError::Malformed(format!(
                        "malformed message: {e} (the analysis socket takes analyse, position, stop and ping)"
                    )))),
                    Ok(Incoming::Ping) => out.push(AnalysisMessage::Pong),
                    Ok(Incoming::Stop) => {
                        waiting = None;
                        if let Some(s) = &running {
                            s.store(true, Ordering::Relaxed);
                        }
                    }
                    Ok(Incoming::Position { id, rule, size, moves }) => {
                        out.push(match Setup::read_position(&rule, size, &moves) {
                            Ok(setup) => position(id, &setup),
                            Err(e) => AnalysisMessage::error(id, &e),
                        });
                    }
                    Ok(Incoming::Analyse { id, rule, size, moves, multipv, time_ms }) => {
                        match request(&app, &who, &caller, id, &rule, size, &moves, multipv, time_ms).await {
                            Err(e) => out.push(AnalysisMessage::error(id, &e)),
                            Ok(req) => match &running {
                                Some(stop) => {
                                    stop.store(true, Ordering::Relaxed);
                                    waiting = Some(req);
                                }
                                None => match start(&app, &who, req, events_tx.clone()) {
                                    Ok(stop) => running = Some(stop),
                                    Err((id, e)) => out.push(AnalysisMessage::error(id, &e)),
                                },
                            },
                        }
                    }
                }
            }
            Some(event) = events.recv() => {
                let text = match event {
                    Event::Info(t) => t,
                    Event::Done(t) => {
                        running = None;
                        if let Some(req) = waiting.take() {
                            match start(&app, &who, req, events_tx.clone()) {
                                Ok(stop) => running = Some(stop),
                                Err((id, e)) => out.push(AnalysisMessage::error(id, &e)),
                            }
                        }
                        t
                    }
                };
                if sink.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
        }
        let mut open = true;
        for m in out {
            open = open && sink.send(Message::Text(m.to_text().into())).await.is_ok();
        }
        if !open {
            break;
        }
    }
    // The page is gone: its search need not run its course.
    if let Some(stop) = running {
        stop.store(true, Ordering::Relaxed);
    }
}

/// Checks an `analyse` request and takes it from the caller's budgets.
#[allow(clippy::too_many_arguments)]
async fn request(
    app: &App,
    who: &Identity,
    caller: &Caller,
    id: Option<u64>,
    rule: &str,
    size: Option<u32>,
    moves: &MovesField,
    multipv: Option<usize>,
    time_ms: Option<u64>,
) -> Result<Request, ApiError> {
    let multipv = multipv.unwrap_or(1);
    check_multipv(multipv)?;
    let setup = Setup::read(rule, size, moves)?;
    setup.not_own_live_game(app, who).await?;
    take_analysis_budget(app, who, caller)
        .map_err(|(m, w)| ApiError::RateLimited(format!("{m}; try again in {} s", w.secs())))?;
    Ok(Request {
        id,
        setup,
        multipv,
        time_ms: time_ms.unwrap_or(app.hub.engine.max_ms()),
    })
}

/// Queues the search on the pool and forwards its progress to `events`; the search's
/// stop flag.
fn start(
    app: &App,
    who: &Identity,
    req: Request,
    events: UnboundedSender<Event>,
) -> Result<Arc<AtomicBool>, (Option<u64>, ApiError)> {
    let Request {
        id,
        setup,
        multipv,
        time_ms,
    } = req;
    let to_move = setup.to_move();
    let stop = Arc::new(AtomicBool::new(false));
    let (progress, mut reports) = unbounded_channel();
    let job = Analysis {
        board: pearls_engine::Board::from_position(&setup.board, to_move, setup.engine_rule()),
        multipv,
        time_ms,
    };
    let watch = Watch {
        progress,
        stop: stop.clone(),
    };
    let answer = app
        .hub
        .engine
        .analyse_watched(&who.id, job, Some(watch))
        .map_err(|b| {
            let m = match b {
                Busy::Yours => {
                    "you have an analysis in progress elsewhere; ask again once it is answered"
                }
                Busy::Full => "the engine has as many analyses as it takes; ask again shortly",
            };
            (id, ApiError::RateLimited(m.into()))
        })?;
    let n = setup.notation;
    tokio::spawn(async move {
        let mut lines: BTreeMap<usize, AnalysisLine> = BTreeMap::new();
        while let Some(p) = reports.recv().await {
            lines.insert(
                p.multipv,
                analysis_line(&p.pv, p.score, p.bound, p.depth, &n),
            );
            let info = AnalysisMessage::Info {
                id,
                depth: p.depth,
                nodes: p.nodes,
                elapsed_ms: p.elapsed_ms,
                lines: lines.values().cloned().collect(),
            };
            // The page may be gone: the search still runs to its end (or its stop), and
            // its progress is dropped.
            let _ = events.send(Event::Info(info.to_text()));
        }
        let last = match answer.await {
            Ok(found) => AnalysisMessage::Done {
                id,
                reply: analysis_reply(found, to_move, &n),
            },
            Err(_) => AnalysisMessage::error(
                id,
                &ApiError::EngineFailed("the engine failed on this position".into()),
            ),
        };
        let _ = events.send(Event::Done(last.to_text()));
    });
    Ok(stop)
}

/// The side to move and the points forbidden to each side.
fn position(id: Option<u64>, setup: &Setup) -> AnalysisMessage {
    let rules = setup.variant.rules;
    let forbidden = |c: Color| {
        rules
            .forbidden_points(&setup.board, c)
            .into_iter()
            .map(|(p, f)| (setup.notation.format(p), f.name()))
            .collect()
    };
    AnalysisMessage::Position {
        id,
        to_move: setup.to_move().name(),
        forbidden: Forbidden {
            black: forbidden(Color::Black),
            white: forbidden(Color::White),
        },
    }
}
