// Combat training (issue #38 item 2): the rulebook's training dungeons and worked combat examples
// as short puzzles on the real combat screen. `#/training` lists them (engine/data/dl-training.txt
// holds the positions and the book's solutions; the server's lobby option `{"training": id}` makes
// the game, protocol/README.md § Combat training). "Fight it" creates an unlisted two-seat lobby
// (the trainee and a bot sitting at an empty dungeon), starts it and opens the ordinary table.
// A training dungeon is a whole combat, judged by the tiles conquered; a worked example is one
// round, judged by its lesson (`measure`: the damage left on the party or the adventurers
// imprisoned). When it ends, the game's result carries `training` (yours and the book's outcome):
// a dialog compares them by the measure and offers the book's solution step by step — one shared
// replay per scenario that the server builds from the fixture (`GET /api/training/{id}/book`) —
// and another try. A training game's table and replay show the same comparison instead of the
// score sheets (trainingPanel).
import { h, clear } from './util.js';
import { t } from './i18n.js';
import { api, seats } from './api.js';

/** The training dungeons offered, in the rulebook's order (scenario 1 with its better solution). */
export const TRAINING = ['EX-SCEN1-B', 'EX-SCEN2', 'EX-SCEN3', 'EX-SCEN4', 'EX-SCEN-ROOM'];
/**
 * The rulebook's worked combat examples offered as one-round puzzles, in the rulebook's order, with
 * what each is judged by (the fixture's `measure`; the server's view says it again in `training`).
 */
export const EXAMPLES = {
  'EX-TRAIN-TRAP-4': 'damage',
  'EX-TRAIN-TRAP-6': 'conquered',
  'EX-TRAIN-MON-1': 'imprisoned',
  'EX-TRAIN-MON-3': 'imprisoned',
  'EX-TRAIN-HEAL-1': 'damage',
  'EX-TRAIN-HEAL-3': 'damage',
};
/** A scenario's part of its message ids (`training-ex-scen2-title`): the id without its solution letter. */
export const slug = (id) => String(id).toLowerCase().replace(/-[ab]$/, '');
/** What the comparison lists, in this order (the position's measure first). */
const ROWS = ['conquered', 'imprisoned', 'damage', 'survived', 'food_spent', 'gold_spent'];
/** Counts where more is better for the lord (the others are losses). */
const MORE_IS_BETTER = new Set(['imprisoned', 'damage']);

/**
 * The goal line of a position on the table: `training` is the view's (`measure`, `book_value`,
 * `rounds`, `book_conquered`).
 */
export function goalText(training) {
  if (!training) return '';
  if (training.rounds > 0) return t(`training-goal-round-${training.measure || 'conquered'}`, { n: training.book_value ?? 0 });
  return t(training.book_conquered === 0 ? 'training-goal-none' : 'training-goal-one');
}

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

/** One line of the `#/training` page: title, description, goal and "Fight it". */
function item(id, nameIn, err, goal) {
  const titleId = `training-title-${id.toLowerCase()}`;
  const go = h('button', { type: 'button', class: 'primary training-fight', 'data-scenario': id, 'aria-describedby': titleId, onclick: () => {
    const v = nameIn.value.trim();
    if (v) localStorage.setItem('dlo.name', v);
    fight(id, err, go);
  } }, t('training-fight'));
  return h('li', { class: 'training-item', 'data-scenario': id },
    h('h3', { id: titleId }, t(`training-${slug(id)}-title`)),
    h('p', null, t(`training-${slug(id)}-desc`)),
    h('p', { class: 'muted small training-goal' }, goal),
    go);
}

/** The `#/training` page: the training dungeons, then the worked examples, one line each, and "Fight it". */
export function renderTrainingPage(app) {
  const err = h('p', { class: 'error', role: 'alert' });
  const nameIn = h('input', { name: 'training-name', value: localStorage.getItem('dlo.name') || '', maxlength: 32, autocomplete: 'nickname' });
  nameIn.addEventListener('change', () => { const v = nameIn.value.trim(); if (v) localStorage.setItem('dlo.name', v); });
  const list = h('ol', { class: 'training-list' },
    TRAINING.map((id) => item(id, nameIn, err, t(id === 'EX-SCEN-ROOM' ? 'training-goal-none' : 'training-goal-one'))));
  const examples = h('ol', { class: 'training-list training-examples' },
    Object.entries(EXAMPLES).map(([id, measure]) => item(id, nameIn, err, t(`training-goal-page-${measure}`))));
  app.appendChild(h('section', { class: 'panel narrow training-page', 'aria-labelledby': 'training-page-title' },
    h('h2', { id: 'training-page-title' }, t('training-title')),
    h('p', null, t('training-intro')),
    h('label', { class: 'training-name' }, h('span', null, t('training-name')), nameIn),
    h('h3', { class: 'training-section' }, t('training-dungeons')),
    list,
    h('h3', { class: 'training-section' }, t('training-examples')),
    h('p', null, t('training-examples-intro')),
    examples, err,
    h('p', null, h('a', { href: '#/' }, t('training-back')))));
}

