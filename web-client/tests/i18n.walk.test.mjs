// A whole Dungeon Lords game in Czech, Polish and English on a 390 px phone (issue #36): the
// player plays against two server bots by tapping the prompt's buttons, to the results dialog,
// then opens the finished-games list. At every decision it reads everything the page shows or
// says — the visible text, the title, every aria-label, title, alt, placeholder and hover text
// (data-tip), and the hover card of every catalog card on the table (data-def) — and fails on:
//
//   - an internal id: a lower-case ASCII token joined by "-" or "_" ("wizard-y1-s3-hp4",
//     "get_food", "log-damage"; not "e-mail", Polish "3-osobowej" or Czech "je-li"), a piece id
//     ("m12", "a3"), or a bare catalog id as a hover text ("troll"); rule IDs in capitals
//     ("ORDERS-3") are English words and fail as such in Czech and Polish;
//   - in Czech and Polish, an English word: a word of en.ftl that no Czech or Polish message
//     uses (so "Goblin", "Golem", "Dungeon Lords" pass), outside the player's own name;
//   - a server bot named in English ("Bot 1 (normal)") instead of its localized name.
//
// Long words (Polish at 390 px): no action-space name pushes its ↻ mark out of its box, and no
// room, order or card name nor card badge is cut (each must fit inside its element, wrapped if
// need be).
// Screenshots of every new phase go to web-client/test-artifacts/walk-<lang>-<n>-<phase>.jpg.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { ART, BASE, launchChromium } from './harness.mjs';

const WEB = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGS = [
  { lang: 'cs', locale: 'cs-CZ', name: 'Marek' },
  { lang: 'pl', locale: 'pl-PL', name: 'Kasia' },
  { lang: 'en', locale: 'en-US', name: 'Ann' },
];
const ONLY = (process.env.DLO_WALK_LANGS || '').split(',').filter(Boolean);
const BUDGET_MS = Number(process.env.DLO_WALK_BUDGET_MS || 420000);

let browser;
const consoleErrors = [];
before(async () => { browser = await launchChromium(); });
after(async () => { if (browser) await browser.close(); });

/** Every word of a language's messages (their text, variants included), lower case. */
function vocabulary(lang) {
  const words = new Set();
  const walk = (n) => {
    if (!n || typeof n !== 'object') return;
    if (n.type === 'TextElement') for (const w of n.value.toLowerCase().match(/\p{L}+/gu) || []) words.add(w);
    for (const v of Object.values(n)) if (Array.isArray(v)) v.forEach(walk); else if (v && typeof v === 'object') walk(v);
  };
  for (const e of parse(fs.readFileSync(path.join(WEB, 'locales', `${lang}.ftl`), 'utf8'), {}).body) if (e.type === 'Message') walk(e);
  return words;
}
const EN = vocabulary('en');
const OTHER = { cs: vocabulary('cs'), pl: vocabulary('pl') };
// The English words a Czech or Polish page must not show: in en.ftl, in no Czech or Polish
// message, at least three letters (short tokens like "a", "to", "na" are words of every language).
const englishOnly = (lang) => new Set([...EN].filter((w) => w.length >= 3 && !OTHER[lang].has(w)));
// Catalog ids (a hover text that is just "troll" or "chicken-coop").
const CATALOG_IDS = (() => {
  const cat = JSON.parse(fs.readFileSync(path.join(WEB, '..', 'engine', 'data', 'dungeon-lords-catalog.json'), 'utf8'));
  const ids = new Set();
  for (const sec of ['monsters', 'rooms', 'traps', 'combat_cards', 'event_tiles', 'special_events', 'titles']) for (const c of cat[sec] || []) ids.add(c.id);
  for (const a of cat.actions || []) ids.add(a.id);
  return ids;
})();

// The prefixes of our message ids: a token "log-damage" or "card-troll" is a message id.
const MESSAGE_ID = /^(?:log|card|action|ct|amt|wt|error|rule|cmd|tip|badge|dl|res|score|kind|phase|season|step|decision|prompt|hint|help|seat|clock|replay|lobby|home|create|conn|attack|bot)-[a-z]/;
/**
 * Whether a token is an internal id: lower-case ASCII joined by "-" or "_" with an underscore
 * ("get_food"), or letters and digits ("wizard-y1-s3-hp4"), or a catalog id ("chicken-coop"), or
 * a message id. Words of the languages are not: English "face-down", "e-mail", Polish
 * "3-osobowej", Czech "je-li".
 */
function isId(t) {
  if (!/^[a-z0-9]+(?:[_-][a-z0-9]+)+$/.test(t) || /^(?:e-mail|\d+-[a-z]+|\d+-\d+|[a-z]+-li)$/.test(t)) return false;
  return t.includes('_') || (/\d/.test(t) && /[a-z]/.test(t)) || CATALOG_IDS.has(t) || MESSAGE_ID.test(t);
}

