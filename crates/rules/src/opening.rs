//! Opening rules: the fixed script of decisions at the start of a game (where the first
//! stones may go, colour swaps, fifth-move offers), after which play is free.

use crate::color::{Color, Player};
use crate::point::Point;
use crate::symmetry::Symmetry;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpeningRule {
    /// No restriction.
    Free,
    /// Black's first stone on the centre (1984 text, rule 1).
    Centre,
    /// RIF 1995 (rules 6–13): centre; 2nd move touching it; 3rd inside the central 5x5;
    /// white may swap; 4th anywhere; black offers two 5th moves and white picks one.
    Rif1995,
    /// The 1992 text: as RIF 1995, with the 3rd move forming one of the 26 openings.
    Classic26,
    /// RIF 1996–2008: the first player places one of the 26 openings itself; then as RIF 1995.
    Rif,
    /// Sapronov (1995 text, rules b–d): centre; 2nd anywhere; 3rd outside the central 5x5.
    Sapronov,
    /// Sapronov with rule g: black also offers two 5th and two 7th moves.
    SapronovChoice,
    /// The pente tournament rule: first stone on the centre, the first player's second
    /// stone (the 3rd move) outside the central 5x5.
    Pente,
    /// The first player places two black stones and a white one; the second picks a colour.
    Swap1,
    /// Gomocup's swap2: after three stones the second player takes black, stays white, or
    /// adds a white and a black stone and lets the first player choose.
    Swap2,
    /// Yamaguchi (2009–2015): one of the 26 openings and a declared number of 5th offers.
    Yamaguchi,
    /// Soosõrv-N: one of the 26; swap; 4th move and a declared number (1..N) of 5th offers;
    /// swap again; offers; choice.
    Soosorv(u8),
    /// Taraguchi-N: moves 1–4 inside the central 1, 3, 5, 7 squares, each with a swap
    /// option; then a 5th move inside the 9x9 (and a swap option) or N offers.
    Taraguchi(u8),
}

/// Where the next stone may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    Anywhere,
    Centre,
    /// One of the eight points around the first stone.
    AroundFirst,
    /// Inside the central square of this side.
    Inside(u8),
    /// Outside the central square of this side.
    Outside(u8),
    /// With the first two stones, one of the 26 canonical openings.
    Canonical,
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Area::Anywhere => f.write_str("anywhere"),
            Area::Centre => f.write_str("on the centre"),
            Area::AroundFirst => f.write_str("next to the first stone"),
            Area::Inside(n) => write!(f, "inside the central {n}x{n}"),
            Area::Outside(n) => write!(f, "outside the central {n}x{n}"),
            Area::Canonical => f.write_str("forming one of the 26 openings"),
        }
    }
}

/// Who takes a decision: whoever holds a colour at that moment, or a given player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    Holder(Color),
    Player(Player),
}

/// One decision of an opening script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A stone of `color` inside `area`, placed by `by`.
    Place { color: Color, area: Area, by: Who },
    /// `by` may take the other colour. When `by` also holds the colour that acts next,
    /// acting declines; otherwise `keep` declines.
    SwapOption { by: Who },
    /// Swap2's second decision: swap, place the 4th (white) stone, or place a white and a
    /// black stone and pass the choice of colour.
    Swap2Choice,
    /// `by` declares how many 5th moves black will offer, 1..=max.
    Declare { max: u8, by: Who },
    /// Black offers this many moves (0: as declared), no two equivalent by symmetry.
    Offer { count: u8 },
    /// White picks the offer that black plays.
    Choose,
    /// Taraguchi: black plays the 5th move inside the 9x9, or offers `count` 5th moves.
    FifthOrOffer { count: u8 },
}

/// Which way a branching step was taken, for [`OpeningRule::next`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Branch {
    /// The step's main action (a stone, an offer, a choice, a declaration).
    Main,
    Swap,
    /// Declined the swap, explicitly or by acting.
    Keep,
    /// Swap2: two stones placed.
    Two,
    /// Taraguchi: offers instead of a 5th move.
    Offers,
}

