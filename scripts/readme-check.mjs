// Runs the commands README.md shows a user, as read from README.md itself, so the README and what
// works can never drift apart (issue #29). Called by `scripts/test` (and so by `.ci/run`).
//
//   node --experimental-websocket scripts/readme-check.mjs
//
// What it does, in order:
// 1. Lists every command in README.md (inline code and ```sh blocks that start with a program
//    name) and fails on one that the inventory below does not know: a new README command must
//    say here how it is checked.
// 2. Runs the **Run** command verbatim from the repository root, waits until it serves the
//    README's address, checks /healthz and /readyz, checks that it sends the client `npm ci`
//    built (web-client/dist), opens a lobby through the documented API, fills it with a bot,
//    starts it, sees the first `update` arrive over a WebSocket, stops the server with SIGTERM
//    and checks the embedded store's file where the README says it lands.
// 3. Runs the "Play with friends" command with 127.0.0.1 as the address and checks that invite
//    links carry it.
// 4. Runs the "Without Docker" command with the binary the Run command built.
// 5. Compares the flags table with `server --help` (every flag, its variable and its default).
// 6. Validates the files the Docker commands use: `caddy validate` on server/deploy/Caddyfile and
//    `docker-compose config` on docker-compose.yml (each installed with apt-get when missing and
//    running as root; skipped with a notice otherwise, failing under CI=true), and the Dockerfile's
//    COPY sources exist.
//
// Env: README_CHECK_BUILD_TIMEOUT_MIN (default 45): how long the first Run may take to serve.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const IN_CI = process.env.CI === 'true';
const RELEASE_DIR = resolve(ROOT, process.env.CARGO_TARGET_DIR || 'target', 'release');
const BUILD_TIMEOUT_MS = Number(process.env.README_CHECK_BUILD_TIMEOUT_MIN || 45) * 60_000;

let failures = 0;
const fail = (msg) => { failures += 1; console.error(`README check FAILED: ${msg}`); };
const ok = (msg) => console.log(`  ok: ${msg}`);
const notice = (msg) => {
  if (IN_CI) fail(msg); else console.log(`  NOTICE (skipped): ${msg}`);
};

// ---------------------------------------------------------------------------------------------
// 1. The inventory: every command README.md shows, and how it is checked.

/** Program names that start a command in README.md's code. */
const PROGRAMS = /^(?:[A-Z_]+=\S*\s+)*(?:(?:npm|npx|node|cargo|bash|docker|docker-compose|curl|ufw|server|caddy|pg_dump|pg_restore|sqlite3|psql)(?=\s|$)|scripts\/\S+(?=\s|$))/;

/** How each README command is checked; `match` is tested against the command's text. */
const INVENTORY = [
  { match: /^npm ci --prefix web-client && cargo run --release -p server$/, how: 'run verbatim (Run)' },
  { match: /^scripts\/test$/, how: '.ci/run executes exactly this (checked below)' },
  { match: /^cargo fmt --check$/, how: 'run by scripts/test (cargo fmt --all --check)' },
  { match: /^cargo clippy -D warnings$/, how: 'run by scripts/test (with --workspace --all-targets)' },
  { match: /^server --help$/, how: 'run by this check against the flags table' },
  { match: /^npm ci --prefix web-client && cargo run --release -p server -- --bind 0\.0\.0\.0:8080 --public-url http:\/\/<your-address>:8080$/, how: 'run with <your-address> = 127.0.0.1 (Play with friends)' },
  { match: /^server --bind 127\.0\.0\.1:8080 --public-url https:\/\/dlo\.example\.org --trusted-proxies 127\.0\.0\.1$/, how: 'run with the built binary (Without Docker)' },
  { match: /^ufw allow/, how: 'not run: changes the host firewall' },
  { match: /^docker compose$/, how: 'names the tool; its commands are listed separately' },
  { match: /^scripts\/readme-check\.mjs$/, how: 'this check, run by scripts/test' },
  { match: /^scripts\/(loadtest|side-by-side)\.sh$|^scripts\/bgio\/$/, how: 'a file of the map; its commands are in docs/performance.md' },
  { match: /^DLO_DOMAIN=dlo\.example\.org docker compose up -d --build$/, how: 'docker-compose.yml validated by docker-compose config (no Docker engine here)' },
  { match: /^docker compose (up -d --build|logs -f server-1 server-2|restart server-1)/, how: 'docker-compose.yml validated (no Docker engine here)' },
  { match: /^docker compose exec postgres pg_dump/, how: 'docker-compose.yml validated (no Docker engine here)' },
  { match: /^curl https:\/\/dlo\.example\.org\/readyz$/, how: 'needs a public DNS name; /readyz itself is checked on the Run server' },
  { match: /^docker build -t dlo-server \. && docker run /, how: 'Dockerfile COPY sources checked (no Docker engine here)' },
];

