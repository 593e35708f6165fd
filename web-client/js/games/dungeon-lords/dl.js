// The Dungeon Lords table, drawn from one viewer's view. Every clickable choice comes from
// view.prompt.legal_commands; the board only highlights and groups them.
//
// The table is described as virtual nodes and drawn by Preact (js/vdom.js): an update patches
// the elements that differ. Each region (the central board, the combat, the dummies, each seat's
// panel) is redrawn only when the redraw plan names it (js/table-state.js), and cards, orders and
// icons only when what they show changed. The result panel and fields this client does not know
// are drawn as elements after it (those tables are always drawn whole).
import {
  h as dh, clear, SEAT_COLOURS, DUMMY_COLOUR, ACTIONS, actionName, humanize, samePos, cardName, posText, factText,
} from '../../util.js';
import { icon as dicon, ACTION_ICON } from '../../icons.js';
import { vh as h, vicon as icon, VDOM, render, Region, pure, foreign } from '../../vdom.js';
import { faceChildren, cardLabel, hasCardText, openCard, costGain } from '../../cardface.js';
import { phaseHelp } from '../../onboarding.js';
import { showResults } from '../../results.js';
import { sendChecked, taxOwed } from '../../decisions.js';
import { t, tOpt, language } from '../../i18n.js';
import { summarize } from '../generic/generic.js';
import { ACTION_SLOTS } from '../../cards.js';
import { slug as trainingSlug, goalText as trainingGoal, trainingPanel } from '../../training.js';
import { seatName, seatChip as seatChipEl } from '../../prompt.js';

const SEASONS = ['winter', 'spring', 'summer', 'autumn'];
const PHASES = ['initial_orders', 'orders', 'execute', 'production', 'payday', 'taxes', 'special_event', 'combat', 'finished'];
const dash = (k) => String(k).replace(/_/g, '-');
const phaseName = (k) => (PHASES.includes(k) ? t(`phase-${dash(k)}`) : humanize(k));
const eventName = (e) => tOpt(`card-${EVENT_DEFS[e] || e}`) || humanize(e);
const EVENT_DEFS = { payday: 'payday', taxes: 'taxes', special_event: 'special-event' };
const ROWS = 4;
const COLS = 5;
const ENTRANCE_COL = 2;
const KNOWN_VIEW_KEYS = new Set(['game', 'viewer', 'n_players', 'variant', 'special_events', 'simultaneous',
  'year', 'season', 'phase', 'resolving', 'starting_player', 'turn_order', 'players', 'dummies', 'dummy_evil',
  'slots', 'inn', 'shop', 'next_adventurers', 'events', 'special_event', 'paladin', 'paladin_at', 'stacks',
  'discarded_monsters', 'discarded_rooms', 'distant_adventurers', 'combat', 'prompt', 'waiting_for', 'result', 'training']);

const num = (s) => Number(String(s).replace(/^[a-z]+/, ''));
const seatChip = (ctx, s) => seatChipEl(ctx, s, VDOM);
const NO_CHANGE = { res: {}, tiles: new Set(), cards: new Set() };

// A card, drawn again only when the card or how it is shown changed (`onclick` only by presence).
// (`lang` is there to draw it again in a new language.)
const CardView = pure(({ c, kind, cls, badge, onclick }) => h('div', {
  class: ['card', kind, cls].filter(Boolean).join(' '), 'data-def': c.def, 'data-name': c.name, 'data-card': c.id, 'data-hp': c.hp, 'data-damage': c.damage,
  role: 'group', onclick: onclick || (hasCardText(c.def) ? () => openCard(c) : null),
}, faceChildren(c, VDOM), badge ? h('span', { class: 'badge' }, badge) : null,
onclick ? h('span', { class: 'sr-only' }, ` — ${t('card-legal-sr')}`) : null));

/**
 * A card as a card: printed numbers, one short line, its badge. A legal card acts on a tap; any
 * other card with catalog text opens the full card (cardface.js: long press and `i` always do).
 * The accessible name is the card's own text (name, numbers in words, the short line, badge),
 * so what a screen reader says is what the card shows. `fresh` marks it as just arrived.
 */
function card(c, opts = {}) {
  if (!c) return null;
  const cls = [opts.cls, opts.fresh ? 'new' : ''].filter(Boolean).join(' ');
  return h(CardView, { key: c.id, c, kind: opts.kind || kindOf(c.id), cls, badge: opts.badge, onclick: opts.onclick, lang: language() });
}

/** A face-down card or an empty place: its words are visible and are its accessible name. */
function backCard(cls, ic, label, badge, onclick) {
  return h('div', { class: `card ${cls}`, role: 'group', 'aria-label': label, onclick },
    h('span', { class: 'card-name back-icon', 'aria-hidden': 'true' }, ic ? icon(ic) : '?'),
    badge ? h('span', { class: 'badge', 'aria-hidden': 'true' }, badge) : null);
}

function kindOf(id) {
  switch (String(id)[0]) {
    case 'm': return 'monster';
    case 'r': return 'room';
    case 't': return 'trap';
    case 'a': case 'i': return 'adventurer';
    case 'c': return 'combat';
    case 's': return 'special';
    default: return '';
  }
}

/**
 * Draws the table into `root`. With a `plan` (table-state.js `redrawPlan`) that is not `full`,
 * and a table drawn before into the same `root`, only the regions the plan names are drawn again
 * (Preact patches what differs in them); the others are left as they are.
 */
