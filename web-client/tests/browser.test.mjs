// Browser test of the web client: real headless Chromium driven by playwright-core against a
// running server (DLO_BASE_URL). Two players in two browser contexts plus a server bot play the
// first building seasons by clicking; one player reloads mid-season; a spectator watches.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ART, BASE, launchChromium, openPage } from './harness.mjs';

const DEADLINE = Date.now() + Number(process.env.DLO_TEST_BUDGET_MS || 200000);
const TARGET_SEASON = process.env.DLO_TARGET_SEASON || 'summer';

let browser;
const shotTaken = new Set();
const consoleErrors = [];

before(async () => { browser = await launchChromium(); });

after(async () => { if (browser) await browser.close(); });

const newPage = (name) => openPage(browser, name, { width: 1600, height: 1100 }, consoleErrors);

const shot = async (page, file) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ART, file), fullPage: true });
};
const state = (page) => page.evaluate(() => {
  const s = window.__dlo && window.__dlo.state;
  if (!s) return null;
  return { version: s.version ?? null, seat: s.seat, view: s.view, lastError: s.ui.lastError || null, rejected: s.rejected || 0 };
});

async function waitConnected(page) {
  await page.waitForFunction(() => window.__dlo && window.__dlo.state && window.__dlo.state.version !== undefined && window.__dlo.state.version !== null, null, { timeout: 20000 });
}

/**
 * One decision by clicking, the way a person would: a pending "choose one" list first, then a
 * highlighted board element (order card, dungeon square, monster, room…), else one of the prompt
 * buttons. Returns false when this page owes nothing.
 */
async function act(page, prefs) {
  const st = await state(page);
  if (!st || !st.view || !st.view.prompt) return false;
  const before = st.version;
  for (const t of ['dig', 'mine', 'build', 'hire', 'use_room', 'choose_order', 'pay_tax']) {
    if (st.view.prompt.legal_commands.some((c) => c.type === t) && !shotTaken.has(t)) {
      shotTaken.add(t);
      await page.locator('.main-col').screenshot({ path: path.join(ART, `decision-${t}-${page.name}.png`) });
    }
  }
  const choice = page.locator('.choices button.cmd');
  // A costly choice asks once more (js/decisions.js): confirm it.
  const confirm = page.locator('.prompt .confirm-step button.confirm');
  if (await confirm.count()) {
    await confirm.first().click();
  } else if (await choice.count()) {
    await choice.first().click();
  } else {
    const types = st.view.prompt.legal_commands.map((c) => c.type);
    let clicked = false;
    // Preferred order cards (so that traps get bought and the privacy check has something to check).
    if (types.includes('choose_order')) {
      for (const a of prefs.orders) {
        const el = page.locator(`.player.mine .order.legal[data-action="${a}"]`);
        if (await el.count()) { await el.first().click(); clicked = true; break; }
      }
    }
    if (types.includes('choose_inaccessible')) {
      // Click two hand cards: the first is selected, the second sends the pair.
      const cards = page.locator('.player.mine .order.legal');
      await cards.nth(0).click();
      await page.locator('.player.mine .order.legal').nth(1).click();
      clicked = true;
    }
    if (!clicked && types.includes('perform')) {
      await page.locator('.prompt button.cmd[data-type="perform"]').first().click();
      clicked = true;
    }
    if (!clicked) {
      const board = page.locator('.table .legal');
      const n = await board.count();
      if (n) {
        await board.nth(Math.floor(Math.random() * n)).click();
        clicked = true;
        // A room in the shop only selects it; the square is the next click.
        if (await page.locator('.shop .card.selected').count()) {
          const cells = page.locator('.player.mine .cell.legal');
          if (await cells.count()) await cells.first().click();
          else await page.locator('.prompt button.cmd[data-type="build"]').first().click();
        }
      }
    }
    if (!clicked) {
      const buttons = page.locator('.prompt button.cmd:not([data-type="clear_orders"])');
      const n = await buttons.count();
      if (!n) return false;
      // Stop digging/mining sometimes so a permit does not run forever.
      const i = Math.floor(Math.random() * n);
      if (page.isClosed()) return false;
      await page.locator('.prompt details.all-cmds').evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
      await buttons.nth(i).click();
    }
  }
  // A pending choice list may have opened instead of sending: act again next round.
  await page.waitForFunction((v) => {
    const s = window.__dlo.state;
    return s.version !== v || s.ui.lastError || (s.ui.choices && s.ui.choices.length) || s.ui.buildRoom !== undefined || s.ui.confirm;
  }, before, { timeout: 10000 }).catch(() => {});
  const after = await state(page);
  if (after.lastError) throw new Error(`${page.name}: a legal click was refused: ${JSON.stringify(after.lastError)}`);
  return true;
}

