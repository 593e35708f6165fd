// The Dungeon Lords table, drawn from one viewer's view. Every clickable choice comes from
// view.prompt.legal_commands; the board only highlights and groups them.
import {
  h, SEAT_COLOURS, SEAT_COLOUR_NAMES, DUMMY_COLOUR, ACTIONS, ACTION_ICONS, actionName, humanize, samePos,
} from './util.js';
import { describeCommand } from './commands.js';
import { summarize } from './generic.js';
import { ACTION_SLOTS } from './cards.js';

const SEASONS = ['winter', 'spring', 'summer', 'autumn'];
const PHASES = [
  ['initial_orders', 'Initial orders'], ['orders', 'Orders'], ['execute', 'Actions'],
  ['production', 'Production'], ['payday', 'Payday'], ['taxes', 'Taxes'],
  ['special_event', 'Special event'], ['combat', 'Combat'], ['finished', 'Game over'],
];
const EVENT_NAMES = { payday: 'Payday', taxes: 'Taxes', special_event: 'Special Event' };
const EVENT_DEFS = { payday: 'payday', taxes: 'taxes', special_event: 'special-event' };
const ROWS = 4;
const COLS = 5;
const ENTRANCE_COL = 2;
const KNOWN_VIEW_KEYS = new Set(['game', 'viewer', 'n_players', 'variant', 'special_events', 'simultaneous',
  'year', 'season', 'phase', 'resolving', 'starting_player', 'turn_order', 'players', 'dummies', 'dummy_evil',
  'slots', 'inn', 'shop', 'next_adventurers', 'events', 'special_event', 'paladin', 'paladin_at', 'stacks',
  'discarded_monsters', 'discarded_rooms', 'distant_adventurers', 'combat', 'prompt', 'waiting_for', 'result']);

const num = (s) => Number(String(s).replace(/^[a-z]+/, ''));

