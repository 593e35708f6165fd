//! The rulebook's training dungeons (issue 38; rules reference §24.2, EX-SCEN*) as data: the
//! positions and the book's solutions in `engine/data/dl-training.txt`, a parser, and the builder
//! of a game standing at a scenario's combat. One set of fixtures serves the combat training
//! lobby option (`protocol::games::dungeon_lords`), the rulebook goldens and the bot benchmark.
//!
//! A training game has two seats: the trainee (seat 0) and an empty dungeon (seat 1, no party,
//! never asked anything). It begins at the first combat round, with fatigue 2 every round (the
//! city holds four 2-fatigue cards, which the trainee has spied), and ends when the combat does
//! or, for a rulebook example of one round (§24.1, EX-TRAIN-*, `rounds 1`), after that round;
//! the party's survivors stay on the table. Each position is judged by its `measure`: tiles
//! conquered for a whole combat, damage left or adventurers imprisoned for an example's lesson.

use std::sync::Arc;

use serde::de::DeserializeOwned;
use thiserror::Error;

use super::command::Command;
use super::defs::*;
use super::state::*;
use crate::common::Seat;

/// The fixture file: every training position with the book's solution.
pub const FIXTURES: &str = include_str!("../../data/dl-training.txt");

/// Why a training game could not be built or its solution not be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrainingError {
    /// No scenario has this id.
    #[error("unknown training scenario {0:?} (known: {1})")]
    Unknown(String, String),
    /// A fixture line does not parse.
    #[error("training fixture line {line}: {message}")]
    Fixture {
        /// 1-based line in the fixture file.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The position cannot be laid out with this catalog (a piece is missing).
    #[error("training scenario {scenario}: {message}")]
    Position {
        /// The scenario.
        scenario: String,
        /// What is missing.
        message: String,
    },
    /// A step of the book's solution is not legal in the position.
    #[error("training scenario {scenario}: the book's step {step} is refused: {message}")]
    Refused {
        /// The scenario.
        scenario: String,
        /// The step, as written in the fixture.
        step: String,
        /// The engine's refusal.
        message: String,
    },
}

/// One step of a book's solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Plan these traps, then these monsters, then finish planning.
    Round {
        /// Traps, by kind.
        traps: Vec<TrapKind>,
        /// Monsters, by kind.
        monsters: Vec<MonsterKind>,
    },
    /// Aim the planned trap at the party member with this index (as the party is listed).
    Aim {
        /// Party index.
        adventurer: usize,
    },
    /// This monster attacks.
    Attack {
        /// The monster, by kind.
        monster: MonsterKind,
        /// Its attack.
        option: AttackOption,
        /// The party index of an "any target" attack.
        target: Option<usize>,
    },
    /// What the book says holds now: `key=value` pairs (checked by the goldens).
    Expect(Vec<(String, String)>),
}

/// A training position and the book's solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    /// The rule id, e.g. `EX-SCEN2`.
    pub id: String,
    /// Where it is printed.
    pub source: String,
    /// The party, front first: class, hit points, symbols (disarm, heal or magic).
    pub party: Vec<(AdventurerClass, u8, u8)>,
    /// The monsters in the lair.
    pub lair: Vec<MonsterKind>,
    /// The traps in hand.
    pub traps: Vec<TrapKind>,
    /// Food in the larder.
    pub food: u8,
    /// Gold in the treasury.
    pub gold: u8,
    /// An unconquered room on this tunnel square (1 = the entrance), if any.
    pub room: Option<usize>,
    /// Damage the party members start with, by party index (empty: none; line `damage I:D,..`).
    pub damage: Vec<u8>,
    /// Combat rounds before the training ends (0: the whole combat; line `rounds N`).
    pub rounds: u8,
    /// What the position is judged by (line `measure conquered|damage|imprisoned`; default
    /// `conquered`).
    pub measure: TrainingMeasure,
    /// The book's solution.
    pub steps: Vec<Step>,
}

