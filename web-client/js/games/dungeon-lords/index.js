// Dungeon Lords in the client: its entry in the registry of games (js/games/registry.js). Its
// table (dl.js), the guided first game (guide.js, guide-topics.js) and its lobby options.
import { h } from '../../util.js';
import { t } from '../../i18n.js';
import { renderDungeonLords, dlSeatSummary, promptText, boardHint, trainingNote } from './dl.js';
import { guideHome, guideTable } from './guide.js';
import { rememberChanges, bannerText } from './changes.js';

/** @type {import('../registry.js').GameEntry} */
export default {
  kind: 'dungeon-lords',
  render: renderDungeonLords,
  // renderDungeonLords(root, ctx, plan) rebuilds only the regions a redraw plan names.
  regions: true,
  canDraw: (v) => !!v && Array.isArray(v.players),
  decisionText: promptText,
  decisionNote: trainingNote,
  boardHint,
  seatSummary: dlSeatSummary,
  rememberChanges,
  bannerText,
  createOptions(row) {
    // A new group starts with the first game, as the rulebook recommends (create-rules-help).
    const variant = h('select', { name: 'variant' }, h('option', { value: 'first_game', selected: true }, t('create-first-game')), h('option', { value: 'full' }, t('create-full-game')));
    const special = h('input', { type: 'checkbox', name: 'special_events', checked: true });
    const simultaneous = h('input', { type: 'checkbox', name: 'simultaneous' });
    const sync = () => {
      special.disabled = variant.value !== 'full';
      special.checked = !special.disabled;
    };
    variant.addEventListener('change', sync);
    sync();
    const el = h('div', { class: 'dl-options' },
      row(t('create-rules'), variant, t('create-rules-help')),
      row(t('create-special-events'), special, t('create-special-events-help')),
      row(t('create-simultaneous'), simultaneous, t('create-simultaneous-help')));
    return { el, value: () => ({ variant: variant.value, special_events: special.checked, simultaneous: simultaneous.checked }) };
  },
  optionRows(o) {
    const yes = (b) => (b ? t('option-yes') : t('option-no'));
    return [
      [t('create-rules'), o.variant === 'full' ? t('create-full-game') : t('create-first-game')],
      [t('create-special-events'), yes(!!o.special_events)],
      [t('create-simultaneous'), yes(!!o.simultaneous)],
    ];
  },
  home: guideHome,
  guide: guideTable,
};
