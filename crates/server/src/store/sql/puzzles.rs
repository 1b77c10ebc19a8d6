//! The statements of the puzzle store ([`crate::store::puzzles`]), one text for both
//! backends as everywhere in [`super`].

use super::{Columns, Query, Row, SqlStore, Step, Value};
use crate::store::puzzles::{
    Attempt, AttemptRow, AwardedGrade, CompetitionRow, EntryRow, EntryScore, PersonalPuzzleRow,
    PuzzleRating, PuzzleStat, PuzzleStore,
};
use crate::store::{BoxFut, StoreResult};

use super::Backend;

const PLAYER_RATING: &str = "SELECT rating, deviation, volatility, attempts \
     FROM puzzle_player_ratings WHERE player_id = $1";
const PUZZLE_STATS: &str = "SELECT puzzle_id, rating, deviation, volatility, attempts, solved \
     FROM puzzle_ratings ORDER BY puzzle_id";
const ATTEMPTED: &str =
    "SELECT puzzle_id FROM puzzle_attempts WHERE player_id = $1 ORDER BY at_ms, puzzle_id";
const ATTEMPT: &str = "SELECT player_id, puzzle_id, solved, rating_before, rating_after, at_ms \
     FROM puzzle_attempts WHERE player_id = $1 AND puzzle_id = $2";
const INSERT_ATTEMPT: &str = "INSERT INTO puzzle_attempts \
     (player_id, puzzle_id, solved, rating_before, rating_after, at_ms) \
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (player_id, puzzle_id) DO NOTHING";
/// A new rating, or a change of the row that has `$7` attempts.
const UPSERT_PLAYER_RATING: &str = "INSERT INTO puzzle_player_ratings \
     (player_id, rating, deviation, volatility, attempts, updated_ms) \
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (player_id) DO UPDATE SET \
     rating = excluded.rating, deviation = excluded.deviation, \
     volatility = excluded.volatility, attempts = excluded.attempts, \
     updated_ms = excluded.updated_ms WHERE puzzle_player_ratings.attempts = $7";
const UPSERT_PUZZLE_RATING: &str = "INSERT INTO puzzle_ratings \
     (puzzle_id, rating, deviation, volatility, attempts, solved, updated_ms) \
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (puzzle_id) DO UPDATE SET \
     rating = excluded.rating, deviation = excluded.deviation, \
     volatility = excluded.volatility, attempts = excluded.attempts, \
     solved = puzzle_ratings.solved + excluded.solved, \
     updated_ms = excluded.updated_ms WHERE puzzle_ratings.attempts = $8";
const INSERT_COMPETITION: &str = "INSERT INTO competitions \
     (id, title, organiser_id, problems, grade, threshold, starts_ms, deadline_ms, created_ms) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)";
/// The columns of a competition row are in [`competition_row`]'s order.
const COMPETITIONS: &str = concat!(
    "SELECT c.id, c.title, c.organiser_id, u.name, c.problems, ",
    "c.grade, c.threshold, c.starts_ms, c.deadline_ms, c.created_ms, c.scored_ms, ",
    "(SELECT COUNT(*) FROM competition_entries e WHERE e.competition_id = c.id) ",
    "FROM competitions c JOIN users u ON u.id = c.organiser_id ",
    "ORDER BY c.deadline_ms DESC, c.id"
);
const COMPETITION: &str = concat!(
    "SELECT c.id, c.title, c.organiser_id, u.name, c.problems, ",
    "c.grade, c.threshold, c.starts_ms, c.deadline_ms, c.created_ms, c.scored_ms, ",
    "(SELECT COUNT(*) FROM competition_entries e WHERE e.competition_id = c.id) ",
    "FROM competitions c JOIN users u ON u.id = c.organiser_id WHERE c.id = $1"
);
/// Only while the competition is not scored: a late write cannot slip in after.
const UPSERT_ENTRY: &str = "INSERT INTO competition_entries \
     (competition_id, player_id, answers, submitted_ms) \
     SELECT $1, $2, $3, $4 WHERE EXISTS \
     (SELECT 1 FROM competitions WHERE id = $1 AND scored_ms IS NULL) \
     ON CONFLICT (competition_id, player_id) DO UPDATE SET \
     answers = excluded.answers, submitted_ms = excluded.submitted_ms";
