//! Test support for the Dungeon Lords combat and scoring tests: a `Defs` literal with the
//! catalog's year-1 and year-2 values (dungeon-lords-catalog.md §4–§10 and the reconstruction
//! table), and helpers that build combat scenarios by setting state fields directly.
//!
//! Until `Defs::builtin()` exists on main, this literal is the tests' catalog.

#![allow(dead_code)]

use std::sync::Arc;

use engine::common::Seat;
use engine::dungeon_lords::combat::{self, CombatState};
use engine::dungeon_lords::defs::*;
use engine::dungeon_lords::state::{
    Config, Dungeon, OwnedMonster, PartyMember, Pos, Tile, TileKind, Variant,
};
use engine::dungeon_lords::{Command, Defs, Game, Phase};

fn monster(id: &str, kind: MonsterKind, cost: MonsterCost, copies: [u8; 2]) -> MonsterDef {
    MonsterDef {
        id: id.into(),
        name: {
            let mut c = id.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        },
        kind,
        cost,
        copies,
        text: String::new(),
        provenance: "printed".into(),
    }
}

fn cost(food: u8, gold: u8, evil: u8) -> MonsterCost {
    MonsterCost {
        food,
        gold,
        evil,
        trap: false,
        monster: false,
    }
}

fn room(id: &str, year: u8, function: RoomFunction) -> RoomDef {
    RoomDef {
        id: id.into(),
        name: id.into(),
        year,
        zone: [[true; 5]; 4],
        function,
        text: String::new(),
        provenance: "printed".into(),
    }
}

fn prod(imps: u8, food: u8, yields: Production) -> RoomFunction {
    RoomFunction::Production { imps, food, yields }
}

fn adv(class: AdventurerClass, year: u8, level: u8, hp: u8, sym: u8, copies: u8) -> AdventurerDef {
    let (disarm, heal, magic) = match class {
        AdventurerClass::Thief => (sym, 0, 0),
        AdventurerClass::Priest => (0, sym, 0),
        AdventurerClass::Wizard => (0, 0, sym),
        _ => (0, 0, 0),
    };
    AdventurerDef {
        id: format!("{class:?}-{year}-{hp}-{sym}").to_lowercase(),
        name: format!("{class:?}"),
        class,
        year,
        hp,
        disarm,
        heal,
        magic,
        level,
        copies,
        provenance: "printed".into(),
    }
}

fn trap(id: &str, kind: TrapKind, damage: [u8; 2], food: u8, gold: u8, imp: u8) -> TrapDef {
    TrapDef {
        id: id.into(),
        name: id.into(),
        kind,
        damage,
        copies: 3,
        extra_food: food,
        extra_gold: gold,
        extra_imp: imp,
        text: String::new(),
        provenance: "printed".into(),
    }
}

fn card(name: &str, spell: SpellKind, year: u8, fatigue: u8, timing: SpellTiming) -> CombatCardDef {
    CombatCardDef {
        id: name.to_lowercase().replace(' ', "_"),
        name: name.into(),
        spell,
        year,
        fatigue,
        timing,
        text: String::new(),
        provenance: "reconstructed".into(),
    }
}

fn event(name: &str, kind: SpecialEventKind) -> SpecialEventDef {
    SpecialEventDef {
        id: name.to_lowercase().replace(' ', "_"),
        name: name.into(),
        kind,
        text: String::new(),
        provenance: "reconstructed".into(),
    }
}

