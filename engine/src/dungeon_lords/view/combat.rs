//! The combat part of a view and of the prompt (opt-in): plans, the battle and the round's
//! card, copied per viewer; face-down traps are named only for their owner.

use crate::common::{Seat, Viewer};
use crate::dungeon_lords::combat::lookup::{card, monster_name, trap_name};
use crate::dungeon_lords::combat::round::nearest_targets;
use crate::dungeon_lords::state::*;
use serde::Serialize;

use super::card::CardView;

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
    pub monsters: Vec<CardView>,
    /// Number of face-down traps planned, once visible.
    pub n_traps: u8,
    /// The planned traps themselves: only in the owner's view.
    pub traps: Option<Vec<CardView>>,
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
    pub aiming: Option<CardView>,
    /// Monsters and ghosts still to attack.
    pub to_attack: Vec<CardView>,
    /// A witch owing its second hit.
    pub second_hit: Option<CardView>,
    /// No fatigue and no conquest this round.
    pub no_conquest: bool,
    /// No healing this round.
    pub no_heal: bool,
    /// No spell this round.
    pub no_spell: bool,
    /// A monster or ghost attacked (healing may happen).
    pub attacked: bool,
    /// Adventurers owed the poison's 2 damage at the end of the battle.
    pub poisoned: Vec<CardView>,
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
    pub card: Option<CardView>,
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
pub(crate) fn view(game: &Game, c: &CombatState, viewer: Viewer) -> CombatView {
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
