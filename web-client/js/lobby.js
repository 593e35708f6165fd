// The lobby's and the table's screen (#/lobby/<id>, #/watch/<id>): the waiting room, the table
// of a game in play and its sidebar, over one WebSocket (js/conn.js). js/main.js imports this
// module when the screen is first opened, so the home page does not download it or what only it
// uses (the log, the prompt, the clocks, the settings...; docs/performance.md §8).
import { t, language } from './i18n.js';
import { gateOf, gatePanel, keptSeats } from './gate.js';
import { absenceBanner } from './absence.js';
import { lastSeen, markSeen, awaySummary, showAwaySummary, hideAwaySummary } from './away.js';
import { api, seats } from './api.js';
import { Connection } from './conn.js';
import { h, clear, banner, SEAT_COLOURS, fmtTime, errorText, focusKey, restoreFocus, displayName } from './util.js';
import { renderPrompt, decisionName } from './prompt.js';
import { showBanner, announceTurn } from './announce.js';
import { gameOf, gameName, gameEntry, gameLoaded, loadGame } from './games/registry.js';
import { logFilters, renderLog } from './log.js';
import { renderSeats, tickClocks, clockLabel, clockText, remainingMs } from './seat.js';
import { maybeNotify } from './notify.js';
import { placeMyClock, tickMyClock } from './myclock.js';
import { alertPrefs, settingsEntry, emailOffer, hideSettings } from './settings.js';
import { lobbyOptions, startState } from './onboarding.js';
import * as ctrl from './table-ctrl.js';
import { pageBuild, reloadFor, safeToReload, reloadNow } from './upgrade.js';
import { normLobby, ratingText } from './main.js';

const app = document.getElementById('app');
const connStatus = document.getElementById('conn-status');
// The build this page was loaded from (js/upgrade.js); a page that does not say takes the first
// build a welcome names.
let loadedBuild = pageBuild();

/** A seat's few numbers for its compact panel (Dungeon Lords: evil, gold, food, imps), or null. */
const seatSummary = (game, view, seat) => {
  const g = gameOf(game, view);
  return g.seatSummary ? g.seatSummary(view, seat) : null;
};

