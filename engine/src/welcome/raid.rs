//! The raid (RAID-*): revealing dungeon cards, damage, the Polymorph and Vorpal Axe choices, and
//! the result that ends the round or the game.

use super::catalog::{MonsterType, Tile, TileEffect};
use super::state::*;
use crate::common::Seat;

impl Game {
    pub(super) fn start_raid(&mut self, raider: Seat) {
        let start_hp = self.hero.printed_hp()
            + self
                .tiles
                .iter()
                .filter(|&&(_, s)| s == TileStatus::OnHero)
                .map(|&(t, _)| t.hp_bonus())
                .sum::<i32>();
        self.raid = Some(Raid {
            raider,
            start_hp,
            hp: start_hp,
            is_dead: false,
            named_type: None,
            is_pact_pending: false,
            revealing: None,
            resolved: Vec::new(),
            set_aside: Vec::new(),
            outcome: None,
            omnipotence: None,
        });
        self.log.push(Event::RaidStarted {
            raider,
            hp: start_hp,
            dungeon_size: self.dungeon.len(),
        });
        let has_vorpal = self
            .tiles
            .iter()
            .any(|&(t, s)| s == TileStatus::OnHero && t.effect() == TileEffect::Vorpal);
        if has_vorpal && !self.dungeon.is_empty() {
            self.phase = Phase::Raid {
                step: RaidStep::NameType,
            };
        } else {
            self.continue_raid();
        }
    }

    /// Reveals and resolves cards until a decision is needed or the pile is empty (RAID-4/5/9).
    pub(super) fn continue_raid(&mut self) {
        loop {
            let Some(top) = self.dungeon.pop() else {
                self.finish_raid();
                return;
            };
            let card = top.card;
            self.log.push(Event::Revealed { card });
            if self.is_polymorph_offered() {
                if let Some(r) = self.raid.as_mut() {
                    r.revealing = Some(card);
                }
                self.phase = Phase::Raid {
                    step: RaidStep::Polymorph,
                };
                return;
            }
            if self.resolve(card) {
                return;
            }
        }
    }

    /// RAID-5 step b's conditions, including RAID-9 after death.
    pub(super) fn is_polymorph_offered(&self) -> bool {
        let Some(r) = &self.raid else { return false };
        self.is_on_hero(Tile::Polymorph)
            && !self.deck.is_empty()
            && (!r.is_dead || self.is_on_hero(Tile::Omnipotence))
    }

    /// Resolves `card` from RAID-5 step c on. Returns `true` when it waits for an Axe decision.
    pub(super) fn resolve(&mut self, card: CardId) -> bool {
        let monster = card.monster();
        let on_hero: Vec<Tile> = self
            .tiles
            .iter()
            .filter(|&&(_, s)| s == TileStatus::OnHero)
            .map(|&(t, _)| t)
            .collect();
        let Some(r) = self.raid.as_mut() else {
            return false;
        };
        r.revealing = None;
        if r.is_dead {
            let resolved = r.record(card, CardOutcome::AfterDeath, 0);
            self.log.push(Event::Resolved { resolved });
            return false;
        }
        if r.is_pact_pending {
            r.is_pact_pending = false;
            let resolved = r.record(card, CardOutcome::DefeatedByPact, 0);
            self.log.push(Event::Resolved { resolved });
            return false;
        }
        let named = r.named_type;
        let by = on_hero.iter().copied().find(|t| t.defeats(monster, named));
        let mut ring_bonus = 0;
        if on_hero.contains(&Tile::RingOfPower) && monster.strength() <= 2 {
            ring_bonus = monster.strength();
            r.hp += ring_bonus;
        }
        if monster == MonsterType::Demon && on_hero.contains(&Tile::DemonPact) {
            r.is_pact_pending = true;
        }
        if let Some(tile) = by {
            let resolved = r.record(card, CardOutcome::DefeatedByTile { tile }, ring_bonus);
            self.log.push(Event::Resolved { resolved });
            return false;
        }
        if on_hero.contains(&Tile::MagicAxe) {
            r.revealing = Some(card);
            self.phase = Phase::Raid {
                step: RaidStep::Axe,
            };
            return true;
        }
        self.take_damage(card);
        false
    }

    /// RAID-5 steps f, g and h for an undefeated card.
    pub(super) fn take_damage(&mut self, card: CardId) {
        let amount = card.monster().strength();
        let has_potion = self.is_on_hero(Tile::ResurrectionPotion);
        let printed = self.hero.printed_hp();
        let Some(r) = self.raid.as_mut() else { return };
        r.revealing = None;
        r.hp -= amount;
        let mut is_potion_used = false;
        let mut has_died = false;
        if r.hp <= 0 {
            if has_potion {
                r.hp = printed;
                is_potion_used = true;
            } else {
                r.is_dead = true;
                has_died = true;
            }
        }
        let resolved = ResolvedCard {
            card,
            outcome: CardOutcome::Damage { amount },
            ring_bonus: 0,
            is_potion_used,
            hp_after: r.hp,
        };
        r.resolved.push(resolved);
        if is_potion_used {
            self.use_up(Tile::ResurrectionPotion);
        }
        self.log.push(Event::Resolved { resolved });
        if has_died {
            self.log.push(Event::HeroDied);
        }
    }

