//! Combat (COMBAT-*): planning, the round's combat card, battles, the paladin in combat and the
//! end of combat. Owned by the combat module; the flow calls only the functions below.
//!
//! INTERIM: combat is not implemented yet; `start_combat` skips straight to the year's end so the
//! building seasons can be exercised. This must be replaced before the engine is called complete.

use super::flow::Command;
use super::state::{Game, PaladinAt};
use crate::common::Seat;

/// Everything about the combat in progress.
#[derive(Clone, Debug, Default)]
pub struct CombatState {}

/// COMBAT-SETUP-*: called when autumn ends.
pub(crate) fn start_combat(game: &mut Game) {
    if game.year == 1 {
        game.start_year_two();
    } else {
        super::scoring::finish(game);
    }
}

/// Seats that owe a combat decision.
pub(crate) fn waiting_for(_game: &Game, _c: &CombatState) -> Vec<Seat> {
    vec![]
}

/// Legal combat commands for `seat`.
pub(crate) fn legal_commands(_game: &Game, _c: &CombatState, _seat: Seat) -> Vec<Command> {
    vec![]
}

/// The rule a refused combat command breaks.
pub(crate) fn explain(_game: &Game, _seat: Seat, _cmd: &Command) -> (&'static str, String) {
    (
        "COMBAT-1",
        "that command does not fit the combat decision you owe now".into(),
    )
}

/// Applies a legal combat command.
pub(crate) fn apply(_game: &mut Game, _seat: Seat, _cmd: Command) {}

/// COMBAT-PAL-1..3, COMBAT-PAL-5: the paladin moved (or left the tent) during combat.
pub(crate) fn on_paladin_moved(_game: &mut Game, _from: PaladinAt, _to: Seat) {}

/// What a viewer may see of the combat in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct CombatView {}

/// Builds the combat view for `viewer` (opt-in, like every view).
pub(crate) fn view(_game: &Game, _c: &CombatState, _viewer: crate::common::Viewer) -> CombatView {
    CombatView {}
}
