//! A tree of moves with variations, comments, marks and board texts: what a RenLib
//! library holds. Nodes live in one vector and refer to each other by index, so that
//! neither building, comparing, writing nor dropping a tree recurses (a hostile file can
//! nest thousands of passes).

use crate::record::GameRecord;
use pearls_rules::{Move, Point};

pub type NodeId = usize;

/// One node. The root has no move; every other node is a stone, a pass, or (when
/// `label_only`) a board text on a point that is not played.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Node {
    pub mv: Option<Move>,
    /// Not a move: only shows `board_text` on the point.
    pub label_only: bool,
    /// The one-line comment.
    pub title: Option<String>,
    /// The multi-line comment.
    pub comment: Option<String>,
    /// Text shown on the board at this node's point.
    pub board_text: Option<String>,
    pub marked: bool,
    /// The position a library opens at.
    pub start: bool,
    /// The bytes of texts that were not valid in the file's encoding, as read; written
    /// back as they were when the same encoding is written and the text is unchanged.
    pub original: Option<Box<OriginalText>>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
}

/// Texts of a node as the file held them, with the encoding they were read in.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OriginalText {
    pub encoding: &'static str,
    pub title: Option<Vec<u8>>,
    pub comment: Option<Vec<u8>>,
    pub board_text: Option<Vec<u8>>,
}

impl Node {
    fn same_content(&self, other: &Node) -> bool {
        self.mv == other.mv
            && self.label_only == other.label_only
            && self.title == other.title
            && self.comment == other.comment
            && self.board_text == other.board_text
            && self.marked == other.marked
            && self.start == other.start
    }

    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The point of a stone or board text.
    pub fn point(&self) -> Option<Point> {
        match self.mv {
            Some(Move::Place(p)) => Some(p),
            _ => None,
        }
    }
}

/// A tree of moves on a board of `size`.
#[derive(Debug, Clone)]
pub struct GameTree {
    pub size: u8,
    nodes: Vec<Node>,
}

impl GameTree {
    pub const ROOT: NodeId = 0;

    pub fn new(size: u8) -> GameTree {
        GameTree {
            size,
            nodes: vec![Node::default()],
        }
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when the tree has no node but the root.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id]
    }

    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.nodes[id]
    }

    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    pub fn root_mut(&mut self) -> &mut Node {
        &mut self.nodes[0]
    }

    /// The child of `parent` with this move, if any.
    pub fn find_child(&self, parent: NodeId, mv: Move, label_only: bool) -> Option<NodeId> {
        self.nodes[parent]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].mv == Some(mv) && self.nodes[c].label_only == label_only)
    }

    /// The child of `parent` with this move: the existing one (children with the same
    /// move merge), or a new last child.
    pub fn child(&mut self, parent: NodeId, mv: Move, label_only: bool) -> NodeId {
        if let Some(c) = self.find_child(parent, mv, label_only) {
            return c;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv: Some(mv),
            label_only,
            parent: Some(parent),
            ..Node::default()
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// Follows (and creates where missing) the line of `moves` from the root; returns
    /// the last node.
    pub fn add_line(&mut self, moves: &[Move]) -> NodeId {
        moves
            .iter()
            .fold(Self::ROOT, |at, &m| self.child(at, m, false))
    }

    /// The moves from the root to `id` (board texts are not moves and are skipped).
    pub fn line_to(&self, id: NodeId) -> Vec<Move> {
        let mut out = Vec::new();
        let mut at = Some(id);
        while let Some(n) = at {
            let node = &self.nodes[n];
            if let (Some(m), false) = (node.mv, node.label_only) {
                out.push(m);
            }
            at = node.parent;
        }
        out.reverse();
        out
    }

    /// Every node in depth-first pre-order (the order RenLib writes them).
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![Self::ROOT];
        while let Some(n) = stack.pop() {
            out.push(n);
            stack.extend(self.nodes[n].children.iter().rev());
        }
        out
    }

    /// Each line from the root to a leaf as a game: the leaf's comments become the
    /// game's comment. Board texts are not moves; a node whose children are all board
    /// texts ends a line.
    pub fn games(&self) -> Vec<GameRecord> {
        let mut out = Vec::new();
        for id in self.preorder() {
            let node = &self.nodes[id];
            if id == Self::ROOT || node.label_only {
                continue;
            }
            if !node.children.iter().all(|&c| self.nodes[c].label_only) {
                continue;
            }
            let mut g = GameRecord::with_moves(self.size, self.line_to(id));
            g.comment = match (&node.title, &node.comment) {
                (Some(t), Some(c)) => Some(format!("{t}\n{c}")),
                (Some(t), None) => Some(t.clone()),
                (None, c) => c.clone(),
            };
            out.push(g);
        }
        out
    }

    /// A tree holding every game's moves, merged where they agree.
    pub fn from_games<'a>(size: u8, games: impl IntoIterator<Item = &'a GameRecord>) -> GameTree {
        let mut t = GameTree::new(size);
        for g in games {
            t.add_line(&g.moves);
        }
        t
    }
}

impl PartialEq for GameTree {
    /// Same shape and the same content in every node, children in the same order.
    fn eq(&self, other: &GameTree) -> bool {
        if self.size != other.size || self.nodes.len() != other.nodes.len() {
            return false;
        }
        let mut stack = vec![(Self::ROOT, Self::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (na, nb) = (&self.nodes[a], &other.nodes[b]);
            if !na.same_content(nb) || na.children.len() != nb.children.len() {
                return false;
            }
            stack.extend(na.children.iter().copied().zip(nb.children.iter().copied()));
        }
        true
    }
}

impl Eq for GameTree {}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Vec<Move> {
        pearls_rules::Notation::new(15).parse_moves(s).unwrap()
    }

    #[test]
    fn lines_merge_and_come_back_as_games() {
        let mut t = GameTree::new(15);
        t.add_line(&m("h8 h9 j10"));
        t.add_line(&m("h8 h9 g10"));
        t.add_line(&m("h8 i9"));
        assert_eq!(t.len(), 6);
        let games = t.games();
        let lines: Vec<String> = games
            .iter()
            .map(|g| pearls_rules::Notation::new(15).format_moves(&g.moves))
            .collect();
        assert_eq!(lines, ["h8 h9 j10", "h8 h9 g10", "h8 i9"]);
        let mut u = GameTree::new(15);
        u.add_line(&m("h8 h9 g10"));
        assert_ne!(t, u);
        u.add_line(&m("h8 h9 j10"));
        u.add_line(&m("h8 i9"));
        // Same nodes, other child order.
        assert_ne!(t, u);
    }
}
