// Game-log lines in the reader's language, and the log panel. Dungeon Lords entries carry
// `event: {kind, args}` (engine/src/dungeon_lords/state/log.rs) and are worded here with the
// message `log-<kind>` (underscores become dashes); every argument is typed by its shape, so the
// engine sends no words:
//   number or string        → itself (numbers pick plural forms, strings pick select variants)
//   {seat: n}               → the player's name
//   {def: "goblin", id}     → the printed card name (a chip that shows the card on hover/tap)
//   {action: "get_food"}    → the printed action name
//   {pos: {row, col}}       → "row 2, column 3" in the reader's language
//   {cost: {food: 1, …}}    → "1 food, …" with plural forms ({} is "nothing")
//   {hidden: "trap"}        → "a face-down trap"
//   {kind, args}            → a nested event, worded by its own `log-<kind>`
//   [ … ]                   → each item rendered, joined with ", " (nested events with "; ")
// Welcome to the Dungeon entries name their kind and facts and are worded by `wt-log-*`.
import { language, t } from './i18n.js';
import { icon } from './icons.js';
import { actionName, cardName, clear, factText, h, posText } from './util.js';

const AMOUNT_IDS = {
  food: 'amt-food', gold: 'amt-gold', evil: 'amt-evil', imps: 'amt-imps', trap_cards: 'amt-trap-cards',
  monsters: 'amt-monsters', bait: 'amt-bait',
};

/** The message id of an event kind. */
const kindId = (kind) => `log-${String(kind).replace(/_/g, '-')}`;

/**
 * One event argument as text; `names` maps seats to player names. `cards`, when given, collects
 * the cards named: each becomes a marker in the text, replaced by a chip in `logNodes`.
 */
export function logArg(v, names, cards) {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const sep = v.length && v[0] && typeof v[0] === 'object' && v[0].kind ? '; ' : ', ';
    return v.map((x) => logArg(x, names, cards)).join(sep);
  }
  if (typeof v.seat === 'number') return (names && names[v.seat]) || t('player-n', { n: v.seat + 1 });
  if (v.def !== undefined) {
    const name = cardName(v);
    if (!cards) return name;
    cards.push({ def: v.def, id: v.id, name });
    return `\u2063${cards.length - 1}\u2063`;
  }
  if (v.action) return actionName(v.action);
  if (v.pos) return posText(v.pos);
  if (v.hidden) return t('log-hidden-trap');
  if (v.cost) {
    const parts = Object.entries(v.cost).map(([k, n]) => (AMOUNT_IDS[k] ? factText([AMOUNT_IDS[k], { n }]) : `${n}`));
    return parts.length ? parts.join(', ') : t('log-nothing');
  }
  if (v.kind) return eventText(v, names, cards);
  return JSON.stringify(v);
}

/** A `{kind, args}` event as text. */
function eventText(ev, names, cards) {
  const args = {};
  for (const [k, v] of Object.entries(ev.args || {})) args[k] = logArg(v, names, cards);
  // Damage is told as the cards tell it: hit points left of the printed hit points.
  const a = ev.args || {};
  if (ev.kind === 'damage' && typeof a.hp === 'number' && typeof a.damage === 'number') args.left = Math.max(0, a.hp - a.damage);
  return t(kindId(ev.kind), args);
}

const dash = (k) => String(k ?? '').replace(/_/g, '-');
const wtMonster = (c) => (c ? t('wt-log-card', { monster: t(`wt-monster-${dash(c.monster)}`), n: c.strength }) : '');

/**
 * Welcome to the Dungeon entries name their kind and every fact (seat, cards, tile, type, hero,
 * hp, number, outcome, is_success, reason, sacrifices, chosen_by): each kind is worded here. An
 * entry from an older server without the newer facts returns null and shows the engine's text.
 */
