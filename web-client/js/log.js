// Game-log lines in the reader's language. Dungeon Lords entries are English sentences from the
// engine (`text`, `public`, `private`), shown as they are (marked lang="en"); Welcome to the
// Dungeon entries name their kind and facts, and every kind is worded here. Once it sends structured events,
// an entry carries `event: {kind, args}` and is rendered here with the message `log-<kind>`;
// each argument is typed by its shape, so the engine never sends words:
//   number or string        → itself (numbers pick plural forms)
//   {seat: n}               → the player's name
//   {def: "goblin"}         → the printed card name
//   {action: "get_food"}    → the printed action name
//   {pos: {row, col}}       → "row 2, column 3" in the reader's language
//   {cost: {food: 1, …}}    → "1 food, …" with plural forms
//   [ … ]                   → each item rendered, joined with ", "
import { t } from './i18n.js';
import { actionName, cardName, factText, posText } from './util.js';

const AMOUNT_IDS = { food: 'amt-food', gold: 'amt-gold', evil: 'amt-evil', imps: 'amt-imps', trap_cards: 'amt-trap-cards', monsters: 'amt-monsters' };

/** One event argument as text; `names` maps seats to player names. */
export function logArg(v, names) {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => logArg(x, names)).join(', ');
  if (typeof v.seat === 'number') return (names && names[v.seat]) || t('seat-n', { n: v.seat + 1 });
  if (v.def) return cardName(v);
  if (v.action) return actionName(v.action);
  if (v.pos) return posText(v.pos);
  if (v.cost) {
    return Object.entries(v.cost).map(([k, n]) => (AMOUNT_IDS[k] ? factText([AMOUNT_IDS[k], { n }]) : `${n} ${k}`)).join(', ');
  }
  return JSON.stringify(v);
}

const dash = (k) => String(k ?? '').replace(/_/g, '-');
const wtMonster = (c) => (c ? t('wt-log-card', { monster: t(`wt-monster-${dash(c.monster)}`), n: c.strength }) : '');

/**
 * Welcome to the Dungeon entries name their kind and every fact (seat, cards, tile, type, hero,
 * hp, number, outcome, is_success, reason, sacrifices, chosen_by): each kind is worded here. An
 * entry from an older server without the newer facts returns null and shows the engine's text.
 */
function wttdLine(e, names) {
  const who = typeof e.seat === 'number' ? ((names && names[e.seat]) || t('player-n', { n: e.seat + 1 })) : '';
  const [c0, c1] = e.cards || [];
  switch (e.kind) {
    case 'round_started': {
      const args = { round: e.number, hero: t(`wt-hero-${dash(e.hero)}`), who };
      return typeof e.chosen_by === 'number'
        ? t('wt-log-round-started-chosen', { ...args, chooser: (names && names[e.chosen_by]) || t('player-n', { n: e.chosen_by + 1 }) })
        : t('wt-log-round-started', args);
    }
    case 'drew': return c0 ? t('wt-log-drew-card', { who, card: wtMonster(c0) }) : t('wt-log-drew', { who });
    case 'added': return c0 ? t('wt-log-added-card', { who, card: wtMonster(c0), n: e.number }) : t('wt-log-added', { who, n: e.number });
    case 'sacrificed': return c0 ? t('wt-log-sacrificed-card', { who, card: wtMonster(c0), tile: t(`wt-tile-${dash(e.tile)}`) })
      : t('wt-log-sacrificed', { who, tile: t(`wt-tile-${dash(e.tile)}`) });
    case 'passed': return t('wt-log-passed', { who });
    case 'raid_started': return t('wt-log-raid-started', { who, n: e.number, hp: e.hp });
    case 'named': return t('wt-log-named', { who, monster: t(`wt-monster-${dash(e.monster_type)}`) });
    case 'revealed': return c0 ? t('wt-log-revealed', { card: wtMonster(c0) }) : null;
    case 'polymorphed': return c0 && c1 ? t('wt-log-polymorphed', { card: wtMonster(c0), replacement: wtMonster(c1) }) : null;
    case 'polymorph_declined': return c0 ? t('wt-log-polymorph-declined', { card: wtMonster(c0) }) : null;
    case 'axe_declined': return c0 ? t('wt-log-axe-declined', { card: wtMonster(c0) }) : null;
    case 'resolved': {
      if (!c0) return null;
      const o = e.outcome || (e.tile ? { kind: 'defeated_by_tile', tile: e.tile } : null);
      if (!o) return null;
      let what;
      switch (o.kind) {
        case 'defeated_by_tile': what = t('wt-out-defeated-by-tile', { tile: t(`wt-tile-${dash(o.tile || e.tile)}`) }); break;
        case 'defeated_by_axe': what = t('wt-out-defeated-by-axe'); break;
        case 'defeated_by_pact': what = t('wt-out-defeated-by-pact'); break;
        case 'damage': what = t('wt-out-damage', { n: o.amount }); break;
        case 'after_death': what = t('wt-out-after-death'); break;
        default: return null;
      }
      if (e.ring_bonus > 0) what += `, ${t('wt-out-ring', { n: e.ring_bonus })}`;
      if (e.is_potion_used) what += `, ${t('wt-out-potion', { n: e.hp })}`;
      return t('wt-log-resolved', { card: wtMonster(c0), what, hp: e.hp });
    }
    case 'sacrifices_revealed': {
      if (!(e.cards || []).length) return t('wt-log-no-sacrifices');
      if (!(e.sacrifices || []).length) return null;
      const list = e.sacrifices.map((x) => t('wt-log-sacrifice', {
        card: wtMonster(x.card), who: (names && names[x.seat]) || t('player-n', { n: x.seat + 1 }), tile: t(`wt-tile-${dash(x.tile)}`),
      })).join(', ');
      return t('wt-log-sacrifices-revealed', { list });
    }
    case 'omnipotence':
      if (typeof e.is_success !== 'boolean') return null;
      return e.is_success ? t('wt-omnipotence-yes') : t('wt-omnipotence-no');
    case 'raid_ended':
      if (typeof e.is_success !== 'boolean') return null;
      return e.is_success ? t('wt-log-raid-success', { who }) : t('wt-log-raid-failure', { who });
    case 'game_won':
      if (!e.reason) return null;
      return e.reason === 'last_player_standing' ? t('wt-log-won-last-standing', { who }) : t('wt-log-won-victory-cards', { who });
    case 'hero_died': return t('wt-log-hero-died');
    case 'victory_card': return t('wt-log-victory-card', { who, n: e.number });
    case 'help_card_flipped': return t('wt-log-help-card-flipped', { who });
    case 'eliminated': return t('wt-log-eliminated', { who });
    default: return null;
  }
}

/**
 * The text of one log entry and whether it is the engine's English: a structured event in the
 * reader's language when the entry has one, else the engine's sentence with "Seat N" replaced by
 * the players' names.
 */
export function logLine(e, names) {
  if (e && e.event && e.event.kind) {
    const args = {};
    for (const [k, v] of Object.entries(e.event.args || {})) args[k] = logArg(v, names);
    return { text: t(`log-${String(e.event.kind).replace(/_/g, '-')}`, args), english: false };
  }
  if (e && typeof e.kind === 'string') {
    const text = wttdLine(e, names);
    if (text !== null) return { text, english: false };
  }
  const raw = typeof e === 'string' ? e : (e && (e.text ?? e.public)) ?? JSON.stringify(e);
  const text = String(raw).replace(/\bSeat (\d)\b/g, (m, d) => (names && names[Number(d) - 1]) || m);
  return { text, english: true };
}
