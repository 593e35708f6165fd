// The boardgame.io arm of scripts/side-by-side.sh: a boardgame.io 0.50 server for game.js on
// 127.0.0.1:PORT, keeping its matches in memory, or in PostgreSQL with `bgio-postgres` when
// BGIO_PG_URL is set (e.g. postgres://postgres@127.0.0.1:5432/dlo_bgio). Its lobby HTTP API
// runs on PORT+1 (`lobbyConfig.apiPort`): on the same port, with the koa these versions
// install, every lobby route answered 404 (the socket server is attached before the routes).
// Usage: node server.js PORT
'use strict';

const { Server, Origins } = require('boardgame.io/server');
const { Lords } = require('./game');

const port = Number(process.argv[2] || 18150);

async function main() {
  let db;
  if (process.env.BGIO_PG_URL) {
    const { PostgresStore } = require('bgio-postgres');
    db = new PostgresStore(process.env.BGIO_PG_URL, { logging: false });
  }
  const server = Server({ games: [Lords], db, origins: [Origins.LOCALHOST] });
  await server.run({ port, lobbyConfig: { apiPort: port + 1 }, callback: () => console.log(`bgio server on 127.0.0.1:${port} store=${db ? 'postgres' : 'memory'} deltaState=${Lords.deltaState}`) });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