/// The catalog as a `Defs` literal (catalog §4 monsters, §5 rooms, §6 traps, §7 combat cards,
/// §10 adventurers, the reconstruction table for the rest).
pub fn defs() -> Defs {
    use AdventurerClass::*;
    use MonsterKind as M;
    use SpellKind as S;
    use SpellTiming::{Fast, Slow};
    Defs {
        version: "test-literal".into(),
        monsters: vec![
            monster("goblin", M::Goblin, cost(1, 0, 0), [2, 1]),
            monster("slime", M::Slime, cost(1, 0, 0), [2, 1]),
            monster("ghost", M::Ghost, cost(0, 0, 1), [2, 1]),
            monster("troll", M::Troll, cost(2, 0, 0), [2, 1]),
            monster("witch", M::Witch, cost(1, 0, 1), [2, 1]),
            monster("vampire", M::Vampire, cost(0, 0, 2), [2, 1]),
            monster(
                "golem",
                M::Golem,
                MonsterCost {
                    trap: true,
                    ..cost(0, 1, 0)
                },
                [0, 2],
            ),
            monster("dragon", M::Dragon, cost(2, 0, 2), [0, 2]),
            monster(
                "demon",
                M::Demon,
                MonsterCost {
                    monster: true,
                    ..cost(0, 0, 1)
                },
                [0, 2],
            ),
        ],
        rooms: vec![
            room(
                "chicken_coop",
                1,
                prod(3, 0, Production::Food { amount: 1 }),
            ),
            room(
                "mushroom_bed",
                1,
                prod(3, 0, Production::Food { amount: 1 }),
            ),
            room(
                "souvenir_shop",
                1,
                prod(3, 0, Production::Gold { amount: 1 }),
            ),
            room("mint", 1, prod(3, 0, Production::Gold { amount: 1 })),
            room("workshop", 1, prod(4, 0, Production::Trap { amount: 1 })),
            room("tool_shed", 1, prod(2, 0, Production::Tunnel)),
            room(
                "printing_press",
                1,
                prod(3, 0, Production::LoseEvil { amount: 1 }),
            ),
            room("magic_room", 1, prod(2, 1, Production::Imp)),
            room("training_room", 2, RoomFunction::Training),
            room("dark_room", 2, RoomFunction::Dark),
            room("labyrinth", 2, RoomFunction::Labyrinth),
            room("anti_magic_room", 2, RoomFunction::AntiMagic),
            room("cafeteria", 2, RoomFunction::Cafeteria),
            room("chapel", 2, RoomFunction::Chapel),
            room("pandemonium", 2, RoomFunction::Pandemonium),
            room("hall_of_fame", 2, RoomFunction::HallOfFame),
        ],
        adventurers: vec![
            adv(Warrior, 1, 1, 3, 0, 1),
            adv(Warrior, 1, 2, 4, 0, 2),
            adv(Warrior, 1, 3, 5, 0, 1),
            adv(Thief, 1, 1, 3, 1, 1),
            adv(Thief, 1, 2, 3, 2, 1),
            adv(Thief, 1, 2, 4, 1, 1),
            adv(Thief, 1, 3, 4, 2, 1),
            adv(Priest, 1, 1, 3, 1, 1),
            adv(Priest, 1, 2, 3, 2, 1),
            adv(Priest, 1, 2, 4, 1, 1),
            adv(Priest, 1, 3, 4, 2, 1),
            adv(Wizard, 1, 1, 3, 1, 1),
            adv(Wizard, 1, 2, 3, 2, 1),
            adv(Wizard, 1, 2, 4, 1, 1),
            adv(Wizard, 1, 3, 4, 2, 1),
            adv(Warrior, 2, 4, 5, 0, 1),
            adv(Warrior, 2, 5, 6, 0, 1),
            adv(Warrior, 2, 6, 7, 0, 1),
            adv(Warrior, 2, 7, 8, 0, 1),
            adv(Thief, 2, 4, 4, 2, 1),
            adv(Thief, 2, 5, 5, 2, 1),
            adv(Thief, 2, 6, 5, 3, 1),
            adv(Thief, 2, 7, 6, 3, 1),
            adv(Priest, 2, 4, 4, 2, 1),
            adv(Priest, 2, 5, 5, 2, 1),
            adv(Priest, 2, 6, 5, 3, 1),
            adv(Priest, 2, 7, 6, 3, 1),
            adv(Wizard, 2, 4, 4, 2, 1),
            adv(Wizard, 2, 5, 5, 2, 1),
            adv(Wizard, 2, 6, 5, 3, 1),
            adv(Wizard, 2, 7, 6, 3, 1),
            AdventurerDef {
                disarm: 2,
                heal: 2,
                magic: 2,
                ..adv(Paladin, 1, 3, 5, 0, 1)
            },
            AdventurerDef {
                disarm: 3,
                heal: 3,
                magic: 3,
                ..adv(Paladin, 2, 7, 8, 0, 1)
            },
        ],
        traps: vec![
            trap("Rolling Stone", TrapKind::RollingStone, [3, 4], 0, 0, 0),
            trap("Pendulum", TrapKind::Pendulum, [3, 3], 0, 0, 0),
            trap("Trap Door", TrapKind::TrapDoor, [2, 2], 0, 0, 0),
            trap("Wall of Fire", TrapKind::WallOfFire, [1, 1], 0, 0, 0),
            trap("Poisoned Dart", TrapKind::PoisonedDart, [1, 1], 0, 0, 0),
            trap("Anti-magic Dart", TrapKind::AntiMagicDart, [1, 1], 0, 0, 0),
            trap("Cursed Ring", TrapKind::CursedRing, [1, 1], 0, 1, 0),
            trap("Poisoned Meal", TrapKind::PoisonedMeal, [0, 0], 1, 0, 0),
            trap("Kamikaze Imp", TrapKind::KamikazeImp, [3, 3], 0, 0, 1),
        ],
        combat_cards: vec![
            card("Invisibility", S::Invisibility, 1, 0, Fast),
            card("Magic Shield", S::MagicShield, 1, 1, Fast),
            card("Fireball", S::Fireball, 1, 1, Slow),
            card("Detect Treasure", S::DetectTreasure, 1, 1, Slow),
            card("Fist of Justice", S::FistOfJustice, 1, 1, Slow),
            card("Suggestion", S::Suggestion, 1, 2, Fast),
            card("Word of Peace", S::WordOfPeace, 1, 2, Fast),
            card("Detect Evil", S::DetectEvil, 1, 2, Slow),
            card("Graffiti", S::Graffiti, 1, 2, Slow),
            card("Illusion", S::Illusion, 2, 1, Fast),
            card("Regeneration", S::Regeneration, 2, 2, Slow),
            card("Create Food", S::CreateFood, 2, 2, Fast),
            card("Song of Courage", S::SongOfCourage, 2, 2, Fast),
            card("Magic Key", S::MagicKey, 2, 2, Slow),
            card("Blind Rage", S::BlindRage, 2, 3, Fast),
            card("Aura of Fear", S::AuraOfFear, 2, 3, Fast),
            card("Metamorphosis", S::Metamorphosis, 2, 3, Fast),
            card("Dimensional Gate", S::DimensionalGate, 2, 3, Fast),
        ],
        special_events: vec![
            event("Witch Hunt", SpecialEventKind::WitchHunt),
            event("Monster Strike", SpecialEventKind::MonsterStrike),
            event("Ministry Levy", SpecialEventKind::MinistryLevy),
            event("VIP Visit", SpecialEventKind::VipVisit),
            event("Earthquake", SpecialEventKind::Earthquake),
        ],
    }
}

