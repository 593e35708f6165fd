// Browser test of issue #17: the clock chosen on the create form is shown on the table, a seat
// moves to a second browser context by its "continue on another device" link (token in the
// fragment, QR code shown), and the host's re-invite revokes a player's old link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });
const newPage = (name) => openPage(browser, name, { width: 1400, height: 1000 }, consoleErrors);

const post = postJson;
const seatOf = (page) => page.evaluate(() => (window.__dlo.state ? window.__dlo.state.seat : undefined));
const waitSeat = (page, seat) => page.waitForFunction((s) => window.__dlo.state && window.__dlo.state.seat === s && window.__dlo.state.view, seat, { timeout: 20000 });

test('a bad clock option is refused', async () => {
  const res = await fetch(`${BASE}/api/lobbies`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'dungeon-lords', seats: 2, name: 'X', clock: { mode: 'turn_based', days: 40 } }) });
  assert.equal(res.status, 400);
  assert.equal((await res.json()).error.code, 'bad_clock');
});

test('the clock is chosen on the create form and shown on the table; a seat moves to another browser by its link; re-invite revokes the old link', { timeout: 120000 }, async () => {
  // The host creates the lobby with a fast clock through the form.
  const alice = await newPage('alice');
  await alice.goto(`${BASE}/#/create`);
  await alice.selectOption('select[name=seats]', '3');
  await alice.selectOption('select[name=clock]', 'fast');
  // The level of a bot that takes over an absent player's seat (issue 35 item 4): hard unless
  // the host chooses otherwise; each game's options offer it.
  const takeover = 'form.create .dl-options select[name=takeover_bot]';
  assert.equal(await alice.inputValue(takeover), 'hard', 'a stand-in bot plays at hard by default');
  assert.equal(await alice.locator('form.create .wt-options select[name=takeover_bot]').count(), 1, 'Welcome offers it too');
  await alice.selectOption(takeover, 'normal');
  await alice.fill('input[name=name]', 'Alice');
  await alice.click('form.create button[type=submit]');
  await alice.waitForURL(/#\/lobby\//);
  const lobbyId = decodeURIComponent(alice.url().split('#/lobby/')[1]);
  const details = await (await fetch(`${BASE}/api/lobbies/${lobbyId}`)).json();
  assert.deepEqual(details.clock, { mode: 'fast' });
  assert.equal(details.options.takeover_bot, 'normal', `the choice is sent: ${JSON.stringify(details.options)}`);
  await alice.waitForSelector('.lobby-options');
  assert.match(await alice.textContent('.lobby-options'), /Bot for an absent player\s*Normal bot/, 'the waiting room names the choice');
  const aliceToken = await alice.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.seat.${id}`)).token, lobbyId);
  const bob = await post(`/api/lobbies/${lobbyId}/join`, { name: 'Bob' });
  await post(`/api/lobbies/${lobbyId}/bots`, { token: aliceToken, level: 'easy' });
  await post(`/api/lobbies/${lobbyId}/start`, { token: aliceToken });
  await waitSeat(alice, 0);

  // The clocks are on the table.
  await alice.waitForSelector('.seat-clocks .clock', { timeout: 15000 });
  const clockText = await alice.textContent('.clock-option');
  assert.match(clockText, /Fast/);
  const clocks = await alice.$$eval('.seat-clocks .clock', (els) => els.map((e) => e.textContent.trim()));
  assert.equal(clocks.length, 3);
  for (const c of clocks) assert.match(c, /^\d+:\d\d$/);

  // Bob plays in his first browser.
  const bob1 = await newPage('bob-first-browser');
  await bob1.goto(`${BASE}/?lobby=${lobbyId}#seat=${bob.token}`);
  await waitSeat(bob1, 1);
  // The token left the address bar at once.
  assert.ok(!bob1.url().includes(bob.token), `token still in ${bob1.url()}`);

  // Alice continues on another device: the link carries the token in the fragment only.
  await alice.click('button.continue-elsewhere');
  await alice.waitForSelector('.seat-link .qr svg', { timeout: 10000 });
  const link = await alice.inputValue('.seat-link-url');
  const url = new URL(link);
  assert.equal(url.hash, `#seat=${aliceToken}`);
  assert.ok(!url.search.includes(aliceToken), 'the token is never in the query (sent to servers)');
  await alice.screenshot({ path: path.join(ART, 'seat-link.png') });
  const alice2 = await newPage('alice-second-browser');
  await alice2.goto(link);
  await waitSeat(alice2, 0);
  assert.equal(await seatOf(alice2), 0);
  assert.ok(!alice2.url().includes(aliceToken));
  // The second browser plays the seat: a command from it is accepted.
  const legal = await alice2.evaluate(() => (window.__dlo.state.view.prompt || {}).legal_commands || []);
  if (legal.length) {
    await alice2.evaluate((cmd) => window.__dlo.sendRaw(cmd), legal[0]);
    await alice2.waitForFunction(() => (window.__dlo.state.accepted || 0) >= 1, null, { timeout: 10000 });
  }

  // The host re-invites Bob (who lost his device): his old link stops working at once.
  await alice2.waitForSelector('.seat-clock[data-seat="1"] button.reinvite', { timeout: 10000 });
  await alice2.click('.seat-clock[data-seat="1"] button.reinvite');
  await alice2.waitForSelector('.seat-link .seat-link-url', { timeout: 10000 });
  const bobLink = await alice2.inputValue('.seat-link-url');
  assert.ok(bobLink.includes('#seat=') && !bobLink.includes(bob.token));
  await bob1.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === null, null, { timeout: 10000 });
  const bob2 = await newPage('bob-second-browser');
  await bob2.goto(bobLink);
  await waitSeat(bob2, 1);
  // The revoked token no longer opens the seat.
  const bob3 = await newPage('bob-old-link');
  await bob3.goto(`${BASE}/?lobby=${lobbyId}#seat=${bob.token}`);
  await bob3.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === null && window.__dlo.state.view, null, { timeout: 15000 });
  await bob2.screenshot({ path: path.join(ART, 'seat-reinvited.png') });
  assert.deepEqual(consoleErrors.filter((e) => !/WebSocket|4001|bad_token|seat token/i.test(e)), []);
});
