//! The Dungeon Lords bot: hand-tuned heuristics that value each legal command by the seat's
//! current needs (food for payday, gold for taxes, evil against the paladin, traps and monsters
//! for the adventurers, the spied combat cards).
//!
//! Honest by construction: [`decide`] takes the engine's typed [`GameView`] (built for one
//! viewer, owned data with no way back to the game) and the public catalog [`Defs`]; it never
//! sees `&Game`. The only caller that holds a game, the hosted adapter, builds that view with
//! `Viewer::Seat { seat }` for the bot's own seat (see `HostedGame::bot_command`).

use engine::dungeon_lords::combat::AttackOption;
use engine::dungeon_lords::defs::{
    AdventurerClass, MonsterKind, Production, RoomFunction, TrapKind,
};
use engine::dungeon_lords::state::{EventTile, PaladinAt, Pos, Season};
use engine::dungeon_lords::view::{AdventurerView, CardView, GameView, PlayerView};
use engine::dungeon_lords::{Action, Command, Defs};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Level;

/// The evil space that calls the paladin (EVIL-1, PALADIN-3).
const PALADIN_SPACE: u8 = 10;

/// Chooses one of the legal commands in `view`'s prompt, or `None` when the viewer owes nothing.
/// `defs` is the public catalog the game is played with; `rng` breaks ties and, below
/// [`Level::Hard`], makes the deliberate mistakes of the level.
pub fn decide(view: &GameView, defs: &Defs, level: Level, rng: &mut ChaCha8Rng) -> Option<Command> {
    let base = Tuning::default();
    let hard = Tuning::hard();
    let tuning = match level {
        Level::Hard => HARD_TUNING.get().unwrap_or(&hard),
        _ => &base,
    };
    if level == Level::Hard && CLASSIC_COMBAT.with(std::cell::Cell::get) {
        // Issue 18's hard bot: its weights (whatever `--tune` sets for the tested hard bot).
        return decide_tuned(view, defs, level, &Tuning::issue18(), rng);
    }
    decide_tuned(view, defs, level, tuning, rng)
}

static HARD_TUNING: std::sync::OnceLock<Tuning> = std::sync::OnceLock::new();

thread_local! {
    /// The bench's switch back to the hard level's combat heuristics of issue 18.
    static CLASSIC_COMBAT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Makes the hard bots decided on this thread play as issue 18 left them: the one-step combat
/// heuristics instead of the combat search, and no combat values in building (the bench's
/// `--field hard-classic`, to compare the two; the server never calls it).
pub fn set_classic_combat(on: bool) {
    CLASSIC_COMBAT.with(|c| c.set(on));
}

/// Replaces the hard level's weights for this process (the bench's `--tune`; the server never
/// calls it).
///
/// # Errors
/// When weights were already set.
pub fn set_hard_tuning(t: Tuning) -> Result<(), String> {
    HARD_TUNING
        .set(t)
        .map_err(|_| "the hard tuning is already set".to_string())
}

/// [`Tuning::combat_weight`] of the hard level: off, because every weight tried (0.3, 1, 3)
/// measured worse against three normal bots (docs/bots.md, issue 35 item 2).
const HARD_COMBAT_WEIGHT: f64 = 0.0;

/// [`Tuning::defence_weight`] of the hard level: value of Buy Traps per defender lacking for
/// the coming combat: 2 measured best of 0, 1 and 2.5 on the tuning seeds 5001–6000
/// (conquered −12.76 → −12.16 points, score margin unchanged; docs/bots.md).
const DEFENCE_WEIGHT: f64 = 2.0;

/// [`Tuning::trap_room_weight`] of the hard level (docs/bots.md, third pass).
const TRAP_ROOM_WEIGHT: f64 = 2.0;

/// [`Tuning::evil_weight`] of the hard level (docs/bots.md, third pass).
const EVIL_WEIGHT: f64 = 1.0;

/// [`Tuning::plan_weight`] of the hard level (docs/bots.md, fourth pass).
const PLAN_WEIGHT: f64 = 0.0;

/// [`Tuning::set_weight`] of the hard level (docs/bots.md, fifth pass).
const SET_WEIGHT: f64 = 1.0;

/// [`Tuning::year_card_weight`] of the hard level (docs/bots.md, sixth pass).
const YEAR_CARD_WEIGHT: f64 = 0.0;

/// The hard level's [`Tuning::hand_slot_weight`] (seventh pass).
const HAND_SLOT_WEIGHT: f64 = 0.0;

/// The hard level's [`Tuning::title_weight`] (seventh pass).
const TITLE_WEIGHT: f64 = 0.0;

/// The hard level's [`Tuning::dig_tax_weight`] (eighth pass: half, as the tunnels counted are
/// the most the set could dig; 0.25, 0.5, 0.75 and 1 all measured better than 0, 2 worse).
const DIG_TAX_WEIGHT: f64 = 0.5;

/// Trap cards the season plan counts at most ([`Ctx::season_outcome`]): one Buy Traps order a
/// season keeps one card (ACT-TRAP-1, -3).
const SET_TRAPS: usize = 1;

/// Trap cards the year plan looks ahead ([`Ctx::plan_bonus`]).
const PLAN_CARDS: usize = 4;

/// What the year plan counts a trap card's purchase as costing, in points (a tile is 2).
const PLAN_COST: f64 = 0.5;

/// The bot's tunable weights: extra value per order card (board order) and the dungeon size it
/// digs towards. Easy and normal play the defaults, hard plays [`Tuning::hard`];
/// `botbench --tune` tries others.
#[derive(Clone, Debug, PartialEq)]
pub struct Tuning {
    /// Added to the value of each of the 8 order cards, in board order (`Action::ALL`).
    pub order_bias: [f64; 8],
    /// Dungeon tiles to dig towards in year 1 and year 2.
    pub dig_target: [i32; 2],
    /// Traps wanted beyond one per adventurer.
    pub extra_traps: i32,
    /// Weight of what a monster or trap card would do in the coming combat (the combat model's
    /// points, `combat_search`) in the value of hiring and buying traps; 0 ignores it.
    pub combat_weight: f64,
    /// Value of Buy Traps per defender (trap card or monster) missing against the party coming
    /// this year, in the two seasons before its combat; 0 ignores it.
    pub defence_weight: f64,
    /// Value of a trap card a room makes (Production::Trap), per defender missing against the
    /// coming party (as [`Tuning::defence_weight`] counts them), added to using and building
    /// such a room: the cheap defenders; 0 ignores it.
    pub trap_room_weight: f64,
    /// Weight of what a change of evil does to the coming combat (the combat model's points
    /// against the adventurers the seat's evil rank brings, `combat_search`) in the value of
    /// Improve Reputation and of a monster's evil cost; 0 ignores it.
    pub evil_weight: f64,
    /// Weight of the year plan in the value of Buy Traps: the combat model's value per trap
    /// card of those the whole party of this year calls for, by their share of the seasons
    /// left (`combat_search::Situation::year_plan`, `Ctx::plan_bonus`); 0 ignores it. The
    /// season plan ([`Tuning::set_weight`]) replaces it (and the defence weight) when on.
    pub plan_weight: f64,
    /// Weight of the season plan: the hard bot chooses a season's orders as a set, by the sum
    /// of their own values and this weight times one model of the season's outcome (the trap
    /// card of the set against the year's party, the gold and food left for taxes and payday;
    /// `Ctx::choose_orders`); 0 chooses one order at a time as before.
    pub set_weight: f64,
    /// Sixth pass: in the season plan, a trap card is worth one card's share of the best
    /// number of cards the year's seasons left can still bring (the most of the combat model's
    /// value of `k` more cards divided by `k`), instead of the 1st card's value alone; this
    /// weight mixes the two (0: the 1st card's value, 1: the best share when it is more).
    pub year_card_weight: f64,
    /// Seventh pass: in the season plan, the chance that an order finds slot 1 free comes
    /// from the other seats' hands (public, HAND-*: a seat without the card cannot take the
    /// slot) instead of the wave alone; the weight mixes the two (0: [`SLOT1_CHANCE`]).
    pub hand_slot_weight: f64,
    /// Seventh pass: in the season plan of year 2's last season, this weight times the Lord of
    /// Riches points (TITLE-8) the set's gold, food and trap card would leave the seat against
    /// the others' visible counts; 0 ignores the title.
    pub title_weight: f64,
    /// Eighth pass: in the season plan, this weight times the tax the set's Dig Tunnels adds
    /// (EVENT-TAX-1: 1 gold for every 2 tiles; the tunnels it would dig towards the dig
    /// target with the free imps and the slot's permit, ACT-DIG-1) counts against the gold
    /// left for taxes; 0 ignores it (the tax of today's tiles only).
    pub dig_tax_weight: f64,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            order_bias: [0.0; 8],
            dig_target: [8, 10],
            extra_traps: 1,
            combat_weight: 0.0,
            defence_weight: 0.0,
            trap_room_weight: 0.0,
            evil_weight: 0.0,
            plan_weight: 0.0,
            set_weight: 0.0,
            year_card_weight: 0.0,
            hand_slot_weight: 0.0,
            title_weight: 0.0,
            dig_tax_weight: 0.0,
        }
    }
}