export function renderDungeonLords(root, ctx, plan) {
  const v = ctx.view;
  const cmds = (v.prompt && v.prompt.legal_commands) || [];
  const ui = ctx.ui;
  // Drop a selection that no longer matches a legal command.
  if (ui.buildRoom !== undefined && !cmds.some((c) => c.type === 'build' && c.room === ui.buildRoom)) ui.buildRoom = undefined;
  if (!cmds.some((c) => c.type === 'choose_inaccessible')) ui.inaccFirst = undefined;
  if (ui.choices && !ui.choices.every((c) => cmds.some((x) => JSON.stringify(x) === JSON.stringify(c)))) ui.choices = null;

  if (ui.confirm && !cmds.some((x) => JSON.stringify(x) === JSON.stringify(ui.confirm))) ui.confirm = null;
  const pick = (list) => {
    if (list.length === 1) { ui.choices = null; sendChecked(ctx, list[0]); }
    else if (list.length > 1) { ui.choices = list; ctx.rerender(); }
  };

  const drawn = root.dloTable;
  const known = Object.keys(v).every((k) => KNOWN_VIEW_KEYS.has(k));
  // Whether the table drawn before is still in `root` as it was left (the caller may have
  // emptied it, or drawn something else there).
  const intact = !!drawn && drawn.first === root.firstChild && !!drawn.first && drawn.seat === ctx.seat
    && drawn.extra.every((el) => el.parentNode === root);
  if (plan && !plan.full && intact && !drawn.extra.length && known) {
    render(table(v, ctx, cmds, pick, plan), root);
    drawn.first = root.firstChild;
    return;
  }
  // A whole drawing: every region drawn again, patched into the table drawn before if it is still
  // there (cards, orders and squares whose props did not change are left as they are).
  if (intact) for (const el of drawn.extra) el.remove();
  else {
    // Preact forgets the table it drew before, and root is emptied.
    if (drawn) render(null, root);
    clear(root);
  }
  render(table(v, ctx, cmds, pick, null), root);
  const extra = [];
  const unknown = Object.keys(v).filter((k) => !KNOWN_VIEW_KEYS.has(k));
  if (unknown.length) {
    const box = dh('section', { class: 'panel unknown' }, dh('h3', null, t('dl-other')));
    for (const k of unknown) box.appendChild(dh('div', null, dh('b', null, humanize(k) + ': '), summarize(v[k])));
    extra.push(root.appendChild(box));
  }
  if (v.result) {
    extra.push(root.appendChild(renderResult(v.result, ctx)));
    // The live table opens the results dialog once (replays show the panel only).
    if (ctx.live) showResults(v.result, ctx, renderResult(v.result, ctx), (s) => seatName(ctx, s));
  }
  // What was drawn: a later drawing may redraw only some regions, unless elements were added
  // after Preact's (`extra`: unknown view keys, a result; they are drawn whole every time).
  root.dloTable = { seat: ctx.seat, first: root.firstChild, extra };
}

/**
 * The table's regions as virtual nodes; with a plan, a region it does not name is left as drawn.
 * Each part says which of the phone's tabs shows it (lobby.js): your dungeon and its battle, the
 * shared boards, the other players. Larger screens show every part.
 */
function table(v, ctx, cmds, pick, plan) {
  const seated = ctx.seat !== null && ctx.seat !== undefined;
  const all = !plan;
  const order = v.players.map((p) => p.seat);
  // Your own dungeon first.
  if (seated) order.sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
  const hasCombat = v.combat && Object.keys(v.combat).length;
  // A training game (view `training`) is one dungeon's combat: the shared boards, the dummies
  // and the empty dungeon at seat 1 (a bot that is never asked anything) are not drawn.
  const training = Boolean(v.training);
  const seats = training ? order.filter((s) => s === 0) : order;
  // On a phone your own dungeon comes first (CSS order); the page's order stays the board's.
  return [
    training ? null : h(Region, { key: 'central', dirty: all || plan.central, draw: () => renderCentral(v, ctx, cmds, pick) }),
    hasCombat ? h(Region, { key: 'combat', dirty: all || plan.combat, draw: () => renderCombat(v, ctx, cmds, pick, seated ? 'mine' : 'board') }) : null,
    h('section', { key: 'players', class: 'players' }, seats.map((s) => h(Region, {
      key: s, dirty: all || !plan.players || plan.players.has(s),
      draw: () => playerPanel(v, v.players[s], ctx, cmds, pick),
    }))),
    !training && (v.dummies || []).length ? h(Region, { key: 'dummies', dirty: all || plan.dummies, draw: () => renderDummies(v, ctx, cmds, pick) }) : null,
  ];
}

/** A seat's few numbers for its compact panel on a phone: evil, gold, food, imps. */
export function dlSeatSummary(v, seat) {
  const p = v && (v.players || []).find((x) => x.seat === seat);
  if (!p) return null;
  const n = (ic, label, value) => dh('span', { class: 'sum' }, dicon(ic), dh('span', { class: 'sr-only' }, label), ` ${value}`);
  return dh('span', { class: 'seat-card-sum' },
    n('evil', t('res-evil'), p.evil), n('gold', t('res-gold'), p.gold), n('food', t('res-food'), p.food), n('imp', t('res-imps'), p.imps));
}

/** What a seat's summary shows (dlSeatSummary): it is drawn again only when this changes. */
export function dlSeatSummaryKey(v, seat) {
  const p = v && (v.players || []).find((x) => x.seat === seat);
  return p ? [p.evil, p.gold, p.food, p.imps] : null;
}

/** What to tap on the board for the current decision, or null. */
export function boardHint(cmds) {
  const types = new Set(cmds.map((c) => c.type));
  for (const k of ['choose_inaccessible', 'choose_order', 'dig', 'mine', 'build', 'hire', 'use_room', 'perform_and_spy']) {
    if (types.has(k)) return t(`hint-${dash(k)}`);
  }
  return null;
}

