// Cards drawn as cards: the printed numbers as icons with their value, one short line of effect
// text, and the full card in a dialog (a tap on a card that does nothing else, a long press or a
// right click on any card, or the `i` key on a focused card). Texts come from the generated
// catalog facts (js/cards.js) and are worded by Fluent (`ct-*`, `amt-*`, `face-*`).
import { CARDS } from './cards.js';
import { t } from './i18n.js';
import { h, clear, factText, cardName, kindName } from './util.js';
import { icon } from './icons.js';
import { ruleButton, cardRule } from './rules.js';

/**
 * What the drawing helpers below draw with: elements (this default) or, given js/vdom.js `VDOM`,
 * virtual nodes for a region that Preact patches.
 * @typedef {{ h: (tag: any, attrs?: any, ...children: any[]) => any, icon: (name: string, label?: string | null, cls?: string) => any }} Kit
 */
/** @type {Kit} */
export const DOM = { h, icon };

// The icon of each amount and gain fact.
const AMOUNT_ICONS = {
  'amt-food': 'food', 'amt-gold': 'gold', 'amt-evil': 'evil', 'amt-lose-evil': 'evil', 'amt-imps': 'imp',
  'amt-trap-cards': 'trap', 'amt-dead-letters': 'letter', 'amt-monsters': 'monster', 'amt-tunnels': 'tunnel', 'ct-gain-spy': 'spy',
  'ct-gain-dig': 'tunnel', 'ct-gain-mine': 'gold', 'ct-gain-traps': 'trap', 'ct-gain-hire-monster': 'monster',
  'ct-gain-build-room': 'room',
};

/**
 * One amount as a chip: its number, its icon and (for screen readers and the printed text) its
 * words. `sign` puts − or + before the number (costs and gains of a decision).
 */
export function amountChip(fact, sign = '', K = DOM) {
  const { h, icon } = K;
  const [id, args] = fact;
  const n = args && args.n;
  const ic = AMOUNT_ICONS[id];
  const words = factText(fact);
  if (!ic) return h('span', { class: 'amt text' }, words);
  const lose = id === 'amt-lose-evil';
  const shown = n === undefined ? '' : `${lose ? '−' : sign}${n}`;
  return h('span', { class: `amt amt-${ic}${lose ? ' lose' : ''}` },
    shown ? h('span', { class: 'n', 'aria-hidden': 'true' }, shown) : null, icon(ic),
    args && args.foreman === 'yes' ? icon('foreman') : null,
    h('span', { class: 'sr-only' }, words));
}

/** A cost → gain line of chips (an action slot, a decision). */
export function costGain(cost, gains, K = DOM) {
  const { h } = K;
  return h('span', { class: 'cost-gain' },
    (cost || []).length ? cost.map((f) => amountChip(f, '−', K)) : null,
    (cost || []).length && (gains || []).length ? h('span', { class: 'arrow', 'aria-hidden': 'true' }, '→') : null,
    (gains || []).map((f) => amountChip(f, f[0].startsWith('amt-') ? '+' : '', K)));
}

/** A printed number with its icon: "3 ♥". */
function stat(K, ic, n, label, cls = '', extra = null) {
  const { h, icon } = K;
  return h('span', { class: `stat ${cls}` }, h('span', { class: 'n', 'aria-hidden': 'true' }, String(n)), icon(ic),
    h('span', { class: 'sr-only' }, label), extra);
}

function damageStat(K, args, kindMsg) {
  return stat(K, 'damage', args.n, factText([kindMsg, args]), 'dmg',
    K.h('span', { class: 'tgt', 'aria-hidden': 'true' }, t('face-target', { target: args.target })));
}

const CLASSES = ['warrior', 'thief', 'priest', 'wizard'];

/**
 * The face of one card: {stats: element|null, line: string|null, text: every fact as words}.
 * `c` is the card as the view shows it ({id, def, name, hp, damage…}).
 */
