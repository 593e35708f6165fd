// One lobby WebSocket: hello with the seat token, auto-reconnect with backoff, resync with
// last_version, keep-alive pings (a socket that stays silent is reopened). Calls
// `onMessage(msg)` for every server message and `onStatus(status)` with 'connecting' | 'open' |
// 'closed'.
//
// The socket asks for patches (protocol/README.md): the server sends `patch` messages with what
// changed in this viewer's view, and the connection applies them to its own copy of the view
// and hands `onMessage` an ordinary `update` with the whole view and `parts`, the parts of the
// view the patch touched (patch.js `partOf`). Patches are applied copy-on-write: an untouched
// part is the same object as in the previous view, and no view handed on is changed later. A `patch` whose base is not
// the version held (or that does not apply) is dropped and the whole view asked for again
// (`resync`); a whole view in an `update` or `welcome` is taken as it is. A resumed `welcome`
// (reconnecting with `last_version`) is completed with the view and log held here.
import { wsUrl } from './api.js';
import { applyPatchShared } from './patch.js';

const copy = (v) => (v === null || v === undefined ? v : structuredClone(v));

// Keep-alive: a `ping` every PING_MS, answered by the server with `pong`. A socket that has
// brought nothing (no message, no pong) for SILENT_MS is open but dead (a server node that lost
// the lobby, a half-open network path): it is dropped and a new one opened, at the latest
// SILENT_MS + PING_MS after the last message.
export const PING_MS = 15000;
export const SILENT_MS = 2 * PING_MS + 5000;

export class Connection {
  constructor(lobbyId, token, { onMessage, onStatus }) {
    this.lobbyId = lobbyId;
    this.token = token || null;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.lastVersion = null;
    this.attempt = 0;
    this.closedByUs = false;
    this.ws = null;
    this.pingTimer = null;
    this.retryTimer = null;
    this.nextId = 1;
    // The view and log as the server last left them (patches apply to this view).
    this.view = null;
    this.log = [];
    this.resyncing = false;
    // Tests set this to an array to record [version, view JSON, 'welcome' | 'update' | 'patch']
    // after every change.
    this.record = null;
    this.open();
  }

  open() {
    clearTimeout(this.retryTimer);
    this.onStatus('connecting', this.attempt);
    let ws;
    try { ws = new WebSocket(wsUrl(this.lobbyId)); } catch (e) { this.scheduleRetry(); return; }
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      const hello = { type: 'hello', patches: true };
      this.resyncing = false;
      if (this.token) hello.token = this.token;
      if (this.lastVersion !== null) hello.last_version = this.lastVersion;
      ws.send(JSON.stringify(hello));
      this.onStatus('open');
      this.heardAt = Date.now();
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.heartbeat(ws), PING_MS);
    };
    ws.onmessage = (ev) => {
      if (this.ws === ws) this.heardAt = Date.now();
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      msg = this.absorb(msg);
      if (!msg) return;
      if (typeof msg.version === 'number' && (msg.type === 'welcome' || msg.type === 'update')) {
        this.lastVersion = msg.version;
        if (this.record) this.record.push([msg.version, JSON.stringify(this.view), msg.patched ? 'patch' : msg.type]);
      }
      this.onMessage(msg);
    };
    ws.onclose = (ev) => {
      clearInterval(this.pingTimer);
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closedByUs) return;
      // 4001 bad token / seat left, 4006 lobby gone: retrying the same hello cannot help.
      if (ev && (ev.code === 4001 || ev.code === 4006)) {
        this.closedByUs = true;
        this.onStatus('ended', ev.code, ev.reason);
        return;
      }
      this.onStatus('closed', this.attempt);
      this.scheduleRetry();
    };
    ws.onerror = () => { /* onclose follows */ };
  }

  /**
   * Keeps this connection's view and log up to date with `msg`; returns the message to hand on
   * (a `patch` becomes an `update` with the whole view), or null to drop it.
   */
  absorb(msg) {
    switch (msg.type) {
      case 'welcome':
        this.resyncing = false;
        if (msg.resumed && this.view) {
          return { ...msg, view: copy(this.view), log: this.log.slice() };
        }
        this.view = msg.view && typeof msg.view === 'object' ? copy(msg.view) : null;
        this.log = Array.isArray(msg.log) ? msg.log.slice() : [];
        return msg;
      case 'update':
        this.resyncing = false;
        this.view = msg.view && typeof msg.view === 'object' ? copy(msg.view) : null;
        if (Array.isArray(msg.log)) this.log.push(...msg.log);
        return msg;
      case 'patch':
        if (this.resyncing) return null;
        if (msg.base !== this.lastVersion || !this.view) { this.resync(); return null; }
        let parts;
        try {
          // Copy on write: the parts the patch did not touch stay the same objects, and the view
          // handed on is never changed afterwards (the next patch copies what it changes).
          ({ doc: this.view, parts } = applyPatchShared(this.view, msg.patch));
        } catch (e) {
          this.resync();
          return null;
        }
        if (Array.isArray(msg.log)) this.log.push(...msg.log);
        return { type: 'update', version: msg.version, view: this.view, log: msg.log || [], patched: true, parts };
      default:
        return msg;
    }
  }

  /** Asks the server for the whole view and log again; patches are dropped until they come. */
  resync() {
    this.resyncing = true;
    this.send({ type: 'resync' });
  }

  /** Sends the keep-alive ping, or reopens a socket that has been silent too long. */
  heartbeat(ws) {
    if (this.ws !== ws) return;
    if (Date.now() - this.heardAt > SILENT_MS) {
      this.onStatus('closed', this.attempt);
      this.reopen();
      return;
    }
    this.send({ type: 'ping' });
  }

  scheduleRetry() {
    if (this.closedByUs) return;
    const delay = Math.min(10000, 500 * 2 ** this.attempt) * (0.8 + Math.random() * 0.4);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  /** Closes the socket and says hello again at once (a full resync from the server). */
  reopen() {
    if (this.closedByUs) return;
    const ws = this.ws;
    this.ws = null;
    if (ws) { ws.onclose = null; ws.close(); }
    clearInterval(this.pingTimer);
    this.attempt = 0;
    this.open();
  }

  send(obj) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(obj));
      return true;
    }
    return false;
  }

  command(command) {
    const id = `c${Date.now().toString(36)}-${this.nextId++}`;
    if (!this.send({ type: 'command', id, command })) return null;
    // Kept for a resend with the same id (protocol/README.md § Retrying): the server applies a
    // command id at most once, so a resend after `not_stored` or `in_doubt` is always safe.
    this.sent = this.sent || new Map();
    this.sent.set(id, { command, tries: 0 });
    if (this.sent.size > 8) this.sent.delete(this.sent.keys().next().value);
    return id;
  }

  /**
   * Sends command `id` again after the server said it was not stored (or could not say), up to
   * `max` times; returns whether it will be resent.
   */
  retry(id, max = 4) {
    const s = this.sent && this.sent.get(id);
    if (!s || s.tries >= max) return false;
    s.tries += 1;
    setTimeout(() => this.send({ type: 'command', id, command: s.command }), 250 * 2 ** (s.tries - 1));
    return true;
  }

  chat(text) { return this.send({ type: 'chat', text }); }

  close() {
    this.closedByUs = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    if (this.ws) { const ws = this.ws; this.ws = null; ws.close(); }
  }
}