/** What the page shows and says now: [{where, text}]. */
const pageTexts = (page) => page.evaluate(async () => {
  const out = [];
  const body = document.body.cloneNode(true);
  // The chat is what players type; the language switcher lists each language by its own name.
  for (const el of body.querySelectorAll('.chat, #lang-select, script, .hidden')) el.remove();
  out.push({ where: 'page', text: body.innerText });
  out.push({ where: 'title', text: document.title });
  for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [data-tip], [data-conquered]')) {
    if (el.closest('.chat, #lang-select')) continue;
    for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'data-tip', 'data-conquered']) {
      const v = el.getAttribute(a);
      if (v) out.push({ where: `${a} of ${el.tagName.toLowerCase()}.${String(el.className.baseVal ?? el.className).split(' ')[0]}`, text: v });
    }
  }
  // The hover card of every catalog card on the table (one element per card kind).
  const tip = document.getElementById('tooltip');
  const seen = new Set();
  for (const el of document.querySelectorAll('[data-def]')) {
    if (seen.has(el.dataset.def) || !el.isConnected) continue;
    seen.add(el.dataset.def);
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    if (!tip.classList.contains('hidden')) out.push({ where: `hover card of ${el.dataset.def}`, text: tip.innerText });
  }
  tip.classList.add('hidden');
  return out;
});

