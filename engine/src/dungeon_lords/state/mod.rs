//! The complete state of a Dungeon Lords game: every component, every secret, the RNG and the
//! phase machine's position. Nothing here is ever sent to a client as is: views are built from it
//! by `view`, per viewer, field by field. Bottom of the stack: plain data and a few bookkeeping
//! methods (turn order, log, evil); it imports only `defs` and its own children, which stack
//! `board` < `pieces` < `combat`, `result` < `phase`.

mod board;
mod combat;
mod log;
mod phase;
mod pieces;
mod result;

pub use board::*;
pub use combat::*;
pub use log::*;
pub use phase::*;
pub use pieces::*;
pub use result::*;

pub use super::defs::Instances;

use super::defs::Defs;
use crate::common::Seat;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Variant of the rules (GAME-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// The simplified first game (FIRSTGAME-*).
    FirstGame,
    /// The full game (FULL-*).
    Full,
}

/// A checked game configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2..=4 players.
    pub n_players: usize,
    /// Rules variant.
    pub variant: Variant,
    /// Special events in play (full game only; FULL-3 allows leaving them out).
    pub special_events: bool,
    /// DECISION D24 lobby option: production/retrieval and combat planning collected at once.
    pub simultaneous: bool,
}

/// Everything about the game.
#[derive(Clone, Debug)]
pub struct Game {
    /// Definitions (catalog), shared.
    pub defs: Arc<Defs>,
    /// The checked configuration.
    pub config: Config,
    /// The RNG; never in any view.
    pub rng: ChaCha8Rng,
    /// Card instance table.
    pub inst: Instances,
    /// 1 or 2.
    pub year: u8,
    /// Current season (building) or autumn during combat.
    pub season: Season,
    /// Holder of the starting-player token.
    pub starting_player: Seat,
    /// Players by seat.
    pub players: Vec<Player>,
    /// Dummy colours (0, 1 or 2).
    pub dummies: Vec<Dummy>,
    /// 2 players: the dummy evil marker (SETUP-19).
    pub dummy_evil: Option<u8>,
    /// Minions on the 8 action spaces × 3 slots.
    pub slots: [[Option<Minion>; 3]; 8],
    /// Monster offer (Underground Inn), monster instance ids.
    pub inn: Vec<u16>,
    /// Room offer (room shop), room instance ids.
    pub shop: Vec<u16>,
    /// Monster stack, top = last.
    pub monster_stack: Vec<u16>,
    /// Room stack, top = last.
    pub room_stack: Vec<u16>,
    /// Adventurer stacks for year 1 and 2, top = last.
    pub adventurer_stacks: [Vec<u16>; 2],
    /// Adventurers laid out on the progress board, row by row in season order: first the row for
    /// the coming adventurers phase, then (in spring and summer) the row drawn this season for the
    /// next one (ADV-DRAW-1, ADV-ASSIGN-1). Each row holds 4 (4 players) or 3 adventurers,
    /// weakest first (ADV-DRAW-2).
    pub next_adventurers: Vec<u16>,
    /// Trap deck, top = last.
    pub trap_deck: Vec<u16>,
    /// Discarded traps (face down; their identities are secret).
    pub trap_discard: Vec<u16>,
    /// Discarded monsters, rooms and adventurers (face up).
    pub discarded_monsters: Vec<u16>,
    /// Discarded rooms.
    pub discarded_rooms: Vec<u16>,
    /// Adventurers on the Distant Lands board (discarded, freed or survived).
    pub distant_adventurers: Vec<u16>,
    /// The city: this year's 4 face-down combat cards, round 1 first.
    pub city: Vec<u16>,
    /// Next year's 4 combat cards, face down.
    pub next_year_combat: Vec<u16>,
    /// The special event card of each year (full game), face down until its tile is flipped.
    pub special_events: [Option<u16>; 2],
    /// Event tiles on spring, summer, autumn.
    pub event_tiles: [EventTile; 3],
    /// How many of the event tiles are face up (flipped in the previous season).
    pub events_revealed: usize,
    /// The current year's paladin instance id and where he is.
    pub paladin: (u16, PaladinAt),
    /// The year-2 paladin instance id, in the tent under the year-1 paladin.
    pub paladin_2: u16,
    /// Where the phase machine stands.
    pub phase: Phase,
    /// The game log.
    pub log: Vec<LogEntry>,
    /// Number of commands applied (for diagnostics and replays).
    pub n_commands: u32,
    /// TAKEBACK-1: per seat, the decision it last took something back in (its mark) and how
    /// many times it did there.
    pub takebacks: Vec<(u16, u8)>,
    /// The rules version this game runs ([`RulesVersion`]): the newest for a new game, an older
    /// one for a stored game that began under it (set before the first command).
    pub rules: RulesVersion,
    /// A training dungeon (issue 38, `training`): the game ends with its combat.
    pub training: Option<Box<TrainingSetup>>,
}

/// The versions of this engine's rules that change what a stored command log does (issue #33).
/// A game keeps the version it began with, so that it goes on, and replays, exactly as it was
/// played; the code of every later change of behaviour checks [`Game::rules`] and keeps the old
/// behaviour for the older versions. The adapter names them in the game's version stamp
/// (`dl-engine-2`, `dl-engine-3`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum RulesVersion {
    /// The issue #15 rule fixes (2026-11-23): take-backs are not bounded.
    Engine2,
    /// TAKEBACK-1 (2026-11-26): at most [`MAX_TAKEBACKS`] take-backs per decision.
    #[default]
    Engine3,
}

