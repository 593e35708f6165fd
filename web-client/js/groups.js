// Groups (issue #39 item 5): the same table again with one click. A finished game whose seats
// were claimed by accounts offers "Play again with this group" in its results dialog
// (groupResultsSlot); the first member to press it makes the group and a new lobby with a seat
// kept for every other member, who finds the invitation on the home page (groupsHome), in the
// list of groups (#/groups) and on the group's page (#/group/<id>: members, name, e-mail choice,
// games), and takes the kept seat with their account (no link, no token). Signed-in players only:
// a guest never sees any of it. The server's side is server/src/account/groups.rs.
import { t, language } from './i18n.js';
import { groupApi, seats } from './api.js';
import { h, clear, displayName, errorText } from './util.js';
import { gameName } from './games/registry.js';
import { icon } from './icons.js';
import { acct, openSignIn, ACCOUNT_EVENT } from './account.js';

/** Runs `fn` once this page knows whether it is signed in (a link may open a group's page first). */
function whenKnown(fn) {
  if (acct.known) { fn(); return; }
  const once = () => { window.removeEventListener(ACCOUNT_EVENT, once); fn(); };
  window.addEventListener(ACCOUNT_EVENT, once);
}

/** Keeps the seat the server gave as this browser's seat of `lobby` and opens it. */
function openTakenSeat(res) {
  const id = String(res.lobby_id);
  seats.set(id, { token: res.token, seat: res.seat ?? null, name: (acct.account && acct.account.name) || '', host: !!res.host, account: acct.account && acct.account.id });
  location.hash = `#/lobby/${encodeURIComponent(id)}`;
}

/** Takes this member's seat in the group's lobby `lobby` and opens it; errors go to `err`. */
async function takeSeat(lobby, err, button) {
  if (button) button.disabled = true;
  err.textContent = t('groups-taking-seat');
  try {
    openTakenSeat(await groupApi.seat(lobby, language()));
  } catch (e) {
    err.textContent = errorText(e);
    if (button) button.disabled = false;
  }
}

/** The way to the group's current game: take the kept seat, or open the seat held already. */
function currentAction(c, err) {
  if (!c) return null;
  const lobby = String(c.lobby_id);
  const mine = seats.get(lobby);
  if (c.seated && mine && mine.token) return h('a', { class: 'button group-open', href: `#/lobby/${encodeURIComponent(lobby)}` }, t('groups-open-game'));
  const button = h('button', { type: 'button', class: 'primary group-take-seat', onclick: () => takeSeat(lobby, err, button) },
    c.seated ? t('groups-open-game') : t('groups-take-seat'));
  return button;
}

/** A line for the current game: an invitation, or the game in play. */
function currentLine(g) {
  const c = g.current;
  if (!c) return null;
  const err = h('span', { class: 'error small', role: 'alert' });
  return h('div', { class: `group-current${c.invited ? ' invited' : ''}` },
    h('span', null, c.invited ? [icon('letter'), ' ', t('groups-invited', { game: gameName(c.game) })]
      : t(c.status === 'open' ? 'groups-current-open' : 'groups-current-running', { game: gameName(c.game) })),
    ' ', currentAction(c, err), err);
}

// ---------------------------------------------------------------- the results dialog

/**
 * The results dialog's "Play again with this group" (js/results.js): shown when this browser is
 * signed in and its account and at least one other claimed seats of the finished game `lobbyId`.
 * Asks the server once per dialog; empty otherwise.
 */
export function groupResultsSlot(lobbyId) {
  const slot = h('div', { class: 'group-again' });
  if (!acct.signedIn || !lobbyId) return slot;
  groupApi.offer(lobbyId).then((o) => {
    if (!o || !o.possible || !slot.isConnected) return;
    const status = h('p', { class: 'small group-again-status', role: 'status' });
    const joining = !!o.lobby_id;
    const button = h('button', { type: 'button', class: 'primary group-play-again', onclick: async () => {
      button.disabled = true;
      status.textContent = t('groups-starting');
      try {
        openTakenSeat(await groupApi.playAgain(lobbyId, language()));
      } catch (e) {
        status.textContent = errorText(e);
        button.disabled = false;
      }
    } }, joining ? t('groups-join-again') : t('groups-play-again'));
    const members = Array.isArray(o.members) ? o.members.join(', ') : '';
    slot.append(h('p', { class: 'small muted' }, t('groups-play-again-who', { names: members })), button, status);
  }, () => {});
  return slot;
}

