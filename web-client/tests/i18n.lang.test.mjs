// Czech and Polish as the rulebooks write them (issue #36), checked on the Fluent files without a
// browser: `node --test web-client/tests/i18n.lang.test.mjs`.
//
// 1. Glossary: `locales/glossary.{cs,pl}.md` name one word per game concept and its rejected
//    synonyms; no message may use a rejected word in any inflected form (the patterns are word
//    prefixes, so `kobk*` catches kobka, kobky, kobku…). The printed names (`card-*`, `action-*`,
//    `game-*`) are what the rulebooks print and are not checked; Welcome to the Dungeon's messages
//    (`wt-*` and its lobby options) are checked against its own table, every other message
//    against the Dungeon Lords one.
// 2. Plural forms: in a message, a placeable of a number variable whose next word (in the same
//    text, after spaces only) is a counted word of the glossary must stand in a
//    variant of a select expression on that same variable. Which variables are numbers is known:
//    log events from their integer fields in engine/src/dungeon_lords/state/log.rs, card texts
//    from the number arguments of js/cards.js, other messages from the names the client uses for
//    numbers. A variable followed by "." is an ordinal ("3. kolo") and needs no plural. A glossary
//    word marked `never` (cs "zlata", pl "złota", "obrażeń") may not follow a number at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (p) => readFileSync(p, 'utf8');
// The files to check; DLO_LOCALES_DIR points the test at other copies (e.g. an older commit's).
const LOCALES = process.env.DLO_LOCALES_DIR || join(WEB, 'locales');

