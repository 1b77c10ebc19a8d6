//! Line patterns. Each empty point keeps, per direction, a 20-bit key: two bits for each
//! of the ten points around it (five on each side). One table lookup turns a key into
//! what a stone on the point would make in that line, so the whole pattern state of the
//! board is a few hundred bytes that a move updates in forty lookups.

use std::sync::OnceLock;

/// Points on each side of the centre that a key describes.
pub const HALF: i32 = 5;
pub const KEYS: usize = 1 << 20;

/// Two-bit codes of a key's points. In a table's own view 1 is "own", 2 "opponent".
pub const EMPTY: u32 = 0;
pub const BLACK: u32 = 1;
pub const WHITE: u32 = 2;
pub const WALL: u32 = 3;

/// What a stone on the centre makes in one line, weakest first. `F` is free (open),
/// `B` blocked on one side; the digit counts the stones the shape is worth. A `B4` has
/// one point left that makes five, an `F4` two; an `F3` becomes an `F4` with one more
/// stone, a `B3` only a `B4`, and so on down. `Overline` is six or more where only five
/// wins.
///
/// Free twos and threes are told apart by how many points grow them: an `F3S` has two
/// points that make an `F4` (an `F3` one), an `F2A` three points that make a free three
/// and an `F2B` four or more (an `F2` fewer). The evaluation values them apart; threats
/// read only their [`coarse`](Pattern::coarse) shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Pattern {
    Dead = 0,
    Overline,
    B1,
    F1,
    B2,
    F2,
    F2A,
    F2B,
    B3,
    F3,
    F3S,
    B4,
    F4,
    F5,
}

pub const PATTERNS: usize = 14;

impl Pattern {
    pub const ALL: [Pattern; PATTERNS] = [
        Pattern::Dead,
        Pattern::Overline,
        Pattern::B1,
        Pattern::F1,
        Pattern::B2,
        Pattern::F2,
        Pattern::F2A,
        Pattern::F2B,
        Pattern::B3,
        Pattern::F3,
        Pattern::F3S,
        Pattern::B4,
        Pattern::F4,
        Pattern::F5,
    ];

    #[inline]
    pub fn from_u8(v: u8) -> Pattern {
        Pattern::ALL[v as usize]
    }

    /// The shape without the count of the points that grow it: `F2A` and `F2B` are
    /// `F2`s, an `F3S` an `F3`.
    #[inline]
    pub fn coarse(self) -> Pattern {
        match self {
            Pattern::F2A | Pattern::F2B => Pattern::F2,
            Pattern::F3S => Pattern::F3,
            p => p,
        }
    }

    /// The shape one stone short of this one.
    fn weaker(self) -> Pattern {
        match self {
            Pattern::F4 => Pattern::F3,
            Pattern::B4 => Pattern::B3,
            Pattern::F3 => Pattern::F2,
            Pattern::B3 => Pattern::B2,
            Pattern::F2 => Pattern::F1,
            Pattern::B2 => Pattern::B1,
            _ => Pattern::Dead,
        }
    }
}

/// What a stone on a point makes over its four lines together, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Threat {
    None = 0,
    /// Black may not play here (renju): overline or double-four for certain.
    Forbidden,
    Flex2,
    Block3,
    Flex2x2,
    Block3Plus,
    Flex3,
    Flex3Plus,
    Flex3x2,
    Block4,
    Block4Plus,
    Block4Flex3,
    Flex4,
    Five,
}

pub const THREATS: usize = 14;

impl Threat {
    pub const ALL: [Threat; THREATS] = [
        Threat::None,
        Threat::Forbidden,
        Threat::Flex2,
        Threat::Block3,
        Threat::Flex2x2,
        Threat::Block3Plus,
        Threat::Flex3,
        Threat::Flex3Plus,
        Threat::Flex3x2,
        Threat::Block4,
        Threat::Block4Plus,
        Threat::Block4Flex3,
        Threat::Flex4,
        Threat::Five,
    ];

