// What just changed at a Dungeon Lords table: each seat's last change stays marked (resource
// deltas, new tiles and monsters, adventurers arriving; dl.js draws them with the class `new`
// from `ui.lastChange` and `ui.newSlots`) until that seat changes again; the
// banner's words for a new season, phase, combat round or year (shown by js/announce.js).
// Animations are CSS only and switched off by prefers-reduced-motion (style.css).
import { t } from '../../i18n.js';

const RES = ['evil', 'food', 'gold', 'imps', 'dead_letters', 'minions_home'];
const ids = (list) => new Set((list || []).map((x) => x.id));
const posKey = (p) => `${p.row},${p.col}`;

/** Per seat: {res: {evil: +1…}, tiles: Set of "r,c", cards: Set of card ids}, only what changed. */
export function seatChanges(prev, next) {
  const out = {};
  if (!prev || !next || !prev.players || !next.players) return out;
  for (const p of next.players) {
    const q = prev.players[p.seat];
    // A seat a patch did not touch is the same object as before (conn.js): nothing changed.
    if (!q || q === p) continue;
    const res = {};
    for (const k of RES) {
      const d = (p[k] ?? 0) - (q[k] ?? 0);
      if (d && typeof d === 'number') res[k] = d;
    }
    const oldTiles = new Map((q.dungeon || []).map((x) => [posKey(x.pos), x]));
    const tiles = new Set((p.dungeon || []).filter((x) => {
      const o = oldTiles.get(posKey(x.pos));
      return !o || (!o.room && x.room) || (!o.conquered && x.conquered);
    }).map((x) => posKey(x.pos)));
    const had = new Set([...ids(q.monsters), ...ids(q.party), ...ids(q.prison), ...ids(q.traps)]);
    const cards = new Set([...(p.monsters || []), ...(p.party || []), ...(p.prison || []), ...(p.traps || [])].map((x) => x.id).filter((id) => !had.has(id)));
    const traps = (p.n_traps ?? 0) - (q.n_traps ?? 0);
    if (traps) res.traps = traps;
    if (Object.keys(res).length || tiles.size || cards.size) out[p.seat] = { res, tiles, cards };
  }
  return out;
}

/** Keeps each seat's last change: a seat's new change replaces its old one. */
export function rememberChanges(ui, prev, next) {
  ui.lastChange = ui.lastChange || {};
  Object.assign(ui.lastChange, seatChanges(prev, next));
  // Minions just placed on the action spaces.
  if (prev && next && prev.slots !== next.slots && Array.isArray(prev.slots) && Array.isArray(next.slots)) {
    const fresh = [];
    let removed = false;
    next.slots.forEach((row, i) => (row || []).forEach((m, j) => {
      const was = (prev.slots[i] || [])[j];
      if (m && !was) fresh.push(`${i},${j}`);
      if (!m && was) removed = true;
    }));
    // The last placements stay marked until new ones come or the minions go home.
    if (fresh.length) ui.newSlots = new Set(fresh);
    else if (removed) ui.newSlots = new Set();
  }
}

/** The banner text when the season, phase, combat round or year changed, else null. */
export function bannerText(prev, next) {
  if (!prev || !next || !next.players) return null;
  if (next.result && !prev.result) return t('banner-game-over');
  if (prev.year !== next.year) return t('banner-year', { n: next.year });
  const round = (v) => (v.combat && v.combat.round) || null;
  if (round(next) && round(prev) !== round(next)) return t('banner-combat-round', { n: round(next) });
  if (prev.season !== next.season && next.season) return t('banner-season', { season: t(`season-${next.season}`) });
  if (prev.phase !== next.phase && next.phase) return t('banner-phase', { phase: tPhase(next.phase) });
  return null;
}

const PHASES = ['initial_orders', 'orders', 'execute', 'production', 'payday', 'taxes', 'special_event', 'combat', 'finished'];
const tPhase = (k) => (PHASES.includes(k) ? t(`phase-${k.replace(/_/g, '-')}`) : k);
