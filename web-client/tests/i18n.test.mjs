// Message completeness: every locale file parses, the three languages define exactly the same
// message ids, and every id the client can ask for (literal t('…') calls, data-i18n attributes,
// the generated card facts, the id families built at run time, the documented error codes)
// exists. Runs without a browser or server: `node --test web-client/tests/i18n.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(WEB, '..');
const LANGS = ['en', 'cs', 'pl'];
const read = (p) => readFileSync(p, 'utf8');

function messages(lang) {
  const res = parse(read(join(WEB, 'locales', `${lang}.ftl`)), {});
  const junk = res.body.filter((e) => e.type === 'Junk');
  assert.deepEqual(junk.map((j) => `${j.annotations.map((a) => a.message).join('; ')}: ${j.content.slice(0, 80)}`), [],
    `locales/${lang}.ftl has entries Fluent cannot parse`);
  const ids = new Map();
  for (const e of res.body) {
    if (e.type !== 'Message') continue;
    assert.ok(!ids.has(e.id.name), `locales/${lang}.ftl defines ${e.id.name} twice`);
    ids.set(e.id.name, e);
  }
  return ids;
}

const MSGS = Object.fromEntries(LANGS.map((l) => [l, messages(l)]));
// Every client module, the games' folders included (js/games/<kind>/), by its path under js/.
const jsFiles = readdirSync(join(WEB, 'js'), { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => [f.split(sep).join('/'), read(join(WEB, 'js', f))]);

/** Every message id the client may format, with where it comes from. */
function usedIds() {
  const used = new Map();
  const use = (id, from) => { if (!used.has(id)) used.set(id, from); };
  for (const [f, src] of jsFiles) {
    for (const m of src.matchAll(/\bt(?:Opt)?\('([a-z0-9-]+)'/g)) use(m[1], `js/${f}`);
  }
  for (const m of read(join(WEB, 'index.html')).matchAll(/data-i18n(?:-label|-placeholder)?="([a-z0-9-]+)"/g)) use(m[1], 'index.html');

  // The generated catalog texts: every fact id, nested facts included, and every card name.
  const cards = read(join(WEB, 'js', 'cards.js'));
  for (const m of cards.matchAll(/\["((?:ct|amt)-[a-z0-9-]+)"/g)) use(m[1], 'js/cards.js');
  const catalog = JSON.parse(read(join(ROOT, 'engine', 'data', 'dungeon-lords-catalog.json')));
  for (const sec of ['monsters', 'rooms', 'traps', 'combat_cards', 'event_tiles', 'special_events', 'titles']) {
    for (const c of catalog[sec]) use(`card-${c.id}`, `catalog ${sec}`);
  }
  for (const a of catalog.actions) use(`action-${a.id}`, 'catalog actions');
  for (const c of catalog.adventurers) use(`card-${c.class}`, 'catalog adventurers');
  for (const c of catalog.monsters.flatMap((m) => m.attacks.flatMap((a) => a.strikes))) use('ct-strike', `target ${c.target}`);

  // Id families the client builds at run time (each listed where the code builds it).
  const families = {
    'attack-': ['standard', 'fed', 'each', 'glue', 'any', 'flee', 'hits', 'second-hit', 'idle'],
    'season-': ['winter', 'spring', 'summer', 'autumn'],
    'phase-': ['initial-orders', 'orders', 'execute', 'production', 'payday', 'taxes', 'special-event', 'combat', 'finished'],
    'decision-': ['initial-orders', 'orders', 'execute', 'production', 'payday', 'taxes', 'special-event', 'combat', 'finished'],
    'step-': ['trap', 'fast-spell', 'monsters', 'slow-spell', 'heal', 'conquest', 'end-of-battle', 'over'],
    'stage-': ['planning', 'battle'],
    'score-': ['monsters', 'prisoners', 'rooms', 'conquered', 'dead-letters', 'scoring-rooms', 'titles', 'hall-of-fame', 'total'],
    'hint-': ['choose-inaccessible', 'choose-order', 'dig', 'mine', 'build', 'hire', 'use-room', 'perform-and-spy'],
    'prompt-execute-': ['choose', 'dig', 'mine', 'discard'],
    'help-phase-': ['initial-orders', 'orders', 'execute', 'production', 'payday', 'taxes', 'special-event', 'combat', 'finished'],
    'colour-': ['0', '1', '2', '3'],
    'game-': ['dungeon-lords', 'welcome-to-the-dungeon'],
    'kind-': ['monster', 'room', 'trap', 'adventurer', 'paladin', 'combat-card', 'event-tile', 'special-event', 'title'],
    'wt-hero-': ['random', 'knight', 'barbarian', 'mage', 'rogue'],
    'wt-monster-': ['goblin', 'skeleton', 'orc', 'vampire', 'golem', 'lich', 'demon', 'dragon'],
    'wt-decision-': ['name-type', 'polymorph', 'axe'],
    'log-filter-': ['all', 'mine', 'combat'],
    'clock-mode-': ['none', 'relaxed', 'normal', 'fast'],
    'seat-control-': ['takeover', 'conceded'],
    'tab-': ['mine', 'board', 'others', 'log', 'chat', 'seat'],
    'help-watch-': ['initial-orders', 'production', 'payday', 'taxes', 'combat'],
    // protocol::seats::SeatEvent kinds, as a replay lists them.
    'seat-event-': ['timeout', 'takeover', 'concede', 'reclaim', 'reinvite'],
    // js/training.js: each training dungeon's title and line (TRAINING), the comparison's rows.
    // and each worked example's (EXAMPLES), the goals and notes by measure, the verdicts.
    'training-': ['ex-scen1', 'ex-scen2', 'ex-scen3', 'ex-scen4', 'ex-scen-room',
      'ex-train-trap-4', 'ex-train-trap-6', 'ex-train-mon-1', 'ex-train-mon-3', 'ex-train-heal-1', 'ex-train-heal-3']
      .flatMap((k) => [`${k}-title`, `${k}-desc`]),
    'training-row-': ['conquered', 'imprisoned', 'damage', 'survived', 'food-spent', 'gold-spent'],
    'training-goal-round-': ['conquered', 'damage', 'imprisoned'],
    'training-goal-page-': ['conquered', 'damage', 'imprisoned'],
    'training-compare-note-': ['conquered', 'damage', 'imprisoned'],
    'training-verdict-': ['better', 'worse', 'costlier', 'same', 'worse-damage', 'worse-imprisoned'],
    'wt-log-': ['card', 'round-started', 'drew', 'drew-card', 'added', 'added-card', 'sacrificed', 'sacrificed-card', 'passed',
      'raid-started', 'named', 'revealed', 'polymorphed', 'polymorph-declined', 'axe-declined', 'hero-died', 'victory-card',
      'help-card-flipped', 'eliminated', 'no-sacrifices', 'round-started-chosen', 'resolved', 'sacrifice', 'sacrifices-revealed',
      'raid-success', 'raid-failure', 'won-victory-cards', 'won-last-standing'],
  };
  for (const [prefix, keys] of Object.entries(families)) for (const k of keys) use(prefix + k, `family ${prefix}*`);
  const wttd = jsFiles.find(([f]) => f === 'games/welcome/wttd.js')[1];
  // Every equipment tile of the four heroes (HEROES in wttd.js) has a name and an effect text.
  const tiles = [...new Set([...wttd.matchAll(/tiles: \[([^\]]*)\]/g)]
    .flatMap((m) => [...m[1].matchAll(/'([a-z_]+)'/g)].map((x) => x[1].replace(/_/g, '-'))))];
  assert.ok(tiles.length >= 20, `the Welcome to the Dungeon tile list was not found in js/games/welcome/wttd.js (${tiles.length})`);
  for (const k of tiles) { use(`wt-tile-${k}`, 'wttd.js HEROES'); use(`wt-tile-${k}-text`, 'wttd.js HEROES'); }

  // Error codes: the documented ones and every code the server's sources can send.
  const readme = read(join(ROOT, 'protocol', 'README.md'));
  const codes = new Set();
  for (const m of readme.matchAll(/\d{3} `([a-z_]+)`/g)) codes.add(m[1]);
  const errTable = readme.slice(readme.indexOf('`error` —'), readme.indexOf('### Versions'));
  assert.ok(errTable.length > 100, 'the `error` message table was not found in protocol/README.md');
  for (const m of errTable.matchAll(/^\| `([a-z_]+)` \|/gm)) codes.add(m[1]);
  const rej = readme.match(/Rejection codes: (.*)/);
  if (rej) for (const m of rej[1].matchAll(/`([a-z_]+)`/g)) codes.add(m[1]);
  for (const f of readdirSync(join(ROOT, 'server', 'src'))) {
    if (!f.endsWith('.rs')) continue;
    const src = read(join(ROOT, 'server', 'src', f));
    for (const m of src.matchAll(/(?:bad_request|conflict|forbidden)\(\s*"([a-z_]+)"/g)) codes.add(m[1]);
  }
  assert.ok(codes.size >= 15, `too few error codes found (${codes.size})`);
  codes.delete('rule_violation'); // shown as error-rule-violation with the rule id
  for (const c of codes) use(`error-code-${c.replace(/_/g, '-')}`, 'error codes');
  return used;
}

test('every locale file parses and defines each id once', () => {
  for (const l of LANGS) assert.ok(MSGS[l].size > 300, `locales/${l}.ftl looks empty`);
});

test('the three languages define exactly the same message ids', () => {
  const en = new Set(MSGS.en.keys());
  for (const l of ['cs', 'pl']) {
    const other = new Set(MSGS[l].keys());
    assert.deepEqual([...en].filter((id) => !other.has(id)), [], `ids missing in ${l}.ftl`);
    assert.deepEqual([...other].filter((id) => !en.has(id)), [], `ids in ${l}.ftl but not in en.ftl`);
  }
});

test('every id the client can ask for is defined', () => {
  const missing = [...usedIds()].filter(([id]) => !MSGS.en.has(id)).map(([id, from]) => `${id} (${from})`);
  assert.deepEqual(missing, []);
});

test('every id built at run time belongs to a family the completeness test lists', () => {
  // A new `t(\`prefix-${x}\`)` in the client must be added to the families above.
  const known = ['attack-', 'card-', 'colour-', 'game-', 'hint-', 'phase-', 'prompt-execute-', 'score-', 'season-', 'step-',
    'wt-decision-', 'wt-hero-', 'wt-monster-', 'wt-tile-', 'action-', 'decision-', 'error-code-', 'kind-', 'stage-',
    'log-filter-', 'rule-', 'clock-mode-', 'seat-control-', 'tab-', 'help-watch-', 'seat-event-', 'help-phase-',
    'training-', 'training-row-', 'training-goal-round-', 'training-goal-page-', 'training-compare-note-', 'training-verdict-',
    // Dungeon Lords log events: `log-<kind>`, every kind checked against the engine below.
    'log-'];
  const bad = [];
  for (const [f, src] of jsFiles) {
    for (const m of src.matchAll(/\bt(?:Opt)?\(`([^`$]*)\$\{/g)) if (!known.includes(m[1])) bad.push(`${m[1]}… in js/${f}`);
  }
  assert.deepEqual(bad, []);
});

test('messages with a plural selector have every plural form of their language', () => {
  // Fluent falls back to the default variant, so a missing form is not an error at run time:
  // this test keeps Czech (one/few/other) and Polish (one/few/many/other) grammatical.
  const need = { en: ['one'], cs: ['one', 'few'], pl: ['one', 'few', 'many'] };
  const problems = [];
  for (const l of LANGS) {
    for (const [id, msg] of MSGS[l]) {
      const walk = (node) => {
        if (!node || typeof node !== 'object') return;
        if (node.type === 'SelectExpression') {
          const keys = node.variants.map((v) => v.key.name ?? v.key.value);
          if (keys.some((k) => ['one', 'few', 'many'].includes(k))) {
            for (const k of need[l]) if (!keys.includes(k)) problems.push(`${l}: ${id} lacks [${k}]`);
          }
        }
        for (const v of Object.values(node)) {
          if (Array.isArray(v)) v.forEach(walk); else if (v && typeof v === 'object') walk(v);
        }
      };
      walk(msg.value);
    }
  }
  assert.deepEqual(problems, []);
});

test('the style sheets draw no words (CSS content cannot be translated)', () => {
  const words = [];
  for (const f of readdirSync(join(WEB, 'css')).filter((x) => x.endsWith('.css'))) {
    for (const m of read(join(WEB, 'css', f)).matchAll(/content:\s*"([^"]*)"/g)) if (/\p{L}/u.test(m[1])) words.push(`${f}: "${m[1]}"`);
  }
  assert.deepEqual(words, []);
});

test('every Welcome to the Dungeon log kind the engine writes is handled by js/log.js', () => {
  // The engine names each entry's kind (engine/src/welcome): the client either words it
  // (wt-log-*) or lists it as told only by the English text; a new kind fails here.
  const kinds = new Set();
  const walk = (dir) => {
    for (const f of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else if (f.name.endsWith('.rs')) for (const m of read(p).matchAll(/entry\(\s*index,\s*"([a-z_]+)"/g)) kinds.add(m[1]);
    }
  };
  walk(join(ROOT, 'engine', 'src', 'welcome'));
  assert.ok(kinds.size >= 15, `too few log kinds found in engine/src/welcome (${kinds.size})`);
  const logJs = read(join(WEB, 'js', 'log.js'));
  const unhandled = [...kinds].filter((k) => !logJs.includes(`case '${k}':`));
  assert.deepEqual(unhandled, [], 'log kinds js/log.js does not know');
});

/** Every Dungeon Lords log event kind the engine can write (the variants of its event enums). */
export function dlLogKinds() {
  const src = read(join(ROOT, 'engine', 'src', 'dungeon_lords', 'state', 'log.rs'));
  const kinds = [];
  for (const name of ['LogEvent', 'Yield', 'PaydayPart']) {
    const start = src.indexOf(`pub enum ${name} {`);
    assert.ok(start >= 0, `enum ${name} not found in state/log.rs`);
    let depth = 0;
    let i = src.indexOf('{', start);
    let body = '';
    for (; i < src.length; i++) {
      const c = src[i];
      if (c === '{') depth++;
      if (c === '}') { depth--; if (depth === 0) break; }
      if (depth === 1) body += c; else if (depth > 1 && c === '\n') body += '\n';
    }
    for (const m of body.matchAll(/^\s{4}([A-Z][A-Za-z]+)\b/gm)) {
      kinds.push(m[1].replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());
    }
  }
  return kinds;
}

test('every Dungeon Lords log event kind has its message in all three languages', () => {
  const kinds = dlLogKinds();
  assert.ok(kinds.length >= 120, `too few log kinds found in state/log.rs (${kinds.length})`);
  const missing = [];
  for (const l of LANGS) {
    for (const k of kinds) if (!MSGS[l].has(`log-${k}`)) missing.push(`${l}: log-${k}`);
    // Amounts the log words by key (js/log.js AMOUNT_IDS).
    for (const id of ['amt-food', 'amt-gold', 'amt-evil', 'amt-imps', 'amt-trap-cards', 'amt-bait']) if (!MSGS[l].has(id)) missing.push(`${l}: ${id}`);
  }
  assert.deepEqual(missing, []);
  // No message for a kind the engine no longer writes.
  const known = new Set(kinds.map((k) => `log-${k}`));
  const extra = ['log-private-tip', 'log-hidden-trap', 'log-nothing', 'log-filter-label', 'log-filter-all', 'log-filter-mine',
    'log-filter-combat', 'log-group-season', 'log-group-combat', 'log-group-round', 'log-group-phase', 'log-group-start'];
  const stale = [...MSGS.en.keys()].filter((id) => id.startsWith('log-') && !known.has(id) && !extra.includes(id));
  assert.deepEqual(stale, [], 'log-* messages no event kind uses');
});

test('every rule a refused Dungeon Lords command can name has its reason in all three languages', () => {
  // The engine's explain() (rules.rs, combat/commands.rs) names a rule ID for each refusal; the
  // client words it as `rule-<id>` (js/util.js ruleReason).
  const rules = new Set();
  for (const f of ['rules.rs', join('combat', 'commands.rs')]) {
    const src = read(join(ROOT, 'engine', 'src', 'dungeon_lords', f));
    for (const m of src.matchAll(/"((?:[A-Z]+[0-9]*-)+[0-9]+)"/g)) rules.add(m[1]);
  }
  assert.ok(rules.size >= 30, `too few rule IDs found (${rules.size})`);
  const missing = [];
  for (const l of LANGS) for (const r of rules) if (!MSGS[l].has(`rule-${r.toLowerCase()}`)) missing.push(`${l}: rule-${r.toLowerCase()}`);
  assert.deepEqual(missing, []);
});
