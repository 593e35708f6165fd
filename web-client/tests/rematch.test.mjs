// Browser test of the rematch (issue #19 item 4, issue #37 item 5), for both games: two players
// finish a game; the results dialog opens for each (Welcome to the Dungeon too, with its
// places, victory cards and failures); one starts the rematch from it and lands in the new
// lobby, where the other's seat is shown kept for them; a stranger with the new lobby's link is
// told the seats are kept (no join form); the other player sees the offer with until when their
// seat is kept — at once, and again after opening the finished game anew — and takes the kept
// seat with one click (Dungeon Lords) or the keyboard (Welcome to the Dungeon). One player plays
// at 1366 px and the other at 390 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage, postJson } from './harness.mjs';

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Clicks a random legal command in the page when its seat owes one; whether it did. */
const playOne = (page) => page.evaluate(() => {
  const s = window.__dlo.state;
  const p = s && s.view && s.view.prompt;
  if (!p || !p.legal_commands || !p.legal_commands.length || s.ui.pending) return false;
  const d = document.querySelector('.prompt details.all-cmds');
  if (d) d.open = true;
  let btns = [...document.querySelectorAll('.prompt button.cmd')].filter((b) => !b.dataset.cmd.includes('"clear_orders"'));
  // Welcome to the Dungeon places most of its choices on the board.
  if (!btns.length) btns = [...document.querySelectorAll('.wttd [data-cmd]')];
  if (!btns.length) return false;
  btns[Math.floor(Math.random() * btns.length)].click();
  const ok = document.querySelector('.confirm-step button.confirm');
  if (ok) ok.click();
  return true;
});
const over = (page) => page.evaluate(() => {
  const v = window.__dlo.state.view;
  return !!(v && (v.result || (v.phase && v.phase.kind === 'game_over')));
});

async function playToEnd(pages) {
  const until = Date.now() + 200000;
  while (!(await over(pages[0])) && Date.now() < until) {
    let moved = false;
    for (const p of pages) moved = (await playOne(p)) || moved;
    await pages[0].waitForTimeout(moved ? 15 : 40);
  }
  assert.ok(await over(pages[0]), 'the game ended');
}

async function lobbyDetails(id) {
  const res = await fetch(`${BASE}/api/lobbies/${id}`);
  const d = await res.json();
  return d.lobby || d;
}

/**
 * Ann and Ben finish a game of `game`; Ann starts the rematch; Ben's seat is kept; a stranger
 * cannot take it; Ben takes it. Returns the pages and lobbies for game-specific checks.
 */
