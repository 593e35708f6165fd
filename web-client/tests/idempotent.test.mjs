// Browser test (issue #32 item 7): the client sends an Idempotency-Key with the calls that
// create state and sends the same call again when its answer is lost. The test lets the first
// join (and the first create) reach the server, then drops its answer as a broken connection
// would: the page must still end up in the one seat (lobby) the server made, with no second
// seat (lobby) taken, and every try must carry the same key.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ART, BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

async function getJson(p) {
  const res = await fetch(`${BASE}${p}`);
  return res.json();
}

/** Routes `pattern` (POST only): the first call reaches the server but its answer is lost. */
async function loseFirstAnswer(page, pattern) {
  const keys = [];
  await page.route(pattern, async (route) => {
    const req = route.request();
    if (req.method() !== 'POST') return route.continue();
    keys.push(req.headers()['idempotency-key']);
    if (keys.length === 1) {
      await route.fetch(); // the server does the work...
      return route.abort('connectionreset'); // ...and the page never hears of it
    }
    return route.continue();
  });
  return keys;
}

test('a join whose answer is lost is sent again with its key and gets the seat it took', { timeout: 60000 }, async () => {
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 3, name: 'Alice' });
  const page = await openPage(browser, 'join-retry', { width: 390, height: 844 }, consoleErrors);
  const keys = await loseFirstAnswer(page, /\/api\/lobbies\/[^/]+\/join$/);
  await page.goto(`${BASE}/#/lobby/${host.lobby_id}`);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.lobby, null, { timeout: 15000 });
  await page.fill('form.join input[name=name]', 'Bob');
  await page.press('form.join input[name=name]', 'Enter');
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 1, null, { timeout: 15000 });
  assert.equal(keys.length, 2, 'the join was sent twice');
  assert.match(keys[0] || '', /^[0-9a-f]{32}$/, 'with an idempotency key');
  assert.equal(keys[1], keys[0], 'the retry carries the same key');
  const details = await getJson(`/api/lobbies/${host.lobby_id}`);
  const names = details.seats.map((s) => s && s.name);
  assert.deepEqual(names.filter(Boolean), ['Alice', 'Bob'], `one seat for Bob: ${JSON.stringify(details.seats)}`);
  await page.screenshot({ path: `${ART}/idempotent-join-phone.png` });
  await page.context().close();
});

test('a create whose answer is lost is sent again with its key and opens the one lobby made', { timeout: 60000 }, async () => {
  const page = await openPage(browser, 'create-retry', { width: 1366, height: 900 }, consoleErrors);
  const keys = await loseFirstAnswer(page, /\/api\/lobbies$/);
  const name = `Retry${Date.now() % 100000}`;
  await page.goto(`${BASE}/#/create`);
  await page.selectOption('select[name=seats]', '2');
  await page.fill('input[name=name]', name);
  await page.click('form.create button[type=submit]');
  await page.waitForURL(/#\/lobby\//, { timeout: 15000 });
  const lobbyId = decodeURIComponent(page.url().split('#/lobby/')[1]);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 0, null, { timeout: 15000 });
  assert.equal(keys.length, 2, 'the create was sent twice');
  assert.equal(keys[1], keys[0], 'the retry carries the same key');
  const list = await getJson('/api/lobbies');
  const mine = list.lobbies.filter((l) => l.host_name === name);
  assert.deepEqual(mine.map((l) => l.lobby_id), [lobbyId], 'one lobby made, the one the page shows');
  await page.screenshot({ path: `${ART}/idempotent-create-laptop.png` });
  await page.context().close();
});

test('no console errors in the idempotency test', () => {
  const relevant = consoleErrors.filter((e) => !/ERR_CONNECTION|net::|Failed to load resource/.test(e));
  assert.deepEqual(relevant, []);
});
