//! Every tunable number of the engine, in one place so that tuning touches one file.

use crate::board::RELATIONS;
use crate::pattern::{Threat, PATTERNS, THREATS};
use crate::Rule;

// The evaluation's values are learned: see `weights` here and the `pearls-tune` crate.

/// Move ordering's static part: what a point is worth as an attack and as a defence, by
/// the threat it makes for the side to move and for the opponent, plus a bonus per line
/// pattern for each, sixteenths of the point's values to each in the evaluation's table,
/// and a bonus by where the point lies from the last stone of each side. `pearls tune
/// --order` fits them to the moves of finished games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ordering {
    pub attack: [i32; THREATS],
    pub defend: [i32; THREATS],
    pub own_line: [i32; PATTERNS],
    pub their_line: [i32; PATTERNS],
    pub own_value: i32,
    pub their_value: i32,
    /// By where the point lies from the opponent's last stone and from one's own (see
    /// [`RELATIONS`]).
    pub last: [i32; RELATIONS],
    pub own_last: [i32; RELATIONS],
}

const LINE_ORDER: [i32; PATTERNS] = [0, 0, 1, 3, 4, 10, 10, 10, 10, 30, 30, 40, 80, 200];
const ORDERING: Ordering = Ordering {
    attack: [
        0, 0, 30, 40, 160, 240, 400, 520, 3000, 1200, 1500, 6000, 30000, 100000,
    ],
    defend: [
        0, 0, 20, 24, 120, 180, 300, 420, 1600, 800, 1000, 3000, 12000, 50000,
    ],
    own_line: LINE_ORDER,
    their_line: LINE_ORDER,
    own_value: 0,
    their_value: 0,
    last: [0; RELATIONS],
    own_last: [0; RELATIONS],
};
/// Renju's ordering, fitted by `pearls tune --order --hold-last-stones --rule renju
/// --epochs 300 --rate 2` (the bonuses by the last stones held at zero) to 687,658 moves
/// of 28,407 games the engine played at 48,000 nodes a move: the played move ranks first
/// in 28.3% of held-out positions, against 25.4% before, and the point's value to the
/// opponent counts three times as much as its value to the side to move. Against the
/// ordering before (hand-set, the two values counted alike): +26.9 Elo (95%: +10.0 to
/// +44.0, 1434 games at 48,000 nodes). The free-style fit made no measurable difference
/// (0.0 Elo, 675 games) and the bonuses by the last stones cost renju 16 Elo (-40 to +7,
/// 704 games), so neither is used; a second fit, to 34,894 games, played +3.9 (1259
/// games), too little to replace these.
const RENJU_ORDERING: Ordering = Ordering {
    attack: [
        -171, 0, -59, 2, 116, 246, 588, 898, 2685, 1109, 1524, 5988, 29999, 100000,
    ],
    defend: [
        -162, -1, -30, 19, 55, 144, 503, 676, 1403, 804, 1023, 3000, 12000, 50000,
    ],
    own_line: [
        -227, 0, -140, -101, -81, 249, 249, 249, 193, 112, 112, -52, 79, 200,
    ],
    their_line: [
        -102, -3, -6, -41, -80, 55, 55, 55, 91, 145, 145, 70, 80, 200,
    ],
    own_value: 16,
    their_value: 53,
    last: [0; RELATIONS],
    own_last: [0; RELATIONS],
};

/// The ordering `rule` plays with.
pub fn ordering(rule: Rule) -> &'static Ordering {
    if rule == Rule::Renju {
        &RENJU_ORDERING
    } else {
        &ORDERING
    }
}

pub const TT_MOVE_BONUS: i32 = 1 << 24;
pub const KILLER_BONUS: [i32; 2] = [20000, 15000];
pub const COUNTER_BONUS: i32 = 10000;
/// History scores are kept within this bound.
pub const HISTORY_MAX: i32 = 16384;
/// The ordering adds a history score divided by this. A thirty-second and no history at
/// all both measured even with it at 256,000 nodes in free-style (experiments.tsv).
pub const HISTORY_DIVISOR: i32 = 8;

/// Aspiration windows: first half-width and growth.
pub const ASPIRATION_DEPTH: i32 = 5;
pub const ASPIRATION_DELTA: i32 = 25;

