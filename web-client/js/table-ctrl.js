// The lobby/table screen's controller (issue #31, item 1; lichess `ui/round` splits `ctrl`,
// `socket` and `view` the same way): it holds the screen's state and handles each server message
// type in its own handler, which changes the state and returns what the screen must do about it,
// in order: `effects`. No DOM, no storage and no i18n import here (the few words a state needs
// come from `env.t`; unit test:
// tests/table-ctrl.unit.test.mjs); js/lobby.js draws from the state and carries the effects out.
//
// The socket (js/conn.js) stays the state's `conn`: a handler may ask it to reopen (a gap in the
// updates) or to send a command again (a command the server could not store), as the connection's
// owner would.
import { TableState } from './table-state.js';

/**
 * What a handler asks of the screen, carried out by js/lobby.js in the order given:
 * - `draw`: `all` (the whole screen, `renderAll`) or `update` (only the regions whose parts
 *   changed, `renderUpdate`);
 * - `log`: new log lines are in `state.log`: draw them (`redraw`: the filters and lines again);
 * - `chat`: `lines` were added to `state.chat` (`reset`: the chat was replaced by them);
 * - `presence`, `strip`, `my-clock`: redraw the seat panel, the other players' strip, the
 *   decision's own clock;
 * - `refresh-lobby`: fetch the lobby's details (the waiting room);
 * - `status`: the connection is `open`;
 * - `build`: a welcome named `build` (js/upgrade.js);
 * - `maybe-reload`: a waiting upgrade may reload now;
 * - `away-start`: a new welcome: look up what this browser last saw of its seat, if it has one;
 * - `tell-away`: the seat events are in: tell a returning player what happened;
 * - `changed`: a new view after `prev`: notify, remember each seat's change, banner, "your turn";
 * - `rematch-details`: fetch the rematch `lobby`'s kept seats;
 * - `forget-seat`: this browser's seat token was refused: forget it, say so, watch instead;
 * - `server-error`: show the server's error `message`.
 * @typedef {{ do: string, [k: string]: any }} Effect
 */

/** The screen's state: what js/lobby.js draws from (and tests read as `window.__dlo.state`). */
export function screenState(lobbyId, watch) {
  return {
    lobbyId, watch, conn: null, seat: null, game: null, view: null, log: [], presence: null, chat: [],
    lobby: null, ui: {}, disposed: false, everOpen: false, handled: [],
    // The view and what changed in it since the table was drawn (js/table-state.js).
    table: new TableState(),
  };
}

/** Adds the log `entries` not there yet (by `index`) to `S.log`; whether any was added. */
export function mergeLog(S, entries) {
  const have = new Set(S.log.map((e) => e.index));
  const had = S.log.length;
  for (const e of entries || []) {
    if (e.index !== undefined && have.has(e.index)) continue;
    if (e.index !== undefined) have.add(e.index);
    S.log.push(e);
  }
  return S.log.length !== had;
}

const legalOf = (v) => (v && v.prompt && v.prompt.legal_commands) || null;
const asView = (v) => (v && typeof v === 'object' ? v : null);

