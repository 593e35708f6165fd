// Onboarding: the waiting room lists every option of the lobby in words and says why Start is
// not possible yet; the table has a short "what happens now" panel per phase naming the rule it
// comes from (/work rules reference, IDs as in docs and engine tests).
import { h } from './util.js';
import { t } from './i18n.js';
import { ruleButton } from './rules.js';

/**
 * Every option of a lobby as a definition list (normLobby's shape); `optionRows` is the game's
 * own (its registry entry, js/games/registry.js): its options as [label, words] pairs.
 */
export function lobbyOptions(L, gameName, optionRows) {
  const o = L.options || {};
  const rows = [[t('create-game'), gameName(L.game)], [t('create-players'), t('create-n-players', { n: L.nSeats })]];
  if (optionRows) rows.push(...optionRows(o));
  rows.push([t('create-takeover-bot'), t('bot-level-option', { level: TAKEOVER_LEVELS.includes(o.takeover_bot) ? o.takeover_bot : 'hard' })]);
  rows.push([t('create-rated'), ratedWords(L)]);
  if (L.public !== undefined && L.public !== null) rows.push([t('create-visibility'), L.public ? t('create-public') : t('create-unlisted')]);
  return h('dl', { class: 'sum lobby-options' }, rows.map(([k, v]) => [h('dt', null, k), h('dd', null, v)]));
}

/**
 * Whether a lobby is rated, in words (issue #39 item 4): its `rated` option, and from the
 * lobby details' `rating` whether its seats make it count (every seat a distinct signed-in
 * player) or why not.
 */
function ratedWords(L) {
  if (!(L.options || {}).rated) return t('option-no');
  const r = (L.raw && L.raw.rating) || {};
  if (r.outcome === 'rated' || r.counts) return t('lobby-rated-counts');
  const reason = r.outcome || r.unrated_reason;
  if (['bot', 'guest', 'same_account'].includes(reason)) return t('lobby-rated-not', { reason });
  return t('lobby-rated-pending');
}

/** The levels a bot that takes over an absent player's seat may play at, the default first. */
const TAKEOVER_LEVELS = ['hard', 'normal', 'easy'];

/**
 * The create form's field for the lobby option every game has, `takeover_bot` (protocol README,
 * POST /api/lobbies): the level of the bot that plays an absent player's seat after a takeover
 * vote or a concession, hard unless the host chooses otherwise. Each game's createOptions adds
 * it to its own options ({el, value}).
 */
export function takeoverField(row) {
  const select = h('select', { name: 'takeover_bot' },
    TAKEOVER_LEVELS.map((level) => h('option', { value: level, selected: level === 'hard' }, t('bot-level-option', { level }))));
  return { el: row(t('create-takeover-bot'), select, t('create-takeover-bot-help')), value: () => select.value };
}

/** Whether the host can start now, and the reason in words ({ok, reason}). */
export function startState(L, presence) {
  if (!L) return { ok: false, reason: t('start-why-loading') };
  if (L.status && L.status !== 'open') return { ok: false, reason: t('start-why-started') };
  const seats = L.seats || [];
  const free = Math.max(0, (L.nSeats || 0) - seats.filter((s) => s && (s.filled || s.bot)).length);
  if (free > 0) return { ok: false, reason: t('start-why-free-seats', { n: free }) };
  const away = ((presence && presence.seats) || []).filter((s) => !s.connected && !(seats.find((x) => x.seat === s.seat) || {}).bot);
  if (away.length) return { ok: true, reason: t('start-note-offline', { n: away.length }) };
  return { ok: true, reason: t('start-ready') };
}

// The rule each phase comes from (rules reference IDs).
const PHASE_RULES = {
  initial_orders: 'SETUP-15', orders: 'ORDERS-3', execute: 'EXEC-1', production: 'PROD-1', payday: 'EVENT-PAYDAY-1',
  taxes: 'EVENT-TAX-1', special_event: 'EVENT-SPECIAL-2', combat: 'COMBAT-SETUP-1', finished: 'SCORE-1',
};

/**
 * "What happens now": one short paragraph for the current phase (its rule ID in data-rule). Open by default
 * in the first game; a click folds it (remembered for the session in `ui`). `text` replaces the
 * phase's paragraph (a spectator's words); `K` is what it is drawn with (cardface.js `Kit`:
 * elements by default, virtual nodes with js/vdom.js `VDOM`).
 */
export function phaseHelp(v, ui, K = { h }, text = null) {
  const phase = PHASE_RULES[v.phase] ? v.phase : null;
  if (!phase) return null;
  const key = phase.replace(/_/g, '-');
  const open = ui.helpOpen ?? v.variant === 'first_game';
  return K.h('details', { class: 'phase-help', open, 'data-phase': phase, ontoggle: (e) => { ui.helpOpen = e.currentTarget.open; } },
    K.h('summary', null, t('help-what-now', { phase: t(`phase-${key}`) })),
    // The rule ID is a reference for developers (data-rule), not words for players (issue #36).
    K.h('p', { 'data-rule': PHASE_RULES[phase] }, text || t(`help-phase-${key}`), ' ', ruleButton('dl', PHASE_RULES[phase], K)));
}