function card(c, opts = {}) {
  if (!c) return null;
  const cls = ['card', opts.kind || kindOf(c.id), opts.cls].filter(Boolean).join(' ');
  return h('div', { class: cls, 'data-def': c.def, 'data-name': c.name, 'data-card': c.id, onclick: opts.onclick },
    h('span', { class: 'card-name' }, c.name), opts.badge ? h('span', { class: 'badge' }, opts.badge) : null);
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

function seatName(ctx, s) {
  const n = ctx.names && ctx.names[s];
  return n || `Seat ${s + 1}`;
}

function seatChip(ctx, s) {
  return h('span', { class: 'seat-chip', style: { '--c': SEAT_COLOURS[s] } }, seatName(ctx, s));
}

/** Renders the whole table into `root`. */
export function renderDungeonLords(root, ctx) {
  const v = ctx.view;
  const cmds = (v.prompt && v.prompt.legal_commands) || [];
  const ui = ctx.ui;
  // Drop a selection that no longer matches a legal command.
  if (ui.buildRoom !== undefined && !cmds.some((c) => c.type === 'build' && c.room === ui.buildRoom)) ui.buildRoom = undefined;
  if (!cmds.some((c) => c.type === 'choose_inaccessible')) ui.inaccFirst = undefined;
  if (ui.choices && !ui.choices.every((c) => cmds.some((x) => JSON.stringify(x) === JSON.stringify(c)))) ui.choices = null;

  const pick = (list) => {
    if (list.length === 1) { ui.choices = null; ctx.send(list[0]); }
    else if (list.length > 1) { ui.choices = list; ctx.rerender(); }
  };

  root.appendChild(renderCentral(v, ctx, cmds, pick));
  if (v.combat && Object.keys(v.combat).length) root.appendChild(renderCombat(v, ctx, cmds, pick));
  const players = h('section', { class: 'players' });
  const order = v.players.map((p) => p.seat);
  // Your own dungeon first.
  if (ctx.seat !== null && ctx.seat !== undefined) order.sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
  for (const s of order) players.appendChild(renderPlayer(v, v.players[s], ctx, cmds, pick));
  root.appendChild(players);
  if ((v.dummies || []).length) root.appendChild(renderDummies(v, ctx, cmds, pick));
  const unknown = Object.keys(v).filter((k) => !KNOWN_VIEW_KEYS.has(k));
  if (unknown.length) {
    const box = h('section', { class: 'panel unknown' }, h('h3', null, 'Other'));
    for (const k of unknown) box.appendChild(h('div', null, h('b', null, humanize(k) + ': '), summarize(v[k])));
    root.appendChild(box);
  }
  if (v.result) root.appendChild(renderResult(v.result, ctx));
}

/** The decision panel: prompt text, pending multi-choices and every legal command as a button. */
export function renderPrompt(root, ctx) {
  const v = ctx.view;
  const ui = ctx.ui;
  const p = v && v.prompt;
  const waiting = (v && v.waiting_for) || [];
  const box = h('div', { class: 'prompt' + (p ? ' active' : '') });
  if (p) {
    box.appendChild(h('div', { class: 'prompt-title' }, 'Your decision', h('span', { class: 'decision' }, humanize(p.decision))));
    box.appendChild(h('div', { class: 'prompt-text' }, p.text || ''));
  } else if (v && (v.result || v.phase === 'finished' || (v.phase && v.phase.kind === 'game_over'))) {
    box.appendChild(h('div', { class: 'prompt-title' }, 'The game is over.'));
  } else {
    box.appendChild(h('div', { class: 'prompt-title' }, waiting.length ? 'Waiting for ' : 'Waiting…',
      waiting.map((s) => seatChip(ctx, s))));
  }
  if (ui.lastError) {
    box.appendChild(h('div', { class: 'rejected', role: 'alert' }, h('b', null, 'Refused: '), ui.lastError.message,
      ui.lastError.rule && !String(ui.lastError.message || '').includes(ui.lastError.rule) ? h('span', { class: 'rule' }, ` (rule ${ui.lastError.rule})`) : null,
      h('button', { class: 'link', onclick: () => { ui.lastError = null; ctx.rerender(); } }, 'dismiss')));
  }
  if (p) {
    const cmds = p.legal_commands || [];
    if (ui.choices && ui.choices.length) {
      const ch = h('div', { class: 'choices' }, h('div', { class: 'muted' }, 'Choose one:'));
      for (const c of ui.choices) {
        ch.appendChild(h('button', { class: 'cmd choice', 'data-cmd': JSON.stringify(c), onclick: () => { ui.choices = null; ctx.send(c); } },
          describeCommand(c, v, ctx.seat)));
      }
      ch.appendChild(h('button', { class: 'link', onclick: () => { ui.choices = null; ctx.rerender(); } }, 'cancel'));
      box.appendChild(ch);
    }
    if (ui.buildRoom !== undefined) {
      box.appendChild(h('div', { class: 'hint' }, 'Now click a highlighted tunnel in your dungeon to build the room. ',
        h('button', { class: 'link', onclick: () => { ui.buildRoom = undefined; ctx.rerender(); } }, 'cancel')));
    }
    const hint = boardHint(cmds);
    if (hint) box.appendChild(h('div', { class: 'hint' }, hint));
    const list = h('div', { class: 'cmd-list' });
    for (const c of cmds) {
      list.appendChild(h('button', { class: 'cmd', 'data-cmd': JSON.stringify(c), 'data-type': c.type, onclick: () => ctx.send(c) },
        describeCommand(c, v, ctx.seat)));
    }
    const many = cmds.length > 8;
    box.appendChild(many ? h('details', { class: 'all-cmds' }, h('summary', null, `All ${cmds.length} choices as buttons`), list) : list);
  }
  root.appendChild(box);
}

function boardHint(cmds) {
  const types = new Set(cmds.map((c) => c.type));
  if (types.has('choose_inaccessible')) return 'Click two of the highlighted order cards to make them inaccessible (or use a button below).';
  if (types.has('choose_order')) return 'Click an order card in your hand (highlighted) to place it on your next order slot.';
  if (types.has('dig')) return 'Click a highlighted square of your dungeon to dig a tunnel there.';
  if (types.has('mine')) return 'Click a highlighted tunnel to put an imp to mine gold there.';
  if (types.has('build')) return 'Click a room in the room shop, then a highlighted tunnel.';
  if (types.has('hire')) return 'Click a monster in the Underground Inn to hire it.';
  if (types.has('use_room')) return 'Click a highlighted room in your dungeon to use it, or a played order card to take it back.';
  if (types.has('perform_and_spy')) return 'Click a face-down combat card in the city to spy on it.';
  return null;
}

function renderCentral(v, ctx, cmds, pick) {
  const sec = h('section', { class: 'central panel' });
  // Track: year, seasons, phase.
  const track = h('div', { class: 'track' });
  track.appendChild(h('span', { class: 'year' }, `Year ${v.year}`));
  for (const s of SEASONS) track.appendChild(h('span', { class: 'season' + (v.season === s ? ' now' : '') }, humanize(s)));
  track.appendChild(h('span', { class: 'season combat-step' + (v.phase === 'combat' ? ' now' : '') }, 'Combat'));
  track.appendChild(h('span', { class: 'sep' }, '·'));
  const phaseName = (PHASES.find(([k]) => k === v.phase) || [v.phase, humanize(v.phase)])[1];
  track.appendChild(h('span', { class: 'phase' }, phaseName,
    v.resolving ? ` — ${actionName(v.resolving[0])} slot ${v.resolving[1]}` : ''));
  track.appendChild(h('span', { class: 'variant muted' },
    `${v.variant === 'first_game' ? 'First game' : 'Full game'}${v.special_events ? ', special events' : ''}${v.simultaneous ? ', simultaneous planning' : ''}`));
  sec.appendChild(track);
  if ((v.turn_order || []).length) {
    sec.appendChild(h('div', { class: 'turn-order small' }, h('span', { class: 'muted' }, 'Turn order: '),
      v.turn_order.map((s, i) => [i ? ' → ' : '', seatChip(ctx, s)])));
  }

  sec.appendChild(renderEvilometer(v, ctx));

  const main = h('div', { class: 'board-main' });
  // Action spaces: two rows of four, board order.
  const spaces = h('div', { class: 'spaces' });
  ACTIONS.forEach((a, i) => {
    const slots = (v.slots && v.slots[i]) || [null, null, null];
    const reverse = a === 'hire_monster' || a === 'build_room';
    const resolvingHere = v.resolving && v.resolving[0] === a;
    const sp = h('div', { class: 'space' + (resolvingHere ? ' resolving' : ''), 'data-action': a },
      h('div', { class: 'space-name' }, h('span', { class: 'icon' }, ACTION_ICONS[a]), actionName(a),
        reverse ? h('span', { class: 'rev', 'data-tip': 'Slots resolve 3, 2, 1' }, '↺') : null));
    const row = h('div', { class: 'slots' });
    slots.forEach((m, j) => {
      const isNow = resolvingHere && v.resolving[1] === j + 1;
      let colour = null;
      let label = '';
      if (m && m.kind === 'player') { colour = SEAT_COLOURS[m.seat]; label = seatName(ctx, m.seat); }
      if (m && m.kind === 'dummy') { colour = DUMMY_COLOUR; label = `Dummy ${m.dummy + 1}`; }
      const what = (ACTION_SLOTS[a] || [])[j];
      row.appendChild(h('div', { class: 'slot' + (isNow ? ' now' : '') + (m ? ' taken' : ''), 'data-tip': `${m ? `${label} on slot ${j + 1}` : `Slot ${j + 1}: free`}${what ? ` — ${what}` : ''}`.replace(/\bfree → /, 'free: ') },
        h('span', { class: 'slot-no' }, String(j + 1)),
        m ? h('span', { class: 'minion', style: { background: colour } }) : null));
    });
    sp.appendChild(row);
    spaces.appendChild(sp);
  });
  main.appendChild(spaces);

  // Offers.
  const offers = h('div', { class: 'offers' });
  const inn = h('div', { class: 'offer inn' }, h('h4', null, 'Underground Inn'));
  const innRow = h('div', { class: 'cards' });
  for (const c of v.inn || []) {
    const hires = cmds.filter((x) => x.type === 'hire' && x.monster === num(c.id));
    innRow.appendChild(card(c, { cls: hires.length ? 'legal' : '', onclick: hires.length ? () => pick(hires) : null }));
  }
  if (!(v.inn || []).length) innRow.appendChild(h('span', { class: 'muted' }, 'empty'));
  inn.appendChild(innRow);
  offers.appendChild(inn);

  const shop = h('div', { class: 'offer shop' }, h('h4', null, 'Room shop'));
  const shopRow = h('div', { class: 'cards' });
  for (const c of v.shop || []) {
    const builds = cmds.filter((x) => x.type === 'build' && x.room === num(c.id));
    const selected = ctx.ui.buildRoom === num(c.id);
    shopRow.appendChild(card(c, {
      cls: (builds.length ? 'legal' : '') + (selected ? ' selected' : ''),
      onclick: builds.length ? () => { ctx.ui.buildRoom = selected ? undefined : num(c.id); ctx.ui.choices = null; ctx.rerender(); } : null,
    }));
  }
  if (!(v.shop || []).length) shopRow.appendChild(h('span', { class: 'muted' }, 'empty'));
  shop.appendChild(shopRow);
  offers.appendChild(shop);

  const adv = h('div', { class: 'offer adventurers' }, h('h4', null, 'Next adventurers'));
  const advRow = h('div', { class: 'cards' });
  for (const c of v.next_adventurers || []) advRow.appendChild(card(c));
  if (!(v.next_adventurers || []).length) advRow.appendChild(h('span', { class: 'muted' }, 'none'));
  adv.appendChild(advRow);
  offers.appendChild(adv);

  // Events, special event, paladin, city.
  const ev = h('div', { class: 'offer events' }, h('h4', null, 'Event tiles'));
  const evRow = h('div', { class: 'cards' });
  ['Spring', 'Summer', 'Autumn'].forEach((s, i) => {
    const e = (v.events || [])[i];
    evRow.appendChild(e
      ? h('div', { class: 'card event up', 'data-def': EVENT_DEFS[e] || e, 'data-name': EVENT_NAMES[e] || humanize(e) },
        h('span', { class: 'card-name' }, EVENT_NAMES[e] || humanize(e)), h('span', { class: 'badge' }, s))
      : h('div', { class: 'card event down', 'data-tip': `${s} event tile, face down` }, h('span', { class: 'card-name' }, '?'), h('span', { class: 'badge' }, s)));
  });
  ev.appendChild(evRow);
  if (v.special_event) ev.appendChild(h('div', { class: 'cards' }, card(v.special_event, { kind: 'special' })));
  offers.appendChild(ev);

  const pal = h('div', { class: 'offer paladin' }, h('h4', null, 'Paladin'));
  const at = v.paladin_at || {};
  const where = at.at === 'tent' ? 'in the tent'
    : at.at === 'party' ? `hunting ${seatName(ctx, at.seat)}`
      : at.at === 'prison' ? `in ${seatName(ctx, at.seat)}'s prison` : 'gone';
  pal.appendChild(h('div', { class: 'cards' }, card(v.paladin, { kind: 'adventurer paladin-card', badge: where })));
  offers.appendChild(pal);

  const city = h('div', { class: 'offer city' }, h('h4', null, 'City (combat cards)'));
  const cityRow = h('div', { class: 'cards' });
  const nCity = (v.stacks && v.stacks.city) || 0;
  const mySpied = ctx.seat !== null && v.players[ctx.seat] && v.players[ctx.seat].spied || [];
  for (let i = 0; i < nCity; i++) {
    const spies = cmds.filter((x) => x.type === 'perform_and_spy' && x.card === i);
    const known = mySpied.find((s) => s.index === i);
    cityRow.appendChild(known
      ? card(known.card, { kind: 'combat', badge: `round ${i + 1} · spied`, cls: spies.length ? 'legal' : '', onclick: spies.length ? () => pick(spies) : null })
      : h('div', { class: 'card combat down' + (spies.length ? ' legal' : ''), 'data-tip': `Combat round ${i + 1}, face down`, onclick: spies.length ? () => pick(spies) : null },
        h('span', { class: 'card-name' }, '⚔'), h('span', { class: 'badge' }, `round ${i + 1}`)));
  }
  city.appendChild(cityRow);
  offers.appendChild(city);

  const st = v.stacks || {};
  offers.appendChild(h('div', { class: 'offer stacks' }, h('h4', null, 'Stacks'),
    h('div', { class: 'small' }, `Monsters ${st.monsters ?? '?'} · Rooms ${st.rooms ?? '?'} · Adventurers ${st.adventurers ?? '?'} · Traps ${st.traps ?? '?'} (discard ${st.trap_discard ?? 0})`),
    (v.distant_adventurers || []).length ? h('div', { class: 'small' }, 'Distant Lands: ', v.distant_adventurers.map((c) => c.name).join(', ')) : null));
  main.appendChild(offers);
  sec.appendChild(main);
  return sec;
}

function renderEvilometer(v, ctx) {
  const evm = h('div', { class: 'evilometer', 'aria-label': 'Evilometer' });
  evm.appendChild(h('span', { class: 'evm-label' }, 'Evilometer'));
  for (let i = 1; i <= 15; i++) {
    const markers = [];
    v.players.forEach((p) => { if (p.evil === i) markers.push(h('span', { class: 'evil-marker', style: { background: SEAT_COLOURS[p.seat] }, 'data-tip': `${seatName(ctx, p.seat)}: evil ${p.evil}` })); });
    if (v.dummy_evil === i) markers.push(h('span', { class: 'evil-marker', style: { background: DUMMY_COLOUR }, 'data-tip': `Dummy: evil ${i}` }));
    const cls = ['evm-cell', i === 10 ? 'paladin-space' : '', i === 15 ? 'absolute' : '', i === 5 ? 'start' : ''].join(' ');
    const tip = i === 10 ? 'Space 10: the paladin space' : i === 15 ? 'Space 15: Absolute Evil' : i === 5 ? 'Space 5: start' : `Space ${i}`;
    evm.appendChild(h('div', { class: cls, 'data-tip': tip }, h('span', { class: 'evm-no' }, i === 10 ? '10 ⚜' : String(i)), h('div', { class: 'evm-markers' }, markers)));
  }
  return evm;
}

function orderCard(a, opts = {}) {
  const slots = a && ACTION_SLOTS[a] ? ACTION_SLOTS[a].map((t, i) => `${i + 1}: ${t}`).join(' | ') : '';
  return h('div', {
    class: ['order', opts.cls].filter(Boolean).join(' '), 'data-action': a || '', onclick: opts.onclick,
    'data-tip': [a ? actionName(a) : '', opts.tip, slots].filter(Boolean).join(' — '),
  }, a ? [h('span', { class: 'icon' }, ACTION_ICONS[a] || ''), h('span', { class: 'order-name' }, actionName(a))]
    : h('span', { class: 'order-name' }, '?'), opts.badge ? h('span', { class: 'badge' }, opts.badge) : null);
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
    h('span', { class: 'muted' }, ` ${SEAT_COLOUR_NAMES[p.seat]}`),
    mine ? h('span', { class: 'tag you' }, 'you') : null,
    v.starting_player === p.seat ? h('span', { class: 'tag', 'data-tip': 'Starting player' }, '☺ first') : null,
    presence ? h('span', { class: 'tag ' + (presence.connected ? 'online' : 'offline') }, presence.connected ? 'online' : 'offline') : null,
    deciding ? h('span', { class: 'tag deciding' }, 'deciding…') : null));

  const R = (label, value, tip, cls) => h('span', { class: cls || '', 'data-tip': tip }, h('span', { class: 'rl' }, label), value);
  const res = h('div', { class: 'resources' },
    R('Evil', p.evil, 'Evilometer space'),
    R('Food', p.food, 'Food in the pantry'),
    R('Gold', p.gold, 'Gold in the treasury'),
    R('Imps', `${p.imps - p.busy_imps}/${p.imps}`, `Imps: ${p.imps} owned, ${p.busy_imps} busy this season`),
    p.trolls ? R('Trolls', `${p.trolls - p.busy_trolls}/${p.trolls}`, 'Troll tokens free/owned') : null,
    R('Minions', p.minions_home, 'Minions in the office'),
    p.foreman ? R('Foreman', '⛑', 'A foreman stands at the entrance') : null,
    R('Dead letters', p.dead_letters, 'Dead letters (−3 points each)', p.dead_letters ? 'bad' : ''));
  panel.appendChild(res);

  // Orders.
  const orders = h('div', { class: 'orders' });
  const handRow = h('div', { class: 'order-row' }, h('span', { class: 'label' }, 'Hand'));
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
        cls: 'legal' + (sel ? ' selected' : ''), badge: sel ? 'inaccessible?' : null,
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
  for (const a of p.inaccessible || []) handRow.appendChild(orderCard(a, { cls: 'inaccessible', tip: 'Inaccessible this season' }));
  orders.appendChild(handRow);
  const playRow = h('div', { class: 'order-row' }, h('span', { class: 'label' }, 'Played'));
  for (let i = 0; i < 3; i++) {
    const o = (p.played || [])[i];
    if (!o) {
      if (mine && chosen[i]) {
        // Your own chosen order: face down on the table, known only to you.
        playRow.appendChild(orderCard(chosen[i], { cls: 'own-secret', badge: `#${i + 1} · secret`, tip: 'Chosen, face down: only you know it' }));
        continue;
      }
      const pending = !mine && i < p.n_orders_chosen;
      playRow.appendChild(h('div', { class: 'order empty' + (pending ? ' facedown' : '') }, h('span', { class: 'order-name' }, pending ? 'chosen' : `${i + 1}`)));
      continue;
    }
    const rets = cmds.filter((c) => c.type === 'retrieve' && c.action === o.action);
    playRow.appendChild(orderCard(o.action, {
      cls: (o.revealed ? 'up' : 'facedown') + (rets.length ? ' legal' : ''),
      badge: o.minion_on_card ? '♟' : (!o.revealed ? 'hidden' : null),
      tip: o.minion_on_card ? 'Minion stands on this card' : null,
      onclick: rets.length ? () => pick(rets) : null,
    }));
  }
  if (p.n_orders_chosen && !(p.played || []).length) playRow.appendChild(h('span', { class: 'muted small' }, ` ${p.n_orders_chosen}/3 chosen`));
  orders.appendChild(playRow);
  panel.appendChild(orders);

  const body = h('div', { class: 'player-body' });
  body.appendChild(renderDungeon(v, p, ctx, cmds, pick, mine));
  const side = h('div', { class: 'player-side' });

  // Lair.
  const lair = h('div', { class: 'lair' }, h('h5', null, 'Monster lair'));
  const lairRow = h('div', { class: 'cards' });
  for (const m of p.monsters || []) {
    const id = num(m.id);
    const ms = cmds.filter((c) => c.monster === id && c.type !== 'hire' && mine);
    lairRow.appendChild(card(m, {
      kind: 'monster', cls: (m.knocked_out ? 'knocked' : '') + (m.on_strike ? ' strike' : '') + (ms.length ? ' legal' : ''),
      badge: m.knocked_out ? 'knocked out' : m.on_strike ? 'on strike' : null,
      onclick: ms.length ? () => pick(ms) : null,
    }));
  }
  if (!(p.monsters || []).length) lairRow.appendChild(h('span', { class: 'muted small' }, 'no monsters'));
  lair.appendChild(lairRow);
  side.appendChild(lair);

  // Traps.
  const traps = h('div', { class: 'traps' + (mine ? ' my-traps' : '') }, h('h5', null, `Traps (${p.n_traps})`));
  const trapRow = h('div', { class: 'cards' });
  if (p.traps) {
    for (const t of p.traps) {
      const ds = cmds.filter((c) => ['discard_trap', 'plan_trap', 'use_trap'].includes(c.type) && `t${c.trap}` === t.id);
      trapRow.appendChild(card(t, { kind: 'trap', cls: ds.length ? 'legal' : '', onclick: ds.length ? () => pick(ds) : null }));
    }
  } else {
    for (let i = 0; i < p.n_traps; i++) trapRow.appendChild(h('div', { class: 'card trap back', 'data-tip': 'A trap card (face down)' }, h('span', { class: 'card-name' }, '🪤')));
  }
  if (!p.n_traps) trapRow.appendChild(h('span', { class: 'muted small' }, 'none'));
  traps.appendChild(trapRow);
  side.appendChild(traps);

  // Prison.
  const prison = h('div', { class: 'prison' }, h('h5', null, 'Prison'));
  const prRow = h('div', { class: 'cards' });
  for (const a of p.prison || []) {
    const rs = mine ? cmds.filter((c) => c.type === 'release_prisoner' && `a${c.adventurer}` === a.id) : [];
    prRow.appendChild(card(a, { kind: 'adventurer', cls: rs.length ? 'legal' : '', onclick: rs.length ? () => pick(rs) : null }));
  }
  if (!(p.prison || []).length) prRow.appendChild(h('span', { class: 'muted small' }, 'empty'));
  prison.appendChild(prRow);
  side.appendChild(prison);

  if (p.spied && p.spied.length) {
    side.appendChild(h('div', { class: 'spied' }, h('h5', null, mine ? 'Spied combat cards (only you)' : 'Spied combat cards'),
      h('div', { class: 'cards' }, p.spied.map((s) => card(s.card, { kind: 'combat', badge: `round ${s.index + 1}` })))));
  }
  body.appendChild(side);
  panel.appendChild(body);
  return panel;
}

