// Readable summaries of any JSON value: used for view sections the client does not know yet
// (so a new engine field is never invisible) and for games without a dedicated renderer.
import { h, humanize, cardName } from '../../util.js';
import { t } from '../../i18n.js';

export function summarize(value, depth = 0) {
  if (value === null || value === undefined) return h('span', { class: 'muted' }, '—');
  if (typeof value !== 'object') return h('span', { class: 'val' }, String(value));
  if (Array.isArray(value)) {
    if (!value.length) return h('span', { class: 'muted' }, t('none'));
    if (value.every((x) => x === null || typeof x !== 'object')) return h('span', { class: 'val' }, value.map((x) => x ?? '—').join(', '));
    if (value.every((x) => x && typeof x === 'object' && x.name && Object.keys(x).length <= 4)) {
      return h('span', { class: 'val' }, value.map((x) => h('span', { class: 'chip', 'data-def': x.def, 'data-name': x.name }, cardName(x))));
    }
    return h('ol', { class: 'sum-list' }, value.map((x) => h('li', null, summarize(x, depth + 1))));
  }
  if (value.name && value.def) return h('span', { class: 'chip', 'data-def': value.def, 'data-name': value.name }, cardName(value));
  const entries = Object.entries(value);
  // A small flat object reads best on one line.
  if (entries.length && entries.length <= 8 && entries.every(([, v]) => v === null || typeof v !== 'object')) {
    return h('span', { class: 'flat' }, entries.map(([k, v], i) => [i ? ' · ' : '', h('span', { class: 'muted' }, humanize(k).toLowerCase() + ' '), v === null ? '—' : String(v)]));
  }
  if (!entries.length) return h('span', { class: 'muted' }, t('nothing-to-show'));
  const dl = h('dl', { class: 'sum' });
  for (const [k, v] of entries) {
    if (k === 'prompt' || k === 'legal_commands') continue;
    dl.appendChild(h('dt', null, humanize(k)));
    dl.appendChild(h('dd', null, summarize(v, depth + 1)));
  }
  if (depth >= 3) return h('details', null, h('summary', null, t('n-fields', { n: entries.length })), dl);
  return dl;
}

/** A table for a game the client has no renderer for: the whole view as a summary. */
export function renderGeneric(root, ctx) {
  root.appendChild(h('section', { class: 'panel generic' }, h('h3', null, humanize(ctx.game || t('game'))), summarize(ctx.view)));
}
