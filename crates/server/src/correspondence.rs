//! Correspondence play around the clock of days (see [`crate::clock`]): the games where
//! it is a player's turn, conditional moves, vacations, and the notices sent when a
//! correspondence game changes hands or ends.
//!
//! Conditional moves are a tree a player leaves in a game while the opponent is to move:
//! "if they play X, I answer Y, and then if they play Z, I answer W…". When the opponent
//! moves, the server plays the answer at once on the player's behalf and keeps the rest
//! of that branch; a move the tree does not foresee drops the whole tree.
//!
//! Vacations: an account may take [`VACATION_DAYS`] days in any 365 days, in whole days,
//! from the moment it asks; its clocks in the correspondence games it is playing stop for
//! those days. A vacation cannot begin while another is under way.

use crate::clock::DAY_MS;
use crate::error::ApiError;
use crate::game::{Actor, Seat, State, Status};
use crate::hub::Hub;
use crate::identity::Identity;
use crate::mail::Notice;
use crate::messages::{Branch, Conditional, Turn, Turns, Vacation};
use pearls_rules::action::{format_action, parse_actions};
use pearls_rules::Action;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Vacation days an account may take in any 365 days.
pub const VACATION_DAYS: i64 = 30;
const YEAR_MS: i64 = 365 * DAY_MS;
/// The most lines and the longest line a tree of conditional moves may have.
pub const MAX_LINES: usize = 64;
pub const MAX_LINE_LEN: usize = 40;

pub type Tree = BTreeMap<String, Branch>;

fn opponent_name(st: &State, p: usize) -> String {
    match &st.seats[1 - p] {
        Seat::Person { name, .. } => name.clone(),
        Seat::Engine { strength } => format!("the engine ({strength})"),
        Seat::Open => "nobody yet".into(),
    }
}

fn person(st: &State, p: usize) -> Option<String> {
    match &st.seats[p] {
        Seat::Person { id, .. } => Some(id.clone()),
        _ => None,
    }
}

impl Hub {
    /// After a committed change: in a correspondence game, the player now to move is
    /// answered by their conditional moves or told it is their turn, and both players
    /// are told when it ends. `before` is the game's status, decider and ply before.
    pub(crate) fn after_commit(
        self: &Arc<Hub>,
        before: (Status, Option<usize>, usize),
        st: &State,
    ) {
        if crate::matches::ends_match_game(before.0, st) {
            self.match_game_over(st);
        }
        if !st.spec.is_correspondence() {
            return;
        }
        let (was, _, ply_before) = before;
        let link = self
            .mailer
            .get()
            .map(|m| m.link(&format!("/game/{}", st.id)))
            .unwrap_or_default();
        if st.status == Status::Over && was != Status::Over {
            let result = st
                .result_text()
                .unwrap_or_else(|| "the game is over".into());
            for p in 0..2 {
                if let Some(id) = person(st, p) {
                    self.notify(
                        &id,
                        Notice::GameOver,
                        format!("Pearls: your game with {} is over", opponent_name(st, p)),
                        format!(
                            "Your game with {} is over: {result}.\n{link}",
                            opponent_name(st, p)
                        ),
                        crate::messages::game_url(&st.id),
                    );
                }
            }
            return;
        }
        // A move, or the start of the game (the first mover is told too).
        let started = was == Status::Waiting;
        if st.status != Status::Live || (st.texts.len() <= ply_before && !started) {
            return;
        }
        let Some(p) = st.decider() else { return };
        let Some(player) = person(st, p) else { return };
        let (hub, game, ply) = (self.clone(), st.id.clone(), st.texts.len());
        let opponent = opponent_name(st, p);
        let path = crate::messages::game_url(&st.id);
        tokio::spawn(async move {
            match hub.answer_conditionally(&game, &player, ply).await {
                Ok(true) => {}
                Ok(false) => hub.notify(
                    &player,
                    Notice::Turn,
                    format!("Pearls: your move against {opponent}"),
                    format!("It is your move in your game with {opponent}.\n{link}"),
                    path,
                ),
                Err(e) => eprintln!("pearls: conditional moves in game {game}: {e}"),
            }
        });
    }