function renderCentral(v, ctx, cmds, pick) {
  // Track: year, seasons, phase.
  const track = h('div', { class: 'track' },
    h('span', { class: 'year' }, t('year-n', { n: v.year })),
    SEASONS.map((s) => h('span', { class: 'season' + (v.season === s ? ' now' : '') }, t(`season-${s}`))),
    h('span', { class: 'season combat-step' + (v.phase === 'combat' ? ' now' : '') }, t('phase-combat')),
    h('span', { class: 'sep' }, '·'),
    h('span', { class: 'phase' }, phaseName(v.phase),
      v.resolving ? ` — ${t('resolving-slot', { action: actionName(v.resolving[0]), n: v.resolving[1] })}` : ''),
    h('span', { class: 'variant muted' },
      `${v.variant === 'first_game' ? t('variant-first-cap') : t('variant-full-cap')}${v.special_events ? `, ${t('variant-special-events')}` : ''}${v.simultaneous ? `, ${t('variant-simultaneous')}` : ''}`));
  // A spectator has no dungeon, hand or gold: the phases that speak to "you" are told about the
  // players instead.
  const watch = ctx.seat === null || ctx.seat === undefined ? tOpt(`help-watch-${String(v.phase).replace(/_/g, '-')}`) : null;
  const help = phaseHelp(v, ctx.ui, VDOM, watch);
  const turnOrder = (v.turn_order || []).length
    ? h('div', { class: 'turn-order small' }, h('span', { class: 'muted' }, t('turn-order'), ' '),
      v.turn_order.map((s, i) => [i ? ' → ' : '', seatChip(ctx, s)]))
    : null;

  // Action spaces: two rows of four, board order (drawn again only when the minions moved).
  const spaces = h(SpacesView, { slots: v.slots, resolving: v.resolving, fresh: ctx.ui.newSlots, names: JSON.stringify(ctx.names || {}), lang: language(), ctx });

  // Offers.
  const inn = (v.inn || []).map((c) => {
    const hires = cmds.filter((x) => x.type === 'hire' && x.monster === num(c.id));
    return card(c, { cls: hires.length ? 'legal' : '', onclick: hires.length ? () => pick(hires) : null });
  });
  const shop = (v.shop || []).map((c) => {
    const builds = cmds.filter((x) => x.type === 'build' && x.room === num(c.id));
    const selected = ctx.ui.buildRoom === num(c.id);
    return card(c, {
      cls: (builds.length ? 'legal' : '') + (selected ? ' selected' : ''),
      onclick: builds.length ? () => { ctx.ui.buildRoom = selected ? undefined : num(c.id); ctx.ui.choices = null; ctx.rerender(); } : null,
    });
  });
  const events = ['spring', 'summer', 'autumn'].map((k, i) => {
    const e = (v.events || [])[i];
    const s = t(`season-${k}`);
    return e
      ? card({ def: EVENT_DEFS[e] || e, name: eventName(e) }, { kind: 'event up', badge: s })
      : backCard('event down', 'event', t('tip-event-face-down', { season: s }), s);
  });
  const at = v.paladin_at || {};
  const where = at.at === 'tent' ? t('paladin-tent')
    : at.at === 'party' ? t('paladin-hunting', { who: seatName(ctx, at.seat) })
      : at.at === 'prison' ? t('paladin-prison', { who: seatName(ctx, at.seat) }) : t('paladin-gone');
  const nCity = (v.stacks && v.stacks.city) || 0;
  const mySpied = ctx.seat !== null && v.players[ctx.seat] && v.players[ctx.seat].spied || [];
  const city = Array.from({ length: nCity }, (_, i) => {
    const spies = cmds.filter((x) => x.type === 'perform_and_spy' && x.card === i);
    const known = mySpied.find((s) => s.index === i);
    return known
      ? card(known.card, { kind: 'combat', badge: t('badge-round-spied', { n: i + 1 }), cls: spies.length ? 'legal' : '', onclick: spies.length ? () => pick(spies) : null })
      : backCard('combat down' + (spies.length ? ' legal' : ''), 'combat', t('tip-combat-face-down', { n: i + 1 }), t('badge-round', { n: i + 1 }), spies.length ? () => pick(spies) : null);
  });
  const st = v.stacks || {};
  const offers = h('div', { class: 'offers' },
    h('div', { class: 'offer inn' }, h('h4', null, t('dl-inn')),
      h('div', { class: 'cards' }, inn.length ? inn : h('span', { class: 'muted' }, t('empty')))),
    h('div', { class: 'offer shop' }, h('h4', null, t('dl-shop')),
      h('div', { class: 'cards' }, shop.length ? shop : h('span', { class: 'muted' }, t('empty')))),
    h('div', { class: 'offer adventurers' }, h('h4', null, t('dl-next-adventurers')),
      h('div', { class: 'cards' }, (v.next_adventurers || []).length ? v.next_adventurers.map((c) => card(c)) : h('span', { class: 'muted' }, t('none')))),
    // Events, special event, paladin, city.
    h('div', { class: 'offer events' }, h('h4', null, t('dl-event-tiles')),
      h('div', { class: 'cards' }, events),
      v.special_event ? h('div', { class: 'cards' }, card(v.special_event, { kind: 'special' })) : null),
    h('div', { class: 'offer paladin' }, h('h4', null, t('card-paladin')),
      h('div', { class: 'cards' }, card(v.paladin, { kind: 'adventurer paladin-card', badge: where }))),
    h('div', { class: 'offer city' }, h('h4', null, t('dl-city')), h('div', { class: 'cards' }, city)),
    // Discarded cards are face up: they stay readable.
    h('div', { class: 'offer stacks' }, h('h4', null, t('dl-stacks')),
      h('div', { class: 'small' }, t('dl-stacks-counts', { monsters: st.monsters ?? '?', rooms: st.rooms ?? '?', adventurers: st.adventurers ?? '?', traps: st.traps ?? '?', discard: st.trap_discard ?? 0 })),
      (v.distant_adventurers || []).length ? h('div', { class: 'small' }, t('dl-distant-lands'), ' ', v.distant_adventurers.map((c) => cardName(c)).join(', ')) : null));

  return h('section', { class: 'central panel', 'data-part': 'board' }, track, help, turnOrder,
    renderEvilometer(v, ctx),
    h('div', { class: 'board-main' + (v.phase === 'combat' ? ' folded' : '') },
      // During combat the action spaces do not matter: folded, so the battle comes first.
      v.phase === 'combat' ? h('details', { class: 'spaces-fold' }, h('summary', null, t('dl-action-spaces')), spaces) : spaces,
      offers));
}

// The action spaces: which minion stands where, what each slot costs and gives.
const SpacesView = pure(({ slots: all, resolving, fresh, ctx }) => {
  const newSlots = fresh || new Set();
  return h('div', { class: 'spaces' }, ACTIONS.map((a, i) => {
    const slots = (all && all[i]) || [null, null, null];
    const reverse = a === 'hire_monster' || a === 'build_room';
    const resolvingHere = resolving && resolving[0] === a;
    return h('div', { class: 'space' + (resolvingHere ? ' resolving' : ''), 'data-action': a, role: 'group', 'aria-label': actionName(a) },
      h('div', { class: 'space-name' }, icon(ACTION_ICON[a]), h('span', null, actionName(a)),
        reverse ? h('span', { class: 'rev' }, icon('reverse'), h('span', { class: 'sr-only' }, t('tip-slots-reverse'))) : null),
      h('div', { class: 'slots' }, slots.map((m, j) => {
        const isNow = resolvingHere && resolving[1] === j + 1;
        let colour = null;
        let label = '';
        if (m && m.kind === 'player') { colour = SEAT_COLOURS[m.seat]; label = seatName(ctx, m.seat); }
        if (m && m.kind === 'dummy') { colour = DUMMY_COLOUR; label = t('dummy-n', { n: m.dummy + 1 }); }
        const what = slotText(a, j);
        const facts = (ACTION_SLOTS[a] || [])[j];
        const words = `${m ? t('tip-slot-taken', { who: label, n: j + 1 }) : t('tip-slot-free', { n: j + 1 })}${what ? ` — ${what}` : ''}`;
        return h('div', { class: 'slot-row' + (isNow ? ' now' : '') + (m ? ' taken' : '') + (newSlots.has(`${i},${j}`) ? ' new' : ''), 'data-slot': j + 1 },
          // The same words on hover for a mouse (the board shows them as icons already).
          h('div', { class: 'slot' + (isNow ? ' now' : '') + (m ? ' taken' : ''), 'data-tip': words },
            h('span', { class: 'slot-no', 'aria-hidden': 'true' }, String(j + 1)),
            m ? h('span', { class: 'minion', style: { background: colour } }) : null),
          facts ? costGain(facts[0], facts[1], VDOM) : null,
          h('span', { class: 'sr-only' }, words));
      })));
  }));
}, ['slots', 'resolving', 'fresh', 'names', 'lang']);

