// Replay viewer for a finished game (#/replay/<id>): steps through the full-disclosure log and
// the stored command list, and shows every seat's final view (secrets included: the game is over).
import { api } from './api.js';
import { h, clear, humanize } from './util.js';
import { t } from './i18n.js';
import { logLine } from './log.js';
import { renderDungeonLords, renderResult } from './dl.js';
import { summarize } from './generic.js';
import { genericLabel, describeCommand } from './commands.js';

const gameName = (k) => (['dungeon-lords', 'welcome-to-the-dungeon'].includes(k) ? t(`game-${k}`) : humanize(k || t('game')));

export function renderReplay(app, id) {
  const S = { data: null, mode: 'log', step: 0, seatView: -1, disposed: false, names: {} };
  const root = h('div', { class: 'replay' });
  app.appendChild(root);
  root.appendChild(h('p', { class: 'muted' }, t('replay-loading')));

  api.replay(id).then(async (d) => {
    S.data = d;
    S.step = 0;
    // Player names come with the finished-games list.
    try {
      const list = await api.listGames();
      const games = Array.isArray(list) ? list : (list && list.games) || [];
      const g = games.find((x) => x.game_id === id || x.lobby_id === id || (d.game_id && x.game_id === d.game_id));
      if (g && Array.isArray(g.players)) g.players.forEach((n, i) => { S.names[i] = n; });
    } catch { /* names are optional */ }
    render();
  })
    .catch((e) => { clear(root); root.appendChild(h('p', { class: 'error' }, t('replay-error', { id, message: e.message }))); });

  const onKey = (e) => {
    if (!S.data || e.target.tagName === 'INPUT') return;
    if (e.key === 'ArrowRight') { go(S.step + 1); e.preventDefault(); }
    if (e.key === 'ArrowLeft') { go(S.step - 1); e.preventDefault(); }
  };
  document.addEventListener('keydown', onKey);

  function entries() {
    const d = S.data;
    if (S.mode === 'commands') return d.commands || [];
    const fd = d.full_disclosure || {};
    return fd.log || [];
  }
  function go(n) {
    const len = entries().length;
    S.step = Math.max(0, Math.min(len, n));
    render();
  }

  function lineText(e) {
    if (S.mode === 'commands') {
      const view = finalView();
      return `#${e.seq} · ${S.names[e.seat] || t('seat-n', { n: e.seat + 1 })}: ${view ? describeCommand(e.command, view, e.seat) : genericLabel(e.command)}`;
    }
    const who = (s) => S.names[s] || t('seat-n', { n: s + 1 });
    if (e.event) return logLine(e, S.names).text;
    const named = (x) => logLine(String(x), S.names).text;
    if (e.public && e.private) return named(`${e.public}  [${t('replay-only', { who: who(e.private[0]) })}: ${e.private[1]}]`);
    if (e.private) return named(`[${t('replay-only', { who: who(e.private[0]) })}] ${e.private[1]}`);
    return named(e.public ?? e.text ?? JSON.stringify(e));
  }

  // S.seatView: -1 = everything (each player's panel from that player's own view), else a seat.
  function finalView() {
    const seats = (S.data.full_disclosure && S.data.full_disclosure.seats) || [];
    if (!seats.length) return null;
    if (S.seatView >= 0) return seats[S.seatView] || seats[0];
    const base = seats[0];
    if (!base || !Array.isArray(base.players)) return base;
    return { ...base, players: base.players.map((p, i) => (seats[i] && seats[i].players ? seats[i].players[i] : p)) };
  }

  function render() {
    clear(root);
    const d = S.data;
    const list = entries();
    root.appendChild(h('section', { class: 'panel' },
      h('h2', null, `${t('replay-title')} — ${gameName(d.kind)}`, Object.keys(S.names).length ? h('span', { class: 'muted small' }, ` · ${Object.values(S.names).join(', ')}`) : null),
      h('p', { class: 'muted' }, t('replay-summary', { seats: d.n_seats, seed: String(d.seed), options: JSON.stringify(d.options || {}), n: (d.commands || []).length }))));
    const controls = h('div', { class: 'replay-controls inline' },
      h('select', { name: 'mode', onchange: (e) => { S.mode = e.target.value; S.step = 0; render(); } },
        h('option', { value: 'log', selected: S.mode === 'log' }, t('replay-mode-log')),
        h('option', { value: 'commands', selected: S.mode === 'commands' }, t('replay-mode-commands'))),
      h('button', { onclick: () => go(0), title: t('replay-first') }, '⏮'),
      h('button', { class: 'step-back', onclick: () => go(S.step - 1), title: t('replay-back') }, '◀'),
      h('span', { class: 'step-no' }, `${S.step} / ${list.length}`),
      h('button', { class: 'step-forward', onclick: () => go(S.step + 1), title: t('replay-forward') }, '▶'),
      h('button', { onclick: () => go(list.length), title: t('replay-last') }, '⏭'),
      h('input', { type: 'range', min: 0, max: list.length, value: S.step, oninput: (e) => go(Number(e.target.value)) }));
    const ol = h('ol', { class: 'log replay-log' });
    list.forEach((e, i) => {
      if (i >= S.step) return;
      const priv = S.mode === 'log' && e.private && !e.public;
      ol.appendChild(h('li', { class: (i === S.step - 1 ? 'current ' : '') + (priv ? 'private' : '') }, lineText(e)));
    });
    const layout = h('div', { class: 'game-layout' });
    const main = h('div', { class: 'main-col' });
    const seatsViews = (d.full_disclosure && d.full_disclosure.seats) || [];
    if (seatsViews.length) {
      main.appendChild(h('div', { class: 'inline' }, h('span', { class: 'muted' }, t('replay-final-table'), ' '),
        h('button', { class: S.seatView === -1 ? 'primary' : '', onclick: () => { S.seatView = -1; render(); } }, t('replay-everything')),
        seatsViews.map((_, i) => h('button', { class: i === S.seatView ? 'primary' : '', onclick: () => { S.seatView = i; render(); } }, t('replay-as-seen-by', { who: S.names[i] || t('seat-n', { n: i + 1 }) })))));
      const v = finalView();
      const table = h('div', { class: 'table' });
      if (v && v.game === 'dungeon-lords') {
        const names = S.names;
        renderDungeonLords(table, { view: { ...v, prompt: null }, seat: S.seatView >= 0 ? S.seatView : null, names, presence: null, ui: {}, send: () => {}, rerender: render });
      } else table.appendChild(summarize(v));
      main.appendChild(table);
    } else if (d.result) {
      main.appendChild(d.kind === 'dungeon-lords' ? renderResult(d.result, { names: S.names }) : summarize(d.result));
    }
    layout.append(main, h('aside', { class: 'sidebar' }, h('div', { class: 'panel log-panel' }, h('h4', null, S.mode === 'log' ? t('replay-log-everything') : t('replay-commands')), controls, ol)));
    root.appendChild(layout);
    const cur = ol.querySelector('.current');
    if (cur) cur.scrollIntoView({ block: 'nearest' });
  }

  return { relabel() { if (S.data) render(); }, dispose() { S.disposed = true; document.removeEventListener('keydown', onKey); } };
}
