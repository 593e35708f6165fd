// Lobby links that cannot lead to a seat (issue 37, item 4): an unknown lobby, a lobby closed
// before its start and a full table each say so before any name is asked, offer the way on, and
// never fall into "reconnecting…" — at phone and laptop sizes, in Czech and Polish, by keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage, postJson, axeAudit } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function gateOf(page) {
  await page.waitForSelector('[data-gate]', { timeout: 10000 });
  return page.evaluate(() => {
    const g = document.querySelector('[data-gate]');
    return {
      kind: g.dataset.gate,
      title: g.querySelector('.gate-title').textContent,
      joinForm: !!document.querySelector('form.join, input[name="name"]'),
      banner: (document.getElementById('banner') || {}).textContent || '',
      lang: document.documentElement.lang,
    };
  });
}

test('an unknown lobby says the table does not exist, and stops reconnecting (phone, Czech)', async () => {
  const browser = await launchChromium();
  const errors = [];
  try {
    const page = await openPage(browser, 'unknown', PHONE, errors, 'cs-CZ');
    await page.goto(`${BASE}/#/lobby/00000000-0000-4000-8000-000000000000`);
    const g = await gateOf(page);
    assert.equal(g.kind, 'unknown');
    assert.equal(g.title, 'Tahle herna neexistuje');
    assert.equal(g.joinForm, false, 'no join form for a lobby that does not exist');
    assert.equal(await page.isVisible('.sidebar'), false, 'no seats, log or chat beside it');
    // Long enough for the socket's retries: nothing says "reconnecting" and the panel stays.
    await page.waitForTimeout(4000);
    const after = await gateOf(page);
    assert.equal(after.kind, 'unknown');
    assert.doesNotMatch(after.banner, /připoj|spojen/i, `no reconnect banner: ${after.banner}`);
    const status = await page.evaluate(() => document.getElementById('conn-status').textContent);
    assert.equal(status, '', 'the connection status is empty, not "connecting"');
    // Keyboard: the ways on are links reachable with Tab.
    let reached = null;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => (document.activeElement && document.activeElement.classList.contains('gate-home') ? document.activeElement.getAttribute('href') : null));
    }
    assert.equal(reached, '#/', 'Tab reaches "Open tables"');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#/' || location.hash === '', null, { timeout: 5000 });
    await page.goto(`${BASE}/#/lobby/not-a-lobby-id`);
    assert.equal((await gateOf(page)).kind, 'unknown', 'a malformed id is an unknown table too');
    await page.screenshot({ path: path.join(ART, 'gate-unknown-phone-cs.png') });
    assert.deepEqual(await axeAudit(page), []);
    // The browser itself reports the refused requests (the details' 404/400 and the socket's
    // first handshake, sent before the details said there is no such lobby); nothing else.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[04]|WebSocket handshake: Unexpected response code: 40[04]/.test(e)), []);
  } finally {
    await browser.close();
  }
});

test('a full table offers to watch before any name is asked (laptop, Polish; phone, tap)', async () => {
  const lobby = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Ann' });
  await postJson(`/api/lobbies/${lobby.lobby_id}/bots`, { token: lobby.token, level: 'easy' });
  const browser = await launchChromium();
  const errors = [];
  try {
    const page = await openPage(browser, 'full', LAPTOP, errors, 'pl-PL');
    await page.goto(`${BASE}/#/lobby/${lobby.lobby_id}`);
    const g = await gateOf(page);
    assert.equal(g.kind, 'full');
    assert.equal(g.title, 'Poczekalnia jest pełna');
    assert.equal(g.joinForm, false, 'no name is asked at a full table');
    const text = await page.textContent('[data-gate]');
    assert.match(text, /Wszystkie 2 miejsca są zajęte/);
    await page.screenshot({ path: path.join(ART, 'gate-full-laptop-pl.png') });
    assert.deepEqual(await axeAudit(page), []);

    const ctx = await browser.newContext({ viewport: PHONE, locale: 'en-US', hasTouch: true, isMobile: true, bypassCSP: true });
    const phone = await ctx.newPage();
    phone.on('pageerror', (e) => errors.push(`phone: ${e.message}`));
    await phone.goto(`${BASE}/?lobby=${lobby.lobby_id}`);
    assert.equal((await gateOf(phone)).title, 'This table is full');
    await phone.tap('.gate-watch');
    await phone.waitForFunction((id) => location.hash === `#/watch/${id}`, lobby.lobby_id, { timeout: 5000 });
    // Watching a full lobby shows its waiting room without a gate or a join form.
    await phone.waitForSelector('.waiting');
    assert.equal(await phone.$('[data-gate]'), null);
    assert.equal(await phone.$('input[name="name"]'), null);
    await phone.screenshot({ path: path.join(ART, 'gate-full-watch-phone-en.png') });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('a lobby closed before its start says why, with no join form (phone, Czech)', async () => {
  const lobby = await postJson('/api/lobbies', { game: 'welcome-to-the-dungeon', seats: 3, name: 'Jana' });
  await postJson(`/api/lobbies/${lobby.lobby_id}/leave`, { token: lobby.token });
  const browser = await launchChromium();
  const errors = [];
  try {
    const page = await openPage(browser, 'closed', PHONE, errors, 'cs-CZ');
    await page.goto(`${BASE}/#/lobby/${lobby.lobby_id}`);
    const g = await gateOf(page);
    assert.equal(g.kind, 'closed');
    assert.equal(g.title, 'Tahle herna byla zavřena');
    assert.equal(g.joinForm, false);
    assert.equal(await page.isVisible('.sidebar'), false, 'no log or chat for a lobby that will never start');
    await page.screenshot({ path: path.join(ART, 'gate-closed-phone-cs.png') });
    assert.deepEqual(await axeAudit(page), []);
  } finally {
    await browser.close();
  }
});
