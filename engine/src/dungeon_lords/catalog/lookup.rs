//! Lookups by id and the year's stacks and decks, as the engine reads them.

use super::ids::*;

use super::actions::{ActionSpace, OrderCard};
use super::adventurers::{Adventurer, Paladin};
use super::combat::CombatCard;
use super::common::Year;
use super::events::{EventTile, SpecialEvent};
use super::ids::ActionId;
use super::monsters::Monster;
use super::rooms::Room;
use super::tables::{Catalog, PlayerCountRules, Title};
use super::traps::Trap;

// Lookups

impl Catalog {
    /// The action space of this action.
    pub fn action(&self, id: ActionId) -> Option<&ActionSpace> {
        self.actions.iter().find(|a| a.id == id)
    }

    /// Action spaces in execution order (EXEC-1).
    pub fn actions_in_board_order(&self) -> Vec<&ActionSpace> {
        let mut actions: Vec<&ActionSpace> = self.actions.iter().collect();
        actions.sort_by_key(|a| a.board_order);
        actions
    }

    /// The order card of this action.
    pub fn order_card(&self, id: ActionId) -> Option<&OrderCard> {
        self.order_cards.cards.iter().find(|c| c.action == id)
    }

    /// The monster or ghost kind with this id.
    pub fn monster(&self, id: &str) -> Option<&Monster> {
        self.monsters.iter().find(|m| m.id.as_str() == id)
    }

    /// The room with this id.
    pub fn room(&self, id: &str) -> Option<&Room> {
        self.rooms.iter().find(|r| r.id.as_str() == id)
    }

    /// The trap kind with this id.
    pub fn trap(&self, id: &str) -> Option<&Trap> {
        self.traps.iter().find(|t| t.id.as_str() == id)
    }

    /// The adventurer kind with this id.
    pub fn adventurer(&self, id: &str) -> Option<&Adventurer> {
        self.adventurers.iter().find(|a| a.id.as_str() == id)
    }

    /// The paladin of this year.
    pub fn paladin(&self, year: Year) -> Option<&Paladin> {
        self.paladins.iter().find(|p| p.year == year)
    }

    /// The combat card with this id.
    pub fn combat_card(&self, id: &str) -> Option<&CombatCard> {
        self.combat_cards.iter().find(|c| c.id.as_str() == id)
    }

    /// The event tile with this id.
    pub fn event_tile(&self, id: &str) -> Option<&EventTile> {
        self.event_tiles.iter().find(|t| t.id.as_str() == id)
    }

    /// The special event with this id.
    pub fn special_event(&self, id: &str) -> Option<&SpecialEvent> {
        self.special_events.iter().find(|e| e.id.as_str() == id)
    }

    /// The title with this id.
    pub fn title(&self, id: &str) -> Option<&Title> {
        self.titles.iter().find(|t| t.id.as_str() == id)
    }

    /// The rules for this number of players (2–4).
    pub fn player_count(&self, players: u8) -> Option<&PlayerCountRules> {
        self.player_counts.iter().find(|p| p.players == players)
    }

    /// The monster stack of a year, one id per tile (unshuffled, catalog order).
    pub fn monster_stack(&self, year: Year) -> Vec<&MonsterId> {
        self.monsters
            .iter()
            .flat_map(|m| std::iter::repeat_n(&m.id, usize::from(m.count_in(year))))
            .collect()
    }

    /// The room stack of a year, one id per tile (unshuffled).
    pub fn room_stack(&self, year: Year) -> Vec<&RoomId> {
        self.rooms
            .iter()
            .filter(|r| r.year == year)
            .flat_map(|r| std::iter::repeat_n(&r.id, usize::from(r.count)))
            .collect()
    }

    /// The adventurer stack of a year, one id per tile (unshuffled).
    pub fn adventurer_stack(&self, year: Year) -> Vec<&AdventurerId> {
        self.adventurers
            .iter()
            .filter(|a| a.year == year)
            .flat_map(|a| std::iter::repeat_n(&a.id, usize::from(a.count)))
            .collect()
    }

    /// The trap deck, one id per card (unshuffled).
    pub fn trap_deck(&self) -> Vec<&TrapId> {
        self.traps
            .iter()
            .flat_map(|t| std::iter::repeat_n(&t.id, usize::from(t.copies)))
            .collect()
    }

    /// The combat cards of a year (unshuffled).
    pub fn combat_deck(&self, year: Year) -> Vec<&CombatCard> {
        self.combat_cards
            .iter()
            .filter(|c| c.year == year)
            .collect()
    }
}
