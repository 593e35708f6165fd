//! The phase machine of a Dungeon Lords game: setup, the building seasons, events, adventurers,
//! the year transition, and the hand-over to combat and scoring. Owns `Command`, `RuleError` and
//! the single legality source `legal_commands`; `apply` accepts exactly what it lists.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

use super::defs::{
    Action, AdventurerClass, MonsterKind, Production, RoomFunction, SpecialEventKind,
};
use super::state::*;
use super::Defs;
use crate::common::Seat;

/// Everything a seat can tell the engine. Wire form: `{"type": "choose_order", "action": "dig_tunnels"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// FULL-1: keep these two of the three drawn cards as the initial inaccessible orders.
    ChooseInaccessible {
        /// The two cards made inaccessible.
        cards: [Action; 2],
    },
    /// ORDERS-3: put this card from hand on the next free order slot (1st, 2nd, then 3rd).
    ChooseOrder {
        /// The order card.
        action: Action,
    },
    /// DUMMY2-3: secretly pick your dummy's third order from its hand.
    ChooseDummyOrder {
        /// The dummy's order card.
        action: Action,
    },
    /// Take back the orders chosen so far this season (before all are chosen).
    ClearOrders,
    /// Perform the action on your slot as shown (pay, then gain).
    Perform,
    /// Improve Reputation slots 1 and 3: perform and spy on combat card `card` (0 = round 1).
    PerformAndSpy {
        /// Index of the face-down combat card in the city, 0..4.
        card: u8,
    },
    /// EXEC-3: do not perform; the minion goes onto its order card.
    Decline,
    /// ACT-DIG: dig one tunnel here.
    Dig {
        /// Where.
        pos: Pos,
    },
    /// ACT-MINE: put one imp to mine this unconquered tunnel.
    Mine {
        /// Where.
        pos: Pos,
    },
    /// Stop digging or mining: the permit is used as far as it went.
    StopWork,
    /// ACT-TRAP-3: discard this trap card (year 2, after buying).
    DiscardTrap {
        /// Trap instance id.
        trap: u16,
    },
    /// ACT-MON-2: hire this monster from the Underground Inn.
    Hire {
        /// Monster instance id.
        monster: u16,
        /// Golem: the trap card discarded as part of the cost.
        #[serde(default)]
        pay_trap: Option<u16>,
        /// Demon: the monster discarded as part of the cost.
        #[serde(default)]
        feed: Option<u16>,
    },
    /// ACT-ROOM-3: build this room from the room shop on this unconquered tunnel.
    Build {
        /// Room instance id.
        room: u16,
        /// The tunnel square it replaces.
        pos: Pos,
    },
    /// PROD-2: use the production room on `pos` once, with `trolls` troll tokens among the
    /// workers; a Tool Shed also names the square it digs.
    UseRoom {
        /// The room's square.
        pos: Pos,
        /// Troll tokens used instead of imps.
        trolls: u8,
        /// Tool Shed only: where the new tunnel goes.
        #[serde(default)]
        dig: Option<Pos>,
    },
    /// RETRIEVE-2: take back this played card (the 1st, or one with your minion on it). Ends
    /// your production and retrieval.
    Retrieve {
        /// The card taken back.
        action: Action,
    },
    /// EVENT-PAYDAY-1: pay this monster's salary (golem: with `pay_trap`; demon: with `feed`).
    PayMonster {
        /// Monster instance id.
        monster: u16,
        /// Golem: trap card discarded.
        #[serde(default)]
        pay_trap: Option<u16>,
        /// Demon: the monster fed to it.
        #[serde(default)]
        feed: Option<u16>,
    },
    /// EVENT-PAYDAY-2: release this monster (+1 evil).
    ReleaseMonster {
        /// Monster instance id.
        monster: u16,
    },
    /// EVENT-TAX-3: pay this much of the tax; each unpaid gold is a dead letter.
    PayTax {
        /// Gold paid.
        gold: u8,
    },
    /// Witch Hunt: discard this monster.
    SacrificeMonster {
        /// Monster instance id.
        monster: u16,
    },
    /// Witch Hunt: gain 3 evil instead.
    AcceptEvil,
    /// Monster Strike: pay 1 food for this monster.
    PayStrike {
        /// Monster instance id.
        monster: u16,
    },
    /// Monster Strike: let this monster strike.
    LetStrike {
        /// Monster instance id.
        monster: u16,
    },
    /// VIP Visit: pay 1 gold to lose 1 evil.
    PayVip,
    /// VIP Visit: do not pay.
    SkipVip,
    /// Earthquake: this tile collapses (becomes conquered).
    Collapse {
        /// Where.
        pos: Pos,
    },
    /// COMBAT-PLAN-2: the party attacks this tile (one of the equally near unconquered tiles).
    ChooseTarget {
        /// The target tile.
        pos: Pos,
    },
    /// COMBAT-PLAN-4: put this trap card face down on the target tile.
    PlanTrap {
        /// Trap instance id.
        trap: u16,
    },
    /// COMBAT-PLAN-4, COMBAT-PLAN-5: commit this face-up monster or ghost to the battle.
    PlanMonster {
        /// Monster instance id.
        monster: u16,
    },
    /// Take back the traps and monsters planned so far this round (the target stays).
    ResetPlan,
    /// COMBAT-PLAN-8: this round's plan is complete.
    FinishPlanning,
    /// COMBAT-END-4: free this prisoner to the Distant Lands (nothing left to conquer).
    ReleasePrisoner {
        /// Adventurer instance id.
        adventurer: u16,
    },
    /// COMBAT-TRAP-5, ROOM-LAB-2: use this of the two planned traps first.
    UseTrap {
        /// Trap instance id.
        trap: u16,
    },
    /// TRAP-NOTE-1, TRAP-NOTE-2: aim the revealed dart at this adventurer.
    AimTrap {
        /// Adventurer instance id (`65535` = the illusion).
        adventurer: u16,
    },
    /// COMBAT-MON-1, COMBAT-MON-2: this committed monster or ghost attacks now.
    Attack {
        /// Monster instance id.
        monster: u16,
        /// Which of its attacks.
        option: super::combat::AttackOption,
        /// The adventurer hit by an "any target" attack.
        #[serde(default)]
        target: Option<u16>,
    },
    /// SPELL-4 (Suggestion): withdraw this monster to the lair face up.
    Withdraw {
        /// Monster instance id.
        monster: u16,
    },
    /// SPELL (Word of Peace): withdraw all committed monsters.
    WithdrawAll,
    /// SPELL (Aura of Fear, Metamorphosis, Dimensional Gate): the spell affects this monster.
    ChooseMonster {
        /// Monster instance id.
        monster: u16,
    },
}

/// Why a command was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The seat owes no decision now.
    #[error("it is not your turn to decide (rule {rule})")]
    NotYourTurn {
        /// The rule that orders decisions now.
        rule: &'static str,
    },
    /// The command breaks a rule.
    #[error("{message} (rule {rule})")]
    Illegal {
        /// The rule ID from the reference.
        rule: &'static str,
        /// Lower-case explanation.
        message: String,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
}

impl RuleError {
    /// The rule ID, when there is one.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            RuleError::NotYourTurn { rule } | RuleError::Illegal { rule, .. } => Some(rule),
            RuleError::GameOver => None,
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Player count outside 2..=4 (GAME-1).
    #[error("a game needs 2 to 4 players, not {0} (rule GAME-1)")]
    PlayerCount(usize),
    /// Special events need the full game (FIRSTGAME-2).
    #[error("special events are used only in the full game (rule FIRSTGAME-2)")]
    SpecialEventsInFirstGame,
    /// The catalog cannot supply a legal game.
    #[error("the catalog cannot supply this game: {0}")]
    Catalog(String),
}

/// A decision being made while an action slot resolves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExecSub {
    /// Perform or decline.
    Choose,
    /// Digging under a permit.
    Digging {
        /// Tunnels dug so far.
        dug: u8,
        /// Permit size.
        max: u8,
        /// Slot 3: a foreman is needed (ACT-DIG-3).
        foreman: bool,
    },
    /// Mining under a permit.
    Mining {
        /// Imps mining so far.
        mined: u8,
        /// Permit size.
        max: u8,
        /// Slot 3: a foreman is needed (ACT-MINE-1).
        foreman: bool,
    },
    /// Year 2 Buy Traps: discard one trap (ACT-TRAP-3).
    DiscardTrap,
}

/// The slot being resolved and the decision owed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExecPending {
    /// The deciding seat.
    pub seat: Seat,
    /// The action space.
    pub action: Action,
    /// Slot index 0..3 (slot number − 1).
    pub slot: usize,
    /// The decision.
    pub sub: ExecSub,
}

/// Payday bookkeeping for the seat deciding now (EVENT-PAYDAY-4, DECISION D8).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PaydayState {
    /// The deciding seat.
    pub seat: Seat,
    /// Monsters still to decide, in decision order (demons, golems, then the rest).
    pub undecided: Vec<u16>,
    /// Kept monsters.
    pub kept: Vec<u16>,
    /// Released monsters.
    pub released: Vec<u16>,
    /// Monsters fed to demons (not released, no evil, D9).
    pub fed: Vec<u16>,
    /// Traps set aside to pay golems.
    pub traps: Vec<u16>,
    /// Food, gold and evil committed so far.
    pub food: u8,
    /// Gold committed.
    pub gold: u8,
    /// Evil committed.
    pub evil: u8,
}

/// Special event bookkeeping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecialState {
    /// Which event.
    pub kind: SpecialEventKind,
    /// Seats still to decide, in turn order (front first).
    pub queue: Vec<Seat>,
    /// Monster Strike: monsters of the front seat still to decide.
    pub undecided: Vec<u16>,
    /// Earthquake: tiles collapsed so far by the front seat.
    pub collapsed: u8,
}

/// Production-phase effects that touch shared state, applied in turn order (GAME-5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deferred {
    /// Draw this many traps (Workshop).
    DrawTraps(u8),
    /// Lose this much evil (Printing Press).
    LoseEvil(u8),
}

