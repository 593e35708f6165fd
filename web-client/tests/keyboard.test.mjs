// Browser test of issue #19 item 9: a whole Dungeon Lords game played with the keyboard only.
// One seat against a bot; every decision is reached with Tab (from the "go to your decision"
// button, the first Tab stop, or the D key) and made with Enter; no click, no script focus. Checked on the
// way: the focus is always visible, it stays in the decision panel across the table's redraws,
// a confirmation takes the focus and gives it back, "your turn" is announced in the live region,
// the card details open with `i` and close with Escape, and the results dialog holds the focus
// and closes with Escape. Also checked (a long game makes it visible): the log panel appends new
// lines instead of redrawing, and leaves a reader who scrolled up where they are.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

const post = postJson;

/** What has the focus: its kind, the command it sends, and whether a focus ring is drawn. */
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return { where: 'body' };
  const cs = getComputedStyle(el);
  const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) || cs.boxShadow !== 'none';
  return {
    where: el.closest('.prompt') ? 'prompt' : el.closest('dialog[open]') ? 'dialog' : el.id || el.tagName.toLowerCase(),
    cmd: el.dataset ? el.dataset.cmd || null : null,
    tag: el.tagName.toLowerCase(),
    cls: String(el.className || ''),
    ring,
  };
});

const owes = (page) => page.evaluate(() => {
  const s = window.__dlo.state;
  const p = s && s.view && s.view.prompt;
  return !!(p && p.legal_commands && p.legal_commands.length && !s.ui.pending);
});

