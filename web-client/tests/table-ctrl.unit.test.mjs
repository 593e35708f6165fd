// The lobby/table screen's controller without a browser (issue #31, item 1): each server message
// type has its handler, which changes the screen's state and returns what the screen must do, in
// order (js/table-ctrl.js). Importing it here, with no `document`, shows it needs no DOM.
// `node --test web-client/tests/table-ctrl.unit.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenState, handleMessage, mergeLog, MESSAGE_TYPES } from '../js/table-ctrl.js';

const env = { now: 1000, t: (id) => `<${id}>` };
const does = (fx) => fx.map((e) => e.do);
const view = (legal = [{ type: 'pass' }]) => ({ game: 'dungeon-lords', players: [{ seat: 0 }, { seat: 1 }], waiting_for: [0], prompt: legal ? { legal_commands: legal } : null });
/** A socket that records what the controller asks of it. */
const fakeConn = (token = 'tok', retries = true) => ({ token, reopened: 0, retried: [], reopen() { this.reopened += 1; }, retry(id) { this.retried.push(id); return retries; } });

function seated() {
  const S = screenState('L1', false);
  handleMessage(S, { type: 'welcome', version: 3, game: 'dungeon-lords', seat: 0, view: view(), presence: { seats: [] }, log: [{ index: 0 }], chat: [] }, env);
  S.table.take(0);
  return S;
}

test('the controller handles every message type the screen receives', () => {
  assert.deepEqual(MESSAGE_TYPES.sort(), ['accepted', 'chat', 'error', 'presence', 'rejected', 'rematch', 'seats', 'update', 'welcome']);
  const S = screenState('L1', false);
  const before = JSON.stringify(S);
  assert.deepEqual(handleMessage(S, { type: 'pong' }, env), []);
  assert.deepEqual(handleMessage(S, { type: 'toString' }, env), [], 'only its own handlers');
  assert.equal(JSON.stringify(S), before);
});

test('a welcome with a view seats the player, replaces log and chat, and draws everything', () => {
  const S = screenState('L1', false);
  S.log = [{ index: 9 }];
  S.ui.pending = 'c1';
  const fx = handleMessage(S, {
    type: 'welcome', version: 7, game: 'dungeon-lords', seat: 2, view: view(), presence: { seats: [{ seat: 2 }] },
    log: [{ index: 0 }, { index: 1 }, { index: 1 }], chat: [{ text: 'hi' }], build: 'b1',
  }, env);
  assert.equal(S.version, 7);
  assert.equal(S.seat, 2);
  assert.equal(S.ui.pending, null);
  assert.deepEqual(S.log.map((e) => e.index), [0, 1], 'the old log is gone, a repeated line kept once');
  assert.deepEqual(S.chat, [{ text: 'hi' }]);
  assert.equal(S.ui.chatSeen, 1);
  assert.deepEqual(does(fx), ['away-start', 'log', 'chat', 'status', 'draw', 'build']);
  assert.equal(fx.find((e) => e.do === 'chat').reset, true);
  assert.equal(fx.find((e) => e.do === 'draw').all, true);
  assert.equal(fx.find((e) => e.do === 'build').build, 'b1');
  assert.equal(S.table.take(2).full, true, 'a whole view redraws the whole table');
});

test('a welcome to the waiting room (no view, no seat) asks for the lobby', () => {
  const S = screenState('L1', true);
  const fx = handleMessage(S, { type: 'welcome', version: 0, game: 'dungeon-lords', view: null, presence: null, log: [] }, env);
  assert.equal(S.seat, null);
  assert.equal(S.view, null);
  assert.ok(does(fx).includes('refresh-lobby'));
});

test('a patched update records the parts it touched and redraws only those', () => {
  const S = seated();
  const prev = S.view;
  const next = { ...prev, players: [prev.players[0], { seat: 1, gold: 4 }] };
  const fx = handleMessage(S, { type: 'update', version: 4, patched: true, view: next, parts: new Set(['players/1']), log: [{ index: 0 }, { index: 1 }] }, env);
  assert.equal(S.view, next);
  assert.deepEqual(does(fx), ['changed', 'log', 'draw', 'maybe-reload']);
  assert.equal(fx[0].prev, prev);
  assert.equal(fx[0].had, true, 'the player had a decision before');
  assert.equal(fx[1].redraw, false);
  assert.equal(fx[2].update, true);
  const plan = S.table.take(0);
  assert.equal(plan.full, false);
  assert.deepEqual([...plan.players], [1]);
});

test('an update without new log lines does not ask to draw the log', () => {
  const S = seated();
  const fx = handleMessage(S, { type: 'update', version: 4, view: view(), log: [{ index: 0 }] }, env);
  assert.deepEqual(does(fx), ['changed', 'draw', 'maybe-reload']);
  assert.equal(S.table.take(0).full, true, 'a whole view changes everything');
});

test('a gap in unpatched updates says hello again instead of drawing', () => {
  const S = seated();
  S.conn = fakeConn();
  const old = S.view;
  assert.deepEqual(handleMessage(S, { type: 'update', version: 9, view: view(null), log: [] }, env), []);
  assert.equal(S.conn.reopened, 1);
  assert.equal(S.version, 9);
  assert.equal(S.view, old, 'the view after the gap waits for the new welcome');
  // A patched update was checked against its base by the connection: no gap check.
  handleMessage(S, { type: 'update', version: 12, patched: true, view: view(null), parts: new Set(['prompt']), log: [] }, env);
  assert.equal(S.conn.reopened, 1);
});

