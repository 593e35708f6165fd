//! A face-up card as every view names it: the `CardView` type and the wire id (`m12`) built
//! without `format!`.

use serde::Serialize;

/// A face-up card, named by its instance id (`t17`: trap 17; `m5`, `r3`, `a12`, `c2`, `s1`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardView {
    /// Instance id, unique in this game.
    pub id: String,
    /// Catalog id of its kind, e.g. `goblin`.
    pub def: String,
    /// Display name.
    pub name: String,
}

/// A card's wire id, a letter then the instance number (`m12`). Built by hand: views build
/// dozens of these per seat per command, and `format!` cost several times more.
pub(super) fn card_id(prefix: u8, id: u16) -> String {
    let mut digits = [0u8; 5];
    let mut n = id;
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let mut s = String::with_capacity(1 + digits.len() - i);
    s.push(char::from(prefix));
    for &d in &digits[i..] {
        s.push(char::from(d));
    }
    s
}

#[cfg(test)]
mod card_id_tests {
    #[test]
    fn card_ids_match_the_formatted_form() {
        for id in [0u16, 7, 10, 99, 100, 12_345, u16::MAX] {
            assert_eq!(super::card_id(b'm', id), format!("m{id}"));
        }
    }
}
