//! Where the search's nodes go: counts of its nodes, cut-offs, re-searches and
//! extensions, and how the tree divides among the kinds of move at one ply. Counted only
//! in a build with the `search-stats` feature (`pearls analyze` prints them there): a
//! playing engine should not pay for an increment at every node. Without it every
//! function here is empty and [`take`] gives zeros.
//!
//! The counts are the calling thread's, the thread a one-thread search runs on; helper
//! threads count their own, which no one reads.

use std::cell::Cell;
use std::fmt;

/// Whether this build counts.
pub const ENABLED: bool = cfg!(feature = "search-stats");

/// The ply, counted from the root's children as 1, whose moves' subtrees are sized by
/// kind ([`Kind`]): deep enough that the root's own ordering does not dominate, shallow
/// enough that most of the tree lies below it.
pub const KIND_PLY: usize = 3;

/// A counted event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A node of the main search (before it may drop to the quiescence search).
    Node,
    /// A main-search node searched with a full window.
    PvNode,
    /// A node of the quiescence search.
    QNode,
    /// A quiescence node that played on with fours rather than stand on its evaluation.
    QNodeMoves,
    /// The nodes of the root's threat searches (VCF, VCT).
    ThreatNodes,
    /// A node settled by the transposition table.
    TableCut,
    /// A node ended by reverse futility.
    ReverseFutility,
    /// A node ended by the null move.
    NullMove,
    /// A node dropped to the quiescence search by razoring.
    Razor,
    /// A node whose only move blocks a five.
    Forced,
    /// A node answering an open three or a four-three point.
    Defending,
    /// A node that failed high on its first move, and one that did so later.
    CutFirst,
    CutLater,
    /// The moves searched at nodes that failed high.
    CutMoves,
    /// A node that failed low, and the moves it searched.
    AllNode,
    AllMoves,
    /// A move searched reduced, and one searched again at full depth after it beat alpha
    /// reduced.
    Reduced,
    ReducedAgain,
    /// A move searched again with a full window at a PV node.
    PvAgain,
    /// A move searched a ply deeper as the answer to an open three, or as one more
    /// three or four in an attack.
    DefenceExtension,
    AttackExtension,
    /// A quiet move skipped by move-count pruning.
    MoveCountPruned,
}

const EVENTS: usize = Event::MoveCountPruned as usize + 1;

/// The kind of a move at [`KIND_PLY`], by what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The block of a five.
    Forced,
    /// A move answering an open three or a four-three point.
    Defence,
    /// A move that makes a three or a four, or takes the opponent's double-three point.
    Threat,
    /// Any other move.
    Quiet,
}

const KINDS: [Kind; 4] = [Kind::Forced, Kind::Defence, Kind::Threat, Kind::Quiet];

thread_local! {
    static COUNTS: [Cell<u64>; EVENTS + 2 * KINDS.len()] = const {
        [const { Cell::new(0) }; EVENTS + 2 * KINDS.len()]
    };
}

fn bump(i: usize, n: u64) {
    COUNTS.with(|c| c[i].set(c[i].get() + n));
}

/// Counts `e` once.
#[inline(always)]
pub fn count(e: Event) {
    if ENABLED {
        bump(e as usize, 1);
    }
}

/// Counts `e` `n` times.
#[inline(always)]
pub fn add(e: Event, n: u64) {
    if ENABLED {
        bump(e as usize, n);
    }
}

/// The nodes of the main and quiescence searches so far, to size a subtree by.
#[inline(always)]
pub fn tree_nodes() -> u64 {
    if ENABLED {
        COUNTS.with(|c| c[Event::Node as usize].get() + c[Event::QNode as usize].get())
    } else {
        0
    }
}

/// Counts a move of `kind` at [`KIND_PLY`] whose subtree took `nodes`.
#[inline(always)]
pub fn subtree(kind: Kind, nodes: u64) {
    if ENABLED {
        let i = EVENTS + 2 * kind as usize;
        bump(i, 1);
        bump(i + 1, nodes);
    }
}

/// The counts so far, which start again from zero.
pub fn take() -> Stats {
    let mut s = Stats {
        events: [0; EVENTS],
        kinds: [(0, 0); KINDS.len()],
    };
    COUNTS.with(|c| {
        for (i, e) in s.events.iter_mut().enumerate() {
            *e = c[i].replace(0);
        }
        for (k, slot) in s.kinds.iter_mut().enumerate() {
            let i = EVENTS + 2 * k;
            *slot = (c[i].replace(0), c[i + 1].replace(0));
        }
    });
    s
}

/// A snapshot of the counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    events: [u64; EVENTS],
    /// Moves and their subtrees' nodes, by [`Kind`].
    kinds: [(u64, u64); KINDS.len()],
}

impl Stats {
    pub fn get(&self, e: Event) -> u64 {
        self.events[e as usize]
    }

    /// The moves of `kind` at [`KIND_PLY`] and the nodes of their subtrees.
    pub fn kind(&self, kind: Kind) -> (u64, u64) {
        self.kinds[kind as usize]
    }

    /// Every node counted: what a one-thread search reports as its nodes.
    pub fn nodes(&self) -> u64 {
        self.get(Event::Node) + self.get(Event::QNode) + self.get(Event::ThreatNodes)
    }
}

