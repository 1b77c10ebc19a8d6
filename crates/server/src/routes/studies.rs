//! Studies: trees of moves saved from the analysis board, each with its own link
//! (`/study/ID`). `POST /api/studies` saves one, `GET /api/studies/{id}` reads it,
//! `POST /api/studies/{id}` changes it (its owner only), `GET /api/studies` lists the
//! caller's and the public ones, and `GET /api/studies/{id}/lib` and `.../sgf` export it
//! as a RenLib library and as SGF with variations. A private study is seen by its owner
//! only, to anyone else it does not exist; an unlisted one by whoever has its link; a
//! public one is listed too.

use super::reply::{json_body, Answer};
use crate::error::ApiError;
use crate::identity::{random_hex, Identity};
use crate::messages::studies::NodeJson;
use crate::messages::{StudyList, StudyView, TreeJson};
use crate::store::StudyRow;
use crate::App;
use axum::body::Body;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use pearls_records::{Document, Format, GameTree, WriteOptions};
use pearls_rules::{Move, Notation, Variant};
use serde::Deserialize;
use std::sync::Arc;

/// The largest body of a study's save: a tree of some thousands of commented nodes.
pub const MAX_STUDY_BODY: usize = 1024 * 1024;
/// The most nodes a tree may have.
pub const MAX_NODES: usize = 20_000;
/// The longest title.
pub const MAX_TITLE: usize = 200;
/// The most studies a list shows.
const LIST_LIMIT: i64 = 100;
const VISIBILITIES: [&str; 3] = ["private", "unlisted", "public"];

/// A tree from its JSON, checked: node 0 the root, every parent before its child, every
/// move a point of the board or a pass, every board text on a point.
pub fn tree_from_json(t: &TreeJson) -> Result<GameTree, ApiError> {
    let bad = |m: String| ApiError::BadRequest(format!("in the tree, {m}"));
    pearls_rules::Board::try_new(u32::from(t.size)).map_err(|e| bad(e.to_string()))?;
    if t.nodes.len() > MAX_NODES {
        return Err(bad(format!(
            "{} nodes is more than the {MAX_NODES} a study holds",
            t.nodes.len()
        )));
    }
    let Some(root) = t.nodes.first() else {
        return Err(bad("there is no root node".into()));
    };
    if root.parent.is_some() || root.mv.is_some() || root.label {
        return Err(bad("node 0 is the root: no parent, no move".into()));
    }
    let n = Notation::new(t.size);
    let mut tree = GameTree::new(t.size);
    let mut ids = Vec::with_capacity(t.nodes.len());
    ids.push(GameTree::ROOT);
    set_texts(tree.root_mut(), root);
    for (i, node) in t.nodes.iter().enumerate().skip(1) {
        let parent = match node.parent {
            Some(p) if p < i => p,
            _ => return Err(bad(format!("node {i}'s parent must be a node before it"))),
        };
        if t.nodes[parent].label {
            return Err(bad(format!(
                "node {i}'s parent {parent} is a board text, not a move"
            )));
        }
        let text = node.mv.as_deref().unwrap_or("");
        let mv = match n.parse_moves(text) {
            Ok(m) if m.len() == 1 => m[0],
            _ => {
                return Err(bad(format!(
                    "node {i}'s move '{}' is not one point or a pass",
                    text.chars().take(20).collect::<String>()
                )))
            }
        };
        if node.label && (mv == Move::Pass || node.text.is_none()) {
            return Err(bad(format!(
                "node {i} is a board text without a point or a text"
            )));
        }
        let id = tree.child(ids[parent], mv, node.label);
        set_texts(tree.node_mut(id), node);
        ids.push(id);
    }
    Ok(tree)
}

fn set_texts(to: &mut pearls_records::Node, from: &NodeJson) {
    let clean = |s: &Option<String>| s.as_ref().filter(|s| !s.is_empty()).cloned();
    to.title = clean(&from.title);
    to.comment = clean(&from.comment);
    to.board_text = clean(&from.text);
    to.marked = from.mark;
    to.start = from.start;
}