    /// Combines the four line patterns of a point.
    pub fn combine(p: [Pattern; 4]) -> Threat {
        let mut n = [0u8; PATTERNS];
        for x in p {
            n[x.coarse() as usize] += 1;
        }
        let c = |x: Pattern| n[x as usize];
        if c(Pattern::F5) > 0 {
            Threat::Five
        } else if c(Pattern::F4) > 0 || c(Pattern::B4) >= 2 {
            Threat::Flex4
        } else if c(Pattern::B4) > 0 {
            if c(Pattern::F3) > 0 {
                Threat::Block4Flex3
            } else if c(Pattern::B3) > 0 || c(Pattern::F2) > 0 {
                Threat::Block4Plus
            } else {
                Threat::Block4
            }
        } else if c(Pattern::F3) >= 2 {
            Threat::Flex3x2
        } else if c(Pattern::F3) > 0 {
            if c(Pattern::B3) > 0 || c(Pattern::F2) > 0 {
                Threat::Flex3Plus
            } else {
                Threat::Flex3
            }
        } else if c(Pattern::B3) >= 2 || (c(Pattern::B3) > 0 && c(Pattern::F2) > 0) {
            Threat::Block3Plus
        } else if c(Pattern::F2) >= 2 {
            Threat::Flex2x2
        } else if c(Pattern::B3) > 0 {
            Threat::Block3
        } else if c(Pattern::F2) > 0 {
            Threat::Flex2
        } else {
            Threat::None
        }
    }

    /// [`Threat::combine`] by lookup in the [`combo_table`], with the index of the
    /// patterns' combination among the [`COMBOS`] unordered ones (see [`combination`]).
    #[inline]
    pub fn lookup(t: &[u16; ORDERED], p: [Pattern; 4]) -> (Threat, u16) {
        // Patterns are below PATTERNS, so the index is inside the array, and a threat's
        // number inside the sixteen the entry's bits can hold: no bounds checks.
        const THREAT_OF: [Threat; 1 << (16 - COMBO_BITS)] = {
            let mut t = [Threat::None; 1 << (16 - COMBO_BITS)];
            let mut i = 0;
            while i < THREATS {
                t[i] = Threat::ALL[i];
                i += 1;
            }
            t
        };
        let i = ((p[0] as usize * PATTERNS + p[1] as usize) * PATTERNS + p[2] as usize) * PATTERNS
            + p[3] as usize;
        let e = t[i];
        (THREAT_OF[usize::from(e >> COMBO_BITS)], e & COMBO_MASK)
    }

    /// A four or better: the opponent must answer it at once.
    #[inline]
    pub fn is_four(self) -> bool {
        self >= Threat::Block4
    }
}

/// Unordered combinations of four line patterns: the evaluation values a point by which
/// of these its lines make, whatever the directions.
pub const COMBOS: usize = 2380;

/// The patterns of combination `i`, strongest first.
pub fn combination(i: usize) -> [Pattern; 4] {
    combinations()[i]
}

fn combinations() -> &'static [[Pattern; 4]] {
    static C: OnceLock<Vec<[Pattern; 4]>> = OnceLock::new();
    C.get_or_init(|| {
        let mut v = Vec::with_capacity(COMBOS);
        for a in (0..PATTERNS).rev() {
            for b in (0..=a).rev() {
                for c in (0..=b).rev() {
                    for d in (0..=c).rev() {
                        v.push([a, b, c, d].map(|x| Pattern::from_u8(x as u8)));
                    }
                }
            }
        }
        debug_assert_eq!(v.len(), COMBOS);
        v
    })
}

/// Bits of a [`combo_table`] entry that hold the combination; the threat sits above.
const COMBO_BITS: u32 = 12;
/// Ordered combinations of four patterns: the [`combo_table`]'s entries.
pub const ORDERED: usize = PATTERNS * PATTERNS * PATTERNS * PATTERNS;
const COMBO_MASK: u16 = (1 << COMBO_BITS) - 1;
const _: () = assert!(COMBOS <= 1 << COMBO_BITS && THREATS <= 1 << (16 - COMBO_BITS));

