//! The Welcome to the Dungeon bot: push your luck by estimating, from the seat's own view, the
//! chance that the hero survives the dungeon as it stands (Monte Carlo over the face-down cards
//! this seat has not seen, drawn from the public monster set minus every card it has seen).
//! It keeps drawing while it would still win the raid, passes when the dungeon has become too
//! deadly, and adds or sacrifices whatever leaves it the best raid.
//!
//! The hard level also plays out what the other raider would do (issue 35 item 5): its model of a
//! raid uses Polymorph as a raider would (on a harmful card stronger than the unseen cards'
//! mean, while the deck is not empty) and names the Vorpal type a raider would name; and when
//! only one other player is still in the round, passing hands that player this dungeon, so it
//! weighs what their success or failure would mean (a second victory ends the game, a second
//! failure eliminates) against what its own raid would.
//!
//! Honest by construction: [`decide`] takes only the engine's typed [`WelcomeView`] built for the
//! bot's seat; it never sees `&Game`, the deck order or other seats' cards.

use engine::common::Seat;
use engine::welcome::view::{CardFace, PhaseView, WelcomeView};
use engine::welcome::{Command, Hero, MonsterType, Tile, TileEffect, TileStatus};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Level;

thread_local! {
    /// The bench's switch back to the hard level of issue 18 (no Polymorph in the raid model, no
    /// look at the other raider's stakes).
    static CLASSIC: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Makes the hard bots decided on this thread play Welcome to the Dungeon as issue 18 left them
/// (the bench's `--field hard-classic`, to compare the two; the server never calls it).
pub fn set_classic(on: bool) {
    CLASSIC.with(|c| c.set(on));
}

fn classic() -> bool {
    CLASSIC.with(std::cell::Cell::get)
}

/// Chooses one of the legal commands in `view`'s prompt, or `None` when the viewer owes nothing.
pub fn decide(view: &WelcomeView, level: Level, rng: &mut ChaCha8Rng) -> Option<Command> {
    let legal = &view.prompt.as_ref()?.legal_commands;
    if legal.is_empty() {
        return None;
    }
    if legal.len() > 1 && level.blunder_rate() > 0.0 && rng.gen_bool(level.blunder_rate()) {
        return legal.get(rng.gen_range(0..legal.len())).cloned();
    }
    let me = view.viewer.seat()?;
    let samples = match level {
        Level::Easy => 16,
        Level::Normal => 48,
        Level::Hard => 160,
    };
    let est = Estimator::new(view, me, samples, level == Level::Hard && !classic());
    let mut best: Option<(f64, &Command)> = None;
    for cmd in legal {
        let s = est.score(cmd, level, rng) + rng.gen_range(0.0..1e-6);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, cmd));
        }
    }
    best.map(|(_, c)| *c)
}

/// What the bot knows: the hero's working tiles, the dungeon's cards it saw, and the pool the
/// unseen ones come from.
struct Estimator {
    hp: i32,
    tiles: Vec<Tile>,
    /// Cards in the dungeon: `Some(type)` when this seat saw it.
    dungeon: Vec<Option<MonsterType>>,
    /// Monster types this seat has not seen, one entry per card (the unseen dungeon cards and
    /// the deck come from here).
    pool: Vec<MonsterType>,
    /// The card this seat holds, if it drew one.
    drawn: Option<MonsterType>,
    /// The type named for a Vorpal weapon, if already named.
    named: Option<MonsterType>,
    /// Players still in the round (not passed, not eliminated).
    in_round: usize,
    samples: usize,
    view_raid: Option<RaidNow>,
    /// Whether the raid model plays Polymorph and the stakes are weighed (hard, not classic).
    full: bool,
    /// The mean strength of the unseen cards: Polymorph is worth it above this.
    pool_mean: f64,
    /// Cards left in the monster deck (Polymorph needs one).
    deck_count: usize,
    /// What this seat's own raid would bring it: (success, failure), on the scale of the game.
    my_stakes: (f64, f64),
    /// When exactly one other player is still in the round: what that player's raid of this
    /// dungeon would bring this seat, (their success, their failure).
    their_stakes: Option<(f64, f64)>,
}

/// The raid as it stands when the bot is the raider.
struct RaidNow {
    hp: i32,
    revealing: Option<MonsterType>,
    /// Face-down cards still to come, known or not.
    remaining: usize,
}

