// Browser test of the Welcome to the Dungeon table: real headless Chromium driven by
// playwright-core against a running server (DLO_BASE_URL). Two players in two browser contexts
// play by clicking the widgets on the board (deck, tiles, Add, hero cards, raid decisions) until
// the game ends or a bounded number of steps; a drawn monster must never reach the other page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, axeAudit, launchChromium, openPage } from './harness.mjs';

const MAX_STEPS = Number(process.env.DLO_WTTD_MAX_STEPS || 400);

let browser;
const consoleErrors = [];

before(async () => { browser = await launchChromium(); });

after(async () => { if (browser) await browser.close(); });

const newPage = (name) => openPage(browser, name, { width: 1500, height: 1000 }, consoleErrors);

const shot = async (page, file) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(5, 5); // no hover tooltip in the picture
  await page.evaluate(() => document.getElementById('tooltip').classList.add('hidden'));
  await page.waitForTimeout(1800); // let the reveal animations finish
  await page.screenshot({ path: path.join(ART, file), fullPage: true });
};
const state = (page) => page.evaluate(() => {
  const s = window.__dlo && window.__dlo.state;
  if (!s) return null;
  return { version: s.version ?? null, seat: s.seat, view: s.view, lastError: s.ui.lastError || null };
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** axe-core's serious and critical findings, in the page's theme and then in the other one. */
const axeProblems = [];
async function auditBothThemes(page, key) {
  for (let i = 0; i < 2; i++) {
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    for (const x of await axeAudit(page)) axeProblems.push(`${key}, ${theme} theme: ${x}`);
    await page.click('#theme-toggle');
  }
}

/** Every clickable board widget must carry one of the page's legal commands, verbatim. */
async function checkWidgets(page, st) {
  const onBoard = await page.$$eval('.wttd [data-cmd]', (els) => els.map((e) => e.getAttribute('data-cmd')));
  const legal = new Set(((st.view.prompt && st.view.prompt.legal_commands) || []).map((c) => JSON.stringify(c)));
  for (const c of onBoard) assert.ok(legal.has(c), `${page.name}: board widget ${c} is not among the legal commands`);
  return onBoard.length;
}

/**
 * The drawn monster (and the holder's own face-down dungeon cards) are only in the holder's
 * view and page; the other page shows card backs only, until the raid turns them over.
 */
async function checkPrivacy(holderPage, holder, otherPage, other, watcher) {
  const ph = holder.view.phase;
  const secret = [];
  if (ph.kind === 'preparation' && ph.drawn) {
    secret.push(ph.drawn.card_id);
    assert.equal(await holderPage.locator(`.wt-hand .wt-card.drawn[data-card-id="${ph.drawn.card_id}"]`).count(), 1,
      `${holderPage.name} sees the monster it drew face up`);
    assert.ok(!other.view.phase.drawn, `${otherPage.name}'s view must not carry ${holderPage.name}'s drawn monster`);
  }
  for (const d of holder.view.dungeon || []) {
    if (d.added_by === holder.seat && d.card) secret.push(d.card.card_id);
    const mirror = (other.view.dungeon || []).find((x) => x.position === d.position);
    if (d.added_by === holder.seat && mirror) assert.equal(mirror.card, null, `${otherPage.name} sees only the back of ${holderPage.name}'s dungeon card`);
  }
  if (!secret.length) return 0;
  for (const page of [otherPage, watcher]) {
    const leaks = await page.evaluate((ids) => ids.filter((id) => [...document.querySelectorAll(`[data-card-id="${id}"]`)]
      .some((el) => !el.closest('.wt-raid'))), secret);
    assert.deepEqual(leaks, [], `${holderPage.name}'s hidden monster(s) appear in ${page.name}'s page`);
  }
  if (ph.kind === 'preparation' && ph.is_holding_card && ph.to_move === holder.seat) {
    assert.equal(await watcher.locator('.wt-hand .wt-card.face').count(), 0, 'the spectator sees the held monster face down');
    assert.equal(await watcher.locator('.wt-hand .wt-card.back.held').count(), 1, 'the spectator sees that a monster is held');
  }
  return secret.length;
}

/** Picks a board widget the way a casual player would (pass now and then, add or sacrifice). */
async function pickWidget(page, st) {
  const types = st.view.prompt.legal_commands.map((c) => c.type);
  const r = Math.random();
  if (types.includes('draw')) {
    const dungeon = st.view.dungeon.length;
    // Build a small dungeon first, so that every game has adds and a real raid.
    const passIt = types.includes('pass') && dungeon >= 2 && r < 0.1 + 0.05 * dungeon;
    return page.locator(passIt ? '.wt-deck button[data-type="pass"]' : '.wt-stack.legal');
  }
  if (types.includes('add')) {
    const tiles = page.locator('.wt-tile.legal');
    if ((await tiles.count()) && r < 0.35) return tiles.nth(Math.floor(Math.random() * (await tiles.count())));
    return page.locator('.wt-hand button[data-type="add"]');
  }
  if (types.includes('choose_hero')) {
    const heroes = page.locator('.wt-hero-card.legal');
    return heroes.nth(Math.floor(Math.random() * (await heroes.count())));
  }
  const any = page.locator('.wttd .legal');
  const n = await any.count();
  if (!n) return null;
  return any.nth(Math.floor(Math.random() * n));
}

test('Welcome to the Dungeon: two players play on the board by clicking; drawn monsters stay private', { timeout: 240000 }, async () => {
  const alice = await newPage('alice');
  const bob = await newPage('bob');

  await alice.goto(`${BASE}/#/create`);
  await alice.selectOption('select[name=game]', 'welcome-to-the-dungeon');
  await alice.selectOption('select[name=seats]', '2');
  await alice.fill('input[name=name]', 'Alice');
  await alice.click('form.create button[type=submit]');
  await alice.waitForURL(/#\/lobby\//);
  await alice.waitForFunction(() => window.__dlo && window.__dlo.state && window.__dlo.state.version !== undefined, null, { timeout: 20000 });
  const invite = await alice.inputValue('input.invite');

  await bob.goto(invite);
  await bob.waitForFunction(() => window.__dlo && window.__dlo.state && window.__dlo.state.lobby, null, { timeout: 15000 });
  await bob.fill('form.join input[name=name]', 'Bob');
  await bob.click('form.join button[type=submit]');
  await bob.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 1, null, { timeout: 15000 });
  await alice.waitForFunction(() => !document.body.textContent.includes('free seat'), null, { timeout: 15000 });
  await alice.click('button.start');
  for (const p of [alice, bob]) await p.waitForSelector('.wttd .wt-hero', { timeout: 20000 });
  const lobbyId = decodeURIComponent(alice.url().split('#/lobby/')[1]);
  const watcher = await newPage('spectator');
  await watcher.goto(`${BASE}/#/watch/${lobbyId}`);
  await watcher.waitForSelector('.wttd .wt-hero', { timeout: 20000 });
  await shot(alice, 'wttd-01-start-alice.png');

  const pages = [alice, bob];
  const taken = new Set();
  const once = async (key, fn) => { if (!taken.has(key)) { taken.add(key); await fn(); } };
  let steps = 0;
  let privacyChecks = 0;
  let boardClicks = 0;
  const kinds = new Set();
  const until = Date.now() + 180000;
  let last = null;
  while (steps < MAX_STEPS && Date.now() < until) {
    const [sts, ws] = await Promise.all([Promise.all(pages.map(state)), state(watcher)]);
    // Compare the pages at the same game version only.
    if (sts[0].version !== sts[1].version || ws.version !== sts[0].version) { await sleep(30); continue; }
    assert.equal(ws.view.prompt, null, 'a spectator has no prompt');
    last = sts;
    for (const [i, j] of [[0, 1], [1, 0]]) privacyChecks += await checkPrivacy(pages[i], sts[i], pages[j], sts[j], watcher);
    const ph = sts[0].view.phase;
    if (ph.kind === 'game_over') break;
    const i = sts.findIndex((s) => s.view.prompt);
    if (i < 0) { await sleep(30); continue; }
    const page = pages[i];
    const st = sts[i];
    const other = pages[1 - i];
    assert.ok((await checkWidgets(page, st)) > 0, `${page.name} has a prompt and clickable widgets on the board`);
    const types = st.view.prompt.legal_commands.map((c) => c.type);
    types.forEach((t) => kinds.add(t));
    if (types.includes('add')) {
      await once('drawn', async () => {
        await shot(page, `wttd-02-drawn-monster-${page.name}.png`);
        await shot(other, `wttd-03-opponent-holding-${other.name}.png`);
        await auditBothThemes(page, 'a drawn monster');
      });
    }
    if (sts[i].view.dungeon.length >= 3) await once('pile', () => shot(other, `wttd-04-dungeon-pile-${other.name}.png`));
    for (const t of ['name_type', 'polymorph', 'axe']) if (types.includes(t)) await once(t, () => shot(page, `wttd-06-decision-${t}-${page.name}.png`));
    if (types.includes('choose_hero')) {
      await once('choose_hero', async () => {
        await shot(page, `wttd-05-raid-and-hero-choice-${page.name}.png`);
        await shot(other, `wttd-05-raid-seen-by-${other.name}.png`);
        await auditBothThemes(other, 'a raid');
      });
    }
    const el = await pickWidget(page, st);
    assert.ok(el && (await el.count()), `${page.name}: a board widget for ${types.join(', ')}`);
    await el.first().click();
    boardClicks += 1;
    await page.waitForFunction((v) => window.__dlo.state.version !== v || window.__dlo.state.ui.lastError, st.version, { timeout: 10000 });
    const after = await state(page);
    assert.equal(after.lastError, null, `${page.name}: a board click was refused: ${JSON.stringify(after.lastError)}`);
    steps += 1;
  }
  assert.ok(boardClicks >= 6, `decisions were made on the board (${boardClicks})`);
  assert.ok(privacyChecks > 0, 'the privacy of drawn monsters was checked');
  for (const t of ['draw', 'add', 'pass']) assert.ok(kinds.has(t), `a ${t} decision was made on the board`);
  if (last && last.every((s) => s.view.phase.kind === 'game_over')) {
    for (const p of pages) {
      await p.waitForSelector('.wt-gameover', { timeout: 10000 });
      assert.match(await p.textContent('.wt-gameover'), /wins? the game/);
    }
    // Each player gets the results dialog (places, the winner, the rematch); it is audited
    // open, then closed to look at the table under it.
    for (const p of pages) {
      await p.waitForSelector('dialog.results-dialog[open]', { timeout: 10000 });
      assert.match(await p.textContent('dialog.results-dialog'), /\S/);
    }
    await shot(alice, 'wttd-07-results-dialog-alice.png');
    for (const x of await axeAudit(alice)) axeProblems.push(`the results dialog: ${x}`);
    for (const p of pages) {
      await p.click('dialog.results-dialog button.close');
      await p.waitForSelector('dialog.results-dialog[open]', { state: 'detached', timeout: 5000 }).catch(() => {});
      assert.equal(await p.evaluate(() => !!document.querySelector('dialog.results-dialog[open]')), false, `${p.name}: the results dialog closes`);
    }
    await shot(alice, 'wttd-07-game-over-alice.png');
    await shot(bob, 'wttd-07-game-over-bob.png');
    await auditBothThemes(alice, 'the game over');
    await watcher.waitForSelector('.wt-gameover', { timeout: 10000 });
    await shot(watcher, 'wttd-08-game-over-spectator.png');
  } else {
    await shot(alice, 'wttd-07-after-steps-alice.png');
  }
  assert.deepEqual(axeProblems, [], 'no serious or critical accessibility finding on the Welcome table, in either theme');
  console.log(`wttd: ${boardClicks} board clicks, ${privacyChecks} privacy checks, decisions: ${[...kinds].join(', ')}, ended: ${last && last[0].view.phase.kind}`);
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, [], 'no script errors in the pages');
  for (const p of [alice, bob, watcher]) await p.context().close();
});
