//! The hard Dungeon Lords bot's combat: a search over this seat's own remaining combat
//! decisions (issue 35, item 1).
//!
//! Everything here is built from the seat's [`GameView`] and the public catalog [`Defs`]: the
//! party (order, hit points, classes), the seat's dungeon, its trap cards, face-up monsters and
//! committed plan, the round's revealed card and the cards this seat spied. The only hidden
//! part of a battle, the order of the combat cards not seen, is replaced by an expectation over
//! the year's catalog combat cards this seat has not seen (spied cards are known exactly): their
//! fatigue and their spells (SPELL-1..6: magic counted when the step comes, the effects on the
//! battle, the player's choice of the monster a spell takes; the resource spells, Suggestion
//! and Word of Peace are left out). Rounds past the next get the mean fatigue and no spell.
//!
//! The model ([`Sim`]) plays a round as the rules do (COMBAT-BATTLE-1): traps with the party's
//! disarm front first (COMBAT-TRAP-3), monsters in an order and with attacks chosen by a small
//! policy (COMBAT-MON-*, MON-*), healing (HEAL-*), fatigue one point at a time to the first
//! adventurer (FATIGUE-2), conquest (CONQUEST-1) and the poison (TRAP-NOTE-1). The planner
//! tries every plan of this round (which trap, which monsters, or nothing, keeping them for
//! later) and of the next round, plays the rounds after that with a greedy plan, and values a
//! line by prisoners (+2, paladin +5, SCORE-3) minus conquered tiles (−2, SCORE-5, a room a
//! little more) plus the trap cards left for next year.

use engine::dungeon_lords::combat::AttackOption;
use engine::dungeon_lords::defs::{
    AdventurerClass, MonsterKind, RoomFunction, SpellKind, SpellTiming, TrapDef, TrapKind,
};
use engine::dungeon_lords::state::{Pos, Season};
use engine::dungeon_lords::view::{CardView, GameView, PlayerView};
use engine::dungeon_lords::{Command, Defs};

/// The number in a card's wire id (`m12` → 12).
fn num(card: &CardView) -> Option<u16> {
    card.id.get(1..).and_then(|n| n.parse().ok())
}

/// An adventurer as the model sees it.
#[derive(Clone, Copy, Debug)]
struct Adv {
    id: u16,
    left: i32,
    max: i32,
    class: Option<AdventurerClass>,
    disarm: i32,
    heal: i32,
    /// Magic symbols (SPELL-1).
    magic: i32,
    paladin: bool,
}

/// The model's id of an illusory adventurer (PARTY-6).
const ILLUSION_ID: u16 = u16::MAX;

/// A trap card in hand or in the plan.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Trap {
    id: u16,
    kind: TrapKind,
    dmg: i32,
    /// The extra cost paid when it is revealed (COMBAT-PLAN-7): gold, food, imps.
    cost: [i32; 3],
}

impl Trap {
    /// The card `id` of catalog kind `d`, with its damage in `year` (0 or 1) and its extra cost.
    fn of(id: u16, d: &TrapDef, year: usize) -> Trap {
        Trap {
            id,
            kind: d.kind,
            dmg: i32::from(d.damage[year]),
            cost: [d.extra_gold, d.extra_food, d.extra_imp].map(i32::from),
        }
    }
}

/// A monster or ghost.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Mon {
    id: u16,
    kind: MonsterKind,
}

/// A combat card the round may show, as the model sees it (COMBAT-REVEAL-2).
#[derive(Clone, Copy, Debug)]
struct Draw {
    fatigue: i32,
    spell: Option<(SpellKind, SpellTiming)>,
    p: f64,
}

impl Draw {
    /// A card the catalog does not name: fatigue 2, no spell.
    const UNKNOWN: Draw = Draw {
        fatigue: 2,
        spell: None,
        p: 1.0,
    };
}

/// A tile the party will attack: its defender limits (COMBAT-PLAN-4) and what losing it costs.
#[derive(Clone, Copy, Debug)]
struct Target {
    max_traps: usize,
    /// Gold put on each trap planned here (COMBAT-PLAN-6: a room other than the Labyrinth).
    bait: i32,
    max_monsters: usize,
    cost: f64,
    room: Option<RoomFunction>,
}

/// The state of a battle in the model.
#[derive(Clone, Debug, Default)]
struct Sim {
    party: Vec<Adv>,
    no_conquest: bool,
    no_heal: bool,
    attacked: bool,
    disarm_used: i32,
    poison: Vec<u16>,
    /// Prisoner points scored so far.
    gained: f64,
    /// Food spent (fed trolls, trap costs).
    food_spent: i32,
    /// Gold spent on bait and trap costs (COMBAT-PLAN-6/7).
    gold_spent: i32,
    /// Imps spent on trap costs (COMBAT-PLAN-7).
    imps_spent: i32,
    /// This round's spell effects (SPELL-*): the next monster or fatigue point is absorbed
    /// (Magic Shield), wizards cannot be harmed (Invisibility), one monster deals 2 less (Aura
    /// of Fear), warriors and the paladin take 1 less (Song of Courage), targeted attacks go
    /// to the first adventurer (Blind Rage), no spell (the Anti-magic Dart hit a wizard).
    shield: bool,
    invisible: bool,
    aura: Option<u16>,
    song: bool,
    blind_rage: bool,
    no_spell: bool,
}

/// Value of capturing an adventurer (SCORE-3) and of stopping its future conquests a little.
fn prisoner_value(a: &Adv) -> f64 {
    if a.class.is_none() {
        // An illusion is no prisoner (PARTY-6).
        0.0
    } else if a.paladin {
        5.0
    } else {
        2.0
    }
}

impl Sim {
    fn alive(&self) -> bool {
        !self.party.is_empty()
    }

    fn disarm(&self) -> i32 {
        self.party.iter().map(|a| a.disarm).sum()
    }

    /// Deals `n` to the adventurer at `i`; returns whether it was eliminated (DMG-1).
    fn deal(&mut self, i: usize, n: i32) -> bool {
        let Some(a) = self.party.get_mut(i) else {
            return false;
        };
        if n <= 0 {
            return false;
        }
        a.left -= n;
        if a.left <= 0 {
            let a = self.party.remove(i);
            self.gained += prisoner_value(&a);
            true
        } else {
            false
        }
    }

    /// Magic of the party now (SPELL-1, SPELL-2).
    fn magic(&self) -> i32 {
        self.party.iter().map(|a| a.magic).sum()
    }

    /// A wizard made invisible this round (SPELL Invisibility).
    fn hidden(&self, i: usize) -> bool {
        self.invisible
            && self
                .party
                .get(i)
                .is_some_and(|a| a.class == Some(AdventurerClass::Wizard))
    }

    /// Damage from monster `m` (or fatigue, `None`) with this round's spell effects.
    fn hit(&mut self, i: usize, n: i32, m: Option<u16>) -> bool {
        let Some(a) = self.party.get(i) else {
            return false;
        };
        if self.hidden(i) {
            return false;
        }
        let mut n = n;
        if m.is_some() {
            if self.aura.is_some() && self.aura == m {
                n -= 2;
            }
            if self.song
                && matches!(
                    a.class,
                    Some(AdventurerClass::Warrior | AdventurerClass::Paladin)
                )
            {
                n -= 1;
            }
        }
        if self.shield && n > 0 {
            n -= 1;
            self.shield = false;
        }
        self.deal(i, n)
    }

    /// The round's spell step (SPELL-1, -2, -6): `spell` is cast if it has `timing` and the
    /// party's magic now is at least `round` (no Anti-magic Dart hit a wizard; the Anti-magic
    /// Room is left out by the caller). A fast spell that takes one of `mons` and keeps it
    /// from attacking (Metamorphosis knocks it out, the Dimensional Gate takes it for the
    /// year: either way not face up after this battle) removes it from `mons`.
    fn spell_step(
        &mut self,
        spell: Option<(SpellKind, SpellTiming)>,
        timing: SpellTiming,
        round: u8,
        mons: &mut Vec<Mon>,
    ) {
        let Some((kind, t)) = spell else { return };
        if t != timing || self.no_spell || !self.alive() || self.magic() < i32::from(round) {
            return;
        }
        if let Some((m, false)) = self.cast(kind, mons) {
            mons.retain(|x| x.id != m.id);
        }
    }