export function cardFace(c, K = DOM) {
  const { h, icon } = K;
  const def = c && c.def;
  const entry = def ? CARDS[def] : null;
  if (!entry) return { stats: null, line: null, text: '' };
  const facts = entry.facts || [];
  const stats = [];
  const rest = [];
  switch (entry.kind) {
    case 'monster': {
      let firstAttack = true;
      for (const f of facts) {
        const [id, a] = f;
        if (id === 'ct-hire-cost') stats.push(h('span', { class: 'cost' }, a.cost.map((x) => amountChip(x, '', K))));
        else if (id === 'ct-attack' && firstAttack) {
          firstAttack = false;
          const strikes = a.what.filter((x) => x[0] === 'ct-strike');
          for (const s of strikes.slice(0, 1)) stats.push(damageStat(K, s[1], 'ct-strike'));
          const others = a.what.filter((x) => x !== strikes[0]);
          if (others.length) rest.push(others.map(factText).join(', '));
        } else if (id === 'ct-attack') rest.push(factText(f));
        else if (id === 'ct-points') stats.push(stat(K, 'points', a.n, factText(f), 'pts'));
        else if (id !== 'ct-payday-cost') rest.push(factText(f));
      }
      break;
    }
    case 'room': {
      for (const f of facts) {
        const [id, a] = f;
        if (id === 'ct-produce' || id === 'ct-produce-paying') {
          stats.push(h('span', { class: 'cost-gain' }, stat(K, 'imp', a.imps, t('amt-imps', { n: a.imps })),
            (a.extra || []).map((x) => amountChip(x, '', K)), h('span', { class: 'arrow', 'aria-hidden': 'true' }, '→'),
            a.product.map((x) => amountChip(x, x[0] === 'amt-lose-evil' ? '' : '+', K))));
        } else if (/^ct-room-/.test(id)) stats.push(h('span', { class: 'year' }, t('face-year', { n: a.year })));
        else rest.push(factText(f));
      }
      break;
    }
    case 'trap': {
      for (const f of facts) {
        const [id, a] = f;
        if (id === 'ct-trap-damage' && !stats.length) stats.push(damageStat(K, a, 'ct-trap-damage'));
        else rest.push(factText(f));
      }
      break;
    }
    case 'adventurer': {
      const a = (facts.find((f) => f[0] === 'ct-adventurer') || [])[1] || {};
      const cls = CLASSES.find((k) => def.startsWith(`${k}-`));
      const hp = c.hp ?? a.hp;
      const left = hp - (c.damage || 0);
      stats.push(stat(K, 'hp', c.damage ? `${left}/${hp}` : hp, t('face-hp', { left, hp })));
      stats.push(stat(K, 'strength', a.strength, t('face-strength', { n: a.strength })));
      if (cls) stats.push(icon(cls, t(`card-${cls}`)));
      break;
    }
    case 'paladin': {
      const a = facts[0][1];
      const hp = c.hp ?? a.hp;
      const left = hp - (c.damage || 0);
      stats.push(stat(K, 'hp', c.damage ? `${left}/${hp}` : hp, t('face-hp', { left, hp })),
        stat(K, 'disarm', a.disarm, t('face-disarm', { n: a.disarm })), stat(K, 'heal', a.heal, t('face-heal', { n: a.heal })),
        stat(K, 'magic', a.magic, t('face-magic', { n: a.magic })));
      break;
    }
    case 'combat card': {
      for (const f of facts) {
        const [id, a] = f;
        if (id === 'ct-spell-fast' || id === 'ct-spell-slow') {
          const fast = id === 'ct-spell-fast';
          stats.push(h('span', { class: 'stat' }, icon(fast ? 'fast' : 'slow', t(fast ? 'face-fast' : 'face-slow'))),
            stat(K, 'fatigue', a.fatigue, t('face-fatigue', { n: a.fatigue })));
        } else rest.push(factText(f));
      }
      break;
    }
    default:
      for (const f of facts) rest.push(factText(f));
  }
  return {
    stats: stats.length ? h('div', { class: 'card-stats' }, stats) : null,
    line: rest.join(' · ') || null,
    get text() { return facts.map(factText).join(' · '); },
  };
}

/** The accessible name of a card: its printed name, kind and every fact. */
export function cardLabel(c) {
  const entry = c && c.def ? CARDS[c.def] : null;
  const name = cardName(c);
  if (!entry) return name;
  const face = cardFace(c);
  return `${name} (${kindName(entry.kind)}${entry.reconstructed ? `, ${t('tip-reconstructed')}` : ''}): ${face.text}`;
}

/** Whether a card has catalog text to show in the full-card dialog. */
export const hasCardText = (def) => !!(def && CARDS[def]);

