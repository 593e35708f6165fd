// HTTP API of the server. Every call resolves to the JSON body or throws an Error whose
// message is the server's {error:{code,message}} in the reader's language (see errorText).
import { t } from './i18n.js';
import { errorText } from './util.js';

// A fresh idempotency key (protocol/README.md § Idempotency keys): 128 random bits, hex.
// crypto.getRandomValues works on plain-http pages too, where crypto.randomUUID does not.
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// How long to wait before each retry of a keyed call (ms); the last failure is thrown.
const RETRY_DELAYS = [300, 1000, 2000];

// Answers worth sending the same keyed call again for: the store or the lobby's node was not
// reachable (nothing changed, or the outcome is unknown), or the request timed out.
function retryable(status, code) {
  return status === 408 || status === 502 || status === 504
    || (status === 503 && ['not_stored', 'in_doubt', 'lobby_moving', undefined].includes(code));
}

async function call(method, path, body, idempotent = false) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (!idempotent) return send(path, init);
  // A call that creates state carries one key through all its tries: a try whose answer was
  // lost is recognised by the next, which gets the same seat and token.
  init.headers['idempotency-key'] = newIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(path, init);
    } catch (e) {
      const again = attempt < RETRY_DELAYS.length
        && (e.unreachable || retryable(e.status, e.code));
      if (!again) throw e;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS[attempt]));
    }
  }
}

/** An error of the HTTP API: its code and status when the server answered, `unreachable` when it did not. */
export class ApiError extends Error {
  /**
   * @param {string} message
   * @param {{code?: string|null, status?: number, unreachable?: boolean}} [about] `code` as the
   *   server's error named it (undefined or null when it named none)
   */
  constructor(message, { code, status, unreachable = false } = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.unreachable = unreachable;
  }
}

async function send(path, init) {
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new ApiError(t('error-unreachable', { message: e.message }), { unreachable: true });
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!res.ok) {
    const err = data && data.error;
    throw new ApiError(err ? errorText(err) : `HTTP ${res.status}: ${text.slice(0, 200)}`, { code: err && err.code, status: res.status });
  }
  return data;
}

export const api = {
  createLobby: (req) => call('POST', '/api/lobbies', req, true),
  listLobbies: () => call('GET', '/api/lobbies'),
  getLobby: (id) => call('GET', `/api/lobbies/${encodeURIComponent(id)}`),
  join: (id, name) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/join`, { name }, true),
  leave: (id, token) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/leave`, { token }),
  start: (id, token) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/start`, { token }),
  addBot: (id, token, level = 'normal') => call('POST', `/api/lobbies/${encodeURIComponent(id)}/bots`, { token, level }),
  reinvite: (id, token, seat) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/seats/${encodeURIComponent(seat)}/reinvite`, { token }, true),
  rematch: (id, token) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/rematch`, { token }, true),
  listGames: () => call('GET', '/api/games'),
  replay: (id) => call('GET', `/api/games/${encodeURIComponent(id)}/replay`),
  steps: (id, viewer) => call('GET', `/api/games/${encodeURIComponent(id)}/steps?viewer=${encodeURIComponent(viewer)}`),
  step: (id, n, viewer) => call('GET', `/api/games/${encodeURIComponent(id)}/steps/${n}?viewer=${encodeURIComponent(viewer)}`),
  importGame: (record) => call('POST', '/api/games/import', record),
  // The book's solution of a training position: one shared replay per scenario (protocol/README.md § Combat training).
  trainingBook: (scenario) => call('GET', `/api/training/${encodeURIComponent(scenario)}/book`),
  // Turn e-mails of my seat (protocol/README.md § Turn e-mails; js/settings.js).
  setEmail: (id, token, email, lang) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/email`, { token, email, lang }),
  emailStatus: (id, token) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/email/status`, { token }),
};

export function wsUrl(lobbyId) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}/api/lobbies/${encodeURIComponent(lobbyId)}/ws`;
}

// Seat tokens, kept per lobby so a reload resumes the same seat.
const KEY = (id) => `dlo.seat.${id}`;
export const seats = {
  get(id) {
    try { return JSON.parse(localStorage.getItem(KEY(id))); } catch { return null; }
  },
  set(id, rec) { localStorage.setItem(KEY(id), JSON.stringify(rec)); },
  clear(id) { localStorage.removeItem(KEY(id)); },
};

export function lobbyList(data) {
  // The list endpoint may answer an array or {lobbies:[...]}.
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.lobbies)) return data.lobbies;
  if (data && Array.isArray(data.games)) return data.games;
  return [];
}
