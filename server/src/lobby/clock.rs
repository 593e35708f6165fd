//! Clocks of a lobby (issue #17): time is an input. The lobby task reads tokio's clock (paused
//! and advanced in tests), charges the seats that owe a decision, and turns a bank that runs out
//! into a stored `timeout` seat event; the engine never sees a clock.
//!
//! A seat's clock runs while it owes a decision (its view has legal commands), its player plays
//! it, and it has not timed out on that decision; in simultaneous phases every owing seat's clock
//! runs. When a seat stops owing, its bank gets the increment (up to the maximum). Time left is
//! checkpointed in the store at decision points, seat events, every [`CHECKPOINT_EVERY`] while a
//! clock runs, and at shutdown; after a restart the clocks resume from the checkpoint (time while
//! the server was down is not charged).

use std::time::Duration;

use protocol::seats::{ClockSpec, Control, SeatEvent};
use tokio::time::Instant;

use super::actor::Lobby;
use super::{now_ms, LobbyStatus};
use crate::store::ClockRow;

/// How often a running clock is checkpointed in the store between decision points.
pub(super) const CHECKPOINT_EVERY: Duration = Duration::from_secs(30);

impl Lobby {
    fn clock_spec(&self) -> Option<ClockSpec> {
        self.absence.clock.spec()
    }

    /// Charges every running clock up to `now`.
    pub(super) fn settle_clocks(&mut self, now: Instant) {
        let a = &mut self.absence;
        for (rem, since) in a.remaining.iter_mut().zip(a.running_since.iter_mut()) {
            if let Some(at) = since {
                let used = u64::try_from(now.saturating_duration_since(*at).as_millis())
                    .unwrap_or(u64::MAX);
                *rem = rem.saturating_sub(used);
                *since = Some(now);
            }
        }
    }

    /// Starts or stops each seat's clock from its state now (after settling).
    pub(super) fn restart_clocks(&mut self, now: Instant) {
        let playing = self.status == LobbyStatus::Playing && self.clock_spec().is_some();
        let a = &mut self.absence;
        for seat in 0..a.running_since.len() {
            let runs = playing
                && a.owes.get(seat).copied().unwrap_or(false)
                && a.control.get(seat) == Some(&Control::Player)
                && !a.timed_out.get(seat).copied().unwrap_or(false);
            let since = &mut a.running_since[seat];
            match (runs, since.is_some()) {
                (true, false) => *since = Some(now),
                (false, true) => *since = None,
                _ => {}
            }
        }
    }

    /// A decision point: the game moved (or the lobby just started or resumed). Charges the
    /// clocks, works out who owes a decision now, and gives the increment to seats whose
    /// decision is made.
    pub(super) fn decision_point(&mut self, now: Instant) {
        let Some(g) = &self.game else { return };
        let seq = g.next_seq;
        if self.absence.owes_at_seq == Some(seq) {
            return;
        }
        let first = self.absence.owes_at_seq.is_none();
        let finished = g.game.is_finished();
        let owes: Vec<bool> = (0..self.seats.len())
            .map(|seat| !finished && g.game.owes_decision(seat))
            .collect();
        self.settle_clocks(now);
        let spec = self.clock_spec();
        let a = &mut self.absence;
        for (seat, &now_owes) in owes.iter().enumerate() {
            let owed = a.owes.get(seat).copied().unwrap_or(false);
            if !first && owed && !now_owes {
                if let (Some(spec), Some(rem)) = (spec, a.remaining.get_mut(seat)) {
                    *rem = rem.saturating_add(spec.increment_ms).min(spec.max_ms);
                }
            }
            let acted = a.acted.contains(&seat);
            if let Some(t) = a.timed_out.get_mut(seat) {
                if acted || !now_owes {
                    *t = false;
                }
            }
        }
        if a.owes != owes || spec.is_some() {
            a.dirty = true;
        }
        let became: Vec<usize> = (0..owes.len())
            .filter(|&s| owes[s] && !a.owes.get(s).copied().unwrap_or(false))
            .collect();
        for ((r, done), &o) in a.remind_at.iter_mut().zip(&mut a.reminded).zip(&owes) {
            if !o {
                *r = None;
                *done = false;
            }
        }
        a.owes = owes;
        a.owes_at_seq = Some(seq);
        a.acted.clear();
        if !first {
            a.checkpoint_due = spec.is_some();
        }
        // After a restart the decisions still open were already announced.
        let announce = !first || seq == 0;
        for seat in became {
            self.decision_became_yours(seat, now, announce);
        }
    }