/// A tree's JSON, its nodes in pre-order (each parent before its children).
pub fn tree_to_json(tree: &GameTree) -> TreeJson {
    let n = Notation::new(tree.size);
    let order = tree.preorder();
    let mut index = vec![0usize; tree.len()];
    for (i, &id) in order.iter().enumerate() {
        index[id] = i;
    }
    let nodes = order
        .iter()
        .map(|&id| {
            let node = tree.node(id);
            NodeJson {
                parent: node.parent().map(|p| index[p]),
                mv: node.mv.map(|m| n.format_move(m)),
                title: node.title.clone(),
                comment: node.comment.clone(),
                text: node.board_text.clone(),
                mark: node.marked,
                label: node.label_only,
                start: node.start,
            }
        })
        .collect();
    TreeJson {
        size: tree.size,
        nodes,
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StudyRequest {
    title: Option<String>,
    rule: Option<String>,
    visibility: Option<String>,
    tree: Option<TreeJson>,
}

fn body_or_refusal<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    match body {
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(ApiError::TooLarge(format!(
            "a study is limited to {} KiB",
            MAX_STUDY_BODY / 1024
        ))),
        other => json_body(other),
    }
}

fn check_title(t: &str) -> Result<String, ApiError> {
    let t = t.trim();
    if t.chars().count() > MAX_TITLE {
        return Err(ApiError::BadRequest(format!(
            "a title is at most {MAX_TITLE} characters"
        )));
    }
    Ok(if t.is_empty() {
        "Untitled study".into()
    } else {
        t.to_string()
    })
}

fn check_visibility(v: &str) -> Result<String, ApiError> {
    if VISIBILITIES.contains(&v) {
        Ok(v.to_string())
    } else {
        Err(ApiError::BadRequest(format!(
            "visibility '{}' is none of private, unlisted, public",
            v.chars().take(20).collect::<String>()
        )))
    }
}

/// The tree checked, as it is stored (its canonical JSON).
fn checked_tree(t: &TreeJson, rule: &str) -> Result<String, ApiError> {
    let tree = tree_from_json(t)?;
    Variant::named(rule).map_err(|e| ApiError::BadRequest(e.to_string()))?;
    Ok(serde_json::to_string(&tree_to_json(&tree)).expect("a tree serializes"))
}

fn view(row: &StudyRow, who: &Identity, with_tree: bool) -> Result<StudyView, ApiError> {
    let tree = if with_tree {
        Some(
            serde_json::from_str::<TreeJson>(&row.tree)
                .map_err(|e| ApiError::Storage(format!("study {}'s tree: {e}", row.id)))?,
        )
    } else {
        None
    };
    Ok(StudyView {
        id: row.id.clone(),
        url: format!("/study/{}", row.id),
        title: row.title.clone(),
        rule: row.rule.clone(),
        visibility: row.visibility.clone(),
        owner: row.owner_name.clone(),
        mine: row.owner_id == who.id,
        created_ms: row.created_ms,
        updated_ms: row.updated_ms,
        tree,
    })
}

pub async fn create(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<StudyRequest>, JsonRejection>,
) -> Answer {
    let req = body_or_refusal(body)?;
    let rule = req.rule.unwrap_or_else(|| "renju".into());
    let tree = req
        .tree
        .ok_or_else(|| ApiError::BadRequest("a study needs its 'tree'".into()))?;
    let now = app.hub.time.now_ms();
    let row = StudyRow {
        id: random_hex(8),
        owner_id: who.id.clone(),
        owner_name: who.name.clone(),
        title: check_title(req.title.as_deref().unwrap_or(""))?,
        visibility: check_visibility(req.visibility.as_deref().unwrap_or("unlisted"))?,
        tree: checked_tree(&tree, &rule)?,
        rule,
        created_ms: now,
        updated_ms: now,
    };
    app.hub.store.create_study(&row).await?;
    Ok((StatusCode::CREATED, Json(view(&row, &who, true)?)).into_response())
}

/// The study `id` as the caller may see it: a private one is not found but by its owner.
async fn visible(app: &App, who: &Identity, id: &str) -> Result<StudyRow, ApiError> {
    let not_found = || {
        ApiError::NotFound(format!(
            "no study {}",
            id.chars().take(40).collect::<String>()
        ))
    };
    if id.len() > 40 {
        return Err(not_found());
    }
    match app.hub.store.study(id).await? {
        Some(row) if row.visibility != "private" || row.owner_id == who.id => Ok(row),
        _ => Err(not_found()),
    }
}

pub async fn get(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    let row = visible(&app, &who, &id).await?;
    Ok(Json(view(&row, &who, true)?).into_response())
}

pub async fn update(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    body: Result<Json<StudyRequest>, JsonRejection>,
) -> Answer {
    let req = body_or_refusal(body)?;
    let mut row = visible(&app, &who, &id).await?;
    if row.owner_id != who.id {
        return Err(ApiError::NotYourStudy(format!(
            "study {id} is {}'s: save a copy of your own instead",
            row.owner_name
        )));
    }
    if req.rule.as_deref().is_some_and(|r| r != row.rule) {
        return Err(ApiError::BadRequest(format!(
            "a study keeps its rule ({}); save a new one for another",
            row.rule
        )));
    }
    if let Some(t) = &req.title {
        row.title = check_title(t)?;
    }
    if let Some(v) = &req.visibility {
        row.visibility = check_visibility(v)?;
    }
    if let Some(t) = &req.tree {
        row.tree = checked_tree(t, &row.rule)?;
    }
    row.updated_ms = app.hub.time.now_ms();
    if !app.hub.store.update_study(&row).await? {
        return Err(ApiError::NotFound(format!("no study {id}")));
    }
    Ok(Json(view(&row, &who, true)?).into_response())
}

pub async fn list(State(app): State<Arc<App>>, Extension(who): Extension<Identity>) -> Answer {
    let mine = app.hub.store.studies_of(&who.id, LIST_LIMIT).await?;
    let public = app.hub.store.public_studies(LIST_LIMIT).await?;
    let views = |rows: Vec<StudyRow>| -> Result<Vec<StudyView>, ApiError> {
        rows.iter().map(|r| view(r, &who, false)).collect()
    };
    Ok(Json(StudyList {
        mine: views(mine)?,
        public: views(public)?,
    })
    .into_response())
}

async fn export(app: &App, who: &Identity, id: &str, format: Format) -> Answer {
    let row = visible(app, who, id).await?;
    let json: TreeJson = serde_json::from_str(&row.tree)
        .map_err(|e| ApiError::Storage(format!("study {}'s tree: {e}", row.id)))?;
    let tree = tree_from_json(&json)?;
    let bytes = pearls_records::write(format, &Document::Tree(tree), &WriteOptions::default())
        .map_err(|e| ApiError::Unwritable(e.to_string()))?;
    let (kind, ext) = match format {
        Format::Sgf => ("application/x-go-sgf", "sgf"),
        _ => ("application/octet-stream", "lib"),
    };
    Ok(Response::builder()
        .header(header::CONTENT_TYPE, kind)
        .header(
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"pearls-study-{}.{ext}\"", row.id),
        )
        .header("x-content-type-options", "nosniff")
        .body(Body::from(bytes))
        .expect("a valid response"))
}