function checkPrivacy(aState, bState) {
  // A seat's trap cards and unrevealed orders are only ever in its owner's view.
  for (const [me, other] of [[aState, bState], [bState, aState]]) {
    if (!me || !me.view || !other || !other.view) continue;
    const mine = me.view.players[me.seat];
    const theirsOfMe = other.view.players[me.seat];
    assert.equal(theirsOfMe.traps, undefined, 'another seat\'s view must not carry my trap cards');
    assert.equal(theirsOfMe.chosen_orders, undefined, 'another seat\'s view must not carry my chosen orders');
    assert.equal(theirsOfMe.n_traps, mine.n_traps, 'the trap count is public');
  }
}

async function checkDomPrivacy(pageA, pageB, sA) {
  const traps = (sA.view.players[sA.seat].traps || []).map((t) => t.id);
  if (!traps.length) return 0;
  const htmlB = await pageB.content();
  for (const id of traps) assert.ok(!htmlB.includes(`data-card="${id}"`), `trap ${id} of ${pageA.name} appears in ${pageB.name}'s page`);
  const backs = await pageB.locator(`.player[data-seat="${sA.seat}"] .trap.back`).count();
  assert.equal(backs, traps.length, `${pageB.name} sees ${pageA.name}'s traps as ${traps.length} card backs`);
  return traps.length;
}

