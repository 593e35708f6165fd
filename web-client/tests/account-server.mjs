// The server of the account browser tests (account, groups, ratings): its own process of
// DLO_SERVER_BIN at http://localhost:PORT (WebAuthn needs the `localhost` host name) with
// --public-url at that address, optionally an SMTP receiver of its own (tests/smtp.mjs), and
// pages with Chromium's virtual platform authenticator.
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { smtpReceiver } from './smtp.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..', '..');
const SERVER_BIN = process.env.DLO_SERVER_BIN || path.join(ROOT, 'target', 'debug', 'server');

/** A free TCP port on 127.0.0.1. */
export const freePort = () => new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

/**
 * Starts the server. `name` names its temporary directory; `port` (else a free one); `mail`:
 * whether e-mails go to a receiver of its own (`inbox`, `nextMail()`).
 */
export async function startAccountServer({ name = 'account', port, mail = true } = {}) {
  const inbox = [];
  let smtp = null;
  if (mail) {
    smtp = smtpReceiver(inbox);
    await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
  }
  const PORT = port || await freePort();
  const base = `http://localhost:${PORT}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dlo-${name}-`));
  const log = path.join(dataDir, 'server.log');
  const out = fs.openSync(log, 'w');
  const mailFlags = smtp ? ['--smtp-relay', `127.0.0.1:${smtp.address().port}`, '--mail-from', 'DLO <noreply@dlo.test>'] : [];
  const child = spawn(SERVER_BIN, ['--bind', `127.0.0.1:${PORT}`, '--data-dir', path.join(dataDir, 'data'),
    '--web-dir', path.join(ROOT, 'web-client'), '--public-url', base, '--bot-delay-ms', '50', ...mailFlags,
    // Every test browser comes from 127.0.0.1, so the per-client quotas are lifted (as in run.sh).
    '--lobby-creates-per-min', '100000', '--joins-per-min', '100000', '--max-open-lobbies-per-ip', '100000',
    '--max-connections-per-ip', '4096'],
  { stdio: ['ignore', out, out] });
  let up = false;
  for (let i = 0; i < 150 && !up; i += 1) {
    try { up = (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok; } catch { /* not yet */ }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) throw new Error(`the server did not start: ${fs.readFileSync(log, 'utf8').slice(-2000)}`);
  return {
    base,
    api: `http://127.0.0.1:${PORT}`,
    inbox,
    log,
    async nextMail() {
      for (let i = 0; i < 200; i += 1) {
        if (inbox.length) return inbox.shift();
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('no e-mail arrived');
    },
    stop() {
      child.kill('SIGTERM');
      if (smtp) smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gives `page`'s context a virtual platform authenticator (a passkey store); answers its CDP session and id. */
export async function virtualAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}
