// Browser test of issue #39 items 1–2: optional accounts with passkeys, the e-mail link, and the
// account's games on every device. This test starts its own server (DLO_SERVER_BIN) at
// http://localhost:PORT (WebAuthn needs the `localhost` host; never 127.0.0.1 here) with
// --public-url at that address and --smtp-relay at an SMTP receiver it runs (tests/smtp.mjs).
// Passkeys come from Chromium's virtual authenticator (CDP `WebAuthn.addVirtualAuthenticator`).
//
// 1. On a phone (390×844): a guest's home is unchanged but for "Sign in"; an account is created
//    with a passkey (the name from `dlo.name`), a game is created and a move played; its seat is
//    claimed quietly. In a second browser context, holding a guest seat of its own, the same
//    passkey (exported with WebAuthn.getCredentials, added with WebAuthn.addCredential) signs in:
//    "My games" lists the game, opens the same seat with a token for this device, and the offer
//    adds the guest seat to the account with one tap. A browser without WebAuthn is offered the
//    e-mail link only.
// 2. On a laptop in Czech: "E-mail me a sign-in link" → the link from the SMTP receiver signs in
//    (the token leaves the address bar); the link used again says, in Czech, that it is spent.
// 3. CSRF: from the signed-in page, a POST or PATCH without `X-CSRF-Token` (or with a wrong one)
//    is refused and changes nothing; with the page's own token it works.
// Every screen passes axe and is no wider than the viewport; screenshots go to test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, axeAudit, launchChromium } from './harness.mjs';
import { startAccountServer, virtualAuthenticator as authenticator } from './account-server.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' };
const LAPTOP_CS = { viewport: { width: 1366, height: 860 }, locale: 'cs-CZ' };

let browser;
let srv;
const problems = [];

before(async () => {
  srv = await startAccountServer({ name: 'account' });
  browser = await launchChromium();
});
after(async () => {
  if (browser) await browser.close();
  if (srv) srv.stop();
});

/** A page in a new context (the CSP bypassed so that axe can run; csp.test.mjs checks the client under it). */
async function open(name, options) {
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  page.touch = !!options.hasTouch;
  // The browser logs each refused request (a spent link's 401, the CSRF checks' 403): those are
  // the answers these tests ask for; any other console error is a problem.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 40[13]/.test(m.text())) problems.push(`${name}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
  return page;
}


