// Small DOM helpers shared by every screen, and the translated names of things the views name
// by id (actions, cards, positions, error codes).
import { CARDS } from './cards.js';
import { t, tOpt, language } from './i18n.js';

export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') el.className = v;
      // Styles go through the CSSOM: the server's CSP refuses `style` attributes set as markup.
      else if (k === 'style' && typeof v === 'object') Object.assign(el.style, v);
      else if (k === 'style') el.style.cssText = String(v);
      else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
      else if (k === 'dataset') Object.assign(el.dataset, v);
      else if (v === true) el.setAttribute(k, '');
      else el.setAttribute(k, String(v));
    }
  }
  // Clickable non-buttons are reachable by keyboard too (Enter/Space, see installTooltips).
  if (attrs && typeof attrs.onclick === 'function' && tag !== 'button' && tag !== 'a') {
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

export function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); return el; }

export const SEAT_COLOURS = ['#d9453b', '#3b7dd9', '#3ba55c', '#e0b525'];
export const SEAT_COLOUR_NAMES = ['red', 'blue', 'green', 'yellow'];
export const DUMMY_COLOUR = '#8d8d8d';

export const ACTIONS = ['get_food', 'improve_reputation', 'dig_tunnels', 'mine_gold',
  'recruit_imps', 'buy_traps', 'hire_monster', 'build_room'];
/** The printed name of an action space ("get_food"). */
export const actionName = (a) => tOpt(`action-${String(a).replace(/_/g, '-')}`) || humanize(a);

const CLASSES = ['warrior', 'thief', 'priest', 'wizard'];
/**
 * The printed name of a card the view shows ({def, name}): its catalog id picks the message
 * (adventurers by class, paladins as one name); an unknown id keeps the view's English name.
 */
export function cardName(c) {
  if (!c) return '';
  const def = String(c.def || '');
  const cls = CLASSES.find((k) => def.startsWith(`${k}-`));
  if (cls) return t(`card-${cls}`);
  if (def.startsWith('paladin')) return t('card-paladin');
  if (c.id === 'illusion' || def === 'illusion') return t('card-illusion');
  return (def && tOpt(`card-${def}`)) || c.name || def;
}

/** The kind of a catalog entry ("monster", "combat card") in the current language. */
export const kindName = (k) => tOpt(`kind-${String(k).replace(/ /g, '-')}`) || k;

/**
 * The reason a rule refused a command, in the reader's language: the message of its rule ID
 * (`rule-orders-2`), or null when the client has none (then the engine's English reason is shown).
 */
export const ruleReason = (err) => (err && err.rule ? tOpt(`rule-${String(err.rule).toLowerCase()}`) : null);

/**
 * The user-facing text of a server error {code, message, rule}: documented codes have their own
 * message; a rule violation names its rule and its reason (the engine's English one only when the
 * client has no message for that rule).
 */
export function errorText(err) {
  if (!err) return '';
  const code = err.code || '';
  if (code === 'rule_violation' || (!code && err.rule)) return t('error-rule-violation', { rule: err.rule || '?', message: ruleReason(err) || err.message || '' });
  const known = code && tOpt(`error-code-${code.replace(/_/g, '-')}`);
  if (known) return known;
  // An undocumented code is never shown: the server's sentence, else a general message.
  return err.message || t('error-general');
}