/// Where the game stands.
#[derive(Clone, Debug)]
pub enum Phase {
    /// FULL-1: each seat keeps 2 of 3 drawn cards as inaccessible, secretly and at once.
    InitialOrders {
        /// The 3 cards each seat drew.
        drawn: Vec<Vec<Action>>,
        /// Each seat's choice, once made.
        chosen: Vec<Option<[Action; 2]>>,
    },
    /// ORDERS-3: secret, simultaneous choice of 3 orders (and, with 2 players, a dummy order).
    Orders {
        /// Cards chosen so far per seat, in slot order.
        picks: Vec<Vec<Action>>,
    },
    /// EXEC-*: resolving action spaces in board order.
    Execute {
        /// Action space index 0..8.
        space: usize,
        /// Resolution step 0..3 within the space.
        step: usize,
        /// The decision owed, if the current slot awaits one.
        pending: Option<ExecPending>,
    },
    /// PROD-*, RETRIEVE-*: production and order retrieval.
    Production {
        /// Seats still to act, in turn order.
        queue: Vec<Seat>,
        /// D24 option: all act at once on private drafts.
        drafts: Vec<Option<(Box<Player>, Vec<Deferred>)>>,
    },
    /// EVENT-PAYDAY.
    Payday {
        /// Seats still to decide after the current one, in turn order.
        queue: Vec<Seat>,
        /// The current seat's decisions.
        state: PaydayState,
    },
    /// EVENT-TAX.
    Taxes {
        /// Seats still to pay, in turn order; the front one decides.
        queue: Vec<Seat>,
    },
    /// EVENT-SPECIAL.
    Special(SpecialState),
    /// COMBAT-*.
    Combat(Box<super::combat::CombatState>),
    /// SCORE-*: the game is over.
    Finished(Box<super::scoring::FinalResult>),
}