function readmeCommands() {
  const found = [];
  const fences = /```(?:sh|bash|console)?\n([\s\S]*?)```/g;
  let m;
  while ((m = fences.exec(README))) {
    for (const raw of m[1].split('\n')) {
      const line = raw.replace(/\s+#.*$/, '').trim();
      if (line && PROGRAMS.test(line)) found.push(line);
    }
  }
  const withoutFences = README.replace(fences, '');
  const spans = /`([^`\n]+)`/g;
  while ((m = spans.exec(withoutFences))) {
    const text = m[1].trim();
    if (PROGRAMS.test(text)) found.push(text);
  }
  return found;
}

function checkInventory() {
  console.log('README commands:');
  const cmds = readmeCommands();
  for (const cmd of cmds) {
    const entry = INVENTORY.find((e) => e.match.test(cmd));
    if (entry) console.log(`  - ${cmd}\n      ${entry.how}`);
    else fail(`README.md shows \`${cmd}\`, which scripts/readme-check.mjs does not check; add it to INVENTORY with how it is checked`);
  }
  const ciRun = readFileSync(join(ROOT, '.ci/run'), 'utf8');
  if (/^exec scripts\/test$/m.test(ciRun)) ok('.ci/run executes scripts/test');
  else fail('.ci/run does not `exec scripts/test`');
}

// ---------------------------------------------------------------------------------------------
// Helpers: start a command in its own process group, wait for it to serve, stop it.

function readmeRunCommand() {
  const m = README.match(/\*\*Run:\*\* `([^`]+)`(?:[^\n]*?then open (http:\/\/[^\s)]+))?/);
  if (!m) throw new Error('README.md has no "**Run:** `...`" line');
  return { cmd: m[1], url: (m[2] || '').replace(/[.,]$/, '') };
}

function friendsCommand() {
  const section = README.split(/^## /m).find((s) => s.startsWith('Play with friends'));
  const m = section && section.match(/```sh\n\s*([^\n]+)\n\s*```/);
  if (!m) throw new Error('README.md\'s "Play with friends" section has no ```sh command block');
  return m[1].trim();
}

