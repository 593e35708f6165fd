// Browser test of the rematch (issue #19 item 4): two players finish a Dungeon Lords game; one
// starts the rematch from the results dialog and lands in the new lobby; the other sees the
// offer at once, and again after opening the finished game anew (the rematch is stored with the
// old lobby), and joins it with one click.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

/** Clicks a random legal command in the page when its seat owes one; whether it did. */
const playOne = (page) => page.evaluate(() => {
  const s = window.__dlo.state;
  const p = s && s.view && s.view.prompt;
  if (!p || !p.legal_commands || !p.legal_commands.length || s.ui.pending) return false;
  const d = document.querySelector('.prompt details.all-cmds');
  if (d) d.open = true;
  const btns = [...document.querySelectorAll('.prompt button.cmd')].filter((b) => !b.dataset.cmd.includes('"clear_orders"'));
  if (!btns.length) return false;
  btns[Math.floor(Math.random() * btns.length)].click();
  const ok = document.querySelector('.confirm-step button.confirm');
  if (ok) ok.click();
  return true;
});
const over = (page) => page.evaluate(() => !!(window.__dlo.state.view && window.__dlo.state.view.result));

test('a rematch is started from the results dialog and joined by the other player, also after reopening the game', { timeout: 240000 }, async () => {
  const ann = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Ann', options: { variant: 'first_game' } });
  const ben = await postJson(`/api/lobbies/${ann.lobby_id}/join`, { name: 'Ben' });
  await postJson(`/api/lobbies/${ann.lobby_id}/start`, { token: ann.token });
  const pages = [];
  for (const [name, token] of [['ann', ann.token], ['ben', ben.token]]) {
    const page = await openPage(browser, `rematch-${name}`, { width: 1280, height: 860 }, consoleErrors);
    await page.goto(`${BASE}/?lobby=${ann.lobby_id}#seat=${token}`);
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
    pages.push(page);
  }
  const until = Date.now() + 180000;
  while (!(await over(pages[0])) && Date.now() < until) {
    let moved = false;
    for (const p of pages) moved = (await playOne(p)) || moved;
    await pages[0].waitForTimeout(moved ? 15 : 40);
  }
  assert.ok(await over(pages[0]), 'the game ended');
  const [annPage, benPage] = pages;
  await annPage.waitForSelector('dialog.results-dialog[open] button.rematch', { timeout: 15000 });
  await benPage.waitForSelector('dialog.results-dialog[open] button.rematch', { timeout: 15000 });

  // Ann asks: she lands in the new lobby, hosting it.
  await annPage.click('dialog.results-dialog[open] button.rematch');
  await annPage.waitForFunction((old) => location.hash.startsWith('#/lobby/') && !location.hash.includes(old), ann.lobby_id, { timeout: 15000 });
  const newLobby = await annPage.evaluate(() => location.hash.slice('#/lobby/'.length));

  // Ben, still at the old table, is offered it by name.
  await benPage.waitForSelector('dialog.results-dialog[open] .rematch-offer', { timeout: 15000 });
  assert.match(await benPage.textContent('dialog.results-dialog[open] .rematch-offer'), /Ann/);
  await benPage.screenshot({ path: path.join(ART, 'rematch-offer.png') });

  // Ben opens the finished game again in a new tab: the offer is still there.
  await benPage.context().close();
  const again = await openPage(browser, 'rematch-ben-again', { width: 390, height: 844 }, consoleErrors);
  await again.goto(`${BASE}/?lobby=${ann.lobby_id}#seat=${ben.token}`);
  await again.waitForSelector('dialog.results-dialog[open] .rematch-offer', { timeout: 20000 });
  assert.match(await again.textContent('dialog.results-dialog[open] .rematch-offer'), /Ann/);
  await again.screenshot({ path: path.join(ART, 'rematch-offer-phone.png') });
  await again.click('dialog.results-dialog[open] button.rematch');
  await again.waitForFunction((id) => location.hash === `#/lobby/${id}`, newLobby, { timeout: 15000 });

  // The new lobby has both players, Ann hosting.
  const res = await fetch(`${BASE}/api/lobbies/${newLobby}`);
  const details = await res.json();
  const lobby = details.lobby || details;
  const names = (lobby.seats || []).map((s) => s && s.name);
  assert.deepEqual(names, ['Ann', 'Ben'], JSON.stringify(lobby));
  await annPage.context().close();
  await again.context().close();
});

test('no console errors in the rematch test', () => {
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, []);
});
