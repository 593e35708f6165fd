//! Turn e-mails of a lobby (issue #17): a player of a turn-based lobby who gave an address gets
//! an e-mail when a decision becomes theirs while no socket plays their seat, and at most one
//! reminder per decision, half way through its time. The lobby decides; `crate::mail` sends.

use engine::common::{Seat, Viewer};
use protocol::seats::Control;
use tokio::time::Instant;

use super::actor::Lobby;
use crate::error::AppError;
use crate::mail::TurnMail;

impl Lobby {
    fn mail_target(&self, seat: Seat) -> Option<(String, String)> {
        let a = &self.absence;
        if !a.clock.is_turn_based() || a.control.get(seat) != Some(&Control::Player) {
            return None;
        }
        let email = a.emails.get(seat)?.clone()?;
        let connected = self
            .conns
            .values()
            .any(|c| c.viewer == Viewer::Seat { seat });
        if connected {
            return None;
        }
        let name = self.seats.get(seat)?.as_ref()?.name.clone();
        Some((email, name))
    }

    /// A decision became `seat`'s now: e-mail its player (once) and set the reminder.
    pub(super) fn decision_became_yours(&mut self, seat: Seat, now: Instant, announce: bool) {
        let half = self.absence.remaining.get(seat).copied().unwrap_or(0) / 2;
        if let Some(r) = self.absence.remind_at.get_mut(seat) {
            *r = Some(now + std::time::Duration::from_millis(half));
        }
        let Some(mailer) = self.deps.mailer.clone().filter(|_| announce) else {
            return;
        };
        if let Some((email, name)) = self.mail_target(seat) {
            mailer.send(&email, self.id, &name, TurnMail::YourTurn);
        }
    }

    /// Sends the reminders that are due (each at most once per decision).
    pub(super) fn send_due_reminders(&mut self, now: Instant) {
        for seat in 0..self.absence.remind_at.len() {
            let due = self.absence.remind_at[seat].is_some_and(|at| at <= now);
            if !due {
                continue;
            }
            self.absence.remind_at[seat] = None;
            if !self.absence.owes.get(seat).copied().unwrap_or(false) {
                continue;
            }
            if let (Some(mailer), Some((email, name))) =
                (self.deps.mailer.clone(), self.mail_target(seat))
            {
                mailer.send(&email, self.id, &name, TurnMail::Reminder);
            }
        }
    }

    /// The next reminder due, for the lobby's timer.
    pub(super) fn next_reminder(&self) -> Option<Instant> {
        if self.deps.mailer.is_none() || !self.absence.clock.is_turn_based() {
            return None;
        }
        self.absence.remind_at.iter().flatten().min().copied()
    }

    /// A player gives (or removes) the e-mail address of their own seat.
    pub(super) async fn set_email(
        &mut self,
        token_hash: &str,
        email: Option<String>,
    ) -> Result<(), AppError> {
        let Some(seat) = self.seat_of(token_hash) else {
            return Err(AppError::forbidden(
                "bad_token",
                "this token holds no seat in this lobby",
            ));
        };
        self.deps
            .store
            .set_seat_email(self.id, seat, email.as_deref())
            .await?;
        if let Some(slot) = self.absence.emails.get_mut(seat) {
            *slot = email;
        }
        Ok(())
    }
}
