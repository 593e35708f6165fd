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

async function call(method, path, body, idempotent = false, headers = {}) {
  const init = { method, headers: { ...headers } };
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
    let err = data && data.error;
    // The account endpoints may name their error by its code alone: {"error": "csrf"}.
    if (typeof err === 'string') err = { code: err, message: '' };
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

// The CSRF token of this browser's session (GET /api/account), sent with every state-changing
// call the session cookie authorizes (protocol/README.md § Accounts). Null while signed out.
let csrf = null;

/** A call the session cookie authorizes: with the CSRF token; once more with a fresh one if it was refused as stale. */
async function sessionCall(method, path, body) {
  const go = () => call(method, path, body, false, csrf ? { 'x-csrf-token': csrf } : {});
  try {
    return await go();
  } catch (e) {
    if (e.status !== 403 || e.code !== 'csrf') throw e;
    await accountApi.get();
    return go();
  }
}

const lobbyPath = (id, rest) => `/api/lobbies/${encodeURIComponent(id)}/${rest}`;

/**
 * The account endpoints (protocol/README.md § Accounts): passkeys and e-mail links to sign in,
 * the account's games, and seats claimed for the account. No DOM here: js/account.js and
 * js/account-dialog.js draw; the WebAuthn ceremonies run there too.
 */
export const accountApi = {
  /** `{signed_in, email_sign_in, csrf?, account?}`; keeps the CSRF token for the calls below. */
  async get() {
    const a = await call('GET', '/api/account');
    csrf = a && a.signed_in && a.csrf ? a.csrf : null;
    return a;
  },
  registerStart: (name) => sessionCall('POST', '/api/account/passkey/register/start', { name }),
  registerFinish: (challenge, credential) => sessionCall('POST', '/api/account/passkey/register/finish', { challenge, credential }),
  loginStart: () => sessionCall('POST', '/api/account/passkey/login/start', {}),
  loginFinish: (challenge, credential) => sessionCall('POST', '/api/account/passkey/login/finish', { challenge, credential }),
  emailStart: (email, lang) => sessionCall('POST', '/api/account/email/start', { email, lang }),
  emailFinish: (token) => sessionCall('POST', '/api/account/email/finish', { token }),
  signOut: async () => { const r = await sessionCall('POST', '/api/account/signout', {}); csrf = null; return r; },
  rename: (name) => sessionCall('PATCH', '/api/account', { name }),
  games: () => call('GET', '/api/account/games'),
  /** Makes this browser's seat (its token) the account's. */
  claim: (id, token) => sessionCall('POST', lobbyPath(id, 'claim'), { token }),
  /** A new token for the account's seat in lobby `id`, for this browser. */
  device: (id) => sessionCall('POST', lobbyPath(id, 'device'), {}),
  /** The profile: finished games, stats and ratings (issue #39 items 3–4). */
  history: () => call('GET', '/api/account/history'),
};

export function wsUrl(lobbyId) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}/api/lobbies/${encodeURIComponent(lobbyId)}/ws`;
}

// Seat tokens, kept per lobby so a reload resumes the same seat.
const PREFIX = 'dlo.seat.';
const KEY = (id) => `${PREFIX}${id}`;
/** Who is told when a seat is stored (js/account.js claims it for a signed-in player). */
const seatListeners = new Set();
export const seats = {
  get(id) {
    try { return JSON.parse(localStorage.getItem(KEY(id))); } catch { return null; }
  },
  set(id, rec) {
    localStorage.setItem(KEY(id), JSON.stringify(rec));
    for (const f of seatListeners) {
      try { f(id, rec); } catch { /* a listener never stops a seat being kept */ }
    }
  },
  clear(id) { localStorage.removeItem(KEY(id)); },
  /** Every seat this browser keeps: `[lobby id, record]`. */
  all() {
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k && k.startsWith(PREFIX)) {
        const rec = seats.get(k.slice(PREFIX.length));
        if (rec && rec.token) out.push([k.slice(PREFIX.length), rec]);
      }
    }
    return out;
  },
  /** Calls `f(id, record)` after each `set`. */
  listen(f) { seatListeners.add(f); },
};

export function lobbyList(data) {
  // The list endpoint may answer an array or {lobbies:[...]}.
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.lobbies)) return data.lobbies;
  if (data && Array.isArray(data.games)) return data.games;
  return [];
}

// ---------------------------------------------------------------- groups (issue #39 item 5)

/**
 * The group endpoints (protocol/README.md § Groups; js/groups.js draws): the account's groups,
 * one group with its games, renaming and the member's e-mail choice, and from a finished game
 * "play again with this group" and the member's kept seat in the group's new lobby.
 */
export const groupApi = {
  list: () => call('GET', '/api/account/groups'),
  get: (id) => call('GET', `/api/account/groups/${encodeURIComponent(id)}`),
  /** `{name?, invite_email?, lang?}`: an empty name gives back the members' names. */
  change: (id, body) => sessionCall('PATCH', `/api/account/groups/${encodeURIComponent(id)}`, body),
  /** Whether this account may play again with the finished game's group: `{possible, members?, group_id?, lobby_id?}`. */
  offer: (lobby) => call('GET', lobbyPath(lobby, 'group')),
  playAgain: (lobby, lang) => sessionCall('POST', lobbyPath(lobby, 'group'), { lang }),
  seat: (lobby, lang) => sessionCall('POST', lobbyPath(lobby, 'group-seat'), { lang }),
};
