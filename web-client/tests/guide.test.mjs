// "Learn to play" (issue #38 item 1): the guided first game, played through its first year in a
// browser — in English on a 390×844 phone by touch, and in Czech on a 1366×768 laptop by
// keyboard for the guide's own buttons. The player starts it from the home page (first-game
// lobby, three bots), and at every decision:
//   - the guide's card explains each new kind of decision once (what, where, cost, why), with the
//     part of the table it is about outlined; "Got it" puts it away;
//   - the guide never plays: the game moves only by the player's own taps on the decision bar;
//   - on the phone the decision bar stays fixed at the bottom and on screen, the card above the
//     tabs, nothing wider than the screen.
// The card follows a language change and a reload. On the way the player leaves for the home
// page and comes back ("Continue the guided game"):
// topics already explained are not explained again, but "Explain again" brings one back. At the end of the first year the guide says
// so; "Skip the guide" then turns it off (the table plays on, the home page offers it again).
// The home panel and the table with the card pass axe-core (no serious or critical violation).
// Screenshots: web-client/test-artifacts/guide-<lang>-<width>-<topic>.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, axeAudit } from './harness.mjs';

const BUDGET_MS = Number(process.env.DLO_GUIDE_BUDGET_MS || 240000);
let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

async function newPage(name, viewport, touch, locale) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, locale, bypassCSP: true });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => consoleErrors.push(`${name}: ${e.message}`));
  return page;
}

const snapshot = (page) => page.evaluate(() => {
  const s = window.__dlo && window.__dlo.state;
  if (!s || !s.view) return null;
  const v = s.view;
  const card = document.querySelector('.guide-area .guide-card');
  return {
    version: s.version, year: v.year, season: v.season, phase: v.phase, pending: !!s.ui.pending, lastError: s.ui.lastError || null,
    cmds: (v.prompt && v.prompt.legal_commands) || [], variant: v.variant,
    topic: card ? card.dataset.topic : null,
    spots: document.querySelectorAll('.guide-spot').length,
    parts: card ? [...card.querySelectorAll('.guide-parts dt')].length : 0,
    title: card ? card.querySelector('h3').textContent : null,
  };
});

/** The phone's layout at this moment: the bar fixed and on screen, the card not over it, no overflow. */
const phoneLayout = (page) => page.evaluate(() => {
  const bar = document.querySelector('.prompt-area');
  const r = bar.getBoundingClientRect();
  const card = document.querySelector('.guide-area .guide-card');
  const c = card ? card.getBoundingClientRect() : null;
  return {
    fixed: getComputedStyle(bar).position === 'fixed', onScreen: r.top >= 0 && r.bottom <= innerHeight + 1,
    overlap: c ? c.bottom > r.top + 2 && c.top < r.bottom && c.bottom > 0 && c.top < innerHeight : false,
    wide: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  };
});

/**
 * Plays the guided game's first year. `gotIt(page)` puts the card away as this run's player does
 * (a tap, or the keyboard). Returns the topics explained, in order.
 */