fn percent(part: u64, whole: u64) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}

fn ratio(part: u64, whole: u64) -> f64 {
    part as f64 / whole.max(1) as f64
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Event::*;
        let g = |e| self.get(e);
        let all = self.nodes();
        let node = g(Node);
        writeln!(f, "nodes {all}")?;
        writeln!(
            f,
            "  main search {node} ({:.1}%), {} with a full window",
            percent(node, all),
            g(PvNode)
        )?;
        writeln!(
            f,
            "  quiescence {} ({:.1}%), {} of them playing fours",
            g(QNode),
            percent(g(QNode), all),
            g(QNodeMoves)
        )?;
        writeln!(
            f,
            "  root threat searches {} ({:.1}%)",
            g(ThreatNodes),
            percent(g(ThreatNodes), all)
        )?;
        writeln!(f, "main-search nodes ended early, of {node}")?;
        for (name, e) in [
            ("table", TableCut),
            ("reverse futility", ReverseFutility),
            ("null move", NullMove),
            ("razoring", Razor),
        ] {
            writeln!(f, "  {name} {} ({:.1}%)", g(e), percent(g(e), node))?;
        }
        writeln!(f, "main-search nodes by what they answer")?;
        writeln!(
            f,
            "  a four {} ({:.1}%), an open three {} ({:.1}%)",
            g(Forced),
            percent(g(Forced), node),
            g(Defending),
            percent(g(Defending), node)
        )?;
        let cuts = g(CutFirst) + g(CutLater);
        writeln!(
            f,
            "fail high {cuts}: on the first move {} ({:.1}%), moves searched {} ({:.2} each)",
            g(CutFirst),
            percent(g(CutFirst), cuts),
            g(CutMoves),
            ratio(g(CutMoves), cuts)
        )?;
        writeln!(
            f,
            "fail low {}: moves searched {} ({:.2} each)",
            g(AllNode),
            g(AllMoves),
            ratio(g(AllMoves), g(AllNode))
        )?;
        writeln!(
            f,
            "reduced {}, searched again {} ({:.2}%); PV moves searched again {}",
            g(Reduced),
            g(ReducedAgain),
            percent(g(ReducedAgain), g(Reduced)),
            g(PvAgain)
        )?;
        writeln!(
            f,
            "extended: answers to a three {}, attacks {}; pruned by move count {}",
            g(DefenceExtension),
            g(AttackExtension),
            g(MoveCountPruned)
        )?;
        let total: u64 = self.kinds.iter().map(|k| k.1).sum();
        writeln!(
            f,
            "moves at ply {KIND_PLY} by kind: moves, subtree nodes (share, each)"
        )?;
        for k in KINDS {
            let (moves, nodes) = self.kind(k);
            writeln!(
                f,
                "  {:<8} {moves} {nodes} ({:.1}%, {:.1})",
                format!("{k:?}").to_lowercase(),
                percent(nodes, total),
                ratio(nodes, moves)
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::random_boards;
    use crate::{Engine, Limits, Rule};

    /// The counts of a one-thread search of each of a few positions, taken after it.
    fn searched(rule: Rule) -> Vec<(Stats, u64)> {
        let limits = Limits {
            depth: Some(7),
            ..Limits::default()
        };
        random_boards(rule, 6)
            .iter()
            .map(|b| {
                take();
                let r = Engine::default().think(b, &limits, &mut |_| {});
                (take(), r.nodes)
            })
            .collect()
    }

    #[cfg(feature = "search-stats")]
    #[test]
    fn the_counts_add_up_to_the_search_s_nodes() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            // A position the root's threat search wins has no main search at all.
            let (mut moves_at_kind_ply, mut cuts) = (0, 0);
            for (s, nodes) in searched(rule) {
                assert_eq!(s.nodes(), nodes, "{rule:?}: every node counted once\n{s}");
                let subtrees: u64 = KINDS.iter().map(|&k| s.kind(k).1).sum();
                assert!(subtrees <= s.get(Event::Node) + s.get(Event::QNode));
                cuts += s.get(Event::CutFirst) + s.get(Event::CutLater);
                assert!(s.get(Event::CutMoves) >= s.get(Event::CutFirst));
                assert!(s.get(Event::ReducedAgain) <= s.get(Event::Reduced));
                assert!(s.get(Event::QNodeMoves) <= s.get(Event::QNode));
                moves_at_kind_ply += KINDS.iter().map(|&k| s.kind(k).0).sum::<u64>();
            }
            assert!(moves_at_kind_ply > 0, "{rule:?}: no move at ply {KIND_PLY}");
            assert!(cuts > 0, "{rule:?}: no node failed high");
        }
        // Taken, the counts start again.
        assert_eq!(take().nodes(), 0);
    }

    #[cfg(not(feature = "search-stats"))]
    #[test]
    fn nothing_is_counted_without_the_feature() {
        for (s, nodes) in searched(Rule::Freestyle) {
            assert!(nodes > 0);
            assert_eq!(s.nodes(), 0);
            assert!(KINDS.iter().all(|&k| s.kind(k) == (0, 0)));
        }
    }
}
