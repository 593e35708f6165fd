//! Views built in parts, so that what several viewers see alike is built, written and diffed
//! once per update instead of once per viewer.
//!
//! A [`ViewParts`] is one viewer's view as a list of JSON texts, each with the place it takes
//! in the view's root object ([`Slot`]). Parts that viewers see alike are the same
//! `Arc<str>`: [`HostedGame::view_parts`](crate::HostedGame::view_parts) builds the views of
//! all the viewers of an update at once and hands each the shared parts. The engine decides
//! what is shared (a Dungeon Lords seat's board, for instance, is one text for its owner and
//! one for everybody else), and `protocol/tests/fast_paths.rs` checks that every viewer's
//! parts put together are exactly its own view.
//!
//! [`diff_parts`] diffs two views of one viewer part by part: a part whose text did not change
//! costs one comparison (usually of two pointers), and the operations of a changed part are
//! computed once per update for all the viewers that had and have the same texts
//! ([`PartDiffs`]).

use std::sync::Arc;

use crate::patch;

/// Where a part goes in the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The whole view (any JSON text); the view's only part.
    Whole,
    /// A JSON object whose members are members of the view's root object.
    Members,
    /// Element `index` of the root member `key`, an array. The elements of a key come one
    /// after the other, from index 0.
    Element(&'static str, usize),
}

/// One viewer's view, in parts.
#[derive(Clone, Debug, Default)]
pub struct ViewParts {
    parts: Vec<(Slot, Arc<str>)>,
}

impl ViewParts {
    /// A view given whole.
    pub fn whole(text: String) -> ViewParts {
        ViewParts {
            parts: vec![(Slot::Whole, Arc::from(text))],
        }
    }

    /// Appends a part.
    pub fn push(&mut self, slot: Slot, text: Arc<str>) {
        self.parts.push((slot, text));
    }

    /// The parts, in order.
    pub fn parts(&self) -> &[(Slot, Arc<str>)] {
        &self.parts
    }

    /// The view as one JSON text.
    pub fn text(&self) -> String {
        if let [(Slot::Whole, text)] = self.parts.as_slice() {
            return text.to_string();
        }
        let mut out = String::with_capacity(self.parts.iter().map(|(_, t)| t.len() + 16).sum());
        out.push('{');
        let mut open: Option<&str> = None;
        let mut first = true;
        for (slot, text) in &self.parts {
            match slot {
                Slot::Element(key, index) if open == Some(*key) && *index > 0 => {
                    out.push(',');
                    out.push_str(text);
                    continue;
                }
                _ => {}
            }
            if open.take().is_some() {
                out.push(']');
            }
            match slot {
                Slot::Whole | Slot::Members => {
                    let inner = text
                        .trim()
                        .strip_prefix('{')
                        .and_then(|t| t.strip_suffix('}'))
                        .unwrap_or("")
                        .trim();
                    if inner.is_empty() {
                        continue;
                    }
                    if !first {
                        out.push(',');
                    }
                    out.push_str(inner);
                }
                Slot::Element(key, _) => {
                    if !first {
                        out.push(',');
                    }
                    out.push('"');
                    out.push_str(key);
                    out.push_str("\":[");
                    out.push_str(text);
                    open = Some(key);
                }
            }
            first = false;
        }
        if open.is_some() {
            out.push(']');
        }
        out.push('}');
        out
    }
}

/// The operations already computed in one update, by the pair of part texts they turn one
/// into the other; viewers with the same texts share them.
#[derive(Default)]
pub struct PartDiffs {
    done: Vec<(Arc<str>, Arc<str>, Option<String>)>,
}

impl PartDiffs {
    fn get(&mut self, slot: Slot, old: &Arc<str>, new: &Arc<str>) -> Option<&str> {
        let at = match self
            .done
            .iter()
            .position(|(a, b, _)| Arc::ptr_eq(a, old) && Arc::ptr_eq(b, new))
        {
            Some(at) => at,
            None => {
                let ops = patch::diff_part(slot, old, new);
                self.done.push((old.clone(), new.clone(), ops));
                self.done.len() - 1
            }
        };
        self.done.get(at).and_then(|(_, _, ops)| ops.as_deref())
    }
}