async function playFirstYear(page, { tag, phone, gotIt, comeBack }) {
  const explained = [];
  const problems = [];
  const asked = new Set(); // the phases in which the player had a decision
  let decisions = 0;
  let cameBack = false;
  let againChecked = false;
  const until = Date.now() + BUDGET_MS;
  for (;;) {
    if (Date.now() > until) throw new Error(`${tag}: the first year did not end in ${BUDGET_MS} ms (${decisions} decisions, topics ${explained})`);
    const s = await snapshot(page);
    if (s && s.lastError) throw new Error(`${tag}: a legal choice was refused: ${JSON.stringify(s.lastError)}`);
    if (s && s.year === 2 && s.topic === 'year-two') break;
    if (!s || s.pending) { await page.waitForTimeout(40); continue; }
    if (s.topic) {
      // A card is up: it explains, outlines its part of the table, and waits for "Got it".
      assert.ok(!explained.includes(s.topic), `${tag}: ${s.topic} was explained twice (${explained})`);
      assert.ok(s.parts >= 1 && s.title, `${tag}: the ${s.topic} card says what it is`);
      if (!['combat-prisoner', 'combat-collapse'].includes(s.topic)) assert.ok(s.spots > 0, `${tag}: ${s.topic} outlines the table`);
      await page.waitForTimeout(150);
      if (phone) {
        const L = await phoneLayout(page);
        if (!L.fixed || !L.onScreen) problems.push(`${s.topic}: the decision bar is not on screen`);
        if (L.overlap) problems.push(`${s.topic}: the guide's card lies over the decision bar`);
        if (L.wide) problems.push(`${s.topic}: the page is wider than the phone`);
      }
      explained.push(s.topic);
      await page.screenshot({ path: path.join(ART, `guide-${tag}-${explained.length}-${s.topic}.png`) });
      const version = s.version;
      await gotIt(page);
      // "Got it" only puts the card away: no command went to the server.
      await page.waitForFunction((k) => { const c = document.querySelector('.guide-area .guide-card'); return !c || c.dataset.topic !== k; }, s.topic, { timeout: 5000 });
      const after = await snapshot(page);
      assert.ok(!after.pending, `${tag}: "Got it" sent nothing`);
      if (after.version === version) assert.deepEqual(after.cmds, s.cmds, `${tag}: the decision is still the player's after "Got it"`);
      continue;
    }
    if (!s.cmds.length) { await page.waitForTimeout(40); continue; }
    asked.add(s.phase);
    // A kind of decision met before: its explanation is one tap away, and goes again with "Got it".
    if (!againChecked && s.phase === 'orders' && s.season !== 'winter') {
      againChecked = true;
      await page.waitForSelector('.guide-area button.guide-again', { timeout: 5000 });
      if (phone) await page.locator('.guide-area button.guide-again').tap(); else await page.locator('.guide-area button.guide-again').click();
      await page.waitForSelector('.guide-area .guide-card[data-topic=orders]', { timeout: 5000 });
      await gotIt(page);
      await page.waitForSelector('.guide-area button.guide-again', { timeout: 5000 });
      continue;
    }
    // Leave for the home page once, after the first actions, and come back.
    if (comeBack && !cameBack && explained.includes('execute')) {
      cameBack = true;
      await comeBack(page);
      continue;
    }
    const choices = s.cmds.filter((c) => c.type !== 'clear_orders');
    const cmd = JSON.stringify(choices[Math.floor(Math.random() * choices.length)]);
    const sel = `.prompt .cmd-list button.cmd[data-cmd='${cmd.replace(/'/g, "\\'")}']`;
    try {
      if (await page.locator('.prompt details.all-cmds:not([open])').count()) await page.locator('.prompt details.all-cmds:not([open]) > summary').first().click({ timeout: 3000 });
      if (!(await page.locator(sel).count())) continue;
      if (phone) await page.locator(sel).first().tap({ timeout: 3000 }); else await page.locator(sel).first().click({ timeout: 3000 });
      if (await page.locator('.confirm-step button.confirm').count()) await page.locator('.confirm-step button.confirm').first().click({ timeout: 3000 });
    } catch { continue; }
    decisions += 1;
    await page.waitForFunction((v) => { const st = window.__dlo.state; return st.ui.lastError || (st.version !== v && !st.ui.pending); }, s.version, { timeout: 10000, polling: 25 }).catch(() => {});
  }
  await page.screenshot({ path: path.join(ART, `guide-${tag}-year-two.png`) });
  assert.deepEqual(problems.slice(0, 8), [], `${tag}: ${problems.length} layout problems`);
  // Every kind of decision the player met was explained (before it was made: the card comes first).
  for (const ph of asked) assert.ok(explained.includes(ph), `${tag}: the player decided in ${ph} without its explanation (${explained})`);
  assert.ok(againChecked, `${tag}: "Explain again" was offered at a later season's orders`);
  return { explained, decisions, cameBack, asked };
}

/** From the home page: the "Learn to play" panel starts the guided game. */
async function startFromHome(page, name, texts) {
  await page.goto(`${BASE}/#/`);
  await page.waitForSelector('.guide-home .guide-new');
  const panel = await page.$eval('.guide-home', (el) => el.textContent);
  assert.ok(panel.includes(texts.title), `the home page offers "${texts.title}": ${panel.slice(0, 120)}`);
  await page.fill('.guide-home input[name=guide-name]', name);
  await page.screenshot({ path: path.join(ART, `guide-home-${texts.lang}.png`) });
  await page.locator('.guide-home .guide-new').click();
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });
  const s = await snapshot(page);
  assert.equal(s.variant, 'first_game', 'the guided game is a first game');
  const seats = await page.evaluate(() => window.__dlo.state.view.players.length);
  assert.equal(seats, 4, 'the player and three bots');
  await page.waitForSelector('.guide-area .guide-card[data-topic=welcome]');
  assert.ok(await page.locator('.guide-spot').count() > 0, 'the welcome outlines your supplies and dungeon');
  assert.deepEqual(await axeAudit(page), [], 'axe-core: the table with the guide card');
}