function renderEvilometer(v, ctx) {
  const evils = `${v.players.map((p) => p.evil).join(',')};${v.dummy_evil ?? ''}`;
  return h(EvilView, { evils, names: JSON.stringify(ctx.names || {}), lang: language(), v, ctx });
}

// The evilometer, drawn again only when an evil marker moved.
const EvilView = pure(({ v, ctx }) => {
  const cells = [];
  for (let i = 1; i <= 15; i++) {
    const markers = [];
    v.players.forEach((p) => { if (p.evil === i) markers.push(h('span', { class: 'evil-marker', style: { background: SEAT_COLOURS[p.seat] } }, h('span', { class: 'sr-only' }, t('tip-evil-of', { who: seatName(ctx, p.seat), n: p.evil })))); });
    if (v.dummy_evil === i) markers.push(h('span', { class: 'evil-marker', style: { background: DUMMY_COLOUR } }, h('span', { class: 'sr-only' }, t('tip-evil-of', { who: t('dummy'), n: i }))));
    const cls = ['evm-cell', i === 10 ? 'paladin-space' : '', i === 15 ? 'absolute' : '', i === 5 ? 'start' : ''].join(' ');
    const tip = i === 10 ? t('evm-paladin') : i === 15 ? t('evm-absolute') : i === 5 ? t('evm-start') : t('evm-space', { n: i });
    cells.push(h('div', { class: cls, 'data-tip': tip }, h('span', { class: 'evm-no' }, String(i), i === 10 ? icon('paladin') : null,
      h('span', { class: 'sr-only' }, ` ${tip}`)), h('div', { class: 'evm-markers' }, markers)));
  }
  return h('div', { class: 'evilometer', 'aria-label': t('evilometer') }, h('span', { class: 'evm-label' }, t('evilometer')), cells);
}, ['evils', 'names', 'lang']);

// An order card, drawn again only when what it shows changed.
const OrderView = pure(({ a, cls, badge, tip, onclick }) => {
  const slots = a && ACTION_SLOTS[a] ? ACTION_SLOTS[a].map((_, i) => `${i + 1}: ${slotText(a, i)}`).join(' | ') : '';
  return h('div', {
    class: ['order', cls].filter(Boolean).join(' '), 'data-action': a || '', onclick, role: 'group',
    // The name starts with the words on the card (name, then badge) so a voice user can say them.
    'aria-label': [[a ? actionName(a) : '?', badge].filter(Boolean).join(' '), tip, slots].filter(Boolean).join(' — '),
  }, a ? [icon(ACTION_ICON[a] || 'info'), h('span', { class: 'order-name' }, actionName(a))]
    : h('span', { class: 'order-name' }, '?'), badge ? h('span', { class: 'badge', 'aria-hidden': 'true' }, ' ', badge) : null);
});

function orderCard(a, opts = {}) {
  return h(OrderView, { a, cls: opts.cls, badge: opts.badge, tip: opts.tip, onclick: opts.onclick, lang: language() });
}

// Command types another seat's panel shows as legal (its played orders, its traps), and those
// your own panel shows (besides a command on one of your monsters): renderPlayer, renderDungeon.
const OTHERS_CMDS = new Set(['retrieve', 'discard_trap', 'plan_trap', 'use_trap']);
const MINE_CMDS = new Set([...OTHERS_CMDS, 'choose_order', 'choose_inaccessible', 'release_prisoner', 'aim_trap', 'attack',
  'build', 'use_room', 'dig', 'mine', 'collapse', 'choose_target']);
const panelCmd = (mine) => (c) => (mine ? MINE_CMDS.has(c.type) || (c.monster !== undefined && c.type !== 'hire') : OTHERS_CMDS.has(c.type));

/**
 * A seat's panel, drawn again only when what it shows changed: the seat, whether it is deciding,
 * its presence, the legal commands it can show, a local choice, names or language.
 */
function playerPanel(v, p, ctx, cmds, pick) {
  const mine = ctx.seat === p.seat;
  const presence = ctx.presence && (ctx.presence.seats || []).find((s) => s.seat === p.seat);
  return h(PanelView, {
    p, v, ctx, cmds, pick,
    deciding: (v.waiting_for || []).includes(p.seat),
    first: v.starting_player === p.seat,
    online: presence ? !!presence.connected : null,
    last: (ctx.ui.lastChange || {})[p.seat],
    legal: JSON.stringify(cmds.filter(panelCmd(mine))),
    choice: mine ? `${ctx.ui.buildRoom};${ctx.ui.inaccFirst}` : '',
    names: JSON.stringify(ctx.names || {}),
    lang: language(),
  });
}

const PanelView = pure(({ v, p, ctx, cmds, pick }) => renderPlayer(v, p, ctx, cmds, pick, p.seat === ctx.seat ? 'mine' : 'others'),
  ['p', 'deciding', 'first', 'online', 'last', 'legal', 'choice', 'names', 'lang']);

