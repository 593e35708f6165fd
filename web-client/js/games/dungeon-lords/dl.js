// The Dungeon Lords table, drawn from one viewer's view. Every clickable choice comes from
// view.prompt.legal_commands; the board only highlights and groups them.
import {
  h, SEAT_COLOURS, DUMMY_COLOUR, ACTIONS, actionName, humanize, samePos, cardName, posText, factText,
} from '../../util.js';
import { icon, ACTION_ICON } from '../../icons.js';
import { faceChildren, cardLabel, hasCardText, openCard, costGain } from '../../cardface.js';
import { phaseHelp } from '../../onboarding.js';
import { showResults } from '../../results.js';
import { sendChecked, taxOwed } from '../../decisions.js';
import { markChanges } from './changes.js';
import { t, tOpt } from '../../i18n.js';
import { summarize } from '../generic/generic.js';
import { ACTION_SLOTS } from '../../cards.js';
import { slug as trainingSlug, goalText as trainingGoal, trainingPanel } from '../../training.js';
import { seatName, seatChip } from '../../prompt.js';

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

/**
 * A card as a card: printed numbers, one short line, its badge. A legal card acts on a tap; any
 * other card with catalog text opens the full card (cardface.js: long press and `i` always do).
 */
function card(c, opts = {}) {
  if (!c) return null;
  const cls = ['card', opts.kind || kindOf(c.id), opts.cls].filter(Boolean).join(' ');
  const onclick = opts.onclick || (hasCardText(c.def) ? () => openCard(c) : null);
  // The accessible name is the card's own text (name, numbers in words, the short line, badge),
  // so what a screen reader says is what the card shows.
  return h('div', {
    class: cls, 'data-def': c.def, 'data-name': c.name, 'data-card': c.id, 'data-hp': c.hp, 'data-damage': c.damage,
    role: 'group', onclick,
  }, faceChildren(c), opts.badge ? h('span', { class: 'badge' }, opts.badge) : null,
  opts.onclick ? h('span', { class: 'sr-only' }, ` — ${t('card-legal-sr')}`) : null);
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
 * and a table drawn before into the same `root`, only the regions the plan names are rebuilt;
 * the others keep their elements.
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

  // Each part says which of the phone's tabs shows it (main.js): your dungeon and its battle,
  // the shared boards, the other players. Larger screens show every part.
  const seated = ctx.seat !== null && ctx.seat !== undefined;
  const part = (el, k) => { el.dataset.part = k; return el; };
  const drawn = root.dloTable;
  // A training game (view `training`) is one dungeon's combat: the shared boards, the dummies
  // and the empty dungeon at seat 1 (a bot that is never asked anything) are not drawn, and the
  // small table is always drawn whole.
  const training = Boolean(v.training);
  if (!training && plan && !plan.full && drawn && drawn.seat === ctx.seat && drawn.central.parentNode === root && Object.keys(v).every((k) => KNOWN_VIEW_KEYS.has(k))) {
    const swap = (old, el) => { if (old && el) old.replaceWith(el); return el || old; };
    if (plan.central) drawn.central = swap(drawn.central, part(renderCentral(v, ctx, cmds, pick), 'board'));
    if (plan.combat && drawn.combat) drawn.combat = swap(drawn.combat, part(renderCombat(v, ctx, cmds, pick), seated ? 'mine' : 'board'));
    if (plan.dummies && drawn.dummies) drawn.dummies = swap(drawn.dummies, part(renderDummies(v, ctx, cmds, pick), 'board'));
    for (const s of plan.players) {
      const old = drawn.players.get(s);
      if (old && v.players[s]) drawn.players.set(s, swap(old, part(renderPlayer(v, v.players[s], ctx, cmds, pick), s === ctx.seat ? 'mine' : 'others')));
    }
    markChanges(root, ui);
    return;
  }
  const players = h('section', { class: 'players' });
  const panels = new Map();
  const order = v.players.map((p) => p.seat);
  // Your own dungeon first.
  if (seated) order.sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
  for (const s of order) {
    if (training && s !== 0) continue;
    const el = part(renderPlayer(v, v.players[s], ctx, cmds, pick), s === ctx.seat ? 'mine' : 'others');
    panels.set(s, el);
    players.appendChild(el);
  }
  const combat = v.combat && Object.keys(v.combat).length ? part(renderCombat(v, ctx, cmds, pick), seated ? 'mine' : 'board') : null;
  // On a phone your own dungeon comes first (CSS order); the page's order stays the board's.
  const central = training ? null : part(renderCentral(v, ctx, cmds, pick), 'board');
  if (central) root.appendChild(central);
  if (combat) root.appendChild(combat);
  root.appendChild(players);
  const dummies = !training && (v.dummies || []).length ? part(renderDummies(v, ctx, cmds, pick), 'board') : null;
  if (dummies) root.appendChild(dummies);
  const unknown = Object.keys(v).filter((k) => !KNOWN_VIEW_KEYS.has(k));
  if (unknown.length) {
    const box = h('section', { class: 'panel unknown' }, h('h3', null, t('dl-other')));
    for (const k of unknown) box.appendChild(h('div', null, h('b', null, humanize(k) + ': '), summarize(v[k])));
    root.appendChild(box);
  }
  markChanges(root, ui);
  if (v.result) {
    root.appendChild(renderResult(v.result, ctx));
    // The live table opens the results dialog once (replays show the panel only).
    if (ctx.live) showResults(v.result, ctx, renderResult(v.result, ctx), (s) => seatName(ctx, s));
  }
  // What was drawn, for a later drawing that rebuilds only some regions (unknown view keys and
  // a result are always drawn whole: the plan asks for a full drawing then).
  root.dloTable = unknown.length || v.result || training ? null : { seat: ctx.seat, central, combat, dummies, players: panels };
}

