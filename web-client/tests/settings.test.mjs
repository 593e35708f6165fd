// Browser test of issue 37, item 3: notification settings in one place. A host creates a
// turn-based lobby on a phone in Czech and is offered turn e-mails at once; the address gets one
// confirmation link (nothing else) from the SMTP receiver this test runs; the link, opened in
// another tab, confirms it, and the settings say so. A second player joins on a laptop in
// Polish, is offered the same, says "not now" (remembered), and once the game runs both reach
// the settings from the table — the phone by its seat tab and a tap, the laptop by the keyboard.
// Sound and desktop are kept per lobby in this browser. The server is the test's own
// (DLO_SERVER_BIN, with --smtp-relay and --public-url: tests/smtp.mjs); a second test checks
// that the shared server, which sends no e-mail, says so and stops offering.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, axeAudit, launchChromium, postJson } from './harness.mjs';
import { startMailServer } from './smtp.mjs';

let browser;
let mail;
const problems = [];

before(async () => {
  mail = await startMailServer(['--bot-delay-ms', '50']);
  browser = await launchChromium();
});
after(async () => {
  if (browser) await browser.close();
  if (mail) mail.stop();
});

async function post(p, body) {
  const res = await fetch(`${mail.base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

async function open(name, options) {
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
  return page;
}

const phone = { viewport: { width: 390, height: 844 }, locale: 'cs-CZ', hasTouch: true, isMobile: true };
const laptop = { viewport: { width: 1366, height: 900 }, locale: 'pl-PL' };
const token = (page, lobbyId) => page.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.seat.${id}`)).token, lobbyId);