fn word<T: DeserializeOwned>(w: &str, line: usize) -> Result<T, TrainingError> {
    serde_json::from_value(serde_json::Value::String(w.to_owned())).map_err(|_| {
        TrainingError::Fixture {
            line,
            message: format!("unknown word {w:?}"),
        }
    })
}

fn number<T: std::str::FromStr>(w: Option<&&str>, line: usize) -> Result<T, TrainingError> {
    w.and_then(|w| w.parse().ok())
        .ok_or_else(|| TrainingError::Fixture {
            line,
            message: "a number is missing".into(),
        })
}

/// The tunnel square `t1`..`t3` as its index 1..3.
fn tunnel(w: &str, line: usize) -> Result<usize, TrainingError> {
    match w.strip_prefix('t').and_then(|n| n.parse::<usize>().ok()) {
        Some(i @ 1..=3) => Ok(i),
        _ => Err(TrainingError::Fixture {
            line,
            message: format!("not a tunnel t1..t3: {w:?}"),
        }),
    }
}

/// Parses a fixture text (the format in the header of `engine/data/dl-training.txt`).
///
/// # Errors
/// The first line that does not parse.
pub fn parse(text: &str) -> Result<Vec<Scenario>, TrainingError> {
    let mut out: Vec<Scenario> = vec![];
    let mut open = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = l.split_whitespace().collect();
        let bad = |m: &str| TrainingError::Fixture {
            line,
            message: m.to_owned(),
        };
        if words[0] == "scenario" {
            if open {
                return Err(bad("a scenario before the previous one's end"));
            }
            let id = words.get(1).ok_or_else(|| bad("the scenario has no id"))?;
            out.push(Scenario {
                id: (*id).to_owned(),
                source: String::new(),
                party: vec![],
                lair: vec![],
                traps: vec![],
                food: 0,
                gold: 0,
                room: None,
                damage: vec![],
                rounds: 0,
                measure: TrainingMeasure::Conquered,
                steps: vec![],
            });
            open = true;
            continue;
        }
        let s = match out.last_mut() {
            Some(s) if open => s,
            _ => return Err(bad("a line outside a scenario")),
        };
        match words[0] {
            "source" => s.source = l["source".len()..].trim().to_owned(),
            "party" => {
                for w in &words[1..] {
                    let parts: Vec<&str> = w.split('/').collect();
                    let class = word(parts[0], line)?;
                    let hp = number(parts.get(1), line)?;
                    let sym = if parts.len() > 2 {
                        number(parts.get(2), line)?
                    } else {
                        0
                    };
                    s.party.push((class, hp, sym));
                }
            }
            "lair" => {
                for w in &words[1..] {
                    s.lair.push(word(w, line)?);
                }
            }
            "traps" => {
                for w in &words[1..] {
                    s.traps.push(word(w, line)?);
                }
            }
            "food" => s.food = number(words.get(1), line)?,
            "gold" => s.gold = number(words.get(1), line)?,
            "room" => s.room = Some(tunnel(words.get(1).copied().unwrap_or(""), line)?),
            "damage" => {
                for pair in words[1..].iter().flat_map(|w| w.split(',')) {
                    let (i, d) = pair.split_once(':').ok_or_else(|| bad("I:D expected"))?;
                    let i: usize = number(Some(&i), line)?;
                    if i >= s.party.len() {
                        return Err(bad("damage for an adventurer the party line does not list"));
                    }
                    s.damage.resize(s.party.len(), 0);
                    s.damage[i] = number(Some(&d), line)?;
                }
            }
            "rounds" => s.rounds = number(words.get(1), line)?,
            "measure" => s.measure = word(words.get(1).copied().unwrap_or(""), line)?,
            "round" => {
                let mut traps = vec![];
                let mut monsters = vec![];
                for w in &words[1..] {
                    let (k, v) = w.split_once('=').ok_or_else(|| bad("key=value expected"))?;
                    for x in v.split(',') {
                        match k {
                            "trap" => traps.push(word(x, line)?),
                            "monsters" => monsters.push(word(x, line)?),
                            _ => return Err(bad("a round takes trap= and monsters=")),
                        }
                    }
                }
                s.steps.push(Step::Round { traps, monsters });
            }
            "aim" => s.steps.push(Step::Aim {
                adventurer: number(words.get(1), line)?,
            }),
            "attack" => {
                let monster = word(words.get(1).copied().unwrap_or(""), line)?;
                let option = word(words.get(2).copied().unwrap_or(""), line)?;
                let target = match words.get(3) {
                    Some(_) => Some(number(words.get(3), line)?),
                    None => None,
                };
                s.steps.push(Step::Attack {
                    monster,
                    option,
                    target,
                });
            }
            "expect" => {
                let mut pairs = vec![];
                for w in &words[1..] {
                    let (k, v) = w.split_once('=').ok_or_else(|| bad("key=value expected"))?;
                    pairs.push((k.to_owned(), v.to_owned()));
                }
                s.steps.push(Step::Expect(pairs));
            }
            "end" => open = false,
            other => return Err(bad(&format!("unknown line {other:?}"))),
        }
    }
    if open {
        return Err(TrainingError::Fixture {
            line: text.lines().count(),
            message: "the last scenario has no end".into(),
        });
    }
    Ok(out)
}

