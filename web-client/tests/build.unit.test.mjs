// The minified copy of the client that `npm ci` builds (web-client/tools/build.mjs, issue #31):
// the same modules at the same paths, every relative import still resolving, the modules the
// client imports from node_modules with it, source maps next to the files (never inline), and a
// build.json the server trusts only while it names the sources' digest (server/src/web.rs).
// No browser needed. Run: node --test web-client/tests/build.unit.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, digestFiles, isFresh, webDigest } from '../tools/build.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLIENT = path.join(HERE, '..');

function write(dir, rel, text) {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dlo-build-'));

test('the digest of the sources is the one the server computes', () => {
  // The same tree and value as server/tests/web_build.rs.
  const dir = tmp();
  for (const [rel, text] of Object.entries({
    'index.html': '<head></head>', 'js/a-b/x.js': '1', 'js/a/y.js': '2', 'js/main.js': '3', '.hidden': 'x',
    'node_modules/z.js': 'z', 'dist/build.json': '{}', 'tests/t.js': 't', 'locales/en.ftl': 'hello = Hello\n',
  })) write(dir, rel, text);
  assert.deepEqual(digestFiles(dir), ['index.html', 'js/a/y.js', 'js/a-b/x.js', 'js/main.js', 'locales/en.ftl']);
  assert.equal(webDigest(dir), 'd2e32f1f53bd15a9e069231267c5176ff4a3960533851a1187931e74b6287bb4');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('any ES module the client imports from node_modules by relative path is built with it', async () => {
  const dir = tmp();
  write(dir, 'index.html', '<script type="module" src="js/main.js"></script>');
  write(dir, 'js/main.js', "import { view } from '../node_modules/some-lib/dist/lib.mjs';\n"
    + "// a comment the build drops\nexport const later = () => import('./later.js');\nview(document.body);\n");
  write(dir, 'js/later.js', "export const q = async () => (await import('../node_modules/@scope/qr/index.js')).default;\n");
  write(dir, 'node_modules/some-lib/dist/lib.mjs', "import { helper } from './helper.mjs';\nexport function view(el) { return helper(el); }\n");
  write(dir, 'node_modules/some-lib/dist/helper.mjs', 'export function helper(element) { return element; }\n');
  write(dir, 'node_modules/some-lib/dist/unused.mjs', 'export const unused = 1;\n');
  write(dir, 'node_modules/@scope/qr/index.js', 'export default function qr() { return 1; }\n');
  write(dir, 'css/a.css', '/* comment */\n.a {\n  color: red;\n}\n');
  write(dir, 'locales/en.ftl', 'hello = Hello\n');
  write(dir, 'js/types.d.ts', 'export {};\n');
  assert.equal(isFresh(dir), false, 'never built');
  const { vendor } = await build(dir, { quiet: true });
  assert.deepEqual(vendor, ['node_modules/@scope/qr/index.js', 'node_modules/some-lib/dist/helper.mjs', 'node_modules/some-lib/dist/lib.mjs']);
  const out = (rel) => fs.readFileSync(path.join(dir, 'dist', rel), 'utf8');
  assert.match(out('js/main.js'), /from"\.\.\/node_modules\/some-lib\/dist\/lib\.mjs"/);
  assert.match(out('js/main.js'), /import\("\.\/later\.js"\)/);
  assert.doesNotMatch(out('js/main.js'), /a comment/);
  assert.match(out('node_modules/some-lib/dist/lib.mjs'), /from"\.\/helper\.mjs"/);
  assert.ok(!fs.existsSync(path.join(dir, 'dist/node_modules/some-lib/dist/unused.mjs')));
  assert.equal(out('css/a.css'), '.a{color:red}\n/*# sourceMappingURL=a.css.map */\n');
  assert.equal(out('locales/en.ftl'), 'hello = Hello\n');
  assert.ok(!fs.existsSync(path.join(dir, 'dist/js/types.d.ts')));
  const map = JSON.parse(out('js/main.js.map'));
  assert.deepEqual(map.sources, ['../../js/main.js']);
  assert.match(map.sourcesContent[0], /a comment/);
  assert.equal(JSON.parse(out('build.json')).sources, webDigest(dir));
  assert.equal(isFresh(dir), true);
  write(dir, 'js/later.js', 'export const q = 2;\n');
  assert.equal(isFresh(dir), false, 'a source edited since');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('web-client/dist is built from the sources as they are, and every import in it resolves', async () => {
  assert.ok(isFresh(CLIENT), 'web-client/dist is missing or older than the sources: run `npm ci --prefix web-client` (or `npm run build --prefix web-client`)');
  const dist = path.join(CLIENT, 'dist');
  const files = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(dist, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r); else files.push(r);
    }
  };
  walk('');
  // Every module of js/ is there, at its path, with its map; no map inline.
  for (const rel of digestFiles(CLIENT).filter((r) => /^js\/.*\.js$/.test(r))) {
    assert.ok(files.includes(rel) && files.includes(`${rel}.map`), rel);
  }
  for (const rel of files.filter((r) => /\.(m?js|css)$/.test(r))) {
    const text = fs.readFileSync(path.join(dist, rel), 'utf8');
    assert.doesNotMatch(text, /sourceMappingURL=data:/, rel);
    assert.ok(files.includes(`${rel}.map`), `${rel}.map`);
  }
  // The vendor modules the page loads (Fluent at start, the QR code library on first use).
  for (const rel of ['node_modules/@fluent/bundle/esm/index.js', 'node_modules/@fluent/langneg/esm/index.js', 'node_modules/qrcode-generator/dist/qrcode.mjs']) {
    assert.ok(files.includes(rel), rel);
  }
  // Every relative import (static or dynamic) of the built modules resolves inside dist/:
  // esbuild follows them all and fails on one that does not.
  const esbuild = await import('esbuild');
  const entries = files.filter((r) => /^js\/.*\.js$/.test(r));
  const r = await esbuild.build({
    absWorkingDir: dist, entryPoints: entries, bundle: true, splitting: true, format: 'esm', target: 'es2022',
    outdir: path.join(dist, '.graph'), write: false, metafile: true, packages: 'external', logLevel: 'silent',
  });
  const reached = Object.keys(r.metafile.inputs);
  assert.ok(reached.every((p) => !p.startsWith('..')), 'nothing outside dist/');
  assert.ok(reached.includes('node_modules/@fluent/bundle/esm/bundle.js'));
});
