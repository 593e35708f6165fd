// The guided first game (issue #38 item 1): which kind of decision or moment the table shows now,
// and where on the table it lives. Pure functions of one seat's view, so they can be checked
// without a browser (tests/guide.unit.test.mjs); guide.js draws the guide from them.

/**
 * Every topic the guide can explain: the phone tab that shows its part of the table and the
 * parts to highlight (CSS selectors into the table drawn by dl.js), and the rule it comes from
 * (its text one tap away, js/rules.js). The words are in
 * locales/guide/<lang>.ftl as guide-<id>-title / -what / -where / -cost / -why.
 */
export const TOPICS = {
  'welcome': { tab: 'mine', rule: 'GAME-2', spots: ['.player.mine .resources', '.player.mine .dungeon'] },
  'orders': { tab: 'mine', rule: 'ORDERS-3', spots: ['.player.mine .orders > .order-row:first-child'] },
  'execute': { tab: 'board', rule: 'EXEC-1', spots: ['.central .space.resolving'] },
  'exec-get-food': { tab: 'board', rule: 'EXEC-3', spots: ['.central .space.resolving'] },
  'exec-improve-reputation': { tab: 'board', rule: 'ACT-REP-5', spots: ['.central .space.resolving', '.central .evilometer'] },
  'exec-dig-tunnels': { tab: 'mine', rule: 'ACT-DIG-1', spots: ['.player.mine .dungeon'] },
  'exec-mine-gold': { tab: 'mine', rule: 'ACT-MINE-2', spots: ['.player.mine .dungeon'] },
  'exec-recruit-imps': { tab: 'board', rule: 'IMP-2', spots: ['.central .space.resolving'] },
  'exec-buy-traps': { tab: 'board', rule: 'ACT-TRAP-1', spots: ['.central .space.resolving'] },
  'exec-hire-monster': { tab: 'board', rule: 'ACT-MON-2', spots: ['.central .offer.inn'] },
  'exec-discard-trap': { tab: 'mine', rule: 'ACT-TRAP-1', spots: ['.player.mine .traps'] },
  'exec-build-room': { tab: 'board', rule: 'ACT-ROOM-3', spots: ['.central .offer.shop', '.player.mine .dungeon'] },
  'production': { tab: 'mine', rule: 'PROD-2', spots: ['.player.mine .dungeon', '.player.mine .orders > .order-row:nth-child(2)'] },
  'payday': { tab: 'mine', rule: 'EVENT-PAYDAY-1', spots: ['.player.mine .lair'] },
  'taxes': { tab: 'mine', rule: 'EVENT-TAX-1', spots: ['.player.mine .resources', '.player.mine .dungeon'] },
  'events': { tab: 'board', rule: 'EVENT-2', spots: ['.central .offer.events'] },
  'adventurers': { tab: 'mine', rule: 'ADV-ASSIGN-3', spots: ['.player.mine .party'] },
  'combat': { tab: 'mine', rule: 'COMBAT-1', spots: ['.panel.combat'] },
  'combat-target': { tab: 'mine', rule: 'COMBAT-PLAN-2', spots: ['.player.mine .dungeon'] },
  'combat-plan': { tab: 'mine', rule: 'COMBAT-PLAN-4', spots: ['.player.mine .lair', '.player.mine .traps'] },
  'combat-aim': { tab: 'mine', rule: 'TRAP-NOTE-1', spots: ['.player.mine .party'] },
  'combat-trap-order': { tab: 'mine', rule: 'COMBAT-TRAP-5', spots: ['.panel.combat'] },
  'combat-attack': { tab: 'mine', rule: 'COMBAT-MON-3', spots: ['.panel.combat .plan.mine', '.player.mine .party'] },
  'combat-prisoner': { tab: 'mine', rule: 'COMBAT-END-4', spots: ['.player.mine .prison'] },
  'combat-spell': { tab: 'mine', rule: 'SPELL-1', spots: ['.panel.combat'] },
  'combat-collapse': { tab: 'mine', rule: 'COMBAT-2', spots: ['.player.mine .dungeon'] },
  'year-two': { tab: 'board', rule: 'SCORE-1', spots: ['.central .track'] },
};

/** The parts of the guide's text for every topic, in the order the card shows them. */
export const PARTS = ['what', 'where', 'cost', 'why'];

const dash = (k) => String(k).replace(/_/g, '-');

/**
 * The topics the decision in `view` is about, general first ("combat", then "combat-plan").
 * Empty when the seat has nothing to decide.
 */
export function decisionTopics(view) {
  const p = view && view.prompt;
  if (!p) return [];
  const cmds = p.legal_commands || [];
  const has = (...k) => cmds.some((c) => k.includes(c.type));
  switch (p.decision) {
    case 'orders': return ['orders'];
    case 'execute': {
      const a = view.resolving && view.resolving[0];
      const out = a && TOPICS[`exec-${dash(a)}`] ? ['execute', `exec-${dash(a)}`] : ['execute'];
      // Year 2: Buy Traps draws one card more and you give one back.
      if (has('discard_trap')) out.push('exec-discard-trap');
      return out;
    }
    case 'production': return ['production'];
    case 'payday': return ['payday'];
    case 'taxes': return ['taxes'];
    case 'combat': {
      const out = ['combat'];
      if (has('choose_target')) out.push('combat-target');
      else if (has('plan_trap', 'plan_monster', 'finish_planning')) out.push('combat-plan');
      else if (has('aim_trap')) out.push('combat-aim');
      else if (has('use_trap')) out.push('combat-trap-order');
      else if (has('attack', 'withdraw', 'withdraw_all')) out.push('combat-attack');
      else if (has('release_prisoner')) out.push('combat-prisoner');
      else if (has('choose_monster')) out.push('combat-spell');
      else if (has('collapse')) out.push('combat-collapse');
      return out;
    }
    default: return [];
  }
}

/** The moments worth a word though nothing is asked of the seat (events ahead, a party). */
export function momentTopics(view, seat) {
  if (!view || !Array.isArray(view.players)) return [];
  const out = [];
  const me = view.players.find((p) => p && p.seat === seat);
  // The very start: the year, your supplies, where the decisions come.
  if (view.year === 1 && view.season === 'winter' && ['orders', 'initial_orders'].includes(view.phase)) out.push('welcome');
  if ((view.events || []).some(Boolean) && view.phase !== 'combat') out.push('events');
  if (me && (me.party || []).length && view.phase !== 'combat') out.push('adventurers');
  if (view.year === 2) out.push('year-two');
  return out;
}

/**
 * Every topic that applies now, in the order the guide explains them: the welcome first, then
 * the decision waiting for the seat, then the moments.
 */
export function topicsNow(view, seat) {
  const moments = momentTopics(view, seat);
  const decision = decisionTopics(view);
  const welcome = moments.filter((k) => k === 'welcome');
  return [...welcome, ...decision, ...moments.filter((k) => k !== 'welcome')];
}

/** The first topic that applies now and has not been explained yet, or null. */
export function nextTopic(view, seat, seen) {
  const done = new Set(seen || []);
  return topicsNow(view, seat).find((k) => !done.has(k)) || null;
}