/** A pattern list "kobk*, kobek" as matchers on lower-case words. */
function patterns(cell) {
  return String(cell || '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)
    .map((p) => (p.endsWith('*') ? { p, test: (w) => w.startsWith(p.slice(0, -1)) } : { p, test: (w) => w === p }));
}

/** The glossary of `lang`: its tables by section, its allowed phrases, its other counted words. */
export function glossary(lang) {
  const md = read(join(WEB, 'locales', `glossary.${lang}.md`));
  const sections = {};
  let sec = null;
  let header = null;
  for (const line of md.split('\n')) {
    const h2 = line.match(/^## (.*)/);
    if (h2) { sec = h2[1].trim(); sections[sec] = { rows: [], items: [] }; header = null; continue; }
    if (!sec) continue;
    if (line.startsWith('- ')) { sections[sec].items.push(line.slice(2).trim()); continue; }
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells.every((c) => /^-+$/.test(c))) continue;
    if (!header) { header = cells; continue; }
    sections[sec].rows.push(Object.fromEntries(header.map((k, i) => [k, cells[i] ?? ''])));
  }
  const table = (name) => {
    const s = sections[name];
    assert.ok(s && s.rows.length, `glossary.${lang}.md has no "${name}" table`);
    return s.rows.map((r) => ({
      concept: r.concept, word: r.word, forms: patterns(r.forms), counted: r.counted, rejected: patterns(r.rejected),
    }));
  };
  const dl = table('Dungeon Lords');
  const wt = table('Welcome to the Dungeon');
  const other = (sections['Other counted words'] || { rows: [] }).rows.flatMap((r) => patterns(r.forms));
  const counted = (rows) => [...rows.filter((r) => r.counted === 'yes').flatMap((r) => r.forms), ...other];
  const never = (rows) => rows.filter((r) => r.counted === 'never').flatMap((r) => r.forms);
  return {
    dl, wt,
    allowed: (sections['Allowed phrases'] || { items: [] }).items.map((x) => x.split(' — ')[0].trim().toLowerCase()),
    counted: { dl: counted(dl), wt: counted([...wt, ...dl.filter((r) => !wt.some((w) => w.concept === r.concept))]) },
    never: { dl: never(dl), wt: never(wt) },
  };
}

/** The messages of `lang` as Fluent syntax trees, by id. */
export function messages(lang, dir = LOCALES) {
  const res = parse(read(join(dir, `${lang}.ftl`)), {});
  const out = new Map();
  for (const e of res.body) if (e.type === 'Message' && e.value) out.set(e.id.name, e);
  return out;
}

const isPrinted = (id) => /^(card|action|game)-/.test(id);

// Which variables of a message are numbers. Log events: the integer fields of their variant in
// engine/src/dungeon_lords/state/log.rs. Card texts: the number arguments of the generated facts
// in js/cards.js. Every other message: the names the client passes numbers under.
const UI_NUMBERS = new Set(['n', 'count', 'days', 'd', 'h', 'attempt', 'needed', 'step', 'left', 'hp', 'total', 'gold',
  'busy', 'year', 'round', 'printed', 'tiles', 'rounds', 'slot', 'bait', 'monsters', 'rooms', 'adventurers', 'traps',
  'discard']);
const ROOT = join(WEB, '..');
function logNumbers() {
  const src = read(join(ROOT, 'engine', 'src', 'dungeon_lords', 'state', 'log.rs'));
  const out = new Map();
  for (const m of src.matchAll(/^    ([A-Z][A-Za-z]+) \{([^}]*)\}/gm)) {
    const id = `log-${m[1].replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
    const nums = [...m[2].matchAll(/([a-z_]+): (?:u8|u16|u32|u64|usize|i8|i16|i32|i64)\b/g)].map((x) => x[1]);
    out.set(id, new Set(nums));
  }
  assert.ok(out.size >= 80, `too few log event variants found in state/log.rs (${out.size})`);
  return out;
}
function factNumbers() {
  const out = new Map();
  const walk = (f) => {
    if (Array.isArray(f) && typeof f[0] === 'string' && /^(ct|amt)-/.test(f[0])) {
      const set = out.get(f[0]) || new Set();
      for (const [k, v] of Object.entries(f[1] || {})) {
        if (typeof v === 'number') set.add(k);
        if (Array.isArray(v)) v.forEach(walk);
      }
      out.set(f[0], set);
    } else if (Array.isArray(f)) f.forEach(walk);
    else if (f && typeof f === 'object') Object.values(f).forEach(walk);
  };
  const cards = read(join(WEB, 'js', 'cards.js'));
  for (const m of cards.matchAll(/= (\{.*\});?$/gm)) walk(JSON.parse(m[1]));
  assert.ok(out.size >= 40, `too few card facts found in js/cards.js (${out.size})`);
  // Amounts the client words itself (js/decisions.js, js/log.js) always count with $n.
  for (const id of ['amt-food', 'amt-gold', 'amt-evil', 'amt-lose-evil', 'amt-imps', 'amt-trap-cards', 'amt-monsters',
    'amt-tunnels', 'amt-dead-letters', 'amt-bait']) out.set(id, new Set([...(out.get(id) || []), 'n']));
  return out;
}
const NUMBERS = new Map([...logNumbers(), ...factNumbers()]);
const numericVars = (id) => NUMBERS.get(id) || UI_NUMBERS;
// Welcome to the Dungeon's own messages: its log, table and lobby options.
const isWelcome = (id) => /^(wt-|create-forced-|create-three-wins|create-first-hero)/.test(id);
const words = (text) => text.toLowerCase().match(/\p{L}+/gu) || [];

/** Every text of a message (variants included), one string per TextElement run. */
function texts(node, out = []) {
  if (!node || typeof node !== 'object') return out;
  if (node.type === 'TextElement') out.push(node.value);
  for (const v of Object.values(node)) {
    if (Array.isArray(v)) v.forEach((x) => texts(x, out));
    else if (v && typeof v === 'object') texts(v, out);
  }
  return out;
}

/** The rejected words a message of `lang` uses: [{id, word, concept, use}]. */
export function rejectedUses(lang, dir = LOCALES) {
  const g = glossary(lang);
  const found = [];
  for (const [id, msg] of messages(lang, dir)) {
    if (isPrinted(id)) continue;
    const rows = isWelcome(id) ? g.wt : g.dl;
    let text = texts(msg.value).join(' ').toLowerCase();
    for (const a of g.allowed) text = text.split(a).join(' ');
    for (const w of words(text)) {
      for (const r of rows) {
        const hit = r.rejected.find((p) => p.test(w));
        if (hit) found.push({ id, word: w, concept: r.concept, use: r.word });
      }
    }
  }
  return found;
}

/**
 * The numbers a message of `lang` prints next to a counted word outside a plural selector on
 * that number, and the words marked `never` after a number: [{id, variable, words}].
 */
export function pluralProblems(lang, dir = LOCALES) {
  const g = glossary(lang);
  const found = [];
  for (const [id, msg] of messages(lang, dir)) {
    if (isPrinted(id)) continue;
    const game = isWelcome(id) ? 'wt' : 'dl';
    const counted = g.counted[game];
    const never = g.never[game];
    const numbers = numericVars(id);
    // Walks a pattern; `selected` is the set of variables a surrounding select expression is on.
    const walk = (pattern, selected) => {
      const els = pattern.elements;
      els.forEach((el, i) => {
        if (el.type === 'TextElement') {
          // A written number followed by a `never` word ("3 zlata").
          for (const m of el.value.toLowerCase().matchAll(/\d+\s+(\p{L}+)/gu)) {
            if (never.some((p) => p.test(m[1]))) found.push({ id, variable: m[0].split(/\s/)[0], words: m[1] });
          }
          return;
        }
        const ex = el.expression;
        if (ex.type === 'SelectExpression') {
          const on = ex.selector.type === 'VariableReference' ? ex.selector.id.name : null;
          const inner = on ? new Set([...selected, on]) : selected;
          for (const v of ex.variants) walk(v.value, inner);
          return;
        }
        if (ex.type !== 'VariableReference') return;
        const name = ex.id.name;
        if (!numbers.has(name)) return;
        const next = els[i + 1];
        if (!next || next.type !== 'TextElement') return;
        // The word right after the number, after spaces only ("3 zlaťáky"; the counted lists hold
        // the adjectives too: "5 nepříjemných dopisů"); "3." is an ordinal, and "3 · Místnosti"
        // or "3, …" end the phrase.
        const m = next.value.match(/^\s+(\p{L}+)/u);
        if (!m) return;
        const w = m[1].toLowerCase();
        if (never.some((p) => p.test(w))) found.push({ id, variable: `$${name}`, words: w });
        else if (!selected.has(name) && counted.some((p) => p.test(w))) found.push({ id, variable: `$${name}`, words: w });
      });
    };
    walk(msg.value, new Set());
  }
  return found;
}

for (const lang of ['cs', 'pl']) {
  test(`glossary.${lang}.md lists every concept with its word and what it rejects`, () => {
    const g = glossary(lang);
    assert.ok(g.dl.length >= 40, `too few Dungeon Lords concepts (${g.dl.length})`);
    for (const r of [...g.dl, ...g.wt]) {
      assert.ok(r.concept && r.word, `a row without concept or word: ${JSON.stringify(r)}`);
      if (r.counted === 'yes' || r.counted === 'never') assert.ok(r.forms.length, `${r.concept}: counted but no forms`);
      // The chosen word is never one of its own rejected synonyms.
      for (const w of words(r.word)) assert.ok(!r.rejected.some((p) => p.test(w)), `${r.concept}: "${w}" is both chosen and rejected`);
    }
    assert.ok(g.counted.dl.length >= 30, `too few counted words (${g.counted.dl.length})`);
  });

  test(`${lang}: no message uses a synonym the glossary rejects`, () => {
    const found = rejectedUses(lang).map((f) => `${f.id}: "${f.word}" (${f.concept}: say ${f.use})`);
    assert.deepEqual(found, []);
  });

  test(`${lang}: every number next to a counted word stands in a plural selector on it`, () => {
    const found = pluralProblems(lang).map((f) => `${f.id}: ${f.variable} ${f.words}`);
    assert.deepEqual(found, []);
  });
}

test('the checks find what they are for (a message with each fault is refused)', () => {
  // Plural: "{ $n } zlaťáků" outside a selector; inside a selector on $n it is fine.
  const g = glossary('cs');
  assert.ok(g.counted.dl.some((p) => p.test('zlaťáků')));
  assert.ok(g.dl.some((r) => r.rejected.some((p) => p.test('kobce'))), 'kobce is not rejected');
  assert.ok(glossary('pl').dl.some((r) => r.rejected.some((p) => p.test('komnaty'))), 'komnaty is not rejected');
  assert.ok(glossary('pl').never.dl.some((p) => p.test('obrażeń')), 'obrażeń may follow a number');
});

test('long names and labels break with a hyphen: their soft hyphens are the hyphenation patterns\' points', async () => {
  // Narrow order cards and dungeon cells (390 px) wrap "Zatrud-nianie" at a soft hyphen in every
  // browser, also without hyphenation dictionaries; tools/soft_hyphens.mjs puts them in.
  const { softHyphenate, NAME_IDS, MIN_LETTERS } = await import('../tools/soft_hyphens.mjs');
  const wrong = [];
  let long = 0;
  for (const lang of ['cs', 'pl']) {
    for (const [id, msg] of messages(lang)) {
      if (!NAME_IDS.test(id) || id.endsWith('-text') || msg.value.elements.some((e) => e.type !== 'TextElement')) continue;
      const text = texts(msg.value).join('');
      if (text !== softHyphenate(text, lang)) wrong.push(`${lang}: ${id} = ${text.replace(/\u00AD/g, '‧')}`);
      long += (text.replace(/\u00AD/g, '').match(/\p{L}+/gu) || []).filter((w) => w.length >= MIN_LETTERS).length;
    }
  }
  assert.ok(long >= 40, `too few long words in the printed names (${long})`);
  assert.deepEqual(wrong, [], 'run `node web-client/tools/soft_hyphens.mjs`');
});
