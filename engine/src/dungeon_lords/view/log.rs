//! The log as a viewer reads it: events with their cards named by catalog id (the wire form,
//! worded by the client in the reader's language), and the English renderer, which words an
//! event as the engine's sentences used to (the golden tests, `simulate --digest`, the server's
//! text export and older tools). Rendering happens here, when someone reads the log, never
//! while a command is applied.

use serde::Serialize;
use serde_json::{Map, Value};

use super::card::card_id;
use crate::common::{Seat, Viewer};
use crate::dungeon_lords::state::*;

/// One game log entry as this viewer may read it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LogView {
    /// Index in the shared numbering.
    pub index: usize,
    /// The event, `{"kind", "args"}`, cards as `{"def", "id"}`.
    pub event: Value,
    /// Whether only this viewer can read it.
    pub private: bool,
}

/// A log line with both sides in English, shaped as the engine's log lines were before events
/// (`{"public": "…", "private": [seat, "…"]}`): `simulate --digest` hashes this, so a digest
/// taken before events compares with one taken after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LogText {
    /// What everyone may read, if anything.
    pub public: Option<String>,
    /// The owner and what only they may read.
    pub private: Option<(Seat, String)>,
}

/// Every log line, both sides, for replays of a finished game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FullLogEntry {
    /// The public side in English.
    pub public: Option<String>,
    /// The owner and the private side in English.
    pub private: Option<(Seat, String)>,
    /// The public event (wire form).
    pub event: Option<Value>,
    /// The owner and the private event (wire form).
    pub private_event: Option<(Seat, Value)>,
}

impl Game {
    /// The log entries with index `>= from` as `viewer` may read them: one entry per index, so
    /// every viewer's numbering is gap-free (every private line has a public redaction).
    pub fn log_for(&self, viewer: Viewer, from: usize) -> Vec<LogView> {
        self.log
            .iter()
            .enumerate()
            .skip(from)
            .filter_map(|(index, e)| match (&e.private, &e.public) {
                (Some((s, ev)), _) if viewer.is_owner_of(*s) => Some(LogView {
                    index,
                    event: self.wire_event(ev),
                    private: true,
                }),
                (_, Some(ev)) => Some(LogView {
                    index,
                    event: self.wire_event(ev),
                    private: false,
                }),
                _ => None,
            })
            .collect()
    }

    /// The log entries with index `>= from` as `viewer` may read them, in English.
    pub fn log_text_for(&self, viewer: Viewer, from: usize) -> Vec<String> {
        self.log
            .iter()
            .skip(from)
            .filter_map(|e| match (&e.private, &e.public) {
                (Some((s, ev)), _) if viewer.is_owner_of(*s) => Some(self.render_en(ev)),
                (_, Some(ev)) => Some(self.render_en(ev)),
                _ => None,
            })
            .collect()
    }

    /// Both sides of a log entry in English.
    pub fn log_text(&self, e: &LogEntry) -> LogText {
        LogText {
            public: e.public.as_ref().map(|ev| self.render_en(ev)),
            private: e.private.as_ref().map(|(s, ev)| (*s, self.render_en(ev))),
        }
    }

    /// Every entry, both sides, English and events (replays of a finished game).
    pub fn full_log(&self) -> Vec<FullLogEntry> {
        self.log
            .iter()
            .map(|e| FullLogEntry {
                public: e.public.as_ref().map(|ev| self.render_en(ev)),
                private: e.private.as_ref().map(|(s, ev)| (*s, self.render_en(ev))),
                event: e.public.as_ref().map(|ev| self.wire_event(ev)),
                private_event: e.private.as_ref().map(|(s, ev)| (*s, self.wire_event(ev))),
            })
            .collect()
    }

    /// An event as the wire carries it: cards (`{"card": "m", "n": 12}` in the engine's own
    /// serialization) become `{"def": "goblin", "id": "m12"}`.
    pub fn wire_event(&self, e: &LogEvent) -> Value {
        let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
        self.name_cards(&mut v);
        v
    }

