//! The solver's judgement of a puzzle's moves, over the engine's threat-space search
//! (`pearls_engine::vcf`): whether the attacker still wins after a move, what the
//! defender answers, and the attacker's winning move where a hint is asked for.
//!
//! A puzzle's moves are points placed alternately from black, with no rule check but
//! that each point is free (as `pearls analyze` and `POST /api/analysis` set positions
//! up), so that composed positions can be entered. The side to move after them is the
//! attacker. Every search is bounded by nodes, never by time, so that the same question
//! always gets the same answer: the defender's replies the server gave earlier are
//! recomputed, not stored.
//!
//! The attacker's moves are judged as the solver plays: a move is accepted when it
//! leaves a threat the defender must answer (a four, or a three where renju lets it be
//! one) and every answer the solver considers still loses to continuous fours, or to
//! continuous threats within [`VCT_DEPTH`] attacking moves. A quiet move is not accepted
//! even where the win would survive it: a puzzle asks for the forcing line.

use pearls_engine::pattern::Threat;
use pearls_engine::vcf::ThreatSearch;
use pearls_engine::{Board as EngineBoard, Rule, Sq};
use pearls_rules::{Board, Color, Notation, Point, Variant};

/// The nodes one proof may take, for VCF and for VCT: enough for the puzzles served,
/// small enough that a request is answered in milliseconds.
pub const VCF_NODES: u64 = 200_000;
pub const VCT_NODES: u64 = 200_000;
/// The most attacking moves a VCT may take.
pub const VCT_DEPTH: u8 = 6;
/// The most moves a puzzle's position and answer may hold together.
pub const MAX_MOVES: usize = 120;

/// The solver's table of failed positions: 2^16 entries.
const TABLE_BITS: u32 = 16;

/// A position of a puzzle: the rule, the referee's board and the side to move.
pub struct Position {
    pub variant: Variant,
    pub rule: Rule,
    pub board: Board,
    pub to_move: Color,
    /// The points played, in order.
    pub moves: Vec<Point>,
}

impl Position {
    /// The board after `moves` under the rule named `rule`; an error says which move
    /// cannot be played, or that the game is over before the last move.
    pub fn set_up(rule: &str, moves: &[Point]) -> Result<Position, String> {
        let variant = Variant::named(rule).map_err(|e| e.to_string())?;
        let engine_rule = Rule::for_stones(&variant.rules)?;
        if moves.len() > MAX_MOVES {
            return Err(format!(
                "{} moves are more than a puzzle holds ({MAX_MOVES})",
                moves.len()
            ));
        }
        let n = Notation::new(variant.size);
        let mut board = Board::new(variant.size);
        let mut color = Color::Black;
        for (i, &p) in moves.iter().enumerate() {
            if !board.contains(p) {
                return Err(format!("move {}: off the board", i + 1));
            }
            if !board.is_empty_at(p) {
                return Err(format!("move {}: {} is already taken", i + 1, n.format(p)));
            }
            // Only the last move may end the game: the line stops at its five.
            if i > 0 {
                let prev = moves[i - 1];
                if variant
                    .rules
                    .line_win(&board, prev, color.opposite())
                    .is_some()
                {
                    return Err(format!(
                        "move {}: the game was over at move {} ({})",
                        i + 1,
                        i,
                        n.format(prev)
                    ));
                }
            }
            board.put(p, color.into());
            color = color.opposite();
        }
        Ok(Position {
            variant,
            rule: engine_rule,
            board,
            to_move: color,
            moves: moves.to_vec(),
        })
    }

    /// Whether the last move made a winning line.
    pub fn last_move_won(&self) -> bool {
        self.moves.last().is_some_and(|&p| {
            self.variant
                .rules
                .line_win(&self.board, p, self.to_move.opposite())
                .is_some()
        })
    }

    fn engine(&self) -> EngineBoard {
        EngineBoard::from_position(&self.board, self.to_move, self.rule)
    }

    pub fn notation(&self) -> Notation {
        Notation::new(self.variant.size)
    }
}

/// Continuous fours, or else continuous threats, for the side to move: the line to its
/// five.
fn winning_line(search: &mut ThreatSearch, board: &mut EngineBoard) -> Option<Vec<Sq>> {
    search
        .shortest_vcf(board, VCF_NODES)
        .or_else(|| search.vct(board, VCT_NODES, VCT_DEPTH))
}

