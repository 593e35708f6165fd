//! Random-game properties: card and tile conservation, termination within the WIN-4 bound, a
//! valid winner, legality in both directions, and a no-leak oracle over every viewer's view and
//! log. Game counts come from `WTTD_GAMES` (games per player count; default keeps the run fast).

mod welcome_common;

use std::collections::BTreeSet;

use engine::common::{Seat, Viewer};
use engine::welcome::catalog::MONSTER_DECK;
use engine::welcome::setup::WelcomeOptions;
use engine::welcome::{
    CardId, CardZone, Command, ForcedOpening, Game, Hero, MonsterType, Phase, Tile, TileStatus,
    WelcomeSetup,
};
use serde_json::Value;
use welcome_common::Pick;

fn n_games(default: usize) -> usize {
    std::env::var("WTTD_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Every command of the game's vocabulary, for probing rejections.
fn vocabulary() -> Vec<Command> {
    let mut out = vec![Command::Draw, Command::Pass, Command::Add];
    out.extend(Tile::ALL.map(|tile| Command::Sacrifice { tile }));
    out.extend(MonsterType::ALL.map(|monster_type| Command::NameType { monster_type }));
    out.extend([true, false].map(|use_it| Command::Polymorph { use_it }));
    out.extend([true, false].map(|use_it| Command::Axe { use_it }));
    out.extend(Hero::ALL.map(|hero| Command::ChooseHero { hero }));
    out
}

fn options_for(i: u64) -> WelcomeOptions {
    WelcomeOptions {
        forced_opening: match i % 3 {
            0 => ForcedOpening::Off,
            1 => ForcedOpening::FirstRoundOnly,
            _ => ForcedOpening::EveryRound,
        },
        three_wins: i % 4 == 3,
        ..WelcomeOptions::default()
    }
}

/// Picks a legal command, preferring draws a little so rounds have dungeons worth raiding.
fn choose(legal: &[Command], pick: &mut Pick) -> Command {
    if legal.contains(&Command::Draw) && pick.below(3) > 0 {
        return Command::Draw;
    }
    legal[pick.below(legal.len())]
}

/// ENGINE-3 invariants after every command.
#[track_caller]
fn check_invariants(g: &Game) {
    let zones = g.card_zones();
    let ids: BTreeSet<u32> = zones.iter().map(|(c, _)| c.0).collect();
    // RULE ENGINE-3 COMP-1
    assert_eq!(zones.len(), 13, "{zones:?}");
    assert_eq!(ids.len(), 13);
    let base = (g.round() - 1) * 13;
    assert!(ids.iter().all(|&i| (base..base + 13).contains(&i)));
    let on_hero = g
        .tiles()
        .iter()
        .filter(|t| t.1 == TileStatus::OnHero)
        .count();
    let used = g
        .tiles()
        .iter()
        .filter(|t| t.1 == TileStatus::UsedUp)
        .count();
    let sacrificed: usize = g.players().iter().map(|p| p.sacrifices.len()).sum();
    // RULE SACRIFICE-6 ENGINE-3
    assert_eq!(on_hero + used + sacrificed, 6);
    for (seat, p) in g.players().iter().enumerate() {
        let by = g
            .tiles()
            .iter()
            .filter(|t| t.1 == TileStatus::Sacrificed { by: seat })
            .count();
        assert_eq!(by, p.sacrifices.len());
    }
    let in_game = g.n_in_game();
    if let Phase::Preparation { .. } = g.phase() {
        let passes = g
            .players()
            .iter()
            .filter(|p| !p.is_eliminated && p.has_passed)
            .count();
        // RULE ENGINE-3 PREPEND-3
        assert!(passes < in_game);
    }
    if !g.is_over() {
        let target = g.options().victory_target();
        assert!(g.players().iter().all(|p| p.victories < target));
        assert!(in_game >= 2);
    }
    for seat in 0..g.n_players() {
        let has_commands = !g.legal_commands(seat).is_empty();
        assert_eq!(has_commands, g.waiting_for().contains(&seat));
    }
}

/// Which current-round cards `v` may see now (HIDDEN-13), computed from the state alone.
fn visible_now(g: &Game, v: Viewer) -> BTreeSet<u32> {
    let me = v.seat().filter(|&s| !g.players()[s].is_eliminated);
    g.card_zones()
        .into_iter()
        .filter(|&(_, z)| match z {
            CardZone::Deck { .. } => false,
            CardZone::Drawn { seat } => me == Some(seat),
            CardZone::Dungeon { added_by, .. } => me == Some(added_by),
            CardZone::Sacrificed { seat, is_face_up } => is_face_up || me == Some(seat),
            CardZone::Revealing | CardZone::Resolved | CardZone::SetAside => true,
        })
        .map(|(c, _)| c.0)
        .collect()
}

/// Walks `json` and checks every card face against what `v` may know.
#[track_caller]
fn check_faces(json: &Value, known: &BTreeSet<u32>, context: &str) {
    match json {
        Value::Object(map) => {
            for k in map.keys() {
                // RULE HIDDEN-12 HIDDEN-9
                assert!(
                    k != "seed" && k != "rng" && k != "deck",
                    "{context}: key {k}"
                );
            }
            if let Some(m) = map.get("monster") {
                let id = map
                    .get("card_id")
                    .and_then(Value::as_u64)
                    .unwrap_or_else(|| panic!("{context}: a monster without a card id: {json}"))
                    as u32;
                // RULE HIDDEN-12 HIDDEN-3 HIDDEN-4 HIDDEN-5
                assert!(known.contains(&id), "{context}: card {id} leaked: {json}");
                let truth = serde_json::to_value(CardId(id).monster()).unwrap();
                assert_eq!(m, &truth, "{context}: wrong face for card {id}");
            }
            for v in map.values() {
                check_faces(v, known, context);
            }
        }
        Value::Array(items) => items.iter().for_each(|i| check_faces(i, known, context)),
        _ => {}
    }
}

/// Every monster name in a log line's text must be one of the faces it carries (or the type
/// named for a Vorpal weapon); tile names such as "Dragon Lance" are not monsters.
#[track_caller]
fn check_log_text(entry: &Value) {
    let mut text = entry["text"].as_str().unwrap_or_default().to_string();
    for t in Tile::ALL {
        text = text.replace(t.name(), "");
    }
    let mut allowed: BTreeSet<&str> = BTreeSet::new();
    if let Some(cards) = entry.get("cards").and_then(Value::as_array) {
        for c in cards {
            let m: MonsterType = serde_json::from_value(c["monster"].clone()).unwrap();
            allowed.insert(m.name());
        }
    }
    if let Some(m) = entry.get("monster_type") {
        let m: MonsterType = serde_json::from_value(m.clone()).unwrap();
        allowed.insert(m.name());
    }
    for m in MonsterType::ALL {
        if text.contains(m.name()) {
            // RULE HIDDEN-10
            assert!(
                allowed.contains(m.name()),
                "log text names {m:?} without its face: {entry}"
            );
        }
    }
}

/// Every log entry carries the facts a client needs to word it in any language without reading
/// `text` (issue #20): the outcome of a resolved card, a raid's and Omnipotence's result, why
/// the game was won, and who sacrificed which tile with each revealed monster.
#[track_caller]
fn check_log_facts(entry: &Value) {
    let has = |k: &str| entry.get(k).is_some_and(|v| !v.is_null());
    match entry["kind"].as_str().unwrap_or_default() {
        "resolved" => assert!(
            has("outcome") && has("hp"),
            "resolved without its outcome: {entry}"
        ),
        "raid_ended" | "omnipotence" => {
            assert!(entry["is_success"].is_boolean(), "no is_success: {entry}")
        }
        "game_won" => assert!(
            has("reason") && has("seat"),
            "game_won without its reason: {entry}"
        ),
        "round_started" => assert!(has("hero") && has("seat") && has("number"), "{entry}"),
        "sacrifices_revealed" => {
            let n_cards = entry
                .get("cards")
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            let n_pairs = entry
                .get("sacrifices")
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            assert_eq!(
                n_cards, n_pairs,
                "sacrificed monsters without their pairs: {entry}"
            );
        }
        _ => {}
    }
}

struct Oracle {
    viewers: Vec<Viewer>,
    known: Vec<BTreeSet<u32>>,
}

impl Oracle {
    fn new(g: &Game) -> Self {
        let mut viewers: Vec<Viewer> = (0..g.n_players())
            .map(|seat| Viewer::Seat { seat })
            .collect();
        viewers.push(Viewer::Spectator);
        let known = vec![BTreeSet::new(); viewers.len()];
        Oracle { viewers, known }
    }

    #[track_caller]
    fn check(&mut self, g: &Game, log_from: usize) {
        for (i, &v) in self.viewers.iter().enumerate() {
            self.known[i].extend(visible_now(g, v));
            let view = serde_json::to_value(g.view(v)).unwrap();
            check_faces(&view, &self.known[i], "view");
            for e in g.log_view(v, log_from) {
                let e = serde_json::to_value(e).unwrap();
                check_faces(&e, &self.known[i], "log");
                check_log_text(&e);
                check_log_facts(&e);
            }
        }
    }
}

/// Plays one random game to the end, checking everything. Returns the number of rounds.
fn play(n: usize, seed: u64, with_oracle: bool, probe_rejections: bool) -> u32 {
    let options = options_for(seed);
    let mut g = Game::new(WelcomeSetup {
        n_players: n,
        seed,
        options,
        ..WelcomeSetup::default()
    })
    .unwrap();
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut oracle = Oracle::new(&g);
    let vocab = vocabulary();
    if with_oracle {
        oracle.check(&g, 0);
    }
    let target = options.victory_target() as usize;
    let bound = (n * (target - 1) + 2 * n - 1) as u32;
    let mut steps = 0;
    while !g.is_over() {
        steps += 1;
        // RULE WIN-4
        assert!(steps < 10_000, "game does not end");
        let seat: Seat = g.waiting_for()[0];
        let legal = g.legal_commands(seat);
        assert!(!legal.is_empty());
        if probe_rejections {
            // Both directions: every listed command is accepted, every other one refused with
            // a rule and without a change.
            for &cmd in &legal {
                // RULE ENGINE-2
                assert!(
                    g.clone().apply(seat, cmd).is_ok(),
                    "{cmd:?} listed but refused"
                );
            }
            let sample = pick.below(10) == 0;
            let before = if sample {
                format!("{g:?}")
            } else {
                String::new()
            };
            for s in 0..=n {
                let listed = if s < n {
                    g.legal_commands(s)
                } else {
                    Vec::new()
                };
                for &cmd in &vocab {
                    if listed.contains(&cmd) {
                        continue;
                    }
                    // A refused command leaves the game untouched, so the probe runs on `g` itself.
                    let e = g.apply(s, cmd).expect_err("unlisted command accepted");
                    // RULE ENGINE-2 RAID-12
                    assert!(e.rule().contains('-'));
                }
            }
            if sample {
                assert_eq!(
                    format!("{g:?}"),
                    before,
                    "a refused command changed the game"
                );
            }
        }
        let records: Vec<(u32, bool, bool)> = g
            .players()
            .iter()
            .map(|p| (p.victories, p.is_dark, p.is_eliminated))
            .collect();
        let round = g.round();
        let cmd = choose(&legal, &mut pick);
        let applied = g.apply(seat, cmd).unwrap();
        check_invariants(&g);
        if with_oracle {
            oracle.check(&g, applied.log_range.start);
        }
        if let Some(r) = g
            .raid()
            .filter(|r| r.outcome.is_some() && g.round() == round)
        {
            // RULE RESULT-5
            for (s, p) in g.players().iter().enumerate() {
                if s != r.raider {
                    assert_eq!(records[s], (p.victories, p.is_dark, p.is_eliminated));
                }
            }
        }
    }
    // RULE WIN-4
    assert!(g.round() <= bound, "{} rounds > bound {bound}", g.round());
    let winner = g.winner().unwrap();
    let w = &g.players()[winner];
    // RULE WIN-3 GAME-2
    assert!(!w.is_eliminated);
    assert!(w.victories as usize == target || g.n_in_game() == 1);
    if with_oracle {
        // The whole log once more, for every viewer, at the end.
        oracle.check(&g, 0);
        // RULE HIDDEN-9
        assert!(g.full_disclosure().is_some());
    }
    g.round()
}

#[test]
fn random_games_conserve_cards_end_in_time_and_have_a_valid_winner() {
    let games = n_games(700);
    for n in 2..=4 {
        for seed in 0..games as u64 {
            play(n, seed * 7 + n as u64, false, false);
        }
    }
}

#[test]
fn random_games_never_leak_a_hidden_card_to_another_viewer() {
    let games = n_games(700) / 35;
    for n in 2..=4 {
        for seed in 0..games as u64 {
            play(n, 1_000_000 + seed * 5 + n as u64, true, false);
        }
    }
}

#[test]
fn listed_commands_are_accepted_and_unlisted_ones_refused_in_random_games() {
    let games = n_games(700) / 7;
    for n in 2..=4 {
        for seed in 0..games as u64 {
            play(n, 2_000_000 + seed * 3 + n as u64, false, true);
        }
    }
}

#[test]
fn the_same_seed_and_commands_replay_to_the_same_game() {
    // RULE ENGINE-4
    for seed in 0..20 {
        let a = Game::new(WelcomeSetup {
            n_players: 3,
            seed,
            ..WelcomeSetup::default()
        })
        .unwrap();
        let b = a.clone();
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
        let r1 = play(3, seed, false, false);
        let r2 = play(3, seed, false, false);
        assert_eq!(r1, r2);
    }
    let _ = MONSTER_DECK;
}