/** A seat's few numbers for its compact panel on a phone: evil, gold, food, imps. */
export function dlSeatSummary(v, seat) {
  const p = v && (v.players || []).find((x) => x.seat === seat);
  if (!p) return null;
  const n = (ic, label, value) => h('span', { class: 'sum' }, icon(ic), h('span', { class: 'sr-only' }, label), ` ${value}`);
  return h('span', { class: 'seat-card-sum' },
    n('evil', t('res-evil'), p.evil), n('gold', t('res-gold'), p.gold), n('food', t('res-food'), p.food), n('imp', t('res-imps'), p.imps));
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
  const sec = h('section', { class: 'central panel' });
  // Track: year, seasons, phase.
  const track = h('div', { class: 'track' });
  track.appendChild(h('span', { class: 'year' }, t('year-n', { n: v.year })));
  for (const s of SEASONS) track.appendChild(h('span', { class: 'season' + (v.season === s ? ' now' : '') }, t(`season-${s}`)));
  track.appendChild(h('span', { class: 'season combat-step' + (v.phase === 'combat' ? ' now' : '') }, t('phase-combat')));
  track.appendChild(h('span', { class: 'sep' }, '·'));
  track.appendChild(h('span', { class: 'phase' }, phaseName(v.phase),
    v.resolving ? ` — ${t('resolving-slot', { action: actionName(v.resolving[0]), n: v.resolving[1] })}` : ''));
  track.appendChild(h('span', { class: 'variant muted' },
    `${v.variant === 'first_game' ? t('variant-first-cap') : t('variant-full-cap')}${v.special_events ? `, ${t('variant-special-events')}` : ''}${v.simultaneous ? `, ${t('variant-simultaneous')}` : ''}`));
  sec.appendChild(track);
  const help = phaseHelp(v, ctx.ui);
  if (help) {
    // A spectator has no dungeon, hand or gold: the phases that speak to "you" are told about
    // the players instead.
    const watch = ctx.seat === null || ctx.seat === undefined ? tOpt(`help-watch-${String(v.phase).replace(/_/g, '-')}`) : null;
    const said = watch && help.querySelector('p');
    const text = said && [...said.childNodes].find((n) => n.nodeType === 3 && n.data.trim());
    if (text) text.data = watch;
    sec.appendChild(help);
  }
  if ((v.turn_order || []).length) {
    sec.appendChild(h('div', { class: 'turn-order small' }, h('span', { class: 'muted' }, t('turn-order'), ' '),
      v.turn_order.map((s, i) => [i ? ' → ' : '', seatChip(ctx, s)])));
  }

  sec.appendChild(renderEvilometer(v, ctx));

  const main = h('div', { class: 'board-main' + (v.phase === 'combat' ? ' folded' : '') });
  // Action spaces: two rows of four, board order.
  const spaces = h('div', { class: 'spaces' });
  ACTIONS.forEach((a, i) => {
    const slots = (v.slots && v.slots[i]) || [null, null, null];
    const reverse = a === 'hire_monster' || a === 'build_room';
    const resolvingHere = v.resolving && v.resolving[0] === a;
    const sp = h('div', { class: 'space' + (resolvingHere ? ' resolving' : ''), 'data-action': a, role: 'group', 'aria-label': actionName(a) },
      h('div', { class: 'space-name' }, icon(ACTION_ICON[a]), h('span', null, actionName(a)),
        reverse ? h('span', { class: 'rev' }, icon('reverse'), h('span', { class: 'sr-only' }, t('tip-slots-reverse'))) : null));
    const row = h('div', { class: 'slots' });
    slots.forEach((m, j) => {
      const isNow = resolvingHere && v.resolving[1] === j + 1;
      let colour = null;
      let label = '';
      if (m && m.kind === 'player') { colour = SEAT_COLOURS[m.seat]; label = seatName(ctx, m.seat); }
      if (m && m.kind === 'dummy') { colour = DUMMY_COLOUR; label = t('dummy-n', { n: m.dummy + 1 }); }
      const what = slotText(a, j);
      const facts = (ACTION_SLOTS[a] || [])[j];
      row.appendChild(h('div', { class: 'slot-row' + (isNow ? ' now' : '') + (m ? ' taken' : ''), 'data-slot': j + 1 },
        // The same words on hover for a mouse (the board shows them as icons already).
        h('div', { class: 'slot' + (isNow ? ' now' : '') + (m ? ' taken' : ''), 'data-tip': `${m ? t('tip-slot-taken', { who: label, n: j + 1 }) : t('tip-slot-free', { n: j + 1 })}${what ? ` — ${what}` : ''}` },
          h('span', { class: 'slot-no', 'aria-hidden': 'true' }, String(j + 1)),
          m ? h('span', { class: 'minion', style: { background: colour } }) : null),
        facts ? costGain(facts[0], facts[1]) : null,
        h('span', { class: 'sr-only' }, `${m ? t('tip-slot-taken', { who: label, n: j + 1 }) : t('tip-slot-free', { n: j + 1 })}${what ? ` — ${what}` : ''}`)));
    });
    sp.appendChild(row);
    spaces.appendChild(sp);
  });
  // During combat the action spaces do not matter: folded, so the battle comes first.
  main.appendChild(v.phase === 'combat' ? h('details', { class: 'spaces-fold' }, h('summary', null, t('dl-action-spaces')), spaces) : spaces);

  // Offers.
  const offers = h('div', { class: 'offers' });
  const inn = h('div', { class: 'offer inn' }, h('h4', null, t('dl-inn')));
  const innRow = h('div', { class: 'cards' });
  for (const c of v.inn || []) {
    const hires = cmds.filter((x) => x.type === 'hire' && x.monster === num(c.id));
    innRow.appendChild(card(c, { cls: hires.length ? 'legal' : '', onclick: hires.length ? () => pick(hires) : null }));
  }
  if (!(v.inn || []).length) innRow.appendChild(h('span', { class: 'muted' }, t('empty')));
  inn.appendChild(innRow);
  offers.appendChild(inn);

  const shop = h('div', { class: 'offer shop' }, h('h4', null, t('dl-shop')));
  const shopRow = h('div', { class: 'cards' });
  for (const c of v.shop || []) {
    const builds = cmds.filter((x) => x.type === 'build' && x.room === num(c.id));
    const selected = ctx.ui.buildRoom === num(c.id);
    shopRow.appendChild(card(c, {
      cls: (builds.length ? 'legal' : '') + (selected ? ' selected' : ''),
      onclick: builds.length ? () => { ctx.ui.buildRoom = selected ? undefined : num(c.id); ctx.ui.choices = null; ctx.rerender(); } : null,
    }));
  }
  if (!(v.shop || []).length) shopRow.appendChild(h('span', { class: 'muted' }, t('empty')));
  shop.appendChild(shopRow);
  offers.appendChild(shop);

  const adv = h('div', { class: 'offer adventurers' }, h('h4', null, t('dl-next-adventurers')));
  const advRow = h('div', { class: 'cards' });
  for (const c of v.next_adventurers || []) advRow.appendChild(card(c));
  if (!(v.next_adventurers || []).length) advRow.appendChild(h('span', { class: 'muted' }, t('none')));
  adv.appendChild(advRow);
  offers.appendChild(adv);

  // Events, special event, paladin, city.
  const ev = h('div', { class: 'offer events' }, h('h4', null, t('dl-event-tiles')));
  const evRow = h('div', { class: 'cards' });
  ['spring', 'summer', 'autumn'].forEach((k, i) => {
    const e = (v.events || [])[i];
    const s = t(`season-${k}`);
    evRow.appendChild(e
      ? card({ def: EVENT_DEFS[e] || e, name: eventName(e) }, { kind: 'event up', badge: s })
      : backCard('event down', 'event', t('tip-event-face-down', { season: s }), s));
  });
  ev.appendChild(evRow);
  if (v.special_event) ev.appendChild(h('div', { class: 'cards' }, card(v.special_event, { kind: 'special' })));
  offers.appendChild(ev);

  const pal = h('div', { class: 'offer paladin' }, h('h4', null, t('card-paladin')));
  const at = v.paladin_at || {};
  const where = at.at === 'tent' ? t('paladin-tent')
    : at.at === 'party' ? t('paladin-hunting', { who: seatName(ctx, at.seat) })
      : at.at === 'prison' ? t('paladin-prison', { who: seatName(ctx, at.seat) }) : t('paladin-gone');
  pal.appendChild(h('div', { class: 'cards' }, card(v.paladin, { kind: 'adventurer paladin-card', badge: where })));
  offers.appendChild(pal);

  const city = h('div', { class: 'offer city' }, h('h4', null, t('dl-city')));
  const cityRow = h('div', { class: 'cards' });
  const nCity = (v.stacks && v.stacks.city) || 0;
  const mySpied = ctx.seat !== null && v.players[ctx.seat] && v.players[ctx.seat].spied || [];
  for (let i = 0; i < nCity; i++) {
    const spies = cmds.filter((x) => x.type === 'perform_and_spy' && x.card === i);
    const known = mySpied.find((s) => s.index === i);
    cityRow.appendChild(known
      ? card(known.card, { kind: 'combat', badge: t('badge-round-spied', { n: i + 1 }), cls: spies.length ? 'legal' : '', onclick: spies.length ? () => pick(spies) : null })
      : backCard('combat down' + (spies.length ? ' legal' : ''), 'combat', t('tip-combat-face-down', { n: i + 1 }), t('badge-round', { n: i + 1 }), spies.length ? () => pick(spies) : null));
  }
  city.appendChild(cityRow);
  offers.appendChild(city);

  const st = v.stacks || {};
  offers.appendChild(h('div', { class: 'offer stacks' }, h('h4', null, t('dl-stacks')),
    h('div', { class: 'small' }, t('dl-stacks-counts', { monsters: st.monsters ?? '?', rooms: st.rooms ?? '?', adventurers: st.adventurers ?? '?', traps: st.traps ?? '?', discard: st.trap_discard ?? 0 })),
    (v.distant_adventurers || []).length ? h('div', { class: 'small' }, t('dl-distant-lands'), ' ', v.distant_adventurers.map((c) => cardName(c)).join(', ')) : null));
  // Discarded cards are face up: they stay readable.
  main.appendChild(offers);
  sec.appendChild(main);
  return sec;
}

