//! The game-agnostic face of a rules engine, as the server hosts it: JSON commands in, per-viewer
//! JSON views out. Every game in `engine` gets one adapter implementing [`HostedGame`].

use engine::common::{Seat, Viewer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Which game a lobby hosts. The wire name is the kebab-case id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// Dungeon Lords (Vlaada Chvátil, CGE), 2–4 players.
    DungeonLords,
    /// Welcome to the Dungeon (Masato Uesugi), 2–4 players.
    WelcomeToTheDungeon,
}

impl GameKind {
    /// Every kind the server can host, in the order a lobby form lists them.
    pub const ALL: [GameKind; 2] = [GameKind::DungeonLords, GameKind::WelcomeToTheDungeon];

    /// The wire id, e.g. `dungeon-lords`.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::DungeonLords => "dungeon-lords",
            GameKind::WelcomeToTheDungeon => "welcome-to-the-dungeon",
        }
    }
}

/// Why a command was refused. The game is unchanged after a rejection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RejectionCode {
    /// The command parsed but the rules forbid it now; `rule` names the rule ID.
    RuleViolation,
    /// The seat owes no decision now.
    NotYourTurn,
    /// The command is not a command of this game.
    Malformed,
    /// The game is over.
    GameOver,
}

/// A typed refusal of a command, sent back to the client that sent it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rejection {
    /// What kind of refusal this is.
    pub code: RejectionCode,
    /// The rule ID from the rules reference that the command violates, when there is one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rule: Option<String>,
    /// A lower-case, human-readable explanation.
    pub message: String,
}

impl Rejection {
    /// A refusal for a command that is not a command of this game.
    pub fn malformed(message: impl Into<String>) -> Self {
        Rejection {
            code: RejectionCode::Malformed,
            rule: None,
            message: message.into(),
        }
    }
}

/// Why a game could not be created from the given options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{message}")]
pub struct SetupError {
    /// A lower-case explanation naming the bad option.
    pub message: String,
}

/// A bot's pending decision: owns one seat's view (and public catalog data), returns the command.
pub type BotThinker = Box<dyn FnOnce() -> Option<Value> + Send>;

/// A command a game parsed and found legal for one seat: what [`HostedGame::apply_checked`]
/// plays without parsing it or working out its legality again. It holds whatever the game's
/// adapter put in it (its engine's own proof for the games we host).
pub struct CheckedCommand {
    seat: Seat,
    inner: Box<dyn std::any::Any + Send>,
}

impl CheckedCommand {
    /// Wraps an adapter's own proof for `seat`.
    pub fn new(seat: Seat, inner: impl std::any::Any + Send) -> Self {
        CheckedCommand {
            seat,
            inner: Box::new(inner),
        }
    }

    /// The seat the command was checked for.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The adapter's proof, if it is a `T`.
    ///
    /// # Errors
    /// The command itself, unchanged, when it holds something else.
    pub fn into_inner<T: 'static>(self) -> Result<T, Self> {
        match self.inner.downcast::<T>() {
            Ok(t) => Ok(*t),
            Err(inner) => Err(CheckedCommand {
                seat: self.seat,
                inner,
            }),
        }
    }
}

impl std::fmt::Debug for CheckedCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CheckedCommand")
            .field("seat", &self.seat)
            .finish_non_exhaustive()
    }
}