function withoutDockerCommand() {
  const m = README.match(/Without Docker: run `([^`]+)`/);
  if (!m) throw new Error('README.md has no "Without Docker: run `...`" command');
  return m[1];
}

function start(cmd, { env = {}, label }) {
  console.log(`\n$ ${cmd}`);
  const child = spawn('bash', ['-c', cmd], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = [];
  const keep = (chunk) => { out.push(chunk.toString()); if (out.length > 400) out.splice(0, out.length - 400); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, out, exited, label };
}

function showOutput(proc) {
  console.error(`---- output of ${proc.label} (last lines) ----`);
  console.error(proc.out.join('').split('\n').slice(-60).join('\n'));
  console.error('----');
}

async function waitServing(proc, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  proc.exited.then((e) => { exited = e; });
  while (Date.now() < deadline) {
    if (exited) {
      fail(`${proc.label} exited (code ${exited.code}, signal ${exited.signal}) before serving ${url}`);
      showOutput(proc);
      return false;
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  fail(`${proc.label} did not serve ${url} within ${Math.round(timeoutMs / 60000)} min`);
  showOutput(proc);
  return false;
}

async function stop(proc) {
  try { process.kill(-proc.child.pid, 'SIGTERM'); } catch { /* already gone */ }
  const timer = setTimeout(() => { try { process.kill(-proc.child.pid, 'SIGKILL'); } catch { /* gone */ } }, 20_000);
  const { code, signal } = await proc.exited;
  clearTimeout(timer);
  return { code, signal };
}

function portFree(port, host) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, host, () => s.close(() => resolve(true)));
  });
}

async function api(base, method, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
  return json;
}

/** Opens a lobby, fills it with a bot, starts it and waits for the first `update` on a socket. */
async function playOneLobby(base, origin) {
  const created = await api(base, 'POST', '/api/lobbies', { game: 'dungeon-lords', seats: 2, name: 'Readme' });
  await api(base, 'POST', `/api/lobbies/${created.lobby_id}/bots`, { token: created.token });
  const wsUrl = base.replace(/^http/, 'ws') + `/api/lobbies/${created.lobby_id}/ws`;
  // Node's WebSocket sends no Origin unless asked; a browser would send the page's.
  const ws = origin ? new WebSocket(wsUrl, { headers: { Origin: origin } }) : new WebSocket(wsUrl);
  const got = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no update within 30 s of the start')), 30_000);
    ws.addEventListener('error', () => { clearTimeout(timer); reject(new Error('WebSocket error')); });
    ws.addEventListener('message', async (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type === 'welcome') {
        try { await api(base, 'POST', `/api/lobbies/${created.lobby_id}/start`, { token: created.token }); } catch (e) { clearTimeout(timer); reject(e); }
      } else if (msg.type === 'update') {
        clearTimeout(timer);
        resolve(msg);
      }
    });
  });
  ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'hello', token: created.token })));
  const update = await got;
  ws.close();
  if (!update.view || !update.view.prompt) throw new Error('the first update carries no view with a prompt');
  return created;
}

// ---------------------------------------------------------------------------------------------
// 2.–4. The run commands.

async function checkRun() {
  const { cmd, url } = readmeRunCommand();
  if (!url) { fail('the Run line names no address ("then open http://…")'); return; }
  const u = new URL(url);
  const env = {};
  let base = url.replace(/\/$/, '');
  if (!(await portFree(Number(u.port), u.hostname))) {
    const note = `${u.host} is busy on this machine`;
    if (IN_CI) { fail(`${note}; the Run command must serve it`); return; }
    const port = await freePort();
    env.BIND = `127.0.0.1:${port}`;
    base = `http://127.0.0.1:${port}`;
    console.log(`  NOTICE: ${note}; running the Run command with BIND=${env.BIND}`);
  }
  // The embedded store lands in ./data unless that directory is someone's; then use a temp one.
  const dataDir = join(ROOT, 'data');
  const ownData = !existsSync(dataDir);
  if (!ownData) env.DATA_DIR = mkdtempSync(join(tmpdir(), 'dlo-readme-'));
  const proc = start(cmd, { env, label: 'the Run command' });
  const t0 = Date.now();
  let served = false;
  try {
    if (!(await waitServing(proc, base + '/', BUILD_TIMEOUT_MS))) return;
    served = true;
    ok(`serves ${base}/ after ${Math.round((Date.now() - t0) / 1000)} s (build included)`);
    const alive = await api(base, 'GET', '/healthz');
    if (alive.status !== 'alive') fail(`/healthz answered ${JSON.stringify(alive)}`);
    const ready = await api(base, 'GET', '/readyz');
    if (ready.status !== 'ready' || ready.store !== 'sqlite') fail(`/readyz answered ${JSON.stringify(ready)}`);
    else ok('/healthz alive, /readyz ready on the embedded store (sqlite)');
    const page = await (await fetch(base + '/')).text();
    if (!/<html/i.test(page) || !/Dungeon Lords/.test(page)) fail('/ does not serve the table page');
    // npm ci built the client (web-client/dist) and the server chose it over the sources.
    if (proc.out.join('').includes('serving the built web client')) ok('the server sends the client npm ci built (web-client/dist)');
    else fail('the Run command\'s server does not send the built client (no "serving the built web client" in its log)');
    await playOneLobby(base, null);
    ok('a lobby with a bot started and its first update arrived over the WebSocket');
  } catch (e) {
    fail(`the Run command's server: ${e.message}`);
    showOutput(proc);
  } finally {
    const { code, signal } = await stop(proc);
    if (!served) { /* its failure is already reported with its output */ }
    else if (code !== 0 && signal !== 'SIGTERM') { fail(`the Run command did not stop cleanly on SIGTERM (code ${code}, signal ${signal})`); showOutput(proc); }
    else ok('stopped on SIGTERM');
    if (ownData && !served) {
      rmSync(dataDir, { recursive: true, force: true });
    } else if (ownData) {
      if (existsSync(join(dataDir, 'dlo.sqlite3'))) ok('the embedded store was created at ./data/dlo.sqlite3');
      else fail('no ./data/dlo.sqlite3 after the Run command (README says it lands there)');
      rmSync(dataDir, { recursive: true, force: true });
    } else {
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }
}