function wttdLine(e, names) {
  const who = typeof e.seat === 'number' ? ((names && names[e.seat]) || t('player-n', { n: e.seat + 1 })) : '';
  const [c0, c1] = e.cards || [];
  switch (e.kind) {
    case 'round_started': {
      const args = { round: e.number, hero: t(`wt-hero-${dash(e.hero)}`), who };
      return typeof e.chosen_by === 'number'
        ? t('wt-log-round-started-chosen', { ...args, chooser: (names && names[e.chosen_by]) || t('player-n', { n: e.chosen_by + 1 }) })
        : t('wt-log-round-started', args);
    }
    case 'drew': return c0 ? t('wt-log-drew-card', { who, card: wtMonster(c0) }) : t('wt-log-drew', { who });
    case 'added': return c0 ? t('wt-log-added-card', { who, card: wtMonster(c0), n: e.number }) : t('wt-log-added', { who, n: e.number });
    case 'sacrificed': return c0 ? t('wt-log-sacrificed-card', { who, card: wtMonster(c0), tile: t(`wt-tile-${dash(e.tile)}`) })
      : t('wt-log-sacrificed', { who, tile: t(`wt-tile-${dash(e.tile)}`) });
    case 'passed': return t('wt-log-passed', { who });
    case 'raid_started': return t('wt-log-raid-started', { who, n: e.number, hp: e.hp });
    case 'named': return t('wt-log-named', { who, monster: t(`wt-monster-${dash(e.monster_type)}`) });
    case 'revealed': return c0 ? t('wt-log-revealed', { card: wtMonster(c0) }) : null;
    case 'polymorphed': return c0 && c1 ? t('wt-log-polymorphed', { card: wtMonster(c0), replacement: wtMonster(c1) }) : null;
    case 'polymorph_declined': return c0 ? t('wt-log-polymorph-declined', { card: wtMonster(c0) }) : null;
    case 'axe_declined': return c0 ? t('wt-log-axe-declined', { card: wtMonster(c0) }) : null;
    case 'resolved': {
      if (!c0) return null;
      const o = e.outcome || (e.tile ? { kind: 'defeated_by_tile', tile: e.tile } : null);
      if (!o) return null;
      let what;
      switch (o.kind) {
        case 'defeated_by_tile': what = t('wt-out-defeated-by-tile', { tile: t(`wt-tile-${dash(o.tile || e.tile)}`) }); break;
        case 'defeated_by_axe': what = t('wt-out-defeated-by-axe'); break;
        case 'defeated_by_pact': what = t('wt-out-defeated-by-pact'); break;
        case 'damage': what = t('wt-out-damage', { n: o.amount }); break;
        case 'after_death': what = t('wt-out-after-death'); break;
        default: return null;
      }
      if (e.ring_bonus > 0) what += `, ${t('wt-out-ring', { n: e.ring_bonus })}`;
      if (e.is_potion_used) what += `, ${t('wt-out-potion', { n: e.hp })}`;
      return t('wt-log-resolved', { card: wtMonster(c0), what, hp: e.hp });
    }
    case 'sacrifices_revealed': {
      if (!(e.cards || []).length) return t('wt-log-no-sacrifices');
      if (!(e.sacrifices || []).length) return null;
      const list = e.sacrifices.map((x) => t('wt-log-sacrifice', {
        card: wtMonster(x.card), who: (names && names[x.seat]) || t('player-n', { n: x.seat + 1 }), tile: t(`wt-tile-${dash(x.tile)}`),
      })).join(', ');
      return t('wt-log-sacrifices-revealed', { list });
    }
    case 'omnipotence':
      if (typeof e.is_success !== 'boolean') return null;
      return e.is_success ? t('wt-omnipotence-yes') : t('wt-omnipotence-no');
    case 'raid_ended':
      if (typeof e.is_success !== 'boolean') return null;
      return e.is_success ? t('wt-log-raid-success', { who }) : t('wt-log-raid-failure', { who });
    case 'game_won':
      if (!e.reason) return null;
      return e.reason === 'last_player_standing' ? t('wt-log-won-last-standing', { who }) : t('wt-log-won-victory-cards', { who });
    case 'hero_died': return t('wt-log-hero-died');
    case 'victory_card': return t('wt-log-victory-card', { who, n: e.number });
    case 'help_card_flipped': return t('wt-log-help-card-flipped', { who });
    case 'eliminated': return t('wt-log-eliminated', { who });
    default: return null;
  }
}

/**
 * The text of one log entry and whether it is the engine's English: a structured event in the
 * reader's language when the entry has one, else the engine's sentence with "Seat N" replaced by
 * the players' names (Welcome to the Dungeon kinds the client does not word).
 */
