// Labels for commands. Every clickable choice in the client is one of prompt.legal_commands,
// sent back verbatim; this module only names them for people.
import { actionName, humanize, posText, cardName as printedName } from './util.js';
import { t, tOpt } from './i18n.js';

const dash = (k) => String(k ?? '').replace(/_/g, '-');

// Every card the view shows, by instance id ("m5", "r3", "t17", "a12", "c2", "s1").
const ATTACK_OPTIONS = ['standard', 'fed', 'each', 'glue', 'any', 'flee', 'hits', 'second_hit', 'idle'];

export function cardIndex(view) {
  const idx = new Map();
  const add = (c) => { if (c && typeof c === 'object' && c.id) idx.set(c.id, c); };
  if (!view || typeof view !== 'object') return idx;
  for (const k of ['inn', 'shop', 'next_adventurers', 'discarded_monsters', 'discarded_rooms', 'distant_adventurers']) {
    (view[k] || []).forEach(add);
  }
  add(view.paladin);
  add(view.special_event);
  for (const p of view.players || []) {
    (p.monsters || []).forEach(add);
    (p.traps || []).forEach(add);
    (p.party || []).forEach(add);
    (p.prison || []).forEach(add);
    (p.spied || []).forEach((s) => add(s.card));
    (p.dungeon || []).forEach((t) => add(t.room));
  }
  const c = view.combat;
  if (c && typeof c === 'object') {
    add(c.card);
    for (const s of c.seats || []) { (s.monsters || []).forEach(add); (s.traps || []).forEach(add); }
    if (c.battle) { (c.battle.to_attack || []).forEach(add); add(c.battle.aiming); add(c.battle.second_hit); (c.battle.poisoned || []).forEach(add); }
  }
  return idx;
}

function cardName(idx, prefix, n) {
  if (n === null || n === undefined) return null;
  const c = idx.get(prefix + n);
  return c ? printedName(c) : `${prefix}${n}`;
}

function roomAt(view, seat, pos) {
  const p = view && view.players && view.players[seat];
  const tile = p && (p.dungeon || []).find((x) => x.pos.row === pos.row && x.pos.col === pos.col);
  return tile && tile.room ? printedName(tile.room) : t('cmd-room');
}