/// Every training scenario of the fixture file.
///
/// # Errors
/// The fixture file does not parse (a test keeps it parsing).
pub fn scenarios() -> Result<Vec<Scenario>, TrainingError> {
    parse(FIXTURES)
}

/// The scenario with this id.
///
/// # Errors
/// [`TrainingError::Unknown`] naming the known ids, or a fixture error.
pub fn scenario(id: &str) -> Result<Scenario, TrainingError> {
    let all = scenarios()?;
    let known = all
        .iter()
        .map(|s| s.id.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    all.iter()
        .find(|s| s.id == id)
        .cloned()
        .ok_or_else(|| TrainingError::Unknown(id.to_owned(), known))
}

/// A game standing at a scenario's first combat round, with the instance ids of its pieces.
#[derive(Clone, Debug)]
pub struct Position {
    /// The game (seat 0 fights).
    pub game: Game,
    /// The party's adventurer ids, as the scenario lists them.
    pub party: Vec<u16>,
    /// The lair's monster ids with their kinds.
    pub monsters: Vec<(MonsterKind, u16)>,
    /// The trap card ids with their kinds.
    pub traps: Vec<(TrapKind, u16)>,
    /// The scenario.
    pub scenario: Scenario,
}

/// The three starting tunnels: t1 (the entrance), t2, t3.
pub fn tunnel_pos(i: usize) -> Pos {
    Pos::new(i.saturating_sub(1), 2)
}

const TRAINEE: Seat = 0;

/// The four 2-fatigue combat cards that make training mode's fixed fatigue (rules reference
/// §24.2); the parties have no magic, so their spells do nothing.
const CITY: [SpellKind; 4] = [
    SpellKind::Suggestion,
    SpellKind::WordOfPeace,
    SpellKind::DetectEvil,
    SpellKind::Graffiti,
];

impl Position {
    fn missing(&self, what: String) -> TrainingError {
        TrainingError::Position {
            scenario: self.scenario.id.clone(),
            message: format!("the catalog has no {what} left"),
        }
    }

    /// Lays out the scenario on a fresh two-seat first game and starts the combat. The game's
    /// training set-up ([`Game::training`]) names the scenario, its measure and its rounds but
    /// not the book's result ([`new_game`] adds it): the game ends with the combat, or with the
    /// last round of a one-round example.
    ///
    /// # Errors
    /// A piece the catalog lacks.
    pub fn build(
        defs: Arc<Defs>,
        scenario: &Scenario,
        seed: u64,
    ) -> Result<Position, TrainingError> {
        let config = Config {
            n_players: 2,
            variant: Variant::FirstGame,
            special_events: false,
            simultaneous: false,
        };
        let game = Game::new(config, defs, seed).map_err(|e| TrainingError::Position {
            scenario: scenario.id.clone(),
            message: e.to_string(),
        })?;
        let mut pos = Position {
            game,
            party: vec![],
            monsters: vec![],
            traps: vec![],
            scenario: scenario.clone(),
        };
        pos.clear_table();
        for (i, &(class, hp, sym)) in scenario.party.iter().enumerate() {
            let damage = scenario.damage.get(i).copied().unwrap_or(0);
            if damage >= hp {
                return Err(TrainingError::Position {
                    scenario: scenario.id.clone(),
                    message: format!(
                        "adventurer {i} starts with {damage} damage of {hp} hit points"
                    ),
                });
            }
            pos.join(class, hp, sym, damage)?;
        }
        for &k in &scenario.lair {
            pos.give_monster(k)?;
        }
        for &k in &scenario.traps {
            pos.give_trap(k)?;
        }
        let p = &mut pos.game.players[TRAINEE];
        p.food = scenario.food;
        p.gold = scenario.gold;
        if let Some(i) = scenario.room {
            pos.put_room(i)?;
        }
        pos.set_city()?;
        pos.game.players[TRAINEE].spied = (0..4).collect();
        pos.game.training = Some(Box::new(TrainingSetup {
            scenario: scenario.id.clone(),
            food: scenario.food,
            gold: scenario.gold,
            measure: scenario.measure,
            rounds: scenario.rounds,
            ..TrainingSetup::default()
        }));
        super::combat::start_combat_for_test(&mut pos.game);
        Ok(pos)
    }

    /// Autumn of year 1 with nothing on the table: the setup's log, belongings, slots, offers
    /// and dummies' orders cleared.
    fn clear_table(&mut self) {
        let g = &mut self.game;
        g.log.clear();
        g.starting_player = TRAINEE;
        g.season = Season::Autumn;
        for p in g.players.iter_mut() {
            p.party.clear();
            p.monsters.clear();
            p.traps.clear();
            p.prison.clear();
            p.food = 0;
            p.gold = 0;
            p.imps = 3;
            p.evil = 5;
        }
        for d in g.dummies.iter_mut() {
            d.deck = Action::ALL
                .iter()
                .copied()
                .filter(|a| !d.inaccessible.contains(a))
                .collect();
            d.hand.clear();
            d.revealed.clear();
            d.chosen = None;
        }
        g.slots = [[None; 3]; 8];
        // Nothing is offered in a training dungeon: the inn, the room shop and the coming
        // adventurers stay empty.
        g.next_adventurers.clear();
        g.inn.clear();
        g.shop.clear();
    }

    fn join(
        &mut self,
        class: AdventurerClass,
        hp: u8,
        sym: u8,
        damage: u8,
    ) -> Result<(), TrainingError> {
        let g = &self.game;
        let used = |i: u16| self.party.contains(&i) || g.paladin.0 == i || g.paladin_2 == i;
        let fits = |year: u8| {
            (0..g.inst.adventurers.len()).find_map(|i| {
                let id = u16::try_from(i).ok()?;
                let d = g
                    .defs
                    .adventurers
                    .get(usize::from(*g.inst.adventurers.get(i)?))?;
                let s = d.disarm + d.heal + d.magic;
                (d.class == class && d.year == year && d.hp == hp && s == sym && !used(id))
                    .then_some(id)
            })
        };
        let id = fits(1).or_else(|| fits(2)).ok_or_else(|| {
            self.missing(format!("{class:?} with {hp} hit points and {sym} symbols"))
        })?;
        let g = &mut self.game;
        for stack in g.adventurer_stacks.iter_mut() {
            stack.retain(|&a| a != id);
        }
        g.players[TRAINEE].party.push(PartyMember {
            id,
            damage,
            bonus_hp: 0,
        });
        self.party.push(id);
        Ok(())
    }

    fn give_monster(&mut self, kind: MonsterKind) -> Result<(), TrainingError> {
        let g = &self.game;
        let id = (0..g.inst.monsters.len())
            .find_map(|i| {
                let id = u16::try_from(i).ok()?;
                let d = g.defs.monsters.get(usize::from(*g.inst.monsters.get(i)?))?;
                (d.kind == kind && !self.monsters.iter().any(|&(_, m)| m == id)).then_some(id)
            })
            .ok_or_else(|| self.missing(format!("{kind:?}")))?;
        let g = &mut self.game;
        g.monster_stack.retain(|&m| m != id);
        g.inn.retain(|&m| m != id);
        g.players[TRAINEE].monsters.push(OwnedMonster {
            id,
            knocked_out: false,
            on_strike: false,
            banished: false,
        });
        self.monsters.push((kind, id));
        Ok(())
    }

    fn give_trap(&mut self, kind: TrapKind) -> Result<(), TrainingError> {
        let g = &self.game;
        let id = (0..g.inst.traps.len())
            .find_map(|i| {
                let id = u16::try_from(i).ok()?;
                let d = g.defs.traps.get(usize::from(*g.inst.traps.get(i)?))?;
                (d.kind == kind && !self.traps.iter().any(|&(_, t)| t == id)).then_some(id)
            })
            .ok_or_else(|| self.missing(format!("{kind:?} trap")))?;
        let g = &mut self.game;
        g.trap_deck.retain(|&t| t != id);
        g.players[TRAINEE].traps.push(id);
        self.traps.push((kind, id));
        Ok(())
    }

    /// An unconquered production room (a food room) on tunnel square `i`.
    fn put_room(&mut self, i: usize) -> Result<(), TrainingError> {
        let g = &self.game;
        let id = (0..g.inst.rooms.len())
            .find_map(|r| {
                let id = u16::try_from(r).ok()?;
                let d = g.defs.rooms.get(usize::from(*g.inst.rooms.get(r)?))?;
                matches!(
                    d.function,
                    RoomFunction::Production {
                        yields: Production::Food { .. },
                        ..
                    }
                )
                .then_some(id)
            })
            .ok_or_else(|| self.missing("food room".into()))?;
        let g = &mut self.game;
        g.room_stack.retain(|&r| r != id);
        g.shop.retain(|&r| r != id);
        g.players[TRAINEE].dungeon.set(
            tunnel_pos(i),
            Some(Tile {
                kind: TileKind::Room(id),
                conquered: false,
            }),
        );
        Ok(())
    }

    fn set_city(&mut self) -> Result<(), TrainingError> {
        let mut city = vec![];
        for s in CITY {
            let g = &self.game;
            let id = (0..g.inst.combat_cards.len())
                .find_map(|i| {
                    let id = u16::try_from(i).ok()?;
                    let d = g
                        .defs
                        .combat_cards
                        .get(usize::from(*g.inst.combat_cards.get(i)?))?;
                    (d.spell == s).then_some(id)
                })
                .ok_or_else(|| self.missing(format!("{s:?} combat card")))?;
            city.push(id);
        }
        self.game.next_year_combat.retain(|c| !city.contains(c));
        self.game.city = city;
        Ok(())
    }

    fn monster(&self, kind: MonsterKind) -> Option<u16> {
        self.monsters
            .iter()
            .find(|&&(k, _)| k == kind)
            .map(|&(_, m)| m)
    }

    fn trap(&self, kind: TrapKind) -> Option<u16> {
        self.traps
            .iter()
            .find(|&&(k, _)| k == kind)
            .map(|&(_, t)| t)
    }

    /// Plays one step of the book's solution for the trainee; returns the commands it applied
    /// (a decision the engine settled by itself, having no choice, is not applied again).
    ///
    /// # Errors
    /// [`TrainingError::Refused`] when the step is not legal now.
    pub fn play(&mut self, step: &Step) -> Result<Vec<Command>, TrainingError> {
        let scenario = self.scenario.id.clone();
        let refused = |message: String| TrainingError::Refused {
            scenario: scenario.clone(),
            step: format!("{step:?}"),
            message,
        };
        let mut cmds = vec![];
        match step {
            Step::Expect(_) => {}
            Step::Round { traps, monsters } => {
                for &k in traps {
                    let trap = self.trap(k).ok_or_else(|| refused("no such trap".into()))?;
                    cmds.push(Command::PlanTrap { trap });
                }
                for &k in monsters {
                    let monster = self
                        .monster(k)
                        .ok_or_else(|| refused("no such monster".into()))?;
                    cmds.push(Command::PlanMonster { monster });
                }
                for c in &cmds {
                    self.game
                        .apply(TRAINEE, c)
                        .map_err(|e| refused(e.to_string()))?;
                }
                // With nothing left to choose, the engine finishes the plan by itself.
                if self
                    .game
                    .legal_commands(TRAINEE)
                    .contains(&Command::FinishPlanning)
                {
                    self.game
                        .apply(TRAINEE, &Command::FinishPlanning)
                        .map_err(|e| refused(e.to_string()))?;
                    cmds.push(Command::FinishPlanning);
                }
            }
            Step::Aim { adventurer } => {
                let a = *self
                    .party
                    .get(*adventurer)
                    .ok_or_else(|| refused("no such adventurer".into()))?;
                let cmd = Command::AimTrap { adventurer: a };
                self.settled_or_apply(cmd, &mut cmds, |c| matches!(c, Command::AimTrap { .. }))
                    .map_err(refused)?;
            }
            Step::Attack {
                monster,
                option,
                target,
            } => {
                let m = self
                    .monster(*monster)
                    .ok_or_else(|| refused("no such monster".into()))?;
                let target = match target {
                    Some(i) => Some(
                        *self
                            .party
                            .get(*i)
                            .ok_or_else(|| refused("no such adventurer".into()))?,
                    ),
                    None => None,
                };
                let cmd = Command::Attack {
                    monster: m,
                    option: *option,
                    target,
                };
                self.settled_or_apply(
                    cmd,
                    &mut cmds,
                    |c| matches!(c, Command::Attack { monster, .. } if *monster == m),
                )
                .map_err(refused)?;
            }
        }
        Ok(cmds)
    }

    /// Applies `cmd` when it is legal; when no command of its kind (`same`) is legal the engine
    /// made that decision itself, having no choice, and nothing is applied.
    fn settled_or_apply(
        &mut self,
        cmd: Command,
        cmds: &mut Vec<Command>,
        same: impl Fn(&Command) -> bool,
    ) -> Result<(), String> {
        let legal = self.game.legal_commands(TRAINEE);
        if legal.contains(&cmd) {
            self.game.apply(TRAINEE, &cmd).map_err(|e| e.to_string())?;
            cmds.push(cmd);
            Ok(())
        } else if legal.iter().any(same) {
            Err(format!("not legal now; legal: {legal:?}"))
        } else {
            Ok(())
        }
    }
}

/// A training game of scenario `id`: the position, with the book's solution played on a copy
/// to know its commands and what it costs (the game's [`TrainingSetup`]). The game ends with
/// its combat, its result comparing the trainee's outcome with the book's.
///
/// # Errors
/// An unknown id (naming the known ones), or a position or solution the catalog cannot play.
pub fn new_game(defs: Arc<Defs>, id: &str, seed: u64) -> Result<Game, TrainingError> {
    let scenario = scenario(id)?;
    let mut pos = Position::build(defs, &scenario, seed)?;
    let start = pos.game.clone();
    let mut book = vec![];
    for step in &scenario.steps {
        for cmd in pos.play(step)? {
            let command = serde_json::to_value(&cmd).map_err(|e| TrainingError::Refused {
                scenario: scenario.id.clone(),
                step: format!("{step:?}"),
                message: e.to_string(),
            })?;
            book.push(BookCommand {
                seat: TRAINEE,
                command,
            });
        }
    }
    let outcome = match &pos.game.phase {
        Phase::Finished(r) => r.training.as_ref().map(|t| t.yours.clone()),
        _ => None,
    }
    .ok_or_else(|| TrainingError::Refused {
        scenario: scenario.id.clone(),
        step: "end".into(),
        message: "the book's solution does not end the combat".into(),
    })?;
    let mut game = start;
    if let Some(t) = game.training.as_mut() {
        t.book = outcome;
        t.book_commands = book;
    }
    Ok(game)
}
