//! `CatalogError`: why a catalog file was refused, naming the section, entry and field.

// Errors

/// Why a catalog file was refused. Messages are lower-case and name the entry.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CatalogError {
    /// The text is not JSON.
    #[error("catalog is not valid json: {message}")]
    Json {
        /// The parser's message (with line and column).
        message: String,
    },
    /// An entry does not have the expected shape (unknown field, wrong type, negative count…).
    #[error("catalog {section} entry {entry}: {message}")]
    Malformed {
        /// Top-level key, e.g. `monsters`.
        section: String,
        /// Id of the entry (or `#index`).
        entry: String,
        /// The parser's message.
        message: String,
    },
    /// The file as a whole has the wrong shape (not an object, an unknown top-level key…).
    #[error("catalog top level: {message}")]
    TopLevel {
        /// The parser's message.
        message: String,
    },
    /// `version` is missing or empty.
    #[error("catalog version is missing or empty")]
    MissingVersion,
    /// Two entries share an id.
    #[error("catalog {section} entry {entry}: duplicate id")]
    DuplicateId {
        /// Top-level key.
        section: String,
        /// The repeated id.
        entry: String,
    },
    /// An id is not lowercase kebab-case.
    #[error("catalog {section} entry {entry}: id must be lowercase letters, digits and hyphens")]
    BadId {
        /// Top-level key.
        section: String,
        /// The id.
        entry: String,
    },
    /// A reference names no entry.
    #[error("catalog {section} entry {entry}: {field} refers to unknown {kind} {reference}")]
    UnknownReference {
        /// Top-level key.
        section: String,
        /// Id of the referring entry.
        entry: String,
        /// The referring field.
        field: String,
        /// What kind of entry was expected.
        kind: String,
        /// The unknown id.
        reference: String,
    },
    /// A number is outside its allowed range.
    #[error("catalog {section} entry {entry}: {field} is {value}, expected {min}..={max}")]
    OutOfRange {
        /// Top-level key.
        section: String,
        /// Id of the entry.
        entry: String,
        /// The field, e.g. `year_1.effects[0].amount`.
        field: String,
        /// The value found.
        value: i64,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// Entries disagree with each other or with the component counts.
    #[error("catalog {section} entry {entry}: {message}")]
    Inconsistent {
        /// Top-level key.
        section: String,
        /// Id of the entry.
        entry: String,
        /// What is wrong.
        message: String,
    },
}
