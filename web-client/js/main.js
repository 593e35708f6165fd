// Router and screens: lobby list, create, finished games. The lobby/game screen (player or
// spectator, js/lobby.js) and the replay (js/replay.js) are imported when first opened.
import { t, installSwitcher, language } from './i18n.js';
import { api, seats, lobbyList } from './api.js';
import { h, clear, banner, installTooltips, errorText, displayName } from './util.js';
import { GAMES, gameName } from './games/registry.js';
import { takeSeatLink, clockField } from './seat.js';
import { installCardGestures } from './cardface.js';
import { hideResults } from './results.js';
import { icon } from './icons.js';
import { renderRulesPage, rulesHomeLink } from './rules.js';
import { renderTrainingPage } from './training.js';
import { installAccount, accountHome, clearNotice } from './account.js';

const app = document.getElementById('app');
const connStatus = document.getElementById('conn-status');
let current = null; // the live screen, with a dispose() method

export { gameName };

/**
 * A screen whose code is loaded on first use (a dynamic import()): `make` draws it once `load` has
 * resolved, unless the player has moved on; the answer disposes of it either way.
 * @template M
 * @param {() => Promise<M>} load
 * @param {(m: M) => any} make
 */
function lazyScreen(load, make) {
  let screen = null;
  let gone = false;
  load().then((m) => { if (!gone) screen = make(m); }, (e) => { if (!gone) app.appendChild(h('p', { class: 'error' }, errorText(e))); });
  return {
    dispose() { gone = true; if (screen && screen.dispose) screen.dispose(); },
    // What window.__dlo and a change of language ask of the screen, once it is drawn.
    get state() { return screen ? screen.state : undefined; },
    get relabel() { return screen && screen.relabel ? () => screen.relabel() : undefined; },
  };
}