function renderEvilometer(v, ctx) {
  const evm = h('div', { class: 'evilometer', 'aria-label': t('evilometer') });
  evm.appendChild(h('span', { class: 'evm-label' }, t('evilometer')));
  for (let i = 1; i <= 15; i++) {
    const markers = [];
    v.players.forEach((p) => { if (p.evil === i) markers.push(h('span', { class: 'evil-marker', style: { background: SEAT_COLOURS[p.seat] } }, h('span', { class: 'sr-only' }, t('tip-evil-of', { who: seatName(ctx, p.seat), n: p.evil })))); });
    if (v.dummy_evil === i) markers.push(h('span', { class: 'evil-marker', style: { background: DUMMY_COLOUR } }, h('span', { class: 'sr-only' }, t('tip-evil-of', { who: t('dummy'), n: i }))));
    const cls = ['evm-cell', i === 10 ? 'paladin-space' : '', i === 15 ? 'absolute' : '', i === 5 ? 'start' : ''].join(' ');
    const tip = i === 10 ? t('evm-paladin') : i === 15 ? t('evm-absolute') : i === 5 ? t('evm-start') : t('evm-space', { n: i });
    evm.appendChild(h('div', { class: cls, 'data-tip': tip }, h('span', { class: 'evm-no' }, String(i), i === 10 ? icon('paladin') : null,
      h('span', { class: 'sr-only' }, ` ${tip}`)), h('div', { class: 'evm-markers' }, markers)));
  }
  return evm;
}

