// Browser test of issue #39 item 5, groups. This test starts its own server (DLO_SERVER_BIN) at
// http://localhost:PORT (WebAuthn needs the `localhost` host) with an SMTP receiver of its own
// (tests/smtp.mjs); passkeys come from Chromium's virtual authenticator.
//
// Ann (laptop, keyboard) and Ben (phone, touch) sign up with passkeys and finish a game of
// Welcome to the Dungeon, their seats claimed by their accounts. Ann presses "Play again with
// this group" in the results dialog and lands in the new lobby, Ben's seat kept for him. Ben's
// home page shows the invitation; one tap takes the kept seat (no link, no token). The group's
// page lists the members and both games (the finished one with its scores and replay), and Ben
// renames the group, which Ann then sees. Every screen passes axe and is no wider than the
// viewport; screenshots go to test-artifacts/groups-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, axeAudit, launchChromium } from './harness.mjs';
import { startAccountServer, virtualAuthenticator } from './account-server.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' };
const LAPTOP = { viewport: { width: 1366, height: 860 }, locale: 'en-US' };

let browser;
let srv;
const problems = [];

before(async () => {
  srv = await startAccountServer({ name: 'groups', port: Number(process.env.DLO_GROUPS_PORT) || undefined, mail: true });
  browser = await launchChromium();
});
after(async () => {
  if (browser) await browser.close();
  if (srv) srv.stop();
});

async function open(name, options) {
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  page.touch = !!options.hasTouch;
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 40[13]/.test(m.text())) problems.push(`${name}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
  await virtualAuthenticator(page);
  return page;
}

const wide = (page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
async function check(page, what) {
  assert.equal(await wide(page), false, `${what}: the page is wider than the screen`);
  assert.deepEqual(await axeAudit(page), [], `${what}: axe`);
}

/** Taps (touch) or presses Enter on the focused control (keyboard), as the page's player does. */
async function press(page, sel) {
  if (page.touch) return page.tap(sel);
  await page.focus(sel);
  return page.keyboard.press('Enter');
}

/** A new account named `name` with a passkey, from the sign-in dialog. */
async function signUp(page, name) {
  await page.goto(`${srv.base}/#/`);
  await page.evaluate((n) => localStorage.setItem('dlo.name', n), name);
  await page.reload();
  await page.waitForSelector('#topbar .account-signin');
  await press(page, '#topbar .account-signin');
  await page.waitForSelector('dialog.account-dialog[open] button.passkey-create');
  await press(page, 'dialog.account-dialog button.passkey-create');
  await page.waitForSelector('#topbar .account-name', { timeout: 20000 });
}