/// A fresh first game with `n` players and seat 0 as the starting player; every player's
/// building-season belongings are cleared so a test can lay out a combat scenario.
pub fn blank_game(n: usize, simultaneous: bool) -> Game {
    let config = Config {
        n_players: n,
        variant: Variant::FirstGame,
        special_events: false,
        simultaneous,
    };
    let mut g = Game::new(config, catalog_defs(), 7).expect("the test catalog makes a game");
    g.starting_player = 0;
    g.season = engine::dungeon_lords::state::Season::Autumn;
    for p in g.players.iter_mut() {
        p.party.clear();
        p.monsters.clear();
        p.traps.clear();
        p.prison.clear();
        p.food = 0;
        p.gold = 0;
        p.imps = 3;
        p.evil = 5;
    }
    // The game was dealt into winter's orders phase; put the dummies back between seasons.
    for d in g.dummies.iter_mut() {
        d.deck = Action::ALL
            .iter()
            .copied()
            .filter(|a| !d.inaccessible.contains(a))
            .collect();
        d.hand.clear();
        d.revealed.clear();
        d.chosen = None;
    }
    g.slots = [[None; 3]; 8];
    // Training mode (24.2): fatigue 2 every round; spells need magic the parties lack.
    set_city(
        &mut g,
        &[
            SpellKind::Suggestion,
            SpellKind::WordOfPeace,
            SpellKind::DetectEvil,
            SpellKind::Graffiti,
        ],
    );
    g
}

