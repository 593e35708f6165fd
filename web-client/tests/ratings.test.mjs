// Browser test of issue #39 items 3–4: a rated game between two signed-in players and the
// profile. This test starts its own server (DLO_SERVER_BIN) at http://localhost:PORT (WebAuthn
// needs the `localhost` host) with --public-url at that address; passkeys come from Chromium's
// virtual authenticator, as in account.test.mjs.
//
// Ada (a laptop) and Ben (a 390 px phone) each create an account with a passkey. Ada creates a
// rated Welcome to the Dungeon lobby for two (the create form's "Rated game"); the lobby list
// shows it as rated with Ada's starting rating; Ben joins; the waiting room says the game
// counts. They play it to the end (random legal commands), and each profile (`#/profile`, from
// the account page) shows a rating that moved from 25 — up for the winner, down for the other —
// the game with its place, score, rating change and replay link, and the statistics. The profile
// is read in Czech and Polish as well. Every screen passes axe and is no wider than the viewport;
// screenshots go to test-artifacts/.
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
  srv = await startAccountServer({ name: 'ratings', mail: false });
  browser = await launchChromium();
});
after(async () => {
  if (browser) await browser.close();
  if (srv) srv.stop();
});

/** A page in a new context with a virtual platform authenticator (CSP bypassed for axe). */
async function open(name, options) {
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  page.touch = !!options.hasTouch;
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
  await virtualAuthenticator(page);
  return page;
}

const press = (page, sel) => (page.touch ? page.tap(sel) : page.click(sel));

async function check(page, what) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
  assert.equal(wide, false, `${what}: the page is wider than the screen`);
  assert.deepEqual(await axeAudit(page), [], `${what}: axe`);
}

/** Creates an account named `name` with a passkey, from the home page's "Sign in". */
async function signUp(page, name) {
  await page.goto(`${srv.base}/#/`);
  await page.evaluate((n) => localStorage.setItem('dlo.name', n), name);
  await page.reload();
  await press(page, '#topbar .account-signin');
  await page.waitForSelector('dialog.account-dialog[open]');
  await press(page, 'dialog.account-dialog button.passkey-create');
  await page.waitForSelector('#topbar .account-name', { timeout: 20000 });
}

/** Waits until this browser's seat in `lobbyId` is claimed for the account. */
const claimed = (page, lobbyId) => page.waitForFunction((id) => (JSON.parse(localStorage.getItem(`dlo.seat.${id}`)) || {}).account, lobbyId, { timeout: 10000 });

/** One random legal command of this page's seat, sent as the client sends it; false when it owes none. */
async function moveOnce(page) {
  return page.evaluate(async () => {
    const s = window.__dlo.state;
    const legal = s && s.view && s.view.prompt && s.view.prompt.legal_commands;
    if (!legal || !legal.length || s.ui.pending) return false;
    const cmd = legal[Math.floor(Math.random() * legal.length)];
    // Refused, or the game moved on: the next round tries again.
    try { await Promise.race([window.__dlo.sendRaw(cmd), new Promise((r) => setTimeout(r, 3000))]); } catch { /* as above */ }
    return true;
  });
}

const lobbyStatus = async (lobbyId) => (await (await fetch(`${srv.api}/api/lobbies/${lobbyId}`)).json()).status;
const history = (page) => page.evaluate(async () => (await fetch('/api/account/history')).json());

