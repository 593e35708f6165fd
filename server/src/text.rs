//! Hygiene of the free text players type: display names and chat lines. Names refuse invisible,
//! format and bidirectional-control characters and must show something; chat loses its control
//! characters. Pure functions, no I/O.

use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

use crate::error::AppError;

/// Longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// Characters that render as nothing although their category is a letter, mark or symbol
/// (Unicode's Default_Ignorable_Code_Point set, outside the format category), plus the blank
/// Braille pattern that fonts draw empty.
fn is_ignorable(c: char) -> bool {
    matches!(c,
        '\u{034F}'                  // combining grapheme joiner
        | '\u{115F}' | '\u{1160}'   // Hangul choseong/jungseong fillers
        | '\u{17B4}' | '\u{17B5}'   // Khmer inherent vowels
        | '\u{180B}'..='\u{180F}'   // Mongolian free variation selectors and vowel separator
        | '\u{2800}'                // Braille pattern blank
        | '\u{3164}'                // Hangul filler
        | '\u{FE00}'..='\u{FE0F}'   // variation selectors
        | '\u{FFA0}'                // half-width Hangul filler
        | '\u{E0100}'..='\u{E01EF}' // variation selectors supplement
    )
}

/// Whether `c` may appear in a name: no controls, format characters (zero-width spaces and
/// joiners, bidirectional overrides and isolates, tags), separators other than the plain space,
/// private-use, unassigned or ignorable code points.
fn is_allowed_in_name(c: char) -> bool {
    if c == ' ' {
        return true;
    }
    if is_ignorable(c) {
        return false;
    }
    !matches!(
        c.general_category(),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::Surrogate
            | GeneralCategory::PrivateUse
            | GeneralCategory::Unassigned
            | GeneralCategory::SpaceSeparator
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    )
}

/// Whether `c` draws something on its own: a letter, digit, punctuation or symbol.
fn is_visible(c: char) -> bool {
    !is_ignorable(c)
        && matches!(
            c.general_category(),
            GeneralCategory::UppercaseLetter
                | GeneralCategory::LowercaseLetter
                | GeneralCategory::TitlecaseLetter
                | GeneralCategory::ModifierLetter
                | GeneralCategory::OtherLetter
                | GeneralCategory::DecimalNumber
                | GeneralCategory::LetterNumber
                | GeneralCategory::OtherNumber
                | GeneralCategory::ConnectorPunctuation
                | GeneralCategory::DashPunctuation
                | GeneralCategory::OpenPunctuation
                | GeneralCategory::ClosePunctuation
                | GeneralCategory::InitialPunctuation
                | GeneralCategory::FinalPunctuation
                | GeneralCategory::OtherPunctuation
                | GeneralCategory::MathSymbol
                | GeneralCategory::CurrencySymbol
                | GeneralCategory::ModifierSymbol
                | GeneralCategory::OtherSymbol
        )
}

/// Validates a display name: trimmed, 1 to 32 characters, at least one visible character, and
/// no control, format (zero-width, bidirectional), separator other than a plain space,
/// private-use or ignorable characters.
///
/// # Errors
/// `bad_name` naming what is wrong.
pub fn check_name(name: &str) -> Result<String, AppError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
        return Err(AppError::bad_request(
            "bad_name",
            "name must be 1 to 32 characters",
        ));
    }
    if let Some(c) = name.chars().find(|&c| !is_allowed_in_name(c)) {
        return Err(AppError::bad_request(
            "bad_name",
            format!(
                "name must not contain invisible, control or direction characters (found U+{:04X})",
                u32::from(c)
            ),
        ));
    }
    if !name.chars().any(is_visible) {
        return Err(AppError::bad_request(
            "bad_name",
            "name must contain a visible character",
        ));
    }
    Ok(name.to_owned())
}

/// A chat line without control characters (C0, DEL, C1) and bidirectional controls, trimmed.
/// Tabs and line breaks become spaces so a line stays one line.
pub fn clean_chat(line: &str) -> String {
    let cleaned: String = line
        .chars()
        .filter_map(|c| match c {
            '\t' | '\n' | '\r' => Some(' '),
            c if c.is_control() => None,
            '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' => None,
            c => Some(c),
        })
        .collect();
    cleaned.trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn refused(name: &str) {
        assert!(check_name(name).is_err(), "{name:?} was accepted");
    }

    #[track_caller]
    fn accepted(name: &str, want: &str) {
        assert_eq!(check_name(name).ok().as_deref(), Some(want), "{name:?}");
    }

    #[test]
    fn ordinary_names_in_any_script_are_accepted_and_trimmed() {
        accepted("  Ann ", "Ann");
        accepted("Jiří Novák", "Jiří Novák");
        accepted("Łukasz", "Łukasz");
        accepted("שרה", "שרה");
        accepted("李小龍", "李小龍");
        accepted("🐉 lord", "🐉 lord");
        accepted("e\u{301}", "e\u{301}");
    }

    #[test]
    fn names_of_only_invisible_characters_are_refused() {
        refused("\u{200B}\u{200B}");
        refused("\u{3164}");
        refused("\u{2800}\u{2800}");
        refused("\u{FE0F}");
        refused("\u{301}");
    }

    #[test]
    fn bidi_controls_and_zero_width_characters_are_refused_anywhere() {
        refused("Ann\u{202E}nimda");
        refused("\u{2067}Bob");
        refused("A\u{200D}B");
        refused("tag\u{E0041}");
        refused("a\u{00A0}b");
        refused("nul\u{0}");
        refused("line\nbreak");
    }

    #[test]
    fn too_long_names_are_refused() {
        refused(&"x".repeat(33));
        accepted(&"x".repeat(32), &"x".repeat(32));
    }

    #[test]
    fn chat_loses_control_and_direction_characters() {
        assert_eq!(
            clean_chat("hi\u{7}\u{1b}[31m there\u{202E}"),
            "hi[31m there"
        );
        assert_eq!(clean_chat("two\nlines\t"), "two lines");
        assert_eq!(clean_chat("\u{0}\u{85}"), "");
        assert_eq!(clean_chat("Příliš 🐉"), "Příliš 🐉");
    }
}
