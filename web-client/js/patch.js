// JSON Patch (RFC 6902) for the views the server sends as `patch` messages
// (protocol/README.md). The server emits add, remove and replace; move, copy and test are
// applied too. `applyPatch` returns the new document, or throws when an operation does not fit
// (the caller then asks for the whole view again).

function unescapeToken(t) {
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}

function tokens(path) {
  if (path === '') return [];
  if (path[0] !== '/') throw new Error(`bad pointer ${path}`);
  return path.slice(1).split('/').map(unescapeToken);
}

function arrayIndex(token, bound) {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`bad index ${token}`);
  const i = Number(token);
  if (i >= bound) throw new Error(`index ${token} out of range`);
  return i;
}

function hasKey(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function get(doc, toks) {
  let cur = doc;
  for (const t of toks) {
    if (Array.isArray(cur)) cur = cur[arrayIndex(t, cur.length)];
    else if (cur !== null && typeof cur === 'object' && hasKey(cur, t)) cur = cur[t];
    else throw new Error(`no value at /${toks.join('/')}`);
  }
  return cur;
}

function add(doc, toks, value) {
  if (!toks.length) return value;
  const parent = get(doc, toks.slice(0, -1));
  const last = toks[toks.length - 1];
  if (Array.isArray(parent)) {
    const i = last === '-' ? parent.length : arrayIndex(last, parent.length + 1);
    parent.splice(i, 0, value);
  } else if (parent !== null && typeof parent === 'object') {
    parent[last] = value;
  } else {
    throw new Error('add under a scalar');
  }
  return doc;
}

function remove(doc, toks) {
  if (!toks.length) throw new Error('cannot remove the root');
  const parent = get(doc, toks.slice(0, -1));
  const last = toks[toks.length - 1];
  if (Array.isArray(parent)) return parent.splice(arrayIndex(last, parent.length), 1)[0];
  if (parent !== null && typeof parent === 'object' && hasKey(parent, last)) {
    const v = parent[last];
    delete parent[last];
    return v;
  }
  throw new Error('nothing to remove');
}

function replace(doc, toks, value) {
  if (!toks.length) return value;
  const parent = get(doc, toks.slice(0, -1));
  const last = toks[toks.length - 1];
  if (Array.isArray(parent)) parent[arrayIndex(last, parent.length)] = value;
  else if (parent !== null && typeof parent === 'object' && hasKey(parent, last)) parent[last] = value;
  else throw new Error('nothing to replace');
  return doc;
}

const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

/**
 * Applies `ops` to `doc` (changed in place where possible) and returns the new document. The
 * operations' values are used as they are (a freshly parsed message owns them).
 */
export function applyPatch(doc, ops) {
  if (!Array.isArray(ops)) throw new Error('a patch is an array');
  for (const op of ops) {
    const toks = tokens(op.path);
    switch (op.op) {
      case 'add': doc = add(doc, toks, op.value); break;
      case 'remove': remove(doc, toks); break;
      case 'replace': doc = replace(doc, toks, op.value); break;
      case 'move': { const v = remove(doc, tokens(op.from)); doc = add(doc, toks, v); break; }
      case 'copy': doc = add(doc, toks, clone(get(doc, tokens(op.from)))); break;
      case 'test':
        if (JSON.stringify(get(doc, toks)) !== JSON.stringify(op.value)) throw new Error('test failed');
        break;
      default: throw new Error(`unknown op ${op.op}`);
    }
  }
  return doc;
}

/**
 * The part of the view a pointer's tokens fall in: a top-level key ("slots", "prompt"), one
 * seat of `players` ("players/2"), or "*" for the whole view. Adding or removing a whole seat
 * moves the others: that is "players".
 */
export function partOf(toks, op) {
  if (!toks.length) return '*';
  if (toks[0] !== 'players' || toks.length < 2) return toks[0];
  if (toks.length === 2 && op !== 'replace') return 'players';
  return `players/${toks[1]}`;
}

/**
 * Applies `ops` without changing `doc`: every object or array on the way to a changed value is
 * copied once (shallowly), everything else is shared with `doc`. Returns the new document and the
 * parts of it the operations touched (`partOf`), so the caller knows what changed without
 * comparing whole views, and an unchanged part is the very same object as before.
 */
export function applyPatchShared(doc, ops) {
  if (!Array.isArray(ops)) throw new Error('a patch is an array');
  const fresh = new WeakSet();
  const parts = new Set();
  const own = (v) => {
    if (v === null || typeof v !== 'object' || fresh.has(v)) return v;
    const c = Array.isArray(v) ? v.slice() : { ...v };
    fresh.add(c);
    return c;
  };
  // Copies the root and the containers down to the parent of `toks`; returns the new root.
  const writable = (root, toks) => {
    root = own(root);
    let cur = root;
    for (let i = 0; i < toks.length - 1; i++) {
      const tk = toks[i];
      let key;
      if (Array.isArray(cur)) key = arrayIndex(tk, cur.length);
      else if (cur !== null && typeof cur === 'object' && hasKey(cur, tk)) key = tk;
      else throw new Error(`no value at /${toks.slice(0, i + 1).join('/')}`);
      cur[key] = own(cur[key]);
      cur = cur[key];
    }
    return root;
  };
  for (const op of ops) {
    const toks = tokens(op.path);
    parts.add(partOf(toks, op.op));
    switch (op.op) {
      case 'add': doc = toks.length ? add(writable(doc, toks), toks, op.value) : op.value; break;
      case 'remove': if (!toks.length) throw new Error('cannot remove the root'); doc = writable(doc, toks); remove(doc, toks); break;
      case 'replace': doc = toks.length ? replace(writable(doc, toks), toks, op.value) : op.value; break;
      case 'move': {
        const from = tokens(op.from);
        if (!from.length) throw new Error('cannot move the root');
        parts.add(partOf(from, 'remove'));
        doc = writable(doc, from);
        const v = remove(doc, from);
        doc = toks.length ? add(writable(doc, toks), toks, v) : v;
        break;
      }
      case 'copy': {
        const v = clone(get(doc, tokens(op.from)));
        doc = toks.length ? add(writable(doc, toks), toks, v) : v;
        break;
      }
      case 'test':
        if (JSON.stringify(get(doc, toks)) !== JSON.stringify(op.value)) throw new Error('test failed');
        break;
      default: throw new Error(`unknown op ${op.op}`);
    }
  }
  return { doc, parts };
}
