//! Tests of the Dungeon Lords catalog data (`engine/data/dungeon-lords-catalog.json`): it loads
//! and validates, its lists add up to the rulebook's component counts, spot values match the
//! catalog reference (`shared/rules/dungeon-lords-catalog.md`, cited as `catalog §n Lnnn`), the
//! reconstructed values are exactly the decided ones, and broken overrides are refused with a
//! message naming the entry.

use std::collections::BTreeMap;

use engine::dungeon_lords::catalog::{
    ActionGain, ActionId, AdventurerClass, AttackEffect, AttackTarget, BoardRow, Catalog,
    CatalogError, Cost, EventTileEffect, MonsterAbility, Product, Provenance, RoomEffect, RoomKind,
    SlotOrder, SpecialEventEffect, SpellEffect, SpellTiming, Square, Strike, TitleCriterion,
    TrapEffect, TrapTarget, Year, YearTwoStart, BUILTIN_JSON,
};
use serde_json::Value;

fn catalog() -> &'static Catalog {
    Catalog::builtin()
}

fn cost(food: u8, gold: u8, evil: u8) -> Cost {
    Cost {
        food,
        gold,
        evil,
        ..Cost::default()
    }
}

/// Applies `edit` to the built-in file and loads the result as a host override.
fn load_edited(edit: impl FnOnce(&mut Value)) -> Result<Catalog, CatalogError> {
    let mut value: Value = serde_json::from_str(BUILTIN_JSON).expect("the built-in file is json");
    edit(&mut value);
    Catalog::from_json(&value.to_string())
}

/// The entry of `section` whose `key` is `id`, for editing.
fn entry<'a>(value: &'a mut Value, section: &str, key: &str, id: &str) -> &'a mut Value {
    value[section]
        .as_array_mut()
        .expect("section is a list")
        .iter_mut()
        .find(|e| e[key] == id)
        .expect("entry exists")
}

/// Asserts that the override is refused and that the message names every fragment.
#[track_caller]
fn check_refused(result: Result<Catalog, CatalogError>, fragments: &[&str]) {
    let error = result.expect_err("the override must be refused");
    let message = error.to_string();
    for fragment in fragments {
        assert!(
            message.contains(fragment),
            "message {message:?} should contain {fragment:?}"
        );
    }
    assert_eq!(message, message.to_lowercase(), "messages are lower-case");
    assert!(!message.ends_with('.'), "messages have no trailing period");
}

mod loading {
    use super::*;

    #[test]
    fn builtin_catalog_loads_and_validates() {
        let catalog = catalog();
        assert_eq!(catalog.version, "dl-catalog-1");
        assert_eq!(catalog.validate(), Ok(()));
    }

    #[test]
    fn builtin_catalog_is_parsed_once() {
        assert!(std::ptr::eq(Catalog::builtin(), Catalog::builtin()));
    }

    #[test]
    fn builtin_catalog_survives_a_json_round_trip() {
        let text = catalog().to_json().expect("serializes");
        assert_eq!(&Catalog::from_json(&text).expect("reloads"), catalog());
    }

    #[test]
    fn every_entry_cites_the_catalog_reference() {
        let value: Value = serde_json::from_str(BUILTIN_JSON).expect("json");
        let mut n_sources = 0;
        let mut stack = vec![&value];
        while let Some(v) = stack.pop() {
            match v {
                Value::Object(map) => {
                    if let Some(source) = map.get("source") {
                        let source = source.as_str().expect("source is a string");
                        assert!(
                            source.starts_with("catalog ") && source.contains('L'),
                            "bad source {source:?}"
                        );
                        assert!(
                            map.contains_key("provenance"),
                            "entry with source {source:?} lacks provenance"
                        );
                        n_sources += 1;
                    }
                    stack.extend(map.values());
                }
                Value::Array(items) => stack.extend(items),
                _ => {}
            }
        }
        assert!(n_sources > 100, "only {n_sources} entries carry a source");
    }

    /// Every cited line of the catalog reference names the entry citing it. The reference lives
    /// outside this repository, so the test runs only when `DL_CATALOG_REFERENCE` holds its path
    /// (e.g. `/work/shared/rules/dungeon-lords-catalog.md`).
    #[test]
    fn cited_lines_of_the_reference_name_their_entry() {
        let Ok(path) = std::env::var("DL_CATALOG_REFERENCE") else {
            return;
        };
        let text = std::fs::read_to_string(&path).expect("DL_CATALOG_REFERENCE is readable");
        let lines: Vec<&str> = text.lines().collect();
        let first_cited = |source: &str| -> &str {
            let digits: String = source
                .split('L')
                .skip(1)
                .map(|rest| {
                    rest.chars()
                        .take_while(char::is_ascii_digit)
                        .collect::<String>()
                })
                .find(|d| !d.is_empty())
                .expect("source cites a line");
            let n: usize = digits.parse().expect("line number");
            lines.get(n - 1).copied().unwrap_or_default()
        };
        let c = catalog();
        let mut named: Vec<(&str, &str)> = Vec::new();
        named.extend(
            c.monsters
                .iter()
                .map(|m| (m.name.as_str(), m.source.as_str())),
        );
        named.extend(c.rooms.iter().map(|r| (r.name.as_str(), r.source.as_str())));
        named.extend(c.traps.iter().map(|t| (t.name.as_str(), t.source.as_str())));
        named.extend(
            c.traps
                .iter()
                .map(|t| (t.name.as_str(), t.year_1.source.as_str())),
        );
        named.extend(
            c.combat_cards
                .iter()
                .map(|k| (k.name.as_str(), k.source.as_str())),
        );
        named.extend(
            c.special_events
                .iter()
                .map(|e| (e.name.as_str(), e.source.as_str())),
        );
        named.extend(
            c.event_tiles
                .iter()
                .map(|t| (t.name.as_str(), t.source.as_str())),
        );
        named.extend(
            c.actions
                .iter()
                .map(|a| (a.name.as_str(), a.source.as_str())),
        );
        named.extend(
            c.titles
                .iter()
                .map(|t| (t.name.as_str(), t.source.as_str())),
        );
        for (name, source) in named {
            let line = first_cited(source);
            assert!(
                line.to_lowercase().contains(&name.to_lowercase()),
                "{name}: {source} cites {line:?}"
            );
        }
        for a in &c.adventurers {
            let line = first_cited(&a.source).to_lowercase();
            let class = format!("{:?}", a.class).to_lowercase();
            assert!(
                line.contains(&class) && line.contains(&format!("| {} |", a.hit_points)),
                "{}: {line:?}",
                a.id
            );
        }
    }