    /// Plays `player`'s conditional answer in game `id`, which stands at `ply` actions
    /// with `player` to move; whether there was one to play.
    async fn answer_conditionally(
        self: &Arc<Hub>,
        id: &str,
        player: &str,
        ply: usize,
    ) -> Result<bool, ApiError> {
        let Some((from, json)) = self.store.conditional(id, player).await? else {
            return Ok(false);
        };
        let tree: Tree = serde_json::from_str(&json).unwrap_or_default();
        let answer = {
            let live = self.get(id).await?;
            let st = live.state.lock().await;
            answer_for(&tree, from, ply, &st.texts)
        };
        let branch = match answer {
            Answer::Stale => return Ok(false),
            Answer::Drop => {
                self.store.clear_conditional(id, player).await?;
                return Ok(false);
            }
            Answer::Play(branch) => branch,
        };
        if branch.then.is_empty() {
            self.store.clear_conditional(id, player).await?;
        } else {
            let rest = serde_json::to_string(&branch.then).expect("a tree serialises");
            let now = self.time.now_ms();
            self.store
                .set_conditional(id, player, ply as i64 + 1, &rest, now)
                .await?;
        }
        let actor = Actor::Person(player.to_string());
        if let Err(e) = self.act(id, &actor, ply as i64, &branch.answer).await {
            self.store.clear_conditional(id, player).await?;
            return Err(e);
        }
        Ok(true)
    }

    /// The correspondence game `id` with `who` seated in it, live; their seat.
    async fn correspondence_seat(
        &self,
        id: &str,
        who: &Identity,
    ) -> Result<(Arc<crate::hub::LiveGame>, usize), ApiError> {
        let live = self.get(id).await?;
        let st = live.state.lock().await;
        if !st.spec.is_correspondence() {
            return Err(ApiError::NotCorrespondence(format!(
                "game {id} is not a correspondence game: conditional moves are for those only"
            )));
        }
        let seat = crate::services::playing_seat(&st, &Actor::Person(who.id.clone()))?;
        drop(st);
        Ok((live, seat))
    }

    /// Sets `who`'s conditional moves in game `id` from `lines` (each the opponent's
    /// move, the answer, the opponent's next move…), checked by playing each line out.
    pub async fn set_conditional(
        &self,
        id: &str,
        who: &Identity,
        lines: &[Vec<String>],
    ) -> Result<Conditional, ApiError> {
        let (live, seat) = self.correspondence_seat(id, who).await?;
        let st = live.state.lock().await;
        if !lines.is_empty() && st.decider() == Some(seat) {
            return Err(ApiError::BadAction(
                "it is your move: conditional moves answer the opponent's next move, so play \
                 yours first"
                    .into(),
            ));
        }
        if lines.len() > MAX_LINES {
            return Err(ApiError::BadRequest(format!(
                "at most {MAX_LINES} lines of conditional moves"
            )));
        }
        let n = st.notation();
        let mut tree = Tree::new();
        for (l, line) in lines.iter().enumerate() {
            let at = |i: usize, text: &str| format!("line {}, move {} ('{text}')", l + 1, i + 1);
            if line.is_empty() || line.len() % 2 != 0 || line.len() > MAX_LINE_LEN {
                return Err(ApiError::BadRequest(format!(
                    "line {}: a line is pairs of the opponent's move and your answer, \
                     at most {MAX_LINE_LEN} moves",
                    l + 1
                )));
            }
            let mut game = st.game.clone();
            let mut texts = Vec::new();
            for (i, text) in line.iter().enumerate() {
                if game.is_over() {
                    return Err(ApiError::Illegal(format!(
                        "{}: the game is over before it",
                        at(i, text)
                    )));
                }
                let mover = if i % 2 == 0 { 1 - seat } else { seat };
                if game.decider().map(crate::game::player_index) != Some(mover) {
                    return Err(ApiError::Illegal(format!(
                        "{}: it is not that side's decision there",
                        at(i, text)
                    )));
                }
                let actions = parse_actions(text, &n)
                    .map_err(|e| ApiError::BadAction(format!("{}: {e}", at(i, text))))?;
                let [action] = actions.as_slice() else {
                    return Err(ApiError::BadAction(format!("{}: one action", at(i, text))));
                };
                if matches!(
                    action,
                    Action::Resign(_) | Action::AgreeDraw | Action::Timeout(_)
                ) {
                    return Err(ApiError::BadAction(format!(
                        "{}: only moves and opening decisions",
                        at(i, text)
                    )));
                }
                game.apply(action.clone())
                    .map_err(|e| ApiError::Illegal(format!("{}: {e}", at(i, text))))?;
                texts.push(format_action(action, &n));
            }
            let mut node = &mut tree;
            for pair in texts.chunks(2) {
                let branch = node.entry(pair[0].clone()).or_insert_with(|| Branch {
                    answer: pair[1].clone(),
                    then: BTreeMap::new(),
                });
                if branch.answer != pair[1] {
                    return Err(ApiError::BadRequest(format!(
                        "line {}: after {} it answers {} where another line answers {}",
                        l + 1,
                        pair[0],
                        pair[1],
                        branch.answer
                    )));
                }
                node = &mut branch.then;
            }
        }
        let ply = st.texts.len();
        drop(st);
        if tree.is_empty() {
            self.store.clear_conditional(id, &who.id).await?;
        } else {
            let json = serde_json::to_string(&tree).expect("a tree serialises");
            let now = self.time.now_ms();
            self.store
                .set_conditional(id, &who.id, ply as i64, &json, now)
                .await?;
        }
        Ok(conditional_view(ply, tree))
    }

