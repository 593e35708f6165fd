// Browser test of the translations: real headless Chromium opens the app with a Czech and with a
// Polish browser locale, checks <html lang>, creates a Dungeon Lords lobby with a bot and plays the
// first season (winter) by clicking the prompt's buttons, then a Welcome to the Dungeon game (and,
// in Czech, a whole Dungeon Lords game to its final scoring),
// and after every step asserts that no English UI string is on screen, the game log included
// (Dungeon Lords log entries are events the client words; only chat and parts marked lang="en"
// are left out, and the Dungeon Lords log must have none). Screenshots go to web-client/test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { ART, BASE, launchChromium, openPage } from './harness.mjs';

const WEB = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
let browser;
const consoleErrors = [];

before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

/** Plain-text messages (no arguments) by id. */
function plainMessages(lang) {
  const out = new Map();
  for (const e of parse(fs.readFileSync(path.join(WEB, 'locales', `${lang}.ftl`), 'utf8'), {}).body) {
    if (e.type !== 'Message' || !e.value) continue;
    if (e.value.elements.every((x) => x.type === 'TextElement')) out.set(e.id.name, e.value.elements.map((x) => x.value).join('').trim());
  }
  return out;
}

/** English UI strings that the language `lang` words differently: none may be on its screen. */
function englishOnly(lang) {
  const en = plainMessages('en');
  const other = plainMessages(lang);
  const list = [];
  for (const [id, text] of en) {
    // Language names and the games' titles are the same words in every language.
    if (id.startsWith('game-') || text.length < 4 || other.get(id) === text) continue;
    list.push(text);
  }
  return list;
}

/**
 * English wording of the Dungeon Lords log messages (`log-*`) that `lang` words differently:
 * their fixed text runs of 8 characters or more. None may be in that language's log.
 */
function englishLogFragments(lang) {
  const frags = (l) => {
    const out = new Map();
    for (const e of parse(fs.readFileSync(path.join(WEB, 'locales', `${l}.ftl`), 'utf8'), {}).body) {
      if (e.type !== 'Message' || !e.value || !e.id.name.startsWith('log-')) continue;
      const texts = [];
      const walk = (n) => {
        if (!n || typeof n !== 'object') return;
        if (n.type === 'TextElement') texts.push(n.value);
        for (const v of Object.values(n)) if (Array.isArray(v)) v.forEach(walk); else if (v && typeof v === 'object') walk(v);
      };
      walk(e.value);
      out.set(e.id.name, texts.flatMap((x) => x.split(/[\n:;.,()]/)).map((x) => x.trim()).filter((x) => x.length >= 8));
    }
    return out;
  };
  const en = frags('en');
  const other = new Set([...frags(lang).values()].flat());
  return [...new Set([...en.values()].flat())].filter((x) => !other.has(x));
}

/** The visible text of the page outside chat and lang="en" parts (the game log is included). */
const visibleUiText = (page) => page.evaluate(() => {
  const body = document.body.cloneNode(true);
  for (const el of body.querySelectorAll('.chat, [lang="en"], #lang-select, #tooltip, script')) el.remove();
  for (const el of body.querySelectorAll('.hidden')) el.remove();
  // Words drawn by CSS (content: attr(...)) are on screen too.
  const drawn = [...document.querySelectorAll('[data-conquered]')].map((el) => el.getAttribute('data-conquered'));
  return `${body.innerText}\n${drawn.join('\n')}`;
});

async function assertNoEnglish(page, lang, where) {
  const text = await visibleUiText(page);
  const found = englishOnly(lang).filter((s) => new RegExp(`(?<![\\p{L}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text));
  assert.deepEqual(found, [], `${lang} ${where}: English strings on screen`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${lang} ${where}: <html lang>`);
}

const shot = async (page, file) => {
  await page.mouse.move(5, 5);
  await page.evaluate(() => document.getElementById('tooltip').classList.add('hidden'));
  await page.screenshot({ path: path.join(ART, file), fullPage: true });
};

const state = (page) => page.evaluate(() => {
  const s = window.__dlo && window.__dlo.state;
  if (!s) return null;
  return { seat: s.seat, view: s.view, pending: s.ui.pending || null, lastError: s.ui.lastError || null };
});

async function createLobby(page, game) {
  await page.goto(`${BASE}/#/create`);
  await page.waitForSelector('select[name=game]');
  await page.selectOption('select[name=game]', game);
  await page.selectOption('select[name=seats]', '2');
  await page.fill('input[name=name]', 'Ann');
  await page.click('form.create button[type=submit]');
  await page.waitForSelector('button.add-bot');
  await page.click('button.add-bot');
  await page.waitForFunction(() => document.querySelectorAll('.seats .tag').length >= 2);
  await page.click('button.start');
  await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view);
}