    #[test]
    fn ids_are_unique_across_every_kind_of_card() {
        let c = catalog();
        let mut ids: Vec<&str> = Vec::new();
        ids.extend(c.monsters.iter().map(|m| m.id.as_str()));
        ids.extend(c.rooms.iter().map(|r| r.id.as_str()));
        ids.extend(c.traps.iter().map(|t| t.id.as_str()));
        ids.extend(c.adventurers.iter().map(|a| a.id.as_str()));
        ids.extend(c.paladins.iter().map(|p| p.id.as_str()));
        ids.extend(c.combat_cards.iter().map(|k| k.id.as_str()));
        ids.extend(c.event_tiles.iter().map(|t| t.id.as_str()));
        ids.extend(c.special_events.iter().map(|e| e.id.as_str()));
        ids.extend(c.titles.iter().map(|t| t.id.as_str()));
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n);
    }
}

mod component_counts {
    use super::*;

    #[test]
    fn each_colour_has_eight_order_cards_one_per_action_space() {
        let c = catalog();
        // RULE COMP-5
        // RULE ORDERS-1
        assert_eq!(c.order_cards.cards.len(), 8);
        for action in ActionId::ALL {
            assert!(c.order_card(action).is_some(), "no order card for {action}");
        }
        // RULE ORDERS-2
        assert_eq!(
            (c.order_cards.hand_size, c.order_cards.inaccessible),
            (6, 2)
        );
        // RULE ORDERS-3
        assert_eq!(c.order_cards.programmed_per_season, 3);
        // RULE FULL-1
        assert_eq!(c.order_cards.full_game_initial_draw, 3);
    }

    #[test]
    fn there_are_nine_combat_cards_per_year_with_the_printed_fatigue_spread() {
        let c = catalog();
        let spread = |year| {
            let mut counts = BTreeMap::new();
            for card in c.combat_deck(year) {
                *counts.entry(card.fatigue).or_insert(0) += 1;
            }
            counts
        };
        // RULE COMP-6
        assert_eq!(c.combat_deck(Year::One).len(), 9);
        assert_eq!(c.combat_deck(Year::Two).len(), 9);
        assert_eq!(spread(Year::One), BTreeMap::from([(0, 1), (1, 4), (2, 4)]));
        assert_eq!(spread(Year::Two), BTreeMap::from([(1, 1), (2, 4), (3, 4)]));
        // RULE SETUP-5
        assert_eq!(c.combat.cards_per_year, 4);
    }

    #[test]
    fn one_trap_deck_of_twenty_seven_cards_serves_both_years() {
        // RULE COMP-7
        assert_eq!(catalog().trap_deck().len(), 27);
        assert_eq!(catalog().traps.len(), 9);
    }

    #[test]
    fn the_special_event_set_holds_the_five_reconstructed_cards_of_nine_printed() {
        let c = catalog();
        // RULE COMP-8
        assert_eq!(c.components.special_event_cards_printed, 9);
        // RULE FULL-2
        assert_eq!(c.special_events.len(), 5);
        assert_eq!(c.building.special_events_per_game, 2);
    }

    #[test]
    fn each_year_has_twelve_monster_tiles_and_three_trolls_in_all() {
        let c = catalog();
        // RULE COMP-9
        // RULE CAT-11
        assert_eq!(c.monster_stack(Year::One).len(), 12);
        assert_eq!(c.monster_stack(Year::Two).len(), 12);
        // RULE TROLL-1
        // RULE COMP-15
        let trolls = c
            .monsters
            .iter()
            .filter(|m| m.has_ability(MonsterAbility::TrollToken));
        assert_eq!(
            trolls.map(|m| m.count_year_1 + m.count_year_2).sum::<u8>(),
            3
        );
        assert_eq!(c.components.troll_tokens, 3);
    }

    #[test]
    fn year_two_monsters_add_golems_dragons_and_demons() {
        let c = catalog();
        // RULE MON-1
        let year_2_only: Vec<&str> = c
            .monsters
            .iter()
            .filter(|m| m.count_year_1 == 0)
            .map(|m| m.id.as_str())
            .collect();
        assert_eq!(year_2_only, ["golem", "dragon", "demon"]);
    }

    #[test]
    fn each_year_has_eight_rooms() {
        let c = catalog();
        // RULE COMP-10
        assert_eq!(c.room_stack(Year::One).len(), 8);
        assert_eq!(c.room_stack(Year::Two).len(), 8);
        // RULE ROOM-PROD-1
        for room in &c.rooms {
            assert_eq!(
                room.kind == RoomKind::Production,
                room.year == Year::One,
                "{}",
                room.id
            );
        }
    }

    #[test]
    fn each_year_has_sixteen_adventurers_and_one_paladin() {
        let c = catalog();
        // RULE COMP-11
        // RULE CAT-11
        assert_eq!(c.adventurer_stack(Year::One).len(), 16);
        assert_eq!(c.adventurer_stack(Year::Two).len(), 16);
        // RULE COMP-12
        // RULE PALADIN-1
        assert!(c.paladin(Year::One).is_some() && c.paladin(Year::Two).is_some());
        assert_eq!(c.paladins.len(), 2);
    }

    #[test]
    fn the_three_event_tiles_are_payday_taxes_and_special_event() {
        // RULE COMP-13
        let ids: Vec<&str> = catalog()
            .event_tiles
            .iter()
            .map(|t| t.id.as_str())
            .collect();
        assert_eq!(ids, ["payday", "taxes", "special-event"]);
    }

    #[test]
    fn item_tiles_are_counted_but_used_by_no_rule() {
        // RULE COMP-16
        assert_eq!(catalog().components.item_tiles, 20);
    }
}

mod board_and_setup {
    use super::*;

    #[test]
    fn the_evilometer_has_fifteen_spaces_start_five_paladin_ten() {
        let e = &catalog().evilometer;
        // RULE EVIL-1
        // RULE CAT-1
        assert_eq!((e.spaces, e.start, e.paladin_space), (15, 5, 10));
    }

    #[test]
    fn players_start_with_three_of_everything() {
        let s = &catalog().setup;
        // RULE SETUP-14
        assert_eq!(
            (s.food, s.gold, s.imps, s.tunnels, s.minions),
            (3, 3, 3, 3, 3)
        );
    }

    #[test]
    fn the_dungeon_is_five_by_four_with_the_entrance_atop_the_middle_column() {
        let d = &catalog().dungeon;
        // RULE DUNGEON-1
        // RULE CAT-2
        assert_eq!((d.columns, d.rows), (5, 4));
        assert_eq!(d.entrance, Square { column: 2, row: 0 });
        let column_2 = |row| Square { column: 2, row };
        assert_eq!(d.starting_tunnels, [column_2(0), column_2(1), column_2(2)]);
        assert_eq!(d.starting_tunnels_provenance, Provenance::Reconstructed);
    }

