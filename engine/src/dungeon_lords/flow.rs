//! Compatibility paths: the command types and the phase types lived in this module before the
//! rules were split into one module per part of the year. New code uses `command` and `state`.

pub use super::command::{Command, RuleError, SetupError};
pub use super::state::{
    Deferred, ExecPending, ExecSub, PaydayState, Phase, SpecialState, ILLUSION,
};