/// Puts the combat cards with these spells in the city, round 1 first.
pub fn set_city(g: &mut Game, spells: &[SpellKind]) {
    let mut city = vec![];
    for &s in spells {
        let id = (0..g.inst.combat_cards.len())
            .find(|&i| g.defs.combat_cards[g.inst.combat_cards[i] as usize].spell == s)
            .expect("card in catalog");
        city.push(id as u16);
    }
    g.city = city;
}

fn adventurer_in_use(g: &Game, id: u16) -> bool {
    g.players
        .iter()
        .any(|p| p.party.iter().any(|m| m.id == id) || p.prison.contains(&id))
}

/// An unused adventurer instance of this class, year, HP and symbol count.
pub fn adventurer_opt(g: &Game, class: AdventurerClass, year: u8, hp: u8, sym: u8) -> Option<u16> {
    (0..g.inst.adventurers.len() as u16).find(|&i| {
        let d = &g.defs.adventurers[g.inst.adventurers[i as usize] as usize];
        let s = d.disarm + d.heal + d.magic;
        d.class == class
            && d.year == year
            && d.hp == hp
            && (class == AdventurerClass::Paladin || s == sym)
            && !adventurer_in_use(g, i)
    })
}

/// Appends an adventurer (front first) to `seat`'s party: a year-1 tile when one fits, else a
/// year-2 tile.
pub fn join(g: &mut Game, seat: Seat, class: AdventurerClass, hp: u8, sym: u8) -> u16 {
    let id = adventurer_opt(g, class, 1, hp, sym)
        .or_else(|| adventurer_opt(g, class, 2, hp, sym))
        .unwrap_or_else(|| panic!("no {class:?} hp{hp} sym{sym} left"));
    g.players[seat].party.push(PartyMember {
        id,
        damage: 0,
        bonus_hp: 0,
    });
    id
}

/// The paladin of the current year joins the front of `seat`'s party.
pub fn paladin_joins(g: &mut Game, seat: Seat) -> u16 {
    let id = g.paladin.0;
    g.players[seat].party.insert(
        0,
        PartyMember {
            id,
            damage: 0,
            bonus_hp: 0,
        },
    );
    g.paladin.1 = engine::dungeon_lords::state::PaladinAt::Party { seat };
    id
}

/// Gives `seat` an unowned monster instance of this kind, face up.
pub fn give_monster(g: &mut Game, seat: Seat, kind: MonsterKind) -> u16 {
    let owned: Vec<u16> = g
        .players
        .iter()
        .flat_map(|p| p.monsters.iter().map(|m| m.id))
        .collect();
    let id = (0..g.inst.monsters.len() as u16)
        .find(|&i| {
            g.defs.monsters[g.inst.monsters[i as usize] as usize].kind == kind
                && !owned.contains(&i)
        })
        .expect("monster left");
    g.players[seat].monsters.push(OwnedMonster {
        id,
        knocked_out: false,
        on_strike: false,
        banished: false,
    });
    id
}