test('a whole Dungeon Lords game by keyboard only', { timeout: 420000 }, async () => {
  const host = await post('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Kim' });
  await post(`/api/lobbies/${host.lobby_id}/bots`, { token: host.token, level: 'easy' });
  await post(`/api/lobbies/${host.lobby_id}/start`, { token: host.token });
  const page = await openPage(browser, 'keyboard', { width: 1366, height: 900 }, consoleErrors);
  await page.goto(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
  await page.evaluate(() => {
    window.__announced = [];
    new MutationObserver(() => { const t = document.getElementById('live').textContent; if (t) window.__announced.push(t); })
      .observe(document.getElementById('live'), { childList: true, characterData: true, subtree: true });
  });

  // The first Tab stop is the way to the decision.
  await page.keyboard.press('Tab');
  let f = await focused(page);
  assert.equal(f.where, 'skip-decision', `first Tab stop: ${JSON.stringify(f)}`);
  assert.ok(f.ring, 'the skip button shows its focus');
  await page.keyboard.press('Enter');
  f = await focused(page);
  assert.equal(f.where, 'prompt', `the skip button leads to the decision: ${JSON.stringify(f)}`);

  // A card's details open with `i` and close with Escape, giving the focus back.
  const card = page.locator('.card[role=button][data-def]').first();
  if (await card.count()) {
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const onCard = await page.evaluate(() => !!(document.activeElement && document.activeElement.matches('.card[role=button][data-def]')));
      if (onCard) break;
    }
    const before = await page.evaluate(() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent);
    await page.keyboard.press('i');
    await page.waitForSelector('dialog.card-dialog[open]', { timeout: 5000 });
    assert.equal((await focused(page)).where, 'dialog', 'the card dialog holds the focus');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.card-dialog[open]'));
    const after = await page.evaluate(() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent);
    assert.equal(after, before, 'Escape gives the focus back to the card');
  }

  let decisions = 0;
  let confirmations = 0;
  let noRing = 0;
  const until = Date.now() + 360000;
  while (Date.now() < until) {
    const over = await page.evaluate(() => !!(window.__dlo.state.view && window.__dlo.state.view.result));
    if (over) break;
    if (!(await owes(page))) { await page.waitForTimeout(30); continue; }
    const version = await page.evaluate(() => window.__dlo.state.version);
    // A command chosen at random among the buttons a player sees (the first one of every
    // prompt can loop: "place an order" then "take it back"), reached from the start of the
    // decision (the D key) with Tab only.
    const target = await page.evaluate(() => {
      // Folded choices count too: the test opens their list with Enter on its summary.
      const shown = [...document.querySelectorAll('.prompt button.cmd')]
        .filter((b) => !b.disabled && b.dataset.cmd && !b.dataset.cmd.includes('"clear_orders"'));
      return shown.length ? shown[Math.floor(Math.random() * shown.length)].dataset.cmd : null;
    });
    if (!target) { await page.waitForTimeout(30); continue; }
    await page.keyboard.press('d');
    f = await focused(page);
    for (let i = 0; i < 120 && f.cmd !== target; i++) {
      // A long list of choices is folded: Enter on its summary opens it.
      const folded = await page.evaluate(() => { const el = document.activeElement; return !!(el && el.tagName === 'SUMMARY' && !el.parentElement.open); });
      await page.keyboard.press(folded ? 'Enter' : 'Tab');
      f = await focused(page);
      if (!(await owes(page))) break;
    }
    // A bot's move may have redrawn the prompt meanwhile: then choose again.
    if (!(await owes(page)) || f.cmd !== target) continue;
    assert.equal(f.where, 'prompt', `a decision button has the focus: ${JSON.stringify(f)}`);
    if (!f.ring) noRing += 1;
    await page.keyboard.press('Enter');
    const confirm = page.locator('.confirm-step button.confirm');
    if (await confirm.count()) {
      const c = await focused(page);
      assert.ok(c.cls.includes('confirm'), `the confirmation takes the focus: ${JSON.stringify(c)}`);
      confirmations += 1;
      await page.keyboard.press('Enter');
    }
    decisions += 1;
    if (decisions === 5) {
      // The log panel only appends: its first line is the same element at the end of the game,
      // and a reader scrolled up to it is not pulled down by new lines.
      await page.evaluate(() => {
        const box = document.querySelector('.log');
        box.querySelector('li').dataset.kept = 'yes';
        box.scrollTop = 0;
      });
    }
    await page.waitForFunction((v) => window.__dlo.state.version > v || window.__dlo.state.ui.lastError, version, { timeout: 20000 });
    const err = await page.evaluate(() => window.__dlo.state.ui.lastError);
    assert.equal(err, null, `a keyboard decision was refused: ${JSON.stringify(err)}`);
  }
  assert.ok(await page.evaluate(() => !!window.__dlo.state.view.result), `the game ended (${decisions} decisions by keyboard)`);
  const log = await page.evaluate(() => {
    const box = document.querySelector('.log');
    return { kept: !!box.querySelector('li[data-kept=yes]'), top: box.scrollTop, lines: box.querySelectorAll('li').length };
  });
  assert.ok(log.kept, 'the log kept its first line element (lines are appended, not redrawn)');
  assert.ok(log.top < 50, `a reader scrolled to the top of the log stays there (scrollTop ${log.top}, ${log.lines} lines)`);
  assert.ok(decisions >= 30, `${decisions} decisions made by keyboard`);
  assert.equal(noRing, 0, 'the focused decision button always showed a focus ring');
  assert.ok((await page.evaluate(() => window.__announced)).length > 0, '"your turn" was announced to screen readers');

  // The results dialog holds the focus and closes with Escape.
  await page.waitForSelector('dialog.results-dialog[open]', { timeout: 15000 });
  assert.equal((await focused(page)).where, 'dialog', 'the results dialog has the focus');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).where, 'dialog', 'Tab stays in the results dialog');
  await page.screenshot({ path: path.join(ART, 'keyboard-results.png') });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog.results-dialog[open]'));
  console.log(`keyboard game: ${decisions} decisions, ${confirmations} confirmations`);
  await page.context().close();
});

test('no console errors in the keyboard test', () => {
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, []);
});
