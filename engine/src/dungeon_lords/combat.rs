//! Combat (COMBAT-*): planning, the round's combat card, battles, the paladin in combat and the
//! end of combat. Owns `CombatState` and every combat decision; it must not touch the building
//! seasons. The flow calls only `start_combat`, `waiting_for`, `legal_commands`, `explain`,
//! `apply` and `on_paladin_moved`.
//!
//! Shape: every decision is a small command (`ChooseTarget`, `PlanTrap`, `Attack`, ...). Steps
//! that offer no choice resolve at once inside `run`, which drives the machine until a seat owes
//! a decision or combat is over; a decision with a single legal command is taken by `settle`
//! without prompting.
//!
//! Secrets held here: the traps of every plan (`Plan::traps`, `Battle::plan`) until each is
//! sprung, and, with the D24 option, every plan until all seats have planned. The combat view
//! (`view`) copies them only for their owner.
//!
//! Readings beyond the reference (reported, not DECISIONs): Invisibility keeps wizards out of
//! targeted attacks and spares them monster damage and fatigue this round (fatigue skips them);
//! Magic Shield absorbs the first point of monster or fatigue damage after it is cast; the
//! Poisoned Dart's poison ignores both; a vampire that cannot attack (only priests, or a priest
//! first under Blind Rage) returns face up (D27 extended); the dungeon lord picks the monster for
//! Aura of Fear, Metamorphosis and Dimensional Gate and the trap lost to Detect Treasure; Labyrinth
//! trap order and dart targets are chosen when the traps are sprung; traps never sprung and plans
//! of a dungeon whose party vanished are returned with what they reserved.

use serde::{Deserialize, Serialize};

use super::defs::{
    AdventurerClass, CombatCardDef, MonsterKind, RoomFunction, SpellKind, SpellTiming, TrapDef,
    TrapKind,
};
use super::flow::{Command, Phase, ILLUSION};
use super::state::{Game, PaladinAt, PartyMember, Pos, TileKind};
use crate::common::Seat;

/// How a monster attacks (COMBAT-MON-2, COMBAT-MON-5). Wire form: snake case, e.g. `"fed"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackOption {
    /// Standard attack on the first adventurer (goblin, troll, witch, golem).
    Standard,
    /// Troll: pay 1 food for standard attack 4 (MON-TROLL-1).
    Fed,
    /// Attack each adventurer (slime 1, dragon 2).
    Each,
    /// Slime: glue the party (no conquest, no fatigue; not an attack, MON-SLIME-1).
    Glue,
    /// Attack any target (ghost 2, vampire 3, demon 7); `target` names the adventurer.
    Any,
    /// Vampire: bite for 2 and flee face up (MON-VAMPIRE-2).
    Flee,
    /// Witch: the first of two "any target 1" attacks (MON-WITCH-1).
    Hits,
    /// Witch: the second of the two "any target 1" attacks.
    SecondHit,
    /// The monster or ghost cannot attack (COMBAT-MON-3): it only takes its turn.
    Idle,
}

/// A step of a battle (COMBAT-BATTLE-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// 1. Trap step.
    #[default]
    Trap,
    /// 2. Fast-spell step.
    FastSpell,
    /// 3. Monster step.
    Monsters,
    /// 4. Slow-spell step.
    SlowSpell,
    /// 5. Healing step.
    Heal,
    /// 6. Fatigue and conquest.
    Conquest,
    /// 7. End-of-battle effects.
    EndOfBattle,
    /// The battle is over.
    Over,
}

/// A spell decision owed by the dungeon lord.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SpellPending {
    /// Suggestion: pay the cost of each of these monsters (front first) or withdraw it.
    Suggestion {
        /// Monsters still to decide.
        monsters: Vec<u16>,
    },
    /// Word of Peace: withdraw all monsters or gain 2 evil.
    WordOfPeace,
    /// Aura of Fear, Metamorphosis, Dimensional Gate: choose one of these monsters.
    PickMonster {
        /// The spell.
        spell: SpellKind,
        /// Candidates.
        monsters: Vec<u16>,
    },
    /// Detect Treasure: choose the trap card to lose.
    LoseTrap,
}

/// The battle being resolved now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Battle {
    /// The dungeon's owner.
    pub seat: Seat,
    /// The current step.
    pub step: Step,
    /// The target tile.
    pub target: Pos,
    /// The target's combat-room function, if it is an unconquered room (ROOM-COMBAT-1).
    pub room: Option<RoomFunction>,
    /// The plan's remaining traps (secret until sprung) and reservations.
    pub plan: Plan,
    /// A sprung trap waiting for its target (Poisoned Dart, Anti-magic Dart).
    pub aiming: Option<u16>,
    /// Disarm points already used in this battle (ROOM-LAB-2).
    pub disarm_used: u8,
    /// No fatigue and no conquest this round.
    pub no_conquest: bool,
    /// No healing this round (Anti-magic Dart on a priest, dragon).
    pub no_heal: bool,
    /// No spell this round (Anti-magic Dart on a wizard).
    pub no_spell: bool,
    /// A monster or ghost attacked (COMBAT-MON-7).
    pub attacked: bool,
    /// Poisoned Dart targets owed 2 damage at the end of the battle.
    pub poison: Vec<u16>,
    /// Invisibility: wizards cannot be harmed this round.
    pub invisible: bool,
    /// Magic Shield: the next point of damage is absorbed.
    pub shield: bool,
    /// Blind Rage: targeted monster attacks must hit the first adventurer.
    pub blind_rage: bool,
    /// Song of Courage: paladin and warriors take 1 less per monster attack.
    pub song: bool,
    /// Magic Key: conquering costs 1 gold (else 1 food).
    pub magic_key: bool,
    /// Aura of Fear: this monster deals 2 less per attack.
    pub aura: Option<u16>,
    /// Metamorphosis: these monsters are sheep.
    pub sheep: Vec<u16>,
    /// Committed monsters and ghosts that have not yet had their turn.
    pub to_attack: Vec<u16>,
    /// A witch owes its second hit.
    pub second_hit: Option<u16>,
    /// A spell decision owed.
    pub pending: Option<SpellPending>,
    /// The fast-spell step has been resolved.
    pub fast_done: bool,
    /// The slow-spell step has been resolved.
    pub slow_done: bool,
}

/// What a seat committed to this round's battle (COMBAT-PLAN-*).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Plan {
    /// The target tile (COMBAT-PLAN-2).
    pub target: Option<Pos>,
    /// Trap cards, face down (secret).
    pub traps: Vec<u16>,
    /// Monsters and ghosts, face up.
    pub monsters: Vec<u16>,
    /// Bait gold on room traps (COMBAT-PLAN-6).
    pub bait: u8,
    /// Reserved extra trap costs (COMBAT-PLAN-7): gold.
    pub gold: u8,
    /// Reserved food.
    pub food: u8,
    /// Reserved imps.
    pub imps: u8,
}

/// One seat's combat bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatCombat {
    /// The seat's combat has ended (COMBAT-END-1, COMBAT-END-2); it may resume (COMBAT-PAL-3).
    pub ended: bool,
    /// The seat has planned this round (or owes no plan).
    pub planned: bool,
    /// The plan's resources have been set aside (turn order) or applied (D24 option).
    pub committed: bool,
    /// This round's plan.
    pub plan: Plan,
}

/// Where the combat stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// Planning phase.
    #[default]
    Planning,
    /// Battle phase: the battle of the seat at this index in turn order.
    Battle {
        /// Index into the turn order.
        order_idx: usize,
        /// The battle being resolved (None between battles).
        battle: Option<Box<Battle>>,
    },
}

/// Everything about the combat in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CombatState {
    /// Combat round 1..=4.
    pub round: u8,
    /// Per seat.
    pub seats: Vec<SeatCombat>,
    /// Stage of the round.
    pub stage: Stage,
}

impl CombatState {
    /// The battle being resolved, if any.
    pub fn battle(&self) -> Option<&Battle> {
        match &self.stage {
            Stage::Battle {
                battle: Some(b), ..
            } => Some(b),
            _ => None,
        }
    }
}

// -------------------------------------------------------------------------------------------
// Definitions, read defensively (no index can panic).

#[derive(Clone, Copy, Debug, Default)]
struct Stats {
    class: Option<AdventurerClass>,
    hp: u8,
    disarm: u8,
    heal: u8,
    magic: u8,
}

fn stats(game: &Game, id: u16) -> Stats {
    if id == ILLUSION {
        // RULE PARTY-6: 1 HP, no class, no symbols.
        return Stats {
            hp: 1,
            ..Stats::default()
        };
    }
    match game
        .inst
        .adventurers
        .get(id as usize)
        .and_then(|&d| game.defs.adventurers.get(d as usize))
    {
        Some(a) => Stats {
            class: Some(a.class),
            hp: a.hp,
            disarm: a.disarm,
            heal: a.heal,
            magic: a.magic,
        },
        None => Stats {
            hp: 1,
            ..Stats::default()
        },
    }
}

fn adv_name(game: &Game, id: u16) -> String {
    if id == ILLUSION {
        return "the illusion".into();
    }
    match game
        .inst
        .adventurers
        .get(id as usize)
        .and_then(|&d| game.defs.adventurers.get(d as usize))
    {
        Some(a) => format!("{} #{id}", a.name),
        None => format!("adventurer #{id}"),
    }
}