// ------------------------------------------------------------------ the end of a training game

let dialog = null;

/** The lobby of the table on screen (`#/lobby/<id>`), or null. */
const lobbyOnScreen = () => {
  const m = location.hash.match(/^#\/(?:lobby|watch)\/([^/?#]+)/);
  return m ? decodeURIComponent(m[1]) : null;
};

/** The book's solution as a replay: one shared replay per scenario, built by the server from the fixture. */
async function bookReplay(training) {
  const res = await api.trainingBook(training.scenario);
  return res.game_id;
}

/** How the trainee did by the position's measure: better, worse, costlier (more spent) or same. */
export function verdict(training) {
  const m = training.measure || 'conquered';
  const a = (training.yours || {})[m] ?? 0;
  const b = (training.book || {})[m] ?? 0;
  const more = MORE_IS_BETTER.has(m);
  if (a !== b) return (more ? a > b : a < b) ? 'better' : 'worse';
  const mine = training.yours || {};
  const book = training.book || {};
  // As many in prison: the more damage left on the others, the better.
  if (m === 'imprisoned' && (mine.damage || 0) !== (book.damage || 0)) return (mine.damage || 0) > (book.damage || 0) ? 'better' : 'worse';
  if (m !== 'conquered') return 'same';
  return ((mine.food_spent || 0) + (mine.gold_spent || 0)) > ((book.food_spent || 0) + (book.gold_spent || 0)) ? 'costlier' : 'same';
}

/** The comparison table: one row per count, yours next to the book's, the measure's row first. */
function comparison(training) {
  const m = training.measure || 'conquered';
  const table = h('table', { class: 'training-compare' },
    h('caption', null, t('training-compare-caption')),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, ''), h('th', { scope: 'col' }, t('training-yours')), h('th', { scope: 'col' }, t('training-book')))));
  const body = h('tbody');
  for (const k of [m, ...ROWS.filter((r) => r !== m)]) {
    const a = (training.yours || {})[k] ?? 0;
    const b = (training.book || {})[k] ?? 0;
    const [lo, hi] = MORE_IS_BETTER.has(k) ? ['worse', 'better'] : ['better', 'worse'];
    body.appendChild(h('tr', { 'data-row': k, class: k === m ? 'measure' : '' },
      h('th', { scope: 'row' }, t(`training-row-${k.replace(/_/g, '-')}`)),
      h('td', { class: a > b ? hi : a < b ? lo : '' }, String(a)),
      h('td', null, String(b))));
  }
  table.appendChild(body);
  return table;
}

/** The verdict's words for this measure. */
const verdictText = (training) => {
  const v = verdict(training);
  const m = training.measure || 'conquered';
  return t(v === 'worse' && m !== 'conquered' ? `training-verdict-worse-${m}` : `training-verdict-${v}`);
};

/** The comparison as a table panel: a finished training game's table and its replay show it instead of the score sheets. */
export function trainingPanel(training) {
  const m = training.measure || 'conquered';
  return h('section', { class: 'panel result training-result', 'data-measure': m, 'data-verdict': verdict(training) },
    h('h3', null, t('training-result-title', { name: t(`training-${slug(training.scenario)}-title`) })),
    h('p', { class: `training-verdict training-verdict-${verdict(training)}` }, verdictText(training)),
    comparison(training),
    h('p', { class: 'muted small' }, t(`training-compare-note-${m}`)));
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
  const m = training.measure || 'conquered';
  const status = h('p', { class: 'training-status', role: 'status' });
  const watch = h('button', { type: 'button', class: 'primary training-watch', onclick: async () => {
    watch.disabled = true;
    status.textContent = t('training-preparing');
    try {
      const id = await bookReplay(training);
      dialog.close();
      location.hash = `#/replay/${encodeURIComponent(id)}?viewer=seat:0`;
    } catch (x) { watch.disabled = false; status.textContent = x.message; }
  } }, t('training-watch'));
  const again = h('button', { type: 'button', class: 'training-again', onclick: () => fight(training.scenario, status, again) }, t('training-again'));
  dialog.appendChild(h('div', { class: 'results-body' },
    h('h2', { id: 'training-result-title' }, t('training-result-title', { name: t(`training-${slug(training.scenario)}-title`) })),
    h('p', { class: `training-verdict training-verdict-${verdict(training)}` }, verdictText(training)),
    comparison(training),
    h('p', { class: 'muted small' }, t(`training-compare-note-${m}`)),
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
