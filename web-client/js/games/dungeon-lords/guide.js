// "Learn to play" (issue #38 item 1): a guided first game against three bots. The home page
// starts it (a first-game lobby, unlisted, three easy bots) or continues it; on the table a card
// explains each new kind of decision the first time it comes — what it is, where to tap, what it
// costs, why it matters — and outlines the part of the table it is about. The player makes every
// choice: the guide never sends a command. Its progress (the lobby, the topics explained, whether
// it was switched off) is kept per browser in localStorage `dlo.guide`. Which topic applies is
// worked out by guide-topics.js; the words are in locales/guide/{en,cs,pl}.ftl, loaded apart
// from the main messages like the rules (js/rules.js).
import { h, clear } from '../../util.js';
import { language } from '../../i18n.js';
import { api, seats } from '../../api.js';
import { ruleButton } from '../../rules.js';
import { TOPICS, PARTS, topicsNow, nextTopic, decisionTopics } from './guide-topics.js';
import { trainingHomeLink } from '../../training.js';

const fluent = await import('../../../node_modules/@fluent/bundle/esm/index.js');

const KEY = 'dlo.guide';
/** The guided game's seats: the player and three easy bots (the rules are written for 4). */
const BOTS = 3;

const bundles = new Map(); // language → Promise<FluentBundle>
function load(code) {
  if (!bundles.has(code)) {
    bundles.set(code, fetch(new URL(`../../../locales/guide/${code}.ftl`, import.meta.url)).then(async (res) => {
      if (!res.ok) throw new Error(`locales/guide/${code}.ftl: HTTP ${res.status}`);
      const b = new fluent.FluentBundle(code, { useIsolating: false });
      for (const e of b.addResource(new fluent.FluentResource(await res.text()))) console.warn(`locales/guide/${code}.ftl:`, e);
      return b;
    }));
  }
  return bundles.get(code);
}
let shown = { code: null, bundle: null, en: null };
/** Loads the guide's words in the current language (and English, the fallback). */
async function ready() {
  const code = language();
  const [b, en] = await Promise.all([load(code), load('en')]);
  shown = { code, bundle: b, en };
  return b;
}
/** A guide message in the current language (English when missing), or null when none has it. */
function gOpt(id, args) {
  for (const b of [shown.bundle, shown.en]) {
    const m = b && b.getMessage(id);
    if (m && m.value) return b.formatPattern(m.value, args);
  }
  return null;
}
const g = (id, args) => gOpt(id, args) ?? id;

/** The guided game this browser plays ({lobby, seen, off}), or null. */
export function guideRecord() {
  try {
    const r = JSON.parse(localStorage.getItem(KEY));
    return r && typeof r === 'object' && typeof r.lobby === 'string' ? { lobby: r.lobby, seen: Array.isArray(r.seen) ? r.seen : [], off: !!r.off } : null;
  } catch { return null; }
}
const save = (rec) => localStorage.setItem(KEY, JSON.stringify(rec));

/** Creates the guided game: a first-game lobby with three easy bots, started at once. */
async function startGuidedGame(name) {
  const res = await api.createLobby({
    game: 'dungeon-lords', seats: BOTS + 1, public: false, name,
    options: { variant: 'first_game', special_events: false, simultaneous: false },
  });
  seats.set(res.lobby_id, { token: res.token, seat: res.seat, name, host: true });
  for (let i = 0; i < BOTS; i++) await api.addBot(res.lobby_id, res.token, 'easy');
  await api.start(res.lobby_id, res.token);
  save({ lobby: res.lobby_id, seen: [], off: false });
  return res.lobby_id;
}

