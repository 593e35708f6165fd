// Optional accounts, the part every page loads (issue #39 items 1–2): who is signed in
// (GET /api/account), the header's account control, the home page's "My games" slot, and the
// quiet claim of each seat this browser stores while signed in. The sign-in dialog and the
// account page (js/account-dialog.js) and the list of the account's games (js/account-games.js)
// are imported when first shown, so a guest downloads only this module. Guests are never asked
// anything: playing without an account is exactly as before. No request here blocks play: an
// account call that fails only leaves the account's parts out.
import { t } from './i18n.js';
import { accountApi, seats } from './api.js';
import { h, clear } from './util.js';

/**
 * What this page knows about the account: `known` once GET /api/account answered,
 * `emailSignIn` when the server can send sign-in links; `passkeySignIn` false when it takes no
 * passkeys (its public URL is an IP address).
 * @type {{known: boolean, signedIn: boolean, account: any, emailSignIn: boolean, passkeySignIn: boolean, notice: {text: string, kind: string}|null}}
 */
export const acct = { known: false, signedIn: false, account: null, emailSignIn: false, passkeySignIn: true, notice: null };

/** The event on window after the account's state changed (signed in or out, renamed). */
export const ACCOUNT_EVENT = 'dlo-account';

let control = null;

/** Takes the server's answer to GET /api/account (or a sign-in's `{account}`) as the state. */
function take(a) {
  acct.known = true;
  acct.signedIn = !!(a && a.signed_in);
  acct.account = acct.signedIn ? a.account : null;
  if (a && typeof a.email_sign_in === 'boolean') acct.emailSignIn = a.email_sign_in;
  if (a && typeof a.passkey_sign_in === 'boolean') acct.passkeySignIn = a.passkey_sign_in;
  drawControl();
  window.dispatchEvent(new CustomEvent(ACCOUNT_EVENT));
}

/** Asks the server who is signed in; the header and the home page follow. */
let asked = 0;
export async function refreshAccount() {
  // Only the latest question's answer counts (a sign-in may finish while an older one is out).
  const n = ++asked;
  try {
    const a = await accountApi.get();
    if (n === asked) take(a);
  } catch {
    // No account API (or no answer): the page works as it did without accounts.
    if (!acct.known) { acct.known = true; drawControl(); }
  }
  return acct;
}

/**
 * A line for the home page's account slot after a sign-in or sign-out (shown once).
 * @param {string} text
 * @param {string} [kind] `ok` or `error`
 */
export function setNotice(text, kind = 'ok') {
  acct.notice = text ? { text, kind } : null;
  window.dispatchEvent(new CustomEvent(ACCOUNT_EVENT));
}

/** Forgets the notice (a new screen). */
export function clearNotice() { acct.notice = null; }

/** Opens the sign-in dialog (js/account-dialog.js, imported on first use). */
export async function openSignIn() {
  const m = await import('./account-dialog.js');
  m.openSignIn();
}

/** The header's control: "Sign in" for a guest, the account's name (its page) when signed in. */
function drawControl() {
  if (!control) return;
  clear(control);
  if (!acct.known) return;
  if (acct.signedIn) {
    const name = (acct.account && acct.account.name) || t('account-title');
    control.appendChild(h('a', { class: 'button account-name', href: '#/account', title: t('account-menu-label', { name }) },
      h('span', { class: 'account-initial', 'aria-hidden': 'true' }, [...name][0].toUpperCase()), h('span', { class: 'account-name-text' }, name)));
  } else {
    control.appendChild(h('button', { type: 'button', class: 'account-signin', onclick: () => openSignIn() }, t('account-sign-in')));
  }
}

/** Puts the account control into the header (before `before`) and asks who is signed in. */
export function installAccount(topbar, before) {
  // A session cookie is Secure and passkeys need a secure context: on a plain-http address other
  // than localhost (a server on a home network) signing in cannot work, so it is not offered and
  // the page stays exactly the guest page (docs/accounts.md).
  if (window.isSecureContext === false) return;
  control = h('div', { class: 'account-ctl' });
  topbar.insertBefore(control, before || null);
  window.addEventListener('dlo-language', drawControl);
  refreshAccount();
}

// ---------------------------------------------------------------- seats claimed for the account

/** Whether this browser's seat record is settled for the signed-in account (claimed, or not claimable). */
const settled = (rec) => !!(rec && acct.account && rec.account === acct.account.id);

/** Marks the stored seat as settled, unless its token changed meanwhile. */
function markSettled(id, token) {
  const cur = seats.get(id);
  if (cur && cur.token === token && acct.account) seats.set(id, { ...cur, account: acct.account.id });
}

/**
 * Claims one seat for the account. Quiet: a failure is not an error for play. A definite refusal
 * (the lobby is gone, the token is no longer the seat's, another account holds it) settles it too,
 * so it is not offered again; a failure that may pass (no answer, a limit) leaves it to a later try.
 * @returns {Promise<boolean>} whether the seat is now the account's
 */
export async function claimSeat(id, rec) {
  if (!acct.signedIn || !rec || !rec.token) return false;
  try {
    await accountApi.claim(id, rec.token);
    markSettled(id, rec.token);
    return true;
  } catch (e) {
    if (e.status && e.status >= 400 && e.status < 500 && ![401, 408, 429].includes(e.status) && e.code !== 'csrf') markSettled(id, rec.token);
    return false;
  }
}

/**
 * The seats this browser holds that are not settled for the account, leaving out the lobbies
 * `known` (the account's games already listed).
 * @param {Set<string>} [known]
 */
export function unclaimedSeats(known = new Set()) {
  if (!acct.signedIn) return [];
  return seats.all().filter(([id, rec]) => !settled(rec) && !known.has(id));
}

// A seat stored while signed in (created, joined, a rematch, a seat link) becomes the account's.
seats.listen((id, rec) => {
  if (acct.signedIn && rec && rec.token && !settled(rec)) claimSeat(id, rec);
});

// ---------------------------------------------------------------- the home page's slot

/**
 * The home page's account slot: nothing for a guest; for a signed-in player, "My games" and the
 * offer to add this browser's games (js/account-games.js, imported when first needed).
 */
export function accountHome() {
  const slot = h('div', { class: 'account-home' });
  const draw = () => {
    // The home page was left: this slot is done.
    if (!slot.isConnected) { window.removeEventListener(ACCOUNT_EVENT, draw); return; }
    const note = acct.notice;
    clear(slot);
    if (note) slot.appendChild(h('p', { class: `account-notice ${note.kind}`, role: note.kind === 'error' ? 'alert' : 'status' }, note.text));
    if (!acct.signedIn) return;
    const box = h('div');
    slot.appendChild(box);
    // Groups (issue #39 item 5): their invitations and the way to the list (js/groups.js), in
    // the "My games" panel under its heading (an invitation is a game to join).
    const groups = h('div', { class: 'my-games-groups' });
    import('./account-games.js').then((m) => {
      if (!box.isConnected) return;
      m.renderMyGames(box);
      const section = box.querySelector('section.my-games') || box;
      const heading = section.querySelector('h3');
      if (heading) heading.after(groups); else section.appendChild(groups);
      import('./groups.js').then((g) => { if (groups.isConnected) g.groupsHome(groups, section); }, () => {});
    }, () => {});
  };
  window.addEventListener(ACCOUNT_EVENT, draw);
  // Drawn once the caller has put the slot on the page (and again whenever the account changes).
  queueMicrotask(draw);
  return slot;
}