const ENTRIES: &str = "SELECT e.competition_id, e.player_id, u.name, e.answers, \
     e.submitted_ms, e.score, e.points, e.awarded \
     FROM competition_entries e JOIN users u ON u.id = e.player_id \
     WHERE e.competition_id = $1 ORDER BY e.submitted_ms, u.name_key";
const MARK_SCORED: &str =
    "UPDATE competitions SET scored_ms = $1 WHERE id = $2 AND scored_ms IS NULL";
const SCORE_ENTRY: &str = "UPDATE competition_entries SET score = $1, points = $2, awarded = $3 \
     WHERE competition_id = $4 AND player_id = $5";

const INSERT_PERSONAL: &str = "INSERT INTO personal_puzzles \
     (id, owner_id, game_id, ply, rule, puzzle, created_ms) \
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING";
const PERSONAL_OF: &str = "SELECT id, owner_id, game_id, ply, rule, puzzle, created_ms \
     FROM personal_puzzles WHERE owner_id = $1 ORDER BY created_ms, game_id, ply";
const PERSONAL: &str = "SELECT id, owner_id, game_id, ply, rule, puzzle, created_ms \
     FROM personal_puzzles WHERE id = $1";
const AWARDED: &str = "SELECT c.id, c.title, e.awarded, c.deadline_ms \
     FROM competition_entries e JOIN competitions c ON c.id = e.competition_id \
     WHERE e.player_id = $1 AND e.awarded IS NOT NULL \
     ORDER BY c.deadline_ms DESC, c.id";

fn personal_row(row: Row) -> StoreResult<PersonalPuzzleRow> {
    let mut c = Columns(row.into_iter());
    Ok(PersonalPuzzleRow {
        id: c.text()?,
        owner_id: c.text()?,
        game_id: c.text()?,
        ply: c.int()?,
        rule: c.text()?,
        puzzle: c.text()?,
        created_ms: c.int()?,
    })
}

impl Columns {
    fn opt_int(&mut self) -> StoreResult<Option<i64>> {
        match self.next()? {
            Value::Null => Ok(None),
            Value::Int(v) => Ok(Some(v)),
            other => Err(crate::store::StoreError(format!(
                "expected an integer, found {other:?}"
            ))),
        }
    }
}

fn opt_real(v: Option<f64>) -> Value {
    v.map_or(Value::Null, Value::Real)
}

fn opt_text(v: &Option<String>) -> Value {
    Value::from(v)
}

fn rating(c: &mut Columns) -> StoreResult<PuzzleRating> {
    Ok(PuzzleRating {
        rating: c.real()?,
        deviation: c.real()?,
        volatility: c.real()?,
        attempts: c.int()?,
    })
}

fn competition_row(row: Row) -> StoreResult<CompetitionRow> {
    let mut c = Columns(row.into_iter());
    Ok(CompetitionRow {
        id: c.text()?,
        title: c.text()?,
        organiser_id: c.text()?,
        organiser: c.text()?,
        problems: c.text()?,
        grade: c.opt_text()?,
        threshold: c.int()?,
        starts_ms: c.int()?,
        deadline_ms: c.int()?,
        created_ms: c.int()?,
        scored_ms: c.opt_int()?,
        entrants: c.int()?,
    })
}

fn entry_row(row: Row) -> StoreResult<EntryRow> {
    let mut c = Columns(row.into_iter());
    Ok(EntryRow {
        competition_id: c.text()?,
        player_id: c.text()?,
        name: c.text()?,
        answers: c.text()?,
        submitted_ms: c.int()?,
        score: c.opt_int()?,
        points: c.opt_text()?,
        awarded: c.opt_text()?,
    })
}

impl<B: Backend> SqlStore<B> {
    async fn rows(&self, sql: &'static str, params: Vec<Value>) -> StoreResult<Vec<Row>> {
        let mut results = self.backend.read(vec![Query { sql, params }]).await?;
        Ok(results.pop().unwrap_or_default())
    }
}