function orderCard(a, opts = {}) {
  const slots = a && ACTION_SLOTS[a] ? ACTION_SLOTS[a].map((_, i) => `${i + 1}: ${slotText(a, i)}`).join(' | ') : '';
  return h('div', {
    class: ['order', opts.cls].filter(Boolean).join(' '), 'data-action': a || '', onclick: opts.onclick, role: 'group',
    // The name starts with the words on the card (name, then badge) so a voice user can say them.
    'aria-label': [[a ? actionName(a) : '?', opts.badge].filter(Boolean).join(' '), opts.tip, slots].filter(Boolean).join(' — '),
  }, a ? [icon(ACTION_ICON[a] || 'info'), h('span', { class: 'order-name' }, actionName(a))]
    : h('span', { class: 'order-name' }, '?'), opts.badge ? h('span', { class: 'badge', 'aria-hidden': 'true' }, ' ', opts.badge) : null);
}

function renderPlayer(v, p, ctx, cmds, pick) {
  const mine = ctx.seat === p.seat;
  const deciding = (v.waiting_for || []).includes(p.seat);
  const colour = SEAT_COLOURS[p.seat];
  const panel = h('div', { class: 'player panel' + (mine ? ' mine' : '') + (deciding ? ' deciding' : ''), 'data-seat': p.seat, style: { '--c': colour } });
  const presence = ctx.presence && (ctx.presence.seats || []).find((s) => s.seat === p.seat);
  panel.appendChild(h('div', { class: 'player-head' },
    h('span', { class: 'dot', style: { background: colour } }),
    h('span', { class: 'pname' }, seatName(ctx, p.seat)),
    h('span', { class: 'muted' }, ' ', t(`colour-${p.seat}`)),
    mine ? h('span', { class: 'tag you' }, t('tag-you')) : null,
    v.starting_player === p.seat ? h('span', { class: 'tag', 'data-tip': t('tip-starting-player') }, t('tag-first')) : null,
    presence ? h('span', { class: 'tag ' + (presence.connected ? 'online' : 'offline') }, presence.connected ? t('online') : t('offline')) : null,
    deciding ? h('span', { class: 'tag deciding' }, t('tag-deciding')) : null));

  // The seat's last change stays marked until it changes again (changes.js).
  const last = (ctx.ui.lastChange || {})[p.seat] || { res: {}, tiles: new Set(), cards: new Set() };
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
  panel.appendChild(res);

  // Orders.
  const orders = h('div', { class: 'orders' });
  const handRow = h('div', { class: 'order-row' }, h('span', { class: 'label' }, t('dl-hand')));
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
      handRow.appendChild(orderCard(a, {
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
    handRow.appendChild(orderCard(a, {
      cls: (ch.length && mine ? 'legal' : '') + (isChosen ? ' chosen' : ''),
      badge: isChosen ? `#${chosen.indexOf(a) + 1}` : null,
      onclick: ch.length && mine ? () => pick(ch) : null,
    }));
  }
  for (const a of p.inaccessible || []) handRow.appendChild(orderCard(a, { cls: 'inaccessible', tip: t('tip-inaccessible-season') }));
  orders.appendChild(handRow);
  const playRow = h('div', { class: 'order-row' }, h('span', { class: 'label' }, t('dl-played')));
  for (let i = 0; i < 3; i++) {
    const o = (p.played || [])[i];
    if (!o) {
      if (mine && chosen[i]) {
        // Your own chosen order: face down on the table, known only to you.
        playRow.appendChild(orderCard(chosen[i], { cls: 'own-secret', badge: t('badge-secret', { n: i + 1 }), tip: t('tip-own-secret') }));
        continue;
      }
      const pending = !mine && i < p.n_orders_chosen;
      playRow.appendChild(h('div', { class: 'order empty' + (pending ? ' facedown' : '') }, h('span', { class: 'order-name' }, pending ? t('order-chosen') : `${i + 1}`)));
      continue;
    }
    const rets = cmds.filter((c) => c.type === 'retrieve' && c.action === o.action);
    playRow.appendChild(orderCard(o.action, {
      cls: (o.revealed ? 'up' : 'facedown') + (rets.length ? ' legal' : ''),
      badge: o.minion_on_card ? t('badge-minion-on-card') : (!o.revealed ? t('badge-hidden') : null),
      tip: o.minion_on_card ? t('tip-minion-on-card') : null,
      onclick: rets.length ? () => pick(rets) : null,
    }));
  }
  if (p.n_orders_chosen && !(p.played || []).length) playRow.appendChild(h('span', { class: 'muted small' }, ' ', t('n-chosen', { n: p.n_orders_chosen })));
  orders.appendChild(playRow);
  // A training game is one combat: its orders never come into play.
  if (!v.training) panel.appendChild(orders);

  const body = h('div', { class: 'player-body' });
  body.appendChild(renderDungeon(v, p, ctx, cmds, pick, mine));
  const side = h('div', { class: 'player-side' });

  // Lair.
  const lair = h('div', { class: 'lair' }, h('h5', null, t('dl-lair')));
  const lairRow = h('div', { class: 'cards' });
  for (const m of p.monsters || []) {
    const id = num(m.id);
    const ms = cmds.filter((c) => c.monster === id && c.type !== 'hire' && mine);
    lairRow.appendChild(card(m, {
      kind: 'monster', cls: (m.knocked_out ? 'knocked' : '') + (m.on_strike ? ' strike' : '') + (ms.length ? ' legal' : ''),
      badge: m.knocked_out ? t('badge-knocked-out') : m.on_strike ? t('badge-on-strike') : null,
      onclick: ms.length ? () => pick(ms) : null,
    }));
  }
  if (!(p.monsters || []).length) lairRow.appendChild(h('span', { class: 'muted small' }, t('dl-no-monsters')));
  lair.appendChild(lairRow);
  side.appendChild(lair);

  // Traps.
  const traps = h('div', { class: 'traps' + (mine ? ' my-traps' : '') }, h('h5', null, t('dl-traps', { n: p.n_traps })));
  const trapRow = h('div', { class: 'cards' });
  if (p.traps) {
    for (const tr of p.traps) {
      const ds = cmds.filter((c) => ['discard_trap', 'plan_trap', 'use_trap'].includes(c.type) && `t${c.trap}` === tr.id);
      trapRow.appendChild(card(tr, { kind: 'trap', cls: ds.length ? 'legal' : '', onclick: ds.length ? () => pick(ds) : null }));
    }
  } else {
    for (let i = 0; i < p.n_traps; i++) trapRow.appendChild(backCard('trap back', 'trap', t('tip-trap-back')));
  }
  if (!p.n_traps) trapRow.appendChild(h('span', { class: 'muted small' }, t('none')));
  traps.appendChild(trapRow);
  side.appendChild(traps);

  // Prison.
  const prison = h('div', { class: 'prison' }, h('h5', null, t('dl-prison')));
  const prRow = h('div', { class: 'cards' });
  for (const a of p.prison || []) {
    const rs = mine ? cmds.filter((c) => c.type === 'release_prisoner' && `a${c.adventurer}` === a.id) : [];
    prRow.appendChild(card(a, { kind: 'adventurer', cls: rs.length ? 'legal' : '', onclick: rs.length ? () => pick(rs) : null }));
  }
  if (!(p.prison || []).length) prRow.appendChild(h('span', { class: 'muted small' }, t('empty')));
  prison.appendChild(prRow);
  side.appendChild(prison);

  if (p.spied && p.spied.length) {
    side.appendChild(h('div', { class: 'spied' }, h('h5', null, mine ? t('dl-spied-mine') : t('dl-spied')),
      h('div', { class: 'cards' }, p.spied.map((s) => card(s.card, { kind: 'combat', badge: t('badge-round', { n: s.index + 1 }) })))));
  }
  body.appendChild(side);
  panel.appendChild(body);
  return panel;
}

function renderDungeon(v, p, ctx, cmds, pick, mine) {
  const wrap = h('div', { class: 'dungeon-wrap' });
  // Party queue at the entrance, front first.
  const party = h('div', { class: 'party' }, h('span', { class: 'label' }, t('dl-party')));
  if ((p.party || []).length) {
    p.party.forEach((a, i) => {
      const advId = a.id === 'illusion' ? 65535 : num(a.id);
      const at = mine ? cmds.filter((c) => (c.type === 'aim_trap' && c.adventurer === advId) || (c.type === 'attack' && c.target === advId)) : [];
      party.appendChild(card(a, {
        kind: 'adventurer' + (a.id && a.def && a.def.startsWith('paladin') ? ' paladin-card' : ''),
        badge: t('badge-hp', { left: a.hp - a.damage, hp: a.hp }) + (i === 0 ? ` · ${t('badge-front')}` : ''),
        cls: (a.damage ? 'damaged' : '') + (at.length ? ' legal' : ''),
        onclick: at.length ? () => pick(at) : null,
      }));
    });
  } else party.appendChild(h('span', { class: 'muted small' }, t('dl-no-adventurers')));
  wrap.appendChild(party);

  const grid = h('div', { class: 'dungeon', 'data-seat': p.seat });
  const tiles = new Map((p.dungeon || []).map((t) => [`${t.pos.row},${t.pos.col}`, t]));
  const uses = new Map((p.room_uses || []).map(([pos, n]) => [`${pos.row},${pos.col}`, n]));
  const buildRoom = ctx.ui.buildRoom;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const pos = { row: r, col: c };
      const tile = tiles.get(`${r},${c}`);
      const here = mine ? cmds.filter((x) => {
        if (x.type === 'build') return buildRoom !== undefined && x.room === buildRoom && samePos(x.pos, pos);
        if (x.type === 'use_room') return samePos(x.pos, pos);
        return ['dig', 'mine', 'collapse', 'choose_target'].includes(x.type) && samePos(x.pos, pos);
      }) : [];
      const cls = ['cell', tile ? tile.kind : 'empty', tile && tile.conquered ? 'conquered' : '', here.length ? 'legal' : '',
        r === 0 && c === ENTRANCE_COL ? 'entrance' : ''].filter(Boolean).join(' ');
      const attrs = { class: cls, 'data-pos': `${r},${c}`, onclick: here.length ? () => pick(here) : null, 'data-conquered': tile && tile.conquered ? t('cell-conquered') : null };
      if (tile && tile.room) { attrs['data-def'] = tile.room.def; attrs['data-name'] = tile.room.name; }
      const what = tile && tile.room ? cardLabel(tile.room) : tile ? (tile.conquered ? t('tip-tunnel-conquered') : t('tip-tunnel')) : t('tip-empty-square');
      attrs.role = 'group';
      if (!here.length && tile && tile.room) attrs.onclick = () => openCard(tile.room);
      const cell = h('div', attrs);
      // The name said is the visible room name followed by the rest in words.
      if (tile && tile.room) cell.appendChild(h('span', { class: 'room-name' }, cardName(tile.room)));
      cell.appendChild(h('span', { class: 'sr-only' }, ` ${posText(pos)}: ${what}${tile && tile.imps ? `, ${t('tip-imps-working', { n: tile.imps })}` : ''}${here.length ? ` — ${t('card-legal-sr')}` : ''}`));
      if (tile && !tile.room && tile.conquered) cell.appendChild(h('span', { class: 'tunnel-mark', 'aria-hidden': 'true' }, icon('conquered')));
      if (tile && tile.imps) cell.appendChild(h('span', { class: 'imps', 'aria-hidden': 'true' }, icon('imp'), String(tile.imps)));
      const u = uses.get(`${r},${c}`);
      if (u) cell.appendChild(h('span', { class: 'uses' }, t('used-n', { n: u })));
      if (here.length) cell.appendChild(h('span', { class: 'legal-mark', 'aria-hidden': 'true' }, icon({ dig: 'tunnel', mine: 'gold', build: 'room', collapse: 'disarm', choose_target: 'combat' }[here[0].type] || 'entrance')));
      grid.appendChild(cell);
    }
  }
  wrap.appendChild(h('div', { class: 'entrance-arrow', style: { gridColumn: ENTRANCE_COL + 1 } }, icon('entrance'), ' ', t('entrance')));
  wrap.appendChild(grid);
  return wrap;
}