    /// Casts `kind` (SPELL-*); a spell on one monster takes the least of `mons` that is not a
    /// ghost (SPELL-5), the player's choice, and returns it with whether it still attacks.
    fn cast(&mut self, kind: SpellKind, mons: &[Mon]) -> Option<(Mon, bool)> {
        match kind {
            SpellKind::Invisibility => {
                self.invisible = true;
                // Stable: the wizards to the back.
                let (wiz, mut rest): (Vec<Adv>, Vec<Adv>) = std::mem::take(&mut self.party)
                    .into_iter()
                    .partition(|a| a.class == Some(AdventurerClass::Wizard));
                rest.extend(wiz);
                self.party = rest;
            }
            SpellKind::MagicShield => self.shield = true,
            SpellKind::Regeneration => {
                for a in self.party.iter_mut() {
                    a.left = (a.left + 1).min(a.max);
                }
            }
            SpellKind::Illusion if !self.party.iter().any(|a| a.class.is_none()) => {
                self.party.insert(
                    0,
                    Adv {
                        id: ILLUSION_ID,
                        left: 1,
                        max: 1,
                        class: None,
                        disarm: 0,
                        heal: 0,
                        magic: 0,
                        paladin: false,
                    },
                );
            }
            SpellKind::CreateFood => {
                if let Some(a) = self.party.first_mut() {
                    a.left += 1;
                    a.max += 1;
                }
            }
            SpellKind::BlindRage => self.blind_rage = true,
            SpellKind::SongOfCourage => self.song = true,
            SpellKind::AuraOfFear | SpellKind::Metamorphosis | SpellKind::DimensionalGate => {
                let m = mons
                    .iter()
                    .filter(|m| !m.kind.is_ghost())
                    .min_by(|a, b| power(a.kind).total_cmp(&power(b.kind)))
                    .copied()?;
                if kind == SpellKind::AuraOfFear {
                    self.aura = Some(m.id);
                }
                return Some((m, kind == SpellKind::AuraOfFear));
            }
            _ => {}
        }
        None
    }

    fn index_of(&self, id: u16) -> Option<usize> {
        self.party.iter().position(|a| a.id == id)
    }

    /// The dart's best target: the adventurer it eliminates (now or with the poison), else a
    /// priest, else the most hurt.
    fn dart_target(&self, dmg: i32, poison: bool) -> usize {
        let total = dmg + if poison { 2 } else { 0 };
        let mut best = (f64::MIN, 0usize);
        for (i, a) in self.party.iter().enumerate() {
            let mut v = f64::from(total.min(a.left));
            if total >= a.left {
                v += 10.0 + prisoner_value(a);
            }
            if a.class == Some(AdventurerClass::Priest) {
                v += 1.5;
            }
            if v > best.0 {
                best = (v, i);
            }
        }
        best.1
    }

    /// Springs a trap (COMBAT-TRAP-*, catalog §6); `aim` is the dart's target index.
    fn trap(&mut self, t: Trap, aim: Option<usize>) {
        let n = t.dmg;
        let len = self.party.len();
        if len == 0 {
            return;
        }
        let mut dmg = vec![0i32; len];
        match t.kind {
            TrapKind::RollingStone => dmg[0] = n,
            TrapKind::Pendulum => {
                if len > 1 {
                    dmg[1] = n;
                }
            }
            TrapKind::TrapDoor => {
                dmg[0] = n;
                self.no_conquest = true;
            }
            TrapKind::WallOfFire => {
                for d in dmg.iter_mut() {
                    *d = n;
                }
                dmg[len - 1] += 1;
            }
            TrapKind::CursedRing => {
                for d in dmg.iter_mut() {
                    *d = n;
                }
                self.no_conquest = true;
            }
            TrapKind::PoisonedMeal => dmg[0] = self.party[0].max,
            TrapKind::KamikazeImp => {
                for (i, d) in dmg.iter_mut().enumerate() {
                    *d = if i == 0 { n } else { 1 };
                }
            }
            TrapKind::PoisonedDart | TrapKind::AntiMagicDart => {
                let poison = t.kind == TrapKind::PoisonedDart;
                let i = aim
                    .unwrap_or_else(|| self.dart_target(n, poison))
                    .min(len - 1);
                dmg[i] = n;
                if poison {
                    self.poison.push(self.party[i].id);
                } else if self.party[i].class == Some(AdventurerClass::Priest) {
                    self.no_heal = true;
                } else if self.party[i].class == Some(AdventurerClass::Wizard) {
                    // TRAP-NOTE-2, SPELL-6.
                    self.no_spell = true;
                }
            }
        }
        let mut pool = (self.disarm() - self.disarm_used).max(0);
        for d in dmg.iter_mut() {
            let stop = (*d).min(pool);
            *d -= stop;
            pool -= stop;
            self.disarm_used += stop;
        }
        let ids: Vec<u16> = self.party.iter().map(|a| a.id).collect();
        for (id, d) in ids.into_iter().zip(dmg) {
            if let Some(i) = self.index_of(id) {
                self.deal(i, d);
            }
        }
    }

    /// The attacks `m` can make now, as (option, target index).
    fn options(&self, m: Mon, food: i32) -> Vec<(AttackOption, Option<usize>)> {
        let mut out = vec![];
        if self.party.is_empty() {
            return out;
        }
        let any = |not_first: bool, not_priest: bool| -> Vec<usize> {
            (0..self.party.len())
                .filter(|&i| !(not_first && i == 0))
                .filter(|&i| !(not_priest && self.party[i].class == Some(AdventurerClass::Priest)))
                .filter(|&i| !self.hidden(i))
                .filter(|&i| !self.blind_rage || i == 0)
                .collect()
        };
        match m.kind {
            MonsterKind::Goblin | MonsterKind::Golem => out.push((AttackOption::Standard, None)),
            MonsterKind::Slime => {
                out.push((AttackOption::Each, None));
                out.push((AttackOption::Glue, None));
            }
            MonsterKind::Dragon => out.push((AttackOption::Each, None)),
            MonsterKind::Troll => {
                out.push((AttackOption::Standard, None));
                if food >= 1 {
                    out.push((AttackOption::Fed, None));
                }
            }
            MonsterKind::Ghost => {
                for t in any(true, false) {
                    out.push((AttackOption::Any, Some(t)));
                }
            }
            MonsterKind::Witch => {
                out.push((AttackOption::Standard, None));
                for t in any(false, false) {
                    out.push((AttackOption::Hits, Some(t)));
                }
            }
            MonsterKind::Vampire => {
                for t in any(false, true) {
                    out.push((AttackOption::Any, Some(t)));
                    out.push((AttackOption::Flee, Some(t)));
                }
            }
            MonsterKind::Demon => {
                for t in any(false, false) {
                    out.push((AttackOption::Any, Some(t)));
                }
            }
        }
        out
    }

    /// Resolves one attack (COMBAT-MON-*, MON-*). Returns whether the monster stays face up.
    fn attack(
        &mut self,
        m: Mon,
        option: AttackOption,
        target: Option<usize>,
        room: Option<RoomFunction>,
    ) -> bool {
        let bonus = match (room, m.kind) {
            (Some(RoomFunction::Training), MonsterKind::Troll | MonsterKind::Goblin) => 1,
            (Some(RoomFunction::Dark), MonsterKind::Vampire | MonsterKind::Witch) => 1,
            _ => 0,
        };
        match option {
            AttackOption::Idle => m.kind == MonsterKind::Vampire,
            AttackOption::Glue => {
                self.no_conquest = true;
                false
            }
            AttackOption::Standard | AttackOption::Fed => {
                self.attacked = true;
                let base = match m.kind {
                    MonsterKind::Goblin => 2,
                    MonsterKind::Troll => 3,
                    _ => 4,
                };
                let fed = option == AttackOption::Fed;
                if fed {
                    self.food_spent += 1;
                }
                let killed = self.hit(0, base + bonus + i32::from(fed), Some(m.id));
                if killed && m.kind == MonsterKind::Goblin {
                    self.hit(0, 1 + bonus, Some(m.id));
                }
                m.kind == MonsterKind::Golem
            }
            AttackOption::Each => {
                self.attacked = true;
                let n = if m.kind == MonsterKind::Dragon {
                    self.no_heal = true;
                    2
                } else {
                    1
                };
                let ids: Vec<u16> = self.party.iter().map(|a| a.id).collect();
                for id in ids {
                    if let Some(i) = self.index_of(id) {
                        self.hit(i, n, Some(m.id));
                    }
                }
                false
            }
            AttackOption::Any | AttackOption::Flee => {
                self.attacked = true;
                let n = match (m.kind, option) {
                    (MonsterKind::Ghost, _) => 2,
                    (MonsterKind::Demon, _) => 7,
                    (_, AttackOption::Flee) => 2 + bonus,
                    _ => 3 + bonus,
                };
                if let Some(t) = target {
                    self.hit(t, n, Some(m.id));
                }
                if m.kind == MonsterKind::Demon {
                    self.no_conquest = true;
                }
                option == AttackOption::Flee
            }
            AttackOption::Hits | AttackOption::SecondHit => {
                self.attacked = true;
                if let Some(t) = target {
                    self.hit(t, 1 + bonus, Some(m.id));
                }
                false
            }
        }
    }