impl Tuning {
    /// The hard level's weights, found by coordinate search with `botbench --tune` against
    /// three normal bots (docs/bots.md): more food, digging, mining, imps, traps and rooms,
    /// fewer monsters, and no spare trap.
    pub fn hard() -> Tuning {
        Tuning {
            order_bias: [1.0, 0.0, 1.0, 2.0, 1.0, 1.0, -2.0, 1.0],
            dig_target: [8, 10],
            extra_traps: 0,
            combat_weight: HARD_COMBAT_WEIGHT,
            defence_weight: DEFENCE_WEIGHT,
            trap_room_weight: TRAP_ROOM_WEIGHT,
            evil_weight: EVIL_WEIGHT,
            plan_weight: PLAN_WEIGHT,
            set_weight: SET_WEIGHT,
            year_card_weight: YEAR_CARD_WEIGHT,
            hand_slot_weight: HAND_SLOT_WEIGHT,
            title_weight: TITLE_WEIGHT,
            dig_tax_weight: DIG_TAX_WEIGHT,
        }
    }

    /// The hard level's weights of issue 18 (the bench's `hard-classic`, the baseline the
    /// combat search is measured against).
    pub fn issue18() -> Tuning {
        Tuning {
            order_bias: [1.0, 0.0, 1.0, 2.0, 1.0, 1.0, -2.0, 1.0],
            dig_target: [8, 10],
            extra_traps: 0,
            combat_weight: 0.0,
            defence_weight: 0.0,
            trap_room_weight: 0.0,
            evil_weight: 0.0,
            plan_weight: 0.0,
            set_weight: 0.0,
            year_card_weight: 0.0,
            hand_slot_weight: 0.0,
            title_weight: 0.0,
            dig_tax_weight: 0.0,
        }
    }

    /// Reads `b0,…,b7,dig1,dig2,traps[,combat[,defence[,trap_room[,evil[,plan[,set[,year_card[,hand_slot[,title[,dig_tax]]]]]]]]]]` (the
    /// bench's `--tune` argument); the weights not given are the hard level's (combat: 0).
    ///
    /// # Errors
    /// Names the value that is not a number, or a wrong count.
    pub fn parse(s: &str) -> Result<Tuning, String> {
        let xs: Vec<f64> = s
            .split(',')
            .map(|x| x.trim().parse::<f64>().map_err(|e| format!("{x:?}: {e}")))
            .collect::<Result<_, _>>()?;
        if !(11..=21).contains(&xs.len()) {
            return Err(format!("expected 11 to 21 numbers, got {}", xs.len()));
        }
        let [b0, b1, b2, b3, b4, b5, b6, b7, d1, d2, t] = xs[..11] else {
            return Err("expected 11 to 21 numbers".to_string());
        };
        let combat = xs.get(11).copied().unwrap_or(0.0);
        Ok(Tuning {
            order_bias: [b0, b1, b2, b3, b4, b5, b6, b7],
            dig_target: [d1 as i32, d2 as i32],
            extra_traps: t as i32,
            combat_weight: combat,
            defence_weight: xs.get(12).copied().unwrap_or(DEFENCE_WEIGHT),
            trap_room_weight: xs.get(13).copied().unwrap_or(TRAP_ROOM_WEIGHT),
            evil_weight: xs.get(14).copied().unwrap_or(EVIL_WEIGHT),
            plan_weight: xs.get(15).copied().unwrap_or(PLAN_WEIGHT),
            set_weight: xs.get(16).copied().unwrap_or(SET_WEIGHT),
            year_card_weight: xs.get(17).copied().unwrap_or(YEAR_CARD_WEIGHT),
            hand_slot_weight: xs.get(18).copied().unwrap_or(HAND_SLOT_WEIGHT),
            title_weight: xs.get(19).copied().unwrap_or(TITLE_WEIGHT),
            dig_tax_weight: xs.get(20).copied().unwrap_or(DIG_TAX_WEIGHT),
        })
    }
}

/// [`decide`] with explicit weights (for tuning with the bench).
pub fn decide_tuned(
    view: &GameView,
    defs: &Defs,
    level: Level,
    tuning: &Tuning,
    rng: &mut ChaCha8Rng,
) -> Option<Command> {
    let prompt = view.prompt.as_ref()?;
    let legal = &prompt.legal_commands;
    if legal.is_empty() {
        return None;
    }
    if level.blunder_rate() > 0.0 && rng.gen_bool(level.blunder_rate()) {
        // A deliberate mistake, but never the one that only undoes work already done.
        let useful: Vec<&Command> = legal
            .iter()
            .filter(|c| !matches!(c, Command::ClearOrders | Command::ResetPlan))
            .collect();
        let pick = useful.get(rng.gen_range(0..useful.len().max(1))).copied();
        return pick.or_else(|| legal.first()).cloned();
    }
    let me = view.players.get(prompt.seat)?;
    if level == Level::Hard && !CLASSIC_COMBAT.with(std::cell::Cell::get) {
        if let Some(c) = super::combat_search::decide(view, defs, me, legal) {
            return Some(c);
        }
    }
    let ctx = Ctx::new(view, defs, me, level, tuning);
    if let Some(c) = ctx.choose_orders(legal) {
        return Some(c);
    }
    let mut best: Option<(f64, &Command)> = None;
    for cmd in legal {
        // A whisper of noise breaks ties between equal scores without favouring list order.
        let s = ctx.score(cmd) + rng.gen_range(0.0..1e-3);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, cmd));
        }
    }
    best.map(|(_, c)| c.clone())
}

/// The number in a card's wire id (`m12` → 12).
fn card_num(card: &CardView) -> Option<u16> {
    card.id.get(1..).and_then(|n| n.parse().ok())
}

