// Translations: picks the reader's language (English, Czech or Polish), loads its Fluent message
// file from locales/, and formats messages with t(id, args). It owns no screen: a language change
// is announced with a 'dlo-language' event on window and the screens redraw themselves.
// Fluent (@fluent/bundle, @fluent/langneg) is installed by `npm ci` into web-client/node_modules
// and imported by relative path (an import map would be an inline script, which the server's CSP
// refuses); without it the page says so instead of going blank.

/** The languages with a message file, in the order the switcher lists them. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'cs', name: 'Čeština' },
  { code: 'pl', name: 'Polski' },
];
const CODES = LANGUAGES.map((l) => l.code);
const STORE_KEY = 'dlo.lang';

let fluent;
let langneg;
try {
  fluent = await import('../node_modules/@fluent/bundle/esm/index.js');
  langneg = await import('../node_modules/@fluent/langneg/esm/index.js');
} catch (e) {
  const app = document.getElementById('app');
  if (app) {
    app.innerHTML = '<section class="panel narrow"><h2>The web client is not installed completely</h2>'
      + '<p>The translation library is missing: run <code>npm ci --prefix web-client</code> on the server and reload.</p>'
      + '<p lang="cs">Chybí knihovna překladů: na serveru spusťte <code>npm ci --prefix web-client</code> a stránku obnovte.</p>'
      + '<p lang="pl">Brakuje biblioteki tłumaczeń: uruchom na serwerze <code>npm ci --prefix web-client</code> i odśwież stronę.</p></section>';
  }
  throw e;
}

let bundle = null;
let fallback = null;
let current = 'en';
/** Bundles loaded so far by language code (English is `fallback`). */
const loaded = new Map();
let switches = 0;
const missing = new Set();

async function loadBundle(code) {
  const res = await fetch(new URL(`../locales/${code}.ftl`, import.meta.url));
  if (!res.ok) throw new Error(`locales/${code}.ftl: HTTP ${res.status}`);
  const b = new fluent.FluentBundle(code, { useIsolating: false });
  const errors = b.addResource(new fluent.FluentResource(await res.text()));
  for (const e of errors) console.warn(`locales/${code}.ftl:`, e);
  return b;
}

/** The language asked for by localStorage, else negotiated from navigator.languages, else en. */
export function preferredLanguage() {
  const saved = localStorage.getItem(STORE_KEY);
  if (saved && CODES.includes(saved)) return saved;
  const asked = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
  return langneg.negotiateLanguages(asked, CODES, { defaultLocale: 'en', strategy: 'lookup' })[0] || 'en';
}

/** The current language code. */
export function language() { return current; }

/**
 * Switches to `code`: loads its messages, sets <html lang>, remembers the choice when `remember`,
 * and fires 'dlo-language' so the screens redraw without a reload.
 */
export async function setLanguage(code, remember = false) {
  if (!CODES.includes(code)) code = 'en';
  // Two quick switches load two files that may arrive in either order: only the latest choice
  // is applied (and remembered), whatever finishes last.
  const ticket = ++switches;
  if (remember) localStorage.setItem(STORE_KEY, code);
  if (!fallback) fallback = await loadBundle('en');
  if (code !== 'en' && !loaded.has(code)) loaded.set(code, await loadBundle(code));
  if (ticket !== switches) return;
  bundle = code === 'en' ? fallback : loaded.get(code);
  current = code;
  document.documentElement.lang = code;
  translateStatic(document);
  window.dispatchEvent(new CustomEvent('dlo-language', { detail: code }));
}

function format(b, id, args, attr) {
  const msg = b && b.getMessage(id);
  if (!msg) return null;
  const pattern = attr ? msg.attributes && msg.attributes[attr] : msg.value;
  if (!pattern) return null;
  const errors = [];
  const out = b.formatPattern(pattern, args, errors);
  if (errors.length) console.warn(`message ${id}:`, errors.map(String).join('; '));
  return out;
}

/**
 * The message `id` in the current language with Fluent arguments `args` (numbers select plural
 * forms). A message missing in the current language falls back to English and is reported once
 * on the console; an id no file defines is returned as the id itself.
 */
export function t(id, args) {
  const out = format(bundle, id, args) ?? format(fallback, id, args);
  if (out !== null && (bundle && bundle.hasMessage(id))) return out;
  if (!missing.has(`${current}:${id}`)) { missing.add(`${current}:${id}`); console.warn(`i18n: no message ${id} in ${current}`); }
  return out ?? id;
}

/** Like t(), but returns null instead of the id when no language defines `id`. */
export function tOpt(id, args) {
  if (!(bundle && bundle.hasMessage(id)) && !(fallback && fallback.hasMessage(id))) return null;
  return t(id, args);
}

/**
 * Fills every element under `root` that has data-i18n="<message id>" with that message (and
 * data-i18n-label / data-i18n-placeholder with the aria-label / placeholder).
 */
export function translateStatic(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.setAttribute('placeholder', t(el.dataset.i18nPlaceholder));
}

/** The language switcher: a <select> listing every language by its own name. */
export function installSwitcher(select) {
  select.replaceChildren(...LANGUAGES.map((l) => {
    const o = document.createElement('option');
    o.value = l.code;
    o.lang = l.code;
    o.textContent = l.name;
    return o;
  }));
  select.value = current;
  select.addEventListener('change', () => { setLanguage(select.value, true); });
  window.addEventListener('dlo-language', () => { select.value = current; });
}

await setLanguage(preferredLanguage());
