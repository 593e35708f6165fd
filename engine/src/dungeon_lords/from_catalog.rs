//! Turns a validated [`Catalog`] into the engine's [`Defs`]. Kinds whose abilities are rules code
//! (monsters, traps, spells, special events, combat and scoring rooms) are matched by catalog id;
//! every number comes from the catalog, so a host's override file changes values, not rules.

use std::sync::{Arc, OnceLock};

use super::catalog::{self, Catalog, Product as CatProduct, RoomEffect, TrapEffect, Year};
use super::defs::*;
use super::Defs;

fn year_no(y: Year) -> u8 {
    y.number()
}

fn provenance(p: catalog::Provenance) -> String {
    serde_json::to_value(p)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn monster_kind(id: &str) -> Result<MonsterKind, String> {
    Ok(match id {
        "goblin" => MonsterKind::Goblin,
        "slime" => MonsterKind::Slime,
        "ghost" => MonsterKind::Ghost,
        "troll" => MonsterKind::Troll,
        "witch" => MonsterKind::Witch,
        "vampire" => MonsterKind::Vampire,
        "golem" => MonsterKind::Golem,
        "dragon" => MonsterKind::Dragon,
        "demon" => MonsterKind::Demon,
        other => return Err(format!("monster `{other}` has no rules in this engine")),
    })
}

fn monster_text(kind: MonsterKind) -> &'static str {
    match kind {
        MonsterKind::Goblin => "Attacks the first adventurer for 2; if that eliminates them, hits the next one for 1.",
        MonsterKind::Slime => "Attacks each adventurer for 1, or glues the party: no conquest and no fatigue this round.",
        MonsterKind::Ghost => "Not a monster. Attacks any adventurer but the first for 2; cannot attack a lone adventurer.",
        MonsterKind::Troll => "Attacks the first adventurer for 3, or for 4 if you pay 1 food. Brings a troll token.",
        MonsterKind::Witch => "Attacks the first adventurer for 4, or makes two attacks of 1 on any adventurers.",
        MonsterKind::Vampire => "Never attacks priests. Attacks anyone else for 3, or bites for 2 and returns face up.",
        MonsterKind::Golem => "Attacks the first adventurer for 4 and is never knocked out. Costs a trap card.",
        MonsterKind::Dragon => "Attacks each adventurer for 2; the party does not heal this battle.",
        MonsterKind::Demon => "Attacks any adventurer for 7; the party does not conquer this round. Eats a monster.",
    }
}

fn trap_kind(id: &str) -> Result<TrapKind, String> {
    Ok(match id {
        "rolling-stone" => TrapKind::RollingStone,
        "pendulum" => TrapKind::Pendulum,
        "trap-door" => TrapKind::TrapDoor,
        "wall-of-fire" => TrapKind::WallOfFire,
        "poisoned-dart" => TrapKind::PoisonedDart,
        "anti-magic-dart" => TrapKind::AntiMagicDart,
        "cursed-ring" => TrapKind::CursedRing,
        "poisoned-meal" => TrapKind::PoisonedMeal,
        "kamikaze-imp" => TrapKind::KamikazeImp,
        other => return Err(format!("trap `{other}` has no rules in this engine")),
    })
}

fn trap_text(kind: TrapKind, dmg: [u8; 2]) -> String {
    match kind {
        TrapKind::RollingStone => format!("{} damage to the first adventurer ({} in year 2).", dmg[0], dmg[1]),
        TrapKind::Pendulum => format!("{} damage to the second adventurer.", dmg[0]),
        TrapKind::TrapDoor => format!("{} damage to the first adventurer; the party does not conquer this round.", dmg[0]),
        TrapKind::WallOfFire => format!("{} damage to each adventurer and 1 more to the last one.", dmg[0]),
        TrapKind::PoisonedDart => format!("{} damage to an adventurer you choose; 2 more at the end of the battle, unpreventable.", dmg[0]),
        TrapKind::AntiMagicDart => format!("{} damage to an adventurer you choose; a wizard hit stops spells, a priest hit stops healing.", dmg[0]),
        TrapKind::CursedRing => format!("{} damage to each adventurer; the party does not conquer this round. Costs 1 gold.", dmg[0]),
        TrapKind::PoisonedMeal => "Damage to the first adventurer equal to their hit points. Costs 1 food.".to_string(),
        TrapKind::KamikazeImp => format!("{} damage to the first adventurer, 1 to each other. Costs 1 imp.", dmg[0]),
    }
}

fn main_damage(effects: &[TrapEffect]) -> u8 {
    effects
        .iter()
        .find_map(|e| match e {
            TrapEffect::Damage { amount, .. } => Some(*amount),
            _ => None,
        })
        .unwrap_or(0)
}

