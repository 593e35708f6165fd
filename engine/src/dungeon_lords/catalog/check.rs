//! Validation helpers: `At` (the entry being checked, which names itself in errors), bounds and
//! the global id set.

use std::collections::BTreeSet;
use std::fmt;

use super::common::Cost;
use super::error::CatalogError;

// Validation

/// The entry being validated; builds errors that name it.
pub(super) struct At<'a> {
    pub(super) section: &'a str,
    pub(super) entry: String,
}

impl<'a> At<'a> {
    pub(super) fn new(section: &'a str, entry: impl fmt::Display) -> Self {
        At {
            section,
            entry: entry.to_string(),
        }
    }

    pub(super) fn range(
        &self,
        field: &str,
        value: impl Into<i64>,
        min: i64,
        max: i64,
    ) -> Result<(), CatalogError> {
        let value = value.into();
        if (min..=max).contains(&value) {
            Ok(())
        } else {
            Err(CatalogError::OutOfRange {
                section: self.section.to_owned(),
                entry: self.entry.clone(),
                field: field.to_owned(),
                value,
                min,
                max,
            })
        }
    }

    pub(super) fn positive(&self, field: &str, value: u8) -> Result<(), CatalogError> {
        self.range(field, value, 1, i64::from(u8::MAX))
    }

    pub(super) fn fail(&self, message: impl Into<String>) -> CatalogError {
        CatalogError::Inconsistent {
            section: self.section.to_owned(),
            entry: self.entry.clone(),
            message: message.into(),
        }
    }

    pub(super) fn check(&self, ok: bool, message: impl Into<String>) -> Result<(), CatalogError> {
        if ok {
            Ok(())
        } else {
            Err(self.fail(message))
        }
    }

    pub(super) fn source(&self, source: &str) -> Result<(), CatalogError> {
        self.check(
            source.starts_with("catalog "),
            "source must cite the catalog reference (\"catalog §n Lnnn…\")",
        )
    }

    pub(super) fn cost(&self, field: &str, cost: &Cost) -> Result<(), CatalogError> {
        for (part, amount) in cost.parts() {
            self.range(&format!("{field}.{part}"), amount, 0, MAX_COST)?;
        }
        Ok(())
    }

    pub(super) fn unknown(&self, field: &str, kind: &str, reference: &str) -> CatalogError {
        CatalogError::UnknownReference {
            section: self.section.to_owned(),
            entry: self.entry.clone(),
            field: field.to_owned(),
            kind: kind.to_owned(),
            reference: reference.to_owned(),
        }
    }
}

/// Largest single cost part, damage, heal, etc. accepted from a catalog file.
pub(super) const MAX_COST: i64 = 5;
pub(super) const MAX_DAMAGE: i64 = 10;
pub(super) const MAX_HIT_POINTS: i64 = 12;
pub(super) const MAX_SYMBOLS: i64 = 5;
pub(super) const MAX_FATIGUE: i64 = 5;

/// Collects ids and refuses duplicates across every kind of card (ids are global on the wire).
pub(super) struct IdSet(pub(super) BTreeSet<String>);

impl IdSet {
    pub(super) fn insert(&mut self, section: &str, id: &str) -> Result<(), CatalogError> {
        let well_formed = !id.is_empty()
            && !id.starts_with('-')
            && !id.ends_with('-')
            && id
                .bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-');
        if !well_formed {
            return Err(CatalogError::BadId {
                section: section.to_owned(),
                entry: id.to_owned(),
            });
        }
        if self.0.insert(id.to_owned()) {
            Ok(())
        } else {
            Err(CatalogError::DuplicateId {
                section: section.to_owned(),
                entry: id.to_owned(),
            })
        }
    }
}
