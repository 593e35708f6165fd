// Combat training (issue #38 item 2): the rulebook's training dungeons and worked combat examples
// on the real combat screen. From the home page's "Learn to play" panel the player opens
// `#/training`, picks a dungeon or an example and fights it at the ordinary table until the combat
// (an example: its one round) and the game end; a dialog then compares the result with the book's
// solution by the position's measure, and "Watch the book's solution" opens the one shared replay
// of that scenario (`GET /api/training/{id}/book`: not an import, not in the finished games),
// stepped through with the replay's controls; the replay shows the comparison, not score sheets.
// The training table draws only the trainee's dungeon and the combat: no shared boards, no empty
// dungeon of the bot, no seat strip.
//   - English on a 390×844 phone, by touch: scenario 1, the player only ever finishes planning
//     (sending nothing), so the party conquers more than in the book;
//   - Polish on a 1366×768 laptop, by keyboard: scenario 2, random legal choices;
//   - Czech on a 390×844 phone, by touch: healing example 3 (one round, judged by the damage left
//     on the party), the goblin sent, which leaves less damage than the book's choice;
//   - English on a 1366×768 laptop, by keyboard: the Trap Door example (judged by the tile).
// The training page, the table, the dialog and the replay pass axe-core (no serious or critical
// violation); nothing is wider than the screen. Screenshots: test-artifacts/training-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, axeAudit } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => {
  if (browser) await browser.close();
  assert.deepEqual(consoleErrors, [], 'no console errors');
});

async function newPage(name, viewport, touch, locale) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, locale, bypassCSP: true });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => consoleErrors.push(`${name}: ${e.message}`));
  return page;
}

const wide = (page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

const snapshot = (page) => page.evaluate(() => {
  const s = window.__dlo && window.__dlo.state;
  if (!s || !s.view) return null;
  const v = s.view;
  return { version: s.version, phase: v.phase, pending: !!s.ui.pending, lastError: s.ui.lastError || null,
    cmds: (v.prompt && v.prompt.legal_commands) || [], result: v.result || null, n: v.players.length };
});

/** From the home page to the training page to the table of scenario `id`. */
async function openTraining(page, { id, activate, tag, title }) {
  await page.goto(`${BASE}/#/`);
  await page.waitForSelector('.guide-home a.training-link');
  await activate(page, '.guide-home a.training-link');
  await page.waitForSelector('.training-page .training-item');
  assert.equal(await page.locator('.training-page ol.training-list:not(.training-examples) .training-item').count(), 5, 'five training dungeons');
  assert.equal(await page.locator('.training-page ol.training-examples .training-item').count(), 6, 'six worked examples');
  assert.ok(!(await wide(page)), `${tag}: the training page fits the screen`);
  await page.fill('.training-page input[name=training-name]', 'Trainee');
  await page.screenshot({ path: path.join(ART, `training-${tag}-page.png`), fullPage: true });
  assert.deepEqual(await axeAudit(page), [], `${tag}: axe-core on the training page`);
  await activate(page, `.training-page button.training-fight[data-scenario=${id}]`);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.phase === 'combat', null, { timeout: 20000 });
  const s = await snapshot(page);
  assert.equal(s.n, 2, 'the trainee and the empty dungeon');
  // The table names the training dungeon and its goal above the combat (view `training`).
  assert.equal(await page.evaluate(() => window.__dlo.state.view.training.scenario), id, `${tag}: the view names the training`);
  await page.waitForSelector('.combat .training-now');
  const now = await page.textContent('.combat .training-now');
  assert.ok(now.includes(title), `${tag}: "${now}" names the training dungeon`);
  assert.ok(await page.locator('.combat .training-now').isVisible(), `${tag}: the training line is on screen`);
  // …and the decision panel's title, which is on screen at once at every size.
  const note = await page.textContent('.prompt .prompt-title .decision-note');
  assert.ok(note.includes(title), `${tag}: the decision panel names the training ("${note}")`);
  assert.ok(await page.locator('.prompt .prompt-title .decision-note').isVisible(), `${tag}: the decision panel's note is visible`);
  // Only what belongs to a training combat: no shared boards, no empty dungeon, no seat strip.
  assert.equal(await page.locator('.table .central').count(), 0, `${tag}: no central board`);
  assert.equal(await page.locator('.table .player').count(), 1, `${tag}: only the trainee's dungeon`);
  assert.equal(await page.locator('.seat-strip .seat-card').count(), 0, `${tag}: no seat strip`);
  await page.screenshot({ path: path.join(ART, `training-${tag}-table.png`) });
  assert.ok(!(await wide(page)), `${tag}: the combat table fits the screen`);
  assert.deepEqual(await axeAudit(page), [], `${tag}: axe-core on the combat table`);
}

