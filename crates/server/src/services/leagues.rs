//! Leagues, as the e-mail world championships were run: each season the players are
//! split into round-robin groups by strength (the first season by rating), each group is
//! a tournament of its own, and between seasons the best of each group go up a group and
//! the worst go down ([`crate::competition::league`]). A league is one stored document,
//! like a tournament's; its groups are tournaments that name it (`league`), seeded in the
//! group's order rather than by rating, and started at once.

use crate::clock::ClockSpec;
use crate::competition::league::{form_groups, next_season};
use crate::competition::Player;
use crate::error::ApiError;
use crate::identity::{random_hex, Identity};
use crate::messages::tournament::{LeagueGroupView, LeagueSeasonView, LeagueView, MoveView};
use crate::services::games::needs_account;
use crate::services::setup::{default_clock, default_rule, GameSetup};
use crate::services::tournaments::{Entrant, Tournament, Tournaments, NAME_MAX};
use crate::store::TournamentRow;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The kind of a league's row in the store.
pub const KIND: &str = "league";
/// Group sizes a league may ask for.
pub const GROUP_SIZES: std::ops::RangeInclusive<usize> = 3..=20;

fn bad(m: impl Into<String>) -> ApiError {
    ApiError::BadRequest(m.into())
}

/// A request for a new league.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewLeague {
    pub name: String,
    #[serde(default = "default_rule")]
    pub rule: String,
    #[serde(default)]
    pub opening: String,
    #[serde(default)]
    pub size: i64,
    #[serde(default = "default_clock")]
    pub clock: ClockSpec,
    #[serde(default)]
    pub rated: bool,
    /// The most players a group has (6 by default).
    #[serde(default)]
    pub group_size: Option<usize>,
    /// How many go up and down across each boundary between groups (1 by default).
    #[serde(default)]
    pub movers: Option<usize>,
    /// Each group's round-robin: 1 single (the default), 2 double.
    #[serde(default)]
    pub rounds: Option<usize>,
}

/// One season: its groups (league players, top group first, each in its seeding
/// order), the tournament of each, and who moved into this season.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Season {
    pub groups: Vec<Vec<Player>>,
    pub tournaments: Vec<String>,
    /// (player, from group, to group) of the previous season.
    pub promoted: Vec<(Player, usize, usize)>,
    pub relegated: Vec<(Player, usize, usize)>,
}

/// A league's document, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct League {
    pub id: String,
    pub name: String,
    pub organiser: String,
    pub organiser_name: String,
    pub rule: String,
    pub opening: String,
    pub size: i64,
    pub clock: ClockSpec,
    pub rated: bool,
    pub group_size: usize,
    pub movers: usize,
    pub cycles: usize,
    pub created_ms: i64,
    /// Everyone who ever joined, by league number.
    pub players: Vec<Entrant>,
    /// Players who left: struck off at the next season.
    pub leaving: Vec<Player>,
    pub seasons: Vec<Season>,
    #[serde(skip)]
    pub version: i64,
}

impl League {
    fn row(&self, now: i64) -> TournamentRow {
        TournamentRow {
            id: self.id.clone(),
            kind: KIND.into(),
            name: self.name.clone(),
            status: if self.seasons.is_empty() {
                "created".into()
            } else {
                "started".into()
            },
            created_ms: self.created_ms,
            updated_ms: now,
            version: self.version,
            data: serde_json::to_string(self).expect("leagues serialise"),
        }
    }

    fn from_row(row: &TournamentRow) -> Result<League, ApiError> {
        let mut l: League = serde_json::from_str(&row.data)
            .map_err(|e| ApiError::Storage(format!("league {}: {e}", row.id)))?;
        l.version = row.version;
        Ok(l)
    }

    fn player_of(&self, id: &str) -> Option<Player> {
        self.players.iter().position(|p| p.id == id)
    }

    /// The players in no group of the last season who have not left: they join the
    /// next season at the bottom.
    fn newcomers(&self) -> Vec<Player> {
        let placed: Vec<Player> = self
            .seasons
            .last()
            .map(|s| s.groups.concat())
            .unwrap_or_default();
        (0..self.players.len())
            .filter(|p| !placed.contains(p) && !self.leaving.contains(p))
            .collect()
    }

    fn template(&self) -> Tournament {
        Tournament {
            id: String::new(),
            name: String::new(),
            organiser: self.organiser.clone(),
            organiser_name: self.organiser_name.clone(),
            system: "round-robin".into(),
            rounds: Some(self.cycles),
            minutes: None,
            rule: self.rule.clone(),
            opening: self.opening.clone(),
            size: self.size,
            clock: self.clock,
            rated: self.rated,
            starts_at: None,
            created_ms: 0,
            started_ms: None,
            finished_ms: None,
            status: "created".into(),
            players: Vec::new(),
            withdrawn: Vec::new(),
            played: Vec::new(),
            league: Some(self.id.clone()),
            version: 0,
        }
    }
}

