//! Pearls' engine: an incremental pattern board, threat-space search (VCF and VCT),
//! principal-variation alpha-beta with a shared transposition table over any number of
//! threads, and a pattern evaluation. No I/O but reading a weights file on request
//! ([`weights::load`]): callers pass limits in and read results out.

pub mod balance;
pub mod bench;
pub mod board;
pub mod capture;
pub mod decide;
pub mod eval;
pub mod movepick;
pub mod nnue;
pub mod params;
pub mod pattern;
pub mod prove;
pub mod search;
pub mod stats;
pub mod testing;
pub mod timeman;
pub mod tt;
pub mod variation;
pub mod vcf;
pub mod weights;

pub use board::{Board, Sq, PASS};
pub use search::{Engine, Limits, Line, Options, Proof, Report, SearchResult};
pub use timeman::TimeControl;
pub use tt::Bound;

use pattern::FiveRule;
use pearls_rules::{Color, RuleSet};
use std::fmt;

/// The rule sets the engine plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    Freestyle,
    Standard,
    Renju,
    Caro,
    /// Pair captures; five pairs win (see [`capture`]).
    Pente,
    /// Captures of two or three stones; fifteen stones win.
    KeryoPente,
    /// Pair captures, perfect fives, black's double-three, neutral overlines.
    NinukiRenju,
    /// Free-style where neither side may make an open four.
    AntiRenju,
    /// Pente where neither side may make an open four.
    AntiPente,
}

impl Rule {
    /// The rules of the main search (and of `pearls bench`).
    pub const ALL: [Rule; 4] = [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro];

    /// The rules searched by [`capture::search`]: captures, or an open four barred.
    pub const CAPTURE_GAMES: [Rule; 5] = [
        Rule::Pente,
        Rule::KeryoPente,
        Rule::NinukiRenju,
        Rule::AntiRenju,
        Rule::AntiPente,
    ];

    /// Every rule the engine plays.
    pub fn every() -> impl Iterator<Item = Rule> {
        Rule::ALL.into_iter().chain(Rule::CAPTURE_GAMES)
    }

    /// Whether the capture games' search plays this rule rather than the main search.
    pub fn is_capture_game(self) -> bool {
        Rule::CAPTURE_GAMES.contains(&self)
    }

    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
            Rule::Caro => "caro",
            Rule::Pente => "pente",
            Rule::KeryoPente => "keryo-pente",
            Rule::NinukiRenju => "ninuki-renju",
            Rule::AntiRenju => "anti-renju",
            Rule::AntiPente => "anti-pente",
        }
    }

    pub fn from_name(name: &str) -> Option<Rule> {
        Rule::every().find(|r| r.name() == name)
    }

    /// The engine's rule for a referee's rule set, if it plays it (the variations that
    /// change the board, `+bomb` and the like, it does not).
    pub fn from_rule_set(rules: &RuleSet) -> Option<Rule> {
        if rules.modifiers != Default::default() {
            return None;
        }
        Rule::from_name(rules.name)
    }

    /// As [`Rule::from_rule_set`], with the message to show when the engine does not play
    /// the rule set.
    pub fn for_rule_set(rules: &RuleSet) -> Result<Rule, String> {
        Rule::from_rule_set(rules).ok_or_else(|| {
            format!(
                "the engine does not play {} (it plays freestyle, standard, renju, caro, pente, keryo-pente, ninuki-renju, anti-renju and anti-pente, without variations)",
                rules.full_name()
            )
        })
    }

    /// As [`Rule::for_rule_set`], where a position is set up from its stones alone (the
    /// analysis board, puzzles, reviews): the capture games need their moves replayed
    /// with the captures and the counts, which a setup of stones does not give.
    pub fn for_stones(rules: &RuleSet) -> Result<Rule, String> {
        // The variations, too, need the game: who holds a bomb, which stone is common.
        if rules.modifiers != Default::default() && variation::engine_rule(rules).is_ok() {
            return Err(format!(
                "the engine plays {} only from a game's moves, not from stones set up",
                rules.full_name()
            ));
        }
        match Rule::for_rule_set(rules)? {
            r if r.is_capture_game() => Err(format!(
                "the engine plays {} only from a game's moves, not from stones set up",
                rules.full_name()
            )),
            r => Ok(r),
        }
    }

    /// The referee's rule set for this rule.
    pub fn rule_set(self) -> RuleSet {
        match self {
            Rule::Freestyle => RuleSet::freestyle(),
            Rule::Standard => RuleSet::standard(),
            Rule::Renju => RuleSet::renju(),
            Rule::Caro => RuleSet::caro(),
            Rule::Pente => RuleSet::pente(),
            Rule::KeryoPente => RuleSet::keryo_pente(),
            Rule::NinukiRenju => RuleSet::ninuki_renju(),
            Rule::AntiRenju => RuleSet::anti_renju(),
            Rule::AntiPente => RuleSet::anti_pente(),
        }
    }

    /// The rule of a Gomocup `INFO rule` bit mask (1 exactly five, 2 continuous game,
    /// 4 renju, 8 caro).
    pub fn from_gomocup(bits: u32) -> Rule {
        if bits & 4 != 0 {
            Rule::Renju
        } else if bits & 8 != 0 {
            Rule::Caro
        } else if bits & 1 != 0 {
            Rule::Standard
        } else {
            Rule::Freestyle
        }
    }

    /// The Gomocup `INFO rule` number; the games Gomocup has no number for send 0 and
    /// name themselves with `INFO game` (see the protocol's extension).
    pub fn gomocup(self) -> u32 {
        match self {
            Rule::Freestyle => 0,
            Rule::Pente
            | Rule::KeryoPente
            | Rule::NinukiRenju
            | Rule::AntiRenju
            | Rule::AntiPente => 0,
            Rule::Standard => 1,
            Rule::Renju => 4,
            Rule::Caro => 9,
        }
    }

    pub(crate) fn five_rule(self, color: Color) -> FiveRule {
        match (self, color) {
            (Rule::Freestyle, _) | (Rule::Renju, Color::White) => FiveRule::Free,
            (Rule::Pente | Rule::KeryoPente | Rule::AntiRenju | Rule::AntiPente, _) => {
                FiveRule::Free
            }
            (Rule::Standard, _) | (Rule::Renju, Color::Black) => FiveRule::Exact,
            (Rule::NinukiRenju, _) => FiveRule::Exact,
            (Rule::Caro, _) => FiveRule::Caro,
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