function renderPlayer(v, p, ctx, cmds, pick, part) {
  const mine = ctx.seat === p.seat;
  const deciding = (v.waiting_for || []).includes(p.seat);
  const colour = SEAT_COLOURS[p.seat];
  const presence = ctx.presence && (ctx.presence.seats || []).find((s) => s.seat === p.seat);
  const head = h('div', { class: 'player-head' },
    h('span', { class: 'dot', style: { background: colour } }),
    h('span', { class: 'pname' }, seatName(ctx, p.seat)),
    h('span', { class: 'muted' }, ' ', t(`colour-${p.seat}`)),
    mine ? h('span', { class: 'tag you' }, t('tag-you')) : null,
    v.starting_player === p.seat ? h('span', { class: 'tag', 'data-tip': t('tip-starting-player') }, t('tag-first')) : null,
    presence ? h('span', { class: 'tag ' + (presence.connected ? 'online' : 'offline') }, presence.connected ? t('online') : t('offline')) : null,
    deciding ? h('span', { class: 'tag deciding' }, t('tag-deciding')) : null);

  // The seat's last change stays marked until it changes again (changes.js).
  const last = (ctx.ui.lastChange || {})[p.seat] || NO_CHANGE;
  const delta = (k) => {
    const d = last.res[k];
    return d ? h('span', { class: 'delta ' + (d > 0 ? 'up' : 'down') }, d > 0 ? `+${d}` : `−${-d}`) : null;
  };
  const R = (label, value, tip, cls, ic, k) => h('span', { class: (cls || '') + (k && last.res[k] ? ' changed' : ''), 'data-tip': tip, 'data-res': ic || '' },
    ic ? icon(ic) : null, h('span', { class: 'rl' }, label), value, k ? delta(k) : null);
  const res = h('div', { class: 'resources' },
    R(t('res-evil'), p.evil, t('tip-res-evil'), '', 'evil', 'evil'),
    R(t('res-food'), p.food, t('tip-res-food', { n: p.food }), '', 'food', 'food'),
    R(t('res-gold'), p.gold, t('tip-res-gold', { n: p.gold }), '', 'gold', 'gold'),
    R(t('res-imps'), `${p.imps - p.busy_imps}/${p.imps}`, t('tip-res-imps', { n: p.imps, busy: p.busy_imps }), '', 'imp', 'imps'),
    p.trolls ? R(t('res-trolls'), `${p.trolls - p.busy_trolls}/${p.trolls}`, t('tip-res-trolls'), '', 'troll') : null,
    R(t('res-minions'), p.minions_home, t('tip-res-minions'), '', 'minion', 'minions_home'),
    p.foreman ? R(t('res-foreman'), '', t('tip-res-foreman'), '', 'foreman') : null,
    R(t('res-dead-letters'), p.dead_letters, t('tip-res-dead-letters'), p.dead_letters ? 'bad' : '', 'letter', 'dead_letters'));

  // Orders.
  const hand = [];
  const chosen = p.chosen_orders || [];
  const inacc = mine ? cmds.filter((c) => c.type === 'choose_inaccessible') : [];
  for (const a of p.hand || []) {
    const ch = cmds.filter((c) => c.type === 'choose_order' && c.action === a);
    const isChosen = chosen.includes(a);
    // Initial orders (full game): click two cards to make them inaccessible.
    const inaccWith = inacc.filter((c) => c.cards.includes(a));
    if (inaccWith.length) {
      const first = ctx.ui.inaccFirst;
      const sel = first === a;
      hand.push(orderCard(a, {
        cls: 'legal' + (sel ? ' selected' : ''), badge: sel ? t('badge-inaccessible-q') : null,
        onclick: () => {
          if (first === undefined || first === a) { ctx.ui.inaccFirst = sel ? undefined : a; ctx.rerender(); return; }
          const c = inacc.find((x) => x.cards.includes(first) && x.cards.includes(a));
          ctx.ui.inaccFirst = undefined;
          if (c) pick([c]); else { ctx.ui.inaccFirst = a; ctx.rerender(); }
        },
      }));
      continue;
    }
    hand.push(orderCard(a, {
      cls: (ch.length && mine ? 'legal' : '') + (isChosen ? ' chosen' : ''),
      badge: isChosen ? `#${chosen.indexOf(a) + 1}` : null,
      onclick: ch.length && mine ? () => pick(ch) : null,
    }));
  }
  for (const a of p.inaccessible || []) hand.push(orderCard(a, { cls: 'inaccessible', tip: t('tip-inaccessible-season') }));
  const played = [];
  for (let i = 0; i < 3; i++) {
    const o = (p.played || [])[i];
    if (!o) {
      if (mine && chosen[i]) {
        // Your own chosen order: face down on the table, known only to you.
        played.push(orderCard(chosen[i], { cls: 'own-secret', badge: t('badge-secret', { n: i + 1 }), tip: t('tip-own-secret') }));
        continue;
      }
      const pending = !mine && i < p.n_orders_chosen;
      played.push(h('div', { class: 'order empty' + (pending ? ' facedown' : '') }, h('span', { class: 'order-name' }, pending ? t('order-chosen') : `${i + 1}`)));
      continue;
    }
    const rets = cmds.filter((c) => c.type === 'retrieve' && c.action === o.action);
    played.push(orderCard(o.action, {
      cls: (o.revealed ? 'up' : 'facedown') + (rets.length ? ' legal' : ''),
      badge: o.minion_on_card ? t('badge-minion-on-card') : (!o.revealed ? t('badge-hidden') : null),
      tip: o.minion_on_card ? t('tip-minion-on-card') : null,
      onclick: rets.length ? () => pick(rets) : null,
    }));
  }
  const orders = h('div', { class: 'orders' },
    h('div', { class: 'order-row' }, h('span', { class: 'label' }, t('dl-hand')), hand),
    h('div', { class: 'order-row' }, h('span', { class: 'label' }, t('dl-played')), played,
      p.n_orders_chosen && !(p.played || []).length ? h('span', { class: 'muted small' }, ' ', t('n-chosen', { n: p.n_orders_chosen })) : null));

  // Lair.
  const lair = (p.monsters || []).map((m) => {
    const id = num(m.id);
    const ms = cmds.filter((c) => c.monster === id && c.type !== 'hire' && mine);
    return card(m, {
      kind: 'monster', cls: (m.knocked_out ? 'knocked' : '') + (m.on_strike ? ' strike' : '') + (ms.length ? ' legal' : ''),
      badge: m.knocked_out ? t('badge-knocked-out') : m.on_strike ? t('badge-on-strike') : null,
      onclick: ms.length ? () => pick(ms) : null, fresh: last.cards.has(m.id),
    });
  });
  // Traps.
  const traps = p.traps
    ? p.traps.map((tr) => {
      const ds = cmds.filter((c) => ['discard_trap', 'plan_trap', 'use_trap'].includes(c.type) && `t${c.trap}` === tr.id);
      return card(tr, { kind: 'trap', cls: ds.length ? 'legal' : '', onclick: ds.length ? () => pick(ds) : null, fresh: last.cards.has(tr.id) });
    })
    : Array.from({ length: p.n_traps }, () => backCard('trap back', 'trap', t('tip-trap-back')));
  // Prison.
  const prison = (p.prison || []).map((a) => {
    const rs = mine ? cmds.filter((c) => c.type === 'release_prisoner' && `a${c.adventurer}` === a.id) : [];
    return card(a, { kind: 'adventurer', cls: rs.length ? 'legal' : '', onclick: rs.length ? () => pick(rs) : null, fresh: last.cards.has(a.id) });
  });
  const side = h('div', { class: 'player-side' },
    h('div', { class: 'lair' }, h('h5', null, t('dl-lair')),
      h('div', { class: 'cards' }, lair.length ? lair : h('span', { class: 'muted small' }, t('dl-no-monsters')))),
    h('div', { class: 'traps' + (mine ? ' my-traps' : '') }, h('h5', null, t('dl-traps', { n: p.n_traps })),
      h('div', { class: 'cards' }, traps, !p.n_traps ? h('span', { class: 'muted small' }, t('none')) : null)),
    h('div', { class: 'prison' }, h('h5', null, t('dl-prison')),
      h('div', { class: 'cards' }, prison.length ? prison : h('span', { class: 'muted small' }, t('empty')))),
    p.spied && p.spied.length
      ? h('div', { class: 'spied' }, h('h5', null, mine ? t('dl-spied-mine') : t('dl-spied')),
        h('div', { class: 'cards' }, p.spied.map((s) => card(s.card, { kind: 'combat', badge: t('badge-round', { n: s.index + 1 }) }))))
      : null);

  return h('div', { class: 'player panel' + (mine ? ' mine' : '') + (deciding ? ' deciding' : ''), 'data-seat': p.seat, style: { '--c': colour }, 'data-part': part },
    // A training game is one combat: its orders never come into play.
    head, res, v.training ? null : orders,
    h('div', { class: 'player-body' }, renderDungeon(v, p, ctx, cmds, pick, mine, last), side));
}

