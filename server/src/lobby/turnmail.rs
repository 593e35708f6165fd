//! Turn e-mails of a lobby (issue #17): a player of a turn-based lobby who gave an address gets
//! an e-mail when a decision becomes theirs while no socket plays their seat, and at most one
//! reminder per decision, half way through its time. The lobby decides; `crate::mail` sends.

use engine::common::{Seat, Viewer};
use protocol::seats::Control;
use tokio::time::Instant;

use super::actor::Lobby;
use crate::error::AppError;
use crate::mail::TurnMail;

/// How soon a reminder whose record could not be stored is tried again.
const REMINDER_RETRY: std::time::Duration = std::time::Duration::from_secs(30);

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
        let reminded = self.absence.reminded.get(seat).copied().unwrap_or(false);
        if let Some(r) = self.absence.remind_at.get_mut(seat) {
            *r = (!reminded).then(|| now + std::time::Duration::from_millis(half));
        }
        let Some(mailer) = self.deps.mailer.clone().filter(|_| announce) else {
            return;
        };
        if let Some((email, name)) = self.mail_target(seat) {
            mailer.send(&email, self.id, &name, TurnMail::YourTurn);
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
        for (_, (email, name)) in due {
            mailer.send(&email, self.id, &name, TurnMail::Reminder);
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