pub async fn export_lib(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    export(&app, &who, &id, Format::RenLib).await
}

pub async fn export_sgf(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    export(&app, &who, &id, Format::Sgf).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(parent: usize, mv: &str) -> NodeJson {
        NodeJson {
            parent: Some(parent),
            mv: Some(mv.into()),
            ..NodeJson::default()
        }
    }

    #[test]
    fn a_tree_goes_to_json_and_back_with_its_texts() {
        let mut nodes = vec![NodeJson {
            comment: Some("the root".into()),
            ..NodeJson::default()
        }];
        nodes.push(node(0, "h8"));
        nodes.push(NodeJson {
            title: Some("main".into()),
            mark: true,
            ..node(1, "i9")
        });
        nodes.push(NodeJson {
            label: true,
            text: Some("A".into()),
            ..node(2, "j10")
        });
        nodes.push(node(2, "pass"));
        nodes.push(NodeJson {
            comment: Some("a variation".into()),
            ..node(1, "i8")
        });
        let json = TreeJson { size: 15, nodes };
        let tree = tree_from_json(&json).unwrap();
        assert_eq!(tree.len(), 6);
        let back = tree_to_json(&tree);
        assert_eq!(back, json, "pre-order keeps the order it was given in");
        assert_eq!(tree_from_json(&back).unwrap(), tree);
    }

    #[test]
    fn a_bad_tree_is_refused_with_the_node_at_fault() {
        let root = NodeJson::default();
        for (nodes, what) in [
            (vec![], "no root"),
            (vec![node(0, "h8")], "root with a move"),
            (vec![root.clone(), node(1, "h8")], "parent after"),
            (vec![root.clone(), node(0, "z99")], "a point off the board"),
            (
                vec![
                    root.clone(),
                    NodeJson {
                        label: true,
                        ..node(0, "h8")
                    },
                ],
                "a label without a text",
            ),
        ] {
            let e = tree_from_json(&TreeJson { size: 15, nodes }).unwrap_err();
            assert_eq!(e.code(), "bad-request", "{what}");
            assert!(e.message().starts_with("in the tree"), "{what}: {e}");
        }
    }
}