function renderDungeon(v, p, ctx, cmds, pick, mine, last) {
  // Party queue at the entrance, front first.
  const party = (p.party || []).map((a, i) => {
    const advId = a.id === 'illusion' ? 65535 : num(a.id);
    const at = mine ? cmds.filter((c) => (c.type === 'aim_trap' && c.adventurer === advId) || (c.type === 'attack' && c.target === advId)) : [];
    return card(a, {
      kind: 'adventurer' + (a.id && a.def && a.def.startsWith('paladin') ? ' paladin-card' : ''),
      badge: t('badge-hp', { left: a.hp - a.damage, hp: a.hp }) + (i === 0 ? ` · ${t('badge-front')}` : ''),
      cls: (a.damage ? 'damaged' : '') + (at.length ? ' legal' : ''),
      onclick: at.length ? () => pick(at) : null, fresh: last.cards.has(a.id),
    });
  });
  // The legal commands on a square of your dungeon (a room to build goes where it was chosen).
  const buildRoom = ctx.ui.buildRoom;
  const onCells = mine ? cmds.filter((x) => (x.type === 'build' ? buildRoom !== undefined && x.room === buildRoom
    : ['use_room', 'dig', 'mine', 'collapse', 'choose_target'].includes(x.type))) : [];
  const grid = h(DungeonView, { tiles: p.dungeon, uses: p.room_uses, legal: JSON.stringify(onCells), fresh: last.tiles, seat: p.seat, lang: language(), onCells, pick });
  return h('div', { class: 'dungeon-wrap' },
    h('div', { class: 'party' }, h('span', { class: 'label' }, t('dl-party')),
      party.length ? party : h('span', { class: 'muted small' }, t('dl-no-adventurers'))),
    h('div', { class: 'entrance-arrow', style: { gridColumn: ENTRANCE_COL + 1 } }, icon('entrance'), ' ', t('entrance')),
    grid);
}

// A dungeon's 4×5 squares, drawn again only when its tiles or the legal commands on them changed.
const DungeonView = pure(({ tiles: list, uses: used, fresh, seat, onCells, pick }) => {
  const tiles = new Map((list || []).map((x) => [`${x.pos.row},${x.pos.col}`, x]));
  const uses = new Map((used || []).map(([pos, n]) => [`${pos.row},${pos.col}`, n]));
  const cells = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const pos = { row: r, col: c };
      const tile = tiles.get(`${r},${c}`);
      const here = onCells.filter((x) => samePos(x.pos, pos));
      const cls = ['cell', tile ? tile.kind : 'empty', tile && tile.conquered ? 'conquered' : '', here.length ? 'legal' : '',
        r === 0 && c === ENTRANCE_COL ? 'entrance' : '', fresh.has(`${r},${c}`) ? 'new' : ''].filter(Boolean).join(' ');
      const attrs = { key: `${r},${c}`, class: cls, 'data-pos': `${r},${c}`, onclick: here.length ? () => pick(here) : null, 'data-conquered': tile && tile.conquered ? t('cell-conquered') : null };
      if (tile && tile.room) { attrs['data-def'] = tile.room.def; attrs['data-name'] = tile.room.name; }
      const what = tile && tile.room ? cardLabel(tile.room) : tile ? (tile.conquered ? t('tip-tunnel-conquered') : t('tip-tunnel')) : t('tip-empty-square');
      attrs.role = 'group';
      if (!here.length && tile && tile.room) attrs.onclick = () => openCard(tile.room);
      const u = uses.get(`${r},${c}`);
      cells.push(h('div', attrs,
        // The name said is the visible room name followed by the rest in words.
        tile && tile.room ? h('span', { class: 'room-name' }, cardName(tile.room)) : null,
        h('span', { class: 'sr-only' }, ` ${posText(pos)}: ${what}${tile && tile.imps ? `, ${t('tip-imps-working', { n: tile.imps })}` : ''}${here.length ? ` — ${t('card-legal-sr')}` : ''}`),
        tile && !tile.room && tile.conquered ? h('span', { class: 'tunnel-mark', 'aria-hidden': 'true' }, icon('conquered')) : null,
        tile && tile.imps ? h('span', { class: 'imps', 'aria-hidden': 'true' }, icon('imp'), String(tile.imps)) : null,
        u ? h('span', { class: 'uses' }, t('used-n', { n: u })) : null,
        here.length ? h('span', { class: 'legal-mark', 'aria-hidden': 'true' }, icon({ dig: 'tunnel', mine: 'gold', build: 'room', collapse: 'disarm', choose_target: 'combat' }[here[0].type] || 'entrance')) : null));
    }
  }
  return h('div', { class: 'dungeon', 'data-seat': seat }, cells);
}, ['tiles', 'uses', 'legal', 'fresh', 'seat', 'lang']);

