//! Bot strength levels, chosen by the host per bot seat (`easy`, `normal`, `hard`).

use serde::{Deserialize, Serialize};

/// How well a bot plays. Wire form: `"easy"`, `"normal"` (the default) or `"hard"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Plays the heuristics loosely: half its decisions are a random legal command.
    Easy,
    /// The heuristics, with an occasional random legal command and no lookahead in combat.
    #[default]
    Normal,
    /// Every heuristic, always, including combat planning with the spied combat cards.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The level named `s` (the wire name), if any.
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == s)
    }

    /// The probability that a decision is replaced by a uniformly random legal command.
    pub fn blunder_rate(self) -> f64 {
        match self {
            Level::Easy => 0.5,
            Level::Normal => 0.12,
            Level::Hard => 0.0,
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::parse(s).ok_or_else(|| format!("unknown bot level {s:?} (easy, normal or hard)"))
    }
}

#[cfg(test)]
mod tests {
    use super::Level;

    #[test]
    fn levels_round_trip_through_their_wire_names() {
        for l in Level::ALL {
            assert_eq!(Level::parse(l.as_str()), Some(l));
            assert_eq!(
                serde_json::to_value(l).ok(),
                Some(serde_json::json!(l.as_str()))
            );
        }
        assert_eq!(Level::default(), Level::Normal);
        assert!("expert".parse::<Level>().is_err());
    }
}
