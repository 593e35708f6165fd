//! The Dungeon Lords adapter: lobby options and JSON commands in, the engine's per-viewer views
//! and logs out. Every view and log line is built by the engine for its viewer.

use std::sync::{Arc, OnceLock};

use engine::common::{Seat, Viewer};
use engine::dungeon_lords::view::GameView;
use engine::dungeon_lords::{Command, Config, Defs, Game, RuleError, RulesVersion, Variant};
use serde::Deserialize;
use serde_json::Value;

use crate::bots::Level;
use crate::game::{
    BotThinker, CheckedCommand, GameKind, HostedGame, Rejection, RejectionCode, SetupError,
};
use crate::parts::{Slot, ViewParts};

/// Version of the Dungeon Lords rules that new games run: the first half of their version stamp.
/// A change that alters what a stored command log does is a new version: a new
/// [`RulesVersion`] in the engine, its name in [`RULES_VERSIONS`], and this constant moved on.
pub const ENGINE_VERSION: &str = "dl-engine-3";

/// Every rules version this build runs, by the name stored in version stamps, oldest first
/// (issue #33: a stored game goes on and replays under the version it began with).
/// `dl-engine-1` (2026-11-22, before the issue #15 fixes) is not run any more.
pub const RULES_VERSIONS: &[(&str, RulesVersion)] = &[
    ("dl-engine-2", RulesVersion::Engine2),
    ("dl-engine-3", RulesVersion::Engine3),
];

/// The name of `version` in version stamps.
pub fn rules_version_name(version: RulesVersion) -> &'static str {
    RULES_VERSIONS
        .iter()
        .find(|(_, v)| *v == version)
        .map_or(ENGINE_VERSION, |(name, _)| name)
}

/// Lobby options for Dungeon Lords. Wire form:
/// `{"variant": "full", "special_events": true, "simultaneous": false}`; every key is optional.
/// `{"training": "EX-SCEN2"}` instead makes a training dungeon (issue 38): two seats, the
/// trainee at seat 0 fights the scenario's combat and the game ends with it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// `first_game` or `full` (default `full`).
    pub variant: Variant,
    /// Special events (full game only; default: on in the full game).
    pub special_events: Option<bool>,
    /// DECISION D24: collect production, retrieval and combat planning at once (default off).
    pub simultaneous: bool,
    /// A training dungeon: the scenario's rule id (`engine/data/dl-training.txt`); the other
    /// keys must then be left out.
    pub training: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            variant: Variant::Full,
            special_events: None,
            simultaneous: false,
            training: None,
        }
    }
}

impl Options {
    /// The engine configuration for `n_players`.
    pub fn config(&self, n_players: usize) -> Config {
        Config {
            n_players,
            variant: self.variant,
            special_events: self.special_events.unwrap_or(self.variant == Variant::Full),
            simultaneous: self.simultaneous,
        }
    }
}

/// A hosted Dungeon Lords game.
#[derive(Clone)]
pub struct DungeonLords {
    game: Game,
}

impl DungeonLords {
    /// Wraps an engine game (tests and tools).
    pub fn from_game(game: Game) -> Self {
        DungeonLords { game }
    }

    /// The engine state (for tests and tools).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The only view a bot at `seat` is given: the one a human at that seat receives.
    pub fn bot_view(&self, seat: Seat) -> GameView {
        self.game.view(Viewer::Seat { seat })
    }
}

static OVERRIDE: OnceLock<Arc<Defs>> = OnceLock::new();

/// Installs a host-supplied catalog (the JSON format of `engine/data/dungeon-lords-catalog.json`)
/// for every game created afterwards, and returns its version.
///
/// # Errors
/// Returns a message naming the bad entry when the catalog is invalid, or when an override was
/// already installed.
pub fn set_catalog_override(json: &str) -> Result<String, String> {
    let defs = Defs::from_catalog_json(json)?;
    let version = defs.version.clone();
    OVERRIDE
        .set(Arc::new(defs))
        .map_err(|_| "a catalog override is already installed".to_string())?;
    Ok(version)
}

/// The definitions new games use: the host's override, else the built-in catalog.
pub fn defs() -> Arc<Defs> {
    OVERRIDE.get().cloned().unwrap_or_else(Defs::builtin)
}