/// The defender's answers the solver considers, in the engine's order; empty when the
/// attacker made no threat. `Err(())` when the defender wins at once (it has a four).
fn answers(search: &mut ThreatSearch, board: &mut EngineBoard) -> Result<Vec<Sq>, ()> {
    let def = board.to_move();
    let att = def.opposite();
    if board.count(def, Threat::Five) > 0 {
        return Err(());
    }
    if board.count(att, Threat::Five) > 0 {
        let fives: Vec<Sq> = board.points_with(att, Threat::Five).collect();
        let blocks: Vec<Sq> = fives
            .into_iter()
            .filter(|&s| board.is_legal(s, def))
            .collect();
        if !blocks.is_empty() {
            // Against two fives, blocking one is still the answer a player would give.
            return Ok(blocks);
        }
        // The blocks are forbidden to black: any move, then the five.
        return Ok(any_legal(board, def).into_iter().collect());
    }
    if board.count_at_least(att, Threat::Flex4) == 0 {
        return Ok(Vec::new());
    }
    // Black's three is a threat only if its straight four may be played.
    let flex: Vec<Sq> = board.points_with(att, Threat::Flex4).collect();
    if !flex.into_iter().any(|s| board.is_legal(s, att)) {
        return Ok(Vec::new());
    }
    // A defender with continuous fours of its own wins first.
    if search.vcf(board, VCF_NODES).is_some() {
        return Err(());
    }
    let mut defences = pearls_engine::vcf::three_defences(board);
    if defences.is_empty() {
        defences.extend(any_legal(board, def));
    }
    Ok(defences)
}

/// A legal move for `color`, nearest the last move.
fn any_legal(board: &mut EngineBoard, color: Color) -> Option<Sq> {
    let last = board.last_move().map(|s| board.point(s));
    let mut v: Vec<Sq> = board
        .squares()
        .iter()
        .copied()
        .filter(|&s| board.is_empty(s))
        .collect();
    if let Some(l) = last {
        v.sort_by_key(|&s| board.point(s).distance(l));
    }
    v.into_iter().find(|&s| board.is_legal(s, color))
}

/// The defender's answers after the attacker's last move, each with the attacker's
/// winning line after it (`None` where the attacker no longer wins). `None` overall when
/// the defender wins at once or the attacker made no threat.
fn judged_answers(pos: &Position) -> Option<Vec<(Sq, Option<Vec<Sq>>)>> {
    let mut board = pos.engine();
    let mut search = ThreatSearch::new(TABLE_BITS);
    let defences = answers(&mut search, &mut board).ok()?;
    if defences.is_empty() {
        return None;
    }
    let mut out = Vec::with_capacity(defences.len());
    for q in defences {
        board.play(q);
        let line = winning_line(&mut search, &mut board);
        board.undo();
        out.push((q, line));
    }
    Some(out)
}

/// Whether the attacker, who just played the last of `moves`, still wins: the move made
/// five, or it is a threat whose every answer loses (see the module's note).
pub fn still_wins(rule: &str, moves: &[Point]) -> Result<bool, String> {
    let pos = Position::set_up(rule, moves)?;
    if pos.last_move_won() {
        return Ok(true);
    }
    Ok(judged_answers(&pos).is_some_and(|a| a.iter().all(|(_, line)| line.is_some())))
}

/// The defender's reply to the attacker's last move: of the answers, the one after which
/// the attacker's winning line is longest (the first of them in the engine's order on a
/// tie), so that the solver is made to show the whole win. `None` when the game is over
/// or the attacker made no threat.
pub fn defender_reply(rule: &str, moves: &[Point]) -> Result<Option<Point>, String> {
    let pos = Position::set_up(rule, moves)?;
    if pos.last_move_won() {
        return Ok(None);
    }
    let board = pos.engine();
    let Some(answers) = judged_answers(&pos) else {
        return Ok(None);
    };
    // An answer that refutes the move is the reply above all.
    let best = answers
        .iter()
        .enumerate()
        .max_by_key(|(i, (_, line))| {
            (
                line.as_ref().map_or(usize::MAX, Vec::len),
                std::cmp::Reverse(*i),
            )
        })
        .map(|(_, (q, _))| board.point(*q));
    Ok(best)
}

/// Whether `reply` is one of the answers the solver considers to the attacker's last
/// move (a competition's main line may give any of them).
pub fn is_answer(rule: &str, moves: &[Point], reply: Point) -> Result<bool, String> {
    let pos = Position::set_up(rule, moves)?;
    let mut board = pos.engine();
    let mut search = ThreatSearch::new(TABLE_BITS);
    let Ok(defences) = answers(&mut search, &mut board) else {
        return Ok(false);
    };
    let s = board.sq(reply);
    Ok(defences.contains(&s))
}

