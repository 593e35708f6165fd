// HTTP API of the server. Every call resolves to the JSON body or throws an Error whose
// message is the server's {error:{code,message}} in the reader's language (see errorText).
import { t } from './i18n.js';
import { errorText } from './util.js';

async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new Error(t('error-unreachable', { message: e.message }));
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!res.ok) {
    const err = data && data.error;
    const e = new Error(err ? errorText(err) : `HTTP ${res.status}: ${text.slice(0, 200)}`);
    e.code = err && err.code;
    e.status = res.status;
    throw e;
  }
  return data;
}

export const api = {
  createLobby: (req) => call('POST', '/api/lobbies', req),
  listLobbies: () => call('GET', '/api/lobbies'),
  getLobby: (id) => call('GET', `/api/lobbies/${encodeURIComponent(id)}`),
  join: (id, name) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/join`, { name }),
  leave: (id, token) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/leave`, { token }),
  start: (id, token) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/start`, { token }),
  addBot: (id, token, level = 'normal') => call('POST', `/api/lobbies/${encodeURIComponent(id)}/bots`, { token, level }),
  reinvite: (id, token, seat) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/seats/${encodeURIComponent(seat)}/reinvite`, { token }),
  rematch: (id, token) => call('POST', `/api/lobbies/${encodeURIComponent(id)}/rematch`, { token }),
  listGames: () => call('GET', '/api/games'),
  replay: (id) => call('GET', `/api/games/${encodeURIComponent(id)}/replay`),
  steps: (id, viewer) => call('GET', `/api/games/${encodeURIComponent(id)}/steps?viewer=${encodeURIComponent(viewer)}`),
  step: (id, n, viewer) => call('GET', `/api/games/${encodeURIComponent(id)}/steps/${n}?viewer=${encodeURIComponent(viewer)}`),
  importGame: (record) => call('POST', '/api/games/import', record),
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