// ---------------------------------------------------------------- the home page

/**
 * The home page's part for a signed-in player: the invitations of their groups (into `box`) and
 * the way to the list (into `linkBox`, by default `box` too).
 */
export function groupsHome(box, linkBox = box) {
  const inv = h('div', { class: 'group-invitations' });
  box.appendChild(h('div', { class: 'groups-home' }, inv));
  linkBox.appendChild(h('p', { class: 'groups-home-link small' }, h('a', { class: 'groups-link', href: '#/groups' }, t('groups-title'))));
  groupApi.list().then((data) => {
    const invited = (Array.isArray(data && data.groups) ? data.groups : []).filter((g) => g.current && g.current.invited);
    for (const g of invited) {
      inv.appendChild(h('div', { class: 'group-invitation panel-note', 'data-group': g.id },
        h('strong', null, h('a', { href: `#/group/${encodeURIComponent(g.id)}` }, g.name)), ' ', currentLine(g)));
    }
  }, () => {});
}

// ---------------------------------------------------------------- #/groups

/** `#/groups`: the account's groups. */
export function renderGroupsPage(app) {
  const page = h('section', { class: 'panel narrow groups-page', 'aria-labelledby': 'groups-title' },
    h('h2', { id: 'groups-title' }, t('groups-title')));
  app.appendChild(page);
  whenKnown(() => { if (page.isConnected) drawGroups(page); });
}

function drawGroups(page) {
  if (!acct.signedIn) return signedOut(page);
  const list = h('div', null, h('p', { class: 'muted' }, t('loading')));
  page.append(h('p', { class: 'muted small' }, t('groups-intro')), list);
  groupApi.list().then((data) => {
    clear(list);
    const groups = Array.isArray(data && data.groups) ? data.groups : [];
    if (!groups.length) { list.appendChild(h('p', { class: 'muted groups-none' }, t('groups-none'))); return; }
    list.appendChild(h('ul', { class: 'groups-list' }, groups.map((g) => h('li', { class: 'group-item', 'data-group': g.id },
      h('a', { class: 'group-name', href: `#/group/${encodeURIComponent(g.id)}` }, g.name),
      h('div', { class: 'muted small' }, [membersText(g), t('groups-n-games', { n: g.n_games || 0 })].join(' · ')),
      currentLine(g)))));
  }, (e) => { clear(list); list.appendChild(h('p', { class: 'error' }, errorText(e))); });
}

function signedOut(page) {
  page.append(h('p', null, t('groups-signed-out')),
    h('button', { type: 'button', class: 'primary', onclick: () => openSignIn() }, t('account-sign-in')));
}

const membersText = (g) => (Array.isArray(g.members) ? g.members.map((m) => (m.you ? t('groups-member-you', { name: m.name }) : m.name)).join(', ') : '');

// ---------------------------------------------------------------- #/group/<id>

/** `#/group/<id>`: one group: name (rename), members, e-mail choice, current game, history. */
export function renderGroupPage(app, id) {
  const page = h('section', { class: 'panel narrow group-page', 'aria-labelledby': 'group-title' });
  app.appendChild(page);
  page.appendChild(h('p', { class: 'muted' }, t('loading')));
  whenKnown(() => { if (page.isConnected) drawGroupPage(page, id); });
}