    /// A witch's second hit: the best target left.
    fn second_hit(&mut self, room: Option<RoomFunction>, m: u16) {
        if self.party.is_empty() {
            return;
        }
        let n = 1 + i32::from(room == Some(RoomFunction::Dark));
        let t = if self.blind_rage {
            0
        } else {
            self.best_target(n, false)
        };
        self.hit(t, n, Some(m));
    }

    /// The target index a hit of `n` serves best: an elimination (the most valuable), else a
    /// priest, else the first adventurer.
    fn best_target(&self, n: i32, not_first: bool) -> usize {
        let mut best = (f64::MIN, 0usize);
        for (i, a) in self.party.iter().enumerate() {
            if (not_first && i == 0 && self.party.len() > 1) || self.hidden(i) {
                continue;
            }
            let mut v = f64::from(n.min(a.left)) * 0.3;
            if n >= a.left {
                v += 5.0 + prisoner_value(a) + f64::from(a.heal);
            }
            if a.class == Some(AdventurerClass::Priest) {
                v += 0.5;
            }
            if i == 0 {
                v += 0.2;
            }
            if v > best.0 {
                best = (v, i);
            }
        }
        best.1
    }

    /// The healing and the end of the battle: fatigue `f`, conquest, poison. Returns whether
    /// the tile was conquered.
    fn finish(&mut self, f: i32) -> bool {
        if self.attacked && !self.no_heal {
            let mut pool: i32 = self.party.iter().map(|a| a.heal).sum();
            for a in self.party.iter_mut() {
                let h = (a.max - a.left).min(pool).max(0);
                a.left += h;
                pool -= h;
            }
        }
        let mut conquered = false;
        if !self.no_conquest {
            for _ in 0..f {
                // FATIGUE-2: the first adventurer that can be harmed.
                let Some(i) = (0..self.party.len()).find(|&i| !self.hidden(i)) else {
                    break;
                };
                self.hit(i, 1, None);
            }
            conquered = !self.party.is_empty();
        }
        for id in std::mem::take(&mut self.poison) {
            if let Some(i) = self.index_of(id) {
                self.deal(i, 2);
            }
        }
        conquered
    }

    /// Plays the monster step with a greedy policy for each monster in `order`. Returns the
    /// monsters that stay face up.
    fn monsters_greedy(
        &mut self,
        order: &[Mon],
        room: Option<RoomFunction>,
        food: i32,
        fatigue: i32,
    ) -> Vec<Mon> {
        let mut up = vec![];
        for &m in order {
            if self.party.is_empty() {
                // COMBAT-MON-4 (D14): never reached, stays face up.
                up.push(m);
                continue;
            }
            let opts = self.options(m, food - self.food_spent);
            if opts.is_empty() {
                if self.attack(m, AttackOption::Idle, None, room) {
                    up.push(m);
                }
                continue;
            }
            let mut best: Option<(f64, Sim, bool)> = None;
            for (o, t) in opts {
                let mut s = self.clone();
                let face_up = s.attack(m, o, t, room);
                if o == AttackOption::Hits {
                    s.second_hit(room, m.id);
                }
                let v = s.local_value(fatigue) + if face_up { 0.5 } else { 0.0 };
                if best.as_ref().is_none_or(|b| v > b.0) {
                    best = Some((v, s, face_up));
                }
            }
            if let Some((_, s, face_up)) = best {
                *self = s;
                if face_up {
                    up.push(m);
                }
            }
        }
        up
    }

    /// Every way the monsters in `order` can attack (each monster's every option and target; a
    /// witch's second hit greedy), as (battle after the monster step, monsters face up). `None`
    /// when there are more than `cap` ways.
    fn monsters_all(
        &self,
        order: &[Mon],
        room: Option<RoomFunction>,
        food: i32,
        cap: usize,
    ) -> Option<Vec<(Sim, Vec<Mon>)>> {
        let mut out: Vec<(Sim, Vec<Mon>)> = vec![(self.clone(), vec![])];
        for &m in order {
            let mut next = vec![];
            for (s, up) in out {
                if s.party.is_empty() {
                    let mut up = up;
                    up.push(m);
                    next.push((s, up));
                    continue;
                }
                let opts = s.options(m, food - s.food_spent);
                if opts.is_empty() {
                    let mut s2 = s.clone();
                    let mut up2 = up.clone();
                    if s2.attack(m, AttackOption::Idle, None, room) {
                        up2.push(m);
                    }
                    next.push((s2, up2));
                    continue;
                }
                for (o, t) in opts {
                    let mut s2 = s.clone();
                    let mut up2 = up.clone();
                    if s2.attack(m, o, t, room) {
                        up2.push(m);
                    }
                    if o == AttackOption::Hits {
                        s2.second_hit(room, m.id);
                    }
                    next.push((s2, up2));
                }
                if next.len() > cap {
                    return None;
                }
            }
            out = next;
        }
        Some(out)
    }

    /// A quick value of the battle so far, for the greedy attack choice: prisoners, the hit
    /// points left, and whether the party would still conquer after fatigue `f`.
    fn local_value(&self, f: i32) -> f64 {
        let hp: i32 = self.party.iter().map(|a| a.left).sum();
        let conquers = !self.no_conquest && self.party.iter().map(|a| a.left).sum::<i32>() > f;
        let healers: i32 = self.party.iter().map(|a| a.heal).sum();
        self.gained * 2.0
            - f64::from(hp) * 0.3
            - f64::from(healers) * 0.2
            - if conquers { 2.0 } else { 0.0 }
            - f64::from(self.food_spent) * 0.3
    }
}

/// Every order of `ms` (at most 3! = 6), else the given order only.
fn orders(ms: &[Mon]) -> Vec<Vec<Mon>> {
    match ms.len() {
        0 | 1 => vec![ms.to_vec()],
        2 => vec![ms.to_vec(), vec![ms[1], ms[0]]],
        3 => {
            let [a, b, c] = [ms[0], ms[1], ms[2]];
            vec![
                vec![a, b, c],
                vec![a, c, b],
                vec![b, a, c],
                vec![b, c, a],
                vec![c, a, b],
                vec![c, b, a],
            ]
        }
        _ => vec![ms.to_vec()],
    }
}

/// What the seat's view says about its combat, for the search.
pub(crate) struct Situation {
    party: Vec<Adv>,
    /// Trap cards in hand (not planned).
    traps: Vec<Trap>,
    /// Face-up monsters not planned.
    monsters: Vec<Mon>,
    /// Planned this round.
    planned_traps: Vec<Trap>,
    planned_monsters: Vec<Mon>,
    /// Current round 1..=4.
    round: u8,
    /// The targets of this round and the following ones, in walking order.
    targets: Vec<Target>,
    /// Per round index 0..4: the combat cards it may show, with their chances.
    draws: Vec<Vec<Draw>>,
    food: i32,
    /// Gold and imps for bait and trap costs (COMBAT-PLAN-6/7). While building they are not
    /// limited: what the seat will hold at combat is not known yet.
    gold: i32,
    imps: i32,
    /// Year one: trap cards left are worth something next year.
    year1: bool,
    /// The last round this combat lasts: 4, or fewer in a training game that stops early (the
    /// view's `training.rounds`, a rulebook example of one round). Nothing is worth keeping for
    /// the rounds after it.
    last_round: u8,
    /// Battles the search may still play for the candidate being valued (keeps the decision
    /// time bounded: every attack is tried only while enough is left, and once it is spent the
    /// later rounds get the greedy plan only).
    budget: std::cell::Cell<u32>,
}