fn spell_kind(id: &str) -> Result<SpellKind, String> {
    Ok(match id {
        "invisibility" => SpellKind::Invisibility,
        "magic-shield" => SpellKind::MagicShield,
        "fireball" => SpellKind::Fireball,
        "detect-treasure" => SpellKind::DetectTreasure,
        "fist-of-justice" => SpellKind::FistOfJustice,
        "suggestion" => SpellKind::Suggestion,
        "word-of-peace" => SpellKind::WordOfPeace,
        "detect-evil" => SpellKind::DetectEvil,
        "graffiti" => SpellKind::Graffiti,
        "regeneration" => SpellKind::Regeneration,
        "illusion" => SpellKind::Illusion,
        "create-food" => SpellKind::CreateFood,
        "blind-rage" => SpellKind::BlindRage,
        "aura-of-fear" => SpellKind::AuraOfFear,
        "metamorphosis" => SpellKind::Metamorphosis,
        "dimensional-gate" => SpellKind::DimensionalGate,
        "song-of-courage" => SpellKind::SongOfCourage,
        "magic-key" => SpellKind::MagicKey,
        other => return Err(format!("combat card `{other}` has no rules in this engine")),
    })
}

fn spell_text(kind: SpellKind) -> &'static str {
    match kind {
        SpellKind::Invisibility => "Wizards move to the back and cannot be harmed this round.",
        SpellKind::MagicShield => {
            "The first point of damage dealt to the party this round is absorbed."
        }
        SpellKind::Fireball | SpellKind::Graffiti => "No effect.",
        SpellKind::DetectTreasure => "You lose 1 gold; with no gold 1 food; with neither 1 trap.",
        SpellKind::FistOfJustice => "You lose 1 imp.",
        SpellKind::Suggestion => "For each monster you sent, pay its cost or withdraw it.",
        SpellKind::WordOfPeace => "Withdraw all your monsters or gain 2 evil.",
        SpellKind::DetectEvil => "You gain 2 evil.",
        SpellKind::Regeneration => "Each adventurer heals 1 damage.",
        SpellKind::Illusion => "A 1-HP illusory adventurer stands first until eliminated.",
        SpellKind::CreateFood => "The first adventurer gets +1 hit point for the rest of combat.",
        SpellKind::BlindRage => {
            "Every targeted monster attack must hit the first adventurer this round."
        }
        SpellKind::AuraOfFear => {
            "One monster you choose deals 2 less damage per attack this round."
        }
        SpellKind::Metamorphosis => {
            "One monster you choose becomes a sheep: no attack, knocked out."
        }
        SpellKind::DimensionalGate => {
            "One monster you choose is withdrawn and cannot fight again this year."
        }
        SpellKind::SongOfCourage => {
            "The paladin and warriors take 1 less damage from each monster attack this round."
        }
        SpellKind::MagicKey => "If the party conquers this round, you lose 1 gold (else 1 food).",
    }
}

fn event_kind(e: &catalog::SpecialEventEffect) -> SpecialEventKind {
    use catalog::SpecialEventEffect as E;
    match e {
        E::DiscardMonsterOrGainEvil { .. } => SpecialEventKind::WitchHunt,
        E::PayFoodPerMonsterOrStrike { .. } => SpecialEventKind::MonsterStrike,
        E::LoseGoldFraction { .. } => SpecialEventKind::MinistryLevy,
        E::MayPayGoldToLoseEvil { .. } => SpecialEventKind::VipVisit,
        E::CollapseTiles { .. } => SpecialEventKind::Earthquake,
    }
}

fn event_text(kind: SpecialEventKind) -> &'static str {
    match kind {
        SpecialEventKind::WitchHunt => "Each player discards one of their monsters (not a ghost) or gains 3 evil.",
        SpecialEventKind::MonsterStrike => "Each player pays 1 food per monster (not ghosts) or that monster strikes through this year's combat.",
        SpecialEventKind::MinistryLevy => "Each player loses half of their gold, rounded down.",
        SpecialEventKind::VipVisit => "Each player may pay 1 gold to lose 1 evil.",
        SpecialEventKind::Earthquake => "Each player turns two unconquered tunnels (rooms if fewer tunnels) to their conquered side.",
    }
}