    #[test]
    fn the_building_year_offers_three_monsters_and_two_rooms_per_season() {
        let b = &catalog().building;
        // RULE NEWSEASON-2
        assert_eq!(
            (b.monsters_offered_per_season, b.rooms_offered_per_season),
            (3, 2)
        );
        // RULE PROD-4
        assert_eq!((b.production_uses_year_1, b.production_uses_year_2), (1, 2));
    }

    #[test]
    fn player_counts_set_adventurers_titles_and_dummies() {
        let c = catalog();
        let two = c.player_count(2).expect("2 players");
        let three = c.player_count(3).expect("3 players");
        let four = c.player_count(4).expect("4 players");
        // RULE ADV-DRAW-1
        assert_eq!(
            [two, three, four].map(|p| p.adventurers_per_season),
            [3, 3, 4]
        );
        // RULE TITLE-1
        // RULE TITLE-2
        assert_eq!((four.title_exclusive, four.title_shared), (3, 2));
        assert_eq!((three.title_exclusive, three.title_shared), (3, 2));
        assert_eq!((two.title_exclusive, two.title_shared), (2, 1));
        // RULE END-YEAR-8
        assert_eq!(
            [two, three, four].map(|p| p.year_two_start),
            [
                YearTwoStart::Stays,
                YearTwoStart::NextClockwise,
                YearTwoStart::Opposite
            ]
        );
        // RULE DUMMY3-2
        // RULE DUMMY3-3
        let d3 = three.dummy.as_ref().expect("3-player dummy");
        assert_eq!(
            (
                d3.revealed_orders,
                d3.revealed_slot,
                d3.chosen_orders,
                d3.evil_marker
            ),
            (3, 2, 0, false)
        );
        // RULE DUMMY2-2
        // RULE DUMMY2-3
        // RULE DUMMY2-6
        // RULE END-YEAR-7
        let d2 = two.dummy.as_ref().expect("2-player dummy");
        assert_eq!(
            (
                d2.revealed_orders,
                d2.revealed_slot,
                d2.chosen_orders,
                d2.evil_marker
            ),
            (2, 2, 1, true)
        );
        assert_eq!(
            (d2.marker_gain_per_assignment, d2.marker_loss_at_year_end),
            (1, 2)
        );
        assert!(four.dummy.is_none());
    }
}

mod action_spaces {
    use super::*;

    #[track_caller]
    fn check_slot(action: ActionId, slot: u8, expected_cost: Cost, expected_gains: &[ActionGain]) {
        let space = catalog().action(action).expect("action space");
        let s = space.slot(slot).expect("slot");
        assert_eq!(s.cost, expected_cost, "{action} slot {slot} cost");
        assert_eq!(s.gains, expected_gains, "{action} slot {slot} gains");
    }

    #[test]
    fn actions_execute_top_row_then_bottom_row() {
        let order: Vec<ActionId> = catalog()
            .actions_in_board_order()
            .iter()
            .map(|a| a.id)
            .collect();
        // RULE EXEC-1
        assert_eq!(order, ActionId::ALL);
        for a in &catalog().actions {
            let top = a.board_order <= 4;
            assert_eq!(a.row == BoardRow::Top, top, "{}", a.id);
        }
    }

    #[test]
    fn only_hire_monster_and_build_room_resolve_slot_three_first() {
        // RULE EXEC-2
        // RULE ACT-MON-1
        // RULE ACT-ROOM-1
        for a in &catalog().actions {
            let reverse = matches!(a.id, ActionId::HireMonster | ActionId::BuildRoom);
            assert_eq!(a.slot_order == SlotOrder::Descending, reverse, "{}", a.id);
            assert_eq!(
                a.resolution_order(),
                if reverse { [3, 2, 1] } else { [1, 2, 3] }
            );
        }
    }

    #[test]
    fn get_food_slots_match_the_board() {
        use ActionGain::{Food, Gold};
        // RULE ACT-FOOD-1
        check_slot(ActionId::GetFood, 1, cost(0, 1, 0), &[Food { amount: 2 }]);
        // RULE ACT-FOOD-2
        check_slot(ActionId::GetFood, 2, cost(0, 0, 1), &[Food { amount: 3 }]);
        // RULE ACT-FOOD-3
        check_slot(
            ActionId::GetFood,
            3,
            cost(0, 0, 2),
            &[Food { amount: 3 }, Gold { amount: 1 }],
        );
    }

    #[test]
    fn improve_reputation_slots_match_the_board() {
        use ActionGain::{LoseEvil, Spy};
        // RULE ACT-REP-1
        check_slot(
            ActionId::ImproveReputation,
            1,
            Cost::default(),
            &[LoseEvil { amount: 1 }, Spy { count: 1 }],
        );
        // RULE ACT-REP-2
        check_slot(
            ActionId::ImproveReputation,
            2,
            Cost::default(),
            &[LoseEvil { amount: 2 }],
        );
        // RULE ACT-REP-3
        check_slot(
            ActionId::ImproveReputation,
            3,
            cost(0, 1, 0),
            &[LoseEvil { amount: 2 }, Spy { count: 1 }],
        );
    }

    #[test]
    fn dig_and_mine_permits_grow_and_slot_three_needs_a_foreman() {
        let free = Cost::default();
        // RULE ACT-DIG-1
        // RULE ACT-DIG-3
        check_slot(
            ActionId::DigTunnels,
            1,
            free,
            &[ActionGain::DigTunnels {
                max_tunnels: 2,
                foreman: false,
            }],
        );
        check_slot(
            ActionId::DigTunnels,
            2,
            free,
            &[ActionGain::DigTunnels {
                max_tunnels: 3,
                foreman: false,
            }],
        );
        check_slot(
            ActionId::DigTunnels,
            3,
            free,
            &[ActionGain::DigTunnels {
                max_tunnels: 4,
                foreman: true,
            }],
        );
        // RULE ACT-MINE-1
        // RULE ACT-MINE-2
        let mine = |max_imps, foreman| ActionGain::MineGold {
            max_imps,
            gold_per_imp: 1,
            foreman,
        };
        check_slot(ActionId::MineGold, 1, free, &[mine(2, false)]);
        check_slot(ActionId::MineGold, 2, free, &[mine(3, false)]);
        check_slot(ActionId::MineGold, 3, free, &[mine(4, true)]);
    }

    #[test]
    fn recruit_imps_slots_match_the_board() {
        use ActionGain::Imps;
        // RULE ACT-IMP-1
        check_slot(
            ActionId::RecruitImps,
            1,
            cost(1, 0, 0),
            &[Imps { amount: 1 }],
        );
        // RULE ACT-IMP-2
        check_slot(
            ActionId::RecruitImps,
            2,
            cost(2, 0, 0),
            &[Imps { amount: 2 }],
        );
        // RULE ACT-IMP-3
        check_slot(
            ActionId::RecruitImps,
            3,
            cost(1, 1, 0),
            &[Imps { amount: 2 }],
        );
    }