/// What the bot derives from its view before scoring commands.
struct Ctx<'a> {
    view: &'a GameView,
    defs: &'a Defs,
    me: &'a PlayerView,
    level: Level,
    /// Food owed at payday for the current monsters.
    upkeep_food: i32,
    /// Gold owed at payday for the current monsters.
    upkeep_gold: i32,
    /// Gold owed at taxes.
    tax: i32,
    /// Unconquered tunnels.
    tunnels: i32,
    /// Unconquered tunnels with no imp on them this season.
    free_tunnels: i32,
    /// Dungeon tiles, conquered included.
    tiles: i32,
    /// Imps not busy.
    free_imps: i32,
    tuning: &'a Tuning,
    /// The coming combat as the model sees it (hard, with a combat weight), built on first use.
    defence: std::cell::OnceCell<Option<super::combat_search::Situation>>,
    /// What moving evil by −2..=+3 is worth in the coming combat (index delta + 2), built on
    /// first use (hard, with an evil weight).
    evil_stakes: std::cell::OnceCell<[f64; 6]>,
    /// The year plan: what each of the next trap cards adds to this year's combat, built on
    /// first use (hard, with a plan weight).
    plan: std::cell::OnceCell<Vec<f64>>,
}

/// Chance that an order placed in wave 1, 2, 3 (ORDERS-4) finds slot 1 of its action free:
/// the season plan's guess of the others' choices (4 players, no dummy orders).
const SLOT1_CHANCE: [f64; 3] = [0.7, 0.45, 0.3];

impl<'a> Ctx<'a> {
    fn new(
        view: &'a GameView,
        defs: &'a Defs,
        me: &'a PlayerView,
        level: Level,
        tuning: &'a Tuning,
    ) -> Self {
        let (mut upkeep_food, mut upkeep_gold) = (0, 0);
        for m in &me.monsters {
            if let Some(d) = defs.monsters.iter().find(|d| d.id == m.card.def) {
                upkeep_food += i32::from(d.cost.food);
                upkeep_gold += i32::from(d.cost.gold);
            }
        }
        let tiles = me.dungeon.len() as i32;
        let tunnels = me
            .dungeon
            .iter()
            .filter(|t| t.kind == "tunnel" && !t.conquered)
            .count() as i32;
        let free_tunnels = me
            .dungeon
            .iter()
            .filter(|t| t.kind == "tunnel" && !t.conquered && t.imps == 0)
            .count() as i32;
        Ctx {
            view,
            defs,
            me,
            level,
            upkeep_food,
            upkeep_gold,
            tax: (tiles + 1) / 2,
            tunnels,
            free_tunnels,
            tiles,
            free_imps: i32::from(me.imps.saturating_sub(me.busy_imps)),
            tuning,
            defence: std::cell::OnceCell::new(),
            evil_stakes: std::cell::OnceCell::new(),
            plan: std::cell::OnceCell::new(),
        }
    }

    /// The coming combat's model, when this level values cards by it.
    fn defence(&self) -> Option<&super::combat_search::Situation> {
        if self.level != Level::Hard || self.tuning.combat_weight == 0.0 {
            return None;
        }
        self.defence
            .get_or_init(|| {
                super::combat_search::Situation::for_building(self.view, self.defs, self.me)
            })
            .as_ref()
    }

    /// [`Tuning::evil_weight`] times what moving this seat's evil by `delta` (−2..=3) is worth
    /// in the coming combat (0 for other levels or without the weight).
    fn evil_stake(&self, delta: i32) -> f64 {
        if self.level != Level::Hard || self.tuning.evil_weight == 0.0 || delta == 0 {
            return 0.0;
        }
        let stakes = self.evil_stakes.get_or_init(|| {
            let mut out = [0.0; 6];
            for (i, slot) in out.iter_mut().enumerate() {
                *slot = super::combat_search::Situation::evil_worth(
                    self.view,
                    self.defs,
                    self.me,
                    i as i32 - 2,
                )
                .unwrap_or(0.0);
            }
            out
        });
        let i = (delta.clamp(-2, 3) + 2) as usize;
        self.tuning.evil_weight * stakes.get(i).copied().unwrap_or(0.0)
    }

    fn food(&self) -> i32 {
        i32::from(self.me.food)
    }
    fn gold(&self) -> i32 {
        i32::from(self.me.gold)
    }
    fn evil(&self) -> i32 {
        i32::from(self.me.evil)
    }

    /// The event tile resolved at the end of this season, once forecast (none in winter).
    fn event_now(&self) -> Option<EventTile> {
        let k = self.view.season.index();
        k.checked_sub(1)
            .and_then(|i| self.view.events.get(i))
            .copied()
            .flatten()
    }

    /// The event tile of the next season, once forecast.
    fn event_next(&self) -> Option<EventTile> {
        let k = self.view.season.index();
        self.view.events.get(k).copied().flatten()
    }

    /// Whether an event may still come this year (unknown tiles count as possible).
    fn may_come(&self, tile: EventTile) -> bool {
        let k = self.view.season.index();
        let resolved = k.saturating_sub(1);
        let visible: Vec<EventTile> = self.view.events.iter().flatten().copied().collect();
        if visible.contains(&tile) {
            return true;
        }
        // Three tiles a year, one of each kind: the unseen ones are still to come or resolved.
        let unknown = 3usize.saturating_sub(resolved + visible.len());
        unknown > 0
    }

    /// Whether a room of the shop fits the dungeon now (ACT-ROOM-3: an unconquered tunnel,
    /// inside a year-1 room's zone, with no room beside it); otherwise Build Room finds nothing
    /// to build, even on slot 1 (EXEC-3).
    fn can_build(&self) -> bool {
        if self.level != Level::Hard {
            return !self.view.shop.is_empty() && self.tunnels > 0;
        }
        let room_at = |q: Pos| {
            self.me
                .dungeon
                .iter()
                .any(|t| t.pos == q && t.room.is_some())
        };
        self.view.shop.iter().any(|c| {
            let Some(def) = self.defs.rooms.iter().find(|r| r.id == c.def) else {
                return false;
            };
            self.me.dungeon.iter().any(|t| {
                let q = t.pos;
                t.kind == "tunnel"
                    && !t.conquered
                    && (def.year != 1 || def.zone[usize::from(q.row)][usize::from(q.col)])
                    && !q.neighbours().any(room_at)
            })
        })
    }

    /// Whether this is the last building season of the game.
    fn last_season(&self) -> bool {
        self.view.year == 2 && self.view.season == Season::Autumn
    }

    /// Food still wanted for the coming payday and production.
    fn food_short(&self) -> i32 {
        let payday = if self.level == Level::Hard {
            match (self.event_now(), self.event_next()) {
                (Some(EventTile::Payday), _) => 2.0,
                (_, Some(EventTile::Payday)) => 1.0,
                _ if self.may_come(EventTile::Payday) => 0.7,
                _ => 0.2,
            }
        } else {
            1.0
        };
        (f64::from(self.upkeep_food) * payday).ceil() as i32 + 1 - self.food()
    }

    /// Gold still wanted for taxes, payday and purchases.
    fn gold_short(&self) -> i32 {
        let taxes = if self.level == Level::Hard {
            match (self.event_now(), self.event_next()) {
                (Some(EventTile::Taxes), _) => 1.5,
                (_, Some(EventTile::Taxes)) => 1.0,
                _ if self.may_come(EventTile::Taxes) => 0.8,
                _ => 0.3,
            }
        } else {
            1.0
        };
        (f64::from(self.tax) * taxes).ceil() as i32 + self.upkeep_gold + 2 - self.gold()
    }

    /// How many adventurers are coming at this seat (for traps and monsters).
    fn threat(&self) -> i32 {
        let coming = self.view.next_adventurers.len() as i32 / self.view.n_players.max(1) as i32;
        (self.me.party.len() as i32).max(coming).max(1)
    }

