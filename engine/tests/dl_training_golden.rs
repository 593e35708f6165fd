//! The rulebook's combat training scenarios (reference §24.2) replayed from the golden data file
//! `tests/data/dl_training_scenarios.txt`, whose header cites the source.

mod support;

use engine::dungeon_lords::combat::AttackOption;
use engine::dungeon_lords::defs::{
    AdventurerClass, MonsterKind, Production, RoomFunction, TrapKind,
};
use engine::dungeon_lords::{Command, Game};
use support::*;

fn parse<T: serde::de::DeserializeOwned>(word: &str) -> T {
    serde_json::from_str(&format!("\"{word}\"")).unwrap_or_else(|_| panic!("unknown word {word}"))
}

fn tile(word: &str) -> engine::dungeon_lords::state::Pos {
    t(word.trim_start_matches('t').parse().expect("t1..t3"))
}

struct Run {
    g: Game,
    party: Vec<u16>,
    monsters: Vec<(MonsterKind, u16)>,
    traps: Vec<(TrapKind, u16)>,
}

impl Run {
    fn monster(&self, word: &str) -> u16 {
        let k: MonsterKind = parse(word);
        self.monsters
            .iter()
            .find(|(m, _)| *m == k)
            .expect("in lair")
            .1
    }
    fn trap(&self, word: &str) -> u16 {
        let k: TrapKind = parse(word);
        self.traps.iter().find(|(m, _)| *m == k).expect("owned").1
    }
}

#[track_caller]
fn check(run: &Run, id: &str, line: &str) {
    let g = &run.g;
    for kv in line.split_whitespace().skip(1) {
        let (k, v) = kv.split_once('=').expect("key=value");
        match k {
            "prison" => {
                let want: Vec<u16> = v
                    .split(',')
                    .map(|i| run.party[i.parse::<usize>().unwrap()])
                    .collect();
                assert_eq!(g.players[0].prison, want, "{id}: {line}");
            }
            "damage" => {
                for pair in v.split(',') {
                    let (i, d) = pair.split_once(':').unwrap();
                    let a = run.party[i.parse::<usize>().unwrap()];
                    let got = g.players[0]
                        .party
                        .iter()
                        .find(|m| m.id == a)
                        .map(|m| m.damage);
                    assert_eq!(got, Some(d.parse().unwrap()), "{id}: {line}");
                }
            }
            "conquered" => {
                for w in v.split(',') {
                    assert!(conquered(g, 0, tile(w)), "{id}: {w} should be conquered");
                }
            }
            "unconquered" => {
                for w in v.split(',') {
                    assert!(!conquered(g, 0, tile(w)), "{id}: {w} should stand");
                }
            }
            "food" => assert_eq!(g.players[0].food, v.parse::<u8>().unwrap(), "{id}: {line}"),
            "gold" => assert_eq!(g.players[0].gold, v.parse::<u8>().unwrap(), "{id}: {line}"),
            "knocked_out" => assert!(knocked_out(g, 0, run.monster(v)), "{id}: {line}"),
            "face_up" => assert!(!knocked_out(g, 0, run.monster(v)), "{id}: {line}"),
            other => panic!("{id}: unknown key {other}"),
        }
    }
}

#[test]
fn the_four_training_scenarios_and_the_room_training_reproduce_the_rulebook() {
    let text = include_str!("data/dl_training_scenarios.txt");
    let mut run: Option<Run> = None;
    let mut id = String::new();
    let mut started = false;
    let mut n = 0;
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words[0] == "scenario" {
            id = words[1].to_string();
            run = Some(Run {
                g: blank_game(2, false),
                party: vec![],
                monsters: vec![],
                traps: vec![],
            });
            started = false;
            continue;
        }
        let r = run.as_mut().expect("scenario first");
        match words[0] {
            "party" => {
                for w in &words[1..] {
                    let parts: Vec<&str> = w.split('/').collect();
                    let class: AdventurerClass = parse(parts[0]);
                    let hp = parts[1].parse().unwrap();
                    let sym = parts.get(2).map_or(0, |s| s.parse().unwrap());
                    r.party.push(join(&mut r.g, 0, class, hp, sym));
                }
            }
            "lair" => {
                for w in &words[1..] {
                    let k: MonsterKind = parse(w);
                    r.monsters.push((k, give_monster(&mut r.g, 0, k)));
                }
            }
            "traps" => {
                for w in &words[1..] {
                    let k: TrapKind = parse(w);
                    r.traps.push((k, give_trap(&mut r.g, 0, k)));
                }
            }
            "food" => r.g.players[0].food = words[1].parse().unwrap(),
            "gold" => r.g.players[0].gold = words[1].parse().unwrap(),
            "room" => {
                put_room(
                    &mut r.g,
                    0,
                    tile(words[1]),
                    RoomFunction::Production {
                        imps: 3,
                        food: 0,
                        yields: Production::Food { amount: 1 },
                    },
                );
            }
            "round" => {
                if !started {
                    start(&mut r.g);
                    started = true;
                }
                let mut traps = vec![];
                let mut monsters = vec![];
                for w in &words[1..] {
                    let (k, v) = w.split_once('=').unwrap();
                    for x in v.split(',') {
                        match k {
                            "trap" => traps.push(r.trap(x)),
                            "monsters" => monsters.push(r.monster(x)),
                            _ => panic!("{id}: bad round key {k}"),
                        }
                    }
                }
                plan(&mut r.g, 0, &traps, &monsters);
            }
            "aim" => {
                let a = r.party[words[1].parse::<usize>().unwrap()];
                act(&mut r.g, 0, Command::AimTrap { adventurer: a });
            }
            "attack" => {
                let m = r.monster(words[1]);
                let option: AttackOption = parse(words[2]);
                let target = words.get(3).map(|i| r.party[i.parse::<usize>().unwrap()]);
                attack(&mut r.g, 0, m, option, target);
            }
            "expect" => {
                // RULE EX-SCEN1-A
                // RULE EX-SCEN1-B
                // RULE EX-SCEN2
                // RULE EX-SCEN3
                // RULE EX-SCEN4
                // RULE EX-SCEN-ROOM
                check(r, &id, line);
            }
            "end" => n += 1,
            other => panic!("{id}: unknown line {other}"),
        }
    }
    assert_eq!(n, 6, "every scenario ran");
}
