// A browser tab open across an upgrade (issue #33, item 4). Server A (build "build-a") serves
// the table; it stops and server B (build "build-b", the same data directory and port) takes
// its place, as an operator's upgrade does. Each tab learns of the new build from B's
// `welcome` and reloads itself at a safe moment, never while its player is composing a
// decision: a spectator (owes nothing) at once; Ann's phone (Czech, touch) once she has sent
// her decision with a tap; Ann's laptop (English, keyboard), with a chat line half typed, not
// even then, but once the line is gone and her next decision is sent with the keyboard. Every
// reloaded tab is back in its seat (tokens are in localStorage) and runs B's page.
//
// Starts its own servers from DLO_SERVER_BIN (default target/debug/server) with `--build-id`,
// the flag that names the build a server announces (protocol/README.md § Upgrades).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ART, launchChromium, axeAudit } from './harness.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..', '..');
const SERVER_BIN = process.env.DLO_SERVER_BIN || path.join(ROOT, 'target', 'debug', 'server');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const freePort = () => new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dlo-upgrade-'));
let server = null;
let browser = null;
after(async () => {
  if (browser) await browser.close();
  if (server) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a server announcing `build` on `port` over the shared data directory. */
async function start(port, build) {
  const proc = spawn(SERVER_BIN, ['--bind', `127.0.0.1:${port}`, '--data-dir', dataDir,
    '--web-dir', path.join(ROOT, 'web-client'), '--bot-delay-ms', '50', '--build-id', build],
  { stdio: 'ignore' });
  const exited = new Promise((r) => proc.once('exit', r));
  proc.exited = exited;
  for (let i = 0; i < 150; i += 1) {
    try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return proc; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server ${build} does not answer on ${port}`);
}

async function stop(proc) {
  proc.kill('SIGTERM');
  await proc.exited;
}

async function post(base, p, body) {
  const res = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

async function seatedPage(base, { viewport, locale, lobbyId, rec, touch, watch }) {
  const context = await browser.newContext({ viewport, locale, bypassCSP: true, hasTouch: !!touch, isMobile: !!touch });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(`${base}/#/`);
  if (rec) await page.evaluate(([id, r]) => localStorage.setItem(`dlo.seat.${id}`, JSON.stringify(r)), [lobbyId, rec]);
  await page.goto(`${base}/#/${watch ? 'watch' : 'lobby'}/${lobbyId}`);
  await page.waitForFunction(() => window.__dlo && window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
  // Gone when the page reloads.
  await page.evaluate(() => { window.__beforeUpgrade = true; });
  return page;
}

const build = (page) => page.evaluate(() => document.querySelector('meta[name="dlo-build"]')?.content);
const reloaded = (page) => page.evaluate(() => !window.__beforeUpgrade);
const owes = (page) => page.evaluate(() => {
  const s = window.__dlo.state;
  return !!(s && s.view && s.view.prompt && (s.view.prompt.legal_commands || []).length);
});
/** Waits until the page, reloaded, sits at `seat` (null: watching) of B's table. */
async function backAt(page, seat) {
  // The predicate may run in the new document before js/boot.js has made window.__dlo.
  await page.waitForFunction((s) => !window.__beforeUpgrade && window.__dlo && window.__dlo.state && window.__dlo.state.view
    && window.__dlo.state.seat === s, seat, { timeout: 20000 });
  assert.equal(await build(page), 'build-b');
  assert.ok(await page.$eval('.upgrade-note', (el) => el.classList.contains('hidden')), 'no note after the reload');
}

test('a tab open across an upgrade reloads at a safe moment and keeps its seat', { timeout: 180000 }, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = await start(port, 'build-a');
  // The page says which build served it.
  assert.match(await (await fetch(`${base}/`)).text(), /<meta name="dlo-build" content="build-a">/);

  const lobby = await post(base, '/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Ann', options: { variant: 'first_game' } });
  const id = lobby.lobby_id;
  await post(base, `/api/lobbies/${id}/bots`, { token: lobby.token, level: 'easy' });
  await post(base, `/api/lobbies/${id}/start`, { token: lobby.token });
  browser = await launchChromium();
  const rec = { token: lobby.token, seat: 0, name: 'Ann', host: true };
  const phone = await seatedPage(base, { viewport: PHONE, locale: 'cs-CZ', lobbyId: id, rec, touch: true });
  const laptop = await seatedPage(base, { viewport: LAPTOP, locale: 'en-US', lobbyId: id, rec });
  const watcher = await seatedPage(base, { viewport: LAPTOP, locale: 'pl-PL', lobbyId: id, watch: true });
  for (const page of [phone, laptop]) {
    await page.waitForFunction(() => {
      const s = window.__dlo.state;
      return s.view && s.view.prompt && (s.view.prompt.legal_commands || []).some((c) => c.type === 'choose_order');
    }, null, { timeout: 20000 });
    assert.equal(await build(page), 'build-a');
  }
  // Ann has begun a chat line on her laptop.
  await laptop.fill('input[name=chat]', 'one moment');

  // The upgrade: A stops, B starts on the same data and port.
  await stop(server);
  server = null;
  server = await start(port, 'build-b');

  // The spectator owes nothing: reloaded at once, still watching.
  await backAt(watcher, null);
  // Ann's tabs owe a decision: they say a new version is ready and wait.
  for (const [page, text] of [[phone, /nová verze hry/], [laptop, /A new version of the game is ready/]]) {
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.upgrade, null, { timeout: 20000 });
    await page.waitForSelector('.upgrade-note:not(.hidden)');
    assert.match(await page.textContent('.upgrade-note'), text);
    assert.equal(await reloaded(page), false, 'no reload while a decision is owed');
    assert.ok(await owes(page));
  }
  await phone.screenshot({ path: path.join(ART, 'upgrade-note-phone-cs.png') });
  await laptop.screenshot({ path: path.join(ART, 'upgrade-note-laptop-en.png') });
  assert.deepEqual(await axeAudit(laptop), []);

  // The phone: Ann taps an order of her decision; once it is accepted the page reloads, back
  // in her seat, the order taken.
  await phone.locator('.order-row .order.legal').first().tap();
  await backAt(phone, 0);
  // The reload came after the order was stored: the seat holds it.
  const chosen = await phone.evaluate(() => window.__dlo.state.view.players[0].chosen_orders || []);
  assert.equal(chosen.length, 1, JSON.stringify(chosen));

  // The laptop heard of that order (an update) but Ann's chat line is still being typed there,
  // and her next decision is owed: no reload.
  await laptop.waitForFunction(() => (window.__dlo.state.view.players[0].chosen_orders || []).length === 1, null, { timeout: 20000 });
  await laptop.waitForTimeout(500);
  assert.equal(await reloaded(laptop), false, 'no reload while composing');
  // She sends the chat line with Enter, then her next order with the keyboard (d, Enter).
  await laptop.focus('input[name=chat]');
  await laptop.keyboard.press('Enter');
  await laptop.waitForFunction(() => !document.querySelector('input[name=chat]').value, null, { timeout: 10000 });
  assert.equal(await reloaded(laptop), false);
  await laptop.evaluate(() => document.activeElement && document.activeElement.blur());
  await laptop.keyboard.press('d');
  // The decision's first control: its first button, or the summary of the closed list of all
  // choices (opened with Enter, then Tab to its first button).
  if (await laptop.evaluate(() => document.activeElement.tagName === 'SUMMARY')) {
    await laptop.keyboard.press('Enter');
    await laptop.keyboard.press('Tab');
  }
  assert.ok(await laptop.evaluate(() => document.activeElement.matches('.prompt button.cmd')), 'a command button has the focus');
  await laptop.keyboard.press('Enter');
  await backAt(laptop, 0);
  const after2 = await laptop.evaluate(() => window.__dlo.state.view.players[0].chosen_orders || []);
  assert.equal(after2.length, 2, JSON.stringify(after2));
  await phone.screenshot({ path: path.join(ART, 'upgrade-reloaded-phone-cs.png') });

  // Reloaded once for build-b: a page that still met another build (a cluster in the middle of
  // a rolling upgrade) would not reload again.
  assert.equal(await laptop.evaluate(() => sessionStorage.getItem('dlo.reloadedFor')), 'build-b');
  for (const page of [phone, laptop, watcher]) assert.deepEqual(page.errors, []);
});
