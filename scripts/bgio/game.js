// A four-seat, turn-based boardgame.io game of the same shape as the load we put on our own
// server (scripts/side-by-side.sh): each seat has a dungeon grid, resources, monsters and a
// secret hand; the table has a shared board of order slots, adventurers and a log of the last
// events. A player's state is a few kB of JSON, like a Dungeon Lords seat's view (the driver
// prints the mean bytes per update), the secret hands are hidden by `playerView`, and a game
// ends after MOVES_PER_GAME moves, about the number of commands of one of our random four-seat
// games.
//
// `legalMoves` is the one legality source: the driver picks among its answers (as our load
// generator picks among a prompt's `legal_commands`), and the move refuses anything else with
// INVALID_MOVE.
'use strict';

const { INVALID_MOVE } = require('boardgame.io/core');

const SEATS = 4;
const MOVES_PER_GAME = 368;
const WIDTH = 5;
const HEIGHT = 4;
const HAND = 6;
const LOG = 12;
const MONSTERS = ['goblin', 'troll', 'witch', 'vampire', 'golem', 'demon', 'slime', 'ghost'];
const ROOMS = ['tunnel', 'mine', 'workshop', 'prison', 'training', 'library', 'kitchen'];

function newSeat(random, seat) {
  const grid = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = [];
    for (let x = 0; x < WIDTH; x += 1) {
      row.push({ kind: x + y < 2 ? 'tunnel' : 'rock', claimed: x + y < 2, imp: false, trap: null });
    }
    grid.push(row);
  }
  const hand = [];
  for (let i = 0; i < HAND; i += 1) hand.push({ card: random.Die(20), used: false });
  return {
    name: `seat ${seat}`,
    gold: 3,
    food: 3,
    imps: 3,
    evil: 5,
    score: 0,
    grid,
    monsters: [],
    rooms: [],
    hand,
    orders: [null, null, null],
  };
}

function setup({ random }) {
  const seats = [];
  for (let s = 0; s < SEATS; s += 1) seats.push(newSeat(random, s));
  const board = [];
  for (let i = 0; i < 8; i += 1) board.push({ slot: i, label: `order ${i}`, taken: [] });
  const adventurers = [];
  for (let i = 0; i < 8; i += 1) {
    adventurers.push({ id: i, kind: ['warrior', 'thief', 'priest', 'mage'][i % 4], hp: 3 + (i % 3), target: i % SEATS });
  }
  const offer = [];
  for (let i = 0; i < 3; i += 1) offer.push({ monster: MONSTERS[random.Die(MONSTERS.length) - 1], cost: 1 + (i % 3) });
  return { seats, board, adventurers, offer, log: [], moves: 0, year: 1, season: 1 };
}

/** Every legal `act` argument for `playerID` in this state (empty when it is not their turn). */
function legalMoves(G, ctx, playerID) {
  if (ctx.gameover !== undefined || ctx.currentPlayer !== playerID) return [];
  const me = G.seats[Number(playerID)];
  const out = [{ kind: 'pass' }];
  if (me.imps > 0) {
    for (let y = 0; y < HEIGHT; y += 1) {
      for (let x = 0; x < WIDTH; x += 1) {
        if (me.grid[y][x].kind === 'rock') out.push({ kind: 'dig', x, y });
      }
    }
  }
  G.offer.forEach((o, i) => {
    if (me.food >= o.cost) out.push({ kind: 'hire', i });
  });
  me.hand.forEach((c, i) => {
    if (!c.used) out.push({ kind: 'play', i });
  });
  G.board.forEach((b, i) => {
    if (b.taken.length < 2) out.push({ kind: 'order', i });
  });
  return out;
}

function same(a, b) {
  return a.kind === b.kind && a.x === b.x && a.y === b.y && a.i === b.i;
}

function act({ G, ctx, playerID, random }, choice) {
  if (!legalMoves(G, ctx, playerID).some((m) => same(m, choice || {}))) return INVALID_MOVE;
  const me = G.seats[Number(playerID)];
  switch (choice.kind) {
    case 'dig': {
      const tile = me.grid[choice.y][choice.x];
      tile.kind = ROOMS[(choice.x * 3 + choice.y) % ROOMS.length];
      tile.claimed = true;
      me.imps -= 1;
      me.gold += 1;
      break;
    }
    case 'hire': {
      const o = G.offer[choice.i];
      me.food -= o.cost;
      me.monsters.push({ kind: o.monster, hp: 2 + o.cost, tired: false });
      if (me.monsters.length > 6) me.monsters.shift();
      G.offer[choice.i] = { monster: MONSTERS[random.Die(MONSTERS.length) - 1], cost: 1 + random.Die(3) - 1 };
      break;
    }
    case 'play': {
      const c = me.hand[choice.i];
      c.used = true;
      me.evil += (c.card % 3) - 1;
      me.score += c.card % 5;
      if (me.hand.every((h) => h.used)) {
        me.hand = me.hand.map(() => ({ card: random.Die(20), used: false }));
      }
      break;
    }
    case 'order': {
      G.board[choice.i].taken.push(Number(playerID));
      me.orders[G.moves % 3] = choice.i;
      me.gold += 1;
      me.food += 1;
      break;
    }
    default:
      me.imps += 1;
      me.food += 1;
  }
  G.moves += 1;
  if (G.moves % 16 === 0) {
    G.board.forEach((b) => {
      b.taken = [];
    });
    G.adventurers.forEach((a) => {
      a.hp = Math.max(0, a.hp - 1) || 3 + (a.id % 3);
      a.target = (a.target + 1) % SEATS;
    });
    G.season = (G.season % 4) + 1;
    if (G.season === 1) G.year += 1;
  }
  G.log.push({ move: G.moves, seat: Number(playerID), kind: choice.kind, year: G.year, season: G.season });
  if (G.log.length > LOG) G.log.shift();
  return undefined;
}

/** Each seat sees its own hand; the others' hands are hidden (only their sizes show). */
function playerView({ G, playerID }) {
  return {
    ...G,
    seats: G.seats.map((s, i) =>
      String(i) === playerID ? s : { ...s, hand: s.hand.length, orders: s.orders.map((o) => (o === null ? null : 'hidden')) },
    ),
  };
}

const Lords = {
  name: 'lords',
  setup,
  moves: { act },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => (G.moves >= MOVES_PER_GAME ? { scores: G.seats.map((s) => s.score) } : undefined),
  playerView,
  // Patches (boardgame.io's `patch` messages, rfc6902) instead of whole states: BGIO_DELTA=1.
  deltaState: process.env.BGIO_DELTA === '1',
};

module.exports = { Lords, legalMoves, SEATS, MOVES_PER_GAME };