impl OpeningRule {
    /// Every opening rule, with N filled in for the numbered ones as an example.
    pub const ALL: [OpeningRule; 13] = [
        OpeningRule::Free,
        OpeningRule::Centre,
        OpeningRule::Rif1995,
        OpeningRule::Classic26,
        OpeningRule::Rif,
        OpeningRule::Sapronov,
        OpeningRule::SapronovChoice,
        OpeningRule::Pente,
        OpeningRule::Swap1,
        OpeningRule::Swap2,
        OpeningRule::Yamaguchi,
        OpeningRule::Soosorv(8),
        OpeningRule::Taraguchi(10),
    ];

    pub fn name(self) -> String {
        match self {
            OpeningRule::Soosorv(n) => format!("soosorv-{n}"),
            OpeningRule::Taraguchi(n) => format!("taraguchi-{n}"),
            _ => self.base_name().to_string(),
        }
    }

    fn base_name(self) -> &'static str {
        match self {
            OpeningRule::Free => "free",
            OpeningRule::Centre => "centre",
            OpeningRule::Rif1995 => "rif-1995",
            OpeningRule::Classic26 => "classic-26",
            OpeningRule::Rif => "rif",
            OpeningRule::Sapronov => "sapronov",
            OpeningRule::SapronovChoice => "sapronov-g",
            OpeningRule::Pente => "pente",
            OpeningRule::Swap1 => "swap1",
            OpeningRule::Swap2 => "swap2",
            OpeningRule::Yamaguchi => "yamaguchi",
            OpeningRule::Soosorv(_) => "soosorv-N",
            OpeningRule::Taraguchi(_) => "taraguchi-N",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            OpeningRule::Free => "no opening restriction",
            OpeningRule::Centre => "black's first stone on the centre",
            OpeningRule::Rif1995 => {
                "RIF 1995: centre, 2nd touching it, 3rd inside the central 5x5, white may swap, black offers two 5th moves"
            }
            OpeningRule::Classic26 => {
                "1992 text: centre, 2nd touching it, 3rd forms one of the 26 openings, white may swap, black offers two 5th moves"
            }
            OpeningRule::Rif => "RIF 1996-2008: the first player places one of the 26 openings, then as rif-1995",
            OpeningRule::Sapronov => "Sapronov: centre, 2nd anywhere, 3rd outside the central 5x5",
            OpeningRule::SapronovChoice => "Sapronov with rule g: as sapronov, and black offers two 5th and two 7th moves",
            OpeningRule::Pente => "pente tournament rule: centre, and the first player's 2nd stone outside the central 5x5",
            OpeningRule::Swap1 => "swap1 (also: swap): the first player places 2 black and 1 white stone, the other picks a colour",
            OpeningRule::Swap2 => {
                "swap2: after 3 stones the second player takes black, stays white, or adds 2 stones and lets the first choose"
            }
            OpeningRule::Yamaguchi => {
                "Yamaguchi: the first player places one of the 26 and declares N offers; swap; 4th; N 5th offers; choice"
            }
            OpeningRule::Soosorv(_) => {
                "Soosorv-N (soosorv-8 for world championships): one of the 26; swap; 4th and 1..N offers declared; swap; offers; choice"
            }
            OpeningRule::Taraguchi(_) => {
                "Taraguchi-N (taraguchi-10 in Europe): moves 1-4 in the central 1/3/5/7 squares with swaps; 5th in the 9x9 or N offers"
            }
        }
    }

    pub fn parse(name: &str) -> Option<OpeningRule> {
        let name = name.to_ascii_lowercase();
        let numbered = |prefix: &str| -> Option<u8> {
            let n: u8 = name.strip_prefix(prefix)?.parse().ok()?;
            (1..=50).contains(&n).then_some(n)
        };
        if let Some(n) = numbered("soosorv-") {
            return Some(OpeningRule::Soosorv(n));
        }
        if let Some(n) = numbered("taraguchi-") {
            return Some(OpeningRule::Taraguchi(n));
        }
        match name.as_str() {
            "center" => Some(OpeningRule::Centre),
            "swap" => Some(OpeningRule::Swap1),
            "taraguchi" => Some(OpeningRule::Taraguchi(10)),
            "soosorv" => Some(OpeningRule::Soosorv(8)),
            n => OpeningRule::ALL.into_iter().find(|o| o.base_name() == n),
        }
    }

    /// The `k`-th decision of the script, or `None` once play is free.
    pub fn step(self, k: usize) -> Option<Step> {
        use Color::{Black, White};
        let holder = Who::Holder;
        let first = Who::Player(Player::First);
        let place = |color, area| Step::Place {
            color,
            area,
            by: holder(color),
        };
        let by_first = |color, area| Step::Place {
            color,
            area,
            by: first,
        };
        let script: &[Step] = match self {
            OpeningRule::Free => &[],
            OpeningRule::Centre => &[place(Black, Area::Centre)],
            OpeningRule::Rif1995 | OpeningRule::Classic26 => {
                let third = if self == OpeningRule::Rif1995 {
                    Area::Inside(5)
                } else {
                    Area::Canonical
                };
                return [
                    place(Black, Area::Centre),
                    place(White, Area::AroundFirst),
                    place(Black, third),
                    Step::SwapOption { by: holder(White) },
                    place(White, Area::Anywhere),
                    Step::Offer { count: 2 },
                    Step::Choose,
                ]
                .get(k)
                .copied();
            }
            OpeningRule::Rif => &[
                by_first(Black, Area::Centre),
                by_first(White, Area::AroundFirst),
                by_first(Black, Area::Canonical),
                Step::SwapOption { by: holder(White) },
                place(White, Area::Anywhere),
                Step::Offer { count: 2 },
                Step::Choose,
            ],
            OpeningRule::Sapronov | OpeningRule::Pente => &[
                place(Black, Area::Centre),
                place(White, Area::Anywhere),
                place(Black, Area::Outside(5)),
            ],
            OpeningRule::SapronovChoice => &[
                place(Black, Area::Centre),
                place(White, Area::Anywhere),
                place(Black, Area::Outside(5)),
                place(White, Area::Anywhere),
                Step::Offer { count: 2 },
                Step::Choose,
                place(White, Area::Anywhere),
                Step::Offer { count: 2 },
                Step::Choose,
            ],
            OpeningRule::Swap1 => &[
                by_first(Black, Area::Anywhere),
                by_first(White, Area::Anywhere),
                by_first(Black, Area::Anywhere),
                Step::SwapOption {
                    by: Who::Player(Player::Second),
                },
            ],
            OpeningRule::Swap2 => &[
                by_first(Black, Area::Anywhere),
                by_first(White, Area::Anywhere),
                by_first(Black, Area::Anywhere),
                Step::Swap2Choice,
                // 4: after two more stones, the first player chooses a colour.
                Step::SwapOption { by: first },
            ],
            OpeningRule::Yamaguchi => &[
                by_first(Black, Area::Centre),
                by_first(White, Area::AroundFirst),
                by_first(Black, Area::Canonical),
                Step::Declare { max: 10, by: first },
                Step::SwapOption { by: holder(White) },
                place(White, Area::Anywhere),
                Step::Offer { count: 0 },
                Step::Choose,
            ],
            OpeningRule::Soosorv(n) => {
                return [
                    by_first(Black, Area::Centre),
                    by_first(White, Area::AroundFirst),
                    by_first(Black, Area::Canonical),
                    Step::SwapOption { by: holder(White) },
                    place(White, Area::Anywhere),
                    Step::Declare {
                        max: n,
                        by: holder(White),
                    },
                    Step::SwapOption { by: holder(Black) },
                    Step::Offer { count: 0 },
                    Step::Choose,
                ]
                .get(k)
                .copied();
            }
            OpeningRule::Taraguchi(n) => {
                return [
                    place(Black, Area::Centre),
                    Step::SwapOption { by: holder(White) },
                    place(White, Area::Inside(3)),
                    Step::SwapOption { by: holder(Black) },
                    place(Black, Area::Inside(5)),
                    Step::SwapOption { by: holder(White) },
                    place(White, Area::Inside(7)),
                    Step::SwapOption { by: holder(Black) },
                    Step::FifthOrOffer { count: n },
                    // 9: after a 5th move inside the 9x9, white may swap, then play is free.
                    Step::SwapOption { by: holder(White) },
                    // 10: after offers, white chooses.
                    Step::Choose,
                ]
                .get(k)
                .copied();
            }
        };
        script.get(k).copied()
    }

    /// The step after step `k` was taken along `branch`; past the script's end means free
    /// play.
    pub fn next(self, k: usize, branch: Branch) -> usize {
        match (self, k, branch) {
            // Swap2: swapping or placing the 4th stone ends the opening; two stones lead
            // to the first player's choice of colour.
            (OpeningRule::Swap2, 3, Branch::Two) => 4,
            (OpeningRule::Swap2, 3, _) => usize::MAX,
            (OpeningRule::Swap2, 4, _) => usize::MAX,
            (OpeningRule::Taraguchi(_), 8, Branch::Offers) => 10,
            (OpeningRule::Taraguchi(_), 9, _) => usize::MAX,
            (OpeningRule::Taraguchi(_), 10, _) => usize::MAX,
            _ => k + 1,
        }
    }
}