/// The views of `viewers`, in parts ([`HostedGame::view_parts`]): the engine's
/// `shared_view` once, each seat's board once for its owner and once for everybody else
/// (`player_view` takes only that), and each viewer's `own_view`.
pub fn view_parts(game: &Game, viewers: &[Viewer]) -> Vec<ViewParts> {
    fn text<T: serde::Serialize>(value: &T) -> Arc<str> {
        Arc::from(serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned()))
    }
    let shared = text(&game.shared_view());
    let mut boards: Vec<[Option<Arc<str>>; 2]> = vec![[None, None]; game.n_players()];
    viewers
        .iter()
        .map(|&viewer| {
            let mut parts = ViewParts::default();
            parts.push(Slot::Members, shared.clone());
            for (seat, cached) in boards.iter_mut().enumerate() {
                let owner = viewer.is_owner_of(seat);
                let board = cached[usize::from(owner)]
                    .get_or_insert_with(|| text(&game.player_view(seat, owner)));
                parts.push(Slot::Element("players", seat), board.clone());
            }
            parts.push(Slot::Members, text(&game.own_view(viewer)));
            parts
        })
        .collect()
}

/// Creates a Dungeon Lords game.
///
/// # Errors
/// Returns a [`SetupError`] for invalid options or seat count.
pub fn new(options: &Value, n_seats: usize, seed: u64) -> Result<Box<dyn HostedGame>, SetupError> {
    let options: Options = if options.is_null() {
        Options::default()
    } else {
        serde_json::from_value(options.clone()).map_err(|e| SetupError {
            message: format!("bad dungeon lords options: {e}"),
        })?
    };
    if let Some(id) = &options.training {
        return training(options_object(&options), id, n_seats, seed);
    }
    let game = Game::new(options.config(n_seats), defs(), seed).map_err(|e| SetupError {
        message: e.to_string(),
    })?;
    Ok(Box::new(DungeonLords { game }))
}

/// How many keys besides `training` were given (a training dungeon takes no other option).
fn options_object(options: &Options) -> usize {
    usize::from(options.variant != Variant::Full)
        + usize::from(options.special_events.is_some())
        + usize::from(options.simultaneous)
}

/// A training dungeon of scenario `id` (issue 38): two seats, the trainee at seat 0.
fn training(
    others: usize,
    id: &str,
    n_seats: usize,
    seed: u64,
) -> Result<Box<dyn HostedGame>, SetupError> {
    if others > 0 {
        return Err(SetupError {
            message: "a training dungeon takes no other option".into(),
        });
    }
    if n_seats != 2 {
        return Err(SetupError {
            message: format!(
                "a training dungeon has 2 seats (the trainee and an empty dungeon), not {n_seats}"
            ),
        });
    }
    let game =
        engine::dungeon_lords::training::new_game(defs(), id, seed).map_err(|e| SetupError {
            message: e.to_string(),
        })?;
    Ok(Box::new(DungeonLords { game }))
}

/// Reads a command object without copying it. Every key must be one of the command's own:
/// serde ignores unknown keys on the field-less variants of an internally tagged enum even with
/// `deny_unknown_fields`, so the keys are checked against the command written back out (where
/// optional fields appear as `null`).
fn parse_command(command: &Value) -> Result<Command, Rejection> {
    let cmd = Command::deserialize(command)
        .map_err(|e| Rejection::malformed(format!("not a dungeon lords command: {e}")))?;
    if let (Value::Object(sent), Ok(Value::Object(known))) = (command, serde_json::to_value(&cmd)) {
        if let Some(key) = sent.keys().find(|k| !known.contains_key(*k)) {
            return Err(Rejection::malformed(format!(
                "not a dungeon lords command: unknown field `{key}`"
            )));
        }
    }
    Ok(cmd)
}

fn rejection(e: RuleError) -> Rejection {
    let code = match e {
        RuleError::NotYourTurn { .. } => RejectionCode::NotYourTurn,
        RuleError::Illegal { .. } => RejectionCode::RuleViolation,
        RuleError::GameOver => RejectionCode::GameOver,
    };
    Rejection {
        code,
        rule: e.rule().map(str::to_string),
        message: e.to_string(),
    }
}

impl HostedGame for DungeonLords {
    fn kind(&self) -> GameKind {
        GameKind::DungeonLords
    }

    fn n_seats(&self) -> usize {
        self.game.n_players()
    }

    fn apply(&mut self, seat: Seat, command: &Value) -> Result<(), Rejection> {
        let cmd = parse_command(command)?;
        self.game.apply(seat, &cmd).map_err(rejection)
    }

    fn check(&self, seat: Seat, command: &Value) -> Result<(), Rejection> {
        let cmd = parse_command(command)?;
        self.game.check(seat, &cmd).map(drop).map_err(rejection)
    }