/** Plays the combat from the decision bar until the training dialog opens. */
async function fight(page, { choose, activate, tag }) {
  const until = Date.now() + 90000;
  let decisions = 0;
  for (;;) {
    if (Date.now() > until) throw new Error(`${tag}: the combat did not end (${decisions} decisions)`);
    if (await page.locator('dialog.training-dialog[open]').count()) break;
    const s = await snapshot(page);
    if (s && s.lastError) throw new Error(`${tag}: a legal choice was refused: ${JSON.stringify(s.lastError)}`);
    if (!s || s.pending || !s.cmds.length) { await page.waitForTimeout(50); continue; }
    const cmd = JSON.stringify(choose(s.cmds));
    const sel = `.prompt .cmd-list button.cmd[data-cmd='${cmd.replace(/'/g, "\\'")}']`;
    try {
      if (await page.locator('.prompt details.all-cmds:not([open])').count()) await activate(page, '.prompt details.all-cmds:not([open]) > summary');
      if (!(await page.locator(sel).count())) { await page.waitForTimeout(50); continue; }
      await activate(page, sel);
      if (await page.locator('.confirm-step button.confirm').count()) await activate(page, '.confirm-step button.confirm');
    } catch { continue; }
    decisions += 1;
    await page.waitForFunction((v) => { const st = window.__dlo.state; return st.ui.lastError || (st.version !== v && !st.ui.pending); }, s.version, { timeout: 10000, polling: 25 }).catch(() => {});
  }
  return decisions;
}

/** The dialog's comparison, row by row: {row: [yours, book]}. */
const comparison = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('dialog.training-dialog table.training-compare tbody tr')]
  .map((tr) => [tr.dataset.row, [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))])));

