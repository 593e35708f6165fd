// The table's edges worked out without a browser: which dead end a lobby link meets (js/gate.js),
// what a returning player is told (js/away.js) and how my own clock stands (js/myclock.js). Runs
// in Node with the browser globals the client's modules touch stubbed: `node --test web-client/tests/edges.unit.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const store = new Map();
globalThis.fetch = async (url) => {
  const text = readFileSync(fileURLToPath(url), 'utf8');
  return { ok: true, status: 200, text: async () => text };
};
globalThis.localStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)), removeItem: (k) => store.delete(k) };
Object.defineProperty(globalThis, 'navigator', { value: { languages: ['en'], language: 'en' }, configurable: true });
globalThis.document = { documentElement: {}, querySelectorAll: () => [], getElementById: () => null, visibilityState: 'visible' };
globalThis.window = { dispatchEvent: () => {}, addEventListener: () => {} };
globalThis.CustomEvent = class { constructor(type, init) { this.type = type; this.detail = init && init.detail; } };

await import('../js/i18n.js');
const { gateOf } = await import('../js/gate.js');
const { awaySummary, lastSeen, markSeen, AWAY_MS } = await import('../js/away.js');

const seats = (n, filled) => Array.from({ length: n }, (_, i) => (i < filled ? { seat: i, name: `P${i}`, filled: true } : { seat: i, name: null }));

test('a lobby link meets the dead end its status and seats lead to', () => {
  assert.equal(gateOf(null, { seated: false, watch: false }), null);
  assert.equal(gateOf({ status: 'closed', seats: [] }, { seated: false, watch: false }), 'closed');
  assert.equal(gateOf({ status: 'closed', seats: [] }, { seated: false, watch: true }), 'closed');
  assert.equal(gateOf({ status: 'incompatible', seats: [] }, { seated: true, watch: false }), 'incompatible');
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: seats(3, 3), filled: 3 }, { seated: false, watch: false }), 'full');
  // A seated player, a spectator, and a lobby with a free seat are not turned away.
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: seats(3, 3), filled: 3 }, { seated: true, watch: false }), null);
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: seats(3, 3), filled: 3 }, { seated: false, watch: true }), null);
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: seats(3, 2), filled: 2 }, { seated: false, watch: false }), null);
  // A rematch whose free seats are all kept for the last game's players (issue #37): a visitor
  // is told until when; one free seat left that nobody keeps lets them join.
  const kept = (n, filled, keptN) => seats(n, filled).map((s, i) => (i >= filled && i < filled + keptN ? { ...s, kept_for: `K${i}`, kept_until_ms: 1 } : s));
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: kept(3, 1, 2), filled: 1 }, { seated: false, watch: false }), 'kept');
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: kept(3, 1, 1), filled: 1 }, { seated: false, watch: false }), null);
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: kept(3, 1, 2), filled: 1 }, { seated: true, watch: false }), null);
  assert.equal(gateOf({ status: 'open', nSeats: 3, seats: kept(3, 1, 2), filled: 1 }, { seated: false, watch: true }), null);
  // A started game is watched, not joined: no gate (the table shows).
  assert.equal(gateOf({ status: 'playing', nSeats: 2, seats: seats(2, 2), filled: 2 }, { seated: false, watch: false }), null);
});

const log = [
  { index: 0, event: { kind: 'season_begins', args: { year: 1, season: 'winter' } } },
  { index: 1, event: { kind: 'pays', args: { who: { seat: 0 }, amount: 2 } } },
  { index: 2, event: { kind: 'pays', args: { who: { seat: 1 }, amount: 1 } } },
  { index: 3, private: true, event: { kind: 'draws', args: { who: { seat: 0 } } } },
  { index: 4, event: { kind: 'pays', args: { who: { seat: 1 }, amount: 3 } } },
];

test('a player away for minutes is told what concerns them, and only that', () => {
  const now = 1_000_000_000;
  const seen = { n: 1, at: now - AWAY_MS - 1 };
  const s = awaySummary({ log, seatEvents: [], seat: 0, seen, now });
  assert.ok(s);
  assert.equal(s.total, 4, 'four lines were logged since');
  assert.deepEqual(s.lines.map((e) => e.index), [1, 3], 'its own payment and its private line; the others name seat 1 only');
  // Seat 1's own log holds no private line of seat 0 (each seat is sent its own).
  const s1 = awaySummary({ log: log.filter((e) => !e.private), seatEvents: [], seat: 1, seen, now });
  assert.deepEqual(s1.lines.map((e) => e.index), [2, 4]);
});

