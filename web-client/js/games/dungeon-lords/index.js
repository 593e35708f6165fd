// Dungeon Lords in the client: its entry in the registry of games (js/games/registry.js). Its
// table (dl.js), the guided first game (guide.js, guide-topics.js) and its lobby options. The
// table and the guide are imported when first needed (docs/performance.md §8).
import { h, clear } from '../../util.js';
import { t } from '../../i18n.js';
import { notLoaded, loadStyle } from '../registry.js';
import { rememberChanges, bannerText } from './changes.js';
import { takeoverField } from '../../onboarding.js';

/** The lobby of this browser's guided game (guide.js keeps it in localStorage 'dlo.guide'), or null. */
function guidedLobby() {
  try {
    const r = JSON.parse(localStorage.getItem('dlo.guide'));
    return r && typeof r === 'object' && typeof r.lobby === 'string' ? r.lobby : null;
  } catch { return null; }
}

/** guide.js once imported (it is only in the page on the home page and in the guided game). */
let guideModule = null;
/** guide.js with its stylesheet (css/guide.css), which no other page needs. */
const importGuide = () => Promise.all([import('./guide.js'), loadStyle('css/guide.css')]).then(([m]) => m);

/** @type {import('../registry.js').GameEntry} */
export default {
  kind: 'dungeon-lords',
  render: notLoaded,
  // The table's code is imported when a Dungeon Lords table or replay is first drawn (registry loadGame).
  async load() {
    const m = await import('./dl.js');
    return { render: m.renderDungeonLords, decisionText: m.promptText, decisionNote: m.trainingNote, boardHint: m.boardHint, seatSummary: m.dlSeatSummary, seatSummaryKey: m.dlSeatSummaryKey };
  },
  // renderDungeonLords(root, ctx, plan) redraws only the regions a redraw plan names, and
  // patches the table it drew before (Preact, js/vdom.js) rather than building it again.
  regions: true,
  patches: true,
  canDraw: (v) => !!v && Array.isArray(v.players),
  rememberChanges,
  bannerText,
  createOptions(row) {
    // A new group starts with the first game, as the rulebook recommends (create-rules-help).
    const variant = h('select', { name: 'variant' }, h('option', { value: 'first_game', selected: true }, t('create-first-game')), h('option', { value: 'full' }, t('create-full-game')));
    const special = h('input', { type: 'checkbox', name: 'special_events', checked: true });
    const simultaneous = h('input', { type: 'checkbox', name: 'simultaneous' });
    const takeover = takeoverField(row);
    const sync = () => {
      special.disabled = variant.value !== 'full';
      special.checked = !special.disabled;
    };
    variant.addEventListener('change', sync);
    sync();
    const el = h('div', { class: 'dl-options' },
      row(t('create-rules'), variant, t('create-rules-help')),
      row(t('create-special-events'), special, t('create-special-events-help')),
      row(t('create-simultaneous'), simultaneous, t('create-simultaneous-help')),
      takeover.el);
    return { el, value: () => ({ variant: variant.value, special_events: special.checked, simultaneous: simultaneous.checked, takeover_bot: takeover.value() }) };
  },
  optionRows(o) {
    const yes = (b) => (b ? t('option-yes') : t('option-no'));
    return [
      [t('create-rules'), o.variant === 'full' ? t('create-full-game') : t('create-first-game')],
      [t('create-special-events'), yes(!!o.special_events)],
      [t('create-simultaneous'), yes(!!o.simultaneous)],
    ];
  },
  // The "Learn to play" panel: drawn by guide.js, which fills it once its words are in anyway.
  home() {
    const sec = h('section', { class: 'panel narrow guide-home' }, h('p', { class: 'muted' }, '…'));
    importGuide().then((m) => { guideModule = m; sec.replaceWith(m.guideHome()); },
      (e) => { clear(sec); sec.appendChild(h('p', { class: 'error' }, e.message)); });
    return sec;
  },
  // The guide on the table: only this browser's guided game loads guide.js.
  guide(box, ctx) {
    if (guideModule) { guideModule.guideTable(box, ctx); return; }
    if (guidedLobby() !== ctx.lobbyId) { if (box.firstChild) clear(box); return; }
    importGuide().then((m) => { guideModule = m; m.guideTable(box, ctx); }, (e) => console.warn(e));
  },
};
