// The rules one tap away (issue #38), checked without a browser:
// `node --test web-client/tests/rules.test.mjs`.
//
// Every rule the engine or the server can cite must have a text, a title and a printed-rulebook
// section in locales/rules/{en,cs,pl}.ftl. The citable rules are found by scanning the sources, so
// a new rule ID in a refusal fails this test until it has its text in all three languages:
// - engine/src/dungeon_lords: string literals that are a rule ID, and "(rule ID)" in error texts;
// - engine/src/welcome: the same (its refusals name their rule in `RuleError::rule`);
// - server/src: rule IDs the server cites itself (LENGTH-1), which hold in both games;
// - js/onboarding.js: the rule of each phase's "What happens now" panel;
// - js/rules.js: the rules its confirmation steps and card dialogs cite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { FluentBundle, FluentResource } from '../node_modules/@fluent/bundle/esm/index.js';
import { rejectedUses } from './i18n.lang.test.mjs';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(WEB, '..');
const RULES = join(WEB, 'locales', 'rules');
const LANGS = ['en', 'cs', 'pl'];
const ID = /[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+/;

/** Every .rs file under `dir`. */
function rustFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? rustFiles(p) : n.endsWith('.rs') ? [p] : [];
  });
}

/** The rule IDs a source tree cites: literals that are an ID, and "(rule ID)" in messages. */
function cited(dir) {
  const out = new Set();
  for (const f of rustFiles(dir)) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(new RegExp(`"(${ID.source})"`, 'g'))) out.add(m[1]);
    for (const m of src.matchAll(new RegExp(`\\(rule (${ID.source})\\)`, 'g'))) out.add(m[1]);
  }
  return out;
}

/** The rule IDs the client itself shows for Dungeon Lords: phase panels and confirmation steps. */
function clientCited() {
  const out = new Set();
  const onboarding = readFileSync(join(WEB, 'js', 'onboarding.js'), 'utf8');
  const phases = onboarding.match(/const PHASE_RULES = \{([^}]*)\}/);
  assert.ok(phases, 'js/onboarding.js has no PHASE_RULES table');
  for (const m of phases[1].matchAll(new RegExp(`'(${ID.source})'`, 'g'))) out.add(m[1]);
  const rules = readFileSync(join(WEB, 'js', 'rules.js'), 'utf8');
  const confirm = rules.match(/const CONFIRM_RULES = \{([^}]*)\}/);
  assert.ok(confirm, 'js/rules.js has no CONFIRM_RULES table');
  for (const m of confirm[1].matchAll(new RegExp(`'(${ID.source})'`, 'g'))) out.add(m[1]);
  const cards = rules.match(/const CARD_RULES = \{([^}]*)\}/);
  assert.ok(cards, 'js/rules.js has no CARD_RULES table');
  for (const m of cards[1].matchAll(new RegExp(`'(${ID.source})'`, 'g'))) out.add(m[1]);
  return out;
}

export const CITABLE = {
  dl: new Set([...cited(join(ROOT, 'engine', 'src', 'dungeon_lords')), ...clientCited()]),
  wt: cited(join(ROOT, 'engine', 'src', 'welcome')),
  server: cited(join(ROOT, 'server', 'src')),
};

const key = (game, id) => `${game}-rule-${id.toLowerCase()}`;

function messages(lang) {
  const res = parse(readFileSync(join(RULES, `${lang}.ftl`), 'utf8'), {});
  const junk = res.body.filter((e) => e.type === 'Junk');
  assert.deepEqual(junk.map((j) => j.content.slice(0, 80)), [], `rules/${lang}.ftl has syntax errors`);
  return new Map(res.body.filter((e) => e.type === 'Message').map((e) => [e.id.name, e]));
}

test('the scan finds the rules the engine and the table cite', () => {
  // RULE ORDERS-3 RULE EVENT-PAYDAY-1 RULE RAID-1: a refusal, a phase panel, the other game.
  for (const id of ['ORDERS-3', 'EVENT-PAYDAY-1', 'COMBAT-PLAN-4', 'SETUP-15', 'GAME-1']) assert.ok(CITABLE.dl.has(id), id);
  for (const id of ['RAID-1', 'DRAW-2', 'WIN-3']) assert.ok(CITABLE.wt.has(id), id);
  assert.ok(CITABLE.server.has('LENGTH-1'));
  assert.ok(CITABLE.dl.size >= 40 && CITABLE.wt.size >= 15, `too few rules found: ${CITABLE.dl.size} + ${CITABLE.wt.size}`);
});

test('every citable rule has a text, a title and a section in every language', () => {
  for (const lang of LANGS) {
    const msgs = messages(lang);
    const lacking = [];
    const has = (k) => {
      const m = msgs.get(k);
      return m && m.value && ['title', 'section'].every((a) => m.attributes.some((x) => x.id.name === a));
    };
    // A rule of one game may be a rule of this server for both games (on-rule-*).
    for (const id of CITABLE.dl) if (!has(key('dl', id)) && !has(key('on', id))) lacking.push(`dl ${id}`);
    for (const id of CITABLE.wt) if (!has(key('wt', id)) && !has(key('on', id))) lacking.push(`wt ${id}`);
    for (const id of CITABLE.server) if (!has(key('on', id)) && !(has(key('dl', id)) && has(key('wt', id)))) lacking.push(`server ${id}`);
    assert.deepEqual(lacking, [], `rules/${lang}.ftl lacks these rules`);
  }
});

test('the three languages have the same messages, and every one formats without an error', () => {
  const ids = LANGS.map((lang) => [...messages(lang).keys()].sort());
  assert.deepEqual(ids[1], ids[0], 'cs and en differ');
  assert.deepEqual(ids[2], ids[0], 'pl and en differ');
  for (const lang of LANGS) {
    const bundle = new FluentBundle(lang, { useIsolating: false });
    assert.deepEqual(bundle.addResource(new FluentResource(readFileSync(join(RULES, `${lang}.ftl`), 'utf8'))), []);
    for (const id of ids[0]) {
      const m = bundle.getMessage(id);
      const errors = [];
      if (m.value) bundle.formatPattern(m.value, { n: 2, id: 'X-1', section: 's', title: 't' }, errors);
      for (const a of Object.values(m.attributes)) bundle.formatPattern(a, {}, errors);
      assert.deepEqual(errors.map(String), [], `${lang} ${id}`);
    }
  }
});

test('the rule texts in Czech and Polish use the words of the glossaries and the printed rulebooks', () => {
  for (const lang of ['cs', 'pl']) assert.deepEqual(rejectedUses(lang, RULES), [], `rules/${lang}.ftl`);
});
