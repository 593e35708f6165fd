//! Setting up a game (SETUP-*, FIRSTGAME-*, FULL-1): card instances, shuffled decks, boards,
//! dummies and the first phase. The seeded RNG is created here and only here.

use super::command::SetupError;
use super::defs::*;
use super::state::*;
use crate::common::Seat;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::sync::Arc;

/// Seeded RNG construction.
pub(crate) trait ChaCha8RngExt {
    fn from_seed_u64(seed: u64) -> Self;
}

impl ChaCha8RngExt for rand_chacha::ChaCha8Rng {
    fn from_seed_u64(seed: u64) -> Self {
        rand_chacha::ChaCha8Rng::seed_from_u64(seed)
    }
}

impl Game {
    /// Sets up a new game (SETUP-*).
    ///
    /// # Errors
    /// [`SetupError`] when the configuration or catalog cannot make a legal game.
    pub fn new(config: Config, defs: Arc<Defs>, seed: u64) -> Result<Game, SetupError> {
        if !(2..=4).contains(&config.n_players) {
            return Err(SetupError::PlayerCount(config.n_players));
        }
        if config.special_events && config.variant == Variant::FirstGame {
            return Err(SetupError::SpecialEventsInFirstGame);
        }
        let mut rng = ChaCha8RngExt::from_seed_u64(seed);
        let mut inst = Instances::default();
        // Build instances in catalog order, then shuffle the stacks (SETUP-5..9).
        let mut monsters_by_year: [Vec<u16>; 2] = [vec![], vec![]];
        for (i, m) in defs.monsters.iter().enumerate() {
            for (y, copies) in m.copies.iter().enumerate() {
                for _ in 0..*copies {
                    monsters_by_year[y].push(inst.monsters.len() as u16);
                    inst.monsters.push(i as u8);
                }
            }
        }
        let mut rooms_by_year: [Vec<u16>; 2] = [vec![], vec![]];
        for (i, r) in defs.rooms.iter().enumerate() {
            let y = if r.year == 2 { 1 } else { 0 };
            rooms_by_year[y].push(inst.rooms.len() as u16);
            inst.rooms.push(i as u8);
        }
        let mut advs_by_year: [Vec<u16>; 2] = [vec![], vec![]];
        let mut paladins = [None, None];
        for (i, a) in defs.adventurers.iter().enumerate() {
            let y = if a.year == 2 { 1 } else { 0 };
            for _ in 0..a.copies.max(1) {
                let id = inst.adventurers.len() as u16;
                inst.adventurers.push(i as u8);
                if a.class == AdventurerClass::Paladin {
                    paladins[y] = Some(id);
                } else {
                    advs_by_year[y].push(id);
                }
            }
        }
        let (Some(paladin_1), Some(paladin_2)) = (paladins[0], paladins[1]) else {
            return Err(SetupError::Catalog("two paladins are needed".into()));
        };
        let mut traps = vec![];
        for (i, t) in defs.traps.iter().enumerate() {
            for _ in 0..t.copies {
                traps.push(inst.traps.len() as u16);
                inst.traps.push(i as u8);
            }
        }
        let mut combat_by_year: [Vec<u16>; 2] = [vec![], vec![]];
        for (i, c) in defs.combat_cards.iter().enumerate() {
            let y = if c.year == 2 { 1 } else { 0 };
            combat_by_year[y].push(inst.combat_cards.len() as u16);
            inst.combat_cards.push(i as u8);
        }
        let mut events = vec![];
        for i in 0..defs.special_events.len() {
            events.push(inst.special_events.len() as u16);
            inst.special_events.push(i as u8);
        }
        let needed_adv = if config.n_players == 4 { 12 } else { 9 };
        for y in 0..2 {
            if monsters_by_year[y].len() < 12 || rooms_by_year[y].len() < 8 {
                return Err(SetupError::Catalog(format!(
                    "year {} needs at least 12 monsters and 8 rooms (CAT-11)",
                    y + 1
                )));
            }
            if advs_by_year[y].len() < needed_adv + 2 || combat_by_year[y].len() < 4 {
                return Err(SetupError::Catalog(format!(
                    "year {} needs enough adventurers and at least 4 combat cards (CAT-11)",
                    y + 1
                )));
            }
        }
        if config.special_events && events.len() < 2 {
            return Err(SetupError::Catalog(
                "at least 2 special events are needed".into(),
            ));
        }
        // RULE SETUP-7, SETUP-8: each year's group shuffled separately, silver on top of gold.
        for v in monsters_by_year.iter_mut().chain(rooms_by_year.iter_mut()) {
            v.shuffle(&mut rng);
        }
        let mut monster_stack = monsters_by_year[1].clone();
        monster_stack.extend(&monsters_by_year[0]);
        let mut room_stack = rooms_by_year[1].clone();
        room_stack.extend(&rooms_by_year[0]);
        for v in advs_by_year.iter_mut() {
            v.shuffle(&mut rng);
        }
        traps.shuffle(&mut rng);
        // RULE SETUP-5, SETUP-6: 4 of 9 combat cards per year, the rest to the box unseen.
        let mut city = vec![];
        let mut next_year_combat = vec![];
        for (y, v) in combat_by_year.iter_mut().enumerate() {
            v.shuffle(&mut rng);
            let four: Vec<u16> = v.iter().take(4).copied().collect();
            if y == 0 {
                city = four;
            } else {
                next_year_combat = four;
            }
        }
        let mut special_events = [None, None];
        if config.special_events {
            events.shuffle(&mut rng);
            special_events = [Some(events[0]), Some(events[1])];
        }
        let mut event_tiles = [EventTile::Payday, EventTile::Taxes, EventTile::SpecialEvent];
        event_tiles.shuffle(&mut rng);
        // SETUP-1: a random starting player.
        let starting_player = (rand::Rng::gen_range(&mut rng, 0..config.n_players)) as Seat;
        let mut dungeon = Dungeon::default();
        for r in 0..3 {
            // RULE SETUP-14, DUNGEON-1: three tunnels down from the entrance.
            dungeon.set(
                Pos::new(r, 2),
                Some(Tile {
                    kind: TileKind::Tunnel,
                    conquered: false,
                }),
            );
        }
        let player = Player {
            evil: EVIL_START,
            food: 3,
            gold: 3,
            imps: 3,
            busy_imps: 0,
            busy_trolls: 0,
            foreman: false,
            mined: vec![],
            imps_on: vec![],
            room_uses: vec![],
            dungeon,
            monsters: vec![],
            traps: vec![],
            hand: Action::ALL.to_vec(),
            inaccessible: vec![],
            played: vec![],
            minions_home: 3,
            party: vec![],
            prison: vec![],
            dead_letters: 0,
            spied: vec![],
        };
        let n_dummies = 4 - config.n_players.max(2);
        let n_dummies = if config.n_players == 4 { 0 } else { n_dummies };
        let mut game = Game {
            defs,
            config: config.clone(),
            rng,
            inst,
            year: 1,
            season: Season::Winter,
            starting_player,
            players: vec![player; config.n_players],
            dummies: vec![],
            dummy_evil: (config.n_players == 2).then_some(EVIL_START),
            slots: [[None; 3]; 8],
            inn: vec![],
            shop: vec![],
            monster_stack,
            room_stack,
            adventurer_stacks: advs_by_year,
            next_adventurers: vec![],
            trap_deck: traps,
            trap_discard: vec![],
            discarded_monsters: vec![],
            discarded_rooms: vec![],
            distant_adventurers: vec![],
            city,
            next_year_combat,
            special_events,
            event_tiles,
            events_revealed: 0,
            paladin: (paladin_1, PaladinAt::Tent),
            paladin_2,
            phase: Phase::Taxes { queue: vec![] },
            log: vec![],
            n_commands: 0,
            takebacks: vec![(0, 0); config.n_players],
            rules: RulesVersion::NEWEST,
            training: None,
        };
        // RULE SETUP-16, SETUP-17: dummy colours with 3 face-up inaccessible cards and a deck of 5.
        for d in 0..n_dummies {
            let mut deck = Action::ALL.to_vec();
            deck.shuffle(&mut game.rng);
            let inaccessible = deck.split_off(5);
            let handler = (config.n_players == 2).then_some(d);
            game.dummies.push(Dummy {
                deck,
                inaccessible,
                handler,
                ..Dummy::default()
            });
        }
        game.public(LogEvent::GameBegins {
            n: config.n_players,
            variant: config.variant,
            who: Who(starting_player),
        });
        match config.variant {
            Variant::FirstGame => {
                // RULE FIRSTGAME-1: two random cards face up.
                for s in 0..config.n_players {
                    let mut cards = Action::ALL.to_vec();
                    cards.shuffle(&mut game.rng);
                    let inacc: Vec<Action> = cards.split_off(6);
                    game.set_inaccessible(s, &inacc);
                }
                game.start_season();
            }
            Variant::Full => {
                // RULE FULL-1: draw 3, keep 2 secretly as inaccessible.
                let mut drawn = vec![];
                for _ in 0..config.n_players {
                    let mut cards = Action::ALL.to_vec();
                    cards.shuffle(&mut game.rng);
                    cards.truncate(3);
                    drawn.push(cards);
                }
                game.phase = Phase::InitialOrders {
                    drawn,
                    chosen: vec![None; config.n_players],
                };
            }
        }
        Ok(game)
    }

    pub(crate) fn set_inaccessible(&mut self, seat: Seat, cards: &[Action]) {
        let p = &mut self.players[seat];
        p.inaccessible = cards.to_vec();
        p.hand = Action::ALL
            .iter()
            .copied()
            .filter(|a| !cards.contains(a))
            .collect();
    }
}