    fn check_command(&self, seat: Seat, command: &Value) -> Result<CheckedCommand, Rejection> {
        let cmd = parse_command(command)?;
        let proof = self.game.check(seat, &cmd).map_err(rejection)?;
        Ok(CheckedCommand::new(seat, proof))
    }

    fn apply_checked(&mut self, checked: CheckedCommand) -> Result<(), Rejection> {
        match checked.into_inner::<engine::dungeon_lords::Checked>() {
            Ok(proof) => self.game.apply_checked(proof).map_err(rejection),
            Err(_) => Err(Rejection::malformed(
                "a command checked by another kind of game",
            )),
        }
    }

    fn clone_box(&self) -> Box<dyn HostedGame> {
        Box::new(self.clone())
    }

    fn view(&self, viewer: Viewer) -> Value {
        serde_json::to_value(self.game.view(viewer)).unwrap_or(Value::Null)
    }

    fn view_text(&self, viewer: Viewer) -> String {
        serde_json::to_string(&self.game.view(viewer)).unwrap_or_else(|_| "null".to_owned())
    }

    fn view_parts(&self, viewers: &[Viewer]) -> Vec<ViewParts> {
        view_parts(&self.game, viewers)
    }

    fn place(&self) -> Value {
        let p = self.game.place();
        serde_json::json!({
            "year": p.year,
            "season": p.season,
            "phase": p.phase,
            "combat": p.combat_round.map(|round| serde_json::json!({ "round": round })),
        })
    }

    fn owes_decision(&self, seat: Seat) -> bool {
        // The view has a prompt for the seats in `waiting_for`, with `legal_commands(seat)`.
        self.game.waiting_for().contains(&seat) && !self.game.legal_commands(seat).is_empty()
    }

    fn log_text(&self, viewer: Viewer, from: usize) -> String {
        serde_json::to_string(&self.game.log_for(viewer, from)).unwrap_or_else(|_| "[]".to_owned())
    }

    fn log_len(&self) -> usize {
        self.game.log.len()
    }

    fn approx_bytes(&self) -> usize {
        // The state's vectors and board are a few kilobytes; each log entry is held inline
        // (`size_of::<LogEntry>()`), plus whatever its events keep on the heap (card lists).
        let entry = std::mem::size_of::<engine::dungeon_lords::state::LogEntry>() + 48;
        32 * 1024 + self.game.log.len().saturating_mul(entry)
    }

    fn log(&self, viewer: Viewer, from: usize) -> Vec<Value> {
        self.game
            .log_for(viewer, from)
            .into_iter()
            .filter_map(|e| serde_json::to_value(e).ok())
            .collect()
    }

    fn log_english(&self, viewer: Viewer) -> Vec<String> {
        self.game.log_text_for(viewer, 0)
    }

    fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    fn result(&self) -> Option<Value> {
        self.game
            .result()
            .and_then(|r| serde_json::to_value(r).ok())
    }

    fn full_disclosure(&self) -> Option<Value> {
        self.is_finished().then(|| self.game.full_disclosure())
    }

    fn bot_thinker(&self, seat: Seat, level: Level, seed: u64) -> BotThinker {
        let view = self.bot_view(seat);
        let defs = Arc::clone(&self.game.defs);
        Box::new(move || {
            let mut rng = crate::bots::decision_rng(seed);
            crate::bots::dungeon_lords::decide(&view, &defs, level, &mut rng)
                .and_then(|c| serde_json::to_value(c).ok())
        })
    }

    fn version_stamp(&self) -> String {
        format!(
            "{}/{}",
            rules_version_name(self.game.rules),
            self.game.defs.version
        )
    }

    fn use_rules_of(&mut self, stamp: &str) -> Result<(), String> {
        let unknown = || {
            format!(
                "rules version {stamp} is unknown to this server (it runs {} with catalog {})",
                RULES_VERSIONS
                    .iter()
                    .map(|(name, _)| *name)
                    .collect::<Vec<_>>()
                    .join(", "),
                self.game.defs.version
            )
        };
        let (rules, catalog) = stamp.split_once('/').ok_or_else(unknown)?;
        if catalog != self.game.defs.version {
            return Err(unknown());
        }
        let version = RULES_VERSIONS
            .iter()
            .find(|(name, _)| *name == rules)
            .map(|&(_, v)| v)
            .ok_or_else(unknown)?;
        self.game.use_rules(version).map_err(|n| {
            format!("the rules of a game cannot change after its first command ({n} applied)")
        })
    }
}
