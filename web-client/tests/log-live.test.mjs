// The live log panel as it grows (js/log.js renderLog): the golden Dungeon Lords game's log
// (tests/data/dl-golden-log.json) handed to renderLog a few entries at a time, as updates bring
// them, with seat events arriving on the way — one with a place in the log, one without (drawn
// at the end) — must leave exactly what one drawing of the whole log shows, for a player's
// every filter and a spectator. (Entries are grouped once, as they arrive, and only new lines are
// appended, so a wrong prefix would stay on screen.) Runs in the browser against a server:
// `DLO_BASE_URL=http://127.0.0.1:PORT node --test web-client/tests/log-live.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE, launchChromium } from './harness.mjs';

const golden = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'data', 'dl-golden-log.json'), 'utf8'));

test('the log drawn a few entries at a time is the log drawn at once', { timeout: 120000 }, async () => {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${BASE}/`);
    const cases = await page.evaluate(async ({ golden }) => {
      const m = await import('/js/log.js');
      const placed = { step: 1, seat: 1, at_ms: 5, log_index: 40, event: { kind: 'timeout' } };
      const unplaced = { step: 2, seat: 0, at_ms: 9, event: { kind: 'concede' } };
      const out = [];
      for (const [seat, filter] of [[golden.viewer, 'all'], [golden.viewer, 'mine'], [golden.viewer, 'combat'], [null, 'all']]) {
        const box = document.createElement('ol');
        const entries = [];
        let seatEvents = [];
        for (let i = 0; i < golden.log.length; i += 37) {
          entries.push(...golden.log.slice(i, i + 37));
          if (i >= 111) seatEvents = [placed];
          if (i >= 296) seatEvents = [placed, unplaced];
          m.renderLog(box, entries, { names: golden.names, seat, filter, seatEvents });
        }
        const once = document.createElement('ol');
        m.renderLog(once, entries, { names: golden.names, seat, filter, seatEvents });
        out.push({ seat, filter, live: box.innerHTML, once: once.innerHTML, lines: once.childElementCount });
      }
      return out;
    }, { golden });
    for (const c of cases) {
      assert.ok(c.lines > 10, `${c.filter}/${c.seat}: the log has lines`);
      assert.equal(c.live, c.once, `${c.filter} for seat ${c.seat}: the live log is the log drawn at once`);
    }
  } finally {
    await browser.close();
  }
});
