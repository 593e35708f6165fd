// Absent friends seen at the table (issue 37, items 1 and 2), as a group would meet them: Bob
// closes his tab on the fast clock; after the grace period Ann sees a banner at the top of her
// table (phone and laptop) with the vote in it, and hands his seat to a bot by tapping it; the
// takeover is a line of everyone's live log; Bob comes back, takes his seat back, and is told
// what happened while he was away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, postJson, axeAudit } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function seatedPage(browser, { viewport, locale, lobbyId, rec, touch }) {
  const context = await browser.newContext({ viewport, locale, bypassCSP: true, hasTouch: !!touch, isMobile: !!touch });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(`${BASE}/#/`);
  await page.evaluate(([id, r]) => localStorage.setItem(`dlo.seat.${id}`, JSON.stringify(r)), [lobbyId, rec]);
  await page.goto(`${BASE}/#/lobby/${lobbyId}`);
  await page.waitForFunction(() => window.__dlo && window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
  return { context, page };
}

test('an away player: banner with the vote for the others, a log line for all, a summary on return', { timeout: 180000 }, async () => {
  const lobby = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 3, name: 'Ann', clock: { mode: 'fast' } });
  const id = lobby.lobby_id;
  const bob = await postJson(`/api/lobbies/${id}/join`, { name: 'Bob' });
  await postJson(`/api/lobbies/${id}/bots`, { token: lobby.token, level: 'easy' });
  await postJson(`/api/lobbies/${id}/start`, { token: lobby.token });

  const browser = await launchChromium();
  try {
    const ann = await seatedPage(browser, { viewport: PHONE, locale: 'cs-CZ', lobbyId: id, rec: { token: lobby.token, seat: 0, name: 'Ann', host: true }, touch: true });
    const annLaptop = await seatedPage(browser, { viewport: LAPTOP, locale: 'en-US', lobbyId: id, rec: { token: lobby.token, seat: 0, name: 'Ann', host: true } });
    const bobCtx = await seatedPage(browser, { viewport: LAPTOP, locale: 'pl-PL', lobbyId: id, rec: { token: bob.token, seat: bob.seat, name: 'Bob' } });
    // Bob has seen the table; then he closes his tab (his browser keeps his seat).
    await bobCtx.page.waitForTimeout(500);
    await bobCtx.page.close();

    // After the fast clock's grace period (60 s) Ann's table says so at its top, with the vote.
    await ann.page.waitForSelector('.absence-banner .vote-takeover', { timeout: 90000 });
    for (const { page } of [ann, annLaptop]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await page.$eval('.absence-banner', (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, h: innerHeight }; });
      assert.ok(box.top >= 0 && box.bottom <= box.h, `the banner is within the first screen: ${JSON.stringify(box)}`);
      const vote = await page.$eval('.absence-banner .vote-takeover', (el) => { const r = el.getBoundingClientRect(); return r.bottom <= innerHeight && r.height >= 40; });
      assert.ok(vote, 'the vote button is on screen and large enough to tap');
    }
    assert.match(await ann.page.textContent('.absence-banner'), /Není u stolu: Bob/);
    assert.match(await annLaptop.page.textContent('.absence-banner'), /Bob is away/);
    await ann.page.screenshot({ path: path.join(ART, 'absence-banner-phone-cs.png') });
    await annLaptop.page.screenshot({ path: path.join(ART, 'absence-banner-laptop-en.png') });
    assert.deepEqual(await axeAudit(annLaptop.page), []);

    // One tap carries the vote (the bot seat does not vote): a bot plays Bob's seat, and the
    // takeover is a line of the live log, worded in each reader's language.
    await ann.page.tap('.absence-banner .vote-takeover');
    await annLaptop.page.waitForSelector('.log [data-seat-event="takeover"]', { timeout: 15000 });
    assert.match(await annLaptop.page.textContent('.log [data-seat-event="takeover"]'), /Bob: handed to a bot \(voted by Ann\)/);
    await ann.page.waitForSelector('.log [data-seat-event="takeover"]', { state: 'attached', timeout: 15000 });
    assert.match(await ann.page.$eval('.log [data-seat-event="takeover"]', (el) => el.textContent), /Bob: místo převzal bot \(hlasovali: Ann\)/);
    await annLaptop.page.waitForFunction(() => !document.querySelector('.absence-banner .vote-takeover'), null, { timeout: 10000 });

    // Bob comes back in the same browser: his seat is his again, and he is told what he missed.
    const back = await bobCtx.context.newPage();
    back.errors = [];
    back.on('pageerror', (e) => back.errors.push(e.message));
    await back.goto(`${BASE}/#/lobby/${id}`);
    await back.waitForSelector('dialog.away-dialog[open]', { timeout: 20000 });
    const summary = await back.textContent('dialog.away-dialog');
    assert.match(summary, /Kiedy cię nie było/);
    assert.match(summary, /Bob: miejsce przejął bot \(głosowali: Ann\)/);
    await back.screenshot({ path: path.join(ART, 'away-summary-laptop-pl.png') });
    assert.deepEqual(await axeAudit(back), []);
    // Escape dismisses it; the reclaim is in everyone's log.
    await back.keyboard.press('Escape');
    await back.waitForFunction(() => !document.querySelector('dialog.away-dialog[open]'), null, { timeout: 5000 });
    await annLaptop.page.waitForSelector('.log [data-seat-event="reclaim"]', { timeout: 15000 });
    assert.match(await annLaptop.page.textContent('.log [data-seat-event="reclaim"]'), /Bob: came back and plays again/);
    // A reload a moment later tells nothing new.
    await back.reload();
    await back.waitForFunction(() => window.__dlo && window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
    await back.waitForTimeout(2500);
    assert.equal(await back.$('dialog.away-dialog[open]'), null, 'no second summary');
    for (const p of [ann.page, annLaptop.page, back]) assert.deepEqual(p.errors, []);
  } finally {
    await browser.close();
  }
});
