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
 * @property {boolean} [regions] whether `render` takes a redraw plan (js/table-state.js) and
 *   rebuilds only the regions it names; otherwise every update draws the whole table
 * @property {(view: any) => boolean} [canDraw] whether a replay's view can be drawn as a table
 * @property {(view: any, ctx: any) => (string|null)} [decisionText] the decision's sentence in the
 *   reader's language, or null for the engine's (js/prompt.js)
 * @property {(view: any) => (string|null)} [decisionNote] a short note for the decision panel's
 *   title (e.g. which training dungeon is being fought), or null
 * @property {(cmds: any[]) => (string|null)} [boardHint] what to tap on the board, or null
 * @property {(view: any, seat: number) => (Element|null)} [seatSummary] a seat's few numbers for
 *   its compact panel on a phone
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

/** The display name of a game kind ("dungeon-lords"), or the kind itself when unknown. */
export const gameName = (k) => (gameEntry(k) ? t(`game-${k}`) : k || '');