impl Estimator {
    fn new(view: &WelcomeView, me: Seat, samples: usize, full: bool) -> Self {
        let tiles: Vec<Tile> = view
            .hero
            .tiles
            .iter()
            .filter(|t| t.status == TileStatus::OnHero)
            .map(|t| t.tile)
            .collect();
        let dungeon: Vec<Option<MonsterType>> = view
            .dungeon
            .iter()
            .map(|s| s.card.map(|c| c.monster))
            .collect();
        let drawn = match view.phase {
            PhaseView::Preparation {
                to_move,
                drawn: Some(c),
                ..
            } if to_move == me => Some(c.monster),
            _ => None,
        };
        // Everything this seat has seen this round leaves the pool of unknowns.
        let mut seen: Vec<MonsterType> = dungeon.iter().flatten().copied().collect();
        seen.extend(drawn);
        for p in &view.players {
            seen.extend(
                p.sacrifices
                    .iter()
                    .filter_map(|s| s.card.map(|c| c.monster)),
            );
        }
        if let Some(r) = &view.raid {
            seen.extend(r.resolved.iter().map(|x| x.card.monster));
            seen.extend(r.set_aside.iter().map(|c| c.monster));
            seen.extend(r.revealing.map(|c: CardFace| c.monster));
        }
        let mut pool = vec![];
        for e in &view.monster_set {
            let n_seen = seen.iter().filter(|&&t| t == e.monster_type).count();
            for _ in n_seen..e.count {
                pool.push(e.monster_type);
            }
        }
        let in_round = view
            .players
            .iter()
            .filter(|p| !p.has_passed && !p.is_eliminated)
            .count();
        let view_raid = view
            .raid
            .as_ref()
            .filter(|r| r.raider == me && r.outcome.is_none())
            .map(|r| {
                let done =
                    r.resolved.len() + r.set_aside.len() + usize::from(r.revealing.is_some());
                RaidNow {
                    hp: r.hp,
                    revealing: r.revealing.map(|c| c.monster),
                    remaining: view.dungeon.len().saturating_sub(done),
                }
            });
        let pool_mean = if pool.is_empty() {
            0.0
        } else {
            pool.iter()
                .map(|m| f64::from(m.strength() as u8))
                .sum::<f64>()
                / pool.len() as f64
        };
        let target = view.victory_target.max(1);
        let alive = view.players.iter().filter(|p| !p.is_eliminated).count();
        let stakes = |p: &engine::welcome::view::PlayerView| {
            // Success: a win at the target, else a step towards it. Failure: on a dark help card,
            // elimination (the game's end when only two are left), else a step back.
            let success = if p.victories + 1 >= target { 1.0 } else { 0.3 };
            let failure = match (p.help_card == "dark", alive <= 2) {
                (true, true) => 1.0,
                (true, false) => 0.6,
                (false, _) => 0.15,
            };
            (success, failure)
        };
        let my_stakes = view
            .players
            .iter()
            .find(|p| p.seat == me)
            .map_or((0.3, 0.15), |p| {
                let (s, f) = stakes(p);
                (s, -f)
            });
        let mut others_in = view
            .players
            .iter()
            .filter(|p| p.seat != me && !p.has_passed && !p.is_eliminated);
        let their_stakes = match (others_in.next(), others_in.next()) {
            (Some(p), None) => {
                // Their success is this seat's loss and their failure its gain.
                let (s, f) = stakes(p);
                Some((-s, f))
            }
            _ => None,
        };
        Estimator {
            hp: view.hero.hp_with_tiles,
            tiles,
            dungeon,
            pool,
            drawn,
            named: view.raid.as_ref().and_then(|r| r.named_type),
            in_round,
            samples,
            view_raid,
            full,
            pool_mean,
            deck_count: view.deck_count,
            my_stakes,
            their_stakes,
        }
    }

