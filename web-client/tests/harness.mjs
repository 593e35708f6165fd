// Shared set-up of the browser tests: where the server and Chromium are, where screenshots go,
// how Chromium is launched (never a silent skip: a browser that cannot start fails the test) and
// how a page is opened with its console errors collected.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ART = path.join(HERE, '..', 'test-artifacts');
export const BASE = process.env.DLO_BASE_URL || 'http://127.0.0.1:8080';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
fs.mkdirSync(ART, { recursive: true });

/** Launches headless Chromium with the flags this machine needs. */
export async function launchChromium() {
  try {
    return await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
  } catch (e) {
    throw new Error(`cannot start Chromium at ${CHROMIUM}: ${e.message}`);
  }
}

/**
 * Opens a page in a fresh context; its console errors and page errors go to `errors`. `locale`
 * (e.g. "cs-CZ") sets the browser's language, which the client's language follows.
 */
export async function openPage(browser, name, viewport, errors, locale = 'en-US') {
  // playwright's waitForFunction evaluates strings in the page, which the server's CSP forbids;
  // csp.test.mjs checks the client under the policy instead.
  const context = await browser.newContext({ viewport, locale, bypassCSP: true });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  page.name = name;
  return page;
}

/** POSTs `body` as JSON to the server's `p`; the parsed answer, or an error naming the status. */
export async function postJson(p, body) {
  const res = await fetch(`${BASE}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core on the whole page: its serious and critical violations, one line each. */
export async function axeAudit(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  // A settled page: text in the middle of a fade (the phase banner's, 2.6 s) has the contrast
  // of its passing opacity, not of the page. Finite animations are waited for, 3 s at most.
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => a.effect && Number.isFinite(a.effect.getComputedTiming().endTime))
      .map((a) => a.finished.catch(() => {}))),
    new Promise((r) => setTimeout(r, 3000)),
  ]));
  return page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}
