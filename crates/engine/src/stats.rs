//! Where the search's nodes go: counts of its nodes, cut-offs, re-searches and
//! extensions, and how the tree divides among the kinds of move at one ply. Counted only
//! in a build with the `search-stats` feature (`pearls bench` prints them there): a
//! playing engine should not pay for an increment at every node. Without it every
//! function here is empty and [`take`] gives zeros.
//!
//! The counts are the calling thread's, the thread a one-thread search runs on; helper
//! threads count their own, which no one reads.

use std::cell::Cell;
use std::fmt;

/// Whether this build counts.
pub const ENABLED: bool = cfg!(feature = "search-stats");

/// How far below the root lie the nodes whose moves' subtrees are sized by kind
/// ([`Kind`]): their moves are a line's fourth. Deep enough that the root's own ordering
/// does not dominate, shallow enough that most of the tree lies below.
pub const KIND_PLY: usize = 3;

/// A counted event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A node of the main search. One handed to the quiescence search at the horizon or
    /// by razoring counts again as a quiescence node, as the engine's node count has it.
    Node,
    /// A main-search node searched with a full window.
    PvNode,
    /// A node of the quiescence search.
    QNode,
    /// A quiescence node that had fours to play rather than stand on its evaluation.
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
    /// A node that failed high on its first move.
    CutFirst,
    /// A node that failed high on a later move.
    CutLater,
    /// The moves searched at nodes that failed high.
    CutMoves,
    /// A node that failed low.
    AllNode,
    /// The moves searched at nodes that failed low.
    AllMoves,
    /// A move after the first searched reduced: a late quiet move, or a useless defence.
    Reduced,
    /// A reduced move searched again at full depth, having beaten alpha reduced.
    ReducedAgain,
    /// A move searched again with a full window at a PV node.
    PvAgain,
    /// An answer to an open three or a four-three point searched a ply deeper.
    DefenceExtension,
    /// One more three or four of an attack searched a ply deeper (renju).
    AttackExtension,
    /// A quiet move skipped by move-count pruning.
    MoveCountPruned,
    /// A search that reached the main search (not settled by the root's threat searches).
    Search,
    /// The largest history entry, either sign, when a search ends: summed over searches,
    /// so that over [`Event::Search`] it is the mean. The history is made anew for each
    /// search and grows with it, so how much it orders depends on the search's size.
    HistoryPeak,
}

const EVENTS: usize = Event::HistoryPeak as usize + 1;

/// The kind of a move at [`KIND_PLY`], by what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The block of a five.
    Forced,
    /// A move answering an open three or a four-three point.
    Defence,
    /// A move that makes an open three or a four, or takes a point where the opponent
    /// would make two threes or a four (`movepick::is_quiet`'s exceptions).
    Threat,
    /// Any other move.
    Quiet,
}

impl Kind {
    /// The kind of a move at a node whose only move blocks a five (`forced`), that
    /// answers a three (`defending`), or otherwise by whether the move is `quiet`.
    pub fn of(forced: bool, defending: bool, quiet: bool) -> Kind {
        if forced {
            Kind::Forced
        } else if defending {
            Kind::Defence
        } else if quiet {
            Kind::Quiet
        } else {
            Kind::Threat
        }
    }
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
    let mut s = Stats::default();
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
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
            "  quiescence {} ({:.1}%), {} of them with fours to play",
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
        for (heading, lines) in [
            (
                "main-search nodes ended early",
                &[
                    ("table", TableCut),
                    ("reverse futility", ReverseFutility),
                    ("null move", NullMove),
                    ("razoring", Razor),
                ][..],
            ),
            (
                "main-search nodes by what they answer",
                &[
                    ("a four", Forced),
                    ("an open three or a four-three point", Defending),
                ][..],
            ),
        ] {
            writeln!(f, "{heading}, of {node}")?;
            for &(name, e) in lines {
                writeln!(f, "  {name} {} ({:.1}%)", g(e), percent(g(e), node))?;
            }
        }
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
            "extended: answers to a three or four-three point {}, attacks {}; pruned by move count {}",
            g(DefenceExtension),
            g(AttackExtension),
            g(MoveCountPruned)
        )?;
        writeln!(
            f,
            "main searches {}: the history's largest entry at the end {:.0} on average (bound {}; the ordering adds 1/{} of an entry)",
            g(Search),
            ratio(g(HistoryPeak), g(Search)),
            crate::params::HISTORY_MAX,
            crate::params::HISTORY_DIVISOR
        )?;
        let total: u64 = self.kinds.iter().map(|k| k.1).sum();
        writeln!(
            f,
            "moves at the nodes {KIND_PLY} plies deep by kind: moves, subtree nodes (share, each)"
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
        use Event::*;
        for rule in [Rule::Freestyle, Rule::Renju] {
            let mut sum = Stats::default();
            for (s, nodes) in searched(rule) {
                assert_eq!(s.nodes(), nodes, "{rule:?}: every node counted once\n{s}");
                // A node ends once: by the table, a pruning, a fail high or a fail low
                // (or a five, a proven win or a forced block's single reply, uncounted).
                let ended = [
                    CutFirst,
                    CutLater,
                    AllNode,
                    TableCut,
                    ReverseFutility,
                    Razor,
                ]
                .map(|e| s.get(e))
                .iter()
                .sum::<u64>()
                    + s.get(NullMove);
                assert!(ended <= s.get(Node), "{rule:?}\n{s}");
                let subtrees: u64 = KINDS.iter().map(|&k| s.kind(k).1).sum();
                assert!(subtrees <= s.get(Node) + s.get(QNode), "{rule:?}\n{s}");
                assert!(s.get(Search) <= 1, "{rule:?}: one search\n{s}");
                assert!(
                    s.get(HistoryPeak) <= s.get(Search) * crate::params::HISTORY_MAX as u64,
                    "{rule:?}: the history stays within its bound\n{s}"
                );
                assert!(s.to_string().starts_with(&format!("nodes {nodes}\n")));
                for (a, b) in sum.events.iter_mut().zip(s.events) {
                    *a += b;
                }
                for (a, b) in sum.kinds.iter_mut().zip(s.kinds) {
                    *a = (a.0 + b.0, a.1 + b.1);
                }
            }
            // Random games' positions are full of threats: every kind of node and move
            // turns up.
            for e in [
                CutFirst,
                CutLater,
                AllNode,
                Forced,
                Defending,
                Reduced,
                QNodeMoves,
                Search,
                HistoryPeak,
            ] {
                assert!(sum.get(e) > 0, "{rule:?}: no {e:?}\n{sum}");
            }
            for k in KINDS {
                assert!(sum.kind(k).0 > 0, "{rule:?}: no {k:?} move\n{sum}");
            }
            // Free-style extends the answers to threes, renju the attacks.
            let (extended, not) = match rule {
                Rule::Freestyle => (DefenceExtension, AttackExtension),
                _ => (AttackExtension, DefenceExtension),
            };
            assert!(
                sum.get(extended) > 0 && sum.get(not) == 0,
                "{rule:?}\n{sum}"
            );
        }
        // Taken, the counts start again.
        assert_eq!(take().nodes(), 0);
    }

    #[test]
    fn a_move_s_kind_goes_by_the_node_first() {
        assert_eq!(Kind::of(true, true, false), Kind::Forced);
        assert_eq!(Kind::of(false, true, true), Kind::Defence);
        assert_eq!(Kind::of(false, false, true), Kind::Quiet);
        assert_eq!(Kind::of(false, false, false), Kind::Threat);
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