/** The home page's "Learn to play" panel: start the guided game, or continue it. */
export function guideHome() {
  const sec = h('section', { class: 'panel narrow guide-home', 'aria-labelledby': 'guide-home-title' });
  const fill = () => {
    clear(sec);
    const rec = guideRecord();
    const err = h('p', { class: 'error', role: 'alert' });
    const nameIn = h('input', { name: 'guide-name', value: localStorage.getItem('dlo.name') || '', maxlength: 32, autocomplete: 'nickname', 'aria-label': g('guide-home-name') });
    const go = h('button', { type: 'submit', class: rec ? 'guide-new' : 'primary guide-new' }, rec ? g('guide-home-new') : g('guide-home-start'));
    const form = h('form', { class: 'inline guide-start', onsubmit: async (e) => {
      e.preventDefault();
      const name = nameIn.value.trim();
      if (!name) { err.textContent = g('guide-home-need-name'); nameIn.focus(); return; }
      localStorage.setItem('dlo.name', name);
      go.disabled = true;
      err.textContent = g('guide-home-starting');
      try {
        const id = await startGuidedGame(name);
        location.hash = `#/lobby/${encodeURIComponent(id)}`;
      } catch (x) { go.disabled = false; err.textContent = x.message; }
    } }, h('label', { class: 'guide-name' }, h('span', null, g('guide-home-name')), nameIn), go);
    sec.append(h('h2', { id: 'guide-home-title' }, g('guide-home-title')), h('p', null, g('guide-home-intro')));
    if (rec) {
      sec.appendChild(h('p', { class: 'guide-continue' },
        h('a', { class: 'button primary', href: `#/lobby/${encodeURIComponent(rec.lobby)}` }, g('guide-home-continue')), ' ',
        rec.off ? h('button', { type: 'button', class: 'link guide-on', onclick: () => { save({ ...rec, off: false }); fill(); } }, g('guide-turn-on')) : null));
    }
    // Combat training (js/training.js) sits next to the guided game.
    sec.append(form, err, trainingHomeLink());
    // A guided game the server no longer knows is forgotten (a new one can start).
    if (rec) {
      api.getLobby(rec.lobby).catch((e) => {
        if (e.status === 404 && (guideRecord() || {}).lobby === rec.lobby) { localStorage.removeItem(KEY); fill(); }
      });
    }
  };
  sec.appendChild(h('p', { class: 'muted' }, '…'));
  ready().then(fill).catch((e) => { clear(sec); sec.appendChild(h('p', { class: 'error' }, e.message)); });
  return sec;
}

// What the table's guide shows now (per page; the progress itself is in localStorage).
const mem = { lobby: null, shown: null, again: null, key: null, drawn: null, pending: false };

/**
 * The guide on the table: called by js/main.js after every redraw of a seat's table, with the
 * guide's own box (never cleared by main.js), the table, the phone's tabs and `showTab(k)`.
 * Does nothing in any lobby but this browser's guided game.
 */
export function guideTable(box, ctx) {
  const rec = guideRecord();
  const mine = rec && rec.lobby === ctx.lobbyId && ctx.seat !== null && ctx.seat !== undefined && ctx.view && !ctx.view.result;
  if (!mine) {
    if (box.firstChild) clear(box);
    mem.key = null;
    return;
  }
  if (mem.lobby !== ctx.lobbyId) Object.assign(mem, { lobby: ctx.lobbyId, shown: null, again: null, key: null });
  if (shown.code !== language()) {
    // The words arrive once; the guide draws itself then.
    if (!mem.pending) {
      mem.pending = true;
      ready().then(() => { mem.pending = false; mem.key = null; guideTable(box, ctx); }).catch((e) => { mem.pending = false; console.warn(e); });
    }
    return;
  }
  const now = topicsNow(ctx.view, ctx.seat);
  // A topic shown while it applied and left behind (the player chose) counts as explained.
  if (mem.shown && !now.includes(mem.shown) && !rec.seen.includes(mem.shown)) {
    rec.seen.push(mem.shown);
    save(rec);
  }
  if (mem.again && !now.includes(mem.again)) mem.again = null;
  const topic = rec.off ? null : mem.again || nextTopic(ctx.view, ctx.seat, rec.seen);
  mem.shown = topic;
  const decision = decisionTopics(ctx.view);
  const key = JSON.stringify([language(), topic, rec.off, decision.length ? decision[decision.length - 1] : null]);
  if (key !== mem.key) {
    const fresh = topic && topic !== mem.drawn;
    mem.key = key;
    mem.drawn = topic;
    clear(box);
    if (topic) box.appendChild(card(topic, rec, box, ctx));
    // A new card is brought into view (after main.js puts the page's scroll back).
    if (fresh) {
      requestAnimationFrame(() => {
        const r = box.getBoundingClientRect();
        if (r.height && (r.top < 0 || r.top > window.innerHeight / 2)) window.scrollBy(0, r.top - 8);
      });
    }
    else if (rec.off) {
      box.appendChild(h('p', { class: 'guide-off small' }, g('guide-is-off'), ' ',
        h('button', { type: 'button', class: 'link guide-on', onclick: () => { save({ ...guideRecord(), off: false }); mem.key = null; guideTable(box, ctx); } }, g('guide-turn-on'))));
    } else if (decision.length) {
      // Every kind of decision here is explained already: the explanation stays one tap away.
      const last = decision[decision.length - 1];
      box.appendChild(h('p', { class: 'guide-again-row' }, h('button', { type: 'button', class: 'link guide-again', onclick: () => { mem.again = last; mem.key = null; guideTable(box, ctx); } },
        g('guide-explain-again', { what: g(`guide-${last}-title`) }))));
    }
  }
  spotlight(topic, ctx);
  requestAnimationFrame(() => fitPhone(box, ctx));
}

