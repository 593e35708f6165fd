// The web client under the server's Content-Security-Policy: no inline script, style markup or
// eval. The other browser tests open pages with `bypassCSP` (playwright's waitForFunction
// evaluates strings in the page); this one keeps the policy on, records every
// `securitypolicyviolation` and console error, and renders the lobby list, the create form and a
// Welcome to the Dungeon board as a spectator (the board sets colours through style strings),
// then that running game's replay so far; and a Dungeon Lords table drawn and patched by Preact
// (js/vdom.js) through a few decisions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launchChromium, postJson } from './harness.mjs';

let browser;
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

const post = postJson;

// Polls `fn` in the page (page.evaluate is not subject to the page's CSP, unlike waitForFunction).
const until = async (page, fn, what, ms = 15000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await page.evaluate(fn)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
};

test('the client runs under the CSP without a single violation', async () => {
  const created = await post('/api/lobbies', { game: 'welcome-to-the-dungeon', seats: 2, options: {}, public: false, name: 'Csp' });
  await post(`/api/lobbies/${created.lobby_id}/bots`, { token: created.token });
  await post(`/api/lobbies/${created.lobby_id}/start`, { token: created.token });

  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });

  const first = await page.goto(`${BASE}/`);
  assert.match(first.headers()['content-security-policy'] || '', /script-src 'self'/);
  await until(page, () => !document.querySelector('#app').textContent.includes('Loading'), 'the lobby list');
  await page.goto(`${BASE}/#/create`);
  await until(page, () => document.querySelectorAll('#app input, #app select').length > 0, 'the create form');
  await page.goto(`${BASE}/#/lobby/${created.lobby_id}`);
  await until(page, () => document.querySelectorAll('[class*="wt-"]').length > 3, 'the Welcome to the Dungeon board');
  await until(page, () => [...document.querySelectorAll('[style]')].some((el) => el.style.getPropertyValue('--c')), 'a seat colour set through a style string');
  // The replay of the running game so far (the spectator's view) on the same board.
  const details = await (await fetch(`${BASE}/api/lobbies/${created.lobby_id}`)).json();
  assert.ok(details.game_id, 'the started lobby names its game');
  await page.goto(`${BASE}/#/replay/${details.game_id}`);
  await until(page, () => !!document.querySelector('.replay-board [class*="wt-"]'), 'the replay board');
  assert.equal(await page.inputValue('select[name=viewer]'), 'spectator');

  const violations = await page.evaluate(() => window.__csp);
  await context.close();
  assert.deepEqual(violations, [], 'CSP violations');
  assert.deepEqual(errors.filter((e) => /Content Security Policy|Refused to/.test(e)), [], 'CSP console errors');
});

test('the Dungeon Lords table, drawn and patched by Preact, runs under the CSP', async () => {
  const created = await post('/api/lobbies', { game: 'dungeon-lords', seats: 2, options: {}, public: false, name: 'CspDl' });
  await post(`/api/lobbies/${created.lobby_id}/bots`, { token: created.token, level: 'easy' });
  await post(`/api/lobbies/${created.lobby_id}/start`, { token: created.token });

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  await page.goto(`${BASE}/?lobby=${created.lobby_id}#seat=${created.token}`);
  await until(page, () => !!document.querySelector('.central .spaces .space'), 'the central board');
  // Seat colours and minions are set through the CSSOM by Preact (style objects).
  await until(page, () => [...document.querySelectorAll('.player[data-seat]')].some((el) => el.style.getPropertyValue('--c')), 'a seat colour');
  // A few decisions: each answer comes back as updates that Preact patches into the same table.
  const central = await page.evaluateHandle(() => document.querySelector('.central'));
  let decisions = 0;
  for (let i = 0; i < 40 && decisions < 4; i++) {
    const clicked = await page.evaluate(() => {
      const s = window.__dlo.state;
      const cmds = (s.view && s.view.prompt && s.view.prompt.legal_commands) || [];
      if (!cmds.length || s.ui.pending) return false;
      const b = document.querySelector('.prompt button.cmd');
      if (!b) return false;
      b.click();
      const ok = document.querySelector('.confirm-step button.confirm');
      if (ok) ok.click();
      return true;
    });
    if (clicked) decisions++;
    await new Promise((r) => setTimeout(r, 300));
  }
  assert.ok(decisions >= 2, `made ${decisions} decisions`);
  assert.ok(await page.evaluate((el) => el.isConnected && el === document.querySelector('.central'), central), 'the central board was patched, not built again');
  const violations = await page.evaluate(() => window.__csp);
  await context.close();
  assert.deepEqual(violations, [], 'CSP violations');
  assert.deepEqual(errors, [], 'console errors');
});