async function rematchFlow(game, options, sizes, tag, benTakesSeat) {
  const ann = await postJson('/api/lobbies', { game, seats: 2, name: 'Ann', options, public: true });
  const ben = await postJson(`/api/lobbies/${ann.lobby_id}/join`, { name: 'Ben' });
  await postJson(`/api/lobbies/${ann.lobby_id}/start`, { token: ann.token });
  const pages = [];
  for (const [name, token, size] of [['ann', ann.token, sizes[0]], ['ben', ben.token, sizes[1]]]) {
    const page = await openPage(browser, `${tag}-${name}`, size, consoleErrors);
    await page.goto(`${BASE}/?lobby=${ann.lobby_id}#seat=${token}`);
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
    pages.push(page);
  }
  await playToEnd(pages);
  const [annPage, benPage] = pages;
  for (const p of pages) await p.waitForSelector('dialog.results-dialog[open] button.rematch', { timeout: 15000 });
  await annPage.screenshot({ path: path.join(ART, `${tag}-results-${sizes[0].width}.png`) });
  await benPage.screenshot({ path: path.join(ART, `${tag}-results-${sizes[1].width}.png`) });

  // Ann asks: she lands in the new lobby, hosting it, with Ben's seat kept for him.
  await annPage.click('dialog.results-dialog[open] button.rematch');
  await annPage.waitForFunction((old) => location.hash.startsWith('#/lobby/') && !location.hash.includes(old), ann.lobby_id, { timeout: 15000 });
  const newLobby = await annPage.evaluate(() => location.hash.slice('#/lobby/'.length));
  await annPage.waitForSelector('.waiting ul.seats li.kept', { timeout: 15000 });
  assert.match(await annPage.textContent('.waiting ul.seats li.kept'), /Ben.*kept until \d\d:\d\d/);
  await annPage.screenshot({ path: path.join(ART, `${tag}-kept-host-${sizes[0].width}.png`), fullPage: true });
  const details = await lobbyDetails(newLobby);
  assert.equal(details.public, false, 'a rematch is unlisted');
  assert.equal(details.seats[1].kept_for, 'Ben');

  // Ben, still at the old table, is offered it by name, with until when his seat is kept.
  await benPage.waitForSelector('dialog.results-dialog[open] .rematch-offer .rematch-kept', { timeout: 15000 });
  assert.match(await benPage.textContent('dialog.results-dialog[open] .rematch-offer'), /Ann.*Your seat there is kept until \d\d:\d\d/);
  await benPage.screenshot({ path: path.join(ART, `${tag}-offer-${sizes[1].width}.png`) });

  // A stranger with the new lobby's link is told the seats are kept, and may watch.
  const stranger = await openPage(browser, `${tag}-stranger`, PHONE, consoleErrors);
  await stranger.goto(`${BASE}/?lobby=${newLobby}`);
  await stranger.waitForSelector('.gate-kept', { timeout: 15000 });
  assert.match(await stranger.textContent('.gate-kept'), /kept/);
  assert.equal(await stranger.$('form.join'), null, 'no join form while the seats are kept');
  assert.ok(await stranger.$('.gate-kept a.gate-watch'));
  await stranger.screenshot({ path: path.join(ART, `${tag}-gate-kept-390.png`), fullPage: true });
  await stranger.context().close();

  const benAt = await benTakesSeat(benPage, ann.lobby_id, ben.token, newLobby);
  await benAt.waitForFunction((id) => location.hash === `#/lobby/${id}`, newLobby, { timeout: 15000 });
  await benAt.waitForSelector('.waiting .tag.you', { timeout: 15000 });

  // The new lobby has both players, Ann hosting, Ben in the seat kept for him.
  const after = await lobbyDetails(newLobby);
  assert.deepEqual((after.seats || []).map((s) => s && s.name), ['Ann', 'Ben'], JSON.stringify(after));
  assert.equal(after.seats[1].kept_for, undefined);
  await annPage.waitForFunction(() => !document.querySelector('.waiting ul.seats li.kept'), null, { timeout: 15000 });
  await annPage.context().close();
  await benAt.context().close();
}

test('Dungeon Lords: a rematch keeps the other player\'s seat, which he takes from the results dialog after reopening the game', { timeout: 300000 }, async () => {
  await rematchFlow('dungeon-lords', { variant: 'first_game' }, [DESKTOP, PHONE], 'rematch-dl', async (benPage, oldLobby, token) => {
    // Ben opens the finished game again in a new tab: the offer is still there; one click.
    await benPage.context().close();
    const again = await openPage(browser, 'rematch-dl-ben-again', PHONE, consoleErrors);
    await again.goto(`${BASE}/?lobby=${oldLobby}#seat=${token}`);
    await again.waitForSelector('dialog.results-dialog[open] .rematch-offer .rematch-kept', { timeout: 20000 });
    assert.match(await again.textContent('dialog.results-dialog[open] .rematch-offer'), /Ann/);
    await again.screenshot({ path: path.join(ART, 'rematch-offer-phone.png') });
    await again.click('dialog.results-dialog[open] button.rematch');
    return again;
  });
});

test('Welcome to the Dungeon: the results dialog and a rematch with the kept seat taken by keyboard', { timeout: 300000 }, async () => {
  await rematchFlow('welcome-to-the-dungeon', {}, [PHONE, DESKTOP], 'rematch-wt', async (benPage) => {
    // The results dialog shows every player by place, with victory cards and failures.
    const rows = await benPage.$$eval('dialog.results-dialog[open] table.wt-score tbody tr', (trs) => trs.map((tr) => tr.textContent));
    assert.equal(rows.length, 2);
    assert.ok(rows.some((r) => /Ann/.test(r)) && rows.some((r) => /Ben/.test(r)), rows.join(' | '));
    await benPage.focus('dialog.results-dialog[open] button.rematch');
    await benPage.keyboard.press('Enter');
    return benPage;
  });
});

test('no console errors in the rematch test', () => {
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, []);
});