/** One handler per message type: `(S, m, env) => effects`. */
const HANDLERS = {
  welcome(S, m) {
    S.version = m.version;
    S.ui.pending = null;
    S.game = m.game;
    S.seat = m.seat ?? null;
    S.view = asView(m.view);
    S.table.setView(S.view);
    S.presence = m.presence;
    S.log = [];
    mergeLog(S, m.log);
    S.chat = [...(m.chat || [])];
    S.ui.chatSeen = S.chat.length;
    /** @type {Effect[]} */
    const fx = [{ do: 'away-start' }, { do: 'log', redraw: true }, { do: 'chat', lines: S.chat, reset: true }];
    if (!S.view) fx.push({ do: 'refresh-lobby' });
    fx.push({ do: 'status', st: 'open' }, { do: 'draw', all: true }, { do: 'build', build: m.build });
    return fx;
  },

  update(S, m) {
    // Updates are consecutive; a gap means log lines were missed: say hello again. (A patched
    // update was checked against its base by the connection.)
    if (!m.patched && typeof S.version === 'number' && typeof m.version === 'number' && m.version > S.version + 1 && S.conn) {
      S.version = m.version;
      S.conn.reopen();
      return [];
    }
    S.version = m.version;
    if (!m.parts || m.parts.has('prompt') || m.parts.has('*')) {
      // A refusal stays until the decision it was about has changed.
      const before = JSON.stringify(S.view && S.view.prompt && S.view.prompt.legal_commands);
      const after = JSON.stringify(m.view && m.view.prompt && m.view.prompt.legal_commands);
      if (before !== after && S.ui.lastError) { S.ui.lastError = null; S.table.touchAll(); }
    }
    const prev = S.view;
    const had = !!(legalOf(prev) && legalOf(prev).length);
    S.view = asView(m.view);
    // A patched update says which parts of the view it touched; a whole view changes all.
    if (m.parts) S.table.patched(S.view, m.parts); else S.table.setView(S.view);
    /** @type {Effect[]} */
    const fx = [{ do: 'changed', prev, had }];
    if (mergeLog(S, m.log)) fx.push({ do: 'log', redraw: false });
    fx.push({ do: 'draw', update: true }, { do: 'maybe-reload' });
    return fx;
  },

  seats(S, m, { now }) {
    const events = (s) => JSON.stringify((s && s.events) || []);
    const before = events(S.seatsStatus);
    S.seatsStatus = m.status;
    S.seatsAt = now;
    /** @type {Effect[]} */
    const fx = [{ do: 'presence' }];
    // A new seat event (time-out, takeover, concession, return, new link) is a log line.
    if (events(m.status) !== before) fx.push({ do: 'log', redraw: true });
    if (S.awaySeen !== undefined) fx.push({ do: 'tell-away' });
    fx.push({ do: 'strip' }, { do: 'my-clock' });
    return fx;
  },

  accepted(S, m) {
    if (S.ui.pending === m.id) S.ui.pending = null;
    S.accepted = (S.accepted || 0) + 1;
    // The decision was sent and stored: a safe moment for a waiting upgrade.
    if (!S.upgrade) return [];
    S.upgrade.sentSince = true;
    return [{ do: 'maybe-reload' }];
  },

  rejected(S, m, env) {
    if (S.ui.pending === m.id) S.ui.pending = null;
    S.rejected = (S.rejected || 0) + 1;
    S.ui.lastError = m.error || { message: env.t('refused') };
    return [{ do: 'draw', all: true }];
  },

  presence(S, m) {
    S.presence = m.presence;
    return [S.view ? { do: 'draw', all: true } : { do: 'refresh-lobby' }];
  },

  chat(S, m) {
    S.chat.push(m.line);
    return [{ do: 'chat', lines: [m.line] }];
  },

  rematch(S, m) {
    // Another seat started a rematch: the results dialog offers to join it.
    S.rematchOffer = { lobby: m.lobby_id, by: m.by };
    return [{ do: 'draw', all: true }, { do: 'rematch-details', lobby: m.lobby_id }];
  },

  error(S, m, { now }) {
    if (m.code === 'bad_token') {
      if (!(S.conn && S.conn.token)) return [];
      S.seat = null;
      return [{ do: 'forget-seat' }];
    }
    const mine = m.id && S.ui.pending === m.id;
    if ((m.code === 'not_stored' || m.code === 'in_doubt') && mine && S.conn && S.conn.retry(m.id)) {
      // Sent again with the same id a moment later: nothing can be applied twice.
      S.ui.pendingAt = now;
      return [];
    }
    if (m.code === 'rate_limited' || m.code === 'not_stored' || m.code === 'in_doubt') {
      if (S.ui.pending === m.id) S.ui.pending = null;
      S.ui.lastError = { message: m.message, code: m.code };
      return [{ do: 'draw', all: true }];
    }
    return [{ do: 'server-error', error: m }];
  },
};

/** The message types the controller handles (others are ignored). */
export const MESSAGE_TYPES = Object.keys(HANDLERS);

/**
 * Handles one server message: changes `S` and returns the effects for the screen, in order
 * (none for a message type it does not know). `env.now`: the time in ms (Date.now()); `env.t`:
 * the words of a message id (js/i18n.js `t`).
 * @param {ReturnType<typeof screenState>} S
 * @param {any} m
 * @param {{ now: number, t: (id: string) => string }} env
 * @returns {Effect[]}
 */
export function handleMessage(S, m, env) {
  const handler = m && Object.prototype.hasOwnProperty.call(HANDLERS, m.type) ? HANDLERS[m.type] : null;
  return handler ? handler(S, m, env) : [];
}