/// Battles a decision may play out in the model, shared equally by the candidate commands;
/// past its share a candidate's later rounds get the greedy plan only (a few milliseconds).
const SEARCH_BUDGET: u32 = 40_000;

/// Value of a point of damage left on a survivor when the search stops before the combat's
/// end ([`Situation::horizon_damage`]): less than a prisoner's share of its hit points, more
/// than the tie-break that keeps unused cards (0.01 a card).
const HORIZON_DAMAGE_VALUE: f64 = 0.3;

/// Value of an unused trap card at the end of this year's combat.
fn carry_value(year1: bool) -> f64 {
    if year1 {
        1.2
    } else {
        0.0
    }
}

impl Situation {
    /// Reads the situation from the seat's view; `None` when the seat is not in combat.
    pub(crate) fn from_view(view: &GameView, defs: &Defs, me: &PlayerView) -> Option<Situation> {
        let combat = view.combat.as_ref()?;
        let party: Vec<Adv> = me
            .party
            .iter()
            .filter(|a| a.damage < a.hp)
            .map(|a| adv_of(defs, &a.card, a.hp, a.damage))
            .collect();
        if party.is_empty() {
            return None;
        }
        Self::with_party(view, defs, me, party, Some(combat))
    }

    /// The situation of the coming combat seen while building: the party this seat has and the
    /// adventurers it will get from the rows on the progress board (ADV-ASSIGN-3: the seat's
    /// rank by evil picks its adventurer of each row), its trap cards and monsters.
    pub(crate) fn for_building(view: &GameView, defs: &Defs, me: &PlayerView) -> Option<Situation> {
        Self::for_building_at(view, defs, me, i32::from(me.evil), false)
    }

    /// [`Situation::for_building`] as if this seat's evil were `evil` when the coming rows are
    /// assigned (ADV-ASSIGN-2, -4): the nicer the seat, the weaker its adventurers.
    ///
    /// With `stand_ins`, each row of the year not drawn yet adds a stand-in: the catalog
    /// adventurer of this year whose strength (hit points) is at the seat's rank in a row
    /// (the year plan: the whole party the year will bring).
    fn for_building_at(
        view: &GameView,
        defs: &Defs,
        me: &PlayerView,
        evil: i32,
        stand_ins: bool,
    ) -> Option<Situation> {
        let mut party: Vec<Adv> = me
            .party
            .iter()
            .filter(|a| a.damage < a.hp)
            .map(|a| adv_of(defs, &a.card, a.hp, a.damage))
            .collect();
        let row = if view.n_players == 4 { 4 } else { 3 };
        let rank = view
            .players
            .iter()
            .filter(|p| p.seat != me.seat)
            .filter(|p| {
                let e = i32::from(p.evil);
                e < evil || (e == evil && p.seat < me.seat)
            })
            .count();
        for r in view.next_adventurers.chunks(row) {
            if let Some(c) = r.get(rank.min(r.len().saturating_sub(1))) {
                let hp = defs
                    .adventurers
                    .iter()
                    .find(|d| d.id == c.def)
                    .map_or(4, |d| d.hp);
                party.push(adv_of(defs, c, hp, 0));
            }
        }
        if stand_ins {
            // Rows still to be drawn this year: three a year (spring, summer, autumn), those
            // assigned already and those on the board left out (ADV-DRAW-*, ADV-ASSIGN-1).
            let assigned = match view.season {
                Season::Winter | Season::Spring => 0,
                Season::Summer => 1,
                Season::Autumn => 2,
            };
            let shown = view.next_adventurers.len().div_ceil(row);
            let unseen = 3usize.saturating_sub(assigned + shown);
            let year = view.year.clamp(1, 2);
            let mut pool: Vec<&engine::dungeon_lords::defs::AdventurerDef> =
                defs.adventurers.iter().filter(|d| d.year == year).collect();
            pool.sort_by(|a, b| a.hp.cmp(&b.hp).then_with(|| a.id.cmp(&b.id)));
            if !pool.is_empty() {
                let at = ((2 * rank + 1) * pool.len() / (2 * row)).min(pool.len() - 1);
                let d = pool[at];
                for i in 0..unseen {
                    party.push(Adv {
                        id: u16::MAX - 1 - i as u16,
                        left: i32::from(d.hp),
                        max: i32::from(d.hp),
                        class: Some(d.class),
                        disarm: i32::from(d.disarm),
                        heal: i32::from(d.heal),
                        magic: i32::from(d.magic),
                        paladin: false,
                    });
                }
            }
        }
        if party.is_empty() {
            return None;
        }
        // PARTY-2: warriors (and the paladin) in front.
        party.sort_by_key(|a| {
            !matches!(
                a.class,
                Some(AdventurerClass::Warrior | AdventurerClass::Paladin)
            )
        });
        Self::with_party(view, defs, me, party, None)
    }

    fn with_party(
        view: &GameView,
        defs: &Defs,
        me: &PlayerView,
        party: Vec<Adv>,
        combat: Option<&engine::dungeon_lords::view::CombatView>,
    ) -> Option<Situation> {
        let year = usize::from(view.year >= 2);
        let trap_of = |c: &CardView| -> Option<Trap> {
            let d = defs.traps.iter().find(|d| d.id == c.def)?;
            Some(Trap::of(num(c)?, d, year))
        };
        let mine = combat.and_then(|c| c.seats.iter().find(|s| s.seat == me.seat));
        let planned_traps: Vec<Trap> = mine
            .and_then(|s| s.traps.as_ref())
            .map(|ts| ts.iter().filter_map(trap_of).collect())
            .unwrap_or_default();
        let planned_ids: Vec<u16> = mine
            .map(|s| s.monsters.iter().filter_map(num).collect())
            .unwrap_or_default();
        let traps: Vec<Trap> = me
            .traps
            .iter()
            .flatten()
            .filter_map(trap_of)
            .filter(|t| !planned_traps.iter().any(|p| p.id == t.id))
            .collect();
        let mut monsters = vec![];
        let mut planned_monsters = vec![];
        for m in &me.monsters {
            let Some(id) = num(&m.card) else { continue };
            let mon = Mon { id, kind: m.kind };
            if planned_ids.contains(&id) {
                planned_monsters.push(mon);
            } else if !m.knocked_out && !m.on_strike {
                monsters.push(mon);
            }
        }
        // Targets: this round's (planned or nearest), then the unconquered tiles by walking
        // distance (DECISION D12).
        let dist = distances(me);
        let current = mine.and_then(|s| s.target);
        let mut tiles: Vec<(u8, Pos, Target)> = me
            .dungeon
            .iter()
            .filter(|t| !t.conquered)
            .filter_map(|t| {
                let d = dist.iter().find(|(p, _)| *p == t.pos)?.1;
                let room = t
                    .room
                    .as_ref()
                    .and_then(|c| defs.rooms.iter().find(|r| r.id == c.def))
                    .map(|r| r.function);
                let target = if t.kind == "tunnel" {
                    Target {
                        max_traps: 1,
                        bait: 0,
                        max_monsters: 1,
                        cost: 2.0,
                        room: None,
                    }
                } else if room == Some(RoomFunction::Labyrinth) {
                    Target {
                        max_traps: 2,
                        bait: 0,
                        max_monsters: 1,
                        cost: 2.6,
                        room,
                    }
                } else {
                    Target {
                        max_traps: 1,
                        bait: 1,
                        max_monsters: 2,
                        cost: 2.6,
                        room,
                    }
                };
                Some((d, t.pos, target))
            })
            .collect();
        tiles.sort_by_key(|(d, p, _)| (*d, Some(*p) != current, p.row, p.col));
        let targets: Vec<Target> = tiles.iter().map(|x| x.2).collect();
        // Fatigue: the revealed card, a spied card, else the year's unseen catalog cards.
        let spied: Vec<(u8, String)> = me
            .spied
            .iter()
            .flatten()
            .map(|s| (s.index, s.card.def.clone()))
            .collect();
        let revealed = combat.and_then(|c| c.card.as_ref()).map(|c| c.def.clone());
        let year_no = view.year.clamp(1, 2);
        let draw_of = |d: &engine::dungeon_lords::defs::CombatCardDef, p: f64| Draw {
            fatigue: i32::from(d.fatigue),
            spell: Some((d.spell, d.timing)),
            p,
        };
        let unseen: Vec<&engine::dungeon_lords::defs::CombatCardDef> = defs
            .combat_cards
            .iter()
            .filter(|c| c.year == year_no)
            .filter(|c| !spied.iter().any(|(_, d)| *d == c.id) && revealed.as_ref() != Some(&c.id))
            .collect();
        let pool: Vec<Draw> = if unseen.is_empty() {
            vec![Draw::UNKNOWN]
        } else {
            let mut vals: Vec<Draw> = vec![];
            let w = 1.0 / unseen.len() as f64;
            for c in unseen {
                let d = draw_of(c, w);
                match vals
                    .iter_mut()
                    .find(|v| v.fatigue == d.fatigue && v.spell == d.spell)
                {
                    Some(e) => e.p += w,
                    None => vals.push(d),
                }
            }
            vals
        };
        let known = |c: &str| -> Vec<Draw> {
            vec![defs
                .combat_cards
                .iter()
                .find(|d| d.id == c)
                .map_or(Draw::UNKNOWN, |d| draw_of(d, 1.0))]
        };
        let round = combat.map_or(1, |c| c.round.clamp(1, 4));
        // Per round: the revealed card, a spied card, else the year's unseen catalog cards.
        let draws: Vec<Vec<Draw>> = (0u8..4)
            .map(|i| {
                if i + 1 == round {
                    if let Some(d) = &revealed {
                        return known(d);
                    }
                }
                match spied.iter().find(|(idx, _)| *idx == i) {
                    Some((_, d)) => known(d),
                    None => pool.clone(),
                }
            })
            .collect();
        Some(Situation {
            party,
            traps,
            monsters,
            planned_traps,
            planned_monsters,
            round,
            targets,
            draws,
            food: i32::from(me.food),
            gold: if combat.is_some() {
                i32::from(me.gold)
            } else {
                i32::MAX / 4
            },
            imps: if combat.is_some() {
                i32::from(me.imps)
            } else {
                i32::MAX / 4
            },
            year1: view.year < 2 && view.training.is_none(),
            last_round: view
                .training
                .as_ref()
                .filter(|t| t.rounds > 0)
                .map_or(4, |t| t.rounds.min(4)),
            budget: std::cell::Cell::new(SEARCH_BUDGET),
        })
    }

