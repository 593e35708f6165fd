//! The component catalog (section 3) checked against the reference's tables, and the source
//! notes of section 18 that the catalog depends on.

mod welcome_common;

use std::collections::BTreeSet;

use engine::common::Viewer;
use engine::welcome::catalog::{MONSTER_DECK, N_MONSTERS};
use engine::welcome::{Hero, MonsterType, Phase, Tile, TileEffect};
use welcome_common::*;

#[test]
fn the_monster_deck_has_thirteen_cards_in_the_printed_distribution() {
    let count = |t| MONSTER_DECK.iter().filter(|&&m| m == t).count();
    // RULE COMP-1 COMP-2
    assert_eq!(N_MONSTERS, 13);
    assert_eq!(count(Skeleton), 2);
    let counts: Vec<usize> = MonsterType::ALL.iter().map(|&t| count(t)).collect();
    assert_eq!(counts, vec![2, 2, 2, 2, 2, 1, 1, 1]);
    assert!(MonsterType::ALL.iter().all(|&t| t.count() == count(t)));
}

#[test]
fn every_type_has_a_different_strength_and_they_total_fifty_two() {
    let strengths: BTreeSet<i32> = MonsterType::ALL.iter().map(|t| t.strength()).collect();
    // RULE COMP-3 SRC-1
    assert_eq!(strengths.len(), 8);
    assert!(!strengths.contains(&8));
    assert_eq!(MONSTER_DECK.iter().map(|t| t.strength()).sum::<i32>(), 52);
    let names: Vec<&str> = MonsterType::ALL.iter().map(|t| t.name()).collect();
    assert_eq!(
        names,
        ["Goblin", "Skeleton", "Orc", "Vampire", "Golem", "Lich", "Demon", "Dragon"]
    );
}

#[test]
fn heroes_have_their_printed_hp_and_all_reach_eleven() {
    let hp: Vec<i32> = Hero::ALL.iter().map(|h| h.printed_hp()).collect();
    // RULE COMP-5
    assert_eq!(hp, vec![3, 4, 2, 3]);
    for h in Hero::ALL {
        let full = h.printed_hp() + h.tiles().iter().map(|t| t.hp_bonus()).sum::<i32>();
        // RULE COMP-5 COMP-7
        assert_eq!(full, 11, "{h:?}");
    }
}

#[test]
fn each_hero_has_six_distinct_tiles_and_the_set_has_twenty_four() {
    let mut designs = BTreeSet::new();
    let mut n_tiles = 0;
    for h in Hero::ALL {
        let tiles: BTreeSet<Tile> = h.tiles().into_iter().collect();
        // RULE COMP-7 COMP-8 ITEM-GEN-5
        assert_eq!(tiles.len(), 6);
        n_tiles += 6;
        designs.extend(tiles);
    }
    // RULE COMP-1 SRC-4
    assert_eq!(n_tiles, 24);
    // RULE SRC-2
    assert_eq!(designs.len(), 21);
    assert_eq!(Tile::ALL.len(), 21);
    let holders = |t: Tile| Hero::ALL.iter().filter(|h| h.tiles().contains(&t)).count();
    // RULE COMP-8
    assert_eq!(holders(Tile::Torch), 2);
    assert_eq!(holders(Tile::HolyGrail), 2);
    assert_eq!(holders(Tile::ResurrectionPotion), 2);
    assert_eq!(Tile::ALL.iter().filter(|&&t| holders(t) == 2).count(), 3);
}

#[test]
fn the_four_tiles_missing_from_the_rulebook_use_the_printed_values() {
    // RULE COMP-7
    assert_eq!(Tile::BraceletOfProtection.hp_bonus(), 3);
    assert_eq!(Tile::MithrilArmour.hp_bonus(), 5);
    assert_eq!(Tile::Buckler.hp_bonus(), 3);
    assert_eq!(Tile::InvisibilityCloak.effect(), TileEffect::DefeatFrom(6));
    assert!(Hero::Mage.tiles().contains(&Tile::BraceletOfProtection));
    assert!(Hero::Rogue.tiles().contains(&Tile::MithrilArmour));
    let once: Vec<Tile> = Tile::ALL
        .into_iter()
        .filter(|t| t.is_once_per_round())
        .collect();
    // RULE ITEM-GEN-2 DOC-6
    assert_eq!(
        once,
        vec![Tile::MagicAxe, Tile::ResurrectionPotion, Tile::Polymorph]
    );
}

#[test]
fn the_defeat_table_follows_from_the_item_rules() {
    // Section 3.4 as data: for each hero, the tiles that defeat each type on their own
    // (the Vorpal weapon only with that type named, the Axe and the Pact follow-up left out).
    let table: [(MonsterType, [&[Tile]; 4]); 8] = [
        (
            Goblin,
            [&[Tile::Torch], &[Tile::Torch], &[], &[Tile::RingOfPower]],
        ),
        (
            Skeleton,
            [
                &[Tile::HolyGrail, Tile::Torch],
                &[Tile::Torch],
                &[Tile::HolyGrail],
                &[Tile::RingOfPower],
            ],
        ),
        (Orc, [&[Tile::Torch], &[Tile::Torch], &[], &[]]),
        (Vampire, [&[Tile::HolyGrail], &[], &[Tile::HolyGrail], &[]]),
        (Golem, [&[], &[Tile::WarHammer], &[], &[]]),
        (
            Lich,
            [
                &[Tile::HolyGrail],
                &[],
                &[Tile::HolyGrail],
                &[Tile::InvisibilityCloak],
            ],
        ),
        (
            Demon,
            [&[], &[], &[Tile::DemonPact], &[Tile::InvisibilityCloak]],
        ),
        (
            Dragon,
            [&[Tile::DragonLance], &[], &[], &[Tile::InvisibilityCloak]],
        ),
    ];
    for (monster, by_hero) in table {
        for (h, expected) in Hero::ALL.into_iter().zip(by_hero) {
            let got: Vec<Tile> = h
                .tiles()
                .into_iter()
                .filter(|t| t.defeats(monster, None))
                .collect();
            // RULE COMP-4 ITEM-GEN-4
            assert_eq!(got, expected, "{h:?} against {monster:?}");
            for t in h.tiles() {
                if t.effect() == TileEffect::Vorpal {
                    // RULE COMP-4 SRC-3 ITEM-VORPAL-1
                    assert!(t.defeats(monster, Some(monster)));
                }
            }
        }
    }
}

#[test]
fn views_show_the_hero_tiles_and_help_cards_as_printed() {
    let t = Table {
        hero: Some(Hero::Knight),
        holds: vec![Tile::GreatShield],
        reveal: vec![Lich],
        ..Table::default()
    };
    let (g, raider) = t.play();
    let v = g.view(Viewer::Spectator);
    // RULE COMP-6
    assert_eq!(v.hero.hero, Hero::Knight);
    assert_eq!(v.hero.printed_hp, 3);
    // RULE COMP-9
    assert!(v.hero.tiles.iter().all(|t| !t.name.is_empty()));
    assert_eq!(v.hero.tiles[5].name, "Torch");
    // RULE COMP-10
    assert_eq!(v.players[raider].help_card, "dark");
    assert_eq!(v.players[1 - raider].help_card, "white");
    // RULE ENGINE-1
    assert!(matches!(g.phase(), Phase::ChooseHero { .. }));
    assert!(v
        .players
        .iter()
        .flat_map(|p| &p.sacrifices)
        .all(|s| s.card.is_some()));
    let json = serde_json::to_string(&v).unwrap();
    // RULE SRC-5
    assert!(!json.contains("title") && !json.contains("Vzhůru"));
}