/** Nothing wider than the viewport. */
const wide = (page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

async function check(page, what) {
  assert.equal(await wide(page), false, `${what}: the page is wider than the screen`);
  assert.deepEqual(await axeAudit(page), [], `${what}: axe`);
}

const accountOf = (page) => page.evaluate(async () => (await fetch('/api/account')).json());

/** Taps (touch) or clicks, as the page's device does. */
const press = (page, sel) => (page.touch ? page.tap(sel) : page.click(sel));

/** Plays one decision of this page's seat: taps a legal command until the server has taken one. */
async function playAMove(page) {
  await page.waitForFunction(() => { const s = window.__dlo.state; return s && s.view && s.view.prompt && s.view.prompt.legal_commands.length; }, null, { timeout: 30000 });
  const before = await page.evaluate(() => window.__dlo.state.version);
  for (let i = 0; i < 12; i += 1) {
    await page.evaluate(() => {
      const d = document.querySelector('.prompt details.all-cmds');
      if (d) d.open = true;
      const btns = [...document.querySelectorAll('.prompt button.cmd')].filter((b) => !b.dataset.cmd.includes('"clear_orders"'));
      if (btns.length) btns[0].click();
      const ok = document.querySelector('.confirm-step button.confirm');
      if (ok) ok.click();
    });
    const moved = await page.waitForFunction((v) => {
      const s = window.__dlo.state;
      return s.version !== v && !s.ui.pending;
    }, before, { timeout: 3000 }).then(() => true, () => false);
    const err = await page.evaluate(() => window.__dlo.state.ui.lastError);
    assert.equal(err, null, `a legal tap was refused: ${JSON.stringify(err)}`);
    if (moved) return;
  }
  assert.fail('no move was taken');
}

test('a passkey account on a phone: create, play, then a second browser signs in with the same passkey, sees the game and opens the same seat', { timeout: 180000 }, async () => {
  const ada = await open('ada', PHONE);
  const { cdp, authenticatorId } = await authenticator(ada);
  await ada.goto(`${srv.base}/#/`);
  await ada.evaluate(() => localStorage.setItem('dlo.name', 'Ada'));
  await ada.reload();

  // A guest's home page: the same ways to play, "Sign in" in the header and nothing else new.
  await ada.waitForSelector('#topbar .account-signin');
  assert.equal(await ada.textContent('#topbar .account-signin'), 'Sign in');
  assert.equal(await ada.locator('.my-games, .claim-offer').count(), 0);
  assert.ok(await ada.locator('a.button.primary[href="#/create"]').isVisible());
  await check(ada, 'guest home (phone)');
  await ada.screenshot({ path: path.join(ART, 'account-guest-home-phone.png') });

  // Sign in → the dialog: a passkey, a new account (the name filled in), the e-mail link.
  await press(ada, '#topbar .account-signin');
  await ada.waitForSelector('dialog.account-dialog[open]');
  assert.equal(await ada.inputValue('dialog.account-dialog input[name=account_name]'), 'Ada');
  assert.ok(await ada.locator('dialog.account-dialog button.passkey-signin').isVisible());
  assert.ok(await ada.locator('dialog.account-dialog form.account-email').isVisible(), 'the server sends e-mail: the link is offered');
  await check(ada, 'sign-in dialog (phone)');
  await ada.screenshot({ path: path.join(ART, 'account-signin-dialog-phone.png') });

  // A new account with a passkey: signed in at once.
  await press(ada, 'dialog.account-dialog button.passkey-create');
  await ada.waitForSelector('#topbar .account-name', { timeout: 20000 });
  assert.equal(await ada.textContent('#topbar .account-name-text'), 'Ada');
  assert.equal(await ada.locator('dialog.account-dialog[open]').count(), 0);
  await ada.waitForSelector('.account-notice');
  assert.equal(await ada.textContent('.account-notice'), 'You are signed in as Ada.');
  await ada.waitForSelector('.my-games');
  await ada.waitForSelector('.my-games .my-games-list p.muted:not(:empty)');
  const me = await accountOf(ada);
  assert.equal(me.signed_in, true);
  assert.equal(me.account.name, 'Ada');
  assert.equal(me.account.passkeys.length, 1);
  const cookies = await ada.context().cookies();
  const session = cookies.find((c) => c.name === 'dlo_session');
  assert.ok(session && session.httpOnly, 'the session cookie is HttpOnly');
  assert.equal(await ada.evaluate(() => document.cookie.includes('dlo_session')), false, 'the page cannot read it');
  await check(ada, 'signed-in home (phone)');
  await ada.screenshot({ path: path.join(ART, 'account-signed-in-home-phone.png'), fullPage: true });

  // Create a game as before (nothing new in the way); its seat becomes the account's quietly.
  await ada.goto(`${srv.base}/#/create`);
  await ada.waitForSelector('form.create');
  await ada.selectOption('select[name=seats]', '2');
  assert.equal(await ada.inputValue('form.create input[name=name]'), 'Ada');
  await press(ada, 'form.create button[type=submit]');
  await ada.waitForFunction(() => window.__dlo.state && window.__dlo.state.lobbyId);
  const lobbyId = await ada.evaluate(() => window.__dlo.state.lobbyId);
  await ada.waitForFunction((id) => (JSON.parse(localStorage.getItem(`dlo.seat.${id}`)) || {}).account, lobbyId, { timeout: 10000 });
  await press(ada, 'button.add-bot');
  await ada.waitForSelector('button.start:not([disabled])');
  await press(ada, 'button.start');
  await playAMove(ada);
  const adaToken = await ada.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.seat.${id}`)).token, lobbyId);

  // The account page: the name, one passkey, sign out.
  await ada.goto(`${srv.base}/#/account`);
  await ada.waitForSelector('.account-page ul.passkeys li');
  assert.equal(await ada.inputValue('.account-page input[name=account_name]'), 'Ada');
  await check(ada, 'account page (phone)');
  await ada.screenshot({ path: path.join(ART, 'account-page-phone.png'), fullPage: true });

  // A second browser: a guest seat of its own first, then the same passkey.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  assert.equal(credentials.length, 1, 'one discoverable passkey');
  const bea = await open('second', PHONE);
  const second = await authenticator(bea);
  await second.cdp.send('WebAuthn.addCredential', { authenticatorId: second.authenticatorId, credential: credentials[0] });
  const guestLobby = await (await fetch(`${srv.api}/api/lobbies`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'dungeon-lords', seats: 2, name: 'Host', public: false }) })).json();
  await bea.goto(`${srv.base}/#/lobby/${guestLobby.lobby_id}`);
  await bea.waitForSelector('form.join input[name=name]');
  await bea.fill('form.join input[name=name]', 'Ada on the tablet');
  await press(bea, 'form.join button[type=submit]');
  await bea.waitForFunction((id) => !!localStorage.getItem(`dlo.seat.${id}`), guestLobby.lobby_id);
  await bea.goto(`${srv.base}/#/`);
  await press(bea, '#topbar .account-signin');
  await bea.waitForSelector('dialog.account-dialog[open]');
  await press(bea, 'dialog.account-dialog button.passkey-signin');
  await bea.waitForSelector('#topbar .account-name', { timeout: 20000 });
  assert.equal(await bea.textContent('#topbar .account-name-text'), 'Ada');

  // My games: the game, and the offer to add this browser's guest seat.
  await bea.waitForSelector(`.my-games li.my-game[data-lobby="${lobbyId}"]`);
  // Ada still owes orders, so the running game is marked as her turn (from the lobby's waiting_for).
  const adaSeat = await ada.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.seat.${id}`)).seat, lobbyId);
  const details = await (await fetch(`${srv.api}/api/lobbies/${lobbyId}`)).json();
  assert.ok(details.waiting_for.includes(adaSeat), `Ada owes a decision: ${JSON.stringify(details.waiting_for)}`);
  await bea.waitForSelector(`.my-games li.my-game.your-turn[data-lobby="${lobbyId}"] .tag.you`);
  assert.equal(await bea.textContent(`.my-games li.my-game[data-lobby="${lobbyId}"] .tag.you`), 'Your turn');
  await bea.waitForSelector('.claim-offer button.claim-all');
  assert.equal(await bea.textContent('.claim-offer button.claim-all'), "Add this browser's game to your account");
  await check(bea, 'second browser, My games with the offer (phone)');
  await bea.screenshot({ path: path.join(ART, 'account-my-games-offer-phone.png'), fullPage: true });
  await press(bea, '.claim-offer button.claim-all');
  await bea.waitForSelector(`.my-games li.my-game[data-lobby="${guestLobby.lobby_id}"]`);
  assert.equal(await bea.locator('.claim-offer').count(), 0, 'nothing left to add');
  assert.match(await bea.textContent('.claim-status'), /1 game added/);

  // The game opens the same seat, with a token of this device.
  await press(bea, `.my-games li.my-game[data-lobby="${lobbyId}"] a.my-game-open`);
  await bea.waitForFunction(() => { const s = window.__dlo.state; return s && s.view && s.seat !== null && s.seat !== undefined; }, null, { timeout: 20000 });
  const seatB = await bea.evaluate(() => window.__dlo.state.seat);
  const seatA = await ada.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.seat.${id}`)).seat, lobbyId);
  assert.equal(seatB, seatA, 'the same seat');
  const beaToken = await bea.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.seat.${id}`)).token, lobbyId);
  assert.ok(beaToken && beaToken !== adaToken, 'a token of its own for this device');
  await bea.screenshot({ path: path.join(ART, 'account-second-device-table-phone.png') });
  assert.equal(await wide(bea), false, 'the table on the second browser');

  // A browser without WebAuthn is offered the e-mail link only.
  const old = await open('no-webauthn', PHONE);
  await old.addInitScript(() => { delete window.PublicKeyCredential; });
  await old.goto(`${srv.base}/#/`);
  await press(old, '#topbar .account-signin');
  await old.waitForSelector('dialog.account-dialog[open]');
  assert.equal(await old.locator('dialog.account-dialog button.passkey-signin, dialog.account-dialog button.passkey-create').count(), 0);
  assert.ok(await old.locator('dialog.account-dialog form.account-email').isVisible());
  assert.equal(await old.textContent('.account-no-passkey'), 'This browser cannot use passkeys, but we can e-mail you a sign-in link.');
  await check(old, 'sign-in dialog without WebAuthn (phone)');
  await old.screenshot({ path: path.join(ART, 'account-signin-no-webauthn-phone.png') });

  // Sign out: the header says "Sign in" again; the seats of this browser stay.
  await ada.goto(`${srv.base}/#/account`);
  await ada.waitForSelector('.account-page button.account-signout');
  await press(ada, '.account-page button.account-signout');
  await ada.waitForSelector('#topbar .account-signin');
  assert.equal((await accountOf(ada)).signed_in, false);
  assert.ok(await ada.evaluate((id) => !!localStorage.getItem(`dlo.seat.${id}`), lobbyId));
  assert.deepEqual(problems, []);
});