    fn name_cards(&self, v: &mut Value) {
        match v {
            Value::Array(items) => items.iter_mut().for_each(|x| self.name_cards(x)),
            Value::Object(m) => {
                let card = match (m.get("card"), m.get("n")) {
                    (Some(Value::String(k)), Some(Value::Number(n))) if m.len() == 2 => k
                        .bytes()
                        .next()
                        .and_then(CardKind::from_letter)
                        .zip(n.as_u64().and_then(|n| u16::try_from(n).ok())),
                    _ => None,
                };
                match card {
                    Some((kind, id)) => {
                        let mut out = Map::new();
                        out.insert("def".into(), Value::String(self.card_def(kind, id)));
                        out.insert("id".into(), Value::String(card_id(kind.letter(), id)));
                        *m = out;
                    }
                    None => m.values_mut().for_each(|x| self.name_cards(x)),
                }
            }
            _ => {}
        }
    }

    /// The catalog id of a card instance (`illusion` for the illusion).
    fn card_def(&self, kind: CardKind, id: u16) -> String {
        if kind == CardKind::Adventurer && id == ILLUSION {
            return "illusion".into();
        }
        self.card_name_id(kind, id)
            .map(|(def, _)| def.to_owned())
            .unwrap_or_default()
    }

    /// The catalog id and the English name of a card instance, if it exists.
    fn card_name_id(&self, kind: CardKind, id: u16) -> Option<(&str, &str)> {
        let i = id as usize;
        let d = &self.defs;
        let inst = &self.inst;
        match kind {
            CardKind::Monster => inst
                .monsters
                .get(i)
                .and_then(|&x| d.monsters.get(x as usize))
                .map(|c| (c.id.as_str(), c.name.as_str())),
            CardKind::Room => inst
                .rooms
                .get(i)
                .and_then(|&x| d.rooms.get(x as usize))
                .map(|c| (c.id.as_str(), c.name.as_str())),
            CardKind::Trap => inst
                .traps
                .get(i)
                .and_then(|&x| d.traps.get(x as usize))
                .map(|c| (c.id.as_str(), c.name.as_str())),
            CardKind::Adventurer => inst
                .adventurers
                .get(i)
                .and_then(|&x| d.adventurers.get(x as usize))
                .map(|c| (c.id.as_str(), c.name.as_str())),
            CardKind::Combat => inst
                .combat_cards
                .get(i)
                .and_then(|&x| d.combat_cards.get(x as usize))
                .map(|c| (c.id.as_str(), c.name.as_str())),
            CardKind::Special => inst
                .special_events
                .get(i)
                .and_then(|&x| d.special_events.get(x as usize))
                .map(|c| (c.id.as_str(), c.name.as_str())),
        }
    }

    /// A card's printed English name.
    fn name_en(&self, c: Card) -> String {
        match self.card_name_id(c.kind, c.id) {
            Some((_, name)) => name.to_owned(),
            None => match c.kind {
                CardKind::Monster => format!("monster #{}", c.id),
                CardKind::Trap => format!("trap #{}", c.id),
                CardKind::Adventurer => format!("adventurer #{}", c.id),
                _ => format!("card #{}", c.id),
            },
        }
    }

    /// An adventurer in combat: "Warrior #12", or "the illusion".
    fn fighter_en(&self, f: Fighter) -> String {
        if f.0 == ILLUSION {
            return "the illusion".into();
        }
        match self.card_name_id(CardKind::Adventurer, f.0) {
            Some((_, name)) => format!("{name} #{}", f.0),
            None => format!("adventurer #{}", f.0),
        }
    }

