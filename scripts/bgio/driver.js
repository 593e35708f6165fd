// Load driver for the boardgame.io arm of scripts/side-by-side.sh, of the same shape as our
// `loadgen` (server/src/bin/loadgen.rs): LOBBIES four-seat matches created and joined over the
// lobby HTTP API, one socket.io connection per seat (WebSocket transport, as a browser ends up
// with), zero think time: the seat whose turn it is picks uniformly among `legalMoves` of its
// own state and sends it as soon as its state shows its turn. A finished match is replaced by a
// new one. The latency runs from sending a move until the LAST of the four seats has the state
// it produced. Prints lines in loadgen's form (accepted/s, p50/p95/p99, bytes per update, the
// server's CPU per move with --server-pid).
// Usage: node driver.js --port P (the game server; its lobby API is on P+1) --lobbies N --secs S [--warmup W] [--server-pid PID] [--seed 1]
'use strict';

const fs = require('fs');
const { io } = require('socket.io-client');
const { applyPatch } = require('rfc6902');
const { legalMoves, SEATS } = require('./game');

function parseArgs(argv) {
  const a = { port: 18150, lobbies: 10, secs: 20, warmup: 0, serverPid: null, seed: 1 };
  for (let i = 2; i < argv.length; i += 2) {
    const [k, v] = [argv[i], argv[i + 1]];
    if (v === undefined) throw new Error(`${k} needs a value`);
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${k}: not a number: ${v}`);
    if (k === '--port') a.port = n;
    else if (k === '--lobbies') a.lobbies = Math.min(Math.max(n, 1), 5000);
    else if (k === '--secs') a.secs = Math.min(n, 3600);
    else if (k === '--warmup') a.warmup = Math.min(n, 600);
    else if (k === '--server-pid') a.serverPid = n;
    else if (k === '--seed') a.seed = n;
    else throw new Error(`unknown option ${k}`);
  }
  return a;
}

const args = parseArgs(process.argv);
const base = `http://127.0.0.1:${args.port}`;
// The lobby API listens on the next port (see server.js).
const api = `http://127.0.0.1:${args.port + 1}`;
const STALL_MS = 30000;

// A small seeded generator (mulberry32), so runs choose alike.
function rng(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const stats = {
  sent: 0,
  accepted: 0,
  updates: 0,
  updateBytes: 0,
  games: 0,
  lobbyErrors: 0,
  lat: [],
  measuring: args.warmup === 0,
  stop: false,
};

async function post(path, body) {
  const r = await fetch(api + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return r.json();
}

/** One match: created, joined by four seats, played to its end. Resolves true when finished. */
async function playMatch(n) {
  const { matchID } = await post('/games/lords/create', { numPlayers: SEATS });
  const creds = [];
  for (let p = 0; p < SEATS; p += 1) {
    const j = await post(`/games/lords/${matchID}/join`, { playerID: String(p), playerName: `bg${n}-${p}` });
    creds.push(j.playerCredentials);
  }
  const pick = rng(args.seed * 1000003 + n);
  // stateID → [seats that have it, send time of the move that produced it]
  const arrivals = new Map();
  let lastProgress = Date.now();
  return new Promise((resolve) => {
    const sockets = [];
    let done = 0;
    let settled = false;
    const finish = (ok) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      sockets.forEach((s) => s.close());
      resolve(ok);
    };
    const watchdog = setInterval(() => {
      if (stats.stop) finish(false);
      else if (Date.now() - lastProgress > STALL_MS) {
        console.error(`driver: match ${matchID} stalled`);
        stats.lobbyErrors += 1;
        finish(false);
      }
    }, 1000);
    const arrived = (id) => {
      const e = arrivals.get(id) || [0, null];
      e[0] += 1;
      arrivals.set(id, e);
      if (e[0] === SEATS) {
        if (e[1] !== null) {
          stats.accepted += 1;
          if (stats.measuring) stats.lat.push(performance.now() - e[1]);
        }
        arrivals.delete(id);
      }
    };
    for (let p = 0; p < SEATS; p += 1) {
      const playerID = String(p);
      const socket = io(`${base}/lords`, { transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      let state = null;
      let sentFor = -1;
      let over = false;
      socket.io.on('open', () => {
        socket.io.engine.on('packet', (pk) => {
          if (typeof pk.data === 'string' && (pk.data.startsWith('2/lords,["update"') || pk.data.startsWith('2/lords,["patch"'))) {
            stats.updates += 1;
            stats.updateBytes += pk.data.length;
          }
        });
      });
      const decide = () => {
        if (over || state === null || settled) return;
        if (state.ctx.gameover !== undefined) {
          over = true;
          done += 1;
          if (done === SEATS) {
            stats.games += 1;
            finish(true);
          }
          return;
        }
        if (sentFor === state._stateID) return;
        const legal = legalMoves(state.G, state.ctx, playerID);
        if (legal.length === 0) return;
        const choice = legal[Math.floor(pick() * legal.length)];
        sentFor = state._stateID;
        const e = arrivals.get(state._stateID + 1) || [0, null];
        e[1] = performance.now();
        arrivals.set(state._stateID + 1, e);
        stats.sent += 1;
        socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'act', args: [choice], playerID, credentials: creds[p] } },
          state._stateID,
          matchID,
          playerID,
        );
      };
      socket.on('sync', (_m, info) => {
        state = info.state;
        decide();
      });
      socket.on('update', (_m, s) => {
        state = s;
        lastProgress = Date.now();
        arrived(s._stateID);
        decide();
      });
      socket.on('patch', (_m, prev, id, patch) => {
        if (state === null || state._stateID !== prev) {
          socket.emit('sync', matchID, playerID, creds[p], SEATS);
          return;
        }
        applyPatch(state, patch);
        state._stateID = id;
        lastProgress = Date.now();
        arrived(id);
        decide();
      });
      socket.on('connect', () => socket.emit('sync', matchID, playerID, creds[p], SEATS));
      socket.on('connect_error', (e) => {
        console.error(`driver: connect: ${e.message}`);
        stats.lobbyErrors += 1;
        finish(false);
      });
    }
  });
}

function procSample(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number((status.match(/VmRSS:\s+(\d+)/) || [0, 0])[1]);
    return { ticks: Number(f[11]) + Number(f[12]), rss };
  } catch {
    return null;
  }
}

function pct(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.round((sorted.length - 1) * p))];
}

