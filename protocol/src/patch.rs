//! Per-viewer view diffs as JSON Patch (RFC 6902), computed from JSON text.
//!
//! The server keeps, for each viewer with a socket, the view it last sent, and sends the next
//! view as the difference between those two views of that same viewer (part by part, see
//! [`crate::parts`]). Nothing but that viewer's own views goes in, so a patch can only carry
//! what the viewer's full view would have shown it.
//!
//! [`diff_text`] (and `diff_part`, for one part of a view) walks both texts structurally without building a `serde_json::Value`: equal
//! sub-texts are skipped with one comparison, objects are matched key by key, arrays element by
//! element (with a common prefix and suffix, so an insertion or removal is one operation), and a
//! container whose operations would be longer than its new text is replaced whole. It emits only
//! `add`, `remove` and `replace`. [`apply`] applies such a patch to a `Value` (the load generator
//! and the tests use it; the browser client has its own applier in `web-client/js/patch.js`).

use serde_json::Value;

/// Why a patch could not be applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad patch: {0}")]
pub struct PatchError(pub String);

/// The RFC 6902 patch that turns the JSON document `old` into `new`, as the text of a JSON
/// array (`[]` when they are equal). Both must be JSON texts (serde_json's output); anything
/// the walk does not understand is replaced whole, so the patch is always correct.
pub fn diff_text(old: &str, new: &str) -> String {
    let (old, new) = (old.trim(), new.trim());
    if old == new {
        return "[]".to_owned();
    }
    diff_with(old, new, &Table::of(old), &Table::of(new))
}

/// The operations (without the enclosing brackets; empty when there are none) that turn the
/// part text `old` into `new` where `slot` puts them in a view (see [`crate::parts`]), or
/// `None` when a `Members` part is not a JSON object.
pub(crate) fn diff_part(slot: crate::parts::Slot, old: &str, new: &str) -> Option<String> {
    use crate::parts::Slot;
    let (old, new) = (old.trim(), new.trim());
    let (old_table, new_table) = (Table::of(old), Table::of(new));
    let jumps = Jumps {
        tables: [&old_table, &new_table],
    };
    let mut out = String::from("[");
    let mut path = String::new();
    match slot {
        Slot::Whole => diff_value(old, new, &jumps, &mut path, &mut out),
        // The members of the root: never replace the root, which holds other parts too.
        Slot::Members => {
            let objects = old.starts_with('{') && new.starts_with('{');
            if !objects || !diff_object(old, new, &jumps, &mut path, &mut out) {
                return None;
            }
        }
        Slot::Element(key, index) => {
            push_key(&mut path, key);
            push_index(&mut path, index);
            diff_value(old, new, &jumps, &mut path, &mut out);
        }
    }
    out.remove(0);
    Some(out)
}

fn diff_with(old: &str, new: &str, old_table: &Table, new_table: &Table) -> String {
    let mut out = String::with_capacity(64);
    out.push('[');
    let mut path = String::new();
    let jumps = Jumps {
        tables: [old_table, new_table],
    };
    diff_value(old, new, &jumps, &mut path, &mut out);
    out.push(']');
    out
}

/// Where each container of a text ends, found in one scan, so that the walk never scans a
/// container twice (it looks at a nested value once per level otherwise). Only the containers
/// are listed (a few hundred in a view), by their first byte, so looking one up is a binary
/// search.
#[derive(Debug)]
struct Table {
    /// Address of the text's first byte.
    base: usize,
    /// Length of the text.
    len: usize,
    /// Offsets of the `{` and `[` of the text, ascending.
    starts: Vec<u32>,
    /// For each entry of `starts`: the offset just past its closing bracket (0 if unclosed).
    ends: Vec<u32>,
}