const COMBAT_KNOWN = new Set(['round', 'stage', 'card', 'fatigue', 'seats', 'battle']);
const STEPS = ['trap', 'fast_spell', 'monsters', 'slow_spell', 'heal', 'conquest', 'end_of_battle', 'over'];
const stepName = (k) => (STEPS.includes(k) ? t(`step-${dash(k)}`) : humanize(k));

/** In a training game, which training dungeon (for the combat panel and the decision panel's title). */
export function trainingNote(v) {
  return v && v.training ? t('training-now', { name: t(`training-${trainingSlug(v.training.scenario)}-title`) }) : null;
}

function renderCombat(v, ctx, cmds, pick, part) {
  const c = v.combat;
  let battle = null;
  if (c.battle) {
    const b = c.battle;
    battle = h('div', { class: 'battle' },
      h('div', null, h('b', null, stepName(b.step)), ' ', t('battle-in'), ' ', seatChip(ctx, b.seat), ' ', t('battle-target', { pos: b.target ? posText(b.target) : '?' })),
      h('div', { class: 'small' }, t('battle-traps-left', { n: b.n_traps_left ?? 0 }), b.effects && b.effects.length ? ` · ${t('battle-spells')} ${b.effects.map((e) => tOpt(`card-${e}`) || e).join(', ')}` : '',
        b.no_conquest ? ` · ${t('battle-no-conquest')}` : '', b.no_heal ? ` · ${t('battle-no-healing')}` : '', b.no_spell ? ` · ${t('battle-no-spell')}` : ''),
      (b.to_attack || []).length ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, t('battle-to-attack'), ' '), b.to_attack.map((m) => card(m, { kind: 'monster' }))) : null,
      b.aiming ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, t('battle-aiming'), ' '), card(b.aiming, { kind: 'trap' })) : null,
      b.second_hit ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, t('battle-second-hit'), ' '), card(b.second_hit, { kind: 'monster' })) : null,
      (b.poisoned || []).length ? h('div', { class: 'small' }, t('battle-poisoned'), ' ', b.poisoned.map((a) => cardName(a)).join(', ')) : null);
  }
  // A training game's other seat is an empty dungeon with no combat of its own.
  const plans = (c.seats || []).filter((s) => !v.training || s.seat === 0).map((s) => {
    const mine = s.seat === ctx.seat;
    return h('div', { key: s.seat, class: 'plan' + (mine ? ' mine' : ''), style: { '--c': SEAT_COLOURS[s.seat] } },
      h('div', null, seatChip(ctx, s.seat), s.ended ? h('span', { class: 'tag' }, t('tag-combat-over')) : s.planned ? h('span', { class: 'tag' }, t('tag-planned')) : h('span', { class: 'tag' }, t('tag-planning'))),
      h('div', { class: 'small' }, t('plan-target', { pos: s.target ? posText(s.target) : '—' }), s.bait ? ` · ${t('plan-bait', { n: s.bait })}` : ''),
      h('div', { class: 'cards' }, (s.monsters || []).map((m) => {
        const ms = mine ? cmds.filter((x) => x.monster === num(m.id) && x.type !== 'hire') : [];
        return card(m, { kind: 'monster', cls: ms.length ? 'legal' : '', onclick: ms.length ? () => pick(ms) : null });
      }),
      s.traps ? s.traps.map((tr) => {
        const ts = mine ? cmds.filter((x) => ['use_trap', 'plan_trap'].includes(x.type) && `t${x.trap}` === tr.id) : [];
        return card(tr, { kind: 'trap', cls: ts.length ? 'legal' : '', onclick: ts.length ? () => pick(ts) : null });
      })
        : Array.from({ length: s.n_traps || 0 }, () => backCard('trap back', 'trap', t('tip-planned-trap')))));
  });
  const extra = Object.keys(c).filter((k) => !COMBAT_KNOWN.has(k));
  return h('section', { class: 'panel combat', 'data-part': part },
    // A training game names its training dungeon and the goal above the combat (view `training`).
    v.training ? h('p', { class: 'training-now' }, h('b', null, trainingNote(v)), ' ', trainingGoal(v.training)) : null,
    h('h3', null, t('combat-round', { n: c.round ?? '?', of: (v.training && v.training.rounds) || 4 }), c.stage ? h('span', { class: 'muted small' }, ` · ${tOpt(`stage-${dash(c.stage)}`) || humanize(c.stage)}`) : null),
    h('div', { class: 'inline' },
      c.card ? card(c.card, { kind: 'combat', badge: c.fatigue !== undefined && c.fatigue !== null ? t('badge-fatigue', { n: c.fatigue }) : null })
        : backCard('combat down', 'combat', t('tip-combat-card-hidden'), t('badge-not-revealed')),
      battle),
    h('div', { class: 'plans' }, plans),
    // Fields this client does not know yet, summarized (elements, js/vdom.js draws them in a span).
    extra.map((k) => h('div', null, h('b', null, humanize(k) + ': '), foreign(summarize(c[k])))));
}

