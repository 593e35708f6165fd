//! Bots are honest by construction: the command a hosted game's bot plays is exactly what the
//! bot decides from the view of its own seat (`Viewer::Seat { seat }`), which carries no other
//! seat's secrets; and at every level it only ever sends legal commands.

use engine::common::Viewer;
use engine::dungeon_lords::{Config, Defs, Game, Variant};
use engine::welcome::{Game as WelcomeEngine, WelcomeSetup};
use protocol::bots::{decision_rng, dungeon_lords, welcome, Level};
use protocol::games::dungeon_lords::DungeonLords;
use protocol::games::welcome::WelcomeGame;
use protocol::HostedGame;

fn dl_game(seed: u64) -> DungeonLords {
    let config = Config {
        n_players: 4,
        variant: Variant::Full,
        special_events: true,
        simultaneous: false,
    };
    DungeonLords::from_game(Game::new(config, Defs::builtin(), seed).expect("a valid game"))
}

/// Plays a whole Dungeon Lords game with bots of every level; at each decision the adapter's
/// bot view is the seat's own view and the adapter's command is the bot's decision on it.
#[test]
fn dungeon_lords_bots_decide_from_their_own_seat_view_only_and_never_play_an_illegal_command() {
    let levels = [Level::Easy, Level::Normal, Level::Hard, Level::Hard];
    for seed in 1..=3u64 {
        let mut g = dl_game(seed);
        let mut step = 0u64;
        while !g.is_finished() {
            assert!(step < 20_000, "game {seed} does not end");
            let seat = g.game().waiting_for()[0];
            let level = levels[seat];
            let view = g.bot_view(seat);
            assert_eq!(view.viewer, Viewer::Seat { seat });
            assert_eq!(view, g.game().view(Viewer::Seat { seat }));
            for p in view.players.iter().filter(|p| p.seat != seat) {
                assert!(p.traps.is_none() && p.chosen_orders.is_none() && p.spied.is_none());
            }
            let own =
                dungeon_lords::decide(&view, &Defs::builtin(), level, &mut decision_rng(step))
                    .map(|c| serde_json::to_value(c).expect("a command serializes"));
            let played = g
                .bot_command(seat, level, step)
                .expect("a decision is owed");
            assert_eq!(Some(&played), own.as_ref());
            g.apply(seat, &played)
                .unwrap_or_else(|r| panic!("game {seed}: illegal bot command {played}: {r:?}"));
            step += 1;
        }
    }
}

/// The year plan of the hard level (off by default, docs/bots.md "Fourth pass") and the hard
/// level without its season plan (on by default, "Fifth pass": one order at a time as before)
/// and the season plan's year share of a trap card (off by default, "Sixth pass") and its slot
/// chances from the others' hands with the Lord of Riches title (off by default, "Seventh
/// pass") decide from the seat's own view too and never play an illegal command: a hard seat
/// with each plays whole games against a normal seat.
#[test]
fn the_year_plan_decides_from_the_seat_view_and_plays_legal_commands() {
    let planned = dungeon_lords::Tuning::parse("1,0,1,2,1,1,-2,1,8,10,0,0,2,2,1,1,0")
        .expect("the hard weights with the year plan on");
    assert_eq!(planned.plan_weight, 1.0);
    assert_eq!(dungeon_lords::Tuning::hard().plan_weight, 0.0);
    let season = dungeon_lords::Tuning::parse("1,0,1,2,1,1,-2,1,8,10,0,0,2,2,1,0,0")
        .expect("the hard weights with the season plan off");
    assert_eq!(season.set_weight, 0.0);
    assert_eq!(dungeon_lords::Tuning::hard().set_weight, 1.0);
    let year_card = dungeon_lords::Tuning::parse("1,0,1,2,1,1,-2,1,8,10,0,0,2,2,1,0,1,1")
        .expect("the hard weights with the year share of a trap card on");
    assert_eq!(year_card.year_card_weight, 1.0);
    assert_eq!(dungeon_lords::Tuning::hard().year_card_weight, 0.0);
    let seventh = dungeon_lords::Tuning::parse("1,0,1,2,1,1,-2,1,8,10,0,0,2,2,1,0,1,0,1,1")
        .expect("the hard weights with the hands' slot chances and the riches title on");
    assert_eq!((seventh.hand_slot_weight, seventh.title_weight), (1.0, 1.0));
    let hard = dungeon_lords::Tuning::hard();
    assert_eq!((hard.hand_slot_weight, hard.title_weight), (0.0, 0.0));
    // Eighth pass: the tax the season plan's digging adds is on at the hard level.
    assert_eq!(hard.dig_tax_weight, 0.5);
    let no_dig_tax = dungeon_lords::Tuning::parse("1,0,1,2,1,1,-2,1,8,10,0,0,2,2,1,0,1,0,0,0,0")
        .expect("the hard weights without the digging's tax");
    assert_eq!(no_dig_tax.dig_tax_weight, 0.0);
    let defs = Defs::builtin();
    for seed in 4..=6u64 {
        let seat1 = if seed == 6 { &seventh } else { &year_card };
        let mut g = dl_game(seed);
        let mut step = 0u64;
        while !g.is_finished() {
            assert!(step < 20_000, "game {seed} does not end");
            let seat = g.game().waiting_for()[0];
            let view = g.game().view(Viewer::Seat { seat });
            let mut rng = decision_rng(step);
            let cmd = match seat {
                0 => dungeon_lords::decide(&view, &defs, Level::Normal, &mut rng),
                1 => dungeon_lords::decide_tuned(&view, &defs, Level::Hard, seat1, &mut rng),
                2 => dungeon_lords::decide_tuned(&view, &defs, Level::Hard, &planned, &mut rng),
                _ => dungeon_lords::decide_tuned(&view, &defs, Level::Hard, &season, &mut rng),
            }
            .map(|c| serde_json::to_value(c).expect("a command serializes"))
            .expect("a decision is owed");
            g.apply(seat, &cmd)
                .unwrap_or_else(|r| panic!("game {seed}: illegal bot command {cmd}: {r:?}"));
            step += 1;
        }
    }
}