    #[test]
    fn buy_traps_draws_one_more_and_discards_one_in_year_two() {
        let draw = |count| ActionGain::DrawTraps {
            count,
            year_2_extra_draw: 1,
            year_2_discard: 1,
        };
        // RULE ACT-TRAP-1
        // RULE ACT-TRAP-3
        check_slot(ActionId::BuyTraps, 1, cost(0, 1, 0), &[draw(1)]);
        check_slot(ActionId::BuyTraps, 2, Cost::default(), &[draw(1)]);
        check_slot(ActionId::BuyTraps, 3, cost(0, 2, 0), &[draw(2)]);
    }

    #[test]
    fn hire_monster_slot_three_pays_one_extra_food_and_first_order_costs_gold() {
        // RULE ACT-MON-2
        // RULE ACT-MON-3
        check_slot(
            ActionId::HireMonster,
            1,
            Cost::default(),
            &[ActionGain::HireMonster],
        );
        check_slot(
            ActionId::HireMonster,
            2,
            Cost::default(),
            &[ActionGain::HireMonster],
        );
        check_slot(
            ActionId::HireMonster,
            3,
            cost(1, 0, 0),
            &[ActionGain::HireMonster],
        );
        // RULE FULL-4
        // RULE ORDERS-7
        for card in &catalog().order_cards.cards {
            let expected = if card.action == ActionId::HireMonster {
                cost(0, 1, 0)
            } else {
                Cost::default()
            };
            assert_eq!(card.first_order_cost, expected, "{}", card.action);
        }
    }

    #[test]
    fn build_room_slot_one_is_free_and_the_others_cost_one_gold() {
        // RULE ACT-ROOM-2
        check_slot(
            ActionId::BuildRoom,
            1,
            Cost::default(),
            &[ActionGain::BuildRoom],
        );
        check_slot(
            ActionId::BuildRoom,
            2,
            cost(0, 1, 0),
            &[ActionGain::BuildRoom],
        );
        check_slot(
            ActionId::BuildRoom,
            3,
            cost(0, 1, 0),
            &[ActionGain::BuildRoom],
        );
    }
}

mod monsters {
    use super::*;

    fn strike(target: AttackTarget, damage: u8) -> Strike {
        Strike { target, damage }
    }

    #[test]
    fn monster_costs_are_the_printed_ones_and_payday_repeats_them() {
        let c = catalog();
        let costs: Vec<(&str, Cost)> = c.monsters.iter().map(|m| (m.id.as_str(), m.cost)).collect();
        // catalog §4 L173-L181; slime 1 food per the tile scan, §15 L515
        // RULE CAT-6
        assert_eq!(
            costs,
            [
                ("goblin", cost(1, 0, 0)),
                ("slime", cost(1, 0, 0)),
                ("ghost", cost(0, 0, 1)),
                ("troll", cost(2, 0, 0)),
                ("witch", cost(1, 0, 1)),
                ("vampire", cost(0, 0, 2)),
                (
                    "golem",
                    Cost {
                        gold: 1,
                        trap_cards: 1,
                        ..Cost::default()
                    }
                ),
                ("dragon", cost(2, 0, 2)),
                (
                    "demon",
                    Cost {
                        evil: 1,
                        monsters: 1,
                        ..Cost::default()
                    }
                ),
            ]
        );
        // RULE EVENT-PAYDAY-1
        // RULE MON-GOLEM-1
        // RULE MON-DEMON-1
        for m in &c.monsters {
            assert_eq!(m.payday_cost, m.cost, "{}", m.id);
        }
    }

    #[test]
    fn the_goblin_follows_up_when_it_eliminates_the_first_adventurer() {
        let goblin = catalog().monster("goblin").expect("goblin");
        // RULE MON-GOBLIN-1
        assert_eq!(goblin.attacks.len(), 1);
        assert_eq!(goblin.attacks[0].strikes, [strike(AttackTarget::First, 2)]);
        assert_eq!(
            goblin.attacks[0].effects,
            [AttackEffect::FollowUpOnElimination { damage: 1 }]
        );
    }

    #[test]
    fn the_slime_glue_is_not_an_attack_but_stops_conquest() {
        let slime = catalog().monster("slime").expect("slime");
        // RULE MON-SLIME-1
        assert_eq!(slime.attacks[0].strikes, [strike(AttackTarget::Each, 1)]);
        let glue = &slime.attacks[1];
        assert!(!glue.is_attack());
        assert_eq!(glue.effects, [AttackEffect::NoConquest]);
    }

    #[test]
    fn the_ghost_is_no_monster_and_never_hits_the_first_adventurer() {
        let ghost = catalog().monster("ghost").expect("ghost");
        // RULE MON-GHOST-1
        // RULE MON-GHOST-2
        // RULE SCORE-2
        assert!(ghost.is_ghost);
        assert_eq!(ghost.points, 0);
        assert_eq!(ghost.attacks[0].strikes, [strike(AttackTarget::Any, 2)]);
        assert!(ghost.has_ability(MonsterAbility::CannotAttackFirst));
        for m in catalog().monsters.iter().filter(|m| !m.is_ghost) {
            assert_eq!(m.points, 1, "{}", m.id);
        }
    }

    #[test]
    fn the_troll_hits_harder_when_fed() {
        let troll = catalog().monster("troll").expect("troll");
        // RULE MON-TROLL-1
        assert_eq!(troll.attacks[0].strikes, [strike(AttackTarget::First, 3)]);
        assert_eq!(troll.attacks[1].cost, cost(1, 0, 0));
        assert_eq!(troll.attacks[1].strikes, [strike(AttackTarget::First, 4)]);
    }

    #[test]
    fn the_witch_casts_one_big_or_two_small_spells() {
        let witch = catalog().monster("witch").expect("witch");
        // RULE MON-WITCH-1
        assert_eq!(witch.attacks[0].strikes, [strike(AttackTarget::First, 4)]);
        assert_eq!(
            witch.attacks[1].strikes,
            [strike(AttackTarget::Any, 1), strike(AttackTarget::Any, 1)]
        );
    }

    #[test]
    fn the_vampire_bites_for_three_or_bites_for_two_and_flees() {
        let vampire = catalog().monster("vampire").expect("vampire");
        // RULE MON-VAMPIRE-1
        // RULE MON-VAMPIRE-2
        assert!(vampire.has_ability(MonsterAbility::CannotAttackPriests));
        assert_eq!(vampire.attacks[0].strikes, [strike(AttackTarget::Any, 3)]);
        assert!(vampire.attacks[0].effects.is_empty());
        assert_eq!(vampire.attacks[1].strikes, [strike(AttackTarget::Any, 2)]);
        assert_eq!(vampire.attacks[1].effects, [AttackEffect::ReturnsFaceUp]);
    }

