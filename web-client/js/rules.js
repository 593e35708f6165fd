// The rules one tap away (issue #38): a rule ID the table cites becomes a button that opens the
// rule's text in a dialog, and #/rules lists every rule of both games with a search box. The
// texts live in locales/rules/{en,cs,pl}.ftl (our own words, with the printed rulebook's section),
// loaded apart from the main messages so that a page without a rule on it does not wait for them.
// It owns the rule dialog and the rules page; it must not decide which rule a refusal names
// (the engine does) nor change the table around the buttons it is given.
import { h, clear } from './util.js';
import { language } from './i18n.js';

const fluent = await import('../node_modules/@fluent/bundle/esm/index.js');

/**
 * The rule behind each confirmation step of js/decisions.js (its message id → rule ID). The
 * tests read this table: a rule listed here must have its text in every language.
 */
const CONFIRM_RULES = { 'confirm-tax': 'EVENT-TAX-3', 'confirm-end-production': 'RETRIEVE-2', 'confirm-release': 'EVENT-PAYDAY-1' };

/** The rule a confirmation step (its message id) is about, or null. */
export const confirmRule = (id) => CONFIRM_RULES[id] || null;

/** The rule the rulebook gives for a catalog card (its id → rule ID), shown in the card dialog. */
const CARD_RULES = {
  'ghost': 'MON-GHOST-1', 'vampire': 'MON-VAMPIRE-1', 'troll': 'MON-TROLL-1', 'poisoned-dart': 'TRAP-NOTE-1',
  'suggestion': 'SPELL-7', 'labyrinth': 'COMBAT-TRAP-5', 'payday': 'EVENT-PAYDAY-1', 'taxes': 'EVENT-TAX-1',
};

/** The rule of catalog card `def`, or null. */
export const cardRule = (def) => (def && Object.hasOwn(CARD_RULES, def) ? CARD_RULES[def] : null);

const bundles = new Map(); // language → Promise<FluentBundle>
let ready = null; // the bundle of the language shown, once loaded
const ruleKeys = new WeakMap(); // bundle → its rule message ids in file order

function load(code) {
  if (!bundles.has(code)) {
    bundles.set(code, fetch(new URL(`../locales/rules/${code}.ftl`, import.meta.url)).then(async (res) => {
      if (!res.ok) throw new Error(`locales/rules/${code}.ftl: HTTP ${res.status}`);
      const text = await res.text();
      const b = new fluent.FluentBundle(code, { useIsolating: false });
      for (const e of b.addResource(new fluent.FluentResource(text))) console.warn(`locales/rules/${code}.ftl:`, e);
      // The rules in file order (by game, then as the rulebook runs), for the rules page.
      ruleKeys.set(b, [...text.matchAll(/^((?:dl|wt|on)-rule-[a-z0-9-]+) =/gm)].map((m) => m[1]));
      return b;
    }));
  }
  return bundles.get(code);
}

/** Loads the rule texts of the current language (once) and relabels the rule buttons shown. */
async function current() {
  const code = language();
  const b = await load(code);
  if (language() === code && ready !== b) {
    ready = b;
    // What was drawn before this language's texts arrived is relabelled now.
    for (const el of document.querySelectorAll('.rule-link')) if (el instanceof HTMLElement) el.textContent = linkLabel(el.dataset.game, el.dataset.rule);
    for (const el of document.querySelectorAll('[data-rules-msg]')) if (el instanceof HTMLElement) el.textContent = ui(el.dataset.rulesMsg);
  }
  return b;
}

/** "dungeon-lords" / "welcome-to-the-dungeon" → the prefix of its rule messages. */
export const gameKey = (kind) => (kind === 'welcome-to-the-dungeon' || kind === 'wt' ? 'wt' : 'dl');

function fmt(b, id, attr, args) {
  const m = b && b.getMessage(id);
  const p = m && (attr ? m.attributes[attr] : m.value);
  return p ? b.formatPattern(p, args || {}, []) : null;
}

/** The message id of a rule: the game's own, else a rule of this server for both games. */
function ruleId(b, game, id) {
  const low = String(id).toLowerCase();
  for (const k of [`${game}-rule-${low}`, `on-rule-${low}`]) if (b && b.getMessage(k)) return k;
  return null;
}

/** A rule's title, text and section in the loaded language (null when there is no text). */
export function ruleText(game, id, b = ready) {
  const k = ruleId(b, game, id);
  if (!k) return null;
  return { id, game: k.slice(0, 2), key: k, title: fmt(b, k, 'title'), text: fmt(b, k, null), section: fmt(b, k, 'section') };
}

const ui = (id, args) => fmt(ready, id, null, args) || id;

function linkLabel(game, id) {
  const r = ruleText(game, id);
  return ui('rules-link', { title: r ? r.title : id });
}

/**
 * A button that opens rule `id` of `game` ("dungeon-lords", "dl", …): what the table shows
 * where it cites a rule. Null without an id. `K` is what it is drawn with: an element, or with
 * js/vdom.js `VDOM` a virtual node (cardface.js `Kit`).
 */
export function ruleButton(game, id, K = { h }) {
  if (!id) return null;
  const g = gameKey(game);
  return K.h('button', {
    type: 'button', class: 'link rule-link', 'data-rule': id, 'data-game': g,
    onclick: (e) => { e.stopPropagation(); openRule(g, id, e.currentTarget); },
  }, linkLabel(g, id));
}

