//! The store's part of groups (issue #39 item 5, migration 20261127000030): a named set of
//! accounts, its members' notification choices, and its games. Knows nothing of HTTP or of
//! lobbies' rules; `crate::account::groups` decides who may do what.

use serde_json::Value;
use sqlx::types::Json;
use sqlx::Row;
use uuid::Uuid;

use super::{to_usize, Pool, Result, Store, StoreError};

/// What deleting an account does to its groups, run by [`Store::delete_account`] inside its
/// transaction with the account's id as `$1`: its groups are no longer found by their members
/// (the key names the account), and it leaves them. The groups and their games stay.
pub(super) const LEAVE_GROUPS: [&str; 2] = [
    "UPDATE account_groups SET members_key = NULL WHERE id IN \
     (SELECT group_id FROM group_members WHERE account_id = $1)",
    "DELETE FROM group_members WHERE account_id = $1",
];

/// A seat of a lobby claimed by an account, with the account's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyClaim {
    /// The seat.
    pub seat: usize,
    /// The account that claimed it.
    pub account_id: Uuid,
    /// The account's name.
    pub name: String,
}

/// A member of a group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupMember {
    /// The account.
    pub account_id: Uuid,
    /// The account's name.
    pub name: String,
    /// The account's e-mail address, if it has one.
    pub email: Option<String>,
    /// The member wants an e-mail when the group plays again.
    pub invite_email: bool,
    /// The language of those e-mails.
    pub lang: String,
}

/// A group with its members.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupRow {
    /// Its id.
    pub id: Uuid,
    /// The name a member gave it; `None` shows the members' names.
    pub name: Option<String>,
    /// The members, by name.
    pub members: Vec<GroupMember>,
    /// Made at, ms since the epoch.
    pub created_at_ms: i64,
}

/// A game of a group.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupGame {
    /// The lobby.
    pub lobby_id: Uuid,
    /// The finished game "play again" started it from; `None` for the game the group was made from.
    pub from_lobby_id: Option<Uuid>,
    /// The game's wire id.
    pub game: String,
    /// The lobby's status (`open`, `playing`, `finished`, `closed`, …).
    pub status: String,
    /// The lobby's game once started.
    pub game_id: Option<Uuid>,
    /// The stored result once finished.
    pub result: Option<Value>,
    /// Every filled seat: number and name.
    pub players: Vec<(usize, String)>,
    /// Added to the group at, ms since the epoch.
    pub at_ms: i64,
}

/// The key that finds a group by its members: their ids, sorted, joined by commas.
pub fn members_key(accounts: &[Uuid]) -> String {
    let mut ids: Vec<String> = accounts.iter().map(Uuid::to_string).collect();
    ids.sort();
    ids.dedup();
    ids.join(",")
}