    /// Plays one round's battle with a plan, every monster order tried; then for each fatigue
    /// value the rest of the year. Returns the expected value.
    #[allow(clippy::too_many_arguments)]
    fn round_value(
        &self,
        sim: &Sim,
        round: u8,
        ti: usize,
        traps: &[Trap],
        mons: &[Mon],
        hand: &[Trap],
        lair: &[Mon],
        depth: u8,
        exact: bool,
    ) -> f64 {
        let Some(target) = self.targets.get(ti).copied() else {
            return 0.0;
        };
        let mut after_traps = Sim {
            party: sim.party.clone(),
            gained: sim.gained,
            food_spent: sim.food_spent,
            gold_spent: sim.gold_spent,
            imps_spent: sim.imps_spent,
            ..Sim::default()
        };
        let mut ordered = traps.to_vec();
        // Labyrinth: the heavier trap second, once the disarm is spent (ROOM-LAB-2).
        ordered.sort_by_key(|t| t.dmg);
        for t in &ordered {
            after_traps.trap(*t, None);
            after_traps.gold_spent += target.bait + t.cost[0];
            after_traps.food_spent += t.cost[1];
            after_traps.imps_spent += t.cost[2];
        }
        let full = &self.draws[usize::from(round - 1).min(3)];
        // Far rounds: the expected fatigue, no spell unless the card is known, and one order
        // (ghosts first) keep the tree small.
        let mean = [Draw {
            fatigue: full
                .iter()
                .map(|d| f64::from(d.fatigue) * d.p)
                .sum::<f64>()
                .round() as i32,
            spell: if full.len() == 1 { full[0].spell } else { None },
            p: 1.0,
        }];
        let dist: &[Draw] = if exact { full } else { &mean };
        let mut total = 0.0;
        for draw in dist {
            let f = draw.fatigue;
            // The round's spell (SPELL-1, -2, -6): the fast one now, the slow one after the
            // monsters; none in an Anti-magic Room.
            let spell = draw
                .spell
                .filter(|_| target.room != Some(RoomFunction::AntiMagic));
            let mut start = after_traps.clone();
            let mut mons: Vec<Mon> = mons.to_vec();
            start.spell_step(spell, SpellTiming::Fast, round, &mut mons);
            let all_orders = if exact {
                orders(&mons)
            } else {
                let mut o = mons.clone();
                o.sort_by_key(|m| !m.kind.is_ghost());
                vec![o]
            };
            // Every attack of every monster on the fully searched levels while the budget
            // lasts; greedy attacks elsewhere.
            let cost = (dist.len() * all_orders.len() * 48 * 4) as u32;
            let exhaustive = (exact || depth > 0) && self.budget.get() > cost;
            let mut best = f64::MIN;
            let mut outcomes: Vec<(Sim, Vec<Mon>)> = vec![];
            for order in &all_orders {
                let all = if exhaustive {
                    start.monsters_all(order, target.room, self.food, 48)
                } else {
                    None
                };
                match all {
                    Some(all) => outcomes.extend(all),
                    None => {
                        let mut s = start.clone();
                        let up = s.monsters_greedy(order, target.room, self.food, f);
                        outcomes.push((s, up));
                    }
                }
            }
            for (mut s, up) in outcomes {
                self.budget.set(self.budget.get().saturating_sub(1));
                s.spell_step(spell, SpellTiming::Slow, round, &mut vec![]);
                let conquered = s.finish(f);
                let mut lair2 = lair.to_vec();
                lair2.extend(up);
                let next_ti = if conquered { ti + 1 } else { ti };
                let v = s.gained
                    - sim.gained
                    - if conquered { target.cost } else { 0.0 }
                    - f64::from(s.food_spent - sim.food_spent) * 0.5
                    + self.rest_value(&s, round + 1, next_ti, hand, &lair2, depth);
                if v > best {
                    best = v;
                }
            }
            total += draw.p * best;
        }
        total
    }

    /// The value of the rounds from `round` on, with `hand` and `lair` left.
    fn rest_value(
        &self,
        sim: &Sim,
        round: u8,
        ti: usize,
        hand: &[Trap],
        lair: &[Mon],
        depth: u8,
    ) -> f64 {
        if round > self.last_round || !sim.alive() || ti >= self.targets.len() {
            return hand.len() as f64 * carry_value(self.year1) + self.horizon_damage(sim);
        }
        let target = self.targets[ti];
        let mut best = f64::MIN;
        if self.budget.get() == 0 {
            // Out of budget: the greedy plan alone, at most one battle a round.
            let (traps, mons) = self.greedy_plan(sim, target, hand, lair);
            let hand2: Vec<Trap> = hand
                .iter()
                .copied()
                .filter(|t| !traps.contains(t))
                .collect();
            let lair2: Vec<Mon> = lair.iter().copied().filter(|m| !mons.contains(m)).collect();
            return self.round_value(sim, round, ti, &traps, &mons, &hand2, &lair2, 0, false);
        }
        if depth == 0 {
            // Greedy: the trap that hurts most and the strongest monsters allowed.
            let (traps, mons) = self.greedy_plan(sim, target, hand, lair);
            let hand2: Vec<Trap> = hand
                .iter()
                .copied()
                .filter(|t| !traps.contains(t))
                .collect();
            let lair2: Vec<Mon> = lair.iter().copied().filter(|m| !mons.contains(m)).collect();
            let v = self.round_value(sim, round, ti, &traps, &mons, &hand2, &lair2, 0, false);
            // Or nothing this round.
            let none = self.round_value(sim, round, ti, &[], &[], hand, lair, 0, false);
            return v.max(none);
        }
        for (traps, mons) in plans(target, &[], &[], hand, lair) {
            if !self.can_pay(sim, target, &traps) {
                continue;
            }
            let hand2: Vec<Trap> = hand
                .iter()
                .copied()
                .filter(|t| !traps.contains(t))
                .collect();
            let lair2: Vec<Mon> = lair.iter().copied().filter(|m| !mons.contains(m)).collect();
            let v = self.round_value(
                sim,
                round,
                ti,
                &traps,
                &mons,
                &hand2,
                &lair2,
                depth - 1,
                false,
            );
            if v > best {
                best = v;
            }
        }
        best
    }