    fn names_en(&self, cards: &[Card]) -> String {
        cards
            .iter()
            .map(|&c| self.name_en(c))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn defenders_en(&self, ds: &[Defender]) -> String {
        if ds.is_empty() {
            return "no defenders".into();
        }
        ds.iter()
            .map(|d| match d {
                Defender::Card(c) => self.name_en(*c),
                Defender::HiddenTrap => "a face-down trap".into(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn yield_en(y: Yield) -> String {
        match y {
            Yield::YieldFood { n } => format!("{n} food"),
            Yield::YieldGold { n } => format!("{n} gold"),
            Yield::YieldTrap { n } => format!("{n} trap"),
            Yield::YieldTunnel => "a tunnel".into(),
            Yield::YieldLessEvil { n } => format!("{n} less evil"),
            Yield::YieldImp => "a new imp".into(),
        }
    }

    /// One event in English, word for word the engine's sentences from before events
    /// (including their slips: "You uses the …", "Seat 2 made a private choice.").
    pub fn render_en(&self, e: &LogEvent) -> String {
        use LogEvent as E;
        let who = |w: &Who| self.seat_name(w.0);
        let pos = |p: &At| format!("row {}, column {}", p.0.row + 1, p.0.col + 1);
        match e {
            E::GameBegins { n, variant, who } => format!(
                "A {n}-player {} game begins; seat {} holds the starting-player token.",
                if *variant == Variant::Full {
                    "full"
                } else {
                    "first"
                },
                who.0 + 1
            ),
            E::SeasonBegins { year, season } => {
                let s = match season {
                    Season::Winter => "winter",
                    Season::Spring => "spring",
                    Season::Summer => "summer",
                    Season::Autumn => "autumn",
                };
                format!("Year {year}, {s} begins.")
            }
            E::NextEvent { event } => format!("Next season's event: {event:?}."),
            E::NextAdventurers { adventurers } => {
                format!("Adventurers for next season: {}.", self.names_en(adventurers))
            }
            E::AutumnEnds => "Autumn ends; combat begins.".into(),
            E::YearEnds { year } => format!("Year {year} ends."),
            E::PrivateChoice { who: w } => format!("{} made a private choice.", who(w)),
            E::InaccessibleChosen { who: w } => {
                format!("{} has chosen its inaccessible orders.", who(w))
            }
            E::InaccessibleRevealed { who: w, actions } => format!(
                "{} reveals inaccessible orders: {}, {}.",
                who(w),
                actions[0].0.name(),
                actions[1].0.name()
            ),
            E::OrderPutOwn { action, n } => {
                format!("You put {} as your order {n}.", action.0.name())
            }
            E::DummyOrderOwn { action } => format!("You chose {} for your dummy.", action.0.name()),
            E::OrdersTakenBackOwn => "You took your orders back.".into(),
            E::OrdersChosen { who: w } => format!("{} has chosen orders.", who(w)),
            E::DummyReveals { dummy, actions } => format!(
                "Dummy {dummy} reveals {}.",
                actions
                    .iter()
                    .map(|a| a.0.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            E::DummyOrder { dummy, action } => {
                format!("Dummy {dummy}'s chosen order: {}.", action.0.name())
            }
            E::HireFirstNoGold { who: w } => format!(
                "{} reveals Hire Monster first but has no gold: the order is blocked.",
                who(w)
            ),
            E::HireFirstPaid { who: w } => {
                format!("{} pays 1 gold to hire as the first order.", who(w))
            }
            E::MinionPlaced {
                who: w,
                action,
                slot,
            } => format!(
                "{} places a minion on {}, slot {slot}.",
                who(w),
                action.0.name()
            ),
            E::OrderBlocked { who: w, action } => {
                format!("{}'s {} order is blocked.", who(w), action.0.name())
            }
            E::SlotUnusable {
                who: w,
                action,
                slot,
            } => format!(
                "{} cannot use {} slot {slot}; the minion returns to its order card.",
                who(w),
                action.0.name()
            ),
            E::SlotDeclined {
                who: w,
                action,
                slot,
            } => format!("{} declines {} slot {slot}.", who(w), action.0.name()),
            E::WorkStopped { who: w, action } => {
                format!("{} stops work on {}.", who(w), action.0.name())
            }
            E::FoodGained { who: w, n, slot } => {
                format!("{} gets {n} food on slot {slot}.", who(w))
            }
            E::ReputationImproved { who: w, n, slot } => {
                format!("{} improves reputation by {n} on slot {slot}.", who(w))
            }
            E::SpiedOwn { n, card } => {
                format!("You spy combat card {n}: {}.", self.name_en(*card))
            }
            E::Spied { who: w } => format!("{} spies on a combat card.", who(w)),
            E::TunnelDug { who: w, pos: p } => format!("{} digs a tunnel at {}.", who(w), pos(p)),
            E::GoldMined { who: w, pos: p } => format!("{} mines 1 gold at {}.", who(w), pos(p)),
            E::ImpsRecruited { who: w, n } => format!("{} recruits {n} imp(s).", who(w)),
            E::TrapDrawnOwn { trap } => format!("You drew the trap {}.", self.name_en(*trap)),
            E::TrapDrawn { who: w } => format!("{} drew a trap.", who(w)),
            E::TrapDiscardedOwn { trap } => {
                format!("You discard the trap {}.", self.name_en(*trap))
            }
            E::TrapDiscarded { who: w } => format!("{} discards a trap face down.", who(w)),
            E::MonsterHired {
                who: w,
                monster,
                slot,
            } => format!(
                "{} hires a {} on slot {slot}.",
                who(w),
                self.name_en(*monster)
            ),
            E::RoomBuilt {
                who: w,
                room,
                pos: p,
            } => format!(
                "{} builds the {} at {}.",
                who(w),
                self.name_en(*room),
                pos(p)
            ),
            E::ProductionBegins => "Production and order retrieval.".into(),
            E::RoomUsedOwn { room, what } => format!(
                "You uses the {} for {}.",
                self.name_en(*room),
                Self::yield_en(*what)
            ),
            E::RoomUsed {
                who: w,
                room,
                what,
            } => format!(
                "{} uses the {} for {}.",
                who(w),
                self.name_en(*room),
                Self::yield_en(*what)
            ),
            E::OrderRetrievedOwn { action } => format!("You take back {}.", action.0.name()),
            E::OrderRetrieved { who: w, action } => {
                format!("{} takes back the {} order.", who(w), action.0.name())
            }
            E::ProductionFinished { who: w } => {
                format!("{} finished production and retrieval.", who(w))
            }
            E::PaydayBegins => "Payday.".into(),
            E::TaxesDue => "Taxes are due.".into(),
            E::SpecialEvent { event } => format!("Special event: {}.", self.name_en(*event)),
            E::SpecialEventNoEffect => "The special event tile has no effect.".into(),
            E::Payday { who: w, parts } => {
                let parts: Vec<String> = parts
                    .iter()
                    .map(|p| match p {
                        PaydayPart::PaydayKeep { cost, monsters } => {
                            let (food, gold, evil, traps) =
                                (cost.food, cost.gold, cost.evil, cost.trap_cards);
                            let traps = if traps == 0 {
                                String::new()
                            } else {
                                format!(", {traps} trap(s)")
                            };
                            format!(
                                "pays {food} food, {gold} gold, {evil} evil{traps} to keep {}",
                                self.names_en(monsters)
                            )
                        }
                        PaydayPart::PaydayFeed { monsters } => {
                            format!("feeds {} to a demon", self.names_en(monsters))
                        }
                        PaydayPart::PaydayRelease { monsters } => {
                            format!("releases {}", self.names_en(monsters))
                        }
                    })
                    .collect();
                format!("Payday: {} {}.", who(w), parts.join("; "))
            }
            E::TaxesPaid {
                who: w,
                n,
                tax,
                unpaid,
            } => format!(
                "{} pays {n} of {tax} gold tax{}.",
                who(w),
                if *unpaid > 0 {
                    format!(" and receives {unpaid} dead letter(s)")
                } else {
                    String::new()
                }
            ),
            E::MinistryLevy { who: w, n } => format!("{} loses {n} gold to the Ministry.", who(w)),
            E::WitchHuntNoMonster { who: w } => {
                format!("{} has no monster to give up and gains 3 evil.", who(w))
            }
            E::WitchHuntSacrifice { who: w, monster } => format!(
                "{} gives up a {} to the witch hunters.",
                who(w),
                self.name_en(*monster)
            ),
            E::WitchHuntEvil { who: w } => format!("{} gains 3 evil instead.", who(w)),
            E::StrikePaid { who: w } => format!("{} pays 1 food to a monster.", who(w)),
            E::Strike { who: w, monster } => {
                format!("{}'s {} goes on strike.", who(w), self.name_en(*monster))
            }
            E::VipPaid { who: w } => {
                format!("{} pays 1 gold to the visitor and loses 1 evil.", who(w))
            }
            E::VipSkipped { who: w } => format!("{} does not pay the visitor.", who(w)),
            E::TileCollapses { who: w, pos: p } => {
                format!("A tile of {} collapses at {}.", who(w), pos(p))
            }
            E::PaladinMoves { from, to } => format!(
                "The paladin leaves {} for the more evil {}.",
                who(from),
                who(to)
            ),
            E::PaladinLeavesTent { to } => {
                format!("The paladin leaves his tent for {}.", who(to))
            }
            E::AdventurerToDummy { adventurer } => format!(
                "{} goes to the dummy and leaves for the Distant Lands.",
                self.name_en(*adventurer)
            ),
            E::AdventurerQueues { adventurer, who: w } => format!(
                "{} queues at the entrance of {}.",
                self.name_en(*adventurer),
                who(w)
            ),
            E::CombatBegins { year, who: w } => {
                format!("Combat of year {year} begins; {} resolves first.", who(w))
            }
            E::CombatRound { round } => format!("Combat round {round} begins."),
            E::CombatResumes { who: w } => {
                format!("{}'s combat resumes: the paladin has arrived.", who(w))
            }
            E::TargetChosenOwn { pos: p } => format!(
                "You chose the target: row {} column {}.",
                p.0.row + 1,
                p.0.col + 1
            ),
            E::TrapPlannedOwn { trap } => format!("You planned the trap {}.", self.name_en(*trap)),
            E::TrapPlanned { who: w } => format!("{} planned a trap.", who(w)),
            E::MonsterCommittedOwn { monster } => {
                format!("You committed the {}.", self.name_en(*monster))
            }
            E::MonsterCommitted { who: w, monster } => {
                format!("{} commits the {}.", who(w), self.name_en(*monster))
            }
            E::PlanClearedOwn => "You cleared your plan.".into(),
            E::PlanningFinishedOwn => "You finished planning.".into(),
            E::PlanningFinished { who: w } => format!("{} has finished planning.", who(w)),
            E::PrisonerFreed { who: w, adventurer } => format!(
                "{} has nothing left to conquer: the party frees {} from prison.",
                who(w),
                self.fighter_en(*adventurer)
            ),
            E::NoBattle { who: w } => format!(
                "{} has nothing left to conquer and nobody in prison: no battle.",
                who(w)
            ),
            E::DefenceOwn {
                pos: p,
                defenders,
                bait,
                ..
            } => format!(
                "You defend {} with {}{}.",
                target_en(p),
                self.defenders_en(defenders),
                bait_en(*bait)
            ),
            E::Defence {
                who: w,
                pos: p,
                defenders,
                bait,
                ..
            } => format!(
                "{} defends {} with {}{}.",
                who(w),
                target_en(p),
                self.defenders_en(defenders),
                bait_en(*bait)
            ),
            E::CombatCard {
                round,
                card,
                timing,
                magic,
                fatigue,
            } => format!(
                "Round {round} combat card: {} ({} spell, needs {magic} magic; fatigue {fatigue}).",
                self.name_en(*card),
                match timing {
                    Timing::Fast => "fast",
                    Timing::Slow => "slow",
                }
            ),
            E::CombatCardNone { round } => format!("Round {round}: no combat card."),
            E::NoPartyLeft { who: w } => {
                format!("{}'s dungeon has no party left: its combat ends.", who(w))
            }
            E::BattleBegins { who: w } => format!("{}'s battle begins.", who(w)),
            E::PartyGone { who: w } => {
                format!("{}'s party is gone: that dungeon's combat is over.", who(w))
            }
            E::CombatOver { year } => format!("Combat of year {year} is over."),
            E::KeepMonstersEvil { who: w } => {
                format!("{} keeps the monsters and gains 2 evil.", who(w))
            }
            E::MonsterCostPaid { who: w, monster } => format!(
                "{} pays the {}'s cost to keep it in the battle.",
                who(w),
                self.name_en(*monster)
            ),
            E::TrapRevealed { who: w, trap } => {
                format!("{} reveals the trap {}.", who(w), self.name_en(*trap))
            }
            E::TrapRevealedPaying { who: w, trap, paid } => {
                let Amounts {
                    bait,
                    gold,
                    food,
                    imps,
                    ..
                } = *paid;
                let mut paid = vec![];
                if bait > 0 {
                    paid.push(format!("{bait} bait gold"));
                }
                if gold > 0 {
                    paid.push(format!("{gold} gold"));
                }
                if food > 0 {
                    paid.push(format!("{food} food"));
                }
                if imps > 0 {
                    paid.push(format!("{imps} imp"));
                }
                format!(
                    "{} reveals the trap {}, paying {}.",
                    who(w),
                    self.name_en(*trap),
                    paid.join(" and ")
                )
            }
            E::AntiMagicWizard => "The anti-magic dart hits a wizard: no spell this round.".into(),
            E::AntiMagicPriest => {
                "The anti-magic dart hits a priest: no healing this round.".into()
            }
            E::TrapNoDamage => "The trap deals no damage.".into(),
            E::SheepIdle { monster } => {
                format!("The sheep ({}) cannot attack.", self.name_en(*monster))
            }
            E::MonsterIdle { who: w, monster } => {
                format!("{}'s {} cannot attack.", who(w), self.name_en(*monster))
            }
            E::MonsterGlues { who: w, monster } => format!(
                "{}'s {} glues the party to the floor.",
                who(w),
                self.name_en(*monster)
            ),
            E::StandardAttack { who: w, monster, n } => format!(
                "{}'s {} makes a standard attack for {n}.",
                who(w),
                self.name_en(*monster)
            ),
            E::StandardAttackFed { who: w, monster, n } => format!(
                "{}'s {} makes a standard attack for {n} (fed 1 food).",
                who(w),
                self.name_en(*monster)
            ),
            E::AttacksAgain { monster, n } => {
                format!("The {} attacks again for {n}.", self.name_en(*monster))
            }
            E::AttacksEach { who: w, monster, n } => format!(
                "{}'s {} attacks each adventurer for {n}.",
                who(w),
                self.name_en(*monster)
            ),
            E::Attacks {
                who: w,
                monster,
                target,
                n,
            } => format!(
                "{}'s {} attacks {} for {n}.",
                who(w),
                self.name_en(*monster),
                self.fighter_en(*target)
            ),
            E::Hits {
                who: w,
                monster,
                target,
                n,
            } => format!(
                "{}'s {} hits {} for {n}.",
                who(w),
                self.name_en(*monster),
                self.fighter_en(*target)
            ),
            E::SpellStopped { spell } => {
                format!("The Anti-magic Room stops {}.", self.name_en(*spell))
            }
            E::SpellBlocked { spell } => {
                format!("Nobody can cast {} this round.", self.name_en(*spell))
            }
            E::SpellTooWeak { magic, spell } => format!(
                "The party has {magic} magic, too little to cast {}.",
                self.name_en(*spell)
            ),
            E::SpellCast { spell } => format!("The party casts {}.", self.name_en(*spell)),
            E::SpellNoEffect => "The spell has no effect.".into(),
            E::Invisibility => {
                "Invisibility: the wizards step to the back, unharmable this round.".into()
            }
            E::DetectTreasureGold => "Detect Treasure: 1 gold is lost.".into(),
            E::DetectTreasureFood => "Detect Treasure: 1 food is lost.".into(),
            E::DetectTreasureTrapOwn { trap } => {
                format!("Detect Treasure: you discard {}.", self.name_en(*trap))
            }
            E::DetectTreasureTrap => "Detect Treasure: a trap card is lost.".into(),
            E::FistOfJustice => "Fist of Justice: 1 imp is lost.".into(),
            E::Regeneration => "Regeneration: each adventurer heals 1.".into(),
            E::AuraOfFear { monster } => format!(
                "Aura of Fear: the {} deals 2 less this round.",
                self.name_en(*monster)
            ),
            E::Metamorphosis { monster } => format!(
                "Metamorphosis: the {} becomes a sheep.",
                self.name_en(*monster)
            ),
            E::DimensionalGate { monster } => format!(
                "Dimensional Gate: the {} is withdrawn for the rest of the year.",
                self.name_en(*monster)
            ),
            E::Withdrawn { monster } => {
                format!("The {} is withdrawn to the lair.", self.name_en(*monster))
            }
            E::ShieldAbsorbs => "The magic shield absorbs 1 damage.".into(),
            E::NoDamage { adventurer } => {
                format!("{} takes no damage.", self.fighter_en(*adventurer))
            }
            E::Damage {
                adventurer,
                n,
                damage,
                hp,
            } => format!(
                "{} takes {n} damage ({damage}/{hp}).",
                self.fighter_en(*adventurer)
            ),
            E::IllusionVanishes { adventurer } => format!(
                "{} is eliminated and vanishes.",
                self.fighter_en(*adventurer)
            ),
            E::Imprisoned { adventurer, who: w } => format!(
                "{} is eliminated and goes to {}'s prison.",
                self.fighter_en(*adventurer),
                who(w)
            ),
            E::Poison { adventurer } => format!(
                "The poison of the dart works on {}.",
                self.fighter_en(*adventurer)
            ),
            E::NoHealNoAttack => "No monster attacked: the party does not heal.".into(),
            E::NoHeal => "The party cannot heal this round.".into(),
            E::PartyHeals { n } => format!("The party heals {n} damage."),
            E::NoConquest => "The party does not conquer this round and takes no fatigue.".into(),
            E::Fatigue { adventurer } => {
                format!("Fatigue: 1 point on {}.", self.fighter_en(*adventurer))
            }
            E::FatigueFinishes => "Fatigue finishes the party: the tile is not conquered.".into(),
            E::TileConquered { who: w, pos: p } => format!(
                "The party conquers {}'s tile at row {} column {}.",
                who(w),
                p.0.row + 1,
                p.0.col + 1
            ),
            E::MagicKeyGold => "Magic Key: 1 gold is lost.".into(),
            E::MagicKeyFood => "Magic Key: 1 food is lost.".into(),
            E::Scored {
                who: w,
                total,
                monsters,
                prisoners,
                rooms,
                conquered,
                dead_letters,
                scoring_rooms,
                titles,
                hall_of_fame,
            } => format!(
                "{} scores {total} (monsters {monsters}, prisoners {prisoners}, rooms {rooms}, conquered {conquered}, dead letters {dead_letters}, scoring rooms {scoring_rooms}, titles {titles}, Hall of Fame {hall_of_fame}).",
                who(w)
            ),
            E::Underlord { who: ws } => format!(
                "The Underlord: {}.",
                ws.iter().map(who).collect::<Vec<_>>().join(" and ")
            ),
        }
    }
}

fn target_en(p: &Option<At>) -> String {
    p.map_or_else(String::new, |t| {
        format!("row {} column {}", t.0.row + 1, t.0.col + 1)
    })
}

fn bait_en(bait: u8) -> String {
    if bait > 0 {
        format!(" ({bait} gold as bait)")
    } else {
        String::new()
    }
}