test('turn e-mails: offered on creating and joining a turn-based lobby, confirmed by the link before anything else is sent, reached from the table at 390 and 1366 px', { timeout: 180000 }, async () => {
  // The host creates a turn-based lobby on a phone, in Czech.
  const ann = await open('ann', phone);
  await ann.goto(`${mail.base}/#/create`);
  await ann.waitForSelector('form.create');
  await ann.selectOption('select[name=game]', 'dungeon-lords');
  await ann.selectOption('select[name=seats]', '2');
  await ann.selectOption('select[name=clock]', 'turn_based');
  await ann.fill('input[name=clock_days]', '2');
  await ann.fill('form.create input[name=name]', 'Anna');
  await ann.tap('form.create button[type=submit]');

  // The waiting room offers turn e-mails at once.
  await ann.waitForSelector('.email-offer', { timeout: 15000 });
  assert.equal(await ann.textContent('.email-offer h3'), 'Dozvězte se, kdy jste na tahu');
  const lobbyId = await ann.evaluate(() => window.__dlo.state.lobbyId);
  assert.deepEqual(await axeAudit(ann), []);
  await ann.screenshot({ path: path.join(ART, 'settings-offer-phone-cs.png'), fullPage: true });

  // One tap: the settings, with the address field ready for typing.
  await ann.tap('.email-offer .offer-email');
  await ann.waitForSelector('dialog.settings-dialog[open]');
  assert.equal(await ann.evaluate(() => document.activeElement.name), 'email');
  await ann.waitForSelector('.mail-status[data-state=none]');
  // Nothing typed, then not an address: said in Czech, nothing sent.
  await ann.tap('.send-confirm');
  assert.equal(await ann.textContent('.mail-error'), 'Zadejte e-mailovou adresu.');
  await ann.fill('input[name=email]', 'anna@');
  await ann.tap('.send-confirm');
  // The old message is cleared while the request is out; the server's refusal then says why.
  await ann.waitForFunction(() => !['Zadejte e-mailovou adresu.', ''].includes(document.querySelector('.mail-error').textContent));
  assert.equal(await ann.textContent('.mail-error'), 'Tato e-mailová adresa není platná.');
  assert.equal(mail.inbox.length, 0);
  // The refused request is the one error the browser logs (a 400 answer); nothing else.
  assert.deepEqual(problems.splice(0), ['ann: Failed to load resource: the server responded with a status of 400 (Bad Request)']);

  await ann.fill('input[name=email]', 'anna@example.cz');
  await ann.tap('.send-confirm');
  await ann.waitForSelector('.mail-status[data-state=pending]');
  assert.match(await ann.textContent('.mail-status'), /anna@example\.cz/);
  assert.deepEqual(await axeAudit(ann), []);
  await ann.screenshot({ path: path.join(ART, 'settings-pending-phone-cs.png') });

  // The confirmation request, and nothing else, arrives; the address is not confirmed yet.
  const request = await mail.nextMail();
  assert.match(request, /To: .*anna@example\.cz/);
  const link = request.match(/http:\/\/127\.0\.0\.1:\d+\/api\/lobbies\/\S+\/email\/confirm\?t=[0-9a-f]+/)[0];
  assert.match(request, /\/email\/unsubscribe\?t=[0-9a-f]+/, 'the request has its unsubscribe link too');
  const annToken = await token(ann, lobbyId);
  assert.equal((await post(`/api/lobbies/${lobbyId}/email/status`, { token: annToken })).confirmed, false);

  // The link, opened in another tab of the same phone: its button confirms.
  const tab = await ann.context().newPage();
  await tab.goto(link);
  await Promise.all([tab.waitForNavigation(), tab.tap('main button')]);
  assert.equal(await tab.textContent('h1'), 'Adresa potvrzena');
  assert.equal((await post(`/api/lobbies/${lobbyId}/email/status`, { token: annToken })).confirmed, true);
  // Its link to the table opens the lobby, whose seat panel says the e-mails are on.
  await Promise.all([tab.waitForNavigation(), tab.tap('main a')]);
  await tab.waitForFunction(() => /E-maily o tahu zapnuty/.test((document.querySelector('.settings-summary') || {}).textContent || ''), null, { timeout: 15000 });
  await tab.close();

  // Back in the first tab, the settings ask the server again and say it is confirmed.
  await ann.bringToFront();
  if (await ann.isVisible('.check-mail')) await ann.tap('.check-mail');
  await ann.waitForSelector('.mail-status[data-state=confirmed]');
  assert.equal(await ann.textContent('.mail-status'), 'Potvrzeno: e-maily o tahu chodí na anna@example.cz.');
  await ann.tap('.settings-close');
  // The offer has done its job.
  await ann.waitForSelector('.email-offer', { state: 'detached' });
  assert.equal(mail.inbox.length, 0, 'no e-mail besides the confirmation request');

  // A second player joins on a laptop, in Polish: offered too, "not now" is remembered.
  const bea = await open('bea', laptop);
  await bea.goto(`${mail.base}/?lobby=${lobbyId}`);
  await bea.waitForSelector('form.join input[name=name]');
  await bea.fill('form.join input[name=name]', 'Beata');
  await bea.click('form.join button[type=submit]');
  await bea.waitForSelector('.email-offer', { timeout: 15000 });
  assert.equal(await bea.textContent('.email-offer .offer-later'), 'Nie teraz');
  await bea.screenshot({ path: path.join(ART, 'settings-offer-laptop-pl.png') });
  await bea.click('.email-offer .offer-later');
  await bea.waitForSelector('.email-offer', { state: 'detached' });
  await bea.reload();
  await bea.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 1, null, { timeout: 15000 });
  await bea.waitForSelector('.settings-entry');
  assert.equal(await bea.$('.email-offer'), null, 'not offered again in this lobby');

  // The game starts; both reach the settings from the table.
  await post(`/api/lobbies/${lobbyId}/start`, { token: annToken });
  await ann.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
  await bea.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });

  // Phone: the seat tab, then the button.
  await ann.tap('.table-tabs [data-tab=seat]');
  await ann.tap('.sidebar .open-settings');
  await ann.waitForSelector('dialog.settings-dialog[open] .mail-status[data-state=confirmed]');
  assert.deepEqual(await axeAudit(ann), []);
  await ann.screenshot({ path: path.join(ART, 'settings-table-phone-cs.png') });
  // Sound on for this lobby only, kept in this browser.
  await ann.tap('input[name=alert_sound]');
  assert.deepEqual(await ann.evaluate((id) => JSON.parse(localStorage.getItem(`dlo.alerts.${id}`)), lobbyId), { sound: true, desktop: false });
  await ann.tap('.settings-close');
  assert.match(await ann.textContent('.sidebar .settings-summary'), /Zvuk zapnut · E-maily o tahu zapnuty/);

  // Laptop: by the keyboard alone.
  await bea.focus('.sidebar .open-settings');
  await bea.keyboard.press('Enter');
  await bea.waitForSelector('dialog.settings-dialog[open] .mail-status[data-state=none]');
  assert.equal(await bea.evaluate(() => document.activeElement.name), 'alert_sound');
  await bea.keyboard.press('Space');
  assert.equal(await bea.isChecked('input[name=alert_sound]'), true);
  assert.equal(await bea.textContent('.settings-mail legend'), 'E-maile o twoim ruchu');
  assert.deepEqual(await axeAudit(bea), []);
  await bea.screenshot({ path: path.join(ART, 'settings-table-laptop-pl.png') });
  await bea.keyboard.press('Escape');
  await bea.waitForSelector('dialog.settings-dialog', { state: 'hidden' });

  // The host stops the e-mails from the same dialog.
  await ann.tap('.table-tabs [data-tab=seat]');
  await ann.tap('.sidebar .open-settings');
  await ann.waitForSelector('.mail-status[data-state=confirmed]');
  await ann.tap('.remove-mail');
  await ann.waitForSelector('.mail-status[data-state=none]');
  assert.equal((await post(`/api/lobbies/${lobbyId}/email/status`, { token: annToken })).email_set, false);

  assert.deepEqual(problems, []);
});

test('a server without e-mail says so when an address is given, and offers no more in this session', { timeout: 60000 }, async () => {
  // The shared test server (run.sh) has no --smtp-relay.
  const host = await postJson('/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Ann', clock: { mode: 'turn_based', days: 1 } });
  const page = await open('nomail', { viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true });
  await page.goto(`${BASE}/?lobby=${host.lobby_id}#seat=${host.token}`);
  await page.tap('.email-offer .offer-email');
  await page.fill('input[name=email]', 'ann@example.org');
  await page.tap('.send-confirm');
  await page.waitForFunction(() => document.querySelector('.mail-error').textContent === 'This server sends no e-mails.');
  assert.deepEqual(problems.splice(0), ['nomail: Failed to load resource: the server responded with a status of 409 (Conflict)']);
  await page.tap('.settings-close');
  await page.reload();
  await page.waitForSelector('.settings-entry');
  assert.equal(await page.$('.email-offer'), null);
  // The dialog still says why, before anything is typed.
  await page.tap('.sidebar .open-settings');
  assert.equal(await page.textContent('.mail-error'), 'This server sends no e-mails.');
  assert.deepEqual(problems, []);
});