#[test]
fn welcome_bots_decide_from_their_own_seat_view_only_and_never_play_an_illegal_command() {
    for seed in 1..=20u64 {
        let setup = WelcomeSetup {
            n_players: 4,
            seed,
            ..WelcomeSetup::default()
        };
        let mut g = WelcomeGame::from_game(WelcomeEngine::new(setup).expect("a valid game"));
        let mut step = 0u64;
        while !g.is_finished() {
            assert!(step < 5_000, "game {seed} does not end");
            let seat = g.game().waiting_for()[0];
            let level = Level::ALL[seat % 3];
            let view = g.bot_view(seat);
            assert_eq!(view.viewer, Viewer::Seat { seat });
            assert_eq!(view, g.game().view(Viewer::Seat { seat }));
            let own = welcome::decide(&view, level, &mut decision_rng(step))
                .map(|c| serde_json::to_value(c).expect("a command serializes"));
            let played = g
                .bot_command(seat, level, step)
                .expect("a decision is owed");
            assert_eq!(Some(&played), own.as_ref());
            g.apply(seat, &played)
                .unwrap_or_else(|r| panic!("game {seed}: illegal bot command {played}: {r:?}"));
            step += 1;
        }
    }
}

/// The same game seed and decision seeds give the same game (resume and replay safety).
#[test]
fn bots_are_deterministic_for_a_seed() {
    let play = || {
        let mut g = dl_game(7);
        let mut commands = vec![];
        let mut step = 0u64;
        while !g.is_finished() && step < 400 {
            let seat = g.game().waiting_for()[0];
            let c = g.bot_command(seat, Level::Normal, step).expect("owed");
            g.apply(seat, &c).expect("legal");
            commands.push(c);
            step += 1;
        }
        commands
    };
    assert_eq!(play(), play());
}

