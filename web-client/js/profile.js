// The signed-in player's profile (issue #39 items 3 and 4; `#/profile`, linked from the account
// page): ratings per game, stats per game (played, wins, average score) and the finished games
// with place, score, titles, rating change and replay link, from GET /api/account/history.
// Imported when first opened; a guest is offered the sign-in instead.
import { t, tOpt, language } from './i18n.js';
import { accountApi } from './api.js';
import { h, clear, displayName } from './util.js';
import { gameName } from './games/registry.js';
import { acct, openSignIn, ACCOUNT_EVENT } from './account.js';

/** A rating as players read it: one decimal, in the reader's number format. */
export function fmtRating(x) {
  return Number(x).toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A rating change with its sign ("+1.2", "−0.8"). */
function fmtChange(x) {
  const n = Number(x) || 0;
  return `${n > 0 ? '+' : n < 0 ? '−' : '±'}${fmtRating(Math.abs(n))}`;
}

/** Draws the profile into `app`; redrawn when the account signs in or out. */
export function renderProfile(app) {
  const page = h('section', { class: 'panel narrow profile-page', 'aria-labelledby': 'profile-title' });
  app.appendChild(page);
  let loaded = null;
  const draw = () => {
    if (!page.isConnected) return;
    clear(page);
    const name = acct.account && acct.account.name;
    page.appendChild(h('h2', { id: 'profile-title' }, name ? t('profile-title-of', { name }) : t('profile-title')));
    if (!acct.known) { page.appendChild(h('p', { class: 'muted' }, t('loading'))); return; }
    if (!acct.signedIn) {
      page.append(h('p', null, t('profile-signed-out')),
        h('button', { type: 'button', class: 'primary account-signin-page', onclick: () => openSignIn() }, t('account-sign-in')));
      return;
    }
    const body = h('div', { class: 'profile-body' }, h('p', { class: 'muted' }, t('profile-loading')));
    page.appendChild(body);
    page.appendChild(h('p', { class: 'profile-links' }, h('a', { href: '#/account' }, t('account-title')), ' · ', h('a', { href: '#/' }, t('account-games-title'))));
    (loaded || (loaded = accountApi.history())).then((data) => { if (body.isConnected) fill(body, data || {}); },
      (e) => { loaded = null; clear(body); body.appendChild(h('p', { class: 'error', role: 'alert' }, e.message)); });
  };
  const changed = () => {
    if (!page.isConnected) { window.removeEventListener(ACCOUNT_EVENT, changed); return; }
    loaded = null;
    draw();
  };
  window.addEventListener(ACCOUNT_EVENT, changed);
  draw();
  return { relabel: draw };
}

/** The profile's sections from the history's answer. */
function fill(body, data) {
  clear(body);
  const ratings = Array.isArray(data.ratings) ? data.ratings : [];
  const stats = Array.isArray(data.stats) ? data.stats : [];
  const games = Array.isArray(data.games) ? data.games : [];
  body.appendChild(h('h3', null, t('profile-ratings')));
  body.appendChild(ratings.length
    ? h('ul', { class: 'profile-ratings' }, ratings.map((r) => h('li', { 'data-game': r.game },
      h('span', { class: 'profile-rating-game' }, gameName(r.game)), ' ',
      h('strong', { class: 'profile-rating' }, fmtRating(r.rating)), ' ',
      h('span', { class: 'muted small' }, t('profile-rating-detail', { uncertainty: fmtRating(r.uncertainty), n: r.n_games })))))
    : h('p', { class: 'muted profile-no-ratings' }, t('profile-no-ratings')));
  body.appendChild(h('p', { class: 'muted small' }, t('profile-ratings-help')));
  body.appendChild(h('h3', null, t('profile-stats')));
  if (stats.length) {
    body.appendChild(h('table', { class: 'profile-stats' },
      h('thead', null, h('tr', null, h('th', null, t('lobbies-game')), h('th', null, t('profile-played')), h('th', null, t('profile-wins')), h('th', null, t('profile-average')))),
      h('tbody', null, stats.map((s) => h('tr', { 'data-game': s.game }, h('td', null, gameName(s.game)), h('td', null, String(s.played)), h('td', null, String(s.wins)),
        h('td', null, s.average_score === null || s.average_score === undefined ? '–' : Number(s.average_score).toLocaleString(language())))))));
  } else {
    body.appendChild(h('p', { class: 'muted' }, t('profile-no-games')));
  }
  if (!games.length) return;
  body.appendChild(h('h3', null, t('profile-games')));
  body.appendChild(h('ul', { class: 'profile-games' }, games.map(gameItem)));
}

/** A Dungeon Lords title's printed name from its English name in the result (as dl.js does). */
function titleName(name) {
  return tOpt(`card-${String(name).toLowerCase().replace(/[^a-z]+/g, '-')}`) || name;
}

/** Why a rated lobby's game did not count, in words. */
function unratedText(outcome) {
  return t('profile-unrated', { reason: ['bot', 'guest', 'same_account'].includes(outcome) ? outcome : 'other' });
}

/** One finished game: players, date, place and score, titles, rating change, replay. */
function gameItem(g) {
  const when = g.finished_at ? new Date(g.finished_at) : null;
  const players = (Array.isArray(g.players) ? g.players : [])
    .map((p) => displayName({ name: p && p.name }) || t('seat-n', { n: ((p && p.seat) ?? 0) + 1 })).join(', ');
  const r = g.rating;
  const rating = !r ? null
    : r.outcome === 'rated' && r.change !== undefined
      ? h('span', { class: `profile-change ${r.change > 0 ? 'up' : r.change < 0 ? 'down' : ''}` },
        t('profile-rating-change', { change: fmtChange(r.change), after: fmtRating(r.after) }),
        r.forfeited ? [' ', h('span', { class: 'tag' }, t('profile-forfeited'))] : null)
      : h('span', { class: 'muted profile-unrated' }, unratedText(r.outcome));
  const titles = Array.isArray(g.titles) && g.titles.length ? g.titles.map(titleName).join(', ') : null;
  return h('li', { class: 'profile-game', 'data-game-id': g.game_id },
    h('div', { class: 'profile-game-text' },
      h('strong', null, gameName(g.game)), ' ',
      h('span', { class: 'muted small' }, when && !Number.isNaN(when.getTime()) ? when.toLocaleDateString(language()) : ''),
      h('div', { class: 'small' },
        g.won ? h('span', { class: 'tag you' }, t('profile-won')) : null, g.won ? ' ' : null,
        g.place ? t('profile-place', { place: g.place }) : null,
        g.score !== null && g.score !== undefined ? [' · ', t('profile-score', { score: g.score })] : null,
        titles ? [' · ', titles] : null),
      players ? h('div', { class: 'small muted' }, players) : null,
      rating ? h('div', { class: 'small' }, rating) : null),
    h('div', { class: 'profile-game-go' }, h('a', { class: 'button', href: `#/replay/${encodeURIComponent(g.game_id)}` }, t('account-game-replay'))));
}
