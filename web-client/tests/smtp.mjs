// A small SMTP receiver for the browser tests that follow an e-mail's links (mail.test.mjs,
// settings.test.mjs), and a server started against it: the test's own server (DLO_SERVER_BIN)
// with --smtp-relay pointing at the receiver and --public-url at that server, so the links in
// the e-mails lead back to it.
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..', '..');
const SERVER_BIN = process.env.DLO_SERVER_BIN || path.join(ROOT, 'target', 'debug', 'server');

const freePort = () => new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

/** A small SMTP receiver (8BITMIME, no SMTPUTF8): every message's data goes to `inbox`. */
export function smtpReceiver(inbox) {
  const server = net.createServer((sock) => {
    let buf = '';
    let inData = false;
    sock.write('220 test.local ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          inbox.push(buf.slice(0, end).replace(/\r\n\.\./g, '\r\n.'));
          buf = buf.slice(end + 5);
          inData = false;
          sock.write('250 queued\r\n');
          continue;
        }
        const eol = buf.indexOf('\r\n');
        if (eol < 0) return;
        const line = buf.slice(0, eol).toUpperCase();
        buf = buf.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) sock.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (line === 'DATA') { inData = true; sock.write('354 go ahead\r\n'); }
        else if (line === 'QUIT') { sock.end('221 bye\r\n'); return; }
        else if (line.startsWith('MAIL') || line.startsWith('RCPT') || line.startsWith('RSET') || line.startsWith('NOOP')) sock.write('250 ok\r\n');
        else sock.write('502 no\r\n');
      }
    });
    sock.on('error', () => {});
  });
  return server;
}

/**
 * Starts a server that sends its e-mails to a receiver of its own. Answers `{ base, inbox,
 * nextMail(), stop() }`; `nextMail()` waits for the next e-mail (up to 20 s) and takes it.
 */
export async function startMailServer(extraArgs = []) {
  const inbox = [];
  const smtp = smtpReceiver(inbox);
  await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dlo-mail-'));
  const child = spawn(SERVER_BIN, ['--bind', `127.0.0.1:${port}`, '--data-dir', dataDir,
    '--web-dir', path.join(ROOT, 'web-client'), '--public-url', base,
    '--smtp-relay', `127.0.0.1:${smtp.address().port}`, '--mail-from', 'DLO <noreply@dlo.test>', ...extraArgs],
  { stdio: 'ignore' });
  for (let i = 0; i < 150; i += 1) {
    try { if ((await fetch(`${base}/healthz`)).ok) break; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    inbox,
    async nextMail() {
      for (let i = 0; i < 200; i += 1) {
        if (inbox.length) return inbox.shift();
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('no e-mail arrived');
    },
    stop() {
      child.kill('SIGTERM');
      smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
