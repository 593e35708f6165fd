//! Catalog validation, part two: monsters, rooms, traps, adventurers, combat cards, events,
//! titles and player counts.

use std::collections::{BTreeMap, BTreeSet};

use super::ids::*;

use super::adventurers::AdventurerClass;
use super::check::{At, IdSet, MAX_COST, MAX_DAMAGE, MAX_FATIGUE, MAX_HIT_POINTS, MAX_SYMBOLS};
use super::combat::SpellEffect;
use super::common::Year;
use super::error::CatalogError;
use super::events::{EventTileEffect, SpecialEventEffect};
use super::monsters::{AttackEffect, AttackTarget, MonsterAbility};
use super::rooms::{Product, RoomEffect, RoomKind};
use super::tables::Catalog;
use super::traps::{TrapEffect, TrapTarget};

impl Catalog {
    pub(super) fn validate_monsters(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        let mut trolls = 0usize;
        for m in &self.monsters {
            ids.insert("monsters", m.id.as_str())?;
            let at = At::new("monsters", &m.id);
            at.source(&m.source)?;
            at.check(!m.name.trim().is_empty(), "name is empty")?;
            at.range("count_year_1", m.count_year_1, 0, 12)?;
            at.range("count_year_2", m.count_year_2, 0, 12)?;
            at.check(
                m.count_year_1 + m.count_year_2 > 0,
                "count_year_1 + count_year_2 must be positive",
            )?;
            per_year[0] += usize::from(m.count_year_1);
            per_year[1] += usize::from(m.count_year_2);
            at.cost("cost", &m.cost)?;
            at.cost("payday_cost", &m.payday_cost)?;
            at.check(!m.cost.is_free(), "cost is free")?;
            at.range("points", m.points, 0, 5)?;
            at.check(!m.attacks.is_empty(), "attacks is empty")?;
            for (i, option) in m.attacks.iter().enumerate() {
                let field = format!("attacks[{i}]");
                at.cost(&format!("{field}.cost"), &option.cost)?;
                at.check(
                    !option.strikes.is_empty() || !option.effects.is_empty(),
                    format!("{field} has neither strikes nor effects"),
                )?;
                for (j, strike) in option.strikes.iter().enumerate() {
                    at.range(
                        &format!("{field}.strikes[{j}].damage"),
                        strike.damage,
                        1,
                        MAX_DAMAGE,
                    )?;
                }
                for (j, effect) in option.effects.iter().enumerate() {
                    if let AttackEffect::FollowUpOnElimination { damage } = *effect {
                        at.range(
                            &format!("{field}.effects[{j}].damage"),
                            damage,
                            1,
                            MAX_DAMAGE,
                        )?;
                        at.check(
                            option
                                .strikes
                                .iter()
                                .any(|s| s.target == AttackTarget::First),
                            format!("{field}: a follow-up needs a standard strike"),
                        )?;
                    }
                }
            }
            if m.has_ability(MonsterAbility::TrollToken) {
                trolls += usize::from(m.count_year_1) + usize::from(m.count_year_2);
            }
        }
        let at = At::new("monsters", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.monster_tiles_per_year),
                format!(
                    "{year} has {n} tiles, components.monster_tiles_per_year says {}",
                    self.components.monster_tiles_per_year
                ),
            )?;
        }
        at.check(
            trolls == usize::from(self.components.troll_tokens),
            format!(
                "{trolls} troll-token monsters but {} troll tokens (TROLL-1)",
                self.components.troll_tokens
            ),
        )
    }

    pub(super) fn validate_rooms(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        for r in &self.rooms {
            ids.insert("rooms", r.id.as_str())?;
            let at = At::new("rooms", &r.id);
            at.source(&r.source)?;
            at.positive("count", r.count)?;
            per_year[usize::from(r.year.number() - 1)] += usize::from(r.count);
            if let Some(zone) = &r.zone {
                at.check(
                    zone.0.len() == usize::from(self.dungeon.rows)
                        && zone
                            .0
                            .iter()
                            .all(|row| row.len() == usize::from(self.dungeon.columns)),
                    format!(
                        "zone must be {} rows of {} characters",
                        self.dungeon.rows, self.dungeon.columns
                    ),
                )?;
                at.check(
                    zone.0
                        .iter()
                        .all(|row| row.bytes().all(|c| c == b'#' || c == b'.')),
                    "zone may only hold '#' (legal) and '.'",
                )?;
                at.check(!zone.squares().is_empty(), "zone has no legal square")?;
            }
            let kind = match &r.effect {
                RoomEffect::Produce {
                    imps,
                    extra_cost,
                    product,
                } => {
                    at.range("effect.imps", *imps, 1, 10)?;
                    at.cost("effect.extra_cost", extra_cost)?;
                    let (field, n) = match *product {
                        Product::Food { amount }
                        | Product::Gold { amount }
                        | Product::LoseEvil { amount } => ("amount", amount),
                        Product::Traps { count }
                        | Product::Tunnels { count }
                        | Product::Imps { count } => ("count", count),
                    };
                    at.range(&format!("effect.product.{field}"), n, 1, MAX_COST)?;
                    at.check(r.zone.is_some(), "a production room needs a zone")?;
                    RoomKind::Production
                }
                RoomEffect::AttackBonus { monsters, bonus } => {
                    self.check_monster_refs(&at, "effect.monsters", monsters)?;
                    at.range("effect.bonus", *bonus, 1, MAX_DAMAGE)?;
                    RoomKind::Combat
                }
                RoomEffect::DefenceLimits {
                    max_traps,
                    max_monsters,
                    trap_bait_gold,
                } => {
                    at.range("effect.max_traps", *max_traps, 0, 3)?;
                    at.range("effect.max_monsters", *max_monsters, 0, 3)?;
                    at.range("effect.trap_bait_gold", *trap_bait_gold, 0, MAX_COST)?;
                    RoomKind::Combat
                }
                RoomEffect::NoSpells => RoomKind::Combat,
                RoomEffect::PointsPerMonster { monsters, points } => {
                    self.check_monster_refs(&at, "effect.monsters", monsters)?;
                    at.range("effect.points", *points, 1, 5)?;
                    RoomKind::Scoring
                }
                RoomEffect::PointsPerExclusiveTitle {
                    four_players,
                    fewer_players,
                } => {
                    at.range("effect.four_players", *four_players, 1, 5)?;
                    at.range("effect.fewer_players", *fewer_players, 1, 5)?;
                    RoomKind::Scoring
                }
            };
            at.check(
                kind == r.kind,
                format!("kind {:?} does not match its effect ({kind:?})", r.kind),
            )?;
        }
        let at = At::new("rooms", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.room_tiles_per_year),
                format!(
                    "{year} has {n} tiles, components.room_tiles_per_year says {}",
                    self.components.room_tiles_per_year
                ),
            )?;
        }
        Ok(())
    }

    pub(super) fn check_monster_refs(
        &self,
        at: &At<'_>,
        field: &str,
        monsters: &[MonsterId],
    ) -> Result<(), CatalogError> {
        at.check(!monsters.is_empty(), format!("{field} is empty"))?;
        for id in monsters {
            if self.monster(id.as_str()).is_none() {
                return Err(at.unknown(field, "monster", id.as_str()));
            }
        }
        Ok(())
    }

    pub(super) fn validate_traps(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut total = 0usize;
        for t in &self.traps {
            ids.insert("traps", t.id.as_str())?;
            let at = At::new("traps", &t.id);
            at.source(&t.source)?;
            at.positive("copies", t.copies)?;
            total += usize::from(t.copies);
            for (side_name, side) in [("year_1", &t.year_1), ("year_2", &t.year_2)] {
                at.source(&side.source)?;
                at.cost(&format!("{side_name}.extra_cost"), &side.extra_cost)?;
                at.check(
                    !side.effects.is_empty(),
                    format!("{side_name}.effects is empty"),
                )?;
                let chosen = side.effects.iter().any(|e| {
                    matches!(
                        e,
                        TrapEffect::Damage {
                            target: TrapTarget::Chosen,
                            ..
                        }
                    )
                });
                for (i, effect) in side.effects.iter().enumerate() {
                    let field = format!("{side_name}.effects[{i}]");
                    match *effect {
                        TrapEffect::Damage { amount, .. } => at.range(&format!("{field}.amount"), amount, 1, MAX_DAMAGE)?,
                        TrapEffect::PoisonedDart { delayed_damage } => {
                            at.range(&format!("{field}.delayed_damage"), delayed_damage, 1, MAX_DAMAGE)?;
                            at.check(chosen, format!("{field}: the poisoned dart needs a damage effect on a chosen target"))?;
                        }
                        TrapEffect::AntiMagicDart => {
                            at.check(chosen, format!("{field}: the anti-magic dart needs a damage effect on a chosen target"))?
                        }
                        TrapEffect::DamageEqualToHitPoints { .. } | TrapEffect::NoConquest => {}
                    }
                }
            }
        }
        At::new("traps", "(all)").check(
            total == usize::from(self.components.trap_cards),
            format!(
                "copies add up to {total}, components.trap_cards says {}",
                self.components.trap_cards
            ),
        )
    }

    pub(super) fn validate_adventurers(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        for a in &self.adventurers {
            ids.insert("adventurers", a.id.as_str())?;
            let at = At::new("adventurers", &a.id);
            at.source(&a.source)?;
            at.positive("count", a.count)?;
            per_year[usize::from(a.year.number() - 1)] += usize::from(a.count);
            let (lo, hi) = match a.year {
                Year::One => (1, 3),
                Year::Two => (4, 7),
            };
            at.range("strength", a.strength, lo, hi)?;
            at.range("hit_points", a.hit_points, 1, MAX_HIT_POINTS)?;
            at.range("disarm", a.disarm, 0, MAX_SYMBOLS)?;
            at.range("heal", a.heal, 0, MAX_SYMBOLS)?;
            at.range("magic", a.magic, 0, MAX_SYMBOLS)?;
            let symbols = match a.class {
                AdventurerClass::Warrior => (0, 0, 0),
                AdventurerClass::Thief => (a.disarm, 0, 0),
                AdventurerClass::Priest => (0, a.heal, 0),
                AdventurerClass::Wizard => (0, 0, a.magic),
            };
            at.check(
                (a.disarm, a.heal, a.magic) == symbols,
                format!("a {:?} carries only its own class's symbols", a.class).to_lowercase(),
            )?;
            at.check(
                a.class == AdventurerClass::Warrior || a.disarm + a.heal + a.magic > 0,
                "has no ability symbol",
            )?;
        }
        let at = At::new("adventurers", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.adventurer_tiles_per_year),
                format!(
                    "{year} has {n} tiles, components.adventurer_tiles_per_year says {}",
                    self.components.adventurer_tiles_per_year
                ),
            )?;
        }

        let at = At::new("paladins", "(all)");
        at.check(
            self.paladins.len() == usize::from(self.components.paladins),
            "paladins differ from components.paladins",
        )?;
        for year in Year::ALL {
            at.check(
                self.paladins.iter().filter(|p| p.year == year).count() == 1,
                format!("{year} needs exactly one paladin"),
            )?;
        }
        for p in &self.paladins {
            ids.insert("paladins", p.id.as_str())?;
            let at = At::new("paladins", &p.id);
            at.source(&p.source)?;
            at.range("hit_points", p.hit_points, 1, MAX_HIT_POINTS)?;
            at.range("disarm", p.disarm, 0, MAX_SYMBOLS)?;
            at.range("heal", p.heal, 0, MAX_SYMBOLS)?;
            at.range("magic", p.magic, 0, MAX_SYMBOLS)?;
        }
        Ok(())
    }

    pub(super) fn validate_combat_cards(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let mut per_year = [0usize; 2];
        for c in &self.combat_cards {
            ids.insert("combat_cards", c.id.as_str())?;
            let at = At::new("combat_cards", &c.id);
            at.source(&c.source)?;
            per_year[usize::from(c.year.number() - 1)] += 1;
            at.range("fatigue", c.fatigue, 0, MAX_FATIGUE)?;
            match &c.effect {
                SpellEffect::AbsorbDamage { amount }
                | SpellEffect::LoseImps { amount }
                | SpellEffect::GainEvil { amount }
                | SpellEffect::HealEach { amount }
                | SpellEffect::WeakenChosenMonster { amount } => {
                    at.range("effect.amount", *amount, 1, MAX_DAMAGE)?
                }
                SpellEffect::LoseFirstAvailable { resources, amount }
                | SpellEffect::LoseFirstAvailableOnConquest { resources, amount } => {
                    at.range("effect.amount", *amount, 1, MAX_COST)?;
                    at.check(!resources.is_empty(), "effect.resources is empty")?;
                }
                SpellEffect::WithdrawAllOrGainEvil { evil } => {
                    at.range("effect.evil", *evil, 1, MAX_COST)?
                }
                SpellEffect::Illusion { hit_points } => {
                    at.range("effect.hit_points", *hit_points, 1, MAX_HIT_POINTS)?
                }
                SpellEffect::CreateFood { extra_hit_points } => at.range(
                    "effect.extra_hit_points",
                    *extra_hit_points,
                    1,
                    MAX_HIT_POINTS,
                )?,
                SpellEffect::ProtectFromMonsters {
                    classes,
                    paladin,
                    amount,
                } => {
                    at.range("effect.amount", *amount, 1, MAX_DAMAGE)?;
                    at.check(!classes.is_empty() || *paladin, "effect protects nobody")?;
                }
                SpellEffect::NoEffect
                | SpellEffect::Invisibility
                | SpellEffect::PayCostOrWithdrawEach
                | SpellEffect::BlindRage
                | SpellEffect::Metamorphosis
                | SpellEffect::DimensionalGate => {}
            }
        }
        let at = At::new("combat_cards", "(all)");
        for (year, n) in Year::ALL.into_iter().zip(per_year) {
            at.check(
                n == usize::from(self.components.combat_cards_per_year),
                format!(
                    "{year} has {n} cards, components.combat_cards_per_year says {}",
                    self.components.combat_cards_per_year
                ),
            )?;
        }
        Ok(())
    }

    pub(super) fn validate_events(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        let at = At::new("event_tiles", "(all)");
        at.check(
            self.event_tiles.len() == usize::from(self.components.event_tiles),
            "event tiles differ from components.event_tiles",
        )?;
        for (name, present) in [
            (
                "payday",
                self.event_tiles
                    .iter()
                    .any(|t| matches!(t.effect, EventTileEffect::Payday { .. })),
            ),
            (
                "taxes",
                self.event_tiles
                    .iter()
                    .any(|t| matches!(t.effect, EventTileEffect::Taxes { .. })),
            ),
            (
                "special event",
                self.event_tiles
                    .iter()
                    .any(|t| t.effect == EventTileEffect::SpecialEvent),
            ),
        ] {
            at.check(present, format!("no {name} tile"))?;
        }
        for t in &self.event_tiles {
            ids.insert("event_tiles", t.id.as_str())?;
            let at = At::new("event_tiles", &t.id);
            at.source(&t.source)?;
            match t.effect {
                EventTileEffect::Payday { release_evil } => {
                    at.range("effect.release_evil", release_evil, 0, MAX_COST)?
                }
                EventTileEffect::Taxes {
                    tiles_per_gold,
                    dead_letters_per_unpaid_gold,
                } => {
                    at.range("effect.tiles_per_gold", tiles_per_gold, 1, 10)?;
                    at.range(
                        "effect.dead_letters_per_unpaid_gold",
                        dead_letters_per_unpaid_gold,
                        1,
                        5,
                    )?;
                }
                EventTileEffect::SpecialEvent => {}
            }
        }

        let at = At::new("special_events", "(all)");
        at.range(
            "special_events.len",
            i64::try_from(self.special_events.len()).unwrap_or(i64::MAX),
            i64::from(self.building.special_events_per_game),
            i64::from(self.components.special_event_cards_printed),
        )?;
        for e in &self.special_events {
            ids.insert("special_events", e.id.as_str())?;
            let at = At::new("special_events", &e.id);
            at.source(&e.source)?;
            match e.effect {
                SpecialEventEffect::DiscardMonsterOrGainEvil { evil } => {
                    at.range("effect.evil", evil, 1, MAX_COST)?
                }
                SpecialEventEffect::PayFoodPerMonsterOrStrike { food } => {
                    at.range("effect.food", food, 1, MAX_COST)?
                }
                SpecialEventEffect::LoseGoldFraction { divisor } => {
                    at.range("effect.divisor", divisor, 2, 10)?
                }
                SpecialEventEffect::MayPayGoldToLoseEvil { gold, evil } => {
                    at.range("effect.gold", gold, 1, MAX_COST)?;
                    at.range("effect.evil", evil, 1, MAX_COST)?;
                }
                SpecialEventEffect::CollapseTiles { count } => {
                    at.range("effect.count", count, 1, MAX_COST)?
                }
            }
        }
        Ok(())
    }

    pub(super) fn validate_titles_and_counts(&self, ids: &mut IdSet) -> Result<(), CatalogError> {
        At::new("titles", "(all)").check(!self.titles.is_empty(), "no titles")?;
        let mut criteria = BTreeMap::new();
        for t in &self.titles {
            ids.insert("titles", t.id.as_str())?;
            let at = At::new("titles", &t.id);
            at.source(&t.source)?;
            if let Some(other) = criteria.insert(format!("{:?}", t.criterion), t.id.clone()) {
                return Err(at.fail(format!("measures the same as {other}")));
            }
        }

        let mut players = BTreeSet::new();
        for p in &self.player_counts {
            let at = At::new("player_counts", format!("players {}", p.players));
            at.source(&p.source)?;
            at.range("players", p.players, 2, i64::from(self.components.colours))?;
            at.check(players.insert(p.players), "player count listed twice")?;
            at.check(
                p.players + p.dummy_colours <= self.components.colours,
                "players + dummy_colours exceed components.colours",
            )?;
            at.range(
                "adventurers_per_season",
                p.adventurers_per_season,
                1,
                i64::from(p.players) + 1,
            )?;
            at.range("title_exclusive", p.title_exclusive, 1, 10)?;
            at.range(
                "title_shared",
                p.title_shared,
                0,
                i64::from(p.title_exclusive),
            )?;
            at.check(
                p.dummy.is_some() == (p.dummy_colours > 0),
                "dummy rules are needed exactly when there are dummy colours",
            )?;
            if let Some(d) = &p.dummy {
                at.range("dummy.inaccessible", d.inaccessible, 1, 8)?;
                at.range(
                    "dummy.revealed_orders",
                    d.revealed_orders,
                    1,
                    i64::from(d.inaccessible),
                )?;
                at.range("dummy.revealed_slot", d.revealed_slot, 1, 3)?;
                at.range("dummy.chosen_orders", d.chosen_orders, 0, 3)?;
                at.range("dummy.chosen_slot", d.chosen_slot, 1, 3)?;
                at.range(
                    "dummy.marker_gain_per_assignment",
                    d.marker_gain_per_assignment,
                    0,
                    5,
                )?;
                at.range(
                    "dummy.marker_loss_at_year_end",
                    d.marker_loss_at_year_end,
                    0,
                    5,
                )?;
            }
        }
        let at = At::new("player_counts", "(all)");
        for n in 2..=self.components.colours {
            at.check(players.contains(&n), format!("no rules for {n} players"))?;
        }
        Ok(())
    }
}
