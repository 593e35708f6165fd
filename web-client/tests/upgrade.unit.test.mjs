// When a tab open across an upgrade reloads (js/upgrade.js), worked out without a browser:
// which announced build calls for a reload, and which moments are safe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reloadFor, safeToReload } from '../js/upgrade.js';

const storage = (items = {}) => ({ getItem: (k) => (k in items ? items[k] : null) });

test('a welcome of another build calls for a reload, once per build', () => {
  assert.equal(reloadFor('build-a', 'build-a', storage()), null);
  assert.equal(reloadFor('build-a', 'build-b', storage()), 'build-b');
  // Already reloaded for build-b and still another page: no loop.
  assert.equal(reloadFor('build-a', 'build-b', storage({ 'dlo.reloadedFor': 'build-b' })), null);
  assert.equal(reloadFor('build-a', 'build-c', storage({ 'dlo.reloadedFor': 'build-b' })), 'build-c');
  // An older server names no build; a page that does not know its own cannot compare.
  assert.equal(reloadFor('build-a', undefined, storage()), null);
  assert.equal(reloadFor('build-a', '', storage()), null);
  assert.equal(reloadFor(null, 'build-b', storage()), null);
});

test('never while composing; when nothing is owed, after a sent command, or while hidden', () => {
  const at = (o) => safeToReload({ composing: false, owes: false, sentSince: false, hidden: false, ...o });
  assert.equal(at({}), true);
  assert.equal(at({ composing: true }), false);
  assert.equal(at({ owes: true }), false);
  assert.equal(at({ owes: true, sentSince: true }), true);
  assert.equal(at({ owes: true, hidden: true }), true);
  assert.equal(at({ owes: true, sentSince: true, composing: true }), false);
  assert.equal(at({ hidden: true, composing: true }), false);
});
