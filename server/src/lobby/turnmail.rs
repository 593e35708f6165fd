//! Turn e-mails of a lobby (issues #17 and #30): a player of a turn-based lobby who gave an
//! address and confirmed it gets an e-mail when a decision becomes theirs while no socket plays
//! their seat, and at most one reminder per decision, half way through its time. A new address
//! gets its confirmation request from here. The lobby decides; `crate::mail` counts and sends.

use engine::common::{Seat, Viewer};
use protocol::seats::Control;
use serde::Serialize;
use tokio::time::Instant;

use super::actor::Lobby;
use super::LobbyStatus;
use crate::error::AppError;
use crate::mail::{Letter, Mailer, Recipient};
use crate::store::{MailGate, SeatEmailRow};

/// How soon a reminder whose record could not be stored is tried again.
const REMINDER_RETRY: std::time::Duration = std::time::Duration::from_secs(30);

/// A confirmed address of a seat: the only kind that gets turn e-mails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct MailTo {
    /// The address.
    pub email: String,
    /// The language of its e-mails.
    pub lang: String,
    /// The token of its unsubscribe link.
    pub unsubscribe_token: String,
}

/// The confirmed addresses among a lobby's stored ones, by seat.
pub(super) fn confirmed(rows: Vec<SeatEmailRow>, n_seats: usize) -> Vec<Option<MailTo>> {
    let mut out = vec![None; n_seats];
    for row in rows.into_iter().filter(|r| r.confirmed) {
        if let Some(slot) = out.get_mut(row.seat) {
            *slot = Some(MailTo {
                email: row.email,
                lang: row.lang,
                unsubscribe_token: row.unsubscribe_token,
            });
        }
    }
    out
}

/// What a player asks about their seat's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmailOp {
    /// Give this address (checked by `crate::mail::check_address`), e-mails in this language.
    Set {
        /// The address.
        email: String,
        /// `en`, `cs` or `pl`.
        lang: &'static str,
    },
    /// Remove the address.
    Remove,
    /// Say which address is given and whether it is confirmed.
    Status,
}

/// The seat's address after a request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EmailAnswer {
    /// An address is given (confirmed or not).
    pub email_set: bool,
    /// The address, shown only to its seat.
    pub email: Option<String>,
    /// Its owner confirmed it: turn e-mails go to it.
    pub confirmed: bool,
    /// A confirmation request was sent to it by this request.
    pub confirmation_sent: bool,
}

impl EmailAnswer {
    fn of(row: Option<&SeatEmailRow>, confirmation_sent: bool) -> EmailAnswer {
        EmailAnswer {
            email_set: row.is_some(),
            email: row.map(|r| r.email.clone()),
            confirmed: row.is_some_and(|r| r.confirmed),
            confirmation_sent,
        }
    }
}

impl Lobby {
    fn mail_target(&self, seat: Seat) -> Option<(MailTo, String)> {
        let a = &self.absence;
        if !a.clock.is_turn_based() || a.control.get(seat) != Some(&Control::Player) {
            return None;
        }
        let to = a.emails.get(seat)?.clone()?;
        let connected = self
            .conns
            .values()
            .any(|c| c.viewer == Viewer::Seat { seat });
        if connected {
            return None;
        }
        let name = self.seats.get(seat)?.as_ref()?.name.clone();
        Some((to, name))
    }

    /// A decision became `seat`'s now: its "your turn" e-mail is due (sent by
    /// [`Lobby::send_turn_mails`] right after the decision point) and the reminder is set.
    pub(super) fn decision_became_yours(&mut self, seat: Seat, now: Instant, announce: bool) {
        let half = self.absence.remaining.get(seat).copied().unwrap_or(0) / 2;
        let reminded = self.absence.reminded.get(seat).copied().unwrap_or(false);
        if let Some(r) = self.absence.remind_at.get_mut(seat) {
            *r = (!reminded).then(|| now + std::time::Duration::from_millis(half));
        }
        if announce && self.deps.mailer.is_some() {
            if let Some(g) = &self.game {
                self.absence.turn_mails.push((seat, g.next_seq));
            }
        }
    }

    /// Sends the "your turn" e-mails of the last decision point. Each is counted in the store
    /// under its decision (the commands stored when it became the seat's) before it goes out,
    /// so the same decision is never announced twice, a restart included.
    pub(super) async fn send_turn_mails(&mut self) {
        let due = std::mem::take(&mut self.absence.turn_mails);
        let Some(mailer) = self.deps.mailer.clone() else {
            return;
        };
        for (seat, decision) in due {
            if let Some((to, name)) = self.mail_target(seat) {
                self.mail(&mailer, seat, &to, &name, &Letter::YourTurn, Some(decision))
                    .await;
            }
        }
    }

    async fn mail(
        &self,
        mailer: &Mailer,
        seat: Seat,
        to: &MailTo,
        name: &str,
        letter: &Letter,
        decision: Option<i64>,
    ) {
        let recipient = Recipient {
            address: &to.email,
            name,
            lang: &to.lang,
            unsubscribe_token: &to.unsubscribe_token,
        };
        if let Err(e) = mailer
            .send(
                &self.deps.store,
                self.id,
                seat,
                &recipient,
                letter,
                decision,
            )
            .await
        {
            tracing::warn!(seat, kind = letter.kind(), error = %e, "e-mail not sent");
        }
    }