    /// Probability that the hero survives `cards` (front first, `None` = unknown) with `tiles`
    /// and `hp`, the unknowns drawn from the pool.
    fn success(
        &self,
        cards: &[Option<MonsterType>],
        tiles: &[Tile],
        hp: i32,
        named: Option<MonsterType>,
        rng: &mut ChaCha8Rng,
    ) -> f64 {
        let mut wins = 0usize;
        let mut pool = self.pool.clone();
        let mut drawn = Vec::with_capacity(cards.len());
        for _ in 0..self.samples {
            drawn.clear();
            let mut left = pool.len();
            for c in cards {
                match c {
                    Some(t) => drawn.push(*t),
                    None if left > 0 => {
                        // Partial Fisher-Yates: each unknown takes a distinct card of the pool.
                        let i = rng.gen_range(0..left);
                        left -= 1;
                        pool.swap(i, left);
                        if let Some(&t) = pool.get(left) {
                            drawn.push(t);
                        }
                    }
                    None => {}
                }
            }
            // A raider holding Polymorph replaces one card by the deck's top card: another card
            // this seat has not seen.
            let poly = if self.full
                && self.deck_count > 0
                && left > 0
                && tiles.iter().any(|t| t.effect() == TileEffect::Polymorph)
            {
                let i = rng.gen_range(0..left);
                pool.get(i).copied().map(|t| (t, self.pool_mean))
            } else {
                None
            };
            if survives(&drawn, tiles, hp, named, poly) {
                wins += 1;
            }
        }
        // `pool` was only permuted; its contents are unchanged.
        pool.clear();
        wins as f64 / self.samples.max(1) as f64
    }

    /// The dungeon this seat would raid, in reveal order (the top of the pile first).
    fn raid_order(&self, extra: Option<Option<MonsterType>>) -> Vec<Option<MonsterType>> {
        let mut cards = self.dungeon.clone();
        cards.extend(extra);
        cards.reverse();
        cards
    }

    /// The best type to name for a Vorpal weapon given the expected dungeon.
    fn best_named(&self) -> Option<MonsterType> {
        let mut best: Option<(f64, MonsterType)> = None;
        let unknown = self.dungeon.iter().filter(|c| c.is_none()).count() as f64;
        let pool_n = self.pool.len().max(1) as f64;
        for t in MONSTERS {
            if self.tiles.iter().any(|x| x.defeats(t, None)) {
                continue;
            }
            let known = self.dungeon.iter().filter(|c| **c == Some(t)).count() as f64;
            let expected = unknown * self.pool.iter().filter(|&&x| x == t).count() as f64 / pool_n;
            let v = (known + expected) * f64::from(t.strength() as u8);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, t));
            }
        }
        best.map(|(_, t)| t)
    }

    fn has(&self, effect: TileEffect) -> bool {
        self.tiles.iter().any(|t| t.effect() == effect)
    }

    fn score(&self, cmd: &Command, level: Level, rng: &mut ChaCha8Rng) -> f64 {
        let named = self.named.or_else(|| {
            self.has(TileEffect::Vorpal)
                .then(|| self.best_named())
                .flatten()
        });
        // Below hard the bot ignores what the other players are still likely to do.
        let threshold = match level {
            Level::Hard => {
                if self.in_round <= 2 {
                    0.45
                } else {
                    0.55
                }
            }
            _ => 0.5,
        };
        match cmd {
            Command::Draw => {
                // Drawing means one more card in the dungeon or one tile fewer: estimate the raid
                // as if an unknown card joined the pile.
                let p = self.success(
                    &self.raid_order(Some(None)),
                    &self.tiles,
                    self.hp,
                    named,
                    rng,
                );
                match self.their_stakes {
                    // One other player left: passing hands them this dungeon. Compare what this
                    // seat's raid would bring (drawing on, it may still end up the raider) with
                    // what theirs would.
                    Some(theirs) if self.full => {
                        let q =
                            self.success(&self.raid_order(None), &self.tiles, self.hp, named, rng);
                        let mine = p * self.my_stakes.0 + (1.0 - p) * self.my_stakes.1;
                        let pass = q * theirs.0 + (1.0 - q) * theirs.1;
                        mine - pass
                    }
                    _ => p - threshold,
                }
            }
            Command::Pass => 0.0,
            Command::Add => {
                let p = self.success(
                    &self.raid_order(Some(self.drawn)),
                    &self.tiles,
                    self.hp,
                    named,
                    rng,
                );
                p + 0.01
            }
            Command::Sacrifice { tile } => {
                let tiles: Vec<Tile> = self.tiles.iter().copied().filter(|t| t != tile).collect();
                let hp = self.hp - tile.hp_bonus();
                self.success(&self.raid_order(None), &tiles, hp, named, rng)
            }
            Command::NameType { monster_type } => {
                if Some(*monster_type) == self.best_named() {
                    1.0
                } else {
                    0.0
                }
            }
            Command::Polymorph { use_it } => {
                let Some(raid) = &self.view_raid else {
                    return 0.0;
                };
                let Some(t) = raid.revealing else {
                    return 0.0;
                };
                let harmful = !self.tiles.iter().any(|x| x.defeats(t, named));
                let good = harmful && f64::from(t.strength() as u8) > self.pool_mean;
                if *use_it == good {
                    1.0
                } else {
                    0.0
                }
            }
            Command::Axe { use_it } => {
                let Some(raid) = &self.view_raid else {
                    return 0.0;
                };
                let Some(t) = raid.revealing else {
                    return 0.0;
                };
                let harmful = !self.tiles.iter().any(|x| x.defeats(t, named));
                // Spend the axe on a lethal card, or on a big one with more cards to come.
                let good = harmful
                    && (t.strength() >= raid.hp || (t.strength() >= 5 && raid.remaining > 0));
                if *use_it == good {
                    1.0
                } else {
                    0.0
                }
            }
            Command::ChooseHero { hero } => {
                // The chooser is out of the next raid's lead more often than not: offer the
                // hero with the least printed HP.
                -f64::from(hero.printed_hp() as u8) + if *hero == Hero::Mage { 0.1 } else { 0.0 }
            }
        }
    }
}

