// Small DOM helpers shared by every screen.
import { CARDS } from './cards.js';

export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') el.className = v;
      // Styles go through the CSSOM: the server's CSP refuses `style` attributes set as markup.
      else if (k === 'style' && typeof v === 'object') Object.assign(el.style, v);
      else if (k === 'style') el.style.cssText = String(v);
      else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
      else if (k === 'dataset') Object.assign(el.dataset, v);
      else if (v === true) el.setAttribute(k, '');
      else el.setAttribute(k, String(v));
    }
  }
  // Clickable non-buttons are reachable by keyboard too (Enter/Space, see installTooltips).
  if (attrs && typeof attrs.onclick === 'function' && tag !== 'button' && tag !== 'a') {
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

export function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); return el; }

export const SEAT_COLOURS = ['#d9453b', '#3b7dd9', '#3ba55c', '#e0b525'];
export const SEAT_COLOUR_NAMES = ['red', 'blue', 'green', 'yellow'];
export const DUMMY_COLOUR = '#8d8d8d';

export const ACTIONS = ['get_food', 'improve_reputation', 'dig_tunnels', 'mine_gold',
  'recruit_imps', 'buy_traps', 'hire_monster', 'build_room'];
export const ACTION_NAMES = {
  get_food: 'Get Food', improve_reputation: 'Improve Reputation', dig_tunnels: 'Dig Tunnels',
  mine_gold: 'Mine Gold', recruit_imps: 'Recruit Imps', buy_traps: 'Buy Traps',
  hire_monster: 'Hire Monster', build_room: 'Build Room',
};
export const ACTION_ICONS = {
  get_food: '🍖', improve_reputation: '🕊', dig_tunnels: '⛏', mine_gold: '🪙',
  recruit_imps: '👺', buy_traps: '🪤', hire_monster: '🐉', build_room: '🏛',
};
export const actionName = (a) => ACTION_NAMES[a] || humanize(a);

export function humanize(s) {
  return String(s ?? '').replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export const posText = (p) => (p ? `row ${p.row + 1}, column ${p.col + 1}` : '?');
export const samePos = (a, b) => a && b && a.row === b.row && a.col === b.col;

// Hover texts: any element with data-def (and optionally data-name) shows its catalog text.
export function installTooltips() {
  const tip = document.getElementById('tooltip');
  document.addEventListener('keydown', (ev) => {
    const el = ev.target;
    if ((ev.key === 'Enter' || ev.key === ' ') && el && el.getAttribute && el.getAttribute('role') === 'button') {
      ev.preventDefault();
      el.click();
    }
  });
  document.addEventListener('mouseover', (ev) => {
    const el = ev.target.closest && ev.target.closest('[data-def],[data-tip]');
    if (!el) { tip.classList.add('hidden'); return; }
    clear(tip);
    if (el.dataset.def) {
      const c = CARDS[el.dataset.def];
      tip.appendChild(h('div', { class: 'tip-name' }, el.dataset.name || (c && c.name) || el.dataset.def,
        c && c.reconstructed ? h('span', { class: 'recon', title: 'reconstructed from secondary sources' }, ' reconstructed') : null));
      if (c) {
        tip.appendChild(h('div', { class: 'tip-kind' }, c.kind + ' · ' + el.dataset.def));
        tip.appendChild(h('div', { class: 'tip-text' }, c.text));
      } else {
        tip.appendChild(h('div', { class: 'tip-kind' }, el.dataset.def));
      }
    }
    if (el.dataset.tip) tip.appendChild(h('div', { class: 'tip-text' }, el.dataset.tip));
    tip.classList.remove('hidden');
  });
  document.addEventListener('mousemove', (ev) => {
    if (tip.classList.contains('hidden')) return;
    const x = Math.min(ev.clientX + 14, window.innerWidth - tip.offsetWidth - 8);
    const y = Math.min(ev.clientY + 14, window.innerHeight - tip.offsetHeight - 8);
    tip.style.left = x + 'px';
    tip.style.top = y + 'px';
  });
}

export function banner(text, kind = 'warn') {
  const b = document.getElementById('banner');
  if (!text) { b.classList.add('hidden'); b.textContent = ''; return; }
  b.className = 'banner ' + kind;
  b.textContent = text;
}

export function fmtTime(ms) {
  if (!ms) return '';
  const d = new Date(ms);
  return d.toTimeString().slice(0, 5);
}