/// The leagues: each read from the store, changed and saved under the league's version,
/// so that two changes at once cannot both be stored.
pub struct Leagues {
    tournaments: Arc<Tournaments>,
    /// One change at a time, for all leagues: they change seldom.
    lock: tokio::sync::Mutex<()>,
}

impl Leagues {
    pub fn new(tournaments: Arc<Tournaments>) -> Leagues {
        Leagues {
            tournaments,
            lock: tokio::sync::Mutex::new(()),
        }
    }

    async fn load(&self, id: &str) -> Result<League, ApiError> {
        let not_found = || ApiError::NotFound(format!("there is no league {id}"));
        if id.len() > 64 {
            return Err(not_found());
        }
        let row = self
            .tournaments
            .hub
            .store
            .tournament(id)
            .await?
            .filter(|r| r.kind == KIND)
            .ok_or_else(not_found)?;
        League::from_row(&row)
    }

    async fn save(&self, mut l: League) -> Result<(), ApiError> {
        l.version += 1;
        let hub = &self.tournaments.hub;
        hub.store.save_tournament(&l.row(hub.time.now_ms())).await?;
        Ok(())
    }

    /// A guest who registers or logs in keeps their place in every league (and their
    /// leagues to organise); a league the account is in already is left as it is.
    pub async fn adopt(&self, guest: &Identity, account: &Identity) -> Result<(), ApiError> {
        if !guest.guest || account.guest {
            return Ok(());
        }
        let _one = self.lock.lock().await;
        let rows = self
            .tournaments
            .hub
            .store
            .unfinished_tournaments(KIND)
            .await?;
        for row in rows {
            let mut l = League::from_row(&row)?;
            if l.player_of(&account.id).is_some() {
                continue;
            }
            let before = l.clone();
            if let Some(p) = l.player_of(&guest.id) {
                l.players[p].id = account.id.clone();
                l.players[p].name = account.name.clone();
            }
            if l.organiser == guest.id {
                l.organiser = account.id.clone();
                l.organiser_name = account.name.clone();
            }
            if l != before {
                self.save(l).await?;
            }
        }
        Ok(())
    }

    pub async fn create(&self, who: &Identity, req: NewLeague) -> Result<String, ApiError> {
        let name = req.name.trim();
        if name.is_empty() || name.chars().count() > NAME_MAX {
            return Err(bad(format!(
                "a league's name has 1 to {NAME_MAX} characters"
            )));
        }
        let group_size = req.group_size.unwrap_or(6);
        if !GROUP_SIZES.contains(&group_size) {
            return Err(bad(format!(
                "a league's group_size is {} to {}, not {group_size}",
                GROUP_SIZES.start(),
                GROUP_SIZES.end()
            )));
        }
        let movers = req.movers.unwrap_or(1);
        if movers > group_size / 2 {
            return Err(bad(format!(
                "movers is at most half a group ({}), not {movers}",
                group_size / 2
            )));
        }
        let cycles = req.rounds.unwrap_or(1);
        if !(1..=2).contains(&cycles) {
            return Err(bad(format!(
                "a league's groups play rounds 1 (single) or 2 (double), not {cycles}"
            )));
        }
        let setup = GameSetup::new(
            &req.rule,
            &req.opening,
            req.size,
            req.clock,
            "first",
            req.rated,
        )?;
        if req.rated {
            needs_account(who)?;
        }
        let now = self.tournaments.hub.time.now_ms();
        let l = League {
            id: random_hex(8),
            name: name.to_string(),
            organiser: who.id.clone(),
            organiser_name: who.name.clone(),
            rule: req.rule,
            opening: setup.variant.opening.name(),
            size: req.size,
            clock: req.clock,
            rated: req.rated,
            group_size,
            movers,
            cycles,
            created_ms: now,
            players: Vec::new(),
            leaving: Vec::new(),
            seasons: Vec::new(),
            version: 1,
        };
        self.tournaments
            .hub
            .store
            .create_tournament(&l.row(now))
            .await?;
        Ok(l.id)
    }

    /// `who` joins: they play from the next season on.
    pub async fn join(&self, who: &Identity, id: &str) -> Result<(), ApiError> {
        let _one = self.lock.lock().await;
        let mut l = self.load(id).await?;
        if let Some(p) = l.player_of(&who.id) {
            if !l.leaving.contains(&p) {
                return Err(ApiError::AlreadyEntered(format!(
                    "you have already joined league {id}"
                )));
            }
            // Back before the next season: not leaving after all.
            l.leaving.retain(|&x| x != p);
            return self.save(l).await;
        }
        if l.rated {
            needs_account(who)?;
        }
        l.players.push(Entrant {
            id: who.id.clone(),
            name: who.name.clone(),
            rating: 0.0,
        });
        self.save(l).await
    }

    /// `who` leaves the league from the next season on (the season under way is played
    /// out, or its games withdrawn from in the group's tournament).
    pub async fn withdraw(&self, who: &Identity, id: &str) -> Result<(), ApiError> {
        let _one = self.lock.lock().await;
        let mut l = self.load(id).await?;
        match l.player_of(&who.id) {
            Some(p) if !l.leaving.contains(&p) => {
                l.leaving.push(p);
                self.save(l).await
            }
            _ => Err(ApiError::NotEntered(format!(
                "you are not a player of league {id}"
            ))),
        }
    }

