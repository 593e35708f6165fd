// The rules one tap away (issue #38) in the browser, in English and Czech at 390 px (touch) and
// 1366 px: on a Dungeon Lords table against a bot, the phase panel's rule opens by tap/click
// and closes with Escape (the focus goes back to its button); a refused command's rule opens by
// keyboard (Tab to it, Enter) and closes with its Close button; a card dialog (a monster or
// event tile) names its rule (opened over it, Escape closes one dialog at a time); a Welcome to the Dungeon
// refusal opens that game's rule; a spectator of the same game opens
// the phase rule too. Then the home page's link leads to #/rules, whose search box (reached by
// keyboard) narrows the list. The texts shown are those of locales/rules/<lang>.ftl; no
// horizontal overflow at 390 px; axe-core finds no serious or critical violation with the rule
// dialog open nor on the rules page; no console errors. Screenshots:
// web-client/test-artifacts/rules-<lang>-<width>-{dialog,refusal,card,spectator,wttd,page,search}.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '../node_modules/@fluent/bundle/esm/index.js';
import { ART, BASE, axeAudit, launchChromium } from './harness.mjs';

const WEB = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = [
  { lang: 'en', locale: 'en-US', width: 1366, height: 768, touch: false, search: 'payday', hit: 'EVENT-PAYDAY-1' },
  { lang: 'en', locale: 'en-US', width: 390, height: 844, touch: true, search: 'bait', hit: 'COMBAT-PLAN-6' },
  { lang: 'cs', locale: 'cs-CZ', width: 390, height: 844, touch: true, search: 'výplatní', hit: 'EVENT-PAYDAY-1' },
  { lang: 'cs', locale: 'cs-CZ', width: 1366, height: 768, touch: false, search: 'navnada', hit: 'COMBAT-PLAN-6' },
];

/** The rule texts of `lang` as the client has them. */
function rulesOf(lang) {
  const b = new FluentBundle(lang, { useIsolating: false });
  b.addResource(new FluentResource(fs.readFileSync(path.join(WEB, 'locales', 'rules', `${lang}.ftl`), 'utf8')));
  const get = (game, id) => {
    for (const k of [`${game}-rule-${id.toLowerCase()}`, `on-rule-${id.toLowerCase()}`]) {
      const m = b.getMessage(k);
      if (m) return { title: b.formatPattern(m.attributes.title), text: b.formatPattern(m.value) };
    }
    return null;
  };
  return { get, msg: (id, args) => b.formatPattern(b.getMessage(id).value, args || {}) };
}

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

async function newPage(run, who) {
  const context = await browser.newContext({
    viewport: { width: run.width, height: run.height }, hasTouch: run.touch, isMobile: run.touch, locale: run.locale, bypassCSP: true,
  });
  const page = await context.newPage();
  const name = `${run.lang}-${run.width}-${who}`;
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => consoleErrors.push(`${name}: ${e.message}`));
  return page;
}

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The open rule dialog: its title and text, and whether it is open. */
const dialogState = (page) => page.evaluate(() => {
  const d = document.querySelector('dialog.rule-dialog');
  return d && { open: d.open, title: d.querySelector('h3').textContent, text: d.querySelector('.rule-text').textContent,
    section: (d.querySelector('.rule-section') || {}).textContent || '', focus: d.contains(document.activeElement) };
});

/** Where the keyboard focus is: the rule button's rule, if it is one. */
const focusedRule = (page) => page.evaluate(() => (document.activeElement && document.activeElement.classList.contains('rule-link')
  ? document.activeElement.dataset.rule : null));