/** The dialog at the end, then the book's solution step by step. */
async function endAndBook(page, { tag, activate, words, measure = 'conquered', book = 1 }) {
  const s = await snapshot(page);
  assert.equal(s.phase, 'finished', `${tag}: the game ended with the combat`);
  const training = s.result.training;
  assert.equal(training.measure, measure, `${tag}: judged by ${measure}`);
  const rows = await comparison(page);
  assert.deepEqual(rows[measure], [training.yours[measure], training.book[measure]], `${tag}: the dialog shows both results`);
  assert.equal(training.book[measure], book, `${tag}: the book's ${measure}`);
  // The measure's row comes first and is marked.
  assert.equal(await page.evaluate(() => document.querySelector('dialog.training-dialog table.training-compare tbody tr').dataset.row), measure, `${tag}: the measure first`);
  const title = await page.textContent('dialog.training-dialog h2');
  assert.ok(title.includes(words.title), `${tag}: "${title}" names the training`);
  assert.equal((await page.textContent('dialog.training-dialog .training-watch')).trim(), words.watch);
  await page.screenshot({ path: path.join(ART, `training-${tag}-result.png`) });
  assert.deepEqual(await axeAudit(page), [], `${tag}: axe-core with the result dialog`);
  await activate(page, 'dialog.training-dialog .training-watch');
  await page.waitForFunction(() => /^#\/replay\//.test(location.hash) && document.querySelector('.replay-board'), null, { timeout: 20000 });
  // One shared replay per scenario, built by the server: the same id every time, not an import,
  // not among the finished games.
  const replayId = await page.evaluate(() => decodeURIComponent(location.hash.match(/^#\/replay\/([^?]+)/)[1]));
  const again = await page.evaluate(async (sc) => (await (await fetch(`/api/training/${sc}/book`)).json()), training.scenario);
  assert.equal(again.game_id, replayId, `${tag}: the book's replay is the scenario's one replay`);
  const gamesAfter = await page.evaluate(async () => (await (await fetch('/api/games')).json()));
  assert.equal(JSON.stringify(gamesAfter).includes(replayId), false, `${tag}: the book's replay is not a finished game`);
  await page.waitForSelector('.training-book-tag');
  const n = training.book_commands.length;
  assert.ok(n >= 1, `${tag}: the book's solution has its steps`);
  // Step by step with the replay's "next" button, from the start to the end.
  await activate(page, '.replay-controls button.step-first');
  await page.waitForFunction(() => document.querySelector('.replay-board').dataset.step === '0');
  for (let k = 1; k <= n; k++) {
    await activate(page, '.replay-controls button.step-forward');
    await page.waitForFunction((v) => document.querySelector('.replay-board') && document.querySelector('.replay-board').dataset.step === String(v), k, { timeout: 10000 });
  }
  // The end of the replay compares the book's result (by the same measure), no score sheets.
  await page.waitForSelector('.replay-board .training-result');
  assert.equal(await page.getAttribute('.replay-board .training-result', 'data-measure'), measure, `${tag}: the replay's comparison`);
  assert.equal(await page.locator('.replay-board .score-table, .replay-board .result:not(.training-result)').count(), 0, `${tag}: no score sheets`);
  assert.equal(await page.locator('.replay-board .central').count(), 0, `${tag}: no central board in the replay`);
  await page.screenshot({ path: path.join(ART, `training-${tag}-book-replay.png`), fullPage: true });
  assert.ok(!(await wide(page)), `${tag}: the replay fits the screen`);
  assert.deepEqual(await axeAudit(page), [], `${tag}: axe-core on the book's replay`);
}

test('English on a phone by touch: scenario 1 fought by sending nothing, compared with the book, whose solution replays step by step', { timeout: 240000 }, async () => {
  const page = await newPage('phone-en', { width: 390, height: 844 }, true, 'en-US');
  const tap = (p, sel) => p.locator(sel).first().tap({ timeout: 5000 });
  await openTraining(page, { id: 'EX-SCEN1-B', activate: tap, tag: 'en-390', title: 'Scenario 1' });
  const choose = (cmds) => cmds.find((c) => c.type === 'finish_planning') || cmds[0];
  const decisions = await fight(page, { choose, activate: tap, tag: 'en-390' });
  assert.ok(decisions >= 1, 'the player decided');
  const rows = await comparison(page);
  assert.ok(rows.conquered[0] > rows.conquered[1], `sending nothing loses more tiles than the book: ${JSON.stringify(rows)}`);
  assert.match(await page.textContent('dialog.training-dialog .training-verdict'), /book/);
  await endAndBook(page, { tag: 'en-390', activate: tap, words: { title: 'Scenario 1', watch: "Watch the book's solution" } });
  await page.context().close();
});

test('Polish on a laptop by keyboard: scenario 2 fought to its end, compared with the book, whose solution replays step by step', { timeout: 240000 }, async () => {
  const page = await newPage('laptop-pl', { width: 1366, height: 768 }, false, 'pl-PL');
  // The keyboard: focus the control, then Enter.
  const key = async (p, sel) => { await p.locator(sel).first().focus({ timeout: 5000 }); await p.keyboard.press('Enter'); };
  await openTraining(page, { id: 'EX-SCEN2', activate: key, tag: 'pl-1366', title: 'Scenariusz 2' });
  const choose = (cmds) => cmds[Math.floor(Math.random() * cmds.length)];
  await fight(page, { choose, activate: key, tag: 'pl-1366' });
  await endAndBook(page, { tag: 'pl-1366', activate: key, words: { title: 'Scenariusz 2', watch: 'Obejrzyj rozwiązanie z instrukcji' } });
  await page.context().close();
});

test('Czech on a phone by touch: healing example 3, one round with the goblin sent, judged by the damage left on the party', { timeout: 240000 }, async () => {
  const page = await newPage('phone-cs', { width: 390, height: 844 }, true, 'cs-CZ');
  const tap = (p, sel) => p.locator(sel).first().tap({ timeout: 5000 });
  await openTraining(page, { id: 'EX-TRAIN-HEAL-3', activate: tap, tag: 'cs-390', title: 'Kdy léčení družině pomůže' });
  const goal = await page.textContent('.combat .training-now');
  assert.ok(goal.includes('Jedno kolo') && goal.includes('5'), `the goal names one round and the book's 5 damage: "${goal}"`);
  // Plan the goblin, then finish; every later decision takes the first offer.
  const choose = (cmds) => cmds.find((c) => c.type === 'plan_monster') || cmds.find((c) => c.type === 'finish_planning') || cmds[0];
  await fight(page, { choose, activate: tap, tag: 'cs-390' });
  const rows = await comparison(page);
  assert.deepEqual(rows.damage, [3, 5], `the priests healed 4 after the goblin: ${JSON.stringify(rows)}`);
  assert.match(await page.textContent('dialog.training-dialog .training-verdict'), /méně zranění/);
  await endAndBook(page, { tag: 'cs-390', activate: tap, measure: 'damage', book: 5, words: { title: 'Kdy léčení družině pomůže', watch: 'Přehrát řešení z pravidel' } });
  await page.context().close();
});

test('English on a laptop by keyboard: the Trap Door example, one round judged by the tile', { timeout: 240000 }, async () => {
  const page = await newPage('laptop-en', { width: 1366, height: 768 }, false, 'en-US');
  const key = async (p, sel) => { await p.locator(sel).first().focus({ timeout: 5000 }); await p.keyboard.press('Enter'); };
  await openTraining(page, { id: 'EX-TRAIN-TRAP-6', activate: key, tag: 'en-1366', title: 'Disarmed, yet not harmless' });
  const trapDoor = await page.evaluate(() => (window.__dlo.state.view.players[0].traps || []).find((c) => c.def === 'trap-door').id);
  const choose = (cmds) => cmds.find((c) => c.type === 'plan_trap' && `t${c.trap}` === trapDoor) || cmds.find((c) => c.type === 'finish_planning') || cmds[0];
  await fight(page, { choose, activate: key, tag: 'en-1366' });
  const rows = await comparison(page);
  assert.deepEqual(rows.conquered, [0, 0], `the Trap Door kept the tile: ${JSON.stringify(rows)}`);
  assert.match(await page.textContent('dialog.training-dialog .training-verdict'), /As good as the book/);
  await endAndBook(page, { tag: 'en-1366', activate: key, measure: 'conquered', book: 0, words: { title: 'Disarmed, yet not harmless', watch: "Watch the book's solution" } });
  await page.context().close();
});