function renderDungeon(v, p, ctx, cmds, pick, mine) {
  const wrap = h('div', { class: 'dungeon-wrap' });
  // Party queue at the entrance, front first.
  const party = h('div', { class: 'party' }, h('span', { class: 'label' }, 'Party'));
  if ((p.party || []).length) {
    p.party.forEach((a, i) => {
      const advId = a.id === 'illusion' ? 65535 : num(a.id);
      const at = mine ? cmds.filter((c) => (c.type === 'aim_trap' && c.adventurer === advId) || (c.type === 'attack' && c.target === advId)) : [];
      party.appendChild(card(a, {
        kind: 'adventurer' + (a.id && a.def && a.def.startsWith('paladin') ? ' paladin-card' : ''),
        badge: `${a.hp - a.damage}/${a.hp} hp${i === 0 ? ' · front' : ''}`,
        cls: (a.damage ? 'damaged' : '') + (at.length ? ' legal' : ''),
        onclick: at.length ? () => pick(at) : null,
      }));
    });
  } else party.appendChild(h('span', { class: 'muted small' }, 'no adventurers'));
  wrap.appendChild(party);

  const grid = h('div', { class: 'dungeon', 'data-seat': p.seat });
  const tiles = new Map((p.dungeon || []).map((t) => [`${t.pos.row},${t.pos.col}`, t]));
  const uses = new Map((p.room_uses || []).map(([pos, n]) => [`${pos.row},${pos.col}`, n]));
  const buildRoom = ctx.ui.buildRoom;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const pos = { row: r, col: c };
      const t = tiles.get(`${r},${c}`);
      const here = mine ? cmds.filter((x) => {
        if (x.type === 'build') return buildRoom !== undefined && x.room === buildRoom && samePos(x.pos, pos);
        if (x.type === 'use_room') return samePos(x.pos, pos);
        return ['dig', 'mine', 'collapse', 'choose_target'].includes(x.type) && samePos(x.pos, pos);
      }) : [];
      const cls = ['cell', t ? t.kind : 'empty', t && t.conquered ? 'conquered' : '', here.length ? 'legal' : '',
        r === 0 && c === ENTRANCE_COL ? 'entrance' : ''].filter(Boolean).join(' ');
      const attrs = { class: cls, 'data-pos': `${r},${c}`, onclick: here.length ? () => pick(here) : null };
      if (t && t.room) { attrs['data-def'] = t.room.def; attrs['data-name'] = t.room.name; }
      else attrs['data-tip'] = t ? `${t.conquered ? 'Conquered tunnel' : 'Tunnel'} (row ${r + 1}, column ${c + 1})` : `Empty square (row ${r + 1}, column ${c + 1})`;
      const cell = h('div', attrs);
      if (t && t.room) cell.appendChild(h('span', { class: 'room-name' }, t.room.name));
      else if (t) cell.appendChild(h('span', { class: 'tunnel-mark' }, t.conquered ? '✗' : ''));
      if (t && t.imps) cell.appendChild(h('span', { class: 'imps', 'data-tip': `${t.imps} imp(s) working here` }, `👺${t.imps}`));
      const u = uses.get(`${r},${c}`);
      if (u) cell.appendChild(h('span', { class: 'uses' }, `used ${u}×`));
      if (here.length) cell.appendChild(h('span', { class: 'legal-mark' }, here[0].type === 'dig' ? '⛏' : here[0].type === 'mine' ? '🪙' : here[0].type === 'build' ? '🏛' : '▶'));
      grid.appendChild(cell);
    }
  }
  wrap.appendChild(h('div', { class: 'entrance-arrow', style: { gridColumn: ENTRANCE_COL + 1 } }, '▼ entrance'));
  wrap.appendChild(grid);
  return wrap;
}