for (const run of RUNS) {
  test(`${run.lang} at ${run.width} px: the table's rules open in a dialog and the rules page finds them`, { timeout: 120000 }, async () => {
    const R = rulesOf(run.lang);
    const tag = `rules-${run.lang}-${run.width}`;
    const page = await newPage(run, 'player');
    const tap = (loc) => (run.touch ? loc.tap() : loc.click());
    // A phone shows one part of the table at a time: the phase panel and the cards are on the board tab.
    const showBoard = async (p) => { if (run.width <= 600) await tap(p.locator('.table-tabs button.tab[data-tab=board]')); };
    const axe = [];

    // A first game against one bot.
    await page.goto(`${BASE}/#/create`);
    await page.selectOption('select[name=game]', 'dungeon-lords');
    await page.selectOption('select[name=seats]', '2');
    await page.fill('input[name=name]', 'Ann');
    await tap(page.locator('form.create button[type=submit]'));
    await page.waitForURL(/#\/lobby\//);
    const lobbyId = decodeURIComponent(page.url().match(/#\/lobby\/([^/?#]+)/)[1]);
    await tap(page.locator('button.add-bot'));
    await page.waitForFunction(() => !document.querySelector('button.start').disabled, null, { timeout: 15000 });
    await tap(page.locator('button.start'));
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });

    // The phase panel ("What happens now", open in the first game) names its rule: a tap opens it.
    await showBoard(page);
    const phaseLink = page.locator('.phase-help .rule-link').first();
    await phaseLink.waitFor({ timeout: 10000 });
    const phaseRule = await phaseLink.getAttribute('data-rule');
    const expected = R.get('dl', phaseRule);
    assert.ok(expected, `no ${run.lang} text for ${phaseRule}`);
    assert.equal((await phaseLink.textContent()).trim(), R.msg('rules-link', { title: expected.title }));
    await tap(phaseLink);
    await page.waitForSelector('dialog.rule-dialog[open]', { timeout: 5000 });
    let d = await dialogState(page);
    assert.equal(d.title, expected.title);
    assert.equal(d.text, expected.text);
    assert.ok(d.section.length > 5, 'the dialog names the printed rulebook section');
    assert.ok(d.focus, 'the focus is in the dialog');
    await page.screenshot({ path: path.join(ART, `${tag}-dialog.png`) });
    for (const x of await axeAudit(page)) axe.push(`dialog: ${x}`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.rule-dialog[open]', { state: 'detached', timeout: 5000 });
    assert.equal(await focusedRule(page), phaseRule, 'Escape gives the focus back to the rule button');

    // A refused command names its rule: reached by keyboard, opened with Enter, closed with Close.
    await page.evaluate(() => window.__dlo.sendRaw({ type: 'dig', pos: { row: 3, col: 0 } }));
    await page.waitForSelector('.prompt .rejected .rule-link', { timeout: 10000 });
    const refused = await page.evaluate(() => window.__dlo.state.ui.lastError.rule);
    assert.equal(await page.locator('.prompt .rejected .rule-link').getAttribute('data-rule'), refused);
    await page.locator('.prompt .rejected .rule-link').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.rule-dialog[open]', { timeout: 5000 });
    d = await dialogState(page);
    assert.equal(d.title, R.get('dl', refused).title, `the refusal's rule ${refused}`);
    await page.screenshot({ path: path.join(ART, `${tag}-refusal.png`) });
    // The dialog opens on Close; Shift+Tab reaches "All rules", Tab goes back to Close.
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('close')), true, 'the dialog opens on Close');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('rules-all')), true, 'Shift+Tab reaches All rules');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('close')), true, 'Tab reaches Close');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.rule-dialog[open]', { state: 'detached', timeout: 5000 });
    assert.equal(await focusedRule(page), refused, 'Close gives the focus back to the rule button');
    if (run.width === 390) assert.ok(await overflow(page) <= 1, 'no horizontal overflow on the table');

    // A card dialog names the card's rule; the rule dialog opens over it and Escape closes one
    // dialog at a time. A card of the table with a rule of its own (a monster in the inn, an event tile) is tapped;
    // when the deal shows none, the taxes tile's dialog is opened as a tap would open it.
    const ruled = page.locator(['payday', 'taxes', 'troll', 'vampire', 'ghost'].map((d) => `.card[data-def=${d}]`).join(', ')).first();
    if (await ruled.count()) await tap(ruled);
    else await page.evaluate(() => import('/js/cardface.js').then((m) => m.openCard({ def: 'taxes' })));
    await page.waitForSelector('dialog.card-dialog[open] .rule-link', { timeout: 5000 });
    const cardLink = page.locator('dialog.card-dialog .rule-link');
    const cardRule = await cardLink.getAttribute('data-rule');
    await tap(cardLink);
    await page.waitForSelector('dialog.rule-dialog[open]', { timeout: 5000 });
    assert.equal((await dialogState(page)).title, R.get('dl', cardRule).title, `the card's rule ${cardRule}`);
    await page.screenshot({ path: path.join(ART, `${tag}-card.png`) });
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.rule-dialog[open]', { state: 'detached', timeout: 5000 });
    assert.equal(await focusedRule(page), cardRule, 'the focus goes back into the card dialog');
    assert.ok(await page.locator('dialog.card-dialog[open]').count(), 'the card dialog stays open');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.card-dialog[open]', { state: 'detached', timeout: 5000 });

    // A spectator of the same game opens the phase rule too.
    const spec = await newPage(run, 'spectator');
    await spec.goto(`${BASE}/#/watch/${encodeURIComponent(lobbyId)}`);
    await spec.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });
    await showBoard(spec);
    const specLink = spec.locator('.phase-help .rule-link').first();
    await specLink.waitFor({ timeout: 10000 });
    // The spectator's panel may be folded (it is open by default only in the first game).
    if (!(await specLink.isVisible())) await tap(spec.locator('.phase-help summary'));
    await tap(specLink);
    await spec.waitForSelector('dialog.rule-dialog[open]', { timeout: 5000 });
    assert.equal((await dialogState(spec)).title, R.get('dl', await specLink.getAttribute('data-rule')).title);
    await spec.screenshot({ path: path.join(ART, `${tag}-spectator.png`) });
    await spec.keyboard.press('Escape');
    await spec.context().close();

    // Welcome to the Dungeon: a refusal names a rule of that game (its IDs overlap Dungeon Lords').
    await page.goto(`${BASE}/#/create`);
    await page.selectOption('select[name=game]', 'welcome-to-the-dungeon');
    await page.selectOption('select[name=seats]', '2');
    await page.fill('input[name=name]', 'Ann');
    await tap(page.locator('form.create button[type=submit]'));
    await page.waitForURL(/#\/lobby\//);
    await tap(page.locator('button.add-bot'));
    await page.waitForFunction(() => !document.querySelector('button.start').disabled, null, { timeout: 15000 });
    await tap(page.locator('button.start'));
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view, null, { timeout: 20000 });
    // Refused while the decision is ours: a bot's move would change the decision and clear it.
    await page.waitForFunction(() => { const p = window.__dlo.state.view.prompt; return p && p.legal_commands && p.legal_commands.length > 0; }, null, { timeout: 20000 });
    await page.evaluate(() => window.__dlo.sendRaw({ type: 'add' }));
    await page.waitForSelector('.prompt .rejected .rule-link[data-game=wt]', { timeout: 10000 });
    const wtRule = await page.evaluate(() => window.__dlo.state.ui.lastError.rule);
    assert.ok(R.get('wt', wtRule), `no ${run.lang} text for Welcome to the Dungeon's ${wtRule}`);
    // The bot may be moving meanwhile and every update redraws the prompt: the button is pressed
    // as found, not waited on until it holds still.
    await page.evaluate(() => document.querySelector('.prompt .rejected .rule-link').click());
    await page.waitForSelector('dialog.rule-dialog[open]', { timeout: 5000 });
    assert.equal((await dialogState(page)).title, R.get('wt', wtRule).title, `Welcome to the Dungeon's ${wtRule}`);
    await page.screenshot({ path: path.join(ART, `${tag}-wttd.png`) });
    await page.keyboard.press('Escape');

    // The rules page, from the home page's link.
    await page.goto(`${BASE}/#/`);
    await tap(page.locator('a.rules-home-link'));
    await page.waitForSelector('.rules-page .rule-entry');
    assert.equal(await page.locator('.rules-page h2').textContent(), R.msg('rules-page-title'));
    const all = await page.locator('.rules-page .rule-entry').count();
    assert.ok(all >= 60, `the rules page lists both games' rules (${all})`);
    for (const g of ['dl', 'wt']) assert.ok(await page.locator(`.rules-game[data-game=${g}] .rule-entry`).count() > 10, `rules of ${g}`);
    if (run.width === 390) assert.ok(await overflow(page) <= 1, 'no horizontal overflow on the rules page');
    await page.screenshot({ path: path.join(ART, `${tag}-page.png`) });
    for (const x of await axeAudit(page)) axe.push(`rules page: ${x}`);
    // The search box is the first control after the top bar: Tab until it has the focus.
    for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement && document.activeElement.id === 'rules-q')); i++) {
      await page.keyboard.press('Tab');
    }
    assert.equal(await page.evaluate(() => document.activeElement.id), 'rules-q', 'the search box is reached by keyboard');
    await page.keyboard.type(run.search);
    await page.waitForFunction((n) => document.querySelectorAll('.rules-page .rule-entry').length < n, all);
    const hits = await page.locator('.rules-page .rule-entry').evaluateAll((els) => els.map((e) => e.dataset.rule));
    assert.ok(hits.includes(run.hit), `"${run.search}" finds ${run.hit} (${hits.join(', ')})`);
    assert.ok(hits.length <= 6, `"${run.search}" narrows the list (${hits.length})`);
    await page.screenshot({ path: path.join(ART, `${tag}-search.png`), fullPage: true });
    await page.keyboard.type(' zzzqqq');
    await page.waitForSelector('.rules-page .rule-entry', { state: 'detached' });
    assert.equal(await page.locator('.rules-page [role=status]').textContent(), R.msg('rules-search-empty'));

    // A link from a rule dialog ("All rules") lands on that rule.
    await page.goto(`${BASE}/#/rules?rule=dl-${refused}`);
    await page.waitForSelector(`.rule-entry.wanted[data-rule="${refused}"]`);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.rule), refused);

    assert.deepEqual(axe, [], 'axe-core: no serious or critical violation');
    await page.context().close();
  });
}

test('no console errors', () => {
  assert.deepEqual(consoleErrors, []);
});
