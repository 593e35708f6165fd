//! The Welcome to the Dungeon adapter: JSON commands in, the engine's per-viewer views out.
//! It parses and serializes only; every rules decision stays in `engine::welcome`.
//!
//! Options (a JSON object; every key optional, unknown keys refused):
//! - `forced_opening` (bool): VARIANT-1, each player's first turn of round 1 is a forced draw and add.
//! - `forced_opening_every_round` (bool): with `forced_opening`, apply it in every round.
//! - `three_wins` (bool): VARIANT-2, three successful raids win.
//! - `first_hero` (`"random"`, `"knight"`, `"barbarian"`, `"mage"` or `"rogue"`): SETUP-2.
//!
//! Commands (exactly these objects; extra keys are refused as malformed):
//! - `{"type":"draw"}`, `{"type":"pass"}`, `{"type":"add"}`
//! - `{"type":"sacrifice","tile":"torch"}` (tile ids are snake_case English names)
//! - `{"type":"name_type","monster_type":"golem"}` (Magic Sword / Magic Dagger)
//! - `{"type":"polymorph","use":true}`, `{"type":"axe","use":false}`
//! - `{"type":"choose_hero","hero":"mage"}`
//!
//! Views are `engine::welcome::view::WelcomeView` serialized: `phase` (tagged by `kind`),
//! `hero` with its 6 `tiles`, `players`, `deck_count`, `dungeon` (face-down slots, bottom
//! first), `raid`, `prompt` and `waiting_for`. A card face is `{"card_id","monster","strength"}`
//! and appears only where the viewer may see that card.

use engine::common::{Seat, Viewer};
use engine::welcome::{
    Command, FirstHero, ForcedOpening, Game, Hero, RuleError, WelcomeOptions, WelcomeSetup,
};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::game::{
    BotThinker, CheckedCommand, GameKind, HostedGame, Rejection, RejectionCode, SetupError,
};

/// The engine and catalog version stored with every game.
pub const VERSION_STAMP: &str = "wttd-engine-1/catalog-1";

/// The lobby options as sent on the wire.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct WireOptions {
    #[serde(default)]
    forced_opening: bool,
    #[serde(default)]
    forced_opening_every_round: bool,
    #[serde(default)]
    three_wins: bool,
    #[serde(default)]
    first_hero: Option<String>,
}

/// Parses the lobby options into engine options.
fn parse_options(options: &Value) -> Result<WelcomeOptions, SetupError> {
    let wire: WireOptions = match options {
        Value::Null => WireOptions::default(),
        Value::Object(_) => serde_json::from_value(options.clone()).map_err(|e| SetupError {
            message: format!("bad welcome to the dungeon options: {e}"),
        })?,
        _ => {
            return Err(SetupError {
                message: "options must be a json object".into(),
            })
        }
    };
    if wire.forced_opening_every_round && !wire.forced_opening {
        return Err(SetupError {
            message: "forced_opening_every_round needs forced_opening (VARIANT-1)".into(),
        });
    }
    let forced_opening = match (wire.forced_opening, wire.forced_opening_every_round) {
        (false, _) => ForcedOpening::Off,
        (true, false) => ForcedOpening::FirstRoundOnly,
        (true, true) => ForcedOpening::EveryRound,
    };
    let first_hero = match wire.first_hero.as_deref() {
        None | Some("random") => FirstHero::Random,
        Some(name) => FirstHero::Fixed(
            Hero::ALL
                .into_iter()
                .find(|h| h.name().eq_ignore_ascii_case(name))
                .ok_or_else(|| SetupError {
                    message: format!("unknown first_hero {name:?} (SETUP-2)"),
                })?,
        ),
    };
    Ok(WelcomeOptions {
        forced_opening,
        three_wins: wire.three_wins,
        first_hero,
    })
}

/// Creates a Welcome to the Dungeon game.
///
/// # Errors
/// Returns a [`SetupError`] for unknown or ill-typed options or a seat count outside 2–4.
pub fn new(options: &Value, n_seats: usize, seed: u64) -> Result<Box<dyn HostedGame>, SetupError> {
    let options = parse_options(options)?;
    let setup = WelcomeSetup {
        n_players: n_seats,
        seed,
        options,
        ..WelcomeSetup::default()
    };
    let game = Game::new(setup).map_err(|e| SetupError {
        message: e.to_string(),
    })?;
    Ok(Box::new(WelcomeGame { game }))
}

/// A hosted Welcome to the Dungeon game.
#[derive(Clone, Debug)]
pub struct WelcomeGame {
    game: Game,
}

impl WelcomeGame {
    /// Wraps an engine game (e.g. one built from a stacked setup in tests).
    pub fn from_game(game: Game) -> Self {
        WelcomeGame { game }
    }