test('a refusal stays until the decision it was about has changed', () => {
  const S = seated();
  S.ui.lastError = { message: 'no' };
  handleMessage(S, { type: 'update', version: 4, patched: true, view: { ...S.view, gold: 1 }, parts: new Set(['gold']), log: [] }, env);
  assert.deepEqual(S.ui.lastError, { message: 'no' });
  handleMessage(S, { type: 'update', version: 5, patched: true, view: { ...S.view, prompt: { legal_commands: [{ type: 'other' }] } }, parts: new Set(['prompt']), log: [] }, env);
  assert.equal(S.ui.lastError, null);
});

test('seats: the panel, the strip and the own clock; a log line only for a new seat event', () => {
  const S = seated();
  let fx = handleMessage(S, { type: 'seats', status: { seats: [], events: [] } }, env);
  assert.equal(S.seatsAt, 1000);
  assert.deepEqual(does(fx), ['presence', 'strip', 'my-clock']);
  fx = handleMessage(S, { type: 'seats', status: { seats: [], events: [{ kind: 'timeout', seat: 1 }] } }, env);
  assert.deepEqual(does(fx), ['presence', 'log', 'strip', 'my-clock']);
  // A returning player is told what happened once the seat events are in.
  S.awaySeen = 3;
  fx = handleMessage(S, { type: 'seats', status: { seats: [], events: [{ kind: 'timeout', seat: 1 }] } }, env);
  assert.deepEqual(does(fx), ['presence', 'tell-away', 'strip', 'my-clock']);
});

test('accepted and rejected answer the pending command only', () => {
  const S = seated();
  S.ui.pending = 'c2';
  assert.deepEqual(handleMessage(S, { type: 'accepted', id: 'c1' }, env), []);
  assert.equal(S.ui.pending, 'c2');
  handleMessage(S, { type: 'accepted', id: 'c2' }, env);
  assert.equal(S.ui.pending, null);
  assert.equal(S.accepted, 2);
  // A waiting upgrade may reload once a decision was stored.
  S.upgrade = { build: 'b2', sentSince: false };
  assert.deepEqual(does(handleMessage(S, { type: 'accepted', id: 'c3' }, env)), ['maybe-reload']);
  assert.equal(S.upgrade.sentSince, true);
  S.ui.pending = 'c4';
  assert.deepEqual(does(handleMessage(S, { type: 'rejected', id: 'c4', error: { code: 'rule_violation', rule: 'X-1' } }, env)), ['draw']);
  assert.equal(S.ui.pending, null);
  assert.deepEqual(S.ui.lastError, { code: 'rule_violation', rule: 'X-1' });
  handleMessage(S, { type: 'rejected', id: 'c5' }, env);
  assert.deepEqual(S.ui.lastError, { message: '<refused>' }, 'worded by env.t');
  assert.equal(S.rejected, 2);
});

test('presence, chat and a rematch', () => {
  const S = seated();
  assert.deepEqual(handleMessage(S, { type: 'presence', presence: { seats: [{ seat: 1 }] } }, env), [{ do: 'draw', all: true }]);
  const room = screenState('L2', false);
  assert.deepEqual(does(handleMessage(room, { type: 'presence', presence: null }, env)), ['refresh-lobby']);
  const line = { seat: 1, name: 'Bo', text: 'gg' };
  assert.deepEqual(handleMessage(S, { type: 'chat', line }, env), [{ do: 'chat', lines: [line] }]);
  assert.deepEqual(S.chat, [line]);
  const fx = handleMessage(S, { type: 'rematch', lobby_id: 'L9', by: 1 }, env);
  assert.deepEqual(S.rematchOffer, { lobby: 'L9', by: 1 });
  assert.deepEqual(does(fx), ['draw', 'rematch-details']);
  assert.equal(fx[1].lobby, 'L9');
});

test('errors: a refused seat token, a command sent again, a limit, anything else', () => {
  const S = seated();
  assert.deepEqual(handleMessage(S, { type: 'error', code: 'bad_token' }, env), [], 'no token, nothing to forget');
  S.conn = fakeConn('tok', true);
  assert.deepEqual(does(handleMessage(S, { type: 'error', code: 'bad_token' }, env)), ['forget-seat']);
  assert.equal(S.seat, null);
  // Not stored: sent again with the same id while the connection can.
  S.ui.pending = 'c7';
  assert.deepEqual(handleMessage(S, { type: 'error', code: 'not_stored', id: 'c7' }, { ...env, now: 5000 }), []);
  assert.deepEqual(S.conn.retried, ['c7']);
  assert.equal(S.ui.pendingAt, 5000);
  assert.equal(S.ui.pending, 'c7');
  S.conn = fakeConn('tok', false);
  assert.deepEqual(does(handleMessage(S, { type: 'error', code: 'in_doubt', id: 'c7', message: 'm' }, env)), ['draw']);
  assert.equal(S.ui.pending, null);
  assert.deepEqual(S.ui.lastError, { message: 'm', code: 'in_doubt' });
  assert.deepEqual(does(handleMessage(S, { type: 'error', code: 'rate_limited', message: 'slow' }, env)), ['draw']);
  const fx = handleMessage(S, { type: 'error', code: 'bad_message', message: 'what' }, env);
  assert.deepEqual(does(fx), ['server-error']);
  assert.equal(fx[0].error.code, 'bad_message');
});

test('log lines are merged by index; lines without one are always new', () => {
  const S = screenState('L1', false);
  assert.equal(mergeLog(S, [{ index: 0 }, { index: 1 }]), true);
  assert.equal(mergeLog(S, [{ index: 1 }]), false);
  assert.equal(mergeLog(S, [{ text: 'x' }]), true);
  assert.equal(mergeLog(S, null), false);
  assert.equal(S.log.length, 3);
});