fn room_function(r: &catalog::Room) -> Result<RoomFunction, String> {
    Ok(match &r.effect {
        RoomEffect::Produce {
            imps,
            extra_cost,
            product,
        } => RoomFunction::Production {
            imps: *imps,
            food: extra_cost.food,
            yields: match product {
                CatProduct::Food { amount } => Production::Food { amount: *amount },
                CatProduct::Gold { amount } => Production::Gold { amount: *amount },
                CatProduct::Traps { count } => Production::Trap { amount: *count },
                CatProduct::Tunnels { .. } => Production::Tunnel,
                CatProduct::LoseEvil { amount } => Production::LoseEvil { amount: *amount },
                CatProduct::Imps { .. } => Production::Imp,
            },
        },
        _ => match r.id.as_str() {
            "training-room" => RoomFunction::Training,
            "dark-room" => RoomFunction::Dark,
            "labyrinth" => RoomFunction::Labyrinth,
            "anti-magic-room" => RoomFunction::AntiMagic,
            "cafeteria" => RoomFunction::Cafeteria,
            "chapel" => RoomFunction::Chapel,
            "pandemonium" => RoomFunction::Pandemonium,
            "hall-of-fame" => RoomFunction::HallOfFame,
            other => return Err(format!("room `{other}` has no rules in this engine")),
        },
    })
}

fn room_text(f: &RoomFunction) -> String {
    match f {
        RoomFunction::Production { imps, food, yields } => {
            let cost = if *food > 0 {
                format!("{imps} imps and {food} food")
            } else {
                format!("{imps} imps")
            };
            let what = match yields {
                Production::Food { amount } => format!("{amount} food"),
                Production::Gold { amount } => format!("{amount} gold"),
                Production::Trap { amount } => format!("{amount} trap card"),
                Production::Tunnel => "dig 1 tunnel".into(),
                Production::LoseEvil { amount } => format!("{amount} less evil"),
                Production::Imp => "1 new imp".into(),
            };
            format!("Production: {cost} → {what}. Once per season in year 1, twice in year 2.")
        }
        RoomFunction::Training => {
            "Trolls and goblins fighting here deal +1 damage per attack.".into()
        }
        RoomFunction::Dark => {
            "Vampires and witches fighting here deal +1 damage per attack.".into()
        }
        RoomFunction::Labyrinth => {
            "Up to 2 traps without bait gold, but only 1 monster (plus ghosts).".into()
        }
        RoomFunction::AntiMagic => "No spell is cast in a battle here.".into(),
        RoomFunction::Cafeteria => "Scoring: 1 point per troll, goblin, slime and witch.".into(),
        RoomFunction::Chapel => "Scoring: 2 points per vampire and ghost.".into(),
        RoomFunction::Pandemonium => "Scoring: 2 points per golem, dragon and demon.".into(),
        RoomFunction::HallOfFame => {
            "Scoring: per exclusive title +2 (4 players) or +1 (2–3 players).".into()
        }
    }
}

fn class(c: catalog::AdventurerClass) -> AdventurerClass {
    match c {
        catalog::AdventurerClass::Warrior => AdventurerClass::Warrior,
        catalog::AdventurerClass::Thief => AdventurerClass::Thief,
        catalog::AdventurerClass::Priest => AdventurerClass::Priest,
        catalog::AdventurerClass::Wizard => AdventurerClass::Wizard,
    }
}

fn class_name(c: AdventurerClass) -> &'static str {
    match c {
        AdventurerClass::Warrior => "Warrior",
        AdventurerClass::Thief => "Thief",
        AdventurerClass::Priest => "Priest",
        AdventurerClass::Wizard => "Wizard",
        AdventurerClass::Paladin => "Paladin",
    }
}