    /// `who`'s conditional moves in game `id`: an empty tree when none, or when the
    /// opponent has moved since they were set (they are being answered or dropped).
    pub async fn conditional_of(&self, id: &str, who: &Identity) -> Result<Conditional, ApiError> {
        let (live, _) = self.correspondence_seat(id, who).await?;
        let ply = live.state.lock().await.texts.len();
        let tree = match self.store.conditional(id, &who.id).await? {
            Some((from, json)) if from == ply as i64 => {
                serde_json::from_str(&json).unwrap_or_default()
            }
            _ => Tree::new(),
        };
        Ok(conditional_view(ply, tree))
    }

    /// The live games where it is `who`'s turn, the nearest deadline first.
    pub async fn turns_of(&self, who: &Identity) -> Turns {
        let now = self.time.now_ms();
        let me = Actor::Person(who.id.clone());
        let mut games = Vec::new();
        for live in self.in_memory() {
            let st = live.state.lock().await;
            if st.status != Status::Live {
                continue;
            }
            let Some(p) = st.seat_of(&me) else { continue };
            if st.decider() != Some(p) {
                continue;
            }
            games.push(Turn {
                game: crate::view::summary(&st, now),
                deadline_ms: st.clock.deadline(&st.spec),
                correspondence: st.spec.is_correspondence(),
                opponent: opponent_name(&st, p),
                opponent_seat: crate::view::seat_view(&st.seats[1 - p]),
            });
        }
        games.sort_by(|a, b| {
            (a.deadline_ms.unwrap_or(i64::MAX), &a.game.id)
                .cmp(&(b.deadline_ms.unwrap_or(i64::MAX), &b.game.id))
        });
        Turns { games }
    }

    /// The vacation allowance of an account and its use at `now`.
    pub async fn vacation_of(&self, who: &Identity) -> Result<Vacation, ApiError> {
        if who.guest {
            return Err(ApiError::AccountNeeded(
                "vacations are for accounts: register or log in".into(),
            ));
        }
        let now = self.time.now_ms();
        let taken = self.store.vacations_since(&who.id, now - YEAR_MS).await?;
        let taken_days: i64 = taken.iter().map(|(_, d)| d).sum();
        let current = taken
            .iter()
            .map(|&(start, days)| [start, start + days * DAY_MS])
            .find(|&[start, end]| start <= now && now < end);
        Ok(Vacation {
            allowance_days: VACATION_DAYS,
            taken_days,
            left_days: (VACATION_DAYS - taken_days).max(0),
            current,
        })
    }