test('two players and a bot play the first seasons by clicking; reload; spectator', { timeout: 280000 }, async () => {
  const alice = await newPage('alice');
  const bob = await newPage('bob');

  // Alice creates a lobby.
  await alice.goto(`${BASE}/#/create`);
  await alice.selectOption('select[name=seats]', '3');
  await alice.selectOption('select[name=variant]', 'full');
  await alice.fill('input[name=name]', 'Alice');
  await alice.click('form.create button[type=submit]');
  await alice.waitForURL(/#\/lobby\//);
  const lobbyId = decodeURIComponent(alice.url().split('#/lobby/')[1]);
  assert.ok(lobbyId, 'lobby id in the URL');
  await waitConnected(alice);
  const invite = await alice.inputValue('input.invite');
  assert.ok(invite.endsWith(`#/lobby/${lobbyId}`), 'invite link names the lobby');

  // Bob opens the invite link and joins.
  await bob.goto(invite);
  await waitConnected(bob);
  await bob.waitForFunction(() => window.__dlo.state.lobby, null, { timeout: 15000 });
  await bob.fill('form.join input[name=name]', 'Bob');
  await bob.click('form.join button[type=submit]');
  await bob.waitForFunction(() => window.__dlo.state && window.__dlo.state.seat === 1, null, { timeout: 15000 })
    .catch(async (e) => { throw new Error(`Bob could not join: ${await bob.textContent('.waiting')} (${e.message})`); });

  // The lobby list shows it (public).
  const lister = await newPage('lister');
  await lister.goto(`${BASE}/#/`);
  // (the list holds open public lobbies; ours is open until it starts)
  await lister.waitForSelector(`a[href="#/lobby/${lobbyId}"]`, { timeout: 15000 });
  await lister.context().close();

  // Alice adds a hard bot (the host picks the level per bot seat) and starts.
  await alice.waitForSelector('button.add-bot');
  await alice.selectOption('select.bot-level', 'hard');
  await alice.click('button.add-bot');
  await alice.waitForFunction(() => document.querySelectorAll('ul.seats li').length === 3 && ![...document.querySelectorAll('ul.seats li')].some((li) => li.textContent.includes('free seat')), null, { timeout: 15000 });
  // The bot's name says its level (issue #36: named by the client from the seat's `bot`).
  assert.match(await alice.textContent('ul.seats li >> nth=2'), /Bot 1 \(hard\)bot$/);
  const seated = await (await fetch(`${BASE}/api/lobbies/${lobbyId}`)).json();
  assert.equal(seated.seats[2].bot_level, 'hard');
  await shot(alice, '01-lobby-waiting-room.png');
  await alice.click('button.start');
  await alice.waitForFunction(() => window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });
  await bob.waitForFunction(() => window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });
  await shot(alice, '02-alice-game-start.png');
  // Hovering a card shows its name and catalog text.
  await alice.hover('.central .paladin .card');
  await alice.waitForSelector('#tooltip:not(.hidden)', { timeout: 5000 });
  assert.match(await alice.textContent('#tooltip'), /Paladin/);
  await alice.hover('.space[data-action="get_food"] .slot >> nth=0');
  assert.match(await alice.textContent('#tooltip'), /food/);
  await alice.locator('.central').screenshot({ path: path.join(ART, '02b-hover-slot.png') });

  // A refused command shows the engine's reason (sent through the client's own socket).
  await alice.evaluate(() => window.__dlo.sendRaw({ type: 'dig', pos: { row: 3, col: 0 } }));
  await alice.waitForSelector('.prompt .rejected', { timeout: 10000 });
  const reason = await alice.textContent('.prompt .rejected');
  assert.match(reason, /Refused/);
  await alice.locator('.prompt').screenshot({ path: path.join(ART, '03-alice-rejected-prompt.png') });

  const prefs = { orders: ['buy_traps', 'dig_tunnels', 'get_food', 'mine_gold', 'hire_monster', 'build_room'] };
  const seasonsSeen = new Set();
  let reloaded = false;
  let spectated = false;
  let steps = 0;
  let trapsChecked = 0;
  let idle = 0;
  const seasonOrder = ['winter', 'spring', 'summer', 'autumn'];
  const reached = (v) => v && (v.year > 1 || seasonOrder.indexOf(v.season) >= seasonOrder.indexOf(TARGET_SEASON));

  while (Date.now() < DEADLINE) {
    const sA = await state(alice);
    const sB = await state(bob);
    checkPrivacy(sA, sB);
    seasonsSeen.add(`${sA.view.year}:${sA.view.season}`);
    if (reached(sA.view) && reached(sB.view)) break;

    // Reload Alice in the middle of the winter's actions.
    if (!reloaded && sA.view.phase === 'execute' && steps > 6) {
      await shot(alice, '04-alice-before-reload.png');
      await alice.reload();
      await waitConnected(alice);
      await alice.waitForFunction(() => window.__dlo.state.view, null, { timeout: 15000 });
      const s2 = await state(alice);
      assert.equal(s2.seat, 0, 'reloading resumes the same seat');
      assert.equal(s2.view.season, sA.view.season, 'the game goes on where it was');
      reloaded = true;
      await shot(alice, '05-alice-after-reload.png');
      // A dropped socket shows the banner, reconnects by itself and says hello with last_version.
      const v0 = (await state(alice)).version;
      await alice.evaluate(() => window.__dlo.state.conn.ws.close());
      await alice.waitForSelector('#banner:not(.hidden)', { timeout: 5000 });
      const bannerText = await alice.textContent('#banner');
      assert.match(bannerText, /isconnected|econnecting/);
      await alice.locator('#banner').screenshot({ path: path.join(ART, '05b-disconnected-banner.png') });
      await alice.waitForSelector('#banner.hidden', { state: 'attached', timeout: 15000 });
      const s3 = await state(alice);
      assert.equal(s3.seat, 0, 'the reconnected socket plays the same seat');
      assert.ok(s3.version >= v0, 'no version went backwards');
    }

    // A spectator drops in during the first season.
    if (!spectated && steps > 10) {
      const spec = await newPage('spectator');
      await spec.goto(`${BASE}/#/watch/${lobbyId}`);
      await spec.waitForFunction(() => window.__dlo.state && window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 15000 });
      const ss = await state(spec);
      assert.equal(ss.seat, null, 'the spectator has no seat');
      assert.equal(ss.view.prompt, null, 'the spectator owes no decision');
      assert.ok(ss.view.players.every((p) => p.traps === undefined), 'the spectator sees no trap cards');
      assert.equal(await spec.locator('.prompt.active').count(), 0);
      assert.ok(await spec.locator('.player .dungeon').count() >= 3, 'the spectator sees every dungeon');
      await shot(spec, '06-spectator.png');
      await spec.setViewportSize({ width: 420, height: 900 });
      await spec.screenshot({ path: path.join(ART, '06b-spectator-phone.png') });
      await spec.context().close();
      spectated = true;
    }

    const didA = await act(alice, prefs);
    const didB = await act(bob, prefs);
    if (didA || didB) { steps += 1; idle = 0; } else {
      idle += 1;
      if (idle > 200) throw new Error('nobody could act for 20 s (bot stuck?)');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Each player's trap cards never appear in the other's page (checked after every step).
    const sA2 = await state(alice);
    const sB2 = await state(bob);
    const nA = await checkDomPrivacy(alice, bob, sA2);
    const nB = await checkDomPrivacy(bob, alice, sB2);
    if (nA && !trapsChecked) { await shot(alice, '07-alice-with-traps.png'); await shot(bob, '08-bob-sees-alice-trap-backs.png'); }
    trapsChecked = Math.max(trapsChecked, nA + nB);
  }

  const fA = await state(alice);
  const fB = await state(bob);
  await shot(alice, '09-alice-final.png');
  await alice.setViewportSize({ width: 1280, height: 800 });
  await alice.screenshot({ path: path.join(ART, '09b-alice-laptop-viewport.png') });
  await alice.setViewportSize({ width: 1600, height: 1100 });
  await shot(bob, '10-bob-final.png');
  console.log(`steps=${steps} seasons=${[...seasonsSeen].join(',')} traps checked=${trapsChecked} reloaded=${reloaded}`);
  assert.ok(reached(fA.view), `the game reached ${TARGET_SEASON} (now year ${fA.view.year} ${fA.view.season} ${fA.view.phase})`);
  assert.ok(reloaded, 'the reload happened mid-season');
  assert.ok(spectated, 'a spectator watched');
  assert.ok(trapsChecked > 0, 'someone held trap cards, so the privacy check had something to check');
  checkPrivacy(fA, fB);
  const html = await bob.content();
  for (const t of fA.view.players[0].traps || []) assert.ok(!html.includes(`data-card="${t.id}"`), `Alice's trap ${t.id} in Bob's page`);
  // The log is there, chat works.
  assert.ok(await alice.locator('.log li').count() > 5, 'the game log is shown');
  await bob.fill('input[name=chat]', 'good luck, Alice');
  await bob.click('.chat-panel button[type=submit]');
  await alice.waitForFunction(() => [...document.querySelectorAll('.chat li')].some((li) => li.textContent.includes('good luck, Alice')), null, { timeout: 10000 });
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, [], 'no script errors in the pages');
});