/// For every ordered 4-tuple of patterns: its threat and its combination's index, in
/// two bytes, so that the table the board reads at every change of shape stays small.
pub fn combo_table() -> &'static [u16; ORDERED] {
    static T: OnceLock<Box<[u16; ORDERED]>> = OnceLock::new();
    T.get_or_init(|| {
        let code = |p: [Pattern; 4]| p.iter().fold(0, |n, &x| n * PATTERNS + x as usize);
        let mut rank_of = vec![0u16; PATTERNS.pow(4)];
        for (r, &c) in combinations().iter().enumerate() {
            rank_of[code(c)] = r as u16;
        }
        let rank = |mut p: [Pattern; 4]| {
            p.sort_unstable_by(|a, b| b.cmp(a));
            rank_of[code(p)]
        };
        let mut v = Vec::with_capacity(PATTERNS.pow(4));
        for i in 0..PATTERNS.pow(4) {
            let p = [
                Pattern::from_u8((i / (PATTERNS * PATTERNS * PATTERNS)) as u8),
                Pattern::from_u8((i / (PATTERNS * PATTERNS) % PATTERNS) as u8),
                Pattern::from_u8((i / PATTERNS % PATTERNS) as u8),
                Pattern::from_u8((i % PATTERNS) as u8),
            ];
            v.push((Threat::combine(p) as u16) << COMBO_BITS | rank(p));
        }
        v.into_boxed_slice()
            .try_into()
            .expect("one entry an ordered combination")
    })
}

/// Whether black's stone on a point of this combination may be forbidden in renju: it
/// makes no five, and an overline, a four twice over, or two threes. Only such points
/// need the referee's test of the lines.
pub fn foul_suspects() -> &'static [bool] {
    static T: OnceLock<Vec<bool>> = OnceLock::new();
    T.get_or_init(|| {
        combinations()
            .iter()
            .map(|p| {
                let n = |x: Pattern| p.iter().filter(|&&y| y.coarse() == x).count();
                n(Pattern::F5) == 0
                    && (n(Pattern::Overline) > 0
                        || n(Pattern::F4) > 0
                        || n(Pattern::B4) >= 2
                        || n(Pattern::F3) >= 2)
            })
            .collect()
    })
}

/// What counts as five for the colour a table serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FiveRule {
    /// Five or more.
    Free,
    /// Exactly five.
    Exact,
    /// Exactly five, not blocked at both ends by the opponent (the edge does not block).
    Caro,
}

/// Bit offset in a key of the point at `off` (-5..=5, not 0) from the centre.
#[inline]
pub const fn shift(off: i32) -> u32 {
    2 * if off < 0 { off + HALF } else { off + HALF - 1 } as u32
}

/// The key as seen by the other colour: own and opponent codes swapped.
#[inline]
pub fn swap_colors(key: u32) -> u32 {
    let t = ((key >> 1) ^ key) & 0x55555;
    key ^ (t | (t << 1))
}

type Cells = [u32; 2 * HALF as usize + 1];

fn decode(key: u32) -> Cells {
    let mut c = [EMPTY; 2 * HALF as usize + 1];
    for off in -HALF..=HALF {
        c[(off + HALF) as usize] = if off == 0 {
            BLACK
        } else {
            (key >> shift(off)) & 3
        };
    }
    c
}

#[inline]
fn at(c: &Cells, off: i32) -> u32 {
    if (-HALF..=HALF).contains(&off) {
        c[(off + HALF) as usize]
    } else {
        // Beyond the window: unknown, which only the overline and caro end tests could
        // see, and both only look one point past a run that fits inside.
        EMPTY
    }
}