    #[test]
    fn the_year_two_monsters_match_their_tiles() {
        let c = catalog();
        let only = |id: &str| c.monster(id).expect("monster").attacks.clone();
        // RULE MON-GOLEM-2
        let golem = only("golem");
        assert_eq!(golem[0].strikes, [strike(AttackTarget::First, 4)]);
        assert_eq!(golem[0].effects, [AttackEffect::ReturnsFaceUp]);
        // RULE MON-DRAGON-1
        let dragon = only("dragon");
        assert_eq!(dragon[0].strikes, [strike(AttackTarget::Each, 2)]);
        assert_eq!(dragon[0].effects, [AttackEffect::NoHealing]);
        // RULE MON-DEMON-3
        let demon = only("demon");
        assert_eq!(demon[0].strikes, [strike(AttackTarget::Any, 7)]);
        assert_eq!(demon[0].effects, [AttackEffect::NoConquest]);
    }
}

mod rooms {
    use super::*;

    #[track_caller]
    fn check_production(id: &str, imps: u8, extra_cost: Cost, product: Product) {
        let room = catalog().room(id).expect("room");
        assert_eq!(
            room.effect,
            RoomEffect::Produce {
                imps,
                extra_cost,
                product
            },
            "{id}"
        );
    }

    fn zone_of(id: &str) -> Vec<Square> {
        catalog()
            .room(id)
            .and_then(|r| r.zone.as_ref())
            .expect("zone")
            .squares()
    }

    #[test]
    fn production_rooms_take_the_printed_imps_and_yield_the_printed_product() {
        let free = Cost::default();
        // RULE ROOM-FOOD-1
        check_production("chicken-coop", 3, free, Product::Food { amount: 1 });
        check_production("mushroom-bed", 3, free, Product::Food { amount: 1 });
        // RULE ROOM-GOLD-1
        check_production("souvenir-shop", 3, free, Product::Gold { amount: 1 });
        check_production("mint", 3, free, Product::Gold { amount: 1 });
        // RULE ROOM-WORKSHOP-1
        check_production("workshop", 4, free, Product::Traps { count: 1 });
        // RULE ROOM-TOOLSHED-1
        check_production("tool-shed", 2, free, Product::Tunnels { count: 1 });
        // RULE ROOM-PRESS-1
        check_production("printing-press", 3, free, Product::LoseEvil { amount: 1 });
        // RULE ROOM-MAGIC-1
        check_production("magic-room", 2, cost(1, 0, 0), Product::Imps { count: 1 });
    }

    #[test]
    fn production_room_zones_match_the_tile_maps() {
        let rows = |rows: &[u8]| -> Vec<Square> {
            rows.iter()
                .flat_map(|&row| (0..5).map(move |column| Square { column, row }))
                .collect()
        };
        // RULE CAT-2
        // RULE ACT-ROOM-3
        assert_eq!(zone_of("chicken-coop"), rows(&[0, 1]));
        assert_eq!(zone_of("souvenir-shop"), rows(&[0, 1]));
        assert_eq!(zone_of("mushroom-bed"), rows(&[2, 3]));
        assert_eq!(zone_of("mint"), rows(&[2, 3]));
        // catalog §5a L212: all 14 edge squares
        let ring = zone_of("workshop");
        assert_eq!(ring.len(), 14);
        assert!(ring
            .iter()
            .all(|s| s.row == 0 || s.row == 3 || s.column == 0 || s.column == 4));
        assert_eq!(zone_of("tool-shed"), ring);
        // catalog §5a L214: centre 3×2
        let centre: Vec<Square> = [1, 2]
            .iter()
            .flat_map(|&row| (1..4).map(move |column| Square { column, row }))
            .collect();
        assert_eq!(zone_of("printing-press"), centre);
        assert_eq!(zone_of("magic-room"), centre);
        // RULE YEAR2-2
        let room = catalog().room("chapel").expect("chapel");
        assert!(room.zone.is_none() && room.allows(Square { column: 0, row: 3 }));
    }

    #[test]
    fn combat_rooms_match_the_rulebook_appendix() {
        let c = catalog();
        let effect = |id: &str| c.room(id).expect("room").effect.clone();
        // RULE ROOM-TRAIN-1
        assert_eq!(
            effect("training-room"),
            RoomEffect::AttackBonus {
                monsters: vec!["goblin".into(), "troll".into()],
                bonus: 1
            }
        );
        // RULE ROOM-DARK-1
        assert_eq!(
            effect("dark-room"),
            RoomEffect::AttackBonus {
                monsters: vec!["witch".into(), "vampire".into()],
                bonus: 1
            }
        );
        // RULE ROOM-LAB-1
        assert_eq!(
            effect("labyrinth"),
            RoomEffect::DefenceLimits {
                max_traps: 2,
                max_monsters: 1,
                trap_bait_gold: 0
            }
        );
        // RULE ROOM-ANTI-1
        assert_eq!(effect("anti-magic-room"), RoomEffect::NoSpells);
    }

    #[test]
    fn scoring_rooms_match_the_rulebook_appendix() {
        let c = catalog();
        let effect = |id: &str| c.room(id).expect("room").effect.clone();
        let ids = |ids: &[&str]| ids.iter().map(|&id| id.into()).collect::<Vec<_>>();
        // RULE ROOM-DINING-1
        assert_eq!(
            effect("cafeteria"),
            RoomEffect::PointsPerMonster {
                monsters: ids(&["troll", "goblin", "slime", "witch"]),
                points: 1
            }
        );
        // RULE ROOM-CHAPEL-1
        assert_eq!(
            effect("chapel"),
            RoomEffect::PointsPerMonster {
                monsters: ids(&["vampire", "ghost"]),
                points: 2
            }
        );
        // RULE ROOM-PANDEMONIUM-1
        assert_eq!(
            effect("pandemonium"),
            RoomEffect::PointsPerMonster {
                monsters: ids(&["golem", "dragon", "demon"]),
                points: 2
            }
        );
        // RULE ROOM-HALL-1
        // RULE TITLE-10
        assert_eq!(
            effect("hall-of-fame"),
            RoomEffect::PointsPerExclusiveTitle {
                four_players: 2,
                fewer_players: 1
            }
        );
    }
}

mod traps {
    use super::*;

    fn effects(id: &str, year: Year) -> Vec<TrapEffect> {
        catalog().trap(id).expect("trap").side(year).effects.clone()
    }

    fn damage(amount: u8, target: TrapTarget) -> TrapEffect {
        TrapEffect::Damage { amount, target }
    }

