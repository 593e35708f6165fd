// The games the client knows, by game kind ("dungeon-lords"): the router (js/main.js), the
// replay (js/replay.js) and the lobby screens reach a game's code only through this registry.
// A game's folder (js/games/<kind>/) holds its code and an index.js whose default export is its
// entry; adding a game is its folder and one line in GAMES (ARCHITECTURE.md, "Adding a game").
import { t } from '../i18n.js';
import dungeonLords from './dungeon-lords/index.js';
import welcome from './welcome/index.js';
import generic from './generic/index.js';

/**
 * What a game gives the shared screens. Only `kind` and `render` are required.
 * @typedef {object} GameEntry
 * @property {string} kind the game kind the server names in lobbies and views ('' for the fallback)
 * @property {(root: HTMLElement, ctx: any, plan?: any) => void} render draws the table into `root`
 *   (a game whose table code is loaded on first use has it once `loadGame` has resolved)
 * @property {() => Promise<object>} [load] loads the game's table code with a dynamic import()
 *   and gives the properties it adds (render, decisionText, ...): a page that never shows this
 *   game's table does not download it (docs/performance.md §8)
 * @property {boolean} [regions] whether `render` takes a redraw plan (js/table-state.js) and
 *   rebuilds only the regions it names; otherwise every update draws the whole table
 * @property {boolean} [patches] whether `render` patches the table it drew before into the same
 *   `root` (drawn with Preact, js/vdom.js): a whole redraw then leaves `root` as it is instead of
 *   emptying it first
 * @property {(view: any) => boolean} [canDraw] whether a replay's view can be drawn as a table
 * @property {(view: any, ctx: any) => (string|null)} [decisionText] the decision's sentence in the
 *   reader's language, or null for the engine's (js/prompt.js)
 * @property {(view: any) => (string|null)} [decisionNote] a short note for the decision panel's
 *   title (e.g. which training dungeon is being fought), or null
 * @property {(cmds: any[]) => (string|null)} [boardHint] what to tap on the board, or null
 * @property {(view: any, seat: number) => (Element|null)} [seatSummary] a seat's few numbers for
 *   its compact panel on a phone
 * @property {(view: any, seat: number) => any} [seatSummaryKey] what `seatSummary` shows of a seat,
 *   as JSON-able facts: the panel's summary is drawn again only when they change
 * @property {(row: (label: string, input: Element, help?: string) => Element) => {el: HTMLElement, value: () => object}} [createOptions]
 *   the create form's options for this game, and the lobby options they make
 * @property {(options: any) => Array<[string, string]>} [optionRows] a lobby's options in words
 * @property {(ui: any, prev: any, next: any) => void} [rememberChanges] after an update: notes in
 *   `ui` what changed, for the table to mark
 * @property {(prev: any, next: any) => (string|null)} [bannerText] after an update: the banner's
 *   words for a new season, phase or round, or null
 * @property {() => Element} [home] a panel of this game on the home page
 * @property {(box: HTMLElement, ctx: any) => void} [guide] called after each drawing of a seat's
 *   table with a box of its own (the guided first game)
 */

/** Every game a lobby can be created for, in the create form's order. */
export const GAMES = [dungeonLords, welcome];

/** The fallback for a kind no folder draws. */
export const GENERIC = generic;

/** The entry of a game kind, or undefined. */
export const gameEntry = (kind) => GAMES.find((g) => g.kind === kind);

/** The entry that draws a table: by the lobby's kind, else by the view's `game`, else the fallback. */
export const gameOf = (kind, view) => gameEntry(kind) || (view && gameEntry(view.game)) || GENERIC;

/** Draws nothing: the table code of a game is not loaded yet (see `loadGame`). */
export function notLoaded() {
  throw new Error('the game is not loaded yet (loadGame)');
}

/**
 * Loads a game's table code on first use (its `load`) and adds it to the entry; resolves at once
 * when it is loaded already or has nothing to load.
 * @param {GameEntry} [entry]
 * @returns {Promise<void>}
 */
export function loadGame(entry) {
  if (!entry || !entry.load) return Promise.resolve();
  const g = /** @type {any} */ (entry);
  if (!g.loading) g.loading = entry.load().then((props) => { Object.assign(entry, props); entry.load = undefined; }, (e) => { g.loading = null; throw e; });
  return g.loading;
}

/**
 * Adds a game's own stylesheet (a path from the page, e.g. "css/wttd.css") to the page once;
 * resolves when it has loaded (or failed: the table is drawn anyway), so nothing is drawn unstyled.
 * A <link> of the same origin, which the Content-Security-Policy allows.
 * @param {string} href
 * @returns {Promise<void>}
 */
export function loadStyle(href) {
  const had = /** @type {HTMLLinkElement|null} */ (document.querySelector(`link[rel=stylesheet][href="${href}"]`));
  if (had) return had.sheet ? Promise.resolve() : new Promise((done) => { had.addEventListener('load', () => done()); had.addEventListener('error', () => done()); });
  return new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => done());
    link.addEventListener('error', () => done());
    document.head.appendChild(link);
  });
}

/** Whether a game's table code is in the page. */
export const gameLoaded = (entry) => !entry || !entry.load;

/** The display name of a game kind ("dungeon-lords"), or the kind itself when unknown. */
export const gameName = (k) => (gameEntry(k) ? t(`game-${k}`) : k || '');