/// Length of the run of own stones through the centre, and its ends.
fn run(c: &Cells) -> (i32, i32) {
    let mut lo = 0;
    while lo > -HALF && at(c, lo - 1) == BLACK {
        lo -= 1;
    }
    let mut hi = 0;
    while hi < HALF && at(c, hi + 1) == BLACK {
        hi += 1;
    }
    (lo, hi)
}

fn is_five(c: &Cells, rule: FiveRule) -> bool {
    let (lo, hi) = run(c);
    let len = hi - lo + 1;
    match rule {
        FiveRule::Free => len >= 5,
        FiveRule::Exact => len == 5,
        FiveRule::Caro => len == 5 && !(at(c, lo - 1) == WHITE && at(c, hi + 1) == WHITE),
    }
}

fn compute(key: u32, rule: FiveRule, memo: &mut [u8]) -> Pattern {
    if memo[key as usize] != u8::MAX {
        return Pattern::from_u8(memo[key as usize]);
    }
    let mut c = decode(key);
    let p = if is_five(&c, rule) {
        Pattern::F5
    } else if rule != FiveRule::Free && {
        let (lo, hi) = run(&c);
        hi - lo + 1 >= 6
    } {
        Pattern::Overline
    } else {
        let mut fives = 0;
        let mut empties = [0i32; 8];
        let mut n = 0;
        for off in -4..=4 {
            if off != 0 && at(&c, off) == EMPTY {
                empties[n] = off;
                n += 1;
                c[(off + HALF) as usize] = BLACK;
                if is_five(&c, rule) {
                    fives += 1;
                }
                c[(off + HALF) as usize] = EMPTY;
            }
        }
        match fives {
            0 => empties[..n]
                .iter()
                .map(|&off| compute(key | (BLACK << shift(off)), rule, memo).weaker())
                .max()
                .unwrap_or(Pattern::Dead),
            1 => Pattern::B4,
            _ => Pattern::F4,
        }
    };
    memo[key as usize] = p as u8;
    p
}

fn build(rule: FiveRule) -> Vec<Pattern> {
    let mut memo = vec![u8::MAX; KEYS];
    let coarse: Vec<Pattern> = (0..KEYS as u32)
        .map(|k| compute(k, rule, &mut memo))
        .collect();
    (0..KEYS as u32)
        .map(|k| refine(k, coarse[k as usize], &coarse))
        .collect()
}

/// A free two or three told apart by how many points grow it (see [`Pattern`]).
fn refine(key: u32, p: Pattern, coarse: &[Pattern]) -> Pattern {
    let grows_to = |target: Pattern| {
        (-4..=4)
            .filter(|&off| off != 0 && (key >> shift(off)) & 3 == EMPTY)
            .filter(|&off| coarse[(key | BLACK << shift(off)) as usize] == target)
            .count()
    };
    match p {
        Pattern::F3 if grows_to(Pattern::F4) >= 2 => Pattern::F3S,
        Pattern::F2 => match grows_to(Pattern::F3) {
            0..=2 => Pattern::F2,
            3 => Pattern::F2A,
            _ => Pattern::F2B,
        },
        p => p,
    }
}

/// The pattern table for a rule of five, indexed by a key in its own colour's view
/// (own stones coded 1).
fn table(rule: FiveRule) -> &'static [Pattern] {
    static FREE: OnceLock<Vec<Pattern>> = OnceLock::new();
    static EXACT: OnceLock<Vec<Pattern>> = OnceLock::new();
    static CARO: OnceLock<Vec<Pattern>> = OnceLock::new();
    match rule {
        FiveRule::Free => FREE.get_or_init(|| build(rule)),
        FiveRule::Exact => EXACT.get_or_init(|| build(rule)),
        FiveRule::Caro => CARO.get_or_init(|| build(rule)),
    }
}