impl RulesVersion {
    /// The newest version: the one new games run.
    pub const NEWEST: RulesVersion = RulesVersion::Engine3;

    /// Whether take-backs are bounded (TAKEBACK-1, from `Engine3` on).
    pub fn bounds_take_backs(self) -> bool {
        self >= RulesVersion::Engine3
    }
}

/// TAKEBACK-1 (a limit of this server, not of the rulebook): a seat may take back its orders
/// (`clear_orders`) or its combat plan (`reset_plan`) at most this many times per decision. A
/// take-back changes nothing, so without a bound one seat could lengthen a game, its log and its
/// replays without end (issue #30, docs/security.md).
pub const MAX_TAKEBACKS: u8 = 16;

impl Game {
    /// Which decision a take-back belongs to: the year, the season and the combat round (0
    /// outside combat). One orders phase per season and one planning per combat round, so a seat
    /// owes at most one decision with a take-back under each mark.
    fn takeback_mark(&self, round: u8) -> u16 {
        u16::from(self.year) * 100 + (self.season.index() as u16) * 10 + u16::from(round)
    }

    /// Switches a new game to the rules `version` (a stored game's, issue #33). Setup is the same
    /// in every version, so this is allowed until the first command is applied.
    ///
    /// # Errors
    /// The number of commands already applied when the game has begun.
    pub fn use_rules(&mut self, version: RulesVersion) -> Result<(), u32> {
        if self.n_commands > 0 {
            return Err(self.n_commands);
        }
        self.rules = version;
        Ok(())
    }

    /// TAKEBACK-1: whether `seat` may still take back its orders (round 0) or its combat plan
    /// (the combat round) in the decision it owes now.
    pub fn may_take_back(&self, seat: Seat, round: u8) -> bool {
        // Games of the rules before TAKEBACK-1 keep unbounded take-backs (issue #33).
        if !self.rules.bounds_take_backs() {
            return true;
        }
        let mark = self.takeback_mark(round);
        self.takebacks
            .get(seat)
            .is_none_or(|&(m, n)| m != mark || n < MAX_TAKEBACKS)
    }

    /// Counts one take-back of `seat` in the decision it owes now (TAKEBACK-1).
    pub(crate) fn note_take_back(&mut self, seat: Seat, round: u8) {
        let mark = self.takeback_mark(round);
        if let Some(t) = self.takebacks.get_mut(seat) {
            *t = if t.0 == mark {
                (mark, t.1.saturating_add(1))
            } else {
                (mark, 1)
            };
        }
    }
}

impl Game {
    /// Number of players.
    pub fn n_players(&self) -> usize {
        self.players.len()
    }

    /// Seats in turn order from the starting player (DOC-4).
    pub fn turn_order(&self) -> Vec<Seat> {
        let n = self.n_players();
        (0..n).map(|i| (self.starting_player + i) % n).collect()
    }

    /// Position of `seat` in turn order (0 = starting player).
    pub fn turn_pos(&self, seat: Seat) -> usize {
        let n = self.n_players();
        (seat + n - self.starting_player) % n
    }

    /// Logs `event` for everyone.
    pub(crate) fn public(&mut self, event: LogEvent) {
        self.log.push(LogEntry {
            public: Some(event),
            private: None,
        });
    }

    /// Logs `event` for `seat` alone. The others read `public` at the same index, or, without
    /// one, `private_choice` naming the seat, so every viewer's log indexes are gap-free.
    pub(crate) fn private(&mut self, seat: Seat, event: LogEvent, public: Option<LogEvent>) {
        let public = public.unwrap_or(LogEvent::PrivateChoice { who: Who(seat) });
        self.log.push(LogEntry {
            public: Some(public),
            private: Some((seat, event)),
        });
    }

    /// A seat's display name in log lines.
    pub fn seat_name(&self, seat: Seat) -> String {
        // Built by hand: the English log renderer calls this for nearly every line, and
        // `format!` costs several times more than the push below for the one-digit seats a game has.
        match u8::try_from(seat + 1) {
            Ok(n @ 1..=9) => {
                let mut s = String::with_capacity(6);
                s.push_str("Seat ");
                s.push(char::from(b'0' + n));
                s
            }
            _ => format!("Seat {}", seat + 1),
        }
    }

    /// Whether the game has ended.
    pub fn is_finished(&self) -> bool {
        matches!(self.phase, Phase::Finished(_))
    }

    /// Moves `seat`'s marker by `delta` as a gain or loss (EVIL-2..4), then checks the paladin.
    pub(crate) fn change_evil(&mut self, seat: Seat, delta: i8) {
        let p = &mut self.players[seat];
        let new = (p.evil as i8 + delta).clamp(EVIL_MIN as i8, EVIL_MAX as i8) as u8;
        p.evil = new;
        self.check_paladin();
    }

    /// Whether `seat` can pay `evil` as a cost (COST-4 full game; COST-5 first game).
    pub fn can_pay_evil(&self, seat: Seat, evil: u8) -> bool {
        evil == 0
            || self.config.variant == Variant::FirstGame
            || self.players[seat].evil + evil <= EVIL_MAX
    }

    /// Pays `evil` as a cost (COST-3): moves up, capped in the first game (COST-5).
    pub(crate) fn pay_evil(&mut self, seat: Seat, evil: u8) {
        if evil > 0 {
            self.change_evil(seat, evil as i8);
        }
    }
}
