//! Seats whose player is away: the lobby's clock option, the seat status everyone sees (clocks,
//! who plays each seat, votes), and the seat events stored in a game's log (timeouts, takeovers
//! by a bot, concessions, reclaims, re-invitations). `protocol/README.md` documents the wire
//! form; the server's lobby task applies them.

use engine::common::Seat;
use serde::{Deserialize, Serialize};

/// Milliseconds in a day.
const DAY_MS: u64 = 24 * 60 * 60 * 1000;

/// The longest turn-based clock, in days per decision.
pub const MAX_DAYS: u8 = 14;

/// The clock a host chooses for a lobby. Wire form: `{"mode": "normal"}`, or
/// `{"mode": "turn_based", "days": 2}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mode", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClockOption {
    /// No clock; a seat can still be handed to a bot once its player has been away for the
    /// grace period.
    #[default]
    None,
    /// Real time, a large bank.
    Relaxed,
    /// Real time.
    Normal,
    /// Real time, a small bank.
    Fast,
    /// Days per decision (1 to [`MAX_DAYS`]).
    TurnBased {
        /// Days each decision may take.
        days: u8,
    },
}

/// What a clock option means in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSpec {
    /// The bank each seat starts with.
    pub bank_ms: u64,
    /// Added when a seat's decision is made.
    pub increment_ms: u64,
    /// The bank never grows past this.
    pub max_ms: u64,
}

/// Why a clock option is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BadClock(pub String);

impl ClockOption {
    /// Parses and checks a wire clock option (`null` is no clock).
    ///
    /// # Errors
    /// [`BadClock`] for an unknown mode, unknown fields or days out of range.
    pub fn parse(value: &serde_json::Value) -> Result<ClockOption, BadClock> {
        if value.is_null() {
            return Ok(ClockOption::None);
        }
        let clock: ClockOption = serde_json::from_value(value.clone())
            .map_err(|e| BadClock(format!("bad clock option: {e}")))?;
        // serde's `deny_unknown_fields` does not reach the unit variants of a tagged enum
        // (`{"mode": "fast", "bank": 5}` would pass), so the fields are checked here.
        let allowed: &[&str] = match clock {
            ClockOption::TurnBased { .. } => &["mode", "days"],
            _ => &["mode"],
        };
        if let Some(extra) = value
            .as_object()
            .and_then(|o| o.keys().find(|k| !allowed.contains(&k.as_str())))
        {
            return Err(BadClock(format!(
                "bad clock option: unknown field `{extra}`"
            )));
        }
        clock.check()?;
        Ok(clock)
    }

    /// Checks the ranges.
    ///
    /// # Errors
    /// [`BadClock`] when turn-based days are outside 1 to [`MAX_DAYS`].
    pub fn check(self) -> Result<(), BadClock> {
        match self {
            ClockOption::TurnBased { days } if days == 0 || days > MAX_DAYS => {
                Err(BadClock(format!("turn-based days must be 1 to {MAX_DAYS}")))
            }
            _ => Ok(()),
        }
    }

    /// The bank and increment, or `None` without a clock. Real-time defaults follow the usual
    /// online-board-game speeds: a bank that covers a slow turn or two, and an increment per
    /// decision so a steady player never runs out.
    pub fn spec(self) -> Option<ClockSpec> {
        let real = |bank_s: u64, inc_s: u64, max_s: u64| ClockSpec {
            bank_ms: bank_s * 1000,
            increment_ms: inc_s * 1000,
            max_ms: max_s * 1000,
        };
        match self {
            ClockOption::None => None,
            ClockOption::Relaxed => Some(real(15 * 60, 60, 30 * 60)),
            ClockOption::Normal => Some(real(6 * 60, 30, 12 * 60)),
            ClockOption::Fast => Some(real(2 * 60, 10, 4 * 60)),
            ClockOption::TurnBased { days } => {
                let d = u64::from(days) * DAY_MS;
                Some(ClockSpec {
                    bank_ms: d,
                    increment_ms: d,
                    max_ms: d,
                })
            }
        }
    }

    /// How long a seat's player may stay disconnected before the others may hand the seat to a
    /// bot.
    pub fn grace_ms(self) -> u64 {
        match self {
            ClockOption::Fast => 60_000,
            ClockOption::Normal | ClockOption::None => 120_000,
            ClockOption::Relaxed => 300_000,
            ClockOption::TurnBased { .. } => DAY_MS,
        }
    }

