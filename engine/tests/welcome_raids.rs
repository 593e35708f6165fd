//! Golden raid tests: the reference's Given/When/Then raid cases (section 16, TEST-01 … TEST-18
//! and TEST-29 … TEST-31), each reached by legal play from a stacked deck.

mod welcome_common;

use engine::welcome::game::CardOutcome::{
    AfterDeath, Damage, DefeatedByAxe, DefeatedByPact, DefeatedByTile,
};
use engine::welcome::{Command, Hero, Phase, RaidStep, Tile, TileStatus};
use welcome_common::*;

/// Plays `table` to its raid, sends the raider's `decisions` in order, and checks the HP after
/// each card and the outcome.
#[track_caller]
fn check(table: &Table, decisions: &[Command], hp: &[i32], success: bool) -> engine::welcome::Game {
    let (mut game, raider) = table.play();
    for &d in decisions {
        ok(&mut game, raider, d);
    }
    assert!(
        !matches!(game.phase(), Phase::Raid { .. }),
        "raid still waits: {:?}",
        game.phase()
    );
    assert_eq!(hp_trail(&game), hp, "HP after each card");
    assert_eq!(is_success(&game), success, "raid outcome");
    game
}

fn knight(holds: &[Tile], reveal: &[engine::welcome::MonsterType]) -> Table {
    Table {
        hero: Some(Hero::Knight),
        holds: holds.to_vec(),
        reveal: reveal.to_vec(),
        ..Table::default()
    }
}

fn hero(h: Hero, holds: &[Tile], reveal: &[engine::welcome::MonsterType]) -> Table {
    Table {
        hero: Some(h),
        holds: holds.to_vec(),
        reveal: reveal.to_vec(),
        ..Table::default()
    }
}

fn name(t: engine::welcome::MonsterType) -> Command {
    Command::NameType { monster_type: t }
}

const AXE: Command = Command::Axe { use_it: true };
const NO_AXE: Command = Command::Axe { use_it: false };
const POLY: Command = Command::Polymorph { use_it: true };
const NO_POLY: Command = Command::Polymorph { use_it: false };

mod knight {
    use super::*;

    // Reference TEST-01.

    #[test]
    fn knight_weapons_defeat_all_but_the_demon() {
        let t = knight(
            &Hero::Knight.tiles(),
            &[Goblin, Vampire, Golem, Dragon, Demon],
        );
        let (g, _) = t.play();
        // RULE RAID-2 ITEM-HP-1 ITEM-GEN-3
        assert_eq!(raid(&g).start_hp, 11);
        // RULE RAID-3 ITEM-VORPAL-1
        assert_eq!(
            g.phase(),
            Phase::Raid {
                step: RaidStep::NameType
            }
        );
        let g = check(&t, &[name(Golem)], &[11, 11, 11, 11, 4], true);
        // RULE ITEM-TORCH-1 ITEM-GRAIL-1 ITEM-LANCE-1 RAID-6 RAID-7
        assert_eq!(
            outcomes(&g),
            vec![
                (Goblin, DefeatedByTile { tile: Tile::Torch }),
                (
                    Vampire,
                    DefeatedByTile {
                        tile: Tile::HolyGrail
                    }
                ),
                (
                    Golem,
                    DefeatedByTile {
                        tile: Tile::MagicSword
                    }
                ),
                (
                    Dragon,
                    DefeatedByTile {
                        tile: Tile::DragonLance
                    }
                ),
                (Demon, Damage { amount: 7 }),
            ]
        );
        // RULE RESULT-1
        assert_eq!(g.players()[raid(&g).raider].victories, 1);
    }

    // Reference TEST-02.

    #[test]
    fn magic_sword_defeats_every_copy_of_the_named_type() {
        let t = knight(&[Tile::MagicSword, Tile::Torch], &[Vampire, Orc, Vampire]);
        let g = check(&t, &[name(Vampire)], &[3, 3, 3], true);
        // RULE ITEM-VORPAL-1 ITEM-VORPAL-3 ITEM-TORCH-1
        assert_eq!(
            outcomes(&g),
            vec![
                (
                    Vampire,
                    DefeatedByTile {
                        tile: Tile::MagicSword
                    }
                ),
                (Orc, DefeatedByTile { tile: Tile::Torch }),
                (
                    Vampire,
                    DefeatedByTile {
                        tile: Tile::MagicSword
                    }
                ),
            ]
        );
    }

    // Reference TEST-02 (second branch).

