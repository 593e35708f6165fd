// Builds the copy of the client that the server sends to browsers: web-client/dist/, the same
// files at the same paths, minified one by one (issue #31, the shipped-size budget). Run by
// `npm ci` (the `prepare` script of web-client/package.json) and by `npm run build`.
//
// - js/**/*.js: each module minified on its own (esbuild `transform`): imports, the lazy
//   `import()` splits and `import.meta.url` (the locale files are fetched relative to it) stay as
//   written, so the module graph the browser loads is the one in js/. js/boot.js is a classic
//   script and keeps its top-level names.
// - css/**/*.css: minified.
// - the modules under node_modules/ that the client imports by relative path (found by following
//   every import from js/ with esbuild's resolver), with the relative imports among them: minified
//   to the same path under dist/node_modules/.
// - everything else a browser loads (index.html, locales/): copied.
// Each minified file gets a source map next to it (`x.js.map`, linked by a comment, never inline).
//
// dist/build.json records the digest of the sources it was built from, computed as the server's
// `web_digest` (server/src/build.rs) computes it. The server serves dist/ only while that digest
// is the sources' (server/src/web.rs): a developer who edits js/ and restarts gets the edited
// sources, with a warning in the log, until the next build.
//
// Usage: node tools/build.mjs [--check]   (--check: print whether dist/ is up to date, exit 1 if not)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'dist';
/** Directories no browser loads from; the same list as `SKIPPED` in server/src/build.rs. */
export const SKIPPED = ['node_modules', 'tests', 'tools', 'test-artifacts', 'dist'];
/** Files of the source tree that are not the client's (kept out of dist/, still in the digest). */
const NOT_SERVED = (rel) => /\.d\.ts$|\.md$/.test(rel) || ['package.json', 'package-lock.json', 'tsconfig.json'].includes(rel);

/** Every file of `dir` the server's `web_digest` covers, as relative paths with `/`, in its order
 * (Rust's `PathBuf` order: component by component). Dot files and `SKIPPED` directories are left
 * out at every depth; symbolic links too (neither a file nor a directory to `file_type`). */
export function digestFiles(dir) {
  const out = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && !SKIPPED.includes(e.name)) walk(r);
      else if (e.isFile()) out.push(r);
    }
  };
  walk('');
  const cmp = (a, b) => {
    const x = a.split('/'), y = b.split('/');
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      if (x[i] !== y[i]) return Buffer.compare(Buffer.from(x[i]), Buffer.from(y[i]));
    }
    return x.length - y.length;
  };
  return out.sort(cmp);
}

/** SHA-256 (hex) of `dir` exactly as server/src/build.rs `web_digest` computes it. */
export function webDigest(dir) {
  const hash = crypto.createHash('sha256');
  for (const rel of digestFiles(dir)) {
    const bytes = fs.readFileSync(path.join(dir, rel));
    const len = Buffer.alloc(8);
    len.writeBigUInt64LE(BigInt(bytes.length));
    hash.update(Buffer.from(rel));
    hash.update(Buffer.from([0]));
    hash.update(len);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** The files under node_modules/ that the client's modules reach through relative imports
 * (static or literal dynamic), found with esbuild's resolver (a bundle that is not written). */
async function vendorFiles(esbuild, root, entries) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: path.join(root, '.graph'),
    write: false,
    metafile: true,
    // A bare specifier (`import 'preact'`) cannot load in a browser without an import map: not
    // followed (the browser would refuse it anyway).
    packages: 'external',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs)
    .map((p) => p.split(path.sep).join('/'))
    .filter((p) => p.startsWith('node_modules/') && /\.m?js$/.test(p))
    .sort();
}

/** Minifies one file into `outDir` at `rel`, with its source map next to it. */
async function minifyInto(esbuild, root, outDir, rel, { classic = false } = {}) {
  const src = fs.readFileSync(path.join(root, rel), 'utf8');
  const css = rel.endsWith('.css');
  const depth = rel.split('/').length - 1;
  const r = await esbuild.transform(src, {
    loader: css ? 'css' : 'js',
    minify: true,
    // A module: its top-level names may be renamed (only its exports are seen from outside).
    format: css || classic ? undefined : 'esm',
    target: css ? ['chrome100', 'firefox100', 'safari15'] : 'es2022',
    sourcemap: 'external',
    // The map names the original file as seen from dist/ on disk (`../../js/main.js` next to
    // dist/js/main.js.map) and carries its text, so a browser's tools need nothing else.
    sourcefile: `${'../'.repeat(depth + 1)}${rel}`,
    sourcesContent: true,
    legalComments: 'inline',
    charset: 'utf8',
  });
  const base = path.basename(rel);
  const link = css ? `/*# sourceMappingURL=${base}.map */\n` : `//# sourceMappingURL=${base}.map\n`;
  const dest = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, r.code + link);
  fs.writeFileSync(`${dest}.map`, r.map);
  return { rel, before: Buffer.byteLength(src), after: Buffer.byteLength(r.code) };
}


/** Builds `root`/dist/ from the client in `root` (web-client/ unless a test says otherwise). */
export async function build(root = ROOT, { quiet = false } = {}) {
  const esbuild = await import('esbuild');
  const started = Date.now();
  const sources = webDigest(root);
  const files = digestFiles(root).filter((rel) => !NOT_SERVED(rel));
  const entries = files.filter((rel) => rel.startsWith('js/') && rel.endsWith('.js'));
  const vendor = await vendorFiles(esbuild, root, entries);
  const tmp = path.join(root, '.dist-new');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const done = [];
  for (const rel of files) {
    if (/\.m?js$/.test(rel) || rel.endsWith('.css')) {
      done.push(await minifyInto(esbuild, root, tmp, rel, { classic: rel === 'js/boot.js' }));
    } else {
      fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
      fs.copyFileSync(path.join(root, rel), path.join(tmp, rel));
    }
  }
  for (const rel of vendor) done.push(await minifyInto(esbuild, root, tmp, rel));
  fs.writeFileSync(path.join(tmp, 'build.json'), `${JSON.stringify({ sources, esbuild: esbuild.version }, null, 1)}\n`);
  // The old copy is replaced by two renames, one right after the other: a running server sends
  // the old copy or the new one, never a half-written one.
  const out = path.join(root, OUT);
  const old = path.join(root, '.dist-old');
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(out)) fs.renameSync(out, old);
  fs.renameSync(tmp, out);
  fs.rmSync(old, { recursive: true, force: true });
  const sum = (k) => done.reduce((a, f) => a + f[k], 0);
  if (!quiet) console.log(`web-client: built ${OUT}/ in ${Date.now() - started} ms: ${done.length} files minified `
    + `(${(sum('before') / 1024).toFixed(0)} → ${(sum('after') / 1024).toFixed(0)} KiB, ${vendor.length} from node_modules), `
    + `${files.length - (done.length - vendor.length)} copied; sources ${sources.slice(0, 12)}`);
  return { sources, vendor };
}

/** Whether `root`/dist/ was built from the sources as they are now. */
export function isFresh(root = ROOT) {
  try {
    const built = JSON.parse(fs.readFileSync(path.join(root, OUT, 'build.json'), 'utf8'));
    return built.sources === webDigest(root);
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const fresh = isFresh();
    console.log(fresh ? 'web-client/dist is up to date' : 'web-client/dist is missing or older than the sources');
    process.exit(fresh ? 0 : 1);
  }
  await build();
}
