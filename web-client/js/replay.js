// Replay of a stored game on the real board (#/replay/<id>?step=N&viewer=V): the server rebuilds
// the view at each step for one viewer (a seat as it saw the game, the spectator, or everything
// once the game is over); step N is the table after the first N commands. Previous/next, jump to
// a season, phase or combat round, play at a chosen speed, a link to the step, ←/→ and swipes.
import { api } from './api.js';
import { h, clear, humanize, displayName } from './util.js';
import { t, tOpt } from './i18n.js';
import { logLine } from './log.js';
import { gameEntry, GENERIC, loadGame } from './games/registry.js';
import { summarize } from './games/generic/generic.js';

const gameName = (k) => (gameEntry(k) ? t(`game-${k}`) : humanize(k || t('game')));
const SPEEDS = [0.5, 1, 2, 4, 8];
const dash = (s) => String(s).replace(/_/g, '-');

/** Parses the route parameter `<id>?step=N&viewer=V`. */
export function parseReplayRoute(raw) {
  const [idPart, query = ''] = String(raw).split('?');
  const q = new URLSearchParams(query);
  const step = Number.parseInt(q.get('step') || '', 10);
  return { id: decodeURIComponent(idPart), step: Number.isFinite(step) ? step : null, viewer: q.get('viewer') };
}

/** A marker's label: "Year 1 · Spring · Orders" or "… · Combat round 2". */
export function markerLabel(m) {
  const parts = [];
  if (m.year !== null && m.year !== undefined) parts.push(t('replay-year', { n: m.year }));
  if (m.season) parts.push(tOpt(`season-${dash(m.season)}`) || humanize(m.season));
  const combatRound = m.phase === 'combat' && m.round !== null && m.round !== undefined;
  // The combat round's own title already says "Combat".
  if (m.phase && !combatRound) parts.push(tOpt(`phase-${dash(m.phase)}`) || humanize(m.phase));
  if (combatRound) parts.push(t('combat-round', { n: m.round }));
  else if (m.round !== null && m.round !== undefined) parts.push(t('replay-round', { n: m.round }));
  return parts.join(' · ') || t('replay-step', { n: m.step });
}