/// Both colours' patterns of every key in one byte, black's in the low four bits and
/// white's (read from the key with the colours swapped) in the high four: a board update
/// then costs one lookup instead of two.
// An array rather than a slice: a key masked to its 20 bits indexes it with no bounds
// check, on every key a move changes.
pub fn pair_table(black: FiveRule, white: FiveRule) -> &'static [u8; KEYS] {
    static T: [OnceLock<Box<[u8; KEYS]>>; 9] = [const { OnceLock::new() }; 9];
    T[black as usize * 3 + white as usize].get_or_init(|| {
        let (b, w) = (table(black), table(white));
        let pairs: Box<[u8]> = (0..KEYS)
            .map(|key| b[key] as u8 | (w[swap_colors(key as u32) as usize] as u8) << 4)
            .collect();
        pairs.try_into().expect("one entry a key")
    })
}

/// The two patterns of a [`pair_table`] entry: black's, white's.
#[inline]
pub fn unpair(pair: u8) -> [Pattern; 2] {
    // By a table of every byte, so that no pattern's number is checked on the way: the
    // pair table holds only real patterns, and the bytes no entry holds read as dead.
    const fn pattern(v: u8) -> Pattern {
        if (v as usize) < PATTERNS {
            Pattern::ALL[v as usize]
        } else {
            Pattern::Dead
        }
    }
    static UNPAIRED: [[Pattern; 2]; 256] = {
        let mut t = [[Pattern::Dead; 2]; 256];
        let mut i = 0;
        while i < 256 {
            t[i] = [pattern(i as u8 & 15), pattern(i as u8 >> 4)];
            i += 1;
        }
        t
    };
    debug_assert!(usize::from(pair & 15) < PATTERNS && usize::from(pair >> 4) < PATTERNS);
    UNPAIRED[usize::from(pair)]
}

// ---------------------------------------------------------------------------------------
// Black's forbidden shapes under renju. The definitions are those of the referee
// (`pearls_rules::forbidden`): a three is a line where one more stone makes a straight
// four, and the test in `tests/forbidden.rs` holds the two to agreement.

/// Black's view of one line in renju, as the referee's line table gives it.
pub use pearls_rules::forbidden::LineEntry as FoulEntry;

fn build_fouls() -> Vec<FoulEntry> {
    // The referee's table is over three states (white and the edge both block black);
    // map every four-state key onto it, so the engine judges shapes as the referee does.
    let referee = pearls_rules::forbidden::table(true);
    (0..KEYS as u32)
        .map(|key| {
            let mut t = 0usize;
            let mut p = 1usize;
            for off in -HALF..=HALF {
                if off == 0 {
                    continue;
                }
                let code = match (key >> shift(off)) & 3 {
                    EMPTY => 0,
                    BLACK => 1,
                    _ => 2,
                };
                t += code * p;
                p *= 3;
            }
            referee[t]
        })
        .collect()
}