export function logLine(e, names) {
  if (e && e.event && e.event.kind) return { text: eventText(e.event, names), english: false };
  if (e && typeof e.kind === 'string') {
    const text = wttdLine(e, names);
    if (text !== null) return { text, english: false };
  }
  const raw = typeof e === 'string' ? e : (e && (e.text ?? e.public)) ?? JSON.stringify(e);
  const text = String(raw).replace(/\bSeat (\d)\b/g, (m, d) => (names && names[Number(d) - 1]) || m);
  return { text, english: true };
}

/** Shows a chip's card: the tooltip follows mouseover, which a tap on a touch screen sends too. */
function showCard(ev) {
  ev.currentTarget.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: ev.clientX, clientY: ev.clientY }));
}

/** A card named in the log: its name, showing the card on hover, tap or Enter. */
export function cardChip(c) {
  return h('span', { class: 'card-chip', 'data-def': c.def, tabindex: 0, onclick: showCard }, c.name);
}

/** The nodes of an event: its text in the reader's language with each card as a chip. */
export function eventNodes(ev, names) {
  const cards = [];
  const text = eventText(ev, names, cards);
  if (!cards.length) return [text];
  return text.split('\u2063').map((part, i) => (i % 2 === 1 && cards[Number(part)] ? cardChip(cards[Number(part)]) : part));
}

/** Every `{seat}` an event names. */
export function seatsIn(v, out = new Set()) {
  if (Array.isArray(v)) v.forEach((x) => seatsIn(x, out));
  else if (v && typeof v === 'object') {
    if (typeof v.seat === 'number' && Object.keys(v).length === 1) out.add(v.seat);
    else Object.values(v).forEach((x) => seatsIn(x, out));
  }
  return out;
}

// The seats an event's arguments name, found once per event (the live log groups the whole log
// again at every update).
const seatsCache = new WeakMap();
const seatsOf = (a) => {
  let out = seatsCache.get(a);
  if (!out) { out = seatsIn(a); seatsCache.set(a, out); }
  return out;
};

// Events that open a group of the readable log: a season opens a year/season group; these
// open a phase within it, and combat rounds a round within combat.
const PHASE_KINDS = {
  production_begins: 'phase-production', payday_begins: 'phase-payday', taxes_due: 'phase-taxes',
  special_event: 'phase-special-event', special_event_no_effect: 'phase-special-event',
};
export const LOG_FILTERS = ['all', 'mine', 'combat'];

/**
 * Groups the Dungeon Lords log as its entries arrive (`add` one entry at a time): `groups` is
 * `[{title, entries: [{e, mine, combat, repeat}]}]`, a new group at each season, phase, combat and
 * combat round. `seat` is the reader's seat (null for spectators); an entry is "mine" when it is
 * private or names that seat; `repeat` marks a player's second and later private choice in a
 * group, which the panel does not show again. An entry's grouping depends only on the entries
 * before it, so the live log groups each entry once (renderLog) instead of the whole log again.
 */
export class LogGrouper {
  /** @param {number|null|undefined} seat */
  constructor(seat) {
    this.seat = seat;
    /** @type {{title: string, entries: {e: any, mine: boolean, combat: boolean, repeat: boolean}[]}[]} */
    this.groups = [];
    this.year = 1;
    /** @type {string|null} */
    this.season = null;
    this.inCombat = false;
    /** @type {{title: string, entries: any[]} | null} */
    this.cur = null;
    // Seats whose private choice this group already tells: one "has chosen" line per player.
    this.chose = new Set();
  }

  // A title is worded when first read (`msgs` are arguments that are message ids themselves).
  open(id, args = {}, msgs = {}) {
    let title = null;
    const words = () => t(id, { ...args, ...Object.fromEntries(Object.entries(msgs).map(([k, m]) => [k, t(m)])) });
    this.cur = { get title() { return title === null ? (title = words()) : title; }, entries: [] };
    this.groups.push(this.cur);
    this.chose = new Set();
  }