test('an e-mail link signs in on a laptop in Czech; the token leaves the address bar; a spent link says so', { timeout: 120000 }, async () => {
  const page = await open('mail-cs', LAPTOP_CS);
  await page.goto(`${srv.base}/#/`);
  await page.waitForSelector('#topbar .account-signin');
  assert.equal(await page.textContent('#topbar .account-signin'), 'Přihlásit se');
  await page.click('#topbar .account-signin');
  await page.waitForSelector('dialog.account-dialog[open]');
  // Nothing typed: said in Czech, nothing sent.
  await page.fill('dialog.account-dialog input[name=email]', '');
  await page.click('dialog.account-dialog button.email-send');
  assert.equal(await page.textContent('dialog.account-dialog .account-error'), 'Zadejte e-mailovou adresu.');
  await page.fill('dialog.account-dialog input[name=email]', 'zofie@example.cz');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.account-dialog .account-sent:not(:empty)');
  assert.match(await page.textContent('dialog.account-dialog .account-sent'), /zofie@example\.cz/);
  await check(page, 'sign-in dialog, link sent (laptop, cs)');
  await page.screenshot({ path: path.join(ART, 'account-email-sent-laptop-cs.png') });

  const mail = await srv.nextMail();
  const link = mail.replace(/=\r\n/g, '').match(/http:\/\/localhost:\d+\/#\/signin\/[A-Za-z0-9_-]+/);
  assert.ok(link, `the e-mail carries the sign-in link: ${mail.slice(0, 400)}`);
  await page.goto(link[0]);
  await page.waitForSelector('#topbar .account-name', { timeout: 20000 });
  assert.equal(new URL(page.url()).hash, '#/', 'the token left the address bar');
  assert.equal(await page.locator('dialog.account-dialog[open]').count(), 0, 'the dialog that asked for the link is closed');
  await page.waitForSelector('.account-notice');
  assert.match(await page.textContent('.account-notice'), /^Jste přihlášeni jako /);
  await page.waitForSelector('.my-games');
  assert.equal(await page.textContent('.my-games h3'), 'Moje hry');
  await check(page, 'signed in by e-mail (laptop, cs)');
  await page.screenshot({ path: path.join(ART, 'account-email-signed-in-laptop-cs.png'), fullPage: true });
  const me = await accountOf(page);
  assert.equal(me.signed_in, true);
  assert.equal(me.account.email, 'zofie@example.cz');

  // The same link again, in another browser: spent, said so in Czech.
  const again = await open('mail-cs-again', LAPTOP_CS);
  await again.goto(link[0]);
  await again.waitForSelector('.account-notice.error');
  assert.match(await again.textContent('.account-notice.error'), /^Tento odkaz pro přihlášení už neplatí/);
  assert.equal(new URL(again.url()).hash, '#/');
  assert.equal(await again.locator('#topbar .account-signin').count(), 1);
  await check(again, 'spent link (laptop, cs)');
  assert.deepEqual(problems, []);
});

test('CSRF: from a signed-in page, a state change without the page\'s token is refused and changes nothing', { timeout: 120000 }, async () => {
  const page = await open('csrf', { viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await authenticator(page);
  await page.goto(`${srv.base}/#/`);
  await page.click('#topbar .account-signin');
  await page.waitForSelector('dialog.account-dialog[open]');
  await page.fill('dialog.account-dialog input[name=account_name]', 'Cleo');
  await page.click('dialog.account-dialog button.passkey-create');
  await page.waitForSelector('#topbar .account-name', { timeout: 20000 });

  const tries = await page.evaluate(async () => {
    const send = async (method, url, headers = {}) => {
      const r = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: method === 'PATCH' ? '{"name":"Mallory"}' : '{}' });
      const body = await r.json().catch(() => null);
      const e = body && body.error;
      return { status: r.status, code: typeof e === 'string' ? e : e && e.code };
    };
    return {
      signoutNoHeader: await send('POST', '/api/account/signout'),
      signoutWrong: await send('POST', '/api/account/signout', { 'x-csrf-token': 'not-the-token' }),
      renameNoHeader: await send('PATCH', '/api/account'),
    };
  });
  for (const [what, r] of Object.entries(tries)) assert.deepEqual(r, { status: 403, code: 'csrf' }, what);
  const me = await accountOf(page);
  assert.equal(me.signed_in, true, 'still signed in');
  assert.equal(me.account.name, 'Cleo', 'the name unchanged');

  // The page's own way (js/api.js sends the token): renaming works.
  await page.goto(`${srv.base}/#/account`);
  await page.waitForSelector('.account-page input[name=account_name]');
  await page.fill('.account-page input[name=account_name]', 'Cleopatra');
  await page.click('.account-page button.account-save-name');
  await page.waitForSelector('.account-page .account-saved:not(:empty)');
  assert.equal(await page.textContent('#topbar .account-name-text'), 'Cleopatra');
  assert.equal((await accountOf(page)).account.name, 'Cleopatra');
  await check(page, 'account page (laptop)');
  await page.screenshot({ path: path.join(ART, 'account-page-laptop.png') });
  assert.deepEqual(problems, []);
});