    /// Sends the reminders that are due, each at most once per decision: that it was sent is
    /// stored in the clock checkpoint first, and a reminder that could not be stored is tried
    /// again a little later rather than sent.
    pub(super) async fn send_due_reminders(&mut self, now: Instant) {
        let mut due = Vec::new();
        for seat in 0..self.absence.remind_at.len() {
            if self.absence.remind_at[seat].is_none_or(|at| at > now) {
                continue;
            }
            self.absence.remind_at[seat] = None;
            if !self.absence.owes.get(seat).copied().unwrap_or(false) {
                continue;
            }
            if let Some(target) = self.mail_target(seat) {
                due.push((seat, target));
            }
        }
        let Some(mailer) = self.deps.mailer.clone() else {
            return;
        };
        if due.is_empty() {
            return;
        }
        for (seat, _) in &due {
            self.absence.reminded[*seat] = true;
        }
        self.absence.checkpoint_due = true;
        self.save_clocks().await;
        if self.absence.checkpoint_due {
            // Not stored: nobody is reminded now; the same reminders are due again in a while.
            for (seat, _) in &due {
                self.absence.reminded[*seat] = false;
                self.absence.remind_at[*seat] = Some(now + REMINDER_RETRY);
            }
            return;
        }
        for (seat, (to, name)) in due {
            self.mail(&mailer, seat, &to, &name, &Letter::Reminder, None)
                .await;
        }
    }

    /// The next reminder due, for the lobby's timer.
    pub(super) fn next_reminder(&self) -> Option<Instant> {
        if self.deps.mailer.is_none() || !self.absence.clock.is_turn_based() {
            return None;
        }
        self.absence.remind_at.iter().flatten().min().copied()
    }

    /// Reads the lobby's confirmed addresses again from the store (one was confirmed or
    /// unsubscribed through a link). On a store failure the addresses known stay.
    pub(super) async fn reload_emails(&mut self) {
        match self.deps.store.seat_emails(self.id).await {
            Ok(rows) => self.absence.emails = confirmed(rows, self.seats.len()),
            Err(e) => tracing::warn!(error = %e, "e-mail addresses not read again"),
        }
    }

    /// A player gives, removes or asks about the e-mail address of their own seat. A new
    /// address is stored unconfirmed together with its confirmation request, or not at all.
    pub(super) async fn email_request(
        &mut self,
        token_hash: &str,
        op: EmailOp,
    ) -> Result<EmailAnswer, AppError> {
        let Some(seat) = self.seat_of(token_hash) else {
            return Err(AppError::forbidden(
                "bad_token",
                "this token holds no seat in this lobby",
            ));
        };
        let rows = self.deps.store.seat_emails(self.id).await?;
        let current = rows.iter().find(|r| r.seat == seat);
        let (email, lang) = match op {
            EmailOp::Status => return Ok(EmailAnswer::of(current, false)),
            EmailOp::Remove => {
                self.deps.store.remove_seat_email(self.id, seat).await?;
                if let Some(slot) = self.absence.emails.get_mut(seat) {
                    *slot = None;
                }
                return Ok(EmailAnswer::of(None, false));
            }
            EmailOp::Set { email, lang } => (email, lang),
        };
        let Some(mailer) = self.deps.mailer.clone() else {
            return Err(AppError::conflict(
                "mail_off",
                "this server sends no e-mail (it has no --smtp-relay)",
            ));
        };
        if !self.absence.clock.is_turn_based() {
            return Err(AppError::conflict(
                "not_turn_based",
                "only turn-based lobbies send e-mails",
            ));
        }
        if !matches!(self.status, LobbyStatus::Open | LobbyStatus::Playing) {
            return Err(AppError::conflict(
                "not_playing",
                "this lobby's game is over",
            ));
        }
        if let Some(row) = current.filter(|r| r.email == email && r.confirmed) {
            return Ok(EmailAnswer::of(Some(row), false));
        }
        let name = self
            .seats
            .get(seat)
            .and_then(Option::as_ref)
            .map(|s| s.name.clone())
            .unwrap_or_default();
        // The same address keeps its unsubscribe link, so earlier e-mails' links still work.
        let unsubscribe_token = current
            .filter(|r| r.email == email && !r.unsubscribe_token.is_empty())
            .map_or_else(super::new_token, |r| r.unsubscribe_token.clone());
        let token = super::new_token();
        let recipient = Recipient {
            address: &email,
            name: &name,
            lang,
            unsubscribe_token: &unsubscribe_token,
        };
        let gate = mailer
            .send(
                &self.deps.store,
                self.id,
                seat,
                &recipient,
                &Letter::Confirm { token },
                None,
            )
            .await
            .map_err(|e| match e {
                crate::mail::MailError::Store(e) => AppError::from(e),
                crate::mail::MailError::Address(m) => AppError::bad_request("bad_email", m),
                crate::mail::MailError::Message(m) => AppError::Internal(m),
            })?;
        match gate {
            MailGate::Send => {
                // Replaced by an unconfirmed address: nothing goes to either until confirmed.
                if let Some(slot) = self.absence.emails.get_mut(seat) {
                    *slot = None;
                }
                Ok(EmailAnswer {
                    email_set: true,
                    email: Some(email),
                    confirmed: false,
                    confirmation_sent: true,
                })
            }
            MailGate::OptedOut => Err(AppError::conflict(
                "email_refused",
                "the owner of this address asked for no e-mail from this game or server",
            )),
            MailGate::Limited { retry_after_ms } => Err(AppError::too_many(
                "too many e-mails to this address or from this lobby; try again later",
                std::time::Duration::from_millis(u64::try_from(retry_after_ms).unwrap_or(1)),
            )),
            MailGate::Duplicate => Err(AppError::Internal(
                "a confirmation request counted as a duplicate".into(),
            )),
        }
    }
}