/// Seat 0's three orders of year 1's first season from the hard bot, the others played by
/// normal bots; with `block`, seat 0's middle starting tunnel is made a room first (ACT-ROOM-3:
/// no room may be built beside it, so no room fits anywhere).
fn first_orders_of_seat_0(seed: u64, block: bool) -> Vec<engine::dungeon_lords::Action> {
    use engine::dungeon_lords::state::{Pos, Tile, TileKind};
    use engine::dungeon_lords::Command;
    let defs = Defs::builtin();
    let config = Config {
        n_players: 4,
        variant: Variant::Full,
        special_events: true,
        simultaneous: false,
    };
    let mut game = Game::new(config, defs.clone(), seed).expect("a valid game");
    let asks_order = |g: &Game| {
        g.legal_commands(0)
            .iter()
            .any(|c| matches!(c, Command::ChooseOrder { .. }))
    };
    let mut step = 0u64;
    while !asks_order(&game) {
        let seat = game.waiting_for()[0];
        let view = game.view(Viewer::Seat { seat });
        let cmd = dungeon_lords::decide(&view, &defs, Level::Normal, &mut decision_rng(step))
            .expect("a decision");
        game.apply(seat, &cmd).expect("a legal command");
        step += 1;
        assert!(step < 1000, "seat 0 is never asked for its orders");
    }
    if block {
        // A room on the middle starting tunnel: the two tunnels left are beside it.
        let room = (0u16..)
            .find(|r| !game.shop.contains(r))
            .expect("a room instance");
        game.players[0].dungeon.set(
            Pos::new(1, 2),
            Some(Tile {
                kind: TileKind::Room(room),
                conquered: false,
            }),
        );
    }
    let mut orders = vec![];
    while asks_order(&game) {
        let view = game.view(Viewer::Seat { seat: 0 });
        let cmd = dungeon_lords::decide(&view, &defs, Level::Hard, &mut decision_rng(step))
            .expect("a decision");
        if let Command::ChooseOrder { action } = cmd {
            orders.push(action);
        }
        game.apply(0, &cmd).expect("a legal command");
        step += 1;
    }
    orders
}

/// RULE ACT-ROOM-3, ACT-ROOM-4: with every tunnel beside a room no offered room fits, and the
/// hard bot does not spend an order on Build Room (which it often chooses otherwise).
#[test]
fn the_hard_bot_orders_no_build_room_when_no_offered_room_fits() {
    use engine::dungeon_lords::Action;
    let seeds = 1..=12u64;
    let usual = seeds
        .clone()
        .filter(|&s| first_orders_of_seat_0(s, false).contains(&Action::BuildRoom))
        .count();
    assert!(
        usual > 0,
        "the hard bot never ordered Build Room: the test shows nothing"
    );
    for seed in seeds {
        let orders = first_orders_of_seat_0(seed, true);
        assert_eq!(orders.len(), 3, "seed {seed}: {orders:?}");
        assert!(
            !orders.contains(&Action::BuildRoom),
            "seed {seed}: Build Room ordered with no room that fits: {orders:?}"
        );
    }
}

/// RULE ACT-MINE-1, ACT-MINE-3, IMP-1: Mine Gold resolves after Dig Tunnels and a digging imp
/// is used for the season, so a hard seat holding a Mine Gold slot digs no tunnel that would
/// leave fewer unused imps than that slot's permit could put to work (its foreman on slot 3).
#[test]
fn the_hard_bot_keeps_the_imps_its_mine_gold_slot_will_use() {
    use engine::dungeon_lords::state::Minion;
    use engine::dungeon_lords::{Action, Command};
    let defs = Defs::builtin();
    let levels = [Level::Hard, Level::Normal, Level::Normal, Level::Normal];
    let mut checked = 0;
    for seed in 1..=4u64 {
        let mut g = dl_game(seed);
        let mut step = 0u64;
        while !g.is_finished() {
            let seat = g.game().waiting_for()[0];
            let view = g.bot_view(seat);
            let cmd = dungeon_lords::decide(&view, &defs, levels[seat], &mut decision_rng(step))
                .expect("a decision");
            let me = &view.players[seat];
            let mine_slot = view.slots[Action::MineGold.index()]
                .iter()
                .position(|m| matches!(m, Some(Minion::Player { seat: s }) if *s == seat));
            let digging = g
                .game()
                .legal_commands(seat)
                .iter()
                .any(|c| matches!(c, Command::Dig { .. }));
            if let (0, Some(slot), true) = (seat, mine_slot, digging) {
                let free = i32::from(me.imps.saturating_sub(me.busy_imps));
                let tunnels = me
                    .dungeon
                    .iter()
                    .filter(|t| t.kind == "tunnel" && !t.conquered && t.imps == 0)
                    .count() as i32;
                let wanted = [2, 3, 4][slot].min(tunnels + 1) + i32::from(slot == 2);
                if free - 1 < wanted {
                    assert!(
                        !matches!(cmd, Command::Dig { .. }),
                        "game {seed}: dug with {free} imps for Mine Gold slot {slot}"
                    );
                    checked += 1;
                }
            }
            let played = serde_json::to_value(&cmd).expect("a command serializes");
            g.apply(seat, &played).expect("a legal command");
            step += 1;
        }
    }
    assert!(checked > 0, "no game put the rule to the test");
}