const COMBAT_KNOWN = new Set(['round', 'stage', 'card', 'fatigue', 'seats', 'battle']);
const STEPS = ['trap', 'fast_spell', 'monsters', 'slow_spell', 'heal', 'conquest', 'end_of_battle', 'over'];
const stepName = (k) => (STEPS.includes(k) ? t(`step-${dash(k)}`) : humanize(k));

/** In a training game, which training dungeon (for the combat panel and the decision panel's title). */
export function trainingNote(v) {
  return v && v.training ? t('training-now', { name: t(`training-${trainingSlug(v.training.scenario)}-title`) }) : null;
}

function renderCombat(v, ctx, cmds, pick) {
  const c = v.combat;
  const sec = h('section', { class: 'panel combat' });
  // A training game names its training dungeon and the goal above the combat (view `training`).
  if (v.training) {
    sec.appendChild(h('p', { class: 'training-now' }, h('b', null, trainingNote(v)), ' ', trainingGoal(v.training)));
  }
  sec.appendChild(h('h3', null, t('combat-round', { n: c.round ?? '?' }), c.stage ? h('span', { class: 'muted small' }, ` · ${tOpt(`stage-${dash(c.stage)}`) || humanize(c.stage)}`) : null));
  const top = h('div', { class: 'inline' });
  if (c.card) top.appendChild(card(c.card, { kind: 'combat', badge: c.fatigue !== undefined && c.fatigue !== null ? t('badge-fatigue', { n: c.fatigue }) : null }));
  else top.appendChild(backCard('combat down', 'combat', t('tip-combat-card-hidden'), t('badge-not-revealed')));
  if (c.battle) {
    const b = c.battle;
    top.appendChild(h('div', { class: 'battle' },
      h('div', null, h('b', null, stepName(b.step)), ' ', t('battle-in'), ' ', seatChip(ctx, b.seat), ' ', t('battle-target', { pos: b.target ? posText(b.target) : '?' })),
      h('div', { class: 'small' }, t('battle-traps-left', { n: b.n_traps_left ?? 0 }), b.effects && b.effects.length ? ` · ${t('battle-spells')} ${b.effects.map((e) => tOpt(`card-${e}`) || e).join(', ')}` : '',
        b.no_conquest ? ` · ${t('battle-no-conquest')}` : '', b.no_heal ? ` · ${t('battle-no-healing')}` : '', b.no_spell ? ` · ${t('battle-no-spell')}` : ''),
      (b.to_attack || []).length ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, t('battle-to-attack'), ' '), b.to_attack.map((m) => card(m, { kind: 'monster' }))) : null,
      b.aiming ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, t('battle-aiming'), ' '), card(b.aiming, { kind: 'trap' })) : null,
      b.second_hit ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, t('battle-second-hit'), ' '), card(b.second_hit, { kind: 'monster' })) : null,
      (b.poisoned || []).length ? h('div', { class: 'small' }, t('battle-poisoned'), ' ', b.poisoned.map((a) => cardName(a)).join(', ')) : null));
  }
  sec.appendChild(top);
  const plans = h('div', { class: 'plans' });
  for (const s of c.seats || []) {
    // A training game's other seat is an empty dungeon with no combat of its own.
    if (v.training && s.seat !== 0) continue;
    const mine = s.seat === ctx.seat;
    plans.appendChild(h('div', { class: 'plan' + (mine ? ' mine' : ''), style: { '--c': SEAT_COLOURS[s.seat] } },
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
        : Array.from({ length: s.n_traps || 0 }, () => backCard('trap back', 'trap', t('tip-planned-trap'))))));
  }
  sec.appendChild(plans);
  const extra = Object.keys(c).filter((k) => !COMBAT_KNOWN.has(k));
  for (const k of extra) sec.appendChild(h('div', null, h('b', null, humanize(k) + ': '), summarize(c[k])));
  return sec;
}