    /// What the damage left on the party's survivors is worth when the search stops before
    /// the combat ends (a training example of fewer rounds, judged by that damage): the
    /// rounds after it would turn it into prisoners. At the end of a whole combat the
    /// survivors go home and their damage is worth nothing.
    fn horizon_damage(&self, sim: &Sim) -> f64 {
        if self.last_round >= 4 {
            return 0.0;
        }
        let damage: i32 = sim.party.iter().map(|a| a.max - a.left).sum();
        HORIZON_DAMAGE_VALUE * f64::from(damage)
    }

    /// Whether the seat can still pay for planning `traps` on `target` after what `sim` has
    /// spent (COMBAT-PLAN-6 bait, COMBAT-PLAN-7 extra costs): a card it cannot pay for in a
    /// later round is no defender there.
    fn can_pay(&self, sim: &Sim, target: Target, traps: &[Trap]) -> bool {
        let need = traps.iter().fold([0, 0, 0], |acc, t| {
            [
                acc[0] + target.bait + t.cost[0],
                acc[1] + t.cost[1],
                acc[2] + t.cost[2],
            ]
        });
        need[0] <= self.gold - sim.gold_spent
            && need[1] <= self.food - sim.food_spent
            && need[2] <= self.imps - sim.imps_spent
    }

    fn greedy_plan(
        &self,
        sim: &Sim,
        target: Target,
        hand: &[Trap],
        lair: &[Mon],
    ) -> (Vec<Trap>, Vec<Mon>) {
        let mut traps: Vec<(f64, Trap)> = hand
            .iter()
            .filter(|&&t| self.can_pay(sim, target, &[t]))
            .map(|&t| {
                let mut s = sim.clone();
                s.trap(t, None);
                (s.gained * 3.0 + f64::from(hp_of(sim) - hp_of(&s)), t)
            })
            .collect();
        traps.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut traps: Vec<Trap> = traps
            .into_iter()
            .take(target.max_traps)
            .map(|x| x.1)
            .collect();
        while !self.can_pay(sim, target, &traps) {
            traps.pop();
        }
        let mut mons: Vec<Mon> = lair.iter().copied().filter(|m| m.kind.is_ghost()).collect();
        let mut regular: Vec<Mon> = lair
            .iter()
            .copied()
            .filter(|m| !m.kind.is_ghost())
            .collect();
        regular.sort_by(|a, b| power(b.kind).total_cmp(&power(a.kind)));
        mons.extend(regular.into_iter().take(target.max_monsters));
        mons.truncate(3);
        (traps, mons)
    }

    /// The best completion of this round's plan: the traps and monsters to add. `None` when
    /// there is no battle to plan.
    ///
    /// `legal` is the prompt's commands: a card this seat cannot plan now (the food or gold of
    /// COMBAT-PLAN-6/7 missing) is left out of this round's plans, though kept for later ones.
    pub(crate) fn best_plan(&self, legal: &[Command]) -> Option<(Vec<u16>, Vec<u16>)> {
        let target = *self.targets.first()?;
        let sim = Sim {
            party: self.party.clone(),
            ..Sim::default()
        };
        // Deeper search when the tree is small.
        let n = plans(target, &[], &[], &self.traps, &self.monsters).len();
        let depth = if n <= 8 { 2 } else { 1 };
        let mut best: Option<(f64, Vec<Trap>, Vec<Mon>)> = None;
        let playable: Vec<Trap> = self
            .traps
            .iter()
            .copied()
            .filter(|t| legal.contains(&Command::PlanTrap { trap: t.id }))
            .collect();
        let ready: Vec<Mon> = self
            .monsters
            .iter()
            .copied()
            .filter(|m| legal.contains(&Command::PlanMonster { monster: m.id }))
            .collect();
        let roots = plans(
            target,
            &self.planned_traps,
            &self.planned_monsters,
            &playable,
            &ready,
        );
        // Every plan gets the same share of the battles the decision may play.
        let share = (SEARCH_BUDGET / roots.len().max(1) as u32).max(1);
        for (traps, mons) in roots {
            if !self.can_pay(&sim, target, &traps) {
                continue;
            }
            self.budget.set(share);
            let hand: Vec<Trap> = self
                .traps
                .iter()
                .copied()
                .filter(|t| !traps.contains(t))
                .collect();
            let lair: Vec<Mon> = self
                .monsters
                .iter()
                .copied()
                .filter(|m| !mons.contains(m))
                .collect();
            // Fewer cards used breaks ties (keep them for later).
            let v = self.round_value(
                &sim, self.round, 0, &traps, &mons, &hand, &lair, depth, true,
            ) - 0.01 * (traps.len() + mons.len()) as f64;
            if best.as_ref().is_none_or(|b| v > b.0) {
                best = Some((v, traps, mons));
            }
        }
        let (_, traps, mons) = best?;
        Some((
            traps
                .iter()
                .filter(|t| !self.planned_traps.contains(t))
                .map(|t| t.id)
                .collect(),
            mons.iter()
                .filter(|m| !self.planned_monsters.contains(m))
                .map(|m| m.id)
                .collect(),
        ))
    }
}

fn hp_of(s: &Sim) -> i32 {
    s.party.iter().map(|a| a.left).sum()
}

/// An adventurer of the view, with its catalog class and symbols.
fn adv_of(defs: &Defs, card: &CardView, hp: u8, damage: u8) -> Adv {
    let d = defs.adventurers.iter().find(|d| d.id == card.def);
    Adv {
        id: num(card).unwrap_or(u16::MAX),
        left: i32::from(hp) - i32::from(damage),
        max: i32::from(hp),
        class: d.map(|d| d.class),
        disarm: d.map_or(0, |d| i32::from(d.disarm)),
        heal: d.map_or(0, |d| i32::from(d.heal)),
        magic: d.map_or(0, |d| i32::from(d.magic)),
        paladin: d.is_some_and(|d| d.class == AdventurerClass::Paladin),
    }
}

impl Situation {
    /// The expected points of the coming combat (prisoners minus conquered tiles), every round
    /// planned greedily, with `extra` monsters and `extra_traps` trap cards added.
    fn year_value(&self, extra: &[MonsterKind], extra_traps: &[Trap]) -> f64 {
        let sim = Sim {
            party: self.party.clone(),
            ..Sim::default()
        };
        let mut lair = self.monsters.clone();
        for (i, &kind) in extra.iter().enumerate() {
            lair.push(Mon {
                id: u16::MAX - i as u16,
                kind,
            });
        }
        let mut hand = self.traps.clone();
        hand.extend_from_slice(extra_traps);
        // Trap cards left over are not counted here: the value is what they do this year.
        self.rest_value(&sim, 1, 0, &hand, &lair, 0) - hand.len() as f64 * carry_value(self.year1)
    }

    /// What moving this seat's evil by `delta` before the coming rows are assigned is worth in
    /// the coming combat, in points (the adventurers its rank brings, against the defenders it
    /// has now; 0 when there are no rows to come). `None` when no combat is in sight.
    pub(crate) fn evil_worth(
        view: &GameView,
        defs: &Defs,
        me: &PlayerView,
        delta: i32,
    ) -> Option<f64> {
        if view.next_adventurers.is_empty() || delta == 0 {
            return Some(0.0);
        }
        let e = i32::from(me.evil);
        let now = Self::for_building_at(view, defs, me, e, false)?;
        let then = Self::for_building_at(view, defs, me, (e + delta).max(0), false)?;
        Some(then.year_value(&[], &[]) - now.year_value(&[], &[]))
    }