impl fmt::Display for OpeningRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Whether `p` lies in `area` on a board of `size`, given the stones played so far.
pub fn in_area(area: Area, p: Point, size: u8, played: &[Point]) -> bool {
    let c = Point::centre(size);
    let (dc, dr) = (p.col as i32 - c.col as i32, p.row as i32 - c.row as i32);
    let inside = |n: u8| {
        let h = n as i32 / 2;
        dc.abs() <= h && dr.abs() <= h
    };
    match area {
        Area::Anywhere => true,
        Area::Centre => p == c,
        Area::AroundFirst => played
            .first()
            .is_some_and(|&f| f != p && f.distance(p) == 1),
        Area::Inside(n) => inside(n),
        Area::Outside(n) => !inside(n),
        Area::Canonical => match played {
            [a, b] => opening_name(*a, *b, p).is_some(),
            _ => false,
        },
    }
}

/// The 26 canonical openings: third-move offsets from the first stone with the second
/// stone directly above it (direct) or diagonally up-right (indirect).
const DIRECT: [(&str, i32, i32); 13] = [
    ("Kansei", 0, 2),
    ("Keigetsu", 1, 2),
    ("Sosei", 2, 2),
    ("Kagetsu", 1, 1),
    ("Zangetsu", 2, 1),
    ("Ugetsu", 1, 0),
    ("Kinsei", 2, 0),
    ("Shogetsu", 0, -1),
    ("Kyugetsu", 1, -1),
    ("Shingetsu", 2, -1),
    ("Zuisei", 0, -2),
    ("Sangetsu", 1, -2),
    ("Yusei", 2, -2),
];