/** A short human label for a command object. */
export function describeCommand(cmd, view, seat) {
  if (!cmd || typeof cmd !== 'object') return String(cmd);
  const idx = cardIndex(view);
  const m = (n) => cardName(idx, 'm', n);
  const tr = (n) => cardName(idx, 't', n);
  const r = (n) => cardName(idx, 'r', n);
  const extra = [];
  if (cmd.pay_trap !== undefined && cmd.pay_trap !== null) extra.push(t('cmd-extra-pay-trap', { trap: tr(cmd.pay_trap) }));
  if (cmd.feed !== undefined && cmd.feed !== null) extra.push(t('cmd-extra-feed', { monster: m(cmd.feed) }));
  const ex = extra.length ? ` (${extra.join(', ')})` : '';
  const resolving = view && view.resolving ? actionName(view.resolving[0]) : null;
  const pos = (p) => posText(p);
  const adv = (a) => (a === 65535 ? t('cmd-the-illusion') : cardName(idx, 'a', a));
  switch (cmd.type) {
    case 'choose_inaccessible': return t('cmd-choose-inaccessible', { actions: cmd.cards.map(actionName).join(' + ') });
    case 'choose_order': return t('cmd-choose-order', { action: actionName(cmd.action) });
    case 'choose_dummy_order': return t('cmd-choose-dummy-order', { action: actionName(cmd.action) });
    case 'clear_orders': return t('cmd-clear-orders');
    case 'perform': return resolving ? t('cmd-perform-action', { action: resolving }) : t('cmd-perform');
    case 'perform_and_spy': return t('cmd-perform-and-spy', { n: cmd.card + 1 });
    case 'decline': return t('cmd-decline');
    case 'dig': return t('cmd-dig', { pos: pos(cmd.pos) });
    case 'mine': return t('cmd-mine', { pos: pos(cmd.pos) });
    case 'stop_work': return t('cmd-stop-work');
    case 'discard_trap': return t('cmd-discard-trap', { trap: tr(cmd.trap) });
    case 'hire': return t('cmd-hire', { monster: m(cmd.monster) }) + ex;
    case 'build': return t('cmd-build', { room: r(cmd.room), pos: pos(cmd.pos) });
    case 'use_room': {
      let s = t('cmd-use-room', { room: roomAt(view, seat, cmd.pos), pos: pos(cmd.pos) });
      if (cmd.trolls) s += ' ' + t('cmd-use-room-trolls', { n: cmd.trolls });
      if (cmd.dig) s += ', ' + t('cmd-use-room-dig', { pos: pos(cmd.dig) });
      return s;
    }
    case 'retrieve': return t('cmd-retrieve', { action: actionName(cmd.action) });
    case 'pay_monster': return t('cmd-pay-monster', { monster: m(cmd.monster) }) + ex;
    case 'release_monster': return t('cmd-release-monster', { monster: m(cmd.monster) });
    case 'pay_tax': return t('cmd-pay-tax', { n: cmd.gold });
    case 'sacrifice_monster': return t('cmd-sacrifice-monster', { monster: m(cmd.monster) });
    case 'accept_evil': return t('cmd-accept-evil');
    case 'pay_strike': return t('cmd-pay-strike', { monster: m(cmd.monster) });
    case 'let_strike': return t('cmd-let-strike', { monster: m(cmd.monster) });
    case 'pay_vip': return t('cmd-pay-vip');
    case 'skip_vip': return t('cmd-skip-vip');
    case 'collapse': return t('cmd-collapse', { pos: pos(cmd.pos) });
    // Combat.
    case 'choose_target': return t('cmd-choose-target', { pos: pos(cmd.pos) });
    case 'plan_trap': return t('cmd-plan-trap', { trap: tr(cmd.trap) });
    case 'plan_monster': return t('cmd-plan-monster', { monster: m(cmd.monster) });
    case 'reset_plan': return t('cmd-reset-plan');
    case 'finish_planning': return t('cmd-finish-planning');
    case 'release_prisoner': return t('cmd-release-prisoner', { adventurer: cardName(idx, 'a', cmd.adventurer) });
    case 'use_trap': return t('cmd-use-trap', { trap: tr(cmd.trap) });
    case 'aim_trap': return t('cmd-aim-trap', { target: adv(cmd.adventurer) });
    case 'attack': {
      const opt = ATTACK_OPTIONS.includes(cmd.option) ? t(`attack-${cmd.option.replace(/_/g, '-')}`) : humanize(cmd.option || '');
      const tgt = cmd.target !== undefined && cmd.target !== null ? ` → ${adv(cmd.target)}` : '';
      return t('cmd-attack', { monster: m(cmd.monster), option: opt }) + tgt;
    }
    case 'withdraw': return t('cmd-withdraw', { monster: m(cmd.monster) });
    case 'withdraw_all': return t('cmd-withdraw-all');
    case 'choose_monster': return t('cmd-choose-monster', { monster: m(cmd.monster) });
    // Welcome to the Dungeon.
    case 'draw': return t('wt-draw');
    case 'pass': return t('wt-pass');
    case 'add': return t('wt-add');
    case 'sacrifice': return t('wt-cmd-sacrifice', { tile: tOpt(`wt-tile-${dash(cmd.tile)}`) || humanize(cmd.tile) });
    case 'name_type': return t('wt-cmd-name-type', { monster: tOpt(`wt-monster-${dash(cmd.monster_type)}`) || humanize(cmd.monster_type) });
    case 'polymorph': return cmd.use ? t('wt-use-polymorph') : t('wt-keep-it');
    case 'axe': return cmd.use ? t('wt-use-axe') : t('wt-not-now');
    case 'choose_hero': return t('wt-choose-the-hero', { hero: tOpt(`wt-hero-${dash(cmd.hero)}`) || humanize(cmd.hero) });
    default: return genericLabel(cmd);
  }
}

/** Label for a command the client has no special words for: its type and fields. */
export function genericLabel(cmd) {
  const rest = Object.entries(cmd).filter(([k]) => k !== 'type');
  const fields = rest.map(([k, v]) => `${humanize(k).toLowerCase()}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
  return humanize(cmd.type || t('cmd-command')) + (fields.length ? ` — ${fields.join(', ')}` : '');
}

export const sameCommand = (a, b) => JSON.stringify(a) === JSON.stringify(b);