function route() {
  // The server's invite links look like /?lobby=<id>: turn them into the hash route.
  const q = new URLSearchParams(location.search);
  if (q.get('lobby')) {
    const id = q.get('lobby');
    // A "continue on another device" link carries the seat token in its fragment.
    takeSeatLink(id);
    history.replaceState(null, '', `${location.pathname}#/lobby/${encodeURIComponent(id)}`);
  }
  if (current && current.dispose) current.dispose();
  current = null;
  hideResults();
  banner(null);
  connStatus.textContent = '';
  clear(app);
  let hash = location.hash.replace(/^#/, '') || '/';
  let parts = hash.split('/').filter(Boolean);
  // An e-mail's sign-in link (#/signin/<token>): the token leaves the address bar (and the
  // history) at once, is given to the server once, and the home page shows the outcome.
  let signinToken = null;
  if (parts[0] === 'signin' && parts[1]) {
    signinToken = decodeURIComponent(parts[1]);
    history.replaceState(null, '', `${location.pathname}#/`);
    hash = '/';
    parts = [];
  }
  // The account's line on the home page (signed in, signed out) is for the home page only.
  if (parts.length) clearNotice();
  try {
    if (signinToken) import('./account-dialog.js').then((m) => m.finishEmailSignIn(signinToken), (e) => app.appendChild(h('p', { class: 'error' }, errorText(e))));
    if (parts[0] === 'account') return (current = lazyScreen(() => import('./account-dialog.js'), (m) => m.renderAccountPage(app)));
    if (parts[0] === 'create') return screenCreate();
    // Groups (issue #39 item 5; js/groups.js).
    if (parts[0] === 'groups') return (current = lazyScreen(() => import('./groups.js'), (m) => m.renderGroupsPage(app)));
    if (parts[0] === 'group' && parts[1]) return (current = lazyScreen(() => import('./groups.js'), (m) => m.renderGroupPage(app, decodeURIComponent(parts[1]))));
    // The profile: history, stats and ratings (issue #39 items 3–4; js/profile.js).
    if (parts[0] === 'profile') return (current = lazyScreen(() => import('./profile.js'), (m) => m.renderProfile(app)));
    // The table's screen (js/lobby.js) and what only it uses are imported when first opened.
    if (parts[0] === 'lobby' && parts[1]) return (current = lazyScreen(() => import('./lobby.js'), (m) => m.screenLobby(decodeURIComponent(parts[1]), false)));
    if (parts[0] === 'watch' && parts[1]) return (current = lazyScreen(() => import('./lobby.js'), (m) => m.screenLobby(decodeURIComponent(parts[1]), true)));
    if (parts[0] === 'games') return screenGames();
    if (parts[0] === 'training') return renderTrainingPage(app);
    if (/^rules(\?|$)/.test(parts[0] || '')) return renderRulesPage(app, new URLSearchParams(hash.split('?')[1] || ''));
    if (parts[0] === 'replay' && parts[1]) return (current = lazyScreen(() => import('./replay.js'), (m) => m.renderReplay(app, decodeURIComponent(parts[1]))));
    return screenHome();
  } catch (e) {
    app.appendChild(h('p', { class: 'error' }, String(e.stack || e)));
  }
}

// ---------------------------------------------------------------- home: open lobbies

function screenHome() {
  // A signed-in player's games and account notices (js/account.js); nothing for a guest.
  app.appendChild(accountHome());
  // A game's own panel: "Learn to play", the guided first game against bots (games/dungeon-lords/guide.js).
  for (const g of GAMES) if (g.home) app.appendChild(g.home());
  const list = h('div', { class: 'lobby-list' }, h('p', { class: 'muted' }, t('home-loading')));
  const idInput = h('input', { placeholder: t('home-lobby-id-placeholder'), name: 'lobby-id' });
  app.appendChild(h('section', { class: 'panel narrow' },
    h('h2', null, t('home-title')),
    h('p', null, t('home-intro')),
    h('p', null, h('a', { class: 'button primary', href: '#/create' }, t('home-create')), ' ', rulesHomeLink()),
    h('form', { class: 'inline', onsubmit: (e) => {
      e.preventDefault();
      const v = idInput.value.trim();
      const m = v.match(/lobby\/([^/?#]+)/);
      if (v) location.hash = `#/lobby/${m ? m[1] : v}`;
    } }, idInput, h('button', { type: 'submit' }, t('home-open')))));
  app.appendChild(h('section', { class: 'panel narrow' }, h('h3', null, t('home-open-lobbies')), list));
  const load = () => api.listLobbies().then((data) => {
    clear(list);
    const lobbies = lobbyList(data);
    if (!lobbies.length) { list.appendChild(h('p', { class: 'muted' }, t('home-no-lobbies'))); return; }
    const table = h('table', { class: 'lobbies' }, h('tr', null, h('th', null, t('lobbies-name')), h('th', null, t('lobbies-game')), h('th', null, t('lobbies-seats')), h('th', null, '')));
    for (const l of lobbies) {
      const L = normLobby(l);
      table.appendChild(h('tr', null, h('td', null, L.name || L.id, h('div', { class: 'muted small' }, new Date(l.created_at_ms || Date.now()).toLocaleTimeString(language()))), h('td', null, gameName(L.game)),
        h('td', null, `${L.filled}/${L.nSeats}`, lobbyPlayers(l)),
        h('td', null, h('a', { href: `#/lobby/${L.id}`, class: 'button' }, t('lobbies-join')), ' ', h('a', { href: `#/watch/${L.id}`, class: 'button' }, t('lobbies-watch')))));
    }
    list.appendChild(table);
  }).catch((e) => { clear(list); list.appendChild(h('p', { class: 'error' }, e.message)); });
  load();
}

/**
 * A listed lobby's players with their ratings, and whether it is rated (issue #39 item 4; the
 * list's `rated` and `players`); null when the server sent neither.
 */
function lobbyPlayers(l) {
  const players = Array.isArray(l.players) ? l.players.filter((p) => p && typeof p === 'object') : [];
  if (!l.rated && !players.some((p) => p.rating)) return null;
  return h('div', { class: 'small lobby-players' },
    l.rated ? h('span', { class: 'tag rated' }, t('lobby-rated-tag')) : null,
    players.map((p) => h('span', { class: 'lobby-player' }, ' ', displayName({ name: p.name }) || p.name,
      p.rating ? h('span', { class: 'muted seat-rating' }, ` (${ratingText(p.rating.rating)})`) : null)));
}

/** A rating as players read it: one decimal in the reader's number format. */
export function ratingText(x) {
  return Number(x).toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Normalises a lobby as the server describes it (the shape is read defensively). */
export function normLobby(l) {
  l = l || {};
  const id = l.lobby_id || l.id;
  let seatList = Array.isArray(l.seats) ? l.seats : Array.isArray(l.players) ? l.players : [];
  const nSeats = l.n_seats || (typeof l.seats === 'number' ? l.seats : null) || seatList.length || 0;
  seatList = seatList.map((s, i) => (typeof s === 'string' ? { seat: i, name: s } : s || { seat: i }));
  seatList = seatList.map((s) => ({ ...s, bot: !!(s.bot || s.is_bot), botSeat: s.bot && typeof s.bot === 'object' ? s.bot : null, name: s.name || null }));
  const filled = l.n_filled ?? seatList.filter((s) => s && (s.filled || s.name || s.bot)).length;
  const status = l.status || (l.started ? 'playing' : 'open');
  const started = status !== 'open';
  return {
    id, name: l.name || (l.host_name ? t('lobby-hosts-game', { host: l.host_name }) : null), game: l.game || l.kind, nSeats, seats: seatList, filled,
    started, status, options: l.options || {}, host: l.host_seat ?? l.host, public: l.public, gameId: l.game_id || null, raw: l,
  };
}

// ---------------------------------------------------------------- create

function screenCreate() {
  const savedName = localStorage.getItem('dlo.name') || '';
  const f = {
    game: h('select', { name: 'game' }, GAMES.map((g) => h('option', { value: g.kind }, gameName(g.kind)))),
    seats: h('select', { name: 'seats' }, [2, 3, 4].map((n) => h('option', { value: n, selected: n === 4 }, t('create-n-players', { n })))),
    visibility: h('select', { name: 'public' }, h('option', { value: 'public' }, t('create-public')), h('option', { value: 'unlisted' }, t('create-unlisted'))),
    name: h('input', { name: 'name', placeholder: t('your-name-placeholder'), value: savedName, maxlength: 32, required: true }),
    clock: clockField(),
    // A rated lobby (issue #39 item 4): counts only when every seat is a signed-in player's.
    rated: h('input', { type: 'checkbox', name: 'rated' }),
  };
  const err = h('p', { class: 'error' });
  const row = (label, input, help) => h('label', { class: 'row' }, h('span', { class: 'lbl' }, label), input, help ? h('small', { class: 'help' }, help) : null);
  // Each game's own options (its registry entry); only the chosen game's are shown and sent.
  const options = new Map(GAMES.map((g) => [g.kind, g.createOptions ? g.createOptions(row) : null]));
  const showOptions = () => { for (const [k, o] of options) if (o) o.el.style.display = k === f.game.value ? '' : 'none'; };
  f.game.addEventListener('change', showOptions);
  const form = h('form', { class: 'panel narrow create', onsubmit: async (e) => {
    e.preventDefault();
    err.textContent = '';
    const name = f.name.value.trim();
    if (!name) { err.textContent = t('error-enter-name'); return; }
    localStorage.setItem('dlo.name', name);
    const req = {
      game: f.game.value, seats: Number(f.seats.value), public: f.visibility.value === 'public',
      name,
      clock: f.clock.value(),
      options: options.get(f.game.value) ? options.get(f.game.value).value() : {},
    };
    if (f.rated.checked) req.options = { ...req.options, rated: true };
    try {
      const res = await api.createLobby(req);
      seats.set(res.lobby_id, { token: res.token, seat: res.seat, name, host: true });
      location.hash = `#/lobby/${res.lobby_id}`;
    } catch (x) { err.textContent = x.message; }
  } },
  h('h2', null, t('create-title')),
  row(t('create-game'), f.game), row(t('create-players'), f.seats, t('create-players-help')),
  [...options.values()].map((o) => o && o.el), row(t('create-clock'), f.clock.el, t('create-clock-help')), row(t('create-rated'), f.rated, t('create-rated-help')), row(t('create-visibility'), f.visibility), row(t('create-your-name'), f.name),
  h('button', { type: 'submit', class: 'primary' }, t('create-submit')), err);
  showOptions();
  app.appendChild(form);
}

// ---------------------------------------------------------------- finished games

function screenGames() {
  const list = h('div', null, h('p', { class: 'muted' }, t('loading')));
  const importErr = h('p', { class: 'error import-error' });
  const file = h('input', { type: 'file', name: 'import', accept: 'application/json,.json', onchange: async (e) => {
    importErr.textContent = '';
    const f = e.target.files && e.target.files[0];
    if (!f) return;
    let record;
    try { record = JSON.parse(await f.text()); } catch { importErr.textContent = t('games-import-not-json'); return; }
    try {
      const res = await api.importGame(record);
      location.hash = `#/replay/${encodeURIComponent(res.game_id)}`;
    } catch (x) { importErr.textContent = x.message; }
  } });
  app.appendChild(h('section', { class: 'panel narrow' }, h('h2', null, t('games-title')), list,
    h('h4', null, t('games-import')), h('p', { class: 'muted small' }, t('games-import-hint')),
    // The browser's own file button speaks the browser's language: ours speaks the reader's.
    h('label', { class: 'button file-pick' }, t('games-import-choose'), file), importErr));
  api.listGames().then((data) => {
    clear(list);
    const games = lobbyList(data);
    if (!games.length) { list.appendChild(h('p', { class: 'muted' }, t('games-none'))); return; }
    list.appendChild(h('ul', { class: 'games' }, games.map((g) => {
      const id = g.game_id || g.lobby_id || g.id;
      const when = g.finished_at_ms ? new Date(g.finished_at_ms).toLocaleString(language()) : (g.finished_at || '');
      const players = Array.isArray(g.players) && g.players.length
        ? g.players.map((p, s) => displayName({ name: p, bot: Array.isArray(g.bots) ? g.bots[s] : null }) || p).join(', ') : null;
      return h('li', null, h('a', { href: `#/replay/${id}`, 'data-lobby': g.lobby_id || id }, players || id), ' ',
        h('span', { class: 'muted' }, [gameName(g.game || g.kind), when ? ` · ${when}` : ''].join('')),
        gameScores(g));
    })));
  }).catch((e) => { clear(list); list.appendChild(h('p', { class: 'error' }, e.message)); });
}

/**
 * Light or dark: the system's preference until the reader picks one with the header's button
 * (kept in localStorage `dlo.theme`).
 */
function installTheme(button) {
  const apply = () => {
    const saved = localStorage.getItem('dlo.theme');
    const light = saved ? saved === 'light' : window.matchMedia('(prefers-color-scheme: light)').matches;
    document.documentElement.dataset.theme = light ? 'light' : 'dark';
    if (button) button.setAttribute('aria-pressed', light ? 'true' : 'false');
  };
  apply();
  window.matchMedia('(prefers-color-scheme: light)').addEventListener('change', apply);
  if (button) button.addEventListener('click', () => {
    localStorage.setItem('dlo.theme', document.documentElement.dataset.theme === 'light' ? 'dark' : 'light');
    apply();
  });
}

/** The winners and each seat's score of a finished game (from its stored result). */
function gameScores(g) {
  const r = g.result || {};
  const name = (s) => displayName({ name: Array.isArray(g.players) ? g.players[s] : null, bot: Array.isArray(g.bots) ? g.bots[s] : null })
    || t('seat-n', { n: s + 1 });
  const winners = Array.isArray(r.winners) ? r.winners : [];
  const sheets = Array.isArray(r.sheets) ? r.sheets : [];
  if (!winners.length && !sheets.length) return null;
  return h('div', { class: 'game-scores small' },
    winners.length ? h('span', { class: 'winner' }, icon('crown'), ' ', t('games-won-by', { names: winners.map(name).join(', '), n: winners.length })) : null,
    sheets.length ? h('span', { class: 'muted' }, ' · ', sheets.map((x) => t('games-score', { name: name(x.seat), n: x.total ?? 0 })).join(' · ')) : null);
}

// ---------------------------------------------------------------- lobby and game

// Exposed for debugging and the browser tests.
// `sendRaw` sends any command object as the client would (used by the tests to check that a
// refused command shows the engine's reason); it never bypasses the server's checks.
window.__dlo = {
  get state() { return current && current.state; },
  sendRaw(cmd) {
    const S = current && current.state;
    if (!S || !S.conn) return null;
    S.ui.pending = S.conn.command(cmd);
    S.ui.pendingAt = Date.now();
    return S.ui.pending;
  },
};

installTooltips();
// The first stop of the Tab key: straight to the decision (its first button), or to the table.
// The `d` key does the same from anywhere on the table (not while typing).
function focusDecision() {
  // The first control of the decision a player can see (a closed "all choices" list shows its
  // summary); without a decision, the table.
  const shown = (el) => {
    // Inside a closed <details> only its summary can take the focus.
    const closed = el.closest('details:not([open])');
    if (closed && !(el.tagName === 'SUMMARY' && el.parentElement === closed)) return false;
    return el.getClientRects().length > 0 && !el.disabled;
  };
  const target = /** @type {HTMLElement} */ ([...document.querySelectorAll('.prompt button.cmd, .prompt summary, .prompt button')].find(shown)
    || document.getElementById('app'));
  if (target.id === 'app') target.setAttribute('tabindex', '-1');
  target.focus();
}
document.getElementById('skip-decision').addEventListener('click', focusDecision);
document.addEventListener('keydown', (ev) => {
  if ((ev.key !== 'd' && ev.key !== 'D') || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const el = ev.target;
  if (el instanceof Element && el.closest('input, textarea, select, [contenteditable], dialog[open]')) return;
  if (!document.querySelector('.prompt')) return;
  ev.preventDefault();
  focusDecision();
});
installCardGestures();
installTheme(document.getElementById('theme-toggle'));
// The account control ("Sign in", or the signed-in name) sits before the theme button.
installAccount(document.getElementById('topbar'), document.getElementById('theme-toggle'));
installSwitcher(document.getElementById('lang-select'));
// A new language redraws the live screen in place (the socket stays open); other screens reload.
window.addEventListener('dlo-language', () => { if (current && current.relabel) current.relabel(); else route(); });
window.addEventListener('hashchange', route);
route();
