// The deciding player's own clock beside the decision (issue 37, item 1): while a decision is
// mine and the lobby has a clock, the decision's title line says how much time I have left —
// counting down while it runs, marked "low" in its last quarter of a full bank, and "out of time"
// once it has run out (then the others may hand my seat to a bot). On a phone the decision is
// the bar fixed to the bottom of the screen, so the clock is always in sight. Drawn from the
// `seats` status alone; main.js places it after each redraw and ticks it once a second.
import { t } from './i18n.js';
import { h } from './util.js';
import { clockText } from './seat.js';

const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
/** A full bank per clock mode (protocol/README.md, § Clock option). */
const BANK_MS = { relaxed: 15 * MIN, normal: 6 * MIN, fast: 2 * MIN };

/** Below this many milliseconds the clock is "low": a quarter of the mode's full bank. */
export function lowMs(clock) {
  const mode = clock && clock.mode;
  if (mode === 'turn_based') return (Number(clock.days) || 1) * DAY / 4;
  return BANK_MS[mode] ? BANK_MS[mode] / 4 : 0;
}

/**
 * My clock as it stands `now`: `{ ms, state }` with state `running`, `low`, `out` or `stopped`,
 * or null when the lobby has no clock or `seat` is not in the status.
 */
export function myClockState(st, seat, at, now = Date.now()) {
  if (!st || !Array.isArray(st.seats) || seat === null || seat === undefined) return null;
  const s = st.seats.find((x) => x.seat === seat);
  if (!s || typeof s.remaining_ms !== 'number') return null;
  const ms = Math.max(0, s.running ? s.remaining_ms - (now - at) : s.remaining_ms);
  return { ms, state: stateOf(ms, s.running, s.timed_out, lowMs(st.clock)) };
}

function stateOf(ms, running, timedOut, low) {
  if (timedOut || ms <= 0) return 'out';
  if (ms <= low) return 'low';
  return running ? 'running' : 'stopped';
}

/** The state last told to a screen reader: "low" and "out" are said once each time they come. */
let said = null;

function fill(el, ms, state) {
  el.dataset.state = state;
  el.textContent = state === 'out' ? t('my-clock-out') : t('my-clock-left', { time: clockText(ms) });
  if ((state === 'low' || state === 'out') && said !== state) {
    const live = document.getElementById('live');
    if (live) live.textContent = `${t('my-clock-label')}: ${el.textContent}`;
  }
  said = state;
}

/** The clock element for the decision's title line, or null (no clock). */
export function myClock(st, seat, at, now = Date.now()) {
  const c = myClockState(st, seat, at, now);
  if (!c) return null;
  const s = st.seats.find((x) => x.seat === seat);
  // role=timer is polite by nature: the seconds are not read out, the text is there on demand.
  const el = h('span', { class: 'my-clock', role: 'timer', 'aria-label': t('my-clock-label'),
    'data-ms': String(s.remaining_ms), 'data-at': String(at), 'data-running': s.running ? '1' : '0',
    'data-low': String(lowMs(st.clock)), 'data-timed-out': s.timed_out ? '1' : '0' });
  fill(el, c.ms, c.state);
  return el;
}

/** Puts my clock into the title of my decision in `promptArea` (replacing an older one). */
export function placeMyClock(promptArea, st, seat, at) {
  for (const old of promptArea.querySelectorAll('.my-clock')) old.remove();
  const title = promptArea.querySelector('.prompt.active .prompt-title');
  if (!title) { said = null; return; }
  const el = myClock(st, seat, at);
  if (el) title.appendChild(el);
}

/** Counts the running clock down (once a second, with the other clocks). */
export function tickMyClock(root) {
  for (const el of root.querySelectorAll('.my-clock[data-running="1"]')) {
    const ms = Math.max(0, Number(el.dataset.ms) - (Date.now() - Number(el.dataset.at)));
    fill(el, ms, stateOf(ms, true, el.dataset.timedOut === '1', Number(el.dataset.low)));
  }
}
