// Away players (issue #17): the clock and the one who plays each seat, takeover votes, conceding,
// "continue on another device" (a link whose fragment carries the seat token, and its QR code)
// and the host's re-invite. Hooks: main.js calls takeSeatLink() while routing, keeps the `seats`
// message in S.seatsStatus and calls renderSeats() under the presence list.
import { t } from './i18n.js';
import { api, seats } from './api.js';
import { h, banner } from './util.js';

let qrLib = null;
/** The seat link on show (kept across the panel's redraws), by lobby: { url, help }. */
const shown = new Map();
/** The QR code generator from node_modules (loaded on first use). */
async function qr() {
  if (!qrLib) qrLib = (await import('../node_modules/qrcode-generator/dist/qrcode.mjs')).default;
  return qrLib;
}

/**
 * A link /?lobby=ID#seat=TOKEN opens a seat on this device: the token is kept like a joined
 * seat's and removed from the address bar. The fragment is never sent to the server.
 */
export function takeSeatLink(lobbyId) {
  const m = location.hash.match(/^#seat=([0-9a-f]{16,128})$/i);
  if (!m) return false;
  const old = seats.get(lobbyId) || {};
  seats.set(lobbyId, { ...old, token: m[1].toLowerCase(), seat: null, host: undefined });
  return true;
}

/** The link that moves my seat to another device. */
export function seatLink(lobbyId, token) {
  return `${location.origin}${location.pathname}?lobby=${encodeURIComponent(lobbyId)}#seat=${token}`;
}

/** "12:05", "1 d 3 h" */
export function clockText(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86400) return t('clock-days', { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
  const mm = Math.floor(s / 60);
  const ss = String(s % 60).padStart(2, '0');
  if (mm >= 60) return `${Math.floor(mm / 60)}:${String(mm % 60).padStart(2, '0')}:${ss}`;
  return `${mm}:${ss}`;
}

/** The clock option as a short label. */
export function clockLabel(clock) {
  const mode = (clock && clock.mode) || 'none';
  return mode === 'turn_based' ? t('clock-mode-turn-based', { days: clock.days }) : t(`clock-mode-${mode}`);
}

/** The clock choice on the create form: a select and a days input. `value()` is the option. */
export function clockField() {
  const sel = h('select', { name: 'clock' }, ['none', 'relaxed', 'normal', 'fast', 'turn_based'].map((m) =>
    h('option', { value: m }, m === 'turn_based' ? t('clock-mode-turn-based-choice') : t(`clock-mode-${m}`))));
  const days = h('input', { type: 'number', name: 'clock_days', min: 1, max: 14, value: 1, style: { width: '4em', display: 'none' } });
  sel.addEventListener('change', () => { days.style.display = sel.value === 'turn_based' ? '' : 'none'; });
  return {
    el: h('span', { class: 'clock-field' }, sel, ' ', days),
    value: () => (sel.value === 'none' ? null : sel.value === 'turn_based' ? { mode: 'turn_based', days: Number(days.value) } : { mode: sel.value }),
  };
}

/** Time left of a seat now, counting down from the `seats` message while its clock runs. */
function remaining(s, at) {
  if (s.remaining_ms === undefined || s.remaining_ms === null) return null;
  return s.running ? s.remaining_ms - (Date.now() - at) : s.remaining_ms;
}
/** The same, for the phone's compact seat panels (main.js). */
export const remainingMs = remaining;

/**
 * The seats panel: each seat's clock and who plays it, vote buttons for seats that may be
 * handed to a bot, and for my seat: concede and "continue on another device".
 */
export function renderSeats(box, c) {
  const st = c.status;
  const panel = h('div', { class: 'seats-status' });
  box.appendChild(panel);
  if (!st) return;
  panel.appendChild(h('div', { class: 'muted small clock-option' }, t('clock-label', { clock: clockLabel(st.clock) })));
  const list = h('ul', { class: 'seat-clocks' });
  for (const s of st.seats) {
    const name = c.names[s.seat] || t('seat-n', { n: s.seat + 1 });
    const rem = remaining(s, c.at);
    const li = h('li', { class: `seat-clock seat-${s.seat}${s.running ? ' running' : ''}`, 'data-seat': s.seat },
      h('span', { class: 'name' }, name),
      rem !== null ? h('span', { class: 'clock', 'data-running': s.running ? '1' : '0', 'data-ms': String(s.remaining_ms), 'data-at': String(c.at) }, ` ${clockText(rem)}`) : null,
      s.control !== 'player' && s.control !== 'bot' ? h('span', { class: `tag control-${s.control}` }, t(`seat-control-${s.control}`)) : null,
      s.timed_out ? h('span', { class: 'tag timed-out' }, t('seat-timed-out')) : null,
      s.away ? h('span', { class: 'tag away' }, t('seat-away')) : null);
    if (s.votable) {
      li.appendChild(h('span', { class: 'muted small votes' }, ' ', t('seat-votes', { n: s.votes.length, needed: s.votes_needed })));
      if (c.seat !== null && c.seat !== s.seat && !s.votes.includes(c.seat)) {
        li.appendChild(h('button', { class: 'vote-takeover', onclick: () => c.send({ type: 'vote_takeover', seat: s.seat }) }, t('seat-vote-bot')));
      }
    }
    if (c.isHost && c.seat !== s.seat && s.control !== 'bot') {
      li.appendChild(h('button', { class: 'link reinvite', title: t('seat-reinvite-title'), onclick: () => reinvite(panel, c, s.seat) }, t('seat-reinvite')));
    }
    list.appendChild(li);
  }
  panel.appendChild(list);
  const mine = st.seats.find((s) => s.seat === c.seat);
  if (mine && c.token) {
    if (mine.control === 'takeover') {
      panel.appendChild(h('p', { class: 'banner-inline' }, t('seat-bot-plays-yours'), ' ',
        h('button', { class: 'reclaim', onclick: () => c.reconnect() }, t('seat-take-back'))));
    }
    const actions = h('div', { class: 'inline seat-actions' });
    actions.appendChild(h('button', { class: 'link continue-elsewhere', onclick: () => showLink(panel, c.lobbyId, seatLink(c.lobbyId, c.token), t('seat-continue-help')) }, t('seat-continue-elsewhere')));
    if (mine.control !== 'conceded') {
      actions.appendChild(h('button', { class: 'link concede', onclick: () => {
        if (window.confirm(t('seat-concede-confirm'))) c.send({ type: 'concede' });
      } }, t('seat-concede')));
    }
    panel.appendChild(actions);
  }
  const open = shown.get(c.lobbyId);
  if (open) showLink(panel, c.lobbyId, open.url, open.help);
}

async function reinvite(panel, c, seat) {
  try {
    const res = await api.reinvite(c.lobbyId, c.token, seat);
    const url = /^https?:\/\//.test(res.seat_url) ? res.seat_url : seatLink(c.lobbyId, res.token);
    // The panel may have been redrawn while the request was out: show the link in the live one.
    const live = panel.isConnected ? panel : document.querySelector('.seats-status') || panel;
    showLink(live, c.lobbyId, url, t('seat-reinvite-help', { name: c.names[seat] || t('seat-n', { n: seat + 1 }) }));
  } catch (x) { banner(x.message, 'error'); }
}

/** Shows a seat link with a copy button and its QR code. */
async function showLink(panel, lobbyId, url, help) {
  for (const old of panel.querySelectorAll('.seat-link')) old.remove();
  shown.set(lobbyId, { url, help });
  const input = h('input', { class: 'seat-link-url', value: url, readonly: true, onclick: (e) => e.target.select() });
  const copy = h('button', { onclick: async () => {
    try { await navigator.clipboard.writeText(url); copy.textContent = t('invite-copied'); } catch { input.select(); copy.textContent = t('invite-press-ctrl-c'); }
  } }, t('invite-copy'));
  const qrBox = h('div', { class: 'qr' });
  panel.appendChild(h('div', { class: 'seat-link' }, h('p', { class: 'small' }, help), h('div', { class: 'inline' }, input, copy), qrBox,
    h('button', { class: 'link', onclick: (e) => { shown.delete(lobbyId); e.target.closest('.seat-link').remove(); } }, t('seat-link-close'))));
  try {
    const make = await qr();
    const code = make(0, 'M');
    code.addData(url);
    code.make();
    // An SVG element, not a data: URL or inline markup, so the CSP needs nothing new.
    const n = code.getModuleCount();
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', `-2 -2 ${n + 4} ${n + 4}`);
    svg.setAttribute('width', '160');
    svg.setAttribute('height', '160');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('seat-qr-label'));
    const bg = document.createElementNS(ns, 'rect');
    for (const [k, v] of [['x', -2], ['y', -2], ['width', n + 4], ['height', n + 4], ['fill', '#fff']]) bg.setAttribute(k, v);
    svg.appendChild(bg);
    let d = '';
    for (let r = 0; r < n; r++) for (let col = 0; col < n; col++) if (code.isDark(r, col)) d += `M${col} ${r}h1v1h-1z`;
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', d);
    path.setAttribute('fill', '#000');
    svg.appendChild(path);
    qrBox.appendChild(svg);
  } catch (e) {
    qrBox.appendChild(h('p', { class: 'muted small' }, t('seat-qr-missing')));
  }
}

/** Redraws the running clocks' text once a second (no full redraw). */
export function tickClocks(root) {
  for (const el of root.querySelectorAll('.clock[data-running="1"]')) {
    const ms = Number(el.dataset.ms) - (Date.now() - Number(el.dataset.at));
    el.textContent = ` ${clockText(ms)}`;
  }
}
