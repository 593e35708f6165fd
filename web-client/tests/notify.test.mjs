// Browser test of issue #17's turn notifications: a player turns them on in the table's
// notification settings (issue 37; the browser asks for the permission once), the choice
// survives a reload, and then, while the tab is hidden, each decision that becomes theirs brings
// one desktop notification and one sound; the sound alone when the notification is off; nothing
// while the tab is visible or after turning both off.
//
// The page's `Notification`, `AudioContext` and `document.hidden` are replaced by recording
// stand-ins (an init script, before the client runs): headless Chromium neither shows
// notifications nor hides tabs, and what is checked is what the client asks the browser to do.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

const post = postJson;

/** Runs in the page before any of its scripts. */
function standIns() {
  window.__notes = [];
  window.__beeps = 0;
  window.__asked = 0;
  window.__hidden = false;
  const perm = () => localStorage.getItem('test.permission') || 'default';
  window.Notification = class {
    constructor(title, options) { window.__notes.push({ title, body: options && options.body, tag: options && options.tag }); }
    static get permission() { return perm(); }
    static requestPermission() {
      window.__asked += 1;
      localStorage.setItem('test.permission', 'granted');
      return Promise.resolve('granted');
    }
  };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.__beeps += 1; }
  };
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => window.__hidden });
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (window.__hidden ? 'hidden' : 'visible') });
}

const counts = (page) => page.evaluate(() => ({ notes: window.__notes.length, beeps: window.__beeps }));

/**
 * Answers `n` of this seat's decisions with a legal command (never taking back orders), each time
 * waiting until the decision is there. Returns how many times the seat was handed a decision it
 * did not have before, as the page saw it (every update is recorded by an init-script hook).
 */
async function play(page, n) {
  let sent = 0;
  const until = Date.now() + 90000;
  while (sent < n && Date.now() < until) {
    await page.waitForFunction(() => {
      const s = window.__dlo.state;
      const p = s && s.view && s.view.prompt;
      return !!(p && p.legal_commands && p.legal_commands.length && !(s.ui.pending && Date.now() - s.ui.pendingAt < 5000));
    }, null, { timeout: 30000 });
    const version = await page.evaluate(() => window.__dlo.state.version);
    await page.evaluate(() => {
      const cmds = window.__dlo.state.view.prompt.legal_commands.filter((c) => c.type !== 'clear_orders');
      window.__dlo.sendRaw(cmds[0]);
    });
    sent += 1;
    await page.waitForFunction((v) => window.__dlo.state.version > v, version, { timeout: 30000 });
  }
  assert.equal(sent, n, 'the seat was given enough decisions');
}

