// What a lobby link shows when it cannot lead to a seat: an unknown id, a lobby closed before
// its game began, a stored game this server cannot resume, or a full table. Each says so in
// words and offers the next step (watch, the open tables, a new lobby) instead of a join form
// that would only be refused or a "reconnecting…" that never ends. A rematch whose free seats
// are all kept for the last game's players says until when.
import { t } from './i18n.js';
import { h, fmtTime } from './util.js';

/** Kinds of dead end, in the order a lobby link can meet them. */
export const GATES = ['unknown', 'closed', 'incompatible', 'kept', 'full'];

/** The seats of a rematch lobby still kept for a player of the finished game (server `kept_for`). */
export function keptSeats(lobby) {
  const seats = (lobby && Array.isArray(lobby.seats)) ? lobby.seats : [];
  return seats.filter((s) => s && !s.filled && s.kept_for);
}

/**
 * Which dead end a lobby's details lead a visitor to, or null when the link leads somewhere:
 * `full` only for a visitor without a seat who came to play (not to watch).
 */
export function gateOf(lobby, { seated, watch }) {
  if (!lobby) return null;
  if (lobby.status === 'closed') return 'closed';
  if (lobby.status === 'incompatible') return 'incompatible';
  if (lobby.status === 'open' && !seated && !watch) {
    const seats = Array.isArray(lobby.seats) ? lobby.seats : [];
    const n = lobby.nSeats || seats.length;
    const filled = typeof lobby.filled === 'number' ? lobby.filled : seats.filter((s) => s && (s.filled || s.name)).length;
    if (n > 0 && filled >= n) return 'full';
    const kept = keptSeats(lobby).length;
    if (n > 0 && kept > 0 && filled + kept >= n) return 'kept';
  }
  return null;
}

/** The heading and the sentence of one dead end. */
function words(kind, lobbyId, n, until) {
  switch (kind) {
    case 'unknown': return [t('gate-unknown-title'), t('gate-unknown-text', { id: lobbyId })];
    case 'closed': return [t('gate-closed-title'), t('gate-closed-text')];
    case 'incompatible': return [t('gate-incompatible-title'), t('gate-incompatible-text')];
    case 'kept': return [t('gate-kept-title'), t('gate-kept-text', { time: fmtTime(until) })];
    default: return [t('gate-full-title'), t('gate-full-text', { n })];
  }
}

/**
 * The panel of one dead end: a heading, what happened, and the ways on.
 * @param {string} kind one of GATES
 * @param {{lobbyId: string, nSeats?: number, keptUntil?: number|null}} about
 */
export function gatePanel(kind, { lobbyId, nSeats, keptUntil }) {
  const [title, text] = words(kind, lobbyId, nSeats || 0, keptUntil);
  const links = [];
  if (kind === 'full' || kind === 'kept') links.push(h('a', { class: 'button primary gate-watch', href: `#/watch/${encodeURIComponent(lobbyId)}` }, t('gate-watch')));
  links.push(h('a', { class: 'button gate-home', href: '#/' }, t('gate-home')));
  links.push(h('a', { class: 'button gate-create', href: '#/create' }, t('gate-create')));
  return h('section', { class: `gate gate-${kind}`, 'data-gate': kind, role: 'status' },
    h('h3', { class: 'gate-title' }, title),
    h('p', null, text),
    h('div', { class: 'inline gate-links' }, links));
}