/// The side to move's winning line after `moves`, from its next move to its five, the
/// defender's forced replies between; `None` when the solver finds none.
pub fn winning_line_after(rule: &str, moves: &[Point]) -> Result<Option<Vec<Point>>, String> {
    let pos = Position::set_up(rule, moves)?;
    if pos.last_move_won() {
        return Ok(None);
    }
    let mut board = pos.engine();
    let mut search = ThreatSearch::new(TABLE_BITS);
    Ok(winning_line(&mut search, &mut board).map(|l| l.iter().map(|&s| board.point(s)).collect()))
}

/// The attacker's first moves after which it still wins, out of every empty point that
/// makes a threat: more than one means the puzzle has several answers.
pub fn winning_first_moves(rule: &str, moves: &[Point]) -> Result<Vec<Point>, String> {
    let pos = Position::set_up(rule, moves)?;
    let board = pos.engine();
    let att = pos.to_move;
    let candidates: Vec<Point> = board
        .points_with(att, Threat::Flex3)
        .map(|s| board.point(s))
        .collect();
    let mut wins = Vec::new();
    let mut line: Vec<Point> = moves.to_vec();
    for p in candidates {
        let mut b = pos.engine();
        if !b.is_legal(b.sq(p), att) {
            continue;
        }
        line.push(p);
        if still_wins(rule, &line)? {
            wins.push(p);
        }
        line.pop();
    }
    Ok(wins)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(s: &str) -> Vec<Point> {
        let n = Notation::new(15);
        s.split_whitespace()
            .map(|t| n.parse_point(t).unwrap())
            .collect()
    }

    /// Black's double four (free-style): the four at i8 makes two fives, so the defender
    /// blocks one and black makes the other.
    const DOUBLE_FOUR: &str = "f8 e8 g8 i12 h8 m12 i9 n13 i10 c3 i11 d14";

    /// Black's four-three at k8, the four along row 8 and the three up column k.
    const FOUR_THREE: &str = "h8 g8 i8 b14 j8 n2 k9 b2 k10 n14";

    #[test]
    fn a_double_four_wins_and_a_quiet_move_may_not() {
        let mut m = points(DOUBLE_FOUR);
        m.push(points("i8")[0]);
        assert!(still_wins("freestyle", &m).unwrap());
        let reply = defender_reply("freestyle", &m).unwrap().unwrap();
        assert!(["i7", "j8"].contains(&Notation::new(15).format(reply).as_str()));
        m.push(reply);
        let five = winning_line_after("freestyle", &m).unwrap().unwrap();
        assert_eq!(five.len(), 1);
        m.push(five[0]);
        assert!(still_wins("freestyle", &m).unwrap());
        assert_eq!(defender_reply("freestyle", &m).unwrap(), None);

        // With no threat standing, a move far away gives the defender time.
        let mut quiet = points(FOUR_THREE);
        quiet.push(points("a1")[0]);
        assert!(!still_wins("freestyle", &quiet).unwrap());
        assert_eq!(defender_reply("freestyle", &quiet).unwrap(), None);
    }

    #[test]
    fn in_renju_black_s_double_four_is_forbidden_but_white_s_wins() {
        // The same stones with colours swapped: black's double four would be a foul.
        let mut black = points(DOUBLE_FOUR);
        black.push(points("i8")[0]);
        assert!(still_wins("freestyle", &black).unwrap());
        let mut white = points("e8 f8 i12 g8 m12 h8 n13 i9 c3 i10 d14 i11 l3");
        white.push(points("i8")[0]);
        assert!(still_wins("renju", &white).unwrap());
    }

    #[test]
    fn a_position_that_cannot_be_is_refused_with_the_move() {
        let e = still_wins("renju", &points("h8 h8")).unwrap_err();
        assert!(e.contains("move 2") && e.contains("h8"), "{e}");
        let e = still_wins("nonsense", &points("h8")).unwrap_err();
        assert!(!e.is_empty());
        let five = points("a1 a15 b1 b15 c1 c15 d1 d15 e1 o15 h8");
        let e = Position::set_up("freestyle", &five).err().unwrap();
        assert!(e.contains("over at move 9"), "{e}");
    }
}
