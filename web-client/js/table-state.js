// The live table's state apart from its drawing (issue #31): the view, and which parts of it
// changed since the table was last drawn. No DOM here (unit test: tests/table-state.unit.test.mjs).
//
// A part is a top-level key of the view ("slots", "prompt", "waiting_for"), one seat of
// `players` ("players/2"), or "*" (everything: a whole view, a new language, a local choice
// that changes what is highlighted). Patches name their parts as they are applied (patch.js);
// the drawing asks `plan()` which regions of the table to rebuild.

// Everything changed.
const ALL = '*';

export class TableState {
  constructor() {
    this.view = null;
    this.prev = null;
    this.changed = new Set([ALL]);
  }

  /** A whole view (welcome, a full update, or none): everything is to be drawn again. */
  setView(view) {
    this.prev = this.view;
    this.view = view;
    this.changed.add(ALL);
  }

  /** A view that a patch produced, with the parts the patch touched. */
  patched(view, parts) {
    this.prev = this.view;
    this.view = view;
    if (!parts) this.changed.add(ALL);
    else for (const p of parts) this.changed.add(p);
  }

  /** Something outside the view changed what the whole table shows (names, language, a local choice). */
  touchAll() { this.changed.add(ALL); }

  /** Which regions to rebuild for the parts changed since the last drawing (`plan`), then forgets them. */
  take(seat) {
    const plan = redrawPlan(this.changed, this.prev, this.view, seat);
    this.changed = new Set();
    return plan;
  }
}

const cmdsOf = (v) => (v && v.prompt && v.prompt.legal_commands) || [];
// Command types another seat's panel can show as legal (dl.js renderPlayer does not restrict
// these to the viewer's own panel).
const PANEL_CMDS = new Set(['choose_order', 'retrieve', 'discard_trap', 'plan_trap', 'use_trap']);
// Keys the central board does not draw (it draws everything else, and each seat's evil).
const NOT_CENTRAL = new Set(['waiting_for', 'combat', 'dummies', 'viewer']);
// Keys the decision bar reads (besides the viewer's own seat).
const PROMPT_KEYS = ['prompt', 'waiting_for', 'result', 'phase', 'resolving', 'events', 'special_event', 'season', 'year'];

/**
 * The regions of the Dungeon Lords table to rebuild, from the changed parts:
 * `{ full, prompt, central, combat, dummies, players: Set of seats, strip, log }`. `full` means
 * rebuild everything as on a first drawing (the other fields are then all true).
 */
export function redrawPlan(changed, prev, next, seat) {
  const everything = { full: true, prompt: true, central: true, combat: true, dummies: true, players: null, strip: true };
  if (!changed || changed.has(ALL) || changed.has('players') || !prev || !next) return everything;
  if (!Array.isArray(prev.players) || !Array.isArray(next.players) || prev.players.length !== next.players.length) return everything;
  // A region that appears or goes away, the result, or the seat that starts: the whole table.
  const has = (v, k) => !!(v[k] && (typeof v[k] !== 'object' || Object.keys(v[k]).length));
  for (const k of ['combat', 'dummies']) if (has(prev, k) !== has(next, k)) return everything;
  if (changed.has('result') || changed.has('starting_player')) return everything;
  const seats = [];
  const keys = [];
  for (const p of changed) {
    const m = /^players\/(\d+)$/.exec(p);
    if (m) seats.push(Number(m[1]));
    else keys.push(p);
  }
  const mine = seat !== null && seat !== undefined ? seat : null;
  const cmdsChanged = changed.has('prompt');
  const seated = mine !== null;
  const plan = { full: false, players: new Set(), strip: seats.length > 0 || changed.has('waiting_for') };
  plan.prompt = PROMPT_KEYS.some((k) => changed.has(k)) || (seated && seats.includes(mine));
  const evilMoved = seats.some((s) => !prev.players[s] || !next.players[s] || prev.players[s].evil !== next.players[s].evil);
  plan.central = cmdsChanged || evilMoved || (seated && seats.includes(mine)) || keys.some((k) => !NOT_CENTRAL.has(k) && k !== 'prompt');
  plan.combat = cmdsChanged || changed.has('combat');
  plan.dummies = cmdsChanged || changed.has('dummies');
  // Each seat's panel: its own data, whether it is deciding, and the legal commands it can show.
  const panelCmds = cmdsChanged && [...cmdsOf(prev), ...cmdsOf(next)].some((c) => PANEL_CMDS.has(c.type));
  const deciding = (v, s) => (v.waiting_for || []).includes(s);
  for (const p of next.players) {
    const s = p.seat;
    if (seats.includes(s) || deciding(prev, s) !== deciding(next, s) || panelCmds || (cmdsChanged && s === mine)) plan.players.add(s);
  }
  return plan;
}
