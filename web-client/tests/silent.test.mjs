// Browser test (issue #32 item 4): a socket that stays open but brings nothing any more (a
// server node that lost the lobby, a half-open network path) is noticed by the client, which
// drops it and opens a new one, within a few keep-alive intervals. The socket is routed through
// the test, which stops relaying it in both directions (and never closes it); the page's clock
// is driven by the test, a keep-alive interval at a time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

// js/conn.js: PING_MS.
const PING_MS = 15000;

/** A started 2-seat game (the other seat a bot) and a page on seat 0; `sockets` lists each socket's state. */
async function table() {
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Alice' });
  await postJson(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await postJson(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const page = await openPage(browser, 'silent', { width: 390, height: 844 }, consoleErrors);
  await page.clock.install();
  const sockets = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const me = { silent: false, fromPage: 0 };
    sockets.push(me);
    const server = ws.connectToServer();
    ws.onMessage((raw) => { if (!me.silent) { me.fromPage += 1; server.send(raw); } });
    server.onMessage((raw) => { if (!me.silent) ws.send(raw); });
    // A silent path closes nothing: the page's socket stays open, as over a half-open connection.
    ws.onClose((code, reason) => { if (!me.silent) server.close({ code, reason }); });
    server.onClose((code, reason) => { if (!me.silent) ws.close({ code, reason }); });
  });
  await page.goto(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 0 && window.__dlo.state.view
    && window.__dlo.state.lastStatus && window.__dlo.state.lastStatus[0] === 'open', null, { timeout: 20000 });
  return { page, sockets };
}

/** Runs the page's timers one keep-alive interval at a time, letting real replies arrive in between. */
async function keepAliveIntervals(page, n) {
  for (let i = 0; i < n; i += 1) {
    await page.clock.runFor(PING_MS);
    await new Promise((r) => setTimeout(r, 300));
  }
}

test('a socket that stays open but silent is dropped and a new one opened within a few keep-alive intervals', { timeout: 60000 }, async () => {
  const { page, sockets } = await table();
  assert.equal(sockets.length, 1);
  sockets[0].silent = true;
  await keepAliveIntervals(page, 3);
  assert.equal(sockets.length, 2, 'a new socket was opened after three silent keep-alive intervals');
  await page.waitForFunction(() => window.__dlo.state.lastStatus[0] === 'open' && window.__dlo.state.view, null, { timeout: 10000 });
  assert.ok(sockets[1].fromPage >= 1, 'the new socket said hello');
  await page.screenshot({ path: new URL('../test-artifacts/silent-reconnected-phone.png', import.meta.url).pathname });
  await page.context().close();
});

test('a socket that answers its keep-alive pings is kept', { timeout: 60000 }, async () => {
  const { page, sockets } = await table();
  await keepAliveIntervals(page, 6);
  assert.equal(sockets.length, 1, 'no reconnect while pongs arrive');
  assert.ok(sockets[0].fromPage >= 1 + 6, `hello and a ping per interval went out (${sockets[0].fromPage})`);
  await page.context().close();
});

test('no console errors in the silent-socket test', () => {
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, []);
});