const INDIRECT: [(&str, i32, i32); 13] = [
    ("Chosei", 2, 2),
    ("Kyogetsu", 2, 1),
    ("Kosei", 2, 0),
    ("Suigetsu", 2, -1),
    ("Ryusei", 2, -2),
    ("Ungetsu", 1, 0),
    ("Hogetsu", 1, -1),
    ("Rangetsu", 1, -2),
    ("Gingetsu", 0, -1),
    ("Myojo", 0, -2),
    ("Shagetsu", -1, -1),
    ("Meigetsu", -1, -2),
    ("Suisei", -2, -2),
];

/// The openings' names in Japanese, as the names above transcribe them: the "moons"
/// (-getsu, 月) and "stars" (-sei, 星) of renju's classical nomenclature.
const JAPANESE: [(&str, &str); 26] = [
    ("Kansei", "寒星"),
    ("Keigetsu", "渓月"),
    ("Sosei", "疎星"),
    ("Kagetsu", "花月"),
    ("Zangetsu", "残月"),
    ("Ugetsu", "雨月"),
    ("Kinsei", "金星"),
    ("Shogetsu", "松月"),
    ("Kyugetsu", "丘月"),
    ("Shingetsu", "新月"),
    ("Zuisei", "瑞星"),
    ("Sangetsu", "山月"),
    ("Yusei", "遊星"),
    ("Chosei", "長星"),
    ("Kyogetsu", "峡月"),
    ("Kosei", "恒星"),
    ("Suigetsu", "水月"),
    ("Ryusei", "流星"),
    ("Ungetsu", "雲月"),
    ("Hogetsu", "浦月"),
    ("Rangetsu", "嵐月"),
    ("Gingetsu", "銀月"),
    ("Myojo", "明星"),
    ("Shagetsu", "斜月"),
    ("Meigetsu", "名月"),
    ("Suisei", "彗星"),
];

