//! Catalog validation, part one: the entry point, the rule tables and the action spaces and
//! order cards.

use std::collections::BTreeSet;

use super::actions::ActionGain;
use super::check::{At, IdSet, MAX_COST};
use super::common::Square;
use super::error::CatalogError;
use super::ids::ActionId;
use super::tables::Catalog;

impl Catalog {
    /// Checks the whole catalog: version present, counts positive, ids unique and well formed,
    /// references resolved, every effect parameter in range, lists adding up to the component
    /// counts. Run by [`Catalog::builtin`] and [`Catalog::from_json`].
    ///
    /// # Errors
    /// The first problem found, naming its entry.
    pub fn validate(&self) -> Result<(), CatalogError> {
        if self.version.trim().is_empty() {
            return Err(CatalogError::MissingVersion);
        }
        At::new("reference", "reference")
            .check(!self.reference.trim().is_empty(), "reference is empty")?;
        let mut ids = IdSet(BTreeSet::new());
        self.validate_tables()?;
        self.validate_actions()?;
        self.validate_monsters(&mut ids)?;
        self.validate_rooms(&mut ids)?;
        self.validate_traps(&mut ids)?;
        self.validate_adventurers(&mut ids)?;
        self.validate_combat_cards(&mut ids)?;
        self.validate_events(&mut ids)?;
        self.validate_titles_and_counts(&mut ids)?;
        Ok(())
    }

    pub(super) fn validate_tables(&self) -> Result<(), CatalogError> {
        let c = &self.components;
        let at = At::new("components", "components");
        at.source(&c.source)?;
        for (field, n) in [
            ("colours", c.colours),
            ("order_cards_per_colour", c.order_cards_per_colour),
            ("minions_per_colour", c.minions_per_colour),
            ("combat_cards_per_year", c.combat_cards_per_year),
            ("trap_cards", c.trap_cards),
            ("special_event_cards_printed", c.special_event_cards_printed),
            ("monster_tiles_per_year", c.monster_tiles_per_year),
            ("room_tiles_per_year", c.room_tiles_per_year),
            ("adventurer_tiles_per_year", c.adventurer_tiles_per_year),
            ("paladins", c.paladins),
            ("event_tiles", c.event_tiles),
            ("troll_tokens", c.troll_tokens),
            ("tunnel_tiles", c.tunnel_tiles),
        ] {
            at.positive(field, n)?;
        }

        let s = &self.setup;
        let at = At::new("setup", "setup");
        at.source(&s.source)?;
        at.range("food", s.food, 0, 20)?;
        at.range("gold", s.gold, 0, 20)?;
        at.range("imps", s.imps, 0, 20)?;
        at.positive("tunnels", s.tunnels)?;
        at.positive("minions", s.minions)?;
        at.check(
            s.minions == c.minions_per_colour,
            "minions differs from components.minions_per_colour",
        )?;

        let e = &self.evilometer;
        let at = At::new("evilometer", "evilometer");
        at.source(&e.source)?;
        at.range("spaces", e.spaces, 2, 30)?;
        at.range("start", e.start, 1, i64::from(e.spaces))?;
        at.range(
            "paladin_space",
            e.paladin_space,
            i64::from(e.start) + 1,
            i64::from(e.spaces),
        )?;

        let d = &self.dungeon;
        let at = At::new("dungeon", "dungeon");
        at.source(&d.source)?;
        at.range("columns", d.columns, 1, 10)?;
        at.range("rows", d.rows, 1, 10)?;
        at.check(d.contains(d.entrance), "entrance lies outside the grid")?;
        at.check(
            d.starting_tunnels.iter().all(|&sq| d.contains(sq)),
            "a starting tunnel lies outside the grid",
        )?;
        at.check(
            d.starting_tunnels.contains(&d.entrance),
            "starting tunnels must include the entrance square",
        )?;
        let distinct: BTreeSet<Square> = d.starting_tunnels.iter().copied().collect();
        at.check(
            distinct.len() == d.starting_tunnels.len(),
            "starting tunnels repeat a square",
        )?;
        at.check(
            d.starting_tunnels.len() == usize::from(s.tunnels),
            "starting tunnels differ from setup.tunnels",
        )?;

        let b = &self.building;
        let at = At::new("building", "building");
        at.source(&b.source)?;
        at.range("years", b.years, 2, 2)?;
        at.positive("seasons_per_year", b.seasons_per_year)?;
        at.positive("monsters_offered_per_season", b.monsters_offered_per_season)?;
        at.positive("rooms_offered_per_season", b.rooms_offered_per_season)?;
        at.range("production_uses_year_1", b.production_uses_year_1, 1, 4)?;
        at.range("production_uses_year_2", b.production_uses_year_2, 1, 4)?;
        at.range("special_events_per_game", b.special_events_per_game, 0, 2)?;

        let k = &self.combat;
        let at = At::new("combat", "combat");
        at.source(&k.source)?;
        at.range("rounds", k.rounds, 1, 10)?;
        at.range(
            "cards_per_year",
            k.cards_per_year,
            i64::from(k.rounds),
            i64::from(c.combat_cards_per_year),
        )?;
        at.check(
            k.magic_needed.len() == usize::from(k.rounds),
            "magic_needed needs one entry per round",
        )?;
        for (i, &m) in k.magic_needed.iter().enumerate() {
            at.range(&format!("magic_needed[{i}]"), m, 0, 10)?;
        }
        for (name, limits) in [("tunnel", k.tunnel), ("room", k.room)] {
            at.range(&format!("{name}.max_traps"), limits.max_traps, 0, 3)?;
            at.range(&format!("{name}.max_monsters"), limits.max_monsters, 0, 3)?;
            at.range(
                &format!("{name}.trap_bait_gold"),
                limits.trap_bait_gold,
                0,
                i64::from(MAX_COST as u8),
            )?;
        }
        at.range("conquest_evil_loss", k.conquest_evil_loss, 0, 3)?;

        let p = &self.scoring;
        let at = At::new("scoring", "scoring");
        at.source(&p.source)?;
        for (field, n) in [
            ("per_prisoner", p.per_prisoner),
            ("per_paladin_prisoner", p.per_paladin_prisoner),
            ("per_unconquered_room", p.per_unconquered_room),
            ("per_conquered_tile", p.per_conquered_tile),
            ("per_dead_letter", p.per_dead_letter),
        ] {
            at.range(field, n, -10, 10)?;
        }
        Ok(())
    }