/// The RFC 6902 patch (JSON text) that turns `old` into `new`, two views of one viewer (`[]`
/// when nothing changed): part by part when both have the same places, else by
/// [`patch::diff_text`] of the whole texts. `diffs` keeps the operations of each changed part for the other viewers of the same
/// update.
pub fn diff_parts(old: &ViewParts, new: &ViewParts, diffs: &mut PartDiffs) -> String {
    let same_places = old.parts.len() == new.parts.len()
        && old
            .parts
            .iter()
            .zip(&new.parts)
            .all(|((s, _), (t, _))| s == t && *s != Slot::Whole);
    if !same_places {
        return match (old.parts.as_slice(), new.parts.as_slice()) {
            ([(Slot::Whole, a)], [(Slot::Whole, b)]) => patch::diff_text(a, b),
            _ => patch::diff_text(&old.text(), &new.text()),
        };
    }
    let mut out = String::from("[");
    for ((slot, a), (_, b)) in old.parts.iter().zip(&new.parts) {
        if Arc::ptr_eq(a, b) || a == b {
            continue;
        }
        match diffs.get(*slot, a, b) {
            Some("") => {}
            Some(ops) => {
                if out.len() > 1 {
                    out.push(',');
                }
                out.push_str(ops);
            }
            None => return patch::diff_text(&old.text(), &new.text()),
        }
    }
    out.push(']');
    out
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;

    fn parts(shared: &Arc<str>, boards: &[&Arc<str>], own: &str) -> ViewParts {
        let mut v = ViewParts::default();
        v.push(Slot::Members, shared.clone());
        for (i, b) in boards.iter().enumerate() {
            v.push(Slot::Element("players", i), (*b).clone());
        }
        v.push(Slot::Members, Arc::from(own));
        v
    }

    fn parse(text: &str) -> Value {
        serde_json::from_str(text).expect("JSON")
    }

    #[test]
    fn parts_put_together_make_one_object() {
        let shared: Arc<str> = Arc::from(r#"{"year":1,"inn":[{"id":"m1"}]}"#);
        let (a, b): (Arc<str>, Arc<str>) = (Arc::from(r#"{"gold":3}"#), Arc::from("[1,2]"));
        let view = parts(
            &shared,
            &[&a, &b],
            r#"{"viewer":"spectator","prompt":null}"#,
        );
        assert_eq!(
            parse(&view.text()),
            json!({"year": 1, "inn": [{"id": "m1"}], "players": [{"gold": 3}, [1, 2]],
                   "viewer": "spectator", "prompt": null})
        );
        // Empty member parts add nothing, not even a comma.
        let empty: Arc<str> = Arc::from("{}");
        let view = parts(&empty, &[&a], "{ }");
        assert_eq!(parse(&view.text()), json!({"players": [{"gold": 3}]}));
        assert_eq!(ViewParts::whole("null".into()).text(), "null");
    }

    #[test]
    fn a_changed_shared_part_is_diffed_once_for_every_viewer() {
        let old_shared: Arc<str> = Arc::from(r#"{"year":1,"phase":"orders"}"#);
        let new_shared: Arc<str> = Arc::from(r#"{"year":1,"phase":"execute"}"#);
        let board: Arc<str> = Arc::from(r#"{"gold":3}"#);
        let new_board: Arc<str> = Arc::from(r#"{"gold":4}"#);
        let mut diffs = PartDiffs::default();
        let old = parts(&old_shared, &[&board, &board], r#"{"viewer":0}"#);
        let new = parts(&new_shared, &[&board, &new_board], r#"{"viewer":0}"#);
        let first = diff_parts(&old, &new, &mut diffs);
        assert_eq!(
            parse(&first),
            json!([{"op": "replace", "path": "/phase", "value": "execute"},
                   {"op": "replace", "path": "/players/1/gold", "value": 4}])
        );
        let other = diff_parts(
            &parts(&old_shared, &[&board, &board], r#"{"viewer":1}"#),
            &parts(&new_shared, &[&board, &new_board], r#"{"viewer":1}"#),
            &mut diffs,
        );
        assert_eq!(first, other);
        assert_eq!(diffs.done.len(), 2, "one diff per changed shared part");
        // Applied, the patch gives the new view.
        let mut doc = parse(&old.text());
        crate::patch::apply(&mut doc, &parse(&first)).expect("applies");
        assert_eq!(doc, parse(&new.text()));
    }

    #[test]
    fn an_unchanged_view_gives_an_empty_patch() {
        let shared: Arc<str> = Arc::from(r#"{"year":1}"#);
        let board: Arc<str> = Arc::from(r#"{"gold":3}"#);
        let a = parts(&shared, &[&board], r#"{"viewer":0}"#);
        let b = parts(&shared, &[&board], r#"{"viewer":0}"#);
        assert_eq!(diff_parts(&a, &b, &mut PartDiffs::default()), "[]");
        let whole = ViewParts::whole(r#"{"year":1}"#.into());
        assert_eq!(
            diff_parts(&whole, &whole.clone(), &mut PartDiffs::default()),
            "[]"
        );
    }

    #[test]
    fn members_are_never_replaced_as_a_root() {
        // Every member changes: the operations are longer than the text, but the root holds
        // other parts, so each member is replaced on its own.
        let old = parts(&Arc::from(r#"{"a":1,"b":2}"#), &[], r#"{"c":3}"#);
        let new = parts(
            &Arc::from(r#"{"a":[5,6,7],"b":{"x":1}}"#),
            &[],
            r#"{"c":3}"#,
        );
        let patch = diff_parts(&old, &new, &mut PartDiffs::default());
        let mut doc = parse(&old.text());
        crate::patch::apply(&mut doc, &parse(&patch)).expect("applies");
        assert_eq!(doc, parse(&new.text()));
        assert!(!patch.contains(r#""path":"""#), "{patch}");
    }

    #[test]
    fn views_with_other_places_are_diffed_whole() {
        let board: Arc<str> = Arc::from(r#"{"gold":3}"#);
        let shared: Arc<str> = Arc::from(r#"{"year":1}"#);
        let two = parts(&shared, &[&board, &board], "{}");
        let three = parts(&shared, &[&board, &board, &board], "{}");
        let patch = diff_parts(&two, &three, &mut PartDiffs::default());
        let mut doc = parse(&two.text());
        crate::patch::apply(&mut doc, &parse(&patch)).expect("applies");
        assert_eq!(doc, parse(&three.text()));
        let whole = ViewParts::whole(r#"{"year":2}"#.into());
        let patch = diff_parts(&two, &whole, &mut PartDiffs::default());
        let mut doc = parse(&two.text());
        crate::patch::apply(&mut doc, &parse(&patch)).expect("applies");
        assert_eq!(doc, json!({"year": 2}));
    }
}