    #[test]
    fn year_one_traps_match_the_training_texts() {
        use TrapTarget::{Chosen, Each, EachButFirst, First, Last, Second};
        // RULE CAT-5
        assert_eq!(effects("rolling-stone", Year::One), [damage(3, First)]);
        assert_eq!(
            effects("wall-of-fire", Year::One),
            [damage(1, Each), damage(1, Last)]
        );
        assert_eq!(effects("pendulum", Year::One), [damage(3, Second)]);
        assert_eq!(
            effects("trap-door", Year::One),
            [damage(2, First), TrapEffect::NoConquest]
        );
        assert_eq!(
            effects("cursed-ring", Year::One),
            [damage(1, Each), TrapEffect::NoConquest]
        );
        assert_eq!(
            effects("poisoned-meal", Year::One),
            [TrapEffect::DamageEqualToHitPoints { target: First }]
        );
        assert_eq!(
            effects("kamikaze-imp", Year::One),
            [damage(3, First), damage(1, EachButFirst)]
        );
        // RULE TRAP-NOTE-1
        assert_eq!(
            effects("poisoned-dart", Year::One),
            [
                damage(1, Chosen),
                TrapEffect::PoisonedDart { delayed_damage: 2 }
            ]
        );
        // RULE TRAP-NOTE-2
        assert_eq!(
            effects("anti-magic-dart", Year::One),
            [damage(1, Chosen), TrapEffect::AntiMagicDart]
        );
    }

    #[test]
    fn trap_extra_costs_are_paid_on_reveal() {
        let extra = |id: &str| catalog().trap(id).expect("trap").year_1.extra_cost;
        // RULE COMBAT-PLAN-7
        // RULE CAT-5
        assert_eq!(extra("cursed-ring"), cost(0, 1, 0));
        assert_eq!(extra("poisoned-meal"), cost(1, 0, 0));
        assert_eq!(
            extra("kamikaze-imp"),
            Cost {
                imps: 1,
                ..Cost::default()
            }
        );
        assert!(extra("rolling-stone").is_free());
    }

    #[test]
    fn rolling_stone_hits_harder_in_year_two_and_wall_of_fire_does_not() {
        // RULE TRAP-NOTE-4
        assert_eq!(
            effects("rolling-stone", Year::Two),
            [damage(4, TrapTarget::First)]
        );
        assert_eq!(
            effects("wall-of-fire", Year::Two),
            effects("wall-of-fire", Year::One)
        );
    }

    #[test]
    fn room_traps_need_one_bait_gold_and_tunnels_none() {
        let c = &catalog().combat;
        // RULE COMBAT-PLAN-4
        // RULE COMBAT-PLAN-6
        assert_eq!(
            (
                c.tunnel.max_traps,
                c.tunnel.max_monsters,
                c.tunnel.trap_bait_gold
            ),
            (1, 1, 0)
        );
        assert_eq!(
            (c.room.max_traps, c.room.max_monsters, c.room.trap_bait_gold),
            (1, 2, 1)
        );
        // RULE SPELL-1
        assert_eq!(c.magic_needed, [1, 2, 3, 4]);
        // RULE CONQUEST-1
        assert_eq!(c.conquest_evil_loss, 1);
    }
}

mod adventurers {
    use super::*;

    #[track_caller]
    fn check_tile(
        id: &str,
        class: AdventurerClass,
        strength: u8,
        hit_points: u8,
        symbols: u8,
        count: u8,
    ) {
        let a = catalog().adventurer(id).expect("adventurer");
        assert_eq!(
            (
                a.class,
                a.strength,
                a.hit_points,
                a.disarm + a.heal + a.magic,
                a.count
            ),
            (class, strength, hit_points, symbols, count),
            "{id}"
        );
    }

    #[test]
    fn year_one_tiles_match_the_scans_and_the_training_scenarios() {
        use AdventurerClass::{Priest, Thief, Warrior, Wizard};
        // catalog §10a L364-L378; RULE CAT-8 (scenario 2: thief 4 HP / 1 disarm and 3 HP / 2 disarm)
        check_tile("warrior-y1-s1-hp3", Warrior, 1, 3, 0, 1);
        check_tile("warrior-y1-s2-hp4", Warrior, 2, 4, 0, 2);
        check_tile("warrior-y1-s3-hp5", Warrior, 3, 5, 0, 1);
        check_tile("thief-y1-s2-hp3", Thief, 2, 3, 2, 1);
        check_tile("thief-y1-s2-hp4", Thief, 2, 4, 1, 1);
        check_tile("priest-y1-s3-hp4", Priest, 3, 4, 2, 1);
        check_tile("wizard-y1-s1-hp3", Wizard, 1, 3, 1, 1);
    }

    #[test]
    fn year_two_tiles_match_the_scans() {
        use AdventurerClass::{Priest, Thief, Warrior, Wizard};
        // catalog §10b L394-L409
        check_tile("warrior-y2-s7-hp8", Warrior, 7, 8, 0, 1);
        check_tile("thief-y2-s6-hp5", Thief, 6, 5, 3, 1);
        check_tile("priest-y2-s4-hp4", Priest, 4, 4, 2, 1);
        check_tile("wizard-y2-s7-hp6", Wizard, 7, 6, 3, 1);
    }

    #[test]
    fn every_class_appears_four_times_a_year() {
        let c = catalog();
        for year in Year::ALL {
            for class in [
                AdventurerClass::Warrior,
                AdventurerClass::Thief,
                AdventurerClass::Priest,
                AdventurerClass::Wizard,
            ] {
                let n: u8 = c
                    .adventurers
                    .iter()
                    .filter(|a| a.year == year && a.class == class)
                    .map(|a| a.count)
                    .sum();
                assert_eq!(n, 4, "{year} {class:?}");
            }
        }
    }

    #[test]
    fn paladins_match_their_tiles() {
        let c = catalog();
        let p1 = c.paladin(Year::One).expect("year-1 paladin");
        let p2 = c.paladin(Year::Two).expect("year-2 paladin");
        // RULE CAT-9
        assert_eq!((p1.hit_points, p1.disarm, p1.heal, p1.magic), (5, 2, 2, 2));
        assert_eq!((p2.hit_points, p2.disarm, p2.heal, p2.magic), (8, 3, 3, 3));
    }
}

mod combat_cards {
    use super::*;