async function main() {
  const start = procSample(args.serverPid);
  let next = args.lobbies;
  const slots = [];
  for (let i = 0; i < args.lobbies; i += 1) {
    slots.push(
      (async () => {
        let n = i;
        while (!stats.stop) {
          let ok = false;
          try {
            ok = await playMatch(n);
          } catch (e) {
            console.error(`driver: match ${n}: ${e.message}`);
            stats.lobbyErrors += 1;
          }
          if (!ok) break;
          n = next;
          next += 1;
        }
      })(),
    );
  }
  await new Promise((r) => setTimeout(r, args.warmup * 1000));
  stats.measuring = true;
  const acc0 = stats.accepted;
  const c0 = procSample(args.serverPid);
  const self0 = procSample(process.pid);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, args.secs * 1000));
  stats.measuring = false;
  const secs = (performance.now() - t0) / 1000;
  const c1 = procSample(args.serverPid);
  const self1 = procSample(process.pid);
  const accepted = stats.accepted - acc0;
  stats.stop = true;
  await Promise.race([Promise.all(slots), new Promise((r) => setTimeout(r, 3000))]);
  const lat = stats.lat.sort((a, b) => a - b);
  console.log(`driver: bgio port ${args.port}  lobbies ${args.lobbies}  think 0 ms  warm-up ${args.warmup} s  window ${secs.toFixed(1)} s`);
  console.log(`commands: sent ${stats.sent}  accepted ${accepted}  accepted/s ${(accepted / secs).toFixed(1)}  lobby errors ${stats.lobbyErrors}`);
  console.log(`games finished ${stats.games}`);
  console.log(
    `latency command->last seat's update (ms): n ${lat.length}  p50 ${pct(lat, 0.5).toFixed(2)}  p95 ${pct(lat, 0.95).toFixed(2)}  p99 ${pct(lat, 0.99).toFixed(2)}  max ${pct(lat, 1).toFixed(2)}`,
  );
  console.log(`bytes: update mean ${(stats.updateBytes / Math.max(stats.updates, 1)).toFixed(0)} (${stats.updates} updates)`);
  if (self0 && self1) console.log(`driver itself: CPU ${((100 * (self1.ticks - self0.ticks)) / 100 / secs).toFixed(0)}% of one core`);
  console.log(`machine load average: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
  if (start && c0 && c1) {
    const cpu = (c1.ticks - c0.ticks) / 100;
    console.log(`server: RSS before ${start.rss} KiB  end ${c1.rss} KiB`);
    console.log(
      `server: CPU ${cpu.toFixed(1)} s in ${secs.toFixed(1)} s = ${((100 * cpu) / secs).toFixed(0)}% of one core  (${((cpu * 1e6) / Math.max(accepted, 1)).toFixed(1)} us CPU per accepted command)`,
    );
  }
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