/// Late move reductions: moves after this many are reduced, by
/// `base + ln(depth) * ln(index) / divisor` plies, rounded down.
pub const LMR_MIN_DEPTH: i32 = 3;
pub const LMR_MIN_INDEX: usize = 2;
pub const LMR_BASE: f64 = 0.4;
/// The divisor by rule. Renju reads late moves deeper: 1.0 played +16.1 Elo (95%: +4.1
/// to +28.2, 2478 games) against 0.8 there, and 1.25 +22.2 (95%: +7.2 to +37.3, 1614
/// games) against 1.0, but 1.5 no better than 1.25 (-1.1, 1246 games); in free-style
/// 1.0 played even with 0.8 (-0.8, 832 games), and so did 1.25 (+0.3, 2276 games).
pub fn lmr_divisor(rule: Rule) -> f64 {
    if rule == Rule::Renju {
        1.25
    } else {
        0.8
    }
}
/// Reverse futility pruning: the margin per ply (one ply less where improving).
pub const RFP_MARGIN: i32 = 90;
/// Whether reverse futility pruning waits until the opponent has no four to make, whose
/// forcing line the static evaluation cannot see. Not in renju, where the wait cost more
/// depth than the lines it saved were worth; elsewhere dropping it made no difference
/// that could be measured.
pub fn rfp_waits_for_fours(rule: Rule) -> bool {
    rule != Rule::Renju
}
/// Null move: from this depth, a non-PV node whose estimate and static evaluation stand
/// at or above beta passes, and a search of `NULL_MOVE_BASE + depth / NULL_MOVE_DIVISOR`
/// plies less that still fails high ends the node. Not where the opponent can make a
/// four: a four answered by the pass is a forcing line the reduced search reads poorly,
/// and a pass there is refuted at once anyway. Renju only: against the same engine
/// without it at 16,000 nodes a move it gained +20.7 Elo there and played even in
/// free-style (-0.2 after 4,000 games), and in free-style at 64,000 nodes it lost 26.8
/// (95%: -47.3 to -6.5, 818 games); at 4,000 nodes, too shallow for its savings to pay,
/// it made no difference in either (experiments.tsv).
pub fn null_move(rule: Rule) -> bool {
    rule == Rule::Renju
}
pub const NULL_MOVE_DEPTH: i32 = 3;
pub const NULL_MOVE_BASE: i32 = 3;
pub const NULL_MOVE_DIVISOR: i32 = 4;
/// The opponent's threat below which the null move is tried: none of its points makes
/// this much or more.
pub const NULL_MOVE_THREAT: Threat = Threat::Block4;
/// Razoring: at these depths, a node whose evaluation is this far below alpha drops to
/// the horizon's threat search.
pub const RAZOR_MARGIN: [i32; 4] = [0, 100, 180, 260];
/// Internal iterative reduction: from this depth, a node without a table move loses a ply.
pub const IIR_DEPTH: i32 = 4;
/// Blocking a five costs no depth from this depth up. Below it the block is an ordinary
/// ply, so that runs of fours near the leaves stay with the quiescence search, which
/// reads them more cheaply than full-width plies between the fours would.
pub const BLOCK_EXTENSION_DEPTH: i32 = 3;
/// How many times on a line a three or four that follows one's own three or four is
/// searched a ply deeper. Renju only: there it gained; in free-style it made no
/// difference that could be measured, and at 64,000 nodes a move it lost 13.2 (95%:
/// -28.6 to +2.2, 1,586 games).
pub fn attack_extensions(rule: Rule) -> i32 {
    if rule == Rule::Renju {
        4
    } else {
        0
    }
}
/// How many times on a line the answer to the opponent's open three (or to its point
/// that makes a four and an open three at once) is searched a ply deeper, from
/// [`BLOCK_EXTENSION_DEPTH`] up, so that the opponent's threat sequences are read to
/// their end as its runs of fours are. Free-style only, where it was measured (see
/// docs/engine/strength.md, "Free-style as white"); in renju it lost 50 Elo (95%: -89
/// to -12, 260 games at 16,000 nodes a move), and the other rules keep their search. At
/// 256,000 nodes a move a limit of 2 scored -36.8 (95%: -81.0 to +6.1, 142 games) and
/// one of 6 +5.1 (-32.9 to +43.1, 206 games) against 4.
pub fn defence_extensions(rule: Rule) -> i32 {
    if rule == Rule::Freestyle {
        4
    } else {
        0
    }
}
/// Move-count pruning: at depth d a non-PV node stops trying quiet moves after
/// `BASE + SCALE * d^POWER` moves where the side to move's evaluation has risen since its
/// last turn, and after `NOT_IMPROVING` times as many where not.
pub const MOVE_COUNT_BASE: f64 = 3.0;
pub const MOVE_COUNT_SCALE: f64 = 1.0;
pub const MOVE_COUNT_POWER: f64 = 1.32;
pub const MOVE_COUNT_NOT_IMPROVING: f64 = 0.5;
/// Whether move-count pruning reaches the principal variation's nodes too (not the
/// root's), as Rapfi's does. Renju only: at 64,000 nodes a move it gained +40.4 Elo there
/// (95%: +17.4 to +63.6, 588 games), and in free-style it made no difference that could
/// be measured (-0.0 after 766 games).
pub fn move_count_on_pv(rule: Rule) -> bool {
    rule == Rule::Renju
}
/// Where the opponent has an open three, an own move that does not stand where the
/// opponent would make a four (a four elsewhere, played for tempo, or a point beside the
/// three that does not stop it) is read `[0]` plies shallower when more than
/// [`USELESS_DEFENCE_FAR`] from the opponent's last stone and `[1]` more when as far
/// from one's own; at depth [`USELESS_DEFENCE_PRUNE_DEPTH`] or less, far from both (from
/// one's own, a point farther in renju), it is not read at all. Rapfi's reductions and
/// pruning of such moves; at 64,000 nodes a move: +15.9 Elo in free-style (95%: +2.4 to
/// +29.5, 2,008 games) and +16.5 in renju (+0.6 to +32.5, 1,473 games); both tests
/// stopped short of a decision (LLR 2.31 and 1.76 of 2.94), their intervals above zero.
pub const USELESS_DEFENCE_REDUCTION: [i32; 2] = [2, 1];
pub const USELESS_DEFENCE_FAR: u8 = 4;
pub const USELESS_DEFENCE_PRUNE_DEPTH: i32 = 2;
pub fn useless_defence_far_own(rule: Rule) -> u8 {
    if rule == Rule::Renju {
        5
    } else {
        4
    }
}