test('turn notifications: opt-in remembered, one notification and one sound per decision while hidden, none when visible or off', { timeout: 240000 }, async () => {
  const host = await post('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Alice' });
  const lobbyId = host.lobby_id;
  await post(`/api/lobbies/${lobbyId}/bots`, { token: host.token, level: 'easy' });
  await post(`/api/lobbies/${lobbyId}/start`, { token: host.token });

  const alice = await openPage(browser, 'alice', { width: 1366, height: 900 }, consoleErrors);
  await alice.addInitScript(standIns);
  await alice.goto(`${BASE}/?lobby=${lobbyId}#seat=${host.token}`);
  await alice.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 0 && window.__dlo.state.view, null, { timeout: 20000 });

  // Off by default, in the notification settings (js/settings.js) reached from the seat panel;
  // turning the desktop notification on asks the browser for the permission once.
  const sound = 'dialog.settings-dialog input[name=alert_sound]';
  const desktop = 'dialog.settings-dialog input[name=alert_desktop]';
  const openSettings = async () => {
    await alice.click('.sidebar .open-settings');
    await alice.waitForSelector(desktop, { state: 'visible', timeout: 15000 });
  };
  const closeSettings = () => alice.click('dialog.settings-dialog .settings-close');
  const stored = () => alice.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.alerts.${id}`) || 'null'), lobbyId);
  await alice.waitForSelector('.sidebar .open-settings', { timeout: 15000 });
  await openSettings();
  assert.equal(await alice.isChecked(sound), false);
  assert.equal(await alice.isChecked(desktop), false);
  await alice.click(sound);
  await alice.click(desktop);
  await alice.waitForFunction(() => window.__asked === 1);
  assert.deepEqual(await stored(), { sound: true, desktop: true }, 'kept in this browser for this lobby');
  await closeSettings();
  assert.match(await alice.textContent('.sidebar .settings-summary'), /Sound on · Desktop notification on/);

  // Remembered after a reload, without asking again.
  await alice.reload();
  await alice.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
  await alice.waitForSelector('.sidebar .open-settings', { timeout: 15000 });
  await openSettings();
  assert.equal(await alice.isChecked(sound), true);
  assert.equal(await alice.isChecked(desktop), true);
  await closeSettings();
  assert.equal(await alice.evaluate(() => window.__asked), 0);

  // Every update the page applies, with whether the seat then owes a decision.
  await alice.evaluate(() => {
    window.__owed = [];
    window.__sample = setInterval(() => {
      const s = window.__dlo.state;
      const p = s && s.view && s.view.prompt;
      const owed = !!(p && p.legal_commands && p.legal_commands.length);
      const last = window.__owed[window.__owed.length - 1];
      if (!last || last.version !== s.version) window.__owed.push({ version: s.version, owed, hidden: window.__hidden });
    }, 5);
  });

  // Visible tab: decisions come and go, nothing is notified.
  await play(alice, 4);
  assert.deepEqual(await counts(alice), { notes: 0, beeps: 0 }, 'nothing while the tab is visible');

  // Hidden tab: one notification and one sound each time a decision becomes this seat's.
  await alice.evaluate(() => { window.__hidden = true; window.__owed = []; });
  await play(alice, 12);
  // As below: more decisions while none has been handed to the seat anew.
  for (let i = 0; i < 30 && (await counts(alice)).notes === 0; i++) {
    await play(alice, 1);
    await alice.waitForTimeout(100);
  }
  const hidden = await counts(alice);
  const handed = await alice.evaluate(() => {
    let n = 0;
    for (let i = 1; i < window.__owed.length; i++) if (window.__owed[i].owed && !window.__owed[i - 1].owed) n += 1;
    return n;
  });
  assert.ok(hidden.notes >= 1, `a hidden tab is notified (${JSON.stringify(hidden)})`);
  assert.equal(hidden.beeps, hidden.notes, 'one sound with each notification');
  // At most once per decision: never more notifications than decisions handed to the seat (the
  // sampler may miss a decision that came and went between two samples, never invent one).
  assert.ok(hidden.notes <= handed + 1, `${hidden.notes} notifications for ${handed} decisions handed over`);
  const note = await alice.evaluate(() => window.__notes[0]);
  assert.ok(note.title && note.body, 'the notification has a title and a text');
  assert.equal(note.tag, 'dlo-turn', 'notifications replace each other rather than pile up');
  await alice.screenshot({ path: path.join(ART, 'notify-hidden-tab.png') });

  // The sound alone: a hidden tab hears it, no notification is shown.
  await openSettings();
  await alice.click(desktop);
  await closeSettings();
  assert.deepEqual(await stored(), { sound: true, desktop: false });
  const soundOnly = await counts(alice);
  // Decisions until one is handed to the seat anew: a run of this seat's own decisions, or one
  // it owes throughout while the bot moves, hands nothing over and plays no sound.
  let afterSound = soundOnly;
  for (let i = 0; i < 30 && afterSound.beeps <= soundOnly.beeps; i++) {
    await play(alice, 1);
    await alice.waitForTimeout(100);
    afterSound = await counts(alice);
  }
  assert.equal(afterSound.notes, soundOnly.notes, 'no notification with the desktop notification off');
  assert.ok(afterSound.beeps > soundOnly.beeps, `the sound still plays (${JSON.stringify(afterSound)})`);

  // Both off: a hidden tab is not told any more.
  await openSettings();
  await alice.click(sound);
  await closeSettings();
  assert.deepEqual(await stored(), { sound: false, desktop: false });
  assert.match(await alice.textContent('.sidebar .settings-summary'), /All off/);
  const before = await counts(alice);
  await play(alice, 4);
  assert.deepEqual(await counts(alice), before, 'nothing after turning notifications off');

  assert.deepEqual(consoleErrors, []);
});