test('the guided first game in English on a phone, by touch: every new decision explained once, through the first year', { timeout: BUDGET_MS + 60000 }, async () => {
  const page = await newPage('phone-en', { width: 390, height: 844 }, true, 'en-US');
  await startFromHome(page, 'Nell', { title: 'Learn to play', lang: 'en' });
  const tapGotIt = async (p) => p.locator('.guide-card button.guide-ok').tap({ timeout: 3000 });
  // "Show me" on the phone opens the tab that holds the outlined part.
  await page.locator('.guide-card button.guide-show').tap();
  assert.equal(await page.$eval('.table-tabs button.tab.now', (b) => b.dataset.tab), 'mine');
  const comeBack = async (p) => {
    const lobby = await p.evaluate(() => window.__dlo.state.lobbyId);
    await p.goto(`${BASE}/#/`);
    await p.waitForSelector('.guide-home .guide-continue a');
    await p.screenshot({ path: path.join(ART, 'guide-en-390-home-continue.png') });
    await p.locator('.guide-home .guide-continue a').tap();
    await p.waitForFunction((id) => window.__dlo.state && window.__dlo.state.lobbyId === id && window.__dlo.state.view, lobby, { timeout: 20000 });
  };
  const r = await playFirstYear(page, { tag: 'en-390', phone: true, gotIt: tapGotIt, comeBack });
  console.log(`guide en 390: ${r.decisions} decisions in ${[...r.asked].join(', ')}; explained ${r.explained.join(', ')}`);
  assert.ok(r.cameBack, 'the player left for the home page and came back');
  for (const k of ['welcome', 'orders', 'execute', 'production', 'events', 'adventurers']) assert.ok(r.explained.includes(k), `${k} was explained: ${r.explained}`);
  const order = (k) => r.explained.indexOf(k);
  assert.ok(order('welcome') === 0 && order('orders') === 1, `the welcome, then the orders: ${r.explained}`);
  await page.context().close();
});

test('the guided first game in Czech on a laptop, the guide by keyboard; skipping it turns it off', { timeout: BUDGET_MS + 60000 }, async () => {
  const page = await newPage('laptop-cs', { width: 1366, height: 768 }, false, 'cs-CZ');
  await startFromHome(page, 'Marek', { title: 'Naučte se hrát', lang: 'cs' });
  assert.equal(await page.$eval('.guide-card .guide-ok', (b) => b.textContent), 'Rozumím');
  // Another language redraws the card in place; a reload keeps the seat and the guide's place.
  await page.selectOption('#lang-select', 'pl');
  await page.waitForFunction(() => /Twój pierwszy rok/.test(document.querySelector('.guide-card h3')?.textContent || ''), null, { timeout: 10000 });
  await page.selectOption('#lang-select', 'cs');
  await page.waitForFunction(() => /Váš první rok/.test(document.querySelector('.guide-card h3')?.textContent || ''), null, { timeout: 10000 });
  await page.reload();
  await page.waitForFunction(() => /Váš první rok/.test(document.querySelector('.guide-card[data-topic=welcome] h3')?.textContent || ''), null, { timeout: 20000 });
  // The keyboard: D goes to the decision; the guide's card is just before it (Shift+Tab).
  const keyGotIt = async (p) => {
    await p.keyboard.press('d');
    for (let i = 0; i < 8; i++) {
      if (await p.evaluate(() => document.activeElement && document.activeElement.classList.contains('guide-ok'))) break;
      await p.keyboard.press('Shift+Tab');
    }
    assert.ok(await p.evaluate(() => document.activeElement.classList.contains('guide-ok')), 'Shift+Tab from the decision reaches "Rozumím"');
    await p.keyboard.press('Enter');
  };
  const r = await playFirstYear(page, { tag: 'cs-1366', phone: false, gotIt: keyGotIt });
  console.log(`guide cs 1366: ${r.decisions} decisions in ${[...r.asked].join(', ')}; explained ${r.explained.join(', ')}`);
  for (const k of ['welcome', 'orders', 'execute', 'production', 'events', 'adventurers']) assert.ok(r.explained.includes(k), `${k} was explained: ${r.explained}`);
  const title = await page.$eval('.guide-card h3', (el) => el.textContent);
  assert.equal(title, 'Váš první rok skončil');

  // Skip: the card and the outlines go, the table plays on, the home page can turn it on again.
  await page.locator('.guide-card button.guide-skip').click();
  await page.waitForSelector('.guide-area .guide-off');
  assert.equal(await page.locator('.guide-spot').count(), 0, 'no outline once the guide is off');
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('dlo.guide')));
  assert.equal(record.off, true);
  const before = await snapshot(page);
  const cmd = before.cmds.find((c) => c.type !== 'clear_orders');
  if (cmd) {
    await page.locator(`.prompt button.cmd[data-cmd='${JSON.stringify(cmd).replace(/'/g, "\\'")}']`).first().click();
    await page.waitForFunction((v) => window.__dlo.state.version !== v, before.version, { timeout: 10000 });
    assert.equal((await snapshot(page)).topic, null, 'the guide stays off while the game goes on');
  }
  await page.screenshot({ path: path.join(ART, 'guide-cs-1366-off.png') });
  await page.goto(`${BASE}/#/`);
  await page.waitForSelector('.guide-home .guide-on');
  await page.context().close();
});

test('no script errors with the guide', () => {
  assert.deepEqual(consoleErrors, []);
});