impl Store {
    /// The seats of a lobby that accounts claimed, by seat.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn lobby_claims(&self, lobby_id: Uuid) -> Result<Vec<LobbyClaim>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT c.seat, c.account_id, a.name FROM seat_claims c \
                 JOIN accounts a ON a.id = c.account_id WHERE c.lobby_id = $1 ORDER BY c.seat",
            )
            .bind(lobby_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seat: i32 = r.try_get("seat")?;
                out.push(LobbyClaim {
                    seat: to_usize(i64::from(seat))?,
                    account_id: r.try_get("account_id")?,
                    name: r.try_get("name")?,
                });
            }
            out
        }))
    }

    /// The group of exactly these accounts, made when there is none (two callers at once find
    /// the same one), with the finished lobby `from_lobby` among its games. A new member's
    /// e-mails are in `lang` until they say otherwise.
    ///
    /// # Errors
    /// Fails when the database fails; then nothing is stored.
    pub async fn group_for_accounts(
        &self,
        accounts: &[Uuid],
        lang: &str,
        from_lobby: Uuid,
        at_ms: i64,
    ) -> Result<Uuid> {
        let key = members_key(accounts);
        let fresh = Uuid::new_v4();
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO account_groups (id, name, members_key, created_at_ms, updated_at_ms) \
                 VALUES ($1, NULL, $2, $3, $3) ON CONFLICT (members_key) DO NOTHING",
            )
            .bind(fresh)
            .bind(&key)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?;
            let id: Uuid = sqlx::query("SELECT id FROM account_groups WHERE members_key = $1")
                .bind(&key)
                .fetch_one(&mut *tx)
                .await?
                .try_get("id")?;
            for account in accounts {
                sqlx::query(
                    "INSERT INTO group_members (group_id, account_id, invite_email, lang, joined_at_ms) \
                     VALUES ($1, $2, TRUE, $3, $4) ON CONFLICT (group_id, account_id) DO NOTHING",
                )
                .bind(id)
                .bind(account)
                .bind(lang)
                .bind(at_ms)
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query(
                "INSERT INTO group_games (group_id, lobby_id, from_lobby_id, at_ms) \
                 VALUES ($1, $2, NULL, $3) ON CONFLICT (group_id, lobby_id) DO NOTHING",
            )
            .bind(id)
            .bind(from_lobby)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            id
        }))
    }

    /// Stores `lobby_id` as the game "play again" started from the finished `from_lobby` for
    /// `group_id`, unless one was stored before: answers the group and lobby that count (the
    /// first stored).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn set_group_game(
        &self,
        group_id: Uuid,
        lobby_id: Uuid,
        from_lobby: Uuid,
        at_ms: i64,
    ) -> Result<(Uuid, Uuid)> {
        Ok(on_pool!(self, p => {
            let mut tx = p.begin().await.map_err(StoreError::Connect)?;
            sqlx::query(
                "INSERT INTO group_games (group_id, lobby_id, from_lobby_id, at_ms) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (from_lobby_id) DO NOTHING",
            )
            .bind(group_id)
            .bind(lobby_id)
            .bind(from_lobby)
            .bind(at_ms)
            .execute(&mut *tx)
            .await?;
            let r = sqlx::query("SELECT group_id, lobby_id FROM group_games WHERE from_lobby_id = $1")
                .bind(from_lobby)
                .fetch_one(&mut *tx)
                .await?;
            let first = (r.try_get("group_id")?, r.try_get("lobby_id")?);
            tx.commit().await?;
            first
        }))
    }

    /// The group and lobby "play again" started from the finished `from_lobby`, if it did.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn group_game_from(&self, from_lobby: Uuid) -> Result<Option<(Uuid, Uuid)>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query("SELECT group_id, lobby_id FROM group_games WHERE from_lobby_id = $1")
                .bind(from_lobby)
                .fetch_optional(p)
                .await?;
            match row {
                Some(r) => Some((r.try_get("group_id")?, r.try_get("lobby_id")?)),
                None => None,
            }
        }))
    }

    /// The group a lobby is a game of, and the finished game "play again" started it from
    /// (`None` for a group's first game); a lobby "play again" started comes first.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn group_game_of(&self, lobby_id: Uuid) -> Result<Option<(Uuid, Option<Uuid>)>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query(
                "SELECT group_id, from_lobby_id FROM group_games WHERE lobby_id = $1 \
                 ORDER BY CASE WHEN from_lobby_id IS NULL THEN 1 ELSE 0 END, at_ms DESC",
            )
            .bind(lobby_id)
            .fetch_optional(p)
            .await?;
            match row {
                Some(r) => Some((r.try_get("group_id")?, r.try_get("from_lobby_id")?)),
                None => None,
            }
        }))
    }

    /// The group with its members.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn group(&self, id: Uuid) -> Result<Option<GroupRow>> {
        Ok(on_pool!(self, p => {
            let row = sqlx::query("SELECT id, name, created_at_ms FROM account_groups WHERE id = $1")
                .bind(id)
                .fetch_optional(p)
                .await?;
            match row {
                None => None,
                Some(r) => {
                    let members = sqlx::query(
                        "SELECT m.account_id, a.name, a.email, m.invite_email, m.lang FROM group_members m \
                         JOIN accounts a ON a.id = m.account_id WHERE m.group_id = $1 ORDER BY a.name, m.account_id",
                    )
                    .bind(id)
                    .fetch_all(p)
                    .await?;
                    let mut list = Vec::with_capacity(members.len());
                    for m in members {
                        list.push(GroupMember {
                            account_id: m.try_get("account_id")?,
                            name: m.try_get("name")?,
                            email: m.try_get("email")?,
                            invite_email: m.try_get("invite_email")?,
                            lang: m.try_get("lang")?,
                        });
                    }
                    Some(GroupRow {
                        id: r.try_get("id")?,
                        name: r.try_get("name")?,
                        members: list,
                        created_at_ms: r.try_get("created_at_ms")?,
                    })
                }
            }
        }))
    }

    /// The ids of the groups an account is a member of, the most recently active first.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn account_group_ids(&self, account_id: Uuid) -> Result<Vec<Uuid>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT g.id FROM account_groups g JOIN group_members m ON m.group_id = g.id \
                 WHERE m.account_id = $1 ORDER BY g.updated_at_ms DESC, g.id LIMIT 100",
            )
            .bind(account_id)
            .fetch_all(p)
            .await?;
            rows.iter().map(|r| r.try_get("id")).collect::<std::result::Result<Vec<Uuid>, _>>()?
        }))
    }

    /// The games of a group, the newest first (at most 100), with their players and results.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn group_games(&self, group_id: Uuid) -> Result<Vec<GroupGame>> {
        Ok(on_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT gg.lobby_id, gg.from_lobby_id, gg.at_ms, l.kind, l.status, g.id AS game_id, r.result \
                 FROM group_games gg JOIN lobbies l ON l.id = gg.lobby_id \
                 LEFT JOIN games g ON g.lobby_id = l.id LEFT JOIN results r ON r.game_id = g.id \
                 WHERE gg.group_id = $1 ORDER BY gg.at_ms DESC, l.created_at_ms DESC LIMIT 100",
            )
            .bind(group_id)
            .fetch_all(p)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let lobby_id: Uuid = r.try_get("lobby_id")?;
                let seats = sqlx::query("SELECT seat, name FROM seats WHERE lobby_id = $1 ORDER BY seat")
                    .bind(lobby_id)
                    .fetch_all(p)
                    .await?;
                let mut players = Vec::with_capacity(seats.len());
                for s in seats {
                    let seat: i32 = s.try_get("seat")?;
                    players.push((to_usize(i64::from(seat))?, s.try_get("name")?));
                }
                let result: Option<Json<Value>> = r.try_get("result")?;
                out.push(GroupGame {
                    lobby_id,
                    from_lobby_id: r.try_get("from_lobby_id")?,
                    game: r.try_get("kind")?,
                    status: r.try_get("status")?,
                    game_id: r.try_get("game_id")?,
                    result: result.map(|Json(v)| v),
                    players,
                    at_ms: r.try_get("at_ms")?,
                });
            }
            out
        }))
    }

    /// Names a group (`None`: the members' names again).
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn rename_group(&self, id: Uuid, name: Option<&str>, at_ms: i64) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query("UPDATE account_groups SET name = $2, updated_at_ms = $3 WHERE id = $1")
                .bind(id)
                .bind(name)
                .bind(at_ms)
                .execute(p)
                .await?;
        });
        Ok(())
    }

    /// Marks a group active now (a new game), so it comes first in its members' lists.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn touch_group(&self, id: Uuid, at_ms: i64) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query("UPDATE account_groups SET updated_at_ms = $2 WHERE id = $1")
                .bind(id)
                .bind(at_ms)
                .execute(p)
                .await?;
        });
        Ok(())
    }

    /// A member's choices: whether they want invitations by e-mail, and in which language.
    ///
    /// # Errors
    /// Fails when the database fails.
    pub async fn set_group_member(
        &self,
        group_id: Uuid,
        account_id: Uuid,
        invite_email: Option<bool>,
        lang: Option<&str>,
    ) -> Result<()> {
        on_pool!(self, p => {
            sqlx::query(
                "UPDATE group_members SET invite_email = COALESCE($3, invite_email), \
                 lang = COALESCE($4, lang) WHERE group_id = $1 AND account_id = $2",
            )
            .bind(group_id)
            .bind(account_id)
            .bind(invite_email)
            .bind(lang)
            .execute(p)
            .await?;
        });
        Ok(())
    }
}