    /// When the lobby must next look at its clocks: the first bank to run out, the first
    /// disconnected player to pass the grace period, or the next periodic checkpoint.
    pub(super) fn absence_deadline(&self) -> Option<Instant> {
        if self.status != LobbyStatus::Playing {
            return None;
        }
        let a = &self.absence;
        let mut next: Option<Instant> = None;
        let mut take = |at: Instant| next = Some(next.map_or(at, |n| n.min(at)));
        let mut any_running = false;
        for (rem, since) in a.remaining.iter().zip(&a.running_since) {
            if let Some(at) = since {
                any_running = true;
                take(*at + Duration::from_millis(*rem));
            }
        }
        if any_running {
            take(a.checkpointed_at + CHECKPOINT_EVERY);
        }
        let grace = Duration::from_millis(a.clock.grace_ms());
        for (seat, since) in a.disconnected_since.iter().enumerate() {
            if let Some(since) = since {
                if !a.away.get(seat).copied().unwrap_or(false) {
                    take(*since + grace);
                }
            }
        }
        if let Some(r) = self.next_reminder() {
            take(r);
        }
        match (next, a.retry_at) {
            (Some(n), Some(r)) => Some(n.max(r)),
            (n, _) => n,
        }
    }

    /// A deadline passed: banks that ran out become stored `timeout` events, players away for
    /// the grace period become votable, and running clocks are checkpointed.
    pub(super) async fn absence_tick(&mut self) {
        let now = Instant::now();
        self.settle_clocks(now);
        let out: Vec<usize> = (0..self.absence.remaining.len())
            .filter(|&s| self.absence.running_since[s].is_some() && self.absence.remaining[s] == 0)
            .collect();
        self.absence.retry_at = None;
        for seat in out {
            // Durable before visible: the timeout is stored before anyone sees it.
            if self
                .store_seat_event(seat, &SeatEvent::Timeout)
                .await
                .is_err()
            {
                self.absence.retry_at = Some(now + Duration::from_secs(1));
                continue;
            }
            tracing::info!(seat, "a seat's clock ran out");
            self.absence.timed_out[seat] = true;
            self.absence.checkpoint_due = true;
            self.absence.dirty = true;
        }
        self.update_away(now);
        self.send_due_reminders(now).await;
        if self.absence.running_since.iter().any(Option::is_some)
            && now >= self.absence.checkpointed_at + CHECKPOINT_EVERY
        {
            self.absence.checkpoint_due = true;
        }
        self.restart_clocks(now);
        self.absence_flush().await;
    }

    /// Saves the clocks (settled to now) when they changed since the last checkpoint.
    pub(super) async fn save_clocks(&mut self) {
        let Some((game_id, next_seq)) = self.game.as_ref().map(|g| (g.id, g.next_seq)) else {
            return;
        };
        if self.clock_spec().is_none() || !self.absence.checkpoint_due {
            return;
        }
        let now = Instant::now();
        self.settle_clocks(now);
        let row = ClockRow {
            remaining: self.absence.remaining.clone(),
            reminded: self.absence.reminded.clone(),
            after_seq: next_seq,
            at_ms: now_ms(),
        };
        match self.deps.store.save_clocks(game_id, &row).await {
            Ok(()) => {
                self.absence.checkpoint_due = false;
                self.absence.checkpointed_at = now;
            }
            Err(e) => {
                // Tried again at the next checkpoint; at worst a restart forgets this much time.
                tracing::warn!(error = %e, "clock checkpoint not stored");
                self.absence.checkpointed_at = now;
            }
        }
    }

    /// The shutdown checkpoint: every running clock's time so far is kept.
    pub(super) async fn absence_shutdown(&mut self) {
        if self.absence.running_since.iter().any(Option::is_some) {
            self.absence.checkpoint_due = true;
        }
        self.save_clocks().await;
    }
}