const COMBAT_KNOWN = new Set(['round', 'stage', 'card', 'fatigue', 'seats', 'battle']);
const STEP_NAMES = { trap: 'Trap step', fast_spell: 'Fast-spell step', monsters: 'Monster step', slow_spell: 'Slow-spell step', heal: 'Healing step', conquest: 'Fatigue and conquest', end_of_battle: 'End of battle', over: 'Battle over' };

function renderCombat(v, ctx, cmds, pick) {
  const c = v.combat;
  const sec = h('section', { class: 'panel combat' });
  sec.appendChild(h('h3', null, `Combat — round ${c.round ?? '?'} of 4`, c.stage ? h('span', { class: 'muted small' }, ` · ${humanize(c.stage)}`) : null));
  const top = h('div', { class: 'inline' });
  if (c.card) top.appendChild(card(c.card, { kind: 'combat', badge: c.fatigue !== undefined && c.fatigue !== null ? `fatigue ${c.fatigue}` : null }));
  else top.appendChild(h('div', { class: 'card combat down', 'data-tip': 'This round\'s combat card, face down until the reveal' }, h('span', { class: 'card-name' }, '⚔'), h('span', { class: 'badge' }, 'not revealed')));
  if (c.battle) {
    const b = c.battle;
    top.appendChild(h('div', { class: 'battle' },
      h('div', null, h('b', null, STEP_NAMES[b.step] || humanize(b.step)), ' in ', seatChip(ctx, b.seat), `'s dungeon, target ${b.target ? `row ${b.target.row + 1}, column ${b.target.col + 1}` : '?'}`),
      h('div', { class: 'small' }, `${b.n_traps_left ?? 0} trap(s) still face down`, b.effects && b.effects.length ? ` · spells: ${b.effects.join(', ')}` : '',
        b.no_conquest ? ' · no conquest' : '', b.no_heal ? ' · no healing' : '', b.no_spell ? ' · no spell' : ''),
      (b.to_attack || []).length ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, 'Still to attack: '), b.to_attack.map((m) => card(m, { kind: 'monster' }))) : null,
      b.aiming ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, 'Aiming: '), card(b.aiming, { kind: 'trap' })) : null,
      b.second_hit ? h('div', { class: 'cards' }, h('span', { class: 'muted small' }, 'Second hit owed: '), card(b.second_hit, { kind: 'monster' })) : null,
      (b.poisoned || []).length ? h('div', { class: 'small' }, 'Poisoned: ', b.poisoned.map((a) => a.name).join(', ')) : null));
  }
  sec.appendChild(top);
  const plans = h('div', { class: 'plans' });
  for (const s of c.seats || []) {
    const mine = s.seat === ctx.seat;
    plans.appendChild(h('div', { class: 'plan' + (mine ? ' mine' : ''), style: { '--c': SEAT_COLOURS[s.seat] } },
      h('div', null, seatChip(ctx, s.seat), s.ended ? h('span', { class: 'tag' }, 'combat over') : s.planned ? h('span', { class: 'tag' }, 'planned') : h('span', { class: 'tag' }, 'planning')),
      h('div', { class: 'small' }, s.target ? `Target: row ${s.target.row + 1}, column ${s.target.col + 1}` : 'Target: —', s.bait ? ` · bait ${s.bait} gold` : ''),
      h('div', { class: 'cards' }, (s.monsters || []).map((m) => {
        const ms = mine ? cmds.filter((x) => x.monster === num(m.id) && x.type !== 'hire') : [];
        return card(m, { kind: 'monster', cls: ms.length ? 'legal' : '', onclick: ms.length ? () => pick(ms) : null });
      }),
      s.traps ? s.traps.map((t) => {
        const ts = mine ? cmds.filter((x) => ['use_trap', 'plan_trap'].includes(x.type) && `t${x.trap}` === t.id) : [];
        return card(t, { kind: 'trap', cls: ts.length ? 'legal' : '', onclick: ts.length ? () => pick(ts) : null });
      })
        : Array.from({ length: s.n_traps || 0 }, () => h('div', { class: 'card trap back', 'data-tip': 'A planned trap (face down)' }, h('span', { class: 'card-name' }, '🪤'))))));
  }
  sec.appendChild(plans);
  const extra = Object.keys(c).filter((k) => !COMBAT_KNOWN.has(k));
  for (const k of extra) sec.appendChild(h('div', null, h('b', null, humanize(k) + ': '), summarize(c[k])));
  return sec;
}

