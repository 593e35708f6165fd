// "My games" on the home page of a signed-in player (issue #39 item 2; js/account.js imports it
// when the player is signed in): the account's games on every device (GET /api/account/games),
// each opening its seat — with this browser's token when it has one, else with a new token for
// this device (POST /api/lobbies/{id}/device), kept as `dlo.seat.<id>` like any seat — and a
// finished game its replay. Above the list, the offer to add the seats this browser holds to the
// account (one button).
import { t, language } from './i18n.js';
import { accountApi, api, seats } from './api.js';
import { h, clear, displayName } from './util.js';
import { gameName } from './games/registry.js';
import { acct, unclaimedSeats, claimSeat } from './account.js';

/** Draws the account's games into `box`. */
export function renderMyGames(box) {
  const list = h('div', { class: 'my-games-list' }, h('p', { class: 'muted' }, t('account-games-loading')));
  const offer = h('div', { class: 'claim-offer-box' });
  const status = h('p', { class: 'claim-status small', role: 'status' });
  box.appendChild(h('section', { class: 'panel narrow my-games', 'aria-labelledby': 'my-games-title' },
    h('h3', { id: 'my-games-title' }, t('account-games-title')), offer, status, list));
  load();

  async function load() {
    let games;
    try {
      const data = await accountApi.games();
      games = Array.isArray(data && data.games) ? data.games : [];
    } catch (e) {
      clear(list);
      list.appendChild(h('p', { class: 'error' }, e.message));
      return;
    }
    drawOffer(new Set(games.map((g) => g.lobby_id)));
    clear(list);
    if (!games.length) { list.appendChild(h('p', { class: 'muted' }, t('account-games-none'))); return; }
    list.appendChild(h('ul', { class: 'my-games-ul' }, games.map(gameItem)));
    markTurns(list, games);
  }

  /** The offer to add this browser's seats that the account does not list yet. */
  function drawOffer(known) {
    clear(offer);
    const mine = unclaimedSeats(known);
    if (!mine.length) return;
    const n = mine.length;
    const button = h('button', { type: 'button', class: 'primary claim-all', onclick: async () => {
      button.disabled = true;
      status.textContent = t('account-claiming');
      let added = 0;
      for (const [id, rec] of mine) if (await claimSeat(id, rec)) added += 1;
      status.textContent = t('account-claim-done', { n: added });
      load();
    } }, t('account-claim-button', { n }));
    offer.appendChild(h('div', { class: 'claim-offer' }, h('p', null, t('account-claim-offer', { n })), button));
  }
}

/**
 * Marks the running games where the account's seat owes a decision: the lobby's owner knows, so
 * each running game's details are asked for (`waiting_for`); a game whose details fail stays
 * unmarked.
 */
function markTurns(list, games) {
  for (const g of games) {
    if (g.status !== 'running') continue;
    const id = String(g.lobby_id);
    api.getLobby(id).then((d) => {
      const waiting = Array.isArray(d && d.waiting_for) ? d.waiting_for : [];
      if (!waiting.includes(g.seat)) return;
      const item = [...list.querySelectorAll('li.my-game')].find((li) => li.dataset.lobby === id);
      if (!item || item.classList.contains('your-turn')) return;
      item.classList.add('your-turn');
      const title = item.querySelector('.my-game-text strong');
      if (title) title.after(h('span', { class: 'tag you' }, t('account-your-turn')));
    }, () => { /* unmarked */ });
  }
}

/** One game of the account: its name, players, state, and the way to its seat or replay. */
function gameItem(g) {
  const id = String(g.lobby_id);
  const players = (Array.isArray(g.players) ? g.players : [])
    .map((p) => displayName({ name: p && p.name }) || t('seat-n', { n: ((p && p.seat) ?? 0) + 1 })).join(', ');
  const when = g.updated_at ? new Date(g.updated_at) : null;
  const finished = g.status === 'finished';
  const err = h('span', { class: 'error small', role: 'alert' });
  const state = g.status === 'open' ? t('account-status-open') : finished ? t('account-status-finished') : t('account-status-running');
  const action = finished
    ? h('a', { class: 'button my-game-replay', href: g.game_id ? `#/replay/${encodeURIComponent(g.game_id)}` : `#/lobby/${encodeURIComponent(id)}`,
      onclick: (ev) => { if (!g.game_id) { ev.preventDefault(); openReplay(id, err); } } }, t('account-game-replay'))
    : h('a', { class: 'button my-game-open', href: `#/lobby/${encodeURIComponent(id)}`,
      onclick: (ev) => {
        const rec = seats.get(id);
        if (rec && rec.token) return;
        ev.preventDefault();
        openSeat(id, g, err);
      } }, t('account-game-open'));
  return h('li', { class: 'my-game', 'data-lobby': id },
    h('div', { class: 'my-game-text' },
      // The server names a lobby by its host (as the lobby list does).
      h('strong', null, g.name ? t('lobby-hosts-game', { host: g.name }) : gameName(g.game)),
      h('div', { class: 'muted small' }, [gameName(g.game), state, when && !Number.isNaN(when.getTime()) ? when.toLocaleDateString(language()) : ''].filter(Boolean).join(' · ')),
      players ? h('div', { class: 'small' }, players) : null),
    h('div', { class: 'my-game-go' }, action, err));
}

/** Opens the account's seat in lobby `id` on this device: a new token first, kept like any seat. */
async function openSeat(id, g, err) {
  err.textContent = t('account-opening');
  try {
    const res = await accountApi.device(id);
    seats.set(id, { token: res.token, seat: res.seat ?? g.seat ?? null, name: (acct.account && acct.account.name) || '', account: acct.account && acct.account.id });
    location.hash = `#/lobby/${encodeURIComponent(id)}`;
  } catch (e) {
    err.textContent = e.message;
  }
}

/** A finished game's replay when the list did not name its game: the lobby names it. */
async function openReplay(id, err) {
  try {
    const d = await api.getLobby(id);
    const l = (d && d.lobby) || d || {};
    location.hash = l.game_id ? `#/replay/${encodeURIComponent(l.game_id)}` : `#/lobby/${encodeURIComponent(id)}`;
  } catch (e) {
    err.textContent = e.message;
  }
}