/**
 * On a phone (the tabs shown) the card ends above the decision bar when the page is at its top:
 * its height is what is left between its top and the bar (its text scrolls inside).
 */
function fitPhone(box, ctx) {
  const c = box.querySelector('.guide-card');
  if (!c) return;
  if (!ctx.tabs || !ctx.tabs.getClientRects().length) { c.style.maxHeight = ''; return; }
  const area = document.querySelector('.prompt-area');
  const bar = area ? area.getBoundingClientRect().height : 0;
  const top = c.getBoundingClientRect().top + window.scrollY;
  c.style.maxHeight = `${Math.max(160, Math.floor(window.innerHeight - bar - top - 8))}px`;
}

/** Outlines the parts of the table the topic is about (and, on a phone, the tab that holds them). */
function spotlight(topic, ctx) {
  for (const el of document.querySelectorAll('.guide-spot')) el.classList.remove('guide-spot');
  if (!topic) return;
  const T = TOPICS[topic];
  for (const sel of T.spots) for (const el of ctx.table.querySelectorAll(sel)) el.classList.add('guide-spot');
  const tab = ctx.tabs && ctx.tabs.querySelector(`button.tab[data-tab="${T.tab}"]`);
  if (tab && !tab.classList.contains('now')) tab.classList.add('guide-spot');
}

/** The card explaining `topic`: its parts, the rule it comes from, and the three ways on. */
function card(topic, rec, box, ctx) {
  const T = TOPICS[topic];
  const parts = h('dl', { class: 'guide-parts' });
  for (const p of PARTS) {
    const text = gOpt(`guide-${topic}-${p}`);
    if (text) parts.append(h('dt', null, g(`guide-part-${p}`)), h('dd', null, text));
  }
  const done = () => {
    const r = guideRecord() || rec;
    if (!r.seen.includes(topic)) r.seen.push(topic);
    save(r);
    mem.again = null;
    mem.key = null;
    guideTable(box, ctx);
    // The keyboard goes on to the decision the card was about (or stays on the next card).
    const next = box.querySelector('.guide-card button.guide-ok') || document.querySelector('.prompt button.cmd, .prompt summary');
    if (next) next.focus({ preventScroll: true });
  };
  const showMe = () => {
    if (ctx.showTab && ctx.tabs && ctx.tabs.getClientRects().length) ctx.showTab(T.tab);
    const el = T.spots.map((s) => ctx.table.querySelector(s)).find(Boolean);
    if (!el) return;
    el.classList.remove('guide-spot');
    void el.offsetWidth; // the outline pulses again
    el.classList.add('guide-spot');
    el.setAttribute('tabindex', '-1');
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  };
  const skip = () => {
    save({ ...(guideRecord() || rec), off: true });
    mem.key = null;
    guideTable(box, ctx);
    const next = /** @type {HTMLElement|null} */ (document.querySelector('.prompt button.cmd, .prompt summary'));
    if (next) next.focus({ preventScroll: true });
  };
  return h('section', { class: 'guide-card', 'data-topic': topic, role: 'region', 'aria-labelledby': 'guide-card-title', 'aria-live': 'polite' },
    h('div', { class: 'guide-head' }, h('span', { class: 'guide-badge' }, g('guide-badge')), h('h3', { id: 'guide-card-title' }, g(`guide-${topic}-title`))),
    parts,
    // The rule and "skip" read after the text; "Got it" and "Show me" stay in reach (on a phone
    // at the card's foot while its text scrolls).
    h('div', { class: 'guide-more' }, ruleButton('dl', T.rule),
      h('button', { type: 'button', class: 'link guide-skip', onclick: skip }, g('guide-skip'))),
    h('div', { class: 'guide-actions' },
      h('button', { type: 'button', class: 'primary guide-ok', onclick: done }, g('guide-ok')),
      h('button', { type: 'button', class: 'guide-show', onclick: showMe }, g('guide-show'))));
}