/// Node budgets of the root's threat searches (inside the search, the quiescence search
/// plays fours past the horizon instead).
pub const ROOT_VCF_NODES: u64 = 2_000_000;
pub const ROOT_VCT_NODES: u64 = 300_000;
/// Quiescence: a node this far below alpha stops looking for fours.
pub const QSEARCH_DELTA: i32 = 1500;
/// Root threat searches may use this share of the optimum time (percent), or this
/// fraction of a node limit.
pub const ROOT_THREAT_PERCENT: u32 = 10;
pub const ROOT_THREAT_NODE_SHARE: u64 = 8;

/// Time management (milliseconds unless said otherwise).
/// Kept back from every limit for process start, output and the manager's clock.
pub const TIME_RESERVE_MS: u64 = 30;
/// Share of a limit kept back on top of the reserve, in percent.
pub const TIME_RESERVE_PERCENT: u64 = 3;
/// Moves assumed still to come when only the game's clock limits us.
pub const MOVES_TO_GO_MIN: u64 = 12;
pub const MOVES_TO_GO_MAX: u64 = 40;
/// Under the game's clock, no iteration starts once this share (percent) of the move's
/// share of the time left is used.
pub const NEW_ITERATION_PERCENT: u64 = 60;
/// The hard limit is at most this many times the optimum.
pub const MAX_OVER_OPTIMUM: u64 = 4;

/// Strength: below 100, the depth and node caps at strength 0, and the softmax
/// temperature (in evaluation units) at strength 0.
pub const WEAK_DEPTH_MIN: i32 = 2;
pub const WEAK_DEPTH_RANGE: i32 = 10;
pub const WEAK_NODES_MIN: u64 = 2_000;
pub const WEAK_TEMPERATURE: f64 = 120.0;
pub const WEAK_CANDIDATES: usize = 5;

/// Swap2 with three stones: white is kept unless its score is below minus this.
pub const SWAP2_MARGIN: i32 = 60;

/// Balancing (swap openings, YXBALANCEONE/TWO): candidate points for the first and the
/// second added stone, the depth of each candidate's search, and its time when the
/// caller sets none.
pub const BALANCE_FIRST: usize = 10;
pub const BALANCE_SECOND: usize = 6;
pub const BALANCE_DEPTH: i32 = 8;
pub const BALANCE_UNTIMED_MS: u64 = 200;