  /**
   * Groups one more entry; returns its group and its place in it.
   * @returns {{group: {title: string, entries: any[]}, entry: {e: any, mine: boolean, combat: boolean, repeat: boolean}}}
   */
  add(e) {
    const ev = e.event || {};
    const a = ev.args || {};
    switch (ev.kind) {
      case 'season_begins':
        this.year = a.year; this.season = a.season; this.inCombat = false;
        this.open('log-group-season', { year: this.year }, { season: `season-${this.season}` });
        break;
      case 'combat_begins':
        this.year = a.year; this.inCombat = true;
        this.open('log-group-combat', { year: this.year });
        break;
      case 'combat_round':
        this.open('log-group-round', { year: this.year, round: a.round });
        break;
      case 'combat_over':
        this.inCombat = true;
        break;
      default:
        if (PHASE_KINDS[ev.kind]) this.open('log-group-phase', { year: this.year }, { season: `season-${this.season || 'winter'}`, phase: PHASE_KINDS[ev.kind] });
    }
    if (!this.cur) this.open('log-group-start');
    const seat = this.seat;
    const mine = !!e.private || (seat !== null && seat !== undefined && seatsOf(a).has(seat));
    const who = ev.kind === 'private_choice' && a.who && typeof a.who.seat === 'number' ? a.who.seat : null;
    const repeat = who !== null && this.chose.has(who);
    if (who !== null) this.chose.add(who);
    const entry = { e, mine, combat: this.inCombat, repeat };
    const group = /** @type {{title: string, entries: any[]}} */ (this.cur);
    group.entries.push(entry);
    if (ev.kind === 'combat_over') this.inCombat = false;
    return { group, entry };
  }
}

/**
 * The Dungeon Lords log as groups: `[{title, entries: [{e, mine, combat, repeat}]}]` (LogGrouper).
 * @param {any[]} entries
 * @param {number|null} [seat]
 */
export function groupLog(entries, seat) {
  const g = new LogGrouper(seat);
  for (const e of entries) g.add(e);
  return g.groups;
}

const isEvent = (e) => !!(e && e.event && e.event.kind);
const shows = (x, filter) => !x.repeat && (filter === 'all' || (filter === 'mine' ? x.mine : x.combat));

/**
 * What the log panel shows of the entries so far, kept on the panel and extended as entries
 * arrive: the entries grouped (`grouper`, for one reader in one language) and the lines one
 * filter shows, in order (`items`: `{at, draw(names)}`, `at` the log index a line stands at).
 */
class LogLines {
  constructor(entries, seat, filter, lang) {
    this.first = entries[0];
    this.seat = seat;
    this.filter = filter;
    this.lang = lang;
    this.n = 0;
    this.grouped = entries.some(isEvent);
    this.grouper = new LogGrouper(seat);
    /** @type {{at: number, draw: (names: any) => Node}[]} */
    this.items = [];
    // The groups whose title is among the items.
    this.titled = new WeakSet();
  }

  /** Whether these lines are the start of `entries`'s for the same reader, filter and language. */
  fits(entries, seat, filter, lang) {
    if (this.first !== entries[0] || this.n > entries.length || this.seat !== seat || this.filter !== filter || this.lang !== lang) return false;
    // A log of plain lines that is given its first event is grouped from the start.
    if (!this.grouped) for (let i = this.n; i < entries.length; i++) if (isEvent(entries[i])) return false;
    return true;
  }

  /** Adds the lines of the entries not seen yet. */
  extend(entries) {
    const line = (e, nodes, english) => h('li', { class: e.private ? 'private' : '', lang: english ? 'en' : null },
      e.private ? h('span', { class: 'lock', 'data-tip': t('log-private-tip') }, icon('lock'), ' ') : null, nodes);
    for (let i = this.n; i < entries.length; i++) {
      const e = entries[i];
      const at = typeof e.index === 'number' ? e.index : i;
      if (!this.grouped) {
        this.items.push({ at, draw: (names) => { const l = logLine(e, names); return line(e, l.text, l.english); } });
        continue;
      }
      const { group, entry } = this.grouper.add(e);
      if (!shows(entry, this.filter)) continue;
      if (!this.titled.has(group)) {
        this.titled.add(group);
        this.items.push({ at, draw: () => h('li', { class: 'log-group' }, group.title) });
      }
      // Worded only when drawn: lines drawn before are not worded again at the next update.
      this.items.push({ at, draw: (names) => line(e, e.event ? eventNodes(e.event, names) : logLine(e, names).text, !e.event) });
    }
    this.n = entries.length;
  }
}