export function humanize(s) {
  return String(s ?? '').replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

// The name the server gives a bot seat; games imported from a record carry names only.
const SERVER_BOT_NAME = /^Bot (\d+) \((easy|normal|hard)\)$/;

/**
 * The name a seat shows: a server bot's is worded in the reader's language from its number and
 * level (the seat's `bot`, protocol/README.md; for a seat without it, read back from the name the
 * server gives bots, `Bot N (level)`), a player's is what they typed. Null when empty.
 */
export function displayName(s) {
  if (!s) return null;
  const b = s.bot && typeof s.bot === 'object' ? s.bot : s.botSeat;
  if (b && b.number) return t('bot-name', { n: b.number, level: b.level || 'normal' });
  const m = s.name && SERVER_BOT_NAME.exec(s.name);
  if (m) return t('bot-name', { n: Number(m[1]), level: m[2] });
  return s.name || null;
}

export const posText = (p) => (p ? t('pos', { row: p.row + 1, col: p.col + 1 }) : '?');
export const samePos = (a, b) => a && b && a.row === b.row && a.col === b.col;

// Hover texts: any element with data-def (and optionally data-name) shows its catalog text.
export function installTooltips() {
  const tip = document.getElementById('tooltip');
  document.addEventListener('keydown', (ev) => {
    const el = ev.target;
    if ((ev.key === 'Enter' || ev.key === ' ') && el instanceof HTMLElement && el.getAttribute('role') === 'button') {
      ev.preventDefault();
      el.click();
    }
  });
  // Hover texts are for a mouse only (everything they say is also on the table, in the card's
  // accessible name or in the full card): a touch never leaves one stuck on the screen.
  const hide = () => tip.classList.add('hidden');
  document.addEventListener('pointerdown', (ev) => { if (ev.pointerType !== 'mouse') hide(); });
  window.addEventListener('scroll', hide, { passive: true });
  document.addEventListener('pointerover', (ev) => {
    if (ev.pointerType !== 'mouse') { hide(); return; }
    const el = ev.target instanceof Element ? ev.target.closest('[data-def],[data-tip]') : null;
    if (!(el instanceof HTMLElement) && !(el instanceof SVGElement)) { tip.classList.add('hidden'); return; }
    clear(tip);
    if (el.dataset.def) {
      const c = CARDS[el.dataset.def];
      tip.appendChild(h('div', { class: 'tip-name' }, cardName({ def: el.dataset.def, name: el.dataset.name }),
        c && c.reconstructed ? h('span', { class: 'recon', title: t('tip-reconstructed-title') }, ' ', t('tip-reconstructed')) : null));
      if (c) {
        tip.appendChild(h('div', { class: 'tip-kind' }, kindName(c.kind)));
        tip.appendChild(h('div', { class: 'tip-text' }, cardText(c)));
      }
    }
    if (el.dataset.tip) tip.appendChild(h('div', { class: 'tip-text' }, el.dataset.tip));
    tip.classList.remove('hidden');
  });
  document.addEventListener('mousemove', (ev) => {
    if (tip.classList.contains('hidden')) return;
    const x = Math.min(ev.clientX + 14, window.innerWidth - tip.offsetWidth - 8);
    const y = Math.min(ev.clientY + 14, window.innerHeight - tip.offsetHeight - 8);
    tip.style.left = x + 'px';
    tip.style.top = y + 'px';
  });
}

/**
 * One generated catalog fact [message id, args] in the current language; an argument that is a
 * list of facts is rendered first and joined with commas (an empty list becomes "").
 */
const factCache = new Map();
export function factText(fact) {
  // The same facts are worded hundreds of times per drawing of the table: remembered per language.
  const key = `${language()}|${JSON.stringify(fact)}`;
  let s = factCache.get(key);
  if (s === undefined) {
    s = factWords(fact);
    if (factCache.size > 5000) factCache.clear();
    factCache.set(key, s);
  }
  return s;
}

function factWords([id, args]) {
  const a = {};
  for (const [k, v] of Object.entries(args || {})) a[k] = Array.isArray(v) ? v.map(factText).join(', ') : v;
  return t(id, a);
}

/** The hover text of a catalog entry: its generated facts. */
export function cardText(c) {
  return (c.facts || []).map(factText).join(' · ');
}

export function banner(text, kind = 'warn') {
  const b = document.getElementById('banner');
  if (!text) { b.classList.add('hidden'); b.textContent = ''; return; }
  b.className = 'banner ' + kind;
  b.textContent = text;
}

export function fmtTime(ms) {
  if (!ms) return '';
  const d = new Date(ms);
  return d.toTimeString().slice(0, 5);
}

/**
 * Where the keyboard focus is, in words that survive a redraw: the index of its container in
 * `roots`, and a path of tag, class and position among like siblings, or the command it sends.
 * `null` when the focus is outside every root.
 */
export function focusKey(el, roots) {
  const root = roots.findIndex((r) => r && el && r !== el && r.contains(el));
  if (root < 0) return null;
  if (el.dataset && el.dataset.cmd) return { root, cmd: el.dataset.cmd, inPrompt: !!el.closest('.prompt') };
  const path = [];
  for (let n = el; n && n !== roots[root]; n = n.parentElement) {
    const like = [...n.parentElement.children].filter((c) => c.tagName === n.tagName && c.className === n.className);
    path.unshift([n.tagName, n.className, like.indexOf(n)]);
  }
  return { root, path, inPrompt: !!el.closest('.prompt') };
}

/** Puts the focus back on the element `key` names after a redraw, or on the decision's first
 * button when it was in the decision panel and that element is gone. */
export function restoreFocus(key, roots) {
  const root = roots[key.root];
  if (!root) return;
  let el = null;
  if (key.cmd) el = [...root.querySelectorAll('[data-cmd]')].find((x) => x.dataset.cmd === key.cmd);
  else {
    el = root;
    for (const [tag, cls, i] of key.path) {
      const like = el ? [...el.children].filter((c) => c.tagName === tag && c.className === cls) : [];
      el = like[i] || null;
      if (!el) break;
    }
  }
  if (!el && key.inPrompt) el = document.querySelector('.prompt button:not([disabled])');
  if (el && typeof el.focus === 'function') el.focus({ preventScroll: true });
}
