// Combat training (issue #38 item 2): the rulebook's training dungeons as short puzzles on the real
// combat screen. `#/training` lists them (engine/data/dl-training.txt holds the positions and the
// book's solutions; the server's lobby option `{"training": id}` makes the game, protocol/README.md
// § Combat training). "Fight it" creates an unlisted two-seat lobby (the trainee and a bot sitting
// at an empty dungeon), starts it and opens the ordinary table. When the combat ends, the game's
// result carries `training` (yours and the book's outcome, the book's commands): a dialog compares
// them and offers the book's solution step by step — the finished game's record with the book's
// commands, imported as a replay (`POST /api/games/import`) and opened in the replay viewer — and
// another try.
import { h, clear } from './util.js';
import { t } from './i18n.js';
import { api, seats } from './api.js';

/** The training dungeons offered, in the rulebook's order (scenario 1 with its better solution). */
export const TRAINING = ['EX-SCEN1-B', 'EX-SCEN2', 'EX-SCEN3', 'EX-SCEN4', 'EX-SCEN-ROOM'];
/** A scenario's part of its message ids (`training-ex-scen2-title`): the id without its solution letter. */
export const slug = (id) => String(id).toLowerCase().replace(/-[ab]$/, '');
/** What the comparison lists, in this order. */
const ROWS = ['conquered', 'imprisoned', 'survived', 'food_spent', 'gold_spent'];

/** Creates the training lobby for scenario `id`, seats a bot at the empty dungeon, starts it. */
export async function startTraining(id, name) {
  const res = await api.createLobby({ game: 'dungeon-lords', seats: 2, public: false, name, options: { training: id } });
  seats.set(res.lobby_id, { token: res.token, seat: res.seat, name, host: true });
  await api.addBot(res.lobby_id, res.token, 'easy');
  await api.start(res.lobby_id, res.token);
  return res.lobby_id;
}

/** The home page's way in, next to the guided game. */
export function trainingHomeLink() {
  return h('p', { class: 'training-home' },
    h('a', { class: 'button training-link', href: '#/training' }, t('training-home-link')), ' ',
    h('span', { class: 'muted small' }, t('training-home-hint')));
}

async function fight(id, err, button) {
  const name = (localStorage.getItem('dlo.name') || '').trim() || t('training-default-name');
  if (button) button.disabled = true;
  if (err) err.textContent = t('training-starting');
  try {
    const lobby = await startTraining(id, name);
    location.hash = `#/lobby/${encodeURIComponent(lobby)}`;
  } catch (x) {
    if (button) button.disabled = false;
    if (err) err.textContent = x.message;
  }
}

/** The `#/training` page: the training dungeons, one line each, and "Fight it". */
export function renderTrainingPage(app) {
  const err = h('p', { class: 'error', role: 'alert' });
  const nameIn = h('input', { name: 'training-name', value: localStorage.getItem('dlo.name') || '', maxlength: 32, autocomplete: 'nickname' });
  nameIn.addEventListener('change', () => { const v = nameIn.value.trim(); if (v) localStorage.setItem('dlo.name', v); });
  const list = h('ol', { class: 'training-list' });
  TRAINING.forEach((id) => {
    const titleId = `training-title-${id.toLowerCase()}`;
    const go = h('button', { type: 'button', class: 'primary training-fight', 'data-scenario': id, 'aria-describedby': titleId, onclick: () => {
      const v = nameIn.value.trim();
      if (v) localStorage.setItem('dlo.name', v);
      fight(id, err, go);
    } }, t('training-fight'));
    list.appendChild(h('li', { class: 'training-item', 'data-scenario': id },
      h('h3', { id: titleId }, t(`training-${slug(id)}-title`)),
      h('p', null, t(`training-${slug(id)}-desc`)),
      h('p', { class: 'muted small' }, t(id === 'EX-SCEN-ROOM' ? 'training-goal-none' : 'training-goal-one')),
      go));
  });
  app.appendChild(h('section', { class: 'panel narrow training-page', 'aria-labelledby': 'training-page-title' },
    h('h2', { id: 'training-page-title' }, t('training-title')),
    h('p', null, t('training-intro')),
    h('label', { class: 'training-name' }, h('span', null, t('training-name')), nameIn),
    list, err,
    h('p', null, h('a', { href: '#/' }, t('training-back')))));
}

// ------------------------------------------------------------------ the end of a training game

let dialog = null;

