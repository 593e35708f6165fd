//! The combat driver: setup (COMBAT-SETUP-*), rounds, automatic planning, commitment and reveal
//! (COMBAT-PLAN-*, COMBAT-REVEAL-*), battles begun and finished, and the end of combat
//! (COMBAT-END-*).

use super::battle::battle_step;
use super::lookup::{card, room_at, seat_order, stats};
use crate::common::Seat;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::state::*;

pub(crate) fn start_round(game: &mut Game, c: &mut CombatState) {
    c.round += 1;
    c.stage = Stage::Planning;
    game.public(LogEvent::CombatRound { round: c.round });
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
            game.public(LogEvent::CombatResumes { who: Who(s) });
        }
        // RULE COMBAT-PLAN-1: a seat whose combat has ended does not plan.
        c.seats[s].planned = c.seats[s].ended;
    }
}

/// Seats whose planning decision is owed now (TURN-4, DECISION D24).
pub(crate) fn planners(game: &Game, c: &CombatState) -> Vec<Seat> {
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
pub(crate) fn release_candidates(game: &Game, seat: Seat) -> Vec<u16> {
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

pub(crate) fn release(game: &mut Game, seat: Seat, adv: u16) {
    let p = &mut game.players[seat];
    if let Some(i) = p.prison.iter().position(|&a| a == adv) {
        p.prison.remove(i);
        game.distant_adventurers.push(adv);
        if game.paladin.0 == adv {
            game.paladin.1 = PaladinAt::Gone;
        }
        game.public(LogEvent::PrisonerFreed {
            who: Who(seat),
            adventurer: Fighter(adv),
        });
    }
}

/// Resolves the automatic parts of a seat's planning. Returns whether the seat is done.
pub(crate) fn auto_plan(game: &mut Game, c: &mut CombatState, seat: Seat) {
    if c.seats[seat].plan.target.is_some() {
        return;
    }
    let targets = nearest_targets(game, seat);
    if targets.is_empty() {
        // RULE COMBAT-END-4: no battle; free one prisoner instead of planning.
        let cands = release_candidates(game, seat);
        match cands.len() {
            0 => {
                game.public(LogEvent::NoBattle { who: Who(seat) });
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
pub(crate) fn run(game: &mut Game, c: &mut CombatState) -> bool {
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
                            // A one-round rulebook example (issue 38) ends with its round.
                            let rounds = game.training.as_ref().map_or(0, |t| t.rounds);
                            if c.round >= 4 || (rounds > 0 && c.round >= rounds) {
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
pub(crate) fn commit(game: &mut Game, c: &mut CombatState, seat: Seat) {
    let plan = c.seats[seat].plan.clone();
    c.seats[seat].committed = true;
    let p = &mut game.players[seat];
    p.gold = p.gold.saturating_sub(plan.bait.saturating_add(plan.gold));
    p.food = p.food.saturating_sub(plan.food);
    p.imps = p.imps.saturating_sub(plan.imps);
    p.traps.retain(|t| !plan.traps.contains(t));
    let mut defenders: Vec<Defender> = plan
        .monsters
        .iter()
        .map(|&m| Defender::Card(Card::monster(m)))
        .collect();
    let mut private = defenders.clone();
    for &t in &plan.traps {
        defenders.push(Defender::HiddenTrap);
        private.push(Defender::Card(Card::trap(t)));
    }
    let pos = plan.target.map(At);
    let n = defenders.len();
    game.private(
        seat,
        LogEvent::DefenceOwn {
            pos,
            defenders: private,
            n,
            bait: plan.bait,
        },
        Some(LogEvent::Defence {
            who: Who(seat),
            pos,
            defenders,
            n,
            bait: plan.bait,
        }),
    );
}

/// Gives back what a committed plan set aside and never used (a battle not fought, traps
/// never sprung because the party was wiped first).
pub(crate) fn refund(game: &mut Game, seat: Seat, plan: &Plan) {
    let p = &mut game.players[seat];
    p.gold = p.gold.saturating_add(plan.bait.saturating_add(plan.gold));
    p.food = p.food.saturating_add(plan.food);
    p.imps = p.imps.saturating_add(plan.imps);
    p.traps.extend(plan.traps.iter().copied());
}

/// COMBAT-REVEAL-1, COMBAT-REVEAL-2.
pub(crate) fn reveal(game: &mut Game, c: &CombatState) {
    let id = (c.round as usize)
        .checked_sub(1)
        .and_then(|i| game.city.get(i).copied());
    let event = match (card(game, c.round), id) {
        (Some(card), Some(id)) => LogEvent::CombatCard {
            round: c.round,
            card: Card::combat(id),
            timing: if card.timing == SpellTiming::Fast {
                Timing::Fast
            } else {
                Timing::Slow
            },
            magic: c.round,
            fatigue: card.fatigue,
        },
        _ => LogEvent::CombatCardNone { round: c.round },
    };
    game.public(event);
}

pub(crate) fn begin_battle(game: &mut Game, c: &mut CombatState, seat: Seat) -> Option<Battle> {
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
        game.public(LogEvent::NoPartyLeft { who: Who(seat) });
        return None;
    }
    let target = c.seats[seat].plan.target?;
    let plan = std::mem::take(&mut c.seats[seat].plan);
    game.public(LogEvent::BattleBegins { who: Who(seat) });
    Some(Battle {
        seat,
        target,
        room: room_at(game, seat, target),
        to_attack: plan.monsters.clone(),
        plan,
        ..Battle::default()
    })
}

pub(crate) fn finish_battle(game: &mut Game, c: &mut CombatState, b: &Battle) {
    let seat = b.seat;
    // Traps never sprung (the party was wiped first) go back, with what they reserved.
    if game.players[seat].party.is_empty() {
        // RULE COMBAT-END-1, COMBAT-BATTLE-2.
        c.seats[seat].ended = true;
        game.public(LogEvent::PartyGone { who: Who(seat) });
    }
    // RULE COMBAT-MON-4: monsters that never had their turn stay face up (DECISION D14).
    refund(game, seat, &b.plan);
}

/// COMBAT-END-3, COMBAT-END-5, then the year's end or the final scoring.
pub(crate) fn end_combat(game: &mut Game, c: &mut CombatState) {
    let _ = c;
    // A training dungeon (issue 38) is counted before the survivors leave.
    let training = game
        .training
        .is_some()
        .then(|| crate::dungeon_lords::scoring::training_outcome(game));
    for s in 0..game.n_players() {
        // A training dungeon ends the game here: its survivors stay where they stood, so the
        // final table shows the party the result counts.
        if training.is_some() {
            for m in game.players[s].monsters.iter_mut() {
                m.knocked_out = false;
                m.on_strike = false;
                m.banished = false;
            }
            continue;
        }
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
    game.public(LogEvent::CombatOver { year: game.year });
    if let Some(outcome) = training {
        crate::dungeon_lords::scoring::finish_training(game, outcome);
    } else if game.year <= 1 {
        game.start_year_two();
    } else {
        crate::dungeon_lords::scoring::finish(game);
    }
}

/// COMBAT-PAL-1..3, COMBAT-PAL-5: the paladin moved (or left the tent) during combat.
///
/// Nothing needs doing at once: a seat whose party became empty ends its combat when its
/// battle is checked (DECISION D15), a paladin who joins a seat still to battle this round
/// fights there (COMBAT-PAL-2), and a seat whose combat had ended resumes at the start of the
/// next round if it has a party again (COMBAT-PAL-3, DECISION D17).
pub(crate) fn on_paladin_moved(_game: &mut Game, _from: PaladinAt, _to: Seat) {}