/** The faults in what a page shows and says (see the file comment). */
function faults(texts, lang, player) {
  const found = [];
  const english = lang === 'en' ? null : englishOnly(lang);
  for (const { where, text } of texts) {
    const clean = text.split(player).join(' ');
    if (/\bBot \d+ \((?:easy|normal|hard)\)/.test(clean) && lang !== 'en') found.push(`${where}: English bot name in "${clean.slice(0, 80)}"`);
    for (const token of clean.split(/[\s,;:()[\]{}"'“”„«»!?…·•→←↻×/|+=<>]+/)) {
      const t = token.replace(/^[.\-–—]+|[.\-–—]+$/g, '');
      if (!t) continue;
      if (isId(t)) found.push(`${where}: id "${t}"`);
      else if (/^[a-z]\d+$/.test(t)) found.push(`${where}: piece id "${t}"`);
      if (english) for (const w of t.toLowerCase().match(/\p{L}+/gu) || []) if (english.has(w)) found.push(`${where}: English "${w}" in "${t}"`);
    }
    // A catalog id shown as such: a whole line or " · " part of a hover text ("monster · troll").
    for (const part of text.split(/\n| · /)) if (CATALOG_IDS.has(part.trim())) found.push(`${where}: catalog id "${part.trim()}"`);
  }
  return [...new Set(found)];
}

/** Long names that do not fit: an action space's ↻ outside its box, a room name cut in its cell. */
const longWordProblems = (page) => page.evaluate(() => {
  const out = [];
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  for (const sp of document.querySelectorAll('.space')) {
    const name = sp.querySelector('.space-name');
    const rev = sp.querySelector('.space-name .rev');
    if (rev && !inside(rev.getBoundingClientRect(), sp.getBoundingClientRect())) out.push(`↻ outside the action space ${sp.dataset.action}`);
    if (name && name.scrollWidth > name.clientWidth + 1) out.push(`action name cut: ${name.textContent}`);
  }
  for (const el of document.querySelectorAll('.card .badge')) {
    if (el.scrollWidth > el.clientWidth + 1) out.push(`badge cut: ${el.textContent}`);
  }
  for (const el of document.querySelectorAll('.cell .room-name, .order .order-name, .card .card-name')) {
    const box = el.closest('.cell, .order, .card');
    if (el.scrollWidth > el.clientWidth + 1 || !inside(el.getBoundingClientRect(), box.getBoundingClientRect())) {
      out.push(`name cut in ${box.className.split(' ')[0]}: ${el.textContent}`);
    }
  }
  return [...new Set(out)];
});

const snapshot = (page) => page.evaluate(() => {
  const s = window.__dlo && window.__dlo.state;
  if (!s || !s.view) return null;
  const v = s.view;
  return { phase: v.phase, year: v.year, season: v.season, result: !!v.result, prompt: !!v.prompt, pending: !!s.ui.pending, lastError: s.ui.lastError || null };
});

/** Taps the first prompt button that moves the game on (confirming a costly choice once). */
const step = (page) => page.evaluate(() => {
  const ok = document.querySelector('.prompt .confirm-step button.confirm');
  if (ok) { ok.click(); return true; }
  const skip = new Set(['clear_orders', 'reset_plan']);
  const b = [...document.querySelectorAll('.prompt .cmd-list button.cmd, .prompt .choices button.cmd')]
    .find((x) => !skip.has(JSON.parse(x.dataset.cmd).type));
  if (!b) return false;
  b.click();
  return true;
});

for (const { lang, locale, name } of LANGS) {
  if (ONLY.length && !ONLY.includes(lang)) continue;
  test(`${lang}: a whole game at 390 px shows and says no internal id${lang === 'en' ? '' : ' and no English'}`, { timeout: BUDGET_MS + 60000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale, bypassCSP: true });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${lang}: ${m.text()}`); });
    page.on('pageerror', (e) => consoleErrors.push(`${lang}: ${e.message}`));
    const problems = [];
    const check = async (where) => {
      for (const f of faults(await pageTexts(page), lang, name)) problems.push(`${where}: ${f}`);
      if (lang === 'pl') for (const f of await longWordProblems(page)) problems.push(`${where}: ${f}`);
    };
    const shots = [];
    for (const f of fs.readdirSync(ART)) if (f.startsWith(`walk-${lang}-`)) fs.unlinkSync(path.join(ART, f));
    const shot = async (label) => {
      const file = `walk-${lang}-${String(shots.length + 1).padStart(2, '0')}-${label}.jpg`;
      await page.screenshot({ path: path.join(ART, file), fullPage: true, type: 'jpeg', quality: 60 });
      shots.push(file);
    };

    await page.goto(`${BASE}/#/create`);
    await page.waitForSelector('form.create');
    await check('create');
    await page.selectOption('select[name=game]', 'dungeon-lords');
    await page.selectOption('select[name=seats]', '3');
    await page.selectOption('select[name=variant]', 'full');
    await page.fill('input[name=name]', name);
    await page.tap('form.create button[type=submit]');
    await page.waitForSelector('button.add-bot');
    await page.selectOption('select.bot-level', 'hard');
    await page.tap('button.add-bot');
    await page.waitForFunction(() => document.querySelectorAll('.seats li').length === 3 && document.querySelectorAll('.seats .tag.bot-level').length === 1);
    await page.selectOption('select.bot-level', 'easy');
    await page.tap('button.add-bot');
    await page.waitForFunction(() => document.querySelectorAll('.seats .tag.bot-level').length === 2);
    // The bots are named in the reader's language, from their number and level.
    const seatsText = await page.$eval('.seats', (el) => el.innerText);
    const botName = (n, level) => ({ cs: `Bot ${n} (${{ easy: 'lehký', normal: 'střední', hard: 'těžký' }[level]})`,
      pl: `Bot ${n} (${{ easy: 'łatwy', normal: 'średni', hard: 'trudny' }[level]})`, en: `Bot ${n} (${level})` }[lang]);
    assert.ok(seatsText.includes(botName(1, 'hard')) && seatsText.includes(botName(2, 'easy')), `${lang}: bots not named in the language: ${seatsText}`);
    await check('waiting room');
    await shot('lobby');
    await page.tap('button.start');
    await page.waitForFunction(() => window.__dlo.state && window.__dlo.state.view);

    const started = Date.now();
    const phases = new Set();
    let last = '';
    let steps = 0;
    while (Date.now() - started < BUDGET_MS) {
      const st = await snapshot(page);
      assert.equal(st.lastError, null, `${lang}: a tap was refused: ${JSON.stringify(st.lastError)}`);
      if (st.result) break;
      const key = `${st.year}-${st.season}-${st.phase}`;
      if (st.prompt && !st.pending) {
        if (key !== last) {
          await check(`year ${st.year} ${st.season} ${st.phase}`);
          if (!phases.has(st.phase) || st.phase === 'combat') await shot(`y${st.year}-${st.season}-${st.phase}`);
          phases.add(st.phase);
          last = key;
        } else if (steps % 5 === 0) await check(`step ${steps} (${st.phase})`);
        if (await step(page)) steps += 1;
      }
      await page.waitForTimeout(60);
    }
    await page.waitForFunction(() => window.__dlo.state.view && window.__dlo.state.view.result, null, { timeout: 60000 });
    await page.waitForSelector('.results-dialog, .result');
    await page.waitForTimeout(300);
    await check('results');
    await shot('results');
    for (const ph of ['orders', 'execute', 'production', 'combat']) assert.ok(phases.has(ph), `${lang}: the game never asked for ${ph}: ${[...phases]}`);
    // The finished games list names the bots in the language too.
    await page.goto(`${BASE}/#/games`);
    await page.waitForSelector('.game-scores');
    await check('finished games');
    const list = await page.$eval('#app', (el) => el.innerText);
    assert.ok(list.includes(botName(1, 'hard')), `${lang}: the finished games list does not name the bot in the language`);
    await shot('games');
    await context.close();
    assert.deepEqual(problems.slice(0, 40), [], `${lang}: ${problems.length} faults (screenshots ${shots.join(', ')})`);
    assert.ok(steps > 40, `${lang}: too few steps played (${steps})`);
  });
}

test('no script errors in the walked pages', () => {
  assert.deepEqual(consoleErrors, []);
});