/// An opening's name in Japanese script, given its name as [`opening_name`] gives it.
pub fn opening_japanese(name: &str) -> Option<&'static str> {
    JAPANESE.iter().find(|(n, _)| *n == name).map(|(_, j)| *j)
}

/// Symmetries of offsets, as the board symmetries act on them.
fn map_offset(s: Symmetry, (x, y): (i32, i32)) -> (i32, i32) {
    match s {
        Symmetry::Identity => (x, y),
        Symmetry::Rotate90 => (y, -x),
        Symmetry::Rotate180 => (-x, -y),
        Symmetry::Rotate270 => (-y, x),
        Symmetry::FlipColumns => (-x, y),
        Symmetry::FlipRows => (x, -y),
        Symmetry::Transpose => (y, x),
        Symmetry::AntiTranspose => (-y, -x),
    }
}

/// The name of the opening formed by three stones (black, white, black), if they form
/// one of the 26 canonical openings in any orientation.
pub fn opening_name(first: Point, second: Point, third: Point) -> Option<&'static str> {
    let off = |p: Point| {
        (
            p.col as i32 - first.col as i32,
            p.row as i32 - first.row as i32,
        )
    };
    let (d2, d3) = (off(second), off(third));
    for s in Symmetry::ALL {
        let t2 = map_offset(s, d2);
        let t3 = map_offset(s, d3);
        let table: &[(&str, i32, i32)] = match t2 {
            (0, 1) => &DIRECT,
            (1, 1) => &INDIRECT,
            _ => continue,
        };
        if let Some((name, _, _)) = table.iter().find(|(_, x, y)| (*x, *y) == t3) {
            return Some(name);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_third_move_in_the_5x5_names_an_opening() {
        let c = Point::new(7, 7);
        let mut names = std::collections::BTreeSet::new();
        for second in [
            Point::new(7, 8),
            Point::new(8, 8),
            Point::new(6, 7),
            Point::new(6, 6),
        ] {
            for dc in -2..=2i32 {
                for dr in -2..=2i32 {
                    let p = Point::new((7 + dc) as u8, (7 + dr) as u8);
                    if p == c || p == second {
                        continue;
                    }
                    let name = opening_name(c, second, p);
                    assert!(name.is_some(), "{second} {p}");
                    names.insert(name.unwrap());
                }
            }
            // Outside the 5x5 there is no canonical opening.
            assert_eq!(opening_name(c, second, Point::new(10, 7)), None);
        }
        assert_eq!(names.len(), 26);
    }

    #[test]
    fn every_opening_has_its_japanese_name_once() {
        let names: Vec<&str> = DIRECT.iter().chain(&INDIRECT).map(|(n, _, _)| *n).collect();
        for n in &names {
            assert!(opening_japanese(n).is_some(), "{n}");
        }
        let mut kanji: Vec<&str> = JAPANESE.iter().map(|(_, j)| *j).collect();
        kanji.sort();
        kanji.dedup();
        assert_eq!(kanji.len(), 26);
        assert_eq!(opening_japanese("Kagetsu"), Some("花月"));
        assert_eq!(opening_japanese("Nothing"), None);
    }

    #[test]
    fn known_names() {
        let p = |c: u8, r: u8| Point::new(c, r);
        assert_eq!(opening_name(p(7, 7), p(7, 8), p(9, 8)), Some("Zangetsu"));
        assert_eq!(opening_name(p(7, 7), p(7, 8), p(9, 9)), Some("Sosei"));
        assert_eq!(opening_name(p(7, 7), p(8, 8), p(9, 7)), Some("Kosei"));
        // The same opening rotated: second stone to the left, third below-left.
        assert_eq!(opening_name(p(7, 7), p(6, 7), p(5, 5)), Some("Sosei"));
    }
}
