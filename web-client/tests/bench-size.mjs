// Browser benchmark of what a player's browser loads (issue #31), not a test: prints figures,
// asserts nothing. For each page, opened in a fresh Chromium context (empty cache) at 390×844, it
// sums the bytes that came over the wire (CDP Network.loadingFinished encodedDataLength: the
// compressed body as the server sent it, with the Content-Encoding it chose, plus response
// headers; `body_kib` without the headers) of JavaScript and CSS, locale .ftl files excluded, until the page has been quiet for
// 2 s. Modules a page imports later (a dialog opened, the guided game started) are not counted.
//   home:    the lobby list (#/)
//   dl:      a Dungeon Lords table, 4 seats (the player and three easy bots), reopened mid-game
//            (after --moves of the player's decisions, 12 by default)
//   welcome: a Welcome to the Dungeon table, 2 seats (the player and an easy bot)
// Usage (a server must be running; see web-client/tests/run.sh for its flags):
//   DLO_BASE_URL=http://127.0.0.1:PORT node web-client/tests/bench-size.mjs [--files] [--gzip]
// `--files` lists every file counted, with its body's size and encoding. Chromium asks for
// Brotli (br) and the server's CompressionLayer answers with it; `--gzip` asks for gzip only.
import { BASE, launchChromium, postJson } from './harness.mjs';

const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : dflt; };
const MOVES = Number(arg('moves', 12));
const GZIP = process.argv.includes('--gzip');
const browser = await launchChromium();

/** Opens `url` in a fresh phone-sized context and counts what it transferred. */
async function measure(url, ready) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (GZIP) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const reqs = new Map();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => { reqs.set(e.requestId, { url: e.request.url }); last = Date.now(); });
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (!r) return;
    const hd = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = hd['content-encoding'] || 'identity';
    r.mime = e.response.mimeType;
    r.head = e.response.encodedDataLength || 0;
  });
  cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) r.bytes = e.encodedDataLength; last = Date.now(); });
  await page.goto(url);
  if (ready) await page.waitForFunction(ready, null, { timeout: 30000 });
  last = Date.now();
  while (Date.now() - last < 2000) await page.waitForTimeout(250);
  const files = [...reqs.values()].filter((r) => r.bytes != null).map((r) => ({ ...r, path: new URL(r.url).pathname }))
    .filter((r) => /\.(m?js|css)$/.test(r.path) && !r.path.endsWith('.ftl'));
  await context.close();
  const sum = (xs) => xs.reduce((a, r) => a + r.bytes, 0);
  const js = files.filter((r) => /\.m?js$/.test(r.path));
  const css = files.filter((r) => r.path.endsWith('.css'));
  const body = files.reduce((a, r) => a + r.bytes - (r.head || 0), 0);
  return {
    kib: Number((sum(files) / 1024).toFixed(1)), body_kib: Number((body / 1024).toFixed(1)), js_kib: Number((sum(js) / 1024).toFixed(1)), css_kib: Number((sum(css) / 1024).toFixed(1)),
    files: files.length, encodings: [...new Set(files.map((r) => r.encoding))],
    list: files.map((r) => `${r.path} ${r.bytes - (r.head || 0)} ${r.encoding}`).sort(),
  };
}

const tableReady = () => window.__dlo && window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players;
const out = {};
out.home = await measure(`${BASE}/#/`, () => document.querySelector('#app') && !document.querySelector('#app > p.muted'));

{
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 4, name: 'Size' });
  for (let i = 0; i < 3; i++) await postJson(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await postJson(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const url = `${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`;
  // Mid-game: the player's first decisions made by clicks, then the table opened afresh.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(tableReady, null, { timeout: 30000 });
  let moves = 0;
  const until = Date.now() + 60000;
  while (moves < MOVES && Date.now() < until) {
    const clicked = await page.evaluate(() => {
      const s = window.__dlo.state;
      const cmds = (s.view && s.view.prompt && s.view.prompt.legal_commands) || [];
      if (!cmds.length || s.ui.pending) return false;
      const choices = cmds.filter((c) => c.type !== 'clear_orders');
      const c = JSON.stringify(choices[Math.floor(Math.random() * choices.length)]);
      const b = [...document.querySelectorAll('.prompt button.cmd')].find((x) => x.dataset.cmd === c);
      if (!b) return false;
      b.click();
      const ok = document.querySelector('.confirm-step button.confirm');
      if (ok) ok.click();
      return true;
    });
    if (clicked) moves++;
    await page.waitForTimeout(150);
  }
  await context.close();
  out.dl = await measure(url, tableReady);
  out.dl.moves_before = moves;
}

{
  const host = await postJson('/api/lobbies', { game: 'welcome-to-the-dungeon', seats: 2, name: 'Size' });
  await postJson(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await postJson(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  out.welcome = await measure(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`, tableReady);
}

await browser.close();
const listFiles = process.argv.includes('--files');
for (const k of Object.keys(out)) if (!listFiles) delete out[k].list;
console.log(JSON.stringify(out, null, 1));