function renderDummies(v, ctx, cmds, pick) {
  const sec = h('section', { class: 'dummies panel' }, h('h3', null, t('dl-dummies')));
  for (const d of v.dummies) {
    const row = h('div', { class: 'dummy' }, h('span', { class: 'dot', style: { background: DUMMY_COLOUR } }),
      h('b', null, t('dummy-n', { n: d.dummy + 1 })),
      d.handler !== null && d.handler !== undefined ? h('span', { class: 'muted' }, ' ', t('dummy-handled-by'), ' ', seatChip(ctx, d.handler)) : null,
      h('span', { class: 'muted small' }, ` · ${t('dummy-deck', { n: d.n_deck })}`));
    const cards = h('div', { class: 'order-row' });
    for (const a of d.inaccessible || []) cards.appendChild(orderCard(a, { cls: 'inaccessible', tip: t('tip-inaccessible') }));
    for (const a of d.revealed || []) cards.appendChild(orderCard(a, { cls: 'up', badge: t('badge-revealed') }));
    for (const a of d.hand || []) {
      const ch = cmds.filter((c) => c.type === 'choose_dummy_order' && c.action === a);
      cards.appendChild(orderCard(a, {
        cls: 'dummy-hand' + (ch.length ? ' legal' : '') + (d.chosen === a ? ' chosen' : ''),
        badge: d.chosen === a ? t('badge-your-pick') : t('badge-option'), onclick: ch.length ? () => pick(ch) : null,
      }));
    }
    if (d.has_chosen && !d.chosen) cards.appendChild(h('span', { class: 'muted small' }, ' ', t('dummy-picked')));
    row.appendChild(cards);
    sec.appendChild(row);
  }
  return sec;
}

