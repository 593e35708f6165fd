// Labels for commands. Every clickable choice in the client is one of prompt.legal_commands,
// sent back verbatim; this module only names them for people.
import { actionName, humanize, posText } from './util.js';

// Every card the view shows, by instance id ("m5", "r3", "t17", "a12", "c2", "s1").
const ATTACK_OPTIONS = {
  standard: 'standard attack', fed: 'fed (1 food, stronger attack)', each: 'attack each adventurer',
  glue: 'glue the party', any: 'attack any target', flee: 'bite and flee', hits: 'first hit', second_hit: 'second hit', idle: 'no attack',
};

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
  return c ? c.name : `${prefix}${n}`;
}

function roomAt(view, seat, pos) {
  const p = view && view.players && view.players[seat];
  const t = p && (p.dungeon || []).find((x) => x.pos.row === pos.row && x.pos.col === pos.col);
  return t && t.room ? t.room.name : 'room';
}

/** A short human label for a command object. */
export function describeCommand(cmd, view, seat) {
  if (!cmd || typeof cmd !== 'object') return String(cmd);
  const idx = cardIndex(view);
  const m = (n) => cardName(idx, 'm', n);
  const t = (n) => cardName(idx, 't', n);
  const r = (n) => cardName(idx, 'r', n);
  const extra = [];
  if (cmd.pay_trap !== undefined && cmd.pay_trap !== null) extra.push(`discarding trap ${t(cmd.pay_trap)}`);
  if (cmd.feed !== undefined && cmd.feed !== null) extra.push(`feeding it ${m(cmd.feed)}`);
  const ex = extra.length ? ` (${extra.join(', ')})` : '';
  const resolving = view && view.resolving ? actionName(view.resolving[0]) : null;
  switch (cmd.type) {
    case 'choose_inaccessible': return `Make ${cmd.cards.map(actionName).join(' + ')} inaccessible`;
    case 'choose_order': return `Order: ${actionName(cmd.action)}`;
    case 'choose_dummy_order': return `Dummy's order: ${actionName(cmd.action)}`;
    case 'clear_orders': return 'Take back the orders chosen so far';
    case 'perform': return resolving ? `Perform ${resolving}` : 'Perform';
    case 'perform_and_spy': return `Perform and spy on combat card ${cmd.card + 1}`;
    case 'decline': return 'Decline (minion goes onto the order card)';
    case 'dig': return `Dig a tunnel at ${posText(cmd.pos)}`;
    case 'mine': return `Mine gold at ${posText(cmd.pos)}`;
    case 'stop_work': return 'Stop here';
    case 'discard_trap': return `Discard trap ${t(cmd.trap)}`;
    case 'hire': return `Hire ${m(cmd.monster)}${ex}`;
    case 'build': return `Build ${r(cmd.room)} at ${posText(cmd.pos)}`;
    case 'use_room': {
      let s = `Use ${roomAt(view, seat, cmd.pos)} (${posText(cmd.pos)})`;
      if (cmd.trolls) s += ` with ${cmd.trolls} troll${cmd.trolls > 1 ? 's' : ''}`;
      if (cmd.dig) s += `, dig at ${posText(cmd.dig)}`;
      return s;
    }
    case 'retrieve': return `Take back order card ${actionName(cmd.action)} (ends production)`;
    case 'pay_monster': return `Pay ${m(cmd.monster)}${ex}`;
    case 'release_monster': return `Release ${m(cmd.monster)} (+1 evil)`;
    case 'pay_tax': return `Pay ${cmd.gold} gold of tax`;
    case 'sacrifice_monster': return `Discard ${m(cmd.monster)}`;
    case 'accept_evil': return 'Gain 3 evil instead';
    case 'pay_strike': return `Pay 1 food for ${m(cmd.monster)}`;
    case 'let_strike': return `Let ${m(cmd.monster)} strike`;
    case 'pay_vip': return 'Pay 1 gold to lose 1 evil';
    case 'skip_vip': return 'Do not pay';
    case 'collapse': return `Collapse the tile at ${posText(cmd.pos)}`;
    // Combat.
    case 'choose_target': return `The party attacks the tile at ${posText(cmd.pos)}`;
    case 'plan_trap': return `Plan trap ${t(cmd.trap)} (face down)`;
    case 'plan_monster': return `Send ${m(cmd.monster)} into the battle`;
    case 'reset_plan': return 'Take back the traps and monsters planned so far';
    case 'finish_planning': return 'Finish planning this round';
    case 'release_prisoner': return `Release prisoner ${cardName(idx, 'a', cmd.adventurer)}`;
    case 'use_trap': return `Use trap ${t(cmd.trap)} first`;
    case 'aim_trap': return `Aim the dart at ${cmd.adventurer === 65535 ? 'the illusion' : cardName(idx, 'a', cmd.adventurer)}`;
    case 'attack': {
      const opt = ATTACK_OPTIONS[cmd.option] || humanize(cmd.option || '');
      const tgt = cmd.target !== undefined && cmd.target !== null ? ` → ${cmd.target === 65535 ? 'the illusion' : cardName(idx, 'a', cmd.target)}` : '';
      return `${m(cmd.monster)} attacks: ${opt}${tgt}`;
    }
    case 'withdraw': return `Withdraw ${m(cmd.monster)} to the lair`;
    case 'withdraw_all': return 'Withdraw all your monsters';
    case 'choose_monster': return `The spell affects ${m(cmd.monster)}`;
    default: return genericLabel(cmd);
  }
}

/** Label for a command the client has no special words for: its type and fields. */
export function genericLabel(cmd) {
  const rest = Object.entries(cmd).filter(([k]) => k !== 'type');
  const fields = rest.map(([k, v]) => `${humanize(k).toLowerCase()}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
  return humanize(cmd.type || 'command') + (fields.length ? ` — ${fields.join(', ')}` : '');
}

export const sameCommand = (a, b) => JSON.stringify(a) === JSON.stringify(b);
