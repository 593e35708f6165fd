//! Random combats: every seat the engine waits for has a non-empty legal list, every listed
//! command is accepted, a refused command leaves the game untouched, and combat always ends
//! (shakmaty's `legals_are_legal`, for the combat phase).

mod support;

use engine::common::Viewer;
use engine::dungeon_lords::defs::{
    AdventurerClass as C, MonsterKind as M, RoomFunction, SpellKind as S, TrapKind as T,
};
use engine::dungeon_lords::state::Pos;
use engine::dungeon_lords::{Command, Phase};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use support::*;

const SPELLS: [S; 18] = [
    S::Invisibility,
    S::MagicShield,
    S::Fireball,
    S::DetectTreasure,
    S::FistOfJustice,
    S::Suggestion,
    S::WordOfPeace,
    S::DetectEvil,
    S::Graffiti,
    S::Illusion,
    S::Regeneration,
    S::CreateFood,
    S::SongOfCourage,
    S::MagicKey,
    S::BlindRage,
    S::AuraOfFear,
    S::Metamorphosis,
    S::DimensionalGate,
];

#[test]
fn random_combats_always_offer_legal_commands_and_end() {
    let n_games: u64 = std::env::var("DL_RANDOM_COMBATS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    for seed in 0..n_games {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let n = rng.gen_range(2..=4);
        let mut g = blank_game(n, rng.gen_bool(0.5));
        g.year = rng.gen_range(1..=2);
        g.starting_player = rng.gen_range(0..n);
        let city: Vec<S> = (0..4).map(|_| *SPELLS.choose(&mut rng).unwrap()).collect();
        set_city(&mut g, &city);
        let classes = [
            (C::Warrior, 4, 0),
            (C::Thief, 3, 1),
            (C::Priest, 3, 2),
            (C::Wizard, 4, 2),
            (C::Wizard, 3, 1),
            (C::Thief, 4, 2),
            (C::Priest, 4, 1),
            (C::Warrior, 5, 0),
        ];
        let kinds = [
            M::Goblin,
            M::Slime,
            M::Ghost,
            M::Troll,
            M::Witch,
            M::Vampire,
            M::Golem,
            M::Dragon,
            M::Demon,
        ];
        let traps = [
            T::RollingStone,
            T::Pendulum,
            T::TrapDoor,
            T::WallOfFire,
            T::PoisonedDart,
            T::AntiMagicDart,
            T::CursedRing,
            T::PoisonedMeal,
            T::KamikazeImp,
        ];
        let rooms = [
            RoomFunction::Training,
            RoomFunction::Dark,
            RoomFunction::Labyrinth,
            RoomFunction::AntiMagic,
            RoomFunction::Chapel,
        ];
        for s in 0..n {
            for _ in 0..rng.gen_range(0..=3) {
                let (c, hp, sym) = *classes.choose(&mut rng).unwrap();
                if let Some(id) = adventurer_opt(&g, c, 1, hp, sym) {
                    g.players[s]
                        .party
                        .push(engine::dungeon_lords::state::PartyMember {
                            id,
                            damage: 0,
                            bonus_hp: 0,
                        });
                }
            }
            for _ in 0..rng.gen_range(0..=4) {
                let k = *kinds.choose(&mut rng).unwrap();
                let owned = g
                    .players
                    .iter()
                    .flat_map(|p| p.monsters.iter())
                    .filter(|m| g.defs.monster(&g.inst, m.id).kind == k)
                    .count();
                if owned < 2 {
                    give_monster(&mut g, s, k);
                }
            }
            for _ in 0..rng.gen_range(0..=4) {
                let k = *traps.choose(&mut rng).unwrap();
                let owned = g
                    .players
                    .iter()
                    .flat_map(|p| p.traps.iter())
                    .filter(|&&t| g.defs.trap(&g.inst, t).kind == k)
                    .count();
                if owned < 3 {
                    give_trap(&mut g, s, k);
                }
            }
            if rng.gen_bool(0.5) {
                put_room(
                    &mut g,
                    s,
                    Pos::new(rng.gen_range(0..2), 2),
                    *rooms.choose(&mut rng).unwrap(),
                );
            }
            if rng.gen_bool(0.3) {
                put_room(&mut g, s, Pos::new(1, 1), *rooms.choose(&mut rng).unwrap());
            }
            g.players[s].food = rng.gen_range(0..3);
            g.players[s].gold = rng.gen_range(0..3);
            g.players[s].evil = rng.gen_range(7..=12);
        }
        if g.year == 1 && rng.gen_bool(0.5) {
            let s = rng.gen_range(0..n);
            paladin_joins(&mut g, s);
        }
        engine::dungeon_lords::combat::start_combat_for_test(&mut g);
        let mut steps = 0;
        while matches!(g.phase, Phase::Combat(_)) {
            steps += 1;
            assert!(steps < 5000, "seed {seed}: combat does not end");
            let waiting = g.waiting_for();
            assert!(!waiting.is_empty(), "seed {seed}: combat waits for nobody");
            let s = *waiting.choose(&mut rng).unwrap();
            let legal = g.legal_commands(s);
            assert!(
                !legal.is_empty(),
                "seed {seed}: seat {s} owes a decision but has no command"
            );
            let view = g.view(Viewer::Seat { seat: s });
            assert!(
                view.prompt.as_ref().is_some_and(|p| !p.text.is_empty()),
                "seed {seed}: empty prompt"
            );
            // Face-down traps are never named to anyone but their owner.
            let spectator = g.view(Viewer::Spectator);
            let combat = spectator.combat.expect("combat view");
            assert!(combat.seats.iter().all(|sc| sc.traps.is_none()));
            let other = (s + 1) % n;
            let theirs = g
                .view(Viewer::Seat { seat: other })
                .combat
                .expect("combat view");
            assert!(theirs
                .seats
                .iter()
                .all(|sc| sc.seat == other || sc.traps.is_none()));
            // A command that is not listed is refused and changes nothing.
            let bogus = Command::Attack {
                monster: 9999,
                option: engine::dungeon_lords::combat::AttackOption::Any,
                target: Some(9999),
            };
            let before = g.n_commands;
            let log_len = g.log.len();
            assert!(g.apply(s, &bogus).is_err());
            assert_eq!((g.n_commands, g.log.len()), (before, log_len));
            // Prefer finishing plans sometimes so combats progress.
            let cmd = legal.choose(&mut rng).unwrap().clone();
            let json = serde_json::to_string(&cmd).unwrap();
            let back: Command = serde_json::from_str(&json).unwrap();
            assert_eq!(back, cmd);
            g.apply(s, &cmd)
                .unwrap_or_else(|e| panic!("seed {seed}: listed {cmd:?} refused: {e}"));
            for p in &g.players {
                assert!(p.party.len() <= 6);
            }
        }
    }
}
