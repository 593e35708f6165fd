//! What the seats and the board hold, as data: monsters, party members (and the illusion's id),
//! order slots, players, minions, dummies, the paladin's place, seasons and event tiles.

use super::board::*;
use crate::common::Seat;
use crate::dungeon_lords::defs::*;
use crate::dungeon_lords::defs::{Defs, Instances};
use serde::{Deserialize, Serialize};

/// A monster or ghost owned by a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedMonster {
    /// Monster instance id.
    pub id: u16,
    /// Knocked out: lying face down in the lair (COMBAT-MON-3).
    pub knocked_out: bool,
    /// On strike through this year's combat (EVENT-SPECIAL-3).
    pub on_strike: bool,
    /// Sent through the Dimensional Gate: cannot fight again this year (SPELL-4).
    pub banished: bool,
}

/// An adventurer in a party, with its damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartyMember {
    /// Adventurer instance id (paladins included). `u16::MAX` marks an illusion (PARTY-6).
    pub id: u16,
    /// Damage markers on the tile.
    pub damage: u8,
    /// Extra max HP from the Create Food spell this combat.
    pub bonus_hp: u8,
}

/// One of the three order slots on a player's board this season.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedOrder {
    /// The order card.
    pub action: Action,
    /// The minion stands on the card: the order was blocked, declined or not performed
    /// (ORDERS-5, EXEC-3); such a card may be retrieved (RETRIEVE-2).
    pub minion_on_card: bool,
    /// Revealed to everyone (ORDERS-4).
    pub revealed: bool,
}

/// One player (seat) of the game.
#[derive(Clone, Debug)]
pub struct Player {
    /// Evilometer space 1..=15.
    pub evil: u8,
    /// Food in the pantry.
    pub food: u8,
    /// Gold in the treasury.
    pub gold: u8,
    /// Imp figures owned.
    pub imps: u8,
    /// Imps that already did a job this season (IMP-1).
    pub busy_imps: u8,
    /// Troll tokens already used this season (IMP-3).
    pub busy_trolls: u8,
    /// Whether a foreman stands at the entrance this season (for display).
    pub foreman: bool,
    /// Squares mined this season (ACT-MINE-3).
    pub mined: Vec<Pos>,
    /// Working imps shown on squares this season (diggers, miners, producers).
    pub imps_on: Vec<(Pos, u8)>,
    /// Uses of each production room this season (PROD-4), by square.
    pub room_uses: Vec<(Pos, u8)>,
    /// The dungeon grid.
    pub dungeon: Dungeon,
    /// Monsters and ghosts in the lair.
    pub monsters: Vec<OwnedMonster>,
    /// Trap cards in storage (secret to others).
    pub traps: Vec<u16>,
    /// Order cards in hand (secret? no: a hand is the 8 cards minus the public ones, so public).
    pub hand: Vec<Action>,
    /// The two inaccessible order cards (public, ORDERS-1).
    pub inaccessible: Vec<Action>,
    /// This season's three played orders, in slot order.
    pub played: Vec<PlayedOrder>,
    /// Minions still in the office (3 at season start).
    pub minions_home: u8,
    /// The party at the entrance, front first (PARTY-4).
    pub party: Vec<PartyMember>,
    /// Prisoners (adventurer instance ids, paladins included).
    pub prison: Vec<u16>,
    /// Dead letters (EVENT-TAX-4).
    pub dead_letters: u8,
    /// Indices into the city stack (0 = round 1) of combat cards this player spied this year.
    pub spied: Vec<u8>,
}

impl Player {
    /// Every way to pay a monster's special costs (MON-GOLEM-1, MON-DEMON-1): `(trap discarded,
    /// monster fed)` pairs, `None` where the cost asks for nothing. `can_feed` says which of the
    /// player's monsters may be given up (never a ghost; combat adds its own limits).
    pub fn special_payments(
        &self,
        cost: MonsterCost,
        can_feed: impl Fn(&OwnedMonster) -> bool,
    ) -> Vec<(Option<u16>, Option<u16>)> {
        let traps: Vec<Option<u16>> = if cost.trap {
            self.traps.iter().map(|&t| Some(t)).collect()
        } else {
            vec![None]
        };
        let feeds: Vec<Option<u16>> = if cost.monster {
            self.monsters
                .iter()
                .filter(|o| can_feed(o))
                .map(|o| Some(o.id))
                .collect()
        } else {
            vec![None]
        };
        traps
            .iter()
            .flat_map(|&t| feeds.iter().map(move |&f| (t, f)))
            .collect()
    }

    /// Troll tokens owned: one per troll in the lair (TROLL-1).
    pub fn n_trolls(&self, defs: &Defs, inst: &Instances) -> u8 {
        self.monsters
            .iter()
            .filter(|m| defs.monster(inst, m.id).kind == MonsterKind::Troll)
            .count() as u8
    }

    /// Takes the tokens of trolls that left the lair off their jobs, so no more trolls are busy
    /// than the player owns (TROLL-1, EVENT-PAYDAY-6).
    pub fn release_troll_tokens(&mut self, defs: &Defs, inst: &Instances) {
        self.busy_trolls = self.busy_trolls.min(self.n_trolls(defs, inst));
    }

    /// Imps free for a job now.
    pub fn free_imps(&self) -> u8 {
        self.imps.saturating_sub(self.busy_imps)
    }

    /// Puts `n` working imps on `pos` for display.
    pub fn put_imps(&mut self, pos: Pos, n: u8) {
        if let Some(e) = self.imps_on.iter_mut().find(|(p, _)| *p == pos) {
            e.1 += n;
        } else {
            self.imps_on.push((pos, n));
        }
    }
}

/// Who stands on an action slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Minion {
    /// A player's minion.
    Player { seat: Seat },
    /// A dummy colour's minion (index into `Game::dummies`).
    Dummy { dummy: usize },
}

/// A dummy colour (DUMMY3-*, DUMMY2-*).
#[derive(Clone, Debug, Default)]
pub struct Dummy {
    /// Face-down order deck (5 cards between seasons).
    pub deck: Vec<Action>,
    /// The inaccessible cards, face up (D2).
    pub inaccessible: Vec<Action>,
    /// Cards revealed this season.
    pub revealed: Vec<Action>,
    /// 2 players: the 3 cards its handler picks from this season (DUMMY2-3).
    pub hand: Vec<Action>,
    /// 2 players: the card its handler picked, secret until revealed (DUMMY2-4).
    pub chosen: Option<Action>,
    /// 2 players: the seat handling this dummy.
    pub handler: Option<Seat>,
}

/// Where the current year's paladin is (PALADIN-*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum PaladinAt {
    /// In the tent.
    Tent,
    /// In a player's party.
    Party { seat: Seat },
    /// In a player's prison (PALADIN-9).
    Prison { seat: Seat },
    /// Left the game this year (survived combat, or removed at the year's end).
    Gone,
}

/// The four seasons of a building year.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Season {
    /// No event or adventurers phase (SEASON-2).
    Winter,
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Autumn.
    Autumn,
}

impl Season {
    /// Index 0..4.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The three event tiles (EVENT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventTile {
    /// EVENT-PAYDAY.
    Payday,
    /// EVENT-TAX.
    Taxes,
    /// EVENT-SPECIAL.
    SpecialEvent,
}

/// The id of an illusory adventurer (PARTY-6).
pub const ILLUSION: u16 = u16::MAX;