/// A game as the server hosts it. Implementations wrap a pure engine; nothing here does I/O.
///
/// Contract:
/// - `view(viewer)` returns a JSON object built by the engine for that viewer only. It always has
///   the keys `"prompt"` (null, or an object with `"legal_commands"`: the complete array of
///   command objects this viewer may send now, each accepted verbatim by `apply`) and
///   `"waiting_for"` (array of seats that owe a decision now).
/// - `apply` either changes the game or returns a [`Rejection`] and leaves it untouched.
/// - Given the same kind, options, seat count, seed and command sequence, the game is identical
///   (replay after restart depends on this).
pub trait HostedGame: Send + Sync {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// Number of seats (players) in the game.
    fn n_seats(&self) -> usize;
    /// Applies `command` sent by `seat`.
    ///
    /// # Errors
    /// Returns a [`Rejection`] when the command is malformed, out of turn or against the rules;
    /// the game is then unchanged.
    fn apply(&mut self, seat: Seat, command: &Value) -> Result<(), Rejection>;
    /// Whether `apply(seat, command)` would be accepted now, without changing the game. The
    /// server checks, stores and only then applies, so it never needs a copy of the game.
    ///
    /// The default applies to a copy; adapters answer from the engine's legal list instead.
    ///
    /// # Errors
    /// The same [`Rejection`] that `apply` would return.
    fn check(&self, seat: Seat, command: &Value) -> Result<(), Rejection> {
        self.clone_box().apply(seat, command)
    }
    /// [`HostedGame::check`] that keeps its work: the parsed command and the proof of its
    /// legality, for [`HostedGame::apply_checked`] to play after the caller stored it. An
    /// adapter that overrides one of the two overrides both. The default keeps the JSON
    /// command and applies it as `apply` would.
    ///
    /// # Errors
    /// The same [`Rejection`] that `apply` would return.
    fn check_command(&self, seat: Seat, command: &Value) -> Result<CheckedCommand, Rejection> {
        self.check(seat, command)?;
        Ok(CheckedCommand::new(seat, command.clone()))
    }
    /// Plays a command [`HostedGame::check_command`] accepted on this game. If the game moved
    /// on since, the command is checked again and refused as `apply` would refuse it.
    ///
    /// # Errors
    /// A [`Rejection`] when the command is no longer legal; the game is then unchanged.
    fn apply_checked(&mut self, checked: CheckedCommand) -> Result<(), Rejection> {
        let seat = checked.seat();
        match checked.into_inner::<Value>() {
            Ok(command) => self.apply(seat, &command),
            Err(_) => Err(Rejection::malformed(
                "a command checked by another kind of game",
            )),
        }
    }
    /// A deep copy, so a caller can apply a command tentatively (store first, then swap).
    fn clone_box(&self) -> Box<dyn HostedGame>;
    /// The view of the game that `viewer` may see, as a JSON object (see the trait contract).
    fn view(&self, viewer: Viewer) -> Value;
    /// The same document as [`HostedGame::view`], as JSON text. Adapters serialize the engine's
    /// view straight to text, which costs a fraction of building a `Value` first; key order may
    /// differ from `view`'s, the content may not.
    fn view_text(&self, viewer: Viewer) -> String {
        serde_json::to_string(&self.view(viewer)).unwrap_or_else(|_| "null".to_owned())
    }
    /// The views of several viewers at once, in parts ([`crate::parts`]): `viewers[i]`'s view
    /// is the `i`-th, and its text is exactly the document of `view_text(viewers[i])`. Parts
    /// that several of these viewers see alike are built once and shared. The default gives
    /// each viewer its whole view as one part.
    fn view_parts(&self, viewers: &[Viewer]) -> Vec<crate::parts::ViewParts> {
        viewers
            .iter()
            .map(|v| crate::parts::ViewParts::whole(self.view_text(*v)))
            .collect()
    }
    /// The members of the spectator's view that say where the game stands (`year`, `season`,
    /// `phase`, `combat.round`, `round`, whichever the game has), with the same values, as a
    /// JSON object: what a replay's timeline reads at every step. The default is the whole
    /// spectator view; adapters answer from the engine without building it.
    fn place(&self) -> Value {
        self.view(Viewer::Spectator)
    }
    /// Whether `seat` owes a decision now: the same answer as a non-empty
    /// `view(Viewer::Seat { seat })["prompt"]["legal_commands"]`. Adapters answer from the
    /// engine without building the view (the lobby asks for every seat after every command).
    fn owes_decision(&self, seat: Seat) -> bool {
        self.view(Viewer::Seat { seat })
            .get("prompt")
            .and_then(|p| p.get("legal_commands"))
            .and_then(Value::as_array)
            .is_some_and(|l| !l.is_empty())
    }
    /// Number of entries in the game log (all viewers share the numbering).
    fn log_len(&self) -> usize;
    /// About how many bytes a copy of this game ([`HostedGame::clone_box`]) takes, erring
    /// high: what replays count against their memory ceiling. The log is what grows; the rest
    /// of a game is a few kilobytes.
    fn approx_bytes(&self) -> usize {
        64 * 1024 + self.log_len().saturating_mul(256)
    }
    /// The log entries with index `>= from` that `viewer` may see, each a JSON object carrying
    /// its `"index"`. Entries hidden from the viewer are absent or redacted by the engine.
    fn log(&self, viewer: Viewer, from: usize) -> Vec<Value>;
    /// The same entries as [`HostedGame::log`], as the text of one JSON array.
    fn log_text(&self, viewer: Viewer, from: usize) -> String {
        serde_json::to_string(&self.log(viewer, from)).unwrap_or_else(|_| "[]".to_owned())
    }
    /// The whole log as `viewer` may read it, one English line per entry (text exports,
    /// traces). Entries that carry a `text` give it; a game whose entries are events without
    /// words renders them.
    fn log_english(&self, viewer: Viewer) -> Vec<String> {
        self.log(viewer, 0)
            .iter()
            .map(|e| match e.get("text").and_then(Value::as_str) {
                Some(t) => t.to_owned(),
                None => e.to_string(),
            })
            .collect()
    }
    /// Whether the game has ended.
    fn is_finished(&self) -> bool;
    /// The final result (scores, ranking, titles) once finished, as a JSON object.
    fn result(&self) -> Option<Value>;
    /// Everything, including secrets; only offered once the game is finished (replays).
    fn full_disclosure(&self) -> Option<Value>;
    /// A bot's decision for `seat` at `level`, to run anywhere (the server runs it on its
    /// blocking pool): it owns the seat's view and public catalog data, nothing else, and
    /// returns the command to play, or `None` when the seat owes nothing. `seed` fixes the bot's
    /// choices (callers derive it from the game and its position so that a bot is
    /// deterministic).
    ///
    /// Honest by construction: implementations build the view for `Viewer::Seat { seat }` only
    /// and hand the bot nothing else but public catalog data (see [`crate::bots`]). The default
    /// plays a random legal command from that view.
    fn bot_thinker(&self, seat: Seat, level: crate::bots::Level, seed: u64) -> BotThinker {
        let _ = level;
        let view = self.view(Viewer::Seat { seat });
        Box::new(move || crate::bots::RandomBot::new(seed).choose(&view))
    }
    /// [`HostedGame::bot_thinker`], run at once.
    fn bot_command(&self, seat: Seat, level: crate::bots::Level, seed: u64) -> Option<Value> {
        self.bot_thinker(seat, level, seed)()
    }
    /// Engine and catalog version stamp stored with every game, e.g. `"dl-engine-2/dl-catalog-1"`:
    /// the rules version the game runs. A new game runs the newest rules of this build.
    fn version_stamp(&self) -> String;
    /// Switches a new game, before its first command, to the rules version that `stamp` (a stored
    /// game's [`HostedGame::version_stamp`]) names, so that a stored game continues and replays on
    /// the rules it began with. The default knows only the game's own stamp.
    ///
    /// # Errors
    /// A reason when this build cannot run the rules `stamp` names (e.g. a newer release's game).
    fn use_rules_of(&mut self, stamp: &str) -> Result<(), String> {
        let own = self.version_stamp();
        if stamp == own {
            Ok(())
        } else {
            Err(format!(
                "rules version {stamp} is unknown to this server (it runs {own})"
            ))
        }
    }
}