/// Gives `seat` an unowned trap card of this kind.
pub fn give_trap(g: &mut Game, seat: Seat, kind: TrapKind) -> u16 {
    let owned: Vec<u16> = g.players.iter().flat_map(|p| p.traps.clone()).collect();
    let id = (0..g.inst.traps.len() as u16)
        .find(|&i| {
            g.defs.traps[g.inst.traps[i as usize] as usize].kind == kind && !owned.contains(&i)
        })
        .expect("trap left");
    g.trap_deck.retain(|&t| t != id);
    g.players[seat].traps.push(id);
    id
}

/// Puts an unconquered room with this function on `pos` of `seat`'s dungeon.
pub fn put_room(g: &mut Game, seat: Seat, pos: Pos, f: RoomFunction) -> u16 {
    let id = (0..g.inst.rooms.len() as u16)
        .find(|&i| g.defs.rooms[g.inst.rooms[i as usize] as usize].function == f)
        .expect("room kind");
    g.players[seat].dungeon.set(
        pos,
        Some(Tile {
            kind: TileKind::Room(id),
            conquered: false,
        }),
    );
    id
}

/// The three starting tunnels t1 (entrance), t2, t3 down the middle column.
pub fn t(i: usize) -> Pos {
    Pos::new(i - 1, 2)
}

/// A dungeon with just the three starting tunnels.
pub fn three_tunnels() -> Dungeon {
    let mut d = Dungeon::default();
    for i in 1..=3 {
        d.set(
            t(i),
            Some(Tile {
                kind: TileKind::Tunnel,
                conquered: false,
            }),
        );
    }
    d
}

/// The combat state.
pub fn cs(g: &Game) -> &CombatState {
    match &g.phase {
        Phase::Combat(c) => c,
        other => panic!("not in combat: {other:?}"),
    }
}

/// Starts combat (test support constructor). Seat 0 also keeps a spare ghost in its lair,
/// never committed unless a test says so: with something left to choose, its planning is not
/// finished automatically, so tests can look at the state between rounds.
pub fn start(g: &mut Game) {
    let owned: Vec<u16> = g
        .players
        .iter()
        .flat_map(|p| p.monsters.iter().map(|m| m.id))
        .collect();
    let spare = (0..g.inst.monsters.len() as u16).find(|&i| {
        g.defs.monsters[g.inst.monsters[i as usize] as usize].kind == MonsterKind::Ghost
            && !owned.contains(&i)
    });
    if let Some(id) = spare {
        g.players[0].monsters.push(OwnedMonster {
            id,
            knocked_out: false,
            on_strike: false,
            banished: false,
        });
    }
    combat::start_combat_for_test(g);
}

/// Applies a command that must be legal.
#[track_caller]
pub fn act(g: &mut Game, seat: Seat, cmd: Command) {
    let legal = g.legal_commands(seat);
    if let Err(e) = g.apply(seat, &cmd) {
        panic!(
            "{cmd:?} refused: {e}; legal: {legal:?}\nlog: {:#?}",
            tail(g)
        );
    }
}

/// The last log lines, public text.
pub fn tail(g: &Game) -> Vec<String> {
    g.log
        .iter()
        .rev()
        .take(30)
        .rev()
        .filter_map(|l| l.public.as_ref().map(|e| g.render_en(e)))
        .collect()
}

/// Damage on each party member, front first.
pub fn damage(g: &Game, seat: Seat) -> Vec<(u16, u8)> {
    g.players[seat]
        .party
        .iter()
        .map(|m| (m.id, m.damage))
        .collect()
}

/// Whether a tile is conquered.
pub fn conquered(g: &Game, seat: Seat, pos: Pos) -> bool {
    g.players[seat].dungeon.at(pos).is_some_and(|t| t.conquered)
}