test('a short absence says nothing, unless a bot played the seat meanwhile', () => {
  const now = 1_000_000_000;
  const seen = { n: 1, at: now - 30_000 };
  assert.equal(awaySummary({ log, seatEvents: [], seat: 0, seen, now }), null);
  const takeover = { step: 9, log_index: 2, seat: 0, event: { kind: 'takeover', voters: [1] }, at_ms: now - 10_000 };
  const s = awaySummary({ log, seatEvents: [takeover], seat: 0, seen, now });
  assert.ok(s, 'the takeover earns a summary');
  assert.deepEqual(s.seatEvents, [takeover]);
  // Someone else's takeover alone does not.
  assert.equal(awaySummary({ log, seatEvents: [{ ...takeover, seat: 1 }], seat: 0, seen, now }), null);
  // Events from before the player left are not news.
  const old = { ...takeover, log_index: 0, at_ms: seen.at - 60_000 };
  assert.equal(awaySummary({ log, seatEvents: [old], seat: 0, seen, now }), null);
});

test('nothing new, no previous visit, or a spectator: no summary', () => {
  const now = 1_000_000_000;
  assert.equal(awaySummary({ log, seatEvents: [], seat: 0, seen: { n: 5, at: now - AWAY_MS * 10 }, now }), null);
  assert.equal(awaySummary({ log, seatEvents: [], seat: 0, seen: null, now }), null);
  assert.equal(awaySummary({ log, seatEvents: [], seat: null, seen: { n: 0, at: 0 }, now }), null);
});

test('what was seen is kept per lobby and seat, and a broken record reads as none', () => {
  markSeen('L1', 2, 17, 1234);
  assert.deepEqual(lastSeen('L1', 2), { n: 17, at: 1234 });
  assert.equal(lastSeen('L1', 1), null);
  markSeen('L1', null, 3, 1);
  assert.equal(lastSeen('L1', null), null);
  localStorage.setItem('dlo.seen.L2.0', '{not json');
  assert.equal(lastSeen('L2', 0), null);
  localStorage.setItem('dlo.seen.L3.0', JSON.stringify({ n: 'x', at: 1 }));
  assert.equal(lastSeen('L3', 0), null);
  // A hidden page records nothing: the player did not see it.
  document.visibilityState = 'hidden';
  markSeen('L1', 2, 99, 5678);
  document.visibilityState = 'visible';
  assert.deepEqual(lastSeen('L1', 2), { n: 17, at: 1234 });
});

const { myClockState, lowMs } = await import('../js/myclock.js');

test('my own clock: running, low in the last quarter of a full bank, out when spent or timed out', () => {
  const st = (s, clock = { mode: 'fast' }) => ({ clock, seats: [{ seat: 1, remaining_ms: 1000 }, { seat: 0, ...s }] });
  assert.equal(lowMs({ mode: 'fast' }), 30000);
  assert.equal(lowMs({ mode: 'turn_based', days: 2 }), 12 * 3600 * 1000);
  assert.equal(lowMs({ mode: 'none' }), 0);
  // Counting down from the message's time while it runs.
  assert.deepEqual(myClockState(st({ remaining_ms: 90000, running: true }), 0, 1000, 6000), { ms: 85000, state: 'running' });
  assert.deepEqual(myClockState(st({ remaining_ms: 40000, running: true }), 0, 1000, 21000), { ms: 20000, state: 'low' });
  assert.deepEqual(myClockState(st({ remaining_ms: 5000, running: true }), 0, 1000, 9000), { ms: 0, state: 'out' });
  assert.deepEqual(myClockState(st({ remaining_ms: 0, running: false, timed_out: true }), 0, 1000, 9000), { ms: 0, state: 'out' });
  // A stopped clock keeps its time.
  assert.deepEqual(myClockState(st({ remaining_ms: 90000, running: false }), 0, 1000, 60000), { ms: 90000, state: 'stopped' });
  // No clock, no seat, a spectator: nothing to show.
  assert.equal(myClockState(st({ running: false }, { mode: 'none' }), 0, 1000), null);
  assert.equal(myClockState(st({ remaining_ms: 1 }), null, 1000), null);
  assert.equal(myClockState(null, 0, 1000), null);
});
