//! The command surface: `legal_commands` (the single legality source), `check` and `apply`,
//! which runs every automatic step that follows. Nothing else in `welcome` imports it.

use super::catalog::{Hero, MonsterType};
use super::rules::{Command, RuleError};
use super::state::*;
use crate::common::Seat;

impl Game {
    /// Every command `seat` may send now, in a stable order. This is the single legality source:
    /// [`Game::apply`] accepts exactly these.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        self.candidates()
            .into_iter()
            .filter(|&c| self.check(seat, c).is_ok())
            .collect()
    }

    /// All commands that could ever be legal in this round, in prompt order.
    pub(super) fn candidates(&self) -> Vec<Command> {
        let mut out = vec![Command::Draw, Command::Pass, Command::Add];
        out.extend(
            self.hero
                .tiles()
                .into_iter()
                .map(|tile| Command::Sacrifice { tile }),
        );
        out.extend(
            MonsterType::ALL
                .into_iter()
                .map(|monster_type| Command::NameType { monster_type }),
        );
        out.extend([true, false].map(|use_it| Command::Polymorph { use_it }));
        out.extend([true, false].map(|use_it| Command::Axe { use_it }));
        out.extend(
            Hero::ALL
                .into_iter()
                .map(|hero| Command::ChooseHero { hero }),
        );
        out
    }

    /// Whether `seat` may send `cmd` now.
    ///
    /// # Errors
    /// Returns the [`RuleError`] that forbids it.
    pub fn check(&self, seat: Seat, cmd: Command) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        let Some(player) = self.players.get(seat) else {
            return Err(RuleError::UnknownSeat { seat });
        };
        // NEWROUND-2 read literally: the previous raider chooses the hero even if that raider
        // was just eliminated; that is the one decision an eliminated seat still takes.
        let is_choosing = matches!(self.phase, Phase::ChooseHero { chooser, .. } if chooser == seat)
            && matches!(cmd, Command::ChooseHero { .. });
        if player.is_eliminated && !is_choosing {
            return Err(RuleError::Eliminated { seat });
        }
        match self.phase {
            Phase::Preparation { to_move, drawn } => {
                let is_prep_cmd = matches!(
                    cmd,
                    Command::Draw | Command::Pass | Command::Add | Command::Sacrifice { .. }
                );
                if !is_prep_cmd {
                    return Err(match cmd {
                        Command::ChooseHero { .. } => RuleError::NotChoosingHero,
                        _ => RuleError::DecisionNotOffered,
                    });
                }
                if seat != to_move {
                    return Err(RuleError::NotYourTurn { seat, to_move });
                }
                let is_forced = self.is_forced_opening(seat);
                match cmd {
                    Command::Draw | Command::Pass if drawn.is_some() => {
                        Err(RuleError::CardMustBePlaced)
                    }
                    Command::Draw if self.deck.is_empty() => Err(RuleError::DeckEmpty),
                    Command::Pass if is_forced => Err(RuleError::ForcedOpening),
                    Command::Add if drawn.is_none() => Err(RuleError::NothingToAdd),
                    Command::Sacrifice { tile } => {
                        if drawn.is_none() {
                            Err(RuleError::NothingToSacrifice)
                        } else if !self.tiles.iter().any(|&(_, s)| s == TileStatus::OnHero) {
                            Err(RuleError::NoTilesLeft)
                        } else if is_forced {
                            Err(RuleError::ForcedOpening)
                        } else if !self.is_on_hero(tile) {
                            Err(RuleError::TileNotOnHero { tile })
                        } else {
                            Ok(())
                        }
                    }
                    _ => Ok(()),
                }
            }
            Phase::Raid { step } => {
                let raider = self.raid.as_ref().map_or(seat, |r| r.raider);
                match cmd {
                    Command::Draw | Command::Pass | Command::Add | Command::Sacrifice { .. } => {
                        return Err(RuleError::NotPreparation);
                    }
                    Command::ChooseHero { .. } => return Err(RuleError::NotChoosingHero),
                    _ => {}
                }
                if seat != raider {
                    return Err(RuleError::NotRaider { seat, raider });
                }
                match (step, cmd) {
                    (RaidStep::NameType, Command::NameType { .. })
                    | (RaidStep::Polymorph, Command::Polymorph { .. })
                    | (RaidStep::Axe, Command::Axe { .. }) => Ok(()),
                    _ => Err(RuleError::DecisionNotOffered),
                }
            }
            Phase::ChooseHero { chooser, .. } => match cmd {
                Command::ChooseHero { .. } if seat == chooser => Ok(()),
                Command::ChooseHero { .. } => Err(RuleError::NotChooser { seat, chooser }),
                Command::Draw | Command::Pass | Command::Add | Command::Sacrifice { .. } => {
                    Err(RuleError::NotPreparation)
                }
                _ => Err(RuleError::DecisionNotOffered),
            },
            Phase::GameOver { .. } => Err(RuleError::GameOver),
        }
    }

    /// Applies `cmd` sent by `seat`, then runs every automatic step that follows.
    ///
    /// # Errors
    /// Returns the [`RuleError`] from [`Game::check`]; the game is then unchanged.
    pub fn apply(&mut self, seat: Seat, cmd: Command) -> Result<Applied, RuleError> {
        self.check(seat, cmd)?;
        let start = self.log.len();
        match cmd {
            Command::Draw => self.draw(seat),
            Command::Pass => self.pass(seat),
            Command::Add => self.add(seat),
            Command::Sacrifice { tile } => self.sacrifice(seat, tile),
            Command::NameType { monster_type } => {
                if let Some(r) = self.raid.as_mut() {
                    r.named_type = Some(monster_type);
                }
                self.log.push(Event::Named {
                    raider: seat,
                    monster_type,
                });
                self.continue_raid();
            }
            Command::Polymorph { use_it } => self.polymorph(use_it),
            Command::Axe { use_it } => self.axe(use_it),
            Command::ChooseHero { hero } => {
                let starter = match self.phase {
                    Phase::ChooseHero { starter, .. } => starter,
                    _ => seat,
                };
                self.begin_round(hero, starter, Some(seat));
            }
        }
        for p in &mut self.players {
            if p.is_eliminated && p.eliminated_at_log.is_none() {
                p.eliminated_at_log = Some(start);
            }
        }
        Ok(Applied {
            log_range: start..self.log.len(),
        })
    }
}
