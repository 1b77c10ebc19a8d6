//! Swiss pairings after the Dutch system, with FIDE C.04.3 as the guide.
//!
//! # The procedure
//!
//! Players are numbered by their pairing number (0 the highest seed). Each round:
//!
//! 1. **Who plays.** Withdrawn players are left out. With an odd count, one player gets
//!    the bye: the lowest-ranked (fewest points, then highest pairing number) who has not
//!    had one, and for whom the others can still be paired under the criteria of the
//!    pass being tried (step 4). A player gets a second bye only when everyone present
//!    has had one, or when no other bye leaves a pairing without a repeated opponent
//!    (the rule against meeting twice comes first).
//! 2. **Ranking.** The rest are ranked by points, then pairing number, and so fall into
//!    score groups.
//! 3. **Pairing, top down.** The highest-ranked unpaired player `p` is paired first. Its
//!    candidates, in order of preference, are:
//!    - its own score group, as the Dutch system splits it: with the group's unpaired
//!      players `L` (`p = L[0]`) and `h = |L| / 2`, first `L[h]` (the top of the bottom
//!      half S2, as the first of S1 meets the first of S2), then the rest of S2 in
//!      order (transpositions), then the top half from the bottom up (exchanges between
//!      S1 and S2);
//!    - then the players below, highest first: `p` floats down and the one it meets
//!      floats up, so a downfloater meets the highest resident that it may.
//!
//!    An odd player left at the bottom of a group thus floats into the next group and is
//!    paired there first, against that group's highest player.
//! 4. **Criteria, in passes.** A pairing is searched for with backtracking (a failed
//!    set of unpaired players is remembered, so the search ends quickly), under the
//!    strictest criteria first:
//!    1. no two players meet twice, and no two players with the same absolute colour
//!       preference meet (their game would give one of them a third same colour running
//!       or a colour difference of 3: a *colour clash*);
//!    2. no two players meet twice, with as few colour clashes as can be: one, then
//!       two, and so on (a second bye is tried only after every first one fails);
//!    3. anything (only when no pairing without a repeat exists at all).
//!
//!    So opponents never repeat while another pairing exists, and the colour rules give
//!    way only to that. The search takes milliseconds for Swiss fields (a hundred
//!    players, a dozen rounds); a "Swiss" of nearly as many rounds as players is a
//!    round-robin in disguise whose last rounds may search for seconds, and a tournament
//!    refuses one (see [`super::tournament::System::check_field`]).
//! 5. **Colours** (FIDE C.04.3 E): a player's preference is *absolute* when its colour
//!    difference (Black games − White games) is beyond ±1 or its last two games had the
//!    same colour, *strong* at ±1, *mild* at 0 (the other colour than its last), and none
//!    before its first game. In each game: both preferences granted when they differ;
//!    otherwise the stronger is granted; with equal strength, the one with a different
//!    colour more recently in their histories alternates from it; failing that, the
//!    higher-ranked player's preference. With no preference on either side (the first
//!    round), the higher-ranked player has Black on odd boards and White on even ones,
//!    as Dutch initial colours alternate down the boards.
//!
//! Boards are listed in the order they were paired: top scores first.
//!
//! The Dutch absolute colour criterion (no player gets a colour a third time running)
//! gives way only where every pairing without a repeat breaks it: eight players over five
//! rounds can leave no other way, and then as few players as can be get the third colour.
//! Avoiding such rounds altogether would take looking ahead at later rounds, which the
//! Dutch system does not do either.

use super::standings::{ByePoints, Event, GameResult};
use super::{Pairing, Player, Round};
use pearls_rules::Color;
use std::collections::HashSet;

/// What the pairing needs to know of a player before a round.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SwissPlayer {
    /// Points in half points (a win 2, a draw 1, a bye as the tournament scores it).
    pub half_points: u32,
    /// Everyone this player has met, in any order.
    pub opponents: Vec<Player>,
    /// The colours of the games played, in order (byes and forfeits without a game left
    /// out).
    pub colours: Vec<Color>,
    /// Whether this player has already sat out a round with a bye.
    pub had_bye: bool,
    /// Withdrawn players are not paired.
    pub withdrawn: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

