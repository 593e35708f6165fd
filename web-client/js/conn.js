// One lobby WebSocket: hello with the seat token, auto-reconnect with backoff, resync with
// last_version, keep-alive pings. Calls `onMessage(msg)` for every server message and
// `onStatus(status)` with 'connecting' | 'open' | 'closed'.
import { wsUrl } from './api.js';

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
      const hello = { type: 'hello' };
      if (this.token) hello.token = this.token;
      if (this.lastVersion !== null) hello.last_version = this.lastVersion;
      ws.send(JSON.stringify(hello));
      this.onStatus('open');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), 15000);
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (typeof msg.version === 'number' && (msg.type === 'welcome' || msg.type === 'update')) {
        this.lastVersion = msg.version;
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
    return this.send({ type: 'command', id, command }) ? id : null;
  }

  chat(text) { return this.send({ type: 'chat', text }); }

  close() {
    this.closedByUs = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    if (this.ws) { const ws = this.ws; this.ws = null; ws.close(); }
  }
}