/** The lobby of the table on screen (`#/lobby/<id>`), or null. */
const lobbyOnScreen = () => {
  const m = location.hash.match(/^#\/(?:lobby|watch)\/([^/?#]+)/);
  return m ? decodeURIComponent(m[1]) : null;
};

/**
 * The book's solution as a replay: the finished game's record with the book's commands,
 * imported once per training game (the replay's id is remembered per lobby).
 */
async function bookReplay(lobby, training) {
  const kept = localStorage.getItem(`dlo.training.book.${lobby}`);
  if (kept) return kept;
  const details = await api.getLobby(lobby);
  const gameId = (details.lobby || details).game_id;
  if (!gameId) throw new Error(t('training-no-game'));
  const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/export`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const record = await res.json();
  record.commands = training.book_commands;
  delete record.result;
  delete record.seat_events;
  const imported = await api.importGame(record);
  localStorage.setItem(`dlo.training.book.${lobby}`, imported.game_id);
  return imported.game_id;
}

/** The comparison table: one row per count, yours next to the book's. */
function comparison(training) {
  const table = h('table', { class: 'training-compare' },
    h('caption', null, t('training-compare-caption')),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, ''), h('th', { scope: 'col' }, t('training-yours')), h('th', { scope: 'col' }, t('training-book')))));
  const body = h('tbody');
  for (const k of ROWS) {
    const a = (training.yours || {})[k] ?? 0;
    const b = (training.book || {})[k] ?? 0;
    // More is better only for prisoners; every other count is a loss.
    const [lo, hi] = k === 'imprisoned' ? ['worse', 'better'] : ['better', 'worse'];
    body.appendChild(h('tr', { 'data-row': k },
      h('th', { scope: 'row' }, t(`training-row-${k.replace(/_/g, '-')}`)),
      h('td', { class: a > b ? hi : a < b ? lo : '' }, String(a)),
      h('td', null, String(b))));
  }
  table.appendChild(body);
  return table;
}

/** Opens the training result (called by js/results.js when a result carries `training`). */
export function showTrainingResult(training, ctx) {
  if (!dialog) {
    dialog = h('dialog', { class: 'results-dialog training-dialog', 'aria-labelledby': 'training-result-title' });
    dialog.addEventListener('close', () => { if (dialog.ctx && dialog.ctx.ui) dialog.ctx.ui.resultsClosed = true; });
    document.body.appendChild(dialog);
  }
  dialog.ctx = ctx;
  const key = JSON.stringify([training.scenario, training.yours, lobbyOnScreen()]);
  if (dialog.key === key) { if (!dialog.open && !(ctx.ui && ctx.ui.resultsClosed)) dialog.showModal(); return; }
  dialog.key = key;
  clear(dialog);
  const mine = training.yours || {};
  const book = training.book || {};
  const verdict = mine.conquered < book.conquered ? 'training-verdict-better'
    : mine.conquered > book.conquered ? 'training-verdict-worse'
      : (mine.food_spent + mine.gold_spent) > (book.food_spent + book.gold_spent) ? 'training-verdict-costlier' : 'training-verdict-same';
  const status = h('p', { class: 'training-status', role: 'status' });
  const watch = h('button', { type: 'button', class: 'primary training-watch', onclick: async () => {
    const lobby = lobbyOnScreen();
    if (!lobby) return;
    watch.disabled = true;
    status.textContent = t('training-preparing');
    try {
      const id = await bookReplay(lobby, training);
      dialog.close();
      location.hash = `#/replay/${encodeURIComponent(id)}?viewer=seat:0`;
    } catch (x) { watch.disabled = false; status.textContent = x.message; }
  } }, t('training-watch'));
  const again = h('button', { type: 'button', class: 'training-again', onclick: () => fight(training.scenario, status, again) }, t('training-again'));
  dialog.appendChild(h('div', { class: 'results-body' },
    h('h2', { id: 'training-result-title' }, t('training-result-title', { name: t(`training-${slug(training.scenario)}-title`) })),
    h('p', { class: `training-verdict ${verdict}` }, t(verdict)),
    comparison(training),
    h('p', { class: 'muted small' }, t('training-compare-note')),
    h('div', { class: 'inline results-actions' },
      watch, again,
      h('a', { class: 'button', href: '#/training' }, t('training-other')),
      h('button', { type: 'button', class: 'close', onclick: () => dialog.close() }, t('results-see-table'))),
    status));
  if (!dialog.open && !(ctx.ui && ctx.ui.resultsClosed)) dialog.showModal();
}

/** Closes the training result when the screen changes. */
export function hideTrainingResult() {
  if (dialog) { dialog.ctx = null; dialog.key = null; if (dialog.open) dialog.close(); }
}