    /// The engine game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The only view a bot at `seat` is given: the one a human at that seat receives.
    pub fn bot_view(&self, seat: Seat) -> engine::welcome::WelcomeView {
        self.game.view(Viewer::Seat { seat })
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    // Serializing these plain view structs cannot fail: every key is a string.
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Reads a command object exactly.
fn parse_command(command: &Value) -> Result<Command, Rejection> {
    let cmd = Command::deserialize(command)
        .map_err(|e| Rejection::malformed(format!("not a welcome to the dungeon command: {e}")))?;
    // Serde ignores extra keys on unit variants of a tagged enum, so a command must
    // round-trip exactly: `{"type":"draw","extra":1}` is refused rather than read as a draw.
    if to_json(&cmd) != *command {
        return Err(Rejection::malformed("unexpected fields in the command"));
    }
    Ok(cmd)
}

impl WelcomeGame {
    fn rejection(&self, e: &RuleError) -> Rejection {
        let code = if self.game.is_over() {
            RejectionCode::GameOver
        } else if e.is_not_your_turn() {
            RejectionCode::NotYourTurn
        } else {
            RejectionCode::RuleViolation
        };
        Rejection {
            code,
            rule: Some(e.rule().to_string()),
            message: e.to_string(),
        }
    }
}

impl HostedGame for WelcomeGame {
    fn kind(&self) -> GameKind {
        GameKind::WelcomeToTheDungeon
    }

    fn n_seats(&self) -> usize {
        self.game.n_players()
    }

    fn apply(&mut self, seat: Seat, command: &Value) -> Result<(), Rejection> {
        let cmd = parse_command(command)?;
        let result = self.game.apply(seat, cmd).map(|_| ());
        result.map_err(|e| self.rejection(&e))
    }

    fn check(&self, seat: Seat, command: &Value) -> Result<(), Rejection> {
        let cmd = parse_command(command)?;
        self.game.check(seat, cmd).map_err(|e| self.rejection(&e))
    }

    fn check_command(&self, seat: Seat, command: &Value) -> Result<CheckedCommand, Rejection> {
        // The engine's check is a few comparisons, so only the parsing is kept.
        let cmd = parse_command(command)?;
        self.game.check(seat, cmd).map_err(|e| self.rejection(&e))?;
        Ok(CheckedCommand::new(seat, cmd))
    }

    fn apply_checked(&mut self, checked: CheckedCommand) -> Result<(), Rejection> {
        let seat = checked.seat();
        match checked.into_inner::<Command>() {
            Ok(cmd) => {
                let result = self.game.apply(seat, cmd).map(|_| ());
                result.map_err(|e| self.rejection(&e))
            }
            Err(_) => Err(Rejection::malformed(
                "a command checked by another kind of game",
            )),
        }
    }

    fn clone_box(&self) -> Box<dyn HostedGame> {
        Box::new(self.clone())
    }

    fn view(&self, viewer: Viewer) -> Value {
        to_json(&self.game.view(viewer))
    }

    fn view_text(&self, viewer: Viewer) -> String {
        serde_json::to_string(&self.game.view(viewer)).unwrap_or_else(|_| "null".to_owned())
    }

    fn owes_decision(&self, seat: Seat) -> bool {
        // The view's prompt is `legal_commands(seat)` when it is not empty.
        !self.game.legal_commands(seat).is_empty()
    }

    fn log_text(&self, viewer: Viewer, from: usize) -> String {
        serde_json::to_string(&self.game.log_view(viewer, from)).unwrap_or_else(|_| "[]".to_owned())
    }

    fn log_len(&self) -> usize {
        self.game.log_len()
    }

    fn approx_bytes(&self) -> usize {
        let entry = std::mem::size_of::<engine::welcome::Event>() + 32;
        8 * 1024 + self.game.log_len().saturating_mul(entry)
    }

    fn log(&self, viewer: Viewer, from: usize) -> Vec<Value> {
        self.game
            .log_view(viewer, from)
            .iter()
            .map(to_json)
            .collect()
    }

    fn is_finished(&self) -> bool {
        self.game.is_over()
    }

    fn result(&self) -> Option<Value> {
        let winner = self.game.winner()?;
        let players = self.game.players();
        let mut ranking: Vec<Seat> = (0..players.len()).collect();
        // The winner first; then players still in the game before eliminated ones (later
        // elimination ranks higher); then more victories, fewer failures; then seat order.
        ranking.sort_by_key(|&s| {
            let p = &players[s];
            (
                s != winner,
                p.is_eliminated,
                std::cmp::Reverse(p.eliminated_in_round.unwrap_or(0)),
                std::cmp::Reverse(p.victories),
                p.is_dark,
                s,
            )
        });
        let table: Vec<Value> = ranking
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                let p = &players[s];
                json!({
                    "seat": s,
                    "place": i + 1,
                    "victories": p.victories,
                    "failures": u32::from(p.is_dark) + u32::from(p.is_eliminated),
                    "is_eliminated": p.is_eliminated,
                })
            })
            .collect();
        Some(
            json!({ "winner": winner, "ranking": ranking, "players": table, "rounds": self.game.round() }),
        )
    }

    fn full_disclosure(&self) -> Option<Value> {
        self.game.full_disclosure().map(|d| to_json(&d))
    }

    fn bot_thinker(&self, seat: Seat, level: crate::bots::Level, seed: u64) -> BotThinker {
        let view = self.bot_view(seat);
        Box::new(move || {
            let mut rng = crate::bots::decision_rng(seed);
            crate::bots::welcome::decide(&view, level, &mut rng).map(|c| to_json(&c))
        })
    }

    fn version_stamp(&self) -> String {
        VERSION_STAMP.to_string()
    }
}