    pub(super) fn use_up(&mut self, tile: Tile) {
        for entry in &mut self.tiles {
            if entry.0 == tile && entry.1 == TileStatus::OnHero {
                entry.1 = TileStatus::UsedUp;
            }
        }
    }

    pub(super) fn revealing(&self) -> Option<CardId> {
        self.raid.as_ref().and_then(|r| r.revealing)
    }

    pub(super) fn polymorph(&mut self, use_it: bool) {
        let Some(card) = self.revealing() else { return };
        let target = if use_it {
            let Some(replacement) = self.deck.pop() else {
                return;
            };
            self.use_up(Tile::Polymorph);
            if let Some(r) = self.raid.as_mut() {
                r.set_aside.push(card);
                r.revealing = Some(replacement);
            }
            self.log.push(Event::Polymorphed {
                set_aside: card,
                replacement,
            });
            replacement
        } else {
            self.log.push(Event::PolymorphDeclined { card });
            card
        };
        if !self.resolve(target) {
            self.continue_raid();
        }
    }

    pub(super) fn axe(&mut self, use_it: bool) {
        let Some(card) = self.revealing() else { return };
        if use_it {
            self.use_up(Tile::MagicAxe);
            if let Some(r) = self.raid.as_mut() {
                r.revealing = None;
                let resolved = r.record(card, CardOutcome::DefeatedByAxe, 0);
                self.log.push(Event::Resolved { resolved });
            }
        } else {
            self.log.push(Event::AxeDeclined { card });
            self.take_damage(card);
        }
        self.continue_raid();
    }

    /// RAID-10, section 9 and ENDROUND-1 as one transition (ENGINE-1).
    pub(super) fn finish_raid(&mut self) {
        let has_omni = self.is_on_hero(Tile::Omnipotence);
        let Some(r) = self.raid.as_mut() else { return };
        let mut types: Vec<MonsterType> = r.resolved.iter().map(|x| x.card.monster()).collect();
        let n_resolved = types.len();
        types.sort();
        types.dedup();
        let is_all_different = types.len() == n_resolved;
        if has_omni {
            r.omnipotence = Some(is_all_different);
        }
        let is_success = !r.is_dead || (has_omni && is_all_different);
        r.outcome = Some(is_success);
        // A Pact follow-up left over after the last card does nothing (ITEM-PACT-1).
        r.is_pact_pending = false;
        let raider = r.raider;
        let hp = r.hp;
        if has_omni {
            self.log.push(Event::OmnipotenceChecked {
                is_met: is_all_different,
            });
        }
        self.log.push(Event::RaidEnded {
            raider,
            is_success,
            hp,
        });
        let mut winner = None;
        let p = &mut self.players[raider];
        if is_success {
            p.victories += 1;
            let victories = p.victories;
            self.log.push(Event::VictoryCard {
                seat: raider,
                victories,
            });
            if victories >= self.options.victory_target() {
                winner = Some((raider, WinReason::VictoryCards));
            }
        } else if p.is_dark {
            p.is_eliminated = true;
            p.eliminated_in_round = Some(self.round);
            self.log.push(Event::Eliminated { seat: raider });
            let in_game: Vec<Seat> = (0..self.players.len())
                .filter(|&s| !self.players[s].is_eliminated)
                .collect();
            if let [last] = in_game[..] {
                winner = Some((last, WinReason::LastPlayerStanding));
            }
        } else {
            p.is_dark = true;
            self.log.push(Event::HelpCardFlipped { seat: raider });
        }
        self.are_sacrifices_face_up = true;
        let pairs: Vec<(Seat, Tile, CardId)> = self
            .players
            .iter()
            .enumerate()
            .flat_map(|(seat, p)| p.sacrifices.iter().map(move |s| (seat, s.tile, s.card)))
            .collect();
        self.log.push(Event::SacrificesRevealed { pairs });
        if let Some((winner, reason)) = winner {
            self.phase = Phase::GameOver { winner };
            self.log.push(Event::GameWon { winner, reason });
            return;
        }
        // NEWROUND-4: the raider starts the next round, or the next player to the left still
        // in the game if the raider was eliminated. NEWROUND-2: the raider chooses the hero.
        let n = self.players.len();
        let starter = (0..n)
            .map(|k| (raider + k) % n)
            .find(|&s| !self.players[s].is_eliminated)
            .unwrap_or(raider);
        self.phase = Phase::ChooseHero {
            chooser: raider,
            starter,
        };
    }
}
