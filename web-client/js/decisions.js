// What a decision costs and gives, shown on its button (−1 gold → +2 food), and the safety net:
// a choice that costs without a gain (a tax you cannot pay in full, ending production while a
// room could still work, releasing a monster) asks once more before it is sent.
import { h } from './util.js';
import { t } from './i18n.js';
import { CARDS, ACTION_SLOTS } from './cards.js';
import { costGain } from './cardface.js';
import { ruleButton, confirmRule } from './rules.js';

const amt = (id, n) => [id, { n }];
const factsOf = (def, id) => {
  const f = def && CARDS[def] && CARDS[def].facts.find((x) => x[0] === id);
  return f ? f[1] : null;
};

function me(v, seat) { return seat !== null && seat !== undefined && v.players ? v.players[seat] : null; }
function monster(v, seat, n) { const p = me(v, seat); return p && (p.monsters || []).find((m) => m.id === `m${n}`); }
function innMonster(v, n) { return (v.inn || []).find((m) => m.id === `m${n}`); }
function roomAt(v, seat, pos) {
  const p = me(v, seat);
  const tile = p && (p.dungeon || []).find((x) => x.pos.row === pos.row && x.pos.col === pos.col);
  return tile && tile.room;
}

/** The tax a seat owes now: 1 gold per 2 tiles, rounded up (EVENT-TAX-1). */
export function taxOwed(v, seat) {
  const p = me(v, seat);
  return p ? Math.ceil((p.dungeon || []).length / 2) : 0;
}

/** {cost, gain} of a legal command as amount facts, or null when it has no price to show. */
export function commandEffect(c, v, seat) {
  const slot = v.resolving ? (ACTION_SLOTS[v.resolving[0]] || [])[v.resolving[1] - 1] : null;
  switch (c.type) {
    case 'perform': case 'perform_and_spy':
      return slot ? { cost: slot[0], gain: slot[1] } : null;
    case 'hire': {
      const m = innMonster(v, c.monster);
      const hire = m && factsOf(m.def, 'ct-hire-cost');
      return { cost: [...(slot ? slot[0] : []), ...(hire ? hire.cost : [])], gain: [amt('amt-monsters', 1)] };
    }
    case 'build': return { cost: slot ? slot[0] : [], gain: [['ct-gain-build-room', {}]] };
    case 'dig': return { cost: [], gain: [amt('amt-tunnels', 1)] };
    case 'mine': return { cost: [], gain: [amt('amt-gold', 1)] };
    case 'use_room': {
      const r = roomAt(v, seat, c.pos);
      const p = r && (factsOf(r.def, 'ct-produce') || factsOf(r.def, 'ct-produce-paying'));
      return p ? { cost: [amt('amt-imps', p.imps), ...(p.extra || [])], gain: p.product } : null;
    }
    case 'pay_monster': {
      const m = monster(v, seat, c.monster);
      const pay = m && factsOf(m.def, 'ct-payday-cost');
      return pay ? { cost: pay.cost, gain: [] } : null;
    }
    case 'release_monster': return { cost: [amt('amt-monsters', 1)], gain: [amt('amt-evil', 1)] };
    case 'pay_tax': {
      const unpaid = Math.max(0, taxOwed(v, seat) - c.gold);
      return { cost: c.gold ? [amt('amt-gold', c.gold)] : [], gain: unpaid ? [amt('amt-dead-letters', unpaid)] : [] };
    }
    case 'pay_strike': return { cost: [amt('amt-food', 1)], gain: [] };
    case 'pay_vip': return { cost: [amt('amt-gold', 1)], gain: [amt('amt-lose-evil', 1)] };
    default: return null;
  }
}

/** The chips of a command's cost and gain, for its button. */
export function effectChips(c, v, seat) {
  const e = commandEffect(c, v, seat);
  if (!e || (!e.cost.length && !e.gain.length)) return null;
  return h('span', { class: 'cmd-effect' }, costGain(e.cost, e.gain));
}

/** Why a command deserves a second look (a message id and args), or null. */
export function confirmReason(c, v, seat) {
  const cmds = (v.prompt && v.prompt.legal_commands) || [];
  if (c.type === 'pay_tax') {
    const unpaid = taxOwed(v, seat) - c.gold;
    if (unpaid > 0) return ['confirm-tax', { n: unpaid, gold: c.gold }];
  }
  if (c.type === 'retrieve' && cmds.some((x) => x.type === 'use_room')) return ['confirm-end-production', {}];
  if (c.type === 'release_monster' && cmds.some((x) => x.type === 'pay_monster' && x.monster === c.monster)) return ['confirm-release', {}];
  return null;
}

/**
 * Sends a command, or first asks once more when it costs without a gain: the prompt then shows
 * the reason with Confirm and Cancel (ui.confirm holds the command).
 */
export function sendChecked(ctx, c) {
  const why = confirmReason(c, ctx.view, ctx.seat);
  if (!why) { ctx.ui.confirm = null; ctx.send(c); return; }
  ctx.ui.confirm = c;
  ctx.ui.confirmWhy = why;
  ctx.rerender();
  // The question takes the focus (keyboard and screen readers land on it).
  const ok = /** @type {HTMLElement|null} */ (document.querySelector('.confirm-step button.confirm'));
  if (ok) ok.focus();
}

/** The confirmation step in the prompt panel, when one is pending. */
export function confirmStep(ctx, label) {
  const c = ctx.ui.confirm;
  if (!c) return null;
  const [id, args] = ctx.ui.confirmWhy || ['confirm-generic', {}];
  return h('div', { class: 'confirm-step', role: 'alertdialog', 'aria-labelledby': 'confirm-text' },
    h('p', { id: 'confirm-text' }, t(id, args)),
    h('div', { class: 'inline' },
      h('button', { class: 'primary confirm', onclick: () => { ctx.ui.confirm = null; ctx.send(c); } }, t('confirm-do', { what: label })),
      h('button', { class: 'cancel', onclick: () => {
        ctx.ui.confirm = null;
        ctx.rerender();
        // Back to the choice that asked.
        const back = [...document.querySelectorAll('.prompt [data-cmd]')].find((b) => b instanceof HTMLElement && b.dataset.cmd === JSON.stringify(c));
        if (back instanceof HTMLElement) back.focus();
      } }, t('cancel')),
      // After Confirm and Cancel: "go to your decision" lands on the decision, not on the rule.
      ruleButton('dl', confirmRule(id))));
}