    #[test]
    fn year_one_spells_match_the_catalog() {
        let c = catalog();
        let card = |id: &str| c.combat_card(id).expect("card");
        // catalog §7a L280-L287, §17.2a L595-L603
        // RULE CAT-4
        assert_eq!(
            (card("invisibility").fatigue, card("invisibility").timing),
            (0, SpellTiming::Fast)
        );
        assert_eq!(
            card("magic-shield").effect,
            SpellEffect::AbsorbDamage { amount: 1 }
        );
        assert_eq!(card("magic-shield").timing, SpellTiming::Fast);
        assert_eq!(card("fireball").effect, SpellEffect::NoEffect);
        assert_eq!(
            card("detect-treasure").effect,
            SpellEffect::LoseFirstAvailable {
                resources: vec![
                    engine::dungeon_lords::catalog::Resource::Gold,
                    engine::dungeon_lords::catalog::Resource::Food,
                    engine::dungeon_lords::catalog::Resource::Trap
                ],
                amount: 1
            }
        );
        assert_eq!(
            card("fist-of-justice").effect,
            SpellEffect::LoseImps { amount: 1 }
        );
        // RULE SPELL-7
        assert_eq!(
            card("suggestion").effect,
            SpellEffect::PayCostOrWithdrawEach
        );
        assert_eq!(
            card("word-of-peace").effect,
            SpellEffect::WithdrawAllOrGainEvil { evil: 2 }
        );
        assert_eq!(
            card("detect-evil").effect,
            SpellEffect::GainEvil { amount: 2 }
        );
    }

    #[test]
    fn year_two_spells_follow_the_reconstruction_table() {
        let c = catalog();
        let card = |id: &str| c.combat_card(id).expect("card");
        // catalog header L20-L29
        // RULE PARTY-6
        assert_eq!(
            card("illusion").effect,
            SpellEffect::Illusion { hit_points: 1 }
        );
        assert_eq!(card("illusion").fatigue, 1);
        assert_eq!(
            card("create-food").effect,
            SpellEffect::CreateFood {
                extra_hit_points: 1
            }
        );
        // RULE SPELL-4
        assert_eq!(
            card("dimensional-gate").effect,
            SpellEffect::DimensionalGate
        );
        assert_eq!(
            card("aura-of-fear").effect,
            SpellEffect::WeakenChosenMonster { amount: 2 }
        );
        assert_eq!(
            card("song-of-courage").effect,
            SpellEffect::ProtectFromMonsters {
                classes: vec![AdventurerClass::Warrior],
                paladin: true,
                amount: 1
            }
        );
        for id in ["regeneration", "magic-key"] {
            assert_eq!(card(id).timing, SpellTiming::Slow, "{id}");
        }
        for id in [
            "illusion",
            "create-food",
            "blind-rage",
            "aura-of-fear",
            "metamorphosis",
            "dimensional-gate",
            "song-of-courage",
        ] {
            assert_eq!(card(id).timing, SpellTiming::Fast, "{id}");
        }
    }
}

mod events_and_scoring {
    use super::*;

    #[test]
    fn payday_releases_for_one_evil_and_taxes_cost_one_gold_per_two_tiles() {
        let c = catalog();
        // RULE EVENT-PAYDAY-2
        assert_eq!(
            c.event_tile("payday").expect("payday").effect,
            EventTileEffect::Payday { release_evil: 1 }
        );
        // RULE EVENT-TAX-1
        // RULE EVENT-TAX-4
        assert_eq!(
            c.event_tile("taxes").expect("taxes").effect,
            EventTileEffect::Taxes {
                tiles_per_gold: 2,
                dead_letters_per_unpaid_gold: 1
            }
        );
    }

    #[test]
    fn the_special_events_follow_the_reconstruction_table() {
        let c = catalog();
        let effect = |id: &str| c.special_event(id).expect("event").effect;
        // RULE CAT-10
        assert_eq!(
            effect("witch-hunt"),
            SpecialEventEffect::DiscardMonsterOrGainEvil { evil: 3 }
        );
        // RULE EVENT-SPECIAL-3
        assert_eq!(
            effect("monster-strike"),
            SpecialEventEffect::PayFoodPerMonsterOrStrike { food: 1 }
        );
        assert_eq!(
            effect("ministry-levy"),
            SpecialEventEffect::LoseGoldFraction { divisor: 2 }
        );
        assert_eq!(
            effect("vip-visit"),
            SpecialEventEffect::MayPayGoldToLoseEvil { gold: 1, evil: 1 }
        );
        assert_eq!(
            effect("earthquake"),
            SpecialEventEffect::CollapseTiles { count: 2 }
        );
    }

    #[test]
    fn final_scoring_values_match_the_rulebook() {
        let s = &catalog().scoring;
        // RULE SCORE-3
        assert_eq!((s.per_prisoner, s.per_paladin_prisoner), (2, 5));
        // RULE SCORE-4
        assert_eq!(s.per_unconquered_room, 2);
        // RULE SCORE-5
        assert_eq!(s.per_conquered_tile, -2);
        // RULE SCORE-6
        assert_eq!(s.per_dead_letter, -3);
    }

    #[test]
    fn seven_titles_measure_seven_different_things() {
        let criteria: Vec<TitleCriterion> = catalog().titles.iter().map(|t| t.criterion).collect();
        // RULE TITLE-3
        // RULE TITLE-9
        assert_eq!(
            criteria,
            [
                TitleCriterion::MostEvil,
                TitleCriterion::MostRooms,
                TitleCriterion::MostTunnels,
                TitleCriterion::MostMonsters,
                TitleCriterion::MostImps,
                TitleCriterion::MostRiches,
                TitleCriterion::FewestConqueredTiles,
            ]
        );
    }
}

mod provenance {
    use super::*;

    #[test]
    fn reconstructed_values_are_exactly_the_decided_ones() {
        let c = catalog();
        let mut reconstructed: Vec<String> = Vec::new();
        for t in &c.traps {
            if t.copies_provenance.is_reconstructed() {
                reconstructed.push(format!("{} copies", t.id));
            }
            if t.year_2.provenance.is_reconstructed() {
                reconstructed.push(format!("{} year 2", t.id));
            }
        }
        reconstructed.extend(
            c.combat_cards
                .iter()
                .filter(|k| k.provenance.is_reconstructed())
                .map(|k| k.id.to_string()),
        );
        reconstructed.extend(
            c.special_events
                .iter()
                .filter(|e| e.provenance.is_reconstructed())
                .map(|e| e.id.to_string()),
        );
        if c.dungeon.starting_tunnels_provenance.is_reconstructed() {
            reconstructed.push("starting tunnels".into());
        }
        let expected = [
            // catalog header L16: 3 copies of each trap.
            "rolling-stone copies",
            "pendulum copies",
            "pendulum year 2",
            "trap-door copies",
            "trap-door year 2",
            "wall-of-fire copies",
            "poisoned-dart copies",
            "poisoned-dart year 2",
            "anti-magic-dart copies",
            "anti-magic-dart year 2",
            "cursed-ring copies",
            "cursed-ring year 2",
            "poisoned-meal copies",
            "poisoned-meal year 2",
            "kamikaze-imp copies",
            "kamikaze-imp year 2",
            // Fireball's timing is NOT FOUND (§17.2a L597); Graffiti is header L19.
            "fireball",
            "graffiti",
            // catalog header L20-L29: every year-2 card.
            "illusion",
            "regeneration",
            "create-food",
            "song-of-courage",
            "magic-key",
            "blind-rage",
            "aura-of-fear",
            "metamorphosis",
            "dimensional-gate",
            // catalog header L30-L35.
            "witch-hunt",
            "monster-strike",
            "ministry-levy",
            "vip-visit",
            "earthquake",
            // catalog header L18.
            "starting tunnels",
        ];
        assert_eq!(reconstructed, expected);
    }