fn illegal(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::Illegal {
        rule,
        message: message.into(),
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
        game.public(format!(
            "A {}-player {} game begins; seat {} holds the starting-player token.",
            config.n_players,
            if config.variant == Variant::Full {
                "full"
            } else {
                "first"
            },
            starting_player + 1
        ));
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

    fn set_inaccessible(&mut self, seat: Seat, cards: &[Action]) {
        let p = &mut self.players[seat];
        p.inaccessible = cards.to_vec();
        p.hand = Action::ALL
            .iter()
            .copied()
            .filter(|a| !cards.contains(a))
            .collect();
    }

    /// Number of players.
    pub fn n_players(&self) -> usize {
        self.players.len()
    }

    /// Seats in turn order from the starting player (DOC-4).
    pub fn turn_order(&self) -> Vec<Seat> {
        let n = self.n_players();
        (0..n).map(|i| (self.starting_player + i) % n).collect()
    }

    /// Position of `seat` in turn order (0 = starting player).
    pub fn turn_pos(&self, seat: Seat) -> usize {
        let n = self.n_players();
        (seat + n - self.starting_player) % n
    }

    pub(crate) fn public(&mut self, text: String) {
        self.log.push(LogEntry {
            public: Some(text),
            private: None,
        });
    }

    pub(crate) fn private(&mut self, seat: Seat, text: String, public: Option<String>) {
        self.log.push(LogEntry {
            public,
            private: Some((seat, text)),
        });
    }

    /// A seat's display name in log lines.
    pub fn seat_name(&self, seat: Seat) -> String {
        // Built by hand: this runs for nearly every command and log line, and `format!` costs
        // several times more than the push below for the one-digit seats a game has.
        match u8::try_from(seat + 1) {
            Ok(n @ 1..=9) => {
                let mut s = String::with_capacity(6);
                s.push_str("Seat ");
                s.push(char::from(b'0' + n));
                s
            }
            _ => format!("Seat {}", seat + 1),
        }
    }

    /// Whether the game has ended.
    pub fn is_finished(&self) -> bool {
        matches!(self.phase, Phase::Finished(_))
    }

    // ---------------------------------------------------------------------------------------
    // Evil and the paladin

    /// Moves `seat`'s marker by `delta` as a gain or loss (EVIL-2..4), then checks the paladin.
    pub(crate) fn change_evil(&mut self, seat: Seat, delta: i8) {
        let p = &mut self.players[seat];
        let new = (p.evil as i8 + delta).clamp(EVIL_MIN as i8, EVIL_MAX as i8) as u8;
        p.evil = new;
        self.check_paladin();
    }

    /// Whether `seat` can pay `evil` as a cost (COST-4 full game; COST-5 first game).
    pub fn can_pay_evil(&self, seat: Seat, evil: u8) -> bool {
        evil == 0
            || self.config.variant == Variant::FirstGame
            || self.players[seat].evil + evil <= EVIL_MAX
    }

    /// Pays `evil` as a cost (COST-3): moves up, capped in the first game (COST-5).
    pub(crate) fn pay_evil(&mut self, seat: Seat, evil: u8) {
        if evil > 0 {
            self.change_evil(seat, evil as i8);
        }
    }

    /// PALADIN-3..6: the paladin arrives at or moves to the most evil qualifying player.
    pub(crate) fn check_paladin(&mut self) {
        let (pal, at) = self.paladin;
        let host_evil = match at {
            PaladinAt::Tent => None,
            PaladinAt::Party { seat } => Some(self.players[seat].evil),
            PaladinAt::Prison { .. } | PaladinAt::Gone => return,
        };
        // RULE PALADIN-12: only players' markers count, never the dummy's.
        let mut best: Option<Seat> = None;
        for s in 0..self.n_players() {
            let e = self.players[s].evil;
            if e < EVIL_PALADIN {
                continue;
            }
            if let (Some(h), PaladinAt::Party { seat }) = (host_evil, at) {
                if s == seat || e <= h {
                    continue;
                }
            }
            best = match best {
                None => Some(s),
                Some(b) => {
                    let be = self.players[b].evil;
                    // RULE PALADIN-6: most evil; among equals the least nice (latest in turn order).
                    if e > be || (e == be && self.turn_pos(s) > self.turn_pos(b)) {
                        Some(s)
                    } else {
                        Some(b)
                    }
                }
            };
        }
        let Some(to) = best else { return };
        let mut member = PartyMember {
            id: pal,
            damage: 0,
            bonus_hp: 0,
        };
        if let PaladinAt::Party { seat } = at {
            if let Some(i) = self.players[seat].party.iter().position(|m| m.id == pal) {
                member = self.players[seat].party.remove(i);
            }
            self.public(format!(
                "The paladin leaves {} for the more evil {}.",
                self.seat_name(seat),
                self.seat_name(to)
            ));
        } else {
            self.public(format!(
                "The paladin leaves his tent for {}.",
                self.seat_name(to)
            ));
        }
        self.paladin.1 = PaladinAt::Party { seat: to };
        insert_paladin(&mut self.players[to].party, member);
        if let Phase::Combat(_) = self.phase {
            super::combat::on_paladin_moved(self, at, to);
        }
    }

    // ---------------------------------------------------------------------------------------
    // Seasons

    fn draw_trap(&mut self, seat: Seat) -> Option<u16> {
        // RULE ACT-TRAP-5: an exhausted deck is not reshuffled.
        let t = self.trap_deck.pop()?;
        self.players[seat].traps.push(t);
        let name = self.defs.trap(&self.inst, t).name.clone();
        self.private(
            seat,
            format!("You drew the trap {name}."),
            Some(format!("{} drew a trap.", self.seat_name(seat))),
        );
        Some(t)
    }

    /// NEWSEASON-*, then the dummy orders and the order choice.
    pub(crate) fn start_season(&mut self) {
        let season_name = format!("{:?}", self.season).to_lowercase();
        self.public(format!("Year {}, {season_name} begins.", self.year));
        // RULE NEWSEASON-1: leftover offer is discarded.
        let inn = std::mem::take(&mut self.inn);
        self.discarded_monsters.extend(inn);
        let shop = std::mem::take(&mut self.shop);
        self.discarded_rooms.extend(shop);
        // RULE NEWSEASON-2: 3 monsters and 2 rooms.
        for _ in 0..3 {
            if let Some(m) = self.monster_stack.pop() {
                self.inn.push(m);
            }
        }
        for _ in 0..2 {
            if let Some(r) = self.room_stack.pop() {
                self.shop.push(r);
            }
        }
        // RULE NEWSEASON-4: forecast for the next season, except in autumn.
        if self.season != Season::Autumn {
            self.draw_adventurers();
            self.events_revealed = self.season.index() + 1;
            let tile = self.event_tiles[self.season.index()];
            self.public(format!("Next season's event: {tile:?}."));
        }
        for p in self.players.iter_mut() {
            p.played.clear();
            p.minions_home = 3;
        }
        self.slots = [[None; 3]; 8];
        self.dummy_orders();
        let n = self.n_players();
        self.phase = Phase::Orders {
            picks: vec![vec![]; n],
        };
    }

    /// ADV-DRAW-1..3.
    fn draw_adventurers(&mut self) {
        let y = (self.year - 1) as usize;
        let count = if self.n_players() == 4 { 4 } else { 3 };
        let mut row: Vec<u16> = vec![];
        for _ in 0..count {
            if let Some(a) = self.adventurer_stacks[y].pop() {
                row.push(a);
            }
        }
        // RULE ADV-DRAW-3: all the same glyph: the last drawn goes to the bottom, draw again.
        let mut guard = 0;
        while row.len() > 1 && guard < 32 {
            let lvl = |g: &Game, a: u16| g.defs.adventurer(&g.inst, a).level;
            let first = lvl(self, row[0]);
            if row.iter().any(|&a| lvl(self, a) != first) {
                break;
            }
            let Some(last) = row.pop() else { break };
            self.adventurer_stacks[y].insert(0, last);
            match self.adventurer_stacks[y].pop() {
                Some(a) => row.push(a),
                None => break,
            }
            guard += 1;
        }
        // RULE ADV-DRAW-2: stable sort, weakest first.
        let defs = Arc::clone(&self.defs);
        row.sort_by_key(|&a| defs.adventurer(&self.inst, a).level);
        let names: Vec<String> = row
            .iter()
            .map(|&a| defs.adventurer(&self.inst, a).name.clone())
            .collect();
        self.public(format!(
            "Adventurers for next season: {}.",
            names.join(", ")
        ));
        // RULE ADV-DRAW-1, ADV-ASSIGN-1: the row is laid out behind this season's row, which is
        // still waiting for this season's adventurers phase.
        self.next_adventurers.extend(row);
    }

    /// DUMMY3-2..3 and DUMMY2-2: random dummy orders before players choose.
    fn dummy_orders(&mut self) {
        let two = self.n_players() == 2;
        for d in 0..self.dummies.len() {
            let mut deck = std::mem::take(&mut self.dummies[d].deck);
            deck.shuffle(&mut self.rng);
            let k = if two { 2 } else { 3 };
            let revealed: Vec<Action> = deck.split_off(deck.len() - k);
            let dummy = &mut self.dummies[d];
            dummy.revealed = revealed.clone();
            dummy.chosen = None;
            if two {
                // RULE DUMMY2-3: the other 3 deck cards are its handler's to choose from.
                dummy.hand = deck;
            } else {
                // RULE DUMMY3-2: the old inaccessible cards go back into the deck.
                let old = std::mem::take(&mut dummy.inaccessible);
                deck.extend(old);
                dummy.deck = deck;
                dummy.inaccessible = revealed.clone();
            }
            for a in &revealed {
                // RULE DUMMY3-3, DUMMY2-2, D21: slot 2, else slot 3.
                let sp = a.index();
                let slot = [1usize, 2]
                    .into_iter()
                    .find(|&s| self.slots[sp][s].is_none());
                if let Some(s) = slot {
                    self.slots[sp][s] = Some(Minion::Dummy { dummy: d });
                }
            }
            let names: Vec<&str> = revealed.iter().map(|a| a.name()).collect();
            self.public(format!("Dummy {} reveals {}.", d + 1, names.join(", ")));
        }
    }

    /// After every seat chose: DUMMY2-4/5 and the three waves of ORDERS-4.
    fn reveal_orders(&mut self, picks: Vec<Vec<Action>>) {
        for (s, cards) in picks.into_iter().enumerate() {
            let p = &mut self.players[s];
            p.hand.retain(|a| !cards.contains(a));
            p.played = cards
                .into_iter()
                .map(|action| PlayedOrder {
                    action,
                    minion_on_card: false,
                    revealed: false,
                })
                .collect();
        }
        if self.n_players() == 2 {
            for d in 0..self.dummies.len() {
                let Some(chosen) = self.dummies[d].chosen else {
                    continue;
                };
                // RULE DUMMY2-4, D21: a chosen dummy card takes the lowest free slot from 1.
                let sp = chosen.index();
                if let Some(s) = (0..3).find(|&s| self.slots[sp][s].is_none()) {
                    self.slots[sp][s] = Some(Minion::Dummy { dummy: d });
                }
                self.public(format!(
                    "Dummy {}'s chosen order: {}.",
                    d + 1,
                    chosen.name()
                ));
                // RULE DUMMY2-5: deck = old inaccessible + 2 unused hand cards.
                let dummy = &mut self.dummies[d];
                let mut deck = std::mem::take(&mut dummy.inaccessible);
                deck.extend(dummy.hand.iter().copied().filter(|a| *a != chosen));
                dummy.hand.clear();
                dummy.deck = deck;
                let mut inacc = dummy.revealed.clone();
                inacc.push(chosen);
                dummy.inaccessible = inacc;
            }
        }
        let order = self.turn_order();
        for wave in 0..3 {
            for &s in &order {
                let action = self.players[s].played[wave].action;
                self.players[s].played[wave].revealed = true;
                let sp = action.index();
                let free = (0..3).find(|&k| self.slots[sp][k].is_none());
                let name = self.seat_name(s);
                // RULE FULL-4, D23, D26: Hire Monster as the 1st order costs 1 gold when a slot is free.
                if wave == 0
                    && action == Action::HireMonster
                    && self.config.variant == Variant::Full
                    && free.is_some()
                {
                    if self.players[s].gold == 0 {
                        self.players[s].played[wave].minion_on_card = true;
                        self.players[s].minions_home -= 1;
                        self.public(format!(
                            "{name} reveals Hire Monster first but has no gold: the order is blocked."
                        ));
                        continue;
                    }
                    self.players[s].gold -= 1;
                    self.public(format!("{name} pays 1 gold to hire as the first order."));
                }
                self.players[s].minions_home -= 1;
                match free {
                    Some(k) => {
                        // RULE ORDERS-4: lowest free slot.
                        self.slots[sp][k] = Some(Minion::Player { seat: s });
                        self.public(format!(
                            "{name} places a minion on {}, slot {}.",
                            action.name(),
                            k + 1
                        ));
                    }
                    None => {
                        // RULE ORDERS-5: blocked.
                        self.players[s].played[wave].minion_on_card = true;
                        self.public(format!("{name}'s {} order is blocked.", action.name()));
                    }
                }
            }
        }
        self.phase = Phase::Execute {
            space: 0,
            step: 0,
            pending: None,
        };
        self.advance_execute();
    }

    /// The minion of `seat` on `action` goes onto its order card (EXEC-3).
    fn minion_to_card(&mut self, seat: Seat, action: Action) {
        if let Some(o) = self.players[seat]
            .played
            .iter_mut()
            .find(|o| o.action == action)
        {
            o.minion_on_card = true;
        }
    }

    /// EXEC-1..2: walks the slots until one needs a decision.
    fn advance_execute(&mut self) {
        loop {
            let Phase::Execute {
                space,
                step,
                pending,
            } = &mut self.phase
            else {
                return;
            };
            if pending.is_some() {
                return;
            }
            if *space >= 8 {
                self.start_production();
                return;
            }
            let action = Action::from_index(*space);
            let slot = if action.is_reverse() {
                2 - *step
            } else {
                *step
            };
            *step += 1;
            if *step >= 3 {
                *step = 0;
                *space += 1;
            }
            let Some(minion) = self.slots[action.index()][slot].take() else {
                continue;
            };
            match minion {
                Minion::Dummy { .. } => {} // RULE EXEC-7
                Minion::Player { seat } => {
                    if self.can_perform(seat, action, slot) {
                        if let Phase::Execute { pending, .. } = &mut self.phase {
                            *pending = Some(ExecPending {
                                seat,
                                action,
                                slot,
                                sub: ExecSub::Choose,
                            });
                        }
                        // Keep the minion visible on its slot while its owner decides.
                        self.slots[action.index()][slot] = Some(minion);
                        return;
                    }
                    // RULE EXEC-3: a player who cannot pay must decline.
                    self.minion_to_card(seat, action);
                    self.public(format!(
                        "{} cannot use {} slot {}; the minion returns to its order card.",
                        self.seat_name(seat),
                        action.name(),
                        slot + 1
                    ));
                }
            }
        }
    }

    /// Whether `seat` can perform `action` from `slot` at all (EXEC-3, COST-2).
    fn can_perform(&self, seat: Seat, action: Action, slot: usize) -> bool {
        let p = &self.players[seat];
        match (action, slot) {
            (Action::GetFood, 0) => p.gold >= 1,
            (Action::GetFood, 1) => self.can_pay_evil(seat, 1),
            (Action::GetFood, _) => self.can_pay_evil(seat, 2),
            (Action::ImproveReputation, 2) => p.gold >= 1,
            (Action::ImproveReputation, _) => true,
            (Action::DigTunnels, s) => {
                let need = if s == 2 { 2 } else { 1 };
                p.free_imps() >= need && Pos::all().any(|q| p.dungeon.can_dig(q))
            }
            (Action::MineGold, s) => {
                let need = if s == 2 { 2 } else { 1 };
                p.free_imps() >= need && !self.mineable(seat).is_empty()
            }
            (Action::RecruitImps, 0) => p.food >= 1,
            (Action::RecruitImps, 1) => p.food >= 2,
            (Action::RecruitImps, _) => p.food >= 1 && p.gold >= 1,
            (Action::BuyTraps, 0) => p.gold >= 1,
            (Action::BuyTraps, 1) => true,
            (Action::BuyTraps, _) => p.gold >= 2,
            (Action::HireMonster, s) => !self.hire_options(seat, s).is_empty(),
            (Action::BuildRoom, s) => {
                (s == 0 || p.gold >= 1) && !self.build_options(seat).is_empty()
            }
        }
    }

    fn mineable(&self, seat: Seat) -> Vec<Pos> {
        let p = &self.players[seat];
        p.dungeon
            .tiles()
            .filter(|(q, t)| {
                // RULE ACT-MINE-2, DUNGEON-6, DUNGEON-7: unconquered tunnels only, one miner each.
                t.kind == TileKind::Tunnel && !t.conquered && !p.mined.contains(q)
            })
            .map(|(q, _)| q)
            .collect()
    }

    /// Commands that hire a monster from `slot`, with every way to pay special costs.
    fn hire_options(&self, seat: Seat, slot: usize) -> Vec<Command> {
        let p = &self.players[seat];
        let extra_food = if slot == 2 { 1 } else { 0 }; // RULE ACT-MON-3
        let mut out = vec![];
        for &m in &self.inn {
            let cost = self.defs.monster(&self.inst, m).cost;
            if p.food < cost.food + extra_food
                || p.gold < cost.gold
                || !self.can_pay_evil(seat, cost.evil)
            {
                continue;
            }
            let traps: Vec<Option<u16>> = if cost.trap {
                p.traps.iter().map(|&t| Some(t)).collect()
            } else {
                vec![None]
            };
            let feeds: Vec<Option<u16>> = if cost.monster {
                p.monsters
                    .iter()
                    .filter(|o| !self.defs.monster(&self.inst, o.id).kind.is_ghost())
                    .map(|o| Some(o.id))
                    .collect()
            } else {
                vec![None]
            };
            for &t in &traps {
                for &f in &feeds {
                    out.push(Command::Hire {
                        monster: m,
                        pay_trap: t,
                        feed: f,
                    });
                }
            }
        }
        out
    }

    fn build_options(&self, seat: Seat) -> Vec<Command> {
        let p = &self.players[seat];
        let mut out = vec![];
        for &r in &self.shop {
            let def = self.defs.room(&self.inst, r);
            for (q, t) in p.dungeon.tiles() {
                // RULE ACT-ROOM-3: an unconquered tunnel, in the zone (year-1 rooms), no room beside it.
                if t.kind != TileKind::Tunnel || t.conquered {
                    continue;
                }
                if def.year == 1 && !def.zone[q.row as usize][q.col as usize] {
                    continue;
                }
                if !p.dungeon.room_fits(q) {
                    continue;
                }
                out.push(Command::Build { room: r, pos: q });
            }
        }
        out
    }

    // ---------------------------------------------------------------------------------------
    // Production and retrieval

    fn start_production(&mut self) {
        let queue = self.turn_order();
        let n = self.n_players();
        let drafts = if self.config.simultaneous {
            (0..n)
                .map(|s| Some((Box::new(self.players[s].clone()), vec![])))
                .collect()
        } else {
            vec![None; n]
        };
        self.public("Production and order retrieval.".into());
        self.phase = Phase::Production { queue, drafts };
    }

    /// The uses a player could make of its production rooms now (PROD-*).
    pub(crate) fn production_options(&self, p: &Player) -> Vec<Command> {
        let mut out = vec![];
        let n_trolls_total = p.n_trolls(&self.defs, &self.inst);
        let free_trolls = n_trolls_total.saturating_sub(p.busy_trolls);
        let max_uses = if self.year == 1 { 1 } else { 2 }; // RULE PROD-4
        for (q, t) in p.dungeon.tiles() {
            let TileKind::Room(r) = t.kind else { continue };
            if t.conquered {
                continue; // RULE PROD-5
            }
            let def = self.defs.room(&self.inst, r);
            let RoomFunction::Production { imps, food, yields } = def.function else {
                continue;
            };
            let used = p
                .room_uses
                .iter()
                .find(|(pp, _)| *pp == q)
                .map(|e| e.1)
                .unwrap_or(0);
            if used >= max_uses || p.food < food {
                continue;
            }
            let digs: Vec<Option<Pos>> = if yields == Production::Tunnel {
                let v: Vec<Option<Pos>> = Pos::all()
                    .filter(|&d| p.dungeon.can_dig(d))
                    .map(Some)
                    .collect();
                if v.is_empty() {
                    continue;
                }
                v
            } else {
                vec![None]
            };
            for trolls in 0..=free_trolls.min(imps) {
                if p.free_imps() < imps - trolls {
                    continue;
                }
                for &dig in &digs {
                    out.push(Command::UseRoom {
                        pos: q,
                        trolls,
                        dig,
                    });
                }
            }
        }
        out
    }

    /// Applies one room use to `p` (own state only); shared effects go to `deferred`.
    fn use_room(
        &self,
        p: &mut Player,
        pos: Pos,
        trolls: u8,
        dig: Option<Pos>,
        deferred: &mut Vec<Deferred>,
    ) -> String {
        let Some(Tile {
            kind: TileKind::Room(r),
            ..
        }) = p.dungeon.at(pos)
        else {
            return String::new();
        };
        let def = self.defs.room(&self.inst, r);
        let RoomFunction::Production { imps, food, yields } = def.function else {
            return String::new();
        };
        let n_imps = imps - trolls;
        p.busy_imps += n_imps;
        p.busy_trolls += trolls;
        p.food -= food;
        p.put_imps(pos, n_imps);
        match p.room_uses.iter_mut().find(|(q, _)| *q == pos) {
            Some(e) => e.1 += 1,
            None => p.room_uses.push((pos, 1)),
        }
        let what = match yields {
            Production::Food { amount } => {
                p.food += amount;
                format!("{amount} food")
            }
            Production::Gold { amount } => {
                p.gold += amount;
                format!("{amount} gold")
            }
            Production::Trap { amount } => {
                deferred.push(Deferred::DrawTraps(amount));
                format!("{amount} trap")
            }
            Production::Tunnel => {
                if let Some(d) = dig {
                    // RULE ROOM-TOOLSHED-1: no imp is placed on the new tunnel.
                    p.dungeon.set(
                        d,
                        Some(Tile {
                            kind: TileKind::Tunnel,
                            conquered: false,
                        }),
                    );
                }
                "a tunnel".to_string()
            }
            Production::LoseEvil { amount } => {
                deferred.push(Deferred::LoseEvil(amount));
                format!("{amount} less evil")
            }
            Production::Imp => {
                // RULE ROOM-MAGIC-1, PROD-7: the new imp is usable at once.
                p.imps += 1;
                "a new imp".to_string()
            }
        };
        format!("uses the {} for {what}", def.name)
    }

    fn apply_deferred(&mut self, seat: Seat, deferred: Vec<Deferred>) {
        for d in deferred {
            match d {
                Deferred::DrawTraps(n) => {
                    for _ in 0..n {
                        // RULE ACT-TRAP-4: the Workshop never draws extra or discards.
                        self.draw_trap(seat);
                    }
                }
                Deferred::LoseEvil(n) => self.change_evil(seat, -(n as i8)),
            }
        }
    }

    /// RETRIEVE-2: the cards a player may take back.
    pub(crate) fn retrieve_options(p: &Player) -> Vec<Action> {
        p.played
            .iter()
            .enumerate()
            .filter(|(i, o)| *i == 0 || o.minion_on_card)
            .map(|(_, o)| o.action)
            .collect()
    }

    fn retrieve(p: &mut Player, action: Action) {
        // RULE RETRIEVE-1, RETRIEVE-3, RETRIEVE-4.
        let mut hand: Vec<Action> = std::mem::take(&mut p.inaccessible);
        hand.extend(p.hand.iter().copied());
        hand.push(action);
        p.inaccessible = p
            .played
            .iter()
            .map(|o| o.action)
            .filter(|a| *a != action)
            .collect();
        hand.sort();
        p.hand = hand;
        p.played.clear();
        p.minions_home = 3;
    }

    fn finish_production(&mut self) {
        // The D24 drafts are applied in turn order, shared effects one at a time (GAME-5).
        let Phase::Production { drafts, .. } = &mut self.phase else {
            return;
        };
        let mut drafts = std::mem::take(drafts);
        let order = self.turn_order();
        // A draft holds only its owner's own changes; every shared effect is deferred. So all
        // drafts are installed first: an earlier player's deferred effect may move the paladin
        // into a later player's party, and installing that player's draft afterwards would
        // erase him (PALADIN-5).
        let mut deferred_by_seat = vec![];
        for &s in &order {
            if let Some((player, deferred)) = drafts[s].take() {
                self.players[s] = *player;
                deferred_by_seat.push((s, deferred));
            }
        }
        for (s, deferred) in deferred_by_seat {
            self.public(format!(
                "{} finished production and retrieval.",
                self.seat_name(s)
            ));
            self.apply_deferred(s, deferred);
        }
        self.start_event();
    }

    // ---------------------------------------------------------------------------------------
    // Events

    fn start_event(&mut self) {
        if self.season == Season::Winter {
            // RULE SEASON-2, EVENT-4.
            self.end_season();
            return;
        }
        let tile = self.event_tiles[self.season.index() - 1];
        let queue = self.turn_order();
        match tile {
            EventTile::Payday => {
                self.public("Payday.".into());
                self.phase = Phase::Payday {
                    queue,
                    state: PaydayState::default(),
                };
                self.next_payday();
            }
            EventTile::Taxes => {
                self.public("Taxes are due.".into());
                self.phase = Phase::Taxes { queue };
            }
            EventTile::SpecialEvent => {
                let card = self.special_events[(self.year - 1) as usize];
                match (self.config.special_events, card) {
                    (true, Some(c)) => {
                        let def = self.defs.special_event(&self.inst, c);
                        let kind = def.kind;
                        self.public(format!("Special event: {}.", def.name));
                        self.phase = Phase::Special(SpecialState {
                            kind,
                            queue,
                            undecided: vec![],
                            collapsed: 0,
                        });
                        self.next_special();
                    }
                    _ => {
                        // RULE EVENT-SPECIAL-1: no effect.
                        self.public("The special event tile has no effect.".into());
                        self.start_adventurers();
                    }
                }
            }
        }
    }

    /// Moves payday to the next seat with monsters, or on to the adventurers.
    fn next_payday(&mut self) {
        loop {
            let Phase::Payday { queue, state } = &mut self.phase else {
                return;
            };
            if !state.undecided.is_empty() {
                return;
            }
            if queue.is_empty() {
                self.start_adventurers();
                return;
            }
            let seat = queue.remove(0);
            let mut ids: Vec<(u8, u16)> = self.players[seat]
                .monsters
                .iter()
                .map(|m| {
                    let k = self.defs.monster(&self.inst, m.id).kind;
                    let rank = match k {
                        MonsterKind::Demon => 0,
                        MonsterKind::Golem => 1,
                        _ => 2,
                    };
                    (rank, m.id)
                })
                .collect();
            ids.sort_by_key(|e| e.0);
            let undecided: Vec<u16> = ids.into_iter().map(|e| e.1).collect();
            if let Phase::Payday { state, .. } = &mut self.phase {
                *state = PaydayState {
                    seat,
                    undecided,
                    ..PaydayState::default()
                };
            }
            if let Phase::Payday { state, .. } = &self.phase {
                if state.undecided.is_empty() {
                    continue;
                }
            }
            return;
        }
    }

    fn payday_options(&self, st: &PaydayState) -> Vec<Command> {
        let Some(&m) = st.undecided.first() else {
            return vec![];
        };
        let p = &self.players[st.seat];
        let cost = self.defs.monster(&self.inst, m).cost;
        let mut out = vec![];
        let food_ok = p.food >= st.food + cost.food;
        let gold_ok = p.gold >= st.gold + cost.gold;
        let evil_ok = self.can_pay_evil(st.seat, st.evil + cost.evil);
        if food_ok && gold_ok && evil_ok {
            let traps: Vec<Option<u16>> = if cost.trap {
                p.traps
                    .iter()
                    .filter(|t| !st.traps.contains(t))
                    .map(|&t| Some(t))
                    .collect()
            } else {
                vec![None]
            };
            let feeds: Vec<Option<u16>> = if cost.monster {
                // RULE MON-DEMON-2: feed an undecided monster (never a ghost, never itself).
                st.undecided
                    .iter()
                    .filter(|&&o| o != m && !self.defs.monster(&self.inst, o).kind.is_ghost())
                    .map(|&o| Some(o))
                    .collect()
            } else {
                vec![None]
            };
            for &t in &traps {
                for &f in &feeds {
                    out.push(Command::PayMonster {
                        monster: m,
                        pay_trap: t,
                        feed: f,
                    });
                }
            }
        }
        out.push(Command::ReleaseMonster { monster: m });
        out
    }

    fn settle_payday(&mut self, st: PaydayState) {
        let seat = st.seat;
        let name = self.seat_name(seat);
        // RULE EVENT-PAYDAY-4, D8: pay every kept monster, then +1 evil per release.
        {
            let p = &mut self.players[seat];
            p.food -= st.food;
            p.gold -= st.gold;
            p.traps.retain(|t| !st.traps.contains(t));
        }
        self.trap_discard.extend(&st.traps);
        self.pay_evil(seat, st.evil);
        for &m in st.released.iter().chain(st.fed.iter()) {
            self.players[seat].monsters.retain(|o| o.id != m);
            self.discarded_monsters.push(m);
        }
        let names = |g: &Game, v: &[u16]| -> String {
            v.iter()
                .map(|&m| g.defs.monster(&g.inst, m).name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = vec![];
        if !st.kept.is_empty() {
            let traps = if st.traps.is_empty() {
                String::new()
            } else {
                format!(", {} trap(s)", st.traps.len())
            };
            parts.push(format!(
                "pays {} food, {} gold, {} evil{traps} to keep {}",
                st.food,
                st.gold,
                st.evil,
                names(self, &st.kept)
            ));
        }
        if !st.fed.is_empty() {
            parts.push(format!("feeds {} to a demon", names(self, &st.fed)));
        }
        if !st.released.is_empty() {
            parts.push(format!("releases {}", names(self, &st.released)));
        }
        self.public(format!("Payday: {name} {}.", parts.join("; ")));
        for _ in &st.released {
            self.change_evil(seat, 1); // RULE EVENT-PAYDAY-2
        }
    }

    fn next_special(&mut self) {
        loop {
            let Phase::Special(st) = &mut self.phase else {
                return;
            };
            let Some(&seat) = st.queue.first() else {
                self.start_adventurers();
                return;
            };
            let kind = st.kind;
            match kind {
                SpecialEventKind::MinistryLevy => {
                    st.queue.remove(0);
                    let p = &mut self.players[seat];
                    let lost = p.gold / 2;
                    p.gold -= lost;
                    self.public(format!(
                        "{} loses {lost} gold to the Ministry.",
                        self.seat_name(seat)
                    ));
                    continue;
                }
                SpecialEventKind::WitchHunt => {
                    let has = self.players[seat]
                        .monsters
                        .iter()
                        .any(|m| !self.defs.monster(&self.inst, m.id).kind.is_ghost());
                    if !has {
                        st.queue.remove(0);
                        self.public(format!(
                            "{} has no monster to give up and gains 3 evil.",
                            self.seat_name(seat)
                        ));
                        self.change_evil(seat, 3);
                        continue;
                    }
                    return;
                }
                SpecialEventKind::MonsterStrike => {
                    if st.undecided.is_empty() && st.collapsed == 0 {
                        let ids: Vec<u16> = self.players[seat]
                            .monsters
                            .iter()
                            .filter(|m| !self.defs.monster(&self.inst, m.id).kind.is_ghost())
                            .map(|m| m.id)
                            .collect();
                        if ids.is_empty() {
                            st.queue.remove(0);
                            continue;
                        }
                        st.undecided = ids;
                        st.collapsed = 1; // marks "this seat's list is loaded"
                    }
                    if st.undecided.is_empty() {
                        st.queue.remove(0);
                        st.collapsed = 0;
                        continue;
                    }
                    return;
                }
                SpecialEventKind::VipVisit => {
                    if self.players[seat].gold == 0 {
                        st.queue.remove(0);
                        continue;
                    }
                    return;
                }
                SpecialEventKind::Earthquake => {
                    let collapsed = st.collapsed;
                    let none_left = self.quake_options(seat).is_empty();
                    if collapsed >= 2 || none_left {
                        if let Phase::Special(st) = &mut self.phase {
                            st.queue.remove(0);
                            st.collapsed = 0;
                        }
                        continue;
                    }
                    return;
                }
            }
        }
    }

    fn quake_options(&self, seat: Seat) -> Vec<Pos> {
        let d = &self.players[seat].dungeon;
        let tunnels: Vec<Pos> = d
            .tiles()
            .filter(|(_, t)| t.kind == TileKind::Tunnel && !t.conquered)
            .map(|(q, _)| q)
            .collect();
        if !tunnels.is_empty() {
            return tunnels;
        }
        d.tiles()
            .filter(|(_, t)| !t.conquered)
            .map(|(q, _)| q)
            .collect()
    }

    // ---------------------------------------------------------------------------------------
    // Adventurers and the end of a season

    /// TURN-2: seats from nicest to most evil.
    pub fn niceness_order(&self) -> Vec<Seat> {
        let mut v = self.turn_order();
        v.sort_by_key(|&s| self.players[s].evil); // stable: turn order breaks ties
        v
    }

    fn start_adventurers(&mut self) {
        // RULE ADV-ASSIGN-1..4.
        // The row drawn one season earlier comes first; the row drawn this season stays out for
        // the next season (ADV-ASSIGN-1).
        let count = if self.n_players() == 4 { 4 } else { 3 };
        let row: Vec<u16> = self
            .next_adventurers
            .drain(..count.min(self.next_adventurers.len()))
            .collect();
        let mut order: Vec<Option<Seat>> = self.niceness_order().into_iter().map(Some).collect();
        if let Some(dummy) = self.dummy_evil.as_mut() {
            // RULE DUMMY2-6: the dummy moves up 1 and is nicer than any player on its space.
            *dummy = (*dummy + 1).min(EVIL_MAX);
            let de = *dummy;
            let pos = order
                .iter()
                .position(|s| s.is_some_and(|s| self.players[s].evil >= de))
                .unwrap_or(order.len());
            order.insert(pos, None);
        }
        for (a, who) in row.into_iter().zip(order) {
            let name = self.defs.adventurer(&self.inst, a).name.clone();
            match who {
                None => {
                    self.distant_adventurers.push(a);
                    self.public(format!(
                        "{name} goes to the dummy and leaves for the Distant Lands."
                    ));
                }
                Some(s) => {
                    let class = self.defs.adventurer(&self.inst, a).class;
                    insert_adventurer(
                        &mut self.players[s].party,
                        PartyMember {
                            id: a,
                            damage: 0,
                            bonus_hp: 0,
                        },
                        class,
                        self.paladin.0,
                    );
                    self.public(format!(
                        "{name} queues at the entrance of {}.",
                        self.seat_name(s)
                    ));
                }
            }
        }
        self.end_season();
    }

    fn end_season(&mut self) {
        // RULE ENDSEASON-1: imps and troll tokens return.
        for p in self.players.iter_mut() {
            p.busy_imps = 0;
            p.busy_trolls = 0;
            p.foreman = false;
            p.mined.clear();
            p.imps_on.clear();
            p.room_uses.clear();
        }
        if self.season == Season::Autumn {
            // RULE ENDSEASON-3: the token stays; combat begins.
            self.public("Autumn ends; combat begins.".into());
            super::combat::start_combat(self);
            return;
        }
        // RULE ENDSEASON-2.
        self.starting_player = (self.starting_player + 1) % self.n_players();
        self.season = match self.season {
            Season::Winter => Season::Spring,
            Season::Spring => Season::Summer,
            _ => Season::Autumn,
        };
        self.start_season();
    }

    /// END-YEAR-*: called by combat when year-1 combat is over.
    pub(crate) fn start_year_two(&mut self) {
        self.public("Year 1 ends.".into());
        // RULE END-YEAR-1: the year-2 combat cards go to the city in order.
        self.city = std::mem::take(&mut self.next_year_combat);
        for p in self.players.iter_mut() {
            p.spied.clear();
        }
        // RULE END-YEAR-3, PALADIN-11: a year-1 paladin still in the tent goes to the Distant
        // Lands board; one who fought is dealt with by combat (COMBAT-END-3).
        if self.paladin.1 == PaladinAt::Tent {
            self.distant_adventurers.push(self.paladin.0);
        }
        self.paladin = (self.paladin_2, PaladinAt::Tent);
        // RULE END-YEAR-4.
        self.event_tiles.shuffle(&mut self.rng);
        self.events_revealed = 0;
        // RULE END-YEAR-7, DUMMY2-7.
        if let Some(d) = self.dummy_evil.as_mut() {
            *d = d.saturating_sub(2).max(EVIL_MIN);
        }
        // RULE END-YEAR-8.
        let n = self.n_players();
        self.starting_player = match n {
            4 => (self.starting_player + 3) % 4,
            3 => (self.starting_player + 1) % 3,
            _ => self.starting_player,
        };
        self.year = 2;
        self.season = Season::Winter;
        // RULE END-YEAR-9: the year-2 paladin may come at once.
        self.check_paladin();
        self.start_season();
    }

    // ---------------------------------------------------------------------------------------
    // Decisions owed and legal commands

    /// Seats that owe a decision now.
    pub fn waiting_for(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::InitialOrders { chosen, .. } => (0..self.n_players())
                .filter(|&s| chosen[s].is_none())
                .collect(),
            Phase::Orders { picks } => (0..self.n_players())
                .filter(|&s| !self.orders_complete(s, &picks[s]))
                .collect(),
            Phase::Execute {
                pending: Some(p), ..
            } => vec![p.seat],
            Phase::Execute { .. } => vec![],
            Phase::Production { queue, drafts } => {
                if drafts.iter().any(|d| d.is_some()) {
                    // D24: everyone still in the queue decides at once.
                    queue.clone()
                } else {
                    queue.first().copied().into_iter().collect()
                }
            }
            Phase::Payday { state, .. } => {
                if state.undecided.is_empty() {
                    vec![]
                } else {
                    vec![state.seat]
                }
            }
            Phase::Taxes { queue } => queue.first().copied().into_iter().collect(),
            Phase::Special(st) => st.queue.first().copied().into_iter().collect(),
            Phase::Combat(c) => super::combat::waiting_for(self, c),
            Phase::Finished(_) => vec![],
        }
    }

    /// Whether `seat` is in [`Game::waiting_for`], without building the list. Combat answers
    /// `true` here: `combat::legal_commands` checks its own decision owers.
    fn owes_decision(&self, seat: Seat) -> bool {
        match &self.phase {
            Phase::InitialOrders { chosen, .. } => chosen.get(seat).is_some_and(|c| c.is_none()),
            Phase::Orders { picks } => picks
                .get(seat)
                .is_some_and(|p| !self.orders_complete(seat, p)),
            Phase::Execute {
                pending: Some(p), ..
            } => p.seat == seat,
            Phase::Execute { .. } => false,
            Phase::Production { queue, drafts } => {
                if drafts.iter().any(|d| d.is_some()) {
                    queue.contains(&seat)
                } else {
                    queue.first() == Some(&seat)
                }
            }
            Phase::Payday { state, .. } => !state.undecided.is_empty() && state.seat == seat,
            Phase::Taxes { queue } => queue.first() == Some(&seat),
            Phase::Special(st) => st.queue.first() == Some(&seat),
            Phase::Combat(_) => true,
            Phase::Finished(_) => false,
        }
    }

    fn dummy_of(&self, seat: Seat) -> Option<usize> {
        self.dummies.iter().position(|d| d.handler == Some(seat))
    }

    fn orders_complete(&self, seat: Seat, picks: &[Action]) -> bool {
        picks.len() == 3
            && self
                .dummy_of(seat)
                .is_none_or(|d| self.dummies[d].chosen.is_some())
    }

    /// Every command `seat` may send now. `apply` accepts exactly these.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        if seat >= self.n_players() || !self.owes_decision(seat) {
            return vec![];
        }
        match &self.phase {
            Phase::InitialOrders { drawn, .. } => {
                let d = &drawn[seat];
                vec![
                    Command::ChooseInaccessible {
                        cards: [d[0], d[1]],
                    },
                    Command::ChooseInaccessible {
                        cards: [d[0], d[2]],
                    },
                    Command::ChooseInaccessible {
                        cards: [d[1], d[2]],
                    },
                ]
            }
            Phase::Orders { picks } => {
                let mine = &picks[seat];
                let mut out = vec![];
                if mine.len() < 3 {
                    for &a in &self.players[seat].hand {
                        if !mine.contains(&a) {
                            out.push(Command::ChooseOrder { action: a });
                        }
                    }
                }
                if let Some(d) = self.dummy_of(seat) {
                    if self.dummies[d].chosen.is_none() {
                        for &a in &self.dummies[d].hand {
                            out.push(Command::ChooseDummyOrder { action: a });
                        }
                    }
                }
                if !mine.is_empty()
                    || self
                        .dummy_of(seat)
                        .is_some_and(|d| self.dummies[d].chosen.is_some())
                {
                    out.push(Command::ClearOrders);
                }
                out
            }
            Phase::Execute {
                pending: Some(pe), ..
            } => self.exec_options(pe),
            Phase::Execute { .. } => vec![],
            Phase::Production { drafts, .. } => {
                let p: &Player = match &drafts[seat] {
                    Some((d, _)) => d,
                    None => &self.players[seat],
                };
                let mut out = self.production_options(p);
                for a in Self::retrieve_options(p) {
                    out.push(Command::Retrieve { action: a });
                }
                out
            }
            Phase::Payday { state, .. } => self.payday_options(state),
            Phase::Taxes { .. } => {
                let p = &self.players[seat];
                let tax = p.dungeon.n_tiles().div_ceil(2) as u8;
                (0..=tax.min(p.gold))
                    .map(|g| Command::PayTax { gold: g })
                    .collect()
            }
            Phase::Special(st) => {
                let p = &self.players[seat];
                match st.kind {
                    SpecialEventKind::WitchHunt => {
                        let mut out: Vec<Command> = p
                            .monsters
                            .iter()
                            .filter(|m| !self.defs.monster(&self.inst, m.id).kind.is_ghost())
                            .map(|m| Command::SacrificeMonster { monster: m.id })
                            .collect();
                        out.push(Command::AcceptEvil);
                        out
                    }
                    SpecialEventKind::MonsterStrike => {
                        let Some(&m) = st.undecided.first() else {
                            return vec![];
                        };
                        let mut out = vec![];
                        if p.food >= 1 {
                            out.push(Command::PayStrike { monster: m });
                        }
                        out.push(Command::LetStrike { monster: m });
                        out
                    }
                    SpecialEventKind::VipVisit => vec![Command::PayVip, Command::SkipVip],
                    SpecialEventKind::Earthquake => self
                        .quake_options(seat)
                        .into_iter()
                        .map(|pos| Command::Collapse { pos })
                        .collect(),
                    SpecialEventKind::MinistryLevy => vec![],
                }
            }
            Phase::Combat(c) => super::combat::legal_commands(self, c, seat),
            Phase::Finished(_) => vec![],
        }
    }

    fn exec_options(&self, pe: &ExecPending) -> Vec<Command> {
        let p = &self.players[pe.seat];
        match &pe.sub {
            ExecSub::Choose => {
                let mut out = match pe.action {
                    Action::DigTunnels => Pos::all()
                        .filter(|&q| p.dungeon.can_dig(q))
                        .map(|pos| Command::Dig { pos })
                        .collect(),
                    Action::MineGold => self
                        .mineable(pe.seat)
                        .into_iter()
                        .map(|pos| Command::Mine { pos })
                        .collect(),
                    Action::HireMonster => self.hire_options(pe.seat, pe.slot),
                    Action::BuildRoom => self.build_options(pe.seat),
                    Action::ImproveReputation if pe.slot != 1 => {
                        // RULE ACT-REP-5: spying is optional.
                        let mut v = vec![Command::Perform];
                        for i in 0..self.city.len() {
                            v.push(Command::PerformAndSpy { card: i as u8 });
                        }
                        v
                    }
                    _ => vec![Command::Perform],
                };
                out.push(Command::Decline);
                out
            }
            ExecSub::Digging { dug, max, foreman } => {
                let need = if *foreman && *dug == 0 { 2 } else { 1 };
                let mut out = vec![];
                if dug < max && p.free_imps() >= need {
                    out.extend(
                        Pos::all()
                            .filter(|&q| p.dungeon.can_dig(q))
                            .map(|pos| Command::Dig { pos }),
                    );
                }
                out.push(Command::StopWork);
                out
            }
            ExecSub::Mining {
                mined,
                max,
                foreman,
            } => {
                let need = if *foreman && *mined == 0 { 2 } else { 1 };
                let mut out = vec![];
                if mined < max && p.free_imps() >= need {
                    out.extend(
                        self.mineable(pe.seat)
                            .into_iter()
                            .map(|pos| Command::Mine { pos }),
                    );
                }
                out.push(Command::StopWork);
                out
            }
            ExecSub::DiscardTrap => p
                .traps
                .iter()
                .map(|&t| Command::DiscardTrap { trap: t })
                .collect(),
        }
    }

    // ---------------------------------------------------------------------------------------
    // Applying commands

    /// Applies `cmd` from `seat`. On error the game is unchanged.
    ///
    /// # Errors
    /// [`RuleError`] naming the rule when the command is not legal now.
    pub fn apply(&mut self, seat: Seat, cmd: &Command) -> Result<(), RuleError> {
        self.check(seat, cmd)?;
        self.n_commands += 1;
        self.apply_legal(seat, cmd.clone());
        Ok(())
    }

    /// Whether [`Game::apply`] would accept `cmd` from `seat` now; the game is not touched.
    ///
    /// # Errors
    /// The [`RuleError`] that `apply` would return.
    pub fn check(&self, seat: Seat, cmd: &Command) -> Result<(), RuleError> {
        if self.is_finished() {
            return Err(RuleError::GameOver);
        }
        // The legal list is empty for a seat that owes nothing, so one list answers both checks
        // on the accepted path; refusals keep their order (not your turn, then illegal).
        if !self.legal_commands(seat).contains(cmd) {
            if !self.waiting_for().contains(&seat) {
                return Err(RuleError::NotYourTurn {
                    rule: self.phase_rule(),
                });
            }
            return Err(self.explain(seat, cmd));
        }
        Ok(())
    }

    /// The rule that governs who decides in the current phase.
    fn phase_rule(&self) -> &'static str {
        match &self.phase {
            Phase::InitialOrders { .. } => "FULL-1",
            Phase::Orders { .. } => "ORDERS-3",
            Phase::Execute { .. } => "EXEC-1",
            Phase::Production { .. } => "TURN-4",
            Phase::Payday { .. } => "EVENT-2",
            Phase::Taxes { .. } => "EVENT-2",
            Phase::Special(_) => "EVENT-2",
            Phase::Combat(_) => "COMBAT-1",
            Phase::Finished(_) => "SCORE-1",
        }
    }

    /// A rule error for a command that is not in the legal list (the list is the authority; this
    /// only names the most relevant rule).
    fn explain(&self, seat: Seat, cmd: &Command) -> RuleError {
        let (rule, msg): (&'static str, String) = match (&self.phase, cmd) {
            (Phase::InitialOrders { .. }, Command::ChooseInaccessible { .. }) => {
                ("FULL-1", "choose two different cards among the three you drew".into())
            }
            (Phase::Orders { .. }, Command::ChooseOrder { action }) => {
                if self.players[seat].inaccessible.contains(action) {
                    ("ORDERS-2", format!("{} is inaccessible this season", action.name()))
                } else {
                    ("ORDERS-3", "choose 3 different cards from your hand".into())
                }
            }
            (Phase::Orders { .. }, Command::ChooseDummyOrder { .. }) => {
                ("DUMMY2-3", "pick one of your dummy's three hand cards, once".into())
            }
            (Phase::Execute { .. }, Command::Dig { .. }) => (
                "DUNGEON-5",
                "a tunnel needs an empty square next to a tile that completes no 2x2 block, and a free imp".into(),
            ),
            (Phase::Execute { .. }, Command::Mine { .. }) => {
                ("ACT-MINE-2", "each miner needs its own unconquered tunnel and a free imp".into())
            }
            (Phase::Execute { .. }, Command::Hire { .. }) => {
                ("ACT-MON-2", "that monster is not offered or you cannot pay its cost".into())
            }
            (Phase::Execute { .. }, Command::Build { .. }) => (
                "ACT-ROOM-3",
                "a room needs an offered room on your unconquered tunnel, in its zone, not next to a room".into(),
            ),
            (Phase::Execute { .. }, Command::PerformAndSpy { .. }) => {
                ("ACT-REP-5", "only slots 1 and 3 spy, on one of the 4 city cards".into())
            }
            (Phase::Execute { .. }, _) => ("EXEC-3", "perform the action you can pay for, or decline".into()),
            (Phase::Production { .. }, Command::UseRoom { .. }) => (
                "PROD-2",
                "a production room needs enough unused imps or troll tokens, its cost, and an unused use this season".into(),
            ),
            (Phase::Production { .. }, Command::Retrieve { .. }) => {
                ("RETRIEVE-2", "take back the 1st card or one with your minion on it".into())
            }
            (Phase::Payday { .. }, _) => ("EVENT-PAYDAY-1", "pay the salary in full or release the monster".into()),
            (Phase::Taxes { .. }, _) => ("EVENT-TAX-3", "pay between 0 and the tax, at most your gold".into()),
            (Phase::Special(_), _) => ("EVENT-SPECIAL-2", "that choice is not offered by this special event".into()),
            (Phase::Combat(_), _) => super::combat::explain(self, seat, cmd),
            _ => (self.phase_rule(), "that command does not fit the decision you owe now".into()),
        };
        illegal(rule, msg)
    }

    fn apply_legal(&mut self, seat: Seat, cmd: Command) {
        let name = self.seat_name(seat);
        match (&mut self.phase, cmd) {
            (Phase::InitialOrders { chosen, .. }, Command::ChooseInaccessible { cards }) => {
                chosen[seat] = Some(cards);
                self.public(format!("{name} has chosen its inaccessible orders."));
                if let Phase::InitialOrders { chosen, .. } = &self.phase {
                    if chosen.iter().all(|c| c.is_some()) {
                        let all: Vec<[Action; 2]> = chosen.iter().flatten().copied().collect();
                        for (s, c) in all.into_iter().enumerate() {
                            self.set_inaccessible(s, &c);
                            self.public(format!(
                                "{} reveals inaccessible orders: {}, {}.",
                                self.seat_name(s),
                                c[0].name(),
                                c[1].name()
                            ));
                        }
                        self.start_season();
                    }
                }
            }
            (Phase::Orders { picks }, Command::ChooseOrder { action }) => {
                picks[seat].push(action);
                let n = picks[seat].len();
                self.private(
                    seat,
                    format!("You put {} as your order {n}.", action.name()),
                    None,
                );
                self.after_order_pick(seat);
            }
            (Phase::Orders { .. }, Command::ChooseDummyOrder { action }) => {
                if let Some(d) = self.dummy_of(seat) {
                    self.dummies[d].chosen = Some(action);
                }
                self.private(
                    seat,
                    format!("You chose {} for your dummy.", action.name()),
                    None,
                );
                self.after_order_pick(seat);
            }
            (Phase::Orders { picks }, Command::ClearOrders) => {
                picks[seat].clear();
                if let Some(d) = self.dummy_of(seat) {
                    self.dummies[d].chosen = None;
                }
                self.private(seat, "You took your orders back.".into(), None);
            }
            (
                Phase::Execute {
                    pending: Some(pe), ..
                },
                cmd,
            ) => {
                let pe = pe.clone();
                self.apply_exec(pe, cmd);
            }
            (Phase::Production { queue, drafts }, cmd) => {
                let sim = drafts[seat].is_some();
                let mut done = false;
                if sim {
                    let Some((mut draft, mut deferred)) = drafts[seat].take() else {
                        return;
                    };
                    match cmd {
                        Command::UseRoom { pos, trolls, dig } => {
                            let text = self.use_room(&mut draft, pos, trolls, dig, &mut deferred);
                            self.private(seat, format!("You {text}."), None);
                        }
                        Command::Retrieve { action } => {
                            Self::retrieve(&mut draft, action);
                            self.private(seat, format!("You take back {}.", action.name()), None);
                            done = true;
                        }
                        _ => {}
                    }
                    if let Phase::Production { drafts, .. } = &mut self.phase {
                        drafts[seat] = Some((draft, deferred));
                        if done {
                            // A finished draft waits, hidden, until everyone is done.
                            if let Some(d) = drafts[seat].as_mut() {
                                d.0.minions_home = 3;
                            }
                        }
                    }
                    if done {
                        self.mark_sim_done(seat);
                    }
                } else {
                    let _ = queue;
                    let mut deferred = vec![];
                    let mut p = std::mem::replace(&mut self.players[seat], placeholder_player());
                    match cmd {
                        Command::UseRoom { pos, trolls, dig } => {
                            let text = self.use_room(&mut p, pos, trolls, dig, &mut deferred);
                            self.players[seat] = p;
                            self.public(format!("{name} {text}."));
                            self.apply_deferred(seat, deferred);
                        }
                        Command::Retrieve { action } => {
                            Self::retrieve(&mut p, action);
                            self.players[seat] = p;
                            self.public(format!("{name} takes back the {} order.", action.name()));
                            done = true;
                        }
                        _ => self.players[seat] = p,
                    }
                    if done {
                        if let Phase::Production { queue, .. } = &mut self.phase {
                            queue.retain(|&s| s != seat);
                            if queue.is_empty() {
                                self.finish_production();
                            }
                        }
                    }
                }
            }
            (Phase::Payday { state, .. }, cmd) => {
                let Some(&m) = state.undecided.first() else {
                    return;
                };
                state.undecided.remove(0);
                match cmd {
                    Command::PayMonster { pay_trap, feed, .. } => {
                        let cost = self.defs.monster(&self.inst, m).cost;
                        state.food += cost.food;
                        state.gold += cost.gold;
                        state.evil += cost.evil;
                        state.kept.push(m);
                        if let Some(t) = pay_trap {
                            state.traps.push(t);
                        }
                        if let Some(f) = feed {
                            state.undecided.retain(|&o| o != f);
                            state.fed.push(f);
                        }
                    }
                    Command::ReleaseMonster { .. } => state.released.push(m),
                    _ => {}
                }
                if state.undecided.is_empty() {
                    let st = std::mem::take(state);
                    self.settle_payday(st);
                    self.next_payday();
                }
            }
            (Phase::Taxes { queue }, Command::PayTax { gold }) => {
                queue.remove(0);
                let empty = queue.is_empty();
                let p = &mut self.players[seat];
                let tax = p.dungeon.n_tiles().div_ceil(2) as u8;
                p.gold -= gold;
                // RULE EVENT-TAX-4.
                let unpaid = tax - gold;
                p.dead_letters += unpaid;
                self.public(format!(
                    "{name} pays {gold} of {tax} gold tax{}.",
                    if unpaid > 0 {
                        format!(" and receives {unpaid} dead letter(s)")
                    } else {
                        String::new()
                    }
                ));
                if empty {
                    self.start_adventurers();
                }
            }
            (Phase::Special(st), cmd) => {
                match cmd {
                    Command::SacrificeMonster { monster } => {
                        st.queue.remove(0);
                        self.players[seat].monsters.retain(|m| m.id != monster);
                        self.discarded_monsters.push(monster);
                        let mname = self.defs.monster(&self.inst, monster).name.clone();
                        self.public(format!("{name} gives up a {mname} to the witch hunters."));
                    }
                    Command::AcceptEvil => {
                        st.queue.remove(0);
                        self.public(format!("{name} gains 3 evil instead."));
                        self.change_evil(seat, 3);
                    }
                    Command::PayStrike { monster } => {
                        st.undecided.retain(|&m| m != monster);
                        self.players[seat].food -= 1;
                        self.public(format!("{name} pays 1 food to a monster."));
                    }
                    Command::LetStrike { monster } => {
                        st.undecided.retain(|&m| m != monster);
                        if let Some(m) = self.players[seat]
                            .monsters
                            .iter_mut()
                            .find(|m| m.id == monster)
                        {
                            m.on_strike = true;
                            m.knocked_out = true;
                        }
                        let mname = self.defs.monster(&self.inst, monster).name.clone();
                        self.public(format!("{name}'s {mname} goes on strike."));
                    }
                    Command::PayVip => {
                        st.queue.remove(0);
                        self.players[seat].gold -= 1;
                        self.public(format!(
                            "{name} pays 1 gold to the visitor and loses 1 evil."
                        ));
                        self.change_evil(seat, -1);
                    }
                    Command::SkipVip => {
                        st.queue.remove(0);
                        self.public(format!("{name} does not pay the visitor."));
                    }
                    Command::Collapse { pos } => {
                        st.collapsed += 1;
                        if let Some(mut t) = self.players[seat].dungeon.at(pos) {
                            t.conquered = true;
                            self.players[seat].dungeon.set(pos, Some(t));
                        }
                        self.public(format!(
                            "A tile of {name} collapses at row {}, column {}.",
                            pos.row + 1,
                            pos.col + 1
                        ));
                    }
                    _ => {}
                }
                self.next_special();
            }
            (Phase::Combat(_), cmd) => super::combat::apply(self, seat, cmd),
            _ => {}
        }
    }

    fn after_order_pick(&mut self, seat: Seat) {
        let Phase::Orders { picks } = &self.phase else {
            return;
        };
        if self.orders_complete(seat, &picks[seat]) {
            self.public(format!("{} has chosen orders.", self.seat_name(seat)));
        }
        let Phase::Orders { picks } = &self.phase else {
            return;
        };
        if (0..self.n_players()).all(|s| self.orders_complete(s, &picks[s])) {
            let picks = picks.clone();
            self.reveal_orders(picks);
        }
    }

    fn mark_sim_done(&mut self, seat: Seat) {
        let Phase::Production { queue, .. } = &mut self.phase else {
            return;
        };
        queue.retain(|&s| s != seat);
        if queue.is_empty() {
            self.finish_production();
        }
    }

    fn apply_exec(&mut self, pe: ExecPending, cmd: Command) {
        let seat = pe.seat;
        let name = self.seat_name(seat);
        let slot_no = pe.slot + 1;
        let mut done = true;
        let mut performed = true;
        match (pe.action, &pe.sub, cmd) {
            (_, _, Command::Decline) => {
                performed = false;
                self.public(format!(
                    "{name} declines {} slot {slot_no}.",
                    pe.action.name()
                ));
            }
            (Action::GetFood, _, Command::Perform) => {
                let (gold, evil, food, gain_gold) = match pe.slot {
                    0 => (1, 0, 2, 0), // RULE ACT-FOOD-1
                    1 => (0, 1, 3, 0), // RULE ACT-FOOD-2
                    _ => (0, 2, 3, 1), // RULE ACT-FOOD-3
                };
                let p = &mut self.players[seat];
                p.gold -= gold;
                p.food += food;
                p.gold += gain_gold;
                self.public(format!("{name} gets {food} food on slot {slot_no}."));
                self.pay_evil(seat, evil); // RULE ACT-FOOD-4
            }
            (
                Action::ImproveReputation,
                _,
                cmd @ (Command::Perform | Command::PerformAndSpy { .. }),
            ) => {
                let lose = match pe.slot {
                    0 => 1, // RULE ACT-REP-1
                    _ => 2, // RULE ACT-REP-2, ACT-REP-3
                };
                if pe.slot == 2 {
                    self.players[seat].gold -= 1;
                }
                self.public(format!(
                    "{name} improves reputation by {lose} on slot {slot_no}."
                ));
                self.change_evil(seat, -lose);
                if let Command::PerformAndSpy { card } = cmd {
                    let cid = self.city[card as usize];
                    let cname = self.defs.combat_card(&self.inst, cid).name.clone();
                    let p = &mut self.players[seat];
                    if !p.spied.contains(&card) {
                        p.spied.push(card);
                    }
                    self.private(
                        seat,
                        format!("You spy combat card {}: {cname}.", card + 1),
                        Some(format!("{name} spies on a combat card.")),
                    );
                }
            }
            (Action::DigTunnels, sub, Command::Dig { pos }) => {
                let (dug, max, foreman) = match sub {
                    ExecSub::Digging { dug, max, foreman } => (*dug, *max, *foreman),
                    _ => (0, [2, 3, 4][pe.slot], pe.slot == 2), // RULE ACT-DIG-1
                };
                let p = &mut self.players[seat];
                if foreman && dug == 0 {
                    // RULE ACT-DIG-3: the foreman is needed as soon as one tunnel is dug.
                    p.busy_imps += 1;
                    p.foreman = true;
                }
                p.busy_imps += 1;
                p.dungeon.set(
                    pos,
                    Some(Tile {
                        kind: TileKind::Tunnel,
                        conquered: false,
                    }),
                );
                p.put_imps(pos, 1);
                self.public(format!(
                    "{name} digs a tunnel at row {}, column {}.",
                    pos.row + 1,
                    pos.col + 1
                ));
                let sub = ExecSub::Digging {
                    dug: dug + 1,
                    max,
                    foreman,
                };
                done = !self.keep_working(seat, &sub);
                if !done {
                    self.set_sub(sub);
                }
            }
            (Action::MineGold, sub, Command::Mine { pos }) => {
                let (mined, max, foreman) = match sub {
                    ExecSub::Mining {
                        mined,
                        max,
                        foreman,
                    } => (*mined, *max, *foreman),
                    _ => (0, [2, 3, 4][pe.slot], pe.slot == 2), // RULE ACT-MINE-1
                };
                let p = &mut self.players[seat];
                if foreman && mined == 0 {
                    p.busy_imps += 1;
                    p.foreman = true;
                }
                p.busy_imps += 1;
                p.gold += 1;
                p.mined.push(pos);
                p.put_imps(pos, 1);
                self.public(format!(
                    "{name} mines 1 gold at row {}, column {}.",
                    pos.row + 1,
                    pos.col + 1
                ));
                let sub = ExecSub::Mining {
                    mined: mined + 1,
                    max,
                    foreman,
                };
                done = !self.keep_working(seat, &sub);
                if !done {
                    self.set_sub(sub);
                }
            }
            (_, _, Command::StopWork) => {
                self.public(format!("{name} stops work on {}.", pe.action.name()));
            }
            (Action::RecruitImps, _, Command::Perform) => {
                let (food, gold, imps) = match pe.slot {
                    0 => (1, 0, 1), // RULE ACT-IMP-1
                    1 => (2, 0, 2), // RULE ACT-IMP-2
                    _ => (1, 1, 2), // RULE ACT-IMP-3
                };
                let p = &mut self.players[seat];
                p.food -= food;
                p.gold -= gold;
                p.imps += imps;
                self.public(format!("{name} recruits {imps} imp(s)."));
            }
            (Action::BuyTraps, _, Command::Perform) => {
                let (gold, n) = match pe.slot {
                    0 => (1, 1), // RULE ACT-TRAP-1
                    1 => (0, 1),
                    _ => (2, 2),
                };
                self.players[seat].gold -= gold;
                let extra = if self.year == 2 { 1 } else { 0 }; // RULE ACT-TRAP-3
                let mut drew = 0;
                for _ in 0..n + extra {
                    if self.draw_trap(seat).is_some() {
                        drew += 1;
                    }
                }
                if self.year == 2 && drew > 0 {
                    self.set_sub(ExecSub::DiscardTrap);
                    done = false;
                }
            }
            (Action::BuyTraps, ExecSub::DiscardTrap, Command::DiscardTrap { trap }) => {
                self.players[seat].traps.retain(|&t| t != trap);
                self.trap_discard.push(trap);
                let tname = self.defs.trap(&self.inst, trap).name.clone();
                self.private(
                    seat,
                    format!("You discard the trap {tname}."),
                    Some(format!("{name} discards a trap face down.")),
                );
            }
            (
                Action::HireMonster,
                _,
                Command::Hire {
                    monster,
                    pay_trap,
                    feed,
                },
            ) => {
                let def = self.defs.monster(&self.inst, monster).clone();
                let extra = if pe.slot == 2 { 1 } else { 0 };
                self.inn.retain(|&m| m != monster);
                let p = &mut self.players[seat];
                p.food -= def.cost.food + extra;
                p.gold -= def.cost.gold;
                if let Some(t) = pay_trap {
                    p.traps.retain(|&x| x != t);
                    self.trap_discard.push(t);
                }
                if let Some(f) = feed {
                    p.monsters.retain(|o| o.id != f);
                    self.discarded_monsters.push(f);
                }
                self.players[seat].monsters.push(OwnedMonster {
                    id: monster,
                    knocked_out: false,
                    on_strike: false,
                    banished: false,
                });
                self.public(format!("{name} hires a {} on slot {slot_no}.", def.name));
                self.pay_evil(seat, def.cost.evil); // RULE ACT-MON-5
            }
            (Action::BuildRoom, _, Command::Build { room, pos }) => {
                if pe.slot != 0 {
                    self.players[seat].gold -= 1; // RULE ACT-ROOM-2
                }
                self.shop.retain(|&r| r != room);
                self.players[seat].dungeon.set(
                    pos,
                    Some(Tile {
                        kind: TileKind::Room(room),
                        conquered: false,
                    }),
                );
                let rname = self.defs.room(&self.inst, room).name.clone();
                self.public(format!(
                    "{name} builds the {rname} at row {}, column {}.",
                    pos.row + 1,
                    pos.col + 1
                ));
            }
            _ => {}
        }
        if done {
            if performed {
                // RULE EXEC-3: the performer's minion returns to the office.
                self.players[seat].minions_home += 1;
            } else {
                self.minion_to_card(seat, pe.action);
            }
            // The minion leaves the board: home after performing, onto the card after declining.
            self.slots[pe.action.index()][pe.slot] = None;
            if let Phase::Execute { pending, .. } = &mut self.phase {
                *pending = None;
            }
            self.advance_execute();
        }
    }

    fn keep_working(&self, seat: Seat, sub: &ExecSub) -> bool {
        let p = &self.players[seat];
        match sub {
            ExecSub::Digging { dug, max, .. } => {
                dug < max && p.free_imps() >= 1 && Pos::all().any(|q| p.dungeon.can_dig(q))
            }
            ExecSub::Mining { mined, max, .. } => {
                mined < max && p.free_imps() >= 1 && !self.mineable(seat).is_empty()
            }
            _ => false,
        }
    }

    fn set_sub(&mut self, sub: ExecSub) {
        if let Phase::Execute {
            pending: Some(pe), ..
        } = &mut self.phase
        {
            pe.sub = sub;
        }
    }
}