    #[test]
    fn torch_stops_at_three_so_naming_orc_lets_the_vampire_kill() {
        let t = knight(&[Tile::MagicSword, Tile::Torch], &[Vampire, Orc, Vampire]);
        // RULE ITEM-TORCH-1 RAID-8
        let g = check(&t, &[name(Orc)], &[-1, -1, -1], false);
        assert!(raid(&g).is_dead);
    }

    #[test]
    fn a_type_that_cannot_be_in_the_dungeon_may_still_be_named() {
        let t = knight(&[Tile::MagicSword, Tile::Torch], &[Orc]);
        let (g, raider) = t.play();
        // RULE ITEM-VORPAL-2
        assert_eq!(g.legal_commands(raider).len(), 8);
        check(&t, &[name(Dragon)], &[3], true);
    }

    // Reference TEST-06.

    #[test]
    fn exactly_zero_hp_is_death() {
        let t = knight(&[Tile::GreatShield], &[Lich]);
        // RULE RAID-10
        let g = check(&t, &[], &[0], false);
        assert!(raid(&g).is_dead);
    }

    #[test]
    fn sacrificed_sword_gives_no_choice_and_an_empty_dungeon_names_nothing() {
        let t = knight(&[Tile::Torch], &[Goblin]);
        let (g, _) = t.play();
        // RULE ITEM-VORPAL-4 ITEM-GEN-1
        assert!(raid(&g).named_type.is_none());
        assert!(raid(&g).outcome.is_some());
        let t = knight(&Hero::Knight.tiles(), &[]);
        let (g, _) = t.play();
        // RULE ITEM-VORPAL-4 RAID-11
        assert!(raid(&g).named_type.is_none());
        assert_eq!(raid(&g).outcome, Some(true));
    }
}

mod barbarian {
    use super::*;

    // Reference TEST-03.

    #[test]
    fn hammer_axe_and_potion_bring_the_barbarian_through() {
        let t = hero(
            Hero::Barbarian,
            &Hero::Barbarian.tiles(),
            &[Golem, Dragon, Lich, Demon, Orc],
        );
        let (g, _) = t.play();
        // RULE ITEM-HAMMER-1 ITEM-AXE-2
        assert_eq!(
            outcomes(&g),
            vec![(
                Golem,
                DefeatedByTile {
                    tile: Tile::WarHammer
                }
            )]
        );
        assert_eq!(
            g.phase(),
            Phase::Raid {
                step: RaidStep::Axe
            }
        );
        let g = check(&t, &[AXE], &[11, 11, 5, 4, 4], true);
        // RULE ITEM-AXE-1 ITEM-POTION-1 ITEM-POTION-2
        assert_eq!(
            outcomes(&g),
            vec![
                (
                    Golem,
                    DefeatedByTile {
                        tile: Tile::WarHammer
                    }
                ),
                (Dragon, DefeatedByAxe),
                (Lich, Damage { amount: 6 }),
                (Demon, Damage { amount: 7 }),
                (Orc, DefeatedByTile { tile: Tile::Torch }),
            ]
        );
        assert!(raid(&g).resolved[3].is_potion_used);
        // RULE ITEM-GEN-2
        let status = |tile| g.tiles().iter().find(|&&(t, _)| t == tile).map(|&(_, s)| s);
        assert_eq!(status(Tile::MagicAxe), Some(TileStatus::UsedUp));
        assert_eq!(status(Tile::ResurrectionPotion), Some(TileStatus::UsedUp));
    }

    // Reference TEST-04.

    #[test]
    fn death_without_potion_turns_the_help_card_dark() {
        let t = hero(
            Hero::Barbarian,
            &[Tile::BarbarianShield, Tile::MagicAxe, Tile::Torch],
            &[Vampire, Golem, Lich],
        );
        let g = check(&t, &[AXE], &[7, 2, -4], false);
        let p = &g.players()[raid(&g).raider];
        // RULE RESULT-2 ITEM-AXE-1
        assert!(p.is_dark);
        assert!(!p.is_eliminated);
    }

    // Reference TEST-05.

    #[test]
    fn the_potion_also_fires_on_the_last_card() {
        let t = hero(
            Hero::Barbarian,
            &[Tile::ResurrectionPotion, Tile::Torch],
            &[Dragon],
        );
        // RULE ITEM-POTION-2 ITEM-POTION-1
        check(&t, &[], &[4], true);
    }

