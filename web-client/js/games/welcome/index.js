// Welcome to the Dungeon in the client: its entry in the registry of games (js/games/registry.js).
// Its table (wttd.js, drawn whole on every update; loaded on first use), its icons (wticons.js) and its lobby options.
import { h } from '../../util.js';
import { t } from '../../i18n.js';
import { notLoaded, loadStyle } from '../registry.js';
import { takeoverField } from '../../onboarding.js';

const HEROES = ['knight', 'barbarian', 'mage', 'rogue'];

/** @type {import('../registry.js').GameEntry} */
export default {
  kind: 'welcome-to-the-dungeon',
  render: notLoaded,
  // The table's code is imported when a Welcome table or replay is first drawn (registry loadGame).
  async load() {
    const [m] = await Promise.all([import('./wttd.js'), loadStyle('css/wttd.css')]);
    return { render: m.renderWelcome, decisionText: m.wtDecisionText };
  },
  regions: false,
  canDraw: (v) => !!v,
  createOptions(row) {
    const forced = h('input', { type: 'checkbox', name: 'forced_opening' });
    const forcedEvery = h('input', { type: 'checkbox', name: 'forced_opening_every_round' });
    const threeWins = h('input', { type: 'checkbox', name: 'three_wins' });
    const takeover = takeoverField(row);
    const hero = h('select', { name: 'first_hero' }, ['random', ...HEROES].map((x) => h('option', { value: x }, t(`wt-hero-${x}`))));
    forced.addEventListener('change', () => { forcedEvery.disabled = !forced.checked; if (!forced.checked) forcedEvery.checked = false; });
    forcedEvery.disabled = true;
    const el = h('div', { class: 'wt-options' },
      row(t('create-first-hero'), hero),
      row(t('create-forced-opening'), forced, t('create-forced-opening-help')),
      row(t('create-forced-every'), forcedEvery, t('create-forced-every-help')),
      row(t('create-three-wins'), threeWins, t('create-three-wins-help')),
      takeover.el);
    return { el, value: () => ({ first_hero: hero.value, forced_opening: forced.checked, forced_opening_every_round: forcedEvery.checked, three_wins: threeWins.checked, takeover_bot: takeover.value() }) };
  },
  optionRows(o) {
    const yes = (b) => (b ? t('option-yes') : t('option-no'));
    return [
      [t('create-first-hero'), t(`wt-hero-${HEROES.includes(o.first_hero) ? o.first_hero : 'random'}`)],
      [t('create-forced-opening'), yes(!!o.forced_opening)],
      [t('create-forced-every'), yes(!!o.forced_opening_every_round)],
      [t('create-three-wins'), yes(!!o.three_wins)],
    ];
  },
};