/**
 * Clicks the first prompt button that moves the game on (never "take back"); false when the
 * only choices are take-backs (e.g. orders chosen, waiting for the others) or none are drawn yet.
 */
async function step(page) {
  return page.evaluate(() => {
    // A costly choice asks once more (js/decisions.js): confirm it.
    const ok = document.querySelector('.prompt .confirm-step button.confirm');
    if (ok) { ok.click(); return true; }
    const skip = new Set(['clear_orders', 'reset_plan']);
    const btns = [...document.querySelectorAll('.prompt .cmd-list button.cmd, .prompt .choices button.cmd')];
    const b = btns.find((x) => !skip.has(JSON.parse(x.dataset.cmd).type));
    if (!b) return false;
    b.click();
    return true;
  });
}

for (const [lang, locale] of [['cs', 'cs-CZ'], ['pl', 'pl-PL']]) {
  test(`${lang}: the page follows the browser's language and the first Dungeon Lords season shows no English`, async () => {
    const page = await openPage(browser, `${lang}-dl`, { width: 1500, height: 1000 }, consoleErrors, locale);
    await page.goto(`${BASE}/`);
    await page.waitForSelector('.lobby-list');
    await assertNoEnglish(page, lang, 'home');
    await shot(page, `i18n-${lang}-home.png`);
    await page.goto(`${BASE}/#/create`);
    await page.waitForSelector('form.create');
    await assertNoEnglish(page, lang, 'create');

    await createLobby(page, 'dungeon-lords');
    await page.waitForSelector('.prompt');
    await assertNoEnglish(page, lang, 'game start');
    await shot(page, `i18n-${lang}-dl-start.png`);
    let steps = 0;
    let checks = 0;
    for (let i = 0; i < 200; i++) {
      const st = await state(page);
      assert.equal(st.lastError, null, `${lang}: a click was refused: ${JSON.stringify(st.lastError)}`);
      const v = st.view;
      if (v.year > 1 || (v.season && v.season !== 'winter') || v.phase === 'finished') break;
      if (v.prompt && !st.pending) {
        if (steps % 3 === 0) { await assertNoEnglish(page, lang, `step ${steps} (${v.phase})`); checks += 1; }
        if (await step(page)) steps += 1;
      }
      await page.waitForTimeout(150);
    }
    const end = await state(page);
    assert.ok(end.view.season !== 'winter' || end.view.year > 1, `${lang}: winter did not end after ${steps} steps`);
    await page.waitForTimeout(300);
    await assertNoEnglish(page, lang, 'after winter');
    // The log of the first season: every line worded by the client in this language.
    const log = await page.$$eval('.log li', (ls) => ls.map((l) => ({ en: l.lang === 'en', group: l.classList.contains('log-group'), text: l.textContent })));
    assert.ok(log.filter((l) => !l.group).length >= 10, `${lang}: too few log lines (${log.length})`);
    assert.ok(log.some((l) => l.group), `${lang}: the log has no year/season groups`);
    assert.deepEqual(log.filter((l) => l.en).map((l) => l.text), [], `${lang}: English lines in the Dungeon Lords log`);
    assert.deepEqual(log.filter((l) => /\blog-[a-z]|\bSeat \d|\{|\}/.test(l.text)).map((l) => l.text), [], `${lang}: unworded log lines`);
    const logText = log.map((l) => l.text).join('\n');
    assert.deepEqual(englishLogFragments(lang).filter((f) => logText.includes(f)), [], `${lang}: English log wording on screen`);
    assert.ok(await page.locator('.log .card-chip[data-def]').count() > 0, `${lang}: no card chips in the log`);
    await shot(page, `i18n-${lang}-dl-spring.png`);
    assert.ok(steps > 3 && checks > 1, `${lang}: too few steps played (${steps})`);

    // The switcher changes the language in place: no reload, the socket and state stay.
    const other = lang === 'cs' ? 'pl' : 'cs';
    await page.evaluate(() => { window.__dloMark = 1; });
    await page.selectOption('#lang-select', other);
    await page.waitForFunction((l) => document.documentElement.lang === l, other);
    assert.equal(await page.evaluate(() => window.__dloMark), 1, 'switching the language reloaded the page');
    await assertNoEnglish(page, other, 'after switching');
    assert.equal(await page.evaluate(() => localStorage.getItem('dlo.lang')), other);
    await page.selectOption('#lang-select', lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.context().close();
  });

  test(`${lang}: a Welcome to the Dungeon game shows no English`, async () => {
    const page = await openPage(browser, `${lang}-wttd`, { width: 1500, height: 1000 }, consoleErrors, locale);
    await createLobby(page, 'welcome-to-the-dungeon');
    await page.waitForSelector('.wttd');
    await assertNoEnglish(page, lang, 'wttd start');
    let steps = 0;
    for (let i = 0; i < 120 && steps < 12; i++) {
      const st = await state(page);
      assert.equal(st.lastError, null, `${lang}: a click was refused: ${JSON.stringify(st.lastError)}`);
      if (st.view.prompt && !st.pending) {
        await assertNoEnglish(page, lang, `wttd step ${steps}`);
        if (!(await step(page))) break;
        steps += 1;
      }
      await page.waitForTimeout(150);
    }
    assert.ok(steps >= 2, `${lang}: too few Welcome to the Dungeon steps (${steps})`);
    // Its log is worded by the client from the entries' kind and facts: no English line.
    const logLines = await page.$$eval('.log li', (ls) => ls.map((l) => ({ en: l.lang === 'en', text: l.textContent })));
    assert.ok(logLines.length >= 3, `${lang}: too few log lines`);
    assert.deepEqual(logLines.filter((l) => l.en).map((l) => l.text), [], `${lang}: English lines in the Welcome to the Dungeon log`);
    await page.waitForTimeout(300);
    await assertNoEnglish(page, lang, 'wttd end');
    await shot(page, `i18n-${lang}-wttd.png`);
    await page.context().close();
  });
}

test('cs: a whole Dungeon Lords game, combat and final scoring included, shows no English', { timeout: 300000 }, async () => {
  const page = await openPage(browser, 'cs-dl-whole', { width: 1500, height: 1000 }, consoleErrors, 'cs-CZ');
  await createLobby(page, 'dungeon-lords');
  const phases = new Set();
  let steps = 0;
  for (let i = 0; i < 4000 && steps < 1000; i++) {
    const st = await state(page);
    assert.equal(st.lastError, null, `a click was refused: ${JSON.stringify(st.lastError)}`);
    if (st.view.phase === 'finished' || st.view.result) break;
    if (st.view.prompt && !st.pending) {
      if (!phases.has(st.view.phase) || steps % 10 === 0) await assertNoEnglish(page, 'cs', `step ${steps} (${st.view.phase})`);
      phases.add(st.view.phase);
      if (await step(page)) steps += 1;
    }
    await page.waitForTimeout(60);
  }
  await page.waitForFunction(() => window.__dlo.state.view && window.__dlo.state.view.result, null, { timeout: 30000 });
  await page.waitForSelector('.result');
  await assertNoEnglish(page, 'cs', 'final scoring');
  for (const ph of ['orders', 'execute', 'production', 'combat']) assert.ok(phases.has(ph), `the game never asked for ${ph}: ${[...phases]}`);
  await shot(page, 'i18n-cs-dl-final.png');
  await page.context().close();
});

test('two quick language switches end on the last one chosen, whichever file arrives last', async () => {
  const page = await openPage(browser, 'quick-switch', { width: 1366, height: 768 }, consoleErrors, 'en-US');
  // Czech arrives slowly: picked first, it must not win over Polish picked right after it.
  await page.route('**/locales/cs.ftl', async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
  await page.goto(`${BASE}/`);
  await page.waitForSelector('#lang-select option[value=pl]', { state: 'attached' });
  await page.selectOption('#lang-select', 'cs');
  await page.selectOption('#lang-select', 'pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  await page.waitForTimeout(1500); // the slow Czech file has arrived by now
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
  assert.equal(await page.evaluate(() => localStorage.getItem('dlo.lang')), 'pl');
  assert.equal(await page.inputValue('#lang-select'), 'pl');
  await page.close();
});

test('no script errors in the translated pages', () => {
  assert.deepEqual(consoleErrors, []);
});
