// The guided first game without a browser (issue #38 item 1): the guide's words exist in en, cs
// and pl for every topic and every label js/games/dungeon-lords/guide.js asks for, every topic cites a rule that has
// its text, and the topic chosen for a view is the decision in it (general first), the welcome
// before anything, the moments (events ahead, adventurers, the second year) after the decision.
// Run: node --test web-client/tests/guide.unit.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { rejectedUses, pluralProblems } from './i18n.lang.test.mjs';
import { TOPICS, PARTS, decisionTopics, momentTopics, topicsNow, nextTopic } from '../js/games/dungeon-lords/guide-topics.js';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANGS = ['en', 'cs', 'pl'];
const ids = (file) => {
  const res = parse(readFileSync(file, 'utf8'), {});
  const junk = res.body.filter((e) => e.type === 'Junk');
  assert.deepEqual(junk.map((j) => j.content.slice(0, 80)), [], `${file} has entries Fluent cannot parse`);
  return new Set(res.body.filter((e) => e.type === 'Message').map((e) => e.id.name));
};
const GUIDE = Object.fromEntries(LANGS.map((l) => [l, ids(join(WEB, 'locales', 'guide', `${l}.ftl`))]));
const RULES = Object.fromEntries(LANGS.map((l) => [l, ids(join(WEB, 'locales', 'rules', `${l}.ftl`))]));

test('the guide says the same things in en, cs and pl', () => {
  for (const l of ['cs', 'pl']) {
    assert.deepEqual([...GUIDE.en].filter((k) => !GUIDE[l].has(k)), [], `missing in ${l}`);
    assert.deepEqual([...GUIDE[l]].filter((k) => !GUIDE.en.has(k)), [], `only in ${l}`);
  }
});

test('every topic has a title, says what it is and cites a rule with its text in every language', () => {
  for (const [k, T] of Object.entries(TOPICS)) {
    for (const l of LANGS) {
      assert.ok(GUIDE[l].has(`guide-${k}-title`), `${l}: guide-${k}-title`);
      assert.ok(GUIDE[l].has(`guide-${k}-what`), `${l}: guide-${k}-what`);
      assert.ok(RULES[l].has(`dl-rule-${T.rule.toLowerCase()}`), `${l}: the rule ${T.rule} of topic ${k} has no text`);
    }
    assert.ok(T.tab && T.spots.length, `${k} says where it is on the table`);
  }
  for (const l of LANGS) for (const p of PARTS) assert.ok(GUIDE[l].has(`guide-part-${p}`), `${l}: guide-part-${p}`);
  // Every message id guide.js asks for by name exists; no message is left unused.
  const src = readFileSync(join(WEB, 'js', 'games', 'dungeon-lords', 'guide.js'), 'utf8');
  const asked = [...src.matchAll(/\bg(?:Opt)?\('([a-z0-9-]+)'/g)].map((m) => m[1]);
  assert.ok(asked.length > 10);
  for (const id of asked) assert.ok(GUIDE.en.has(id), `guide.js asks for ${id}`);
  const topicIds = new Set(Object.keys(TOPICS).flatMap((k) => ['title', ...PARTS].map((p) => `guide-${k}-${p}`)));
  const unused = [...GUIDE.en].filter((id) => !asked.includes(id) && !topicIds.has(id) && !/^guide-part-/.test(id));
  assert.deepEqual(unused, [], 'messages nobody shows');
});

const view = (over) => ({ year: 1, season: 'spring', phase: 'execute', players: [{ seat: 0, party: [] }], events: [null, null, null], ...over });
const prompt = (decision, ...types) => ({ decision, legal_commands: types.map((type) => ({ type })) });

test('the decision in the view picks the topic, general first', () => {
  assert.deepEqual(decisionTopics(view({ prompt: prompt('orders', 'choose_order') })), ['orders']);
  assert.deepEqual(decisionTopics(view({ prompt: prompt('execute', 'dig', 'stop_work'), resolving: ['dig_tunnels', 2] })), ['execute', 'exec-dig-tunnels']);
  assert.deepEqual(decisionTopics(view({ prompt: prompt('execute', 'hire'), resolving: ['hire_monster', 3] })), ['execute', 'exec-hire-monster']);
  assert.deepEqual(decisionTopics(view({ year: 2, prompt: prompt('execute', 'discard_trap'), resolving: ['buy_traps', 1] })), ['execute', 'exec-buy-traps', 'exec-discard-trap']);
  assert.deepEqual(decisionTopics(view({ prompt: prompt('production', 'use_room', 'retrieve') })), ['production']);
  assert.deepEqual(decisionTopics(view({ prompt: prompt('payday', 'pay_monster', 'release_monster') })), ['payday']);
  assert.deepEqual(decisionTopics(view({ prompt: prompt('taxes', 'pay_tax') })), ['taxes']);
  const combat = (...types) => decisionTopics(view({ phase: 'combat', prompt: prompt('combat', ...types) }));
  assert.deepEqual(combat('choose_target'), ['combat', 'combat-target']);
  assert.deepEqual(combat('plan_trap', 'plan_monster', 'finish_planning'), ['combat', 'combat-plan']);
  assert.deepEqual(combat('aim_trap'), ['combat', 'combat-aim']);
  assert.deepEqual(combat('use_trap'), ['combat', 'combat-trap-order']);
  assert.deepEqual(combat('attack', 'withdraw'), ['combat', 'combat-attack']);
  assert.deepEqual(combat('release_prisoner'), ['combat', 'combat-prisoner']);
  assert.deepEqual(combat('choose_monster'), ['combat', 'combat-spell']);
  assert.deepEqual(combat('collapse'), ['combat', 'combat-collapse']);
  assert.deepEqual(decisionTopics(view({})), [], 'nothing to decide, no decision topic');
});

test('the welcome comes first, the moments after the decision; explained topics are not repeated', () => {
  const start = view({ season: 'winter', phase: 'orders', prompt: prompt('orders', 'choose_order') });
  assert.deepEqual(topicsNow(start, 0), ['welcome', 'orders']);
  assert.equal(nextTopic(start, 0, []), 'welcome');
  assert.equal(nextTopic(start, 0, ['welcome']), 'orders');
  assert.equal(nextTopic(start, 0, ['welcome', 'orders']), null);
  const later = view({ events: ['taxes', null, null], players: [{ seat: 0, party: [{ id: 'a1' }] }], prompt: prompt('taxes', 'pay_tax') });
  assert.deepEqual(topicsNow(later, 0), ['taxes', 'events', 'adventurers']);
  assert.deepEqual(momentTopics(view({ year: 2, season: 'winter', phase: 'orders' }), 0), ['year-two']);
  assert.deepEqual(momentTopics({}, 0), [], 'a view without players says nothing');
});

test('Czech and Polish guide texts use the glossary words (js/i18n.lang.test.mjs tables)', () => {
  const dir = join(WEB, 'locales', 'guide');
  for (const lang of ['cs', 'pl']) {
    assert.deepEqual(rejectedUses(lang, dir).map((f) => `${f.id}: "${f.word}" (${f.concept}: say ${f.use})`), [], `guide/${lang}.ftl`);
    assert.deepEqual(pluralProblems(lang, dir), [], `guide/${lang}.ftl: numbers and counted words`);
  }
});