impl SwissPlayer {
    fn colour_difference(&self) -> i64 {
        self.colours
            .iter()
            .map(|c| if *c == Color::Black { 1 } else { -1 })
            .sum()
    }

    /// The colour this player should have next, and how much it matters.
    fn preference(&self) -> (Strength, Option<Color>) {
        let cd = self.colour_difference();
        let last = self.colours.last().copied();
        let n = self.colours.len();
        let repeated = n >= 2 && self.colours[n - 1] == self.colours[n - 2];
        if cd.abs() > 1 {
            let c = if cd > 0 { Color::White } else { Color::Black };
            return (Strength::Absolute, Some(c));
        }
        if repeated {
            return (Strength::Absolute, last.map(Color::opposite));
        }
        match (cd, last) {
            (1, _) => (Strength::Strong, Some(Color::White)),
            (-1, _) => (Strength::Strong, Some(Color::Black)),
            (_, Some(l)) => (Strength::Mild, Some(l.opposite())),
            (_, None) => (Strength::None, None),
        }
    }
}

/// What the pairing needs, from the rounds played so far (events as the standings read
/// them) and the players who have withdrawn. A game still going counts as played for
/// pairing (the two have met, with their colours) but gives no points yet. A forfeit
/// gives the winner a win and no colour, and the two are not taken to have met: they may
/// be paired again, as FIDE's rules have it for a game not played. Any bye, whatever it
/// gave, counts as the player's bye.
pub fn history(players: usize, rounds: &[Vec<Event>], withdrawn: &[Player]) -> Vec<SwissPlayer> {
    let mut out = vec![SwissPlayer::default(); players];
    for round in rounds {
        for e in round {
            match *e {
                Event::Game {
                    black,
                    white,
                    result,
                } => {
                    out[black].opponents.push(white);
                    out[white].opponents.push(black);
                    out[black].colours.push(Color::Black);
                    out[white].colours.push(Color::White);
                    let (b, w) = match result {
                        Some(GameResult::BlackWins) => (2, 0),
                        Some(GameResult::WhiteWins) => (0, 2),
                        Some(GameResult::Draw) => (1, 1),
                        None => (0, 0),
                    };
                    out[black].half_points += b;
                    out[white].half_points += w;
                }
                Event::Forfeit { winner, .. } => out[winner].half_points += 2,
                Event::Bye { player, points } => {
                    out[player].had_bye = true;
                    out[player].half_points += match points {
                        ByePoints::Full => 2,
                        ByePoints::Half => 1,
                        ByePoints::Zero => 0,
                    };
                }
            }
        }
    }
    for &p in withdrawn {
        if let Some(x) = out.get_mut(p) {
            x.withdrawn = true;
        }
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pass {
    NoRepeatsColours,
    /// No repeats, and at most this many games between two players with the same
    /// absolute colour preference.
    NoRepeats(usize),
    Anything,
}

/// Whether the game of `a` and `b` must give one of them a colour against an absolute
/// preference (a third same colour running, or a colour difference of 3).
fn colour_clash(a: &SwissPlayer, b: &SwissPlayer) -> bool {
    let (sa, ca) = a.preference();
    let (sb, cb) = b.preference();
    sa == Strength::Absolute && sb == Strength::Absolute && ca == cb
}

/// The next round's pairings, or `None` when fewer than two players are present.
pub fn pair(players: &[SwissPlayer]) -> Option<Round> {
    let present: Vec<Player> = (0..players.len())
        .filter(|&p| !players[p].withdrawn)
        .collect();
    if present.len() < 2 {
        return None;
    }
    // Ranked: points down, then pairing number up.
    let mut ranked = present.clone();
    ranked.sort_by(|&a, &b| {
        players[b]
            .half_points
            .cmp(&players[a].half_points)
            .then(a.cmp(&b))
    });
    // Lowest-ranked first: those without a bye, then (only when needed) the others.
    let (mut fresh, mut again): (Vec<Player>, Vec<Player>) =
        ranked.iter().rev().partition(|&&p| !players[p].had_bye);
    if fresh.is_empty() {
        // Everyone has had a bye: all start afresh.
        std::mem::swap(&mut fresh, &mut again);
    }
    let byes = |second: bool| -> Vec<Option<Player>> {
        if ranked.len().is_multiple_of(2) {
            return if second { Vec::new() } else { vec![None] };
        }
        let list = if second { &again } else { &fresh };
        list.iter().copied().map(Some).collect()
    };
    // One pass over the byes allowed: the first pairing found, with its bye.
    let attempt = |pass: Pass, second: bool| -> Option<Round> {
        let budget = match pass {
            Pass::NoRepeats(k) => k,
            _ => 0,
        };
        for bye in byes(second) {
            let rest: Vec<Player> = ranked.iter().copied().filter(|&p| Some(p) != bye).collect();
            let mut search = Search {
                players,
                pass,
                failed: HashSet::new(),
            };
            if let Some(pairs) = search.run(&rest, budget) {
                let games = pairs
                    .into_iter()
                    .enumerate()
                    .map(|(board, (hi, lo))| colours(players, hi, lo, board))
                    .collect();
                return Some(Round { games, bye });
            }
        }
        None
    };
    let clashes = |r: &Round| {
        r.games
            .iter()
            .filter(|g| colour_clash(&players[g.black], &players[g.white]))
            .count()
    };
    // Without a repeat and without a colour clash; failing that, without a repeat and
    // with as few clashes as can be (a pairing with any number first, then fewer); a
    // second bye only when no first one allows a pairing without a repeat.
    for second in [false, true] {
        if let Some(r) = attempt(Pass::NoRepeatsColours, second) {
            return Some(r);
        }
        if let Some(any) = attempt(Pass::NoRepeats(ranked.len() / 2), second) {
            let most = clashes(&any);
            return (1..most)
                .find_map(|k| attempt(Pass::NoRepeats(k), second))
                .or(Some(any));
        }
    }
    for second in [false, true] {
        if let Some(r) = attempt(Pass::Anything, second) {
            return Some(r);
        }
    }
    unreachable!("the last pass accepts any pairing of an even number of players")
}

struct Search<'a> {
    players: &'a [SwissPlayer],
    pass: Pass,
    /// Sets of unpaired players that could not be paired, with the clashes that were
    /// left to spend.
    failed: HashSet<(Vec<Player>, usize)>,
}

impl Search<'_> {
    /// Whether `a` may meet `b`, and whether their game is a colour clash.
    fn allowed(&self, a: Player, b: Player) -> Option<bool> {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        let clash = colour_clash(pa, pb);
        match self.pass {
            Pass::Anything => Some(clash),
            _ if pa.opponents.contains(&b) => None,
            Pass::NoRepeats(_) => Some(clash),
            Pass::NoRepeatsColours => (!clash).then_some(false),
        }
    }

    /// Pairs `unpaired` (ranked, best first) completely, as (higher, lower) pairs, with
    /// at most `clashes` colour clashes (in the passes that count them).
    fn run(&mut self, unpaired: &[Player], clashes: usize) -> Option<Vec<(Player, Player)>> {
        let Some((&p, rest)) = unpaired.split_first() else {
            return Some(Vec::new());
        };
        let key = (unpaired.to_vec(), clashes);
        if self.failed.contains(&key) {
            return None;
        }
        let counted = matches!(self.pass, Pass::NoRepeats(_));
        for q in self.candidates(p, rest) {
            let Some(clash) = self.allowed(p, q) else {
                continue;
            };
            let left_clashes = if counted && clash {
                match clashes.checked_sub(1) {
                    Some(c) => c,
                    None => continue,
                }
            } else {
                clashes
            };
            let left: Vec<Player> = rest.iter().copied().filter(|&x| x != q).collect();
            if let Some(mut pairs) = self.run(&left, left_clashes) {
                pairs.insert(0, (p, q));
                return Some(pairs);
            }
        }
        self.failed.insert(key);
        None
    }

    /// `p`'s opponents in the Dutch order of preference (see the module's step 3).
    fn candidates(&self, p: Player, rest: &[Player]) -> Vec<Player> {
        let score = self.players[p].half_points;
        let group: Vec<Player> = std::iter::once(p)
            .chain(
                rest.iter()
                    .copied()
                    .filter(|&q| self.players[q].half_points == score),
            )
            .collect();
        let h = group.len() / 2;
        let mut order: Vec<Player> = Vec::with_capacity(rest.len());
        if h > 0 {
            order.extend(&group[h..]);
            order.extend(group[1..h].iter().rev());
        }
        order.extend(
            rest.iter()
                .copied()
                .filter(|&q| self.players[q].half_points != score),
        );
        order
    }
}