/// The lobby option every game has: the level of the bot that plays an absent player's seat
/// (a takeover or a concession), `"easy"`, `"normal"` or `"hard"`; hard when absent (issue 35
/// item 4). It lives in the lobby's options object beside the game's own options, and the game
/// never sees it.
pub const TAKEOVER_BOT_OPTION: &str = "takeover_bot";

/// The level the host chose for a bot that takes over an absent player's seat: hard unless the
/// options name another level ([`TAKEOVER_BOT_OPTION`]).
///
/// # Errors
/// Returns a [`SetupError`] when the option is present but not a level's name.
pub fn takeover_level(options: &Value) -> Result<crate::bots::Level, SetupError> {
    match options.get(TAKEOVER_BOT_OPTION) {
        None | Some(Value::Null) => Ok(crate::bots::Level::Hard),
        Some(v) => v
            .as_str()
            .and_then(crate::bots::Level::parse)
            .ok_or_else(|| SetupError {
                message: format!("bad {TAKEOVER_BOT_OPTION} option {v}: easy, normal or hard"),
            }),
    }
}

/// The lobby option every game has: whether the lobby is rated (`true`/`false`, false when
/// absent; issue #39 item 4). A rated lobby's finished game changes its players' ratings when
/// every seat is claimed by a distinct account (docs/accounts.md "Ratings"). Like
/// [`TAKEOVER_BOT_OPTION`] it lives in the lobby's options and the game never sees it.
pub const RATED_OPTION: &str = "rated";

/// Whether the host made the lobby rated ([`RATED_OPTION`]).
///
/// # Errors
/// Returns a [`SetupError`] when the option is present but not a boolean.
pub fn is_rated(options: &Value) -> Result<bool, SetupError> {
    match options.get(RATED_OPTION) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(v) => Err(SetupError {
            message: format!("bad {RATED_OPTION} option {v}: true or false"),
        }),
    }
}

/// Creates a game of `kind` for `n_seats` players from lobby `options` (a JSON object of the
/// game's own options, and the lobby's own [`TAKEOVER_BOT_OPTION`] and [`RATED_OPTION`], which
/// are checked here and not passed on) and `seed`.
///
/// # Errors
/// Returns a [`SetupError`] naming the bad option when the options or seat count are invalid.
pub fn new_game(
    kind: GameKind,
    options: &Value,
    n_seats: usize,
    seed: u64,
) -> Result<Box<dyn HostedGame>, SetupError> {
    takeover_level(options)?;
    is_rated(options)?;
    let own;
    let options = match options {
        Value::Object(map)
            if map.contains_key(TAKEOVER_BOT_OPTION) || map.contains_key(RATED_OPTION) =>
        {
            let mut map = map.clone();
            map.remove(TAKEOVER_BOT_OPTION);
            map.remove(RATED_OPTION);
            own = Value::Object(map);
            &own
        }
        _ => options,
    };
    match kind {
        GameKind::DungeonLords => crate::games::dungeon_lords::new(options, n_seats, seed),
        GameKind::WelcomeToTheDungeon => crate::games::welcome::new(options, n_seats, seed),
    }
}