/// Every monster type.
const MONSTERS: [MonsterType; 8] = [
    MonsterType::Goblin,
    MonsterType::Skeleton,
    MonsterType::Orc,
    MonsterType::Vampire,
    MonsterType::Golem,
    MonsterType::Lich,
    MonsterType::Demon,
    MonsterType::Dragon,
];

/// A simplified raid: tiles that defeat a card stop it; the Ring of Power adds the strength it
/// defeats; the Axe and the Potion are used once; Omnipotence wins an all-different dungeon.
/// `poly`, when the raider holds Polymorph and the deck is not empty: the card it would bring
/// and the strength above which a harmful card is worth replacing (the raider's rule); used once,
/// and the replacement is resolved like any card (ITEM-POLY).
fn survives(
    cards: &[MonsterType],
    tiles: &[Tile],
    hp: i32,
    named: Option<MonsterType>,
    mut poly: Option<(MonsterType, f64)>,
) -> bool {
    let has = |e: TileEffect| tiles.iter().any(|t| t.effect() == e);
    if has(TileEffect::Omnipotence) {
        let mut sorted = cards.to_vec();
        sorted.sort_by_key(|t| t.strength());
        sorted.dedup();
        if sorted.len() == cards.len() {
            return true;
        }
    }
    let mut hp = hp;
    let mut axe = has(TileEffect::Axe);
    let mut potion = has(TileEffect::Potion);
    let mut pact_next = false;
    for &revealed in cards {
        if pact_next {
            pact_next = false;
            continue;
        }
        let mut c = revealed;
        if let Some((replacement, above)) = poly {
            if !tiles.iter().any(|t| t.defeats(c, named)) && f64::from(c.strength() as u8) > above {
                c = replacement;
                poly = None;
            }
        }
        if tiles.iter().any(|t| t.defeats(c, named)) {
            if c == MonsterType::Demon && has(TileEffect::DemonPact) {
                pact_next = true;
            }
            if has(TileEffect::Ring) && c.strength() <= 2 {
                hp += c.strength();
            }
            continue;
        }
        if axe && (c.strength() >= hp || c.strength() >= 5) {
            axe = false;
            continue;
        }
        hp -= c.strength();
        if hp <= 0 {
            if potion {
                potion = false;
                hp = 1;
            } else {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_torch_clears_the_small_monsters() {
        let cards = [MonsterType::Goblin, MonsterType::Orc, MonsterType::Skeleton];
        assert!(survives(&cards, &[Tile::Torch], 1, None, None));
        assert!(!survives(&cards, &[], 5, None, None));
    }

    #[test]
    fn polymorph_replaces_the_card_that_would_kill() {
        // The model plays ITEM-POLY-1: the Dragon (9) is replaced by the deck's Goblin (1).
        let cards = [MonsterType::Goblin, MonsterType::Dragon];
        assert!(!survives(&cards, &[Tile::Polymorph], 4, None, None));
        assert!(survives(
            &cards,
            &[Tile::Polymorph],
            4,
            None,
            Some((MonsterType::Goblin, 4.0))
        ));
        // A card weaker than the threshold is kept, so Polymorph is saved for the Dragon; spent
        // on the Orc, the Dragon kills.
        let cards = [MonsterType::Orc, MonsterType::Dragon];
        let poly = |above| Some((MonsterType::Goblin, above));
        assert!(survives(&cards, &[Tile::Polymorph], 5, None, poly(5.0)));
        assert!(!survives(&cards, &[Tile::Polymorph], 5, None, poly(2.0)));
    }
}