    #[test]
    fn a_second_death_after_the_potion_is_final() {
        let t = hero(
            Hero::Barbarian,
            &[Tile::ResurrectionPotion],
            &[Dragon, Lich],
        );
        // RULE ITEM-POTION-3
        check(&t, &[], &[4, -2], false);
    }

    #[test]
    fn a_dead_hero_is_not_offered_the_axe() {
        let t = hero(Hero::Barbarian, &[Tile::MagicAxe], &[Dragon, Lich]);
        // RULE ITEM-AXE-2 RAID-9
        let g = check(&t, &[NO_AXE], &[-5, -5], false);
        assert!(g.is_on_hero(Tile::MagicAxe));
    }

    // Reference TEST-29.

    #[test]
    fn the_axe_is_offered_only_where_nothing_else_defeats_the_card() {
        let holds = [
            Tile::ScaleArmour,
            Tile::WarHammer,
            Tile::Torch,
            Tile::MagicAxe,
        ];
        let t = hero(Hero::Barbarian, &holds, &[Golem, Goblin, Vampire, Dragon]);
        let (g, raider) = t.play();
        // RULE ITEM-AXE-2 RAID-12
        assert_eq!(raid(&g).resolved.len(), 2);
        assert_eq!(
            g.legal_commands(raider),
            vec![
                Command::Axe { use_it: true },
                Command::Axe { use_it: false }
            ]
        );
        check(&t, &[NO_AXE, AXE], &[8, 8, 4, 4], true);
        // RULE ITEM-AXE-2
        check(&t, &[AXE], &[8, 8, 8, -1], false);
    }
}

mod rogue {
    use super::*;

    // Reference TEST-07.

    #[test]
    fn ring_dagger_and_cloak_bring_the_rogue_through() {
        let holds = [
            Tile::RingOfPower,
            Tile::InvisibilityCloak,
            Tile::MagicDagger,
            Tile::ResurrectionPotion,
        ];
        let t = hero(
            Hero::Rogue,
            &holds,
            &[Goblin, Skeleton, Vampire, Orc, Dragon],
        );
        // RULE ITEM-RING-1 ITEM-RING-2 ITEM-VORPAL-1 ITEM-CLOAK-1 RAID-8
        let g = check(&t, &[name(Orc)], &[4, 6, 2, 2, 2], true);
        assert_eq!(
            outcomes(&g)[4],
            (
                Dragon,
                DefeatedByTile {
                    tile: Tile::InvisibilityCloak
                }
            )
        );
        assert!(g.is_on_hero(Tile::ResurrectionPotion));
    }

    // Reference TEST-08.

    #[test]
    fn the_rogue_potion_restores_exactly_three() {
        let holds = [
            Tile::MithrilArmour,
            Tile::ResurrectionPotion,
            Tile::MagicDagger,
        ];
        let t = hero(Hero::Rogue, &holds, &[Demon, Golem, Goblin]);
        // RULE ITEM-POTION-1
        check(&t, &[name(Dragon)], &[1, 3, 2], true);
    }

    // Reference TEST-09.

    #[test]
    fn a_dead_hero_is_not_revived_by_the_ring() {
        let t = hero(Hero::Rogue, &[Tile::RingOfPower], &[Orc, Skeleton]);
        // RULE ITEM-RING-4 RAID-8 RAID-9
        let g = check(&t, &[], &[0, 0], false);
        assert_eq!(outcomes(&g)[1], (Skeleton, AfterDeath));
    }

    // Reference TEST-10.

    #[test]
    fn the_ring_bonus_also_applies_to_a_type_named_for_the_dagger() {
        let t = hero(
            Hero::Rogue,
            &[Tile::RingOfPower, Tile::MagicDagger],
            &[Skeleton, Vampire],
        );
        // RULE ITEM-RING-3 RAID-8
        let g = check(&t, &[name(Skeleton)], &[5, 1], true);
        assert_eq!(raid(&g).resolved[0].ring_bonus, 2);
    }

    // Reference TEST-31.

    #[test]
    fn potion_revival_is_followed_by_a_ring_bonus() {
        let t = hero(
            Hero::Rogue,
            &[Tile::RingOfPower, Tile::ResurrectionPotion],
            &[Vampire, Skeleton, Orc],
        );
        // RULE ITEM-POTION-1 ITEM-POTION-2 ITEM-RING-1 RAID-8
        check(&t, &[], &[3, 5, 2], true);
    }
}

mod mage {
    use super::*;

    // Reference TEST-11.