function renderDummies(v, ctx, cmds, pick) {
  return h('section', { class: 'dummies panel', 'data-part': 'board' }, h('h3', null, t('dl-dummies')), v.dummies.map((d) => {
    const cards = [];
    for (const a of d.inaccessible || []) cards.push(orderCard(a, { cls: 'inaccessible', tip: t('tip-inaccessible') }));
    for (const a of d.revealed || []) cards.push(orderCard(a, { cls: 'up', badge: t('badge-revealed') }));
    for (const a of d.hand || []) {
      const ch = cmds.filter((c) => c.type === 'choose_dummy_order' && c.action === a);
      cards.push(orderCard(a, {
        cls: 'dummy-hand' + (ch.length ? ' legal' : '') + (d.chosen === a ? ' chosen' : ''),
        badge: d.chosen === a ? t('badge-your-pick') : t('badge-option'), onclick: ch.length ? () => pick(ch) : null,
      }));
    }
    return h('div', { key: d.dummy, class: 'dummy' }, h('span', { class: 'dot', style: { background: DUMMY_COLOUR } }),
      h('b', null, t('dummy-n', { n: d.dummy + 1 })),
      d.handler !== null && d.handler !== undefined ? h('span', { class: 'muted' }, ' ', t('dummy-handled-by'), ' ', seatChip(ctx, d.handler)) : null,
      h('span', { class: 'muted small' }, ` · ${t('dummy-deck', { n: d.n_deck })}`),
      h('div', { class: 'order-row' }, cards,
        d.has_chosen && !d.chosen ? h('span', { class: 'muted small' }, ' ', t('dummy-picked')) : null));
  }));
}

export function renderResult(result, ctx) {
  // A training game's end compares the trainee's combat with the book's, not score sheets.
  if (result && result.training) return trainingPanel(result.training);
  const sec = dh('section', { class: 'panel result' }, dh('h3', null, t('result-title')));
  const sheets = result.sheets || [];
  if (sheets.length) {
    const cols = ['monsters', 'prisoners', 'rooms', 'conquered', 'dead_letters', 'scoring_rooms', 'titles', 'hall_of_fame', 'total'];
    // One column per player, one row per score line: fits a phone with four players.
    const win = (seat) => (result.winners || []).includes(seat);
    const table = dh('table', { class: 'score' },
      dh('thead', null, dh('tr', null, dh('th', { scope: 'col' }, dh('span', { class: 'sr-only' }, t('result-player'))),
        sheets.map((s) => dh('th', { scope: 'col', class: 'score-seat' + (win(s.seat) ? ' winner' : ''), 'data-seat': s.seat },
          win(s.seat) ? dicon('crown', t('result-winner')) : null, seatChipEl(ctx, s.seat))))),
      dh('tbody', null, cols.map((c) => dh('tr', { class: c === 'total' ? 'total' : '' }, dh('th', { scope: 'row' }, t(`score-${dash(c)}`)),
        sheets.map((s) => dh('td', { class: (c === 'total' ? 'total' : '') + (win(s.seat) ? ' winner' : '') }, String(s[c] ?? 0)))))));
    sec.appendChild(table);
  }
  if ((result.titles || []).length) {
    sec.appendChild(dh('div', { class: 'titles' }, dh('h4', null, t('result-titles')),
      dh('ul', null, result.titles.map((x) => dh('li', null, `${titleName(x.title)}: `, x.seats.map((s) => seatChipEl(ctx, s)), ` (+${x.points})`)))));
  }
  if ((result.ranking || []).length) {
    sec.appendChild(dh('div', { class: 'ranking' }, t('result-ranking'), ' ', result.ranking.map((group, i) =>
      dh('span', null, `${i + 1}. `, group.map((s) => seatChipEl(ctx, s)), ' '))));
  }
  if (!sheets.length) sec.appendChild(summarize(result));
  return sec;
}

/** A title's printed name from its English name in the result ("Lord of Halls"). */
function titleName(name) {
  const id = `card-${String(name).toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return tOpt(id) || name;
}

/** What one slot of an action space costs and gives, from the catalog's slot facts. */
function slotText(a, j) {
  const facts = (ACTION_SLOTS[a] || [])[j];
  if (!facts) return '';
  const [cost, gains] = facts;
  const g = gains.map(factText).join(', ');
  return cost.length ? t('slot-pay', { cost: cost.map(factText).join(' + '), gains: g }) : t('slot-free', { gains: g });
}

/**
 * The prompt sentence in the reader's language, built from the view (phase, the order being
 * resolved, the legal commands); null when the view says too little, and the engine's English
 * sentence is shown instead.
 */
export function promptText(v, ctx) {
  const p = v.prompt;
  const cmds = p.legal_commands || [];
  const has = (k) => cmds.some((c) => c.type === k);
  const me = ctx.seat !== null && ctx.seat !== undefined && v.players ? v.players[ctx.seat] : null;
  switch (p.decision) {
    case 'initial_orders': return t('prompt-initial-orders');
    case 'orders':
      if (has('choose_dummy_order')) return t('prompt-dummy-order');
      return t('prompt-orders', { n: Math.min(3, ((me && me.chosen_orders) || []).length + 1) });
    case 'execute': {
      if (!v.resolving) return null;
      const sub = has('dig') ? 'dig' : has('mine') ? 'mine' : has('discard_trap') ? 'discard' : 'choose';
      return t(`prompt-execute-${sub}`, { action: actionName(v.resolving[0]), n: v.resolving[1] });
    }
    case 'production': return t('prompt-production');
    case 'payday': {
      const c = cmds.find((x) => x.type === 'pay_monster' || x.type === 'release_monster');
      if (!c) return null;
      const m = me && (me.monsters || []).find((x) => x.id === `m${c.monster}`);
      return t('prompt-payday', { monster: m ? cardName(m) : `m${c.monster}` });
    }
    case 'taxes': {
      // The tax (EVENT-TAX-1), the gold you have and the dead letters for the rest: what you
      // can pay is not what you owe.
      const most = Math.max(0, ...cmds.filter((x) => x.type === 'pay_tax').map((x) => x.gold || 0));
      const tax = Math.max(taxOwed(v, ctx.seat), most);
      const gold = me ? me.gold : most;
      return t('prompt-taxes', { tax, gold, letters: Math.max(0, tax - gold) });
    }
    case 'special_event': return t('prompt-special-event');
    case 'combat':
      if (has('choose_target')) return t('prompt-combat-target');
      if (has('plan_trap') || has('plan_monster') || has('finish_planning')) return t('prompt-combat-plan');
      if (has('aim_trap')) return t('prompt-combat-aim');
      if (has('use_trap')) return t('prompt-combat-use-trap');
      if (has('attack') || has('withdraw')) return t('prompt-combat-attack');
      if (has('release_prisoner')) return t('prompt-combat-prisoner');
      if (has('choose_monster')) return t('prompt-combat-choose-monster');
      if (has('collapse')) return t('prompt-combat-collapse');
      return null;
    default: return null;
  }
}