/**
 * Fills `box` (an <ol>) with the log: Dungeon Lords entries grouped (year, season, phase, combat
 * round) and filtered (`filter`: all, mine, combat); other games' entries as plain lines. When the
 * entries only grew since the last call (same filter, reader, names and language), only the new
 * entries are grouped and only the new lines appended: a long game's log is neither grouped again
 * nor rebuilt at every move, and a reader scrolled up to an old line stays there.
 * @param {HTMLElement & {dloLog?: any}} box the log's <ol>; what it shows is kept on it (`dloLog`)
 * @param {any[]} entries
 * @param {{names?: Record<number, string>, seat?: number|null, filter?: string, seatEvents?: any[]}} [opts]
 */
export function renderLog(box, entries, { names, seat, filter = 'all', seatEvents = [] } = {}) {
  const lang = language();
  const was = box.dloLog;
  const reader = seat ?? null;
  /** @type {LogLines} */
  const lines = was && was.lines.fits(entries, reader, filter, lang) ? was.lines : new LogLines(entries, reader, filter, lang);
  lines.extend(entries);
  // Seat events (time-outs, takeovers, concessions, returns, new links) stand where they
  // happened: before the first line logged after them (at the end for those without a place).
  const seatLines = (seatEvents || []).filter((ev) => filter === 'all' || (filter === 'mine' && ev.seat === seat))
    .sort((x, y) => (x.log_index ?? Infinity) - (y.log_index ?? Infinity));
  // Where each seat event stands among the lines: lines are in the order of their places.
  const seatAt = [];
  let from = 0;
  for (const ev of seatLines) {
    const k = ev.log_index ?? Infinity;
    while (from < lines.items.length && lines.items[from].at < k) from++;
    seatAt.push(from);
  }
  const count = lines.items.length + seatLines.length;
  const key = JSON.stringify([names || null, seatLines.map((ev) => [ev.step, ev.seat, ev.at_ms])]);
  // Only new lines are appended when what is drawn is the start of what is to be drawn: same
  // lines, names and seat events, and no seat event drawn last that new lines come before.
  const grew = was && was.lines === lines && was.key === key && was.count <= count && box.childElementCount === was.count
    && seatAt.every((p, j) => p === was.seatAt[j]);
  if (!grew) clear(box);
  let k = grew ? was.count : 0;
  // The k-th line drawn is the i-th log line after j seat events.
  let j = 0;
  while (j < seatAt.length && seatAt[j] + j < k) j++;
  for (; k < count; k++) {
    if (j < seatAt.length && seatAt[j] + j === k) box.appendChild(seatEventLine(seatLines[j++], names));
    else box.appendChild(lines.items[k - j].draw(names));
  }
  box.dloLog = { lines, key, count, seatAt };
}

/** One seat event as a line of the live log: whose seat, and what happened to it. */
export function seatEventLine(ev, names) {
  const who = (s) => (names && names[s]) || t('seat-n', { n: s + 1 });
  const kind = (ev.event && ev.event.kind) || '';
  const voters = ((ev.event && ev.event.voters) || []).map(who).join(', ');
  let what;
  switch (kind) {
    case 'timeout': what = t('seat-event-timeout'); break;
    case 'takeover': what = t('seat-event-takeover', { voters }); break;
    case 'concede': what = t('seat-event-concede'); break;
    case 'reclaim': what = t('seat-event-reclaim'); break;
    case 'reinvite': what = t('seat-event-reinvite'); break;
    default: what = kind;
  }
  return h('li', { class: `seat-event seat-event-${kind}`, 'data-seat-event': kind },
    icon('info'), ' ', t('seat-line', { who: who(ev.seat), what }));
}

/**
 * The filter buttons of the log panel; `onChange(filter)` when one is picked. A spectator has no
 * lines of their own, so `watching` leaves out "Mine".
 */
export function logFilters(current, onChange, { watching = false } = {}) {
  return h('div', { class: 'log-filters', role: 'group', 'aria-label': t('log-filter-label') },
    LOG_FILTERS.filter((f) => !(watching && f === 'mine')).map((f) => h('button', {
      type: 'button', class: `small log-filter${f === current ? ' active' : ''}`, 'aria-pressed': f === current ? 'true' : 'false',
      'data-filter': f, onclick: () => onChange(f),
    }, t(`log-filter-${f}`))));
}