    #[test]
    fn printed_and_rulebook_entries_are_not_marked() {
        let c = catalog();
        assert!(c
            .monsters
            .iter()
            .all(|m| m.provenance == Provenance::Printed));
        assert!(c
            .adventurers
            .iter()
            .all(|a| a.provenance == Provenance::Printed));
        assert!(c
            .actions
            .iter()
            .all(|a| a.provenance == Provenance::Printed));
        assert!(c.rooms.iter().all(|r| !r.provenance.is_reconstructed()));
    }
}

mod overrides {
    use super::*;

    #[test]
    fn a_corrected_printed_value_is_accepted() {
        let catalog = load_edited(|v| {
            v["version"] = "host-printed-1".into();
            let pendulum = entry(v, "traps", "id", "pendulum");
            pendulum["year_2"]["effects"][0]["amount"] = 4.into();
            pendulum["year_2"]["provenance"] = "printed".into();
        })
        .expect("a valid override loads");
        assert_eq!(catalog.version, "host-printed-1");
        let side = catalog
            .trap("pendulum")
            .expect("pendulum")
            .side(Year::Two)
            .clone();
        assert_eq!(
            side.effects,
            [TrapEffect::Damage {
                amount: 4,
                target: TrapTarget::Second
            }]
        );
        assert_eq!(side.provenance, Provenance::Printed);
    }

    #[test]
    fn text_that_is_not_json_is_refused() {
        check_refused(
            Catalog::from_json("{ not json"),
            &["catalog is not valid json"],
        );
    }

    #[test]
    fn an_unknown_top_level_key_is_refused() {
        check_refused(
            load_edited(|v| v["monstres"] = Value::Array(Vec::new())),
            &["catalog top level", "monstres"],
        );
    }

    #[test]
    fn a_missing_version_is_refused() {
        check_refused(
            load_edited(|v| drop(v.as_object_mut().map(|o| o.remove("version")))),
            &["version is missing"],
        );
        check_refused(
            load_edited(|v| v["version"] = " ".into()),
            &["version is missing"],
        );
    }

    #[test]
    fn a_negative_count_is_refused_naming_the_trap() {
        check_refused(
            load_edited(|v| entry(v, "traps", "id", "pendulum")["copies"] = (-1).into()),
            &["traps", "pendulum", "-1"],
        );
    }

    #[test]
    fn a_zero_count_is_refused_naming_the_room() {
        check_refused(
            load_edited(|v| entry(v, "rooms", "id", "mint")["count"] = 0.into()),
            &["rooms", "mint", "count is 0"],
        );
    }

    #[test]
    fn an_out_of_range_damage_is_refused_naming_the_monster_and_field() {
        check_refused(
            load_edited(|v| {
                entry(v, "monsters", "id", "demon")["attacks"][0]["strikes"][0]["damage"] =
                    70.into()
            }),
            &["monsters", "demon", "attacks[0].strikes[0].damage is 70"],
        );
    }

    #[test]
    fn an_unknown_effect_kind_is_refused_naming_the_card() {
        check_refused(
            load_edited(|v| {
                entry(v, "combat_cards", "id", "fireball")["effect"]["kind"] =
                    "burn_everything".into()
            }),
            &["combat_cards", "fireball", "burn_everything"],
        );
    }

    #[test]
    fn a_misspelt_field_is_refused_naming_the_entry() {
        check_refused(
            load_edited(|v| {
                let goblin = entry(v, "monsters", "id", "goblin");
                goblin["cost"] = serde_json::json!({ "fod": 1 });
            }),
            &["monsters", "goblin", "fod"],
        );
    }

    #[test]
    fn an_unknown_effect_parameter_is_refused_naming_the_trap() {
        check_refused(
            load_edited(|v| {
                entry(v, "traps", "id", "wall-of-fire")["year_2"]["effects"][0]["radius"] = 3.into()
            }),
            &["traps", "wall-of-fire", "radius"],
        );
    }

    #[test]
    fn a_duplicate_id_is_refused() {
        check_refused(
            load_edited(|v| {
                entry(v, "special_events", "id", "vip-visit")["id"] = "witch-hunt".into()
            }),
            &["special_events", "witch-hunt", "duplicate id"],
        );
    }

    #[test]
    fn an_unresolved_monster_reference_is_refused() {
        check_refused(
            load_edited(|v| {
                entry(v, "rooms", "id", "cafeteria")["effect"]["monsters"][0] = "orc".into()
            }),
            &["rooms", "cafeteria", "unknown monster orc"],
        );
    }

    #[test]
    fn totals_that_disagree_with_the_component_counts_are_refused() {
        check_refused(
            load_edited(|v| entry(v, "traps", "id", "rolling-stone")["copies"] = 4.into()),
            &["traps", "add up to 28", "27"],
        );
        check_refused(
            load_edited(|v| entry(v, "adventurers", "id", "warrior-y1-s2-hp4")["count"] = 1.into()),
            &["adventurers", "year 1 has 15 tiles"],
        );
    }

    #[test]
    fn an_action_space_must_keep_three_slots() {
        check_refused(
            load_edited(|v| {
                let slots = entry(v, "actions", "id", "mine-gold")["slots"]
                    .as_array_mut()
                    .expect("slots");
                slots.pop();
            }),
            &["actions", "mine-gold", "exactly 3 slots"],
        );
    }

    #[test]
    fn a_zone_of_the_wrong_size_is_refused() {
        check_refused(
            load_edited(|v| entry(v, "rooms", "id", "workshop")["zone"][0] = "####".into()),
            &["rooms", "workshop", "zone must be 4 rows of 5 characters"],
        );
    }

    #[test]
    fn an_adventurer_with_another_class_symbols_is_refused() {
        check_refused(
            load_edited(|v| entry(v, "adventurers", "id", "warrior-y1-s1-hp3")["magic"] = 1.into()),
            &[
                "adventurers",
                "warrior-y1-s1-hp3",
                "carries only its own class",
            ],
        );
    }
}