fn placeholder_player() -> Player {
    Player {
        evil: EVIL_START,
        food: 0,
        gold: 0,
        imps: 0,
        busy_imps: 0,
        busy_trolls: 0,
        foreman: false,
        mined: vec![],
        imps_on: vec![],
        room_uses: vec![],
        dungeon: Dungeon::default(),
        monsters: vec![],
        traps: vec![],
        hand: vec![],
        inaccessible: vec![],
        played: vec![],
        minions_home: 0,
        party: vec![],
        prison: vec![],
        dead_letters: 0,
        spied: vec![],
    }
}

/// PARTY-3/PARTY-4: the paladin stands first (behind an illusion, PARTY-6).
pub(crate) fn insert_paladin(party: &mut Vec<PartyMember>, member: PartyMember) {
    let at = usize::from(party.first().is_some_and(|m| m.id == ILLUSION));
    party.insert(at, member);
}

/// PARTY-1..4: warriors push to the front (behind the paladin and an illusion), others queue.
pub(crate) fn insert_adventurer(
    party: &mut Vec<PartyMember>,
    member: PartyMember,
    class: AdventurerClass,
    paladin: u16,
) {
    if class == AdventurerClass::Warrior {
        let at = party
            .iter()
            .take_while(|m| m.id == ILLUSION || m.id == paladin)
            .count();
        party.insert(at, member);
    } else {
        party.push(member);
    }
}

/// The id of an illusory adventurer (PARTY-6).
pub const ILLUSION: u16 = u16::MAX;

/// Seeded RNG construction.
trait ChaCha8RngExt {
    fn from_seed_u64(seed: u64) -> Self;
}

impl ChaCha8RngExt for rand_chacha::ChaCha8Rng {
    fn from_seed_u64(seed: u64) -> Self {
        rand_chacha::ChaCha8Rng::seed_from_u64(seed)
    }
}