    /// The year plan (issue 35 item 2, fourth pass): what `k` more trap cards (k = 0..=n)
    /// would do in this year's combat, in points, against the whole party the year brings
    /// (queued, on the board by the seat's rank, and a stand-in for each row not drawn yet)
    /// with the defenders the seat has now. A draw is a run of `k` of the catalog's traps
    /// without extra costs, averaged over every starting card (a typical draw). `None` when no
    /// combat is in sight.
    pub(crate) fn year_plan(
        view: &GameView,
        defs: &Defs,
        me: &PlayerView,
        n: usize,
    ) -> Option<Vec<f64>> {
        let plan = Self::for_building_at(view, defs, me, i32::from(me.evil), true)?;
        let year = usize::from(!plan.year1);
        let deck: Vec<Trap> = defs
            .traps
            .iter()
            .filter(|d| d.extra_food == 0 && d.extra_gold == 0 && d.extra_imp == 0)
            .enumerate()
            .map(|(i, d)| Trap::of(u16::MAX - i as u16, d, year))
            .collect();
        let base = plan.year_value(&[], &[]);
        let mut out = vec![base];
        if deck.is_empty() {
            return Some(out);
        }
        for k in 1..=n.min(deck.len()) {
            let mut sum = 0.0;
            for start in 0..deck.len() {
                let draw: Vec<Trap> = (0..k).map(|j| deck[(start + j) % deck.len()]).collect();
                sum += plan.year_value(&[], &draw);
            }
            out.push(sum / deck.len() as f64);
        }
        Some(out)
    }

    /// What one more monster of `kind` is worth in the coming combat, in points.
    pub(crate) fn monster_worth(&self, kind: MonsterKind) -> f64 {
        self.year_value(&[kind], &[]) - self.year_value(&[], &[])
    }

    /// What one more trap card (a draw from the catalog's traps, by copies) is worth in the
    /// coming combat, in points.
    pub(crate) fn trap_worth(&self, defs: &Defs) -> f64 {
        let base = self.year_value(&[], &[]);
        let year = usize::from(!self.year1);
        let (mut sum, mut n) = (0.0, 0.0);
        for d in &defs.traps {
            let t = Trap::of(u16::MAX, d, year);
            let w = f64::from(d.copies.max(1));
            sum += w * (self.year_value(&[], &[t]) - base);
            n += w;
        }
        if n > 0.0 {
            sum / n
        } else {
            0.0
        }
    }
}

/// A rough fighting power, for the greedy plan of far rounds.
fn power(k: MonsterKind) -> f64 {
    match k {
        MonsterKind::Goblin => 2.5,
        MonsterKind::Slime => 2.5,
        MonsterKind::Ghost => 2.0,
        MonsterKind::Troll => 3.5,
        MonsterKind::Witch => 2.5,
        MonsterKind::Vampire => 3.5,
        MonsterKind::Golem => 4.0,
        MonsterKind::Dragon => 5.0,
        MonsterKind::Demon => 6.0,
    }
}

/// Every plan for `target` extending the planned traps and monsters with cards from `hand` and
/// `lair`: trap sets up to the limit, at most the allowed monsters plus any ghosts (at most 3
/// fighters in all, to keep the search small).
fn plans(
    target: Target,
    planned_traps: &[Trap],
    planned_mons: &[Mon],
    hand: &[Trap],
    lair: &[Mon],
) -> Vec<(Vec<Trap>, Vec<Mon>)> {
    let mut trap_sets: Vec<Vec<Trap>> = vec![planned_traps.to_vec()];
    if planned_traps.len() < target.max_traps {
        // Identical trap kinds are one choice.
        let mut seen: Vec<(TrapKind, i32)> = vec![];
        for (i, &t) in hand.iter().enumerate() {
            if seen.contains(&(t.kind, t.dmg)) {
                continue;
            }
            seen.push((t.kind, t.dmg));
            let mut s = planned_traps.to_vec();
            s.push(t);
            trap_sets.push(s.clone());
            if s.len() < target.max_traps {
                for &u in &hand[i + 1..] {
                    let mut s2 = s.clone();
                    s2.push(u);
                    trap_sets.push(s2);
                }
            }
        }
    }
    let n_regular = planned_mons.iter().filter(|m| !m.kind.is_ghost()).count();
    let mut mon_sets: Vec<Vec<Mon>> = vec![planned_mons.to_vec()];
    let mut seen_kinds: Vec<Vec<MonsterKind>> = vec![];
    // Subsets of the lair (it is small: a seat rarely has more than 5 monsters).
    let lair: Vec<Mon> = lair.iter().copied().take(8).collect();
    for mask in 1u32..(1 << lair.len()) {
        let pick: Vec<Mon> = (0..lair.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| lair[i])
            .collect();
        let regular = pick.iter().filter(|m| !m.kind.is_ghost()).count();
        if n_regular + regular > target.max_monsters || planned_mons.len() + pick.len() > 3 {
            continue;
        }
        let mut kinds: Vec<MonsterKind> = pick.iter().map(|m| m.kind).collect();
        kinds.sort_by_key(|k| power(*k).to_bits());
        if seen_kinds.contains(&kinds) {
            continue;
        }
        seen_kinds.push(kinds);
        let mut s = planned_mons.to_vec();
        s.extend(pick);
        mon_sets.push(s);
    }
    let mut out = vec![];
    for t in &trap_sets {
        for m in &mon_sets {
            out.push((t.clone(), m.clone()));
        }
    }
    out
}

/// Walking distance of each dungeon square from the entrance (DECISION D12).
fn distances(me: &PlayerView) -> Vec<(Pos, u8)> {
    let entrance = Pos { row: 0, col: 2 };
    let has = |p: Pos| me.dungeon.iter().any(|t| t.pos == p);
    let mut out = vec![];
    if !has(entrance) {
        return out;
    }
    out.push((entrance, 1u8));
    let mut head = 0;
    while head < out.len() {
        let (p, d) = out[head];
        head += 1;
        let (r, c) = (i32::from(p.row), i32::from(p.col));
        for (nr, nc) in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
            let (Ok(nr), Ok(nc)) = (u8::try_from(nr), u8::try_from(nc)) else {
                continue;
            };
            let q = Pos { row: nr, col: nc };
            if has(q) && !out.iter().any(|(x, _)| *x == q) {
                out.push((q, d + 1));
            }
        }
    }
    out
}

/// The hard bot's combat decision by search, when the prompt is one it plans: the planning of
/// a battle (PlanTrap, PlanMonster, FinishPlanning), the attacks, a dart's aim and a
/// Labyrinth's trap order. `None` leaves the decision to the heuristics.
pub(crate) fn decide(
    view: &GameView,
    defs: &Defs,
    me: &PlayerView,
    legal: &[Command],
) -> Option<Command> {
    let planning = legal.iter().any(|c| {
        matches!(
            c,
            Command::PlanTrap { .. } | Command::PlanMonster { .. } | Command::FinishPlanning
        )
    });
    let battle = legal.iter().any(|c| {
        matches!(
            c,
            Command::Attack { .. } | Command::AimTrap { .. } | Command::UseTrap { .. }
        )
    });
    if !planning && !battle {
        return None;
    }
    let sit = Situation::from_view(view, defs, me)?;
    if planning {
        let (traps, mons) = sit.best_plan(legal)?;
        for t in traps {
            let c = Command::PlanTrap { trap: t };
            if legal.contains(&c) {
                return Some(c);
            }
        }
        for m in mons {
            let c = Command::PlanMonster { monster: m };
            if legal.contains(&c) {
                return Some(c);
            }
        }
        let finish = Command::FinishPlanning;
        return legal.contains(&finish).then_some(finish);
    }
    sit.battle_choice(view, defs, legal)
}