    /// In the two seasons before a combat: [`Tuning::defence_weight`] per defender missing
    /// against the party this year brings (the adventurers queued plus one a season still to
    /// come), counting trap cards and monsters not on strike (issue 35 item 2, a first simple
    /// form: the search can only fight with what building leaves it).
    fn defence_short(&self) -> f64 {
        if self.tuning.defence_weight == 0.0
            || !matches!(self.view.season, Season::Summer | Season::Autumn)
        {
            return 0.0;
        }
        self.tuning.defence_weight * f64::from(self.defenders_missing())
    }

    /// Defenders (trap cards and monsters not on strike) missing against the party this year
    /// brings: the adventurers queued plus one a season still to come, at most 3.
    fn defenders_missing(&self) -> i32 {
        let fighters = self.me.monsters.iter().filter(|m| !m.on_strike).count() as i32;
        let coming = match self.view.season {
            Season::Autumn => 1,
            Season::Summer => 2,
            Season::Winter | Season::Spring => 3,
        };
        let missing = self.me.party.len() as i32 + coming - self.me.n_traps as i32 - fighters;
        missing.clamp(0, 3)
    }

    /// Whether this level plans the year's traps ([`Tuning::plan_weight`]).
    fn plan_on(&self) -> bool {
        self.level == Level::Hard && self.tuning.plan_weight != 0.0
    }

    /// The year plan's value for Buy Traps this season ([`Tuning::plan_weight`]): the year
    /// needs the number of trap cards `k` that makes the most of the combat model's value of
    /// `k` more cards against the whole party the year brings, less [`PLAN_COST`] a card.
    /// When they are more than the seasons left (this one included) bring one a season, Buy
    /// Traps must come every season, so its value is a needed card's and, as the 1st order,
    /// it also comes back for the next season (RETRIEVE-2, -6); with fewer the value shrinks
    /// by their share of the seasons left.
    fn plan_bonus(&self) -> f64 {
        if !self.plan_on() {
            return 0.0;
        }
        let plan = self.plan.get_or_init(|| {
            super::combat_search::Situation::year_plan(self.view, self.defs, self.me, PLAN_CARDS)
                .unwrap_or_default()
        });
        let Some(&base) = plan.first() else {
            return 0.0;
        };
        let mut need = 0;
        let mut best = 0.0;
        for (k, v) in plan.iter().enumerate().skip(1) {
            let net = v - base - PLAN_COST * k as f64;
            if net > best {
                (need, best) = (k, net);
            }
        }
        // Slot 2 is free, slot 1 costs a gold and a gold short at taxes is a dead letter (−3,
        // SCORE-6): without spare gold the plan's Buy Traps comes 2nd or 3rd, after the
        // others' 1st orders have taken slot 1 (ORDERS-4).
        let first = self
            .me
            .chosen_orders
            .as_deref()
            .is_none_or(<[Action]>::is_empty);
        if need == 0 || (first && self.gold_short() > 0) {
            return 0.0;
        }
        let per_card = (plan[need] - base) / need as f64;
        let seasons = match self.view.season {
            Season::Winter => 4,
            Season::Spring => 3,
            Season::Summer => 2,
            Season::Autumn => 1,
        };
        let urgency = (need as f64 / f64::from(seasons)).min(1.0);
        let again = if first && need > 1 && seasons > 1 {
            0.5
        } else {
            0.0
        };
        self.tuning.plan_weight * (per_card * urgency + again)
    }

    /// [`Tuning::trap_room_weight`] for each of `amount` trap cards a room would make that a
    /// defender is missing for.
    fn trap_room_bonus(&self, amount: u8) -> f64 {
        if self.tuning.trap_room_weight == 0.0 {
            return 0.0;
        }
        self.tuning.trap_room_weight * f64::from(self.defenders_missing().min(i32::from(amount)))
    }

    /// Whether this level chooses a season's orders as a set ([`Tuning::set_weight`]).
    fn set_on(&self) -> bool {
        self.level == Level::Hard && self.tuning.set_weight != 0.0
    }

