//! The bidding turns (TURN-*, ADD-*, SACRIFICE-*, PASS-*): drawing, adding to the dungeon,
//! sacrificing an equipment tile, passing and handing the turn on.

use super::catalog::Tile;
use super::state::*;
use crate::common::Seat;

impl Game {
    pub(super) fn draw(&mut self, seat: Seat) {
        let Some(card) = self.deck.pop() else { return };
        self.phase = Phase::Preparation {
            to_move: seat,
            drawn: Some(card),
        };
        self.log.push(Event::Drew {
            seat,
            card,
            deck_count: self.deck.len(),
        });
    }

    pub(super) fn take_drawn(&mut self) -> Option<CardId> {
        match &mut self.phase {
            Phase::Preparation { drawn, .. } => drawn.take(),
            _ => None,
        }
    }

    pub(super) fn add(&mut self, seat: Seat) {
        let Some(card) = self.take_drawn() else {
            return;
        };
        self.dungeon.push(DungeonCard {
            card,
            added_by: seat,
        });
        self.log.push(Event::Added {
            seat,
            card,
            position: self.dungeon.len(),
        });
        self.end_turn(seat);
    }

    pub(super) fn sacrifice(&mut self, seat: Seat, tile: Tile) {
        let Some(card) = self.take_drawn() else {
            return;
        };
        for entry in &mut self.tiles {
            if entry.0 == tile {
                entry.1 = TileStatus::Sacrificed { by: seat };
            }
        }
        self.players[seat].sacrifices.push(Sacrifice { card, tile });
        self.log.push(Event::Sacrificed { seat, card, tile });
        self.end_turn(seat);
    }

    pub(super) fn pass(&mut self, seat: Seat) {
        self.players[seat].has_passed = true;
        self.players[seat].n_turns += 1;
        self.log.push(Event::Passed { seat });
        self.hand_on_turn(seat);
    }

    pub(super) fn end_turn(&mut self, seat: Seat) {
        self.players[seat].n_turns += 1;
        self.hand_on_turn(seat);
    }

    /// TURN-4/TURN-5: check PREPEND-1, then give the turn to the next player in the round.
    pub(super) fn hand_on_turn(&mut self, from: Seat) {
        let in_round: Vec<Seat> = (0..self.players.len())
            .filter(|&s| !self.players[s].is_eliminated && !self.players[s].has_passed)
            .collect();
        if let [raider] = in_round[..] {
            self.start_raid(raider);
            return;
        }
        let n = self.players.len();
        let next = (1..=n)
            .map(|k| (from + k) % n)
            .find(|&s| !self.players[s].is_eliminated && !self.players[s].has_passed)
            .unwrap_or(from);
        self.phase = Phase::Preparation {
            to_move: next,
            drawn: None,
        };
    }
}