fn monster_kind(game: &Game, id: u16) -> Option<MonsterKind> {
    game.inst
        .monsters
        .get(id as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
        .map(|m| m.kind)
}

fn is_ghost(game: &Game, id: u16) -> bool {
    monster_kind(game, id) == Some(MonsterKind::Ghost)
}

fn monster_name(game: &Game, id: u16) -> String {
    match game
        .inst
        .monsters
        .get(id as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
    {
        Some(m) => m.name.clone(),
        None => format!("monster #{id}"),
    }
}

fn trap_def(game: &Game, id: u16) -> Option<&TrapDef> {
    game.inst
        .traps
        .get(id as usize)
        .and_then(|&d| game.defs.traps.get(d as usize))
}

fn trap_name(game: &Game, id: u16) -> String {
    trap_def(game, id).map_or_else(|| format!("trap #{id}"), |t| t.name.clone())
}

fn card(game: &Game, round: u8) -> Option<&CombatCardDef> {
    let idx = (round as usize).checked_sub(1)?;
    let id = *game.city.get(idx)?;
    game.inst
        .combat_cards
        .get(id as usize)
        .and_then(|&d| game.defs.combat_cards.get(d as usize))
}

/// The function of the unconquered room on `pos`, if it is one (ROOM-COMBAT-1).
fn room_at(game: &Game, seat: Seat, pos: Pos) -> Option<RoomFunction> {
    let p = game.players.get(seat)?;
    if !pos.is_on_grid() {
        return None;
    }
    match p.dungeon.at(pos)? {
        super::state::Tile {
            kind: TileKind::Room(r),
            conquered: false,
        } => game
            .inst
            .rooms
            .get(r as usize)
            .and_then(|&d| game.defs.rooms.get(d as usize))
            .map(|d| d.function),
        _ => None,
    }
}

fn seat_order(game: &Game) -> Vec<Seat> {
    game.turn_order()
}

// -------------------------------------------------------------------------------------------
// Setup and the driver

/// COMBAT-SETUP-*: called when autumn ends.
pub(crate) fn start_combat(game: &mut Game) {
    // RULE COMBAT-SETUP-1: the city's four cards become rounds 1..4 in order.
    // RULE COMBAT-SETUP-3: the starting player of autumn starts every combat step.
    game.public(format!(
        "Combat of year {} begins; {} resolves first.",
        game.year,
        game.seat_name(game.starting_player)
    ));
    // RULE COMBAT-SETUP-2: monsters are face up except those on strike.
    for p in game.players.iter_mut() {
        for m in p.monsters.iter_mut() {
            m.knocked_out = m.on_strike;
        }
    }
    let mut c = CombatState {
        round: 0,
        seats: vec![SeatCombat::default(); game.n_players()],
        stage: Stage::Planning,
    };
    start_round(game, &mut c);
    game.phase = Phase::Combat(Box::new(c));
    drive(game);
}

/// Test support: puts a hand-built game straight into combat (COMBAT-SETUP-*), exactly as the
/// end of autumn does. Tests set parties, monsters, traps, dungeons and the city first.
pub fn start_combat_for_test(game: &mut Game) {
    start_combat(game);
}

/// Takes the combat state out, runs the machine, and puts it back unless combat ended.
fn drive(game: &mut Game) {
    let Phase::Combat(_) = &game.phase else {
        return;
    };
    let placeholder = Phase::Combat(Box::default());
    let Phase::Combat(mut c) = std::mem::replace(&mut game.phase, placeholder) else {
        return;
    };
    if !settle(game, &mut c) {
        game.phase = Phase::Combat(c);
    }
}

fn start_round(game: &mut Game, c: &mut CombatState) {
    c.round += 1;
    c.stage = Stage::Planning;
    game.public(format!("Combat round {} begins.", c.round));
    for s in 0..game.n_players() {
        let empty = game.players[s].party.is_empty();
        let sc = &mut c.seats[s];
        let was_ended = sc.ended;
        sc.plan = Plan::default();
        sc.committed = false;
        if empty {
            sc.ended = true;
        } else if was_ended {
            // RULE COMBAT-PAL-3: a paladin who arrived after the end resumes combat now.
            sc.ended = false;
            let name = game.seat_name(s);
            game.public(format!("{name}'s combat resumes: the paladin has arrived."));
        }
        // RULE COMBAT-PLAN-1: a seat whose combat has ended does not plan.
        c.seats[s].planned = c.seats[s].ended;
    }
}

/// Seats whose planning decision is owed now (TURN-4, DECISION D24).
fn planners(game: &Game, c: &CombatState) -> Vec<Seat> {
    let order = seat_order(game);
    let open: Vec<Seat> = order
        .into_iter()
        .filter(|&s| c.seats.get(s).is_some_and(|sc| !sc.planned))
        .collect();
    if game.config.simultaneous {
        open
    } else {
        open.into_iter().take(1).collect()
    }
}

/// Unconquered tiles nearest to the entrance (COMBAT-PLAN-2, COMBAT-PLAN-3, DECISION D12).
pub fn nearest_targets(game: &Game, seat: Seat) -> Vec<Pos> {
    let Some(p) = game.players.get(seat) else {
        return vec![];
    };
    let dist = p.dungeon.distances();
    let mut best: Option<u8> = None;
    let mut out = vec![];
    // Row by row, like `Dungeon::tiles`, straight over the arrays.
    for (r, row) in p.dungeon.grid.iter().enumerate() {
        for (col, tile) in row.iter().enumerate() {
            let Some(tile) = tile else { continue };
            if tile.conquered {
                continue;
            }
            let Some(d) = dist[r][col] else {
                continue;
            };
            let pos = Pos::new(r, col);
            match best {
                Some(b) if d > b => {}
                Some(b) if d == b => out.push(pos),
                _ => {
                    best = Some(d);
                    out.clear();
                    out.push(pos);
                }
            }
        }
    }
    out
}

/// COMBAT-END-4: the prisoners that may be freed now (regular ones before a paladin).
fn release_candidates(game: &Game, seat: Seat) -> Vec<u16> {
    let prison = &game.players[seat].prison;
    let regular: Vec<u16> = prison
        .iter()
        .copied()
        .filter(|&a| stats(game, a).class != Some(AdventurerClass::Paladin))
        .collect();
    if regular.is_empty() {
        prison.clone()
    } else {
        regular
    }
}

fn release(game: &mut Game, seat: Seat, adv: u16) {
    let p = &mut game.players[seat];
    if let Some(i) = p.prison.iter().position(|&a| a == adv) {
        p.prison.remove(i);
        game.distant_adventurers.push(adv);
        if game.paladin.0 == adv {
            game.paladin.1 = PaladinAt::Gone;
        }
        let text = format!(
            "{} has nothing left to conquer: the party frees {} from prison.",
            game.seat_name(seat),
            adv_name(game, adv)
        );
        game.public(text);
    }
}

/// Resolves the automatic parts of a seat's planning. Returns whether the seat is done.
fn auto_plan(game: &mut Game, c: &mut CombatState, seat: Seat) {
    if c.seats[seat].plan.target.is_some() {
        return;
    }
    let targets = nearest_targets(game, seat);
    if targets.is_empty() {
        // RULE COMBAT-END-4: no battle; free one prisoner instead of planning.
        let cands = release_candidates(game, seat);
        match cands.len() {
            0 => {
                let name = game.seat_name(seat);
                game.public(format!(
                    "{name} has nothing left to conquer and nobody in prison: no battle."
                ));
                c.seats[seat].planned = true;
            }
            1 => {
                release(game, seat, cands[0]);
                c.seats[seat].planned = true;
            }
            _ => {}
        }
    } else if targets.len() == 1 {
        c.seats[seat].plan.target = Some(targets[0]);
    }
}

/// Runs automatic steps until a decision is owed. Returns true when combat is over (the phase
/// has changed to year two or to the final result).
fn run(game: &mut Game, c: &mut CombatState) -> bool {
    for _ in 0..10_000 {
        match &mut c.stage {
            Stage::Planning => {
                let ps = planners(game, c);
                for &s in &ps {
                    auto_plan(game, c, s);
                }
                if !planners(game, c).is_empty() {
                    if planners(game, c) == ps {
                        return false;
                    }
                    continue;
                }
                // RULE COMBAT-PLAN-8: with the D24 option, plans are applied in turn order now.
                for s in seat_order(game) {
                    if !c.seats[s].committed && c.seats[s].plan.target.is_some() {
                        commit(game, c, s);
                    }
                }
                reveal(game, c);
                c.stage = Stage::Battle {
                    order_idx: 0,
                    battle: None,
                };
            }
            Stage::Battle { order_idx, battle } => {
                let idx = *order_idx;
                match battle {
                    None => {
                        let order = seat_order(game);
                        let Some(&seat) = order.get(idx) else {
                            // The round is over.
                            if c.round >= 4 {
                                end_combat(game, c);
                                return true;
                            }
                            start_round(game, c);
                            continue;
                        };
                        let b = begin_battle(game, c, seat);
                        if let Stage::Battle { order_idx, battle } = &mut c.stage {
                            match b {
                                Some(b) => *battle = Some(Box::new(b)),
                                None => *order_idx += 1,
                            }
                        }
                    }
                    Some(b) => {
                        let mut b = std::mem::take(b);
                        let waiting = battle_step(game, c, &mut b);
                        let over = b.step == Step::Over;
                        if over {
                            finish_battle(game, c, &b);
                        }
                        if let Stage::Battle { order_idx, battle } = &mut c.stage {
                            if over {
                                *battle = None;
                                *order_idx += 1;
                            } else {
                                *battle = Some(b);
                            }
                        }
                        if waiting && !over {
                            return false;
                        }
                    }
                }
            }
        }
    }
    false
}

/// COMBAT-PLAN-6, COMBAT-PLAN-7: the plan's gold, food, imps and traps are set aside.
fn commit(game: &mut Game, c: &mut CombatState, seat: Seat) {
    let plan = c.seats[seat].plan.clone();
    c.seats[seat].committed = true;
    let p = &mut game.players[seat];
    p.gold = p.gold.saturating_sub(plan.bait.saturating_add(plan.gold));
    p.food = p.food.saturating_sub(plan.food);
    p.imps = p.imps.saturating_sub(plan.imps);
    p.traps.retain(|t| !plan.traps.contains(t));
    let mut defenders: Vec<String> = plan
        .monsters
        .iter()
        .map(|&m| monster_name(game, m))
        .collect();
    let mut private = defenders.clone();
    for &t in &plan.traps {
        defenders.push("a face-down trap".into());
        private.push(trap_name(game, t));
    }
    let target = plan.target.map_or_else(String::new, |t| {
        format!("row {} column {}", t.row + 1, t.col + 1)
    });
    let bait = if plan.bait > 0 {
        format!(" ({} gold as bait)", plan.bait)
    } else {
        String::new()
    };
    let list = |v: &[String]| {
        if v.is_empty() {
            "no defenders".to_string()
        } else {
            v.join(", ")
        }
    };
    let name = game.seat_name(seat);
    game.private(
        seat,
        format!("You defend {target} with {}{bait}.", list(&private)),
        Some(format!(
            "{name} defends {target} with {}{bait}.",
            list(&defenders)
        )),
    );
}

/// Gives back what a committed plan set aside and never used (a battle not fought, traps
/// never sprung because the party was wiped first).
fn refund(game: &mut Game, seat: Seat, plan: &Plan) {
    let p = &mut game.players[seat];
    p.gold = p.gold.saturating_add(plan.bait.saturating_add(plan.gold));
    p.food = p.food.saturating_add(plan.food);
    p.imps = p.imps.saturating_add(plan.imps);
    p.traps.extend(plan.traps.iter().copied());
}

/// COMBAT-REVEAL-1, COMBAT-REVEAL-2.
fn reveal(game: &mut Game, c: &CombatState) {
    let text = match card(game, c.round) {
        Some(card) => format!(
            "Round {} combat card: {} ({} spell, needs {} magic; fatigue {}).",
            c.round,
            card.name,
            if card.timing == SpellTiming::Fast {
                "fast"
            } else {
                "slow"
            },
            c.round,
            card.fatigue
        ),
        None => format!("Round {}: no combat card.", c.round),
    };
    game.public(text);
}

fn begin_battle(game: &mut Game, c: &mut CombatState, seat: Seat) -> Option<Battle> {
    let sc = c.seats.get(seat)?;
    if sc.ended {
        return None;
    }
    if game.players[seat].party.is_empty() {
        // RULE COMBAT-END-2: the paladin left and nobody remains (DECISION D15).
        c.seats[seat].ended = true;
        let plan = std::mem::take(&mut c.seats[seat].plan);
        if c.seats[seat].committed {
            refund(game, seat, &plan);
        }
        let name = game.seat_name(seat);
        game.public(format!(
            "{name}'s dungeon has no party left: its combat ends."
        ));
        return None;
    }
    let target = c.seats[seat].plan.target?;
    let plan = std::mem::take(&mut c.seats[seat].plan);
    let name = game.seat_name(seat);
    game.public(format!("{name}'s battle begins."));
    Some(Battle {
        seat,
        target,
        room: room_at(game, seat, target),
        to_attack: plan.monsters.clone(),
        plan,
        ..Battle::default()
    })
}

fn finish_battle(game: &mut Game, c: &mut CombatState, b: &Battle) {
    let seat = b.seat;
    // Traps never sprung (the party was wiped first) go back, with what they reserved.
    if game.players[seat].party.is_empty() {
        // RULE COMBAT-END-1, COMBAT-BATTLE-2.
        c.seats[seat].ended = true;
        let name = game.seat_name(seat);
        game.public(format!(
            "{name}'s party is gone: that dungeon's combat is over."
        ));
    }
    // RULE COMBAT-MON-4: monsters that never had their turn stay face up (DECISION D14).
    refund(game, seat, &b.plan);
}

// -------------------------------------------------------------------------------------------
// Battle steps

/// Advances the battle by one step or sub-step. Returns true when a decision is owed.
fn battle_step(game: &mut Game, c: &mut CombatState, b: &mut Battle) -> bool {
    let seat = b.seat;
    if game.players[seat].party.is_empty() && b.step != Step::Over {
        // RULE COMBAT-BATTLE-2: the remaining steps are skipped.
        b.step = Step::Over;
        return false;
    }
    match b.step {
        Step::Trap => {
            if b.aiming.is_some() {
                return true;
            }
            if b.plan.traps.is_empty() {
                b.step = Step::FastSpell;
                return false;
            }
            if trap_choice_needed(game, b) {
                return true;
            }
            let t = b.plan.traps[0];
            spring(game, b, t);
            false
        }
        Step::FastSpell => {
            if b.pending.is_some() {
                return true;
            }
            if !b.fast_done {
                b.fast_done = true;
                spell_step(game, c.round, b, SpellTiming::Fast);
                if b.pending.is_some() {
                    return true;
                }
            }
            b.step = Step::Monsters;
            false
        }
        Step::Monsters => {
            if b.second_hit.is_some() {
                if second_hit_targets(game, b).is_empty() {
                    b.second_hit = None;
                } else {
                    return true;
                }
            }
            if b.to_attack.is_empty() {
                b.step = Step::SlowSpell;
                return false;
            }
            // Monsters that cannot attack take their turn at once when nobody else can attack.
            if b.to_attack
                .iter()
                .all(|&m| attack_options(game, b, m).is_empty())
            {
                let m = b.to_attack[0];
                do_attack(game, b, m, AttackOption::Idle, None);
                return false;
            }
            true
        }
        Step::SlowSpell => {
            if b.pending.is_some() {
                return true;
            }
            if !b.slow_done {
                b.slow_done = true;
                spell_step(game, c.round, b, SpellTiming::Slow);
                if b.pending.is_some() {
                    return true;
                }
            }
            b.step = Step::Heal;
            false
        }
        Step::Heal => {
            heal_step(game, b);
            b.step = Step::Conquest;
            false
        }
        Step::Conquest => {
            conquest_step(game, c.round, b);
            b.step = Step::EndOfBattle;
            false
        }
        Step::EndOfBattle => {
            // RULE COMBAT-BATTLE-4, TRAP-NOTE-1: the poison's 2 damage, unpreventable.
            for id in std::mem::take(&mut b.poison) {
                if game.players[seat].party.iter().any(|m| m.id == id) {
                    let name = adv_name(game, id);
                    game.public(format!("The poison of the dart works on {name}."));
                    deal(game, b, id, 2, Source::Poison);
                }
            }
            b.step = Step::Over;
            false
        }
        Step::Over => false,
    }
}

fn trap_choice_needed(game: &Game, b: &Battle) -> bool {
    // RULE COMBAT-TRAP-5: two traps are used in the order the owner chooses.
    if b.plan.traps.len() < 2 {
        return false;
    }
    let kinds: Vec<Option<usize>> = b
        .plan
        .traps
        .iter()
        .map(|&t| game.inst.traps.get(t as usize).map(|&d| d as usize))
        .collect();
    kinds.iter().any(|k| *k != kinds[0])
}

/// Bait gold a trap on this tile needs (COMBAT-PLAN-6, ROOM-LAB-1).
fn bait_for(game: &Game, seat: Seat, pos: Pos) -> u8 {
    match game.players[seat].dungeon.at(pos) {
        Some(super::state::Tile {
            kind: TileKind::Room(_),
            ..
        }) => {
            if room_at(game, seat, pos) == Some(RoomFunction::Labyrinth) {
                0
            } else {
                1
            }
        }
        _ => 0,
    }
}

/// COMBAT-TRAP-1: reveal, pay, then (unless it needs a target) apply.
fn spring(game: &mut Game, b: &mut Battle, t: u16) {
    let seat = b.seat;
    let Some(def) = trap_def(game, t).cloned() else {
        b.plan.traps.retain(|&x| x != t);
        return;
    };
    let bait = bait_for(game, seat, b.target);
    {
        let plan = &mut b.plan;
        plan.traps.retain(|&x| x != t);
        // RULE COMBAT-PLAN-6: the bait gold is discarded; RULE COMBAT-PLAN-7: extra costs paid.
        plan.bait = plan.bait.saturating_sub(bait);
        plan.gold = plan.gold.saturating_sub(def.extra_gold);
        plan.food = plan.food.saturating_sub(def.extra_food);
        plan.imps = plan.imps.saturating_sub(def.extra_imp);
    }
    let mut paid = vec![];
    if bait > 0 {
        paid.push(format!("{bait} bait gold"));
    }
    if def.extra_gold > 0 {
        paid.push(format!("{} gold", def.extra_gold));
    }
    if def.extra_food > 0 {
        paid.push(format!("{} food", def.extra_food));
    }
    if def.extra_imp > 0 {
        paid.push(format!("{} imp", def.extra_imp));
    }
    let paid = if paid.is_empty() {
        String::new()
    } else {
        format!(", paying {}", paid.join(" and "))
    };
    let name = game.seat_name(seat);
    game.public(format!("{name} reveals the trap {}{paid}.", def.name));
    if matches!(def.kind, TrapKind::PoisonedDart | TrapKind::AntiMagicDart) {
        let party = &game.players[seat].party;
        if party.len() == 1 {
            let id = party[0].id;
            trap_effect(game, b, &def, Some(id));
        } else {
            // The card lies face up until its target is chosen, then is discarded.
            b.aiming = Some(t);
            return;
        }
    } else {
        trap_effect(game, b, &def, None);
    }
    // The card goes to the discard pile face down.
    game.trap_discard.push(t);
}

/// Applies a trap's effect (catalog §6, CAT-5), disarm front first (COMBAT-TRAP-3).
fn trap_effect(game: &mut Game, b: &mut Battle, def: &TrapDef, aim: Option<u16>) {
    let seat = b.seat;
    let year = usize::from(game.year >= 2);
    let n = def.damage.get(year).copied().unwrap_or(0);
    let ids: Vec<u16> = game.players[seat].party.iter().map(|m| m.id).collect();
    let mut dmg: Vec<u8> = vec![0; ids.len()];
    match def.kind {
        TrapKind::RollingStone => {
            if let Some(d) = dmg.first_mut() {
                *d = n;
            }
        }
        TrapKind::Pendulum => {
            if let Some(d) = dmg.get_mut(1) {
                *d = n;
            }
        }
        TrapKind::TrapDoor => {
            if let Some(d) = dmg.first_mut() {
                *d = n;
            }
            // RULE COMBAT-TRAP-4: the no-conquest effect stands even if disarm stops the damage.
            b.no_conquest = true;
        }
        TrapKind::WallOfFire => {
            for d in dmg.iter_mut() {
                *d = n;
            }
            if let Some(d) = dmg.last_mut() {
                *d = d.saturating_add(1);
            }
        }
        TrapKind::CursedRing => {
            for d in dmg.iter_mut() {
                *d = n;
            }
            b.no_conquest = true;
        }
        TrapKind::PoisonedMeal => {
            if let Some(first) = game.players[seat].party.first() {
                let hp = stats(game, first.id).hp.saturating_add(first.bonus_hp);
                dmg[0] = hp;
            }
        }
        TrapKind::KamikazeImp => {
            for (i, d) in dmg.iter_mut().enumerate() {
                *d = if i == 0 { n } else { 1 };
            }
        }
        TrapKind::PoisonedDart | TrapKind::AntiMagicDart => {
            if let Some(i) = aim.and_then(|a| ids.iter().position(|&x| x == a)) {
                dmg[i] = n;
                let id = ids[i];
                if def.kind == TrapKind::PoisonedDart {
                    // RULE TRAP-NOTE-1: 2 more at the end of the battle.
                    b.poison.push(id);
                } else {
                    // RULE TRAP-NOTE-2: a wizard hit stops the spell, a priest hit the healing.
                    match stats(game, id).class {
                        Some(AdventurerClass::Wizard) => {
                            b.no_spell = true;
                            game.public(
                                "The anti-magic dart hits a wizard: no spell this round.".into(),
                            );
                        }
                        Some(AdventurerClass::Priest) => {
                            b.no_heal = true;
                            game.public(
                                "The anti-magic dart hits a priest: no healing this round.".into(),
                            );
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    // RULE COMBAT-TRAP-3: the party's disarm prevents damage front first, across a Labyrinth's
    // two traps (ROOM-LAB-2).
    let total: u8 = ids
        .iter()
        .map(|&id| stats(game, id).disarm)
        .fold(0u8, u8::saturating_add);
    let mut pool = total.saturating_sub(b.disarm_used);
    for d in dmg.iter_mut() {
        let stop = (*d).min(pool);
        *d -= stop;
        pool -= stop;
        b.disarm_used += stop;
    }
    let mut any = false;
    for (id, d) in ids.iter().zip(dmg) {
        if d > 0 {
            any = true;
            deal(game, b, *id, d, Source::Trap);
        }
    }
    if !any {
        game.public("The trap deals no damage.".into());
    }
}

/// Damage sources, for the effects that reduce damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    Trap,
    Monster(u16),
    Fatigue,
    Poison,
}

/// Deals damage to adventurer `id`. Returns whether it was eliminated (DMG-1).
fn deal(game: &mut Game, b: &mut Battle, id: u16, amount: u8, source: Source) -> bool {
    let seat = b.seat;
    let Some(i) = game.players[seat].party.iter().position(|m| m.id == id) else {
        return false;
    };
    let st = stats(game, id);
    let mut amount = amount;
    if matches!(source, Source::Monster(_) | Source::Fatigue) {
        if b.invisible && st.class == Some(AdventurerClass::Wizard) {
            amount = 0;
        }
        if let Source::Monster(m) = source {
            if b.aura == Some(m) {
                amount = amount.saturating_sub(2);
            }
            if b.song
                && matches!(
                    st.class,
                    Some(AdventurerClass::Warrior | AdventurerClass::Paladin)
                )
            {
                amount = amount.saturating_sub(1);
            }
        }
        if b.shield && amount > 0 {
            amount -= 1;
            b.shield = false;
            game.public("The magic shield absorbs 1 damage.".into());
        }
    }
    let name = adv_name(game, id);
    if amount == 0 {
        game.public(format!("{name} takes no damage."));
        return false;
    }
    let m = &mut game.players[seat].party[i];
    m.damage = m.damage.saturating_add(amount);
    let hp = st.hp.saturating_add(m.bonus_hp);
    let dmg = m.damage;
    game.public(format!("{name} takes {amount} damage ({dmg}/{hp})."));
    if dmg >= hp {
        eliminate(game, seat, i);
        true
    } else {
        false
    }
}

/// DMG-1: the adventurer goes to the owner's prison (an illusion just vanishes, PARTY-6).
fn eliminate(game: &mut Game, seat: Seat, idx: usize) {
    if idx >= game.players[seat].party.len() {
        return;
    }
    let m = game.players[seat].party.remove(idx);
    let name = adv_name(game, m.id);
    if m.id == ILLUSION {
        game.public(format!("{name} is eliminated and vanishes."));
        return;
    }
    game.players[seat].prison.push(m.id);
    if m.id == game.paladin.0 {
        // RULE COMBAT-PAL-4, PALADIN-9.
        game.paladin.1 = PaladinAt::Prison { seat };
    }
    let owner = game.seat_name(seat);
    game.public(format!(
        "{name} is eliminated and goes to {owner}'s prison."
    ));
}

fn magic_total(game: &Game, seat: Seat) -> u8 {
    game.players[seat]
        .party
        .iter()
        .map(|m| stats(game, m.id).magic)
        .fold(0u8, u8::saturating_add)
}

/// SPELL-1..7: the round's spell in the fast or slow step.
fn spell_step(game: &mut Game, round: u8, b: &mut Battle, timing: SpellTiming) {
    let Some(card) = card(game, round).cloned() else {
        return;
    };
    if card.timing != timing {
        return;
    }
    // RULE SPELL-6, ROOM-ANTI-1: no spell in an Anti-magic Room.
    if b.room == Some(RoomFunction::AntiMagic) {
        game.public(format!("The Anti-magic Room stops {}.", card.name));
        return;
    }
    if b.no_spell {
        // RULE TRAP-NOTE-2.
        game.public(format!("Nobody can cast {} this round.", card.name));
        return;
    }
    // RULE SPELL-1, SPELL-2: magic counted now, at least the round number.
    let magic = magic_total(game, b.seat);
    if magic < round {
        game.public(format!(
            "The party has {magic} magic, too little to cast {}.",
            card.name
        ));
        return;
    }
    game.public(format!("The party casts {}.", card.name));
    cast(game, b, card.spell);
}

fn non_ghosts(game: &Game, b: &Battle) -> Vec<u16> {
    // RULE SPELL-5, MON-GHOST-2: spells about monsters treat ghosts as absent.
    b.to_attack
        .iter()
        .copied()
        .filter(|&m| !is_ghost(game, m))
        .collect()
}

fn cast(game: &mut Game, b: &mut Battle, spell: SpellKind) {
    let seat = b.seat;
    match spell {
        SpellKind::Fireball | SpellKind::Graffiti => {
            game.public("The spell has no effect.".into());
        }
        SpellKind::Invisibility => {
            b.invisible = true;
            let party = std::mem::take(&mut game.players[seat].party);
            let (wiz, mut rest): (Vec<PartyMember>, Vec<PartyMember>) = party
                .into_iter()
                .partition(|m| stats(game, m.id).class == Some(AdventurerClass::Wizard));
            rest.extend(wiz);
            game.players[seat].party = rest;
            game.public(
                "Invisibility: the wizards step to the back, unharmable this round.".into(),
            );
        }
        SpellKind::MagicShield => b.shield = true,
        SpellKind::DetectTreasure => {
            let p = &mut game.players[seat];
            if p.gold > 0 {
                p.gold -= 1;
                game.public("Detect Treasure: 1 gold is lost.".into());
            } else if p.food > 0 {
                p.food -= 1;
                game.public("Detect Treasure: 1 food is lost.".into());
            } else if !p.traps.is_empty() {
                let first = p.traps[0];
                let same = p.traps.iter().all(|&t| {
                    game.inst.traps.get(t as usize) == game.inst.traps.get(first as usize)
                });
                if same {
                    lose_trap(game, seat, first);
                } else {
                    b.pending = Some(SpellPending::LoseTrap);
                }
            }
        }
        SpellKind::FistOfJustice => {
            let p = &mut game.players[seat];
            if p.imps > 0 {
                p.imps -= 1;
                game.public("Fist of Justice: 1 imp is lost.".into());
            }
        }
        SpellKind::Suggestion => {
            let ms = non_ghosts(game, b);
            if !ms.is_empty() {
                b.pending = Some(SpellPending::Suggestion { monsters: ms });
            }
        }
        SpellKind::WordOfPeace => {
            if !non_ghosts(game, b).is_empty() {
                b.pending = Some(SpellPending::WordOfPeace);
            }
        }
        SpellKind::DetectEvil => {
            // RULE COMBAT-PAL-5: this gain may bring the paladin into this very battle.
            game.change_evil(seat, 2);
        }
        SpellKind::Regeneration => {
            for m in game.players[seat].party.iter_mut() {
                m.damage = m.damage.saturating_sub(1);
            }
            game.public("Regeneration: each adventurer heals 1.".into());
        }
        SpellKind::Illusion => {
            let party = &mut game.players[seat].party;
            if !party.iter().any(|m| m.id == ILLUSION) {
                // RULE PARTY-6: the illusion stands first, even before the paladin.
                party.insert(
                    0,
                    PartyMember {
                        id: ILLUSION,
                        damage: 0,
                        bonus_hp: 0,
                    },
                );
            }
        }
        SpellKind::CreateFood => {
            if let Some(m) = game.players[seat].party.first_mut() {
                m.bonus_hp = m.bonus_hp.saturating_add(1);
            }
        }
        SpellKind::BlindRage => b.blind_rage = true,
        SpellKind::SongOfCourage => b.song = true,
        SpellKind::MagicKey => b.magic_key = true,
        SpellKind::AuraOfFear | SpellKind::Metamorphosis | SpellKind::DimensionalGate => {
            let ms = non_ghosts(game, b);
            match ms.len() {
                0 => {}
                1 => spell_on_monster(game, b, spell, ms[0]),
                _ => {
                    b.pending = Some(SpellPending::PickMonster {
                        spell,
                        monsters: ms,
                    })
                }
            }
        }
    }
}

fn lose_trap(game: &mut Game, seat: Seat, t: u16) {
    let p = &mut game.players[seat];
    if let Some(i) = p.traps.iter().position(|&x| x == t) {
        p.traps.remove(i);
        game.trap_discard.push(t);
        let name = trap_name(game, t);
        game.private(
            seat,
            format!("Detect Treasure: you discard {name}."),
            Some("Detect Treasure: a trap card is lost.".into()),
        );
    }
}

fn spell_on_monster(game: &mut Game, b: &mut Battle, spell: SpellKind, m: u16) {
    let name = monster_name(game, m);
    match spell {
        SpellKind::AuraOfFear => {
            b.aura = Some(m);
            game.public(format!("Aura of Fear: the {name} deals 2 less this round."));
        }
        SpellKind::Metamorphosis => {
            b.sheep.push(m);
            game.public(format!("Metamorphosis: the {name} becomes a sheep."));
        }
        SpellKind::DimensionalGate => {
            // RULE SPELL-4: withdrawn face up, but it cannot fight again this year.
            b.to_attack.retain(|&x| x != m);
            if let Some(om) = game.players[b.seat].monsters.iter_mut().find(|o| o.id == m) {
                om.banished = true;
            }
            game.public(format!(
                "Dimensional Gate: the {name} is withdrawn for the rest of the year."
            ));
        }
        _ => {}
    }
}

fn withdraw(game: &mut Game, b: &mut Battle, m: u16) {
    // RULE SPELL-4: back to the lair face up, as if never sent.
    b.to_attack.retain(|&x| x != m);
    let name = monster_name(game, m);
    game.public(format!("The {name} is withdrawn to the lair."));
}

/// Adventurers a targeted attack may hit.
fn any_targets(game: &Game, b: &Battle, not_first: bool, not_priests: bool) -> Vec<u16> {
    let party = &game.players[b.seat].party;
    party
        .iter()
        .enumerate()
        .filter(|(i, m)| {
            let st = stats(game, m.id);
            let excluded = (not_first && *i == 0)
                || (not_priests && st.class == Some(AdventurerClass::Priest))
                || (b.invisible && st.class == Some(AdventurerClass::Wizard));
            !excluded
        })
        .map(|(_, m)| m.id)
        .collect()
}

/// Targets of a witch's second hit (Blind Rage keeps it on the first adventurer).
fn second_hit_targets(game: &Game, b: &Battle) -> Vec<u16> {
    let first = game.players[b.seat].party.first().map(|x| x.id);
    any_targets(game, b, false, false)
        .into_iter()
        .filter(|&t| !b.blind_rage || Some(t) == first)
        .collect()
}

/// The attacks monster `m` can make now (COMBAT-MON-2, COMBAT-MON-5, COMBAT-MON-6). Empty when
/// it cannot attack.
fn attack_options(game: &Game, b: &Battle, m: u16) -> Vec<(AttackOption, Option<u16>)> {
    let party = &game.players[b.seat].party;
    if party.is_empty() || b.sheep.contains(&m) {
        return vec![];
    }
    let Some(kind) = monster_kind(game, m) else {
        return vec![];
    };
    let first = party[0].id;
    // Blind Rage: targeted monster attacks (not ghosts) must hit the first adventurer.
    let restrict = |v: Vec<u16>| -> Vec<u16> {
        if b.blind_rage {
            v.into_iter().filter(|&t| t == first).collect()
        } else {
            v
        }
    };
    let mut out = vec![];
    match kind {
        MonsterKind::Goblin | MonsterKind::Golem => out.push((AttackOption::Standard, None)),
        MonsterKind::Slime => {
            out.push((AttackOption::Each, None));
            out.push((AttackOption::Glue, None));
        }
        MonsterKind::Dragon => out.push((AttackOption::Each, None)),
        MonsterKind::Troll => {
            out.push((AttackOption::Standard, None));
            if game.players[b.seat].food >= 1 {
                out.push((AttackOption::Fed, None));
            }
        }
        MonsterKind::Ghost => {
            // RULE MON-GHOST-1: never the first adventurer.
            for t in any_targets(game, b, true, false) {
                out.push((AttackOption::Any, Some(t)));
            }
        }
        MonsterKind::Witch => {
            out.push((AttackOption::Standard, None));
            for t in restrict(any_targets(game, b, false, false)) {
                out.push((AttackOption::Hits, Some(t)));
            }
        }
        MonsterKind::Vampire => {
            // RULE MON-VAMPIRE-1: never priests.
            for t in restrict(any_targets(game, b, false, true)) {
                out.push((AttackOption::Any, Some(t)));
                out.push((AttackOption::Flee, Some(t)));
            }
        }
        MonsterKind::Demon => {
            for t in restrict(any_targets(game, b, false, false)) {
                out.push((AttackOption::Any, Some(t)));
            }
        }
    }
    out
}

/// Resolves one monster's turn (COMBAT-MON-*, MON-*).
fn do_attack(game: &mut Game, b: &mut Battle, m: u16, option: AttackOption, target: Option<u16>) {
    let seat = b.seat;
    let kind = monster_kind(game, m);
    let name = monster_name(game, m);
    let owner = game.seat_name(seat);
    // RULE ROOM-TRAIN-1, ROOM-DARK-1: +1 per attack in the right combat room.
    let bonus = match (b.room, kind) {
        (Some(RoomFunction::Training), Some(MonsterKind::Troll | MonsterKind::Goblin)) => 1,
        (Some(RoomFunction::Dark), Some(MonsterKind::Vampire | MonsterKind::Witch)) => 1,
        _ => 0,
    };
    b.to_attack.retain(|&x| x != m);
    let src = Source::Monster(m);
    let first = game.players[seat].party.first().map(|p| p.id);
    let mut face_up = false;
    match option {
        AttackOption::Idle => {
            if b.sheep.contains(&m) {
                game.public(format!("The sheep ({name}) cannot attack."));
            } else {
                game.public(format!("{owner}'s {name} cannot attack."));
            }
            // RULE MON-VAMPIRE-1: a vampire that cannot attack returns face up (DECISION D27).
            face_up = kind == Some(MonsterKind::Vampire) && !b.sheep.contains(&m);
        }
        AttackOption::Glue => {
            // RULE MON-SLIME-1: the glue is no attack; no conquest and no fatigue.
            game.public(format!("{owner}'s {name} glues the party to the floor."));
            b.no_conquest = true;
        }
        AttackOption::Standard | AttackOption::Fed => {
            b.attacked = true;
            let base = match kind {
                Some(MonsterKind::Goblin) => 2,
                Some(MonsterKind::Troll) => 3,
                _ => 4,
            };
            let n = base + bonus + u8::from(option == AttackOption::Fed);
            if option == AttackOption::Fed {
                let p = &mut game.players[seat];
                p.food = p.food.saturating_sub(1);
            }
            game.public(format!(
                "{owner}'s {name} makes a standard attack for {n}{}.",
                if option == AttackOption::Fed {
                    " (fed 1 food)"
                } else {
                    ""
                }
            ));
            if let Some(f) = first {
                let killed = deal(game, b, f, n, src);
                // RULE MON-GOBLIN-1: the goblin's bonus attack on the next adventurer.
                if killed && kind == Some(MonsterKind::Goblin) {
                    if let Some(next) = game.players[seat].party.first().map(|p| p.id) {
                        let n2 = 1 + bonus;
                        game.public(format!("The {name} attacks again for {n2}."));
                        deal(game, b, next, n2, src);
                    }
                }
            }
            face_up = kind == Some(MonsterKind::Golem);
        }
        AttackOption::Each => {
            b.attacked = true;
            let n = if kind == Some(MonsterKind::Dragon) {
                // RULE MON-DRAGON-1: no healing this battle.
                b.no_heal = true;
                2
            } else {
                1
            };
            game.public(format!("{owner}'s {name} attacks each adventurer for {n}."));
            let ids: Vec<u16> = game.players[seat].party.iter().map(|p| p.id).collect();
            for id in ids {
                deal(game, b, id, n, src);
            }
        }
        AttackOption::Any | AttackOption::Flee => {
            b.attacked = true;
            let n = match (kind, option) {
                (Some(MonsterKind::Ghost), _) => 2,
                (Some(MonsterKind::Demon), _) => 7,
                (_, AttackOption::Flee) => 2 + bonus,
                _ => 3 + bonus,
            };
            if let Some(t) = target {
                let tn = adv_name(game, t);
                game.public(format!("{owner}'s {name} attacks {tn} for {n}."));
                deal(game, b, t, n, src);
            }
            if kind == Some(MonsterKind::Demon) {
                // RULE MON-DEMON-3: the party is too shocked to conquer.
                b.no_conquest = true;
            }
            // RULE MON-VAMPIRE-2: bite and flee returns face up.
            face_up = option == AttackOption::Flee;
        }
        AttackOption::Hits | AttackOption::SecondHit => {
            b.attacked = true;
            let n = 1 + bonus;
            if let Some(t) = target {
                let tn = adv_name(game, t);
                game.public(format!("{owner}'s {name} hits {tn} for {n}."));
                deal(game, b, t, n, src);
            }
            b.second_hit = (option == AttackOption::Hits).then_some(m);
        }
    }
    if option == AttackOption::Hits {
        return;
    }
    // RULE COMBAT-MON-3: knocked out after its turn, with the listed exceptions.
    if let Some(om) = game.players[seat].monsters.iter_mut().find(|o| o.id == m) {
        om.knocked_out = !face_up;
    }
}

/// HEAL-1..3.
fn heal_step(game: &mut Game, b: &Battle) {
    let seat = b.seat;
    let heal: u8 = game.players[seat]
        .party
        .iter()
        .map(|m| stats(game, m.id).heal)
        .fold(0u8, u8::saturating_add);
    if heal == 0 {
        return;
    }
    if !b.attacked {
        // RULE HEAL-1: no monster or ghost attacked, so no healing.
        game.public("No monster attacked: the party does not heal.".into());
        return;
    }
    if b.no_heal {
        // RULE HEAL-3.
        game.public("The party cannot heal this round.".into());
        return;
    }
    // RULE HEAL-2: front first.
    let mut pool = heal;
    let mut healed = 0;
    for m in game.players[seat].party.iter_mut() {
        let h = m.damage.min(pool);
        m.damage -= h;
        pool -= h;
        healed += h;
    }
    game.public(format!("The party heals {healed} damage."));
}

/// FATIGUE-*, CONQUEST-*.
fn conquest_step(game: &mut Game, round: u8, b: &mut Battle) {
    let seat = b.seat;
    if b.no_conquest {
        // RULE FATIGUE-3: no conquest, no fatigue.
        game.public("The party does not conquer this round and takes no fatigue.".into());
        return;
    }
    let fatigue = card(game, round).map_or(0, |k| k.fatigue);
    // RULE FATIGUE-2: one point at a time to the current first adventurer.
    for _ in 0..fatigue {
        let invisible = b.invisible;
        let next = game.players[seat]
            .party
            .iter()
            .find(|m| !(invisible && stats(game, m.id).class == Some(AdventurerClass::Wizard)))
            .map(|m| m.id);
        let Some(id) = next else { break };
        let name = adv_name(game, id);
        game.public(format!("Fatigue: 1 point on {name}."));
        deal(game, b, id, 1, Source::Fatigue);
        if game.players[seat].party.is_empty() {
            // RULE CONQUEST-2.
            game.public("Fatigue finishes the party: the tile is not conquered.".into());
            return;
        }
    }
    let pos = b.target;
    if let Some(mut t) = game.players[seat].dungeon.at(pos) {
        // RULE CONQUEST-1, CONQUEST-3: flipped for good; the owner loses 1 evil.
        t.conquered = true;
        game.players[seat].dungeon.set(pos, Some(t));
        let name = game.seat_name(seat);
        game.public(format!(
            "The party conquers {name}'s tile at row {} column {}.",
            pos.row + 1,
            pos.col + 1
        ));
        if b.magic_key {
            let p = &mut game.players[seat];
            if p.gold > 0 {
                p.gold -= 1;
                game.public("Magic Key: 1 gold is lost.".into());
            } else if p.food > 0 {
                p.food -= 1;
                game.public("Magic Key: 1 food is lost.".into());
            }
        }
        // RULE COMBAT-PAL-1: this may move the paladin.
        game.change_evil(seat, -1);
    }
}

/// COMBAT-END-3, COMBAT-END-5, then the year's end or the final scoring.
fn end_combat(game: &mut Game, c: &mut CombatState) {
    let _ = c;
    for s in 0..game.n_players() {
        let party = std::mem::take(&mut game.players[s].party);
        for m in party {
            if m.id == ILLUSION {
                continue;
            }
            // RULE COMBAT-END-3: survivors (the paladin too) leave for the Distant Lands.
            game.distant_adventurers.push(m.id);
            if m.id == game.paladin.0 {
                game.paladin.1 = PaladinAt::Gone;
            }
        }
        // RULE COMBAT-END-5: every monster face up again, strikes over.
        for m in game.players[s].monsters.iter_mut() {
            m.knocked_out = false;
            m.on_strike = false;
            m.banished = false;
        }
    }
    game.public(format!("Combat of year {} is over.", game.year));
    if game.year <= 1 {
        game.start_year_two();
    } else {
        super::scoring::finish(game);
    }
}

// -------------------------------------------------------------------------------------------
// Decisions

/// Seats that owe a combat decision.
pub(crate) fn waiting_for(game: &Game, c: &CombatState) -> Vec<Seat> {
    match &c.stage {
        Stage::Planning => planners(game, c),
        Stage::Battle {
            battle: Some(b), ..
        } => {
            if battle_decision(game, b) {
                vec![b.seat]
            } else {
                vec![]
            }
        }
        Stage::Battle { battle: None, .. } => vec![],
    }
}

fn battle_decision(game: &Game, b: &Battle) -> bool {
    !battle_options(game, b).is_empty()
}

fn battle_options(game: &Game, b: &Battle) -> Vec<Command> {
    let seat = b.seat;
    let p = &game.players[seat];
    match b.step {
        Step::Trap => {
            if b.aiming.is_some() {
                return p
                    .party
                    .iter()
                    .map(|m| Command::AimTrap { adventurer: m.id })
                    .collect();
            }
            if trap_choice_needed(game, b) {
                return b
                    .plan
                    .traps
                    .iter()
                    .map(|&t| Command::UseTrap { trap: t })
                    .collect();
            }
            vec![]
        }
        Step::FastSpell | Step::SlowSpell => match &b.pending {
            Some(SpellPending::Suggestion { monsters }) => {
                let Some(&m) = monsters.first() else {
                    return vec![];
                };
                let mut out = pay_options(game, b, m);
                out.push(Command::Withdraw { monster: m });
                out
            }
            Some(SpellPending::WordOfPeace) => vec![Command::WithdrawAll, Command::AcceptEvil],
            Some(SpellPending::PickMonster { monsters, .. }) => monsters
                .iter()
                .map(|&m| Command::ChooseMonster { monster: m })
                .collect(),
            Some(SpellPending::LoseTrap) => p
                .traps
                .iter()
                .map(|&t| Command::DiscardTrap { trap: t })
                .collect(),
            None => vec![],
        },
        Step::Monsters => {
            if let Some(m) = b.second_hit {
                return second_hit_targets(game, b)
                    .into_iter()
                    .map(|t| Command::Attack {
                        monster: m,
                        option: AttackOption::SecondHit,
                        target: Some(t),
                    })
                    .collect();
            }
            let mut out = vec![];
            let all_idle = b
                .to_attack
                .iter()
                .all(|&m| attack_options(game, b, m).is_empty());
            if all_idle {
                return out;
            }
            for &m in &b.to_attack {
                let opts = attack_options(game, b, m);
                if opts.is_empty() {
                    out.push(Command::Attack {
                        monster: m,
                        option: AttackOption::Idle,
                        target: None,
                    });
                }
                for (option, target) in opts {
                    out.push(Command::Attack {
                        monster: m,
                        option,
                        target,
                    });
                }
            }
            out
        }
        _ => vec![],
    }
}

/// SPELL-7: ways to pay monster `m`'s cost for the Suggestion spell.
fn pay_options(game: &Game, b: &Battle, m: u16) -> Vec<Command> {
    let seat = b.seat;
    let p = &game.players[seat];
    let Some(def) = game
        .inst
        .monsters
        .get(m as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
    else {
        return vec![];
    };
    let cost = def.cost;
    if p.food < cost.food || p.gold < cost.gold || !game.can_pay_evil(seat, cost.evil) {
        return vec![];
    }
    let traps: Vec<Option<u16>> = if cost.trap {
        p.traps.iter().map(|&t| Some(t)).collect()
    } else {
        vec![None]
    };
    let feeds: Vec<Option<u16>> = if cost.monster {
        p.monsters
            .iter()
            .filter(|o| o.id != m && !is_ghost(game, o.id) && !b.to_attack.contains(&o.id))
            .map(|o| Some(o.id))
            .collect()
    } else {
        vec![None]
    };
    let mut out = vec![];
    for &t in &traps {
        for &f in &feeds {
            out.push(Command::PayMonster {
                monster: m,
                pay_trap: t,
                feed: f,
            });
        }
    }
    out
}

fn plan_options(game: &Game, c: &CombatState, seat: Seat) -> Vec<Command> {
    let sc = &c.seats[seat];
    let p = &game.players[seat];
    let Some(target) = sc.plan.target else {
        let targets = nearest_targets(game, seat);
        if targets.is_empty() {
            return release_candidates(game, seat)
                .into_iter()
                .map(|a| Command::ReleasePrisoner { adventurer: a })
                .collect();
        }
        return targets
            .into_iter()
            .map(|pos| Command::ChooseTarget { pos })
            .collect();
    };
    let plan = &sc.plan;
    let (max_traps, max_monsters) = limits(game, seat, target);
    let bait = bait_for(game, seat, target);
    let mut out = vec![];
    if plan.traps.len() < max_traps {
        let gold = p.gold.saturating_sub(plan.bait.saturating_add(plan.gold));
        let food = p.food.saturating_sub(plan.food);
        let imps = p.imps.saturating_sub(plan.imps);
        for &t in &p.traps {
            if plan.traps.contains(&t) {
                continue;
            }
            let Some(d) = trap_def(game, t) else { continue };
            // RULE COMBAT-PLAN-6, COMBAT-PLAN-7: bait and extra cost must be affordable now.
            if gold >= bait.saturating_add(d.extra_gold)
                && food >= d.extra_food
                && imps >= d.extra_imp
            {
                out.push(Command::PlanTrap { trap: t });
            }
        }
    }
    let n_monsters = plan
        .monsters
        .iter()
        .filter(|&&m| !is_ghost(game, m))
        .count();
    for om in &p.monsters {
        // RULE COMBAT-PLAN-5: only face-up monsters in the lair.
        if om.knocked_out || om.on_strike || om.banished || plan.monsters.contains(&om.id) {
            continue;
        }
        if is_ghost(game, om.id) || n_monsters < max_monsters {
            out.push(Command::PlanMonster { monster: om.id });
        }
    }
    if !plan.traps.is_empty() || !plan.monsters.is_empty() || nearest_targets(game, seat).len() > 1
    {
        out.push(Command::ResetPlan);
    }
    out.push(Command::FinishPlanning);
    out
}

/// COMBAT-PLAN-4, ROOM-LAB-1: (traps, monsters) allowed on the target tile.
fn limits(game: &Game, seat: Seat, pos: Pos) -> (usize, usize) {
    match game.players[seat].dungeon.at(pos) {
        Some(super::state::Tile {
            kind: TileKind::Room(_),
            ..
        }) => {
            if room_at(game, seat, pos) == Some(RoomFunction::Labyrinth) {
                (2, 1)
            } else {
                (1, 2)
            }
        }
        _ => (1, 1),
    }
}

/// Legal combat commands for `seat`.
pub(crate) fn legal_commands(game: &Game, c: &CombatState, seat: Seat) -> Vec<Command> {
    match &c.stage {
        Stage::Planning => {
            if planners(game, c).contains(&seat) {
                plan_options(game, c, seat)
            } else {
                vec![]
            }
        }
        // `waiting_for` is `[b.seat]` exactly when these options are not empty, so they are
        // built once instead of twice.
        Stage::Battle {
            battle: Some(b), ..
        } if b.seat == seat => battle_options(game, b),
        Stage::Battle { .. } => vec![],
    }
}

/// The rule a refused combat command breaks.
pub(crate) fn explain(game: &Game, seat: Seat, cmd: &Command) -> (&'static str, String) {
    let c = match &game.phase {
        Phase::Combat(c) => Some(c.as_ref()),
        _ => None,
    };
    let p = game.players.get(seat);
    let plan = c.and_then(|c| c.seats.get(seat)).map(|sc| &sc.plan);
    // A command of a kind the current decision does not take names the step that is under way.
    if let Some(c) = c {
        let planning_kind = matches!(
            cmd,
            Command::ChooseTarget { .. }
                | Command::PlanTrap { .. }
                | Command::PlanMonster { .. }
                | Command::ResetPlan
                | Command::FinishPlanning
                | Command::ReleasePrisoner { .. }
        );
        if planning_kind == c.battle().is_some() {
            return match c.battle() {
                None => (
                    "COMBAT-PLAN-8",
                    format!(
                        "combat round {} is being planned: choose a target, traps and monsters, or finish planning",
                        c.round
                    ),
                ),
                Some(b) => (
                    "COMBAT-BATTLE-1",
                    format!(
                        "{}'s battle is at its {:?} step",
                        game.seat_name(b.seat),
                        b.step
                    ),
                ),
            };
        }
    }
    let (rule, msg) = match cmd {
        Command::ChooseTarget { .. } => (
            "COMBAT-PLAN-2",
            "the target must be an unconquered tile nearest to the entrance",
        ),
        Command::PlanTrap { trap } => {
            let owned = p.is_some_and(|p| p.traps.contains(trap));
            let target = plan.and_then(|pl| pl.target);
            let bait = target.map_or(0, |t| bait_for(game, seat, t));
            let full = match (plan, target) {
                (Some(pl), Some(t)) => pl.traps.len() >= limits(game, seat, t).0,
                _ => false,
            };
            let d = trap_def(game, *trap);
            let gold = match (p, plan) {
                (Some(p), Some(pl)) => p.gold.saturating_sub(pl.bait.saturating_add(pl.gold)),
                _ => 0,
            };
            if !owned || full {
                (
                    "COMBAT-PLAN-4",
                    "a tile takes at most 1 of your trap cards (2 in a labyrinth)",
                )
            } else if bait > 0 && gold < bait {
                ("COMBAT-PLAN-6", "a trap in a room needs 1 gold as bait")
            } else if d.is_some() {
                (
                    "COMBAT-PLAN-7",
                    "the trap's extra cost must be affordable when it is planned",
                )
            } else {
                ("COMBAT-PLAN-4", "that is not one of your trap cards")
            }
        }
        Command::PlanMonster { monster } => {
            let own = p.and_then(|p| p.monsters.iter().find(|o| o.id == *monster));
            match own {
                Some(o) if o.knocked_out || o.on_strike || o.banished => (
                    "COMBAT-PLAN-5",
                    "only face-up monsters in your lair can be committed",
                ),
                Some(_) => (
                    "COMBAT-PLAN-4",
                    "at most 1 monster in a tunnel or labyrinth and 2 in a room (ghosts unlimited)",
                ),
                None => ("COMBAT-PLAN-5", "that monster is not in your lair"),
            }
        }
        Command::ReleasePrisoner { .. } => {
            ("COMBAT-END-4", "free a regular prisoner before a paladin")
        }
        Command::UseTrap { .. } => ("COMBAT-TRAP-5", "choose one of your planned traps"),
        Command::AimTrap { .. } => ("TRAP-NOTE-1", "aim the dart at an adventurer of the party"),
        Command::Attack {
            monster,
            option,
            target,
        } => {
            let first = c
                .and_then(|c| c.battle())
                .and_then(|b| game.players.get(b.seat))
                .and_then(|p| p.party.first())
                .map(|m| m.id);
            let kind = monster_kind(game, *monster);
            let target_class = target.and_then(|t| stats(game, t).class);
            match (kind, option) {
                (Some(MonsterKind::Ghost), _) if *target == first && first.is_some() => {
                    ("MON-GHOST-1", "a ghost never attacks the first adventurer")
                }
                (Some(MonsterKind::Vampire), _)
                    if target_class == Some(AdventurerClass::Priest) =>
                {
                    ("MON-VAMPIRE-1", "a vampire never attacks priests")
                }
                (Some(MonsterKind::Troll), AttackOption::Fed) => (
                    "MON-TROLL-1",
                    "feeding the troll needs 1 food not set aside for a trap",
                ),
                (_, AttackOption::Idle) => {
                    ("COMBAT-MON-3", "a committed monster must attack if it can")
                }
                _ => (
                    "COMBAT-MON-2",
                    "choose one of the attacks shown on the monster's tile, on a legal target",
                ),
            }
        }
        Command::PayMonster { .. } | Command::Withdraw { .. } => {
            ("SPELL-7", "pay the monster's full cost or withdraw it")
        }
        Command::ChooseMonster { .. } => ("SPELL-5", "choose one of your monsters in this battle"),
        _ => (
            "COMBAT-1",
            "that command does not fit the combat decision you owe now",
        ),
    };
    (rule, msg.into())
}

/// Applies a legal combat command.
pub(crate) fn apply(game: &mut Game, seat: Seat, cmd: Command) {
    let Phase::Combat(_) = &game.phase else {
        return;
    };
    let Phase::Combat(mut c) = std::mem::replace(&mut game.phase, Phase::Combat(Box::default()))
    else {
        return;
    };
    apply_inner(game, &mut c, seat, cmd);
    if !settle(game, &mut c) {
        game.phase = Phase::Combat(c);
    }
}

fn apply_inner(game: &mut Game, c: &mut CombatState, seat: Seat, cmd: Command) {
    match &mut c.stage {
        Stage::Planning => apply_plan(game, c, seat, cmd),
        Stage::Battle {
            battle: Some(b), ..
        } => {
            let mut b2 = std::mem::take(b);
            apply_battle(game, &mut b2, cmd);
            if let Stage::Battle {
                battle: Some(b), ..
            } = &mut c.stage
            {
                **b = *b2;
            }
        }
        Stage::Battle { battle: None, .. } => {}
    }
}

/// Runs the machine; a decision with exactly one legal command is no choice, so it is taken at
/// once (finishing a plan with nothing to commit, a lone goblin's standard attack, withdrawing a
/// monster whose cost cannot be paid). Returns true when combat is over.
fn settle(game: &mut Game, c: &mut CombatState) -> bool {
    for _ in 0..10_000 {
        if run(game, c) {
            return true;
        }
        let single = waiting_for(game, c).into_iter().find_map(|s| {
            let mut l = legal_commands(game, c, s);
            (l.len() == 1).then(|| (s, l.remove(0)))
        });
        let Some((s, cmd)) = single else {
            return false;
        };
        apply_inner(game, c, s, cmd);
    }
    false
}

fn apply_plan(game: &mut Game, c: &mut CombatState, seat: Seat, cmd: Command) {
    let name = game.seat_name(seat);
    let sim = game.config.simultaneous;
    match cmd {
        Command::ChooseTarget { pos } => {
            c.seats[seat].plan.target = Some(pos);
            let text = format!("target: row {} column {}", pos.row + 1, pos.col + 1);
            game.private(seat, format!("You chose the {text}."), None);
        }
        Command::ReleasePrisoner { adventurer } => {
            release(game, seat, adventurer);
            c.seats[seat].planned = true;
        }
        Command::PlanTrap { trap } => {
            let Some(d) = trap_def(game, trap).cloned() else {
                return;
            };
            let bait = c.seats[seat]
                .plan
                .target
                .map_or(0, |p| bait_for(game, seat, p));
            let plan = &mut c.seats[seat].plan;
            plan.traps.push(trap);
            plan.bait = plan.bait.saturating_add(bait);
            plan.gold = plan.gold.saturating_add(d.extra_gold);
            plan.food = plan.food.saturating_add(d.extra_food);
            plan.imps = plan.imps.saturating_add(d.extra_imp);
            game.private(
                seat,
                format!("You planned the trap {}.", d.name),
                (!sim).then(|| format!("{name} planned a trap.")),
            );
        }
        Command::PlanMonster { monster } => {
            c.seats[seat].plan.monsters.push(monster);
            let m = monster_name(game, monster);
            game.private(
                seat,
                format!("You committed the {m}."),
                (!sim).then(|| format!("{name} commits the {m}.")),
            );
        }
        Command::ResetPlan => {
            // A target chosen among equals may be chosen again.
            let target = c.seats[seat]
                .plan
                .target
                .filter(|_| nearest_targets(game, seat).len() == 1);
            c.seats[seat].plan = Plan {
                target,
                ..Plan::default()
            };
            game.private(seat, "You cleared your plan.".into(), None);
        }
        Command::FinishPlanning => {
            c.seats[seat].planned = true;
            if !sim {
                commit(game, c, seat);
            } else {
                game.private(
                    seat,
                    "You finished planning.".into(),
                    Some(format!("{name} has finished planning.")),
                );
            }
        }
        _ => {}
    }
}

fn apply_battle(game: &mut Game, b: &mut Battle, cmd: Command) {
    let seat = b.seat;
    match cmd {
        Command::UseTrap { trap } => {
            // RULE COMBAT-TRAP-5: the chosen trap is used first.
            spring(game, b, trap);
        }
        Command::AimTrap { adventurer } => {
            if let Some(t) = b.aiming.take() {
                if let Some(def) = trap_def(game, t).cloned() {
                    trap_effect(game, b, &def, Some(adventurer));
                }
                game.trap_discard.push(t);
            }
        }
        Command::Attack {
            monster,
            option,
            target,
        } => {
            if option == AttackOption::SecondHit {
                b.second_hit = None;
            }
            do_attack(game, b, monster, option, target);
        }
        Command::PayMonster {
            monster,
            pay_trap,
            feed,
        } => {
            pay_cost(game, seat, monster, pay_trap, feed);
            next_suggestion(b);
        }
        Command::Withdraw { monster } => {
            withdraw(game, b, monster);
            next_suggestion(b);
        }
        Command::WithdrawAll => {
            for m in non_ghosts(game, b) {
                withdraw(game, b, m);
            }
            b.pending = None;
        }
        Command::AcceptEvil => {
            b.pending = None;
            let name = game.seat_name(seat);
            game.public(format!("{name} keeps the monsters and gains 2 evil."));
            // RULE COMBAT-PAL-5: may bring the paladin at once.
            game.change_evil(seat, 2);
        }
        Command::ChooseMonster { monster } => {
            if let Some(SpellPending::PickMonster { spell, .. }) = b.pending.take() {
                spell_on_monster(game, b, spell, monster);
            }
        }
        Command::DiscardTrap { trap } => {
            b.pending = None;
            lose_trap(game, seat, trap);
        }
        _ => {}
    }
}

fn next_suggestion(b: &mut Battle) {
    if let Some(SpellPending::Suggestion { monsters }) = &mut b.pending {
        if !monsters.is_empty() {
            monsters.remove(0);
        }
        if monsters.is_empty() {
            b.pending = None;
        }
    }
}

/// SPELL-7, COST-3: pays monster `m`'s printed cost (evil paid this way is paying with evil).
fn pay_cost(game: &mut Game, seat: Seat, m: u16, pay_trap: Option<u16>, feed: Option<u16>) {
    let Some(cost) = game
        .inst
        .monsters
        .get(m as usize)
        .and_then(|&d| game.defs.monsters.get(d as usize))
        .map(|d| d.cost)
    else {
        return;
    };
    let p = &mut game.players[seat];
    p.food = p.food.saturating_sub(cost.food);
    p.gold = p.gold.saturating_sub(cost.gold);
    if let Some(t) = pay_trap {
        if let Some(i) = p.traps.iter().position(|&x| x == t) {
            p.traps.remove(i);
            game.trap_discard.push(t);
        }
    }
    if let Some(f) = feed {
        let p = &mut game.players[seat];
        if let Some(i) = p.monsters.iter().position(|o| o.id == f) {
            p.monsters.remove(i);
            game.discarded_monsters.push(f);
        }
    }
    let name = monster_name(game, m);
    let owner = game.seat_name(seat);
    game.public(format!(
        "{owner} pays the {name}'s cost to keep it in the battle."
    ));
    game.pay_evil(seat, cost.evil);
}

/// COMBAT-PAL-1..3, COMBAT-PAL-5: the paladin moved (or left the tent) during combat.
///
/// Nothing needs doing at once: a seat whose party became empty ends its combat when its
/// battle is checked (DECISION D15), a paladin who joins a seat still to battle this round
/// fights there (COMBAT-PAL-2), and a seat whose combat had ended resumes at the start of the
/// next round if it has a party again (COMBAT-PAL-3, DECISION D17).
pub(crate) fn on_paladin_moved(_game: &mut Game, _from: PaladinAt, _to: Seat) {}

/// The prompt for the combat decision `seat` owes (never empty while the seat is waited for).
pub(crate) fn prompt(game: &Game, c: &CombatState, seat: Seat) -> String {
    let round = c.round;
    match &c.stage {
        Stage::Planning => match c.seats.get(seat).and_then(|sc| sc.plan.target) {
            Some(pos) => format!(
                "Round {round}: plan the defence of row {} column {}: traps, monsters and ghosts, then finish planning.",
                pos.row + 1,
                pos.col + 1
            ),
            None if nearest_targets(game, seat).is_empty() => {
                "Nothing is left to conquer: choose the prisoner the party frees.".into()
            }
            None => format!("Round {round}: choose which of the equally near tiles the party attacks."),
        },
        Stage::Battle {
            battle: Some(b), ..
        } => {
            if let Some(t) = b.aiming {
                return format!("Aim the {} at an adventurer.", trap_name(game, t));
            }
            match (&b.pending, b.step) {
                (Some(SpellPending::Suggestion { monsters }), _) => format!(
                    "Suggestion: pay the cost of your {} or withdraw it.",
                    monsters.first().map_or_else(String::new, |&m| monster_name(game, m))
                ),
                (Some(SpellPending::WordOfPeace), _) => {
                    "Word of Peace: withdraw all your monsters or gain 2 evil.".into()
                }
                (Some(SpellPending::PickMonster { spell, .. }), _) => {
                    format!("{spell:?}: choose the monster the spell affects.")
                }
                (Some(SpellPending::LoseTrap), _) => {
                    "Detect Treasure: choose the trap card you lose.".into()
                }
                (None, Step::Trap) => "Choose which of your two traps is used first.".into(),
                (None, _) if b.second_hit.is_some() => {
                    "Choose the target of the witch's second hit.".into()
                }
                (None, _) => "Choose the next monster or ghost to attack, and its attack.".into(),
            }
        }
        Stage::Battle { battle: None, .. } => "Combat is being resolved.".into(),
    }
}

/// One seat's combat as a viewer may see it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatCombatView {
    /// Seat.
    pub seat: Seat,
    /// The seat's combat has ended (it may resume, COMBAT-PAL-3).
    pub ended: bool,
    /// The seat has planned this round.
    pub planned: bool,
    /// Target tile, once visible.
    pub target: Option<Pos>,
    /// Committed monsters and ghosts (face up), once visible.
    pub monsters: Vec<super::view::CardView>,
    /// Number of face-down traps planned, once visible.
    pub n_traps: u8,
    /// The planned traps themselves: only in the owner's view.
    pub traps: Option<Vec<super::view::CardView>>,
    /// Bait gold on room traps, once visible.
    pub bait: u8,
}

/// The battle in progress as a viewer may see it (everything in it is face up, except the
/// traps not yet sprung, which are only counted).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct BattleView {
    /// The dungeon's owner.
    pub seat: Seat,
    /// The current step.
    pub step: Step,
    /// The target tile.
    pub target: Pos,
    /// Traps still face down.
    pub n_traps_left: u8,
    /// A revealed dart waiting for its target.
    pub aiming: Option<super::view::CardView>,
    /// Monsters and ghosts still to attack.
    pub to_attack: Vec<super::view::CardView>,
    /// A witch owing its second hit.
    pub second_hit: Option<super::view::CardView>,
    /// No fatigue and no conquest this round.
    pub no_conquest: bool,
    /// No healing this round.
    pub no_heal: bool,
    /// No spell this round.
    pub no_spell: bool,
    /// A monster or ghost attacked (healing may happen).
    pub attacked: bool,
    /// Adventurers owed the poison's 2 damage at the end of the battle.
    pub poisoned: Vec<super::view::CardView>,
    /// Spell effects running this round, by name.
    pub effects: Vec<String>,
}

/// What a viewer may see of the combat in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CombatView {
    /// Combat round 1..=4.
    pub round: u8,
    /// `planning` or `battle`.
    pub stage: String,
    /// This round's combat card, once revealed (COMBAT-REVEAL-1).
    pub card: Option<super::view::CardView>,
    /// Fatigue of the revealed card.
    pub fatigue: Option<u8>,
    /// Per seat.
    pub seats: Vec<SeatCombatView>,
    /// The battle being resolved.
    pub battle: Option<BattleView>,
}

/// Builds the combat view for `viewer` (opt-in: every field is copied on purpose). Other
/// seats' plans become visible once committed (turn order: when that seat finishes planning;
/// D24 option: when everyone has planned); face-down traps are only counted, and named only for
/// their owner.
pub(crate) fn view(game: &Game, c: &CombatState, viewer: crate::common::Viewer) -> CombatView {
    let revealed = matches!(c.stage, Stage::Battle { .. });
    let card_id = (c.round as usize)
        .checked_sub(1)
        .and_then(|i| game.city.get(i))
        .copied();
    let mut seats = vec![];
    for (s, sc) in c.seats.iter().enumerate() {
        let owner = viewer.is_owner_of(s);
        let visible = owner || sc.committed;
        let mut v = SeatCombatView {
            seat: s,
            ended: sc.ended,
            planned: sc.planned,
            ..SeatCombatView::default()
        };
        if visible {
            v.target = sc.plan.target;
            v.monsters = sc
                .plan
                .monsters
                .iter()
                .map(|&m| game.monster_card(m))
                .collect();
            v.n_traps = sc.plan.traps.len() as u8;
            v.bait = sc.plan.bait;
        }
        if owner {
            v.traps = Some(sc.plan.traps.iter().map(|&t| game.trap_card(t)).collect());
        }
        seats.push(v);
    }
    let battle = c.battle().map(|b| {
        let mut effects = vec![];
        for (on, name) in [
            (b.invisible, "Invisibility"),
            (b.shield, "Magic Shield"),
            (b.blind_rage, "Blind Rage"),
            (b.song, "Song of Courage"),
            (b.magic_key, "Magic Key"),
            (b.aura.is_some(), "Aura of Fear"),
            (!b.sheep.is_empty(), "Metamorphosis"),
        ] {
            if on {
                effects.push(name.to_string());
            }
        }
        if let Some(s) = seats.get_mut(b.seat) {
            s.target = Some(b.target);
            s.monsters = b
                .plan
                .monsters
                .iter()
                .map(|&m| game.monster_card(m))
                .collect();
            s.n_traps = b.plan.traps.len() as u8;
            if viewer.is_owner_of(b.seat) {
                s.traps = Some(b.plan.traps.iter().map(|&t| game.trap_card(t)).collect());
            }
        }
        BattleView {
            seat: b.seat,
            step: b.step,
            target: b.target,
            n_traps_left: b.plan.traps.len() as u8,
            aiming: b.aiming.map(|t| game.trap_card(t)),
            to_attack: b.to_attack.iter().map(|&m| game.monster_card(m)).collect(),
            second_hit: b.second_hit.map(|m| game.monster_card(m)),
            no_conquest: b.no_conquest,
            no_heal: b.no_heal,
            no_spell: b.no_spell,
            attacked: b.attacked,
            poisoned: b.poison.iter().map(|&a| game.adventurer_card(a)).collect(),
            effects,
        }
    });
    CombatView {
        round: c.round,
        stage: if revealed { "battle" } else { "planning" }.into(),
        card: card_id
            .filter(|_| revealed)
            .map(|id| game.combat_card_view(id)),
        fatigue: card_id
            .filter(|_| revealed)
            .and_then(|_| card(game, c.round))
            .map(|k| k.fatigue),
        seats,
        battle,
    }
}