    #[test]
    fn the_holy_grail_defeats_even_strengths_only() {
        let holds = [Tile::FireWall, Tile::BraceletOfProtection, Tile::HolyGrail];
        let t = hero(Hero::Mage, &holds, &[Skeleton, Vampire, Lich, Golem, Orc]);
        // RULE ITEM-GRAIL-1 ITEM-GEN-4
        check(&t, &[], &[11, 11, 11, 6, 3], true);
    }

    // Reference TEST-12.

    #[test]
    fn the_demon_pact_defeats_the_demon_and_the_next_monster() {
        let t = hero(
            Hero::Mage,
            &[Tile::HolyGrail, Tile::DemonPact],
            &[Demon, Dragon, Goblin],
        );
        let g = check(&t, &[], &[2, 2, 1], true);
        // RULE ITEM-PACT-1
        assert_eq!(
            outcomes(&g),
            vec![
                (
                    Demon,
                    DefeatedByTile {
                        tile: Tile::DemonPact
                    }
                ),
                (Dragon, DefeatedByPact),
                (Goblin, Damage { amount: 1 }),
            ]
        );
    }

    // Reference TEST-13.

    #[test]
    fn the_demon_as_last_card_leaves_nothing_for_the_next_round() {
        let t = hero(
            Hero::Mage,
            &[Tile::FireWall, Tile::DemonPact],
            &[Golem, Demon],
        );
        let mut g = check(&t, &[], &[3, 3], true);
        // RULE ITEM-PACT-1 ITEM-PACT-2
        assert!(!raid(&g).is_pact_pending);
        let Phase::ChooseHero { chooser, .. } = g.phase() else {
            panic!("expected hero choice")
        };
        ok(&mut g, chooser, Command::ChooseHero { hero: Hero::Mage });
        // RULE NEWROUND-5
        assert!(g.raid().is_none());
        assert_eq!(g.dungeon_count(), 0);
    }

    // Reference TEST-14.

    #[test]
    fn omnipotence_saves_a_dead_mage() {
        let holds = [Tile::Omnipotence, Tile::HolyGrail, Tile::DemonPact];
        let t = hero(Hero::Mage, &holds, &[Dragon, Orc, Goblin]);
        // RULE ITEM-OMNI-1 ITEM-OMNI-2 RAID-9
        let g = check(&t, &[], &[-7, -7, -7], true);
        assert!(raid(&g).is_dead);
        assert_eq!(raid(&g).omnipotence, Some(true));
    }

    // Reference TEST-15.

    #[test]
    fn omnipotence_counts_defeated_monsters_too() {
        let t = hero(
            Hero::Mage,
            &[Tile::Omnipotence, Tile::HolyGrail],
            &[Skeleton, Skeleton, Dragon],
        );
        // RULE ITEM-OMNI-2
        let g = check(&t, &[], &[2, 2, -7], false);
        assert_eq!(raid(&g).omnipotence, Some(false));
    }

    #[test]
    fn omnipotence_ignores_sacrificed_monsters() {
        let t = Table {
            hero: Some(Hero::Mage),
            holds: vec![Tile::Omnipotence],
            sacrificed: vec![Dragon, Lich, Demon, Golem, Golem],
            reveal: vec![Goblin, Vampire],
            ..Table::default()
        };
        // RULE ITEM-OMNI-3
        check(&t, &[], &[1, -3], true);
    }

    // Reference TEST-16.

    #[test]
    fn polymorph_takes_the_top_card_of_the_deck() {
        let t = Table {
            deck_next: vec![Goblin],
            ..hero(Hero::Mage, &[Tile::FireWall, Tile::Polymorph], &[Dragon])
        };
        let (g, _) = t.play();
        let before = g.deck_count();
        // RULE ITEM-POLY-1 RAID-5
        assert_eq!(
            g.phase(),
            Phase::Raid {
                step: RaidStep::Polymorph
            }
        );
        let g = check(&t, &[POLY], &[7], true);
        // RULE ITEM-POLY-4
        assert_eq!(g.deck_count(), before - 1);
        // RULE ITEM-POLY-3
        assert_eq!(
            raid(&g)
                .set_aside
                .iter()
                .map(|c| c.monster())
                .collect::<Vec<_>>(),
            vec![Dragon]
        );
        assert!(!g.is_on_hero(Tile::Polymorph));
    }

    // Reference TEST-17.

