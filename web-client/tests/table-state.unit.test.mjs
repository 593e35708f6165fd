// The live table's state without a browser (issue #31): patches applied copy-on-write name the
// parts of the view they touched (js/patch.js), and the controller turns those parts into the
// regions of the table to rebuild (js/table-state.js). `node --test web-client/tests/table-state.unit.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPatch, applyPatchShared, partOf } from '../js/patch.js';
import { TableState, redrawPlan } from '../js/table-state.js';

const player = (seat, extra = {}) => ({ seat, evil: 5, gold: 3, food: 3, imps: 3, minions_home: 3, dungeon: [{ pos: { row: 0, col: 2 } }], ...extra });
const view = () => ({
  game: 'dungeon-lords', year: 1, season: 'spring', phase: 'orders', waiting_for: [1, 2],
  players: [player(0), player(1), player(2)], slots: [[null, null, null]], inn: [],
  prompt: { decision: 'orders', legal_commands: [{ type: 'choose_order', action: 'mine_gold' }] },
});
const json = (v) => JSON.stringify(v);

test('a shared patch gives the same document as the plain one and leaves the old one as it was', () => {
  const ops = [
    { op: 'replace', path: '/players/1/gold', value: 4 },
    { op: 'add', path: '/players/1/dungeon/-', value: { pos: { row: 1, col: 2 } } },
    { op: 'replace', path: '/slots/0/1', value: { kind: 'player', seat: 1 } },
    { op: 'remove', path: '/waiting_for/0' },
    { op: 'add', path: '/paladin_at', value: { at: 'tent' } },
  ];
  const before = view();
  const frozen = json(before);
  const { doc, parts } = applyPatchShared(before, ops);
  assert.equal(json(doc), json(applyPatch(view(), ops)));
  assert.equal(json(before), frozen, 'the previous view is not changed');
  assert.deepEqual([...parts].sort(), ['paladin_at', 'players/1', 'slots', 'waiting_for']);
  // What the patch did not touch is shared; what it touched is new.
  assert.equal(doc.players[0], before.players[0]);
  assert.equal(doc.players[2], before.players[2]);
  assert.equal(doc.prompt, before.prompt);
  assert.notEqual(doc.players[1], before.players[1]);
  assert.equal(doc.players[1].dungeon[0], before.players[1].dungeon[0]);
});

test('a patch that does not apply throws and leaves the view alone', () => {
  const before = view();
  const frozen = json(before);
  assert.throws(() => applyPatchShared(before, [{ op: 'replace', path: '/players/0/gold', value: 9 }, { op: 'replace', path: '/nope/1', value: 1 }]));
  assert.equal(json(before), frozen);
});

test('move, copy and a whole new root', () => {
  const before = view();
  const { doc, parts } = applyPatchShared(before, [{ op: 'move', from: '/inn', path: '/shop' }, { op: 'copy', from: '/players/0', path: '/players/-' }]);
  assert.equal(doc.inn, undefined);
  assert.deepEqual(doc.shop, []);
  assert.equal(doc.players.length, 4);
  assert.deepEqual([...parts].sort(), ['inn', 'players', 'shop']);
  assert.ok(before.inn && before.players.length === 3);
  assert.equal(applyPatchShared(before, [{ op: 'replace', path: '', value: { game: 'x' } }]).parts.has('*'), true);
});

test('parts of a pointer', () => {
  assert.equal(partOf([], 'replace'), '*');
  assert.equal(partOf(['slots', '0', '1'], 'replace'), 'slots');
  assert.equal(partOf(['players', '2', 'gold'], 'replace'), 'players/2');
  assert.equal(partOf(['players', '2'], 'replace'), 'players/2');
  assert.equal(partOf(['players', '2'], 'add'), 'players');
  assert.equal(partOf(['players'], 'replace'), 'players');
});

test('another seat that placed a minion: its panel, the board, the strip; not the decision or the other panels', () => {
  const prev = view();
  const { doc, parts } = applyPatchShared(prev, [
    { op: 'replace', path: '/players/2/minions_home', value: 2 },
    { op: 'replace', path: '/slots/0/0', value: { kind: 'player', seat: 2 } },
  ]);
  const plan = redrawPlan(parts, prev, doc, 0);
  assert.equal(plan.full, false);
  assert.deepEqual([...plan.players], [2]);
  assert.equal(plan.central, true);
  assert.equal(plan.prompt, false);
  assert.equal(plan.strip, true);
  assert.equal(plan.combat, false);
});

test('a seat done deciding: its panel and the decision bar, not the board', () => {
  const prev = view();
  const { doc, parts } = applyPatchShared(prev, [{ op: 'remove', path: '/waiting_for/1' }]);
  const plan = redrawPlan(parts, prev, doc, 0);
  assert.deepEqual([...plan.players], [2]);
  assert.equal(plan.central, false);
  assert.equal(plan.prompt, true);
});

test('new legal commands: the decision, the board and the panels that can show them', () => {
  const prev = view();
  const { doc, parts } = applyPatchShared(prev, [{ op: 'replace', path: '/prompt/legal_commands/0/action', value: 'hire_monster' }]);
  const plan = redrawPlan(parts, prev, doc, 0);
  assert.equal(plan.prompt && plan.central, true);
  // choose_order cards are drawn in every hand: every panel.
  assert.deepEqual([...plan.players].sort(), [0, 1, 2]);
  const p2 = { ...prev, prompt: { decision: 'payday', legal_commands: [{ type: 'pay_monster', monster: 1 }] } };
  const n2 = { ...p2, prompt: { decision: 'payday', legal_commands: [{ type: 'release_monster', monster: 1 }] } };
  assert.deepEqual([...redrawPlan(new Set(['prompt']), p2, n2, 0).players], [0]);
});

test('the whole table: a whole view, a combat that begins, the result, an evil that moves the board', () => {
  const prev = view();
  assert.equal(redrawPlan(new Set(['*']), prev, view(), 0).full, true);
  assert.equal(redrawPlan(new Set(['combat']), prev, { ...prev, combat: { round: 1 } }, 0).full, true);
  assert.equal(redrawPlan(new Set(['result']), prev, { ...prev, result: {} }, 0).full, true);
  const { doc, parts } = applyPatchShared(prev, [{ op: 'replace', path: '/players/1/evil', value: 6 }]);
  const plan = redrawPlan(parts, prev, doc, null);
  assert.equal(plan.central, true, 'the evilometer is on the board');
  assert.equal(plan.prompt, false, 'a spectator has no own seat');
});

test('the controller gathers parts until the table is drawn, then starts again', () => {
  const st = new TableState();
  const v1 = view();
  st.setView(v1);
  assert.equal(st.take(0).full, true);
  const a = applyPatchShared(v1, [{ op: 'replace', path: '/players/1/gold', value: 1 }]);
  st.patched(a.doc, a.parts);
  const b = applyPatchShared(a.doc, [{ op: 'replace', path: '/players/2/gold', value: 1 }]);
  st.patched(b.doc, b.parts);
  const plan = st.take(0);
  assert.equal(plan.full, false);
  assert.deepEqual([...plan.players].sort(), [1, 2]);
  assert.equal(st.changed.size, 0);
  st.touchAll();
  assert.equal(st.take(0).full, true);
});