function renderDummies(v, ctx, cmds, pick) {
  const sec = h('section', { class: 'dummies panel' }, h('h3', null, 'Dummy colours'));
  for (const d of v.dummies) {
    const row = h('div', { class: 'dummy' }, h('span', { class: 'dot', style: { background: DUMMY_COLOUR } }),
      h('b', null, `Dummy ${d.dummy + 1}`),
      d.handler !== null && d.handler !== undefined ? h('span', { class: 'muted' }, ' handled by ', seatChip(ctx, d.handler)) : null,
      h('span', { class: 'muted small' }, ` · deck ${d.n_deck}`));
    const cards = h('div', { class: 'order-row' });
    for (const a of d.inaccessible || []) cards.appendChild(orderCard(a, { cls: 'inaccessible', tip: 'Inaccessible' }));
    for (const a of d.revealed || []) cards.appendChild(orderCard(a, { cls: 'up', badge: 'revealed' }));
    for (const a of d.hand || []) {
      const ch = cmds.filter((c) => c.type === 'choose_dummy_order' && c.action === a);
      cards.appendChild(orderCard(a, {
        cls: 'dummy-hand' + (ch.length ? ' legal' : '') + (d.chosen === a ? ' chosen' : ''),
        badge: d.chosen === a ? 'your pick' : 'option', onclick: ch.length ? () => pick(ch) : null,
      }));
    }
    if (d.has_chosen && !d.chosen) cards.appendChild(h('span', { class: 'muted small' }, ' (its handler has picked)'));
    row.appendChild(cards);
    sec.appendChild(row);
  }
  return sec;
}

