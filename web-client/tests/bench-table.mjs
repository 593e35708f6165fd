// Browser benchmark of the table (issue #31), not a test: prints figures, asserts nothing.
//   idle:    a 2-player table where the other (human, absent) seat is deciding; the main thread's
//            busy time over 10 s with nothing happening (CDP Performance.getMetrics TaskDuration),
//            in ms per second.
//   updates: a 4-player game against three easy bots played to its end by clicks from inside the
//            page; how long the client took to handle each `update` message, drawing included
//            (window.__dlo.state.handled), p50 / p95 / max.
// Usage (a server must be running; see web-client/tests/run.sh for its flags):
//   DLO_BASE_URL=http://127.0.0.1:PORT node web-client/tests/bench-table.mjs [--width 390] [--cpu 4] [--skip-updates]
// `--cpu 4` slows the page's CPU fourfold (CDP Emulation.setCPUThrottlingRate), a mid-range phone.
// `--profile` samples the page's JavaScript during the game (CDP Profiler) and prints the 15
// functions with the most self time, and the share of the drawing code (`render*`, `h`), and the
// inclusive time of the table's drawing functions (`profile_inclusive`: the strip, the log, the
// decision bar, the sidebar).
// `--mutations` counts what the page's elements went through during the game (a MutationObserver
// on the whole document: nodes added and removed, attributes and texts changed), per update:
// unlike times, these do not depend on the machine's load.
import { BASE, launchChromium, postJson } from './harness.mjs';

const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : dflt; };
const WIDTH = Number(arg('width', 390));
const CPU = Number(arg('cpu', 1));
const IDLE_S = Number(arg('idle-seconds', 10));
const touch = WIDTH < 700;

const browser = await launchChromium();
async function open(url) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: touch ? 844 : 900 }, hasTouch: touch, isMobile: touch, bypassCSP: true });
  const page = await context.newPage();
  if (process.argv.includes('--mutations')) {
    await context.addInitScript(() => {
      const m = { added: 0, removed: 0, attributes: 0, texts: 0 };
      /** @type {any} */ (window).__mutations = m;
      new MutationObserver((list) => {
        for (const r of list) {
          if (r.type === 'childList') { m.added += r.addedNodes.length; m.removed += r.removedNodes.length; }
          else if (r.type === 'attributes') m.attributes++;
          else m.texts++;
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.goto(url);
  await page.waitForFunction(() => window.__dlo && window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 30000 });
  return { page, cdp };
}
const taskMs = async (cdp) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : null; };
const out = { width: WIDTH, cpu: CPU };

// Idle: the host's own decision is open and the absent second player is "deciding…".
{
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Idle' });
  await postJson(`/api/lobbies/${host.lobby_id}/join`, { name: 'Away' });
  await postJson(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const { page, cdp } = await open(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  await page.waitForTimeout(3000);
  const a = await taskMs(cdp);
  await page.waitForTimeout(IDLE_S * 1000);
  const b = await taskMs(cdp);
  out.idle_ms_per_s = Number(((b - a) / IDLE_S).toFixed(2));
  out.page_height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.context().close();
}

if (!process.argv.includes('--skip-updates')) {
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 4, name: 'Bench' });
  for (let i = 0; i < 3; i++) await postJson(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await postJson(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const { page, cdp } = await open(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  const profiling = process.argv.includes('--profile');
  if (profiling) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  const until = Date.now() + 600000;
  while (Date.now() < until) {
    const done = await page.evaluate(() => {
      const s = window.__dlo.state;
      if (s.view && s.view.result) return true;
      const cmds = (s.view && s.view.prompt && s.view.prompt.legal_commands) || [];
      if (!cmds.length || s.ui.pending) return false;
      const choices = cmds.filter((c) => c.type !== 'clear_orders');
      const c = JSON.stringify(choices[Math.floor(Math.random() * choices.length)]);
      const b = [...document.querySelectorAll('.prompt button.cmd')].find((x) => x.dataset.cmd === c);
      if (b) { b.click(); const ok = document.querySelector('.confirm-step button.confirm'); if (ok) ok.click(); }
      return false;
    });
    if (done) break;
    await page.waitForTimeout(50);
  }
  if (process.argv.includes('--mutations')) {
    const m = await page.evaluate(() => /** @type {any} */ (window).__mutations);
    const n = await page.evaluate(() => (window.__dlo.state.handled || []).filter(([k]) => k === 'update').length);
    out.mutations_per_update = Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Number((v / Math.max(1, n)).toFixed(1))]));
  }
  const handled = await page.evaluate(() => (window.__dlo.state.handled || []).filter(([k]) => k === 'update').map(([, ms]) => ms));
  out.updates = handled.length;
  out.update_ms = handled.length ? { p50: Number(pct(handled, 0.5).toFixed(1)), p95: Number(pct(handled, 0.95).toFixed(1)), max: Number(Math.max(...handled).toFixed(1)) } : null;
  // How each update was drawn (a client that says: 'full' or 'part', the regions that changed).
  const kinds = await page.evaluate(() => (window.__dlo.state.handled || []).filter(([k]) => k === 'update').map(([, ms, how]) => [how || '', ms]));
  const by = {};
  for (const [how, ms] of kinds) if (how) (by[how] = by[how] || []).push(ms);
  for (const [how, xs] of Object.entries(by)) out[`update_ms_${how}`] = { n: xs.length, p50: Number(pct(xs, 0.5).toFixed(1)), p95: Number(pct(xs, 0.95).toFixed(1)) };
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    // Self time per function: each sample counts for the node it was taken in.
    const dt = new Map();
    profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) || 0) + (profile.timeDeltas[i] || 0) / 1000));
    const self = new Map();
    for (const n of profile.nodes) {
      const f = n.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url ? f.url.replace(/^.*\//, '') : ''}${f.url ? `:${f.lineNumber + 1}` : ''}`;
      self.set(key, (self.get(key) || 0) + (dt.get(n.id) || 0));
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    out.profile_top = [...self.entries()].filter(([k]) => !/^\((idle|program)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 15)
      .map(([k, ms]) => `${ms.toFixed(0)} ms ${k}`);
    out.profile_total_ms = Math.round(total);
    // Inclusive time (the function and what it calls; a recursive call counted once).
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const incl = {};
    const walk = (id, open) => {
      const n = byId.get(id);
      const name = n.callFrame.functionName;
      const fresh = ['renderStrip', 'renderPresence', 'addLog', 'renderLog', 'drawPrompt', 'renderPrompt', 'renderDecision', 'renderDungeonLords'].includes(name) && !open.has(name);
      const now = fresh ? new Set([...open, name]) : open;
      for (const k of now) incl[k] = (incl[k] || 0) + (dt.get(id) || 0);
      for (const c of n.children || []) walk(c, now);
    };
    walk(profile.nodes[0].id, new Set());
    out.profile_inclusive = Object.fromEntries(Object.entries(incl).map(([k, v]) => [k, Math.round(v)]));
  }
  await page.context().close();
}
await browser.close();
console.log(JSON.stringify(out));
