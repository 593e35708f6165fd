// The golden Dungeon Lords game's whole log (tests/data/dl-golden-log.json, written and checked
// by protocol/tests/dl_log_golden.rs) rendered by the client's own js/log.js in English, Czech
// and Polish: every entry is worded by its message with no missing id and no Fluent error, no
// Czech or Polish line is left in English, and a few lines are checked word for word. The whole
// rendered log of each language is kept as a reviewed text, tests/data/dl-golden-log.<lang>.txt
// (grouped as the log panel groups it): a change of wording fails here until the text is
// rewritten with `DLO_UPDATE_GOLDEN=1 node --test web-client/tests/log-golden.test.mjs`, so the
// change shows in the diff of that file. Runs in Node with the browser globals i18n.js needs
// stubbed: `node --test web-client/tests/log-golden.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const golden = JSON.parse(readFileSync(join(WEB, 'tests', 'data', 'dl-golden-log.json'), 'utf8'));

// What i18n.js touches at load: fetch (of locales/*.ftl), localStorage, navigator, document, window.
const warnings = [];
const store = new Map();
globalThis.fetch = async (url) => {
  const text = readFileSync(fileURLToPath(url), 'utf8');
  return { ok: true, status: 200, text: async () => text };
};
globalThis.localStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
Object.defineProperty(globalThis, 'navigator', { value: { languages: ['en'], language: 'en' }, configurable: true });
globalThis.document = { documentElement: {}, querySelectorAll: () => [], getElementById: () => null };
globalThis.window = { dispatchEvent: () => {}, addEventListener: () => {} };
globalThis.CustomEvent = class { constructor(type, init) { this.type = type; this.detail = init && init.detail; } };
const warn = console.warn;
console.warn = (...a) => { warnings.push(a.map(String).join(' ')); };

const { setLanguage } = await import('../js/i18n.js');
const { logLine, groupLog } = await import('../js/log.js');

async function render(lang) {
  await setLanguage(lang);
  warnings.length = 0;
  const lines = golden.log.map((e) => logLine(e, golden.names));
  // The reviewed text: the log panel's groups as "## title" lines, then one line per entry
  // (lines only the viewer can read start with "* ").
  const text = [];
  let i = 0;
  for (const g of groupLog(golden.log, golden.viewer)) {
    text.push(`## ${g.title.replace(/\u00AD/g, '')}`);
    // Soft hyphens in the printed names (tools/soft_hyphens.mjs) are for narrow boxes, not words.
    // A player's later private choices in a group are not shown again (one "has chosen" line).
    for (const { e, repeat } of g.entries) {
      const l = lines[i++];
      if (!repeat) text.push(`${e.private ? '* ' : ''}${l.text.replace(/\u00AD/g, '')}`);
    }
  }
  return { lines, text: `${text.join('\n')}\n`, warnings: [...warnings] };
}

const EN = await render('en');
const CS = await render('cs');
const PL = await render('pl');
console.warn = warn;

test('the golden log is a whole game of events', () => {
  assert.ok(golden.log.length > 300, `only ${golden.log.length} entries`);
  assert.ok(golden.log.every((e) => e.event && e.event.kind), 'an entry without an event');
  const kinds = new Set(golden.log.map((e) => e.event.kind));
  for (const k of ['game_begins', 'season_begins', 'minion_placed', 'monster_hired', 'payday', 'combat_card', 'damage', 'scored', 'underlord']) {
    assert.ok(kinds.has(k), `the golden game has no ${k}`);
  }
});

for (const [lang, out] of [['en', EN], ['cs', CS], ['pl', PL]]) {
  test(`the golden log renders in ${lang} with every message found`, () => {
    assert.deepEqual(out.warnings, [], 'missing messages or Fluent errors');
    out.lines.forEach((l, i) => {
      assert.equal(l.english, false, `entry ${i} fell back to the engine's text`);
      assert.ok(l.text && !/\blog-[a-z-]+/.test(l.text), `entry ${i} shows a message id: ${l.text}`);
      assert.ok(!/\{|\}|undefined|NaN|\[object/.test(l.text), `entry ${i} is malformed: ${l.text}`);
      assert.ok(!/\bSeat \d|\bPlayer \d/.test(l.text), `entry ${i} names a seat, not a player: ${l.text}`);
    });
  });
}

test('no Czech or Polish line is the English one', () => {
  for (const [lang, out] of [['cs', CS], ['pl', PL]]) {
    const same = out.lines.map((l, i) => [i, l.text]).filter(([i, text]) => text === EN.lines[i].text);
    assert.deepEqual(same, [], `${lang} lines identical to English`);
  }
});

test('lines read as written, in each language', () => {
  const first = golden.log[0].event;
  assert.equal(first.kind, 'game_begins');
  const starter = golden.names[first.args.who.seat];
  assert.equal(EN.lines[0].text, `A 3-player full game begins; ${starter} holds the starting-player token.`);
  assert.equal(CS.lines[0].text, `Začíná plná hra pro 3 hráče; žeton začínajícího hráče má ${starter}.`);
  assert.equal(PL.lines[0].text, `Zaczyna się pełna gra dla 3 graczy; znacznik gracza rozpoczynającego ma ${starter}.`);
  const season = golden.log.findIndex((e) => e.event.kind === 'season_begins');
  assert.equal(EN.lines[season].text, 'Year 1: winter begins.');
  assert.equal(CS.lines[season].text, '1. rok: začíná zima.');
  assert.equal(PL.lines[season].text, 'Rok 1: zaczyna się zima.');
  // Plural forms: an imp recruitment of 2 (Czech "2 impy", Polish "2 chochliki").
  const imps = golden.log.findIndex((e) => e.event.kind === 'imps_recruited' && e.event.args.n === 2);
  if (imps >= 0) {
    assert.match(EN.lines[imps].text, /recruits 2 imps\.$/);
    assert.match(CS.lines[imps].text, /najímá 2 impy\.$/);
    assert.match(PL.lines[imps].text, /rekrutuje 2 chochliki\.$/);
  }
});

for (const [lang, out] of [['en', EN], ['cs', CS], ['pl', PL]]) {
  test(`the whole golden log in ${lang} is the reviewed text tests/data/dl-golden-log.${lang}.txt`, () => {
    const file = join(WEB, 'tests', 'data', `dl-golden-log.${lang}.txt`);
    if (process.env.DLO_UPDATE_GOLDEN === '1') writeFileSync(file, out.text);
    const want = readFileSync(file, 'utf8');
    if (want === out.text) return;
    // The first lines that differ, so the failure says what changed.
    const a = want.split('\n');
    const b = out.text.split('\n');
    const diff = [];
    for (let i = 0; i < Math.max(a.length, b.length) && diff.length < 12; i++) {
      if (a[i] !== b[i]) diff.push(`line ${i + 1}:\n  reviewed: ${a[i] ?? '(none)'}\n  now:      ${b[i] ?? '(none)'}`);
    }
    assert.fail(`the ${lang} log differs from its reviewed text (rewrite it with DLO_UPDATE_GOLDEN=1 and review the diff):\n${diff.join('\n')}`);
  });
}
