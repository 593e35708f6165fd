//! Loading a catalog: the built-in file, JSON text from a host, and malformed-entry reports.
//! No I/O: the text arrives as a string.

use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::Value;

use super::actions::{ActionSpace, OrderCard, OrderCardRules};
use super::adventurers::{Adventurer, Paladin};
use super::combat::{CombatCard, CombatRules};
use super::error::CatalogError;
use super::events::{EventTile, SpecialEvent};
use super::monsters::Monster;
use super::rooms::Room;
use super::tables::{
    BuildingRules, Catalog, Components, DungeonGrid, Evilometer, PlayerCountRules, Scoring, Setup,
    Title,
};
use super::traps::Trap;

// Loading

/// The catalog file compiled into the engine.
pub const BUILTIN_JSON: &str = include_str!("../../../data/dungeon-lords-catalog.json");

impl Catalog {
    /// The catalog compiled into the engine, parsed and validated once.
    ///
    /// # Panics
    /// Never in a released build: the unit test `builtin_catalog_loads_and_validates` proves the
    /// compiled-in file is valid.
    pub fn builtin() -> &'static Catalog {
        static BUILTIN: OnceLock<Catalog> = OnceLock::new();
        BUILTIN.get_or_init(|| match Catalog::from_json(BUILTIN_JSON) {
            Ok(catalog) => catalog,
            Err(e) => panic!("the built-in dungeon lords catalog is invalid: {e}"),
        })
    }

    /// Parses and validates a catalog file (the built-in one or a host's override).
    ///
    /// # Errors
    /// [`CatalogError`] naming the first broken entry.
    pub fn from_json(text: &str) -> Result<Catalog, CatalogError> {
        let value: Value = serde_json::from_str(text).map_err(|e| CatalogError::Json {
            message: e.to_string(),
        })?;
        let catalog = match Catalog::deserialize(&value) {
            Ok(catalog) => catalog,
            Err(e) => return Err(locate_malformed(&value, &e.to_string())),
        };
        catalog.validate()?;
        Ok(catalog)
    }

    /// The catalog as pretty JSON (for storing next to a game).
    ///
    /// # Errors
    /// Never in practice; serde_json's error is passed on.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }
}

/// Finds the entry that failed to deserialize, to name it in the message.
pub(super) fn locate_malformed(value: &Value, message: &str) -> CatalogError {
    let Some(object) = value.as_object() else {
        return CatalogError::TopLevel {
            message: "expected a json object".to_owned(),
        };
    };
    let probes: [(&str, Probe); 21] = [
        ("version", probe_one::<String>),
        ("reference", probe_one::<String>),
        ("components", probe_one::<Components>),
        ("setup", probe_one::<Setup>),
        ("evilometer", probe_one::<Evilometer>),
        ("dungeon", probe_one::<DungeonGrid>),
        ("building", probe_one::<BuildingRules>),
        ("actions", probe_list::<ActionSpace>),
        ("order_cards", probe_order_cards),
        ("monsters", probe_list::<Monster>),
        ("rooms", probe_list::<Room>),
        ("traps", probe_list::<Trap>),
        ("adventurers", probe_list::<Adventurer>),
        ("paladins", probe_list::<Paladin>),
        ("combat", probe_one::<CombatRules>),
        ("combat_cards", probe_list::<CombatCard>),
        ("event_tiles", probe_list::<EventTile>),
        ("special_events", probe_list::<SpecialEvent>),
        ("scoring", probe_one::<Scoring>),
        ("titles", probe_list::<Title>),
        ("player_counts", probe_list::<PlayerCountRules>),
    ];
    for (section, probe) in probes {
        if let Some(entry) = object.get(section) {
            if let Some(error) = probe(section, entry) {
                return error;
            }
        }
    }
    CatalogError::TopLevel {
        message: message.to_owned(),
    }
}

type Probe = fn(&str, &Value) -> Option<CatalogError>;

pub(super) fn malformed(section: &str, entry: &str, message: &str) -> CatalogError {
    CatalogError::Malformed {
        section: section.to_owned(),
        entry: entry.to_owned(),
        message: message.to_owned(),
    }
}

pub(super) fn probe_one<T: DeserializeOwned>(section: &str, value: &Value) -> Option<CatalogError> {
    T::deserialize(value)
        .err()
        .map(|e| malformed(section, section, &e.to_string()))
}

pub(super) fn entry_name(value: &Value, index: usize) -> String {
    for key in ["id", "action", "players"] {
        match value.get(key) {
            Some(Value::String(s)) => return s.clone(),
            Some(Value::Number(n)) => return format!("{key} {n}"),
            _ => {}
        }
    }
    format!("#{index}")
}

pub(super) fn probe_list<T: DeserializeOwned>(
    section: &str,
    value: &Value,
) -> Option<CatalogError> {
    let Some(items) = value.as_array() else {
        return Some(malformed(section, section, "expected a list"));
    };
    items.iter().enumerate().find_map(|(index, item)| {
        T::deserialize(item)
            .err()
            .map(|e| malformed(section, &entry_name(item, index), &e.to_string()))
    })
}

pub(super) fn probe_order_cards(section: &str, value: &Value) -> Option<CatalogError> {
    if let Some(error) = value
        .get("cards")
        .and_then(|cards| probe_list::<OrderCard>(section, cards))
    {
        return Some(error);
    }
    probe_one::<OrderCardRules>(section, value)
}
