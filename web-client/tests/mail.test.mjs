// Browser test of issue #30: the pages an e-mail's links open, as a person uses them. This test
// starts its own server (DLO_SERVER_BIN) with --smtp-relay pointing at a small SMTP receiver it
// runs itself and --public-url at that server, so the links in the e-mails lead back to it. A
// player gives an address; the confirmation request arrives; on a phone in Czech the link opens a
// page whose button (pressed from the keyboard) confirms it and links to the table; on a laptop
// in English the unsubscribe link's page stops the game's e-mails with a tap. Both pages run
// under the server's CSP without a violation, pass axe, and are screenshotted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, axeAudit, launchChromium } from './harness.mjs';
import { startMailServer } from './smtp.mjs';

let browser;
let mailServer;
let base;

before(async () => {
  mailServer = await startMailServer();
  base = mailServer.base;
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (mailServer) mailServer.stop();
});

async function post(p, body, headers = {}) {
  const res = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

const nextMail = () => mailServer.nextMail();

/** axe-core on `url` (in a context that lets axe's script in, which the CSP would not). */
async function axeOn(url, options) {
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(url);
  const violations = await axeAudit(page);
  await context.close();
  return violations;
}

/** A page under the server's own CSP (no bypass), recording violations and errors. */
async function openStrict(name, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, problems };
}

test('an address is confirmed from its link on a phone, by keyboard, in Czech; the page links to the table', { timeout: 120000 }, async () => {
  const lobby = await post('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Host', clock: { mode: 'turn_based', days: 2 } });
  const zofie = await post(`/api/lobbies/${lobby.lobby_id}/join`, { name: 'Žofie' });
  const answer = await post(`/api/lobbies/${lobby.lobby_id}/email`, { token: zofie.token, email: 'zofie@example.cz' }, { 'accept-language': 'cs-CZ,cs;q=0.9' });
  assert.equal(answer.confirmed, false);
  const mail = await nextMail();
  assert.match(mail, /Dobrý den, Žofie,/, 'the e-mail is in Czech, the name intact');
  const link = mail.match(/http:\/\/127\.0\.0\.1:\d+\/api\/lobbies\/\S+\/email\/confirm\?t=[0-9a-f]+/)[0];

  const phone = { viewport: { width: 390, height: 844 }, locale: 'cs-CZ', hasTouch: true, isMobile: true };
  assert.deepEqual(await axeOn(link, phone), []);
  const { page, problems } = await openStrict('confirm', phone);
  await page.goto(link);
  assert.equal(await page.textContent('h1'), 'Potvrďte svou e-mailovou adresu');
  assert.equal(await page.getAttribute('html', 'lang'), 'cs');
  await page.screenshot({ path: path.join(ART, 'mail-confirm-phone.png'), fullPage: true });
  // Opening the link confirmed nothing.
  assert.equal((await post(`/api/lobbies/${lobby.lobby_id}/email/status`, { token: zofie.token })).confirmed, false);

  // Keyboard: Tab past the site's name to the button, Enter.
  for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement.tagName)) !== 'BUTTON'; i += 1) {
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Potvrdit');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  assert.equal(await page.textContent('h1'), 'Adresa potvrzena');
  await page.screenshot({ path: path.join(ART, 'mail-confirmed-phone.png'), fullPage: true });
  // Opened again, the link shows the same confirmed page.
  assert.deepEqual(await axeOn(link, phone), []);
  assert.equal((await post(`/api/lobbies/${lobby.lobby_id}/email/status`, { token: zofie.token })).confirmed, true);

  // The page's link opens the table.
  await Promise.all([page.waitForNavigation(), page.tap('main a')]);
  assert.equal(new URL(page.url()).search, `?lobby=${lobby.lobby_id}`);
  assert.deepEqual(problems.filter((p) => p.includes('CSP')), []);
});

test('the unsubscribe link stops the game\'s e-mails with one tap on a laptop, in English', { timeout: 120000 }, async () => {
  const lobby = await post('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Host', clock: { mode: 'turn_based', days: 2 } });
  const ann = await post(`/api/lobbies/${lobby.lobby_id}/join`, { name: 'Ann' });
  await post(`/api/lobbies/${lobby.lobby_id}/email`, { token: ann.token, email: 'ann@example.org', lang: 'en' });
  const mail = await nextMail();
  const link = mail.match(/http:\/\/127\.0\.0\.1:\d+\/api\/lobbies\/\S+\/email\/unsubscribe\?t=[0-9a-f]+/)[0];
  assert.ok(mail.includes(`List-Unsubscribe: <${link}>`), 'the same link in the header');

  const laptop = { viewport: { width: 1280, height: 800 }, locale: 'en-US', hasTouch: true };
  assert.deepEqual(await axeOn(link, laptop), []);
  const { page, problems } = await openStrict('unsubscribe', laptop);
  await page.goto(link);
  assert.equal(await page.textContent('h1'), 'No more e-mails');
  const buttons = await page.$$eval('main button', (els) => els.map((e) => e.textContent));
  assert.deepEqual(buttons, ['From this game', 'From this server, for good']);
  await page.screenshot({ path: path.join(ART, 'mail-unsubscribe-laptop.png'), fullPage: true });
  assert.equal((await post(`/api/lobbies/${lobby.lobby_id}/email/status`, { token: ann.token })).email_set, true);

  await Promise.all([page.waitForNavigation(), page.tap('main button >> nth=0')]);
  assert.equal(await page.textContent('main p'), 'This game sends no more e-mails to your address.');
  await page.screenshot({ path: path.join(ART, 'mail-unsubscribed-laptop.png'), fullPage: true });
  assert.equal((await post(`/api/lobbies/${lobby.lobby_id}/email/status`, { token: ann.token })).email_set, false);

  // The link is used up: a page for a person says so.
  const again = await page.goto(link);
  assert.equal(again.status(), 404);
  assert.equal(await page.textContent('h1'), 'Link not valid');
  assert.deepEqual(await axeOn(link, laptop), []);
  assert.deepEqual(problems.filter((p) => p.includes('CSP')), []);
});