    /// Whether this is a turn-based (days) clock.
    pub fn is_turn_based(self) -> bool {
        matches!(self, ClockOption::TurnBased { .. })
    }
}

/// Who plays a seat now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Control {
    /// Its player.
    #[default]
    Player,
    /// A bot seated by the host.
    Bot,
    /// A bot, for a player who was away; the player takes it back by reconnecting.
    Takeover,
    /// A bot, to the end: the player conceded.
    Conceded,
}

/// One seat in [`SeatsStatus`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatStatus {
    /// Seat index.
    pub seat: Seat,
    /// Who plays it.
    pub control: Control,
    /// Whether the seat owes a decision now.
    pub owes: bool,
    /// Time left in the bank, without a clock absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remaining_ms: Option<u64>,
    /// Whether its clock runs now (it owes a decision and its player plays it).
    pub running: bool,
    /// Its time ran out on the current decision.
    pub timed_out: bool,
    /// Its player has been disconnected for longer than the grace period.
    pub away: bool,
    /// The others may vote to hand it to a bot now (timed out or away).
    pub votable: bool,
    /// Seats that voted to hand it to a bot.
    pub votes: Vec<Seat>,
    /// Votes needed.
    pub votes_needed: usize,
}

/// The status of every filled seat, sent as the `seats` message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatsStatus {
    /// The lobby's clock.
    pub clock: ClockOption,
    /// The grace period for a disconnected player.
    pub grace_ms: u64,
    /// Per seat.
    pub seats: Vec<SeatStatus>,
    /// The game's seat events so far, oldest first, so the live log can show them.
    #[serde(default)]
    pub events: Vec<SeatEventLine>,
}

/// A seat event as the live log shows it: where it falls in the game's log, whose seat, what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEventLine {
    /// The number of commands stored before it.
    pub step: i64,
    /// The number of log entries before it; `None` for events stored before servers kept it
    /// (a client shows those at the end of the log).
    pub log_index: Option<usize>,
    /// The seat it is about.
    pub seat: Seat,
    /// What happened.
    pub event: SeatEvent,
    /// When, in milliseconds since the Unix epoch.
    pub at_ms: i64,
}

/// A seat event stored in a game's log, between commands (`after_seq` is the number of commands
/// before it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatEvent {
    /// The seat's clock ran out on its current decision.
    Timeout,
    /// The others voted (or the host decided) to hand the seat to a bot.
    Takeover {
        /// The seats whose votes carried it.
        voters: Vec<Seat>,
    },
    /// The seat's player conceded; a bot plays it to the end.
    Concede,
    /// The seat's player came back and plays it again.
    Reclaim,
    /// The host gave the seat a new token; the old one no longer works.
    Reinvite,
}

impl SeatEvent {
    /// The stored name of the event's kind.
    pub fn kind(&self) -> &'static str {
        match self {
            SeatEvent::Timeout => "timeout",
            SeatEvent::Takeover { .. } => "takeover",
            SeatEvent::Concede => "concede",
            SeatEvent::Reclaim => "reclaim",
            SeatEvent::Reinvite => "reinvite",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn clock_options_parse_and_refuse_out_of_range() {
        assert_eq!(ClockOption::parse(&json!(null)), Ok(ClockOption::None));
        assert_eq!(
            ClockOption::parse(&json!({"mode": "fast"})),
            Ok(ClockOption::Fast)
        );
        assert_eq!(
            ClockOption::parse(&json!({"mode": "turn_based", "days": 3})),
            Ok(ClockOption::TurnBased { days: 3 })
        );
        for bad in [
            json!({"mode": "turn_based", "days": 0}),
            json!({"mode": "turn_based", "days": 15}),
            json!({"mode": "turn_based", "days": 300}),
            json!({"mode": "turn_based"}),
            json!({"mode": "blitz"}),
            json!({"mode": "fast", "bank": 5}),
            json!("fast"),
        ] {
            assert!(ClockOption::parse(&bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn turn_based_resets_each_decision() {
        let spec = ClockOption::TurnBased { days: 2 }.spec();
        assert_eq!(
            spec.map(|s| (s.bank_ms, s.increment_ms, s.max_ms)),
            Some((2 * DAY_MS, 2 * DAY_MS, 2 * DAY_MS))
        );
        assert_eq!(ClockOption::None.spec(), None);
    }
}
