// The end of a game: a results dialog (winner, every score line, titles) opened once when the
// result arrives, with a one-click rematch for the same players (POST /api/lobbies/{id}/rematch;
// the rematch keeps a seat for each of the others for a few minutes, and they hear of it over
// the socket and take their seat with one click). Dungeon Lords (dl.js) and Welcome to the
// Dungeon (wttd.js) both open it.
import { h, clear, fmtTime } from './util.js';
import { t } from './i18n.js';
import { icon } from './icons.js';
import { showTrainingResult, hideTrainingResult } from './training.js';
// Groups (issue #39 item 5).
import { acct } from './account.js';

let dialog = null;

/**
 * Opens (or refreshes) the results dialog. `table` is the score table element (dl.js
 * renderResult); `ctx.rematch` starts or joins the rematch, `ctx.rematchOffer` is a rematch
 * another seat proposed ({by, keptUntil}); `ctx.ui.resultsClosed` remembers that the reader
 * closed it.
 */
export function showResults(result, ctx, table, names) {
  // A training dungeon's end compares the combat with the book's solution (js/training.js).
  if (result && result.training) return showTrainingResult(result.training, ctx);
  if (!dialog) {
    dialog = h('dialog', { class: 'results-dialog', 'aria-labelledby': 'results-title' });
    dialog.addEventListener('close', () => { if (dialog.ctx) dialog.ctx.ui.resultsClosed = true; });
    document.body.appendChild(dialog);
  }
  dialog.ctx = ctx;
  // Redrawn only when something in it changed, so focus and reading position stay.
  const key = JSON.stringify([result, ctx.rematchOffer || null, ctx.rematchStatus || '', ctx.seat, ctx.rated || null]);
  if (dialog.key === key) { if (!dialog.open && !ctx.ui.resultsClosed) dialog.showModal(); return; }
  dialog.key = key;
  const winners = result.winners || [];
  const winnerNames = winners.map((s) => names(s));
  clear(dialog);
  const status = h('p', { class: 'rematch-status', role: 'status' }, ctx.rematchStatus || '');
  const offer = ctx.rematchOffer;
  const canRematch = ctx.seat !== null && ctx.seat !== undefined && typeof ctx.rematch === 'function';
  // (null children are skipped by h(), not by the DOM's append: build the content with h.)
  dialog.appendChild(h('div', { class: 'results-body' },
    h('h2', { id: 'results-title' }, icon('crown'), ' ',
      winners.length === 1 ? t('results-winner', { name: winnerNames[0] })
        : winners.length > 1 ? t('results-winners', { names: winnerNames.join(', '), n: winners.length }) : t('prompt-game-over')),
    winners.includes(ctx.seat) ? h('p', { class: 'you-won' }, t('results-you-won')) : null,
    table,
    ratedLine(ctx.rated),
    offer ? h('p', { class: 'rematch-offer' }, t('results-rematch-offer', { name: offer.by || '?' }),
      canRematch && offer.keptUntil ? [' ', h('span', { class: 'rematch-kept' }, t('results-seat-kept', { time: fmtTime(offer.keptUntil) }))] : null) : null,
    h('div', { class: 'inline results-actions' },
      canRematch ? h('button', { class: 'primary rematch', onclick: () => ctx.rematch() }, offer ? t('results-join-rematch') : t('results-rematch')) : null,
      h('a', { class: 'button', href: '#/games' }, t('results-finished-games')),
      h('button', { class: 'close', onclick: () => dialog.close() }, t('results-see-table'))),
    status,
    // Groups (issue #39 item 5): a signed-in player's "play again with this group".
    canRematch && ctx.lobbyId && acct.signedIn ? groupSlot(ctx.lobbyId) : null));
  if (!dialog.open && !ctx.ui.resultsClosed) dialog.showModal();
}

/**
 * Whether a rated lobby's game changed the ratings (issue #39 item 4), with the way to the
 * profile; null for a lobby that is not rated.
 */
function ratedLine(r) {
  if (!r) return null;
  const reason = ['bot', 'guest', 'same_account'].includes(r.outcome) ? r.outcome : r.unrated_reason;
  if (r.outcome === 'rated' || (!reason && r.counts)) {
    return h('p', { class: 'results-rated' }, t('results-rated'), ' ', h('a', { href: '#/profile' }, t('profile-link')));
  }
  return h('p', { class: 'results-rated muted' }, t('profile-unrated', { reason: reason || 'other' }));
}

/** Closes the dialog when the screen changes (another lobby, the game list). */
export function hideResults() {
  hideTrainingResult();
  if (dialog) { dialog.ctx = null; dialog.key = null; if (dialog.open) dialog.close(); }
}

// ---------------------------------------------------------------- groups (issue #39 item 5)

/** "Play again with this group" for a signed-in player (js/groups.js, imported when needed). */
function groupSlot(lobbyId) {
  const slot = h('div');
  import('./groups.js').then((m) => { if (slot.isConnected) slot.appendChild(m.groupResultsSlot(lobbyId)); }, () => {});
  return slot;
}