let dialog = null;

/** Opens rule `id` in a modal dialog; Escape or Close shuts it and the focus goes back. */
export async function openRule(game, id, opener = document.activeElement) {
  const g = gameKey(game);
  await current().catch(() => {});
  if (!dialog) {
    dialog = h('dialog', { class: 'rule-dialog', 'aria-labelledby': 'rule-dialog-title' });
    // A tap on the backdrop closes it too.
    dialog.addEventListener('click', (e) => { if (e.target === dialog) dialog.close(); });
    dialog.addEventListener('close', () => {
      const back = dialog.opener;
      // The table may have been redrawn meanwhile: then the same rule's new button takes the focus.
      const target = back && back.isConnected ? back
        : document.querySelector(`.rule-link[data-rule="${CSS.escape(dialog.dataset.rule || '')}"]`);
      if (target) target.focus();
    });
    document.body.appendChild(dialog);
  }
  dialog.opener = opener;
  dialog.dataset.rule = id;
  clear(dialog);
  const r = ruleText(g, id);
  dialog.appendChild(h('div', { class: 'rule-body', lang: language() },
    h('h3', { id: 'rule-dialog-title' }, r ? r.title : ui('rules-open', { id })),
    h('p', { class: 'rule-text' }, r ? r.text : ui('rules-unknown', { id })),
    r ? h('p', { class: 'rule-section muted small' }, ui('rules-section', { section: r.section })) : null,
    h('form', { method: 'dialog', class: 'rule-actions' },
      // A new tab: the game table stays open (and connected) behind it.
      h('a', { href: `#/rules?rule=${g}-${encodeURIComponent(id)}`, target: '_blank', rel: 'noopener', class: 'rules-all' }, ui('rules-all')),
      h('button', { class: 'primary close', type: 'submit' }, ui('rules-close')))));
  if (!dialog.open) dialog.showModal();
  dialog.querySelector('button.close').focus();
}

/** Every rule of the loaded language, in file order: [{id, game, title, text, section}]. */
function allRules(b) {
  const out = [];
  for (const k of ruleKeys.get(b) || []) {
    const m = k.match(/^(dl|wt|on)-rule-(.+)$/);
    if (m) out.push({ ...ruleText(m[1], m[2].toUpperCase(), b), game: m[1] });
  }
  return out;
}

const fold = (s) => String(s || '').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * The #/rules page: both games' rules, grouped by game, filtered by a search box (the words of
 * a rule and its ID). `params` may name a `rule` ("dl-ORDERS-3") to show and focus first.
 */
export async function renderRulesPage(app, params = new URLSearchParams(), query = '') {
  const b = await current();
  // The reader may have left the page (or asked for it again) while the texts were loading.
  if (!/^#\/rules(\?|$)/.test(location.hash)) return null;
  clear(app);
  const rules = allRules(b);
  const input = h('input', { type: 'search', id: 'rules-q', name: 'q', value: query, autocomplete: 'off' });
  const count = h('p', { class: 'muted small', role: 'status', 'aria-live': 'polite' });
  const list = h('div', { class: 'rules-list' });
  const games = ['dl', 'wt', 'on'];
  const draw = () => {
    const words = fold(input.value).split(/\s+/).filter(Boolean);
    const hits = rules.filter((r) => {
      const hay = fold(`${r.id} ${r.title} ${r.text} ${r.section}`);
      return words.every((w) => hay.includes(w));
    });
    clear(list);
    count.textContent = hits.length ? ui('rules-count', { n: hits.length }) : ui('rules-search-empty');
    for (const g of games) {
      const mine = hits.filter((r) => r.game === g);
      if (!mine.length) continue;
      list.appendChild(h('section', { class: 'rules-game', 'data-game': g },
        h('h3', null, ui(`rules-game-${g}`)),
        mine.map((r) => h('article', { class: 'rule-entry', id: `rule-${g}-${r.id}`, 'data-rule': r.id, tabindex: '-1' },
          // The ID stays out of sight (issue #36: it is a reference for developers), the search finds it.
          h('h4', null, r.title),
          h('p', null, r.text),
          h('p', { class: 'muted small' }, ui('rules-section', { section: r.section }))))));
    }
  };
  input.addEventListener('input', draw);
  app.appendChild(h('section', { class: 'panel narrow rules-page' },
    h('h2', null, ui('rules-page-title')),
    h('p', null, ui('rules-page-intro')),
    h('form', { class: 'rules-search', role: 'search', onsubmit: (e) => e.preventDefault() },
      h('label', { for: 'rules-q' }, ui('rules-search')), input),
    count, list));
  draw();
  const wanted = params.get('rule') && document.getElementById(`rule-${params.get('rule')}`);
  if (wanted) {
    wanted.classList.add('wanted');
    wanted.scrollIntoView({ block: 'center' });
    wanted.focus();
  }
  return { relabel: () => { clear(app); renderRulesPage(app, new URLSearchParams(), input.value); } };
}

/** The link from the home page to #/rules. */
export const rulesHomeLink = () => h('a', { class: 'button rules-home-link', href: '#/rules', 'data-rules-msg': 'rules-home-link' }, ui('rules-home-link'));

// The texts of the language shown are there before the first screen is drawn.
window.addEventListener('dlo-language', () => { current().catch(() => {}); });
await current().catch((e) => console.warn(e));
