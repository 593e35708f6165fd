// Browser test of issue 37, item 1 (the last piece): the deciding player sees their own clock
// beside the decision — in the phone's bar fixed to the bottom of the screen (390 px) and at the
// top of the table (1366 px) — counting down while it runs, marked low in its last quarter, and
// "out of time" once the server times the seat out. A fast-clock game against a bot that the
// player leaves alone for its two minutes. A spectator sees no such clock; a lobby that is not
// turn-based says in its settings that it sends no e-mails. (The clocks are the server's:
// protocol/README.md § Away players.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const errors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

const CLOCK = '.prompt-area .prompt.active .prompt-title .my-clock';
const clockOf = (page) => page.$eval(CLOCK, (el) => {
  const r = el.getBoundingClientRect();
  return { text: el.textContent, state: el.dataset.state, top: r.top, bottom: r.bottom, visible: r.width > 0 && r.height > 0 };
});

test('my own clock beside my decision: running, low, out; on the phone bar and the desktop table', { timeout: 240000 }, async () => {
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Ann', clock: { mode: 'fast' } });
  const lobbyId = host.lobby_id;
  await postJson(`/api/lobbies/${lobbyId}/bots`, { token: host.token, level: 'easy' });
  await postJson(`/api/lobbies/${lobbyId}/start`, { token: host.token });

  const ann = await openPage(browser, 'ann', { width: 390, height: 844 }, errors);
  await ann.goto(`${BASE}/?lobby=${lobbyId}#seat=${host.token}`);
  await ann.waitForSelector(CLOCK, { timeout: 20000 });

  // Phone: in the bar at the bottom, on screen, counting down.
  const first = await clockOf(ann);
  assert.equal(first.state, 'running');
  assert.match(first.text, /^[0-9]:[0-5][0-9] left$/);
  assert.ok(first.visible && first.top >= 844 / 2 && first.bottom <= 844, `in the bottom bar, on screen (${JSON.stringify(first)})`);
  await ann.evaluate((t) => { window.__first = t; }, first.text);
  await ann.waitForFunction((sel) => { const el = document.querySelector(sel); return el && el.textContent !== window.__first; }, CLOCK, { timeout: 5000 });
  // Scrolled down the table, the clock is still in sight.
  await ann.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await clockOf(ann);
  assert.ok(scrolled.top >= 0 && scrolled.bottom <= 844, 'the bar stays on screen');
  await ann.screenshot({ path: path.join(ART, 'myclock-running-phone.png') });

  // Desktop: beside the decision at the top of the table; in Czech and Polish too.
  await ann.setViewportSize({ width: 1366, height: 900 });
  await ann.evaluate(() => window.scrollTo(0, 0));
  const wide = await clockOf(ann);
  assert.ok(wide.visible && wide.top < 450, `at the top on a wide screen (${JSON.stringify(wide)})`);
  await ann.screenshot({ path: path.join(ART, 'myclock-running-desktop.png') });
  for (const [lang, re] of [['cs', /^zbývá [0-9]:[0-5][0-9]$/], ['pl', /^zostało [0-9]:[0-5][0-9]$/], ['en', /^[0-9]:[0-5][0-9] left$/]]) {
    await ann.selectOption('#lang-select', lang);
    await ann.waitForFunction(([sel, src]) => new RegExp(src).test((document.querySelector(sel) || {}).textContent || ''), [CLOCK, re.source], { timeout: 10000 });
  }

  // A spectator has no decision and no clock of their own.
  const watcher = await openPage(browser, 'watcher', { width: 1366, height: 900 }, errors);
  await watcher.goto(`${BASE}/#/watch/${lobbyId}`);
  await watcher.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.seatsStatus, null, { timeout: 20000 });
  assert.equal(await watcher.$('.my-clock'), null);
  await watcher.close();

  // Not turn-based: the settings say this game sends no e-mails, and ask for no address.
  await ann.click('.sidebar .open-settings');
  await ann.waitForSelector('dialog.settings-dialog[open]');
  assert.equal(await ann.textContent('.settings-mail p'), 'Only turn-based games send e-mails; in this game you are told at the table.');
  assert.equal(await ann.$('dialog.settings-dialog input[name=email]'), null);
  await ann.keyboard.press('Escape');

  // Left alone, the fast clock's last half-minute (a quarter of its 2 minutes) is marked low...
  await ann.setViewportSize({ width: 390, height: 844 });
  await ann.waitForFunction((sel) => { const el = document.querySelector(sel); return el && el.dataset.state === 'low'; }, CLOCK, { timeout: 120000, polling: 1000 });
  const low = await clockOf(ann);
  assert.match(low.text, /^0:[0-3][0-9] left$/);
  // A screen reader is told once, through the page's live region.
  assert.match(await ann.textContent('#live'), /^Your time for this decision: 0:[0-3][0-9] left$/);
  await ann.screenshot({ path: path.join(ART, 'myclock-low-phone.png') });
  // ...and when the server times the seat out, the clock says so.
  await ann.waitForFunction(() => {
    const st = window.__dlo.state.seatsStatus;
    return st && st.seats.some((s) => s.seat === 0 && s.timed_out);
  }, null, { timeout: 60000, polling: 1000 });
  await ann.waitForFunction((sel) => { const el = document.querySelector(sel); return el && el.dataset.state === 'out'; }, CLOCK, { timeout: 5000 });
  assert.equal(await ann.textContent(CLOCK), 'Out of time: the others may hand your seat to a bot');
  assert.equal(await ann.textContent('#live'), 'Your time for this decision: Out of time: the others may hand your seat to a bot');
  const out = await clockOf(ann);
  assert.ok(out.top >= 0 && out.bottom <= 844, 'the "out of time" line is on screen too');
  await ann.screenshot({ path: path.join(ART, 'myclock-out-phone.png') });

  assert.deepEqual(errors, []);
});