/// Colours for the game between `hi` (the higher-ranked) and `lo`, on board `board`
/// (0-based), by the rules of the module's step 5.
fn colours(players: &[SwissPlayer], hi: Player, lo: Player, board: usize) -> Pairing {
    let (sh, ch) = players[hi].preference();
    let (sl, cl) = players[lo].preference();
    let hi_colour = match (ch, cl) {
        (None, None) => {
            if board.is_multiple_of(2) {
                Color::Black
            } else {
                Color::White
            }
        }
        (Some(c), None) => c,
        (None, Some(c)) => c.opposite(),
        (Some(a), Some(b)) if a != b => a,
        (Some(a), Some(_)) => {
            if sh > sl {
                a
            } else if sl > sh {
                a.opposite()
            } else {
                alternate(&players[hi].colours, &players[lo].colours).unwrap_or(a)
            }
        }
    };
    if hi_colour == Color::Black {
        Pairing {
            black: hi,
            white: lo,
        }
    } else {
        Pairing {
            black: lo,
            white: hi,
        }
    }
}

/// The higher player's colour when the histories, read back from the latest game,
/// differ: each alternates from the latest round where they had different colours.
fn alternate(hi: &[Color], lo: &[Color]) -> Option<Color> {
    hi.iter()
        .rev()
        .zip(lo.iter().rev())
        .find(|(a, b)| a != b)
        .map(|(a, _)| a.opposite())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use Color::{Black as B, White as W};

    /// A round's result, for the tests' own bookkeeping: the first player's score in
    /// half points (2 win, 1 draw, 0 loss).
    fn play(players: &mut [SwissPlayer], round: &Round, results: &[u32]) {
        for (g, &r) in round.games.iter().zip(results) {
            players[g.black].half_points += r;
            players[g.white].half_points += 2 - r;
            players[g.black].opponents.push(g.white);
            players[g.white].opponents.push(g.black);
            players[g.black].colours.push(B);
            players[g.white].colours.push(W);
        }
        if let Some(b) = round.bye {
            players[b].half_points += 2;
            players[b].had_bye = true;
        }
    }

    fn games(round: &Round) -> Vec<(usize, usize)> {
        round
            .games
            .iter()
            .map(|g| (g.black + 1, g.white + 1))
            .collect()
    }

    #[test]
    fn preferences() {
        let p = |colours: &[Color]| SwissPlayer {
            colours: colours.to_vec(),
            ..SwissPlayer::default()
        };
        assert_eq!(p(&[]).preference(), (Strength::None, None));
        assert_eq!(p(&[B]).preference(), (Strength::Strong, Some(W)));
        assert_eq!(p(&[B, W]).preference(), (Strength::Mild, Some(B)));
        assert_eq!(p(&[W, B]).preference(), (Strength::Mild, Some(W)));
        assert_eq!(p(&[W, B, B]).preference(), (Strength::Absolute, Some(W)));
        assert_eq!(p(&[B, W, W]).preference(), (Strength::Absolute, Some(B)));
        assert_eq!(p(&[B, B, W, B]).preference(), (Strength::Absolute, Some(W)));
        assert_eq!(p(&[W, W, B, W]).preference(), (Strength::Absolute, Some(B)));
    }

    /// Eight players, three rounds, worked by hand.
    ///
    /// Round 1: one group of 8; S1 = 1-4, S2 = 5-8: 1-5, 2-6, 3-7, 4-8, the higher seed
    /// with Black on odd boards: 1 (B) - 5, 6 (B) - 2, 3 (B) - 7, 8 (B) - 4.
    ///
    /// Results: the higher seed wins every game. Round 2: the group of 1 (1, 2, 3, 4),
    /// S1 = 1 2, S2 = 3 4: 1-3 and 2-4. 1 and 3 both had Black (strong preferences for
    /// White, histories alike), so the higher-ranked 1 gets its White: 3 (B) - 1. 2 and
    /// 4 both had White: the higher 2 gets Black: 2 (B) - 4. The group of 0 (5, 6, 7,
    /// 8): 5-7 (both had White: 5 (B) - 7) and 6-8 (both had Black: 8 (B) - 6).
    ///
    /// Results: 1, 2, 5, 6 win. Scores: 1, 2: 2; 3, 4, 5, 6: 1; 7, 8: 0.
    /// Round 3: group of 2: 1-2 (not met); 1 had B W (mild B), 2 W B (mild W): 1 (B) - 2.
    /// Group of 1 (3, 4, 5, 6): S1 = 3 4, S2 = 5 6: 3-5, 4-6, none met before. 3 had B B
    /// (absolute W) and 5 B W (mild B): 5 (B) - 3. 4 had W W (absolute B), 6 W B (mild
    /// W): 4 (B) - 6. Group of 0: 7-8; 7 had W W (absolute B), 8 B B (absolute W):
    /// 7 (B) - 8.
    #[test]
    fn eight_players_three_rounds_by_hand() {
        let mut ps = vec![SwissPlayer::default(); 8];
        let r1 = pair(&ps).unwrap();
        assert_eq!(games(&r1), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
        assert_eq!(r1.bye, None);
        // The higher seed wins each: results from Black's side.
        play(&mut ps, &r1, &[2, 0, 2, 0]);
        let r2 = pair(&ps).unwrap();
        assert_eq!(games(&r2), vec![(3, 1), (2, 4), (5, 7), (8, 6)]);
        play(&mut ps, &r2, &[0, 2, 2, 0]);
        let r3 = pair(&ps).unwrap();
        assert_eq!(games(&r3), vec![(1, 2), (5, 3), (4, 6), (7, 8)]);
    }

    /// Six players, four rounds with draws and an upset, worked by hand.
    ///
    /// Round 1: 1 (B) - 4, 5 (B) - 2, 3 (B) - 6. Results: 1 wins, 2-5 draw, 6 beats 3.
    /// Scores: 1, 6: 2; 2, 5: 1; 3, 4: 0.
    ///
    /// Round 2: group of 2 (1, 6): 1-6; 1 had B (strong W), 6 had W (strong B):
    /// 6 (B) - 1. Group of 1 (2, 5): they have met, so 2 takes the highest player below that it
    /// has not met, 3 (3 floats up, 2 down): 2 had W, 3 had B: 2 (B) - 3. Then 5 meets
    /// the remaining 4: 5 had B, 4 had W: 4 (B) - 5. Results: 1 beats 6, 2 beats 3,
    /// 4-5 draw. Half points: 1: 4, 2: 3, 5: 2, 6: 2, 4: 1, 3: 0.
    ///
    /// Round 3: 1 is alone in its group and floats down to meet the highest below, 2
    /// (not met); 1 had B W (mild B), 2 W B (mild W): 1 (B) - 2. Group of 2 (5, 6): not
    /// met; 5 had B W (mild B), 6 W B (mild W): 5 (B) - 6. Then 4-3 (not met); 4 had
    /// W B (mild W), 3 B W (mild B): the higher-ranked 4 gets White: 3 (B) - 4.
    #[test]
    fn six_players_with_floaters_by_hand() {
        let mut ps = vec![SwissPlayer::default(); 6];
        let r1 = pair(&ps).unwrap();
        assert_eq!(games(&r1), vec![(1, 4), (5, 2), (3, 6)]);
        play(&mut ps, &r1, &[2, 1, 0]);
        let r2 = pair(&ps).unwrap();
        assert_eq!(games(&r2), vec![(6, 1), (2, 3), (4, 5)]);
        play(&mut ps, &r2, &[0, 2, 1]);
        let scores: Vec<u32> = ps.iter().map(|p| p.half_points).collect();
        assert_eq!(scores, vec![4, 3, 0, 1, 2, 2]);
        let r3 = pair(&ps).unwrap();
        assert_eq!(games(&r3), vec![(1, 2), (5, 6), (3, 4)]);
    }

    /// Five players: the bye goes to the lowest-ranked player without one.
    #[test]
    fn the_bye_goes_to_the_lowest_ranked_player_once() {
        let mut ps = vec![SwissPlayer::default(); 5];
        let r1 = pair(&ps).unwrap();
        assert_eq!(r1.bye, Some(4));
        // 1-3, 2-4 (group of 4: h = 2).
        assert_eq!(games(&r1), vec![(1, 3), (4, 2)]);
        play(&mut ps, &r1, &[2, 2]);
        // Scores: 1, 4, 5 (bye): 2; 2, 3: 0. The lowest without a bye: 3 (pairing 2).
        let r2 = pair(&ps).unwrap();
        assert_eq!(r2.bye, Some(2));
        let mut byes = vec![4, 2];
        play(&mut ps, &r2, &vec![1; r2.games.len()]);
        for _ in 0..3 {
            let r = pair(&ps).unwrap();
            let b = r.bye.unwrap();
            assert!(!byes.contains(&b), "second bye for {b}");
            byes.push(b);
            play(&mut ps, &r, &vec![1; r.games.len()]);
        }
    }

    #[test]
    fn withdrawn_players_are_not_paired() {
        let mut ps = vec![SwissPlayer::default(); 4];
        ps[1].withdrawn = true;
        let r = pair(&ps).unwrap();
        assert!(r.games.iter().all(|g| !g.has(1)));
        assert_eq!(r.games.len(), 1);
        assert!(r.bye.is_some());
        assert_eq!(pair(&ps[..1]), None);
        ps[0].withdrawn = true;
        ps[2].withdrawn = true;
        assert_eq!(pair(&ps), None);
    }

    #[test]
    fn repeats_only_when_nothing_else_is_possible() {
        // Two players, two rounds: they must meet again.
        let mut ps = vec![SwissPlayer::default(); 2];
        let r1 = pair(&ps).unwrap();
        play(&mut ps, &r1, &[2]);
        let r2 = pair(&ps).unwrap();
        assert_eq!(r2.games.len(), 1);
        // And colours alternate: the first round's Black now has White.
        assert_eq!(r2.games[0].white, r1.games[0].black);
    }

    #[test]
    fn a_large_field_pairs_quickly_and_completely() {
        let mut ps = vec![SwissPlayer::default(); 41];
        for round in 0..9 {
            let r = pair(&ps).unwrap();
            assert_eq!(r.games.len(), 20);
            let results: Vec<u32> = (0..20).map(|i| ((i * 7 + round) % 3) as u32).collect();
            for g in &r.games {
                assert!(!ps[g.black].opponents.contains(&g.white), "round {round}");
            }
            play(&mut ps, &r, &results);
        }
        assert_eq!(ps.iter().filter(|p| p.had_bye).count(), 9);
    }

    #[test]
    fn when_everyone_has_had_a_bye_the_lowest_gets_another() {
        let mut ps = vec![
            SwissPlayer {
                had_bye: true,
                ..SwissPlayer::default()
            };
            3
        ];
        ps[2].half_points = 2;
        // Ranked 2, 0, 1: the lowest is 1.
        assert_eq!(pair(&ps).unwrap().bye, Some(1));
    }

    #[test]
    fn history_from_events() {
        let rounds = vec![
            vec![
                Event::Game {
                    black: 0,
                    white: 1,
                    result: Some(GameResult::Draw),
                },
                Event::Forfeit {
                    winner: 2,
                    loser: 3,
                },
                Event::Bye {
                    player: 4,
                    points: ByePoints::Full,
                },
            ],
            vec![Event::Game {
                black: 1,
                white: 4,
                result: None,
            }],
        ];
        let h = history(5, &rounds, &[3]);
        assert_eq!(h[0].half_points, 1);
        assert_eq!(h[0].colours, vec![B]);
        assert_eq!(h[1].opponents, vec![0, 4]);
        assert_eq!(h[1].colours, vec![W, B]);
        assert_eq!((h[2].half_points, h[2].colours.len()), (2, 0));
        assert!(h[2].opponents.is_empty() && h[3].opponents.is_empty());
        assert!(h[3].withdrawn && !h[2].withdrawn);
        assert!(h[4].had_bye && h[4].half_points == 2);
        // The withdrawn player is left out of the next round.
        let r = pair(&h).unwrap();
        assert!(r.games.iter().all(|g| !g.has(3)));
    }

    #[test]
    fn as_many_rounds_as_a_round_robin_still_pair_quickly() {
        for n in [10, 16, 17] {
            let mut ps = vec![SwissPlayer::default(); n];
            for round in 0..n - 1 + n % 2 {
                let r = pair(&ps).unwrap();
                let results: Vec<u32> = (0..r.games.len())
                    .map(|i| ((i + round) % 3) as u32)
                    .collect();
                play(&mut ps, &r, &results);
            }
        }
    }

    /// Whether the present players can be paired without a repeat (and, with an odd
    /// count, some bye), by brute force.
    fn repeat_free_exists(ps: &[SwissPlayer], left: &[Player], fresh_bye: bool) -> bool {
        match left {
            [] => true,
            [p] => !fresh_bye || !ps[*p].had_bye,
            [p, rest @ ..] => {
                // Try p as the bye.
                if left.len() % 2 == 1
                    && (!fresh_bye || !ps[*p].had_bye)
                    && repeat_free_exists(ps, rest, fresh_bye)
                {
                    return true;
                }
                rest.iter().any(|&q| {
                    !ps[*p].opponents.contains(&q) && {
                        let r: Vec<Player> = rest.iter().copied().filter(|&x| x != q).collect();
                        repeat_free_exists(ps, &r, fresh_bye)
                    }
                })
            }
        }
    }

    /// The fewest colour clashes of a pairing of `left` without a repeat (with an odd
    /// count, a bye to a player without one when `fresh_bye`), by brute force; `None`
    /// when there is no such pairing.
    fn min_clashes(ps: &[SwissPlayer], left: &[Player], fresh_bye: bool) -> Option<usize> {
        match left {
            [] => Some(0),
            [p] => (!fresh_bye || !ps[*p].had_bye).then_some(0),
            [p, rest @ ..] => {
                let mut best = None;
                if left.len() % 2 == 1 && (!fresh_bye || !ps[*p].had_bye) {
                    best = min_clashes(ps, rest, fresh_bye);
                }
                for &q in rest {
                    if ps[*p].opponents.contains(&q) {
                        continue;
                    }
                    let r: Vec<Player> = rest.iter().copied().filter(|&x| x != q).collect();
                    if let Some(c) = min_clashes(ps, &r, fresh_bye) {
                        let c = c + usize::from(colour_clash(&ps[*p], &ps[q]));
                        best = Some(best.map_or(c, |b: usize| b.min(c)));
                    }
                }
                best
            }
        }
    }

    /// Ten players before round 7, from a random tournament: every pairing without a
    /// repeat has a colour clash, and the first one the search meets has two; the round
    /// must have only one, so that one player, not two, gets a colour a third time.
    #[test]
    fn a_round_that_must_clash_clashes_as_little_as_it_can() {
        let rows: [(u32, [Player; 6], &str); 10] = [
            (7, [5, 8, 7, 6, 9, 3], "BBWBWW"),
            (7, [6, 9, 4, 7, 3, 2], "WWBBWB"),
            (2, [7, 3, 5, 9, 8, 1], "BWBBWW"),
            (3, [8, 2, 9, 4, 1, 0], "WBWWBB"),
            (5, [9, 5, 1, 3, 7, 6], "BWWBWW"),
            (6, [0, 4, 2, 8, 6, 7], "WBWWBB"),
            (9, [1, 7, 8, 0, 5, 4], "BWBWWB"),
            (12, [2, 6, 0, 1, 4, 5], "WBBWBW"),
            (5, [3, 0, 6, 5, 2, 9], "BWWBBW"),
            (4, [4, 1, 3, 2, 0, 8], "WBBWBB"),
        ];
        let ps: Vec<SwissPlayer> = rows
            .iter()
            .map(|(points, opponents, colours)| SwissPlayer {
                half_points: *points,
                opponents: opponents.to_vec(),
                colours: colours
                    .chars()
                    .map(|c| if c == 'B' { B } else { W })
                    .collect(),
                ..SwissPlayer::default()
            })
            .collect();
        let all: Vec<Player> = (0..10).collect();
        assert_eq!(min_clashes(&ps, &all, false), Some(1));
        let r = pair(&ps).unwrap();
        assert!(r
            .games
            .iter()
            .all(|g| !ps[g.black].opponents.contains(&g.white)));
        let clashes = r
            .games
            .iter()
            .filter(|g| colour_clash(&ps[g.black], &ps[g.white]))
            .count();
        assert_eq!(clashes, 1, "{r:?}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]

        #[test]
        fn round_one_is_top_half_against_bottom_half(half in 1..40usize) {
            let n = 2 * half;
            let r = pair(&vec![SwissPlayer::default(); n]).unwrap();
            prop_assert_eq!(r.games.len(), half);
            for (board, g) in r.games.iter().enumerate() {
                let (hi, lo) = (g.black.min(g.white), g.black.max(g.white));
                prop_assert_eq!((hi, lo), (board, board + half));
                // The higher seed's colour alternates down the boards.
                prop_assert_eq!(g.black == hi, board % 2 == 0);
            }
        }

        #[test]
        fn swiss_properties(
            n in 2..13usize,
            rounds in 1..9usize,
            results in proptest::collection::vec(0..3u32, 64),
        ) {
            let mut ps = vec![SwissPlayer::default(); n];
            // Who has played a game where both wanted the same colour absolutely: only such a
            // game may take a player's colour difference beyond 2.
            let mut clashed = vec![false; n];
            let mut k = 0;
            for _ in 0..rounds {
                let all: Vec<Player> = (0..n).collect();
                let possible = repeat_free_exists(&ps, &all, false);
                let possible_fresh = ps.iter().any(|p| !p.had_bye) && repeat_free_exists(&ps, &all, true);
                let round = pair(&ps).unwrap();
                // Everyone paired exactly once, or given the bye.
                let mut seen = vec![0; n];
                for g in &round.games {
                    seen[g.black] += 1;
                    seen[g.white] += 1;
                }
                if let Some(b) = round.bye {
                    seen[b] += 1;
                    prop_assert!(n % 2 == 1);
                }
                prop_assert!(seen.iter().all(|&s| s == 1), "{:?}", round);
                let repeats = round.games.iter().any(|g| ps[g.black].opponents.contains(&g.white));
                prop_assert!(!(possible && repeats), "a repeat while another pairing exists: {:?}", round);
                // Colours: a player gets a colour against an absolute preference (a third
                // same colour running, or a difference of 3) only in a clash, and a round
                // has as few clashes as a pairing without a repeat can have.
                for g in &round.games {
                    let clash = colour_clash(&ps[g.black], &ps[g.white]);
                    if clash {
                        clashed[g.black] = true;
                        clashed[g.white] = true;
                    }
                    for (p, got) in [(g.black, B), (g.white, W)] {
                        let (s, c) = ps[p].preference();
                        prop_assert!(clash || s != Strength::Absolute || c == Some(got),
                            "{} got {:?} after {:?} in {:?}", p, got, ps[p].colours, round);
                    }
                }
                if possible {
                    let all: Vec<Player> = (0..n).collect();
                    let fewest = min_clashes(&ps, &all, n % 2 == 1 && possible_fresh).unwrap();
                    let clashes = round.games.iter().filter(|g| colour_clash(&ps[g.black], &ps[g.white])).count();
                    prop_assert_eq!(clashes, fewest, "{:?}", round);
                }
                // One bye a player while anyone present has none, unless only a second
                // bye avoids a repeat.
                if let Some(b) = round.bye {
                    if ps[b].had_bye {
                        prop_assert!(!possible_fresh, "a second bye for {} in {:?}", b, round);
                    }
                }
                let res: Vec<u32> = round.games.iter().map(|_| { k += 1; results[k % results.len()] }).collect();
                play(&mut ps, &round, &res);
            }
            // Colours: never a difference beyond 2 but through a clash, and a round has no more
            // clashes than it must (above). The Dutch system pairs a round at a time without
            // looking ahead, so an earlier round can leave a clash the later one cannot avoid.
            for (p, c) in ps.iter().zip(&clashed) {
                prop_assert!(*c || p.colour_difference().abs() <= 2, "{:?}", p.colours);
            }
        }
    }
}