    /// Starts a vacation of `days` whole days now: every correspondence game `who` is
    /// playing has their clock stopped for that time.
    pub async fn take_vacation(
        self: &Arc<Hub>,
        who: &Identity,
        days: i64,
    ) -> Result<Vacation, ApiError> {
        let before = self.vacation_of(who).await?;
        if !(1..=VACATION_DAYS).contains(&days) {
            return Err(ApiError::BadRequest(format!(
                "a vacation is 1 to {VACATION_DAYS} whole days, not {days}"
            )));
        }
        if let Some([_, end]) = before.current {
            return Err(ApiError::VacationRefused(format!(
                "you are on vacation until {end} (ms since the epoch)"
            )));
        }
        if days > before.left_days {
            return Err(ApiError::VacationRefused(format!(
                "{days} days is more than the {} days of vacation left of your {VACATION_DAYS} \
                 in the last 365 days",
                before.left_days
            )));
        }
        let now = self.time.now_ms();
        let end = now + days * DAY_MS;
        self.store.add_vacation(&who.id, now, days).await?;
        let me = Actor::Person(who.id.clone());
        for live in self.in_memory() {
            let mut st = live.state.lock().await;
            if st.status != Status::Live || !st.spec.is_correspondence() {
                continue;
            }
            let Some(p) = st.seat_of(&me) else { continue };
            if self.flag_if_due(&live, &mut st).await? {
                continue;
            }
            let mut next = st.draft();
            next.clock.take_vacation(p, now, end);
            let keep = st.texts.len();
            self.commit(&live, &mut st, next, keep).await?;
        }
        self.vacation_of(who).await
    }
}

/// What the task of a turn that came at `ply` does with lines set at `from`, the game's
/// actions now being `texts`.
#[derive(Debug, PartialEq)]
enum Answer {
    /// The game has moved on since the turn came: the turn is no longer this task's to
    /// answer, and lines set since then are not its to drop.
    Stale,
    /// The lines do not foresee the opponent's move (or were set at another ply).
    Drop,
    Play(Branch),
}

fn answer_for(tree: &Tree, from: i64, ply: usize, texts: &[String]) -> Answer {
    if texts.len() != ply {
        return Answer::Stale;
    }
    if from < 0 || from as usize + 1 != ply {
        return Answer::Drop;
    }
    match texts.get(from as usize).and_then(|t| tree.get(t)) {
        Some(branch) => Answer::Play(branch.clone()),
        None => Answer::Drop,
    }
}

/// A tree as shown, with its lines.
fn conditional_view(ply: usize, tree: Tree) -> Conditional {
    fn walk(tree: &Tree, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        for (theirs, b) in tree {
            prefix.push(theirs.clone());
            prefix.push(b.answer.clone());
            if b.then.is_empty() {
                out.push(prefix.clone());
            } else {
                walk(&b.then, prefix, out);
            }
            prefix.truncate(prefix.len() - 2);
        }
    }
    let mut lines = Vec::new();
    walk(&tree, &mut Vec::new(), &mut lines);
    Conditional { ply, tree, lines }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree() -> Tree {
        let mut t = Tree::new();
        t.insert(
            "i9".into(),
            Branch {
                answer: "j10".into(),
                then: Tree::new(),
            },
        );
        t
    }

    fn texts(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_foreseen_move_is_answered_and_another_drops_the_lines() {
        let Answer::Play(b) = answer_for(&tree(), 1, 2, &texts("h8 i9")) else {
            panic!("i9 was foreseen");
        };
        assert_eq!(b.answer, "j10");
        assert_eq!(answer_for(&tree(), 1, 2, &texts("h8 k11")), Answer::Drop);
        // Lines set at another ply than the one before the opponent's move.
        assert_eq!(answer_for(&tree(), 0, 2, &texts("h8 i9")), Answer::Drop);
        assert_eq!(answer_for(&tree(), -1, 2, &texts("h8 i9")), Answer::Drop);
    }

    #[test]
    fn a_turn_the_game_has_moved_past_leaves_lines_set_since_alone() {
        // The first mover's turn came at ply 0; they moved and set lines at ply 1 before
        // that turn's task read the store.
        assert_eq!(answer_for(&tree(), 1, 0, &texts("h8")), Answer::Stale);
        assert_eq!(
            answer_for(&tree(), 1, 2, &texts("h8 i9 j10")),
            Answer::Stale
        );
    }
}