test('a finished game is listed and its replay shows the board step by step, jumps to a combat round and links to a step', { timeout: 200000 }, async () => {
  const alice = await newPage('replayer');
  await alice.goto(`${BASE}/#/create`);
  await alice.selectOption('select[name=seats]', '2');
  await alice.selectOption('select[name=variant]', 'first_game');
  await alice.fill('input[name=name]', 'Alice');
  await alice.click('form.create button[type=submit]');
  await alice.waitForURL(/#\/lobby\//);
  const lobbyId = decodeURIComponent(alice.url().split('#/lobby/')[1]);
  await waitConnected(alice);
  await alice.click('button.add-bot');
  await alice.waitForFunction(() => !document.body.textContent.includes('free seat'), null, { timeout: 15000 });
  await alice.click('button.start');
  await alice.waitForFunction(() => window.__dlo.state.view && window.__dlo.state.view.players, null, { timeout: 20000 });
  // The client asks for patches: record the view it holds after every change, and open a
  // second socket of the same seat that gets whole views, to compare at every version.
  await alice.evaluate(() => {
    const c = window.__dlo.state.conn;
    c.record = [];
    window.__whole = {};
    const ws = new WebSocket(`ws://${location.host}/api/lobbies/${encodeURIComponent(c.lobbyId)}/ws`);
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token: c.token }));
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if ((m.type === 'update' || m.type === 'welcome') && m.view) window.__whole[m.version] = m.view;
      if (m.type === 'patch') window.__wholeGotPatch = true;
    };
    window.__wholeWs = ws;
  });
  // The clicking is covered above; here the page answers its prompts itself (a random legal
  // command through the client's own socket) to reach the end of a whole game quickly.
  await alice.evaluate(() => {
    let sentAt = -1;
    window.__auto = setInterval(() => {
      const s = window.__dlo.state;
      const p = s && s.view && s.view.prompt;
      if (!p || s.version === sentAt || (s.ui.pending && Date.now() - s.ui.pendingAt < 5000)) return;
      const cmds = p.legal_commands.filter((c) => c.type !== 'clear_orders');
      if (!cmds.length) return;
      sentAt = s.version;
      window.__dlo.sendRaw(cmds[Math.floor(Math.random() * cmds.length)]);
    }, 20);
  });
  // Screenshot the combat panel the first time combat is on the table.
  let combatShot = false;
  let resynced = false;
  const until = Date.now() + 150000;
  for (;;) {
    const done = await alice.evaluate(() => !!(window.__dlo.state.view && window.__dlo.state.view.result));
    if (done) break;
    // Once mid-game, the client asks for a whole view (as after a patch it cannot apply) and
    // goes on patching from it.
    if (!resynced && await alice.evaluate(() => window.__dlo.state.conn.record.length > 40)) {
      resynced = true;
      await alice.evaluate(() => window.__dlo.state.conn.resync());
    }
    if (Date.now() > until) throw new Error('the game did not finish in 150 s');
    if (!combatShot && await alice.evaluate(() => !!(window.__dlo.state.view && window.__dlo.state.view.combat && window.__dlo.state.view.combat.round))) {
      combatShot = true;
      await shot(alice, '11a-combat.png');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await alice.evaluate(() => clearInterval(window.__auto));
  // The patched view equals the whole view at every version of the game.
  await alice.waitForFunction(() => window.__whole[window.__dlo.state.version], null, { timeout: 10000 });
  const cmp = await alice.evaluate(() => {
    const canon = (v) => (Array.isArray(v) ? v.map(canon)
      : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])])) : v);
    const rec = window.__dlo.state.conn.record;
    let compared = 0;
    const differ = [];
    for (const [version, json] of rec) {
      const whole = window.__whole[version];
      if (!whole) continue;
      compared += 1;
      if (JSON.stringify(canon(JSON.parse(json))) !== JSON.stringify(canon(whole))) differ.push(version);
    }
    window.__wholeWs.close();
    return { compared, differ, kinds: rec.map((r) => r[2]), wholeGotPatch: !!window.__wholeGotPatch };
  });
  assert.deepEqual(cmp.differ, [], 'patched views differ from whole views at these versions');
  assert.ok(cmp.compared > 100, `only ${cmp.compared} versions compared`);
  assert.ok(cmp.kinds.filter((k) => k === 'patch').length > 100, 'the client applied patches');
  assert.ok(cmp.kinds.includes('welcome'), 'the resync brought a whole view');
  assert.ok(!cmp.wholeGotPatch, 'a hello without patches gets no patch');
  await alice.waitForSelector('.result', { timeout: 10000 });
  await shot(alice, '11-final-scoring.png');

  await alice.goto(`${BASE}/#/games`);
  const link = alice.locator(`a[data-lobby="${lobbyId}"]`);
  await link.waitFor({ timeout: 15000 });
  await link.click();
  await alice.waitForSelector('.replay-controls', { timeout: 15000 });
  const stepNo = () => alice.textContent('.step-no');
  const boardStep = () => alice.getAttribute('.replay-board', 'data-step');
  await alice.waitForSelector('.replay-board');
  assert.match(await stepNo(), /^0 \//);
  // The real board at step 0: the start of year one, every dungeon drawn.
  assert.ok(await alice.locator('.replay .player .dungeon').count() >= 2, 'the board is drawn at step 0');
  await alice.click('.step-forward');
  await alice.waitForFunction(() => document.querySelector('.step-no').textContent.startsWith('1 /'));
  await alice.click('.step-forward');
  await alice.waitForFunction(() => document.querySelector('.step-no').textContent.startsWith('2 /'));
  await alice.click('.step-forward');
  await alice.waitForFunction(() => document.querySelector('.step-no').textContent.startsWith('3 /'));
  await alice.click('.step-back');
  await alice.waitForFunction(() => document.querySelector('.step-no').textContent.startsWith('2 /'));
  assert.equal(await boardStep(), '2');
  await alice.keyboard.press('ArrowRight');
  await alice.waitForFunction(() => document.querySelector('.step-no').textContent.startsWith('3 /'));
  assert.match(alice.url(), /step=3/, 'the address links to the step');

  // Jump to a combat round: the board shows that round's combat panel.
  const combatOption = await alice.evaluate(() => {
    const o = [...document.querySelectorAll('select.replay-jump option')].find((x) => x.dataset.phase === 'combat' && x.dataset.round);
    return o ? { value: o.value, round: o.dataset.round } : null;
  });
  assert.ok(combatOption, 'the step index has a combat round');
  await alice.selectOption('select.replay-jump', combatOption.value);
  await alice.waitForFunction((v) => document.querySelector('.replay-board') && document.querySelector('.replay-board').dataset.step === v, combatOption.value);
  const heading = await alice.textContent('.replay-board .panel.combat h3');
  assert.ok(heading.includes(`Round ${combatOption.round}`) || heading.includes(combatOption.round), `combat panel of round ${combatOption.round}: ${heading}`);
  await shot(alice, '12a-replay-combat.png');

  // A link to the step as one seat saw it opens there for someone else.
  const gameId = decodeURIComponent(alice.url().split('#/replay/')[1].split('?')[0]);
  const bob = await newPage('replay-link');
  await bob.goto(`${BASE}/#/replay/${encodeURIComponent(gameId)}?step=${combatOption.value}&viewer=seat:1`);
  await bob.waitForSelector('.replay-board');
  assert.equal(await bob.getAttribute('.replay-board', 'data-step'), combatOption.value);
  assert.equal(await bob.inputValue('select[name=viewer]'), 'seat:1');
  assert.ok(await bob.locator('.replay-board .panel.combat').count() === 1, 'the combat panel is on the linked step');
  await bob.context().close();
  // Play at a chosen speed moves on by itself.
  await alice.selectOption('select[name=speed]', '8');
  await alice.click('button.play');
  await alice.waitForFunction((v) => Number(document.querySelector('.replay-board').dataset.step) >= Number(v) + 3, combatOption.value, { timeout: 15000 });
  await alice.click('button.play');
  await shot(alice, '12-replay.png');
  await alice.context().close();
});