impl Table {
    fn of(text: &str) -> Table {
        let b = text.as_bytes();
        let mut table = Table {
            base: text.as_ptr() as usize,
            len: 0,
            starts: Vec::new(),
            ends: Vec::new(),
        };
        // Offsets are kept as u32; a text too long for that is scanned without the table.
        if b.len() >= u32::MAX as usize {
            return table;
        }
        table.len = b.len();
        let mut stack: Vec<usize> = Vec::with_capacity(16);
        let mut i = 0;
        while let Some(&c) = b.get(i) {
            match c {
                b'"' => {
                    i = string_end(b, i).unwrap_or(b.len());
                    continue;
                }
                b'{' | b'[' => {
                    stack.push(table.starts.len());
                    table.starts.push(u32::try_from(i).unwrap_or(0));
                    table.ends.push(0);
                }
                b'}' | b']' => {
                    if let Some(e) = stack.pop().and_then(|k| table.ends.get_mut(k)) {
                        *e = u32::try_from(i + 1).unwrap_or(0);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        table
    }

    /// The end of the container whose opening bracket is at offset `off`, if known.
    fn end_at(&self, off: usize) -> Option<usize> {
        if off >= self.len {
            return None;
        }
        let k = self.starts.binary_search(&u32::try_from(off).ok()?).ok()?;
        let end = *self.ends.get(k)? as usize;
        (end > off).then_some(end)
    }
}

/// The tables of both texts of a diff.
struct Jumps<'t> {
    tables: [&'t Table; 2],
}

impl Jumps<'_> {
    /// The end of the container starting at byte `i` of `b` (a slice of one of the texts),
    /// relative to `b`, when the tables know it.
    fn end(&self, b: &[u8], i: usize) -> Option<usize> {
        let at = b.as_ptr() as usize + i;
        self.tables.iter().find_map(|t| {
            let off = at.checked_sub(t.base)?;
            let end = t.end_at(off)?;
            Some(end - off + i)
        })
    }
}

/// Appends the operations for one value (at `path`) to `out`.
fn diff_value(old: &str, new: &str, jumps: &Jumps, path: &mut String, out: &mut String) {
    if old == new {
        return;
    }
    let start = out.len();
    let structural = match (old.as_bytes().first(), new.as_bytes().first()) {
        (Some(b'{'), Some(b'{')) => diff_object(old, new, jumps, path, out),
        (Some(b'['), Some(b'[')) => diff_array(old, new, jumps, path, out),
        _ => false,
    };
    // Replace whole when the walk failed, or when its operations cost more than the value.
    if !structural || out.len() - start > new.len() + path.len() + 32 {
        out.truncate(start);
        push_op(out, "replace", path, Some(new));
    }
}

fn diff_object(old: &str, new: &str, jumps: &Jumps, path: &mut String, out: &mut String) -> bool {
    let (Some(olds), Some(news)) = (members(old, jumps), members(new, jumps)) else {
        return false;
    };
    let base = path.len();
    for (key, _) in &olds {
        if !news.iter().any(|(k, _)| k == key) {
            push_key(path, key);
            push_op(out, "remove", path, None);
            path.truncate(base);
        }
    }
    // Keys usually come in the same order: look from where the last match was.
    let mut hint = 0;
    for (key, value) in &news {
        let found = (hint..olds.len())
            .chain(0..hint)
            .find(|&i| olds.get(i).is_some_and(|(k, _)| k == key));
        push_key(path, key);
        match found.and_then(|i| olds.get(i).map(|(_, v)| (i, *v))) {
            Some((i, old_value)) => {
                hint = i + 1;
                diff_value(old_value, value, jumps, path, out);
            }
            None => push_op(out, "add", path, Some(value)),
        }
        path.truncate(base);
    }
    true
}

fn diff_array(old: &str, new: &str, jumps: &Jumps, path: &mut String, out: &mut String) -> bool {
    let (Some(olds), Some(news)) = (elements(old, jumps), elements(new, jumps)) else {
        return false;
    };
    let common = olds.len().min(news.len());
    let prefix = olds.iter().zip(&news).take_while(|(a, b)| a == b).count();
    let suffix = olds
        .iter()
        .rev()
        .zip(news.iter().rev())
        .take(common - prefix)
        .take_while(|(a, b)| a == b)
        .count();
    let (old_mid, new_mid) = (
        &olds[prefix..olds.len() - suffix],
        &news[prefix..news.len() - suffix],
    );
    let base = path.len();
    let paired = old_mid.len().min(new_mid.len());
    for (i, (a, b)) in old_mid.iter().zip(new_mid).enumerate() {
        push_index(path, prefix + i);
        diff_value(a, b, jumps, path, out);
        path.truncate(base);
    }
    for (i, b) in new_mid.iter().enumerate().skip(paired) {
        push_index(path, prefix + i);
        push_op(out, "add", path, Some(b));
        path.truncate(base);
    }
    for _ in paired..old_mid.len() {
        push_index(path, prefix + paired);
        push_op(out, "remove", path, None);
        path.truncate(base);
    }
    true
}

/// Appends one operation; `path` is a JSON Pointer already escaped for a JSON string.
fn push_op(out: &mut String, op: &str, path: &str, value: Option<&str>) {
    if !out.ends_with('[') {
        out.push(',');
    }
    out.push_str(r#"{"op":""#);
    out.push_str(op);
    out.push_str(r#"","path":""#);
    out.push_str(path);
    out.push('"');
    if let Some(v) = value {
        out.push_str(r#","value":"#);
        out.push_str(v);
    }
    out.push('}');
}

fn push_index(path: &mut String, i: usize) {
    path.push('/');
    path.push_str(&i.to_string());
}

/// Appends `/key` to a pointer. `raw` is the key as it stands in the JSON text (between the
/// quotes, still escaped); the pointer escapes `~` and `/` (RFC 6901) and the result stays
/// escaped for a JSON string.
fn push_key(path: &mut String, raw: &str) {
    path.push('/');
    if !raw.contains(['\\', '~', '/']) {
        path.push_str(raw);
        return;
    }
    let key: String = serde_json::from_str(&format!("\"{raw}\"")).unwrap_or_default();
    let token = key.replace('~', "~0").replace('/', "~1");
    let quoted = serde_json::to_string(&token).unwrap_or_default();
    path.push_str(quoted.get(1..quoted.len().saturating_sub(1)).unwrap_or(""));
}

/// Skips whitespace from `i`.
fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

/// The end (exclusive) of the JSON value that starts at `i`, or `None` if the text is not
/// JSON there.
fn value_end(b: &[u8], i: usize, jumps: &Jumps) -> Option<usize> {
    match *b.get(i)? {
        b'"' => string_end(b, i),
        b'{' | b'[' if jumps.end(b, i).is_some() => jumps.end(b, i),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut j = i;
            loop {
                match *b.get(j)? {
                    b'"' => {
                        j = string_end(b, j)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(j + 1);
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
        }
        _ => {
            let mut j = i;
            while b
                .get(j)
                .is_some_and(|c| !matches!(c, b',' | b'}' | b']') && !c.is_ascii_whitespace())
            {
                j += 1;
            }
            (j > i).then_some(j)
        }
    }
}

/// The end (exclusive, after the closing quote) of the string starting at `i`.
fn string_end(b: &[u8], i: usize) -> Option<usize> {
    let mut j = i + 1;
    loop {
        match *b.get(j)? {
            b'\\' => j += 2,
            b'"' => return Some(j + 1),
            _ => j += 1,
        }
    }
}

/// Splits the text of a container (`open` … `close`) into its items, each parsed by `item`
/// starting at the given offset and returning its end.
fn split<'a, T>(
    text: &'a str,
    open: u8,
    close: u8,
    mut item: impl FnMut(&'a str, usize) -> Option<(T, usize)>,
) -> Option<Vec<T>> {
    let b = text.as_bytes();
    if b.first() != Some(&open) {
        return None;
    }
    let mut items = Vec::new();
    let mut i = skip_ws(b, 1);
    if b.get(i) == Some(&close) {
        return (skip_ws(b, i + 1) == b.len()).then_some(items);
    }
    loop {
        let (it, end) = item(text, i)?;
        items.push(it);
        i = skip_ws(b, end);
        match *b.get(i)? {
            b',' => i = skip_ws(b, i + 1),
            c if c == close => return (skip_ws(b, i + 1) == b.len()).then_some(items),
            _ => return None,
        }
    }
}

/// An object's members: (raw key without quotes, value text).
fn members<'a>(text: &'a str, jumps: &Jumps) -> Option<Vec<(&'a str, &'a str)>> {
    split(text, b'{', b'}', |t, i| {
        let b = t.as_bytes();
        let key_end = string_end(b, i).filter(|_| b.get(i) == Some(&b'"'))?;
        let colon = skip_ws(b, key_end);
        if b.get(colon) != Some(&b':') {
            return None;
        }
        let start = skip_ws(b, colon + 1);
        let end = value_end(b, start, jumps)?;
        Some(((t.get(i + 1..key_end - 1)?, t.get(start..end)?), end))
    })
}

/// An array's elements, as texts.
fn elements<'a>(text: &'a str, jumps: &Jumps) -> Option<Vec<&'a str>> {
    split(text, b'[', b']', |t, i| {
        let end = value_end(t.as_bytes(), i, jumps)?;
        Some((t.get(i..end)?, end))
    })
}

/// Applies an RFC 6902 patch (a JSON array of operations) to `doc`. Supports `add`, `remove`,
/// `replace`, `move`, `copy` and `test`. On error `doc` may be partly patched.
///
/// # Errors
/// A [`PatchError`] when the patch is not an array of operations or an operation does not fit
/// the document.
pub fn apply(doc: &mut Value, patch: &Value) -> Result<(), PatchError> {
    let ops = patch
        .as_array()
        .ok_or_else(|| PatchError("a patch is an array".into()))?;
    for op in ops {
        let kind = op.get("op").and_then(Value::as_str).unwrap_or("");
        let path = op
            .get("path")
            .and_then(Value::as_str)
            .ok_or_else(|| PatchError("an operation without a path".into()))?;
        let value = || {
            op.get("value")
                .cloned()
                .ok_or_else(|| PatchError(format!("{kind} without a value")))
        };
        let from = || {
            op.get("from")
                .and_then(Value::as_str)
                .ok_or_else(|| PatchError(format!("{kind} without from")))
        };
        match kind {
            "add" => add(doc, path, value()?)?,
            "remove" => {
                remove(doc, path)?;
            }
            "replace" => {
                let target = pointer_mut(doc, path)?;
                *target = value()?;
            }
            "move" => {
                let v = remove(doc, from()?)?;
                add(doc, path, v)?;
            }
            "copy" => {
                let v = doc
                    .pointer(from()?)
                    .cloned()
                    .ok_or_else(|| PatchError("copy from nowhere".into()))?;
                add(doc, path, v)?;
            }
            "test" => {
                if doc.pointer(path) != Some(&value()?) {
                    return Err(PatchError(format!("test failed at {path}")));
                }
            }
            other => return Err(PatchError(format!("unknown op {other:?}"))),
        }
    }
    Ok(())
}

fn pointer_mut<'a>(doc: &'a mut Value, path: &str) -> Result<&'a mut Value, PatchError> {
    doc.pointer_mut(path)
        .ok_or_else(|| PatchError(format!("no value at {path}")))
}

/// Splits a pointer into its parent pointer and its last token (unescaped).
fn parent(path: &str) -> Result<(&str, String), PatchError> {
    let slash = path
        .rfind('/')
        .ok_or_else(|| PatchError(format!("bad pointer {path:?}")))?;
    let token = path
        .get(slash + 1..)
        .unwrap_or("")
        .replace("~1", "/")
        .replace("~0", "~");
    Ok((path.get(..slash).unwrap_or(""), token))
}

fn add(doc: &mut Value, path: &str, value: Value) -> Result<(), PatchError> {
    if path.is_empty() {
        *doc = value;
        return Ok(());
    }
    let (parent_path, token) = parent(path)?;
    match pointer_mut(doc, parent_path)? {
        Value::Object(map) => {
            map.insert(token, value);
            Ok(())
        }
        Value::Array(items) => {
            let at = if token == "-" {
                items.len()
            } else {
                index(&token, items.len() + 1)?
            };
            items.insert(at, value);
            Ok(())
        }
        _ => Err(PatchError(format!("add under a scalar at {path}"))),
    }
}

fn remove(doc: &mut Value, path: &str) -> Result<Value, PatchError> {
    let (parent_path, token) = parent(path)?;
    match pointer_mut(doc, parent_path)? {
        Value::Object(map) => map
            .remove(&token)
            .ok_or_else(|| PatchError(format!("nothing to remove at {path}"))),
        Value::Array(items) => {
            let at = index(&token, items.len())?;
            Ok(items.remove(at))
        }
        _ => Err(PatchError(format!("remove under a scalar at {path}"))),
    }
}

/// An array index token below `bound`.
fn index(token: &str, bound: usize) -> Result<usize, PatchError> {
    let ok = !token.is_empty()
        && token.bytes().all(|c| c.is_ascii_digit())
        && (token == "0" || !token.starts_with('0'));
    token
        .parse::<usize>()
        .ok()
        .filter(|&i| ok && i < bound)
        .ok_or_else(|| PatchError(format!("bad array index {token:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn check(old: Value, new: Value) -> Value {
        let patch_text = diff_text(&old.to_string(), &new.to_string());
        let patch: Value = serde_json::from_str(&patch_text).expect("the patch is JSON");
        let mut doc = old;
        apply(&mut doc, &patch).expect("the patch applies");
        assert_eq!(doc, new, "patch {patch_text}");
        patch
    }

    #[test]
    fn equal_documents_give_an_empty_patch() {
        assert_eq!(check(json!({"a": [1, 2]}), json!({"a": [1, 2]})), json!([]));
    }

    #[test]
    fn a_changed_leaf_is_one_replace() {
        let old = json!({"players": [{"gold": 3, "name": "Ann"}, {"gold": 1, "name": "Bob"}]});
        let new = json!({"players": [{"gold": 3, "name": "Ann"}, {"gold": 2, "name": "Bob"}]});
        assert_eq!(
            check(old, new),
            json!([{"op": "replace", "path": "/players/1/gold", "value": 2}])
        );
    }

    #[test]
    fn keys_come_and_go() {
        check(json!({"a": 1, "b": 2}), json!({"b": 2, "c": {"d": null}}));
        check(json!({}), json!({"x": []}));
        check(json!({"x": []}), json!({}));
    }

    #[test]
    fn array_insertions_and_removals() {
        check(json!([1, 2, 3]), json!([1, 9, 2, 3]));
        check(json!([1, 2, 3]), json!([1, 3]));
        check(json!([1, 2, 3]), json!([]));
        check(json!([]), json!([{"a": 1}]));
        check(json!([1, 2, 3, 4]), json!([5, 2, 6]));
        check(json!([[1, 2], [3]]), json!([[1], [3, 4], 5]));
        let p = check(json!([1, 2, 3]), json!([1, 2, 3, 4]));
        assert_eq!(p, json!([{"op": "add", "path": "/3", "value": 4}]));
    }

    #[test]
    fn types_change_and_the_root_is_replaced() {
        check(json!({"a": 1}), json!([1]));
        check(json!(null), json!({"a": 1}));
        check(json!({"a": {"b": 1}}), json!({"a": "s"}));
        check(json!("x"), json!("y"));
    }

    #[test]
    fn keys_needing_escapes() {
        check(
            json!({"a/b": 1, "c~d": 2, "e\"f": 3, "g\\h": {"é": 1}}),
            json!({"a/b": 2, "c~d": 3, "e\"f": 4, "g\\h": {"é": 2}}),
        );
    }

    #[test]
    fn strings_with_brackets_and_quotes() {
        check(
            json!({"t": "a ] } , \" [ {", "u": ["]", "}"]}),
            json!({"t": "b ] } , \" [ {", "u": ["]", "}", "\\"]}),
        );
    }

    #[test]
    fn big_rewrites_become_one_replace() {
        let old = json!({"list": [1, 2, 3, 4, 5, 6, 7, 8]});
        let new = json!({"list": [9, 10, 11, 12, 13, 14, 15, 16]});
        assert_eq!(
            check(old, new.clone()),
            json!([{"op": "replace", "path": "/list", "value": new["list"]}])
        );
    }

    #[test]
    fn whitespace_is_tolerated() {
        let patch = diff_text("{ \"a\" : [ 1 , 2 ] }", "{\"a\":[1,3]}");
        let patch: Value = serde_json::from_str(&patch).expect("json");
        let mut doc = json!({"a": [1, 2]});
        apply(&mut doc, &patch).expect("applies");
        assert_eq!(doc, json!({"a": [1, 3]}));
    }

    #[test]
    fn apply_refuses_bad_patches() {
        let mut doc = json!({"a": [1]});
        assert!(apply(&mut doc, &json!({})).is_err());
        assert!(apply(&mut doc, &json!([{"op": "remove", "path": "/b"}])).is_err());
        assert!(apply(
            &mut doc,
            &json!([{"op": "add", "path": "/a/5", "value": 1}])
        )
        .is_err());
        assert!(apply(
            &mut doc,
            &json!([{"op": "add", "path": "/a/01", "value": 1}])
        )
        .is_err());
        assert!(apply(&mut doc, &json!([{"op": "frob", "path": "/a"}])).is_err());
        assert!(apply(
            &mut doc,
            &json!([{"op": "replace", "path": "/zz", "value": 1}])
        )
        .is_err());
    }
}
