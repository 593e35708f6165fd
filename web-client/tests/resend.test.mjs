// Browser test: a command the server could not store is sent again by the client with the same
// id (protocol/README.md § Retrying), so a player's tap is not lost to a passing store failure;
// after a few failed attempts the player is told. The socket is routed through the test, which
// answers chosen commands with `not_stored` itself instead of passing them on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

const post = postJson;

/** A started 2-seat game (the other seat a bot) and a page on seat 0 whose socket `fail` decides about. */
async function table(fail) {
  const host = await post('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Alice' });
  await post(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await post(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const page = await openPage(browser, 'resend', { width: 1366, height: 900 }, consoleErrors);
  const sent = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((raw) => {
      const m = JSON.parse(raw);
      if (m.type === 'command') {
        sent.push(m.id);
        if (fail(m, sent)) {
          ws.send(JSON.stringify({ type: 'error', code: 'not_stored', id: m.id, message: `command ${m.id} could not be stored; nothing changed, try again` }));
          return;
        }
      }
      server.send(raw);
    });
    server.onMessage((raw) => ws.send(raw));
  });
  await page.goto(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 0 && window.__dlo.state.view
    && window.__dlo.state.view.prompt && window.__dlo.state.view.prompt.legal_commands.length, null, { timeout: 20000 });
  return { page, sent };
}

/** Taps the first legal command's button, as a player would. */
async function tapFirst(page) {
  await page.evaluate(() => { const d = document.querySelector('.prompt details.all-cmds'); if (d) d.open = true; });
  const cmd = await page.evaluate(() => JSON.stringify(window.__dlo.state.view.prompt.legal_commands.find((c) => c.type !== 'clear_orders')));
  await page.locator(`.prompt button.cmd[data-cmd='${cmd}']`).first().click();
  const confirm = page.locator('.confirm-step button.confirm');
  if (await confirm.count()) await confirm.click();
}

test('a command that was not stored is sent again with the same id and goes through', { timeout: 60000 }, async () => {
  const { page, sent } = await table((m, all) => all.length === 1);
  const accepted = await page.evaluate(() => window.__dlo.state.accepted || 0);
  await tapFirst(page);
  await page.waitForFunction((n) => (window.__dlo.state.accepted || 0) > n, accepted, { timeout: 10000 });
  assert.equal(sent.length, 2, 'sent twice');
  assert.equal(sent[0], sent[1], 'with the same id, so it cannot be applied twice');
  assert.equal(await page.evaluate(() => window.__dlo.state.ui.lastError), null, 'the player saw no error');
  await page.context().close();
});

test('a command the store keeps refusing is reported to the player after a few attempts', { timeout: 60000 }, async () => {
  const { page, sent } = await table(() => true);
  await tapFirst(page);
  await page.waitForFunction(() => window.__dlo.state.ui.lastError && window.__dlo.state.ui.lastError.code === 'not_stored', null, { timeout: 15000 });
  assert.equal(sent.length, 5, 'the first attempt and four resends');
  assert.equal(new Set(sent).size, 1, 'all with one id');
  assert.equal(await page.evaluate(() => window.__dlo.state.ui.pending), null, 'the player may tap again');
  // The player is told, in words (not the server's English text).
  await page.waitForSelector('.prompt .rejected[role=alert]', { timeout: 5000 });
  assert.doesNotMatch(await page.textContent('.prompt .rejected'), /could not be stored; nothing changed/);
  await page.context().close();
});

test('no console errors in the resend test', () => {
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, []);
});