function drawGroupPage(page, id) {
  clear(page);
  if (!acct.signedIn) { page.appendChild(h('h2', { id: 'group-title' }, t('groups-title'))); return signedOut(page); }
  page.appendChild(h('p', { class: 'muted' }, t('loading')));
  const load = () => groupApi.get(id).then((d) => draw(d && d.group), (e) => {
    clear(page);
    page.append(h('h2', { id: 'group-title' }, t('groups-title')), h('p', { class: 'error' }, errorText(e)));
  });
  load();

  function draw(g) {
    if (!g || !page.isConnected) return;
    clear(page);
    const err = h('p', { class: 'error group-error', role: 'alert' });
    const saved = h('p', { class: 'small group-saved', role: 'status' });
    const change = async (body, okText) => {
      err.textContent = ''; saved.textContent = '';
      try {
        const d = await groupApi.change(id, body);
        draw(d && d.group);
        const s = page.querySelector('.group-saved');
        if (s) s.textContent = okText;
      } catch (e) { err.textContent = errorText(e); }
    };
    const name = h('input', { name: 'group_name', maxlength: 32, value: g.named ? g.name : '', placeholder: g.name, 'aria-label': t('groups-name-label') });
    const rename = h('form', { class: 'inline group-rename', onsubmit: (ev) => { ev.preventDefault(); change({ name: name.value.trim() }, t('groups-name-saved')); } },
      h('label', { class: 'row' }, h('span', { class: 'lbl' }, t('groups-name-label')), name),
      h('button', { type: 'submit', class: 'group-save-name' }, t('groups-name-save')));
    const mail = g.has_email
      ? h('label', { class: 'row group-mail' }, h('input', { type: 'checkbox', name: 'invite_email', checked: !!g.invite_email,
        onchange: (ev) => change({ invite_email: ev.target.checked, lang: language() }, t('groups-mail-saved')) }), ' ', t('groups-mail-label'))
      : h('p', { class: 'muted small group-no-mail' }, t('groups-mail-none'));
    const games = Array.isArray(g.games) ? g.games : [];
    page.append(
      h('h2', { id: 'group-title' }, g.name),
      h('p', { class: 'group-members' }, t('groups-members', { names: membersText(g) })),
      currentLine(g),
      rename, mail, saved, err,
      h('h3', null, t('groups-history')),
      games.length ? h('ul', { class: 'group-games' }, games.map(gameItem)) : h('p', { class: 'muted' }, t('groups-no-games')),
      h('p', null, h('a', { href: '#/groups' }, t('groups-all'))));
  }
}

/** One game of the group: when, what, who, and its scores and replay once finished. */
function gameItem(g) {
  const when = g.at ? new Date(g.at) : null;
  const date = when && !Number.isNaN(when.getTime()) ? when.toLocaleDateString(language()) : '';
  const names = Array.isArray(g.players) ? g.players : [];
  const nameOf = (s) => displayName({ name: (names.find((p) => p.seat === s) || {}).name }) || t('seat-n', { n: s + 1 });
  const r = g.result || {};
  // Dungeon Lords stores `winners` and score `sheets`; Welcome to the Dungeon one `winner`.
  const winners = Array.isArray(r.winners) ? r.winners : Number.isInteger(r.winner) ? [r.winner] : [];
  const sheets = Array.isArray(r.sheets) ? r.sheets : [];
  const finished = g.status === 'finished';
  const state = g.status === 'open' ? t('account-status-open') : finished ? t('account-status-finished') : g.status === 'running' ? t('account-status-running') : t('groups-status-ended');
  return h('li', { class: 'group-game', 'data-lobby': g.lobby_id },
    h('div', null, h('strong', null, gameName(g.game)), ' ', h('span', { class: 'muted small' }, [date, state].filter(Boolean).join(' · '))),
    h('div', { class: 'small' }, names.map((p) => displayName(p)).join(', ')),
    finished && (winners.length || sheets.length) ? h('div', { class: 'game-scores small' },
      winners.length ? h('span', { class: 'winner' }, icon('crown'), ' ', t('games-won-by', { names: winners.map(nameOf).join(', '), n: winners.length })) : null,
      sheets.length ? h('span', { class: 'muted' }, ' · ', sheets.map((x) => t('games-score', { name: nameOf(x.seat), n: x.total ?? 0 })).join(' · ')) : null) : null,
    finished && g.game_id ? h('a', { class: 'button group-replay', href: `#/replay/${encodeURIComponent(g.game_id)}` }, t('account-game-replay')) : null);
}