test('a rated game between two signed-in players changes both ratings, and each profile shows it', { timeout: 240000 }, async () => {
  const ada = await open('ada', LAPTOP);
  const ben = await open('ben', PHONE);
  await signUp(ada, 'Ada');
  await signUp(ben, 'Ben');

  // Ada creates a rated Welcome to the Dungeon lobby for two.
  await ada.goto(`${srv.base}/#/create`);
  await ada.waitForSelector('form.create');
  await ada.selectOption('select[name=game]', 'welcome-to-the-dungeon');
  await ada.selectOption('select[name=seats]', '2');
  await ada.check('form.create input[name=rated]');
  await ada.screenshot({ path: path.join(ART, 'ratings-create-desktop.png'), fullPage: true });
  await ada.click('form.create button[type=submit]');
  await ada.waitForFunction(() => window.__dlo.state && window.__dlo.state.lobbyId);
  const lobbyId = await ada.evaluate(() => window.__dlo.state.lobbyId);
  await claimed(ada, lobbyId);

  // Ben's home page lists it as rated, with Ada at the starting rating.
  await ben.goto(`${srv.base}/#/`);
  await ben.reload();
  const row = ben.locator('table.lobbies tr', { hasText: 'Ada' });
  await row.locator('.tag.rated').waitFor({ timeout: 10000 });
  assert.match(await row.locator('.lobby-players').textContent(), /Ada \(25\.0\)/);
  await check(ben, 'lobby list with a rated lobby (phone)');
  await ben.screenshot({ path: path.join(ART, 'ratings-lobby-list-phone.png'), fullPage: true });

  // Ben joins; the waiting room says the game counts, with both ratings by the seats.
  await ben.goto(`${srv.base}/#/lobby/${lobbyId}`);
  await ben.waitForSelector('form.join');
  await press(ben, 'form.join button[type=submit]');
  await claimed(ben, lobbyId);
  // Ben's claim came after his join: Ada's waiting room is told and reads the lobby again.
  await ada.waitForFunction(() => document.querySelectorAll('ul.seats .tag.seat-rating').length === 2, null, { timeout: 10000 });
  assert.match(await ada.textContent('dl.lobby-options'), /every player is signed in/);
  await check(ada, 'rated waiting room (desktop)');
  await ada.screenshot({ path: path.join(ART, 'ratings-waiting-room-desktop.png'), fullPage: true });

  // They play it to the end.
  await ada.waitForSelector('button.start:not([disabled])');
  await ada.click('button.start');
  const deadline = Date.now() + 150000;
  while ((await lobbyStatus(lobbyId)) !== 'finished') {
    assert.ok(Date.now() < deadline, 'the game did not end in time');
    const moved = (await moveOnce(ada)) | (await moveOnce(ben));
    await new Promise((r) => setTimeout(r, moved ? 60 : 150));
  }

  // Ada's results say that the game changes the ratings.
  await ada.waitForSelector('dialog.results-dialog[open] .results-rated a[href="#/profile"]', { timeout: 15000 });
  await ada.screenshot({ path: path.join(ART, 'ratings-results-desktop.png') });

  // Both ratings moved from 25: up for the winner, down for the other.
  let a;
  let b;
  for (let i = 0; i < 50; i += 1) {
    [a, b] = [await history(ada), await history(ben)];
    if (a.ratings.length && b.ratings.length) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(a.ratings.length, 1, 'Ada has a rating');
  assert.equal(b.ratings.length, 1, 'Ben has a rating');
  const [ra, rb] = [a.ratings[0], b.ratings[0]];
  assert.equal(ra.game, 'welcome-to-the-dungeon');
  assert.equal(ra.n_games, 1);
  const adaWon = a.games[0].won;
  assert.notEqual(adaWon, b.games[0].won, 'one of them won');
  const [winner, loser] = adaWon ? [ra, rb] : [rb, ra];
  assert.ok(winner.rating > 25 && loser.rating < 25, `winner ${winner.rating}, loser ${loser.rating}`);
  assert.equal(a.games[0].rating.outcome, 'rated');
  assert.ok(Math.abs(a.games[0].rating.after - ra.rating) < 0.051);
  assert.equal(a.stats[0].played, 1);

  // The profile, from the account page: on the phone and on the laptop.
  for (const [page, who, r, file] of [[ben, 'Ben', rb, 'ratings-profile-phone.png'], [ada, 'Ada', ra, 'ratings-profile-desktop.png']]) {
    await page.goto(`${srv.base}/#/account`);
    await page.waitForSelector('.account-page a.account-to-profile');
    await press(page, '.account-page a.account-to-profile');
    await page.waitForSelector('.profile-ratings li');
    assert.match(await page.textContent('#profile-title'), new RegExp(who));
    assert.equal(await page.textContent('.profile-rating'), r.rating.toFixed(1));
    assert.equal(await page.locator('li.profile-game').count(), 1);
    assert.match(await page.textContent('li.profile-game .profile-change'), /rating [+−]\d+\.\d \(now \d+\.\d\)/);
    assert.equal(await page.getAttribute('li.profile-game a.button', 'href'), `#/replay/${a.games[0].game_id}`);
    assert.equal(await page.textContent('table.profile-stats tbody td:nth-child(2)'), '1');
    await check(page, `profile of ${who}`);
    await page.screenshot({ path: path.join(ART, file), fullPage: true });
  }

  // In Czech and Polish.
  for (const [lang, heading, played] of [['cs', 'Hodnocení', 'Odehráno'], ['pl', 'Ranking', 'Rozegrane']]) {
    await ben.selectOption('#lang-select', lang);
    await ben.waitForFunction((l) => document.documentElement.lang === l, lang);
    await ben.waitForSelector('.profile-ratings li');
    assert.equal(await ben.textContent('.profile-page h3'), heading);
    assert.equal(await ben.textContent('table.profile-stats th:nth-child(2)'), played);
    await check(ben, `profile in ${lang} (phone)`);
    await ben.screenshot({ path: path.join(ART, `ratings-profile-${lang}-phone.png`), fullPage: true });
  }
  assert.deepEqual(problems, []);
});