async function postJson(p, body) {
  const res = await fetch(`${srv.api}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** Plays a random legal command of this page's seat when it owes one; whether it did. */
const playOne = (page) => page.evaluate(() => {
  const s = window.__dlo.state;
  const p = s && s.view && s.view.prompt;
  if (!p || !p.legal_commands || !p.legal_commands.length || s.ui.pending) return false;
  const d = document.querySelector('.prompt details.all-cmds');
  if (d) d.open = true;
  let btns = [...document.querySelectorAll('.prompt button.cmd')];
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

test('a group plays again: the results dialog starts it, the other member takes the kept seat from the invitation; the group page lists its games and is renamed', { timeout: 300000 }, async () => {
  const ann = await open('ann', LAPTOP);
  const ben = await open('ben', PHONE);
  await signUp(ann, 'Ann');
  await signUp(ben, 'Ben');

  // A game of Welcome to the Dungeon; each takes their seat by its link and adds it to their
  // account from the home page's offer.
  const made = await postJson('/api/lobbies', { game: 'welcome-to-the-dungeon', seats: 2, name: 'Ann', options: {}, public: false });
  const joined = await postJson(`/api/lobbies/${made.lobby_id}/join`, { name: 'Ben' });
  await postJson(`/api/lobbies/${made.lobby_id}/start`, { token: made.token });
  for (const [page, token] of [[ann, made.token], [ben, joined.token]]) {
    await page.goto(`${srv.base}/?lobby=${made.lobby_id}#seat=${token}`);
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
    await page.goto(`${srv.base}/#/`);
    await page.waitForSelector('.claim-offer button.claim-all');
    await press(page, '.claim-offer button.claim-all');
    await page.waitForFunction((id) => (JSON.parse(localStorage.getItem(`dlo.seat.${id}`)) || {}).account, made.lobby_id, { timeout: 10000 });
    await page.goto(`${srv.base}/#/lobby/${made.lobby_id}`);
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
  }
  const until = Date.now() + 200000;
  while (!(await over(ann)) && Date.now() < until) {
    const moved = (await playOne(ann)) || (await playOne(ben));
    await ann.waitForTimeout(moved ? 15 : 40);
  }
  assert.ok(await over(ann), 'the game ended');

  // The results dialog offers "Play again with this group" to both members.
  for (const page of [ann, ben]) await page.waitForSelector('dialog.results-dialog[open] button.group-play-again', { timeout: 20000 });
  assert.match(await ann.textContent('dialog.results-dialog[open] .group-again'), /Ann, Ben/);
  await ann.screenshot({ path: path.join(ART, 'groups-results-1366.png') });
  await ben.screenshot({ path: path.join(ART, 'groups-results-390.png') });

  // Ann (keyboard) plays again: the new lobby, hosted by her, Ben's seat kept for him.
  await press(ann, 'dialog.results-dialog[open] button.group-play-again');
  await ann.waitForFunction((old) => location.hash.startsWith('#/lobby/') && !location.hash.includes(old), made.lobby_id, { timeout: 20000 });
  const newLobby = await ann.evaluate(() => location.hash.slice('#/lobby/'.length));
  await ann.waitForSelector('.waiting ul.seats li.kept', { timeout: 15000 });
  assert.match(await ann.textContent('.waiting ul.seats li.kept'), /Ben/);
  const details = await (await fetch(`${srv.api}/api/lobbies/${newLobby}`)).json();
  const d = details.lobby || details;
  assert.equal(d.game, 'welcome-to-the-dungeon');
  assert.equal(d.public, false);
  assert.equal(d.seats[1].kept_for, 'Ben');

  // Ben's home page shows the invitation; one tap takes the kept seat with his account.
  await ben.goto(`${srv.base}/#/`);
  await ben.waitForSelector('.group-invitation .group-take-seat', { timeout: 15000 });
  assert.match(await ben.textContent('.group-invitation'), /Ann, Ben/);
  await check(ben, 'home with an invitation (phone)');
  await ben.screenshot({ path: path.join(ART, 'groups-invitation-390.png'), fullPage: true });
  await press(ben, '.group-invitation .group-take-seat');
  await ben.waitForFunction((id) => location.hash === `#/lobby/${id}`, newLobby, { timeout: 15000 });
  await ben.waitForSelector('.waiting .tag.you', { timeout: 15000 });
  const after = await (await fetch(`${srv.api}/api/lobbies/${newLobby}`)).json();
  const a = after.lobby || after;
  assert.deepEqual(a.seats.map((s) => s && s.name), ['Ann', 'Ben']);
  await ann.waitForFunction(() => !document.querySelector('.waiting ul.seats li.kept'), null, { timeout: 15000 });

  // The group's page: members, the current game and the finished one with scores and replay.
  await ben.goto(`${srv.base}/#/groups`);
  await ben.waitForSelector('.groups-list .group-item a.group-name');
  await check(ben, 'groups list (phone)');
  await ben.screenshot({ path: path.join(ART, 'groups-list-390.png'), fullPage: true });
  await press(ben, '.groups-list .group-item a.group-name');
  await ben.waitForSelector('.group-page .group-games li.group-game');
  assert.match(await ben.textContent('.group-page .group-members'), /Ann, Ben \(you\)/);
  assert.equal(await ben.locator('.group-page li.group-game').count(), 2);
  assert.ok(await ben.locator('.group-page li.group-game a.group-replay').isVisible(), 'the finished game has its replay');
  assert.ok(await ben.locator('.group-page li.group-game .game-scores').isVisible(), 'and its scores');
  await check(ben, 'group page (phone)');
  await ben.screenshot({ path: path.join(ART, 'groups-page-390.png'), fullPage: true });

  // Ben renames it; Ann sees the new name on her group page.
  await ben.fill('.group-page input[name=group_name]', 'Friday table');
  await press(ben, '.group-page button.group-save-name');
  await ben.waitForFunction(() => document.querySelector('.group-page h2').textContent === 'Friday table', null, { timeout: 10000 });
  const groupHash = await ben.evaluate(() => location.hash);
  await ann.goto(`${srv.base}/${groupHash}`);
  await ann.waitForSelector('.group-page .group-games li.group-game');
  assert.equal(await ann.textContent('.group-page h2'), 'Friday table');
  await check(ann, 'group page (laptop)');
  await ann.screenshot({ path: path.join(ART, 'groups-page-1366.png'), fullPage: true });

  // The same page in Czech and in Polish.
  for (const [lang, games, members] of [['cs', 'Hry', /Členové: Ann \(vy\), Ben/], ['pl', 'Gry', /Członkowie: Ann \(Ty\), Ben/]]) {
    await ann.selectOption('#lang-select', lang);
    await ann.waitForFunction((word) => [...document.querySelectorAll('.group-page h3')].some((e) => e.textContent === word), games, { timeout: 10000 });
    assert.match(await ann.textContent('.group-page .group-members'), members);
    await check(ann, `group page (laptop, ${lang})`);
    await ann.screenshot({ path: path.join(ART, `groups-page-${lang}-1366.png`), fullPage: true });
  }

  assert.deepEqual(problems, []);
});