let dialog = null;

/** Opens the full card: name, kind, printed numbers, every fact, reconstructed values marked. */
export function openCard(c) {
  const entry = c && c.def ? CARDS[c.def] : null;
  if (!dialog) {
    dialog = h('dialog', { class: 'card-dialog', 'aria-labelledby': 'card-dialog-title' });
    dialog.addEventListener('click', (e) => { if (e.target === dialog) dialog.close(); });
    document.body.appendChild(dialog);
  }
  clear(dialog);
  const face = cardFace(c);
  const kind = entry ? entry.kind : '';
  dialog.appendChild(h('div', { class: `card big ${kindClass(kind)}` },
    h('h3', { id: 'card-dialog-title', class: 'card-name' }, cardName(c)),
    h('div', { class: 'muted small' }, kind ? kindName(kind) : ''),
    face.stats,
    entry && entry.reconstructed ? h('p', { class: 'recon-note' }, t('face-reconstructed-note')) : null,
    entry ? h('ul', { class: 'facts' }, entry.facts.map((f) => h('li', null, factText(f)))) : null,
    cardRule(c.def) ? h('p', { class: 'card-rule' }, ruleButton('dl', cardRule(c.def))) : null,
    h('form', { method: 'dialog' }, h('button', { class: 'primary close', type: 'submit' }, t('close')))));
  if (!dialog.open) dialog.showModal();
  dialog.querySelector('button.close').focus();
}

function kindClass(kind) {
  return { monster: 'monster', room: 'room', trap: 'trap', adventurer: 'adventurer', paladin: 'adventurer paladin-card', 'combat card': 'combat', 'event tile': 'event up', 'special event': 'special' }[kind] || '';
}

/** The card element's content: name, numbers, the short line, a reconstructed mark. */
export function faceChildren(c, K = DOM) {
  const { h } = K;
  const entry = c && c.def ? CARDS[c.def] : null;
  const face = cardFace(c, K);
  return [
    h('span', { class: 'card-name' }, cardName(c)),
    face.stats,
    face.line ? h('span', { class: 'card-line' }, face.line) : null,
    entry && entry.reconstructed ? [h('span', { class: 'recon-mark', 'aria-hidden': 'true' }, '≈'), h('span', { class: 'sr-only' }, ` (${t('tip-reconstructed')})`)] : null,
  ];
}

/**
 * Long press (touch) and right click open the full card of any `[data-def]` card; the click that
 * ends a long press does nothing else. The `i` key opens the focused card.
 */
export function installCardGestures() {
  let timer = null;
  let fired = false;
  let startX = 0;
  let startY = 0;
  const target = (ev) => ev.target.closest && ev.target.closest('.card[data-def]');
  const fromEl = (el) => ({ def: el.dataset.def, name: el.dataset.name, hp: el.dataset.hp ? Number(el.dataset.hp) : undefined, damage: el.dataset.damage ? Number(el.dataset.damage) : undefined });
  document.addEventListener('pointerdown', (ev) => {
    const el = target(ev);
    fired = false;
    if (!el || ev.pointerType === 'mouse') return;
    startX = ev.clientX; startY = ev.clientY;
    clearTimeout(timer);
    timer = setTimeout(() => { fired = true; openCard(fromEl(el)); }, 550);
  });
  const cancel = () => { clearTimeout(timer); timer = null; };
  document.addEventListener('pointerup', cancel);
  document.addEventListener('pointercancel', cancel);
  document.addEventListener('pointermove', (ev) => { if (timer && Math.hypot(ev.clientX - startX, ev.clientY - startY) > 10) cancel(); });
  document.addEventListener('click', (ev) => { if (fired && target(ev)) { fired = false; ev.stopPropagation(); ev.preventDefault(); } }, true);
  document.addEventListener('contextmenu', (ev) => {
    const el = target(ev);
    if (!el) return;
    ev.preventDefault();
    cancel();
    if (!fired) openCard(fromEl(el));
  });
  document.addEventListener('keydown', (ev) => {
    const el = ev.target instanceof Element ? ev.target.closest('.card[data-def]') : null;
    if (el && (ev.key === 'i' || ev.key === 'I') && !ev.ctrlKey && !ev.metaKey && !ev.altKey) { ev.preventDefault(); openCard(fromEl(el)); }
  });
}
