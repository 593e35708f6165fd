// The table on a phone (issue #31): a whole 4-player Dungeon Lords game played by touch at
// 390×844 (three easy bots in the other seats). At every decision the action bar — the decision's
// sentence and its buttons, fixed to the bottom of the screen — is in the viewport, the button to
// tap is inside it and not covered (a phase banner never lies over it), and the page is no wider
// than the screen. Every decision is a real tap (playwright's touch); a tap whose target was not
// on screen first counts as "needed a scroll" (the budget: ≤ 5 %). On the way: the
// other players' compact panels (name, online/away, resources) are at the top, the tabs show
// your dungeon, the shared boards, the others, the log, the chat and the seat menu one tap apart,
// visible text is at least 12 px, and nothing animates forever. A spectator gets no "You" tab,
// no "Mine" log filter and no "your dungeon" in the phase help. Screenshots at 390, 768, 1366 and
// 1920 px go to web-client/test-artifacts/phone-*.png; the figures (taps, scrolls, page height)
// are printed for docs/performance.md.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, postJson } from './harness.mjs';

const BUDGET_MS = Number(process.env.DLO_PHONE_BUDGET_MS || 480000);
let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

async function newPage(name, viewport, touch) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, locale: 'en-US', bypassCSP: true });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => consoleErrors.push(`${name}: ${e.message}`));
  return page;
}

/** Where the action bar is, whether it is on screen, and what would cover its buttons. */
const barState = (page) => page.evaluate(() => {
  const vh = window.innerHeight;
  const vw = document.documentElement.clientWidth;
  const bar = document.querySelector('.prompt-area');
  const r = bar.getBoundingClientRect();
  const banner = document.getElementById('phase-banner');
  const br = banner && !banner.classList.contains('hidden') && Number(getComputedStyle(banner).opacity) > 0.05 ? banner.getBoundingClientRect() : null;
  const buttons = [...bar.querySelectorAll('button')].filter((b) => b.getClientRects().length);
  const covered = br ? buttons.filter((b) => { const x = b.getBoundingClientRect(); return x.top < br.bottom && x.bottom > br.top && x.left < br.right && x.right > br.left; }).length : 0;
  return {
    fixed: getComputedStyle(bar).position === 'fixed', top: r.top, bottom: r.bottom, height: r.height, vh,
    onScreen: r.top >= 0 && r.bottom <= vh + 1 && r.height > 0, covered, wide: document.documentElement.scrollWidth > vw + 1,
    pageHeight: document.documentElement.scrollHeight,
  };
});

/**
 * Where the first element matching `sel` is, looked up and measured in one step (the table is
 * redrawn at every update, so an element found in one call may be gone in the next): null when
 * there is none, else whether it is wholly inside the viewport and the topmost thing at its centre.
 */
const placeOf = (page, sel) => page.evaluate((sel) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  const inside = r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight + 1 && r.right <= document.documentElement.clientWidth + 1;
  const top = inside ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
  return { onScreen: inside && !!top && (top === el || el.contains(top)), what: `"${el.textContent.slice(0, 30)}" at ${Math.round(r.top)}–${Math.round(r.bottom)}` };
}, sel);