/// Plans: target (if asked), traps, monsters, then finishes.
#[track_caller]
pub fn plan(g: &mut Game, seat: Seat, traps: &[u16], monsters: &[u16]) {
    for &t in traps {
        act(g, seat, Command::PlanTrap { trap: t });
    }
    for &m in monsters {
        act(g, seat, Command::PlanMonster { monster: m });
    }
    // With nothing left to choose, the engine finishes the plan by itself.
    if g.legal_commands(seat).contains(&Command::FinishPlanning) {
        act(g, seat, Command::FinishPlanning);
    }
}

/// Sets the current combat round (to test round-dependent rules without playing earlier rounds).
pub fn set_round(g: &mut Game, round: u8) {
    if let Phase::Combat(c) = &mut g.phase {
        c.round = round;
    }
}

/// Makes monster `m` attack. When that attack was the only legal command the engine has already
/// made it (no choice, no prompt); then the helper checks that it happened.
#[track_caller]
pub fn attack(
    g: &mut Game,
    seat: Seat,
    m: u16,
    option: engine::dungeon_lords::combat::AttackOption,
    target: Option<u16>,
) {
    use engine::dungeon_lords::combat::AttackOption as A;
    let cmd = Command::Attack {
        monster: m,
        option,
        target,
    };
    if g.legal_commands(seat).contains(&cmd) {
        act(g, seat, cmd);
        return;
    }
    let still_waiting = matches!(&g.phase, Phase::Combat(c) if c.battle().is_some_and(|b| {
        b.seat == seat && (b.to_attack.contains(&m) || b.second_hit == Some(m))
    }));
    assert!(
        !still_waiting,
        "{cmd:?} is not legal: {:?}",
        g.legal_commands(seat)
    );
    let phrase = match option {
        A::Standard => "makes a standard attack",
        A::Fed => "(fed 1 food)",
        A::Each => "attacks each adventurer",
        A::Glue => "glues the party",
        A::Any | A::Flee => "attacks",
        A::Hits | A::SecondHit => "hits",
        A::Idle => "cannot attack",
    };
    assert!(
        public_log(g).iter().any(|l| l.contains(phrase)),
        "{cmd:?} was neither legal nor made automatically"
    );
}

/// Whether monster `m` of `seat` is knocked out.
pub fn knocked_out(g: &Game, seat: Seat, m: u16) -> bool {
    g.players[seat]
        .monsters
        .iter()
        .any(|o| o.id == m && o.knocked_out)
}

/// Public log text joined, for order checks.
pub fn public_log(g: &Game) -> Vec<String> {
    g.log
        .iter()
        .filter_map(|l| l.public.as_ref().map(|e| g.render_en(e)))
        .collect()
}

/// Index of the first public log line containing `needle`.
#[track_caller]
pub fn log_pos(g: &Game, needle: &str) -> usize {
    public_log(g)
        .iter()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no log line with {needle:?}: {:#?}", public_log(g)))
}

/// Plans nothing for every seat until combat is over.
pub fn finish_combat(g: &mut Game) {
    for _ in 0..100 {
        if !matches!(g.phase, Phase::Combat(_)) {
            return;
        }
        let Some(&s) = g.waiting_for().first() else {
            return;
        };
        let legal = g.legal_commands(s);
        let cmd = if legal.contains(&Command::FinishPlanning) {
            Command::FinishPlanning
        } else {
            legal[0].clone()
        };
        act(g, s, cmd);
    }
}

/// The catalog the tests play with: the built-in catalog (`Defs::builtin`) unless
/// `DL_TEST_LITERAL_DEFS` is set, which selects the literal above.
pub fn catalog_defs() -> Arc<Defs> {
    if std::env::var_os("DL_TEST_LITERAL_DEFS").is_some() {
        Arc::new(defs())
    } else {
        Defs::builtin()
    }
}

/// Starts combat exactly as the end of autumn does, with no spare ghost.
pub fn combat_start_without_spare(g: &mut Game) {
    combat::start_combat_for_test(g);
}