/// Black's forbidden-shape table, indexed by a key in black's view.
pub fn foul_table() -> &'static [FoulEntry] {
    static T: OnceLock<Vec<FoulEntry>> = OnceLock::new();
    T.get_or_init(build_fouls)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key from a picture of the ten neighbours: `x` own, `o` opponent, `#` edge,
    /// `.` empty; the centre is written `*`.
    fn key(s: &str) -> u32 {
        let chars: Vec<char> = s.chars().collect();
        assert_eq!(chars.len(), 11);
        assert_eq!(chars[5], '*');
        let mut k = 0;
        for (i, ch) in chars.iter().enumerate() {
            let off = i as i32 - HALF;
            if off == 0 {
                continue;
            }
            let code = match ch {
                'x' => BLACK,
                'o' => WHITE,
                '#' => WALL,
                _ => EMPTY,
            };
            k |= code << shift(off);
        }
        k
    }

    #[test]
    fn shapes() {
        let free = table(FiveRule::Free);
        let exact = table(FiveRule::Exact);
        let p = |t: &[Pattern], s: &str| t[key(s) as usize];
        assert_eq!(p(free, "...xx*xx..."), Pattern::F5);
        assert_eq!(p(free, "..xxx*xx..."), Pattern::F5);
        assert_eq!(p(exact, "..xxx*xx..."), Pattern::Overline);
        assert_eq!(p(free, "....x*xx..."), Pattern::F4);
        assert_eq!(p(free, "...ox*xx..."), Pattern::B4);
        assert_eq!(p(free, "...x.*xx..."), Pattern::B4);
        assert_eq!(p(free, "..x.x*x.x.."), Pattern::F4);
        // A three that two points make a straight four of, and threes that one point
        // does.
        assert_eq!(p(free, ".....*xx..."), Pattern::F3S);
        assert_eq!(p(free, "...o.*xx..."), Pattern::F3);
        assert_eq!(p(free, "....x*.x..."), Pattern::F3);
        assert_eq!(p(free, "....o*xx..."), Pattern::B3);
        // Twos that four, three and two points make a free three of.
        assert_eq!(p(free, ".....*x...."), Pattern::F2B);
        assert_eq!(p(free, "..o..*x...."), Pattern::F2A);
        assert_eq!(p(free, "...o.*x...."), Pattern::F2);
        assert_eq!(p(free, "....#*x...."), Pattern::B2);
        assert_eq!(p(free, "...o.*.o..."), Pattern::Dead);
        // Filling the gap would make six: only the other end makes exactly five.
        assert_eq!(p(exact, "x.xxx*....."), Pattern::B4);
        assert_eq!(p(free, "x.xxx*....."), Pattern::F4);
        assert_eq!(p(exact, ".x.xx*x...."), Pattern::B4);
        let caro = table(FiveRule::Caro);
        assert_eq!(p(caro, "oxxxx*o...."), Pattern::Dead);
        assert_eq!(p(caro, "#xxxx*o...."), Pattern::F5);
        // The only five this line could make would be shut in at both ends.
        assert_eq!(p(caro, ".oxxx*.o..."), Pattern::Dead);
        assert_eq!(p(exact, ".oxxx*.o..."), Pattern::B4);
    }

    #[test]
    fn fine_shapes_are_their_coarse_shapes_to_every_other_reader() {
        // The coarse table is what the shapes were before free twos and threes were told
        // apart: the refinement may only split F2 and F3.
        for rule in [FiveRule::Free, FiveRule::Exact, FiveRule::Caro] {
            let mut memo = vec![u8::MAX; KEYS];
            for (k, &fine) in table(rule).iter().enumerate() {
                let coarse = compute(k as u32, rule, &mut memo);
                assert_eq!(fine.coarse(), coarse, "key {k:#x}");
            }
        }
        use Pattern::*;
        assert_eq!(Threat::combine([F3S, F2B, Dead, Dead]), Threat::Flex3Plus);
        assert_eq!(Threat::combine([F3S, F3, Dead, Dead]), Threat::Flex3x2);
        assert_eq!(Threat::combine([F2A, F2, Dead, Dead]), Threat::Flex2x2);
    }

    #[test]
    fn swapping_colours_is_an_involution() {
        for k in [0u32, 0x12345, 0xFFFFF, 0x5A5A5] {
            assert_eq!(swap_colors(swap_colors(k)), k);
        }
        assert_eq!(swap_colors(BLACK << shift(1)), WHITE << shift(1));
        assert_eq!(swap_colors(WALL << shift(-5)), WALL << shift(-5));
    }

    #[test]
    fn threat_combination() {
        use Pattern::*;
        assert_eq!(Threat::combine([B4, B4, Dead, Dead]), Threat::Flex4);
        assert_eq!(Threat::combine([B4, F3, Dead, Dead]), Threat::Block4Flex3);
        assert_eq!(Threat::combine([F3, F3, Dead, Dead]), Threat::Flex3x2);
        assert_eq!(Threat::combine([F2, B3, Dead, Dead]), Threat::Block3Plus);
        assert_eq!(Threat::combine([F1, B1, Dead, Overline]), Threat::None);
    }
}
