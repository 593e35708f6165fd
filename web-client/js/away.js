// "While you were away" (issue 37, item 2): a player who comes back to a running game — a
// reconnect after minutes, another device, a seat taken back from a bot — gets a short,
// dismissible summary of what happened since they last saw the table: what happened to their
// seat, what the bot did in it, and what the others did that concerns them. Built in the browser
// from the log the player is shown anyway; the last log entry seen is kept per lobby and seat.
import { t } from './i18n.js';
import { h, clear } from './util.js';
import { eventNodes, logLine, seatsIn, seatEventLine } from './log.js';

/** Away at least this long (with something logged meanwhile) earns a summary. */
export const AWAY_MS = 2 * 60 * 1000;
/** The summary shows at most this many log lines (the log has the rest). */
export const MAX_LINES = 12;

const key = (lobbyId, seat) => `dlo.seen.${lobbyId}.${seat}`;

/** What this browser saw last of the seat's game: `{n, at}` (log entries, time), or null. */
export function lastSeen(lobbyId, seat) {
  try {
    const v = JSON.parse(localStorage.getItem(key(lobbyId, seat)) || 'null');
    return v && Number.isInteger(v.n) && Number.isFinite(v.at) ? v : null;
  } catch { return null; }
}

/** Records that the player has seen the first `n` log entries now (only while the page shows). */
export function markSeen(lobbyId, seat, n, now = Date.now()) {
  if (seat === null || seat === undefined) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  try { localStorage.setItem(key(lobbyId, seat), JSON.stringify({ n, at: now })); } catch { /* storage full or off */ }
}

/**
 * What a returning player should be told, or null: the log entries after `seen.n` that concern
 * `seat` (its own moves, private lines, others' moves that name it) and every seat's events
 * after that point. Nothing when the player was not away long and their seat was not
 * played by a bot meanwhile.
 */
export function awaySummary({ log, seatEvents, seat, seen, now = Date.now() }) {
  if (!seen || seat === null || seat === undefined || !Array.isArray(log)) return null;
  const fresh = log.filter((e, i) => (typeof e.index === 'number' ? e.index : i) >= seen.n);
  // Every seat's events since then: a friend's concession or takeover concerns the whole table.
  const events = (seatEvents || []).filter((ev) => (ev.log_index ?? Infinity) >= seen.n && (ev.at_ms ?? now) >= seen.at - 1000);
  const longAway = now - seen.at >= AWAY_MS;
  const botPlayed = events.some((ev) => ev.seat === seat && ev.event && (ev.event.kind === 'takeover' || ev.event.kind === 'timeout'));
  if ((!fresh.length && !events.length) || (!longAway && !botPlayed)) return null;
  const concerns = fresh.filter((e) => e.private || (e.event && seatsIn(e.event.args || {}).has(seat)));
  return { since: seen.at, total: fresh.length, lines: concerns, seatEvents: events };
}

let dialog = null;

/** Shows the summary in a dialog the player dismisses (Escape, the button, or a tap outside). */
export function showAwaySummary(summary, names, now = Date.now()) {
  if (!dialog) {
    dialog = h('dialog', { class: 'away-dialog', 'aria-labelledby': 'away-title' });
    dialog.addEventListener('click', (ev) => { if (ev.target === dialog) dialog.close(); });
    document.body.appendChild(dialog);
  }
  clear(dialog);
  const minutes = Math.max(1, Math.round((now - summary.since) / 60000));
  const shown = summary.lines.slice(-MAX_LINES);
  const more = summary.lines.length - shown.length;
  dialog.appendChild(h('div', { class: 'away-body' },
    h('h2', { id: 'away-title' }, t('away-title')),
    h('p', { class: 'muted' }, t('away-since', { minutes, n: summary.total })),
    summary.seatEvents.length ? h('ul', { class: 'log away-seat' }, summary.seatEvents.map((ev) => seatEventLine(ev, names))) : null,
    shown.length
      ? h('ol', { class: 'log away-lines' }, shown.map((e) => h('li', { class: e.private ? 'private' : '' },
        e.event ? eventNodes(e.event, names) : logLine(e, names).text)))
      : h('p', null, t('away-nothing-for-you')),
    more > 0 ? h('p', { class: 'muted small' }, t('away-more', { n: more })) : null,
    h('div', { class: 'inline away-actions' },
      h('button', { class: 'primary away-close', autofocus: true, onclick: () => dialog.close() }, t('away-back')))));
  if (!dialog.open) dialog.showModal();
}

/** Closes the summary when the screen changes. */
export function hideAwaySummary() {
  if (dialog && dialog.open) dialog.close();
}