impl<B: Backend> PuzzleStore for SqlStore<B> {
    fn puzzle_rating_of(&self, player_id: &str) -> BoxFut<'_, Option<PuzzleRating>> {
        let params = vec![player_id.into()];
        Box::pin(async move {
            self.rows(PLAYER_RATING, params)
                .await?
                .into_iter()
                .next()
                .map(|r| rating(&mut Columns(r.into_iter())))
                .transpose()
        })
    }

    fn puzzle_stats(&self) -> BoxFut<'_, Vec<PuzzleStat>> {
        Box::pin(async move {
            self.rows(PUZZLE_STATS, vec![])
                .await?
                .into_iter()
                .map(|r| {
                    let mut c = Columns(r.into_iter());
                    Ok(PuzzleStat {
                        puzzle_id: c.text()?,
                        rating: rating(&mut c)?,
                        solved: c.int()?,
                    })
                })
                .collect()
        })
    }

    fn attempted_puzzles(&self, player_id: &str) -> BoxFut<'_, Vec<String>> {
        let params = vec![player_id.into()];
        Box::pin(async move {
            self.rows(ATTEMPTED, params)
                .await?
                .into_iter()
                .map(|r| Columns(r.into_iter()).text())
                .collect()
        })
    }

    fn attempt(&self, player_id: &str, puzzle_id: &str) -> BoxFut<'_, Option<AttemptRow>> {
        let params = vec![player_id.into(), puzzle_id.into()];
        Box::pin(async move {
            let Some(row) = self.rows(ATTEMPT, params).await?.into_iter().next() else {
                return Ok(None);
            };
            let mut c = Columns(row.into_iter());
            let player_id = c.text()?;
            let puzzle_id = c.text()?;
            let solved = c.int()? != 0;
            let before = match c.next()? {
                Value::Null => None,
                Value::Real(v) => Some(v),
                other => {
                    return Err(crate::store::StoreError(format!(
                        "expected a real, found {other:?}"
                    )))
                }
            };
            let after = match c.next()? {
                Value::Null => None,
                Value::Real(v) => Some(v),
                other => {
                    return Err(crate::store::StoreError(format!(
                        "expected a real, found {other:?}"
                    )))
                }
            };
            Ok(Some(AttemptRow {
                player_id,
                puzzle_id,
                solved,
                rating_before: before,
                rating_after: after,
                at_ms: c.int()?,
            }))
        })
    }

    fn record_attempt(&self, a: Attempt) -> BoxFut<'_, ()> {
        let mut steps = vec![Step::Run {
            sql: INSERT_ATTEMPT,
            params: vec![
                (&a.player_id).into(),
                (&a.puzzle_id).into(),
                i64::from(a.solved).into(),
                opt_real(a.rated.as_ref().map(|r| r.player_before.rating)),
                opt_real(a.rated.as_ref().map(|r| r.player_after.rating)),
                a.at_ms.into(),
            ],
            must_change_one: Some(format!(
                "{} has attempted puzzle {} already",
                a.player_id, a.puzzle_id
            )),
        }];
        if let Some(r) = &a.rated {
            let p = &r.player_after;
            steps.push(Step::Run {
                sql: UPSERT_PLAYER_RATING,
                params: vec![
                    (&a.player_id).into(),
                    p.rating.into(),
                    p.deviation.into(),
                    p.volatility.into(),
                    p.attempts.into(),
                    a.at_ms.into(),
                    (p.attempts - 1).into(),
                ],
                must_change_one: Some(format!(
                    "the puzzle rating of {} changed while an attempt was rated",
                    a.player_id
                )),
            });
            let q = &r.puzzle_after;
            steps.push(Step::Run {
                sql: UPSERT_PUZZLE_RATING,
                params: vec![
                    (&a.puzzle_id).into(),
                    q.rating.into(),
                    q.deviation.into(),
                    q.volatility.into(),
                    q.attempts.into(),
                    i64::from(a.solved).into(),
                    a.at_ms.into(),
                    (q.attempts - 1).into(),
                ],
                must_change_one: Some(format!(
                    "the rating of puzzle {} changed while an attempt was rated",
                    a.puzzle_id
                )),
            });
        }
        Box::pin(self.write(steps))
    }

    fn create_competition(&self, c: &CompetitionRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&c.id).into(),
            (&c.title).into(),
            (&c.organiser_id).into(),
            (&c.problems).into(),
            opt_text(&c.grade),
            c.threshold.into(),
            c.starts_ms.into(),
            c.deadline_ms.into(),
            c.created_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_COMPETITION, params)]))
    }

    fn competitions(&self) -> BoxFut<'_, Vec<CompetitionRow>> {
        Box::pin(async move {
            self.rows(COMPETITIONS, vec![])
                .await?
                .into_iter()
                .map(competition_row)
                .collect()
        })
    }

    fn competition(&self, id: &str) -> BoxFut<'_, Option<CompetitionRow>> {
        let params = vec![id.into()];
        Box::pin(async move {
            self.rows(COMPETITION, params)
                .await?
                .into_iter()
                .next()
                .map(competition_row)
                .transpose()
        })
    }

    fn submit_entry(&self, e: &EntryRow) -> BoxFut<'_, ()> {
        let step = Step::Run {
            sql: UPSERT_ENTRY,
            params: vec![
                (&e.competition_id).into(),
                (&e.player_id).into(),
                (&e.answers).into(),
                e.submitted_ms.into(),
            ],
            must_change_one: Some(format!(
                "competition {} is scored, or there is none",
                e.competition_id
            )),
        };
        Box::pin(self.write(vec![step]))
    }

    fn entries(&self, competition_id: &str) -> BoxFut<'_, Vec<EntryRow>> {
        let params = vec![competition_id.into()];
        Box::pin(async move {
            self.rows(ENTRIES, params)
                .await?
                .into_iter()
                .map(entry_row)
                .collect()
        })
    }

    fn score_competition(
        &self,
        competition_id: &str,
        scored_ms: i64,
        scores: Vec<EntryScore>,
    ) -> BoxFut<'_, ()> {
        let mut steps = vec![Step::Run {
            sql: MARK_SCORED,
            params: vec![scored_ms.into(), competition_id.into()],
            must_change_one: Some(format!(
                "competition {competition_id} was scored already, or there is none"
            )),
        }];
        for s in scores {
            steps.push(Step::Run {
                sql: SCORE_ENTRY,
                params: vec![
                    s.score.into(),
                    (&s.points).into(),
                    opt_text(&s.awarded),
                    competition_id.into(),
                    (&s.player_id).into(),
                ],
                must_change_one: Some(format!(
                    "{} has no entry in competition {competition_id}",
                    s.player_id
                )),
            });
        }
        Box::pin(self.write(steps))
    }

    fn save_personal_puzzles(&self, rows: Vec<PersonalPuzzleRow>) -> BoxFut<'_, ()> {
        let steps = rows
            .into_iter()
            .map(|r| {
                Step::run(
                    INSERT_PERSONAL,
                    vec![
                        (&r.id).into(),
                        (&r.owner_id).into(),
                        (&r.game_id).into(),
                        r.ply.into(),
                        (&r.rule).into(),
                        (&r.puzzle).into(),
                        r.created_ms.into(),
                    ],
                )
            })
            .collect();
        Box::pin(self.write(steps))
    }

    fn personal_puzzles(&self, owner_id: &str) -> BoxFut<'_, Vec<PersonalPuzzleRow>> {
        let params = vec![owner_id.into()];
        Box::pin(async move {
            self.rows(PERSONAL_OF, params)
                .await?
                .into_iter()
                .map(personal_row)
                .collect()
        })
    }

    fn personal_puzzle(&self, id: &str) -> BoxFut<'_, Option<PersonalPuzzleRow>> {
        let params = vec![id.into()];
        Box::pin(async move {
            self.rows(PERSONAL, params)
                .await?
                .into_iter()
                .next()
                .map(personal_row)
                .transpose()
        })
    }

    fn awarded_grades(&self, player_id: &str) -> BoxFut<'_, Vec<AwardedGrade>> {
        let params = vec![player_id.into()];
        Box::pin(async move {
            self.rows(AWARDED, params)
                .await?
                .into_iter()
                .map(|r| {
                    let mut c = Columns(r.into_iter());
                    Ok(AwardedGrade {
                        competition_id: c.text()?,
                        title: c.text()?,
                        grade: c.text()?,
                        deadline_ms: c.int()?,
                    })
                })
                .collect()
        })
    }
}
