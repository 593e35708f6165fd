// Game-log lines in the reader's language. Dungeon Lords entries are English sentences from the
// engine (`text`, `public`, `private`), shown as they are (marked lang="en"); Welcome to the
// Dungeon entries name their kind and facts, and most kinds are worded here. Once it sends structured events,
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
 * Welcome to the Dungeon entries already name their kind, seat, cards, tile, type, hero, hp and
 * number: these kinds are rendered from those fields. Kinds whose outcome is only in the English
 * text (resolved, raid_ended, omnipotence, game_won, sacrifices_revealed) return null.
 */
function wttdLine(e, names) {
  const who = typeof e.seat === 'number' ? ((names && names[e.seat]) || t('player-n', { n: e.seat + 1 })) : '';
  const [c0, c1] = e.cards || [];
  switch (e.kind) {
    case 'round_started': return t('wt-log-round-started', { round: e.number, hero: t(`wt-hero-${dash(e.hero)}`), who });
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
    // Only a defeat by a tile is told by the fields; damage, the Pact and "already dead" are not.
    case 'resolved': return c0 && e.tile ? t('wt-log-defeated-by-tile', { card: wtMonster(c0), tile: t(`wt-tile-${dash(e.tile)}`), hp: e.hp }) : null;
    case 'sacrifices_revealed': return (e.cards || []).length ? null : t('wt-log-no-sacrifices');
    // Told only by the English text for now (docs/log-events.md lists the facts they lack).
    case 'omnipotence': case 'raid_ended': case 'game_won': return null;
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