export function screenLobby(lobbyId, watch) {
  // The state, changed by the controller's handler of each message (js/table-ctrl.js); this
  // module draws from it and carries out what the handlers ask (`apply`).
  const S = ctrl.screenState(lobbyId, watch);
  const rec = watch ? null : seats.get(lobbyId);
  const layout = h('div', { class: 'game-layout' });
  const mainCol = h('div', { class: 'main-col' });
  // The decision's sentence and buttons: a bar fixed to the bottom of a phone (always on screen),
  // at the top of the table on larger screens.
  const promptArea = h('div', { class: 'prompt-area', role: 'region', 'aria-label': t('table-decision') });
  const table = h('div', { class: 'table' });
  // Phone (≤ 600 px): the other players as compact panels at the top, then tabs that show one
  // part of the table or of the sidebar at a time (css/style.css); larger screens show it all.
  const strip = h('div', { class: 'seat-strip' });
  const tabs = h('nav', { class: 'table-tabs', 'aria-label': t('table-parts') });
  // Who is away or out of time, with the vote: above the decision, where everyone looks.
  const absenceBox = h('div', { class: 'absence-area', 'aria-live': 'polite' });
  // The guided first game's card (games/dungeon-lords/guide.js draws it, only in this browser's guided game).
  const guideBox = h('div', { class: 'guide-area' });
  // A new version of the game was announced: the page reloads once the decision is sent.
  const upgradeNote = h('div', { class: 'upgrade-note hidden', role: 'status' });
  mainCol.append(strip, upgradeNote, absenceBox, guideBox, tabs, promptArea, table);
  // The page leaves room under the table for the fixed bar, however tall the decision makes it;
  // the guide's card on a phone fits between its own top and the bar (css/guide.css).
  const barRoom = typeof ResizeObserver === 'function' ? new ResizeObserver(() => {
    const root = document.documentElement.style;
    root.setProperty('--bar-h', `${Math.ceil(promptArea.getBoundingClientRect().height)}px`);
    root.setProperty('--guide-top', `${Math.ceil(guideBox.getBoundingClientRect().top + window.scrollY)}px`);
  }) : null;
  if (barRoom) for (const el of [promptArea, strip, upgradeNote, absenceBox, guideBox]) barRoom.observe(el);
  const presenceBox = h('div', { class: 'presence' });
  const logBox = h('ol', { class: 'log', tabindex: 0, 'aria-label': t('side-log'),
    // Whether the reader follows the newest line, kept as they scroll (reading it when lines
    // arrive would make the browser lay the page out in the middle of handling a message).
    onscroll: () => { S.ui.logAtEnd = logBox.scrollHeight - logBox.scrollTop - logBox.clientHeight < 40; } });
  const logFilterBox = h('div', { class: 'log-filter-box' });
  const chatBox = h('ol', { class: 'chat' });
  const chatInput = h('input', { name: 'chat', placeholder: t('chat-placeholder'), 'data-i18n-placeholder': 'chat-placeholder', maxlength: 500, autocomplete: 'off' });
  const side = h('aside', { class: 'sidebar' },
    h('div', { class: 'panel', 'data-part': 'seat' }, h('h4', { 'data-i18n': 'side-at-table' }, t('side-at-table')), presenceBox),
    h('div', { class: 'panel log-panel', 'data-part': 'log' }, h('h4', { 'data-i18n': 'side-log' }, t('side-log')), logFilterBox, logBox),
    h('div', { class: 'panel chat-panel', 'data-part': 'chat' }, h('h4', { 'data-i18n': 'side-chat' }, t('side-chat')), chatBox,
      h('form', { class: 'inline', onsubmit: (e) => {
        e.preventDefault();
        const t = chatInput.value.trim();
        if (t && S.conn && S.conn.chat(t)) chatInput.value = '';
      } }, chatInput, h('button', { type: 'submit', 'data-i18n': 'chat-send' }, t('chat-send')))));
  layout.append(mainCol, side);
  app.appendChild(layout);

  const names = () => {
    /** @type {Record<number, string>} */
    const n = {};
    for (const s of (S.presence && S.presence.seats) || []) n[s.seat] = displayName(s);
    for (const s of (S.lobby && S.lobby.seats) || []) if (s && s.name && n[s.seat ?? 0] === undefined) n[s.seat] = displayName(s);
    return n;
  };

  const ctx = () => ({
    view: S.view, seat: S.seat, names: names(), presence: S.presence, ui: S.ui, game: S.game, live: true,
    rematchOffer: S.rematchOffer || null, rematchStatus: S.rematchStatus || '',
    // A rated lobby's standing (the details' `rating`; issue #39 item 4), for the results.
    rated: S.lobby && S.lobby.options && S.lobby.options.rated ? ((S.lobby.raw && S.lobby.raw.rating) || {}) : null,
    rematch: rec || seats.get(lobbyId) ? startRematch : null,
    // Groups (issue #39 item 5): the results dialog's "play again with this group" (js/groups.js).
    lobbyId,
    send: (cmd) => {
      // One command at a time: a second click before the answer would only be refused.
      if (S.ui.pending && Date.now() - (S.ui.pendingAt || 0) < 5000) return;
      S.ui.lastError = null;
      const id = S.conn && S.conn.command(cmd);
      S.ui.pendingAt = Date.now();
      if (!id) { S.ui.lastError = { message: t('error-not-connected') }; }
      S.ui.pending = id;
      renderAll();
    },
    rerender: () => renderAll(),
  });

  function renderAll() {
    if (S.disposed) return;
    // Everything is drawn again: the changes noted so far are drawn with it.
    S.table.touchAll();
    S.table.take(S.seat);
    S.drawn = 'full';
    if (!S.view) {
      // The waiting room is redrawn only when something in it changed (typing is not lost).
      const key = JSON.stringify([S.lobby, S.presence, S.seat, S.ui.joinName !== undefined, !!S.gone]);
      if (key === S.waitingKey && table.firstChild) { renderPresence(); return; }
      S.waitingKey = key;
    } else S.waitingKey = null;
    const scrollY = window.scrollY;
    // Every redraw replaces the table's elements: keep the keyboard focus where it was.
    const focus = focusKey(document.activeElement, [promptArea, table, presenceBox]);
    document.getElementById('tooltip').classList.add('hidden');
    document.title = (S.view && S.view.prompt ? t('title-your-turn') : '') + 'Dungeon Lords Online';
    clear(promptArea);
    // A game that patches its table (its registry entry's `patches`) is given it as drawn.
    if (!(S.view && !S.gone && gameOf(S.game, S.view).patches)) clear(table);
    // A lobby that does not exist or will never start has no table to sit at: no sidebar either.
    layout.classList.toggle('dead-end', !!S.gone || (!S.view && !!S.lobby && ['closed', 'incompatible'].includes(S.lobby.status)));
    if (S.gone) table.appendChild(gatePanel('unknown', { lobbyId }));
    else if (!S.view) renderWaitingRoom();
    else {
      const c = ctx();
      const game = gameOf(S.game, S.view);
      renderPrompt(promptArea, c, game);
      placeMyClock(promptArea, S.seatsStatus, S.seat, S.seatsAt);
      game.render(table, c);
    }
    renderTabs();
    renderStrip();
    renderPresence();
    renderGuide();
    renderUpgrade();
    if (focus) restoreFocus(focus, [promptArea, table, presenceBox, tabs]);
    window.scrollTo(0, scrollY);
  }

  /**
   * After an update: rebuilds only the regions of the table whose parts of the view changed
   * (js/table-state.js `redrawPlan`); the log, the seat panel, the tabs and the sidebar stay.
   * Any other game, or a change that concerns the whole table, draws it all (`renderAll`).
   */
  function renderUpdate() {
    if (S.disposed) return;
    const game = gameOf(S.game, S.view);
    const plan = S.view && game.regions && !S.gone && table.firstChild ? S.table.take(S.seat) : null;
    if (!plan || plan.full) { renderAll(); return; }
    S.drawn = 'part';
    const focused = document.activeElement;
    const focus = focusKey(focused, [promptArea, table, presenceBox]);
    document.getElementById('tooltip').classList.add('hidden');
    document.title = (S.view.prompt ? t('title-your-turn') : '') + 'Dungeon Lords Online';
    const c = ctx();
    if (plan.prompt) { clear(promptArea); renderPrompt(promptArea, c, game); }
    game.render(table, c, plan);
    if (plan.strip) renderStrip();
    renderGuide();
    if (focus && !focused.isConnected) restoreFocus(focus, [promptArea, table, presenceBox, tabs]);
  }

  /** The game's guide box after a drawing (games/dungeon-lords/guide.js), if the game has one. */
  function renderGuide() {
    const game = S.view ? gameOf(S.game, S.view) : null;
    if (game && game.guide) game.guide(guideBox, { lobbyId, view: S.view, seat: S.seat, table, tabs, showTab });
    else if (guideBox.firstChild) clear(guideBox);
  }

  /** What the notification settings need: the lobby, my seat's token, whether it is turn-based. */
  function alertsCtx() {
    const clock = (S.seatsStatus && S.seatsStatus.clock) || (S.lobby && S.lobby.raw && S.lobby.raw.clock) || null;
    return { lobbyId, token: S.seat !== null && S.conn ? S.conn.token : null, turnBased: !!(clock && clock.mode === 'turn_based') };
  }

  /** The note that a new version waits for the decision to be sent (js/upgrade.js). */
  function renderUpgrade() {
    upgradeNote.classList.toggle('hidden', !S.upgrade);
    upgradeNote.textContent = S.upgrade ? t('upgrade-pending') : '';
  }

  /** A welcome named `build`: after an upgrade, reload at a safe moment. */
  function heardBuild(build) {
    if (typeof build !== 'string' || !build) return;
    if (loadedBuild === null) loadedBuild = build;
    const target = reloadFor(loadedBuild, build);
    S.upgrade = target ? { build: target, sentSince: S.upgrade ? S.upgrade.sentSince : false } : null;
    maybeReload();
  }

  /** Reloads the page for the announced build if now is a safe moment (js/upgrade.js). */
  function maybeReload() {
    if (!S.upgrade || S.disposed) { renderUpgrade(); return; }
    const ui = S.ui;
    const composing = !!(ui.pending || ui.confirm || (ui.choices && ui.choices.length)
      || ui.buildRoom !== undefined || ui.inaccFirst !== undefined || chatInput.value.trim());
    const legal = S.seat !== null && S.view && S.view.prompt && S.view.prompt.legal_commands;
    const owes = !!(legal && legal.length);
    if (safeToReload({ composing, owes, sentSince: S.upgrade.sentSince, hidden: document.visibilityState === 'hidden' })) {
      reloadNow(S.upgrade.build);
      return;
    }
    renderUpgrade();
  }

  function renderAbsence() {
    clear(absenceBox);
    if (!S.view) return;
    const b = absenceBanner(S.seatsStatus, {
      seat: S.seat, names: names(),
      send: (msg) => S.conn && S.conn.send(msg),
      reclaim: S.conn && S.conn.token ? () => S.conn && S.conn.reopen() : null,
    });
    if (b) absenceBox.appendChild(b);
  }

  /**
   * The phone's tabs: the parts the game's table marks (`data-part` mine/board/others), or one
   * "table" tab for a game that marks none, then the log, the chat and the seat menu.
   */
  function renderTabs() {
    const active = document.activeElement;
    const focusedTab = active instanceof HTMLElement && active.closest('.table-tabs') ? active.dataset.tab : null;
    clear(tabs);
    if (!S.view) { layout.removeAttribute('data-tab'); return; }
    const marked = ['mine', 'board', 'others'].filter((k) => table.querySelector(`[data-part="${k}"]`));
    const parts = [...(marked.length ? marked : ['board']), 'log', 'chat', 'seat'];
    if (!parts.includes(S.ui.tab)) S.ui.tab = parts[0];
    layout.dataset.tab = S.ui.tab;
    const label = (k) => (k === 'board' && !marked.length ? t('tab-table') : k === 'others' && S.seat === null ? t('tab-players') : t(`tab-${k}`));
    for (const k of parts) {
      const unread = k === 'chat' && S.ui.tab !== 'chat' && S.chat.length > (S.ui.chatSeen || 0);
      tabs.appendChild(h('button', { type: 'button', class: 'tab' + (k === S.ui.tab ? ' now' : ''), 'data-tab': k, 'aria-pressed': k === S.ui.tab ? 'true' : 'false',
        onclick: () => showTab(k) }, label(k), unread ? h('span', { class: 'unread', 'aria-label': t('tab-unread') }, '•') : null));
    }
    if (focusedTab) { const b = tabs.querySelector(`[data-tab="${focusedTab}"]`); if (b) b.focus(); }
  }

  function showTab(k) {
    S.ui.tab = k;
    if (k === 'chat') S.ui.chatSeen = S.chat.length;
    layout.dataset.tab = k;
    for (const b of tabs.querySelectorAll('button.tab')) {
      b.classList.toggle('now', b.dataset.tab === k);
      b.setAttribute('aria-pressed', b.dataset.tab === k ? 'true' : 'false');
    }
    if (k === 'log') logBox.scrollTop = logBox.scrollHeight;
    if (k === 'chat') { chatBox.scrollTop = chatBox.scrollHeight; const u = tabs.querySelector('[data-tab=chat] .unread'); if (u) u.remove(); }
    window.scrollTo(0, 0);
  }

  /**
   * The other players as compact panels (phone): name, online/away, clock, the game's short
   * summary. A panel is built again only when what it shows changed (`stripCards`: each seat's
   * panel and the facts it was drawn from); the strip's children are replaced only when the panels
   * or their order changed.
   */
  /** @type {Map<number, {key: string, el: HTMLElement}>} */
  let stripCards = new Map();
  function renderStrip() {
    // A training game's other seat is an empty dungeon that never plays (js/training.js): no strip.
    if (!S.view || S.view.training) { clear(strip); stripCards = new Map(); return; }
    const n = names();
    const pr = (S.presence && S.presence.seats) || [];
    const clocks = (S.seatsStatus && S.seatsStatus.seats) || [];
    const waiting = S.view.waiting_for || [];
    const seatList = pr.length ? pr.map((x) => x.seat) : (S.view.players || []).map((p) => p.seat);
    const g = gameOf(S.game, S.view);
    const was = stripCards;
    /** @type {Map<number, {key: string, el: HTMLElement}>} */
    const now = new Map();
    const lang = language();
    for (const seat of seatList) {
      if (seat === S.seat) continue;
      const p = pr.find((x) => x.seat === seat);
      const c = clocks.find((x) => x.seat === seat);
      const away = (c && c.away) || (p && !p.connected);
      const deciding = waiting.includes(seat);
      // What the panel shows; a game with a summary but no key for it has it drawn every time.
      const sum = g.seatSummary && g.seatSummaryKey ? g.seatSummaryKey(S.view, seat) : null;
      const key = JSON.stringify([lang, S.game, n[seat] || null, !!away, deciding, c ? [c.running, c.remaining_ms, S.seatsAt] : null, sum]);
      const old = was.get(seat);
      if (old && old.key === key && !(g.seatSummary && !g.seatSummaryKey)) { now.set(seat, old); continue; }
      const rem = c ? remainingMs(c, S.seatsAt) : null;
      const el = h('button', { type: 'button', class: 'seat-card' + (deciding ? ' deciding' : ''), 'data-seat': seat, style: { '--c': SEAT_COLOURS[seat] },
        onclick: () => { showTab('others'); const el = table.querySelector(`.player[data-seat="${seat}"]`); if (el) el.scrollIntoView({ block: 'start' }); } },
      h('span', { class: 'seat-card-head' }, h('span', { class: 'dot', style: { background: SEAT_COLOURS[seat] } }), h('span', { class: 'pname' }, n[seat] || t('seat-n', { n: seat + 1 }))),
      h('span', { class: 'seat-card-state' }, h('span', { class: away ? 'away' : 'online' }, away ? t('seat-away') : t('online')),
        rem !== null ? h('span', { class: 'clock', 'data-running': c.running ? '1' : '0', 'data-ms': String(c.remaining_ms), 'data-at': String(S.seatsAt) }, ` ${clockText(rem)}`) : null,
        deciding ? h('span', { class: 'deciding-mark' }, ' ', t('tag-deciding')) : null),
      seatSummary(S.game, S.view, seat));
      now.set(seat, { key, el });
    }
    stripCards = now;
    const els = [...now.values()].map((x) => x.el);
    if (els.length !== strip.children.length || els.some((el, i) => strip.children[i] !== el)) strip.replaceChildren(...els);
  }

  /** @type {{key: string, el: HTMLElement} | null} */
  let presenceList = null;
  /** The waiting room's bot level select, kept across redraws. @type {HTMLSelectElement | null} */
  let botLevelSel = null;
  function renderPresence() {
    renderAbsence();
    clear(presenceBox);
    const n = names();
    const pr = S.presence;
    const seatsList = (pr && pr.seats) || [];
    // Who is here: the list is built again only when a name, a connection or the reader changed.
    const key = JSON.stringify([language(), S.seat, seatsList.map((s) => [s.seat, n[s.seat] || displayName(s) || null, !!s.connected])]);
    if (!presenceList || presenceList.key !== key) {
      const list = h('ul', { class: 'presence-list' });
      for (const s of seatsList) {
        list.appendChild(h('li', { class: s.connected ? 'online' : 'offline' },
          h('span', { class: 'dot', style: { background: SEAT_COLOURS[s.seat] } }), n[s.seat] || displayName(s) || t('seat-n', { n: s.seat + 1 }),
          S.seat === s.seat ? h('span', { class: 'tag you' }, t('tag-you')) : null,
          h('span', { class: 'muted small' }, ' ', s.connected ? t('online') : t('offline'))));
      }
      presenceList = { key, el: list };
    }
    presenceBox.appendChild(presenceList.el);
    if (S.view) {
      const my = seats.get(lobbyId);
      renderSeats(presenceBox, {
        status: S.seatsStatus, at: S.seatsAt, names: n, seat: S.seat, lobbyId, token: S.conn && S.conn.token,
        isHost: !!(my && (my.host || (S.lobby && S.lobby.host === S.seat))) && S.seat !== null,
        send: (msg) => S.conn && S.conn.send(msg),
        reconnect: () => S.conn && S.conn.reopen(),
      });
    }
    if (S.seat !== null) presenceBox.appendChild(settingsEntry(alertsCtx()));
    presenceBox.appendChild(h('div', { class: 'muted small' }, t('n-spectators', { n: (pr && pr.spectators) || 0 }),
      S.seat === null ? t('you-are-watching') : ''));
    if (S.view) {
      // Anyone may review what has happened so far; a running game's replay is the spectator's.
      presenceBox.appendChild(h('button', { class: 'link replay-so-far', onclick: async () => {
        try {
          const d = await api.getLobby(lobbyId);
          const gameId = (d.lobby || d).game_id;
          if (gameId) location.hash = `#/replay/${encodeURIComponent(gameId)}?viewer=spectator`;
        } catch (x) { banner(x.message, 'error'); }
      } }, t('replay-so-far')));
    }
  }

  function renderWaitingRoom() {
    const L = S.lobby;
    const box = h('section', { class: 'panel waiting' });
    const host = L && L.seats.find((x) => x.seat === (L.host ?? 0));
    box.appendChild(h('h2', null, L && L.name ? L.name : host && host.name ? t('lobby-of', { host: host.name }) : t('lobby'),
      h('span', { class: 'muted small lobby-id' }, ` ${lobbyId}`)));
    // A link that cannot lead to a seat says so, and where to go instead.
    const gate = gateOf(L, { seated: S.seat !== null, watch });
    const keptUntil = Math.max(0, ...keptSeats(L).map((s) => s.kept_until_ms || 0));
    if (gate) box.appendChild(gatePanel(gate, { lobbyId, nSeats: L.nSeats, keptUntil }));
    else if (L && L.status === 'finished') box.appendChild(h('p', { class: 'error' }, t('lobby-ended')));
    // Every option of the lobby, in words.
    if (L) box.appendChild(lobbyOptions(L, gameName, gameOf(L.game).optionRows));
    if (L && L.raw && L.raw.clock) box.appendChild(h('p', { class: 'muted lobby-clock' }, clockLabel(L.raw.clock)));
    // A turn-based game may wait days for a decision: offer turn e-mails (js/settings.js).
    const offer = S.seat !== null && !watch ? emailOffer(alertsCtx()) : null;
    if (offer) box.appendChild(offer);
    // The server knows the address friends can reach (--public-url); a host who opened
    // 127.0.0.1 would otherwise hand out a link that only works on their own machine.
    const served = L && L.raw && L.raw.invite_url;
    const invite = served && /^https?:\/\//.test(served) ? served : `${location.origin}${location.pathname}#/lobby/${lobbyId}`;
    const copyBtn = h('button', { onclick: async () => {
      try { await navigator.clipboard.writeText(invite); copyBtn.textContent = t('invite-copied'); } catch { inviteInput.select(); copyBtn.textContent = t('invite-press-ctrl-c'); }
    } }, t('invite-copy'));
    const inviteInput = h('input', { class: 'invite', value: invite, readonly: true, 'aria-label': t('invite-link-label'), onclick: (e) => e.target.select() });
    box.appendChild(h('div', { class: 'inline' }, inviteInput, copyBtn));
    const n = names();
    const seatUl = h('ul', { class: 'seats' });
    const count = (L && L.nSeats) || ((S.presence && S.presence.seats) || []).length;
    for (let i = 0; i < count; i++) {
      const ls = L && L.seats.find((s) => (s.seat ?? -1) === i);
      const nm = n[i] || displayName(ls);
      // A bot's localized name already says its level; the tag then only says "bot". A rematch's
      // seat kept for a player of the last game says for whom and until when.
      const kept = !nm && ls && ls.kept_for ? ls : null;
      seatUl.appendChild(h('li', { class: kept ? 'kept' : null }, h('span', { class: 'dot', style: { background: SEAT_COLOURS[i] } }),
        nm ? nm : kept ? h('span', { class: 'kept-seat' }, kept.kept_for, ' ', h('span', { class: 'tag kept' }, t('seat-kept-until', { time: fmtTime(kept.kept_until_ms) })))
          : h('span', { class: 'muted' }, t('seat-free')), ls && ls.bot ? h('span', { class: 'tag bot-level' }, ls.bot_level && !ls.botSeat ? t('tag-bot-level', { level: ls.bot_level }) : t('tag-bot')) : null,
        S.seat === i ? h('span', { class: 'tag you' }, t('tag-you')) : null,
        // A signed-in player's rating in this game (issue #39 item 4).
        ls && ls.rating ? h('span', { class: 'tag seat-rating', title: t('lobby-rating-title') }, t('lobby-seat-rating', { rating: ratingText(ls.rating.rating) })) : null));
    }
    box.appendChild(h('h4', null, t('lobbies-seats')));
    box.appendChild(seatUl);
    const err = h('p', { class: 'error' });
    if (S.seat === null && !watch && !gate) {
      const nameIn = h('input', { name: 'name', placeholder: t('your-name-placeholder'), value: S.ui.joinName ?? (localStorage.getItem('dlo.name') || ''), maxlength: 32,
        oninput: (e) => { S.ui.joinName = e.target.value; } });
      box.appendChild(h('form', { class: 'inline join', onsubmit: async (e) => {
        e.preventDefault();
        const name = nameIn.value.trim();
        if (!name) { err.textContent = t('error-enter-name'); return; }
        localStorage.setItem('dlo.name', name);
        try {
          const res = await api.join(lobbyId, name);
          seats.set(lobbyId, { token: res.token, seat: res.seat, name });
          connect(res.token);
          refreshLobby();
        } catch (x) { err.textContent = x.message; }
      } }, nameIn, h('button', { type: 'submit', class: 'primary' }, t('lobby-join'))));
      box.appendChild(h('p', { class: 'muted small' }, t('lobby-watching-until-join'), ' ', h('a', { href: `#/watch/${lobbyId}` }, t('lobby-only-watch'))));
    }
    const my = seats.get(lobbyId);
    if (my && S.seat !== null && !watch) {
      const actions = h('div', { class: 'inline host' });
      if (my.host || (L && L.host === S.seat)) {
        const ready = startState(L, S.presence);
        // The host picks each bot's level as it is seated (the choice is kept for the next bot).
        // One select for the screen's life (made again only for another language): an update
        // redraws this row often while bots are seated, and a choice made on a select that was
        // being replaced was lost (the next bot came out at the old level).
        if (!botLevelSel || botLevelSel.dataset.lang !== language()) {
          botLevelSel = h('select', { class: 'bot-level', name: 'bot_level', title: t('bot-level-title'), 'aria-label': t('bot-level-title'),
            dataset: { lang: language() }, onchange: (e) => { S.ui.botLevel = e.target.value; } },
          ...['easy', 'normal', 'hard'].map((v) =>
            h('option', { value: v, selected: (S.ui.botLevel || 'normal') === v }, t('bot-level-option', { level: v }))));
        }
        const levelSel = botLevelSel;
        actions.append(
          levelSel,
          h('button', { class: 'add-bot', disabled: ready.ok, onclick: async () => { err.textContent = ''; try { await api.addBot(lobbyId, my.token, S.ui.botLevel || levelSel.value); refreshLobby(); } catch (x) { err.textContent = x.message; } } }, t('lobby-add-bot')),
          h('button', { class: 'primary start', disabled: !ready.ok, 'aria-describedby': 'start-why', onclick: async () => { err.textContent = ''; try { await api.start(lobbyId, my.token); refreshLobby(); } catch (x) { err.textContent = x.message; } } }, t('lobby-start')),
          h('span', { id: 'start-why', class: ready.ok ? 'muted small' : 'start-why' }, ready.reason));
      } else {
        actions.append(h('span', { class: 'muted' }, t('lobby-waiting-for-host')));
      }
      actions.append(h('button', { class: 'link', onclick: async () => {
        try { await api.leave(lobbyId, my.token); } catch (x) { err.textContent = x.message; return; }
        seats.clear(lobbyId); S.seat = null; connect(null); refreshLobby();
      } }, t('lobby-leave')));
      box.appendChild(actions);
    }
    box.appendChild(err);
    table.appendChild(box);
  }

  // A rematch: the same options, seats and bots in a new lobby. The first player to ask creates
  // it; everyone else who asks (or follows the socket's `rematch` message) joins it.
  async function startRematch() {
    const my = seats.get(lobbyId);
    if (!my) return;
    // Already seated in the rematch (an earlier click, another tab): go there.
    if (S.rematchOffer && seats.get(S.rematchOffer.lobby)) { location.hash = `#/lobby/${S.rematchOffer.lobby}`; return; }
    S.rematchStatus = t('results-rematch-starting');
    renderAll();
    try {
      const res = await api.rematch(lobbyId, my.token);
      seats.set(res.lobby_id, { token: res.token, seat: res.seat, name: my.name, host: !!res.host });
      location.hash = `#/lobby/${res.lobby_id}`;
    } catch (x) {
      S.rematchStatus = x.message;
      renderAll();
    }
  }

  function refreshLobby() {
    if (S.gone) return Promise.resolve();
    return api.getLobby(lobbyId).then((d) => { S.lobby = normLobby(d.lobby || d); if (!S.view) renderAll(); })
      .catch((e) => {
        if (S.view || S.lobby || S.disposed) return;
        if (e.status === 404 || e.code === 'bad_id') {
          // No such lobby: say so once, and stop knocking (the socket would retry forever).
          S.gone = true;
          if (S.conn) { S.conn.close(); S.conn = null; }
          banner(null);
          connStatus.className = '';
          connStatus.textContent = '';
          renderAll();
          return;
        }
        banner(t('lobby-error', { id: lobbyId, message: e.message }), 'error');
      });
  }

  /** Draws the log's new lines (`S.log`; the controller adds them); `redraw`: the filters too. */
  function drawLog(redraw = true) {
    // Events are worded in the reader's language (js/log.js), grouped and filtered there.
    const watching = S.seat === null || S.seat === undefined;
    const filter = watching && S.ui.logFilter === 'mine' ? 'all' : S.ui.logFilter || 'all';
    if (redraw || !logFilterBox.firstChild) {
      clear(logFilterBox);
      if (S.log.some((e) => e && e.event)) logFilterBox.appendChild(logFilters(filter, (f) => { S.ui.logFilter = f; drawLog(); }, { watching }));
    }
    // New lines are appended (js/log.js); the log follows the newest line unless the reader
    // scrolled up to an older one, in the next frame, when the page is laid out anyway.
    renderLog(logBox, S.log, { names: names(), seat: S.seat, filter, seatEvents: (S.seatsStatus && S.seatsStatus.events) || [] });
    if (S.ui.logAtEnd !== false && !S.logFollow) {
      // (A scroll up before that frame wins: the flag is read again then.)
      S.logFollow = requestAnimationFrame(() => { S.logFollow = 0; if (S.ui.logAtEnd !== false) logBox.scrollTop = logBox.scrollHeight; });
    }
    // What this player has seen, for a "while you were away" when they come back.
    if (S.view && S.seat !== null && S.awaySeen === undefined) markSeen(lobbyId, S.seat, S.log.length);
  }

  /** Draws chat lines the controller added to `S.chat` (`reset`: they replace the chat). */
  function drawChat(lines, reset = false) {
    if (reset) clear(chatBox);
    for (const l of lines) {
      chatBox.appendChild(h('li', null, h('span', { class: 'muted small' }, fmtTime(l.at_ms) + ' '),
        h('b', { style: { color: l.seat !== undefined && l.seat !== null ? SEAT_COLOURS[l.seat] : '#aaa' } },
          // The server names spectators "spectator" (protocol/README.md).
          l.seat === undefined || l.seat === null ? t('chat-spectator') : l.name), ': ', l.text));
    }
    chatBox.scrollTop = chatBox.scrollHeight;
    // The phone's chat tab shows a dot for lines not read yet.
    const tab = tabs.querySelector('button.tab[data-tab=chat]');
    if (tab && S.ui.tab !== 'chat' && S.chat.length > (S.ui.chatSeen || 0) && !tab.querySelector('.unread')) {
      tab.appendChild(h('span', { class: 'unread', 'aria-label': t('tab-unread') }, '•'));
    }
  }

  // How long each message took to handle, drawing included (the last 2,000; read by the
  // browser benchmark tests/bench-table.mjs through window.__dlo.state.handled).
  // A game's table code is loaded on first use (js/games/registry.js loadGame): a message with a
  // view of a game not loaded yet waits, and every message after it, in order, until it is in.
  const waiting = [];
  function onMessage(m) {
    const game = m.view ? gameOf(m.game || S.game, m.view) : null;
    if (!waiting.length && (!game || gameLoaded(game))) {
      // In the waiting room the game's code is fetched ahead, so the first table draws at once.
      if (m.type === 'welcome' && !m.view) loadGame(gameEntry(m.game)).catch(() => {});
      handleNow(m);
      return;
    }
    waiting.push(m);
    if (waiting.length > 1) return;
    const drain = () => loadGame(game).then(() => {
      if (S.disposed) return;
      for (const x of waiting.splice(0)) handleNow(x);
    }, (e) => {
      console.warn('loading the game failed, trying again', e);
      setTimeout(drain, 2000);
    });
    drain();
  }

  function handleNow(m) {
    const started = performance.now();
    handleMessage(m);
    // The third field says how the table was drawn: 'full', 'part' (only regions that changed).
    S.handled.push([m.type, performance.now() - started, S.drawn || '']);
    S.drawn = '';
    if (S.handled.length > 2000) S.handled.splice(0, S.handled.length - 2000);
  }

  function handleMessage(m) {
    for (const fx of ctrl.handleMessage(S, m, { now: Date.now(), t })) apply(fx);
  }

  /** Carries out one effect a message handler asked for (js/table-ctrl.js `Effect`). */
  function apply(fx) {
    switch (fx.do) {
      case 'draw': if (fx.all) renderAll(); else renderUpdate(); break;
      case 'log': drawLog(fx.redraw); break;
      case 'chat': drawChat(fx.lines, fx.reset); break;
      case 'presence': renderPresence(); break;
      case 'strip': renderStrip(); break;
      case 'my-clock': placeMyClock(promptArea, S.seatsStatus, S.seat, S.seatsAt); break;
      case 'refresh-lobby': refreshLobby(); break;
      case 'status': onStatus(fx.st); break;
      case 'build': heardBuild(fx.build); break;
      case 'maybe-reload': maybeReload(); break;
      case 'away-start':
        // What this browser last saw of the seat: told once the seat events are in (`seats`).
        S.awaySeen = S.seat !== null && S.view ? lastSeen(lobbyId, S.seat) : undefined;
        clearTimeout(S.awayTimer);
        if (S.awaySeen !== undefined) S.awayTimer = setTimeout(tellAway, 2000);
        break;
      case 'tell-away': tellAway(); break;
      case 'changed': {
        maybeNotify(fx.had, S.view, alertPrefs(lobbyId));
        // What changed: each seat's last change, a banner for a new phase (the game's own), "your turn".
        const game = gameOf(S.game, S.view);
        if (game.rememberChanges) game.rememberChanges(S.ui, fx.prev, S.view);
        showBanner(game.bannerText ? game.bannerText(fx.prev, S.view) : null);
        announceTurn(fx.prev, S.view, decisionName);
        break;
      }
      case 'rematch-details':
        // Until when the rematch keeps this player's seat (the kept seats of its details).
        api.getLobby(fx.lobby).then((d) => {
          const until = Math.max(0, ...keptSeats(normLobby(d.lobby || d)).map((s) => s.kept_until_ms || 0));
          if (S.rematchOffer && S.rematchOffer.lobby === fx.lobby && until) { S.rematchOffer = { ...S.rematchOffer, keptUntil: until }; renderAll(); }
        }).catch(() => {});
        break;
      case 'forget-seat':
        seats.clear(lobbyId);
        banner(t('error-bad-token'), 'error');
        connect(null);
        break;
      case 'server-error':
        banner(t('server-error', { message: errorText(fx.error), code: fx.error.code || '' }), 'error');
        break;
      default: break;
    }
  }

  function onStatus(st, attempt, reason) {
    if (S.disposed || S.gone) return;
    S.lastStatus = [st, attempt, reason];
    if (st === 'ended') {
      if (attempt === 4001) {
        seats.clear(lobbyId);
        banner(t('error-seat-lost', { reason: t('close-4001') }), 'error');
        S.seat = null;
        connect(null);
      } else {
        connStatus.className = 'closed';
        connStatus.textContent = t('conn-lobby-closed');
        banner(t('lobby-gone', { reason: attempt === 4006 ? t('close-4006') : reason || attempt }), 'error');
      }
      return;
    }
    connStatus.className = st;
    connStatus.textContent = st === 'open' ? (S.seat !== null ? t('conn-seat', { n: S.seat + 1 }) : t('conn-watching')) : st === 'connecting' ? t('conn-connecting') : t('conn-disconnected');
    if (st === 'open') { S.everOpen = true; banner(null); }
    else if (st === 'closed') banner(t('conn-lost'), 'error');
    else if (st === 'connecting' && attempt > 0) banner(t('conn-retrying', { attempt }), 'error');
  }

  /** Tells a returning player what happened while they were away (once per return). */
  function tellAway() {
    clearTimeout(S.awayTimer);
    const seen = S.awaySeen;
    S.awaySeen = undefined;
    if (S.disposed || !S.view || S.seat === null) return;
    const summary = awaySummary({ log: S.log, seatEvents: (S.seatsStatus && S.seatsStatus.events) || [], seat: S.seat, seen });
    if (summary) showAwaySummary(summary, names());
    markSeen(lobbyId, S.seat, S.log.length);
  }

  // A phone whose screen was off (the page hidden, the socket kept) is a return too.
  const onVisible = () => {
    if (document.visibilityState === 'hidden') maybeReload();
    if (document.visibilityState !== 'visible' || S.disposed || !S.view || S.seat === null || S.awaySeen !== undefined) return;
    S.awaySeen = lastSeen(lobbyId, S.seat);
    tellAway();
  };
  document.addEventListener('visibilitychange', onVisible);

  function connect(token) {
    if (S.conn) S.conn.close();
    S.log = [];
    S.conn = new Connection(lobbyId, token, { onMessage, onStatus });
  }

  refreshLobby();
  connect(rec && rec.token);
  const lobbyTimer = setInterval(() => { if (!S.view) refreshLobby(); }, 3000);
  const clockTimer = setInterval(() => { tickClocks(presenceBox); tickClocks(strip); tickMyClock(promptArea); }, 1000);
  renderAll();
  return {
    state: S,
    relabel() {
      S.waitingKey = null;
      renderAll();
      drawLog();
      if (S.lastStatus) onStatus(...S.lastStatus);
    },
    dispose() {
      S.disposed = true;
      hideAwaySummary();
      hideSettings();
      document.title = 'Dungeon Lords Online';
      clearInterval(lobbyTimer);
      clearInterval(clockTimer);
      clearTimeout(S.awayTimer);
      document.removeEventListener('visibilitychange', onVisible);
      if (barRoom) barRoom.disconnect();
      document.documentElement.style.removeProperty('--bar-h');
      document.documentElement.style.removeProperty('--guide-top');
      if (S.conn) S.conn.close();
    },
  };
}

