// Game-log lines in the reader's language. Today the engine writes English sentences (`text`,
// `public`, `private`), shown as they are (marked lang="en"). Once it sends structured events,
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
  const raw = typeof e === 'string' ? e : (e && (e.text ?? e.public)) ?? JSON.stringify(e);
  const text = String(raw).replace(/\bSeat (\d)\b/g, (m, d) => (names && names[Number(d) - 1]) || m);
  return { text, english: true };
}