async function checkServerCommand(cmd, label, { publicUrl, origin }) {
  const port = 8080;
  if (!(await portFree(port, '127.0.0.1'))) { notice(`port ${port} is busy: ${label} not run`); return; }
  const dataDir = mkdtempSync(join(tmpdir(), 'dlo-readme-'));
  const proc = start(cmd, {
    env: { DATA_DIR: dataDir, PATH: `${RELEASE_DIR}:${process.env.PATH}` },
    label,
  });
  const base = 'http://127.0.0.1:8080';
  try {
    if (!(await waitServing(proc, base + '/', BUILD_TIMEOUT_MS))) return;
    const created = await playOneLobby(base, origin);
    const details = await api(base, 'GET', `/api/lobbies/${created.lobby_id}`);
    const want = `${publicUrl}/?lobby=${created.lobby_id}`;
    if (created.invite_url !== want || details.invite_url !== want) {
      fail(`${label}: invite links are ${created.invite_url} / ${details.invite_url}, expected ${want}`);
    } else {
      ok(`${label}: serves, plays, invite links carry ${publicUrl}`);
    }
  } catch (e) {
    fail(`${label}: ${e.message}`);
    showOutput(proc);
  } finally {
    await stop(proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

// ---------------------------------------------------------------------------------------------
// 5. The flags table against `server --help`.

function checkFlags() {
  const bin = join(RELEASE_DIR, 'server');
  if (!existsSync(bin)) { fail('target/release/server is missing after the Run command'); return; }
  const help = spawnSync(bin, ['--help'], { encoding: 'utf8' }).stdout || '';
  // "--bind <BIND>\n  text…\n  [env: BIND=]\n  [default: 127.0.0.1:8080]"
  const helpFlags = new Map();
  for (const block of help.split(/\n(?=\s{2,}(?:-\w, )?--)/)) {
    const flag = block.match(/^\s*(?:-\w, )?(--[a-z0-9-]+)/);
    if (!flag) continue;
    helpFlags.set(flag[1], {
      env: (block.match(/\[env: ([A-Z0-9_]+)=/) || [])[1],
      def: (block.match(/\[default: ([^\]]*)\]/) || [])[1]?.replace(/^"(.*)"$/, '$1'),
    });
  }
  const rows = [...README.matchAll(/^\| `(--[a-z0-9-]+)` \| `([A-Z0-9_]+)` \| ([^|]*) \|/gm)];
  if (rows.length === 0) { fail('README.md has no flags table'); return; }
  const seen = new Set();
  for (const [, flag, env, defCell] of rows) {
    seen.add(flag);
    const h = helpFlags.get(flag);
    if (!h) { fail(`README flag ${flag} is not a flag of \`server --help\``); continue; }
    if (h.env !== env) fail(`README says ${flag} is \`${env}\`, server --help says ${h.env}`);
    const def = defCell.trim().match(/^`([^`]*)`$/);
    if (def && h.def !== def[1]) fail(`README says ${flag} defaults to ${def[1]}, server --help says ${h.def}`);
    if (!def && h.def !== undefined && !/^\*\(/.test(defCell.trim())) fail(`README gives no default for ${flag}, server --help says ${h.def}`);
  }
  for (const flag of helpFlags.keys()) {
    if (!seen.has(flag) && flag !== '--help' && flag !== '--version') fail(`\`server ${flag}\` is missing from README.md's flags table`);
  }
  ok(`${rows.length} flags of the README table match \`server --help\``);
}

// ---------------------------------------------------------------------------------------------
// 6. Validators for what cannot run here.

function haveOrInstall(program, pkg) {
  if (spawnSync('bash', ['-c', `command -v ${program}`]).status === 0) return true;
  if (process.getuid && process.getuid() === 0 && spawnSync('bash', ['-c', 'command -v apt-get']).status === 0) {
    console.log(`  installing ${pkg} with apt-get`);
    const r = spawnSync('bash', ['-c', `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null 2>&1 || (apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null)`], { stdio: 'inherit' });
    return r.status === 0 && spawnSync('bash', ['-c', `command -v ${program}`]).status === 0;
  }
  return false;
}

function checkValidators() {
  if (haveOrInstall('caddy', 'caddy')) {
    const r = spawnSync('caddy', ['validate', '--config', 'server/deploy/Caddyfile', '--adapter', 'caddyfile'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DLO_DOMAIN: 'dlo.example.org' } });
    if (r.status === 0) ok('caddy validate: server/deploy/Caddyfile is valid');
    else fail(`caddy validate server/deploy/Caddyfile:\n${r.stdout}${r.stderr}`);
  } else notice('caddy is not installed: server/deploy/Caddyfile not validated');

  if (haveOrInstall('docker-compose', 'docker-compose')) {
    const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DLO_DOMAIN: 'dlo.example.org' } });
    if (r.status !== 0) fail(`docker-compose config:\n${r.stdout}${r.stderr}`);
    else if (!/PUBLIC_URL: https:\/\/dlo\.example\.org/.test(r.stdout)) fail('docker-compose config does not give the servers PUBLIC_URL=https://dlo.example.org');
    else ok('docker-compose config: docker-compose.yml is valid and passes DLO_DOMAIN on');
  } else notice('docker-compose is not installed: docker-compose.yml not validated');

  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  let n = 0;
  for (const [, args] of dockerfile.matchAll(/^COPY (?!--from)([^\n]+)$/gm)) {
    const parts = args.trim().split(/\s+/);
    for (const src of parts.slice(0, -1)) {
      n += 1;
      if (src !== '.' && !existsSync(join(ROOT, src))) fail(`Dockerfile copies ${src}, which does not exist`);
    }
  }
  ok(`Dockerfile: its ${n} COPY sources exist`);
}

// ---------------------------------------------------------------------------------------------

checkInventory();
await checkRun();
await checkServerCommand(friendsCommand().replace('<your-address>', '127.0.0.1'), 'the "Play with friends" command', { publicUrl: 'http://127.0.0.1:8080', origin: 'http://127.0.0.1:8080' });
await checkServerCommand(withoutDockerCommand(), 'the "Without Docker" command', { publicUrl: 'https://dlo.example.org', origin: 'https://dlo.example.org' });
checkFlags();
checkValidators();

if (failures > 0) {
  console.error(`\nREADME check: ${failures} failure(s)`);
  process.exit(1);
}
console.log('\nREADME check: every README command runs or is validated');