    /// The season plan (fifth pass): when the prompt asks for an order, every set of the
    /// orders still to place (with those already placed) is valued by the sum of its orders'
    /// own values and [`Tuning::set_weight`] times [`Ctx::season_outcome`]; the set's orders
    /// are placed by their own values, best first (ORDERS-4: an early wave finds slot 1
    /// free more often), and only the first is returned: the next prompt plans again.
    fn choose_orders(&self, legal: &[Command]) -> Option<Command> {
        if !self.set_on() {
            return None;
        }
        let hand: Vec<Action> = legal
            .iter()
            .filter_map(|c| match c {
                Command::ChooseOrder { action } => Some(*action),
                _ => None,
            })
            .collect();
        if hand.is_empty() {
            return None;
        }
        let chosen = self.me.chosen_orders.as_deref().unwrap_or(&[]);
        let left = 3usize.saturating_sub(chosen.len()).min(hand.len());
        if left == 0 {
            return None;
        }
        let own: Vec<f64> = hand.iter().map(|&a| self.action_value(a)).collect();
        let mut best: Option<(f64, Action)> = None;
        for mask in 0u32..(1 << hand.len()) {
            if mask.count_ones() as usize != left {
                continue;
            }
            let mut set: Vec<usize> = (0..hand.len()).filter(|i| mask & (1 << i) != 0).collect();
            set.sort_by(|&a, &b| own[b].total_cmp(&own[a]));
            let mut placed = chosen.to_vec();
            placed.extend(set.iter().map(|&i| hand[i]));
            let v: f64 = set.iter().map(|&i| own[i]).sum::<f64>()
                + self.tuning.set_weight * self.season_outcome(&placed)
                - set
                    .iter()
                    .map(|&i| {
                        let wave = placed.iter().position(|&a| a == hand[i]).unwrap_or(0);
                        self.room_missed_chance(hand[i], wave) * (own[i] - 0.2).max(0.0)
                    })
                    .sum::<f64>();
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, hand[set[0]]));
            }
        }
        best.map(|(_, action)| Command::ChooseOrder { action })
    }

    /// One model of what a season's orders (`placed`, in wave order) leave, in points: the
    /// trap card they bring against the year's whole party by the combat model (the year
    /// plan's value, [`super::combat_search::Situation::year_plan`]), less the gold the seat
    /// would lack at taxes (a dead letter, −3, SCORE-6, weighted by how near the taxes are)
    /// and the food it would lack at payday, after the orders' costs and incomes at the slots
    /// they are likely to get ([`SLOT1_CHANCE`]). A monster is left to Hire Monster's own
    /// value: adding its combat value here measured worse (docs/bots.md, fifth pass).
    fn season_outcome(&self, placed: &[Action]) -> f64 {
        let (mut gold, mut food) = (0.0, 0.0);
        let mut traps = 0usize;
        // Tunnels the set's Dig Tunnels would dig (for the tax they add, EVENT-TAX-1).
        let mut dug = 0.0;
        let digs = placed.contains(&Action::DigTunnels);
        // A slot-1 permit of 2 and otherwise 3 (ACT-DIG-1, ACT-MINE-1).
        let permit = |p1: f64| 2.0 * p1 + 3.0 * (1.0 - p1);
        for (wave, &a) in placed.iter().enumerate() {
            let p1 = self.slot1_chance(a, wave);
            match a {
                Action::GetFood => {
                    gold -= p1;
                    food += 2.0 * p1 + 3.0 * (1.0 - p1);
                }
                Action::MineGold => {
                    let imps = f64::from(self.free_imps) - if digs { 2.0 } else { 0.0 };
                    let open = 1.0 - self.blocked_chance(a, wave);
                    gold += open
                        * imps
                            .min(f64::from(self.free_tunnels))
                            .min(permit(p1))
                            .max(0.0);
                }
                Action::RecruitImps => food -= p1 + 2.0 * (1.0 - p1),
                Action::BuyTraps => {
                    gold -= p1;
                    traps += 1;
                }
                Action::HireMonster => {
                    if wave == 0 {
                        gold -= 1.0; // FULL-4
                    }
                }
                Action::BuildRoom => gold -= 1.0 - p1,
                Action::DigTunnels => {
                    if self.tuning.dig_tax_weight != 0.0 {
                        let want = self.tuning.dig_target[usize::from(self.view.year >= 2)];
                        dug = f64::from(self.free_imps)
                            .min(permit(p1))
                            .min(f64::from((want - self.tiles).max(0)));
                    }
                }
                Action::ImproveReputation => {}
            }
        }
        let w = self.tuning.year_card_weight;
        let plan = self.plan.get_or_init(|| {
            let n = if w != 0.0 { PLAN_CARDS } else { SET_TRAPS };
            super::combat_search::Situation::year_plan(self.view, self.defs, self.me, n)
                .unwrap_or_default()
        });
        let mut defence = match (
            plan.get(traps.min(SET_TRAPS).min(plan.len().saturating_sub(1))),
            plan.first(),
        ) {
            (Some(v), Some(base)) => v - base,
            _ => 0.0,
        };
        if w != 0.0 && traps > 0 {
            defence += w * (self.year_card_share(plan) - defence).max(0.0);
        }
        let taxes = match (self.event_now(), self.event_next()) {
            (Some(EventTile::Taxes), _) => 3.0,
            (_, Some(EventTile::Taxes)) => 1.5,
            _ if self.may_come(EventTile::Taxes) => 0.75,
            _ => 0.0,
        };
        // `gold_short` keeps 2 gold spare for purchases; the dead letter is below that.
        // EVENT-TAX-1: each tunnel dug before the taxes adds half a gold to them.
        let gold_left =
            f64::from(self.gold_short() - 2) - gold + self.tuning.dig_tax_weight * dug / 2.0;
        let food_left = f64::from(self.food_short() - 1) - food;
        let titles = if self.tuning.title_weight != 0.0 && self.last_season() {
            self.tuning.title_weight * self.riches_points(gold, food, traps)
        } else {
            0.0
        };
        defence - taxes * gold_left.max(0.0) - food_left.max(0.0) + titles
    }

    /// The chance that `action` placed in `wave` finds slot 1 free: [`SLOT1_CHANCE`], mixed by
    /// [`Tuning::hand_slot_weight`] with a guess from the other seats' hands (public): each
    /// other seat holding the card takes the slot before this one with the chance that makes
    /// the wave's average come out at [`SLOT1_CHANCE`] with the average number of holders.
    fn slot1_chance(&self, action: Action, wave: usize) -> f64 {
        let base = SLOT1_CHANCE.get(wave).copied().unwrap_or(0.3);
        let h = self.tuning.hand_slot_weight;
        if h == 0.0 {
            return base;
        }
        let holders = self.other_holders(action) as f64;
        // Each seat holds 6 of the 8 cards (2 inaccessible): 0.75 holders a seat on average.
        let mean = 0.75 * (self.view.players.len().saturating_sub(1)) as f64;
        let free_each = if mean > 0.0 {
            base.powf(1.0 / mean)
        } else {
            1.0
        };
        (1.0 - h) * base + h * free_each.powf(holders)
    }

    /// The chance that Build Room placed in `wave` takes slot 1 and finds no room left: slot 1
    /// resolves last (ACT-ROOM-1), after the other seats took the 2 rooms offered. The model
    /// counts every other seat holding the card (public) as placing it; in bots' games about
    /// two Build Room orders a season go out among four seats, and a chance of 0.6 or 0.8 a
    /// holder measured no better (docs/bots.md, ninth pass). Zero for the other actions and
    /// below hard.
    fn room_missed_chance(&self, action: Action, wave: usize) -> f64 {
        if action != Action::BuildRoom || self.level != Level::Hard {
            return 0.0;
        }
        if self.other_holders(action) < self.view.shop.len() {
            return 0.0;
        }
        self.slot1_chance(action, wave)
    }

    /// How many other seats hold `action`'s order card (hands are public).
    fn other_holders(&self, action: Action) -> usize {
        self.view
            .players
            .iter()
            .filter(|p| p.seat != self.me.seat && p.hand.contains(&action))
            .count()
    }

    /// The chance that `action` placed in `wave` finds all 3 slots taken (ORDERS-5, blocked):
    /// with [`Tuning::hand_slot_weight`], the chance that 3 or more of the other seats holding
    /// the card take it first (each with the chance [`Ctx::slot1_chance`] gives a holder);
    /// without it 0, as before.
    fn blocked_chance(&self, action: Action, wave: usize) -> f64 {
        let h = self.tuning.hand_slot_weight;
        if h == 0.0 {
            return 0.0;
        }
        let holders = self.other_holders(action) as i32;
        if holders < 3 {
            return 0.0;
        }
        let base = SLOT1_CHANCE.get(wave).copied().unwrap_or(0.3);
        let mean = 0.75 * (self.view.players.len().saturating_sub(1)) as f64;
        let first = 1.0 - base.powf(1.0 / mean.max(1.0));
        // P(at least 3 of `holders` take it first), binomial.
        let mut p = 0.0;
        for k in 3..=holders {
            let ways = (0..k).fold(1.0, |acc, i| {
                acc * f64::from(holders - i) / f64::from(i + 1)
            });
            p += ways * first.powi(k) * (1.0 - first).powi(holders - k);
        }
        h * p
    }

    /// The Lord of Riches points (TITLE-8: gold, food and unused trap cards; 3 alone, 2
    /// shared, interpolated within one unit of the best other seat's visible count) this seat
    /// would hold after a set of orders that gains `gold` and `food` and `traps` trap cards in
    /// year 2's last season. The other titles (evil, rooms, tunnels, monsters, imps) measured
    /// worse in this model: they traded traps and rooms for counts (docs/bots.md, seventh pass).
    fn riches_points(&self, gold: f64, food: f64, traps: usize) -> f64 {
        let riches = |p: &PlayerView| f64::from(p.gold) + f64::from(p.food) + p.n_traps as f64;
        let mine = riches(self.me) + gold + food + traps as f64;
        let best = self
            .view
            .players
            .iter()
            .filter(|p| p.seat != self.me.seat)
            .map(riches)
            .fold(f64::MIN, f64::max);
        let d = mine - best;
        if d <= -1.0 {
            0.0
        } else if d <= 0.0 {
            2.0 * (d + 1.0)
        } else {
            2.0 + d.min(1.0)
        }
    }

    /// One card's share of the best number of trap cards `k` the year can still bring (one
    /// Buy Traps a season, this one included): the most of `(plan[k] - plan[0]) / k`.
    fn year_card_share(&self, plan: &[f64]) -> f64 {
        let Some(&base) = plan.first() else {
            return 0.0;
        };
        let seasons = match self.view.season {
            Season::Winter => 4,
            Season::Spring => 3,
            Season::Summer => 2,
            Season::Autumn => 1,
        };
        plan.iter()
            .enumerate()
            .skip(1)
            .take(seasons)
            .map(|(k, v)| (v - base) / k as f64)
            .fold(0.0, f64::max)
    }

    fn score(&self, cmd: &Command) -> f64 {
        match cmd {
            Command::ChooseInaccessible { cards } => -(base_value(cards[0]) + base_value(cards[1])),
            Command::ChooseOrder { action } => self.action_value(*action),
            Command::ChooseDummyOrder { action } => -base_value(*action),
            Command::ClearOrders | Command::ResetPlan => -100.0,
            Command::Perform => self.perform_value(false),
            Command::PerformAndSpy { card } => {
                // Spy on the round whose card is still unknown, earliest first.
                let known = self
                    .me
                    .spied
                    .as_ref()
                    .is_some_and(|s| s.iter().any(|x| x.index == *card));
                self.perform_value(true) - f64::from(*card) * 0.01 - if known { 0.5 } else { 0.0 }
            }
            Command::Decline => 0.0,
            Command::Dig { pos } => self.dig_value(*pos),
            Command::Mine { .. } => 2.0,
            Command::StopWork => 0.0,
            Command::DiscardTrap { trap } => -self.trap_value_by_id(*trap),
            Command::Hire {
                monster,
                pay_trap,
                feed,
            } => {
                self.hire_value(*monster)
                    - pay_trap.map_or(0.0, |t| self.trap_value_by_id(t))
                    - feed.map_or(0.0, |m| 2.0 + self.monster_value_by_id(m))
            }
            Command::Build { room, pos } => self.build_value(*room, *pos),
            Command::UseRoom { pos, trolls, .. } => self.use_room_value(*pos, *trolls),
            Command::Retrieve { action } => self.action_value(*action) * 0.1,
            Command::PayMonster {
                monster,
                pay_trap,
                feed,
            } => {
                // Releasing costs the monster point and 1 evil; paying is nearly always better.
                3.0 + self.monster_value_by_id(*monster) * 0.1
                    - pay_trap.map_or(0.0, |t| self.trap_value_by_id(t) * 0.5)
                    - feed.map_or(0.0, |m| 2.0 + self.monster_value_by_id(m))
            }
            Command::ReleaseMonster { monster } => -self.monster_value_by_id(*monster) * 0.1,
            Command::PayTax { gold } => f64::from(*gold),
            Command::SacrificeMonster { monster } => {
                let evil_room = PALADIN_SPACE as i32 - 1 - self.evil();
                let pressure = if evil_room < 3 { 3.0 } else { 0.0 };
                pressure - 2.0 - self.monster_value_by_id(*monster) * 0.2
            }
            Command::AcceptEvil => {
                if self.evil() + 3 >= i32::from(PALADIN_SPACE) {
                    -2.0
                } else {
                    -0.5
                }
            }
            Command::PayStrike { monster } => {
                if self.food() > self.upkeep_food / 2 {
                    1.0 + self.monster_value_by_id(*monster) * 0.01
                } else {
                    -0.5
                }
            }
            Command::LetStrike { .. } => 0.0,
            Command::PayVip => {
                if self.evil() >= 5 && self.gold() > self.tax {
                    1.0
                } else {
                    -1.0
                }
            }
            Command::SkipVip => 0.0,
            Command::Collapse { pos } => self.collapse_value(*pos),
            Command::ChooseTarget { pos } => self.target_value(*pos),
            Command::PlanTrap { trap } => self.plan_trap_value(*trap),
            Command::PlanMonster { monster } => self.plan_monster_value(*monster),
            Command::FinishPlanning => 0.0,
            Command::ReleasePrisoner { .. } => 0.0,
            Command::UseTrap { .. } => 0.0,
            Command::AimTrap { adventurer } => self.aim_value(*adventurer, 1),
            Command::Attack {
                monster,
                option,
                target,
            } => self.attack_value(*monster, *option, *target),
            Command::Withdraw { monster } => -self.monster_value_by_id(*monster) * 0.1,
            Command::WithdrawAll => -1.0,
            Command::ChooseMonster { monster } => -self.monster_value_by_id(*monster) * 0.1,
        }
    }

    // ----- orders ---------------------------------------------------------------------------

    /// What taking `action` this season is worth now.
    fn action_value(&self, action: Action) -> f64 {
        let late = self.last_season();
        let chosen = self.me.chosen_orders.as_deref().unwrap_or(&[]);
        let v = match action {
            Action::GetFood => {
                let short = self.food_short();
                if late {
                    0.5
                } else {
                    1.5 + 2.0 * f64::from(short.clamp(0, 4))
                }
            }
            Action::ImproveReputation => {
                let e = self.evil();
                let paladin_on_me = matches!(self.view.paladin_at, PaladinAt::Party { seat } if seat == self.me.seat);
                // Hard: the weaker adventurers a nicer rank brings (slot 1 loses 1 evil).
                let nicer = self.evil_stake(-1).max(0.0);
                nicer
                    + if paladin_on_me {
                        5.0
                    } else if e >= 8 {
                        6.0
                    } else if e >= 6 {
                        3.0
                    } else {
                        0.8
                    }
            }
            Action::DigTunnels => {
                if self.free_imps < 1 || late {
                    0.3
                } else if self.tunnels < 3 {
                    5.0
                } else if self.tiles < 9 {
                    3.0
                } else {
                    1.0
                }
            }
            Action::MineGold => {
                let workers = self.free_imps.min(self.free_tunnels).min(4);
                if workers == 0 || late {
                    0.3
                } else {
                    1.2 * f64::from(workers) + 1.2 * f64::from(self.gold_short().clamp(0, 5))
                }
            }
            Action::RecruitImps => {
                if late || self.food() < 1 {
                    0.2
                } else if self.me.imps < 5 {
                    3.5
                } else if self.me.imps < 8 {
                    2.0
                } else {
                    0.5
                }
            }
            Action::BuyTraps => {
                let want = self.threat() + self.tuning.extra_traps - self.me.n_traps as i32;
                // The season plan values the defenders of the whole set instead.
                let short = if self.set_on() {
                    0.0
                } else {
                    self.defence_short() + self.plan_bonus()
                };
                let combat = self
                    .defence()
                    .map_or(0.0, |d| self.tuning.combat_weight * d.trap_worth(self.defs));
                combat
                    + short
                    + if self.gold() < 1 && self.view.year == 1 {
                        1.0
                    } else if want > 0 {
                        2.0 + f64::from(want.min(3))
                    } else {
                        1.0
                    }
            }
            Action::HireMonster => {
                let best = self
                    .view
                    .inn
                    .iter()
                    .filter_map(|c| card_num(c).map(|id| self.hire_value(id)))
                    .fold(f64::MIN, f64::max);
                // FULL-4: Hire Monster as the 1st order costs 1 gold.
                let first = if chosen.is_empty() && self.level == Level::Hard {
                    1.5
                } else {
                    0.0
                };
                if best <= 0.0 {
                    0.2
                } else {
                    2.5 + best * 0.6 - first
                }
            }
            Action::BuildRoom => {
                if !self.can_build() {
                    0.2
                } else if late {
                    3.0
                } else {
                    4.5
                }
            }
        };
        // Slightly prefer spreading the three orders over the categories.
        v + self.tuning.order_bias[action.index()]
            - if chosen.contains(&action) { 10.0 } else { 0.0 }
    }

    /// Performing the action on the current slot (`None` resolving: no choice to make).
    fn perform_value(&self, spy: bool) -> f64 {
        let Some((action, slot)) = self.view.resolving else {
            return 1.0;
        };
        let e = self.evil();
        let spy_bonus = if spy { 0.3 } else { 0.0 };
        match (action, slot) {
            // Food for evil: only while the paladin is far.
            (Action::GetFood, 2) if e + 1 >= i32::from(PALADIN_SPACE) - 1 => -1.0,
            (Action::GetFood, 3) if e + 2 >= i32::from(PALADIN_SPACE) - 1 => -1.0,
            (Action::GetFood, 1) if self.gold() <= self.tax && self.food_short() <= 0 => -0.5,
            _ => 1.0 + spy_bonus,
        }
    }

    /// Distance from the entrance (row 0, column 2).
    fn depth(pos: Pos) -> i32 {
        i32::from(pos.row) + (i32::from(pos.col) - 2).abs()
    }

    fn dig_value(&self, pos: Pos) -> f64 {
        let want = self.tuning.dig_target[usize::from(self.view.year >= 2)];
        if self.tiles >= want {
            return -0.5;
        }
        // Dig near the entrance: rooms of year 1 need particular squares, and a compact
        // dungeon makes the walk of the adventurers short but keeps options open.
        1.0 + 0.05 * f64::from(5 - Self::depth(pos).min(5)) - self.miners_short_after_dig()
    }

    /// Hard: what one more tunnel costs the Mine Gold slot this seat holds later this season
    /// (mining resolves after digging, ACT-MINE-3, and a digging imp is used, IMP-1): a gold
    /// for each imp the slot's permit could use (ACT-MINE-1, its foreman on slot 3) that the
    /// dig would take away. Zero without such a slot.
    fn miners_short_after_dig(&self) -> f64 {
        if self.level != Level::Hard {
            return 0.0;
        }
        let mine = Action::MineGold.index();
        let Some(slot) = self.view.slots.get(mine).and_then(|s| {
            s.iter().position(
                |m| matches!(m, Some(engine::dungeon_lords::state::Minion::Player { seat }) if *seat == self.me.seat),
            )
        }) else {
            return 0.0;
        };
        let permit = [2, 3, 4][slot.min(2)];
        let foreman = i32::from(slot == 2);
        // The tunnels free to mine after this dig: the new one too (ACT-MINE-3).
        let tunnels = self.free_tunnels + 1;
        let wanted = permit.min(tunnels) + foreman;
        if self.free_imps - 1 < wanted {
            // More than a tunnel is worth here (`dig_value` is at most 1.25): the imp mines.
            1.5
        } else {
            0.0
        }
    }

    // ----- monsters -------------------------------------------------------------------------

    fn monster_kind_by_id(&self, id: u16) -> Option<MonsterKind> {
        let card = self
            .view
            .inn
            .iter()
            .chain(self.me.monsters.iter().map(|m| &m.card))
            .find(|c| card_num(c) == Some(id))?;
        self.defs
            .monsters
            .iter()
            .find(|d| d.id == card.def)
            .map(|d| d.kind)
    }

    /// How much a monster of this kind helps in combat (roughly its damage per battle).
    fn kind_power(kind: MonsterKind) -> f64 {
        match kind {
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

    fn monster_value_by_id(&self, id: u16) -> f64 {
        self.monster_kind_by_id(id).map_or(2.0, Self::kind_power)
    }

    fn hire_value(&self, id: u16) -> f64 {
        let Some(card) = self.view.inn.iter().find(|c| card_num(c) == Some(id)) else {
            return 0.0;
        };
        let Some(def) = self.defs.monsters.iter().find(|d| d.id == card.def) else {
            return 0.0;
        };
        let cost = &def.cost;
        // A monster is 1 point and a fighter; its salary comes due again at payday.
        let points = if def.kind.is_ghost() { 0.0 } else { 1.5 };
        // Hard: what it would do in the coming combat, beside its rough power.
        let combat = self.defence().map_or(0.0, |d| {
            self.tuning.combat_weight * d.monster_worth(def.kind)
        });
        let mut v = points + Self::kind_power(def.kind) + combat;
        v -= 0.6 * f64::from(cost.food) + 0.8 * f64::from(cost.gold);
        if self.food() - i32::from(cost.food) < self.upkeep_food {
            v -= 1.0;
        }
        // Hard: the stronger adventurers a more evil rank brings.
        v += self.evil_stake(i32::from(cost.evil)).min(0.0);
        let evil_after = self.evil() + i32::from(cost.evil);
        if evil_after >= i32::from(PALADIN_SPACE) {
            v -= 4.0;
        } else if evil_after >= 8 {
            v -= 1.0;
        }
        v
    }

    // ----- rooms ----------------------------------------------------------------------------

    fn room_def(&self, id: u16) -> Option<&engine::dungeon_lords::defs::RoomDef> {
        let card = self
            .view
            .shop
            .iter()
            .chain(self.me.dungeon.iter().filter_map(|t| t.room.as_ref()))
            .find(|c| card_num(c) == Some(id))?;
        self.defs.rooms.iter().find(|d| d.id == card.def)
    }

    fn build_value(&self, room: u16, pos: Pos) -> f64 {
        let f = self.room_def(room).map(|d| d.function);
        let use_value = match f {
            Some(RoomFunction::Production { yields, .. }) => match yields {
                Production::Gold { .. } => 1.5,
                Production::Food { .. } => 1.2,
                Production::Imp => 1.2,
                Production::Trap { amount } => 1.0 + self.trap_room_bonus(amount),
                Production::Tunnel => 0.6,
                Production::LoseEvil { .. } => 0.8,
            },
            Some(RoomFunction::HallOfFame) | Some(RoomFunction::Chapel) => 1.5,
            Some(_) => 1.0,
            None => 0.0,
        };
        // Deep rooms are reached last by the adventurers (a room conquered costs 4 points).
        3.0 + use_value + 0.1 * f64::from(Self::depth(pos))
    }

    fn use_room_value(&self, pos: Pos, trolls: u8) -> f64 {
        let Some(room) = self
            .me
            .dungeon
            .iter()
            .find(|t| t.pos == pos)
            .and_then(|t| t.room.as_ref())
            .and_then(card_num)
        else {
            return 0.5;
        };
        let troll_cost = f64::from(trolls) * 0.05;
        match self.room_def(room).map(|d| d.function) {
            Some(RoomFunction::Production { yields, food, .. }) => {
                let pay = f64::from(food) * 0.6;
                let gain = match yields {
                    Production::Gold { amount } => 1.4 * f64::from(amount),
                    Production::Food { amount } => {
                        (0.6 + 0.4 * f64::from(self.food_short().clamp(0, 2))) * f64::from(amount)
                    }
                    Production::Trap { amount } => {
                        1.2 * f64::from(amount) + self.trap_room_bonus(amount)
                    }
                    Production::Tunnel => {
                        if self.tiles < 12 {
                            1.0
                        } else {
                            0.1
                        }
                    }
                    Production::LoseEvil { amount } => {
                        if self.evil() >= 5 {
                            0.8 * f64::from(amount)
                        } else {
                            0.1
                        }
                    }
                    Production::Imp => 1.3,
                };
                gain - pay - troll_cost
            }
            _ => 0.1,
        }
    }

    // ----- events ---------------------------------------------------------------------------

    fn collapse_value(&self, pos: Pos) -> f64 {
        match self.me.dungeon.iter().find(|t| t.pos == pos) {
            Some(t) if t.kind == "tunnel" => 1.0 + 0.01 * f64::from(Self::depth(pos)),
            Some(_) => 0.0,
            None => -1.0,
        }
    }

    // ----- combat ---------------------------------------------------------------------------

    /// The party facing this seat: (adventurer, hit points left, class) front first.
    fn party(&self) -> Vec<(&AdventurerView, i32, Option<AdventurerClass>)> {
        self.me
            .party
            .iter()
            .filter(|a| a.damage < a.hp)
            .map(|a| {
                let class = self
                    .defs
                    .adventurers
                    .iter()
                    .find(|d| d.id == a.card.def)
                    .map(|d| d.class);
                (a, i32::from(a.hp) - i32::from(a.damage), class)
            })
            .collect()
    }

    fn party_disarm(&self) -> i32 {
        self.me
            .party
            .iter()
            .filter(|a| a.damage < a.hp)
            .filter_map(|a| self.defs.adventurers.iter().find(|d| d.id == a.card.def))
            .map(|d| i32::from(d.disarm))
            .sum()
    }

    fn target_value(&self, pos: Pos) -> f64 {
        // The party conquers the target if it survives: a tunnel costs 2 points, a room 4.
        match self.me.dungeon.iter().find(|t| t.pos == pos) {
            Some(t) if t.kind == "tunnel" => 1.0,
            Some(_) => 0.0,
            None => -1.0,
        }
    }

    fn my_combat(&self) -> Option<&engine::dungeon_lords::view::SeatCombatView> {
        self.view
            .combat
            .as_ref()?
            .seats
            .iter()
            .find(|s| s.seat == self.me.seat)
    }

    /// Fatigue expected this round: the spied card's, else a typical value.
    fn expected_fatigue(&self) -> i32 {
        let Some(combat) = self.view.combat.as_ref() else {
            return 2;
        };
        if let Some(f) = combat.fatigue {
            return i32::from(f);
        }
        if self.level == Level::Hard {
            let index = combat.round.saturating_sub(1);
            let spied = self
                .me
                .spied
                .iter()
                .flatten()
                .find(|s| s.index == index)
                .and_then(|s| self.defs.combat_cards.iter().find(|d| d.id == s.card.def));
            if let Some(card) = spied {
                return i32::from(card.fatigue);
            }
        }
        2
    }

    fn trap_kind(&self, id: u16) -> Option<(TrapKind, [u8; 2])> {
        let card = self
            .me
            .traps
            .iter()
            .flatten()
            .find(|c| card_num(c) == Some(id))?;
        self.defs
            .traps
            .iter()
            .find(|d| d.id == card.def)
            .map(|d| (d.kind, d.damage))
    }

    fn trap_value_by_id(&self, id: u16) -> f64 {
        self.trap_kind(id)
            .map_or(2.0, |(_, dmg)| f64::from(dmg[0].max(dmg[1]).max(2)))
    }

    /// Expected damage of a trap against the current party.
    fn trap_damage(&self, id: u16) -> f64 {
        let Some((kind, dmg)) = self.trap_kind(id) else {
            return 1.0;
        };
        let d = f64::from(dmg[usize::from(self.view.year >= 2)]);
        let party = self.party();
        let n = party.len() as f64;
        let front = party.first().map_or(0.0, |p| f64::from(p.1));
        let raw = match kind {
            TrapKind::RollingStone | TrapKind::TrapDoor => d.min(front),
            TrapKind::Pendulum => party.get(1).map_or(0.0, |p| d.min(f64::from(p.1))),
            TrapKind::WallOfFire => n + 1.0,
            TrapKind::PoisonedDart => 3.0,
            TrapKind::AntiMagicDart => 1.5,
            TrapKind::CursedRing => n + 1.0,
            TrapKind::PoisonedMeal => front,
            TrapKind::KamikazeImp => 3.0f64.min(front) + (n - 1.0).max(0.0),
        };
        (raw - f64::from(self.party_disarm())).max(0.0)
    }

    fn plan_trap_value(&self, id: u16) -> f64 {
        if self.party().is_empty() {
            return -1.0;
        }
        // Traps are spent once; use the one that hurts this party most.
        0.5 + self.trap_damage(id)
    }

    fn plan_monster_value(&self, id: u16) -> f64 {
        let party = self.party();
        if party.is_empty() {
            return -1.0;
        }
        let hp_left: i32 = party.iter().map(|p| p.1).sum();
        let committed: f64 = self
            .my_combat()
            .map(|c| {
                c.monsters
                    .iter()
                    .filter_map(card_num)
                    .map(|m| self.monster_value_by_id(m))
                    .sum()
            })
            .unwrap_or(0.0);
        let incoming = committed + f64::from(self.expected_fatigue());
        if incoming >= f64::from(hp_left) {
            // Enough already: keep the rest for later rounds.
            return -0.5;
        }
        // Monsters fight once a year (COMBAT-MON-3), but survivors conquer a tile every round:
        // everything goes in at once (spreading them over the rounds measured worse), unless
        // the party is already beaten (above).
        1.0 + self.monster_value_by_id(id) * 0.1
    }

    /// Value of hitting adventurer `id` for `n` damage.
    fn aim_value(&self, id: u16, n: i32) -> f64 {
        let party = self.party();
        // The illusion is `a65535` in the view, the number commands name it by (PARTY-6).
        let Some((_, left, class)) = party.iter().find(|(a, _, _)| card_num(&a.card) == Some(id))
        else {
            return 0.0;
        };
        let kill = if n >= *left {
            3.0 + f64::from(*left) * 0.1
        } else {
            0.0
        };
        let healer = if *class == Some(AdventurerClass::Priest) {
            0.5
        } else {
            0.0
        };
        kill + healer + f64::from(n.min(*left)) * 0.3
    }

    fn attack_value(&self, monster: u16, option: AttackOption, target: Option<u16>) -> f64 {
        let party = self.party();
        let n = party.len() as f64;
        let front = party.first();
        let kind = self.monster_kind_by_id(monster);
        let front_hit = |d: i32| -> f64 {
            front.map_or(0.0, |(_, left, _)| {
                f64::from(d.min(*left)) * 0.3 + if d >= *left { 3.0 } else { 0.0 }
            })
        };
        let hp_left: i32 = party.iter().map(|p| p.1).sum();
        match option {
            AttackOption::Standard => front_hit(match kind {
                Some(MonsterKind::Goblin) => 2,
                Some(MonsterKind::Troll) => 3,
                _ => 4,
            }),
            AttackOption::Fed => {
                if self.food() > self.upkeep_food / 2 {
                    front_hit(4) + 0.05
                } else {
                    front_hit(4) - 0.5
                }
            }
            AttackOption::Each => {
                let d = if kind == Some(MonsterKind::Dragon) {
                    2
                } else {
                    1
                };
                party
                    .iter()
                    .map(|(_, left, _)| {
                        f64::from(d.min(*left)) * 0.3 + if d >= *left { 3.0 } else { 0.0 }
                    })
                    .sum::<f64>()
                    + n * 0.01
            }
            AttackOption::Glue => {
                // No conquest this round: worth a tile when the party will survive anyway.
                if hp_left > 3 {
                    2.5
                } else {
                    0.5
                }
            }
            AttackOption::Any | AttackOption::Flee => {
                let d = match (kind, option) {
                    (Some(MonsterKind::Ghost), _) => 2,
                    (Some(MonsterKind::Demon), _) => 7,
                    (_, AttackOption::Flee) => 2,
                    _ => 3,
                };
                let flee_bonus = if option == AttackOption::Flee {
                    0.2
                } else {
                    0.0
                };
                target.map_or(0.0, |t| self.aim_value(t, d)) + flee_bonus
            }
            AttackOption::Hits | AttackOption::SecondHit => {
                target.map_or(0.0, |t| self.aim_value(t, 1))
            }
            AttackOption::Idle => -0.1,
        }
    }
}

/// A static worth of each order card, for the cards made inaccessible at the start.
fn base_value(a: Action) -> f64 {
    match a {
        Action::GetFood => 5.0,
        Action::MineGold => 5.0,
        Action::DigTunnels => 4.5,
        Action::HireMonster => 5.0,
        Action::BuildRoom => 4.0,
        Action::RecruitImps => 4.0,
        Action::BuyTraps => 3.5,
        Action::ImproveReputation => 3.0,
    }
}