    #[test]
    fn polymorph_needs_a_non_empty_deck() {
        let t = Table {
            sacrificed: vec![Goblin, Goblin, Skeleton, Skeleton],
            ..hero(
                Hero::Mage,
                &[Tile::FireWall, Tile::Polymorph],
                &[
                    Dragon, Orc, Orc, Vampire, Vampire, Golem, Golem, Lich, Demon,
                ],
            )
        };
        let (g, _) = t.play();
        // RULE ITEM-POLY-2 RAID-9 ENGINE-3
        assert_eq!(g.deck_count(), 0);
        assert_eq!(raid(&g).resolved.len(), 9);
        assert_eq!(hp_trail(&g)[0], -1);
        assert_eq!(raid(&g).outcome, Some(false));
    }

    #[test]
    fn polymorph_is_offered_after_death_only_with_omnipotence() {
        let t = Table {
            deck_next: vec![Goblin],
            ..hero(Hero::Mage, &[Tile::Polymorph], &[Dragon, Golem])
        };
        // RULE ITEM-POLY-3 RAID-9
        check(&t, &[NO_POLY], &[-7, -7], false);
    }

    #[test]
    fn a_dead_mage_with_omnipotence_is_still_offered_polymorph() {
        let t = Table {
            deck_next: vec![Orc],
            ..hero(
                Hero::Mage,
                &[Tile::Omnipotence, Tile::Polymorph],
                &[Dragon, Goblin],
            )
        };
        let (mut g, raider) = t.play();
        ok(&mut g, raider, NO_POLY);
        // RULE RAID-9 ITEM-POLY-3
        assert!(raid(&g).is_dead);
        assert_eq!(
            g.phase(),
            Phase::Raid {
                step: RaidStep::Polymorph
            }
        );
        ok(&mut g, raider, POLY);
        // RULE ITEM-OMNI-2
        assert_eq!(
            outcomes(&g),
            vec![(Dragon, Damage { amount: 9 }), (Orc, AfterDeath)]
        );
        assert_eq!(raid(&g).outcome, Some(true));
    }

    // Reference TEST-18.

    #[test]
    fn polymorph_used_to_keep_omnipotence() {
        let t = Table {
            deck_next: vec![Demon],
            ..hero(
                Hero::Mage,
                &[Tile::Omnipotence, Tile::Polymorph],
                &[Goblin, Goblin],
            )
        };
        // RULE ITEM-POLY-3 ITEM-OMNI-2
        let g = check(&t, &[NO_POLY, POLY], &[1, -6], true);
        assert_eq!(
            outcomes(&g),
            vec![
                (Goblin, Damage { amount: 1 }),
                (Demon, Damage { amount: 7 })
            ]
        );
    }

    // Reference TEST-30.

    #[test]
    fn the_pact_follow_up_defeats_a_polymorph_replacement() {
        let t = Table {
            deck_next: vec![Golem],
            ..hero(
                Hero::Mage,
                &[Tile::DemonPact, Tile::Polymorph],
                &[Demon, Dragon],
            )
        };
        // RULE ITEM-PACT-2 RAID-5
        let g = check(&t, &[NO_POLY, POLY], &[2, 2], true);
        assert_eq!(outcomes(&g)[1], (Golem, DefeatedByPact));
        // RULE ITEM-PACT-2 ITEM-POLY-3
        let g = check(&t, &[POLY], &[-3, -3], false);
        assert_eq!(outcomes(&g)[0], (Golem, Damage { amount: 5 }));
    }

    #[test]
    fn the_mage_holds_no_vorpal_weapon_so_polymorph_never_meets_a_named_type() {
        // RULE ITEM-VORPAL-5 ITEM-GEN-5
        for h in Hero::ALL {
            let tiles = h.tiles();
            assert!(
                !(tiles.contains(&Tile::Polymorph)
                    && (tiles.contains(&Tile::MagicSword) || tiles.contains(&Tile::MagicDagger)))
            );
        }
    }
}

mod order {
    use super::*;

    #[test]
    fn reveal_order_is_newest_first() {
        let t = knight(&[Tile::PlateArmour], &[Dragon, Goblin]);
        let (g, _) = t.play();
        // RULE RAID-4 ADD-3
        assert_eq!(
            outcomes(&g).iter().map(|o| o.0).collect::<Vec<_>>(),
            vec![Dragon, Goblin]
        );
    }

    #[test]
    fn an_empty_dungeon_is_a_success_with_no_decisions() {
        let t = knight(&Hero::Knight.tiles(), &[]);
        let (g, raider) = t.play();
        // RULE RAID-11 RAID-1
        assert_eq!(raid(&g).outcome, Some(true));
        assert_eq!(g.players()[raider].victories, 1);
    }
}
