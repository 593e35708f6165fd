// The decision bar every game's table shares: the decision's title and sentence, a refusal, a
// confirmation step, pending multi-choices and every legal command as a button. The sentence
// and the hint of what to tap on the board come from the game's registry entry
// (js/games/registry.js: `decisionText`, `boardHint`); without them the engine's English
// sentence is shown.
import { h, SEAT_COLOURS, humanize, ruleReason } from './util.js';
import { t, tOpt } from './i18n.js';
import { effectChips, sendChecked, confirmStep } from './decisions.js';
import { describeCommand } from './commands.js';
import { ruleButton } from './rules.js';

const dash = (k) => String(k).replace(/_/g, '-');

/** A seat's name at this table, or "Seat n". */
export function seatName(ctx, s) {
  const n = ctx.names && ctx.names[s];
  return n || t('seat-n', { n: s + 1 });
}

/** A seat's name in its colour; `K` draws it (cardface.js `Kit`: an element by default). */
export function seatChip(ctx, s, K = { h }) {
  return K.h('span', { class: 'seat-chip', style: { '--c': SEAT_COLOURS[s] } }, seatName(ctx, s));
}

/** The decision panel: prompt text, pending multi-choices and every legal command as a button. */
export function renderPrompt(root, ctx, game = {}) {
  const v = ctx.view;
  const ui = ctx.ui;
  const p = v && v.prompt;
  const waiting = (v && v.waiting_for) || [];
  const box = h('div', { class: 'prompt' + (p ? ' active' : '') });
  if (p) {
    const note = game.decisionNote ? game.decisionNote(v) : null;
    box.appendChild(h('div', { class: 'prompt-title' }, t('prompt-your-decision'), h('span', { class: 'decision' }, decisionName(p.decision)),
      note ? h('span', { class: 'decision decision-note' }, note) : null));
    const said = game.decisionText ? game.decisionText(v, ctx) : null;
    box.appendChild(said !== null ? h('div', { class: 'prompt-text' }, said) : h('div', { class: 'prompt-text engine-text', lang: 'en' }, p.text || ''));
  } else if (v && (v.result || v.phase === 'finished' || (v.phase && v.phase.kind === 'game_over'))) {
    box.appendChild(h('div', { class: 'prompt-title' }, t('prompt-game-over'),
      ctx.live && (v.result || (v.phase && v.phase.kind === 'game_over')) ? h('button', { class: 'link show-results', onclick: () => { ui.resultsClosed = false; ctx.rerender(); } }, t('results-show')) : null));
  } else {
    box.appendChild(h('div', { class: 'prompt-title' }, waiting.length ? t('prompt-waiting-for', { n: waiting.length }) + ' ' : t('prompt-waiting'),
      waiting.map((s) => seatChip(ctx, s))));
  }
  if (ui.lastError) {
    const e = ui.lastError;
    const known = e.code && e.code !== 'rule_violation' ? tOpt(`error-code-${dash(e.code)}`) : null;
    // The rule ID stays in data-rule: a reference for developers, not words for players.
    box.appendChild(h('div', { class: 'rejected', role: 'alert', 'data-rule': e.rule || null }, h('b', null, t('prompt-refused'), ' '),
      known || ruleReason(e) || h('span', { class: 'engine-text', lang: 'en' }, e.message), ' ',
      ruleButton(ctx.game || (v && v.game), e.rule),
      h('button', { class: 'link', onclick: () => { ui.lastError = null; ctx.rerender(); } }, t('dismiss'))));
  }
  if (p) {
    const cmds = p.legal_commands || [];
    if (ui.confirm && cmds.some((x) => JSON.stringify(x) === JSON.stringify(ui.confirm))) box.appendChild(confirmStep(ctx, describeCommand(ui.confirm, v, ctx.seat)));
    if (ui.choices && ui.choices.length) {
      const ch = h('div', { class: 'choices' }, h('div', { class: 'muted' }, t('prompt-choose-one')));
      for (const c of ui.choices) {
        ch.appendChild(h('button', { class: 'cmd choice', 'data-cmd': JSON.stringify(c), onclick: () => { ui.choices = null; sendChecked(ctx, c); } },
          h('span', null, describeCommand(c, v, ctx.seat)), effectChips(c, v, ctx.seat)));
      }
      ch.appendChild(h('button', { class: 'link', onclick: () => { ui.choices = null; ctx.rerender(); } }, t('cancel')));
      box.appendChild(ch);
    }
    if (ui.buildRoom !== undefined) {
      box.appendChild(h('div', { class: 'hint' }, t('hint-build-now'), ' ',
        h('button', { class: 'link', onclick: () => { ui.buildRoom = undefined; ctx.rerender(); } }, t('cancel'))));
    }
    const hint = game.boardHint ? game.boardHint(cmds) : null;
    if (hint) box.appendChild(h('div', { class: 'hint' }, hint));
    const list = h('div', { class: 'cmd-list' });
    for (const c of cmds) {
      list.appendChild(h('button', { class: 'cmd' + (c.type === 'clear_orders' ? ' undo' : ''), 'data-cmd': JSON.stringify(c), 'data-type': c.type, onclick: () => sendChecked(ctx, c) },
        h('span', null, describeCommand(c, v, ctx.seat)), effectChips(c, v, ctx.seat)));
    }
    const many = cmds.length > 8;
    // Stays open across redraws once opened (the keyboard focus may be inside it).
    box.appendChild(many ? h('details', { class: 'all-cmds', open: !!ui.allCmdsOpen, ontoggle: (e) => { ui.allCmdsOpen = e.target.open; } },
      h('summary', null, t('prompt-all-choices', { n: cmds.length })), list) : list);
  }
  root.appendChild(box);
}

/** The name of a decision ("orders", "payday") for the prompt's title. */
export function decisionName(d) { return tOpt(`decision-${dash(d)}`) || humanize(d); }