impl Defs {
    /// Builds the engine's definitions from a validated catalog.
    ///
    /// # Errors
    /// A message naming the entry when the catalog names a kind this engine has no rules for.
    pub fn from_catalog(c: &Catalog) -> Result<Defs, String> {
        let mut monsters = vec![];
        for m in &c.monsters {
            let kind = monster_kind(m.id.as_str())?;
            let cost = MonsterCost {
                food: m.cost.food,
                gold: m.cost.gold,
                evil: m.cost.evil,
                trap: m.cost.trap_cards > 0,
                monster: m.cost.monsters > 0,
            };
            monsters.push(MonsterDef {
                id: m.id.as_str().to_string(),
                name: m.name.clone(),
                kind,
                cost,
                copies: [m.count_year_1, m.count_year_2],
                text: monster_text(kind).to_string(),
                provenance: provenance(m.provenance),
            });
        }
        let mut rooms = vec![];
        for r in &c.rooms {
            let function = room_function(r)?;
            let mut zone = [[true; 5]; 4];
            if let Some(z) = &r.zone {
                for (row, line) in z.0.iter().enumerate().take(4) {
                    for (col, ch) in line.chars().enumerate().take(5) {
                        zone[row][col] = ch == '#';
                    }
                }
            }
            for _ in 0..r.count.max(1) {
                rooms.push(RoomDef {
                    id: r.id.as_str().to_string(),
                    name: r.name.clone(),
                    year: year_no(r.year),
                    zone,
                    function,
                    text: room_text(&function),
                    provenance: provenance(r.provenance),
                });
            }
        }
        let mut adventurers = vec![];
        for a in &c.adventurers {
            let cl = class(a.class);
            adventurers.push(AdventurerDef {
                id: a.id.as_str().to_string(),
                name: format!("{} ({} HP)", class_name(cl), a.hit_points),
                class: cl,
                year: year_no(a.year),
                hp: a.hit_points,
                disarm: a.disarm,
                heal: a.heal,
                magic: a.magic,
                level: a.strength,
                copies: a.count,
                provenance: provenance(a.provenance),
            });
        }
        for p in &c.paladins {
            adventurers.push(AdventurerDef {
                id: p.id.as_str().to_string(),
                name: format!("Paladin (year {})", year_no(p.year)),
                class: AdventurerClass::Paladin,
                year: year_no(p.year),
                hp: p.hit_points,
                disarm: p.disarm,
                heal: p.heal,
                magic: p.magic,
                level: u8::MAX,
                copies: 1,
                provenance: provenance(p.provenance),
            });
        }
        let mut traps = vec![];
        for t in &c.traps {
            let kind = trap_kind(t.id.as_str())?;
            let damage = [
                main_damage(&t.year_1.effects),
                main_damage(&t.year_2.effects),
            ];
            let cost = &t.year_1.extra_cost;
            traps.push(TrapDef {
                id: t.id.as_str().to_string(),
                name: t.name.clone(),
                kind,
                damage,
                copies: t.copies,
                extra_food: cost.food,
                extra_gold: cost.gold,
                extra_imp: cost.imps,
                text: trap_text(kind, damage),
                provenance: provenance(t.provenance),
            });
        }
        let mut combat_cards = vec![];
        for k in &c.combat_cards {
            let spell = spell_kind(k.id.as_str())?;
            combat_cards.push(CombatCardDef {
                id: k.id.as_str().to_string(),
                name: k.name.clone(),
                spell,
                year: year_no(k.year),
                fatigue: k.fatigue,
                timing: match k.timing {
                    catalog::SpellTiming::Fast => SpellTiming::Fast,
                    catalog::SpellTiming::Slow => SpellTiming::Slow,
                },
                text: spell_text(spell).to_string(),
                provenance: provenance(k.provenance),
            });
        }
        let special_events = c
            .special_events
            .iter()
            .map(|e| {
                let kind = event_kind(&e.effect);
                SpecialEventDef {
                    id: e.id.as_str().to_string(),
                    name: e.name.clone(),
                    kind,
                    text: event_text(kind).to_string(),
                    provenance: provenance(e.provenance),
                }
            })
            .collect();
        Ok(Defs {
            version: c.version.clone(),
            monsters,
            rooms,
            adventurers,
            traps,
            combat_cards,
            special_events,
        })
    }

    /// Parses, validates and converts a catalog file's text (a host's override).
    ///
    /// # Errors
    /// A message naming the bad entry.
    pub fn from_catalog_json(text: &str) -> Result<Defs, String> {
        let c = Catalog::from_json(text).map_err(|e| e.to_string())?;
        Defs::from_catalog(&c)
    }

    /// The built-in catalog's definitions, converted once.
    pub fn builtin() -> Arc<Defs> {
        static BUILTIN: OnceLock<Arc<Defs>> = OnceLock::new();
        BUILTIN
            .get_or_init(|| {
                // The built-in catalog is tested to load and convert (tests/dl_catalog.rs and the
                // unit test below); an empty fallback keeps this infallible for callers.
                Arc::new(Defs::from_catalog(Catalog::builtin()).unwrap_or_else(|_| Defs::empty()))
            })
            .clone()
    }

    /// Definitions with nothing in them; `Game::new` refuses them with a clear error.
    pub fn empty() -> Defs {
        Defs {
            version: "empty".into(),
            monsters: vec![],
            rooms: vec![],
            adventurers: vec![],
            traps: vec![],
            combat_cards: vec![],
            special_events: vec![],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_catalog_converts_without_loss() {
        let d = Defs::from_catalog(Catalog::builtin()).expect("built-in catalog converts");
        assert_eq!(d.rooms.len(), 16);
        assert_eq!(d.traps.iter().map(|t| t.copies as usize).sum::<usize>(), 27);
        assert_eq!(
            d.adventurers
                .iter()
                .filter(|a| a.class == AdventurerClass::Paladin)
                .count(),
            2
        );
        assert_eq!(d.combat_cards.len(), 18);
    }
}