test('a finished game exported as a record is imported from the games screen and replayed', { timeout: 60000 }, async () => {
  const p = await newPage('importer');
  await p.goto(`${BASE}/#/games`);
  const first = await p.evaluate(async () => (await (await fetch('/api/games')).json()).games.find((g) => !g.imported));
  assert.ok(first, 'a finished game to export (from the replay test)');
  const record = await p.evaluate(async (id) => (await fetch(`/api/games/${id}/export`)).text(), first.game_id);
  assert.equal(JSON.parse(record).format, 'dlo-game-record');
  // A file that is not JSON is refused in the page, nothing is sent.
  await p.setInputFiles('input[name=import]', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await p.waitForFunction(() => document.querySelector('.import-error').textContent.length > 0);
  // Seat events (issue #17) travel with the record and show at their step.
  const withEvents = JSON.parse(record);
  withEvents.seat_events = [
    { step: 2, seat: 1, event: { kind: 'timeout' } },
    { step: 2, seat: 1, event: { kind: 'takeover', voters: [0] } },
  ];
  await p.setInputFiles('input[name=import]', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(withEvents)) });
  await p.waitForURL(/#\/replay\//, { timeout: 15000 });
  await p.waitForSelector('.replay-board');
  assert.equal(await p.locator('.replay-seat-events').count(), 0, 'no seat event before step 2');
  await p.click('.step-forward');
  await p.waitForFunction(() => document.querySelector('.step-no').textContent.startsWith('1 /'));
  await p.click('.step-forward');
  await p.waitForFunction(() => document.querySelector('.step-no').textContent.startsWith('2 /'));
  await p.waitForSelector('.replay-seat-events li.seat-event-takeover.current');
  assert.equal(await p.locator('.replay-seat-events li').count(), 2);
  assert.match(await p.textContent('.replay-seat-events'), /handed to a bot/);
  await shot(p, '12b-replay-seat-events.png');
  const newId = decodeURIComponent(p.url().split('#/replay/')[1].split('?')[0]);
  assert.notEqual(newId, first.game_id, 'the import is a game of its own');
  await p.waitForSelector('.replay-board');
  assert.ok(await p.locator('.replay h2 .tag').count() === 1, 'marked imported');
  await p.click('.step-last');
  await p.waitForFunction(() => document.querySelector('.step-no').textContent.split(' / ')[0] === document.querySelector('.step-no').textContent.split(' / ')[1]);
  assert.ok(await p.locator('.replay-board .result').count() >= 1, 'the final scoring is on the last step');
  await p.context().close();
});