export function renderReplay(app, rawParam) {
  const route = parseReplayRoute(rawParam);
  const id = route.id;
  const S = {
    index: null, step: 0, viewer: route.viewer, data: null, names: {}, disposed: false,
    playing: false, speed: 1, timer: null, cache: new Map(), asked: 0, error: null,
  };
  const root = h('div', { class: 'replay' });
  app.appendChild(root);
  root.appendChild(h('p', { class: 'muted' }, t('replay-loading')));

  const fail = (e) => { clear(root); root.appendChild(h('p', { class: 'error' }, t('replay-error', { id, message: e.message }))); };

  async function loadIndex() {
    try {
      S.index = await api.steps(id, S.viewer || 'spectator');
    } catch (e) {
      // A running game offers the spectator's view only.
      if (e.code !== 'game_not_finished' || S.viewer === 'spectator') throw e;
      S.viewer = 'spectator';
      S.index = await api.steps(id, 'spectator');
    }
    if (!S.viewer) {
      S.viewer = S.index.finished ? 'all' : 'spectator';
      if (S.viewer !== 'spectator') S.index = await api.steps(id, S.viewer);
    }
  }

  loadIndex().then(async () => {
    try {
      // (A training position's book solution has no lobby: lobby_id null.)
      const lobby = S.index.lobby_id ? await api.getLobby(S.index.lobby_id) : null;
      for (const s of (lobby && lobby.seats) || []) if (s && s.name) S.names[s.seat] = displayName(s);
    } catch { /* names are optional */ }
    const start = route.step === null ? 0 : route.step;
    await go(Math.max(0, Math.min(S.index.n_steps, start)));
  }).catch(fail);

  /** The step's data, from the small cache or the server (stale answers are dropped). */
  async function fetchStep(n) {
    const key = `${S.viewer}/${n}`;
    if (S.cache.has(key)) return S.cache.get(key);
    const d = await api.step(id, n, S.viewer);
    // The game's table code, loaded on first use (js/games/registry.js).
    await loadGame(gameEntry(d.kind));
    S.cache.set(key, d);
    if (S.cache.size > 200) S.cache.delete(S.cache.keys().next().value);
    return d;
  }

  async function go(n) {
    if (!S.index || S.disposed) return;
    const step = Math.max(0, Math.min(S.index.n_steps, n));
    const ticket = ++S.asked;
    try {
      const d = await fetchStep(step);
      if (ticket !== S.asked || S.disposed) return;
      S.step = step;
      S.data = d;
      S.error = null;
      const link = `#/replay/${encodeURIComponent(id)}?step=${step}&viewer=${encodeURIComponent(S.viewer)}`;
      if (location.hash !== link) history.replaceState(null, '', link);
      render();
    } catch (e) {
      if (ticket !== S.asked) return;
      S.error = e.message;
      stop();
      render();
    }
  }

  function stop() {
    S.playing = false;
    if (S.timer) clearTimeout(S.timer);
    S.timer = null;
  }
  function tick() {
    if (!S.playing || S.disposed) return;
    if (S.step >= S.index.n_steps) { stop(); render(); return; }
    go(S.step + 1).then(() => { if (S.playing) S.timer = setTimeout(tick, 1000 / S.speed); });
  }
  function togglePlay() {
    if (S.playing) { stop(); render(); return; }
    S.playing = true;
    render();
    S.timer = setTimeout(tick, 1000 / S.speed);
  }

  const onKey = (e) => {
    if (!S.data || ['INPUT', 'SELECT', 'TEXTAREA'].includes(e.target.tagName)) return;
    if (e.key === 'ArrowRight') { stop(); go(S.step + 1); e.preventDefault(); }
    if (e.key === 'ArrowLeft') { stop(); go(S.step - 1); e.preventDefault(); }
  };
  document.addEventListener('keydown', onKey);
  let touchX = null;
  root.addEventListener('touchstart', (e) => { touchX = e.touches.length === 1 ? e.touches[0].clientX : null; }, { passive: true });
  root.addEventListener('touchend', (e) => {
    if (touchX === null || !e.changedTouches.length) return;
    const dx = e.changedTouches[0].clientX - touchX;
    touchX = null;
    if (Math.abs(dx) > 60) { stop(); go(S.step + (dx < 0 ? 1 : -1)); }
  }, { passive: true });

  function setViewer(v) {
    stop();
    S.viewer = v;
    api.steps(id, v).then((ix) => { S.index = ix; return go(S.step); }).catch((e) => { S.error = e.message; render(); });
  }

  const who = (s) => S.names[s] || t('seat-n', { n: s + 1 });
  function lineText(e) {
    // The full log of a finished game ("everything") has both sides of a private line as events.
    if (e.private_event) {
      const [s, ev] = e.private_event;
      const priv = `[${t('replay-only', { who: who(s) })}: ${logLine({ event: ev }, S.names).text}]`;
      return e.event ? `${logLine({ event: e.event }, S.names).text}  ${priv}` : priv;
    }
    if (e.event) return logLine(e, S.names).text;
    const named = (x) => logLine(String(x), S.names).text;
    if (e.public && e.private) return named(`${e.public}  [${t('replay-only', { who: who(e.private[0]) })}: ${e.private[1]}]`);
    if (e.private) return named(`[${t('replay-only', { who: who(e.private[0]) })}] ${e.private[1]}`);
    return named(e.public ?? e.text ?? JSON.stringify(e));
  }

  /** The marker the current step belongs to (the last one at or before it). */
  function currentMarker() {
    let cur = null;
    for (const m of S.index.markers || []) if (m.step <= S.step) cur = m;
    return cur;
  }

  function controls() {
    const ix = S.index;
    const n = ix.n_steps;
    const viewers = [['spectator', t('replay-viewer-spectator')]];
    if (ix.finished) {
      for (let s = 0; s < ix.n_seats; s++) viewers.push([`seat:${s}`, t('replay-as-seen-by', { who: who(s) })]);
      viewers.push(['all', t('replay-everything')]);
    }
    const cur = currentMarker();
    const jump = h('select', { name: 'jump', class: 'replay-jump', onchange: (e) => { stop(); go(Number(e.target.value)); } },
      (ix.markers || []).map((m) => h('option', { value: m.step, selected: cur === m, 'data-phase': m.phase || '', 'data-round': m.round ?? '' }, markerLabel(m))));
    const link = `${location.origin}${location.pathname}#/replay/${encodeURIComponent(id)}?step=${S.step}&viewer=${encodeURIComponent(S.viewer)}`;
    const linkInput = h('input', { class: 'step-link', name: 'step-link', value: link, readonly: true, 'aria-label': t('replay-step-link'), onclick: (e) => e.target.select() });
    const copy = h('button', { class: 'copy-link', onclick: async () => {
      try { await navigator.clipboard.writeText(link); copy.textContent = t('invite-copied'); } catch { linkInput.select(); copy.textContent = t('invite-press-ctrl-c'); }
    } }, t('replay-copy-link'));
    return h('div', { class: 'replay-controls' },
      h('div', { class: 'inline' },
        h('button', { class: 'step-first', onclick: () => { stop(); go(0); }, title: t('replay-first') }, '⏮'),
        h('button', { class: 'step-back', onclick: () => { stop(); go(S.step - 1); }, title: t('replay-back') }, '◀'),
        h('span', { class: 'step-no' }, `${S.step} / ${n}`),
        h('button', { class: 'step-forward', onclick: () => { stop(); go(S.step + 1); }, title: t('replay-forward') }, '▶'),
        h('button', { class: 'step-last', onclick: () => { stop(); go(n); }, title: t('replay-last') }, '⏭'),
        h('button', { class: 'play' + (S.playing ? ' primary' : ''), onclick: togglePlay }, S.playing ? t('replay-pause') : t('replay-play')),
        h('label', null, t('replay-speed'), ' ', h('select', { name: 'speed', onchange: (e) => { S.speed = Number(e.target.value); } },
          SPEEDS.map((s) => h('option', { value: s, selected: s === S.speed }, t('replay-speed-option', { n: s })))))),
      h('input', { type: 'range', name: 'step', min: 0, max: n, value: S.step, 'aria-label': t('replay-slider'), onchange: (e) => { stop(); go(Number(e.target.value)); } }),
      h('div', { class: 'inline' },
        h('label', null, t('replay-jump'), ' ', jump),
        h('label', null, t('replay-viewer'), ' ', h('select', { name: 'viewer', onchange: (e) => setViewer(e.target.value) },
          viewers.map(([v, label]) => h('option', { value: v, selected: v === S.viewer }, label))))),
      h('div', { class: 'inline' }, linkInput, copy));
  }

  /** The seat events so far (timeouts, takeovers, concessions...), newest first. */
  function seatEvents() {
    const events = (S.data.seat_events || []).slice().reverse();
    if (!events.length) return null;
    return h('details', { class: 'replay-seat-events', open: true },
      h('summary', null, t('replay-seat-events')),
      h('ul', null, events.map((e) => {
        const kind = (e.event && e.event.kind) || '';
        const voters = ((e.event && e.event.voters) || []).map(who).join(', ');
        const what = t(`seat-event-${kind}`, { voters });
        return h('li', { class: `seat-event seat-event-${kind}${e.step === S.step ? ' current' : ''}`, 'data-step': e.step },
          t('replay-seat-event', { step: e.step, who: who(e.seat), what }));
      })));
  }

  function board() {
    const d = S.data;
    const v = d.view;
    const table = h('div', { class: 'table replay-board', 'data-step': d.step });
    const seat = S.viewer.startsWith('seat:') ? Number(S.viewer.slice(5)) : null;
    const ctx = { view: { ...v, prompt: null }, seat, names: S.names, presence: null, ui: {}, send: () => {}, rerender: render };
    // The game's own table when its entry can draw this view (js/games/registry.js), else the view summarized.
    const game = gameEntry(d.kind) || GENERIC;
    if (game.canDraw && game.canDraw(v)) game.render(table, ctx);
    else table.appendChild(summarize(v));
    return table;
  }

  function downloads() {
    const ix = S.index;
    if (!ix.finished) return h('p', { class: 'muted small' }, t('replay-running'));
    const base = `/api/games/${encodeURIComponent(id)}`;
    return h('p', { class: 'inline replay-downloads' },
      h('a', { class: 'button export-record', href: `${base}/export`, download: `game-${id}.json` }, t('replay-export-record')),
      h('a', { class: 'button export-log', href: `${base}/log.txt?viewer=${encodeURIComponent(S.viewer)}`, download: `game-${id}.txt` }, t('replay-export-log')));
  }

  function render() {
    if (S.disposed || !S.index || !S.data) return;
    clear(root);
    const ix = S.index;
    const names = Object.values(S.names);
    root.appendChild(h('section', { class: 'panel' },
      h('h2', null, `${t('replay-title')} — ${gameName(ix.kind)}`, names.length ? h('span', { class: 'muted small' }, ` · ${names.join(', ')}`) : null,
        ix.imported ? h('span', { class: 'tag' }, t('replay-imported')) : null,
        // The book's solution of a training position (js/training.js), built by the server.
        ix.training_book ? h('span', { class: 'tag training-book-tag' }, t('replay-training-book')) : null),
      h('p', { class: 'muted replay-place' }, t('replay-place', { step: S.step, n: ix.n_steps, place: markerLabel(S.data.place || { step: S.step }) })),
      controls(),
      seatEvents(),
      S.error ? h('p', { class: 'error' }, S.error) : null,
      downloads()));
    // A scrolled list is reachable by keyboard (tabindex) and named for screen readers.
    const ol = h('ol', { class: 'log replay-log', tabindex: 0, 'aria-label': t('replay-log') });
    const log = S.data.log || [];
    log.forEach((e, i) => {
      const priv = e.private && !e.public;
      ol.appendChild(h('li', { class: (i === log.length - 1 ? 'current ' : '') + (priv ? 'private' : '') }, lineText(e)));
    });
    const main = h('div', { class: 'main-col' }, board());
    root.appendChild(h('div', { class: 'game-layout' }, main,
      h('aside', { class: 'sidebar' }, h('div', { class: 'panel log-panel' }, h('h4', null, S.viewer === 'all' ? t('replay-log-everything') : t('replay-log')), ol))));
    const cur = ol.querySelector('.current');
    if (cur) cur.scrollIntoView({ block: 'nearest' });
  }

  return {
    relabel() { render(); },
    dispose() { S.disposed = true; stop(); document.removeEventListener('keydown', onKey); },
  };
}
