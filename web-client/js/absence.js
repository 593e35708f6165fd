// Absence where everyone looks (issue 37, item 1): when a player is away past their grace period
// or out of time, every other player gets a banner at the top of the table — who, why, the votes
// so far — with the vote in it, instead of a button far down the seats panel. A player whose seat
// a bot plays gets "take it back" there too. Drawn from the `seats` status alone.
import { t } from './i18n.js';
import { h } from './util.js';

/**
 * The banner for the `seats` status `st` as seat `seat` sees it (null: nothing to say).
 * `send(msg)` sends a seat message; `reclaim()` takes the reader's own seat back.
 */
export function absenceBanner(st, { seat, names, send, reclaim }) {
  if (!st || !Array.isArray(st.seats)) return null;
  const name = (s) => (names && names[s]) || t('seat-n', { n: s + 1 });
  const rows = [];
  for (const s of st.seats) {
    if (s.seat === seat) continue;
    if (!s.votable) continue;
    const why = s.timed_out ? t('absence-out-of-time', { name: name(s.seat) }) : t('absence-away', { name: name(s.seat) });
    const canVote = seat !== null && seat !== undefined && !s.votes.includes(seat)
      && st.seats.some((x) => x.seat === seat && x.control === 'player');
    rows.push(h('div', { class: 'absence-row', 'data-seat': s.seat },
      h('span', { class: 'absence-why' }, why, ' '),
      h('span', { class: 'muted small absence-votes' }, t('seat-votes', { n: s.votes.length, needed: s.votes_needed })),
      canVote ? h('button', { class: 'vote-takeover primary', onclick: () => send({ type: 'vote_takeover', seat: s.seat }) }, t('seat-vote-bot')) : null,
      !canVote && s.votes.includes(seat) ? h('span', { class: 'small absence-voted' }, t('absence-you-voted')) : null));
  }
  const mine = st.seats.find((s) => s.seat === seat);
  if (mine && mine.control === 'takeover' && reclaim) {
    rows.push(h('div', { class: 'absence-row mine' },
      h('span', { class: 'absence-why' }, t('seat-bot-plays-yours'), ' '),
      h('button', { class: 'reclaim primary', onclick: () => reclaim() }, t('seat-take-back'))));
  }
  if (!rows.length) return null;
  return h('div', { class: 'absence-banner', role: 'region', 'aria-label': t('absence-label') }, rows);
}
