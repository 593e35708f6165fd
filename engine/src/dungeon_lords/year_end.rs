//! The end of a building season and of the first year: the hand-over to combat after autumn
//! and the set-up of year two (YEAR-*).

use super::state::*;
use rand::seq::SliceRandom;

impl Game {
    pub(crate) fn end_season(&mut self) {
        // RULE ENDSEASON-1: imps and troll tokens return.
        for p in self.players.iter_mut() {
            p.busy_imps = 0;
            p.busy_trolls = 0;
            p.foreman = false;
            p.mined.clear();
            p.imps_on.clear();
            p.room_uses.clear();
        }
        if self.season == Season::Autumn {
            // RULE ENDSEASON-3: the token stays; combat begins.
            self.public(LogEvent::AutumnEnds);
            super::combat::start_combat(self);
            return;
        }
        // RULE ENDSEASON-2.
        self.starting_player = (self.starting_player + 1) % self.n_players();
        self.season = match self.season {
            Season::Winter => Season::Spring,
            Season::Spring => Season::Summer,
            _ => Season::Autumn,
        };
        self.start_season();
    }

    /// END-YEAR-*: called by combat when year-1 combat is over.
    pub(crate) fn start_year_two(&mut self) {
        self.public(LogEvent::YearEnds { year: 1 });
        // RULE END-YEAR-1: the year-2 combat cards go to the city in order.
        self.city = std::mem::take(&mut self.next_year_combat);
        for p in self.players.iter_mut() {
            p.spied.clear();
        }
        // RULE END-YEAR-3, PALADIN-11: a year-1 paladin still in the tent goes to the Distant
        // Lands board; one who fought is dealt with by combat (COMBAT-END-3).
        if self.paladin.1 == PaladinAt::Tent {
            self.distant_adventurers.push(self.paladin.0);
        }
        self.paladin = (self.paladin_2, PaladinAt::Tent);
        // RULE END-YEAR-4.
        self.event_tiles.shuffle(&mut self.rng);
        self.events_revealed = 0;
        // RULE END-YEAR-7, DUMMY2-7.
        if let Some(d) = self.dummy_evil.as_mut() {
            *d = d.saturating_sub(2).max(EVIL_MIN);
        }
        // RULE END-YEAR-8.
        let n = self.n_players();
        self.starting_player = match n {
            4 => (self.starting_player + 3) % 4,
            3 => (self.starting_player + 1) % 3,
            _ => self.starting_player,
        };
        self.year = 2;
        self.season = Season::Winter;
        // RULE END-YEAR-9: the year-2 paladin may come at once.
        self.check_paladin();
        self.start_season();
    }
}