    /// The organiser starts the next season: the first forms groups by rating, the next
    /// ones promote and relegate from the last season's final orders, which must all be
    /// finished. Each group's tournament starts at once.
    pub async fn next_season(&self, who: &Identity, id: &str) -> Result<(), ApiError> {
        let _one = self.lock.lock().await;
        let mut l = self.load(id).await?;
        if l.organiser != who.id {
            return Err(ApiError::NotOrganiser(format!(
                "only the organiser of league {id}, {}, may start its seasons",
                l.organiser_name
            )));
        }
        let season = match l.seasons.last() {
            None => {
                let present = l.newcomers();
                if present.len() < 2 {
                    return Err(bad(format!(
                        "a league needs at least 2 players for its first season, not {}",
                        present.len()
                    )));
                }
                let mut rated = Vec::new();
                for p in present {
                    rated.push((p, self.rating(&l, p).await?));
                }
                Season {
                    groups: form_groups(&rated, l.group_size),
                    tournaments: Vec::new(),
                    promoted: Vec::new(),
                    relegated: Vec::new(),
                }
            }
            Some(last) => {
                let mut orders = Vec::new();
                for t in &last.tournaments {
                    let live = self.tournaments.get(t).await?;
                    let st = live.state.lock().await;
                    if st.status != "finished" {
                        return Err(ApiError::TournamentUnderway(format!(
                            "league {id}'s season {} is still being played (group tournament {t})",
                            l.seasons.len()
                        )));
                    }
                    orders.push(
                        st.final_order()
                            .iter()
                            .filter_map(|pid| l.player_of(pid))
                            .collect::<Vec<Player>>(),
                    );
                }
                let mut joining = Vec::new();
                for p in l.newcomers() {
                    joining.push((p, self.rating(&l, p).await?));
                }
                let next = next_season(&orders, l.movers, &l.leaving, &joining, l.group_size);
                Season {
                    groups: next.groups,
                    tournaments: Vec::new(),
                    promoted: next.promoted,
                    relegated: next.relegated,
                }
            }
        };
        let mut season = season;
        let number = l.seasons.len() + 1;
        for (g, group) in season.groups.iter().enumerate() {
            let template = Tournament {
                name: format!("{}, season {number}, group {}", l.name, g + 1),
                ..l.template()
            };
            let entrants = group.iter().map(|&p| l.players[p].clone()).collect();
            let t = self.tournaments.create_group(template, entrants).await?;
            season.tournaments.push(t);
        }
        l.seasons.push(season);
        self.save(l).await
    }

    async fn rating(&self, l: &League, p: Player) -> Result<f64, ApiError> {
        self.tournaments
            .rating_in_pool(&l.template(), &l.players[p].id)
            .await
    }

    pub async fn list(&self, limit: i64) -> Result<Vec<LeagueView>, ApiError> {
        let rows = self.tournaments.hub.store.tournaments(KIND, limit).await?;
        let mut out = Vec::new();
        for row in rows {
            out.push(self.view_of(League::from_row(&row)?).await?);
        }
        Ok(out)
    }

    pub async fn view(&self, id: &str) -> Result<LeagueView, ApiError> {
        let l = self.load(id).await?;
        self.view_of(l).await
    }

    async fn view_of(&self, l: League) -> Result<LeagueView, ApiError> {
        let name = |p: Player| l.players[p].name.clone();
        let moves = |m: &[(Player, usize, usize)]| {
            m.iter()
                .map(|&(p, from, to)| MoveView {
                    name: name(p),
                    from: from + 1,
                    to: to + 1,
                })
                .collect()
        };
        let mut seasons = Vec::new();
        for (i, s) in l.seasons.iter().enumerate() {
            let mut groups = Vec::new();
            for (g, group) in s.groups.iter().enumerate() {
                let tournament = s.tournaments.get(g).cloned().unwrap_or_default();
                let status = match self.tournaments.get(&tournament).await {
                    Ok(t) => t.state.lock().await.status.clone(),
                    Err(_) => "created".into(),
                };
                groups.push(LeagueGroupView {
                    group: g + 1,
                    tournament,
                    status,
                    players: group.iter().map(|&p| name(p)).collect(),
                });
            }
            seasons.push(LeagueSeasonView {
                season: i + 1,
                groups,
                promoted: moves(&s.promoted),
                relegated: moves(&s.relegated),
            });
        }
        Ok(LeagueView {
            id: l.id.clone(),
            name: l.name.clone(),
            organiser: l.organiser_name.clone(),
            rule: l.rule.clone(),
            rated: l.rated,
            group_size: l.group_size,
            movers: l.movers,
            players: l.players.iter().map(|p| p.name.clone()).collect(),
            leaving: l.leaving.iter().map(|&p| name(p)).collect(),
            seasons,
        })
    }
}