    pub(super) fn validate_actions(&self) -> Result<(), CatalogError> {
        let at = At::new("actions", "actions");
        at.check(
            self.actions.len() == ActionId::ALL.len(),
            "there must be exactly 8 action spaces",
        )?;
        let mut seen = BTreeSet::new();
        let mut orders = BTreeSet::new();
        for action in &self.actions {
            let at = At::new("actions", action.id);
            at.source(&action.source)?;
            if !seen.insert(action.id) {
                return Err(CatalogError::DuplicateId {
                    section: "actions".into(),
                    entry: action.id.to_string(),
                });
            }
            at.range("board_order", action.board_order, 1, 8)?;
            at.check(
                orders.insert(action.board_order),
                "board_order repeats another action's",
            )?;
            at.check(
                action.slots.len() == 3,
                "an action space has exactly 3 slots",
            )?;
            for (i, slot) in action.slots.iter().enumerate() {
                let field = format!("slots[{i}]");
                at.range(
                    &format!("{field}.slot"),
                    slot.slot,
                    i as i64 + 1,
                    i as i64 + 1,
                )?;
                at.cost(&format!("{field}.cost"), &slot.cost)?;
                at.check(!slot.gains.is_empty(), format!("{field} gains nothing"))?;
                for (j, gain) in slot.gains.iter().enumerate() {
                    let f = format!("{field}.gains[{j}]");
                    match *gain {
                        ActionGain::Food { amount }
                        | ActionGain::Gold { amount }
                        | ActionGain::Imps { amount }
                        | ActionGain::LoseEvil { amount } => {
                            at.range(&format!("{f}.amount"), amount, 1, MAX_COST)?
                        }
                        ActionGain::Spy { count } => {
                            at.range(&format!("{f}.count"), count, 1, 4)?
                        }
                        ActionGain::DigTunnels { max_tunnels, .. } => {
                            at.range(&format!("{f}.max_tunnels"), max_tunnels, 1, 10)?
                        }
                        ActionGain::MineGold {
                            max_imps,
                            gold_per_imp,
                            ..
                        } => {
                            at.range(&format!("{f}.max_imps"), max_imps, 1, 10)?;
                            at.range(&format!("{f}.gold_per_imp"), gold_per_imp, 1, MAX_COST)?;
                        }
                        ActionGain::DrawTraps {
                            count,
                            year_2_extra_draw,
                            year_2_discard,
                        } => {
                            at.range(&format!("{f}.count"), count, 1, MAX_COST)?;
                            at.range(
                                &format!("{f}.year_2_extra_draw"),
                                year_2_extra_draw,
                                0,
                                MAX_COST,
                            )?;
                            at.range(
                                &format!("{f}.year_2_discard"),
                                year_2_discard,
                                0,
                                i64::from(count) + 1,
                            )?;
                        }
                        ActionGain::HireMonster | ActionGain::BuildRoom => {}
                    }
                }
            }
        }

        let o = &self.order_cards;
        let at = At::new("order_cards", "order_cards");
        at.source(&o.source)?;
        at.check(
            o.cards.len() == usize::from(self.components.order_cards_per_colour),
            "cards differ from components.order_cards_per_colour",
        )?;
        at.positive("programmed_per_season", o.programmed_per_season)?;
        at.check(
            usize::from(o.hand_size) + usize::from(o.inaccessible) == o.cards.len(),
            "hand_size + inaccessible must equal the cards of a colour",
        )?;
        at.range(
            "programmed_per_season",
            o.programmed_per_season,
            1,
            i64::from(o.hand_size),
        )?;
        at.range(
            "full_game_initial_draw",
            o.full_game_initial_draw,
            i64::from(o.inaccessible),
            i64::from(o.hand_size),
        )?;
        let mut seen = BTreeSet::new();
        for card in &o.cards {
            let at = At::new("order_cards", card.action);
            at.source(&card.source)?;
            if !seen.insert(card.action) {
                return Err(CatalogError::DuplicateId {
                    section: "order_cards".into(),
                    entry: card.action.to_string(),
                });
            }
            at.cost("first_order_cost", &card.first_order_cost)?;
        }
        Ok(())
    }
}