export function renderResult(result, ctx) {
  const sec = h('section', { class: 'panel result' }, h('h3', null, 'Final scoring'));
  const sheets = result.sheets || [];
  if (sheets.length) {
    const cols = ['monsters', 'prisoners', 'rooms', 'conquered', 'dead_letters', 'scoring_rooms', 'titles', 'hall_of_fame', 'total'];
    const table = h('table', { class: 'score' },
      h('thead', null, h('tr', null, h('th', null, 'Player'), cols.map((c) => h('th', null, humanize(c))))),
      h('tbody', null, sheets.map((s) => h('tr', { class: (result.winners || []).includes(s.seat) ? 'winner' : '' },
        h('td', null, seatChip(ctx, s.seat), (result.winners || []).includes(s.seat) ? ' 👑' : ''),
        cols.map((c) => h('td', { class: c === 'total' ? 'total' : '' }, String(s[c] ?? 0)))))));
    sec.appendChild(table);
  }
  if ((result.titles || []).length) {
    sec.appendChild(h('div', { class: 'titles' }, h('h4', null, 'Titles'),
      h('ul', null, result.titles.map((t) => h('li', null, `${t.title}: `, t.seats.map((s) => seatChip(ctx, s)), ` (+${t.points})`)))));
  }
  if ((result.ranking || []).length) {
    sec.appendChild(h('div', { class: 'ranking' }, 'Ranking: ', result.ranking.map((group, i) =>
      h('span', null, `${i + 1}. `, group.map((s) => seatChip(ctx, s)), ' '))));
  }
  if (!sheets.length) sec.appendChild(summarize(result));
  return sec;
}
