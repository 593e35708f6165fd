//! What the bot tests share: a training combat played by the hard bot.

use engine::common::Viewer;
use engine::dungeon_lords::{Command, Game, Phase};
use protocol::bots::dungeon_lords::decide;
use protocol::bots::{decision_rng, Level};

/// Plays the combat of `g` to its end: `forced` are planning commands for seat 0 played first,
/// in order, while they are legal (a book's plan); every other decision is the hard bot's, made
/// from the deciding seat's own view. Returns seat 0's commands, each with the combat round it
/// was made in and the legal commands it was chosen from.
///
/// # Panics
/// When the engine refuses a command (`what` names the position in the message).
#[allow(dead_code)] // each test crate uses what it needs
pub fn play_combat(
    g: &mut Game,
    forced: &[Command],
    what: &str,
) -> Vec<(u8, Command, Vec<Command>)> {
    let defs = g.defs.clone();
    let mut made = vec![];
    let mut forced = forced.iter().peekable();
    for step in 0..200u64 {
        if !matches!(g.phase, Phase::Combat(_)) {
            break;
        }
        let Some(&seat) = g.waiting_for().first() else {
            break;
        };
        let view = g.view(Viewer::Seat { seat });
        let round = view.combat.as_ref().map_or(0, |c| c.round);
        let legal = view
            .prompt
            .as_ref()
            .map(|p| p.legal_commands.clone())
            .unwrap_or_default();
        let cmd = match forced.peek() {
            Some(&c) if seat == 0 && legal.contains(c) => {
                forced.next();
                c.clone()
            }
            _ => {
                let mut rng = decision_rng(step);
                decide(&view, &defs, Level::Hard, &mut rng).expect("a decision")
            }
        };
        if let Err(e) = g.apply(seat, &cmd) {
            panic!("{what}: {cmd:?} was refused: {e}");
        }
        if seat == 0 {
            made.push((round, cmd, legal));
        }
    }
    made
}