test('Welcome to the Dungeon is playable through the generic prompt buttons', { timeout: 120000 }, async () => {
  const p = await newPage('wttd');
  await p.goto(`${BASE}/#/create`);
  await p.selectOption('select[name=game]', 'welcome-to-the-dungeon');
  await p.selectOption('select[name=seats]', '2');
  await p.fill('input[name=name]', 'Carol');
  await p.click('form.create button[type=submit]');
  await p.waitForURL(/#\/lobby\//);
  await waitConnected(p);
  await p.click('button.add-bot');
  await p.waitForFunction(() => !document.body.textContent.includes('free seat'), null, { timeout: 15000 });
  await p.click('button.start');
  await p.waitForFunction(() => window.__dlo.state.view, null, { timeout: 20000 });
  let clicks = 0;
  const until = Date.now() + 60000;
  while (clicks < 40 && Date.now() < until) {
    const st = await state(p);
    if (!st.view || st.view.result || (st.view.phase && st.view.phase.kind === 'game_over')) break;
    const buttons = p.locator('.prompt button.cmd');
    if (!(await buttons.count())) { await new Promise((r) => setTimeout(r, 100)); continue; }
    await p.locator('.prompt details.all-cmds').evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
    await buttons.nth(Math.floor(Math.random() * (await buttons.count()))).click();
    await p.waitForFunction((v) => window.__dlo.state.version !== v || window.__dlo.state.ui.lastError, st.version, { timeout: 10000 }).catch(() => {});
    const after = await state(p);
    assert.equal(after.lastError, null, `a legal button was refused: ${JSON.stringify(after.lastError)}`);
    clicks += 1;
  }
  assert.ok(clicks >= 1, 'decisions were made by clicking');
  await shot(p, '13-welcome-to-the-dungeon.png');
  await p.context().close();
});

test('no script errors in any page', () => {
  const relevant = consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|net::/.test(e));
  assert.deepEqual(relevant, []);
});