/** Visible text smaller than 12 px: a few examples (tag, class, size, text). */
const smallText = (page) => page.evaluate(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.data.trim()) continue;
    const el = n.parentElement;
    if (!el || !el.getClientRects().length || el.closest('.sr-only, .hidden, svg, [aria-hidden=true]')) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 11.95) out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${size}px "${n.data.trim().slice(0, 20)}"`);
  }
  return [...new Set(out)].slice(0, 6);
});

const snapshot = (page) => page.evaluate(() => {
  const s = window.__dlo && window.__dlo.state;
  if (!s || !s.view) return null;
  const v = s.view;
  return {
    version: s.version, phase: v.phase, result: !!v.result, pending: !!s.ui.pending, lastError: s.ui.lastError || null,
    cmds: (v.prompt && v.prompt.legal_commands) || [], combat: !!(v.combat && v.combat.round),
  };
});

const shot = (page, name) => page.screenshot({ path: path.join(ART, `phone-${name}.png`) });

test('a whole 4-player game by touch at 390×844 with the action bar on screen at every decision', { timeout: BUDGET_MS + 120000 }, async () => {
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 4, name: 'Pia' });
  for (let i = 0; i < 3; i++) await postJson(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await postJson(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const page = await newPage('phone', { width: 390, height: 844 }, true);
  await page.goto(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });
  await page.waitForSelector('.table-tabs button.tab');

  // The phone's first screen: the others as compact panels, your own dungeon, the decision.
  const first = await page.evaluate(() => ({
    strip: [...document.querySelectorAll('.seat-strip .seat-card')].map((b) => ({ text: b.textContent, top: b.getBoundingClientRect().top })),
    tabs: [...document.querySelectorAll('.table-tabs button.tab')].map((b) => b.dataset.tab),
    now: document.querySelector('.table-tabs button.tab.now').dataset.tab,
    mine: (() => { const el = document.querySelector('.player.mine'); return el ? el.getBoundingClientRect().top : null; })(),
    boardShown: !!document.querySelector('.central') && document.querySelector('.central').getClientRects().length > 0,
  }));
  assert.equal(first.strip.length, 3, 'a compact panel for each other player');
  assert.ok(first.strip.every((s) => s.top < 200 && /online|away/.test(s.text)), `the panels are at the top and say online or away: ${JSON.stringify(first.strip)}`);
  assert.deepEqual(first.tabs, ['mine', 'board', 'others', 'log', 'chat', 'seat']);
  assert.equal(first.now, 'mine', 'a player starts on their own dungeon');
  assert.ok(first.mine !== null && first.mine < 400, `your dungeon is near the top (${first.mine} px)`);
  assert.ok(!first.boardShown, 'the shared boards wait behind their tab');
  await shot(page, '390-first');

  // Each tab shows its part one tap away; the page is short in every one of them.
  const heights = {};
  for (const k of ['board', 'others', 'log', 'chat', 'seat', 'mine']) {
    await page.tap(`.table-tabs button.tab[data-tab=${k}]`);
    const s = await page.evaluate((k) => ({
      shown: {
        board: !!document.querySelector('.central')?.getClientRects().length,
        others: !!document.querySelector('.player[data-part=others]')?.getClientRects().length,
        log: !!document.querySelector('.log-panel')?.getClientRects().length,
        chat: !!document.querySelector('.chat-panel input')?.getClientRects().length,
        seat: !!document.querySelector('.presence')?.getClientRects().length,
        mine: !!document.querySelector('.player.mine')?.getClientRects().length,
      }[k],
      height: document.documentElement.scrollHeight,
    }), k);
    assert.ok(s.shown, `the ${k} tab shows its part`);
    heights[k] = s.height;
    if (k !== 'mine') await shot(page, `390-tab-${k}`);
  }
  const small = await smallText(page);
  assert.deepEqual(small, [], 'phone text is at least 12 px');

  let taps = 0;
  let scrolled = 0;
  let decisions = 0;
  const problems = [];
  const seen = new Set();
  // Every phase the table showed, decisions or not (to tell a missing decision from a missing phase).
  const shown = new Set();
  const until = Date.now() + BUDGET_MS;
  const scrolls = [];
  let where = '';
  // Taps `sel` if it is there (false when a redraw removed it); a target not on screen is
  // scrolled to first and counted.
  const tapIt = async (sel) => {
    const place = await placeOf(page, sel);
    if (!place) return false;
    taps += 1;
    const loc = page.locator(sel).first();
    if (!place.onScreen) { scrolled += 1; scrolls.push(`${where}: ${place.what}`); await loc.scrollIntoViewIfNeeded(); }
    await loc.tap({ timeout: 3000 });
    return true;
  };
  for (;;) {
    if (Date.now() > until) throw new Error(`the game did not finish in ${BUDGET_MS} ms (${decisions} decisions)`);
    const s = await snapshot(page);
    if (s && s.lastError) throw new Error(`a legal tap was refused: ${JSON.stringify(s.lastError)}`);
    if (s && s.result) break;
    if (s) shown.add(s.combat ? 'combat' : s.phase);
    if (!s || !s.cmds.length || s.pending) { await page.waitForTimeout(40); continue; }
    const key = s.combat ? 'combat' : s.phase;
    where = `${key} (${s.cmds.length} choices)`;
    const bar = await barState(page);
    if (!bar.fixed || !bar.onScreen) problems.push(`${key}: the action bar is not on screen (${Math.round(bar.top)}–${Math.round(bar.bottom)} of ${bar.vh})`);
    if (bar.covered) problems.push(`${key}: a banner covers ${bar.covered} decision buttons`);
    if (bar.wide) problems.push(`${key}: the page is wider than the phone`);
    if (!seen.has(key)) { seen.add(key); await page.waitForTimeout(200); await shot(page, `390-${key}`); }
    // A command at random among the buttons (not "take the orders back", which can loop).
    const choices = s.cmds.filter((c) => c.type !== 'clear_orders');
    const cmd = JSON.stringify(choices[Math.floor(Math.random() * choices.length)]);
    try {
      if (await page.locator('.prompt details.all-cmds:not([open])').count()) await tapIt('.prompt details.all-cmds:not([open]) > summary');
      // A bot's move may have redrawn the decision since the snapshot: then look again.
      if (!(await tapIt(`.prompt .cmd-list button.cmd[data-cmd='${cmd.replace(/'/g, "\\'")}']`))) continue;
      if (await page.locator('.confirm-step button.confirm').count()) await tapIt('.confirm-step button.confirm');
    } catch { continue; }
    decisions += 1;
    await page.waitForFunction((v) => { const st = window.__dlo.state; return st.ui.lastError || (st.version !== v && !st.ui.pending); }, s.version, { timeout: 10000, polling: 25 }).catch(() => {});
  }
  await page.waitForSelector('dialog.results-dialog[open]', { timeout: 15000 });
  await shot(page, '390-results');
  const share = taps ? scrolled / taps : 0;
  console.log(`phone: ${decisions} decisions, ${taps} taps, ${scrolled} needed a scroll (${(share * 100).toFixed(1)} %); page height per tab ${JSON.stringify(heights)}`);
  if (scrolls.length) console.log(`taps that needed a scroll:\n${scrolls.join('\n')}`);
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems`);
  assert.ok(decisions >= 40, `${decisions} decisions by touch`);
  assert.ok(share <= 0.05, `${scrolled} of ${taps} taps needed a scroll first`);
  for (const ph of ['orders', 'execute', 'combat']) assert.ok(seen.has(ph), `the game asked for ${ph}: asked ${[...seen]}; shown ${[...shown]}`);

  // Nothing animates forever: a few seconds after the last move no animation is running.
  await page.keyboard.press('Escape');
  await page.waitForTimeout(5000);
  const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().iterations === Infinity).length);
  assert.equal(running, 0, 'no infinite animation on the table');
  await page.context().close();
});

test('the table at 768, 1366 and 1920 px keeps every part in view; a spectator is not addressed as a player', { timeout: 120000 }, async () => {
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Ola' });
  await postJson(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await postJson(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const page = await newPage('wide', { width: 1366, height: 768 }, false);
  await page.goto(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.prompt, null, { timeout: 20000 });
  for (const [w, hgt] of [[768, 1024], [1366, 768], [1920, 1080]]) {
    await page.setViewportSize({ width: w, height: hgt });
    await page.waitForTimeout(300);
    const s = await page.evaluate(() => ({
      tabs: !!document.querySelector('.table-tabs')?.getClientRects().length,
      parts: ['.central', '.player.mine', '.log-panel', '.chat-panel', '.presence'].filter((q) => !document.querySelector(q)?.getClientRects().length),
      wide: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
    }));
    assert.equal(s.tabs, false, `${w} px: no tabs`);
    assert.deepEqual(s.parts, [], `${w} px: every part of the table is shown`);
    assert.equal(s.wide, false, `${w} px: no horizontal overflow`);
    await page.screenshot({ path: path.join(ART, `phone-${w}.png`), fullPage: w !== 1920 });
  }
  await page.context().close();

  // A spectator on a phone: no "You" tab, no "Mine" filter, no "your" in the phase help.
  const watch = await newPage('spectator', { width: 390, height: 844 }, true);
  await watch.goto(`${BASE}/#/watch/${host.lobby_id}`);
  await watch.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });
  await watch.waitForSelector('.table-tabs button.tab');
  const tabs = await watch.$$eval('.table-tabs button.tab', (bs) => bs.map((b) => `${b.dataset.tab}:${b.textContent}`));
  assert.ok(!tabs.some((x) => x.startsWith('mine')), `a spectator has no tab of their own: ${tabs}`);
  assert.ok(tabs.includes('others:Players'), `the players' tab says "Players": ${tabs}`);
  await watch.tap('.table-tabs button.tab[data-tab=log]');
  await watch.waitForSelector('.log-filters button');
  const filters = await watch.$$eval('.log-filters button', (bs) => bs.map((b) => b.dataset.filter));
  assert.ok(!filters.includes('mine'), `a spectator has no "Mine" filter: ${filters}`);
  await watch.tap('.table-tabs button.tab[data-tab=board]');
  const help = await watch.$eval('.phase-help p', (p) => p.textContent);
  assert.ok(!/\byour?\b/i.test(help), `the phase help speaks to a player: ${help}`);
  await watch.screenshot({ path: path.join(ART, 'phone-390-spectator.png') });
  await watch.context().close();
});

test('no script errors on the phone table', () => {
  assert.deepEqual(consoleErrors, []);
});