impl Situation {
    /// Values each legal battle command by playing the rest of the battle (greedy attacks, every
    /// order of the remaining monsters) and the rest of the year.
    fn battle_choice(&self, view: &GameView, defs: &Defs, legal: &[Command]) -> Option<Command> {
        let combat = view.combat.as_ref()?;
        let b = combat.battle.as_ref()?;
        let target = self.targets.first().copied()?;
        let f = combat.fatigue.map_or(2, i32::from);
        let sim = Sim {
            party: self.party.clone(),
            no_conquest: b.no_conquest,
            no_heal: b.no_heal,
            attacked: b.attacked,
            poison: b.poisoned.iter().filter_map(num).collect(),
            no_spell: b.no_spell,
            invisible: b.effects.iter().any(|e| e == "Invisibility"),
            shield: b.effects.iter().any(|e| e == "Magic Shield"),
            blind_rage: b.effects.iter().any(|e| e == "Blind Rage"),
            song: b.effects.iter().any(|e| e == "Song of Courage"),
            ..Sim::default()
        };
        // This round's spell, the card being revealed (SPELL-*); none in an Anti-magic Room.
        let spell = self
            .draws
            .get(usize::from(self.round - 1))
            .filter(|d| d.len() == 1)
            .and_then(|d| d[0].spell)
            .filter(|_| target.room != Some(RoomFunction::AntiMagic));
        // Disarm already spent this battle (a Labyrinth's first trap) is not in the view; the
        // model counts it as unspent.
        let to_attack: Vec<Mon> = b
            .to_attack
            .iter()
            .filter_map(|c| {
                let id = num(c)?;
                let kind = defs.monsters.iter().find(|d| d.id == c.def)?.kind;
                Some(Mon { id, kind })
            })
            .collect();
        let planned_traps = self.planned_traps.clone();
        let idx_of = |s: &Sim, id: u16| s.index_of(id);
        let mut best: Option<(f64, &Command)> = None;
        let share = (SEARCH_BUDGET / legal.len().max(1) as u32).max(1);
        for cmd in legal {
            self.budget.set(share);
            let mut s = sim.clone();
            let mut rest_mons = to_attack.clone();
            let mut rest_traps = planned_traps.clone();
            let mut face_up = vec![];
            match cmd {
                Command::AimTrap { adventurer } => {
                    let Some(t) = b.aiming.as_ref().and_then(|c| {
                        let d = defs.traps.iter().find(|d| d.id == c.def)?;
                        Some(Trap::of(num(c)?, d, usize::from(view.year >= 2)))
                    }) else {
                        continue;
                    };
                    rest_traps.retain(|x| x.id != t.id);
                    let Some(i) = idx_of(&s, *adventurer) else {
                        continue;
                    };
                    s.trap(t, Some(i));
                    for t in &rest_traps {
                        s.trap(*t, None);
                    }
                }
                Command::UseTrap { trap } => {
                    let Some(first) = rest_traps.iter().copied().find(|t| t.id == *trap) else {
                        continue;
                    };
                    rest_traps.retain(|x| x.id != *trap);
                    s.trap(first, None);
                    for t in &rest_traps {
                        s.trap(*t, None);
                    }
                }
                Command::Attack {
                    monster,
                    option,
                    target: t,
                } => {
                    let Some(m) = rest_mons.iter().copied().find(|m| m.id == *monster) else {
                        continue;
                    };
                    rest_mons.retain(|x| x.id != *monster);
                    let ti = t.and_then(|t| idx_of(&s, t));
                    if t.is_some() && ti.is_none() {
                        continue;
                    }
                    if s.attack(m, *option, ti, target.room) {
                        face_up.push(m);
                    }
                    if *option == AttackOption::Hits {
                        s.second_hit(target.room, m.id);
                    }
                }
                _ => continue,
            }
            if matches!(cmd, Command::AimTrap { .. } | Command::UseTrap { .. }) {
                // The trap step ends: the fast spell comes before the monsters.
                s.spell_step(spell, SpellTiming::Fast, self.round, &mut rest_mons);
            }
            // The rest of the battle: every order of the monsters still to attack.
            let mut v_best = f64::MIN;
            for order in orders(&rest_mons) {
                let mut s2 = s.clone();
                let up = s2.monsters_greedy(&order, target.room, self.food, f);
                s2.spell_step(spell, SpellTiming::Slow, self.round, &mut vec![]);
                let conquered = s2.finish(f);
                let mut lair = self.monsters.clone();
                lair.extend(face_up.iter().copied());
                lair.extend(up);
                let next_ti = usize::from(conquered);
                let v = s2.gained
                    - if conquered { target.cost } else { 0.0 }
                    - f64::from(s2.food_spent) * 0.5
                    + self.rest_value(&s2, self.round + 1, next_ti, &self.traps, &lair, 1);
                v_best = v_best.max(v);
            }
            if best.is_none_or(|(bv, _)| v_best > bv) {
                best = Some((v_best, cmd));
            }
        }
        best.map(|(_, c)| c.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adv(id: u16, class: AdventurerClass, hp: i32, magic: i32) -> Adv {
        Adv {
            id,
            left: hp,
            max: hp,
            class: Some(class),
            disarm: 0,
            heal: 0,
            magic,
            paladin: false,
        }
    }

    fn draw(fatigue: i32, spell: SpellKind, timing: SpellTiming) -> Vec<Draw> {
        vec![Draw {
            fatigue,
            spell: Some((spell, timing)),
            p: 1.0,
        }]
    }

    /// A warrior (3 HP) and a wizard (2 HP, 1 magic) against four tunnels and one troll, every
    /// card known: `first` in round 1, then cards with fatigue 2 and no effect.
    fn troll_and_card(first: SpellKind) -> Situation {
        let tunnel = Target {
            max_traps: 1,
            bait: 0,
            max_monsters: 1,
            cost: 2.0,
            room: None,
        };
        let mut draws = vec![draw(2, first, SpellTiming::Fast)];
        draws.extend((0..3).map(|_| draw(2, SpellKind::Fireball, SpellTiming::Fast)));
        Situation {
            party: vec![
                adv(1, AdventurerClass::Warrior, 3, 0),
                adv(2, AdventurerClass::Wizard, 2, 1),
            ],
            traps: vec![],
            monsters: vec![Mon {
                id: 7,
                kind: MonsterKind::Troll,
            }],
            planned_traps: vec![],
            planned_monsters: vec![],
            round: 1,
            targets: vec![tunnel; 4],
            draws,
            food: 0,
            gold: 0,
            imps: 0,
            year1: false,
            last_round: 4,
            budget: std::cell::Cell::new(SEARCH_BUDGET),
        }
    }

    #[test]
    fn a_troll_is_kept_from_a_round_whose_known_spell_turns_it_into_a_sheep() {
        // RULE SPELL-1: the wizard's 1 magic casts round 1's spell. Sent in round 1 the troll
        // takes the warrior and the fatigue the wizard: no tile lost. Under Metamorphosis it
        // would be a sheep, knocked out for nothing, so it waits for round 2.
        let legal = [Command::PlanMonster { monster: 7 }, Command::FinishPlanning];
        let plain = troll_and_card(SpellKind::Fireball).best_plan(&legal);
        assert_eq!(
            plain,
            Some((vec![], vec![7])),
            "no spell: the troll fights now"
        );
        let sheep = troll_and_card(SpellKind::Metamorphosis).best_plan(&legal);
        assert_eq!(
            sheep,
            Some((vec![], vec![])),
            "Metamorphosis: the troll waits"
        );
    }

    #[test]
    fn invisibility_and_the_magic_shield_spare_what_the_rules_spare() {
        // RULE SPELL-1: cast with magic at least the round; Invisibility puts the wizards at the
        // back out of reach of monsters and fatigue; the Magic Shield absorbs one point.
        let mut s = Sim {
            party: vec![
                adv(1, AdventurerClass::Wizard, 2, 1),
                adv(2, AdventurerClass::Warrior, 5, 0),
            ],
            ..Sim::default()
        };
        assert!(s.magic() >= 1);
        assert_eq!(s.cast(SpellKind::Invisibility, &[]), None);
        assert_eq!(s.party[1].id, 1, "the wizard goes to the back");
        assert!(
            !s.hit(1, 4, Some(7)),
            "a monster cannot harm the invisible wizard"
        );
        s.cast(SpellKind::MagicShield, &[]);
        s.hit(0, 3, Some(7));
        assert_eq!(
            s.party[0].left, 3,
            "the shield takes the first point of the hit"
        );
        s.hit(0, 1, None);
        assert_eq!(s.party[0].left, 2, "and only the first");
        // Fatigue passes over the invisible wizard: the warrior falls, the wizard conquers.
        assert!(s.finish(2), "{s:?}");
        assert_eq!(s.gained, 2.0, "the warrior is a prisoner");
        assert_eq!(
            (s.party.len(), s.party[0].left),
            (1, 2),
            "the wizard is unharmed"
        );
    }
}
