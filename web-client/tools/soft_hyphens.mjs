// Puts soft hyphens (U+00AD) into the long words of the names and labels in locales/cs.ftl and
// locales/pl.ftl (printed names `card-*`, `action-*`, `wt-tile-*`, and the one-line labels of the
// table: score lines, resources, kinds, phases, steps, decisions): a narrow order card, dungeon
// cell or score table then breaks "Zatrud-nianie" with a hyphen in every browser, with or
// without hyphenation dictionaries. The break points are the TeX patterns of the npm package `hyphen` (a dev
// dependency); tests/i18n.lang.test.mjs checks that every long word has exactly them.
// Usage: `node web-client/tools/soft_hyphens.mjs` (rewrites the two files in place).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Words of at least this many letters get their break points. */
export const MIN_LETTERS = 9;
export const NAME_IDS = /^(card|action|wt-tile|score|res|kind|phase|season|step|decision)-[a-z0-9-]+$/;
export const hyphenators = { cs: require('hyphen/cs'), pl: require('hyphen/pl') };

/** `text` with the break points of its long words, for `lang`. */
export function softHyphenate(text, lang) {
  const h = hyphenators[lang];
  return text.replace(/\u00AD/g, '').replace(/\p{L}+/gu, (w) => (w.length >= MIN_LETTERS ? h.hyphenateSync(w) : w));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const lang of ['cs', 'pl']) {
    const file = join(WEB, 'locales', `${lang}.ftl`);
    const lines = readFileSync(file, 'utf8').split('\n').map((line) => {
      const m = line.match(/^([a-z0-9-]+) = (.*)$/);
      if (!m || !NAME_IDS.test(m[1]) || m[1].endsWith('-text') || m[2].includes('{')) return line;
      return `${m[1]} = ${softHyphenate(m[2], lang)}`;
    });
    writeFileSync(file, lines.join('\n'));
  }
}