export function renderResult(result, ctx) {
  // A training game's end compares the trainee's combat with the book's, not score sheets.
  if (result && result.training) return trainingPanel(result.training);
  const sec = h('section', { class: 'panel result' }, h('h3', null, t('result-title')));
  const sheets = result.sheets || [];
  if (sheets.length) {
    const cols = ['monsters', 'prisoners', 'rooms', 'conquered', 'dead_letters', 'scoring_rooms', 'titles', 'hall_of_fame', 'total'];
    // One column per player, one row per score line: fits a phone with four players.
    const win = (seat) => (result.winners || []).includes(seat);
    const table = h('table', { class: 'score' },
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t('result-player'))),
        sheets.map((s) => h('th', { scope: 'col', class: 'score-seat' + (win(s.seat) ? ' winner' : ''), 'data-seat': s.seat },
          win(s.seat) ? icon('crown', t('result-winner')) : null, seatChip(ctx, s.seat))))),
      h('tbody', null, cols.map((c) => h('tr', { class: c === 'total' ? 'total' : '' }, h('th', { scope: 'row' }, t(`score-${dash(c)}`)),
        sheets.map((s) => h('td', { class: (c === 'total' ? 'total' : '') + (win(s.seat) ? ' winner' : '') }, String(s[c] ?? 0)))))));
    sec.appendChild(table);
  }
  if ((result.titles || []).length) {
    sec.appendChild(h('div', { class: 'titles' }, h('h4', null, t('result-titles')),
      h('ul', null, result.titles.map((x) => h('li', null, `${titleName(x.title)}: `, x.seats.map((s) => seatChip(ctx, s)), ` (+${x.points})`)))));
  }
  if ((result.ranking || []).length) {
    sec.appendChild(h('div', { class: 'ranking' }, t('result-ranking'), ' ', result.ranking.map((group, i) =>
      h('span', null, `${i + 1}. `, group.map((s) => seatChip(ctx, s)), ' '))));
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
